package sim

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
)

// FuzzPathsForms is FuzzPaths (comparePaths: the fast engine with its variants against the
// portable engine) on programs drawn from every instruction form the engine lowers (issue 14,
// fuzzops31). FuzzPaths' generator, whose seeds must keep their meaning, never wrote bmsk,
// szext, fns or cvt.pack.sat, so it missed the slot coalescing bug of session 31 (perf31: opForm
// did not name their b and c). Here each instruction is one of formEntries, chosen at random;
// TestFormEntriesCoverLowering checks that the entries reach every opcode the lowering emits
// and every integer kind of opIntGeneric, derived from the engine's tables (opInfo,
// iKindNames), apart from formExclusions' reasoned list. Registers are reused from small pools,
// or each value gets a fresh one as nvcc writes them, and are read soon after they are
// written, so live ranges are short and slot coalescing (coalesce.go) has slots to share; half
// the programs use only renamable instructions, as a kernel with any other gets no renaming.
func FuzzPathsForms(f *testing.F) {
	fuzzGenerated(f, 60, func(seed uint64, n uint16) (string, [3]uint32) {
		return genFormsKernel(seed, int(n%240)+1)
	})
}

// TestPathsForms runs FuzzPathsForms' comparison on a fixed set of generated kernels.
func TestPathsForms(t *testing.T) {
	testGenerated(t, 120, 20, func(s uint64) (string, [3]uint32) { return genFormsKernel(s, 40+int(s%5)*30) })
}

// formEntry is one instruction form: a PTX template whose $ tokens the generator fills in.
//
//	$D $L $H $F $E $P   a destination: b32, b64, b16, f32, f64, pred (a register of its pool)
//	$A                  a b32 source, sometimes an immediate; $R a b32 register
//	$M $I $G $K $Q      a b64, b16, f32, f64, pred source register
//	$n $x $X            an immediate 0..40, 0..255, any 32 bits; $l a fresh label
//	%own %sw loc        the thread's own 16 global bytes, shared word (8 bytes), local bytes
//
// collective entries (warp collectives with full masks, barriers) are never guarded, and are
// left out of blocks with a partial warp.
type formEntry struct {
	ptx        string
	collective bool
}

func fe(ptx string) formEntry  { return formEntry{ptx: ptx} }
func fec(ptx string) formEntry { return formEntry{ptx: ptx, collective: true} }

