package fp

import (
	"math"
	"math/bits"
)

// MMAElem is the element type of a tensor-core (mma/wmma) operand.
type MMAElem uint8

const (
	MMAF16 MMAElem = iota
	MMABF16
	MMATF32 // an f32 bit pattern of which the tensor core reads the top 19 bits
	MMAE4M3
	MMAE5M2
	MMAF32
	MMAF64
)

// mmaFmt gives each element type's fields; tf32 is read as f32 with its low 13 bits cleared.
var mmaFmt = [...]format{
	MMAF16:  fmtF16,
	MMABF16: fmtBF16,
	MMATF32: fmtF32,
	MMAE4M3: {frac: 3, expBits: 4, emin: -6, emax: 8},
	MMAE5M2: {frac: 2, expBits: 5, emin: -14, emax: 15},
	MMAF32:  fmtF32,
	MMAF64:  fmtF64,
}

// MMAModel says how one generation's tensor cores add products (docs/tensor-cores.md): the
// products of a dot product are exact; K is split, in k order, into groups of Group products;
// each group's products and the running accumulator are aligned to the largest of them, cut
// Frac bits below its leading bit (toward zero), added exactly, and the sum is rounded to f32
// with Round. The result of the last group is rounded to the destination type with Out.
type MMAModel struct {
	Group    int
	Frac     int // at most 55: the aligned terms of a group are added in an int64
	Round    Rounding
	Out      Rounding
	Nominal  bool // align to the exponent fields (products: ea+eb+LeadAdj), not the leading bits
	LeadAdj  int
	Floor    bool // cut negative terms toward minus infinity (two's complement), not toward zero
	ZeroPlus bool // a result that is zero or rounds to zero is +0, whatever the signs of its terms
	// PairPasses (fp8): the products are summed in two passes of the model without C, first
	// those of k%4 < 2, then those of k%4 >= 2 with the first pass's result as accumulator, each
	// pass rounded to the accumulator type (f32 by Round, f16 by Out); C is added last by an add
	// rounded to nearest in that type.
	PairPasses bool
	// PassesOnly (with PairPasses): the result is the second pass's, in the destination type;
	// C is left for PairAddC (mma.sync adds it register by register: docs/tensor-cores.md).
	PassesOnly bool
	// AccFrac > 0: an f32 result keeps only AccFrac fraction bits after its leading one, cut
	// toward zero (wgmma with fp8 inputs).
	AccFrac int
	// AccField: an f16 accumulator counts in the alignment with its exponent field (a
	// subnormal at f16's smallest normal exponent, -14), not normalised as an f32 (wgmma with
	// fp8 inputs).
	AccField bool
}

// mmaTerm is ±sig·2^exp; sig == 0 is a zero.
type mmaTerm struct {
	neg  bool
	sig  uint64
	exp  int
	lead int // weight of the leading bit the exponent field gives (products: ea+eb+1)
}

const (
	clsFinite = iota
	clsInf
	clsNaN
)

// unpack decodes an element into a term, or reports infinity or NaN.
func (t MMAElem) unpack(v uint64) (mmaTerm, int) {
	f := mmaFmt[t]
	if t == MMATF32 {
		v &^= 1<<13 - 1
	}
	neg := v&f.signBit() != 0
	ef := int(v & f.expMask() >> f.frac)
	m := v & f.fracMask()
	top := int(1<<f.expBits - 1)
	if t == MMAE4M3 {
		if ef == top && m == f.fracMask() {
			return mmaTerm{}, clsNaN
		}
	} else if ef == top {
		if m != 0 {
			return mmaTerm{}, clsNaN
		}
		return mmaTerm{neg: neg}, clsInf
	}
	bias := 1 - f.emin
	if ef == 0 {
		return mmaTerm{neg, m, f.emin - int(f.frac), f.emin}, clsFinite
	}
	return mmaTerm{neg, m | 1<<f.frac, ef - bias - int(f.frac), ef - bias}, clsFinite
}

// MMANaN32 and MMANaN16 are the NaNs a tensor-core dot product produces.
const (
	MMANaN32 = 0x7fffffff
	MMANaN16 = 0x7fff
)

// MMADot computes one element of D = A·B + C: a and b hold K elements of types at and bt, c is
// the accumulator of type ct (MMAF32 or MMAF16) and the result has type dt (MMAF32 or MMAF16).
func (m *MMAModel) MMADot(at, bt MMAElem, a, b []uint64, ct MMAElem, c uint64, dt MMAElem) uint64 {
	var ab [2 * 64]MMAValue
	va, vb := ab[:0], ab[64:64]
	if len(a) > 64 {
		va, vb = make([]MMAValue, 0, len(a)), make([]MMAValue, 0, len(b))
	}
	for k := range a {
		va = append(va, at.Value(a[k]))
		vb = append(vb, bt.Value(b[k]))
	}
	return m.Dot(va, vb, ct, c, dt)
}

