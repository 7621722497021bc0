// t_geom.cu: texture geometries through the runtime: tex1DLayered,
// tex2DLayered (layers below, inside and past the range), texCubemap and
// texCubemapLayered (each face's direction, edges, seamless or not),
// tex3D, and tex2Dgather of every component over float4, uchar4
// (element and normalized float) and float1 arrays, with and without
// cudaArrayTextureGather.
#include "tx.h"

__global__ void layered1D(cudaTextureObject_t t, const float4 *q, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex1DLayered<float4>(t, q[i].x, (int)q[i].w);
}
__global__ void layered2D(cudaTextureObject_t t, const float4 *q, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2DLayered<float4>(t, q[i].x, q[i].y, (int)q[i].w);
}
__global__ void cube(cudaTextureObject_t t, const float4 *q, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = texCubemap<float4>(t, q[i].x, q[i].y, q[i].z);
}
__global__ void cubeLayered(cudaTextureObject_t t, const float4 *q, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = texCubemapLayered<float4>(t, q[i].x, q[i].y, q[i].z, (int)q[i].w);
}
__global__ void tex3d(cudaTextureObject_t t, const float4 *q, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex3D<float4>(t, q[i].x, q[i].y, q[i].z);
}
template <int C>
__global__ void gatherF(cudaTextureObject_t t, const float4 *q, int n, float4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2Dgather<float4>(t, q[i].x, q[i].y, C);
}
template <int C>
__global__ void gatherU(cudaTextureObject_t t, const float4 *q, int n, uint4 *out) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2Dgather<uint4>(t, q[i].x, q[i].y, C);
}

static float4 *dq, *dout;
static const int N = 48;

static void run(const char *tag, cudaTextureObject_t o, void (*k)(cudaTextureObject_t, const float4 *, int, float4 *), const float4 *q, int n) {
  cudaMemcpy(dq, q, n * 16, cudaMemcpyHostToDevice);
  cudaMemset(dout, 0xcd, N * 16);
  k<<<1, 64>>>(o, dq, n, dout);
  syncShow(tag);
  unsigned w[N * 4];
  cudaMemcpy(w, dout, n * 16, cudaMemcpyDeviceToHost);
  printWords(tag, w, n * 4, 16);
}

static cudaArray_t make3D(const char *tag, size_t w, size_t h, size_t d, unsigned flags) {
  cudaChannelFormatDesc f4 = cudaCreateChannelDesc<float4>();
  cudaArray_t a;
  if (say(tag, "malloc3DArray", cudaMalloc3DArray(&a, &f4, make_cudaExtent(w, h, d), flags)) != cudaSuccess) { cudaGetLastError(); return nullptr; }
  size_t hh = h ? h : 1, dd = d ? d : 1;
  std::vector<float4> v(w * hh * dd);
  for (size_t i = 0; i < v.size(); i++) v[i] = make_float4((float)(i % w), (float)((i / w) % hh), (float)(i / (w * hh)), 100.0f + i);
  cudaMemcpy3DParms p;
  memset(&p, 0, sizeof p);
  p.srcPtr = make_cudaPitchedPtr(v.data(), w * 16, w, hh);
  p.dstArray = a;
  p.extent = make_cudaExtent(w, hh, dd);
  p.kind = cudaMemcpyHostToDevice;
  say(tag, "memcpy3D", cudaMemcpy3D(&p));
  info(tag, a);
  return a;
}

static cudaTextureObject_t obj(const char *tag, cudaArray_t a, int am, int fm, int norm, int seamless = 0) {
  cudaResourceDesc rd = arrayRes(a);
  cudaTextureDesc td = texDesc((cudaTextureAddressMode)am, (cudaTextureFilterMode)fm, cudaReadModeElementType, norm);
  SEAMLESS(td) = seamless;
  td.borderColor[0] = -1; td.borderColor[1] = -2; td.borderColor[2] = -3; td.borderColor[3] = -4;
  cudaTextureObject_t o = 0;
  if (say(tag, "create", cudaCreateTextureObject(&o, &rd, &td, nullptr)) != cudaSuccess) { cudaGetLastError(); return 0; }
  return o;
}

