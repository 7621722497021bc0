// s_streams: the host side of an application pipeline: a 2^18-element
// batch split over 4 streams (pinned host memory, cudaMemcpyAsync in,
// a saxpy-and-polynomial kernel, cudaMemcpyAsync out, events between
// streams for a final reduction kernel), then the same work captured into
// a CUDA graph (stream capture across the forked streams) and replayed
// three times with cudaGraphExecKernelNodeSetParams changing the scale.
#include "k25.h"

constexpr int N = 1 << 18, STREAMS = 4, CHUNK = N / STREAMS;

__global__ void poly(const float *x, float *y, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i];
    y[i] = fmaf(a, v, ((0.5f * v - 1.25f) * v + 3.0f) * v);
  }
}

__global__ void sumChunks(const float *y, float *out) {
  __shared__ float red[256];
  float s = 0;
  for (int i = threadIdx.x; i < N; i += 256) s += y[i];
  red[threadIdx.x] = s;
  __syncthreads();
  for (int o = 128; o; o >>= 1) {
    if (threadIdx.x < o) red[threadIdx.x] += red[threadIdx.x + o];
    __syncthreads();
  }
  if (threadIdx.x == 0) *out = red[0];
}

int main() {
  float *hx, *hy, *dx, *dy, *dsum;
  REQUIRE(cudaMallocHost(&hx, N * 4));
  REQUIRE(cudaMallocHost(&hy, N * 4));
  REQUIRE(cudaMalloc(&dx, N * 4));
  REQUIRE(cudaMalloc(&dy, N * 4));
  REQUIRE(cudaMalloc(&dsum, 4));
  unsigned s = 2;
  for (int i = 0; i < N; i++) hx[i] = randf(s, -2, 2);
  cudaStream_t st[STREAMS];
  cudaEvent_t ev[STREAMS], start;
  for (int i = 0; i < STREAMS; i++) {
    OK(cudaStreamCreateWithFlags(&st[i], cudaStreamNonBlocking));
    OK(cudaEventCreateWithFlags(&ev[i], cudaEventDisableTiming));
  }
  OK(cudaEventCreateWithFlags(&start, cudaEventDisableTiming));
  float a = 0.75f, sum;
  auto enqueue = [&] {
    cudaEventRecord(start, st[0]);
    for (int i = 0; i < STREAMS; i++) {
      if (i) cudaStreamWaitEvent(st[i], start, 0);
      cudaMemcpyAsync(dx + i * CHUNK, hx + i * CHUNK, CHUNK * 4, cudaMemcpyHostToDevice, st[i]);
      poly<<<CHUNK / 256, 256, 0, st[i]>>>(dx + i * CHUNK, dy + i * CHUNK, a, CHUNK);
      cudaMemcpyAsync(hy + i * CHUNK, dy + i * CHUNK, CHUNK * 4, cudaMemcpyDeviceToHost, st[i]);
      cudaEventRecord(ev[i], st[i]);
      if (i) cudaStreamWaitEvent(st[0], ev[i], 0);
    }
    sumChunks<<<1, 256, 0, st[0]>>>(dy, dsum);
  };
  timed([&] { enqueue(); });
  OK(cudaStreamSynchronize(st[0]));
  OK(cudaMemcpy(&sum, dsum, 4, cudaMemcpyDeviceToHost));
  std::vector<float> y(hy, hy + N);
  printHash("streams", y);
  printFloats("  sum", &sum, 1);
  cudaGraph_t g;
  OK(cudaStreamBeginCapture(st[0], cudaStreamCaptureModeGlobal));
  enqueue();
  OK(cudaStreamEndCapture(st[0], &g));
  size_t nodes = 0;
  OK(cudaGraphGetNodes(g, nullptr, &nodes));
  printf("graph nodes %zu\n", nodes);
  cudaGraphExec_t ge;
  OK(cudaGraphInstantiate(&ge, g, 0));
  std::vector<cudaGraphNode_t> all(nodes);
  OK(cudaGraphGetNodes(g, all.data(), &nodes));
  for (int rep = 0; rep < 3; rep++) {
    float scale = 0.25f * rep;
    for (auto n : all) {
      cudaGraphNodeType t;
      cudaGraphNodeGetType(n, &t);
      if (t != cudaGraphNodeTypeKernel) continue;
      cudaKernelNodeParams p;
      OK(cudaGraphKernelNodeGetParams(n, &p));
      if (p.func != (void *)poly) continue;
      void *args[] = {p.kernelParams[0], p.kernelParams[1], &scale, p.kernelParams[3]};
      p.kernelParams = args;
      OK(cudaGraphExecKernelNodeSetParams(ge, n, &p));
    }
    timed([&] { OK(cudaGraphLaunch(ge, st[0])); });
    OK(cudaStreamSynchronize(st[0]));
    OK(cudaMemcpy(&sum, dsum, 4, cudaMemcpyDeviceToHost));
    std::vector<float> yy(hy, hy + N);
    char what[32];
    snprintf(what, sizeof what, "graph, a = %g", scale);
    printHash(what, yy);
    printFloats("  sum", &sum, 1);
  }
  return done();
}
