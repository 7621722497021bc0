// s_gr_capops: what each asynchronous call becomes in a captured graph (node
// types, counts, edges, and memcpy/memset parameters read back): memcpy 1D
// in every direction (pinned and pageable host), 2D, 3D, to/from symbols,
// peer, memset 1D/2D/3D, cudaLaunchHostFunc, cudaStreamAddCallback,
// cudaLaunchCooperativeKernel, cudaLaunchKernelEx, event record and wait
// (internal and external), cudaMemPrefetchAsync and cudaMemAdvise on managed
// memory, cudaStreamAttachMemAsync, cudaMallocAsync from a pool,
// cudaFreeAsync of non-graph memory, cudaMemcpyBatchAsync, kernels with
// dynamic shared memory; then launches the graph and hashes the results.
#include "g26.h"

__device__ int sym[16];
__global__ void fill(int *p, int v) { p[threadIdx.x] = v + threadIdx.x; }
__global__ void dyn(int *p) {
  extern __shared__ int sh[];
  sh[threadIdx.x] = threadIdx.x * 3;
  __syncthreads();
  p[threadIdx.x] = sh[31 - threadIdx.x];
}
static int hostHits;
static void CUDART_CB hostFn(void *) { hostHits++; }
static void CUDART_CB cbFn(cudaStream_t, cudaError_t, void *) { hostHits += 10; }

static void describe(const char *what, cudaStream_t s, cudaError_t callErr) {
  cudaGraph_t g = nullptr;
  cudaError_t e = cudaStreamEndCapture(s, &g);
  printf("== %s: call %s end %s\n", what, cudaGetErrorName(callErr), cudaGetErrorName(e));
  cudaGetLastError();
  if (!g) return;
  size_t n = 0;
  cudaGraphGetNodes(g, nullptr, &n);
  cudaGraphNode_t ns[16];
  if (n > 16) n = 16;
  cudaGraphGetNodes(g, ns, &n);
  for (size_t i = 0; i < n; i++) {
    cudaGraphNodeType t;
    cudaGraphNodeGetType(ns[i], &t);
    printf("  node %zu %s", i, typeName(t));
    if (t == cudaGraphNodeTypeMemcpy) {
      cudaMemcpy3DParms p;
      memset(&p, 0, sizeof p);
      cudaError_t pe = cudaGraphMemcpyNodeGetParams(ns[i], &p);
      printf(" (%s) extent %zu %zu %zu kind %d srcPitch %zu dstPitch %zu srcPos %zu %zu %zu srcArr %d dstArr %d", cudaGetErrorName(pe), p.extent.width, p.extent.height, p.extent.depth, (int)p.kind, p.srcPtr.pitch,
             p.dstPtr.pitch, p.srcPos.x, p.srcPos.y, p.srcPos.z, p.srcArray != nullptr, p.dstArray != nullptr);
    } else if (t == cudaGraphNodeTypeMemset) {
      cudaMemsetParams p;
      memset(&p, 0, sizeof p);
      cudaError_t pe = cudaGraphMemsetNodeGetParams(ns[i], &p);
      printf(" (%s) value %u elem %u width %zu height %zu pitch %zu", cudaGetErrorName(pe), p.value, p.elementSize, p.width, p.height, p.pitch);
    } else if (t == cudaGraphNodeTypeKernel) {
      cudaKernelNodeParams p;
      memset(&p, 0, sizeof p);
      cudaError_t pe = cudaGraphKernelNodeGetParams(ns[i], &p);
      printf(" (%s) grid %u block %u shmem %u", cudaGetErrorName(pe), p.gridDim.x, p.blockDim.x, p.sharedMemBytes);
    }
    size_t deps = 0;
    cudaGraphNodeGetDependencies(ns[i], nullptr, nullptr, &deps);
    printf(" deps %zu\n", deps);
  }
  cudaGraphExec_t x = nullptr;
  cudaError_t ie = cudaGraphInstantiate(&x, g, 0);
  cudaError_t le = x ? cudaGraphLaunch(x, s) : cudaErrorInvalidValue;
  cudaError_t se = cudaStreamSynchronize(s);
  printf("  instantiate %s launch %s sync %s\n", cudaGetErrorName(ie), cudaGetErrorName(le), cudaGetErrorName(se));
  cudaGetLastError();
  if (x) cudaGraphExecDestroy(x);
  cudaGraphDestroy(g);
}

