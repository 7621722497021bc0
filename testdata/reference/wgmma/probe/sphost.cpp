// Host side of the sparse mma probe (sparse.cu, spgen.py): per kernel, trials of one warp each
// with every lane's A, B, C and metadata registers drawn from the distributions of host.cpp (A and
// B elementwise, C of the accumulator type; metadata: every 4-bit group a meaningful index pair,
// 0b0100 0b1000 0b1001 0b1100 0b1101 0b1110, or for .tf32 0b0100 and 0b1110; in half the trials
// of plain mma.sp the other pairs mma.sp allows too), runs the kernel from its PTX and writes
// OUTDIR/<kernel>.bin: "SPP1" 1 ntrials words-per-lane dregs-per-lane 0 0 0, then the inputs
// (trial, lane, words: A, B, C, metadata) and D (trial, lane, dregs). Usage: sphost PTX OUTDIR KERNEL
#define HOST_NO_MAIN
#include "host.cpp"

struct SpVar { const char *name; int ta, tb, td, K, sel, ordered, sat, na, nb, nd; };
#include "spvars.h"

int main(int argc, char **argv) {
  if (argc < 4) { fprintf(stderr, "usage: sphost PTX OUTDIR KERNEL\n"); return 2; }
  FILE *pf = fopen(argv[1], "rb");
  if (!pf) { perror(argv[1]); return 1; }
  std::string ptx;
  { char buf[65536]; size_t n; while ((n = fread(buf, 1, sizeof buf, pf)) > 0) ptx.append(buf, n); fclose(pf); }
  int vi = -1, nv = sizeof SPVARS / sizeof SPVARS[0];
  for (int i = 0; i < nv; i++) if (strcmp(SPVARS[i].name, argv[3]) == 0) vi = i;
  if (vi < 0) { fprintf(stderr, "no kernel %s\n", argv[3]); return 2; }
  const SpVar &v = SPVARS[vi];
  CUdevice dev; CUcontext ctx; CUmodule mod; CUfunction fn;
  if (ck(cuInit(0), "cuInit") || ck(cuDeviceGet(&dev, 0), "cuDeviceGet") || ck(cuDevicePrimaryCtxRetain(&ctx, dev), "cuDevicePrimaryCtxRetain") || ck(cuCtxSetCurrent(ctx), "cuCtxSetCurrent")) return 1;
  if (ck(cuModuleLoadData(&mod, ptx.c_str()), "cuModuleLoadData") || ck(cuModuleGetFunction(&fn, mod, v.name), v.name)) return 1;
  rs = 0x5beef000ull + (uint64_t)vi * 104729;
  const int ntr = 20, nw = v.na + v.nb + v.nd + 1;
  std::vector<uint32_t> in((size_t)ntr * 32 * nw), out((size_t)ntr * 32 * v.nd, 0xA5A5A5A5u);
  bool fp = isfloat(v.ta);
  for (int t = 0; t < ntr; t++) {
    int dist = fp ? t % 10 : t % 4;
    Ctx cx{rint_(-6, 0), (int)(rng() & 1)};
    bool wide = !v.ordered && (t & 1);
    static const int ord[] = {0x4, 0x8, 0x9, 0xC, 0xD, 0xE};
    static const int any[] = {0x1, 0x2, 0x3, 0x4, 0x6, 0x7, 0x8, 0x9, 0xB, 0xC, 0xD, 0xE};
    for (int l = 0; l < 32; l++) {
      uint32_t *p = &in[((size_t)t * 32 + l) * nw];
      fill((uint8_t *)p, v.na * 4, v.ta, 'a', dist, cx, v.K);
      fill((uint8_t *)(p + v.na), v.nb * 4, v.tb, 'b', dist, cx, v.K);
      fill((uint8_t *)(p + v.na + v.nb), v.nd * 4, v.td, 'c', dist, cx, v.K);
      uint32_t e = 0;
      for (int j = 0; j < 8; j++) {
        int x = v.ta == TF32 ? (rng() & 1 ? 0x4 : 0xE) : wide ? any[rng() % 12] : ord[rng() % 6];
        e |= (uint32_t)x << (4 * j);
      }
      p[nw - 1] = e;
    }
  }
  CUdeviceptr dIn, dOut;
  ck(cuMemAlloc(&dIn, in.size() * 4), "alloc");
  ck(cuMemAlloc(&dOut, out.size() * 4), "alloc");
  cuMemcpyHtoD(dIn, in.data(), in.size() * 4);
  cuMemcpyHtoD(dOut, out.data(), out.size() * 4);
  void *args[] = {&dIn, &dOut};
  CUresult r = getenv("WGMMA_DRYRUN") ? CUDA_SUCCESS : ck(cuLaunchKernel(fn, ntr, 1, 1, 32, 1, 1, 0, 0, args, 0), "launch");
  if (!r) r = ck(cuCtxSynchronize(), "sync");
  if (r) { printf("%s FAILED\n", v.name); return 1; }
  cuMemcpyDtoH(out.data(), dOut, out.size() * 4);
  std::string path = std::string(argv[2]) + "/" + v.name + ".bin";
  FILE *f = fopen(path.c_str(), "wb");
  uint32_t hdr[8] = {0x31505053u, 1, (uint32_t)ntr, (uint32_t)nw, (uint32_t)v.nd, 0, 0, 0};
  fwrite(hdr, 4, 8, f);
  fwrite(in.data(), 4, in.size(), f);
  fwrite(out.data(), 4, out.size(), f);
  fclose(f);
  printf("%s: %d trials\n", v.name, ntr);
  return 0;
}
