package sim

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestPackedCTAs runs kernels of one-thread blocks packed (32 CTAs the lanes of a warp, pack.go),
// and of blocks of 2 to 16 threads,
// and one CTA at a time on the fast engine, and on the portable one (which never packs), and
// requires the same memory, counts and fault: grids that end in a partial pack, a first pack that is partial (the prologue's values
// then in some lanes only), three-dimensional grids, lanes that branch apart, %ctaid read by exec
// after a branch, predicated stores, one and two workers.
func TestPackedCTAs(t *testing.T) {
	const params = "(.param .u64 out, .param .u64 in, .param .u32 n)"
	const id = `ld.param.u64 %rd1, [out]; cvta.to.global.u64 %rd1, %rd1; ld.param.u64 %rd2, [in];
	cvta.to.global.u64 %rd2, %rd2; ld.param.u32 %r9, [n];
	mov.u32 %r1, %ctaid.x; mov.u32 %r2, %ctaid.y; mov.u32 %r3, %ctaid.z;
	mov.u32 %r4, %nctaid.x; mov.u32 %r5, %nctaid.y;
	mad.lo.u32 %r6, %r3, %r5, %r2; mad.lo.u32 %r6, %r6, %r4, %r1;
	mov.u32 %r8, %tid.z; mov.u32 %r10, %ntid.y; mov.u32 %r11, %tid.y; mad.lo.u32 %r8, %r8, %r10, %r11;
	mov.u32 %r10, %ntid.x; mov.u32 %r11, %tid.x; mad.lo.u32 %r8, %r8, %r10, %r11;
	mov.u32 %r10, %ntid.y; mov.u32 %r11, %ntid.z; mul.lo.u32 %r10, %r10, %r11; mov.u32 %r11, %ntid.x; mul.lo.u32 %r10, %r10, %r11;
	mad.lo.u32 %r6, %r6, %r10, %r8;
	mul.wide.u32 %rd3, %r6, 4; add.s64 %rd4, %rd1, %rd3; add.s64 %rd5, %rd2, %rd3;
`
	kernels := []struct{ name, body string }{
		{"store", `mad.lo.u32 %r7, %r6, -1640531535, 12345; st.global.u32 [%rd4], %r7;`},
		// Lanes take three paths; one stores nothing; a guarded store, a selp.
		{"branches", `setp.ge.u32 %p1, %r6, %r9; @%p1 bra END;
	ld.global.u32 %r7, [%rd5]; rem.u32 %r10, %r6, 3; setp.eq.u32 %p2, %r10, 0; @%p2 bra A;
	setp.eq.u32 %p3, %r10, 1; @%p3 bra B;
	and.b32 %r11, %r6, 4; setp.ne.u32 %p4, %r11, 0; mul.lo.u32 %r7, %r7, 7; @%p4 st.global.u32 [%rd4], %r7;
	bra.uni END;
A:	mul.lo.u32 %r7, %r7, 3; selp.u32 %r11, 5, 9, %p1; add.u32 %r7, %r7, %r11; st.global.u32 [%rd4], %r7; bra.uni END;
B:	cvt.rn.f32.u32 %f1, %r7; mul.f32 %f1, %f1, 0f3F000000; sqrt.rn.f32 %f1, %f1; mov.b32 %r7, %f1;
	st.global.u32 [%rd4], %r7;
END:`},
		// %ctaid read again after lanes branched apart: exec reads it, not the prologue's fill.
		{"ctaid late", `and.b32 %r10, %r6, 1; setp.eq.u32 %p1, %r10, 0; @%p1 bra A;
	mov.u32 %r11, %ctaid.x; mov.u32 %r12, %ctaid.z; mad.lo.u32 %r7, %r12, 1000, %r11; st.global.u32 [%rd4], %r7; bra.uni END;
A:	mov.u32 %r11, %ctaid.y; mov.u32 %r12, %nctaid.z; mad.lo.u32 %r7, %r11, 77, %r12; st.global.u32 [%rd4], %r7;
END:`},
	}
	grids := [][3]uint32{{2, 1, 1}, {31, 1, 1}, {33, 1, 1}, {100, 1, 1}, {7, 5, 3}, {64, 2, 1}}
	one := [3]uint32{1, 1, 1}
	for _, kc := range kernels {
		src := hdr + ".visible .entry k" + params + " {\n.reg .b32 %r<13>; .reg .f32 %f<3>; .reg .b64 %rd<6>; .reg .pred %p<5>;\n" +
			id + kc.body + "\nret; }"
		for _, grid := range grids {
			for _, workers := range []int{1, 2} {
				packCase(t, fmt.Sprintf("%s, grid %v, %d workers", kc.name, grid, workers), src, grid, one, workers, false)
			}
		}
		// Blocks of 2 to 16 threads: 16 to 2 CTAs a pack.
		for _, block := range [][3]uint32{{2, 1, 1}, {2, 2, 1}, {1, 2, 4}, {16, 1, 1}, {4, 1, 4}} {
			for _, grid := range [][3]uint32{{3, 1, 1}, {37, 1, 1}, {7, 5, 3}} {
				packCase(t, fmt.Sprintf("%s, grid %v, block %v", kc.name, grid, block), src, grid, block, 1, false)
			}
			packCase(t, fmt.Sprintf("%s, grid 100, block %v, 2 workers", kc.name, block), src, [3]uint32{100, 1, 1}, block, 2, false)
		}
	}
	// One CTA stores to address 0: the same fault, packed or not.
	src := hdr + ".visible .entry k" + params + " {\n.reg .b32 %r<13>; .reg .f32 %f<3>; .reg .b64 %rd<6>; .reg .pred %p<5>;\n" +
		id + `setp.eq.u32 %p1, %r6, 37; @%p1 mov.u64 %rd4, 0; st.global.u32 [%rd4], %r6;` + "\nret; }"
	packCase(t, "fault", src, [3]uint32{70, 1, 1}, one, 1, true)
	packCase(t, "fault, blocks of 4", src, [3]uint32{20, 1, 1}, [3]uint32{4, 1, 1}, 1, true)
}

