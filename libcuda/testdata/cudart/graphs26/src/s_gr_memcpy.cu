// s_gr_memcpy: memcpy nodes in 2D and 3D: pitched to pitched, to and from
// arrays (2D and 3D, with offsets), host to device with pitches, symbol
// nodes (cudaGraphAddMemcpyNodeToSymbol/FromSymbol with offsets, their
// setters and exec setters), cudaGraphMemcpyNodeGetParams read back (which
// fields the runtime fills), memcpy node errors (extent past the pitch,
// both arrays and pointers, zero extent, a bad kind), 1D setters on 3D nodes,
// the results of every launch as hashes.
#include "g26.h"

__device__ int sym[64];
__device__ int sym2[8];

static void params(const char *what, cudaGraphNode_t n) {
  cudaMemcpy3DParms p;
  memset(&p, 0xcd, sizeof p);
  cudaError_t e = cudaGraphMemcpyNodeGetParams(n, &p);
  printf("%s: %s srcArray %s srcPos %zu %zu %zu srcPtr pitch %zu xs %zu ys %zu dstArray %s dstPos %zu %zu %zu dstPtr pitch %zu xs %zu ys %zu extent %zu %zu %zu kind %d\n", what, cudaGetErrorName(e),
         p.srcArray ? "set" : "null", p.srcPos.x, p.srcPos.y, p.srcPos.z, p.srcPtr.pitch, p.srcPtr.xsize, p.srcPtr.ysize, p.dstArray ? "set" : "null", p.dstPos.x, p.dstPos.y, p.dstPos.z,
         p.dstPtr.pitch, p.dstPtr.xsize, p.dstPtr.ysize, p.extent.width, p.extent.height, p.extent.depth, (int)p.kind);
}

int main() {
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));
  unsigned char *d, *e;
  REQUIRE(cudaMalloc(&d, 1 << 16));
  REQUIRE(cudaMalloc(&e, 1 << 16));
  static unsigned char h[1 << 16], h2[1 << 16];
  unsigned seed = 7;
  for (int i = 0; i < (1 << 16); i++) h[i] = (unsigned char)lcg(seed);
  OK(cudaMemset(d, 0, 1 << 16));
  OK(cudaMemset(e, 0, 1 << 16));
  cudaChannelFormatDesc cf = cudaCreateChannelDesc<int>();
  cudaArray_t a2, a3;
  REQUIRE(cudaMallocArray(&a2, &cf, 16, 8));
  REQUIRE(cudaMalloc3DArray(&a3, &cf, make_cudaExtent(8, 4, 3)));
  cudaGraph_t g;
  OK(cudaGraphCreate(&g, 0));
  cudaGraphNode_t n[12] = {};
