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
	runTargetedSweeps(t, "../testdata/conformance/rand16", *rand16Dump, rand16Known)
}

var rand17Dump = flag.String("rand17.dump", "", "DIR: write cudasim's outputs of the rand17 cases there (NAME.case.out.bin)")

// rand17Known lists the rand17 cases whose differences from the H200 are known, with why.
var rand17Known = map[string]string{}

// TestRand17Sweeps runs the targeted sweeps of version 3's inexact forms
// (testdata/conformance/rand17, written by gen.py, recorded on the H200) bit for bit.
func TestRand17Sweeps(t *testing.T) {
	runTargetedSweeps(t, "../testdata/conformance/rand17", *rand17Dump, rand17Known)
}

// runTargetedSweeps runs every case in dir on cudasim and compares its outputs with the H200's
// (NAME.case.BUF.bin[.gz]); dump, if set, receives cudasim's outputs; known maps a case to why
// its difference is understood.
func runTargetedSweeps(t *testing.T, dir, dump string, known map[string]string) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.case"))
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
			if dump != "" {
				for buf, b := range res.Outputs {
					if err := os.WriteFile(filepath.Join(dump, name+"."+buf+".bin"), b, 0o644); err != nil {
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
			if why, ok := known[name]; ok && res.Err == nil {
				t.Skipf("known (%s): %s", why, res.String())
			}
			t.Error(res.String())
		})
	}
}

// runCaseOutputs runs the conformance case at path on cudasim and returns its output buffers,
// failing t if it does not run; with -rand17.dump each buffer is also written there, as
// NAME.case.BUF.bin (the name its H200 golden has).
func runCaseOutputs(t *testing.T, path string) map[string][]byte {
	t.Helper()
	c, err := conform.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	res := conform.Run(&simTarget{testMem: newTestMem(), workers: 2}, c)
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	if *rand16Dump != "" {
		for buf, b := range res.Outputs {
			if err := os.WriteFile(filepath.Join(*rand16Dump, filepath.Base(path)+"."+buf+".bin"), b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	return res.Outputs
}
