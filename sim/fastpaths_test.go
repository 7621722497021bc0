package sim

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"strings"
	"testing"
	"unsafe"
)

// The rotate fast path of shf.l.wrap/shf.r.wrap (both sources one register) against the PTX
// definition, with shift amounts from 0 to beyond 31 (the wrap mode takes them modulo 32).
func TestShfWrapRotate(t *testing.T) {
	in := make([]uint32, 32)
	for i := range in {
		in[i] = 0x9e3779b9*uint32(i+1) ^ 0x85ebca6b
	}
	for _, dir := range []string{"l", "r"} {
		body := "ld.global.u32 %r1, [%rd5]; mul.lo.u32 %r2, %r0, 7;\n" +
			"shf." + dir + ".wrap.b32 %r3, %r1, %r1, %r2;\n" +
			"st.global.u32 [%rd4], %r3;"
		got := runOut(t, body, 32, 32, in...)
		for l, x := range in {
			n := uint32(l*7) & 31
			want := bits.RotateLeft32(x, int(n))
			if dir == "r" {
				want = bits.RotateLeft32(x, -int(n))
			}
			if got[l] != want {
				t.Errorf("shf.%s.wrap lane %d: %#x by %d = %#x, want %#x", dir, l, x, l*7, got[l], want)
			}
		}
	}
}

// TestLaneKernels compares the vector lane kernels with the portable loops, the destination
// distinct from the sources and the same as either.
func TestLaneKernels(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no lane kernels on this CPU")
	}
	kernels := []struct {
		name string
		vec  func(d, a, b *[32]uint64)
		ref  func(x, y uint64) uint64
	}{
		{"add", lanesAddAVX2, func(x, y uint64) uint64 { return x + y }},
		{"sub", lanesSubAVX2, func(x, y uint64) uint64 { return x - y }},
		{"and", lanesAndAVX2, func(x, y uint64) uint64 { return x & y }},
		{"or", lanesOrAVX2, func(x, y uint64) uint64 { return x | y }},
		{"xor", lanesXorAVX2, func(x, y uint64) uint64 { return x ^ y }},
		{"mul.wide.s32", lanesMulWideS32AVX2, func(x, y uint64) uint64 { return uint64(int64(int32(x)) * int64(int32(y))) }},
		{"mul.wide.u32", lanesMulWideU32AVX2, func(x, y uint64) uint64 { return uint64(uint32(x)) * uint64(uint32(y)) }},
		{"add imm", func(d, a, b *[32]uint64) { lanesAddImmAVX2(d, a, 0x7f0000001234) }, func(x, y uint64) uint64 { return x + 0x7f0000001234 }},
		{"mul.lo", lanesMulLoAVX2, func(x, y uint64) uint64 { return x * y }},
		{"mad.lo", func(d, a, b *[32]uint64) { c := *a; lanesMadLoAVX2(d, a, b, &c) }, func(x, y uint64) uint64 { return x*y + x }},
		{"rotl", lanesRotl32AVX2, func(x, y uint64) uint64 { return uint64(bits.RotateLeft32(uint32(x), int(y&31))) }},
		{"rotr", lanesRotr32AVX2, func(x, y uint64) uint64 { return uint64(bits.RotateLeft32(uint32(x), -int(y&31))) }},
		{"shl", lanesShlAVX2, func(x, y uint64) uint64 { return x << uint32(y) }},
		{"shr.u32", lanesShrU32AVX2, func(x, y uint64) uint64 { return uint64(uint32(x) >> uint32(y)) }},
		{"shr.s32", lanesShrS32AVX2, func(x, y uint64) uint64 { return uint64(uint32(int32(x) >> uint32(y))) }},
		{"shl 0-95", func(d, a, b *[32]uint64) { lanesShlAVX2(d, a, shiftCounts(b)) }, func(x, y uint64) uint64 { return x << uint32(y%96) }},
		{"shr.u32 0-95", func(d, a, b *[32]uint64) { lanesShrU32AVX2(d, a, shiftCounts(b)) }, func(x, y uint64) uint64 { return uint64(uint32(x) >> uint32(y%96)) }},
		{"shr.s32 0-95", func(d, a, b *[32]uint64) { lanesShrS32AVX2(d, a, shiftCounts(b)) }, func(x, y uint64) uint64 { return uint64(uint32(int32(x) >> uint32(y%96))) }},
		{"copy", func(d, a, b *[32]uint64) { lanesCopyAVX2(d, a) }, func(x, y uint64) uint64 { return x }},
		{"fill", func(d, a, b *[32]uint64) { lanesFillAVX2(d, 0x8123456789abcdef) }, func(x, y uint64) uint64 { return 0x8123456789abcdef }},
		{"widen32", func(d, a, b *[32]uint64) {
			var t [32]uint32
			for l := range t {
				t[l] = uint32(a[l])
			}
			lanesWiden32AVX2(d, &t)
		}, func(x, y uint64) uint64 { return uint64(uint32(x)) }},
	}
	seed := uint64(14)
	next := func() uint64 {
		seed = seed*6364136223846793005 + 1442695040888963407
		return seed ^ seed>>29
	}
	for _, k := range kernels {
		for round := 0; round < 100; round++ {
			var a, b, d [32]uint64
			for l := range a {
				a[l], b[l], d[l] = next(), next(), next()
				if round%2 == 0 {
					b[l] = uint64(l) // every rotate amount, 0 and 31 included
				}
			}
			var want [32]uint64
			for l := range want {
				want[l] = k.ref(a[l], b[l])
			}
			a0, b0 := a, b
			k.vec(&d, &a, &b)
			if d != want || a != a0 || b != b0 {
				t.Fatalf("%s: d = %x, want %x (sources changed: %v)", k.name, d, want, a != a0 || b != b0)
			}
			k.vec(&a, &a, &b) // d is a
			if a != want {
				t.Fatalf("%s into its first source: %x, want %x", k.name, a, want)
			}
			a = a0
			k.vec(&b, &a, &b) // d is b
			if b != want {
				t.Fatalf("%s into its second source: %x, want %x", k.name, b, want)
			}
		}
	}
}

