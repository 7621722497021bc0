package sim

import "fmt"

// opcode is a pre-decoded, specialised instruction: the PTX opcode with its type and the modifiers
// that change the hot loop already resolved. Rare modifier combinations go to a generic op that
// reads inst.aux once per warp-instruction.
type opcode uint16

const (
	opNop         opcode = iota
	opUnsupported        // executes as a launch failure naming the instruction (inst.imm indexes Kernel.notes)

	// data movement
	opMov         // d = a (64-bit copy)
	opMovPred     // p[d] = p[a]
	opPredFromReg // p[d] = a != 0
	opRegFromPred // d = p[a] ? 1 : 0
	opSreg        // d = special register aux (sreg*)
	opLocalAddr   // d = frame base + imm (address of a .local variable)
	opPack        // d = pack(x[0..n)) with element width aux bits
	opUnpack      // x[0..n) = unpack(a), element width aux bits
	opCvtaToGen   // d = a + imm (window base); imm=0 for global
	opCvtaFromGen // d = a - imm
	opIsspacep    // p[d] = a in space aux

	// memory: aux = size | sign<<8 | vec<<12; a = base slot, imm = offset, d or x = data
	opLdGlobal
	opLdGlobal32
	opLdGlobal64
	opStGlobal
	opStGlobal32
	opStGlobal64
	opLdShared
	opLdShared32
	opStShared
	opStShared32
	opLdLocal
	opStLocal
	opLdGeneric
	opStGeneric
	opLdKParam   // kernel parameter at imm
	opLdParamReg // kernel parameter at a register's .param address + imm
	opLdPVar     // function .param variable held in slots starting at a, byte offset imm
	opStPVar
	opAtom    // aux: atomSpace | op | type
	opCpAsync // shared[a+imm] = global[b+x[1]], aux bytes, c = source size slot or -1

	// integer (width-agnostic where the low bits do not depend on the width)
	opAdd
	opSub
	opMulLo
	opMadLo
	opNeg
	opAnd
	opOr
	opXor
	opNot
	opShl
	opSelp // d = p[c] ? a : b
	opShrU32
	opShrS32
	opShrU64
	opShrS64
	opShrU16
	opShrS16
	opMulHiS32
	opMulHiU32
	opMulHiS64
	opMulHiU64
	opMulHiS16
	opMulHiU16
	opMulWideS32
	opMulWideU32
	opMulWideS16
	opMulWideU16
	opMadHiS32
	opMadHiU32
	opMadHiS64
	opMadHiU64
	opMadHiS16
	opMadHiU16
	opMadWideS32
	opMadWideU32
	opMadWideS16
	opMadWideU16
	opMul24Lo // aux signed
	opMad24Lo
	opIntGeneric // div/rem/min/max/abs/popc/clz/brev/bfind/...: aux = intKind<<8 | itype
	opBfe        // aux itype
	opBfi        // aux width
	opPrmt       // aux mode
	opShf        // aux: left | clamp<<1
	opShfLWrap   // shf.l.wrap.b32
	opShfRWrap   // shf.r.wrap.b32
	opLop3       // imm = lut
	opSad        // aux itype
	opDot        // dp4a/dp2a: aux = a signed | b signed<<1 | dp2a<<2 | hi<<3
	opCarry      // add.cc/addc/sub.cc/subc/mad.cc/madc: aux = carryKind | flags
	opSimd       // packed 16x2 add/sub/min/max, .relu and three-input min/max: aux = simd kind | flags (simd.go)
	opVideo      // video instructions, scalar and SIMD: aux = kind | flags, imm = selectors (video.go)
	opCvtFP8     // fp8 pair conversions: aux = fp8 kind | flags (fp8.go)

	// predicates
	opSetp // p[d] = cmp(a, b) (combined with p[c] by aux), p[d2] = !cmp ...
	opSet  // d = cmp ? all ones / 1.0 : 0
	opPredLogic
	opSlct

	// f32
	opAddF32
	opSubF32
	opMulF32
	opFmaF32
	opDivF32  // div.rn.f32
	opSqrtF32 // sqrt.rn.f32
	opNegF32
	opF32 // generic f32 arithmetic: aux = fKind | rnd<<8 | ftz<<12 | sat<<13 | neg flags
	// f64
	opAddF64
	opSubF64
	opMulF64
	opFmaF64
	opF64
	// f16 / bf16 (scalar and x2)
	opHalf
	opCvt     // aux indexes k.cvts
	opCvtPack // d = cvt(a)<<16 | cvt(b): cvt.f16x2.f32 / cvt.bf16x2.f32
	opCvtTF32 // d = tf32(a): cvt.{rna,rn,rz}{.relu}{.satfinite}.tf32.f32, aux = tf32Mode bits
	opCvtInt  // integer to integer: aux = src bits | src signed<<7 | dst bits<<8 | dst signed<<15
	opTestp

	// control
	opBra
	opBraUni
	opBrx // brx.idx: target = k.tables[b][a]
	opCall
	opRet
	opExit
	opTrap
	opBrkpt
	opBar     // a = barrier id slot, b = count slot or -1; aux = kind
	opBarWarp // bar.warp.sync / __syncwarp: no-op in lockstep execution
	opMembar

	// warp collectives
	opShfl  // aux mode; d, d2 (pred or -1), a value, b lane, c clamp, x[0] membermask
	opVote  // aux mode
	opMatch // aux: all<<1 | 64-bit
	opRedux // aux op
	opActivemask
	opElect
	opNanosleep // also ends the warp's time slice, so spinning waits let other warps run
	// the per-thread stack (stack.go): alloca (d = local address of a bytes aligned to imm),
	// stacksave (d = the stack pointer), stackrestore (the stack pointer = a)
	opAlloca
	opStackSave
	opStackRestore
	opMbar    // mbarrier operation: aux = kind | space<<8
	opTexture // tex, tld4, txq, suld, sust, suq, istypep: aux indexes k.texs
	opBulk    // cp.async.bulk*, cp.reduce.async.bulk*, st.async, red.async: aux indexes k.bulks

	// thread block clusters (cluster.go)
	opMapa       // d = address a mapped into block rank b's shared memory; aux 1: shared::cluster, 0: generic
	opGetctarank // d = block rank of the shared memory address a; aux as opMapa
	opClusterBar // barrier.cluster: aux 0 arrive, 1 wait

	opMatrix // warp matrix instruction (wmma, mma, ldmatrix, stmatrix, movmatrix): aux indexes k.mats
	// wgmma.commit_group (aux 0) and wgmma.wait_group imm (aux 1): a warpgroup's wgmma groups
	// complete only once all its warps have issued them (wgmma.go, wgmmaGroup)
	opWgmmaGroup

	// sanitizer (sanitize.go): opLdShared32/opStShared32 in the code of racechecked launches
	opLdShared32Checked
	opStShared32Checked

	// superinstructions (fuse.go): only in the fast engine's code, never in k.code
	opSetpBra // opSetp whose next instruction is a guarded opBra, which runs in the same dispatch
	// opSetp on s32/u32/s64/u64 without a boolean combination, decoded (imm: setpInt*): one lane kernel
	// for the comparison asked for
	opSetpInt
	opSetpIntBra // opSetpInt followed by a guarded opBra, as opSetpBra
	opAddMem     // unguarded opAdd whose next instruction is an unguarded 32-bit global or shared access
	opRun        // first of a run of unguarded vector ALU instructions (x[0]: its own opcode, x[1]: the run's length)
	opMadLoUni   // opMadLo whose a and b are warp-uniform (uniform.go): c plus one product for all lanes

	opCount // number of opcodes; not an instruction
)

