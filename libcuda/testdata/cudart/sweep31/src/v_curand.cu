// v_curand: cuRAND's device API (curand_kernel.h) against the generators'
// definitions recomputed on the host, independently of the header's tables:
// Philox4x32-10 (the Random123 round function and key schedule; a
// subsequence is 2^64 counters), XORWOW (Marsaglia's recurrence over GF(2),
// jumped by powers of its 160x160 transition matrix; a subsequence is 2^67
// draws) and MRG32k3a (L'Ecuyer's two recurrences, jumped by powers of their
// 3x3 matrices modulo m1 and m2; a subsequence is 2^76 draws, a sequence
// 2^127). Seeds, subsequences and offsets reach 2^63, so curand_init and
// skipahead(_sequence/_subsequence) walk deep into the precalculated
// matrices; then curand, curand4, curand_uniform(4), curand_uniform_double
// and curand_uniform2_double, whose conversions are exact IEEE operations
// the host repeats. curand_normal(_double) goes through __sincosf/logf (and
// sincospi/log), which the host cannot repeat bit for bit: those are checked
// against a double-precision Box-Muller within the approximations' error,
// and their bits printed on "probe:" lines for a GPU window.
#include "../../sweep27/src/sw27.h"
#include <curand_kernel.h>
#include <string>

typedef unsigned long long u64;
typedef unsigned __int128 u128;

// ---- Philox4x32-10 (Salmon et al., SC'11; Random123's philox4x32) ----
struct P4 {
  unsigned v[4];
};
static P4 philox(P4 c, unsigned k0, unsigned k1) {
  for (int r = 0; r < 10; r++) {
    u64 p0 = (u64)0xD2511F53u * c.v[0], p1 = (u64)0xCD9E8D57u * c.v[2];
    P4 n = {{(unsigned)(p1 >> 32) ^ c.v[1] ^ k0, (unsigned)p1, (unsigned)(p0 >> 32) ^ c.v[3] ^ k1, (unsigned)p0}};
    c = n;
    k0 += 0x9E3779B9u, k1 += 0xBB67AE85u;
  }
  return c;
}
// PhiloxRef is the stream curand_init(seed, sub, off) starts: draw n is word
// (off + n) % 4 of the block at counter sub * 2^64 + (off + n) / 4.
struct PhiloxRef {
  u128 ctr;
  unsigned pos, k0, k1;
  PhiloxRef(u64 seed, u64 sub, u64 off) : ctr(((u128)sub << 64) + off / 4), pos(off % 4), k0((unsigned)seed), k1((unsigned)(seed >> 32)) {}
  void skip(u64 n) {
    u128 p = (u128)pos + n;
    ctr += p / 4, pos = p % 4;
  }
  void skipSequence(u64 n) { ctr += (u128)n << 64; }
  unsigned next() {
    P4 c = {{(unsigned)ctr, (unsigned)(ctr >> 32), (unsigned)(ctr >> 64), (unsigned)(ctr >> 96)}};
    unsigned r = philox(c, k0, k1).v[pos];
    if (++pos == 4) pos = 0, ctr++;
    return r;
  }
};

