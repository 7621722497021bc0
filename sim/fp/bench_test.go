package fp

import (
	"math"
	"testing"
)

var sink32 float32
var sink64 float64
var sinkU uint64

func benchInputs32() []float32 {
	xs := make([]float32, 1024)
	for i := range xs {
		xs[i] = float32(math.Sin(float64(i))*100) + 0.5
	}
	return xs
}

func BenchmarkAdd32RN(b *testing.B) {
	xs := benchInputs32()
	for i := 0; i < b.N; i++ {
		sink32 = Add32(xs[i&1023], xs[(i+7)&1023], RN)
	}
}

func BenchmarkAdd32RZ(b *testing.B) {
	xs := benchInputs32()
	for i := 0; i < b.N; i++ {
		sink32 = Add32(xs[i&1023], xs[(i+7)&1023], RZ)
	}
}

func BenchmarkFMA32RN(b *testing.B) {
	xs := benchInputs32()
	for i := 0; i < b.N; i++ {
		sink32 = FMA32(xs[i&1023], xs[(i+7)&1023], xs[(i+13)&1023], RN)
	}
}

func BenchmarkFMA32RM(b *testing.B) {
	xs := benchInputs32()
	for i := 0; i < b.N; i++ {
		sink32 = FMA32(xs[i&1023], xs[(i+7)&1023], xs[(i+13)&1023], RM)
	}
}

func BenchmarkDiv32RZ(b *testing.B) {
	xs := benchInputs32()
	for i := 0; i < b.N; i++ {
		sink32 = Div32(xs[i&1023], xs[(i+7)&1023], RZ)
	}
}

func BenchmarkAdd64RM(b *testing.B) {
	xs := benchInputs32()
	for i := 0; i < b.N; i++ {
		sink64 = Add64(float64(xs[i&1023]), float64(xs[(i+7)&1023])*1e-9, RM)
	}
}

func BenchmarkFMA64RZ(b *testing.B) {
	xs := benchInputs32()
	for i := 0; i < b.N; i++ {
		sink64 = FMA64(float64(xs[i&1023]), 1.1, float64(xs[(i+7)&1023]), RZ)
	}
}

func BenchmarkEx2Approx32(b *testing.B) {
	xs := benchInputs32()
	Ex2Approx32(1, true) // decode the table outside the timing
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sink32 = Ex2Approx32(xs[i&1023]*0.01, true)
	}
}

func BenchmarkRcpApprox32(b *testing.B) {
	xs := benchInputs32()
	RcpApprox32(1, true)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sink32 = RcpApprox32(xs[i&1023], true)
	}
}

func BenchmarkRsqrtApprox32(b *testing.B) {
	xs := benchInputs32()
	RsqrtApprox32(1, true)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sink32 = RsqrtApprox32(xs[i&1023], true)
	}
}

func BenchmarkExpfReplica(b *testing.B) {
	xs := benchInputs32()
	expfReplica(1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sink32 = expfReplica(xs[i&1023] * 0.5)
	}
}

func BenchmarkCvtF16F32(b *testing.B) {
	xs := benchInputs32()
	c := Cvt{Dst: F16, Src: F32, Round: RN}
	for i := 0; i < b.N; i++ {
		sinkU = c.Apply(uint64(math.Float32bits(xs[i&1023])))
	}
}

func BenchmarkCvtS32F32(b *testing.B) {
	xs := benchInputs32()
	c := Cvt{Dst: S32, Src: F32, Round: RZ, Integral: true}
	for i := 0; i < b.N; i++ {
		sinkU = c.Apply(uint64(math.Float32bits(xs[i&1023])))
	}
}

func BenchmarkTableDecode(b *testing.B) {
	data, err := tableFS.ReadFile("tables/" + TableEx2Neg + ".fpt")
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		if _, err := decodeTable(TableEx2Neg, data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSinApprox32(b *testing.B) {
	xs := benchInputs32()
	SinApprox32(1, true) // decode the table outside the timing
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sink32 = SinApprox32(xs[i&1023], true)
	}
}

func BenchmarkLg2Approx32(b *testing.B) {
	xs := benchInputs32()
	Lg2Approx32(1, true)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sink32 = Lg2Approx32(xs[i&1023], true)
	}
}

// BenchmarkSequentialDecode is the first-use cost of a sequential table (2^23
// entries for sin and lg2, 6,684,672 for tanh): "first" decompresses it and
// looks up one entry (its chunk's values made), "all" makes every chunk's
// values, the reference over every entry, as a kernel whose inputs span the
// whole table pays in the end.
func BenchmarkSequentialDecode(b *testing.B) {
	for _, name := range []string{TableSin, TableLg2, TableTanh} {
		for _, all := range []bool{false, true} {
			b.Run(name+map[bool]string{false: "/first", true: "/all"}[all], func(b *testing.B) {
				data, err := tableFS.ReadFile("tables/" + name + ".fpt")
				if err != nil {
					b.Fatal(err)
				}
				for b.Loop() {
					t, err := decodeTable(name, data)
					if err != nil {
						b.Fatal(err)
					}
					step := 1 << chunkShift
					if !all {
						step = len(t.seq.full) << chunkShift
					}
					for i := 0; i < tableSizes[t.id]; i += step {
						sinkU = uint64(t.lookup(i))
					}
				}
			})
		}
	}
}