// opInfo names every opcode and lists its operands for the IR printer (irprint.go). A form is
// space-separated operand tokens:
//
//	d a b c       register slots in.d, in.a, in.b, in.c; a trailing ? omits the operand when it is
//	              negative (absent)
//	pd pd2 pa pb pc  predicate indexes in.d, in.d2, in.a, in.b, in.c; pd2? is omitted when absent;
//	              pa!N (pb!N, pc!N) prints the predicate negated when bit N of in.aux is set
//	x0            register slot in.x[0]
//	xn xv         register slots in.x[0..n): n = in.aux>>8 (pack, unpack), or the vector length
//	              in.aux>>12&15 (loads and stores); one slot alone, several in { }
//	[a]           address: slot in.a plus in.imm
//	[b+x1]        address: slot in.b plus in.x[1] (cp.async source)
//	[param]       kernel parameter bytes at offset in.imm
//	imm           in.imm
//	L             in.imm as a branch target (a pc)
//	tbl           in.b as a brx jump table (a list of pcs)
//	sreg          in.aux as a special register
//	note          in.imm as the reason an instruction is unsupported
//	call          in.a as a call site: (results), callee, (arguments)
//
// The printer adds the modifiers held in in.aux to the name (irprint.go, opSuffix), and chooses
// the form of a few opcodes whose operands depend on in.aux (irprint.go, opForm).
var opInfo = [opCount]struct{ name, form string }{
	opNop:         {"nop", ""},
	opUnsupported: {"unsupported", "note"},

	opMov:         {"mov", "d a"},
	opMovPred:     {"mov.pred", "pd pa"},
	opPredFromReg: {"pred.from.reg", "pd a"},
	opRegFromPred: {"reg.from.pred", "d pa"},
	opSreg:        {"sreg", "d sreg"},
	opLocalAddr:   {"local.addr", "d imm"},
	opPack:        {"pack", "d xn"},
	opUnpack:      {"unpack", "xn a"},
	opCvtaToGen:   {"cvta.to.gen", "d a"},
	opCvtaFromGen: {"cvta.from.gen", "d a"},
	opIsspacep:    {"isspacep", "pd a"},

	opLdGlobal:   {"ld.global", "xv [a]"},
	opLdGlobal32: {"ld.global.u32", "d [a]"},
	opLdGlobal64: {"ld.global.b64", "d [a]"},
	opStGlobal:   {"st.global", "[a] xv"},
	opStGlobal32: {"st.global.b32", "[a] b"},
	opStGlobal64: {"st.global.b64", "[a] b"},
	opLdShared:   {"ld.shared", "xv [a]"},
	opLdShared32: {"ld.shared.u32", "d [a]"},
	opStShared:   {"st.shared", "[a] xv"},
	opStShared32: {"st.shared.b32", "[a] b"},
	opLdLocal:    {"ld.local", "xv [a]"},
	opStLocal:    {"st.local", "[a] xv"},
	opLdGeneric:  {"ld", "xv [a]"},
	opStGeneric:  {"st", "[a] xv"},
	opLdKParam:   {"ld.kparam", "xv [param]"},
	opLdParamReg: {"ld.param.reg", "xv [a]"},
	opLdPVar:     {"ld.pvar", "xv [a]"},
	opStPVar:     {"st.pvar", "[a] xv"},
	opAtom:       {"atom", "d [a] b"},
	opCpAsync:    {"cp.async", "[a] [b+x1] c?"},

	opLdShared32Checked: {"ld.shared.u32.checked", "d [a]"},
	opStShared32Checked: {"st.shared.b32.checked", "[a] b"},
	opSetpBra:           {"setp+bra", "pd pd2? a b"},
	opSetpInt:           {"setp.int", "pd pd2? a b"},
	opSetpIntBra:        {"setp.int+bra", "pd pd2? a b"},
	opAddMem:            {"add+mem", "d a b"},
	opRun:               {"run", "d a b c"},
	opMadLoUni:          {"mad.lo.uni", "d a b c"},

	opAdd:        {"add", "d a b"},
	opSub:        {"sub", "d a b"},
	opMulLo:      {"mul.lo", "d a b"},
	opMadLo:      {"mad.lo", "d a b c"},
	opNeg:        {"neg", "d a"},
	opAnd:        {"and", "d a b"},
	opOr:         {"or", "d a b"},
	opXor:        {"xor", "d a b"},
	opNot:        {"not", "d a"},
	opShl:        {"shl", "d a b"},
	opSelp:       {"selp", "d a b pc!0"},
	opShrU32:     {"shr.u32", "d a b"},
	opShrS32:     {"shr.s32", "d a b"},
	opShrU64:     {"shr.u64", "d a b"},
	opShrS64:     {"shr.s64", "d a b"},
	opShrU16:     {"shr.u16", "d a b"},
	opShrS16:     {"shr.s16", "d a b"},
	opMulHiS32:   {"mul.hi.s32", "d a b"},
	opMulHiU32:   {"mul.hi.u32", "d a b"},
	opMulHiS64:   {"mul.hi.s64", "d a b"},
	opMulHiU64:   {"mul.hi.u64", "d a b"},
	opMulHiS16:   {"mul.hi.s16", "d a b"},
	opMulHiU16:   {"mul.hi.u16", "d a b"},
	opMulWideS32: {"mul.wide.s32", "d a b"},
	opMulWideU32: {"mul.wide.u32", "d a b"},
	opMulWideS16: {"mul.wide.s16", "d a b"},
	opMulWideU16: {"mul.wide.u16", "d a b"},
	opMadHiS32:   {"mad.hi.s32", "d a b c"},
	opMadHiU32:   {"mad.hi.u32", "d a b c"},
	opMadHiS64:   {"mad.hi.s64", "d a b c"},
	opMadHiU64:   {"mad.hi.u64", "d a b c"},
	opMadHiS16:   {"mad.hi.s16", "d a b c"},
	opMadHiU16:   {"mad.hi.u16", "d a b c"},
	opMadWideS32: {"mad.wide.s32", "d a b c"},
	opMadWideU32: {"mad.wide.u32", "d a b c"},
	opMadWideS16: {"mad.wide.s16", "d a b c"},
	opMadWideU16: {"mad.wide.u16", "d a b c"},
	opMul24Lo:    {"mul24", "d a b"},
	opMad24Lo:    {"mad24", "d a b c"},
	opIntGeneric: {"int", "d a b"},
	opBfe:        {"bfe", "d a b c"},
	opBfi:        {"bfi", "d a b c x0"},
	opPrmt:       {"prmt", "d a b c"},
	opShf:        {"shf", "d a b c"},
	opShfLWrap:   {"shf.l.wrap", "d a b c"},
	opShfRWrap:   {"shf.r.wrap", "d a b c"},
	opLop3:       {"lop3", "d a b c imm"},
	opSad:        {"sad", "d a b c"},
	opDot:        {"dot", "d a b c"},
	opCarry:      {"carry", "d a b"},
	opSimd:       {"simd", "d a b c?"},
	opVideo:      {"video", "d a b c"},
	opCvtFP8:     {"cvt.fp8", "d a b"},

	opSetp:      {"setp", "pd pd2? a b"},
	opSet:       {"set", "d a b"},
	opPredLogic: {"pred", "pd pa!2 pb!3"},
	opSlct:      {"slct", "d a b c"},

	opAddF32:  {"add.f32", "d a b"},
	opSubF32:  {"sub.f32", "d a b"},
	opMulF32:  {"mul.f32", "d a b"},
	opFmaF32:  {"fma.f32", "d a b c"},
	opDivF32:  {"div.f32", "d a b"},
	opSqrtF32: {"sqrt.f32", "d a"},
	opNegF32:  {"neg.f32", "d a"},
	opF32:     {"f32", "d a b"},
	opAddF64:  {"add.f64", "d a b"},
	opSubF64:  {"sub.f64", "d a b"},
	opMulF64:  {"mul.f64", "d a b"},
	opFmaF64:  {"fma.f64", "d a b c"},
	opF64:     {"f64", "d a b"},
	opHalf:    {"half", "d a b"},
	opCvt:     {"cvt", "d a"},
	opCvtPack: {"cvt.pack", "d a b"},
	opCvtTF32: {"cvt.tf32", "d a"},
	opCvtInt:  {"cvt.int", "d a"},
	opTestp:   {"testp", "pd a"},

	opBra:     {"bra", "L"},
	opBraUni:  {"bra.uni", "L"},
	opBrx:     {"brx", "a tbl"},
	opCall:    {"call", "call"},
	opRet:     {"ret", ""},
	opExit:    {"exit", ""},
	opTrap:    {"trap", ""},
	opBrkpt:   {"brkpt", ""},
	opBar:     {"bar", "a b?"},
	opBarWarp: {"bar.warp", "a?"},
	opMembar:  {"membar", ""},

	opShfl:         {"shfl", "d pd2? a b c x0"},
	opVote:         {"vote", "pd pa!2 b"},
	opMatch:        {"match", "d pd2? a b"},
	opRedux:        {"redux", "d a b"},
	opActivemask:   {"activemask", "d"},
	opElect:        {"elect", "d pd2? a"},
	opNanosleep:    {"nanosleep", ""},
	opAlloca:       {"alloca", "d a imm"},
	opStackSave:    {"stacksave", "d"},
	opStackRestore: {"stackrestore", "a"},
	opMbar:         {"mbarrier", "[a] b"},
	opMapa:         {"mapa", "d a b"},
	opGetctarank:   {"getctarank", "d a"},
	opClusterBar:   {"barrier.cluster", ""},
	opTexture:      {"texture", "imm"},
	opBulk:         {"bulk", "imm"},
	opMatrix:       {"matrix", "mat"},
	opWgmmaGroup:   {"wgmma.group", "imm"},
}

