package driver

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// Device-side copies and sets (nvcc 11.8's PTX of testdata/texture/probe-tex9/dev2d9.cu): each
// test runs one cudaMemcpyAsync, cudaMemsetAsync or 2D/3D form in a grid of its own on fresh
// buffers, a child kernel in the same stream sums the destination, and the host reads it back.
// The lines must be the H200's (testdata/reference/devrt/dev2d9.txt): copies copy, sets write
// zeros, and the codes of bad kinds and pitches.
func TestDeviceCopies2D3D(t *testing.T) {
	want, err := os.ReadFile("../testdata/reference/devrt/dev2d9.txt")
	must(t, err)
	_, th, _ := setup(t, Config{})
	m := linkDevrt(t, th, "testdata/devrt/dev2d9_118.ptx")
	op, err := th.ModuleGetFunction(m, "_Z2opiPhS_Px")
	must(t, err)
	a, err := th.MemAlloc(1024)
	must(t, err)
	b, err := th.MemAlloc(1024)
	must(t, err)
	v, err := th.MemAlloc(64)
	must(t, err)
	ha := make([]byte, 1024)
	for i := range ha {
		ha[i] = byte(i%251 + 1)
	}
	must(t, th.MemcpyHtoD(a, ha))
	tests := 0
	for _, line := range strings.Split(strings.TrimSpace(string(want)), "\n") {
		var n int32
		if _, err := fmt.Sscanf(line, "test %d:", &n); err != nil {
			continue
		}
		must(t, th.MemsetD8(b, 0, 1024))
		must(t, th.MemsetD8(v, 0xff, 64))
		must(t, th.LaunchKernel(op, Dim3{1, 1, 1}, Dim3{32, 1, 1}, 0, 0, Args(n, a, b, v), nil))
		sync := "cudaSuccess"
		if err := th.CtxSynchronize(); err != nil {
			sync = err.Error()
		}
		h := make([]byte, 1024)
		must(t, th.MemcpyDtoH(h, b))
		vs := make([]byte, 24)
		must(t, th.MemcpyDtoH(vs, v))
		word := func(i int) int64 {
			var x int64
			for k := 7; k >= 0; k-- {
				x = x<<8 | int64(vs[8*i+k])
			}
			return x
		}
		var sum int64
		var runs strings.Builder
		for i := 0; i < len(h); {
			if h[i] == 0 {
				i++
				continue
			}
			j := i
			for j < len(h) && h[j] != 0 {
				sum += int64(h[j])
				j++
			}
			fmt.Fprintf(&runs, " %d-%d:%d..%d", i, j-1, h[i], h[j-1])
			i = j
		}
		got := fmt.Sprintf("test %d: code %d, child sum %d, last error %d, sync %s, host sum %d, bytes:%s",
			n, word(0), word(1), word(2), sync, sum, runs.String())
		if got != line {
			t.Errorf("cudasim: %s\n   H200: %s", got, line)
		}
		tests++
	}
	if tests != 24 {
		t.Errorf("%d tests in dev2d9.txt, want 24", tests)
	}
}
