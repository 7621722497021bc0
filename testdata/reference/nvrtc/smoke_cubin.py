# cuda.core compiling with NVRTC to cubin (as its own tests do), then
# loading and launching; prints which libnvrtc the process holds.
import sys, traceback
def step(name, fn):
    try:
        r = fn()
        print(f"OK   {name}: {r!r}"[:300], flush=True)
        return r
    except Exception as e:
        print(f"FAIL {name}: {type(e).__name__}: {e}"[:600], flush=True)
        return None
from cuda.core import Device, LaunchConfig, Program, ProgramOptions, launch
import numpy as np
try:
    import cuda.pathfinder as pf
    step("pathfinder nvrtc", lambda: pf.load_nvidia_dynamic_lib("nvrtc").abs_path)
except Exception as e:
    print("no pathfinder:", e)
dev = Device(); dev.set_current()
s = dev.create_stream()
code = r'''
extern "C" __global__ void scale(float *x, float a, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = a * x[i] + 1.0f;
}'''
prog = Program(code, code_type="c++", options=ProgramOptions(arch=f"sm_{dev.arch}"))
mod = step("compile cubin", lambda: prog.compile("cubin"))
ker = step("get_kernel", lambda: mod.get_kernel("scale"))
step("num_regs", lambda: ker.attributes.num_regs)
n = 1024
mr = dev.memory_resource
buf = mr.allocate(n * 4, stream=s)
h = np.arange(n, dtype=np.float32)
import ctypes
from cuda.core import LegacyPinnedMemoryResource
pinned = LegacyPinnedMemoryResource().allocate(n * 4)
arr = (ctypes.c_float * n).from_address(int(pinned.handle))
for i in range(n): arr[i] = float(i)
buf.copy_from(pinned, stream=s); s.sync()
step("launch", lambda: (launch(s, LaunchConfig(grid=8, block=128), ker, buf, np.float32(2.0), np.uint32(n)), s.sync()))
pinned.copy_from(buf, stream=s); s.sync()
arr = (ctypes.c_float * n).from_address(int(pinned.handle))
print("result", arr[0], arr[1], arr[1023], "want 1.0 3.0 2047.0", flush=True)
seen = set()
for line in open("/proc/self/maps"):
    p = line.split()[-1]
    if ("nvrtc" in p or "libcuda" in p) and p not in seen:
        seen.add(p)
        print("mapped", p)
