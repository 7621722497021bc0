// sr_main: a program on libsr.so (two -rdc units linked into a shared
// library) and on a static library of whole-program units made by nvcc
// -lib (ws_lib.cu): the library's kernel, its __managed__ variable
// written from the host through the pointer the library hands out, and the
// static library's kernel.
#include "check.h"
extern "C" int srRun(int *d);
extern "C" int *srManagedAddress();
int wsRun(int *d); // ws_lib.cu
int main() {
  int *d = nullptr;
  REQUIRE(cudaMalloc(&d, 64));
  printf("srRun %d\n", srRun(d));
  int *m = srManagedAddress();
  printf("managed %d\n", *m);
  *m = 100;
  printf("srRun after the host wrote 100: %d\n", srRun(d));
  printf("wsRun %d\n", wsRun(d));
  OK(cudaDeviceSynchronize());
  return finish();
}
