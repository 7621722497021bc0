// texprobe measures CUDA texture and surface objects on the GPU: every
// address mode, filter mode, coordinate mode, read mode and array format,
// plus fine coordinate sweeps that expose how the texture unit computes
// filtering weights. Each case writes three files into the output folder:
// NAME.texels (the bytes copied into the resource), NAME.coords (8 32-bit
// words per sample, read by the kernel as floats or ints) and NAME.out (16
// bytes per sample: the result vector's bits; for surface-store cases the
// array's bytes after the stores), and one line in manifest.txt describing
// the resource, the texture/surface descriptor and the kernel. The kernels
// are extern "C" so cudasim can run the same PTX (texprobe.ptx) on the same
// inputs and compare bit for bit.
#include <cuda.h>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned int u32;

// ---------------------------------------------------------------- kernels
#ifndef HOSTONLY  // the host program loads the kernels from texprobe.cubin
#define F(i) __uint_as_float(c[8 * k + (i)])
#define I(i) ((int)c[8 * k + (i)])

__device__ uint4 u4(float4 v) { return make_uint4(__float_as_uint(v.x), __float_as_uint(v.y), __float_as_uint(v.z), __float_as_uint(v.w)); }
__device__ uint4 u4(int4 v) { return make_uint4(v.x, v.y, v.z, v.w); }
__device__ uint4 u4(uint4 v) { return v; }

#define TK(name, T, expr)                                                                          \
  extern "C" __global__ void name(unsigned long long t, const u32 *c, uint4 *o, int n, int extra) { \
    int k = blockIdx.x * blockDim.x + threadIdx.x;                                                 \
    if (k >= n) return;                                                                            \
    T v = expr;                                                                                    \
    o[k] = u4(v);                                                                                  \
  }
#define TK3(name, E)                 \
  TK(name##_f, float4, E(float4))    \
  TK(name##_i, int4, E(int4))        \
  TK(name##_u, uint4, E(uint4))

#define E_1D(T) tex1D<T>(t, F(0))
#define E_FETCH(T) tex1Dfetch<T>(t, I(0))
#define E_2D(T) tex2D<T>(t, F(0), F(1))
#define E_3D(T) tex3D<T>(t, F(0), F(1), F(2))
#define E_A1D(T) tex1DLayered<T>(t, F(0), I(1))
#define E_A2D(T) tex2DLayered<T>(t, F(0), F(1), I(2))
#define E_CUBE(T) texCubemap<T>(t, F(0), F(1), F(2))
#define E_ACUBE(T) texCubemapLayered<T>(t, F(0), F(1), F(2), I(3))
#define E_LOD1D(T) tex1DLod<T>(t, F(0), F(1))
#define E_LOD2D(T) tex2DLod<T>(t, F(0), F(1), F(2))
#define E_LOD3D(T) tex3DLod<T>(t, F(0), F(1), F(2), F(3))
#define E_LODA2D(T) tex2DLayeredLod<T>(t, F(0), F(1), I(2), F(3))
#define E_LODCUBE(T) texCubemapLod<T>(t, F(0), F(1), F(2), F(3))
#define E_GRAD2D(T) tex2DGrad<T>(t, F(0), F(1), make_float2(F(2), F(3)), make_float2(F(4), F(5)))
#define E_GATHER(T) tex2Dgather<T>(t, F(0), F(1), extra)

#if !defined(GROUP) || GROUP == 1
TK3(k_tex1d, E_1D)
TK3(k_fetch, E_FETCH)
TK3(k_tex2d, E_2D)
TK3(k_tex3d, E_3D)
TK3(k_a1d, E_A1D)
TK3(k_a2d, E_A2D)
TK3(k_cube, E_CUBE)
TK3(k_acube, E_ACUBE)
TK3(k_lod1d, E_LOD1D)
TK3(k_lod2d, E_LOD2D)
TK3(k_lod3d, E_LOD3D)
TK3(k_loda2d, E_LODA2D)
TK3(k_lodcube, E_LODCUBE)
TK3(k_grad2d, E_GRAD2D)
TK3(k_gather, E_GATHER)

#endif
// Gradient kernels of window 6 (tex9): 1D (x, dx, dy) and 3D (dx in words 0-2, dy in 3-5,
// x and y in 6-7, z 0.5), for the level of detail tex.grad picks.
#if !defined(GROUP) || GROUP == 11
extern "C" __global__ void k_grad1d_f(unsigned long long t, const u32 *c, uint4 *o, int n, int extra) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n) return;
  o[k] = u4(tex1DGrad<float4>(t, F(0), F(1), F(2)));
}
extern "C" __global__ void k_grad3d_f(unsigned long long t, const u32 *c, uint4 *o, int n, int extra) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n) return;
  o[k] = u4(tex3DGrad<float4>(t, F(6), F(7), 0.5f, make_float4(F(0), F(1), F(2), 0), make_float4(F(3), F(4), F(5), 0)));
}
#endif
// sRGB kernel of window 7 (tex10): thread k filters texel pair (2(k&255), 2(k&255)+1) of row
// k>>8 at two weights of the second texel (extra & 255 and extra >> 8) and packs both results'
// four channels as halves (sRGB filtering rounds to half, so the packing loses nothing); the
// coordinates are not read.
#if !defined(GROUP) || GROUP == 12
__device__ u32 h2(float a, float b) { return (u32)__half_as_ushort(__float2half_rn(a)) | (u32)__half_as_ushort(__float2half_rn(b)) << 16; }
extern "C" __global__ void k_srgb_grid_h(unsigned long long t, const u32 *c, uint4 *o, int n, int extra) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n) return;
  float x = 2.0f * (float)(k & 255) + 0.5f, y = (float)(k >> 8) + 0.5f;
  float4 a = tex2D<float4>(t, x + (float)(extra & 255) / 256.0f, y), b = tex2D<float4>(t, x + (float)(extra >> 8) / 256.0f, y);
  o[k] = make_uint4(h2(a.x, a.y), h2(a.z, a.w), h2(b.x, b.y), h2(b.z, b.w));
}
#endif
// Integer texel coordinates on arrays (tex.{1d,2d,3d}.v4.*.s32), written
// directly because the C++ API only emits them for tex1Dfetch.
#if !defined(GROUP) || GROUP == 2
extern "C" __global__ void k_s32_1d_f(unsigned long long t, const u32 *c, uint4 *o, int n, int extra) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n) return;
  float4 v;
  asm volatile("tex.1d.v4.f32.s32 {%0,%1,%2,%3}, [%4, {%5}];" : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w) : "l"(t), "r"(I(0)));
  o[k] = u4(v);
}
extern "C" __global__ void k_s32_2d_f(unsigned long long t, const u32 *c, uint4 *o, int n, int extra) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n) return;
  float4 v;
  asm volatile("tex.2d.v4.f32.s32 {%0,%1,%2,%3}, [%4, {%5,%6}];" : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w) : "l"(t), "r"(I(0)), "r"(I(1)));
  o[k] = u4(v);
}
extern "C" __global__ void k_s32_2d_u(unsigned long long t, const u32 *c, uint4 *o, int n, int extra) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n) return;
  uint4 v;
  asm volatile("tex.2d.v4.u32.s32 {%0,%1,%2,%3}, [%4, {%5,%6}];" : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(t), "r"(I(0)), "r"(I(1)));
  o[k] = v;
}
extern "C" __global__ void k_s32_3d_f(unsigned long long t, const u32 *c, uint4 *o, int n, int extra) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n) return;
  float4 v;
  asm volatile("tex.3d.v4.f32.s32 {%0,%1,%2,%3}, [%4, {%5,%6,%7,%7}];" : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w) : "l"(t), "r"(I(0)), "r"(I(1)), "r"(I(2)));
  o[k] = u4(v);
}

#endif
// txq / suq / istypep: one thread writes every query (16 words; word 15 is
// istypep.texref, 14 istypep.samplerref, 13 istypep.surfref).
#define Q(op, q, i) asm volatile(op "." q ".b32 %0, [%1];" : "=r"(r) : "l"(t)); o[i] = r;
#if !defined(GROUP) || GROUP == 3
extern "C" __global__ void k_txq(unsigned long long t, const u32 *c, u32 *o, int n, int extra) {
  u32 r;
  Q("txq", "width", 0) Q("txq", "height", 1) Q("txq", "depth", 2) Q("txq", "channel_data_type", 3)
  Q("txq", "channel_order", 4) Q("txq", "normalized_coords", 5) Q("txq", "filter_mode", 6)
  Q("txq", "addr_mode_0", 7) Q("txq", "addr_mode_1", 8) Q("txq", "addr_mode_2", 9)
  Q("txq", "array_size", 10) Q("txq", "num_mipmap_levels", 11)
}
#endif
#if !defined(GROUP) || GROUP == 4
extern "C" __global__ void k_txq2(unsigned long long t, const u32 *c, u32 *o, int n, int extra) {
  u32 r;
  Q("txq", "num_samples", 12)
  asm volatile("txq.level.width.b32 %0, [%1], %2;" : "=r"(r) : "l"(t), "r"(1)); o[16] = r;
  asm volatile("txq.level.height.b32 %0, [%1], %2;" : "=r"(r) : "l"(t), "r"(1)); o[17] = r;
  asm volatile("txq.level.depth.b32 %0, [%1], %2;" : "=r"(r) : "l"(t), "r"(1)); o[18] = r;
  asm volatile("txq.level.width.b32 %0, [%1], %2;" : "=r"(r) : "l"(t), "r"(2)); o[19] = r;
}
#endif
#if !defined(GROUP) || GROUP == 5
extern "C" __global__ void k_txq3(unsigned long long t, const u32 *c, u32 *o, int n, int extra) {
  u32 r;
  asm volatile("txq.force_unnormalized_coords.b32 %0, [%1];" : "=r"(r) : "l"(t)); o[20] = r;
}
#endif
#if !defined(GROUP) || GROUP == 6
extern "C" __global__ void k_istypep(unsigned long long t, const u32 *c, u32 *o, int n, int extra) {
  u32 r;
  asm volatile("{.reg .pred p; istypep.surfref p, %1; selp.b32 %0,1,0,p;}" : "=r"(r) : "l"(t)); o[13] = r;
  asm volatile("{.reg .pred p; istypep.samplerref p, %1; selp.b32 %0,1,0,p;}" : "=r"(r) : "l"(t)); o[14] = r;
  asm volatile("{.reg .pred p; istypep.texref p, %1; selp.b32 %0,1,0,p;}" : "=r"(r) : "l"(t)); o[15] = r;
}
#endif
#if !defined(GROUP) || GROUP == 7
extern "C" __global__ void k_suq(unsigned long long t, const u32 *c, u32 *o, int n, int extra) {
  u32 r;
  Q("suq", "width", 0) Q("suq", "height", 1) Q("suq", "depth", 2) Q("suq", "channel_data_type", 3)
  Q("suq", "channel_order", 4) Q("suq", "array_size", 5) Q("suq", "memory_layout", 6)
}
#endif

// Surface loads: words x (bytes), y, z/layer; the value's bytes go to the
// front of the 16-byte result.
template <class T, cudaSurfaceBoundaryMode M, int G>
__device__ void sread(unsigned long long s, const u32 *c, uint4 *o, int k) {
  T v;
  if (G == 1) surf1Dread(&v, s, I(0), M);
  if (G == 2) surf2Dread(&v, s, I(0), I(1), M);
  if (G == 3) surf3Dread(&v, s, I(0), I(1), I(2), M);
  if (G == 4) surf1DLayeredread(&v, s, I(0), I(1), M);
  if (G == 5) surf2DLayeredread(&v, s, I(0), I(1), I(2), M);
  uint4 r = make_uint4(0, 0, 0, 0);
  memcpy(&r, &v, sizeof(T));
  o[k] = r;
}
// Surface stores: one thread stores every sample in order (so clamped
// stores that land on one texel leave a determined value); words x, y, z,
// then the value's bytes from word 4.
template <class T, cudaSurfaceBoundaryMode M, int G>
__device__ void swrite(unsigned long long s, const u32 *c, int n) {
  for (int k = 0; k < n; k++) {
    T v;
    memcpy(&v, &c[8 * k + 4], sizeof(T));
    if (G == 1) surf1Dwrite(v, s, I(0), M);
    if (G == 2) surf2Dwrite(v, s, I(0), I(1), M);
    if (G == 3) surf3Dwrite(v, s, I(0), I(1), I(2), M);
    if (G == 4) surf1DLayeredwrite(v, s, I(0), I(1), M);
    if (G == 5) surf2DLayeredwrite(v, s, I(0), I(1), I(2), M);
  }
}
#if !defined(GROUP) || GROUP == 8
#define SKLD(tag, T, M, G, g)                                                                                \
  extern "C" __global__ void k_suld_##g##_##tag##_##M(unsigned long long s, const u32 *c, uint4 *o, int n, int extra) { \
    int k = blockIdx.x * blockDim.x + threadIdx.x;                                                       \
    if (k < n) sread<T, cudaBoundaryMode##M, G>(s, c, o, k);                                             \
  }
#else
#define SKLD(tag, T, M, G, g)
#endif
#if !defined(GROUP) || GROUP == 9
#define SKST(tag, T, M, G, g)                                                                                \
  extern "C" __global__ void k_sust_##g##_##tag##_##M(unsigned long long s, const u32 *c, uint4 *o, int n, int extra) { \
    if (threadIdx.x == 0 && blockIdx.x == 0) swrite<T, cudaBoundaryMode##M, G>(s, c, n);                 \
  }
#else
#define SKST(tag, T, M, G, g)
#endif
#define SK(tag, T, M, G, g) SKLD(tag, T, M, G, g) SKST(tag, T, M, G, g)
#define SKM(tag, T, G, g) SK(tag, T, Clamp, G, g) SK(tag, T, Zero, G, g) SK(tag, T, Trap, G, g)
#define SKT(G, g)                                \
  SKM(b8, unsigned char, G, g)                   \
  SKM(b16, unsigned short, G, g)                 \
  SKM(b32, u32, G, g)                            \
  SKM(b64, unsigned long long, G, g)             \
  SKM(v2b8, uchar2, G, g)                        \
  SKM(v4b8, uchar4, G, g)                        \
  SKM(v2b16, ushort2, G, g)                      \
  SKM(v4b16, ushort4, G, g)                      \
  SKM(v2b32, uint2, G, g)                        \
  SKM(v4b32, uint4, G, g)                        \
  SKM(v2b64, ulonglong2, G, g)
#if !defined(GROUP) || GROUP == 8 || GROUP == 9
SKT(1, 1d)
SKT(2, 2d)
SKT(3, 3d)
SKT(4, a1d)
SKT(5, a2d)
#endif

// Formatted stores (sust.p): the value words are converted to the array's
// format by the hardware.
#define SP(M, m)                                                                                          \
  extern "C" __global__ void k_sustp_2d_v4_##m(unsigned long long s, const u32 *c, uint4 *o, int n, int extra) { \
    if (threadIdx.x || blockIdx.x) return;                                                               \
    for (int k = 0; k < n; k++)                                                                          \
      asm volatile("sust.p.2d.v4.b32." #m " [%0, {%1,%2}], {%3,%4,%5,%6};" ::"l"(s), "r"(I(0)), "r"(I(1)),      \
                   "r"(c[8 * k + 4]), "r"(c[8 * k + 5]), "r"(c[8 * k + 6]), "r"(c[8 * k + 7]) : "memory");   \
  }                                                                                                      \
  extern "C" __global__ void k_sustp_2d_b32_##m(unsigned long long s, const u32 *c, uint4 *o, int n, int extra) { \
    if (threadIdx.x || blockIdx.x) return;                                                               \
    for (int k = 0; k < n; k++)                                                                          \
      asm volatile("sust.p.2d.b32." #m " [%0, {%1,%2}], {%3};" ::"l"(s), "r"(I(0)), "r"(I(1)), "r"(c[8 * k + 4]) : "memory"); \
  }
#if !defined(GROUP) || GROUP == 10
SP(Clamp, clamp)
SP(Zero, zero)
SP(Trap, trap)
#endif

#endif  // HOSTONLY

// ---------------------------------------------------------------- host
enum { R_ARRAY, R_MIP, R_LINEAR, R_PITCH2D };
enum { SH_1D, SH_FETCH, SH_2D, SH_3D, SH_A1D, SH_A2D, SH_CUBE, SH_ACUBE, SH_LOD1D, SH_LOD2D, SH_LOD3D, SH_LODA2D,
       SH_LODCUBE, SH_GRAD2D, SH_GRAD1D, SH_GRAD3D, SH_GATHER, SH_S32_1D, SH_S32_2D, SH_S32_3D, SH_TXQ, SH_SUQ, SH_SURF };
enum { CG_RAND, CG_SWEEP, CG_ULP, CG_LODSWEEP, CG_INRANGE, CG_SEQ, CG_DIAG, CG_WIDE, CG_WBIN, CG_GRADS, CG_GRADSWEEP, CG_GRADFINE, CG_SRGBW, CG_SRGBPAIR, CG_CUBEDIR, CG_G10, CG_G11, CG_G12, CG_G13, CG_G15 };
enum { V_RAW, V_NICE, V_PATTERN, V_SUSTP, V_CORNER, V_LEVEL, V_SRGBW, V_SRGBPAIR, V_CUBECOORD, V_CUBECORNER, V_SRGBALL, V_IMPULSE, V_WIDE, V_VEE, V_POS };

struct Case {
  char name[80];
  char kern[48];
  int shape, res, fmt, nch, w, h, d;
  unsigned aflags;
  int levels;
  int addr[3], filt, mipfilt;
  unsigned tflags;
  float border[4];
  int aniso;
  float bias, minlod, maxlod;
  int n, extra, cg, vg;
  int surf;  // 0 texture, 1 surface load, 2 surface store
  int geom;  // surface geometry: 1 1d, 2 2d, 3 3d, 4 a1d, 5 a2d
  int esz;   // surface access size in bytes
  float x0, step;
  int badhandle;  // 1: launch with handle 0, 2: with the handle after destroying the object
  int sub;        // CG_G10..CG_G13: which of window 7's, 8's, 9's or 11's coordinate sets
  float ratio;    // CG_G12 sub 50: the footprint's ratio (major axis in texels, the minor one 1)
  int alongy;     // CG_G12 sub 50: the major axis lies along y
  int srgbset;    // V_SRGBALL: which channel layout
};

static const char *outdir;
static FILE *man;
static uint64_t rs = 88172645463325252ull;
static u32 rnd() {
  rs ^= rs << 13;
  rs ^= rs >> 7;
  rs ^= rs << 17;
  return (u32)(rs >> 11);
}
static float frand(float lo, float hi) { return lo + (hi - lo) * (float)((rnd() & 0xffffff) / 16777216.0); }
static u32 fb(float f) { u32 u; memcpy(&u, &f, 4); return u; }
static float bf(u32 u) { float f; memcpy(&f, &u, 4); return f; }

