// s_jn: jn and yn in double precision, each result printed (s_math2's
// double jn hash differed from the H200's): orders 0-5, 17 and 100 over the
// arguments of s_math2's first 512 pairs.
#include <cmath>
#include <vector>
#include "check.h"

constexpr int N = 512;
__device__ const int orders[8] = {0, 1, 2, 3, 5, 17, 100, 4};

__global__ void k(const double *a, unsigned long long *o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int n = orders[i % 8];
  o[2 * i] = __double_as_longlong(jn(n, a[i]));
  o[2 * i + 1] = __double_as_longlong(yn(n, a[i]));
}

int main() {
  // s_math2's float inputs, widened as there
  std::vector<double> da(N);
  unsigned st = 99;
  const float sp[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 1e-45f, 3.4e38f, 0.5f, 2.0f, -3.0f};
  for (int i = 0; i < N; i++) {
    auto rnd = [&](int scale) {
      float m = (lcg(st) % 100000) / 1000.0f - 50.0f;
      return m * powf(2.0f, (float)((int)(lcg(st) % (2 * scale + 1)) - scale));
    };
    float fa = i % 7 == 0 ? sp[lcg(st) % 12] : rnd(i % 3 ? 4 : 60);
    float fb = i % 5 == 0 ? sp[lcg(st) % 12] : rnd(i % 4 ? 4 : 60);
    (void)fb;
    da[i] = i % 7 == 0 ? (double)sp[lcg(st) % 12] : (double)fa * (1 + 1e-9 * (lcg(st) % 1000));
    if (i % 5 == 0) lcg(st);
    else lcg(st);
    if (i % 11 == 3) da[i] = ldexp(da[i], (int)(lcg(st) % 1200) - 600);
  }
  double *d;
  unsigned long long *o;
  REQUIRE(cudaMalloc(&d, N * 8));
  REQUIRE(cudaMalloc(&o, N * 16));
  OK(cudaMemcpy(d, da.data(), N * 8, cudaMemcpyHostToDevice));
  k<<<N / 128, 128>>>(d, o);
  OK(cudaGetLastError());
  std::vector<unsigned long long> h(2 * N);
  OK(cudaMemcpy(h.data(), o, N * 16, cudaMemcpyDeviceToHost));
  int orders[8] = {0, 1, 2, 3, 5, 17, 100, 4};
  for (int i = 0; i < N; i++)
    printf("%3d n %3d x %a jn %016llx yn %016llx\n", i, orders[i % 8], da[i], h[2 * i], h[2 * i + 1]);
  return finish();
}
