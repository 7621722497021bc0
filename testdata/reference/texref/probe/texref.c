// texref measures the driver API's texture and surface references
// (cuModuleGetTexRef/GetSurfRef, cuTexRef*, cuSurfRef*, cuParamSetTexRef)
// with good and bad arguments, and what kernels read through them
// (texref.ptx, txq.ptx). Built with CUDA 11.8's cuda.h, the way a legacy
// program calls them. One section per process (run.sh) so a crash loses
// nothing else. Output: `section call -> code NAME`, values on indented
// lines; kernel results as hex words. No pointers are printed.
#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *sec = "";
static CUresult show(const char *call, CUresult r) {
  const char *n = 0;
  cuGetErrorName(r, &n);
  printf("%-7s %-72s -> %d %s\n", sec, call, (int)r, n ? n : "?");
  fflush(stdout);
  return r;
}
#define R(call) show(#call, (call))
#define V(...) (printf("    " __VA_ARGS__), printf("\n"), fflush(stdout))

static CUdevice dev;
static CUcontext ctx;
static CUmodule mod, modq;
static CUtexref tA, tB, tL, tM, tU, tQ;
static CUsurfref sA;
static char *ptx, *ptxq;

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { printf("cannot open %s\n", path); exit(2); }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *b = malloc(n + 1);
  if (fread(b, 1, n, f) != (size_t)n) exit(2);
  b[n] = 0;
  fclose(f);
  return b;
}

static void getall(CUtexref t) {
  CUaddress_mode am[4] = {-1, -1, -1, -1};
  CUfilter_mode fm = -1, mfm = -1;
  CUarray_format fmt = -1;
  int nch = -1, aniso = -1;
  unsigned flags = 0xdead;
  float bc[4] = {-1, -1, -1, -1}, bias = -1, mn = -1, mx = -1;
  CUarray arr = (CUarray)1;
  CUmipmappedArray marr = (CUmipmappedArray)1;
  CUdeviceptr addr = 1;
  for (int d = 0; d < 4; d++) {
    char call[64];
    snprintf(call, sizeof call, "cuTexRefGetAddressMode(dim %d)", d);
    show(call, cuTexRefGetAddressMode(&am[d], t, d));
  }
  R(cuTexRefGetFilterMode(&fm, t));
  R(cuTexRefGetFormat(&fmt, &nch, t));
  R(cuTexRefGetFlags(&flags, t));
  R(cuTexRefGetBorderColor(bc, t));
  R(cuTexRefGetMaxAnisotropy(&aniso, t));
  R(cuTexRefGetMipmapFilterMode(&mfm, t));
  R(cuTexRefGetMipmapLevelBias(&bias, t));
  R(cuTexRefGetMipmapLevelClamp(&mn, &mx, t));
  R(cuTexRefGetArray(&arr, t));
  R(cuTexRefGetMipmappedArray(&marr, t));
  R(cuTexRefGetAddress(&addr, t));
  V("addrmode=%d,%d,%d,%d filter=%d format=0x%x nch=%d flags=0x%x border=%g,%g,%g,%g aniso=%d mipfilter=%d bias=%g clamp=%g,%g "
    "array=%s mipmapped=%s address=%s",
    am[0], am[1], am[2], am[3], fm, fmt, nch, flags, bc[0], bc[1], bc[2], bc[3], aniso, mfm, bias, mn, mx,
    arr == (CUarray)1 ? "untouched" : arr ? "set" : "null", marr == (CUmipmappedArray)1 ? "untouched" : marr ? "set" : "null",
    addr == 1 ? "untouched" : addr ? "set" : "0");
}

static void setup(void) {
  R(cuInit(0));
  R(cuDeviceGet(&dev, 0));
  R(cuCtxCreate(&ctx, 0, dev));
  ptx = slurp("texref.ptx");
  ptxq = slurp("txq.ptx");
  R(cuModuleLoadData(&mod, ptx));
  R(cuModuleGetTexRef(&tA, mod, "tA"));
  R(cuModuleGetTexRef(&tB, mod, "tB"));
  R(cuModuleGetTexRef(&tL, mod, "tL"));
  R(cuModuleGetTexRef(&tM, mod, "tM"));
  R(cuModuleGetTexRef(&tU, mod, "tU"));
  R(cuModuleGetSurfRef(&sA, mod, "sA"));
}

// 4x4 single-float texels: 10*y + x + 0.25*(x&1) - a small irregular pattern.
static float texel(int x, int y) { return (float)(10 * y + x) + 0.25f * (x & 1) + (y == 2 ? 0.125f : 0.f); }

static CUarray mkarray(int fmt, int nch, int w, int h, const void *src, size_t rowbytes) {
  CUDA_ARRAY_DESCRIPTOR d;
  memset(&d, 0, sizeof d);
  d.Width = w, d.Height = h, d.Format = fmt, d.NumChannels = nch;
  CUarray a = 0;
  R(cuArrayCreate(&a, &d));
  CUDA_MEMCPY2D c;
  memset(&c, 0, sizeof c);
  c.srcMemoryType = CU_MEMORYTYPE_HOST, c.srcHost = src, c.srcPitch = rowbytes;
  c.dstMemoryType = CU_MEMORYTYPE_ARRAY, c.dstArray = a;
  c.WidthInBytes = rowbytes, c.Height = h;
  R(cuMemcpy2D(&c));
  return a;
}

// Coordinates every kernel run reads at (as unnormalized and normalized alike).
static const float coords[][2] = {
    {0.5f, 0.5f},   {1.0f, 1.0f},     {1.25f, 2.75f}, {3.9f, 0.1f},  {-0.5f, 1.5f},   {4.5f, 1.5f},  {5.3f, -2.2f},
    {2.0f, 2.0f},   {0.125f, 0.375f}, {0.3f, 0.7f},   {-0.2f, 0.5f}, {1.3f, 0.5f},    {0.99f, 0.0f}, {2.6f, -1.4f},
    {0.0f, 0.0f},   {3.0f, 3.0f},     {0.51f, 0.49f}, {7.0f, 1.0f},  {-9.75f, 3.5f},  {0.75f, 0.25f},
};
#define NC ((unsigned)(sizeof coords / sizeof coords[0]))
static CUdeviceptr dcoords, dout;

