// Kernels with static shared memory of several sizes (and none), for
// CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES against the cubin's .nv.shared.<kernel>
// section. Each takes (int *out) so that smemattr.c launches any of them.
#include <cstdio>
#define SMEM(NAME, N)                                              \
    extern "C" __global__ void NAME(int *out) {                    \
        __shared__ char s[N];                                      \
        for (int i = threadIdx.x; i < N; i += blockDim.x) s[i] = i; \
        __syncthreads();                                           \
        out[threadIdx.x] = s[(threadIdx.x * 7) % N];               \
    }
SMEM(s4, 4)
SMEM(s40, 40)
SMEM(s400, 400)
SMEM(s1024, 1024)
SMEM(s4096, 4096)
extern "C" __global__ void none(int *out) { out[threadIdx.x] = threadIdx.x; }
extern "C" __global__ void dyn(int *out) {
    extern __shared__ int d[];
    d[threadIdx.x] = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = d[blockDim.x - 1 - threadIdx.x];
}
extern "C" __global__ void printer(int *out) { printf("x %d\n", out[0]); }
__device__ int helper(int *p, int i) { return p[i] * 3 + 1; }
extern "C" __global__ void calls(int *out) { out[threadIdx.x] = helper(out, threadIdx.x ^ 1); }
extern "C" __global__ void atom(int *out) {
    __shared__ int c;
    if (threadIdx.x == 0) c = 0;
    __syncthreads();
    atomicAdd(&c, 1);
    __syncthreads();
    out[threadIdx.x] = c;
}
