// t_mip.cu: mipmapped arrays through the runtime: which extents and level
// counts cudaMallocMipmappedArray accepts, each level's extent
// (cudaGetMipmappedArrayLevel + cudaArrayGetInfo), copies into levels, and
// what tex1DLod/tex2DLod/tex2DGrad/tex3DLod/texCubemapLod read with mipmap
// filter, level bias and clamps.
#include "tx.h"

__global__ void lod2D(cudaTextureObject_t t, const float4 *q, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2DLod<float4>(t, q[i].x, q[i].y, q[i].z);
}
__global__ void grad2D(cudaTextureObject_t t, const float4 *q, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2DGrad<float4>(t, q[i].x, q[i].y, make_float2(q[i].z, 0.0f), make_float2(0.0f, q[i].w));
}
__global__ void lod1D(cudaTextureObject_t t, const float4 *q, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex1DLod<float4>(t, q[i].x, q[i].z);
}
__global__ void lod3D(cudaTextureObject_t t, const float4 *q, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex3DLod<float4>(t, q[i].x, q[i].y, q[i].w, q[i].z);
}
__global__ void lodCube(cudaTextureObject_t t, const float4 *q, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = texCubemapLod<float4>(t, q[i].x, q[i].y, 1.0f, q[i].z);
}
__global__ void plain2D(cudaTextureObject_t t, const float4 *q, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2D<float4>(t, q[i].x, q[i].y);
}

static unsigned levelsOf(cudaMipmappedArray_t m, const char *tag, unsigned upto) {
  unsigned n = 0;
  for (unsigned l = 0; l <= upto; l++) {
    cudaArray_t a = nullptr;
    char t2[96];
    snprintf(t2, sizeof t2, "%s level %u", tag, l);
    cudaError_t e = say(t2, "getMipmappedArrayLevel", cudaGetMipmappedArrayLevel(&a, m, l));
    cudaGetLastError();
    if (e != cudaSuccess) break;
    info(t2, a);
    n++;
  }
  return n;
}

