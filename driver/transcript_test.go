package driver

import (
	"encoding/binary"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
	"cudasim/internal/transcript"
)

// readTranscript reads the reference probe's transcript
// (testdata/reference/probe-transcript.txt).
func readTranscript(t *testing.T) []transcript.Call {
	t.Helper()
	tr, err := transcript.Read("../testdata/reference/probe-transcript.txt")
	if err != nil {
		t.Fatal(err)
	}
	return tr.Calls
}

// notOurs reports whether a transcript call belongs to the module, library
// and launch layers, which other packages reproduce.
func notOurs(call string) bool {
	for _, p := range []string{"cuLibrary", "cuKernel", "cuLaunchKernel", "cuModuleLoad", "cuModuleGetFunction"} {
		if strings.HasPrefix(call, p) {
			return true
		}
	}
	return false
}

// A probeStep reproduces one transcript call: run makes the call and returns
// its error and the value lines the probe prints after it.
type probeStep struct {
	tag, call string
	run       func() (error, []string)
	// kernelValues, when set, says the printed values come from kernels (the
	// launch layer reproduces them); only the code is compared here.
	kernelValues bool
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestProbeTranscript replays every device, context and memory call of the
// reference transcript (probe.c run on a real H200) and compares codes and
// printed values. Library, module and launch calls are left to their
// packages; the faulting kernel of the "sticky" section is stood in for by
// giving the context the sticky error it raised on the real device.
func TestProbeTranscript(t *testing.T) {
	d := New(Config{ModuleLoading: ModuleLoadingLazy})
	th := d.NewThread()
	var (
		d0              Device
		c0, c1, cur, pc Context
		buf, buf1       DevicePtr
		flags           uint32
		active          bool
		v               = make([]byte, 32)
		pointers        = map[Context]string{} // our handle -> the transcript's pointer value
		printedPointers []Context
	)
	// ptr prints a context as %p would, remembering the handle so the test
	// can check it maps to one transcript pointer consistently.
	ptr := func(c Context) string {
		if c == 0 {
			return "(nil)"
		}
		printedPointers = append(printedPointers, c)
		return "PTR"
	}
	noValues := func(err error) (error, []string) { return err, nil }
	state := func() (error, []string) {
		var err error
		flags, active, err = th.DevicePrimaryCtxGetState(d0)
		return err, []string{fmt.Sprintf("flags=%d active=%d", flags, b2i(active))}
	}
	getCur := func(f func() string) func() (error, []string) {
		return func() (error, []string) {
			var err error
			cur, err = th.CtxGetCurrent()
			return err, []string{f()}
		}
	}
	steps := []probeStep{
		{tag: "preinit", call: "cuCtxGetCurrent(&cur)", run: func() (error, []string) { _, err := th.CtxGetCurrent(); return err, nil }},
		{tag: "preinit", call: "cuDeviceGet(&d0, 0)", run: func() (error, []string) { _, err := th.DeviceGet(0); return err, nil }},
		{tag: "preinit", call: "cuDriverGetVersion(&drv)", run: func() (error, []string) {
			n, err := th.DriverGetVersion()
			return err, []string{fmt.Sprintf("driverVersion %d", n)}
		}},
		{tag: "init", call: "cuInit(0)", run: func() (error, []string) { return noValues(th.Init(0)) }},
		{tag: "init", call: "cuInit(0)", run: func() (error, []string) { return noValues(th.Init(0)) }},
		{tag: "init", call: "cuInit(1)", run: func() (error, []string) { return noValues(th.Init(1)) }},
		{tag: "init", call: "cuDeviceGet(&d0, 0)", run: func() (error, []string) {
			var err error
			d0, err = th.DeviceGet(0)
			return err, nil
		}},
		{tag: "init", call: "cuDeviceGetCount(&cnt)", run: func() (error, []string) {
			n, err := th.DeviceGetCount()
			return err, []string{fmt.Sprintf("deviceCount %d", n)}
		}},
		{tag: "init", call: "cuDeviceGet(&d0, 99)", run: func() (error, []string) { _, err := th.DeviceGet(99); return err, nil }},
		{tag: "init", call: "cuCtxGetCurrent(&cur)", run: getCur(func() string { return "current=" + ptr(cur) })},
		{tag: "init", call: "cuCtxPopCurrent(&cur)", run: func() (error, []string) { _, err := th.CtxPopCurrent(); return err, nil }},
		{tag: "init", call: "cuCtxSynchronize()", run: func() (error, []string) { return noValues(th.CtxSynchronize()) }},
		{tag: "init", call: "cuMemAlloc(&buf, 16)", run: func() (error, []string) { _, err := th.MemAlloc(16); return err, nil }},
		{tag: "init", call: "cuModuleGetLoadingMode((CUmoduleLoadingMode*)&v[0])", run: func() (error, []string) {
			m, err := th.ModuleGetLoadingMode()
			return err, []string{fmt.Sprintf("loadingMode %d", m)}
		}},

		{tag: "primary", call: "cuDevicePrimaryCtxGetState(d0, &flags, &active)", run: state},
		{tag: "primary", call: "cuDevicePrimaryCtxRetain(&c0, d0)", run: func() (error, []string) {
			var err error
			c0, err = th.DevicePrimaryCtxRetain(d0)
			return err, nil
		}},
		{tag: "primary", call: "cuDevicePrimaryCtxGetState(d0, &flags, &active)", run: state},
		{tag: "primary", call: "cuCtxGetCurrent(&cur)", run: getCur(func() string { return fmt.Sprintf("current is primary: %d", b2i(cur == c0)) })},
		{tag: "primary", call: "cuCtxSetCurrent(c0)", run: func() (error, []string) { return noValues(th.CtxSetCurrent(c0)) }},
		{tag: "primary", call: "cuMemAlloc(&buf, 64 * sizeof(int))", run: func() (error, []string) {
			var err error
			buf, err = th.MemAlloc(64 * 4)
			return err, nil
		}},
		{tag: "primary", call: "cuMemsetD32(buf, 5, 64)", run: func() (error, []string) { return noValues(th.MemsetD32(buf, 5, 64)) }},
		{tag: "primary", call: "cuCtxSynchronize()", run: func() (error, []string) { return noValues(th.CtxSynchronize()) }},
		{tag: "primary", call: "cuMemcpyDtoH(v, buf, 8 * sizeof(int))", kernelValues: true, run: func() (error, []string) { return noValues(th.MemcpyDtoH(v[:32], buf)) }},
		{tag: "primary", call: "cuCtxSynchronize()", run: func() (error, []string) { return noValues(th.CtxSynchronize()) }},
		{tag: "primary", call: "cuMemcpyDtoH(v, buf, 3 * sizeof(int))", kernelValues: true, run: func() (error, []string) { return noValues(th.MemcpyDtoH(v[:12], buf)) }},

		{tag: "ctx2", call: "cuCtxCreate(&c1, NULL, 0, d0)", run: func() (error, []string) {
			var err error
			c1, err = th.CtxCreate(0, d0)
			return err, nil
		}},
		{tag: "ctx2", call: "cuCtxGetCurrent(&cur)", run: getCur(func() string { return fmt.Sprintf("current is new ctx: %d", b2i(cur == c1)) })},
		{tag: "ctx2", call: "cuMemAlloc(&buf1, 64)", run: func() (error, []string) {
			var err error
			buf1, err = th.MemAlloc(64)
			return err, nil
		}},
		{tag: "ctx2", call: "cuCtxSynchronize()", run: func() (error, []string) { return noValues(th.CtxSynchronize()) }},
		{tag: "ctx2", call: "cuMemcpyDtoH(v, buf1, 3 * sizeof(int))", kernelValues: true, run: func() (error, []string) { return noValues(th.MemcpyDtoH(v[:12], buf1)) }},
		{tag: "ctx2", call: "cuCtxPushCurrent(c0)", run: func() (error, []string) { return noValues(th.CtxPushCurrent(c0)) }},
		{tag: "ctx2", call: "cuCtxGetCurrent(&cur)", run: getCur(func() string { return fmt.Sprintf("after push current is primary: %d", b2i(cur == c0)) })},
		{tag: "ctx2", call: "cuCtxPopCurrent(&pc)", run: func() (error, []string) {
			var err error
			pc, err = th.CtxPopCurrent()
			return err, []string{fmt.Sprintf("popped primary: %d", b2i(pc == c0))}
		}},
		{tag: "ctx2", call: "cuCtxGetCurrent(&cur)", run: getCur(func() string { return fmt.Sprintf("after pop current is new ctx: %d", b2i(cur == c1)) })},
		{tag: "ctx2", call: "cuCtxDestroy(c1)", run: func() (error, []string) { return noValues(th.CtxDestroy(c1)) }},
		{tag: "ctx2", call: "cuCtxGetCurrent(&cur)", run: getCur(func() string { return "after destroy current=" + ptr(cur) })},
		{tag: "ctx2", call: "cuCtxDestroy(c1)", run: func() (error, []string) { return noValues(th.CtxDestroy(c1)) }},
		{tag: "ctx2", call: "cuCtxSetCurrent(c0)", run: func() (error, []string) { return noValues(th.CtxSetCurrent(c0)) }},

		{tag: "ctx3-reinit", call: "cuCtxCreate(&c1, NULL, 0, d0)", run: func() (error, []string) {
			var err error
			c1, err = th.CtxCreate(0, d0)
			return err, nil
		}},
		{tag: "ctx3-reinit", call: "cuMemAlloc(&buf1, 64)", run: func() (error, []string) {
			var err error
			buf1, err = th.MemAlloc(64)
			return err, nil
		}},
		{tag: "ctx3-reinit", call: "cuCtxSynchronize()", run: func() (error, []string) { return noValues(th.CtxSynchronize()) }},
		{tag: "ctx3-reinit", call: "cuMemcpyDtoH(v, buf1, 3 * sizeof(int))", kernelValues: true, run: func() (error, []string) { return noValues(th.MemcpyDtoH(v[:12], buf1)) }},
		{tag: "ctx3-reinit", call: "cuCtxDestroy(c1)", run: func() (error, []string) { return noValues(th.CtxDestroy(c1)) }},
		{tag: "ctx3-reinit", call: "cuCtxSetCurrent(c0)", run: func() (error, []string) { return noValues(th.CtxSetCurrent(c0)) }},

		{tag: "unload", call: "cuCtxSynchronize()", run: func() (error, []string) { return noValues(th.CtxSynchronize()) }},
		{tag: "unload", call: "cuMemcpyDtoH(v, buf, 4)", kernelValues: true, run: func() (error, []string) { return noValues(th.MemcpyDtoH(v[:4], buf)) }},

		{tag: "launchcfg", call: "cuCtxSynchronize()", run: func() (error, []string) { return noValues(th.CtxSynchronize()) }},
		{tag: "launchcfg", call: "cuMemAlloc(&buf1, 0)", run: func() (error, []string) { _, err := th.MemAlloc(0); return err, nil }},
		{tag: "launchcfg", call: "cuMemFree(0)", run: func() (error, []string) { return noValues(th.MemFree(0)) }},
		{tag: "launchcfg", call: "cuMemFree(12345)", run: func() (error, []string) { return noValues(th.MemFree(12345)) }},
		{tag: "launchcfg", call: "cuMemFree(buf)", run: func() (error, []string) { return noValues(th.MemFree(buf)) }},
		{tag: "launchcfg", call: "cuMemFree(buf)", run: func() (error, []string) { return noValues(th.MemFree(buf)) }},

		{tag: "params", call: "cuMemAlloc(&buf, 64)", run: func() (error, []string) {
			var err error
			buf, err = th.MemAlloc(64)
			return err, nil
		}},
		{tag: "params", call: "cuCtxSynchronize()", run: func() (error, []string) { return noValues(th.CtxSynchronize()) }},
		{tag: "params", call: "cuMemcpyDtoH(v, buf, 7 * sizeof(int))", kernelValues: true, run: func() (error, []string) { return noValues(th.MemcpyDtoH(v[:28], buf)) }},
		{tag: "params", call: "cuCtxSynchronize()", run: func() (error, []string) { return noValues(th.CtxSynchronize()) }},
		{tag: "params", call: "cuMemcpyDtoH(v, buf, 7 * sizeof(int))", kernelValues: true, run: func() (error, []string) { return noValues(th.MemcpyDtoH(v[:28], buf)) }},

		{tag: "sticky", call: "cuMemAlloc(&buf, 64)", run: func() (error, []string) {
			var err error
			buf, err = th.MemAlloc(64)
			return err, nil
		}},
		// Stand-in for launching the faulting kernel: the launch returns
		// CUDA_SUCCESS and leaves the context with the error the real
		// device raised.
		{tag: "sticky", call: "cuLaunchKernel((CUfunction)kf, 1,1,1, 32,1,1, 0, 0, fp, NULL)", run: func() (error, []string) {
			return noValues(d.SetSticky(th, c0, cu.ErrorIllegalAddress, "stand-in for the faulting kernel"))
		}},
		{tag: "sticky", call: "cuCtxSynchronize()", run: func() (error, []string) { return noValues(th.CtxSynchronize()) }},
		{tag: "sticky", call: "cuCtxSynchronize()", run: func() (error, []string) { return noValues(th.CtxSynchronize()) }},
		{tag: "sticky", call: "cuMemAlloc(&buf1, 64)", run: func() (error, []string) { _, err := th.MemAlloc(64); return err, nil }},
		{tag: "sticky", call: "cuCtxGetCurrent(&cur)", run: getCur(func() string { return fmt.Sprintf("current still primary: %d", b2i(cur == c0)) })},
		{tag: "sticky", call: "cuDevicePrimaryCtxGetState(d0, &flags, &active)", run: state},
		{tag: "sticky", call: "cuDevicePrimaryCtxReset(d0)", run: func() (error, []string) { return noValues(th.DevicePrimaryCtxReset(d0)) }},
		{tag: "sticky", call: "cuDevicePrimaryCtxGetState(d0, &flags, &active)", run: state},
		{tag: "sticky", call: "cuCtxGetCurrent(&cur)", run: getCur(func() string { return fmt.Sprintf("current after reset=%s same=%d", ptr(cur), b2i(cur == c0)) })},
		{tag: "sticky", call: "cuMemAlloc(&buf1, 64)", run: func() (error, []string) { _, err := th.MemAlloc(64); return err, nil }},
		{tag: "sticky", call: "cuDevicePrimaryCtxRetain(&pc, d0)", run: func() (error, []string) {
			got, err := th.DevicePrimaryCtxRetain(d0)
			if err == nil { // as in C, pc is written only on success
				pc = got
			}
			return err, []string{fmt.Sprintf("same primary handle after reset: %d", b2i(pc == c0))}
		}},
		{tag: "sticky", call: "cuCtxSetCurrent(pc)", run: func() (error, []string) { return noValues(th.CtxSetCurrent(pc)) }},
		{tag: "sticky", call: "cuMemAlloc(&buf1, 64)", run: func() (error, []string) { _, err := th.MemAlloc(64); return err, nil }},
		{tag: "sticky", call: "cuCtxSynchronize()", run: func() (error, []string) { return noValues(th.CtxSynchronize()) }},
		{tag: "sticky", call: "cuMemcpyDtoH(v, buf1, 3 * sizeof(int))", kernelValues: true, run: func() (error, []string) { return noValues(th.MemcpyDtoH(v[:12], buf1)) }},

		{tag: "release", call: "cuDevicePrimaryCtxRelease(d0)", run: func() (error, []string) { return noValues(th.DevicePrimaryCtxRelease(d0)) }},
		{tag: "release", call: "cuDevicePrimaryCtxGetState(d0, &flags, &active)", run: state},
		{tag: "release", call: "cuDevicePrimaryCtxRelease(d0)", run: func() (error, []string) { return noValues(th.DevicePrimaryCtxRelease(d0)) }},
		{tag: "release", call: "cuDevicePrimaryCtxGetState(d0, &flags, &active)", run: state},
		{tag: "release", call: "cuDevicePrimaryCtxRelease(d0)", run: func() (error, []string) { return noValues(th.DevicePrimaryCtxRelease(d0)) }},
		{tag: "release", call: "cuCtxGetCurrent(&cur)", run: getCur(func() string { return "current after full release=" + ptr(cur) })},
		{tag: "release", call: "cuMemAlloc(&buf1, 64)", run: func() (error, []string) { _, err := th.MemAlloc(64); return err, nil }},
		{tag: "release", call: "cuDevicePrimaryCtxSetFlags(d0, CU_CTX_SCHED_BLOCKING_SYNC)", run: func() (error, []string) {
			return noValues(th.DevicePrimaryCtxSetFlags(d0, 0x04))
		}},
		{tag: "release", call: "cuDevicePrimaryCtxGetState(d0, &flags, &active)", run: state},
		{tag: "release", call: "cuDevicePrimaryCtxSetFlags(d0, 0xffff)", run: func() (error, []string) { return noValues(th.DevicePrimaryCtxSetFlags(d0, 0xffff)) }},
	}

	entries := readTranscript(t)
	pointerRe := regexp.MustCompile(`0x[0-9a-f]+`)
	next, others := 0, 0
	for _, e := range entries {
		cut := func(s string) string {
			if len(s) > 46 {
				s = s[:46]
			}
			return strings.TrimRight(s, " ")
		}
		if next < len(steps) && steps[next].tag == e.Tag && cut(steps[next].call) == e.Call {
			s := steps[next]
			next++
			printedPointers = nil
			err, values := s.run()
			if got := cu.Code(err); got != e.Code {
				t.Errorf("line %d %s %s: got %v (%v), want %d %s", e.Line, e.Tag, e.Call, got.Name(), err, e.Code, e.Code.Name())
			}
			if s.kernelValues {
				continue
			}
			// Pointer values differ run to run: each of our handles must
			// stand for one transcript pointer throughout.
			want := make([]string, len(e.Values))
			for i, w := range e.Values {
				want[i] = pointerRe.ReplaceAllStringFunc(w, func(p string) string {
					if len(printedPointers) == 0 {
						t.Errorf("line %d: transcript prints pointer %s, step printed none", e.Line, p)
						return p
					}
					h := printedPointers[0]
					printedPointers = printedPointers[1:]
					if old, ok := pointers[h]; ok && old != p {
						t.Errorf("line %d: handle %#x printed as %s here but %s before", e.Line, h, p, old)
					}
					pointers[h] = p
					return "PTR"
				})
			}
			if diff := cmp.Diff(want, values, cmp.Transformer("nilEmpty", func(s []string) []string {
				if len(s) == 0 {
					return nil
				}
				return s
			})); diff != "" {
				t.Errorf("line %d %s %s: values (-transcript +emulator):\n%s", e.Line, e.Tag, e.Call, diff)
			}
			continue
		}
		others++
		if !notOurs(e.Call) {
			t.Errorf("line %d %s %s: device/context/memory call not reproduced (next step: %s %s)", e.Line, e.Tag, e.Call, steps[min(next, len(steps)-1)].tag, steps[min(next, len(steps)-1)].call)
		}
	}
	if next != len(steps) {
		t.Errorf("steps from %s %q on did not match the transcript", steps[next].tag, steps[next].call)
	}
	if len(pointers) == 0 {
		t.Error("no pointer values were compared")
	}
	t.Logf("%d transcript calls reproduced, %d left to the module, library and launch layers", next, others)
}

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

// probe2Line is a driver call of testdata/reference/probe2/probe2-transcript.txt
// (section, call text, code) with the value lines printed after it, or, under
// the pseudo-section "loop", one value line.
type probe2Line = transcript.Call

// readProbe2 reads the probe2 transcript into its sections: the R() lines
// with their values (less the lines of the probe's loops), and every value
// line under the pseudo-section "loop".
func readProbe2(t *testing.T) map[string][]probe2Line {
	t.Helper()
	tr, err := transcript.Read("../testdata/reference/probe2/probe2-transcript.txt")
	if err != nil {
		t.Fatal(err)
	}
	for s, status := range tr.Exits {
		if status != 0 {
			t.Fatalf("probe2 transcript: section %s exited %d", s, status)
		}
	}
	out := map[string][]probe2Line{}
	for _, c := range tr.Calls {
		var values []string
		for _, v := range c.Values {
			if !isLoopLine(v) {
				values = append(values, v)
			}
		}
		c.Values = values
		out[c.Tag] = append(out[c.Tag], c)
	}
	for _, l := range tr.Lines {
		out["loop"] = append(out["loop"], probe2Line{Line: l.Line, Values: []string{l.Text}})
	}
	return out
}

// isLoopLine reports whether an indented line was printed by one of probe2's
// loops rather than after an R() call.
func isLoopLine(text string) bool {
	for _, p := range []string{"setflags ", "ctxcreate ", "pitch width=", "getlimit ", "setlimit ", "occ ", "potential ", "availdyn ", "kernel "} {
		if strings.HasPrefix(strings.TrimSpace(text), p) {
			return true
		}
	}
	return false
}

// loopLines returns the loop lines starting with prefix, in order.
func loopLines(all map[string][]probe2Line, prefix string) []string {
	var out []string
	for _, l := range all["loop"] {
		if strings.HasPrefix(l.Values[0], prefix) {
			out = append(out, l.Values[0])
		}
	}
	return out
}

func codeOf(err error) cu.Result { return cu.Code(err) }

// replay runs steps against the transcript lines of one section.
func replayProbe2(t *testing.T, want []probe2Line, steps []probeStep) {
	t.Helper()
	if len(steps) != len(want) {
		t.Errorf("%d steps for %d transcript calls", len(steps), len(want))
	}
	for i, st := range steps {
		if i >= len(want) {
			break
		}
		w := want[i]
		if st.call != w.Call {
			t.Fatalf("step %d is %q, transcript has %q", i, st.call, w.Call)
		}
		err, vals := st.run()
		if got := codeOf(err); got != w.Code {
			t.Errorf("%s: %s -> %v (%v), real driver %v", w.Tag, w.Call, got, err, w.Code)
		}
		if st.kernelValues {
			continue
		}
		if diff := cmp.Diff(w.Values, vals); diff != "" {
			t.Errorf("%s: %s values (-real +cudasim):\n%s", w.Tag, w.Call, diff)
		}
	}
}

// probe2Setup is the unprinted start of every probe2 section but
// primaryflags: cuInit, the primary context retained and current, the probe
// cubin loaded as a module, a 4096-byte buffer.
func probe2Setup(t *testing.T) (*Thread, Device, Context, Module, DevicePtr) {
	t.Helper()
	d := New(Config{ModuleLoading: ModuleLoadingLazy})
	t.Cleanup(d.Close) // device addresses are process-wide: give them back
	th := d.NewThread()
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	d0, _ := th.DeviceGet(0)
	c0, err := th.DevicePrimaryCtxRetain(d0)
	if err != nil {
		t.Fatal(err)
	}
	if err := th.CtxSetCurrent(c0); err != nil {
		t.Fatal(err)
	}
	img, err := os.ReadFile("../testdata/reference/kernels.cubin")
	if err != nil {
		t.Fatal(err)
	}
	mod, err := th.ModuleLoadData(img)
	if err != nil {
		t.Fatal(err)
	}
	buf, err := th.MemAlloc(4096)
	if err != nil {
		t.Fatal(err)
	}
	return th, d0, c0, mod, buf
}

func none(err error) (error, []string) { return err, nil }
