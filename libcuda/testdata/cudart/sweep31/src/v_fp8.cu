// v_fp8: cuda_fp8.h's conversions, device against host, exhaustively where
// the input is 16 bits wide. For sm_90 the header converts with the
// hardware's cvt.rn.satfinite.{e4m3x2,e5m2x2}.{f32,f16x2} and
// cvt.rn.f16x2.{e4m3x2,e5m2x2}; on the host it computes the same roundings
// in software (through double, one rounding, IEEE round-to-nearest-even,
// saturation to the largest finite value). Compared bit for bit: every
// half, every bf16 and every fp8 pair, both formats, both saturation modes;
// floats with every sign, exponent and top 7 mantissa bits and 8 patterns of
// the low 16 (ties, sticky bits); doubles near the formats' rounding points;
// the paired and quadruple forms and the class types' operators. A NaN
// input's result is only required to be a NaN of the format (its bits are
// the GPU's: printed on "probe:" lines).
#include "../../sweep27/src/sw27.h"
#include <cuda_fp8.h>
#include <set>
#include <string>

typedef unsigned short u16;
__host__ __device__ static __nv_fp8_interpretation_t kindOf(int k) { return k ? __NV_E5M2 : __NV_E4M3; }
__host__ __device__ static __nv_saturation_t satOf(int s) { return s ? __NV_SATFINITE : __NV_NOSAT; }
static const char *kindName[2] = {"e4m3", "e5m2"}, *satName[2] = {"nosat", "satfinite"};

static bool fp8IsNaN(unsigned char v, int kind) { return kind == 0 ? (v & 0x7f) == 0x7f : (v & 0x7f) > 0x7c; }
static bool halfIsNaN(u16 v) { return (v & 0x7fff) > 0x7c00; }
static bool floatIsNaN(float f) { return f != f; }

// floatInput(i): i's low 16 bits are the float's top 16 (sign, exponent, 7
// mantissa bits), its next 3 bits pick the low 16.
__host__ __device__ static float floatInput(unsigned i) {
  const u16 low[8] = {0x0000, 0x0001, 0x7fff, 0x8000, 0x8001, 0xffff, 0x4000, 0xbfff};
  unsigned bits = (i & 0xffff) << 16 | low[(i >> 16) & 7];
  float f;
  memcpy(&f, &bits, 4);
  return f;
}
static const unsigned nFloat = 8 << 16;

// Every conversion, one kernel each, so that a failure names its function.
__global__ void fromFloat(unsigned char *out, int kind, int sat) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < nFloat) out[i] = __nv_cvt_float_to_fp8(floatInput(i), satOf(sat), kindOf(kind));
}
// Pairs: element i with element i ^ 0x5a5a5 (every float appears in both halves).
__global__ void fromFloat2(u16 *out, int kind, int sat) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < nFloat) out[i] = __nv_cvt_float2_to_fp8x2(make_float2(floatInput(i), floatInput((i ^ 0x5a5a5) % nFloat)), satOf(sat), kindOf(kind));
}
__global__ void fromHalf(unsigned char *out, int kind, int sat) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  __half_raw h;
  h.x = (u16)i;
  if (i < 65536) out[i] = __nv_cvt_halfraw_to_fp8(h, satOf(sat), kindOf(kind));
}
__global__ void fromHalf2(u16 *out, int kind, int sat) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  __half2_raw h;
  h.x = (u16)i, h.y = (u16)(i * 40503u >> 3);
  if (i < 65536) out[i] = __nv_cvt_halfraw2_to_fp8x2(h, satOf(sat), kindOf(kind));
}
__global__ void fromBf16(unsigned char *out, int kind, int sat) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  __nv_bfloat16_raw b;
  b.x = (u16)i;
  if (i < 65536) out[i] = __nv_cvt_bfloat16raw_to_fp8(b, satOf(sat), kindOf(kind));
}
__global__ void fromDouble(const double *in, unsigned n, unsigned char *out, int kind, int sat) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = __nv_cvt_double_to_fp8(in[i], satOf(sat), kindOf(kind));
}
__global__ void toHalf2(unsigned *out, int kind) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 65536) {
    __half2_raw h = __nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)i, kindOf(kind));
    out[i] = (unsigned)h.y << 16 | h.x;
  }
}
__global__ void toHalf(u16 *out, int kind) {
  unsigned i = threadIdx.x;
  out[i] = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)i, kindOf(kind)).x;
}

