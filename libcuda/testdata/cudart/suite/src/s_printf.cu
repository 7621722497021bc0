// s_printf: device printf with every conversion and flag a test prints with:
// %d %i %u %x %X %o %c %s %f %F %e %E %g %G %a %A %%, length modifiers (hh h l
// ll z), widths, precisions, '*' widths, the flags - + space # 0, special
// floats (inf, nan, -0), long strings, many arguments, and the order of
// lines from several threads taking turns.
#include <cmath>
#include "check.h"

__global__ void formats(float f, double d, int n) {
  printf("int: [%d] [%i] [%5d] [%-5d] [%+d] [% d] [%05d] [%.3d]\n", n, -n, n, n, n, n, n, n);
  printf("unsigned: [%u] [%x] [%X] [%#x] [%o] [%#o] [%08x]\n", (unsigned)n, n, n, n, n, n, n);
  printf("lengths: [%hhd] [%hd] [%ld] [%lld] [%llu] [%llx] [%zu]\n", (signed char)n, (short)(n * 1000), (long)n * 100000,
         -1234567890123LL, 18446744073709551615ULL, 0xdeadbeefcafeULL, (size_t)12345);
  printf("char/str: [%c] [%5c] [%s] [%10s] [%-10s] [%.3s] [%%]\n", 'A' + n % 26, 'z', "hello", "right", "left", "truncate");
  printf("float: [%f] [%.2f] [%10.3f] [%-10.1f] [%+f] [%e] [%.3E] [%g] [%G] [%a] [%A]\n", f, f, f, f, f, f, f, f, f, f, f);
  printf("double: [%f] [%.10f] [%e] [%.15g] [%g] [%#g] [%#.0f]\n", d, d, d, d, d * 1e-10, d, d);
  printf("special: [%f] [%f] [%f] [%e] [%g] [%5.1f] [%F]\n", INFINITY, -INFINITY, NAN, -0.0, 1e300 * 10, -0.0, (double)INFINITY);
  printf("stars: [%*d] [%-*d] [%.*f] [%*.*f]\n", 6, n, 6, n, 2, d, 10, 4, d);
  printf("small: [%g] [%g] [%e] [%.0e] [%g]\n", 1e-5, 123456789.0, 0.0, 5e-324, 1e-320);
  printf("many: %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %f %f %f %f\n", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
         16, 1.5, 2.5, 3.5, 4.5);
  printf("no arguments at all\n");
  printf("%s|%s|%s\n", "a long string that goes on for a while, well past any small buffer one might guess at, just to see", "",
         "x");
}

__global__ void turns(int round) {
  for (int t = 0; t < blockDim.x; t++) {
    if (threadIdx.x == t) printf("round %d thread %d value %.3f\n", round, t, t * 0.125f + round);
    __syncthreads();
  }
}

int main() {
  printf("host before\n");
  formats<<<1, 1>>>(3.14159265f, 2.718281828459045, 42);
  OK(cudaDeviceSynchronize());
  formats<<<1, 1>>>(-1234.5f, -0.000123456789, -7);
  OK(cudaDeviceSynchronize());
  printf("host between\n");
  for (int r = 0; r < 2; r++) {
    turns<<<1, 8>>>(r);
    OK(cudaDeviceSynchronize());
  }
  printf("host after\n");
  return finish();
}
