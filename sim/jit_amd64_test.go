//go:build amd64 && linux

package sim

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"cudasim/sim/internal/amd64"
)

// runKindOps lists runKinds by entry: runKindOps[k] is the opcode whose x[2] is k.
var runKindOps = func() (ops [64]opcode) {
	for op, k := range runKinds {
		if k != 0 && opcode(op) != opAddMem {
			ops[k] = opcode(op)
		}
	}
	return ops
}()

// laneValue64 is a random 64-bit integer near an edge of s64 or u64 (0, ±1, INT64_MIN/MAX,
// the 32-bit boundaries) or anywhere.
func laneValue64(r *rand.Rand) uint64 {
	edges := []uint64{0, 1, ^uint64(0), 1 << 63, 1<<63 - 1, 1<<63 + 1, 1 << 32, 1<<32 - 1, 1<<32 + 1,
		1 << 31, 0xffffffff00000000, 0x80000000ffffffff}
	if r.IntN(3) == 0 {
		return r.Uint64()
	}
	return edges[r.IntN(len(edges))] + uint64(r.IntN(3)) - 1
}

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
		regs := laneRegs(r, nregs)
		// (mad.lo of uniform factors reads lane 0's factors, as runALU does, though these
		// registers' lanes differ.)
		want := &warp{r: append([][32]uint64(nil), regs...)}
		want.runALU(run, 0, n, &want.r[run[0].d], int64(n))
		checkCompiledRun(t, iter, run, regs, nil, want)
	}
}

// laneRegs is n registers of laneValue lanes.
func laneRegs(r *rand.Rand, n int) [][32]uint64 {
	regs := make([][32]uint64, n)
	for i := range regs {
		for l := range regs[i] {
			regs[i][l] = laneValue(r)
		}
	}
	return regs
}

// randomMember is an unguarded instruction of run kind k on registers below nregs, chosen at
// random.
func randomMember(r *rand.Rand, k int32, nregs int) inst {
	return inst{op: runKindOps[k], guard: -1, d: int32(r.IntN(nregs)), a: int32(r.IntN(nregs)),
		b: int32(r.IntN(nregs)), c: int32(r.IntN(nregs)), d2: -1}
}

