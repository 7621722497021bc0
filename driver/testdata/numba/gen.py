# Writes the PTX that Numba 0.56.4 (Debian 12, NVVM of CUDA 11.8) makes for
# the kernels of Numba's own tests that cudasim's tests use, so that CI needs
# no Numba.  Run with the environment tools/numba/run.sh sets up (CUDA_HOME,
# NUMBA_CUDA_DRIVER, the shim on PYTHONPATH):
#   sequential_rows.ptx  cudapy/test_cooperative_groups.py: grid.sync() a row
#   this_grid.ptx        the same file's this_grid (cuda.cg.this_grid() only)
#   lots_of_registers.ptx  cudadrv/test_linker.py's func_with_lots_of_registers
#   pi_sin_f32.ptx, pi_sin_f64.ptx  cudapy/test_dispatcher.py's pi_sin_array
import math, sys
from numba import cuda, float32, float64, int32, int64
from numba.cuda.compiler import compile_ptx
sys.path.insert(0, "/usr/lib/python3/dist-packages/numba/cuda/tests/cudadrv")
from test_linker import func_with_lots_of_registers


def sequential_rows(M):
    col = cuda.grid(1)
    g = cuda.cg.this_grid()
    rows = M.shape[0]
    cols = M.shape[1]
    for row in range(1, rows):
        opposite = cols - col - 1
        M[row, col] = M[row - 1, opposite] + 1
        g.sync()


def this_grid(A):
    cuda.cg.this_grid()
    A[0] = 1.0


def pi_sin_array(x, n):
    i = cuda.grid(1)
    if i < n:
        x[i] = 3.14 * math.sin(x[i])


for name, fn, sig in [
        ("sequential_rows", sequential_rows, (int32[:, ::1],)),
        ("this_grid", this_grid, (float32[::1],)),
        ("lots_of_registers", func_with_lots_of_registers, (float64[::1], int64, int64, int64, int64, int64, int64)),
        ("pi_sin_f32", pi_sin_array, (float32[::1], int64)),
        ("pi_sin_f64", pi_sin_array, (float64[::1], int64))]:
    ptx, _ = compile_ptx(fn, sig, cc=(8, 6))
    open(name + ".ptx", "w").write(ptx)
