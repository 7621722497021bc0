// t_pages.cu (probe sparse31-c): what session 31's model of tile pool pages
// (docs/textures.md, "Sparse and deferred-mapping arrays") infers but no
// recording shows.
//  * tail: part of a miptail mapped alone: whole levels in the page (f1
//    1000x600, 10 levels: level 3 fills page 0) and a level cut by the page
//    (f1 134x600: level 1 spans pages 0 and 1); which texels each level keeps.
//  * alias: one page under tiles of two arrays: same texel size, other format
//    (f1 and uchar4), other texel size (f2 and f4; u8 and f1): what one reads of
//    the other's texels.
//  * conflict: one copy writing one element through two tiles on one page.
//  * mipnorm: unnormalized coordinates on a mipmapped texture through tex2D,
//    tex2DGrad and tex3DLod (tex2DLod was measured: t_layout's packedmip).
//  * deferredtex, deferredmip, deferredpart (one a process: an unmapped
//    deferred array's copy is a sticky fault): a deferred array unmapped while
//    a texture object reads it; a deferred mipmapped array mapped whole; part
//    of a deferred array mapped.
// build: -lcuda
#include "tx.h"
#include <cuda.h>

static float *dout;
static CUmemGenericAllocationHandle pool;

static void code(const char *tag, const char *what, CUresult r) {
  const char *s = "?";
  cuGetErrorName(r, &s);
  printf("%s %s -> %s\n", tag, what, s);
}

// entry maps (or unmaps) a level region or, with tail, bytes of a miptail of an
// array (mip = 0) or mipmapped array, at pool offset off.
struct Region {
  unsigned level, layer, x, y, z, w, h, d;
};
static void entry(const char *tag, void *res, bool mip, bool tail, Region r, unsigned long long toff, unsigned long long tsize,
                  unsigned long long off, bool map) {
  CUarrayMapInfo mi;
  memset(&mi, 0, sizeof mi);
  mi.resourceType = mip ? CU_RESOURCE_TYPE_MIPMAPPED_ARRAY : CU_RESOURCE_TYPE_ARRAY;
  if (mip) mi.resource.mipmap = (CUmipmappedArray)res;
  else mi.resource.array = (CUarray)res;
  if (tail) {
    mi.subresourceType = CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_MIPTAIL;
    mi.subresource.miptail.layer = r.layer;
    mi.subresource.miptail.offset = toff;
    mi.subresource.miptail.size = tsize;
  } else {
    mi.subresourceType = CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL;
    mi.subresource.sparseLevel = {r.level, r.layer, r.x, r.y, r.z, r.w, r.h, r.d};
  }
  mi.memOperationType = map ? CU_MEM_OPERATION_TYPE_MAP : CU_MEM_OPERATION_TYPE_UNMAP;
  mi.memHandleType = CU_MEM_HANDLE_TYPE_GENERIC;
  mi.memHandle.memHandle = map ? pool : 0;
  mi.offset = off;
  mi.deviceBitMask = 1;
  code(tag, map ? "map" : "unmap", cuMemMapArrayAsync(&mi, 1, 0));
  code(tag, "sync", cuStreamSynchronize(0));
}

// bytes copies n bytes to (write) or from array a at byte x of row y and prints what it read.
static void bytes(const char *tag, cudaArray_t a, size_t x, size_t y, const void *src, size_t n) {
  unsigned char b[16] = {0};
  cudaError_t e;
  if (src) {
    e = cudaMemcpy2DToArray(a, x, y, src, n, n, 1, cudaMemcpyHostToDevice);
    printf("%s put %zu bytes at (%zu, %zu) -> %s\n", tag, n, x, y, cudaGetErrorName(e));
  } else {
    e = cudaMemcpy2DFromArray(b, n, a, x, y, n, 1, cudaMemcpyDeviceToHost);
    printf("%s get %zu bytes at (%zu, %zu) -> %s", tag, n, x, y, cudaGetErrorName(e));
    for (size_t i = 0; i < n; i++) printf(" %02x", b[i]);
    printf("\n");
  }
  cudaGetLastError();
}

