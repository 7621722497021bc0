// s_memcpy3d: cudaMemcpy3D(Async) between every pair of endpoint kinds
// (pageable and pinned host pitched pointers, pitched device memory, 3D
// CUDA arrays, managed memory) with sub-box offsets, cudaMemcpyDefault,
// cudaMemcpy3DPeer on one device, the 2D array copies' Async forms,
// cudaMemset2DAsync/3DAsync on sub-boxes, and the cudaMemcpy3DParms edge
// cases (zero extents, both a pointer and an array, offsets past an array,
// a pitch smaller than the width, a kind that contradicts the pointers).
#include <cstring>
#include "check.h"

static const int W = 13, H = 7, D = 5; // elements of 4 bytes

static unsigned hashBuf(const unsigned *p, size_t n) {
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 16777619u;
  return h;
}
static void fill(unsigned *p, size_t n, unsigned seed) {
  for (size_t i = 0; i < n; i++) p[i] = seed * 1000003u + (unsigned)i * 2654435761u;
}

// a host box with a pitch of 17 elements and 9 rows a slice
static const size_t HP = 17 * 4, HR = 9;
static cudaPitchedPtr hostBox(void *p) { return make_cudaPitchedPtr(p, HP, 17, HR); }

static cudaError_t copy3D(cudaPitchedPtr src, cudaArray_t srcA, cudaPos sp, cudaPitchedPtr dst, cudaArray_t dstA, cudaPos dp, cudaExtent e, cudaMemcpyKind k, cudaStream_t s = 0, bool async = false) {
  cudaMemcpy3DParms p = {};
  p.srcPtr = src;
  p.srcArray = srcA;
  p.srcPos = sp;
  p.dstPtr = dst;
  p.dstArray = dstA;
  p.dstPos = dp;
  p.extent = e;
  p.kind = k;
  return async ? cudaMemcpy3DAsync(&p, s) : cudaMemcpy3D(&p);
}

