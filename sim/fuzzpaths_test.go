package sim

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"cudasim/sim/ptx"
)

// FuzzPaths compares the engine's execution paths on random programs (issue 14): the fast engine
// (AVX2 lane kernels, coalesced memory, f32 fast paths, the launch-invariant prologue, uniform
// values, compiled runs), the same without the prologue, without uniform values, without
// compiled runs, and the portable engine (CUDASIM_ENGINE=portable) must leave the same
// bytes in memory and report the same fault. The fuzzer's input seeds a generator of kernels of
// integer, f32, compare, select, conversion, shuffle and memory instructions, guarded
// instructions and forward branches that diverge the warps.
func FuzzPaths(f *testing.F) {
	fuzzGenerated(f, 40, func(seed uint64, n uint16) (string, [3]uint32) {
		return genKernel(seed, int(n%200)+1), [3]uint32{96, 1, 1}
	})
}

// TestPaths runs FuzzPaths's comparison on a fixed set of generated kernels.
func TestPaths(t *testing.T) {
	testGenerated(t, 300, 40, func(s uint64) (string, [3]uint32) {
		return genKernel(s, 20+int(s%7)*20), [3]uint32{96, 1, 1}
	})
}

// fuzzGenerated is a paths target: seeds (seed, n) and the comparison of the paths on the
// kernel gen writes from them.
func fuzzGenerated(f *testing.F, n uint16, gen func(seed uint64, n uint16) (string, [3]uint32)) {
	for _, s := range []uint64{1, 2, 3, 42, 1 << 40} {
		f.Add(s, n)
	}
	f.Fuzz(func(t *testing.T, seed uint64, n uint16) {
		src, block := gen(seed, n)
		comparePathsBlock(t, src, block)
	})
}

// testGenerated compares the paths on the kernels gen writes for seeds 0 to count (short with
// -short).
func testGenerated(t *testing.T, count, short int, gen func(s uint64) (string, [3]uint32)) {
	skipSamePaths(t)
	if testing.Short() {
		count = short
	}
	for s := range uint64(count) {
		src, block := gen(s)
		comparePathsBlock(t, src, block)
	}
}

func comparePaths(t *testing.T, src string) {
	t.Helper()
	comparePathsBlock(t, src, [3]uint32{96, 1, 1})
}

// comparePathsBlock is comparePaths with blocks of this shape (96 threads at most): where its x
// extent is not a multiple of 32, a warp's %tid.x are not consecutive (tidLanes 0).
func comparePathsBlock(t *testing.T, src string, block [3]uint32) {
	t.Helper()
	saved := enginePortable
	defer setEnginePortable(saved)
	type result struct {
		mem   []byte
		err   error
		stats Stats
	}
	names := [6]string{"fast", "fast without the prologue", "fast without superinstructions", "portable",
		"fast without uniform values", "fast without compiled runs"}
	var res [6]result
	for i := range res {
		setEnginePortable(i == 3)
		uniformValues = i != 4
		runsOn := compiledRuns
		compiledRuns = runsOn && i != 5
		p, err := compileString(src)
		uniformValues, compiledRuns = true, runsOn
		if err != nil {
			t.Fatalf("generated kernel does not compile: %v\n%s", err, src)
		}
		k, err := p.Kernel("k")
		if err != nil {
			t.Fatal(err)
		}
		switch i {
		case 1:
			k.hot, k.hotSkip, k.hotPC = nil, 0, nil
			k.planFuse() // superinstructions in k.code's order
		case 2:
			k.fast = nil
		}
		mem := newTestMem()
		const inSize, outSize = 8192, 3 * 96 * 32 * 4
		in, _ := mem.Alloc(inSize)
		out, _ := mem.Alloc(outSize)
		init := make([]byte, inSize)
		r := rand.New(rand.NewPCG(uint64(len(src)), 7))
		for j := range init {
			init[j] = byte(r.Uint32())
		}
		mem.Write(in, init)
		mem.Write(out, make([]byte, outSize))
		params := make([]byte, k.ParamSize())
		copy(params[k.Params()[0].Offset:], le64(in))
		copy(params[k.Params()[1].Offset:], le64(out))
		var st Stats
		err = Run(k, &Launch{Grid: [3]uint32{3, 1, 1}, Block: block, Params: params,
			Memory: mem, Workers: 1, InstructionBudget: 100000, Stats: &st})
		got := make([]byte, inSize+outSize)
		mem.Read(in, got[:inSize])
		mem.Read(out, got[inSize:])
		res[i] = result{got, err, st}
	}
	// Superinstructions count as the instructions they stand for: the same counts with and
	// without them, in the prologue's order (0, 2) and in k.code's (1, 3).
	for _, pair := range [][2]int{{0, 2}, {1, 3}, {0, 4}, {0, 5}} {
		if a, b := res[pair[0]].stats, res[pair[1]].stats; a != b {
			t.Fatalf("instruction counts differ: %s %+v, %s %+v\n%s", names[pair[0]], a, names[pair[1]], b, src)
		}
	}
	for i := 1; i < len(res); i++ {
		a, b := res[0], res[i]
		if (a.err == nil) != (b.err == nil) || a.err != nil && a.err.Error() != b.err.Error() {
			t.Fatalf("errors differ: %s %v, %s %v\n%s", names[0], a.err, names[i], b.err, src)
		}
		var fa, fb *Fault
		if errors.As(a.err, &fa) && errors.As(b.err, &fb) && (fa.PC != fb.PC || fa.Line != fb.Line) {
			t.Fatalf("faults differ: %s %+v, %s %+v\n%s", names[0], *fa, names[i], *fb, src)
		}
		if !bytes.Equal(a.mem, b.mem) {
			j := 0
			for a.mem[j] == b.mem[j] {
				j++
			}
			t.Fatalf("memory differs first at byte %d: %s %#x, %s %#x\n%s", j, names[0], a.mem[j], names[i], b.mem[j], src)
		}
	}
}

