//go:build linux && amd64

package main

import (
	"regexp"
	"testing"
)

// clusterChainCount is a chain line's count of right values where clusters
// gave up, which varies with when each gave up (cudasim's clocks count
// instructions).
var clusterChainCount = regexp.MustCompile(`^(chain .*: CUDA_\w+; )\d+ of \d+ values right(; some clusters timed out)$`)

// withoutClusterGiveUpCounts drops clusterChainCount's counts.
func withoutClusterGiveUpCounts(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = clusterChainCount.ReplaceAllString(l, "${1}some values right${2}")
	}
	return out
}

// TestClustersProbeMatchesH200 runs testdata/reference/clusters24's
// probe_clusters.c through the drop-in, section by section, and compares
// every line with the H200's transcript (device probe clusters24-a):
// cuOccupancyMaxActiveClusters of clusters.cu's kernels, and ordinary
// launches whose clusters of 2 and 4 blocks (__cluster_dims__ and
// cuLaunchKernelEx's attribute) wait for other clusters: cluster 0 for the
// last, a hand-written barrier over clusters, reverse chains, forward chains
// over four times the resident count. Before clusters were set aside whole
// (sim/blockwait.go), each such launch spun to the launch timeout. The
// section over (grids of one cluster more than fit, whose clusters spin to
// their %clock64 timeouts: 40 to 50 s here) matched too, run by hand
// (probe_clusters clusters.ptx over, through the drop-in), and is left out:
// driver's TestClustersThatWaitAsOnH200 checks part of it.
func TestClustersProbeMatchesH200(t *testing.T) {
	if testing.Short() {
		t.Skip("runs several seconds of waiting clusters")
	}
	probeReplay{
		dir: "../testdata/reference/clusters24", src: "probe_clusters.c", ptx: "clusters.ptx",
		transcripts: []string{"transcript.txt"}, sections: []string{"occupancy", "flag", "barrier", "chain", "forward"},
		normalize: withoutClusterGiveUpCounts,
	}.run(t)
}
