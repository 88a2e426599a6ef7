#include "BuildInfo.h"

#ifndef WF_BUILD_COMMIT
#define WF_BUILD_COMMIT "unknown"
#endif

const char *wf_build_commit(void) { return WF_BUILD_COMMIT; }