int main() {
  cudaStream_t s;
  REQUIRE(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  int *d, *e, *pinned, *managed;
  static int pageable[1024];
  REQUIRE(cudaMalloc(&d, 1 << 16));
  REQUIRE(cudaMalloc(&e, 1 << 16));
  REQUIRE(cudaMallocHost(&pinned, 4096));
  REQUIRE(cudaMallocManaged(&managed, 4096));
  OK(cudaMemset(d, 0, 1 << 16));
  OK(cudaMemset(e, 0, 1 << 16));
  for (int i = 0; i < 1024; i++) pageable[i] = i * 7;
  for (int i = 0; i < 1024; i++) pinned[i] = i * 5;
  cudaError_t c;
#define CAP(what, call)                                     \
  do {                                                      \
    OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal)); \
    c = (call);                                             \
    describe(what, s, c);                                   \
  } while (0)
  CAP("memcpy HtoD pageable", cudaMemcpyAsync(d, pageable, 4096, cudaMemcpyHostToDevice, s));
  CAP("memcpy HtoD pinned", cudaMemcpyAsync(d + 1024, pinned, 4096, cudaMemcpyHostToDevice, s));
  CAP("memcpy DtoH pageable", cudaMemcpyAsync(pageable, d, 64, cudaMemcpyDeviceToHost, s));
  CAP("memcpy DtoH pinned", cudaMemcpyAsync(pinned, d, 64, cudaMemcpyDeviceToHost, s));
  CAP("memcpy DtoD", cudaMemcpyAsync(e, d, 4096, cudaMemcpyDeviceToDevice, s));
  CAP("memcpy default", cudaMemcpyAsync(e, pinned, 64, cudaMemcpyDefault, s));
  CAP("memcpy HtoH pinned", cudaMemcpyAsync(pinned + 512, pinned, 64, cudaMemcpyHostToHost, s));
  CAP("memcpy 0 bytes", cudaMemcpyAsync(e, d, 0, cudaMemcpyDeviceToDevice, s));
  CAP("memcpy2D", cudaMemcpy2DAsync(e, 256, d, 128, 64, 8, cudaMemcpyDeviceToDevice, s));
  cudaMemcpy3DParms p3 = {};
  p3.srcPtr = make_cudaPitchedPtr(d, 128, 32, 4);
  p3.dstPtr = make_cudaPitchedPtr(e + 4096, 256, 64, 8);
  p3.srcPos = make_cudaPos(4, 1, 0);
  p3.extent = make_cudaExtent(64, 3, 2);
  p3.kind = cudaMemcpyDeviceToDevice;
  CAP("memcpy3D", cudaMemcpy3DAsync(&p3, s));
  CAP("to symbol", cudaMemcpyToSymbolAsync(sym, d, 64, 0, cudaMemcpyDeviceToDevice, s));
  CAP("from symbol", cudaMemcpyFromSymbolAsync(e, sym, 32, 16, cudaMemcpyDeviceToDevice, s));
  CAP("peer", cudaMemcpyPeerAsync(e, 0, d, 0, 256, s));
  CAP("memset", cudaMemsetAsync(d, 0x5a, 1000, s));
  CAP("memset unaligned", cudaMemsetAsync((char *)d + 1, 0x5a, 1000, s));
  CAP("memset 4-aligned 4n", cudaMemsetAsync(d + 8, 0x11, 64, s));
  CAP("memset2D", cudaMemset2DAsync(e, 256, 0x22, 100, 5, s));
  cudaPitchedPtr pp = make_cudaPitchedPtr(e, 256, 64, 4);
  CAP("memset3D", cudaMemset3DAsync(pp, 0x33, make_cudaExtent(64, 4, 2), s));
  CAP("host func", cudaLaunchHostFunc(s, hostFn, nullptr));
  CAP("callback", cudaStreamAddCallback(s, cbFn, nullptr, 0));
  {
    int v = 3;
    int *dp = d;
    void *args[] = {&dp, &v};
    CAP("cooperative", cudaLaunchCooperativeKernel((void *)fill, dim3(2), dim3(32), args, 0, s));
  }
  {
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(1);
    cfg.blockDim = dim3(32);
    cfg.dynamicSmemBytes = 128;
    cfg.stream = s;
    CAP("launch Ex dynamic shared", cudaLaunchKernelEx(&cfg, dyn, e));
  }
  cudaEvent_t ev, ev2;
  OK(cudaEventCreate(&ev));
  OK(cudaEventCreate(&ev2));
  OK(cudaEventRecord(ev2, 0));
  OK(cudaDeviceSynchronize());
  CAP("event record", cudaEventRecord(ev, s));
  CAP("event record external", cudaEventRecordWithFlags(ev, s, cudaEventRecordExternal));
  CAP("event wait external", cudaStreamWaitEvent(s, ev2, cudaEventWaitExternal));
  CAP("event wait outside", cudaStreamWaitEvent(s, ev2, 0));
  cudaMemLocation loc = {};
  loc.type = cudaMemLocationTypeDevice;
  loc.id = 0;
  CAP("prefetch managed", cudaMemPrefetchAsync(managed, 4096, loc, 0, s));
  CAP("advise (sync call)", cudaMemAdvise(managed, 4096, cudaMemAdviseSetReadMostly, loc));
  CAP("attach mem", cudaStreamAttachMemAsync(s, managed, 0, cudaMemAttachSingle));
  cudaMemPool_t pool;
  OK(cudaDeviceGetDefaultMemPool(&pool, 0));
  void *pa = nullptr;
  CAP("malloc from pool", cudaMallocFromPoolAsync(&pa, 512, pool, s));
  int *plain;
  REQUIRE(cudaMalloc(&plain, 256));
  CAP("free async of cudaMalloc memory", cudaFreeAsync(plain, s));
  {
    void *dsts[2] = {e, e + 64};
    void *srcs[2] = {d, d + 64};
    size_t sizes[2] = {64, 64};
    cudaMemcpyAttributes attr = {};
    attr.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
    size_t idx[1] = {0};
    CAP("memcpy batch", cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, &attr, idx, 1, s));
  }
  OK(cudaDeviceSynchronize());
  static unsigned char out[1 << 16];
  OK(cudaMemcpy(out, e, 1 << 16, cudaMemcpyDeviceToHost));
  printf("e %016llx\n", fnv(out, 1 << 16));
  OK(cudaMemcpy(out, d, 1 << 16, cudaMemcpyDeviceToHost));
  printf("d %016llx\n", fnv(out, 1 << 16));
  printf("pinned %016llx pageable %016llx host hits %d\n", fnv(pinned, 4096), fnv(pageable, 4096), hostHits);
  return finish();
}
