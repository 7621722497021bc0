// gr_main MODE: library kernels (cudaLibrary*) in CUDA graphs.
//   capture  a cudaKernel_t launched into a stream capture, the graph run,
//            the library unloaded, the graph run again
//   node     cudaGraphAddKernelNode with a cudaKernel_t as the function, its
//            parameters read back, instantiated, run; the library unloaded
//            before instantiation of a second graph
//   attrs    cudaLaunchKernelEx with attributes in a capture: the node's
//            attributes read back (cluster, priority, mem sync domain)
#include <cstring>
#include <string>
#include <vector>
#include "check.h"

static std::string dir;
static std::vector<char> readFile(const char *name) {
  std::vector<char> v;
  FILE *f = fopen((dir + name).c_str(), "rb");
  if (!f) { printf("cannot read %s\n", name); return v; }
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) v.insert(v.end(), buf, buf + n);
  fclose(f);
  return v;
}
__global__ void own(int *p) { p[threadIdx.x] += 10; }

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "capture";
  dir = argv[0];
  dir = dir.substr(0, dir.rfind('/') + 1);
  std::vector<char> fatbin = readFile("lb_mod.fatbin");
  int *d = nullptr;
  REQUIRE(cudaMalloc(&d, 64 * 4));
  OK(cudaMemset(d, 0, 64 * 4));
  cudaLibrary_t lib = nullptr;
  REQUIRE(cudaLibraryLoadData(&lib, fatbin.data(), nullptr, nullptr, 0, nullptr, nullptr, 0));
  cudaKernel_t k = nullptr;
  OK(cudaLibraryGetKernel(&k, lib, "add1"));
  cudaStream_t s;
  OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  int n = 64;
  void *args[] = {&d, &n};
  int h[64];
  if (!strcmp(mode, "capture")) {
    cudaGraph_t g;
    OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    OK(cudaLaunchKernel((const void *)k, dim3(2), dim3(32), args, 0, s));
    own<<<1, 64, 0, s>>>(d);
    OK(cudaStreamEndCapture(s, &g));
    size_t nn = 0;
    OK(cudaGraphGetNodes(g, nullptr, &nn));
    printf("nodes %zu\n", nn);
    cudaGraphNode_t nodes[4];
    nn = 4;
    OK(cudaGraphGetNodes(g, nodes, &nn));
    cudaKernelNodeParams kp = {};
    OK(cudaGraphKernelNodeGetParams(nodes[0], &kp));
    printf("node 0 func is the cudaKernel_t %d, grid %u block %u\n", kp.func == (void *)k, kp.gridDim.x, kp.blockDim.x);
    cudaGraphExec_t ge;
    OK(cudaGraphInstantiate(&ge, g, 0));
    OK(cudaGraphLaunch(ge, s));
    OK(cudaStreamSynchronize(s));
    OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("after run 1: %d %d\n", h[0], h[63]);
    SHOW(cudaLibraryUnload(lib));
    SHOW(cudaGraphLaunch(ge, s));
    SHOW(cudaStreamSynchronize(s));
    SHOW(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("after unload and run 2: %d %d\n", h[0], h[63]);
    cudaGraphExec_t ge2;
    SHOW(cudaGraphInstantiate(&ge2, g, 0));
    SHOW(cudaGetLastError());
  } else if (!strcmp(mode, "node")) {
    cudaGraph_t g;
    OK(cudaGraphCreate(&g, 0));
    cudaKernelNodeParams kp = {};
    kp.func = (void *)k;
    kp.gridDim = dim3(2);
    kp.blockDim = dim3(32);
    kp.kernelParams = args;
    cudaGraphNode_t node;
    OK(cudaGraphAddKernelNode(&node, g, nullptr, 0, &kp));
    cudaKernelNodeParams back = {};
    OK(cudaGraphKernelNodeGetParams(node, &back));
    printf("read back func is the cudaKernel_t %d\n", back.func == (void *)k);
    cudaGraphExec_t ge;
    OK(cudaGraphInstantiate(&ge, g, 0));
    OK(cudaGraphLaunch(ge, s));
    OK(cudaStreamSynchronize(s));
    OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("after run: %d %d\n", h[0], h[63]);
    cudaKernel_t ok = nullptr;
    OK(cudaGetKernel(&ok, own));
    kp.func = (void *)ok;
    kp.kernelParams = args;
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(64);
    SHOW(cudaGraphExecKernelNodeSetParams(ge, node, &kp));
    SHOW(cudaGraphLaunch(ge, s));
    SHOW(cudaStreamSynchronize(s));
    OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("after switching to own: %d %d\n", h[0], h[63]);
    kp.func = (void *)k;
    kp.gridDim = dim3(2);
    kp.blockDim = dim3(32);
    SHOW(cudaLibraryUnload(lib));
    cudaGraph_t g2;
    OK(cudaGraphCreate(&g2, 0));
    SHOW(cudaGraphAddKernelNode(&node, g2, nullptr, 0, &kp));
    cudaGraphExec_t ge2 = nullptr;
    SHOW(cudaGraphInstantiate(&ge2, g2, 0));
    SHOW(cudaGetLastError());
  } else if (!strcmp(mode, "attrs")) {
    cudaGraph_t g;
    OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(2);
    cfg.blockDim = dim3(32);
    cfg.stream = s;
    cudaLaunchAttribute at[3];
    at[0].id = cudaLaunchAttributeClusterDimension;
    at[0].val.clusterDim = {2, 1, 1};
    at[1].id = cudaLaunchAttributePriority;
    at[1].val.priority = -3;
    at[2].id = cudaLaunchAttributeMemSyncDomain;
    at[2].val.memSyncDomain = cudaLaunchMemSyncDomainRemote;
    cfg.attrs = at;
    cfg.numAttrs = 3;
    OK(cudaLaunchKernelExC(&cfg, (const void *)k, args));
    OK(cudaStreamEndCapture(s, &g));
    cudaGraphNode_t nodes[2];
    size_t nn = 2;
    OK(cudaGraphGetNodes(g, nodes, &nn));
    cudaLaunchAttributeValue v;
    memset(&v, 0, sizeof v);
    OK(cudaGraphKernelNodeGetAttribute(nodes[0], cudaLaunchAttributeClusterDimension, &v));
    printf("cluster %u %u %u\n", v.clusterDim.x, v.clusterDim.y, v.clusterDim.z);
    memset(&v, 0, sizeof v);
    OK(cudaGraphKernelNodeGetAttribute(nodes[0], cudaLaunchAttributePriority, &v));
    printf("priority %d\n", v.priority);
    memset(&v, 0, sizeof v);
    OK(cudaGraphKernelNodeGetAttribute(nodes[0], cudaLaunchAttributeMemSyncDomain, &v));
    printf("mem sync domain %d\n", (int)v.memSyncDomain);
    memset(&v, 0, sizeof v);
    SHOW(cudaGraphKernelNodeGetAttribute(nodes[0], cudaLaunchAttributeCooperative, &v));
    printf("cooperative %d\n", v.cooperative);
    memset(&v, 0, sizeof v);
    SHOW(cudaGraphKernelNodeGetAttribute(nodes[0], cudaLaunchAttributePreferredSharedMemoryCarveout, &v));
    printf("carveout %u\n", v.sharedMemCarveout);
    cudaGraphExec_t ge;
    OK(cudaGraphInstantiate(&ge, g, 0));
    OK(cudaGraphLaunch(ge, s));
    OK(cudaStreamSynchronize(s));
    OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("after run: %d %d\n", h[0], h[63]);
    OK(cudaLibraryUnload(lib));
  }
  return finish();
}
