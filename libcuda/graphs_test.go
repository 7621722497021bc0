//go:build linux && amd64

package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"

	"cudasim/trace"
)

// graphsKnownDifferences are the lines of the H200's graphs transcript
// (testdata/reference/graphs) cudasim answers differently, by section,
// each H200 line mapped to cudasim's, with the reason.
var graphsKnownDifferences = map[string]map[string]string{
	// The handles' bytes are cudasim's own (process, file, export id,
	// shared record counters): how many are nonzero depends on the run's
	// process id and descriptors, so only that some are is compared.
	"ipc": {
		"  handle: 18 nonzero bytes":      "  handle: some nonzero bytes",
		"  event handle: 5 nonzero bytes": "  event handle: some nonzero bytes",
	},
}

// handleByteCount matches the probe's line counting an IPC handle's nonzero
// bytes; cudasim's count varies from run to run (graphsKnownDifferences).
var handleByteCount = regexp.MustCompile(`^(  (?:event )?handle: )[1-9][0-9]* (nonzero bytes)$`)

// graphsSections are the transcript's sections cudasim must reproduce.
var graphsSections = []string{"fork", "update", "params", "upload", "ipc", "ipcparent",
	"nulls1", "nulls2", "nulls3", "nulls4", "nulls5", "nulls6", "nulls7", "nulls9", "nulls10"}

// The streamdead sections are left out: the H200 crashed at random on them
// (each call a stream of a destroyed context crashed in one run and answered
// CUDA_ERROR_CONTEXT_IS_DESTROYED in another); cudasim always answers
// that (driver.TestContextTeardown).

// TestGraphsProbeMatchesH200 runs testdata/reference/graphs/probe_graphs.c
// against cudasim section by section and compares every line with what the
// H200 printed (less graphsKnownDifferences): capture across streams,
// cuGraphExecUpdate, node parameters, cuGraphUpload, and the IPC calls,
// in one process and between a parent and its child. Where the H200
// crashed, cudasim must go on.
func TestGraphsProbeMatchesH200(t *testing.T) {
	t.Parallel()
	exe := compile(t, "../testdata/reference/graphs/probe_graphs.c")
	golden, err := os.ReadFile("../testdata/reference/graphs/probe-graphs-transcript.txt")
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
			if cur == "ipcchild" { // printed by the child of ipcparent
				cur = "ipcparent"
			}
		case strings.Contains(line, "run.sh: line ") || line == "":
		default:
			sections[cur] = append(sections[cur], line)
		}
	}
	dot := t.TempDir()
	for _, name := range graphsSections {
		want := append([]string(nil), sections[name]...)
		for i, l := range want {
			if g, ok := graphsKnownDifferences[name][l]; ok {
				want[i] = g
			}
		}
		args := []string{"../testdata/reference/kernels.fatbin", name}
		if n, ok := strings.CutPrefix(name, "nulls"); ok {
			args = []string{"../testdata/reference/kernels.fatbin", "nulls", n}
		}
		if c, ok := strings.CutPrefix(name, "streamdead-"); ok {
			args = []string{"../testdata/reference/kernels.fatbin", "streamdead", c}
		}
		out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off", "DOTDIR=" + dot}, args...)
		if err != nil {
			t.Errorf("section %s: %v (the emulator must not crash)\n%s", name, err, stderr)
			continue
		}
		var got []string
		for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			if !strings.HasPrefix(l, "# section ") {
				got = append(got, handleByteCount.ReplaceAllString(l, "${1}some ${2}"))
			}
		}
		compareSection(t, name, want, got, exits[name] != "0")
	}
}

// cList reads a list of any length (a graph node's dependencies have no
// bound) but refuses one larger than any host array, before allocating it.
func TestCListBounds(t *testing.T) {
	nodes := []uintptr{7, 8, 9}
	got, err := cList(unsafe.Pointer(&nodes[0]), 3, sizeofNode, maxNode, cNode)
	if err != nil || len(got) != 3 || got[2] != 9 {
		t.Fatalf("cList of 3 nodes: %v, %v", got, err)
	}
	if _, err := cList(unsafe.Pointer(&nodes[0]), 1<<62, sizeofNode, maxNode, cNode); err == nil || !strings.Contains(err.Error(), "more than any host array") {
		t.Errorf("cList of 2^62 nodes: %v, want CUDA_ERROR_INVALID_VALUE", err)
	}
	if _, err := cList(unsafe.Pointer(&nodes[0]), maxMemAccessDesc+1, sizeofMemAccessDesc, maxMemAccessDesc, cMemAccessDesc); err == nil || !strings.Contains(err.Error(), "at most") {
		t.Errorf("cList of %d access descriptors: %v, want CUDA_ERROR_INVALID_VALUE", maxMemAccessDesc+1, err)
	}
	if v := rec.list(unsafe.Pointer(&nodes[0]), 1<<62, sizeofNode, func(unsafe.Pointer) trace.Value { return trace.Int(0) }); v.String() != "null" {
		t.Errorf("the recorder writes a list of 2^62 nodes as %v, want null", v)
	}
}

// compareSection compares the lines a probe section printed on cudasim with
// the H200's. Where the H200 crashed after its last line (crashed), cudasim
// must go on past it: it must print more, and the lines up to the crash must
// be the H200's.
func compareSection(t *testing.T, name string, want, got []string, crashed bool) {
	t.Helper()
	if crashed {
		if len(got) <= len(want) {
			t.Errorf("section %s: %d lines, want more than the H200's %d before its crash", name, len(got), len(want))
			return
		}
		t.Logf("section %s: where the H200 crashed, cudasim answers %q", name, got[len(want):])
		got = got[:len(want)]
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("section %s (-H200 +cudasim):\n%s", name, diff)
	}
}
