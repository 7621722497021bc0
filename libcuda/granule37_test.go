package main

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// granule37Known are the accesses of testdata/reference/granule37 where
// cudasim answers differently from the H100, with why.
var granule37Known = map[string]string{}

// granule37Varies marks the known differences that depend on what else the
// process has mapped: such an access may match the H100 or not.
const granule37Varies = "what the driver mapped there"

func init() {
	for _, n := range []string{"128", "256", "512", "1024", "4096"} {
		// Far past the page-locked heap's reserve (internal/mem/hostheap.go,
		// hostReserve) the H100 answered 700, 717 or success, as the
		// driver's own mappings lay in that process.
		granule37Known["r4 h"+n] = granule37Varies
		granule37Known["w4 h"+n] = granule37Varies
	}
}

// TestGranule37 runs granule37.c's accesses through the drop-in and
// compares each outcome (codes, the value read, what the host sees after a
// store) and the device attributes with the H100's (granule37/README.md).
func TestGranule37(t *testing.T) {
	t.Parallel()
	exe := compile(t, "../testdata/reference/granule37/granule37.c")
	want, err := os.ReadFile("../testdata/reference/granule37/attrs.txt")
	if err != nil {
		t.Fatal(err)
	}
	if out, stderr, err := run(t, exe, nil, "attrs"); err != nil {
		t.Fatalf("attrs: %v\n%s", err, stderr)
	} else if diff := cmp.Diff(string(want), out); diff != "" {
		t.Errorf("attrs (-H100 +cudasim):\n%s", diff)
	}
	if n := replayAccesses(t, exe, "../testdata/reference/granule37/transcript.txt", granule37Known, granule37Varies); n < 40 {
		t.Errorf("compared %d accesses", n)
	}
}

// replayAccesses runs each access of a probe's transcript (a line "ACCESS: where -> outcome";
// an access whose line is missing, where the probe died reading the host's side, is left
// out) through the drop-in and compares cudasim's outcome with the recorded one. known holds
// the accesses expected to differ, with why; one that matches now is an error unless its why
// is varies (an outcome that depends on what else the process mapped; "" for none). It
// returns the number of accesses compared.
func replayAccesses(t *testing.T, exe, transcript string, known map[string]string, varies string) int {
	t.Helper()
	ref, err := os.ReadFile(transcript)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(string(ref), "\n") {
		head, outcome, ok := strings.Cut(line, " -> ")
		if !ok {
			continue
		}
		access, _, _ := strings.Cut(head, ":")
		n++
		out, stderr, err := run(t, exe, nil, strings.Fields(access)...)
		if err != nil {
			t.Errorf("%s: %v\n%s", access, err, stderr)
			continue
		}
		got := ""
		for _, l := range strings.Split(out, "\n") {
			if _, o, ok := strings.Cut(l, " -> "); ok {
				got = o
			}
		}
		why, isKnown := known[access]
		switch {
		case got != outcome && !isKnown:
			t.Errorf("%s: cudasim %q, the H100 %q", access, got, outcome)
		case got == outcome && isKnown && why != varies:
			t.Errorf("%s now matches the H100: drop it from the known differences (%s)", access, why)
		}
	}
	return n
}
