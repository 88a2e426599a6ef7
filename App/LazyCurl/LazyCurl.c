// Trampolines for the libcurl functions that FoundationNetworking's static archive references.
// The executable's own definitions win over libcurl's, so every curl call comes through here and
// libcurl.so.4 is opened once, by the first call. scripts/build-release then removes libcurl from
// the binary's start-up dependencies (patchelf --remove-needed): a run that makes no request never
// loads it. Without that step nothing changes but the start-up time. libcurl.so.4's ABI has been
// stable since 2006.
// The three variadic setters/getters take exactly one integer, pointer or curl_off_t argument,
// all of which travel in the same register class on x86-64 and arm64, so one pointer-sized
// argument is forwarded.
#include "LazyCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static void *library;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    library = dlopen("libcurl.so.4", RTLD_LAZY | RTLD_GLOBAL);
}

int lazy_curl_available(void) {
    pthread_once(&once, load);
    return library != NULL;
}

static void *resolve(const char *name) {
    if (!lazy_curl_available()) {
        fprintf(stderr, "wf: cannot load libcurl.so.4 (%s); install libcurl4 to fetch weather\n", dlerror());
        exit(69);
    }
    void *symbol = dlsym(library, name);
    if (symbol == NULL) {
        fprintf(stderr, "wf: libcurl.so.4 has no %s; install a newer libcurl4\n", name);
        exit(69);
    }
    return symbol;
}

#define FIXED(result, name, parameters, arguments)                     \
    result name parameters {                                           \
        static result (*real) parameters;                              \
        if (real == NULL) real = (result (*) parameters)resolve(#name); \
        return real arguments;                                         \
    }

#define VOID_FIXED(name, parameters, arguments)                        \
    void name parameters {                                             \
        static void (*real) parameters;                                \
        if (real == NULL) real = (void (*) parameters)resolve(#name);  \
        real arguments;                                                \
    }

#define ONE_VARIADIC(name, first, second)                              \
    int name(first a, second b, ...) {                                 \
        static int (*real)(first, second, ...);                        \
        if (real == NULL) real = (int (*)(first, second, ...))resolve(#name); \
        va_list list;                                                  \
        va_start(list, b);                                             \
        void *value = va_arg(list, void *);                            \
        va_end(list);                                                  \
        return real(a, b, value);                                      \
    }

FIXED(int, curl_global_init, (long flags), (flags))
FIXED(void *, curl_easy_init, (void), ())
VOID_FIXED(curl_easy_cleanup, (void *handle), (handle))
FIXED(int, curl_easy_pause, (void *handle, int mask), (handle, mask))
FIXED(const char *, curl_easy_strerror, (int code), (code))
ONE_VARIADIC(curl_easy_setopt, void *, int)
ONE_VARIADIC(curl_easy_getinfo, void *, int)
VOID_FIXED(curl_free, (void *pointer), (pointer))
FIXED(void *, curl_multi_init, (void), ())
FIXED(int, curl_multi_cleanup, (void *multi), (multi))
FIXED(int, curl_multi_add_handle, (void *multi, void *handle), (multi, handle))
FIXED(int, curl_multi_remove_handle, (void *multi, void *handle), (multi, handle))
FIXED(int, curl_multi_assign, (void *multi, int socket, void *pointer), (multi, socket, pointer))
FIXED(void *, curl_multi_info_read, (void *multi, int *queued), (multi, queued))
FIXED(int, curl_multi_socket_action, (void *multi, int socket, int mask, int *running), (multi, socket, mask, running))
ONE_VARIADIC(curl_multi_setopt, void *, int)
FIXED(void *, curl_slist_append, (void *list, const char *text), (list, text))
VOID_FIXED(curl_slist_free_all, (void *list), (list))
FIXED(void *, curl_url, (void), ())
FIXED(int, curl_url_get, (void *url, int part, char **text, unsigned int flags), (url, part, text, flags))
FIXED(int, curl_url_set, (void *url, int part, const char *text, unsigned int flags), (url, part, text, flags))
FIXED(char *, curl_version, (void), ())
FIXED(void *, curl_version_info, (int age), (age))
