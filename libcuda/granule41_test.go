package main

import "testing"

// granule41Known are the accesses of testdata/reference/granule41 where cudasim answers
// differently from the H100, with why: none (managed memory's 64 and 80 MiB, known until session
// 42, are managedReserve's).
var granule41Known = map[string]string{}

// TestGranule41 runs granule41.c's accesses (cases.txt: which addresses past page-locked,
// managed, write-combined and device memory a kernel reaches, in which order the context
// allocated them) through the drop-in and compares each outcome (the codes and the value read)
// with the H100's (granule41/README.md).
func TestGranule41(t *testing.T) {
	t.Parallel()
	exe := compile(t, "../testdata/reference/granule41/granule41.c")
	if n := replayAccesses(t, exe, "../testdata/reference/granule41/transcript.txt", granule41Known, ""); n < 30 {
		t.Errorf("compared %d accesses", n)
	}
}

// granule41bKnown are the reads of cases2.txt (probe granule41b-c) where cudasim answers
// differently from the H100: 546 to 550 MiB past a managed allocation lies a mapping of the
// driver's own, past managedReserve's end (550 MiB's word not zero), which cudasim does not have.
var granule41bKnown = map[string]string{
	"managed r4 h546": "a mapping of the driver's past managed memory's reserve",
	"managed r4 h548": "a mapping of the driver's past managed memory's reserve",
	"managed r4 h550": "a mapping of the driver's past managed memory's reserve",
}

// TestGranule41b runs cases2.txt's reads past a managed allocation (granule41/README.md,
// "Managed memory's address range") through the drop-in and compares each outcome with the
// H100's.
func TestGranule41b(t *testing.T) {
	t.Parallel()
	exe := compile(t, "../testdata/reference/granule41/granule41.c")
	if n := replayAccesses(t, exe, "../testdata/reference/granule41/transcript2.txt", granule41bKnown, ""); n < 60 {
		t.Errorf("compared %d accesses", n)
	}
}
