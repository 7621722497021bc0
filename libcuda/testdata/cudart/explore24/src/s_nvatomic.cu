// s_nvatomic: the __nv_atomic_* built-ins (CUDA 12.8+): fetch_add/sub/and/
// or/xor/min/max, add/sub/... without result, exchange, compare_exchange
// (strong and weak, success and failure), load, store, thread_fence, on
// int, unsigned and unsigned long long (nvcc 13.0 refuses them on float and
// double: "first argument must be a pointer to integer or enum type", and
// add/sub on long long: "not valid on signed integer of size 8"), in global
// and shared memory, at each order and scope; counters under contention
// checked on the host, per-thread results printed as hashes.
#include <vector>
#include "check.h"

template <typename T>
__device__ void ops(T *g, T *s, T v, unsigned long long *r) {
  r[0] = (unsigned long long)__nv_atomic_fetch_add(g + 0, v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE) != 0;
  __nv_atomic_fetch_add(g + 1, v, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_SYSTEM);
  __nv_atomic_fetch_add(s + 0, v, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_BLOCK);
  __nv_atomic_fetch_min(g + 2, v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_fetch_max(g + 3, v, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_fetch_min(s + 1, v, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK);
  __nv_atomic_fetch_max(s + 2, v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
  __nv_atomic_fetch_sub(g + 4, v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}

template <typename T>
__device__ void bits(T *g, T v) {
  __nv_atomic_fetch_and(g + 5, ~(T(1) << (threadIdx.x % (8 * sizeof(T)))), __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_fetch_or(g + 6, T(1) << (threadIdx.x % (8 * sizeof(T))), __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_SYSTEM);
  __nv_atomic_fetch_xor(g + 7, v, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_DEVICE);
}

struct Out {
  int i[8];
  unsigned u[8];
  long long l[8];
  unsigned long long q[8];
  float f[8];
  double d[8];
  int ex[4];
  int cas[6];
  int ld[4];
};

__global__ void k(Out *o, unsigned long long *r) {
  __shared__ int si[8];
  __shared__ unsigned long long sq[8];
  __shared__ float sf[4];
  __shared__ double sd[4];
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  if (threadIdx.x == 0) {
    si[0] = 0, si[1] = 1 << 30, si[2] = -(1 << 30);
    si[4] = 0, si[5] = 1 << 30, si[6] = 0;
    sq[0] = 0, sq[1] = ~0ull, sq[2] = 0;
    sq[4] = 0, sq[5] = 1ull << 60, sq[6] = 1ull << 63;
    sf[0] = 0, sf[1] = 1e30f, sf[2] = -1e30f;
    sd[0] = 0, sd[1] = 1e300, sd[2] = -1e300;
  }
  __syncthreads();
  int v = (t * 37) % 101 - 50;
  ops<int>(o->i, si, v, r + t * 8 + 0);
  ops<unsigned>(o->u, (unsigned *)si + 4, (unsigned)(v + 50), r + t * 8 + 1);
  ops<unsigned long long>(o->q, sq, (unsigned long long)(v + 50) << 33, r + t * 8 + 3);
  bits<unsigned>(o->u, (unsigned)t * 2654435761u);
  bits<unsigned long long>(o->q, (unsigned long long)t * 0x9E3779B97F4A7C15ull);
  bits<int>(o->i, t * 7919);
  // exchange / compare_exchange / load / store on per-thread slots: deterministic
  int old;
  int mine = t * 3;
  __nv_atomic_exchange(&o->ex[t % 4], &mine, &old, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_DEVICE);
  int xn = __nv_atomic_exchange_n(&o->ex[t % 4], mine + 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  r[t * 8 + 4] = (unsigned long long)(xn - mine);  // own value unless another thread came between
  if (t < 6) {
    int expected = t == 3 ? 99 : 0, desired = t + 10;
    bool ok = __nv_atomic_compare_exchange(&o->cas[t], &expected, &desired, t & 1, __NV_ATOMIC_ACQ_REL,
                                           __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
    int e2 = 7;
    bool ok2 = __nv_atomic_compare_exchange_n(&o->cas[t], &e2, 70 + t, false, __NV_ATOMIC_SEQ_CST,
                                              __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_SYSTEM);
    r[t * 8 + 5] = ok | ok2 << 1 | (unsigned long long)(unsigned)expected << 8 | (unsigned long long)(unsigned)e2 << 40;
  }
  if (t < 4) {
    int st = 500 + t, got;
    __nv_atomic_store(&o->ld[t], &st, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_load(&o->ld[t], &got, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
    __nv_atomic_store_n(&o->ld[t], st + 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
    r[t * 8 + 6] = (unsigned)got + 1000ull * __nv_atomic_load_n(&o->ld[t], __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_SYSTEM);
  }
  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_thread_fence(__NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_BLOCK);
  __syncthreads();
  if (threadIdx.x == 0) {
    // the shared results, folded into global slots 7 (not touched above)
    atomicAdd((unsigned long long *)&o->l[7], (unsigned long long)(si[0] + (long long)si[1] * 3 + si[2] + si[4] * 5ll + si[5] * 7ll + si[6] * 11ll));
    atomicXor(&o->q[7], sq[0] ^ sq[1] ^ sq[2] ^ (sq[4] * 3) ^ (sq[5] * 5) ^ (sq[6] * 7));
    atomicAdd(&o->f[7], sf[0] + sf[1] + sf[2]);
    atomicAdd(&o->d[7], sd[0] + sd[1] + sd[2]);
  }
}

int main() {
  Out h{};
  h.i[2] = h.u[2] = 1 << 30, h.l[2] = 1ll << 50, h.q[2] = ~0ull, h.f[2] = 1e30f, h.d[2] = 1e300;
  h.i[3] = -(1 << 30), h.l[3] = -(1ll << 50), h.f[3] = -1e30f, h.d[3] = -1e300;
  h.i[5] = h.u[5] = ~0u, h.q[5] = ~0ull;
  h.cas[0] = 0, h.cas[1] = 0, h.cas[2] = 5, h.cas[3] = 0, h.cas[4] = 0, h.cas[5] = 7;
  Out *d;
  unsigned long long *r;
  const int B = 4, T = 128, N = B * T;
  REQUIRE(cudaMalloc(&d, sizeof(Out)));
  REQUIRE(cudaMalloc(&r, N * 8 * 8));
  OK(cudaMemset(r, 0, N * 8 * 8));
  OK(cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice));
  k<<<B, T>>>(d, r);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  Out g;
  std::vector<unsigned long long> rr(N * 8);
  OK(cudaMemcpy(&g, d, sizeof g, cudaMemcpyDeviceToHost));
  OK(cudaMemcpy(rr.data(), r, N * 8 * 8, cudaMemcpyDeviceToHost));
  for (int j = 0; j < 8; j++)
    printf("slot %d: i %d u %u l %lld q %llx f %a d %a\n", j, g.i[j], g.u[j], g.l[j], g.q[j], g.f[j], g.d[j]);
  printf("cas slots:");
  for (int j = 0; j < 6; j++) printf(" %d", g.cas[j]);
  printf("\nld slots: %d %d %d %d\n", g.ld[0], g.ld[1], g.ld[2], g.ld[3]);
  for (int t = 0; t < 6; t++) printf("thread %d cas %llx ld %llu\n", t, rr[t * 8 + 5], t < 4 ? rr[t * 8 + 6] : 0);
  long long si = 0, mn = 1 << 30, mx = -(1 << 30);
  for (int t = 0; t < N; t++) {
    int v = (t * 37) % 101 - 50;
    si += v, mn = v < mn ? v : mn, mx = v > mx ? v : mx;
  }
  check(g.i[1] == si && g.i[2] == mn && g.i[3] == mx, "int add/min/max");
  return finish();
}
