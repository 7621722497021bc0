// s_memcpy: pitched and 3-D memory: cudaMallocPitch, cudaMemcpy2D in every
// direction (and Async), cudaMemset2D, cudaMalloc3D, cudaMemcpy3D with a
// sub-box, cudaMemset3D, cudaMemset/MemsetAsync on unaligned ranges,
// cudaMemcpyDefault, and the errors of a pitch narrower than the width and
// a wrong direction.
#include <vector>
#include "check.h"

__global__ void touch(char *p, size_t pitch, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x < w && y < h) p[y * pitch + x] += 1;
}

int main() {
  const int W = 300, H = 40;
  std::vector<char> h(W * H), g(W * H);
  for (int i = 0; i < W * H; i++) h[i] = (char)(i * 7);
  char *p;
  size_t pitch = 0;
  REQUIRE(cudaMallocPitch((void **)&p, &pitch, W, H));
  printf("pitch for %d bytes: %zu\n", W, pitch);
  OK(cudaMemcpy2D(p, pitch, h.data(), W, W, H, cudaMemcpyHostToDevice));
  touch<<<dim3((W + 127) / 128, H), 128>>>(p, pitch, W, H);
  OK(cudaMemcpy2D(g.data(), W, p, pitch, W, H, cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 0; i < W * H; i++) ok &= g[i] == (char)(h[i] + 1);
  check(ok, "2-D round trip");
  char *q;
  size_t qpitch;
  REQUIRE(cudaMallocPitch((void **)&q, &qpitch, W, H));
  OK(cudaMemset2D(q, qpitch, 0x5a, W, H));
  OK(cudaMemcpy2D(q + 10, qpitch, p + 20, pitch, 100, H - 5, cudaMemcpyDeviceToDevice));
  cudaStream_t st;
  cudaStreamCreate(&st);
  OK(cudaMemcpy2DAsync(g.data(), W, q, qpitch, W, H, cudaMemcpyDeviceToHost, st));
  OK(cudaStreamSynchronize(st));
  ok = true;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      char want = (x >= 10 && x < 110 && y < H - 5) ? (char)(h[y * W + x + 10] + 1) : 0x5a;
      ok &= g[y * W + x] == want;
    }
  check(ok, "2-D device-to-device into a memset");
  EXPECT(cudaMemcpy2D(p, W - 1, h.data(), W, W, H, cudaMemcpyHostToDevice), cudaErrorInvalidPitchValue);
  SHOW(cudaMemcpy2D(g.data(), W, p, pitch, pitch + 1, H, cudaMemcpyDeviceToHost));
  SHOW(cudaMemset2D(p, pitch, 0, pitch + 1, H));

  // 3-D: a 64x20x10 box of floats, copy a sub-box.
  cudaExtent ext = make_cudaExtent(64 * sizeof(float), 20, 10);
  cudaPitchedPtr pp;
  REQUIRE(cudaMalloc3D(&pp, ext));
  printf("3-D pitch %zu xsize %zu ysize %zu\n", pp.pitch, pp.xsize, pp.ysize);
  OK(cudaMemset3D(pp, 0, ext));
  std::vector<float> box(64 * 20 * 10);
  for (size_t i = 0; i < box.size(); i++) box[i] = (float)i;
  cudaMemcpy3DParms m = {};
  m.srcPtr = make_cudaPitchedPtr(box.data(), 64 * sizeof(float), 64, 20);
  m.dstPtr = pp;
  m.srcPos = make_cudaPos(4 * sizeof(float), 2, 1);
  m.dstPos = make_cudaPos(8 * sizeof(float), 3, 2);
  m.extent = make_cudaExtent(16 * sizeof(float), 5, 4);
  m.kind = cudaMemcpyHostToDevice;
  OK(cudaMemcpy3D(&m));
  std::vector<float> back(64 * 20 * 10, -1.0f);
  cudaMemcpy3DParms r = {};
  r.srcPtr = pp;
  r.dstPtr = make_cudaPitchedPtr(back.data(), 64 * sizeof(float), 64, 20);
  r.extent = ext;
  r.kind = cudaMemcpyDeviceToHost;
  OK(cudaMemcpy3D(&r));
  ok = true;
  for (int z = 0; z < 10; z++)
    for (int y = 0; y < 20; y++)
      for (int x = 0; x < 64; x++) {
        bool in = x >= 8 && x < 24 && y >= 3 && y < 8 && z >= 2 && z < 6;
        float want = in ? box[((z - 1) * 20 + (y - 1)) * 64 + (x - 4)] : 0.0f;
        ok &= back[(z * 20 + y) * 64 + x] == want;
      }
  check(ok, "3-D sub-box");
  r.kind = cudaMemcpyHostToHost;
  SHOW(cudaMemcpy3D(&r));
  m.extent = make_cudaExtent(0, 5, 4);
  SHOW(cudaMemcpy3D(&m));

  // memset on unaligned ranges, then cudaMemcpyDefault both ways.
  unsigned char *u;
  cudaMalloc(&u, 1000);
  OK(cudaMemset(u, 0x11, 1000));
  OK(cudaMemset(u + 3, 0x22, 17));
  OK(cudaMemsetAsync(u + 101, 0x33, 333, st));
  OK(cudaStreamSynchronize(st));
  std::vector<unsigned char> hu(1000);
  OK(cudaMemcpy(hu.data(), u, 1000, cudaMemcpyDefault));
  ok = true;
  for (int i = 0; i < 1000; i++) ok &= hu[i] == (i >= 3 && i < 20 ? 0x22 : i >= 101 && i < 434 ? 0x33 : 0x11);
  check(ok, "unaligned memsets");
  OK(cudaMemcpy(u + 1, hu.data() + 200, 77, cudaMemcpyDefault)); // 0x33s
  OK(cudaMemcpy(u + 500, u + 1, 77, cudaMemcpyDefault));
  OK(cudaMemcpy(hu.data(), u, 1000, cudaMemcpyDeviceToHost));
  check(hu[0] == 0x11 && hu[1] == 0x33 && hu[77] == 0x33 && hu[78] == 0x11 && hu[500] == 0x33 && hu[576] == 0x33 &&
            hu[577] == 0x11,
        "cudaMemcpyDefault");
  SHOW(cudaMemcpy(hu.data(), u, 10, cudaMemcpyHostToDevice));
  SHOW(cudaMemcpy(u, u + 10, 2000, cudaMemcpyDeviceToDevice));
  SHOW(cudaMemcpy(hu.data(), u, 10, (cudaMemcpyKind)7));
  SHOW(cudaGetLastError());
  return finish();
}