static int fsize(int fmt) {
  switch (fmt) {
  case 0x01: case 0x08: return 1;
  case 0x02: case 0x09: case 0x10: return 2;
  default: return 4;
  }
}
static float nicef() {
  u32 m = rnd() & 0x7fffff, e = 127 - 4 + rnd() % 8, s = rnd() & 1;
  return bf(s << 31 | e << 23 | m);
}
static uint16_t niceh() {
  uint16_t m = rnd() & 0x3ff, e = 15 - 4 + rnd() % 8, s = rnd() & 1;
  return s << 15 | e << 10 | m;
}
static int cur_z, cur_l;  // the slice and level texel() fills (V_CORNER, V_LEVEL)
// texel fills the element (x, y) channel ch of the given format.
static void texel(const Case &c, unsigned char *p, int x, int y, int ch) {
  int sz = fsize(c.fmt);
  u32 v = rnd();
  if (c.vg == V_NICE || c.vg == V_PATTERN) {
    if (c.fmt == 0x20) v = fb(nicef());
    if (c.fmt == 0x10) v = niceh();
    if (c.vg == V_PATTERN && ((ch == 1 && (x & 1)) || (ch == 2 && (y & 1)))) {
      switch (c.fmt) {
      case 0x20: v = fb(1.0f); break;
      case 0x10: v = 0x3c00; break;
      case 0x01: case 0x02: case 0x03: v = 0xffffffff; break;
      case 0x08: v = 0x7f; break;
      case 0x09: v = 0x7fff; break;
      default: v = 0x7fffffff;
      }
    } else if (c.vg == V_PATTERN && (ch == 1 || ch == 2)) v = 0;
  }
  // V_CORNER (weights cases, f32): channel ch holds 1 at the texels with x even, 1024 at those
  // with x odd, of the rows with y parity ch&1 in the slices (3D) or levels (mipmaps) with
  // parity ch>>1, 0 elsewhere; a filtered result is then (w_a + 1024 w_b)/256 for two of the
  // eight texels' weights. V_LEVEL: every texel of level l is 256*l.
  if (c.vg == V_CORNER) {
    int slab = c.res == R_MIP ? cur_l : cur_z;
    v = fb((ch >> 1) == (slab & 1) && (y & 1) == (ch & 1) ? ((x & 1) ? 1024.0f : 1.0f) : 0.0f);
  }
  if (c.vg == V_LEVEL) v = fb(256.0f * (float)cur_l);
  // V_SRGBW (window 6): texel 2a holds a in every channel, texel 2a+1 the partners 0, 255,
  // (97a+13) mod 256 and a+1 (alpha). V_SRGBPAIR: texel pair i of row y is pair p = 256y+i,
  // hi = p>>8, lo = p&255: (hi, lo), (128+hi, lo), (lo, hi), alpha (hi, lo).
  if (c.vg == V_SRGBW) {
    int a = x >> 1;
    int pv[4] = {0, 255, (97 * a + 13) & 255, (a + 1) & 255};
    v = (x & 1) ? pv[ch] : a;
  }
  if (c.vg == V_SRGBPAIR) {
    int p = y * 256 + (x >> 1), hi = p >> 8, lo = p & 255;
    int e[4] = {hi, 128 + hi, lo, hi}, o2[4] = {lo, lo, hi, lo};
    v = (x & 1) ? o2[ch] : e[ch];
  }
  // V_CUBECORNER (window 7): the corner texels of a cube face hold 1 in the channel of the
  // face's axis (faces 0-1: x, 2-3: y, 4-5: z), so a result near a cube corner reads the
  // weight of each of the three corner texels there, and channel 3 is 1 everywhere (the
  // total weight).
  if (c.vg == V_CUBECORNER) {
    int S = c.w, corner = (x == 0 || x == S - 1) && (y == 0 || y == S - 1);
    v = fb(ch == 3 ? 1.0f : corner && ch == (cur_z % 6) / 2 ? 1.0f : 0.0f);
  }
  // V_SRGBALL (window 7): texel pair (2b, 2b+1) of row a holds every ordered pair (a, b);
  // set 0: channels (a, b), (b, a), ((7a+3b) mod 256, b), alpha (a, b); set 1: (a, b),
  // (255, 255), (0, 0), alpha (a, b) (whether one channel's value changes another's result).
  if (c.vg == V_SRGBALL) {
    int a = y, b = x >> 1, e = x & 1;
    int s0[2][4] = {{a, b, (7 * a + 3 * b) & 255, a}, {b, a, b, b}}, s1[2][4] = {{a, 255, 0, a}, {b, 255, 0, b}};
    v = c.srgbset ? s1[e][ch] : s0[e][ch];
  }
  // V_IMPULSE (window 8, tex11): channel 0 is 1 at the texel of each level that holds the
  // level-0 texel (32, 32) and 0 elsewhere (an impulse: a result reads the weight the filter
  // gives that texel), channel 1 is 256 l at level l (the level of detail), channel 2 is 1
  // (the total weight), channel 3 is 0.
  if (c.vg == V_IMPULSE) {
    int hit = x == (32 >> cur_l) && y == (32 >> cur_l);
    float vs[4] = {hit ? 1.0f : 0.0f, 256.0f * (float)cur_l, 1.0f, 0.0f};
    v = fb(vs[ch]);
  }
  // V_WIDE (window 9, tex12): floats of random sign, mantissa and exponent over 2^-12..2^12, one
  // in eight zero (half textures: niceh), so that the texels a filter adds have exponents far
  // apart. V_VEE: channel 0 is |x - 32|, channel 1 |y - 32| (level-0 texel units at each level),
  // channel 2 is 1 and channel 3 the impulse of V_IMPULSE: sampled at the V's vertex, a result
  // reads the mean distance of the probes from the sample point along x and y.
  if (c.vg == V_WIDE) {
    if (c.fmt == 0x20) v = rnd() % 8 == 0 ? 0 : (rnd() & 0x807fffff) | (127 - 12 + rnd() % 25) << 23;
    if (c.fmt == 0x10) v = niceh();
  }
  if (c.vg == V_VEE) {
    int cx = 32 >> cur_l, hit = x == cx && y == cx;
    float vs[4] = {(float)abs(x - cx) * (float)(1 << cur_l), (float)abs(y - cx) * (float)(1 << cur_l), 1.0f, hit ? 1.0f : 0.0f};
    v = fb(vs[ch]);
  }
  // V_POS (window 14, tex15): texel (x, y) of slice or face z at level l reads (x + 1, y + 1,
  // z + 1, 1 + 16 l): a result names the texels and level it read (0 only from outside them).
  if (c.vg == V_POS) {
    float vs[4] = {(float)(x + 1), (float)(y + 1), (float)(cur_z + 1), (float)(1 + 16 * cur_l)};
    v = fb(vs[ch]);
  }
  // V_CUBECOORD: a cubemap texel reads (x, y, face, layer).
  if (c.vg == V_CUBECOORD) v = fb((float)(ch == 0 ? x : ch == 1 ? y : ch == 2 ? cur_z % 6 : cur_z / 6));
  memcpy(p, &v, sz);
}

static void writefile(const Case &c, const char *suffix, const void *p, size_t n) {
  char path[512];
  snprintf(path, sizeof path, "%s/%s.%s", outdir, c.name, suffix);
  FILE *f = fopen(path, "wb");
  fwrite(p, 1, n, f);
  fclose(f);
}

static const float specials[] = {0.0f, -0.0f, 0.5f, 1.0f, -1.0f, 0.49999997f, 0.50000006f, 1e30f, -1e30f, 1e-40f, 16777216.0f, 0.25f};
// coord makes one float coordinate for an axis of S texels.
static float coord(const Case &c, int S) {
  bool norm = c.tflags & CU_TRSF_NORMALIZED_COORDINATES;
  u32 r = rnd() % 100;
  float x;
  if (c.cg == CG_WIDE) {
    x = frand(-300.0f, 300.0f) * (float)S;
    if (r < 30) x = (float)((int)(rnd() % 2001) - 1000) * (float)S + frand(-1.0f, 1.0f);
    return norm ? x / (float)S : x;
  }
  if (r < 2) {
    u32 q = rnd() % 3;
    x = q == 0 ? bf(0x7fc00000) : q == 1 ? bf(0x7f800000) : bf(0xff800000);
    return x;
  } else if (r < 8) {
    x = specials[rnd() % (sizeof specials / sizeof specials[0])];
  } else if (r < 25) {
    int i = (int)(rnd() % (S + 2)) - 1;
    float fr[] = {0.0f, 0.5f, 0.25f, 0.75f, (float)(rnd() % 256) / 256.0f, (float)(rnd() % 512) / 512.0f};
    x = (float)i + fr[rnd() % 6];
    if (r < 12) x = (float)S - 0.5f + (float)(int)(rnd() % 3);
  } else {
    x = frand(-0.75f * S, 1.75f * S);
  }
  if (norm) x = x / (float)S;
  return x;
}
static int icoord(int S) {
  u32 r = rnd() % 100;
  if (r < 3) { int sp[] = {-1000000, 1 << 30, -(1 << 30), 0x7fffffff}; return sp[rnd() % 4]; }
  return (int)(rnd() % (S + 6)) - 3;
}
static float dirc() {
  u32 r = rnd() % 100;
  if (r < 10) { float sp[] = {0.0f, 1.0f, -1.0f, -0.0f, 0.5f, 2.0f}; return sp[rnd() % 6]; }
  return frand(-1.5f, 1.5f);
}
static float lodv(const Case &c) {
  u32 r = rnd() % 100;
  if (r < 8) { float sp[] = {0.0f, -1.0f, 1.0f, 0.5f, 100.0f, -100.0f, bf(0x7fc00000), 2.0f}; return sp[rnd() % 8]; }
  if (r < 20) return (float)(rnd() % (c.levels + 1)) + (float)(rnd() % 256) / 256.0f;
  return frand(-1.0f, (float)c.levels + 0.5f);
}
static float gradv(const Case &c, int S) {
  float g = frand(-2.0f, 2.0f) * (float)(1 << (rnd() % 5)) * 0.5f;
  if (c.tflags & CU_TRSF_NORMALIZED_COORDINATES) g /= (float)S;
  if (rnd() % 10 == 0) g = 0;
  return g;
}

