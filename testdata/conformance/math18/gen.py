#!/usr/bin/env python3
"""math18: writes one CUDA source per family of the CUDA Math API (f32, f64, f16, bf16, int),
its input file and its kernrun case, and functions.txt naming every output slot.

Each function is one kernel k_<family>_<n> (all kernels take the same buffers): thread i applies
the function to input i (unary: u[i]; binary: p1[i], p2[i]; ternary: t1[i], t2[i], t3[i]; a
function with an int argument takes k[i] too) and writes its result as words into
out[slot * N + i] (32-bit words, 64-bit words for f64; a result wider than a word takes the
next slots). Inputs: every special value of the type (and its negation), binary and ternary
functions on a grid of a smaller special set, then random values from a fixed seed.
Each kernel's body sits in #if !defined(SKIP_k_..) so a function one compiler lacks can be
left out (compile.sh finds them); functions.txt says which."""
import math, random, struct, sys, os

N = 2048
OUT = os.path.dirname(os.path.abspath(__file__))

def f2b(v): return struct.unpack('<I', struct.pack('<f', v))[0]
def d2b(v): return struct.unpack('<Q', struct.pack('<d', v))[0]
def b2f(b): return struct.unpack('<f', struct.pack('<I', b))[0]
def b2d(b): return struct.unpack('<d', struct.pack('<Q', b))[0]
def f2h(v):
    try: return struct.unpack('<H', struct.pack('<e', v))[0]
    except (OverflowError, struct.error): return 0x7c00 if v > 0 else 0xfc00
def f2bf(v):  # round to nearest even
    b = f2b(v)
    if (b & 0x7fffffff) > 0x7f800000: return (b >> 16) | 0x40
    return ((b + 0x7fff + ((b >> 16) & 1)) >> 16) & 0xffff

def near(v, tobits, frombits, k=1):
    b = tobits(v)
    return [b + d for d in range(-k, k + 1) if b + d >= 0]

# ---- special values, as bit patterns ----
def specials32():
    s = [0, 0x7f800000, 0x7fc00000, 0x7fc12345, 0x7f800001, 0x7fbfffff, 0x7fffffff, 0x7fa00000,
         1, 2, 0x7fffff, 0x400000, 0x000fffff, 0x00800000, 0x00800001, 0x7f7fffff, 0x7f7ffffe,
         0x33800000, 0x34000000, 0x3f800001, 0x3f7fffff, 0x3f7ffffe]
    vals = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0.5, 1.5, 2.5, 3.5, 0.25, 0.75, 100, 1e4, 1e10, 1e-10, 1e20, 1e30,
            0.1, 0.3, 1 / 3, 4095.5, 8388607.5, 8388608, 16777216, 16777217, 2**31, 2**32, 2**63, 2**64,
            1e-5, 1e-20, 1e-30, 1e-38, 0.6931471805599453, 2.302585092994046, 1.4142135623730951, 0.707,
            0.4769362762044699, 0.9, 0.99, 0.999, 0.9999, 1.0001, 1.01, 1.1, 1.25, 20, 30, 50, 127, 128, 126,
            149, 150, 38, 38.5, 39, 44.5, 45, 64, 90, 171, 172, 1023.5, 1e6, 1e7, 1e8, 1e15]
    for v in vals: s.append(f2b(v))
    for k in list(range(1, 13)) + [100, 1000, 10000, 65536, 1 << 20]:
        s += near(k * math.pi / 2, f2b, b2f)
    for v in [88.72283905206835, 88.0, 89.0, -87.33654475055310898657, -103.97, -104.0, -87.0, 103.9, 128.0,
              -126.0, -149.0, -150.0, 38.53183944498959, -37.929, -45.15, 10.0, 9.0, 709.0, 2.0**-24]:
        s += near(v, f2b, b2f) if v > 0 else [x | 0x80000000 for x in near(-v, f2b, b2f)]
    for v in [-1, -2, -3, -10, -100, -0.5, -1.5, -2.5, -171.5, -0.99999994]:
        s.append(f2b(v)); s.append(f2b(v) + 1); s.append(f2b(v) - 1 if f2b(v) & 0x7fffffff else f2b(v))
    out = []
    for b in s:
        b &= 0xffffffff
        for x in (b, b ^ 0x80000000):
            if x not in out: out.append(x)
    return out

def specials64():
    s = [0, 0x7ff0000000000000, 0x7ff8000000000000, 0x7ff8123456789abc, 0x7ff0000000000001, 0x7ff7ffffffffffff,
         0x7fffffffffffffff, 1, 2, 0xfffffffffffff, 0x8000000000000, 0x10000000000000, 0x10000000000001,
         0x7fefffffffffffff, 0x7feffffffffffffe, 0x3ff0000000000001, 0x3fefffffffffffff, 0x3ca0000000000000]
    vals = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0.5, 1.5, 2.5, 3.5, 0.25, 0.75, 100, 1e4, 1e10, 1e-10, 1e20, 1e100, 1e300,
            0.1, 0.3, 1 / 3, 4095.5, 2.0**52 + 0.5, 2.0**52, 2.0**53, 2.0**53 + 2, 2.0**31, 2.0**32, 2.0**63, 2.0**64,
            1e-5, 1e-20, 1e-300, 1e-310, 0.6931471805599453, 2.302585092994046, 1.4142135623730951, 0.707,
            0.9, 0.99, 0.999999, 1.000001, 1.1, 1.25, 20, 30, 50, 1023, 1024, 1022, 1074, 1075, 308, 308.5, 309,
            171, 172, 64, 90, 1e6, 1e15, 1e16, 3.4028234663852886e38, 1.1754943508222875e-38]
    for v in vals: s.append(d2b(v))
    for k in list(range(1, 13)) + [100, 1000, 65536, 1 << 20, 1 << 30]:
        s += near(k * math.pi / 2, d2b, b2d)
    for v in [709.782712893384, 709.0, 710.0, -708.3964185322641, -744.44, -745.1332191019412, -746.0,
              1024.0, -1022.0, -1074.0, -1075.0, 308.25471555991675, -307.65, -323.3, 27.0, 6.0, 2.0**-53]:
        s += near(v, d2b, b2d) if v > 0 else [x | (1 << 63) for x in near(-v, d2b, b2d)]
    for v in [-1, -2, -3, -10, -100, -0.5, -1.5, -2.5, -171.5, -0.9999999999999999]:
        s.append(d2b(v)); s.append(d2b(v) + 1); s.append(d2b(v) - 1)
    out = []
    for b in s:
        b &= (1 << 64) - 1
        for x in (b, b ^ (1 << 63)):
            if x not in out: out.append(x)
    return out

