// t_info.cu: CUDA arrays' limits and queries through the runtime: every
// texture and surface size attribute, arrays at each maximum and one past
// it (per geometry, with and without cudaArraySurfaceLoadStore),
// cudaArrayGetInfo flags, cudaArrayGetMemoryRequirements, sparse and
// deferred-mapping arrays and their cudaArrayGetSparseProperties, and NV12
// planes (cudaArrayGetPlane).
#include "tx.h"

static int attr(int a) {
  int v = -1;
  cudaError_t e = cudaDeviceGetAttribute(&v, (cudaDeviceAttr)a, 0);
  printf("attr %d -> %s %d\n", a, cudaGetErrorName(e), v);
  return v;
}

static void tryArray(const char *tag, cudaChannelFormatDesc d, size_t w, size_t h, size_t dd, unsigned flags) {
  cudaArray_t a = nullptr;
  char t2[128];
  snprintf(t2, sizeof t2, "%s %zux%zux%zu flags=0x%x", tag, w, h, dd, flags);
  cudaError_t e = say(t2, "malloc3DArray", cudaMalloc3DArray(&a, &d, make_cudaExtent(w, h, dd), flags));
  cudaGetLastError();
  if (e != cudaSuccess) return;
  info(t2, a);
  cudaArrayMemoryRequirements r;
  memset(&r, 0, sizeof r);
  if (say(t2, "getMemoryRequirements", cudaArrayGetMemoryRequirements(&r, a, 0)) == cudaSuccess)
    printf("%s requirements size=%zu alignment=%zu\n", t2, r.size, r.alignment);
  cudaGetLastError();
  cudaArraySparseProperties sp;
  memset(&sp, 0, sizeof sp);
  if (say(t2, "getSparseProperties", cudaArrayGetSparseProperties(&sp, a)) == cudaSuccess)
    printf("%s sparse tile=%ux%ux%u miptailFirstLevel=%u miptailSize=%llu flags=0x%x\n", t2, sp.tileExtent.width, sp.tileExtent.height, sp.tileExtent.depth,
           sp.miptailFirstLevel, sp.miptailSize, sp.flags);
  cudaGetLastError();
  say(t2, "free", cudaFreeArray(a));
  cudaGetLastError();
}

