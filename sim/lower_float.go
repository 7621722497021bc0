package sim

import (
	"math"
	"strings"

	"cudasim/sim/fp"
	"cudasim/sim/ptx"
)

var floatKinds = map[string]uint32{"add": fAdd, "sub": fSub, "mul": fMul, "fma": fFma, "mad": fFma,
	"div": fDiv, "sqrt": fSqrt, "rcp": fRcp, "abs": fAbs, "neg": fNeg, "min": fMin, "max": fMax,
	"copysign": fCopysign, "rsqrt": fRsqrtApprox, "ex2": fEx2Approx, "lg2": fLg2Approx,
	"sin": fSinApprox, "cos": fCosApprox, "tanh": fTanhApprox}

func (c *compiler) float(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	ty := m.typ()
	kind, ok := floatKinds[in.Opcode]
	if !ok {
		c.unsupported(in, "float operation")
		return
	}
	switch {
	case kind == fDiv && m.approx:
		kind = fDivApprox
	case kind == fDiv && m.full:
		kind = fDivFull
	case kind == fSqrt && m.approx:
		kind = fSqrtApprox
	case kind == fRcp && m.approx:
		kind = fRcpApprox
		if ty == "f64" {
			kind = fRcpApproxFTZ64
		}
	}
	nsrc := map[uint32]int{fFma: 3, fAdd: 2, fSub: 2, fMul: 2, fDiv: 2, fDivApprox: 2, fDivFull: 2,
		fMin: 2, fMax: 2, fCopysign: 2}[kind]
	if nsrc == 0 {
		nsrc = 1
	}
	c.nops(in, nsrc+1)
	g.d = c.dst(ops[0])
	g.a = c.src(ops[1], ty)
	if nsrc > 1 {
		g.b = c.src(ops[2], ty)
	}
	if nsrc > 2 {
		g.c = c.src(ops[3], ty)
	}
	aux := kind | uint32(rounding(m.rnd))<<fRndShift
	if m.ftz {
		aux |= fFTZ
	}
	if m.sat {
		aux |= fSat
	}
	if m.words["NaN"] {
		aux |= fNaN
	}
	if m.words["relu"] {
		aux |= fRelu
	}
	if m.words["xorsign"] {
		aux |= fXorsign
	}
	if m.words["oob"] {
		if kind != fFma || !strings.HasPrefix(ty, "f16") && !strings.HasPrefix(ty, "bf16") {
			c.failf("%s.oob needs fma on f16, bf16 or their pairs", in.Opcode)
			return
		}
		aux |= fOOB
	}
	g.aux = aux
	if kind == fDivFull && ty == "f32" && !m.ftz && ops[2].Kind == ptx.OpdFloat && immBits(ops[2], ty) == 0x3f800000 {
		// ptxas makes a division by the immediate 1.0 a move: a NaN register comes back as it
		// is, payload and signalling bit kept (version 2's sweeps: div.full.f32 of 0x7f80011a by
		// 0f3F800000 gave 0x7f80011a); an immediate NaN dividend is folded to the canonical NaN
		// (testdata/conformance/rand16, fold).
		g.op, g.aux, g.b = opMov, 0, 0
		if ops[1].Kind == ptx.OpdFloat {
			if x := uint32(immBits(ops[1], ty)); x&0x7f800000 == 0x7f800000 && x&0x7fffff != 0 {
				g.a = c.constSlot(0x7fffffff)
			}
		}
		c.emit(g)
		return
	}
	if (kind == fNeg || kind == fAbs) && (ty == "f32" || ty == "f64") && ops[1].Kind == ptx.OpdFloat {
		// ptxas folds neg/abs of an immediate NaN into a constant: the sign bit flipped or
		// cleared, the payload kept, .ftz or not (version 3's sweeps: neg.f64 of
		// 0d7FF8000000000000 gave 0xfff8000000000000, neg.ftz.f32 of 0f7FFFFFFF 0xffffffff).
		bits, sign, exp, frac := immBits(ops[1], ty), uint64(1)<<31, uint64(0x7f800000), uint64(0x7fffff)
		if ty == "f64" {
			sign, exp, frac = 1<<63, 0x7ff0000000000000, 1<<52-1
		}
		if bits&exp == exp && bits&frac != 0 {
			bits ^= sign
			if kind == fAbs {
				bits &^= sign
			}
			g.op, g.aux, g.a = opMov, 0, c.constSlot(bits)
			c.emit(g)
			return
		}
	}
	if ty == "f64" && (kind == fAdd || kind == fSub || kind == fMul || kind == fFma) {
		// ptxas folds an f64 add/sub/mul with an immediate NaN operand, or an fma with an
		// immediate NaN factor, into that NaN, a sub's second operand negated as it becomes an add (version 3's sweeps: sub.rm.f64 of a
		// register and 0d7FF8000000000000 gave 0xfff8000000000000, whatever NaN the register held).
		for i := 1; i <= min(nsrc, 2); i++ { // an fma's NaN addend is not folded: a NaN factor wins
			if ops[i].Kind != ptx.OpdFloat {
				continue
			}
			if bits := immBits(ops[i], ty); isNaN64(bits) {
				if kind == fSub && i == 2 {
					bits ^= 1 << 63
				}
				bits |= 1 << 51 // quietened (nan18: add.f64 of 0d7FF0000000000ABC gave 0x7ff8000000000abc)
				g.op, g.aux, g.a, g.b, g.c = opMov, 0, c.constSlot(bits), 0, 0
				c.emit(g)
				return
			}
		}
	}
	if ty == "f32" && nsrc == 1 && (ops[1].Kind == ptx.OpdFloat || ops[1].Kind == ptx.OpdInt) {
		if v, ok := foldApprox32(kind, uint32(immBits(ops[1], ty)), m.ftz); ok {
			g.op, g.aux, g.a = opMov, 0, c.constSlot(uint64(v))
			c.emit(g)
			return
		}
	}
	if (kind == fMin || kind == fMax) && g.a == g.b && (ty == "f64" || (ty == "f32" || ty == "f16") && !m.ftz && !m.words["NaN"] && !m.words["xorsign"]) {
		// ptxas makes min/max of a register with itself a move: the H200 gave a signalling NaN
		// back unquietened (testdata/reference/fix11, w2/nan.txt: min.f64 3 3) and f32 NaNs as
		// they are (testdata/conformance/random, sweep s1; f16: version 2's sweeps); min/max
		// with .ftz, .NaN or .xorsign.abs is not a move.
		g.op, g.aux, g.b = opMov, 0, 0
		c.emit(g)
		return
	}
	rnOnly := (m.rnd == "" || m.rnd == "rn") && !m.ftz && !m.sat
	switch ty {
	case "f32":
		if (kind == fAbs || kind == fNeg) && !m.ftz && g.guard >= 0 {
			// Under a guard the H200 flips or clears the sign bit alone, a NaN's payload kept;
			// unguarded it gives the canonical NaN (testdata/conformance/random, the sweeps).
			mask := uint64(0x80000000)
			g.op = opXor
			if kind == fAbs {
				g.op, mask = opAnd, 0x7fffffff
			}
			g.aux, g.b = 0, c.constSlot(mask)
			c.emit(g)
			return
		}
		g.op = opF32
		switch {
		case kind == fAdd && rnOnly:
			g.op = opAddF32
		case kind == fSub && rnOnly:
			g.op = opSubF32
		case kind == fMul && rnOnly:
			g.op = opMulF32
		case kind == fFma && rnOnly:
			g.op = opFmaF32
		case kind == fDiv && rnOnly:
			g.op = opDivF32
		case kind == fSqrt && rnOnly:
			g.op = opSqrtF32
		case kind == fNeg && !m.ftz:
			g.op = opNegF32
		}
	case "f64":
		if !c.noContract {
			c.orderNaNOperands(&g, kind)
		} else if kind == fFma {
			// Unoptimised code keeps the PTX's operand order: of two NaN operands add, sub,
			// mul, min and max keep the second's (sim/fp's choice), fma the second factor's,
			// then the addend's, then the first factor's (measured: testdata/reference/fma26,
			// nan_* under CU_JIT_OPTIMIZATION_LEVEL 0 and debug information).
			g.a, g.b = g.b, g.a
		}
		g.op = opF64
		switch {
		case kind == fAdd && rnOnly:
			g.op = opAddF64
		case kind == fSub && rnOnly && g.aux&fNaNA == 0:
			g.op = opSubF64
		case kind == fMul && rnOnly:
			g.op = opMulF64
		case kind == fFma && rnOnly && g.aux&fNaNA == 0:
			g.op = opFmaF64
		}
	case "f16", "bf16", "f16x2", "bf16x2":
		g.op = opHalf
		if strings.HasPrefix(ty, "bf16") {
			g.aux |= fBF16
		}
		if strings.HasSuffix(ty, "x2") {
			g.aux |= fX2
		}
		switch kind {
		case fAdd, fSub, fMul, fFma, fAbs, fNeg, fMin, fMax, fEx2Approx, fTanhApprox:
		default:
			c.unsupported(in, "half-precision operation")
			return
		}
	default:
		c.refuse("float operation on .%s", ty)
	}
	// mul/add/sub without a rounding modifier may be contracted by ptxas (PTX ISA 9.2 §9.7.3.3–5;
	// what ptxas does: docs/ptx-notes.md §1).
	if (kind == fMul || kind == fAdd || kind == fSub) && m.rnd == "" {
		g.aux |= 1 << 20 // contractible
	}
	c.emit(g)
}