def specials16(bf):
    conv = f2bf if bf else f2h
    if bf:
        s = [0, 0x7f80, 0x7fc0, 0x7fc5, 0x7f81, 0x7fbf, 0x7fff, 1, 2, 0x7f, 0x40, 0x80, 0x81, 0x7f7f, 0x7f7e, 0x3f81, 0x3f7f]
    else:
        s = [0, 0x7c00, 0x7e00, 0x7e5a, 0x7c01, 0x7dff, 0x7fff, 1, 2, 0x3ff, 0x200, 0x400, 0x401, 0x7bff, 0x7bfe, 0x3c01, 0x3bff]
    vals = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0.5, 1.5, 2.5, 3.5, 0.25, 0.75, 100, 1000, 0.1, 0.3, 1 / 3, 2048, 2049,
            1024.5, 4096, 65504, 65520, 32768, 256, 0.6931471805599453, 2.302585092994046, 1.4142135623730951,
            0.9, 0.99, 1.01, 11.09, 11.1, 15.9, 16, 17.3, 24, 25, 88.7, 89, 126, 127, 128, 1e-4, 1e-6, 6e-5,
            1.5707963267948966, 3.141592653589793, 4.71238898038469, 6.283185307179586, 100 * 1.5707963267948966]
    for v in vals:
        b = conv(v)
        s += [b - 1, b, b + 1]
    out = []
    for b in s:
        b &= 0xffff
        for x in (b, b ^ 0x8000):
            if x not in out: out.append(x)
    return out

def ints64():
    s = [0, 1, 2, 3, 7, 8, 15, 16, 31, 32, 33, 63, 64, 65, 100, 255, 256, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff,
         0x10000, 0x7fffff, 0x800000, 0xffffff, 0x1000000, 0x1000001, 0x7fffffff, 0x80000000, 0x80000001, 0xffffffff,
         0x100000000, 0x7fffffffffffffff, 0x8000000000000000, 0x8000000000000001, 0xffffffffffffffff,
         0x20000000000000, 0x20000000000001, 0x1fffffffffffff, 0xdeadbeefcafef00d, 0x0123456789abcdef,
         0x80808080, 0x7f7f7f7f, 0x01010101, 0xfefefefe, 0x80008000, 0x7fff7fff, 0x00ff00ff, 0x12345678]
    out = []
    for b in s:
        for x in (b, (-b) & ((1 << 64) - 1), b ^ 0xffffffff, (b << 32) & ((1 << 64) - 1)):
            if x not in out: out.append(x)
    return out

# ---- random values ----
def rand32(r):
    c = r.randrange(6)
    if c == 0: return r.getrandbits(32)
    if c == 1: return f2b(r.uniform(-10, 10))
    if c == 2: return f2b(r.uniform(-1, 1))
    if c == 3: return f2b(r.uniform(-200, 200))
    if c == 4: return f2b(math.ldexp(r.uniform(0.5, 1), r.randrange(-149, 129)) * r.choice((1, -1))) if True else 0
    return f2b(r.uniform(0, 100000))

def rand64(r):
    c = r.randrange(6)
    if c == 0: return r.getrandbits(64)
    if c == 1: return d2b(r.uniform(-10, 10))
    if c == 2: return d2b(r.uniform(-1, 1))
    if c == 3: return d2b(r.uniform(-800, 800))
    if c == 4:
        try: return d2b(math.ldexp(r.uniform(0.5, 1), r.randrange(-1074, 1025)) * r.choice((1, -1)))
        except OverflowError: return d2b(1e300)
    return d2b(r.uniform(0, 1e9))

def rand16(r, bf):
    c = r.randrange(4)
    conv = f2bf if bf else f2h
    if c == 0: return r.getrandbits(16)
    if c == 1: return conv(r.uniform(-10, 10))
    if c == 2: return conv(r.uniform(-1, 1))
    return conv(r.uniform(-100, 100))

def randint64(r):
    c = r.randrange(4)
    if c == 0: return r.getrandbits(64)
    if c == 1: return r.getrandbits(32)
    if c == 2: return r.getrandbits(r.randrange(1, 64))
    return (-r.getrandbits(r.randrange(1, 33))) & ((1 << 64) - 1)

def build_inputs(spec, rnd, small, tiny, seed):
    """The unary inputs (spec, then random), the binary grid small x small and the ternary grid
    tiny x tiny x tiny, each filled up to N with random values."""
    r = random.Random(seed)
    u = spec[:N] + [rnd(r) for _ in range(N - min(N, len(spec)))]
    p1, p2 = [], []
    for a in small:
        for b in small:
            p1.append(a); p2.append(b)
    p1, p2 = p1[:N], p2[:N]
    while len(p1) < N: p1.append(rnd(r)); p2.append(rnd(r))
    t1, t2, t3 = [], [], []
    for a in tiny:
        for b in tiny:
            for c in tiny:
                t1.append(a); t2.append(b); t3.append(c)
    t1, t2, t3 = t1[:N], t2[:N], t3[:N]
    while len(t1) < N: t1.append(rnd(r)); t2.append(rnd(r)); t3.append(rnd(r))
    ks = [0, 1, -1, 2, -2, 3, 5, 10, -10, 24, 127, -126, 128, -149, 1000, -1000, 1 << 30, -(1 << 30), 0x7fffffff, -0x80000000]
    k = [ks[i % len(ks)] if i < 1024 else r.randrange(-300, 300) for i in range(N)]
    k = [x & 0xffffffff for x in k]
    return u, p1, p2, t1, t2, t3, k

