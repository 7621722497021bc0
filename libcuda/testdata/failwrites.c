/* failwrites: what failing entry points leave in their outputs
   (internal/surface/surface.txt's failwrites): each output is set to a
   marker first, and the program prints the code and what the output holds
   after the failed call. The H100 with the H200's driver's answers are
   testdata/reference/tidy32/h100-s34's outputs_N.out (outputs.cu). */
#include <stdio.h>
#include <string.h>
#include <cuda.h>

#define MARK ((void *)0xabababab)

int main(void) {
  CUcontext ctx;
  CUgraph g, other, clone = MARK;
  CUgraphNode alloc, empty, found = MARK;
  if (cuInit(0) || cuDevicePrimaryCtxRetain(&ctx, 0) || cuCtxSetCurrent(ctx)) return 1;
  if (cuGraphCreate(&g, 0) || cuGraphCreate(&other, 0)) return 1;
  /* A graph with an allocation node cannot be cloned (graphs26, s_gr_memnodes). */
  CUDA_MEM_ALLOC_NODE_PARAMS p;
  memset(&p, 0, sizeof p);
  p.poolProps.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
  p.poolProps.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  p.bytesize = 1 << 16;
  if (cuGraphAddMemAllocNode(&alloc, g, NULL, 0, &p)) return 1;
  CUresult r = cuGraphClone(&clone, g);
  printf("cuGraphClone %d %s\n", r, clone == MARK ? "unwritten" : clone ? "written" : "NULL");
  clone = MARK;
  /* A node of another graph is not in the clone (graphs26, s_gr_clone). */
  if (cuGraphAddEmptyNode(&empty, other, NULL, 0) || cuGraphClone(&clone, other)) return 1;
  r = cuGraphNodeFindInClone(&found, alloc, clone);
  printf("cuGraphNodeFindInClone %d %s\n", r, found == MARK ? "unwritten" : found ? "written" : "NULL");
  /* A device that is not there (tidy32's outputs.cu on an H100: written 0). */
  size_t bytes;
  memset(&bytes, 0xab, sizeof bytes);
  r = cuDeviceTotalMem(&bytes, 99);
  printf("cuDeviceTotalMem %d %s\n", r, bytes == (size_t)0xabababababababab ? "unwritten" : bytes ? "written" : "0");
  /* More memory than there is, an address in no allocation, names a module lacks. */
  CUdeviceptr dp;
  memset(&dp, 0xab, sizeof dp);
  r = cuMemAlloc(&dp, 1ull << 62);
  printf("cuMemAlloc %d %s\n", r, dp == 0xababababababababull ? "unwritten" : dp ? "written" : "0");
  memset(&dp, 0xab, sizeof dp);
  r = cuMemGetAddressRange(&dp, NULL, 0x1234);
  printf("cuMemGetAddressRange %d %s\n", r, dp == 0xababababababababull ? "unwritten" : dp ? "written" : "0");
  static const char ptx[] = ".version 8.0\n.target sm_90\n.address_size 64\n"
                            ".visible .global .u32 g;\n.visible .entry k() { ret; }\n";
  CUmodule mod;
  CUfunction fn = MARK;
  if (cuModuleLoadData(&mod, ptx)) return 1;
  r = cuModuleGetFunction(&fn, mod, "nosuch");
  printf("cuModuleGetFunction %d %s\n", r, fn == MARK ? "unwritten" : fn ? "written" : "NULL");
  memset(&dp, 0xab, sizeof dp);
  r = cuModuleGetGlobal(&dp, NULL, mod, "nosuch");
  printf("cuModuleGetGlobal %d %s\n", r, dp == 0xababababababababull ? "unwritten" : dp ? "written" : "0");
  /* A primary context released for the last time, still current. */
  unsigned long long id;
  memset(&id, 0xab, sizeof id);
  if (cuDevicePrimaryCtxRelease(0)) return 1;
  r = cuCtxGetId(ctx, &id);
  printf("cuCtxGetId %d %s\n", r, id == 0xababababababababull ? "unwritten" : id ? "written" : "0");
  return 0;
}
