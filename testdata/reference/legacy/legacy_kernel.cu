// legacy_kernel.cu: the kernel legacyprobe.c launches through the legacy
// launch API. Thread (0,0,0) of block (0,0) records what the launch gave it
// (grid, block, dynamic shared memory, the parameters); every thread counts
// itself, so the host sees how many blocks and threads ran.
//   nvcc -arch=sm_90 -ptx -o legacy_kernel.ptx legacy_kernel.cu
extern "C" __global__ void legacy(int *out, int a, float b)
{
    unsigned dyn;
    asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(dyn));
    if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
        atomicAdd(&out[1], 1);
        if (blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0) {
            out[2] = gridDim.x;
            out[3] = gridDim.y;
            out[4] = gridDim.z;
            out[5] = blockDim.x;
            out[6] = blockDim.y;
            out[7] = blockDim.z;
            out[8] = (int)dyn;
            out[9] = a;
            out[10] = __float_as_int(b);
        }
    }
    atomicAdd(&out[0], 1);
}

// legacy2 takes a double after an int: the caller must place it at offset 8.
extern "C" __global__ void legacy2(int *out, int a, double d)
{
    out[0] = a;
    out[1] = (int)(d * 1000.0);
}
