//go:build linux && amd64 && cgo

package main

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The texture-reference probe (testdata/reference/texref): texref, a
// driver-API program built with CUDA 11.8's cuda.h, and texref_rt, a CUDA
// 11.8 runtime program (static cudart) using texture<> and surface<>
// references, were run section by section on the H200 (probe/run.sh, one
// transcript per section in h200/). The same binaries, unpacked from
// bin.tar.zst, run here on cudasim's library and must print the same.
const texrefDir = "../testdata/reference/texref"

// texrefCommand is what run.sh ran for the transcript of section name:
// the program, its arguments and extra environment.
func texrefCommand(name string) (string, []string, []string) {
	switch {
	case strings.HasPrefix(name, "kern-"):
		return "texref", []string{"kernels", strings.TrimPrefix(name, "kern-")}, nil
	case strings.HasPrefix(name, "unbound-"):
		return "texref", []string{"unbound", strings.TrimPrefix(name, "unbound-")}, nil
	case strings.HasPrefix(name, "rt-lazy-"):
		return "texref_rt", []string{strings.TrimPrefix(name, "rt-lazy-")}, []string{"CUDA_MODULE_LOADING=LAZY"}
	case strings.HasPrefix(name, "rt-"):
		return "texref_rt", []string{strings.TrimPrefix(name, "rt-")}, nil
	}
	return "texref", []string{name}, nil
}

// TestTexrefProbeMatchesH200 runs each section's command (texrefCommand) as run.sh ran it on the
// H200 and compares its output with the section's transcript (runPrograms), less the lines of
// known-differences.txt; where the real driver crashed, cudasim must answer what came before the
// same and go on.
func TestTexrefProbeMatchesH200(t *testing.T) {
	golden, err := filepath.Glob(filepath.Join(texrefDir, "h200", "*.txt"))
	if err != nil || len(golden) == 0 {
		t.Fatalf("no H200 transcripts in %s/h200: %v", texrefDir, err)
	}
	sort.Strings(golden)
	known := map[string]bool{}
	if b, err := os.ReadFile(filepath.Join(texrefDir, "known-differences.txt")); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if l != "" && !strings.HasPrefix(l, "#") {
				known[l] = true
			}
		}
	}
	bin, err := filepath.Abs(unpackPrograms(t, texrefDir, "bin.tar.zst"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []programCase
	for _, path := range golden {
		name := strings.TrimSuffix(filepath.Base(path), ".txt")
		if name == "versions" {
			continue
		}
		exe, args, env := texrefCommand(name)
		c := programCase{name: name, golden: path, exe: filepath.Join(bin, exe), dir: bin, args: args,
			env: append(env, "CUDASIM_LOG=off"), exitLine: "# exit %d\n", filter: texrefCompared(name, known)}
		if known[name+" *"] {
			c.skip = "a known difference (known-differences.txt)"
		}
		cases = append(cases, c)
	}
	runPrograms(t, library(t), cases)
}

// texrefCompared is what is compared of section name's transcript and cudasim's output: where
// the real driver crashed (a call on a destroyed or unloaded module's reference: "# exit 139"),
// the lines before the crash, and cudasim's "# exit 0" in its place; a line of known (as
// known-differences.txt lists them: "SECTION LINE") stands for whatever cudasim printed there.
func texrefCompared(name string, known map[string]bool) func(want, got string) (string, string) {
	return func(w, g string) (string, string) {
		want := strings.Split(strings.TrimSuffix(w, "\n"), "\n")
		got := strings.Split(strings.TrimSuffix(g, "\n"), "\n")
		if want[len(want)-1] == "# exit 139" {
			want[len(want)-1] = "# exit 0"
			if last := got[len(got)-1]; len(got) > len(want) {
				got = append(got[:len(want)-1], last)
			}
		}
		for i, l := range want {
			if known[name+" "+l] && i < len(got) {
				got[i] = l
			}
		}
		return strings.Join(want, "\n") + "\n", strings.Join(got, "\n") + "\n"
	}
}
