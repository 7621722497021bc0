"""Drives cudasim's libcuda.so.1 from Python with ctypes: loads a library with
no context, launches its addOne kernel in the primary context, reads back.

    python3 ctypes_example.py /path/to/libcuda.so.1 kernels.fatbin
"""
import ctypes
import sys


def check(r, what):
    if r != 0:
        name = ctypes.c_char_p()
        cuda.cuGetErrorName(r, ctypes.byref(name))
        sys.exit(f"{what}: {name.value.decode()}")


cuda = ctypes.CDLL(sys.argv[1])
image = open(sys.argv[2], "rb").read()

check(cuda.cuInit(0), "cuInit")
dev = ctypes.c_int()
check(cuda.cuDeviceGet(ctypes.byref(dev), 0), "cuDeviceGet")
name = ctypes.create_string_buffer(256)
check(cuda.cuDeviceGetName(name, 256, dev), "cuDeviceGetName")
print("device:", name.value.decode())

lib = ctypes.c_void_p()
check(cuda.cuLibraryLoadData(ctypes.byref(lib), image, None, None, 0, None, None, 0), "cuLibraryLoadData")
kernel = ctypes.c_void_p()
check(cuda.cuLibraryGetKernel(ctypes.byref(kernel), lib, b"addOne"), "cuLibraryGetKernel")

ctx = ctypes.c_void_p()
check(cuda.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev), "cuDevicePrimaryCtxRetain")
check(cuda.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")

n = 8
host = (ctypes.c_int * n)(*range(n))
buf = ctypes.c_uint64()
check(cuda.cuMemAlloc_v2(ctypes.byref(buf), ctypes.c_size_t(4 * n)), "cuMemAlloc")
check(cuda.cuMemcpyHtoD_v2(buf, host, ctypes.c_size_t(4 * n)), "cuMemcpyHtoD")
count = ctypes.c_int(n)
params = (ctypes.c_void_p * 2)(ctypes.cast(ctypes.byref(buf), ctypes.c_void_p),
                               ctypes.cast(ctypes.byref(count), ctypes.c_void_p))
u = ctypes.c_uint
check(cuda.cuLaunchKernel(kernel, u(1), u(1), u(1), u(32), u(1), u(1), u(0), None, params, None), "cuLaunchKernel")
check(cuda.cuCtxSynchronize(), "cuCtxSynchronize")
check(cuda.cuMemcpyDtoH_v2(host, buf, ctypes.c_size_t(4 * n)), "cuMemcpyDtoH")
print("addOne:", list(host))

check(cuda.cuMemFree_v2(buf), "cuMemFree")
check(cuda.cuLibraryUnload(lib), "cuLibraryUnload")
check(cuda.cuDevicePrimaryCtxRelease_v2(dev), "cuDevicePrimaryCtxRelease")
