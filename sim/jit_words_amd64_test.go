//go:build amd64 && linux

package sim

import (
	"math/rand/v2"
	"testing"

	"cudasim/sim/internal/amd64"
)

// TestCompiledWordsMatchLaneKernels compiles random runs of the segment members over 12 packed
// registers, two of them warp-uniform and never written (kept values, members computed once),
// and two constants' slots (their shift counts and operands immediates), so that
// segments run on eight lanes of words (segmentWords) or, where a member has no word form
// (mul.wide, cvta), on packed quadwords; each runs on a packed register file of random and
// special lanes (NaN payloads, infinities, subnormals, shift counts from 0 to 69, high words
// set), against the interpreter on the wide lanes: every lane's low word must agree, which is
// all a packed slot keeps (lanewidth.go: a 32-bit register's readers read no more).
func TestCompiledWordsMatchLaneKernels(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no AVX2")
	}
	const nregs, nconsts, nuniform = 14, 2, 2
	const written = nregs - nconsts - nuniform // registers 0-9 are written; 10 and 11 uniform
	uni := &uniformity{reg: make([]uniKind, nregs), nslots: nregs, nwords: 1, defined: make([]uint64, 32)}
	for s := range uni.reg {
		uni.reg[s] = uniVarying
		if s >= written {
			uni.reg[s] = uniWarp
		}
	}
	for pc := range uni.defined {
		uni.defined[pc] = 1<<nregs - 1
	}
	var kinds []int32
	for k := int32(1); k < firstAccessKind; k++ {
		kinds = append(kinds, k)
	}
	kinds = append(kinds, selpKind, absF32Kind, negF32Kind, divF32Kind, fmaNegF32Kind)
	var packed slotWidths
	packed.markNarrow(0, nregs-nconsts)
	var list []int32
	for s := range int32(nregs - nconsts) {
		list = append(list, s)
	}
	r := rand.New(rand.NewPCG(36, 1))
	var counts jitCounts
	for iter := range 4000 {
		consts := map[int32]uint64{}
		for s := int32(nregs - nconsts); s < nregs; s++ {
			consts[s] = laneValue(r)
		}
		uni.strides = &laneStrides{consts: consts}
		n := 1 + r.IntN(16)
		run := make([]inst, n)
		for i := range run {
			k := kinds[r.IntN(len(kinds))]
			for k >= 12 && k <= 15 && r.IntN(4) > 0 { // mostly runs that have word forms
				k = kinds[r.IntN(len(kinds))]
			}
			in := inst{op: runKindOps[k], guard: -1, d: int32(r.IntN(written)), a: int32(r.IntN(nregs)),
				b: int32(r.IntN(nregs)), c: int32(r.IntN(nregs)), imm: int64(r.Uint64()), d2: -1}
			switch k {
			case 19, 20:
				in.b = in.a
			case selpKind:
				in.c = int32(r.IntN(4))
				in.aux = uint32(r.IntN(2))
			case absF32Kind:
				in.op, in.aux = opF32, fAbs
			case fmaNegF32Kind:
				in.op, in.aux = opF32, fFma|[]uint32{0, fNegA, fNegC, fNegA | fNegC}[r.IntN(4)]
			}
			in.x[2] = k
			run[i] = in
		}
		var a amd64.Asm
		compileRun(&a, run, 0, nil, uni, nil, &counts, nil, packed, nil)
		code, err := amd64.Map(a.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		regs := make([][32]uint64, nregs)
		for i := range regs {
			v, ok := consts[int32(i)]
			for l := range regs[i] {
				if !ok && (i < written || l == 0) {
					v = laneValue(r)
				}
				regs[i][l] = v
			}
		}
		preds := []uint32{r.Uint32(), r.Uint32(), r.Uint32(), r.Uint32()}
		want := &warp{r: append([][32]uint64(nil), regs...), p: append([]uint32(nil), preds...), active: fullMask}
		interpretMembers(want, run)
		packSlots(regs, list)
		if got, next, quiet := callRun(code.Addr(0), &regs[0], &jitMem{preds: &preds[0]}); got != n || next != n || quiet != 0 {
			t.Fatalf("iteration %d: the run returned %d, %d, %d, want %d, %d, 0", iter, got, next, quiet, n, n)
		}
		if err := code.Unmap(); err != nil {
			t.Fatal(err)
		}
		widenSlots(regs, list)
		for i := range regs {
			for l := range regs[i] {
				if uint32(regs[i][l]) != uint32(want.r[i][l]) {
					t.Fatalf("iteration %d: register %d lane %d: compiled %#x, interpreter %#x (low words); run:\n%s",
						iter, i, l, uint32(regs[i][l]), uint32(want.r[i][l]), runString(run))
				}
			}
		}
	}
	// Most segments have word forms: the test covers them, and the packed quadwords too.
	if counts.wordSegments < counts.segments/2 || counts.wordSegments == counts.segments {
		t.Errorf("%d of %d segments on words: want most, not all", counts.wordSegments, counts.segments)
	}
	// ... and segments whose members without a word form are computed once, on quadwords,
	// before chunks on words (mixed: reduce's cvta of the shared window).
	if counts.mixedSegments == 0 {
		t.Errorf("no segment mixed (%d of %d on words)", counts.wordSegments, counts.segments)
	}
	// ... and the values kept for every chunk: results computed once, constants, uniform registers.
	for kind, n := range counts.kept {
		if n == 0 {
			t.Errorf("no value of kind %d kept", kind)
		}
	}
	t.Logf("%d of %d segments on words (%d mixed); kept %v", counts.wordSegments, counts.segments, counts.mixedSegments, counts.kept)
}
