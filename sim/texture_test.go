package sim

import (
	"testing"

	"cudasim/internal/gzfile"
	"cudasim/sim/ptx"
)

// TestTexprobeLowers lowers every kernel of the texture probe as nvcc 13.0 built it
// (testdata/texture/texprobe.ptx: tex, tld4, txq, suld, sust, suq, istypep in all the forms
// the CUDA headers emit) and checks that none is left unsupported but the kernels with txq or
// suq, which the H200's driver refuses to load (docs/textures.md).
func TestTexprobeLowers(t *testing.T) {
	src, err := gzfile.ReadFile("../testdata/texture/texprobe.ptx")
	if err != nil {
		t.Fatal(err)
	}
	m, err := ptx.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Compile(m)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.kernels) < 300 {
		t.Fatalf("%d kernels", len(p.kernels))
	}
	refused := map[string]bool{"k_txq": true, "k_txq2": true, "k_txq3": true, "k_suq": true}
	for _, k := range p.kernels {
		if (len(k.notes) > 0) != refused[k.name] {
			t.Errorf("%s: notes %v", k.name, k.notes)
		}
	}
}
