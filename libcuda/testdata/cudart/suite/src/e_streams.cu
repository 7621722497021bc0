// e_streams: streams and events misused: handles used after destruction
// (each use in a process of its own), elapsed time of unrecorded events,
// of events without timing, of blocking-sync events, in reverse order;
// queries and waits before any record, bad flags and priorities, null
// output pointers, callbacks with bad flags. (Waiting for an event of
// another device needs a second GPU: not covered.)
#include <cstring>
#include "e_check.h"

__global__ void spin(int *p, int n) {
  for (int i = 0; i < n; i++) p[threadIdx.x] += i;
}

static void destroyedStream(int use) {
  int *d = nullptr;
  STEP(cudaMalloc(&d, 4096));
  cudaStream_t s;
  STEP(cudaStreamCreate(&s));
  STEP(cudaStreamDestroy(s));
  int h = 0;
  cudaEvent_t ev;
  switch (use) {
  case 0: STEP(cudaStreamDestroy(s)); break;
  case 1: STEP(cudaStreamSynchronize(s)); break;
  case 2: STEP(cudaStreamQuery(s)); break;
  case 3: LAUNCH(spin<<<1, 32, 0, s>>>(d, 1)); break;
  case 4: STEP(cudaMemcpyAsync(&h, d, 4, cudaMemcpyDeviceToHost, s)); break;
  case 5:
    STEP(cudaEventCreate(&ev));
    STEP(cudaEventRecord(ev, s));
    break;
  case 6:
    STEP(cudaEventCreate(&ev));
    STEP(cudaStreamWaitEvent(s, ev, 0));
    break;
  case 7: {
    int prio = 0;
    STEP(cudaStreamGetPriority(s, &prio));
    break;
  }
  }
  STEP(cudaDeviceSynchronize());
  STEP(cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost));
}
static void destroyedStreamDestroy() { destroyedStream(0); }
static void destroyedStreamSynchronize() { destroyedStream(1); }
static void destroyedStreamQuery() { destroyedStream(2); }
static void destroyedStreamLaunch() { destroyedStream(3); }
static void destroyedStreamCopy() { destroyedStream(4); }
static void destroyedStreamRecord() { destroyedStream(5); }
static void destroyedStreamWait() { destroyedStream(6); }
static void destroyedStreamPriority() { destroyedStream(7); }

static void destroyedEvent(int use) {
  cudaEvent_t ev, other;
  STEP(cudaEventCreate(&ev));
  STEP(cudaEventCreate(&other));
  STEP(cudaEventRecord(ev, 0));
  STEP(cudaEventRecord(other, 0));
  STEP(cudaEventSynchronize(other));
  STEP(cudaEventDestroy(ev));
  float ms = -1;
  switch (use) {
  case 0: STEP(cudaEventDestroy(ev)); break;
  case 1: STEP(cudaEventQuery(ev)); break;
  case 2: STEP(cudaEventSynchronize(ev)); break;
  case 3: STEP(cudaEventRecord(ev, 0)); break;
  case 4: STEP(cudaStreamWaitEvent(0, ev, 0)); break;
  case 5: STEP(cudaEventElapsedTime(&ms, ev, other)); break;
  case 6: STEP(cudaEventElapsedTime(&ms, other, ev)); break;
  }
  STEP(cudaDeviceSynchronize());
}
static void destroyedEventDestroy() { destroyedEvent(0); }
static void destroyedEventQuery() { destroyedEvent(1); }
static void destroyedEventSynchronize() { destroyedEvent(2); }
static void destroyedEventRecord() { destroyedEvent(3); }
static void destroyedEventWait() { destroyedEvent(4); }
static void destroyedEventElapsedStart() { destroyedEvent(5); }
static void destroyedEventElapsedEnd() { destroyedEvent(6); }

