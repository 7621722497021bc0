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

// TestBlocksThatWaitAsOnH200 runs part of testdata/reference/progress23's
// probe (probe_waits.c, the H200's waits.ptx) through the driver, with one
// worker and three, and finds each line it makes in the H200's transcript:
// blocks of 64 threads with 150 KiB of dynamic shared memory, one a
// multiprocessor (132 resident): block 0 waiting for the last block's flag
// in a grid of all 132; every block waiting for the last in grids of 132
// (all finish) and 133 (the last starts only once a block gives up: the
// driver holds no more blocks than the device). Without the blocks set
// aside (sim/blockwait.go) each launch spins to its time budget.
func TestBlocksThatWaitAsOnH200(t *testing.T) {
	golden, err := os.ReadFile("../testdata/reference/progress23/transcript.txt")
	if err != nil {
		t.Fatal(err)
	}
	h200 := strings.Split(string(golden), "\n")
	const block, dyn = 64, 153600
	const long, short = uint64(4_000_000_000), uint64(200_000) // probe_waits.c's timeouts
	for _, workers := range []int{1, 3} {
		d, th, _ := setup(t, Config{})
		d.SetKernelWorkers(workers)
		d.SetLaunchTimeout(5 * time.Second)
		m, err := th.ModuleLoadData(probeImage(t, "progress23/waits.ptx"))
		must(t, err)
		fn := func(name string) Function {
			f, err := th.ModuleGetFunction(m, name)
			must(t, err)
			must(t, th.FuncSetAttribute(f, FuncAttributeMaxDynamicSharedSizeBytes, 160*1024))
			return f
		}
		sms, err := th.DeviceGetAttribute(AttrMultiprocessorCount, 0)
		must(t, err)
		flag, over := fn("flag_last"), fn("all_wait_last")
		per, err := th.OccupancyMaxActiveBlocksPerMultiprocessor(flag, block, dyn)
		must(t, err)
		resident := uint32(per * sms)
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
		launch := func(f Function, grid uint32, args [][]byte) string {
			err := th.LaunchKernel(f, Dim3{grid, 1, 1}, Dim3{block, 1, 1}, dyn, 0, args, nil)
			if err == nil {
				err = th.CtxSynchronize()
			}
			return cu.Code(err).Name()
		}
		var got []string
		// flag: block 0 waits for the last block's flag.
		f, out := words(1), words(resident)
		rc := launch(flag, resident, Args(f, out, long, int32(0)))
		v := read(out, resident)
		saw := map[int32]string{2: "saw the flag", -1: "timed out"}[v[0]]
		marked := 0
		for _, x := range v[1:] {
			if x == 1 {
				marked++
			}
		}
		got = append(got, fmt.Sprintf("flag block %d dyn %d grid %d backoff 0: %s; block 0 %s; %d of %d other blocks marked",
			block, dyn, resident, rc, saw, marked, resident-1))
		// over: every block but the last waits for the last.
		for _, grid := range []uint32{resident, resident + 1} {
			f, gave, seen := words(1), words(1), words(1)
			rc := launch(over, grid, Args(f, gave, seen, short))
			timedOut := map[bool]string{false: "no block timed out", true: "some blocks timed out"}[read(gave, 1)[0] != 0]
			last := map[int32]string{0: "never ran", 1: "started before any block gave up"}[read(seen, 1)[0]]
			if last == "" {
				last = "started after a block gave up"
			}
			got = append(got, fmt.Sprintf("over block %d dyn %d grid %d: %s; %s; the last block %s", block, dyn, grid, rc, timedOut, last))
		}
		for _, l := range got {
			if !slices.Contains(h200, l) {
				t.Errorf("%d workers: %q is not in the H200's transcript", workers, l)
			}
		}
	}
}
