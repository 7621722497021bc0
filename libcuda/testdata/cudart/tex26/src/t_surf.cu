// t_surf.cu: surface objects through the runtime: which arrays and
// resources cudaCreateSurfaceObject accepts, surf1D/2D/3D/layered/cubemap
// writes and reads of several widths, the clamp and zero boundary modes
// out of range, and (argument MODE) one faulting access: trap out of range
// or a misaligned x, with the error names after the launch and sync.
#include "tx.h"

template <typename T>
__global__ void rw2D(cudaSurfaceObject_t s, int w, int h, cudaSurfaceBoundaryMode m, T *out, int n) {
  // writes the element index at every (x, y) in [-2, w+2) x [-1, h+1), then reads all back
  for (int y = -1; y < h + 1; y++)
    for (int x = -2; x < w + 2; x++) {
      T v;
      memset(&v, 0, sizeof v);
      unsigned char *b = (unsigned char *)&v;
      for (int k = 0; k < (int)sizeof(T); k++) b[k] = (unsigned char)((y + 1) * 16 + (x + 2) + k * 64);
      surf2Dwrite<T>(v, s, x * (int)sizeof(T), y, m);
    }
  int i = 0;
  for (int y = -1; y < h + 1; y++)
    for (int x = -2; x < w + 2; x++)
      if (i < n) out[i++] = surf2Dread<T>(s, x * (int)sizeof(T), y, m);
}
template <typename T>
__global__ void rw1D(cudaSurfaceObject_t s, int w, cudaSurfaceBoundaryMode m, T *out, int n) {
  for (int x = -2; x < w + 2; x++) {
    T v;
    memset(&v, 0, sizeof v);
    unsigned char *b = (unsigned char *)&v;
    for (int k = 0; k < (int)sizeof(T); k++) b[k] = (unsigned char)(0x30 + x + k * 64);
    surf1Dwrite<T>(v, s, x * (int)sizeof(T), m);
  }
  int i = 0;
  for (int x = -2; x < w + 2; x++)
    if (i < n) out[i++] = surf1Dread<T>(s, x * (int)sizeof(T), m);
}
__global__ void rw3D(cudaSurfaceObject_t s, int w, int h, int d, cudaSurfaceBoundaryMode m, unsigned *out) {
  for (int z = -1; z < d + 1; z++)
    for (int y = -1; y < h + 1; y++)
      for (int x = -1; x < w + 1; x++) surf3Dwrite<unsigned>((unsigned)(0x1000000 + (z + 1) * 0x10000 + (y + 1) * 0x100 + x + 1), s, x * 4, y, z, m);
  int i = 0;
  for (int z = -1; z < d + 1; z++)
    for (int y = -1; y < h + 1; y++)
      for (int x = -1; x < w + 1; x++) out[i++] = surf3Dread<unsigned>(s, x * 4, y, z, m);
}
__global__ void rwLayered(cudaSurfaceObject_t s, int w, int h, int layers, int kind, cudaSurfaceBoundaryMode m, unsigned *out) {
  // kind 0: 1D layered, 1: 2D layered, 2: cubemap (layers = 6), 3: cubemap layered
  for (int l = -1; l < layers + 1; l++)
    for (int y = 0; y < h; y++)
      for (int x = -1; x < w + 1; x++) {
        unsigned v = 0x2000000 + (l + 1) * 0x10000 + y * 0x100 + x + 1;
        if (kind == 0) surf1DLayeredwrite<unsigned>(v, s, x * 4, l, m);
        if (kind == 1) surf2DLayeredwrite<unsigned>(v, s, x * 4, y, l, m);
        if (kind == 2) surfCubemapwrite<unsigned>(v, s, x * 4, y, l, m);
        if (kind == 3) surfCubemapLayeredwrite<unsigned>(v, s, x * 4, y, l, m);
      }
  int i = 0;
  for (int l = -1; l < layers + 1; l++)
    for (int y = 0; y < h; y++)
      for (int x = -1; x < w + 1; x++) {
        unsigned v = 0xdeadbeef;
        if (kind == 0) v = surf1DLayeredread<unsigned>(s, x * 4, l, m);
        if (kind == 1) v = surf2DLayeredread<unsigned>(s, x * 4, y, l, m);
        if (kind == 2) v = surfCubemapread<unsigned>(s, x * 4, y, l, m);
        if (kind == 3) v = surfCubemapLayeredread<unsigned>(s, x * 4, y, l, m);
        out[i++] = v;
      }
}
__global__ void oneRead(cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m, unsigned *out) { out[0] = surf2Dread<unsigned>(s, x, y, m); }
__global__ void oneWrite(cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) { surf2Dwrite<unsigned>(7u, s, x, y, m); }

