//go:build linux && amd64 && cgo

package main

import (
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"cudasim/cu"
)

// TestMisuseEntryPoints calls every entry point of the library through the C
// ABI with NULL, a wild address, a zeroed scratch buffer's address, 1, and the
// scratch buffer's address filled with 0xa5 for every argument
// (testdata/misuse30.c; 551 entry points, 2,707 calls): each
// answers a code the real driver knows, none is an internal error (a recovered
// panic), and the program goes on to allocate and synchronize. Until session 30
// a pointer of 1 (in the first page, where Go's faults carry no address) was an
// internal error in 57 calls (out parameters, descriptors, launch attributes,
// batched copies' arrays, allocation properties, images), a wild UUID at
// cuGetExportTable ended the program in C, and a wild callback_out at
// cuLogsRegisterCallback registered the wild callback all the same, which the
// next failure's log line called.
func TestMisuseEntryPoints(t *testing.T) {
	exe := compile(t, "testdata/misuse30.c")
	names := misuseEntryPoints(t)
	out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=error"}, names...)
	if err != nil {
		t.Fatalf("misuse30: %v\nlast lines:\n%s\nstderr:\n%s", err, lastLines(out, 3), lastLines(stderr, 30))
	}
	if strings.Contains(stderr, "internal error") {
		t.Errorf("internal errors:\n%s", stderr)
	}
	calls := 0
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) == 5 && f[0] == "alive":
			if f[3] != "0" || f[4] != "0" {
				t.Errorf("after the misuse: cuMemAlloc %s, cuCtxSynchronize %s; want 0 0", f[3], f[4])
			}
		case len(f) == 3:
			calls++
			code, err := strconv.Atoi(f[2])
			if err != nil || !cu.Result(code).Known() {
				t.Errorf("%s with argument set %s: %s", f[0], f[1], f[2])
			}
		default:
			t.Errorf("line %q", line)
		}
	}
	if calls < 4*len(names) {
		t.Errorf("%d calls answered for %d entry points", calls, len(names))
	}
}

// misuseEntryPoints lists the library's entry points from the sources' export
// lines (not cudasim's own hooks, cudasim*, which its C code calls).
func misuseEntryPoints(t *testing.T) []string {
	t.Helper()
	files, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, f := range files {
		if !strings.HasSuffix(f.Name(), ".go") || strings.HasSuffix(f.Name(), "_test.go") {
			continue
		}
		src, err := os.ReadFile(f.Name())
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(src), "\n") {
			if name, ok := strings.CutPrefix(line, "//export "); ok && !strings.HasPrefix(name, "cudasim") {
				seen[name] = true
			}
		}
	}
	var names []string
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	if len(names) < 500 {
		t.Fatalf("%d entry points found; the library has more than 500", len(names))
	}
	return names
}

// lastLines is the last n lines of s.
func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	return strings.Join(lines[max(len(lines)-n, 0):], "\n")
}