// g10coords writes sample k's words for window 7's (tex10) cases: gradient sets that each
// isolate one part of tex.grad's level-of-detail rule (lengths in texels; the kernels take
// normalized gradients), and directions near cube corners.
static void g10coords(const Case &c, int k, u32 *q) {
  float f[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  float g[2][3] = {{0, 0, 0}, {0, 0, 0}};
  const float PI = 3.14159265f;
  switch (c.sub) {
  case 0:  // coordinates the kernel does not read
    for (int i = 0; i < 8; i++) q[i] = 0;
    return;
  case 1: {  // one gradient along x, length 2..4 texels in steps of 2^-12 (times the anisotropy,
             // which divides it): the log2's precision, and the level fraction's remapping
    float L = 2.0f * (1.0f + (float)(k & 8191) / 8192.0f) * (float)(c.aniso > 1 ? c.aniso : 1);
    if (k < 8192) g[0][0] = L; else g[1][1] = L;  // then dy along y
    break;
  }
  case 2: {  // one gradient (a, a t), t = 0..1 in 1/2048 steps, a = 2 * 2^(i/1024): the norm
    float a = 2.0f * exp2f((float)(k >> 11) / 1024.0f), t = (float)(k & 2047) / 2048.0f;
    g[0][0] = a, g[0][1] = a * t;
    break;
  }
  case 3: {  // parallel gradients (L, 0), (s L, 0), s = -1..1
    float L = 2.0f * exp2f((float)(k >> 11) / 512.0f), s = -1.0f + (float)(k & 2047) / 1024.0f;
    g[0][0] = L, g[1][0] = s * L;
    break;
  }
  case 4: {  // (L, 0) and s L (cos th, sin th), th = 0..pi in 512 steps, eight ratios s
    static const float sr[] = {1.0f, 0.9f, 0.75f, 0.6f, 0.5f, 0.35f, 0.25f, 0.125f};
    float L = 2.2f, s = sr[(k >> 9) & 7], th = PI * (float)(k & 511) / 512.0f;
    g[0][0] = L, g[1][0] = s * L * cosf(th), g[1][1] = s * L * sinf(th);
    break;
  }
  case 5: {  // perpendicular (L, 0), (0, s L), s = 1..1/32, L = 32; then rotated by 45 degrees
    float L = 32.0f, s = exp2f(-5.0f * (float)(k & 2047) / 2048.0f);
    if (k < 2048) g[0][0] = L, g[1][1] = s * L;
    else {
      const float c45 = 0.70710678f;
      g[0][0] = L * c45, g[0][1] = L * c45, g[1][0] = -s * L * c45, g[1][1] = s * L * c45;
    }
    break;
  }
  case 6: {  // 1D: dx = L, dy = s L, s = -1..1
    float L = 2.0f * exp2f((float)(k >> 11) / 512.0f), s = -1.0f + (float)(k & 2047) / 1024.0f;
    g[0][0] = L, g[1][0] = s * L;
    break;
  }
  case 7: {  // 3D: one gradient a (1, t1, t2), t1, t2 = 0..1 in 1/64 steps
    float a = 2.0f;
    g[0][0] = a, g[0][1] = a * (float)(k & 63) / 64.0f, g[0][2] = a * (float)((k >> 6) & 63) / 64.0f;
    break;
  }
  case 8: {  // 3D: (L, 0, 0) and s L (cos th, 0 or sin th, sin th or 0)
    static const float sr[] = {1.0f, 0.75f, 0.5f, 0.25f};
    float L = 2.2f, s = sr[(k >> 9) & 3], th = PI * (float)(k & 511) / 512.0f;
    g[0][0] = L, g[1][0] = s * L * cosf(th);
    g[1][k < 2048 ? 1 : 2] = s * L * sinf(th);
    break;
  }
  case 10:  // tex.level: levels 0..2 in steps of 1/2048 (does anisotropy remap the fraction?)
    f[0] = 0.5f, f[1] = 0.5f, f[2] = (float)k / 2048.0f;
    for (int i = 0; i < 8; i++) q[i] = fb(f[i]);
    return;
  case 9: {  // cube corners: major axis, signs, and the two minor offsets u1, u2 (texels)
    int combo = (k >> 8) % 24, ax = combo % 3, sg = combo / 3;
    float u1 = ((float)(k & 15) + 0.5f) / 16.0f, u2 = ((float)((k >> 4) & 15) + 0.5f) / 16.0f;
    if (k >= 6144) u1 = frand(-0.2f, 1.5f), u2 = frand(-0.2f, 1.5f), ax = rnd() % 3, sg = rnd() % 8;
    float d3[3];
    d3[ax] = (sg & 1) ? -1.0f : 1.0f;
    d3[(ax + 1) % 3] = ((sg & 2) ? -1.0f : 1.0f) * (1.0f - 2.0f * u1 / (float)c.w);
    d3[(ax + 2) % 3] = ((sg & 4) ? -1.0f : 1.0f) * (1.0f - 2.0f * u2 / (float)c.w);
    for (int a = 0; a < 3; a++) f[a] = d3[a];
    for (int i = 0; i < 8; i++) q[i] = fb(f[i]);
    q[3] = c.d > 6 ? (u32)(k % (c.d / 6)) : 0;
    return;
  }
  }
  int S[3] = {c.w, c.h ? c.h : 1, c.d ? c.d : 1};
  if (c.shape == SH_GRAD1D) f[0] = 0.5f, f[1] = g[0][0] / (float)S[0], f[2] = g[1][0] / (float)S[0];
  else if (c.shape == SH_GRAD2D) {
    f[0] = 0.5f, f[1] = 0.5f;
    f[2] = g[0][0] / (float)S[0], f[3] = g[0][1] / (float)S[1], f[4] = g[1][0] / (float)S[0], f[5] = g[1][1] / (float)S[1];
  } else {
    for (int a = 0; a < 3; a++) f[a] = g[0][a] / (float)S[a], f[3 + a] = g[1][a] / (float)S[a];
    f[6] = 0.5f, f[7] = 0.5f;
  }
  for (int i = 0; i < 8; i++) q[i] = fb(f[i]);
}

// Window 8 (tex11) impulse-response configurations of anisotropic filtering: a major
// gradient of L texels at angle ang (degrees), a minor one of m texels perpendicular to it
// (swap: the minor one is the first gradient), sampled along the major axis through the
// impulse's centre (level-0 texel (32, 32), centre (32.5, 32.5)) in steps of 1/64 texel,
// perp texels off that line; grid: a square of sample positions in 1/8 steps instead.
struct ImpCfg { float L, m, ang, perp; int swap, grid, steps; };  // steps: samples per texel (0: 64)
static int impcfgs(int sub, ImpCfg *o) {
  int n = 0;
  auto put = [&](float L, float m, float ang, float perp, int swap, int grid) { o[n++] = ImpCfg{L, m, ang, perp, swap, grid, 64}; };
  if (sub == 32) {  // grids
    put(8, 1, 0, 0, 0, 1), put(8, 1, 30, 0, 0, 1);
    return n;
  }
  if (sub == 33) {  // the ratio bands: L = 1..17 in 1/8 steps, sampled every 1/16 texel
    for (int i = 0; i <= 128; i++) put(1.0f + (float)i / 8.0f, 1, 0, 0, 0, 0), o[n - 1].steps = 16;
    return n;
  }
  static const float LA[] = {1, 1.25f, 1.5f, 1.75f, 2, 2.5f, 3, 3.5f, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 32};
  for (float L : LA) put(L, 1, 0, 0, 0, 0);
  static const float LD[] = {4, 8, 16};
  static const float AD[] = {30, 45, 10, 60};
  for (float a : AD)
    for (float L : LD) put(L, 1, a, 0, 0, 0);
  if (sub == 31) return n;  // point filtering: axis-aligned and angled sweeps only
  for (float L : LD) put(L, 1, 90, 0, 0, 0);
  static const float L05[] = {1, 2, 4, 8}, L2[] = {4, 8, 16, 32}, L4[] = {8, 16, 32};
  for (float L : L05) put(L, 0.5f, 0, 0, 0, 0);
  for (float L : L2) put(L, 2, 0, 0, 0, 0);
  for (float L : L4) put(L, 4, 0, 0, 0, 0);
  put(8, 1, 0, 0, 1, 0), put(4, 1, 0, 0, 1, 0);
  put(8, 1, 0, 0.25f, 0, 0), put(8, 1, 0, 0.5f, 0, 0);
  put(8, 1, 180, 0, 0, 0);
  return n;
}
// impsamples is how many samples configuration q takes: the sweep covers the major axis plus
// twice the larger of the minor axis, the major axis over the anisotropy and one texel, each side.
static int impsamples(const ImpCfg &q, int aniso) {
  if (q.grid) return 129 * 129;
  float span = fmaxf(fmaxf(q.m, q.L / (float)(aniso > 1 ? aniso : 1)), 1.0f);
  float R = q.L / 2 + 2 * span + 1;
  return 2 * (int)ceilf(R * (float)q.steps) + 1;
}
static int impcount(int sub, int aniso) {
  ImpCfg cf[160];
  int nc = impcfgs(sub, cf), n = 0;
  for (int i = 0; i < nc; i++) n += impsamples(cf[i], aniso);
  return n;
}

// g11coords writes sample k's words for window 8's (tex11) cases: impulse responses of
// anisotropic filtering (subs 30-32, above) and gradient sweeps for the precision of the
// level-of-detail arithmetic (subs 40-44).
static void g11coords(const Case &c, int k, u32 *q) {
  float f[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  float g[2][3] = {{0, 0, 0}, {0, 0, 0}};
  const float PI = 3.14159265f;
  float px = 0.5f, py = 0.5f;  // sample position (normalized)
  if (c.sub >= 30 && c.sub <= 33) {
    ImpCfg cf[160];
    int nc = impcfgs(c.sub, cf), i = 0, j = k;
    while (i < nc - 1 && j >= impsamples(cf[i], c.aniso)) j -= impsamples(cf[i], c.aniso), i++;
    const ImpCfg &p = cf[i];
    float a = p.ang * PI / 180.0f, ca = cosf(a), sa = sinf(a);
    if (p.ang == 0) ca = 1, sa = 0;
    if (p.ang == 90) ca = 0, sa = 1;
    if (p.ang == 180) ca = -1, sa = 0;
    float t, u = p.perp;
    if (p.grid) t = (float)(j % 129 - 64) / 8.0f, u = (float)(j / 129 - 64) / 8.0f;
    else t = (float)(j - impsamples(p, c.aniso) / 2) / (float)p.steps;
    float x = 32.5f + t * ca - u * sa, y = 32.5f + t * sa + u * ca;
    px = x / (float)c.w, py = y / (float)c.h;
    int M = p.swap ? 1 : 0;
    g[M][0] = p.L * ca, g[M][1] = p.L * sa;
    g[1 - M][0] = -p.m * sa, g[1 - M][1] = p.m * ca;
  } else if (c.sub == 40 || c.sub == 41) {
    // one gradient (a, b), a = 2 (1 + i/8 + i/4096), b = a j/8192; sub 41: (b, a)
    int i = (k >> 13) & 7, j = k & 8191;
    float A = 2.0f * (1.0f + (float)i / 8.0f + (float)i / 4096.0f), B = A * (float)j / 8192.0f;
    if (c.sub == 40) g[0][0] = A, g[0][1] = B;
    else g[0][0] = B, g[0][1] = A;
  } else if (c.sub == 42) {
    // 3D: one gradient (a, b, c): c = b j/4096 for a = 2, 2.75 and b/a = 0.25, 0.6, 1; then
    // b = a j/4096 with c = b/2
    static const float rb[] = {0.25f, 0.6f, 1.0f};
    int j = k & 4095, s = k >> 12;
    if (s < 6) {
      float A = s & 1 ? 2.75f : 2.0f, B = A * rb[s >> 1];
      g[0][0] = A, g[0][1] = B, g[0][2] = B * (float)j / 4096.0f;
    } else {
      float A = s & 1 ? 2.75f : 2.0f, B = A * (float)j / 4096.0f;
      g[0][0] = A, g[0][1] = B, g[0][2] = B / 2;
    }
  } else if (c.sub == 43 || c.sub == 44) {
    // random pairs: lengths 2^(0..4) texels, random directions (3D on the sphere)
    for (int a = 0; a < 2; a++) {
      float L = exp2f(frand(0.0f, 4.0f));
      if (c.sub == 43) {
        float th = frand(0, 2 * PI);
        g[a][0] = L * cosf(th), g[a][1] = L * sinf(th);
      } else {
        float u = frand(-1, 1), ph = frand(0, 2 * PI), r = sqrtf(1 - u * u);
        g[a][0] = L * r * cosf(ph), g[a][1] = L * r * sinf(ph), g[a][2] = L * u;
      }
    }
  }
  int S[3] = {c.w, c.h ? c.h : 1, c.d ? c.d : 1};
  if (c.shape == SH_GRAD2D) {
    f[0] = px, f[1] = py;
    f[2] = g[0][0] / (float)S[0], f[3] = g[0][1] / (float)S[1], f[4] = g[1][0] / (float)S[0], f[5] = g[1][1] / (float)S[1];
  } else {
    for (int a = 0; a < 3; a++) f[a] = g[0][a] / (float)S[a], f[3 + a] = g[1][a] / (float)S[a];
    f[6] = 0.5f, f[7] = 0.5f;
  }
  for (int i = 0; i < 8; i++) q[i] = fb(f[i]);
}

// g12coords writes sample k's words for window 9's (tex12) cases, anisotropic filtering with
// footprints whose probes are known exactly (axis-aligned, a minor axis of one texel: level 0):
// sub 50: ratio c.ratio along x (or y), random sample points in the texture's middle (the probes'
// texels, V_WIDE, show how the probes add); sub 51: the ratio swept over 2^(j/1024), j = 0..4095
// (every fourth j when extra is 4), each sampled at the V's vertex (32.5, 32.5) and at 32.5 + 0.5
// + i, i = 0..8, along x (V_VEE: the probes' spread and, where they sit on texel centres, each
// one's weight); sub 52: the major axis at angles 0..90 degrees in 2 degree steps for seven
// ratios, sampled on the axis 0, 1/4, 1/2, 1 and 3/2 texels from the vertex.
static void g12coords(const Case &c, int k, u32 *q) {
  float f[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  float g[2][2] = {{0, 0}, {0, 0}};
  float x = 32.5f, y = 32.5f;
  if (c.sub == 50) {
    x = frand(16.0f, 48.0f), y = frand(16.0f, 48.0f);
    if (c.alongy) g[0][1] = c.ratio, g[1][0] = 1;
    else g[0][0] = c.ratio, g[1][1] = 1;
  } else if (c.sub == 51) {
    int step = c.extra > 0 ? c.extra : 1, j = (k / 10) * step, i = k % 10;
    g[0][0] = exp2f((float)j / 1024.0f), g[1][1] = 1;
    if (i > 0) x = 33.0f + (float)(i - 1);
  } else if (c.sub == 52) {
    static const float LS[] = {1.25f, 1.5f, 2, 3, 4, 6, 8}, TS[] = {0, 0.25f, 0.5f, 1, 1.5f};
    int t = k % 5, l = (k / 5) % 7, a = k / 35;
    float ang = (float)(2 * a) * 3.14159265f / 180.0f, ca = cosf(ang), sa = sinf(ang);
    if (a == 0) ca = 1, sa = 0;
    if (a == 45) ca = 0, sa = 1;
    g[0][0] = LS[l] * ca, g[0][1] = LS[l] * sa, g[1][0] = -sa, g[1][1] = ca;
    x = 32.5f + TS[t] * ca, y = 32.5f + TS[t] * sa;
  }
  f[0] = x / (float)c.w, f[1] = y / (float)c.h;
  f[2] = g[0][0] / (float)c.w, f[3] = g[0][1] / (float)c.h, f[4] = g[1][0] / (float)c.w, f[5] = g[1][1] / (float)c.h;
  for (int i = 0; i < 8; i++) q[i] = fb(f[i]);
}

// cut9 is x cut toward zero to 9 bits after its leading one (the precision the texture unit
// keeps of a gradient's components), so that window 11's gradients isolate the later steps.
static float cut9(float x) {
  u32 u = fb(x);
  return bf(u & ~((1u << 14) - 1));
}

// g13coords writes sample k's words for window 11's (tex13) cases. Sub 60: one 3D gradient (a,
// b, c), a random in [2, 4), b random in [a/16, a), both of 9-bit mantissas, c = b/2, b/4, a
// random 9-bit fraction of b or any float below b (k % 4): the precision of the norm's quarter
// of the smallest component. Sub 61: random gradient pairs of 9-bit components whose sum (k even)
// or difference is the longest, within 40 degrees of each other: the diagonal's arithmetic. Sub
// 62: angled footprints sampled on a grid of 1/16 texel (161 x 161 points around the impulse of
// V_IMPULSE) with point filtering: each probe reads the impulse over one texel's square, so the
// grid shows where every probe sits; configurations L = 1.5, 4, 8 (minor axis 1) at 10, 30, 45,
// 60 degrees (c.extra picks one).
static void g13coords(const Case &c, int k, u32 *q) {
  float f[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  float g[2][3] = {{0, 0, 0}, {0, 0, 0}};
  float x = 32.5f, y = 32.5f;
  if (c.sub == 60) {
    float a = cut9(frand(2.0f, 4.0f)), b = cut9(a * exp2f(frand(-4.0f, 0.0f))), cc;
    switch (k % 4) {
    case 0: cc = b / 2; break;
    case 1: cc = b / 4; break;
    case 2: cc = cut9(b * frand(0.0f, 1.0f)); break;
    default: cc = b * frand(0.0f, 1.0f); break;
    }
    g[0][0] = a, g[0][1] = b, g[0][2] = cc;
  } else if (c.sub == 61) {
    const float PI = 3.14159265f;
    float th = frand(0, 2 * PI), d = frand(-40.0f, 40.0f) * PI / 180.0f;
    float L0 = exp2f(frand(0.0f, 4.0f)), L1 = L0 * frand(0.3f, 1.0f);
    float s = k & 1 ? -1.0f : 1.0f;
    g[0][0] = cut9(L0 * cosf(th)), g[0][1] = cut9(L0 * sinf(th));
    g[1][0] = cut9(s * L1 * cosf(th + d)), g[1][1] = cut9(s * L1 * sinf(th + d));
  } else if (c.sub == 62) {
    static const float LS[] = {1.5f, 4, 8}, AS[] = {10, 30, 45, 60};
    const float PI = 3.14159265f;
    int cfg = c.extra, i = k % 161, j = k / 161;
    float L = LS[cfg / 4], ang = AS[cfg % 4] * PI / 180.0f, ca = cosf(ang), sa = sinf(ang);
    x = 32.5f + (float)(i - 80) / 16.0f, y = 32.5f + (float)(j - 80) / 16.0f;
    g[0][0] = L * ca, g[0][1] = L * sa, g[1][0] = -sa, g[1][1] = ca;
  } else if (c.sub == 63) {
    // angles 0..90 degrees in 5 degree steps, a grid of 1/8 texel (73 x 73 points), major axis
    // c.ratio, minor axis c.extra / 4 texels
    const float PI = 3.14159265f;
    int cfg = k / 5329, j = k % 5329, i = j % 73;
    float L = c.ratio, m = (float)c.extra / 4.0f, ang = (float)(5 * cfg) * PI / 180.0f, ca = cosf(ang), sa = sinf(ang);
    if (cfg == 0) ca = 1, sa = 0;
    if (cfg == 18) ca = 0, sa = 1;
    x = 32.5f + (float)(i - 36) / 8.0f, y = 32.5f + (float)(j / 73 - 36) / 8.0f;
    g[0][0] = L * ca, g[0][1] = L * sa, g[1][0] = -m * sa, g[1][1] = m * ca;
  } else if (c.sub == 67) {
    // Session 17 (tex17c): the diagonal's length as a function of its components alone. The two
    // gradients are (S/2, T/2 + 1/16) and (S/2, T/2 - 1/16), so their sum is (S, T) exactly and
    // wins over each gradient and the difference (0, 1/8). Samples 0..4095: S one of 8, 9.5, 11,
    // 13.25, T = S j / 1024 cut to 2^-6, j = 0..1023; 4096..4607: S = 8 + i/64, i = 0..511,
    // T = 0.4 S cut to 2^-6 (the larger component's mantissa).
    static const float SS[] = {8.0f, 9.5f, 11.0f, 13.25f};
    float S, T;
    if (k < 4096) S = SS[k / 1024], T = floorf(S * (float)(k % 1024) / 1024.0f * 64.0f) / 64.0f;
    else S = 8.0f + (float)(k - 4096) / 64.0f, T = floorf(0.4f * S * 64.0f) / 64.0f;
    g[0][0] = S / 2, g[0][1] = T / 2 + 0.0625f, g[1][0] = S / 2, g[1][1] = T / 2 - 0.0625f;
  } else if (c.sub >= 64 && c.sub <= 66) {
    // Window 13 (tex14): which way the probe row points. The sample point is V_VEE's vertex, so
    // channels 0 and 1 read the probes' weighted distances along x and y and their ratio is the
    // row's slope. Sub 64: a major gradient of length 2^U(2,4) at a random angle in 0..90
    // degrees; sub 65: the larger component 8 (1 + i/32), i = 0..31, the smaller one tan(j/2
    // degrees) times it, j = 0..90, in both axis orders (how the slope depends on each
    // component's mantissa). The minor gradient is perpendicular, of length 1 (sub 66: of random
    // length 2^U(-1,1), the major 2^U(1.5,4) times it: the ratio's part).
    const float PI = 3.14159265f;
    float gx, gy, m = 1.0f;
    if (c.sub == 66) {
      m = exp2f(frand(-1.0f, 1.0f));
      float L = m * exp2f(frand(1.5f, 4.0f)), th = frand(0.0f, 90.0f) * PI / 180.0f;
      gx = L * cosf(th), gy = L * sinf(th);
    } else if (c.sub == 64) {
      float L = exp2f(frand(2.0f, 4.0f)), th = frand(0.0f, 90.0f) * PI / 180.0f;
      gx = L * cosf(th), gy = L * sinf(th);
    } else {
      int i = k % 32, j = (k / 32) % 91, swap = k / 2912;
      float big = 8.0f * (1.0f + (float)i / 32.0f), small = big * tanf((float)j * 0.5f * PI / 180.0f);
      gx = swap ? small : big, gy = swap ? big : small;
    }
    float len = sqrtf(gx * gx + gy * gy);
    g[0][0] = gx, g[0][1] = gy, g[1][0] = -m * gy / len, g[1][1] = m * gx / len;
  } else if (c.sub >= 80 && c.sub <= 83) {
    // Session 18 (tex18): anisotropic footprints whose gradients are not perpendicular, minor axes
    // swept finely, and anisotropies that are not powers of two. Sub 80: dx = (L, 0), dy = (s, m)
    // (a shear: the area L m stays, the gradients' lengths, sum and difference change), L =
    // 2^(i/4), i = 0..19, m = 0.5, 1, 2, s = L j/32, j = -32..32, the pair turned by 0 or 30
    // degrees (k = ((rot*20 + i)*3 + mi)*65 + j). Sub 81: dx = (L, 0), dy = (0, m), L = 16, 6, 11,
    // m = 2^(j/64), j = -256..255, turned by 0 or 30 degrees (k = (rot*3 + li)*512 + j). Sub 82:
    // dx = (2^(j/64), 0), dy = (0, 1), j = 0..383 (ratios 1..64 along x). Sub 83: random pairs,
    // lengths 2^U(-1,5), angles uniform (as g11_grad_pairs, with the level read directly).
    const float PI = 3.14159265f;
    float ax = 0, ay = 0, bx = 0, by = 0, rot = 0;
    if (c.sub == 80) {
      int j = k % 65, mi = (k / 65) % 3, i = (k / 195) % 20;
      static const float MS[] = {0.5f, 1.0f, 2.0f};
      float L = exp2f((float)i / 4.0f);
      ax = L, bx = L * (float)(j - 32) / 32.0f, by = MS[mi];
      rot = k / 3900 ? 30.0f : 0.0f;
    } else if (c.sub == 81) {
      static const float LS[] = {16.0f, 6.0f, 11.0f};
      int j = k % 512, li = (k / 512) % 3;
      ax = LS[li], by = exp2f((float)(j - 256) / 64.0f);
      rot = k / 1536 ? 30.0f : 0.0f;
    } else if (c.sub == 82) {
      ax = exp2f((float)(k % 384) / 64.0f), by = 1.0f;
    } else {
      float L0 = exp2f(frand(-1.0f, 5.0f)), L1 = exp2f(frand(-1.0f, 5.0f));
      float t0 = frand(0, 2 * PI), t1 = frand(0, 2 * PI);
      ax = L0 * cosf(t0), ay = L0 * sinf(t0), bx = L1 * cosf(t1), by = L1 * sinf(t1);
    }
    float ca = cosf(rot * PI / 180.0f), sa = sinf(rot * PI / 180.0f);
    if (rot == 0) ca = 1, sa = 0;
    g[0][0] = ax * ca - ay * sa, g[0][1] = ax * sa + ay * ca;
    g[1][0] = bx * ca - by * sa, g[1][1] = bx * sa + by * ca;
  }
  if (c.shape == SH_GRAD3D) {
    for (int a = 0; a < 3; a++) f[a] = g[0][a] / (float)c.w, f[3 + a] = g[1][a] / (float)c.w;
    f[6] = 0.5f, f[7] = 0.5f;
  } else {
    f[0] = x / (float)c.w, f[1] = y / (float)c.h;
    f[2] = g[0][0] / (float)c.w, f[3] = g[0][1] / (float)c.h, f[4] = g[1][0] / (float)c.w, f[5] = g[1][1] / (float)c.h;
  }
  for (int i = 0; i < 8; i++) q[i] = fb(f[i]);
}

// g15coords writes sample k's words for window 14's (tex15) cases: what a texture returns for
// NaN and infinite inputs. Coordinates, levels and gradient components are digits of k over
// fixed sets of special values (sp9, lod9, grad8); sub 70: coordinates (tex, gather, cube);
// 71: coordinates and tex.level's level; 72: tex.grad 2D, every gradient component from grad8
// at a fixed point; 73: random 2D points and gradients, each word special one time in three or
// four; 74: tex.grad 3D, random components from grad8; 75: tex.grad 1D (x, dx, dy digits).
static float sp9(int d, int S, bool norm) {
  static const u32 sp[7] = {0x7fc00000, 0xffc00000, 0x7f800001, 0x7f800000, 0xff800000, 0x7149f2ca, 0xf149f2ca};  // NaN, -NaN, sNaN, +-Inf, +-1e30
  if (d < 7) return bf(sp[d]);
  float v = d == 7 ? 0.3125f + 1.0f / 64.0f : 0.71f;
  return norm ? v : v * (float)S;
}
static float lod9(int d) {
  static const u32 sp[9] = {0x7fc00000, 0xffc00000, 0x7f800000, 0xff800000, 0x7149f2ca, 0xf149f2ca, 0, 0x3fa00000, 0x40300000};  // .., 0, 1.25, 2.75
  return bf(sp[d]);
}
static float grad8(int d, int S) {
  static const u32 sp[8] = {0x7fc00000, 0x7f800000, 0xff800000, 0, 0x7149f2ca, 0x3fc00000, 0x40c00000, 0xbf400000};  // .., 0, 1e30, 1.5, 6, -0.75
  float g = bf(sp[d]);
  return d >= 4 ? g / (float)S : g;
}
static void g15coords(const Case &c, int k, u32 *q) {
  bool norm = c.tflags & CU_TRSF_NORMALIZED_COORDINATES;
  bool cube = c.aflags & CUDA_ARRAY3D_CUBEMAP;
  int S[3] = {c.w, c.h ? c.h : 1, c.d ? c.d : 1};
  float f[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  int dims = c.d ? 3 : c.h ? 2 : 1;
  if (cube) dims = 3, norm = true;
  auto dig = [&](int i, int base) { int v = k; for (int j = 0; j < i; j++) v /= base; return v % base; };
  if (c.sub == 70) {
    for (int a = 0; a < dims; a++) f[a] = sp9(dig(a, 9), S[a], norm);
  } else if (c.sub == 71) {
    int na = cube ? 2 : dims < 3 ? dims : 2;
    for (int a = 0; a < na; a++) f[a] = sp9(dig(a + 1, 9), S[a], true);
    if (dims == 3) f[2] = cube ? 1.0f : sp9(dig(3, 9) % 3 == 0 ? 8 : dig(3, 9) % 3 == 1 ? 0 : 3, S[2], true);
    f[dims] = lod9(dig(0, 9));
  } else if (c.sub == 72) {
    f[0] = 0.3125f + 1.0f / 64.0f, f[1] = 0.71f;
    for (int i = 0; i < 4; i++) f[2 + i] = grad8(dig(i, 8), S[i & 1]);
  } else if (c.sub == 73) {
    for (int a = 0; a < 2; a++) f[a] = rnd() % 3 == 0 ? sp9(rnd() % 7, S[a], true) : frand(-0.25f, 1.25f);
    for (int i = 0; i < 4; i++) f[2 + i] = rnd() % 4 == 0 ? grad8(rnd() % 5, S[i & 1]) : frand(-8.0f, 8.0f) / (float)S[i & 1];
  } else if (c.sub == 74) {
    for (int i = 0; i < 6; i++) f[i] = grad8(rnd() % 8, S[i % 3]);
    f[6] = 0.3125f + 1.0f / 64.0f, f[7] = 0.71f;
  } else {
    f[0] = sp9(k % 9, S[0], true), f[1] = grad8((k / 9) % 8, S[0]), f[2] = grad8((k / 72) % 8, S[0]);
  }
  for (int i = 0; i < 8; i++) q[i] = fb(f[i]);
}

static void gencoords(const Case &c, u32 *w) {
  int W = c.w, H = c.h ? c.h : 1, D = c.d ? c.d : 1;
  bool norm = c.tflags & CU_TRSF_NORMALIZED_COORDINATES;
  for (int k = 0; k < c.n; k++) {
    u32 *q = w + 8 * k;
    float f[8];
    for (int i = 0; i < 8; i++) f[i] = 0;
    int li[8] = {0};
    bool isint[8] = {0};
    if (c.surf) {
      int S[3] = {W, H, D};
      if (c.geom == 4) S[1] = D, S[2] = 1;
      for (int i = 0; i < 3; i++) {
        int v = c.cg == CG_SEQ ? (i == 0 ? k % W : i == 1 ? (k / W) % H : 0) : c.cg == CG_INRANGE ? (int)(rnd() % S[i]) : (int)(rnd() % (S[i] + 4)) - 2;
        if (i == 0) v *= c.esz;
        q[i] = v;
      }
      q[3] = 0;
      for (int i = 4; i < 8; i++) q[i] = rnd();
      if (c.vg == V_SUSTP) {
        static const u32 sp[] = {0x3f000000, 0x3f800000, 0xbf800000, 0x3fc00000, 0x7fc00000, 0x7f800000, 0x43960000, 0x80000000,
                                 0x3b800000, 0x3b008081, 0x477fe000, 0x477ff000, 0x322bcc77, 0, 1, 255, 256, 300, 0xffffffff,
                                 0xffffff80, 0xffffff7f, 65535, 65536, 0x7fffffff, 0x80000000, 0x3effffff, 0xc2fe0000};
        for (int i = 4; i < 8; i++) q[i] = rnd() % 3 ? sp[rnd() % (sizeof sp / 4)] : fb(frand(-300, 300));
      }
      continue;
    }
    float x = 0;
    if (c.cg == CG_SWEEP) {
      x = c.x0 + c.step * (float)k;
      if (norm) x = x / (float)W;
    } else if (c.cg == CG_ULP) {
      // around i + 0.5 + j/256 for j in 0..255, offsets -2..2 ulps
      int j = (k / 5) % 256, o = k % 5 - 2;
      float b = c.x0 + (float)j / 256.0f;
      x = bf(fb(b) + o);
      if (b == 0) x = o < 0 ? -bf(-o) : bf(o);
      if (norm) x = x / (float)W;
    } else if (c.cg == CG_DIAG) {
      x = c.x0 + c.step * (float)k;
      if (norm) x /= (float)W;
    }
    if (c.cg == CG_WBIN) {
      // Weights cases: each axis at 0.5 + m/256 texels of the level-1 (mipmaps) or only grid,
      // m random (mostly) or from the edges, so that the axis weight is exactly m; lod m/256.
      static const int em[] = {0, 1, 2, 127, 128, 129, 254, 255};
      float m[4];
      for (int i = 0; i < 4; i++) m[i] = (float)(k < 4096 ? em[(k >> (3 * i)) & 7] : (int)(rnd() % 256));
      if (c.res == R_MIP && c.shape == SH_LOD1D) {
        f[0] = (0.5f + m[0] / 256.0f) / (float)(W >> 1), f[1] = m[2] / 256.0f;
      } else if (c.res == R_MIP) {
        f[0] = (0.5f + m[0] / 256.0f) / (float)(W >> 1), f[1] = (0.5f + m[1] / 256.0f) / (float)(H >> 1);
        f[2] = m[2] / 256.0f;
      } else {
        for (int i = 0; i < 3; i++) f[i] = (W == 2 ? 0.5f : 1.5f) + m[i] / 256.0f;  // 4x4x4: odd first texels
      }
      for (int i = 0; i < 8; i++) q[i] = fb(f[i]);
      continue;
    }
    if (c.cg == CG_GRADSWEEP || c.cg == CG_GRADFINE) {
      // Gradient sweeps (window 6): 16 shapes (CG_GRADSWEEP, lengths 2^-2..2^6 texels in 1/32
      // octave steps) or 8 (CG_GRADFINE, 2^0..2^2 in 1/256 octave steps) of the two gradients.
      int j, i;
      float L;
      if (c.cg == CG_GRADSWEEP) j = k % 16, i = k / 16, L = exp2f(-2.0f + (float)i / 32.0f);
      else {
        static const int fine[] = {0, 4, 8, 11, 5, 9, 2, 12};
        j = fine[k % 8], i = k / 8, L = exp2f((float)i / 256.0f);
      }
      float g[2][3] = {{0, 0, 0}, {0, 0, 0}};
      const float c45 = 0.70710678f, c30 = 0.8660254f;
      if (c.shape == SH_GRAD2D || c.shape == SH_GRAD1D) {
        switch (j) {
        case 0: g[0][0] = L; break;
        case 1: g[0][1] = L; break;
        case 2: g[1][0] = L; break;
        case 3: g[1][1] = L; break;
        case 4: g[0][0] = L, g[1][1] = L; break;
        case 5: g[0][0] = L, g[1][1] = L / 2; break;
        case 6: g[0][0] = L, g[1][1] = L / 4; break;
        case 7: g[0][0] = L, g[1][1] = L / 16; break;
        case 8: g[0][0] = L, g[1][0] = L; break;
        case 9: g[0][0] = L * c45, g[0][1] = L * c45; break;
        case 10: g[0][0] = L * c30, g[0][1] = L * 0.5f; break;
        case 11: g[0][0] = L * c45, g[0][1] = L * c45, g[1][0] = -L * c45, g[1][1] = L * c45; break;
        case 12: g[0][0] = L, g[1][1] = L * 0.75f; break;
        case 13: g[0][0] = L, g[0][1] = L / 2; break;
        case 14: g[0][0] = L, g[1][0] = -L / 2; break;
        default: g[0][0] = L / 2, g[1][1] = L; break;
        }
      } else {
        switch (j) {
        case 0: g[0][0] = L; break;
        case 1: g[0][1] = L; break;
        case 2: g[0][2] = L; break;
        case 3: g[1][2] = L; break;
        case 4: g[0][0] = L, g[1][1] = L; break;
        case 5: g[0][0] = L, g[1][2] = L; break;
        case 6: g[0][0] = L * c45, g[0][2] = L * c45; break;
        case 7: g[0][0] = L, g[1][1] = L / 2; break;
        case 8: g[0][2] = L, g[1][2] = L; break;
        case 9: g[0][0] = L, g[0][1] = L, g[0][2] = L; break;
        default:
          for (int a = 0; a < 2; a++) {
            float u = frand(-1, 1), ph = frand(0, 6.2831853f), r = sqrtf(1 - u * u);
            g[a][0] = L * r * cosf(ph), g[a][1] = L * r * sinf(ph), g[a][2] = L * u;
          }
        }
      }
      int S[3] = {W, H, D};
      if (c.shape == SH_GRAD1D) {
        // 1D: the x components of both gradients (the y shapes read the same lengths on x).
        float gx = g[0][0] != 0 ? g[0][0] : g[0][1], gy = g[1][0] != 0 ? g[1][0] : g[1][1];
        f[0] = 0.5f, f[1] = gx / (float)W, f[2] = gy / (float)W;
      } else if (c.shape == SH_GRAD2D) {
        f[0] = 0.5f, f[1] = 0.5f;
        f[2] = g[0][0] / (float)W, f[3] = g[0][1] / (float)H, f[4] = g[1][0] / (float)W, f[5] = g[1][1] / (float)H;
      } else {
        for (int a = 0; a < 3; a++) f[a] = g[0][a] / (float)S[a], f[3 + a] = g[1][a] / (float)S[a];
        f[6] = 0.5f, f[7] = 0.5f;
      }
      for (int i2 = 0; i2 < 8; i2++) q[i2] = fb(f[i2]);
      continue;
    }
    if (c.cg == CG_SRGBW) {
      // texel pair a = k&255 at weight w = k>>8 of the second texel (unnormalized x).
      int a = k & 255, wt = k >> 8;
      q[0] = fb(2.0f * (float)a + 0.5f + (float)wt / 256.0f), q[1] = fb(0.5f);
      continue;
    }
    if (c.cg == CG_SRGBPAIR) {
      int wt = 1 + (k * 37) % 255;
      q[0] = fb(2.0f * (float)(k & 255) + 0.5f + (float)wt / 256.0f), q[1] = fb((float)(k >> 8) + 0.5f);
      continue;
    }
    if (c.cg == CG_G10) {
      g10coords(c, k, q);
      continue;
    }
    if (c.cg == CG_G11) {
      g11coords(c, k, q);
      continue;
    }
    if (c.cg == CG_G12) {
      g12coords(c, k, q);
      continue;
    }
    if (c.cg == CG_G13) {
      g13coords(c, k, q);
      continue;
    }
    if (c.cg == CG_G15) {
      g15coords(c, k, q);
      continue;
    }
    if (c.cg == CG_CUBEDIR) {
      // Cube directions (window 6): random, ties of the major axis, near an edge, and on a
      // major face at fine offsets from texel boundaries; word 3 a layer (-1..2).
      int ax = rnd() % 3;
      float sgn = rnd() & 1 ? -1.0f : 1.0f, d3[3];
      switch (k % 4) {
      case 0: d3[0] = dirc(), d3[1] = dirc(), d3[2] = dirc(); break;
      case 1: {
        float m = frand(0.1f, 2.0f);
        d3[0] = d3[1] = d3[2] = frand(-m, m) * 0.99f;
        d3[ax] = sgn * m, d3[(ax + 1) % 3] = (rnd() & 1 ? -m : m);
        if (rnd() % 4 == 0) d3[(ax + 2) % 3] = (rnd() & 1 ? -m : m);
        break;
      }
      case 2: {
        float e = 1.0f - (float)(rnd() % 64) / 4096.0f * (float)(rnd() % 3);
        d3[ax] = sgn, d3[(ax + 1) % 3] = (rnd() & 1 ? -e : e), d3[(ax + 2) % 3] = frand(-1, 1);
        break;
      }
      default: {
        d3[ax] = sgn;
        for (int b = 1; b < 3; b++) {
          float t2 = ((float)(rnd() % (W + 1)) + (float)(rnd() % 256) / 256.0f) / (float)W;
          d3[(ax + b) % 3] = 2.0f * t2 - 1.0f;
        }
      }
      }
      for (int a = 0; a < 3; a++) q[a] = fb(d3[a]);
      q[3] = (u32)((int)(rnd() % 4) - 1);
      continue;
    }
    if (c.cg == CG_GRADS) {
      // Gradients cases: two gradient vectors of lengths 2^-1.5 .. 2^5.5 texels (some zero, some
      // equal, some along one axis), for the level of detail tex.grad picks.
      f[0] = frand(0, 1), f[1] = frand(0, 1);
      for (int i = 0; i < 2; i++) {
        float len = exp2f(frand(-1.5f, 5.5f)), ang = frand(0, 6.2831853f);
        u32 r = rnd() % 16;
        if (r == 0) len = 0;
        if (r == 1) ang = 0;
        if (r == 2) ang = 1.5707964f;
        if (r == 3) len = exp2f((float)(int)(rnd() % 7) - 1.0f);
        f[2 + 2 * i] = len * cosf(ang) / (float)W, f[3 + 2 * i] = len * sinf(ang) / (float)H;
      }
      if (k % 8 == 1) f[4] = f[2], f[5] = f[3];
      if (k % 8 == 2) f[4] = -f[3] * (float)H / (float)W, f[5] = f[2] * (float)W / (float)H;
      for (int i = 0; i < 8; i++) q[i] = fb(f[i]);
      continue;
    }
    switch (c.shape) {
    case SH_1D: case SH_LOD1D: f[0] = c.cg == CG_RAND || c.cg == CG_WIDE ? coord(c, W) : x; if (c.shape == SH_LOD1D) f[1] = lodv(c); break;
    case SH_FETCH: case SH_S32_1D: li[0] = icoord(W); isint[0] = 1; break;
    case SH_S32_2D: li[0] = icoord(W); li[1] = icoord(H); isint[0] = isint[1] = 1; break;
    case SH_S32_3D: li[0] = icoord(W); li[1] = icoord(H); li[2] = icoord(D); isint[0] = isint[1] = isint[2] = 1; break;
    case SH_2D: case SH_GATHER: case SH_LOD2D: case SH_GRAD2D:
      if (c.cg == CG_RAND || c.cg == CG_LODSWEEP || c.cg == CG_WIDE) f[0] = coord(c, W), f[1] = coord(c, H);
      else if (c.cg == CG_DIAG) f[0] = x, f[1] = (c.x0 + c.step * 0.7310585f * (float)k) / (norm ? (float)H : 1.0f);
      else f[0] = x, f[1] = coord(c, H);
      if (c.shape == SH_LOD2D) f[2] = c.cg == CG_LODSWEEP ? -0.5f + (float)k / 512.0f : lodv(c);
      if (c.shape == SH_GRAD2D) f[2] = gradv(c, W), f[3] = gradv(c, H), f[4] = gradv(c, W), f[5] = gradv(c, H);
      break;
    case SH_3D: case SH_LOD3D:
      f[0] = c.cg == CG_RAND ? coord(c, W) : x;
      f[1] = coord(c, H), f[2] = coord(c, D);
      if (c.shape == SH_LOD3D) f[3] = lodv(c);
      break;
    case SH_A1D: f[0] = coord(c, W); li[1] = (int)(rnd() % (D + 2)) - 1; isint[1] = 1; break;
    case SH_A2D: case SH_LODA2D:
      f[0] = coord(c, W), f[1] = coord(c, H); li[2] = (int)(rnd() % (D + 2)) - 1; isint[2] = 1;
      if (c.shape == SH_LODA2D) f[3] = lodv(c);
      break;
    case SH_CUBE: case SH_LODCUBE: f[0] = dirc(), f[1] = dirc(), f[2] = dirc(); if (c.shape == SH_LODCUBE) f[3] = lodv(c); break;
    case SH_ACUBE: f[0] = dirc(), f[1] = dirc(), f[2] = dirc(); li[3] = (int)(rnd() % (D / 6 + 2)) - 1; isint[3] = 1; break;
    }
    for (int i = 0; i < 8; i++) q[i] = isint[i] ? (u32)li[i] : fb(f[i]);
  }
}

static int failures;
static CUresult lastlaunch;
static bool sticky;
static void check(CUresult r, const char *what, int line) {
  if (r) {
    const char *n = "?";
    cuGetErrorName(r, &n);
    fprintf(stderr, "line %d: %s -> %d %s\n", line, what, (int)r, n);
    failures++;
  }
}
#define CK(x) check((x), #x, __LINE__)

static size_t levelbytes(const Case &c, int l, int *lw, int *lh, int *ld) {
  int w = c.w >> l, h = c.h >> l, d = c.d;
  if (w < 1) w = 1;
  if (c.h && h < 1) h = 1;
  if (!(c.aflags & (CUDA_ARRAY3D_LAYERED | CUDA_ARRAY3D_CUBEMAP))) { d = c.d >> l; if (c.d && d < 1) d = 1; }
  *lw = w, *lh = h, *ld = d;
  return (size_t)w * (h ? h : 1) * (d ? d : 1) * fsize(c.fmt) * c.nch;
}

static void copy3d(CUarray a, void *host, int w, int h, int d, int es, bool toarray) {
  CUDA_MEMCPY3D m;
  memset(&m, 0, sizeof m);
  if (toarray) {
    m.srcMemoryType = CU_MEMORYTYPE_HOST, m.srcHost = host, m.srcPitch = (size_t)w * es, m.srcHeight = h ? h : 1;
    m.dstMemoryType = CU_MEMORYTYPE_ARRAY, m.dstArray = a;
  } else {
    m.dstMemoryType = CU_MEMORYTYPE_HOST, m.dstHost = host, m.dstPitch = (size_t)w * es, m.dstHeight = h ? h : 1;
    m.srcMemoryType = CU_MEMORYTYPE_ARRAY, m.srcArray = a;
  }
  m.WidthInBytes = (size_t)w * es, m.Height = h ? h : 1, m.Depth = d ? d : 1;
  CK(cuMemcpy3D(&m));
}

static CUmodule mods[16];
static CUresult getfn;  // the code of the last failed cuModuleGetFunction
static int nmods;
static CUfunction kernelfn(const char *name) {
  CUfunction f = 0;
  CUresult last = CUDA_ERROR_NOT_FOUND;
  for (int i = 0; i < nmods; i++) {
    CUresult r = cuModuleGetFunction(&f, mods[i], name);
    if (r == CUDA_SUCCESS) return f;
    if (r != CUDA_ERROR_NOT_FOUND) last = r;
  }
  fprintf(stderr, "no kernel %s: cuModuleGetFunction -> %d\n", name, (int)last);
  getfn = last;
  return 0;
}
// loadmods loads DIR/texprobe_gN.cubin for each group, falling back to the
// group's PTX (JIT) when the cubin is refused; it reports every code.
static void loadmods(const char *dir) {
  char path[512];
  for (int g = 1; g <= 12; g++) {
    CUmodule m;
    snprintf(path, sizeof path, "%s/texprobe_g%d.cubin", dir, g);
    CUresult r = cuModuleLoad(&m, path);
    printf("load %s -> %d\n", path, (int)r);
    if (r == CUDA_SUCCESS) { mods[nmods++] = m; continue; }
    snprintf(path, sizeof path, "%s/texprobe_g%d.ptx", dir, g);
    FILE *f = fopen(path, "rb");
    if (!f) continue;
    static char buf[4 << 20];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    r = cuModuleLoadData(&m, buf);
    printf("load %s (JIT) -> %d\n", path, (int)r);
    if (r == CUDA_SUCCESS) mods[nmods++] = m;
  }
}

static void runcase(Case &c) {
  int es = fsize(c.fmt) * c.nch;
  int levels = c.res == R_MIP ? c.levels : 1;
  size_t total = 0;
  int lw, lh, ld;
  for (int l = 0; l < levels; l++) total += levelbytes(c, l, &lw, &lh, &ld);
  size_t pitch = 0;
  if (c.res == R_PITCH2D) { pitch = ((size_t)c.w * es + 127) / 128 * 128; total = pitch * c.h; }
  unsigned char *tex = (unsigned char *)malloc(total);
  // fill texels
  {
    size_t off = 0;
    for (int l = 0; l < levels; l++) {
      levelbytes(c, l, &lw, &lh, &ld);
      int H = lh ? lh : 1, D = ld ? ld : 1;
      size_t rowb = c.res == R_PITCH2D ? pitch : (size_t)lw * es;
      cur_l = l;
      for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++) {
          cur_z = z;
          for (size_t b = 0; b < rowb; b++) tex[off + b] = rnd();
          for (int x = 0; x < lw; x++)
            for (int ch = 0; ch < c.nch; ch++) texel(c, tex + off + (size_t)x * es + ch * fsize(c.fmt), x, y, ch);
          off += rowb;
        }
    }
  }
  u32 *crd = (u32 *)calloc((size_t)c.n * 8, 4);
  gencoords(c, crd);
  int outn = c.n;
  if (c.shape == SH_TXQ || c.shape == SH_SUQ) outn = 8, c.n = 1;
  size_t outbytes = (size_t)outn * 16;

  CUarray arr = 0;
  CUmipmappedArray mip = 0;
  CUdeviceptr lin = 0;
  CUDA_RESOURCE_DESC rd;
  memset(&rd, 0, sizeof rd);
  CUDA_ARRAY3D_DESCRIPTOR ad;
  memset(&ad, 0, sizeof ad);
  ad.Width = c.w, ad.Height = c.h, ad.Depth = c.d, ad.Format = (CUarray_format)c.fmt, ad.NumChannels = c.nch, ad.Flags = c.aflags;
  if (c.res == R_ARRAY) {
    CK(cuArray3DCreate(&arr, &ad));
    copy3d(arr, tex, c.w, c.h, c.d, es, true);
    rd.resType = CU_RESOURCE_TYPE_ARRAY, rd.res.array.hArray = arr;
  } else if (c.res == R_MIP) {
    CK(cuMipmappedArrayCreate(&mip, &ad, c.levels));
    size_t off = 0;
    for (int l = 0; l < levels; l++) {
      CUarray la;
      size_t b = levelbytes(c, l, &lw, &lh, &ld);
      CK(cuMipmappedArrayGetLevel(&la, mip, l));
      copy3d(la, tex + off, lw, lh, ld, es, true);
      off += b;
    }
    rd.resType = CU_RESOURCE_TYPE_MIPMAPPED_ARRAY, rd.res.mipmap.hMipmappedArray = mip;
  } else if (c.res == R_LINEAR) {
    CK(cuMemAlloc(&lin, total));
    CK(cuMemcpyHtoD(lin, tex, total));
    rd.resType = CU_RESOURCE_TYPE_LINEAR, rd.res.linear.devPtr = lin, rd.res.linear.format = (CUarray_format)c.fmt;
    rd.res.linear.numChannels = c.nch, rd.res.linear.sizeInBytes = total;
  } else {
    CK(cuMemAlloc(&lin, total));
    CK(cuMemcpyHtoD(lin, tex, total));
    rd.resType = CU_RESOURCE_TYPE_PITCH2D, rd.res.pitch2D.devPtr = lin, rd.res.pitch2D.format = (CUarray_format)c.fmt;
    rd.res.pitch2D.numChannels = c.nch, rd.res.pitch2D.width = c.w, rd.res.pitch2D.height = c.h, rd.res.pitch2D.pitchInBytes = pitch;
  }
  CUDA_TEXTURE_DESC td;
  memset(&td, 0, sizeof td);
  for (int i = 0; i < 3; i++) td.addressMode[i] = (CUaddress_mode)c.addr[i];
  td.filterMode = (CUfilter_mode)c.filt, td.flags = c.tflags, td.maxAnisotropy = c.aniso;
  td.mipmapFilterMode = (CUfilter_mode)c.mipfilt, td.mipmapLevelBias = c.bias, td.minMipmapLevelClamp = c.minlod;
  if (c.res == R_MIP && c.maxlod == 0) c.maxlod = (float)(c.levels - 1);
  td.maxMipmapLevelClamp = c.maxlod;
  for (int i = 0; i < 4; i++) td.borderColor[i] = c.border[i];
  unsigned long long obj = 0;
  CUresult cr;
  if (c.surf || c.shape == SH_SUQ) cr = cuSurfObjectCreate(&obj, &rd);
  else cr = cuTexObjectCreate(&obj, &rd, &td, NULL);
  CUdeviceptr dc, dout;
  CK(cuMemAlloc(&dc, (size_t)c.n * 32 + 32));
  CK(cuMemAlloc(&dout, outbytes));
  CK(cuMemcpyHtoD(dc, crd, (size_t)c.n * 32));
  CK(cuMemsetD8(dout, 0xee, outbytes));
  if (c.badhandle == 1) obj = 0;
  if (c.badhandle == 2 && obj) {
    if (c.surf) cuSurfObjectDestroy(obj); else cuTexObjectDestroy(obj);
  }
  CUfunction fn = kernelfn(c.kern);
  CUresult le = CUDA_SUCCESS;
  if (!fn) le = getfn;
  if (cr == CUDA_SUCCESS && fn) {
    void *args[] = {&obj, &dc, &dout, &c.n, &c.extra};
    int block = 128, grid = (c.n + block - 1) / block;
    le = cuLaunchKernel(fn, grid, 1, 1, block, 1, 1, 0, 0, args, 0);
    if (le == CUDA_SUCCESS) {
      le = cuCtxSynchronize();
      sticky = le != CUDA_SUCCESS;  // a fault: the context is dead
    }
  }
  unsigned char *out = (unsigned char *)malloc(c.surf == 2 ? total : outbytes);
  size_t outsz = outbytes;
  if (le == CUDA_SUCCESS && cr == CUDA_SUCCESS) {
    if (c.surf == 2) {
      copy3d(arr, out, c.w, c.h, c.d, es, false);
      outsz = total;
    } else CK(cuMemcpyDtoH(out, dout, outbytes));
  } else {
    memset(out, 0, outsz);
  }
  fprintf(man,
          "%s\tkern=%s\tres=%d\tfmt=%d\tnch=%d\tw=%d\th=%d\td=%d\taflags=%u\tlevels=%d\tpitch=%zu\taddr=%d,%d,%d\tfilt=%d\tmipfilt=%d\t"
          "tflags=%u\tborder=%08x,%08x,%08x,%08x\taniso=%d\tbias=%08x\tminlod=%08x\tmaxlod=%08x\tn=%d\textra=%d\tsurf=%d\t"
          "create=%d\tlaunch=%d\n",
          c.name, c.kern, c.res, c.fmt, c.nch, c.w, c.h, c.d, c.aflags, c.levels, pitch, c.addr[0], c.addr[1], c.addr[2], c.filt,
          c.mipfilt, c.tflags, fb(c.border[0]), fb(c.border[1]), fb(c.border[2]), fb(c.border[3]), c.aniso, fb(c.bias),
          fb(c.minlod), fb(c.maxlod), c.n, c.extra, c.surf, (int)cr, (int)le);
  fflush(man);
  writefile(c, "texels", tex, total);
  writefile(c, "coords", crd, (size_t)c.n * 32);
  writefile(c, "out", out, outsz);
  printf("%-40s create=%d launch=%d\n", c.name, (int)cr, (int)le);
  if (obj && !c.badhandle) { if (c.surf || c.shape == SH_SUQ) cuSurfObjectDestroy(obj); else cuTexObjectDestroy(obj); }
  lastlaunch = le;
  if (sticky) return;  // context may be dead; the caller's process ends soon
  cuMemFree(dc), cuMemFree(dout);
  if (arr) cuArrayDestroy(arr);
  if (mip) cuMipmappedArrayDestroy(mip);
  if (lin) cuMemFree(lin);
  free(tex), free(crd), free(out);
}

// ---------------------------------------------------------------- cases
static Case mk(const char *name, const char *kern, int shape, int res, int fmt, int nch, int w, int h, int d) {
  Case c;
  memset(&c, 0, sizeof c);
  snprintf(c.name, sizeof c.name, "%s", name);
  snprintf(c.kern, sizeof c.kern, "%s", kern);
  c.shape = shape, c.res = res, c.fmt = fmt, c.nch = nch, c.w = w, c.h = h, c.d = d;
  c.addr[0] = c.addr[1] = c.addr[2] = CU_TR_ADDRESS_MODE_CLAMP;
  c.n = 256, c.cg = CG_RAND, c.vg = V_NICE;
  return c;
}
static const char *fmtname(int f) {
  switch (f) {
  case 0x01: return "u8"; case 0x02: return "u16"; case 0x03: return "u32";
  case 0x08: return "s8"; case 0x09: return "s16"; case 0x0a: return "s32";
  case 0x10: return "f16"; default: return "f32";
  }
}
static const char *sfx(int fmt, unsigned tflags) {
  if (fmt == 0x10 || fmt == 0x20) return "_f";
  if (fsize(fmt) < 4 && !(tflags & CU_TRSF_READ_AS_INTEGER)) return "_f";
  return (fmt & 0x08) ? "_i" : "_u";
}
static const char *amname[] = {"wrap", "clamp", "mirror", "border"};
static const int fmts[] = {0x01, 0x02, 0x03, 0x08, 0x09, 0x0a, 0x10, 0x20};

static int ncases;
static Case cases[2000];
static Case *add(Case c) { cases[ncases] = c; return &cases[ncases++]; }

static void buildmain() {
  char nm[80], kn[48];
  // A: every format and channel count, 2D array 8x6
  for (int fi = 0; fi < 8; fi++)
    for (int nch = 1; nch <= 4; nch *= 2) {
      int f = fmts[fi];
      for (int mode = 0; mode < 3; mode++) {
        unsigned tf = mode == 1 ? CU_TRSF_READ_AS_INTEGER : 0;
        int filt = mode == 2;
        if (mode == 1 && (f == 0x10 || f == 0x20)) continue;
        if (mode == 2 && fsize(f) == 4 && f != 0x20) continue;
        snprintf(nm, sizeof nm, "fmt_%s_x%d_%s", fmtname(f), nch, mode == 0 ? "point" : mode == 1 ? "int" : "linear");
        snprintf(kn, sizeof kn, "k_tex2d%s", sfx(f, tf));
        Case *c = add(mk(nm, kn, SH_2D, R_ARRAY, f, nch, 8, 6, 0));
        c->tflags = tf, c->filt = filt, c->vg = V_RAW;
        if (f == 0x10 || f == 0x20) c->vg = V_NICE;
      }
    }
  // mismatched result types
  { Case *c = add(mk("mismatch_f32_as_int", "k_tex2d_i", SH_2D, R_ARRAY, 0x20, 4, 8, 6, 0)); }
  { Case *c = add(mk("mismatch_u8int_as_float", "k_tex2d_f", SH_2D, R_ARRAY, 0x01, 4, 8, 6, 0)); c->tflags = CU_TRSF_READ_AS_INTEGER; c->vg = V_RAW; }
  { Case *c = add(mk("mismatch_u8norm_as_uint", "k_tex2d_u", SH_2D, R_ARRAY, 0x01, 4, 8, 6, 0)); c->vg = V_RAW; }
  { Case *c = add(mk("mismatch_s32_as_float", "k_tex2d_f", SH_2D, R_ARRAY, 0x0a, 1, 8, 6, 0)); c->vg = V_RAW; }
  // B: address x filter x coordinate modes
  for (int am = 0; am < 4; am++)
    for (int filt = 0; filt < 2; filt++)
      for (int norm = 0; norm < 2; norm++) {
        struct { const char *tag; int shape, fmt, nch, w, h, d; const char *k; } g[] = {
            {"2d_f32x4", SH_2D, 0x20, 4, 8, 6, 0, "k_tex2d_f"}, {"2d_u8x4", SH_2D, 0x01, 4, 7, 5, 0, "k_tex2d_f"},
            {"1d_f32x1", SH_1D, 0x20, 1, 9, 0, 0, "k_tex1d_f"}, {"3d_f32x2", SH_3D, 0x20, 2, 5, 4, 3, "k_tex3d_f"},
            {"2d_f16x1", SH_2D, 0x10, 1, 6, 6, 0, "k_tex2d_f"}};
        for (int gi = 0; gi < 5; gi++) {
          snprintf(nm, sizeof nm, "mode_%s_%s_%s_%s", g[gi].tag, amname[am], filt ? "linear" : "point", norm ? "norm" : "unnorm");
          Case *c = add(mk(nm, g[gi].k, g[gi].shape, R_ARRAY, g[gi].fmt, g[gi].nch, g[gi].w, g[gi].h, g[gi].d));
          c->addr[0] = c->addr[1] = c->addr[2] = am, c->filt = filt;
          c->tflags = norm ? CU_TRSF_NORMALIZED_COORDINATES : 0;
          c->border[0] = 0.25f, c->border[1] = -1.5f, c->border[2] = 3.0f, c->border[3] = 0.7f;
          if (g[gi].fmt == 0x01) c->vg = V_RAW;
        }
      }
  {  // mixed modes per axis, border colour on an int texture
    Case *c = add(mk("mode_2d_f32x4_mixed", "k_tex2d_f", SH_2D, R_ARRAY, 0x20, 4, 8, 6, 0));
    c->addr[0] = 0, c->addr[1] = 2, c->tflags = CU_TRSF_NORMALIZED_COORDINATES, c->filt = 1;
    c = add(mk("mode_3d_f32x1_mixed", "k_tex3d_f", SH_3D, R_ARRAY, 0x20, 1, 4, 5, 6));
    c->addr[0] = 3, c->addr[1] = 0, c->addr[2] = 2, c->tflags = CU_TRSF_NORMALIZED_COORDINATES, c->filt = 1, c->border[0] = 9.5f;
    c = add(mk("mode_2d_u16int_border", "k_tex2d_u", SH_2D, R_ARRAY, 0x02, 4, 5, 5, 0));
    c->addr[0] = c->addr[1] = 3, c->tflags = CU_TRSF_READ_AS_INTEGER, c->vg = V_RAW;
    c->border[0] = 7.0f, c->border[1] = 1.5f, c->border[2] = -2.0f, c->border[3] = 70000.0f;
    c = add(mk("mode_2d_s8norm_border", "k_tex2d_f", SH_2D, R_ARRAY, 0x08, 2, 5, 5, 0));
    c->addr[0] = c->addr[1] = 3, c->vg = V_RAW, c->border[0] = 0.3f, c->border[1] = -7.0f, c->filt = 1;
  }
  // C: layered and cubemaps
  for (int filt = 0; filt < 2; filt++)
    for (int norm = 0; norm < 2; norm++) {
      const char *fs = filt ? "linear" : "point", *ns = norm ? "norm" : "unnorm";
      snprintf(nm, sizeof nm, "layered_a1d_f32x4_%s_%s", fs, ns);
      Case *c = add(mk(nm, "k_a1d_f", SH_A1D, R_ARRAY, 0x20, 4, 8, 0, 3));
      c->aflags = CUDA_ARRAY3D_LAYERED, c->filt = filt, c->tflags = norm ? CU_TRSF_NORMALIZED_COORDINATES : 0;
      c->addr[0] = norm ? 0 : 1;
      snprintf(nm, sizeof nm, "layered_a2d_u8x4_%s_%s", fs, ns);
      c = add(mk(nm, "k_a2d_f", SH_A2D, R_ARRAY, 0x01, 4, 6, 5, 3));
      c->aflags = CUDA_ARRAY3D_LAYERED, c->filt = filt, c->tflags = norm ? CU_TRSF_NORMALIZED_COORDINATES : 0, c->vg = V_RAW;
      c->addr[0] = c->addr[1] = norm ? 2 : 1;
      for (int seam = 0; seam < 2; seam++) {
        snprintf(nm, sizeof nm, "cube_f32x4_%s_%s_%s", fs, ns, seam ? "seamless" : "plain");
        c = add(mk(nm, "k_cube_f", SH_CUBE, R_ARRAY, 0x20, 4, 4, 4, 6));
        c->aflags = CUDA_ARRAY3D_CUBEMAP, c->filt = filt;
        c->tflags = (norm ? CU_TRSF_NORMALIZED_COORDINATES : 0) | (seam ? CU_TRSF_SEAMLESS_CUBEMAP : 0);
      }
      snprintf(nm, sizeof nm, "cubelayered_f32x2_%s_%s", fs, ns);
      c = add(mk(nm, "k_acube_f", SH_ACUBE, R_ARRAY, 0x20, 2, 3, 3, 12));
      c->aflags = CUDA_ARRAY3D_CUBEMAP | CUDA_ARRAY3D_LAYERED, c->filt = filt, c->tflags = norm ? CU_TRSF_NORMALIZED_COORDINATES : 0;
    }
  // D: filtering sweeps
  struct { const char *tag; int fmt, nch; } sw[] = {{"f32x4", 0x20, 4}, {"u8x4", 0x01, 4}, {"f16x4", 0x10, 4}, {"u16x4", 0x02, 4}, {"s8x4", 0x08, 4}, {"s16x4", 0x09, 4}};
  for (int i = 0; i < 6; i++)
    for (int norm = 0; norm < 2; norm++) {
      if (norm && i > 1) continue;
      snprintf(nm, sizeof nm, "sweep1d_%s_%s", sw[i].tag, norm ? "norm" : "unnorm");
      Case *c = add(mk(nm, "k_tex1d_f", SH_1D, R_ARRAY, sw[i].fmt, sw[i].nch, 8, 0, 0));
      c->filt = 1, c->vg = V_PATTERN, c->cg = CG_SWEEP, c->x0 = -0.25f, c->step = 1.0f / 1024, c->n = i < 2 ? 4608 : 2304;
      c->tflags = norm ? CU_TRSF_NORMALIZED_COORDINATES : 0;
      snprintf(nm, sizeof nm, "ulp1d_%s_%s", sw[i].tag, norm ? "norm" : "unnorm");
      c = add(mk(nm, "k_tex1d_f", SH_1D, R_ARRAY, sw[i].fmt, sw[i].nch, 8, 0, 0));
      c->filt = 1, c->vg = V_PATTERN, c->cg = CG_ULP, c->x0 = 2.5f, c->n = 1280;
      c->tflags = norm ? CU_TRSF_NORMALIZED_COORDINATES : 0;
      snprintf(nm, sizeof nm, "rand1d_%s_%s", sw[i].tag, norm ? "norm" : "unnorm");
      c = add(mk(nm, "k_tex1d_f", SH_1D, R_ARRAY, sw[i].fmt, sw[i].nch, 8, 0, 0));
      c->filt = 1, c->vg = V_PATTERN, c->n = 2048, c->tflags = norm ? CU_TRSF_NORMALIZED_COORDINATES : 0;
    }
  {
    Case *c = add(mk("ulp1d_f32x4_far", "k_tex1d_f", SH_1D, R_ARRAY, 0x20, 4, 2048, 0, 0));
    c->filt = 1, c->vg = V_PATTERN, c->cg = CG_ULP, c->x0 = 1000.5f, c->n = 1280;
    c = add(mk("ulp1d_f32x4_far_norm", "k_tex1d_f", SH_1D, R_ARRAY, 0x20, 4, 2048, 0, 0));
    c->filt = 1, c->vg = V_PATTERN, c->cg = CG_ULP, c->x0 = 1000.5f, c->n = 1280, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    c = add(mk("rand1d_f32x1_w1000_norm", "k_tex1d_f", SH_1D, R_ARRAY, 0x20, 1, 1000, 0, 0));
    c->filt = 1, c->n = 2048, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    c = add(mk("rand1d_f32x1_w1000_norm_point", "k_tex1d_f", SH_1D, R_ARRAY, 0x20, 1, 1000, 0, 0));
    c->n = 2048, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    c = add(mk("rand2d_f32x4_linear", "k_tex2d_f", SH_2D, R_ARRAY, 0x20, 4, 16, 16, 0));
    c->filt = 1, c->n = 4096, c->vg = V_PATTERN;
    c = add(mk("diag2d_f32x4_linear", "k_tex2d_f", SH_2D, R_ARRAY, 0x20, 4, 16, 16, 0));
    c->filt = 1, c->n = 2048, c->vg = V_PATTERN, c->cg = CG_DIAG, c->x0 = 0.3f, c->step = 1.0f / 512;
    c = add(mk("rand2d_u8x4_linear", "k_tex2d_f", SH_2D, R_ARRAY, 0x01, 4, 16, 16, 0));
    c->filt = 1, c->n = 4096, c->vg = V_PATTERN;
    c = add(mk("rand2d_f16x4_linear_norm", "k_tex2d_f", SH_2D, R_ARRAY, 0x10, 4, 16, 12, 0));
    c->filt = 1, c->n = 2048, c->vg = V_PATTERN, c->tflags = CU_TRSF_NORMALIZED_COORDINATES, c->addr[0] = c->addr[1] = 0;
    c = add(mk("rand3d_f32x4_linear", "k_tex3d_f", SH_3D, R_ARRAY, 0x20, 4, 8, 8, 8));
    c->filt = 1, c->n = 2048, c->vg = V_PATTERN;
    c = add(mk("rand3d_u8x4_linear_norm", "k_tex3d_f", SH_3D, R_ARRAY, 0x01, 4, 6, 7, 5));
    c->filt = 1, c->n = 2048, c->vg = V_RAW, c->tflags = CU_TRSF_NORMALIZED_COORDINATES, c->addr[0] = 0, c->addr[1] = 2;
  }
  for (int am = 0; am < 4; am++)
    for (int filt = 0; filt < 2; filt++) {
      snprintf(nm, sizeof nm, "wide1d_f32x2_%s_%s_norm", amname[am], filt ? "linear" : "point");
      Case *c = add(mk(nm, "k_tex1d_f", SH_1D, R_ARRAY, 0x20, 2, 12, 0, 0));
      c->filt = filt, c->addr[0] = am, c->tflags = CU_TRSF_NORMALIZED_COORDINATES, c->cg = CG_WIDE, c->n = 512, c->vg = V_PATTERN;
      snprintf(nm, sizeof nm, "wide2d_f32x1_%s_%s_unnorm", amname[am], filt ? "linear" : "point");
      c = add(mk(nm, "k_tex2d_f", SH_2D, R_ARRAY, 0x20, 1, 5, 3, 0));
      c->filt = filt, c->addr[0] = c->addr[1] = am, c->cg = CG_WIDE, c->n = 512;
    }
  {
    Case *c = add(mk("lod2d_on_plain_array", "k_lod2d_f", SH_LOD2D, R_ARRAY, 0x20, 4, 8, 8, 0));
    c->filt = 1, c->levels = 3, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    c = add(mk("grad2d_on_plain_array", "k_grad2d_f", SH_GRAD2D, R_ARRAY, 0x20, 4, 8, 8, 0));
    c->filt = 1, c->levels = 3, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    c = add(mk("gather_on_pitch2d", "k_gather_f", SH_GATHER, R_PITCH2D, 0x20, 4, 8, 7, 0));
    c->extra = 3;
  }
  // E: mipmaps
  for (int mf = 0; mf < 2; mf++)
    for (int filt = 0; filt < 2; filt++) {
      const char *ms = mf ? "miplinear" : "mippoint", *fs = filt ? "linear" : "point";
      snprintf(nm, sizeof nm, "mip_lod2d_f32x4_%s_%s", fs, ms);
      Case *c = add(mk(nm, "k_lod2d_f", SH_LOD2D, R_MIP, 0x20, 4, 16, 16, 0));
      c->levels = 5, c->filt = filt, c->mipfilt = mf, c->n = 1024, c->vg = V_PATTERN, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
      snprintf(nm, sizeof nm, "mip_lodsweep2d_f32x4_%s_%s", fs, ms);
      c = add(mk(nm, "k_lod2d_f", SH_LOD2D, R_MIP, 0x20, 4, 16, 16, 0));
      c->levels = 5, c->filt = filt, c->mipfilt = mf, c->n = 2816, c->vg = V_PATTERN, c->cg = CG_LODSWEEP, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
      snprintf(nm, sizeof nm, "mip_grad2d_f32x4_%s_%s", fs, ms);
      c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 16, 16, 0));
      c->levels = 5, c->filt = filt, c->mipfilt = mf, c->n = 1024, c->vg = V_PATTERN, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    }
  {
    Case *c = add(mk("mip_tex2d_f32x4_implicit", "k_tex2d_f", SH_2D, R_MIP, 0x20, 4, 16, 16, 0));
    c->levels = 5, c->filt = 1, c->mipfilt = 1, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    c = add(mk("mip_lod2d_f32x4_clamps", "k_lod2d_f", SH_LOD2D, R_MIP, 0x20, 4, 16, 16, 0));
    c->levels = 5, c->filt = 1, c->mipfilt = 1, c->n = 1024, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    c->bias = 0.75f, c->minlod = 0.5f, c->maxlod = 2.25f;
    c = add(mk("mip_grad2d_f32x4_aniso8", "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 16, 16, 0));
    c->levels = 5, c->filt = 1, c->mipfilt = 1, c->n = 1024, c->aniso = 8, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    c = add(mk("mip_lod2d_u8x4_trilinear", "k_lod2d_f", SH_LOD2D, R_MIP, 0x01, 4, 16, 8, 0));
    c->levels = 5, c->filt = 1, c->mipfilt = 1, c->n = 1024, c->vg = V_RAW, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    c = add(mk("mip_lodsweep2d_u8x4_trilinear", "k_lod2d_f", SH_LOD2D, R_MIP, 0x01, 4, 16, 16, 0));
    c->levels = 5, c->filt = 1, c->mipfilt = 1, c->n = 2816, c->vg = V_PATTERN, c->cg = CG_LODSWEEP, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    c = add(mk("mip_lod2d_f32x4_notrilinopt", "k_lod2d_f", SH_LOD2D, R_MIP, 0x20, 4, 16, 16, 0));
    c->levels = 5, c->filt = 1, c->mipfilt = 1, c->n = 1024, c->tflags = CU_TRSF_NORMALIZED_COORDINATES | CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION;
    c = add(mk("mip_lod1d_f32x2", "k_lod1d_f", SH_LOD1D, R_MIP, 0x20, 2, 32, 0, 0));
    c->levels = 6, c->filt = 1, c->mipfilt = 1, c->n = 1024, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    c = add(mk("mip_lod3d_f32x1", "k_lod3d_f", SH_LOD3D, R_MIP, 0x20, 1, 8, 8, 8));
    c->levels = 4, c->filt = 1, c->mipfilt = 1, c->n = 1024, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    c = add(mk("mip_loda2d_f32x4", "k_loda2d_f", SH_LODA2D, R_MIP, 0x20, 4, 8, 8, 3));
    c->aflags = CUDA_ARRAY3D_LAYERED, c->levels = 4, c->filt = 1, c->mipfilt = 1, c->n = 1024, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    c = add(mk("mip_lodcube_f32x4", "k_lodcube_f", SH_LODCUBE, R_MIP, 0x20, 4, 8, 8, 6));
    c->aflags = CUDA_ARRAY3D_CUBEMAP, c->levels = 4, c->filt = 1, c->mipfilt = 1, c->n = 1024, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  }
  // F: gather
  for (int comp = 0; comp < 4; comp++)
    for (int norm = 0; norm < 2; norm++) {
      snprintf(nm, sizeof nm, "gather_f32x4_c%d_%s", comp, norm ? "wrap_norm" : "clamp");
      Case *c = add(mk(nm, "k_gather_f", SH_GATHER, R_ARRAY, 0x20, 4, 8, 7, 0));
      c->aflags = CUDA_ARRAY3D_TEXTURE_GATHER, c->extra = comp, c->tflags = norm ? CU_TRSF_NORMALIZED_COORDINATES : 0;
      c->addr[0] = c->addr[1] = norm ? 0 : 1;
    }
  {
    Case *c = add(mk("gather_u8x4norm_c1", "k_gather_f", SH_GATHER, R_ARRAY, 0x01, 4, 8, 7, 0));
    c->aflags = CUDA_ARRAY3D_TEXTURE_GATHER, c->extra = 1, c->vg = V_RAW;
    c = add(mk("gather_s32x2_c0", "k_gather_i", SH_GATHER, R_ARRAY, 0x0a, 2, 8, 7, 0));
    c->aflags = CUDA_ARRAY3D_TEXTURE_GATHER, c->vg = V_RAW, c->tflags = CU_TRSF_READ_AS_INTEGER;
    c = add(mk("gather_f32x1_c2_border", "k_gather_f", SH_GATHER, R_ARRAY, 0x20, 1, 8, 7, 0));
    c->aflags = CUDA_ARRAY3D_TEXTURE_GATHER, c->extra = 2, c->addr[0] = c->addr[1] = 3, c->border[2] = 5.0f;
    c = add(mk("gather_f32x4_c0_nogatherflag", "k_gather_f", SH_GATHER, R_ARRAY, 0x20, 4, 8, 7, 0));
    c = add(mk("gather_f32x4_c0_linearfilter", "k_gather_f", SH_GATHER, R_ARRAY, 0x20, 4, 8, 7, 0));
    c->aflags = CUDA_ARRAY3D_TEXTURE_GATHER, c->filt = 1;
  }
  // G: linear and pitch2D resources
  {
    struct { const char *tag; int fmt, nch; unsigned tf; } ln[] = {
        {"f32x4", 0x20, 4, 0}, {"u8x4norm", 0x01, 4, 0}, {"u16x1int", 0x02, 1, CU_TRSF_READ_AS_INTEGER},
        {"s8x2norm", 0x08, 2, 0}, {"f16x1", 0x10, 1, 0}, {"s32x4", 0x0a, 4, CU_TRSF_READ_AS_INTEGER}};
    for (int i = 0; i < 6; i++) {
      snprintf(nm, sizeof nm, "linear_fetch_%s", ln[i].tag);
      snprintf(kn, sizeof kn, "k_fetch%s", sfx(ln[i].fmt, ln[i].tf));
      Case *c = add(mk(nm, kn, SH_FETCH, R_LINEAR, ln[i].fmt, ln[i].nch, 37, 0, 0));
      c->tflags = ln[i].tf, c->vg = V_RAW;
      if (ln[i].fmt == 0x20 || ln[i].fmt == 0x10) c->vg = V_NICE;
    }
    for (int am = 0; am < 4; am++)
      for (int filt = 0; filt < 2; filt++) {
        snprintf(nm, sizeof nm, "pitch2d_f32x4_%s_%s_norm", amname[am], filt ? "linear" : "point");
        Case *c = add(mk(nm, "k_tex2d_f", SH_2D, R_PITCH2D, 0x20, 4, 10, 7, 0));
        c->addr[0] = c->addr[1] = am, c->filt = filt, c->tflags = CU_TRSF_NORMALIZED_COORDINATES, c->border[1] = 2.5f;
      }
    Case *c = add(mk("pitch2d_u8x1_linear_unnorm", "k_tex2d_f", SH_2D, R_PITCH2D, 0x01, 1, 33, 9, 0));
    c->filt = 1, c->vg = V_RAW;
    c = add(mk("pitch2d_u16x2_int", "k_tex2d_u", SH_2D, R_PITCH2D, 0x02, 2, 12, 9, 0));
    c->tflags = CU_TRSF_READ_AS_INTEGER, c->vg = V_RAW;
  }
  // H: integer coordinates on arrays
  for (int filt = 0; filt < 2; filt++)
    for (int norm = 0; norm < 2; norm++) {
      const char *fs = filt ? "linear" : "point", *ns = norm ? "norm" : "unnorm";
      snprintf(nm, sizeof nm, "s32_1d_f32x4_%s_%s", fs, ns);
      Case *c = add(mk(nm, "k_s32_1d_f", SH_S32_1D, R_ARRAY, 0x20, 4, 9, 0, 0));
      c->filt = filt, c->tflags = norm ? CU_TRSF_NORMALIZED_COORDINATES : 0, c->addr[0] = norm ? 0 : 1;
      snprintf(nm, sizeof nm, "s32_2d_u8x4_%s_%s", fs, ns);
      c = add(mk(nm, "k_s32_2d_f", SH_S32_2D, R_ARRAY, 0x01, 4, 7, 5, 0));
      c->filt = filt, c->tflags = norm ? CU_TRSF_NORMALIZED_COORDINATES : 0, c->vg = V_RAW, c->addr[0] = c->addr[1] = norm ? 2 : 3;
      snprintf(nm, sizeof nm, "s32_3d_f32x1_%s_%s", fs, ns);
      c = add(mk(nm, "k_s32_3d_f", SH_S32_3D, R_ARRAY, 0x20, 1, 5, 4, 3));
      c->filt = filt, c->tflags = norm ? CU_TRSF_NORMALIZED_COORDINATES : 0;
    }
  { Case *c = add(mk("s32_2d_u32x4_int", "k_s32_2d_u", SH_S32_2D, R_ARRAY, 0x03, 4, 7, 5, 0)); c->vg = V_RAW; c->tflags = CU_TRSF_READ_AS_INTEGER; }
  // I: sRGB
  for (int filt = 0; filt < 2; filt++) {
    snprintf(nm, sizeof nm, "srgb_u8x4_%s", filt ? "linear" : "point");
    Case *c = add(mk(nm, "k_tex2d_f", SH_2D, R_ARRAY, 0x01, 4, 16, 16, 0));
    c->filt = filt, c->tflags = CU_TRSF_SRGB, c->vg = V_RAW, c->n = 1024;
    snprintf(nm, sizeof nm, "srgb_u8x1_%s", filt ? "linear" : "point");
    c = add(mk(nm, "k_tex2d_f", SH_2D, R_ARRAY, 0x01, 1, 16, 16, 0));
    c->filt = filt, c->tflags = CU_TRSF_SRGB, c->vg = V_RAW, c->n = 512;
  }
  // J: txq and suq
  {
    struct { const char *tag; int res, fmt, nch, w, h, d; unsigned af; int lv; } q[] = {
        {"1d_f32x1", R_ARRAY, 0x20, 1, 9, 0, 0, 0, 0}, {"2d_u8x4", R_ARRAY, 0x01, 4, 7, 5, 0, 0, 0},
        {"3d_s16x2", R_ARRAY, 0x09, 2, 5, 4, 3, 0, 0}, {"a1d_f16x4", R_ARRAY, 0x10, 4, 8, 0, 3, CUDA_ARRAY3D_LAYERED, 0},
        {"a2d_u32x1", R_ARRAY, 0x03, 1, 6, 5, 4, CUDA_ARRAY3D_LAYERED, 0}, {"cube_f32x4", R_ARRAY, 0x20, 4, 4, 4, 6, CUDA_ARRAY3D_CUBEMAP, 0},
        {"acube_u8x2", R_ARRAY, 0x01, 2, 4, 4, 12, CUDA_ARRAY3D_CUBEMAP | CUDA_ARRAY3D_LAYERED, 0},
        {"mip2d_f32x4", R_MIP, 0x20, 4, 16, 12, 0, 0, 4}, {"linear_s8x2", R_LINEAR, 0x08, 2, 40, 0, 0, 0, 0},
        {"pitch2d_u16x4", R_PITCH2D, 0x02, 4, 10, 6, 0, 0, 0}};
    for (int i = 0; i < 10; i++)
      for (int v = 0; v < 2; v++) {
        snprintf(nm, sizeof nm, "txq_%s_%d", q[i].tag, v);
        Case *c = add(mk(nm, "k_txq", SH_TXQ, q[i].res, q[i].fmt, q[i].nch, q[i].w, q[i].h, q[i].d));
        c->aflags = q[i].af, c->levels = q[i].lv, c->n = 1;
        if (v) {
          c->filt = 1, c->mipfilt = 1, c->tflags = CU_TRSF_NORMALIZED_COORDINATES, c->addr[0] = 0, c->addr[1] = 2, c->addr[2] = 3;
          if (q[i].fmt != 0x10 && q[i].fmt != 0x20 && fsize(q[i].fmt) == 4) c->filt = 0, c->tflags |= CU_TRSF_READ_AS_INTEGER;
        }
        if (!v) {
          const char *ex[] = {"k_txq2", "k_txq3", "k_istypep"};
          for (int e = 0; e < 3; e++) {
            snprintf(nm, sizeof nm, "%s_%s", ex[e] + 2, q[i].tag);
            Case *x = add(mk(nm, ex[e], SH_TXQ, q[i].res, q[i].fmt, q[i].nch, q[i].w, q[i].h, q[i].d));
            x->aflags = q[i].af, x->levels = q[i].lv, x->n = 1;
          }
        }
        if (i < 7 && !v) {
          snprintf(nm, sizeof nm, "istypepsurf_%s", q[i].tag);
          c = add(mk(nm, "k_istypep", SH_SUQ, q[i].res, q[i].fmt, q[i].nch, q[i].w, q[i].h, q[i].d));
          c->aflags = q[i].af | CUDA_ARRAY3D_SURFACE_LDST, c->n = 1;
          snprintf(nm, sizeof nm, "suq_%s", q[i].tag);
          c = add(mk(nm, "k_suq", SH_SUQ, q[i].res, q[i].fmt, q[i].nch, q[i].w, q[i].h, q[i].d));
          c->aflags = q[i].af | CUDA_ARRAY3D_SURFACE_LDST, c->n = 1;
        }
      }
  }
  // K: surfaces
  {
    struct { const char *tag; int esz, fmt, nch; } sw2[] = {
        {"b8", 1, 0x01, 1}, {"b16", 2, 0x10, 1}, {"b32", 4, 0x20, 1}, {"b64", 8, 0x02, 4}, {"v2b8", 2, 0x01, 2},
        {"v4b8", 4, 0x01, 4}, {"v2b16", 4, 0x09, 2}, {"v4b16", 8, 0x10, 4}, {"v2b32", 8, 0x20, 2}, {"v4b32", 16, 0x20, 4},
        {"v2b64", 16, 0x03, 4}};
    const char *gn[] = {"", "1d", "2d", "3d", "a1d", "a2d"};
    const char *mn[] = {"Clamp", "Zero", "Trap"};
    for (int g = 1; g <= 5; g++)
      for (int i = 0; i < 11; i++) {
        if (g != 2 && i != 2 && i != 9 && i != 0) continue;
        for (int m = 0; m < 3; m++)
          for (int wr = 0; wr < 2; wr++) {
            snprintf(nm, sizeof nm, "surf_%s_%s_%s_%s", wr ? "sust" : "suld", gn[g], sw2[i].tag, mn[m]);
            snprintf(kn, sizeof kn, "k_%s_%s_%s_%s", wr ? "sust" : "suld", gn[g], sw2[i].tag, mn[m]);
            int w = 7, h = g == 1 || g == 4 ? 0 : 5, d = g == 3 ? 3 : g == 4 ? 4 : g == 5 ? 3 : 0;
            Case *c = add(mk(nm, kn, SH_SURF, R_ARRAY, sw2[i].fmt, sw2[i].nch, w, h, d));
            c->aflags = CUDA_ARRAY3D_SURFACE_LDST | (g >= 4 ? CUDA_ARRAY3D_LAYERED : 0);
            c->surf = wr ? 2 : 1, c->geom = g, c->esz = sw2[i].esz, c->vg = V_RAW, c->n = wr ? 96 : 256;
            if (m == 2) c->cg = CG_INRANGE;
          }
      }
  }
}

// Risky cases (each in its own process): out-of-range trap accesses,
// access sizes that differ from the element size, misaligned x, formatted
// stores, and a zero texture handle.
static void buildrisky() {
  char nm[80], kn[48];
  const char *mn[] = {"clamp", "zero", "trap"};
  struct { const char *tag; int fmt, nch; } pf[] = {{"u8", 0x01, 1}, {"s8", 0x08, 1}, {"u16", 0x02, 1}, {"s16", 0x09, 1},
                                                  {"u32", 0x03, 1}, {"s32", 0x0a, 1}, {"f16", 0x10, 1}, {"f32", 0x20, 1}};
  for (int i = 0; i < 8; i++)
    for (int v = 0; v < 2; v++) {
      snprintf(nm, sizeof nm, "sustp_%s_x%d", pf[i].tag, v ? 4 : 1);
      snprintf(kn, sizeof kn, "k_sustp_2d_%s_clamp", v ? "v4" : "b32");
      Case *c = add(mk(nm, kn, SH_SURF, R_ARRAY, pf[i].fmt, v ? 4 : 1, 16, 8, 0));
      c->aflags = CUDA_ARRAY3D_SURFACE_LDST, c->surf = 2, c->geom = 2, c->esz = fsize(pf[i].fmt) * (v ? 4 : 1);
      c->vg = V_SUSTP, c->cg = CG_SEQ, c->n = 128;
    }
  for (int m = 0; m < 3; m++) {
    snprintf(nm, sizeof nm, "sustp_u8x4_oob_%s", mn[m]);
    snprintf(kn, sizeof kn, "k_sustp_2d_v4_%s", mn[m]);
    Case *c = add(mk(nm, kn, SH_SURF, R_ARRAY, 0x01, 4, 6, 5, 0));
    c->aflags = CUDA_ARRAY3D_SURFACE_LDST, c->surf = 2, c->geom = 2, c->esz = 4, c->vg = V_SUSTP, c->n = 64;
  }
  {
    Case *c = add(mk("trap_suld_2d_b32_oob", "k_suld_2d_b32_Trap", SH_SURF, R_ARRAY, 0x20, 1, 7, 5, 0));
    c->aflags = CUDA_ARRAY3D_SURFACE_LDST, c->surf = 1, c->geom = 2, c->esz = 4, c->vg = V_RAW, c->n = 64;
    c = add(mk("trap_sust_2d_b32_oob", "k_sust_2d_b32_Trap", SH_SURF, R_ARRAY, 0x20, 1, 7, 5, 0));
    c->aflags = CUDA_ARRAY3D_SURFACE_LDST, c->surf = 2, c->geom = 2, c->esz = 4, c->vg = V_RAW, c->n = 64;
    struct { const char *tag; const char *k; int fmt, nch, esz; } mm[] = {
        {"b32_on_u8x1", "b32", 0x01, 1, 4}, {"b8_on_f32x1", "b8", 0x20, 1, 1}, {"v4b32_on_u8x4", "v4b32", 0x01, 4, 16},
        {"b16_on_f32x4", "b16", 0x20, 4, 2}, {"b32_misaligned", "b32", 0x20, 1, 1}};
    for (int i = 0; i < 5; i++)
      for (int m = 0; m < 3; m++) {
        const char *M[] = {"Clamp", "Zero", "Trap"};
        snprintf(nm, sizeof nm, "mix_suld_%s_%s", mm[i].tag, mn[m]);
        snprintf(kn, sizeof kn, "k_suld_2d_%s_%s", mm[i].k, M[m]);
        c = add(mk(nm, kn, SH_SURF, R_ARRAY, mm[i].fmt, mm[i].nch, 7, 5, 0));
        c->aflags = CUDA_ARRAY3D_SURFACE_LDST, c->surf = 1, c->geom = 2, c->esz = mm[i].esz, c->vg = V_RAW, c->n = 64;
        c->cg = CG_INRANGE;
      }
    c = add(mk("suld_on_texonly_array", "k_suld_2d_b32_Zero", SH_SURF, R_ARRAY, 0x20, 1, 7, 5, 0));
    c->surf = 1, c->geom = 2, c->esz = 4, c->n = 16;
    c = add(mk("tex_on_1d_with_2d_instr", "k_tex2d_f", SH_2D, R_ARRAY, 0x20, 4, 8, 0, 0));
    c = add(mk("tex_on_2d_with_3d_instr", "k_tex3d_f", SH_3D, R_ARRAY, 0x20, 4, 8, 6, 0));
    c = add(mk("tex_on_2d_with_1d_instr", "k_tex1d_f", SH_1D, R_ARRAY, 0x20, 4, 8, 6, 0));
    c = add(mk("tex_on_linear_with_1d_instr", "k_tex1d_f", SH_1D, R_LINEAR, 0x20, 4, 37, 0, 0));
    c = add(mk("fetch_on_array", "k_fetch_f", SH_FETCH, R_ARRAY, 0x20, 4, 37, 0, 0));
    c = add(mk("txq_on_surface", "k_txq", SH_SUQ, R_ARRAY, 0x20, 4, 8, 6, 0));
    c->aflags = CUDA_ARRAY3D_SURFACE_LDST, c->n = 1;
    c = add(mk("suq_on_texture", "k_suq", SH_TXQ, R_ARRAY, 0x20, 4, 8, 6, 0));
    c->n = 1;
    c = add(mk("tex_handle0", "k_tex2d_f", SH_2D, R_ARRAY, 0x20, 4, 8, 6, 0));
    c->badhandle = 1, c->n = 32;
    c = add(mk("tex_handle_destroyed", "k_tex2d_f", SH_2D, R_ARRAY, 0x20, 4, 8, 6, 0));
    c->badhandle = 2, c->n = 32;
    c = add(mk("suld_handle0", "k_suld_2d_b32_Zero", SH_SURF, R_ARRAY, 0x20, 1, 7, 5, 0));
    c->aflags = CUDA_ARRAY3D_SURFACE_LDST, c->surf = 1, c->geom = 2, c->esz = 4, c->n = 32, c->badhandle = 1;
    c = add(mk("txq_handle0", "k_txq", SH_TXQ, R_ARRAY, 0x20, 4, 8, 6, 0));
    c->n = 1, c->badhandle = 1;
  }
}

// Weights cases (window 5): read the filter's weights and the level of detail directly.
static void buildweights() {
  Case *c = add(mk("w_3d_corner", "k_tex3d_f", SH_3D, R_ARRAY, 0x20, 4, 2, 2, 2));
  c->filt = 1, c->vg = V_CORNER, c->cg = CG_WBIN, c->n = 16384;
  c = add(mk("w_3d_corner_w4", "k_tex3d_f", SH_3D, R_ARRAY, 0x20, 4, 4, 4, 4));
  c->filt = 1, c->vg = V_CORNER, c->cg = CG_WBIN, c->n = 4096;
  c = add(mk("w_mip2d_corner", "k_lod2d_f", SH_LOD2D, R_MIP, 0x20, 4, 4, 4, 0));
  c->levels = 2, c->filt = 1, c->mipfilt = 1, c->vg = V_CORNER, c->cg = CG_WBIN, c->n = 16384, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  c = add(mk("w_mip2d_corner_point", "k_lod2d_f", SH_LOD2D, R_MIP, 0x20, 4, 4, 4, 0));
  c->levels = 2, c->filt = 0, c->mipfilt = 1, c->vg = V_CORNER, c->cg = CG_WBIN, c->n = 4096, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  const int sz[][2] = {{64, 64}, {64, 16}, {16, 64}};
  for (int i = 0; i < 3; i++)
    for (int an = 0; an < 3; an++) {
      char nm[80];
      int aniso = an == 0 ? 0 : an == 1 ? 4 : 16;
      snprintf(nm, sizeof nm, "w_grad_%dx%d_aniso%d", sz[i][0], sz[i][1], aniso);
      c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 1, sz[i][0], sz[i][1], 0));
      c->levels = 7, c->filt = 0, c->mipfilt = 1, c->vg = V_LEVEL, c->cg = CG_GRADS, c->n = 4096, c->aniso = aniso;
      c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    }
}

// Window 6 cases (tex9): tex.grad sweeps (1D, 2D, 3D), 1D trilinear weights, cubemap
// coordinates, and sRGB filtering over every texel value and pair.
static void buildtex9() {
  Case *c;
  for (int an = 0; an < 2; an++) {
    int aniso = an ? 16 : 0;
    char nm[80];
    for (int fine = 0; fine < 2; fine++) {
      snprintf(nm, sizeof nm, "g9_grad2d_%s_aniso%d", fine ? "fine" : "sweep", aniso);
      c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 1, 64, 64, 0));
      c->levels = 7, c->filt = 0, c->mipfilt = 1, c->vg = V_LEVEL, c->cg = fine ? CG_GRADFINE : CG_GRADSWEEP, c->n = 4096, c->aniso = aniso;
      c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    }
    snprintf(nm, sizeof nm, "g9_grad3d_sweep_aniso%d", aniso);
    c = add(mk(nm, "k_grad3d_f", SH_GRAD3D, R_MIP, 0x20, 1, 32, 32, 32));
    c->levels = 6, c->filt = 0, c->mipfilt = 1, c->vg = V_LEVEL, c->cg = CG_GRADSWEEP, c->n = 4096, c->aniso = aniso;
    c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    snprintf(nm, sizeof nm, "g9_grad1d_sweep_aniso%d", aniso);
    c = add(mk(nm, "k_grad1d_f", SH_GRAD1D, R_MIP, 0x20, 1, 64, 0, 0));
    c->levels = 7, c->filt = 0, c->mipfilt = 1, c->vg = V_LEVEL, c->cg = CG_GRADSWEEP, c->n = 4096, c->aniso = aniso;
    c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  }
  c = add(mk("g9_grad2d_linear_aniso0", "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 1, 64, 64, 0));
  c->levels = 7, c->filt = 1, c->mipfilt = 1, c->vg = V_LEVEL, c->cg = CG_GRADSWEEP, c->n = 4096;
  c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  c = add(mk("g9_w_mip1d_corner", "k_lod1d_f", SH_LOD1D, R_MIP, 0x20, 4, 4, 0, 0));
  c->levels = 2, c->filt = 1, c->mipfilt = 1, c->vg = V_CORNER, c->cg = CG_WBIN, c->n = 8192, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  c = add(mk("g9_mip1d_f32x4_rand", "k_lod1d_f", SH_LOD1D, R_MIP, 0x20, 4, 64, 0, 0));
  c->levels = 7, c->filt = 1, c->mipfilt = 1, c->n = 4096, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  for (int v = 0; v < 6; v++) {
    // cube point / linear / linear seamless, layered cube point / linear / linear seamless
    static const char *nms[] = {"point", "linear", "linear_seamless"};
    char nm[80];
    bool lay = v >= 3;
    snprintf(nm, sizeof nm, "g9_%s_coord_%s", lay ? "cubelayered" : "cube", nms[v % 3]);
    c = add(mk(nm, lay ? "k_acube_f" : "k_cube_f", lay ? SH_ACUBE : SH_CUBE, R_ARRAY, 0x20, 4, 16, 16, lay ? 18 : 6));
    c->aflags = CUDA_ARRAY3D_CUBEMAP | (lay ? CUDA_ARRAY3D_LAYERED : 0), c->filt = v % 3 != 0;
    c->tflags = CU_TRSF_NORMALIZED_COORDINATES | (v % 3 == 2 ? CU_TRSF_SEAMLESS_CUBEMAP : 0);
    c->vg = V_CUBECOORD, c->cg = CG_CUBEDIR, c->n = 4096;
  }
  c = add(mk("g9_srgb_weights", "k_tex1d_f", SH_1D, R_ARRAY, 0x01, 4, 512, 0, 0));
  c->filt = 1, c->tflags = CU_TRSF_SRGB, c->vg = V_SRGBW, c->cg = CG_SRGBW, c->n = 65536;
  c = add(mk("g9_srgb_pairs", "k_tex2d_f", SH_2D, R_ARRAY, 0x01, 4, 512, 128, 0));
  c->filt = 1, c->tflags = CU_TRSF_SRGB, c->vg = V_SRGBPAIR, c->cg = CG_SRGBPAIR, c->n = 32768;
  c = add(mk("g9_srgb_points", "k_tex1d_f", SH_1D, R_ARRAY, 0x01, 4, 512, 0, 0));
  c->filt = 0, c->tflags = CU_TRSF_SRGB, c->vg = V_SRGBW, c->cg = CG_SRGBW, c->n = 256;
}

// Window 7 cases (tex10): tex.grad sets that isolate the level-of-detail rule, cube-corner
// weights under seamless filtering, and sRGB filtering of every ordered pair of values.
static void buildtex10() {
  Case *c;
  char nm[80];
  // anisotropy 116: 16 with CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION
  struct { int sub, shape, n; const char *tag; int anisos[9]; } gs[] = {
      {1, SH_GRAD2D, 16384, "mant", {0, -1}},
      {1, SH_GRAD2D, 8192, "mant", {1, 2, 3, 4, 8, 16, 32, 116, -1}},
      {2, SH_GRAD2D, 8192, "angle", {0, 16, -1}},
      {3, SH_GRAD2D, 4096, "parallel", {0, 16, -1}},
      {4, SH_GRAD2D, 4096, "pair", {0, 4, 16, -1}},
      {5, SH_GRAD2D, 4096, "perp", {1, 2, 4, 8, 16, -1}},
      {6, SH_GRAD1D, 4096, "1d", {0, 16, -1}},
      {7, SH_GRAD3D, 4096, "3d_norm", {0, -1}},
      {8, SH_GRAD3D, 4096, "3d_pair", {0, 16, -1}}};
  for (auto &g : gs)
    for (int i = 0; i < 9 && g.anisos[i] >= 0; i++) {
      int an = g.anisos[i] % 100;
      snprintf(nm, sizeof nm, "g10_grad_%s_aniso%d%s", g.tag, an, g.anisos[i] > 100 ? "_notrilinopt" : "");
      const char *kern = g.shape == SH_GRAD1D ? "k_grad1d_f" : g.shape == SH_GRAD3D ? "k_grad3d_f" : "k_grad2d_f";
      int d3 = g.shape == SH_GRAD3D;
      c = add(mk(nm, kern, g.shape, R_MIP, 0x20, 1, d3 ? 32 : 64, g.shape == SH_GRAD1D ? 0 : d3 ? 32 : 64, d3 ? 32 : 0));
      c->levels = d3 ? 6 : 7, c->filt = 0, c->mipfilt = 1, c->vg = V_LEVEL, c->cg = CG_G10, c->sub = g.sub, c->n = g.n;
      c->aniso = an, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
      if (g.anisos[i] > 100) c->tflags |= CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION;
    }
  for (int an = 0; an <= 16; an += 16) {
    snprintf(nm, sizeof nm, "g10_lod_sweep_aniso%d", an);
    c = add(mk(nm, "k_lod2d_f", SH_LOD2D, R_MIP, 0x20, 1, 64, 64, 0));
    c->levels = 7, c->filt = 0, c->mipfilt = 1, c->vg = V_LEVEL, c->cg = CG_G10, c->sub = 10, c->n = 4096;
    c->aniso = an, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  }
  // cube corners: weights (4x4 and 16x16 faces, a layered cube), float and 8-bit values
  struct { const char *tag; int fmt, w, d, vg; } cs[] = {{"w4", 0x20, 4, 6, V_CUBECORNER}, {"w16", 0x20, 16, 6, V_CUBECORNER},
                                                        {"w4_layered", 0x20, 4, 12, V_CUBECORNER}, {"f32x4", 0x20, 4, 6, V_NICE},
                                                        {"u8x4", 0x01, 4, 6, V_RAW}, {"w1", 0x20, 1, 6, V_CUBECORNER}};
  for (auto &q : cs) {
    snprintf(nm, sizeof nm, "g10_cube_corner_%s", q.tag);
    c = add(mk(nm, q.d > 6 ? "k_acube_f" : "k_cube_f", q.d > 6 ? SH_ACUBE : SH_CUBE, R_ARRAY, q.fmt, 4, q.w, q.w, q.d));
    c->aflags = CUDA_ARRAY3D_CUBEMAP | (q.d > 6 ? CUDA_ARRAY3D_LAYERED : 0), c->filt = 1;
    c->tflags = CU_TRSF_NORMALIZED_COORDINATES | CU_TRSF_SEAMLESS_CUBEMAP, c->vg = q.vg, c->cg = CG_G10, c->sub = 9, c->n = 8192;
  }
  // sRGB: every ordered pair at two weights per case (k_srgb_grid_h, extra = w1 | w2 << 8)
  struct { const char *tag; int set, w1, w2; } ss[] = {{"a_w128_37", 0, 128, 37}, {"b_w128_37", 1, 128, 37}, {"a_w3_201", 0, 3, 201}};
  for (auto &q : ss) {
    snprintf(nm, sizeof nm, "g10_srgb_all_%s", q.tag);
    c = add(mk(nm, "k_srgb_grid_h", SH_2D, R_ARRAY, 0x01, 4, 512, 256, 0));
    c->filt = 1, c->tflags = CU_TRSF_SRGB, c->vg = V_SRGBALL, c->srgbset = q.set, c->cg = CG_G10, c->sub = 0, c->n = 65536;
    c->extra = q.w1 | q.w2 << 8;
  }
}

// Window 8 cases (tex11): impulse responses of anisotropic filtering (which probes, where, with
// what weights, for anisotropy 2..16), random anisotropic samples to check a model against, and
// gradient sweeps for the precision of the level-of-detail arithmetic.
static void buildtex11() {
  Case *c;
  char nm[80];
  // impulse line sweeps, linear filtering: every anisotropy that differs (3 and 6: non-powers of
  // two; 116: 16 without the trilinear optimization)
  static const int an[] = {2, 3, 4, 6, 8, 16, 116};
  for (int a : an) {
    snprintf(nm, sizeof nm, "g11_aniso_impulse_n%d%s", a % 100, a > 100 ? "_notrilinopt" : "");
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 64, 64, 0));
    c->levels = 7, c->filt = 1, c->mipfilt = 1, c->vg = V_IMPULSE, c->cg = CG_G11, c->sub = 30, c->aniso = a % 100;
    c->tflags = CU_TRSF_NORMALIZED_COORDINATES | (a > 100 ? CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION : 0);
    c->n = impcount(30, c->aniso);
  }
  static const int ap[] = {4, 16};
  for (int a : ap) {
    snprintf(nm, sizeof nm, "g11_aniso_impulse_point_n%d", a);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 64, 64, 0));
    c->levels = 7, c->filt = 0, c->mipfilt = 1, c->vg = V_IMPULSE, c->cg = CG_G11, c->sub = 31, c->aniso = a;
    c->tflags = CU_TRSF_NORMALIZED_COORDINATES, c->n = impcount(31, a);
    snprintf(nm, sizeof nm, "g11_aniso_impulse_bands_n%d", a);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 64, 64, 0));
    c->levels = 7, c->filt = 1, c->mipfilt = 1, c->vg = V_IMPULSE, c->cg = CG_G11, c->sub = 33, c->aniso = a;
    c->tflags = CU_TRSF_NORMALIZED_COORDINATES, c->n = impcount(33, a);
    snprintf(nm, sizeof nm, "g11_aniso_impulse_grid_n%d", a);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 64, 64, 0));
    c->levels = 7, c->filt = 1, c->mipfilt = 1, c->vg = V_IMPULSE, c->cg = CG_G11, c->sub = 32, c->aniso = a;
    c->tflags = CU_TRSF_NORMALIZED_COORDINATES, c->n = impcount(32, a);
  }
  // random samples: float and 8-bit texels, point and linear filtering, point mipmap filtering
  struct { const char *tag; int fmt, aniso, filt, mipfilt; } rs2[] = {
      {"f32x4_n2", 0x20, 2, 1, 1}, {"f32x4_n4", 0x20, 4, 1, 1}, {"f32x4_n8", 0x20, 8, 1, 1}, {"f32x4_n16", 0x20, 16, 1, 1},
      {"u8x4_n8", 0x01, 8, 1, 1}, {"f32x4_n8_point", 0x20, 8, 0, 1}, {"f32x4_n8_mippoint", 0x20, 8, 1, 0}};
  for (auto &r : rs2) {
    snprintf(nm, sizeof nm, "g11_aniso_rand_%s", r.tag);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, r.fmt, 4, 64, 64, 0));
    c->levels = 7, c->filt = r.filt, c->mipfilt = r.mipfilt, c->vg = r.fmt == 0x01 ? V_RAW : V_NICE, c->cg = CG_GRADS, c->n = 4096;
    c->aniso = r.aniso, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  }
  // level-of-detail precision: single gradients swept finely (2D, 3D), random pairs
  struct { const char *tag; int sub, shape, n, aniso; } ps[] = {
      {"single", 40, SH_GRAD2D, 65536, 0}, {"single_yx", 41, SH_GRAD2D, 65536, 0}, {"3d_single", 42, SH_GRAD3D, 32768, 0},
      {"pairs", 43, SH_GRAD2D, 65536, 0}, {"pairs_aniso16", 43, SH_GRAD2D, 16384, 16}, {"3d_pairs", 44, SH_GRAD3D, 16384, 0}};
  for (auto &p : ps) {
    snprintf(nm, sizeof nm, "g11_grad_%s", p.tag);
    int d3 = p.shape == SH_GRAD3D;
    c = add(mk(nm, d3 ? "k_grad3d_f" : "k_grad2d_f", p.shape, R_MIP, 0x20, 1, d3 ? 32 : 64, d3 ? 32 : 64, d3 ? 32 : 0));
    c->levels = d3 ? 6 : 7, c->filt = 0, c->mipfilt = 1, c->vg = V_LEVEL, c->cg = CG_G11, c->sub = p.sub, c->n = p.n;
    c->aniso = p.aniso, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  }
}

