package driver

import (
	"testing"

	"cudasim/cu"
)

// FuzzLibraryLoadData loads arbitrary bytes as a library and walks the
// library API over them: every call must return a driver code, never
// panic, and unloading must always succeed.
func FuzzLibraryLoadData(f *testing.F) {
	f.Add(probeImage(f, "kernels.ptx"))
	f.Add([]byte(".version 8.0\n.target sm_90\n.address_size 64\n.global .u32 g = 5;\n.visible .entry k(.param .u64 p) { ret; }\n"))
	f.Add([]byte("\x7fELF\x02\x01\x01"))
	f.Add([]byte{0x50, 0xed, 0x55, 0xba, 1, 0, 16, 0})
	_, th, _ := newLibTest(f, 1, ModuleLoadingLazy, nil)
	f.Fuzz(func(t *testing.T, b []byte) {
		lib, err := th.LibraryLoadData(b, nil, nil)
		if err != nil {
			if len(b) != 0 {
				t.Fatalf("cuLibraryLoadData of %d bytes: %v", len(b), err)
			}
			return
		}
		check := func(what string, err error) {
			if err != nil && cu.Code(err) == cu.ErrorUnknown {
				t.Fatalf("%s: error without a driver code: %v", what, err)
			}
		}
		n, err := th.LibraryGetKernelCount(lib)
		check("count", err)
		ks, err := th.LibraryEnumerateKernels(lib, n)
		check("enumerate", err)
		for _, k := range ks {
			_, err := th.KernelGetFunction(k)
			check("function", err)
			_, _, err = th.KernelGetParamInfo(k, 0)
			check("param info", err)
		}
		_, err = th.LibraryGetModule(lib)
		check("module", err)
		if err := th.LibraryUnload(lib); err != nil {
			t.Fatalf("cuLibraryUnload: %v", err)
		}
	})
}
