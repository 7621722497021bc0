// t_fmt.cu: every channel format kind and size through cudaMallocArray:
// which the device accepts, what cudaArrayGetInfo/cudaGetChannelDesc answer,
// which texture descriptions (element/normalized-float reads, point/linear,
// sRGB) it accepts over them, and what tex2D reads at a few coordinates.
#include "tx.h"

__global__ void readF(cudaTextureObject_t t, const float2 *xy, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2D<float4>(t, xy[i].x, xy[i].y);
}
__global__ void readI(cudaTextureObject_t t, const float2 *xy, int n, int4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2D<int4>(t, xy[i].x, xy[i].y);
}
__global__ void readU(cudaTextureObject_t t, const float2 *xy, int n, uint4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2D<uint4>(t, xy[i].x, xy[i].y);
}

struct Fmt {
  const char *name;
  cudaChannelFormatDesc d;
  int bytes;  // bytes per element (per 4x4 block for block-compressed)
  int block;  // 1, or 4 for block-compressed formats
  int fill;   // 0 bytes, 1 floats, 2 halves
};

static const float2 coords[] = {{0.5f, 0.5f}, {1.5f, 0.5f}, {2.5f, 3.5f}, {7.5f, 7.5f}, {1.0f, 1.0f},
                                {1.25f, 0.75f}, {3.3f, 2.7f}, {-0.5f, 9.0f}};
static const int ncoords = sizeof coords / sizeof coords[0];

