package main

import (
	"os/exec"
	"regexp"
	"strconv"
	"testing"
)

// TestHostOverrunFaultsAtOnce runs testdata/hostoverrun.c: a C program's
// runaway write past a 400-byte page-locked or managed allocation dies with
// SIGSEGV at the end of the allocation's 2 MiB granule, the first byte past
// cudasim's host memory there (internal/mem/hostheap.go), at that write.
// Before the host region, such a write ran on through whatever the kernel
// had mapped next to the allocation, the Go runtime's memory included, and
// the process died later in the Go GC (docs/suite.md, t_thrust).
func TestHostOverrunFaultsAtOnce(t *testing.T) {
	t.Parallel()
	exe := compile(t, "testdata/hostoverrun.c")
	for _, kind := range []string{"host", "managed"} {
		out, stderr, err := run(t, exe, nil, kind)
		m := regexp.MustCompile(`alloc 0 (0x[0-9a-f]+)\nfault (0x[0-9a-f]+)\n`).FindStringSubmatch(out)
		ee, _ := err.(*exec.ExitError)
		if m == nil || ee == nil || ee.ExitCode() != 42 {
			t.Errorf("%s: %v\n%s\nstderr:\n%s", kind, err, out, lastLines(stderr, 20))
			continue
		}
		p, _ := strconv.ParseUint(m[1], 0, 64)
		fault, _ := strconv.ParseUint(m[2], 0, 64)
		const granule = 2 << 20
		if want := (p/granule + 1) * granule; fault != want {
			t.Errorf("%s: the write past the allocation at %#x faulted at %#x, want %#x (its granule's end)", kind, p, fault, want)
		}
	}
}
