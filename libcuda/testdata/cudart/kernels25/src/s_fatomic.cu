// s_fatomic: float atomics whose results the program makes deterministic:
// integer-valued floats (exact in any order), arbitrary floats added to
// each address by one warp in lane order (__syncwarp between lanes), the
// same in double, half2 and bf16x2 atomicAdd by one thread in sequence,
// atomicExch/atomicMax on float bits. One result is not deterministic on
// the H200 (arbitrary floats from many warps to one address): only its
// distance from the double sum is checked, not printed.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include "k25.h"

constexpr int N = 1 << 16, ADDRS = 1024;

__global__ void integral(const float *x, float *bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&bins[i % 64], rintf(x[i] * 100.0f));
}

template <class T>
__global__ void laneOrdered(const float *x, T *sums) {
  int w = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
  for (int rep = 0; rep < N / ADDRS / 32; rep++) {
    T v = (T)x[(w * (N / ADDRS / 32) + rep) * 32 + lane];
    for (int l = 0; l < 32; l++) {
      if (lane == l) atomicAdd(&sums[w], v);
      __syncwarp();
    }
  }
}

__global__ void packed(const float *x, __half2 *h, __nv_bfloat162 *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int j = 0; j < 64; j++) {
    float a = x[i * 64 + j], c = x[(i * 64 + j + 1) % N];
    atomicAdd(&h[i], __floats2half2_rn(a, c));
    atomicAdd(&b[i], __floats2bfloat162_rn(a, c));
  }
}

__global__ void unordered(const float *x, float *sum) { atomicAdd(sum, x[blockIdx.x * blockDim.x + threadIdx.x]); }

__global__ void maxBits(const float *x, int *m, float *last) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = fabsf(x[i]);
  atomicMax(m, __float_as_int(v));
  if (i == N - 1) atomicExch(last, v);
}

int main() {
  std::vector<float> x(N);
  unsigned s = 23;
  for (auto &v : x) v = randf(s, -1, 1) * (float)(1 + lcg(s) % 1000);
  float *dx, *dbins, *dsums, *dsum, *dlast;
  double *dd;
  __half2 *dh;
  __nv_bfloat162 *db;
  int *dm;
  REQUIRE(cudaMalloc(&dx, N * 4));
  REQUIRE(cudaMalloc(&dbins, 64 * 4));
  REQUIRE(cudaMalloc(&dsums, ADDRS * 4));
  REQUIRE(cudaMalloc(&dd, ADDRS * 8));
  REQUIRE(cudaMalloc(&dh, 1024 * 4));
  REQUIRE(cudaMalloc(&db, 1024 * 4));
  REQUIRE(cudaMalloc(&dsum, 4));
  REQUIRE(cudaMalloc(&dm, 4));
  REQUIRE(cudaMalloc(&dlast, 4));
  cudaMemcpy(dx, x.data(), N * 4, cudaMemcpyHostToDevice);
  timed([&] {
    cudaMemset(dbins, 0, 64 * 4);
    cudaMemset(dsums, 0, ADDRS * 4);
    cudaMemset(dd, 0, ADDRS * 8);
    cudaMemset(dh, 0, 1024 * 4);
    cudaMemset(db, 0, 1024 * 4);
    cudaMemset(dsum, 0, 4);
    cudaMemset(dm, 0, 4);
    integral<<<N / 256, 256>>>(dx, dbins);
    laneOrdered<float><<<ADDRS * 32 / 128, 128>>>(dx, dsums);
    laneOrdered<double><<<ADDRS * 32 / 128, 128>>>(dx, dd);
    packed<<<4, 256>>>(dx, dh, db);
    unordered<<<N / 256, 256>>>(dx, dsum);
    maxBits<<<N / 256, 256>>>(dx, dm, dlast);
  });
  std::vector<float> bins(64), sums(ADDRS);
  std::vector<double> dsumsh(ADDRS);
  std::vector<unsigned> h(1024), b(1024);
  float sum, last;
  int m;
  OK(cudaMemcpy(bins.data(), dbins, 64 * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(sums.data(), dsums, ADDRS * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(dsumsh.data(), dd, ADDRS * 8, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(h.data(), dh, 1024 * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(b.data(), db, 1024 * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(&sum, dsum, 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(&m, dm, 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(&last, dlast, 4, cudaMemcpyDeviceToHost));
  printHash("integral bins", bins);
  printHash("lane-ordered float", sums);
  printHash("lane-ordered double", dsumsh);
  printHash("half2 in sequence", h);
  printHash("bf16x2 in sequence", b);
  printf("max |x| bits %08x, last %08x\n", m, bitsOf(last));
  double want = 0;
  for (float v : x) want += v;
  printf("unordered sum within 1e-2 of the double sum: %s\n", fabs(sum - want) < 1e-2 * (1 + fabs(want)) ? "yes" : "no");
  return done();
}