# ---- the functions ----
# Each entry: (label, arity, body). Arity: u (x), b (x, y), t (x, y, z), k (x, int k), kx (int k, x).
# body: a C expression of the argument names, or a statement list with put(...) calls ("S:" prefix).
def words(spec):
    return [w for w in spec.split() if w]

RND = ['rn', 'rz', 'ru', 'rd']

def f32_functions():
    F = []
    for n in words('''sinf cosf tanf asinf acosf atanf sinhf coshf tanhf asinhf acoshf atanhf expf exp2f exp10f expm1f
        logf log2f log10f log1pf logbf ilogbf sqrtf rsqrtf cbrtf rcbrtf erff erfcf erfinvf erfcinvf erfcxf normcdff
        normcdfinvf lgammaf tgammaf j0f j1f y0f y1f sinpif cospif ceilf floorf truncf roundf rintf nearbyintf fabsf
        cyl_bessel_i0f cyl_bessel_i1f __sinf __cosf __tanf __expf __exp10f __logf __log2f __log10f __saturatef
        __frsqrt_rn __float_as_int __float2half __float2half_rn __float2bfloat16 __float2bfloat16_rn
        __float2half_rz __float2half_rd __float2half_ru __float2bfloat16_rz __float2bfloat16_rd __float2bfloat16_ru
        __float2half2_rn __float2bfloat162_rn __tanhf __float_as_uint'''):
        F.append((n, 'u', n + '(x)'))
    for n in words('isnan isinf isfinite signbit __finitef __isinff __isnanf __signbitf'):
        F.append((n, 'u', '(int)%s(x)' % n))
    for n in words('lrintf llrintf lroundf llroundf'):
        F.append((n, 'u', '(long long)%s(x)' % n))
    for r in RND:
        for n in ['__frcp_', '__fsqrt_', '__float2int_', '__float2uint_', '__float2ll_', '__float2ull_']:
            F.append((n + r, 'u', n + r + '(x)'))
    F.append(('frexpf', 'u', 'S:int e; float m = frexpf(x, &e); put(o, m); put(o, e);'))
    F.append(('modff', 'u', 'S:float ip; float f = modff(x, &ip); put(o, f); put(o, ip);'))
    F.append(('sincosf', 'u', 'S:float s, c; sincosf(x, &s, &c); put(o, s); put(o, c);'))
    F.append(('sincospif', 'u', 'S:float s, c; sincospif(x, &s, &c); put(o, s); put(o, c);'))
    F.append(('__sincosf', 'u', 'S:float s, c; __sincosf(x, &s, &c); put(o, s); put(o, c);'))
    for n in words('''atan2f powf fmodf remainderf hypotf rhypotf fdimf fmaxf fminf copysignf nextafterf fdividef
        __fdividef __powf __floats2half2_rn __floats2bfloat162_rn'''):
        F.append((n, 'b', n + '(x, y)'))
    for op in ['__fadd_', '__fsub_', '__fmul_', '__fdiv_']:
        for r in RND:
            F.append((op + r, 'b', op + r + '(x, y)'))
    F.append(('__float22half2_rn', 'b', '__float22half2_rn(make_float2(x, y))'))
    F.append(('__float22bfloat162_rn', 'b', '__float22bfloat162_rn(make_float2(x, y))'))
    F.append(('nanf', 'u', 'S:const char *tag[4] = {"", "0", "0x12345", "7"}; put(o, nanf(tag[i & 3]));'))
    F.append(('remquof', 'b', 'S:int q; float v = remquof(x, y, &q); put(o, v); put(o, q);'))
    for n in words('ldexpf scalbnf'):
        F.append((n, 'k', n + '(x, k)'))
    F.append(('scalblnf', 'k', 'scalblnf(x, (long)k)'))
    F.append(('jnf', 'k', 'jnf(k & 15, x)'))
    F.append(('ynf', 'k', 'ynf(k & 15, x)'))
    F.append(('fmaf', 't', 'fmaf(x, y, z)'))
    for r in RND:
        F.append(('__fmaf_' + r, 't', '__fmaf_%s(x, y, z)' % r))
        F.append(('__fmaf_ieee_' + r, 't', '__fmaf_ieee_%s(x, y, z)' % r))
    F.append(('norm3df', 't', 'norm3df(x, y, z)'))
    F.append(('rnorm3df', 't', 'rnorm3df(x, y, z)'))
    F.append(('norm4df', 't', 'norm4df(x, y, z, x)'))
    F.append(('rnorm4df', 't', 'rnorm4df(x, y, z, y)'))
    F.append(('normf', 't', 'S:float a[3] = {x, y, z}; put(o, normf(3, a));'))
    F.append(('rnormf', 't', 'S:float a[3] = {x, y, z}; put(o, rnormf(3, a));'))
    return F

