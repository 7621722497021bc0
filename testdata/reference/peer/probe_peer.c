// probe_peer measures what the real driver answers to the peer-access calls
// on a machine with ONE GPU: cuDeviceCanAccessPeer, cuDeviceGetP2PAttribute,
// cuCtxEnablePeerAccess, cuCtxDisablePeerAccess, cuMemcpyPeer and
// cuMemcpyPeerAsync, with the arguments one device allows (itself, a second
// context on it, a device that does not exist, NULL, a destroyed context, no
// current context, flags other than 0).
//
// Usage: probe_peer SECTION. Each section runs in its own process (run.sh
// loops over them), so that a crash in one loses nothing else. Output: one
// line a call, `call(args) -> CODE_NAME value`, where value is what the
// call's output holds afterwards (it starts at -7, so -7 means "not
// written"); calls without an output print no value.
//
// Build: cc probe_peer.c -lcuda -I/usr/local/cuda/include (run.sh adds the
// stub library's directory and -lpthread). With -DNO_CUDA_H it declares the
// few types and calls it needs itself, to run against cudasim's libcuda.so.1.
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#if !defined(NO_CUDA_H)
#include <cuda.h>
#else
typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUstream_st *CUstream;
CUresult cuInit(unsigned);
CUresult cuGetErrorName(CUresult, const char **);
CUresult cuDriverGetVersion(int *);
CUresult cuDeviceGet(CUdevice *, int);
CUresult cuDeviceGetCount(int *);
CUresult cuDeviceCanAccessPeer(int *, CUdevice, CUdevice);
CUresult cuDeviceGetP2PAttribute(int *, int, CUdevice, CUdevice);
CUresult cuDevicePrimaryCtxRetain(CUcontext *, CUdevice);
CUresult cuDevicePrimaryCtxReset_v2(CUdevice);
CUresult cuCtxCreate_v2(CUcontext *, unsigned, CUdevice);
CUresult cuCtxDestroy_v2(CUcontext);
CUresult cuCtxSetCurrent(CUcontext);
CUresult cuCtxGetCurrent(CUcontext *);
CUresult cuCtxSynchronize(void);
CUresult cuCtxEnablePeerAccess(CUcontext, unsigned);
CUresult cuCtxDisablePeerAccess(CUcontext);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemsetD32_v2(CUdeviceptr, unsigned, size_t);
CUresult cuMemcpyDtoH_v2(void *, CUdeviceptr, size_t);
CUresult cuMemcpyPeer(CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, size_t);
CUresult cuMemcpyPeerAsync(CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, size_t, CUstream);
#define cuDevicePrimaryCtxReset cuDevicePrimaryCtxReset_v2
#define cuCtxDestroy cuCtxDestroy_v2
#define cuMemAlloc cuMemAlloc_v2
#define cuMemsetD32 cuMemsetD32_v2
#define cuMemcpyDtoH cuMemcpyDtoH_v2
#endif

static const char *name(CUresult r) {
  const char *n = 0;
  if (cuGetErrorName(r, &n) != 0 || !n) return "?";
  return n;
}

// R prints a call without an output; V one whose int output is v.
#define R(call) printf("%s -> %s\n", #call, name(call))
#define V(call) do { v = -7; CUresult r_ = (call); printf("%s -> %s %d\n", #call, name(r_), v); } while (0)

static CUresult newctx(CUcontext *c, CUdevice d) {
#if defined(CUDA_VERSION) && CUDA_VERSION >= 13000
  return cuCtxCreate(c, NULL, 0, d);
#elif defined(NO_CUDA_H)
  return cuCtxCreate_v2(c, 0, d);
#else
  return cuCtxCreate(c, 0, d);
#endif
}