// String is the opcode's name in printed IR.
func (o opcode) String() string {
	if o < opCount && opInfo[o].name != "" {
		return opInfo[o].name
	}
	return fmt.Sprintf("opcode(%d)", uint16(o))
}

// arithmetic reports whether op is integer or floating-point arithmetic, a comparison or a
// conversion: it reads registers and predicates and writes its destinations, nothing else (no
// memory, no other lane, no control flow). writesShared and planPack take these as they are.
func arithmetic(op opcode) bool {
	switch op {
	case opAdd, opSub, opMulLo, opMadLo, opNeg, opAnd, opOr, opXor, opNot, opShl, opSelp,
		opShrU32, opShrS32, opShrU64, opShrS64, opShrU16, opShrS16,
		opMulHiS32, opMulHiU32, opMulHiS64, opMulHiU64, opMulHiS16, opMulHiU16,
		opMulWideS32, opMulWideU32, opMulWideS16, opMulWideU16,
		opMadHiS32, opMadHiU32, opMadHiS64, opMadHiU64, opMadHiS16, opMadHiU16,
		opMadWideS32, opMadWideU32, opMadWideS16, opMadWideU16, opMul24Lo, opMad24Lo,
		opIntGeneric, opBfe, opBfi, opPrmt, opShf, opShfLWrap, opShfRWrap, opLop3, opSad, opDot,
		opCarry, opSimd, opVideo, opCvtFP8,
		opSetp, opSet, opPredLogic, opSlct,
		opAddF32, opSubF32, opMulF32, opFmaF32, opDivF32, opSqrtF32, opNegF32, opF32,
		opAddF64, opSubF64, opMulF64, opFmaF64, opF64, opHalf,
		opCvt, opCvtPack, opCvtTF32, opCvtInt, opTestp:
		return true
	}
	return false
}

