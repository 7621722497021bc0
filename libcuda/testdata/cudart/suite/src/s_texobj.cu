// s_texobj: texture objects through the runtime with point sampling (exact
// everywhere): cudaMallocArray, cudaMemcpy2DToArray and back, every address
// mode (wrap, clamp, mirror, border) with normalized and unnormalized
// coordinates, cudaReadModeNormalizedFloat of 8- and 16-bit, signed and
// unsigned texels, textures of linear and pitched memory, tex1Dfetch, and
// cudaGetChannelDesc / cudaGetTextureObjectResourceDesc.
#include <cstring>
#include "check.h"

const int W = 8, H = 4, NC = 24;

template <typename T> __global__ void sample2D(cudaTextureObject_t t, float *coords, T *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2D<T>(t, coords[2 * i], coords[2 * i + 1]);
}
__global__ void fetch1D(cudaTextureObject_t t, int *idx, float *out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float>(t, idx[i]);
}
__global__ void sampleNorm(cudaTextureObject_t t, float x, float y, float4 *out) { *out = tex2D<float4>(t, x, y); }

static cudaTextureObject_t makeTex(cudaArray_t a, cudaTextureAddressMode m, bool norm, cudaTextureReadMode rm = cudaReadModeElementType) {
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  cudaTextureDesc d = {};
  d.addressMode[0] = d.addressMode[1] = m;
  d.filterMode = cudaFilterModePoint;
  d.readMode = rm;
  d.normalizedCoords = norm;
  d.borderColor[0] = -5.0f;
  cudaTextureObject_t t = 0;
  OK(cudaCreateTextureObject(&t, &r, &d, nullptr));
  return t;
}

