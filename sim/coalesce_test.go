package sim

import (
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
)

// coalesceShflKernel gives slot coalescing (coalesce.go) what it must keep apart: a register
// read before its definition (%r30: the warp's previous CTA's value), a guarded definition
// (%r6, whose other lanes keep the value before it), shuffles whose member mask, clamp and
// offsets are registers (the member mask is x[0], which the liveness reads), shuffle sources
// (other lanes read them), and a branch over a short region.
const coalesceShflKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<8>;
	.reg .b32 %r<40>;
	.reg .b64 %rd<16>;
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	cvta.to.global.u64 %rd3, %rd1;
	cvta.to.global.u64 %rd4, %rd2;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	add.s32 %r31, %r30, %r1;
	mul.wide.s32 %rd5, %r4, 4;
	add.s64 %rd6, %rd3, %rd5;
	ld.global.u32 %r5, [%rd6];
	add.s32 %r6, %r5, 3;
	setp.lt.u32 %p1, %r1, 40;
	@%p1 mul.lo.s32 %r6, %r5, 5;
	ld.global.u32 %r7, [%rd6+4];
	xor.b32 %r8, %r7, %r6;
	mov.u32 %r9, -1;
	mov.u32 %r10, 31;
	mov.u32 %r11, 16;
	shfl.sync.down.b32 %r12|%p2, %r8, %r11, %r10, %r9;
	add.s32 %r13, %r12, %r8;
	mov.u32 %r14, 8;
	shfl.sync.bfly.b32 %r15|%p3, %r13, %r14, %r10, %r9;
	add.s32 %r16, %r15, %r13;
	mov.u32 %r17, 1;
	shfl.sync.up.b32 %r18|%p4, %r16, %r17, 0, %r9;
	add.s32 %r19, %r18, %r31;
	setp.ne.s32 %p5, %r1, 0;
	@%p5 bra L1;
	add.s32 %r20, %r19, 7;
	mul.lo.s32 %r21, %r20, %r6;
	st.global.u32 [%rd6+8], %r21;
L1:
	add.s32 %r30, %r19, %r6;
	add.s64 %rd9, %rd4, %rd5;
	st.global.u32 [%rd9], %r30;
	ret;
}`

// coalesceTreeKernel is reduce's shape (testdata/bench/bench.ptx): a load skipped by the
// lanes past the end, a shared tree whose stride is carried by its loop, the temporaries of its
// body, and lane 0's store.
const coalesceTreeKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<8>;
	.reg .b32 %r<40>;
	.reg .f32 %f<20>;
	.reg .b64 %rd<16>;
	.shared .align 4 .b8 s[384];
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	mov.u32 %r1, %ntid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %tid.x;
	mad.lo.s32 %r4, %r2, %r1, %r3;
	mov.f32 %f18, 0f00000000;
	setp.ge.s32 %p1, %r4, 200;
	@%p1 bra L2;
	cvta.to.global.u64 %rd3, %rd1;
	mul.wide.s32 %rd4, %r4, 4;
	add.s64 %rd5, %rd3, %rd4;
	ld.global.f32 %f18, [%rd5];
L2:
	shl.b32 %r10, %r3, 2;
	mov.u32 %r11, s;
	add.s32 %r5, %r11, %r10;
	st.shared.f32 [%r5], %f18;
	bar.sync 0;
	shr.u32 %r31, %r1, 1;
L4:
	setp.ge.s32 %p3, %r3, %r31;
	@%p3 bra L6;
	shl.b32 %r12, %r31, 2;
	add.s32 %r13, %r5, %r12;
	ld.shared.f32 %f5, [%r5];
	ld.shared.f32 %f6, [%r13];
	add.f32 %f7, %f6, %f5;
	st.shared.f32 [%r5], %f7;
L6:
	bar.sync 0;
	shr.s32 %r8, %r31, 1;
	setp.gt.s32 %p4, %r31, 1;
	mov.u32 %r31, %r8;
	@%p4 bra L4;
	setp.ne.s32 %p5, %r3, 0;
	@%p5 bra L10;
	ld.shared.f32 %f3, [%r5];
	cvta.to.global.u64 %rd6, %rd2;
	mul.wide.u32 %rd7, %r2, 4;
	add.s64 %rd8, %rd6, %rd7;
	st.global.f32 [%rd8], %f3;
L10:
	ret;
}`

