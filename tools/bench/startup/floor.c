/* floor LIB: dlopen LIB, call its cuInit once; print the CPU time spent
 * before main, and the wall (and CPU) time of dlopen and of the call.
 * cc -O2 -o floor floor.c -ldl */
#include <dlfcn.h>
#include <stdio.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static double cpu(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: floor LIB\n");
    return 2;
  }
  double t0 = now(), c0 = cpu();
  void *h = dlopen(argv[1], RTLD_NOW);
  if (!h) {
    fprintf(stderr, "%s\n", dlerror());
    return 1;
  }
  double t1 = now(), c1 = cpu();
  int (*f)(unsigned) = (int (*)(unsigned))dlsym(h, "cuInit");
  if (!f) {
    fprintf(stderr, "no cuInit\n");
    return 1;
  }
  f(0);
  double t2 = now(), c2 = cpu();
  printf("before-main cpu %.2f ms; dlopen %.2f ms (cpu %.2f); first call %.2f ms (cpu %.2f)\n", c0 * 1e3, (t1 - t0) * 1e3,
         (c1 - c0) * 1e3, (t2 - t1) * 1e3, (c2 - c1) * 1e3);
  return 0;
}
