//go:build linux && amd64

package main

import (
	"os"
	"strings"
	"testing"
)

// managedTranscript is the H200's transcript of
// testdata/reference/managed/probe_managed.c (run.sh's probe-managed-h200.txt).
const managedTranscript = "../testdata/reference/managed/probe-managed-h200.txt"

// managedKnownDifferences are lines of the H200's transcript cudasim
// answers differently, by section, each H200 line mapped to cudasim's, with
// the reason.
var managedKnownDifferences = map[string]map[string]string{}

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
	if _, err := os.Stat(managedTranscript); err != nil {
		t.Skipf("no H200 transcript yet: %v", err)
	}
	exe := compile(t, "../testdata/reference/managed/probe_managed.c")
	sections, exits := readTranscripts(t, managedTranscript)
	if len(sections) == 0 {
		t.Fatal("no sections in the H200's transcript")
	}
	for name, lines := range sections {
		want := dropRuns(managedSkips[name], lines)
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
		compareSection(t, name, want, dropRuns(managedSkips[name], got), exits[name] != "0")
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