// packCase runs src's kernel k on grid and block, packed and not, fast and portable, and
// compares with the portable engine's run.
func packCase(t *testing.T, name, src string, grid, block [3]uint32, workers int, wantFault bool) {
	t.Helper()
	savedEngine, savedPack := enginePortable, packCTAs
	defer func() { setEnginePortable(savedEngine); packCTAs = savedPack }()
	n := int(grid[0] * grid[1] * grid[2] * block[0] * block[1] * block[2])
	in := make([]byte, 4*n)
	for i := range n {
		binary.LittleEndian.PutUint32(in[4*i:], uint32(i*2654435761+17))
	}
	type result struct {
		out   []byte
		err   error
		stats Stats
	}
	var res [3]result
	for i, c := range []struct{ portable, pack bool }{{true, false}, {false, false}, {false, true}} {
		setEnginePortable(c.portable)
		packCTAs = c.pack
		k := mustKernel(t, src, "k")
		if !k.packable {
			t.Fatalf("%s: the kernel is not packable", name)
		}
		mem := newTestMem()
		out, _ := mem.Alloc(4 * n)
		mem.Write(out, bytes.Repeat([]byte{0xee}, 4*n))
		inp, _ := mem.Alloc(4 * n)
		mem.Write(inp, in)
		params := make([]byte, k.ParamSize())
		copy(params[k.Params()[0].Offset:], le64(out))
		copy(params[k.Params()[1].Offset:], le64(inp))
		binary.LittleEndian.PutUint32(params[k.Params()[2].Offset:], uint32(n-5))
		r := &res[i]
		l := &Launch{Grid: grid, Block: block, Params: params, Memory: mem, Workers: workers, Stats: &r.stats}
		if packs(k, l, true, DefaultInstructionBudget) != (c.pack && !c.portable) {
			t.Fatalf("%s: packs is %v on the portable engine %v with packing %v", name, !(c.pack && !c.portable), c.portable, c.pack)
		}
		r.err = Run(k, l)
		r.out = make([]byte, 4*n)
		mem.Read(out, r.out)
	}
	ref := res[0]
	if (ref.err != nil) != wantFault {
		t.Fatalf("%s: error %v", name, ref.err)
	}
	for i, what := range []string{"fast, one at a time", "fast, packed"} {
		r := res[i+1]
		var f0, f1 *Fault
		if errors.As(ref.err, &f0) != errors.As(r.err, &f1) || (f0 != nil && *f0 != *f1) || (ref.err == nil) != (r.err == nil) {
			t.Errorf("%s, %s: error %v, want %v", name, what, r.err, ref.err)
		}
		if wantFault {
			continue // (a pack's other CTAs have stored, and the stores after the fault differ)
		}
		if !bytes.Equal(r.out, ref.out) {
			t.Errorf("%s, %s: memory differs\n got %x\nwant %x", name, what, r.out, ref.out)
		}
		if r.stats != ref.stats {
			t.Errorf("%s, %s: counts %+v, want %+v", name, what, r.stats, ref.stats)
		}
	}
	if bytes.Equal(ref.out, bytes.Repeat([]byte{0xee}, 4*n)) && !wantFault {
		t.Errorf("%s: nothing stored", name)
	}
}