// inst is one pre-decoded instruction. Register operands are slot indices into the warp's
// structure-of-arrays register file; immediates live in constant slots, so every operand is read
// the same way.
type inst struct {
	op    opcode
	gneg  bool  // guard negated
	guard int16 // predicate index, -1 = unguarded
	d     int32
	a     int32
	b     int32
	c     int32
	d2    int32
	aux   uint32
	x     [4]int32
	imm   int64
	line  int32
}

// special registers (opSreg aux)
const (
	sregTidX = iota
	sregTidY
	sregTidZ
	sregNtidX
	sregNtidY
	sregNtidZ
	sregCtaidX
	sregCtaidY
	sregCtaidZ
	sregNctaidX
	sregNctaidY
	sregNctaidZ
	sregLaneid
	sregWarpid
	sregNwarpid
	sregSmid
	sregNsmid
	sregGridid
	sregLanemaskEq
	sregLanemaskLe
	sregLanemaskLt
	sregLanemaskGe
	sregLanemaskGt
	sregClock
	sregClock64
	sregClockHi
	sregGlobaltimer
	sregGlobaltimerLo
	sregGlobaltimerHi
	sregDynSmem
	sregTotalSmem
	sregZero
	sregEnvreg1          // the grid workspace address, high half (Launch.GridWorkspace)
	sregEnvreg2          // the grid workspace address, low half
	sregCurrentGraphExec // %current_graph_exec (Launch.CurrentGraphExec)
	sregAggrSmem         // %aggr_smem_size: the reserved 1 KiB, the static and the dynamic bytes
	sregReservedEnd      // %reserved_smem_offset_end
	sregReservedCap      // %reserved_smem_offset_cap
	// thread block clusters (cluster.go)
	sregClusterCtarank
	sregClusterNctarank
	sregClusteridX
	sregClusteridY
	sregClusteridZ
	sregNclusteridX
	sregNclusteridY
	sregNclusteridZ
	sregClusterCtaidX
	sregClusterCtaidY
	sregClusterCtaidZ
	sregClusterNctaidX
	sregClusterNctaidY
	sregClusterNctaidZ
	sregIsExplicitCluster
)

