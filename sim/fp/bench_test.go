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

// BenchmarkSequentialDecode is the first-use cost of a sequential table
// (decompression and the reference over every entry: 2^23 for sin and lg2,
// 6,684,672 for tanh).
func BenchmarkSequentialDecode(b *testing.B) {
	for _, name := range []string{TableSin, TableLg2, TableTanh} {
		b.Run(name, func(b *testing.B) {
			data, err := tableFS.ReadFile("tables/" + name + ".fpt")
			if err != nil {
				b.Fatal(err)
			}
			for i := 0; i < b.N; i++ {
				if _, err := decodeTable(name, data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
