package fp

import (
	"bufio"
	"compress/gzip"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

// testdata/h200-approx-samples.txt.gz holds random inputs and the H200's
// results for the approximate instructions (and nvcc's expf), recorded by
// tools/gpu (measure.cu + fptables): for each op its first 1024 random
// samples and up to 256 on which the models of the time differed.
// testdata/h200-mufu-samples.txt.gz (mufu.cu + mufutab) adds, for sin, cos
// and lg2 (.ftz and not), 4096 random samples each over the whole f32 range,
// and lg2.approx.ftz at every 8191st mantissa of 22 exponents.
// testdata/h200-tanh-samples.txt.gz (tanh.cu + tanhtab -tables) holds
// tanh.approx.f32 on 4096 random bit patterns and the special inputs (run 5),
// at the first input of every 4099th TableTanh entry and its negation, and
// around the identity and saturation limits, all from the measurement.

var sample32 = map[string]func(float32) float32{
	"ex2.ftz":   func(x float32) float32 { return Ex2Approx32(x, true) },
	"ex2":       func(x float32) float32 { return Ex2Approx32(x, false) },
	"rcp.ftz":   func(x float32) float32 { return RcpApprox32(x, true) },
	"rcp":       func(x float32) float32 { return RcpApprox32(x, false) },
	"sqrt.ftz":  func(x float32) float32 { return SqrtApprox32(x, true) },
	"sqrt":      func(x float32) float32 { return SqrtApprox32(x, false) },
	"rsqrt.ftz": func(x float32) float32 { return RsqrtApprox32(x, true) },
	"rsqrt":     func(x float32) float32 { return RsqrtApprox32(x, false) },
	"lg2.ftz":   func(x float32) float32 { return Lg2Approx32(x, true) },
	"lg2":       func(x float32) float32 { return Lg2Approx32(x, false) },
	"sin.ftz":   func(x float32) float32 { return SinApprox32(x, true) },
	"sin":       func(x float32) float32 { return SinApprox32(x, false) },
	"cos.ftz":   func(x float32) float32 { return CosApprox32(x, true) },
	"cos":       func(x float32) float32 { return CosApprox32(x, false) },
	"tanh":      TanhApprox32,
	"expf":      expfReplica,
}

var sample32x2 = map[string]func(a, b float32) float32{
	"div.approx.ftz": func(a, b float32) float32 { return DivApprox32(a, b, true) },
	"div.approx":     func(a, b float32) float32 { return DivApprox32(a, b, false) },
	"div.full.ftz":   func(a, b float32) float32 { return DivFull32(a, b, true) },
	"div.full":       func(a, b float32) float32 { return DivFull32(a, b, false) },
}

var sample64 = map[string]func(float64) float64{
	"rcp64":       RcpApproxFTZ64,
	"rsqrt64":     func(x float64) float64 { return RsqrtApprox64(x, false) },
	"rsqrt64.ftz": func(x float64) float64 { return RsqrtApprox64(x, true) },
}

// expfReplica is nvcc 13's expf (default flags, docs/ptx-notes.md §5) on package fp.
func expfReplica(x float32) float32 {
	t := FMA32(x, fb(0x3BBB989D), 0.5, RN)
	t = Sat32(t)
	j := FMA32(t, fb(0x437C0000), fb(0x4B400001), RM)
	k := Neg32(Add32(j, fb(0xCB40007F), RN))
	q := FMA32(x, fb(0x3FB8AA3B), k, RN)
	q = FMA32(x, fb(0x32A57060), q, RN)
	return Mul32(Ex2Approx32(q, true), fb(math.Float32bits(j)<<23), RN)
}

// sampleGaps are sampled ops not reproduced bit for bit (reported only).
var sampleGaps = map[string]bool{}

func TestH200ApproxSamples(t *testing.T) {
	for _, file := range []string{"testdata/h200-approx-samples.txt.gz", "testdata/h200-mufu-samples.txt.gz", "testdata/h200-tanh-samples.txt.gz"} {
		t.Run(file, func(t *testing.T) { testSamples(t, file) })
	}
}

func testSamples(t *testing.T, file string) {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	type stat struct{ n, bad int }
	stats := map[string]*stat{}
	sc := bufio.NewScanner(zr)
	for sc.Scan() {
		fl := strings.Fields(sc.Text())
		op := fl[0]
		want, _ := strconv.ParseUint(fl[2], 16, 64)
		var got uint64
		switch {
		case sample32[op] != nil:
			x, _ := strconv.ParseUint(fl[1], 16, 32)
			got = uint64(math.Float32bits(sample32[op](fb(uint32(x)))))
		case sample32x2[op] != nil:
			ab := strings.Split(fl[1], ",")
			a, _ := strconv.ParseUint(ab[0], 16, 32)
			b, _ := strconv.ParseUint(ab[1], 16, 32)
			got = uint64(math.Float32bits(sample32x2[op](fb(uint32(a)), fb(uint32(b)))))
		case sample64[op] != nil:
			x, _ := strconv.ParseUint(fl[1], 16, 64)
			got = math.Float64bits(sample64[op](db(x)))
		case sampleGaps[op]:
			continue
		default:
			t.Fatalf("unknown op %q in samples", op)
		}
		s := stats[op]
		if s == nil {
			s = &stat{}
			stats[op] = s
		}
		s.n++
		if got != want {
			if s.bad < 3 {
				t.Errorf("%s(%s) = %#x, H200 %#x", op, fl[1], got, want)
			}
			s.bad++
		}
	}
	for op, s := range stats {
		if s.bad > 0 {
			t.Errorf("%s: %d of %d samples differ", op, s.bad, s.n)
		}
		if s.n < 1024 {
			t.Errorf("%s: only %d samples", op, s.n)
		}
	}
}
