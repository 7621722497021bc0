package driver

import (
	"encoding/binary"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"cudasim/cu"
)

// TestClustersThatWaitAsOnH200 runs part of testdata/reference/clusters24's
// probe (probe_clusters.c, the H200's clusters.ptx) through the driver, with
// one worker and three, and finds each line it makes in the H200's
// transcript: blocks of 64 threads with 150 KiB of dynamic shared memory
// (one a multiprocessor), in clusters of 2 (__cluster_dims__, cuLaunchKernel)
// and of 4 (the cluster-dimension attribute, cuLaunchKernelEx): cluster 0
// waiting for the last cluster's flag in a grid of as many clusters as the
// device holds (cuOccupancyMaxActiveClusters); with clusters of 4, every
// cluster waiting for the last in grids of that many (all finish) and one
// more (the last starts only once a cluster gives up: its 30 others spin to
// their %clock64 timeouts first). Without the clusters set aside
// (sim/blockwait.go), the first launch spins to its time budget.
func TestClustersThatWaitAsOnH200(t *testing.T) {
	golden, err := os.ReadFile("../testdata/reference/clusters24/transcript.txt")
	if err != nil {
		t.Fatal(err)
	}
	h200 := strings.Split(string(golden), "\n")
	const block, dyn = 64, 153600
	const long, short = uint64(4_000_000_000), uint64(200_000) // probe_clusters.c's timeouts
	ways := []struct {
		name, suffix string
		size         uint32
		attr         bool
	}{{"c2", "_c2", 2, false}, {"x4", "_x", 4, true}}
	for _, workers := range []int{1, 3} {
		d, th, _ := setup(t, Config{})
		d.SetKernelWorkers(workers)
		d.SetLaunchTimeout(30 * time.Second) // (the race detector's: a few seconds without)
		m, err := th.ModuleLoadData(probeImage(t, "clusters24/clusters.ptx"))
		must(t, err)
		words := func(n uint32) DevicePtr {
			p, err := th.MemAlloc(4 * uint64(n))
			must(t, err)
			must(t, th.MemsetD8(p, 0, 4*uint64(n)))
			return p
		}
		read := func(p DevicePtr, n uint32) []int32 {
			b := make([]byte, 4*n)
			must(t, th.MemcpyDtoH(b, p))
			v := make([]int32, n)
			for i := range v {
				v[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
			}
			return v
		}
		var got []string
		for _, way := range ways {
			fn := func(base string) Function {
				f, err := th.ModuleGetFunction(m, base+way.suffix)
				must(t, err)
				must(t, th.FuncSetAttribute(f, FuncAttributeMaxDynamicSharedSizeBytes, 160*1024))
				return f
			}
			config := func(clusters uint32) LaunchConfig {
				cfg := LaunchConfig{Grid: Dim3{clusters * way.size, 1, 1}, Block: Dim3{block, 1, 1}, SharedMem: dyn}
				if way.attr {
					cfg.Attrs = []LaunchAttribute{{ID: LaunchAttributeClusterDim, X: way.size, Y: 1, Z: 1}}
				}
				return cfg
			}
			launch := func(f Function, clusters uint32, args [][]byte) string {
				var err error
				if way.attr {
					err = th.LaunchKernelEx(config(clusters), f, args, nil)
				} else {
					err = th.LaunchKernel(f, Dim3{clusters * way.size, 1, 1}, Dim3{block, 1, 1}, dyn, 0, args, nil)
				}
				if err == nil {
					err = th.CtxSynchronize()
				}
				return cu.Code(err).Name()
			}
			flag, over := fn("flag"), fn("all_wait_last")
			cfg := config(1)
			n, err := th.OccupancyMaxActiveClusters(flag, &cfg)
			must(t, err)
			resident := uint32(n)
			head := func(what string, clusters uint32) string {
				return fmt.Sprintf("%s block %d dyn %d %s clusters %d", what, block, dyn, way.name, clusters)
			}
			// flag: cluster 0 waits for the last cluster's flag.
			grid := resident * way.size
			f, out := words(1), words(grid)
			rc := launch(flag, resident, Args(f, out, long))
			v := read(out, grid)
			saw := map[int32]string{2: "saw the flag", -1: "timed out"}[v[0]]
			marked := 0
			for _, x := range v[1:] {
				if x == 1 {
					marked++
				}
			}
			got = append(got, fmt.Sprintf("%s: %s; cluster 0 %s; %d of %d other blocks marked", head("flag", resident), rc, saw, marked, grid-1))
			// over: every cluster but the last waits for the last.
			for _, clusters := range []uint32{resident, resident + 1} {
				if way.size != 4 {
					break
				}
				f, gave, seen := words(1), words(1), words(1)
				rc := launch(over, clusters, Args(f, gave, seen, 10*short))
				timedOut := map[bool]string{false: "no cluster timed out", true: "some clusters timed out"}[read(gave, 1)[0] != 0]
				last := map[int32]string{0: "never ran", 1: "started before any cluster gave up"}[read(seen, 1)[0]]
				if last == "" {
					last = "started after a cluster gave up"
				}
				got = append(got, fmt.Sprintf("%s: %s; %s; the last cluster %s", head("over", clusters), rc, timedOut, last))
			}
		}
		for _, l := range got {
			if !slices.Contains(h200, l) {
				t.Errorf("%d workers: %q is not in the H200's transcript", workers, l)
			}
		}
	}
}
