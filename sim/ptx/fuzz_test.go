package ptx

import (
	"testing"

	"cudasim/cu"
)

// FuzzParse checks that no input makes the parser panic and that every failure carries a
// driver code.
func FuzzParse(f *testing.F) {
	f.Add([]byte(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry good() { ret; }\n"))
	f.Add([]byte(".version 9.0\n.target sm_90\n.global .align 4 .b8 t[4] = {1,{2},3};\n.entry k(.param .u64 p) { .reg .b64 %rd<3>; ld.param.u64 %rd1, [p+-8]; @!%p1 bra L; L: ret; }"))
	f.Add(mustRead(f, "testdata/kernels.ptx"))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := Parse(src)
		if err != nil {
			if c := cu.Code(err); c != cu.ErrorInvalidPTX && c != cu.ErrorUnsupportedPTXVersion {
				t.Fatalf("code %v for %q", c, err)
			}
			return
		}
		if m == nil {
			t.Fatal("nil module without error")
		}
	})
}
