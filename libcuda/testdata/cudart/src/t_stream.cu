// t_stream: streams, events, pinned memory and async copies, ordering
// between streams with cudaStreamWaitEvent, host functions on a stream,
// cudaStreamQuery/cudaEventQuery, and elapsed time between events.
#include "check.h"

__global__ void fill(int *p, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v + i;
}

__global__ void addFrom(int *dst, const int *src, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) dst[i] += 2 * src[i];
}

static int hostCalls = 0;
static void CUDART_CB hostFn(void *arg) { hostCalls += *(int *)arg; }

int main() {
  const int n = 1 << 16;
  int lo = 0, hi = 0;
  OK(cudaDeviceGetStreamPriorityRange(&lo, &hi));
  printf("stream priorities %d..%d\n", lo, hi);

  cudaStream_t s1, s2, s3;
  OK(cudaStreamCreate(&s1));
  OK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
  OK(cudaStreamCreateWithPriority(&s3, cudaStreamDefault, hi));
  int prio = 0;
  unsigned flags = 0;
  OK(cudaStreamGetPriority(s3, &prio));
  OK(cudaStreamGetFlags(s2, &flags));
  printf("s3 priority %d, s2 flags %u\n", prio, flags);

  int *h, *a, *b;
  REQUIRE(cudaMallocHost(&h, n * sizeof(int)));
  REQUIRE(cudaMalloc(&a, n * sizeof(int)));
  REQUIRE(cudaMalloc(&b, n * sizeof(int)));
  for (int i = 0; i < n; i++) h[i] = i % 977;

  cudaEvent_t start, stop, ready, untimed;
  OK(cudaEventCreate(&start));
  OK(cudaEventCreate(&stop));
  OK(cudaEventCreateWithFlags(&ready, cudaEventDisableTiming));
  OK(cudaEventCreateWithFlags(&untimed, cudaEventDisableTiming));
  OK(cudaEventQuery(untimed)); // never recorded: complete

  OK(cudaEventRecord(start, s1));
  OK(cudaMemcpyAsync(a, h, n * sizeof(int), cudaMemcpyHostToDevice, s1));
  fill<<<n / 256, 256, 0, s2>>>(b, 1000, n);
  OK(cudaEventRecord(ready, s2));
  OK(cudaStreamWaitEvent(s1, ready, 0));
  addFrom<<<n / 256, 256, 0, s1>>>(a, b, n); // a = h + 2*(1000+i)
  int three = 3;
  OK(cudaLaunchHostFunc(s1, hostFn, &three));
  OK(cudaMemcpyAsync(h, a, n * sizeof(int), cudaMemcpyDeviceToHost, s1));
  OK(cudaEventRecord(stop, s1));
  OK(cudaEventSynchronize(stop));
  OK(cudaEventQuery(stop));
  OK(cudaStreamQuery(s1));
  OK(cudaStreamQuery(s2));
  bool ok = true;
  for (int i = 0; i < n; i++) ok = ok && h[i] == i % 977 + 2 * (1000 + i);
  check(ok, "stream pipeline");
  check(hostCalls == 3, "host function ran once");
  printf("h[0]=%d h[%d]=%d host function calls %d\n", h[0], n - 1, h[n - 1], hostCalls / 3);

  float ms = -1;
  OK(cudaEventElapsedTime(&ms, start, stop));
  printf("elapsed >= 0: %s\n", ms >= 0 ? "yes" : "no");
  check(ms >= 0, "elapsed time");
  EXPECT(cudaEventElapsedTime(&ms, start, ready), cudaErrorInvalidResourceHandle);

  // The legacy default stream waits for s1 (blocking) but s2 is
  // non-blocking; synchronizing s2 and the device covers both.
  OK(cudaMemsetAsync(b, 0, n * sizeof(int), s3));
  fill<<<1, 256>>>(a, 5, 256);
  OK(cudaMemcpyAsync(h, a, 256 * sizeof(int), cudaMemcpyDeviceToHost, 0));
  OK(cudaStreamSynchronize(0));
  check(h[0] == 5 && h[255] == 260, "default stream");
  OK(cudaDeviceSynchronize());
  OK(cudaMemcpy(h, b, n * sizeof(int), cudaMemcpyDeviceToHost));
  check(h[0] == 0 && h[n - 1] == 0, "memset on priority stream");

  // Per-stream device-to-device copies, then a 2-D copy.
  OK(cudaMemcpyAsync(b, a, 256 * sizeof(int), cudaMemcpyDeviceToDevice, s2));
  OK(cudaMemcpy2DAsync(b + 256, 8 * sizeof(int), a, 16 * sizeof(int), 4 * sizeof(int), 16,
                       cudaMemcpyDeviceToDevice, s2));
  OK(cudaStreamSynchronize(s2));
  OK(cudaMemcpy(h, b, 512 * sizeof(int), cudaMemcpyDeviceToHost));
  check(h[255] == 260 && h[256] == 5 && h[256 + 8] == 5 + 16 && h[256 + 8 * 15 + 3] == 5 + 16 * 15 + 3,
        "2-D copy");
  printf("b[255]=%d b[264]=%d b[379]=%d\n", h[255], h[264], h[379]);

  OK(cudaEventDestroy(start));
  OK(cudaEventDestroy(stop));
  OK(cudaEventDestroy(ready));
  OK(cudaEventDestroy(untimed));
  OK(cudaStreamDestroy(s1));
  OK(cudaStreamDestroy(s2));
  OK(cudaStreamDestroy(s3));
  OK(cudaFreeHost(h));
  OK(cudaFree(a));
  OK(cudaFree(b));
  return finish();
}
