package sim

import (
	"flag"
	"testing"
)

var alias20Dump = flag.String("alias20.dump", "", "DIR: write cudasim's outputs of the alias20 cases there (NAME.case.out.bin)")

// alias20Known lists the alias20 cases whose differences from the H200 are known, with why.
var alias20Known = map[string]string{}

// TestAlias20 runs the aliasing kernels (testdata/conformance/alias20, written by gen.py,
// recorded on the H200 by record.sh): each has an instruction whose destination is one of its
// own sources, its address, its predicate or another destination. Every output word must be
// the H200's, on every engine path (docs/engine.md, "Aliased destinations (alias20)").
func TestAlias20(t *testing.T) {
	saved, runsOn := enginePortable, compiledRuns
	defer func() { setEnginePortable(saved); compiledRuns = runsOn }()
	for _, e := range []struct {
		name               string
		portable, compiled bool
	}{{"fast", false, runsOn}, {"portable", true, runsOn}, {"interpreted", false, false}} {
		t.Run(e.name, func(t *testing.T) {
			setEnginePortable(e.portable)
			compiledRuns = e.compiled
			runTargetedSweeps(t, "../testdata/conformance/alias20", *alias20Dump, alias20Known)
		})
	}
}
