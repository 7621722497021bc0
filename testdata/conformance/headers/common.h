// Shared by the header-breadth kernels: every kernel is extern "C" k_NAME(const unsigned *in, unsigned *out),
// launched as 2 blocks of 128 threads over 4096 random 32-bit words; thread t writes out[t*16 .. t*16+15].
#pragma once
#include <stdint.h>
#define KERNEL(name) extern "C" __global__ void __launch_bounds__(128) k_##name(const unsigned *in, unsigned *out)
#define TID (blockIdx.x * blockDim.x + threadIdx.x)
#define O(k) out[TID * 16 + (k)]
#define I(k) in[(TID * 16 + (k)) & 4095]
__device__ __forceinline__ float fbits(unsigned u) { return __uint_as_float(u); }
__device__ __forceinline__ unsigned ubits(float f) { return __float_as_uint(f); }
