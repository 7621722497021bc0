package sim

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"
)

// deadLatticePTX is a kernel of m float muls, each with an add of its product that is stored,
// whose products also feed a lattice of fmas, w wide and l layers deep, each reading three
// values of the layer before, whose results nothing reads: dead code, which ptxas removes
// before it fuses (contract's unused), so every mul fuses with its add while l is at most 8.
func deadLatticePTX(m, w, l int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s.visible .entry k(.param .u64 p) {\n\t.reg .f32 %%f<%d>; .reg .b64 %%rd<3>;\n", hdr, 2*m+w*l+8)
	b.WriteString("\tld.param.u64 %rd1, [p]; cvta.to.global.u64 %rd2, %rd1; ld.global.f32 %f1, [%rd2]; ld.global.f32 %f2, [%rd2+4];\n")
	n := 3
	layer := make([]int, w)
	for i := range m {
		fmt.Fprintf(&b, "\tmul.f32 %%f%d, %%f1, %%f2;\n\tadd.f32 %%f%d, %%f%d, %%f1;\n\tst.global.f32 [%%rd2+%d], %%f%d;\n", n, n+1, n, 8+4*i, n+1)
		layer[i%w] = n
		n += 2
	}
	for range l {
		next := make([]int, w)
		for j := range w {
			fmt.Fprintf(&b, "\tfma.rn.f32 %%f%d, %%f%d, %%f%d, %%f%d;\n", n, layer[j], layer[(j+1)%w], layer[(j+2)%w])
			next[j] = n
			n++
		}
		layer = next
	}
	b.WriteString("\tret;\n}\n")
	return b.String()
}

// TestContractionThroughDeadLattice: every mul of deadLatticePTX(16, 16, 8) fuses with its
// stored add, the lattice its product also feeds being dead: the stored values are the fused
// a*b+a, rounded once, where the unfused would differ.
func TestContractionThroughDeadLattice(t *testing.T) {
	a := float32(1 + 0x1p-12)
	b := float32(1 + 0x1p-12)
	fused := func(b float32) float32 { return float32(float64(a)*float64(b) + float64(a)) } // exact in float64
	for fused(b) == a*b+a {
		b = math.Nextafter32(b, 2)
	}
	const m = 16
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileSrc(t, []byte(deadLatticePTX(m, 16, 8))))
	if err != nil {
		t.Fatal(err)
	}
	buf, _ := tg.Alloc(8 + 4*m)
	tg.Write(buf, le32(math.Float32bits(a), math.Float32bits(b)))
	if err := launch(t, mod, "k", [3]uint32{1, 1, 1}, [3]uint32{1, 1, 1}, le64(buf)); err != nil {
		t.Fatal(err)
	}
	out := make([]byte, 4*m)
	tg.Read(buf+8, out)
	for i := range m {
		if got := math.Float32frombits(binary.LittleEndian.Uint32(out[4*i:])); got != fused(b) {
			t.Errorf("mul %d: stored %g, the fused a*b+a is %g (unfused %g)", i, got, fused(b), a*b+a)
		}
	}
}

// BenchmarkContractDeadLattice is the compilation of deadLatticePTX(16, 16, 8): contract's
// question whether a value is used reaches each lattice value by 3^depth paths.
func BenchmarkContractDeadLattice(b *testing.B) {
	src := []byte(deadLatticePTX(16, 16, 8))
	for b.Loop() {
		p := compileSrc(b, src)
		if _, err := p.Kernel("k"); err != nil {
			b.Fatal(err)
		}
	}
}
