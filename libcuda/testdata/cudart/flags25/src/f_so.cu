// f_so: loads the shared library built from f_so_lib.cu with the same
// flags (bin/f_so_lib.SET.so, next to this binary, f_so.SET) with dlopen,
// launches through it twice, then closes it.
// build-so: f_so_lib.cu
#include "check.h"
#include <dlfcn.h>
#include <string>

int main(int argc, char **argv) {
  std::string self = argv[0];
  size_t dot = self.rfind("f_so.");
  std::string lib = self.substr(0, dot) + "f_so_lib." + self.substr(dot + 5) + ".so";
  void *h = dlopen(lib.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    printf("dlopen failed\n");
    return 2;
  }
  auto saxpy = (int (*)(int, float, const float *, float *))dlsym(h, "so_saxpy");
  auto calls = (int (*)())dlsym(h, "so_calls");
  const int n = 1000;
  float hx[n], hy[n], *x, *y;
  for (int i = 0; i < n; i++) hx[i] = i, hy[i] = 1;
  REQUIRE(cudaMalloc(&x, sizeof hx));
  REQUIRE(cudaMalloc(&y, sizeof hy));
  OK(cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice));
  OK(cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice));
  printf("so_saxpy -> %d\n", saxpy(n, 2.0f, x, y));
  printf("so_saxpy -> %d\n", saxpy(n, 0.5f, x, y));
  OK(cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost));
  printf("y[999] %g hash %016llx calls %d\n", hy[999], fnv(hy, sizeof hy), calls());
  printf("dlclose -> %d\n", dlclose(h));
  OK(cudaDeviceSynchronize());
  return finish();
}
