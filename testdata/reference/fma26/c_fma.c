/* c_fma PTXFILE CONFIG [IMAGE]: loads PTXFILE (src/gen.py's fma.ptx) with cuModuleLoadDataEx
 * under the JIT options CONFIG names and runs every .entry in it on one block of 64
 * threads, printing each output slot the kernel wrote as 64 lanes of hex bits:
 *   K NAME SLOT v0 v1 ... v63
 * IMAGE, when given, is loaded instead (a cubin ptxas made from PTXFILE).
 * CONFIG: def (no options), O0..O4 (CU_JIT_OPTIMIZATION_LEVEL), r16/r24/r32/r64
 * (CU_JIT_MAX_REGISTERS), dbg (CU_JIT_GENERATE_DEBUG_INFO 1), fma0 (CU_JIT_FMA 0).
 * The inputs (one lane's eight f32, eight f64 and eight 16-bit values) are chosen so
 * that fused and unfused evaluations of the shapes differ: see fill().
 * Driver API through dlopen, no CUDA headers (built with cc). */
#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef void *CUcontext, *CUmodule, *CUfunction;
typedef unsigned long long CUdeviceptr;

#define LANES 64
static float inF[LANES * 8];
static double inD[LANES * 8];
static uint16_t inH[LANES * 8];
static uint64_t out[LANES * 8];
static const uint64_t SENTINEL = 0xA5A5A5A5A5A5A5A5ull;

static uint64_t rs = 0x9E3779B97F4A7C15ull;
static uint64_t rnd(void) {
  rs ^= rs << 13;
  rs ^= rs >> 7;
  rs ^= rs << 17;
  return rs;
}
static double u01(void) { return (double)(rnd() >> 11) / 9007199254740992.0; }
static double sgn(void) { return (rnd() & 1) ? -1.0 : 1.0; }

/* round a float to f16 / bf16, to nearest even (normal range only, which fill keeps) */
static uint16_t f2h(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  uint32_t s = (u >> 16) & 0x8000, e = (u >> 23) & 0xff, m = u & 0x7fffff;
  int he = (int)e - 127 + 15;
  uint32_t hm = m >> 13, rem = m & 0x1fff;
  uint32_t h = s | ((uint32_t)he << 10) | hm;
  if (rem > 0x1000 || (rem == 0x1000 && (hm & 1))) h++;
  return (uint16_t)h;
}
static float h2f(uint16_t h) {
  uint32_t s = (uint32_t)(h & 0x8000) << 16, e = (h >> 10) & 0x1f, m = h & 0x3ff;
  uint32_t u = s | ((e - 15 + 127) << 23) | (m << 13);
  float f;
  memcpy(&f, &u, 4);
  return f;
}
static uint16_t f2b(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  uint32_t r = u + 0x7fff + ((u >> 16) & 1);
  return (uint16_t)(r >> 16);
}
static float b2f(uint16_t b) {
  uint32_t u = (uint32_t)b << 16;
  float f;
  memcpy(&f, &u, 4);
  return f;
}

/* Lane groups of 16 (g = lane/16), for each type:
 *   g0: random values in +-[1,2)
 *   g1: c*d ~ -(a*b) and c ~ -(a*b) (d = 1 + k ulp), e ~ -(a*b), f small
 *   g2: c*d ~ +(a*b), e ~ +(a*b), f small
 *   g3: lanes 48-55 tiny products (subnormal f32 results), 56-63 results in [0,1)
 * Halves use g2 for f16x2-shaped pairs (h5,h6 ~ -(h1*h3, h2*h4); h7,h8 = 1 + k ulp)
 * and g3 for the same with + signs. */
