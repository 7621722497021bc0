package driver

import (
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
)

// probeLine is one driver call of the probe transcript with the lines the
// probe printed after it.
type probeLine struct {
	Tag    string
	Call   string // the C call as printed: cut to 46 characters
	Code   cu.Result
	Values []string
}

// readProbeTranscript reads testdata/reference/probe-transcript.txt in the
// recorder's form.
func readProbeTranscript(t *testing.T) []probeLine {
	t.Helper()
	calls := readTranscript(t)
	out := make([]probeLine, len(calls))
	for i, c := range calls {
		out[i] = probeLine{Tag: c.Tag, Call: c.Call, Code: c.Code, Values: c.Values}
	}
	return out
}

// probeRecorder collects a replay in the transcript's form.
type probeRecorder struct {
	tag  string
	got  []probeLine
	skip map[int]string // entries whose code cannot be reproduced from Go, and why
}

// R records one call, as probe.c's R macro prints it.
func (r *probeRecorder) R(call string, err error) {
	if len(call) > 46 {
		call = call[:46]
	}
	r.got = append(r.got, probeLine{Tag: r.tag, Call: strings.TrimRight(call, " "), Code: cu.Code(err)})
}

// cOnly records a call that has no Go form (a NULL output pointer).
func (r *probeRecorder) cOnly(call, why string) {
	r.R(call, nil)
	if r.skip == nil {
		r.skip = map[int]string{}
	}
	r.skip[len(r.got)-1] = why
}

// printf records a line the probe prints.
func (r *probeRecorder) printf(format string, args ...any) {
	last := &r.got[len(r.got)-1]
	last.Values = append(last.Values, strings.TrimSpace(fmt.Sprintf(format, args...)))
}

func ptrStr(v uint64) string {
	if v == 0 {
		return "(nil)"
	}
	return fmt.Sprintf("0x%x", v)
}