var formEntries = []formEntry{
	// integer arithmetic, 16, 32 and 64 bits
	fe("add.s32 $D, $R, $A;"), fe("sub.u32 $D, $A, $R;"), fe("add.s64 $L, $M, $M;"), fe("sub.s64 $L, $M, $M;"),
	fe("add.u16 $H, $I, $I;"), fe("mul.lo.u32 $D, $R, $A;"), fe("mul.lo.s64 $L, $M, $M;"), fe("mul.lo.u16 $H, $I, $I;"),
	fe("mad.lo.s32 $D, $R, $A, $A;"), fe("mad.lo.u64 $L, $M, $M, $M;"), fe("neg.s32 $D, $R;"), fe("neg.s64 $L, $M;"),
	fe("and.b32 $D, $R, $A;"), fe("or.b64 $L, $M, $M;"), fe("xor.b16 $H, $I, $I;"), fe("not.b32 $D, $R;"), fe("not.b64 $L, $M;"),
	fe("shl.b32 $D, $R, $A;"), fe("shl.b64 $L, $M, $R;"), fe("shl.b16 $H, $I, $A;"),
	fe("shr.u32 $D, $R, $A;"), fe("shr.s32 $D, $R, $A;"), fe("shr.u64 $L, $M, $A;"), fe("shr.s64 $L, $M, $R;"),
	fe("shr.u16 $H, $I, $A;"), fe("shr.s16 $H, $I, $R;"),
	fe("mul.hi.s32 $D, $R, $A;"), fe("mul.hi.u32 $D, $R, $R;"), fe("mul.hi.s64 $L, $M, $M;"), fe("mul.hi.u64 $L, $M, $M;"),
	fe("mul.hi.s16 $H, $I, $I;"), fe("mul.hi.u16 $H, $I, $I;"),
	fe("mul.wide.s32 $L, $R, $A;"), fe("mul.wide.u32 $L, $R, $R;"), fe("mul.wide.s16 $D, $I, $I;"), fe("mul.wide.u16 $D, $I, $I;"),
	fe("mad.hi.s32 $D, $R, $A, $R;"), fe("mad.hi.u32 $D, $R, $R, $A;"), fe("mad.hi.s64 $L, $M, $M, $M;"), fe("mad.hi.u64 $L, $M, $M, $M;"),
	fe("mad.hi.s16 $H, $I, $I, $I;"), fe("mad.hi.u16 $H, $I, $I, $I;"),
	fe("mad.wide.s32 $L, $R, $A, $M;"), fe("mad.wide.u32 $L, $R, $R, $M;"), fe("mad.wide.s16 $D, $I, $I, $R;"), fe("mad.wide.u16 $D, $I, $I, $R;"),
	fe("mul24.lo.s32 $D, $R, $A;"), fe("mul24.hi.u32 $D, $R, $R;"), fe("mad24.lo.u32 $D, $R, $R, $A;"), fe("mad24.hi.s32 $D, $R, $R, $R;"),
	// opIntGeneric's kinds
	fe("div.s32 $D, $R, $A;"), fe("div.u32 $D, $R, $R;"), fe("div.u64 $L, $M, $M;"), fe("rem.s32 $D, $R, $A;"), fe("rem.u32 $D, $R, $R;"),
	fe("rem.s64 $L, $M, $M;"), fe("min.s32 $D, $R, $A;"), fe("max.u32 $D, $R, $R;"), fe("min.u64 $L, $M, $M;"), fe("max.s16 $H, $I, $I;"),
	fe("abs.s32 $D, $R;"), fe("abs.s64 $L, $M;"), fe("popc.b32 $D, $R;"), fe("popc.b64 $D, $M;"), fe("clz.b32 $D, $R;"), fe("clz.b64 $D, $M;"),
	fe("brev.b32 $D, $R;"), fe("brev.b64 $L, $M;"), fe("bfind.u32 $D, $R;"), fe("bfind.s64 $D, $M;"), fe("bfind.shiftamt.s32 $D, $R;"),
	fe("bfind.shiftamt.u64 $D, $M;"), fe("fns.b32 $D, $R, $R, $A;"), fe("bmsk.clamp.b32 $D, $A, $A;"), fe("bmsk.wrap.b32 $D, $R, $A;"),
	fe("szext.clamp.s32 $D, $R, $A;"), fe("szext.wrap.u32 $D, $R, $R;"), fe("szext.clamp.u32 $D, $A, $R;"),
	fe("cvt.pack.sat.u16.s32 $D, $R, $R;"), fe("cvt.pack.sat.s8.s32.b32 $D, $R, $R, $R;"), fe("cvt.pack.sat.u8.s32.b32 $D, $R, $A, $R;"),
	fe("cnot.b32 $D, $R;"), fe("cnot.b16 $H, $I;"), fe("add.sat.s32 $D, $R, $A;"), fe("sub.sat.s32 $D, $R, $R;"),
	// bit fields, permutes, funnel shifts, three-input logic
	fe("bfe.u32 $D, $R, $A, $A;"), fe("bfe.s32 $D, $R, $R, $A;"), fe("bfe.u64 $L, $M, $A, $R;"), fe("bfe.s64 $L, $M, $R, $R;"),
	fe("bfi.b32 $D, $R, $R, $A, $A;"), fe("bfi.b64 $L, $M, $M, $R, $A;"),
	fe("prmt.b32 $D, $R, $R, $A;"), fe("prmt.b32.f4e $D, $R, $A, $R;"), fe("prmt.b32.b4e $D, $R, $R, $R;"), fe("prmt.b32.rc8 $D, $R, $R, $R;"),
	fe("prmt.b32.ecl $D, $R, $R, $R;"), fe("prmt.b32.ecr $D, $R, $R, $R;"), fe("prmt.b32.rc16 $D, $R, $R, $R;"),
	fe("shf.l.clamp.b32 $D, $R, $R, $A;"), fe("shf.r.clamp.b32 $D, $R, $R, $R;"), fe("shf.l.wrap.b32 $D, $R, $R, $A;"), fe("shf.r.wrap.b32 $D, $R, $A, $R;"),
	fe("lop3.b32 $D, $R, $R, $R, $x;"),
	fe("sad.u32 $D, $R, $R, $R;"), fe("sad.s32 $D, $R, $A, $R;"), fe("dp4a.u32.s32 $D, $R, $R, $R;"), fe("dp4a.s32.s32 $D, $R, $A, $R;"),
	fe("dp2a.lo.u32.u32 $D, $R, $R, $R;"), fe("dp2a.hi.s32.s32 $D, $R, $R, $R;"),
	// carry chains: the carry flag is read only by the chain's next instruction
	fe("add.cc.u32 $D, $R, $R;\n\taddc.cc.u32 $D, $R, $A;\n\taddc.u32 $D, $R, $R;"),
	fe("sub.cc.u32 $D, $R, $A;\n\tsubc.u32 $D, $R, $R;"),
	fe("mad.lo.cc.u32 $D, $R, $R, $R;\n\tmadc.hi.cc.u32 $D, $R, $R, $A;\n\taddc.u32 $D, $R, $R;"),
	fe("add.cc.u64 $L, $M, $M;\n\taddc.u64 $L, $M, $M;"),
	fe("mad.hi.cc.u32 $D, $R, $R, $R;\n\tmadc.lo.u32 $D, $R, $R, $R;"),
	// packed 16x2 integer SIMD, three-input min/max, video
	fe("add.s16x2 $D, $R, $R;"), fe("sub.u16x2 $D, $R, $R;"), fe("min.s16x2 $D, $R, $R;"), fe("max.u16x2 $D, $R, $R;"),
	fe("min.relu.s16x2 $D, $R, $R;"), fe("max.relu.s32 $D, $R, $R;"), fe("min.s32 $D, $R, $R, $R;"), fe("max.u32 $D, $R, $R, $R;"),
	fe("vadd4.u32.u32.u32.add $D, $R, $R, $R;"), fe("vsub2.s32.s32.s32.sat $D, $R, $R, $R;"), fe("vabsdiff4.u32.u32.u32.add $D, $R, $R, $R;"),
	fe("vmin.s32.s32.s32.max $D, $R, $R, $R;"), fe("vmax2.u32.u32.u32 $D, $R, $R, $R;"), fe("vavrg4.u32.u32.u32 $D, $R, $R, $R;"),
	fe("vset4.u32.u32.ne $D, $R, $R, $R;"), fe("vshl.u32.u32.u32.clamp $D, $R, $R;"),
	// predicates, compares, selects
	fe("setp.lt.s32 $P, $R, $A;"), fe("setp.hi.u32 $P, $R, $R;"), fe("setp.ge.and.s32 $P, $R, $A, $Q;"), fe("setp.ne.or.u64 $P, $M, $M, !$Q;"),
	fe("setp.lt.xor.u32 $P|$P, $R, $R, $Q;"), fe("setp.gtu.f32 $P, $G, $G;"), fe("setp.eq.f64 $P, $K, $K;"), fe("setp.le.s16 $P, $I, $I;"),
	fe("setp.num.and.f32 $P, $G, $G, $Q;"), fe("setp.lt.f16 $P, $I, $I;"),
	fe("set.lt.u32.s32 $D, $R, $A;"), fe("set.gt.and.u32.u32 $D, $R, $R, $Q;"), fe("set.ge.f32.f32 $F, $G, $G;"), fe("set.eq.s32.f64 $D, $K, $K;"),
	fe("and.pred $P, $Q, $Q;"), fe("or.pred $P, $Q, !$Q;"), fe("xor.pred $P, !$Q, $Q;"), fe("not.pred $P, $Q;"), fe("mov.pred $P, $Q;"),
	fe("selp.b32 $D, $R, $A, $Q;"), fe("selp.b64 $L, $M, $M, $Q;"), fe("selp.f32 $F, $G, $G, $Q;"), fe("selp.b16 $H, $I, $I, $Q;"),
	fe("slct.s32.s32 $D, $R, $A, $R;"), fe("slct.b32.f32 $D, $R, $R, $G;"), fe("slct.f32.s32 $F, $G, $G, $R;"),
	fe("testp.finite.f32 $P, $G;"), fe("testp.notanumber.f64 $P, $K;"), fe("testp.subnormal.f32 $P, $G;"),
	// f32, f64, f16 and bf16 arithmetic
	fe("add.f32 $F, $G, $G;"), fe("sub.f32 $F, $G, $G;"), fe("mul.f32 $F, $G, $G;"), fe("fma.rn.f32 $F, $G, $G, $G;"),
	fe("div.rn.f32 $F, $G, $G;"), fe("sqrt.rn.f32 $F, $G;"), fe("neg.f32 $F, $G;"), fe("add.rz.ftz.sat.f32 $F, $G, $G;"),
	fe("fma.rm.ftz.f32 $F, $G, $G, $G;"), fe("abs.f32 $F, $G;"), fe("min.f32 $F, $G, $G;"), fe("max.NaN.f32 $F, $G, $G;"),
	fe("copysign.f32 $F, $G, $G;"), fe("rcp.rn.f32 $F, $G;"), fe("rcp.approx.ftz.f32 $F, $G;"), fe("sqrt.approx.f32 $F, $G;"),
	fe("rsqrt.approx.f32 $F, $G;"), fe("ex2.approx.ftz.f32 $F, $G;"), fe("lg2.approx.f32 $F, $G;"), fe("sin.approx.f32 $F, $G;"),
	fe("cos.approx.ftz.f32 $F, $G;"), fe("tanh.approx.f32 $F, $G;"), fe("div.approx.f32 $F, $G, $G;"), fe("div.full.f32 $F, $G, $G;"),
	fe("add.f64 $E, $K, $K;"), fe("sub.f64 $E, $K, $K;"), fe("mul.f64 $E, $K, $K;"), fe("fma.rn.f64 $E, $K, $K, $K;"),
	fe("div.rn.f64 $E, $K, $K;"), fe("sqrt.rn.f64 $E, $K;"), fe("rcp.approx.ftz.f64 $E, $K;"), fe("min.f64 $E, $K, $K;"),
	fe("add.rz.f64 $E, $K, $K;"), fe("neg.f64 $E, $K;"), fe("abs.f64 $E, $K;"),
	fe("add.f16 $H, $I, $I;"), fe("fma.rn.f16x2 $D, $R, $R, $R;"), fe("mul.rn.bf16 $H, $I, $I;"), fe("sub.bf16x2 $D, $R, $R;"),
	fe("neg.f16x2 $D, $R;"), fe("abs.bf16 $H, $I;"), fe("min.f16 $H, $I, $I;"), fe("max.NaN.bf16x2 $D, $R, $R;"),
	fe("ex2.approx.f16 $H, $I;"), fe("fma.rn.relu.bf16x2 $D, $R, $R, $R;"), fe("tanh.approx.f16x2 $D, $R;"),
	// conversions
	fe("cvt.rn.f32.s32 $F, $R;"), fe("cvt.rzi.s32.f32 $D, $G;"), fe("cvt.rmi.u32.f32 $D, $G;"), fe("cvt.sat.f32.f32 $F, $G;"),
	fe("cvt.f64.f32 $E, $G;"), fe("cvt.rn.f32.f64 $F, $K;"), fe("cvt.rni.s64.f64 $L, $K;"), fe("cvt.rp.f64.u64 $E, $M;"),
	fe("cvt.rn.f16.f32 $H, $G;"), fe("cvt.f32.f16 $F, $I;"), fe("cvt.rn.bf16.f32 $H, $G;"), fe("cvt.f32.bf16 $F, $I;"),
	fe("cvt.rzi.s16.f16 $H, $I;"), fe("cvt.rn.f16.s32 $H, $R;"),
	fe("cvt.rn.f16x2.f32 $D, $G, $G;"), fe("cvt.rn.relu.bf16x2.f32 $D, $G, $G;"),
	fe("cvt.rna.tf32.f32 $D, $G;"), fe("cvt.rn.satfinite.tf32.f32 $D, $G;"),
	fe("cvt.rn.satfinite.e4m3x2.f32 $H, $G, $G;"), fe("cvt.rn.f16x2.e5m2x2 $D, $I;"),
	fe("cvt.u16.u32 $H, $R;"), fe("cvt.s32.s16 $D, $I;"), fe("cvt.u64.u32 $L, $R;"), fe("cvt.s64.s32 $L, $R;"), fe("cvt.u32.u64 $D, $M;"),
	fe("cvt.sat.s8.s32 $D, $R;"), fe("cvt.sat.u16.s64 $H, $M;"), fe("cvt.s8.u32 $D, $R;"),
	// moves, packs, special registers, addresses
	fe("mov.b32 $D, $R;"), fe("mov.u32 $D, $X;"), fe("mov.b64 $L, $M;"), fe("mov.b32 $F, $R;"), fe("mov.b32 $D, $G;"), fe("mov.b64 $E, $M;"),
	fe("mov.b64 $L, {$R, $R};"), fe("mov.b64 {$D, $D}, $M;"), fe("mov.b32 $D, {$I, $I};"), fe("mov.b32 {$H, $H}, $R;"),
	fe("mov.u32 $D, %laneid;"), fe("mov.u32 $D, %tid.x;"), fe("mov.u32 $D, %ctaid.x;"), fe("mov.u32 $D, %lanemask_lt;"),
	fe("cvta.to.shared.u64 $L, $M;"), fe("cvta.shared.u64 $L, $M;"), fe("isspacep.global $P, $M;"), fe("isspacep.shared $P, $M;"),
	fe("selp.u32 $D, 1, 0, $Q;\n\tmov.pred $P, $D;"), fe("xor.b32 $D, $R, $Q;"),
	// memory: the thread's own words (global: out's last 32 bytes of its record; shared: its word)
	fe("ld.global.u32 $D, [%own];"), fe("st.global.u32 [%own+4], $R;"), fe("ld.global.u64 $L, [%own+8];"), fe("st.global.u64 [%own+8], $M;"),
	fe("ld.global.s8 $D, [%own+5];"), fe("st.global.u16 [%own+2], $I;"), fe("ld.global.v2.u32 {$D, $D}, [%own+8];"),
	fe("st.global.v2.u32 [%own], {$R, $R};"), fe("ld.shared.u32 $D, [%sw];"), fe("st.shared.u32 [%sw], $R;"),
	fe("ld.shared.u16 $H, [%sw+2];"), fe("st.shared.v2.u16 [%sw], {$I, $I};"),
	fe("st.local.u32 [loc], $R;\n\tld.local.u32 $D, [loc+4];"), fe("ld.param.u64 $L, [out];"),
	fe("cvta.global.u64 $L, %own;\n\tld.u32 $D, [$M];"), fe("cvta.global.u64 $L, %own;\n\tst.u32 [$M+4], $R;"),
	fe("atom.global.add.u32 $D, [%own], $R;"), fe("atom.shared.cas.b32 $D, [%sw], $R, $R;"), fe("red.global.xor.b32 [%own+4], $R;"),
	fe("atom.global.max.s64 $L, [%own+8], $M;"), fe("prefetch.global.L1 [%own];"),
	// control and synchronisation every thread reaches (no warp diverges here for long)
	fe("@$Q bra $l;\n\tadd.u32 $D, $R, $A;\n$l:"), fe("bra.uni $l;\n$l:"), fec("bar.sync 0;"), fe("membar.cta;"), fe("fence.acq_rel.gpu;"),
	fec("bar.warp.sync -1;"), fe("nanosleep.u32 $n;"),
	// warp collectives with full masks
	fec("shfl.sync.bfly.b32 $D, $R, $A, $A, -1;"), fec("shfl.sync.up.b32 $D|$P, $R, $R, $A, -1;"), fec("shfl.sync.down.b32 $D, $R, $n, 31, -1;"),
	fec("shfl.sync.idx.b32 $D|$P, $R, $R, $R, -1;"),
	fec("vote.sync.all.pred $P, $Q, -1;"), fec("vote.sync.any.pred $P, !$Q, -1;"), fec("vote.sync.uni.pred $P, $Q, -1;"),
	fec("vote.sync.ballot.b32 $D, $Q, -1;"), fec("match.any.sync.b32 $D, $R, -1;"), fec("match.all.sync.b64 $D|$P, $M, -1;"),
	fec("redux.sync.add.u32 $D, $R, -1;"), fec("redux.sync.min.s32 $D, $R, -1;"), fec("redux.sync.xor.b32 $D, $R, -1;"),
	fec("activemask.b32 $D;"), fec("elect.sync $D|$P, -1;"),
}

