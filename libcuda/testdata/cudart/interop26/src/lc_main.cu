// lc_main: a program linked with libl_c.so (lc_lib.cu), whose constructor
// and destructor use CUDA before and after main; the program's own kernel
// and allocation in between.
#include "check.h"
extern "C" int lcValue();
__global__ void mine(int *p) { p[threadIdx.x] = 7; }
int main() {
  printf("main starts\n");
  printf("lcValue %d\n", lcValue());
  int *d = nullptr;
  OK(cudaMalloc(&d, 64));
  mine<<<1, 4>>>(d);
  int h[4];
  OK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  printf("mine %d\n", h[3]);
  printf("main returns\n");
  return finish();
}
