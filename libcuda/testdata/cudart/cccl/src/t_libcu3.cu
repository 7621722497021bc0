// t_libcu3: Hopper-era pieces of CCCL and the toolkit: a thread block
// cluster (__cluster_dims__ launched with <<<>>>, cg::this_cluster, its
// sync, distributed shared memory through map_shared_rank), half and bf16
// atomicAdd (scalar and packed, exact small sums), atomic_ref<double> and
// atomicAdd on double; and with CUDA 12 or newer cg::invoke_one and
// invoke_one_broadcast; with CCCL 3 (CUDA 13.0) the 1-D bulk copy of
// cuda::device::memcpy_async_tx completed on a barrier through
// barrier_arrive_tx. Each result is checked on the host and hashed.
#pragma nv_diag_suppress static_var_with_dynamic_init
#include <cooperative_groups.h>
#include <cuda/atomic>
#include <cuda/barrier>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cstring>
#include <utility>
#include <vector>
#include "check.h"

namespace cg = cooperative_groups;
constexpr int T = 128, B = 4, N = T * B;
// NO_NEW (build.sh's fallback) leaves the newer APIs out.
#if defined(CCCL_MAJOR_VERSION) && CCCL_MAJOR_VERSION >= 3 && !defined(NO_NEW)
#define HAS_TX 1
#else
#define HAS_TX 0
#endif

// cluster: pairs of blocks; each reads its partner's shared memory.
__global__ void __cluster_dims__(2, 1, 1) cluster(const int *in, int *out) {
  __shared__ int buf[T];
  cg::cluster_group c = cg::this_cluster();
  unsigned r = c.block_rank();
  buf[threadIdx.x] = in[blockIdx.x * T + threadIdx.x];
  c.sync();
  int *other = c.map_shared_rank(buf, r ^ 1);
  int v = other[(threadIdx.x + 1) % T];
  c.sync();
  out[blockIdx.x * T + threadIdx.x] = v * 10 + (int)r + (int)c.num_blocks() * 1000;
}

// atomics: every thread adds small integers (exact in half and bf16).
__global__ void atomics(const int *in, __half *h, __half2 *h2, __nv_bfloat16 *b, __nv_bfloat162 *b2, double *d) {
  int v = in[blockIdx.x * T + threadIdx.x];
  float one = (float)(v & 1);
  atomicAdd(h, __float2half(one));
  atomicAdd(h2, __floats2half2_rn(one, 1.0f - one));
  atomicAdd(b, __float2bfloat16(one));
  atomicAdd(b2, __floats2bfloat162_rn(1.0f - one, one));
  atomicAdd(&d[0], (double)v * 0.5);
  cuda::atomic_ref<double, cuda::thread_scope_device> r(d[1]);
#if defined(CCCL_MAJOR_VERSION) && CCCL_MAJOR_VERSION >= 2
  r.fetch_add((double)(v & 255));
#else
  // libcu++ 1.8 (CUDA 11.8) has no floating-point fetch_add.
  double old = r.load();
  while (!r.compare_exchange_weak(old, old + (double)(v & 255))) {
  }
#endif
}

#if __CUDACC_VER_MAJOR__ >= 12 && !defined(NO_NEW)
// elect: one thread per warp takes a ticket and every thread of the warp gets it.
__global__ void elect(int *counter, int *out) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  int ticket = cg::invoke_one_broadcast(warp, [&]() { return atomicAdd(counter, 1); });
  cg::invoke_one(warp, [&]() { atomicAdd(counter + 1, 10); });
  out[blockIdx.x * T + threadIdx.x] = ticket >= 0 && ticket < N / 32 ? 1 : 0;
}
#endif

#if HAS_TX
// bulkTx: thread 0 starts a bulk copy of the block's slice and arrives with
// its byte count; the others arrive plainly; all wait.
__global__ void bulkTx(const int *in, int *out) {
  __shared__ alignas(16) int buf[T];
  using barrier = cuda::barrier<cuda::thread_scope_block>;
  __shared__ barrier bar;
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  barrier::arrival_token tok;
  if (threadIdx.x == 0) {
    cuda::device::memcpy_async_tx(buf, in + blockIdx.x * T, cuda::aligned_size_t<16>(sizeof(buf)), bar);
    tok = cuda::device::barrier_arrive_tx(bar, 1, sizeof(buf));
  } else {
    tok = bar.arrive();
  }
  bar.wait(std::move(tok));
  out[blockIdx.x * T + threadIdx.x] = buf[T - 1 - threadIdx.x] * 3;
}
#endif