// replayProbe drives the driver as probe.c does, call by call, with the
// fatbin as the main image (the reference says the transcript is the same
// with it, and its compute_90 PTX is what cudasim executes).
func replayProbe(t *testing.T, d *Driver) *probeRecorder {
	data, err := os.ReadFile("../testdata/reference/kernels.fatbin")
	if err != nil {
		t.Fatal(err)
	}
	ptx, err := os.ReadFile("../testdata/reference/kernels.ptx")
	if err != nil {
		t.Fatal(err)
	}
	th := d.NewThread()
	r := &probeRecorder{}
	var (
		lib, lib2        Library
		k, kr, kb, kf    Kernel
		fn               Function
		c0, c1, cur, pc  Context
		d0               Device
		mod              Module
		gp, gp2, mp, mp2 DevicePtr
		buf, buf1        DevicePtr
		gsz              uint64
		v                [8]int32
		flags            uint32
		active           bool
		cnt              int
		ok               = func(b bool) int { return map[bool]int{false: 0, true: 1}[b] }
		memcpyDtoH       func(call string, src DevicePtr, n int)
		primaryState     func()
		launch           func(call string, f Function, grid, block Dim3, shared uint32, params [][]byte, extra []byte)
		libraryLoadData  func(call string, img []byte) (Library, error)
		kernelName       = func(k Kernel) string {
			s, err := th.KernelGetName(k)
			if err != nil {
				return "?"
			}
			return s
		}
	)
	memcpyDtoH = func(call string, src DevicePtr, n int) {
		b := make([]byte, n)
		err := th.MemcpyDtoH(b, src)
		r.R(call, err)
		if err == nil {
			for i := 0; i < n/4; i++ {
				v[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
			}
		}
	}
	primaryState = func() {
		var err error
		flags, active, err = th.DevicePrimaryCtxGetState(d0)
		r.R("cuDevicePrimaryCtxGetState(d0, &flags, &active)", err)
		r.printf("  flags=%d active=%d", flags, ok(active))
	}
	launch = func(call string, f Function, grid, block Dim3, shared uint32, params [][]byte, extra []byte) {
		r.R(call, th.LaunchKernel(f, grid, block, shared, 0, params, extra))
	}
	libraryLoadData = func(call string, img []byte) (Library, error) {
		l, err := th.LibraryLoadData(img, nil, nil)
		r.R(call, err)
		return l, err
	}
	one := Dim3{1, 1, 1}

	r.tag = "preinit"
	lib, _ = libraryLoadData("cuLibraryLoadData(&lib, data, NULL, NULL, 0, NULL, NULL, 0)", data)
	_, err = th.CtxGetCurrent()
	r.R("cuCtxGetCurrent(&cur)", err)
	_, err = th.DeviceGet(0)
	r.R("cuDeviceGet(&d0, 0)", err)
	drv, err := th.DriverGetVersion()
	r.R("cuDriverGetVersion(&drv)", err)
	r.printf("driverVersion %d", drv)

	r.tag = "init"
	r.R("cuInit(0)", th.Init(0))
	r.R("cuInit(0)", th.Init(0))
	r.R("cuInit(1)", th.Init(1))
	d0, err = th.DeviceGet(0)
	r.R("cuDeviceGet(&d0, 0)", err)
	cnt, err = th.DeviceGetCount()
	r.R("cuDeviceGetCount(&cnt)", err)
	r.printf("deviceCount %d", cnt)
	_, err = th.DeviceGet(99)
	r.R("cuDeviceGet(&d0, 99)", err)
	cur, err = th.CtxGetCurrent()
	r.R("cuCtxGetCurrent(&cur)", err)
	r.printf("current=%s", ptrStr(uint64(cur)))
	_, err = th.CtxPopCurrent()
	r.R("cuCtxPopCurrent(&cur)", err)
	r.R("cuCtxSynchronize()", th.CtxSynchronize())
	_, err = th.MemAlloc(16)
	r.R("cuMemAlloc(&buf, 16)", err)
	mode, err := th.ModuleGetLoadingMode()
	r.R("cuModuleGetLoadingMode((CUmoduleLoadingMode*)&v[0])", err)
	r.printf("loadingMode %d", mode)

	r.tag = "lib-noctx"
	lib, _ = libraryLoadData("cuLibraryLoadData(&lib, data, NULL, NULL, 0, NULL, NULL, 0)", data)
	getKernel := func(call string, dst *Kernel, l Library, name string) {
		kk, err := th.LibraryGetKernel(l, name)
		r.R(call, err)
		if err == nil {
			*dst = kk
		}
	}
	getKernel(`cuLibraryGetKernel(&k, lib, "addOne")`, &k, lib, "addOne")
	getKernel(`cuLibraryGetKernel(&kr, lib, "readGlobals")`, &kr, lib, "readGlobals")
	getKernel(`cuLibraryGetKernel(&kb, lib, "bumpGlobals")`, &kb, lib, "bumpGlobals")
	getKernel(`cuLibraryGetKernel(&kf, lib, "faulty")`, &kf, lib, "faulty")
	getKernel(`cuLibraryGetKernel(&k, lib, "noSuchKernel")`, &k, lib, "noSuchKernel")
	getKernel(`cuLibraryGetKernel(&k, lib, "addOne")`, &k, lib, "addOne")
	n32, err := th.LibraryGetKernelCount(lib)
	r.R("cuLibraryGetKernelCount((unsigned*)&cnt, lib)", err)
	cnt = int(n32)
	r.printf("kernelCount %d", cnt)
	ks, err := th.LibraryEnumerateKernels(lib, uint32(cnt))
	r.R("cuLibraryEnumerateKernels(ks, cnt, lib)", err)
	for i, kk := range ks {
		r.printf("  kernel[%d] %s", i, kernelName(kk))
	}
	name, err := th.KernelGetName(k)
	r.R("cuKernelGetName(&nm, k)", err)
	r.printf("  name %s", name)
	off, sz, err := th.KernelGetParamInfo(k, 0)
	r.R("cuKernelGetParamInfo(k, 0, &off, &sz)", err)
	r.printf("  p0 off=%d sz=%d", off, sz)
	off, sz, err = th.KernelGetParamInfo(k, 1)
	r.R("cuKernelGetParamInfo(k, 1, &off, &sz)", err)
	r.printf("  p1 off=%d sz=%d", off, sz)
	_, _, err = th.KernelGetParamInfo(k, 2)
	r.R("cuKernelGetParamInfo(k, 2, &off, &sz)", err)
	for _, a := range []struct {
		attr  FuncAttribute
		label string
	}{{0, "maxThreads"}, {4, "numRegs"}, {5, "ptxVersion"}, {6, "binVersion"}} {
		val, err := th.KernelGetAttribute(a.attr, k, d0)
		r.R("cuKernelGetAttribute(&v[0], CU_FUNC_ATTRIBUTE_", err)
		if err == nil {
			v[0] = val
		}
		r.printf("  %s %d", a.label, v[0])
	}
	_, err = th.KernelGetFunction(k)
	r.R("cuKernelGetFunction(&fn, k)", err)
	_, err = th.LibraryGetModule(lib)
	r.R("cuLibraryGetModule(&mod, lib)", err)
	_, _, err = th.LibraryGetGlobal(lib, "devCounter")
	r.R(`cuLibraryGetGlobal(&gp, &gsz, lib, "devCounter")`, err)
	mp, gsz, err = th.LibraryGetManaged(lib, "managedVal")
	r.R(`cuLibraryGetManaged(&mp, &gsz, lib, "managedVal")`, err)
	r.printf("  managed=%x size=%d", mp, gsz)
	_, err = th.LibraryGetUnifiedFunction(lib, "addOne")
	r.R(`cuLibraryGetUnifiedFunction(&uf, lib, "addOne")`, err)
	launch("cuLaunchKernel((CUfunction)k, 1,1,1, 32,1,1, 0, 0, kp, NULL)", Function(k), one, Dim3{32, 1, 1}, 0, Args(buf, int32(cnt)), nil)

	r.tag = "primary"
	primaryState()
	c0, err = th.DevicePrimaryCtxRetain(d0)
	r.R("cuDevicePrimaryCtxRetain(&c0, d0)", err)
	primaryState()
	cur, err = th.CtxGetCurrent()
	r.R("cuCtxGetCurrent(&cur)", err)
	r.printf("  current is primary: %d", ok(cur == c0))
	_, err = th.KernelGetFunction(k)
	r.R("cuKernelGetFunction(&fn, k)", err)
	r.R("cuCtxSetCurrent(c0)", th.CtxSetCurrent(c0))
	fn, err = th.KernelGetFunction(k)
	r.R("cuKernelGetFunction(&fn, k)", err)
	fn2, err := th.KernelGetFunction(k)
	r.R("cuKernelGetFunction(&fn2, k)", err)
	r.printf("  same CUfunction twice: %d", ok(fn == fn2))
	mod, err = th.LibraryGetModule(lib)
	r.R("cuLibraryGetModule(&mod, lib)", err)
	mf, err := th.ModuleGetFunction(mod, "addOne")
	r.R(`cuModuleGetFunction(&mf, mod, "addOne")`, err)
	r.printf("  moduleFunc==kernelFunc: %d", ok(mf == fn))
	gp, gsz, err = th.LibraryGetGlobal(lib, "devCounter")
	r.R(`cuLibraryGetGlobal(&gp, &gsz, lib, "devCounter")`, err)
	r.printf("  global size=%d", gsz)
	_, _, err = th.LibraryGetGlobal(lib, "noSuchGlobal")
	r.R(`cuLibraryGetGlobal(&gp, &gsz, lib, "noSuchGlobal")`, err)
	if p, s, e := th.LibraryGetGlobal(lib, "managedVal"); e == nil {
		gp, gsz, err = p, s, nil
	} else {
		err = e
	}
	r.R(`cuLibraryGetGlobal(&gp, &gsz, lib, "managedVal")`, err)
	r.printf("  managed via GetGlobal size=%d", gsz)
	mp, gsz, err = th.LibraryGetManaged(lib, "managedVal")
	r.R(`cuLibraryGetManaged(&mp, &gsz, lib, "managedVal")`, err)
	_, _, err = th.LibraryGetManaged(lib, "devCounter")
	r.R(`cuLibraryGetManaged(&mp, &gsz, lib, "devCounter")`, err)
	buf, err = th.MemAlloc(64 * 4)
	r.R("cuMemAlloc(&buf, 64 * sizeof(int))", err)
	r.R("cuMemsetD32(buf, 5, 64)", th.MemsetD32(buf, 5, 64))
	n := int32(64)
	kp := Args(buf, n)
	launch("cuLaunchKernel((CUfunction)k, 2,1,1, 32,1,1, 0, 0, kp, NULL)", Function(k), Dim3{2, 1, 1}, Dim3{32, 1, 1}, 0, kp, nil)
	r.R("cuCtxSynchronize()", th.CtxSynchronize())
	memcpyDtoH("cuMemcpyDtoH(v, buf, 8 * sizeof(int))", buf, 8*4)
	r.printf("  addOne -> %d %d", v[0], v[7])
	launch("cuLaunchKernel((CUfunction)kb, 1,1,1, 4,1,1, 0, 0, kb_p, NULL)", Function(kb), one, Dim3{4, 1, 1}, 0, [][]byte{nil}, nil)
	launch("cuLaunchKernel((CUfunction)kr, 1,1,1, 1,1,1, 0, 0, kr_p, NULL)", Function(kr), one, one, 0, Args(buf), nil)
	r.R("cuCtxSynchronize()", th.CtxSynchronize())
	memcpyDtoH("cuMemcpyDtoH(v, buf, 3 * sizeof(int))", buf, 3*4)
	r.printf("  globals ctx0 dev=%d managed=%d const=%d", v[0], v[1], v[2])
	hb, err := d.HostBytes(mp)
	if err != nil {
		t.Fatalf("host access to managed variable at %#x: %v", mp, err)
	}
	r.printf("  host reads managed: %d", int32(binary.LittleEndian.Uint32(hb)))

	r.tag = "ctx2"
	c1, err = th.CtxCreate(0, d0)
	r.R("cuCtxCreate(&c1, NULL, 0, d0)", err)
	cur, err = th.CtxGetCurrent()
	r.R("cuCtxGetCurrent(&cur)", err)
	r.printf("  current is new ctx: %d", ok(cur == c1))
	gp2, gsz, err = th.LibraryGetGlobal(lib, "devCounter")
	r.R(`cuLibraryGetGlobal(&gp2, &gsz, lib, "devCounter")`, err)
	r.printf("  global differs across ctx: %d", ok(gp2 != gp))
	mp2, gsz, err = th.LibraryGetManaged(lib, "managedVal")
	r.R(`cuLibraryGetManaged(&mp2, &gsz, lib, "managedVal")`, err)
	r.printf("  managed same across ctx: %d", ok(mp2 == mp))
	fn1, err := th.KernelGetFunction(k)
	r.R("cuKernelGetFunction(&fn1, k)", err)
	r.printf("  function differs across ctx: %d", ok(fn1 != fn))
	buf1, err = th.MemAlloc(64)
	r.R("cuMemAlloc(&buf1, 64)", err)
	launch("cuLaunchKernel((CUfunction)kr, 1,1,1, 1,1,1, 0, 0, kr_p, NULL)", Function(kr), one, one, 0, Args(buf1), nil)
	r.R("cuCtxSynchronize()", th.CtxSynchronize())
	memcpyDtoH("cuMemcpyDtoH(v, buf1, 3 * sizeof(int))", buf1, 3*4)
	r.printf("  globals ctx1 dev=%d managed=%d const=%d", v[0], v[1], v[2])
	r.R("cuCtxPushCurrent(c0)", th.CtxPushCurrent(c0))
	cur, err = th.CtxGetCurrent()
	r.R("cuCtxGetCurrent(&cur)", err)
	r.printf("  after push current is primary: %d", ok(cur == c0))
	pc, err = th.CtxPopCurrent()
	r.R("cuCtxPopCurrent(&pc)", err)
	r.printf("  popped primary: %d", ok(pc == c0))
	cur, err = th.CtxGetCurrent()
	r.R("cuCtxGetCurrent(&cur)", err)
	r.printf("  after pop current is new ctx: %d", ok(cur == c1))
	r.R("cuCtxDestroy(c1)", th.CtxDestroy(c1))
	cur, err = th.CtxGetCurrent()
	r.R("cuCtxGetCurrent(&cur)", err)
	r.printf("  after destroy current=%s", ptrStr(uint64(cur)))
	r.R("cuCtxDestroy(c1)", th.CtxDestroy(c1))
	r.R("cuCtxSetCurrent(c0)", th.CtxSetCurrent(c0))
	fx, err := th.KernelGetFunction(k)
	r.R("cuKernelGetFunction(&fx, k)", err)
	r.printf("  same function after other ctx destroyed: %d", ok(fx == fn))

	r.tag = "ctx3-reinit"
	c1, err = th.CtxCreate(0, d0)
	r.R("cuCtxCreate(&c1, NULL, 0, d0)", err)
	buf1, err = th.MemAlloc(64)
	r.R("cuMemAlloc(&buf1, 64)", err)
	launch("cuLaunchKernel((CUfunction)kr, 1,1,1, 1,1,1, 0, 0, kr_p, NULL)", Function(kr), one, one, 0, Args(buf1), nil)
	r.R("cuCtxSynchronize()", th.CtxSynchronize())
	memcpyDtoH("cuMemcpyDtoH(v, buf1, 3 * sizeof(int))", buf1, 3*4)
	r.printf("  globals fresh ctx dev=%d managed=%d", v[0], v[1])
	r.R("cuCtxDestroy(c1)", th.CtxDestroy(c1))
	r.R("cuCtxSetCurrent(c0)", th.CtxSetCurrent(c0))

	r.tag = "unload"
	lib2, _ = libraryLoadData("cuLibraryLoadData(&lib2, ptx, NULL, NULL, 0, NULL, NULL, 0)", ptx)
	k2, err := th.LibraryGetKernel(lib2, "addOne")
	r.R(`cuLibraryGetKernel(&k2, lib2, "addOne")`, err)
	r.printf("  ptx lib kernel same handle as cubin lib: %d", ok(k2 == k))
	launch("cuLaunchKernel((CUfunction)k2, 2,1,1, 32,1,1, 0, 0, kp2, NULL)", Function(k2), Dim3{2, 1, 1}, Dim3{32, 1, 1}, 0, Args(buf, n), nil)
	r.R("cuCtxSynchronize()", th.CtxSynchronize())
	memcpyDtoH("cuMemcpyDtoH(v, buf, 4)", buf, 4)
	r.printf("  ptx addOne -> %d", v[0])
	r.R("cuLibraryUnload(lib2)", th.LibraryUnload(lib2))
	r.R("cuLibraryUnload(lib)", th.LibraryUnload(lib))
	r.R("cuLibraryUnload(0)", th.LibraryUnload(0))

	r.tag = "badimage"
	junk := make([]byte, 64)
	for i := range 63 {
		junk[i] = 0x41
	}
	badLib := func(img []byte, call string, then func(l Library)) {
		l, err := th.LibraryLoadData(img, nil, nil)
		r.R(call, err)
		if err == nil && l != 0 {
			then(l)
		}
	}
	badLib(junk, "cuLibraryLoadData(&lib, junk, NULL, NULL, 0, NULL, NULL, 0)", func(l Library) {
		_, err := th.LibraryGetKernel(l, "addOne")
		r.R(`cuLibraryGetKernel(&k, lib, "addOne")`, err)
		_, err = th.LibraryGetKernelCount(l)
		r.R("cuLibraryGetKernelCount((unsigned*)&cnt, lib)", err)
		_, err = th.LibraryGetModule(l)
		r.R("cuLibraryGetModule(&mod, lib)", err)
		r.R("cuLibraryUnload(lib)", th.LibraryUnload(l))
	})
	badSyntax := ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry bad( { ret; }\n"
	badLib([]byte(badSyntax), `cuLibraryLoadData(&lib, ".version 8.0\n.target sm_90`, func(l Library) {
		_, err := th.LibraryGetKernel(l, "bad")
		r.R(`cuLibraryGetKernel(&k, lib, "bad")`, err)
		_, err = th.LibraryGetKernelCount(l)
		r.R("cuLibraryGetKernelCount((unsigned*)&cnt, lib)", err)
		_, err = th.LibraryGetModule(l)
		r.R("cuLibraryGetModule(&mod, lib)", err)
		r.R("cuLibraryUnload(lib)", th.LibraryUnload(l))
	})
	goodThen := func(names ...string) func(l Library) {
		return func(l Library) {
			for i, nm := range names {
				kk, err := th.LibraryGetKernel(l, nm)
				r.R(fmt.Sprintf(`cuLibraryGetKernel(&k, lib, "%s")`, nm), err)
				if i == 0 && err == nil {
					_, err = th.KernelGetFunction(kk)
					r.R("cuKernelGetFunction(&fn, k)", err)
				}
			}
			r.R("cuLibraryUnload(lib)", th.LibraryUnload(l))
		}
	}
	badLib([]byte(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry good() { ret; }\n.visible .entry bad() { frob.u32 %r1; ret; }\n"),
		`cuLibraryLoadData(&lib, ".version 8.0\n.target sm_90`, goodThen("good", "bad"))
	badLib([]byte(".version 8.0\n.target sm_100\n.address_size 64\n.visible .entry good() { ret; }\n"),
		`cuLibraryLoadData(&lib, ".version 8.0\n.target sm_10`, goodThen("good"))
	badLib([]byte(".version 99.0\n.target sm_90\n.address_size 64\n.visible .entry good() { ret; }\n"),
		`cuLibraryLoadData(&lib, ".version 99.0\n.target sm_9`, goodThen("good"))
	_, err = th.ModuleLoadData([]byte(badSyntax))
	r.R(`cuModuleLoadData(&mod, ".version 8.0\n.target sm_90\n.address_size`, err)
	_, err = th.ModuleLoadData(junk)
	r.R("cuModuleLoadData(&mod, junk)", err)
	_, err = th.LibraryLoadData(nil, nil, nil)
	r.R("cuLibraryLoadData(&lib, NULL, NULL, NULL, 0, NULL, NULL, 0)", err)
	r.cOnly("cuLibraryLoadData(NULL, data, NULL, NULL, 0, NULL, NULL, 0)", "a NULL output pointer has no Go form")
	_, err = th.LibraryLoadFromFile("/nonexistent.cubin", nil, nil)
	r.R(`cuLibraryLoadFromFile(&lib, "/nonexistent.cubin", NULL, NULL, 0, NULL, NULL, 0)`, err)
	_, err = th.ModuleLoad("/nonexistent.cubin")
	r.R(`cuModuleLoad(&mod, "/nonexistent.cubin")`, err)
	elf := make([]byte, 64)
	copy(elf, []byte{0x7f, 'E', 'L', 'F', 2, 1, 1})
	badLib(elf, "cuLibraryLoadData(&lib, elf, NULL, NULL, 0, NULL, NULL, 0)", func(l Library) {
		_, err := th.LibraryGetKernel(l, "addOne")
		r.R(`cuLibraryGetKernel(&k, lib, "addOne")`, err)
		r.R("cuLibraryUnload(lib)", th.LibraryUnload(l))
	})
	_, err = th.ModuleLoadData(elf)
	r.R("cuModuleLoadData(&mod, elf)", err)

	r.tag = "launchcfg"
	lib, _ = libraryLoadData("cuLibraryLoadData(&lib, data, NULL, NULL, 0, NULL, NULL, 0)", data)
	getKernel(`cuLibraryGetKernel(&k, lib, "addOne")`, &k, lib, "addOne")
	launch("cuLaunchKernel((CUfunction)k, 1,1,1, 2048,1,1, 0, 0, kp, NULL)", Function(k), one, Dim3{2048, 1, 1}, 0, kp, nil)
	launch("cuLaunchKernel((CUfunction)k, 1,1,1, 1,1,65, 0, 0, kp, NULL)", Function(k), one, Dim3{1, 1, 65}, 0, kp, nil)
	launch("cuLaunchKernel((CUfunction)k, 0,1,1, 32,1,1, 0, 0, kp, NULL)", Function(k), Dim3{0, 1, 1}, Dim3{32, 1, 1}, 0, kp, nil)
	launch("cuLaunchKernel((CUfunction)k, 1,65536,1, 32,1,1, 0, 0, kp, NULL)", Function(k), Dim3{1, 65536, 1}, Dim3{32, 1, 1}, 0, kp, nil)
	launch("cuLaunchKernel((CUfunction)k, 1,1,1, 32,1,1, 1<<20, 0, kp, NULL)", Function(k), one, Dim3{32, 1, 1}, 1<<20, kp, nil)
	launch("cuLaunchKernel((CUfunction)k, 1,1,1, 32,1,1, 0, 0, NULL, NULL)", Function(k), one, Dim3{32, 1, 1}, 0, nil, nil)
	launch("cuLaunchKernel((CUfunction)0, 1,1,1, 32,1,1, 0, 0, kp, NULL)", 0, one, Dim3{32, 1, 1}, 0, kp, nil)
	r.R("cuCtxSynchronize()", th.CtxSynchronize())
	_, err = th.MemAlloc(0)
	r.R("cuMemAlloc(&buf1, 0)", err)
	r.R("cuMemFree(0)", th.MemFree(0))
	r.R("cuMemFree(12345)", th.MemFree(12345))
	r.R("cuMemFree(buf)", th.MemFree(buf))
	r.R("cuMemFree(buf)", th.MemFree(buf))

	r.tag = "params"
	var kp_, ks_ Kernel
	getKernel(`cuLibraryGetKernel(&kp_, lib, "params")`, &kp_, lib, "params")
	for i := range 8 {
		off, sz, err := th.KernelGetParamInfo(kp_, i)
		r.printf("  param %d r=%d off=%d size=%d", i, cu.Code(err), off, sz)
	}
	getKernel(`cuLibraryGetKernel(&ks_, lib, "structParam")`, &ks_, lib, "structParam")
	for i := range 3 {
		off, sz, err := th.KernelGetParamInfo(ks_, i)
		r.printf("  sparam %d r=%d off=%d size=%d", i, cu.Code(err), off, sz)
	}
	buf, err = th.MemAlloc(64)
	r.R("cuMemAlloc(&buf, 64)", err)
	pp := Args(int8(-3), int16(-300), int32(123456), int64(0x123456789), float32(2.5), float64(-7.9), buf)
	launch("cuLaunchKernel((CUfunction)kp_, 1,1,1, 1,1,1, 0, 0, pp, NULL)", Function(kp_), one, one, 0, pp, nil)
	r.R("cuCtxSynchronize()", th.CtxSynchronize())
	memcpyDtoH("cuMemcpyDtoH(v, buf, 7 * sizeof(int))", buf, 7*4)
	r.printf("  params -> %d %d %d %d %d %d %d", v[0], v[1], v[2], v[3], v[4], v[5], v[6])
	// The packed struct of probe.c: c, pad, s, i, l, f, pad, d, p.
	pb := make([]byte, 40)
	pb[0] = 9
	binary.LittleEndian.PutUint16(pb[2:], 10)
	binary.LittleEndian.PutUint32(pb[4:], 11)
	binary.LittleEndian.PutUint64(pb[8:], 12)
	binary.LittleEndian.PutUint32(pb[16:], math.Float32bits(13))
	binary.LittleEndian.PutUint64(pb[24:], math.Float64bits(14))
	binary.LittleEndian.PutUint64(pb[32:], buf)
	launch("cuLaunchKernel((CUfunction)kp_, 1,1,1, 1,1,1, 0, 0, NULL, extra)", Function(kp_), one, one, 0, nil, pb)
	r.R("cuCtxSynchronize()", th.CtxSynchronize())
	memcpyDtoH("cuMemcpyDtoH(v, buf, 7 * sizeof(int))", buf, 7*4)
	r.printf("  extra -> %d %d %d %d %d %d %d", v[0], v[1], v[2], v[3], v[4], v[5], v[6])

	r.tag = "sticky"
	getKernel(`cuLibraryGetKernel(&kf, lib, "faulty")`, &kf, lib, "faulty")
	getKernel(`cuLibraryGetKernel(&kr, lib, "readGlobals")`, &kr, lib, "readGlobals")
	buf, err = th.MemAlloc(64)
	r.R("cuMemAlloc(&buf, 64)", err)
	launch("cuLaunchKernel((CUfunction)kf, 1,1,1, 32,1,1, 0, 0, fp, NULL)", Function(kf), one, Dim3{32, 1, 1}, 0, Args(buf), nil)
	r.R("cuCtxSynchronize()", th.CtxSynchronize())
	r.R("cuCtxSynchronize()", th.CtxSynchronize())
	_, err = th.MemAlloc(64)
	r.R("cuMemAlloc(&buf1, 64)", err)
	cur, err = th.CtxGetCurrent()
	r.R("cuCtxGetCurrent(&cur)", err)
	r.printf("  current still primary: %d", ok(cur == c0))
	getKernel(`cuLibraryGetKernel(&k, lib, "addOne")`, &k, lib, "addOne")
	primaryState()
	r.R("cuDevicePrimaryCtxReset(d0)", th.DevicePrimaryCtxReset(d0))
	primaryState()
	cur, err = th.CtxGetCurrent()
	r.R("cuCtxGetCurrent(&cur)", err)
	r.printf("  current after reset=%s same=%d", ptrStr(uint64(cur)), ok(cur == c0))
	_, err = th.MemAlloc(64)
	r.R("cuMemAlloc(&buf1, 64)", err)
	h, err := th.DevicePrimaryCtxRetain(d0)
	r.R("cuDevicePrimaryCtxRetain(&pc, d0)", err)
	if err == nil {
		pc = h
	}
	r.printf("  same primary handle after reset: %d", ok(pc == c0))
	r.R("cuCtxSetCurrent(pc)", th.CtxSetCurrent(pc))
	b, err := th.MemAlloc(64)
	r.R("cuMemAlloc(&buf1, 64)", err)
	if err == nil {
		buf1 = b
	}
	launch("cuLaunchKernel((CUfunction)kr, 1,1,1, 1,1,1, 0, 0, kr_p, NULL)", Function(kr), one, one, 0, Args(buf1), nil)
	r.R("cuCtxSynchronize()", th.CtxSynchronize())
	memcpyDtoH("cuMemcpyDtoH(v, buf1, 3 * sizeof(int))", buf1, 3*4)
	r.printf("  globals after reset dev=%d managed=%d", v[0], v[1])

	r.tag = "release"
	r.R("cuDevicePrimaryCtxRelease(d0)", th.DevicePrimaryCtxRelease(d0))
	primaryState()
	r.R("cuDevicePrimaryCtxRelease(d0)", th.DevicePrimaryCtxRelease(d0))
	primaryState()
	r.R("cuDevicePrimaryCtxRelease(d0)", th.DevicePrimaryCtxRelease(d0))
	cur, err = th.CtxGetCurrent()
	r.R("cuCtxGetCurrent(&cur)", err)
	r.printf("  current after full release=%s", ptrStr(uint64(cur)))
	_, err = th.MemAlloc(64)
	r.R("cuMemAlloc(&buf1, 64)", err)
	r.R("cuDevicePrimaryCtxSetFlags(d0, CU_CTX_SCHED_BLOCKING_SYNC)", th.DevicePrimaryCtxSetFlags(d0, 4))
	primaryState()
	r.R("cuDevicePrimaryCtxSetFlags(d0, 0xffff)", th.DevicePrimaryCtxSetFlags(d0, 0xffff))
	r.R("cuLibraryUnload(lib)", th.LibraryUnload(lib))
	_ = gsz
	return r
}

var probePtrRE = regexp.MustCompile(`(managed=|current=|current after reset=|current after full release=)(0x[0-9a-f]+|[0-9a-f]{6,})`)

// comparePointers replaces the pointers in value lines by P1, P2... in
// order of first appearance, so that the transcript's pointers (which
// differ run to run) and ours compare by identity.
func comparePointers(lines []probeLine) []probeLine {
	seen := map[string]string{}
	out := make([]probeLine, len(lines))
	for i, l := range lines {
		out[i] = l
		out[i].Values = nil
		for _, v := range l.Values {
			v = probePtrRE.ReplaceAllStringFunc(v, func(s string) string {
				m := probePtrRE.FindStringSubmatch(s)
				id, ok := seen[m[2]]
				if !ok {
					id = fmt.Sprintf("P%d", len(seen)+1)
					seen[m[2]] = id
				}
				return m[1] + id
			})
			out[i].Values = append(out[i].Values, v)
		}
	}
	return out
}

// TestProbeTranscriptReplay replays the whole reference probe (probe.c on
// an H200, driver 580) against cudasim, call by call, and compares every
// code and every printed value with the transcript. With
// CUDA_MODULE_LOADING=EAGER the reference reports the same transcript but
// for cuModuleGetLoadingMode, which prints 1.
func TestProbeTranscriptReplay(t *testing.T) {
	for _, mode := range []ModuleLoadingMode{ModuleLoadingLazy, ModuleLoadingEager} {
		t.Run(fmt.Sprintf("loading=%d", mode), func(t *testing.T) {
			want := readProbeTranscript(t)
			if mode == ModuleLoadingEager {
				for i := range want {
					for j, v := range want[i].Values {
						if v == "loadingMode 2" {
							want[i].Values[j] = "loadingMode 1"
						}
					}
				}
			}
			d := New(Config{ModuleLoading: mode})
			defer d.Close()
			d.SetPrintfOutput(nil)
			r := replayProbe(t, d)
			got := r.got
			if len(got) != len(want) {
				t.Errorf("replay made %d calls, the transcript has %d", len(got), len(want))
			}
			for i := range min(len(got), len(want)) {
				if why, ok := r.skip[i]; ok {
					t.Logf("call %d %s: not compared: %s", i, want[i].Call, why)
					got[i].Code = want[i].Code
				}
			}
			if diff := cmp.Diff(comparePointers(want), comparePointers(got)); diff != "" {
				t.Errorf("replay differs from the H200 transcript (-want +got):\n%s", diff)
			}
		})
	}
}
