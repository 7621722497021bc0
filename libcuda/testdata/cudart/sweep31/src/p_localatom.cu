// p_localatom: a probe, not a test (it prints what the GPU answers; nothing
// is asserted). Atomics on automatic (local) variables: libcu++ 1.8's
// cuda::atomic and cuda::std::atomic on a local object, and atomicAdd and
// atomicCAS through a generic pointer to a local int. The PTX ISA leaves a
// generic atomic on a local address undefined, and CCCL issue 2585 reports
// that on GPUs such an update may be combined across the warp (every lane's
// local variable has the same generic address). cudasim updates each lane's
// own variable. The H200's answers, per lane, for a full warp, half a warp
// and one lane, decide what cudasim should do.
#include <cstdio>
#include <cuda/atomic>

struct Lane {
  int oldA, finalA, oldB, finalB, oldC, finalC, oldD, finalD;
};

__global__ void local(Lane *out, int active) {
  int lane = threadIdx.x;
  if (lane >= active) return;
  Lane r;
  cuda::atomic<int, cuda::thread_scope_thread> a(100 * lane);
  r.oldA = a.fetch_add(lane + 1);
  r.finalA = a.load();
  cuda::std::atomic<int> b(7);
  r.oldB = b.fetch_add(1);
  r.finalB = b.load();
  int c = 1000 + lane, *pc = &c;
  asm volatile("" : "+l"(pc));  // keep the generic pointer (no folding to the local value)
  r.oldC = atomicAdd(pc, 2);
  r.finalC = *pc;
  int d = lane, *pd = &d;
  asm volatile("" : "+l"(pd));
  r.oldD = atomicCAS(pd, lane, -lane);
  r.finalD = *pd;
  out[lane] = r;
}

int main() {
  Lane *d, h[32];
  cudaMalloc(&d, sizeof h);
  for (int active : {32, 16, 1}) {
    cudaMemset(d, 0, sizeof h);
    local<<<1, 32>>>(d, active);
    cudaError_t e = cudaDeviceSynchronize();
    printf("%d active lanes: %s\n", active, cudaGetErrorName(e));
    if (e != cudaSuccess) return 1;
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int l = 0; l < active; l++)
      printf("  lane %2d: atomic<thread> %d -> %d, std::atomic %d -> %d, atomicAdd %d -> %d, atomicCAS %d -> %d\n", l, h[l].oldA, h[l].finalA, h[l].oldB, h[l].finalB,
             h[l].oldC, h[l].finalC, h[l].oldD, h[l].finalD);
  }
  return 0;
}
