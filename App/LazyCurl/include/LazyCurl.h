// LazyCurl: the curl entry points FoundationNetworking uses, defined here as trampolines that load
// libcurl on first use. A cache hit never makes a request, so it never pays for loading libcurl and
// the ~30 libraries it depends on (about 8 ms per process). Swift calls only lazy_curl_limit_body, at start-up.
#ifndef LAZY_CURL_H
#define LAZY_CURL_H
/// Whether libcurl could be loaded (loads it if not yet loaded).
int lazy_curl_available(void);
/// Makes libcurl end any transfer whose body passes `bytes` (0: no limit), as it reads.
void lazy_curl_limit_body(unsigned long bytes);
#endif