static void printElapsed(const char *what, cudaError_t e, float ms) {
  printf("%-58s -> %s \"%s\" ms %s\n", what, cudaGetErrorName(e), cudaGetErrorString(e),
         ms == -7 ? "untouched" : ms > 0 ? "> 0" : ms == 0 ? "0" : ms < 0 ? "< 0" : "nan");
  printf("  peek %s last %s\n", cudaGetErrorName(cudaPeekAtLastError()), cudaGetErrorName(cudaGetLastError()));
}
#define ELAPSED(a, b)                          \
  do {                                         \
    float ms = -7;                             \
    cudaError_t e = cudaEventElapsedTime(&ms, a, b); \
    printElapsed("cudaEventElapsedTime(" #a ", " #b ")", e, ms); \
  } while (0)

static void events() {
  int *d = nullptr;
  STEP(cudaMalloc(&d, 4096));
  STEP(cudaMemset(d, 0, 4096));
  cudaEvent_t a, b, c, noTiming, blocking, blockingNoTiming;
  STEP(cudaEventCreate(&a));
  STEP(cudaEventCreate(&b));
  STEP(cudaEventCreate(&c));
  STEP(cudaEventCreateWithFlags(&noTiming, cudaEventDisableTiming));
  STEP(cudaEventCreateWithFlags(&blocking, cudaEventBlockingSync));
  STEP(cudaEventCreateWithFlags(&blockingNoTiming, cudaEventBlockingSync | cudaEventDisableTiming));
  cudaEvent_t bad;
  STEP(cudaEventCreateWithFlags(&bad, 0x10));
  STEP(cudaEventCreateWithFlags(&bad, 0x100));
  STEP(cudaEventCreateWithFlags(nullptr, 0));
  STEP(cudaEventCreate(nullptr));
  // before any record
  STEP(cudaEventQuery(a));
  STEP(cudaEventSynchronize(a));
  STEP(cudaStreamWaitEvent(0, a, 0));
  ELAPSED(a, b);
  ELAPSED(a, a);
  STEP(cudaEventElapsedTime(nullptr, a, b));
  // one recorded
  STEP(cudaEventRecord(a, 0));
  STEP(cudaEventSynchronize(a));
  ELAPSED(a, b);
  ELAPSED(b, a);
  ELAPSED(a, a);
  LAUNCH(spin<<<1, 32>>>(d, 1000));
  STEP(cudaEventRecord(b, 0));
  STEP(cudaEventSynchronize(b));
  ELAPSED(a, b);
  ELAPSED(b, a);
  STEP(cudaEventRecord(noTiming, 0));
  STEP(cudaEventSynchronize(noTiming));
  ELAPSED(a, noTiming);
  ELAPSED(noTiming, b);
  ELAPSED(noTiming, noTiming);
  STEP(cudaEventRecord(blocking, 0));
  STEP(cudaEventSynchronize(blocking));
  ELAPSED(a, blocking);
  ELAPSED(blocking, blocking);
  STEP(cudaEventRecord(blockingNoTiming, 0));
  STEP(cudaEventSynchronize(blockingNoTiming));
  ELAPSED(a, blockingNoTiming);
  // c recorded on a stream, not waited for
  cudaStream_t s;
  STEP(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  STEP(cudaEventRecord(c, s));
  STEP(cudaEventSynchronize(c));
  ELAPSED(a, c);
  STEP(cudaEventRecordWithFlags(c, s, 0x8));
  STEP(cudaEventRecordWithFlags(c, s, cudaEventRecordExternal));
  STEP(cudaStreamWaitEvent(s, a, 0x8));
  STEP(cudaStreamWaitEvent(s, a, cudaEventWaitExternal));
  STEP(cudaStreamWaitEvent(s, nullptr, 0));
  STEP(cudaEventQuery(nullptr));
  STEP(cudaEventSynchronize(nullptr));
  STEP(cudaEventRecord(nullptr, 0));
  STEP(cudaEventDestroy(nullptr));
  ELAPSED(a, (cudaEvent_t) nullptr);
  cudaIpcEventHandle_t ih;
  STEP(cudaIpcGetEventHandle(&ih, a));
  STEP(cudaDeviceSynchronize());
}

static void streams() {
  cudaStream_t s = nullptr;
  STEP(cudaStreamCreate(nullptr));
  STEP(cudaStreamCreateWithFlags(&s, 2));
  STEP(cudaStreamCreateWithFlags(&s, 0x100));
  int lo = 0, hi = 0;
  STEP(cudaDeviceGetStreamPriorityRange(&lo, &hi));
  printf("priorities least %d greatest %d\n", lo, hi);
  STEP(cudaDeviceGetStreamPriorityRange(nullptr, nullptr));
  int pr[] = {-100, -6, -5, 0, 1, 100};
  for (int p : pr) {
    int got = 99;
    printf("priority %d: ", p);
    if (STEP(cudaStreamCreateWithPriority(&s, cudaStreamDefault, p)) == cudaSuccess) {
      STEP(cudaStreamGetPriority(s, &got));
      printf("  got %d\n", got);
      STEP(cudaStreamDestroy(s));
    }
  }
  STEP(cudaStreamCreateWithPriority(&s, 5, 0));
  int got = 99;
  unsigned flags = 99;
  STEP(cudaStreamGetPriority(0, &got));
  printf("  legacy priority %d\n", got);
  STEP(cudaStreamGetFlags(0, &flags));
  printf("  legacy flags %u\n", flags);
  STEP(cudaStreamGetFlags(cudaStreamLegacy, &flags));
  printf("  cudaStreamLegacy flags %u\n", flags);
  STEP(cudaStreamGetFlags(cudaStreamPerThread, &flags));
  printf("  cudaStreamPerThread flags %u\n", flags);
  STEP(cudaStreamGetPriority(cudaStreamPerThread, &got));
  STEP(cudaStreamGetPriority(0, nullptr));
  STEP(cudaStreamGetFlags(0, nullptr));
  STEP(cudaStreamQuery(cudaStreamLegacy));
  STEP(cudaStreamQuery(cudaStreamPerThread));
  STEP(cudaStreamSynchronize(cudaStreamPerThread));
  STEP(cudaStreamCreate(&s));
  STEP(cudaStreamAddCallback(s, [](cudaStream_t, cudaError_t, void *) {}, nullptr, 1));
  STEP(cudaStreamAddCallback(s, nullptr, nullptr, 0));
  STEP(cudaLaunchHostFunc(s, nullptr, nullptr));
  STEP(cudaStreamAttachMemAsync(s, nullptr, 0, cudaMemAttachSingle));
  STEP(cudaStreamSynchronize(s));
  STEP(cudaStreamDestroy(s));
  STEP(cudaDeviceSynchronize());
}

// Destroying the special streams: each its own process.
static void destroyLegacy() {
  STEP(cudaFree(nullptr));
  STEP(cudaStreamDestroy(0));
  STEP(cudaStreamSynchronize(0));
}
static void destroyLegacyHandle() {
  STEP(cudaFree(nullptr));
  STEP(cudaStreamDestroy(cudaStreamLegacy));
  STEP(cudaStreamSynchronize(0));
}
static void destroyPerThread() {
  STEP(cudaFree(nullptr));
  STEP(cudaStreamDestroy(cudaStreamPerThread));
  STEP(cudaStreamSynchronize(cudaStreamPerThread));
}

int main() {
  CASE(events);
  CASE(streams);
  CASE(destroyLegacy);
  CASE(destroyLegacyHandle);
  CASE(destroyPerThread);
  CASE(destroyedStreamDestroy);
  CASE(destroyedStreamSynchronize);
  CASE(destroyedStreamQuery);
  CASE(destroyedStreamLaunch);
  CASE(destroyedStreamCopy);
  CASE(destroyedStreamRecord);
  CASE(destroyedStreamWait);
  CASE(destroyedStreamPriority);
  CASE(destroyedEventDestroy);
  CASE(destroyedEventQuery);
  CASE(destroyedEventSynchronize);
  CASE(destroyedEventRecord);
  CASE(destroyedEventWait);
  CASE(destroyedEventElapsedStart);
  CASE(destroyedEventElapsedEnd);
  return finish();
}