// BenchmarkApproxWarp evaluates the table-based .approx instructions a warp at a time on inputs
// spread as a kernel's are (each lane's table entry unrelated to its neighbours', over 2^20
// inputs): "lanes" lane after lane as the engine did, "prefetch" after Prefetch32, "native" the
// nearest Go math function on the same inputs. ns/op is per warp of 32 lanes.
func BenchmarkApproxWarp(b *testing.B) {
	ops := []struct {
		name   string
		op     Approx
		lo, hi float64
		f      func(float32) float32
		native func(float32) float32
	}{
		{"rcp", ApproxRcp, 0.5, 100, func(x float32) float32 { return RcpApprox32(x, false) }, func(x float32) float32 { return 1 / x }},
		{"div", ApproxRcp, 0.5, 100, func(x float32) float32 { return DivApprox32(3, x, false) }, func(x float32) float32 { return 3 / x }},
		{"sqrt", ApproxSqrt, 0, 100, func(x float32) float32 { return SqrtApprox32(x, false) }, func(x float32) float32 { return float32(math.Sqrt(float64(x))) }},
		{"rsqrt", ApproxRsqrt, 0.01, 100, func(x float32) float32 { return RsqrtApprox32(x, false) }, func(x float32) float32 { return float32(1 / math.Sqrt(float64(x))) }},
		{"ex2", ApproxEx2, -20, 0, func(x float32) float32 { return Ex2Approx32(x, false) }, func(x float32) float32 { return float32(math.Exp2(float64(x))) }},
		{"lg2", ApproxLg2, 0.01, 100, func(x float32) float32 { return Lg2Approx32(x, false) }, func(x float32) float32 { return float32(math.Log2(float64(x))) }},
		{"sin", ApproxSin, -100, 100, func(x float32) float32 { return SinApprox32(x, false) }, func(x float32) float32 { return float32(math.Sin(float64(x))) }},
		{"tanh", ApproxTanh, -4, 4, TanhApprox32, func(x float32) float32 { return float32(math.Tanh(float64(x))) }},
	}
	const n = 1 << 20
	seed := uint64(1)
	mix := make([][]uint64, 0, len(ops)) // a warp of each op in turn: the tables compete for the caches
	for _, o := range ops {
		lanes := make([]uint64, n)
		xs := make([]float32, n)
		for i := range lanes {
			seed = seed*6364136223846793005 + 1442695040888963407
			xs[i] = float32(o.lo + (o.hi-o.lo)*float64(seed>>11)*0x1p-53)
			lanes[i] = uint64(math.Float32bits(xs[i]))
		}
		o.f(1) // decode the table outside the timing
		mix = append(mix, lanes)
		for _, mode := range []string{"lanes", "prefetch", "native"} {
			b.Run(o.name+"/"+mode, func(b *testing.B) {
				var s float32
				for i := 0; i < b.N; i++ {
					w := i * 32 & (n - 1)
					switch mode {
					case "native":
						for _, x := range xs[w : w+32] {
							s += o.native(x)
						}
						continue
					case "prefetch":
						Prefetch32(o.op, (*[32]uint64)(lanes[w:w+32]), ^uint32(0))
					}
					for _, x := range xs[w : w+32] {
						s += o.f(x)
					}
				}
				sink32 = s
			})
		}
	}
	// mix: rcp, div, sqrt, rsqrt, ex2, lg2, sin and tanh a warp each, per op.
	for _, mode := range []string{"lanes", "prefetch", "native"} {
		b.Run("mix/"+mode, func(b *testing.B) {
			var s float32
			for i := 0; i < b.N; i++ {
				o := ops[i%len(ops)]
				w := (i / len(ops)) * 32 & (n - 1)
				lanes := (*[32]uint64)(mix[i%len(ops)][w : w+32])
				switch mode {
				case "native":
					for _, v := range lanes {
						s += o.native(math.Float32frombits(uint32(v)))
					}
					continue
				case "prefetch":
					Prefetch32(o.op, lanes, ^uint32(0))
				}
				for _, v := range lanes {
					s += o.f(math.Float32frombits(uint32(v)))
				}
			}
			sink32 = s
		})
	}
}

// BenchmarkCvtDraw is the two conversions of Numba's random draw
// (cvt.rn.f64.u64 of 53 bits, then cvt.rn.f32.f64 of the scaled value):
// through Apply, through the software rounding Apply used to take, and as
// Go's own conversions (the native reference).
func BenchmarkCvtDraw(b *testing.B) {
	xs := make([]uint64, 1024)
	for i := range xs {
		xs[i] = uint64(i) * 0x9E3779B97F4A7C15 >> 11
	}
	toF64 := Cvt{Dst: F64, Src: U64, Round: RN}
	toF32 := Cvt{Dst: F32, Src: F64, Round: RN}
	scale := func(x uint64) uint64 { return math.Float64bits(math.Float64frombits(x) * 0x1p-53) }
	b.Run("apply", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			sinkU = toF32.Apply(scale(toF64.Apply(xs[i&1023])))
		}
	})
	b.Run("soft", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			sinkU = toF32.soft(scale(toF64.soft(xs[i&1023])))
		}
	})
	b.Run("go", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			sink32 = float32(float64(xs[i&1023]) * 0x1p-53)
		}
	})
}
