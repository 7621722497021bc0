package driver

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"cudasim/cu"
)

// What session 33's GPU windows measured on an H100 (driver 580, the H200's) with numba-cuda 0.30.4
// and Numba's recursive fib: testdata/reference/numba-cuda/h100-s33/README.md.
const h100s33 = "../testdata/reference/numba-cuda/h100-s33"

// fibLine is one line of fibdepth's output (testdata/reference/numba-cuda/fib/fibdepth.c):
// "N=12: fib 144, stack limit 1024" or "N=13: cuCtxSynchronize(): CUDA_ERROR_ILLEGAL_ADDRESS".
var fibLine = regexp.MustCompile(`^N=(\d+): (?:fib (-?\d+), stack limit \d+|(\w+)\(.*\): (CUDA_ERROR_\w+))$`)

// TestNumbaFibDepth runs Numba's recursive fib (fib.ptx: Numba 0.56's PTX) as fibdepth.c does,
// once per N on a fresh driver (a fault is sticky), and compares each N's value or failing call
// with the GPU's: fib-h100.txt at the default stack, and fib-h100-BYTES.txt at BYTES
// (cuCtxSetLimit), where recorded. The H100 ran N = 12 at the default 1 KiB, one level deeper
// than cudasim's session-32 frames allowed.
func TestNumbaFibDepth(t *testing.T) {
	ptx, err := os.ReadFile("../testdata/reference/numba-cuda/fib/fib.ptx")
	must(t, err)
	goldens, err := filepath.Glob(filepath.Join(h100s33, "fib-h100*.txt"))
	must(t, err)
	if len(goldens) == 0 {
		t.Fatal("no fib-h100*.txt golden")
	}
	for _, golden := range goldens {
		var stack uint64 // 0: the default
		if s, ok := strings.CutPrefix(strings.TrimSuffix(filepath.Base(golden), ".txt"), "fib-h100-"); ok {
			stack, err = strconv.ParseUint(s, 10, 64)
			must(t, err)
		}
		data, err := os.ReadFile(golden)
		must(t, err)
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			m := fibLine.FindStringSubmatch(line)
			if m == nil {
				t.Fatalf("%s: unexpected line %q", golden, line)
			}
			n, _ := strconv.ParseInt(m[1], 10, 64)
			if got := fibDepthRun(t, ptx, n, stack); got != line {
				t.Errorf("%s: cudasim %q, the H100 %q", filepath.Base(golden), got, line)
			}
		}
	}
}

// fibDepthRun is fibdepth.c on cudasim: fib(n) at the given stack (0: the default), as the line
// fibdepth prints.
func fibDepthRun(t *testing.T, ptx []byte, n int64, stack uint64) string {
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	fail := func(call string, err error) string {
		return fmt.Sprintf("N=%d: %s: %s", n, call, cu.Code(err).Name())
	}
	if stack != 0 {
		if err := th.CtxSetLimit(LimitStackSize, stack); err != nil {
			return fail("cuCtxSetLimit(CU_LIMIT_STACK_SIZE, (size_t)atoll(argv[3]))", err)
		}
	}
	limit, err := th.CtxGetLimit(LimitStackSize)
	must(t, err)
	m, err := th.ModuleLoadData(append(ptx, 0))
	must(t, err)
	entry := regexp.MustCompile(`\.entry\s+([A-Za-z0-9_$]+)`).FindSubmatch(ptx)
	f, err := th.ModuleGetFunction(m, string(entry[1]))
	must(t, err)
	r, err := th.MemAlloc(8)
	must(t, err)
	x, err := th.MemAlloc(8)
	must(t, err)
	must(t, th.MemcpyHtoD(x, binary.LittleEndian.AppendUint64(nil, uint64(n))))
	// Numba's array arguments: meminfo, parent, nitems, itemsize, data, shape[0], strides[0].
	args := Args(uint64(0), uint64(0), uint64(1), uint64(8), r, uint64(1), uint64(8),
		uint64(0), uint64(0), uint64(1), uint64(8), x, uint64(1), uint64(8))
	if err := th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, args, nil); err != nil {
		return fail("cuLaunchKernel(fn, 1, 1, 1, 1, 1, 1, 0, 0, params, 0)", err)
	}
	if err := th.CtxSynchronize(); err != nil {
		return fail("cuCtxSynchronize()", err)
	}
	got := make([]byte, 8)
	must(t, th.MemcpyDtoH(got, r))
	return fmt.Sprintf("N=%d: fib %d, stack limit %d", n, int64(binary.LittleEndian.Uint64(got)), limit)
}

// TestNumbaCudaOutcomesH100 checks the outcome record of numba-cuda's suite (outcomes.tsv.gz,
// written by outcomes.py from the windows' logs): every test has an outcome on the H100 and on
// cudasim, the same one but where cudasim is known to differ, and a test skipped on both was
// skipped for the same reason (a skip with another reason is a capability cudasim reports
// differently).
func TestNumbaCudaOutcomesH100(t *testing.T) {
	differs := map[string]string{
		"cudapy/test_cuda_array_interface.py::TestCudaArrayInterface::test_fortran_contiguous": "cuRAND's kernels are SASS only; cudasim runs PTX (docs/numba.md)",
	}
	rows := outcomeRows(t, filepath.Join(h100s33, "outcomes.tsv.gz"), 5) // test, h100, from, sim, reason
	for _, col := range rows {
		test, h100, sim := col[0], col[1], col[3]
		if h100 == "-" || sim == "-" {
			t.Errorf("%s: no outcome (H100 %s, cudasim %s)", test, h100, sim)
			continue
		}
		if why, ok := differs[test]; ok {
			if h100 == sim {
				t.Errorf("%s: %s on both, recorded as differing (%s)", test, h100, why)
			}
			continue
		}
		if h100 != sim {
			t.Errorf("%s: %s on the H100, %s on cudasim (%s)", test, h100, sim, col[4])
			continue
		}
		if h100 == "SKIPPED" {
			reason := map[string]string{}
			for _, part := range strings.Split(col[4], " | ") {
				side, r, _ := strings.Cut(part, ": ")
				reason[side] = r
			}
			if reason["h100"] != reason["sim"] {
				t.Errorf("%s: skipped on the H100 (%q) and on cudasim (%q)", test, reason["h100"], reason["sim"])
			}
		}
	}
	if len(rows) != 1993 {
		t.Fatalf("%d tests; want numba-cuda 0.30.4's 1,993", len(rows))
	}
}
