#ifndef WF_BUILD_INFO_H
#define WF_BUILD_INFO_H

/// The commit wf was built from ("3f2a9c1d0b7e", "+" when the work tree had changes), or "unknown"
/// outside a git checkout. Set by Package.swift from the checkout (`Context.gitInformation`).
const char *wf_build_commit(void);

#endif
