package sim

import (
	"math"
	"testing"
)

// texBenchPTX samples a 2D texture object once per thread at the coordinates crd[2i], crd[2i+1]
// and stores the float4 result (what tex2D<float4> compiles to).
const texBenchPTX = `
.version 7.8
.target sm_90
.address_size 64
.visible .entry tex2d_linear(.param .u64 tex, .param .u64 crd, .param .u64 out, .param .u32 n)
{
	.reg .pred %p;
	.reg .b32 %r<4>;
	.reg .f32 %f<6>;
	.reg .b64 %rd<8>;
	mov.u32 %r0, %ctaid.x;
	mov.u32 %r1, %ntid.x;
	mov.u32 %r2, %tid.x;
	mad.lo.s32 %r0, %r0, %r1, %r2;
	ld.param.u32 %r3, [n];
	setp.ge.u32 %p, %r0, %r3;
	@%p bra DONE;
	ld.param.u64 %rd0, [tex];
	ld.param.u64 %rd1, [crd];
	ld.param.u64 %rd2, [out];
	mul.wide.u32 %rd3, %r0, 8;
	add.s64 %rd4, %rd1, %rd3;
	ld.global.v2.f32 {%f0, %f1}, [%rd4];
	tex.2d.v4.f32.f32 {%f2, %f3, %f4, %f5}, [%rd0, {%f0, %f1}];
	mul.wide.u32 %rd5, %r0, 16;
	add.s64 %rd6, %rd2, %rd5;
	st.global.v4.f32 [%rd6], {%f2, %f3, %f4, %f5};
DONE:
	ret;
}
`

// texBenchMem is the benchmark's memory with one texture object (handle 1).
type texBenchMem struct {
	Memory
	obj *TexObject
}

func (m texBenchMem) TexObject(h uint64) (*TexObject, bool)  { return m.obj, h == 1 }
func (m texBenchMem) SurfObject(uint64) (*TexResource, bool) { return nil, false }

// BenchmarkTex2DLinear samples a 256x256 float4 texture bilinearly (normalized coordinates, clamp)
// at 64K random points; native is the same bilinear filter in plain Go float32 arithmetic (not
// the texture unit's fixed-point weights and rounding).
func BenchmarkTex2DLinear(b *testing.B) {
	e := newBenchEnv(b)
	mod, err := loadProgram(e.tg, compileSrc(b, []byte(texBenchPTX)))
	if err != nil {
		b.Fatal(err)
	}
	e.mod = mod
	const size, n = 256, 64 << 10
	texels := randF32(size*size*4, 7)
	crd := randF32(2*n, 11)
	for i := range crd {
		crd[i] = crd[i]*0.6 + 0.5 // mostly inside, some clamped
	}
	tex := e.alloc(f32bytes(texels))
	pc := e.alloc(f32bytes(crd))
	out := e.alloc(make([]byte, 16*n))
	obj := &TexObject{
		Res: TexResource{Kind: TexArray, Shape: Tex2D, Format: FormatF32, Channels: 4,
			Levels: []TexLevel{{Addr: tex, Width: size, Height: size, Depth: 1, RowPitch: 16 * size, SlicePitch: 16 * size * size}}},
		Sampler: Sampler{AddressMode: [3]uint32{AddressClamp, AddressClamp, AddressClamp}, Filter: FilterLinear, Normalized: true},
	}
	e.wrap = func(m Memory) Memory { return texBenchMem{m, obj} }
	result := make([]float32, 4*n)
	native := func() {
		clamp := func(i int) int { return min(max(i, 0), size-1) }
		for i := 0; i < n; i++ {
			u, v := crd[2*i]*size-0.5, crd[2*i+1]*size-0.5
			x0, y0 := int(math.Floor(float64(u))), int(math.Floor(float64(v)))
			a, c := u-float32(x0), v-float32(y0)
			for ch := 0; ch < 4; ch++ {
				t := func(x, y int) float32 { return texels[(clamp(y)*size+clamp(x))*4+ch] }
				result[4*i+ch] = (1-c)*((1-a)*t(x0, y0)+a*t(x0+1, y0)) + c*((1-a)*t(x0, y0+1)+a*t(x0+1, y0+1))
			}
		}
	}
	e.run(b, "tex2d_linear", [3]uint32{n / 128, 1, 1}, [3]uint32{128, 1, 1}, [][]byte{le64(1), le64(pc), le64(out), le32(n)}, native)
	// The engine's results are the texture unit's (9-bit weights): close to the float32 filter's.
	got := bytesF32(e.read(out, 16*n))
	for i := 0; i < 4*n; i += 997 {
		if d := math.Abs(float64(got[i] - result[i])); d > 1.0/64 {
			b.Fatalf("result %d = %v, plain bilinear %v", i, got[i], result[i])
		}
	}
}