// MMAValue is an operand element decoded once (MMAElem.Value) for use in many dot products.
// It is a term in 16 bytes: a GEMM reads each one many times.
type MMAValue struct {
	sig       uint64
	exp, lead int16
	neg       bool
	cls       uint8
}

// Value decodes an element of type t.
func (t MMAElem) Value(v uint64) MMAValue {
	x, c := t.unpack(v)
	return MMAValue{x.sig, int16(x.exp), int16(x.lead), x.neg, uint8(c)}
}

func (v *MMAValue) term() mmaTerm { return mmaTerm{v.neg, v.sig, int(v.exp), int(v.lead)} }

// Dot is MMADot on decoded operands.
func (m *MMAModel) Dot(a, b []MMAValue, ct MMAElem, c uint64, dt MMAElem) uint64 {
	if m.PairPasses {
		return m.pairPasses(a, b, ct, c, dt)
	}
	acc, cls := ct.unpack(c)
	if ct == MMAF16 && acc.sig != 0 && !m.AccField {
		acc.lead = acc.exp + bits.Len64(acc.sig) - 1 // an f16 accumulator enters as f32: normalised
	}
	nan := cls == clsNaN
	inf, infNeg := cls == clsInf, acc.neg
	g := m.Group
	if g <= 0 {
		g = len(a)
	}
	var terms []mmaTerm // made by the first group groupNominal does not take
	var wide mmaTerm
	fast := m.Nominal && !m.Floor && !dotGeneralOnly
	for k0 := 0; k0 < len(a); k0 += g {
		if k1 := min(k0+g, len(a)); fast && !nan && !inf {
			if w, ok := m.groupNominal(a[k0:k1], b[k0:k1], acc); ok {
				wide = w
				if k1 < len(a) {
					acc = roundTerm(wide, fmtF32, m.Round)
					if acc.exp == infExp {
						inf, infNeg = true, acc.neg
					}
				}
				continue
			}
		}
		if terms == nil {
			terms = make([]mmaTerm, 0, g+1)
		}
		terms = terms[:0]
		for k := k0; k < k0+g && k < len(a); k++ {
			x, cx := a[k].term(), int(a[k].cls)
			y, cy := b[k].term(), int(b[k].cls)
			switch {
			case cx|cy == clsFinite: // both finite: the common case first
				terms = append(terms, mmaTerm{x.neg != y.neg, x.sig * y.sig, x.exp + y.exp, x.lead + y.lead + m.LeadAdj})
			case cx == clsNaN || cy == clsNaN:
				nan = true
			case cx == clsInf || cy == clsInf:
				if cx == clsFinite && x.sig == 0 || cy == clsFinite && y.sig == 0 {
					nan = true
					continue
				}
				s := x.neg != y.neg
				if inf && infNeg != s {
					nan = true
				}
				inf, infNeg = true, s
			}
		}
		if nan || inf {
			continue
		}
		terms = append(terms, acc)
		if m.Nominal && !m.Floor {
			wide = m.sumNominal(terms)
		} else {
			wide = m.sum(terms)
		}
		if k0+g < len(a) {
			// the running sum between groups is an f32
			acc = roundTerm(wide, fmtF32, m.Round)
			if acc.exp == infExp {
				inf, infNeg = true, acc.neg
			}
		}
	}
	switch {
	case nan:
		if dt == MMAF16 {
			return MMANaN16
		}
		return MMANaN32
	case inf:
		return mmaFmt[dt].inf(infNeg)
	}
	return m.result(wide, ct, dt)
}

// result rounds the exact sum of the last group to the destination type dt.
func (m *MMAModel) result(wide mmaTerm, ct, dt MMAElem) uint64 {
	f := mmaFmt[dt]
	r := m.Round
	if dt == MMAF16 {
		r = m.Out
	}
	if wide.sig == 0 {
		if m.ZeroPlus {
			return f.zero(false) // even when every term is -0 (zerosign probe)
		}
		return f.zero(wide.neg)
	}
	if wide.exp+bits.Len64(wide.sig)-1 > f.emax {
		return f.inf(wide.neg) // truncation or not, an overflow is infinite
	}
	if dt == MMAF16 && ct == MMAF32 {
		// f32 accumulation converted to f16: the f32 result, rounded to nearest
		wide = roundTerm(wide, fmtF32, m.Round)
		if wide.sig == 0 {
			return 0
		}
		return f.round(wide.neg, wide.sig, wide.exp, false, r, false)
	}
	v := f.round(wide.neg, wide.sig, wide.exp, false, r, false)
	if m.AccFrac > 0 && dt == MMAF32 {
		v = truncFrac32(v, m.AccFrac)
	}
	if v&^f.signBit() == 0 && m.ZeroPlus {
		v = 0 // a result that underflows is +0
	}
	return v
}

