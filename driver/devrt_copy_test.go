package driver

import (
	"encoding/binary"
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
	p := newDevrtProbe(t, "dev2d9.txt", "testdata/devrt/dev2d9_118.ptx", "_Z2opiPhS_Px", 1024)
	p.run(t, 24, func(n int32) [][]byte { return Args(n, p.a, p.b, p.v) },
		func(n int32, sync string, word func(int) int64) string {
			h := make([]byte, 1024)
			must(t, p.th.MemcpyDtoH(h, p.b))
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
			return fmt.Sprintf("test %d: code %d, child sum %d, last error %d, sync %s, host sum %d, bytes:%s",
				n, word(0), word(1), word(2), sync, sum, runs.String())
		})
}

// devrtProbe is a device-runtime probe of testdata/reference/devrt: its kernel op runs test n
// in a grid of its own on a (size bytes, 1 to 251 over and over), b (size bytes) and v (64
// bytes, where the kernel leaves its codes), and the H200's transcript has a line "test n: ..."
// for each test.
type devrtProbe struct {
	th      *Thread
	op      Function
	a, b, v DevicePtr
	size    int
	want    string
}

func newDevrtProbe(t *testing.T, transcript, ptx, kernel string, size int) *devrtProbe {
	want, err := os.ReadFile("../testdata/reference/devrt/" + transcript)
	must(t, err)
	_, th, _ := setup(t, Config{})
	p := &devrtProbe{th: th, size: size, want: string(want)}
	p.op, err = th.ModuleGetFunction(linkDevrt(t, th, ptx), kernel)
	must(t, err)
	for _, d := range []struct {
		ptr *DevicePtr
		n   int
	}{{&p.a, size}, {&p.b, size}, {&p.v, 64}} {
		*d.ptr, err = th.MemAlloc(uint64(d.n))
		must(t, err)
	}
	ha := make([]byte, size)
	for i := range ha {
		ha[i] = byte(i%251 + 1)
	}
	must(t, th.MemcpyHtoD(p.a, ha))
	return p
}

// run launches each test of the transcript with args(n), b zeroed and v set to 0xff, and
// compares line(n, how the context synchronised, v's 64-bit words) with the H200's line;
// the transcript must hold tests tests.
func (p *devrtProbe) run(t *testing.T, tests int, args func(n int32) [][]byte, line func(n int32, sync string, word func(int) int64) string) {
	ran := 0
	for _, want := range strings.Split(strings.TrimSpace(p.want), "\n") {
		var n int32
		if _, err := fmt.Sscanf(want, "test %d:", &n); err != nil {
			continue
		}
		must(t, p.th.MemsetD8(p.b, 0, uint64(p.size)))
		must(t, p.th.MemsetD8(p.v, 0xff, 64))
		must(t, p.th.LaunchKernel(p.op, Dim3{1, 1, 1}, Dim3{32, 1, 1}, 0, 0, args(n), nil))
		sync := "cudaSuccess"
		if err := p.th.CtxSynchronize(); err != nil {
			sync = err.Error()
		}
		vs := make([]byte, 24)
		must(t, p.th.MemcpyDtoH(vs, p.v))
		word := func(i int) int64 { return int64(binary.LittleEndian.Uint64(vs[8*i:])) }
		if got := line(n, sync, word); got != want {
			t.Errorf("cudasim: %s\n   H200: %s", got, want)
		}
		ran++
	}
	if ran != tests {
		t.Errorf("%d tests in the transcript, want %d", ran, tests)
	}
}
