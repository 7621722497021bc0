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
	if err := run(&out, config{reps: 1, tiny: true}); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + out.String())
	for _, name := range []string{"hash", "sgemm", "vecadd", "reduce", "blocks", "launch", "launch2", "reload", "first", "whole"} {
		if !strings.Contains(out.String(), "\n"+name+" ") {
			t.Errorf("no %s row in\n%s", name, out.String())
		}
	}
}