// TestMemFull32BothPaths runs full-warp 32-bit accesses that the fast path of fastmem.go must
// finish exactly as the per-lane loop does: a load into its own address register, a misaligned
// lane, a lane past shared memory, a lane outside the allocation. Results and faults (code,
// thread, address) must agree with the portable path.
func TestMemFull32BothPaths(t *testing.T) {
	saved := enginePortable
	defer setEnginePortable(saved)
	bodies := map[string]string{
		"shared load into its address register": `mov.u32 %r1, %tid.x; shl.b32 %r1, %r1, 2; st.shared.u32 [%r1], %r0;
			bar.sync 0; xor.b32 %r1, %r1, 4; ld.shared.u32 %r1, [%r1]; st.global.u32 [%rd4], %r1;`,
		"misaligned global lane": `setp.eq.u32 %p1, %r0, 7; selp.b64 %rd6, 2, 0, %p1; add.s64 %rd6, %rd5, %rd6;
			ld.global.u32 %r1, [%rd6]; st.global.u32 [%rd4], %r1;`,
		"global lane outside the allocation": `setp.eq.u32 %p1, %r0, 19; selp.b64 %rd6, 1048576, 0, %p1; add.s64 %rd6, %rd4, %rd6;
			st.global.u32 [%rd6], %r0;`,
		"shared store past the end": `mov.u32 %r1, %tid.x; shl.b32 %r1, %r1, 2; setp.eq.u32 %p1, %r0, 20; selp.b32 %r2, 65536, 0, %p1;
			add.s32 %r1, %r1, %r2; st.shared.u32 [%r1], %r0; ld.shared.u32 %r3, [%r1]; st.global.u32 [%rd4], %r3;`,
		// ld32Halves: sgemm's two half-warp patterns of a tile in shared memory (each half one
		// word; both halves one sequence), the second into its own address register, and the
		// same patterns past the end of shared memory and misaligned, which fault.
		"shared load, half-warp broadcasts and sequences": `mov.u32 %r1, %tid.x; shl.b32 %r1, %r1, 2; mad.lo.u32 %r2, %r0, 7, 3; st.shared.u32 [%r1], %r2;
			bar.sync 0; shr.u32 %r3, %r0, 4; shl.b32 %r3, %r3, 2; ld.shared.u32 %r4, [%r3+8];
			and.b32 %r5, %r0, 15; shl.b32 %r5, %r5, 2; ld.shared.u32 %r5, [%r5+4]; mad.lo.u32 %r4, %r4, 1000, %r5; st.global.u32 [%rd4], %r4;`,
		"half-warp broadcast past the end": `shr.u32 %r3, %r0, 4; mul.lo.u32 %r3, %r3, 4096; ld.shared.u32 %r4, [%r3+8]; st.global.u32 [%rd4], %r4;`,
		"half-warp sequence past the end":  `and.b32 %r5, %r0, 15; shl.b32 %r5, %r5, 2; ld.shared.u32 %r5, [%r5+1100]; st.global.u32 [%rd4], %r5;`,
		"half-warp sequence misaligned":    `and.b32 %r5, %r0, 15; shl.b32 %r5, %r5, 2; ld.shared.u32 %r5, [%r5+2]; st.global.u32 [%rd4], %r5;`,
		// memFull32Warp looks at the allocation the instruction used last first: here one load
		// reads in, then out, then in again, and the lanes of another split over both.
		"one load, two allocations in turn": `st.global.u32 [%rd4], %r0; mov.u64 %rd6, %rd5; mov.u32 %r2, 0; mov.u32 %r3, 0;
			LOOP: ld.global.u32 %r1, [%rd6]; add.u32 %r3, %r3, %r1; mul.lo.u32 %r3, %r3, 3;
			setp.eq.u32 %p1, %r2, 0; selp.b64 %rd6, %rd4, %rd5, %p1; add.u32 %r2, %r2, 1; setp.lt.u32 %p2, %r2, 3; @%p2 bra LOOP;
			setp.lt.u32 %p1, %r0, 16; selp.b64 %rd7, %rd5, %rd4, %p1; ld.global.u32 %r1, [%rd7]; add.u32 %r3, %r3, %r1;
			st.global.u32 [%rd4], %r3;`,
	}
	for name, body := range bodies {
		t.Run(name, func(t *testing.T) {
			src := hdr + ".visible .entry k(.param .u64 out, .param .u64 in) {\n" +
				".reg .b32 %r<10>; .reg .b64 %rd<10>; .reg .pred %p<4>; .shared .align 4 .b8 sh[128];\n" +
				"ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [in]; mov.u32 %r0, %tid.x; mul.wide.u32 %rd3, %r0, 4; add.s64 %rd4, %rd1, %rd3; add.s64 %rd5, %rd2, %rd3;\n" +
				body + "\nret; }"
			words := make([]uint32, 32)
			for j := range words {
				words[j] = uint32(j) * 0x01010101
			}
			outs, errs := runBothPaths(t, src, le32(words...), 128)
			if errs[0] != errs[1] || string(outs[0]) != string(outs[1]) {
				t.Fatalf("fast and portable paths differ:\nfast:     %q %x\nportable: %q %x", errs[0], outs[0], errs[1], outs[1])
			}
			if !strings.HasPrefix(name, "shared load") && !strings.HasPrefix(name, "one load") && errs[0] == "" {
				t.Fatalf("no fault")
			}
			t.Logf("%q", errs[0])
		})
	}
}

