// rt.h: rt30's helpers on top of check.h. PROBE(call) prints what a call
// returned without judging it: the answer is the H200's to give (the probe
// records it); cudasim's is compared once a golden exists. DATA(name, n, bad)
// prints a comparison of n values of which bad differ, and counts a failure.
#pragma once
#include "check.h"

#define PROBE(call) printf("probe: %-37s -> %s\n", #call, cudaGetErrorName(call))

static void data(const char *name, size_t n, size_t bad) {
  printf("%-44s    %zu values, %zu differ\n", name, n, bad);
  if (bad) failures++;
}

// FAILS(call, err) expects err from the call and then from cudaGetLastError
// (a failed call's error is the last error until read; not sticky).
#define FAILS(call, err)                 \
  do {                                   \
    EXPECT(call, err);                   \
    EXPECT(cudaGetLastError(), err);     \
  } while (0)

// The runtime calls whose signatures CUDA 12 and 13 changed, so that the
// same sources build with nvcc 11.8 (the committed binaries) and 13.0 (the
// probe's).
static cudaError_t instantiate(cudaGraphExec_t *e, cudaGraph_t g) {
#if CUDART_VERSION >= 12000
  return cudaGraphInstantiate(e, g, 0);
#else
  return cudaGraphInstantiate(e, g, nullptr, nullptr, 0);
#endif
}

static cudaError_t execUpdate(cudaGraphExec_t e, cudaGraph_t g, cudaGraphExecUpdateResult *res) {
#if CUDART_VERSION >= 12000
  cudaGraphExecUpdateResultInfo info = {};
  cudaError_t err = cudaGraphExecUpdate(e, g, &info);
  *res = info.result;
  return err;
#else
  cudaGraphNode_t node = nullptr;
  return cudaGraphExecUpdate(e, g, &node, res);
#endif
}

static cudaError_t captureInfo(cudaStream_t s, cudaStreamCaptureStatus *st, unsigned long long *id, cudaGraph_t *g,
                               const cudaGraphNode_t **deps, size_t *n) {
#if CUDART_VERSION >= 13000
  return cudaStreamGetCaptureInfo(s, st, id, g, deps, nullptr, n);
#else
  return cudaStreamGetCaptureInfo_v2(s, st, id, g, deps, n);
#endif
}

static cudaError_t setCaptureDeps(cudaStream_t s, cudaGraphNode_t *deps, size_t n) {
#if CUDART_VERSION >= 13000
  return cudaStreamUpdateCaptureDependencies(s, deps, nullptr, n, cudaStreamSetCaptureDependencies);
#else
  return cudaStreamUpdateCaptureDependencies(s, deps, n, cudaStreamSetCaptureDependencies);
#endif
}

#if CUDART_VERSION >= 13000
// location is CUDA 13's cudaMemLocation of a device ordinal or cudaCpuDeviceId.
static cudaMemLocation location(int dev) {
  return dev == cudaCpuDeviceId ? cudaMemLocation{cudaMemLocationTypeHost, 0} : cudaMemLocation{cudaMemLocationTypeDevice, dev};
}
#endif

static cudaError_t prefetch(const void *p, size_t n, int dev, cudaStream_t s) {
#if CUDART_VERSION >= 13000
  return cudaMemPrefetchAsync(p, n, location(dev), 0, s);
#else
  return cudaMemPrefetchAsync(p, n, dev, s);
#endif
}

static cudaError_t advise(const void *p, size_t n, cudaMemoryAdvise a, int dev) {
#if CUDART_VERSION >= 13000
  return cudaMemAdvise(p, n, a, location(dev));
#else
  return cudaMemAdvise(p, n, a, dev);
#endif
}

// twoDevices says whether the program has the two devices it needs, and
// counts a failure if not.
static bool twoDevices() {
  int n = 0;
  if (show("cudaGetDeviceCount(&n)", cudaGetDeviceCount(&n)) == cudaSuccess && n >= 2) return true;
  printf("needs two devices\n");
  failures++;
  return false;
}

// CUDA 13 gives the edge calls edge data: NOEDGEDATA is its argument there
// (nullptr: plain edges) and nothing before.
#if CUDART_VERSION >= 13000
#define NOEDGEDATA nullptr,
#else
#define NOEDGEDATA
#endif
