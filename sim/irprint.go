package sim

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"cudasim/sim/fp"
)

// WriteIR prints the kernel's compiled code, one line per instruction: its index (the pc a Fault
// reports), the opcode with the modifiers it carries, the operands and the PTX line it was lowered
// from (with the .loc source position where there is one). Device functions the kernel calls are
// printed after it, each under a .func header; branch targets are labelled L<pc>.
//
// Operands: r<n> is register slot n, p<n> predicate n, #v a constant (decimal below 65536, else
// hex: float immediates are their bit patterns), &name the address of module variable name,
// %dynsmem the dynamic shared memory base, _ a discarded result, [r<n>+off] an address.
//
// The format is for people and golden tests (sim/testdata/ir); it is not parsed back.
func (k *Kernel) WriteIR(w io.Writer) error {
	bw := bufio.NewWriter(w)
	p := newIRPrinter(k)
	entries := map[int32]*funcInfo{}
	for _, fi := range k.funcs {
		if fi.lowered {
			entries[fi.entry] = fi
		}
	}
	fmt.Fprintf(bw, "// kernel %s: instructions %d, register slots %d, predicates %d, param bytes %d, shared bytes %d, local bytes %d\n",
		k.name, len(k.code), k.nslots, k.npreds, k.paramSize, k.shared, k.frame)
	for pc := range k.code {
		if fi := entries[int32(pc)]; fi != nil {
			p.funcHeader(bw, fi, fi == k.funcs[0])
		}
		if p.targets[int32(pc)] {
			fmt.Fprintf(bw, "L%d:\n", pc)
		}
		bw.WriteString(p.line(pc))
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

type irPrinter struct {
	k       *Kernel
	consts  map[int32]uint64
	syms    map[int32]string
	targets map[int32]bool
}

func newIRPrinter(k *Kernel) *irPrinter {
	p := &irPrinter{k: k, consts: map[int32]uint64{slotZero: 0}, syms: map[int32]string{}, targets: map[int32]bool{}}
	for _, c := range k.consts {
		p.consts[c.slot] = c.v
	}
	for _, s := range k.syms {
		p.syms[s.slot] = s.name
	}
	for i := range k.code {
		in := &k.code[i]
		switch in.op {
		case opBra, opBraUni:
			p.targets[int32(in.imm)] = true
		case opBrx:
			for _, t := range k.tables[in.b] {
				p.targets[t] = true
			}
		}
	}
	return p
}

func (p *irPrinter) funcHeader(w *bufio.Writer, fi *funcInfo, entry bool) {
	if entry {
		fmt.Fprintf(w, ".entry %s\n", fi.name)
		return
	}
	rets := ""
	if len(fi.rets) > 0 {
		rets = p.pvars(fi.rets) + " "
	}
	fmt.Fprintf(w, ".func %s%s %s\n", rets, fi.name, p.pvars(fi.params))
}

// pvars prints parameter, argument or result slots as a parenthesised list.
func (p *irPrinter) pvars(vs []pvar) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		switch {
		case v.pred:
			s[i] = "p" + strconv.Itoa(int(v.slot))
		case v.n > 1:
			s[i] = fmt.Sprintf("r%d..r%d", v.slot, v.slot+v.n-1)
		default:
			s[i] = p.slot(v.slot)
		}
	}
	return "(" + strings.Join(s, ", ") + ")"
}

// line prints instruction pc.
func (p *irPrinter) line(pc int) string {
	in := &p.k.code[pc]
	var b strings.Builder
	fmt.Fprintf(&b, "%5d  ", pc)
	guard := ""
	if in.guard >= 0 {
		guard = "@p" + strconv.Itoa(int(in.guard)) + " "
		if in.gneg {
			guard = "@!p" + strconv.Itoa(int(in.guard)) + " "
		}
	}
	fmt.Fprintf(&b, "%-6s%-20s", guard, in.op.String()+opSuffix(p.k, in))
	ops := p.operands(in)
	fmt.Fprintf(&b, " %-34s", strings.Join(ops, ", "))
	fmt.Fprintf(&b, " // line %d", in.line)
	if pc < len(p.k.locs) {
		if l := p.k.locs[pc]; l.line != 0 {
			f := p.k.files[int(l.file)]
			if f == "" {
				f = "file " + strconv.Itoa(int(l.file))
			}
			fmt.Fprintf(&b, " (%s:%d)", f, l.line)
		}
	}
	return strings.TrimRight(b.String(), " ")
}