// baseCode is the code k's fast code is made from (planFuse's base).
func baseCode(k *Kernel) []inst {
	if k.hot != nil {
		return k.hot
	}
	return k.code
}

// slotsWrittenIn counts the register slots code's instructions write.
func slotsWrittenIn(code []inst) int {
	seen := map[int32]bool{}
	for i := range code {
		in := code[i]
		regOperands(&in, func(f *int32, result bool) {
			if result {
				seen[*f] = true
			}
		})
	}
	return len(seen)
}

// TestSlotCoalescing requires the fast code of reduce and of the kernels above to write fewer
// register slots than the code it is made from, and every path to agree on them (comparePaths:
// the portable engine and the fast code without superinstructions keep the plain slots).
func TestSlotCoalescing(t *testing.T) {
	withCoalescing(t)
	k := mustKernel(t, string(compileFileBytes(t, "testdata/bench/bench.ptx")), "reduce")
	if b, f := slotsWrittenIn(baseCode(k)), slotsWrittenIn(k.fast); f >= b {
		t.Errorf("reduce's fast code writes %d slots, its base %d: want fewer", f, b)
	}
	for name, src := range map[string]string{"shfl": hdr + coalesceShflKernel, "tree": hdr + coalesceTreeKernel} {
		k := mustKernel(t, src, "k")
		if b, f := slotsWrittenIn(baseCode(k)), slotsWrittenIn(k.fast); f >= b {
			t.Errorf("%s: the fast code writes %d slots, its base %d: want fewer", name, f, b)
		}
		comparePaths(t, src)
		comparePathsBlock(t, src, [3]uint32{80, 1, 1}) // a partial warp
	}
}

// TestCoalescingKeepsFacts requires the fast code made with coalescing to decode the same
// instructions as without it: the same superinstructions, the same uniform setps (imm), the
// same branches over regions (x[1]), so that shared slots lose none of the per-slot facts the
// fast code's passes read (the uniformity and lane-stride classes).
func TestCoalescingKeepsFacts(t *testing.T) {
	withCoalescing(t)
	bench := string(compileFileBytes(t, "testdata/bench/bench.ptx"))
	for name, src := range map[string]string{"shfl": hdr + coalesceShflKernel, "tree": hdr + coalesceTreeKernel, "reduce": bench} {
		kernel := "k"
		if name == "reduce" {
			kernel = "reduce"
		}
		var fast [2][]inst
		for i := range fast {
			slotCoalescing = i == 1
			fast[i] = mustKernel(t, src, kernel).fast
		}
		if len(fast[0]) != len(fast[1]) {
			t.Fatalf("%s: fast code of %d instructions, %d with coalescing", name, len(fast[0]), len(fast[1]))
		}
		for pc := range fast[0] {
			a, b := fast[0][pc], fast[1][pc]
			if a.op != b.op || a.x[1] != b.x[1] || (a.op == opSetpInt || a.op == opSetpIntBra) && a.imm != b.imm {
				t.Errorf("%s: pc %d is %v (imm %#x, x[1] %d), with coalescing %v (imm %#x, x[1] %d)",
					name, pc, a.op, a.imm, a.x[1], b.op, b.imm, b.x[1])
			}
		}
	}
}

// TestLivenessShflMask: a shfl reads its member mask (x[0]) as well as a, b and c, though it
// writes its destination whole (killsDst): the mask's register is live before it.
func TestLivenessShflMask(t *testing.T) {
	k := mustKernel(t, hdr+coalesceShflKernel, "k")
	code := k.code
	live := k.analyseLiveness(code)
	if live == nil {
		t.Fatal("no liveness")
	}
	n := 0
	for pc := range code {
		if in := &code[pc]; in.op == opShfl {
			n++
			if !killsDst(in) || !live.liveBefore(pc, in.x[0]) {
				t.Errorf("shfl at pc %d: kills %v, member mask r%d live before it %v", pc, killsDst(in), in.x[0], live.liveBefore(pc, in.x[0]))
			}
		}
	}
	if n != 3 {
		t.Fatalf("%d shfls, want 3", n)
	}
}

