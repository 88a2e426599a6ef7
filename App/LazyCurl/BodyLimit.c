// A body limit that libcurl itself enforces, as it reads. wf's delegate counts every body and cuts
// it off past its limit, but it can only ask FoundationNetworking to cancel, and a cancel waits for
// the session's work queue, which libcurl holds while a fast server pours out an endless body: the
// cancelled transfer went on being read for seconds (2 s of CPU, 90 MiB). Here every write callback
// FoundationNetworking sets is wrapped, and a transfer whose body passes the limit is refused its
// next chunk: libcurl stops at once, closes the connection and reports a write error, which the
// delegate, having already said "too large", ignores.
#include "LazyCurl.h"
#include "LazyCurlInternal.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdlib.h>

enum {
    OPTION_WRITEDATA = 10000 + 1,     // CURLOPT_WRITEDATA
    OPTION_WRITEFUNCTION = 20000 + 11 // CURLOPT_WRITEFUNCTION
};

typedef size_t (*write_function)(char *bytes, size_t size, size_t count, void *data);

/// One easy handle's write callback, as FoundationNetworking set it, and its body so far.
struct transfer {
    void *easy;
    write_function function;
    void *data;
    size_t bytes;
    struct transfer *next;
};

static _Atomic size_t body_limit; // 0: no limit
static pthread_mutex_t transfers_lock = PTHREAD_MUTEX_INITIALIZER;
static struct transfer *transfers;

void lazy_curl_limit_body(unsigned long bytes) {
    atomic_store(&body_limit, (size_t)bytes);
}

/// The record of `easy`, made on first use. Callers hold transfers_lock.
static struct transfer *transfer_for(void *easy) {
    for (struct transfer *transfer = transfers; transfer != NULL; transfer = transfer->next) {
        if (transfer->easy == easy) return transfer;
    }
    struct transfer *transfer = calloc(1, sizeof *transfer);
    if (transfer == NULL) return NULL;
    transfer->easy = easy;
    transfer->next = transfers;
    transfers = transfer;
    return transfer;
}

static size_t limited_write(char *bytes, size_t size, size_t count, void *data) {
    struct transfer *transfer = data;
    size_t length = size * count;
    size_t limit = atomic_load(&body_limit);
    if (limit != 0 && transfer->bytes + length > limit) return 0; // CURLE_WRITE_ERROR: the transfer ends
    size_t written = transfer->function(bytes, size, count, transfer->data);
    if (written == length) transfer->bytes += length; // a paused chunk is delivered again
    return written;
}

int curl_easy_setopt(void *easy, int option, ...) {
    static int (*real)(void *, int, ...);
    if (real == NULL) real = (int (*)(void *, int, ...))lazy_curl_resolve("curl_easy_setopt");
    va_list list;
    va_start(list, option);
    void *value = va_arg(list, void *);
    va_end(list);
    if (option != OPTION_WRITEFUNCTION && option != OPTION_WRITEDATA) return real(easy, option, value);

    pthread_mutex_lock(&transfers_lock);
    struct transfer *transfer = transfer_for(easy);
    int result;
    if (transfer == NULL) {
        result = real(easy, option, value);
    } else {
        // Until a write function is set, libcurl's own (fwrite to WRITEDATA) stays as it is.
        if (option == OPTION_WRITEFUNCTION) transfer->function = (write_function)value;
        else transfer->data = value;
        if (transfer->function == NULL) {
            result = real(easy, option, value);
        } else {
            result = real(easy, OPTION_WRITEDATA, (void *)transfer);
            if (result == 0) result = real(easy, OPTION_WRITEFUNCTION, (void *)limited_write);
        }
    }
    pthread_mutex_unlock(&transfers_lock);
    return result;
}

/// A transfer starts when its handle joins a multi handle; its count starts with it.
int curl_multi_add_handle(void *multi, void *easy) {
    static int (*real)(void *, void *);
    if (real == NULL) real = (int (*)(void *, void *))lazy_curl_resolve("curl_multi_add_handle");
    pthread_mutex_lock(&transfers_lock);
    for (struct transfer *transfer = transfers; transfer != NULL; transfer = transfer->next) {
        if (transfer->easy == easy) transfer->bytes = 0;
    }
    pthread_mutex_unlock(&transfers_lock);
    return real(multi, easy);
}

void curl_easy_cleanup(void *easy) {
    static void (*real)(void *);
    if (real == NULL) real = (void (*)(void *))lazy_curl_resolve("curl_easy_cleanup");
    real(easy);
    pthread_mutex_lock(&transfers_lock);
    for (struct transfer **link = &transfers; *link != NULL; link = &(*link)->next) {
        if ((*link)->easy == easy) {
            struct transfer *transfer = *link;
            *link = transfer->next;
            free(transfer);
            break;
        }
    }
    pthread_mutex_unlock(&transfers_lock);
}
