package driver

import (
	"testing"

	"cudasim/cu"
	"cudasim/internal/module"
)

// Options and settings whose effect the program would see and that cudasim
// does not emulate are refused with CUDA_ERROR_NOT_SUPPORTED, never
// silently ignored; a refused load leaves nothing loaded.
func TestUnemulatedOptionsRefused(t *testing.T) {
	d, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	image := probeImage(t, "kernels.fatbin")
	live := func() int {
		d.handles.mu.RLock()
		defer d.handles.mu.RUnlock()
		return len(d.handles.objs)
	}
	for _, c := range []struct {
		name string
		opts []JITOptionValue
		want cu.Result
	}{
		{"no options", nil, cu.Success},
		{"optimization level (compiler tuning)", []JITOptionValue{{Option: 7, Value: 2}}, cu.Success},
		{"zero global symbols", []JITOptionValue{{Option: JITGlobalSymbolCount, Value: 0}}, cu.Success},
		{"global symbol addresses", []JITOptionValue{{Option: JITGlobalSymbolCount, Value: 1}, {Option: JITGlobalSymbolNames, Value: 0x1000}, {Option: JITGlobalSymbolAddresses, Value: 0x2000}}, cu.ErrorNotSupported},
		{"max threads per block", []JITOptionValue{{Option: JITMaxThreadsPerBlock, Value: 256}}, cu.Success},
		{"not a CUjit_option", []JITOptionValue{{Option: 99}}, cu.ErrorInvalidValue},
	} {
		before := live()
		m, err := th.ModuleLoadDataEx(image, c.opts)
		if got := cu.Code(err); got != c.want {
			t.Errorf("cuModuleLoadDataEx with %s: %v, want %v", c.name, err, c.want)
		}
		if err != nil && live() != before {
			t.Errorf("cuModuleLoadDataEx with %s failed but left %d handles behind", c.name, live()-before)
		}
		if err == nil {
			must(t, th.ModuleUnload(m))
		}
		lib, err := th.LibraryLoadData(image, c.opts, nil)
		if got := cu.Code(err); got != c.want {
			t.Errorf("cuLibraryLoadData with %s: %v, want %v", c.name, err, c.want)
		}
		if err == nil {
			must(t, th.LibraryUnload(lib))
		}
	}

	// A cluster shape set on a kernel applies to plain launches; one with
	// a zero dimension is refused (as measured on the H200,
	// testdata/reference/breadth/probe.txt).
	lib, err := th.LibraryLoadData(image, nil, nil)
	must(t, err)
	k, err := th.LibraryGetKernel(lib, "addOne")
	must(t, err)
	buf, err := th.MemAlloc(64)
	must(t, err)
	launch := func() error {
		return th.LaunchKernel(Function(k), Dim3{2, 1, 1}, Dim3{32, 1, 1}, 0, 0, Args(buf, int32(16)), nil)
	}
	must(t, launch())
	must(t, th.KernelSetAttribute(module.AttrRequiredClusterWidth, 2, k, 0))
	wantCode(t, "launch of a kernel set to clusters of (2,0,0)", launch(), cu.ErrorInvalidClusterSize)
	must(t, th.KernelSetAttribute(module.AttrRequiredClusterHeight, 1, k, 0))
	must(t, th.KernelSetAttribute(module.AttrRequiredClusterDepth, 1, k, 0))
	must(t, launch())
	fn, err := th.KernelGetFunction(k)
	must(t, err)
	must(t, th.FuncSetAttribute(fn, module.AttrRequiredClusterWidth, 4))
	wantCode(t, "launch of 2 blocks in clusters of 4", launch(), cu.ErrorInvalidClusterSize)
}
