package main

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// probe6Known are the scenarios of testdata/reference/probe6 where cudasim
// still answers differently from the H200, with why. Every other scenario
// must print exactly what the H200 printed.

var probe6Known = map[string]string{
	// A misaligned store to unmapped memory: the H200 answers 700, a
	// misaligned load from address 2 716; which check comes first is being
	// measured (cases2.txt).
	"mis_gnext_w4": "700 or 716 for misaligned and unmapped",
	// A 4-byte store at the end of a CTA's shared memory when the kernel
	// has no shared memory of its own does not fault on the H200.
	"dyn_none_w4": "a store at the end of an empty shared window",
	// Misaligned accesses to unmapped memory (cases2.txt): the H200 answered
	// 700 or 716 (717 once) with no rule cudasim could find; cudasim checks
	// alignment first.
	"mis_gnext_r4": "700 or 716 for misaligned and unmapped",
	"mis_gnext_r8": "700 or 716 for misaligned and unmapped",
	"mis_null_w8":  "700 or 716 for misaligned and unmapped",
	"mis_far_w4":   "717 for a misaligned store far past the heap",
	"mis_freed_w4": "700 or 716 for misaligned and unmapped",
}

// TestProbe6 runs probe6.c (testdata/reference/probe6: allocation layout and
// which kernel accesses fault) through the C ABI and compares each
// scenario with the H200's transcript, and the layout section as far as
// device memory goes.
func TestProbe6(t *testing.T) {
	t.Parallel()
	exe := compile(t, "../testdata/reference/probe6/probe6.c")
	n := probe6Cases(t, exe, "cases.txt", "transcript.txt") + probe6Cases(t, exe, "cases2.txt", "transcript2.txt")
	if n < 150 {
		t.Errorf("ran %d scenarios", n)
	}
	probe6Layout(t, exe)
}

// probe6Cases runs the scenarios of one case file and compares them with
// the H200's transcript; it returns how many ran.
func probe6Cases(t *testing.T, exe, caseFile, transcript string) int {
	want := probe6Sections(t, "../testdata/reference/probe6/"+transcript)
	cases, err := os.Open("../testdata/reference/probe6/" + caseFile)
	if err != nil {
		t.Fatal(err)
	}
	defer cases.Close()
	sc := bufio.NewScanner(cases)
	n := 0
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 2 || strings.HasPrefix(f[0], "#") {
			continue
		}
		name := f[0]
		out, stderr, err := run(t, exe, nil, append([]string{"case"}, f...)...)
		if err != nil {
			t.Errorf("%s: %v\n%s", name, err, stderr)
			continue
		}
		n++
		got := strings.Split(strings.TrimSpace(out), "\n")
		diff := cmp.Diff(want[name], got)
		why, known := probe6Known[name]
		switch {
		case diff != "" && !known:
			t.Errorf("%s (-H200 +cudasim):\n%s", name, diff)
		case diff == "" && known:
			t.Errorf("%s now matches the H200: drop it from probe6Known (%s)", name, why)
		}
	}
	return n
}

// probe6Layout compares probe6's layout section with the H200's.
func probe6Layout(t *testing.T, exe string) {
	// The layout: device memory only (the managed, host and pool sections
	// place host mappings and pool windows, see probe6Known).
	out, stderr, err := run(t, exe, nil, "layout")
	if err != nil {
		t.Fatalf("layout: %v\n%s", err, stderr)
	}
	ref, err := os.ReadFile("../testdata/reference/probe6/layout.txt")
	if err != nil {
		t.Fatal(err)
	}
	deviceOnly := func(s string) []string {
		var l []string
		for _, line := range strings.Split(s, "\n") {
			if strings.HasPrefix(line, "## managed") {
				break
			}
			if strings.HasPrefix(line, "first allocation") || strings.HasPrefix(line, "free ") {
				continue // absolute values
			}
			l = append(l, line)
		}
		return otherChunk(l)
	}
	if diff := cmp.Diff(deviceOnly(string(ref)), deviceOnly(out)); diff != "" {
		t.Errorf("layout (-H200 +cudasim):\n%s", diff)
	}
}

