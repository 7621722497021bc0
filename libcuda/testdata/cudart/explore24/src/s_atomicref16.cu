// s_atomicref16: libcu++ atomics on what the hardware has no instruction
// for: cuda::atomic_ref on 8- and 16-bit integers (fetch_add/sub/and/or/xor,
// exchange, compare_exchange, fetch_min/max) under contention, float and
// double fetch_min/fetch_max, bool exchange; cuda::std::atomic_flag and
// atomic wait/notify across blocks; a counting_semaphore in global memory
// bounding how many blocks are inside at once; a latch in shared memory.
#include <cuda/atomic>
#include <cuda/std/latch>
#include <cuda/semaphore>
#include <new>
#include <vector>
#include "check.h"

struct Small {
  signed char c[4];
  unsigned char uc[4];
  short s[4];
  unsigned short us[4];
  float f[2];
  double d[2];
  bool b;
  int inside, maxInside, waited;
};

__global__ void k(Small *o, cuda::counting_semaphore<cuda::thread_scope_device, 2> *sem, cuda::std::atomic<int> *go) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  int v = (t * 29) % 61 - 30;
  cuda::atomic_ref<signed char, cuda::thread_scope_device> c0(o->c[0]), c1(o->c[1]), c2(o->c[2]), c3(o->c[3]);
  c0.fetch_add((signed char)1);
  c1.fetch_min((signed char)v);
  c2.fetch_max((signed char)v);
  c3.fetch_xor((signed char)(t * 37));
  cuda::atomic_ref<unsigned char, cuda::thread_scope_device> u0(o->uc[0]), u1(o->uc[1]);
  u0.fetch_sub((unsigned char)3);
  u1.fetch_or((unsigned char)(1u << (t % 8)));
  cuda::atomic_ref<short, cuda::thread_scope_block> s0(o->s[0]);
  cuda::atomic_ref<short, cuda::thread_scope_device> s1(o->s[1]), s2(o->s[2]);
  s0.fetch_add((short)(v * 7));
  s1.fetch_min((short)(v * 1000));
  s2.fetch_and((short)~(1 << (t % 16)));
  cuda::atomic_ref<unsigned short, cuda::thread_scope_system> us0(o->us[0]), us1(o->us[1]);
  us0.fetch_add((unsigned short)(t * 3));
  unsigned short want = 5;
  if (t % 7 == 0) {
    while (!us1.compare_exchange_weak(want, (unsigned short)(want + 11))) {
    }
  }
  cuda::atomic_ref<float, cuda::thread_scope_device> f0(o->f[0]), f1(o->f[1]);
  f0.fetch_min(v * 0.75f);
  f1.fetch_max(v * 0.75f);
  cuda::atomic_ref<double, cuda::thread_scope_device> d0(o->d[0]), d1(o->d[1]);
  d0.fetch_max(v * 1e-3);
  d1.fetch_min(-v * 1e300);
  cuda::atomic_ref<bool, cuda::thread_scope_device> b(o->b);
  b.exchange(true);
  // 2. a semaphore of 2 around a region
  if (threadIdx.x == 0) {
    sem->acquire();
    cuda::atomic_ref<int, cuda::thread_scope_device> in(o->inside), mx(o->maxInside);
    int now = in.fetch_add(1) + 1;
    mx.fetch_max(now);
    for (volatile int i = 0; i < 2000; i = i + 1) {
    }
    in.fetch_sub(1);
    sem->release();
  }
  // 3. block 0 waits for the last block's notify
  if (threadIdx.x == 0) {
    if (blockIdx.x == 0) {
      go->wait(0);
      o->waited = go->load();
    } else if (blockIdx.x == gridDim.x - 1) {
      go->store(42);
      go->notify_all();
    }
  }
  // 4. a latch in shared memory
  __shared__ cuda::std::latch *lp;
  __shared__ unsigned long long lbuf[(sizeof(cuda::std::latch) + 7) / 8];
  if (threadIdx.x == 0) lp = new (lbuf) cuda::std::latch(blockDim.x);
  __syncthreads();
  lp->arrive_and_wait();
}

int main() {
  Small h{};
  h.c[1] = 127, h.c[2] = -128, h.uc[0] = 7, h.s[1] = 32767, h.s[2] = -1, h.us[1] = 5;
  h.f[0] = 1e30f, h.f[1] = -1e30f, h.d[0] = -1, h.d[1] = 1e308;
  Small *d;
  cuda::counting_semaphore<cuda::thread_scope_device, 2> *sem;
  cuda::std::atomic<int> *go;
  REQUIRE(cudaMalloc(&d, sizeof h));
  REQUIRE(cudaMallocManaged(&sem, sizeof *sem));
  REQUIRE(cudaMallocManaged(&go, sizeof *go));
  new (sem) cuda::counting_semaphore<cuda::thread_scope_device, 2>(2);
  new (go) cuda::std::atomic<int>(0);
  OK(cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice));
  k<<<8, 128>>>(d, sem, go);
  OK(cudaGetLastError());
  OK(cudaDeviceSynchronize());
  Small g;
  OK(cudaMemcpy(&g, d, sizeof g, cudaMemcpyDeviceToHost));
  printf("char %d %d %d %d uchar %u %u\n", g.c[0], g.c[1], g.c[2], g.c[3], g.uc[0], g.uc[1]);
  printf("short %d %d %d ushort %u %u\n", g.s[0], g.s[1], g.s[2], g.us[0], g.us[1]);
  printf("float %a %a double %a %a bool %d\n", g.f[0], g.f[1], g.d[0], g.d[1], g.b);
  printf("semaphore: inside at end %d; waited %d\n", g.inside, g.waited);
  check(g.maxInside >= 1 && g.maxInside <= 2 && g.inside == 0 && g.waited == 42, "semaphore and wait");
  return finish();
}
