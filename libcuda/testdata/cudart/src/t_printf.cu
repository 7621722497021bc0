// t_printf: device printf. The output's order is fixed: one block per
// launch with a synchronization between launches, and inside a block the
// threads take turns (a loop with __syncthreads), so that the text is the
// same on every run and on every GPU.
#include "check.h"

__global__ void hello(int launch) {
  printf("launch %d: block %d of %d, thread %d of %d\n", launch, blockIdx.x, gridDim.x, threadIdx.x,
         blockDim.x);
}

__global__ void turns() {
  for (int t = 0; t < blockDim.x; t++) {
    if (threadIdx.x == t && t % 17 == 0) printf("turn %2d lane %2d warp %d\n", t, t % 32, t / 32);
    __syncthreads();
  }
}

__global__ void formats(const char *s) {
  printf("int %d %i %5d|%-5d| %+d %05d\n", -42, 7, 123, 45, 9, 12);
  printf("unsigned %u hex %x %X %#x octal %o\n", 4000000000u, 0xbeef, 0xbeef, 255, 8);
  printf("long %ld %lld %llu %llx\n", -1234567890123L, -9876543210LL, 18446744073709551615ULL,
         0x123456789abcdefULL);
  printf("float %f %.3f %10.2f %e %.2e %g %g\n", 3.14159f, 2.0 / 3, -1.5, 12345.678, 0.000123, 1e-5,
         100000.0);
  printf("double %.15g %g %g\n", 0.1, 1.0 / 0.0, -1.0 / 0.0);
  printf("char %c%c%c string [%s] [%8s] [%-8s] %%\n", 'G', 'P', 'U', s, "right", "left");
  printf("no arguments\n");
}

__device__ char msg[16] = "from a variable";

int main() {
  printf("host before launches\n");
  for (int b = 0; b < 3; b++) {
    hello<<<1, 1>>>(b);
    OK(cudaDeviceSynchronize());
  }
  printf("host between launches\n");
  turns<<<1, 96>>>();
  OK(cudaDeviceSynchronize());
  char *s = nullptr;
  OK(cudaGetSymbolAddress((void **)&s, msg));
  formats<<<1, 1>>>(s);
  OK(cudaDeviceSynchronize());
  printf("host after launches\n");
  // Output waiting in the buffer comes out at the next synchronization.
  hello<<<1, 1>>>(99);
  OK(cudaStreamSynchronize(0));
  hello<<<1, 1>>>(100);
  int v = 0;
  OK(cudaMemcpy(&v, s, sizeof v, cudaMemcpyDeviceToHost));
  printf("host after copy\n");
  OK(cudaDeviceSynchronize());
  return finish();
}
