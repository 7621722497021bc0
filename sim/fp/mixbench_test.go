package fp

import (
	"math"
	"math/rand"
	"testing"
)

// BenchmarkApproxMix: the options kernel's nine SFU instructions a warp (sim/testdata/bench/
// sfu90.ptx: rsqrt, div, lg2, div, div, ex2, div, ex2, ex2) through the warp functions, on 32
// random inputs each of the kinds the kernel gives them (ex2 of negative numbers), over 8,192
// warps (262,144 options, one launch): the table reads' cost without the rest of the engine.
// The tables are made before the timer starts; rcp's and div's second pass is AVX2's where
// the CPU has it, as in the engine. `valgrind --tool=callgrind
// --toggle-collect='*approxMixLaunch*'` counts one call's instructions and cache misses alone.
func BenchmarkApproxMix(b *testing.B) {
	benchApproxMix(b, func(r *rand.Rand) float64 { return r.Float64() })
}

// BenchmarkApproxMixCached is BenchmarkApproxMix with the inputs of the table lookups drawn from
// 64 values of each kind, whose entries stay in the caches: the warp functions' own
// instructions, without the misses (perf28: the two benchmarks' difference is the misses' cost).
func BenchmarkApproxMixCached(b *testing.B) {
	benchApproxMix(b, func(r *rand.Rand) float64 { return float64(r.Intn(64)) / 64 })
}

// benchApproxMix runs approxMixLaunch on inputs made from u's numbers in [0, 1).
func benchApproxMix(b *testing.B, u func(r *rand.Rand) float64) {
	const warps = 8192
	r := rand.New(rand.NewSource(1))
	in := make([][4][32]uint64, warps)
	for w := range in {
		for l := 0; l < 32; l++ {
			in[w][0][l] = uint64(math.Float32bits(float32(0.25 + 10*u(r))))        // rsqrt: years
			in[w][1][l] = uint64(math.Float32bits(float32(1 + 100*u(r))))          // divisors, lg2
			in[w][2][l] = uint64(math.Float32bits(float32(-30 * u(r))))            // ex2
			in[w][3][l] = uint64(math.Float32bits(float32(r.Float64()*2-1) * 1e3)) // dividends
		}
	}
	var d [32]uint64
	for k := 0; k < 1<<24; k += 1 << 12 { // make every table's blocks and chunks
		Lg2Approx32(math.Float32frombits(0x3f800000|uint32(k)&0x7fffff), false)
		for _, id := range []tableID{tEx2Pos, tEx2Neg, tRcp, tRsqrt, tSqrt} {
			if k < tableSizes[id] {
				id.get().lookup(k)
			}
		}
	}
	defer func(v bool) { VectorLanes = v }(VectorLanes)
	VectorLanes = haveAVX2 // as the engine's fast path runs them
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		approxMixLaunch(in, &d)
	}
}

// approxMixLaunch is one launch's SFU instructions for BenchmarkApproxMix.
func approxMixLaunch(in [][4][32]uint64, d *[32]uint64) {
	for w := range in {
		x := &in[w]
		RsqrtApprox32Lanes(d, &x[0])
		DivApprox32Lanes(d, &x[3], &x[1])
		Lg2Approx32Lanes(d, &x[1])
		DivApprox32Lanes(d, &x[3], &x[0])
		DivApprox32Lanes(d, &x[3], &x[1])
		Ex2Approx32Lanes(d, &x[2])
		DivApprox32Lanes(d, &x[3], &x[2])
		Ex2Approx32Lanes(d, &x[2])
		Ex2Approx32Lanes(d, &x[2])
	}
}