// formExclusions are the opcodes the generator does not reach, and why.
var formExclusions = map[opcode]string{
	opUnsupported:       "a launch failure by design",
	opMadHiS16:          "not lowered: lower_int.go writes 16-bit mad.hi as mul.hi.s16 and an add",
	opMadHiU16:          "not lowered: lower_int.go writes 16-bit mad.hi as mul.hi.u16 and an add",
	opLdParamReg:        "needs a function's .param arguments (calls; FuzzCompileRun's recursive seed)",
	opLdPVar:            "needs a function's .param variables (calls)",
	opStPVar:            "needs a function's .param variables (calls)",
	opCall:              "calls: the generated kernels have no functions",
	opCpAsync:           "asynchronous copies: memory model (commit and wait groups)",
	opBrx:               "needs a .branchtargets table; not generated yet",
	opTrap:              "ends the launch: every program would stop there",
	opBrkpt:             "ends the launch: every program would stop there",
	opExit:              "ends the thread: the generated kernels end with ret",
	opAlloca:            "the per-thread stack (stack.go) has its own tests",
	opStackSave:         "the per-thread stack (stack.go) has its own tests",
	opStackRestore:      "the per-thread stack (stack.go) has its own tests",
	opMbar:              "mbarriers: a memory-model protocol across threads",
	opTexture:           "needs texture and surface objects, which comparePaths does not make",
	opBulk:              "bulk copies and tensor maps: memory model (FuzzTensorMap)",
	opMapa:              "needs a cluster launch",
	opGetctarank:        "needs a cluster launch",
	opClusterBar:        "needs a cluster launch: a barrier across CTAs",
	opMatrix:            "warp matrix instructions: fragments in their own layouts (mma tests)",
	opWgmmaGroup:        "warpgroup matrix groups: across warps (wgmma tests)",
	opLdShared32Checked: "only in racechecked launches (sanitize.go)",
	opStShared32Checked: "only in racechecked launches (sanitize.go)",
	opSetpBra:           "a superinstruction: made by fuse.go in the fast code from lowered ones, never lowered",
	opSetpInt:           "a superinstruction (fuse.go), never lowered",
	opSetpIntBra:        "a superinstruction (fuse.go), never lowered",
	opAddMem:            "a superinstruction (fuse.go), never lowered",
	opRun:               "a superinstruction (fuse.go), never lowered",
	opMadLoUni:          "a superinstruction (fuse.go), never lowered",
}

