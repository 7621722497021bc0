package driver

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/internal/gzfile"
)

// The cluster attributes, launches and occupancy calls of the breadth kernels answer as the
// H200 did (testdata/reference/breadth/probe.txt).
func TestClusterDriverCodes(t *testing.T) {
	_, th, _ := setup(t, Config{})
	img, err := gzfile.ReadFile("../testdata/conformance/breadth/breadth.ptx")
	if err != nil {
		t.Fatal(err)
	}
	m, err := th.ModuleLoadData(img)
	must(t, err)
	get := func(name string) Function {
		f, err := th.ModuleGetFunction(m, name)
		must(t, err)
		return f
	}
	plain, c2, c16 := get("plain"), get("cl_regs_2"), get("cl_plain_16")
	attr := func(f Function, a FuncAttribute) int32 {
		v, err := th.FuncGetAttribute(a, f)
		must(t, err)
		return v
	}
	if got := [4]int32{attr(c2, FuncAttributeClusterSizeMustBeSet), attr(c2, FuncAttributeRequiredClusterWidth),
		attr(c2, FuncAttributeRequiredClusterHeight), attr(c2, FuncAttributeRequiredClusterDepth)}; got != [4]int32{1, 2, 1, 1} {
		t.Errorf("cl_regs_2 cluster attributes %v, want [1 2 1 1]", got)
	}
	for _, tc := range []struct {
		name string
		f    Function
		a    FuncAttribute
		v    int32
		want cu.Result
	}{
		{"plain width 17", plain, FuncAttributeRequiredClusterWidth, 17, cu.Success},
		{"plain width -1", plain, FuncAttributeRequiredClusterWidth, -1, cu.ErrorInvalidValue},
		{"plain width 0", plain, FuncAttributeRequiredClusterWidth, 0, cu.Success},
		{"plain must-be-set", plain, FuncAttributeClusterSizeMustBeSet, 1, cu.ErrorInvalidValue},
		{"plain policy 3", plain, FuncAttributeClusterSchedulingPolicy, 3, cu.ErrorInvalidValue},
		{"plain non-portable 2", plain, FuncAttributeNonPortableClusterSizeAllowed, 2, cu.Success},
		{"cl_regs_2 width 2", c2, FuncAttributeRequiredClusterWidth, 2, cu.Success},
		{"cl_regs_2 width 4", c2, FuncAttributeRequiredClusterWidth, 4, cu.ErrorInvalidValue},
	} {
		if got := cu.Code(th.FuncSetAttribute(tc.f, tc.a, tc.v)); got != tc.want {
			t.Errorf("set %s: %v, want %v", tc.name, got.Name(), tc.want.Name())
		}
	}
	if v := attr(plain, FuncAttributeNonPortableClusterSizeAllowed); v != 1 {
		t.Errorf("NON_PORTABLE set to 2 reads back %d, want 1", v)
	}
	buf, err := th.MemAlloc(1 << 20)
	must(t, err)
	ex := func(f Function, grid uint32, cluster [3]uint32, policy int32) error {
		cfg := LaunchConfig{Grid: Dim3{grid, 1, 1}, Block: Dim3{32, 1, 1},
			Attrs: []LaunchAttribute{{ID: LaunchAttributeClusterDim, X: cluster[0], Y: cluster[1], Z: cluster[2]}}}
		if policy >= 0 {
			cfg.Attrs = append(cfg.Attrs, LaunchAttribute{ID: LaunchAttributeClusterSchedulingPolicy, Value: policy})
		}
		if err := th.LaunchKernelEx(cfg, f, Args(buf), nil); err != nil {
			return err
		}
		return th.CtxSynchronize()
	}
	for _, tc := range []struct {
		name    string
		f       Function
		grid    uint32
		cluster [3]uint32
		policy  int32
		want    cu.Result
	}{
		{"plain 16 non-portable", plain, 16, [3]uint32{16, 1, 1}, -1, cu.Success},
		{"plain 12 non-portable", plain, 12, [3]uint32{12, 1, 1}, -1, cu.Success},
		{"plain 32", plain, 32, [3]uint32{32, 1, 1}, -1, cu.ErrorInvalidClusterSize},
		{"plain grid 9 cluster 2", plain, 9, [3]uint32{2, 1, 1}, -1, cu.ErrorInvalidClusterSize},
		// breadth's probe passes no attribute for a cluster X of 0; the
		// attribute itself with (0,1,1): the H200 (cudart, suite e_launch).
		{"plain cluster (0,1,1)", plain, 9, [3]uint32{0, 1, 1}, -1, cu.ErrorInvalidClusterSize},
		{"plain cluster (2,0,1)", plain, 8, [3]uint32{2, 0, 1}, -1, cu.ErrorInvalidClusterSize},
		{"plain policy 2", plain, 8, [3]uint32{2, 1, 1}, 2, cu.Success},
		{"plain policy 3", plain, 8, [3]uint32{2, 1, 1}, 3, cu.ErrorInvalidValue},
		{"cl_regs_2 cluster 1", c2, 8, [3]uint32{1, 1, 1}, -1, cu.ErrorInvalidClusterSize},
		{"cl_regs_2 no cluster", c2, 8, [3]uint32{}, -1, cu.Success},
		{"cl_regs_2 grid 7", c2, 7, [3]uint32{}, -1, cu.ErrorInvalidClusterSize},
		{"cl_plain_16 portable", c16, 32, [3]uint32{}, -1, cu.ErrorInvalidClusterSize},
	} {
		if got := cu.Code(ex(tc.f, tc.grid, tc.cluster, tc.policy)); got != tc.want {
			t.Errorf("launch %s: %v, want %v", tc.name, got.Name(), tc.want.Name())
		}
	}
	occ := func(f Function, block uint32, cluster [3]uint32) (int32, int32, cu.Result, cu.Result) {
		cfg := &LaunchConfig{Grid: Dim3{128, 1, 1}, Block: Dim3{block, 1, 1}}
		if cluster[0] != 0 {
			cfg.Attrs = []LaunchAttribute{{ID: LaunchAttributeClusterDim, X: cluster[0], Y: cluster[1], Z: cluster[2]}}
		}
		n, err := th.OccupancyMaxActiveClusters(f, cfg)
		p, err2 := th.OccupancyMaxPotentialClusterSize(f, cfg)
		return n, p, cu.Code(err), cu.Code(err2)
	}
	for _, tc := range []struct {
		block   uint32
		cluster [3]uint32
		want    int32
	}{ // probe.txt's answers for the plain kernel (NON_PORTABLE set)
		{128, [3]uint32{1, 1, 1}, 1056}, {128, [3]uint32{2, 1, 1}, 528}, {1024, [3]uint32{2, 1, 1}, 132},
		{128, [3]uint32{4, 1, 1}, 248}, {256, [3]uint32{8, 1, 1}, 124}, {1024, [3]uint32{8, 1, 1}, 30},
		{128, [3]uint32{16, 1, 1}, 58}, {1024, [3]uint32{16, 1, 1}, 14},
	} {
		if n, p, e1, e2 := occ(plain, tc.block, tc.cluster); n != tc.want || p != 16 || e1 != 0 || e2 != 0 {
			t.Errorf("occupancy of %v clusters of %d-thread blocks: %d clusters, size %d (%v %v); the H200: %d, 16", tc.cluster, tc.block, n, p, e1.Name(), e2.Name(), tc.want)
		}
	}
	if _, _, e1, e2 := occ(plain, 128, [3]uint32{3, 1, 1}); e1 != cu.ErrorInvalidClusterSize || e2 != cu.ErrorInvalidClusterSize {
		t.Errorf("occupancy of clusters of 3 over a grid of 128: %v %v, want CUDA_ERROR_INVALID_CLUSTER_SIZE", e1.Name(), e2.Name())
	}
	if n, p, e1, e2 := occ(plain, 128, [3]uint32{}); n != 0 || p != 16 || e1 != 0 || e2 != 0 {
		t.Errorf("occupancy without a cluster (non-portable set): %d clusters, size %d (%v %v); want 0, 16", n, p, e1.Name(), e2.Name())
	}
	if n, _, e1, _ := occ(plain, 128, [3]uint32{32, 1, 1}); n != 0 || e1 != 0 {
		t.Errorf("occupancy of clusters of 32: %d (%v), want 0", n, e1.Name())
	}
	if _, _, e1, _ := occ(plain, 0, [3]uint32{2, 1, 1}); e1 != cu.ErrorInvalidValue {
		t.Errorf("occupancy of empty blocks: %v, want CUDA_ERROR_INVALID_VALUE", e1.Name())
	}
	if _, err := th.OccupancyMaxActiveClusters(0, &LaunchConfig{Grid: Dim3{1, 1, 1}, Block: Dim3{1, 1, 1}}); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("occupancy of a NULL function: %v, want CUDA_ERROR_INVALID_VALUE", err)
	}
	if _, _, e1, _ := occ(c16, 128, [3]uint32{}); e1 != cu.ErrorInvalidClusterSize {
		t.Errorf("occupancy of cl_plain_16 without NON_PORTABLE: %v, want CUDA_ERROR_INVALID_CLUSTER_SIZE", e1.Name())
	}
}