// withCoalescing turns slot coalescing on for t (it is off by default: coalesce.go says why).
func withCoalescing(t *testing.T) {
	was := slotCoalescing
	slotCoalescing = true
	t.Cleanup(func() { slotCoalescing = was })
}

// coalesceFormKernel's two-operand integer forms read operands that opForm did not list before
// session 31 (bmsk's and szext's width b, fns's base b and offset c, cvt.pack.sat's b and c),
// each from a register whose slot a dead register's may take (CUB's BlockRadixSort: bmsk's
// width, a `mov 4`, shared %laneid's slot), a bar.warp.sync whose member mask is a register,
// and a 16-bit mad.hi (whose product's instruction kept the mad's c).
const coalesceFormKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<8>;
	.reg .b16 %rs<4>;
	.reg .b32 %r<40>;
	.reg .b64 %rd<16>;
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	cvta.to.global.u64 %rd3, %rd1;
	cvta.to.global.u64 %rd4, %rd2;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	mul.wide.s32 %rd5, %r4, 4;
	add.s64 %rd6, %rd3, %rd5;
	add.s64 %rd7, %rd4, %rd5;
	mov.u32 %r5, %laneid;
	setp.ne.s32 %p1, %r5, 31;
	selp.b32 %r6, 3, 5, %p1;
	ld.global.u32 %r7, [%rd6];
	add.s32 %r8, %r7, %r6;
	st.global.u32 [%rd7], %r8;
	ld.global.u32 %r9, [%rd6+4];
	mov.u32 %r10, 4;
	bmsk.clamp.b32 %r11, %r9, %r10;
	and.b32 %r12, %r9, 31;
	bmsk.wrap.b32 %r13, %r7, %r12;
	xor.b32 %r14, %r11, %r13;
	st.global.u32 [%rd7+4], %r14;
	and.b32 %r15, %r7, 15;
	szext.clamp.s32 %r16, %r9, %r15;
	and.b32 %r17, %r9, 63;
	szext.wrap.u32 %r18, %r7, %r17;
	add.s32 %r19, %r16, %r18;
	st.global.u32 [%rd7+8], %r19;
	and.b32 %r20, %r9, 31;
	and.b32 %r21, %r7, 7;
	fns.b32 %r22, %r9, %r20, %r21;
	st.global.u32 [%rd7+12], %r22;
	shr.s32 %r23, %r9, 20;
	shr.s32 %r24, %r7, 22;
	cvt.pack.sat.s8.s32.b32 %r25, %r23, %r24, %r22;
	st.global.u32 [%rd7+16], %r25;
	mov.u32 %r26, -1;
	bar.warp.sync %r26;
	st.global.u32 [%rd7+20], %r26;
	cvt.u16.u32 %rs1, %r7;
	cvt.u16.u32 %rs2, %r9;
	mad.hi.s16 %rs3, %rs1, %rs2, %rs1;
	cvt.u32.u16 %r27, %rs3;
	st.global.u32 [%rd7+24], %r27;
	ret;
}`

// coalesceFormHdr: bmsk and szext need PTX ISA 7.6, cvt.pack.sat 8.1 and sm_90 here.
const coalesceFormHdr = ".version 8.1\n.target sm_90\n.address_size 64\n"

// TestCoalescingFormOperands: the kernel above on every path (comparePaths), with coalescing
// and whole and partial warps. Before opForm listed those operands, the renaming left their
// fields naming slots no longer written.
func TestCoalescingFormOperands(t *testing.T) {
	withCoalescing(t)
	src := coalesceFormHdr + coalesceFormKernel
	comparePaths(t, src)
	comparePathsBlock(t, src, [3]uint32{80, 1, 1})
}

// TestOpFormNamesEveryField requires opForm to name every field that holds a register in the
// coalescible instructions of the kernels above, of sim's PTX test files and of every
// FuzzPathsForms entry: the renaming (coalesceSlots) renames only the fields the form names,
// and keeps the slots of any other (unnamedSlots) at the cost of sharing them.
func TestOpFormNamesEveryField(t *testing.T) {
	srcs := map[string]string{"form": coalesceFormHdr + coalesceFormKernel, "shfl": hdr + coalesceShflKernel,
		"tree": hdr + coalesceTreeKernel}
	files, _ := filepath.Glob("testdata/*/*.ptx*")
	more, _ := filepath.Glob("testdata/*/*/*.ptx*")
	for _, f := range append(append(files, more...), "testdata/kernels.ptx") {
		srcs[f] = string(compileFileBytes(t, f))
	}
	for _, e := range formEntries { // every lowered form (FuzzPathsForms)
		srcs["form entry "+e.ptx] = writeFormsKernel(rand.New(rand.NewPCG(1, 2)), 1, []formEntry{e})
	}
	for name, src := range srcs {
		p, err := compileString(src)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, kn := range p.Kernels() {
			k, err := p.Kernel(kn)
			if err != nil {
				continue // (kernels that do not lower are other tests' business)
			}
			for pc := range k.code {
				in := k.code[pc]
				if !coalescible(in.op) {
					continue
				}
				unnamedSlots(&in, func(s int32) {
					t.Errorf("%s %s pc %d: %v (aux %#x) names r%d outside its form %q", name, kn, pc, in.op, in.aux, s, opForm(&in))
				})
			}
		}
	}
	if len(srcs) < 20 {
		t.Fatalf("%d sources, want sim's PTX test files", len(srcs))
	}
}

// coalesceParkedHead and the two kernels after it run a full-mask shfl while lanes 16-31 of
// warp 0 are elsewhere: lanes 0-15 read those lanes' %r8, which they have not written yet,
// so read its value from before the kernel (the plain code's slot). Renamed, %r8 must then keep
// a slot that those lanes have not written either: %r6 is dead after its store, before %r8 is
// written, so a liveness that kept a shfl's source live only at the shfl's own pc let %r8 take
// %r6's slot, and lanes 0-15 read lanes 16-31's %r6 (docs/engine-performance.md, perf32).
const coalesceParkedHead = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<8>;
	.reg .b32 %r<40>;
	.reg .b64 %rd<16>;
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	cvta.to.global.u64 %rd3, %rd1;
	cvta.to.global.u64 %rd4, %rd2;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.s32 %r4, %r2, %r3, %r1;
	mul.wide.s32 %rd5, %r4, 4;
	add.s64 %rd6, %rd3, %rd5;
	add.s64 %rd7, %rd4, %rd5;
	ld.global.u32 %r5, [%rd6];
	mul.lo.s32 %r6, %r5, 7;
	st.global.u32 [%rd6], %r6;
	and.b32 %r7, %r1, 31;
	shr.u32 %r10, %r1, 5;
	setp.eq.u32 %p3, %r10, 0;
	setp.ge.and.u32 %p4, %r7, 16, %p3;
`

