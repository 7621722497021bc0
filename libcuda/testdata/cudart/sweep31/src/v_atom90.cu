// v_atom90: the 16-bit floating-point atomics sm_90 has in hardware, as CUDA
// 11.8's headers reach them (atom.add.noftz.f16, .f16x2, .bf16, .bf16x2 on a
// generic address: global and shared memory), beside 16-bit atomicCAS
// counters and float/double adds in shared memory. Every addend is a small
// multiple of a power of two, so every partial sum is exact in the type and
// any order gives the same bits: the final values must be the exact sums,
// and the old values returned must chain (as multisets, {init} + {old_i +
// v_i} = {old_i} + {final}: each update saw the value the previous one
// left). A CAS counter's old values must be 0 .. n-1 once each.
#include "../../sweep27/src/sw27.h"
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <algorithm>
#include <string>

typedef unsigned short u16;
const int B = 256, G = 4, N = B * G;

// addends: half in quarters (-3..3)/4, bf16 in units (-1..1): partial sums
// of N of them stay within the types' exact ranges (|s| < 1024 * 0.75 in
// steps of 0.25 needs 12 bits; half has 11 + the hidden bit... so half sums
// are bounded by using N/2 addends per target, below).
__host__ __device__ float halfAddend(unsigned i) { return (float)((int)((i * 2654435761u) >> 29) - 3) * 0.25f; }
__host__ __device__ float bf16Addend(unsigned i) { return (float)((int)((i * 40503u) >> 14) % 3 - 1); }

struct Olds {
  unsigned h2[N], b2[N], h2s[N], b2s[N];
  u16 h[N], b[N], hs[N], bs[N], cas[N], cass[N];
  float fs[N];
  double ds[N];
};
struct Finals {
  unsigned h2, b2, h2s, b2s;
  u16 h, b, hs, bs, cas, cass;
  float fs;
  double ds;
};

__global__ void atomics(Olds *o, Finals *f) {
  __shared__ __half2 sh2;
  __shared__ __nv_bfloat162 sb2;
  __shared__ __half sh;
  __shared__ __nv_bfloat16 sb;
  __shared__ unsigned short scas;
  __shared__ float sf;
  __shared__ double sd;
  unsigned i = blockIdx.x * B + threadIdx.x;
  if (threadIdx.x == 0) {
    sh2 = __floats2half2_rn(0.0f, 0.0f), sb2 = __floats2bfloat162_rn(0.0f, 0.0f);
    sh = __float2half(0.0f), sb = __float2bfloat16(0.0f), scas = 0, sf = 0.0f, sd = 0.0;
  }
  __syncthreads();
  // Half targets take the addends of half the threads (N/2 * 0.75 < 512).
  __half2 vh2 = __floats2half2_rn(halfAddend(i), halfAddend(i + 7 * N));
  __nv_bfloat162 vb2 = __floats2bfloat162_rn(bf16Addend(i), bf16Addend(i + 3 * N));
  __half2 *gh2 = reinterpret_cast<__half2 *>(&f->h2);
  __nv_bfloat162 *gb2 = reinterpret_cast<__nv_bfloat162 *>(&f->b2);
  __half2 r;
  __nv_bfloat162 rb;
  if (i % 2 == 0) {
    r = atomicAdd(gh2, vh2);
    o->h2[i] = *reinterpret_cast<unsigned *>(&r);
    __half rh = atomicAdd(reinterpret_cast<__half *>(&f->h), __float2half(halfAddend(i + N)));
    o->h[i] = __half_as_ushort(rh);
  } else {
    r = atomicAdd(&sh2, vh2);
    o->h2s[i] = *reinterpret_cast<unsigned *>(&r);
    __half rh = atomicAdd(&sh, __float2half(halfAddend(i + N)));
    o->hs[i] = __half_as_ushort(rh);
  }
  if (i % 4 < 2) {
    rb = atomicAdd(gb2, vb2);
    o->b2[i] = *reinterpret_cast<unsigned *>(&rb);
    __nv_bfloat16 r1 = atomicAdd(reinterpret_cast<__nv_bfloat16 *>(&f->b), __float2bfloat16(bf16Addend(i + N)));
    o->b[i] = __bfloat16_as_ushort(r1);
  } else {
    rb = atomicAdd(&sb2, vb2);
    o->b2s[i] = *reinterpret_cast<unsigned *>(&rb);
    __nv_bfloat16 r1 = atomicAdd(&sb, __float2bfloat16(bf16Addend(i + N)));
    o->bs[i] = __bfloat16_as_ushort(r1);
  }
  // 16-bit CAS counters: global (every thread) and shared (the block).
  unsigned short old = f->cas, seen;
  while ((seen = atomicCAS(&f->cas, old, (unsigned short)(old + 1))) != old) old = seen;
  o->cas[i] = old;
  old = scas;
  while ((seen = atomicCAS(&scas, old, (unsigned short)(old + 1))) != old) old = seen;
  o->cass[i] = old;
  o->fs[i] = atomicAdd(&sf, halfAddend(i) * 0.5f);
  o->ds[i] = atomicAdd(&sd, (double)bf16Addend(i) * 0x1p-40);
  __syncthreads();
  if (threadIdx.x == 0) {
    // block b's shared results go to the finals' shared fields of block b
    Finals *fb = f + 1 + blockIdx.x;
    fb->h2s = *reinterpret_cast<unsigned *>(&sh2), fb->b2s = *reinterpret_cast<unsigned *>(&sb2);
    fb->hs = __half_as_ushort(sh), fb->bs = __bfloat16_as_ushort(sb), fb->cass = scas, fb->fs = sf, fb->ds = sd;
  }
}

