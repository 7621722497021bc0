package replay

import (
	"strings"
	"testing"

	"cudasim/driver"
	"cudasim/trace"
)

// FuzzReplay checks that no trace, however wrong, makes replay panic: every
// problem is a divergence or an error naming the line.
func FuzzReplay(f *testing.F) {
	for _, s := range []string{
		preamble + "t0 cuDeviceGetCount() -> CUDA_SUCCESS 2\n",
		preamble + "t0 cuMemcpyDtoH(buf0+60, 8) -> CUDA_SUCCESS i32[1 2]\n",
		preamble + "t0 cuMemcpyHtoD(buf0, hex:0102, 1) -> CUDA_SUCCESS\nt1 cuCtxPopCurrent() -> CUDA_SUCCESS _!null\n",
		preamble + "t0 cuLibraryLoadData(\".version 8.0\\n.target sm_90\\n.address_size 64\\n.visible .entry k() { ret; }\\n\") -> CUDA_SUCCESS lib0\n" +
			"t0 cuLibraryGetKernel(lib0, \"k\") -> CUDA_SUCCESS k0\nt0 cuLaunchKernel(k0, grid=(1,1,1), block=(1,1,1), shmem=0, stream=null, params=[]) -> CUDA_SUCCESS\n",
		preamble + "t0 cuLaunchKernel(buf0, 1, 1, 0, null, params=[1, null, hex:00]) -> 1\nt0 cuLaunchKernel(null, (1,1), (0,0,0), extra=[buf0+8]) -> 400\n",
		preamble + "t0 cuMemFreeHost(buf0) -> 1\nt0 cuCtxDestroy(ctx0) -> 201\nt0 cuModuleEnumerateFunctions(-1, null) -> 400 [fn0]\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		tr, err := trace.Parse(strings.NewReader(text))
		if err != nil {
			return
		}
		d := driver.New(driver.Config{})
		defer d.Close()
		d.SetPrintfOutput(nil)
		Run(d, tr, Options{Continue: true})
	})
}
