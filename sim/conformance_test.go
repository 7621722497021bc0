package sim

import (
	"path/filepath"
	"testing"

	"cudasim/conform"
)

// TestConformance runs every visible H200 conformance case on the engine; outputs must match the
// golden files bit for bit (within the stated ulp for fast-math).
func TestConformance(t *testing.T) {
	paths, err := filepath.Glob("../testdata/conformance/visible/*.case")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			c, err := conform.Load(p)
			if err != nil {
				t.Fatal(err)
			}
			res := conform.Run(&simTarget{testMem: newTestMem()}, c)
			if !res.Passed() {
				t.Errorf("%s", res.String())
			}
		})
	}
}