def f64_functions():
    F = []
    for n in words('''sin cos tan asin acos atan sinh cosh tanh asinh acosh atanh exp exp2 exp10 expm1 log log2 log10
        log1p logb ilogb sqrt rsqrt cbrt rcbrt erf erfc erfinv erfcinv erfcx normcdf normcdfinv lgamma tgamma j0 j1 y0
        y1 sinpi cospi ceil floor trunc round rint nearbyint fabs cyl_bessel_i0 cyl_bessel_i1 __double_as_longlong
        __double2hiint __double2loint __double2half __double2bfloat16'''):
        F.append((n, 'u', n + '(x)'))
    for n in words('isnan isinf isfinite signbit __isnand __isinfd __signbitd __isfinited'):
        F.append((n, 'u', '(int)%s(x)' % n))
    for n in words('lrint llrint lround llround'):
        F.append((n, 'u', '(long long)%s(x)' % n))
    for r in RND:
        for n in ['__drcp_', '__dsqrt_', '__double2float_', '__double2int_', '__double2uint_', '__double2ll_', '__double2ull_']:
            F.append((n + r, 'u', n + r + '(x)'))
    F.append(('frexp', 'u', 'S:int e; double m = frexp(x, &e); put(o, m); put(o, e);'))
    F.append(('modf', 'u', 'S:double ip; double f = modf(x, &ip); put(o, f); put(o, ip);'))
    F.append(('sincos', 'u', 'S:double s, c; sincos(x, &s, &c); put(o, s); put(o, c);'))
    F.append(('sincospi', 'u', 'S:double s, c; sincospi(x, &s, &c); put(o, s); put(o, c);'))
    for n in words('atan2 pow fmod remainder hypot rhypot fdim fmax fmin copysign nextafter'):
        F.append((n, 'b', n + '(x, y)'))
    for op in ['__dadd_', '__dsub_', '__dmul_', '__ddiv_']:
        for r in RND:
            F.append((op + r, 'b', op + r + '(x, y)'))
    F.append(('nan', 'u', 'S:const char *tag[4] = {"", "0", "0x123456789", "7"}; put(o, nan(tag[i & 3]));'))
    F.append(('remquo', 'b', 'S:int q; double v = remquo(x, y, &q); put(o, v); put(o, q);'))
    for n in words('ldexp scalbn'):
        F.append((n, 'k', n + '(x, k)'))
    F.append(('scalbln', 'k', 'scalbln(x, (long)k)'))
    F.append(('jn', 'k', 'jn(k & 15, x)'))
    F.append(('yn', 'k', 'yn(k & 15, x)'))
    F.append(('fma', 't', 'fma(x, y, z)'))
    for r in RND:
        F.append(('__fma_' + r, 't', '__fma_%s(x, y, z)' % r))
    F.append(('norm3d', 't', 'norm3d(x, y, z)'))
    F.append(('rnorm3d', 't', 'rnorm3d(x, y, z)'))
    F.append(('norm4d', 't', 'norm4d(x, y, z, x)'))
    F.append(('rnorm4d', 't', 'rnorm4d(x, y, z, y)'))
    F.append(('norm', 't', 'S:double a[3] = {x, y, z}; put(o, norm(3, a));'))
    F.append(('rnorm', 't', 'S:double a[3] = {x, y, z}; put(o, rnorm(3, a));'))
    return F

def h_functions(bf):
    H = 'bfloat16' if bf else 'half'
    F = []
    for n in words('''hsin hcos hexp hexp2 hexp10 hlog hlog2 hlog10 hrcp hrsqrt hsqrt hceil hfloor htrunc hrint __habs
        __hneg htanh htanh_approx'''):
        F.append((n, 'u', n + '(x)'))
    for n in words('__hisnan __hisinf'):
        F.append((n, 'u', '(int)%s(x)' % n))
    F.append(('__%s2float' % H, 'u', '__%s2float(x)' % H))
    F.append(('__%s2char_rz' % H, 'u', '(int)__%s2char_rz(x)' % H))
    F.append(('__%s2uchar_rz' % H, 'u', '(int)__%s2uchar_rz(x)' % H))
    F.append(('__%s_as_short' % H, 'u', '__%s_as_short(x)' % H))
    F.append(('__low2float', 'u', '__low2float(X2)'))
    F.append(('__high2float', 'u', '__high2float(X2)'))
    F.append(('__lowhigh2highlow', 'u', '__lowhigh2highlow(X2)'))
    F.append(('hmax', 'b', 'hmax(x, y)'))
    F.append(('hmin', 'b', 'hmin(x, y)'))
    F.append(('__%s_as_ushort' % H, 'u', '__%s_as_ushort(x)' % H))
    for r in RND:
        for t in ['int', 'uint', 'short', 'ushort', 'll', 'ull']:
            n = '__%s2%s_%s' % (H, t, r)
            F.append((n, 'u', n + '(x)'))
    for n in words('''__hadd __hsub __hmul __hdiv __hadd_sat __hsub_sat __hmul_sat __hadd_rn __hsub_rn __hmul_rn __hmax
        __hmin __hmax_nan __hmin_nan'''):
        F.append((n, 'b', n + '(x, y)'))
    for n in words('__heq __hne __hle __hge __hlt __hgt __hequ __hneu __hleu __hgeu __hltu __hgtu'):
        F.append((n, 'b', '(int)%s(x, y)' % n))
    for n in words('__hfma __hfma_sat __hfma_relu'):
        F.append((n, 't', n + '(x, y, z)'))
    # packed: lanes (x, x') with x' the input at the mirrored index
    for n in words('''h2sin h2cos h2exp h2exp2 h2exp10 h2log h2log2 h2log10 h2rcp h2rsqrt h2sqrt h2ceil h2floor h2trunc
        h2rint __habs2 __hneg2 __hisnan2 h2tanh h2tanh_approx'''):
        F.append((n, 'u', n + '(X2)'))
    F.append(('__%s22float2' % H, 'u', 'S:float2 f = __%s22float2(X2); put(o, f.x); put(o, f.y);' % H))
    for n in words('''__hadd2 __hsub2 __hmul2 __h2div __hadd2_sat __hsub2_sat __hmul2_sat __hadd2_rn __hsub2_rn __hmul2_rn
        __hmax2 __hmin2 __hmax2_nan __hmin2_nan __heq2 __hne2 __hle2 __hge2 __hlt2 __hgt2 __hequ2 __hneu2 __hleu2 __hgeu2
        __hltu2 __hgtu2 __heq2_mask __hne2_mask __hle2_mask __hge2_mask __hlt2_mask __hgt2_mask __hequ2_mask __hneu2_mask
        __hleu2_mask __hgeu2_mask __hltu2_mask __hgtu2_mask'''):
        F.append((n, 'b', n + '(X2, Y2)'))
    for n in words('__hbeq2 __hbne2 __hble2 __hbge2 __hblt2 __hbgt2 __hbequ2 __hbneu2 __hbleu2 __hbgeu2 __hbltu2 __hbgtu2'):
        F.append((n, 'b', '(int)%s(X2, Y2)' % n))
    for n in words('__hfma2 __hfma2_sat __hfma2_relu __hcmadd'):
        F.append((n, 't', n + '(X2, Y2, Z2)'))
    return F