// DEP(i) depends on node i when it was made
#define DEP(i) (n[i] ? &n[i] : nullptr), (size_t)(n[i] ? 1 : 0)
  // host -> device, pitched 2D with positions
  cudaMemcpy3DParms p = {};
  p.srcPtr = make_cudaPitchedPtr(h, 100, 100, 20);
  p.srcPos = make_cudaPos(3, 2, 0);
  p.dstPtr = make_cudaPitchedPtr(d, 128, 128, 20);
  p.dstPos = make_cudaPos(5, 1, 0);
  p.extent = make_cudaExtent(60, 10, 1);
  p.kind = cudaMemcpyHostToDevice;
  OK(cudaGraphAddMemcpyNode(&n[0], g, nullptr, 0, &p));
  params("h2d 2D", n[0]);
  // device -> array 2D
  p = {};
  p.srcPtr = make_cudaPitchedPtr(d, 128, 128, 20);
  p.dstArray = a2;
  p.dstPos = make_cudaPos(8, 1, 0); // elements of the array
  p.extent = make_cudaExtent(8, 5, 1); // elements, as an array takes part
  p.kind = cudaMemcpyDeviceToDevice;
  OK(cudaGraphAddMemcpyNode(&n[1], g, DEP(0), &p));
  params("d2a", n[1]);
  // array -> device
  p = {};
  p.srcArray = a2;
  p.dstPtr = make_cudaPitchedPtr(e, 64, 16, 8);
  p.extent = make_cudaExtent(16, 8, 1);
  p.kind = cudaMemcpyDefault;
  OK(cudaGraphAddMemcpyNode(&n[2], g, DEP(1), &p));
  params("a2d (extent in elements)", n[2]);
  // 3D: device -> 3D array -> device
  p = {};
  p.srcPtr = make_cudaPitchedPtr(d, 32, 8, 4);
  p.dstArray = a3;
  p.extent = make_cudaExtent(8, 4, 3);
  p.kind = cudaMemcpyDeviceToDevice;
  OK(cudaGraphAddMemcpyNode(&n[3], g, DEP(2), &p));
  params("d2a 3D", n[3]);
  p = {};
  p.srcArray = a3;
  p.srcPos = make_cudaPos(1, 1, 1);
  p.dstPtr = make_cudaPitchedPtr(e + 4096, 64, 16, 4);
  p.extent = make_cudaExtent(7, 3, 2);
  p.kind = cudaMemcpyDeviceToDevice;
  OK(cudaGraphAddMemcpyNode(&n[4], g, DEP(3), &p));
  params("a2d 3D with pos", n[4]);
  // symbols
  OK(cudaGraphAddMemcpyNodeToSymbol(&n[5], g, DEP(4), sym, d + 100, 64, 16, cudaMemcpyDeviceToDevice));
  params("to symbol", n[5]);
  OK(cudaGraphAddMemcpyNodeFromSymbol(&n[6], g, DEP(5), e + 8192, sym, 128, 0, cudaMemcpyDeviceToDevice));
  params("from symbol", n[6]);
  OK(cudaGraphAddMemcpyNodeFromSymbol(&n[7], g, DEP(6), h2, sym, 256, 0, cudaMemcpyDefault));
  params("from symbol to host", n[7]);
  cudaGraphNode_t junk;
  SHOW(cudaGraphAddMemcpyNodeToSymbol(&junk, g, nullptr, 0, sym2, d, 64, 0, cudaMemcpyDeviceToDevice));
  SHOW(cudaGraphAddMemcpyNodeToSymbol(&junk, g, nullptr, 0, sym2, d, 16, 20, cudaMemcpyDeviceToDevice));
  SHOW(cudaGraphAddMemcpyNodeToSymbol(&junk, g, nullptr, 0, h, d, 16, 0, cudaMemcpyDeviceToDevice));
  SHOW(cudaGraphAddMemcpyNodeFromSymbol(&junk, g, nullptr, 0, d, sym2, 16, 0, cudaMemcpyHostToDevice));
  SHOW(cudaGetLastError());
  // errors of 3D params
  p = {};
  p.srcPtr = make_cudaPitchedPtr(d, 64, 64, 4);
  p.dstPtr = make_cudaPitchedPtr(e, 64, 64, 4);
  p.extent = make_cudaExtent(65, 2, 1);
  p.kind = cudaMemcpyDeviceToDevice;
  SHOW(cudaGraphAddMemcpyNode(&junk, g, nullptr, 0, &p));
  p.extent = make_cudaExtent(0, 2, 1);
  SHOW(cudaGraphAddMemcpyNode(&junk, g, nullptr, 0, &p));
  p.extent = make_cudaExtent(16, 0, 1);
  SHOW(cudaGraphAddMemcpyNode(&junk, g, nullptr, 0, &p));
  p.extent = make_cudaExtent(16, 2, 1);
  p.dstArray = a2;
  SHOW(cudaGraphAddMemcpyNode(&junk, g, nullptr, 0, &p));
  p.dstArray = nullptr;
  p.kind = (cudaMemcpyKind)9;
  SHOW(cudaGraphAddMemcpyNode(&junk, g, nullptr, 0, &p));
  p.kind = cudaMemcpyHostToHost;
  SHOW(cudaGraphAddMemcpyNode(&junk, g, nullptr, 0, &p));
  p.kind = cudaMemcpyDeviceToDevice;
  p.srcPtr.pitch = 0;
  SHOW(cudaGraphAddMemcpyNode(&junk, g, nullptr, 0, &p));
  p.srcPtr.pitch = 64;
  p.extent = make_cudaExtent(16, 2, 2);
  SHOW(cudaGraphAddMemcpyNode(&junk, g, nullptr, 0, &p));
  p.extent = make_cudaExtent(16, 2, 1);
  p.srcArray = a3;
  SHOW(cudaGraphAddMemcpyNode(&junk, g, nullptr, 0, &p));
  // array sides past the array
  p = {};
  p.srcArray = a2;
  p.srcPos = make_cudaPos(10, 0, 0);
  p.dstPtr = make_cudaPitchedPtr(e, 64, 16, 8);
  p.extent = make_cudaExtent(8, 2, 1);
  p.kind = cudaMemcpyDeviceToDevice;
  SHOW(cudaGraphAddMemcpyNode(&junk, g, nullptr, 0, &p));
  p.srcPos = make_cudaPos(0, 7, 0);
  SHOW(cudaGraphAddMemcpyNode(&junk, g, nullptr, 0, &p));
  p.srcPos = make_cudaPos(0, 0, 0);
  p.extent = make_cudaExtent(8, 2, 2);
  SHOW(cudaGraphAddMemcpyNode(&junk, g, nullptr, 0, &p));
  p.extent = make_cudaExtent(8, 2, 1);
  p.dstArray = a3;
  p.dstPtr = make_cudaPitchedPtr(nullptr, 0, 0, 0);
  SHOW(cudaGraphAddMemcpyNode(&junk, g, nullptr, 0, &p));
  cudaArray_t dead;
  REQUIRE(cudaMallocArray(&dead, &cf, 16, 8));
  OK(cudaFreeArray(dead));
  p.srcArray = dead;
  p.dstArray = nullptr;
  p.dstPtr = make_cudaPitchedPtr(e, 64, 16, 8);
  SHOW(cudaGraphAddMemcpyNode(&junk, g, nullptr, 0, &p));
  static unsigned char hh[256];
  SHOW(cudaGraphAddMemcpyNode1D(&junk, g, nullptr, 0, hh, h, 64, cudaMemcpyHostToHost));
  SHOW(cudaGraphAddMemcpyNode1D(&junk, g, nullptr, 0, hh, h, 64, cudaMemcpyDefault));
  SHOW(cudaGetLastError());
  size_t cnt = 0;
  OK(cudaGraphGetNodes(g, nullptr, &cnt));
  printf("nodes %zu\n", cnt);
  cudaGraphExec_t x;
  REQUIRE(cudaGraphInstantiate(&x, g, 0));
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  static unsigned char out[1 << 16];
  OK(cudaMemcpy(out, d, 1 << 16, cudaMemcpyDeviceToHost));
  printf("d %016llx\n", fnv(out, 1 << 16));
  OK(cudaMemcpy(out, e, 1 << 16, cudaMemcpyDeviceToHost));
  printf("e %016llx\n", fnv(out, 1 << 16));
  printf("h2 %016llx\n", fnv(h2, 256));
  // setters
  SHOW(cudaGraphMemcpyNodeSetParamsToSymbol(n[5], sym, d + 200, 64, 0, cudaMemcpyDeviceToDevice));
  SHOW(cudaGraphMemcpyNodeSetParamsFromSymbol(n[6], e + 8192, sym, 128, 64, cudaMemcpyDeviceToDevice));
  params("to symbol after set", n[5]);
  SHOW(cudaGraphExecMemcpyNodeSetParamsToSymbol(x, n[5], sym, d + 300, 64, 0, cudaMemcpyDeviceToDevice));
  SHOW(cudaGraphExecMemcpyNodeSetParamsFromSymbol(x, n[6], e + 9000, sym, 128, 0, cudaMemcpyDeviceToDevice));
  SHOW(cudaGraphExecMemcpyNodeSetParamsToSymbol(x, n[5], sym2, d, 64, 0, cudaMemcpyDeviceToDevice));
  SHOW(cudaGraphExecMemcpyNodeSetParamsFromSymbol(x, n[0], e, sym, 16, 0, cudaMemcpyDeviceToDevice));
  SHOW(cudaGraphExecMemcpyNodeSetParams1D(x, n[3], d, e, 16, cudaMemcpyDeviceToDevice));
  SHOW(cudaGraphMemcpyNodeSetParams1D(n[3], d, e, 16, cudaMemcpyDeviceToDevice));
  params("3D node after 1D set", n[3]);
  p = {};
  p.srcArray = a3;
  p.dstPtr = make_cudaPitchedPtr(e + 4096, 64, 16, 4);
  p.extent = make_cudaExtent(8, 4, 3);
  p.kind = cudaMemcpyDeviceToDevice;
  SHOW(cudaGraphExecMemcpyNodeSetParams(x, n[4], &p));
  p.extent = make_cudaExtent(9, 4, 3);
  SHOW(cudaGraphExecMemcpyNodeSetParams(x, n[4], &p));
  SHOW(cudaGraphMemcpyNodeSetParams(n[4], &p));
  p.extent = make_cudaExtent(8, 4, 3);
  cudaArray_t a4;
  REQUIRE(cudaMalloc3DArray(&a4, &cf, make_cudaExtent(8, 4, 3)));
  p.srcArray = a4;
  SHOW(cudaGraphExecMemcpyNodeSetParams(x, n[4], &p));
  SHOW(cudaGetLastError());
  OK(cudaMemset(e, 0, 1 << 16));
  OK(cudaGraphLaunch(x, s));
  OK(cudaStreamSynchronize(s));
  OK(cudaMemcpy(out, e, 1 << 16, cudaMemcpyDeviceToHost));
  printf("e after exec setters %016llx\n", fnv(out, 1 << 16));
  int sh[64];
  OK(cudaMemcpyFromSymbol(sh, sym, 256));
  printf("sym %016llx\n", fnv(sh, 256));
  return finish();
}
