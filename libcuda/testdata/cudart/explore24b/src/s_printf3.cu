// s_printf3: device printf formatting of 96 random and edge floats and
// doubles (%a %A %e %.0e %.17g %g %#g %f %.3f %12.4E %-14.6g|), 64-bit and
// narrow integers (%lld %llu %llx %#llo %hhx %hd %+.5d % 08d), chars and
// strings with width and precision, a null pointer and pointers printed
// with %p, then 3 warps printing a line per lane.
#include <vector>
#include <cstring>
#include <cmath>
#include <cfloat>
#include "check.h"

__global__ void fmt(const double *d, const long long *l, int n) {
  for (int i = 0; i < n; i++) {
    double x = d[i];
    float f = (float)x;
    long long v = l[i];
    printf("%d: %a %A %e %.0e %.17g %g %#g %f %.3f %12.4E %-14.6g|\n", i, x, x, x, x, x, x, x, x, x, x, x);
    printf("%d: %a %e %.9g %g %.2f %10.1e\n", i, f, f, f, f, f, f);
    printf("%d: %lld %llu %llx %#llo %hhx %hd %+.5d % 08d %-6i| %c%c %5.2s %-4s|\n", i, v, (unsigned long long)v, v, v, (unsigned char)v,
           (short)v, (int)v, (int)(v >> 32), (int)(v % 1000), 'a' + (int)(v & 15), '0' + (int)(i % 10), "xyz", i % 2 ? "o" : "");
  }
  printf("pointers: %p %p %p\n", (void *)0, (void *)0x1234, (void *)-1);
}

__global__ void lanes() {
  int t = threadIdx.x;
  if (t < 96) printf("warp %d lane %2d: %.6e %x\n", t / 32, t % 32, 1.0 / (t + 1), t * 0x01010101u);
}

int main() {
  const int n = 96;
  std::vector<double> d(n);
  std::vector<long long> l(n);
  unsigned s = 59;
  const double edge[] = {0.0, -0.0, 1.0, -1.5, 0.1, 1e-310, DBL_MIN, DBL_MAX, -INFINITY, INFINITY, NAN, 123456789.125, 0.5, 2.5, 9.9999999e-5, 1e21};
  for (int i = 0; i < n; i++) {
    if (i < 16) d[i] = edge[i];
    else {
      unsigned long long bits = (unsigned long long)lcg(s) << 40 ^ (unsigned long long)lcg(s) << 16 ^ lcg(s);
      memcpy(&d[i], &bits, 8);
      if (std::isnan(d[i]) || i % 3) d[i] = ldexp((double)(int)lcg(s) / 8e6, (int)(lcg(s) % 200) - 100);
    }
    l[i] = (long long)((unsigned long long)lcg(s) << 40 ^ (unsigned long long)lcg(s) << 16 ^ lcg(s));
  }
  l[0] = 0, l[1] = -1, l[2] = (long long)0x8000000000000000ull, l[3] = 0x7fffffffffffffffll;
  double *dd;
  long long *dl;
  REQUIRE(cudaMalloc(&dd, n * 8));
  REQUIRE(cudaMalloc(&dl, n * 8));
  OK(cudaMemcpy(dd, d.data(), n * 8, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(dl, l.data(), n * 8, cudaMemcpyHostToDevice));
  fmt<<<1, 1>>>(dd, dl, n);
  OK(cudaDeviceSynchronize());
  lanes<<<1, 128>>>();
  OK(cudaDeviceSynchronize());
  return finish();
}