// ---- XORWOW (Marsaglia 2003), seeded as curand_init documents ----
// The five-word state advances linearly over GF(2); Mat is that map as 160
// columns (the image of each state bit).
struct V5 {
  unsigned w[5];
};
static V5 xorwowStep(V5 s) {
  unsigned t = s.w[0] ^ (s.w[0] >> 2);
  V5 n = {{s.w[1], s.w[2], s.w[3], s.w[4], (s.w[4] ^ (s.w[4] << 4)) ^ (t ^ (t << 1))}};
  return n;
}
struct Mat {
  V5 col[160];
};
static V5 apply(const Mat &m, const V5 &v) {
  V5 r = {{0, 0, 0, 0, 0}};
  for (int b = 0; b < 160; b++)
    if (v.w[b / 32] >> (b % 32) & 1)
      for (int i = 0; i < 5; i++) r.w[i] ^= m.col[b].w[i];
  return r;
}
static Mat mul(const Mat &a, const Mat &b) {  // a after b
  Mat r;
  for (int c = 0; c < 160; c++) r.col[c] = apply(a, b.col[c]);
  return r;
}
// jumpXorwow applies the step 2^shift * n times (n < 2^64).
static V5 jumpXorwow(V5 v, int shift, u64 n) {
  static Mat powers[132];  // powers[k]: the step to the 2^k
  static bool made = false;
  if (!made) {
    for (int b = 0; b < 160; b++) {
      V5 e = {{0, 0, 0, 0, 0}};
      e.w[b / 32] = 1u << (b % 32);
      powers[0].col[b] = xorwowStep(e);
    }
    for (int k = 1; k < 132; k++) powers[k] = mul(powers[k - 1], powers[k - 1]);
    made = true;
  }
  for (int k = 0; k < 64; k++)
    if (n >> k & 1) v = apply(powers[k + shift], v);
  return v;
}
struct XorwowRef {
  V5 v;
  unsigned d;
  XorwowRef(u64 seed, u64 sub, u64 off) {
    unsigned s0 = (unsigned)seed ^ 0xaad26b49u, s1 = (unsigned)(seed >> 32) ^ 0xf7dcefddu;
    unsigned t0 = 1099087573u * s0, t1 = 2591861531u * s1;
    d = 6615241u + t1 + t0;
    V5 s = {{123456789u + t0, 362436069u ^ t0, 521288629u + t1, 88675123u ^ t1, 5783321u + t0}};
    v = jumpXorwow(jumpXorwow(s, 67, sub), 0, off);
    d += 362437u * (unsigned)off;
  }
  void skip(u64 n) { v = jumpXorwow(v, 0, n), d += 362437u * (unsigned)n; }
  void skipSequence(u64 n) { v = jumpXorwow(v, 67, n); }
  unsigned next() {
    v = xorwowStep(v);
    d += 362437u;
    return v.w[4] + d;
  }
};

// ---- MRG32k3a (L'Ecuyer 1999) ----
static const u64 m1 = 4294967087ull, m2 = 4294944443ull;
struct M3 {
  u64 a[3][3];
};
static M3 mul(const M3 &x, const M3 &y, u64 m) {
  M3 r;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) {
      u128 s = 0;
      for (int k = 0; k < 3; k++) s += (u128)x.a[i][k] * y.a[k][j];
      r.a[i][j] = (u64)(s % m);
    }
  return r;
}
// jumpMrg applies A (the one-step matrix of modulus m) 2^shift * n times to s.
static void jumpMrg(unsigned s[3], const M3 &A, u64 m, int shift, u64 n) {
  M3 p = A;
  for (int k = 0; k < shift; k++) p = mul(p, p, m);
  M3 r = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
  for (; n; n >>= 1, p = mul(p, p, m))
    if (n & 1) r = mul(p, r, m);
  u64 t[3];
  for (int i = 0; i < 3; i++) t[i] = (u64)(((u128)r.a[i][0] * s[0] + (u128)r.a[i][1] * s[1] + (u128)r.a[i][2] * s[2]) % m);
  for (int i = 0; i < 3; i++) s[i] = (unsigned)t[i];
}
// state (x[n-3], x[n-2], x[n-1]) -> (x[n-2], x[n-1], x[n]):
// x1[n] = 1403580 x1[n-2] - 810728 x1[n-3] (mod m1), x2[n] = 527612 x2[n-1] - 1370589 x2[n-3] (mod m2).
static const M3 A1 = {{{0, 1, 0}, {0, 0, 1}, {m1 - 810728, 1403580, 0}}};
static const M3 A2 = {{{0, 1, 0}, {0, 0, 1}, {m2 - 1370589, 0, 527612}}};
struct MrgRef {
  unsigned s1[3], s2[3];
  MrgRef(u64 seed, u64 sub, u64 off) {
    for (int i = 0; i < 3; i++) s1[i] = s2[i] = 12345u;
    if (seed) {
      u64 x1 = (unsigned)seed ^ 0x55555555u, x2 = (unsigned)(seed >> 32) ^ 0xAAAAAAAAu;
      s1[0] = (unsigned)(x1 * 12345 % m1), s1[1] = (unsigned)(x2 * 12345 % m1), s1[2] = (unsigned)(x1 * 12345 % m1);
      s2[0] = (unsigned)(x2 * 12345 % m2), s2[1] = (unsigned)(x1 * 12345 % m2), s2[2] = (unsigned)(x2 * 12345 % m2);
    }
    jump(76, sub);
    jump(0, off);
  }
  void jump(int shift, u64 n) { jumpMrg(s1, A1, m1, shift, n), jumpMrg(s2, A2, m2, shift, n); }
  void skip(u64 n) { jump(0, n); }
  void skipSequence(u64 n) { jump(76, n); }  // skipahead_subsequence
  double nextRaw() {  // p1 - p2 taken into (0, m1]
    jump(0, 1);
    u64 p1 = s1[2], p2 = s2[2];
    return p1 > p2 ? (double)(p1 - p2) : (double)(p1 + m1 - p2);
  }
  unsigned next() { return (unsigned)(nextRaw() * 1.000000048662); }  // MRG32K3A_BITS_NORM
};

