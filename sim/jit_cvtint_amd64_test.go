package sim

import (
	"math/rand/v2"
	"testing"
)

// TestCompiledCvtInt compiles random runs of cvt between every pair of integer types (8, 16, 32
// and 64 bits, signed and not) among the integer members, over 14 registers (some evicted and
// reloaded, a cvt in place now and then), on random and special lanes, against the
// interpreter's cvtInt and runALU on a copy: every bit of every lane of every register must
// agree.
func TestCompiledCvtInt(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no AVX2")
	}
	const nregs = 14
	r := rand.New(rand.NewPCG(36, 38))
	widths := []uint32{8, 16, 32, 64}
	for iter := range 3000 {
		n := 1 + r.IntN(16)
		run := make([]inst, n)
		for i := range run {
			k := int32(cvtIntKind)
			if r.IntN(3) == 0 {
				k = []int32{1, 2, 3, 6, 7, 8, 12, 13}[r.IntN(8)] // mov, add, sub, logic, mul.wide
			}
			in := randomMember(r, k, nregs)
			if k == cvtIntKind {
				in.aux = cvtIntAux(widths[r.IntN(4)], r.IntN(2) == 0, widths[r.IntN(4)], r.IntN(2) == 0)
				if r.IntN(4) == 0 {
					in.d = in.a
				}
			}
			if !compiledOnlyMember(&in) {
				t.Fatalf("compiledOnlyMember refuses %s aux %#x", opInfo[in.op].name, in.aux)
			}
			in.x[2] = k
			run[i] = in
		}
		regs := laneRegs(r, nregs)
		want := &warp{r: append([][32]uint64(nil), regs...)}
		for i := range run {
			if in := &run[i]; in.x[2] == cvtIntKind {
				want.cvtInt(in, fullMask)
			} else {
				want.runALU(run, i, 1, &want.r[in.d], 1)
			}
		}
		checkCompiledRun(t, iter, run, regs, nil, want)
	}
}
