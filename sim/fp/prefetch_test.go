package fp

import (
	"math"
	"math/rand"
	"testing"
)

// TestTableIndex checks that Prefetch32 reads the entries the models look up: tableIndex
// against each model's own index on random normal inputs.
func TestTableIndex(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for _, tc := range []struct {
		op     Approx
		lo, hi float64
		want   func(x float32) (tableID, int)
	}{
		{ApproxRcp, -1e30, 1e30, func(x float32) (tableID, int) { f, _ := normalize32(x); return tRcp, int(f) }},
		{ApproxLg2, 0, 1e30, func(x float32) (tableID, int) { f, _ := normalize32(x); return tLg2, int(f) }},
		{ApproxSqrt, 0, 1e30, func(x float32) (tableID, int) { i, _ := sqrtIndex(x); return tSqrt, i }},
		{ApproxRsqrt, 0, 1e30, func(x float32) (tableID, int) { i, _ := sqrtIndex(x); return tRsqrt, i }},
		{ApproxEx2, -127.9, 127.9, func(x float32) (tableID, int) {
			_, i, _ := ex2Split(float32(math.Abs(float64(x))))
			if x < 0 {
				return tEx2Neg, i
			}
			return tEx2Pos, i
		}},
		{ApproxSin, -1e6, 1e6, func(x float32) (tableID, int) { j, _ := turnsKey(x); r, _ := sinIndex(j); return tSin, r }},
		{ApproxCos, -1e6, 1e6, func(x float32) (tableID, int) {
			j, _ := turnsKey(x)
			r, _ := sinIndex((j + 1<<23) & (1<<25 - 1))
			return tSin, r
		}},
		{ApproxTanh, -7.9, 7.9, func(x float32) (tableID, int) {
			a := math.Float32bits(x) & 0x7fffffff
			if a < tanhLo {
				return tTanh, -1
			}
			return tTanh, tanhIndex(a)
		}},
	} {
		for n := 0; n < 100000; n++ {
			// log-uniform magnitudes over the range, so every exponent parity and binade comes up
			x := float32(tc.lo + (tc.hi-tc.lo)*rng.Float64())
			if rng.Intn(2) == 0 {
				x = float32(math.Copysign(math.Exp(rng.Float64()*math.Log(math.Max(math.Abs(tc.lo), math.Abs(tc.hi)))), float64(x)))
			}
			if math.Abs(float64(x)) < minNormal32 || (tc.lo >= 0 && x < 0) {
				continue
			}
			wid, wi := tc.want(x)
			id, i, ok := tableIndex(tc.op, math.Float32bits(x))
			if wi < 0 {
				if ok {
					t.Fatalf("op %d x=%g: prefetch reads entry %d, the model no table", tc.op, x, i)
				}
				continue
			}
			if !ok || id != wid || i != wi {
				t.Fatalf("op %d x=%g (%#x): prefetch reads %s[%d] (%v), the model %s[%d]", tc.op, x, math.Float32bits(x), tableNames[id], i, ok, tableNames[wid], wi)
			}
		}
	}
}
