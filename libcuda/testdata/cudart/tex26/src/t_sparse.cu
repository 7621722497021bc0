// t_sparse.cu: sparse and deferred-mapping arrays in use: copies into and
// out of an unmapped sparse array, texture and surface reads of it, tiles
// mapped with cuMemMapArrayAsync from a tile-pool allocation (aligned and
// not), copies across mapped and unmapped tiles, unmapping, the miptail of
// a sparse mipmapped array, and a deferred-mapping array before mapping.
// build: -lcuda
#include "tx.h"
#include <cuda.h>

__global__ void rd(cudaTextureObject_t t, const float2 *xy, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2D<float4>(t, xy[i].x, xy[i].y);
}
__global__ void srw(cudaSurfaceObject_t s, int x, int y, float4 *out) {
  out[0] = surf2Dread<float4>(s, x * 16, y, cudaBoundaryModeZero);
  surf2Dwrite<float4>(make_float4(1, 2, 3, 4), s, x * 16, y, cudaBoundaryModeZero);
  out[1] = surf2Dread<float4>(s, x * 16, y, cudaBoundaryModeZero);
}

static const char *cuName(CUresult r) {
  const char *s = "?";
  cuGetErrorName(r, &s);
  return s;
}
static CUresult cuSay(const char *tag, const char *what, CUresult r) {
  printf("%s %s -> %s\n", tag, what, cuName(r));
  return r;
}

static float2 *dxy;
static float4 *dout;
static const float2 xy[] = {{0.5f, 0.5f}, {63.5f, 63.5f}, {64.5f, 0.5f}, {127.5f, 3.5f}, {130.5f, 1.5f}, {5.5f, 70.5f}, {1023.5f, 1023.5f}, {2.5f, 2.5f}};
static const int NXY = 8;

static void readTex(const char *tag, cudaArray_t a) {
  cudaResourceDesc rd0 = arrayRes(a);
  cudaTextureDesc td = texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 0);
  cudaTextureObject_t o;
  if (say(tag, "createTextureObject", cudaCreateTextureObject(&o, &rd0, &td, nullptr)) != cudaSuccess) { cudaGetLastError(); return; }
  cudaMemset(dout, 0xcd, NXY * 16);
  rd<<<1, 32>>>(o, dxy, NXY, dout);
  syncShow(tag);
  unsigned w[NXY * 4];
  cudaMemcpy(w, dout, sizeof w, cudaMemcpyDeviceToHost);
  printWords(tag, w, NXY * 4, 8);
  cudaDestroyTextureObject(o);
}

// copyRow writes texels x0..x0+n-1 of row y with (x, y, tag, 1) and reads the row back.
static void copyRow(const char *tag, cudaArray_t a, int x0, int y, int n, float t) {
  std::vector<float4> v(n), back(n, make_float4(-9, -9, -9, -9));
  for (int i = 0; i < n; i++) v[i] = make_float4((float)(x0 + i), (float)y, t, 1);
  say(tag, "memcpy2DToArray", cudaMemcpy2DToArray(a, x0 * 16, y, v.data(), n * 16, n * 16, 1, cudaMemcpyHostToDevice));
  cudaGetLastError();
  say(tag, "sync", cudaDeviceSynchronize());
  if (say(tag, "memcpy2DFromArray", cudaMemcpy2DFromArray(back.data(), n * 16, a, x0 * 16, y, n * 16, 1, cudaMemcpyDeviceToHost)) == cudaSuccess)
    for (int i = 0; i < n; i += 16) printf("%s texel %d: %g %g %g %g\n", tag, x0 + i, back[i].x, back[i].y, back[i].z, back[i].w);
  cudaGetLastError();
}

static CUarrayMapInfo tileInfo(cudaArray_t a, CUmemGenericAllocationHandle h, unsigned x, unsigned y, unsigned w, unsigned hh, unsigned long long off, bool map) {
  CUarrayMapInfo mi;
  memset(&mi, 0, sizeof mi);
  mi.resourceType = CU_RESOURCE_TYPE_ARRAY;
  mi.resource.array = (CUarray)a;
  mi.subresourceType = CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL;
  mi.subresource.sparseLevel.level = 0;
  mi.subresource.sparseLevel.layer = 0;
  mi.subresource.sparseLevel.offsetX = x;
  mi.subresource.sparseLevel.offsetY = y;
  mi.subresource.sparseLevel.extentWidth = w;
  mi.subresource.sparseLevel.extentHeight = hh;
  mi.subresource.sparseLevel.extentDepth = 1;
  mi.memOperationType = map ? CU_MEM_OPERATION_TYPE_MAP : CU_MEM_OPERATION_TYPE_UNMAP;
  mi.memHandleType = CU_MEM_HANDLE_TYPE_GENERIC;
  mi.memHandle.memHandle = map ? h : 0;
  mi.offset = off;
  mi.deviceBitMask = 1;
  return mi;
}

