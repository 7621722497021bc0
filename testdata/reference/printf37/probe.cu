// printf37-c: what printf32-c (testdata/reference/printf32) left undecided about the H200/H100's
// device printf record: whether the device side copies anything for a '*' precision (P1),
// a '*' width on a z conversion (P2), %ls of a one-character narrow string (W10, W11),
// %hh on p and f (mode 2), what the host's %s does with a slot holding 0 and what a host %llx
// prints for a device %s's slot (mode 3, S4), and %hhs (mode 4, may crash the host process).
// Each mode runs in its own process.
#include <cstdio>
#include <cstdlib>
__global__ void safe(double x, long long c, const char *a, const char *e) {
  printf("P1[%.*f][%d][%d][%d]\n", 3, x, 7, 8, 9);
  printf("P2[%*zd][%d][%lld]\n", 5, 6, c);
  printf("W10[%ls][%d]\n", a, 5);
  printf("W11[%ls][%d]\n", e, 6);
}
__global__ void hhpf(double x, long long c) {
  printf("H5[%hhp][%d]\n", (void *)c, 3);
  printf("H6[%hhf][%d]\n", x, 4);
}
__global__ void nullslot(long long c, const char *s) {
  // device: %llx takes c, %s takes s, %lld takes 0; host: %hhd reads c's slot, %llx the %s's
  // slot, %s the %lld's slot (0), %lld the format's first bytes.
  printf("S4[%hhd][%llx][%s][%lld]\n", c, s, 0LL);
}
__global__ void hhs(const char *s) { printf("H7[%hhs][%d]\n", s, 5); }
int main(int argc, char **argv) {
  char *a = 0, *e = 0;
  cudaMalloc(&a, 16);
  cudaMalloc(&e, 16);
  cudaMemcpy(a, "a", 2, cudaMemcpyHostToDevice);
  cudaMemcpy(e, "\x7f", 2, cudaMemcpyHostToDevice);
  int m = argc > 1 ? atoi(argv[1]) : 0;
  if (m == 2)
    hhpf<<<1, 1>>>(1.1, 0x1122334455667788LL);
  else if (m == 3)
    nullslot<<<1, 1>>>(0x1122334455667788LL, a);
  else if (m == 4)
    hhs<<<1, 1>>>(a);
  else
    safe<<<1, 1>>>(1.1, 0x1122334455667788LL, a, e);
  cudaError_t r = cudaDeviceSynchronize();
  printf("sync %s\n", cudaGetErrorName(r));
  return 0;
}
