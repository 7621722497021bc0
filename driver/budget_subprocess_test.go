package driver

import (
	"math"
	"os"
	"os/exec"
	"runtime/debug"
	"strings"
	"syscall"
	"testing"

	"cudasim/cu"
)

// raceDetector is set when the tests run under the race detector, whose
// shadow memory does not live under an address-space limit.
var raceDetector bool

// TestOutOfMemoryUnderAddressLimit runs issue 15's cases in a child process
// under an address-space limit (RLIMIT_AS of 2 GiB, as a CI machine's
// memory limit would be): writing device memory until the default budget
// (derived from the limit) runs out answers CUDA_ERROR_OUT_OF_MEMORY and
// the process lives on (it used to die of Go's fatal out of memory); a
// 100 GiB fill costs nothing; cuModuleLoad("/dev/zero") answers at once.
func TestOutOfMemoryUnderAddressLimit(t *testing.T) {
	if os.Getenv("CUDASIM_AS_CHILD") == "1" {
		addressLimitedChild(t)
		return
	}
	if raceDetector {
		t.Skip("the race detector's shadow memory does not fit an address-space limit")
	}
	if testing.Short() {
		t.Skip("writes a gibibyte of device memory (about 20 s)")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestOutOfMemoryUnderAddressLimit$", "-test.v")
	cmd.Env = append(os.Environ(), "CUDASIM_AS_CHILD=1", "CUDASIM_MEMORY_BUDGET=")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the child under a 2 GiB address-space limit died: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "child: out of memory after") {
		t.Errorf("the child did not report its out-of-memory answer:\n%s", out)
	}
	t.Logf("%s", out)
}

func addressLimitedChild(t *testing.T) {
	const limit = 2 << 30
	if err := syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: limit, Max: limit}); err != nil {
		t.Skipf("setrlimit: %v", err)
	}
	d, th, _ := setup(t, Config{})
	setMemoryBudgetFromEnv(d.mem) // the default, read under the limit
	budget, _ := d.mem.TouchBudget()
	if budget == 0 || budget > limit/2 {
		t.Fatalf("the default budget under a %d-byte address-space limit is %d", limit, budget)
	}
	if soft := debug.SetMemoryLimit(-1); soft == math.MaxInt64 || soft > limit {
		t.Fatalf("the Go runtime's soft memory limit under a %d-byte address-space limit is %d", limit, soft)
	}
	p, err := th.MemAlloc(100 << 30)
	if err != nil {
		t.Fatal(err)
	}
	if err := th.MemsetD8(p, 7, 100<<30); err != nil {
		t.Fatalf("fill of 100 GiB: %v", err)
	}
	chunk := make([]byte, 64<<20)
	for i := range chunk {
		chunk[i] = byte(i)
	}
	var written uint64
	for {
		err := th.MemcpyHtoD(p+written, chunk)
		if err != nil {
			if cu.Code(err) != cu.ErrorOutOfMemory {
				t.Fatalf("after %d bytes: %v, want CUDA_ERROR_OUT_OF_MEMORY", written, err)
			}
			break
		}
		written += uint64(len(chunk))
		if written > limit {
			t.Fatalf("wrote %d bytes under a %d-byte limit without an error", written, uint64(limit))
		}
	}
	if _, err := th.ModuleLoad("/dev/zero"); cu.Code(err) != cu.ErrorInvalidImage {
		t.Errorf("cuModuleLoad(/dev/zero): %v, want CUDA_ERROR_INVALID_IMAGE", err)
	}
	if err := th.MemFree(p); err != nil {
		t.Fatal(err)
	}
	t.Logf("child: out of memory after %d MiB (budget %d MiB)", written>>20, budget>>20)
}
