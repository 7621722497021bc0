package sim

import (
	"encoding/binary"
	"math/rand"
	"testing"

	"cudasim/internal/gzfile"
)

// BenchmarkWgmmaGemm runs the wgmma probe's GEMM (testdata/reference/wgmma/probe/gemm.cu, the
// nvcc 13.0 sm_90a PTX the H200 ran): D (256x256 f32) = A (256x512 f16) * B^T, 128x128 tiles of
// two warpgroups, K staged through 128-byte-swizzled shared memory, four wgmma.m64n128k16 per
// 64-wide K tile. flop/s counts 2·M·N·K per launch.
func BenchmarkWgmmaGemm(b *testing.B) {
	src, err := gzfile.ReadFile("../testdata/reference/wgmma/h200/ptx/wg_gemm_f16.ptx")
	if err != nil {
		b.Skip(err)
	}
	prog := compileSrc(b, src)
	k, err := prog.Kernel("wg_gemm_f16")
	if err != nil {
		b.Fatal(err)
	}
	const M, N, K = 256, 256, 512
	rng := rand.New(rand.NewSource(1))
	half := func(n int) []byte {
		out := make([]byte, 2*n)
		for i := 0; i < n; i++ {
			binary.LittleEndian.PutUint16(out[2*i:], uint16(0x3000+rng.Intn(0x0c00))|uint16(rng.Intn(2))<<15)
		}
		return out
	}
	mem := newTestMem()
	up := func(d []byte) uint64 {
		a, _ := mem.Alloc(len(d))
		mem.Write(a, d)
		return a
	}
	pa, pb, pd := up(half(M*K)), up(half(N*K)), up(make([]byte, M*N*4))
	buf := make([]byte, k.ParamSize())
	ps := k.Params()
	binary.LittleEndian.PutUint64(buf[ps[0].Offset:], pa)
	binary.LittleEndian.PutUint64(buf[ps[1].Offset:], pb)
	binary.LittleEndian.PutUint64(buf[ps[2].Offset:], pd)
	binary.LittleEndian.PutUint32(buf[ps[3].Offset:], M)
	binary.LittleEndian.PutUint32(buf[ps[4].Offset:], N)
	binary.LittleEndian.PutUint32(buf[ps[5].Offset:], K)
	l := &Launch{Grid: [3]uint32{N / 128, M / 128, 1}, Block: [3]uint32{256, 1, 1}, Params: buf, Memory: mem,
		Workers: 1, DynamicShared: 1024 + 32768}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := Run(k, l); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(2*M*N*K*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mflop/s")
}