int main() {
  REQUIRE(cudaMalloc(&dxy, sizeof xy));
  REQUIRE(cudaMalloc(&dout, 4096));
  REQUIRE(cudaMemcpy(dxy, xy, sizeof xy, cudaMemcpyHostToDevice));
  cudaChannelFormatDesc f4 = cudaCreateChannelDesc<float4>();
  cudaArray_t a;
  // tex26-b: the H200 refuses a sparse surface array (cudaErrorInvalidValue)
  if (say("sparse", "malloc3DArray sparse|surface", cudaMalloc3DArray(&a, &f4, make_cudaExtent(1024, 1024, 0), cudaArraySparse | cudaArraySurfaceLoadStore)) == cudaSuccess)
    cudaFreeArray(a);
  cudaGetLastError();
  REQUIRE(cudaMalloc3DArray(&a, &f4, make_cudaExtent(1024, 1024, 0), cudaArraySparse));
  info("sparse", a);
  cudaArraySparseProperties sp;
  memset(&sp, 0, sizeof sp);
  if (say("sparse", "getSparseProperties", cudaArrayGetSparseProperties(&sp, a)) == cudaSuccess)
    printf("sparse tile=%ux%ux%u miptailFirstLevel=%u miptailSize=%llu flags=0x%x\n", sp.tileExtent.width, sp.tileExtent.height, sp.tileExtent.depth, sp.miptailFirstLevel, sp.miptailSize, sp.flags);
  // unmapped
  copyRow("unmapped", a, 0, 0, 160, 1);
  readTex("unmapped", a);
  {
    cudaResourceDesc rd0 = arrayRes(a);
    cudaSurfaceObject_t s;
    if (say("unmapped", "createSurfaceObject", cudaCreateSurfaceObject(&s, &rd0)) == cudaSuccess) {
      srw<<<1, 1>>>(s, 3, 3, dout);
      syncShow("unmapped surface");
      float4 r[2];
      cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
      printf("unmapped surface %g %g %g %g / %g %g %g %g\n", r[0].x, r[0].y, r[0].z, r[0].w, r[1].x, r[1].y, r[1].z, r[1].w);
      cudaDestroySurfaceObject(s);
    }
    cudaGetLastError();
  }
  // a tile pool
  CUmemAllocationProp prop;
  memset(&prop, 0, sizeof prop);
  prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  prop.location.id = 0;
  prop.allocFlags.usage = CU_MEM_CREATE_USAGE_TILE_POOL;
  size_t gran = 0;
  cuSay("pool", "getAllocationGranularity", cuMemGetAllocationGranularity(&gran, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
  printf("pool granularity %zu\n", gran);
  CUmemGenericAllocationHandle h = 0;
  if (cuSay("pool", "memCreate 2 MiB", cuMemCreate(&h, 2 << 20, &prop, 0)) != CUDA_SUCCESS) return finish();
  struct M { const char *n; unsigned x, y, w, hh; unsigned long long off; };
  const M ms[] = {{"tile 0,0", 0, 0, 64, 64, 0},       {"tile 64,0 off 64K", 64, 0, 64, 64, 65536},
                  {"unaligned x", 32, 0, 64, 64, 131072}, {"extent 100", 128, 0, 100, 64, 131072},
                  {"offset 1000", 128, 0, 64, 64, 1000}, {"offset past pool", 128, 0, 64, 64, 2 << 20},
                  {"two tiles 0,64", 0, 64, 128, 64, 131072}, {"past array", 1024, 0, 64, 64, 262144}};
  for (const M &m : ms) {
    CUarrayMapInfo mi = tileInfo(a, h, m.x, m.y, m.w, m.hh, m.off, true);
    cuSay("map", m.n, cuMemMapArrayAsync(&mi, 1, 0));
    cuSay("map sync", m.n, cuStreamSynchronize(0));
  }
  copyRow("mapped row 0", a, 0, 0, 160, 2);
  copyRow("mapped row 70", a, 0, 70, 160, 3);
  readTex("mapped", a);
  // the same tile mapped twice, the pool freed while mapped
  {
    CUarrayMapInfo mi = tileInfo(a, h, 0, 0, 64, 64, 0, true);
    cuSay("map", "tile 0,0 again", cuMemMapArrayAsync(&mi, 1, 0));
    cuSay("map", "sync", cuStreamSynchronize(0));
    mi = tileInfo(a, h, 0, 0, 64, 64, 0, false);
    cuSay("unmap", "tile 0,0", cuMemMapArrayAsync(&mi, 1, 0));
    cuSay("unmap", "sync", cuStreamSynchronize(0));
    copyRow("after unmap row 0", a, 0, 0, 160, 4);
    mi = tileInfo(a, h, 0, 0, 64, 64, 0, false);
    cuSay("unmap", "tile 0,0 again", cuMemMapArrayAsync(&mi, 1, 0));
    cuSay("unmap", "sync", cuStreamSynchronize(0));
    mi = tileInfo(a, h, 0, 0, 64, 64, 0, true);
    cuSay("remap", "tile 0,0", cuMemMapArrayAsync(&mi, 1, 0));
    cuSay("remap", "sync", cuStreamSynchronize(0));
    copyRow("remapped row 0", a, 0, 0, 80, 5);
    cuSay("pool", "memRelease while mapped", cuMemRelease(h));
    copyRow("released row 0", a, 0, 0, 80, 6);
  }
  say("sparse", "freeArray", cudaFreeArray(a));
  say("sparse", "sync", cudaDeviceSynchronize());
  // a plain array given to cuMemMapArrayAsync
  {
    cudaArray_t p;
    REQUIRE(cudaMallocArray(&p, &f4, 64, 64));
    CUmemGenericAllocationHandle h2 = 0;
    cuSay("plain", "memCreate", cuMemCreate(&h2, 2 << 20, &prop, 0));
    CUarrayMapInfo mi = tileInfo(p, h2, 0, 0, 64, 64, 0, true);
    cuSay("plain", "map", cuMemMapArrayAsync(&mi, 1, 0));
    cuSay("plain", "sync", cuStreamSynchronize(0));
    // a pool that is not a tile pool
    CUmemAllocationProp p2 = prop;
    p2.allocFlags.usage = 0;
    CUmemGenericAllocationHandle h3 = 0;
    cudaArray_t s2;
    REQUIRE(cudaMalloc3DArray(&s2, &f4, make_cudaExtent(256, 256, 0), cudaArraySparse));
    if (cuSay("nonpool", "memCreate", cuMemCreate(&h3, 2 << 20, &p2, 0)) == CUDA_SUCCESS) {
      mi = tileInfo(s2, h3, 0, 0, 64, 64, 0, true);
      cuSay("nonpool", "map", cuMemMapArrayAsync(&mi, 1, 0));
      cuSay("nonpool", "sync", cuStreamSynchronize(0));
    }
    cuSay("null", "map count 0", cuMemMapArrayAsync(&mi, 0, 0));
    cuSay("null", "map null list", cuMemMapArrayAsync(nullptr, 1, 0));
    cuSay("null", "sync", cuStreamSynchronize(0));
    cuMemRelease(h2);
  }
  // a sparse mipmapped array's miptail
  {
    cudaMipmappedArray_t mm;
    if (say("mip", "malloc sparse 256x256 L9", cudaMallocMipmappedArray(&mm, &f4, make_cudaExtent(256, 256, 0), 9, cudaArraySparse)) == cudaSuccess) {
      cudaArraySparseProperties mp;
      memset(&mp, 0, sizeof mp);
      if (say("mip", "sparseProperties", cudaMipmappedArrayGetSparseProperties(&mp, mm)) == cudaSuccess)
        printf("mip tile=%ux%ux%u miptailFirstLevel=%u miptailSize=%llu flags=0x%x\n", mp.tileExtent.width, mp.tileExtent.height, mp.tileExtent.depth, mp.miptailFirstLevel, mp.miptailSize, mp.flags);
      CUmemGenericAllocationHandle h4 = 0;
      cuSay("mip", "memCreate", cuMemCreate(&h4, 2 << 20, &prop, 0));
      CUarrayMapInfo mi;
      memset(&mi, 0, sizeof mi);
      mi.resourceType = CU_RESOURCE_TYPE_MIPMAPPED_ARRAY;
      mi.resource.mipmap = (CUmipmappedArray)mm;
      mi.subresourceType = CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_MIPTAIL;
      mi.subresource.miptail.layer = 0;
      mi.subresource.miptail.offset = 0;
      mi.subresource.miptail.size = mp.miptailSize;
      mi.memOperationType = CU_MEM_OPERATION_TYPE_MAP;
      mi.memHandleType = CU_MEM_HANDLE_TYPE_GENERIC;
      mi.memHandle.memHandle = h4;
      mi.offset = 0;
      mi.deviceBitMask = 1;
      cuSay("mip", "map miptail", cuMemMapArrayAsync(&mi, 1, 0));
      cuSay("mip", "sync", cuStreamSynchronize(0));
      for (unsigned l = 0; l < 9; l++) {
        cudaArray_t la;
        char tag[64];
        snprintf(tag, sizeof tag, "mip level %u", l);
        if (say(tag, "getLevel", cudaGetMipmappedArrayLevel(&la, mm, l)) != cudaSuccess) continue;
        info(tag, la);
        copyRow(tag, la, 0, 0, 1, 7 + l);
      }
    }
    cudaGetLastError();
  }
  // deferred mapping
  {
    cudaArray_t dm;
    if (say("deferred", "malloc 256x256", cudaMalloc3DArray(&dm, &f4, make_cudaExtent(256, 256, 0), cudaArrayDeferredMapping)) == cudaSuccess) {
      cudaArrayMemoryRequirements r;
      memset(&r, 0, sizeof r);
      if (say("deferred", "memoryRequirements", cudaArrayGetMemoryRequirements(&r, dm, 0)) == cudaSuccess) printf("deferred size=%zu alignment=%zu\n", r.size, r.alignment);
      copyRow("deferred", dm, 0, 0, 16, 20);
      readTex("deferred", dm);
    }
    cudaGetLastError();
  }
  return finish();
}
