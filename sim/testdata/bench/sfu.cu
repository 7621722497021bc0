// A kernel whose time goes to the MUFU approximations (sim/fp's measured tables): European option
// prices by the Black-Scholes formula with the fast intrinsics nvcc's -use_fast_math gives,
// as financial kernels write it. Compiled with: nvcc -ptx -arch=sm_80 -O3 sfu.cu (CUDA 11.8): sfu.ptx
// (sim's BenchmarkOptions); nvcc -ptx -arch=sm_90 -O2 sfu.cu -o sfu90.ptx (CUDA 11.8): the options
// row of tools/bench.

// Normal CDF by the Abramowitz-Stegun polynomial (26.2.17).
__device__ __forceinline__ float normcdf5(float d) {
  float k = __fdividef(1.0f, 1.0f + 0.2316419f * fabsf(d));
  float p = k * (0.319381530f + k * (-0.356563782f + k * (1.781477937f + k * (-1.821255978f + k * 1.330274429f))));
  float c = 0.3989422804f * __expf(-0.5f * d * d) * p;
  return d > 0 ? 1.0f - c : c;
}

extern "C" __global__ void options(const float *spot, const float *strike, const float *years,
                                   float *call, float *put, float rate, float vol, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float s = spot[i], x = strike[i], t = years[i];
  float sq = __fdividef(1.0f, rsqrtf(t));
  float d1 = __fdividef(__logf(s / x) + (rate + 0.5f * vol * vol) * t, vol * sq);
  float d2 = d1 - vol * sq;
  float n1 = normcdf5(d1), n2 = normcdf5(d2);
  float e = __expf(-rate * t);
  call[i] = s * n1 - x * e * n2;
  put[i] = x * e * (1.0f - n2) - s * (1.0f - n1);
}
