// t_bc.cu: how the H200 reads the packed formats: block-compressed BC1-BC7
// (and their sRGB forms), the normalized 8/16-bit kinds and 10-10-10-2,
// over pseudo-random texel bytes: every texel read point-sampled at its
// centre, and linear samples between texels, in each read mode the format
// accepts. Prints a hash of each result set and its first texels; with
// TEX26_DUMP=DIR also writes every result to DIR/NAME.bin (the texel bytes
// to DIR/NAME.in).
#include "tx.h"

__global__ void readAll(cudaTextureObject_t t, int w, int h, float off, float4 *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < w * h) out[i] = tex2D<float4>(t, (float)(i % w) + off, (float)(i / w) + off);
}

__global__ void readOne(cudaTextureObject_t t, int how, float x, float y, float4 *out) {
  float4 v = make_float4(0, 0, 0, 0);
  switch (how) {
  case 0: v = tex2D<float4>(t, x, y); break;
  case 1: v = tex2Dgather<float4>(t, x, y, 0); break;
  case 2: v = tex2Dgather<float4>(t, x, y, 1); break;
  case 3: v = tex2Dgather<float4>(t, x, y, 3); break;
  case 4: v = tex2DLod<float4>(t, x, y, 0.0f); break;
  case 5: v = tex2DLod<float4>(t, x, y, 1.0f); break;
  case 6: v = tex2DGrad<float4>(t, x, y, make_float2(2, 0), make_float2(0, 2)); break;
  case 7: v = tex2DLayered<float4>(t, x, y, 1); break;
  case 8: v = tex3D<float4>(t, x, y, 1.5f); break;
  }
  *out = v;
}
__global__ void surfOne(cudaSurfaceObject_t s, int x, int y, unsigned *out) {
  out[0] = surf2Dread<unsigned>(s, x * 4, y);
  surf2Dwrite(0x12345678u, s, x * 4, y);
  out[1] = surf2Dread<unsigned>(s, x * 4, y);
}

