//go:build linux && amd64 && cgo

package main

import "testing"

// TestPerThreadEntryPoints runs testdata/ptds.c: synchronous copies and
// sets through their _ptds entry points while the per-thread stream
// captures. cuMemsetD8_v2_ptds is STREAM_CAPTURE_UNSUPPORTED (900) and
// invalidates the capture (status 2, end 901), as the H200 answered
// cudart's cudaMemset (testdata/cudart/graphs26, s_gr_capptds);
// cuMemcpyDtoH_v2_ptds is not measured: CUDA_ERROR_NOT_SUPPORTED (801), the
// capture going on.
func TestPerThreadEntryPoints(t *testing.T) {
	exe := compile(t, "testdata/ptds.c")
	out, stderr, err := run(t, exe, nil)
	if err != nil {
		t.Fatalf("ptds: %v\n%s%s", err, out, stderr)
	}
	want := "cuMemsetD8_v2_ptds: begin 0 call 900 status 2 end 901 nodes 0\n" +
		"cuMemcpyDtoH_v2_ptds: begin 0 call 801 status 1 end 0 nodes 0\n"
	if out != want {
		t.Errorf("ptds printed\n%s\nwant\n%s", out, want)
	}
}