const auxContract = 1 << 20

// orderNaNOperands orders the operands of a commutative f64 operation for the H200's choice of
// NaN payload when two operands are NaNs (docs/engine.md, "f64 NaN operands"). The choice follows
// the operands' order in the DADD/DMUL/DFMA instruction ptxas emits, not in the PTX, and ptxas
// puts the value computed last (in program order) where the hardware prefers it: measured,
// add/sub/mul/min/max keep the NaN of the operand defined last (whichever PTX operand it is), fma
// that of its factor defined last, then the addend's, then the other factor's. Swapping the
// operands of add, mul, min, max and of fma's factors changes no other result; sim/fp prefers
// the second operand of add/sub/mul/min/max and the first factor of fma, and a sub whose first
// operand was defined last says so with fNaNA.
func (c *compiler) orderNaNOperands(g *inst, kind uint32) {
	if nanOrderLines != nil {
		nanOrderLines[c.line] = true
	}
	if nanOrderFlips[c.line] {
		defer func() {
			if kind == fSub {
				g.aux ^= fNaNA
			} else {
				g.a, g.b = g.b, g.a
				g.aux ^= fSwapped
			}
		}()
	}
	switch kind {
	case fAdd, fMul:
		if c.definedLater(g.a, g.b) {
			g.a, g.b = g.b, g.a
			g.aux ^= fSwapped
		}
	case fMin, fMax:
		// An immediate operand counts as defined last: min/max.f64 of a NaN register and a
		// NaN immediate gave the immediate, in either position (version 2's sweeps).
		if c.isConstSlot(g.a) && !c.isConstSlot(g.b) || !c.isConstSlot(g.b) && c.definedLater(g.a, g.b) {
			g.a, g.b = g.b, g.a
		}
	case fSub:
		if c.definedLater(g.a, g.b) {
			g.aux |= fNaNA
		}
	case fFma:
		// With one factor an immediate (other than a zero, which ptxas gives as the zero
		// register), the addend's NaN comes first, then the register factor's (version 3's
		// sweeps: fma.rn.f64 of a NaN register, 0d7FEFFFFFFFFFFFFF and a NaN addend gave the
		// addend's; with 0d0000000000000000 the factor's).
		if ca, cb := c.isConstSlot(g.a), c.isConstSlot(g.b); ca != cb {
			if ca {
				g.a, g.b = g.b, g.a
			}
			if !c.isZeroConst(g.b) {
				g.aux |= fNaNA
			}
		} else if c.definedLater(g.b, g.a) {
			g.a, g.b = g.b, g.a
		}
	}
}

