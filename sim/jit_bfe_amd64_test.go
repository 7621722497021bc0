//go:build amd64 && linux

package sim

import (
	"math/rand/v2"
	"testing"
)

// bfeFieldValues are positions and lengths at bfe's edges: 0, a type's last bit and its width,
// the low 8 bits' last value and values whose low 8 bits are small (the instruction reads 8).
var bfeFieldValues = []uint64{0, 1, 5, 16, 30, 31, 32, 33, 40, 63, 64, 65, 127, 128, 200, 254, 255, 256, 257, 287, 0x1ff, 0xffffffff}

// TestCompiledBfe compiles random runs of bfe.u32 and bfe.s32 among the integer members, over
// 14 registers (some evicted and reloaded, a bfe in place now and then), against the
// interpreter's bitOps and runALU on a copy: every bit of every lane of every register must
// agree. Four registers hold edge positions and lengths (bfeFieldValues, random bits above
// the low 32 now and then), which most bfes take as theirs.
func TestCompiledBfe(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no AVX2")
	}
	const nregs, fields = 14, 10 // registers fields.. hold edge positions and lengths
	r := rand.New(rand.NewPCG(37, 39))
	for iter := range 3000 {
		n := 1 + r.IntN(16)
		run := make([]inst, n)
		for i := range run {
			k := int32(bfeKind)
			if r.IntN(3) == 0 {
				k = []int32{1, 2, 3, 6, 7, 8, 12, 13, cvtIntKind}[r.IntN(9)]
			}
			in := randomMember(r, k, nregs)
			switch k {
			case bfeKind:
				in.aux = []uint32{tU32, tS32}[r.IntN(2)]
				if r.IntN(4) != 0 {
					in.b, in.c = fields+int32(r.IntN(nregs-fields)), fields+int32(r.IntN(nregs-fields))
				}
				switch r.IntN(6) {
				case 0:
					in.d = in.a
				case 1:
					in.d = in.b
				case 2:
					in.d = in.c
				}
			case cvtIntKind:
				in.aux = cvtIntAux(32, r.IntN(2) == 0, 64, r.IntN(2) == 0)
			}
			if !compiledOnlyMember(&in) {
				t.Fatalf("compiledOnlyMember refuses %s aux %#x", opInfo[in.op].name, in.aux)
			}
			in.x[2] = k
			run[i] = in
		}
		regs := laneRegs(r, nregs)
		for i := fields; i < nregs; i++ {
			for l := range regs[i] {
				v := bfeFieldValues[r.IntN(len(bfeFieldValues))]
				if r.IntN(4) == 0 {
					v |= r.Uint64() &^ 0xffffffff
				}
				regs[i][l] = v
			}
		}
		want := &warp{r: append([][32]uint64(nil), regs...)}
		interpretMembers(want, run)
		checkCompiledRun(t, iter, run, regs, nil, want)
	}
}

// TestBfeMembers: bfe.u32 and bfe.s32 are members of compiled runs, the 64-bit forms not.
func TestBfeMembers(t *testing.T) {
	for _, c := range []struct {
		it   uint32
		want bool
	}{{tU32, true}, {tS32, true}, {tU64, false}, {tS64, false}} {
		in := inst{op: opBfe, aux: c.it, guard: -1}
		if got := runKinds[opBfe] == bfeKind && compiledOnlyMember(&in); got != c.want {
			t.Errorf("bfe of type %d: member %v, want %v", c.it, got, c.want)
		}
	}
}

// TestCompiledBfeEveryField runs bfe.u32 and bfe.s32 compiled on every position and length of
// 8 bits (the rest of the register random or zero) and five values each, against bfeLane.
func TestCompiledBfeEveryField(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no AVX2")
	}
	run := []inst{
		{op: opBfe, aux: tU32, d: 4, a: 1, b: 2, c: 3, guard: -1, d2: -1},
		{op: opBfe, aux: tS32, d: 5, a: 1, b: 2, c: 3, guard: -1, d2: -1},
		{op: opBfe, aux: tS32, d: 1, a: 1, b: 2, c: 3, guard: -1, d2: -1}, // in place, last
	}
	for i := range run {
		run[i].x[2] = bfeKind
	}
	code := mappedRun(t, run)
	defer code.Unmap()
	r := rand.New(rand.NewPCG(37, 40))
	regs := make([][32]uint64, 6)
	for pos := range uint64(256) {
		for ln0 := uint64(0); ln0 < 256; ln0 += 32 {
			for _, x := range []uint64{0, 0xffffffff, 0x80000000, 0x7fffffff, r.Uint64()} {
				var hi uint64
				if r.IntN(2) == 0 {
					hi = r.Uint64() &^ 0xff
				}
				for l := range 32 {
					regs[1][l] = x ^ uint64(l)<<40 // (the bits above 32: no part of a 32-bit field)
					regs[2][l] = pos | hi
					regs[3][l] = ln0 + uint64(l) | hi<<1&^0xff
				}
				callRun(code.Addr(0), &regs[0], &jitMem{})
				for l := range 32 {
					x := x ^ uint64(l)<<40
					u, s := bfeLane(x, pos, ln0+uint64(l), tU32), bfeLane(x, pos, ln0+uint64(l), tS32)
					if regs[4][l] != u || regs[5][l] != s || regs[1][l] != s {
						t.Fatalf("bfe of %#x, pos %d, len %d: compiled u32 %#x, s32 %#x, in place %#x; bfeLane %#x, %#x",
							x, pos, ln0+uint64(l), regs[4][l], regs[5][l], regs[1][l], u, s)
					}
				}
			}
		}
	}
}