// TestCmpIntVector compares setp's integer comparisons on the lane kernels with the portable
// ones, every operator and type, with values around each width's sign and edges and garbage above
// the compared width.
func TestCmpIntVector(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no lane kernels on this CPU")
	}
	defer setEnginePortable(enginePortable)
	edges := []uint64{0, 1, 2, 0x7fff, 0x8000, 0x8001, 0xffff, 0x7fffffff, 0x80000000, 0xffffffff,
		1 << 32, 0x7fffffffffffffff, 1 << 63, ^uint64(0), 0xdead00000000ffff, 0xbeef7fff}
	seed := uint64(7)
	next := func() uint64 {
		seed = seed*6364136223846793005 + 1442695040888963407
		if seed>>60 < 8 {
			return edges[seed>>32%uint64(len(edges))] + seed>>62 - 1
		}
		return seed ^ seed<<17
	}
	w := &warp{}
	for round := 0; round < 400; round++ {
		var a, b [32]uint64
		for l := range a {
			a[l], b[l] = next(), next()
			if l%5 == 0 {
				b[l] = a[l] // equal
			}
			if l%7 == 0 {
				b[l] = a[l] ^ 0xffff_0000_0000_0000 // equal in the low bits only
			}
		}
		for ct := uint32(ctS16); ct <= ctU64; ct++ {
			for cmp := uint32(cmpEQ); cmp <= cmpNAN; cmp++ {
				aux := cmp | ct<<8
				setEnginePortable(true)
				want := w.compare(aux, &a, &b)
				setEnginePortable(false)
				if got := w.compare(aux, &a, &b); got != want {
					t.Fatalf("type %d cmp %d: vector %#08x, portable %#08x\na %x\nb %x", ct, cmp, got, want, a, b)
				}
			}
		}
	}
}

