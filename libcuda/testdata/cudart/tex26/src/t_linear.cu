// t_linear.cu: textures over linear and pitch-2D memory through the runtime:
// the alignment and limit attributes, which offsets, sizes, widths and
// pitches cudaCreateTextureObject accepts, what tex1Dfetch and tex2D read
// there (inside and past the end), and the resource description round trip.
#include "tx.h"

__global__ void fetchF(cudaTextureObject_t t, const int *idx, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float4>(t, idx[i]);
}
__global__ void fetchI(cudaTextureObject_t t, const int *idx, int n, int4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<int4>(t, idx[i]);
}
__global__ void lin1D(cudaTextureObject_t t, float x, float4 *out) { out[0] = tex1D<float4>(t, x); }
__global__ void sample2D(cudaTextureObject_t t, const float2 *xy, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2D<float4>(t, xy[i].x, xy[i].y);
}

int main() {
  int attrs[] = {14, 51, 30, 21, 69, 70, 71, 72};
  for (int at : attrs) {
    int v = -1;
    cudaError_t e = cudaDeviceGetAttribute(&v, (cudaDeviceAttr)at, 0);
    printf("attr %d -> %s %d\n", at, cudaGetErrorName(e), v);
  }
  const size_t bufBytes = 1 << 20;
  unsigned char *buf;
  REQUIRE(cudaMalloc(&buf, bufBytes));
  std::vector<unsigned char> h(bufBytes);
  for (size_t i = 0; i < bufBytes; i++) h[i] = (unsigned char)(i * 131 + (i >> 8) * 7);
  for (size_t i = 0; i < 4096; i++) ((float *)h.data())[i] = (float)i * 0.5f - 100.0f;
  REQUIRE(cudaMemcpy(buf, h.data(), bufBytes, cudaMemcpyHostToDevice));
  int idx[] = {-1, 0, 1, 2, 3, 7, 15, 16, 17, 31, 32, 100, 1 << 20, -100};
  const int nidx = sizeof idx / sizeof idx[0];
  int *didx;
  float4 *dout;
  REQUIRE(cudaMalloc(&didx, sizeof idx));
  REQUIRE(cudaMalloc(&dout, 64 * 16));
  REQUIRE(cudaMemcpy(didx, idx, sizeof idx, cudaMemcpyHostToDevice));

  struct L { const char *n; size_t off, size; cudaChannelFormatDesc d; int rm; };
  cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>(), f4 = cudaCreateChannelDesc<float4>(), u1 = cudaCreateChannelDesc<unsigned char>(),
                        u4 = cudaCreateChannelDesc<uchar4>(), s2 = cudaCreateChannelDesc<short2>(), hf = cudaCreateChannelDescHalf(),
                        i1 = cudaCreateChannelDesc<int>(), f2 = cudaCreateChannelDesc<float2>();
  const L ls[] = {
      {"f1 off0 64", 0, 64, f1, 0},       {"f1 off0 63", 0, 63, f1, 0},     {"f1 off0 0", 0, 0, f1, 0},
      {"f1 off4 64", 4, 64, f1, 0},       {"f1 off16 64", 16, 64, f1, 0},   {"f1 off128 64", 128, 64, f1, 0},
      {"f1 off256 64", 256, 64, f1, 0},   {"f1 off512 64", 512, 64, f1, 0}, {"f1 off1 64", 1, 64, f1, 0},
      {"f4 off0 256", 0, 256, f4, 0},     {"f4 off16 256", 16, 256, f4, 0}, {"f4 off0 100", 0, 100, f4, 0},
      {"f2 off0 128", 0, 128, f2, 0},     {"u1 off0 32 elem", 0, 32, u1, 0}, {"u1 off0 32 norm", 0, 32, u1, 1},
      {"u1 off3 32 norm", 3, 32, u1, 1},  {"u4 off0 64 norm", 0, 64, u4, 1}, {"u4 off0 64 elem", 0, 64, u4, 0},
      {"s2 off0 64 norm", 0, 64, s2, 1},  {"s2 off0 64 elem", 0, 64, s2, 0}, {"half off0 64", 0, 64, hf, 0},
      {"half off0 64 norm", 0, 64, hf, 1}, {"i1 off0 64", 0, 64, i1, 0},    {"i1 off0 64 norm", 0, 64, i1, 1},
      {"f1 max", 0, (size_t)1 << 30, f1, 0}, {"f1 max+4", 0, ((size_t)1 << 30) + 4, f1, 0},
      {"u1 2^28", 0, (size_t)1 << 28, u1, 0}, {"u1 2^28+1", 0, ((size_t)1 << 28) + 1, u1, 0},
      {"f4 2^32", 0, (size_t)1 << 32, f4, 0}, {"f4 2^32+16", 0, ((size_t)1 << 32) + 16, f4, 0},
      {"u1 2^31", 0, (size_t)1 << 31, u1, 0}, {"u1 2^32", 0, (size_t)1 << 32, u1, 0}, {"u1 2^32+1", 0, ((size_t)1 << 32) + 1, u1, 0},
      {"f1 2^32", 0, (size_t)1 << 32, f1, 0}, {"f1 2^32+4", 0, ((size_t)1 << 32) + 4, f1, 0}, {"f2 2^32+8", 0, ((size_t)1 << 32) + 8, f2, 0},
      {"f1 2^32+3", 0, ((size_t)1 << 32) + 3, f1, 0}, {"u1 2^40", 0, (size_t)1 << 40, u1, 0}, {"f1 off0 4", 0, 4, f1, 0}, {"f1 off0 3", 0, 3, f1, 0},
  };
  for (const L &l : ls) {
    char tag[96];
    snprintf(tag, sizeof tag, "linear %s", l.n);
    cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeLinear;
    rd.res.linear.devPtr = buf + l.off;
    rd.res.linear.desc = l.d;
    rd.res.linear.sizeInBytes = l.size;
    cudaTextureDesc td = texDesc(cudaAddressModeClamp, cudaFilterModePoint, (cudaTextureReadMode)l.rm, 0);
    cudaTextureObject_t o = 0;
    cudaError_t e = say(tag, "create", cudaCreateTextureObject(&o, &rd, &td, nullptr));
    cudaGetLastError();
    if (e != cudaSuccess) continue;
    roundTrip(tag, o, buf + l.off);
    if (l.size > bufBytes) { // fetches could leave the allocation
      say(tag, "destroy", cudaDestroyTextureObject(o));
      continue;
    }
    bool isInt = (l.d.f != cudaChannelFormatKindFloat) && l.rm == 0;
    cudaMemset(dout, 0xcd, 64 * 16);
    if (isInt) fetchI<<<1, 32>>>(o, didx, nidx, (int4 *)dout);
    else fetchF<<<1, 32>>>(o, didx, nidx, dout);
    syncShow(tag);
    unsigned w[nidx * 4];
    cudaMemcpy(w, dout, sizeof w, cudaMemcpyDeviceToHost);
    printWords(tag, w, nidx * 4, 8);
    if (l.off == 0 && l.size == 64 && l.d.f == cudaChannelFormatKindFloat && l.d.x == 32 && l.d.y == 0) {
      lin1D<<<1, 1>>>(o, 2.5f, dout);
      syncShow("linear tex1D on linear");
      cudaMemcpy(w, dout, 16, cudaMemcpyDeviceToHost);
      printWords("linear tex1D on linear", w, 4, 4);
    }
    say(tag, "destroy", cudaDestroyTextureObject(o));
  }
  // linear filtering and other texture-description fields over linear memory
  for (int fm = 0; fm < 2; fm++)
    for (int norm = 0; norm < 2; norm++)
      for (int am = 0; am < 4; am++) {
        char tag[96];
        snprintf(tag, sizeof tag, "linear f1 filter=%d norm=%d addr=%d", fm, norm, am);
        cudaResourceDesc rd;
        memset(&rd, 0, sizeof rd);
        rd.resType = cudaResourceTypeLinear;
        rd.res.linear.devPtr = buf;
        rd.res.linear.desc = f1;
        rd.res.linear.sizeInBytes = 64;
        cudaTextureDesc td = texDesc((cudaTextureAddressMode)am, (cudaTextureFilterMode)fm, cudaReadModeElementType, norm);
        cudaTextureObject_t o = 0;
        if (say(tag, "create", cudaCreateTextureObject(&o, &rd, &td, nullptr)) != cudaSuccess) { cudaGetLastError(); continue; }
        roundTrip(tag, o, buf);
        cudaMemset(dout, 0xcd, 64 * 16);
        fetchF<<<1, 32>>>(o, didx, nidx, dout);
        syncShow(tag);
        unsigned w[nidx * 4];
        cudaMemcpy(w, dout, sizeof w, cudaMemcpyDeviceToHost);
        printWords(tag, w, nidx * 4, 8);
        cudaDestroyTextureObject(o);
      }
  // pitch 2D
  size_t mpitch = 0;
  unsigned char *pbuf;
  REQUIRE(cudaMallocPitch((void **)&pbuf, &mpitch, 100, 20));
  printf("mallocPitch 100x20 pitch=%zu\n", mpitch);
  {
    size_t p2 = 0;
    void *q;
    for (size_t w : {1, 31, 32, 33, 511, 512, 513, 4000}) {
      if (cudaMallocPitch(&q, &p2, w, 3) == cudaSuccess) {
        printf("mallocPitch %zux3 pitch=%zu\n", w, p2);
        cudaFree(q);
      }
    }
  }
  std::vector<unsigned char> ph(mpitch * 20);
  for (size_t i = 0; i < ph.size(); i++) ph[i] = (unsigned char)(i * 7 + 1);
  for (size_t y = 0; y < 20; y++)
    for (size_t x = 0; x < 25; x++) ((float *)(ph.data() + y * mpitch))[x] = (float)(y * 100 + x);
  REQUIRE(cudaMemcpy(pbuf, ph.data(), ph.size(), cudaMemcpyHostToDevice));
  struct P { const char *n; size_t off, w, h, pitch; cudaChannelFormatDesc d; };
  const P ps[] = {
      {"f1 25x20 mpitch", 0, 25, 20, mpitch, f1},   {"f1 25x20 pitch100", 0, 25, 20, 100, f1},
      {"f1 25x20 pitch128", 0, 25, 20, 128, f1},    {"f1 25x20 pitch96", 0, 25, 20, 96, f1},
      {"f1 25x20 pitch32", 0, 25, 20, 32, f1},      {"f1 8x20 pitch32", 0, 8, 20, 32, f1},
      {"f1 8x20 pitch64", 0, 8, 20, 64, f1},        {"f1 25x20 off4", 4, 25, 20, mpitch, f1},
      {"f1 25x20 off32", 32, 25, 20, mpitch, f1},   {"f1 25x20 off64", 64, 25, 20, mpitch, f1},
      {"f1 25x20 off128", 128, 25, 20, mpitch, f1}, {"f1 0x20", 0, 0, 20, mpitch, f1},
      {"f1 25x0", 0, 25, 0, mpitch, f1},            {"f1 1x1", 0, 1, 1, mpitch, f1},
      {"f1 w=max", 0, 131072, 2, 131072 * 4, f1},   {"f1 w=max+1", 0, 131073, 2, 131073 * 4 + 28, f1},
      {"u1 h=max", 0, 4, 65536, 64, u1},            {"u1 h=max+1", 0, 4, 65537, 64, u1},
      {"u1 pitch=2^21", 0, 4, 2, 1 << 21, u1},      {"u1 pitch=2^21+32", 0, 4, 2, (1 << 21) + 32, u1},
      {"u4 25x20 mpitch", 0, 25, 20, mpitch, u4},   {"f4 6x20 mpitch", 0, 6, 20, mpitch, f4},
  };
  const int N = 24;
  float2 xy[N];
  for (int i = 0; i < N; i++) xy[i] = make_float2(-1.5f + i * 1.31f, -0.75f + i * 0.93f);
  float2 *dxy;
  REQUIRE(cudaMalloc(&dxy, sizeof xy));
  REQUIRE(cudaMemcpy(dxy, xy, sizeof xy, cudaMemcpyHostToDevice));
  for (const P &p : ps)
    for (int fm = 0; fm < 2; fm++) {
      char tag[96];
      snprintf(tag, sizeof tag, "pitch2d %s filter=%d", p.n, fm);
      cudaResourceDesc rd;
      memset(&rd, 0, sizeof rd);
      rd.resType = cudaResourceTypePitch2D;
      rd.res.pitch2D.devPtr = pbuf + p.off;
      rd.res.pitch2D.desc = p.d;
      rd.res.pitch2D.width = p.w;
      rd.res.pitch2D.height = p.h;
      rd.res.pitch2D.pitchInBytes = p.pitch;
      cudaTextureDesc td = texDesc(cudaAddressModeBorder, (cudaTextureFilterMode)fm, p.d.f == cudaChannelFormatKindFloat ? cudaReadModeElementType : cudaReadModeNormalizedFloat, 0);
      cudaTextureObject_t o = 0;
      if (say(tag, "create", cudaCreateTextureObject(&o, &rd, &td, nullptr)) != cudaSuccess) { cudaGetLastError(); continue; }
      roundTrip(tag, o, pbuf + p.off);
      bool small = p.w * p.h < 10000 && p.pitch * p.h <= mpitch * 20 + 4096;
      if (small) {
        cudaMemset(dout, 0xcd, 64 * 16);
        sample2D<<<1, 32>>>(o, dxy, N, dout);
        syncShow(tag);
        unsigned w[N * 4];
        cudaMemcpy(w, dout, sizeof w, cudaMemcpyDeviceToHost);
        printWords(tag, w, N * 4, 8);
      }
      cudaDestroyTextureObject(o);
    }
  return finish();
}
