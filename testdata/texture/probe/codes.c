// codes measures the driver's answers for CUDA arrays, mipmapped arrays,
// array copies, texture objects and surface objects: good calls (with the
// values they return) and bad arguments. One section per process (run.sh)
// so a crash loses nothing else. Output: `section  call -> code NAME`, with
// observed values on indented lines.
#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *sec = "";
static CUresult show(const char *call, CUresult r) {
  const char *n = 0;
  cuGetErrorName(r, &n);
  printf("%-8s %-70s -> %d %s\n", sec, call, (int)r, n ? n : "?");
  return r;
}
#define R(call) show(#call, (call))
#define V(fmt, ...) printf("    " fmt "\n", __VA_ARGS__)

static CUDA_ARRAY3D_DESCRIPTOR d3(size_t w, size_t h, size_t d, int fmt, unsigned nch, unsigned flags) {
  CUDA_ARRAY3D_DESCRIPTOR a;
  memset(&a, 0, sizeof a);
  a.Width = w, a.Height = h, a.Depth = d, a.Format = (CUarray_format)fmt, a.NumChannels = nch, a.Flags = flags;
  return a;
}
static CUDA_ARRAY_DESCRIPTOR d2(size_t w, size_t h, int fmt, unsigned nch) {
  CUDA_ARRAY_DESCRIPTOR a;
  memset(&a, 0, sizeof a);
  a.Width = w, a.Height = h, a.Format = (CUarray_format)fmt, a.NumChannels = nch;
  return a;
}
static void p3(CUDA_ARRAY3D_DESCRIPTOR a) {
  V("desc3 W=%zu H=%zu D=%zu fmt=0x%x nch=%u flags=0x%x", a.Width, a.Height, a.Depth, a.Format, a.NumChannels, a.Flags);
}
static void p2(CUDA_ARRAY_DESCRIPTOR a) { V("desc2 W=%zu H=%zu fmt=0x%x nch=%u", a.Width, a.Height, a.Format, a.NumChannels); }
static void prd(CUDA_RESOURCE_DESC r) {
  const unsigned *w = (const unsigned *)&r;
  printf("    resdesc type=%d flags=0x%x words:", r.resType, r.flags);
  for (unsigned i = 0; i < sizeof r / 4; i++) printf(" %x", w[i]);
  printf("\n");
}
static void ptd(CUDA_TEXTURE_DESC t) {
  V("texdesc addr=%d,%d,%d filt=%d flags=0x%x aniso=%u mipfilt=%d bias=%g minlod=%g maxlod=%g border=%g,%g,%g,%g", t.addressMode[0],
    t.addressMode[1], t.addressMode[2], t.filterMode, t.flags, t.maxAnisotropy, t.mipmapFilterMode, t.mipmapLevelBias,
    t.minMipmapLevelClamp, t.maxMipmapLevelClamp, t.borderColor[0], t.borderColor[1], t.borderColor[2], t.borderColor[3]);
}
static void pvd(CUDA_RESOURCE_VIEW_DESC v) {
  V("viewdesc fmt=0x%x W=%zu H=%zu D=%zu firstMip=%u lastMip=%u firstLayer=%u lastLayer=%u", v.format, v.width, v.height, v.depth,
    v.firstMipmapLevel, v.lastMipmapLevel, v.firstLayer, v.lastLayer);
}
static CUDA_TEXTURE_DESC tdesc(int am, int filt, unsigned flags) {
  CUDA_TEXTURE_DESC t;
  memset(&t, 0, sizeof t);
  t.addressMode[0] = t.addressMode[1] = t.addressMode[2] = (CUaddress_mode)am;
  t.filterMode = (CUfilter_mode)filt, t.flags = flags;
  return t;
}
static CUDA_RESOURCE_DESC rarr(CUarray a) {
  CUDA_RESOURCE_DESC r;
  memset(&r, 0, sizeof r);
  r.resType = CU_RESOURCE_TYPE_ARRAY, r.res.array.hArray = a;
  return r;
}
static CUDA_RESOURCE_DESC rlin(CUdeviceptr p, int fmt, unsigned nch, size_t size) {
  CUDA_RESOURCE_DESC r;
  memset(&r, 0, sizeof r);
  r.resType = CU_RESOURCE_TYPE_LINEAR, r.res.linear.devPtr = p, r.res.linear.format = (CUarray_format)fmt;
  r.res.linear.numChannels = nch, r.res.linear.sizeInBytes = size;
  return r;
}
static CUDA_RESOURCE_DESC rpitch(CUdeviceptr p, int fmt, unsigned nch, size_t w, size_t h, size_t pitch) {
  CUDA_RESOURCE_DESC r;
  memset(&r, 0, sizeof r);
  r.resType = CU_RESOURCE_TYPE_PITCH2D, r.res.pitch2D.devPtr = p, r.res.pitch2D.format = (CUarray_format)fmt;
  r.res.pitch2D.numChannels = nch, r.res.pitch2D.width = w, r.res.pitch2D.height = h, r.res.pitch2D.pitchInBytes = pitch;
  return r;
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  if (argc < 2) return 2;
  sec = argv[1];
  CUdevice dev;
  CUcontext ctx;
  cuInit(0);
  cuDeviceGet(&dev, 0);
  cuDevicePrimaryCtxRetain(&ctx, dev);
  cuCtxSetCurrent(ctx);
  CUarray a = 0, b = 0;
  CUmipmappedArray m = 0;
  CUDA_ARRAY3D_DESCRIPTOR a3;
  CUDA_ARRAY_DESCRIPTOR a2;
  CUtexObject t = 0;
  CUsurfObject s = 0;
  CUdeviceptr p = 0;
  if (!strcmp(sec, "formats")) {
    // every format value with 1..4 channels and a 2D shape; a row per format
    // whose codes are not all INVALID_VALUE
    for (int f = 0; f < 256; f++) {
      int c2[5], c3[5], c3s[5];
      int any = 0;
      for (int n = 1; n <= 4; n++) {
        a2 = d2(16, 16, f, n);
        c2[n] = cuArrayCreate(&a, &a2);
        if (!c2[n]) cuArrayDestroy(a);
        a3 = d3(16, 16, 0, f, n, 0);
        c3[n] = cuArray3DCreate(&a, &a3);
        if (!c3[n]) cuArrayDestroy(a);
        a3 = d3(16, 16, 0, f, n, CUDA_ARRAY3D_SURFACE_LDST);
        c3s[n] = cuArray3DCreate(&a, &a3);
        if (!c3s[n]) cuArrayDestroy(a);
        if (c2[n] != 1 || c3[n] != 1 || c3s[n] != 1) any = 1;
      }
      if (any)
        printf("format 0x%02x  cuArrayCreate nch1..4: %d %d %d %d  cuArray3DCreate: %d %d %d %d  +SURFACE_LDST: %d %d %d %d\n", f, c2[1],
               c2[2], c2[3], c2[4], c3[1], c3[2], c3[3], c3[4], c3s[1], c3s[2], c3s[3], c3s[4]);
    }
    printf("(formats not listed: every call INVALID_VALUE)\n");
    // formats with odd sizes
    int odd[] = {0xb0, 0xc0, 0xc2, 0x91, 0x9b, 0x50, 0x51, 0x52, 0x53, 0x54};
    for (unsigned i = 0; i < sizeof odd / sizeof odd[0]; i++)
      for (int w = 15; w <= 16; w++) {
        a3 = d3(w, w, 0, odd[i], 1, 0);
        CUresult r = cuArray3DCreate(&a, &a3);
        printf("odd format 0x%02x %dx%d nch1 -> %d\n", odd[i], w, w, r);
        if (!r) {
          R(cuArray3DGetDescriptor(&a3, a));
          p3(a3);
          cuArrayDestroy(a);
        }
      }
  } else if (!strcmp(sec, "array")) {
    a2 = d2(16, 8, CU_AD_FORMAT_FLOAT, 4);
    R(cuArrayCreate(&a, &a2));
    R(cuArrayGetDescriptor(&a2, a)); p2(a2);
    R(cuArray3DGetDescriptor(&a3, a)); p3(a3);
    R(cuArrayDestroy(a));
    // a second cuArrayDestroy of the same array crashed the real driver
    // (segmentation fault, measured in w1); so may a destroyed handle here
    R(cuArrayDestroy(NULL));
    R(cuArrayGetDescriptor(&a2, NULL));
    a2 = d2(16, 8, CU_AD_FORMAT_FLOAT, 4);
    R(cuArrayCreate(NULL, &a2));
    R(cuArrayCreate(&a, NULL));
    a2 = d2(0, 8, CU_AD_FORMAT_FLOAT, 1); R(cuArrayCreate(&a, &a2));
    a2 = d2(16, 0, CU_AD_FORMAT_FLOAT, 1); R(cuArrayCreate(&a, &a2));
    if (!R(cuArrayGetDescriptor(&a2, a))) { p2(a2); R(cuArray3DGetDescriptor(&a3, a)); p3(a3); cuArrayDestroy(a); }
    a2 = d2(0, 0, CU_AD_FORMAT_FLOAT, 1); R(cuArrayCreate(&a, &a2));
    a2 = d2(16, 8, CU_AD_FORMAT_FLOAT, 0); R(cuArrayCreate(&a, &a2));
    a2 = d2(16, 8, CU_AD_FORMAT_FLOAT, 3); R(cuArrayCreate(&a, &a2));
    a2 = d2(16, 8, CU_AD_FORMAT_FLOAT, 5); R(cuArrayCreate(&a, &a2));
    a2 = d2(16, 8, 0x21, 1); R(cuArrayCreate(&a, &a2));
    // limits: 1D 131072? 2D 131072x65536? 3D 16384^3; beyond them
    size_t ws[] = {131072, 131073, 1 << 20, (size_t)1 << 40};
    for (int i = 0; i < 4; i++) {
      a2 = d2(ws[i], 0, CU_AD_FORMAT_UNSIGNED_INT8, 1);
      printf("%-8s cuArrayCreate 1D W=%zu -> %d\n", sec, ws[i], cuArrayCreate(&a, &a2));
      if (!cuArrayGetDescriptor(&a2, a)) cuArrayDestroy(a);
    }
    size_t w2[][2] = {{131072, 1}, {131073, 1}, {1, 65536}, {1, 65537}, {65536, 65536}, {131072, 65536}, {1, 131072}, {16, 0}};
    for (int i = 0; i < 8; i++) {
      a3 = d3(w2[i][0], w2[i][1], 0, CU_AD_FORMAT_UNSIGNED_INT8, 1, 0);
      CUresult r = cuArray3DCreate(&a, &a3);
      printf("%-8s cuArray3DCreate 2D %zux%zu -> %d\n", sec, w2[i][0], w2[i][1], r);
      if (!r) cuArrayDestroy(a);
    }
    size_t w3[][3] = {{16384, 1, 1}, {16385, 1, 1}, {1, 16384, 1}, {1, 16385, 1}, {1, 1, 16384}, {1, 1, 16385}, {0, 4, 4}, {4, 0, 4}, {16, 16, 1}, {2048, 2048, 2048}};
    for (int i = 0; i < 10; i++) {
      a3 = d3(w3[i][0], w3[i][1], w3[i][2], CU_AD_FORMAT_UNSIGNED_INT8, 1, 0);
      CUresult r = cuArray3DCreate(&a, &a3);
      printf("%-8s cuArray3DCreate 3D %zux%zux%zu -> %d\n", sec, w3[i][0], w3[i][1], w3[i][2], r);
      if (!r) { cuArray3DGetDescriptor(&a3, a); p3(a3); CUresult r2 = cuArrayGetDescriptor(&a2, a); V("cuArrayGetDescriptor -> %d", r2); cuArrayDestroy(a); }
    }
    // flags, alone and combined, with several shapes
    unsigned fl[] = {0, 1, 2, 4, 5, 8, 0x10, 0x20, 0x40, 0x80, 0x100, 0x200, 0x400, 0x800, 0x1000, 0x80000000u, 3, 6, 7, 9, 0xa, 0xc, 0x18};
    size_t sh[][3] = {{16, 0, 0}, {16, 16, 0}, {16, 16, 6}, {16, 16, 12}, {16, 8, 6}, {16, 16, 7}, {16, 0, 5}, {16, 16, 5}, {8, 8, 8}};
    for (unsigned i = 0; i < sizeof fl / sizeof fl[0]; i++)
      for (int j = 0; j < 9; j++) {
        a3 = d3(sh[j][0], sh[j][1], sh[j][2], CU_AD_FORMAT_FLOAT, 1, fl[i]);
        CUresult r = cuArray3DCreate(&a, &a3);
        printf("%-8s cuArray3DCreate flags=0x%x %zux%zux%zu -> %d", sec, fl[i], sh[j][0], sh[j][1], sh[j][2], r);
        if (!r) {
          cuArray3DGetDescriptor(&a3, a);
          printf("  desc W=%zu H=%zu D=%zu flags=0x%x", a3.Width, a3.Height, a3.Depth, a3.Flags);
          CUresult r2 = cuArrayGetDescriptor(&a2, a);
          printf("  2Ddesc->%d", r2);
          cuArrayDestroy(a);
        }
        printf("\n");
      }
    // layered/cubemap limits
    a3 = d3(32768, 0, 2048, CU_AD_FORMAT_FLOAT, 1, 1); R(cuArray3DCreate(&a, &a3)); if (a) cuArrayDestroy(a), a = 0;
    a3 = d3(16, 0, 2049, CU_AD_FORMAT_FLOAT, 1, 1); R(cuArray3DCreate(&a, &a3)); if (a) cuArrayDestroy(a), a = 0;
    a3 = d3(16, 16, 2049, CU_AD_FORMAT_FLOAT, 1, 1); R(cuArray3DCreate(&a, &a3)); if (a) cuArrayDestroy(a), a = 0;
    a3 = d3(32769, 32769, 6, CU_AD_FORMAT_FLOAT, 1, 4); R(cuArray3DCreate(&a, &a3)); if (a) cuArrayDestroy(a), a = 0;
    a3 = d3(16, 16, 6 * 342, CU_AD_FORMAT_FLOAT, 1, 5); R(cuArray3DCreate(&a, &a3)); if (a) cuArrayDestroy(a), a = 0;
    a3 = d3(16, 16, 6 * 341, CU_AD_FORMAT_FLOAT, 1, 5); R(cuArray3DCreate(&a, &a3)); if (a) cuArrayDestroy(a), a = 0;
    // gather limits
    a3 = d3(32768, 32768, 0, CU_AD_FORMAT_UNSIGNED_INT8, 1, 8); R(cuArray3DCreate(&a, &a3)); if (a) cuArrayDestroy(a), a = 0;
    a3 = d3(32769, 16, 0, CU_AD_FORMAT_UNSIGNED_INT8, 1, 8); R(cuArray3DCreate(&a, &a3)); if (a) cuArrayDestroy(a), a = 0;
    // surface limits
    a3 = d3(32769, 16, 0, CU_AD_FORMAT_UNSIGNED_INT8, 1, 2); R(cuArray3DCreate(&a, &a3)); if (a) cuArrayDestroy(a), a = 0;
    a3 = d3(131072, 0, 0, CU_AD_FORMAT_UNSIGNED_INT8, 1, 2); R(cuArray3DCreate(&a, &a3)); if (a) cuArrayDestroy(a), a = 0;
    R(cuArray3DCreate(NULL, &a3));
    R(cuArray3DCreate(&a, NULL));
    R(cuArray3DGetDescriptor(NULL, a));
    a3 = d3(16, 16, 0, CU_AD_FORMAT_FLOAT, 2, 0);
    R(cuArray3DCreate(&a, &a3));
    R(cuArrayGetDescriptor(NULL, a));
    R(cuArrayGetPlane(&b, a, 0));
    R(cuArrayDestroy(a));
    // does an array in use by a texture object destroy?
    a3 = d3(16, 16, 0, CU_AD_FORMAT_FLOAT, 1, 2);
    R(cuArray3DCreate(&a, &a3));
    CUDA_RESOURCE_DESC rd = rarr(a);
    CUDA_TEXTURE_DESC td = tdesc(1, 0, 0);
    R(cuTexObjectCreate(&t, &rd, &td, NULL));
    R(cuSurfObjectCreate(&s, &rd));
    R(cuArrayDestroy(a));
    R(cuTexObjectGetResourceDesc(&rd, t));
    R(cuTexObjectDestroy(t));
    R(cuSurfObjectDestroy(s));
    // memory requirements
    a3 = d3(100, 100, 0, CU_AD_FORMAT_FLOAT, 4, 0);
    R(cuArray3DCreate(&a, &a3));
    CUDA_ARRAY_MEMORY_REQUIREMENTS mr;
    memset(&mr, 0, sizeof mr);
    if (!R(cuArrayGetMemoryRequirements(&mr, a, dev))) V("size=%zu alignment=%zu", mr.size, mr.alignment);
    R(cuArrayDestroy(a));
  } else if (!strcmp(sec, "mip")) {
    a3 = d3(16, 8, 0, CU_AD_FORMAT_FLOAT, 4, 0);
    for (int lv = 0; lv <= 7; lv++) {
      CUresult r = cuMipmappedArrayCreate(&m, &a3, lv);
      printf("%-8s cuMipmappedArrayCreate 16x8 levels=%d -> %d\n", sec, lv, r);
      if (!r) {
        for (int l = -1; l <= lv; l++) {
          CUresult r2 = cuMipmappedArrayGetLevel(&a, m, (unsigned)l);
          printf("    level %d -> %d", l, r2);
          if (!r2) { cuArray3DGetDescriptor(&a3, a); printf("  W=%zu H=%zu D=%zu flags=0x%x", a3.Width, a3.Height, a3.Depth, a3.Flags); }
          printf("\n");
        }
        cuMipmappedArrayDestroy(m);
      }
      a3 = d3(16, 8, 0, CU_AD_FORMAT_FLOAT, 4, 0);
    }
    a3 = d3(16, 0, 0, CU_AD_FORMAT_FLOAT, 1, 0); R(cuMipmappedArrayCreate(&m, &a3, 5)); if (m) cuMipmappedArrayDestroy(m), m = 0;
    a3 = d3(16, 0, 0, CU_AD_FORMAT_FLOAT, 1, 0); R(cuMipmappedArrayCreate(&m, &a3, 6)); if (m) cuMipmappedArrayDestroy(m), m = 0;
    a3 = d3(8, 8, 8, CU_AD_FORMAT_FLOAT, 1, 0); R(cuMipmappedArrayCreate(&m, &a3, 4)); if (m) cuMipmappedArrayDestroy(m), m = 0;
    a3 = d3(8, 8, 3, CU_AD_FORMAT_FLOAT, 1, 1); R(cuMipmappedArrayCreate(&m, &a3, 4));
    if (m) { R(cuMipmappedArrayGetLevel(&a, m, 3)); cuArray3DGetDescriptor(&a3, a); p3(a3); cuMipmappedArrayDestroy(m), m = 0; }
    a3 = d3(8, 8, 6, CU_AD_FORMAT_FLOAT, 1, 4); R(cuMipmappedArrayCreate(&m, &a3, 4)); if (m) cuMipmappedArrayDestroy(m), m = 0;
    a3 = d3(8, 8, 0, CU_AD_FORMAT_FLOAT, 1, 2); R(cuMipmappedArrayCreate(&m, &a3, 4));
    if (m) { R(cuMipmappedArrayGetLevel(&a, m, 1)); cuArray3DGetDescriptor(&a3, a); p3(a3); cuMipmappedArrayDestroy(m), m = 0; }
    a3 = d3(8, 8, 0, CU_AD_FORMAT_FLOAT, 1, 8); R(cuMipmappedArrayCreate(&m, &a3, 4)); if (m) cuMipmappedArrayDestroy(m), m = 0;
    a3 = d3(0, 8, 0, CU_AD_FORMAT_FLOAT, 1, 0); R(cuMipmappedArrayCreate(&m, &a3, 1)); if (m) cuMipmappedArrayDestroy(m), m = 0;
    a3 = d3(8, 8, 0, CU_AD_FORMAT_FLOAT, 3, 0); R(cuMipmappedArrayCreate(&m, &a3, 1)); if (m) cuMipmappedArrayDestroy(m), m = 0;
    a3 = d3(8, 8, 0, CU_AD_FORMAT_FLOAT, 1, 0);
    R(cuMipmappedArrayCreate(NULL, &a3, 2));
    R(cuMipmappedArrayCreate(&m, NULL, 2));
    R(cuMipmappedArrayCreate(&m, &a3, 2));
    R(cuMipmappedArrayGetLevel(NULL, m, 0));
    R(cuMipmappedArrayGetLevel(&a, m, 0));
    R(cuArrayDestroy(a));
    R(cuMipmappedArrayDestroy(m));
    R(cuMipmappedArrayDestroy(m));
    R(cuMipmappedArrayGetLevel(&a, m, 0));
    R(cuMipmappedArrayDestroy(NULL));
  } else if (!strcmp(sec, "copy")) {
    unsigned char h[4096], g[4096];
    for (int i = 0; i < 4096; i++) h[i] = i * 7 + 3, g[i] = 0;
    CUstream st;
    cuStreamCreate(&st, 0);
    R(cuMemAlloc(&p, 65536));
    a2 = d2(64, 0, CU_AD_FORMAT_UNSIGNED_INT16, 2);  // 1D, 256 bytes
    R(cuArrayCreate(&a, &a2));
    R(cuMemcpyHtoA(a, 0, h, 256));
    R(cuMemcpyHtoA(a, 4, h, 252));
    R(cuMemcpyHtoA(a, 4, h, 253));
    R(cuMemcpyHtoA(a, 256, h, 0));
    R(cuMemcpyHtoA(a, 257, h, 0));
    R(cuMemcpyHtoA(a, 1, h, 2));
    R(cuMemcpyHtoA(a, 0, h, 3));
    R(cuMemcpyHtoA(a, 0, NULL, 4));
    R(cuMemcpyHtoA(NULL, 0, h, 4));
    R(cuMemcpyAtoH(g, a, 0, 256));
    V("AtoH bytes 0..7: %d %d %d %d %d %d %d %d", g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7]);
    R(cuMemcpyAtoH(g, a, 0, 257));
    R(cuMemcpyAtoH(g, a, 3, 4));
    R(cuMemcpyHtoD(p, h, 4096));
    R(cuMemcpyDtoA(a, 8, p, 16));
    R(cuMemcpyDtoA(a, 8, p, 250));
    R(cuMemcpyAtoD(p, a, 0, 256));
    R(cuMemcpyAtoD(p, a, 0, 300));
    R(cuMemcpyAtoD(p + 1, a, 0, 2));
    a2 = d2(64, 0, CU_AD_FORMAT_UNSIGNED_INT16, 2);
    R(cuArrayCreate(&b, &a2));
    R(cuMemcpyAtoA(b, 0, a, 0, 256));
    R(cuMemcpyAtoA(b, 4, a, 0, 256));
    R(cuMemcpyAtoA(b, 2, a, 0, 4));
    R(cuMemcpyHtoAAsync(a, 0, h, 256, st));
    R(cuMemcpyAtoHAsync(g, a, 0, 256, st));
    R(cuMemcpyHtoAAsync(a, 0, h, 257, st));
    R(cuStreamSynchronize(st));
    R(cuArrayDestroy(b));
    R(cuArrayDestroy(a));
    // 2D array: HtoA on a 2D array, and cuMemcpy2D/3D with arrays
    a2 = d2(16, 8, CU_AD_FORMAT_FLOAT, 1);  // rows of 64 bytes
    R(cuArrayCreate(&a, &a2));
    R(cuMemcpyHtoA(a, 0, h, 64));
    R(cuMemcpyHtoA(a, 0, h, 512));
    R(cuMemcpyAtoH(g, a, 0, 128));
    CUDA_MEMCPY2D c;
#define C2(sx, sy, dx, dy, wb, hh, mod) \
    memset(&c, 0, sizeof c); c.srcMemoryType = CU_MEMORYTYPE_HOST; c.srcHost = h; c.srcPitch = 64; \
    c.dstMemoryType = CU_MEMORYTYPE_ARRAY; c.dstArray = a; c.srcXInBytes = sx; c.srcY = sy; c.dstXInBytes = dx; c.dstY = dy; \
    c.WidthInBytes = wb; c.Height = hh; mod; \
    printf("%-8s cuMemcpy2D HtoA sx=%d sy=%d dx=%d dy=%d w=%d h=%d %-24s -> %d\n", sec, sx, sy, dx, dy, wb, hh, #mod, cuMemcpy2D(&c));
    C2(0, 0, 0, 0, 64, 8, );
    C2(0, 0, 4, 1, 60, 7, );
    C2(0, 0, 4, 1, 61, 7, );
    C2(0, 0, 4, 1, 60, 8, );
    C2(0, 0, 2, 0, 4, 1, );
    C2(0, 0, 0, 0, 6, 1, );
    C2(0, 0, 0, 0, 0, 0, );
    C2(0, 0, 64, 0, 0, 1, );
    C2(0, 0, 0, 8, 4, 0, );
    C2(0, 0, 0, 0, 64, 8, c.srcPitch = 32);
    C2(0, 0, 0, 0, 64, 8, c.dstPitch = 7);
    C2(0, 0, 0, 0, 64, 8, c.dstArray = 0);
    C2(0, 0, 0, 0, 64, 8, c.dstMemoryType = (CUmemorytype)5);
    C2(0, 0, 0, 0, 64, 8, c.dstDevice = p);
    // array to array, array to host
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_ARRAY, c.srcArray = a, c.dstMemoryType = CU_MEMORYTYPE_HOST, c.dstHost = g, c.dstPitch = 64;
    c.srcXInBytes = 8, c.srcY = 2, c.WidthInBytes = 16, c.Height = 3;
    memset(g, 0, sizeof g);
    R(cuMemcpy2D(&c));
    V("AtoH 2D g[0..3]=%d %d %d %d g[64]=%d", g[0], g[1], g[2], g[3], g[64]);
    R(cuMemcpy2DUnaligned(&c));
    R(cuMemcpy2DAsync(&c, st));
    R(cuStreamSynchronize(st));
    a2 = d2(16, 8, CU_AD_FORMAT_UNSIGNED_INT8, 4);
    R(cuArrayCreate(&b, &a2));
    c.dstMemoryType = CU_MEMORYTYPE_ARRAY, c.dstArray = b, c.dstHost = 0, c.dstPitch = 0;
    R(cuMemcpy2D(&c));
    a2 = d2(16, 8, CU_AD_FORMAT_UNSIGNED_INT8, 1);
    CUarray b1;
    R(cuArrayCreate(&b1, &a2));
    c.dstArray = b1;
    R(cuMemcpy2D(&c));
    c.WidthInBytes = 8;
    R(cuMemcpy2D(&c));
    CUDA_MEMCPY3D c3;
#define C3(w, hh, dd, sz, dz, mod) \
    memset(&c3, 0, sizeof c3); c3.srcMemoryType = CU_MEMORYTYPE_HOST; c3.srcHost = h; c3.srcPitch = 32; c3.srcHeight = 4; \
    c3.dstMemoryType = CU_MEMORYTYPE_ARRAY; c3.dstArray = a; c3.WidthInBytes = w; c3.Height = hh; c3.Depth = dd; c3.srcZ = sz; c3.dstZ = dz; mod; \
    printf("%-8s cuMemcpy3D HtoA w=%d h=%d d=%d sz=%d dz=%d %-28s -> %d\n", sec, w, hh, dd, sz, dz, #mod, cuMemcpy3D(&c3));
    cuArrayDestroy(a);
    a3 = d3(8, 4, 3, CU_AD_FORMAT_FLOAT, 1, 0);
    R(cuArray3DCreate(&a, &a3));
    C3(32, 4, 3, 0, 0, );
    C3(32, 4, 4, 0, 0, );
    C3(32, 4, 2, 0, 1, );
    C3(32, 4, 2, 0, 2, );
    C3(32, 5, 1, 0, 0, );
    C3(28, 4, 3, 0, 0, c3.dstXInBytes = 4);
    C3(32, 4, 3, 0, 0, c3.dstXInBytes = 4);
    C3(32, 4, 3, 0, 0, c3.reserved0 = (void *)1);
    C3(32, 4, 3, 0, 0, c3.reserved1 = (void *)1);
    C3(32, 4, 3, 0, 0, c3.dstLOD = 1);
    C3(32, 4, 3, 0, 0, c3.srcLOD = 1);
    C3(32, 4, 3, 0, 0, c3.srcHeight = 2);
    C3(32, 4, 0, 0, 0, );
    C3(6, 1, 1, 0, 0, );
    R(cuMemcpy3DAsync(&c3, st));
    R(cuStreamSynchronize(st));
    // array to device and back through 3D
    memset(&c3, 0, sizeof c3);
    c3.srcMemoryType = CU_MEMORYTYPE_ARRAY, c3.srcArray = a, c3.dstMemoryType = CU_MEMORYTYPE_DEVICE, c3.dstDevice = p;
    c3.dstPitch = 32, c3.dstHeight = 4, c3.WidthInBytes = 32, c3.Height = 4, c3.Depth = 3;
    R(cuMemcpy3D(&c3));
    c3.dstPitch = 16;
    R(cuMemcpy3D(&c3));
    // layered array copies
    a3 = d3(8, 4, 3, CU_AD_FORMAT_FLOAT, 1, CUDA_ARRAY3D_LAYERED);
    R(cuArray3DCreate(&b, &a3));
    memset(&c3, 0, sizeof c3);
    c3.srcMemoryType = CU_MEMORYTYPE_ARRAY, c3.srcArray = a, c3.dstMemoryType = CU_MEMORYTYPE_ARRAY, c3.dstArray = b;
    c3.WidthInBytes = 32, c3.Height = 4, c3.Depth = 3;
    R(cuMemcpy3D(&c3));
    c3.dstZ = 1;
    R(cuMemcpy3D(&c3));
    // 2D copy into a 3D or layered array
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_HOST, c.srcHost = h, c.srcPitch = 32, c.dstMemoryType = CU_MEMORYTYPE_ARRAY, c.dstArray = b;
    c.WidthInBytes = 32, c.Height = 4;
    R(cuMemcpy2D(&c));
    c.Height = 8;
    R(cuMemcpy2D(&c));
    R(cuMemcpyHtoA(b, 0, h, 32));
    // 1D array with cuMemcpy2D height 2
    a2 = d2(64, 0, CU_AD_FORMAT_FLOAT, 1);
    CUarray a1;
    R(cuArrayCreate(&a1, &a2));
    c.dstArray = a1, c.WidthInBytes = 256, c.Height = 1, c.srcPitch = 256;
    R(cuMemcpy2D(&c));
    c.Height = 2;
    R(cuMemcpy2D(&c));
    // a destroyed array as copy target crashed the real driver (w1)
  } else if (!strcmp(sec, "tex")) {
    a3 = d3(16, 8, 0, CU_AD_FORMAT_UNSIGNED_INT8, 4, 0);
    R(cuArray3DCreate(&a, &a3));
    CUDA_RESOURCE_DESC rd = rarr(a), rg;
    CUDA_TEXTURE_DESC td = tdesc(CU_TR_ADDRESS_MODE_BORDER, 1, CU_TRSF_NORMALIZED_COORDINATES), tg;
    td.borderColor[0] = 0.5f, td.borderColor[3] = 2.0f, td.maxAnisotropy = 4, td.mipmapLevelBias = 1.5f, td.maxMipmapLevelClamp = 3;
    CUDA_RESOURCE_VIEW_DESC vd, vg;
    R(cuTexObjectCreate(&t, &rd, &td, NULL));
    V("texobj=%llu", (unsigned long long)t);
    R(cuTexObjectGetResourceDesc(&rg, t)); prd(rg);
    R(cuTexObjectGetTextureDesc(&tg, t)); ptd(tg);
    memset(&vg, 0x5a, sizeof vg);
    R(cuTexObjectGetResourceViewDesc(&vg, t)); pvd(vg);
    CUtexObject t2;
    R(cuTexObjectCreate(&t2, &rd, &td, NULL));
    V("texobj=%llu", (unsigned long long)t2);
    R(cuTexObjectDestroy(t2));
    R(cuTexObjectDestroy(t2));
    R(cuTexObjectGetResourceDesc(&rg, t2));
    R(cuTexObjectGetTextureDesc(&tg, t2));
    R(cuTexObjectDestroy(0));
    R(cuTexObjectGetResourceDesc(&rg, 0));
    R(cuTexObjectGetResourceDesc(NULL, t));
    R(cuTexObjectGetTextureDesc(NULL, t));
    R(cuTexObjectGetResourceViewDesc(NULL, t));
    R(cuTexObjectGetTextureDesc(&tg, 123456));
    // descriptor validation
#define TC(mod) do { CUDA_RESOURCE_DESC r = rarr(a); CUDA_TEXTURE_DESC x = tdesc(1, 0, 0); mod; CUtexObject o = 0; \
    CUresult e = cuTexObjectCreate(&o, &r, &x, NULL); printf("%-8s cuTexObjectCreate %-60s -> %d\n", sec, #mod, e); \
    if (!e) { if (!cuTexObjectGetTextureDesc(&tg, o)) ptd(tg); cuTexObjectDestroy(o); } } while (0)
    TC();
    TC(x.filterMode = CU_TR_FILTER_MODE_LINEAR);
    TC(x.filterMode = CU_TR_FILTER_MODE_LINEAR; x.flags = CU_TRSF_READ_AS_INTEGER);
    TC(x.flags = CU_TRSF_READ_AS_INTEGER);
    TC(x.filterMode = (CUfilter_mode)2);
    TC(x.addressMode[0] = (CUaddress_mode)4);
    TC(x.addressMode[2] = (CUaddress_mode)7);
    TC(x.addressMode[0] = CU_TR_ADDRESS_MODE_WRAP);
    TC(x.addressMode[0] = CU_TR_ADDRESS_MODE_MIRROR);
    TC(x.maxAnisotropy = 16);
    TC(x.maxAnisotropy = 17);
    TC(x.maxAnisotropy = 1000);
    TC(x.flags = 0x8);
    TC(x.flags = 0x80);
    TC(x.flags = 0x100);
    TC(x.flags = 0xffffffff);
    TC(x.flags = CU_TRSF_SRGB);
    TC(x.flags = CU_TRSF_SEAMLESS_CUBEMAP);
    TC(x.flags = CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION);
    TC(x.flags = 0x4);
    TC(x.addressMode[1] = (CUaddress_mode)4);
    TC(x.borderColor[0] = 0.5f; x.addressMode[0] = CU_TR_ADDRESS_MODE_BORDER);
    TC(x.borderColor[0] = 0.5f);
    TC(x.mipmapFilterMode = CU_TR_FILTER_MODE_LINEAR);
    TC(x.mipmapFilterMode = (CUfilter_mode)3);
    TC(x.minMipmapLevelClamp = 5; x.maxMipmapLevelClamp = 1);
    TC(x.mipmapLevelBias = -1e30f);
    TC(x.minMipmapLevelClamp = __builtin_nanf(""));
    TC(x.reserved[0] = 1);
    TC(r.flags = 1);
    TC(r.resType = (CUresourcetype)7);
    TC(r.res.array.hArray = 0);
    // an array handle given as a mipmapped array crashed the real driver (w1)
    R(cuTexObjectCreate(NULL, &rd, &td, NULL));
    R(cuTexObjectCreate(&t2, NULL, &td, NULL));
    R(cuTexObjectCreate(&t2, &rd, NULL, NULL));
    // resource views
    memset(&vd, 0, sizeof vd);
    vd.format = CU_RES_VIEW_FORMAT_UINT_4X8, vd.width = 16, vd.height = 8;
    R(cuTexObjectCreate(&t2, &rd, &td, &vd));
    memset(&vg, 0x5a, sizeof vg);
    if (!R(cuTexObjectGetResourceViewDesc(&vg, t2))) pvd(vg), cuTexObjectDestroy(t2);
    vd.format = CU_RES_VIEW_FORMAT_FLOAT_1X32;
    R(cuTexObjectCreate(&t2, &rd, &td, &vd));
    vd.format = CU_RES_VIEW_FORMAT_NONE;
    R(cuTexObjectCreate(&t2, &rd, &td, &vd));
    vd.format = CU_RES_VIEW_FORMAT_UINT_4X8, vd.width = 8;
    R(cuTexObjectCreate(&t2, &rd, &td, &vd));
    // integer formats with linear filtering and normalized read
    for (int f = 0; f < 8; f++) {
      int fm[] = {1, 2, 3, 8, 9, 10, 16, 32};
      for (int mode = 0; mode < 4; mode++) {
        a3 = d3(8, 8, 0, fm[f], 1, 0);
        cuArray3DCreate(&b, &a3);
        CUDA_RESOURCE_DESC r = rarr(b);
        CUDA_TEXTURE_DESC x = tdesc(1, mode & 1, mode & 2 ? CU_TRSF_READ_AS_INTEGER : 0);
        CUtexObject o = 0;
        CUresult e = cuTexObjectCreate(&o, &r, &x, NULL);
        printf("%-8s cuTexObjectCreate fmt=0x%02x filter=%d readAsInteger=%d -> %d\n", sec, fm[f], mode & 1, mode >> 1, e);
        if (!e) cuTexObjectDestroy(o);
        x.flags |= CU_TRSF_SRGB;
        e = cuTexObjectCreate(&o, &r, &x, NULL);
        printf("%-8s cuTexObjectCreate fmt=0x%02x filter=%d readAsInteger=%d srgb -> %d\n", sec, fm[f], mode & 1, mode >> 1, e);
        if (!e) cuTexObjectDestroy(o);
        cuArrayDestroy(b);
      }
    }
    // linear resources
    R(cuMemAlloc(&p, 1 << 20));
    CUDA_TEXTURE_DESC lx = tdesc(1, 0, 0);
#define TL(r, x) do { CUDA_RESOURCE_DESC rr = r; CUtexObject o = 0; CUDA_TEXTURE_DESC xx = lx; x; CUresult e = cuTexObjectCreate(&o, &rr, &xx, NULL); \
    printf("%-8s cuTexObjectCreate %-50s %-30s -> %d\n", sec, #r, #x, e); \
    if (!e) { if (!cuTexObjectGetResourceDesc(&rg, o)) prd(rg); if (!cuTexObjectGetTextureDesc(&tg, o)) ptd(tg); cuTexObjectDestroy(o); } } while (0)
    TL(rlin(p, 0x20, 4, 4096), );
    TL(rlin(p, 0x20, 4, 4096), xx.filterMode = CU_TR_FILTER_MODE_LINEAR);
    TL(rlin(p, 0x20, 4, 4096), xx.flags = CU_TRSF_NORMALIZED_COORDINATES);
    TL(rlin(p, 0x20, 4, 4096), xx.addressMode[0] = CU_TR_ADDRESS_MODE_WRAP);
    TL(rlin(p, 0x20, 4, 4096), xx.addressMode[0] = CU_TR_ADDRESS_MODE_BORDER);
    TL(rlin(p, 0x20, 3, 4096), );
    TL(rlin(p, 0x20, 0, 4096), );
    TL(rlin(p, 0x21, 1, 4096), );
    TL(rlin(p, 0x20, 4, 4095), );
    TL(rlin(p, 0x20, 4, 4), );
    TL(rlin(p, 0x20, 4, 0), );
    TL(rlin(p, 0x20, 4, (size_t)1 << 40), );
    TL(rlin(p, 0x20, 4, (size_t)1 << 31), );
    TL(rlin(p, 0x20, 1, (size_t)1 << 29), );
    TL(rlin(p, 0x20, 1, ((size_t)1 << 29) + 4), );
    TL(rlin(p + 4, 0x20, 1, 4096), );
    TL(rlin(p + 256, 0x20, 1, 4096), );
    TL(rlin(p + 128, 0x20, 1, 4096), );
    TL(rlin(p + 64, 0x20, 1, 4096), );
    TL(rlin(p + 16, 0x20, 1, 4096), );
    TL(rlin(0, 0x20, 1, 4096), );
    TL(rlin(p, 0x01, 1, 4096), );
    TL(rlin(p, 0x01, 1, 4096), xx.filterMode = CU_TR_FILTER_MODE_LINEAR);
    TL(rlin(p, 0xc0, 1, 4096), );
    TL(rpitch(p, 0x20, 1, 16, 8, 64), );
    TL(rpitch(p, 0x20, 1, 16, 8, 64), xx.filterMode = CU_TR_FILTER_MODE_LINEAR);
    TL(rpitch(p, 0x20, 1, 16, 8, 96), );
    TL(rpitch(p, 0x20, 1, 16, 8, 80), );
    TL(rpitch(p, 0x20, 1, 16, 8, 72), );
    TL(rpitch(p, 0x20, 1, 16, 8, 68), );
    TL(rpitch(p, 0x20, 1, 16, 8, 32), );
    TL(rpitch(p, 0x20, 1, 16, 8, 0), );
    TL(rpitch(p, 0x20, 1, 0, 8, 64), );
    TL(rpitch(p, 0x20, 1, 16, 0, 64), );
    TL(rpitch(p, 0x20, 1, 16, 1, 64), );
    TL(rpitch(p, 0x20, 3, 16, 8, 64), );
    TL(rpitch(p + 32, 0x20, 1, 16, 8, 64), );
    TL(rpitch(p + 64, 0x20, 1, 16, 8, 64), );
    TL(rpitch(p + 4, 0x20, 1, 16, 8, 64), );
    TL(rpitch(p, 0x20, 1, 131072, 8, 524288), );
    TL(rpitch(p, 0x20, 1, 131073, 8, 524320), );
    TL(rpitch(p, 0x20, 1, 16, 65000, 64), );
    TL(rpitch(p, 0x20, 1, 16, 65537, 64), );
    TL(rpitch(0, 0x20, 1, 16, 8, 64), );
    // mipmapped resource
    a3 = d3(16, 16, 0, CU_AD_FORMAT_FLOAT, 1, 0);
    R(cuMipmappedArrayCreate(&m, &a3, 5));
    CUDA_RESOURCE_DESC rm;
    memset(&rm, 0, sizeof rm);
    rm.resType = CU_RESOURCE_TYPE_MIPMAPPED_ARRAY, rm.res.mipmap.hMipmappedArray = m;
    TL(rm, );
    TL(rm, xx.mipmapFilterMode = CU_TR_FILTER_MODE_LINEAR; xx.maxMipmapLevelClamp = 4);
    memset(&vd, 0, sizeof vd);
    vd.format = CU_RES_VIEW_FORMAT_FLOAT_1X32, vd.width = 16, vd.height = 16, vd.firstMipmapLevel = 1, vd.lastMipmapLevel = 3;
    R(cuTexObjectCreate(&t2, &rm, &lx, &vd));
    if (!R(cuTexObjectGetResourceViewDesc(&vg, t2))) pvd(vg), cuTexObjectDestroy(t2);
    vd.lastMipmapLevel = 5;
    R(cuTexObjectCreate(&t2, &rm, &lx, &vd));
    rm.res.mipmap.hMipmappedArray = 0;
    TL(rm, );
    // surfaces
    a3 = d3(16, 8, 0, CU_AD_FORMAT_FLOAT, 1, CUDA_ARRAY3D_SURFACE_LDST);
    R(cuArray3DCreate(&b, &a3));
    CUDA_RESOURCE_DESC rs = rarr(b);
    R(cuSurfObjectCreate(&s, &rs));
    V("surfobj=%llu", (unsigned long long)s);
    R(cuSurfObjectGetResourceDesc(&rg, s)); prd(rg);
    R(cuSurfObjectGetResourceDesc(NULL, s));
    CUsurfObject s2;
    R(cuSurfObjectCreate(&s2, &rs));
    V("surfobj=%llu", (unsigned long long)s2);
    R(cuSurfObjectDestroy(s2));
    R(cuSurfObjectDestroy(s2));
    R(cuSurfObjectGetResourceDesc(&rg, s2));
    R(cuSurfObjectDestroy(0));
    // cuSurfObjectCreate(NULL, &rs) crashed the real driver (w2)
    R(cuSurfObjectCreate(&s2, NULL));
    R(cuSurfObjectCreate(&s2, &rd));  // array without SURFACE_LDST
    CUDA_RESOURCE_DESC rl = rlin(p, 0x20, 1, 4096);
    R(cuSurfObjectCreate(&s2, &rl));
    CUDA_RESOURCE_DESC rp = rpitch(p, 0x20, 1, 16, 8, 64);
    R(cuSurfObjectCreate(&s2, &rp));
    rm.res.mipmap.hMipmappedArray = m;
    R(cuSurfObjectCreate(&s2, &rm));
    rs.flags = 1;
    R(cuSurfObjectCreate(&s2, &rs));
    R(cuTexObjectCreate(&t2, &rs, &lx, NULL));
    rs.flags = 0;
    R(cuTexObjectCreate(&t2, &rs, &lx, NULL));  // texture on a surface-capable array
    V("texobj=%llu", (unsigned long long)t2);
    R(cuTexObjectDestroy(t2));
    R(cuSurfObjectGetResourceDesc(&rg, t));  // a texture handle as a surface
    R(cuTexObjectGetResourceDesc(&rg, s));   // a surface handle as a texture
    R(cuTexObjectDestroy(s));
    R(cuSurfObjectDestroy(t));
    R(cuSurfObjectDestroy(s));
    R(cuTexObjectDestroy(t));
    R(cuMipmappedArrayDestroy(m));
  }
  return 0;
}
