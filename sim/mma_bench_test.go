package sim

import (
	"encoding/binary"
	"math"
	"math/rand"
	"testing"
	"time"

	"cudasim/internal/gzfile"
	"cudasim/sim/fp"
	"cudasim/sim/ptx"
)

// BenchmarkTensorGemm runs the probe's 64x64x256 GEMMs (testdata/reference/tensor/probe/gemm.cu,
// nvcc 11.8 PTX): one block of four warps, operands staged through shared memory; wmma.mma
// (f16 or bf16 inputs, f32 accumulators) and mma.sync with ldmatrix. flop/s counts 2·M·N·K per
// launch; x-native divides the wall time by that of the same product in plain Go (f16 inputs),
// timed in the same run. The bf16 kernel reads the same bits as bf16 (small numbers, all finite);
// _small multiplies matrices of 0, 1 and 2, as the cuda-samples GEMMs do.
func BenchmarkTensorGemm(b *testing.B) {
	src, err := gzfile.ReadFile("../testdata/reference/tensor/probe/ptx118/gemm.ptx")
	if err != nil {
		b.Skip(err)
	}
	m, err := ptx.Parse(src)
	if err != nil {
		b.Fatal(err)
	}
	prog, err := Compile(m)
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewSource(1))
	half := func(n int) []byte {
		out := make([]byte, 2*n)
		for i := 0; i < n; i++ {
			binary.LittleEndian.PutUint16(out[2*i:], uint16(0x3000+rng.Intn(0x0c00))|uint16(rng.Intn(2))<<15)
		}
		return out
	}
	// small is what the cuda-samples GEMMs multiply: (half)(rand() % 3), every sum exact.
	small := func(n int) []byte {
		out := make([]byte, 2*n)
		for i := 0; i < n; i++ {
			binary.LittleEndian.PutUint16(out[2*i:], [3]uint16{0, 0x3c00, 0x4000}[rng.Intn(3)])
		}
		return out
	}
	for _, bc := range []struct {
		name, kernel string
		input        func(int) []byte
	}{{"gemm_wmma_f16", "gemm_wmma_f16", half}, {"gemm_wmma_bf16", "gemm_wmma_bf16", half}, {"gemm_mma_f16", "gemm_mma_f16", half},
		{"gemm_wmma_f16_small", "gemm_wmma_f16", small}} {
		name, half := bc.name, bc.input
		b.Run(name, func(b *testing.B) {
			k, err := prog.Kernel(bc.kernel)
			if err != nil {
				b.Fatal(err)
			}
			mem := newTestMem()
			up := func(d []byte) uint64 {
				a, _ := mem.Alloc(len(d))
				mem.Write(a, d)
				return a
			}
			ptrs := []uint64{up(make([]byte, 64)), up(half(64 * 256)), up(half(256 * 64)), up(make([]byte, 256)), up(make([]byte, 64*64*4))}
			buf := make([]byte, k.ParamSize())
			for i, p := range k.Params() {
				binary.LittleEndian.PutUint64(buf[p.Offset:], ptrs[i])
			}
			b.ResetTimer()
			cpu0 := processCPU()
			for i := 0; i < b.N; i++ {
				if err := Run(k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{128, 1, 1}, Params: buf, Memory: mem, Workers: 1}); err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			b.ReportMetric(float64(processCPU()-cpu0)/float64(b.N)/1e6, "cpu-ms/op")
			b.ReportMetric(2*64*64*256*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mflop/s")
			b.ReportMetric(b.Elapsed().Seconds()/float64(b.N)/nativeGemm(ptrs[1], ptrs[2], mem).Seconds(), "x-native")
		})
	}
}

// nativeGemm times the same 64x64x256 product in plain Go (f16 inputs widened to f32, f32 sums),
// best of three.
func nativeGemm(pa, pb uint64, mem *testMem) time.Duration {
	ra, rb := make([]byte, 2*64*256), make([]byte, 2*256*64)
	mem.Read(pa, ra)
	mem.Read(pb, rb)
	a, bm := make([]float32, 64*256), make([]float32, 256*64)
	for i := range a {
		a[i] = fp.F16ToF32(binary.LittleEndian.Uint16(ra[2*i:]))
		bm[i] = fp.F16ToF32(binary.LittleEndian.Uint16(rb[2*i:]))
	}
	out := make([]float32, 64*64)
	best := time.Duration(math.MaxInt64)
	for r := 0; r < 3; r++ {
		t0 := time.Now()
		for i := 0; i < 64; i++ {
			for j := 0; j < 64; j++ {
				var s float32
				for k := 0; k < 256; k++ {
					s += a[i*256+k] * bm[k*64+j]
				}
				out[i*64+j] = s
			}
		}
		best = min(best, time.Since(t0))
	}
	sinkF32 = out[0]
	return best
}
