//go:build linux && amd64

package main

import (
	"strings"
	"testing"
)

// faithSections are the sections of testdata/reference/faith's probe
// (probe_faith.c) cudasim reproduces line for line: launches queued behind
// a busy stream see their parameters as passed at the call (params-*),
// which records on an idle context or stream are reached at once (record),
// stream and kernel node attributes (streamattr, kattr2), every call after
// a kernel fault (sticky-*), and cuGetProcAddress with names that are no
// entry point (procaddr, procaddr-null*).
var faithSections = []string{"params-kernel", "params-extra", "params-ex", "params-legacy", "params-graph", "params-latch",
	"record", "streamattr", "kattr2", "sticky-ctx", "sticky-primary"}

// faithKnownDifferences are the H200's lines cudasim answers otherwise, by
// section, each mapped to cudasim's, with the reason.
var faithKnownDifferences = map[string]map[string]string{
	// A timing event recorded on an idle stream is reached once the GPU
	// has written its timestamp, microseconds later: the first query after
	// the record answered NOT_READY 990 to 1000 times of 1000 (each run a
	// little differently: record-repeat-w1.txt). cudasim reaches it at the
	// record, the H200's reading a few microseconds on (docs/streams.md).
	"record": {
		"cuEventRecord(idle non-blocking stream) x1000: record CUDA_SUCCESS; first query NOT_READY sometimes; other CUDA_SUCCESS": "cuEventRecord(idle non-blocking stream) x1000: record CUDA_SUCCESS; first query NOT_READY never; other CUDA_SUCCESS",
		"cuEventRecord(NULL stream) x1000: record CUDA_SUCCESS; first query NOT_READY always; other CUDA_SUCCESS":                 "cuEventRecord(NULL stream) x1000: record CUDA_SUCCESS; first query NOT_READY never; other CUDA_SUCCESS",
		"cuEventRecord(legacy stream) x1000: record CUDA_SUCCESS; first query NOT_READY sometimes; other CUDA_SUCCESS":            "cuEventRecord(legacy stream) x1000: record CUDA_SUCCESS; first query NOT_READY never; other CUDA_SUCCESS",
		"cuEventRecord(per-thread stream) x1000: record CUDA_SUCCESS; first query NOT_READY sometimes; other CUDA_SUCCESS":        "cuEventRecord(per-thread stream) x1000: record CUDA_SUCCESS; first query NOT_READY never; other CUDA_SUCCESS",
		"  cuStreamQuery right after cuEventRecord(idle stream): NOT_READY always":                                                "  cuStreamQuery right after cuEventRecord(idle stream): NOT_READY never",
	},
	// A second cuCtxDestroy of the faulted context: the H200 answered
	// CONTEXT_IS_DESTROYED on the poisoned device; cudasim answers
	// INVALID_CONTEXT for a destroyed handle.
	"sticky-ctx": {
		"cuCtxDestroy_v2(c) -> CUDA_ERROR_CONTEXT_IS_DESTROYED": "cuCtxDestroy_v2(c) -> CUDA_ERROR_INVALID_CONTEXT",
	},
}

// withoutTiming drops the record section's timing lines (counts and
// microseconds, different on every run).
func withoutTiming(lines []string) []string {
	var out []string
	for _, l := range lines {
		if !strings.HasPrefix(l, "  timing ") {
			out = append(out, l)
		}
	}
	return out
}

// TestFaithProbeMatchesH200 runs probe_faith.c through the drop-in, section
// by section, and compares every line with the H200's transcripts.
func TestFaithProbeMatchesH200(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("the params sections wait for 200 ms kernels")
	}
	probeReplay{
		dir: "../testdata/reference/faith", src: "probe_faith.c", ptx: "faith_kernels.ptx",
		transcripts: []string{"transcript-w1.txt", "transcript-w2.txt"},
		sections:    faithSections, known: faithKnownDifferences, normalize: withoutTiming,
	}.run(t)
}
