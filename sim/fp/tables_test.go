package fp

import (
	"math"
	"testing"
)

// ulpErr is |got - ref| in units of the f32 ulp at ref (the measure of docs/ptx-notes.md §4).
func ulpErr(got float32, ref float64) float64 {
	a := math.Abs(ref)
	ulp := math.Ldexp(1, -149)
	if a >= 0x1p-126 {
		_, e := math.Frexp(a)
		ulp = math.Ldexp(1, e-24)
	}
	return math.Abs(float64(got)-ref) / ulp
}

// TestTableStatistics recomputes, from the decoded tables, the accuracy
// figures measured on the H200 over the same exhaustive ranges
// (docs/ptx-notes.md §4): the share of results equal to the correctly
// rounded value and the largest error in ulp.
func TestTableStatistics(t *testing.T) {
	if testing.Short() {
		t.Skip("41M evaluations")
	}
	tests := []struct {
		name     string
		n        int
		f        func(i int) (float32, float64)
		exactPct float64 // measured, 2 decimals
		maxULP   float64 // measured, 3 decimals
	}{
		{"rcp.approx.f32 [1,2)", 1 << 23, func(i int) (float32, float64) {
			x := fb(0x3f800000 + uint32(i))
			return RcpApprox32(x, false), 1 / float64(x)
		}, 86.79, 0.975},
		{"sqrt.approx.f32 [1,4)", 1 << 24, func(i int) (float32, float64) {
			x := fb(0x3f800000 + uint32(i))
			return SqrtApprox32(x, false), math.Sqrt(float64(x))
		}, 83.13, 0.944},
		{"rsqrt.approx.f32 [1,4)", 1 << 24, func(i int) (float32, float64) {
			x := fb(0x3f800000 + uint32(i))
			return RsqrtApprox32(x, false), 1 / math.Sqrt(float64(x))
		}, 78.34, 1.514},
	}
	for _, tc := range tests {
		exact, maxU := 0, 0.0
		for i := 0; i < tc.n; i++ {
			got, ref := tc.f(i)
			if got == float32(ref) {
				exact++
			}
			if u := ulpErr(got, ref); u > maxU {
				maxU = u
			}
		}
		pct := 100 * float64(exact) / float64(tc.n)
		if math.Abs(pct-tc.exactPct) > 0.005 || math.Abs(maxU-tc.maxULP) > 0.0005 {
			t.Errorf("%s: %.2f%% exact, max %.3f ulp; the H200 measured %.2f%%, %.3f ulp", tc.name, pct, maxU, tc.exactPct, tc.maxULP)
		}
	}
}

// TestEx2Properties checks measured properties of ex2.approx.ftz
// (docs/ptx-notes.md §4): integers -126..127 give exact powers of two,
// ex2(x+1) = 2·ex2(x) on the positive side, and the stored error stays
// within the documented 2 ulp of the exact value plus the measured 0.055.
func TestEx2Properties(t *testing.T) {
	for k := -126; k <= 127; k++ {
		if got := Ex2Approx32(float32(k), true); got != float32(math.Ldexp(1, k)) {
			t.Errorf("ex2(%d) = %v", k, got)
		}
	}
	for i := 0; i < 1<<20; i += 7 {
		x := float32(i) / (1 << 20)
		if a, b := Ex2Approx32(x+1, true), Ex2Approx32(x, true); a != 2*b {
			t.Fatalf("ex2(%v+1) = %v, 2*ex2(x) = %v", x, a, 2*b)
		}
	}
	maxU := 0.0
	for i := 0; i < 1<<23; i += 3 {
		for _, x := range []float32{float32(i) * 0x1p-23, -float32(i) * 0x1p-23} {
			if u := ulpErr(Ex2Approx32(x, true), math.Exp2(float64(x))); u > maxU {
				maxU = u
			}
		}
	}
	if maxU > 2.055 {
		t.Errorf("ex2 max error %.3f ulp, the H200 measured at most 2.055", maxU)
	}
}

// TestLg2CellMidpoint: lg2Model's branch-free midpoint of a table cell is,
// for every entry, the two-sided form it replaced (v plus half an ulp up for
// v >= 0, 1+v less half an ulp down for v < 0).
func TestLg2CellMidpoint(t *testing.T) {
	skipSequentialUnderRace(t)
	tb := tLg2.get()
	if tb == nil {
		t.Skip("no lg2 table in this build")
	}
	for i := 1; i < tableSizes[tLg2]; i++ {
		v := math.Float32frombits(tb.lookup(i))
		var want float64
		if v >= 0 {
			want = float64(v) + float64((float64(math.Nextafter32(v, 1))-float64(v))*0.5)
		} else {
			want = float64(1+float64(v)) - float64((float64(v)-float64(math.Nextafter32(v, -1)))*0.5)
		}
		for _, k := range []int{-3, 0, 5} {
			if got, w := lg2Model(i, k, tLg2.get()), truncSum32(float64(k), want); got != w {
				t.Fatalf("entry %d, exponent %d: %g, two-sided form %g", i, k, got, w)
			}
		}
	}
}

// skipSequentialUnderRace skips, under -race -short (.ci/run's last step), a long test that runs
// on one goroutine: the package has no race-only code, so the plain run has checked the same
// computation, and the race detector has nothing to find in it.
func skipSequentialUnderRace(t *testing.T) {
	t.Helper()
	if raceBuild && testing.Short() {
		t.Skip("one goroutine, the plain run's computation: nothing for the race detector")
	}
}
