//go:build linux && amd64

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRecorderGraphs traces testdata/recgraphs.c (a graph captured from a
// stream, launched twice; a graph built with the explicit API) on the
// emulator and replays the trace: the graph calls are trace lines, not
// comments, and cudasim reproduces them.
func TestRecorderGraphs(t *testing.T) {
	exe := compile(t, "testdata/recgraphs.c")
	path := filepath.Join(t.TempDir(), "graphs.trace")
	out, stderr, err := run(t, exe, []string{"CUDASIM_TRACE=" + path}, "../testdata/reference/kernels.ptx")
	if err != nil {
		t.Fatalf("recgraphs: %v\n%s", err, stderr)
	}
	// The graph sets 40 and adds 2, at each launch; cuda.h's
	// CU_STREAM_CAPTURE_STATUS_ACTIVE (1) and CU_GRAPH_NODE_TYPE_GRAPH (4),
	// in the clone too.
	if want := "42 42 capturing 1 flags 0 child 4 4\n"; out != want {
		t.Errorf("recgraphs printed %q, want %q (stderr: %s)", out, want, stderr)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tr := string(b)
	for _, want := range []string{
		"cuStreamBeginCapture(s0, 0) -> CUDA_SUCCESS",
		"cuStreamEndCapture(s0) -> CUDA_SUCCESS graph0",
		"cuGraphInstantiateWithFlags(graph0, 0) -> CUDA_SUCCESS gexec0",
		"cuGraphLaunch(gexec0, s0) -> CUDA_SUCCESS",
		"cuGraphAddEmptyNode(graph2, null, 0) -> CUDA_SUCCESS node0",
		"cuGraphAddDependencies(graph1, [node2, node3], [node4, node4], 2) -> CUDA_SUCCESS",
		"cuGraphNodeFindInClone(node3, graph4) -> CUDA_SUCCESS node5",
	} {
		if !strings.Contains(tr, want) {
			t.Errorf("the trace has no line with %q:\n%s", want, tr)
		}
	}
	if strings.Contains(tr, "not traced") || strings.Contains(tr, "untraced") {
		t.Errorf("the trace leaves graph calls out:\n%s", tr)
	}
	replayClean(t, path)
}