static unsigned fnv(const std::vector<int> &v) {
  unsigned h = 2166136261u;
  for (int x : v)
    for (int i = 0; i < 4; i++) h = (h ^ ((unsigned)x >> (8 * i) & 0xff)) * 16777619u;
  return h;
}
static std::vector<int> back(const int *d, int n) {
  std::vector<int> h(n);
  cudaError_t e = cudaMemcpy(h.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) printf("copy back -> %s\n", cudaGetErrorName(e));
  return h;
}
#define REPORT(what, ok, v)                                               \
  do {                                                                    \
    check(ok, what);                                                      \
    printf("%-22s %s fnv %08x\n", what, (ok) ? "ok" : "WRONG", fnv(v));   \
  } while (0)

int main() {
  std::vector<int> h(N);
  unsigned seed = 4711;
  for (int i = 0; i < N; i++) h[i] = (int)(lcg(seed) % 20001) - 10000;
  int *in, *out;
  REQUIRE(cudaMalloc(&in, N * sizeof(int)));
  REQUIRE(cudaMalloc(&out, N * sizeof(int)));
  OK(cudaMemcpy(in, h.data(), N * sizeof(int), cudaMemcpyHostToDevice));

  {
    cluster<<<B, T>>>(in, out);
    OK(cudaGetLastError());
    OK(cudaDeviceSynchronize());
    auto g = back(out, N);
    std::vector<int> w(N);
    for (int b = 0; b < B; b++)
      for (int t = 0; t < T; t++) w[b * T + t] = h[(b ^ 1) * T + (t + 1) % T] * 10 + (b & 1) + 2000;
    REPORT("cluster dsmem", g == w, g);
  }
  {
    char *mem;
    REQUIRE(cudaMalloc(&mem, 64));
    OK(cudaMemset(mem, 0, 64));
    __half *hh = (__half *)mem;
    __half2 *h2 = (__half2 *)(mem + 4);
    __nv_bfloat16 *bb = (__nv_bfloat16 *)(mem + 8);
    __nv_bfloat162 *b2 = (__nv_bfloat162 *)(mem + 12);
    double *dd = (double *)(mem + 16);
    atomics<<<B, T>>>(in, hh, h2, bb, b2, dd);
    OK(cudaDeviceSynchronize());
    unsigned char raw[32];
    OK(cudaMemcpy(raw, mem, 32, cudaMemcpyDeviceToHost));
    unsigned short hs[6];
    memcpy(hs, raw, 4);
    memcpy(hs + 2, raw + 4, 4);
    memcpy(hs + 4, raw + 8, 2);
    unsigned short bs[2];
    memcpy(bs, raw + 12, 4);
    double ds[2];
    memcpy(ds, raw + 16, 16);
    int odd = 0;
    double half = 0, low = 0;
    for (int x : h) odd += x & 1, half += x * 0.5, low += x & 255;
    // The words as bits: half(odd), half2(odd, N-odd), bf16(odd), bf162(N-odd, odd); sums printed.
    printf("half %04x half2 %04x %04x bf16 %04x bf162 %04x %04x double %.1f %.1f (odd %d)\n", hs[0], hs[2],
           hs[3], hs[4], bs[0], bs[1], ds[0], ds[1], odd);
    check(ds[0] == half && ds[1] == low, "double atomics");
    cudaFree(mem);
  }
#if __CUDACC_VER_MAJOR__ >= 12 && !defined(NO_NEW)
  {
    int *ctr;
    REQUIRE(cudaMalloc(&ctr, 8));
    OK(cudaMemset(ctr, 0, 8));
    elect<<<B, T>>>(ctr, out);
    OK(cudaDeviceSynchronize());
    auto g = back(out, N);
    auto c = back(ctr, 2);
    bool ok = c[0] == N / 32 && c[1] == 10 * N / 32;
    for (int x : g) ok = ok && x == 1;
    REPORT("invoke_one", ok, c);
    cudaFree(ctr);
  }
#else
  printf("CUDA %d: no cg::invoke_one\n", __CUDACC_VER_MAJOR__);
#endif
#if HAS_TX
  {
    bulkTx<<<B, T>>>(in, out);
    OK(cudaDeviceSynchronize());
    auto g = back(out, N);
    std::vector<int> w(N);
    for (int b = 0; b < B; b++)
      for (int t = 0; t < T; t++) w[b * T + t] = h[b * T + T - 1 - t] * 3;
    REPORT("memcpy_async_tx", g == w, g);
  }
#else
  printf("no cuda::device::memcpy_async_tx before CCCL 3\n");
#endif
  cudaFree(in);
  cudaFree(out);
  return finish();
}
