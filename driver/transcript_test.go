package driver

import (
	"fmt"
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
