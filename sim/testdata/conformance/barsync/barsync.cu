// Barriers in divergent code, for the barsync_*.case cases: PTX by nvcc 13.0
// (-O3 -arch=sm_90 -ptx: barsync_sm90.ptx; -G: barsync_G.ptx).

// Numba's cuda.reduce pattern: a divergent load, then a tree reduction whose adds only the lower
// half of the threads do, each step followed by __syncthreads().
extern "C" __global__ void tree_reduce(const float *in, float *out, int n) {
  __shared__ float sdata[1024];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + tid;
  float v = 0.0f;
  if (i < n) v = in[i] * 0.5f + 1.0f;
  sdata[tid] = v;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

// Each warp's halves store, reach different __syncthreads(), and read their partner's value.
extern "C" __global__ void halves_sync(const unsigned *in, unsigned *out) {
  __shared__ unsigned s[1024];
  unsigned tid = threadIdx.x;
  unsigned g = blockIdx.x * blockDim.x + tid;
  unsigned r;
  if ((tid & 31) < 16) {
    s[tid] = in[g] + 2000;
    __syncthreads();
    r = s[tid ^ 16] * 3;
  } else {
    s[tid] = in[g] ^ 0x5555;
    __syncthreads();
    r = s[tid ^ 16] + 7;
  }
  out[g] = r;
}

// __syncthreads_count / _and / _or reached by the halves of each warp through different calls.
extern "C" __global__ void halves_count(const unsigned *in, unsigned *out) {
  unsigned tid = threadIdx.x;
  unsigned g = blockIdx.x * blockDim.x + tid;
  unsigned v = in[g];
  unsigned r;
  if ((tid & 31) < 16) {
    r = __syncthreads_count(v & 1);
    r |= __syncthreads_and(v != 12345) << 16;
    r |= __syncthreads_or((v & 0xff) == 7) << 17;
  } else {
    r = __syncthreads_count((v & 3) == 0) + 1000;
    r |= __syncthreads_and(tid != 1000) << 16;
    r |= __syncthreads_or(v == 0) << 17;
  }
  out[g] = r;
}
