//go:build linux && amd64

package main

import (
	"regexp"
	"testing"
)

// waitsSections are the sections of testdata/reference/progress23's
// transcript cudasim reproduces line for line: the occupancy of waits.cu's
// kernels in three configurations, and ordinary launches whose blocks wait
// for each other (block 0 for the last block, a persistent kernel's grid
// barrier, a reverse chain, a forward chain over four times the resident
// blocks, and grids of one block more than fit, which cannot finish before
// a block gives up; block 0 polling with atomics that leave the flag as it
// is, section atomic, session 23). The regs section (ptxas's register counts) is not
// compared: cudasim estimates its own.
var waitsSections = []string{"occupancy", "flag", "barrier", "chain", "over", "forward", "atomic"}

// chainCount is a chain line's count of right values, which varies where
// blocks give up (the H200's blocks give up at slightly different times).
var chainCount = regexp.MustCompile(`^(chain .*: CUDA_\w+; )\d+ of \d+ values right(; some blocks timed out)$`)

// withoutGiveUpCounts drops chainCount's counts.
func withoutGiveUpCounts(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = chainCount.ReplaceAllString(l, "${1}some values right${2}")
	}
	return out
}

// TestWaitsProbeMatchesH200 runs probe_waits.c through the drop-in, section
// by section, and compares every line with the H200's transcript (device
// probe progress23-a). Before blocks of an ordinary launch that wait for a
// later block were set aside (sim/blockwait.go), each such launch spun to
// the launch timeout.
func TestWaitsProbeMatchesH200(t *testing.T) {
	t.Parallel()
	probeReplay{
		dir: "../testdata/reference/progress23", src: "probe_waits.c", ptx: "waits.ptx",
		transcripts: []string{"transcript.txt"}, sections: waitsSections, normalize: withoutGiveUpCounts,
	}.run(t)
}
