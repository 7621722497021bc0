// w_streams: the ordering the CUDA programming model promises, observed
// through a log that host functions and kernels append to (pinned, mapped
// memory): work in one stream runs in issue order (kernels,
// cudaLaunchHostFunc, cudaStreamAddCallback, async copies and memsets);
// cudaStreamWaitEvent makes a stream wait for another's work up to the
// record; the legacy default stream waits for blocking streams and they for
// it, but not non-blocking ones; cudaEventSynchronize/StreamSynchronize/
// Query see everything before them done; a graph captured from the same
// calls keeps their order. Only orders the model guarantees are checked.
#include "sw27.h"
#include <atomic>
#include <chrono>
#include <thread>

struct Log {
  std::atomic<int> n;
  int tags[4096];
};

__global__ void append(Log *log, int tag) {
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    int k = atomicAdd_system((int *)&log->n, 1);
    log->tags[k] = tag;
    __threadfence_system();
  }
}

struct HostTag {
  Log *log;
  int tag;
  int sleepMs;
};
static void CUDART_CB hostAppend(void *p) {
  HostTag *h = (HostTag *)p;
  if (h->sleepMs) std::this_thread::sleep_for(std::chrono::milliseconds(h->sleepMs));
  int k = h->log->n.fetch_add(1);
  h->log->tags[k] = h->tag;
}
static void CUDART_CB callbackAppend(cudaStream_t, cudaError_t status, void *p) {
  HostTag *h = (HostTag *)p;
  int k = h->log->n.fetch_add(1);
  h->log->tags[k] = status == cudaSuccess ? h->tag : -1;
}

// position returns where tag is in the log (-1: missing).
static int position(const Log *log, int tag) {
  for (int i = 0; i < log->n; i++)
    if (log->tags[i] == tag) return i;
  return -1;
}
static void before(const Log *log, int a, int b, const char *what) {
  int pa = position(log, a), pb = position(log, b);
  bool ok = pa >= 0 && pb >= 0 && pa < pb;
  if (!ok) printf("  %s: tag %d at %d, tag %d at %d\n", what, a, pa, b, pb);
  check(ok, what);
}

