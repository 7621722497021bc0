package fp

import (
	"math"
	"math/bits"
	"slices"
)

// A warp's matrix product reads each element of A and B in n (or m) dot products. MMARows
// decodes an operand once, so that a dot product of finite f16, bf16 or tf32 elements is a loop
// of float64 multiplies and conversions: groupNominal without its per-term branches and shifts,
// same result bit for bit (TestDotRows). A product of two such elements (at most 11 significant
// bits each) is exact in a float64, and so is its scaling by 2^-lsb (a power of two, every
// value here far inside float64's range); the conversion to int64 cuts it toward zero, as the
// model cuts each term; the cut terms, below 2^27 each, add exactly.

// noLead is the leading-bit weight of a zero element: any product with it stays far below every
// real exponent, so it never sets a group's alignment.
const noLead = -1 << 20

// MMARows is a matrix operand of one warp's product decoded for many dot products: rows of K
// elements (A's rows, or B's columns).
type MMARows struct {
	K       int
	t       MMAElem
	raw     []uint64
	vals    []MMAValue // every element, for Dot: decoded when a row needs it
	val     []float64  // the element's value (tf32: its top 19 bits)
	lead    []int32    // weight of the leading bit the exponent field gives; noLead for a zero
	special []bool     // per row: an infinity or a NaN in it
	narrow  bool       // the element type is f16, bf16 or tf32
	// For DotBlockUncut (narrow rows): whether any element is an infinity or a NaN, and over
	// the nonzero finite elements the weight of the lowest set bit and the largest lead
	// (low > high when every element is zero).
	anySpecial bool
	low, high  int
}

// Decode fills r with the elements raw of type t, rows of k; raw must stay unchanged while r
// is in use.
func (r *MMARows) Decode(t MMAElem, raw []uint64, k int) {
	n := len(raw)
	r.K, r.t, r.raw = k, t, raw
	r.vals = r.vals[:0]
	r.narrow = t == MMAF16 || t == MMABF16 || t == MMATF32
	r.special = growRows(r.special, n/max(k, 1))
	clear(r.special)
	if !r.narrow {
		r.values()
		for i, v := range r.vals {
			if v.cls != clsFinite {
				r.special[i/k] = true
			}
		}
		return
	}
	r.val = growRows(r.val, n)
	r.lead = growRows(r.lead, n)
	r.anySpecial, r.low, r.high = false, math.MaxInt32, math.MinInt32
	f := mmaFmt[t]
	frac, expBits := f.frac, f.expBits
	if t == MMATF32 {
		frac = 10 // its 13 low bits are ignored
	}
	top := uint64(1)<<expBits - 1
	bias := 1 - f.emin
	sub := math.Ldexp(1, f.emin-int(frac)) // weight of a subnormal's lowest bit
	for i, x := range raw {
		if t == MMATF32 {
			x >>= 13
		}
		ef := x >> frac & top
		m := x & (1<<frac - 1)
		var v float64
		lead := int32(f.emin)
		switch ef {
		case 0:
			v = float64(m) * sub
			if m == 0 {
				lead = noLead
			}
		case top:
			r.special[i/k] = true
		default:
			v = math.Float64frombits((ef-uint64(bias)+1023)<<52 | m<<(52-frac))
			lead = int32(int(ef) - bias)
		}
		if x>>(frac+expBits)&1 != 0 {
			v = -v
		}
		r.val[i], r.lead[i] = v, lead
		if v != 0 {
			r.low = min(r.low, lowBit(v))
			r.high = max(r.high, int(lead))
		}
	}
	r.anySpecial = slices.Contains(r.special, true)
}

// lowBit is the weight of the lowest set bit of a nonzero normal float64.
func lowBit(v float64) int {
	b := math.Float64bits(v)
	return int(b>>52&0x7ff) - 1075 + bits.TrailingZeros64(b|1<<52)
}

// values decodes every element into vals.
func (r *MMARows) values() {
	r.vals = growRows(r.vals, len(r.raw))
	for i, x := range r.raw {
		r.vals[i] = r.t.Value(x)
	}
}

