// t_linlimit.cu: where linear textures' size limit lies for each texel size
// (t_linear found 2^28+1 one-byte texels accepted and 2^31 refused, and
// 2^30 four-byte, 2^28 sixteen-byte texels accepted, one more refused):
// cudaCreateTextureObject over a linear resource of N texels (and N texels
// plus a partial one) of 1, 2, 4, 8 and 16 bytes, N around 2^28..2^32. The
// address is a device allocation of 4 KiB: creation does not check the size
// against it, and nothing is read.
#include "tx.h"

int main() {
  int maxw = 0;
  say("attr", "maxTexture1DLinearWidth", cudaDeviceGetAttribute(&maxw, cudaDevAttrMaxTexture1DLinearWidth, 0));
  printf("maxTexture1DLinear %d\n", maxw);
  char *buf;
  REQUIRE(cudaMalloc(&buf, 4096));
  struct E { const char *n; cudaChannelFormatDesc d; size_t bytes; };
  const E es[] = {{"u1", cudaCreateChannelDesc<unsigned char>(), 1}, {"u2", cudaCreateChannelDesc<unsigned short>(), 2},
                  {"f1", cudaCreateChannelDesc<float>(), 4},         {"f2", cudaCreateChannelDesc<float2>(), 8},
                  {"f4", cudaCreateChannelDesc<float4>(), 16}};
  const struct { const char *n; size_t texels; } ns[] = {
      {"2^28", (size_t)1 << 28},         {"2^28+2", ((size_t)1 << 28) + 2}, {"2^29-1", ((size_t)1 << 29) - 1},
      {"2^29", (size_t)1 << 29},         {"2^29+1", ((size_t)1 << 29) + 1}, {"2^30-1", ((size_t)1 << 30) - 1},
      {"2^30", (size_t)1 << 30},         {"2^30+1", ((size_t)1 << 30) + 1}, {"2^31-1", ((size_t)1 << 31) - 1},
      {"2^31", (size_t)1 << 31},         {"2^32-1", ((size_t)1 << 32) - 1}, {"2^32", (size_t)1 << 32},
  };
  for (const E &e : es)
    for (const auto &n : ns)
      for (size_t extra = 0; extra < e.bytes; extra += e.bytes > 1 ? e.bytes - 1 : 1) {
        char tag[96];
        snprintf(tag, sizeof tag, "linlimit %s %s texels +%zu bytes", e.n, n.n, extra);
        cudaResourceDesc rd;
        memset(&rd, 0, sizeof rd);
        rd.resType = cudaResourceTypeLinear;
        rd.res.linear.devPtr = buf;
        rd.res.linear.desc = e.d;
        rd.res.linear.sizeInBytes = n.texels * e.bytes + extra;
        cudaTextureDesc td = texDesc(cudaAddressModeClamp, cudaFilterModePoint, cudaReadModeElementType, 0);
        cudaTextureObject_t o = 0;
        if (say(tag, "create", cudaCreateTextureObject(&o, &rd, &td, nullptr)) == cudaSuccess) {
          cudaResourceDesc back;
          memset(&back, 0, sizeof back);
          say(tag, "getResourceDesc", cudaGetTextureObjectResourceDesc(&back, o));
          printf("%s size=%zu\n", tag, back.res.linear.sizeInBytes);
          cudaDestroyTextureObject(o);
        }
        cudaGetLastError();
      }
  return finish();
}
