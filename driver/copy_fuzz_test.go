package driver

import (
	"bytes"
	"math/bits"
	"testing"
)

// FuzzMemcpy3D runs cuMemcpy3D with arbitrary descriptors (CUDA_MEMCPY3D:
// each side's memory type, pointer or array, offsets, pitch, height and
// LOD; the extent) between page-locked host memory, two device
// allocations, managed memory and an array, each of known bytes. Every
// failure is a known code with a message, nothing panics or hangs, and a copy
// that succeeds between two different linear buffers changes exactly the
// bytes the documented layout names (CUDA Driver API, CUDA_MEMCPY3D: the
// byte at x, y, z of a side lies at x + (y + z*height)*pitch from its
// start) to the source's, and no other byte of any buffer. On a device
// side that offset is taken modulo 2^64, as on the H200 (testdata/
// reference/fuzz27: a row 2^63 times a pitch of 16 wrapped to 0 and copied
// the buffer's first rows; testdata/fuzz/FuzzMemcpy3D/row-offset-wraps); on
// another side a copy whose layout passes 2^64 bytes is refused, and on any
// side one whose rows span more than 2^64 bytes (rows-span-wraps: rows of
// pitch 2^63 copied over and over the same memory; the run hung).
func FuzzMemcpy3D(f *testing.F) {
	// Seeds: each side as its kind (the cases of the switch below), x, y, z, pitch,
	// height and LOD, then width, height and depth; the numbers index
	// copyValues.
	f.Add([]byte{1, 0, 0, 0, 9, 0, 0, 2, 0, 0, 0, 9, 0, 0, 5, 3, 1})  // device to device, 3 rows of 8
	f.Add([]byte{0, 2, 1, 0, 9, 5, 0, 3, 0, 1, 1, 10, 6, 0, 5, 2, 2}) // host to managed, 2 slices
	f.Add([]byte{1, 0, 0, 0, 9, 0, 0, 4, 0, 0, 0, 0, 0, 0, 5, 2, 1})  // device to array
	f.Add([]byte{4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 5, 1, 1})  // array to host
	f.Add([]byte{6, 0, 0, 0, 9, 0, 0, 1, 0, 0, 0, 9, 0, 0, 5, 1, 1})  // pageable host named device memory
	const size = 64 << 10
	d, th, _, devA := newFuzzDriver(f, nil, "")
	f.Cleanup(d.Close)
	devB, err := th.MemAlloc(size)
	must(f, err)
	host, err := th.MemHostAlloc(size, 0)
	must(f, err)
	managed, err := th.MemAllocManaged(size, 1)
	must(f, err)
	arr, err := th.Array3DCreate(ArrayDescriptor{Width: 16, Height: 8, Depth: 4, Format: 0x01, NumChannels: 4})
	must(f, err)
	pageable := make([]byte, size)
	linear := []DevicePtr{Addr(host), devA, devB, managed}
	fill := func(t *testing.T, seed byte) [][]byte {
		var all [][]byte
		for i, p := range linear {
			b := make([]byte, size)
			for j := range b {
				b[j] = byte(j*7) + byte(i*61) + seed
			}
			if i == 0 {
				copy(host, b)
			} else {
				must(t, th.MemcpyHtoD(p, b))
			}
			all = append(all, b)
		}
		return all
	}
	read := func(t *testing.T) [][]byte {
		all := [][]byte{bytes.Clone(host)}
		for _, p := range linear[1:] {
			b := make([]byte, size)
			must(t, th.MemcpyDtoH(b, p))
			all = append(all, b)
		}
		return all
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		r := fuzzReader(in)
		var p Memcpy3D
		var sides [2]int
		for i, side := range []struct {
			kind                        *MemoryType
			host, dev                   *DevicePtr
			array                       *uint64
			x, y, z, pitch, height, lod *uint64
		}{
			{&p.SrcMemoryType, &p.SrcHost, &p.SrcDevice, &p.SrcArray, &p.SrcXInBytes, &p.SrcY, &p.SrcZ, &p.SrcPitch, &p.SrcHeight, &p.SrcLOD},
			{&p.DstMemoryType, &p.DstHost, &p.DstDevice, &p.DstArray, &p.DstXInBytes, &p.DstY, &p.DstZ, &p.DstPitch, &p.DstHeight, &p.DstLOD},
		} {
			sides[i] = int(r.byte()) % 8
			switch sides[i] {
			case 0: // page-locked host memory
				*side.kind, *side.host = MemoryTypeHost, Addr(host)
			case 1, 2: // device memory
				*side.kind, *side.dev = MemoryTypeDevice, linear[sides[i]]
			case 3: // managed memory, named by its unified address
				*side.kind, *side.dev = MemoryTypeUnified, managed
			case 4:
				*side.kind, *side.array = MemoryTypeArray, uint64(arr)
			case 5: // no memory type
				*side.kind, *side.dev = MemoryType(r.byte()%2*7), devA
			case 6: // pageable host memory named as device memory
				*side.kind, *side.dev = MemoryTypeDevice, Addr(pageable)
			case 7: // device memory named as host memory
				*side.kind, *side.host = MemoryTypeHost, devB
			}
			for _, v := range []*uint64{side.x, side.y, side.z, side.pitch, side.height} {
				*v = copyValues[int(r.byte())%len(copyValues)]
			}
			if r.byte()%8 == 7 {
				*side.lod = 1
			}
		}
		p.WidthInBytes, p.Height, p.Depth = copyValues[int(r.byte())%len(copyValues)], copyValues[int(r.byte())%len(copyValues)], copyValues[int(r.byte())%len(copyValues)]
		before := fill(t, byte(len(in)))
		err := th.Memcpy3D(&p)
		checkAnswer(t, "cuMemcpy3D", err)
		if err != nil || sides[0] > 3 || sides[1] > 3 || sides[0] == sides[1] {
			return
		}
		want := before[sides[1]]
		src := before[sides[0]]
		if p.WidthInBytes == 0 || p.Height == 0 {
			p.Depth = 0 // nothing is copied
		} else if _, sok := layoutOffset(0, p.Height-1, p.Depth-1, p.SrcPitch, p.SrcHeight, p.WidthInBytes); !sok {
			t.Fatalf("cuMemcpy3D %+v succeeded, but its source rows span more than 2^64 bytes", p)
		} else if _, dok := layoutOffset(0, p.Height-1, p.Depth-1, p.DstPitch, p.DstHeight, p.WidthInBytes); !dok {
			t.Fatalf("cuMemcpy3D %+v succeeded, but its destination rows span more than 2^64 bytes", p)
		}
		for z := range p.Depth {
			for y := range p.Height {
				s, sok := layoutOffset(p.SrcXInBytes, p.SrcY+y, p.SrcZ+z, p.SrcPitch, p.SrcHeight, p.WidthInBytes)
				d, dok := layoutOffset(p.DstXInBytes, p.DstY+y, p.DstZ+z, p.DstPitch, p.DstHeight, p.WidthInBytes)
				device := func(side int) bool { return side == 1 || side == 2 } // the start may wrap
				if !sok && !device(sides[0]) || !dok && !device(sides[1]) {
					t.Fatalf("cuMemcpy3D %+v succeeded, but row %d of slice %d lies past 2^64 bytes", p, y, z)
				}
				if s > size || size-s < p.WidthInBytes || d > size || size-d < p.WidthInBytes {
					return // in another allocation, whose bytes the layout does not say
				}
				copy(want[d:d+p.WidthInBytes], src[s:s+p.WidthInBytes])
			}
		}
		for i, got := range read(t) {
			if !bytes.Equal(got, before[i]) {
				t.Fatalf("cuMemcpy3D %+v: buffer %d differs from the layout's copy at byte %d", p, i, firstDifference(got, before[i]))
			}
		}
	})
}

// copyValues are the offsets, pitches, heights and extents FuzzMemcpy3D
// draws from: small counts, the edges of its 64 KiB buffers and of 64 bits.
var copyValues = []uint64{0, 1, 2, 3, 7, 8, 16, 64, 100, 256, 1024, 4096, 65535, 65536, 1 << 32, 1 << 63, 1<<64 - 1}

// layoutOffset is x + (y + z*height)*pitch and the row's end past it
// (width more), modulo 2^64, and whether none of it overflows 64 bits.
func layoutOffset(x, y, z, pitch, height, width uint64) (uint64, bool) {
	hi1, zh := bits.Mul64(z, height)
	row, c1 := bits.Add64(y, zh, 0)
	hi2, off := bits.Mul64(row, pitch)
	start, c2 := bits.Add64(x, off, 0)
	_, c3 := bits.Add64(start, width, 0)
	return start, hi1|c1|hi2|c2|c3 == 0
}

func firstDifference(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}