def int_functions():
    F = []
    for n in words('__popc __clz __ffs __brev'):
        F.append((n, 'u', n + '(x)'))
    for n in words('__popcll __clzll __ffsll __brevll llabs'):
        F.append((n, 'u', n + '((long long)X)'))
    F.append(('abs', 'u', 'abs(sx)'))
    for n in words('''__vabs2 __vabs4 __vabsss2 __vabsss4 __vneg2 __vneg4 __vnegss2 __vnegss4'''):
        F.append((n, 'u', n + '(x)'))
    for n in words('''__byte_perm __funnelshift_l __funnelshift_lc __funnelshift_r __funnelshift_rc __usad'''):
        F.append((n, 't', n + '(x, y, z)'))
    F.append(('__sad', 't', '__sad(sx, sy, z)'))
    F.append(('__dp4a_s', 't', '__dp4a(sx, sy, sz)'))
    F.append(('__dp4a_u', 't', '__dp4a(x, y, z)'))
    for n in ['__dp2a_lo', '__dp2a_hi']:
        F.append((n + '_s', 't', n + '(sx, sy, sz)'))
        F.append((n + '_u', 't', n + '(x, y, z)'))
    for n in words('__umulhi __umul24 __uhadd __urhadd umin umax'):
        F.append((n, 'b', n + '(x, y)'))
    for n in words('__mulhi __mul24 __hadd __rhadd min max'):
        F.append((n, 'b', n + '(sx, sy)'))
    F.append(('__mul64hi', 'b', '__mul64hi((long long)X, (long long)Y)'))
    F.append(('__umul64hi', 'b', '__umul64hi(X, Y)'))
    F.append(('llmin', 'b', 'llmin((long long)X, (long long)Y)'))
    F.append(('llmax', 'b', 'llmax((long long)X, (long long)Y)'))
    F.append(('ullmin', 'b', 'ullmin(X, Y)'))
    F.append(('ullmax', 'b', 'ullmax(X, Y)'))
    for base in words('''vabsdiffs vabsdiffu vadd vaddss vaddus vavgs vavgu vcmpeq vcmpges vcmpgeu vcmpgts vcmpgtu vcmples
        vcmpleu vcmplts vcmpltu vcmpne vhaddu vmaxs vmaxu vmins vminu vsads vsadu vseteq vsetges vsetgeu vsetgts
        vsetgtu vsetles vsetleu vsetlts vsetltu vsetne vsub vsubss vsubus'''):
        for w in '24':
            F.append(('__%s%s' % (base, w), 'b', '__%s%s(x, y)' % (base, w)))
    # DPX (sm_90)
    for t, a in [('s32', 's'), ('u32', ''), ('s16x2', ''), ('u16x2', '')]:
        xs = ('sx', 'sy', 'sz') if a == 's' else ('x', 'y', 'z')
        for f in ['__vimax_', '__vimin_']:
            F.append((f + t, 'b', '%s%s(%s, %s)' % (f, t, xs[0], xs[1])))
            F.append((f + '3' + t[0:0] if False else f[:-1] + '3_' + t, 't', '%s3_%s(%s, %s, %s)' % (f[:-1], t, *xs)))
            F.append((f + 'add' if False else '__viadd' + f[4:-1] + '_' + t, 't', '__viadd%s_%s(%s, %s, %s)' % (f[4:-1], t, *xs)))
        if t in ('s32', 's16x2'):
            for f in ['__vimax_', '__vimin_']:
                F.append((f + t + '_relu', 'b', '%s%s_relu(%s, %s)' % (f, t, xs[0], xs[1])))
                F.append((f[:-1] + '3_' + t + '_relu', 't', '%s3_%s_relu(%s, %s, %s)' % (f[:-1], t, *xs)))
                F.append(('__viadd' + f[4:-1] + '_' + t + '_relu', 't', '__viadd%s_%s_relu(%s, %s, %s)' % (f[4:-1], t, *xs)))
        for f in ['max', 'min']:
            if t in ('s32', 'u32'):
                F.append(('__vib%s_%s' % (f, t), 'b', 'S:bool p; auto v = __vib%s_%s(%s, %s, &p); put(o, v); put(o, (int)p);' % (f, t, xs[0], xs[1])))
            else:
                F.append(('__vib%s_%s' % (f, t), 'b', 'S:bool p, q; auto v = __vib%s_%s(%s, %s, &p, &q); put(o, v); put(o, (int)p | (int)q << 1);' % (f, t, xs[0], xs[1])))
    # conversions from integers
    for r in RND:
        for n, a in [('__int2float_', 'sx'), ('__uint2float_', 'x'), ('__ll2float_', '(long long)X'), ('__ull2float_', 'X'),
                     ('__ll2double_', '(long long)X'), ('__ull2double_', 'X')]:
            F.append((n + r, 'u', '%s%s(%s)' % (n, r, a)))
        for H in ['half', 'bfloat16']:
            for n, a in [('int', 'sx'), ('uint', 'x'), ('short', '(short)x'), ('ushort', '(unsigned short)x'),
                         ('ll', '(long long)X'), ('ull', 'X')]:
                F.append(('__%s2%s_%s' % (n, H, r), 'u', '__%s2%s_%s(%s)' % (n, H, r, a)))
    F.append(('__int2double_rn', 'u', '__int2double_rn(sx)'))
    F.append(('__uint2double_rn', 'u', '__uint2double_rn(x)'))
    F.append(('__hiloint2double', 'b', '__hiloint2double(sx, sy)'))
    F.append(('__int_as_float', 'u', '__int_as_float(sx)'))
    F.append(('__longlong_as_double', 'u', '__longlong_as_double((long long)X)'))
    F.append(('__ushort_as_half', 'u', '__ushort_as_half((unsigned short)x)'))
    F.append(('__ushort_as_bfloat16', 'u', '__ushort_as_bfloat16((unsigned short)x)'))
    return F