static void run(const char *name, const char *kernel, int extra, float lod) {
  CUfunction f;
  char call[160];
  snprintf(call, sizeof call, "cuModuleGetFunction(%s)", kernel);
  if (show(call, cuModuleGetFunction(&f, mod, kernel))) return;
  unsigned n = NC;
  R(cuMemsetD8(dout, 0xEE, NC * 16));
  void *args[] = {&dout, &dcoords, &n, &lod};
  (void)extra;
  snprintf(call, sizeof call, "launch %s [%s]", kernel, name);
  CUresult r = show(call, cuLaunchKernel(f, 1, 1, 1, NC, 1, 1, 0, 0, args, 0));
  CUresult s = R(cuCtxSynchronize());
  if (r || s) return;
  uint32_t o[NC * 4];
  R(cuMemcpyDtoH(o, dout, sizeof o));
  printf("result %s %s\n", kernel, name);
  for (unsigned i = 0; i < NC; i++) printf("  %2u (%g,%g): %08x %08x %08x %08x\n", i, coords[i][0], coords[i][1], o[4 * i], o[4 * i + 1], o[4 * i + 2], o[4 * i + 3]);
  fflush(stdout);
}

static void codes(void) {
  CUtexref t = 0;
  CUsurfref s = 0;
  sec = "names";
  R(cuModuleGetTexRef(&t, mod, "nosuch"));
  R(cuModuleGetTexRef(&t, mod, "sA"));
  R(cuModuleGetSurfRef(&s, mod, "tA"));
  R(cuModuleGetSurfRef(&s, mod, "nosuch"));
  R(cuModuleGetTexRef(&t, mod, "k2f"));
  CUtexref t2 = 0;
  R(cuModuleGetTexRef(&t2, mod, "tA"));
  V("second lookup same handle: %d", t2 == tA);
  CUdeviceptr gp;
  size_t gsz;
  R(cuModuleGetGlobal(&gp, &gsz, mod, "tA"));

  sec = "default";
  getall(tA);

  sec = "set";
  R(cuTexRefSetFormat(tA, CU_AD_FORMAT_FLOAT, 0));
  R(cuTexRefSetFormat(tA, CU_AD_FORMAT_FLOAT, 3));
  R(cuTexRefSetFormat(tA, CU_AD_FORMAT_FLOAT, 5));
  R(cuTexRefSetFormat(tA, (CUarray_format)0x99, 1));
  R(cuTexRefSetFormat(tA, (CUarray_format)0, 1));
  R(cuTexRefSetFormat(tA, CU_AD_FORMAT_UNSIGNED_INT8, 4));
  R(cuTexRefSetFormat(tA, CU_AD_FORMAT_HALF, 2));
  R(cuTexRefSetFormat(tA, CU_AD_FORMAT_UNORM_INT8X4, 4));
  R(cuTexRefSetFormat(tA, CU_AD_FORMAT_FLOAT, 2));
  for (int d = -1; d < 4; d++)
    for (int m = 0; m < 5; m++) {
      char call[80];
      snprintf(call, sizeof call, "cuTexRefSetAddressMode(dim %d, mode %d)", d, m);
      show(call, cuTexRefSetAddressMode(tA, d, (CUaddress_mode)m));
    }
  R(cuTexRefSetAddressMode(tA, 0, CU_TR_ADDRESS_MODE_MIRROR));
  R(cuTexRefSetAddressMode(tA, 1, CU_TR_ADDRESS_MODE_BORDER));
  R(cuTexRefSetAddressMode(tA, 2, CU_TR_ADDRESS_MODE_WRAP));
  R(cuTexRefSetFilterMode(tA, CU_TR_FILTER_MODE_LINEAR));
  R(cuTexRefSetFilterMode(tA, (CUfilter_mode)2));
  R(cuTexRefSetFilterMode(tA, (CUfilter_mode)-1));
  R(cuTexRefSetFlags(tA, CU_TRSF_NORMALIZED_COORDINATES | CU_TRSF_READ_AS_INTEGER));
  getall(tA);
  R(cuTexRefSetFlags(tA, 0xff));
  getall(tA);
  R(cuTexRefSetFlags(tA, 0xffffffffu));
  getall(tA);
  R(cuTexRefSetFlags(tA, 0));
  float bc[4] = {1.5f, -2.f, 0.25f, 3.f};
  R(cuTexRefSetBorderColor(tA, bc));
  R(cuTexRefSetMaxAnisotropy(tA, 0));
  R(cuTexRefSetMaxAnisotropy(tA, 16));
  R(cuTexRefSetMaxAnisotropy(tA, 17));
  R(cuTexRefSetMaxAnisotropy(tA, -1));
  R(cuTexRefSetMaxAnisotropy(tA, 4));
  R(cuTexRefSetMipmapFilterMode(tA, CU_TR_FILTER_MODE_LINEAR));
  R(cuTexRefSetMipmapFilterMode(tA, (CUfilter_mode)2));
  R(cuTexRefSetMipmapLevelBias(tA, 1.5f));
  R(cuTexRefSetMipmapLevelBias(tA, -100.f));
  R(cuTexRefSetMipmapLevelClamp(tA, 0.5f, 3.25f));
  R(cuTexRefSetMipmapLevelClamp(tA, 3.f, 1.f));
  getall(tA);

  sec = "addr";
  int align = -1, palign = -1;
  R(cuDeviceGetAttribute(&align, CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT, dev));
  R(cuDeviceGetAttribute(&palign, CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT, dev));
  V("TEXTURE_ALIGNMENT=%d TEXTURE_PITCH_ALIGNMENT=%d", align, palign);
  int maxl = -1;
  R(cuDeviceGetAttribute(&maxl, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH, dev));
  V("MAXIMUM_TEXTURE1D_LINEAR_WIDTH=%d", maxl);
  CUdeviceptr buf;
  R(cuMemAlloc(&buf, 1 << 20));
  size_t off;
  R(cuTexRefSetFormat(tL, CU_AD_FORMAT_FLOAT, 4));
  size_t offs[] = {0, 4, 1, 16, 100, 256, 511, 512, 4096 + 12};
  for (unsigned i = 0; i < sizeof offs / sizeof offs[0]; i++) {
    char call[96];
    off = 12345;
    snprintf(call, sizeof call, "cuTexRefSetAddress(buf+%zu, 4096)", offs[i]);
    show(call, cuTexRefSetAddress(&off, tL, buf + offs[i], 4096));
    CUdeviceptr got = 0;
    R(cuTexRefGetAddress(&got, tL));
    V("ByteOffset=%zu GetAddress=buf%+lld", off, (long long)(got - buf));
  }
  off = 12345;
  R(cuTexRefSetAddress(0, tL, buf, 4096));
  R(cuTexRefSetAddress(&off, tL, buf, 0));
  V("ByteOffset=%zu", off);
  off = 12345;
  R(cuTexRefSetAddress(&off, tL, 0, 4096));
  V("ByteOffset=%zu", off);
  off = 12345;
  R(cuTexRefSetAddress(&off, tL, buf, (size_t)1 << 40));
  V("ByteOffset=%zu", off);
  off = 12345;
  R(cuTexRefSetAddress(&off, tL, buf, (size_t)maxl * 16 + 16));
  R(cuTexRefSetAddress(&off, tL, buf, (size_t)maxl * 16));
  R(cuTexRefSetAddress(&off, tL, buf, 4097));
  getall(tL);
  {
    CUarray a;
    R(cuTexRefGetArray(&a, tL));
  }

  sec = "addr2d";
  CUDA_ARRAY_DESCRIPTOR d;
  memset(&d, 0, sizeof d);
  d.Format = CU_AD_FORMAT_FLOAT, d.NumChannels = 1, d.Width = 4, d.Height = 4;
  R(cuTexRefSetAddress2D(tB, &d, buf, 64));
  R(cuTexRefSetAddress2D(tB, &d, buf, 32));
  R(cuTexRefSetAddress2D(tB, &d, buf, 16));
  R(cuTexRefSetAddress2D(tB, &d, buf, 12));
  R(cuTexRefSetAddress2D(tB, &d, buf, 96));
  R(cuTexRefSetAddress2D(tB, &d, buf, 128));
  R(cuTexRefSetAddress2D(tB, &d, buf + 4, 64));
  R(cuTexRefSetAddress2D(tB, &d, buf + 32, 64));
  R(cuTexRefSetAddress2D(tB, &d, buf + 64, 64));
  R(cuTexRefSetAddress2D(tB, &d, buf + 128, 64));
  R(cuTexRefSetAddress2D(tB, &d, buf + 256, 64));
  R(cuTexRefSetAddress2D(tB, &d, 0, 64));
  R(cuTexRefSetAddress2D(tB, 0, buf, 64));
  d.NumChannels = 3;
  R(cuTexRefSetAddress2D(tB, &d, buf, 64));
  d.NumChannels = 0;
  R(cuTexRefSetAddress2D(tB, &d, buf, 64));
  d.NumChannels = 4, d.Width = 16;
  R(cuTexRefSetAddress2D(tB, &d, buf, 128));
  R(cuTexRefSetAddress2D(tB, &d, buf, 256));
  d.Width = 0;
  R(cuTexRefSetAddress2D(tB, &d, buf, 64));
  d.Width = 4, d.Height = 0;
  R(cuTexRefSetAddress2D(tB, &d, buf, 64));
  d.Height = 70000;
  R(cuTexRefSetAddress2D(tB, &d, buf, 64));
  d.Height = 4, d.Width = 4, d.NumChannels = 1, d.Format = CU_AD_FORMAT_UNSIGNED_INT8;
  R(cuTexRefSetAddress2D(tB, &d, buf, 64));
  d.Format = (CUarray_format)0x99;
  R(cuTexRefSetAddress2D(tB, &d, buf, 64));
  d.Format = CU_AD_FORMAT_HALF, d.NumChannels = 2;
  R(cuTexRefSetAddress2D(tB, &d, buf + 64, 128));
  getall(tB);

  sec = "array";
  float tex[16];
  for (int y = 0; y < 4; y++)
    for (int x = 0; x < 4; x++) tex[4 * y + x] = texel(x, y);
  CUarray arr = mkarray(CU_AD_FORMAT_FLOAT, 1, 4, 4, tex, 16);
  R(cuTexRefSetFormat(tM, CU_AD_FORMAT_UNSIGNED_INT8, 4));
  R(cuTexRefSetArray(tM, arr, 0));
  getall(tM);
  R(cuTexRefSetFormat(tM, CU_AD_FORMAT_UNSIGNED_INT8, 4));
  R(cuTexRefSetArray(tM, arr, CU_TRSA_OVERRIDE_FORMAT));
  getall(tM);
  R(cuTexRefSetArray(tM, arr, 2));
  R(cuTexRefSetArray(tM, arr, 0xff));
  R(cuTexRefSetArray(tM, 0, 0));
  getall(tM);
  R(cuTexRefSetAddress(&off, tM, buf, 256));
  getall(tM);
  R(cuTexRefSetArray(tM, arr, 0));
  R(cuArrayDestroy(arr));
  getall(tM);
  CUmipmappedArray marr;
  CUDA_ARRAY3D_DESCRIPTOR d3;
  memset(&d3, 0, sizeof d3);
  d3.Width = 8, d3.Height = 8, d3.Format = CU_AD_FORMAT_FLOAT, d3.NumChannels = 1;
  R(cuMipmappedArrayCreate(&marr, &d3, 4));
  R(cuTexRefSetMipmappedArray(tM, marr, 0));
  getall(tM);
  R(cuTexRefSetMipmappedArray(tM, marr, CU_TRSA_OVERRIDE_FORMAT));
  R(cuTexRefSetMipmappedArray(tM, 0, 0));
  R(cuMipmappedArrayDestroy(marr));

  sec = "surf";
  CUarray plain = mkarray(CU_AD_FORMAT_FLOAT, 1, 4, 4, tex, 16);
  R(cuSurfRefSetArray(sA, plain, 0));
  CUDA_ARRAY3D_DESCRIPTOR sd;
  memset(&sd, 0, sizeof sd);
  sd.Width = 4, sd.Height = 4, sd.Format = CU_AD_FORMAT_FLOAT, sd.NumChannels = 1, sd.Flags = CUDA_ARRAY3D_SURFACE_LDST;
  CUarray sarr;
  R(cuArray3DCreate(&sarr, &sd));
  R(cuSurfRefSetArray(sA, sarr, 0));
  R(cuSurfRefSetArray(sA, sarr, 1));
  R(cuSurfRefSetArray(sA, 0, 0));
  CUarray got = (CUarray)1;
  R(cuSurfRefGetArray(&got, sA));
  V("GetArray=%s", got == sarr ? "sarr" : got == 0 ? "null" : got == (CUarray)1 ? "untouched" : "other");
  R(cuSurfRefSetArray(sA, sarr, 0));
  got = (CUarray)1;
  R(cuSurfRefGetArray(&got, sA));
  V("GetArray=%s", got == sarr ? "sarr" : got == 0 ? "null" : got == (CUarray)1 ? "untouched" : "other");

  sec = "param";
  CUfunction f;
  R(cuModuleGetFunction(&f, mod, "k2f"));
  R(cuParamSetTexRef(f, CU_PARAM_TR_DEFAULT, tA));
  R(cuParamSetTexRef(f, 0, tA));
  R(cuParamSetTexRef(f, CU_PARAM_TR_DEFAULT, 0));

  sec = "global";
  R(cuModuleGetGlobal(&gp, &gsz, mod, "sA"));
  R(cuModuleGetGlobal(&gp, &gsz, mod, "k2f"));
  R(cuModuleGetGlobal(&gp, &gsz, mod, "nosuch"));
  sec = "flags";
  for (unsigned b = 1; b <= 0x80; b <<= 1) {
    char call[64];
    snprintf(call, sizeof call, "cuTexRefSetFlags(tB, %#x)", b);
    show(call, cuTexRefSetFlags(tB, b));
  }
  R(cuTexRefSetFlags(tB, 0x7b));
  R(cuTexRefSetFormat(tB, CU_AD_FORMAT_FLOAT, -1));
  R(cuTexRefSetFormat(tB, CU_AD_FORMAT_FLOAT, 0));
  {
    CUarray_format f = -1;
    int n = -2;
    R(cuTexRefGetFormat(&f, &n, tB));
    V("after (FLOAT, 0): format=0x%x nch=%d", f, n);
    R(cuTexRefSetFormat(tB, (CUarray_format)0x99, 2));
    R(cuTexRefGetFormat(&f, &n, tB));
    V("after (0x99, 2): format=0x%x nch=%d", f, n);
  }
  R(cuTexRefSetAddressMode(tB, 0, (CUaddress_mode)7));
  R(cuTexRefSetAddressMode(tB, 0, (CUaddress_mode)-1));
  {
    CUaddress_mode m = 99;
    R(cuTexRefGetAddressMode(&m, tB, 0));
    V("address mode after -1: %d", m);
    R(cuTexRefGetAddressMode(&m, tB, -1));
  }
  sec = "txq";
  R(cuModuleLoadData(&modq, ptxq));
  if (modq) {
    R(cuModuleGetTexRef(&tQ, modq, "tQ"));
    CUarray qa = mkarray(CU_AD_FORMAT_FLOAT, 1, 4, 4, tex, 16);
    R(cuTexRefSetArray(tQ, qa, CU_TRSA_OVERRIDE_FORMAT));
    R(cuTexRefSetFlags(tQ, CU_TRSF_NORMALIZED_COORDINATES));
    CUfunction q;
    if (!R(cuModuleGetFunction(&q, modq, "kq"))) {
      void *args[] = {&dout};
      R(cuMemsetD8(dout, 0xEE, 16));
      R(cuLaunchKernel(q, 1, 1, 1, 1, 1, 1, 0, 0, args, 0));
      if (!R(cuCtxSynchronize())) {
        uint32_t o[4];
        R(cuMemcpyDtoH(o, dout, 16));
        V("txq width=%u height=%u chtype=%u normalized=%u", o[0], o[1], o[2], o[3]);
      }
    }
  }
  sec = "txq2";
  {
    CUmodule m2 = 0;
    char *p2 = slurp("txq2.ptx");
    R(cuModuleLoadData(&m2, p2));
    if (m2) {
      CUtexref q2;
      R(cuModuleGetTexRef(&q2, m2, "tQ"));
      CUarray qa = mkarray(CU_AD_FORMAT_FLOAT, 1, 4, 4, tex, 16);
      R(cuTexRefSetArray(q2, qa, CU_TRSA_OVERRIDE_FORMAT));
      CUfunction q;
      if (!R(cuModuleGetFunction(&q, m2, "kqw"))) {
        void *args[] = {&dout};
        R(cuMemsetD8(dout, 0xEE, 16));
        R(cuLaunchKernel(q, 1, 1, 1, 1, 1, 1, 0, 0, args, 0));
        if (!R(cuCtxSynchronize())) {
          uint32_t o[4];
          R(cuMemcpyDtoH(o, dout, 16));
          V("txq width=%u height=%u", o[0], o[1]);
        }
      }
    }
  }
}

