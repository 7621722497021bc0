package driver

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestOccupancy replays probe2's occupancy section for the six probe
// kernels of kernels.cubin: their attributes, then
// cuOccupancyMaxActiveBlocksPerMultiprocessor,
// cuOccupancyMaxPotentialBlockSize and
// cuOccupancyAvailableDynamicSMemPerBlock over the probe's grid.
func TestOccupancy(t *testing.T) {
	all := readProbe2(t)
	th, _, _, mod, _ := probe2Setup(t)
	var want, got []string
	for _, l := range all["loop"] {
		line := l.Values[0]
		switch {
		case strings.HasPrefix(line, "kernel "), strings.HasPrefix(line, "occ "),
			strings.HasPrefix(line, "potential "), strings.HasPrefix(line, "availdyn "):
		default:
			continue
		}
		want = append(want, line)
		name := strings.Fields(line)[1]
		f, err := th.ModuleGetFunction(mod, name)
		if err != nil {
			t.Fatal(err)
		}
		attr := func(a FuncAttribute) int32 {
			v, err := th.FuncGetAttribute(a, f)
			if err != nil {
				t.Fatal(err)
			}
			return v
		}
		switch {
		case strings.HasPrefix(line, "kernel "):
			got = append(got, fmt.Sprintf("kernel %s regs=%d shared=%d local=%d const=%d maxThreads=%d maxDynShared=%d", name,
				attr(FuncAttributeNumRegs), attr(FuncAttributeSharedSizeBytes), attr(FuncAttributeLocalSizeBytes),
				attr(FuncAttributeConstSizeBytes), attr(FuncAttributeMaxThreadsPerBlock), attr(FuncAttributeMaxDynamicSharedSizeBytes)))
		case strings.HasPrefix(line, "occ "):
			var bs int32
			var dyn uint64
			fmt.Sscanf(strings.Join(strings.Fields(line)[2:4], " "), "block=%d dyn=%d", &bs, &dyn)
			n, err := th.OccupancyMaxActiveBlocksPerMultiprocessor(f, bs, dyn)
			if err != nil {
				n = -1
			}
			got = append(got, fmt.Sprintf("occ %s block=%d dyn=%d -> %d blocks=%d", name, bs, dyn, codeOf(err), n))
		case strings.HasPrefix(line, "potential "):
			var dyn uint64
			var limit int32
			fmt.Sscanf(strings.Join(strings.Fields(line)[2:4], " "), "dyn=%d limit=%d", &dyn, &limit)
			mg, mb, err := th.OccupancyMaxPotentialBlockSize(f, nil, dyn, limit)
			got = append(got, fmt.Sprintf("potential %s dyn=%d limit=%d -> %d minGrid=%d block=%d", name, dyn, limit, codeOf(err), mg, mb))
		case strings.HasPrefix(line, "availdyn "):
			var nb, bs int32
			fmt.Sscanf(strings.Join(strings.Fields(line)[2:4], " "), "numBlocks=%d block=%d", &nb, &bs)
			av, err := th.OccupancyAvailableDynamicSMemPerBlock(f, nb, bs)
			got = append(got, fmt.Sprintf("availdyn %s numBlocks=%d block=%d -> %d bytes=%d", name, nb, bs, codeOf(err), av))
		}
	}
	if len(want) < 1000 {
		t.Fatalf("only %d occupancy lines in the transcript", len(want))
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("occupancy (-real +cudasim):\n%s", diff)
	}
}

// TestOccupancyOfKernelHandle checks the probe's kernelasfunc finding: a
// CUkernel cast to CUfunction is accepted by the occupancy calls (16 blocks
// of 128 threads of addOne), though cuFuncGetAttribute refuses it.
func TestOccupancyOfKernelHandle(t *testing.T) {
	all := readProbe2(t)
	th, _, _, _, _ := probe2Setup(t)
	img, err := os.ReadFile("../testdata/reference/kernels.cubin")
	if err != nil {
		t.Fatal(err)
	}
	lib, err := th.LibraryLoadData(img, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	k, err := th.LibraryGetKernel(lib, "addOne")
	if err != nil {
		t.Fatal(err)
	}
	var wantOcc string
	for _, l := range all["kernelasfunc"] {
		if strings.HasPrefix(l.Call, "cuOccupancyMaxActiveBlocksPerMultiprocessor") {
			wantOcc = l.Values[0]
		}
	}
	n, err := th.OccupancyMaxActiveBlocksPerMultiprocessor(Function(k), 128, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprintf("occ=%d", n); got != wantOcc {
		t.Errorf("occupancy of a CUkernel: %s, real driver %s", got, wantOcc)
	}
}