static cudaArray_t sparse2D(const char *tag, cudaChannelFormatDesc d, size_t w, size_t h) {
  cudaArray_t a = nullptr;
  if (say(tag, "malloc", cudaMalloc3DArray(&a, &d, make_cudaExtent(w, h, 0), cudaArraySparse)) != cudaSuccess) cudaGetLastError();
  return a;
}

// levels writes 4 bytes (0x10 + level) at texel (x, y) of every level of m, then reads them back.
static void levels(const char *tag, cudaMipmappedArray_t m, unsigned n, unsigned x, unsigned y) {
  for (unsigned l = 0; l < n; l++) {
    cudaArray_t la;
    if (cudaGetMipmappedArrayLevel(&la, m, l) != cudaSuccess) continue;
    cudaExtent e;
    cudaChannelFormatDesc d;
    unsigned fl;
    cudaArrayGetInfo(&d, &e, &fl, la);
    size_t lx = x % e.width, ly = y % (e.height ? e.height : 1);
    unsigned v = 0x10 + l;
    char t[96];
    snprintf(t, sizeof t, "%s level %u", tag, l);
    bytes(t, la, lx * 4, ly, &v, 4);
    bytes(t, la, lx * 4, ly, nullptr, 4);
  }
}

static void tail() {
  cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>();
  const struct { size_t w, h; unsigned long long off; } cases[] = {{1000, 600, 65536}, {1000, 600, 0}, {134, 600, 0}, {134, 600, 65536}};
  for (auto c : cases) {
    char tag[96];
    snprintf(tag, sizeof tag, "tail %zux%zu page at %llu", c.w, c.h, c.off);
    cudaMipmappedArray_t m;
    if (say(tag, "malloc", cudaMallocMipmappedArray(&m, &f1, make_cudaExtent(c.w, c.h, 0), 10, cudaArraySparse)) != cudaSuccess) {
      cudaGetLastError();
      continue;
    }
    cudaArraySparseProperties sp;
    memset(&sp, 0, sizeof sp);
    cudaMipmappedArrayGetSparseProperties(&sp, m);
    printf("%s first=%u miptail=%llu\n", tag, sp.miptailFirstLevel, sp.miptailSize);
    entry(tag, m, true, true, Region{}, c.off, 65536, 0, true);
    for (unsigned xy : {0u, 66u, 299u})
      levels(tag, m, 10, xy, xy);
    entry(tag, m, true, true, Region{}, c.off, 65536, 0, false);
    cudaFreeMipmappedArray(m);
  }
}

static void alias() {
  // each array's tile (64 KiB): u8 256x256, f1 and uchar4 128x128, f2 128x64, f4 64x64
  struct { const char *n; cudaChannelFormatDesc a, b; Region ta, tb; } cases[] = {
      {"f1/u8x4", cudaCreateChannelDesc<float>(), cudaCreateChannelDesc<uchar4>(), {0, 0, 0, 0, 0, 128, 128, 1}, {0, 0, 0, 0, 0, 128, 128, 1}},
      {"f2/f4", cudaCreateChannelDesc<float2>(), cudaCreateChannelDesc<float4>(), {0, 0, 0, 0, 0, 128, 64, 1}, {0, 0, 0, 0, 0, 64, 64, 1}},
      {"u8/f1", cudaCreateChannelDesc<unsigned char>(), cudaCreateChannelDesc<float>(), {0, 0, 0, 0, 0, 256, 256, 1}, {0, 0, 0, 0, 0, 128, 128, 1}},
  };
  unsigned long long page = 0; // each case its own page
  for (auto &c : cases) {
    char tag[64];
    snprintf(tag, sizeof tag, "alias %s", c.n);
    page += 65536;
    cudaArray_t a = sparse2D(tag, c.a, 1024, 1024), b = sparse2D(tag, c.b, 1024, 1024);
    if (!a || !b) continue;
    entry(tag, a, false, false, c.ta, 0, 0, page, true);
    entry(tag, b, false, false, c.tb, 0, 0, page, true);
    unsigned char v[16];
    for (int i = 0; i < 16; i++) v[i] = (unsigned char)(0xa0 + i);
    // bytes 64..79 of row 3 and bytes 0..15 of row 9 written through a, read through b at
    // the same bytes and elsewhere
    bytes(tag, a, 64, 3, v, 16);
    bytes(tag, a, 0, 9, v, 16);
    for (size_t x : {0, 64, 128, 512})
      for (size_t y : {3, 9, 0})
        bytes(tag, b, x, y, nullptr, 16);
    entry(tag, a, false, false, c.ta, 0, 0, 0, false);
    entry(tag, b, false, false, c.tb, 0, 0, 0, false);
    cudaFreeArray(a);
    cudaFreeArray(b);
  }
}

