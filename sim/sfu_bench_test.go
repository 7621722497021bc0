package sim

import (
	"math"
	"testing"
)

// BenchmarkOptions prices 256K European options by the Black-Scholes formula with the fast
// intrinsics (testdata/bench/sfu.cu: per option one rsqrt, one lg2, three ex2 and four
// div.approx, each an H200 MUFU result from sim/fp's measured tables). Native: the same
// formula in float32 Go with the math package's functions.
func BenchmarkOptions(b *testing.B) {
	e := newBenchEnvFile(b, "testdata/bench/sfu.ptx")
	const n = 256 << 10
	spot, strike, years := optionInputs(n)
	pSpot, pStrike, pYears := e.alloc(f32bytes(spot)), e.alloc(f32bytes(strike)), e.alloc(f32bytes(years))
	pCall, pPut := e.alloc(make([]byte, 4*n)), e.alloc(make([]byte, 4*n))
	const rate, vol = 0.02, 0.30
	native := func() {
		for i := range spot {
			c, p := optionPrice(spot[i], strike[i], years[i], rate, vol)
			sinkF32 += c + p
		}
	}
	e.run(b, "options", [3]uint32{n / 128, 1, 1}, [3]uint32{128, 1, 1},
		[][]byte{le64(pSpot), le64(pStrike), le64(pYears), le64(pCall), le64(pPut), le32(math.Float32bits(rate)), le32(math.Float32bits(vol)), le32(n)}, native)
	// The engine's prices agree with the native ones to the intrinsics' accuracy.
	calls := bytesF32(e.read(pCall, 4*n))
	for i := 0; i < n; i += 997 {
		c, _ := optionPrice(spot[i], strike[i], years[i], rate, vol)
		if d := math.Abs(float64(calls[i] - c)); d > 1e-3*math.Max(1, math.Abs(float64(c))) {
			b.Fatalf("option %d: call %g, native %g", i, calls[i], c)
		}
	}
}

// optionInputs are spot prices in [5, 30), strikes in [1, 100) and terms in [0.25, 10) years.
func optionInputs(n int) (spot, strike, years []float32) {
	spot, strike, years = randF32(n, 1), randF32(n, 2), randF32(n, 3)
	for i := range spot {
		spot[i] = 17.5 + 12.5*spot[i]
		strike[i] = 50.5 + 49.5*strike[i]
		years[i] = 5.125 + 4.875*years[i]
	}
	return
}

func optionPrice(s, x, t, rate, vol float32) (call, put float32) {
	cnd := func(d float32) float32 {
		k := 1 / (1 + 0.2316419*float32(math.Abs(float64(d))))
		p := k * (0.319381530 + k*(-0.356563782+k*(1.781477937+k*(-1.821255978+k*1.330274429))))
		c := 0.3989422804 * float32(math.Exp(float64(-0.5*d*d))) * p
		if d > 0 {
			return 1 - c
		}
		return c
	}
	sq := float32(math.Sqrt(float64(t)))
	d1 := (float32(math.Log(float64(s/x))) + (rate+0.5*vol*vol)*t) / (vol * sq)
	d2 := d1 - vol*sq
	n1, n2 := cnd(d1), cnd(d2)
	e := float32(math.Exp(float64(-rate * t)))
	return s*n1 - x*e*n2, x*e*(1-n2) - s*(1-n1)
}