// formPools are the register pools of a generated kernel, by $ token type: small, so that
// registers are reused and each value lives a few instructions.
var formPools = map[byte]struct {
	prefix string
	n      int
}{
	'b': {"%t", 10}, 'l': {"%w", 6}, 'h': {"%h", 6}, 'f': {"%f", 6}, 'e': {"%g", 4}, 'p': {"%q", 4},
}

// formTokenKinds maps a $ token to its pool and whether it is a destination.
var formTokenKinds = map[byte]struct {
	pool byte
	dst  bool
}{
	'D': {'b', true}, 'A': {'b', false}, 'R': {'b', false}, 'L': {'l', true}, 'M': {'l', false},
	'H': {'h', true}, 'I': {'h', false}, 'F': {'f', true}, 'G': {'f', false}, 'E': {'e', true},
	'K': {'e', false}, 'P': {'p', true}, 'Q': {'p', false},
}

// formGen writes one generated kernel.
type formGen struct {
	r       *rand.Rand
	b       strings.Builder
	written map[byte][]string // registers written so far, most recent last, by pool
	label   int
	// fresh: pools 8 times larger, each destination the pool's next register, as nvcc writes
	// PTX (a register per value): many registers whose live ranges do not overlap.
	fresh bool
	next  map[byte]int
}