static void fill(void) {
  for (int l = 0; l < LANES; l++) {
    int g = l / 16;
    float *F = inF + 8 * l;
    double *D = inD + 8 * l;
    uint16_t *H = inH + 8 * l;
    for (int i = 0; i < 8; i++) {
      F[i] = (float)(sgn() * (1 + u01()));
      D[i] = sgn() * (1 + u01());
      H[i] = f2h((float)(sgn() * (1 + u01())));
    }
    int k = 1 + (int)(rnd() % 3);
    int k2 = (int)(rnd() % 5) - 2;
    if (g == 1 || g == 2) {
      double s = g == 1 ? -1 : 1;
      float P = F[0] * F[1];
      F[3] = 1.0f + k * 0x1p-23f;
      F[2] = (float)(s * (double)P / F[3]);
      F[4] = (float)(s * (double)P * (1 + k2 * 0x1p-23));
      F[5] = (float)(u01() * 0x1p-8);
      double PD = D[0] * D[1];
      D[3] = 1.0 + k * 0x1p-52;
      D[2] = s * PD / D[3];
      D[4] = s * PD * (1 + k2 * 0x1p-52);
      D[5] = u01() * 0x1p-8;
    }
    if (g == 3) {
      if (l < 56) {
        F[0] = (float)(sgn() * (1 + u01()) * 0x1p-64);
        F[1] = (float)(sgn() * (1 + u01()) * 0x1p-62);
        float P = F[0] * F[1];
        F[2] = -P * (1 + k2 * 0x1p-4f);
        F[4] = -P;
      } else {
        F[0] = (float)(0.5 + 0.5 * u01());
        F[1] = (float)(0.5 + 0.5 * u01());
        F[2] = (float)(0.75 - (double)(F[0] * F[1]) * (1 - 0x1p-20));
      }
      D[2] = -(D[0] * D[1]) * (1 + k2 * 0x1p-50);
    }
    /* halves: scalar shapes use h1*h2 + h3 (and h3*h4), pairs h1*h3 + h5 (h5*h7) */
    if (g == 1) {
      float P = h2f(H[0]) * h2f(H[1]);
      H[3] = (uint16_t)(0x3C00 + k);
      H[2] = f2h(-P / h2f(H[3]));
      H[4] = f2h(-P);
      H[5] = f2h((float)(u01() * 0x1p-6));
    }
    if (g == 2 || g == 3) {
      float s = g == 2 ? -1.0f : 1.0f;
      float P13 = h2f(H[0]) * h2f(H[2]), P24 = h2f(H[1]) * h2f(H[3]);
      H[6] = (uint16_t)(0x3C00 + k);
      H[7] = (uint16_t)(0x3C00 + 4 - k);
      H[4] = f2h(s * P13 / h2f(H[6]));
      H[5] = f2h(s * P24 / h2f(H[7]));
    }
    if (l >= 56) { /* bf16 lanes replace f16 ones: h1*h2 + h3 with h3 ~ -(h1*h2) */
      for (int i = 0; i < 8; i++) H[i] = f2b((float)(sgn() * (1 + u01())));
      float P = b2f(H[0]) * b2f(H[1]);
      H[3] = (uint16_t)(0x3F80 + k);
      H[2] = f2b(-P / b2f(H[3]));
      float Q = b2f(H[0]) * b2f(H[2]);
      H[6] = (uint16_t)(0x3F80 + k);
      H[4] = f2b(-Q / b2f(H[6]));
    }
  }
}

/* no sscanf/atoi: glibc 2.38's headers bind them to __isoc23_* symbols that Debian 12
 * lacks, and the probe's binary should run on both */
static int num(const char *s) {
  int v = 0;
  while (*s >= '0' && *s <= '9') v = 10 * v + (*s++ - '0');
  return v;
}
static int ident(const char *p, char *name, int max) {
  int n = 0;
  while (n < max - 1 && ((p[n] >= 'a' && p[n] <= 'z') || (p[n] >= 'A' && p[n] <= 'Z') || (p[n] >= '0' && p[n] <= '9') || p[n] == '_'))
    name[n] = p[n], n++;
  name[n] = 0;
  return n;
}