// truncFrac32 cuts an f32 toward zero to frac fraction bits after its leading one.
func truncFrac32(v uint64, frac int) uint64 {
	mag := v & 0x7fffffff
	drop := 23 - frac
	if mag>>23 == 0 {
		drop = bits.Len64(mag) - 1 - frac
	}
	if drop > 0 {
		v &^= 1<<uint(drop) - 1
	}
	return v
}

// pairPasses is Dot for PairPasses models (docs/tensor-cores.md, "fp8").
func (m *MMAModel) pairPasses(a, b []MMAValue, ct MMAElem, c uint64, dt MMAElem) uint64 {
	var buf [4][32]MMAValue
	a1, b1, a2, b2 := buf[0][:0], buf[1][:0], buf[2][:0], buf[3][:0]
	for k := range a {
		x, y := asF16Field(a[k]), asF16Field(b[k])
		if k&2 == 0 {
			a1, b1 = append(a1, x), append(b1, y)
		} else {
			a2, b2 = append(a2, x), append(b2, y)
		}
	}
	pass := *m
	pass.PairPasses, pass.PassesOnly, pass.Group = false, false, 0
	var p uint64
	if dt == MMAF16 {
		p = pass.Dot(a1, b1, MMAF16, 0, MMAF16)
		p = pass.Dot(a2, b2, MMAF16, p, MMAF16)
	} else {
		p = pass.Dot(a1, b1, MMAF32, 0, MMAF32)
		p = pass.Dot(a2, b2, MMAF32, p, MMAF32)
	}
	if m.PassesOnly {
		return p
	}
	return PairAddC(p, ct, c, dt)
}

// PairAddC adds C (type ct) to the passes' result p (type dt) as fp8 mma.sync does last: an add
// rounded to nearest in dt, a NaN canonical.
func PairAddC(p uint64, ct MMAElem, c uint64, dt MMAElem) uint64 {
	if dt == MMAF16 {
		cv := uint16(c)
		if ct == MMAF32 {
			cv = F32ToF16(math.Float32frombits(uint32(c)), RN)
		}
		d := Add16(uint16(p), cv, RN)
		if IsNaN16(d) {
			return MMANaN16
		}
		return uint64(d)
	}
	cf := math.Float32frombits(uint32(c))
	if ct == MMAF16 {
		cf = F16ToF32(uint16(c))
	}
	d := Add32(math.Float32frombits(uint32(p)), cf, RN)
	return uint64(math.Float32bits(canon32(d)))
}

// asF16Field gives an fp8 value the exponent field it has as an f16 (which holds every fp8
// value exactly): the passes align f16 exponent fields, so an e4m3 subnormal, a normal f16,
// counts at its leading bit, and an e5m2 subnormal (an f16 subnormal) at f16's smallest
// exponent, -14, as its own field says.
func asF16Field(v MMAValue) MMAValue {
	if v.sig != 0 && v.cls == clsFinite {
		v.lead = int16(max(int(v.exp)+bits.Len64(v.sig)-1, fmtF16.emin))
	}
	return v
}

// infExp marks a term that overflowed to infinity.
const infExp = 1 << 20

// roundTerm rounds a term to format f and returns it as a term (exp infExp for an overflow).
func roundTerm(t mmaTerm, f format, r Rounding) mmaTerm {
	if t.sig == 0 {
		return t
	}
	v := f.round(t.neg, t.sig, t.exp, false, r, false)
	if v&f.expMask() == f.expMask() || t.exp+bits.Len64(t.sig)-1 > f.emax {
		return mmaTerm{neg: t.neg, sig: 1, exp: infExp, lead: infExp}
	}
	u, _ := MMAF32.unpack(v)
	return u
}

// sum adds terms as one step of the model: aligned to the largest exponent, cut Frac bits below
// it, added exactly. The result is exact (sig up to 63 bits, exp its lsb).
func (m *MMAModel) sum(terms []mmaTerm) mmaTerm {
	top := -1 << 30
	for _, t := range terms {
		if t.sig != 0 {
			e := t.exp + bits.Len64(t.sig) - 1
			if m.Nominal {
				e = t.lead
			}
			if e > top {
				top = e
			}
		}
	}
	if top == -1<<30 {
		neg := true
		for _, t := range terms {
			neg = neg && t.neg
		}
		return mmaTerm{neg: neg}
	}
	lsb := top - m.Frac
	var s int64
	for _, t := range terms {
		if t.sig == 0 {
			continue
		}
		var v uint64
		sh := t.exp - lsb
		if sh >= 0 {
			v = t.sig << uint(sh)
		} else if sh > -64 {
			v = t.sig >> uint(-sh)
		}
		if t.neg {
			if m.Floor && (sh <= -64 || sh < 0 && t.sig&(1<<uint(-sh)-1) != 0) {
				v++ // the cut-off bits of a negative term round it down
			}
			s -= int64(v)
		} else {
			s += int64(v)
		}
	}
	if s == 0 {
		return mmaTerm{}
	}
	neg := s < 0
	if neg {
		s = -s
	}
	return mmaTerm{neg: neg, sig: uint64(s), exp: lsb}
}