// operands prints the operands of in as its form lists them.
func (p *irPrinter) operands(in *inst) []string {
	var out []string
	for _, tok := range strings.Fields(opForm(in)) {
		if s, ok := p.operand(tok, in); ok {
			out = append(out, s)
		}
	}
	return out
}

// operand prints one form token of in; ok is false for an absent optional operand.
func (p *irPrinter) operand(tok string, in *inst) (string, bool) {
	optional := strings.HasSuffix(tok, "?")
	tok = strings.TrimSuffix(tok, "?")
	negBit := -1
	if i := strings.IndexByte(tok, '!'); i >= 0 {
		negBit, _ = strconv.Atoi(tok[i+1:])
		tok = tok[:i]
	}
	field := func(name string) int32 {
		switch name {
		case "d":
			return in.d
		case "a":
			return in.a
		case "b":
			return in.b
		case "c":
			return in.c
		case "d2":
			return in.d2
		}
		return -1
	}
	switch tok {
	case "d", "a", "b", "c":
		s := field(tok)
		if optional && s < 0 {
			return "", false
		}
		return p.slot(s), true
	case "pd", "pd2", "pa", "pb", "pc":
		s := field(tok[1:])
		if optional && s < 0 {
			return "", false
		}
		neg := ""
		if negBit >= 0 && in.aux>>negBit&1 != 0 {
			neg = "!"
		}
		return neg + "p" + strconv.Itoa(int(s)), true
	case "x0":
		return p.slot(in.x[0]), true
	case "xn":
		return p.slotList(in.x[:min(int(in.aux>>8&0xff), len(in.x))]), true
	case "xv":
		return p.slotList(in.x[:min(int(in.aux>>12&0xf), len(in.x))]), true
	case "[a]":
		return p.addr(p.slot(in.a), in.imm), true
	case "[b+x1]":
		return p.addr(p.slot(in.b), int64(in.x[1])), true
	case "[param]":
		return p.addr("param", in.imm), true
	case "imm":
		return imm(uint64(in.imm)), true
	case "L":
		return "L" + strconv.FormatInt(in.imm, 10), true
	case "tbl":
		if in.b < 0 || int(in.b) >= len(p.k.tables) {
			return "{?}", true
		}
		ls := make([]string, len(p.k.tables[in.b]))
		for i, t := range p.k.tables[in.b] {
			ls[i] = "L" + strconv.Itoa(int(t))
		}
		return "{" + strings.Join(ls, ", ") + "}", true
	case "sreg":
		return sregName(in.aux), true
	case "note":
		if in.imm >= 0 && int(in.imm) < len(p.k.notes) {
			return strconv.Quote(p.k.notes[in.imm]), true
		}
		return `"?"`, true
	case "call":
		return p.call(in), true
	case "mat":
		return p.mat(in), true
	}
	return "?" + tok, true
}

// formTokens are the tokens opInfo forms may use (without ? and !N).
var formTokens = []string{"d", "a", "b", "c", "pd", "pd2", "pa", "pb", "pc", "x0", "xn", "xv",
	"[a]", "[b+x1]", "[param]", "imm", "L", "tbl", "sreg", "note", "call", "mat"}

// slot prints a register slot: a constant's value, a variable's address or a register.
func (p *irPrinter) slot(s int32) string {
	switch {
	case s == slotSink:
		return "_"
	case s == p.k.dynSlot:
		return "%dynsmem"
	case s == p.k.baseSlot:
		return "%smembase"
	}
	if v, ok := p.consts[s]; ok {
		return "#" + imm(v)
	}
	if n, ok := p.syms[s]; ok {
		return "&" + n
	}
	return "r" + strconv.Itoa(int(s))
}

func (p *irPrinter) slotList(ss []int32) string {
	if len(ss) == 1 {
		return p.slot(ss[0])
	}
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = p.slot(s)
	}
	return "{" + strings.Join(out, ", ") + "}"
}

func (p *irPrinter) addr(base string, off int64) string {
	switch {
	case base == "#0" && off != 0:
		return "[" + imm(uint64(off)) + "]"
	case off == 0:
		return "[" + base + "]"
	case off < 0:
		return "[" + base + "-" + strconv.FormatInt(-off, 10) + "]"
	}
	return "[" + base + "+" + imm(uint64(off)) + "]"
}

