# numba-cuda's TestLinker.test_get_shared_mem_per_block kernel (a 100-float32
# shared array) and others: the dispatcher's shared_mem_per_block (the
# driver's CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES) and the linked cubin, saved
# to argv[1] for cudasim's test to load.
import sys, os
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

@cuda.jit("void(int32[::1])")
def smem10(ary):
    sm = cuda.shared.array(10, int32)
    sm[cuda.threadIdx.x % 10] = 1
    cuda.syncthreads()
    ary[0] = sm[0]

@cuda.jit("void(float32[::1])")
def no_smem(ary):
    ary[0] = 1

for k in (simple_smem, smem10, no_smem):
    sig = k.signatures[0]
    kern = k.overloads[sig]
    print(k.__name__, "shared_mem_per_block", kern.shared_mem_per_block, "regs", kern.regs_per_thread,
          "max_threads", kern.max_threads_per_block)
    try:
        img = kern._codelibrary.get_cubin()
    except Exception as e:
        print("get_cubin", type(e).__name__, e)
        continue
    path = os.path.join(out, k.__name__ + ".cubin")
    open(path, "wb").write(img)
    print(" cubin", len(img), "bytes ->", path)
