/*
 * breadth probe: what the driver answers for thread block cluster launches, the cluster function
 * attributes, the cluster occupancy calculators, and JIT errors in one kernel of a module.
 * Build: gcc -O2 -o probe probe.c -I/usr/local/cuda/include -lcuda
 * Run:   ./probe breadth.ptx breadth.sm_90.cubin jitbad.ptx     (one line per call: what, code, name, value)
 */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *ename(CUresult r) {
  const char *n = NULL;
  if (cuGetErrorName(r, &n) != CUDA_SUCCESS || !n) return "?";
  return n;
}
static const char *estr(CUresult r) {
  const char *n = NULL;
  if (cuGetErrorString(r, &n) != CUDA_SUCCESS || !n) return "?";
  return n;
}
#define P(what, call) do { CUresult _r = (call); printf("%-70s %3d %s\n", what, _r, ename(_r)); fflush(stdout); } while (0)
#define PV(what, call, v) do { CUresult _r = (call); printf("%-70s %3d %s = %d\n", what, _r, ename(_r), _r ? -1 : (int)(v)); fflush(stdout); } while (0)

static char *slurp(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(1); }
  fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
  char *b = malloc(n + 1);
  if (fread(b, 1, n, f) != (size_t)n) exit(1);
  b[n] = 0; fclose(f);
  return b;
}

static CUdeviceptr buf;
static void *args[1] = {&buf};

/* Launches f through cuLaunchKernelEx with the given cluster shape (x==0: no cluster attribute),
 * then synchronises; prints both codes. */
static void ex(const char *what, CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
               unsigned cx, unsigned cy, unsigned cz, int policy, unsigned shmem) {
  CUlaunchAttribute at[3]; int na = 0;
  memset(at, 0, sizeof at);
  if (cx) { at[na].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION; at[na].value.clusterDim.x = cx; at[na].value.clusterDim.y = cy; at[na].value.clusterDim.z = cz; na++; }
  if (policy >= 0) { at[na].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE; at[na].value.clusterSchedulingPolicyPreference = policy; na++; }
  CUlaunchConfig lc = {gx, gy, gz, bx, 1, 1, shmem, NULL, at, na};
  char w[256];
  snprintf(w, sizeof w, "ex %s grid(%u,%u,%u) block %u cluster(%u,%u,%u) pol %d shm %u", what, gx, gy, gz, bx, cx, cy, cz, policy, shmem);
  CUresult r = cuLaunchKernelEx(&lc, f, args, NULL);
  CUresult s = cuCtxSynchronize();
  printf("%-70s %3d %s | sync %d %s\n", w, r, ename(r), s, ename(s));
  if (r) printf("    msg: %s\n", estr(r));
  fflush(stdout);
}

static void occ(const char *what, CUfunction f, unsigned gx, unsigned bx, unsigned cx, unsigned cy, unsigned cz, unsigned shmem, int policy) {
  CUlaunchAttribute at[2]; int na = 0;
  memset(at, 0, sizeof at);
  if (cx) { at[na].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION; at[na].value.clusterDim.x = cx; at[na].value.clusterDim.y = cy; at[na].value.clusterDim.z = cz; na++; }
  if (policy >= 0) { at[na].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE; at[na].value.clusterSchedulingPolicyPreference = policy; na++; }
  CUlaunchConfig lc = {gx, 1, 1, bx, 1, 1, shmem, NULL, at, na};
  int n = -7, m = -7;
  CUresult r = cuOccupancyMaxActiveClusters(&n, f, &lc);
  CUresult r2 = cuOccupancyMaxPotentialClusterSize(&m, f, &lc);
  printf("occ %-40s grid %u block %u cluster(%u,%u,%u) shm %u pol %d: activeClusters %d %s = %d | potentialSize %d %s = %d\n",
         what, gx, bx, cx, cy, cz, shmem, policy, r, ename(r), n, r2, ename(r2), m);
  fflush(stdout);
}

