// s_texfilter: linear filtering as the hardware computes it (9-bit
// fixed-point weights): 1D, 2D and 3D arrays of float, of uchar read as
// normalized float, of half; each address mode, normalized coordinates;
// a mipmapped array sampled between levels with linear mipmap filtering.
// Values are printed for a few coordinates and hashed over many.
#include <cuda_fp16.h>
#include "check.h"

const int N = 256;

__global__ void lin1D(cudaTextureObject_t t, float x0, float dx, float *out) {
  int i = threadIdx.x;
  out[i] = tex1D<float>(t, x0 + i * dx);
}
__global__ void lin2D(cudaTextureObject_t t, float x0, float y0, float d, float *out) {
  int i = threadIdx.x;
  out[i] = tex2D<float>(t, x0 + (i % 16) * d, y0 + (i / 16) * d);
}
__global__ void lin3D(cudaTextureObject_t t, float d, float *out) {
  int i = threadIdx.x;
  out[i] = tex3D<float>(t, 0.3f + (i % 8) * d, 0.1f + ((i / 8) % 8) * d, 0.7f + (i / 64) * d);
}
__global__ void lod2D(cudaTextureObject_t t, float lod0, float *out) {
  int i = threadIdx.x;
  out[i] = tex2DLod<float>(t, 0.37f + (i % 16) * 0.011f, 0.61f, lod0 + (i / 16) * 0.2f);
}

static cudaTextureObject_t tex(cudaArray_t a, cudaTextureAddressMode m, bool norm, cudaTextureReadMode rm) {
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  cudaTextureDesc d = {};
  d.addressMode[0] = d.addressMode[1] = d.addressMode[2] = m;
  d.filterMode = cudaFilterModeLinear;
  d.readMode = rm;
  d.normalizedCoords = norm;
  cudaTextureObject_t t = 0;
  OK(cudaCreateTextureObject(&t, &r, &d, nullptr));
  return t;
}

static void report(const char *what, float *d) {
  float h[N];
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf("%-22s %.9g %.9g %.9g %.9g fnv %016llx\n", what, h[0], h[1], h[17], h[N - 1], fnv(h, sizeof h));
}