// The host's conversions (11.8's __half_as_ushort and kin are device-only).
static u16 h16(float x) { return ((__half_raw)__float2half(x)).x; }
static u16 b16(float x) { return ((__nv_bfloat16_raw)__float2bfloat16(x)).x; }
static float fromH(u16 b) {
  __half_raw r;
  r.x = b;
  return __half2float(__half(r));
}
static float fromB(u16 b) {
  __nv_bfloat16_raw r;
  r.x = b;
  return __bfloat162float(__nv_bfloat16(r));
}

// chains: the multiset check on one target; add adds a value to an old one
// (both given as the type's bits) exactly.
template <class W, class Add> static bool chains(const std::vector<W> &olds, const std::vector<W> &adds, W init, W final, Add add) {
  std::vector<W> a = olds, b;
  a.push_back(final);
  b.push_back(init);
  for (size_t k = 0; k < olds.size(); k++) b.push_back(add(olds[k], adds[k]));
  std::sort(a.begin(), a.end()), std::sort(b.begin(), b.end());
  return a == b;
}

static void report(const char *what, bool finalOK, bool chainOK) {
  printf("%-44s final %s, old values %s\n", what, finalOK ? "exact" : "WRONG", chainOK ? "chain" : "DO NOT CHAIN");
  if (!finalOK || !chainOK) failures++;
}

