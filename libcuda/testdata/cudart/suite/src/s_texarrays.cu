// s_texarrays: the other kinds of CUDA arrays, point-sampled (exact):
// cudaMalloc3DArray of a 3D volume, 1D and 2D layered arrays
// (cudaArrayLayered, tex1DLayered/tex2DLayered), cubemaps and layered
// cubemaps (cudaArrayCubemap, texCubemap on each face's centre and edges),
// a mipmapped array read level by level with tex2DLod, cudaMemcpy3D into
// each, and cudaArrayGetInfo/GetMipmappedArrayLevel.
#include "check.h"

__global__ void read3D(cudaTextureObject_t t, float *out) {
  int i = threadIdx.x; // 4x4x4 points
  out[i] = tex3D<float>(t, (i % 4) * 1.5f + 0.5f, ((i / 4) % 4) + 0.5f, (i / 16) * 0.9f + 0.2f);
}
__global__ void readLayered(cudaTextureObject_t t1, cudaTextureObject_t t2, float *out) {
  int i = threadIdx.x; // 32: layer i/8, x i%8
  out[i] = tex1DLayered<float>(t1, (i % 8) + 0.5f, i / 8);
  out[32 + i] = tex2DLayered<float>(t2, (i % 4) + 0.5f, ((i / 4) % 2) + 0.5f, i / 8);
}
__global__ void readCube(cudaTextureObject_t t, cudaTextureObject_t tl, float *out) {
  // Face centres, corners and points between.
  const float dirs[12][3] = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1},
                             {1, 0.5f, -0.25f}, {-0.3f, 1, 0.9f}, {0.2f, -0.4f, -1}, {1, 1, 0.5f}, {-1, -0.99f, 0.2f}, {0.6f, 0.61f, -0.62f}};
  int i = threadIdx.x;
  if (i < 12) {
    out[i] = texCubemap<float>(t, dirs[i][0], dirs[i][1], dirs[i][2]);
    out[12 + i] = texCubemapLayered<float>(tl, dirs[i][0], dirs[i][1], dirs[i][2], 1);
  }
}
__global__ void readLod(cudaTextureObject_t t, float *out) {
  int i = threadIdx.x; // 6 levels x 4 points
  out[i] = tex2DLod<float>(t, 0.1f + (i % 4) * 0.25f, 0.6f, (float)(i / 4) - 0.5f);
}

static cudaTextureObject_t pointTex(cudaResourceDesc &r, bool norm) {
  cudaTextureDesc d = {};
  d.addressMode[0] = d.addressMode[1] = d.addressMode[2] = cudaAddressModeClamp;
  d.filterMode = cudaFilterModePoint;
  d.readMode = cudaReadModeElementType;
  d.normalizedCoords = norm;
  d.maxMipmapLevelClamp = 10;
  cudaTextureObject_t t = 0;
  OK(cudaCreateTextureObject(&t, &r, &d, nullptr));
  return t;
}
static cudaTextureObject_t arrayTex(cudaArray_t a, bool norm = false) {
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  return pointTex(r, norm);
}
static void copyIn(cudaArray_t a, const float *src, int w, int h, int d) {
  cudaMemcpy3DParms p = {};
  p.srcPtr = make_cudaPitchedPtr((void *)src, w * sizeof(float), w, h);
  p.dstArray = a;
  p.extent = make_cudaExtent(w, h, d);
  p.kind = cudaMemcpyHostToDevice;
  OK(cudaMemcpy3D(&p));
}
static void info(const char *what, cudaArray_t a) {
  cudaChannelFormatDesc f;
  cudaExtent e;
  unsigned flags;
  OK(cudaArrayGetInfo(&f, &e, &flags, a));
  printf("%s: %zu x %zu x %zu flags %u bits %d\n", what, e.width, e.height, e.depth, flags, f.x);
}
static void show(const char *what, float *d, int n) {
  float h[64];
  OK(cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost));
  printf("%s:", what);
  for (int i = 0; i < n; i++) printf(" %g", h[i]);
  printf("\n");
}