// nullout: null output pointers, a null name and module.
static void nullout(void) {
  CUtexref t = 0;
  sec = "nullout";
  R(cuModuleGetTexRef(0, mod, "tA"));
  R(cuModuleGetTexRef(&t, mod, 0));
  R(cuModuleGetTexRef(&t, 0, "tA"));
  R(cuModuleGetSurfRef(0, mod, "sA"));
  R(cuSurfRefGetArray(0, sA));
  R(cuTexRefSetBorderColor(tA, 0));
  R(cuTexRefGetAddressMode(0, tA, 0));
  R(cuTexRefGetFilterMode(0, tA));
  {
    int nch;
    CUarray_format f;
    R(cuTexRefGetFormat(0, &nch, tA));
    R(cuTexRefGetFormat(&f, 0, tA));
  }
  R(cuTexRefGetFlags(0, tA));
  R(cuTexRefGetBorderColor(0, tA));
  R(cuTexRefGetMaxAnisotropy(0, tA));
  R(cuTexRefGetMipmapFilterMode(0, tA));
  R(cuTexRefGetMipmapLevelBias(0, tA));
  {
    float a;
    R(cuTexRefGetMipmapLevelClamp(0, &a, tA));
  }
  R(cuTexRefGetArray(0, tA));
  R(cuTexRefGetMipmappedArray(0, tA));
  R(cuTexRefGetAddress(0, tA));

}

