// s_atomics: atomics on every type and space a library uses: atomicAdd on int,
// unsigned, unsigned long long, float, double, __half2 and __nv_bfloat162;
// atomicSub, atomicExch (int, unsigned long long, float), atomicMin/Max
// (int, unsigned, long long, unsigned long long), atomicInc/Dec with wrap,
// atomicAnd/Or/Xor (int, unsigned long long), atomicCAS (int, unsigned long
// long, unsigned short), the _block and _system variants, on global and shared
// memory, many threads per address; every result checked on the host.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <vector>
#include "check.h"

constexpr int T = 256, B = 8, N = T * B;

struct Acc {
  int addI, subI, minI, maxI, andI, orI, xorI, casI;
  unsigned addU, minU, maxU, incU, decU;
  unsigned long long addULL, minULL, maxULL, andULL, orULL, xorULL, exchULL, casULL;
  long long minLL, maxLL;
  float addF, exchF;
  double addD;
  __half2 addH2;
  __nv_bfloat162 addB2;
  unsigned short cas16[2];
  int sharedSum, blockSum, systemSum;
};

__global__ void atomics(const int *in, Acc *a) {
  __shared__ int sh;
  __shared__ unsigned long long shl;
  if (threadIdx.x == 0) sh = 0, shl = 0;
  __syncthreads();
  int g = blockIdx.x * T + threadIdx.x, v = in[g];
  atomicAdd(&a->addI, v);
  atomicSub(&a->subI, v);
  atomicMin(&a->minI, v - 5000);
  atomicMax(&a->maxI, v - 5000);
  atomicAnd(&a->andI, ~(1 << (v % 31)));
  atomicOr(&a->orI, 1 << (v % 29));
  atomicXor(&a->xorI, v);
  atomicAdd(&a->addU, (unsigned)v);
  atomicMin(&a->minU, (unsigned)v + 7);
  atomicMax(&a->maxU, (unsigned)v * 3);
  atomicInc(&a->incU, 1000);
  atomicDec(&a->decU, 700);
  atomicAdd(&a->addULL, (unsigned long long)v << 20);
  atomicMin(&a->minULL, (unsigned long long)v << 40);
  atomicMax(&a->maxULL, (unsigned long long)v << 40);
  atomicAnd(&a->andULL, ~(1ULL << (v % 61)));
  atomicOr(&a->orULL, 1ULL << (v % 59));
  atomicXor(&a->xorULL, (unsigned long long)v << 17);
  atomicMin(&a->minLL, (long long)(v - 5000) << 30);
  atomicMax(&a->maxLL, (long long)(v - 5000) << 30);
  atomicAdd(&a->addF, (float)(v % 16));
  atomicAdd(&a->addD, (double)v * 0.5);
  atomicAdd(&a->addH2, __halves2half2(__float2half(1.0f), __float2half(0.5f)));
  atomicAdd(&a->addB2, __floats2bfloat162_rn(1.0f, 2.0f));
  if (g == 77) {
    atomicExch(&a->exchF, 2.5f);
    atomicExch(&a->exchULL, 0x123456789abcdefULL);
  }
  // A CAS loop: every thread increments by one through compare-and-swap.
  int old = a->casI, assumed;
  do {
    assumed = old;
    old = atomicCAS(&a->casI, assumed, assumed + 1);
  } while (old != assumed);
  unsigned long long o2 = a->casULL, as2;
  do {
    as2 = o2;
    o2 = atomicCAS(&a->casULL, as2, as2 + 3);
  } while (o2 != as2);
  if (threadIdx.x < 2 && blockIdx.x == 0) {
    unsigned short prev = atomicCAS(&a->cas16[threadIdx.x], (unsigned short)0, (unsigned short)(0xbeef + threadIdx.x));
    if (prev != 0) a->cas16[threadIdx.x] = 1;
  }
  atomicAdd(&sh, v);
  atomicAdd(&shl, (unsigned long long)v);
  atomicAdd_block(&a->blockSum, 1);
  atomicAdd_system(&a->systemSum, 2);
  __syncthreads();
  if (threadIdx.x == 0) atomicAdd(&a->sharedSum, sh + (int)(shl & 0xffff) - (int)(shl & 0xffff));
}