// ---- the conversions of curand_uniform.h: exact IEEE operations ----
static float uniformOf(unsigned x) { return (float)x * 0x1p-32f + 0x1p-33f; }
static double uniformDoubleHQ(unsigned x, unsigned y) {
  u64 z = (u64)x ^ ((u64)y << 21);
  return (double)z * 0x1p-53 + 0x1p-54;
}

// ---- the cases ----
struct Case {
  u64 seed, sub, off, skip, skipSeq;
};
static const int K = 12;  // draws per case and kind
static std::vector<Case> cases() {
  const u64 seeds[] = {0, 1, 0xfedcba9876543210ull, ~0ull, 0x00000000ffffffffull};
  const u64 subs[] = {0, 1, 3, 1000, 65537, (1ull << 32) + 3, (1ull << 40) + 7, (1ull << 50) + 11};
  const u64 offs[] = {0, 1, 3, 4, 5, 1001, (1ull << 32) - 1, (1ull << 32) + 5, (1ull << 40) + 13, (1ull << 63) + 1};
  std::vector<Case> v;
  u64 r = 31;
  for (u64 s : seeds)
    for (int i = 0; i < 8; i++) {
      u64 x = rnd64(r);
      u64 sk = (x & 3) == 0 ? 0 : (x & 3) == 1 ? (x >> 2) % 1000 : (x >> 2) >> ((x >> 8) % 64);
      v.push_back({s, subs[i], offs[(i + v.size()) % 10], sk, (x >> 40) % 5 == 0 ? (x >> 20) % 100000 : 0});
    }
  return v;
}

// Every kernel draws, per case: K raw values after curand_init, skipahead and
// skipahead_sequence (MRG32k3a: skipahead_subsequence), then K uniforms, K/2
// uniform doubles, K/2 normals and K/4 normal doubles.
struct Out {
  unsigned raw[K];
  float uni[K];
  double uniD[K / 2];
  float nrm[K / 2];
  double nrmD[K / 4];
};
template <class S> __device__ void skipSub(u64 n, S *s) { skipahead_sequence(n, s); }
template <> __device__ void skipSub(u64 n, curandStateMRG32k3a_t *s) { skipahead_subsequence(n, s); }
template <class S> __global__ void draw(const Case *cs, int n, Out *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Case c = cs[i];
  S s;
  curand_init(c.seed, c.sub, c.off, &s);
  if (c.skip) skipahead(c.skip, &s);
  if (c.skipSeq) skipSub(c.skipSeq, &s);
  Out &o = out[i];
  for (int k = 0; k < K; k++) o.raw[k] = curand(&s);
  for (int k = 0; k < K; k++) o.uni[k] = curand_uniform(&s);
  for (int k = 0; k < K / 2; k++) o.uniD[k] = curand_uniform_double(&s);
  for (int k = 0; k < K / 2; k++) o.nrm[k] = curand_normal(&s);
  for (int k = 0; k < K / 4; k++) o.nrmD[k] = curand_normal_double(&s);
}
// Philox's vector forms, from a state at each of the four word positions.
struct Out4 {
  uint4 r4[2];
  float4 u4;
  double2 u2d;
  unsigned after;
};
__global__ void drawPhilox4(const Case *cs, int n, Out4 *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Case c = cs[i];
  curandStatePhilox4_32_10_t s;
  curand_init(c.seed, c.sub, c.off, &s);
  Out4 &o = out[i];
  o.r4[0] = curand4(&s);
  o.r4[1] = curand4(&s);
  o.u4 = curand_uniform4(&s);
  o.u2d = curand_uniform2_double(&s);
  o.after = curand(&s);
}

