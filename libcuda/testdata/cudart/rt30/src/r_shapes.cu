// r_shapes: pitched, 3-D and array copies and memsets in corner shapes, each
// checked against the host's copy of the same bytes: a width equal to the
// pitch, one row, one column of one byte, zero widths and heights, odd
// pitches on the host side, boxes at offsets in all three dimensions (device,
// host and array ends; an array's x and width count elements), 2-D copies
// between pitched allocations of different pitches, device to device in place
// (disjoint rows), cudaMemset2D/3D of a sub-box leaving the rest, cudaMemcpy3D
// between two arrays, cudaMemcpy2DToArray/FromArray at offsets, the Async
// forms in a stream.
#include "rt.h"
#include <cstring>
#include <vector>

typedef unsigned char u8;

static u8 pattern(size_t i) { return (u8)(i * 131 + (i >> 8) * 7 + 1); }

// host model of a 3-D copy between two byte images with pitches and slice heights
static void copy3(std::vector<u8> &dst, size_t dpitch, size_t dslice, size_t dx, size_t dy, size_t dz,
                  const std::vector<u8> &src, size_t spitch, size_t sslice, size_t sx, size_t sy, size_t sz,
                  size_t w, size_t h, size_t d) {
  for (size_t z = 0; z < d; z++)
    for (size_t y = 0; y < h; y++)
      memcpy(&dst[(dz + z) * dslice * dpitch + (dy + y) * dpitch + dx], &src[(sz + z) * sslice * spitch + (sy + y) * spitch + sx], w);
}

static size_t differ(const std::vector<u8> &a, const std::vector<u8> &b) {
  size_t n = 0;
  for (size_t i = 0; i < a.size(); i++) n += a[i] != b[i];
  return n;
}

