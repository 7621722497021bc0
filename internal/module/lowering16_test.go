package module

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cudasim/cu"
)

// TestPTXLoweredWhole: a PTX module whose kernel bad holds a statement the load's skeleton
// passes and lowering refuses (testdata/reference/lowering16) loads, and the first launch of
// its kernel good, which lowers every kernel of the image, fails with CUDA_ERROR_INVALID_PTX.
// The H200 refused each of these modules whole, at cuModuleLoadDataEx (its recording, read
// here): lowering only the launched kernel would run good where the real driver runs nothing.
// The control module's kernels both lower.
func TestPTXLoweredWhole(t *testing.T) {
	dir := "../../testdata/reference/lowering16"
	files, err := filepath.Glob(filepath.Join(dir, "ptx", "z_*.ptx"))
	if err != nil || len(files) < 2 {
		t.Fatalf("lowering16 files: %v, %v", files, err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".ptx")
		h200, err := os.ReadFile(filepath.Join(dir, "h200", name+".lp-lazy.txt"))
		if err != nil {
			t.Fatal(err)
		}
		refused := strings.Contains(string(h200), "cuModuleLoadDataEx 218 ")
		if accepted := strings.Contains(string(h200), "cuModuleLoadDataEx 0 "); refused == accepted {
			t.Fatalf("%s: the H200's recording answers neither 0 nor 218 at the load", name)
		}
		img, err := Parse(readFile(t, f))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		code, err := img.Code(90)
		if err != nil {
			t.Fatalf("%s: the load's checks refuse it: %v", name, err)
		}
		m, err := Load(code, newFakeEnv(), nil, true)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		_, err = m.Kernel("good")
		if refused && cu.Code(err) != cu.ErrorInvalidPTX {
			t.Errorf("%s: good's first launch: %v, want CUDA_ERROR_INVALID_PTX (the H200 refused the module)", name, err)
		}
		if !refused && err != nil {
			t.Errorf("%s: good's first launch: %v (the H200 ran it)", name, err)
		}
		m.Unload()
	}
}
