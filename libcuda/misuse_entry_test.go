//go:build linux && amd64 && cgo

package main

import (
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"cudasim/cu"
)

// misuseFamilies are the entry points TestMisuseEntryPoints calls: every
// export of these files (arrays, mipmapped, sparse and deferred-mapping
// arrays, tile mapping, texture and surface objects, graph conditional and
// generic nodes) and every per-thread (_ptsz, _ptds) and capture entry point.
var (
	misuseFiles = []string{"api_array.go", "api_texture.go", "api_graphcond.go"}
	misuseNames = regexp.MustCompile(`_ptsz$|_ptds$|Capture`)
)

// TestMisuseEntryPoints calls each entry point of misuseFamilies through the C
// ABI with NULL, a wild address, a zeroed scratch buffer's address and 1 for
// every argument (testdata/misuse30.c): each answers a code the real driver
// knows, none is CUDA_ERROR_UNKNOWN (a recovered panic, reported as an internal
// error), and the program goes on to allocate and synchronize. Until session 30
// a pointer of 1 (in the first page, where Go's faults carry no address) was an
// internal error in 53 of these calls: out parameters, descriptors, launch
// attributes and batched copies' arrays.
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
			if r := cu.Result(code); err != nil || !r.Known() || r == cu.ErrorUnknown {
				t.Errorf("%s with argument set %s: %s", f[0], f[1], f[2])
			}
		default:
			t.Errorf("line %q", line)
		}
	}
	if want := 4*len(names) - 2*strings.Count(strings.Join(names, " "), "HostFunc") - 2*strings.Count(strings.Join(names, " "), "Callback"); calls != want {
		t.Errorf("%d calls answered; want %d", calls, want)
	}
}

// misuseEntryPoints lists the entry points of misuseFamilies from the sources' export lines.
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
		whole := false
		for _, m := range misuseFiles {
			whole = whole || f.Name() == m
		}
		for _, line := range strings.Split(string(src), "\n") {
			if name, ok := strings.CutPrefix(line, "//export "); ok && (whole || misuseNames.MatchString(name)) {
				seen[name] = true
			}
		}
	}
	var names []string
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	if len(names) < 100 {
		t.Fatalf("%d entry points found; the families have more than 100", len(names))
	}
	return names
}

// lastLines is the last n lines of s.
func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	return strings.Join(lines[max(len(lines)-n, 0):], "\n")
}
