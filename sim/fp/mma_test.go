package fp

import (
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