int main() {
  for (int a : {14, 30, 51})
    attr(a);
  int t1 = attr(21), t2w = attr(22), t2h = attr(23), t3w = attr(24), t3h = attr(25), t3d = attr(26);
  int t2lw = attr(27), t2lh = attr(28), t2ll = attr(29), t1lw = attr(42), t1ll = attr(43);
  attr(45); attr(46);
  int t3wa = attr(47), t3ha = attr(48), t3da = attr(49);
  int tcw = attr(52), tclw = attr(53), tcll = attr(54);
  int s1 = attr(55), s2w = attr(56), s2h = attr(57), s3w = attr(58), s3h = attr(59), s3d = attr(60);
  int s1lw = attr(61), s1ll = attr(62), s2lw = attr(63), s2lh = attr(64), s2ll = attr(65), scw = attr(66), sclw = attr(67), scll = attr(68);
  for (int a : {69, 70, 71, 72, 73, 74, 77, 115, 116, 117, 118})
    attr(a);
  (void)t2lh; (void)t3wa; (void)t3ha; (void)t3da; (void)s2lh; (void)tcll; (void)scll;
  cudaChannelFormatDesc u1 = cudaCreateChannelDesc<unsigned char>();
  const unsigned L = cudaArrayLayered, C = cudaArrayCubemap, S = cudaArraySurfaceLoadStore;
  // limits: each dimension at its maximum and one past, the others 1
  tryArray("lim 1d", u1, t1, 0, 0, 0);
  tryArray("lim 1d", u1, t1 + 1, 0, 0, 0);
  tryArray("lim 1d surf", u1, s1, 0, 0, S);
  tryArray("lim 1d surf", u1, s1 + 1, 0, 0, S);
  tryArray("lim 2d w", u1, t2w, 1, 0, 0);
  tryArray("lim 2d w", u1, t2w + 1, 1, 0, 0);
  tryArray("lim 2d h", u1, 1, t2h, 0, 0);
  tryArray("lim 2d h", u1, 1, t2h + 1, 0, 0);
  tryArray("lim 2d surf w", u1, s2w, 1, 0, S);
  tryArray("lim 2d surf w", u1, s2w + 1, 1, 0, S);
  tryArray("lim 2d surf h", u1, 1, s2h, 0, S);
  tryArray("lim 2d surf h", u1, 1, s2h + 1, 0, S);
  tryArray("lim 3d w", u1, t3w, 1, 1, 0);
  tryArray("lim 3d w", u1, t3w + 1, 1, 1, 0);
  tryArray("lim 3d h", u1, 1, t3h, 1, 0);
  tryArray("lim 3d h", u1, 1, t3h + 1, 1, 0);
  tryArray("lim 3d d", u1, 1, 1, t3d, 0);
  tryArray("lim 3d d", u1, 1, 1, t3d + 1, 0);
  tryArray("lim 3d alt w", u1, t3wa, 1, 1, 0);
  tryArray("lim 3d alt w", u1, t3wa + 1, 1, 1, 0);
  tryArray("lim 3d alt d", u1, 1, 1, t3da, 0);
  tryArray("lim 3d alt d", u1, 1, 1, t3da + 1, 0);
  tryArray("lim 3d surf w", u1, s3w, 1, 1, S);
  tryArray("lim 3d surf w", u1, s3w + 1, 1, 1, S);
  tryArray("lim 3d surf d", u1, 1, 1, s3d, S);
  tryArray("lim 3d surf d", u1, 1, 1, s3d + 1, S);
  tryArray("lim 3d surf h", u1, 1, s3h, 1, S);
  tryArray("lim 3d surf h", u1, 1, s3h + 1, 1, S);
  tryArray("lim layered1d w", u1, t1lw, 0, 1, L);
  tryArray("lim layered1d w", u1, t1lw + 1, 0, 1, L);
  tryArray("lim layered1d layers", u1, 1, 0, t1ll, L);
  tryArray("lim layered1d layers", u1, 1, 0, t1ll + 1, L);
  tryArray("lim layered1d surf w", u1, s1lw, 0, 1, L | S);
  tryArray("lim layered1d surf w", u1, s1lw + 1, 0, 1, L | S);
  tryArray("lim layered1d surf layers", u1, 1, 0, s1ll, L | S);
  tryArray("lim layered1d surf layers", u1, 1, 0, s1ll + 1, L | S);
  tryArray("lim layered2d w", u1, t2lw, 1, 1, L);
  tryArray("lim layered2d w", u1, t2lw + 1, 1, 1, L);
  tryArray("lim layered2d layers", u1, 1, 1, t2ll, L);
  tryArray("lim layered2d layers", u1, 1, 1, t2ll + 1, L);
  tryArray("lim layered2d surf w", u1, s2lw, 1, 1, L | S);
  tryArray("lim layered2d surf w", u1, s2lw + 1, 1, 1, L | S);
  tryArray("lim layered2d surf layers", u1, 1, 1, s2ll, L | S);
  tryArray("lim layered2d surf layers", u1, 1, 1, s2ll + 1, L | S);
  tryArray("lim cube", u1, tcw, tcw, 6, C);
  tryArray("lim cube", u1, tcw + 1, tcw + 1, 6, C);
  tryArray("lim cube surf", u1, scw, scw, 6, C | S);
  tryArray("lim cube surf", u1, scw + 1, scw + 1, 6, C | S);
  tryArray("lim cubelayered", u1, tclw, tclw, 6, C | L);
  tryArray("lim cubelayered", u1, tclw + 1, tclw + 1, 6, C | L);
  tryArray("lim cubelayered layers", u1, 1, 1, tcll, C | L);
  tryArray("lim cubelayered layers", u1, 1, 1, tcll + 6, C | L);
  tryArray("lim cubelayered surf", u1, sclw, sclw, 6, C | L | S);
  tryArray("lim cubelayered surf", u1, sclw + 1, sclw + 1, 6, C | L | S);
  // shapes and flags
  tryArray("shape", u1, 0, 0, 0, 0);
  tryArray("shape", u1, 0, 5, 0, 0);
  tryArray("shape", u1, 4, 0, 3, 0);
  tryArray("shape", u1, 4, 4, 0, L);
  tryArray("shape", u1, 4, 4, 5, C);
  tryArray("shape", u1, 4, 5, 6, C);
  tryArray("shape", u1, 4, 4, 7, C | L);
  tryArray("shape", u1, 4, 4, 6, C | L);
  tryArray("shape", u1, 4, 0, 0, L);
  tryArray("shape", u1, 4, 4, 4, cudaArrayTextureGather);
  tryArray("shape", u1, 4, 4, 0, cudaArrayTextureGather);
  tryArray("shape", u1, 4, 0, 0, cudaArrayTextureGather);
  tryArray("shape", u1, 4, 4, 0, cudaArrayColorAttachment);
  tryArray("shape", u1, 4, 4, 2, cudaArrayColorAttachment);
  tryArray("shape", u1, 4, 4, 0, 0x10000);
  tryArray("shape", u1, 4, 4, 0, 0x8);
  // sparse and deferred mapping
  cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>(), f4 = cudaCreateChannelDesc<float4>(), u4 = cudaCreateChannelDesc<uchar4>();
  const unsigned SP = cudaArraySparse, DM = cudaArrayDeferredMapping;
  for (unsigned fl : {SP, DM, SP | DM, SP | S, DM | S, SP | L, DM | L, SP | C, DM | C}) {
    for (auto ext : {make_cudaExtent(1024, 1024, 0), make_cudaExtent(64, 64, 0), make_cudaExtent(100, 0, 0), make_cudaExtent(64, 64, 64), make_cudaExtent(64, 64, 6), make_cudaExtent(256, 256, 12)}) {
      tryArray("sparse f1", f1, ext.width, ext.height, ext.depth, fl);
    }
  }
  tryArray("sparse u1", u1, 1024, 1024, 0, SP);
  tryArray("sparse u4", u4, 1024, 1024, 0, SP);
  tryArray("sparse f4", f4, 1024, 1024, 0, SP);
  tryArray("sparse f4 3d", f4, 128, 128, 128, SP);
  tryArray("deferred f4", f4, 1024, 1024, 0, DM);
  tryArray("plain f4", f4, 1024, 1024, 0, 0);
  tryArray("plain f4", f4, 1000, 3, 0, 0);
  tryArray("plain u1", u1, 1, 1, 0, 0);
  tryArray("plain u1 3d", u1, 17, 9, 5, 0);
  tryArray("plain f4 layered", f4, 33, 17, 4, L);
  // sparse mipmapped
  for (unsigned fl : {SP, DM}) {
    for (auto ext : {make_cudaExtent(1024, 1024, 0), make_cudaExtent(128, 128, 128), make_cudaExtent(256, 256, 6)}) {
      for (unsigned levels : {1u, 5u, 11u}) {
        cudaMipmappedArray_t m = nullptr;
        char tag[128];
        unsigned f2 = fl | (ext.depth == 6 ? C : 0u);
        snprintf(tag, sizeof tag, "mip sparse %zux%zux%zu levels=%u flags=0x%x", ext.width, ext.height, ext.depth, levels, f2);
        if (say(tag, "mallocMipmappedArray", cudaMallocMipmappedArray(&m, &f4, ext, levels, f2)) != cudaSuccess) { cudaGetLastError(); continue; }
        cudaArraySparseProperties sp;
        memset(&sp, 0, sizeof sp);
        if (say(tag, "mipmappedArrayGetSparseProperties", cudaMipmappedArrayGetSparseProperties(&sp, m)) == cudaSuccess)
          printf("%s sparse tile=%ux%ux%u miptailFirstLevel=%u miptailSize=%llu flags=0x%x\n", tag, sp.tileExtent.width, sp.tileExtent.height, sp.tileExtent.depth,
                 sp.miptailFirstLevel, sp.miptailSize, sp.flags);
        cudaGetLastError();
        cudaArrayMemoryRequirements r;
        memset(&r, 0, sizeof r);
        if (say(tag, "mipmappedGetMemoryRequirements", cudaMipmappedArrayGetMemoryRequirements(&r, m, 0)) == cudaSuccess)
          printf("%s requirements size=%zu alignment=%zu\n", tag, r.size, r.alignment);
        cudaGetLastError();
        cudaArray_t l0;
        if (say(tag, "level 0", cudaGetMipmappedArrayLevel(&l0, m, 0)) == cudaSuccess) info(tag, l0);
        cudaGetLastError();
        cudaFreeMipmappedArray(m);
      }
    }
  }
  {
    cudaMipmappedArray_t m = nullptr;
    if (say("mip plain", "malloc", cudaMallocMipmappedArray(&m, &f4, make_cudaExtent(64, 64, 0), 3, 0)) == cudaSuccess) {
      cudaArraySparseProperties sp;
      say("mip plain", "getSparseProperties", cudaMipmappedArrayGetSparseProperties(&sp, m));
      cudaGetLastError();
      cudaArrayMemoryRequirements r;
      memset(&r, 0, sizeof r);
      if (say("mip plain", "getMemoryRequirements", cudaMipmappedArrayGetMemoryRequirements(&r, m, 0)) == cudaSuccess)
        printf("mip plain requirements size=%zu alignment=%zu\n", r.size, r.alignment);
      cudaGetLastError();
      say("mip plain", "getMemoryRequirements device 1", cudaMipmappedArrayGetMemoryRequirements(&r, m, 1));
      cudaGetLastError();
    }
  }
  // queries with bad arguments
  {
    cudaArray_t a;
    REQUIRE(cudaMallocArray(&a, &f1, 4, 4));
    cudaArrayMemoryRequirements r;
    say("bad", "getMemoryRequirements device 1", cudaArrayGetMemoryRequirements(&r, a, 1));
    cudaGetLastError();
    say("bad", "getMemoryRequirements device -1", cudaArrayGetMemoryRequirements(&r, a, -1));
    cudaGetLastError();
    say("bad", "getMemoryRequirements null out", cudaArrayGetMemoryRequirements(nullptr, a, 0));
    cudaGetLastError();
    say("bad", "getMemoryRequirements null array", cudaArrayGetMemoryRequirements(&r, nullptr, 0));
    cudaGetLastError();
    cudaChannelFormatDesc d;
    cudaExtent e;
    unsigned fl;
    say("bad", "arrayGetInfo null array", cudaArrayGetInfo(&d, &e, &fl, nullptr));
    cudaGetLastError();
    say("bad", "arrayGetInfo all null outs", cudaArrayGetInfo(nullptr, nullptr, nullptr, a));
    cudaGetLastError();
    say("bad", "getChannelDesc null array", cudaGetChannelDesc(&d, nullptr));
    cudaGetLastError();
    cudaArray_t p;
    say("bad", "getPlane non-nv12", cudaArrayGetPlane(&p, a, 0));
    cudaGetLastError();
    say("bad", "free", cudaFreeArray(a));
    say("bad", "free again", cudaFreeArray(a));
    cudaGetLastError();
    say("bad", "free null", cudaFreeArray(nullptr));
    cudaGetLastError();
    say("bad", "freeMipmapped null", cudaFreeMipmappedArray(nullptr));
    cudaGetLastError();
  }
  // NV12 planes
  {
    cudaChannelFormatDesc nv = cudaCreateChannelDesc(8, 8, 8, 0, cudaChannelFormatKindNV12);
    for (auto ext : {make_cudaExtent(8, 6, 0), make_cudaExtent(7, 6, 0), make_cudaExtent(8, 5, 0), make_cudaExtent(8, 0, 0), make_cudaExtent(8, 6, 2)}) {
      char tag[96];
      snprintf(tag, sizeof tag, "nv12 %zux%zux%zu", ext.width, ext.height, ext.depth);
      cudaArray_t a;
      if (say(tag, "malloc3DArray", cudaMalloc3DArray(&a, &nv, ext, 0)) != cudaSuccess) { cudaGetLastError(); continue; }
      info(tag, a);
      for (unsigned pl = 0; pl < 3; pl++) {
        cudaArray_t p;
        char t2[112];
        snprintf(t2, sizeof t2, "%s plane %u", tag, pl);
        if (say(t2, "getPlane", cudaArrayGetPlane(&p, a, pl)) == cudaSuccess) info(t2, p);
        cudaGetLastError();
      }
      cudaArrayMemoryRequirements r;
      memset(&r, 0, sizeof r);
      if (say(tag, "getMemoryRequirements", cudaArrayGetMemoryRequirements(&r, a, 0)) == cudaSuccess)
        printf("%s requirements size=%zu alignment=%zu\n", tag, r.size, r.alignment);
      cudaGetLastError();
      // a copy into the whole array, and a texture over it
      std::vector<unsigned char> h(ext.width * ext.height * 3 / 2 + 64);
      for (size_t i = 0; i < h.size(); i++) h[i] = (unsigned char)(i * 9);
      say(tag, "memcpy2DToArray luma rows", cudaMemcpy2DToArray(a, 0, 0, h.data(), ext.width, ext.width, ext.height, cudaMemcpyHostToDevice));
      cudaGetLastError();
      say(tag, "memcpy2DToArray 1.5x rows", cudaMemcpy2DToArray(a, 0, 0, h.data(), ext.width, ext.width, ext.height * 3 / 2, cudaMemcpyHostToDevice));
      cudaGetLastError();
      cudaResourceDesc rd = arrayRes(a);
      cudaTextureDesc td = texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 0);
      cudaTextureObject_t o;
      if (say(tag, "createTextureObject", cudaCreateTextureObject(&o, &rd, &td, nullptr)) == cudaSuccess) cudaDestroyTextureObject(o);
      cudaGetLastError();
      td.readMode = cudaReadModeNormalizedFloat;
      if (say(tag, "createTextureObject normfloat", cudaCreateTextureObject(&o, &rd, &td, nullptr)) == cudaSuccess) cudaDestroyTextureObject(o);
      cudaGetLastError();
      cudaFreeArray(a);
    }
  }
  return finish();
}