static const char *anames[] = {"MUST_BE_SET", "REQ_WIDTH", "REQ_HEIGHT", "REQ_DEPTH", "NON_PORTABLE", "SCHED_POLICY"};
static void attrs(const char *what, CUfunction f) {
  for (int a = 10; a <= 15; a++) {
    int v = -7;
    CUresult r = cuFuncGetAttribute(&v, (CUfunction_attribute)a, f);
    printf("getattr %-20s %-14s %3d %s = %d\n", what, anames[a - 10], r, ename(r), v);
  }
  int v = -7;
  CUresult r = cuFuncGetAttribute(&v, CU_FUNC_ATTRIBUTE_NUM_REGS, f);
  printf("getattr %-20s %-14s %3d %s = %d\n", what, "NUM_REGS", r, ename(r), v);
  fflush(stdout);
}

static void setattr(const char *what, CUfunction f, int a, int v) {
  char w[200];
  snprintf(w, sizeof w, "setattr %s %s=%d", what, anames[a - 10], v);
  CUresult r = cuFuncSetAttribute(f, (CUfunction_attribute)a, v);
  int got = -7;
  cuFuncGetAttribute(&got, (CUfunction_attribute)a, f);
  printf("%-70s %3d %s (reads back %d)\n", w, r, ename(r), got);
  if (r) printf("    msg: %s\n", estr(r));
  fflush(stdout);
}

static void jit(const char *label, const char *ptx) {
  char log[8192] = "", info[8192] = "";
  CUjit_option o[4] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES};
  void *ov[4] = {log, (void *)(size_t)sizeof log, info, (void *)(size_t)sizeof info};
  CUmodule m = NULL;
  CUresult r = cuModuleLoadDataEx(&m, ptx, 4, o, ov);
  printf("jit %s cuModuleLoadDataEx %d %s\n  errlog: %s\n  infolog: %s\n", label, r, ename(r), log, info);
  if (!r) {
    CUfunction f;
    P("  get good", cuModuleGetFunction(&f, m, "good"));
    P("  get bad", cuModuleGetFunction(&f, m, "bad"));
    cuModuleUnload(m);
  }
  CUlibrary lib = NULL;
  r = cuLibraryLoadData(&lib, ptx, NULL, NULL, 0, NULL, NULL, 0);
  printf("jit %s cuLibraryLoadData %d %s\n", label, r, ename(r));
  if (!r) {
    CUkernel k; CUfunction f;
    CUresult r1 = cuLibraryGetKernel(&k, lib, "good");
    printf("  getkernel good %d %s\n", r1, ename(r1));
    if (!r1) { r1 = cuKernelGetFunction(&f, k); printf("  kernelgetfunction good %d %s\n", r1, ename(r1)); }
    r1 = cuLibraryGetKernel(&k, lib, "bad");
    printf("  getkernel bad %d %s\n", r1, ename(r1));
    if (!r1) { r1 = cuKernelGetFunction(&f, k); printf("  kernelgetfunction bad %d %s\n", r1, ename(r1)); }
    cuLibraryUnload(lib);
  }
  fflush(stdout);
}