// Window 9 cases (tex12): how anisotropic filtering adds its probes (point and linear filtering
// of texels with exponents far apart, float, half and 8-bit, at ratios whose probes sit at known
// places), the ratio swept finely (the quantization of the probe weights and of two probes'
// offsets), and angled footprints (where the probes go).
static void buildtex12() {
  Case *c;
  char nm[80];
  struct { const char *tag; int fmt, vg, filt; float r; int alongy; } cs[] = {
      {"pt_r2", 0x20, V_WIDE, 0, 2}, {"pt_r3", 0x20, V_WIDE, 0, 3}, {"pt_r4", 0x20, V_WIDE, 0, 4}, {"pt_r8", 0x20, V_WIDE, 0, 8},
      {"pt_r16", 0x20, V_WIDE, 0, 16}, {"pt_r2_5", 0x20, V_WIDE, 0, 2.5f}, {"pt_r1_5", 0x20, V_WIDE, 0, 1.5f},
      {"lin_r2", 0x20, V_WIDE, 1, 2}, {"lin_r3", 0x20, V_WIDE, 1, 3}, {"lin_r4", 0x20, V_WIDE, 1, 4}, {"lin_r8", 0x20, V_WIDE, 1, 8},
      {"lin_r16", 0x20, V_WIDE, 1, 16}, {"lin_r4_y", 0x20, V_WIDE, 1, 4, 1}, {"lin_r4_nice", 0x20, V_NICE, 1, 4},
      {"f16_pt_r4", 0x10, V_WIDE, 0, 4}, {"f16_lin_r2", 0x10, V_WIDE, 1, 2}, {"f16_lin_r4", 0x10, V_WIDE, 1, 4},
      {"u8_pt_r4", 0x01, V_RAW, 0, 4}, {"u8_pt_r3", 0x01, V_RAW, 0, 3}, {"u8_lin_r2", 0x01, V_RAW, 1, 2}, {"u8_lin_r4", 0x01, V_RAW, 1, 4}};
  for (auto &q : cs) {
    snprintf(nm, sizeof nm, "g12_aniso_sum_%s", q.tag);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, q.fmt, 4, 64, 64, 0));
    c->levels = 7, c->filt = q.filt, c->mipfilt = 1, c->vg = q.vg, c->cg = CG_G12, c->sub = 50, c->n = 2048;
    c->aniso = 16, c->tflags = CU_TRSF_NORMALIZED_COORDINATES, c->ratio = q.r, c->alongy = q.alongy;
  }
  struct { const char *tag; int aniso, step, filt; } rs[] = {{"n16", 16, 1, 1}, {"n4", 4, 4, 1}, {"n16_point", 16, 4, 0}};
  for (auto &q : rs) {
    snprintf(nm, sizeof nm, "g12_aniso_ratio_%s", q.tag);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 64, 64, 0));
    c->levels = 7, c->filt = q.filt, c->mipfilt = 1, c->vg = V_VEE, c->cg = CG_G12, c->sub = 51, c->extra = q.step;
    c->aniso = q.aniso, c->tflags = CU_TRSF_NORMALIZED_COORDINATES, c->n = 10 * (4096 / q.step);
  }
  c = add(mk("g12_aniso_angle_n16", "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 64, 64, 0));
  c->levels = 7, c->filt = 1, c->mipfilt = 1, c->vg = V_VEE, c->cg = CG_G12, c->sub = 52, c->n = 46 * 35;
  c->aniso = 16, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
}

// Window 10 cases (tex12b): fresh random anisotropic samples (random gradient pairs and sample
// points, as CG_GRADS) to check the probe model built from window 9's cases against.
static void buildtex12b() {
  Case *c;
  char nm[80];
  struct { const char *tag; int fmt, vg, aniso, filt, mipfilt; } rs[] = {
      {"f32x4_n4", 0x20, V_WIDE, 4, 1, 1}, {"f32x4_n16", 0x20, V_WIDE, 16, 1, 1}, {"f32x4_n8_nice", 0x20, V_NICE, 8, 1, 1},
      {"f32x4_n16_point", 0x20, V_WIDE, 16, 0, 1}, {"f16x4_n16", 0x10, V_WIDE, 16, 1, 1}, {"u8x4_n16", 0x01, V_RAW, 16, 1, 1}};
  for (auto &r : rs) {
    snprintf(nm, sizeof nm, "g12b_aniso_rand_%s", r.tag);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, r.fmt, 4, 64, 64, 0));
    c->levels = 7, c->filt = r.filt, c->mipfilt = r.mipfilt, c->vg = r.vg, c->cg = CG_GRADS, c->n = 2048;
    c->aniso = r.aniso, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  }
}

