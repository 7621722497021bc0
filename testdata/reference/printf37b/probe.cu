// printf37b-c: the '*' widths and lengths printf37-c left refused (docs/cudart.md, device
// printf's record): a '*' width on s, c, p and floating conversions, '%-*s', '%*.*f', '%*lld',
// '%*x', odd lengths (%hld, %llf, %lf, %hf) and %n. Each mode its own process.
#include <cstdio>
#include <cstdlib>
__global__ void widths(const char *s, double x, long long c) {
  printf("A1[%*s][%d]\n", 5, s, 7);
  printf("A2[%-*s][%d]\n", 4, s, 7);
  printf("A3[%*f][%d]\n", 10, x, 7);
  printf("A4[%*e][%d]\n", 14, x, 7);
  printf("A5[%*g][%d]\n", 6, x, 7);
  printf("A6[%*x][%d]\n", 6, 255, 7);
  printf("A7[%*c][%d]\n", 3, 'z', 7);
  printf("A8[%*lld][%d]\n", 21, c, 7);
  printf("A9[%*.*f][%d]\n", 9, 2, x, 7);
  printf("A10[%*d][%*d][%d]\n", 4, 1, -4, 2, 7);
  printf("A11[%*s][%d]\n", 0, s, 7);
}
__global__ void pointers(const char *s) { printf("A12[%*p][%d]\n", 24, (void *)0x1234, 7); }
__global__ void lengths(double x, long long c) {
  printf("N1[%hld][%d]\n", 70000, 7);
  printf("N2[%llf][%d]\n", x, 7);
  printf("N3[%lf][%d]\n", x, 7);
  printf("N4[%hf][%d]\n", x, 7);
  printf("N5[%lu][%d]\n", c, 7);
  printf("N6[%hu][%d]\n", 70000, 7);
  printf("N7[%lle][%d]\n", x, 7);
}
__global__ void percentn(int *p) { printf("N8[%n][%d]\n", p, 7); }
__global__ void unknown(int v) { printf("N9[%k][%d][%d]\n", v, 7, 8); }
int main(int argc, char **argv) {
  char *s = 0;
  int *p = 0;
  cudaMalloc(&s, 16);
  cudaMalloc(&p, 16);
  cudaMemcpy(s, "ab", 3, cudaMemcpyHostToDevice);
  int m = argc > 1 ? atoi(argv[1]) : 0;
  if (m == 1)
    pointers<<<1, 1>>>(s);
  else if (m == 2)
    lengths<<<1, 1>>>(1.5, 0x1122334455667788LL);
  else if (m == 3)
    percentn<<<1, 1>>>(p);
  else if (m == 4)
    unknown<<<1, 1>>>(5);
  else
    widths<<<1, 1>>>(s, 1.5, 0x1122334455667788LL);
  cudaError_t r = cudaDeviceSynchronize();
  printf("sync %s\n", cudaGetErrorName(r));
  return 0;
}
