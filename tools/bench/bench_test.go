package main

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"
)

// TestHarness builds the drop-in and host.c and runs every row once at tiny
// sizes: the harness builds, each kernel runs through the drop-in, and its
// results are bit for bit those of the C version (host.c exits non-zero on
// any difference). Figures are printed, never asserted.
func TestHarness(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the shared library; skipped with -short")
	}
	if _, err := exec.LookPath("cc"); err != nil {
		t.Skip("no C compiler (cc)")
	}
	var out bytes.Buffer
	if err := run(&out, config{reps: 1, pairs: 1, tiny: true}); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + out.String())
	for _, name := range []string{"hash", "sgemm", "vecadd", "reduce", "blocks", "launch", "launch2", "reload", "first", "cold", "whole"} {
		if !strings.Contains(out.String(), "\n"+name+" ") {
			t.Errorf("no %s row in\n%s", name, out.String())
		}
	}
	if !strings.Contains(out.String(), "\ntwo workers against one: ") {
		t.Errorf("no two-worker line in\n%s", out.String())
	}
}

// TestRatios: the speedup is the median of the rounds' ratios (the mean of the middle two for
// an even count), not the ratio of the medians, with the least and the most.
func TestRatios(t *testing.T) {
	med, least, most := ratios([]float64{4, 9, 6}, []float64{2, 3, 4})
	if med != 2 || least != 1.5 || most != 3 {
		t.Errorf("ratios of 2, 3, 1.5 = %g %g %g; want 2 1.5 3", med, least, most)
	}
	med, least, most = ratios([]float64{2, 4, 8, 1}, []float64{1, 1, 1, 1})
	if med != 3 || least != 1 || most != 8 {
		t.Errorf("ratios of 2, 4, 8, 1 = %g %g %g; want 3 1 8", med, least, most)
	}
}

// TestSplitStamps: host first's stamps are placed between the spawn and the
// process gone, each step is the gap to the stamp before, first ends at the
// kernel stamp; native-first's shorter line gives exec, kernel, tail, exit;
// stamps out of order or outside the run are refused.
func TestSplitStamps(t *testing.T) {
	out := "row x\nstamps main 1000 dlopen 1600 init 3400 load 3800 kernel 4700 end 4750\ncpu before-main 0.1\n"
	r, err := splitStamps(out, 100, 5500)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"exec": 900e-9, "dlopen": 600e-9, "init": 1800e-9, "load": 400e-9, "kernel": 900e-9, "tail": 50e-9, "exit": 750e-9}
	for k, v := range want {
		if got := r.step[k]; got < v-1e-12 || got > v+1e-12 {
			t.Errorf("%s = %g, want %g", k, got, v)
		}
	}
	if len(r.step) != len(want) {
		t.Errorf("steps %v, want those of %v", r.step, want)
	}
	if r.first < 4600e-9-1e-12 || r.first > 4600e-9+1e-12 || r.whole < 5400e-9-1e-12 || r.whole > 5400e-9+1e-12 {
		t.Errorf("first %g, whole %g; want 4.6e-06, 5.4e-06", r.first, r.whole)
	}
	n, err := splitStamps("0.5\nstamps main 200 kernel 260 end 270\n", 150, 300)
	if err != nil {
		t.Fatal(err)
	}
	if len(n.step) != 4 || n.first < 110e-9-1e-12 || n.first > 110e-9+1e-12 {
		t.Errorf("native split %v, first %g; want exec, kernel, tail, exit and first 1.1e-07", n.step, n.first)
	}
	for _, bad := range []string{
		"no stamps\n",
		"stamps main 200 kernel 190 end 270\n", // out of order
		"stamps main 100 kernel 260 end 270\n", // main before the spawn
		"stamps main 200 kernel 260 end 400\n", // end after the process was gone
		"stamps main 200 end 270\n",            // no kernel
		"stamps main 200 kernel x end 270\n",
	} {
		if _, err := splitStamps(bad, 150, 300); err == nil {
			t.Errorf("splitStamps(%q) took it", bad)
		}
	}
}

// TestParseEarly: host's early line gives its kernel row the time of the launches before the
// warm-up's end; a host without it (built before the warm-up) leaves it 0; an early line that
// does not follow its row is refused.
func TestParseEarly(t *testing.T) {
	rows, notes, err := parseRows("row hash 0.002 0.003 note\nlaunchcpu hash 0.0021 0.002 0.0022\nearly hash 0.0025\nrow launch 0.0000006 - note\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].early != 0.0025 || rows[0].cudasim != 0.002 || rows[1].early != 0 || len(notes) != 1 {
		t.Errorf("rows %+v, notes %q", rows, notes)
	}
	if rows, _, err := parseRows("row hash 0.002 0.003 note\n"); err != nil || rows[0].early != 0 {
		t.Errorf("without early: %+v, %v", rows, err)
	}
	for _, bad := range []string{"early hash 0.0025\n", "row sgemm 0.01 0.02 n\nearly hash 0.0025\n", "row hash 0.002 0.003 n\nearly hash x\n"} {
		if _, _, err := parseRows(bad); err == nil {
			t.Errorf("parseRows(%q) took it", bad)
		}
	}
}
