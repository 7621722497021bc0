package trace

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// FuzzParse checks that Parse never panics and that every trace it accepts
// survives a round trip through Call.String.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"t0 cuInit(0) -> CUDA_SUCCESS\n",
		"@devices h200 h200\n# note\nt1 cuMemAlloc(64) -> CUDA_SUCCESS buf0\n",
		`t0 cuLaunchKernel(k0, grid=(2,1,1), block=(32,1,1), shmem=0, stream=null, params=[buf0+16, i32:64, f64:-7.9]) -> CUDA_SUCCESS`,
		"t0 cuMemcpyDtoH(buf0, 12) -> CUDA_SUCCESS i32[46 _ 20*2] hex:00__ff\n",
		`t0 cuLibraryLoadData(".version 8.0\n") -> CUDA_SUCCESS lib0 # c`,
		"t0 cuF(f32:0x7fc00001, f64:inf, u64:0xffffffffffffffff, file:\"a b\") -> 1 _\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		tr, err := Parse(strings.NewReader(text))
		if err != nil {
			return
		}
		for _, c := range tr.Calls {
			c.Notes = nil
			line := c.String()
			again, err := ParseCall(line)
			if err != nil {
				t.Fatalf("Parse accepted a call whose String %q does not parse: %v", line, err)
			}
			again.Line, again.Arrow = c.Line, c.Arrow
			if diff := cmp.Diff(c, again, cmp.Comparer(sameFloat)); diff != "" {
				t.Fatalf("round trip of %q changed it (-first +second):\n%s", line, diff)
			}
		}
	})
}
