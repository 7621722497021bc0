package driver

import (
	"encoding/binary"
	"fmt"
	"os"
	"testing"
)

// TestProbe2Transcript replays the printed calls of each probe2 section (the
// real driver on an H200, testdata/reference/probe2) against cudasim and
// compares codes and printed values.
func TestProbe2Transcript(t *testing.T) {
	all := readProbe2(t)
	img, err := os.ReadFile("../testdata/reference/kernels.cubin")
	if err != nil {
		t.Fatal(err)
	}
	sections := map[string]func(t *testing.T) []probeStep{
		"memfree": func(t *testing.T) []probeStep {
			th, _, _, mod, buf := probe2Setup(t)
			var gp, lg, mp, am DevicePtr
			var lib Library
			memType := func(p *DevicePtr, label string) func() (error, []string) {
				return func() (error, []string) {
					v, err := th.PointerGetAttribute(PointerAttributeMemoryType, *p)
					return err, []string{fmt.Sprintf("%s memtype=%d", label, v)}
				}
			}
			return []probeStep{
				{call: `cuModuleGetGlobal(&gp, &gsz, mod, "devCounter"`, run: func() (error, []string) {
					var err error
					gp, _, err = th.ModuleGetGlobal(mod, "devCounter")
					return none(err)
				}},
				{call: `cuMemFree(gp)`, run: func() (error, []string) { return none(th.MemFree(gp)) }},
				{call: `cuMemFree(gp + 4)`, run: func() (error, []string) { return none(th.MemFree(gp + 4)) }},
				{call: `cuMemFree(buf + 16)`, run: func() (error, []string) { return none(th.MemFree(buf + 16)) }},
				{call: `cuModuleGetGlobal(&gp, &gsz, mod, "cscale")`, run: func() (error, []string) {
					var err error
					gp, _, err = th.ModuleGetGlobal(mod, "cscale")
					return none(err)
				}},
				{call: `cuMemFree(gp)`, run: func() (error, []string) { return none(th.MemFree(gp)) }},
				{call: `cuLibraryLoadData(&lib, data, NULL, NULL, 0, N`, run: func() (error, []string) {
					var err error
					lib, err = th.LibraryLoadData(img, nil, nil)
					return none(err)
				}},
				{call: `cuLibraryGetGlobal(&lg, &gsz, lib, "devCounter`, run: func() (error, []string) {
					var err error
					lg, _, err = th.LibraryGetGlobal(lib, "devCounter")
					return none(err)
				}},
				{call: `cuMemFree(lg)`, run: func() (error, []string) { return none(th.MemFree(lg)) }},
				{call: `cuLibraryGetManaged(&mp, &gsz, lib, "managedVa`, run: func() (error, []string) {
					var err error
					mp, _, err = th.LibraryGetManaged(lib, "managedVal")
					return none(err)
				}},
				{call: `cuMemFree(mp)`, run: func() (error, []string) { return none(th.MemFree(mp)) }},
				{call: `cuPointerGetAttribute(&mt, CU_POINTER_ATTRIBUT`, run: memType(&mp, "managed")},
				{call: `cuPointerGetAttribute(&ism, CU_POINTER_ATTRIBU`, run: func() (error, []string) {
					v, err := th.PointerGetAttribute(PointerAttributeIsManaged, mp)
					return err, []string{fmt.Sprintf("managed isManaged=%d", v)}
				}},
				{call: `cuPointerGetAttribute(&mt, CU_POINTER_ATTRIBUT`, run: memType(&lg, "global")},
				{call: `cuModuleGetGlobal(&gp, &gsz, mod, "devCounter"`, run: func() (error, []string) {
					var err error
					gp, _, err = th.ModuleGetGlobal(mod, "devCounter")
					return none(err)
				}},
				{call: `cuMemFree(gp)`, run: func() (error, []string) { return none(th.MemFree(gp)) }},
				{call: `cuLibraryUnload(lib)`, run: func() (error, []string) { return none(th.LibraryUnload(lib)) }},
				{call: `cuMemAllocManaged(&am, 256, CU_MEM_ATTACH_GLOB`, run: func() (error, []string) {
					var err error
					am, err = th.MemAllocManaged(256, MemAttachGlobal)
					return none(err)
				}},
				{call: `cuPointerGetAttribute(&mt, CU_POINTER_ATTRIBUT`, run: memType(&am, "allocmanaged")},
				{call: `cuMemFree(am)`, run: func() (error, []string) { return none(th.MemFree(am)) }},
				{call: `cuMemFree(buf)`, run: func() (error, []string) { return none(th.MemFree(buf)) }},
			}
		},
		"host": func(t *testing.T) []probeStep {
			th, _, _, _, _ := probe2Setup(t)
			var h [5][]byte
			getFlags := func(i int, label string) probeStep {
				return probeStep{call: fmt.Sprintf("cuMemHostGetFlags(&flags, %s)", []string{"h", "h2", "h3", "h4", "hr"}[i]), run: func() (error, []string) {
					f, err := th.MemHostGetFlags(h[i])
					return err, []string{fmt.Sprintf("%s flags=%d", label, f)}
				}}
			}
			alloc := func(i int, call string, flags uint32) probeStep {
				return probeStep{call: call, run: func() (error, []string) { var err error; h[i], err = th.MemHostAlloc(4096, flags); return none(err) }}
			}
			return []probeStep{
				{call: "cuMemAllocHost(&h, 4096)", run: func() (error, []string) { var err error; h[0], err = th.MemAllocHost(4096); return none(err) }},
				getFlags(0, "allochost"),
				alloc(1, "cuMemHostAlloc(&h2, 4096, 0)", 0),
				getFlags(1, "hostalloc(0)"),
				alloc(2, "cuMemHostAlloc(&h3, 4096, CU_MEMHOSTALLOC_DEVI", MemHostAllocDeviceMap),
				getFlags(2, "hostalloc(DEVICEMAP)"),
				alloc(3, "cuMemHostAlloc(&h4, 4096, CU_MEMHOSTALLOC_PORT", MemHostAllocPortable|MemHostAllocWriteCombined),
				getFlags(3, "hostalloc(PORTABLE|WC)"),
				{call: "cuMemHostRegister(hr, 8192, 0)", run: func() (error, []string) { h[4] = make([]byte, 8192); return none(th.MemHostRegister(h[4], 0)) }},
				getFlags(4, "register(0)"),
			}
		},
		"memset": func(t *testing.T) []probeStep {
			th, _, _, _, buf := probe2Setup(t)
			return []probeStep{
				{call: "cuMemsetD16(buf + 1, 7, 4)", run: func() (error, []string) { return none(th.MemsetD16(buf+1, 7, 4)) }},
				{call: "cuMemsetD16(buf + 2, 7, 4)", run: func() (error, []string) { return none(th.MemsetD16(buf+2, 7, 4)) }},
				{call: "cuMemsetD32(buf + 2, 7, 4)", run: func() (error, []string) { return none(th.MemsetD32(buf+2, 7, 4)) }},
				{call: "cuMemsetD32(buf + 1, 7, 4)", run: func() (error, []string) { return none(th.MemsetD32(buf+1, 7, 4)) }},
				{call: "cuMemsetD32(buf + 4, 7, 4)", run: func() (error, []string) { return none(th.MemsetD32(buf+4, 7, 4)) }},
				{call: "cuMemsetD8(buf + 1, 7, 4)", run: func() (error, []string) { return none(th.MemsetD8(buf+1, 7, 4)) }},
				{call: "cuCtxSynchronize()", run: func() (error, []string) { return none(th.CtxSynchronize()) }},
			}
		},
		"pitch": func(t *testing.T) []probeStep {
			th, _, _, _, _ := probe2Setup(t)
			pitch := func(call string, w, h uint64) probeStep {
				return probeStep{call: call, run: func() (error, []string) {
					_, p, err := th.MemAllocPitch(w, h, 4)
					return err, []string{fmt.Sprintf("pitch=%d", p)}
				}}
			}
			return []probeStep{
				pitch("cuMemAllocPitch(&p, &pitch, 0, 3, 4)", 0, 3),
				pitch("cuMemAllocPitch(&p, &pitch, 100, 0, 4)", 100, 0),
			}
		},
		"pcibus": func(t *testing.T) []probeStep {
			th, d0, _, _, _ := probe2Setup(t)
			id := ""
			byID := func(call, label string, arg func() string) probeStep {
				return probeStep{call: call, run: func() (error, []string) {
					d, err := th.DeviceGetByPCIBusId(arg())
					if err != nil {
						d = -1
					}
					return err, []string{fmt.Sprintf(label, d)}
				}}
			}
			return []probeStep{
				{call: "cuDeviceGetPCIBusId(id, sizeof id, d0)", run: func() (error, []string) {
					var err error
					id, err = th.DeviceGetPCIBusId(d0)
					return err, []string{"id=" + id}
				}},
				byID("cuDeviceGetByPCIBusId(&d, id)", "dev=%d", func() string { return id }),
				byID("cuDeviceGetByPCIBusId(&d, id)", "lower dev=%d", func() string { return id }),
				byID("cuDeviceGetByPCIBusId(&d, id + 5)", "short("+"00:06.0"+") dev=%d", func() string { return id[5:] }),
				byID(`cuDeviceGetByPCIBusId(&d, "0000:ff:1f.0")`, "dev=%d", func() string { return "0000:ff:1f.0" }),
				byID(`cuDeviceGetByPCIBusId(&d, "junk")`, "dev=%d", func() string { return "junk" }),
				byID(`cuDeviceGetByPCIBusId(&d, "")`, "dev=%d", func() string { return "" }),
			}
		},
		"unified": func(t *testing.T) []probeStep {
			th, _, _, _, _ := probe2Setup(t)
			var lib Library
			uf := func(call, name string) probeStep {
				return probeStep{call: call, run: func() (error, []string) { _, err := th.LibraryGetUnifiedFunction(lib, name); return none(err) }}
			}
			return []probeStep{
				{call: `cuLibraryLoadData(&lib, data, NULL, NULL, 0, N`, run: func() (error, []string) {
					var err error
					lib, err = th.LibraryLoadData(img, nil, nil)
					return none(err)
				}},
				uf(`cuLibraryGetUnifiedFunction(&uf, lib, "addOne"`, "addOne"),
				uf(`cuLibraryGetUnifiedFunction(&uf, lib, "noSuchN`, "noSuchName"),
				uf(`cuLibraryGetUnifiedFunction(&uf, lib, "devCoun`, "devCounter"),
				uf(`cuLibraryGetUnifiedFunction(&uf, lib, "")`, ""),
			}
		},
		"ctxnull": func(t *testing.T) []probeStep {
			th, _, c0, _, _ := probe2Setup(t)
			var cur Context
			isPrimary := func() (error, []string) {
				var err error
				cur, err = th.CtxGetCurrent()
				return err, []string{fmt.Sprintf("current is primary: %d", b2i(cur == c0))}
			}
			return []probeStep{
				{call: "cuCtxDestroy(NULL)", run: func() (error, []string) { return none(th.CtxDestroy(0)) }},
				{call: "cuCtxGetCurrent(&cur)", run: isPrimary},
				{call: "cuCtxPushCurrent(NULL)", run: func() (error, []string) { return none(th.CtxPushCurrent(0)) }},
				// The real driver printed the primary context's address here.
				{call: "cuCtxGetCurrent(&cur)", kernelValues: true, run: func() (error, []string) { var err error; cur, err = th.CtxGetCurrent(); return none(err) }},
				{call: "cuMemAlloc(&gp, 16)", run: func() (error, []string) { _, err := th.MemAlloc(16); return none(err) }},
				{call: "cuCtxPopCurrent(&cur)", kernelValues: true, run: func() (error, []string) { var err error; cur, err = th.CtxPopCurrent(); return none(err) }},
				{call: "cuCtxGetCurrent(&cur)", run: isPrimary},
				{call: "cuCtxSetCurrent(NULL)", run: func() (error, []string) { return none(th.CtxSetCurrent(0)) }},
				{call: "cuCtxGetCurrent(&cur)", run: func() (error, []string) {
					var err error
					cur, err = th.CtxGetCurrent()
					return err, []string{fmt.Sprintf("current after set NULL=%s", map[bool]string{true: "(nil)", false: "PTR"}[cur == 0])}
				}},
				{call: "cuCtxPopCurrent(&cur)", run: func() (error, []string) {
					var err error
					cur, err = th.CtxPopCurrent()
					return err, []string{fmt.Sprintf("popped=%s is primary: %d", map[bool]string{true: "(nil)", false: "PTR"}[cur == 0], b2i(cur == c0))}
				}},
			}
		},
		"ctxprimary": func(t *testing.T) []probeStep {
			th, d0, c0, _, _ := probe2Setup(t)
			state := func() (error, []string) {
				f, a, err := th.DevicePrimaryCtxGetState(d0)
				return err, []string{fmt.Sprintf("flags=%d active=%d", f, b2i(a))}
			}
			return []probeStep{
				{call: "cuCtxDestroy(c0)", run: func() (error, []string) { return none(th.CtxDestroy(c0)) }},
				{call: "cuDevicePrimaryCtxGetState(d0, &flags, &active", run: state},
				{call: "cuCtxGetCurrent(&cur)", run: func() (error, []string) {
					cur, err := th.CtxGetCurrent()
					return err, []string{fmt.Sprintf("current is primary: %d", b2i(cur == c0))}
				}},
				{call: "cuMemAlloc(&gp, 16)", run: func() (error, []string) { _, err := th.MemAlloc(16); return none(err) }},
				{call: "cuDevicePrimaryCtxRelease(d0)", run: func() (error, []string) { return none(th.DevicePrimaryCtxRelease(d0)) }},
				{call: "cuDevicePrimaryCtxGetState(d0, &flags, &active", run: state},
			}
		},
		"crossctx": func(t *testing.T) []probeStep {
			th, d0, c0, mod, buf := probe2Setup(t)
			var f Function
			var b1 DevicePtr
			var c1 Context
			_ = c1
			n := make([]byte, 4)
			binary.LittleEndian.PutUint32(n, 32)
			ptrArg := func(p *DevicePtr) []byte {
				b := make([]byte, 8)
				binary.LittleEndian.PutUint64(b, uint64(*p))
				return b
			}
			launch := func(call string, p *DevicePtr) probeStep {
				return probeStep{call: call, run: func() (error, []string) {
					return none(th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{32, 1, 1}, 0, 0, [][]byte{ptrArg(p), n}, nil))
				}}
			}
			return []probeStep{
				{call: `cuModuleGetFunction(&f, mod, "addOne")`, run: func() (error, []string) {
					var err error
					f, err = th.ModuleGetFunction(mod, "addOne")
					return none(err)
				}},
				{call: "newctx(&c1, 0, d0)", run: func() (error, []string) { var err error; c1, err = th.CtxCreate(0, d0); return none(err) }},
				{call: "cuMemAlloc(&b1, 256)", run: func() (error, []string) { var err error; b1, err = th.MemAlloc(256); return none(err) }},
				launch("cuLaunchKernel(f, 1,1,1, 32,1,1, 0, 0, kp1, NU", &b1),
				{call: "cuCtxSynchronize()", run: func() (error, []string) { return none(th.CtxSynchronize()) }},
				launch("cuLaunchKernel(f, 1,1,1, 32,1,1, 0, 0, kp, NUL", &buf),
				{call: "cuCtxSynchronize()", run: func() (error, []string) { return none(th.CtxSynchronize()) }},
				{call: "cuFuncGetAttribute(&nr, CU_FUNC_ATTRIBUTE_NUM_", run: func() (error, []string) {
					v, err := th.FuncGetAttribute(FuncAttributeNumRegs, f)
					return err, []string{fmt.Sprintf("numRegs from other ctx=%d", v)}
				}},
				{call: "cuFuncGetModule(&m2, f)", run: func() (error, []string) {
					m, err := th.FuncGetModule(f)
					return err, []string{fmt.Sprintf("module same=%d", b2i(m == mod))}
				}},
				{call: "cuModuleUnload(mod)", run: func() (error, []string) { return none(th.ModuleUnload(mod)) }},
				{call: "cuCtxSetCurrent(c0)", run: func() (error, []string) { return none(th.CtxSetCurrent(c0)) }},
				{call: "cuModuleUnload(mod)", run: func() (error, []string) { return none(th.ModuleUnload(mod)) }},
			}
		},
	}
	for name, steps := range sections {
		t.Run(name, func(t *testing.T) {
			want := all[name]
			if len(want) == 0 {
				t.Fatalf("no section %s in the transcript", name)
			}
			replayProbe2(t, want, steps(t))
		})
	}
}
