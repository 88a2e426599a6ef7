// A wall clock set to another moment, for running wf's tests "at" an hour of their choosing
// (scripts/faketime-test). libfaketime would do, but under it a Swift program sees no command-line
// arguments; this shim shifts only the real-time clock, by FAKE_CLOCK_OFFSET seconds.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>

static long offset(void) {
    static long cached = -1L << 62;
    if (cached == -1L << 62) {
        const char *text = getenv("FAKE_CLOCK_OFFSET");
        cached = text ? atol(text) : 0;
    }
    return cached;
}

int clock_gettime(clockid_t clock, struct timespec *now) {
    static int (*real)(clockid_t, struct timespec *);
    if (!real) real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
    int result = real(clock, now);
    if (result == 0 && (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE)) now->tv_sec += offset();
    return result;
}

int gettimeofday(struct timeval *now, void *zone) {
    static int (*real)(struct timeval *, void *);
    if (!real) real = (int (*)(struct timeval *, void *))dlsym(RTLD_NEXT, "gettimeofday");
    int result = real(now, zone);
    if (result == 0 && now) now->tv_sec += offset();
    return result;
}

time_t time(time_t *out) {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    if (out) *out = now.tv_sec;
    return now.tv_sec;
}
