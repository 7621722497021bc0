// s_curand: the cuRAND device API (header-only): XORWOW states from
// curand_init(seed, subsequence = thread, 0) (skip-ahead by precomputed
// matrices), Philox4_32_10 and MRG32k3a likewise; each thread draws raw
// 32-bit numbers, uniforms, normals (float and double, Box-Muller) and
// Poisson(3.5) counts, and a Monte Carlo estimate of pi. All hashed.
#include <curand_kernel.h>
#include "k25.h"

constexpr int THREADS = 128, BLOCKS = 4, DRAWS = 16;

template <class State>
__global__ void draw(unsigned long long seed, unsigned *raw, float *uni, float *nrm, double *nrmd, unsigned *pois, unsigned *inside) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  State st;
  curand_init(seed, t, 0, &st);
  unsigned hits = 0;
  for (int i = 0; i < DRAWS; i++) {
    size_t j = (size_t)i * THREADS * BLOCKS + t;
    raw[j] = curand(&st);
    uni[j] = curand_uniform(&st);
    nrm[j] = curand_normal(&st);
    nrmd[j] = curand_normal_double(&st);
    pois[j] = curand_poisson(&st, 3.5);
    float x = curand_uniform(&st), y = curand_uniform(&st);
    hits += x * x + y * y <= 1.0f;
  }
  inside[t] = hits;
}

template <class State>
static void run(const char *what) {
  size_t n = (size_t)THREADS * BLOCKS * DRAWS;
  std::vector<unsigned> raw(n), pois(n), inside(THREADS * BLOCKS);
  std::vector<float> uni(n), nrm(n);
  std::vector<double> nrmd(n);
  unsigned *draw_raw, *dpois, *dinside;
  float *duni, *dnrm;
  double *dnrmd;
  OK(cudaMalloc(&draw_raw, n * 4));
  OK(cudaMalloc(&dpois, n * 4));
  OK(cudaMalloc(&dinside, THREADS * BLOCKS * 4));
  OK(cudaMalloc(&duni, n * 4));
  OK(cudaMalloc(&dnrm, n * 4));
  OK(cudaMalloc(&dnrmd, n * 8));
  timed([&] { draw<State><<<BLOCKS, THREADS>>>(1234567ull, draw_raw, duni, dnrm, dnrmd, dpois, dinside); });
  OK(cudaMemcpy(raw.data(), draw_raw, n * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(pois.data(), dpois, n * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(inside.data(), dinside, THREADS * BLOCKS * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(uni.data(), duni, n * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(nrm.data(), dnrm, n * 4, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(nrmd.data(), dnrmd, n * 8, cudaMemcpyDeviceToHost));
  long long hits = 0;
  for (unsigned h : inside) hits += h;
  printf("%s: first %08x %08x, pi ~ %.6f\n", what, raw[0], raw[1], 4.0 * hits / (THREADS * BLOCKS * DRAWS));
  printHash("  raw", raw);
  printHash("  uniform", uni);
  printHash("  normal", nrm);
  printHash("  normal double", nrmd);
  printHash("  poisson 3.5", pois);
  cudaFree(draw_raw), cudaFree(dpois), cudaFree(dinside), cudaFree(duni), cudaFree(dnrm), cudaFree(dnrmd);
}

int main() {
  run<curandStateXORWOW_t>("xorwow");
  run<curandStatePhilox4_32_10_t>("philox");
  run<curandStateMRG32k3a_t>("mrg32k3a");
  return done();
}