// poolSize is how many registers the kernel declares in the pool.
func (g *formGen) poolSize(pool byte) int {
	if g.fresh {
		return 8 * formPools[pool].n
	}
	return formPools[pool].n
}

func (g *formGen) wrote(pool byte, reg string) {
	w := slices.DeleteFunc(g.written[pool], func(s string) bool { return s == reg })
	g.written[pool] = append(w, reg)
}

// source is a written register of the pool, mostly one of the last few written.
func (g *formGen) source(pool byte) string {
	w := g.written[pool]
	if len(w) > 3 && g.r.IntN(4) > 0 {
		w = w[len(w)-3:]
	}
	return w[g.r.IntN(len(w))]
}

// expand fills in one line of an entry's template; the registers it writes count as written
// once the line is done, so its sources are earlier values.
func (g *formGen) expand(line string) string {
	var out strings.Builder
	var dsts []string
	var pools []byte
	for i := 0; i < len(line); i++ {
		if line[i] != '$' {
			out.WriteByte(line[i])
			continue
		}
		i++
		switch t := line[i]; t {
		case 'n':
			fmt.Fprint(&out, g.r.IntN(41))
		case 'x':
			fmt.Fprint(&out, g.r.IntN(256))
		case 'X':
			fmt.Fprint(&out, g.r.Uint32())
		case 'l':
			fmt.Fprintf(&out, "F%d", g.label)
		case 'A':
			if g.r.IntN(4) == 0 {
				fmt.Fprint(&out, []uint32{0, 1, 31, 32, 33, g.r.Uint32() % 41, g.r.Uint32()}[g.r.IntN(7)])
				break
			}
			out.WriteString(g.source('b'))
		default:
			tok := formTokenKinds[t]
			if !tok.dst {
				out.WriteString(g.source(tok.pool))
				break
			}
			pool := formPools[tok.pool]
			var reg string
			for {
				i := g.r.IntN(pool.n)
				if g.fresh {
					i = g.next[tok.pool] % g.poolSize(tok.pool)
					g.next[tok.pool]++
				}
				reg = fmt.Sprintf("%s%d", pool.prefix, i)
				if !slices.Contains(dsts, reg) {
					break
				}
			}
			dsts, pools = append(dsts, reg), append(pools, tok.pool)
			out.WriteString(reg)
		}
	}
	for i, d := range dsts {
		g.wrote(pools[i], d)
	}
	return out.String()
}

