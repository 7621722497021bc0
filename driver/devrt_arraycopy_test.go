package driver

import (
	"encoding/binary"
	"fmt"
	"testing"
)

// Device-side cudaMemcpy3DAsync with CUDA arrays (nvcc 11.8's PTX of
// testdata/texture/probe-tex10/dev3darr.cu): each test copies between linear memory and u8,
// float, 2D, 1D and layered arrays, or array to array, with positions, bad extents and kinds,
// in a grid of its own. On the H200 (testdata/reference/devrt/dev3darr.txt) every one answers
// cudaErrorInvalidValue and copies nothing; cudasim must print the same lines.
func TestDeviceCopies3DArrays(t *testing.T) {
	p := newDevrtProbe(t, "dev3darr.txt", "testdata/devrt/dev3darr_118.ptx", "_Z2opi6ArraysPhS0_Px", 4096)
	th := p.th
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
	p.run(t, 22, func(n int32) [][]byte { return Args(n, arrays, p.a, p.b, p.v) },
		func(n int32, sync string, word func(int) int64) string {
			h := make([]byte, 4096)
			must(t, th.MemcpyDtoH(h, p.b))
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
			return fmt.Sprintf("test %d: code %d, last error %d, sync %s;%s", n, word(0), word(2), sync, sums)
		})
}

func byteSum(b []byte) (s int64) {
	for _, x := range b {
		s += int64(x)
	}
	return s
}
