//go:build linux && amd64 && cgo

package main

import "testing"

// TestPerThreadEntryPoints runs testdata/ptds.c: synchronous copies and
// sets through their _ptds entry points while the per-thread stream
// captures. cuMemsetD8_v2_ptds and cuMemcpyDtoH_v2_ptds are
// STREAM_CAPTURE_UNSUPPORTED (900) and invalidate the capture (status 2,
// end 901), as the H200 answered cudart's cudaMemset and cudaMemcpy
// (testdata/cudart/graphs26, s_gr_capptds and s_gr_synccap_ptds), and so is
// cuMemsetD32_v2_ptds, which the runtime did not call (measured on an H100
// with the H200's driver: testdata/reference/mend33/h100-s33, ptdscap.out).
func TestPerThreadEntryPoints(t *testing.T) {
	exe := compile(t, "testdata/ptds.c")
	out, stderr, err := run(t, exe, nil)
	if err != nil {
		t.Fatalf("ptds: %v\n%s%s", err, out, stderr)
	}
	want := "cuMemsetD8_v2_ptds: begin 0 call 900 status 2 end 901 nodes 0\n" +
		"cuMemcpyDtoH_v2_ptds: begin 0 call 900 status 2 end 901 nodes 0\n" +
		"cuMemsetD32_v2_ptds: begin 0 call 900 status 2 end 901 nodes 0\n"
	if out != want {
		t.Errorf("ptds printed\n%s\nwant\n%s", out, want)
	}
}