// coalesceParkedKernel: lanes 16-31 of warp 0 wait further on (a forward branch; lowest pc
// first, lanes 0-15 run the shfl alone, and awaitMembers does not wait for lanes further on
// outside a loop), and write %r8 there: %r8 is not live at the kernel's end on their path,
// so keeping shfl sources live at the end only is not enough either.
const coalesceParkedKernel = coalesceParkedHead + `	@%p4 bra PARK;
	add.s32 %r8, %r5, 100;
	shfl.sync.down.b32 %r9, %r8, 16, 31, -1;
	st.global.u32 [%rd7], %r9;
PARK:
	add.s32 %r8, %r5, 9;
	st.global.u32 [%rd7+4096], %r8;
	ret;
}`

// coalesceExitedKernel: lanes 16-31 of warp 0 have exited when lanes 0-15 run the shfl.
const coalesceExitedKernel = coalesceParkedHead + `	@%p4 ret;
	add.s32 %r8, %r5, 100;
	shfl.sync.down.b32 %r9, %r8, 16, 31, -1;
	st.global.u32 [%rd7], %r9;
	ret;
}`

// TestCoalescingParkedShflSources: a full-mask shfl may run while lanes of its warp wait
// elsewhere or have exited, and then reads their slots of its source (the kernels above), so
// the source may share no slot with a register those lanes write: every path agrees, with
// coalescing, whole and partial warps.
func TestCoalescingParkedShflSources(t *testing.T) {
	withCoalescing(t)
	for _, src := range []string{coalesceParkedKernel, coalesceExitedKernel} {
		comparePaths(t, hdr+src)
		comparePathsBlock(t, hdr+src, [3]uint32{80, 1, 1})
	}
}

