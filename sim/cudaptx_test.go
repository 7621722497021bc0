package sim

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"cudasim/internal/gzfile"
	"cudasim/sim/ptx"
)

// TestCudaPTXWrappersLower lowers every kernel of tma12w1/ptxgen: one per cuda::ptx wrapper
// overload of CUDA 13.0's headers for sm_90 and older (ptxgen.py, nvcc 13.0's PTX for sm_90a;
// ptxgen-summary.txt counts them). Each must lower with no refusal (the .b128 loads and stores
// included since tma13: tma13w1's w_* cases run them against the H200's results).
func TestCudaPTXWrappersLower(t *testing.T) {
	files, _ := filepath.Glob("../testdata/conformance/tma/tma12w1/ptxgen/*.ptx.gz")
	kernels := 0
	for _, f := range files {
		src, err := gzfile.ReadFile(strings.TrimSuffix(f, ".gz"))
		if err != nil {
			t.Fatal(err)
		}
		m, err := ptx.Parse(src)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		p, err := CompileLazy(m)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, name := range p.Kernels() {
			kernels++
			k, err := p.Kernel(name)
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			var ir bytes.Buffer
			if err := k.WriteIR(&ir); err != nil {
				t.Fatal(err)
			}
			for _, l := range strings.Split(ir.String(), "\n") {
				if strings.Contains(l, "unsupported") {
					t.Errorf("%s: %s", name, strings.TrimSpace(l))
				}
			}
		}
	}
	if kernels < 1000 {
		t.Fatalf("%d kernels", kernels)
	}
}