// nanOrderFlips and nanOrderLines are a test's hooks (TestHWFlipSearch): orderNaNOperands
// reverses the order it chooses for the operations of the PTX lines in nanOrderFlips, and adds
// the line of every operation it orders to nanOrderLines. Both nil outside that test.
var nanOrderFlips, nanOrderLines map[int32]bool

// isZeroConst reports whether slot x is the constant +0 or -0 (f64).
func (c *compiler) isZeroConst(x int32) bool {
	v, ok := c.constValue(x)
	return ok && v<<1 == 0
}

// isConstSlot reports whether slot x holds an immediate (constSlot).
func (c *compiler) isConstSlot(x int32) bool {
	_, ok := c.constValue(x)
	return ok
}

// constValue is the immediate slot x holds (slotZero: 0); ok false for a register.
func (c *compiler) constValue(x int32) (v uint64, ok bool) {
	if x == slotZero {
		return 0, true
	}
	for _, k := range c.k.consts {
		if k.slot == x {
			return k.v, true
		}
	}
	return 0, false
}

// definedLater reports whether slot x counts as written after slot y for the H200's NaN choice
// in the code lowered so far in the current function (defIndex.rank; constants are never written).
func (c *compiler) definedLater(x, y int32) bool {
	if x == y {
		return false
	}
	return c.defs.rank(c, x) > c.defs.rank(c, y)
}