// within: |got - want| <= tol, or both NaN.
static bool within(double got, double want, double tol) { return fabs(got - want) <= tol; }

template <class S, class Ref> static void run(const char *name, const std::vector<Case> &cs, Ref (*make)(const Case &)) {
  Dev<Case> dc(cs);
  Dev<Out> dout(cs.size());
  draw<S><<<(cs.size() + 31) / 32, 32>>>(dc, (int)cs.size(), dout);
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess) {
    printf("%s: kernel -> %s\n", name, cudaGetErrorName(e));
    failures++;
    return;
  }
  std::vector<Out> got = dout.get();
  std::vector<unsigned> gr, wr;
  std::vector<float> gu, wu;
  std::vector<double> gd, wd;
  size_t badN = 0, nN = 0;
  std::vector<float> normals;
  std::vector<double> normalDoubles;
  for (size_t i = 0; i < cs.size(); i++) {
    Ref r = make(cs[i]);
    const Out &g = got[i];
    for (int k = 0; k < K; k++) gr.push_back(g.raw[k]), wr.push_back(r.next());
    for (int k = 0; k < K; k++) gu.push_back(g.uni[k]), wu.push_back(r.uniform());
    for (int k = 0; k < K / 2; k++) gd.push_back(g.uniD[k]), wd.push_back(r.uniformDouble());
    // Box-Muller in double from the same draws; __sincosf's and logf's
    // errors (the CUDA Math API's bounds, magnified by |s| <= 6.7) are far
    // below 2^-12.
    for (int k = 0; k < K / 2; k++) {
      double want = r.normal(k & 1);
      nN++;
      if (!within(g.nrm[k], want, 0x1p-12)) {
        if (badN++ < 3) printf("  %s normal case %zu #%d: got %.9g want about %.9g\n", name, i, k, g.nrm[k], want);
      }
      normals.push_back(g.nrm[k]);
    }
    for (int k = 0; k < K / 4; k++) {
      double want = r.normalDouble(k & 1);
      nN++;
      if (!within(g.nrmD[k], want, 1e-12)) {
        if (badN++ < 3) printf("  %s normal_double case %zu #%d: got %.17g want about %.17g\n", name, i, k, g.nrmD[k], want);
      }
      normalDoubles.push_back(g.nrmD[k]);
    }
  }
  char what[80];
  snprintf(what, sizeof what, "%s curand", name);
  compare(what, gr, wr);
  snprintf(what, sizeof what, "%s curand_uniform", name);
  compare(what, gu, wu);
  snprintf(what, sizeof what, "%s curand_uniform_double", name);
  compare(what, gd, wd);
  printf("%-44s %8zu values, %zu off by more than the bound\n", (std::string(name) + " normal, normal_double").c_str(), nN, badN);
  if (badN) failures++;
  printf("probe: %s curand_normal fnv %016llx, curand_normal_double fnv %016llx\n", name, fnv(normals.data(), normals.size() * 4),
         fnv(normalDoubles.data(), normalDoubles.size() * 8));
}

