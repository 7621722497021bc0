package driver

import (
	"os"
	"testing"
)

// BenchmarkModuleReloadCUB is what each test of a suite that loads a
// CUB-sized fatbin pays again through the driver: cuModuleLoadData of
// t_cub.fatbin (nvcc 13.0, 11 kernels, 40 variables), cuModuleGetFunction,
// one launch of its BlockReduce kernel (one block of 256 threads) and its
// synchronisation, cuModuleUnload. The image is parsed and the kernel
// lowered once, at the first iteration.
func BenchmarkModuleReloadCUB(b *testing.B) {
	_, th, _ := newLibTest(b, 1, ModuleLoadingLazy, nil)
	img, err := os.ReadFile("../testdata/images/cuda13/t_cub.fatbin")
	must(b, err)
	in, err := th.MemAlloc(256 * 4)
	must(b, err)
	out, err := th.MemAlloc(8)
	must(b, err)
	args := Args(in, out)
	for b.Loop() {
		m, err := th.ModuleLoadData(img)
		must(b, err)
		f, err := th.ModuleGetFunction(m, "_Z9blockSumsILi256EEvPKiPx")
		must(b, err)
		must(b, th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{256, 1, 1}, 0, 0, args, nil))
		must(b, th.CtxSynchronize())
		must(b, th.ModuleUnload(m))
	}
}