PRELUDE = r'''// Written by gen.py (math18): one kernel a function of the CUDA Math API; see gen.py.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#define NN %(n)d
template <class W> struct O { W *p; int i; int s; };
__device__ __forceinline__ void w32(O<unsigned> &o, unsigned v) { o.p[o.s++ * NN + o.i] = v; }
__device__ __forceinline__ void w64(O<unsigned> &o, unsigned long long v) { w32(o, (unsigned)v); w32(o, (unsigned)(v >> 32)); }
__device__ __forceinline__ void w32(O<unsigned long long> &o, unsigned v) { o.p[o.s++ * NN + o.i] = v; }
__device__ __forceinline__ void w64(O<unsigned long long> &o, unsigned long long v) { o.p[o.s++ * NN + o.i] = v; }
__device__ __forceinline__ void w32(O<unsigned short> &o, unsigned v) { o.p[o.s++ * NN + o.i] = v; }
template <class W> __device__ __forceinline__ void put(O<W> &o, float v) { w32(o, __float_as_uint(v)); }
template <class W> __device__ __forceinline__ void put(O<W> &o, double v) { w64(o, (unsigned long long)__double_as_longlong(v)); }
template <class W> __device__ __forceinline__ void put(O<W> &o, int v) { w32(o, (unsigned)v); }
template <class W> __device__ __forceinline__ void put(O<W> &o, unsigned v) { w32(o, v); }
template <class W> __device__ __forceinline__ void put(O<W> &o, short v) { w32(o, (unsigned short)v); }
template <class W> __device__ __forceinline__ void put(O<W> &o, unsigned short v) { w32(o, v); }
template <class W> __device__ __forceinline__ void put(O<W> &o, bool v) { w32(o, v); }
template <class W> __device__ __forceinline__ void put(O<W> &o, long long v) { w64(o, (unsigned long long)v); }
template <class W> __device__ __forceinline__ void put(O<W> &o, unsigned long long v) { w64(o, v); }
template <class W> __device__ __forceinline__ void put(O<W> &o, long v) { w64(o, (unsigned long long)v); }
template <class W> __device__ __forceinline__ void put(O<W> &o, unsigned long v) { w64(o, (unsigned long long)v); }
template <class W> __device__ __forceinline__ void put(O<W> &o, __half v) { w32(o, __half_as_ushort(v)); }
template <class W> __device__ __forceinline__ void put(O<W> &o, __nv_bfloat16 v) { w32(o, __bfloat16_as_ushort(v)); }
template <class W> __device__ __forceinline__ void put(O<W> &o, __half2 v) { w32(o, __half_as_ushort(__low2half(v)) | (unsigned)__half_as_ushort(__high2half(v)) << 16); }
template <class W> __device__ __forceinline__ void put(O<W> &o, __nv_bfloat162 v) { w32(o, __bfloat16_as_ushort(__low2bfloat16(v)) | (unsigned)__bfloat16_as_ushort(__high2bfloat16(v)) << 16); }
'''

FAMILIES = {
    # name: (input C type, input bytes, word type, functions, loads)
    'f32': ('unsigned', 4, 'unsigned', f32_functions,
            {'u': 'float x = __uint_as_float(u[i]);', 'b': 'float x = __uint_as_float(p1[i]), y = __uint_as_float(p2[i]);',
             't': 'float x = __uint_as_float(t1[i]), y = __uint_as_float(t2[i]), z = __uint_as_float(t3[i]);',
             'k': 'float x = __uint_as_float(p1[i]); int k = kk[i];'}),
    'f64': ('unsigned long long', 8, 'unsigned long long', f64_functions,
            {'u': 'double x = __longlong_as_double(u[i]);',
             'b': 'double x = __longlong_as_double(p1[i]), y = __longlong_as_double(p2[i]);',
             't': 'double x = __longlong_as_double(t1[i]), y = __longlong_as_double(t2[i]), z = __longlong_as_double(t3[i]);',
             'k': 'double x = __longlong_as_double(p1[i]); int k = kk[i];'}),
    'int': ('unsigned long long', 8, 'unsigned', int_functions,
            {'u': 'unsigned long long X = u[i]; unsigned x = (unsigned)X; int sx = (int)x;',
             'b': 'unsigned long long X = p1[i], Y = p2[i]; unsigned x = (unsigned)X, y = (unsigned)Y; int sx = (int)x, sy = (int)y;',
             't': 'unsigned long long X = t1[i], Y = t2[i], Z = t3[i]; unsigned x = (unsigned)X, y = (unsigned)Y, z = (unsigned)Z; int sx = (int)x, sy = (int)y, sz = (int)z;'}),
}
for fam, bf in [('f16', False), ('bf16', True)]:
    T, T2, AS, MK = ('__nv_bfloat16', '__nv_bfloat162', '__ushort_as_bfloat16', '__halves2bfloat162') if bf else \
        ('__half', '__half2', '__ushort_as_half', '__halves2half2')
    def ld(v, src): return '%s %s = %s(%s[i]); %s %s2 = %s(%s, %s(%s[NN - 1 - i]));' % (T, v, AS, src, T2, v.upper(), MK, v, AS, src)
    FAMILIES[fam] = ('unsigned short', 2, 'unsigned', (lambda bf=bf: h_functions(bf)),
                     {'u': ld('x', 'u'), 'b': ld('x', 'p1') + ' ' + ld('y', 'p2'),
                      't': ld('x', 't1') + ' ' + ld('y', 't2') + ' ' + ld('z', 't3')})