// TestSetpInt compares setpInt (opSetpInt, the decoded integer setp of the fast code) and
// setpIntUniform with setp on every operator it decodes, s32/u32/s64/u64, with one and two
// destination predicates and partial masks, on values around the 32-bit and 64-bit edges with
// garbage in the high words, and pairs that differ in the high word or the low word alone.
func TestSetpInt(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no lane kernels on this CPU")
	}
	defer setEnginePortable(enginePortable)
	setEnginePortable(false)
	edges := []uint64{0, 1, 2, 0x7fff, 0x8000, 0x7fffffff, 0x80000000, 0x80000001, 0xffffffff,
		0xfffffffe, 1 << 32, 1 << 63, ^uint64(0), 0xdead00000000ffff, 0xbeef7fffffff,
		1<<63 - 1, 1<<63 + 1, 0xffffffff00000000, 1<<32 + 1, 0x80000000ffffffff, 0x7fffffff00000000}
	seed := uint64(11)
	next := func() uint64 {
		seed = seed*6364136223846793005 + 1442695040888963407
		if seed>>60 < 8 {
			return edges[seed>>32%uint64(len(edges))] + seed>>62 - 1
		}
		return seed ^ seed<<17
	}
	decoded := 0
	for round := 0; round < 300; round++ {
		w := &warp{r: make([][32]uint64, 2), p: make([]uint32, 2)}
		for l := range w.r[0] {
			w.r[0][l], w.r[1][l] = next(), next()
			switch l % 5 {
			case 0:
				w.r[1][l] = w.r[0][l] ^ 0xffff_0000_0000_0000 // equal in the low word only
			case 1:
				w.r[1][l] = w.r[0][l] ^ uint64(1+next()%3)<<uint(next()%64) // one bit or two apart
			case 2:
				w.r[1][l] = w.r[0][l] + next()%3 - 1 // -1, 0 or +1
			}
		}
		mask := uint32(fullMask)
		if round%3 == 1 {
			mask = uint32(next())
		}
		for _, ct := range []uint32{ctS32, ctU32, ctS64, ctU64} {
			for cmp := uint32(cmpEQ); cmp <= cmpNAN; cmp++ {
				for _, d2 := range []int32{-1, 1} {
					in := inst{op: opSetp, a: 0, b: 1, d: 0, d2: d2, aux: cmp | ct<<8}
					code, ok := setpIntCode(in.aux)
					if !ok {
						continue
					}
					decoded++
					p0 := uint32(next())
					w.p[0], w.p[1] = p0, ^p0
					w.setp(&in, mask)
					want := [2]uint32{w.p[0], w.p[1]}
					w.p[0], w.p[1] = p0, ^p0
					fast := in
					fast.op, fast.imm = opSetpInt, code
					w.setpInt(&fast, mask)
					if got := [2]uint32{w.p[0], w.p[1]}; got != want {
						t.Fatalf("type %d cmp %d d2 %d mask %#x: setpInt %#08x, setp %#08x\na %x\nb %x", ct, cmp, d2, mask, got, want, w.r[0], w.r[1])
					}
					// Warp-uniform operands: every lane holds the first active lane's values.
					l0 := bits.TrailingZeros32(mask) & 31
					u := &warp{r: make([][32]uint64, 2), p: []uint32{p0, ^p0}}
					for l := range u.r[0] {
						u.r[0][l], u.r[1][l] = w.r[0][l0], w.r[1][l0]
					}
					u.setp(&in, mask)
					want = [2]uint32{u.p[0], u.p[1]}
					u.p[0], u.p[1] = p0, ^p0
					fast.imm |= setpIntUniform
					u.setpIntUniform(&fast, mask)
					if got := [2]uint32{u.p[0], u.p[1]}; got != want {
						t.Fatalf("type %d cmp %d d2 %d mask %#x: setpIntUniform %#08x, setp %#08x\na %x\nb %x", ct, cmp, d2, mask, got, want, u.r[0][l0], u.r[1][l0])
					}
				}
			}
		}
	}
	if decoded == 0 {
		t.Fatal("setpIntCode decoded no comparison")
	}
}

