// w_atomics: every integer atomic from many threads on a few addresses, in
// global and shared memory, at device, block (_block) and system (_system)
// scope, on 32 and 64 bits: add, sub, exch, min, max, and, or, xor, inc, dec,
// CAS. Only what does not depend on the threads' order is checked: the final
// values, and the multiset of returned old values where it is fixed (adds of
// 1 return each count once; inc and dec run through a fixed cycle whatever
// the order), computed on the host from the definitions in the CUDA C++
// Programming Guide.
#include "sw27.h"
#include <algorithm>

const int nThreads = 256 * 16;
const unsigned incLimit = 37, decLimit = 23;

struct Out {
  unsigned add, sub, exchSeen, minU, maxU, andU, orU, xorU, inc, dec, cas;
  int minS, maxS;
  unsigned long long add64, min64, max64, and64, or64, xor64, cas64, exch64;
  long long min64s, max64s;
};

template <int Scope> __device__ void atomics(Out *g, unsigned *olds, unsigned long long x, int t) {
  unsigned v = (unsigned)x;
#define AT(f, ...) (Scope == 0 ? f(__VA_ARGS__) : Scope == 1 ? f##_block(__VA_ARGS__) : f##_system(__VA_ARGS__))
  olds[t * 4 + 0] = AT(atomicAdd, &g->add, 1u);
  AT(atomicSub, &g->sub, v & 0xffff);
  AT(atomicMin, &g->minU, v);
  AT(atomicMax, &g->maxU, v);
  AT(atomicMin, &g->minS, (int)v);
  AT(atomicMax, &g->maxS, (int)v);
  AT(atomicAnd, &g->andU, v | 0x10000001u);
  AT(atomicOr, &g->orU, v & 0x0f0f0f0fu);
  AT(atomicXor, &g->xorU, v);
  olds[t * 4 + 1] = AT(atomicInc, &g->inc, incLimit);
  olds[t * 4 + 2] = AT(atomicDec, &g->dec, decLimit);
  unsigned old = g->cas, assumed;
  do {
    assumed = old;
    old = AT(atomicCAS, &g->cas, assumed, assumed * 3u + v);  // a function of the order: only counted
  } while (old != assumed);
  olds[t * 4 + 3] = AT(atomicExch, &g->exchSeen, (unsigned)t);
  AT(atomicAdd, &g->add64, x >> 8);
  AT(atomicMin, &g->min64, x);
  AT(atomicMax, &g->max64, x);
  AT(atomicMin, &g->min64s, (long long)x);
  AT(atomicMax, &g->max64s, (long long)x);
  AT(atomicAnd, &g->and64, x | 0x8000000000000001ull);
  AT(atomicOr, &g->or64, x & 0x00ff00ff00ff00ffull);
  AT(atomicXor, &g->xor64, x);
  unsigned long long o64 = g->cas64, a64;
  do {
    a64 = o64;
    o64 = AT(atomicCAS, &g->cas64, a64, a64 + 1);
  } while (o64 != a64);
  AT(atomicExch, &g->exch64, x);
#undef AT
}

template <int Scope> __global__ void globalKernel(Out *g, unsigned *olds, const unsigned long long *x) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  atomics<Scope>(g, olds, x[t], t);
}

// the same on a block's shared copy, then each block's result to its slot
__global__ void sharedKernel(Out *per, const Out *init, unsigned *olds, const unsigned long long *x) {
  __shared__ Out s;
  if (threadIdx.x == 0) s = *init;
  __syncthreads();
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  atomics<1>(&s, olds, x[t], t);
  __syncthreads();
  if (threadIdx.x == 0) per[blockIdx.x] = s;
}

static Out initial() {
  Out o;
  memset(&o, 0, sizeof o);
  o.minU = ~0u, o.minS = 0x7fffffff, o.maxS = (int)0x80000000, o.andU = ~0u;
  o.sub = 0x12345678u, o.exchSeen = ~0u;
  o.min64 = ~0ull, o.min64s = 0x7fffffffffffffffll, o.max64s = (long long)0x8000000000000000ull, o.and64 = ~0ull;
  return o;
}

// expect returns the final Out after the given threads, and checks the
// returned old values.
static Out expect(const std::vector<unsigned long long> &x, int first, int n) {
  Out o = initial();
  for (int t = first; t < first + n; t++) {
    unsigned v = (unsigned)x[t];
    o.add += 1, o.sub -= v & 0xffff;
    o.minU = std::min(o.minU, v), o.maxU = std::max(o.maxU, v);
    o.minS = std::min(o.minS, (int)v), o.maxS = std::max(o.maxS, (int)v);
    o.andU &= v | 0x10000001u, o.orU |= v & 0x0f0f0f0fu, o.xorU ^= v;
    o.inc = o.inc >= incLimit ? 0 : o.inc + 1;
    o.dec = (o.dec == 0 || o.dec > decLimit) ? decLimit : o.dec - 1;
    o.add64 += x[t] >> 8;
    o.min64 = std::min(o.min64, x[t]), o.max64 = std::max(o.max64, x[t]);
    o.min64s = std::min(o.min64s, (long long)x[t]), o.max64s = std::max(o.max64s, (long long)x[t]);
    o.and64 &= x[t] | 0x8000000000000001ull, o.or64 |= x[t] & 0x00ff00ff00ff00ffull, o.xor64 ^= x[t];
    o.cas64 += 1;
  }
  return o;
}

