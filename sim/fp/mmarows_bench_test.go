package fp

import (
	"math"
	"math/rand"
	"testing"
	"time"
)

var sinkTile []uint64

// BenchmarkTile16 computes one warp's m16n16k16 product, D = A·B + C with f16 (bf16) inputs and
// f32 accumulators, as sim's mma does: "rows" decodes A and B once (MMARows) and runs DotRows,
// "dot" decodes into MMAValues and runs Dot (the path before DotRows). x-native is the time
// against the same product in plain Go (inputs widened to f32, f32 sums, no model), timed in
// the same run.
func BenchmarkTile16(b *testing.B) {
	for _, t := range []MMAElem{MMAF16, MMABF16} {
		rng := rand.New(rand.NewSource(1))
		a, bt, c := make([]uint64, 256), make([]uint64, 256), make([]uint64, 256)
		for i := range a {
			a[i] = uint64(0x3000+rng.Intn(0x0c00)) | uint64(rng.Intn(2))<<15
			bt[i] = uint64(0x3000+rng.Intn(0x0c00)) | uint64(rng.Intn(2))<<15
			if t == MMABF16 {
				a[i] = uint64(F32ToBF16(F16ToF32(uint16(a[i])), RN))
				bt[i] = uint64(F32ToBF16(F16ToF32(uint16(bt[i])), RN))
			}
			c[i] = uint64(math.Float32bits(float32(rng.NormFloat64())))
		}
		m := TensorModel(t, 16, true)
		d := make([]uint64, 256)
		native := nativeTile16(t, a, bt)
		name := map[MMAElem]string{MMAF16: "f16", MMABF16: "bf16"}[t]
		b.Run(name+"/rows", func(b *testing.B) {
			var ra, rb MMARows
			for it := 0; it < b.N; it++ {
				ra.Decode(t, a, 16)
				rb.Decode(t, bt, 16)
				for i := 0; i < 16; i++ {
					for j := 0; j < 16; j++ {
						d[i*16+j] = m.DotRows(&ra, i, &rb, j, MMAF32, c[i*16+j], MMAF32)
					}
				}
			}
			sinkTile = d
			b.ReportMetric(float64(b.Elapsed())/float64(b.N)/float64(native), "x-native")
		})
		b.Run(name+"/dot", func(b *testing.B) {
			va, vb := make([]MMAValue, 256), make([]MMAValue, 256)
			for it := 0; it < b.N; it++ {
				for i := range a {
					va[i], vb[i] = t.Value(a[i]), t.Value(bt[i])
				}
				for i := 0; i < 16; i++ {
					for j := 0; j < 16; j++ {
						d[i*16+j] = m.Dot(va[i*16:i*16+16], vb[j*16:j*16+16], MMAF32, c[i*16+j], MMAF32)
					}
				}
			}
			sinkTile = d
			b.ReportMetric(float64(b.Elapsed())/float64(b.N)/float64(native), "x-native")
		})
	}
}

// nativeTile16 times the 16x16x16 product in plain Go, best of many.
func nativeTile16(t MMAElem, a, bt []uint64) time.Duration {
	widen := func(x uint64) float32 {
		if t == MMABF16 {
			return math.Float32frombits(uint32(x) << 16)
		}
		return F16ToF32(uint16(x))
	}
	fa, fb := make([]float32, 256), make([]float32, 256)
	out := make([]float32, 256)
	best := time.Duration(math.MaxInt64)
	for r := 0; r < 200; r++ {
		t0 := time.Now()
		for i := range a {
			fa[i], fb[i] = widen(a[i]), widen(bt[i])
		}
		for i := 0; i < 16; i++ {
			for j := 0; j < 16; j++ {
				var s float32
				for k := 0; k < 16; k++ {
					s += fa[i*16+k] * fb[j*16+k]
				}
				out[i*16+j] = s
			}
		}
		best = min(best, time.Since(t0))
	}
	sink32 = out[0]
	return best
}
