// t_desc.cu: texture descriptions through cudaCreateTextureObject: which
// fields and values are accepted over 2D arrays (float1, uchar4, int1) and
// what cudaGetTextureObject*Desc answer back; resource views; and samples
// of every address mode, normalized and not, point and linear, with a
// border color, in 1D and 2D.
#include "tx.h"

__global__ void sample2D(cudaTextureObject_t t, const float2 *xy, int n, float4 *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<float4>(t, xy[i].x, xy[i].y);
}
__global__ void sample1D(cudaTextureObject_t t, const float2 *xy, int n, float4 *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1D<float4>(t, xy[i].x);
}

__global__ void layered2D(cudaTextureObject_t t, const float4 *q, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2DLayered<float4>(t, q[i].x, q[i].y, (int)q[i].w);
}

static cudaTextureObject_t tryDesc(const char *tag, cudaArray_t a, const cudaTextureDesc &td, const cudaResourceViewDesc *vd = nullptr, bool keep = false) {
  cudaResourceDesc rd = arrayRes(a);
  cudaTextureObject_t o = 0;
  cudaError_t e = say(tag, "createTextureObject", cudaCreateTextureObject(&o, &rd, &td, vd));
  cudaGetLastError();
  if (e != cudaSuccess) return 0;
  roundTrip(tag, o, a, vd != nullptr);
  if (!keep) {
    say(tag, "destroy", cudaDestroyTextureObject(o));
    return 0;
  }
  return o;
}

