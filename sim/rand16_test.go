package sim

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"cudasim/conform"
	"cudasim/internal/gzfile"
)

var rand16Dump = flag.String("rand16.dump", "", "DIR: write cudasim's outputs of the rand16 cases there (NAME.case.out.bin)")

// rand16Known lists the rand16 cases whose differences from the H200 are known, with why.
var rand16Known = map[string]string{}

// TestRand16Sweeps runs the targeted sweeps of version 2's inexact forms
// (testdata/conformance/rand16, written by gen.py, recorded on the H200) bit for bit.
func TestRand16Sweeps(t *testing.T) {
	paths, err := filepath.Glob("../testdata/conformance/rand16/*.case")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	for _, p := range paths {
		name := filepath.Base(p)
		t.Run(name, func(t *testing.T) {
			c, err := conform.Load(p)
			if err != nil {
				t.Fatal(err)
			}
			res := conform.Run(&simTarget{testMem: newTestMem(), workers: 2}, c)
			if *rand16Dump != "" {
				for buf, b := range res.Outputs {
					if err := os.WriteFile(filepath.Join(*rand16Dump, name+"."+buf+".bin"), b, 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			if recorded, _ := gzfile.Glob(p + ".*.bin"); len(recorded) == 0 {
				if res.Err != nil {
					t.Fatal(res.Err)
				}
				t.Skip("no golden outputs recorded on the H200 yet")
			}
			if res.Passed() {
				return
			}
			if why, ok := rand16Known[name]; ok && res.Err == nil {
				t.Skipf("known (%s): %s", why, res.String())
			}
			t.Error(res.String())
		})
	}
}
