// s_streams: streams and events as test suites use them: the priority range,
// streams created with priorities and flags (and what they report),
// cudaStreamWaitEvent across streams, events with each flag (timing only
// printed as >= 0; an event without timing refused by cudaEventElapsedTime),
// cudaEventQuery on a never-recorded event, cudaLaunchHostFunc and
// cudaStreamAddCallback ordering, cudaEventRecordWithFlags, and the legacy
// and per-thread default streams. (Whether work is still pending when the
// host asks is s_async's subject.)
#include <cstdint>
#include <vector>
#include "check.h"

__global__ void spin(int *p, long long cycles) {
  long long t0 = clock64();
  while (clock64() - t0 < cycles) {
  }
  if (threadIdx.x == 0) atomicAdd(p, 1);
}
__global__ void add(int *p, int v) { atomicAdd(p, v); }

static std::vector<int> order;
static void CUDART_CB host(void *arg) { order.push_back((int)(intptr_t)arg); }
static void CUDART_CB cb(cudaStream_t, cudaError_t status, void *arg) {
  order.push_back(100 + (int)(intptr_t)arg);
  if (status != cudaSuccess) order.push_back(-1);
}

int main() {
  int lo = 0, hi = 0;
  OK(cudaDeviceGetStreamPriorityRange(&lo, &hi));
  printf("priorities: least %d greatest %d\n", lo, hi);
  cudaStream_t s[4];
  int prios[] = {lo, hi, hi - 1, lo + 5};
  for (int i = 0; i < 4; i++) {
    cudaError_t e = cudaStreamCreateWithPriority(&s[i], i % 2 ? cudaStreamNonBlocking : cudaStreamDefault, prios[i]);
    int p = -99;
    unsigned f = 99;
    cudaStreamGetPriority(s[i], &p);
    cudaStreamGetFlags(s[i], &f);
    printf("stream asked priority %d flags %d -> %s, has priority %d flags %u\n", prios[i], i % 2, cudaGetErrorName(e), p, f);
  }
  int p0 = -99;
  OK(cudaStreamGetPriority(0, &p0));
  printf("default stream priority %d\n", p0);

  int *d;
  cudaMalloc(&d, 16);
  cudaMemset(d, 0, 16);
  cudaEvent_t ev[4];
  unsigned ef[] = {cudaEventDefault, cudaEventBlockingSync, cudaEventDisableTiming, cudaEventBlockingSync | cudaEventDisableTiming};
  for (int i = 0; i < 4; i++) OK(cudaEventCreateWithFlags(&ev[i], ef[i]));
  OK(cudaEventRecord(ev[0], s[0]));
  spin<<<1, 32, 0, s[0]>>>(d, 20000000);
  OK(cudaEventRecord(ev[1], s[0]));
  OK(cudaStreamWaitEvent(s[1], ev[1], 0));
  add<<<1, 1, 0, s[1]>>>(d, 10);
  OK(cudaEventRecord(ev[2], s[1]));
  OK(cudaEventSynchronize(ev[2]));
  int v = 0;
  cudaMemcpy(&v, d, 4, cudaMemcpyDeviceToHost);
  check(v == 11, "wait event ordered the streams");
  OK(cudaEventQuery(ev[1]));
  float ms = -1;
  OK(cudaEventElapsedTime(&ms, ev[0], ev[1]));
  printf("elapsed >= 0: %d\n", ms >= 0);
  EXPECT(cudaEventElapsedTime(&ms, ev[0], ev[2]), cudaErrorInvalidResourceHandle);
  cudaEvent_t fresh;
  cudaEventCreate(&fresh);
  SHOW(cudaEventElapsedTime(&ms, ev[0], fresh));
  SHOW(cudaEventQuery(fresh));
  OK(cudaEventSynchronize(fresh));

  // Host functions and callbacks run in stream order.
  spin<<<1, 32, 0, s[2]>>>(d + 1, 2000000);
  OK(cudaLaunchHostFunc(s[2], host, (void *)1));
  OK(cudaStreamAddCallback(s[2], cb, (void *)2, 0));
  OK(cudaLaunchHostFunc(s[2], host, (void *)3));
  OK(cudaStreamSynchronize(s[2]));
  printf("host order:");
  for (int x : order) printf(" %d", x);
  printf("\n");
  check(order.size() == 3 && order[0] == 1 && order[1] == 102 && order[2] == 3, "host function order");
  OK(cudaEventRecordWithFlags(ev[3], s[3], cudaEventRecordDefault));
  OK(cudaStreamWaitEvent(0, ev[3], 0));

  // The legacy default stream waits for the blocking stream s[0] and s[2], not for non-blocking s[1].
  spin<<<1, 32, 0, s[1]>>>(d + 2, 50000000);
  add<<<1, 1>>>(d + 3, 1);
  OK(cudaStreamSynchronize(0));
  OK(cudaStreamSynchronize(cudaStreamPerThread));
  OK(cudaStreamQuery(cudaStreamLegacy));
  OK(cudaDeviceSynchronize());
  for (int i = 0; i < 4; i++) OK(cudaStreamDestroy(s[i]));
  for (int i = 0; i < 4; i++) OK(cudaEventDestroy(ev[i]));
  SHOW(cudaStreamCreateWithPriority(&s[0], 0x10, 0));
  SHOW(cudaEventCreateWithFlags(&ev[0], 0x100));
  SHOW(cudaGetLastError());
  return finish();
}
