//go:build linux && amd64

package main

import (
	"os"
	"strings"
	"testing"
)

// TestMulticastMatchesH200 runs tma12w1's mc.c api section on cudasim and compares every line
// with what one H200 printed (mc-api.txt): MULTICAST_SUPPORTED 0, every cuMulticast* call
// CUDA_ERROR_NOT_SUPPORTED whatever its arguments, cuMemMap of the handle a failed create left
// CUDA_ERROR_INVALID_VALUE.
func TestMulticastMatchesH200(t *testing.T) {
	const dir = "../testdata/conformance/tma/tma12w1"
	exe := compile(t, dir+"/mc.c")
	out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"}, "api")
	if err != nil {
		t.Fatalf("mc api: %v\n%s", err, stderr)
	}
	b, err := os.ReadFile(dir + "/mc-api.txt")
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Split(strings.TrimSpace(string(b)), "\n")
	want = want[:len(want)-1] // the record script's "mc api rc 0"
	compareLines(t, want, strings.Split(strings.TrimSpace(out), "\n"))
}