func compileString(src string) (*Program, error) {
	m, err := ptx.Parse([]byte(src))
	if err != nil {
		return nil, err
	}
	return Compile(m)
}

// genKernel writes a kernel k(in, out) of about n random instructions. Each of its 3 x 96
// threads owns word gid of in for its loads and stores (plus fixed offsets inside in's 8 KiB),
// and at the end stores its registers to out[gid*32 ...].
// setp64Operands writes the 64-bit operands of a setp into %rd9 and %rd10 (the first write
// under the setp's guard, if any) from 32-bit registers, with instructions slot renaming takes
// (coalescible: a mov.b64 {a, b} kept every kernel from it): a wide product, or a word
// sign-extended (CUB's 64-bit indices), the second often the first with one word changed,
// one added or the same. It returns the setp's register operand and its source, %rd10 or an
// immediate near a 64-bit edge.
func setp64Operands(b *strings.Builder, r *rand.Rand, ri func() string) (reg, src func() string) {
	if r.IntN(3) == 0 {
		fmt.Fprintf(b, "cvt.s64.s32 %%rd9, %s;\n", ri())
	} else {
		fmt.Fprintf(b, "mul.wide.u32 %%rd9, %s, %s;\n", ri(), ri())
	}
	switch r.IntN(5) {
	case 0:
		fmt.Fprintf(b, "\tmul.wide.s32 %%rd10, %s, %s;\n", ri(), ri())
	case 1:
		fmt.Fprintf(b, "\txor.b64 %%rd10, %%rd9, %d;\n", int64(r.Uint32())<<32) // the high word
	case 2:
		fmt.Fprintf(b, "\txor.b64 %%rd10, %%rd9, %d;\n", r.Uint32()) // the low word
	case 3:
		fmt.Fprintf(b, "\tadd.s64 %%rd10, %%rd9, %d;\n", r.IntN(3)-1)
	default:
		b.WriteString("\tmov.b64 %rd10, %rd9;\n")
	}
	b.WriteString("\t")
	reg = func() string { return "%rd9" }
	src = func() string {
		if r.IntN(4) == 0 {
			return fmt.Sprint([]int64{0, 1, -1, math.MinInt64, math.MaxInt64, 1 << 32, 1<<32 - 1, -1 << 32}[r.IntN(8)])
		}
		return "%rd10"
	}
	return reg, src
}

