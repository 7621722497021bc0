# Numba smoke test: a few kernels that exercise compilation (NVVM), linking
# (nvJitLink or cuLink, through cuda.core's Linker), loading and launching,
# each step reported apart so one failure does not hide the others.
# Usage: python3 smoke_numba.py [PTX_OUT_FILE]
import math
import sys
import time
import traceback

import numpy as np

T0 = time.time()


def step(name, fn):
    t = time.time()
    try:
        r = fn()
        print(f"SMOKE {name}: ok {r} ({time.time() - t:.1f} s)", flush=True)
    except BaseException:
        print(f"SMOKE {name}: FAILED ({time.time() - t:.1f} s)", flush=True)
        traceback.print_exc()
        sys.stdout.flush()


from numba import cuda  # noqa: E402

print("numba.cuda from", cuda.__file__, flush=True)


def info():
    # which libcuda this process really loaded (cudasim's drop-in or NVIDIA's)
    with open("/proc/self/maps") as fh:
        libs = sorted({ln.split()[-1] for ln in fh if "libcuda" in ln or "nvJitLink" in ln or "nvrtc" in ln})
    print("loaded:", libs, flush=True)
    from cuda.bindings import driver as drv
    from numba.cuda.cudadrv import driver as nd

    return (
        drv.cuDriverGetVersion(),
        cuda.get_current_device().name,
        cuda.get_current_device().compute_capability,
        "nvjitlink",
        nd._have_nvjitlink(),
        "runtime",
        cuda.runtime.get_version(),
    )


step("info", info)


@cuda.jit
def vadd(a, b, c):
    i = cuda.grid(1)
    if i < c.size:
        c[i] = a[i] + b[i]


def t_vadd():
    n = 1000
    a = np.arange(n, dtype=np.float32)
    b = 2 * a
    da, db = cuda.to_device(a), cuda.to_device(b)
    dc = cuda.device_array_like(a)
    vadd[4, 256](da, db, dc)
    c = dc.copy_to_host()
    assert np.array_equal(c, a + b), c[:8]
    return "equal"


step("vadd", t_vadd)


@cuda.jit
def block_sum(x, out):
    s = cuda.shared.array(256, dtype=np.float64)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    s[t] = x[i] if i < x.size else 0.0
    cuda.syncthreads()
    k = 128
    while k > 0:
        if t < k:
            s[t] += s[t + k]
        cuda.syncthreads()
        k //= 2
    if t == 0:
        cuda.atomic.add(out, 0, s[0])


def t_shared_atomic():
    x = np.arange(10000, dtype=np.float64)
    out = cuda.to_device(np.zeros(1))
    block_sum[(x.size + 255) // 256, 256](cuda.to_device(x), out)
    r = out.copy_to_host()[0]
    assert r == x.sum(), (r, x.sum())
    return r


step("shared_atomic", t_shared_atomic)


def t_reduce():
    a = np.arange(1 << 16, dtype=np.int64)
    r = cuda.reduce(lambda p, q: p + q)(a)
    assert r == a.sum(), (r, a.sum())
    return r


step("reduce", t_reduce)


@cuda.jit
def half_mul(a, b, c):
    i = cuda.grid(1)
    if i < c.size:
        c[i] = a[i] * b[i]


def t_fp16():
    a = np.arange(64, dtype=np.float16)
    c = np.zeros_like(a)
    half_mul[1, 64](a, a, c)
    assert np.array_equal(c, a * a), c[:8]
    return "equal"


step("fp16", t_fp16)


@cuda.jit
def grid_sync(x):
    g = cuda.cg.this_grid()
    i = cuda.grid(1)
    x[i] = i
    g.sync()
    x[i] = x[(i + 1) % x.size]


def t_grid_sync():
    x = cuda.device_array(512, dtype=np.int32)
    grid_sync[4, 128](x)
    r = x.copy_to_host()
    assert np.array_equal(r, (np.arange(512) + 1) % 512), r[:8]
    return "equal"


step("grid_sync", t_grid_sync)


def t_math():
    @cuda.jit
    def k(x, y):
        i = cuda.grid(1)
        if i < x.size:
            y[i] = math.sin(x[i]) + math.exp(x[i] / 100.0)

    x = np.linspace(-3, 3, 300)
    y = np.zeros_like(x)
    k[2, 256](x, y)
    return float(np.abs(y - (np.sin(x) + np.exp(x / 100.0))).max())


step("libdevice_math", t_math)


def t_ptx():
    ptx = {}
    for name, f in (("vadd", vadd), ("block_sum", block_sum),
                    ("half_mul", half_mul), ("grid_sync", grid_sync)):
        try:
            ptx[name] = f.inspect_asm()
        except BaseException as e:
            ptx[name] = "inspect_asm failed: %r" % (e,)
    if len(sys.argv) > 1:
        with open(sys.argv[1], "w") as fh:
            for name, d in ptx.items():
                if isinstance(d, dict):
                    for sig, text in d.items():
                        fh.write(f"//==== {name} {sig}\n{text}\n")
                else:
                    fh.write(f"//==== {name}\n{d}\n")
    return sorted(ptx)


step("ptx", t_ptx)
print(f"SMOKE done in {time.time() - T0:.1f} s", flush=True)