// destroyedcurrent: a second thread makes other_ctx current, waits until
// the main thread has destroyed it, then calls the peer functions with it
// still current.
static CUcontext other_ctx, primary;
static int go[2], done[2];
static void *other_thread(void *arg) {
  (void)arg;
  char c;
  CUcontext cur = 0;
  R(cuCtxSetCurrent(other_ctx));
  if (write(done[1], "x", 1) != 1 || read(go[0], &c, 1) != 1) return NULL;
  R(cuCtxGetCurrent(&cur));
  printf("  current is %s\n", cur == other_ctx ? "the destroyed context" : cur ? "another context" : "NULL");
  R(cuCtxEnablePeerAccess(primary, 0));
  R(cuCtxDisablePeerAccess(primary));
  R(cuCtxSynchronize());
  return NULL;
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  if (argc < 2) {
    fprintf(stderr, "usage: probe_peer SECTION\n");
    return 2;
  }
  const char *sec = argv[1];
  int v = -7, n = 0;
  CUdevice d0 = 0;
  CUcontext c0 = 0, c2 = 0, cur = 0;
  CUdeviceptr a = 0, b = 0;
  unsigned w[4] = {0, 0, 0, 0};
  printf("# section %s\n", sec);

  if (!strcmp(sec, "noinit")) { // before cuInit
    R(cuDeviceCanAccessPeer(NULL, 0, 0));
    R(cuDeviceGetP2PAttribute(NULL, 2, 0, 1));
    V(cuDeviceCanAccessPeer(&v, 0, 0));
    V(cuDeviceGetP2PAttribute(&v, 2, 0, 1));
    R(cuCtxEnablePeerAccess(NULL, 0));
    R(cuCtxDisablePeerAccess(NULL));
    R(cuMemcpyPeer(0, NULL, 0, NULL, 0));
    return 0;
  }

  R(cuInit(0));
  V(cuDriverGetVersion(&v));
  V(cuDeviceGetCount(&v));
  n = v;
  R(cuDeviceGet(&d0, 0));

  if (!strcmp(sec, "query")) {
    V(cuDeviceCanAccessPeer(&v, 0, 0));
    V(cuDeviceCanAccessPeer(&v, 0, 1));
    V(cuDeviceCanAccessPeer(&v, 1, 0));
    V(cuDeviceCanAccessPeer(&v, 1, 1));
    V(cuDeviceCanAccessPeer(&v, 0, -1));
    V(cuDeviceCanAccessPeer(&v, -1, 0));
    // Attributes 1..5 are CUdevice_P2PAttribute (5: ONLY_PARTIAL_NATIVE_ATOMIC_SUPPORTED,
    // CUDA 13.0); 0 and 6 are not.
    for (int attr = 0; attr <= 6; attr++) {
      v = -7;
      CUresult r = cuDeviceGetP2PAttribute(&v, attr, 0, 0);
      printf("cuDeviceGetP2PAttribute(&v, %d, 0, 0) -> %s %d\n", attr, name(r), v);
      v = -7;
      r = cuDeviceGetP2PAttribute(&v, attr, 0, 1);
      printf("cuDeviceGetP2PAttribute(&v, %d, 0, 1) -> %s %d\n", attr, name(r), v);
      v = -7;
      r = cuDeviceGetP2PAttribute(&v, attr, 1, 0);
      printf("cuDeviceGetP2PAttribute(&v, %d, 1, 0) -> %s %d\n", attr, name(r), v);
    }
    V(cuDeviceGetP2PAttribute(&v, 2, 1, 1));
    V(cuDeviceGetP2PAttribute(&v, 2, 0, -1));
    V(cuDeviceGetP2PAttribute(&v, 1000, 0, 0));
    if (n > 1) printf("# note: %d devices; the probe was written for one\n", n);
    return 0;
  }

  if (!strcmp(sec, "nullout")) { // NULL outputs (may crash: own section)
    R(cuDeviceCanAccessPeer(NULL, 0, 0));
    R(cuDeviceCanAccessPeer(NULL, 0, 1));
    R(cuDeviceGetP2PAttribute(NULL, 2, 0, 0));
    R(cuDeviceGetP2PAttribute(NULL, 2, 0, 1));
    R(cuDeviceGetP2PAttribute(NULL, 0, 0, 0));
    return 0;
  }

  if (!strcmp(sec, "nocurrent")) { // a primary context retained, none current
    R(cuDevicePrimaryCtxRetain(&c0, d0));
    R(cuCtxEnablePeerAccess(c0, 0));
    R(cuCtxEnablePeerAccess(c0, 1));
    R(cuCtxEnablePeerAccess(NULL, 0));
    R(cuCtxDisablePeerAccess(c0));
    R(cuCtxDisablePeerAccess(NULL));
    return 0;
  }

  if (!strcmp(sec, "enable")) { // the current context and a second one on the same device
    R(cuDevicePrimaryCtxRetain(&c0, d0));
    R(cuCtxSetCurrent(c0));
    R(cuCtxEnablePeerAccess(c0, 0));
    R(cuCtxEnablePeerAccess(c0, 1));
    R(cuCtxEnablePeerAccess(c0, 0xffffffff));
    R(cuCtxEnablePeerAccess(NULL, 0));
    R(cuCtxEnablePeerAccess(NULL, 1));
    R(cuCtxDisablePeerAccess(c0));
    R(cuCtxDisablePeerAccess(NULL));
    R(newctx(&c2, d0)); // pushed: c2 is current
    R(cuCtxGetCurrent(&cur));
    printf("  current is %s\n", cur == c2 ? "the new context" : "something else");
    R(cuCtxEnablePeerAccess(c0, 0)); // from c2 to the primary context, same device
    R(cuCtxEnablePeerAccess(c0, 1));
    R(cuCtxEnablePeerAccess(c0, 0));
    R(cuCtxDisablePeerAccess(c0));
    R(cuCtxSetCurrent(c0));
    R(cuCtxEnablePeerAccess(c2, 0)); // from the primary context to c2
    R(cuCtxEnablePeerAccess(c2, 1));
    R(cuCtxEnablePeerAccess(c2, 0));
    R(cuCtxDisablePeerAccess(c2));
    R(cuCtxDisablePeerAccess(c2));
    R(cuCtxSynchronize());
    R(cuCtxDestroy(c2));
    return 0;
  }

  if (!strcmp(sec, "destroyedpeer")) { // a destroyed context as the peer (may crash)
    R(cuDevicePrimaryCtxRetain(&c0, d0));
    R(newctx(&c2, d0));
    R(cuCtxDestroy(c2));
    R(cuCtxSetCurrent(c0));
    R(cuCtxEnablePeerAccess(c2, 0));
    R(cuCtxEnablePeerAccess(c2, 1));
    R(cuCtxDisablePeerAccess(c2));
    R(cuCtxSynchronize());
    return 0;
  }

  if (!strcmp(sec, "resetpeer")) { // a reset primary context as the peer
    R(cuDevicePrimaryCtxRetain(&c0, d0));
    R(newctx(&c2, d0)); // current
    R(cuDevicePrimaryCtxReset(d0));
    R(cuCtxEnablePeerAccess(c0, 0));
    R(cuCtxDisablePeerAccess(c0));
    R(cuCtxSynchronize());
    return 0;
  }

  if (!strcmp(sec, "destroyedcurrent")) { // the current context destroyed by another thread (may crash)
    R(cuDevicePrimaryCtxRetain(&c0, d0));
    primary = c0;
    R(newctx(&other_ctx, d0));
    if (pipe(go) || pipe(done)) return 1;
    pthread_t th;
    char c;
    pthread_create(&th, NULL, other_thread, NULL);
    if (read(done[0], &c, 1) != 1) return 1;
    R(cuCtxDestroy(other_ctx)); // current on the other thread
    if (write(go[1], "x", 1) != 1) return 1;
    pthread_join(th, NULL);
    return 0;
  }

  if (!strcmp(sec, "memcpypeer")) { // copies "between" contexts of the one device
    R(cuDevicePrimaryCtxRetain(&c0, d0));
    R(cuCtxSetCurrent(c0));
    R(cuMemAlloc(&a, 64));
    R(cuMemAlloc(&b, 64));
    R(cuMemsetD32(a, 7, 16));
    R(cuMemsetD32(b, 0, 16));
    R(cuMemcpyPeer(b, c0, a, c0, 16));
    R(cuMemcpyDtoH(w, b, 16));
    printf("  b = %u %u %u %u\n", w[0], w[1], w[2], w[3]);
    R(cuMemsetD32(a, 8, 16));
    R(cuMemcpyPeerAsync(b, c0, a, c0, 16, NULL));
    R(cuCtxSynchronize());
    R(cuMemcpyDtoH(w, b, 16));
    printf("  b = %u %u %u %u\n", w[0], w[1], w[2], w[3]);
    R(cuMemcpyPeer(b, c0, a, c0, 0));
    R(cuMemcpyPeer(b, NULL, a, c0, 16));
    R(cuMemcpyPeer(b, c0, a, NULL, 16));
    R(cuMemcpyPeer(b, NULL, a, NULL, 16));
    R(cuMemcpyPeerAsync(b, NULL, a, c0, 16, NULL));
    R(cuMemcpyPeer(b, c0, 0, c0, 16));
    R(cuMemcpyPeer(b, c0, a, c0, 1 << 20)); // past the end of both allocations
    R(newctx(&c2, d0)); // a second context on the device, now current
    R(cuMemsetD32(a, 9, 16));
    R(cuMemcpyPeer(b, c2, a, c0, 16)); // b is c0's memory, named as c2's
    R(cuMemcpyDtoH(w, b, 16));
    printf("  b = %u %u %u %u\n", w[0], w[1], w[2], w[3]);
    R(cuCtxSetCurrent(NULL)); // pops c2, uncovering c0
    R(cuCtxGetCurrent(&cur));
    printf("  current is %s\n", cur == c0 ? "the primary context" : cur == c2 ? "the new context" : cur ? "something else" : "NULL");
    R(cuCtxSetCurrent(NULL));
    R(cuCtxGetCurrent(&cur));
    printf("  current is %s\n", cur == c0 ? "the primary context" : cur == c2 ? "the new context" : cur ? "something else" : "NULL");
    R(cuMemcpyPeer(b, c0, a, c0, 16)); // no current context (if NULL above)
    R(cuMemcpyPeerAsync(b, c0, a, c0, 16, NULL));
    return 0;
  }

  // A destroyed context as cuMemcpyPeer's destination or source context.
  // The real driver 580 crashed (SIGSEGV) on the first: each is its own
  // section.
  if (!strcmp(sec, "memcpypeerdstdead") || !strcmp(sec, "memcpypeersrcdead")) {
    R(cuDevicePrimaryCtxRetain(&c0, d0));
    R(cuCtxSetCurrent(c0));
    R(cuMemAlloc(&a, 64));
    R(cuMemAlloc(&b, 64));
    R(newctx(&c2, d0));
    R(cuCtxDestroy(c2));
    R(cuCtxSetCurrent(c0));
    if (!strcmp(sec, "memcpypeerdstdead"))
      R(cuMemcpyPeer(b, c2, a, c0, 16));
    else
      R(cuMemcpyPeer(b, c0, a, c2, 16));
    return 0;
  }

  if (!strcmp(sec, "order")) { // which check comes first, where "enable" left it open
    R(cuDevicePrimaryCtxRetain(&c0, d0));
    R(newctx(&c2, d0)); // current
    R(cuDevicePrimaryCtxReset(d0)); // c0 inactive
    R(cuCtxEnablePeerAccess(c0, 1)); // an inactive peer and bad flags
    R(cuCtxEnablePeerAccess(c0, 0));
    return 0;
  }

  if (!strcmp(sec, "memcpypeerinactive")) { // a reset primary context as a copy's context (crashed the real driver)
    R(cuDevicePrimaryCtxRetain(&c0, d0));
    R(newctx(&c2, d0)); // current
    R(cuMemAlloc(&a, 64));
    R(cuMemAlloc(&b, 64));
    R(cuDevicePrimaryCtxReset(d0)); // c0 inactive
    R(cuMemcpyPeer(b, c2, a, c0, 16));
    return 0;
  }

  if (!strcmp(sec, "memcpypeermisc")) {
    R(cuDevicePrimaryCtxRetain(&c0, d0));
    R(cuCtxSetCurrent(c0));
    R(cuMemAlloc(&b, 64));
    R(cuMemcpyPeer(0, c0, 0, c0, 0)); // NULL addresses, no bytes
    R(cuMemcpyPeer(b, c0, 0, c0, 0));
    R(cuMemcpyPeer(b, c0, b + 8, c0, 16)); // overlapping, within one allocation
    R(cuMemcpyPeerAsync(b, c0, b + 32, c0, 16, (CUstream)0x1234)); // a stream that is not one (may crash: last)
    return 0;
  }

  fprintf(stderr, "unknown section %s\n", sec);
  return 2;
}
