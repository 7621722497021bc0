//go:build linux && amd64

package main

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// streamopsSections are the sections of testdata/reference/streamops's
// transcripts cudasim reproduces line for line: stream memory operations
// (predicates, misuse, waits released by the host, by a kernel and by a
// write on another stream, batches, the legacy stream held by a blocking
// stream's wait), cuMemFreeAsync behind a held stream, cuGraphAddNode_v2
// and cuGraphNodeSetParams/cuGraphExecNodeSetParams, and the refused
// addresses (bad1 to bad16).
var streamopsSections = []string{"waitvalue", "hold", "freeasync", "nodeparams",
	"bad1", "bad2", "bad3", "bad4", "bad5", "bad6", "bad7", "bad8", "bad9", "bad10", "bad11", "bad12", "bad13", "bad14", "bad15", "bad16"}

var tookMS = regexp.MustCompile(`^  took_ms (\d+)$`)

// coarseTime keeps of a call's duration only whether it waited for the
// 200 to 300 ms release (the H200's kernel sleeps ran longer than cudasim's:
// a 200 ms setlater took 330 ms there).
func coarseTime(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l
		if m := tookMS.FindStringSubmatch(l); m != nil {
			ms, _ := strconv.Atoi(m[1])
			out[i] = fmt.Sprintf("  took_ms waited=%v", ms >= 150)
		}
	}
	return out
}

// TestStreamopsProbeMatchesH200 runs probe_streamops.c through the drop-in,
// section by section, and compares every line with the H200's window-1
// transcript (durations coarsened by coarseTime).
func TestStreamopsProbeMatchesH200(t *testing.T) {
	if testing.Short() {
		t.Skip("the holds take about 3 s")
	}
	exe := compile(t, "../testdata/reference/streamops/probe_streamops.c")
	golden, err := os.ReadFile("../testdata/reference/streamops/transcript-w1.txt")
	if err != nil {
		t.Fatal(err)
	}
	sections := map[string][]string{}
	var cur string
	for _, line := range strings.Split(string(golden), "\n") {
		switch {
		case strings.HasPrefix(line, "# section ") && strings.Contains(line, " exit "):
		case strings.HasPrefix(line, "# section "):
			cur = strings.TrimPrefix(line, "# section ")
		case line == "" || strings.HasPrefix(line, "./run_probe.sh: "):
		default:
			sections[cur] = append(sections[cur], line)
		}
	}
	for _, name := range streamopsSections {
		out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"}, "../testdata/reference/streamops/streamops_kernels.ptx", name)
		if err != nil {
			t.Errorf("section %s: %v (the emulator must not crash)\n%s", name, err, stderr)
			continue
		}
		got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")[1:] // less "# section NAME"
		compareSection(t, name, coarseTime(sections[name]), coarseTime(got), false)
	}
}
