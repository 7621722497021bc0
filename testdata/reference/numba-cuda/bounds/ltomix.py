# nvJitLink 13.0, -lto -ptx: (a) an LTO-IR input alone that defines an
# extern device function nothing in it calls (does the function survive in
# the linked PTX?), (b) the same LTO-IR with a PTX input whose kernel calls
# that function (is a PTX input accepted in an -lto -ptx link, and does the
# linked PTX define both?). numba-cuda's test_nrt_detect_linked_ptx_file
# links that way (NRT_Allocate).
from cuda.bindings import nvrtc, nvjitlink

def compile(src, opts, want):
    err, prog = nvrtc.nvrtcCreateProgram(src.encode(), b"x.cu", 0, [], [])
    err, = nvrtc.nvrtcCompileProgram(prog, len(opts), opts)
    if err != nvrtc.nvrtcResult.NVRTC_SUCCESS:
        _, n = nvrtc.nvrtcGetProgramLogSize(prog); log = b" " * n
        nvrtc.nvrtcGetProgramLog(prog, log); print("nvrtc", err, log.decode(errors="replace")); return None
    if want == "ltoir":
        _, n = nvrtc.nvrtcGetLTOIRSize(prog); b = b" " * n; nvrtc.nvrtcGetLTOIR(prog, b)
    else:
        _, n = nvrtc.nvrtcGetPTXSize(prog); b = b" " * n; nvrtc.nvrtcGetPTX(prog, b)
    return b

lto = compile('extern "C" __device__ int nrt_like(int x) { return x * 3 + 1; }\n'
              'extern "C" __global__ void other(int *p) { *p = 7; }\n',
              [b"-arch=sm_90", b"-dlto", b"-rdc=true"], "ltoir")
ptx = compile('extern "C" __device__ int nrt_like(int x);\n'
              'extern "C" __global__ void user(int *p) { *p = nrt_like(*p); }\n',
              [b"-arch=sm_90", b"-rdc=true"], "ptx")
print("ltoir", len(lto), "ptx", len(ptx))

def link(inputs, opts):
    try:
        h = nvjitlink.create(len(opts), opts)
        for kind, data, name in inputs:
            nvjitlink.add_data(h, kind, data, len(data), name)
        nvjitlink.complete(h)
        n = nvjitlink.get_linked_ptx_size(h)
        buf = bytearray(n)
        nvjitlink.get_linked_ptx(h, buf)
        out = bytes(buf).decode(errors="replace")
        print(" ", opts, [i[2] for i in inputs], "-> PTX", n, "bytes; defines nrt_like:", ".func" in out and "nrt_like" in out,
              "entry user:", ".entry user" in out, "entry other:", ".entry other" in out)
    except Exception as e:
        print(" ", opts, [i[2] for i in inputs], "->", type(e).__name__, e)
        try:
            n = nvjitlink.get_error_log_size(h); log = bytearray(n); nvjitlink.get_error_log(h, log); print("   log:", bytes(log).decode(errors="replace")[:400])
        except Exception as e2:
            print("   no log", e2)

L = (nvjitlink.InputType.LTOIR, lto, "nrt.ltoir")
P = (nvjitlink.InputType.PTX, ptx, "user.ptx")
print("nvjitlink version", nvjitlink.version())
link([L], ["-arch=sm_90", "-lto", "-ptx"])
link([L, P], ["-arch=sm_90", "-lto", "-ptx"])
link([P, L], ["-arch=sm_90", "-lto", "-ptx"])
link([L], ["-arch=sm_90", "-lto", "-ptx", "-kernels-used=other"])
