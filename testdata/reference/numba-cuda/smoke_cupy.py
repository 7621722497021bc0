# CuPy smoke test: an elementwise kernel, a reduction, a RawKernel (NVRTC),
# a matmul (cuBLAS) and an FFT (cuFFT), each reported apart.
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


import cupy as cp  # noqa: E402

print("cupy", cp.__version__, "from", cp.__file__, flush=True)
step("info", lambda: (cp.cuda.runtime.driverGetVersion(),
                      cp.cuda.runtime.runtimeGetVersion(),
                      cp.cuda.Device(0).compute_capability))


def t_elementwise():
    a = cp.arange(1000, dtype=cp.float32)
    b = a * 2 + 1
    assert np.array_equal(cp.asnumpy(b), np.arange(1000, dtype=np.float32) * 2 + 1)
    k = cp.ElementwiseKernel("float32 x, float32 y", "float32 z", "z = x * y + 3", "fma3")
    c = k(a, b)
    ref = np.arange(1000, dtype=np.float32)
    assert np.array_equal(cp.asnumpy(c), ref * (ref * 2 + 1) + 3)
    return "equal"


step("elementwise", t_elementwise)


def t_reduction():
    a = cp.arange(1 << 20, dtype=cp.int64)
    s = int(a.sum())
    assert s == (1 << 20) * ((1 << 20) - 1) // 2, s
    m = float(cp.arange(1000, dtype=cp.float64).max())
    assert m == 999.0
    return s


step("reduction", t_reduction)


def t_rawkernel():
    src = r'''
extern "C" __global__ void saxpy(float a, const float* x, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}'''
    k = cp.RawKernel(src, "saxpy")
    x = cp.arange(500, dtype=cp.float32)
    y = cp.ones(500, dtype=cp.float32)
    k((2,), (256,), (cp.float32(3), x, y, cp.int32(500)))
    assert np.array_equal(cp.asnumpy(y), 3 * np.arange(500, dtype=np.float32) + 1)
    return "equal"


step("rawkernel", t_rawkernel)


def t_matmul():
    rng = np.random.default_rng(1)
    a = rng.standard_normal((64, 48)).astype(np.float32)
    b = rng.standard_normal((48, 32)).astype(np.float32)
    c = cp.asnumpy(cp.asarray(a) @ cp.asarray(b))
    return float(np.abs(c - a @ b).max())


step("matmul", t_matmul)


def t_fft():
    x = np.arange(64, dtype=np.complex64)
    y = cp.asnumpy(cp.fft.fft(cp.asarray(x)))
    return float(np.abs(y - np.fft.fft(x)).max())


step("fft", t_fft)


def t_random():
    r = cp.random.default_rng(5).random(1000)
    return float(r.mean())


step("random", t_random)
print(f"SMOKE done in {time.time() - T0:.1f} s", flush=True)
