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
#include "LazyCurlInternal.h"

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

void *lazy_curl_resolve(const char *name) {
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
        if (real == NULL) real = (result (*) parameters)lazy_curl_resolve(#name); \
        return real arguments;                                         \
    }

#define VOID_FIXED(name, parameters, arguments)                        \
    void name parameters {                                             \
        static void (*real) parameters;                                \
        if (real == NULL) real = (void (*) parameters)lazy_curl_resolve(#name);  \
        real arguments;                                                \
    }

#define ONE_VARIADIC(name, first, second)                              \
    int name(first a, second b, ...) {                                 \
        static int (*real)(first, second, ...);                        \
        if (real == NULL) real = (int (*)(first, second, ...))lazy_curl_resolve(#name); \
        va_list list;                                                  \
        va_start(list, b);                                             \
        void *value = va_arg(list, void *);                            \
        va_end(list);                                                  \
        return real(a, b, value);                                      \
    }

// curl_easy_setopt, curl_easy_cleanup and curl_multi_add_handle are in BodyLimit.c.
FIXED(int, curl_global_init, (long flags), (flags))
FIXED(void *, curl_easy_init, (void), ())
FIXED(int, curl_easy_pause, (void *handle, int mask), (handle, mask))
FIXED(const char *, curl_easy_strerror, (int code), (code))
ONE_VARIADIC(curl_easy_getinfo, void *, int)
VOID_FIXED(curl_free, (void *pointer), (pointer))
FIXED(void *, curl_multi_init, (void), ())
FIXED(int, curl_multi_remove_handle, (void *multi, void *handle), (multi, handle))
FIXED(int, curl_multi_assign, (void *multi, int socket, void *pointer), (multi, socket, pointer))
FIXED(void *, curl_multi_info_read, (void *multi, int *queued), (multi, queued))
FIXED(int, curl_multi_socket_action, (void *multi, int socket, int mask, int *running), (multi, socket, mask, running))
FIXED(void *, curl_slist_append, (void *list, const char *text), (list, text))
VOID_FIXED(curl_slist_free_all, (void *list), (list))
FIXED(void *, curl_url, (void), ())
FIXED(int, curl_url_get, (void *url, int part, char **text, unsigned int flags), (url, part, text, flags))
FIXED(int, curl_url_set, (void *url, int part, const char *text, unsigned int flags), (url, part, text, flags))
FIXED(char *, curl_version, (void), ())
FIXED(void *, curl_version_info, (int age), (age))

// FoundationNetworking's socket callback (swift-corelibs-foundation, URLSession/libcurl/
// MultiHandle.swift) only ever adds dispatch sources for a socket: when libcurl narrows what it
// waits for, e.g. from CURL_POLL_INOUT while connecting and sending to CURL_POLL_IN while the
// server thinks, the write source stays. A connected socket is always writable, so that source
// fires without pause and each firing runs curl_multi_socket_action: about 0.4 s of CPU for every
// 0.5 s spent waiting for an answer. The callback is wrapped here so that Foundation is told
// "remove" and then the narrower interest, which it does handle: it cancels both sources, releases
// the object it stored with curl_multi_assign, and makes a new one with only the source needed
// (created once the cancelled sources' handlers have run, so two sources never watch one socket).
// A widening (IN to INOUT) is passed through: Foundation adds the missing source itself. It costs
// one re-creation per request (OUT while connecting and sending, then IN); connection reuse is
// untouched, since libcurl itself removes a socket when its connection goes back to the cache.
// See README.md, "Performance", for the reproduction.
enum {
    POLL_INOUT = 3, POLL_REMOVE = 4,                      // CURL_POLL_*
    OPTION_SOCKETFUNCTION = 20000 + 1,                    // CURLMOPT_SOCKETFUNCTION
    OPTION_SOCKETDATA = 10000 + 2,                        // CURLMOPT_SOCKETDATA
};

typedef int (*socket_function)(void *easy, int socket, int what, void *data, void *socket_pointer);

struct socket_hook {
    void *multi;
    socket_function function; // the caller's callback
    void *data;               // the caller's CURLMOPT_SOCKETDATA
    struct socket_hook *next;
};

static pthread_mutex_t hooks_lock = PTHREAD_MUTEX_INITIALIZER;
static struct socket_hook *hooks;

static int narrowing_socket_function(void *easy, int socket, int what, void *data, void *socket_pointer) {
    struct socket_hook *hook = data;
    if (hook->function == NULL) return 0;
    // A non-null pointer means the caller already watches this socket (libcurl forgets the
    // pointer with the socket on CURL_POLL_REMOVE), and libcurl calls when the interest changes,
    // so NONE, IN or OUT here may be narrower than what is watched (a repeat of the same interest
    // costs a needless re-creation, nothing more).
    if (socket_pointer != NULL && what != POLL_INOUT && what != POLL_REMOVE) {
        int result = hook->function(easy, socket, POLL_REMOVE, hook->data, socket_pointer);
        if (result != 0) return result;
        curl_multi_assign(hook->multi, socket, NULL); // the caller released what it stored
        socket_pointer = NULL;
    }
    return hook->function(easy, socket, what, hook->data, socket_pointer);
}

/// The hook of `multi`, made on first use. Callers hold hooks_lock.
static struct socket_hook *hook_for(void *multi) {
    for (struct socket_hook *hook = hooks; hook != NULL; hook = hook->next) {
        if (hook->multi == multi) return hook;
    }
    struct socket_hook *hook = calloc(1, sizeof *hook);
    if (hook == NULL) return NULL;
    hook->multi = multi;
    hook->next = hooks;
    hooks = hook;
    return hook;
}

int curl_multi_setopt(void *multi, int option, ...) {
    static int (*real)(void *, int, ...);
    if (real == NULL) real = (int (*)(void *, int, ...))lazy_curl_resolve("curl_multi_setopt");
    va_list list;
    va_start(list, option);
    void *value = va_arg(list, void *);
    va_end(list);
    if (option != OPTION_SOCKETFUNCTION && option != OPTION_SOCKETDATA) return real(multi, option, value);

    pthread_mutex_lock(&hooks_lock);
    struct socket_hook *hook = hook_for(multi);
    int result;
    if (hook == NULL) {
        result = real(multi, option, value);
    } else {
        if (option == OPTION_SOCKETFUNCTION) hook->function = (socket_function)value;
        else hook->data = value;
        result = real(multi, OPTION_SOCKETDATA, (void *)hook);
        if (result == 0) result = real(multi, OPTION_SOCKETFUNCTION, (void *)narrowing_socket_function);
    }
    pthread_mutex_unlock(&hooks_lock);
    return result;
}

int curl_multi_cleanup(void *multi) {
    static int (*real)(void *);
    if (real == NULL) real = (int (*)(void *))lazy_curl_resolve("curl_multi_cleanup");
    int result = real(multi);
    pthread_mutex_lock(&hooks_lock);
    for (struct socket_hook **link = &hooks; *link != NULL; link = &(*link)->next) {
        if ((*link)->multi == multi) {
            struct socket_hook *hook = *link;
            *link = hook->next;
            free(hook);
            break;
        }
    }
    pthread_mutex_unlock(&hooks_lock);
    return result;
}
