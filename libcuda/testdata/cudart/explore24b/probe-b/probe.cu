// explore24b-b: (1) how long __nanosleep(t) sleeps on the H200 for large t
// (%globaltimer and clock64 before and after, one thread); (2) which
// conversion of s_printf3's third printf makes the H200's kernel fault
// (argv[1] picks one printf per process).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__device__ unsigned long long gt() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

__global__ void sleeper(unsigned t, unsigned long long *o) {
  unsigned long long g0 = gt();
  long long c0 = clock64();
  __nanosleep(t);
  long long c1 = clock64();
  unsigned long long g1 = gt();
  o[0] = g1 - g0;
  o[1] = c1 - c0;
}

__global__ void pf(int which, long long v, int i) {
  switch (which) {
    case 0: printf("%d: %lld %llu %llx %#llo %hhx %hd %+.5d % 08d %-6i| %c%c %5.2s %-4s|\n", i, v, (unsigned long long)v, v, v, (unsigned char)v,
                   (short)v, (int)v, (int)(v >> 32), (int)(v % 1000), 'a' + (int)(v & 15), '0' + (int)(i % 10), "xyz", i % 2 ? "o" : ""); break;
    case 1: printf("A %hhx|%s|\n", (unsigned char)v, "xyz"); break;
    case 2: printf("B %hd|%s|\n", (short)v, "xyz"); break;
    case 3: printf("C %c%c|%s|\n", 'a', 'b', "xyz"); break;
    case 4: printf("D %5.2s|%-4s|\n", "xyz", ""); break;
    case 5: printf("E %#llo|%s|\n", v, "xyz"); break;
    case 6: printf("F %hhx %hd %d|%s|\n", (unsigned char)v, (short)v, 5, "xyz"); break;
    case 7: printf("G %hhx %d %d|%s|\n", (unsigned char)v, 6, 7, "xyz"); break;
    case 8: printf("H %lld %hhx|%s|\n", v, (unsigned char)v, "xyz"); break;
    case 9: printf("I %d %hhx %d|%s|%d\n", 1, (unsigned char)v, 2, "xyz", 3); break;
    case 10: printf("J %+.5d % 08d %-6i|%s|\n", 1, 2, 3, "xyz"); break;
    case 11: printf("K %hhx %c|%s|\n", (unsigned char)v, 'q', "xyz"); break;
    case 12: printf("L %s|%s|\n", "xyz", ""); break;
  }
}

int main(int argc, char **argv) {
  if (argc > 1) {
    pf<<<1, 1>>>(atoi(argv[1]), 0x123456789abcdefll, 0);
    cudaError_t e = cudaDeviceSynchronize();
    printf("case %s: %s\n", argv[1], cudaGetErrorName(e));
    return 0;
  }
  unsigned long long *d, h[2];
  cudaMalloc(&d, 16);
  const unsigned ts[] = {0, 1000, 100000, 500000, 1000000, 2000000, 10000000, 100000000, 0xffffffffu};
  for (unsigned t : ts)
    for (int r = 0; r < 3; r++) {
      sleeper<<<1, 1>>>(t, d);
      cudaMemcpy(h, d, 16, cudaMemcpyDeviceToHost);
      printf("nanosleep %10u: globaltimer %llu ns clock64 %llu\n", t, h[0], h[1]);
    }
  return 0;
}
