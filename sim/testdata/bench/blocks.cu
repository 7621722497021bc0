// One-thread blocks: each block writes one word from its index, so that a launch of many blocks
// measures the engine's per-block cost (compiled with: nvcc -ptx -arch=sm_80 -O3 blocks.cu).
extern "C" __global__ void blocks(unsigned *out) {
  unsigned i = blockIdx.x;
  out[i] = i * 2654435761u + 12345u;
}
