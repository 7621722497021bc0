package driver

import (
	"encoding/binary"
	"fmt"
	"os"
	"strings"
	"testing"
)

// Device-side cudaMemcpy3DAsync with CUDA arrays (nvcc 11.8's PTX of
// testdata/texture/probe-tex10/dev3darr.cu): each test copies between linear memory and u8,
// float, 2D, 1D and layered arrays, or array to array, with positions, bad extents and kinds,
// in a grid of its own. On the H200 (testdata/reference/devrt/dev3darr.txt) every one answers
// cudaErrorInvalidValue and copies nothing; cudasim must print the same lines.
func TestDeviceCopies3DArrays(t *testing.T) {
	want, err := os.ReadFile("../testdata/reference/devrt/dev3darr.txt")
	must(t, err)
	_, th, _ := setup(t, Config{})
	m := linkDevrt(t, th, "testdata/devrt/dev3darr_118.ptx")
	op, err := th.ModuleGetFunction(m, "_Z2opi6ArraysPhS0_Px")
	must(t, err)
	a, err := th.MemAlloc(4096)
	must(t, err)
	b, err := th.MemAlloc(4096)
	must(t, err)
	v, err := th.MemAlloc(64)
	must(t, err)
	ha := make([]byte, 4096)
	for i := range ha {
		ha[i] = byte(i%251 + 1)
	}
	must(t, th.MemcpyHtoD(a, ha))
	// S, D, F, T, U, L as dev3darr.cu makes them; all read back zero here, since nothing copies.
	descs := []ArrayDescriptor{{16, 4, 3, 0x01, 1, 0}, {16, 4, 3, 0x01, 1, 0}, {8, 4, 3, 0x20, 1, 0},
		{16, 4, 0, 0x01, 1, 0}, {64, 0, 0, 0x01, 1, 0}, {16, 4, 2, 0x01, 1, ArrayLayered}}
	arrays := make([]byte, 0, 8*len(descs))
	var handles []Array
	for _, d := range descs {
		h, err := th.Array3DCreate(d)
		must(t, err)
		handles = append(handles, h)
		arrays = binary.LittleEndian.AppendUint64(arrays, uint64(h))
	}
	tests := 0
	for _, line := range strings.Split(strings.TrimSpace(string(want)), "\n") {
		var n int32
		if _, err := fmt.Sscanf(line, "test %d:", &n); err != nil {
			continue
		}
		must(t, th.MemsetD8(b, 0, 4096))
		must(t, th.MemsetD8(v, 0xff, 64))
		must(t, th.LaunchKernel(op, Dim3{1, 1, 1}, Dim3{32, 1, 1}, 0, 0, Args(n, arrays, a, b, v), nil))
		sync := "cudaSuccess"
		if err := th.CtxSynchronize(); err != nil {
			sync = err.Error()
		}
		vs := make([]byte, 24)
		must(t, th.MemcpyDtoH(vs, v))
		word := func(i int) int64 { return int64(binary.LittleEndian.Uint64(vs[8*i:])) }
		h := make([]byte, 4096)
		must(t, th.MemcpyDtoH(h, b))
		sums := fmt.Sprintf(" b sum %d:", byteSum(h))
		for i, name := range []string{"D", "F", "T", "U", "L"} {
			d := descs[i+1]
			n := d.Width * max(d.Height, 1) * max(d.Depth, 1) * d.texelSize()
			hb, err := th.MemAllocHost(n)
			must(t, err)
			must(t, th.Memcpy3D(&Memcpy3D{SrcMemoryType: MemoryTypeArray, SrcArray: uint64(handles[i+1]), DstMemoryType: MemoryTypeHost,
				DstHost: Addr(hb), DstPitch: d.Width * d.texelSize(), DstHeight: max(d.Height, 1),
				WidthInBytes: d.Width * d.texelSize(), Height: max(d.Height, 1), Depth: max(d.Depth, 1)}))
			sums += fmt.Sprintf(" %s sum %d:", name, byteSum(hb))
			must(t, th.MemFreeHost(hb))
		}
		got := fmt.Sprintf("test %d: code %d, last error %d, sync %s;%s", n, word(0), word(2), sync, sums)
		if got != line {
			t.Errorf("cudasim: %s\n   H200: %s", got, line)
		}
		tests++
	}
	if tests != 22 {
		t.Errorf("%d tests in dev3darr.txt, want 22", tests)
	}
}

func byteSum(b []byte) (s int64) {
	for _, x := range b {
		s += int64(x)
	}
	return s
}