// float kinds for opF32 / opF64 / opHalf
const (
	fAdd = iota
	fSub
	fMul
	fFma
	fDiv
	fDivApprox
	fDivFull
	fSqrt
	fSqrtApprox
	fRcp
	fRcpApprox
	fRsqrtApprox
	fEx2Approx
	fLg2Approx
	fSinApprox
	fCosApprox
	fTanhApprox
	fAbs
	fNeg
	fMin
	fMax
	fCopysign
	fRcpApproxFTZ64
)

// flags in the aux word of float ops
const (
	fRndShift = 8
	fFTZ      = 1 << 12
	fSat      = 1 << 13
	fNegA     = 1 << 14 // contraction: negate the product
	fNegC     = 1 << 15 // contraction: negate the addend
	fNaN      = 1 << 16 // min/max .NaN
	fBF16     = 1 << 17 // opHalf: bf16 instead of f16
	fX2       = 1 << 18 // opHalf: packed pair
	fRelu     = 1 << 19
	fNaNA     = 1 << 21 // f64 sub: of two NaN operands, a's is the result; fma: c's NaN first (orderNaNOperands)
	fXorsign  = 1 << 22 // min/max .xorsign.abs: of |a| and |b|, the sign a's xor b's
	fOOB      = 1 << 23 // opHalf fma .oob: a factor equal to oobNaN16 (either sign) gives +0
	fSwapped  = 1 << 24 // f64 add: orderNaNOperands swapped the sources (the PTX's first is b)
)