func genKernel(seed uint64, n int) string {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	var b strings.Builder
	b.WriteString(hdr)
	b.WriteString(".visible .entry k(.param .u64 in, .param .u64 out)\n{\n")
	b.WriteString("\t.reg .pred %p<5>;\n\t.reg .b32 %r<16>;\n\t.reg .f32 %f<8>;\n\t.reg .b64 %rd<11>;\n\t.reg .b32 %s<5>;\n\t.reg .b32 %u<2>;\n")
	b.WriteString("\t.shared .align 4 .b8 sh[1536];\n")
	b.WriteString("\tld.param.u64 %rd0, [in];\n\tld.param.u64 %rd4, [out];\n\tmov.u32 %r1, %tid.x;\n" +
		"\tmov.u32 %r2, %ctaid.x;\n\tmov.u32 %r3, %ntid.x;\n\tmad.lo.s32 %r4, %r2, %r3, %r1;\n" +
		"\tcvta.to.global.u64 %rd1, %rd0;\n\tmul.wide.u32 %rd2, %r4, 4;\n\tadd.s64 %rd3, %rd1, %rd2;\n" +
		"\tcvta.to.global.u64 %rd5, %rd4;\n\tmul.wide.u32 %rd6, %r4, 128;\n\tadd.s64 %rd7, %rd5, %rd6;\n")
	// %s0: the thread's word of shared memory (sh + 4 tid), zeroed before anyone reads it.
	b.WriteString("\tmov.u32 %s0, sh;\n\tshl.b32 %s1, %r1, 2;\n\tadd.s32 %s0, %s0, %s1;\n")
	// %s2 and %s3: the half-warp patterns of a tile (ld32Halves): sh + 16 (tid/16), one word
	// for each half of a warp, and sh + 4 (tid%16), one sequence read by both halves.
	b.WriteString("\tshr.u32 %s2, %r1, 4;\n\tshl.b32 %s2, %s2, 4;\n\tmov.u32 %s1, sh;\n\tadd.s32 %s2, %s2, %s1;\n" +
		"\tand.b32 %s3, %r1, 15;\n\tshl.b32 %s3, %s3, 2;\n\tadd.s32 %s3, %s3, %s1;\n")
	for i := 0; i < 4; i++ {
		fmt.Fprintf(&b, "\tst.shared.u32 [%%s0+%d], 0;\n", 384*i)
	}
	// %s4: the thread's quadword of shared memory (sh + 8 tid), for 8-byte accesses (and
	// bytes and halves) at strides of 8 bytes and more. %rd9 and %rd10: setps' 64-bit operands
	// (setp64Operands), defined here for threads whose guard skips their first write.
	b.WriteString("\tshl.b32 %s4, %r1, 3;\n\tmov.u32 %s1, sh;\n\tadd.s32 %s4, %s4, %s1;\n" +
		"\tmul.wide.u32 %rd9, %r1, %r2;\n\tcvt.s64.s32 %rd10, %r1;\n")
	b.WriteString("\tbar.sync 0;\n")
	// %u0 and %u1 start uniform (the CTA's index, the block size); %u1 is sometimes read before
	// it is written (its value from the warp's previous CTA). Cases 21 and 22 write and compare
	// them, inside divergent regions and under guards too (uniform.go's rule).
	b.WriteString("\tmov.u32 %u0, %ctaid.x;\n")
	if r.IntN(3) > 0 {
		b.WriteString("\tmov.u32 %u1, %ntid.x;\n")
	}
	for i := 5; i < 16; i++ {
		fmt.Fprintf(&b, "\tld.global.u32 %%r%d, [%%rd3+%d];\n", i, 4*r.IntN(700))
	}
	for i := 0; i < 8; i++ {
		fmt.Fprintf(&b, "\tld.global.f32 %%f%d, [%%rd3+%d];\n", i, 4*r.IntN(700))
	}
	for i := 0; i < 4; i++ {
		fmt.Fprintf(&b, "\tsetp.lt.u32 %%p%d, %%r%d, %%r%d;\n", i, 5+r.IntN(11), 5+r.IntN(11))
	}
	ri := func() string { return fmt.Sprintf("%%r%d", 1+r.IntN(15)) }
	rd := func() string { return fmt.Sprintf("%%r%d", 5+r.IntN(11)) } // never the thread's index
	fr := func() string { return fmt.Sprintf("%%f%d", r.IntN(8)) }
	pr := func() string { return fmt.Sprintf("%%p%d", r.IntN(4)) }
	src := func() string {
		if r.IntN(4) == 0 {
			return fmt.Sprint(int32(r.Uint32()) >> uint(r.IntN(32)))
		}
		return ri()
	}
	var open []int // labels of forward branches not placed yet
	label := 0
	for i := 0; i < n; i++ {
		if len(open) > 0 && r.IntN(6) == 0 {
			fmt.Fprintf(&b, "L%d:\n", open[len(open)-1])
			open = open[:len(open)-1]
		}
		guard := ""
		if r.IntN(5) == 0 {
			neg := ""
			if r.IntN(2) == 0 {
				neg = "!"
			}
			guard = "@" + neg + pr() + " "
		}
		b.WriteString("\t" + guard)
		switch k := r.IntN(28); k {
		case 0, 1:
			op := []string{"add.s32", "sub.s32", "mul.lo.s32", "and.b32", "or.b32", "xor.b32", "min.s32", "max.u32", "mul.hi.u32"}[r.IntN(9)]
			fmt.Fprintf(&b, "%s %s, %s, %s;\n", op, rd(), ri(), src())
		case 2:
			op := []string{"shl.b32", "shr.u32", "shr.s32"}[r.IntN(3)]
			fmt.Fprintf(&b, "%s %s, %s, %d;\n", op, rd(), ri(), r.IntN(33))
		case 3:
			if r.IntN(3) == 0 {
				fmt.Fprintf(&b, "not.b32 %s, %s;\n", rd(), ri()) // a member of runs too
				break
			}
			fmt.Fprintf(&b, "mad.lo.s32 %s, %s, %s, %s;\n", rd(), ri(), ri(), ri())
		case 4:
			if r.IntN(2) == 0 {
				// A rotate (both sources one register), either way: a lane kernel, and a
				// member of a run (opRun, fuse.go).
				a := ri()
				dir := []string{"l", "r"}[r.IntN(2)]
				fmt.Fprintf(&b, "shf.%s.wrap.b32 %s, %s, %s, %s;\n", dir, rd(), a, a, ri())
				break
			}
			fmt.Fprintf(&b, "shf.l.wrap.b32 %s, %s, %s, %s;\n", rd(), ri(), ri(), ri())
		case 5, 6:
			op := []string{"add", "sub", "mul"}[r.IntN(3)]
			rnd := []string{"", ".rn", ".rz", ".rm", ".rp"}[r.IntN(5)]
			ftz := []string{"", ".ftz"}[r.IntN(2)]
			sat := []string{"", ".sat"}[r.IntN(4)/3]
			fmt.Fprintf(&b, "%s%s%s%s.f32 %s, %s, %s;\n", op, rnd, ftz, sat, fr(), fr(), fr())
		case 7:
			rnd := []string{".rn", ".rz", ".rm", ".rp"}[r.IntN(4)]
			fmt.Fprintf(&b, "fma%s.f32 %s, %s, %s, %s;\n", rnd, fr(), fr(), fr(), fr())
		case 8:
			cmp := []string{"lt", "ge", "eq", "ne", "gt", "le"}[r.IntN(6)]
			p := pr()
			if r.IntN(2) == 0 {
				// s32/u32/s64/u64 setps run decoded in the fast code (setpInt, fuse.go):
				// every operator, the unsigned names, a second predicate, and a boolean
				// combination (which stays a plain setp).
				typ := []string{"s32", "u32", "s64", "u64", "b64"}[r.IntN(5)]
				if typ[0] != 's' && r.IntN(2) == 0 {
					cmp = []string{"lo", "hs", "hi", "ls"}[r.IntN(4)]
				}
				ri, src := ri, src
				if typ[1] == '6' {
					ri, src = setp64Operands(&b, r, ri)
				}
				dst, comb := p, ""
				switch r.IntN(4) {
				case 0:
					dst = p + "|" + pr()
				case 1:
					comb = []string{".and", ".or", ".xor"}[r.IntN(3)]
				}
				if comb != "" {
					fmt.Fprintf(&b, "setp.%s%s.%s %s, %s, %s, %s;\n", cmp, comb, typ, dst, ri(), src(), pr())
				} else {
					fmt.Fprintf(&b, "setp.%s.%s %s, %s, %s;\n", cmp, typ, dst, ri(), src())
				}
			} else {
				// f32 setps without .ftz are members of compiled runs (compileSetpF32): every
				// operator, NaNs included (the U forms, num, nan).
				if r.IntN(2) == 0 {
					cmp = []string{"equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"}[r.IntN(8)]
				}
				dst := p
				if r.IntN(4) == 0 {
					dst = p + "|" + pr()
				}
				ftz := []string{"", ".ftz"}[r.IntN(4)/3]
				fmt.Fprintf(&b, "setp.%s%s.f32 %s, %s, %s;\n", cmp, ftz, dst, fr(), fr())
			}
			if r.IntN(3) == 0 {
				// The predicate combined with another (members of compiled runs: predLogicKind),
				// either negated, before the branch on it (CUB's two bounds tests).
				neg := func() string { return []string{"", "!"}[r.IntN(2)] }
				if op := []string{"and", "or", "xor", "not"}[r.IntN(4)]; op == "not" {
					fmt.Fprintf(&b, "\tnot.pred %s, %s;\n", p, pr())
				} else {
					fmt.Fprintf(&b, "\t%s.pred %s, %s%s, %s%s;\n", op, p, neg(), pr(), neg(), pr())
				}
			}
			if r.IntN(2) == 0 {
				// A forward branch on the predicate just set: a superinstruction (fuse.go);
				// sometimes with an earlier branch's label between the two, so that lanes
				// wait at the branch for the others (the warp reconverges there).
				if len(open) > 0 && r.IntN(2) == 0 {
					fmt.Fprintf(&b, "L%d:\n", open[len(open)-1])
					open = open[:len(open)-1]
				}
				label++
				neg := []string{"", "!"}[r.IntN(2)]
				fmt.Fprintf(&b, "\t@%s%s bra L%d;\n", neg, p, label)
				open = append(open, label)
			}
		case 9:
			if r.IntN(2) == 0 {
				// abs/neg.f32, selp.f32 and div.rn.f32: members of compiled runs; the .approx
				// instructions: sim/fp's warp functions on the fast paths (plainLanes), one lane
				// at a time on the portable one.
				switch r.IntN(5) {
				case 4:
					ftz := []string{"", ".ftz"}[r.IntN(4)/3]
					if op := r.IntN(10); op < 7 {
						fmt.Fprintf(&b, "%s.approx%s.f32 %s, %s;\n", []string{"ex2", "lg2", "rsqrt", "rcp", "sqrt", "sin", "cos"}[op], ftz, fr(), fr())
					} else {
						fmt.Fprintf(&b, "div.%s%s.f32 %s, %s, %s;\n", []string{"approx", "approx", "full"}[op-7], ftz, fr(), fr(), fr())
					}
				case 3:
					ftz := []string{"", ".ftz"}[r.IntN(4)/3]
					fmt.Fprintf(&b, "div.rn%s.f32 %s, %s, %s;\n", ftz, fr(), fr(), fr())
				case 0:
					fmt.Fprintf(&b, "abs.f32 %s, %s;\n", fr(), fr())
				case 1:
					fmt.Fprintf(&b, "neg.f32 %s, %s;\n", fr(), fr())
				default:
					fmt.Fprintf(&b, "selp.f32 %s, %s, %s, %s;\n", fr(), fr(), fr(), pr())
				}
				break
			}
			fmt.Fprintf(&b, "selp.b32 %s, %s, %s, %s;\n", rd(), ri(), ri(), pr())
		case 10:
			if r.IntN(2) == 0 {
				fmt.Fprintf(&b, "mov.b32 %s, %s;\n", fr(), ri())
			} else {
				fmt.Fprintf(&b, "mov.b32 %s, %s;\n", rd(), fr())
			}
		case 11:
			if r.IntN(2) == 0 {
				fmt.Fprintf(&b, "cvt.rn.f32.s32 %s, %s;\n", fr(), ri())
			} else {
				fmt.Fprintf(&b, "cvt.rzi.s32.f32 %s, %s;\n", rd(), fr())
			}
		case 12:
			if len(open) > 0 || guard != "" {
				b.WriteString("add.s32 %r5, %r5, 1;\n")
				break
			}
			mode := []string{"bfly", "down", "up", "idx"}[r.IntN(4)]
			if r.IntN(2) == 0 {
				fmt.Fprintf(&b, "shfl.sync.%s.b32 %s, %s, %d, 31, -1;\n", mode, rd(), ri(), r.IntN(32))
				break
			}
			// Reduce's form (tools/bench): lane and clamp operands in registers a mov made
			// constant (compiled runs hold it: shflConstants), or an immediate, clamps of
			// segments narrower than the warp, a predicate result, sometimes the destination
			// the source.
			lane, clamp := fmt.Sprint(r.IntN(40)), fmt.Sprint([]int{31, 0x101f, 0x1000, 0x181f, 0x1c03, 7, r.IntN(1 << 16)}[r.IntN(7)])
			if r.IntN(3) > 0 {
				x := rd()
				fmt.Fprintf(&b, "mov.u32 %s, %s;\n", x, lane)
				if r.IntN(3) == 0 { // the last write is the one the shfl reads
					fmt.Fprintf(&b, "mov.u32 %s, %d;\n", x, r.IntN(40))
				}
				lane = x
			}
			if r.IntN(3) == 0 {
				x := rd()
				fmt.Fprintf(&b, "mov.u32 %s, %s;\n", x, clamp)
				clamp = x
			}
			dst, val := rd(), ri()
			if r.IntN(6) == 0 {
				val = dst
			}
			if r.IntN(2) == 0 {
				dst += "|%p3"
			}
			fmt.Fprintf(&b, "shfl.sync.%s.b32 %s, %s, %s, %s, -1;\n", mode, dst, val, lane, clamp)
		case 13:
			off := 4 * r.IntN(700)
			if r.IntN(2) == 0 {
				fmt.Fprintf(&b, "ld.global.u32 %s, [%%rd3+%d];\n", rd(), off)
			} else {
				fmt.Fprintf(&b, "ld.global.f32 %s, [%%rd3+%d];\n", fr(), off)
			}
		case 14:
			off := 4 * r.IntN(700)
			if r.IntN(2) == 0 {
				fmt.Fprintf(&b, "st.global.u32 [%%rd3+%d], %s;\n", off, ri())
			} else {
				fmt.Fprintf(&b, "st.global.f32 [%%rd3+%d], %s;\n", off, fr())
			}
		case 15:
			label++
			fmt.Fprintf(&b, "bra L%d;\n", label)
			if guard == "" { // an unconditional jump: its label comes next
				fmt.Fprintf(&b, "L%d:\n", label)
			} else {
				open = append(open, label)
			}
		case 16:
			if len(open) > 0 || guard != "" {
				b.WriteString("xor.b32 %r6, %r6, %r7;\n")
				break
			}
			b.WriteString("bar.sync 0;\n")
		case 18, 19:
			// An address and its access, unguarded: a superinstruction (opAddMem, fuse.go), a
			// global word near the thread's own or a shared one (other threads' too).
			if guard != "" {
				b.WriteString("sub.s32 %r8, %r8, %r9;\n")
				break
			}
			if k == 18 {
				fmt.Fprintf(&b, "add.s64 %%rd8, %%rd3, %d;\n", 4*r.IntN(500))
				switch off := 4 * r.IntN(700); r.IntN(3) {
				case 0:
					fmt.Fprintf(&b, "\tld.global.u32 %s, [%%rd8+%d];\n", rd(), off)
				case 1:
					fmt.Fprintf(&b, "\tld.global.f32 %s, [%%rd8+%d];\n", fr(), off)
				default:
					fmt.Fprintf(&b, "\tst.global.u32 [%%rd8+%d], %s;\n", off, ri())
				}
				break
			}
			fmt.Fprintf(&b, "add.s32 %%s1, %%s%d, %d;\n", []int{0, 0, 2, 3}[r.IntN(4)], 4*r.IntN(100))
			switch off := 4 * r.IntN(100); r.IntN(3) {
			case 0:
				fmt.Fprintf(&b, "\tld.shared.u32 %s, [%%s1+%d];\n", rd(), off)
			case 1:
				fmt.Fprintf(&b, "\tld.shared.f32 %s, [%%s1+%d];\n", fr(), off)
			default:
				fmt.Fprintf(&b, "\tst.shared.u32 [%%s1+%d], %s;\n", off, ri())
			}
		case 20:
			// 64-bit address arithmetic (a run of vector ALU instructions when unguarded:
			// opRun, fuse.go), its result's bits (the high ones too) made visible in a 32-bit register.
			cvta := []string{"cvta.global.u64", "cvta.to.global.u64"}[r.IntN(2)]
			typ := []string{"s32", "u32"}[r.IntN(2)]
			fmt.Fprintf(&b, "mul.wide.%s %%rd8, %s, %s;\n\t%s %%rd8, %%rd8;\n\tadd.s64 %%rd8, %%rd8, %%rd3;\n\tshr.u64 %%rd8, %%rd8, %d;\n\tcvt.u32.u64 %s, %%rd8;\n",
				typ, ri(), src(), cvta, r.IntN(33), rd())
		case 21:
			// A uniform register written: from uniform values, or (rarely) from the thread's.
			// Sometimes a thread ends first: its lane keeps the older value into the warp's next
			// CTA, where a %u read before its definition differs by lane.
			if guard == "" && len(open) == 0 && r.IntN(4) == 0 {
				fmt.Fprintf(&b, "add.s32 %%r0, %%r2, %d;\n\tsetp.eq.u32 %%p4, %%r1, %%r0;\n\t@%%p4 ret;\n\t", r.IntN(94))
			}
			u := fmt.Sprintf("%%u%d", r.IntN(2))
			if r.IntN(3) == 0 {
				// A mad of uniform factors (opMadLoUni when the analysis finds them so): the
				// global index's blockIdx*blockDim + threadIdx.
				fmt.Fprintf(&b, "mad.lo.s32 %s, %s, %s, %s;\n", rd(), u, []string{"%u0", "%u1", "%r2", "%r3", "7"}[r.IntN(5)], ri())
				break
			}
			op := []string{"add.s32", "sub.s32", "xor.b32", "shl.b32"}[r.IntN(4)]
			v := []string{"%u0", "%u1", "%r2", "%r3", fmt.Sprint(r.IntN(9) - 2), "%r1"}[r.IntN(11)/2]
			fmt.Fprintf(&b, "%s %s, %s, %s;\n", op, u, u, v)
		case 22:
			// A compare of uniform operands (setpIntUniform when the analysis finds them so),
			// often with a branch on it.
			typ := []string{"s32", "u32"}[r.IntN(2)]
			cmp := []string{"lt", "ge", "eq", "ne", "gt", "le"}[r.IntN(6)]
			p := pr()
			v := []string{"%u0", "%u1", "%r2", "%r3", fmt.Sprint(r.IntN(9) - 2)}[r.IntN(5)]
			fmt.Fprintf(&b, "setp.%s.%s %s, %%u%d, %s;\n", cmp, typ, p, r.IntN(2), v)
			if r.IntN(2) == 0 {
				label++
				fmt.Fprintf(&b, "\t@%s bra L%d;\n", p, label)
				open = append(open, label)
			}
		case 23, 24:
			// Straight-line code that compiled runs hold (opRun, fuse.go; jit_amd64.go):
			// integer and f32 arithmetic, fma.rn.f32, and 32-bit global and shared accesses,
			// whose lanes are sometimes misaligned or outside the memory (the run ends there
			// and the interpreter faults), or whose destination is their own address.
			if guard != "" {
				b.WriteString("xor.b32 %r9, %r9, %r10;\n")
				break
			}
			fmt.Fprintf(&b, "add.s64 %%rd8, %%rd3, %d;\n", 4*r.IntN(300)+[]int{0, 0, 0, 0, 0, 0, 0, 2}[r.IntN(8)])
			fmt.Fprintf(&b, "\tadd.s32 %%s1, %%s0, %d;\n", 4*r.IntN(40))
			for range 2 + r.IntN(8) {
				b.WriteString("\t")
				switch r.IntN(13) {
				case 0:
					fmt.Fprintf(&b, "fma.rn.f32 %s, %s, %s, %s;\n", fr(), fr(), fr(), fr())
				case 1:
					op := []string{"add.s32", "xor.b32", "mul.lo.s32", "add.f32", "mul.f32"}[r.IntN(5)]
					if op[len(op)-3:] == "f32" {
						fmt.Fprintf(&b, "%s %s, %s, %s;\n", op, fr(), fr(), fr())
					} else {
						fmt.Fprintf(&b, "%s %s, %s, %s;\n", op, rd(), ri(), ri())
					}
				case 2:
					fmt.Fprintf(&b, "ld.global.u32 %s, [%%rd8+%d];\n", rd(), 4*r.IntN(1200))
				case 3:
					fmt.Fprintf(&b, "ld.global.f32 %s, [%%rd8+%d];\n", fr(), 4*r.IntN(700))
				case 4:
					fmt.Fprintf(&b, "st.global.f32 [%%rd8+%d], %s;\n", 4*r.IntN(700), fr())
				case 5:
					fmt.Fprintf(&b, "ld.shared.f32 %s, [%%s1+%d];\n", fr(), 4*r.IntN(100))
				case 6:
					fmt.Fprintf(&b, "st.shared.u32 [%%s1+%d], %s;\n", 4*r.IntN(100), ri())
				case 7:
					fmt.Fprintf(&b, "ld.shared.u32 %%s1, [%%s1+%d];\n", 4*r.IntN(100)) // its own address
				case 8, 9:
					// Shared loads and stores of bytes, halves and quadwords (sharedLdKind,
					// sharedStKind): a thread's quadword or the words near its own, now and then
					// misaligned (the interpreter faults).
					size := []int{1, 2, 8}[r.IntN(3)]
					base, off := "%s4", size*r.IntN(720/size)
					if size < 8 && r.IntN(2) == 0 {
						base, off = "%s1", size*r.IntN(200/size)
					}
					if r.IntN(16) == 0 {
						off += size / 2
					}
					reg := rd()
					if size == 8 {
						reg = []string{"%rd9", "%rd10"}[r.IntN(2)]
					}
					if r.IntN(2) == 0 {
						typ := []string{"u", "s"}[r.IntN(2)] + fmt.Sprint(8*size)
						fmt.Fprintf(&b, "ld.shared.%s %s, [%s+%d];\n", typ, reg, base, off)
						break
					}
					if size < 8 {
						reg = ri()
					}
					fmt.Fprintf(&b, "st.shared.b%d [%s+%d], %s;\n", 8*size, base, off, reg)
				case 10:
					fmt.Fprintf(&b, "mov.u32 %s, %%laneid;\n", rd()) // (laneidKind)
				default:
					fmt.Fprintf(&b, "add.s64 %%rd8, %%rd8, %d;\n", 4*r.IntN(64))
				}
			}
		case 25, 26:
			// A loop whose body is a run and whose back edge is an s32/u32 setp and a branch
			// on it (a compiled loop, compileLoop): a trip count the same in every lane (up
			// to 60, past a time slice) or the lane's own (the warp diverges at the branch),
			// the branch on either predicate of the setp, either way round.
			if guard != "" {
				b.WriteString("add.s32 %r10, %r10, %r11;\n")
				break
			}
			label++
			if r.IntN(3) == 0 {
				fmt.Fprintf(&b, "and.b32 %%r0, %s, 3;\n", ri())
			} else {
				fmt.Fprintf(&b, "mov.u32 %%r0, %d;\n", []int{0, 1, 2, 5, 60}[r.IntN(5)])
			}
			fmt.Fprintf(&b, "\tadd.s64 %%rd8, %%rd3, %d;\nLoop%d:\n", 4*r.IntN(300), label)
			// The body starts with an access half the time: the add before the loop's head
			// and the access after it are a pair (opAddMem) whose access starts a run.
			switch r.IntN(6) {
			case 0:
				fmt.Fprintf(&b, "\tld.global.u32 %s, [%%rd8+%d];\n", rd(), 4*r.IntN(900))
			case 1:
				fmt.Fprintf(&b, "\tst.global.u32 [%%rd8+%d], %s;\n", 4*r.IntN(300), ri())
			case 2:
				fmt.Fprintf(&b, "\tld.shared.u32 %s, [%%s0+%d];\n", rd(), 4*r.IntN(100))
			}
			fmt.Fprintf(&b, "\txor.b32 %s, %s, %s;\n", rd(), ri(), ri())
			for range 1 + r.IntN(4) {
				switch r.IntN(5) {
				case 0:
					fmt.Fprintf(&b, "\tfma.rn.f32 %s, %s, %s, %s;\n", fr(), fr(), fr(), fr())
				case 1:
					fmt.Fprintf(&b, "\tld.global.u32 %s, [%%rd8+%d];\n", rd(), 4*r.IntN(900))
				case 2:
					fmt.Fprintf(&b, "\tst.shared.u32 [%%s0+%d], %s;\n", 4*r.IntN(100), ri())
				default:
					fmt.Fprintf(&b, "\tmad.lo.s32 %s, %s, %s, %s;\n", rd(), ri(), ri(), ri())
				}
			}
			b.WriteString("\tsub.s32 %r0, %r0, 1;\n")
			switch r.IntN(4) {
			case 0:
				fmt.Fprintf(&b, "\tsetp.gt.s32 %%p4, %%r0, 0;\n\t@%%p4 bra Loop%d;\n", label)
			case 1:
				fmt.Fprintf(&b, "\tsetp.le.s32 %%p4, %%r0, 0;\n\t@!%%p4 bra Loop%d;\n", label)
			case 2:
				fmt.Fprintf(&b, "\tsetp.ge.s32 %%p3|%%p4, %%r0, 1;\n\t@!%%p4 bra Loop%d;\n", label)
			default:
				fmt.Fprintf(&b, "\tsetp.lo.u32 %%p4|%%p3, %%r0, 61;\n\t@%%p4 bra Loop%d;\n", label)
			}
		case 27:
			// Reduce's tree (tools/bench): a loop over a halving stride whose head, a label,
			// is a compare and a branch past a block of shared loads, an f32 add and a store,
			// then bar.sync, the stride's shift and the compare and branch of the back edge,
			// sometimes with an instruction between a setp and its branch. Compiled runs start
			// with the setp, hold the branches, go on to one another across them (jitChains)
			// and start the turn after the barrier (straight). The compare is of the thread's
			// index (strides of 48 and 16 split warps) or of uniform values.
			if guard != "" || len(open) > 0 {
				b.WriteString("add.s32 %r11, %r11, %r12;\n")
				break
			}
			label++
			fmt.Fprintf(&b, "mov.u32 %%r0, %d;\nLoop%d:\n", []int{64, 48, 32, 16, 3}[r.IntN(5)], label)
			fmt.Fprintf(&b, "\tsetp.ge.s32 %%p4, %s, %%r0;\n", []string{"%r1", "%r1", "%r1", "%u0", "%r3"}[r.IntN(5)])
			if r.IntN(2) == 0 {
				fmt.Fprintf(&b, "\tmov.u32 %s, %s;\n", rd(), ri())
			}
			fa, fb := fr(), fr()
			fmt.Fprintf(&b, "\t@%%p4 bra Skip%d;\n\tshl.b32 %%s1, %%r0, 2;\n\tadd.s32 %%s1, %%s0, %%s1;\n"+
				"\tld.shared.f32 %s, [%%s0];\n\tld.shared.f32 %s, [%%s1];\n\tadd.f32 %s, %s, %s;\n\tst.shared.f32 [%%s0], %s;\n",
				label, fa, fb, fa, fa, fb, fa)
			fmt.Fprintf(&b, "Skip%d:\n\tbar.sync 0;\n\tshr.s32 %%r5, %%r0, 1;\n\tsetp.gt.s32 %%p4, %%r0, %d;\n", label, []int{0, 1, 8, 31}[r.IntN(4)])
			if r.IntN(3) > 0 {
				b.WriteString("\tmov.u32 %r0, %r5;\n")
			} else {
				b.WriteString("\tadd.s32 %r0, %r5, 0;\n")
			}
			fmt.Fprintf(&b, "\t@%%p4 bra Loop%d;\n", label)
		case 17:
			if guard != "" {
				b.WriteString("or.b32 %r7, %r7, %r8;\n")
				break
			}
			// A loop run 1 to 4 times by lane (the warp diverges at its back edge, a setp and
			// a guarded bra: a superinstruction whose branch is where lanes reconverge).
			label++
			fmt.Fprintf(&b, "and.b32 %%r0, %s, 3;\nLoop%d:\n", ri(), label)
			fmt.Fprintf(&b, "\tadd.s32 %s, %s, %%r0;\n", rd(), ri())
			fmt.Fprintf(&b, "\tsub.s32 %%r0, %%r0, 1;\n\tsetp.ge.s32 %%p4, %%r0, 0;\n\t@%%p4 bra Loop%d;\n", label)
		}
	}
	for len(open) > 0 {
		fmt.Fprintf(&b, "L%d:\n", open[len(open)-1])
		open = open[:len(open)-1]
	}
	for i := 1; i < 16; i++ {
		fmt.Fprintf(&b, "\tst.global.u32 [%%rd7+%d], %%r%d;\n", 4*i, i)
	}
	for i := 0; i < 8; i++ {
		fmt.Fprintf(&b, "\tst.global.f32 [%%rd7+%d], %%f%d;\n", 64+4*i, i)
	}
	b.WriteString("\tst.global.u32 [%rd7+96], %u0;\n\tst.global.u32 [%rd7+100], %u1;\n" +
		"\tst.global.u64 [%rd7+104], %rd9;\n\tst.global.u64 [%rd7+112], %rd10;\n")
	b.WriteString("\tret;\n}\n")
	return b.String()
}
