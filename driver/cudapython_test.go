package driver

import (
	"bufio"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cudasim/cu"
)

// NVIDIA's cuda.bindings and cuda.core suites on the H100 (driver 580) and on cudasim's drop-in,
// session 34: testdata/reference/cuda-python/README.md.
const cudaPython = "../testdata/reference/cuda-python"

// cudaPythonRow is one test's line of outcomes-SUITE.tsv.gz.
type cudaPythonRow struct{ native, sim, reason string }

// readCudaPythonOutcomes reads outcomes-SUITE.tsv.gz (outcomes.py): test, native, sim, reason.
func readCudaPythonOutcomes(t *testing.T, suite string) map[string]cudaPythonRow {
	f, err := os.Open(filepath.Join(cudaPython, "outcomes-"+suite+".tsv.gz"))
	must(t, err)
	defer f.Close()
	z, err := gzip.NewReader(f)
	must(t, err)
	sc := bufio.NewScanner(z)
	sc.Buffer(nil, 1<<20)
	sc.Scan() // the header
	rows := map[string]cudaPythonRow{}
	for sc.Scan() {
		col := strings.Split(sc.Text(), "\t")
		if len(col) != 4 {
			t.Fatalf("outcomes-%s: unexpected row %q", suite, sc.Text())
		}
		rows[col[0]] = cudaPythonRow{col[1], col[2], col[3]}
	}
	must(t, sc.Err())
	return rows
}

// wantNativePass fails unless the H100 passed cuda.bindings' test (the measurement a Go test
// below restates).
func wantNativePass(t *testing.T, test string) {
	t.Helper()
	row, ok := readCudaPythonOutcomes(t, "bindings")["cuda_bindings/tests/test_cuda.py::"+test]
	if !ok || row.native != "PASSED" {
		t.Fatalf("%s: %q on the H100 in the record, want PASSED", test, row.native)
	}
}

// TestCudaBindingsNullNameHandles: cuFuncGetName and cuKernelGetName of a NULL handle are
// CUDA_ERROR_INVALID_VALUE (test_cuFuncGetName_failure, test_cuKernelGetName_failure passed on
// the H100), where a dead or mistyped handle stays CUDA_ERROR_INVALID_HANDLE (library_test.go).
func TestCudaBindingsNullNameHandles(t *testing.T) {
	wantNativePass(t, "test_cuFuncGetName_failure")
	wantNativePass(t, "test_cuKernelGetName_failure")
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	name, err := th.FuncGetName(0)
	wantCode(t, "cuFuncGetName(NULL)", err, cu.ErrorInvalidValue)
	if name != "" {
		t.Errorf("cuFuncGetName(NULL) named %q", name)
	}
	name, err = th.KernelGetName(0)
	wantCode(t, "cuKernelGetName(NULL)", err, cu.ErrorInvalidValue)
	if name != "" {
		t.Errorf("cuKernelGetName(NULL) named %q", name)
	}
}

// TestCudaBindingsManagedSyncMemops is test_cuda_pointer_attr's last step, which passed on the
// H100: CU_POINTER_ATTRIBUTE_SYNC_MEMOPS of cuMemAllocManaged memory, on at first (s_ax_ptrattrs,
// apiexplore24), set on and then off, reads what was set, in both the single and the plural query.
func TestCudaBindingsManagedSyncMemops(t *testing.T) {
	wantNativePass(t, "test_cuda_pointer_attr")
	_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	p, err := th.MemAllocManaged(0x1000, MemAttachGlobal)
	must(t, err)
	for _, want := range []uint32{1, 0, 1} {
		v := want
		must(t, th.PointerSetAttribute(&v, PointerAttributeSyncMemops, p))
		got, err := th.PointerGetAttribute(PointerAttributeSyncMemops, p+8)
		must(t, err)
		list, err := th.PointerGetAttributes([]PointerAttribute{PointerAttributeSyncMemops}, p)
		must(t, err)
		if got != uint64(want) || list[0] != uint64(want) {
			t.Errorf("SYNC_MEMOPS set to %d reads %d (plural %d); the H100 %d", want, got, list[0], want)
		}
	}
}
