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
  return finish();
}
