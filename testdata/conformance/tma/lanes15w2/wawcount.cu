// lanes15 window 1, part 2: how compute-sanitizer's racecheck counts write-write hazards
// between the lanes of a warp storing to the same shared bytes, by store width. Kind k (argv[1])
// runs one store instruction in every thread of one block of T threads (argv[2], 32 or 64), no
// barrier, no reads:
//   0 st.u32 s[0]   1 st.v2.u32 s[0..1]   2 st.v4.u32 s[0..3]   3 st.u8 byte 0   4 st.u16 bytes 0-1
//   5 st.u64 bytes 0-7   6 st.v2.u64 bytes 0-15   7 st.u8 byte lane%4 (4 lanes per byte, one word)
//   8 st.u16 bytes 2*(lane%2) (16 lanes per half-word)   9 st.u32 twice (two instructions, one word)
//   10 st.u8 byte lane (32 distinct bytes, 8 words: no two lanes name one byte)
#include <cstdio>
#include <cstdlib>

__global__ void waw(int kind, unsigned *out) {
  __shared__ __align__(16) unsigned s[64];
  unsigned t = threadIdx.x, l = t % 32;
  unsigned a = (unsigned)__cvta_generic_to_shared(&s[0]);
  unsigned long long w = t;
  switch (kind) {
  case 0: asm volatile("st.shared.u32 [%0], %1;" ::"r"(a), "r"(t) : "memory"); break;
  case 1: asm volatile("st.shared.v2.u32 [%0], {%1, %1};" ::"r"(a), "r"(t) : "memory"); break;
  case 2: asm volatile("st.shared.v4.u32 [%0], {%1, %1, %1, %1};" ::"r"(a), "r"(t) : "memory"); break;
  case 3: asm volatile("st.shared.u8 [%0], %1;" ::"r"(a), "r"(t) : "memory"); break;
  case 4: asm volatile("st.shared.u16 [%0], %1;" ::"r"(a), "h"((unsigned short)t) : "memory"); break;
  case 5: asm volatile("st.shared.u64 [%0], %1;" ::"r"(a), "l"(w) : "memory"); break;
  case 6: asm volatile("st.shared.v2.u64 [%0], {%1, %1};" ::"r"(a), "l"(w) : "memory"); break;
  case 7: asm volatile("st.shared.u8 [%0], %1;" ::"r"(a + l % 4), "r"(t) : "memory"); break;
  case 8: asm volatile("st.shared.u16 [%0], %1;" ::"r"(a + 2 * (l % 2)), "h"((unsigned short)t) : "memory"); break;
  case 9:
    asm volatile("st.shared.u32 [%0], %1;" ::"r"(a), "r"(t) : "memory");
    asm volatile("st.shared.u32 [%0], %1;" ::"r"(a), "r"(t + 100) : "memory");
    break;
  case 10: asm volatile("st.shared.u8 [%0], %1;" ::"r"(a + l), "r"(t) : "memory"); break;
  }
  __syncthreads();
  if (t < 16) out[t] = s[t];
}

int main(int argc, char **argv) {
  int kind = atoi(argv[1]), threads = atoi(argv[2]);
  unsigned *d, h[16];
  cudaMalloc(&d, sizeof h);
  waw<<<1, threads>>>(kind, d);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("kind %d threads %d: %s, s[0..3] = %08x %08x %08x %08x\n", kind, threads, cudaGetErrorName(e), h[0], h[1], h[2], h[3]);
  return 0;
}