// Window 11 cases (tex13): the 3D norm's precision, the diagonal's arithmetic (gradients of
// 9-bit components) and where angled footprints put their probes (point filtering on a grid).
static void buildtex13() {
  Case *c;
  char nm[80];
  c = add(mk("g13_grad_3d_norm", "k_grad3d_f", SH_GRAD3D, R_MIP, 0x20, 1, 32, 32, 32));
  c->levels = 6, c->filt = 0, c->mipfilt = 1, c->vg = V_LEVEL, c->cg = CG_G13, c->sub = 60, c->n = 32768;
  c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  c = add(mk("g13_grad_pairs_diag", "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 1, 64, 64, 0));
  c->levels = 7, c->filt = 0, c->mipfilt = 1, c->vg = V_LEVEL, c->cg = CG_G13, c->sub = 61, c->n = 32768;
  c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  for (int cfg = 0; cfg < 12; cfg++) {
    static const char *ls[] = {"1_5", "4", "8"};
    static const int as[] = {10, 30, 45, 60};
    snprintf(nm, sizeof nm, "g13_aniso_angle_grid_L%s_a%d", ls[cfg / 4], as[cfg % 4]);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 64, 64, 0));
    c->levels = 7, c->filt = 0, c->mipfilt = 1, c->vg = V_IMPULSE, c->cg = CG_G13, c->sub = 62, c->extra = cfg;
    c->aniso = 16, c->tflags = CU_TRSF_NORMALIZED_COORDINATES, c->n = 161 * 161;
  }
}