// TestPlanPack: what keeps a kernel from being packed.
func TestPlanPack(t *testing.T) {
	body := func(decl, code string) string {
		return hdr + decl + ".visible .entry k(.param .u64 out) {\n.reg .b32 %r<8>; .reg .b64 %rd<4>; .reg .pred %p<2>;\n" +
			"ld.param.u64 %rd1, [out]; mov.u32 %r1, %ctaid.x; " + code + "\nret; }"
	}
	cases := []struct {
		name string
		src  string
		want bool
	}{
		{"plain", body("", "st.global.u32 [%rd1], %r1;"), true},
		{"shared", body(".shared .align 4 .b8 s[16];\n", "mov.u32 %r2, s; st.shared.u32 [%r2], %r1;"), false},
		{"barrier", body("", "bar.sync 0; st.global.u32 [%rd1], %r1;"), false},
		{"laneid", body("", "mov.u32 %r2, %laneid; st.global.u32 [%rd1], %r2;"), false},
		{"clock", body("", "mov.u32 %r2, %clock; st.global.u32 [%rd1], %r2;"), false},
		{"shfl", body("", "shfl.sync.idx.b32 %r2, %r1, 0, 31, -1; st.global.u32 [%rd1], %r2;"), false},
		{"atomic", body("", "atom.global.add.u32 %r2, [%rd1], 1;"), false},
		{"loop", body("", "L: add.u32 %r1, %r1, 1; setp.lt.u32 %p1, %r1, 10; @%p1 bra L; st.global.u32 [%rd1], %r1;"), false},
	}
	for _, c := range cases {
		k := mustKernel(t, c.src, "k")
		if k.packable != c.want {
			t.Errorf("%s: packable %v, want %v", c.name, k.packable, c.want)
		}
	}
}

// TestPackSizes runs packs of growing sizes on one runner (take's chunks only shrink, so no
// launch does): a first pack of 5 lanes runs the prologue for those lanes alone, and the next,
// of 32, must run it again (it is not warm); a pack of 32 in one row after a pack of 5 in it
// must fill every lane's %ctaid.y (the 5 lanes' row is not every lane's).
func TestPackSizes(t *testing.T) {
	src := hdr + `.visible .entry k(.param .u64 out) {
.reg .b32 %r<8>; .reg .b64 %rd<5>;
ld.param.u64 %rd1, [out]; cvta.to.global.u64 %rd1, %rd1;
mov.u32 %r1, %ctaid.x; mov.u32 %r2, %ctaid.y; mov.u32 %r3, %nctaid.x; mad.lo.u32 %r4, %r2, %r3, %r1;
mul.wide.u32 %rd3, %r4, 4; add.s64 %rd4, %rd1, %rd3; mad.lo.u32 %r5, %r2, 1000, %r1; st.global.u32 [%rd4], %r5;
ret; }`
	k := mustKernel(t, src, "k")
	mem := newTestMem()
	const gx, gy = 40, 3
	out, _ := mem.Alloc(4 * gx * gy)
	params := make([]byte, k.ParamSize())
	copy(params[k.Params()[0].Offset:], le64(out))
	l := &Launch{Grid: [3]uint32{gx, gy, 1}, Block: [3]uint32{1, 1, 1}, Params: params, Memory: mem, Workers: 1}
	r := newRunner(k, l, DefaultInstructionBudget)
	r.readyPack(k, l, DefaultInstructionBudget)
	packs := [][2]int{{0, 5}, {80, 32}, {72, 8}, {41, 31}, {112, 5}, {5, 32}}
	for _, p := range packs {
		if f := r.runPack(uint64(p[0]), p[1]); f != nil {
			t.Fatal(f)
		}
	}
	got := make([]byte, 4*gx*gy)
	mem.Read(out, got)
	for _, p := range packs {
		for i := p[0]; i < p[0]+p[1]; i++ {
			if g, w := binary.LittleEndian.Uint32(got[4*i:]), uint32(i/gx*1000+i%gx); g != w {
				t.Errorf("CTA %d stored %d, want %d", i, g, w)
			}
		}
	}
}

