// s_libcu_atomic: libcu++'s atomics in kernels: cuda::atomic_ref and
// cuda::atomic at thread, block, device and system scope, every memory
// order on fetch_add/sub/and/or/xor, fetch_min/max, exchange,
// compare_exchange_strong/weak loops (a float product, a 64-bit max with an
// index), atomics on float and double, cuda::std::atomic_flag, atomic
// fences, cuda::atomic in shared memory, and a spin lock of block leaders
// (acquire/release) guarding plain memory; totals checked on the host.
#include <cuda/atomic>
#include <cuda/std/atomic>
#include "check.h"

struct Totals {
  int add[5];
  unsigned bits[3];
  int mn, mx;
  unsigned long long packedMax;
  float fsum;
  double dsum;
  float prod;
  int exch, flagWins, lockCount, plain, blockSums;
};

__device__ int lockWord;

__global__ void work(Totals *t) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  using cuda::atomic_ref;
  using cuda::thread_scope_device;
  using cuda::thread_scope_system;
  using cuda::thread_scope_block;
  atomic_ref<int, thread_scope_device> a0(t->add[0]), a1(t->add[1]), a2(t->add[2]), a3(t->add[3]);
  atomic_ref<int, thread_scope_system> a4(t->add[4]);
  a0.fetch_add(1, cuda::std::memory_order_relaxed);
  a1.fetch_add(i, cuda::std::memory_order_acquire);
  a2.fetch_sub(i % 7, cuda::std::memory_order_release);
  a3.fetch_add(2, cuda::std::memory_order_acq_rel);
  a4.fetch_add(3, cuda::std::memory_order_seq_cst);
  atomic_ref<unsigned, thread_scope_device> b0(t->bits[0]), b1(t->bits[1]), b2(t->bits[2]);
  b0.fetch_or(1u << (i % 32), cuda::std::memory_order_relaxed);
  b1.fetch_and(~(1u << (i % 29)), cuda::std::memory_order_acq_rel);
  b2.fetch_xor((unsigned)i * 2654435761u, cuda::std::memory_order_seq_cst);
  atomic_ref<int, thread_scope_device> mn(t->mn), mx(t->mx);
  mn.fetch_min((i * 37) % 1001 - 500);
  mx.fetch_max((i * 53) % 997);
  // 64-bit max of (value, index) by a compare-exchange loop.
  atomic_ref<unsigned long long, thread_scope_device> pm(t->packedMax);
  unsigned long long mine = ((unsigned long long)((i * 7919) % 1000) << 32) | (unsigned)i;
  unsigned long long cur = pm.load(cuda::std::memory_order_relaxed);
  while (cur < mine && !pm.compare_exchange_weak(cur, mine, cuda::std::memory_order_acq_rel, cuda::std::memory_order_relaxed)) {
  }
  atomic_ref<float, thread_scope_device> fs(t->fsum);
  fs.fetch_add(0.25f, cuda::std::memory_order_relaxed);
  atomic_ref<double, thread_scope_device> ds(t->dsum);
  ds.fetch_add(0.5, cuda::std::memory_order_relaxed);
  if (i < 20) {
    atomic_ref<float, thread_scope_device> pr(t->prod);
    float old = pr.load();
    while (!pr.compare_exchange_strong(old, old * 1.5f)) {
    }
  }
  atomic_ref<int, thread_scope_device> ex(t->exch);
  ex.exchange(i, cuda::std::memory_order_acq_rel);

  // Block-scope atomic in shared memory.
  __shared__ cuda::atomic<int, thread_scope_block> bs;
  __shared__ cuda::std::atomic_flag flag;
  if (threadIdx.x == 0) {
    bs.store(0, cuda::std::memory_order_relaxed);
    flag.clear();
  }
  __syncthreads();
  bs.fetch_add(threadIdx.x + 1, cuda::std::memory_order_relaxed);
  bool won = !flag.test_and_set(cuda::std::memory_order_acquire);
  cuda::atomic_thread_fence(cuda::std::memory_order_seq_cst, thread_scope_block);
  __syncthreads();
  if (won) atomic_ref<int, thread_scope_device>(t->flagWins).fetch_add(1);
  if (threadIdx.x == 0) atomic_ref<int, thread_scope_device>(t->blockSums).fetch_add(bs.load() == blockDim.x * (blockDim.x + 1) / 2);

  // A lock taken by each block's leader.
  if (threadIdx.x == 0) {
    atomic_ref<int, thread_scope_device> lk(lockWord);
    int expected = 0;
    while (!lk.compare_exchange_weak(expected, 1, cuda::std::memory_order_acquire, cuda::std::memory_order_relaxed)) expected = 0;
    t->plain = t->plain * 3 % 1000003 + blockIdx.x;
    t->lockCount++;
    lk.store(0, cuda::std::memory_order_release);
  }
}

int main() {
  const int B = 64, TH = 128, N = B * TH;
  Totals h = {};
  h.bits[1] = 0xffffffffu;
  h.mn = 1 << 30;
  h.mx = -(1 << 30);
  h.prod = 1.0f;
  h.plain = 1;
  Totals *d;
  OK(cudaMalloc(&d, sizeof h));
  OK(cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice));
  work<<<B, TH>>>(d);
  OK(cudaGetLastError());
  OK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  long long want1 = (long long)N * (N - 1) / 2, want2 = 0;
  unsigned x = 0;
  int mn = 1 << 30, mx = -(1 << 30);
  unsigned long long pm = 0;
  for (int i = 0; i < N; i++) {
    want2 -= i % 7;
    x ^= (unsigned)i * 2654435761u;
    mn = mn < (i * 37) % 1001 - 500 ? mn : (i * 37) % 1001 - 500;
    mx = mx > (i * 53) % 997 ? mx : (i * 53) % 997;
    unsigned long long m = ((unsigned long long)((i * 7919) % 1000) << 32) | (unsigned)i;
    pm = m > pm ? m : pm;
  }
  printf("adds: %d %d %d %d %d\n", h.add[0], h.add[1], h.add[2], h.add[3], h.add[4]);
  check(h.add[0] == N && h.add[1] == (int)want1 && h.add[2] == want2 && h.add[3] == 2 * N && h.add[4] == 3 * N, "fetch_add in every order");
  printf("bits: %08x %08x %08x\n", h.bits[0], h.bits[1], h.bits[2]);
  check(h.bits[0] == 0xffffffffu && h.bits[1] == 0xe0000000u && h.bits[2] == x, "bit operations");
  printf("min %d max %d packed max %016llx\n", h.mn, h.mx, h.packedMax);
  check(h.mn == mn && h.mx == mx && h.packedMax == pm, "min, max, CAS max");
  printf("float sum %g double sum %g product %.9g\n", h.fsum, h.dsum, h.prod);
  check(h.fsum == N * 0.25f && h.dsum == N * 0.5, "float and double sums");
  float p = 1;
  for (int i = 0; i < 20; i++) p *= 1.5f;
  check(h.prod == p, "CAS product");
  printf("exchange left a thread's index: %d\n", h.exch >= 0 && h.exch < N);
  printf("flag winners %d, blocks with the right shared sum %d\n", h.flagWins, h.blockSums);
  check(h.flagWins == B && h.blockSums == B, "atomic_flag and shared atomic");
  printf("lock: count %d\n", h.lockCount);
  check(h.lockCount == B, "lock");
  return finish();
}