static void conflict() {
  const char *tag = "conflict";
  cudaArray_t a = sparse2D(tag, cudaCreateChannelDesc<float>(), 1024, 1024);
  if (!a) return;
  entry("conflict tile 0,0", a, false, false, Region{0, 0, 0, 0, 0, 128, 128, 1}, 0, 0, 0, true);
  entry("conflict tile 128,0", a, false, false, Region{0, 0, 128, 0, 0, 128, 128, 1}, 0, 0, 0, true);
  std::vector<float> row(256), back(256);
  for (int i = 0; i < 256; i++) row[i] = (float)(i + 1);
  say(tag, "put row 0 of 256", cudaMemcpy2DToArray(a, 0, 0, row.data(), 1024, 1024, 1, cudaMemcpyHostToDevice));
  say(tag, "get row 0", cudaMemcpy2DFromArray(back.data(), 1024, a, 0, 0, 1024, 1, cudaMemcpyDeviceToHost));
  printf("%s read %g %g %g %g\n", tag, back[0], back[5], back[128], back[133]);
  cudaFreeArray(a);
}

__global__ void reads(cudaTextureObject_t t, float x, float y, float z, uchar4 *out) {
  out[0] = tex2D<uchar4>(t, x, y);
  out[1] = tex2DGrad<uchar4>(t, x, y, make_float2(2, 0), make_float2(0, 2));
  out[2] = tex2DLod<uchar4>(t, x, y, 1.0f);
}
__global__ void reads3(cudaTextureObject_t t, float x, float y, float z, uchar4 *out) {
  out[0] = tex3D<uchar4>(t, x, y, z);
  out[1] = tex3DLod<uchar4>(t, x, y, z, 1.0f);
}

static void mipnorm() {
  cudaChannelFormatDesc u4 = cudaCreateChannelDesc<uchar4>();
  for (int three = 0; three < 2; three++) {
    const char *tag = three ? "mipnorm 3d" : "mipnorm 2d";
    cudaMipmappedArray_t m;
    cudaExtent e = three ? make_cudaExtent(16, 16, 16) : make_cudaExtent(64, 64, 0);
    if (say(tag, "malloc", cudaMallocMipmappedArray(&m, &u4, e, 3, 0)) != cudaSuccess) continue;
    for (unsigned l = 0; l < 3; l++) {
      cudaArray_t la;
      cudaGetMipmappedArrayLevel(&la, m, l);
      size_t w = e.width >> l, h = e.height >> l, d = three ? e.depth >> l : 1;
      std::vector<unsigned char> in(w * h * d * 4);
      for (size_t i = 0; i < in.size(); i++) in[i] = (unsigned char)((l + 1) * 40 + i);
      cudaMemcpy3DParms p;
      memset(&p, 0, sizeof p);
      p.srcPtr = make_cudaPitchedPtr(in.data(), w * 4, w, h);
      p.dstArray = la;
      p.extent = make_cudaExtent(w, h, d);
      p.kind = cudaMemcpyHostToDevice;
      cudaMemcpy3D(&p);
    }
    cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeMipmappedArray;
    rd.res.mipmap.mipmap = m;
    cudaTextureDesc td = texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 0);
    td.mipmapFilterMode = cudaFilterModePoint;
    td.maxMipmapLevelClamp = 2;
    cudaTextureObject_t o;
    if (say(tag, "texture", cudaCreateTextureObject(&o, &rd, &td, nullptr)) == cudaSuccess) {
      uchar4 *out = (uchar4 *)dout;
      for (float c : {0.3f, 2.5f}) {
        if (three) reads3<<<1, 1>>>(o, c, c, c, out);
        else reads<<<1, 1>>>(o, c, c, c, out);
        cudaError_t err = cudaDeviceSynchronize();
        uchar4 r[3];
        cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
        printf("%s at %g -> %s", tag, c, cudaGetErrorName(err));
        for (int i = 0; i < (three ? 2 : 3); i++) printf(" (%u %u %u %u)", r[i].x, r[i].y, r[i].z, r[i].w);
        printf("\n");
      }
      cudaDestroyTextureObject(o);
    }
    cudaFreeMipmappedArray(m);
  }
}