// fold makes a recently written register's value reach memory: xored or added into an
// accumulator that the kernel stores at its end.
func (g *formGen) fold() {
	pool := []byte{'b', 'b', 'l', 'h', 'f', 'e', 'p'}[g.r.IntN(7)]
	reg := g.source(pool)
	switch pool {
	case 'b', 'f':
		i := g.r.IntN(2)
		fmt.Fprintf(&g.b, "\t%s %%acc%d, %%acc%d, %s;\n", []string{"xor.b32", "add.u32"}[i], i, i, reg)
	case 'l', 'e':
		fmt.Fprintf(&g.b, "\txor.b64 %%accw, %%accw, %s;\n", reg)
	case 'h':
		fmt.Fprintf(&g.b, "\txor.b16 %%acch, %%acch, %s;\n", reg)
	case 'p':
		fmt.Fprintf(&g.b, "\t@%s add.u32 %%acc1, %%acc1, %d;\n", reg, 1+g.r.IntN(1000))
	}
}

// genFormsKernel writes a kernel k(in, out) of about n instructions drawn from formEntries (only
// coalescible ones in half the kernels). Each of its 3 x 96 (or 3 x 80) threads reads its inputs from in,
// owns 16 bytes of out as scratch, and stores its accumulators at out[gid*32 ...]. It returns
// the kernel and the block shape to run it with.
func genFormsKernel(seed uint64, n int) (string, [3]uint32) {
	r := rand.New(rand.NewPCG(seed, seed^0x5851f42d4c957f2d))
	entries := formEntries
	if r.IntN(2) == 0 {
		entries = coalescibleFormEntries()
	}
	block := [3]uint32{96, 1, 1}
	if r.IntN(4) == 0 {
		// 80 threads: each CTA's last warp is half empty, and an x extent that is not a multiple
		// of 32 makes compiled code take tidLanes 0; full-mask collectives and barriers are
		// left out there.
		block[0] = 80
		entries = slices.DeleteFunc(slices.Clone(entries), func(e formEntry) bool { return e.collective })
	}
	return writeFormsKernel(r, n, entries), block
}

