package driver

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"cudasim/cubin"
	"cudasim/internal/gzfile"
	"cudasim/internal/module"

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

// TestOccupancySuiteKernels checks the kernels of the suite's s_occupancy
// (nvcc 13.0, sm_90 SASS whose .nv.shared sections hold the reserved 1 KiB,
// testdata/images/cuda13/occupancy.fatbin) against what the H200 answered
// for them (libcuda/testdata/cudart/suite/golden/b130/s_occupancy.h200.out):
// static shared memory without the reserve, the blocks per multiprocessor
// over block sizes, a block above the kernel's __launch_bounds__ (counted as
// any other: 4 blocks of 512 for a kernel bounded at 256), and the whole
// opt-in limit accepted as a kernel's dynamic shared memory.
func TestOccupancySuiteKernels(t *testing.T) {
	_, th, _ := setup(t, Config{})
	img, err := os.ReadFile("../testdata/images/cuda13/occupancy.fatbin")
	if err != nil {
		t.Fatal(err)
	}
	golden, err := os.ReadFile("../libcuda/testdata/cudart/suite/golden/b130/s_occupancy.h200.out")
	if err != nil {
		t.Fatal(err)
	}
	mod, err := th.ModuleLoadData(img)
	if err != nil {
		t.Fatal(err)
	}
	fn := func(name string) Function {
		f, err := th.ModuleGetFunction(mod, name)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	light, static, bounded, big := fn("_Z5lightPi"), fn("_Z12staticSharedPi"), fn("_Z7boundedPf"), fn("_Z9bigSharedPii")
	occ := func(f Function, block int32, dyn uint64) int32 {
		n, err := th.OccupancyMaxActiveBlocksPerMultiprocessor(f, block, dyn)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	var want, got []string
	for _, line := range strings.Split(string(golden), "\n") {
		var b, nl, ns, nd int32
		if n, _ := fmt.Sscanf(line, "block %d: light %d staticShared %d light+40000B %d", &b, &nl, &ns, &nd); n == 4 {
			want = append(want, line)
			got = append(got, fmt.Sprintf("block %4d: light %d staticShared %d light+40000B %d (cudaSuccess)", b, occ(light, b, 0), occ(static, b, 0), occ(light, b, 40000)))
		}
		if strings.HasPrefix(line, "bounded at 512 threads: ") {
			want = append(want, line)
			got = append(got, fmt.Sprintf("bounded at 512 threads: %d", occ(bounded, 512, 0)))
		}
		if strings.HasPrefix(line, "staticShared cudaSuccess shared ") {
			want = append(want, strings.Fields(line)[3])
			v, err := th.FuncGetAttribute(FuncAttributeSharedSizeBytes, static)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, fmt.Sprint(v))
		}
	}
	if len(want) != 8 {
		t.Fatalf("%d of the golden file's occupancy lines found, want 8", len(want))
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("occupancy (-H200 +cudasim):\n%s", diff)
	}
	optin, err := th.DeviceGetAttribute(AttrMaxSharedMemoryPerBlockOptin, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := th.FuncSetAttribute(big, FuncAttributeMaxDynamicSharedSizeBytes, optin); err != nil {
		t.Errorf("MAX_DYNAMIC_SHARED_SIZE_BYTES %d (the opt-in limit): %v; the H200 accepts it", optin, err)
	}
}

// TestOccupancyRegisterRule replays the H200's register sweep
// (testdata/reference/fix11/w1/occ.txt: a kernel JIT-compiled under
// CU_JIT_MAX_REGISTERS 16..255, NUM_REGS 24..78): for each NUM_REGS the
// blocks of 32..1024 threads one multiprocessor holds and the potential
// block size. Registers go to warps in 256s, whole warps to each of the four
// quadrants' quarter of the registers: 40 warps of 41..48 registers, so the
// H200 answered 640 threads where counting the multiprocessor's registers
// as one pool gave 672 (simpleAWBarrier, docs/samples.md).
func TestOccupancyRegisterRule(t *testing.T) {
	b, err := gzfile.ReadFile("../testdata/reference/fix11/w1/occ.txt")
	if err != nil {
		t.Fatal(err)
	}
	attr := func(a DeviceAttribute) int64 { return int64(h200.Attributes[a].Value) }
	rows := 0
	for _, line := range strings.Split(string(b), "\n") {
		var mx, regs, grid, size int
		head, counts, ok := strings.Cut(line, "; blocks/SM at 32..1024:")
		if !ok {
			continue
		}
		if _, err := fmt.Sscanf(head, "regs max %d NUM_REGS %d potential CUDA_SUCCESS %d %d", &mx, &regs, &grid, &size); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		in := &occupancyInput{
			numRegs: int64(regs), maxDynamic: 48 << 10, carveout: -1,
			maxThreads: int64(module.MaxThreads(&cubin.Kernel{NumRegs: regs}, &module.Limits{MaxThreadsPerBlock: 1024, RegsPerBlock: 65536})),
			smCount:    attr(AttrMultiprocessorCount), warpSize: attr(AttrWarpSize),
			maxThreadsPerSM: attr(AttrMaxThreadsPerMultiprocessor), maxBlocksPerSM: attr(AttrMaxBlocksPerMultiprocessor),
			regsPerSM: attr(AttrMaxRegistersPerMultiprocessor), regsPerBlock: attr(AttrMaxRegistersPerBlock),
			sharedPerSM: attr(AttrMaxSharedMemoryPerMultiprocessor), reservedPerBlock: attr(AttrReservedSharedMemoryPerBlock),
			maxThreadsPerBlock: attr(AttrMaxThreadsPerBlock),
		}
		var got []string
		for block := int64(32); block <= 1024; block += 32 {
			got = append(got, fmt.Sprint(in.blocksPerSM(block, 0)))
		}
		if g := strings.Join(got, " "); g != strings.TrimSpace(counts) {
			t.Errorf("NUM_REGS %d: blocks per multiprocessor\n got %s\nwant %s", regs, g, strings.TrimSpace(counts))
		}
		if blocks, s := in.potentialBlockSize(nil, 0, 0); blocks*in.smCount != int64(grid) || s != int64(size) {
			t.Errorf("NUM_REGS %d: potential block size %d (grid %d), the H200 %d (grid %d)", regs, s, blocks*in.smCount, size, grid)
		}
		rows++
	}
	if rows < 200 {
		t.Errorf("%d rows of the register sweep", rows)
	}
}