// probe6Sections reads a probe6 transcript into each scenario's lines.
func probe6Sections(t *testing.T, path string) map[string][]string {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string][]string{}
	var cur string
	for _, l := range strings.Split(string(b), "\n") {
		switch {
		case strings.HasPrefix(l, "# exit"), l == "":
		case strings.HasPrefix(l, "# "):
			cur = strings.TrimPrefix(l, "# ")
			m[cur] = []string{l}
		default:
			m[cur] = append(m[cur], l)
		}
	}
	return m
}

// otherChunk rewrites offsets outside a context's first address-space chunk
// (the 24 MiB from its first allocation on) relative to the first such
// offset: where the driver reserves the next chunk is its business (the
// H200 took one 520 MiB below the first), what lies in it is not. (The same
// as internal/mem's layout test does.)
func otherChunk(lines []string) []string {
	re := regexp.MustCompile(`([+-])0x([0-9a-f]+)`)
	var other int64
	found := false
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = re.ReplaceAllStringFunc(l, func(m string) string {
			u, err := strconv.ParseUint(m[3:], 16, 64)
			if err != nil {
				return m
			}
			v := int64(u) // the C program prints some negative offsets as unsigned
			if m[0] == '-' {
				v = -v
			}
			if v >= -2<<20 && v <= 24<<20 {
				return m
			}
			if !found {
				other, found = v, true
			}
			return fmt.Sprintf("chunk2%+#x", v-other)
		})
	}
	return out
}

// probe6SanitizerKnown are the probe6 runs under compute-sanitizer that
// cudasim reports differently, with why.
var probe6SanitizerKnown = map[string]string{
	// The nearest allocation to a destroyed context's memory is the
	// page-locked buffer probe6 allocates first; its distance depends on
	// where host and device memory lie.
	"memcheck-ctx_dead_w4": "distance to a host allocation",
	// memcheck-host_end_w4, memcheck-managed_end_w4 and
	// leakcheck-leak_primary differed while page-locked and managed memory
	// were host mappings of their own (their offsets in a granule); since
	// session 37 they are packed into granules as on the H200
	// (internal/mem/hostheap.go) and match.
}

// TestProbe6Sanitizer runs probe6's scenarios of san_cases.txt with
// CUDASIM_SANITIZE set to the tool compute-sanitizer ran them with on the
// H200 (testdata/reference/probe6/sanitizer), and compares the program's
// output, each report (addresses and code offsets aside) and the summary.
func TestProbe6Sanitizer(t *testing.T) {
	t.Parallel()
	exe := compile(t, "../testdata/reference/probe6/probe6.c")
	lines, err := os.ReadFile("../testdata/reference/probe6/san_cases.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, l := range strings.Split(string(lines), "\n") {
		f := strings.Fields(l)
		if len(f) < 3 || strings.HasPrefix(f[0], "#") {
			continue
		}
		tool, name := f[0], f[1]
		key := tool + "-" + name
		want, err := os.ReadFile("../testdata/reference/probe6/sanitizer/" + key + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		env := "CUDASIM_SANITIZE=" + tool
		if tool == "leakcheck" {
			env = "CUDASIM_SANITIZE=memcheck,leakcheck"
		}
		out, stderr, err := run(t, exe, []string{env, "CUDASIM_LOG=off"}, append([]string{"case"}, f[1:]...)...)
		if err != nil {
			t.Errorf("%s: %v\n%s", key, err, stderr)
			continue
		}
		n++
		wantProg, wantRep, wantSum := splitSanitizerOutput(string(want))
		gotProg, gotRep, gotSum := splitSanitizerOutput(out + stderr + "exit 0\n")
		diff := cmp.Diff(wantProg, gotProg) + cmp.Diff(wantRep, gotRep)
		why, known := probe6SanitizerKnown[key]
		switch {
		case diff != "" && !known:
			t.Errorf("%s: program output and reports (-H200 +cudasim):\n%s\n%s", key, diff, stderr)
		case diff == "" && known:
			t.Errorf("%s now matches: drop it from probe6SanitizerKnown (%s)", key, why)
		}
		if diff := cmp.Diff(wantSum, gotSum); diff != "" {
			t.Errorf("%s: summary (-H200 +cudasim):\n%s", key, diff)
		}
	}
	if n < 15 {
		t.Errorf("ran %d", n)
	}
}