int main() {
  std::vector<int> h(N);
  unsigned s = 23;
  for (auto &x : h) x = lcg(s) % 10000;
  Acc init = {};
  init.minI = 1 << 30, init.maxI = -(1 << 30), init.andI = -1, init.minU = ~0u, init.minULL = ~0ULL, init.andULL = ~0ULL;
  init.minLL = 1LL << 62, init.maxLL = -(1LL << 62), init.decU = 0, init.casULL = 10;
  int *d;
  Acc *a;
  cudaMalloc(&d, N * 4), cudaMalloc(&a, sizeof(Acc));
  cudaMemcpy(d, h.data(), N * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(a, &init, sizeof init, cudaMemcpyHostToDevice);
  atomics<<<B, T>>>(d, a);
  OK(cudaDeviceSynchronize());
  Acc g;
  cudaMemcpy(&g, a, sizeof g, cudaMemcpyDeviceToHost);
  Acc w = init;
  long long sumf = 0;
  double sumd = 0;
  for (int v : h) {
    w.addI += v, w.subI -= v, w.minI = std::min(w.minI, v - 5000), w.maxI = std::max(w.maxI, v - 5000);
    w.andI &= ~(1 << (v % 31)), w.orI |= 1 << (v % 29), w.xorI ^= v;
    w.addU += v, w.minU = std::min(w.minU, (unsigned)v + 7), w.maxU = std::max(w.maxU, (unsigned)v * 3);
    w.addULL += (unsigned long long)v << 20, w.minULL = std::min(w.minULL, (unsigned long long)v << 40);
    w.maxULL = std::max(w.maxULL, (unsigned long long)v << 40);
    w.andULL &= ~(1ULL << (v % 61)), w.orULL |= 1ULL << (v % 59), w.xorULL ^= (unsigned long long)v << 17;
    w.minLL = std::min(w.minLL, (long long)(v - 5000) << 30), w.maxLL = std::max(w.maxLL, (long long)(v - 5000) << 30);
    sumf += v % 16, sumd += v * 0.5, w.sharedSum += v;
  }
  printf("int add %d sub %d min %d max %d and %08x or %08x xor %d cas %d\n", g.addI, g.subI, g.minI, g.maxI, g.andI, g.orI, g.xorI, g.casI);
  printf("unsigned add %u min %u max %u inc %u dec %u\n", g.addU, g.minU, g.maxU, g.incU, g.decU);
  printf("u64 add %llu min %llu max %llu and %016llx or %016llx xor %llx exch %llx cas %llu\n", g.addULL, g.minULL, g.maxULL,
         g.andULL, g.orULL, g.xorULL, g.exchULL, g.casULL);
  printf("s64 min %lld max %lld\n", g.minLL, g.maxLL);
  printf("float add %.1f exch %.1f double add %.1f half2 %.1f %.1f bf162 %.1f %.1f\n", g.addF, g.exchF, g.addD,
         __half2float(g.addH2.x), __half2float(g.addH2.y), __bfloat162float(g.addB2.x),
         __bfloat162float(g.addB2.y));
  printf("cas16 %04x %04x shared %d block %d system %d\n", g.cas16[0], g.cas16[1], g.sharedSum, g.blockSum, g.systemSum);
  check(g.addI == w.addI && g.subI == w.subI && g.minI == w.minI && g.maxI == w.maxI, "int add/sub/min/max");
  check(g.andI == w.andI && g.orI == w.orI && g.xorI == w.xorI && g.casI == N, "int bits and CAS");
  check(g.addU == w.addU && g.minU == w.minU && g.maxU == w.maxU, "unsigned");
  // atomicInc wraps to 0 past 1000: N increments from 0 end at N % 1001.
  // atomicDec from 0 wraps to 700 and counts down: N decrements end at (700 + 1 - N % 701) % 701.
  check(g.incU == N % 1001 && g.decU == (unsigned)((701 - N % 701) % 701), "inc/dec wrap");
  check(g.addULL == w.addULL && g.minULL == w.minULL && g.maxULL == w.maxULL && g.andULL == w.andULL && g.orULL == w.orULL &&
            g.xorULL == w.xorULL && g.exchULL == 0x123456789abcdefULL && g.casULL == 10 + 3ULL * N,
        "u64");
  check(g.minLL == w.minLL && g.maxLL == w.maxLL, "s64 min/max");
  check(g.addF == (float)sumf && g.exchF == 2.5f && g.addD == sumd, "float/double");
  check(__half2float(g.addH2.x) == 2048.0f && __half2float(g.addH2.y) == 1024.0f, "half2 add");
  check(__bfloat162float(g.addB2.x) == 256.0f, "bf162 add stops at 256");
  check(g.cas16[0] == 0xbeef && g.cas16[1] == 0xbef0, "16-bit CAS");
  check(g.sharedSum == w.sharedSum && g.blockSum == N && g.systemSum == 2 * N, "shared, block, system");
  return finish();
}