// Window 12 cases (tex13b): angled footprints at every 5 degrees on a point-filtered grid of 1/8
// texel (the probes' step and ratio as functions of the angle; sub 63), major axes 4 and 8 with
// a minor axis of 1, and 8 with 2.
static void buildtex13b() {
  Case *c;
  char nm[80];
  struct { const char *tag; float L; int m4; } cs[] = {{"L4_m1", 4, 4}, {"L8_m1", 8, 4}, {"L8_m2", 8, 8}};
  for (auto &q : cs) {
    snprintf(nm, sizeof nm, "g13b_aniso_angles_%s", q.tag);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 64, 64, 0));
    c->levels = 7, c->filt = 0, c->mipfilt = 1, c->vg = V_IMPULSE, c->cg = CG_G13, c->sub = 63, c->ratio = q.L, c->extra = q.m4;
    c->aniso = 16, c->tflags = CU_TRSF_NORMALIZED_COORDINATES, c->n = 19 * 5329;
  }
}

// Window 13 cases (tex14): the direction of the probe row of angled footprints, read at the
// vertex of V_VEE (linear filtering; subs 64 to 66 of g13coords).
static void buildtex14() {
  Case *c;
  c = add(mk("g14_aniso_dir_rand", "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 64, 64, 0));
  c->levels = 7, c->filt = 1, c->mipfilt = 1, c->vg = V_VEE, c->cg = CG_G13, c->sub = 64, c->n = 16384;
  c->aniso = 16, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  c = add(mk("g14_aniso_dir_sweep", "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 64, 64, 0));
  c->levels = 7, c->filt = 1, c->mipfilt = 1, c->vg = V_VEE, c->cg = CG_G13, c->sub = 65, c->n = 2 * 2912;
  c->aniso = 16, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  c = add(mk("g14_aniso_dir_minor", "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 64, 64, 0));
  c->levels = 7, c->filt = 1, c->mipfilt = 1, c->vg = V_VEE, c->cg = CG_G13, c->sub = 66, c->n = 8192;
  c->aniso = 16, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
}

// Window 14 cases (tex15): NaN and infinite coordinates (1D, 2D, 3D in every address mode,
// filter and coordinate mode; gather; cubemaps), levels (tex.level) and gradients (tex.grad,
// 1D, 2D, 3D; point and linear, mipmapped and not, anisotropy off and 16). Texels V_POS.
static void buildtex15() {
  Case *c;
  char nm[80];
  static const char *dn[] = {"", "1d", "2d", "3d"};
  for (int dim = 1; dim <= 3; dim++)
    for (int am = 0; am < 4; am++)
      for (int filt = 0; filt < 2; filt++)
        for (int norm = 0; norm < 2; norm++) {
          snprintf(nm, sizeof nm, "g15_nan_coord_%s_%s_%s_%s", dn[dim], amname[am], filt ? "linear" : "point", norm ? "norm" : "unnorm");
          static const char *kn[] = {"", "k_tex1d_f", "k_tex2d_f", "k_tex3d_f"};
          c = add(mk(nm, kn[dim], dim == 1 ? SH_1D : dim == 2 ? SH_2D : SH_3D, R_ARRAY, 0x20, 4, dim == 1 ? 16 : dim == 2 ? 8 : 4, dim >= 2 ? (dim == 2 ? 8 : 4) : 0, dim == 3 ? 4 : 0));
          c->addr[0] = c->addr[1] = c->addr[2] = am, c->filt = filt, c->vg = V_POS, c->cg = CG_G15, c->sub = 70;
          c->tflags = norm ? CU_TRSF_NORMALIZED_COORDINATES : 0, c->n = dim == 1 ? 9 : dim == 2 ? 81 : 729;
          for (int i = 0; i < 4; i++) c->border[i] = -1.0f - (float)i;
        }
  for (int am = 0; am < 4; am++)
    for (int norm = 0; norm < 2; norm++) {
      snprintf(nm, sizeof nm, "g15_nan_gather_%s_%s", amname[am], norm ? "norm" : "unnorm");
      c = add(mk(nm, "k_gather_f", SH_GATHER, R_ARRAY, 0x20, 4, 8, 8, 0));
      c->aflags = CUDA_ARRAY3D_TEXTURE_GATHER, c->addr[0] = c->addr[1] = am, c->vg = V_POS, c->cg = CG_G15, c->sub = 70, c->n = 81;
      c->extra = am & 1;
      c->tflags = norm ? CU_TRSF_NORMALIZED_COORDINATES : 0;
      for (int i = 0; i < 4; i++) c->border[i] = -1.0f - (float)i;
    }
  for (int v = 0; v < 3; v++) {
    static const char *nms[] = {"point", "linear", "linear_seamless"};
    snprintf(nm, sizeof nm, "g15_nan_cube_%s", nms[v]);
    c = add(mk(nm, "k_cube_f", SH_CUBE, R_ARRAY, 0x20, 4, 4, 4, 6));
    c->aflags = CUDA_ARRAY3D_CUBEMAP, c->filt = v != 0, c->vg = V_POS, c->cg = CG_G15, c->sub = 70, c->n = 729;
    c->tflags = CU_TRSF_NORMALIZED_COORDINATES | (v == 2 ? CU_TRSF_SEAMLESS_CUBEMAP : 0);
  }
  // tex.level: point/linear x mipmap point/linear, and linear with a bias and level clamps
  for (int dim = 1; dim <= 3; dim++)
    for (int v = 0; v < 5; v++) {
      snprintf(nm, sizeof nm, "g15_nan_lod_%s_%s", dn[dim], v == 4 ? "clamped" : v == 0 ? "pt_mippt" : v == 1 ? "lin_mippt" : v == 2 ? "pt_miplin" : "lin_miplin");
      static const char *kn[] = {"", "k_lod1d_f", "k_lod2d_f", "k_lod3d_f"};
      c = add(mk(nm, kn[dim], dim == 1 ? SH_LOD1D : dim == 2 ? SH_LOD2D : SH_LOD3D, R_MIP, 0x20, 4, dim == 1 ? 32 : dim == 2 ? 16 : 8, dim >= 2 ? (dim == 2 ? 16 : 8) : 0, dim == 3 ? 8 : 0));
      c->levels = dim == 1 ? 6 : dim == 2 ? 5 : 4, c->filt = v == 4 ? 1 : v & 1, c->mipfilt = v == 4 ? 1 : v >> 1;
      c->vg = V_POS, c->cg = CG_G15, c->sub = 71, c->n = dim == 1 ? 81 : dim == 2 ? 729 : 2187, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
      if (v == 4) c->bias = 0.5f, c->minlod = 1.0f, c->maxlod = 2.0f;
    }
  c = add(mk("g15_nan_lod_cube", "k_lodcube_f", SH_LODCUBE, R_MIP, 0x20, 4, 8, 8, 6));
  c->aflags = CUDA_ARRAY3D_CUBEMAP, c->levels = 4, c->filt = 1, c->mipfilt = 1, c->vg = V_POS, c->cg = CG_G15, c->sub = 71, c->n = 729;
  c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  // tex.grad 2D: mipmapped (point/linear x mipmap point/linear x anisotropy 0/16) and not
  for (int mip = 1; mip >= 0; mip--)
    for (int filt = 0; filt < 2; filt++)
      for (int mf = 0; mf <= mip; mf++)
        for (int an = 0; an < 2; an++) {
          snprintf(nm, sizeof nm, "g15_nan_grad2d_%s_%s%s_n%d", mip ? "mip" : "nomip", filt ? "lin" : "pt", mip ? (mf ? "_miplin" : "_mippt") : "", an ? 16 : 0);
          c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, mip ? R_MIP : R_ARRAY, 0x20, 4, 16, 16, 0));
          c->levels = mip ? 5 : 1, c->filt = filt, c->mipfilt = mf, c->aniso = an ? 16 : 0, c->vg = V_POS, c->cg = CG_G15, c->sub = 72, c->n = 4096;
          c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
        }
  struct { const char *tag; int filt, aniso, am; } rs[] = {{"lin_n16", 1, 16, 1}, {"lin_n0", 1, 0, 1}, {"pt_n16_wrap", 0, 16, 0}, {"lin_n16_border", 1, 16, 3}};
  for (auto &r : rs) {
    snprintf(nm, sizeof nm, "g15_nan_grad2d_rand_%s", r.tag);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 16, 16, 0));
    c->levels = 5, c->filt = r.filt, c->mipfilt = 1, c->aniso = r.aniso, c->vg = V_POS, c->cg = CG_G15, c->sub = 73, c->n = 2048;
    c->addr[0] = c->addr[1] = r.am, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    for (int i = 0; i < 4; i++) c->border[i] = -1.0f - (float)i;
  }
  for (int filt = 0; filt < 2; filt++)
    for (int an = 0; an < 2; an++) {
      snprintf(nm, sizeof nm, "g15_nan_grad3d_%s_n%d", filt ? "lin" : "pt", an ? 16 : 0);
      c = add(mk(nm, "k_grad3d_f", SH_GRAD3D, R_MIP, 0x20, 4, 8, 8, 8));
      c->levels = 4, c->filt = filt, c->mipfilt = 1, c->aniso = an ? 16 : 0, c->vg = V_POS, c->cg = CG_G15, c->sub = 74, c->n = 4096;
      c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
      snprintf(nm, sizeof nm, "g15_nan_grad1d_%s_n%d", filt ? "lin" : "pt", an ? 16 : 0);
      c = add(mk(nm, "k_grad1d_f", SH_GRAD1D, R_MIP, 0x20, 4, 32, 0, 0));
      c->levels = 6, c->filt = filt, c->mipfilt = 1, c->aniso = an ? 16 : 0, c->vg = V_POS, c->cg = CG_G15, c->sub = 75, c->n = 576;
      c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
    }
}

// Session 17 cases (tex17): integer coordinates (tex.*.s32) on arrays in every address mode,
// on a mipmapped array, a layered one and through the wrong dimension; surface loads wider than
// the element in clamp and zero modes on rows narrower than, equal to and a little wider than
// the access. Texels V_POS (f32x4: x + 1, y + 1, z + 1, 1 + 16 level) or V_RAW.
static void buildtex17() {
  Case *c;
  char nm[80];
  for (int am = 0; am < 4; am++)
    for (int norm = 0; norm < 2; norm++) {
      snprintf(nm, sizeof nm, "g17_s32_2d_pos_%s_%s", amname[am], norm ? "norm" : "unnorm");
      c = add(mk(nm, "k_s32_2d_f", SH_S32_2D, R_ARRAY, 0x20, 4, 7, 5, 0));
      c->addr[0] = c->addr[1] = am, c->vg = V_POS, c->tflags = norm ? CU_TRSF_NORMALIZED_COORDINATES : 0;
      c->filt = norm;
      snprintf(nm, sizeof nm, "g17_s32_3d_pos_%s_%s", amname[am], norm ? "norm" : "unnorm");
      c = add(mk(nm, "k_s32_3d_f", SH_S32_3D, R_ARRAY, 0x20, 4, 5, 4, 3));
      c->addr[0] = c->addr[1] = c->addr[2] = am, c->vg = V_POS, c->tflags = norm ? CU_TRSF_NORMALIZED_COORDINATES : 0;
      c->filt = 1 - norm;
    }
  for (int mf = 0; mf < 2; mf++) {
    snprintf(nm, sizeof nm, "g17_s32_2d_mip_%s", mf ? "miplinear" : "mippoint");
    c = add(mk(nm, "k_s32_2d_f", SH_S32_2D, R_MIP, 0x20, 4, 8, 6, 0));
    c->levels = 3, c->vg = V_POS, c->mipfilt = mf, c->filt = mf;
    if (mf) c->minlod = 1.0f, c->maxlod = 2.0f, c->bias = 0.5f;
  }
  c = add(mk("g17_s32_2d_on_layered", "k_s32_2d_f", SH_S32_2D, R_ARRAY, 0x20, 4, 7, 5, 3));
  c->aflags = CUDA_ARRAY3D_LAYERED, c->vg = V_POS;
  c = add(mk("g17_s32_3d_on_2d", "k_s32_3d_f", SH_S32_3D, R_ARRAY, 0x20, 4, 7, 5, 0));
  c->vg = V_POS;
  c = add(mk("g17_s32_2d_on_3d", "k_s32_2d_f", SH_S32_2D, R_ARRAY, 0x20, 4, 5, 4, 3));
  c->vg = V_POS;
  c = add(mk("g17_s32_2d_on_1d", "k_s32_2d_f", SH_S32_2D, R_ARRAY, 0x20, 4, 9, 0, 0));
  c->vg = V_POS;
  c = add(mk("g17_s32_2d_s8x4_int", "k_s32_2d_u", SH_S32_2D, R_ARRAY, 0x08, 4, 7, 5, 0));
  c->vg = V_RAW, c->tflags = CU_TRSF_READ_AS_INTEGER, c->addr[0] = c->addr[1] = 0;
  c = add(mk("g17_s32_2d_f16x2", "k_s32_2d_f", SH_S32_2D, R_ARRAY, 0x10, 2, 7, 5, 0));
  c->addr[0] = c->addr[1] = 3;
  // Surface loads wider than the element: {kernel suffix, format, channels, access bytes, widths}.
  struct { const char *k; int fmt, nch, esz; int w[6]; } sw[] = {
      {"b32", 0x01, 1, 4, {1, 2, 3, 4, 5, 9}}, {"v4b32", 0x01, 1, 16, {8, 15, 16, 17, 33, 0}},
      {"v4b32", 0x01, 4, 16, {1, 3, 4, 5, 9, 0}}, {"b64", 0x02, 1, 8, {3, 4, 5, 7, 0, 0}},
      {"b16", 0x01, 1, 2, {1, 3, 5, 0, 0, 0}}, {"v2b32", 0x02, 2, 8, {1, 3, 0, 0, 0, 0}}};
  static const char *fn[] = {"", "u8", "u16"};
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6 && sw[i].w[j]; j++)
      for (int m = 0; m < 2; m++) {
        snprintf(nm, sizeof nm, "g17_suld_%s_on_%sx%d_w%d_%s", sw[i].k, fn[sw[i].fmt], sw[i].nch, sw[i].w[j], m ? "zero" : "clamp");
        char kn[48];
        snprintf(kn, sizeof kn, "k_suld_2d_%s_%s", sw[i].k, m ? "Zero" : "Clamp");
        c = add(mk(nm, kn, SH_SURF, R_ARRAY, sw[i].fmt, sw[i].nch, sw[i].w[j], 3, 0));
        c->aflags = CUDA_ARRAY3D_SURFACE_LDST, c->surf = 1, c->geom = 2, c->esz = sw[i].esz, c->vg = V_RAW, c->n = 128;
      }
  // The other geometries: b32 on a 7-texel u8 row, 1D, 3D, layered 1D and 2D.
  static const char *gn[] = {"", "1d", "2d", "3d", "a1d", "a2d"};
  for (int g = 1; g <= 5; g++) {
    if (g == 2) continue;
    for (int m = 0; m < 2; m++) {
      char kn[48];
      snprintf(nm, sizeof nm, "g17_suld_%s_b32_on_u8x1_w7_%s", gn[g], m ? "zero" : "clamp");
      snprintf(kn, sizeof kn, "k_suld_%s_b32_%s", gn[g], m ? "Zero" : "Clamp");
      int h = g == 1 || g == 4 ? 0 : 5, d = g == 3 ? 3 : g == 4 ? 4 : g == 5 ? 3 : 0;
      c = add(mk(nm, kn, SH_SURF, R_ARRAY, 0x01, 1, 7, h, d));
      c->aflags = CUDA_ARRAY3D_SURFACE_LDST | (g >= 4 ? CUDA_ARRAY3D_LAYERED : 0);
      c->surf = 1, c->geom = g, c->esz = 4, c->vg = V_RAW, c->n = 128;
    }
  }
}

// Window tex17-b (session 17): surface stores wider than the element in clamp and zero modes on
// rows narrower than, equal to and wider than the access (what a clamped store to a row that
// holds no whole access does), and loads of the other geometries on narrow rows.
static void buildtex17b() {
  Case *c;
  char nm[80], kn[48];
  struct { const char *k; int fmt, nch, esz; int w[4]; } sw[] = {
      {"b32", 0x01, 1, 4, {1, 3, 4, 7}}, {"v4b32", 0x01, 4, 16, {1, 3, 4, 5}}, {"b16", 0x01, 1, 2, {1, 3, 0, 0}}};
  static const char *M[] = {"Clamp", "Zero"}, *mn[] = {"clamp", "zero"};
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4 && sw[i].w[j]; j++)
      for (int m = 0; m < 2; m++) {
        snprintf(nm, sizeof nm, "g17b_sust_%s_on_u8x%d_w%d_%s", sw[i].k, sw[i].nch, sw[i].w[j], mn[m]);
        snprintf(kn, sizeof kn, "k_sust_2d_%s_%s", sw[i].k, M[m]);
        c = add(mk(nm, kn, SH_SURF, R_ARRAY, sw[i].fmt, sw[i].nch, sw[i].w[j], 3, 0));
        c->aflags = CUDA_ARRAY3D_SURFACE_LDST, c->surf = 2, c->geom = 2, c->esz = sw[i].esz, c->vg = V_RAW, c->n = 48;
      }
  static const char *gn[] = {"", "1d", "2d", "3d", "a1d", "a2d"};
  for (int g = 1; g <= 5; g++) {
    if (g == 2) continue;
    for (int m = 0; m < 2; m++) {
      snprintf(nm, sizeof nm, "g17b_suld_%s_b32_on_u8x1_w3_%s", gn[g], mn[m]);
      snprintf(kn, sizeof kn, "k_suld_%s_b32_%s", gn[g], M[m]);
      int h = g == 1 || g == 4 ? 0 : 5, d = g == 3 ? 3 : g == 4 ? 4 : g == 5 ? 3 : 0;
      c = add(mk(nm, kn, SH_SURF, R_ARRAY, 0x01, 1, 3, h, d));
      c->aflags = CUDA_ARRAY3D_SURFACE_LDST | (g >= 4 ? CUDA_ARRAY3D_LAYERED : 0);
      c->surf = 1, c->geom = g, c->esz = 4, c->vg = V_RAW, c->n = 128;
    }
  }
}