// TestRenamedLiveness: the liveness coalesceSlots hands planFuse (its own analysis of the code
// before the renaming, renamed) is the analysis of the renamed code, bit for bit, for every
// kernel of bench.ptx, the kernels above and generated ones (FuzzPaths').
func TestRenamedLiveness(t *testing.T) {
	withCoalescing(t)
	srcs := []string{hdr + coalesceShflKernel, hdr + coalesceTreeKernel, hdr + coalesceParkedKernel,
		hdr + coalesceExitedKernel, coalesceFormHdr + coalesceFormKernel}
	for s := range uint64(40) {
		srcs = append(srcs, genKernel(s, 20+int(s%7)*20))
	}
	bench := string(compileFileBytes(t, "testdata/bench/bench.ptx"))
	checked := 0
	check := func(src, name string) {
		t.Helper()
		k := mustKernel(t, src, name)
		renamed, live, ok := k.coalesceSlots(baseCode(k))
		if !ok {
			return
		}
		checked++
		want := k.analyseLiveness(renamed)
		if want == nil || live == nil || want.nw != live.nw || !slices.Equal(want.in, live.in) {
			t.Errorf("%s: the renamed liveness differs from the renamed code's\n%s", name, src)
		}
	}
	for _, name := range []string{"vecadd", "sgemm", "hash", "reduce"} {
		check(bench, name)
	}
	for _, src := range srcs {
		check(src, "k")
	}
	if checked < 10 {
		t.Fatalf("%d kernels renamed, want at least 10", checked)
	}
}

// coalesceCvtKernel is coalesceTreeKernel's first half with the conversions that made the
// liveness and the uniformity give up before writesKnown listed them (cvt.rn.f16x2.f32 and
// cvt.rna.tf32.f32: each writes d alone), so that such a kernel was never renamed.
const coalesceCvtKernel = `.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<8>;
	.reg .b32 %r<40>;
	.reg .f32 %f<20>;
	.reg .b64 %rd<16>;
	ld.param.u64 %rd1, [in];
	ld.param.u64 %rd2, [out];
	cvta.to.global.u64 %rd3, %rd1;
	cvta.to.global.u64 %rd4, %rd2;
	mov.u32 %r1, %ntid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %tid.x;
	mad.lo.s32 %r4, %r2, %r1, %r3;
	mul.wide.s32 %rd5, %r4, 4;
	add.s64 %rd6, %rd3, %rd5;
	add.s64 %rd7, %rd4, %rd5;
	ld.global.f32 %f1, [%rd6];
	ld.global.f32 %f2, [%rd6+4];
	mul.f32 %f3, %f1, %f2;
	cvt.rn.f16x2.f32 %r5, %f3, %f1;
	st.global.u32 [%rd7], %r5;
	add.f32 %f4, %f2, %f1;
	cvt.rna.tf32.f32 %r6, %f4;
	st.global.u32 [%rd7+4096], %r6;
	sub.f32 %f5, %f2, %f1;
	cvt.rn.relu.bf16x2.f32 %r7, %f5, %f4;
	st.global.u32 [%rd7+8192], %r7;
	ret;
}`

// TestCoalescingConversions: a kernel with f16x2 and tf32 conversions is renamed (its fast code
// writes fewer slots than its base), and every path agrees on it.
func TestCoalescingConversions(t *testing.T) {
	withCoalescing(t)
	src := hdr + coalesceCvtKernel
	k := mustKernel(t, src, "k")
	if b, f := slotsWrittenIn(baseCode(k)), slotsWrittenIn(k.fast); f >= b {
		t.Errorf("the fast code writes %d slots, its base %d: want fewer", f, b)
	}
	comparePaths(t, src)
	comparePathsBlock(t, src, [3]uint32{80, 1, 1})
}