int main() {
  cudaChannelFormatDesc cf = cudaCreateChannelDesc<float>();
  float *d;
  OK(cudaMalloc(&d, 64 * sizeof(float)));
  float buf[6 * 2 * 4 * 4];

  // 3D 6x4x3.
  for (int i = 0; i < 72; i++) buf[i] = 100.0f * (i / 24) + 10.0f * ((i / 6) % 4) + i % 6;
  cudaArray_t a3;
  REQUIRE(cudaMalloc3DArray(&a3, &cf, make_cudaExtent(6, 4, 3)));
  copyIn(a3, buf, 6, 4, 3);
  info("3D", a3);
  read3D<<<1, 64>>>(arrayTex(a3), d);
  show("tex3D", d, 64);

  // 1D layered: 8 texels x 4 layers; 2D layered: 4x2 x 4 layers.
  for (int i = 0; i < 32; i++) buf[i] = 1000.0f * (i / 8) + i % 8;
  cudaArray_t l1, l2;
  OK(cudaMalloc3DArray(&l1, &cf, make_cudaExtent(8, 0, 4), cudaArrayLayered));
  copyIn(l1, buf, 8, 1, 4);
  OK(cudaMalloc3DArray(&l2, &cf, make_cudaExtent(4, 2, 4), cudaArrayLayered));
  copyIn(l2, buf, 4, 2, 4);
  info("1D layered", l1);
  info("2D layered", l2);
  readLayered<<<1, 32>>>(arrayTex(l1), arrayTex(l2), d);
  show("tex1DLayered", d, 32);
  show("tex2DLayered", d + 32, 32);

  // Cubemap 4x4 x 6 faces; layered cubemap 4x4 x 12 (2 cubes).
  float cube[12 * 16];
  for (int i = 0; i < 12 * 16; i++) cube[i] = 100.0f * (i / 16) + i % 16;
  cudaArray_t c, cl;
  OK(cudaMalloc3DArray(&c, &cf, make_cudaExtent(4, 4, 6), cudaArrayCubemap));
  copyIn(c, cube, 4, 4, 6);
  OK(cudaMalloc3DArray(&cl, &cf, make_cudaExtent(4, 4, 12), cudaArrayCubemap | cudaArrayLayered));
  copyIn(cl, cube, 4, 4, 12);
  info("cubemap", c);
  info("layered cubemap", cl);
  readCube<<<1, 32>>>(arrayTex(c), arrayTex(cl), d);
  show("texCubemap", d, 12);
  show("texCubemapLayered", d + 12, 12);

  // Mipmapped 32x32, 6 levels.
  cudaMipmappedArray_t mm;
  OK(cudaMallocMipmappedArray(&mm, &cf, make_cudaExtent(32, 32, 0), 6));
  static float lv[32 * 32];
  for (unsigned l = 0; l < 6; l++) {
    cudaArray_t a;
    OK(cudaGetMipmappedArrayLevel(&a, mm, l));
    int w = 32 >> l;
    for (int i = 0; i < w * w; i++) lv[i] = 1000.0f * l + i;
    OK(cudaMemcpy2DToArray(a, 0, 0, lv, w * sizeof(float), w * sizeof(float), w, cudaMemcpyHostToDevice));
    if (l == 5) info("mip level 5", a);
  }
  cudaArray_t none;
  SHOW(cudaGetMipmappedArrayLevel(&none, mm, 6));
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeMipmappedArray;
  r.res.mipmap.mipmap = mm;
  readLod<<<1, 24>>>(pointTex(r, true), d);
  show("tex2DLod", d, 24);
  SHOW(cudaGetLastError());
  OK(cudaFreeMipmappedArray(mm));
  OK(cudaFreeArray(c));
  OK(cudaFreeArray(cl));
  OK(cudaFreeArray(l1));
  OK(cudaFreeArray(l2));
  OK(cudaFreeArray(a3));
  return finish();
}
