// sync34: which synchronous copies and sets return before the work ahead of
// them in their stream is done (the host does not wait), beyond tidy32's 1D
// cudaMemset. Each case holds the legacy default stream with a kernel that
// waits HOLD_MS of %globaltimer, then times the call on the main thread:
// "waited" when it returned after the kernel's end, "returned" when well
// before. The driver API's "API synchronization behavior" says device-to-device
// copies do no host-side synchronization and memsets of device memory are
// asynchronous; this measures each form the runtime and the driver offer.
#include <cuda.h>
#include <cstdio>
#include <cstring>
#include <time.h>

#define HOLD_MS 300

__global__ void spin(long long ns) {
  unsigned long long t0, t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
  do {
    __nanosleep(100000);
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  } while ((long long)(t - t0) < ns);
}

__device__ int sym[256];

static double ms() {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static const long long hold = HOLD_MS * 1000000LL;

template <class Call>
static void timed(const char *name, Call call) {
  spin<<<1, 1>>>(hold);
  double t1 = ms();
  int r = (int)call();
  double took = ms() - t1;
  cudaError_t s = cudaDeviceSynchronize();
  const char *verdict = took >= HOLD_MS / 2 ? "waited" : took < HOLD_MS / 6 ? "returned" : "unclear";
  printf("%-40s -> %d %s (sync %s)\n", name, r, verdict, cudaGetErrorName(s));
  fprintf(stderr, "%s: call %.1f ms\n", name, took);
}

int main() {
  char *d, *d2, *pin, *man, *p2d, *p2d2;
  static char host[1 << 16];
  size_t pitch, pitch2;
  cudaMalloc(&d, 1 << 20);
  cudaMalloc(&d2, 1 << 20);
  cudaMallocPitch((void **)&p2d, &pitch, 256, 64);
  cudaMallocPitch((void **)&p2d2, &pitch2, 256, 64);
  cudaMallocHost(&pin, 1 << 20);
  cudaMallocManaged(&man, 1 << 20);
  cudaArray_t arr;
  cudaChannelFormatDesc ch = cudaCreateChannelDesc<int>();
  cudaMallocArray(&arr, &ch, 64, 64);
  cudaPitchedPtr pp = make_cudaPitchedPtr(p2d, pitch, 256, 64);
  cudaPitchedPtr pp2 = make_cudaPitchedPtr(p2d2, pitch2, 256, 64);
  cudaExtent ext = make_cudaExtent(256, 16, 4);
  cudaPitchedPtr p3;
  cudaMalloc3D(&p3, ext);
  spin<<<1, 1>>>(1); // loaded before any case (lazy loading makes a first load wait)
  cudaMemset(d, 0, 64);
  cudaDeviceSynchronize();
  CUdeviceptr cd = (CUdeviceptr)d, cd2 = (CUdeviceptr)d2, cp = (CUdeviceptr)p2d;
  printf("pitch %zu\n", pitch);
  // the baseline tidy32 measured
  timed("cudaMemset", [&] { return cudaMemset(d, 1, 64); });
  timed("cudaMemset2D device", [&] { return cudaMemset2D(p2d, pitch, 1, 256, 64); });
  timed("cudaMemset3D device", [&] { return cudaMemset3D(p3, 1, ext); });
  timed("cudaMemset2D pinned", [&] { return cudaMemset2D(pin, 1024, 1, 256, 16); });
  timed("cudaMemset2D managed", [&] { return cudaMemset2D(man, 1024, 1, 256, 16); });
  timed("cudaMemset managed", [&] { return cudaMemset(man, 1, 64); });
  timed("cudaMemset pinned", [&] { return cudaMemset(pin, 1, 64); });
  timed("cuMemsetD2D8", [&] { return cuMemsetD2D8(cp, pitch, 2, 256, 64); });
  timed("cuMemsetD2D16", [&] { return cuMemsetD2D16(cp, pitch, 2, 128, 64); });
  timed("cuMemsetD2D32", [&] { return cuMemsetD2D32(cp, pitch, 2, 64, 64); });
  timed("cuMemsetD2D32 pinned", [&] { return cuMemsetD2D32((CUdeviceptr)pin, 1024, 2, 64, 16); });
  timed("cuMemsetD32 managed", [&] { return cuMemsetD32((CUdeviceptr)man, 2, 16); });
  timed("cudaMemcpy DtoD", [&] { return cudaMemcpy(d2, d, 4096, cudaMemcpyDeviceToDevice); });
  timed("cudaMemcpy default DtoD", [&] { return cudaMemcpy(d2, d, 4096, cudaMemcpyDefault); });
  timed("cuMemcpyDtoD", [&] { return cuMemcpyDtoD(cd2, cd, 4096); });
  timed("cuMemcpy DtoD", [&] { return cuMemcpy(cd2, cd, 4096); });
  timed("cudaMemcpy2D DtoD", [&] { return cudaMemcpy2D(p2d2, pitch2, p2d, pitch, 256, 64, cudaMemcpyDeviceToDevice); });
  timed("cudaMemcpy3D DtoD", [&] {
    cudaMemcpy3DParms m = {};
    m.srcPtr = pp;
    m.dstPtr = pp2;
    m.extent = make_cudaExtent(256, 64, 1);
    m.kind = cudaMemcpyDeviceToDevice;
    return cudaMemcpy3D(&m);
  });
  timed("cudaMemcpyToArray DtoA", [&] { return cudaMemcpy2DToArray(arr, 0, 0, d, 256, 256, 64, cudaMemcpyDeviceToDevice); });
  timed("cudaMemcpy2DFromArray AtoD", [&] { return cudaMemcpy2DFromArray(d2, 256, arr, 0, 0, 256, 64, cudaMemcpyDeviceToDevice); });
  timed("cudaMemcpyToSymbol DtoD", [&] { return cudaMemcpyToSymbol(sym, d, 1024, 0, cudaMemcpyDeviceToDevice); });
  timed("cudaMemcpyToSymbol HtoD pageable", [&] { return cudaMemcpyToSymbol(sym, host, 1024); });
  timed("cudaMemcpy HtoD pageable", [&] { return cudaMemcpy(d, host, 4096, cudaMemcpyHostToDevice); });
  timed("cudaMemcpy HtoD pageable 64K", [&] { return cudaMemcpy(d, host, 1 << 16, cudaMemcpyHostToDevice); });
  timed("cudaMemcpy HtoD pinned", [&] { return cudaMemcpy(d, pin, 4096, cudaMemcpyHostToDevice); });
  timed("cudaMemcpy DtoH pinned", [&] { return cudaMemcpy(pin, d, 4096, cudaMemcpyDeviceToHost); });
  timed("cudaMemcpy HtoH pinned", [&] { return cudaMemcpy(pin + 8192, pin, 4096, cudaMemcpyHostToHost); });
  timed("cudaMemcpy HtoH pageable", [&] { return cudaMemcpy(host + 8192, host, 4096, cudaMemcpyHostToHost); });
  timed("cudaMemcpy default managed to device", [&] { return cudaMemcpy(d, man, 4096, cudaMemcpyDefault); });
  timed("cudaMemcpy default device to managed", [&] { return cudaMemcpy(man, d, 4096, cudaMemcpyDefault); });
  timed("cudaMemcpy2D HtoD pageable", [&] { return cudaMemcpy2D(p2d, pitch, host, 256, 256, 64, cudaMemcpyHostToDevice); });
  timed("cuMemcpyHtoD pageable", [&] { return cuMemcpyHtoD(cd, host, 4096); });
  printf("done\n");
  return 0;
}
