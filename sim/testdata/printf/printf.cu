// Device printf formats. The kernel's PTX (nvcc 11.8: nvcc -ptx -arch=sm_80 printf.cu) runs on the
// engine; main runs it on an H200 to record printf.out.
#include <cstdio>

extern "C" __global__ void fmts(int i, long long ll, unsigned u, float f, double d, const char *s) {
  int t = threadIdx.x;
  printf("d=%d i=%i u=%u x=%x X=%X o=%o c=%c\n", i + t, -i - t, u + t, u + t, u * 3 + t, u + t, 'A' + t);
  printf("ld=%ld lld=%lld llu=%llu llx=%llx\n", ll + t, -ll - t, (unsigned long long)ll * 3 + t, ll + t);
  printf("f=%f e=%e g=%g F=%.3f E=%.2E G=%.4G\n", f * (t + 1), f * (t + 1), f * (t + 1), d * (t + 1), d * (t + 1), d * (t + 1));
  printf("w=[%5d] [%-5d] [%05d] [%+d] [% d] [%8.3f] [%-8.2f] [%.0f]\n", i + t, i + t, i + t, i + t, i + t, d + t, d + t, d + t);
  printf("s=%s [%10s] [%-10s] [%.3s] %%\n", s, s, s, s);
  printf("big=%g %g %e small=%g %f\n", 1e20 * (t + 1), 123456789.0 * (t + 1), 1e-300 * (t + 1), 1e-5 * (t + 1), 1e-7 * (t + 1));
  printf("h=%hd hh=%hhd #x=%#x #o=%#o\n", (short)(i * 1000 + t), (char)(i + t), u + t, u + t);
}

int main() {
  char *s;
  cudaMalloc(&s, 16);
  cudaMemcpy(s, "hello", 6, cudaMemcpyHostToDevice);
  fmts<<<1, 2>>>(42, 1234567890123LL, 3000000000u, 1.5f, -2.718281828459045, s);
  cudaDeviceSynchronize();
  return 0;
}