int main() {
  REQUIRE(cudaMalloc(&dq, N * 16));
  REQUIRE(cudaMalloc(&dout, N * 16));
  float4 q[N];
  // layered
  {
    cudaArray_t l1 = make3D("layered1d 5x0x3", 5, 0, 3, cudaArrayLayered);
    cudaArray_t l2 = make3D("layered2d 4x3x3", 4, 3, 3, cudaArrayLayered);
    for (int i = 0; i < N; i++) q[i] = make_float4(-1.0f + i * 0.27f, 3.5f - i * 0.13f, 0, (float)(i % 6) - 1.0f);
    for (int am = 0; am < 4; am++)
      for (int fm = 0; fm < 2; fm++) {
        char tag[96];
        snprintf(tag, sizeof tag, "layered1d addr=%d filter=%d", am, fm);
        cudaTextureObject_t o = l1 ? obj(tag, l1, am, fm, 0) : 0;
        if (o) { run(tag, o, layered1D, q, N); cudaDestroyTextureObject(o); }
        snprintf(tag, sizeof tag, "layered2d addr=%d filter=%d", am, fm);
        o = l2 ? obj(tag, l2, am, fm, 0) : 0;
        if (o) { run(tag, o, layered2D, q, N); cudaDestroyTextureObject(o); }
      }
  }
  // 3D
  {
    cudaArray_t a = make3D("3d 3x4x5", 3, 4, 5, 0);
    for (int i = 0; i < N; i++) q[i] = make_float4(-0.7f + i * 0.1f, 4.5f - i * 0.11f, -1.0f + i * 0.15f, 0);
    for (int am = 0; am < 4; am++)
      for (int fm = 0; fm < 2; fm++) {
        char tag[96];
        snprintf(tag, sizeof tag, "3d addr=%d filter=%d", am, fm);
        cudaTextureObject_t o = a ? obj(tag, a, am, fm, 0) : 0;
        if (o) { run(tag, o, tex3d, q, N); cudaDestroyTextureObject(o); }
      }
  }
  // cubemaps
  {
    cudaArray_t c = make3D("cube 4x4x6", 4, 4, 6, cudaArrayCubemap);
    cudaArray_t cl = make3D("cubelayered 4x4x12", 4, 4, 12, cudaArrayCubemap | cudaArrayLayered);
    const float3 dirs[] = {{1, 0.2f, -0.3f}, {-1, 0.5f, 0.5f}, {0.1f, 1, -0.9f}, {0.3f, -1, 0.3f}, {-0.6f, 0.2f, 1}, {0.7f, 0.7f, -1},
                           {1, 1, 1}, {-1, -1, -1}, {1, 0.999f, 0}, {0.999f, 1, 0}, {1, 0, 0}, {0, 0, 0},
                           {2, 0.5f, 0.25f}, {1, -0.99f, 0.99f}, {-0.25f, 0.5f, 1e-3f}, {1e30f, 1, 1}};
    for (int i = 0; i < N; i++) {
      float3 d = dirs[i % 16];
      q[i] = make_float4(d.x, d.y, d.z, (float)(i / 16));
    }
    for (int fm = 0; fm < 2; fm++)
      for (int seam = 0; seam < 2; seam++)
        for (int am = 0; am < 4; am += 3) {
          char tag[96];
          snprintf(tag, sizeof tag, "cube filter=%d seamless=%d addr=%d", fm, seam, am);
          cudaTextureObject_t o = c ? obj(tag, c, am, fm, 1, seam) : 0;
          if (o) { roundTrip(tag, o, c); run(tag, o, cube, q, N); cudaDestroyTextureObject(o); }
          snprintf(tag, sizeof tag, "cubelayered filter=%d seamless=%d addr=%d", fm, seam, am);
          o = cl ? obj(tag, cl, am, fm, 1, seam) : 0;
          if (o) { run(tag, o, cubeLayered, q, N); cudaDestroyTextureObject(o); }
        }
    char tag[64] = "cube unnormalized";
    cudaTextureObject_t o = c ? obj(tag, c, 1, 0, 0) : 0;
    if (o) { run(tag, o, cube, q, N); cudaDestroyTextureObject(o); }
  }
  // gather
  {
    for (int i = 0; i < N; i++) q[i] = make_float4(-0.5f + i * 0.19f, 2.5f - i * 0.07f, 0, 0);
    struct Gt { const char *n; cudaChannelFormatDesc d; int es; int rm; };
    const Gt gs[] = {{"f4", cudaCreateChannelDesc<float4>(), 16, 0}, {"u8x4 elem", cudaCreateChannelDesc<uchar4>(), 4, 0},
                     {"u8x4 norm", cudaCreateChannelDesc<uchar4>(), 4, 1}, {"f1", cudaCreateChannelDesc<float>(), 4, 0},
                     {"s16x2 norm", cudaCreateChannelDesc<short2>(), 4, 1}, {"u32x2", cudaCreateChannelDesc<uint2>(), 8, 0}};
    for (const Gt &g : gs)
      for (unsigned flags : {0u, (unsigned)cudaArrayTextureGather}) {
        char tag[96];
        snprintf(tag, sizeof tag, "gather %s flags=%u", g.n, flags);
        cudaArray_t a;
        if (say(tag, "mallocArray", cudaMallocArray(&a, &g.d, 5, 4, flags)) != cudaSuccess) { cudaGetLastError(); continue; }
        std::vector<unsigned char> v(5 * 4 * g.es);
        for (size_t i = 0; i < v.size(); i++) v[i] = (unsigned char)(i * 17 + 2);
        if (g.d.f == cudaChannelFormatKindFloat)
          for (size_t i = 0; i < v.size() / 4; i++) ((float *)v.data())[i] = (float)i + 0.5f;
        cudaMemcpy2DToArray(a, 0, 0, v.data(), 5 * g.es, 5 * g.es, 4, cudaMemcpyHostToDevice);
        for (int am : {1, 0, 3}) {
          char t2[112];
          snprintf(t2, sizeof t2, "%s addr=%d", tag, am);
          cudaResourceDesc rd = arrayRes(a);
          cudaTextureDesc td = texDesc((cudaTextureAddressMode)am, cudaFilterModePoint, (cudaTextureReadMode)g.rm, 0);
          td.borderColor[0] = 9; td.borderColor[1] = 8; td.borderColor[2] = 7; td.borderColor[3] = 6;
          cudaTextureObject_t o;
          if (say(t2, "create", cudaCreateTextureObject(&o, &rd, &td, nullptr)) != cudaSuccess) { cudaGetLastError(); continue; }
          bool asU = g.d.f != cudaChannelFormatKindFloat && g.rm == 0;
          for (int c = 0; c < 4; c++) {
            char t3[128];
            snprintf(t3, sizeof t3, "%s comp=%d", t2, c);
            cudaMemcpy(dq, q, N * 16, cudaMemcpyHostToDevice);
            cudaMemset(dout, 0xcd, N * 16);
            if (asU) {
              if (c == 0) gatherU<0><<<1, 64>>>(o, dq, N, (uint4 *)dout);
              if (c == 1) gatherU<1><<<1, 64>>>(o, dq, N, (uint4 *)dout);
              if (c == 2) gatherU<2><<<1, 64>>>(o, dq, N, (uint4 *)dout);
              if (c == 3) gatherU<3><<<1, 64>>>(o, dq, N, (uint4 *)dout);
            } else {
              if (c == 0) gatherF<0><<<1, 64>>>(o, dq, N, dout);
              if (c == 1) gatherF<1><<<1, 64>>>(o, dq, N, dout);
              if (c == 2) gatherF<2><<<1, 64>>>(o, dq, N, dout);
              if (c == 3) gatherF<3><<<1, 64>>>(o, dq, N, dout);
            }
            syncShow(t3);
            unsigned w[N * 4];
            cudaMemcpy(w, dout, sizeof w, cudaMemcpyDeviceToHost);
            printWords(t3, w, N * 4, 16);
          }
          cudaDestroyTextureObject(o);
        }
        cudaFreeArray(a);
      }
  }
  return finish();
}
