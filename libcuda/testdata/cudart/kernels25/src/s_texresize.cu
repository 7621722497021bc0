// s_texresize: image resizing through texture objects as image libraries
// do it: a 2D float texture (CUDA array) sampled with linear filtering at
// normalized coordinates (clamp and wrap addressing), a uchar4 texture
// read as normalized floats (cudaReadModeNormalizedFloat) with linear
// filtering, and point sampling of a pitched linear texture. The GPU's
// filter weights are 8-bit fixed point: outputs printed as bits and hashed.
#include "k25.h"

constexpr int W = 97, H = 61, OW = 160, OH = 100;

__global__ void resize(cudaTextureObject_t t, float *out, float sx, float sy) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= OW || y >= OH) return;
  out[y * OW + x] = tex2D<float>(t, (x + 0.5f) * sx - 0.13f, (y + 0.5f) * sy + 0.07f);
}

__global__ void resizeRGBA(cudaTextureObject_t t, float4 *out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= OW || y >= OH) return;
  out[y * OW + x] = tex2D<float4>(t, (x + 0.5f) * W / OW, (y + 0.5f) * H / OH);
}

int main() {
  std::vector<float> img(W * H), out(OW * OH);
  std::vector<uchar4> rgba(W * H);
  unsigned s = 3;
  for (int i = 0; i < W * H; i++) {
    img[i] = randf(s, -5, 5) + (i % W) * 0.1f;
    unsigned r = lcg(s);
    rgba[i] = make_uchar4(r & 255, (r >> 8) & 255, (i * 7) & 255, 255 - (i & 127));
  }
  cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
  cudaArray_t arr, arr4;
  REQUIRE(cudaMallocArray(&arr, &fd, W, H));
  OK(cudaMemcpy2DToArray(arr, 0, 0, img.data(), W * 4, W * 4, H, cudaMemcpyHostToDevice));
  cudaChannelFormatDesc fd4 = cudaCreateChannelDesc<uchar4>();
  REQUIRE(cudaMallocArray(&arr4, &fd4, W, H));
  OK(cudaMemcpy2DToArray(arr4, 0, 0, rgba.data(), W * 4, W * 4, H, cudaMemcpyHostToDevice));
  float *dout;
  float4 *dout4;
  REQUIRE(cudaMalloc(&dout, OW * OH * 4));
  REQUIRE(cudaMalloc(&dout4, OW * OH * 16));
  dim3 grid((OW + 15) / 16, (OH + 15) / 16), block(16, 16);
  const char *names[] = {"linear, normalized, clamp", "linear, normalized, wrap", "point, normalized, mirror"};
  cudaTextureAddressMode modes[] = {cudaAddressModeClamp, cudaAddressModeWrap, cudaAddressModeMirror};
  for (int m = 0; m < 3; m++) {
    cudaResourceDesc rd = {};
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = arr;
    cudaTextureDesc td = {};
    td.addressMode[0] = td.addressMode[1] = modes[m];
    td.filterMode = m == 2 ? cudaFilterModePoint : cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    td.normalizedCoords = 1;
    cudaTextureObject_t t;
    OK(cudaCreateTextureObject(&t, &rd, &td, nullptr));
    timed([&] { resize<<<grid, block>>>(t, dout, 1.3f / OW, 1.2f / OH); });
    OK(cudaMemcpy(out.data(), dout, OW * OH * 4, cudaMemcpyDeviceToHost));
    printHash(names[m], out);
    printFloats("  first", out.data(), 4);
    cudaDestroyTextureObject(t);
  }
  cudaResourceDesc rd = {};
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = arr4;
  cudaTextureDesc td = {};
  td.addressMode[0] = td.addressMode[1] = cudaAddressModeBorder;
  td.filterMode = cudaFilterModeLinear;
  td.readMode = cudaReadModeNormalizedFloat;
  cudaTextureObject_t t4;
  OK(cudaCreateTextureObject(&t4, &rd, &td, nullptr));
  timed([&] { resizeRGBA<<<grid, block>>>(t4, dout4); });
  std::vector<float4> out4(OW * OH);
  OK(cudaMemcpy(out4.data(), dout4, OW * OH * 16, cudaMemcpyDeviceToHost));
  printHash("rgba8 linear, normalized float", out4);
  printFloats("  first", &out4[0].x, 4);
  return done();
}
