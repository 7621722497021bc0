package replay

import (
	"path/filepath"
	"testing"

	"cudasim/driver"
	"cudasim/trace"
)

// Every trace in examples/ replays clean.
func TestExamplesReplayClean(t *testing.T) {
	paths, err := filepath.Glob("../../examples/*.trace")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no example traces: %v", err)
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