int main() {
  cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>(), u4 = cudaCreateChannelDesc<uchar4>(), i1 = cudaCreateChannelDesc<int>();
  cudaArray_t af, au, ai, a1d;
  REQUIRE(cudaMallocArray(&af, &f1, 4, 4));
  REQUIRE(cudaMallocArray(&au, &u4, 4, 4));
  REQUIRE(cudaMallocArray(&ai, &i1, 4, 4));
  REQUIRE(cudaMallocArray(&a1d, &f1, 4));
  float fv[16];
  for (int i = 0; i < 16; i++) fv[i] = (float)(i * i) * 0.5f + 1.0f;
  unsigned char uv[64];
  for (int i = 0; i < 64; i++) uv[i] = (unsigned char)(i * 29 + 3);
  int iv[16];
  for (int i = 0; i < 16; i++) iv[i] = i * 1000 - 7000;
  REQUIRE(cudaMemcpy2DToArray(af, 0, 0, fv, 16, 16, 4, cudaMemcpyHostToDevice));
  REQUIRE(cudaMemcpy2DToArray(au, 0, 0, uv, 16, 16, 4, cudaMemcpyHostToDevice));
  REQUIRE(cudaMemcpy2DToArray(ai, 0, 0, iv, 16, 16, 4, cudaMemcpyHostToDevice));
  REQUIRE(cudaMemcpy2DToArray(a1d, 0, 0, fv, 16, 16, 1, cudaMemcpyHostToDevice));

  // descriptor fields
  struct { const char *n; cudaArray_t a; } arrs[] = {{"f1", af}, {"u4", au}, {"i1", ai}};
  for (auto &ar : arrs) {
    char tag[96];
    for (int am = 0; am <= 5; am++)
      for (int norm = 0; norm <= 2; norm++) {
        cudaTextureDesc td = texDesc((cudaTextureAddressMode)am, cudaFilterModePoint, cudaReadModeElementType, norm);
        snprintf(tag, sizeof tag, "%s addr=%d norm=%d", ar.n, am, norm);
        tryDesc(tag, ar.a, td);
      }
    for (int dim = 0; dim < 3; dim++) {
      cudaTextureDesc td = texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 0);
      td.addressMode[dim] = cudaAddressModeWrap;
      snprintf(tag, sizeof tag, "%s wrap-dim%d unnorm", ar.n, dim);
      tryDesc(tag, ar.a, td);
      td.addressMode[dim] = (cudaTextureAddressMode)7;
      snprintf(tag, sizeof tag, "%s addr7-dim%d", ar.n, dim);
      tryDesc(tag, ar.a, td);
    }
    for (int fm = 0; fm <= 2; fm++)
      for (int rm = 0; rm <= 2; rm++) {
        cudaTextureDesc td = texDesc(cudaAddressModeClamp, (cudaTextureFilterMode)fm, (cudaTextureReadMode)rm, 0);
        snprintf(tag, sizeof tag, "%s filter=%d read=%d", ar.n, fm, rm);
        tryDesc(tag, ar.a, td);
      }
    for (int srgb = 0; srgb <= 2; srgb++) {
      cudaTextureDesc td = texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeNormalizedFloat, 0);
      td.sRGB = srgb;
      snprintf(tag, sizeof tag, "%s srgb=%d normfloat", ar.n, srgb);
      tryDesc(tag, ar.a, td);
    }
    for (unsigned an : {0u, 1u, 2u, 3u, 16u, 17u, 255u, 0xffffffffu}) {
      cudaTextureDesc td = texDesc(cudaAddressModeClamp, cudaFilterModeLinear, cudaReadModeElementType, 1);
      td.maxAnisotropy = an;
      snprintf(tag, sizeof tag, "%s aniso=%u", ar.n, an);
      tryDesc(tag, ar.a, td);
    }
    {
      cudaTextureDesc td = texDesc(cudaAddressModeBorder, cudaFilterModePoint, cudaReadModeElementType, 1);
      td.mipmapFilterMode = cudaFilterModeLinear;
      td.mipmapLevelBias = -1.5f;
      td.minMipmapLevelClamp = 0.25f;
      td.maxMipmapLevelClamp = 3.75f;
      td.disableTrilinearOptimization = 1;
      td.borderColor[0] = 0.5f; td.borderColor[1] = -2.0f; td.borderColor[2] = 1e30f; td.borderColor[3] = 3.0f;
      snprintf(tag, sizeof tag, "%s mip-fields-on-array", ar.n);
      tryDesc(tag, ar.a, td);
      td.mipmapFilterMode = (cudaTextureFilterMode)2;
      snprintf(tag, sizeof tag, "%s mipfilter=2", ar.n);
      tryDesc(tag, ar.a, td);
      td.mipmapFilterMode = cudaFilterModePoint;
      td.minMipmapLevelClamp = 5.0f;
      td.maxMipmapLevelClamp = 1.0f;
      snprintf(tag, sizeof tag, "%s minclamp>maxclamp", ar.n);
      tryDesc(tag, ar.a, td);
      td.minMipmapLevelClamp = -1.0f;
      td.maxMipmapLevelClamp = 1e9f;
      snprintf(tag, sizeof tag, "%s clamp -1..1e9", ar.n);
      tryDesc(tag, ar.a, td);
      td = texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 1);
      SEAMLESS(td) = 1;
      snprintf(tag, sizeof tag, "%s seamless-on-2d", ar.n);
      tryDesc(tag, ar.a, td);
      SEAMLESS(td) = 2;
      td.disableTrilinearOptimization = 3;
      snprintf(tag, sizeof tag, "%s seamless=2 notrilin=3", ar.n);
      tryDesc(tag, ar.a, td);
    }
  }
  // null and bad arguments
  {
    cudaTextureDesc td = texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 0);
    cudaResourceDesc rd = arrayRes(af);
    cudaTextureObject_t o = 0;
    say("null", "create null texdesc", cudaCreateTextureObject(&o, &rd, nullptr, nullptr));
    cudaGetLastError();
    say("null", "create null resdesc", cudaCreateTextureObject(&o, nullptr, &td, nullptr));
    cudaGetLastError();
    say("null", "create null out", cudaCreateTextureObject(nullptr, &rd, &td, nullptr));
    cudaGetLastError();
    cudaResourceDesc r0 = arrayRes(nullptr);
    say("null", "create null array", cudaCreateTextureObject(&o, &r0, &td, nullptr));
    cudaGetLastError();
    cudaResourceDesc rbad = arrayRes(af);
    rbad.resType = (cudaResourceType)9;
    say("null", "create restype 9", cudaCreateTextureObject(&o, &rbad, &td, nullptr));
    cudaGetLastError();
    rbad.resType = cudaResourceTypeMipmappedArray;
    say("null", "create array as mipmap", cudaCreateTextureObject(&o, &rbad, &td, nullptr));
    cudaGetLastError();
    cudaTextureDesc t2;
    say("null", "getTextureDesc obj 0", cudaGetTextureObjectTextureDesc(&t2, 0));
    cudaGetLastError();
    cudaResourceDesc r2;
    say("null", "getResourceDesc obj 0", cudaGetTextureObjectResourceDesc(&r2, 0));
    cudaGetLastError();
    cudaResourceViewDesc v2;
    say("null", "getViewDesc obj 0", cudaGetTextureObjectResourceViewDesc(&v2, 0));
    cudaGetLastError();
    say("null", "destroy obj 0", cudaDestroyTextureObject(0));
    cudaGetLastError();
    if (say("null", "create ok", cudaCreateTextureObject(&o, &rd, &td, nullptr)) == cudaSuccess) {
      say("null", "getTextureDesc null out", cudaGetTextureObjectTextureDesc(nullptr, o));
      cudaGetLastError();
      say("null", "destroy", cudaDestroyTextureObject(o));
      say("null", "destroy again", cudaDestroyTextureObject(o));
      cudaGetLastError();
      say("null", "getTextureDesc destroyed", cudaGetTextureObjectTextureDesc(&t2, o));
      cudaGetLastError();
    }
  }
  // resource views over the uchar4 and float1 arrays
  {
    struct V { const char *n; cudaArray_t a; cudaResourceViewFormat f; size_t w, h, d; unsigned m0, m1, l0, l1; };
    const V vs[] = {
        {"u4 as uchar4", au, cudaResViewFormatUnsignedChar4, 4, 4, 0, 0, 0, 0, 0},
        {"u4 as uint1", au, cudaResViewFormatUnsignedInt1, 4, 4, 0, 0, 0, 0, 0},
        {"u4 as schar4", au, cudaResViewFormatSignedChar4, 4, 4, 0, 0, 0, 0, 0},
        {"u4 as float1", au, cudaResViewFormatFloat1, 4, 4, 0, 0, 0, 0, 0},
        {"u4 as half2", au, cudaResViewFormatHalf2, 4, 4, 0, 0, 0, 0, 0},
        {"u4 as ushort2", au, cudaResViewFormatUnsignedShort2, 4, 4, 0, 0, 0, 0, 0},
        {"u4 as uchar1", au, cudaResViewFormatUnsignedChar1, 4, 4, 0, 0, 0, 0, 0},
        {"u4 as none", au, cudaResViewFormatNone, 4, 4, 0, 0, 0, 0, 0},
        {"u4 as none 0x0", au, cudaResViewFormatNone, 0, 0, 0, 0, 0, 0, 0},
        {"u4 as uchar4 2x2", au, cudaResViewFormatUnsignedChar4, 2, 2, 0, 0, 0, 0, 0},
        {"u4 as uchar4 8x8", au, cudaResViewFormatUnsignedChar4, 8, 8, 0, 0, 0, 0, 0},
        {"u4 as uchar4 d1", au, cudaResViewFormatUnsignedChar4, 4, 4, 1, 0, 0, 0, 0},
        {"u4 mip 0..1", au, cudaResViewFormatUnsignedChar4, 4, 4, 0, 0, 1, 0, 0},
        {"u4 mip 1..1", au, cudaResViewFormatUnsignedChar4, 4, 4, 0, 1, 1, 0, 0},
        {"u4 layer 0..1", au, cudaResViewFormatUnsignedChar4, 4, 4, 0, 0, 0, 0, 1},
        {"u4 as bc1", au, cudaResViewFormatUnsignedBlockCompressed1, 4, 4, 0, 0, 0, 0, 0},
        {"u4 as format 99", au, (cudaResourceViewFormat)99, 4, 4, 0, 0, 0, 0, 0},
        {"f1 as float1", af, cudaResViewFormatFloat1, 4, 4, 0, 0, 0, 0, 0},
        {"f1 as uint1", af, cudaResViewFormatUnsignedInt1, 4, 4, 0, 0, 0, 0, 0},
        {"f1 as int1", af, cudaResViewFormatSignedInt1, 4, 4, 0, 0, 0, 0, 0},
        {"f1 as uchar4", af, cudaResViewFormatUnsignedChar4, 4, 4, 0, 0, 0, 0, 0},
        {"f1 as half2", af, cudaResViewFormatHalf2, 4, 4, 0, 0, 0, 0, 0},
        {"f1 as float2 2x4", af, cudaResViewFormatFloat2, 2, 4, 0, 0, 0, 0, 0},
    };
    float2 xy[16];
    for (int i = 0; i < 16; i++) xy[i] = make_float2((i % 4) + 0.5f, (i / 4) + 0.5f);
    float2 *dxy;
    float4 *dout;
    REQUIRE(cudaMalloc(&dxy, sizeof xy));
    REQUIRE(cudaMalloc(&dout, 16 * 16));
    REQUIRE(cudaMemcpy(dxy, xy, sizeof xy, cudaMemcpyHostToDevice));
    for (const V &v : vs) {
      cudaResourceViewDesc vd;
      memset(&vd, 0, sizeof vd);
      vd.format = v.f; vd.width = v.w; vd.height = v.h; vd.depth = v.d;
      vd.firstMipmapLevel = v.m0; vd.lastMipmapLevel = v.m1; vd.firstLayer = v.l0; vd.lastLayer = v.l1;
      char tag[96];
      snprintf(tag, sizeof tag, "view %s", v.n);
      for (int rm = 0; rm < 2; rm++) {
        char t2[112];
        snprintf(t2, sizeof t2, "%s %s", tag, rm ? "normfloat" : "element");
        cudaTextureDesc td = texDesc(cudaAddressModeClamp, cudaFilterModePoint, (cudaTextureReadMode)rm, 0);
        cudaTextureObject_t o = tryDesc(t2, v.a, td, &vd, true);
        if (!o) continue;
        cudaMemset(dout, 0xcd, 256);
        sample2D<<<1, 16>>>(o, dxy, 16, dout);
        syncShow(t2);
        unsigned w[64];
        cudaMemcpy(w, dout, sizeof w, cudaMemcpyDeviceToHost);
        printWords(t2, w, 64, 16);
        cudaDestroyTextureObject(o);
      }
    }
  }
  // views of a layered array (4x3, 3 layers): layer ranges
  {
    cudaChannelFormatDesc f4 = cudaCreateChannelDesc<float4>();
    cudaArray_t la;
    REQUIRE(cudaMalloc3DArray(&la, &f4, make_cudaExtent(4, 3, 3), cudaArrayLayered));
    std::vector<float4> v(4 * 3 * 3);
    for (size_t i = 0; i < v.size(); i++) v[i] = make_float4((float)(i % 4), (float)(i / 4 % 3), (float)(i / 12), 1);
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(v.data(), 64, 4, 3);
    p.dstArray = la;
    p.extent = make_cudaExtent(4, 3, 3);
    p.kind = cudaMemcpyHostToDevice;
    REQUIRE(cudaMemcpy3D(&p));
    float4 q[16];
    for (int i = 0; i < 16; i++) q[i] = make_float4(0.5f + (i % 4), 0.5f + (i % 3), 0, (float)(i / 4) - 1.0f);
    float4 *dq, *dout;
    REQUIRE(cudaMalloc(&dq, sizeof q));
    REQUIRE(cudaMalloc(&dout, sizeof q));
    REQUIRE(cudaMemcpy(dq, q, sizeof q, cudaMemcpyHostToDevice));
    struct LV { const char *n; size_t d; unsigned l0, l1; };
    const LV lvs[] = {{"0..2 d3", 3, 0, 2}, {"1..2 d3", 3, 1, 2}, {"1..2 d2", 2, 1, 2}, {"0..0 d3", 3, 0, 0}, {"0..0 d1", 1, 0, 0},
                      {"2..2 d3", 3, 2, 2}, {"2..1 d3", 3, 2, 1}, {"3..3 d3", 3, 3, 3}, {"0..3 d3", 3, 0, 3}, {"1..1 d0", 0, 1, 1}};
    for (const LV &l : lvs) {
      char tag[96];
      snprintf(tag, sizeof tag, "layerview %s", l.n);
      cudaResourceViewDesc vd;
      memset(&vd, 0, sizeof vd);
      vd.format = cudaResViewFormatFloat4;
      vd.width = 4; vd.height = 3; vd.depth = l.d;
      vd.firstLayer = l.l0; vd.lastLayer = l.l1;
      cudaTextureDesc td = texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 0);
      cudaTextureObject_t o = tryDesc(tag, la, td, &vd, true);
      if (!o) continue;
      cudaMemset(dout, 0xcd, sizeof q);
      layered2D<<<1, 16>>>(o, dq, 16, dout);
      syncShow(tag);
      unsigned w[64];
      cudaMemcpy(w, dout, sizeof w, cudaMemcpyDeviceToHost);
      printWords(tag, w, 64, 16);
      cudaDestroyTextureObject(o);
    }
  }
  // sampling sweep: every address mode, normalized or not, point/linear, border color
  {
    const int N = 40;
    float2 xy[N];
    for (int i = 0; i < N; i++) xy[i] = make_float2(-6.0f + i * 0.37f, 4.3f - i * 0.29f);
    float2 nxy[N];
    for (int i = 0; i < N; i++) nxy[i] = make_float2(xy[i].x / 4.0f, xy[i].y / 4.0f);
    float2 *dxy, *dnxy;
    float4 *dout;
    REQUIRE(cudaMalloc(&dxy, sizeof xy));
    REQUIRE(cudaMalloc(&dnxy, sizeof nxy));
    REQUIRE(cudaMalloc(&dout, N * 16));
    REQUIRE(cudaMemcpy(dxy, xy, sizeof xy, cudaMemcpyHostToDevice));
    REQUIRE(cudaMemcpy(dnxy, nxy, sizeof nxy, cudaMemcpyHostToDevice));
    for (int dim = 1; dim <= 2; dim++)
      for (int arr = 0; arr < 2; arr++)
        for (int am = 0; am < 4; am++)
          for (int norm = 0; norm < 2; norm++)
            for (int fm = 0; fm < 2; fm++) {
              cudaArray_t a = dim == 1 ? a1d : (arr ? au : af);
              if (dim == 1 && arr) continue;
              cudaTextureDesc td = texDesc((cudaTextureAddressMode)am, (cudaTextureFilterMode)fm, arr ? cudaReadModeNormalizedFloat : cudaReadModeElementType, norm);
              td.borderColor[0] = 0.25f; td.borderColor[1] = 0.5f; td.borderColor[2] = -1.0f; td.borderColor[3] = 7.0f;
              cudaResourceDesc rd = arrayRes(a);
              cudaTextureObject_t o = 0;
              char tag[96];
              snprintf(tag, sizeof tag, "sweep %dd %s addr=%d norm=%d filter=%d", dim, arr ? "u4" : "f1", am, norm, fm);
              if (say(tag, "create", cudaCreateTextureObject(&o, &rd, &td, nullptr)) != cudaSuccess) { cudaGetLastError(); continue; }
              cudaMemset(dout, 0xcd, N * 16);
              if (dim == 1) sample1D<<<1, 64>>>(o, norm ? dnxy : dxy, N, dout);
              else sample2D<<<1, 64>>>(o, norm ? dnxy : dxy, N, dout);
              syncShow(tag);
              unsigned w[N * 4];
              cudaMemcpy(w, dout, sizeof w, cudaMemcpyDeviceToHost);
              printWords(tag, w, N * 4, 16);
              cudaDestroyTextureObject(o);
            }
  }
  return finish();
}