func writeFormsKernel(r *rand.Rand, n int, entries []formEntry) string {
	g := &formGen{r: r, written: map[byte][]string{}, fresh: r.IntN(2) == 0, next: map[byte]int{}}
	b := &g.b
	b.WriteString(formsHdr)
	b.WriteString(".visible .entry k(.param .u64 in, .param .u64 out)\n{\n")
	for _, pool := range []byte("blhfep") {
		fmt.Fprintf(b, "\t.reg .%s %s<%d>;\n", map[byte]string{'b': "b32", 'l': "b64", 'h': "b16", 'f': "f32", 'e': "f64", 'p': "pred"}[pool],
			formPools[pool].prefix, g.poolSize(pool))
	}
	b.WriteString("\t.reg .b32 %acc<2>;\n\t.reg .b64 %accw, %own, %in, %rec;\n\t.reg .b16 %acch;\n\t.reg .b32 %sw, %gid, %tmp;\n")
	b.WriteString("\t.shared .align 8 .b8 sh[768];\n\t.local .align 8 .b8 loc[8];\n")
	b.WriteString("\tld.param.u64 %in, [in];\n\tld.param.u64 %rec, [out];\n\tcvta.to.global.u64 %in, %in;\n\tcvta.to.global.u64 %rec, %rec;\n" +
		"\tmov.u32 %gid, %ctaid.x;\n\tmov.u32 %tmp, %ntid.x;\n\tmov.u32 %sw, %tid.x;\n\tmad.lo.u32 %gid, %gid, %tmp, %sw;\n" +
		"\tmul.wide.u32 %own, %gid, 4;\n\tadd.s64 %in, %in, %own;\n\tmul.wide.u32 %own, %gid, 128;\n\tadd.s64 %rec, %rec, %own;\n\tadd.s64 %own, %rec, 96;\n" +
		"\tshl.b32 %sw, %sw, 3;\n\tmov.u32 %tmp, sh;\n\tadd.u32 %sw, %sw, %tmp;\n\tst.shared.u32 [%sw], 0;\n\tst.shared.u32 [%sw+4], 0;\n" +
		"\tmov.u32 %acc0, 0;\n\tmov.u32 %acc1, 0;\n\tmov.u64 %accw, 0;\n\tmov.u16 %acch, 0;\n")
	// Every pool starts with values read from in (its 8 KiB of random bytes): the thread's word,
	// and words further on.
	off := func() int { return 4 * g.r.IntN(1700) }
	for i := range 3 {
		fmt.Fprintf(b, "\tld.global.u32 %%t%d, [%%in+%d];\n", i, off())
		g.wrote('b', fmt.Sprintf("%%t%d", i))
	}
	fmt.Fprintf(b, "\tld.global.f32 %%f0, [%%in+%d];\n\tld.global.f32 %%f1, [%%in+%d];\n", off(), off())
	fmt.Fprintf(b, "\tld.global.u32 %%tmp, [%%in+%d];\n\tmul.wide.u32 %%w0, %%t0, %%tmp;\n", off())
	fmt.Fprintf(b, "\tld.global.u16 %%h0, [%%in+%d];\n\tld.global.u16 %%h1, [%%in+%d];\n", off(), off())
	b.WriteString("\tcvt.f64.f32 %g0, %f0;\n\tsetp.lt.u32 %q0, %t0, %t1;\n\tsetp.ne.u32 %q1, %t2, 0;\n\tbar.sync 0;\n")
	for _, w := range []struct {
		pool byte
		regs []string
	}{{'f', []string{"%f0", "%f1"}}, {'l', []string{"%w0"}}, {'h', []string{"%h0", "%h1"}}, {'e', []string{"%g0"}}, {'p', []string{"%q0", "%q1"}}} {
		for _, reg := range w.regs {
			g.wrote(w.pool, reg)
		}
	}
	for range n {
		e := entries[g.r.IntN(len(entries))]
		g.label++
		guard := ""
		if !e.collective && !strings.Contains(e.ptx, "\n") && g.r.IntN(6) == 0 {
			guard = "@" + []string{"", "!"}[g.r.IntN(2)] + g.source('p') + " "
		}
		for i, line := range strings.Split(e.ptx, "\n") {
			if i == 0 {
				line = "\t" + guard + line
			}
			b.WriteString(g.expand(line) + "\n")
		}
		if g.r.IntN(2) == 0 {
			g.fold()
		}
	}
	b.WriteString("\tst.global.u32 [%rec], %acc0;\n\tst.global.u32 [%rec+4], %acc1;\n\tst.global.u64 [%rec+8], %accw;\n\tst.global.u16 [%rec+16], %acch;\n")
	// The last values of the pools too, which their last writers leave live to the end.
	for i := range 4 {
		fmt.Fprintf(b, "\tst.global.u32 [%%rec+%d], %s;\n", 20+4*i, g.source('b'))
	}
	b.WriteString("\tret;\n}\n")
	return b.String()
}