int main() {
  Dev<Olds> dold(1);
  Dev<Finals> dfin(1 + G);
  atomics<<<G, B>>>(dold, dfin);
  SYNC();
  Olds o = dold.get()[0];
  std::vector<Finals> fin = dfin.get();
  // global targets
  {
    std::vector<unsigned> olds, adds;
    std::vector<u16> oh, ah;
    float s0 = 0, s1 = 0, sh = 0;
    for (unsigned i = 0; i < N; i += 2) {
      olds.push_back(o.h2[i]), adds.push_back((unsigned)h16(halfAddend(i + 7 * N)) << 16 | h16(halfAddend(i)));
      oh.push_back(o.h[i]), ah.push_back(h16(halfAddend(i + N)));
      s0 += halfAddend(i), s1 += halfAddend(i + 7 * N), sh += halfAddend(i + N);
    }
    auto add2 = [](unsigned a, unsigned v) {
      return (unsigned)h16(fromH(a >> 16) + fromH(v >> 16)) << 16 | h16(fromH(a & 0xffff) + fromH(v & 0xffff));
    };
    auto add1 = [](u16 a, u16 v) { return h16(fromH(a) + fromH(v)); };
    unsigned want2 = (unsigned)h16(s1) << 16 | h16(s0);
    report("atomicAdd(__half2 *) global", fin[0].h2 == want2, chains(olds, adds, 0u, fin[0].h2, add2));
    report("atomicAdd(__half *) global", fin[0].h == h16(sh), chains(oh, ah, (u16)0, fin[0].h, add1));
  }
  {
    std::vector<unsigned> olds, adds;
    std::vector<u16> ob, ab;
    float s0 = 0, s1 = 0, sb = 0;
    for (unsigned i = 0; i < N; i++) {
      if (i % 4 >= 2) continue;
      olds.push_back(o.b2[i]), adds.push_back((unsigned)b16(bf16Addend(i + 3 * N)) << 16 | b16(bf16Addend(i)));
      ob.push_back(o.b[i]), ab.push_back(b16(bf16Addend(i + N)));
      s0 += bf16Addend(i), s1 += bf16Addend(i + 3 * N), sb += bf16Addend(i + N);
    }
    auto add2 = [](unsigned a, unsigned v) {
      return (unsigned)b16(fromB(a >> 16) + fromB(v >> 16)) << 16 | b16(fromB(a & 0xffff) + fromB(v & 0xffff));
    };
    auto add1 = [](u16 a, u16 v) { return b16(fromB(a) + fromB(v)); };
    report("atomicAdd(__nv_bfloat162 *) global", fin[0].b2 == ((unsigned)b16(s1) << 16 | b16(s0)), chains(olds, adds, 0u, fin[0].b2, add2));
    report("atomicAdd(__nv_bfloat16 *) global", fin[0].b == b16(sb), chains(ob, ab, (u16)0, fin[0].b, add1));
  }
  {
    std::vector<u16> c(o.cas, o.cas + N);
    std::sort(c.begin(), c.end());
    bool perm = true;
    for (unsigned k = 0; k < N; k++) perm &= c[k] == k;
    report("atomicCAS(unsigned short *) global counter", fin[0].cas == N, perm);
  }
  // shared targets, per block
  bool okH2 = true, okH = true, okB2 = true, okB = true, okCas = true, okF = true, okD = true;
  bool chH2 = true, chH = true, chB2 = true, chB = true, chCas = true, chF = true, chD = true;
  for (int blk = 0; blk < G; blk++) {
    const Finals &fb = fin[1 + blk];
    std::vector<unsigned> oh2, ah2, ob2, ab2;
    std::vector<u16> oh, ah, ob, ab, oc;
    std::vector<float> of, af;
    std::vector<double> od, ad;
    float s0 = 0, s1 = 0, sh = 0, t0 = 0, t1 = 0, tb = 0, sf = 0;
    double sd = 0;
    for (unsigned i = blk * B; i < (unsigned)(blk + 1) * B; i++) {
      if (i % 2) {
        oh2.push_back(o.h2s[i]), ah2.push_back((unsigned)h16(halfAddend(i + 7 * N)) << 16 | h16(halfAddend(i)));
        oh.push_back(o.hs[i]), ah.push_back(h16(halfAddend(i + N)));
        s0 += halfAddend(i), s1 += halfAddend(i + 7 * N), sh += halfAddend(i + N);
      }
      if (i % 4 >= 2) {
        ob2.push_back(o.b2s[i]), ab2.push_back((unsigned)b16(bf16Addend(i + 3 * N)) << 16 | b16(bf16Addend(i)));
        ob.push_back(o.bs[i]), ab.push_back(b16(bf16Addend(i + N)));
        t0 += bf16Addend(i), t1 += bf16Addend(i + 3 * N), tb += bf16Addend(i + N);
      }
      oc.push_back(o.cass[i]);
      of.push_back(o.fs[i]), af.push_back(halfAddend(i) * 0.5f), sf += halfAddend(i) * 0.5f;
      od.push_back(o.ds[i]), ad.push_back((double)bf16Addend(i) * 0x1p-40), sd += (double)bf16Addend(i) * 0x1p-40;
    }
    auto addH2 = [](unsigned a, unsigned v) { return (unsigned)h16(fromH(a >> 16) + fromH(v >> 16)) << 16 | h16(fromH(a & 0xffff) + fromH(v & 0xffff)); };
    auto addB2 = [](unsigned a, unsigned v) { return (unsigned)b16(fromB(a >> 16) + fromB(v >> 16)) << 16 | b16(fromB(a & 0xffff) + fromB(v & 0xffff)); };
    auto addH = [](u16 a, u16 v) { return h16(fromH(a) + fromH(v)); };
    auto addB = [](u16 a, u16 v) { return b16(fromB(a) + fromB(v)); };
    auto addF = [](float a, float v) { return a + v; };
    auto addD = [](double a, double v) { return a + v; };
    okH2 &= fb.h2s == ((unsigned)h16(s1) << 16 | h16(s0)), chH2 &= chains(oh2, ah2, 0u, fb.h2s, addH2);
    okH &= fb.hs == h16(sh), chH &= chains(oh, ah, (u16)0, fb.hs, addH);
    okB2 &= fb.b2s == ((unsigned)b16(t1) << 16 | b16(t0)), chB2 &= chains(ob2, ab2, 0u, fb.b2s, addB2);
    okB &= fb.bs == b16(tb), chB &= chains(ob, ab, (u16)0, fb.bs, addB);
    std::sort(oc.begin(), oc.end());
    for (unsigned k = 0; k < B; k++) chCas &= oc[k] == k;
    okCas &= fb.cass == B;
    okF &= sameBits(fb.fs, sf), chF &= chains(of, af, 0.0f, fb.fs, addF);
    okD &= sameBits(fb.ds, sd), chD &= chains(od, ad, 0.0, fb.ds, addD);
  }
  report("atomicAdd(__half2 *) shared", okH2, chH2);
  report("atomicAdd(__half *) shared", okH, chH);
  report("atomicAdd(__nv_bfloat162 *) shared", okB2, chB2);
  report("atomicAdd(__nv_bfloat16 *) shared", okB, chB);
  report("atomicCAS(unsigned short *) shared counter", okCas, chCas);
  report("atomicAdd(float *) shared", okF, chF);
  report("atomicAdd(double *) shared", okD, chD);
  return finish();
}