// A kernel using an instruction the engine lacks is refused at launch; the module loads and the
// others run.
func TestUnsupportedKernelThroughDriver(t *testing.T) {
	_, th, _ := setup(t, Config{})
	good := ".visible .entry good(.param .u64 p) { .reg .b32 %r<2>; .reg .b64 %rd<2>; ld.param.u64 %rd1, [p]; mov.u32 %r1, 7; st.global.u32 [%rd1], %r1; ret; }\n"
	// tcgen05 (sm_100) is refused by ptxas, so the module does not load (measured,
	// testdata/reference/jitstages).
	tc := ".version 8.0\n.target sm_90\n.address_size 64\n" + good +
		".visible .entry bad(.param .u64 p) { ret; tcgen05.fence::before_thread_sync; ret; }\n"
	if _, err := th.ModuleLoadData([]byte(tc)); cu.Code(err) != cu.ErrorInvalidPTX {
		t.Errorf("a module with tcgen05 under sm_90: %v, want CUDA_ERROR_INVALID_PTX", err)
	}
	// A fifth global stride in tensormap.replace is valid sm_90a PTX (ptxas takes it,
	// testdata/conformance/tma/tma12w1/jit.txt) the engine lacks.
	src := []byte(".version 8.3\n.target sm_90a\n.address_size 64\n" + good +
		".visible .entry bad(.param .u64 p) { .reg .b64 %rd<3>; ld.param.u64 %rd1, [p]; " +
		"tensormap.replace.tile.global_stride.global.b1024.b64 [%rd1], 4, %rd1; ret; }\n")
	m, err := th.ModuleLoadData(src)
	must(t, err)
	goodF, err := th.ModuleGetFunction(m, "good")
	must(t, err)
	bad, err := th.ModuleGetFunction(m, "bad")
	must(t, err)
	buf, err := th.MemAlloc(4)
	must(t, err)
	if err := th.LaunchKernel(bad, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, Args(buf), nil); cu.Code(err) != cu.ErrorNotSupported {
		t.Errorf("launch of bad: %v, want CUDA_ERROR_NOT_SUPPORTED", err)
	}
	must(t, th.LaunchKernel(goodF, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, Args(buf), nil))
	must(t, th.CtxSynchronize())
}

// The GPC model reproduces every cuOccupancyMaxActiveClusters answer of the H200's occupancy
// grid (testdata/reference/breadth/occupancy.txt), given the blocks per SM it reported beside.
func TestActiveClustersModel(t *testing.T) {
	b, err := os.ReadFile("../testdata/reference/breadth/occupancy.txt")
	if err != nil {
		t.Fatal(err)
	}
	gpcs := H200().ClusterGPCs
	rows := 0
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) < 24 || f[1] != "block" || f[7] != "clusters" {
			continue
		}
		var perSM int64
		fmt.Sscanf(f[6], "%d(", &perSM)
		for c := int64(1); c <= 16; c++ {
			want, err := strconv.ParseInt(f[7+c], 10, 64)
			if err != nil {
				t.Fatalf("%q: %v", line, err)
			}
			if got := activeClusters(gpcs, perSM, c); got != want {
				t.Errorf("%s: %d blocks a SM, clusters of %d: %d, the H200 %d", strings.Join(f[:5], " "), perSM, c, got, want)
			}
		}
		rows++
	}
	if rows < 200 {
		t.Fatalf("only %d rows in occupancy.txt", rows)
	}
}