// kernels: what a kernel reads through each configuration.
static void kernels(const char *part) {
#define PART(p) if (!strcmp(part, p) || !strcmp(part, "all"))
  sec = "kern";
  float tex[16];
  for (int y = 0; y < 4; y++)
    for (int x = 0; x < 4; x++) tex[4 * y + x] = texel(x, y);
  CUarray af = mkarray(CU_AD_FORMAT_FLOAT, 1, 4, 4, tex, 16);
  uint8_t t8[4 * 4 * 4];
  for (int i = 0; i < 64; i++) t8[i] = (uint8_t)(i * 37 + 11);
  CUarray a8 = mkarray(CU_AD_FORMAT_UNSIGNED_INT8, 4, 4, 4, t8, 16);
  float bc[4] = {1.5f, -2.f, 0.25f, 3.f};
  static const struct { const char *name; int am, filt; unsigned flags; } cfg[] = {
      {"point-clamp", CU_TR_ADDRESS_MODE_CLAMP, CU_TR_FILTER_MODE_POINT, 0},
      {"linear-clamp", CU_TR_ADDRESS_MODE_CLAMP, CU_TR_FILTER_MODE_LINEAR, 0},
      {"linear-border", CU_TR_ADDRESS_MODE_BORDER, CU_TR_FILTER_MODE_LINEAR, 0},
      {"point-border", CU_TR_ADDRESS_MODE_BORDER, CU_TR_FILTER_MODE_POINT, 0},
      {"norm-point-wrap", CU_TR_ADDRESS_MODE_WRAP, CU_TR_FILTER_MODE_POINT, CU_TRSF_NORMALIZED_COORDINATES},
      {"norm-linear-wrap", CU_TR_ADDRESS_MODE_WRAP, CU_TR_FILTER_MODE_LINEAR, CU_TRSF_NORMALIZED_COORDINATES},
      {"norm-linear-mirror", CU_TR_ADDRESS_MODE_MIRROR, CU_TR_FILTER_MODE_LINEAR, CU_TRSF_NORMALIZED_COORDINATES},
      {"norm-linear-border", CU_TR_ADDRESS_MODE_BORDER, CU_TR_FILTER_MODE_LINEAR, CU_TRSF_NORMALIZED_COORDINATES},
      {"int-point-clamp", CU_TR_ADDRESS_MODE_CLAMP, CU_TR_FILTER_MODE_POINT, CU_TRSF_READ_AS_INTEGER},
      {"int-linear-clamp", CU_TR_ADDRESS_MODE_CLAMP, CU_TR_FILTER_MODE_LINEAR, CU_TRSF_READ_AS_INTEGER},
      {"srgb-linear-clamp", CU_TR_ADDRESS_MODE_CLAMP, CU_TR_FILTER_MODE_LINEAR, CU_TRSF_SRGB},
      {"srgb-point-clamp", CU_TR_ADDRESS_MODE_CLAMP, CU_TR_FILTER_MODE_POINT, CU_TRSF_SRGB},
  };
  PART("arrays") for (unsigned ai = 0; ai < 2; ai++) {
    CUarray a = ai ? a8 : af;
    const char *an = ai ? "u8x4" : "f32";
    for (unsigned c = 0; c < sizeof cfg / sizeof cfg[0]; c++) {
      char name[96];
      snprintf(name, sizeof name, "%s %s", an, cfg[c].name);
      printf("case %s\n", name);
      R(cuTexRefSetArray(tA, a, CU_TRSA_OVERRIDE_FORMAT));
      R(cuTexRefSetAddressMode(tA, 0, cfg[c].am));
      R(cuTexRefSetAddressMode(tA, 1, cfg[c].am));
      R(cuTexRefSetFilterMode(tA, cfg[c].filt));
      R(cuTexRefSetFlags(tA, cfg[c].flags));
      R(cuTexRefSetBorderColor(tA, bc));
      run(name, "k2f", 0, 0);
      run(name, "k2u", 0, 0);
      if (ai == 1 || c < 2) run(name, "k2s", 0, 0);
      if (c == 0 || c == 4 || c == 8) run(name, "ktld4", 0, 0);
    }
  }
  PART("pair") {
  // State is taken at launch: bind af, then a8 to tB; kpair reads tA (af) and tB.
  printf("case pair\n");
  R(cuTexRefSetArray(tA, af, CU_TRSA_OVERRIDE_FORMAT));
  R(cuTexRefSetFlags(tA, 0));
  R(cuTexRefSetFilterMode(tA, CU_TR_FILTER_MODE_POINT));
  R(cuTexRefSetAddressMode(tA, 0, CU_TR_ADDRESS_MODE_CLAMP));
  R(cuTexRefSetAddressMode(tA, 1, CU_TR_ADDRESS_MODE_CLAMP));
  R(cuTexRefSetArray(tB, a8, CU_TRSA_OVERRIDE_FORMAT));
  R(cuTexRefSetFlags(tB, 0));
  run("pair", "kpair", 0, 0);
  printf("case rebind\n");
  R(cuTexRefSetArray(tA, a8, CU_TRSA_OVERRIDE_FORMAT));
  run("rebind", "k2f", 0, 0);
  }
  CUdeviceptr buf;
  R(cuMemAlloc(&buf, 1 << 16));
  float lin[256];
  for (int i = 0; i < 256; i++) lin[i] = (float)i * 0.5f - 3.f;
  R(cuMemcpyHtoD(buf, lin, sizeof lin));
  R(cuMemcpyHtoD(buf + 1024, t8, sizeof t8));
  // 2D pitch linear through tA.
  PART("pitch") {
  CUDA_ARRAY_DESCRIPTOR d;
  memset(&d, 0, sizeof d);
  d.Format = CU_AD_FORMAT_FLOAT, d.NumChannels = 1, d.Width = 5, d.Height = 4;
  R(cuTexRefSetAddress2D(tA, &d, buf + 128, 64));
  R(cuTexRefSetFlags(tA, 0));
  static const struct { const char *name; int am, filt; unsigned flags; } pc[] = {
      {"pitch point-clamp", CU_TR_ADDRESS_MODE_CLAMP, CU_TR_FILTER_MODE_POINT, 0},
      {"pitch linear-clamp", CU_TR_ADDRESS_MODE_CLAMP, CU_TR_FILTER_MODE_LINEAR, 0},
      {"pitch linear-border", CU_TR_ADDRESS_MODE_BORDER, CU_TR_FILTER_MODE_LINEAR, 0},
      {"pitch norm-linear-wrap", CU_TR_ADDRESS_MODE_WRAP, CU_TR_FILTER_MODE_LINEAR, CU_TRSF_NORMALIZED_COORDINATES},
  };
  for (unsigned c = 0; c < sizeof pc / sizeof pc[0]; c++) {
    printf("case %s\n", pc[c].name);
    R(cuTexRefSetAddressMode(tA, 0, pc[c].am));
    R(cuTexRefSetAddressMode(tA, 1, pc[c].am));
    R(cuTexRefSetFilterMode(tA, pc[c].filt));
    R(cuTexRefSetFlags(tA, pc[c].flags));
    run(pc[c].name, "k2f", 0, 0);
  }

  }
  PART("linear") {
  // 1D linear: tex1Dfetch through tL (float4) at a misaligned address, and tU (u8x4, integer and normalized).
  size_t off = 0;
  R(cuTexRefSetFormat(tL, CU_AD_FORMAT_FLOAT, 4));
  R(cuTexRefSetAddress(&off, tL, buf + 16, 512));
  V("ByteOffset=%zu", off);
  run("linear f32x4 +16", "k1i", 0, 0);
  R(cuTexRefSetAddress(&off, tL, buf + 4, 512));
  V("ByteOffset=%zu", off);
  run("linear f32x4 +4", "k1i", 0, 0);
  R(cuTexRefSetFormat(tL, CU_AD_FORMAT_FLOAT, 1));
  R(cuTexRefSetAddress(&off, tL, buf, 40));
  run("linear f32x1 40 bytes", "k1i", 0, 0);
  R(cuTexRefSetFilterMode(tL, CU_TR_FILTER_MODE_LINEAR));
  R(cuTexRefSetAddressMode(tL, 0, CU_TR_ADDRESS_MODE_WRAP));
  R(cuTexRefSetFlags(tL, CU_TRSF_NORMALIZED_COORDINATES));
  run("linear f32x1 linear-filter wrap normalized flags", "k1i", 0, 0);
  R(cuTexRefSetFormat(tU, CU_AD_FORMAT_UNSIGNED_INT8, 4));
  R(cuTexRefSetAddress(&off, tU, buf + 1024, 64));
  R(cuTexRefSetFlags(tU, CU_TRSF_READ_AS_INTEGER));
  run("linear u8x4 integer", "k1u", 0, 0);
  R(cuTexRefSetFlags(tU, 0));
  run("linear u8x4 normalized", "k1u", 0, 0);
  R(cuTexRefSetFlags(tU, CU_TRSF_SRGB));
  run("linear u8x4 srgb", "k1u", 0, 0);
  R(cuTexRefSetFormat(tU, CU_AD_FORMAT_SIGNED_INT16, 2));
  R(cuTexRefSetFlags(tU, 0));
  run("linear s16x2 normalized", "k1u", 0, 0);

  }
  PART("mip") {
  // Mipmapped array through tM: level i holds texels 100*i + texel.
  CUmipmappedArray marr;
  CUDA_ARRAY3D_DESCRIPTOR d3;
  memset(&d3, 0, sizeof d3);
  d3.Width = 8, d3.Height = 8, d3.Format = CU_AD_FORMAT_FLOAT, d3.NumChannels = 1;
  R(cuMipmappedArrayCreate(&marr, &d3, 4));
  for (unsigned l = 0; l < 4; l++) {
    CUarray lv;
    R(cuMipmappedArrayGetLevel(&lv, marr, l));
    unsigned w = 8 >> l;
    float m[64];
    for (unsigned i = 0; i < w * w; i++) m[i] = 100.f * l + (float)i;
    CUDA_MEMCPY2D c;
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_HOST, c.srcHost = m, c.srcPitch = w * 4;
    c.dstMemoryType = CU_MEMORYTYPE_ARRAY, c.dstArray = lv;
    c.WidthInBytes = w * 4, c.Height = w;
    R(cuMemcpy2D(&c));
  }
  R(cuTexRefSetMipmappedArray(tM, marr, CU_TRSA_OVERRIDE_FORMAT));
  R(cuTexRefSetFlags(tM, CU_TRSF_NORMALIZED_COORDINATES));
  R(cuTexRefSetFilterMode(tM, CU_TR_FILTER_MODE_POINT));
  R(cuTexRefSetMipmapFilterMode(tM, CU_TR_FILTER_MODE_POINT));
  R(cuTexRefSetMipmapLevelClamp(tM, 0.f, 3.f));
  run("mip point level 0", "klevel", 0, 0.f);
  run("mip point level 1.6", "klevel", 0, 1.6f);
  R(cuTexRefSetMipmapFilterMode(tM, CU_TR_FILTER_MODE_LINEAR));
  run("mip linear level 1.25", "klevel", 0, 1.25f);
  R(cuTexRefSetMipmapLevelBias(tM, 1.f));
  run("mip linear level 1.25 bias 1", "klevel", 0, 1.25f);
  R(cuTexRefSetMipmapLevelBias(tM, 0.f));
  R(cuTexRefSetMipmapLevelClamp(tM, 0.f, 1.f));
  run("mip linear level 2.5 clamp 0..1", "klevel", 0, 2.5f);

  }
  PART("surf") {
  // Surface reference: read (clamp, zero) then write i+1000 at each coordinate; then read the array back.
  CUDA_ARRAY3D_DESCRIPTOR sd;
  memset(&sd, 0, sizeof sd);
  sd.Width = 4, sd.Height = 4, sd.Format = CU_AD_FORMAT_FLOAT, sd.NumChannels = 1, sd.Flags = CUDA_ARRAY3D_SURFACE_LDST;
  CUarray sarr;
  R(cuArray3DCreate(&sarr, &sd));
  CUDA_MEMCPY2D c;
  memset(&c, 0, sizeof c);
  c.srcMemoryType = CU_MEMORYTYPE_HOST, c.srcHost = tex, c.srcPitch = 16;
  c.dstMemoryType = CU_MEMORYTYPE_ARRAY, c.dstArray = sarr;
  c.WidthInBytes = 16, c.Height = 4;
  R(cuMemcpy2D(&c));
  R(cuSurfRefSetArray(sA, sarr, 0));
  run("surf", "ksurf", 0, 0);
  uint32_t back[16];
  memset(back, 0xEE, sizeof back);
  memset(&c, 0, sizeof c);
  c.srcMemoryType = CU_MEMORYTYPE_ARRAY, c.srcArray = sarr;
  c.dstMemoryType = CU_MEMORYTYPE_HOST, c.dstHost = back, c.dstPitch = 16;
  c.WidthInBytes = 16, c.Height = 4;
  R(cuMemcpy2D(&c));
  printf("surf array after:");
  for (int i = 0; i < 16; i++) printf(" %08x", back[i]);
  printf("\n");
  fflush(stdout);
  }
  PART("intlin") {
    // Integer texels read as integers with linear filtering: 8-, 16- and 32-bit, signed and
    // unsigned, values whose neighbours' halves are ties.
    static const struct { const char *name; int fmt, nch, size; } F[] = {
        {"s8x4", CU_AD_FORMAT_SIGNED_INT8, 4, 1},   {"u16x2", CU_AD_FORMAT_UNSIGNED_INT16, 2, 2},
        {"s16x2", CU_AD_FORMAT_SIGNED_INT16, 2, 2}, {"u32x1", CU_AD_FORMAT_UNSIGNED_INT32, 1, 4},
        {"s32x1", CU_AD_FORMAT_SIGNED_INT32, 1, 4}, {"u8x1", CU_AD_FORMAT_UNSIGNED_INT8, 1, 1},
    };
    for (unsigned f = 0; f < sizeof F / sizeof F[0]; f++) {
      uint8_t raw[4 * 4 * 16];
      for (unsigned i = 0; i < sizeof raw; i++) raw[i] = (uint8_t)(i * 97 + 13 + (i >> 3) * 5);
      CUarray a = mkarray(F[f].fmt, F[f].nch, 4, 4, raw, 4 * F[f].nch * F[f].size);
      char name[64];
      snprintf(name, sizeof name, "%s int-linear-clamp", F[f].name);
      printf("case %s\n", name);
      R(cuTexRefSetArray(tA, a, CU_TRSA_OVERRIDE_FORMAT));
      R(cuTexRefSetAddressMode(tA, 0, CU_TR_ADDRESS_MODE_CLAMP));
      R(cuTexRefSetAddressMode(tA, 1, CU_TR_ADDRESS_MODE_CLAMP));
      R(cuTexRefSetFilterMode(tA, CU_TR_FILTER_MODE_LINEAR));
      R(cuTexRefSetFlags(tA, CU_TRSF_READ_AS_INTEGER));
      run(name, "k2u", 0, 0);
      snprintf(name, sizeof name, "%s int-linear-border", F[f].name);
      printf("case %s\n", name);
      R(cuTexRefSetAddressMode(tA, 0, CU_TR_ADDRESS_MODE_BORDER));
      R(cuTexRefSetAddressMode(tA, 1, CU_TR_ADDRESS_MODE_BORDER));
      R(cuTexRefSetBorderColor(tA, bc));
      run(name, "k2u", 0, 0);
      snprintf(name, sizeof name, "%s norm-linear-wrap", F[f].name);
      printf("case %s\n", name);
      R(cuTexRefSetAddressMode(tA, 0, CU_TR_ADDRESS_MODE_WRAP));
      R(cuTexRefSetAddressMode(tA, 1, CU_TR_ADDRESS_MODE_WRAP));
      R(cuTexRefSetFlags(tA, CU_TRSF_READ_AS_INTEGER | CU_TRSF_NORMALIZED_COORDINATES));
      run(name, "k2u", 0, 0);
    }
  }
  // States the Set calls accept that no texture object can have: a launch with each.
  PART("filt2") {
    R(cuTexRefSetArray(tA, af, CU_TRSA_OVERRIDE_FORMAT));
    R(cuTexRefSetFilterMode(tA, (CUfilter_mode)2));
    run("filter mode 2", "k2f", 0, 0);
  }
  PART("addr4") {
    R(cuTexRefSetArray(tA, af, CU_TRSA_OVERRIDE_FORMAT));
    R(cuTexRefSetAddressMode(tA, 0, (CUaddress_mode)4));
    R(cuTexRefSetAddressMode(tA, 1, (CUaddress_mode)4));
    run("address mode 4", "k2f", 0, 0);
  }
  PART("fmt99") {
    R(cuTexRefSetFormat(tA, (CUarray_format)0x99, 1));
    R(cuTexRefSetArray(tA, af, 0));
    run("format 0x99 on a float array", "k2f", 0, 0);
  }
  PART("nch0") {
    R(cuTexRefSetFormat(tA, CU_AD_FORMAT_FLOAT, 0));
    R(cuTexRefSetArray(tA, af, 0));
    run("0 channels on a float array", "k2f", 0, 0);
  }
  PART("pitch3") {
    CUDA_ARRAY_DESCRIPTOR d;
    memset(&d, 0, sizeof d);
    d.Format = CU_AD_FORMAT_FLOAT, d.NumChannels = 3, d.Width = 4, d.Height = 4;
    R(cuTexRefSetAddress2D(tA, &d, buf, 64));
    run("pitch2D of 3 float channels", "k2f", 0, 0);
  }
  PART("odd") {
  // Format set without override: array bound with flags 0, reference format u8x4 on a float array.
  printf("case no-override\n");
  R(cuTexRefSetFormat(tA, CU_AD_FORMAT_UNSIGNED_INT8, 4));
  R(cuTexRefSetArray(tA, af, 0));
  run("no-override", "k2f", 0, 0);
  run("no-override", "k2u", 0, 0);
  // A format set after the array.
  printf("case format-after-array\n");
  R(cuTexRefSetArray(tA, af, CU_TRSA_OVERRIDE_FORMAT));
  R(cuTexRefSetFormat(tA, CU_AD_FORMAT_HALF, 2));
  run("format-after-array", "k2f", 0, 0);

  }
#undef PART
}

