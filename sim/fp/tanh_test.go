package fp

import (
	"math"
	"testing"
)

// TestTanhRules checks, on a spread of inputs, the rules measured on every
// input (tools/gpu/results/run5-tanh-report.txt): odd, the input itself up
// to 2^-8, 1 from 8 up, the canonical NaN.
func TestTanhRules(t *testing.T) {
	for u := uint32(0); u < 0x7f800000; u += 9973 {
		x := math.Float32frombits(u)
		p, n := math.Float32bits(TanhApprox32(x)), math.Float32bits(TanhApprox32(-x))
		if n != p^0x80000000 {
			t.Fatalf("tanh(%#x) = %#x, tanh(-x) = %#x", u, p, n)
		}
		switch {
		case u <= 0x3b800000 && p != u:
			t.Fatalf("tanh(%#x) = %#x, measured: the input itself up to 2^-8", u, p)
		case u >= 0x41000000 && p != 0x3f800000:
			t.Fatalf("tanh(%#x) = %#x, measured: 1 from 8 up", u, p)
		case u > 0x3b800000 && u < 0x41000000 && (p <= 0x3b800000 || p > 0x3f800000):
			t.Fatalf("tanh(%#x) = %#x, outside (2^-8, 1]", u, p)
		}
	}
	for _, tc := range []struct{ x, want uint32 }{
		{0x7f800000, 0x3f800000}, {0xff800000, 0xbf800000},
		{0x7fc00000, CanonicalNaN32}, {0xff800001, CanonicalNaN32},
		{0x00000001, 0x00000001}, {0x807fffff, 0x807fffff}, {0x80000000, 0x80000000},
	} {
		if got := math.Float32bits(TanhApprox32(math.Float32frombits(tc.x))); got != tc.want {
			t.Errorf("tanh(%#x) = %#x, H200 %#x", tc.x, got, tc.want)
		}
	}
}

// TestTanhIndex: every input in [2^-8, 8) maps to the entry whose smallest
// input is it with the ignored low bits cleared, and the entries tile the
// binades without gaps.
func TestTanhIndex(t *testing.T) {
	if tanhEntries != TableSize(TableTanh) || tanhEntries != 6684672 {
		t.Fatalf("tanhEntries = %d, TableSize = %d", tanhEntries, TableSize(TableTanh))
	}
	for a := uint32(tanhLo); a < tanhSat; a += 97 {
		i := tanhIndex(a)
		k := tanhShift[a>>23-tanhLo>>23]
		if got, want := tanhInput(i), a>>k<<k; got != want {
			t.Fatalf("tanhInput(tanhIndex(%#x)) = %#x, want %#x", a, got, want)
		}
	}
	if tanhIndex(tanhLo) != 0 || tanhIndex(tanhSat-1) != tanhEntries-1 {
		t.Errorf("first/last entries %d, %d", tanhIndex(tanhLo), tanhIndex(tanhSat-1))
	}
}

// BenchmarkTanhApprox32 looks up inputs spread over the table's range
// [2^-8, 8) (the table decoded beforehand).
func BenchmarkTanhApprox32(b *testing.B) {
	xs := make([]float32, 1024)
	for i := range xs {
		xs[i] = float32(math.Exp2(-8 + 11*float64(i)/1024))
	}
	TanhApprox32(1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sink32 = TanhApprox32(xs[i&1023])
	}
}