__global__ void tread(cudaTextureObject_t t, float x, float y, float *out) { out[0] = tex2D<float>(t, x, y); }

static void deferred(const char *how) {
  char tag[64];
  snprintf(tag, sizeof tag, "deferred%s", how);
  cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>();
  if (!strcmp(how, "mip")) {
    cudaMipmappedArray_t m;
    if (say(tag, "malloc f1 300x200 L3", cudaMallocMipmappedArray(&m, &f1, make_cudaExtent(300, 200, 0), 3, cudaArrayDeferredMapping)) != cudaSuccess) return;
    cudaArrayMemoryRequirements r;
    memset(&r, 0, sizeof r);
    cudaMipmappedArrayGetMemoryRequirements(&r, m, 0);
    printf("%s size=%zu\n", tag, r.size);
    entry(tag, m, true, true, Region{}, 0, r.size, 0, true);
    levels(tag, m, 3, 7, 5);
    return;
  }
  cudaArray_t a;
  if (say(tag, "malloc f1 300x200", cudaMalloc3DArray(&a, &f1, make_cudaExtent(300, 200, 0), cudaArrayDeferredMapping)) != cudaSuccess) return;
  cudaArrayMemoryRequirements r;
  memset(&r, 0, sizeof r);
  cudaArrayGetMemoryRequirements(&r, a, 0);
  printf("%s size=%zu\n", tag, r.size);
  if (!strcmp(how, "part")) {
    entry(tag, a, false, true, Region{}, 0, 65536, 0, true);
    entry(tag, a, false, false, Region{0, 0, 0, 0, 0, 128, 128, 1}, 0, 0, 65536, true);
    return;
  }
  entry(tag, a, false, true, Region{}, 0, r.size, 0, true);
  float v = 61;
  bytes(tag, a, 299 * 4, 199, &v, 4);
  cudaResourceDesc rd0 = arrayRes(a);
  cudaTextureObject_t t;
  cudaTextureDesc td = texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 0);
  if (say(tag, "texture", cudaCreateTextureObject(&t, &rd0, &td, nullptr)) != cudaSuccess) return;
  entry(tag, a, false, true, Region{}, 0, r.size, 0, false);
  tread<<<1, 1>>>(t, 299.5f, 199.5f, dout);
  syncShow(tag);
  float w = -1;
  cudaMemcpy(&w, dout, 4, cudaMemcpyDeviceToHost);
  printf("%s tex after unmap %g\n", tag, w);
  entry(tag, a, false, true, Region{}, 0, r.size, 0, true);
  bytes(tag, a, 299 * 4, 199, nullptr, 4);
}

int main(int argc, char **argv) {
  cudaFree(0);
  REQUIRE(cudaMalloc(&dout, 4096));
  CUmemAllocationProp prop;
  memset(&prop, 0, sizeof prop);
  prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  prop.allocFlags.usage = CU_MEM_CREATE_USAGE_TILE_POOL;
  code("pages", "memCreate 2 MiB", cuMemCreate(&pool, 2 << 20, &prop, 0));
  const char *mode = argc > 1 ? argv[1] : "tail";
  if (!strcmp(mode, "tail")) tail();
  else if (!strcmp(mode, "alias")) alias();
  else if (!strcmp(mode, "conflict")) conflict();
  else if (!strcmp(mode, "mipnorm")) mipnorm();
  else if (!strncmp(mode, "deferred", 8)) deferred(mode + 8);
  return finish();
}
