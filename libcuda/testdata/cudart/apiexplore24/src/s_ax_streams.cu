// s_ax_streams: stream and event states: cudaStreamQuery/cudaEventQuery of
// idle, busy (a kernel waiting on a host flag) and never-recorded work,
// cudaEventElapsedTime's errors (timing disabled, not recorded, pending,
// same event), event flags, cudaStreamWaitEvent across streams and its
// flags, stream priorities and flags of created and special streams,
// stream ids, devices and attributes.
#include <cstring>
#include "check.h"

// it sleeps between reads, as kernels that wait for the host do (and as
// cudasim needs to run it in the background: docs/streams.md)
__global__ void waitFlag(volatile int *flag) {
  while (*flag == 0) __nanosleep(1000);
}

__global__ void copyFlag(volatile int *flag, int *out) { *out = *flag; }

int main() {
  volatile int *flag;
  REQUIRE(cudaHostAlloc((void **)&flag, 4, cudaHostAllocMapped));
  *flag = 0;
  cudaStream_t a, b, nb;
  OK(cudaStreamCreate(&a));
  OK(cudaStreamCreate(&b));
  OK(cudaStreamCreateWithFlags(&nb, cudaStreamNonBlocking));
  cudaEvent_t e0, e1, eNoTiming, eBlock, eNever;
  OK(cudaEventCreate(&e0));
  OK(cudaEventCreate(&e1));
  OK(cudaEventCreateWithFlags(&eNoTiming, cudaEventDisableTiming));
  OK(cudaEventCreateWithFlags(&eBlock, cudaEventBlockingSync));
  OK(cudaEventCreate(&eNever));
  SHOW(cudaStreamQuery(a));
  SHOW(cudaEventQuery(eNever));
  SHOW(cudaEventSynchronize(eNever));
  float ms = -1;
  SHOW(cudaEventElapsedTime(&ms, eNever, eNever));
  SHOW(cudaEventElapsedTime(&ms, e0, eNever));
  SHOW(cudaGetLastError());
  // a busy stream
  OK(cudaEventRecord(e0, a));
  waitFlag<<<1, 1, 0, a>>>(flag);
  OK(cudaEventRecord(e1, a));
  OK(cudaEventRecord(eNoTiming, a));
  SHOW(cudaStreamQuery(a));
  SHOW(cudaEventQuery(e1));
  SHOW(cudaEventQuery(eNoTiming));
  SHOW(cudaEventElapsedTime(&ms, e0, e1));
  SHOW(cudaGetLastError());
  SHOW(cudaStreamQuery(b));
  SHOW(cudaStreamQuery(nb));
  // b waits for a: b is busy too
  OK(cudaStreamWaitEvent(b, e1, 0));
  SHOW(cudaStreamQuery(b));
  SHOW(cudaStreamWaitEvent(b, e1, 1));
  SHOW(cudaStreamWaitEvent(b, e1, 0x10));
  SHOW(cudaStreamWaitEvent(b, eNever, 0));
  SHOW(cudaStreamWaitEvent(b, e1, cudaEventWaitExternal));
  SHOW(cudaGetLastError());
  *flag = 1;
  SHOW(cudaStreamSynchronize(b));
  SHOW(cudaStreamQuery(a));
  SHOW(cudaEventQuery(e1));
  SHOW(cudaEventElapsedTime(&ms, e0, e1));
  printf("elapsed non-negative %d\n", ms >= 0);
  SHOW(cudaEventElapsedTime(&ms, e1, e0));
  printf("reversed elapsed non-positive %d\n", ms <= 0);
  SHOW(cudaEventElapsedTime(&ms, e0, e0));
  printf("same event elapsed %g\n", ms);
  SHOW(cudaEventElapsedTime(&ms, e0, eNoTiming));
  SHOW(cudaEventElapsedTime(&ms, eNoTiming, e0));
  SHOW(cudaEventElapsedTime(nullptr, e0, e1));
  SHOW(cudaGetLastError());
  // legacy default stream orders blocking streams: a kernel on a, then one
  // on stream 0 that reads what a's kernel waited for
  int *out;
  REQUIRE(cudaMallocManaged((void **)&out, 4));
  *out = -1;
  *flag = 0;
  waitFlag<<<1, 1, 0, a>>>(flag);
  copyFlag<<<1, 1, 0, 0>>>(flag, out);
  SHOW(cudaStreamQuery(0));
  SHOW(cudaStreamQuery(nb));
  SHOW(cudaStreamQuery(cudaStreamLegacy));
  SHOW(cudaStreamQuery(cudaStreamPerThread));
  *flag = 7;
  SHOW(cudaDeviceSynchronize());
  printf("stream 0 kernel read %d\n", *out);
  // event flags
  cudaEvent_t x;
  SHOW(cudaEventCreateWithFlags(&x, cudaEventInterprocess));
  SHOW(cudaEventCreateWithFlags(&x, cudaEventInterprocess | cudaEventDisableTiming));
  SHOW(cudaEventDestroy(x));
  SHOW(cudaEventCreateWithFlags(&x, 0x40));
  SHOW(cudaEventCreateWithFlags(&x, 0xff));
  SHOW(cudaEventCreateWithFlags(nullptr, 0));
  SHOW(cudaEventRecordWithFlags(e0, a, cudaEventRecordExternal));
  SHOW(cudaEventRecordWithFlags(e0, a, 0x10));
  SHOW(cudaEventRecordWithFlags(e0, a, cudaEventRecordDefault));
  SHOW(cudaEventSynchronize(eBlock));
  SHOW(cudaEventRecord(eBlock, nb));
  SHOW(cudaEventSynchronize(eBlock));
  SHOW(cudaGetLastError());
  // priorities and flags
  int lo = 99, hi = 99;
  SHOW(cudaDeviceGetStreamPriorityRange(&lo, &hi));
  printf("priority range least %d greatest %d\n", lo, hi);
  SHOW(cudaDeviceGetStreamPriorityRange(nullptr, &hi));
  SHOW(cudaDeviceGetStreamPriorityRange(nullptr, nullptr));
  int prios[] = {-100, -6, -5, -1, 0, 1, 5};
  for (int p : prios) {
    cudaStream_t s;
    cudaError_t e = cudaStreamCreateWithPriority(&s, cudaStreamNonBlocking, p);
    int got = 99;
    unsigned f = 99;
    cudaStreamGetPriority(s, &got);
    cudaStreamGetFlags(s, &f);
    printf("priority %4d -> %s got %d flags %u\n", p, cudaGetErrorName(e), got, f);
    cudaStreamDestroy(s);
  }
  SHOW(cudaStreamCreateWithPriority(&a, 0x8, 0));
  SHOW(cudaStreamCreateWithFlags(&a, 0x2));
  SHOW(cudaGetLastError());
  cudaStream_t specials[] = {0, cudaStreamLegacy, cudaStreamPerThread, b, nb};
  const char *names[] = {"0", "legacy", "per-thread", "blocking", "non-blocking"};
  unsigned long long ids[5];
  for (int i = 0; i < 5; i++) {
    int p = 99, dev = 99;
    unsigned f = 99;
    ids[i] = 0;
    cudaError_t e1 = cudaStreamGetPriority(specials[i], &p);
    cudaError_t e2 = cudaStreamGetFlags(specials[i], &f);
    cudaError_t e3 = cudaStreamGetId(specials[i], &ids[i]);
    cudaError_t e4 = cudaStreamGetDevice(specials[i], &dev);
    printf("stream %-12s priority %s %d flags %s %u id %s device %s %d\n", names[i], cudaGetErrorName(e1), p, cudaGetErrorName(e2), f,
           cudaGetErrorName(e3), cudaGetErrorName(e4), dev);
  }
  printf("ids: 0==legacy %d 0==per-thread %d blocking==non-blocking %d\n", ids[0] == ids[1], ids[0] == ids[2], ids[3] == ids[4]);
  SHOW(cudaStreamGetFlags(b, nullptr));
  SHOW(cudaStreamGetPriority(b, nullptr));
  cudaStreamAttrValue v;
  memset(&v, 0, sizeof v);
  SHOW(cudaStreamGetAttribute(b, cudaStreamAttributeSynchronizationPolicy, &v));
  printf("sync policy %d\n", (int)v.syncPolicy);
  SHOW(cudaStreamGetAttribute(b, cudaStreamAttributePriority, &v));
  printf("priority attr %d\n", v.priority);
  SHOW(cudaStreamGetAttribute(0, cudaStreamAttributePriority, &v));
  v.priority = -3;
  SHOW(cudaStreamSetAttribute(b, cudaStreamAttributePriority, &v));
  int p = 99;
  SHOW(cudaStreamGetPriority(b, &p));
  printf("priority after set %d\n", p);
  SHOW(cudaStreamGetAttribute(b, (cudaStreamAttrID)99, &v));
  SHOW(cudaGetLastError());
  OK(cudaStreamDestroy(a));
  SHOW(cudaStreamDestroy(0));
  SHOW(cudaStreamDestroy(cudaStreamLegacy));
  SHOW(cudaGetLastError());
  OK(cudaStreamDestroy(b));
  OK(cudaStreamDestroy(nb));
  return finish();
}
