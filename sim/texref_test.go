package sim

import (
	"strings"
	"testing"

	"cudasim/cu"
)

// TestTexRefOperands lowers tex, tld4, suld and sust whose operand names a
// module-scope .texref or .surfref (what nvcc 11 emits for texture<> and
// surface<>), and refuses a reference of the other kind.
func TestTexRefOperands(t *testing.T) {
	const head = ".version 7.8\n.target sm_90\n.address_size 64\n.global .texref tr;\n.global .surfref sr;\n"
	good := head + `.visible .entry k()
{
	.reg .f32 %f<8>;
	.reg .b32 %r<4>;
	mov.f32 %f1, 0f3F000000;
	tex.2d.v4.f32.f32 {%f2, %f3, %f4, %f5}, [tr, {%f1, %f1}];
	tld4.r.2d.v4.f32.f32 {%f2, %f3, %f4, %f5}, [tr, {%f1, %f1}];
	tex.1d.v4.u32.s32 {%r1, %r2, %r3, %r0}, [tr, {%r1}];
	suld.b.2d.b32.zero {%r1}, [sr, {%r2, %r3}];
	sust.b.2d.b32.trap [sr, {%r2, %r3}], {%r1};
	ret;
}
`
	p, err := compileString(good)
	if err != nil {
		t.Fatal(err)
	}
	k, err := p.Kernel("k")
	if err != nil {
		t.Fatal(err)
	}
	if len(k.texRefs) != 2 || k.texRefs[0] != "tr" || k.texRefs[1] != "sr" {
		t.Errorf("references %q, want [tr sr]", k.texRefs)
	}
	for _, bad := range []string{
		"tex.2d.v4.f32.f32 {%f2, %f3, %f4, %f5}, [sr, {%f1, %f1}];",
		"suld.b.2d.b32.zero {%r1}, [tr, {%r2, %r3}];",
	} {
		src := head + ".visible .entry k()\n{\n\t.reg .f32 %f<8>;\n\t.reg .b32 %r<4>;\n\t" + bad + "\n\tret;\n}\n"
		p, err := compileString(src)
		if err == nil {
			_, err = p.Kernel("k")
		}
		if cu.Code(err) != cu.ErrorInvalidPTX || !strings.Contains(err.Error(), "needs a .") {
			t.Errorf("%s: %v, want CUDA_ERROR_INVALID_PTX", bad, err)
		}
	}
}
