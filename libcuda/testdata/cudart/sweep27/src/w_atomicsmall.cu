// w_atomicsmall: atomics narrower than 32 bits and floating-point atomics:
// byte counters updated by 32-bit atomicCAS loops on their word (the classic
// emulation), 16-bit atomicCAS (sm_70's atom.cas.b16) counters, atomicAdd of
// __half, __half2, __nv_bfloat16 and __nv_bfloat162 (CAS loops on sm_80),
// float and double atomicAdd at each scope, global and shared. Every added
// value is a small integer, so every sum is exact in the type whatever the
// order; the host adds the same values.
#include "sw27.h"
#include <cuda_bf16.h>
#include <cuda_fp16.h>

const int nBlocks = 24, nThreads = 256, nBins = 61;

// addByte adds v to the byte at p through its aligned 32-bit word.
__device__ unsigned char addByte(unsigned char *p, unsigned char v) {
  unsigned *word = (unsigned *)((size_t)p & ~(size_t)3);
  unsigned shift = ((size_t)p & 3) * 8;
  unsigned old = *word, assumed;
  do {
    assumed = old;
    unsigned b = ((assumed >> shift) + v) & 0xff;
    old = atomicCAS(word, assumed, (assumed & ~(0xffu << shift)) | b << shift);
  } while (old != assumed);
  return (unsigned char)(old >> shift);
}

// addShort adds v to a 16-bit counter with the 16-bit atomicCAS.
__device__ unsigned short addShort(unsigned short *p, unsigned short v) {
  unsigned short old = *p, assumed;
  do {
    assumed = old;
    old = atomicCAS(p, assumed, (unsigned short)(assumed + v));
  } while (old != assumed);
  return old;
}

struct Bins {
  unsigned char b8[nBins + 3];
  unsigned short b16[nBins + 1];
  __half h[nBins + 1];
  __half2 h2[nBins];
  __nv_bfloat16 bf[nBins + 1];
  __nv_bfloat162 bf2[nBins];
  float f[nBins], fb[nBins], fs[nBins];
  double d[nBins], db[nBins], ds[nBins];
};

__device__ void update(Bins *g, unsigned r) {
  int bin = r % nBins;
  int v = (r >> 8) % 3 + 1;       // 1..3
  addByte(&g->b8[bin], (unsigned char)v);
  addShort(&g->b16[bin], (unsigned short)(v * 7));
  int k = (r >> 16) % 8;          // the half-precision bins take a few adds each
  if (k == 0) {
    atomicAdd(&g->h[bin], __int2half_rn(v));
    atomicAdd(&g->h2[bin], __halves2half2(__int2half_rn(v), __int2half_rn(-2 * v)));
    atomicAdd(&g->bf[bin], __int2bfloat16_rn(v));
    atomicAdd(&g->bf2[bin], __halves2bfloat162(__int2bfloat16_rn(-v), __int2bfloat16_rn(1)));
  }
  atomicAdd(&g->f[bin], (float)v * 0.5f);
  atomicAdd_block(&g->fb[bin], (float)(v * 1024));
  atomicAdd_system(&g->fs[bin], -(float)v);
  atomicAdd(&g->d[bin], (double)v * 0.25);
  atomicAdd_block(&g->db[bin], (double)v * 4294967296.0);
  atomicAdd_system(&g->ds[bin], -(double)v);
}

__global__ void globalKernel(Bins *g, const unsigned *r) { update(g, r[blockIdx.x * blockDim.x + threadIdx.x]); }

__global__ void sharedKernel(Bins *per, const unsigned *r) {
  __shared__ Bins s;
  for (int i = threadIdx.x; i < (int)sizeof(Bins); i += blockDim.x) ((char *)&s)[i] = 0;
  __syncthreads();
  update(&s, r[blockIdx.x * blockDim.x + threadIdx.x]);
  __syncthreads();
  for (int i = threadIdx.x; i < (int)sizeof(Bins); i += blockDim.x) ((char *)&per[blockIdx.x])[i] = ((char *)&s)[i];
}

