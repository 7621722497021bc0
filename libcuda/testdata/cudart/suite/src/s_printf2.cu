// s_printf2: device printf's conversions one at a time, each followed by a
// sentinel argument, so that what each length modifier and '*' consumes
// shows: hh, h, l, ll, z, j, t on d/u/x; '*' widths and precisions; %a and %A
// on doubles and floats; %p; %s of a null pointer; exponents of three digits;
// rounding of halves; long precisions.
#include "check.h"

__global__ void one() {
  signed char c = -5;
  short s = -3000;
  long l = -70000000000L;
  long long ll = -80000000000LL;
  size_t z = 123456789012ULL;
  printf("hhd [%hhd] [%d]\n", c, 111);
  printf("hhu [%hhu] [%d]\n", (unsigned char)200, 112);
  printf("hd [%hd] [%d]\n", s, 113);
  printf("hx [%hx] [%d]\n", (unsigned short)0xbeef, 114);
  printf("ld [%ld] [%d]\n", l, 115);
  printf("lld [%lld] [%d]\n", ll, 116);
  printf("lu [%lu] [%d]\n", (unsigned long)l, 117);
  printf("zu [%zu] [%d]\n", z, 118);
  printf("zd [%zd] [%d]\n", (long)z, 119);
  printf("jd [%jd] [%d]\n", (long long)ll, 120);
  printf("td [%td] [%d]\n", (long)l, 121);
  printf("star width [%*d] [%d]\n", 7, 42, 122);
  printf("star precision [%.*f] [%d]\n", 3, 3.14159, 123);
  printf("star both [%*.*f] [%d]\n", 9, 2, 2.71828, 124);
  printf("star string [%.*s] [%d]\n", 2, "abcdef", 125);
  printf("a [%a] [%a] [%a] [%a] [%a] [%d]\n", 1.0, 0.5, -0.1, 1e-300, 0.0, 126);
  printf("A [%A] [%.3a] [%20a] [%d]\n", 255.5, 1.0 / 3, 2.0, 127);
  printf("af [%a] [%a] [%d]\n", 1.5f, 1e-40f, 128);
  printf("p [%p] [%p] [%d]\n", (void *)0, (void *)0x1234, 129);
  printf("s null [%s] [%d]\n", (const char *)0, 130);
  printf("e3 [%e] [%e] [%g] [%d]\n", 1e100, 1e-100, 1e200, 131);
  printf("halves [%.0f] [%.0f] [%.0f] [%.1f] [%d]\n", 0.5, 1.5, 2.5, 0.25, 132);
  printf("long precision [%.20f] [%.17g] [%d]\n", 0.1, 0.1, 133);
  printf("hash zero [%#x] [%#o] [%#.0e] [%d]\n", 0, 0, 1.0, 134);
  printf("percent [%5%] [%-5%] [%d]\n", 135);
  printf("c [%c%c%c] [%d]\n", 'o', 'k', '!', 136);
  printf("i64 [%i] [%u] [%d]\n", -1, 4000000000u, 137);
}

int main() {
  one<<<1, 1>>>();
  OK(cudaDeviceSynchronize());
  return finish();
}
