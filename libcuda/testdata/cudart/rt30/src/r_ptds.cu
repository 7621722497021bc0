// r_ptds: built with --default-stream per-thread, as libraries that run one
// host thread per stream are. Eight host threads, each with its own default
// stream (stream 0 here is the per-thread stream), launching kernels,
// copying with cudaMemcpyAsync(..., 0), recording events on stream 0 and
// waiting for each other's through cudaStreamWaitEvent, querying and
// synchronizing stream 0; cudaStreamLegacy named explicitly joins them all;
// a capture of cudaStreamPerThread in one thread while the others run;
// each thread's last error its own.
// build: --default-stream per-thread
#include "rt.h"
#include <atomic>
#include <thread>
#include <vector>

__global__ void step(int *p, int n, int mul, int add) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = p[i] * mul + add;
}
__global__ void sumInto(const int *a, const int *b, int *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

const int T = 8, N = 1 << 14;
static int *bufs[T];
static cudaEvent_t done[T];
static std::atomic<int> recorded{0};
static int errors[T];
static cudaError_t lastErr[T];

static void worker(int t) {
  int e = 0;
  std::vector<int> h(N);
  for (int i = 0; i < N; i++) h[i] = i ^ t;
  e += cudaMemcpyAsync(bufs[t], h.data(), N * sizeof(int), cudaMemcpyHostToDevice, 0) != cudaSuccess;
  for (int k = 0; k < 20; k++) step<<<32, 128>>>(bufs[t], N, 3, t + k);
  e += cudaGetLastError() != cudaSuccess;
  e += cudaEventRecord(done[t], 0) != cudaSuccess;
  recorded++;
  while (recorded.load() < T) std::this_thread::yield();
  // wait for the next thread's event, then add its buffer to ours into a third
  int *c = nullptr;
  e += cudaMallocAsync(&c, N * sizeof(int), 0) != cudaSuccess;
  e += cudaStreamWaitEvent(0, done[(t + 1) % T], 0) != cudaSuccess;
  sumInto<<<N / 256, 256>>>(bufs[t], bufs[(t + 1) % T], c, N);
  std::vector<int> out(N);
  e += cudaMemcpyAsync(out.data(), c, N * sizeof(int), cudaMemcpyDeviceToHost, 0) != cudaSuccess;
  e += cudaFreeAsync(c, 0) != cudaSuccess;
  e += cudaStreamSynchronize(0) != cudaSuccess;
  e += cudaStreamQuery(0) != cudaSuccess;
  // the host model: 20 steps of x*3 + (t+k), wrapping as unsigned
  auto model = [](int x, int t) {
    unsigned v = (unsigned)x;
    for (int k = 0; k < 20; k++) v = v * 3u + (unsigned)(t + k);
    return v;
  };
  int u = (t + 1) % T;
  for (int i = 0; i < N; i++) e += (unsigned)out[i] != model(i ^ t, t) + model(i ^ u, u);
  // a thread's own launch error stays its own
  if (t % 2) step<<<1, 2048>>>(bufs[t], N, 1, 0);
  lastErr[t] = cudaGetLastError();
  errors[t] = e;
}

int main() {
  cudaStream_t s0 = nullptr;
  printf("per-thread default stream: cudaStreamPerThread %s 0\n", cudaStreamPerThread == (cudaStream_t)2 ? "is" : "is not");
  for (int t = 0; t < T; t++) {
    REQUIRE(cudaMalloc(&bufs[t], N * sizeof(int)));
    REQUIRE(cudaEventCreateWithFlags(&done[t], cudaEventDisableTiming));
  }
  std::vector<std::thread> th;
  for (int t = 0; t < T; t++) th.emplace_back(worker, t);
  for (auto &x : th) x.join();
  for (int t = 0; t < T; t++) {
    printf("thread %d: %d wrong, last error %s\n", t, errors[t], cudaGetErrorName(lastErr[t]));
    check(errors[t] == 0, "a thread's results");
    check(lastErr[t] == (t % 2 ? cudaErrorInvalidConfiguration : cudaSuccess), "a thread's last error");
  }
  OK(cudaGetLastError()); // main's own
  // flags and priority of the per-thread stream, stream 0 here
  unsigned flags = 9;
  OK(cudaStreamGetFlags(0, &flags));
  printf("stream 0 flags %u\n", flags);
  OK(cudaStreamGetFlags(cudaStreamPerThread, &flags));
  printf("cudaStreamPerThread flags %u\n", flags);
  OK(cudaStreamGetFlags(cudaStreamLegacy, &flags));
  printf("cudaStreamLegacy flags %u\n", flags);
  int prio = 9;
  OK(cudaStreamGetPriority(0, &prio));
  printf("stream 0 priority %d\n", prio);

  // the legacy stream waits for blocking streams and they for it
  cudaStream_t blocking, nonblocking;
  OK(cudaStreamCreate(&blocking));
  OK(cudaStreamCreateWithFlags(&nonblocking, cudaStreamNonBlocking));
  int *x = bufs[0];
  OK(cudaMemsetAsync(x, 0, N * sizeof(int), blocking));
  step<<<8, 128, 0, blocking>>>(x, N, 1, 5);
  step<<<8, 128, 0, cudaStreamLegacy>>>(x, N, 2, 0);
  step<<<8, 128, 0, blocking>>>(x, N, 1, 1);
  std::vector<int> h(N);
  OK(cudaMemcpyAsync(h.data(), x, N * sizeof(int), cudaMemcpyDeviceToHost, cudaStreamLegacy));
  OK(cudaStreamSynchronize(cudaStreamLegacy));
  size_t bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != 11;
  data("blocking, legacy, blocking in order", N, bad);

  // capture the per-thread stream in this thread while other threads launch
  cudaGraph_t g;
  cudaGraphExec_t ge;
  OK(cudaStreamBeginCapture(cudaStreamPerThread, cudaStreamCaptureModeThreadLocal));
  step<<<8, 128>>>(x, N, 10, 1); // stream 0 is cudaStreamPerThread: captured
  std::atomic<int> others{0};
  std::thread other([&] {
    // another thread's stream 0 is not capturing
    step<<<8, 128>>>(bufs[1], N, 1, 0);
    others += cudaGetLastError() == cudaSuccess;
    others += cudaStreamSynchronize(0) == cudaSuccess;
    cudaStreamCaptureStatus st;
    others += cudaStreamIsCapturing(0, &st) == cudaSuccess && st == cudaStreamCaptureStatusNone;
  });
  other.join();
  check(others == 3, "another thread's default stream runs during the capture");
  cudaStreamCaptureStatus st;
  OK(cudaStreamIsCapturing(0, &st));
  check(st == cudaStreamCaptureStatusActive, "this thread's stream 0 is capturing");
  OK(cudaStreamEndCapture(cudaStreamPerThread, &g));
  OK(instantiate(&ge, g));
  OK(cudaGraphLaunch(ge, 0));
  OK(cudaGraphLaunch(ge, 0));
  OK(cudaMemcpy(h.data(), x, N * sizeof(int), cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != (11 * 10 + 1) * 10 + 1;
  data("a captured per-thread stream launched twice", N, bad);
  // cudaMemcpy (synchronous) in a per-thread build syncs only the per-thread stream, but a
  // blocking stream's work before it is still done when the host reads
  OK(cudaGraphExecDestroy(ge));
  OK(cudaGraphDestroy(g));
  OK(cudaStreamDestroy(blocking));
  OK(cudaStreamDestroy(nonblocking));
  for (int t = 0; t < T; t++) {
    OK(cudaFree(bufs[t]));
    OK(cudaEventDestroy(done[t]));
  }
  FAILS(cudaStreamDestroy(0), cudaErrorInvalidResourceHandle);
  return finish();
}
