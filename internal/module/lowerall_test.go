package module

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"cudasim/sim"
	"cudasim/sim/ptx"
)

// TestLowerAllConcurrent lowers every kernel of each PTX module in the
// repository's testdata that has two or more, the launched kernel on the
// caller and the others on goroutines (lowerAll), and checks the answer is
// the one lowering them one after another in module order gives: the first
// kernel that cannot be lowered, or none. Under -race it also checks that
// lowering kernels of one module at once shares nothing unguarded.
func TestLowerAllConcurrent(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	var files []string
	for _, root := range []string{"../../testdata", "../../sim/testdata"} {
		filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".ptx") {
				files = append(files, path)
			}
			return nil
		})
	}
	if testing.Short() && len(files) > 60 {
		files = files[:60]
	}
	compile := func(src []byte) *sim.Program {
		m, err := ptx.ParseLazy(src)
		if err != nil {
			return nil
		}
		p, err := sim.CompileLazy(m)
		if err != nil {
			return nil
		}
		return p
	}
	modules, failing := 0, 0
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		seq := compile(src)
		if seq == nil || len(seq.Kernels()) < 2 {
			continue
		}
		var want error
		for _, n := range seq.Kernels() {
			if want = seq.Lower(n); want != nil {
				break
			}
		}
		names := seq.Kernels()
		for _, launched := range []string{names[0], names[len(names)-1]} {
			got := lowerAll(compile(src), launched)
			if (got == nil) != (want == nil) || (got != nil && got.Error() != want.Error()) {
				t.Errorf("%s, launching %s: %v, one after another %v", path, launched, got, want)
			}
		}
		modules++
		if want != nil {
			failing++
		}
	}
	t.Logf("%d modules of two or more kernels (%d with a kernel that cannot be lowered)", modules, failing)
	if modules == 0 {
		t.Fatal("no module of two or more kernels found")
	}
}