// TestPackedRandom compares packed runs with the portable engine (which runs each CTA alone) on
// random kernels a pack may run: integer and f32 arithmetic, compares, selp, guarded
// instructions, forward branches that nest, guarded rets, %ctaid and %tid read again after the
// lanes branched apart, and stores to each thread's own 32 words; blocks of 1 to 16 threads.
// Memory, counts and errors must be the same.
func TestPackedRandom(t *testing.T) {
	count := 150
	if testing.Short() {
		count = 40
	}
	for seed := range uint64(count) {
		nt := uint32(1) << (seed % 5)
		src := genPackKernel(seed, 10+int(seed%6)*12)
		grid := [3]uint32{uint32(20 + seed%50), 1, 1}
		if seed%4 == 3 {
			grid = [3]uint32{5, 3, uint32(1 + seed%3)}
		}
		packRandomCase(t, seed, src, grid, [3]uint32{nt, 1, 1})
	}
}

func genPackKernel(seed uint64, n int) string {
	r := rand.New(rand.NewPCG(seed, 77))
	var b strings.Builder
	b.WriteString(hdr + ".visible .entry k(.param .u64 in, .param .u64 out)\n{\n" +
		".reg .pred %p<5>; .reg .b32 %r<16>; .reg .f32 %f<8>; .reg .b64 %rd<9>;\n" +
		`ld.param.u64 %rd0, [in]; ld.param.u64 %rd4, [out]; mov.u32 %r1, %tid.x; mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x; mov.u32 %r4, %ctaid.y; mov.u32 %r0, %nctaid.x; mad.lo.s32 %r2, %r4, %r0, %r2;
	mov.u32 %r4, %ctaid.z; mov.u32 %r0, %nctaid.y; mul.lo.s32 %r4, %r4, %r0; mov.u32 %r0, %nctaid.x;
	mad.lo.s32 %r2, %r4, %r0, %r2; mad.lo.s32 %r4, %r2, %r3, %r1;
	cvta.to.global.u64 %rd1, %rd0; mul.wide.u32 %rd2, %r4, 4; add.s64 %rd3, %rd1, %rd2;
	cvta.to.global.u64 %rd5, %rd4; mul.wide.u32 %rd6, %r4, 128; add.s64 %rd7, %rd5, %rd6;
`)
	for i := 5; i < 16; i++ {
		fmt.Fprintf(&b, "\tld.global.u32 %%r%d, [%%rd3+%d];\n", i, 4*r.IntN(64))
	}
	for i := range 8 {
		fmt.Fprintf(&b, "\tld.global.f32 %%f%d, [%%rd3+%d];\n", i, 4*r.IntN(64))
	}
	for i := range 4 {
		fmt.Fprintf(&b, "\tsetp.lt.u32 %%p%d, %%r%d, %%r%d;\n", i, 5+r.IntN(11), 5+r.IntN(11))
	}
	rd := func() string { return fmt.Sprintf("%%r%d", 5+r.IntN(11)) }
	ri := func() string {
		if r.IntN(5) == 0 {
			return fmt.Sprint(int32(r.Uint32()) >> uint(r.IntN(32)))
		}
		return fmt.Sprintf("%%r%d", 1+r.IntN(15))
	}
	fr := func() string { return fmt.Sprintf("%%f%d", r.IntN(8)) }
	pr := func() string { return fmt.Sprintf("%%p%d", r.IntN(4)) }
	var open []int
	label := 0
	for range n {
		if len(open) > 0 && r.IntN(4) == 0 {
			fmt.Fprintf(&b, "L%d:\n", open[len(open)-1])
			open = open[:len(open)-1]
		}
		guard := ""
		if r.IntN(5) == 0 {
			guard = "@" + []string{"", "!"}[r.IntN(2)] + pr() + " "
		}
		b.WriteString("\t" + guard)
		switch r.IntN(12) {
		case 0, 1:
			op := []string{"add.s32", "sub.s32", "mul.lo.s32", "and.b32", "or.b32", "xor.b32", "min.s32", "max.u32", "mul.hi.u32", "shl.b32", "shr.u32"}[r.IntN(11)]
			fmt.Fprintf(&b, "%s %s, %s, %s;\n", op, rd(), ri(), ri())
		case 2:
			fmt.Fprintf(&b, "mad.lo.s32 %s, %s, %s, %s;\n", rd(), ri(), ri(), ri())
		case 3:
			op := []string{"add.f32", "mul.f32", "sub.f32", "min.f32"}[r.IntN(4)]
			fmt.Fprintf(&b, "%s %s, %s, %s;\n", op, fr(), fr(), fr())
		case 4:
			fmt.Fprintf(&b, "fma.rn.f32 %s, %s, %s, %s;\n", fr(), fr(), fr(), fr())
		case 5:
			cmp := []string{"lt.u32", "ge.s32", "eq.u32", "ne.u32"}[r.IntN(4)]
			fmt.Fprintf(&b, "setp.%s %s, %s, %s;\n", cmp, pr(), ri(), ri())
		case 6:
			fmt.Fprintf(&b, "selp.b32 %s, %s, %s, %s;\n", rd(), ri(), ri(), pr())
		case 7, 8:
			label++
			open = append(open, label)
			if guard == "" {
				fmt.Fprintf(&b, "@%s ", pr())
			}
			fmt.Fprintf(&b, "bra L%d;\n", label)
		case 9:
			fmt.Fprintf(&b, "st.global.u32 [%%rd7+%d], %s;\n", 4*r.IntN(32), rd())
		case 10:
			sreg := []string{"%ctaid.x", "%ctaid.y", "%ctaid.z", "%tid.x", "%nctaid.z"}[r.IntN(5)]
			fmt.Fprintf(&b, "mov.u32 %s, %s;\n", rd(), sreg)
		case 11:
			if r.IntN(3) == 0 {
				if guard == "" {
					fmt.Fprintf(&b, "@%s ", pr())
				}
				b.WriteString("ret;\n")
			} else {
				fmt.Fprintf(&b, "cvt.rzi.s32.f32 %s, %s;\n", rd(), fr())
			}
		}
	}
	for len(open) > 0 {
		fmt.Fprintf(&b, "L%d:\n", open[len(open)-1])
		open = open[:len(open)-1]
	}
	for i := 5; i < 16; i++ {
		fmt.Fprintf(&b, "\tst.global.u32 [%%rd7+%d], %%r%d;\n", 4*(i-5), i)
	}
	for i := range 8 {
		fmt.Fprintf(&b, "\tst.global.f32 [%%rd7+%d], %%f%d;\n", 4*(11+i), i)
	}
	b.WriteString("\tret;\n}\n")
	return b.String()
}

