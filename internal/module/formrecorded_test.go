package module

import (
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"cudasim/cubin"
	"cudasim/internal/gzfile"
	"cudasim/sim/ptx"
)

// TestRecordedFormsSpareTestdata: no instruction of testdata's PTX (real nvcc output among it)
// is refused by the recorded-form table, an operand rule or (for sm_90a) the wgmma rule, whose forms no correct module holds, and the skim of
// none sees one (which would cost its load a parse of every body).
func TestRecordedFormsSpareTestdata(t *testing.T) {
	if testing.Short() {
		t.Skip("parses every PTX file of testdata")
	}
	files, refused := 0, 0
	// the random-program families' probes the H200 refused (families.txt) may be refused
	refusedProbes := map[string]bool{}
	b, err := gzfile.ReadFile(filepath.Join("..", "..", "testdata", "conformance", "random", "families5", "families.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if name, verdict, _ := strings.Cut(line, " "); strings.HasPrefix(verdict, "refused") {
			refusedProbes[name+".ptx"] = true
		}
	}
	err = filepath.WalkDir(filepath.Join("..", "..", "testdata"), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !(strings.HasSuffix(path, ".ptx") || strings.HasSuffix(path, ".ptx.gz")) ||
			strings.Contains(path, "verdicts") {
			return err
		}
		src, err := gzfile.ReadFile(strings.TrimSuffix(path, ".gz"))
		if err != nil {
			return nil
		}
		if refusedProbes[filepath.Base(path)] {
			return nil
		}
		m, err := ptx.Parse(src)
		if err != nil {
			return nil // a module cudasim refuses anyway
		}
		files++
		sm, archSpecific := 90, false
		for _, target := range m.Targets {
			if n, err := strconv.Atoi(strings.TrimRight(strings.TrimPrefix(target, "sm_"), "af")); err == nil {
				sm, archSpecific = n, strings.HasSuffix(target, "a")
			}
		}
		if skel, err := ptx.ParseLazy(src); err == nil && sm < skel.WatchedBound() {
			t.Errorf("%s: the skim saw a recorded form: its load parses every body", path)
		}
		for _, f := range m.Functions {
			for i := range f.Body {
				if in := f.Body[i].Instr; in != nil {
					msgs := recordedMessage(in, cubin.Arch{SM: sm})
					if msgs == nil {
						msgs = operandRule(in, regTypes(f), cubin.Arch{SM: sm})
					}
					// (jitstages' modules are the refusals measured there)
					if msgs == nil && in.Opcode == "wgmma" && sm == 90 && archSpecific && !strings.Contains(path, "jitstages") {
						msgs = wgmmaRule(in, cubin.Arch{SM: 90, Feature: 'a'}, m.Version)
					}
					if msgs != nil {
						refused++
						t.Errorf("%s line %d: %s refused: %s", path, in.Line, formText(in), msgs[0])
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d PTX files, %d instructions refused", files, refused)
}
