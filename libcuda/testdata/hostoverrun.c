/* hostoverrun.c: a runaway write past the end of a 400-byte page-locked
 * (argument "host": cuMemAllocHost) or managed ("managed": cuMemAllocManaged)
 * allocation, byte by byte, as a C program's loop with a wrong bound would
 * run. It prints the allocation's address; a SIGSEGV handler prints the
 * faulting address and exits 42. cudasim packs the allocation into a 2 MiB
 * granule of its host region (internal/mem/hostheap.go), so the write must
 * fault at the granule's end, at once: never run on into the Go heap and
 * crash the Go runtime later. */
#define _GNU_SOURCE
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

typedef int CUresult;
typedef void *CUcontext;
typedef unsigned long long CUdeviceptr;
CUresult cuInit(unsigned);
CUresult cuDeviceGet(int *, int);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, int);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuMemAllocHost_v2(void **, size_t);
CUresult cuMemAllocManaged(CUdeviceptr *, size_t, unsigned);

static void onfault(int sig, siginfo_t *si, void *ctx) {
  char buf[64];
  unsigned long a = (unsigned long)si->si_addr;
  int n = 0;
  const char *pre = "fault 0x";
  while (pre[n]) buf[n] = pre[n], n++;
  for (int shift = 60; shift >= 0; shift -= 4) buf[n++] = "0123456789abcdef"[(a >> shift) & 15];
  buf[n++] = '\n';
  if (write(1, buf, n) < 0) _exit(43);
  (void)sig;
  (void)ctx;
  _exit(42);
}

int main(int argc, char **argv) {
  int dev = -1;
  CUcontext ctx = 0;
  int managed = argc > 1 && !strcmp(argv[1], "managed");
  if (cuInit(0) || cuDeviceGet(&dev, 0) || cuDevicePrimaryCtxRetain(&ctx, dev) || cuCtxSetCurrent(ctx)) {
    printf("no context\n");
    return 1;
  }
  unsigned char *p = 0;
  CUresult r;
  if (managed) {
    CUdeviceptr d = 0;
    r = cuMemAllocManaged(&d, 400, 1);
    p = (unsigned char *)(uintptr_t)d;
  } else {
    r = cuMemAllocHost_v2((void **)&p, 400);
  }
  printf("alloc %d 0x%016lx\n", r, (unsigned long)p);
  fflush(stdout);
  if (r) return 1;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = onfault;
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGSEGV, &sa, 0);
  sigaction(SIGBUS, &sa, 0);
  for (volatile unsigned char *q = p + 400; q < p + (8 << 20); q++) *q = 0xAA;
  printf("no fault in 8 MiB\n");
  return 0;
}