int main() {
  const int W = 8, H = 8;
  float2 *dxy;
  void *dout;
  REQUIRE(cudaMalloc(&dxy, sizeof coords));
  REQUIRE(cudaMalloc(&dout, ncoords * 16));
  REQUIRE(cudaMemcpy(dxy, coords, sizeof coords, cudaMemcpyHostToDevice));
  auto C = [](int x, int y, int z, int w, cudaChannelFormatKind f) { return cudaCreateChannelDesc(x, y, z, w, f); };
  std::vector<Fmt> fmts;
  const cudaChannelFormatKind ks[] = {cudaChannelFormatKindSigned, cudaChannelFormatKindUnsigned, cudaChannelFormatKindFloat};
  const char *kn[] = {"s", "u", "f"};
  for (int k = 0; k < 3; k++)
    for (int bits : {8, 16, 32})
      for (int ch : {1, 2, 3, 4}) {
        static char names[64][16];
        static int nn = 0;
        snprintf(names[nn], 16, "%s%dx%d", kn[k], bits, ch);
        cudaChannelFormatDesc d = C(bits, ch > 1 ? bits : 0, ch > 2 ? bits : 0, ch > 3 ? bits : 0, ks[k]);
        fmts.push_back({names[nn++], d, bits / 8 * ch, 1, k == 2 ? (bits == 16 ? 2 : 1) : 0});
      }
  fmts.push_back({"halfDesc", cudaCreateChannelDescHalf(), 2, 1, 2});
  fmts.push_back({"half1Desc", cudaCreateChannelDescHalf1(), 2, 1, 2});
  fmts.push_back({"half2Desc", cudaCreateChannelDescHalf2(), 4, 1, 2});
  fmts.push_back({"half4Desc", cudaCreateChannelDescHalf4(), 8, 1, 2});
  fmts.push_back({"u8_16mixed", C(8, 16, 0, 0, cudaChannelFormatKindUnsigned), 3, 1, 0});
  fmts.push_back({"u64x1", C(64, 0, 0, 0, cudaChannelFormatKindUnsigned), 8, 1, 0});
  fmts.push_back({"u8gap", C(8, 0, 8, 0, cudaChannelFormatKindUnsigned), 2, 1, 0});
  fmts.push_back({"none8", C(8, 0, 0, 0, cudaChannelFormatKindNone), 1, 1, 0});
  fmts.push_back({"zero", C(0, 0, 0, 0, cudaChannelFormatKindUnsigned), 1, 1, 0});
  fmts.push_back({"f64x1", C(64, 0, 0, 0, cudaChannelFormatKindFloat), 8, 1, 0});
  fmts.push_back({"kind99", C(8, 0, 0, 0, (cudaChannelFormatKind)99), 1, 1, 0});
  struct K { const char *n; cudaChannelFormatKind k; int x, y, z, w, bytes, block; };
  const K nk[] = {
      {"snorm8x1", cudaChannelFormatKindSignedNormalized8X1, 8, 0, 0, 0, 1, 1},
      {"snorm8x2", cudaChannelFormatKindSignedNormalized8X2, 8, 8, 0, 0, 2, 1},
      {"snorm8x4", cudaChannelFormatKindSignedNormalized8X4, 8, 8, 8, 8, 4, 1},
      {"unorm8x1", cudaChannelFormatKindUnsignedNormalized8X1, 8, 0, 0, 0, 1, 1},
      {"unorm8x2", cudaChannelFormatKindUnsignedNormalized8X2, 8, 8, 0, 0, 2, 1},
      {"unorm8x4", cudaChannelFormatKindUnsignedNormalized8X4, 8, 8, 8, 8, 4, 1},
      {"snorm16x1", cudaChannelFormatKindSignedNormalized16X1, 16, 0, 0, 0, 2, 1},
      {"snorm16x2", cudaChannelFormatKindSignedNormalized16X2, 16, 16, 0, 0, 4, 1},
      {"snorm16x4", cudaChannelFormatKindSignedNormalized16X4, 16, 16, 16, 16, 8, 1},
      {"unorm16x1", cudaChannelFormatKindUnsignedNormalized16X1, 16, 0, 0, 0, 2, 1},
      {"unorm16x2", cudaChannelFormatKindUnsignedNormalized16X2, 16, 16, 0, 0, 4, 1},
      {"unorm16x4", cudaChannelFormatKindUnsignedNormalized16X4, 16, 16, 16, 16, 8, 1},
      {"unorm8x4_as1", cudaChannelFormatKindUnsignedNormalized8X4, 8, 0, 0, 0, 1, 1},
      {"unorm8x1_as4", cudaChannelFormatKindUnsignedNormalized8X1, 8, 8, 8, 8, 4, 1},
#if CUDART_VERSION >= 12000
      {"unorm1010102", cudaChannelFormatKindUnsignedNormalized1010102, 10, 10, 10, 2, 4, 1},
      {"unorm1010102_0", cudaChannelFormatKindUnsignedNormalized1010102, 0, 0, 0, 0, 4, 1},
#endif
      {"bc1", cudaChannelFormatKindUnsignedBlockCompressed1, 8, 8, 8, 8, 8, 4},
      {"bc1srgb", cudaChannelFormatKindUnsignedBlockCompressed1SRGB, 8, 8, 8, 8, 8, 4},
      {"bc2", cudaChannelFormatKindUnsignedBlockCompressed2, 8, 8, 8, 8, 16, 4},
      {"bc2srgb", cudaChannelFormatKindUnsignedBlockCompressed2SRGB, 8, 8, 8, 8, 16, 4},
      {"bc3", cudaChannelFormatKindUnsignedBlockCompressed3, 8, 8, 8, 8, 16, 4},
      {"bc3srgb", cudaChannelFormatKindUnsignedBlockCompressed3SRGB, 8, 8, 8, 8, 16, 4},
      {"bc4u", cudaChannelFormatKindUnsignedBlockCompressed4, 8, 0, 0, 0, 8, 4},
      {"bc4s", cudaChannelFormatKindSignedBlockCompressed4, 8, 0, 0, 0, 8, 4},
      {"bc5u", cudaChannelFormatKindUnsignedBlockCompressed5, 8, 8, 0, 0, 16, 4},
      {"bc5s", cudaChannelFormatKindSignedBlockCompressed5, 8, 8, 0, 0, 16, 4},
      {"bc6hu", cudaChannelFormatKindUnsignedBlockCompressed6H, 16, 16, 16, 0, 16, 4},
      {"bc6hs", cudaChannelFormatKindSignedBlockCompressed6H, 16, 16, 16, 0, 16, 4},
      {"bc7", cudaChannelFormatKindUnsignedBlockCompressed7, 8, 8, 8, 8, 16, 4},
      {"bc7srgb", cudaChannelFormatKindUnsignedBlockCompressed7SRGB, 8, 8, 8, 8, 16, 4},
      {"bc1_x0", cudaChannelFormatKindUnsignedBlockCompressed1, 0, 0, 0, 0, 8, 4},
      {"bc4u_x4", cudaChannelFormatKindUnsignedBlockCompressed4, 8, 8, 8, 8, 8, 4},
      {"nv12", cudaChannelFormatKindNV12, 8, 8, 8, 0, 1, 1},
      {"nv12_0", cudaChannelFormatKindNV12, 0, 0, 0, 0, 1, 1},
  };
  for (const K &k : nk) fmts.push_back({k.n, C(k.x, k.y, k.z, k.w, k.k), k.bytes, k.block, 0});

  for (const Fmt &f : fmts) {
    char tag[64];
    snprintf(tag, sizeof tag, "%s", f.name);
    printDesc(tag, f.d);
    cudaArray_t a = nullptr;
    cudaError_t e = say(tag, "mallocArray 8x8", cudaMallocArray(&a, &f.d, W, H));
    cudaGetLastError();
    if (e != cudaSuccess) continue;
    info(tag, a);
    cudaChannelFormatDesc g;
    memset(&g, 0, sizeof g);
    if (say(tag, "getChannelDesc", cudaGetChannelDesc(&g, a)) == cudaSuccess) printDesc(tag, g);
    {
      cudaArray_t a2 = nullptr;
      say(tag, "mallocArray surfaceLoadStore", cudaMallocArray(&a2, &f.d, W, H, cudaArraySurfaceLoadStore));
      cudaGetLastError();
      if (a2) cudaFreeArray(a2);
      a2 = nullptr;
      say(tag, "mallocArray textureGather", cudaMallocArray(&a2, &f.d, W, H, cudaArrayTextureGather));
      cudaGetLastError();
      if (a2) cudaFreeArray(a2);
      a2 = nullptr;
      say(tag, "mallocArray 6x6", cudaMallocArray(&a2, &f.d, 6, 6));
      cudaGetLastError();
      if (a2) cudaFreeArray(a2);
      a2 = nullptr;
      say(tag, "mallocArray 1D 8", cudaMallocArray(&a2, &f.d, 8));
      cudaGetLastError();
      if (a2) cudaFreeArray(a2);
    }
    // the texels: a byte pattern, or small floats/halves
    int rows = H / f.block, rowBytes = (W / f.block) * f.bytes;
    std::vector<unsigned char> host(rows * rowBytes);
    for (size_t i = 0; i < host.size(); i++) host[i] = (unsigned char)(i * 37 + 11);
    if (f.fill == 1)
      for (size_t i = 0; i < host.size() / 4; i++) ((float *)host.data())[i] = (float)(i % 17) * 0.25f - 1.0f;
    if (f.fill == 2)
      for (size_t i = 0; i < host.size() / 2; i++) ((__half *)host.data())[i] = __float2half((float)(i % 13) * 0.5f - 2.0f);
    e = say(tag, "memcpy2DToArray", cudaMemcpy2DToArray(a, 0, 0, host.data(), rowBytes, rowBytes, rows, cudaMemcpyHostToDevice));
    cudaGetLastError();
    if (f.block > 1) {
      say(tag, "memcpy2DToArray texel rows", cudaMemcpy2DToArray(a, 0, 0, host.data(), rowBytes, rowBytes, H, cudaMemcpyHostToDevice));
      cudaGetLastError();
      say(tag, "memcpy2DToArray offset 1 block", cudaMemcpy2DToArray(a, f.bytes, 1, host.data(), rowBytes, f.bytes, 1, cudaMemcpyHostToDevice));
      cudaGetLastError();
    }
    {
      std::vector<unsigned char> back(host.size(), 0xee);
      if (say(tag, "memcpy2DFromArray", cudaMemcpy2DFromArray(back.data(), rowBytes, a, 0, 0, rowBytes, rows, cudaMemcpyDeviceToHost)) == cudaSuccess)
        printf("%s roundtrip same=%d\n", tag, memcmp(back.data(), host.data(), host.size()) == 0);
      cudaGetLastError();
    }
    for (int rm = 0; rm < 2; rm++)
      for (int fm = 0; fm < 2; fm++)
        for (int srgb = 0; srgb < 2; srgb++) {
          char t2[96];
          snprintf(t2, sizeof t2, "%s %s %s%s", tag, rm ? "normfloat" : "element", fm ? "linear" : "point", srgb ? " srgb" : "");
          cudaTextureDesc td = texDesc(cudaAddressModeClamp, (cudaTextureFilterMode)fm, (cudaTextureReadMode)rm, 0);
          td.sRGB = srgb;
          cudaResourceDesc rd = arrayRes(a);
          cudaTextureObject_t o = 0;
          e = say(t2, "createTextureObject", cudaCreateTextureObject(&o, &rd, &td, nullptr));
          cudaGetLastError();
          if (e != cudaSuccess) continue;
          if (srgb == 0 && fm == 0) roundTrip(t2, o, a);
          bool isInt = f.d.f == cudaChannelFormatKindSigned || f.d.f == cudaChannelFormatKindUnsigned;
          for (int kern = 0; kern < 3; kern++) {
            if (kern > 0 && !(isInt && rm == 0)) break;
            cudaMemset(dout, 0xcd, ncoords * 16);
            if (kern == 0) readF<<<1, 32>>>(o, dxy, ncoords, (float4 *)dout);
            if (kern == 1) readI<<<1, 32>>>(o, dxy, ncoords, (int4 *)dout);
            if (kern == 2) readU<<<1, 32>>>(o, dxy, ncoords, (uint4 *)dout);
            e = cudaDeviceSynchronize();
            cudaError_t l = cudaGetLastError();
            unsigned w[ncoords * 4];
            cudaMemcpy(w, dout, sizeof w, cudaMemcpyDeviceToHost);
            char t3[128];
            snprintf(t3, sizeof t3, "%s read%c", t2, "FIU"[kern]);
            printf("%s launch -> %s %s\n", t3, cudaGetErrorName(e), cudaGetErrorName(l));
            printWords(t3, w, ncoords * 4, 8);
          }
          say(t2, "destroyTextureObject", cudaDestroyTextureObject(o));
        }
    say(tag, "freeArray", cudaFreeArray(a));
  }
  return finish();
}
