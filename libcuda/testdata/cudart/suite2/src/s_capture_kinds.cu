// s_capture_kinds: what each captured call becomes: cudaMemcpy2DAsync,
// cudaMemcpy3DAsync (array endpoint), cudaMemset2DAsync, cudaMemsetAsync of
// odd sizes, cudaMemcpyToSymbolAsync, cudaLaunchHostFunc, cudaMallocAsync /
// cudaFreeAsync, cudaLaunchKernelEx with a cluster and a priority,
// cudaEventRecordWithFlags(External) and cudaStreamWaitEvent(External)
// across streams; the captured nodes' types and parameters read back
// (kernel grid, cluster attribute, priority, memset widths, copy extents),
// then the graph run twice and its results checked.
#include <cstring>
#include "check.h"

__constant__ int table[16];
__global__ void useTable(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] * 3 + table[i % 16];
}
static int hostRuns;
static void CUDART_CB hostFn(void *) { hostRuns++; }

static const char *typeName(cudaGraphNodeType t) {
  switch (t) {
  case cudaGraphNodeTypeKernel: return "kernel";
  case cudaGraphNodeTypeMemcpy: return "memcpy";
  case cudaGraphNodeTypeMemset: return "memset";
  case cudaGraphNodeTypeHost: return "host";
  case cudaGraphNodeTypeGraph: return "graph";
  case cudaGraphNodeTypeEmpty: return "empty";
  case cudaGraphNodeTypeWaitEvent: return "waitevent";
  case cudaGraphNodeTypeEventRecord: return "eventrecord";
  case cudaGraphNodeTypeMemAlloc: return "memalloc";
  case cudaGraphNodeTypeMemFree: return "memfree";
  default: return "other";
  }
}

