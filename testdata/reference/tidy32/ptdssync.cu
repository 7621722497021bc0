// ptdssync: which pending work a synchronous cudaMemset / cudaMemcpy waits
// for. Built twice: with --default-stream per-thread (the runtime calls the
// _ptds entry points: cuMemsetD8_v2_ptds, cuMemcpyDtoH_v2_ptds) and without
// (legacy). Each case holds one stream with a kernel that waits HOLD_MS of
// %globaltimer, then (on the main thread) times the call: "waited" when it
// returned after the kernel's end, "returned" when well before. The CUDA
// Driver API's "Stream synchronization behavior": the per-thread default
// stream does not synchronize with other streams (as created ones) but does
// with the legacy default stream; the legacy stream waits for every
// blocking stream. driver.Thread.syncStream (docs/streams.md) follows that.
#include <atomic>
#include <cstdio>
#include <thread>
#include <time.h>

#define HOLD_MS 300

// spin waits ns nanoseconds of %globaltimer, sleeping between reads (so that
// cudasim runs it in the background as a GPU does: docs/streams.md).
__global__ void spin(long long ns) {
  unsigned long long t0, t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
  do {
    __nanosleep(100000);
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  } while ((long long)(t - t0) < ns);
}

static double ms() {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static const long long cycles = HOLD_MS * 1000000LL; // ns of %globaltimer
static int *d;
static char h[64];

// timed runs call on the main thread once hold has queued the spin, and
// says whether it waited for it.
template <class Hold, class Call>
static void timed(const char *name, Hold hold, Call call) {
  double t0 = ms();
  hold();
  double t1 = ms();
  cudaError_t r = call();
  double took = ms() - t1;
  cudaDeviceSynchronize();
  const char *verdict = took >= HOLD_MS / 2 ? "waited" : took < HOLD_MS / 6 ? "returned" : "unclear";
  printf("%-44s -> %s %s\n", name, cudaGetErrorName(r), verdict);
  fprintf(stderr, "%s: hold %.1f ms, call %.1f ms\n", name, t1 - t0, took);
}

int main() {
  cudaMalloc(&d, 1 << 20);
  cudaStream_t blocking, nonblocking;
  cudaStreamCreate(&blocking);
  cudaStreamCreateWithFlags(&nonblocking, cudaStreamNonBlocking);
  spin<<<1, 1>>>(1); // loaded before any case (lazy loading makes a first load wait)
  cudaMemset(d, 0, 64);
  cudaMemcpy(h, d, 64, cudaMemcpyDeviceToHost);
  cudaDeviceSynchronize();
#ifdef CUDA_API_PER_THREAD_DEFAULT_STREAM
  printf("build: per-thread default stream\n");
#else
  printf("build: legacy default stream\n");
#endif
  auto memset = [] { return cudaMemset(d, 1, 64); };
  auto copy = [] { return cudaMemcpy(h, d, 64, cudaMemcpyDeviceToHost); };
  auto own = [] { spin<<<1, 1>>>(cycles); };
  auto legacy = [] { spin<<<1, 1, 0, cudaStreamLegacy>>>(cycles); };
  auto blk = [&] { spin<<<1, 1, 0, blocking>>>(cycles); };
  auto nb = [&] { spin<<<1, 1, 0, nonblocking>>>(cycles); };
  // another thread's default stream (per-thread in the per-thread build)
  std::thread *th = nullptr;
  auto otherThread = [&] {
    std::atomic<int> queued{0};
    th = new std::thread([&] {
      spin<<<1, 1>>>(cycles);
      queued = 1;
      cudaStreamSynchronize(0);
    });
    while (!queued) {
    }
  };
  auto join = [&] {
    th->join();
    delete th;
  };
  timed("memset, own default stream held", own, memset);
  timed("copy, own default stream held", own, copy);
  timed("memset, legacy stream held", legacy, memset);
  timed("memset, blocking stream held", blk, memset);
  timed("copy, blocking stream held", blk, copy);
  timed("memset, non-blocking stream held", nb, memset);
  timed("memset, another thread's default stream held", otherThread, memset);
  join();
  timed("copy, another thread's default stream held", otherThread, copy);
  join();
  printf("done\n");
  return 0;
}
