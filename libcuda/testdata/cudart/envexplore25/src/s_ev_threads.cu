// s_ev_threads: host threads sharing the device. Workers that each select
// the device and use stream 0; stream 0 of one thread busy while another
// thread asks about its own (the legacy stream is one for all threads; with
// --default-stream per-thread, s_ev_threads_ptds, each has its own); an
// event recorded in one thread and waited for in another; host functions
// enqueued by several threads on one stream and callbacks across streams;
// which thread runs them; stream capture with another thread's calls
// under each cudaStreamCaptureMode (cudaThreadExchangeStreamCaptureMode).
// Threads take turns where the order would otherwise be a race: every line
// is printed by the main thread after the joins.
#include <atomic>
#include <thread>
#include <vector>
#include "check.h"

// it sleeps between reads, as kernels that wait for the host do
__global__ void waitFlag(volatile int *flag) {
  while (*flag == 0) __nanosleep(1000);
}
__global__ void setVal(int *p, int v) { *p = v; }
__global__ void copyVal(const int *from, int *to) { *to = *from; }

static std::atomic<int> step{0};
static void waitStep(int s) {
  while (step.load() < s) std::this_thread::yield();
}

static std::vector<int> order;
static std::thread::id mainId, fnThread[4];
static void CUDART_CB record(void *arg) { order.push_back((int)(long)arg); }
static void CUDART_CB whoRuns(void *arg) { fnThread[(long)arg] = std::this_thread::get_id(); }
static void CUDART_CB cb(cudaStream_t, cudaError_t status, void *arg) {
  order.push_back(100 + (int)(long)arg);
  order.push_back(1000 + (int)status);
}

static const char *name(cudaError_t e) { return cudaGetErrorName(e); }