int main() {
  const int W = 24, H = 6;
  int *a, *pitched;
  size_t pitch;
  REQUIRE(cudaMalloc(&a, 4096));
  REQUIRE(cudaMallocPitch(&pitched, &pitch, W * 4, H));
  cudaArray_t arr;
  cudaChannelFormatDesc cd = cudaCreateChannelDesc<int>();
  REQUIRE(cudaMalloc3DArray(&arr, &cd, make_cudaExtent(W, H, 2)));
  int *host;
  REQUIRE(cudaMallocHost(&host, 4096 * 4));
  int tab[16];
  for (int i = 0; i < 16; i++) tab[i] = i * i;
  int src[W * H];
  for (int i = 0; i < W * H; i++) src[i] = i + 1;
  // captured copies read pinned memory (pageable memory is what capture refuses)
  int *pinSrc = host + 1024, *pinTab = host + 2048;
  memcpy(pinSrc, src, sizeof src);
  memcpy(pinTab, tab, sizeof tab);
  cudaStream_t s, t;
  REQUIRE(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  REQUIRE(cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking));
  cudaEvent_t fork, join, ext;
  OK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
  OK(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));
  OK(cudaEventCreateWithFlags(&ext, cudaEventDisableTiming));

  cudaGraph_t g;
  OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  OK(cudaMemcpyToSymbolAsync(table, pinTab, sizeof tab, 0, cudaMemcpyHostToDevice, s));
  OK(cudaMemset2DAsync(pitched, pitch, 0, W * 4, H, s));
  OK(cudaMemcpy2DAsync(pitched, pitch, pinSrc, W * 4, (W - 4) * 4, H - 1, cudaMemcpyHostToDevice, s));
  OK(cudaEventRecord(fork, s));
  OK(cudaStreamWaitEvent(t, fork, 0));
  // the second stream: an allocation, a kernel in clusters of 2 with a priority, a host function
  int *tmp = nullptr;
  OK(cudaMallocAsync(&tmp, W * H * 4, t));
  OK(cudaMemsetAsync(tmp, 0x01, W * H * 4 - 3, t));
  cudaLaunchAttribute at[2];
  at[0].id = cudaLaunchAttributeClusterDimension;
  at[0].val.clusterDim.x = 2;
  at[0].val.clusterDim.y = 1;
  at[0].val.clusterDim.z = 1;
  at[1].id = cudaLaunchAttributePriority;
  at[1].val.priority = -1;
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(6);
  cfg.blockDim = dim3(32);
  cfg.stream = t;
  cfg.attrs = at;
  cfg.numAttrs = 2;
  int n = W * H / 4;
  OK(cudaLaunchKernelEx(&cfg, useTable, tmp, n));
  OK(cudaLaunchHostFunc(t, hostFn, nullptr));
  OK(cudaMemcpyAsync(a + 512, tmp, W * H * 4, cudaMemcpyDeviceToDevice, t));
  OK(cudaFreeAsync(tmp, t));
  OK(cudaEventRecordWithFlags(ext, t, cudaEventRecordExternal));
  OK(cudaEventRecord(join, t));
  OK(cudaStreamWaitEvent(s, join, 0));
  // the first stream: pitched -> array -> host
  cudaMemcpy3DParms p = {};
  p.srcPtr = make_cudaPitchedPtr(pitched, pitch, W, H);
  p.dstArray = arr;
  p.dstPos = make_cudaPos(0, 0, 0);
  p.extent = make_cudaExtent(W, H, 1);
  p.kind = cudaMemcpyDeviceToDevice;
  OK(cudaMemcpy3DAsync(&p, s));
  OK(cudaMemcpy2DFromArrayAsync(host, W * 4, arr, 0, 0, W * 4, H, cudaMemcpyDeviceToHost, s));
  useTable<<<1, 64, 0, s>>>(a, 64);
  OK(cudaStreamWaitEvent(s, ext, cudaEventWaitExternal));
  OK(cudaStreamEndCapture(s, &g));

  size_t count = 0;
  OK(cudaGraphGetNodes(g, nullptr, &count));
  cudaGraphNode_t nodes[64];
  OK(cudaGraphGetNodes(g, nodes, &count));
  size_t ne = 0;
  OK(cudaGraphGetEdges(g, nullptr, nullptr, nullptr, &ne));
  printf("nodes %zu edges %zu\n", count, ne);
  int counts[16] = {};
  for (size_t i = 0; i < count; i++) {
    cudaGraphNodeType ty;
    OK(cudaGraphNodeGetType(nodes[i], &ty));
    counts[ty < 16 ? ty : 15]++;
    switch (ty) {
    case cudaGraphNodeTypeKernel: {
      cudaKernelNodeParams kp;
      OK(cudaGraphKernelNodeGetParams(nodes[i], &kp));
      cudaLaunchAttributeValue v = {};
      OK(cudaGraphKernelNodeGetAttribute(nodes[i], cudaLaunchAttributeClusterDimension, &v));
      cudaLaunchAttributeValue pr = {};
      OK(cudaGraphKernelNodeGetAttribute(nodes[i], cudaLaunchAttributePriority, &pr));
      printf("kernel grid %u block %u shared %u cluster %ux%ux%u priority %d\n", kp.gridDim.x, kp.blockDim.x, kp.sharedMemBytes, v.clusterDim.x, v.clusterDim.y, v.clusterDim.z, pr.priority);
      break;
    }
    case cudaGraphNodeTypeMemset: {
      cudaMemsetParams mp;
      OK(cudaGraphMemsetNodeGetParams(nodes[i], &mp));
      printf("memset value %u elementSize %u width %zu height %zu pitch-ok %d\n", mp.value, mp.elementSize, mp.width, mp.height, (int)(mp.height == 1 || mp.pitch == pitch));
      break;
    }
    case cudaGraphNodeTypeMemcpy: {
      cudaMemcpy3DParms mp;
      OK(cudaGraphMemcpyNodeGetParams(nodes[i], &mp));
      printf("memcpy kind %d extent %zux%zux%zu srcArray %d dstArray %d dstPos %zu,%zu,%zu\n", (int)mp.kind, mp.extent.width, mp.extent.height, mp.extent.depth, mp.srcArray != nullptr,
             mp.dstArray != nullptr, mp.dstPos.x, mp.dstPos.y, mp.dstPos.z);
      break;
    }
    case cudaGraphNodeTypeMemAlloc: {
      cudaMemAllocNodeParams ap;
      OK(cudaGraphMemAllocNodeGetParams(nodes[i], &ap));
      printf("memalloc bytes %zu same pointer %d\n", ap.bytesize, (int)(ap.dptr == tmp));
      break;
    }
    case cudaGraphNodeTypeEventRecord:
    case cudaGraphNodeTypeWaitEvent: {
      cudaEvent_t e;
      if (ty == cudaGraphNodeTypeEventRecord) OK(cudaGraphEventRecordNodeGetEvent(nodes[i], &e));
      else OK(cudaGraphEventWaitNodeGetEvent(nodes[i], &e));
      printf("%s of %s\n", typeName(ty), e == ext ? "ext" : e == join ? "join" : "other");
      break;
    }
    default: break;
    }
  }
  for (int i = 0; i < 16; i++)
    if (counts[i]) printf("type %-12s %d\n", typeName((cudaGraphNodeType)i), counts[i]);

  cudaGraphExec_t ge;
  REQUIRE(cudaGraphInstantiate(&ge, g, 0));
  cudaMemset(a, 0, 4096);
  for (int run = 0; run < 2; run++) {
    memset(host, 0, W * H * 4);
    OK(cudaGraphLaunch(ge, s));
    OK(cudaStreamSynchronize(s));
    int bad = 0;
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++) {
        int want = (y < H - 1 && x < W - 4) ? src[y * W + x] : 0;
        if (host[y * W + x] != want) bad++;
      }
    int ha[64], ht[W * H];
    cudaMemcpy(ha, a, sizeof ha, cudaMemcpyDeviceToHost);
    cudaMemcpy(ht, a + 512, sizeof ht, cudaMemcpyDeviceToHost);
    int badA = 0, badT = 0;
    for (int i = 0; i < 64; i++) {
      int want = 0;
      for (int r = 0; r <= run; r++) want = want * 3 + tab[i % 16];
      if (ha[i] != want) badA++;
    }
    for (int i = 0; i < W * H; i++) {
      int byteFill = i * 4 + 3 < W * H * 4 - 3 ? 0x01010101 : -1;
      int want = i < n ? 0x01010101 * 3 + tab[i % 16] : byteFill;
      if (byteFill == -1) continue; // the bytes the memset left are not defined
      if (ht[i] != want) badT++;
    }
    printf("run %d: host box wrong %d, kernel wrong %d, allocation copy wrong %d, host functions %d\n", run, bad, badA, badT, hostRuns);
  }
  OK(cudaGraphExecDestroy(ge));
  OK(cudaGraphDestroy(g));
  return finish();
}