// checkRun compares what the order cannot change.
static void checkRun(const char *what, Out got, Out want, const unsigned *olds, const std::vector<unsigned long long> &x, int first, int n) {
  std::vector<unsigned long long> g = {got.add, got.sub, got.minU, got.maxU, (unsigned)got.minS, (unsigned)got.maxS,
                                       got.andU, got.orU, got.xorU, got.inc, got.dec, got.add64, got.min64, got.max64,
                                       (unsigned long long)got.min64s, (unsigned long long)got.max64s, got.and64,
                                       got.or64, got.xor64, got.cas64};
  std::vector<unsigned long long> w = {want.add, want.sub, want.minU, want.maxU, (unsigned)want.minS, (unsigned)want.maxS,
                                       want.andU, want.orU, want.xorU, want.inc, want.dec, want.add64, want.min64, want.max64,
                                       (unsigned long long)want.min64s, (unsigned long long)want.max64s, want.and64,
                                       want.or64, want.xor64, want.cas64};
  char name[96];
  snprintf(name, sizeof name, "%s: final values", what);
  compare(name, g, w);
  // returned values: adds of 1 give 0..n-1; inc and dec their cycles; the
  // exchanges hand on every thread's index but one, plus the initial value
  std::vector<unsigned> adds, incs, decs, exch, wa, wi, wd, we;
  unsigned inc = 0, dec = 0;
  for (int t = first; t < first + n; t++) {
    adds.push_back(olds[t * 4]), incs.push_back(olds[t * 4 + 1]), decs.push_back(olds[t * 4 + 2]);
    exch.push_back(olds[t * 4 + 3]);
    wa.push_back((unsigned)(t - first)), wi.push_back(inc), wd.push_back(dec);
    inc = inc >= incLimit ? 0 : inc + 1;
    dec = (dec == 0 || dec > decLimit) ? decLimit : dec - 1;
  }
  exch.push_back(got.exchSeen);
  for (int t = first; t < first + n; t++) we.push_back((unsigned)t);
  we.push_back(~0u);
  for (auto *v : {&adds, &incs, &decs, &exch, &wa, &wi, &wd, &we}) std::sort(v->begin(), v->end());
  snprintf(name, sizeof name, "%s: atomicAdd olds", what);
  compare(name, adds, wa);
  snprintf(name, sizeof name, "%s: atomicInc olds", what);
  compare(name, incs, wi);
  snprintf(name, sizeof name, "%s: atomicDec olds", what);
  compare(name, decs, wd);
  snprintf(name, sizeof name, "%s: atomicExch olds and last", what);
  compare(name, exch, we);
  (void)x;
}

int main() {
  unsigned long long s = 21;
  std::vector<unsigned long long> x(nThreads);
  for (auto &v : x) v = edgy(s, 64);
  Dev<unsigned long long> dx(x);
  Dev<unsigned> olds(nThreads * 4);
  Out init = initial(), want = expect(x, 0, nThreads);
  const char *scopes[] = {"global, device scope", "global, _block", "global, _system"};
  for (int scope = 0; scope < 3; scope++) {
    Dev<Out> g(std::vector<Out>{init});
    if (scope == 0) globalKernel<0><<<nThreads / 256, 256>>>(g.p, olds.p, dx.p);
    if (scope == 1) globalKernel<1><<<nThreads / 256, 256>>>(g.p, olds.p, dx.p);
    if (scope == 2) globalKernel<2><<<nThreads / 256, 256>>>(g.p, olds.p, dx.p);
    SYNC();
    checkRun(scopes[scope], g.get()[0], want, olds.get().data(), x, 0, nThreads);
  }
  Dev<Out> per(nThreads / 256), di(std::vector<Out>{init});
  sharedKernel<<<nThreads / 256, 256>>>(per.p, di.p, olds.p, dx.p);
  SYNC();
  std::vector<Out> p = per.get();
  std::vector<unsigned> o = olds.get();
  for (int b = 0; b < nThreads / 256; b += 5) {
    char what[64];
    snprintf(what, sizeof what, "shared, block %d", b);
    checkRun(what, p[b], expect(x, b * 256, 256), o.data(), x, b * 256, 256);
  }
  return finish();
}
