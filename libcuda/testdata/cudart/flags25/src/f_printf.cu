// f_printf: device printf with the common conversions, from one thread
// and from one warp (lane order), and a value computed before printing.
#include "check.h"

__global__ void one(int n, float x, double d, const char *s) {
  printf("int %d %5d %-5d| %x %X %o %u\n", n, n, n, n, n, n, (unsigned)-n);
  printf("float %f %.3f %e %g %10.4f\n", x, x, x, x, x);
  printf("double %f %.10e %g %a\n", d, d, d, d);
  printf("long %ld %lld %llx\n", (long)n * 1000000000L, (long long)n << 33, 0xdeadbeefcafeull);
  printf("char %c string [%s] [%8s] [%-8s] %%\n", 'A' + n % 26, s, "ab", "cd");
  printf("special %f %f %f\n", 1.0f / 0.0f, -1.0f / 0.0f, sqrtf(-x));
}

__global__ void warp() {
  float v = sinf(threadIdx.x * 0.5f);
  printf("lane %2d %.6f\n", threadIdx.x, v);
}

__device__ char msg[] = "hello";

int main() {
  char *s;
  OK(cudaGetSymbolAddress((void **)&s, msg));
  one<<<1, 1>>>(42, 3.14159f, 2.718281828459045, s);
  OK(cudaDeviceSynchronize());
  warp<<<1, 32>>>();
  OK(cudaDeviceSynchronize());
  return finish();
}
