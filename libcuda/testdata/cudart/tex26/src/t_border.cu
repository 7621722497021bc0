// t_border.cu: how a border colour is converted to the texel format: for
// 8- and 16-bit unsigned and signed normalized textures (and half), border
// colours at each half-step between two texel values (the float nearest
// (i + 0.5) / scale) and the floats just below and above it, read outside
// the texture; each line gives the three results times the scale.
#include "tx.h"
#include <cmath>

__global__ void readBorder(const unsigned long long *objs, int n, float4 *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<float4>(objs[i], -5.0f, -5.0f);
}

int main() {
  struct F { const char *n; cudaChannelFormatDesc d; double scale; int lo, hi, step; };
  const F fs[] = {{"u8", cudaCreateChannelDesc<uchar4>(), 255, -2, 256, 1},
                  {"s8", cudaCreateChannelDesc<char4>(), 127, -130, 128, 1},
                  {"u16", cudaCreateChannelDesc<ushort4>(), 65535, -2, 65536, 257},
                  {"s16", cudaCreateChannelDesc<short4>(), 32767, -32770, 32768, 129},
                  {"f16", cudaCreateChannelDescHalf4(), 1024, -2048, 2048, 7}};
  unsigned long long *dobj;
  float4 *dout;
  REQUIRE(cudaMalloc(&dobj, 4096 * 8));
  REQUIRE(cudaMalloc(&dout, 4096 * 16));
  for (const F &f : fs) {
    cudaArray_t a;
    REQUIRE(cudaMallocArray(&a, &f.d, 1, 1));
    std::vector<float> vals;
    std::vector<int> idx;
    for (int i = f.lo; i < f.hi; i += f.step) {
      float tie = (float)((i + 0.5) / f.scale);
      vals.push_back(nextafterf(tie, -INFINITY));
      vals.push_back(tie);
      vals.push_back(nextafterf(tie, INFINITY));
      vals.push_back((float)(i / f.scale));
      idx.push_back(i);
    }
    std::vector<unsigned long long> objs;
    for (size_t j = 0; j < idx.size(); j++) {
      cudaResourceDesc rd = arrayRes(a);
      cudaTextureDesc td = texDesc(cudaAddressModeBorder, cudaFilterModePoint, f.d.f == cudaChannelFormatKindFloat ? cudaReadModeElementType : cudaReadModeNormalizedFloat, 0);
      for (int c = 0; c < 4; c++) td.borderColor[c] = vals[j * 4 + c];
      cudaTextureObject_t o = 0;
      if (cudaCreateTextureObject(&o, &rd, &td, nullptr) != cudaSuccess) {
        printf("%s create %zu failed\n", f.n, j);
        cudaGetLastError();
      }
      objs.push_back(o);
    }
    cudaMemcpy(dobj, objs.data(), objs.size() * 8, cudaMemcpyHostToDevice);
    readBorder<<<(unsigned)(objs.size() + 255) / 256, 256>>>(dobj, (int)objs.size(), dout);
    syncShow(f.n);
    std::vector<float4> r(objs.size());
    cudaMemcpy(r.data(), dout, r.size() * 16, cudaMemcpyDeviceToHost);
    for (size_t j = 0; j < idx.size(); j++) {
      const float *v = &r[j].x;
      printf("%s %d:", f.n, idx[j]);
      for (int c = 0; c < 4; c++) printf(" %08x(%.1f)", fbits(vals[j * 4 + c]), v[c] * f.scale);
      printf("\n");
    }
    for (unsigned long long o : objs) cudaDestroyTextureObject(o);
    cudaFreeArray(a);
  }
  return finish();
}
