package sim

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

var update = flag.Bool("update", false, "rewrite the expected IR in testdata/ir/*.txtar with what the compiler prints now")

// TestIRGolden pins lowering: each testdata/ir/*.txtar holds PTX (in.ptx) and the IR every kernel
// of it lowers to (out.ir, as Kernel.WriteIR prints it, kernels in module order). A change in
// lowering shows up as a diff here; go test -run TestIRGolden -update rewrites out.ir.
func TestIRGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/ir/*.txtar")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no testdata/ir/*.txtar")
	}
	for _, path := range files {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(path)
			if err != nil {
				t.Fatal(err)
			}
			var src []byte
			want, outIdx := "", -1
			for i, f := range ar.Files {
				switch f.Name {
				case "in.ptx":
					src = f.Data
				case "out.ir":
					want, outIdx = string(f.Data), i
				default:
					t.Fatalf("unexpected file %s (want in.ptx and out.ir)", f.Name)
				}
			}
			got := printIR(t, src)
			if got == want {
				return
			}
			if *update {
				if outIdx < 0 {
					ar.Files = append(ar.Files, txtar.File{Name: "out.ir"})
					outIdx = len(ar.Files) - 1
				}
				ar.Files[outIdx].Data = []byte(got)
				if err := os.WriteFile(path, txtar.Format(ar), 0o666); err != nil {
					t.Fatal(err)
				}
				return
			}
			t.Errorf("IR differs from out.ir (go test -run TestIRGolden -update rewrites it)\n%s", lineDiff(want, got))
		})
	}
}

// printIR compiles src and prints every kernel's IR.
func printIR(t *testing.T, src []byte) string {
	t.Helper()
	p := compileSrc(t, src)
	var b bytes.Buffer
	for i, name := range p.Kernels() {
		if i > 0 {
			b.WriteByte('\n')
		}
		k, err := p.Kernel(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := k.WriteIR(&b); err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}

// lineDiff lists the lines of want and got that differ, by line number.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := 0; i < max(len(w), len(g)); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			b.WriteString("-" + wl + "\n+" + gl + "\n")
		}
	}
	return b.String()
}