// defIndex knows, for the code lowered so far in one function, the index of the instruction that
// last wrote each slot, -1 if none (at). A neg.f64 counts as where its operand was written:
// ptxas folds it into the instruction that reads it, as a modifier of that operand, whose
// register is then the neg's source (measured: s_math's j0 of a NaN x computes
// fma(-x, rcp(x), 1), and the H200 kept rcp(x)'s NaN, written after x: testdata/reference/fix11,
// nan.txt); so does an unguarded neg.f64 of its own register (version 3's r283: fma.rz.f64 %d2,
// %d2, %d3, %d3 after ld %d2, ld %d3, neg.f64 %d2, %d2 kept %d3's NaN). It indexes each instruction once, so that a long function's operands are looked up
// at any distance (fix11's window-2 nanops: thousands of instructions after the loads).
//
// Some writes count as later than every other and, among themselves, the earlier as the later
// (rank): a guarded write, and div.rn, rcp.rn and sqrt.rn .f64, which ptxas expands
// (testdata/conformance/nan18: add.f64 of a guarded load and a load gave the guarded load's NaN
// in either order, of two guarded loads the first one's); above those, in no order among
// themselves (the PTX operands' order decides), selp, rsqrt.approx.ftz.f64 and a guarded
// instruction reading its own destination (@p add.rz.f64 %d, %d, -0 won over a guarded load in
// either order; against a selp the second PTX operand won, either way round).
type defIndex struct {
	entry, upto int
	last        map[int32]defAt // slot -> its last write
	all         int             // the last instruction that may write any slot (a call), or -1
}

// defAt is a slot's last write: the instruction, and whether it is one of the late kind.
type defAt struct {
	pc   int
	late uint8 // lateWrite's tier
	elem uint8 // the slot's place among the instruction's destinations
}

// lateWrite is the tier of in's write (defIndex): 2 for selp, rsqrt.approx.ftz.f64 and a guarded
// instruction that reads its own destination, 1 for another guarded write and the f64 operations
// ptxas expands (div.rn, rcp.rn, sqrt.rn, rsqrt.approx without .ftz), else 0.
func lateWrite(in *inst) uint8 {
	if in.op == opSelp || in.op == opF64 && in.aux&0xff == fRsqrtApprox && in.aux&fFTZ != 0 {
		return 2
	}
	if in.guard >= 0 {
		if in.a == in.d || in.b == in.d || in.c == in.d {
			return 2 // a guarded instruction reading its own destination
		}
		return 1
	}
	if in.op != opF64 {
		return 0
	}
	kind, rnd := in.aux&0xff, fp.Rounding(in.aux>>fRndShift&0xf)
	if (kind == fDiv || kind == fRcp || kind == fSqrt) && rnd == fp.RN || kind == fRsqrtApprox {
		return 1 // rsqrt.approx.f64 without .ftz: testdata/conformance/math18/nanmul
	}
	return 0
}

func (d *defIndex) at(c *compiler, x int32) int {
	return d.write(c, x).pc
}