const formsHdr = ".version 8.0\n.target sm_90\n.address_size 64\n"

var coalescibleForms struct {
	once    sync.Once
	entries []formEntry
}

// coalescibleFormEntries are the entries whose lowered instructions are all coalescible and
// analysed by the liveness, so that a kernel of them alone gets its slots renamed.
func coalescibleFormEntries() []formEntry {
	coalescibleForms.once.Do(func() {
		for _, e := range formEntries {
			ops, err := formEntryOps(e)
			if err != nil {
				continue
			}
			// The renaming needs the liveness, which gives up on an instruction whose writes
			// it does not know (writesKnown).
			renamable := func(op opcode) bool { return coalescible(op) && writesKnown(&inst{op: op}) }
			if !slices.ContainsFunc(ops, func(op opcode) bool { return !renamable(op) }) {
				coalescibleForms.entries = append(coalescibleForms.entries, e)
			}
		}
	})
	return coalescibleForms.entries
}

// formEntryOps lowers a kernel of the entry alone (in genFormsKernel's frame) and returns the
// opcodes of its code.
func formEntryOps(e formEntry) ([]opcode, error) {
	src := writeFormsKernel(rand.New(rand.NewPCG(1, 2)), 1, []formEntry{e})
	p, err := compileString(src)
	if err != nil {
		return nil, err
	}
	k, err := p.Kernel("k")
	if err != nil {
		return nil, err
	}
	var ops []opcode
	for _, in := range k.code {
		if !slices.Contains(ops, in.op) {
			ops = append(ops, in.op)
		}
	}
	return ops, nil
}

// TestFormEntriesCoverLowering checks that formEntries reach every opcode of the engine's table
// (opInfo) and every kind of opIntGeneric (iKindNames) that formExclusions does not list, that
// every entry compiles, and that the coalescible entries are enough for a kernel to be renamed.
func TestFormEntriesCoverLowering(t *testing.T) {
	reached := map[opcode]bool{}
	kinds := map[uint32]bool{}
	for _, e := range formEntries {
		src := writeFormsKernel(rand.New(rand.NewPCG(1, 2)), 1, []formEntry{e})
		p, err := compileString(src)
		if err != nil {
			t.Errorf("entry %q does not compile: %v\n%s", e.ptx, err, src)
			continue
		}
		k, err := p.Kernel("k")
		if err != nil {
			t.Fatal(err)
		}
		for _, in := range k.code {
			reached[in.op] = true
			if in.op == opIntGeneric {
				kinds[in.aux>>8] = true
			}
			if in.op == opUnsupported {
				t.Errorf("entry %q lowers to an unsupported instruction: %s", e.ptx, k.notes[in.imm])
			}
		}
	}
	for op := range opCount {
		why, excluded := formExclusions[op]
		switch {
		case excluded && reached[op]:
			t.Errorf("%v is reached but listed as excluded (%s): drop it from formExclusions", op, why)
		case !excluded && !reached[op]:
			t.Errorf("no entry of formEntries lowers to %v: add one, or list it in formExclusions with the reason", op)
		}
	}
	for kind, name := range iKindNames {
		if name != "" && !kinds[uint32(kind)] && kind != iNegate { // neg lowers to opNeg
			t.Errorf("no entry of formEntries lowers to integer kind %s", name)
		}
	}
	if n := len(coalescibleFormEntries()); n < len(formEntries)/2 {
		t.Errorf("only %d of %d entries are coalescible", n, len(formEntries))
	}
}
