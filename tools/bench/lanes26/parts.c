/*
 * parts: where the reduce row's time goes, phase by phase (tools/bench/lanes26). Times each
 * kernel of parts.ptx (bench.ptx's reduce cut after each phase, and an empty kernel) on the
 * reduce row's grid (4096 blocks of 256 threads, 1M floats) through the driver it finds as
 * libcuda.so.1, as host.c's rows time theirs (the best of REPS launches after one untimed), and
 * prints one line per kernel:
 *
 *   part <name> <best seconds> <median seconds> <CPU seconds of the best>
 *
 * Usage: parts PARTS_PTX REPS. It is host.c with another main (host.c's own is renamed).
 */
#define main hostMain
#include "host.c"
#undef main

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: parts PARTS_PTX REPS\n");
    return 2;
  }
  reps = atoi(argv[2]);
  if (reps < 1) reps = 1;
  bind();
  setup();
  char *ptx = readFile(argv[1]);
  CUmodule mod;
  CK(cuModuleLoadData(&mod, ptx));
  int n = 1 << 20, nb = n / 256;
  float *x = randF(n, 5);
  CUdeviceptr dx = upload(x, 4 * (size_t)n), dout = upload(NULL, 4 * nb);
  void *p[] = {&dx, &dout, &n};
  const char *names[] = {"r_empty", "r_load", "r_bar", "r_tree", "r_shfl", "r_full"};
  for (int i = 0; i < 6; i++) {
    CUfunction f;
    CK(cuModuleGetFunction(&f, mod, names[i]));
    double best = timeLaunch(f, nb, 1, 256, 1, p);
    printf("part %s %.9f %.9f %.9f\n", names[i], best, lastWallMed, lastCPUBest);
    fflush(stdout);
  }
  CK(cuMemFree(dx));
  CK(cuMemFree(dout));
  CK(cuModuleUnload(mod));
  return 0;
}