// oobNaN16 is the out-of-bounds NaN of f16 and bf16 as fma .oob knows it: the H200 gave +0 for a
// factor 0x7ff7 or 0xfff7 and for no other NaN, nor for that NaN as the addend
// (testdata/conformance/rand17, oob: every f16 and bf16 infinity and NaN in each position).
const oobNaN16 = 0x7ff7

// integer kinds for opIntGeneric
const (
	iDiv = iota
	iRem
	iMin
	iMax
	iAbs
	iPopc
	iClz
	iBrev
	iBfind
	iBfindShift
	iCnot
	iNegate
	iAddSat
	iSubSat
	iFns       // fns.b32: a mask, b base, c offset
	iBmsk      // bmsk.clamp.b32: a position, b width
	iBmskWrap  // bmsk.wrap.b32
	iSzext     // szext.clamp.{u32,s32}: a value, b width
	iSzextWrap // szext.wrap
	iPackSat   // cvt.pack.sat: a, b clamped, c above them; imm = element bits | signed<<8
)

// integer operand types (itype)
const (
	tU8 = iota
	tU16
	tU32
	tU64
	tS8
	tS16
	tS32
	tS64
)

// comparison operators
const (
	cmpEQ = iota
	cmpNE
	cmpLT
	cmpLE
	cmpGT
	cmpGE
	cmpLO
	cmpLS
	cmpHI
	cmpHS
	cmpEQU
	cmpNEU
	cmpLTU
	cmpLEU
	cmpGTU
	cmpGEU
	cmpNUM
	cmpNAN
)

// compare type classes for setp/set
const (
	ctS16 = iota
	ctU16
	ctS32
	ctU32
	ctS64
	ctU64
	ctF32
	ctF64
	ctF16
	ctBF16
	ctF16x2 // packed: two comparisons, one a half (setp: p the low, q the high)
	ctBF16x2
)

// set's destination kinds (opSet aux bits 20-23): the value a true comparison writes.
const (
	setF32One  = 1 << 20 // 1.0f
	setF16One  = 1 << 21 // 1.0 in f16 (a half, per half of an x2)
	setBF16One = 1 << 22 // 1.0 in bf16
	setInt16   = 1 << 23 // 0xffff (a .u16/.s16 destination, or each half of an x2 compare)
)

// atom ops
const (
	atAdd = iota
	atMin
	atMax
	atInc
	atDec
	atAnd
	atOr
	atXor
	atExch
	atCas
)

// atomB128 is opAtom's type (aux bits 8-11) of atom.exch/.cas.b128; types 0-10 are atom's others
// (lower_collective.go).
const atomB128 = 11

// atom spaces
const (
	spGlobal = iota
	spShared
	spGeneric
)