static unsigned short h16(float f) { return (unsigned short)intTo((long long)f, 10, 5); }
static unsigned short b16(float f) { return (unsigned short)intTo((long long)f, 7, 8); }

static Bins expected(const unsigned *r, int n) {
  Bins b;
  memset(&b, 0, sizeof b);
  int counts[nBins][4] = {};
  float f[nBins] = {}, fb[nBins] = {}, fs[nBins] = {};
  double d[nBins] = {}, db[nBins] = {}, ds[nBins] = {};
  int h[nBins] = {};
  for (int i = 0; i < n; i++) {
    int bin = r[i] % nBins, v = (r[i] >> 8) % 3 + 1;
    b.b8[bin] += v;
    b.b16[bin] += v * 7;
    if ((r[i] >> 16) % 8 == 0) h[bin] += v, counts[bin][0]++;
    f[bin] += v * 0.5f, fb[bin] += v * 1024, fs[bin] -= v;
    d[bin] += v * 0.25, db[bin] += v * 4294967296.0, ds[bin] -= v;
  }
  for (int i = 0; i < nBins; i++) {
    unsigned short hv = h16((float)h[i]), hn = h16((float)(-2 * h[i])), bv = b16((float)h[i]), bn = b16((float)-h[i]),
                   b1 = b16((float)counts[i][0]);
    memcpy(&b.h[i], &hv, 2);
    unsigned h2 = hv | (unsigned)hn << 16, bf2 = bn | (unsigned)b1 << 16;
    memcpy(&b.h2[i], &h2, 4);
    memcpy(&b.bf[i], &bv, 2);
    memcpy(&b.bf2[i], &bf2, 4);
    b.f[i] = f[i], b.fb[i] = fb[i], b.fs[i] = fs[i], b.d[i] = d[i], b.db[i] = db[i], b.ds[i] = ds[i];
  }
  return b;
}

static void checkBins(const char *what, const Bins &got, const Bins &want) {
  char name[80];
  auto cmp = [&](const char *field, const void *g, const void *w, size_t bytes) {
    snprintf(name, sizeof name, "%s: %s", what, field);
    std::vector<unsigned char> gv((const unsigned char *)g, (const unsigned char *)g + bytes),
        wv((const unsigned char *)w, (const unsigned char *)w + bytes);
    compare(name, gv, wv);
  };
  cmp("8-bit CAS-loop adds", got.b8, want.b8, nBins);
  cmp("16-bit atomicCAS adds", got.b16, want.b16, 2 * nBins);
  cmp("__half atomicAdd", got.h, want.h, 2 * nBins);
  cmp("__half2 atomicAdd", got.h2, want.h2, 4 * nBins);
  cmp("bf16 atomicAdd", got.bf, want.bf, 2 * nBins);
  cmp("bf162 atomicAdd", got.bf2, want.bf2, 4 * nBins);
  cmp("float atomicAdd", got.f, want.f, 4 * nBins);
  cmp("float atomicAdd_block", got.fb, want.fb, 4 * nBins);
  cmp("float atomicAdd_system", got.fs, want.fs, 4 * nBins);
  cmp("double atomicAdd", got.d, want.d, 8 * nBins);
  cmp("double atomicAdd_block", got.db, want.db, 8 * nBins);
  cmp("double atomicAdd_system", got.ds, want.ds, 8 * nBins);
}

int main() {
  const int n = nBlocks * nThreads;
  unsigned long long s = 8;
  std::vector<unsigned> r(n);
  for (auto &v : r) v = (unsigned)rnd64(s);
  Dev<unsigned> dr(r);
  Dev<Bins> g(1);
  globalKernel<<<nBlocks, nThreads>>>(g.p, dr.p);
  SYNC();
  checkBins("global", g.get()[0], expected(r.data(), n));
  Dev<Bins> per(nBlocks);
  sharedKernel<<<nBlocks, nThreads>>>(per.p, dr.p);
  SYNC();
  std::vector<Bins> p = per.get();
  for (int b = 0; b < nBlocks; b += 7) {
    char what[32];
    snprintf(what, sizeof what, "shared block %d", b);
    checkBins(what, p[b], expected(r.data() + b * nThreads, nThreads));
  }
  return finish();
}