// TestSeq32 checks the coalesced kernels: consecutive words load and store as the per-lane loop
// would; any lane off the sequence leaves everything untouched; a load may go into its address
// register.
// TestLd32Halves compares ld32Halves with the lane loop's rules, written out: both half-warp
// patterns, each lane moved off its pattern in turn, starts at and past the end of memory,
// misaligned starts, addresses that wrap around 2^64, and the destination being the addresses.
func TestLd32Halves(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no lane kernels on this CPU")
	}
	mem := make([]byte, 256)
	for i := range mem {
		mem[i] = byte(i*11 + 5)
	}
	last := uint64(len(mem) - 4)
	p := unsafe.Pointer(&mem[0])
	want := func(a *[32]uint64, off uint64) (d [32]uint64, ok bool) {
		bcast, seq := true, true
		for l := 0; l < 16; l++ {
			bcast = bcast && a[l] == a[0] && a[16+l] == a[16]
			seq = seq && a[l] == a[0]+4*uint64(l) && a[16+l] == a[l]
		}
		if !bcast && !seq {
			return d, false
		}
		for l := range a {
			o := a[l] + off
			if o > last || o&3 != 0 {
				return d, false
			}
			d[l] = uint64(binary.LittleEndian.Uint32(mem[o:]))
		}
		return d, true
	}
	check := func(what string, a [32]uint64, off uint64) {
		t.Helper()
		wd, wok := want(&a, off)
		var d [32]uint64
		for l := range d {
			d[l] = 0xdead
		}
		ok := ld32Halves(&d, &a, p, off, last)
		if ok != wok || ok && d != wd {
			t.Fatalf("%s (off %d, a %x): got %v %x, want %v %x", what, off, a, ok, d, wok, wd)
		}
		if !ok && d[0] != 0xdead {
			t.Fatalf("%s: d written though the pattern was refused", what)
		}
		if wok {
			d = a // the destination is the address register
			if !ld32Halves(&d, &d, p, off, last) || d != wd {
				t.Fatalf("%s, into its address register: %x, want %x", what, d, wd)
			}
		}
	}
	bcast := func(x, y uint64) (a [32]uint64) {
		for l := range 16 {
			a[l], a[16+l] = x, y
		}
		return a
	}
	seq := func(x uint64) (a [32]uint64) {
		for l := range 16 {
			a[l], a[16+l] = x+4*uint64(l), x+4*uint64(l)
		}
		return a
	}
	for _, off := range []uint64{0, 4, 2, 1 << 40, ^uint64(0) - 7} {
		base := -off // lane address + off lands at 0 (for the wrapping offsets too)
		for _, start := range []uint64{0, 4, 64, last - 60, last - 56, last, last + 4, 2, 3} {
			check("broadcasts", bcast(base+start, base+8), off)
			check("broadcasts", bcast(base+8, base+start), off)
			check("sequence", seq(base+start), off)
		}
		for l := range 32 {
			a := bcast(base+16, base+32)
			a[l] += 4
			check("broadcasts, one lane off", a, off)
			a = seq(base + 16)
			a[l] += 4
			check("sequence, one lane off", a, off)
			a = seq(base + 16)
			a[l] ^= 1 << 40
			check("sequence, one lane's high word off", a, off)
		}
	}
	var a [32]uint64
	for l := range a {
		a[l] = 4 * uint64(l)
	}
	check("32 consecutive words", a, 0)
}

