package sim

import (
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/sim/ptx"
)

// A matrix instruction the engine does not execute fails its own kernel's launch with
// CUDA_ERROR_NOT_SUPPORTED naming it; the module compiles and its other kernels run.
func TestMatrixUnsupportedFailsOneKernel(t *testing.T) {
	src := hdr + `
.visible .entry sm100(.param .u64 p) {
	.reg .b32 %r<12>; .reg .f32 %f<8>;
	mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e2m1.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7};
	ret;
}
.visible .entry badfrag(.param .u64 p) {
	.reg .b32 %r<12>; .reg .f32 %f<8>;
	mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1}, {%r4,%r5}, {%f4,%f5,%f6,%f7};
	ret;
}
.visible .entry fine(.param .u64 p) {
	.reg .b32 %r<4>; .reg .b64 %rd<2>;
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %laneid;
	movmatrix.sync.aligned.m8n8.trans.b16 %r2, %r1;
	st.global.u32 [%rd1], %r2;
	ret;
}`
	m, err := ptx.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Compile(m)
	if err != nil {
		t.Fatalf("the module must compile: %v", err)
	}
	mem := newTestMem()
	out, _ := mem.Alloc(64)
	params := le64(out)
	for name, want := range map[string]string{"sm100": "mma", "badfrag": "register count", "fine": ""} {
		k, err := p.Kernel(name)
		if err != nil {
			t.Fatal(err)
		}
		err = Run(k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: params, Memory: mem})
		if want == "" {
			if err != nil {
				t.Errorf("%s: %v", name, err)
			}
			continue
		}
		if cu.Code(err) != cu.ErrorNotSupported || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want CUDA_ERROR_NOT_SUPPORTED mentioning %q", name, err, want)
		}
	}
}
