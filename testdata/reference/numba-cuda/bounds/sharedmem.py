# numba-cuda's TestLinker.test_get_shared_mem_per_block kernel (a 100-float32
# shared array): CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES as the driver answers
# it, and the section table of the linked cubin (names, types, sizes: ELF
# headers only), which is saved beside for cudasim's test.
import struct, sys, os
import numpy as np
from numba import cuda, float32, int32

out = sys.argv[1]

@cuda.jit("void(int32[::1], int32[::1])")
def simple_smem(ary, dty):
    sm = cuda.shared.array(100, float32)
    i = cuda.grid(1)
    if i == 0:
        for j in range(100):
            sm[j] = j
    cuda.syncthreads()
    ary[i] = sm[i]

@cuda.jit("void(float32[::1])")
def no_smem(ary):
    ary[0] = 1

for k in (simple_smem, no_smem):
    sig = k.signatures[0]
    kern = k.overloads[sig]
    print(k.__name__, "get_shared_mem_per_block", k.get_shared_mem_per_block(sig), "regs", k.get_regs_per_thread(sig))
    try:
        img = kern._codelibrary.get_cubin()
    except Exception as e:
        print("get_cubin", type(e).__name__, e)
        continue
    path = os.path.join(out, k.__name__ + ".cubin")
    open(path, "wb").write(img)
    shoff, = struct.unpack_from("<Q", img, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", img, 0x3A)
    def sh(i):
        return struct.unpack_from("<IIQQQQIIQQ", img, shoff + i * shentsize)
    strtab = sh(shstrndx)
    def nm(o):
        s = img[strtab[4] + o:]
        return s[:s.index(b"\0")].decode()
    print(" cubin", len(img), "bytes, e_flags %#x" % struct.unpack_from("<I", img, 0x30))
    for i in range(shnum):
        h = sh(i)
        print("  [%2d] %-60s type %#010x flags %#x size %d align %d info %#x" % (i, nm(h[0]), h[1], h[2], h[5], h[8], h[7]))
