// s_gr_hostcalls: what each CUDA call answers from inside a host function
// (cudaLaunchHostFunc), a stream callback and a graph host node, above all
// the calls that wait for the work the host code is part of (its own
// stream, the legacy stream behind a blocking stream, the device, an event
// recorded after it), which the CUDA documentation says "may result in
// cudaErrorNotPermitted, but this is not required". Each case runs in a
// process of its own (forked before any CUDA call), one after another, its
// output line-buffered so that what a killed case printed stays; one that
// has not ended after 5 s reads "hang or crash" (window 3 forked all 23 at once
// against a 3 s alarm: every one read as a hang, with no output). The host
// code says when it starts and when its call returned. cudasim answers
// cudaErrorNotPermitted to a wait for the host code's own work and does the
// rest (docs/streams.md, "Host code that calls CUDA").
#include <atomic>
#include "g26.h"

static int *dev;
static cudaStream_t s, other;
static cudaEvent_t before, after;
static int which;
static std::atomic<int> recorded; // the host code starts once the event after it is recorded
static cudaError_t got = cudaErrorUnknown, lastAfter = cudaErrorUnknown;

static cudaError_t call(int c) {
  int v = 0;
  void *p = nullptr;
  cudaError_t e;
  switch (c) {
  case 0: return cudaStreamSynchronize(s);
  case 1: return cudaStreamSynchronize(other);
  case 2: return cudaStreamSynchronize(0);
  case 3: return cudaDeviceSynchronize();
  case 4: return cudaMemcpy(&v, dev, 4, cudaMemcpyDeviceToHost);
  case 5: return cudaMemset(dev, 0, 4);
  case 6: return cudaEventSynchronize(after);
  case 7: return cudaEventSynchronize(before);
  case 8: return cudaStreamQuery(s);
  case 9: return cudaStreamQuery(0);
  case 10:
    e = cudaMalloc(&p, 16);
    if (p) cudaFree(p);
    return e;
  case 11:
    e = cudaMemsetAsync(dev + 1, 0, 4, other);
    return e != cudaSuccess ? e : cudaStreamSynchronize(other);
  case 12: return cudaEventQuery(after);
  case 13: return cudaMemcpyAsync(&v, dev, 4, cudaMemcpyDeviceToHost, s);
  }
  return cudaErrorUnknown;
}
static const char *names[] = {"sync own stream", "sync other stream", "sync stream 0", "device sync", "cudaMemcpy", "cudaMemset",
                              "event sync after", "event sync before", "query own stream", "query stream 0", "cudaMalloc",
                              "memsetAsync+sync other", "event query after", "memcpyAsync own (pageable)"};
static const int ncalls = 14;

static void CUDART_CB hostFn(void *) {
  for (int i = 0; i < 10000 && !recorded.load(); i++) usleep(100);
  printf("in host: %s\n", names[which]);
  got = call(which);
  lastAfter = cudaGetLastError();
  printf("in host: returned\n");
}
static void CUDART_CB callback(cudaStream_t, cudaError_t, void *) { hostFn(nullptr); }

// one runs case c the way via says (0 cudaLaunchHostFunc, 1 a stream
// callback, 2 a graph host node) on a blocking (or non-blocking) stream,
// and prints the answers.
static int one(int via, int c, bool blocking) {
  which = c;
  REQUIRE(cudaMalloc(&dev, 64));
  REQUIRE(cudaStreamCreateWithFlags(&s, blocking ? cudaStreamDefault : cudaStreamNonBlocking));
  REQUIRE(cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking));
  REQUIRE(cudaEventCreate(&before));
  REQUIRE(cudaEventCreate(&after));
  OK(cudaEventRecord(before, s));
  cudaError_t launched;
  if (via == 0) {
    launched = cudaLaunchHostFunc(s, hostFn, nullptr);
  } else if (via == 1) {
    launched = cudaStreamAddCallback(s, callback, nullptr, 0);
  } else {
    cudaGraph_t g;
    cudaGraphNode_t n;
    cudaGraphExec_t x;
    cudaHostNodeParams hp = {hostFn, nullptr};
    OK(cudaGraphCreate(&g, 0));
    OK(cudaGraphAddHostNode(&n, g, nullptr, 0, &hp));
    OK(cudaGraphInstantiateWithFlags(&x, g, 0));
    launched = cudaGraphLaunch(x, s);
  }
  OK(cudaEventRecord(after, s));
  recorded = 1;
  cudaError_t synced = cudaStreamSynchronize(s);
  printf("%-8s %-11s %-28s launch %s in host %s last %s; then sync %s\n", via == 0 ? "hostfn" : via == 1 ? "callback" : "node",
         blocking ? "blocking" : "nonblocking", names[c], cudaGetErrorName(launched), cudaGetErrorName(got), cudaGetErrorName(lastAfter),
         cudaGetErrorName(synced));
  return 0;
}

struct Case {
  int via, c;
  bool blocking;
};
static Case cases[64];
static int runCase(int i) { return one(cases[i].via, cases[i].c, cases[i].blocking); }

int main() {
  int n = 0;
  for (int c = 0; c < ncalls; c++) cases[n++] = {0, c, true};
  for (int c : {0, 4}) cases[n++] = {0, c, false};
  for (int c : {0, 3, 4}) cases[n++] = {1, c, true};
  for (int c : {0, 3, 4, 8}) cases[n++] = {2, c, true};
  for (int i = 0; i < n; i++) {
    printf("== case %d (%s, %s)\n", i, cases[i].via == 0 ? "hostfn" : cases[i].via == 1 ? "callback" : "node", names[cases[i].c]);
    forked(i, 5, runCase);
  }
  return finish();
}
