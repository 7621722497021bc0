package driver

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"cudasim/cu"
)

// TestMemcpy3DPointerSides replays the cuMemcpy3D calls that CUDA 13's
// runtime makes for libcuda/testdata/cudart/suite2's s_memcpy3d (parameters
// as cudasim received them), with the H200's answers from its golden output
// (docs/suite.md, "cuMemcpy3D's pointer sides").
func TestMemcpy3DPointerSides(t *testing.T) {
	_, th, _ := setup(t, Config{})
	arr3, err := th.Array3DCreate(ArrayDescriptor{Width: 15, Height: 8, Depth: 6, Format: 0x03, NumChannels: 1})
	must(t, err)
	arr2, err := th.Array3DCreate(ArrayDescriptor{Width: 32, Height: 16, Format: 0x03, NumChannels: 1})
	must(t, err)
	host, err := th.MemAllocHost(17 * 4 * 9 * 7)
	must(t, err)
	dev, err := th.MemAlloc(512 * 10 * 6)
	must(t, err)
	for _, c := range []struct {
		name string
		p    Memcpy3D
		want cu.Result
	}{
		// cudaMemcpy3D from a 3-D array to a host box at (8 bytes, 1, 1):
		// the runtime scales x by the element size, 32 + 52 > pitch 68.
		{"array to host at an offset", Memcpy3D{SrcMemoryType: MemoryTypeArray, SrcArray: uint64(arr3),
			DstXInBytes: 32, DstY: 1, DstZ: 1, DstPitch: 68, DstHeight: 9, WidthInBytes: 52, Height: 7, Depth: 5}, cu.ErrorInvalidValue},
		{"array to host at offset 0", Memcpy3D{SrcMemoryType: MemoryTypeArray, SrcArray: uint64(arr3),
			DstPitch: 68, DstHeight: 9, WidthInBytes: 52, Height: 7, Depth: 5}, cu.Success},
		// cudaMemcpy2DFromArrayAsync(pinB, 16, a2, 0, 0, 40, 1, ...).
		{"one row to a pitch below its width", Memcpy3D{SrcMemoryType: MemoryTypeArray, SrcArray: uint64(arr2),
			DstPitch: 16, WidthInBytes: 40, Height: 1, Depth: 1}, cu.ErrorInvalidValue},
		// cudaMemcpy2DToArray's shape: the runtime passes height 0.
		{"one slice, height 0", Memcpy3D{SrcMemoryType: MemoryTypeArray, SrcArray: uint64(arr2),
			DstPitch: 48, WidthInBytes: 40, Height: 10, Depth: 1}, cu.Success},
	} {
		c.p.DstMemoryType, c.p.DstHost = MemoryTypeHost, Addr(host)
		if err := th.Memcpy3D(&c.p); cu.Code(err) != c.want {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
	// A host box of 2 rows a slice as the source of 7 rows in one slice.
	flat := Memcpy3D{SrcMemoryType: MemoryTypeHost, SrcHost: Addr(host), SrcPitch: 68, SrcHeight: 2,
		DstMemoryType: MemoryTypeDevice, DstDevice: dev, DstPitch: 512, DstHeight: 10, WidthInBytes: 52, Height: 7, Depth: 1}
	if err := th.Memcpy3D(&flat); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("one slice from a height below the copy's: %v, want CUDA_ERROR_INVALID_VALUE", err)
	}
}

// TestMemcpySidesProbe replays testdata/reference/memcpy3d-sides/probe_sides.c's calls (host
// to device) with the H200's answers (h200-sides.txt): every line is compared but a height of
// 0 for two slices, which the H200 accepts and cudasim answers CUDA_ERROR_NOT_SUPPORTED (the
// slice pitch is unmeasured).
func TestMemcpySidesProbe(t *testing.T) {
	_, th, _ := setup(t, Config{})
	host, err := th.MemAllocHost(1 << 16)
	must(t, err)
	dev, err := th.MemAlloc(1 << 16)
	must(t, err)
	data, err := os.ReadFile("../testdata/reference/memcpy3d-sides/h200-sides.txt")
	must(t, err)
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		what, rest, _ := strings.Cut(line[3:], " src ")
		var got error
		var want int
		if strings.HasPrefix(line, "3D") {
			var p Memcpy3D
			if _, err := fmt.Sscanf(rest, "x %d y %d pitch %d height %d dst x %d pitch %d extent %d x %d x %d -> %d",
				&p.SrcXInBytes, &p.SrcY, &p.SrcPitch, &p.SrcHeight, &p.DstXInBytes, &p.DstPitch, &p.WidthInBytes, &p.Height, &p.Depth, &want); err != nil {
				t.Fatalf("%q: %v", line, err)
			}
			p.SrcMemoryType, p.SrcHost, p.DstMemoryType, p.DstDevice, p.DstHeight = MemoryTypeHost, Addr(host), MemoryTypeDevice, dev, 64
			got = th.Memcpy3D(&p)
			if p.SrcHeight == 0 && p.Depth > 1 {
				if cu.Code(got) != cu.ErrorNotSupported {
					t.Errorf("%s: %v, want CUDA_ERROR_NOT_SUPPORTED", line, got)
				}
				continue
			}
		} else {
			var p Memcpy2D
			if _, err := fmt.Sscanf(rest, "x %d pitch %d dst pitch %d extent %d x %d -> %d",
				&p.SrcXInBytes, &p.SrcPitch, &p.DstPitch, &p.WidthInBytes, &p.Height, &want); err != nil {
				t.Fatalf("%q: %v", line, err)
			}
			p.SrcMemoryType, p.SrcHost, p.DstMemoryType, p.DstDevice = MemoryTypeHost, Addr(host), MemoryTypeDevice, dev
			got = th.Memcpy2D(&p)
		}
		if cu.Code(got) != cu.Result(want) {
			t.Errorf("%s (%s): %v, the H200 answered %d", line[:2], strings.TrimSpace(what), got, want)
		}
	}
}
