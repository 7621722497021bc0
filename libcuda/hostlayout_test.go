package main

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestHostLayoutMatchesH100 runs the guard37 probe's program
// (testdata/reference/guard37/layout37.c) through the drop-in and compares,
// for every page-locked and managed allocation, its offset in its 2 MiB
// granule, what cuMemGetAddressRange, cuMemHostGetFlags,
// cuMemHostGetDevicePointer and the pointer attributes answered, and whether
// a byte read and written back inside it and past its end (+0, the 4 KiB and
// 64 KiB roundings, +64 KiB, the 2 MiB rounding) faulted, in a forked child
// and in the process, with what the H100 answered (h100-native_1.out).
// Touching freed memory is left out: cudasim keeps a freed granule mapped
// (docs/libcuda.md, "Where page-locked and managed memory live").
func TestHostLayoutMatchesH100(t *testing.T) {
	t.Parallel()
	want, err := os.ReadFile("../testdata/reference/guard37/h100-native_1.out")
	if err != nil {
		t.Fatal(err)
	}
	exe := compile(t, "../testdata/reference/guard37/layout37.c")
	out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"}, "40")
	if err != nil {
		t.Fatalf("layout37: %v\n%s", err, lastLines(stderr, 20))
	}
	w, g := hostLayoutLines(string(want)), hostLayoutLines(out)
	if len(w) < 400 {
		t.Fatalf("h100-native_1.out: %d lines about page-locked and managed memory", len(w))
	}
	if diff := cmp.Diff(w, g); diff != "" {
		t.Errorf("page-locked and managed memory (-H100 +cudasim):\n%s", diff)
	}
}

// hostLayoutLines picks layout37's lines about page-locked and managed
// allocations, with addresses as offsets in their granule and the maps
// regions (the process's own) left out.
func hostLayoutLines(out string) []string {
	alloc := regexp.MustCompile(`^(cuMem(?:AllocHost|HostAlloc\S*|AllocManaged\S*)) size=(\d+) code=(\d+) ptr=(0x[0-9a-f]+)`)
	var lines []string
	kind := ""
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "== maps") {
			break
		}
		if m := alloc.FindStringSubmatch(l); m != nil {
			p, _ := strconv.ParseUint(m[4], 0, 64)
			kind = m[1] + " " + m[2]
			lines = append(lines, fmt.Sprintf("%s code=%s g+%#x", kind, m[3], p%(2<<20)))
			continue
		}
		if strings.HasPrefix(l, "cuMem") {
			kind = ""
			continue
		}
		if kind != "" && (strings.HasPrefix(l, "  getaddr") || strings.HasPrefix(l, "  touch")) {
			l, _, _ = strings.Cut(l, " [")
			lines = append(lines, kind+" |"+regexp.MustCompile(` off=\S+`).ReplaceAllString(l, ""))
		}
	}
	return lines
}