int main() {
  // A W x H float array, texel (x, y) = 10*y + x.
  float img[H][W];
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) img[y][x] = 10 * y + x;
  cudaChannelFormatDesc cf = cudaCreateChannelDesc<float>();
  cudaArray_t a;
  REQUIRE(cudaMallocArray(&a, &cf, W, H));
  OK(cudaMemcpy2DToArray(a, 0, 0, img, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice));
  float back[H][W] = {};
  OK(cudaMemcpy2DFromArray(back, W * sizeof(float), a, 0, 0, W * sizeof(float), H, cudaMemcpyDeviceToHost));
  check(memcmp(back, img, sizeof img) == 0, "2D array round trip");
  // A sub-rectangle: 3x2 texels at (2, 1) of a second array.
  float sub[2][3] = {{-1, -2, -3}, {-4, -5, -6}}, sback[2][3];
  cudaArray_t a2;
  OK(cudaMallocArray(&a2, &cf, W, H));
  OK(cudaMemcpy2DToArray(a2, 0, 0, img, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice));
  OK(cudaMemcpy2DToArray(a2, 2 * sizeof(float), 1, sub, 3 * sizeof(float), 3 * sizeof(float), 2, cudaMemcpyHostToDevice));
  OK(cudaMemcpy2DFromArray(sback, 3 * sizeof(float), a2, 2 * sizeof(float), 1, 3 * sizeof(float), 2, cudaMemcpyDeviceToHost));
  check(memcmp(sub, sback, sizeof sub) == 0, "sub-rectangle");
  OK(cudaMemcpy2DArrayToArray(a2, 0, 0, a, 0, 0, W * sizeof(float), H, cudaMemcpyDeviceToDevice));
  cudaChannelFormatDesc got;
  OK(cudaGetChannelDesc(&got, a));
  printf("channel desc: %d %d %d %d kind %d\n", got.x, got.y, got.z, got.w, (int)got.f);
  cudaExtent ext;
  unsigned flags;
  OK(cudaArrayGetInfo(&got, &ext, &flags, a));
  printf("array info: %zu x %zu x %zu flags %u\n", ext.width, ext.height, ext.depth, flags);

  float *dc, *dout;
  OK(cudaMalloc(&dc, 2 * NC * sizeof(float)));
  OK(cudaMalloc(&dout, NC * sizeof(float)));
  // Coordinates around and outside the array (texel centres at +0.5).
  float un[2 * NC], nm[2 * NC];
  for (int i = 0; i < NC; i++) {
    un[2 * i] = -10.5f + i * 1.25f;
    un[2 * i + 1] = -2.25f + i * 0.4f;
    nm[2 * i] = un[2 * i] / W;
    nm[2 * i + 1] = un[2 * i + 1] / H;
  }
  const cudaTextureAddressMode modes[] = {cudaAddressModeWrap, cudaAddressModeClamp, cudaAddressModeMirror, cudaAddressModeBorder};
  const char *names[] = {"wrap", "clamp", "mirror", "border"};
  for (int norm = 0; norm < 2; norm++)
    for (int m = 0; m < 4; m++) {
      cudaTextureObject_t t = makeTex(a, modes[m], norm);
      OK(cudaMemcpy(dc, norm ? nm : un, sizeof un, cudaMemcpyHostToDevice));
      sample2D<float><<<1, NC>>>(t, dc, dout, NC);
      cudaError_t e = cudaGetLastError();
      float out[NC];
      OK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
      printf("%s %-6s %s:", norm ? "normalized" : "texel", names[m], cudaGetErrorName(e));
      for (int i = 0; i < NC; i++) printf(" %g", out[i]);
      printf("\n");
      OK(cudaDestroyTextureObject(t));
    }

  // Normalized-float reads of integer texels.
  uchar4 u8[4] = {{0, 1, 128, 255}, {10, 20, 30, 40}, {255, 254, 127, 2}, {3, 4, 5, 6}};
  char4 s8[4] = {{-128, -127, 0, 127}, {-1, 1, 64, -64}, {5, -5, 100, -100}, {0, 0, 0, 0}};
  ushort4 u16[4] = {{0, 1, 32768, 65535}, {1000, 2000, 3000, 4000}, {65534, 2, 3, 4}, {5, 6, 7, 8}};
  short4 s16[4] = {{-32768, -32767, 0, 32767}, {-1, 1, 16384, -16384}, {5, -5, 100, -100}, {0, 0, 0, 0}};
  struct {
    const char *name;
    cudaChannelFormatDesc f;
    const void *src;
    size_t size;
  } kinds[] = {
      {"u8", cudaCreateChannelDesc<uchar4>(), u8, sizeof(uchar4)},
      {"s8", cudaCreateChannelDesc<char4>(), s8, sizeof(char4)},
      {"u16", cudaCreateChannelDesc<ushort4>(), u16, sizeof(ushort4)},
      {"s16", cudaCreateChannelDesc<short4>(), s16, sizeof(short4)},
  };
  float4 *d4;
  OK(cudaMalloc(&d4, sizeof(float4)));
  for (auto &k : kinds) {
    cudaArray_t ka;
    OK(cudaMallocArray(&ka, &k.f, 2, 2));
    OK(cudaMemcpy2DToArray(ka, 0, 0, k.src, 2 * k.size, 2 * k.size, 2, cudaMemcpyHostToDevice));
    cudaTextureObject_t t = makeTex(ka, cudaAddressModeClamp, false, cudaReadModeNormalizedFloat);
    for (int i = 0; i < 4; i++) {
      sampleNorm<<<1, 1>>>(t, (i % 2) + 0.5f, (i / 2) + 0.5f, d4);
      float4 v;
      OK(cudaMemcpy(&v, d4, sizeof v, cudaMemcpyDeviceToHost));
      printf("%s texel %d as float: %.9g %.9g %.9g %.9g\n", k.name, i, v.x, v.y, v.z, v.w);
    }
    cudaDestroyTextureObject(t);
    cudaFreeArray(ka);
  }

  // Linear memory: tex1Dfetch, in and out of range.
  float lin[100];
  for (int i = 0; i < 100; i++) lin[i] = i * 1.5f;
  float *dl;
  OK(cudaMalloc(&dl, sizeof lin));
  OK(cudaMemcpy(dl, lin, sizeof lin, cudaMemcpyHostToDevice));
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeLinear;
  r.res.linear.devPtr = dl;
  r.res.linear.desc = cf;
  r.res.linear.sizeInBytes = sizeof lin;
  cudaTextureDesc td = {};
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t tl;
  OK(cudaCreateTextureObject(&tl, &r, &td, nullptr));
  int idx[8] = {0, 1, 50, 99, 100, 1000, -1, 7};
  int *di;
  OK(cudaMalloc(&di, sizeof idx));
  OK(cudaMemcpy(di, idx, sizeof idx, cudaMemcpyHostToDevice));
  fetch1D<<<1, 8>>>(tl, di, dout, 8);
  float fo[8];
  OK(cudaMemcpy(fo, dout, sizeof fo, cudaMemcpyDeviceToHost));
  printf("tex1Dfetch:");
  for (float v : fo) printf(" %g", v);
  printf("\n");
  cudaResourceDesc rback;
  OK(cudaGetTextureObjectResourceDesc(&rback, tl));
  printf("resource type %d size %zu\n", (int)rback.resType, rback.res.linear.sizeInBytes);
  cudaTextureDesc tback;
  OK(cudaGetTextureObjectTextureDesc(&tback, tl));
  printf("texture desc: filter %d read %d norm %d\n", (int)tback.filterMode, (int)tback.readMode, tback.normalizedCoords);

  // Pitched memory: a 2D texture of a cudaMallocPitch allocation.
  float *pd;
  size_t pitch;
  OK(cudaMallocPitch(&pd, &pitch, W * sizeof(float), H));
  OK(cudaMemcpy2D(pd, pitch, img, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice));
  cudaResourceDesc rp = {};
  rp.resType = cudaResourceTypePitch2D;
  rp.res.pitch2D.devPtr = pd;
  rp.res.pitch2D.desc = cf;
  rp.res.pitch2D.width = W;
  rp.res.pitch2D.height = H;
  rp.res.pitch2D.pitchInBytes = pitch;
  cudaTextureDesc tdp = {};
  tdp.addressMode[0] = tdp.addressMode[1] = cudaAddressModeClamp;
  cudaTextureObject_t tp;
  OK(cudaCreateTextureObject(&tp, &rp, &tdp, nullptr));
  OK(cudaMemcpy(dc, un, sizeof un, cudaMemcpyHostToDevice));
  sample2D<float><<<1, NC>>>(tp, dc, dout, NC);
  float po[NC];
  OK(cudaMemcpy(po, dout, sizeof po, cudaMemcpyDeviceToHost));
  printf("pitch2D clamp:");
  for (float v : po) printf(" %g", v);
  printf("\n");
  // Element-type reads of int texels.
  int iimg[H][W];
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) iimg[y][x] = -1000 * y + x;
  cudaChannelFormatDesc ci = cudaCreateChannelDesc<int>();
  cudaArray_t ia;
  OK(cudaMallocArray(&ia, &ci, W, H));
  OK(cudaMemcpy2DToArray(ia, 0, 0, iimg, W * sizeof(int), W * sizeof(int), H, cudaMemcpyHostToDevice));
  cudaTextureObject_t ti = makeTex(ia, cudaAddressModeWrap, false);
  int *dio;
  OK(cudaMalloc(&dio, NC * sizeof(int)));
  sample2D<int><<<1, NC>>>(ti, dc, dio, NC);
  int io[NC];
  OK(cudaMemcpy(io, dio, sizeof io, cudaMemcpyDeviceToHost));
  printf("int wrap:");
  for (int v : io) printf(" %d", v);
  printf("\n");
  OK(cudaDestroyTextureObject(ti));
  OK(cudaDestroyTextureObject(tp));
  OK(cudaDestroyTextureObject(tl));
  OK(cudaFreeArray(ia));
  OK(cudaFreeArray(a2));
  OK(cudaFreeArray(a));
  OK(cudaDeviceSynchronize());
  return finish();
}
