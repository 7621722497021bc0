// layout_check prints, from the toolkit's cuda.h, the sizes and offsets
// probe_vmm's section `layout` prints from its own declarations (run.sh
// compares the two on the GPU machine).
#include <cuda.h>
#include <stddef.h>
#include <stdio.h>
int main(void) {
  printf("CUmemAllocationProp size %zu location %zu win32HandleMetaData %zu allocFlags %zu usage %zu\n", sizeof(CUmemAllocationProp),
         offsetof(CUmemAllocationProp, location), offsetof(CUmemAllocationProp, win32HandleMetaData),
         offsetof(CUmemAllocationProp, allocFlags), offsetof(CUmemAllocationProp, allocFlags.usage));
  printf("CUDA_MEMCPY3D_PEER size %zu srcContext %zu dstXInBytes %zu dstContext %zu WidthInBytes %zu\n", sizeof(CUDA_MEMCPY3D_PEER),
         offsetof(CUDA_MEMCPY3D_PEER, srcContext), offsetof(CUDA_MEMCPY3D_PEER, dstXInBytes),
         offsetof(CUDA_MEMCPY3D_PEER, dstContext), offsetof(CUDA_MEMCPY3D_PEER, WidthInBytes));
#if CUDA_VERSION >= 12080
  printf("CUmemcpyAttributes size %zu srcLocHint %zu dstLocHint %zu flags %zu\n", sizeof(CUmemcpyAttributes),
         offsetof(CUmemcpyAttributes, srcLocHint), offsetof(CUmemcpyAttributes, dstLocHint), offsetof(CUmemcpyAttributes, flags));
  printf("CUmemcpy3DOperand size %zu op %zu ptr.locHint %zu array.x %zu\n", sizeof(CUmemcpy3DOperand),
         offsetof(CUmemcpy3DOperand, op), offsetof(CUmemcpy3DOperand, op.ptr.locHint), offsetof(CUmemcpy3DOperand, op.array.offset.x));
  printf("CUDA_MEMCPY3D_BATCH_OP size %zu dst %zu extent %zu srcAccessOrder %zu flags %zu\n", sizeof(CUDA_MEMCPY3D_BATCH_OP),
         offsetof(CUDA_MEMCPY3D_BATCH_OP, dst), offsetof(CUDA_MEMCPY3D_BATCH_OP, extent),
         offsetof(CUDA_MEMCPY3D_BATCH_OP, srcAccessOrder), offsetof(CUDA_MEMCPY3D_BATCH_OP, flags));
#endif
  printf("sizeof(CUarrayMapInfo) %zu\n", sizeof(CUarrayMapInfo));
  return 0;
}