// packRandomCase runs src on the fast engine (packed) and the portable one and compares.
func packRandomCase(t *testing.T, seed uint64, src string, grid, block [3]uint32) {
	t.Helper()
	savedEngine, savedPack := enginePortable, packCTAs
	defer func() { setEnginePortable(savedEngine); packCTAs = savedPack }()
	packCTAs = true
	threads := int(grid[0] * grid[1] * grid[2] * block[0])
	inSize, outSize := 4*threads+256, 128*threads
	init := make([]byte, inSize)
	rr := rand.New(rand.NewPCG(seed, 5))
	for j := range init {
		init[j] = byte(rr.Uint32())
	}
	var mems [2][]byte
	var errs [2]error
	var stats [2]Stats
	for i, portable := range []bool{true, false} {
		setEnginePortable(portable)
		k := mustKernel(t, src, "k")
		if !k.packable {
			t.Fatalf("seed %d: not packable\n%s", seed, src)
		}
		mem := newTestMem()
		in, _ := mem.Alloc(inSize)
		out, _ := mem.Alloc(outSize)
		mem.Write(in, init)
		mem.Write(out, make([]byte, outSize))
		params := make([]byte, k.ParamSize())
		copy(params[k.Params()[0].Offset:], le64(in))
		copy(params[k.Params()[1].Offset:], le64(out))
		l := &Launch{Grid: grid, Block: block, Params: params, Memory: mem, Workers: 1, Stats: &stats[i]}
		if packs(k, l, true, DefaultInstructionBudget) == portable {
			t.Fatalf("seed %d: packs on the portable engine %v", seed, portable)
		}
		errs[i] = Run(k, l)
		mems[i] = make([]byte, outSize)
		mem.Read(out, mems[i])
	}
	if (errs[0] == nil) != (errs[1] == nil) || errs[0] != nil && errs[0].Error() != errs[1].Error() {
		t.Fatalf("seed %d: errors differ: portable %v, packed %v\n%s", seed, errs[0], errs[1], src)
	}
	if !bytes.Equal(mems[0], mems[1]) {
		j := 0
		for mems[0][j] == mems[1][j] {
			j++
		}
		t.Fatalf("seed %d, block %v: memory differs first at byte %d (thread %d): portable %#x, packed %#x\n%s", seed, block, j, j/128, mems[0][j], mems[1][j], src)
	}
	if stats[0] != stats[1] {
		t.Fatalf("seed %d, block %v: counts differ: portable %+v, packed %+v\n%s", seed, block, stats[0], stats[1], src)
	}
}