int main() {
  const size_t hostN = 17 * HR * (D + 2);
  unsigned *pageA = (unsigned *)calloc(hostN, 4), *pageB = (unsigned *)calloc(hostN, 4);
  unsigned *pinA, *pinB;
  REQUIRE(cudaMallocHost(&pinA, hostN * 4));
  REQUIRE(cudaMallocHost(&pinB, hostN * 4));
  memset(pinB, 0, hostN * 4);
  fill(pageA, hostN, 1);
  memcpy(pinA, pageA, hostN * 4);

  cudaPitchedPtr dev;
  REQUIRE(cudaMalloc3D(&dev, make_cudaExtent(W * 4 + 20, H + 3, D + 1)));
  printf("malloc3D pitch multiple of 512: %d xsize %zu ysize %zu\n", (int)(dev.pitch % 512 == 0), dev.xsize, dev.ysize);
  cudaChannelFormatDesc cd = cudaCreateChannelDesc<unsigned>();
  cudaArray_t arr, arr2;
  REQUIRE(cudaMalloc3DArray(&arr, &cd, make_cudaExtent(W + 2, H + 1, D + 1)));
  REQUIRE(cudaMalloc3DArray(&arr2, &cd, make_cudaExtent(W + 2, H + 1, D + 1)));
  unsigned *managed;
  REQUIRE(cudaMallocManaged(&managed, hostN * 4));
  memset(managed, 0, hostN * 4);
  cudaStream_t s;
  REQUIRE(cudaStreamCreate(&s));

  cudaExtent eb = make_cudaExtent(W * 4, H, D); // bytes for pointers
  cudaExtent ea = make_cudaExtent(W, H, D);     // elements when an array is involved
  cudaPos o0 = make_cudaPos(0, 0, 0);
  cudaPos oh = make_cudaPos(8, 1, 1); // bytes, rows, slices
  cudaPos oa = make_cudaPos(1, 1, 1); // elements for arrays
  cudaPitchedPtr none = {};

  // chain: pageable -> device -> array -> array2 -> pinned -> managed -> pageable B
  cudaMemset3D(dev, 0, make_cudaExtent(dev.pitch, H + 3, D + 1));
  OK(copy3D(hostBox(pageA), nullptr, oh, dev, nullptr, o0, eb, cudaMemcpyHostToDevice));
  OK(copy3D(dev, nullptr, o0, none, arr, oa, ea, cudaMemcpyDeviceToDevice));
  OK(copy3D(none, arr, oa, none, arr2, o0, ea, cudaMemcpyDeviceToDevice));
  OK(copy3D(none, arr2, o0, hostBox(pinB), nullptr, oh, ea, cudaMemcpyDeviceToHost));
  OK(copy3D(hostBox(pinB), nullptr, oh, hostBox(managed), nullptr, oh, eb, cudaMemcpyDefault));
  OK(copy3D(hostBox(managed), nullptr, oh, hostBox(pageB), nullptr, oh, eb, cudaMemcpyHostToHost));
  int bad = 0;
  for (int z = 0; z < (int)D + 2; z++)
    for (int y = 0; y < (int)HR; y++)
      for (int x = 0; x < 17; x++) {
        size_t i = (z * HR + y) * 17 + x;
        bool in = z >= 1 && z < 1 + D && y >= 1 && y < 1 + H && x >= 2 && x < 2 + W;
        if (pageB[i] != (in ? pageA[i] : 0u)) bad++;
      }
  printf("sync chain through six kinds: wrong %d\n", bad);

  // the same chain async on a stream, with default kinds
  memset(pinB, 0, hostN * 4);
  memset(pageB, 0, hostN * 4);
  memset(managed, 0, hostN * 4);
  OK(copy3D(hostBox(pinA), nullptr, o0, dev, nullptr, oh, eb, cudaMemcpyDefault, s, true));
  OK(copy3D(dev, nullptr, oh, none, arr, o0, ea, cudaMemcpyDefault, s, true));
  OK(copy3D(none, arr, o0, none, arr2, oa, ea, cudaMemcpyDefault, s, true));
  OK(copy3D(none, arr2, oa, hostBox(managed), nullptr, o0, ea, cudaMemcpyDefault, s, true));
  OK(copy3D(hostBox(managed), nullptr, o0, hostBox(pinB), nullptr, o0, eb, cudaMemcpyDefault, s, true));
  OK(cudaStreamSynchronize(s));
  bad = 0;
  for (int z = 0; z < (int)D; z++)
    for (int y = 0; y < (int)H; y++)
      for (int x = 0; x < W; x++) {
        size_t i = (z * HR + y) * 17 + x;
        if (pinB[i] != pinA[i]) bad++;
      }
  printf("async chain, default kinds: wrong %d, outside box hash %08x\n", bad, hashBuf(pinB + 17 * HR * D, 17 * HR));

  // peer copy on one device
  cudaMemcpy3DPeerParms pp = {};
  pp.srcPtr = dev;
  pp.srcDevice = 0;
  pp.dstArray = arr;
  pp.dstDevice = 0;
  pp.extent = ea;
  OK(cudaMemcpy3DPeer(&pp));
  OK(cudaMemcpy3DPeerAsync(&pp, s));
  pp.dstDevice = 1;
  SHOW(cudaMemcpy3DPeer(&pp));
  SHOW(cudaGetLastError());
  OK(cudaStreamSynchronize(s));

  // 2D array copies, async
  cudaArray_t a2;
  REQUIRE(cudaMallocArray(&a2, &cd, 32, 16));
  OK(cudaMemcpy2DToArrayAsync(a2, 4, 2, pageA, 64, 40, 10, cudaMemcpyHostToDevice, s));
  OK(cudaMemcpy2DFromArrayAsync(pinB, 48, a2, 4, 2, 40, 10, cudaMemcpyDeviceToHost, s));
  OK(cudaStreamSynchronize(s));
  bad = 0;
  for (int y = 0; y < 10; y++)
    for (int x = 0; x < 10; x++)
      if (pinB[y * 12 + x] != pageA[y * 16 + x]) bad++;
  printf("2D array async round trip: wrong %d\n", bad);
  SHOW(cudaMemcpy2DToArrayAsync(a2, 120, 0, pageA, 64, 16, 1, cudaMemcpyHostToDevice, s));
  SHOW(cudaGetLastError());
  SHOW(cudaMemcpy2DFromArrayAsync(pinB, 16, a2, 0, 0, 40, 1, cudaMemcpyDeviceToHost, s));
  SHOW(cudaGetLastError());

  // memsets on sub-boxes, async
  OK(cudaMemset3DAsync(dev, 0, make_cudaExtent(dev.pitch, H + 3, D + 1), s));
  cudaPitchedPtr sub = dev;
  sub.ptr = (char *)dev.ptr + dev.pitch * (H + 3) + dev.pitch + 4;
  OK(cudaMemset3DAsync(sub, 0x5a, make_cudaExtent(9, 3, 2), s));
  OK(cudaMemset2DAsync((char *)dev.ptr + 3, dev.pitch, 0xa5, 5, 2, s));
  size_t sliceBytes = dev.pitch * (H + 3);
  unsigned char *hb = (unsigned char *)malloc(sliceBytes * (D + 1));
  OK(cudaMemcpyAsync(hb, dev.ptr, sliceBytes * (D + 1), cudaMemcpyDeviceToHost, s));
  OK(cudaStreamSynchronize(s));
  int n5a = 0, na5 = 0, other = 0;
  for (size_t i = 0; i < sliceBytes * (D + 1); i++) {
    if (hb[i] == 0x5a) n5a++;
    else if (hb[i] == 0xa5) na5++;
    else if (hb[i]) other++;
  }
  bool placed = hb[sliceBytes + dev.pitch + 4] == 0x5a && hb[2 * sliceBytes + 3 * dev.pitch + 12] == 0x5a && hb[2 * sliceBytes + 3 * dev.pitch + 13] == 0 && hb[dev.pitch + 7] == 0xa5;
  printf("memset sub-boxes: 0x5a %d 0xa5 %d other %d placed %d\n", n5a, na5, other, (int)placed);

  // edge cases
  printf("-- edge cases\n");
  SHOW(copy3D(dev, nullptr, o0, none, arr, o0, make_cudaExtent(0, H, D), cudaMemcpyDeviceToDevice));
  SHOW(cudaGetLastError());
  SHOW(copy3D(dev, nullptr, o0, none, arr, o0, make_cudaExtent(W, 0, 0), cudaMemcpyDeviceToDevice));
  SHOW(cudaGetLastError());
  {
    cudaMemcpy3DParms p = {};
    p.srcPtr = dev;
    p.srcArray = arr2;
    p.dstArray = arr;
    p.extent = ea;
    p.kind = cudaMemcpyDeviceToDevice;
    SHOW(cudaMemcpy3D(&p));
    SHOW(cudaGetLastError());
  }
  SHOW(copy3D(none, arr, make_cudaPos(W, 0, 0), none, arr2, o0, ea, cudaMemcpyDeviceToDevice));
  SHOW(cudaGetLastError());
  SHOW(copy3D(none, arr, make_cudaPos(0, 0, 2), none, arr2, o0, ea, cudaMemcpyDeviceToDevice));
  SHOW(cudaGetLastError());
  cudaPitchedPtr narrow = dev;
  narrow.pitch = 16;
  SHOW(copy3D(narrow, nullptr, o0, hostBox(pinB), nullptr, o0, eb, cudaMemcpyDeviceToHost));
  SHOW(cudaGetLastError());
  SHOW(copy3D(hostBox(pinA), nullptr, o0, dev, nullptr, o0, eb, cudaMemcpyDeviceToHost));
  SHOW(cudaGetLastError());
  SHOW(copy3D(hostBox(pinA), nullptr, o0, dev, nullptr, o0, eb, (cudaMemcpyKind)9));
  SHOW(cudaGetLastError());
  SHOW(copy3D(none, nullptr, o0, dev, nullptr, o0, eb, cudaMemcpyDefault));
  SHOW(cudaGetLastError());
  SHOW(cudaMemcpy3D(nullptr));
  SHOW(cudaGetLastError());
  // height of a pitched pointer smaller than the extent's rows (allowed for one slice)
  cudaPitchedPtr flat = hostBox(pinA);
  flat.ysize = 2;
  SHOW(copy3D(flat, nullptr, o0, dev, nullptr, o0, make_cudaExtent(W * 4, H, 1), cudaMemcpyHostToDevice));
  SHOW(cudaGetLastError());
  SHOW(copy3D(flat, nullptr, o0, dev, nullptr, o0, make_cudaExtent(W * 4, H, 2), cudaMemcpyHostToDevice));
  SHOW(cudaGetLastError());

  cudaFreeArray(a2);
  cudaFreeArray(arr);
  cudaFreeArray(arr2);
  cudaFree(dev.ptr);
  cudaFree(managed);
  cudaFreeHost(pinA);
  cudaFreeHost(pinB);
  return finish();
}