int main() {
  cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>(), u4 = cudaCreateChannelDesc<uchar4>();
  struct M { const char *n; size_t w, h, d; unsigned levels, flags; cudaChannelFormatDesc f; };
  const M ms[] = {
      {"1d 17 L0", 17, 0, 0, 0, 0, f1},       {"1d 17 L5", 17, 0, 0, 5, 0, f1},   {"1d 17 L6", 17, 0, 0, 6, 0, f1},
      {"1d 16 L5", 16, 0, 0, 5, 0, f1},       {"1d 16 L6", 16, 0, 0, 6, 0, f1},   {"1d 1 L1", 1, 0, 0, 1, 0, f1},
      {"1d 1 L2", 1, 0, 0, 2, 0, f1},         {"2d 17x5 L0", 17, 5, 0, 0, 0, f1}, {"2d 17x5 L5", 17, 5, 0, 5, 0, f1},
      {"2d 17x5 L6", 17, 5, 0, 6, 0, f1},     {"2d 16x16 L5", 16, 16, 0, 5, 0, f1}, {"2d 16x16 L40", 16, 16, 0, 40, 0, f1},
      {"2d 0x16 L1", 0, 16, 0, 1, 0, f1},     {"2d 32768x1 L16", 32768, 1, 0, 16, 0, f1}, {"2d 32769x1 L1", 32769, 1, 0, 1, 0, f1},
      {"2d 32768x32768 L1", 32768, 32768, 0, 1, 0, u4}, {"2d 32768x32769 L1", 32768, 32769, 0, 1, 0, u4},
      {"3d 9x9x9 L4", 9, 9, 9, 4, 0, f1},     {"3d 9x9x9 L5", 9, 9, 9, 5, 0, f1}, {"3d 8x4x2 L4", 8, 4, 2, 4, 0, f1},
      {"layered 8x8x3 L4", 8, 8, 3, 4, cudaArrayLayered, f1}, {"layered 8x8x3 L5", 8, 8, 3, 5, cudaArrayLayered, f1},
      {"layered1d 8x0x3 L4", 8, 0, 3, 4, cudaArrayLayered, f1},
      {"cube 8x8x6 L4", 8, 8, 6, 4, cudaArrayCubemap, f1}, {"cube 8x8x6 L5", 8, 8, 6, 5, cudaArrayCubemap, f1},
      {"cubelayered 8x8x12 L4", 8, 8, 12, 4, cudaArrayCubemap | cudaArrayLayered, f1},
      {"cube 8x4x6 L1", 8, 4, 6, 1, cudaArrayCubemap, f1},
      {"2d surface 16x16 L5", 16, 16, 0, 5, cudaArraySurfaceLoadStore, f1},
      {"2d gather 16x16 L2", 16, 16, 0, 2, cudaArrayTextureGather, f1},
      {"2d flags 0x80 L2", 16, 16, 0, 2, 0x80, f1},
  };
  for (const M &m : ms) {
    char tag[96];
    snprintf(tag, sizeof tag, "mip %s", m.n);
    cudaMipmappedArray_t mm = nullptr;
    cudaError_t e = say(tag, "mallocMipmappedArray", cudaMallocMipmappedArray(&mm, &m.f, make_cudaExtent(m.w, m.h, m.d), m.levels, m.flags));
    cudaGetLastError();
    if (e != cudaSuccess) continue;
    unsigned n = levelsOf(mm, tag, m.levels > 20 ? 20 : m.levels + 1);
    printf("%s levels=%u\n", tag, n);
    cudaArrayMemoryRequirements req;
    memset(&req, 0, sizeof req);
    if (say(tag, "mipmappedArrayGetMemoryRequirements", cudaMipmappedArrayGetMemoryRequirements(&req, mm, 0)) == cudaSuccess)
      printf("%s requirements size=%zu alignment=%zu\n", tag, req.size, req.alignment);
    cudaGetLastError();
    say(tag, "freeMipmappedArray", cudaFreeMipmappedArray(mm));
  }
  // sampling: a 16x16 float4 mipmap whose level l texel (x, y) holds (l, x, y, 1)
  cudaChannelFormatDesc f4 = cudaCreateChannelDesc<float4>();
  cudaMipmappedArray_t mm;
  REQUIRE(cudaMallocMipmappedArray(&mm, &f4, make_cudaExtent(16, 16, 0), 5));
  for (int l = 0; l < 5; l++) {
    cudaArray_t a;
    REQUIRE(cudaGetMipmappedArrayLevel(&a, mm, l));
    int s = 16 >> l;
    std::vector<float4> v(s * s);
    for (int y = 0; y < s; y++)
      for (int x = 0; x < s; x++) v[y * s + x] = make_float4((float)l, (float)x, (float)y, 1.0f);
    REQUIRE(cudaMemcpy2DToArray(a, 0, 0, v.data(), s * 16, s * 16, s, cudaMemcpyHostToDevice));
  }
  const int N = 32;
  float4 q[N];
  const float lods[] = {-1.0f, 0.0f, 0.25f, 0.5f, 0.75f, 1.0f, 1.5f, 2.3f, 3.0f, 3.9f, 4.0f, 4.5f, 10.0f, -0.5f, 2.0f, 0.1f};
  for (int i = 0; i < N; i++) q[i] = make_float4(0.3f + 0.013f * i, 0.7f - 0.011f * i, lods[i % 16], 0.0f);
  float4 g[N];
  for (int i = 0; i < N; i++) g[i] = make_float4(0.4f, 0.6f, (1.0f / 16) * (float)(1 << (i % 6)) * (1.0f + 0.1f * (i / 6)), (1.0f / 16) * (float)(1 << ((i + 2) % 6)));
  float4 *dq, *dg, *dout;
  REQUIRE(cudaMalloc(&dq, sizeof q));
  REQUIRE(cudaMalloc(&dg, sizeof g));
  REQUIRE(cudaMalloc(&dout, N * 16));
  REQUIRE(cudaMemcpy(dq, q, sizeof q, cudaMemcpyHostToDevice));
  REQUIRE(cudaMemcpy(dg, g, sizeof g, cudaMemcpyHostToDevice));
  struct T { const char *n; int fm, mfm; float bias, minc, maxc; unsigned aniso; int notri; };
  const T ts[] = {
      {"point/point", 0, 0, 0, 0, 0, 0, 0},        {"point/linear", 0, 1, 0, 0, 0, 0, 0},
      {"linear/point", 1, 0, 0, 0, 0, 0, 0},       {"linear/linear", 1, 1, 0, 0, 0, 0, 0},
      {"linear/linear max4", 1, 1, 0, 0, 4, 0, 0}, {"linear/linear bias1", 1, 1, 1.0f, 0, 4, 0, 0},
      {"linear/linear bias-0.75", 1, 1, -0.75f, 0, 4, 0, 0}, {"point/linear clamp1..2.5", 0, 1, 0, 1.0f, 2.5f, 0, 0},
      {"linear/linear clamp0.5..3", 1, 1, 0, 0.5f, 3.0f, 0, 0}, {"linear/linear aniso8", 1, 1, 0, 0, 4, 8, 0},
      {"linear/linear notrilinopt", 1, 1, 0, 0, 4, 0, 1},
  };
  for (const T &t : ts) {
    char tag[96];
    snprintf(tag, sizeof tag, "mipsample %s", t.n);
    cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeMipmappedArray;
    rd.res.mipmap.mipmap = mm;
    cudaTextureDesc td = texDesc(cudaAddressModeClamp, (cudaTextureFilterMode)t.fm, cudaReadModeElementType, 1);
    td.mipmapFilterMode = (cudaTextureFilterMode)t.mfm;
    td.mipmapLevelBias = t.bias;
    td.minMipmapLevelClamp = t.minc;
    td.maxMipmapLevelClamp = t.maxc;
    td.maxAnisotropy = t.aniso;
    td.disableTrilinearOptimization = t.notri;
    cudaTextureObject_t o;
    if (say(tag, "create", cudaCreateTextureObject(&o, &rd, &td, nullptr)) != cudaSuccess) { cudaGetLastError(); continue; }
    roundTrip(tag, o, mm);
    for (int k = 0; k < 3; k++) {
      cudaMemset(dout, 0xcd, N * 16);
      if (k == 0) lod2D<<<1, N>>>(o, dq, N, dout);
      if (k == 1) grad2D<<<1, N>>>(o, dg, N, dout);
      if (k == 2) plain2D<<<1, N>>>(o, dq, N, dout);
      char t2[112];
      snprintf(t2, sizeof t2, "%s %s", tag, k == 0 ? "lod" : k == 1 ? "grad" : "plain");
      syncShow(t2);
      unsigned w[N * 4];
      cudaMemcpy(w, dout, sizeof w, cudaMemcpyDeviceToHost);
      printWords(t2, w, N * 4, 16);
    }
    cudaDestroyTextureObject(o);
  }
  // views of the mipmap: a level range, with the first level's extent (w0 = 0) or level 0's
  for (int w0 = 0; w0 < 3; w0++)
  for (unsigned m0 : {0u, 1u, 2u, 4u, 5u})
    for (unsigned m1 : {0u, 1u, 3u, 4u, 5u}) {
      if (w0 > 0 && m1 == 0 && m0 > 0) continue;
      char tag[96];
      snprintf(tag, sizeof tag, w0 == 0 ? "mipview %u..%u" : w0 == 1 ? "mipview %u..%u w16" : "mipview %u..%u w8", m0, m1);
      cudaResourceDesc rd;
      memset(&rd, 0, sizeof rd);
      rd.resType = cudaResourceTypeMipmappedArray;
      rd.res.mipmap.mipmap = mm;
      cudaTextureDesc td = texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 1);
      td.maxMipmapLevelClamp = 10;
      cudaResourceViewDesc vd;
      memset(&vd, 0, sizeof vd);
      vd.format = cudaResViewFormatFloat4;
      vd.width = w0 == 1 ? 16 : w0 == 2 ? 8 : 16 >> m0;
      vd.height = vd.width;
      vd.firstMipmapLevel = m0; vd.lastMipmapLevel = m1;
      cudaTextureObject_t o;
      if (say(tag, "create", cudaCreateTextureObject(&o, &rd, &td, &vd)) != cudaSuccess) { cudaGetLastError(); continue; }
      roundTrip(tag, o, mm, true);
      cudaMemset(dout, 0xcd, N * 16);
      lod2D<<<1, N>>>(o, dq, N, dout);
      syncShow(tag);
      unsigned w[N * 4];
      cudaMemcpy(w, dout, sizeof w, cudaMemcpyDeviceToHost);
      printWords(tag, w, N * 4, 16);
      cudaDestroyTextureObject(o);
    }
  // 1D, 3D and cubemap mipmaps, level l holding l in channel 0
  struct G { const char *n; size_t w, h, d; unsigned flags, levels; int kern; };
  const G gs[] = {{"1d", 32, 0, 0, 0, 6, 0}, {"3d", 8, 8, 8, 0, 4, 1}, {"cube", 8, 8, 6, cudaArrayCubemap, 4, 2}};
  for (const G &gg : gs) {
    char tag[96];
    snprintf(tag, sizeof tag, "miplod %s", gg.n);
    cudaMipmappedArray_t m2;
    if (say(tag, "malloc", cudaMallocMipmappedArray(&m2, &f4, make_cudaExtent(gg.w, gg.h, gg.d), gg.levels, gg.flags)) != cudaSuccess) { cudaGetLastError(); continue; }
    for (unsigned l = 0; l < gg.levels; l++) {
      cudaArray_t a;
      cudaGetMipmappedArrayLevel(&a, m2, l);
      cudaChannelFormatDesc dd;
      cudaExtent e;
      unsigned fl;
      cudaArrayGetInfo(&dd, &e, &fl, a);
      size_t w = e.width, h = e.height ? e.height : 1, d = e.depth ? e.depth : 1;
      std::vector<float4> v(w * h * d);
      for (size_t i = 0; i < v.size(); i++) v[i] = make_float4((float)l, (float)(i % w), (float)((i / w) % h), (float)(i / (w * h)));
      cudaMemcpy3DParms p;
      memset(&p, 0, sizeof p);
      p.srcPtr = make_cudaPitchedPtr(v.data(), w * 16, w, h);
      p.dstArray = a;
      p.extent = make_cudaExtent(w, h, d);
      p.kind = cudaMemcpyHostToDevice;
      char t2[112];
      snprintf(t2, sizeof t2, "%s level %u", tag, l);
      say(t2, "memcpy3D", cudaMemcpy3D(&p));
    }
    cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeMipmappedArray;
    rd.res.mipmap.mipmap = m2;
    for (int mf = 0; mf < 2; mf++) {
      cudaTextureDesc td = texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 1);
      td.mipmapFilterMode = (cudaTextureFilterMode)mf;
      td.maxMipmapLevelClamp = 10;
      char t2[112];
      snprintf(t2, sizeof t2, "%s mipfilter=%d", tag, mf);
      cudaTextureObject_t o;
      if (say(t2, "create", cudaCreateTextureObject(&o, &rd, &td, nullptr)) != cudaSuccess) { cudaGetLastError(); continue; }
      cudaMemset(dout, 0xcd, N * 16);
      if (gg.kern == 0) lod1D<<<1, N>>>(o, dq, N, dout);
      if (gg.kern == 1) lod3D<<<1, N>>>(o, dq, N, dout);
      if (gg.kern == 2) lodCube<<<1, N>>>(o, dq, N, dout);
      syncShow(t2);
      unsigned w[N * 4];
      cudaMemcpy(w, dout, sizeof w, cudaMemcpyDeviceToHost);
      printWords(t2, w, N * 4, 16);
      cudaDestroyTextureObject(o);
    }
    cudaFreeMipmappedArray(m2);
  }
  return finish();
}
