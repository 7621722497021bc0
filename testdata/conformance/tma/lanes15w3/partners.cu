// lanes15 probe lanes15-b: how compute-sanitizer's racecheck (default report, "analysis")
// groups the hazards of one shared word that several instructions race on. argv[1] = kind,
// one block of argv[2] threads, no barrier before the final copy:
//   0: lanes 0-15 store s[0] (line A), lanes 16-31 store s[0] (line B), lane 0 then loads s[0]
//   1: every lane loads s[0] (line C), then every lane stores s[0] (line D)
//   2: every lane stores s[0] (line E), then every lane stores s[1] (line F), lane 5 loads s[0] and s[1]
//   3: st.v2.u32 of s[0..1] by every lane (line G), lane 3 loads s[1] (line H)
#include <cstdio>
#include <cstdlib>

__global__ void partners(int kind, unsigned *out) {
  __shared__ __align__(16) unsigned s[64];
  unsigned t = threadIdx.x, v = 0;
  unsigned a = (unsigned)__cvta_generic_to_shared(&s[0]);
  if (kind == 0) {
    if (t % 32 < 16) asm volatile("st.shared.u32 [%0], %1;" ::"r"(a), "r"(t) : "memory");
    else asm volatile("st.shared.u32 [%0], %1;" ::"r"(a), "r"(t + 1000) : "memory");
    if (t == 0) asm volatile("ld.shared.u32 %0, [%1];" : "=r"(v) : "r"(a) : "memory");
  } else if (kind == 1) {
    asm volatile("ld.shared.u32 %0, [%1];" : "=r"(v) : "r"(a) : "memory");
    asm volatile("st.shared.u32 [%0], %1;" ::"r"(a), "r"(t) : "memory");
  } else if (kind == 2) {
    asm volatile("st.shared.u32 [%0], %1;" ::"r"(a), "r"(t) : "memory");
    asm volatile("st.shared.u32 [%0], %1;" ::"r"(a + 4), "r"(t) : "memory");
    if (t == 5) {
      unsigned x, y;
      asm volatile("ld.shared.u32 %0, [%1];" : "=r"(x) : "r"(a) : "memory");
      asm volatile("ld.shared.u32 %0, [%1];" : "=r"(y) : "r"(a + 4) : "memory");
      v = x + y;
    }
  } else {
    asm volatile("st.shared.v2.u32 [%0], {%1, %1};" ::"r"(a), "r"(t) : "memory");
    if (t == 3) asm volatile("ld.shared.u32 %0, [%1];" : "=r"(v) : "r"(a + 4) : "memory");
  }
  out[t] = v;
}

int main(int argc, char **argv) {
  int kind = atoi(argv[1]), threads = atoi(argv[2]);
  unsigned *d, h[4];
  cudaMalloc(&d, 64 * 4);
  partners<<<1, threads>>>(kind, d);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("kind %d threads %d: %s, out[0..3] = %u %u %u %u\n", kind, threads, cudaGetErrorName(e), h[0], h[1], h[2], h[3]);
  return 0;
}