static cudaSurfaceObject_t makeSurf(const char *tag, cudaArray_t a) {
  cudaResourceDesc rd = arrayRes(a);
  cudaSurfaceObject_t s = 0;
  if (say(tag, "createSurfaceObject", cudaCreateSurfaceObject(&s, &rd)) != cudaSuccess) {
    cudaGetLastError();
    return 0;
  }
  return s;
}

template <typename T>
static void run2D(const char *name, cudaChannelFormatDesc d, int w, int h, void *dout) {
  cudaArray_t a;
  char tag[96];
  snprintf(tag, sizeof tag, "surf2d %s %dx%d", name, w, h);
  if (say(tag, "mallocArray", cudaMallocArray(&a, &d, w, h, cudaArraySurfaceLoadStore)) != cudaSuccess) { cudaGetLastError(); return; }
  cudaSurfaceObject_t s = makeSurf(tag, a);
  if (!s) return;
  int n = (w + 4) * (h + 2);
  for (int m = cudaBoundaryModeZero; m <= cudaBoundaryModeClamp; m++) {
    char t2[112];
    snprintf(t2, sizeof t2, "%s %s", tag, m == cudaBoundaryModeZero ? "zero" : "clamp");
    cudaMemset(dout, 0xcd, 1 << 16);
    rw2D<T><<<1, 1>>>(s, w, h, (cudaSurfaceBoundaryMode)m, (T *)dout, n);
    syncShow(t2);
    std::vector<unsigned char> b(n * sizeof(T));
    cudaMemcpy(b.data(), dout, b.size(), cudaMemcpyDeviceToHost);
    printBytes(t2, b.data(), b.size());
    std::vector<unsigned char> arr(w * h * sizeof(T));
    say(t2, "memcpy2DFromArray", cudaMemcpy2DFromArray(arr.data(), w * sizeof(T), a, 0, 0, w * sizeof(T), h, cudaMemcpyDeviceToHost));
    printBytes(t2, arr.data(), arr.size());
  }
  cudaDestroySurfaceObject(s);
  cudaFreeArray(a);
}

static int faultMode(const char *mode) {
  cudaChannelFormatDesc d = cudaCreateChannelDesc<unsigned>();
  cudaArray_t a;
  REQUIRE(cudaMallocArray(&a, &d, 8, 8, cudaArraySurfaceLoadStore));
  cudaSurfaceObject_t s = makeSurf(mode, a);
  unsigned *out;
  REQUIRE(cudaMalloc(&out, 16));
  struct F { const char *n; int x, y, m, write; };
  const F fs[] = {
      {"trap-read-x", 32, 0, cudaBoundaryModeTrap, 0},   {"trap-read-y", 0, 8, cudaBoundaryModeTrap, 0},
      {"trap-read-neg", -4, 0, cudaBoundaryModeTrap, 0}, {"trap-write-x", 32, 0, cudaBoundaryModeTrap, 1},
      {"trap-read-in", 28, 7, cudaBoundaryModeTrap, 0},  {"misaligned-zero", 2, 0, cudaBoundaryModeZero, 0},
      {"misaligned-clamp", 6, 1, cudaBoundaryModeClamp, 0}, {"misaligned-trap-write", 1, 0, cudaBoundaryModeTrap, 1},
      {"misaligned-out-zero", 33, 0, cudaBoundaryModeZero, 0},
  };
  for (const F &f : fs) {
    if (strcmp(f.n, mode) != 0) continue;
    if (f.write) oneWrite<<<1, 1>>>(s, f.x, f.y, (cudaSurfaceBoundaryMode)f.m);
    else oneRead<<<1, 1>>>(s, f.x, f.y, (cudaSurfaceBoundaryMode)f.m, out);
    printf("%s launch -> %s\n", mode, cudaGetErrorName(cudaGetLastError()));
    syncShow(mode);
    syncShow(mode);
    unsigned v = 0;
    say(mode, "memcpy after", cudaMemcpy(&v, out, 4, cudaMemcpyDeviceToHost));
    printf("%s value %08x\n", mode, v);
    cudaSurfaceObject_t s2 = 0;
    cudaResourceDesc rd = arrayRes(a);
    say(mode, "createSurfaceObject after", cudaCreateSurfaceObject(&s2, &rd));
    say(mode, "deviceReset", cudaDeviceReset());
    say(mode, "malloc after reset", cudaMalloc(&out, 16));
    return finish();
  }
  printf("unknown mode %s\n", mode);
  return 2;
}

