// printf32-c: what session 32's model of the H200's device printf record (docs/cudart.md,
// "Device printf's record") leaves open: where a read after a z/j/t conversion lands, what
// the device copies for the L and q lengths and for %lc, what the host prints for %lc past
// ASCII and for %ls of other strings, whether a %s's slot holds the pointer or the string,
// %hhc, %zx, a '*' width before a %hh conversion, and (mode 1, its own process) a %s after
// a %hh conversion whose argument the device side finds in place.
#include <cstdio>
#include <cstdlib>
__global__ void cases(int a, long long c, double d, unsigned long long z, const char *s, const char *longs) {
  printf("Z1[%zu][%d][%d]\n", z, 5, 6);
  printf("Z2[%zu][%lld]\n", z, 9LL);
  printf("Z3[%d][%zu][%d][%d]\n", 1, z, 5, 6);
  printf("Z4[%zx][%d]\n", z, 5);
  printf("Z5[%jx][%d]\n", c, 5);
  printf("L1[%Lf][%d]\n", d, 7);
  printf("L2[%d][%Lf][%d]\n", 1, d, 3);
  printf("L3[%Lf][%hhd]\n", d, a);
  printf("Q1[%qd][%d]\n", c, 7);
  printf("Q2[%qd][%hhd]\n", c, a);
  printf("W1[%d][%lc][%d]\n", 1, 'w', 3);
  printf("W2[%lc][%d]\n", 'w', 3);
  printf("W3[%lc]\n", 0xe9);
  printf("W4[%lc]\n", 0x263a);
  printf("W5[%lc|%d]\n", 0, 4);
  printf("W6[%ls][%d]\n", L"ab", 5);
  printf("W7[%ls]\n", L"");
  printf("W8[%ls]\n", (const wchar_t *)0);
  printf("W9[%ls]x[%d]\n", "ab", 5);
  printf("S1[%s][%hhd]\n", longs, a);
  printf("S2[%s][%hhd][%hhd][%hhd][%hhd]\n", s, a, a, a, a);
  printf("S3[%s][%d][%hhd]\n", longs, 8, a);
  printf("H1[%hhc]\n", 'x');
  printf("H2[%*hhd][%d]\n", 5, a, 7);
  printf("H3[%hhd][%*d][%d]\n", a, 6, 8, 9);
  printf("H4[%hhd][%hhd][%d][%d]\n", a, a, 1, 2);
}
__global__ void found(int a, const char *s) {
  // device side: %d takes a, %s the pointer at offset 8 (where the source has it).
  printf("F1[%hhd][%d][%s]\n", a, 1, s);
}
int main(int argc, char **argv) {
  const char *text = "0123456789abcdefghijklmnopqrstuvwxyzABCD";
  char *s = 0, *longs = 0;
  cudaMalloc(&s, 64);
  cudaMalloc(&longs, 64);
  cudaMemcpy(s, "ab", 3, cudaMemcpyHostToDevice);
  cudaMemcpy(longs, text, 41, cudaMemcpyHostToDevice);
  if (argc > 1 && atoi(argv[1]) == 1)
    found<<<1, 1>>>(0x1234567, s);
  else
    cases<<<1, 1>>>(0x1234567, 0x1122334455667788LL, 2.5, 0x0000000500000007ULL, s, longs);
  cudaError_t e = cudaDeviceSynchronize();
  printf("sync %s\n", cudaGetErrorName(e));
  return 0;
}
