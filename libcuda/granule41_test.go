package main

import (
	"os"
	"strings"
	"testing"
)

// granule41Known are the accesses of testdata/reference/granule41 where cudasim answers
// differently from the H100, with why.
var granule41Known = map[string]string{
	// Past a 1 KiB managed allocation the H100 faulted 2 and 8 MiB on, as cudasim does, but
	// read zeros 64 and 80 MiB on, in the 548 MiB the process held PROT_NONE there: something
	// the driver keeps in managed memory's address range, not measured further.
	"managed r4 h64": "managed memory's address range past its first granules",
	"managed r4 h80": "managed memory's address range past its first granules",
}

// TestGranule41 runs granule41.c's accesses (cases.txt: which addresses past page-locked,
// managed, write-combined and device memory a kernel reaches, in which order the context
// allocated them) through the drop-in and compares each outcome (the codes and the value read)
// with the H100's (granule41/README.md).
func TestGranule41(t *testing.T) {
	t.Parallel()
	exe := compile(t, "../testdata/reference/granule41/granule41.c")
	ref, err := os.ReadFile("../testdata/reference/granule41/transcript.txt")
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
		why, known := granule41Known[access]
		switch {
		case got != outcome && !known:
			t.Errorf("%s: cudasim %q, the H100 %q", access, got, outcome)
		case got == outcome && known:
			t.Errorf("%s now matches the H100: drop it from granule41Known (%s)", access, why)
		}
	}
	if n < 30 {
		t.Errorf("compared %d accesses", n)
	}
}
