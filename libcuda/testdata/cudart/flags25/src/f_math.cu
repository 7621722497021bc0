// f_math: float and double math over 2,048 inputs, one hash per function,
// so that each build flag's code (fast math, ftz, no fma, -G) is compared
// whole (flags25, README.md).
#include "check.h"
#include <cstdint>
#include <cstring>

constexpr int N = 2048;
constexpr int F = 24;

__device__ float in_f(int i) { return (i - N / 2) * 0.0123f + 0.5f * (i & 7); }
__device__ double in_d(int i) { return (i - N / 2) * 0.0123 + 0.5 * (i & 7); }

__global__ void mathf(const float *x, const float *y, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  float a = x[i], b = y[i];
  float *o = out + i * F;
  o[0] = sinf(a);
  o[1] = cosf(a);
  o[2] = tanf(a);
  o[3] = expf(a);
  o[4] = logf(fabsf(a) + 1e-3f);
  o[5] = powf(fabsf(a), b);
  o[6] = sqrtf(fabsf(a));
  o[7] = rsqrtf(fabsf(a) + 1e-3f);
  o[8] = a / b;
  o[9] = a * b + a;  // contracted to fma unless -fmad=false
  o[10] = erff(a);
  o[11] = atan2f(a, b);
  o[12] = exp2f(a * 0.1f);
  o[13] = log2f(fabsf(a) + 1.0f);
  o[14] = cbrtf(a);
  o[15] = 1.0f / a;
  o[16] = __fdividef(a, b);
  o[17] = __sinf(a);
  o[18] = tgammaf(a * 0.1f);
  o[19] = a * 1e-38f;  // subnormal: flushed under ftz
  o[20] = fmodf(a, b);
  o[21] = hypotf(a, b);
  o[22] = sinhf(a * 0.1f);
  o[23] = (a * a - b * b) / (a * b + 1.0f);
}

__global__ void mathd(const double *x, const double *y, double *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  double a = x[i], b = y[i];
  double *o = out + i * 12;
  o[0] = sin(a);
  o[1] = exp(a);
  o[2] = log(fabs(a) + 1e-3);
  o[3] = pow(fabs(a), b);
  o[4] = sqrt(fabs(a));
  o[5] = a / b;
  o[6] = a * b + a;
  o[7] = erf(a);
  o[8] = atan2(a, b);
  o[9] = cbrt(a);
  o[10] = 1.0 / a;
  o[11] = a * 1e-308;
}

__global__ void inputs(float *x, float *y, double *xd, double *yd) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  x[i] = in_f(i);
  y[i] = in_f((i * 7 + 3) % N) + 0.25f;
  xd[i] = in_d(i);
  yd[i] = in_d((i * 7 + 3) % N) + 0.25;
}

static uint64_t fnvs(const void *p, size_t n, size_t stride, size_t count) {
  uint64_t h = 1469598103934665603ull;
  const unsigned char *b = (const unsigned char *)p;
  for (size_t k = 0; k < count; k++)
    for (size_t j = 0; j < n; j++) h = (h ^ b[k * stride + j]) * 1099511628211ull;
  return h;
}

int main() {
  float *x, *y, *of;
  double *xd, *yd, *od;
  REQUIRE(cudaMalloc(&x, N * 4));
  REQUIRE(cudaMalloc(&y, N * 4));
  REQUIRE(cudaMalloc(&xd, N * 8));
  REQUIRE(cudaMalloc(&yd, N * 8));
  REQUIRE(cudaMalloc(&of, N * F * 4));
  REQUIRE(cudaMalloc(&od, N * 12 * 8));
  inputs<<<N / 128, 128>>>(x, y, xd, yd);
  mathf<<<N / 128, 128>>>(x, y, of);
  mathd<<<N / 128, 128>>>(xd, yd, od);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  static float hf[N * F];
  static double hd[N * 12];
  OK(cudaMemcpy(hf, of, sizeof hf, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(hd, od, sizeof hd, cudaMemcpyDeviceToHost));
  for (int f = 0; f < F; f++) {
    uint32_t b;
    memcpy(&b, &hf[100 * F + f], 4);
    printf("float  %2d hash %016llx  [100] %08x\n", f, (unsigned long long)fnvs(&hf[f], 4, F * 4, N), b);
  }
  for (int f = 0; f < 12; f++) {
    uint64_t b;
    memcpy(&b, &hd[100 * 12 + f], 8);
    printf("double %2d hash %016llx  [100] %016llx\n", f, (unsigned long long)fnvs(&hd[f], 8, 12 * 8, N), (unsigned long long)b);
  }
  return finish();
}