int main(int argc, char **argv) {
  if (argc > 1) return faultMode(argv[1]);
  void *dout;
  REQUIRE(cudaMalloc(&dout, 1 << 16));
  // which arrays and resources a surface object accepts
  {
    cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>();
    cudaArray_t plain, ldst;
    REQUIRE(cudaMallocArray(&plain, &f1, 8, 8));
    REQUIRE(cudaMallocArray(&ldst, &f1, 8, 8, cudaArraySurfaceLoadStore));
    cudaSurfaceObject_t s;
    cudaResourceDesc rd = arrayRes(plain);
    say("surfobj", "array without SurfaceLoadStore", cudaCreateSurfaceObject(&s, &rd));
    cudaGetLastError();
    rd = arrayRes(ldst);
    if (say("surfobj", "array with SurfaceLoadStore", cudaCreateSurfaceObject(&s, &rd)) == cudaSuccess) {
      cudaResourceDesc back;
      memset(&back, 0, sizeof back);
      if (say("surfobj", "getSurfaceObjectResourceDesc", cudaGetSurfaceObjectResourceDesc(&back, s)) == cudaSuccess) printResDesc("surfobj", back, ldst);
      say("surfobj", "destroy", cudaDestroySurfaceObject(s));
      say("surfobj", "destroy again", cudaDestroySurfaceObject(s));
      cudaGetLastError();
    }
    say("surfobj", "destroy 0", cudaDestroySurfaceObject(0));
    cudaGetLastError();
    say("surfobj", "null resdesc", cudaCreateSurfaceObject(&s, nullptr));
    cudaGetLastError();
    say("surfobj", "null out", cudaCreateSurfaceObject(nullptr, &rd));
    cudaGetLastError();
    cudaResourceDesc lin;
    memset(&lin, 0, sizeof lin);
    lin.resType = cudaResourceTypeLinear;
    lin.res.linear.devPtr = dout;
    lin.res.linear.desc = f1;
    lin.res.linear.sizeInBytes = 256;
    say("surfobj", "linear resource", cudaCreateSurfaceObject(&s, &lin));
    cudaGetLastError();
    lin.resType = cudaResourceTypePitch2D;
    lin.res.pitch2D.devPtr = dout;
    lin.res.pitch2D.desc = f1;
    lin.res.pitch2D.width = 8;
    lin.res.pitch2D.height = 8;
    lin.res.pitch2D.pitchInBytes = 512;
    say("surfobj", "pitch2d resource", cudaCreateSurfaceObject(&s, &lin));
    cudaGetLastError();
    cudaMipmappedArray_t mm;
    if (say("surfobj", "mallocMipmapped surface", cudaMallocMipmappedArray(&mm, &f1, make_cudaExtent(8, 8, 0), 3, cudaArraySurfaceLoadStore)) == cudaSuccess) {
      cudaResourceDesc mr;
      memset(&mr, 0, sizeof mr);
      mr.resType = cudaResourceTypeMipmappedArray;
      mr.res.mipmap.mipmap = mm;
      say("surfobj", "mipmapped resource", cudaCreateSurfaceObject(&s, &mr));
      cudaGetLastError();
      cudaArray_t l1;
      if (say("surfobj", "level 1", cudaGetMipmappedArrayLevel(&l1, mm, 1)) == cudaSuccess) {
        info("surfobj level 1", l1);
        rd = arrayRes(l1);
        if (say("surfobj", "level 1 resource", cudaCreateSurfaceObject(&s, &rd)) == cudaSuccess) cudaDestroySurfaceObject(s);
        cudaGetLastError();
      }
    }
    cudaGetLastError();
  }
  run2D<unsigned char>("u8", cudaCreateChannelDesc<unsigned char>(), 5, 3, dout);
  run2D<unsigned short>("u16", cudaCreateChannelDesc<unsigned short>(), 5, 3, dout);
  run2D<unsigned>("u32", cudaCreateChannelDesc<unsigned>(), 5, 3, dout);
  run2D<uint2>("u32x2", cudaCreateChannelDesc<uint2>(), 3, 2, dout);
  run2D<uint4>("u32x4", cudaCreateChannelDesc<uint4>(), 3, 2, dout);
  run2D<float>("f32", cudaCreateChannelDesc<float>(), 4, 2, dout);
  run2D<uchar4>("u8x4", cudaCreateChannelDesc<uchar4>(), 4, 2, dout);
  run2D<ushort2>("u16x2", cudaCreateChannelDesc<ushort2>(), 4, 2, dout);
  // a u16 array written and read as u32 (wider than the element)
  {
    cudaChannelFormatDesc d = cudaCreateChannelDesc<unsigned short>();
    cudaArray_t a;
    REQUIRE(cudaMallocArray(&a, &d, 8, 2, cudaArraySurfaceLoadStore));
    cudaSurfaceObject_t s = makeSurf("surf2d u16-as-u32", a);
    for (int m = cudaBoundaryModeZero; m <= cudaBoundaryModeClamp; m++) {
      cudaMemset(dout, 0xcd, 1 << 16);
      rw2D<unsigned><<<1, 1>>>(s, 4, 2, (cudaSurfaceBoundaryMode)m, (unsigned *)dout, 8 * 4);
      char t2[64];
      snprintf(t2, sizeof t2, "surf2d u16-as-u32 %s", m == cudaBoundaryModeZero ? "zero" : "clamp");
      syncShow(t2);
      unsigned char b[128];
      cudaMemcpy(b, dout, sizeof b, cudaMemcpyDeviceToHost);
      printBytes(t2, b, sizeof b);
    }
    cudaDestroySurfaceObject(s);
  }
  // 1D
  {
    cudaChannelFormatDesc d = cudaCreateChannelDesc<unsigned short>();
    cudaArray_t a;
    REQUIRE(cudaMallocArray(&a, &d, 6, 0, cudaArraySurfaceLoadStore));
    info("surf1d u16", a);
    cudaSurfaceObject_t s = makeSurf("surf1d u16", a);
    for (int m = cudaBoundaryModeZero; m <= cudaBoundaryModeClamp; m++) {
      cudaMemset(dout, 0xcd, 1 << 16);
      rw1D<unsigned short><<<1, 1>>>(s, 6, (cudaSurfaceBoundaryMode)m, (unsigned short *)dout, 10);
      char t2[64];
      snprintf(t2, sizeof t2, "surf1d u16 %s", m == cudaBoundaryModeZero ? "zero" : "clamp");
      syncShow(t2);
      unsigned char b[20];
      cudaMemcpy(b, dout, sizeof b, cudaMemcpyDeviceToHost);
      printBytes(t2, b, sizeof b);
    }
  }
  // 3D
  {
    cudaChannelFormatDesc d = cudaCreateChannelDesc<unsigned>();
    cudaArray_t a;
    REQUIRE(cudaMalloc3DArray(&a, &d, make_cudaExtent(3, 2, 2), cudaArraySurfaceLoadStore));
    info("surf3d u32", a);
    cudaSurfaceObject_t s = makeSurf("surf3d u32", a);
    for (int m = cudaBoundaryModeZero; m <= cudaBoundaryModeClamp; m++) {
      cudaMemset(dout, 0xcd, 1 << 16);
      rw3D<<<1, 1>>>(s, 3, 2, 2, (cudaSurfaceBoundaryMode)m, (unsigned *)dout);
      char t2[64];
      snprintf(t2, sizeof t2, "surf3d u32 %s", m == cudaBoundaryModeZero ? "zero" : "clamp");
      syncShow(t2);
      unsigned w[5 * 4 * 4];
      cudaMemcpy(w, dout, sizeof w, cudaMemcpyDeviceToHost);
      printWords(t2, w, 80, 5);
    }
  }
  // layered and cubemap
  {
    struct Lg { const char *n; size_t w, h, d; unsigned flags; int kind, layers, rows; };
    const Lg lgs[] = {{"layered1d", 3, 0, 3, cudaArrayLayered, 0, 3, 1},
                      {"layered2d", 3, 2, 3, cudaArrayLayered, 1, 3, 2},
                      {"cubemap", 2, 2, 6, cudaArrayCubemap, 2, 6, 2},
                      {"cubemaplayered", 2, 2, 12, cudaArrayCubemap | cudaArrayLayered, 3, 12, 2}};
    cudaChannelFormatDesc d = cudaCreateChannelDesc<unsigned>();
    for (const Lg &g : lgs) {
      cudaArray_t a;
      char tag[64];
      snprintf(tag, sizeof tag, "surf %s", g.n);
      if (say(tag, "malloc3DArray", cudaMalloc3DArray(&a, &d, make_cudaExtent(g.w, g.h, g.d), g.flags | cudaArraySurfaceLoadStore)) != cudaSuccess) { cudaGetLastError(); continue; }
      info(tag, a);
      cudaSurfaceObject_t s = makeSurf(tag, a);
      if (!s) continue;
      for (int m = cudaBoundaryModeZero; m <= cudaBoundaryModeClamp; m++) {
        cudaMemset(dout, 0xcd, 1 << 16);
        rwLayered<<<1, 1>>>(s, (int)g.w, g.rows, g.layers, g.kind, (cudaSurfaceBoundaryMode)m, (unsigned *)dout);
        char t2[96];
        snprintf(t2, sizeof t2, "%s %s", tag, m == cudaBoundaryModeZero ? "zero" : "clamp");
        syncShow(t2);
        int n = (g.layers + 2) * g.rows * (int)(g.w + 2);
        std::vector<unsigned> w(n);
        cudaMemcpy(w.data(), dout, n * 4, cudaMemcpyDeviceToHost);
        printWords(t2, w.data(), n, (int)(g.w + 2));
      }
      cudaDestroySurfaceObject(s);
      cudaFreeArray(a);
    }
  }
  return finish();
}
