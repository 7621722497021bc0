package module

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/internal/gzfile"
	"cudasim/internal/ptxforms"
)

// TestSparseTargetsMatchH200 replays probe fidelity23-a's mma.sp forms under the targets Extra
// leaves out (testdata/conformance/verdicts/sp-targets-23.txt.gz: the fp8 and f16 forms of Extra's
// sm_90 modules with .target sm_89 and sm_80, loaded on the H200): cudasim refuses at the load
// what the driver refused there, with ptxas's first error, and loads the rest.
func TestSparseTargetsMatchH200(t *testing.T) {
	b, err := gzfile.ReadFile(filepath.Join("..", "..", "testdata", "conformance", "verdicts", "sp-targets-23.txt"))
	if err != nil {
		t.Fatal(err)
	}
	forms := map[string]ptxforms.Form{}
	for _, f := range ptxforms.Extra() {
		forms[f.Name] = f
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	for _, line := range lines {
		name, rest, _ := strings.Cut(line, " ")
		code, log, _ := strings.Cut(rest, " ")
		n, err := strconv.Atoi(code)
		target := name[strings.LastIndexByte(name, '_')+1:]
		f, ok := forms[strings.TrimSuffix(name, target)+"90"]
		if err != nil || !ok {
			t.Fatalf("bad line %q", line)
		}
		src := strings.Replace(f.Module(), ".target sm_90\n", ".target sm_"+target+"\n", 1)
		load, got, launch, msg := formVerdict(src)
		switch {
		case cu.Result(n) != load:
			t.Errorf("%s: H200 %d at load, cudasim %d (launch %d: %s)", name, n, load, launch, msg)
		case n != 0 && firstError(got) != firstError(strings.TrimSuffix(log, "|")):
			t.Errorf("%s: first error %q, H200's %q", name, firstError(got), firstError(log))
		}
	}
	if len(lines) < 40 {
		t.Fatalf("%d lines", len(lines))
	}
}