func (p *irPrinter) call(in *inst) string {
	if in.a < 0 || int(in.a) >= len(p.k.calls) {
		return "?"
	}
	cs := &p.k.calls[in.a]
	target := p.slot(cs.tgt)
	if cs.fn >= 0 {
		target = p.k.funcs[cs.fn].name
	}
	s := target + ", " + p.pvars(cs.args)
	if len(cs.rets) > 0 {
		s = p.pvars(cs.rets) + ", " + s
	}
	return s
}

// imm prints a constant: decimal below 65536, else hex.
func imm(v uint64) string {
	if v < 1<<16 {
		return strconv.FormatUint(v, 10)
	}
	return "0x" + strconv.FormatUint(v, 16)
}

var sregIRNames = [...]string{
	sregTidX: "%tid.x", sregTidY: "%tid.y", sregTidZ: "%tid.z",
	sregNtidX: "%ntid.x", sregNtidY: "%ntid.y", sregNtidZ: "%ntid.z",
	sregCtaidX: "%ctaid.x", sregCtaidY: "%ctaid.y", sregCtaidZ: "%ctaid.z",
	sregNctaidX: "%nctaid.x", sregNctaidY: "%nctaid.y", sregNctaidZ: "%nctaid.z",
	sregLaneid: "%laneid", sregWarpid: "%warpid", sregNwarpid: "%nwarpid", sregSmid: "%smid",
	sregNsmid: "%nsmid", sregGridid: "%gridid", sregLanemaskEq: "%lanemask_eq",
	sregLanemaskLe: "%lanemask_le", sregLanemaskLt: "%lanemask_lt", sregLanemaskGe: "%lanemask_ge",
	sregLanemaskGt: "%lanemask_gt", sregClock: "%clock", sregClock64: "%clock64",
	sregClockHi: "%clock_hi", sregGlobaltimer: "%globaltimer", sregGlobaltimerLo: "%globaltimer_lo", sregGlobaltimerHi: "%globaltimer_hi",
	sregDynSmem: "%dynamic_smem_size", sregTotalSmem: "%total_smem_size",
	sregZero: "0", sregEnvreg1: "%envreg1", sregEnvreg2: "%envreg2", sregCurrentGraphExec: "%current_graph_exec", sregAggrSmem: "%aggr_smem_size",
	sregReservedEnd: "%reserved_smem_offset_end", sregReservedCap: "%reserved_smem_offset_cap",
}

func sregName(aux uint32) string {
	if int(aux) < len(sregIRNames) && sregIRNames[aux] != "" {
		return sregIRNames[aux]
	}
	return "%sreg" + strconv.Itoa(int(aux))
}

// opForm is the operand form of in: opInfo's, except for the opcodes whose operands depend on
// in.aux.
func opForm(in *inst) string {
	switch in.op {
	case opIntGeneric:
		switch in.aux >> 8 {
		case iDiv, iRem, iMin, iMax, iAddSat, iSubSat, iBmsk, iBmskWrap, iSzext, iSzextWrap:
			return "d a b"
		case iFns, iPackSat:
			return "d a b c"
		}
		return "d a"
	case opCarry:
		if k := in.aux & 0xf; k == carryMadLo || k == carryMadHi {
			return "d a b c"
		}
	case opSetp:
		if in.aux>>17&3 != 0 {
			return "pd pd2? a b pc!19"
		}
	case opSet:
		if in.aux>>17&3 != 0 {
			return "d a b pc!19"
		}
	case opPredLogic:
		if in.aux&3 == 3 {
			return "pd pa"
		}
	case opF32, opF64, opHalf:
		switch in.aux & 0xff {
		case fFma:
			return "d a b c"
		case fAdd, fSub, fMul, fDiv, fDivApprox, fDivFull, fMin, fMax, fCopysign:
			return "d a b"
		}
		return "d a"
	case opAtom:
		if in.aux&0xf == atCas {
			return "d [a] b c"
		}
	case opBar:
		switch in.aux & 7 {
		case 2:
			return "d a b? pc!3"
		case 3, 4:
			return "pd a b? pc!3"
		}
	case opVote:
		if in.aux&3 == 3 {
			return "d pa!2 b"
		}
	case opMbar:
		switch in.aux & 0xf {
		case mbArrive, mbArriveDrop:
			return "d [a] b"
		case mbTestWait, mbTestWaitParity:
			return "pd [a] b"
		case mbPendingCount:
			return "d b"
		case mbInval:
			return "[a]"
		}
	}
	return opInfo[in.op].form
}

