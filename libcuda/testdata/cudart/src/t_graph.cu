// t_graph: stream-ordered allocation (cudaMallocAsync/cudaFreeAsync through
// the device's memory pool) and CUDA graphs made by stream capture: a
// memset, two kernels and a host function captured, instantiated and
// launched twice; what capturing refuses (synchronizing the stream).
#include "check.h"

__global__ void scale(int *p, int k, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] * k + i;
}

static int hostCalls = 0;
static void CUDART_CB hostFn(void *) { hostCalls++; }

int main() {
  const int n = 1000;
  cudaStream_t s;
  OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));

  int *a = nullptr, *b = nullptr;
  REQUIRE(cudaMallocAsync(&a, n * sizeof(int), s));
  REQUIRE(cudaMallocAsync(&b, n * sizeof(int), s));
  OK(cudaMemsetAsync(a, 0, n * sizeof(int), s));
  OK(cudaFreeAsync(b, s));
  int *c = nullptr;
  REQUIRE(cudaMallocAsync(&c, n * sizeof(int), s));
  printf("freed block reused: %d\n", c == b);
  OK(cudaStreamSynchronize(s));

  cudaMemPool_t pool;
  OK(cudaDeviceGetDefaultMemPool(&pool, 0));
  unsigned long long reserved = 0, used = 0;
  OK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReservedMemCurrent, &reserved));
  OK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &used));
  printf("pool reserved %llu used %llu\n", reserved, used);

  cudaGraph_t g;
  cudaGraphExec_t ge;
  cudaStreamCaptureStatus st;
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  OK(cudaStreamIsCapturing(s, &st));
  printf("capturing: %d\n", (int)st);
  OK(cudaMemsetAsync(a, 0, n * sizeof(int), s));
  scale<<<(n + 255) / 256, 256, 0, s>>>(a, 3, n);
  scale<<<(n + 255) / 256, 256, 0, s>>>(a, 2, n);
  OK(cudaLaunchHostFunc(s, hostFn, nullptr));
  OK(cudaStreamEndCapture(s, &g));
  size_t nodes = 0;
  OK(cudaGraphGetNodes(g, nullptr, &nodes));
  printf("graph nodes %zu, host calls before launch %d\n", nodes, hostCalls);
  OK(cudaGraphInstantiateWithFlags(&ge, g, 0));
  int h[n];
  for (int round = 0; round < 2; round++) {
    OK(cudaGraphLaunch(ge, s));
    OK(cudaStreamSynchronize(s));
    OK(cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost));
    printf("launch %d: a[0]=%d a[1]=%d a[999]=%d host calls %d\n", round, h[0], h[1], h[999], hostCalls);
  }
  check(h[999] == 3 * 999 && h[1] == 3 && hostCalls == 2, "graph results");

  // Synchronizing a capturing stream is refused and spoils the capture.
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed));
  scale<<<1, 32, 0, s>>>(a, 5, 32);
  SHOW(cudaStreamSynchronize(s));
  cudaGraph_t bad = nullptr;
  SHOW(cudaStreamEndCapture(s, &bad));
  printf("graph after a refused sync: %s\n", bad ? "made" : "none");
  SHOW(cudaGetLastError());
  OK(cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost));
  printf("a[1] unchanged: %d\n", h[1]);

  OK(cudaGraphExecDestroy(ge));
  OK(cudaGraphDestroy(g));
  OK(cudaFreeAsync(a, s));
  OK(cudaFreeAsync(c, s));
  OK(cudaStreamSynchronize(s));
  OK(cudaStreamDestroy(s));
  return finish();
}
