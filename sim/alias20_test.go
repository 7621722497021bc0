package sim

import (
	"bytes"
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"cudasim/internal/gzfile"
)

var alias20Dump = flag.String("alias20.dump", "", "DIR: write cudasim's outputs of the alias20 cases there (NAME.case.out.bin)")

// alias20Known lists the alias20 cases whose differences from the H200 are known, with why.
var alias20Known = map[string]string{}

const alias20Dir = "../testdata/conformance/alias20"

// eachEnginePath runs f once per engine path (the fast paths, CUDASIM_ENGINE=portable and
// =interpreted), as TestConformanceBothPaths does.
func eachEnginePath(t *testing.T, f func(t *testing.T)) {
	skipSamePaths(t)
	saved, runsOn := enginePortable, compiledRuns
	defer func() { setEnginePortable(saved); compiledRuns = runsOn }()
	for _, e := range []struct {
		name               string
		portable, compiled bool
	}{{"fast", false, runsOn}, {"portable", true, runsOn}, {"interpreted", false, false}} {
		t.Run(e.name, func(t *testing.T) {
			setEnginePortable(e.portable)
			compiledRuns = e.compiled
			f(t)
		})
	}
}

// TestAlias20 runs the aliasing kernels (testdata/conformance/alias20, written by gen.py,
// recorded on the H200 by record.sh): each has instructions whose destination is one of their
// own sources, their address, a predicate they read or another destination. Every output word
// must be the H200's, on every engine path (docs/engine.md, "Aliased destinations (alias20,
// session 20)"). The renamed kernels without a recording of their own are TestAlias20Renamed's.
func TestAlias20(t *testing.T) {
	eachEnginePath(t, func(t *testing.T) { runTargetedSweeps(t, alias20Dir, *alias20Dump, alias20Known) })
}

// TestAlias20Renamed runs the kernels gen.py writes with every destination renamed
// (alias20r_NAME: the PTX's read-before-write order, spelled out). On the H200 each gave the
// same words as its aliased kernel but for setp p|p and the wmma.mma forms (which have their own
// recordings, run by TestAlias20), so cudasim's words must equal the aliased kernel's recording.
func TestAlias20Renamed(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join(alias20Dir, "alias20r_*.case"))
	if err != nil || len(paths) < 80 {
		t.Fatalf("%d renamed cases: %v", len(paths), err)
	}
	eachEnginePath(t, func(t *testing.T) {
		checked := 0
		for _, p := range paths {
			if own, _ := gzfile.Glob(p + ".*.bin"); len(own) > 0 {
				continue
			}
			orig := strings.Replace(p, "alias20r_", "alias20_", 1)
			want, err := gzfile.ReadFile(orig + ".out.bin")
			if err != nil {
				continue // not recorded: runTargetedSweeps checks that it runs
			}
			checked++
			if got := runCaseOutputs(t, p)["out"]; !bytes.Equal(got, want) {
				t.Errorf("%s: cudasim's out differs from the H200's for %s", filepath.Base(p), filepath.Base(orig))
			}
		}
		if checked < 80 {
			t.Errorf("only %d renamed cases have a recording to compare with", checked)
		}
	})
}
