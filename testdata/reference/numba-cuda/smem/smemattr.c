// For each kernel of a cubin: CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES and
// MAX_DYNAMIC_SHARED_SIZE_BYTES, occupancy at 128 and 1024 threads, the
// dynamic shared memory available to one block of 128, and whether a launch
// with that much dynamic shared memory (and one byte more) is accepted.
// Usage: smemattr FILE.cubin KERNEL...   (each kernel takes (int *out))
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
static const char *nm(CUresult r) { const char *s = 0; cuGetErrorName(r, &s); return s ? s : "?"; }
int main(int argc, char **argv) {
    CUdevice d; CUcontext c; CUmodule m;
    cuInit(0); cuDeviceGet(&d, 0); cuDevicePrimaryCtxRetain(&c, d); cuCtxSetCurrent(c);
    int rsv = -1, perBlock = -1, perSM = -1, optin = -1;
    cuDeviceGetAttribute(&rsv, CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK, d);
    cuDeviceGetAttribute(&perBlock, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK, d);
    cuDeviceGetAttribute(&perSM, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR, d);
    cuDeviceGetAttribute(&optin, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, d);
    printf("device reserved %d perBlock %d perSM %d optin %d\n", rsv, perBlock, perSM, optin);
    CUresult r = cuModuleLoad(&m, argv[1]);
    printf("cuModuleLoad(%s) -> %s\n", argv[1], nm(r));
    if (r) return 1;
    CUdeviceptr out; cuMemAlloc(&out, 4096 * 4);
    for (int i = 2; i < argc; i++) {
        CUfunction f;
        r = cuModuleGetFunction(&f, m, argv[i]);
        if (r) { printf("kernel %s: cuModuleGetFunction -> %s\n", argv[i], nm(r)); continue; }
        int ssz = -1, maxdyn = -1, regs = -1, o128 = -1, o1024 = -1;
        CUresult r1 = cuFuncGetAttribute(&ssz, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f);
        cuFuncGetAttribute(&maxdyn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, f);
        cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, f);
        CUresult r2 = cuOccupancyMaxActiveBlocksPerMultiprocessor(&o128, f, 128, 0);
        CUresult r3 = cuOccupancyMaxActiveBlocksPerMultiprocessor(&o1024, f, 1024, 0);
        size_t avail = 0, avail8 = 0;
        CUresult r4 = cuOccupancyAvailableDynamicSMemPerBlock(&avail, f, 1, 128);
        cuOccupancyAvailableDynamicSMemPerBlock(&avail8, f, 8, 128);
        int o8k = -1; cuOccupancyMaxActiveBlocksPerMultiprocessor(&o8k, f, 128, 8192);
        printf("kernel %s shared %d (%s) maxdyn %d regs %d occ128 %d (%s) occ1024 %d (%s) occ128dyn8k %d avail1 %zu (%s) avail8 %zu\n",
               argv[i], ssz, nm(r1), maxdyn, regs, o128, nm(r2), o1024, nm(r3), o8k, avail, nm(r4), avail8);
        void *args[] = {&out};
        unsigned dyns[] = {(unsigned)maxdyn, (unsigned)maxdyn + 1, (unsigned)(perBlock - ssz), (unsigned)(perBlock - ssz + 1)};
        for (int k = 0; k < 4; k++) {
            CUresult l = cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, dyns[k], 0, args, 0);
            CUresult s = cuCtxSynchronize();
            printf("  launch dyn %u -> %s sync %s\n", dyns[k], nm(l), nm(s));
        }
    }
    return 0;
}
