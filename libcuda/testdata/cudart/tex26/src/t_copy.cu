// t_copy.cu: copies to, from and between CUDA arrays through the runtime
// with odd extents, offsets and pitches: cudaMemcpy2DToArray/FromArray,
// cudaMemcpy2DArrayToArray, cudaMemcpy3D (host, device and array ends,
// array to array), their async forms, and the codes of out-of-range ones.
#include "tx.h"

static unsigned char *devbuf;
static const size_t DEVBYTES = 1 << 16;

static void dumpArray2D(const char *tag, cudaArray_t a, size_t rowBytes, size_t rows) {
  std::vector<unsigned char> b(rowBytes * rows, 0xee);
  if (say(tag, "read back", cudaMemcpy2DFromArray(b.data(), rowBytes, a, 0, 0, rowBytes, rows, cudaMemcpyDeviceToHost)) == cudaSuccess)
    printBytes(tag, b.data(), b.size());
  cudaGetLastError();
}

static void zero2D(cudaArray_t a, size_t rowBytes, size_t rows) {
  std::vector<unsigned char> z(rowBytes * rows, 0);
  cudaMemcpy2DToArray(a, 0, 0, z.data(), rowBytes, rowBytes, rows, cudaMemcpyHostToDevice);
}

int main() {
  REQUIRE(cudaMalloc(&devbuf, DEVBYTES));
  std::vector<unsigned char> src(4096);
  for (size_t i = 0; i < src.size(); i++) src[i] = (unsigned char)(i * 13 + 5);
  REQUIRE(cudaMemcpy(devbuf, src.data(), src.size(), cudaMemcpyHostToDevice));
  struct A { const char *n; cudaChannelFormatDesc d; int es; };
  const A as[] = {{"u8", cudaCreateChannelDesc<unsigned char>(), 1}, {"u16x2", cudaCreateChannelDesc<ushort2>(), 4},
                  {"f32x4", cudaCreateChannelDesc<float4>(), 16}, {"u16x1", cudaCreateChannelDesc<unsigned short>(), 2}};
  const size_t W = 13, H = 7;
  for (const A &a : as) {
    cudaArray_t arr;
    char tag[96];
    snprintf(tag, sizeof tag, "copy2d %s 13x7", a.n);
    if (say(tag, "mallocArray", cudaMallocArray(&arr, &a.d, W, H)) != cudaSuccess) { cudaGetLastError(); continue; }
    size_t rb = W * a.es;
    struct C { const char *n; size_t wOff, hOff, spitch, width, height; int fromDev; };
    const C cs[] = {
        {"full", 0, 0, rb, rb, H, 0},           {"full spitch+3", 0, 0, rb + 3, rb, H, 0},
        {"sub", (size_t)a.es * 3, 2, rb, (size_t)a.es * 5, 3, 0}, {"sub odd bytes", 1, 1, rb, 3, 2, 0},
        {"sub from dev", (size_t)a.es * 2, 1, rb + 7, (size_t)a.es * 4, 4, 1},
        {"width past end", (size_t)a.es * 10, 0, rb, (size_t)a.es * 4, 1, 0}, {"height past end", 0, 5, rb, rb, 3, 0},
        {"spitch<width", 0, 0, rb - 1, rb, 2, 0}, {"zero width", 0, 0, rb, 0, 2, 0}, {"zero height", 0, 0, rb, rb, 0, 0},
        {"hOff=H", 0, H, rb, rb, 0, 0}, {"wOff=rb", rb, 0, rb, 0, 1, 0}, {"width=rb+1", 0, 0, rb + 1, rb + 1, 1, 0},
    };
    for (const C &c : cs) {
      char t2[128];
      snprintf(t2, sizeof t2, "%s %s", tag, c.n);
      zero2D(arr, rb, H);
      cudaError_t e = say(t2, "memcpy2DToArray", cudaMemcpy2DToArray(arr, c.wOff, c.hOff, c.fromDev ? (const void *)devbuf : (const void *)src.data(), c.spitch, c.width, c.height,
                                                                  c.fromDev ? cudaMemcpyDeviceToDevice : cudaMemcpyHostToDevice));
      cudaGetLastError();
      if (e == cudaSuccess) dumpArray2D(t2, arr, rb, H);
      // the same region back out, into a zeroed host buffer with the same pitch
      std::vector<unsigned char> back(4096, 0);
      e = say(t2, "memcpy2DFromArray", cudaMemcpy2DFromArray(back.data(), c.spitch, arr, c.wOff, c.hOff, c.width, c.height, cudaMemcpyDeviceToHost));
      cudaGetLastError();
      if (e == cudaSuccess && c.height > 0) printBytes(t2, back.data(), c.spitch * c.height);
      e = say(t2, "memcpy2DToArrayAsync", cudaMemcpy2DToArrayAsync(arr, c.wOff, c.hOff, src.data(), c.spitch, c.width, c.height, cudaMemcpyHostToDevice, 0));
      cudaGetLastError();
      say(t2, "sync", cudaStreamSynchronize(0));
    }
    // array to array
    {
      std::vector<unsigned char> full(rb * H);
      for (size_t i = 0; i < full.size(); i++) full[i] = (unsigned char)(i * 7 + 3);
      cudaMemcpy2DToArray(arr, 0, 0, full.data(), rb, rb, H, cudaMemcpyHostToDevice);
      cudaArray_t b2;
      cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>();
      REQUIRE(cudaMallocArray(&b2, &f1, 11, 9));
      struct X { const char *n; size_t dw, dh, sw, sh, w, h; };
      const X xs[] = {{"full overlap", 0, 0, 0, 0, 13, 5}, {"offsets", 4, 3, 2, 1, 9, 4}, {"odd bytes", 1, 1, 3, 2, 5, 3},
                      {"past dst", 40, 0, 0, 0, 8, 1}, {"past src", 0, 0, rb - 2, 0, 4, 1}, {"zero", 0, 0, 0, 0, 0, 0}};
      for (const X &x : xs) {
        char t2[128];
        snprintf(t2, sizeof t2, "%s a2a->f32 11x9 %s", tag, x.n);
        zero2D(b2, 44, 9);
        if (say(t2, "memcpy2DArrayToArray", cudaMemcpy2DArrayToArray(b2, x.dw, x.dh, arr, x.sw, x.sh, x.w, x.h, cudaMemcpyDeviceToDevice)) == cudaSuccess)
          dumpArray2D(t2, b2, 44, 9);
        cudaGetLastError();
      }
      cudaFreeArray(b2);
    }
    cudaFreeArray(arr);
  }
  // 3D copies
  {
    cudaChannelFormatDesc d = cudaCreateChannelDesc<ushort2>();
    cudaArray_t a3, b3;
    REQUIRE(cudaMalloc3DArray(&a3, &d, make_cudaExtent(5, 3, 3)));
    REQUIRE(cudaMalloc3DArray(&b3, &d, make_cudaExtent(4, 4, 2)));
    info("copy3d a3", a3);
    cudaArray_t l3;
    REQUIRE(cudaMalloc3DArray(&l3, &d, make_cudaExtent(5, 3, 4), cudaArrayLayered));
    std::vector<unsigned char> h(5 * 4 * 3 * 3 + 512);
    for (size_t i = 0; i < h.size(); i++) h[i] = (unsigned char)(i * 11 + 1);
    struct T { const char *n; cudaArray_t dst; size_t px, py, pz, sx, sy, sz, ex, ey, ez, pitch, ph; int mode; };
    // mode 0: host -> array; 1: device -> array; 2: array a3 -> dst; 3: array -> host
    const T ts[] = {
        {"h2a full", a3, 0, 0, 0, 0, 0, 0, 5, 3, 3, 20, 3, 0},
        {"h2a pitch 23 ph 4", a3, 0, 0, 0, 0, 0, 0, 5, 3, 3, 23, 4, 0},
        {"h2a pos 1,1,1 ext 3,2,2", a3, 1, 1, 1, 2, 1, 0, 3, 2, 2, 27, 3, 0},
        {"h2a srcPos odd x", a3, 0, 0, 0, 3, 0, 0, 2, 1, 1, 20, 3, 0},
        {"h2a ext past x", a3, 3, 0, 0, 0, 0, 0, 3, 1, 1, 20, 3, 0},
        {"h2a ext past z", a3, 0, 0, 2, 0, 0, 0, 1, 1, 2, 20, 3, 0},
        {"h2a pitch<width", a3, 0, 0, 0, 0, 0, 0, 5, 3, 3, 19, 3, 0},
        {"h2a zero extent", a3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20, 3, 0},
        {"h2a ext 5,3,0", a3, 0, 0, 0, 0, 0, 0, 5, 3, 0, 20, 3, 0},
        {"d2a", a3, 1, 0, 1, 0, 2, 0, 4, 1, 2, 64, 3, 1},
        {"a2a", b3, 0, 1, 0, 1, 0, 1, 4, 3, 2, 0, 0, 2},
        {"a2a past", b3, 1, 0, 0, 0, 0, 0, 4, 1, 1, 0, 0, 2},
        {"a2layered", l3, 0, 0, 1, 0, 0, 0, 5, 3, 3, 0, 0, 2},
        {"a2h pos 1,1,1", a3, 1, 1, 1, 0, 0, 0, 3, 2, 2, 21, 5, 3},
    };
    for (const T &t : ts) {
      char tag[96];
      snprintf(tag, sizeof tag, "copy3d %s", t.n);
      std::vector<unsigned char> z(5 * 3 * 4 * 4, 0);
      cudaMemcpy3DParms zp;
      memset(&zp, 0, sizeof zp);
      zp.srcPtr = make_cudaPitchedPtr(z.data(), 20, 5, 3);
      zp.dstArray = a3;
      zp.extent = make_cudaExtent(5, 3, 3);
      zp.kind = cudaMemcpyHostToDevice;
      cudaMemcpy3D(&zp);
      if (t.mode == 2) {
        std::vector<unsigned char> z2(4 * 4 * 4 * 5, 0);
        cudaMemcpy3DParms zq;
        memset(&zq, 0, sizeof zq);
        zq.srcPtr = make_cudaPitchedPtr(z2.data(), 16, 4, 4);
        zq.dstArray = t.dst;
        cudaExtent e;
        cudaChannelFormatDesc dd;
        unsigned fl;
        cudaArrayGetInfo(&dd, &e, &fl, t.dst);
        zq.extent = make_cudaExtent(e.width, e.height, e.depth);
        zq.srcPtr = make_cudaPitchedPtr(z2.data(), e.width * 4, e.width, e.height);
        zq.kind = cudaMemcpyHostToDevice;
        cudaMemcpy3D(&zq);
        std::vector<unsigned char> full(5 * 3 * 3 * 4);
        for (size_t i = 0; i < full.size(); i++) full[i] = (unsigned char)(i * 5 + 9);
        zp.srcPtr = make_cudaPitchedPtr(full.data(), 20, 5, 3);
        cudaMemcpy3D(&zp);
      }
      cudaMemcpy3DParms p;
      memset(&p, 0, sizeof p);
      p.extent = make_cudaExtent(t.ex, t.ey, t.ez);
      std::vector<unsigned char> out(2048, 0);
      if (t.mode == 0) {
        p.srcPtr = make_cudaPitchedPtr(h.data(), t.pitch, t.pitch / 4, t.ph);
        p.srcPos = make_cudaPos(t.sx, t.sy, t.sz);
        p.dstArray = t.dst;
        p.dstPos = make_cudaPos(t.px, t.py, t.pz);
        p.kind = cudaMemcpyHostToDevice;
      } else if (t.mode == 1) {
        p.srcPtr = make_cudaPitchedPtr(devbuf, t.pitch, t.pitch / 4, t.ph);
        p.srcPos = make_cudaPos(t.sx, t.sy, t.sz);
        p.dstArray = t.dst;
        p.dstPos = make_cudaPos(t.px, t.py, t.pz);
        p.kind = cudaMemcpyDeviceToDevice;
      } else if (t.mode == 2) {
        p.srcArray = a3;
        p.srcPos = make_cudaPos(t.sx, t.sy, t.sz);
        p.dstArray = t.dst;
        p.dstPos = make_cudaPos(t.px, t.py, t.pz);
        p.kind = cudaMemcpyDeviceToDevice;
      } else {
        cudaMemcpy3DParms fp = zp;
        std::vector<unsigned char> full(5 * 3 * 3 * 4);
        for (size_t i = 0; i < full.size(); i++) full[i] = (unsigned char)(i * 3 + 1);
        fp.srcPtr = make_cudaPitchedPtr(full.data(), 20, 5, 3);
        cudaMemcpy3D(&fp);
        p.srcArray = a3;
        p.srcPos = make_cudaPos(t.px, t.py, t.pz);
        p.dstPtr = make_cudaPitchedPtr(out.data(), t.pitch, t.pitch / 4, t.ph);
        p.kind = cudaMemcpyDeviceToHost;
      }
      cudaError_t e = say(tag, "memcpy3D", cudaMemcpy3D(&p));
      cudaGetLastError();
      if (e != cudaSuccess) continue;
      if (t.mode == 3) {
        printBytes(tag, out.data(), t.pitch * t.ph * t.ez);
        continue;
      }
      cudaExtent ext;
      cudaChannelFormatDesc dd;
      unsigned fl;
      cudaArrayGetInfo(&dd, &ext, &fl, t.dst);
      size_t n = ext.width * 4 * ext.height * ext.depth;
      std::vector<unsigned char> b(n, 0xee);
      cudaMemcpy3DParms r;
      memset(&r, 0, sizeof r);
      r.srcArray = t.dst;
      r.dstPtr = make_cudaPitchedPtr(b.data(), ext.width * 4, ext.width, ext.height);
      r.extent = make_cudaExtent(ext.width, ext.height, ext.depth);
      r.kind = cudaMemcpyDeviceToHost;
      if (say(tag, "read back", cudaMemcpy3D(&r)) == cudaSuccess) printBytes(tag, b.data(), n);
    }
    // bad parameter combinations
    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcArray = a3;
    p.srcPtr = make_cudaPitchedPtr(h.data(), 20, 5, 3);
    p.dstArray = b3;
    p.extent = make_cudaExtent(1, 1, 1);
    p.kind = cudaMemcpyDeviceToDevice;
    say("copy3d bad", "src array and pointer", cudaMemcpy3D(&p));
    cudaGetLastError();
    memset(&p, 0, sizeof p);
    p.dstArray = b3;
    p.extent = make_cudaExtent(1, 1, 1);
    p.kind = cudaMemcpyHostToDevice;
    say("copy3d bad", "no source", cudaMemcpy3D(&p));
    cudaGetLastError();
    say("copy3d bad", "null params", cudaMemcpy3D(nullptr));
    cudaGetLastError();
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(h.data(), 20, 5, 3);
    p.dstArray = a3;
    p.extent = make_cudaExtent(1, 1, 1);
    p.kind = (cudaMemcpyKind)9;
    say("copy3d bad", "kind 9", cudaMemcpy3D(&p));
    cudaGetLastError();
    p.kind = cudaMemcpyDefault;
    say("copy3d bad", "kind default host src", cudaMemcpy3D(&p));
    cudaGetLastError();
    p.kind = cudaMemcpyDeviceToHost;
    say("copy3d bad", "kind d2h for h2a", cudaMemcpy3D(&p));
    cudaGetLastError();
    say("copy3d bad", "async default", cudaMemcpy3DAsync(&p, 0));
    cudaGetLastError();
    say("copy3d bad", "sync", cudaDeviceSynchronize());
  }
  return finish();
}