// rank orders slots for the NaN choice: the higher, the later its write counts. The registers one
// instruction writes (a vector load, an mma's fragment) count as written in the order listed.
func (d *defIndex) rank(c *compiler, x int32) int {
	w := d.write(c, x)
	at := w.pc*8 + int(w.elem)
	switch w.late {
	case 2:
		return 2 << 40 // no order within the tier: the PTX operands' order stands
	case 1:
		return 1<<40 - at
	}
	return at
}

func (d *defIndex) write(c *compiler, x int32) defAt {
	if d.last == nil || d.entry != int(c.fi.entry) || d.upto > len(c.code) {
		*d = defIndex{entry: int(c.fi.entry), upto: int(c.fi.entry), last: map[int32]defAt{}, all: -1}
	}
	for ; d.upto < len(c.code); d.upto++ {
		in := &c.code[d.upto]
		if in.op == opMatrix && int(in.aux) < len(c.k.mats) && c.k.mats[in.aux].wg == nil {
			// A warp matrix instruction writes its destination fragment's registers only
			// (slotsWritten, without the matrix operations, counts it as writing every slot):
			// an mma between two f64 loads and their min.f64 leaves the loads' order as it is
			// for the H200 (version 2's sweeps, max.f64 %D2, %d1, %d0 after a wmma).
			for k, s := range c.k.mats[in.aux].d {
				d.last[s] = defAt{pc: d.upto, elem: uint8(min(k, 7))}
			}
			continue
		}
		slots, n, all := slotsWritten(in)
		if all {
			d.all = d.upto
			continue
		}
		at := defAt{pc: d.upto, late: lateWrite(in)}
		if in.op == opF64 && in.aux&0xff == fNeg && (in.a != in.d || in.guard < 0) || in.op == opMov && in.guard < 0 && in.a != in.d && !c.isConstSlot(in.a) {
			at = d.lastWrite(in.a)
		}
		for k, s := range slots[:n] {
			if at.pc == d.upto {
				at.elem = uint8(k)
			}
			d.last[s] = at
		}
	}
	return d.lastWrite(x)
}

func (d *defIndex) lastWrite(x int32) defAt {
	if w, ok := d.last[x]; ok && w.pc > d.all {
		return w
	}
	return defAt{pc: d.all}
}

// foldApprox32 is what ptxas makes of an approximate f32 function of an immediate: it computes
// the function at compile time, correctly rounded, instead of the hardware's approximation
// (measured: version 2's sweeps and testdata/conformance/rand16's fold, e.g. rsqrt.approx.ftz.f32
// of 0f3F000000 gave 0x3fb504f3, the hardware's 0x3fb504f2; ex2.approx.f32 of -7.25 0x3bd744fd
// for MUFU.EX2's 0x3bd744fc; cos.approx.f32 of 0f4F000000 0x3e738617 where the hardware's range
// reduction gives 1). Measured for sin, cos, lg2, rsqrt, ex2 and sqrt; rcp and tanh gave the
// hardware's values wherever the two differ in the recording, so they are not folded. Special
// values (NaN, infinities, zero and subnormal results) are left to the hardware model, whose
// answers the recording matched; of subnormal inputs, only rsqrt's and sqrt's without .ftz are
// folded (rsqrt.approx.f32 of 0f00000001 gave 0x64b504f3; sin.approx.f32 of it gave 0, the
// hardware's flush).
func foldApprox32(kind, bits uint32, ftz bool) (uint32, bool) {
	x := float64(math.Float32frombits(bits))
	if x != x || math.IsInf(x, 0) || x == 0 {
		return 0, false
	}
	if math.Abs(x) < 0x1p-126 && (ftz || kind != fRsqrtApprox && kind != fSqrtApprox) {
		return 0, false
	}
	var r float64
	switch kind {
	case fSinApprox:
		r = math.Sin(x)
	case fCosApprox:
		r = math.Cos(x)
	case fLg2Approx:
		r = math.Log2(x)
	case fRsqrtApprox:
		r = 1 / math.Sqrt(x)
	case fEx2Approx:
		r = math.Exp2(x)
	case fSqrtApprox:
		r = math.Sqrt(x)
	default:
		return 0, false
	}
	f := float32(r)
	if f != f || math.IsInf(float64(f), 0) || f == 0 || math.Abs(float64(f)) < 0x1p-126 {
		return 0, false
	}
	return math.Float32bits(f), true
}