int main() {
  cudaStream_t s;
  OK(cudaStreamCreate(&s));

  // --- 2-D: pitched allocations of two widths, host images with odd pitches
  const size_t W = 77, H = 13;
  size_t pa = 0, pb = 0;
  u8 *a = nullptr, *b = nullptr;
  REQUIRE(cudaMallocPitch((void **)&a, &pa, W, H));
  REQUIRE(cudaMallocPitch((void **)&b, &pb, 3 * W, H));
  printf("pitches are multiples of 512: %d %d\n", pa % 512 == 0, pb % 512 == 0);
  std::vector<u8> host(101 * H), devA(pa * H, 0), devB(pb * H, 0);
  for (size_t i = 0; i < host.size(); i++) host[i] = pattern(i);
  OK(cudaMemset2D(a, pa, 0, pa, H)); // width == pitch
  OK(cudaMemset2D(b, pb, 0, pb, H));
  // host (pitch 101) to a, the full width
  OK(cudaMemcpy2D(a, pa, host.data(), 101, W, H, cudaMemcpyHostToDevice));
  copy3(devA, pa, H, 0, 0, 0, host, 101, H, 0, 0, 0, W, H, 1);
  // a sub-box of a to b at (x 5, y 2): 2-D device to device with different pitches
  OK(cudaMemcpy2D(b + 2 * pb + 5, pb, a + 1 * pa + 3, pa, 40, 9, cudaMemcpyDeviceToDevice));
  copy3(devB, pb, H, 5, 2, 0, devA, pa, H, 3, 1, 0, 40, 9, 1);
  // one row, the whole pitch (padding too)
  OK(cudaMemcpy2D(b + 12 * pb, pb, a, pa, pa, 1, cudaMemcpyDeviceToDevice));
  copy3(devB, pb, H, 0, 12, 0, devA, pa, H, 0, 0, 0, pa, 1, 1);
  // one column of one byte, 13 rows
  OK(cudaMemcpy2D(b + pb - 1, pb, host.data() + 100, 101, 1, H, cudaMemcpyHostToDevice));
  copy3(devB, pb, H, pb - 1, 0, 0, host, 101, H, 100, 0, 0, 1, H, 1);
  // zero width and zero height copy nothing
  EXPECT(cudaMemcpy2D(b, pb, host.data(), 101, 0, H, cudaMemcpyHostToDevice), cudaSuccess);
  EXPECT(cudaMemcpy2D(b, pb, host.data(), 101, W, 0, cudaMemcpyHostToDevice), cudaSuccess);
  // in place, disjoint rows of the same allocation: rows 0..3 to rows 6..9 of b, shifted by 100 bytes
  OK(cudaMemcpy2DAsync(b + 6 * pb + 100, pb, b, pb, 120, 4, cudaMemcpyDeviceToDevice, s));
  copy3(devB, pb, H, 100, 6, 0, devB, pb, H, 0, 0, 0, 120, 4, 1);
  // memset2D of a sub-box
  OK(cudaMemset2DAsync(b + 3 * pb + 200, pb, 0xab, 33, 5, s));
  for (size_t y = 3; y < 8; y++) memset(&devB[y * pb + 200], 0xab, 33);
  OK(cudaStreamSynchronize(s));
  std::vector<u8> got(pb * H);
  OK(cudaMemcpy(got.data(), b, pb * H, cudaMemcpyDeviceToHost));
  data("2-D copies and memsets into b (every byte)", got.size(), differ(got, devB));
  got.resize(pa * H);
  OK(cudaMemcpy(got.data(), a, pa * H, cudaMemcpyDeviceToHost));
  data("2-D host copy into a (every byte)", got.size(), differ(got, devA));
  // device to host with a host pitch of 3 bytes more than the width
  std::vector<u8> out(43 * 6, 0x11), want(43 * 6, 0x11);
  OK(cudaMemcpy2D(out.data(), 43, b + 5, pb, 40, 6, cudaMemcpyDeviceToHost));
  copy3(want, 43, 6, 0, 0, 0, devB, pb, H, 5, 0, 0, 40, 6, 1);
  data("2-D device to host, host pitch 43", out.size(), differ(out, want));
  // a pitch smaller than the width is refused
  FAILS(cudaMemcpy2D(out.data(), 39, b, pb, 40, 6, cudaMemcpyDeviceToHost), cudaErrorInvalidPitchValue);

  // --- 3-D: a box at an offset in all three dimensions, host and device ends
  const size_t X = 50, Y = 7, Z = 5;
  cudaExtent ext = make_cudaExtent(X, Y, Z);
  cudaPitchedPtr p3;
  REQUIRE(cudaMalloc3D(&p3, ext));
  OK(cudaMemset3D(p3, 0x5c, ext));
  std::vector<u8> dev3(p3.pitch * Y * Z, 0);
  for (size_t z = 0; z < Z; z++)
    for (size_t y = 0; y < Y; y++) memset(&dev3[(z * Y + y) * p3.pitch], 0x5c, X);
  // the host image: pitch 61, 9 rows a slice
  std::vector<u8> h3(61 * 9 * 6);
  for (size_t i = 0; i < h3.size(); i++) h3[i] = pattern(i + 7);
  cudaMemcpy3DParms c = {};
  c.srcPtr = make_cudaPitchedPtr(h3.data(), 61, 61, 9);
  c.srcPos = make_cudaPos(4, 2, 1);
  c.dstPtr = p3;
  c.dstPos = make_cudaPos(9, 3, 2);
  c.extent = make_cudaExtent(30, 4, 3);
  c.kind = cudaMemcpyHostToDevice;
  OK(cudaMemcpy3D(&c));
  copy3(dev3, p3.pitch, Y, 9, 3, 2, h3, 61, 9, 4, 2, 1, 30, 4, 3);
  // memset3D of a sub-box through an offset pitched pointer
  cudaPitchedPtr sub = p3;
  sub.ptr = (u8 *)p3.ptr + 1 * p3.pitch * Y + 2 * p3.pitch + 40;
  OK(cudaMemset3DAsync(sub, 0xe1, make_cudaExtent(10, 5, 4), s));
  for (size_t z = 1; z < 5; z++)
    for (size_t y = 2; y < 7; y++) memset(&dev3[(z * Y + y) * p3.pitch + 40], 0xe1, 10);
  OK(cudaStreamSynchronize(s));
  // back to a host image at an offset, async
  std::vector<u8> back(64 * 8 * 6, 0x22), wantBack(64 * 8 * 6, 0x22);
  cudaMemcpy3DParms r = {};
  r.srcPtr = p3;
  r.srcPos = make_cudaPos(3, 1, 1);
  r.dstPtr = make_cudaPitchedPtr(back.data(), 64, 64, 8);
  r.dstPos = make_cudaPos(2, 1, 2);
  r.extent = make_cudaExtent(47, 6, 4);
  r.kind = cudaMemcpyDeviceToHost;
  OK(cudaMemcpy3DAsync(&r, s));
  OK(cudaStreamSynchronize(s));
  copy3(wantBack, 64, 8, 2, 1, 2, dev3, p3.pitch, Y, 3, 1, 1, 47, 6, 4);
  data("3-D at offsets, memset3D of a sub-box", back.size(), differ(back, wantBack));
  // a zero extent copies nothing
  PROBE(([&] { cudaMemcpy3DParms z = r; z.extent = make_cudaExtent(0, 6, 4); return cudaMemcpy3D(&z); })());
  PROBE(cudaGetLastError());
  // a box past the destination's slice height (measured: docs/suite.md, "y + Height")
  {
    cudaMemcpy3DParms o = r;
    o.dstPos = make_cudaPos(2, 4, 2); // rows 4..9 of 8
    FAILS(cudaMemcpy3D(&o), cudaErrorInvalidValue);
  }

  // --- arrays: x and widths in elements (float2 = 8 bytes), offsets everywhere
  cudaChannelFormatDesc fd = cudaCreateChannelDesc<float2>();
  const size_t AW = 19, AH = 11, AD = 4;
  cudaArray_t arr3, arr3b, arr2;
  REQUIRE(cudaMalloc3DArray(&arr3, &fd, make_cudaExtent(AW, AH, AD)));
  REQUIRE(cudaMalloc3DArray(&arr3b, &fd, make_cudaExtent(AW, AH, AD)));
  REQUIRE(cudaMallocArray(&arr2, &fd, AW, AH));
  const size_t E = sizeof(float2), rowB = AW * E;
  std::vector<u8> a3(rowB * AH * AD, 0), a3b(rowB * AH * AD, 0), a2(rowB * AH, 0);
  std::vector<u8> zero(rowB * AH * AD, 0);
  // clear them through a full copy from a zeroed host image
  cudaMemcpy3DParms q = {};
  q.srcPtr = make_cudaPitchedPtr(zero.data(), rowB, AW, AH);
  q.dstArray = arr3;
  q.extent = make_cudaExtent(AW, AH, AD); // elements with an array
  q.kind = cudaMemcpyHostToDevice;
  OK(cudaMemcpy3D(&q));
  q.dstArray = arr3b;
  OK(cudaMemcpy3D(&q));
  OK(cudaMemcpy2DToArray(arr2, 0, 0, zero.data(), rowB, rowB, AH, cudaMemcpyHostToDevice));
  // host box into arr3 at element (2, 3, 1): with an array in the copy the runtime counts
  // x in the array's elements on the pointer side too (docs/suite.md, s_memcpy3d)
  std::vector<u8> hs(200 * 12 * 5);
  for (size_t i = 0; i < hs.size(); i++) hs[i] = pattern(i * 3 + 1);
  q = {};
  q.srcPtr = make_cudaPitchedPtr(hs.data(), 200, 25, 12);
  q.srcPos = make_cudaPos(2, 1, 1); // 16 bytes
  q.dstArray = arr3;
  q.dstPos = make_cudaPos(2, 3, 1); // elements
  q.extent = make_cudaExtent(10, 6, 2); // elements: 80 bytes a row
  q.kind = cudaMemcpyHostToDevice;
  OK(cudaMemcpy3D(&q));
  copy3(a3, rowB, AH, 2 * E, 3, 1, hs, 200, 12, 16, 1, 1, 10 * E, 6, 2);
  // array to array at other offsets
  q = {};
  q.srcArray = arr3;
  q.srcPos = make_cudaPos(1, 2, 1);
  q.dstArray = arr3b;
  q.dstPos = make_cudaPos(5, 0, 2);
  q.extent = make_cudaExtent(12, 8, 2);
  q.kind = cudaMemcpyDeviceToDevice;
  OK(cudaMemcpy3D(&q));
  copy3(a3b, rowB, AH, 5 * E, 0, 2, a3, rowB, AH, 1 * E, 2, 1, 12 * E, 8, 2);
  // arr3b's slice 2 into the 2-D array at (3, 4) by cudaMemcpy3D with depth 1
  q = {};
  q.srcArray = arr3b;
  q.srcPos = make_cudaPos(4, 0, 2);
  q.dstArray = arr2;
  q.dstPos = make_cudaPos(3, 4, 0);
  q.extent = make_cudaExtent(14, 7, 1);
  q.kind = cudaMemcpyDeviceToDevice;
  OK(cudaMemcpy3D(&q));
  copy3(a2, rowB, AH, 3 * E, 4, 0, a3b, rowB, AH, 4 * E, 0, 2, 14 * E, 7, 1);
  // 2-D to array with a byte offset that is whole elements; from array with offsets
  OK(cudaMemcpy2DToArrayAsync(arr2, 8 * E, 1, hs.data() + 3, 200, 5 * E, 2, cudaMemcpyHostToDevice, s));
  copy3(a2, rowB, AH, 8 * E, 1, 0, hs, 200, 12, 3, 0, 0, 5 * E, 2, 1);
  OK(cudaStreamSynchronize(s));
  std::vector<u8> g3(rowB * AH * AD), g2(rowB * AH);
  q = {};
  q.srcArray = arr3;
  q.dstPtr = make_cudaPitchedPtr(g3.data(), rowB, AW, AH);
  q.extent = make_cudaExtent(AW, AH, AD);
  q.kind = cudaMemcpyDeviceToHost;
  OK(cudaMemcpy3D(&q));
  data("3-D array: a host box at an element offset", g3.size(), differ(g3, a3));
  q.srcArray = arr3b;
  OK(cudaMemcpy3D(&q));
  data("3-D array to array at offsets", g3.size(), differ(g3, a3b));
  OK(cudaMemcpy2DFromArray(g2.data(), rowB, arr2, 0, 0, rowB, AH, cudaMemcpyDeviceToHost));
  data("3-D copy into a 2-D array, 2-D copies into it", g2.size(), differ(g2, a2));
  // from the 2-D array at an offset to a pitched device allocation and back to the host
  OK(cudaMemcpy2DFromArray(b + pb + 1, pb, arr2, 2 * E, 3, 9 * E, 5, cudaMemcpyDeviceToDevice));
  copy3(devB, pb, H, 1, 1, 0, a2, rowB, AH, 2 * E, 3, 0, 9 * E, 5, 1);
  got.resize(pb * H);
  OK(cudaMemcpy(got.data(), b, pb * H, cudaMemcpyDeviceToHost));
  data("2-D from an array at an offset into pitched memory", got.size(), differ(got, devB));
  // a byte offset that is not a whole element is accepted (measured: docs/textures.md,
  // "Copies"); a box past the array is refused
  OK(cudaMemcpy2DToArray(arr2, 3, 0, hs.data(), 200, 16, 1, cudaMemcpyHostToDevice));
  FAILS(cudaMemcpy2DToArray(arr2, 16 * E, 0, hs.data(), 200, 4 * E, 1, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
  {
    cudaMemcpy3DParms o = {};
    o.srcArray = arr3;
    o.dstArray = arr3b;
    o.dstPos = make_cudaPos(0, 0, 3);
    o.extent = make_cudaExtent(AW, AH, 2);
    o.kind = cudaMemcpyDeviceToDevice;
    FAILS(cudaMemcpy3D(&o), cudaErrorInvalidValue);
  }
  OK(cudaFreeArray(arr3));
  OK(cudaFreeArray(arr3b));
  OK(cudaFreeArray(arr2));
  OK(cudaFree(a));
  OK(cudaFree(b));
  OK(cudaFree(p3.ptr));
  OK(cudaStreamDestroy(s));
  return finish();
}
