package driver

import (
	"testing"
)

// benchLaunch measures one small launch (2 blocks of 32 threads adding one
// to 64 ints) through a CUkernel or a CUfunction: the driver's overhead
// plus the engine's run.
func benchLaunch(b *testing.B, viaKernel bool) { benchLaunchWorkers(b, viaKernel, 0) }

// benchLaunchWorkers is benchLaunch with the blocks on workers goroutines
// (0: the default).
func benchLaunchWorkers(b *testing.B, viaKernel bool, workers int) {
	d, th, _ := newLibTest(b, 1, ModuleLoadingLazy, nil)
	if workers > 0 {
		d.SetKernelWorkers(workers)
	}
	lib, err := th.LibraryLoadData(probeImage(b, "kernels.fatbin"), nil, nil)
	must(b, err)
	k, err := th.LibraryGetKernel(lib, "addOne")
	must(b, err)
	f := Function(k)
	if !viaKernel {
		if f, err = th.KernelGetFunction(k); err != nil {
			b.Fatal(err)
		}
	}
	buf, err := th.MemAlloc(256)
	must(b, err)
	args := Args(buf, int32(64))
	b.ResetTimer()
	for range b.N {
		if err := th.LaunchKernel(f, Dim3{2, 1, 1}, Dim3{32, 1, 1}, 0, 0, args, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLaunchKernelCUkernel(b *testing.B)   { benchLaunch(b, true) }
func BenchmarkLaunchKernelCUfunction(b *testing.B) { benchLaunch(b, false) }

// BenchmarkLaunchKernelWorkers2 is BenchmarkLaunchKernelCUfunction with
// CUDASIM_KERNEL_WORKERS=2: one block per worker.
func BenchmarkLaunchKernelWorkers2(b *testing.B) { benchLaunchWorkers(b, false, 2) }

// BenchmarkLibraryNewContext measures what context-independent loading
// costs per context: create a context, load the library there on first use
// (variables allocated and initialised), destroy it.
func BenchmarkLibraryNewContext(b *testing.B) {
	_, th, _ := newLibTest(b, 1, ModuleLoadingLazy, nil)
	lib, err := th.LibraryLoadData(probeImage(b, "kernels.fatbin"), nil, nil)
	must(b, err)
	b.ResetTimer()
	for range b.N {
		c, err := th.CtxCreate(0, 0)
		must(b, err)
		if _, err := th.LibraryGetModule(lib); err != nil {
			b.Fatal(err)
		}
		must(b, th.CtxDestroy(c))
	}
}

// BenchmarkLibraryLoadData measures loading a library and resolving a
// kernel (the image is parsed at the first GetKernel).
func BenchmarkLibraryLoadData(b *testing.B) {
	_, th, _ := newLibTest(b, 1, ModuleLoadingLazy, nil)
	img := probeImage(b, "kernels.fatbin")
	b.ResetTimer()
	for range b.N {
		lib, err := th.LibraryLoadData(img, nil, nil)
		must(b, err)
		if _, err := th.LibraryGetKernel(lib, "addOne"); err != nil {
			b.Fatal(err)
		}
		must(b, th.LibraryUnload(lib))
	}
}

// emptyPTX is a kernel that does nothing, written by hand: what a launch
// costs with no work (tools/bench/host/host.c launches the same).
const emptyPTX = ".version 7.8\n.target sm_80\n.address_size 64\n.visible .entry empty()\n{\n\tret;\n}\n"

// BenchmarkLaunchEmptySync is the Go API's launch + synchronise of an empty
// kernel of one thread: the driver's and engine's fixed cost per launch
// (issue 14's goal: at most 1 us).
func BenchmarkLaunchEmptySync(b *testing.B) {
	_, th, _ := newLibTest(b, 1, ModuleLoadingLazy, nil)
	m, err := th.ModuleLoadData([]byte(emptyPTX))
	must(b, err)
	f, err := th.ModuleGetFunction(m, "empty")
	must(b, err)
	b.ReportAllocs()
	for b.Loop() {
		if err := th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, nil, nil); err != nil {
			b.Fatal(err)
		}
		if err := th.CtxSynchronize(); err != nil {
			b.Fatal(err)
		}
	}
}

// A launch that runs at once allocates nothing (BenchmarkLaunchEmptySync's
// 0 allocs/op): a variable that escapes on every launch's path, such as
// errors.As's target declared before the launch's result is known to be an
// error, costs one allocation each.
func TestLaunchEmptyAllocatesNothing(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector allocates")
	}
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	m, err := th.ModuleLoadData([]byte(emptyPTX))
	must(t, err)
	f, err := th.ModuleGetFunction(m, "empty")
	must(t, err)
	allocs := testing.AllocsPerRun(200, func() {
		must(t, th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, nil, nil))
		must(t, th.CtxSynchronize())
	})
	if allocs >= 1 {
		t.Errorf("a launch and synchronise of an empty kernel: %.1f allocations, want none", allocs)
	}
}
