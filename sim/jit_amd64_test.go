//go:build amd64 && linux

package sim

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"cudasim/sim/internal/amd64"
)

// runKindOps lists runKinds by entry: runKindOps[k] is the opcode whose x[2] is k.
var runKindOps = func() (ops [32]opcode) {
	for op, k := range runKinds {
		if k != 0 && opcode(op) != opAddMem {
			ops[k] = opcode(op)
		}
	}
	return ops
}()

// laneValue draws a register lane: random bits, or a value the forms treat specially (f32 NaNs,
// infinities, subnormals and zeros in the low word, shift counts at and past 32 and 64, words
// with their sign bits set).
func laneValue(r *rand.Rand) uint64 {
	hi := r.Uint64() &^ 0xffffffff
	switch r.IntN(12) {
	case 0:
		return hi | uint64(0x7f800000|r.Uint32()&0x807fffff) // NaN or infinity
	case 1:
		return hi | uint64(r.Uint32()&0x807fffff) // subnormal or zero
	case 2:
		return uint64(r.IntN(70)) // a shift count
	case 3:
		return hi | uint64(r.IntN(70))
	case 4:
		return hi | 0x80000000 | uint64(r.Uint32())
	case 5:
		return 0
	default:
		return r.Uint64()
	}
}

// TestCompiledRunMatchesLaneKernels compiles random runs of every member kind over 14 registers
// (more than the 9 the body caches, so that some are evicted and reloaded) and runs each on a
// register file of random and special lanes, against runALU with the lane kernels on a copy:
// every bit of every lane of every register must agree.
func TestCompiledRunMatchesLaneKernels(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no AVX2")
	}
	const nregs = 14
	r := rand.New(rand.NewPCG(14, 8))
	for iter := range 3000 {
		n := 1 + r.IntN(24)
		run := make([]inst, n)
		for i := range run {
			k := 1 + r.IntN(firstAccessKind-1) // the accesses: TestCompiledAccesses
			in := inst{op: runKindOps[k], guard: -1, d: int32(r.IntN(nregs)), a: int32(r.IntN(nregs)),
				b: int32(r.IntN(nregs)), c: int32(r.IntN(nregs)), imm: int64(r.Uint64())}
			if in.op == opShfLWrap || in.op == opShfRWrap {
				in.b = in.a
			}
			in.x[2] = int32(k)
			run[i] = in
		}
		var a amd64.Asm
		compileRun(&a, run, 0)
		code, err := amd64.Map(a.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		regs := make([][32]uint64, nregs)
		for i := range regs {
			for l := range regs[i] {
				regs[i][l] = laneValue(r)
			}
		}
		// mad.lo of uniform factors is compiled as mad.lo: in a whole warp its factors are the
		// same in every lane; these are not, so the reference is mad.lo's lane kernel.
		ref := append([]inst(nil), run...)
		for i := range ref {
			if ref[i].op == opMadLoUni {
				ref[i].x[2] = int32(runKinds[opMadLo])
			}
		}
		want := &warp{r: append([][32]uint64(nil), regs...)}
		want.runALU(ref, 0, n, &want.r[run[0].d])
		if got := callRun(code.Addr(0), &regs[0], &jitMem{}); got != n {
			t.Fatalf("iteration %d: the run returned %d, want %d", iter, got, n)
		}
		if err := code.Unmap(); err != nil {
			t.Fatal(err)
		}
		for i := range regs {
			for l := range regs[i] {
				if regs[i][l] != want.r[i][l] {
					t.Fatalf("iteration %d: register %d lane %d: compiled %#x, lane kernels %#x; run:\n%s",
						iter, i, l, regs[i][l], want.r[i][l], runString(run))
				}
			}
		}
	}
}

func runString(run []inst) string {
	var b strings.Builder
	for _, in := range run {
		fmt.Fprintf(&b, "%s d%d a%d b%d c%d imm %#x\n", opInfo[in.op].name, in.d, in.a, in.b, in.c, in.imm)
	}
	return b.String()
}

// TestCompiledRunsInBenchKernels: hash's rounds are compiled runs, and the kernel computes what
// it computes without them (BenchmarkHash16K checks its result against Go).
func TestCompiledRunsInBenchKernels(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no AVX2")
	}
	p, err := compileString(string(mustReadFile(t, "testdata/bench/bench.ptx")))
	if err != nil {
		t.Fatal(err)
	}
	k, err := p.Kernel("hash")
	if err != nil {
		t.Fatal(err)
	}
	compiled := 0
	for _, in := range k.fast {
		if in.op == opRun && in.x[3] != 0 {
			compiled++
		}
	}
	if k.jit == nil || compiled == 0 {
		t.Fatalf("hash has %d compiled runs", compiled)
	}
}