int main() {
  Log *log;
  CK(cudaHostAlloc(&log, sizeof(Log), cudaHostAllocMapped));
  memset((void *)log, 0, sizeof(Log));
  Log *dlog;
  CK(cudaHostGetDevicePointer(&dlog, log, 0));
  std::vector<HostTag> tags(200);
  for (int i = 0; i < 200; i++) tags[i] = {log, 1000 + i, 0};

  // 1. one stream: kernels, host functions, callbacks, in issue order
  cudaStream_t s1, s2, nb;
  CK(cudaStreamCreate(&s1));
  CK(cudaStreamCreate(&s2));
  CK(cudaStreamCreateWithFlags(&nb, cudaStreamNonBlocking));
  for (int i = 0; i < 10; i++) {
    append<<<1, 32, 0, s1>>>(dlog, i);
    if (i % 3 == 0) CK(cudaLaunchHostFunc(s1, hostAppend, &tags[i]));
    if (i % 3 == 1) CK(cudaStreamAddCallback(s1, callbackAppend, &tags[i], 0));
  }
  CK(cudaStreamSynchronize(s1));
  bool inOrder = true;
  int last = -1;
  for (int i = 0; i < 10; i++) {
    int p = position(log, i);
    inOrder = inOrder && p > last;
    last = p;
    if (i % 3 != 2) {
      int q = position(log, 1000 + i);
      inOrder = inOrder && q > p;
      last = q;
    }
  }
  printf("one stream: %d entries\n", log->n.load());
  check(inOrder && log->n == 17, "a stream's work in issue order");

  // 2. a slow host function in s1, an event after it, s2 waits for the event
  log->n = 0;
  tags[20].sleepMs = 50;
  cudaEvent_t ev;
  CK(cudaEventCreateWithFlags(&ev, cudaEventDisableTiming));
  CK(cudaLaunchHostFunc(s1, hostAppend, &tags[20]));
  CK(cudaEventRecord(ev, s1));
  CK(cudaStreamWaitEvent(s2, ev, 0));
  append<<<1, 32, 0, s2>>>(dlog, 21);
  CK(cudaLaunchHostFunc(s2, hostAppend, &tags[22]));
  CK(cudaStreamSynchronize(s2));
  before(log, 1020, 21, "cudaStreamWaitEvent: the kernel after the waited-for host function");
  before(log, 21, 1022, "then the host function after it");
  check(cudaEventQuery(ev) == cudaSuccess, "the event is complete once its waiter is");

  // 3. legacy default stream: it waits for a blocking stream's work and the
  // blocking stream for it; a non-blocking stream runs on past it
  log->n = 0;
  tags[30].sleepMs = 50;
  tags[33].sleepMs = 0;
  CK(cudaLaunchHostFunc(s1, hostAppend, &tags[30]));  // slow, in a blocking stream
  append<<<1, 32>>>(dlog, 31);                        // legacy stream: after it
  append<<<1, 32, 0, s2>>>(dlog, 32);                 // blocking stream: after the legacy kernel
  CK(cudaDeviceSynchronize());
  before(log, 1030, 31, "the legacy stream waits for a blocking stream");
  before(log, 31, 32, "a blocking stream waits for the legacy stream");

  log->n = 0;
  tags[40].sleepMs = 100;
  CK(cudaLaunchHostFunc(0, hostAppend, &tags[40]));  // slow, in the legacy stream
  append<<<1, 32, 0, nb>>>(dlog, 41);                // non-blocking: need not wait
  CK(cudaStreamSynchronize(nb));
  int p41 = position(log, 41);
  printf("non-blocking stream's kernel done while the legacy stream's host function sleeps: %s\n", p41 == 0 ? "yes" : "no");
  check(p41 == 0, "a non-blocking stream does not wait for the legacy stream");
  CK(cudaDeviceSynchronize());

  // 4. copies and memsets in the same stream see each other's results
  const int n = 1 << 16;
  Dev<int> a(n), b(n);
  std::vector<int> host(n), back(n, -1);
  for (int i = 0; i < n; i++) host[i] = i * 7;
  int *pinned;
  CK(cudaMallocHost(&pinned, n * sizeof(int)));
  for (int round = 0; round < 3; round++) {
    CK(cudaMemcpyAsync(a.p, host.data(), n * sizeof(int), cudaMemcpyHostToDevice, s1));
    CK(cudaMemsetAsync(a.p + round * 100, 0xff, 400, s1));
    CK(cudaMemcpyAsync(b.p, a.p, n * sizeof(int), cudaMemcpyDeviceToDevice, s1));
    CK(cudaMemcpyAsync(pinned, b.p, n * sizeof(int), cudaMemcpyDeviceToHost, s1));
    CK(cudaStreamSynchronize(s1));
    std::vector<int> want(host);
    for (int i = round * 100; i < round * 100 + 100; i++) want[i] = -1;
    std::vector<int> got(pinned, pinned + n);
    char what[64];
    snprintf(what, sizeof what, "copy, memset, copy, copy back: round %d", round);
    compare(what, got, want);
  }

  // 5. a captured graph keeps the calls' order, each launch
  cudaGraph_t g;
  cudaGraphExec_t ge;
  CK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  for (int i = 0; i < 5; i++) {
    append<<<1, 32, 0, s1>>>(dlog, 50 + i);
    CK(cudaLaunchHostFunc(s1, hostAppend, &tags[50 + i]));
  }
  CK(cudaStreamEndCapture(s1, &g));
  CK(cudaGraphInstantiate(&ge, g, nullptr, nullptr, 0));
  for (int launch = 0; launch < 2; launch++) {
    log->n = 0;
    CK(cudaGraphLaunch(ge, s1));
    CK(cudaStreamSynchronize(s1));
    bool ok = log->n == 10;
    for (int i = 0; i < 5 && ok; i++) ok = log->tags[2 * i] == 50 + i && log->tags[2 * i + 1] == 1050 + i;
    printf("graph launch %d: %d entries\n", launch, log->n.load());
    check(ok, "a captured graph's nodes in the captured order");
  }
  CK(cudaGraphExecDestroy(ge));
  CK(cudaGraphDestroy(g));
  CK(cudaEventDestroy(ev));
  CK(cudaStreamDestroy(s1));
  CK(cudaStreamDestroy(s2));
  CK(cudaStreamDestroy(nb));
  CK(cudaFreeHost(pinned));
  CK(cudaFreeHost(log));
  return finish();
}
