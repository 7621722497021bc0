package replay

import (
	"path/filepath"
	"testing"

	"cudasim/driver"
	"cudasim/trace"
)

// Every trace in examples/ replays clean.
func TestExamplesReplayClean(t *testing.T) {
	replayAllClean(t, "../../examples/*.trace")
}

// The CUDA runtime programs recorded on the H200 through cudasim's recorder
// (nvcc 11.8 and 13.0: launches, symbols, a kernel fault and reset, the
// runtime's private primary-context and module calls, its clean-up after the
// driver shut down) replay clean, every result and value as the real driver
// gave it.
func TestH200RuntimeTracesReplayClean(t *testing.T) {
	replayAllClean(t, "../../testdata/reference/cudart/traces/*.trace")
}

func replayAllClean(t *testing.T, glob string) {
	paths, err := filepath.Glob(glob)
	if err != nil || len(paths) == 0 {
		t.Fatalf("no traces %s: %v", glob, err)
	}
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			tr, err := trace.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range tr.Calls {
				if _, ok := handlers[c.Name]; !ok {
					t.Fatalf("%s: %s is not replayable", tr.Where(&c), c.Name)
				}
			}
			cfg, err := Config(tr)
			if err != nil {
				t.Fatal(err)
			}
			d := driver.New(cfg)
			defer d.Close()
			rep, err := Run(d, tr, Options{Continue: true})
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range rep.Divergences {
				t.Errorf("divergence:\n%s", d.String())
			}
			if rep.Calls != rep.Total {
				t.Errorf("ran %d of %d calls", rep.Calls, rep.Total)
			}
		})
	}
}
