"""Writes fib.ptx: Numba's PTX (Numba 0.56.4, NVVM of CUDA 11.8, for compute capability 8.6,
as Numba's test suite compiles for an H200 with that toolkit) of a kernel that stores fib(x[0])
in r[0], fib a recursive device function of the shape numba.cuda.tests.cudapy.test_recursion
calls (written here). Run with Debian's python3-numba: python3 gen.py > fib.ptx"""
import sys

from numba import cuda, int64


@cuda.jit(device=True)
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def kernel(r, x):
    r[0] = fib(x[0])


ptx, _ = cuda.compile_ptx(kernel, (int64[:], int64[:]), cc=(8, 6))
sys.stdout.write(ptx)