// The class types: constructors from every type (satfinite), x2 and x4, and
// back to float, half and float2/float4.
struct ClassOut {
  unsigned char e4f, e5f, e4d, e5d, e4h, e5h, e4b, e5b;
  u16 e4x2, e5x2;
  unsigned e4x4, e5x4;
  float backE4, backE5;
  float2 back2;
  float4 back4;
};
// classesOf: element i's conversions, on either side.
__host__ __device__ static ClassOut classesOf(unsigned i) {
  float f = floatInput(i * 8 + (i >> 13));
  double d = (double)f * (1.0 + 0x1p-30);
  __half_raw hr;
  hr.x = (u16)i;
  __half h = hr;
  __nv_bfloat16_raw br;
  br.x = (u16)i;
  __nv_bfloat16 b = br;
  ClassOut o = {};
  o.e4f = __nv_fp8_e4m3(f).__x, o.e5f = __nv_fp8_e5m2(f).__x;
  o.e4d = __nv_fp8_e4m3(d).__x, o.e5d = __nv_fp8_e5m2(d).__x;
  o.e4h = __nv_fp8_e4m3(h).__x, o.e5h = __nv_fp8_e5m2(h).__x;
  o.e4b = __nv_fp8_e4m3(b).__x, o.e5b = __nv_fp8_e5m2(b).__x;
  float2 f2 = make_float2(f, -f * 0.75f);
  o.e4x2 = __nv_fp8x2_e4m3(f2).__x, o.e5x2 = __nv_fp8x2_e5m2(f2).__x;
  float4 f4 = make_float4(f, f * 0.5f, -f, f * 3.0f);
  o.e4x4 = __nv_fp8x4_e4m3(f4).__x, o.e5x4 = __nv_fp8x4_e5m2(f4).__x;
  __nv_fp8_e4m3 e4;
  e4.__x = (unsigned char)i;
  __nv_fp8_e5m2 e5;
  e5.__x = (unsigned char)(i >> 8);
  o.backE4 = (float)e4, o.backE5 = (float)e5;
  __nv_fp8x2_e5m2 p;
  p.__x = (u16)i;
  o.back2 = (float2)p;
  __nv_fp8x4_e4m3 q;
  q.__x = i * 2654435761u;
  o.back4 = (float4)q;
  return o;
}
__global__ void classes(ClassOut *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 65536) out[i] = classesOf(i);
}

// Differences among results whose input was not a NaN fail; for NaN inputs
// the device must give a NaN, and the bits it gave are printed.
struct Tally {
  const char *what;
  size_t n = 0, bad = 0, nanIn = 0, nanBad = 0;
  std::set<unsigned> nanBits;
  explicit Tally(const char *w) : what(w) {}
  void exact(unsigned got, unsigned want, size_t i) {
    n++;
    if (got != want && bad++ < 5) printf("  %s[%zx]: got %x want %x\n", what, i, got, want);
  }
  void nan(unsigned got, bool gotIsNaN, size_t i) {
    nanIn++;
    nanBits.insert(got);
    if (!gotIsNaN && nanBad++ < 5) printf("  %s[%zx]: a NaN input gave %x, not a NaN\n", what, i, got);
  }
  ~Tally() {
    printf("%-44s %8zu values, %zu differ; %zu NaN inputs, %zu not NaN\n", what, n, bad, nanIn, nanBad);
    if (bad || nanBad) failures++;
    if (nanIn) {
      printf("probe: %s NaN results:", what);
      for (unsigned b : nanBits) printf(" %x", b);
      printf("\n");
    }
  }
};

static std::string name(const char *fn, int k, int s) { return std::string(fn) + " " + kindName[k] + (s < 0 ? "" : std::string(" ") + satName[s]); }

