// t_sparseinfo.cu: the layout answers of sparse and deferred-mapping arrays
// over element sizes (1, 2, 4, 8, 16 bytes) and shapes (odd and power-of-two
// 1D, 2D, 3D, layered, cubemap, layered cubemap), plain and mipmapped:
// cudaArrayGetSparseProperties (tile extent, miptail) of sparse ones,
// cudaArrayGetMemoryRequirements (size, alignment) of deferred-mapping ones,
// and the mipmapped forms.
#include "tx.h"

int main() {
  struct E { const char *n; cudaChannelFormatDesc d; };
  const E es[] = {{"u8", cudaCreateChannelDesc<unsigned char>()}, {"u8x2", cudaCreateChannelDesc<uchar2>()},
                  {"f1", cudaCreateChannelDesc<float>()}, {"f2", cudaCreateChannelDesc<float2>()}, {"f4", cudaCreateChannelDesc<float4>()}};
  struct S { size_t w, h, d; unsigned flags; };
  const unsigned L = cudaArrayLayered, C = cudaArrayCubemap;
  const S ss[] = {{100, 0, 0, 0}, {65536, 0, 0, 0}, {1, 1, 0, 0}, {63, 63, 0, 0}, {64, 64, 0, 0}, {65, 65, 0, 0}, {100, 37, 0, 0},
                  {128, 128, 0, 0}, {256, 256, 0, 0}, {257, 255, 0, 0}, {1000, 3, 0, 0}, {4096, 17, 0, 0}, {16, 16, 16, 0},
                  {17, 9, 5, 0}, {32, 32, 32, 0}, {33, 33, 33, 0}, {64, 64, 64, 0}, {64, 64, 3, L}, {200, 100, 7, L}, {100, 0, 5, L},
                  {64, 64, 6, C}, {100, 100, 6, C}, {16, 16, 12, C | L}, {128, 128, 12, C | L}};
  for (const E &e : es)
    for (const S &s : ss)
      for (unsigned kind : {(unsigned)cudaArraySparse, (unsigned)cudaArrayDeferredMapping}) {
        char tag[128];
        snprintf(tag, sizeof tag, "%s %s %zux%zux%zu flags=0x%x", kind == cudaArraySparse ? "sparse" : "deferred", e.n, s.w, s.h, s.d, s.flags | kind);
        cudaArray_t a;
        if (say(tag, "malloc3DArray", cudaMalloc3DArray(&a, &e.d, make_cudaExtent(s.w, s.h, s.d), s.flags | kind)) != cudaSuccess) {
          cudaGetLastError();
          continue;
        }
        if (kind == cudaArraySparse) {
          cudaArraySparseProperties sp;
          memset(&sp, 0, sizeof sp);
          if (say(tag, "sparseProperties", cudaArrayGetSparseProperties(&sp, a)) == cudaSuccess)
            printf("%s tile=%ux%ux%u miptailFirstLevel=%u miptailSize=%llu flags=0x%x\n", tag, sp.tileExtent.width, sp.tileExtent.height, sp.tileExtent.depth,
                   sp.miptailFirstLevel, sp.miptailSize, sp.flags);
        } else {
          cudaArrayMemoryRequirements r;
          memset(&r, 0, sizeof r);
          if (say(tag, "memoryRequirements", cudaArrayGetMemoryRequirements(&r, a, 0)) == cudaSuccess)
            printf("%s size=%zu alignment=%zu\n", tag, r.size, r.alignment);
        }
        cudaGetLastError();
        cudaFreeArray(a);
      }
  // mipmapped
  struct M { size_t w, h, d; unsigned flags, levels; };
  const M ms[] = {{1024, 1024, 0, 0, 11}, {1000, 600, 0, 0, 10}, {256, 256, 0, 0, 3}, {100, 37, 0, 0, 7}, {64, 64, 64, 0, 7},
                  {33, 17, 9, 0, 6}, {256, 256, 6, C, 9}, {128, 128, 4, L, 8}, {300, 0, 0, 0, 9}};
  for (const E &e : es)
    for (const M &m : ms)
      for (unsigned kind : {(unsigned)cudaArraySparse, (unsigned)cudaArrayDeferredMapping}) {
        char tag[128];
        snprintf(tag, sizeof tag, "mip %s %s %zux%zux%zu L%u flags=0x%x", kind == cudaArraySparse ? "sparse" : "deferred", e.n, m.w, m.h, m.d, m.levels, m.flags | kind);
        cudaMipmappedArray_t mm;
        if (say(tag, "mallocMipmappedArray", cudaMallocMipmappedArray(&mm, &e.d, make_cudaExtent(m.w, m.h, m.d), m.levels, m.flags | kind)) != cudaSuccess) {
          cudaGetLastError();
          continue;
        }
        if (kind == cudaArraySparse) {
          cudaArraySparseProperties sp;
          memset(&sp, 0, sizeof sp);
          if (say(tag, "sparseProperties", cudaMipmappedArrayGetSparseProperties(&sp, mm)) == cudaSuccess)
            printf("%s tile=%ux%ux%u miptailFirstLevel=%u miptailSize=%llu flags=0x%x\n", tag, sp.tileExtent.width, sp.tileExtent.height, sp.tileExtent.depth,
                   sp.miptailFirstLevel, sp.miptailSize, sp.flags);
        } else {
          cudaArrayMemoryRequirements r;
          memset(&r, 0, sizeof r);
          if (say(tag, "memoryRequirements", cudaMipmappedArrayGetMemoryRequirements(&r, mm, 0)) == cudaSuccess)
            printf("%s size=%zu alignment=%zu\n", tag, r.size, r.alignment);
        }
        cudaGetLastError();
        cudaFreeMipmappedArray(mm);
      }
  return finish();
}