// Session 17 (tex17c): the diagonal's length from its components (g13coords sub 67), on the
// texture of g13_grad_pairs_diag, and the same sums as single gradients for comparison.
static void buildtex17c() {
  Case *c = add(mk("g17c_diag_sum_sweep", "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 1, 64, 64, 0));
  c->levels = 7, c->filt = 0, c->mipfilt = 1, c->vg = V_LEVEL, c->cg = CG_G13, c->sub = 67, c->n = 4608;
  c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
}

// Session 18 (tex18): anisotropic filtering of non-perpendicular gradient pairs (g13coords subs
// 80 to 83). V_LEVEL cases (point filtering, linear mipmap filtering, no trilinear optimization)
// read the level of detail in 1/256; V_VEE cases (linear) read the probes' mean distances along
// x and y (channels 0, 1: the row's direction and spread) and the impulse at the vertex (3).
static void buildtex18() {
  Case *c;
  char nm[80];
  static const int an[] = {2, 4, 8, 16};
  for (int a : an) {
    snprintf(nm, sizeof nm, "g18_shear_level_n%d", a);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 1, 64, 64, 0));
    c->levels = 7, c->filt = 0, c->mipfilt = 1, c->vg = V_LEVEL, c->cg = CG_G13, c->sub = 80, c->n = 7800;
    c->aniso = a, c->tflags = CU_TRSF_NORMALIZED_COORDINATES | CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION;
  }
  static const int av[] = {4, 16};
  for (int a : av) {
    snprintf(nm, sizeof nm, "g18_shear_vee_n%d", a);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 64, 64, 0));
    c->levels = 7, c->filt = 1, c->mipfilt = 1, c->vg = V_VEE, c->cg = CG_G13, c->sub = 80, c->n = 7800;
    c->aniso = a, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  }
  c = add(mk("g18_minor_level_n16", "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 1, 64, 64, 0));
  c->levels = 7, c->filt = 0, c->mipfilt = 1, c->vg = V_LEVEL, c->cg = CG_G13, c->sub = 81, c->n = 3072;
  c->aniso = 16, c->tflags = CU_TRSF_NORMALIZED_COORDINATES | CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION;
  c = add(mk("g18_minor_vee_n16", "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 64, 64, 0));
  c->levels = 7, c->filt = 1, c->mipfilt = 1, c->vg = V_VEE, c->cg = CG_G13, c->sub = 81, c->n = 3072;
  c->aniso = 16, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  static const int ao[] = {3, 5, 6, 7, 9, 10, 12, 15};
  for (int a : ao) {
    snprintf(nm, sizeof nm, "g18_ratio_level_n%d", a);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 1, 64, 64, 0));
    c->levels = 7, c->filt = 0, c->mipfilt = 1, c->vg = V_LEVEL, c->cg = CG_G13, c->sub = 82, c->n = 384;
    c->aniso = a, c->tflags = CU_TRSF_NORMALIZED_COORDINATES | CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION;
    snprintf(nm, sizeof nm, "g18_ratio_vee_n%d", a);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 64, 64, 0));
    c->levels = 7, c->filt = 1, c->mipfilt = 1, c->vg = V_VEE, c->cg = CG_G13, c->sub = 82, c->n = 384;
    c->aniso = a, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  }
  static const int ar[] = {4, 16};
  for (int a : ar) {
    snprintf(nm, sizeof nm, "g18_pairs_level_n%d", a);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 1, 64, 64, 0));
    c->levels = 7, c->filt = 0, c->mipfilt = 1, c->vg = V_LEVEL, c->cg = CG_G13, c->sub = 83, c->n = 8192;
    c->aniso = a, c->tflags = CU_TRSF_NORMALIZED_COORDINATES | CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION;
    snprintf(nm, sizeof nm, "g18_pairs_vee_n%d", a);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 64, 64, 0));
    c->levels = 7, c->filt = 1, c->mipfilt = 1, c->vg = V_VEE, c->cg = CG_G13, c->sub = 83, c->n = 8192;
    c->aniso = a, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  }
}

