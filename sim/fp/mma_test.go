package fp

import (
	"math"
	"math/bits"
	"math/rand"
	"testing"
)

// TestSumNominal checks the one-pass sum of the exponent-field models against the general sum
// on random groups: zeros, cancelling terms, shifts past 64 places, every Frac the models use.
func TestSumNominal(t *testing.T) {
	rng := rand.New(rand.NewSource(14))
	n := 200000
	if testing.Short() {
		n = 20000
	}
	for it := 0; it < n; it++ {
		m := &MMAModel{Frac: []int{13, 25, 48}[rng.Intn(3)], Nominal: true}
		terms := make([]mmaTerm, 1+rng.Intn(17))
		for i := range terms {
			tm := &terms[i]
			tm.neg = rng.Intn(2) == 0
			if rng.Intn(6) != 0 {
				tm.sig = rng.Uint64() >> (16 + rng.Intn(48))
			}
			tm.exp = rng.Intn(120) - 60
			tm.lead = tm.exp + bits.Len64(tm.sig) - 1 + rng.Intn(2)
			if rng.Intn(4) == 0 && i > 0 { // cancel an earlier term exactly
				*tm = terms[rng.Intn(i)]
				tm.neg = !tm.neg
			}
		}
		if got, want := m.sumNominal(terms), m.sum(terms); got != want {
			t.Fatalf("Frac %d, terms %+v: sumNominal %+v, sum %+v", m.Frac, terms, got, want)
		}
	}
}

// TestDotNominal checks Dot with groupNominal against the general path (terms, sum) on random
// operands of every tensor-core model of the H200 and the f16 m8n8k4 chain, special values
// (zeros, subnormals, infinities, NaNs) sprinkled in.
func TestDotNominal(t *testing.T) {
	rng := rand.New(rand.NewSource(15))
	n := 40000
	if testing.Short() {
		n = 4000
	}
	forms := dotForms()
	elem := func(t MMAElem) uint64 { return randMMAElem(rng, t) }
	for it := 0; it < n; it++ {
		fm := forms[rng.Intn(len(forms))]
		a, b := make([]uint64, fm.k), make([]uint64, fm.k)
		for i := range a {
			a[i], b[i] = elem(fm.at), elem(fm.at)
		}
		c := elem(fm.ct)
		for _, dt := range []MMAElem{MMAF32, MMAF16} {
			got := fm.m.MMADot(fm.at, fm.at, a, b, fm.ct, c, dt)
			dotGeneralOnly = true
			want := fm.m.MMADot(fm.at, fm.at, a, b, fm.ct, c, dt)
			dotGeneralOnly = false
			if got != want {
				t.Fatalf("%+v %v->%v a=%x b=%x c=%x: %#x, general path %#x", *fm.m, fm.ct, dt, a, b, c, got, want)
			}
		}
	}
}

// dotForm is a model with its operand and accumulator types and depth.
type dotForm struct {
	m      *MMAModel
	at, ct MMAElem
	k      int
}

// dotForms is every tensor-core model of the H200 with f16, bf16 or tf32 inputs, and the f16
// m8n8k4 chain.
func dotForms() []dotForm {
	var forms []dotForm
	for _, at := range []MMAElem{MMAF16, MMABF16, MMATF32} {
		for _, wmma := range []bool{false, true} {
			for _, ct := range []MMAElem{MMAF32, MMAF16} {
				forms = append(forms, dotForm{TensorModel(at, 16, wmma), at, ct, 16}, dotForm{TensorModel(at, 8, wmma), at, ct, 8})
			}
		}
	}
	return append(forms, dotForm{&MMAModel{Group: 4, Frac: 48, Round: RN, Out: RN, Nominal: true}, MMAF16, MMAF16, 4})
}

// randMMAElem is a random element of type t: zeros, subnormals, infinities and NaNs sprinkled
// in, half of them with exponents near each other.
func randMMAElem(rng *rand.Rand, t MMAElem) uint64 {
	f := mmaFmt[t]
	v := rng.Uint64() & (f.signBit()<<1 - 1)
	switch rng.Intn(40) {
	case 0:
		v &= f.signBit() // ±0
	case 1:
		v &= f.signBit() | f.fracMask() // subnormal
	case 2:
		v |= f.expMask() // inf or NaN
	case 3:
		v = v&f.signBit() | f.expMask() // ±inf
	}
	if rng.Intn(2) == 0 && v&f.expMask() != f.expMask() { // exponents near each other
		e := uint64(1<<(f.expBits-1) - 4 + rng.Intn(8))
		v = v&^f.expMask() | e<<f.frac
	}
	return v
}