// uses tries what t_fmt did not with an array of kind k (block of edge
// `block`, `bytes` per block or texel): each call's error name, and the
// values its reads return.
static void uses(const char *n, cudaChannelFormatDesc d, int block, int bytes, bool srgb) {
  char tag[96];
  float4 *out;
  unsigned *sout;
  if (say(n, "use malloc", cudaMalloc(&out, 16)) != cudaSuccess || cudaMalloc(&sout, 8) != cudaSuccess) return;
  std::vector<unsigned char> in(64 / block * 64 / block * bytes);
  unsigned s = 777;
  for (auto &b : in) b = (unsigned char)(lcg(s) >> 4);
  int rowBytes = 64 / block * bytes, rows = 64 / block;
  auto read = [&](const char *t, cudaTextureObject_t o, int how, float x, float y) {
    cudaMemset(out, 0xcd, 16);
    readOne<<<1, 1>>>(o, how, x, y, out);
    cudaError_t e = cudaDeviceSynchronize();
    cudaError_t l = cudaGetLastError();
    unsigned w[4];
    cudaMemcpy(w, out, 16, cudaMemcpyDeviceToHost);
    printf("%s how%d (%g, %g) -> %s %s %08x %08x %08x %08x\n", t, how, x, y, cudaGetErrorName(e), cudaGetErrorName(l), w[0], w[1], w[2], w[3]);
  };
  auto object = [&](const char *t, cudaResourceDesc rd, const cudaResourceViewDesc *v, int filter) {
    cudaTextureDesc td = texDesc(cudaAddressModeClamp, (cudaTextureFilterMode)filter, cudaReadModeNormalizedFloat, 0);
    td.sRGB = srgb;
    if (d.x == 16 || d.x == 10) td.readMode = cudaReadModeElementType; // BC6H, 10-10-10-2: element reads only
    cudaTextureObject_t o = 0;
    if (say(t, "createTextureObject", cudaCreateTextureObject(&o, &rd, &td, v)) != cudaSuccess) {
      cudaGetLastError();
      return (cudaTextureObject_t)0;
    }
    return o;
  };
  // shapes
  const struct { const char *n; cudaExtent e; unsigned flags; } shapes[] = {
      {"layered", make_cudaExtent(64, 64, 2), cudaArrayLayered},
      {"3d", make_cudaExtent(64, 64, 2), 0},
      {"cubemap", make_cudaExtent(64, 64, 6), cudaArrayCubemap},
      {"layeredCubemap", make_cudaExtent(64, 64, 12), cudaArrayCubemap | cudaArrayLayered},
      {"layered1d", make_cudaExtent(64, 0, 2), cudaArrayLayered},
  };
  for (const auto &sh : shapes) {
    snprintf(tag, sizeof tag, "%s use %s", n, sh.n);
    cudaArray_t a = nullptr;
    if (say(tag, "malloc3DArray", cudaMalloc3DArray(&a, &d, sh.e, sh.flags)) != cudaSuccess) {
      cudaGetLastError();
      continue;
    }
    info(tag, a);
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(in.data(), rowBytes, rowBytes, rows);
    p.dstArray = a;
    p.extent = make_cudaExtent(rowBytes, rows, 1);
    p.kind = cudaMemcpyHostToDevice;
    say(tag, "memcpy3D blocks", cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(64 / block, 64 / block, 1);
    say(tag, "memcpy3D elements", cudaMemcpy3D(&p));
    cudaGetLastError();
    cudaTextureObject_t o = object(tag, arrayRes(a), nullptr, 0);
    if (o) {
      read(tag, o, strcmp(sh.n, "3d") == 0 ? 8 : 7, 5.5f, 6.5f);
      read(tag, o, 0, 5.5f, 6.5f);
      cudaDestroyTextureObject(o);
    }
    cudaFreeArray(a);
  }
  {
    snprintf(tag, sizeof tag, "%s use mipmapped", n);
    cudaMipmappedArray_t m = nullptr;
    if (say(tag, "mallocMipmappedArray", cudaMallocMipmappedArray(&m, &d, make_cudaExtent(64, 64, 0), 3)) == cudaSuccess) {
      cudaArray_t l1 = nullptr;
      say(tag, "getMipmappedArrayLevel 1", cudaGetMipmappedArrayLevel(&l1, m, 1));
      if (l1) {
        info(tag, l1);
        say(tag, "memcpy2DToArray level 1", cudaMemcpy2DToArray(l1, 0, 0, in.data(), rowBytes / 2, rowBytes / 2, rows / 2, cudaMemcpyHostToDevice));
      }
      cudaResourceDesc rd;
      memset(&rd, 0, sizeof rd);
      rd.resType = cudaResourceTypeMipmappedArray;
      rd.res.mipmap.mipmap = m;
      cudaTextureObject_t o = object(tag, rd, nullptr, 0);
      if (o) {
        read(tag, o, 5, 5.5f, 6.5f);
        cudaDestroyTextureObject(o);
      }
      cudaFreeMipmappedArray(m);
    }
    cudaGetLastError();
  }
  // a plain 2D array: surfaces, gathers, views, explicit levels
  cudaArray_t a = nullptr;
  snprintf(tag, sizeof tag, "%s use 2d", n);
  if (say(tag, "mallocArray gather", cudaMallocArray(&a, &d, 64, 64, cudaArrayTextureGather)) != cudaSuccess) {
    cudaGetLastError();
    return;
  }
  say(tag, "memcpy2DToArray", cudaMemcpy2DToArray(a, 0, 0, in.data(), rowBytes, rowBytes, rows, cudaMemcpyHostToDevice));
  cudaSurfaceObject_t so = 0;
  cudaResourceDesc srd = arrayRes(a);
  if (say(tag, "createSurfaceObject", cudaCreateSurfaceObject(&so, &srd)) == cudaSuccess) {
    cudaMemset(sout, 0xcd, 8);
    surfOne<<<1, 1>>>(so, 1, 1, sout);
    cudaError_t e = cudaDeviceSynchronize();
    cudaError_t l = cudaGetLastError();
    unsigned w[2];
    cudaMemcpy(w, sout, 8, cudaMemcpyDeviceToHost);
    printf("%s surf read/write/read -> %s %s %08x %08x\n", tag, cudaGetErrorName(e), cudaGetErrorName(l), w[0], w[1]);
    cudaDestroySurfaceObject(so);
    cudaMemcpy2DToArray(a, 0, 0, in.data(), rowBytes, rowBytes, rows, cudaMemcpyHostToDevice);
  }
  cudaGetLastError();
  for (int filter = 0; filter < 2; filter++) {
    snprintf(tag, sizeof tag, "%s use 2d %s", n, filter ? "linear" : "point");
    cudaTextureObject_t o = object(tag, arrayRes(a), nullptr, filter);
    if (!o) continue;
    for (int how = 1; how <= 6; how++) read(tag, o, how, 5.25f, 6.75f);
    cudaDestroyTextureObject(o);
  }
  // views: the same kind, and the blocks as integers of their size
  const struct { const char *n; cudaResourceViewFormat f; int w, h; } views[] = {
      {"same", (cudaResourceViewFormat)0, 64, 64},
      {"uint2 blocks", cudaResViewFormatUnsignedInt2, 16, 16},
      {"uint4 blocks", cudaResViewFormatUnsignedInt4, 16, 16},
      {"uint1 texels", cudaResViewFormatUnsignedInt1, 64, 64},
  };
  static const cudaResourceViewFormat same[] = {cudaResViewFormatUnsignedBlockCompressed1, cudaResViewFormatUnsignedBlockCompressed7,
                                                cudaResViewFormatUnsignedBlockCompressed6H, cudaResViewFormatUnsignedBlockCompressed4};
  for (const auto &v : views) {
    if (v.f == 0 && block == 1) continue; // 10-10-10-2 has no view format of its own
    snprintf(tag, sizeof tag, "%s use view %s", n, v.n);
    cudaResourceViewDesc vd;
    memset(&vd, 0, sizeof vd);
    vd.format = v.f;
    if (v.f == 0) vd.format = same[d.f == cudaChannelFormatKindUnsignedBlockCompressed1 ? 0
                                   : d.f == cudaChannelFormatKindUnsignedBlockCompressed7 ? 1
                                   : d.f == cudaChannelFormatKindUnsignedBlockCompressed6H ? 2 : 3];
    vd.width = v.w;
    vd.height = v.h;
    cudaTextureObject_t o = object(tag, arrayRes(a), &vd, 0);
    if (!o) continue;
    read(tag, o, 0, 1.5f, 1.5f);
    cudaDestroyTextureObject(o);
  }
  cudaFreeArray(a);
  cudaFree(out);
  cudaFree(sout);
}

int main() {
  const char *dump = getenv("TEX26_DUMP");
  if (dump && !*dump) dump = nullptr;
  struct K { const char *n; cudaChannelFormatKind k; int x, y, z, w, bytes, block; };
  const K ks[] = {
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
#if CUDART_VERSION >= 12000
      {"unorm1010102", cudaChannelFormatKindUnsignedNormalized1010102, 10, 10, 10, 2, 4, 1},
#endif
  };
  const int W = 64, H = 64, N = W * H;
  float4 *dout;
  REQUIRE(cudaMalloc(&dout, N * 16));
  std::vector<float4> res(N);
  for (const K &k : ks) {
    cudaChannelFormatDesc d = cudaCreateChannelDesc(k.x, k.y, k.z, k.w, k.k);
    cudaArray_t a;
    if (say(k.n, "mallocArray 64x64", cudaMallocArray(&a, &d, W, H)) != cudaSuccess) { cudaGetLastError(); continue; }
    int rows = H / k.block, rowBytes = W / k.block * k.bytes;
    std::vector<unsigned char> in(rows * rowBytes);
    unsigned s = 12345;
    for (auto &b : in) b = (unsigned char)(lcg(s) >> 4);
    // BC6H and BC7 blocks cycle through every mode field value (random bytes
    // would give mode 0 to half of BC7's blocks)
    bool bc6 = strncmp(k.n, "bc6h", 4) == 0, bc7 = strncmp(k.n, "bc7", 3) == 0;
    for (int b = 0; b < rows * (W / k.block) && (bc6 || bc7); b++) {
      unsigned char *p = &in[b * k.bytes];
      if (bc6) p[0] = (unsigned char)((p[0] & ~0x1f) | (b % 32));
      if (bc7) {
        int m = b % 9;
        p[0] = m == 8 ? 0 : (unsigned char)((p[0] & ~((2 << m) - 1)) | (1 << m));
      }
    }
    say(k.n, "memcpy2DToArray", cudaMemcpy2DToArray(a, 0, 0, in.data(), rowBytes, rowBytes, rows, cudaMemcpyHostToDevice));
    if (dump) {
      char path[512];
      snprintf(path, sizeof path, "%s/%s.in", dump, k.n);
      FILE *f = fopen(path, "wb");
      if (f) { fwrite(in.data(), 1, in.size(), f); fclose(f); }
    }
    for (int rm = 0; rm < 2; rm++)
      for (int fm = 0; fm < 2; fm++)
        for (int srgb = 0; srgb < 2; srgb++) {
          char tag[96];
          snprintf(tag, sizeof tag, "%s %s %s%s", k.n, rm ? "normfloat" : "element", fm ? "linear" : "point", srgb ? " srgb" : "");
          cudaResourceDesc rd = arrayRes(a);
          cudaTextureDesc td = texDesc(cudaAddressModeClamp, (cudaTextureFilterMode)fm, (cudaTextureReadMode)rm, 0);
          td.sRGB = srgb;
          cudaTextureObject_t o;
          if (say(tag, "create", cudaCreateTextureObject(&o, &rd, &td, nullptr)) != cudaSuccess) { cudaGetLastError(); continue; }
          cudaMemset(dout, 0xcd, N * 16);
          readAll<<<N / 256, 256>>>(o, W, H, fm ? 0.25f : 0.5f, dout);
          syncShow(tag);
          cudaMemcpy(res.data(), dout, N * 16, cudaMemcpyDeviceToHost);
          printf("%s hash %016llx\n", tag, fnv(res.data(), N * 16));
          printWords(tag, (const unsigned *)res.data(), 4 * 8, 8);
          if (dump && (fm == 0 || strcmp(k.n, "unorm1010102") == 0)) {
            char path[512];
            snprintf(path, sizeof path, "%s/%s.%d%d%d.bin", dump, k.n, rm, fm, srgb);
            FILE *f = fopen(path, "wb");
            if (f) { fwrite(res.data(), 16, N, f); fclose(f); }
          }
          cudaDestroyTextureObject(o);
        }
    cudaFreeArray(a);
  }
  uses("bc1", cudaCreateChannelDesc(8, 8, 8, 8, cudaChannelFormatKindUnsignedBlockCompressed1), 4, 8, false);
  uses("bc4u", cudaCreateChannelDesc(8, 0, 0, 0, cudaChannelFormatKindUnsignedBlockCompressed4), 4, 8, false);
  uses("bc6hu", cudaCreateChannelDesc(16, 16, 16, 0, cudaChannelFormatKindUnsignedBlockCompressed6H), 4, 16, false);
  uses("bc7srgb", cudaCreateChannelDesc(8, 8, 8, 8, cudaChannelFormatKindUnsignedBlockCompressed7SRGB), 4, 16, true);
#if CUDART_VERSION >= 12000
  uses("unorm1010102", cudaCreateChannelDesc(10, 10, 10, 2, cudaChannelFormatKindUnsignedNormalized1010102), 1, 4, false);
#endif
  return finish();
}
