//go:build linux && amd64

package main

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestCubSuite runs the CUB 1.17.2 tests of testdata/cudart/cub/bin.txz (the fast ones that
// check themselves: README.md there) on the drop-in through CUDA 11.8's runtime: each must
// exit 0 having printed as many lines saying PASS (checked cases) as on the H100
// (testdata/reference/cub36/results.txt).
func TestCubSuite(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(cudartDir, "cub")
	runtimeDir := filepath.Join(cudartBinaries(t), "b118") // the libcudart.so.11.0
	bin := filepath.Join(unpackPrograms(t, dir, "bin.txz"), "b118")
	gpu := readCubResults(t, "../testdata/reference/cub36/results.txt")
	entries, err := os.ReadDir(bin)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) == 0 {
		t.Fatalf("no tests in %s", bin)
	}
	lib := library(t)
	for _, e := range entries {
		name := e.Name()
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			want, ok := gpu[name]
			if !ok {
				t.Fatalf("%s has no H100 result in testdata/reference/cub36/results.txt", name)
			}
			out := runProgram(t, lib, programCase{name: name, exe: filepath.Join(bin, name), path: []string{runtimeDir}}, "h200")
			exit, passes := "", 0
			for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
				if strings.Contains(line, "PASS") {
					passes++
				}
				exit = line
			}
			if exit != "exit 0" || passes != want {
				t.Errorf("%s: %s with %d lines saying PASS; the H100: exit 0 with %d:\n%s", name, exit, passes, want, tail(out, 4000))
			}
		})
	}
}

// readCubResults reads the PASS line counts of the binaries that exited 0 from a results.txt
// of testdata/reference/cub36 (`NAME exit N SECONDS s PASSES PASS`).
func readCubResults(t *testing.T, path string) map[string]int {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	counts := map[string]int{}
	s := bufio.NewScanner(f)
	for s.Scan() {
		fl := strings.Fields(s.Text())
		if len(fl) != 7 || fl[1] != "exit" || fl[2] != "0" || fl[6] != "PASS" {
			continue
		}
		if n, err := strconv.Atoi(fl[5]); err == nil {
			counts[fl[0]] = n
		}
	}
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	return counts
}
