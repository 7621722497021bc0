// smem.cu's kernel with the most static shared memory a block may have
// (48 KiB), apart: if the driver refuses the module, smem.cu's others load.
#define SMEM(NAME, N)                                              \
    extern "C" __global__ void NAME(int *out) {                    \
        __shared__ char s[N];                                      \
        for (int i = threadIdx.x; i < N; i += blockDim.x) s[i] = i; \
        __syncthreads();                                           \
        out[threadIdx.x] = s[(threadIdx.x * 7) % N];               \
    }
SMEM(s48k, 49152)
SMEM(s47k, 48128)
