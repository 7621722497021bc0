// printf31-c: what the H200's device printf prints for the hh length modifier. printf29-c found
// every %hh conversion of one int argument printing the value 2 (testdata/reference/printf29);
// these calls vary the argument's value, type and position, and the other arguments, to tell
// what is read.
#include <cstdio>
__global__ void k(int a, int b, long long c, double d) {
  printf("A1[%hhd]\n", a);
  printf("A2[%hhd]\n", b);
  printf("A3[%hhx]\n", 0x1234);
  printf("A4[%hhu]\n", (unsigned char)200);
  printf("A5[%hhd]\n", (signed char)-5);
  printf("A6[%hhd]\n", (char)7);
  printf("A7[%hhd]\n", c);
  printf("A8[%hhx]\n", 0);
  printf("B1[%hhd][%d]\n", a, b);
  printf("B2[%d][%hhd]\n", a, b);
  printf("B3[%hhd][%hhd][%hhd]\n", a, b, a + 1);
  printf("B4[%lld][%hhd]\n", c, a);
  printf("B5[%hhd][%lld]\n", a, c);
  printf("B6[%f][%hhd]\n", d, b);
  printf("B7[%s][%hhd]\n", "xy", a);
  printf("B8[%d][%d][%d][%hhd]\n", 1, 2, 3, a);
  printf("C1[%hd]\n", a);
  printf("C2[%hd][%hd]\n", a, b);
  printf("C3[%5hhd][%-5hhd][%05hhx]\n", a, a, a);
  printf("C4[%hhd%%][%c]\n", a, 'q');
  printf("C5[%hhi][%hho][%hhX]\n", b, b, b);
  printf("D1[%ld][%zd][%jd][%td]\n", c, c, c, c);
  printf("D2[%Lf]\n", d);
  printf("D3[%lc][%ls]\n", 'w', "ab");
  printf("D4[%qd]\n", c);
}
int main() {
  k<<<1, 1>>>(0x1234567, -0x765433, 0x1122334455667788LL, 2.5);
  cudaError_t e = cudaDeviceSynchronize();
  printf("sync %s\n", cudaGetErrorName(e));
  return 0;
}