int main() {
  mainId = std::this_thread::get_id();
  volatile int *flag;
  int *out;
  REQUIRE(cudaHostAlloc((void **)&flag, 4, cudaHostAllocMapped));
  REQUIRE(cudaMallocManaged((void **)&out, 256));
  // every kernel once, so that no lazy load waits for a busy device
  *flag = 1;
  waitFlag<<<1, 1>>>(flag);
  setVal<<<1, 1>>>(out, 0);
  copyVal<<<1, 1>>>(out, out + 1);
  OK(cudaDeviceSynchronize());

  // workers: each selects the device and uses stream 0
  {
    const int n = 4;
    cudaError_t e[n][4];
    int got[n];
    std::vector<std::thread> t;
    for (int i = 0; i < n; i++)
      t.emplace_back([&, i] {
        int *d = nullptr;
        e[i][0] = cudaSetDevice(0);
        e[i][1] = cudaMalloc((void **)&d, 4);
        setVal<<<1, 1>>>(d, 10 + i);
        e[i][2] = cudaMemcpy(&got[i], d, 4, cudaMemcpyDeviceToHost);
        e[i][3] = cudaFree(d);
      });
    for (auto &x : t) x.join();
    for (int i = 0; i < n; i++) printf("worker %d: %s %s %s %s value %d\n", i, name(e[i][0]), name(e[i][1]), name(e[i][2]), name(e[i][3]), got[i]);
  }

  // stream 0 of another thread busy: what this thread's stream 0 says
  {
    cudaError_t q0, ql, qp, sync;
    *flag = 0;
    step = 0;
    std::thread t([&] {
      waitFlag<<<1, 1>>>(flag);
      step = 1;
      waitStep(2);
      sync = cudaStreamSynchronize(0);
    });
    waitStep(1);
    q0 = cudaStreamQuery(0);
    qp = cudaStreamQuery(cudaStreamPerThread);
    ql = cudaStreamQuery(cudaStreamLegacy);
    *flag = 1;
    step = 2;
    t.join();
    printf("other thread's stream 0 busy: query 0 %s per-thread %s legacy %s; its sync %s\n", name(q0), name(qp), name(ql), name(sync));
    OK(cudaDeviceSynchronize());
  }

  // an event recorded in one thread, waited for in another
  {
    cudaStream_t s1, s2;
    cudaEvent_t ev;
    OK(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
    OK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
    OK(cudaEventCreateWithFlags(&ev, cudaEventDisableTiming));
    cudaError_t rec, wait, q1, q2, sync2, evSync;
    out[2] = -1;
    out[3] = -1;
    *flag = 0;
    step = 0;
    std::thread a([&] {
      waitFlag<<<1, 1, 0, s1>>>(flag);
      setVal<<<1, 1, 0, s1>>>(out + 2, 77);
      rec = cudaEventRecord(ev, s1);
      step = 1;
    });
    std::thread b([&] {
      waitStep(1);
      wait = cudaStreamWaitEvent(s2, ev, 0);
      copyVal<<<1, 1, 0, s2>>>(out + 2, out + 3);
      q1 = cudaEventQuery(ev);
      step = 2;
      waitStep(3);
      sync2 = cudaStreamSynchronize(s2);
    });
    std::thread c([&] {
      waitStep(2);
      evSync = cudaEventSynchronize(ev);
    });
    waitStep(2);
    q2 = cudaStreamQuery(s2);
    *flag = 1;
    step = 3;
    a.join();
    b.join();
    c.join();
    printf("event across threads: record %s wait %s query before %s s2 before %s sync %s event sync %s copied %d\n", name(rec), name(wait),
           name(q1), name(q2), name(sync2), name(evSync), out[3]);
    OK(cudaStreamDestroy(s1));
    OK(cudaStreamDestroy(s2));
    OK(cudaEventDestroy(ev));
  }

  // host functions enqueued by four threads in turn on one stream held by
  // a waiting kernel, then a callback on another stream after an event
  // recorded after them (nothing else on the first stream may race it)
  {
    cudaStream_t s, s2;
    cudaEvent_t ev;
    OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    OK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
    OK(cudaEventCreateWithFlags(&ev, cudaEventDisableTiming));
    *flag = 0;
    step = 0;
    waitFlag<<<1, 1, 0, s>>>(flag);
    cudaError_t e[4];
    std::vector<std::thread> t;
    for (int i = 0; i < 4; i++)
      t.emplace_back([&, i] {
        waitStep(i);
        e[i] = cudaLaunchHostFunc(s, record, (void *)(long)i);
        step = i + 1;
      });
    for (auto &x : t) x.join();
    OK(cudaEventRecord(ev, s));
    OK(cudaStreamWaitEvent(s2, ev, 0));
    OK(cudaStreamAddCallback(s2, cb, (void *)5, 0));
    OK(cudaLaunchHostFunc(s, whoRuns, (void *)0));
    OK(cudaLaunchHostFunc(s2, whoRuns, (void *)1));
    printf("host functions pending: %zu ran; enqueue %s %s %s %s\n", order.size(), name(e[0]), name(e[1]), name(e[2]), name(e[3]));
    *flag = 1;
    OK(cudaDeviceSynchronize());
    printf("host functions ran:");
    for (int v : order) printf(" %d", v);
    printf("\n");
    printf("host functions on the main thread %d %d\n", fnThread[0] == mainId, fnThread[1] == mainId);
    order.clear();
    OK(cudaStreamDestroy(s));
    OK(cudaStreamDestroy(s2));
    OK(cudaEventDestroy(ev));
  }

  // capture in this thread, other calls in another thread
  {
    cudaStream_t s, other;
    OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    OK(cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking));
    const cudaStreamCaptureMode modes[] = {cudaStreamCaptureModeGlobal, cudaStreamCaptureModeThreadLocal, cudaStreamCaptureModeRelaxed};
    const char *modeNames[] = {"global", "thread-local", "relaxed"};
    for (int m = 0; m < 3; m++) {
      SHOW(cudaStreamBeginCapture(s, modes[m]));
      setVal<<<1, 1, 0, s>>>(out + 4, m);
      cudaError_t e[8];
      int was = -1, was2 = -1;
      std::thread t([&] {
        void *p = nullptr;
        e[0] = cudaMalloc(&p, 64);
        e[1] = p ? cudaFree(p) : cudaErrorUnknown;
        e[2] = cudaStreamSynchronize(other);
        cudaStreamCaptureMode r = cudaStreamCaptureModeRelaxed;
        e[3] = cudaThreadExchangeStreamCaptureMode(&r);
        was = r;
        p = nullptr;
        e[4] = cudaMalloc(&p, 64);
        e[5] = p ? cudaFree(p) : cudaErrorUnknown;
        e[6] = cudaThreadExchangeStreamCaptureMode(&r);
        was2 = r;
        cudaStreamCaptureMode bad = (cudaStreamCaptureMode)7;
        e[7] = cudaThreadExchangeStreamCaptureMode(&bad);
      });
      t.join();
      printf("capture %s, other thread: malloc %s free %s sync other %s; exchange %s (was %d) relaxed malloc %s free %s; back %s (was %d); bad mode %s\n",
             modeNames[m], name(e[0]), name(e[1]), name(e[2]), name(e[3]), was, name(e[4]), name(e[5]), name(e[6]), was2, name(e[7]));
      cudaGraph_t g = nullptr;
      SHOW(cudaStreamEndCapture(s, &g));
      if (g) OK(cudaGraphDestroy(g));
      SHOW(cudaGetLastError());
    }
    // this thread's own mode: relaxed lets it call cudaMalloc while it captures
    cudaStreamCaptureMode r = cudaStreamCaptureModeRelaxed;
    SHOW(cudaThreadExchangeStreamCaptureMode(&r));
    printf("main thread mode was %d\n", (int)r);
    SHOW(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    void *p = nullptr;
    SHOW(cudaMalloc(&p, 64));
    cudaGraph_t g = nullptr;
    SHOW(cudaStreamEndCapture(s, &g));
    if (g) OK(cudaGraphDestroy(g));
    if (p) OK(cudaFree(p));
    SHOW(cudaThreadExchangeStreamCaptureMode(&r));
    printf("main thread mode back from %d\n", (int)r);
    SHOW(cudaThreadExchangeStreamCaptureMode(nullptr));
    OK(cudaStreamDestroy(s));
    OK(cudaStreamDestroy(other));
  }
  OK(cudaDeviceSynchronize());
  SHOW(cudaGetLastError());
  return finish();
}
