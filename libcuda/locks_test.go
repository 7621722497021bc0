package main

import (
	"strconv"
	"strings"
	"testing"

	"cudasim/cu"
)

// TestLocksAfterHostFaults gives the driver host buffers mapped at their
// start and not past it (copies' host sides, images whose headers claim the
// unmapped page, JIT log buffers, kernel parameters, out arrays, registered
// memory protected after its registration; testdata/locks30.c). Each call's
// fault is recovered into an error; what is checked is that no lock stays
// held: after every case, calls taking the driver's locks (module loading,
// linking, libraries, graphs, streams, events, pools, arrays, copies) must
// all succeed, where a held lock hangs one of them (the program's alarm
// then names the case).
//
// Copies queued behind a host function fault on the goroutine that runs
// them, which ended the process: cudasim's answers (docs/libcuda.md; the
// CUDA driver crashes on the first and answers 0 for the second, writing the
// registered pages through its own mapping, which cudasim does not model:
// testdata/reference/locks30/h100-s32) are queuedFaults'.
func TestLocksAfterHostFaults(t *testing.T) {
	t.Parallel()
	exe := compile(t, "testdata/locks30.c", "-Wno-deprecated-declarations")
	out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=error"})
	if err != nil {
		t.Fatalf("locks30: %v\nlast lines:\n%s\nstderr:\n%s", err, lastLines(out, 3), lastLines(stderr, 30))
	}
	if strings.Contains(stderr, "internal error") {
		t.Errorf("internal errors:\n%s", stderr)
	}
	cases, done := 0, false
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) == 3 && f[0] == "case":
			cases++
			code, err := strconv.Atoi(f[2])
			if err != nil || !cu.Result(code).Known() {
				t.Errorf("%s: %s", f[1], f[2])
			}
			if want, ok := queuedFaults[f[1]]; ok && cu.Result(code) != want {
				t.Errorf("%s: %s, want %d", f[1], f[2], want)
			}
		case len(f) == 2 && f[0] == "registered":
			if f[1] != "0" {
				t.Errorf("cuMemHostRegister of the two pages: %s, want 0", f[1])
			}
		case line == "done":
			done = true
		default: // "probe CASE CALL CODE", "hung CASE", a failed set-up
			t.Errorf("%s", line)
		}
	}
	if !done || cases < 30 {
		t.Errorf("%d cases, done %v", cases, done)
	}
}

// queuedFaults are the answers to the copies queued behind a host function:
// one to pageable memory, which the call waits for, is answered as at once;
// one to registered memory protected since, run after the call returned, is
// the context's sticky error, which the synchronization answers. And those
// of the calls reaching that registered memory at once: the real driver
// answers 0 and writes the pages through the GPU's mapping
// (testdata/reference/locks30/h100-s32: cuMemsetD8, cuMemcpyDtoH), which
// cudasim does not model: CUDA_ERROR_NOT_SUPPORTED, as when queued, not the
// INVALID_VALUE of memory the program never registered.
var queuedFaults = map[string]cu.Result{
	"DtoHAsync-queued-to-pageable": cu.ErrorInvalidValue,
	"DtoHAsync-queued-sync":        cu.ErrorNotSupported,
	"MemsetD8-registered":          cu.ErrorNotSupported,
	"DtoD-to-registered":           cu.ErrorNotSupported,
	"DtoDAsync-to-registered":      cu.ErrorNotSupported,
}

// TestForkBeforeAnyCall forks at the very start of main, before the program
// has called the driver (testdata/forkfirst30.c): the children use the
// driver as new processes. The fork handlers were registered by Go's
// initialisation, which runs on a thread of its own: the first child,
// forked before it had ended, hung at cuInit (found by the locks30 probe,
// whose cases each run in a child).
func TestForkBeforeAnyCall(t *testing.T) {
	t.Parallel()
	exe := compile(t, "testdata/forkfirst30.c")
	out, stderr, err := run(t, exe, nil)
	want := "child 0 cuInit 0 cuMemAlloc 0\nchild 1 cuInit 0 cuMemAlloc 0\nparent cuInit 0 cuMemAlloc 0\n"
	if err != nil || out != want {
		t.Errorf("forkfirst30: %v\n%s\nwant\n%s\nstderr:\n%s", err, out, want, lastLines(stderr, 20))
	}
}

// TestAtom128AfterFault runs a 128-bit atomic on registered host memory
// protected after its registration, then one on device memory of the same
// lock stripe (testdata/atom128fault30.c): the second must complete. The
// engine's stripe lock stayed held by the first one's recovered fault.
func TestAtom128AfterFault(t *testing.T) {
	t.Parallel()
	exe := compile(t, "testdata/atom128fault30.c")
	out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"})
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if err != nil || len(lines) < 2 || lines[len(lines)-1] != "done" || lines[len(lines)-2] != "load 0 get 0 launch 0 sync 0" {
		t.Errorf("atom128fault30: %v\n%s\nstderr:\n%s", err, out, lastLines(stderr, 20))
	}
}
