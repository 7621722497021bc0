// build-variants: _ptds=-arch=sm_90+--default-stream+per-thread
// s_gr_synccap: the synchronous copies and sets while the calling thread's
// per-thread default stream (cudaStreamPerThread, a blocking stream)
// captures. Built twice: as is, the runtime sends them to the legacy
// stream's entry points (cuMemsetD8_v2, cuMemcpyDtoH_v2...); as
// s_gr_synccap_ptds (--default-stream per-thread), to the _ptds ones, which
// run them on the capturing stream itself. s_gr_capptds measured one of
// them (cudaMemset: STREAM_CAPTURE_UNSUPPORTED, the capture invalidated);
// this asks the others, from the capturing thread and from another one,
// in a global and a relaxed capture, and what each left in memory.
#include <thread>
#include "g26.h"

static const char *st(cudaStreamCaptureStatus s) {
  return s == cudaStreamCaptureStatusNone ? "None" : s == cudaStreamCaptureStatusActive ? "Active" : s == cudaStreamCaptureStatusInvalidated ? "Invalidated" : "?";
}

__device__ int sym[16];
static int *d, *pinned, host[64];
static cudaArray_t arr;

// during makes one synchronous call while the per-thread stream captures.
static cudaError_t during(int which) {
  switch (which) {
  case 0: return cudaMemset(d, 7, 64);
  case 1: return cudaMemset2D(d, 64, 7, 16, 2);
  case 2: return cudaMemcpy(host, d, 64, cudaMemcpyDeviceToHost);
  case 3: return cudaMemcpy(d, host, 64, cudaMemcpyHostToDevice);
  case 4: return cudaMemcpy(d, d + 32, 64, cudaMemcpyDeviceToDevice);
  case 5: return cudaMemcpy(d, host, 64, cudaMemcpyDefault);
  case 6: return cudaMemcpy(pinned, d, 64, cudaMemcpyDeviceToHost);
  case 7: return cudaMemcpy2D(d, 64, d + 64, 64, 16, 2, cudaMemcpyDeviceToDevice);
  case 8: return cudaMemcpy2DToArray(arr, 0, 0, host, 64, 64, 1, cudaMemcpyHostToDevice);
  case 9: return cudaMemcpy2DFromArray(host, 64, arr, 0, 0, 64, 1, cudaMemcpyDeviceToHost);
  case 10: {
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(d + 64, 64, 16, 1);
    p.dstPtr = make_cudaPitchedPtr(d, 64, 16, 1);
    p.extent = make_cudaExtent(64, 1, 1);
    p.kind = cudaMemcpyDeviceToDevice;
    return cudaMemcpy3D(&p);
  }
  case 11: return cudaMemcpyPeer(d, 0, d + 32, 0, 64);
  case 12: return cudaMemcpyToSymbol(sym, host, 64);
  case 13: return cudaMemcpyFromSymbol(host, sym, 64);
  case 14: return cudaMemcpy(host + 32, host, 64, cudaMemcpyHostToHost);
  }
  return cudaErrorUnknown;
}
static const char *names[] = {"cudaMemset",       "cudaMemset2D",        "cudaMemcpy DtoH",       "cudaMemcpy HtoD",
                              "cudaMemcpy DtoD",  "cudaMemcpy default",  "cudaMemcpy DtoH pinned", "cudaMemcpy2D DtoD",
                              "cudaMemcpy2DToArray", "cudaMemcpy2DFromArray", "cudaMemcpy3D DtoD",  "cudaMemcpyPeer",
                              "cudaMemcpyToSymbol", "cudaMemcpyFromSymbol", "cudaMemcpy HtoH"};
static const int ncalls = 15;

int main() {
  REQUIRE(cudaMalloc(&d, 1024));
  REQUIRE(cudaMallocHost(&pinned, 256));
  cudaChannelFormatDesc cd = cudaCreateChannelDesc<int>();
  REQUIRE(cudaMallocArray(&arr, &cd, 16, 1));
  OK(cudaDeviceSynchronize());
  cudaStreamCaptureMode modes[2] = {cudaStreamCaptureModeGlobal, cudaStreamCaptureModeRelaxed};
  const char *mn[2] = {"global", "relaxed"};
  for (int m = 0; m < 2; m++)
    for (int th = 0; th < 2; th++)
      for (int c = 0; c < ncalls; c++) {
        cudaMemset(d, 0, 1024);
        for (int i = 0; i < 64; i++) host[i] = i;
        cudaDeviceSynchronize();
        cudaError_t be = cudaStreamBeginCapture(cudaStreamPerThread, modes[m]);
        addk<<<1, 32, 0, cudaStreamPerThread>>>(d + 128, 1, 8);
        cudaError_t e;
        if (th) {
          std::thread t([&] { e = during(c); });
          t.join();
        } else {
          e = during(c);
        }
        cudaStreamCaptureStatus cs = cudaStreamCaptureStatusNone;
        cudaError_t qe = cudaStreamIsCapturing(cudaStreamPerThread, &cs);
        cudaGraph_t g = nullptr;
        cudaError_t ee = cudaStreamEndCapture(cudaStreamPerThread, &g);
        size_t n = 0;
        if (g) cudaGraphGetNodes(g, nullptr, &n);
        cudaError_t last = cudaGetLastError();
        if (g) cudaGraphDestroy(g);
        cudaDeviceSynchronize();
        cudaGetLastError();
        int got[2] = {-1, -1};
        cudaMemcpy(got, d, 8, cudaMemcpyDeviceToHost);
        printf("%-7s %-6s %-22s begin %s call %s status %s/%s end %s nodes %zu last %s; d %d %d host %d\n", mn[m], th ? "thread" : "same", names[c],
               cudaGetErrorName(be), cudaGetErrorName(e), cudaGetErrorName(qe), st(cs), cudaGetErrorName(ee), n, cudaGetErrorName(last), got[0], got[1],
               host[32]);
      }
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  return finish();
}
