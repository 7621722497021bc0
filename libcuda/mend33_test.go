//go:build linux && amd64

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// mend33Golden is probe mend33-c's recording on an H100 with the H200's driver
// (testdata/reference/mend33/h100-s33/README.md).
const mend33Golden = "../testdata/reference/mend33/h100-s33"

// byCase splits a probe's output ("CASE ..." lines) by case, in order.
func byCase(out string) map[string][]string {
	m := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		name, _, _ := strings.Cut(line, " ")
		m[name] = append(m[name], line)
	}
	return m
}

// TestMend33MatchesH100 runs probe mend33-c's programs through the drop-in and compares
// them with the H100's answers: stream memory operations on mappings no device was given
// access to, kernels faulting on read-only and revoked mappings, the packed formats' 1D
// linear widths, the execution affinity types, and a per-thread-stream capture meeting each
// synchronous call; and, under CUDASIM_SANITIZE=memcheck, compute-sanitizer's reports of
// them (addresses, code offsets and distances aside).
func TestMend33MatchesH100(t *testing.T) {
	t.Parallel()
	inc := "-I../testdata/reference/fuzz30"
	probe := compile(t, "../testdata/reference/mend33/probe.c", inc)
	t.Run("native", func(t *testing.T) {
		want := mend33File(t, "native.out")
		got, stderr, err := run(t, probe, []string{"CUDASIM_LOG=off"})
		if err != nil {
			t.Fatalf("%v: %s", err, stderr)
		}
		gotCases := byCase(got)
		for name, lines := range byCase(want) {
			switch name {
			case "exit":
				continue
			}
			if diff := cmp.Diff(lines, gotCases[name]); diff != "" {
				t.Errorf("case %s (-H100 +cudasim):\n%s", name, diff)
			}
		}
	})
	t.Run("ptdscap", func(t *testing.T) {
		exe := compile(t, "../testdata/reference/mend33/ptdscap.c", inc)
		got, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"})
		if err != nil {
			t.Fatalf("%v: %s", err, stderr)
		}
		if diff := cmp.Diff(mend33File(t, "ptdscap.out"), got+"exit 0\n"); diff != "" { // run.sh adds the exit line
			t.Errorf("(-H100 +cudasim):\n%s", diff)
		}
	})
	cases, _ := filepath.Glob(filepath.Join(mend33Golden, "san", "san-*.txt"))
	for _, f := range cases {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		t.Run(name, func(t *testing.T) {
			stdout, stderr, _ := run(t, probe, []string{"CUDASIM_LOG=off", "CUDASIM_SANITIZE=memcheck"}, "one", name)
			if diff := cmp.Diff(sanitizerLines(mend33File(t, "san/"+name+".txt")), sanitizerLines(stdout+stderr)); diff != "" {
				t.Errorf("memcheck (-compute-sanitizer +cudasim):\n%s", diff)
			}
		})
	}
}

func mend33File(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(mend33Golden, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var (
	hexAddr  = regexp.MustCompile(`0x[0-9a-f]+`)
	distance = regexp.MustCompile(`is [0-9,]+ bytes (after|before)`)
)

// sanitizerLines are the "=========" lines of a run, addresses, code offsets and the
// distances to the nearest allocation (which depend on the address layout) masked.
func sanitizerLines(out string) []string {
	var lines []string
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "=========") {
			line = distance.ReplaceAllString(hexAddr.ReplaceAllString(line, "0x.."), "is N bytes $1")
			lines = append(lines, line)
		}
	}
	return lines
}