// mappedRun compiles run (no loop, uniformity or packed slots) into executable memory, which
// the caller unmaps.
func mappedRun(t *testing.T, run []inst) *amd64.Code {
	t.Helper()
	var a amd64.Asm
	compileRun(&a, run, 0, nil, nil, nil, new(jitCounts), nil, nil, nil)
	code, err := amd64.Map(a.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// checkCompiledRun compiles run, runs it whole on regs and preds (none: nil), and requires every
// lane of every register and every predicate to be want's (the interpreter's, on a copy).
func checkCompiledRun(t *testing.T, iter int, run []inst, regs [][32]uint64, preds []uint32, want *warp) {
	t.Helper()
	code := mappedRun(t, run)
	m := &jitMem{}
	if len(preds) > 0 {
		m.preds = &preds[0]
	}
	n := len(run)
	if got, next, quiet := callRun(code.Addr(0), &regs[0], m); got != n || next != n || quiet != 0 {
		t.Fatalf("iteration %d: the run returned %d, %d, %d, want %d, %d, 0", iter, got, next, quiet, n, n)
	}
	if err := code.Unmap(); err != nil {
		t.Fatal(err)
	}
	for i := range regs {
		for l := range regs[i] {
			if regs[i][l] != want.r[i][l] {
				t.Fatalf("iteration %d: register %d lane %d: compiled %#x, interpreter %#x; run:\n%s",
					iter, i, l, regs[i][l], want.r[i][l], runString(run))
			}
		}
	}
	for i := range preds {
		if preds[i] != want.p[i] {
			t.Fatalf("iteration %d: p%d compiled %#x, interpreter %#x; run:\n%s", iter, i, preds[i], want.p[i], runString(run))
		}
	}
}

// TestCompiledF32Select compiles random runs of the f32 compare-and-select members (setp.f32 of
// every operator, one or two predicates; selp, either way round; abs.f32, neg.f32, div.rn.f32) among f32
// add, sub, mul and fma over 14 registers, on random and special lanes (NaNs, infinities,
// subnormals, zeros, high words set), against the interpreter's own computations on a copy:
// setp, f32Lane, exec's selp, opNegF32 and opDivF32 (canon32 of the negation, of Go's float32
// division) and f32Lane for the negated fmas (ptxas's contractions): every bit of every lane
// of every register and every predicate must agree.
func TestCompiledF32Select(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no AVX2")
	}
	const nregs = 14
	// What the compiled setp does not make: integer-only operators, .ftz, a boolean combination.
	for _, aux := range []uint32{cmpLO | ctF32<<8, cmpHS | ctF32<<8, cmpGT | ctF32<<8 | 1<<16, cmpGT | ctF32<<8 | 1<<17} {
		if compiledOnlyMember(&inst{op: opSetp, aux: aux}) {
			t.Errorf("compiledOnlyMember admits setp aux %#x", aux)
		}
	}
	r := rand.New(rand.NewPCG(18, 3))
	kinds := []int32{16, 17, 18, 23, setpF32Kind, selpKind, absF32Kind, negF32Kind, divF32Kind, fmaNegF32Kind}
	for iter := range 3000 {
		n := 1 + r.IntN(16)
		run := make([]inst, n)
		for i := range run {
			k := kinds[r.IntN(len(kinds))]
			in := randomMember(r, k, nregs)
			switch k {
			case setpF32Kind:
				cmp := uint32(r.IntN(cmpNAN + 1))
				for cmp >= cmpLO && cmp <= cmpHS {
					cmp = uint32(r.IntN(cmpNAN + 1))
				}
				in.aux = cmp | ctF32<<8
				in.d = int32(r.IntN(4))
				if r.IntN(2) == 0 {
					in.d2 = int32(r.IntN(4))
				}
			case selpKind:
				in.c = int32(r.IntN(4))
				in.aux = uint32(r.IntN(2)) // negated
			case absF32Kind:
				in.aux = fAbs
			case fmaNegF32Kind:
				in.op, in.aux = opF32, fFma|[]uint32{0, fNegA, fNegC, fNegA | fNegC}[r.IntN(4)]
			}
			if !compiledOnlyMember(&in) && k >= setpF32Kind {
				t.Fatalf("compiledOnlyMember refuses %s aux %#x", opInfo[in.op].name, in.aux)
			}
			in.x[2] = k
			run[i] = in
		}
		regs := make([][32]uint64, nregs)
		for i := range regs {
			v := laneValue(r)
			for l := range regs[i] {
				if r.IntN(3) > 0 {
					v = laneValue(r)
				}
				regs[i][l] = v
			}
		}
		preds := []uint32{r.Uint32(), r.Uint32(), r.Uint32(), r.Uint32()}
		want := &warp{r: append([][32]uint64(nil), regs...), p: append([]uint32(nil), preds...), active: fullMask}
		interpretMembers(want, run)
		checkCompiledRun(t, iter, run, regs, preds, want)
	}
}

// interpretMembers runs compiled runs' register members on w as the interpreter computes them:
// runALU's lane kernels, setp, exec's selp, and the f32 forms compiled code alone runs in runs.
func interpretMembers(want *warp, run []inst) {
	for i := range run {
		in := &run[i]
		d := &want.r[in.d]
		x, y := &want.r[in.a], &want.r[in.b]
		switch in.x[2] {
		case setpF32Kind:
			want.setp(in, fullMask)
		case selpKind:
			p := want.p[in.c]
			if in.aux&1 != 0 {
				p = ^p
			}
			var v [32]uint64
			for l := range v {
				v[l] = y[l]
				if p>>l&1 != 0 {
					v[l] = x[l]
				}
			}
			*d = v
		case absF32Kind:
			var v [32]uint64
			for l := range v {
				v[l] = f32Lane(fAbs, x[l], 0, 0)
			}
			*d = v
		case negF32Kind:
			var v [32]uint64
			for l := range v {
				v[l] = canon32(-f32(x[l]))
			}
			*d = v
		case divF32Kind:
			var v [32]uint64
			for l := range v {
				v[l] = canon32(f32(x[l]) / f32(y[l]))
			}
			*d = v
		case fmaNegF32Kind:
			var v [32]uint64
			for l := range v {
				v[l] = f32Lane(in.aux, x[l], y[l], want.r[in.c][l])
			}
			*d = v
		case cvtIntKind:
			want.cvtInt(in, fullMask)
		case bfeKind:
			want.bitOps(in, fullMask)
		default:
			want.runALU(run, i, 1, d, 1)
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

// TestCompiledRunsInBenchKernels: hash's rounds are compiled runs, a warm warp's whole vecadd
// (the index, the bound check and its branch, the loads, add and store) is one, and sgemm's inner product (its shared loads and fma.rn.f32s) another, unless the
// accesses are left out (under -race); the kernels compute what they compute without them
// (the benchmarks check their results against Go).
func TestCompiledRunsInBenchKernels(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no AVX2")
	}
	if !compiledRuns {
		t.Skip("no compiled runs: CUDASIM_ENGINE=interpreted turns the compiler off")
	}
	p, err := compileString(string(mustReadFile(t, "testdata/bench/bench.ptx")))
	if err != nil {
		t.Fatal(err)
	}
	sfu, err := compileString(string(mustReadFile(t, "testdata/bench/sfu.ptx")))
	if err != nil {
		t.Fatal(err)
	}
	// members counts the members of compiled runs by opcode.
	membersOf := func(p *Program, name string) map[opcode]int {
		k, err := p.Kernel(name)
		if err != nil {
			t.Fatal(err)
		}
		m := map[opcode]int{}
		for pc, in := range k.fast {
			if in.op == opRun && in.x[3] != 0 {
				m[opcode(in.x[0])]++
				for _, mem := range k.fast[pc+1 : pc+int(in.x[1])] {
					m[mem.op]++
				}
			}
		}
		if k.jit == nil || len(m) == 0 {
			t.Fatalf("%s has no compiled runs", name)
		}
		return m
	}
	members := func(name string) map[opcode]int { return membersOf(p, name) }
	members("hash")
	// Black-Scholes' compare-and-select between its SFU instructions (compileSetpF32, selp and
	// abs members), its two contracted mul-subs (fmas of a negated addend) and, where accesses
	// are members (its run starts with the two loads before it), its div.rn: all in runs.
	if m := membersOf(sfu, "options"); m[opSetp] != 2 || m[opSelp] != 2 || m[opF32] != 4 || (m[opDivF32] == 1) != accessMembers() {
		t.Errorf("options' compiled runs hold %v; want its two setp.f32, selp.f32, abs.f32, contracted fmas and (accesses members: %v) its div.rn.f32", m, accessMembers())
	}
	if !accessMembers() {
		t.Log("accesses are not members of runs here (race detector)")
		return
	}
	if m := members("vecadd"); m[opLdGlobal32] != 2 || m[opStGlobal32] != 1 || m[opAddF32] != 1 ||
		m[opMadLoUni] != 1 || m[opSetpIntBra] != 1 || m[opBra] != 1 {
		t.Errorf("vecadd's compiled runs hold %v; want its index, bound check and branch, two loads, add and store", m)
	}
	if m := members("sgemm"); m[opLdShared32] < 30 || m[opFmaF32] != 16 {
		t.Errorf("sgemm's compiled runs hold %v; want 30 shared loads and its 16 fma.rn.f32", m)
	}
}

// TestCompiledFmaMatchesReference runs a compiled fma.rn.f32 on lanes whose exact results lie
// in and near the subnormal range (halfway points between subnormals among them: odd multiples
// of 2^-150 plus zero or a subnormal), on random bit patterns (NaNs, infinities), and on exact
// zeros of every sign, against sim/fp's fused multiply-add (fmaF32): every bit of every lane.
func TestCompiledFmaMatchesReference(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no AVX2")
	}
	run := []inst{{op: opFmaF32, guard: -1, a: 0, b: 1, c: 2, d: 3}}
	run[0].x[2] = int32(runKinds[opFmaF32])
	code := mappedRun(t, run)
	defer code.Unmap()
	r := rand.New(rand.NewPCG(23, 1))
	small := func(lo, hi int) uint32 { // a random f32 of biased exponent lo..hi
		return r.Uint32()&0x807fffff | uint32(lo+r.IntN(hi-lo+1))<<23
	}
	for iter := range 4000 {
		regs := make([][32]uint64, 4)
		for l := range 32 {
			var x, y, z uint32
			switch r.IntN(6) {
			case 0: // odd * 2^-150: a halfway point between two subnormals
				x = math.Float32bits(float32(r.IntN(1<<22)|1) * 0x1p-75)
				y = math.Float32bits(0x1p-75)
				z = []uint32{0, 0x80000000, r.Uint32() & 0x807fffff}[r.IntN(3)]
			case 1: // products near and below the smallest normal
				x, y = small(40, 120), small(0, 100)
				z = small(0, 5)
			case 2:
				x, y, z = small(0, 254), small(0, 254), small(0, 254)
			case 3: // zeros, and products cancelled by the addend
				x, y = small(100, 150), small(100, 150)
				z = math.Float32bits(-f32(uint64(x)) * f32(uint64(y)))
				if r.IntN(2) == 0 {
					x = []uint32{0, 0x80000000}[r.IntN(2)]
					z = []uint32{0, 0x80000000}[r.IntN(2)]
				}
			default:
				x, y, z = r.Uint32(), r.Uint32(), r.Uint32()
			}
			regs[0][l], regs[1][l], regs[2][l] = uint64(x), uint64(y), uint64(z)
		}
		callRun(code.Addr(0), &regs[0], &jitMem{})
		for l := range 32 {
			if want := fmaF32(regs[0][l], regs[1][l], regs[2][l]); regs[3][l] != want {
				t.Fatalf("iteration %d lane %d: fma(%#x, %#x, %#x) compiled %#x, reference %#x",
					iter, l, regs[0][l], regs[1][l], regs[2][l], regs[3][l], want)
			}
		}
	}
}

// TestCompiledSetpAndBranch compiles a setp followed by its branch (a run's setp and branch
// members) for every comparison setpInt makes (each kind, negated, unsigned, warp-uniform, with
// and without a second predicate) and branches on either predicate or another one, either way
// round, on lanes that are random, equal in every lane, or equal to the other operand's: the
// predicates must be setpInt's, and the run must leave at the target where every lane branches
// (2 instructions), go on where none does (2, one quiet) and stop before the branch where lanes
// disagree (1).
func TestCompiledSetpAndBranch(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no AVX2")
	}
	r := rand.New(rand.NewPCG(28, 30))
	for iter := range 3000 {
		// A setp's own aux (so the reference is right on every engine path: without the lane
		// kernels, setpInt runs the setp itself) and the code fuse derives from it.
		aux := uint32(cmpEQ+r.IntN(cmpHS-cmpEQ+1)) | uint32(ctS32+r.IntN(4))<<8
		code, ok := setpIntCode(aux)
		if !ok {
			t.Fatalf("setpIntCode(%#x) refused an s32/u32/s64/u64 comparison", aux)
		}
		value := laneValue
		if code&setpInt64 != 0 {
			value = laneValue64
		}
		if r.IntN(2) == 0 {
			code |= setpIntUniform
		}
		setp := inst{op: opSetpIntBra, guard: -1, a: int32(r.IntN(3)), b: int32(r.IntN(3)), d: int32(r.IntN(2)), d2: -1, imm: code, aux: aux}
		if r.IntN(2) == 0 {
			setp.d2 = 2
		}
		setp.x[2] = setpBraKind
		bra := inst{op: opBra, guard: int16(r.IntN(4)), gneg: r.IntN(2) == 0, imm: int64(r.IntN(60)) - 20}
		bra.x[2] = braKind
		regs := make([][32]uint64, 3)
		for i := range regs {
			v := value(r)
			for l := range regs[i] {
				switch r.IntN(5) {
				case 0:
					regs[i][l] = value(r)
				case 1:
					regs[i][l] = v ^ uint64(r.Uint32())<<32 // the same low word
				case 2:
					regs[i][l] = v ^ uint64(r.Uint32()) // the same high word
				default:
					regs[i][l] = v
				}
			}
		}
		if r.IntN(4) == 0 {
			regs[setp.b] = regs[setp.a]
		}
		// An operand whose slot holds a constant (uniformity's consts): an immediate, or a
		// register where it does not fit one (setpIntScalar), in every lane.
		var uni *uniformity
		if r.IntN(3) == 0 {
			s := []int32{setp.a, setp.b}[r.IntN(2)]
			v := value(r)
			for l := range regs[s] {
				regs[s][l] = v
			}
			uni = &uniformity{reg: []uniKind{uniVarying, uniVarying, uniVarying}, nslots: len(regs), nwords: 1, defined: []uint64{7, 7}}
			uni.strides = &laneStrides{consts: map[int32]uint64{s: v}}
		}
		preds := []uint32{r.Uint32(), r.Uint32(), r.Uint32(), r.Uint32()}
		want := &warp{r: append([][32]uint64(nil), regs...), p: append([]uint32(nil), preds...), active: fullMask}
		want.setpInt(&setp, fullMask)
		taken := want.p[bra.guard]
		if bra.gneg {
			taken = ^taken
		}
		wantRan, wantNext, wantQuiet := 1, 1, 0
		switch taken {
		case fullMask:
			wantRan, wantNext = 2, int(bra.imm)
		case 0:
			wantRan, wantNext, wantQuiet = 2, 2, 1
		}
		var a amd64.Asm
		compileRun(&a, []inst{setp, bra}, 0, nil, uni, nil, new(jitCounts), nil, nil, nil)
		code2, err := amd64.Map(a.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		ran, next, quiet := callRun(code2.Addr(0), &regs[0], &jitMem{preds: &preds[0]})
		if err := code2.Unmap(); err != nil {
			t.Fatal(err)
		}
		if ran != wantRan || next != wantNext || quiet != wantQuiet {
			t.Fatalf("iteration %d (setp code %#x, branch on p%d, negated %v): returned %d, %d, %d, want %d, %d, %d",
				iter, code, bra.guard, bra.gneg, ran, next, quiet, wantRan, wantNext, wantQuiet)
		}
		for i := range preds {
			if preds[i] != want.p[i] {
				t.Fatalf("iteration %d (setp code %#x): p%d = %#x, setpInt %#x", iter, code, i, preds[i], want.p[i])
			}
		}
	}
}

// TestCompiledShfl compiles shfls of constant lane and clamp operands (compileShfl: every mode,
// lanes past 31, segments narrower than the warp, clamps below the lane) and runs each on a
// register file of random lanes whose high words are set, against shfl itself on a copy: every
// bit of every lane of every register, and the predicate, must agree.
func TestCompiledShfl(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no AVX2")
	}
	const nregs = 4
	saved := enginePortable
	defer setEnginePortable(saved)
	r := rand.New(rand.NewPCG(16, 5))
	for iter := range 2000 {
		bv := uint32(r.IntN(40))
		cv := []uint32{31, 0x101f, 0x1000, 0x181f, 0x1c03, 7, 0, r.Uint32()}[r.IntN(8)]
		in := inst{op: opShfl, guard: -1, aux: uint32(r.IntN(4)), d: 1, d2: -1, a: 0, b: 2, c: 3,
			imm: int64(bv) | int64(cv)<<32}
		if r.IntN(2) == 0 {
			in.d2 = 1
		}
		in.x[2] = shflKind
		regs := make([][32]uint64, nregs)
		for i := range regs {
			for l := range regs[i] {
				regs[i][l] = r.Uint64() | 1<<40
			}
		}
		for l := range 32 {
			regs[2][l], regs[3][l] = uint64(bv), uint64(cv)
		}
		preds := []uint32{r.Uint32(), r.Uint32()}
		want := &warp{r: append([][32]uint64(nil), regs...), p: append([]uint32(nil), preds...)}
		setEnginePortable(true) // shfl's lane loop, the reference
		want.shfl(&in, fullMask)
		setEnginePortable(saved)
		var a amd64.Asm
		compileRun(&a, []inst{in}, 0, nil, nil, nil, new(jitCounts), nil, nil, nil)
		code, err := amd64.Map(a.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if got, next, _ := callRun(code.Addr(0), &regs[0], &jitMem{preds: &preds[0]}); got != 1 || next != 1 {
			t.Fatalf("iteration %d: the run returned %d, %d, want 1, 1", iter, got, next)
		}
		if err := code.Unmap(); err != nil {
			t.Fatal(err)
		}
		for i := range regs {
			for l := range regs[i] {
				if regs[i][l] != want.r[i][l] {
					t.Fatalf("iteration %d: shfl mode %d b %d c %#x: register %d lane %d: compiled %#x, shfl %#x",
						iter, in.aux, bv, cv, i, l, regs[i][l], want.r[i][l])
				}
			}
		}
		if preds[1] != want.p[1] || preds[0] != want.p[0] {
			t.Fatalf("iteration %d: shfl mode %d b %d c %#x: predicates %#x, shfl %#x", iter, in.aux, bv, cv, preds, want.p)
		}
	}
}
