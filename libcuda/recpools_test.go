//go:build linux && amd64

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestRecorderPools traces testdata/recpools.c (stream-ordered allocation,
// the default pool, a pool of the program's own) on the emulator and
// replays the trace: every pool call is a trace line, none a comment, and
// cudasim reproduces them.
func TestRecorderPools(t *testing.T) {
	exe := compile(t, "testdata/recpools.c")
	path := filepath.Join(t.TempDir(), "pools.trace")
	out, stderr, err := run(t, exe, []string{"CUDASIM_TRACE=" + path})
	if err != nil {
		t.Fatalf("recpools: %v\n%s", err, stderr)
	}
	// 7 at bytes 8..15; the freed block handed back; a 0-byte allocation
	// is NULL; 32 MiB reserved and 1,000 bytes used for 1,000 bytes, as
	// on the H200 (testdata/reference/pools/probe-pools-transcript.txt).
	if want := "7 7 reuse same zero null reserved 33554432 used 1000 follow 1 flags 3 current mine\n"; out != want {
		t.Errorf("recpools printed %q, want %q", out, want)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tr := string(b)
	for _, want := range []string{
		"cuDeviceGetDefaultMemPool(dev0) -> CUDA_SUCCESS pool0",
		"cuMemAllocAsync(1000, s0) -> CUDA_SUCCESS async0",
		"cuMemAllocAsync(0, s0) -> CUDA_SUCCESS null",
		"cuMemPoolCreate((1, 0, (1, 0), 0)) -> CUDA_SUCCESS pool1",
		"cuMemPoolSetAccess(pool1, [((1, 0), 3)], 1) -> CUDA_SUCCESS",
		"cuMemGetMemPool((1, 0), 1) -> CUDA_SUCCESS pool1",
		"cuMemPoolDestroy(pool1) -> CUDA_SUCCESS",
	} {
		if !strings.Contains(tr, want) {
			t.Errorf("the trace has no line with %q:\n%s", want, tr)
		}
	}
	if strings.Contains(tr, "not traced") || strings.Contains(tr, "untraced") {
		t.Errorf("the trace leaves pool calls out:\n%s", tr)
	}
	replayClean(t, path)
}

// TestLogCalls runs testdata/recpools.c under CUDASIM_LOG=calls: each call
// a generated shim makes is reported with its arguments, its result and
// what it returned (calls.txt's names), a failure with cudasim's reason.
func TestLogCalls(t *testing.T) {
	exe := compile(t, "testdata/recpools.c")
	_, stderr, err := run(t, exe, []string{"CUDASIM_LOG=calls"})
	if err != nil {
		t.Fatalf("recpools: %v\n%s", err, stderr)
	}
	for _, want := range []string{
		`(?m)^cudasim: cuDeviceGet\(ordinal=0\) -> CUDA_SUCCESS device=0$`,
		`(?m)^cudasim: cuStreamCreate\(Flags=0\) -> CUDA_SUCCESS phStream=0x[0-9a-f]+$`,
		`(?m)^cudasim: cuMemPoolSetAttribute\(pool=0x[0-9a-f]+, attr=4, value=67108864\) -> CUDA_SUCCESS$`,
		`(?m)^cudasim: cuMemAllocAsync\(bytesize=1000, hStream=0x[0-9a-f]+\) -> CUDA_SUCCESS dptr=0x[0-9a-f]+$`,
		`(?m)^cudasim: cuMemcpyDtoH\(dstHost=0x[0-9a-f]+, srcDevice=0x[0-9a-f]+, ByteCount=8\) -> CUDA_SUCCESS$`,
		`(?m)^cudasim: cuMemPoolGetAttribute\(pool=0x[0-9a-f]+, attr=7\) -> CUDA_SUCCESS value=1000$`,
		`(?m)^cudasim: cuMemPoolSetAccess\(pool=0x[0-9a-f]+, descs=0x[0-9a-f]+, count=1\) -> CUDA_SUCCESS$`,
		`(?m)^cudasim: cuMemPoolDestroy\(pool=0x[0-9a-f]+\) -> CUDA_SUCCESS$`,
	} {
		if !regexp.MustCompile(want).MatchString(stderr) {
			t.Errorf("CUDASIM_LOG=calls wrote no line matching %s:\n%s", want, stderr)
		}
	}
}
