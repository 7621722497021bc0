# numba-cuda's doc example test_ex_3d_grid (doc_examples/test_random.py),
# timed by phase, with the array's first dimension X from argv (701 in the
# test). Saves the kernel's PTX (compile_ptx, sm_90) to argv[2] if given.
import sys, time
import numpy as np
from numba import cuda, float32
from numba.cuda.random import create_xoroshiro128p_states, xoroshiro128p_uniform_float32

X = int(sys.argv[1])
t0 = time.perf_counter()

def random_3d(arr, rng_states):
    startx, starty, startz = cuda.grid(3)
    stridex, stridey, stridez = cuda.gridsize(3)
    tid = (startz * stridey * stridex) + (starty * stridex) + startx
    for i in range(startz, arr.shape[0], stridez):
        for j in range(starty, arr.shape[1], stridey):
            for k in range(startx, arr.shape[2], stridex):
                arr[i, j, k] = xoroshiro128p_uniform_float32(rng_states, tid)

k = cuda.jit(random_3d)
Y, Z = 900, 719
bx, by, bz = 8, 8, 8
gx, gy, gz = 16, 16, 16
nthreads = bx * by * bz * gx * gy * gz
rng_states = create_xoroshiro128p_states(nthreads, seed=1)
cuda.synchronize()
t1 = time.perf_counter()
arr = cuda.device_array((X, Y, Z), dtype=np.float32)
k[(gx, gy, gz), (bx, by, bz)](arr, rng_states)   # compiles, then launches
cuda.synchronize()
t2 = time.perf_counter()
k[(gx, gy, gz), (bx, by, bz)](arr, rng_states)   # launch only
cuda.synchronize()
t3 = time.perf_counter()
h = arr.copy_to_host()
t4 = time.perf_counter()
print("X %d elements %d: states %.3f s, compile+launch %.3f s, launch %.3f s (%.1f M elements/s), copy %.3f s; mean %.6f sum of first 1000 %.6f"
      % (X, h.size, t1 - t0, t2 - t1, t3 - t2, h.size / (t3 - t2) / 1e6, t4 - t3, float(h.mean()), float(h.ravel()[:1000].sum())))
if len(sys.argv) > 2:
    sig = k.signatures[0]
    ptx, _ = cuda.compile_ptx(random_3d, sig, cc=(9, 0))
    open(sys.argv[2], "w").write(ptx)
    print("ptx", len(ptx), "bytes, signature", sig)
