package sim

import (
	"fmt"
	"strings"
	"testing"
)

// branchOverKernel has four guarded forward branches over short regions (branchover.go); %FAULT
// is replaced by 0 or by a shift that sends one lane's store in CTA 2 far outside memory:
//   - A, reduce's tail: lane 0 of each warp computes a word and stores it (a region the whole
//     warp may run: marked);
//   - B, the lanes whose input word is 1-3 mod 4 (data-dependent: in some warps every lane or
//     none branches) compute, store to shared and global memory, and a later ALU member reads
//     the stored value's register (marked);
//   - C: the region writes %r20, which the code after the target reads (not marked: the taken
//     lanes' %r20 must stay);
//   - D: the region loads (not marked: only register members and stores may run whole).
const branchOverKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<6>;
	.reg .b32 %r<40>;
	.reg .b64 %rd<20>;
	.shared .align 4 .b8 s[512];
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	cvta.to.global.u64 %rd3, %rd1;
	cvta.to.global.u64 %rd4, %rd2;
	mul.wide.u32 %rd5, %r4, 4;
	add.s64 %rd6, %rd3, %rd5;
	add.s64 %rd16, %rd4, %rd5;
	ld.global.u32 %r5, [%rd6];
	and.b32 %r6, %r1, 31;
	shr.u32 %r9, %r4, 5;
	setp.ne.s32 %p1, %r6, 0;
	@%p1 bra A;
	mul.lo.s32 %r7, %r5, 3;
	add.s32 %r8, %r7, %r2;
	shr.u32 %r21, %r2, 1;
	and.b32 %r22, %r9, 1;
	mul.lo.s32 %r23, %r21, %r22;
	shl.b32 %r23, %r23, %FAULT;
	mul.wide.u32 %rd7, %r9, 4;
	mul.wide.u32 %rd10, %r23, 1024;
	add.s64 %rd8, %rd4, %rd7;
	add.s64 %rd8, %rd8, %rd10;
	st.global.u32 [%rd8+1536], %r8;
A:
	and.b32 %r10, %r5, 3;
	setp.eq.s32 %p2, %r10, 0;
	@%p2 bra B;
	xor.b32 %r11, %r5, %r1;
	shl.b32 %r12, %r1, 2;
	mov.u32 %r13, s;
	add.s32 %r14, %r13, %r12;
	st.shared.u32 [%r14], %r11;
	add.s32 %r15, %r11, 7;
	st.global.u32 [%rd16+2048], %r15;
B:
	mov.u32 %r20, 1;
	setp.gt.u32 %p3, %r6, 20;
	@%p3 bra C;
	add.s32 %r20, %r5, 5;
	st.global.u32 [%rd16+3072], %r20;
C:
	setp.lt.u32 %p4, %r6, 9;
	@%p4 bra D;
	ld.global.u32 %r24, [%rd6+4];
	st.global.u32 [%rd16+4096], %r24;
D:
	bar.sync 0;
	shl.b32 %r12, %r1, 2;
	mov.u32 %r13, s;
	add.s32 %r14, %r13, %r12;
	ld.shared.u32 %r25, [%r14];
	add.s32 %r25, %r25, %r20;
	st.global.u32 [%rd16], %r25;
	ret;
}
`

// TestBranchOver: the branches of branchOverKernel and reduce's tail are marked where their
// regions may run whole and not elsewhere, and every path computes the same memory, faults and
// counts (comparePaths: 96-thread blocks and 16 x 6 ones, whose warps are not whole rows; three
// CTAs on one worker), with a store that faults in one lane of a region, and with instruction
// budgets that end the launch at each instruction of the first region of the first warp.
func TestBranchOver(t *testing.T) {
	src := hdr + strings.Replace(branchOverKernel, "%FAULT", "0", 1)
	k := mustKernel(t, src, "k")
	if haveLaneVector {
		// Each branch's x[1]: its region's length (A, B), or 0 (C, D).
		var got, want []int64
		for pc := range k.fast {
			if in := &k.fast[pc]; in.op == opBra && in.guard >= 0 {
				got = append(got, int64(in.x[1]))
				want = append(want, in.imm-int64(pc)-1)
			}
		}
		if len(want) == 4 {
			want[2], want[3] = 0, 0
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("regions run whole: %v, want %v", got, want)
		}
		p := compileFile(t, "testdata/bench/bench.ptx")
		r, err := p.Kernel("reduce")
		if err != nil {
			t.Fatal(err)
		}
		marked := 0
		for pc := range r.fast {
			if in := &r.fast[pc]; in.op == opBra && in.x[1] == 4 && r.overs[in.x[0]+3].op == opStGlobal32 {
				marked++
			}
		}
		if marked != 1 {
			t.Fatalf("reduce: %d branches over its tail (cvta, mul.wide, add, st.global) marked, want 1", marked)
		}
	}
	comparePaths(t, src)
	comparePathsBlock(t, src, [3]uint32{16, 6, 1})
	// CTA 2's warp 1: its lane 0's store lands 2^40 bytes on.
	comparePaths(t, hdr+strings.Replace(branchOverKernel, "%FAULT", "30", 1))
	// The fast engine (whose first warp runs its regions whole where the budget lets it),
	// the portable one and the fast one without compiled runs, at every budget from where the
	// first warp's first region starts on (below 13 the fast and portable engines name
	// different lines of the prologue, which the fast engine reorders: as before branchover.go).
	type result struct {
		path, mem string
		err       error
		stats     Stats
	}
	for budget := int64(13); budget <= 40; budget++ {
		var res []result
		eachEnginePath(t, func(t *testing.T) {
			mem, stats, err := runBudget(t, src, budget)
			res = append(res, result{t.Name(), mem, err, stats})
		})
		for _, r := range res[1:] {
			if a := res[0]; a.mem != r.mem || fmt.Sprint(a.err) != fmt.Sprint(r.err) || a.err == nil && a.stats != r.stats {
				t.Errorf("budget %d: %s and %s differ: errors %v and %v, counts %+v and %+v, memory equal %v",
					budget, a.path, r.path, a.err, r.err, a.stats, r.stats, a.mem == r.mem)
			}
		}
	}
}

// runBudget runs src's k on 3 CTAs of 96 threads, one worker, with an instruction budget, and
// returns its output memory, its counts and its error.
func runBudget(t *testing.T, src string, budget int64) (mem string, stats Stats, err error) {
	k := mustKernel(t, src, "k")
	m := newTestMem()
	in, _ := m.Alloc(4 * 288)
	words := make([]byte, 4*288)
	for j := range words {
		words[j] = byte(j*37 + j>>3)
	}
	m.Write(in, words)
	out, _ := m.Alloc(8192)
	m.Write(out, make([]byte, 8192))
	params := make([]byte, k.ParamSize())
	copy(params[k.Params()[0].Offset:], le64(in))
	copy(params[k.Params()[1].Offset:], le64(out))
	err = Run(k, &Launch{Grid: [3]uint32{3, 1, 1}, Block: [3]uint32{96, 1, 1}, Params: params,
		Memory: m, Workers: 1, InstructionBudget: budget, Stats: &stats})
	got := make([]byte, 8192)
	m.Read(out, got)
	return string(got), stats, err
}