// unbound: a launch through a reference never bound (which one: argv[2]), or
// bound to an array destroyed since.
static void unbound(const char *which) {
  sec = "unbound";
  if (!strcmp(which, "tA")) run("tA never bound", "k2f", 0, 0);
  if (!strcmp(which, "tL")) run("tL never bound", "k1i", 0, 0);
  if (!strcmp(which, "sA")) run("sA never bound", "ksurf", 0, 0);
  if (!strcmp(which, "destroyed")) {
    float tex[16] = {0};
    CUarray a = mkarray(CU_AD_FORMAT_FLOAT, 1, 4, 4, tex, 16);
    R(cuTexRefSetArray(tA, a, CU_TRSA_OVERRIDE_FORMAT));
    R(cuArrayDestroy(a));
    run("tA bound to destroyed array", "k2f", 0, 0);
  }
}

// standalone: cuTexRefCreate / cuTexRefDestroy.
static void standalone(void) {
  sec = "create";
  CUtexref t = 0;
  R(cuTexRefCreate(&t));
  V("handle %s", t ? "set" : "null");
  R(cuTexRefCreate(0));
  if (t) {
    getall(t);
    CUdeviceptr buf;
    R(cuMemAlloc(&buf, 4096));
    size_t off;
    R(cuTexRefSetFormat(t, CU_AD_FORMAT_FLOAT, 1));
    R(cuTexRefSetAddress(&off, t, buf, 4096));
    R(cuTexRefSetFilterMode(t, CU_TR_FILTER_MODE_LINEAR));
    getall(t);
    R(cuTexRefDestroy(t));
  }
  R(cuTexRefDestroy(0));
  R(cuTexRefDestroy(tA));
  getall(tA);
}