var (
	fKindNames = [...]string{fAdd: "add", fSub: "sub", fMul: "mul", fFma: "fma", fDiv: "div",
		fDivApprox: "div.approx", fDivFull: "div.full", fSqrt: "sqrt", fSqrtApprox: "sqrt.approx",
		fRcp: "rcp", fRcpApprox: "rcp.approx", fRsqrtApprox: "rsqrt.approx", fEx2Approx: "ex2.approx",
		fLg2Approx: "lg2.approx", fSinApprox: "sin.approx", fCosApprox: "cos.approx",
		fTanhApprox: "tanh.approx", fAbs: "abs", fNeg: "neg", fMin: "min", fMax: "max",
		fCopysign: "copysign", fRcpApproxFTZ64: "rcp.approx.ftz"}
	iKindNames = [...]string{iDiv: "div", iRem: "rem", iMin: "min", iMax: "max", iAbs: "abs",
		iPopc: "popc", iClz: "clz", iBrev: "brev", iBfind: "bfind", iBfindShift: "bfind.shiftamt", iFns: "fns", iBmsk: "bmsk.clamp", iBmskWrap: "bmsk.wrap", iSzext: "szext.clamp", iSzextWrap: "szext.wrap", iPackSat: "cvt.pack.sat",
		iCnot: "cnot", iNegate: "neg", iAddSat: "add.sat", iSubSat: "sub.sat"}
	itypeNames = [...]string{tU8: "u8", tU16: "u16", tU32: "u32", tU64: "u64", tS8: "s8",
		tS16: "s16", tS32: "s32", tS64: "s64"}
	cmpIRNames = [...]string{cmpEQ: "eq", cmpNE: "ne", cmpLT: "lt", cmpLE: "le", cmpGT: "gt",
		cmpGE: "ge", cmpLO: "lo", cmpLS: "ls", cmpHI: "hi", cmpHS: "hs", cmpEQU: "equ",
		cmpNEU: "neu", cmpLTU: "ltu", cmpLEU: "leu", cmpGTU: "gtu", cmpGEU: "geu", cmpNUM: "num",
		cmpNAN: "nan"}
	ctNames = [...]string{ctS16: "s16", ctU16: "u16", ctS32: "s32", ctU32: "u32", ctS64: "s64",
		ctU64: "u64", ctF32: "f32", ctF64: "f64", ctF16: "f16", ctBF16: "bf16",
		ctF16x2: "f16x2", ctBF16x2: "bf16x2"}
	atomOpNames = [...]string{atAdd: "add", atMin: "min", atMax: "max", atInc: "inc", atDec: "dec",
		atAnd: "and", atOr: "or", atXor: "xor", atExch: "exch", atCas: "cas"}
	atomTypeNames = [...]string{"u32", "s32", "u64", "s64", "f32", "f64", "f16", "bf16", "f16x2",
		"bf16x2", "b16", atomB128: "b128"}
	mbarNames = [...]string{mbInit: "init", mbArrive: "arrive", mbArriveDrop: "arrive_drop",
		mbTestWait: "test_wait", mbTestWaitParity: "test_wait.parity", mbPendingCount: "pending_count",
		mbInval: "inval"}
)

// nameOr returns names[i], or i in decimal when names has no entry for it.
func nameOr[T ~uint32 | ~int](names []string, i T) string {
	if int(i) >= 0 && int(i) < len(names) && names[i] != "" {
		return names[i]
	}
	return strconv.Itoa(int(i))
}