// TestRunFirstBfe: a run that starts with a bfe, met by part of a warp, runs the bfe alone
// (runFirst) on those lanes, as bfeLane computes it, and leaves the others' lanes as they were.
func TestRunFirstBfe(t *testing.T) {
	r := rand.New(rand.NewPCG(37, 41))
	for _, it := range []uint32{tU32, tS32} {
		for _, mask := range []uint32{0x0000_ffff, 0x8421_8421, 1} {
			w := &warp{r: make([][32]uint64, 4)}
			for l := range 32 {
				w.r[0][l], w.r[3][l] = r.Uint64(), r.Uint64()
				w.r[1][l] = bfeFieldValues[r.IntN(len(bfeFieldValues))]
				w.r[2][l] = bfeFieldValues[r.IntN(len(bfeFieldValues))]
			}
			old := w.r[3]
			in := inst{op: opRun, aux: it, d: 3, a: 0, b: 1, c: 2, guard: -1, d2: -1}
			in.x[0] = int32(opBfe)
			if !w.runFirst(&in, mask) {
				t.Fatal("runFirst of a bfe returned false")
			}
			for l := range 32 {
				want := old[l]
				if mask>>l&1 != 0 {
					want = bfeLane(w.r[0][l], w.r[1][l], w.r[2][l], it)
				}
				if w.r[3][l] != want {
					t.Fatalf("bfe of type %d, mask %#x: lane %d %#x, want %#x", it, mask, l, w.r[3][l], want)
				}
			}
		}
	}
}

// TestBfeInCompiledRuns: radix sort's digit (bfe.u32 of a key with a register position and
// length, as CUB's BFE writes it) and a bfe.s32 are members of a compiled run, the first one
// starting it; a bfe.u64 is not.
func TestBfeInCompiledRuns(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no AVX2")
	}
	if !compiledRuns {
		t.Skip("no compiled runs: CUDASIM_ENGINE=interpreted turns the compiler off")
	}
	p, err := compileString(hdr + `.visible .entry k(.param .u32 pos, .param .u32 len)
{
	.reg .b32 %r<10>;
	.reg .b64 %rd<4>;
	ld.param.u32 %r2, [pos];
	ld.param.u32 %r3, [len];
	mov.u32 %r1, %tid.x;
	bar.sync 0;
	bfe.u32 %r4, %r1, %r2, %r3;
	add.s32 %r5, %r4, %r1;
	xor.b32 %r6, %r5, %r4;
	bfe.s32 %r7, %r6, %r2, %r3;
	add.s32 %r8, %r7, %r5;
	cvt.u64.u32 %rd1, %r8;
	bfe.u64 %rd2, %rd1, %r2, %r3;
	add.s64 %rd3, %rd2, %rd1;
	ret;
}
`)
	if err != nil {
		t.Fatal(err)
	}
	k, err := p.Kernel("k")
	if err != nil {
		t.Fatal(err)
	}
	var first, members, wide int
	for pc, in := range k.fast {
		if in.op != opRun || in.x[3] == 0 {
			continue
		}
		if opcode(in.x[0]) == opBfe {
			first++
			members++
		}
		for _, m := range k.fast[pc+1 : pc+int(in.x[1])] {
			if m.op == opBfe && m.aux == tU64 {
				wide++
			} else if m.op == opBfe {
				members++
			}
		}
	}
	if first != 1 || members != 2 || wide != 0 {
		t.Errorf("compiled runs start with %d bfe and hold %d bfe.u32/s32 and %d bfe.u64, want 1, 2, 0", first, members, wide)
	}
}