int main() {
  const int B = 256;
  Dev<unsigned char> d8(nFloat);
  Dev<u16> d16(nFloat);
  Dev<unsigned> d32(65536);
  for (int k = 0; k < 2; k++)
    for (int s = 0; s < 2; s++) {
      // float
      fromFloat<<<nFloat / B, B>>>(d8, k, s);
      SYNC();
      {
        std::vector<unsigned char> g = d8.get();
        std::string w = name("__nv_cvt_float_to_fp8", k, s);
        Tally t(w.c_str());
        for (unsigned i = 0; i < nFloat; i++) {
          float x = floatInput(i);
          if (floatIsNaN(x)) t.nan(g[i], fp8IsNaN(g[i], k), i);
          else t.exact(g[i], __nv_cvt_float_to_fp8(x, satOf(s), kindOf(k)), i);
        }
      }
      fromFloat2<<<nFloat / B, B>>>(d16, k, s);
      SYNC();
      {
        std::vector<u16> g = d16.get();
        std::string w = name("__nv_cvt_float2_to_fp8x2", k, s);
        Tally t(w.c_str());
        for (unsigned i = 0; i < nFloat; i++) {
          float2 x = make_float2(floatInput(i), floatInput((i ^ 0x5a5a5) % nFloat));
          u16 want = __nv_cvt_float2_to_fp8x2(x, satOf(s), kindOf(k));
          bool nx = floatIsNaN(x.x), ny = floatIsNaN(x.y);
          if (!nx && !ny) t.exact(g[i], want, i);
          else if (nx && ny) t.nan(g[i], fp8IsNaN(g[i] & 0xff, k) && fp8IsNaN(g[i] >> 8, k), i);
          else if (nx) t.exact(g[i] >> 8, want >> 8, i), t.nan(g[i] & 0xff, fp8IsNaN(g[i] & 0xff, k), i);
          else t.exact(g[i] & 0xff, want & 0xff, i), t.nan(g[i] >> 8, fp8IsNaN(g[i] >> 8, k), i);
        }
      }
      // half, bf16
      fromHalf<<<65536 / B, B>>>(d8, k, s);
      SYNC();
      {
        std::vector<unsigned char> g = d8.get();
        std::string w = name("__nv_cvt_halfraw_to_fp8", k, s);
        Tally t(w.c_str());
        for (unsigned i = 0; i < 65536; i++) {
          __half_raw h;
          h.x = (u16)i;
          if (halfIsNaN((u16)i)) t.nan(g[i], fp8IsNaN(g[i], k), i);
          else t.exact(g[i], __nv_cvt_halfraw_to_fp8(h, satOf(s), kindOf(k)), i);
        }
      }
      fromHalf2<<<65536 / B, B>>>(d16, k, s);
      SYNC();
      {
        std::vector<u16> g = d16.get();
        std::string w = name("__nv_cvt_halfraw2_to_fp8x2", k, s);
        Tally t(w.c_str());
        for (unsigned i = 0; i < 65536; i++) {
          __half2_raw h;
          h.x = (u16)i, h.y = (u16)(i * 40503u >> 3);
          u16 want = __nv_cvt_halfraw2_to_fp8x2(h, satOf(s), kindOf(k));
          for (int half = 0; half < 2; half++) {
            unsigned gb = half ? g[i] >> 8 : g[i] & 0xff, wb = half ? want >> 8 : want & 0xff;
            if (halfIsNaN(half ? h.y : h.x)) t.nan(gb, fp8IsNaN(gb, k), i);
            else t.exact(gb, wb, i);
          }
        }
      }
      fromBf16<<<65536 / B, B>>>(d8, k, s);
      SYNC();
      {
        std::vector<unsigned char> g = d8.get();
        std::string w = name("__nv_cvt_bfloat16raw_to_fp8", k, s);
        Tally t(w.c_str());
        for (unsigned i = 0; i < 65536; i++) {
          __nv_bfloat16_raw b;
          b.x = (u16)i;
          if ((i & 0x7fff) > 0x7f80) t.nan(g[i], fp8IsNaN(g[i], k), i);
          else t.exact(g[i], __nv_cvt_bfloat16raw_to_fp8(b, satOf(s), kindOf(k)), i);
        }
      }
      // double: every fp8 value's neighbours and midpoints, +-1 ulp of double
      {
        std::vector<double> in;
        for (unsigned v = 0; v < 256; v++) {
          __half_raw h = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)v, kindOf(k));
          __half_raw h1 = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)(v + 1), kindOf(k));
          float a = __half2float(__half(h)), b = __half2float(__half(h1));
          if (a != a || b != b || (v & 0x7f) == 0x7f) continue;
          double mid = ((double)a + b) / 2;
          for (double x : {(double)a, mid, nextafter(mid, 0.0), nextafter(mid, 1e300), nextafter(mid, -1e300), -mid, mid * 1.5})
            in.push_back(x);
        }
        for (double x : {0.0, -0.0, 1e300, -1e300, 4.9e-324, 480.0, 464.0, 464.00000000000006, 61440.0, 61439.99999999999, HUGE_VAL, -HUGE_VAL})
          in.push_back(x);
        Dev<double> din(in);
        Dev<unsigned char> dout(in.size());
        fromDouble<<<(in.size() + B - 1) / B, B>>>(din, (unsigned)in.size(), dout, k, s);
        SYNC();
        std::vector<unsigned char> g = dout.get();
        std::vector<unsigned char> want(in.size());
        for (size_t i = 0; i < in.size(); i++) want[i] = __nv_cvt_double_to_fp8(in[i], satOf(s), kindOf(k));
        compare(name("__nv_cvt_double_to_fp8", k, s).c_str(), g, want);
      }
    }
  // fp8 to half: every pair, both formats; one element and through the class to float
  for (int k = 0; k < 2; k++) {
    toHalf2<<<65536 / B, B>>>(d32, k);
    SYNC();
    std::vector<unsigned> g = d32.get();
    std::string w = name("__nv_cvt_fp8x2_to_halfraw2", k, -1);
    Tally t(w.c_str());
    for (unsigned i = 0; i < 65536; i++) {
      __half2_raw h = __nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)i, kindOf(k));
      for (int half = 0; half < 2; half++) {
        unsigned in = half ? i >> 8 : i & 0xff;
        unsigned gb = half ? g[i] >> 16 : g[i] & 0xffff, wb = half ? h.y : h.x;
        if (fp8IsNaN(in, k)) t.nan(gb, halfIsNaN(gb), i);
        else t.exact(gb, wb, i);
      }
    }
  }
  {
    Dev<u16> dh(256);
    for (int k = 0; k < 2; k++) {
      toHalf<<<1, 256>>>(dh, k);
      SYNC();
      std::vector<u16> g = dh.get();
      std::string w = name("__nv_cvt_fp8_to_halfraw", k, -1);
      Tally t(w.c_str());
      for (unsigned i = 0; i < 256; i++) {
        if (fp8IsNaN(i, k)) t.nan(g[i], halfIsNaN(g[i]), i);
        else t.exact(g[i], __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)i, kindOf(k)).x, i);
      }
    }
  }
  // The class types.
  {
    Dev<ClassOut> dc(65536);
    classes<<<65536 / B, B>>>(dc);
    SYNC();
    std::vector<ClassOut> g = dc.get();
    size_t bad = 0;
    for (unsigned i = 0; i < 65536; i++) {
      ClassOut w = classesOf(i);
      const ClassOut &o = g[i];
      float f = floatInput(i * 8 + (i >> 13));
      bool nanIn = f != f || halfIsNaN((u16)i) || (i & 0x7fff) > 0x7f80;
      bool same = o.e4x4 == w.e4x4 && o.e5x4 == w.e5x4 && o.e4x2 == w.e4x2 && o.e5x2 == w.e5x2 && o.e4f == w.e4f && o.e5f == w.e5f && o.e4d == w.e4d &&
                  o.e5d == w.e5d && o.e4h == w.e4h && o.e5h == w.e5h && o.e4b == w.e4b && o.e5b == w.e5b;
      bool backSame = sameBits(o.backE4, w.backE4) && sameBits(o.backE5, w.backE5) && sameBits(o.back2.x, w.back2.x) && sameBits(o.back2.y, w.back2.y) &&
                      sameBits(o.back4.x, w.back4.x) && sameBits(o.back4.y, w.back4.y) && sameBits(o.back4.z, w.back4.z) && sameBits(o.back4.w, w.back4.w);
      if ((!same && !nanIn) || !backSame) {
        if (bad++ < 5)
          printf("  classes[%x]: e4 %x/%x %x/%x %x/%x %x/%x x2 %x/%x x4 %x/%x; e5 %x/%x %x/%x %x/%x %x/%x x2 %x/%x x4 %x/%x; back %a/%a %a/%a\n", i, o.e4f, w.e4f, o.e4d,
                 w.e4d, o.e4h, w.e4h, o.e4b, w.e4b, o.e4x2, w.e4x2, o.e4x4, w.e4x4, o.e5f, w.e5f, o.e5d, w.e5d, o.e5h, w.e5h, o.e5b, w.e5b, o.e5x2, w.e5x2, o.e5x4,
                 w.e5x4, o.backE4, w.backE4, o.backE5, w.backE5);
      }
    }
    printf("%-44s %8u values, %zu differ\n", "__nv_fp8{,x2,x4}_{e4m3,e5m2} constructors, casts", 65536u, bad);
    if (bad) failures++;
  }
  return finish();
}
