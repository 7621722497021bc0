package driver_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"cudasim/conform"
	"cudasim/driver"
)

// TestTextureConformance runs testdata/conformance/texture through the case
// runner on the driver (each case in a fresh driver, as cudasim conform does);
// -update-texture-cases first rewrites the directory from the recording.
func TestTextureConformance(t *testing.T) {
	if *driver.UpdateTexCases {
		driver.WriteTexCases(t)
	}
	const texCaseDir = "../testdata/conformance/texture"
	paths, _ := filepath.Glob(filepath.Join(texCaseDir, "*.case"))
	if len(paths) < 50 {
		t.Fatalf("%d texture cases in %s", len(paths), texCaseDir)
	}
	for i, p := range paths {
		if testing.Short() && i%4 != 0 {
			continue // -short (the race detector): a quarter of the cases, each loads the whole probe
		}
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, image := range []string{"texprobe-cases.ptx", "texprobe-cases.118.ptx"} {
			if image != "texprobe-cases.ptx" && testing.Short() {
				continue
			}
			// nvcc 11.8's PTX of the same source gave the H200 byte-identical results for
			// every case (session 5, window 3: testdata/conformance/README.md), so the 11.8
			// run checks against the same goldens.
			c, err := conform.Parse(p, bytes.Replace(src, []byte("/texprobe-cases.ptx\n"), []byte("/"+image+"\n"), 1))
			if err != nil {
				t.Fatal(err)
			}
			if res := conform.Run(newLibraryTarget(t), c); !res.Passed() {
				t.Errorf("%s: %s", image, res.String())
			}
		}
	}
}