// opSuffix decodes the modifiers an instruction carries in aux (and, for cvt, in the kernel's
// conversion table) into PTX-like dotted suffixes for its opcode's name.
func opSuffix(k *Kernel, in *inst) string {
	var s []string
	add := func(parts ...string) { s = append(s, parts...) }
	aux := in.aux
	switch in.op {
	case opAddF32, opSubF32, opMulF32, opFmaF32, opDivF32, opSqrtF32, opNegF32,
		opAddF64, opSubF64, opMulF64, opFmaF64, opF32, opF64, opHalf:
		if in.op == opF32 || in.op == opF64 || in.op == opHalf {
			add(nameOr(fKindNames[:], aux&0xff))
		}
		if in.op == opHalf {
			t := "f16"
			if aux&fBF16 != 0 {
				t = "bf16"
			}
			if aux&fX2 != 0 {
				t += "x2"
			}
			add(t)
		}
		if r := fp.Rounding(aux >> fRndShift & 0xf); r != fp.RN {
			add(r.String())
		}
		flags := []struct {
			bit  uint32
			name string
		}{{fFTZ, "ftz"}, {fSat, "sat"}, {fNaN, "NaN"}, {fRelu, "relu"}, {fOOB, "oob"}, {fNegA, "nega"},
			{fNegC, "negc"}, {auxContract, "contract"}, {fNaNA, "nana"}}
		for _, f := range flags {
			if aux&f.bit != 0 {
				add(f.name)
			}
		}
	case opIntGeneric:
		add(nameOr(iKindNames[:], aux>>8), nameOr(itypeNames[:], aux&0xff))
	case opSetp, opSet:
		add(nameOr(cmpIRNames[:], aux&0xff))
		if b := aux >> 17 & 3; b != 0 {
			add([]string{"", "and", "or", "xor"}[b])
		}
		if aux&(1<<16) != 0 {
			add("ftz")
		}
		if in.op == opSet {
			switch {
			case aux&setF32One != 0:
				add("f32")
			case aux&setF16One != 0:
				add("f16")
			case aux&setBF16One != 0:
				add("bf16")
			case aux&setInt16 != 0:
				add("u16")
			default:
				add("u32")
			}
		}
		add(nameOr(ctNames[:], aux>>8&0xff))
	case opPredLogic:
		add([]string{"and", "or", "xor", "not"}[aux&3])
	case opAtom:
		add(nameOr([]string{spGlobal: "global", spShared: "shared", spGeneric: "generic"}, aux>>4&0xf),
			nameOr(atomOpNames[:], aux&0xf), nameOr(atomTypeNames[:], aux>>8&0xf))
	case opLdGlobal, opLdShared, opLdLocal, opLdGeneric, opLdKParam, opLdParamReg, opLdPVar,
		opStGlobal, opStShared, opStLocal, opStGeneric, opStPVar:
		if v := aux >> 12 & 0xf; v > 1 {
			add("v" + strconv.Itoa(int(v)))
		}
		t := "b"
		if in.op == opLdGlobal || in.op == opLdShared || in.op == opLdLocal || in.op == opLdGeneric ||
			in.op == opLdKParam || in.op == opLdParamReg || in.op == opLdPVar {
			t = "u"
			if aux>>8&1 != 0 {
				t = "s"
			}
		}
		add(t + strconv.Itoa(int(aux&0xff)*8))
	case opCvt, opCvtPack:
		if int(aux) < len(k.cvts) {
			cv := k.cvts[aux]
			r := cv.Round.String()
			if cv.Integral {
				r += "i"
			}
			add(r)
			for _, f := range []struct {
				on   bool
				name string
			}{{cv.FTZ, "ftz"}, {cv.Sat, "sat"}, {cv.Relu, "relu"}, {cv.SatFinite, "satfinite"}} {
				if f.on {
					add(f.name)
				}
			}
			add(cv.Dst.String(), cv.Src.String())
		}
	case opCvtInt:
		t := func(bits, signed uint32) string {
			if signed != 0 {
				return "s" + strconv.Itoa(int(bits))
			}
			return "u" + strconv.Itoa(int(bits))
		}
		add(t(aux>>8&0x7f, aux>>15&1), t(aux&0x7f, aux>>7&1))
	case opCvtaToGen, opCvtaFromGen:
		switch uint64(in.imm) {
		case SharedWindow:
			add("shared")
		case LocalWindow:
			add("local")
		case ParamWindow:
			add("param")
		case 0:
			add("global")
		default:
			add(imm(uint64(in.imm)))
		}
	case opIsspacep:
		add(nameOr([]string{"global", "shared", "local", "other"}, aux))
	case opTestp:
		add(nameOr([]string{"finite", "infinite", "number", "notanumber", "normal", "subnormal"}, aux&7))
		if aux&8 != 0 {
			add("f64")
		} else {
			add("f32")
		}
	case opSlct:
		if aux&1 != 0 {
			add("f32")
		} else {
			add("s32")
		}
		if aux&2 != 0 {
			add("ftz")
		}
	case opLocalAddr:
		if aux == 1 {
			add("generic")
		}
	case opPack, opUnpack:
		add("b" + strconv.Itoa(int(aux&0xff)))
	case opMul24Lo, opMad24Lo:
		if aux&2 != 0 {
			add("hi")
		} else {
			add("lo")
		}
		if aux&1 != 0 {
			add("s32")
		} else {
			add("u32")
		}
	case opBfe, opSad:
		add(nameOr(itypeNames[:], aux))
	case opBfi:
		add("b" + strconv.Itoa(int(aux)))
	case opPrmt:
		if aux != 0 {
			add(nameOr([]string{1: "f4e", 2: "b4e", 3: "rc8", 4: "ecl", 5: "ecr", 6: "rc16"}, aux))
		}
	case opShf:
		if aux&1 != 0 {
			add("l")
		} else {
			add("r")
		}
		if aux&2 != 0 {
			add("clamp")
		}
	case opDot:
		if aux&4 != 0 {
			add("dp2a")
			if aux&8 != 0 {
				add("hi")
			} else {
				add("lo")
			}
		} else {
			add("dp4a")
		}
		for _, signed := range []bool{aux&1 != 0, aux&2 != 0} {
			if signed {
				add("s32")
			} else {
				add("u32")
			}
		}
	case opClusterBar:
		add([]string{"arrive", "wait"}[aux&1])
	case opWgmmaGroup:
		add([]string{"commit_group", "wait_group"}[aux&1])
	case opMapa, opGetctarank:
		add([]string{"generic", "shared::cluster"}[aux&clusterShared])
		add([]string{"u64", "u32"}[aux&clusterAddr32>>1])
	case opSimd:
		add(nameOr([]string{simdAdd: "add", simdSub: "sub", simdMin: "min", simdMax: "max"}, aux&0xf))
		for _, f := range []struct {
			bit  uint32
			name string
		}{{simdRelu, "relu"}, {simdSat, "sat"}} {
			if aux&f.bit != 0 {
				add(f.name)
			}
		}
		t := map[bool]string{true: "s", false: "u"}[aux&simdSigned != 0]
		if aux&simdX2 != 0 {
			add(t + "16x2")
		} else {
			add(t + "32")
		}
	case opCarry:
		kind := aux & 0xf
		n := nameOr([]string{carryAdd: "add", carrySub: "sub", carryAddC: "addc", carrySubC: "subc",
			carryMadLo: "mad.lo", carryMadHi: "mad.hi"}, kind)
		if aux&carryIn != 0 {
			n = strings.Replace(n, "mad", "madc", 1)
		}
		add(n)
		if aux&carrySetCC != 0 {
			add("cc")
		}
		t := "u"
		if aux&carrySigned != 0 {
			t = "s"
		}
		if aux&carry64 != 0 {
			add(t + "64")
		} else {
			add(t + "32")
		}
	case opCpAsync:
		add(strconv.Itoa(int(aux)))
	case opBar:
		add(nameOr([]string{"sync", "arrive", "red.popc", "red.and", "red.or"}, aux&7))
	case opShfl:
		add(nameOr([]string{"up", "down", "bfly", "idx"}, aux&3))
	case opVote:
		add([]string{"all", "any", "uni", "ballot"}[aux&3])
	case opMatch:
		if aux&2 != 0 {
			add("all")
		} else {
			add("any")
		}
		if aux&1 != 0 {
			add("b64")
		} else {
			add("b32")
		}
	case opRedux:
		add(nameOr([]string{"add", "min", "max", "and", "or", "xor"}, aux&7))
		if aux&8 != 0 {
			add("s32")
		} else {
			add("u32")
		}
	case opMbar:
		add(nameOr(mbarNames[:], aux&0xf))
		if aux&mbNoComplete != 0 {
			add("noComplete")
		}
		switch aux >> 8 {
		case 1:
			add("shared")
		case 2:
			add("global")
		}
	}
	if len(s) == 0 {
		return ""
	}
	return "." + strings.Join(s, ".")
}
