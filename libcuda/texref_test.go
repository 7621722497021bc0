//go:build linux && amd64

package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/klauspost/compress/zstd"
)

// The texture-reference probe (testdata/reference/texref): texref, a
// driver-API program built with CUDA 11.8's cuda.h, and texref_rt, a CUDA
// 11.8 runtime program (static cudart) using texture<> and surface<>
// references, were run section by section on the H200 (probe/run.sh, one
// transcript per section in h200/). The same binaries, unpacked from
// bin.tar.zst, run here on cudasim's library and must print the same.
const texrefDir = "../testdata/reference/texref"

// texrefBinaries unpacks bin.tar.zst and returns the folder holding the
// programs and the PTX files texref loads.
func texrefBinaries(t *testing.T) string {
	t.Helper()
	f, err := os.Open(filepath.Join(texrefDir, "bin.tar.zst"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := zstd.NewReader(f, zstd.WithDecoderConcurrency(1))
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	dir := t.TempDir()
	untar(t, z, dir)
	return filepath.Join(dir, "bin")
}

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
	bin := texrefBinaries(t)
	lib := library(t)
	for _, path := range golden {
		name := strings.TrimSuffix(filepath.Base(path), ".txt")
		if name == "versions" {
			continue
		}
		t.Run(name, func(t *testing.T) {
			if known[name+" *"] {
				t.Skip("a known difference (known-differences.txt)")
			}
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			want := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
			exe, args, env := texrefCommand(name)
			out := runIn(t, bin, filepath.Join(bin, exe), append(env, "LD_LIBRARY_PATH="+lib, "CUDASIM_LOG=off"), args...)
			got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if want[len(want)-1] == "# exit 139" {
				// The real driver crashed (a call on a destroyed or unloaded module's
				// reference): cudasim must answer what came before the same and go on.
				want = want[:len(want)-1]
				if got[len(got)-1] != "# exit 0" {
					t.Errorf("cudasim: %s", got[len(got)-1])
				}
				if len(got) > len(want) {
					got = got[:len(want)]
				}
			}
			for i, l := range want {
				if known[name+" "+l] && i < len(got) && got[i] != l {
					got[i] = l // a known difference (known-differences.txt)
				}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s %s: H200 (-) and cudasim (+) differ:\n%s", exe, strings.Join(args, " "), diff)
				again := runIn(t, bin, filepath.Join(bin, exe), append(env, "LD_LIBRARY_PATH="+lib, "CUDASIM_LOG=error"), args...)
				t.Logf("again with CUDASIM_LOG=error:\n%s", tail(again, 4000))
			}
		})
	}
}

// runIn runs exe in dir as run.sh did: standard output and error together
// (one pipe), then "# exit N".
func runIn(t *testing.T, dir, exe string, env []string, args ...string) string {
	t.Helper()
	cmd := exec.Command(exe, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var both bytes.Buffer
	cmd.Stdout = &both
	cmd.Stderr = &both
	err := cmd.Run()
	code := 0
	if err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			t.Fatalf("%s: %v", exe, err)
		}
		code = ee.ExitCode()
	}
	fmt.Fprintf(&both, "# exit %d\n", code)
	return both.String()
}
