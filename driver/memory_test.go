package driver

import (
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
		if a, ok := d.Memory().Lookup(p); ok {
			t.Errorf("%#x (%s) still allocated after unload", p, a.Label)
		}
	}
	// Program memory is still the program's to free.
	p, err := th.MemAlloc(16)
	must(t, err)
	must(t, th.MemFree(p))
}