// null: null reference handles (may crash the driver; run last, in its own process).
static void nullref(void) {
  sec = "null";
  R(cuTexRefSetFilterMode(0, CU_TR_FILTER_MODE_POINT));
  R(cuTexRefSetFlags(0, 0));
  R(cuTexRefSetFormat(0, CU_AD_FORMAT_FLOAT, 1));
  R(cuSurfRefSetArray(0, 0, 0));
  getall(0);
}

// after-unload: a reference of an unloaded module.
static void unload(void) {
  sec = "unload";
  R(cuModuleUnload(mod));
  R(cuTexRefSetFilterMode(tA, CU_TR_FILTER_MODE_POINT));
  getall(tA);
}

// hostaddr: what cuTexRefSetAddress, cuTexRefSetAddress2D and a linear or pitch2D texture
// object answer for addresses that are not device memory: the stack, malloc (page-aligned,
// at offsets), pinned (cuMemAllocHost), registered (cuMemHostRegister) and managed memory, one past a
// device allocation, a freed one, a range running off the end of one; each at several offsets.
// Addresses are printed relative to the one passed. Then kernels read through tL bound to
// managed, pinned and registered memory (last: a fault would end the process).
static void hostaddr(void) {
  sec = "host";
  char stackbuf[16384] __attribute__((aligned(4096)));
  for (unsigned i = 0; i < sizeof stackbuf / 4; i++) ((float *)stackbuf)[i] = (float)i;
  char *heap = aligned_alloc(4096, 1 << 16);
  void *pinned = 0, *reg = aligned_alloc(4096, 1 << 16);
  CUdeviceptr managed = 0, dev = 0, freed = 0;
  R(cuMemAllocHost(&pinned, 1 << 16));
  R(cuMemHostRegister(reg, 1 << 16, 0));
  R(cuMemAllocManaged(&managed, 1 << 16, CU_MEM_ATTACH_GLOBAL));
  R(cuMemAlloc(&dev, 1 << 16));
  R(cuMemAlloc(&freed, 1 << 16));
  R(cuMemFree(freed));
  for (int i = 0; i < 1 << 14; i++) {
    ((float *)heap)[i] = (float)i, ((float *)pinned)[i] = (float)i, ((float *)reg)[i] = (float)(2 * i);
    ((float *)(uintptr_t)managed)[i] = (float)(3 * i);
  }
  struct { const char *name; CUdeviceptr base; size_t bytes; } b[] = {
      {"stack", (CUdeviceptr)(uintptr_t)stackbuf, 4096}, {"malloc-page", (CUdeviceptr)(uintptr_t)heap, 4096},
      {"pinned", (CUdeviceptr)(uintptr_t)pinned, 4096},
      {"registered", (CUdeviceptr)(uintptr_t)reg, 4096}, {"managed", managed, 4096}, {"device", dev, 4096},
      {"device-end", dev + (1 << 16), 4096}, {"device-tail", dev + (1 << 16) - 256, 4096}, {"freed", freed, 4096}};
  size_t offs[] = {0, 4, 12, 512, 4096 + 12};
  R(cuTexRefSetFormat(tL, CU_AD_FORMAT_FLOAT, 1));
  for (unsigned i = 0; i < sizeof b / sizeof b[0]; i++)
    for (unsigned j = 0; j < sizeof offs / sizeof offs[0]; j++) {
      char call[128];
      size_t off = 12345;
      CUdeviceptr a = b[i].base + offs[j], got = 0;
      snprintf(call, sizeof call, "cuTexRefSetAddress(%s+%zu, %zu)", b[i].name, offs[j], b[i].bytes);
      CUresult r = show(call, cuTexRefSetAddress(&off, tL, a, b[i].bytes));
      CUresult g = cuTexRefGetAddress(&got, tL);
      if (r == CUDA_SUCCESS && g == CUDA_SUCCESS)
        V("ByteOffset=%zu GetAddress=arg%+lld", off, (long long)(got - a));
      else
        V("ByteOffset=%zu GetAddress -> %d", off, (int)g);
    }
  R(cuTexRefSetFormat(tL, CU_AD_FORMAT_FLOAT, 1));
  for (unsigned i = 0; i < sizeof b / sizeof b[0]; i++)
    for (unsigned j = 0; j < 4; j += 3) {
      char call[128];
      CUDA_ARRAY_DESCRIPTOR d = {16, 8, CU_AD_FORMAT_FLOAT, 1};
      CUdeviceptr a = b[i].base + offs[j];
      snprintf(call, sizeof call, "cuTexRefSetAddress2D(%s+%zu, 16x8 f32, pitch 64)", b[i].name, offs[j]);
      show(call, cuTexRefSetAddress2D(tL, &d, a, 64));
    }
  for (unsigned i = 0; i < sizeof b / sizeof b[0]; i++)
    for (unsigned j = 0; j < 4; j += 3)
      for (int pitched = 0; pitched < 2; pitched++) {
        char call[128];
        CUDA_RESOURCE_DESC rd;
        CUDA_TEXTURE_DESC td;
        memset(&rd, 0, sizeof rd);
        memset(&td, 0, sizeof td);
        CUdeviceptr a = b[i].base + offs[j];
        if (pitched) {
          rd.resType = CU_RESOURCE_TYPE_PITCH2D;
          rd.res.pitch2D.devPtr = a, rd.res.pitch2D.format = CU_AD_FORMAT_FLOAT, rd.res.pitch2D.numChannels = 1;
          rd.res.pitch2D.width = 16, rd.res.pitch2D.height = 8, rd.res.pitch2D.pitchInBytes = 64;
        } else {
          rd.resType = CU_RESOURCE_TYPE_LINEAR;
          rd.res.linear.devPtr = a, rd.res.linear.format = CU_AD_FORMAT_FLOAT, rd.res.linear.numChannels = 1;
          rd.res.linear.sizeInBytes = b[i].bytes;
        }
        CUtexObject o = 0;
        snprintf(call, sizeof call, "cuTexObjectCreate(%s %s+%zu)", pitched ? "pitch2D" : "linear", b[i].name, offs[j]);
        if (show(call, cuTexObjectCreate(&o, &rd, &td, 0)) == CUDA_SUCCESS) cuTexObjectDestroy(o);
      }
  size_t off = 0;
  const char *kn[] = {"managed", "pinned", "registered"};
  CUdeviceptr ka[] = {managed, (CUdeviceptr)(uintptr_t)pinned, (CUdeviceptr)(uintptr_t)reg};
  for (int i = 0; i < 3; i++) {
    char call[96];
    snprintf(call, sizeof call, "cuTexRefSetAddress(%s+16, 4096)", kn[i]);
    if (show(call, cuTexRefSetAddress(&off, tL, ka[i] + 16, 4096)) == CUDA_SUCCESS) run(kn[i], "k1i", 0, 0);
  }
}

int main(int argc, char **argv) {
  const char *what = argc > 1 ? argv[1] : "codes";
  sec = "setup";
  setup();
  R(cuMemAlloc(&dcoords, sizeof coords));
  R(cuMemAlloc(&dout, NC * 16 + 64));
  R(cuMemcpyHtoD(dcoords, coords, sizeof coords));
  if (!strcmp(what, "codes")) codes();
  else if (!strcmp(what, "kernels")) kernels(argc > 2 ? argv[2] : "all");
  else if (!strcmp(what, "nullout")) nullout();
  else if (!strcmp(what, "unbound")) unbound(argc > 2 ? argv[2] : "tA");
  else if (!strcmp(what, "create")) standalone();
  else if (!strcmp(what, "null")) nullref();
  else if (!strcmp(what, "unload")) unload();
  else if (!strcmp(what, "hostaddr")) hostaddr();
  else { printf("unknown section %s\n", what); return 2; }
  sec = "end";
  R(cuCtxSynchronize());
  printf("# done %s\n", what);
  return 0;
}
