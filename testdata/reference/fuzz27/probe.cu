// fuzz27 probe: what the H200 answers where cudasim now says
// CUDA_ERROR_NOT_SUPPORTED for want of a measurement (docs/fuzzing.md,
// session 27): device printf conversions with a width or precision over
// 1,000,000 or a second '.', and cuMemcpy2D/3D whose row offsets run past
// 2^64 bytes. Each case prints "== case NAME" on stdout before it runs; the
// device's text follows (run.sh counts its bytes); copies print their
// CUresult and the bytes that arrived.
#include <cstdio>
#include <cstring>
#include <cuda.h>
#include <cuda_runtime.h>

__global__ void pStarWidth(int w) { printf("[%*d]\n", w, 5); }
__global__ void pWidth2M() { printf("[%2000000d]\n", 5); }
__global__ void pWidth1M() { printf("[%1000000d]\n", 5); }
__global__ void pPrec2M() { printf("[%.2000000d]\n", 5); }
__global__ void pPrecF() { printf("[%.2000000f]\n", 0.1); }
__global__ void pTwoDots() { printf("[%1.2.3d]\n", 5); }
__global__ void pHugeA() { printf("[%99999999999999999999a]\n", 1.0); }
__global__ void pAfter() { printf("[after %d]\n", 7); }

static void kernelCase(const char *name, void (*launch)()) {
    printf("== case %s\n", name);
    fflush(stdout);
    launch();
    cudaError_t e = cudaDeviceSynchronize();
    fflush(stdout);
    printf("\n== end %s: %d %s\n", name, (int)e, cudaGetErrorName(e));
    fflush(stdout);
}

static void copyCase(const char *name, CUdeviceptr dev, unsigned long long srcY, unsigned long long srcZ, bool threeD) {
    unsigned char host[64];
    memset(host, 0xee, sizeof host);
    CUresult r;
    if (threeD) {
        CUDA_MEMCPY3D p;
        memset(&p, 0, sizeof p);
        p.srcMemoryType = CU_MEMORYTYPE_DEVICE;
        p.srcDevice = dev;
        p.srcY = srcY;
        p.srcZ = srcZ;
        p.srcPitch = 16;
        p.srcHeight = 4;
        p.dstMemoryType = CU_MEMORYTYPE_HOST;
        p.dstHost = host;
        p.dstPitch = 16;
        p.dstHeight = 4;
        p.WidthInBytes = 7;
        p.Height = 2;
        p.Depth = 2;
        r = cuMemcpy3D(&p);
    } else {
        CUDA_MEMCPY2D p;
        memset(&p, 0, sizeof p);
        p.srcMemoryType = CU_MEMORYTYPE_DEVICE;
        p.srcDevice = dev;
        p.srcY = srcY;
        p.srcPitch = 16;
        p.dstMemoryType = CU_MEMORYTYPE_HOST;
        p.dstHost = host;
        p.dstPitch = 16;
        p.WidthInBytes = 7;
        p.Height = 4;
        r = cuMemcpy2D(&p);
    }
    const char *rn = "?";
    cuGetErrorName(r, &rn);
    printf("== case %s: %d %s; bytes", name, (int)r, rn);
    for (int i = 0; i < 64; i++)
        printf(" %02x", host[i]);
    printf("\n");
    fflush(stdout);
}

int main() {
    kernelCase("star-width-1000000", [] { pStarWidth<<<1, 1>>>(1000000); });
    kernelCase("star-width-1000001", [] { pStarWidth<<<1, 1>>>(1000001); });
    kernelCase("star-width-805306375", [] { pStarWidth<<<1, 1>>>(805306375); });
    kernelCase("width-1000000", [] { pWidth1M<<<1, 1>>>(); });
    kernelCase("width-2000000", [] { pWidth2M<<<1, 1>>>(); });
    kernelCase("precision-2000000", [] { pPrec2M<<<1, 1>>>(); });
    kernelCase("precision-f-2000000", [] { pPrecF<<<1, 1>>>(); });
    kernelCase("two-dots", [] { pTwoDots<<<1, 1>>>(); });
    kernelCase("huge-a", [] { pHugeA<<<1, 1>>>(); });
    kernelCase("after", [] { pAfter<<<1, 1>>>(); });

    CUdeviceptr dev;
    cudaFree(0); // the runtime's primary context, current for the driver calls
    if (cuMemAlloc(&dev, 1 << 16) != CUDA_SUCCESS)
        return 1;
    unsigned char pattern[1 << 16];
    for (int i = 0; i < (1 << 16); i++)
        pattern[i] = (unsigned char)(i * 7);
    cuMemcpyHtoD(dev, pattern, sizeof pattern);
    copyCase("copy2d-row-0", dev, 0, 0, false);
    copyCase("copy2d-row-2^63", dev, 1ull << 63, 0, false);     // 2^63 * 16 wraps to 0
    copyCase("copy2d-row-2^60", dev, 1ull << 60, 0, false);     // 2^64: wraps to 0 too
    copyCase("copy2d-row-2^59+1", dev, (1ull << 59) + 1, 0, false); // wraps to 16
    copyCase("copy3d-slice-2^62", dev, 0, 1ull << 62, true);    // 2^62 * 4 * 16 wraps to 0
    copyCase("copy3d-slice-2^58", dev, 0, 1ull << 58, true);    // 2^58 * 64 = 2^64: 0
    return 0;
}