# f16x, bf16x: the scalar math functions of the 16-bit types on all 65,536 inputs (unary only).
EXHAUSTIVE = 'hsin hcos hexp hexp2 hexp10 hlog hlog2 hlog10 hrcp hrsqrt hsqrt hceil hfloor htrunc hrint htanh htanh_approx'
for fam, base in [('f16x', 'f16'), ('bf16x', 'bf16')]:
    ity, isz, wty, fns, loads = FAMILIES[base]
    FAMILIES[fam] = (ity, isz, 'unsigned short', (lambda fns=fns: [f for f in fns() if f[0] in words(EXHAUSTIVE)]), loads)
# f32w, f64w: every f32/f64 function on 65,536 inputs from kernrun's generators (no input file):
# unary ones on random bit patterns (every exponent alike), the others on f32mix/f64mix values
# (a quarter special, a quarter random patterns, half uniform in [-100, 100]); the probe returns
# only their digests (digest.c).
for fam, base in [('f32w', 'f32'), ('f64w', 'f64')]:
    FAMILIES[fam] = FAMILIES[base]
FAMILY_N = {'f16x': 65536, 'bf16x': 65536, 'f32w': 65536, 'f64w': 65536}
GENERATED = {'f32w': ('bits 1801', 'f32mix %d'), 'f64w': ('bits 1802', 'f64mix %d')}

SLOTS = 2  # words a function may write (a 64-bit result in a 32-bit family, two results)

# The grids' values: the edges (signed zeros, infinities, NaNs with and without payload, the
# smallest denormal, the largest finite) and the ordinary values where the functions change
# behaviour (integers, half-integers, 1 and its neighbours, pi/2, exp's overflow).
GRID_VALUES = [1, -1, 2, -2, 0.5, -0.5, 3, -3, 1.5, -1.5, 2.5, 10, -10, 100, 0.1, 0.3, 1 / 3, 1e10, -1e10, 1e-10,
               89, -104, 1e30, 16777217, 1.5707963267948966, 0.75, 7, -0.25]
TINY_VALUES = [1, -1, 0.5, -3]

def grid(bits, edges, values, n):
    out = []
    for b in edges + [bits(v) for v in values]:
        if b not in out: out.append(b)
    return out[:n]

def grids(fam):
    if fam == 'f32':
        e = [0, 1 << 31, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000, 0x7fc12345, 0x7f800001, 1, 0x80000001,
             0x7fffff, 0x800000, 0x7f7fffff, 0xff7fffff, 0x3f800001, 0x3f7fffff]
        te = [0, 1 << 31, 0x7f800000, 0xff800000, 0x7fc00000, 0x7f800001, 1, 0x7f7fffff]
        return grid(f2b, e, GRID_VALUES, 44), grid(f2b, te, TINY_VALUES, 12)
    if fam == 'f64':
        e = [0, 1 << 63, 0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000000, 0xfff8000000000000,
             0x7ff8123456789abc, 0x7ff0000000000001, 1, 0x8000000000000001, 0xfffffffffffff, 0x10000000000000,
             0x7fefffffffffffff, 0xffefffffffffffff, 0x3ff0000000000001, 0x3fefffffffffffff]
        te = [0, 1 << 63, 0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000000, 0x7ff0000000000001, 1,
              0x7fefffffffffffff]
        return grid(d2b, e, GRID_VALUES, 44), grid(d2b, te, TINY_VALUES, 12)
    conv = f2bf if fam == 'bf16' else f2h
    if fam == 'bf16':
        e = [0, 0x8000, 0x7f80, 0xff80, 0x7fc0, 0xffc0, 0x7fc5, 0x7f81, 1, 0x8001, 0x7f, 0x80, 0x7f7f, 0xff7f, 0x3f81, 0x3f7f]
        te = [0, 0x8000, 0x7f80, 0xff80, 0x7fc0, 0x7f81, 1, 0x7f7f]
    else:
        e = [0, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0xfe00, 0x7e5a, 0x7c01, 1, 0x8001, 0x3ff, 0x400, 0x7bff, 0xfbff, 0x3c01, 0x3bff]
        te = [0, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 1, 0x7bff]
    extra = [2048, 2049, 65504, 0.001, -0.001, 11.1, 4, -4, 5, 0.125, 6, 8, 12, 16, 20, 1e-5, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9]
    return grid(conv, e, GRID_VALUES + extra, 44), grid(conv, te, TINY_VALUES, 12)

INT_GRID = [0, 1, -1, 2, -2, 3, 7, 8, 15, 16, 31, 32, 33, 63, 64, 100, 0x7f, 0x80, 0xff, 0x100, 0x7fff, 0x8000, 0xffff,
            0x10000, 0x7fffffff, 0x80000000, 0xffffffff, 0x100000000, 0x7fffffffffffffff, 0x8000000000000000, 0x80808080,
            0x7f7f7f7f, 0x01010101, 0xfefefefe, 0x80008000, 0x7fff7fff, 0x00ff00ff, 0x12345678, 0xdeadbeefcafef00d,
            0x1000001, 0xffffff80, 0x7f80, 0x8001, 0xfffffffe]
INT_TINY = [0, 1, -1, 2, 7, 8, 31, 32, 0x80000000, 0x7fffffff, 0x80808080, 0x12345678]

