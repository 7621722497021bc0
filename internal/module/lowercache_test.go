package module

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"cudasim/cu"
)

// TestLoweringCache: with the lowering cache on, a PTX image that lowers
// whole leaves its entry, and one that does not leaves none and fails its
// first launch as TestPTXLoweredWhole's H200 recording says (z_add_two:
// kernel bad is refused, so the H200 refused the module). An entry for that
// very text under the same build skips the whole lowering (the launch of
// good runs): the cache is what decides. Under another build, or with the
// cache off, the same entry is not read.
func TestLoweringCache(t *testing.T) {
	t.Cleanup(func() { SetLoweringCache("", "") })
	dir := filepath.Join(t.TempDir(), "cudasim")
	ptxDir := "../../testdata/reference/lowering16/ptx"
	h200 := string(readFile(t, "../../testdata/reference/lowering16/h200/z_add_two.lp-lazy.txt"))
	if !strings.Contains(h200, "cuModuleLoadDataEx 218 ") {
		t.Fatal("z_add_two: the H200's recording no longer refuses the module")
	}
	// Each case gets its own text (a comment added), so that the image cache
	// gives a fresh Code and the entries of cases do not meet.
	text := func(file, tag string) []byte {
		return append(readFile(t, filepath.Join(ptxDir, file)), "\n// "+tag+"\n"...)
	}
	launch := func(src []byte) (entry string, err error) {
		t.Helper()
		code, err := verdictCode(t, string(src))
		if err != nil {
			t.Fatal(err)
		}
		m, err := Load(code, newFakeEnv(), nil, true)
		if err != nil {
			t.Fatal(err)
		}
		defer m.Unload()
		if !m.whole {
			t.Fatal("a bare PTX image is not lowered whole")
		}
		_, err = m.Kernel("good")
		return loweringEntry(code.Program.PTX.Code), err
	}
	exists := func(entry string) bool { _, err := os.Stat(entry); return err == nil }
	// plant writes an entry for src, as if this build had lowered it whole.
	plant := func(src []byte) {
		t.Helper()
		e := loweringEntry(src)
		if err := os.MkdirAll(filepath.Dir(e), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(e, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	SetLoweringCache(dir, "build-1")
	entry, err := launch(text("z_control.ptx", "control"))
	if err != nil {
		t.Fatalf("z_control: %v", err)
	}
	if entry == "" || !exists(entry) {
		t.Errorf("z_control lowered whole and left no entry %q", entry)
	}

	entry, err = launch(text("z_add_two.ptx", "refused"))
	if cu.Code(err) != cu.ErrorInvalidPTX {
		t.Errorf("z_add_two, no entry: %v, want CUDA_ERROR_INVALID_PTX", err)
	}
	if entry == "" || exists(entry) {
		t.Errorf("z_add_two failed to lower: entry %q, want one named and not written", entry)
	}

	src := text("z_add_two.ptx", "planted, same build")
	plant(src)
	if _, err := launch(src); err != nil {
		t.Errorf("z_add_two with this build's entry: %v, want the launch of good to lower good alone", err)
	}

	src = text("z_add_two.ptx", "planted, other build")
	plant(src)
	SetLoweringCache(dir, "build-2")
	if _, err := launch(src); cu.Code(err) != cu.ErrorInvalidPTX {
		t.Errorf("z_add_two with another build's entry: %v, want CUDA_ERROR_INVALID_PTX", err)
	}

	SetLoweringCache(dir, "build-1")
	src = text("z_add_two.ptx", "planted, cache off")
	plant(src)
	SetLoweringCache("", "")
	if e, err := launch(src); e != "" || cu.Code(err) != cu.ErrorInvalidPTX {
		t.Errorf("z_add_two with the cache off: entry %q, %v; want none and CUDA_ERROR_INVALID_PTX", e, err)
	}
}

// TestLoweringCachePrune: a build's first entry removes the folders of all
// but the keptBuilds builds that wrote last (itself among them); what is
// not a build's folder stays.
func TestLoweringCachePrune(t *testing.T) {
	t.Cleanup(func() { SetLoweringCache("", "") })
	dir := t.TempDir()
	old := time.Now().Add(-time.Hour)
	for i := range keptBuilds + 3 {
		f := filepath.Join(dir, fmt.Sprintf("build-%02d", i))
		if err := os.Mkdir(f, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(f, old, old.Add(time.Duration(i)*time.Minute)); err != nil { // build-10 wrote last
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "other"), 0o755); err != nil {
		t.Fatal(err)
	}
	SetLoweringCache(dir, "build-new")
	e := loweringEntry([]byte(".version 8.0\n"))
	recordLoweredWhole(e)
	if !loweredWholeBefore(e) {
		t.Fatalf("entry %s not recorded", e)
	}
	list, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range list {
		names = append(names, f.Name())
	}
	want := []string{filepath.Base(filepath.Dir(e)), "other"}
	for i := keptBuilds + 3 - (keptBuilds - 1); i < keptBuilds+3; i++ {
		want = append(want, fmt.Sprintf("build-%02d", i))
	}
	slices.Sort(want)
	if !slices.Equal(names, want) {
		t.Errorf("folders after the new build's first entry:\n%v\nwant\n%v", names, want)
	}
}