// Session 18 (tex18b): the anisotropies tex18 left out (11, 13, 14, above 16), each with the
// level read directly (V_LEVEL, sub 82) and the probes' spread (V_VEE).
static void buildtex18b() {
  Case *c;
  char nm[80];
  static const int ao[] = {11, 13, 14, 17, 20, 24, 31, 64, 255};
  for (int a : ao) {
    snprintf(nm, sizeof nm, "g18b_ratio_level_n%d", a);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 1, 64, 64, 0));
    c->levels = 7, c->filt = 0, c->mipfilt = 1, c->vg = V_LEVEL, c->cg = CG_G13, c->sub = 82, c->n = 384;
    c->aniso = a, c->tflags = CU_TRSF_NORMALIZED_COORDINATES | CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION;
    snprintf(nm, sizeof nm, "g18b_ratio_vee_n%d", a);
    c = add(mk(nm, "k_grad2d_f", SH_GRAD2D, R_MIP, 0x20, 4, 64, 64, 0));
    c->levels = 7, c->filt = 1, c->mipfilt = 1, c->vg = V_VEE, c->cg = CG_G13, c->sub = 82, c->n = 384;
    c->aniso = a, c->tflags = CU_TRSF_NORMALIZED_COORDINATES;
  }
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0);
  if (argc < 4) { fprintf(stderr, "usage: texprobe CUBINDIR OUTDIR main|risky|count-risky [index]\n"); return 2; }
  outdir = argv[2];
  if (!strcmp(argv[3], "count-risky")) { buildrisky(); printf("%d\n", ncases); return 0; }
  if (!strcmp(argv[3], "list-kernels")) {
    buildmain();
    buildrisky();
    for (int i = 0; i < ncases; i++) printf("%s\n", cases[i].kern);
    return 0;
  }
  if (!strcmp(argv[3], "count-tex11") || !strcmp(argv[3], "count-tex12")) {
    if (!strcmp(argv[3], "count-tex11")) buildtex11();
    else buildtex12();
    long tot = 0;
    for (int i = 0; i < ncases; i++) printf("%-40s %d\n", cases[i].name, cases[i].n), tot += cases[i].n;
    printf("%d cases, %ld samples\n", ncases, tot);
    return 0;
  }
  if (!strcmp(argv[3], "count-main")) {
    buildmain();
    long tot = 0;
    for (int i = 0; i < ncases; i++) tot += cases[i].n;
    printf("%d cases, %ld samples\n", ncases, tot);
    return 0;
  }
  CUdevice dev;
  CUcontext ctx;
  CK(cuInit(0));
  CK(cuDeviceGet(&dev, 0));
  CK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CK(cuCtxSetCurrent(ctx));
  loadmods(argv[1]);
  char path[512];
  if (!strcmp(argv[3], "loadonly")) return 0;
  if (!strcmp(argv[3], "weights") || !strcmp(argv[3], "tex9") || !strcmp(argv[3], "tex10") || !strcmp(argv[3], "tex11") ||
      !strcmp(argv[3], "tex12") || !strcmp(argv[3], "tex12b") || !strcmp(argv[3], "tex13") ||
      !strcmp(argv[3], "tex13b") || !strcmp(argv[3], "tex14") || !strcmp(argv[3], "tex15") ||
      !strcmp(argv[3], "tex17") || !strcmp(argv[3], "tex17b") ||
      !strcmp(argv[3], "tex17c") || !strcmp(argv[3], "tex18") || !strcmp(argv[3], "tex18b")) {
    if (!strcmp(argv[3], "weights")) buildweights();
    else if (!strcmp(argv[3], "tex9")) buildtex9();
    else if (!strcmp(argv[3], "tex10")) buildtex10();
    else if (!strcmp(argv[3], "tex11")) buildtex11();
    else if (!strcmp(argv[3], "tex12")) buildtex12();
    else if (!strcmp(argv[3], "tex13")) buildtex13();
    else if (!strcmp(argv[3], "tex13b")) buildtex13b();
    else if (!strcmp(argv[3], "tex14")) buildtex14();
    else if (!strcmp(argv[3], "tex15")) buildtex15();
    else if (!strcmp(argv[3], "tex17")) buildtex17();
    else if (!strcmp(argv[3], "tex17b")) buildtex17b();
    else if (!strcmp(argv[3], "tex17c")) buildtex17c();
    else if (!strcmp(argv[3], "tex18")) buildtex18();
    else if (!strcmp(argv[3], "tex18b")) buildtex18b();
    else buildtex12b();
    snprintf(path, sizeof path, "%s/manifest.txt", outdir);
    man = fopen(path, "a");
    for (int i = 0; i < ncases; i++) runcase(cases[i]);
    fclose(man);
    printf("failures=%d cases=%d\n", failures, ncases);
    return 0;
  }
  if (!strcmp(argv[3], "main")) {
    // main [start]: runs cases from start on; after each it records the next
    // index in OUTDIR/next so run.sh can resume after a case that kills the
    // context.
    buildmain();
    int start = argc > 4 ? atoi(argv[4]) : 0;
    for (int j = 0; j < 7919 * start; j++) rnd();
    snprintf(path, sizeof path, "%s/manifest.txt", outdir);
    man = fopen(path, "a");
    for (int i = start; i < ncases; i++) {
      runcase(cases[i]);
      snprintf(path, sizeof path, "%s/next", outdir);
      FILE *f = fopen(path, "w");
      fprintf(f, "%d\n", i + 1);
      fclose(f);
      if (sticky) { printf("stopping after case %d: launch %d\n", i, (int)lastlaunch); return 3; }
    }
  } else {
    buildrisky();
    int i = atoi(argv[4]);
    for (int j = 0; j < 1000 * (i + 1); j++) rnd();
    snprintf(path, sizeof path, "%s/manifest.txt", outdir);
    man = fopen(path, "a");
    if (i < ncases) runcase(cases[i]);
  }
  fclose(man);
  printf("failures=%d cases=%d\n", failures, ncases);
  return 0;
}