def inputs_for(fam):
    if fam == 'f32': return build_inputs(specials32(), rand32, *grids(fam), 1832)
    if fam == 'f64': return build_inputs(specials64(), rand64, *grids(fam), 1864)
    if fam == 'f16': return build_inputs(specials16(False), lambda r: rand16(r, False), *grids(fam), 1816)
    if fam == 'bf16': return build_inputs(specials16(True), lambda r: rand16(r, True), *grids(fam), 1817)
    m = (1 << 64) - 1
    return build_inputs(ints64(), randint64, [x & m for x in INT_GRID], [x & m for x in INT_TINY], 1800)

def main():
    global N
    listing = ['# family kernel slot name arity inputs (each function writes up to %d words from slot*inputs on; written by gen.py)' % SLOTS]
    for fam, (ity, isz, wty, fns, loads) in FAMILIES.items():
        N = FAMILY_N.get(fam, 2048)
        slots = 1 if wty == 'unsigned short' else SLOTS
        F = fns()
        src = [PRELUDE % {'n': N}]
        for j, (name, ar, body) in enumerate(F):
            kn = 'k_%s_%d' % (fam, j)
            load = loads['b' if ar == 'k' and fam == 'int' else ar]
            stmt = body[2:] if body.startswith('S:') else 'put(o, %s);' % body
            src.append('extern "C" __global__ void %s(const %s *u, const %s *p1, const %s *p2, const %s *t1, const %s *t2, '
                       'const %s *t3, const int *kk, %s *out) {  // %s' % (kn, ity, ity, ity, ity, ity, ity, wty, name))
            src.append('#if !defined(SKIP_%s) && (!defined(ONLY) || defined(ONLY_%s))' % (kn, kn))
            src.append('  int i = blockIdx.x * blockDim.x + threadIdx.x; O<%s> o{out, i, %d};' % (wty, j * slots))
            src.append('  ' + load)
            src.append('  ' + stmt)
            src.append('#endif\n}')
            listing.append('%s %s %d %s %s %d' % (fam, kn, j * slots, name, ar, N))
        open(os.path.join(OUT, fam + '.cu'), 'w').write('\n'.join(src) + '\n')
        every = N == 1 << (8 * isz)  # every input pattern: the iota generator, no input file
        if not every and fam not in GENERATED:
            u, p1, p2, t1, t2, t3, k = inputs_for(fam)
            fmt = {2: '<%dH', 4: '<%dI', 8: '<%dQ'}[isz] % N
            with open(os.path.join(OUT, fam + '.in.bin'), 'wb') as f:
                for arr in (u, p1, p2, t1, t2, t3):
                    f.write(struct.pack(fmt, *arr))
                f.write(struct.pack('<%dI' % N, *k))
        tname = {2: 'u16', 4: 'u32', 8: 'u64'}[isz]
        for img in ['', '.118']:
            c = ['# math18 %s: written by gen.py; the image is nvcc%s -arch=sm_90 -ptx of %s.cu' % (fam, ' 11.8' if img else ' 13.0', fam),
                 'image %s%s.ptx' % (fam, img), 'grid %d 1 1' % (N // 256), 'block 256 1 1']
            if fam in GENERATED and img:
                continue  # nvcc 13.0's image only
            for bi, b in enumerate(['u', 'p1', 'p2', 't1', 't2', 't3']):
                if fam in GENERATED:
                    c.append('buf %s %s %d %s' % (b, tname, N, GENERATED[fam][0] if bi == 0 else GENERATED[fam][1] % (1802 + 16 * bi + isz)))
                else:
                    c.append('buf %s %s %d iota' % (b, tname, N) if every else 'buf %s %s %d file %s.in.bin %d' % (b, tname, N, fam, bi * N * isz))
            if fam in GENERATED:
                c.append('buf kk i32 %d range 1899 -300 300' % N)
            else:
                c.append('buf kk i32 %d zero' % N if every else 'buf kk i32 %d file %s.in.bin %d' % (N, fam, 6 * N * isz))
            c.append('buf out %s %d zero' % ({'unsigned long long': 'u64', 'unsigned': 'u32', 'unsigned short': 'u16'}[wty], len(F) * slots * N))
            for j in range(len(F)):
                c.append('kernel k_%s_%d' % (fam, j))
                c += ['param buf ' + b for b in ['u', 'p1', 'p2', 't1', 't2', 't3', 'kk', 'out']]
                c.append('launch')
            c.append('check out exact')
            open(os.path.join(OUT, fam + img + '.case'), 'w').write('\n'.join(c) + '\n')
    open(os.path.join(OUT, 'functions.txt'), 'w').write('\n'.join(listing) + '\n')

def layout(fam):
    """(bytes a word, words a function, inputs a digest block) of a family's output."""
    if fam.endswith('x'): return 2, 1, 4096
    return (8 if fam.startswith('f64') else 4), SLOTS, (4096 if fam.endswith('w') else 256)

def fnv64a(data):
    h = 0xcbf29ce484222325
    for b in data:
        h = ((h ^ b) * 0x100000001b3) & 0xffffffffffffffff
    return h

def digests(fam, outbin):
    """FAM.digests: a line a function (kernel, name, then the FNV-1a 64 of its words for each
    block of inputs, slot by slot), from the H200's output words of FAM's case."""
    data = open(outbin, 'rb').read()
    size, slots, block = layout(fam)
    lines = ['# %s: FNV-1a 64 of each function\'s words a block of %d inputs (gen.py digest)' % (fam, block)]
    for l in open(os.path.join(OUT, 'functions.txt')):
        f = l.split()
        if not f or f[0] != fam: continue
        slot, n = int(f[2]), int(f[5])
        ds = []
        for b0 in range(0, n, block):
            chunk = b''.join(data[((slot + s) * n + b0) * size:((slot + s) * n + b0 + block) * size] for s in range(slots))
            ds.append('%016x' % fnv64a(chunk))
        lines.append(' '.join([f[1], f[3]] + ds))
    return '\n'.join(lines) + '\n'

if len(sys.argv) == 4 and sys.argv[1] == 'digest':
    sys.stdout.write(digests(sys.argv[2], sys.argv[3]))
else:
    main()