int main() {
  float *dout;
  OK(cudaMalloc(&dout, N * sizeof(float)));
  const cudaTextureAddressMode modes[] = {cudaAddressModeWrap, cudaAddressModeClamp, cudaAddressModeMirror, cudaAddressModeBorder};
  const char *mn[] = {"wrap", "clamp", "mirror", "border"};
  char what[64];

  // 1D float, 16 texels.
  float v1[16];
  for (int i = 0; i < 16; i++) v1[i] = (i * 37 % 11) * 0.75f - 2.0f;
  cudaChannelFormatDesc cf = cudaCreateChannelDesc<float>();
  cudaArray_t a1;
  OK(cudaMallocArray(&a1, &cf, 16));
  OK(cudaMemcpy2DToArray(a1, 0, 0, v1, sizeof v1, sizeof v1, 1, cudaMemcpyHostToDevice));
  for (int m = 0; m < 4; m++) {
    cudaTextureObject_t t = tex(a1, modes[m], false, cudaReadModeElementType);
    lin1D<<<1, N>>>(t, -3.3f, 0.0913f, dout);
    snprintf(what, sizeof what, "1D %s", mn[m]);
    report(what, dout);
    t = tex(a1, modes[m], true, cudaReadModeElementType);
    lin1D<<<1, N>>>(t, -0.4f, 0.00731f, dout);
    snprintf(what, sizeof what, "1D norm %s", mn[m]);
    report(what, dout);
  }

  // 2D uchar read as normalized float, and 2D float.
  unsigned char u[8][8];
  float f2[8][8];
  for (int y = 0; y < 8; y++)
    for (int x = 0; x < 8; x++) u[y][x] = (unsigned char)((x * 53 + y * 91) & 255), f2[y][x] = (x - 3.5f) * (y + 0.25f);
  cudaChannelFormatDesc cu8 = cudaCreateChannelDesc<unsigned char>();
  cudaArray_t a2u, a2f;
  OK(cudaMallocArray(&a2u, &cu8, 8, 8));
  OK(cudaMallocArray(&a2f, &cf, 8, 8));
  OK(cudaMemcpy2DToArray(a2u, 0, 0, u, 8, 8, 8, cudaMemcpyHostToDevice));
  OK(cudaMemcpy2DToArray(a2f, 0, 0, f2, 32, 32, 8, cudaMemcpyHostToDevice));
  for (int m = 0; m < 4; m++) {
    cudaTextureObject_t t = tex(a2u, modes[m], false, cudaReadModeNormalizedFloat);
    lin2D<<<1, N>>>(t, -1.3f, -0.9f, 0.6371f, dout);
    snprintf(what, sizeof what, "2D u8 %s", mn[m]);
    report(what, dout);
    t = tex(a2f, modes[m], true, cudaReadModeElementType);
    lin2D<<<1, N>>>(t, -0.2f, 0.1f, 0.0777f, dout);
    snprintf(what, sizeof what, "2D f32 norm %s", mn[m]);
    report(what, dout);
  }

  // 2D half.
  __half hv[4][4];
  for (int y = 0; y < 4; y++)
    for (int x = 0; x < 4; x++) hv[y][x] = __float2half(x * 0.3f - y * 1.7f);
  cudaChannelFormatDesc ch = cudaCreateChannelDescHalf();
  cudaArray_t ah;
  OK(cudaMallocArray(&ah, &ch, 4, 4));
  OK(cudaMemcpy2DToArray(ah, 0, 0, hv, 8, 8, 4, cudaMemcpyHostToDevice));
  cudaTextureObject_t th = tex(ah, cudaAddressModeClamp, false, cudaReadModeElementType);
  lin2D<<<1, N>>>(th, 0.1f, 0.2f, 0.2391f, dout);
  report("2D half clamp", dout);

  // 3D float 8x8x4.
  static float v3[4][8][8];
  for (int z = 0; z < 4; z++)
    for (int y = 0; y < 8; y++)
      for (int x = 0; x < 8; x++) v3[z][y][x] = x + 8.0f * y + 64.0f * z + 0.125f * ((x * y * z) % 5);
  cudaArray_t a3;
  OK(cudaMalloc3DArray(&a3, &cf, make_cudaExtent(8, 8, 4)));
  cudaMemcpy3DParms p = {};
  p.srcPtr = make_cudaPitchedPtr(v3, 8 * sizeof(float), 8, 8);
  p.dstArray = a3;
  p.extent = make_cudaExtent(8, 8, 4);
  p.kind = cudaMemcpyHostToDevice;
  OK(cudaMemcpy3D(&p));
  for (int m = 0; m < 2; m++) {
    cudaTextureObject_t t = tex(a3, modes[m], false, cudaReadModeElementType);
    lin3D<<<1, N>>>(t, 0.913f, dout);
    snprintf(what, sizeof what, "3D %s", mn[m]);
    report(what, dout);
  }

  // Mipmapped 16x16, 5 levels, level l filled with 100*l + x + y.
  cudaMipmappedArray_t mm;
  OK(cudaMallocMipmappedArray(&mm, &cf, make_cudaExtent(16, 16, 0), 5));
  for (unsigned l = 0; l < 5; l++) {
    cudaArray_t lv;
    OK(cudaGetMipmappedArrayLevel(&lv, mm, l));
    int w = 16 >> l;
    float buf[256];
    for (int y = 0; y < w; y++)
      for (int x = 0; x < w; x++) buf[y * w + x] = 100.0f * l + x + 0.5f * y;
    OK(cudaMemcpy2DToArray(lv, 0, 0, buf, w * sizeof(float), w * sizeof(float), w, cudaMemcpyHostToDevice));
  }
  for (int mf = 0; mf < 2; mf++) {
    cudaResourceDesc r = {};
    r.resType = cudaResourceTypeMipmappedArray;
    r.res.mipmap.mipmap = mm;
    cudaTextureDesc d = {};
    d.addressMode[0] = d.addressMode[1] = cudaAddressModeClamp;
    d.filterMode = cudaFilterModeLinear;
    d.mipmapFilterMode = mf ? cudaFilterModeLinear : cudaFilterModePoint;
    d.normalizedCoords = 1;
    d.maxMipmapLevelClamp = 4;
    cudaTextureObject_t t;
    OK(cudaCreateTextureObject(&t, &r, &d, nullptr));
    lod2D<<<1, N>>>(t, -0.5f, dout);
    report(mf ? "mipmap linear-linear" : "mipmap linear-point", dout);
  }
  OK(cudaDeviceSynchronize());
  return finish();
}