// TestSame32 checks ld32Same, the load of one word by all 32 lanes: with every address equal
// each lane gets the word (also into the address register itself); with any one lane's address
// off by a word or in its high bits, it reports false and leaves d alone.
func TestSame32(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no lane kernels on this CPU")
	}
	mem := []byte{0, 0, 0, 0, 0x11, 0x22, 0x33, 0xf4, 9, 9, 9, 9}
	p := unsafe.Pointer(&mem[4])
	const want = 0xf4332211
	for bad := -1; bad < 32; bad++ {
		for _, delta := range []uint64{4, 1 << 40} {
			var a, d [32]uint64
			for l := range a {
				a[l], d[l] = 0x7f0000000044, 0xdead
			}
			if bad >= 0 {
				a[bad] += delta
			}
			ok := ld32Same(&d, &a, p)
			if ok != (bad < 0) {
				t.Fatalf("lane %d off by %#x: ld32Same = %v", bad, delta, ok)
			}
			for l := range d {
				if bad < 0 && d[l] != want || bad >= 0 && d[l] != 0xdead {
					t.Fatalf("lane %d off by %#x: d[%d] = %#x", bad, delta, l, d[l])
				}
			}
			if bad < 0 && (!ld32Same(&a, &a, p) || a[0] != want || a[31] != want) {
				t.Fatalf("load into its address register: a[0], a[31] = %#x, %#x", a[0], a[31])
			}
		}
	}
}

func TestSeq32(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no lane kernels on this CPU")
	}
	mem := make([]byte, 256)
	for i := range mem {
		mem[i] = byte(i*7 + 3)
	}
	wordOf := func(m []byte, o int) uint64 {
		return uint64(m[o]) | uint64(m[o+1])<<8 | uint64(m[o+2])<<16 | uint64(m[o+3])<<24
	}
	word := func(o int) uint64 { return wordOf(mem, o) }
	p := unsafe.Pointer(&mem[64])
	for bad := -1; bad < 32; bad++ {
		var a, d, v [32]uint64
		for l := range a {
			a[l] = 0x7f0000000040 + uint64(4*l)
			d[l] = 0xdead
			v[l] = 0xabcd0000_11000000 | uint64(l)
		}
		if bad >= 0 {
			a[bad] += 4
		}
		before := append([]byte(nil), mem...)
		okLd := ld32Seq(&d, &a, p)
		okSt := st32Seq(&v, &a, p)
		if okLd != (bad < 0) || okSt != (bad < 0) {
			t.Fatalf("lane %d off the sequence: load %v, store %v", bad, okLd, okSt)
		}
		for l := range d {
			if bad < 0 && d[l] != wordOf(before, 64+4*l) || bad >= 0 && d[l] != 0xdead {
				t.Fatalf("lane %d off: d[%d] = %#x", bad, l, d[l])
			}
		}
		if bad >= 0 && string(mem) != string(before) {
			t.Fatalf("lane %d off: memory written", bad)
		}
		if bad < 0 {
			for l := range v {
				if got := word(64 + 4*l); got != uint64(uint32(v[l])) {
					t.Fatalf("stored word %d = %#x, want %#x", l, got, uint32(v[l]))
				}
			}
			if string(mem[:64]) != string(before[:64]) || string(mem[192:]) != string(before[192:]) {
				t.Fatalf("store wrote outside its 128 bytes")
			}
			copy(mem, before)
			if !ld32Seq(&a, &a, p) || a[5] != word(84) {
				t.Fatalf("load into its address register: %#x, want %#x", a[5], word(84))
			}
		}
	}
}

// shiftCounts returns b's lanes mod 96: shift counts below, at and past 32 and 64, with random
// high bits left out (those are tested with b itself).
func shiftCounts(b *[32]uint64) *[32]uint64 {
	var c [32]uint64
	for l := range c {
		c[l] = b[l] % 96
	}
	return &c
}

// TestUniform32 compares the vector test of shfl's operands with the plain loop: equal lanes,
// lanes that differ only above bit 31 (uniform: shfl reads the low words), and one lane that
// differs in its low word, at every lane and bit.
func TestUniform32(t *testing.T) {
	if !haveLaneVector {
		t.Skip("no lane kernels on this CPU")
	}
	defer setEnginePortable(enginePortable)
	check := func(name string, v *[32]uint64) {
		t.Helper()
		setEnginePortable(true)
		want := uniform32(v)
		setEnginePortable(false)
		if got := uniform32(v); got != want {
			t.Errorf("%s: vector %v, loop %v (%x)", name, got, want, *v)
		}
	}
	var v [32]uint64
	for l := range v {
		v[l] = 0x1234_5678_9abc_def0
	}
	check("equal", &v)
	for l := range v {
		v[l] ^= uint64(l+1) << 32
	}
	check("high words differ", &v)
	for l := range v {
		for bit := range 32 {
			v[l] ^= 1 << bit
			check(fmt.Sprintf("lane %d bit %d", l, bit), &v)
			v[l] ^= 1 << bit
		}
	}
}
