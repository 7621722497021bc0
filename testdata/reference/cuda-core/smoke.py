# cuda.core smoke test: the README example's steps, each reported on its own.
import sys, traceback, ctypes
def step(name, fn):
    try:
        r = fn()
        print(f"OK   {name}: {r!r}"[:300], flush=True)
        return r
    except Exception as e:
        print(f"FAIL {name}: {type(e).__name__}: {e}"[:600], flush=True)
        traceback.print_exc(limit=3)
        return None
import cuda.core as cc
print("cuda.core", getattr(cc, "__version__", "?"))
from cuda.core import Device, LaunchConfig, Program, ProgramOptions, launch
dev = Device(); dev.set_current()
print("device", dev.name, dev.arch)
s = dev.create_stream()
mr = step("Device().memory_resource", lambda: dev.memory_resource)
code = r'''
extern "C" __global__ void scale(float *x, float a, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = a * x[i] + 1.0f;
}'''
prog = step("Program", lambda: Program(code, code_type="c++", options=ProgramOptions(arch=f"sm_{dev.arch}")))
mod = step("compile ptx", lambda: prog.compile("ptx"))
ker = step("get_kernel", lambda: mod.get_kernel("scale"))
print("num_regs", step("num_regs", lambda: ker.attributes.num_regs))
n = 1024
buf = step("allocate", lambda: mr.allocate(n * 4, stream=s))
pinned = step("pinned", lambda: cc.LegacyPinnedMemoryResource().allocate(n * 4))
def host():
    return (ctypes.c_float * n).from_address(int(pinned.handle))
def fill():
    h = host()
    for i in range(n): h[i] = float(i)
    buf.copy_from(pinned, stream=s); s.sync(); return True
step("fill", fill)
cfg = LaunchConfig(grid=(n + 127) // 128, block=128)
import numpy as np  # noqa: E402  (cuda.core's launch takes numpy scalars for sized types)
step("launch", lambda: launch(s, cfg, ker, buf, np.float32(2.0), np.uint32(n)))
def graph():
    gb = s.create_graph_builder()
    gb.begin_building()
    launch(gb, cfg, ker, buf, np.float32(2.0), np.uint32(n))
    launch(gb, cfg, ker, buf, np.float32(0.5), np.uint32(n))
    gb.end_building()
    g = gb.complete()
    g.upload(s)
    g.launch(s)
    s.sync()
    return type(g).__name__
step("graph", graph)
def check():
    pinned.copy_from(buf, stream=s); s.sync()
    h = host()
    return [h[0], h[1], h[1023]]  # 0.5*(2x+1)+1 = x+1.5
step("result", check)
step("free", lambda: buf.close(s))
