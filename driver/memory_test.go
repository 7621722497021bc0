package driver

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
)

// The program cannot free what the driver placed for a module or library
// (its __device__, __constant__ and __managed__ variables) with cuMemFree or
// cuMemFreeAsync: the call is CUDA_ERROR_INVALID_VALUE naming the variable,
// the variable keeps its value, and unloading frees it.
func TestMemFreeOfAVariable(t *testing.T) {
	d, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	mod, err := th.ModuleLoadData(probeImage(t, "kernels.cubin"))
	must(t, err)
	addr := func(p DevicePtr, _ uint64, err error) DevicePtr {
		t.Helper()
		must(t, err)
		return p
	}
	libDev := addr(th.LibraryGetGlobal(lib, "devCounter"))
	libConst := addr(th.LibraryGetGlobal(lib, "cscale"))
	libManaged := addr(th.LibraryGetManaged(lib, "managedVal"))
	modDev := addr(th.ModuleGetGlobal(mod, "devCounter"))
	modManaged := addr(th.ModuleGetGlobal(mod, "managedVal"))

	type outcome struct {
		Code     cu.Result
		Variable string // the variable the message names
	}
	for _, c := range []struct {
		name     string
		free     func() error
		variable string
	}{
		{"cuMemFree of a library __device__ variable", func() error { return th.MemFree(libDev) }, "devCounter"},
		{"cuMemFree of a library __constant__ variable", func() error { return th.MemFree(libConst) }, "cscale"},
		{"cuMemFree of a library __managed__ variable", func() error { return th.MemFree(libManaged) }, "managedVal"},
		{"cuMemFree of a module __device__ variable", func() error { return th.MemFree(modDev) }, "devCounter"},
		{"cuMemFree of a module __managed__ variable", func() error { return th.MemFree(modManaged) }, "managedVal"},
		{"cuMemFreeAsync of a module __device__ variable", func() error { return th.MemFreeAsync(modDev, 0) }, "devCounter"},
	} {
		err := c.free()
		got := outcome{Code: cu.Code(err)}
		if err != nil && strings.Contains(err.Error(), "variable "+c.variable) {
			got.Variable = c.variable
		}
		if diff := cmp.Diff(outcome{cu.ErrorInvalidValue, c.variable}, got); diff != "" {
			t.Errorf("%s: %v (-want +got):\n%s", c.name, err, diff)
		}
	}
	// The variables are intact: the probe initialises devCounter to 42 and
	// managedVal to 7.
	for _, c := range []struct {
		name string
		p    DevicePtr
		want int32
	}{
		{"library devCounter", libDev, 42}, {"module devCounter", modDev, 42},
		{"library managedVal", libManaged, 7}, {"module managedVal", modManaged, 7},
	} {
		if got := readInt32(t, th, c.p); got != c.want {
			t.Errorf("%s after the refused free = %d, want %d", c.name, got, c.want)
		}
	}
	// Unloading frees them.
	must(t, th.ModuleUnload(mod))
	must(t, th.LibraryUnload(lib))
	for _, p := range []DevicePtr{libDev, libConst, libManaged, modDev, modManaged} {
		if a, ok := d.mem.Lookup(p); ok {
			t.Errorf("%#x (%s) still allocated after unload", p, a.Label)
		}
	}
	// Program memory is still the program's to free.
	p, err := th.MemAlloc(16)
	must(t, err)
	must(t, th.MemFree(p))
}

// TestMemGetInfo replays probe2's meminfo section: how cuMemGetInfo's
// free memory moves as contexts come and go. Absolute free bytes differ run
// to run, so only the deltas from the first reading are compared; the
// deltas after allocations (the real driver takes device memory in 2 MiB
// pieces and sub-allocates small requests from them) are not modelled and
// only their codes are compared.
func TestMemGetInfo(t *testing.T) {
	all := readProbe2(t)
	th, d0, c0, _, buf := probe2Setup(t)
	var f0 uint64
	var c1, c2 Context
	info := func(label string) func() (error, []string) {
		return func() (error, []string) {
			f, _, err := th.MemGetInfo()
			return err, []string{fmt.Sprintf(label, int64(f0)-int64(f))}
		}
	}
	steps := []probeStep{
		{call: "cuMemGetInfo(&f0, &t0)", kernelValues: true, run: func() (error, []string) {
			if err := th.MemFree(buf); err != nil {
				return err, nil
			}
			var err error
			f0, _, err = th.MemGetInfo()
			return none(err)
		}},
		{call: "newctx(&c1, 0, d0)", run: func() (error, []string) { var err error; c1, err = th.CtxCreate(0, d0); return none(err) }},
		{call: "cuMemGetInfo(&f1, &t1)", run: info("DELTA %d")},
		{call: "newctx(&c2, 0, d0)", run: func() (error, []string) { var err error; c2, err = th.CtxCreate(0, d0); return none(err) }},
		{call: "cuMemGetInfo(&f1, &t1)", run: info("DELTA %d")},
		{call: "cuCtxDestroy(c2)", run: func() (error, []string) { return none(th.CtxDestroy(c2)) }},
		{call: "cuCtxSetCurrent(c1)", run: func() (error, []string) { return none(th.CtxSetCurrent(c1)) }},
		{call: "cuMemGetInfo(&f1, &t1)", run: info("DELTA %d")},
		{call: "cuCtxDestroy(c1)", run: func() (error, []string) { return none(th.CtxDestroy(c1)) }},
		{call: "cuCtxSetCurrent(c0)", run: func() (error, []string) { return none(th.CtxSetCurrent(c0)) }},
		{call: "cuMemGetInfo(&f1, &t1)", run: info("DELTA %d")},
		{call: "cuMemAlloc(&big, 1 << 20)", run: func() (error, []string) { _, err := th.MemAlloc(1 << 20); return none(err) }},
		{call: "cuMemGetInfo(&f1, &t1)", kernelValues: true, run: info("DELTA %d")},
		{call: "cuMemAlloc(&small, 1)", run: func() (error, []string) { _, err := th.MemAlloc(1); return none(err) }},
		{call: "cuMemGetInfo(&f1, &t1)", kernelValues: true, run: info("DELTA %d")},
	}
	want := append([]probe2Line(nil), all["meminfo"]...)
	for i := range want {
		// Keep only the delta of each printed line: "... delta=N".
		for j, v := range want[i].Values {
			var d int64
			for k := len(v) - 1; k >= 0; k-- {
				if v[k] == '=' {
					fmt.Sscanf(v[k+1:], "%d", &d)
					break
				}
			}
			want[i].Values = append([]string(nil), want[i].Values...)
			want[i].Values[j] = fmt.Sprintf("DELTA %d", d)
		}
	}
	replayProbe2(t, want, steps)
}
