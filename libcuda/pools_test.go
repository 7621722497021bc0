//go:build linux && amd64

package main

import (
	"os"
	"strings"
	"testing"
)

// poolsKnownDifferences are the lines of the H200's pools transcript
// (testdata/reference/pools) cudasim answers differently, by section, each
// H200 line mapped to cudasim's, with the reason.
var poolsKnownDifferences = map[string]map[string]string{
	// The H200 took 2 MiB of device memory for a second stream (s2), which
	// cuMemGetInfo shows; cudasim's streams take none.
	"reuse": {
		"  free before sync: 35651584 bytes less (34 MiB)":       "  free before sync: 33554432 bytes less (32 MiB)",
		"  free after stream sync: 35651584 bytes less (34 MiB)": "  free after stream sync: 33554432 bytes less (32 MiB)",
		"  free after ctx sync: 2097152 bytes less (2 MiB)":      "  free after ctx sync: 0 bytes less (0 MiB)",
		"  free 1000 + 40 MiB: 69206016 bytes less (66 MiB)":     "  free 1000 + 40 MiB: 67108864 bytes less (64 MiB)",
		"  free kept: 69206016 bytes less (66 MiB)":              "  free kept: 67108864 bytes less (64 MiB)",
		"  free trimmed: 35651584 bytes less (34 MiB)":           "  free trimmed: 33554432 bytes less (32 MiB)",
	},
}

// poolsSections are the transcript's sections cudasim must reproduce.
var poolsSections = []string{"noinit", "nocontext", "default", "reuse", "create", "capture", "sync", "mode", "kernel", "explicit",
	"nulls1", "nulls2", "nulls3", "nulls4", "nulls5", "nulls6"}

// TestPoolsProbeMatchesH200 runs testdata/reference/pools/probe_pools.c
// against cudasim section by section and compares every line with what the
// H200 printed (less poolsKnownDifferences). Where the H200 crashed, cudasim
// must go on.
func TestPoolsProbeMatchesH200(t *testing.T) {
	t.Parallel()
	exe := compile(t, "../testdata/reference/pools/probe_pools.c")
	golden, err := os.ReadFile("../testdata/reference/pools/probe-pools-transcript.txt")
	if err != nil {
		t.Fatal(err)
	}
	sections := map[string][]string{}
	exits := map[string]string{}
	var cur string
	for _, line := range strings.Split(string(golden), "\n") {
		switch {
		case strings.HasPrefix(line, "# section ") && strings.Contains(line, " exit "):
			exits[cur] = line[strings.LastIndex(line, " ")+1:]
		case strings.HasPrefix(line, "# section "):
			cur = strings.TrimPrefix(line, "# section ")
		case strings.HasPrefix(line, "./run.sh: ") || line == "":
		default:
			sections[cur] = append(sections[cur], line)
		}
	}
	for _, name := range poolsSections {
		want := append([]string(nil), sections[name]...)
		for i, l := range want {
			if g, ok := poolsKnownDifferences[name][l]; ok {
				want[i] = g
			}
		}
		args := []string{"../testdata/reference/kernels.fatbin", name}
		if n, ok := strings.CutPrefix(name, "nulls"); ok {
			args = []string{"../testdata/reference/kernels.fatbin", "nulls", n}
		}
		out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"}, args...)
		if err != nil {
			t.Errorf("section %s: %v (the emulator must not crash)\n%s", name, err, stderr)
			continue
		}
		got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")[1:] // less "# section NAME"
		compareSection(t, name, want, got, exits[name] != "0")
	}
}