// TestDotRows checks DotRows against the general path (MMADot without groupNominal) on random
// matrices of every form: rows with special values go to Dot, the others to DotRows's loop.
// Half the matrices have no special values, so that most rows take the loop; an eighth are
// mostly zeros.
func TestDotRows(t *testing.T) {
	rng := rand.New(rand.NewSource(16))
	n := 3000
	if testing.Short() {
		n = 300
	}
	forms := dotForms()
	var ra, rb MMARows
	for it := 0; it < n; it++ {
		fm := forms[rng.Intn(len(forms))]
		rows, cols := 1+rng.Intn(4), 1+rng.Intn(4)
		plain, zeros := rng.Intn(2) == 0, rng.Intn(8) == 0
		elem := func(t MMAElem) uint64 {
			if zeros && rng.Intn(4) != 0 { // all-zero groups: the sign of a zero sum
				return mmaFmt[t].zero(rng.Intn(3) != 0)
			}
			for {
				v := randMMAElem(rng, t)
				if f := mmaFmt[t]; !plain || v&f.expMask() != f.expMask() {
					return v
				}
			}
		}
		a, b := make([]uint64, rows*fm.k), make([]uint64, cols*fm.k)
		for i := range a {
			a[i] = elem(fm.at)
		}
		for i := range b {
			b[i] = elem(fm.at)
		}
		ra.Decode(fm.at, a, fm.k)
		rb.Decode(fm.at, b, fm.k)
		for i := 0; i < rows; i++ {
			for j := 0; j < cols; j++ {
				c := elem(fm.ct)
				for _, dt := range []MMAElem{MMAF32, MMAF16} {
					got := fm.m.DotRows(&ra, i, &rb, j, fm.ct, c, dt)
					dotGeneralOnly = true
					want := fm.m.MMADot(fm.at, fm.at, a[i*fm.k:(i+1)*fm.k], b[j*fm.k:(j+1)*fm.k], fm.ct, c, dt)
					dotGeneralOnly = false
					if got != want {
						t.Fatalf("%+v %v->%v a=%x b=%x c=%x: %#x, general path %#x", *fm.m, fm.ct, dt,
							a[i*fm.k:(i+1)*fm.k], b[j*fm.k:(j+1)*fm.k], c, got, want)
					}
				}
			}
		}
	}
}

// TestDotBlockUncut checks DotBlockUncut against the general path (MMADot without groupNominal)
// on products of scaled small integers with accumulators of every width (C·1.2 as the
// cuda-samples GEMMs scale theirs), zeros of both signs, subnormal f16 and f32, and now and then
// infinities, NaNs and wide spreads, which it must leave to DotRows: every element must be the
// model's, and most must have taken its own path.
func TestDotBlockUncut(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	n := 2000
	if testing.Short() {
		n = 300
	}
	type form struct {
		t    MMAElem
		k    int
		wmma bool
	}
	forms := []form{{MMAF16, 16, true}, {MMAF16, 16, false}, {MMABF16, 16, true}, {MMATF32, 8, true}, {MMATF32, 8, false}, {MMAF16, 8, false}}
	wild := false // this product's matrices have an infinity, a NaN or a wide spread now and then
	// elem is ±n·2^e in type t (n below 2^nb, exact in every type) or, rarely, something else.
	elem := func(t MMAElem, nb, e int, zeros bool) uint64 {
		v := float32(math.Ldexp(float64(rng.Intn(1<<nb)), e))
		if zeros && rng.Intn(2) == 0 {
			v = 0
		}
		if rng.Intn(2) == 0 {
			v = -v
		}
		if t == MMAF32 && rng.Intn(2) == 0 {
			v *= 1.2 // a full f32 significand
		}
		if wild {
			switch rng.Intn(100) {
			case 0:
				v = float32(math.Inf(1))
			case 1:
				v = float32(math.NaN())
			case 2, 3:
				v = float32(rng.NormFloat64() * math.Ldexp(1, rng.Intn(40)-20)) // a wide spread of bits
			}
		}
		switch t {
		case MMAF16:
			return uint64(F32ToF16(v, RN))
		case MMABF16:
			return uint64(F32ToBF16(v, RN))
		case MMATF32:
			return uint64(math.Float32bits(v)) &^ (1<<13 - 1)
		}
		return uint64(math.Float32bits(v))
	}
	var ra, rb MMARows
	total, missed := 0, 0
	uncutMissed = func() { missed++ }
	defer func() { uncutMissed = nil }()
	for it := 0; it < n; it++ {
		fm := forms[rng.Intn(len(forms))]
		m := TensorModel(fm.t, fm.k, fm.wmma)
		rows, cols := 1+rng.Intn(16), 1+rng.Intn(16)
		nb, e := 1+rng.Intn(4), rng.Intn(12)-8
		if fm.t == MMAF16 && rng.Intn(4) == 0 {
			e = -24 // subnormal f16
		}
		zeros := rng.Intn(4) == 0
		wild = rng.Intn(4) == 0
		a, b, c := make([]uint64, rows*fm.k), make([]uint64, cols*fm.k), make([]uint64, rows*cols)
		for i := range a {
			a[i] = elem(fm.t, nb, e, zeros)
		}
		for i := range b {
			b[i] = elem(fm.t, nb, e+rng.Intn(3), zeros)
		}
		ce := e + rng.Intn(30) - 10
		if rng.Intn(8) == 0 {
			ce = -140 // subnormal f32 accumulators
		}
		for i := range c {
			c[i] = elem(MMAF32, 1+rng.Intn(24), ce, zeros)
		}
		ra.Decode(fm.t, a, fm.k)
		rb.Decode(fm.t, b, fm.k)
		d := make([]uint64, rows*cols)
		if !m.DotBlockUncut(&ra, &rb, c, MMAF32, d, MMAF32) {
			continue
		}
		total += rows * cols
		dotGeneralOnly = true
		for i := 0; i < rows; i++ {
			for j := 0; j < cols; j++ {
				want := m.MMADot(fm.t, fm.t, a[i*fm.k:(i+1)*fm.k], b[j*fm.k:(j+1)*fm.k], MMAF32, c[i*cols+j], MMAF32)
				if d[i*cols+j] != want {
					dotGeneralOnly = false
					t.Fatalf("%+v a=%x b=%x c=%x: %#x, general path %#x", fm, a[i*fm.k:(i+1)*fm.k], b[j*fm.k:(j+1)*fm.k], c[i*cols+j], d[i*cols+j], want)
				}
			}
		}
		dotGeneralOnly = false
	}
	t.Logf("DotBlockUncut computed %d of %d elements, DotRows the other %d", total-missed, total, missed)
	if missed == 0 || total-missed < total/2 {
		t.Errorf("DotBlockUncut computed %d of %d elements itself: the test does not exercise both paths", total-missed, total)
	}
}
