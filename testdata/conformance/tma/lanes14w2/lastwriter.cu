// lanes14 window 2: racecheck's view of a warp's lanes storing to one shared word. All 32 lanes
// of one warp store their lane number to s[0] (kind 0: st.shared.u32; kind 1: st.shared.v2.u32
// to s[0..1]; kind 2: st.shared.v4.u32 to s[0..3]); then, with no __syncwarp, lane `reader`
// (none when -1) loads s[0] and writes it to out[0]. Run under compute-sanitizer --tool racecheck:
// which hazards does it report for the read, depending on the reading lane?
#include <cstdio>
#include <cstdlib>

__global__ void lastwriter(int kind, int reader, unsigned *out) {
  __shared__ __align__(16) unsigned s[64];
  unsigned t = threadIdx.x;
  unsigned a = (unsigned)__cvta_generic_to_shared(&s[0]);
  if (kind == 0) asm volatile("st.shared.u32 [%0], %1;" ::"r"(a), "r"(t) : "memory");
  else if (kind == 1) asm volatile("st.shared.v2.u32 [%0], {%1, %1};" ::"r"(a), "r"(t) : "memory");
  else asm volatile("st.shared.v4.u32 [%0], {%1, %1, %1, %1};" ::"r"(a), "r"(t) : "memory");
  if ((int)t == reader) {
    unsigned v;
    asm volatile("ld.shared.u32 %0, [%1];" : "=r"(v) : "r"(a) : "memory");
    out[0] = v;
  }
}

int main(int argc, char **argv) {
  int kind = atoi(argv[1]), reader = atoi(argv[2]);
  unsigned *d, h = 0xffffffff;
  cudaMalloc(&d, 4);
  cudaMemcpy(d, &h, 4, cudaMemcpyHostToDevice);
  lastwriter<<<1, 32>>>(kind, reader, d);
  cudaError_t e = cudaDeviceSynchronize();
  cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost);
  printf("kind %d reader %d: %s, out[0] = %u\n", kind, reader, cudaGetErrorName(e), h);
  return 0;
}
