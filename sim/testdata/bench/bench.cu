// Benchmark kernels for the PTX engine (compiled with: nvcc -ptx -arch=sm_80 -O3 bench.cu).

extern "C" __global__ void vecadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

#define TILE 16
extern "C" __global__ void sgemm(const float *A, const float *B, float *C, int N) {
  __shared__ float As[TILE][TILE], Bs[TILE][TILE];
  int r = blockIdx.y * TILE + threadIdx.y, c = blockIdx.x * TILE + threadIdx.x;
  float acc = 0;
  for (int t = 0; t < N; t += TILE) {
    As[threadIdx.y][threadIdx.x] = A[r * N + t + threadIdx.x];
    Bs[threadIdx.y][threadIdx.x] = B[(t + threadIdx.y) * N + c];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; k++) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  C[r * N + c] = acc;
}

__device__ __forceinline__ unsigned rotr(unsigned x, unsigned n) { return (x >> n) | (x << (32 - n)); }

// SHA-256-like mixing: 64 rounds of the compression function's arithmetic on per-thread state.
extern "C" __global__ void hash(const unsigned *in, unsigned *out, int rounds) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned a = in[i], b = a ^ 0x6a09e667u, c = a + 0xbb67ae85u, d = a * 3u, e = a ^ 0x510e527fu,
           f = ~a, g = a + 0x1f83d9abu, h = a ^ 0x5be0cd19u, w = a;
  for (int r = 0; r < rounds; r++) {
    unsigned s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
    unsigned ch = (e & f) ^ (~e & g);
    w = w * 0x9e3779b9u + (unsigned)r;
    unsigned t1 = h + s1 + ch + 0x428a2f98u + w;
    unsigned s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
    unsigned maj = (a & b) ^ (a & c) ^ (b & c);
    unsigned t2 = s0 + maj;
    h = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
  }
  out[i] = a ^ b ^ c ^ d ^ e ^ f ^ g ^ h;
}

// Block sum: shared-memory tree down to one warp, then shuffles.
extern "C" __global__ void reduce(const float *in, float *out, int n) {
  __shared__ float s[256];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  s[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int st = blockDim.x / 2; st >= 32; st >>= 1) {
    if (t < st) s[t] += s[t + st];
    __syncthreads();
  }
  if (t < 32) {
    float v = s[t];
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
    if (t == 0) out[blockIdx.x] = v;
  }
}