int main(int argc, char **argv) {
  if (argc < 4) { fprintf(stderr, "usage: probe breadth.ptx breadth.cubin jitbad-dir\n"); return 2; }
  CUdevice dev; CUcontext ctx;
  P("cuInit", cuInit(0));
  P("cuDeviceGet", cuDeviceGet(&dev, 0));
  P("cuDevicePrimaryCtxRetain", cuDevicePrimaryCtxRetain(&ctx, dev));
  P("cuCtxSetCurrent", cuCtxSetCurrent(ctx));
  int v;
  PV("attr CLUSTER_LAUNCH", cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH, dev), v);
  PV("attr MULTIPROCESSOR_COUNT", cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev), v);
  P("cuMemAlloc", cuMemAlloc(&buf, 64 << 20));

  for (int img = 1; img <= 2; img++) {
    const char *label = img == 1 ? "ptx" : "cubin";
    printf("=== image %s\n", label);
    CUmodule m;
    P("cuModuleLoadData", cuModuleLoadData(&m, slurp(argv[img])));
    CUfunction plain, c2, c222, c8, c16, regs;
    P("get plain", cuModuleGetFunction(&plain, m, "plain"));
    P("get cl_regs_2", cuModuleGetFunction(&c2, m, "cl_regs_2"));
    P("get cl_regs_222", cuModuleGetFunction(&c222, m, "cl_regs_222"));
    P("get cl_plain_8", cuModuleGetFunction(&c8, m, "cl_plain_8"));
    P("get cl_plain_16", cuModuleGetFunction(&c16, m, "cl_plain_16"));
    P("get cl_regs", cuModuleGetFunction(&regs, m, "cl_regs"));
    attrs("plain", plain); attrs("cl_regs_2", c2); attrs("cl_regs_222", c222); attrs("cl_plain_8", c8); attrs("cl_plain_16", c16);

    /* Plain launches of compile-time cluster kernels. */
    printf("--- cuLaunchKernel of __cluster_dims__ kernels\n");
    struct { const char *n; CUfunction f; unsigned g[3]; unsigned b; } pl[] = {
      {"cl_regs_2", c2, {4, 1, 1}, 32}, {"cl_regs_2", c2, {3, 1, 1}, 32}, {"cl_regs_2", c2, {1, 1, 1}, 32},
      {"cl_regs_222", c222, {2, 2, 2}, 64}, {"cl_regs_222", c222, {4, 2, 1}, 64}, {"cl_regs_222", c222, {2, 2, 4}, 64},
      {"cl_plain_8", c8, {16, 1, 1}, 1024}, {"cl_plain_8", c8, {8, 1, 1}, 128}, {"cl_plain_8", c8, {12, 1, 1}, 128},
      {"cl_plain_16", c16, {16, 1, 1}, 128}, {"cl_plain_16", c16, {32, 1, 1}, 1024},
    };
    for (unsigned i = 0; i < sizeof pl / sizeof pl[0]; i++) {
      char w[200];
      snprintf(w, sizeof w, "launch %s grid(%u,%u,%u) block %u", pl[i].n, pl[i].g[0], pl[i].g[1], pl[i].g[2], pl[i].b);
      CUresult r = cuLaunchKernel(pl[i].f, pl[i].g[0], pl[i].g[1], pl[i].g[2], pl[i].b, 1, 1, 0, NULL, args, NULL);
      CUresult s = cuCtxSynchronize();
      printf("%-70s %3d %s | sync %d %s\n", w, r, ename(r), s, ename(s));
      if (r) printf("    msg: %s\n", estr(r));
    }

    printf("--- cuLaunchKernelEx\n");
    ex("plain", plain, 8, 1, 1, 32, 0, 0, 0, -1, 0);
    ex("plain", plain, 8, 1, 1, 32, 1, 1, 1, -1, 0);
    ex("plain", plain, 8, 1, 1, 32, 2, 1, 1, -1, 0);
    ex("plain", plain, 9, 1, 1, 32, 2, 1, 1, -1, 0);
    ex("plain", plain, 9, 1, 1, 32, 3, 1, 1, -1, 0);
    ex("plain", plain, 8, 4, 1, 32, 1, 3, 1, -1, 0);
    ex("plain", plain, 8, 6, 1, 32, 1, 3, 1, -1, 0);
    ex("plain", plain, 8, 6, 4, 32, 2, 3, 1, -1, 0);
    ex("plain", plain, 8, 6, 4, 32, 2, 1, 4, -1, 0);
    ex("plain", plain, 8, 6, 3, 32, 2, 1, 2, -1, 0);
    ex("plain", plain, 8, 1, 1, 32, 8, 1, 1, -1, 0);
    ex("plain", plain, 16, 1, 1, 32, 16, 1, 1, -1, 0);
    ex("plain", plain, 32, 1, 1, 32, 32, 1, 1, -1, 0);
    ex("plain", plain, 12, 1, 1, 32, 12, 1, 1, -1, 0);
    ex("plain", plain, 8, 8, 1, 32, 4, 4, 1, -1, 0);
    ex("plain", plain, 8, 8, 1, 32, 2, 2, 2, -1, 0);
    ex("plain", plain, 8, 8, 8, 32, 2, 2, 2, -1, 0);
    ex("plain", plain, 8, 1, 1, 32, 0, 1, 1, -1, 0);
    ex("plain", plain, 8, 1, 1, 32, 2, 0, 1, -1, 0);
    ex("plain", plain, 8, 1, 1, 32, 2, 1, 0, -1, 0);
    ex("plain", plain, 8, 1, 1, 32, 2, 1, 1, 0, 0);
    ex("plain", plain, 8, 1, 1, 32, 2, 1, 1, 1, 0);
    ex("plain", plain, 8, 1, 1, 32, 2, 1, 1, 2, 0);
    ex("plain", plain, 8, 1, 1, 32, 2, 1, 1, 3, 0);
    ex("plain", plain, 8, 1, 1, 32, 0, 0, 0, 1, 0);
    ex("plain", plain, 8, 1, 1, 1024, 8, 1, 1, -1, 0);
    ex("plain", plain, 8, 1, 1, 1024, 8, 1, 1, -1, 48 * 1024);
    ex("plain", plain, 64, 1, 1, 1024, 8, 1, 1, -1, 48 * 1024);
    ex("cl_regs_2", c2, 8, 1, 1, 32, 2, 1, 1, -1, 0);
    ex("cl_regs_2", c2, 8, 1, 1, 32, 4, 1, 1, -1, 0);
    ex("cl_regs_2", c2, 8, 1, 1, 32, 1, 1, 1, -1, 0);
    ex("cl_regs_2", c2, 8, 1, 1, 32, 1, 2, 1, -1, 0);
    ex("cl_regs_2", c2, 8, 1, 1, 32, 0, 0, 0, -1, 0);
    ex("cl_regs_2", c2, 7, 1, 1, 32, 0, 0, 0, -1, 0);
    ex("cl_regs_2", c2, 8, 1, 1, 32, 0, 0, 0, 1, 0);
    ex("cl_plain_16", c16, 32, 1, 1, 32, 0, 0, 0, -1, 0);
    ex("cl_plain_16", c16, 32, 1, 1, 32, 16, 1, 1, -1, 0);
    ex("cl_plain_16", c16, 32, 1, 1, 32, 8, 1, 1, -1, 0);

    printf("--- non-portable cluster sizes\n");
    setattr("plain", plain, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1);
    ex("plain np", plain, 16, 1, 1, 32, 16, 1, 1, -1, 0);
    ex("plain np", plain, 32, 1, 1, 32, 32, 1, 1, -1, 0);
    ex("plain np", plain, 12, 1, 1, 32, 12, 1, 1, -1, 0);
    ex("plain np", plain, 16, 1, 1, 1024, 16, 1, 1, -1, 0);
    ex("plain np", plain, 16, 1, 1, 128, 16, 1, 1, -1, 100 * 1024);
    ex("plain np", plain, 16, 1, 1, 128, 16, 1, 1, -1, 40 * 1024);
    ex("plain np", plain, 20, 1, 1, 32, 20, 1, 1, -1, 0);
    ex("plain np", plain, 16, 2, 1, 32, 8, 2, 1, -1, 0);
    setattr("plain", plain, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 0);
    ex("plain np off", plain, 16, 1, 1, 32, 16, 1, 1, -1, 0);

    printf("--- attribute setting\n");
    setattr("plain", plain, 11, 2);
    attrs("plain after w=2", plain);
    ex("plain w=2 no attr", plain, 8, 1, 1, 32, 0, 0, 0, -1, 0);
    ex("plain w=2 no attr", plain, 7, 1, 1, 32, 0, 0, 0, -1, 0);
    ex("plain w=2 cluster 4", plain, 8, 1, 1, 32, 4, 1, 1, -1, 0);
    {
      CUresult r = cuLaunchKernel(plain, 8, 1, 1, 32, 1, 1, 0, NULL, args, NULL), s = cuCtxSynchronize();
      printf("launch plain w=2 grid 8: %d %s | sync %d\n", r, ename(r), s);
      r = cuLaunchKernel(plain, 7, 1, 1, 32, 1, 1, 0, NULL, args, NULL); s = cuCtxSynchronize();
      printf("launch plain w=2 grid 7: %d %s | sync %d\n", r, ename(r), s);
    }
    setattr("plain", plain, 12, 3);
    setattr("plain", plain, 13, 1);
    attrs("plain after 2,3,1", plain);
    {
      CUresult r = cuLaunchKernel(plain, 8, 3, 1, 32, 1, 1, 0, NULL, args, NULL), s = cuCtxSynchronize();
      printf("launch plain (2,3,1) grid (8,3,1): %d %s | sync %d\n", r, ename(r), s);
      r = cuLaunchKernel(plain, 8, 2, 1, 32, 1, 1, 0, NULL, args, NULL); s = cuCtxSynchronize();
      printf("launch plain (2,3,1) grid (8,2,1): %d %s | sync %d\n", r, ename(r), s);
    }
    setattr("plain", plain, 11, 0);
    attrs("plain after w=0", plain);
    setattr("plain", plain, 12, 0);
    setattr("plain", plain, 13, 0);
    attrs("plain after 0,0,0", plain);
    setattr("plain", plain, 11, 9);
    setattr("plain", plain, 11, 16);
    setattr("plain", plain, 11, 17);
    setattr("plain", plain, 11, -1);
    setattr("plain", plain, 11, 1024);
    setattr("plain", plain, 11, 0);
    setattr("plain", plain, 12, 0);
    setattr("plain", plain, 13, 0);
    setattr("plain", plain, 10, 1);
    setattr("plain", plain, 10, 0);
    setattr("plain", plain, 14, 2);
    setattr("plain", plain, 14, -1);
    setattr("plain", plain, 15, 1);
    setattr("plain", plain, 15, 2);
    setattr("plain", plain, 15, 3);
    setattr("plain", plain, 15, -1);
    setattr("plain", plain, 15, 0);
    setattr("cl_regs_2", c2, 11, 2);
    setattr("cl_regs_2", c2, 11, 4);
    setattr("cl_regs_2", c2, 11, 0);
    setattr("cl_regs_2", c2, 12, 1);
    setattr("cl_regs_2", c2, 14, 1);
    setattr("cl_regs_2", c2, 15, 1);
    setattr("cl_regs_2", c2, 10, 0);
    attrs("cl_regs_2 after", c2);
    setattr("cl_plain_16", c16, 14, 1);
    {
      CUresult r = cuLaunchKernel(c16, 32, 1, 1, 32, 1, 1, 0, NULL, args, NULL), s = cuCtxSynchronize();
      printf("launch cl_plain_16 with NON_PORTABLE=1 grid 32: %d %s | sync %d\n", r, ename(r), s);
    }
    setattr("cl_plain_16", c16, 14, 0);

    printf("--- occupancy\n");
    occ("plain no cluster", plain, 132, 128, 0, 0, 0, 0, -1);
    occ("plain", plain, 132, 128, 1, 1, 1, 0, -1);
    occ("plain", plain, 132, 128, 2, 1, 1, 0, -1);
    occ("plain", plain, 132, 32, 2, 1, 1, 0, -1);
    occ("plain", plain, 132, 1024, 2, 1, 1, 0, -1);
    occ("plain", plain, 128, 128, 4, 1, 1, 0, -1);
    occ("plain", plain, 128, 256, 8, 1, 1, 0, -1);
    occ("plain", plain, 128, 1024, 8, 1, 1, 0, -1);
    occ("plain", plain, 128, 128, 16, 1, 1, 0, -1);
    occ("plain", plain, 128, 128, 3, 1, 1, 0, -1);
    occ("plain", plain, 129, 128, 2, 1, 1, 0, -1);
    occ("plain", plain, 128, 128, 2, 2, 2, 0, -1);
    occ("plain", plain, 128, 128, 8, 1, 1, 48 * 1024, -1);
    occ("plain", plain, 128, 128, 8, 1, 1, 100 * 1024, -1);
    occ("plain", plain, 128, 128, 8, 1, 1, 200 * 1024, -1);
    occ("plain", plain, 128, 128, 2, 1, 1, 0, 1);
    occ("plain", plain, 128, 128, 2, 1, 1, 0, 2);
    occ("plain", plain, 128, 128, 6, 1, 1, 0, -1);
    occ("plain", plain, 128, 128, 0, 1, 1, 0, -1);
    occ("plain", plain, 128, 2048, 2, 1, 1, 0, -1);
    occ("plain", plain, 128, 0, 2, 1, 1, 0, -1);
    occ("cl_regs_2", c2, 128, 128, 0, 0, 0, 0, -1);
    occ("cl_regs_2", c2, 128, 128, 2, 1, 1, 0, -1);
    occ("cl_regs_2", c2, 128, 128, 4, 1, 1, 0, -1);
    occ("cl_plain_8", c8, 128, 128, 0, 0, 0, 0, -1);
    occ("cl_plain_16", c16, 128, 128, 0, 0, 0, 0, -1);
    occ("cl_regs_222", c222, 128, 128, 0, 0, 0, 0, -1);
    setattr("plain", plain, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1);
    occ("plain np", plain, 128, 128, 16, 1, 1, 0, -1);
    occ("plain np", plain, 128, 128, 12, 1, 1, 0, -1);
    occ("plain np", plain, 128, 1024, 16, 1, 1, 0, -1);
    occ("plain np", plain, 128, 128, 32, 1, 1, 0, -1);
    occ("plain np", plain, 128, 128, 16, 1, 1, 100 * 1024, -1);
    occ("plain np no cluster", plain, 128, 128, 0, 0, 0, 0, -1);
    occ("plain np no cluster", plain, 128, 1024, 0, 0, 0, 0, -1);
    occ("plain np no cluster", plain, 128, 32, 0, 0, 0, 100 * 1024, -1);
    setattr("plain", plain, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 0);
    for (int bs = 32; bs <= 1024; bs *= 2) occ("plain potential", plain, 128, bs, 0, 0, 0, 0, -1);
    for (int sm = 0; sm <= 228 * 1024; sm += 38 * 1024) occ("plain potential shm", plain, 128, 128, 0, 0, 0, sm, -1);
    {
      int n = -7;
      P("occ activeClusters NULL config", cuOccupancyMaxActiveClusters(&n, plain, NULL));
      P("occ potentialSize NULL config", cuOccupancyMaxPotentialClusterSize(&n, plain, NULL));
      CUlaunchConfig lc = {128, 1, 1, 128, 1, 1, 0, NULL, NULL, 0};
      P("occ activeClusters NULL out", cuOccupancyMaxActiveClusters(NULL, plain, &lc));
      P("occ activeClusters NULL func", cuOccupancyMaxActiveClusters(&n, NULL, &lc));
    }
    /* cooperative together with a cluster */
    {
      CUlaunchAttribute at[2]; memset(at, 0, sizeof at);
      at[0].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION; at[0].value.clusterDim.x = 2; at[0].value.clusterDim.y = 1; at[0].value.clusterDim.z = 1;
      at[1].id = CU_LAUNCH_ATTRIBUTE_COOPERATIVE; at[1].value.cooperative = 1;
      CUlaunchConfig lc = {8, 1, 1, 32, 1, 1, 0, NULL, at, 2};
      CUresult r = cuLaunchKernelEx(&lc, plain, args, NULL), s = cuCtxSynchronize();
      printf("ex plain cluster 2 + cooperative: %d %s | sync %d\n", r, ename(r), s);
      lc.gridDimX = 7;
      r = cuLaunchKernelEx(&lc, plain, args, NULL); s = cuCtxSynchronize();
      printf("ex plain cluster 2 + cooperative grid 7: %d %s | sync %d\n", r, ename(r), s);
    }
    P("cuModuleUnload", cuModuleUnload(m));
  }

  /* Library kernels: cuKernelGetAttribute / cuKernelSetAttribute of the cluster attributes. */
  printf("=== library\n");
  CUlibrary lib;
  P("cuLibraryLoadData", cuLibraryLoadData(&lib, slurp(argv[2]), NULL, NULL, 0, NULL, NULL, 0));
  CUkernel kp, k2;
  P("getkernel plain", cuLibraryGetKernel(&kp, lib, "plain"));
  P("getkernel cl_regs_2", cuLibraryGetKernel(&k2, lib, "cl_regs_2"));
  for (int a = 10; a <= 15; a++) {
    int x = -7, y = -7;
    CUresult r = cuKernelGetAttribute(&x, (CUfunction_attribute)a, kp, dev), r2 = cuKernelGetAttribute(&y, (CUfunction_attribute)a, k2, dev);
    printf("kernelgetattr %-14s plain %d %s = %d | cl_regs_2 %d %s = %d\n", anames[a - 10], r, ename(r), x, r2, ename(r2), y);
  }
  P("kernelsetattr plain width 4", cuKernelSetAttribute(CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH, 4, kp, dev));
  P("kernelsetattr cl_regs_2 width 4", cuKernelSetAttribute(CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH, 4, k2, dev));
  P("kernelsetattr cl_regs_2 width 2", cuKernelSetAttribute(CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH, 2, k2, dev));
  P("kernelsetattr plain nonportable 1", cuKernelSetAttribute(CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1, kp, dev));
  P("kernelsetattr plain policy 2", cuKernelSetAttribute(CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE, 2, kp, dev));
  P("kernelsetattr plain must_be_set 1", cuKernelSetAttribute(CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET, 1, kp, dev));
  for (int a = 10; a <= 15; a++) {
    int x = -7;
    CUresult r = cuKernelGetAttribute(&x, (CUfunction_attribute)a, kp, dev);
    printf("kernelgetattr after %-14s plain %d %s = %d\n", anames[a - 10], r, ename(r), x);
  }
  {
    CUresult r = cuLaunchKernel((CUfunction)kp, 8, 1, 1, 32, 1, 1, 0, NULL, args, NULL), s = cuCtxSynchronize();
    printf("launch kernel plain width 4 grid 8: %d %s | sync %d\n", r, ename(r), s);
    r = cuLaunchKernel((CUfunction)kp, 6, 1, 1, 32, 1, 1, 0, NULL, args, NULL); s = cuCtxSynchronize();
    printf("launch kernel plain width 4 grid 6: %d %s | sync %d\n", r, ename(r), s);
    CUfunction f;
    P("kernelgetfunction plain", cuKernelGetFunction(&f, kp));
    attrs("plain fn of kernel", f);
  }
  P("cuLibraryUnload", cuLibraryUnload(lib));

  /* JIT errors confined to one kernel. */
  printf("=== jit\n");
  const char *names[] = {"tcgen05", "wgmma_no_a", "undef_reg", "bad_sreg", "syntax", "ok"};
  for (int i = 0; i < 6; i++) {
    char p[4096];
    snprintf(p, sizeof p, "%s/%s.ptx", argv[3], names[i]);
    jit(names[i], slurp(p));
  }
  /* Last: a distributed shared memory access outside the cluster (sticky). */
  {
    CUmodule m; CUfunction f;
    P("load for badrank", cuModuleLoadData(&m, slurp(argv[1])));
    P("get cl_badrank", cuModuleGetFunction(&f, m, "cl_badrank"));
    P("memset", cuMemsetD32(buf, 0, 64));
    ex("cl_badrank", f, 2, 1, 1, 32, 2, 1, 1, -1, 0);
    P("ctx sync after badrank", cuCtxSynchronize());
  }
  printf("done\n");
  return 0;
}