// dotGeneralOnly turns groupNominal off, for the tests that compare it with the general path.
var dotGeneralOnly bool

// groupNominal is one group of Dot for the models that align to the exponent fields and cut
// toward zero, when every operand is finite (false otherwise): sumNominal of the group's
// products and acc without building the terms.
func (m *MMAModel) groupNominal(a, b []MMAValue, acc mmaTerm) (mmaTerm, bool) {
	b = b[:len(a)]
	top := -1 << 30
	if acc.sig != 0 {
		top = acc.lead
	}
	allNeg := acc.neg
	for k := range a {
		x, y := &a[k], &b[k]
		if x.cls|y.cls != clsFinite {
			return mmaTerm{}, false
		}
		allNeg = allNeg && x.neg != y.neg
		if l := int(x.lead) + int(y.lead) + m.LeadAdj; l > top && x.sig != 0 && y.sig != 0 {
			top = l
		}
	}
	if top == -1<<30 {
		return mmaTerm{neg: allNeg}, true
	}
	lsb := top - m.Frac
	s := alignedTerm(acc.neg, acc.sig, acc.exp-lsb)
	for k := range a {
		x, y := &a[k], &b[k]
		s += alignedTerm(x.neg != y.neg, x.sig*y.sig, int(x.exp)+int(y.exp)-lsb)
	}
	if s == 0 {
		return mmaTerm{}, true
	}
	if s < 0 {
		return mmaTerm{neg: true, sig: uint64(-s), exp: lsb}, true
	}
	return mmaTerm{sig: uint64(s), exp: lsb}, true
}

// alignedTerm is ±sig·2^sh cut toward zero, as a signed integer.
func alignedTerm(neg bool, sig uint64, sh int) int64 {
	var v uint64
	if sh >= 0 {
		v = sig << uint(sh)
	} else {
		v = sig >> uint(-sh) // 0 from 64 places down
	}
	n := int64(0)
	if neg {
		n = -1
	}
	return int64(v) ^ n - n
}

// sumNominal is sum for the models that align to the exponent fields and cut toward zero (every
// H200 model): one pass finds the largest field, one adds, each term's sign applied without a
// branch. Same result as sum, bit for bit (TestSumNominal).
func (m *MMAModel) sumNominal(terms []mmaTerm) mmaTerm {
	top := -1 << 30
	allNeg := true
	for i := range terms {
		t := &terms[i]
		allNeg = allNeg && t.neg
		if t.sig != 0 && t.lead > top {
			top = t.lead
		}
	}
	if top == -1<<30 {
		return mmaTerm{neg: allNeg}
	}
	lsb := top - m.Frac
	var s int64
	for i := range terms {
		s += alignedTerm(terms[i].neg, terms[i].sig, terms[i].exp-lsb)
	}
	if s == 0 {
		return mmaTerm{}
	}
	if s < 0 {
		return mmaTerm{neg: true, sig: uint64(-s), exp: lsb}
	}
	return mmaTerm{sig: uint64(s), exp: lsb}
}

// TensorModel is the H200's model for products of element type t in an instruction of depth k;
// wmma says the instruction is wmma.mma rather than mma.sync (docs/tensor-cores.md).
func TensorModel(t MMAElem, k int, wmma bool) *MMAModel {
	m := &MMAModel{Group: 16, Frac: 25, Round: RZ, Out: RN, Nominal: true, ZeroPlus: true}
	switch t {
	case MMATF32:
		m.Group = 8
		if wmma {
			m.Group = 4 // wmma.m16n16k8 adds its products four at a time
		}
	case MMAE4M3, MMAE5M2:
		m.PairPasses = true
	}
	return m
}

// WgmmaModel is the H200's model for wgmma.mma_async with A type t and depth k
// (docs/tensor-cores.md): the mma.sync model, except for fp8, whose 32 products and accumulator
// form one group cut 13 bits below its largest exponent field (an f16 accumulator's field as
// it reads, subnormals at -14), the f32 result keeping 13 fraction bits (cut toward zero).
func WgmmaModel(t MMAElem, k int) *MMAModel {
	if t == MMAE4M3 || t == MMAE5M2 {
		return &MMAModel{Frac: 13, Round: RZ, Out: RN, Nominal: true, ZeroPlus: true, AccFrac: 13, AccField: true}
	}
	return TensorModel(t, k, false)
}
