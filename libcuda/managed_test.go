//go:build linux && amd64

package main

import (
	"os"
	"strings"
	"testing"
)

// managedTranscripts are the H200's transcripts of
// testdata/reference/managed/probe_managed.c (run.sh's probe-managed-h200.txt)
// by window, oldest first: a section a later window measured again
// replaces the earlier one.
var managedTranscripts = []string{
	"../testdata/reference/managed/w1/probe-managed-h200.txt",
	"../testdata/reference/managed/w2/probe-managed-h200.txt",
}

// managedKnownDifferences are lines of the H200's transcript cudasim
// answers differently, by section, each H200 line mapped to cudasim's, with
// the reason.
var managedKnownDifferences = map[string]map[string]string{
	// The host read a discarded page that was on the device as zeros while
	// a copy from the device read what was there: cudasim keeps one copy of
	// managed memory, which the host reads as the device does.
	"batch": {"  host reads m: 0": "  host reads m: 7"},
}

// managedSkips are runs of lines (from the line starting with the first
// string to the one starting with the second) compared on neither side, by
// section, with the reason.
var managedSkips = map[string][][2]string{}

// TestManagedProbeMatchesH200 runs testdata/reference/managed/probe_managed.c
// against cudasim section by section and compares every line with what the
// H200 printed (less managedKnownDifferences and managedSkips): advice,
// prefetch and range attributes on each kind of memory, the CUDA 8 forms,
// cuMemRangeGetAttributes, the batched calls, capture, graph memory.
func TestManagedProbeMatchesH200(t *testing.T) {
	t.Parallel()
	var files []string
	for _, f := range managedTranscripts {
		if _, err := os.Stat(f); err == nil {
			files = append(files, f)
		}
	}
	if len(files) == 0 {
		t.Fatal("no H200 transcript")
	}
	exe := compile(t, "../testdata/reference/managed/probe_managed.c")
	sections, exits := readTranscripts(t, files...)
	if len(sections) == 0 {
		t.Fatal("no sections in the H200's transcript")
	}
	for name, lines := range sections {
		skips := managedSkips[name]
		want := dropRuns(skips, lines)
		for i, l := range want {
			if g, ok := managedKnownDifferences[name][l]; ok {
				want[i] = g
			}
		}
		out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"}, name)
		if err != nil {
			t.Errorf("section %s: %v (the emulator must not crash)\n%s", name, err, stderr)
			continue
		}
		var got []string
		for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n")[1:] { // less "# section NAME"
			if l != "" {
				got = append(got, l)
			}
		}
		compareSection(t, name, want, dropRuns(skips, got), exits[name] != "0")
	}
}

// dropRuns drops the runs of lines skips name (from a line starting with
// the first string to one starting with the second, both included).
func dropRuns(skips [][2]string, lines []string) []string {
	var out []string
	skipping := ""
	for _, l := range lines {
		if skipping == "" {
			for _, r := range skips {
				if strings.HasPrefix(l, r[0]) {
					skipping = r[1]
				}
			}
		}
		if skipping != "" {
			if strings.HasPrefix(l, skipping) {
				skipping = ""
			}
			continue
		}
		out = append(out, l)
	}
	return out
}