// The references, each with the conversions its generator's header applies.
// WordGen: the generators that draw 32-bit words (Philox, XORWOW) make their
// uniforms and Box-Muller pairs from them alike. normal(0) draws two words
// and returns the first of the pair, normal(1) the second (curand_normal's
// cached value); normalDouble the same from four.
template <class Ref> struct WordGen : Ref {
  using Ref::Ref;
  float uniform() { return uniformOf(this->next()); }
  double bmU, bmV, dU, dV;
  double normal(int second) {
    if (!second) {
      unsigned x = this->next(), y = this->next();
      bmU = uniformOf(x), bmV = (double)y * (0x1p-32f * 6.2831855f) + (0x1p-32f * 6.2831855f) / 2;
    }
    double s = sqrt(-2.0 * log(bmU));
    return second ? s * cos(bmV) : s * sin(bmV);
  }
  double normalDouble(int second) {
    if (!second) {
      unsigned a = this->next(), b = this->next(), c = this->next(), d = this->next();
      dU = uniformDoubleHQ(a, b), dV = uniformDoubleHQ(c, d) * 2;
    }
    double s = sqrt(-2.0 * log(dU));
    return second ? s * cos(M_PI * dV) : s * sin(M_PI * dV);
  }
};
struct PhiloxGen : WordGen<PhiloxRef> {
  using WordGen<PhiloxRef>::WordGen;
  // Philox's curand_uniform_double takes one word (its uniform2_double two
  // per value): x 2^-32 + 2^-32.
  double uniformDouble() { return (double)next() * 0x1p-32 + 0x1p-32; }
};
struct XorwowGen : WordGen<XorwowRef> {
  using WordGen<XorwowRef>::WordGen;
  double uniformDouble() {
    unsigned x = next(), y = next();
    return uniformDoubleHQ(x, y);
  }
};
struct MrgGen : MrgRef {
  using MrgRef::MrgRef;
  // curand_uniform.h: (float)(raw * MRG32K3A_NORM), raw * MRG32K3A_NORM.
  float uniform() { return (float)(nextRaw() * 2.3283065498378288e-10); }
  double uniformDouble() { return nextRaw() * 2.3283065498378288e-10; }
  double bmU, bmV, dU, dV;
  double normal(int second) {
    if (!second) bmU = uniform(), bmV = (double)(uniform() * 6.2831855f);  // CURAND_2PI
    double s = sqrt(-2.0 * log(bmU));
    return second ? s * cos(bmV) : s * sin(bmV);
  }
  double normalDouble(int second) {
    if (!second) dU = uniformDouble(), dV = uniformDouble() * 2;
    double s = sqrt(-2.0 * log(dU));
    return second ? s * cos(M_PI * dV) : s * sin(M_PI * dV);
  }
};

template <class Gen> static Gen makeRef(const Case &c) {
  Gen g(c.seed, c.sub, c.off);
  if (c.skip) g.skip(c.skip);
  if (c.skipSeq) g.skipSequence(c.skipSeq);
  return g;
}

int main() {
  std::vector<Case> cs = cases();
  printf("%zu cases: seeds, subsequences up to 2^50, offsets and skips up to 2^63\n", cs.size());
  run<curandStatePhilox4_32_10_t, PhiloxGen>("philox", cs, makeRef<PhiloxGen>);
  run<curandStateXORWOW_t, XorwowGen>("xorwow", cs, makeRef<XorwowGen>);
  run<curandStateMRG32k3a_t, MrgGen>("mrg32k3a", cs, makeRef<MrgGen>);

  // curand4 and its conversions from each word position.
  Dev<Case> dc(cs);
  Dev<Out4> d4(cs.size());
  drawPhilox4<<<(cs.size() + 31) / 32, 32>>>(dc, (int)cs.size(), d4);
  SYNC();
  std::vector<Out4> g4 = d4.get();
  std::vector<unsigned> gr, wr;
  std::vector<float> gu, wu;
  std::vector<double> gd, wd;
  for (size_t i = 0; i < cs.size(); i++) {
    PhiloxRef r(cs[i].seed, cs[i].sub, cs[i].off);
    const Out4 &o = g4[i];
    const uint4 *q = o.r4;
    for (int j = 0; j < 2; j++) {
      unsigned w[4] = {q[j].x, q[j].y, q[j].z, q[j].w};
      for (unsigned x : w) gr.push_back(x), wr.push_back(r.next());
    }
    float u[4] = {o.u4.x, o.u4.y, o.u4.z, o.u4.w};
    for (float x : u) gu.push_back(x), wu.push_back(uniformOf(r.next()));
    unsigned a = r.next(), b = r.next(), c = r.next(), d = r.next();
    gd.push_back(o.u2d.x), wd.push_back(uniformDoubleHQ(a, b));
    gd.push_back(o.u2d.y), wd.push_back(uniformDoubleHQ(c, d));
    gr.push_back(o.after), wr.push_back(r.next());
  }
  compare("philox curand4 (and curand after)", gr, wr);
  compare("philox curand_uniform4", gu, wu);
  compare("philox curand_uniform2_double", gd, wd);
  return finish();
}
