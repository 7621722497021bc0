/* misuse30: calls each entry point named on the command line with five sets
   of wrong arguments, every argument the same: all NULL, all a wild address
   (mapped nowhere), all the address of a zeroed scratch buffer (so out
   pointers are good and handles, sizes and counts are garbage), all 1, and
   all the scratch buffer's address again with the buffer filled with 0xa5
   (descriptors, lists and counts read from it garbage too). Each
   call prints "name set code" before the next begins, so a death names its
   call; cudasim must answer each with an error code and go on. The primary
   context is made current again before each entry point. Entry points
   that take a host function are given only NULL and the wild address (a
   function at 1 or in the scratch buffer would be the program's crash). The
   last line is "alive" and the codes of a per-thread capture ended, an
   allocation and a synchronization. */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef int (*entry)(uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t,
                     uintptr_t, uintptr_t, uintptr_t);
int cuInit(unsigned);
int cuDevicePrimaryCtxRetain(void **, int);
int cuCtxSetCurrent(void *);
int cuMemAlloc_v2(unsigned long long *, size_t);
int cuCtxSynchronize(void);
int cuStreamEndCapture_ptsz(void *, void **);
int cuStreamEndCapture(void *, void **);

static unsigned char scratch[1 << 16];

int main(int argc, char **argv) {
  void *ctx, *g;
  unsigned long long p;
  if (cuInit(0) || cuDevicePrimaryCtxRetain(&ctx, 0) || cuCtxSetCurrent(ctx)) {
    printf("no context\n");
    return 1;
  }
  const uintptr_t sets[5] = {0, (uintptr_t)0xdead0000000ULL, (uintptr_t)scratch, 1, (uintptr_t)scratch};
  for (int i = 1; i < argc; i++) {
    entry f = (entry)dlsym(RTLD_DEFAULT, argv[i]);
    if (!f) {
      printf("%s missing\n", argv[i]);
      continue;
    }
    /* the primary context current again: an earlier call may have released or reset it */
    if (cuDevicePrimaryCtxRetain(&ctx, 0) || cuCtxSetCurrent(ctx)) {
      printf("no context before %s\n", argv[i]);
      return 1;
    }
    int host_fn = strstr(argv[i], "HostFunc") || strstr(argv[i], "Callback") || strstr(argv[i], "Occupancy") ||
                  strstr(argv[i], "AsyncNotification") || strstr(argv[i], "UserObjectCreate");
    for (int s = 0; s < (host_fn ? 2 : 5); s++) {
      uintptr_t a = sets[s];
      memset(scratch, s == 4 ? 0xa5 : 0, sizeof scratch);
      printf("%s %d ", argv[i], s);
      fflush(stdout);
      printf("%d\n", f(a, a, a, a, a, a, a, a, a, a, a, a));
      fflush(stdout);
    }
  }
  int ended = cuStreamEndCapture_ptsz(0, &g);
  int legacy = cuStreamEndCapture((void *)1, &g);
  printf("alive %d %d %d %d\n", ended, legacy, cuMemAlloc_v2(&p, 64), cuCtxSynchronize());
  return 0;
}
