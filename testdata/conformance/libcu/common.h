// Shared by the libcu++ synchronisation kernels: every kernel is
// extern "C" k_NAME(const unsigned *in, unsigned *out, unsigned *g), launched as 2 blocks of 128
// threads over 8192 random 32-bit words (in); thread t writes out[t*32 .. t*32+31]; g is 1024
// random words that the kernels update with atomics from both blocks (checked after the launch).
// Every output is independent of the order in which threads run (no races), so the H200's
// bytes are the only right answer.
#pragma once
#include <stdint.h>
#include <new>
#define KERNEL(name) extern "C" __global__ void __launch_bounds__(128) k_##name(const unsigned *in, unsigned *out, unsigned *g)
#define TID (blockIdx.x * blockDim.x + threadIdx.x)
#define O(k) out[TID * 32 + (k)]
#define I(k) in[(TID * 32 + (k)) & 8191]
// A shared-memory object with a constructor: raw storage, constructed by one thread.
#define SHARED_OBJ(T, name) __shared__ alignas(T) unsigned char name##_mem[sizeof(T)]; T &name = *reinterpret_cast<T *>(name##_mem)
__device__ __forceinline__ unsigned mix(unsigned h, unsigned v) { return (h ^ v) * 0x9e3779b1u + (h >> 7); }
__device__ __forceinline__ unsigned mix64(unsigned h, unsigned long long v) { return mix(mix(h, (unsigned)v), (unsigned)(v >> 32)); }
