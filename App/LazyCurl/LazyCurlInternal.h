// Shared by LazyCurl's files, not part of its interface.
#ifndef LAZY_CURL_INTERNAL_H
#define LAZY_CURL_INTERNAL_H
/// libcurl's function `name`, loading libcurl first; ends the process with a message if it cannot.
void *lazy_curl_resolve(const char *name);
#endif