func growRows[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// DotRows is Dot of row i of a and row j of b: one element of D = A·B + C.
func (m *MMAModel) DotRows(a *MMARows, i int, b *MMARows, j int, ct MMAElem, c uint64, dt MMAElem) uint64 {
	k := a.K
	if m.rowsFast() && a.narrow && b.narrow && !a.special[i] && !b.special[j] {
		if v, ok := m.dotRows(a, i*k, b, j*k, k, ct, c, dt); ok {
			return v
		}
	}
	if len(a.vals) == 0 {
		a.values()
	}
	if len(b.vals) == 0 {
		b.values()
	}
	return m.Dot(a.vals[i*k:i*k+k], b.vals[j*k:j*k+k], ct, c, dt)
}

// rowsFast says whether dotRows computes this model: alignment to the exponent fields, terms
// cut toward zero, C in the first group, at most 25 bits kept below the top (so that a cut term
// is below 2^27 and 17 of them add exactly in an int64).
func (m *MMAModel) rowsFast() bool {
	return m.Nominal && !m.Floor && !m.PairPasses && m.LeadAdj == 0 && m.Frac <= 25 && !m.AccField && !dotGeneralOnly
}

// dotRows is DotRows's loop for finite rows; false when the accumulator is not finite or a
// group's sum overflows (Dot decides those).
func (m *MMAModel) dotRows(a *MMARows, ia int, b *MMARows, ib int, k int, ct MMAElem, c uint64, dt MMAElem) (uint64, bool) {
	var acc mmaTerm
	if ct == MMAF32 {
		// unpack's f32 case inline: the accumulator of every element
		ef, f := int(c>>23&0xff), c&(1<<23-1)
		switch ef {
		case 0xff:
			return 0, false
		case 0:
			acc = mmaTerm{c>>31&1 != 0, f, -149, -126}
		default:
			acc = mmaTerm{c>>31&1 != 0, f | 1<<23, ef - 150, ef - 127}
		}
	} else if x, cls := ct.unpack(c); cls == clsFinite {
		acc = x
	} else {
		return 0, false
	}
	if ct == MMAF16 && acc.sig != 0 {
		acc.lead = acc.exp + bits.Len64(acc.sig) - 1 // an f16 accumulator enters as f32: normalised
	}
	g := m.Group
	if g <= 0 {
		g = k
	}
	var wide mmaTerm
	for k0 := 0; k0 < k; k0 += g {
		n := min(g, k-k0)
		wide = m.groupRows(a.val[ia+k0:ia+k0+n], a.lead[ia+k0:ia+k0+n], b.val[ib+k0:ib+k0+n], b.lead[ib+k0:ib+k0+n], acc)
		if k0+n < k {
			acc = roundTerm(wide, fmtF32, m.Round) // the running sum between groups is an f32
			if acc.exp == infExp {
				return 0, false
			}
		}
	}
	if dt == MMAF32 && m.Round == RZ && m.AccFrac == 0 && wide.sig != 0 {
		// result's f32 truncation of a normal sum inline
		l := bits.Len64(wide.sig)
		if e := wide.exp + l - 1; e >= -126 && e <= 127 {
			mant := wide.sig << uint(max(24-l, 0)) >> uint(max(l-24, 0))
			sign := uint64(0)
			if wide.neg {
				sign = 1 << 31
			}
			return sign | uint64(e+127)<<23 | mant&(1<<23-1), true
		}
	}
	return m.result(wide, ct, dt), true
}

// groupRows is groupNominal for one group of finite products (values va·vb, leading-bit
// weights la+lb) and the accumulator.
func (m *MMAModel) groupRows(va []float64, la []int32, vb []float64, lb []int32, acc mmaTerm) mmaTerm {
	lb, vb = lb[:len(la)], vb[:len(va)]
	top := int32(noLead * 4)
	if acc.sig != 0 {
		top = int32(acc.lead)
	}
	if len(la) == 16 && len(va) == 16 { // f16 and bf16: fixed bounds, no checks, four chains
		a, b := (*[16]int32)(la), (*[16]int32)(lb)
		t0, t1, t2, t3 := top, a[1]+b[1], a[2]+b[2], a[3]+b[3]
		t0 = max(t0, a[0]+b[0])
		for k := 4; k < 16; k += 4 {
			t0, t1, t2, t3 = max(t0, a[k]+b[k]), max(t1, a[k+1]+b[k+1]), max(t2, a[k+2]+b[k+2]), max(t3, a[k+3]+b[k+3])
		}
		top = max(t0, t1, t2, t3)
	} else {
		for k := range la {
			top = max(top, la[k]+lb[k])
		}
	}
	if top < noLead/2 { // a product with a zero sums to about noLead
		// no nonzero term: the sum is a zero, negative if every term is
		allNeg := acc.neg
		for k := range va {
			allNeg = allNeg && math.Signbit(va[k]) != math.Signbit(vb[k])
		}
		return mmaTerm{neg: allNeg}
	}
	lsb := int(top) - m.Frac
	scale := math.Float64frombits(uint64(1023-lsb) << 52) // 2^-lsb
	s := alignedTerm(acc.neg, acc.sig, acc.exp-lsb)
	if len(va) == 16 {
		a, b := (*[16]float64)(va), (*[16]float64)(vb)
		var s1, s2, s3 int64
		for k := 0; k < 16; k += 4 {
			s += int64(a[k] * b[k] * scale)
			s1 += int64(a[k+1] * b[k+1] * scale)
			s2 += int64(a[k+2] * b[k+2] * scale)
			s3 += int64(a[k+3] * b[k+3] * scale)
		}
		s += s1 + s2 + s3
	} else {
		for k := range va {
			s += int64(va[k] * vb[k] * scale)
		}
	}
	if s == 0 {
		return mmaTerm{}
	}
	if s < 0 {
		return mmaTerm{neg: true, sig: uint64(-s), exp: lsb}
	}
	return mmaTerm{sig: uint64(s), exp: lsb}
}

// uncutMissed, when set (tests), is called for each element DotBlockUncut leaves to DotRows.
var uncutMissed func()

// DotBlockUncut is DotRows for every row i of a and j of b, d[i*nb+j] from c[i*nb+j] (nb: b's
// rows), for f32 accumulators and results of a model that rounds toward zero; false (d
// untouched) when the operands are not of its kind. Where no group cuts a bit off a term, the
// model's group is the exact sum of the accumulator and the products rounded toward zero to f32;
// the lowest set bits and largest leads MMARows keeps say so cheaply: a group cuts nothing when
// every nonzero product (a multiple of 2^(low_a+low_b)) and the accumulator lie at or above Frac
// bits under the largest lead the group can have. A group's products add exactly in a float64
// (checked once for the operands); the accumulator is added with an error check (TwoSum), and the
// exact sum in the normal f32 range is cut to f32 from its bits. Any element where one of these
// fails takes DotRows. The sign of a zero sum is the model's (+0 with ZeroPlus).
// The cuda-samples GEMMs (integer A and B, C scaled by 1.2) take almost every element here.
func (m *MMAModel) DotBlockUncut(a, b *MMARows, c []uint64, ct MMAElem, d []uint64, dt MMAElem) bool {
	k := a.K
	if !m.rowsFast() || m.AccFrac != 0 || m.Round != RZ || ct != MMAF32 || dt != MMAF32 || !a.narrow || !b.narrow ||
		a.anySpecial || b.anySpecial || b.K != k || k == 0 {
		return false
	}
	na, nb := len(a.val)/k, len(b.val)/k
	if len(c) != na*nb || len(d) != na*nb {
		return false
	}
	g := m.Group
	if g <= 0 || g > k {
		g = k
	}
	products := a.low <= a.high && b.low <= b.high // some product may be nonzero
	pLow, pLead := a.low+b.low, a.high+b.high      // every nonzero product: a multiple of 2^pLow, lead at most pLead
	if products && pLead+2+bits.Len(uint(g-1))-pLow > 53 {
		return false // a group's products might not add exactly in a float64
	}
	negZero := math.Copysign(0, -1) // x + -0 is x for every x, zeros too
	for i := 0; i < na; i++ {
		for j := 0; j < nb; j++ {
			x, y := a.val[i*k:i*k+k], b.val[j*k:j*k+k]
			cij := c[i*nb+j]
			acc, ok := float64(math.Float32frombits(uint32(cij))), cij>>23&0xff != 0xff
			for k0 := 0; k0 < k && ok; k0 += g {
				n := min(g, k-k0)
				var p float64
				if n == 16 {
					xs, ys := (*[16]float64)(x[k0:]), (*[16]float64)(y[k0:])
					p = (xs[0]*ys[0] + xs[4]*ys[4] + xs[8]*ys[8] + xs[12]*ys[12]) +
						(xs[1]*ys[1] + xs[5]*ys[5] + xs[9]*ys[9] + xs[13]*ys[13]) +
						(xs[2]*ys[2] + xs[6]*ys[6] + xs[10]*ys[10] + xs[14]*ys[14]) +
						(xs[3]*ys[3] + xs[7]*ys[7] + xs[11]*ys[11] + xs[15]*ys[15])
				} else {
					p = negZero
					for kk := k0; kk < k0+n; kk++ {
						p += x[kk] * y[kk]
					}
				}
				// the largest lead the group can have, and what it keeps
				top := math.MinInt32
				if products {
					top = pLead
				}
				if acc != 0 {
					top = max(top, max(int(math.Float64bits(acc)>>52&0x7ff)-1023, -126))
				}
				keep := top - m.Frac
				if products && pLow < keep || acc != 0 && lowBit(acc) < keep {
					ok = false
					break
				}
				sum := acc + p
				if bb := sum - acc; acc-(sum-bb) != 0 || p-bb != 0 { // TwoSum: the float64 sum rounded
					ok = false
					break
				}
				if sum != 0 {
					e := int(math.Float64bits(sum)>>52&0x7ff) - 1023
					if e < -126 || e > 126 {
						ok = false // subnormal or near the top: DotRows decides
						break
					}
					sum = math.Float64frombits(math.Float64bits(sum) &^ (1<<29 - 1)) // cut to f32's 24 bits
				}
				acc = sum
			}
			if !ok {
				if uncutMissed != nil {
					uncutMissed()
				}
				d[i*nb+j] = m.DotRows(a, i, b, j, ct, cij, dt)
				continue
			}
			if acc == 0 && m.ZeroPlus {
				acc = 0 // +0 even when every term is -0
			}
			d[i*nb+j] = uint64(math.Float32bits(float32(acc))) // exact: acc is an f32 value
		}
	}
	return true
}