static void *lib;
static void *sym(const char *name) {
  void *f = dlsym(lib, name);
  if (!f) {
    printf("no symbol %s\n", name);
    exit(2);
  }
  return f;
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IOFBF, 1 << 20);
  if (argc < 3) {
    fprintf(stderr, "usage: c_fma PTXFILE CONFIG\n");
    return 2;
  }
  const char *cfg = argv[2];
  FILE *fp = fopen(argv[1], "rb");
  if (!fp) {
    printf("cannot open %s\n", argv[1]);
    return 2;
  }
  fseek(fp, 0, SEEK_END);
  long n = ftell(fp);
  fseek(fp, 0, SEEK_SET);
  char *ptx = malloc(n + 1);
  if (fread(ptx, 1, n, fp) != (size_t)n) return 2;
  ptx[n] = 0;
  fclose(fp);

  lib = dlopen("libcuda.so.1", RTLD_NOW);
  if (!lib) {
    printf("dlopen failed\n");
    return 2;
  }
  CUresult (*init)(unsigned) = sym("cuInit");
  CUresult (*get)(int *, int) = sym("cuDeviceGet");
  CUresult (*retain)(CUcontext *, int) = sym("cuDevicePrimaryCtxRetain");
  CUresult (*setCurrent)(CUcontext) = sym("cuCtxSetCurrent");
  CUresult (*loadEx)(CUmodule *, const void *, unsigned, int *, void **) = sym("cuModuleLoadDataEx");
  CUresult (*function)(CUfunction *, CUmodule, const char *) = sym("cuModuleGetFunction");
  CUresult (*launch)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *, void **, void **) =
      sym("cuLaunchKernel");
  CUresult (*alloc)(CUdeviceptr *, size_t) = sym("cuMemAlloc_v2");
  CUresult (*htod)(CUdeviceptr, const void *, size_t) = sym("cuMemcpyHtoD_v2");
  CUresult (*dtoh)(void *, CUdeviceptr, size_t) = sym("cuMemcpyDtoH_v2");
  CUresult (*sync)(void) = sym("cuCtxSynchronize");
  CUresult (*attr)(int *, int, CUfunction) = sym("cuFuncGetAttribute");

  int dev;
  CUcontext ctx;
  CUresult r = init(0);
  if (!r) r = get(&dev, 0);
  if (!r) r = retain(&ctx, dev);
  if (!r) r = setCurrent(ctx);
  if (r) {
    printf("init %d\n", r);
    return 1;
  }
  static char elog[65536];
  int opts[4];
  void *vals[4];
  unsigned no = 0;
  opts[no] = 5, vals[no++] = elog;                     /* CU_JIT_ERROR_LOG_BUFFER */
  opts[no] = 6, vals[no++] = (void *)(uintptr_t)65536; /* ..._SIZE_BYTES */
  if (cfg[0] == 'O') opts[no] = 7, vals[no++] = (void *)(uintptr_t)num(cfg + 1);
  if (cfg[0] == 'r') opts[no] = 0, vals[no++] = (void *)(uintptr_t)num(cfg + 1);
  if (!strcmp(cfg, "dbg")) opts[no] = 11, vals[no++] = (void *)(uintptr_t)1;
  if (!strcmp(cfg, "fma0")) opts[no] = 24, vals[no++] = (void *)(uintptr_t)0;
  /* IMAGE (a cubin ptxas made from PTXFILE) is loaded instead of the PTX */
  const void *image = ptx;
  if (argc > 3) {
    FILE *fi = fopen(argv[3], "rb");
    if (!fi) {
      printf("cannot open %s\n", argv[3]);
      return 2;
    }
    fseek(fi, 0, SEEK_END);
    long m = ftell(fi);
    fseek(fi, 0, SEEK_SET);
    char *b = malloc(m);
    if (fread(b, 1, m, fi) != (size_t)m) return 2;
    fclose(fi);
    image = b;
  }
  CUmodule mod;
  r = loadEx(&mod, image, no, opts, vals);
  printf("config %s load %d\n", cfg, r);
  if (r) {
    printf("log: %s\n", elog);
    return 1;
  }

  fill();
  CUdeviceptr dF, dD, dH, dO;
  if (alloc(&dF, sizeof inF) || alloc(&dD, sizeof inD) || alloc(&dH, sizeof inH) || alloc(&dO, sizeof out)) {
    printf("alloc failed\n");
    return 1;
  }
  htod(dF, inF, sizeof inF);
  htod(dD, inD, sizeof inD);
  htod(dH, inH, sizeof inH);
  /* the inputs, so that the goldens carry them */
  for (int l = 0; l < LANES; l++) {
    printf("I %d", l);
    for (int i = 0; i < 8; i++) {
      uint32_t u;
      memcpy(&u, &inF[8 * l + i], 4);
      printf(" %08x", u);
    }
    for (int i = 0; i < 8; i++) {
      uint64_t u;
      memcpy(&u, &inD[8 * l + i], 8);
      printf(" %016llx", (unsigned long long)u);
    }
    for (int i = 0; i < 8; i++) printf(" %04x", inH[8 * l + i]);
    printf("\n");
  }
  for (char *p = ptx; (p = strstr(p, ".entry ")); p++) {
    char name[128];
    if (!ident(p + 7, name, sizeof name)) continue;
    CUfunction f;
    r = function(&f, mod, name);
    if (r) {
      printf("K %s get %d\n", name, r);
      continue;
    }
    for (int i = 0; i < LANES * 8; i++) out[i] = SENTINEL;
    htod(dO, out, sizeof out);
    void *args[] = {&dF, &dD, &dH, &dO};
    r = launch(f, 1, 1, 1, LANES, 1, 1, 0, 0, args, 0);
    if (!r) r = sync();
    if (r) {
      printf("K %s launch %d\n", name, r);
      continue;
    }
    dtoh(out, dO, sizeof out);
    int regs = -1;
    attr(&regs, 4, f); /* CU_FUNC_ATTRIBUTE_NUM_REGS */
    printf("R %s %d\n", name, regs);
    for (int s = 0; s < 8; s++) {
      int any = 0;
      for (int l = 0; l < LANES; l++) any |= out[8 * l + s] != SENTINEL;
      if (!any) continue;
      printf("K %s %d", name, s);
      for (int l = 0; l < LANES; l++) printf(" %llx", (unsigned long long)out[8 * l + s]);
      printf("\n");
    }
  }
  return 0;
}
