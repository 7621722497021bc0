package driver

import (
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/sim"
)

// gunzipFile is the uncompressed contents of the gzip file at path.
func gunzipFile(t *testing.T, path string) []byte {
	t.Helper()
	f, err := os.Open(path)
	must(t, err)
	defer f.Close()
	z, err := gzip.NewReader(f)
	must(t, err)
	b, err := io.ReadAll(z)
	must(t, err)
	return b
}

// tex26Golden reads one of tex26's H200 recordings (libcuda/testdata/cudart/tex26).
func tex26Golden(t *testing.T, name string) string {
	return string(gunzipFile(t, "../libcuda/testdata/cudart/tex26/golden/b130/"+name+".h200.out.gz"))
}

// TestSparseLayoutMatchesH200 makes every sparse and deferred-mapping array of tex26's
// t_sparseinfo and t_info that the H200 made, through the driver API, and compares its
// tile extent and miptail (cuArrayGetSparseProperties and the mipmapped form) or its
// memory requirement with the H200's (blocklinear.go).
func TestSparseLayoutMatchesH200(t *testing.T) {
	th := texThread(t)
	elems := map[string][2]uint32{"u8": {sim.FormatU8, 1}, "u8x2": {sim.FormatU8, 2}, "u1": {sim.FormatU8, 1}, "u4": {sim.FormatU8, 4},
		"f1": {sim.FormatF32, 1}, "f2": {sim.FormatF32, 2}, "f4": {sim.FormatF32, 4}}
	// t_sparseinfo: "[mip ](sparse|deferred) ELEM WxHxD[ LN] flags=F (tile=... | size=...)";
	// t_info: "sparse|deferred ELEM[ 3d] WxHxD flags=F (sparse tile=... | requirements size=...)",
	// "mip sparse WxHxD levels=N flags=F ..." of f4.
	rec := regexp.MustCompile(`^(mip )?(?:sparse|deferred) (?:(\w+)(?: 3d)? )?(\d+)x(\d+)x(\d+)(?: L(\d+)| levels=(\d+))? flags=0x(\w+) (?:sparse |requirements )?(tile=(\d+)x(\d+)x(\d+) miptailFirstLevel=(\d+) miptailSize=(\d+) flags=0x(\w+)|size=(\d+) alignment=(\d+))$`)
	n := 0
	for _, file := range []string{"sparseinfo", "info"} {
		for _, line := range strings.Split(tex26Golden(t, file), "\n") {
			m := rec.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			num := func(i int) uint64 { v, _ := strconv.ParseUint(m[i], 10, 64); return v }
			flags, _ := strconv.ParseUint(m[8], 16, 32)
			elem := m[2]
			if elem == "" {
				elem = "f4" // t_info's mipmapped arrays
			}
			e, ok := elems[elem]
			if !ok {
				t.Fatalf("element %q in %q", elem, line)
			}
			d := ArrayDescriptor{Width: num(3), Height: num(4), Depth: num(5), Format: e[0], NumChannels: e[1], Flags: uint32(flags)}
			levels := uint32(max(num(6), num(7)))
			var got string
			if m[1] == "" {
				a, err := th.Array3DCreate(d)
				must(t, err)
				got = sparseAnswer(th.ArrayGetSparseProperties(a))
				if flags&ArrayDeferredMapped != 0 {
					got = requirementAnswer(th.ArrayGetMemoryRequirements(a, 0))
				}
				must(t, th.ArrayDestroy(a))
			} else {
				mm, err := th.MipmappedArrayCreate(d, levels)
				must(t, err)
				got = sparseAnswer(th.MipmappedArrayGetSparseProperties(mm))
				if flags&ArrayDeferredMapped != 0 {
					got = requirementAnswer(th.MipmappedArrayGetMemoryRequirements(mm, 0))
				}
				must(t, th.MipmappedArrayDestroy(mm))
			}
			if want := m[9]; got != want {
				t.Errorf("%s: cudasim %s", line, got)
			}
			n++
		}
	}
	if n != 329 {
		t.Errorf("%d recorded answers compared; want 329 (191 requirements, 138 sparse properties)", n)
	}
}

// newTilePool makes a 2 MiB tile pool (CU_MEM_CREATE_USAGE_TILE_POOL) on device 0.
func newTilePool(t *testing.T, th *Thread) MemGenericAllocationHandle {
	t.Helper()
	pool, err := th.MemCreate(2<<20, &MemAllocationProp{Type: MemAllocationPinned, Location: MemLocation{Type: MemLocationDevice}, Usage: memCreateUsageTilePool}, 0)
	must(t, err)
	return pool
}

func sparseAnswer(p SparseProperties, err error) string {
	if err != nil {
		return err.Error()
	}
	return fmt.Sprintf("tile=%dx%dx%d miptailFirstLevel=%d miptailSize=%d flags=0x%x", p.TileWidth, p.TileHeight, p.TileDepth, p.MiptailFirstLevel, p.MiptailSize, p.Flags)
}

func requirementAnswer(size, align uint64, err error) string {
	if err != nil {
		return err.Error()
	}
	return fmt.Sprintf("size=%d alignment=%d", size, align)
}

// TestSparseTiles maps tiles and miptails of sparse arrays through the driver API:
// what tex26's t_sparse measured (unmapped tiles read zeros and drop copies, the mapping
// rules, a released pool's tiles still hold) and what cudasim decides where nothing was
// measured (a tile's bytes stay in its pages; aliasing is NOT_SUPPORTED).
func TestSparseTiles(t *testing.T) {
	th := texThread(t)
	f4 := ArrayDescriptor{Width: 1024, Height: 1024, Format: sim.FormatF32, NumChannels: 4, Flags: ArraySparse}
	a, err := th.Array3DCreate(f4)
	must(t, err)
	pool := newTilePool(t, th)
	tile := func(x, y, w, h uint32, off uint64, op uint32) ArrayMapInfo {
		e := ArrayMapInfo{Resource: uint64(a), OffsetX: x, OffsetY: y, Width: w, Height: h, Depth: 1, Operation: op, DeviceBitMask: 1, Offset: off}
		if op == memOperationMap {
			e.Handle = pool
		}
		return e
	}
	mapOne := func(e ArrayMapInfo) error { return th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0) }
	// row y: texels 0..n-1 written (x+1 in the first channel) or read back
	host, err := th.MemAllocHost(160 * 16)
	must(t, err)
	row := func(y uint64, n int, write bool) []float32 {
		p := Memcpy3D{WidthInBytes: uint64(n * 16), Height: 1, Depth: 1}
		if write {
			for i := range n {
				binary.LittleEndian.PutUint32(host[i*16:], math.Float32bits(float32(i+1)))
			}
			p.SrcMemoryType, p.SrcHost, p.SrcPitch, p.DstMemoryType, p.DstArray, p.DstY = MemoryTypeHost, Addr(host), uint64(n*16), MemoryTypeArray, uint64(a), y
		} else {
			clear(host)
			p.DstMemoryType, p.DstHost, p.DstPitch, p.SrcMemoryType, p.SrcArray, p.SrcY = MemoryTypeHost, Addr(host), uint64(n*16), MemoryTypeArray, uint64(a), y
		}
		must(t, th.Memcpy3D(&p))
		out := make([]float32, n)
		for i := range out {
			out[i] = math.Float32frombits(binary.LittleEndian.Uint32(host[i*16:]))
		}
		return out
	}
	row(0, 160, true)
	if got := row(0, 160, false); got[0] != 0 || got[100] != 0 {
		t.Errorf("an unmapped row read %v..., want zeros", got[:4])
	}
	for _, c := range []struct {
		name string
		e    ArrayMapInfo
		want cu.Result
	}{
		{"tile 0,0", tile(0, 0, 64, 64, 0, memOperationMap), cu.Success},
		{"tile 64,0 at 64K", tile(64, 0, 64, 64, 65536, memOperationMap), cu.Success},
		{"unaligned x", tile(32, 0, 64, 64, 131072, memOperationMap), cu.ErrorInvalidValue},
		{"extent 100", tile(128, 0, 100, 64, 131072, memOperationMap), cu.ErrorInvalidValue},
		{"pool offset 1000", tile(128, 0, 64, 64, 1000, memOperationMap), cu.ErrorInvalidValue},
		{"past the pool", tile(128, 0, 64, 64, 2<<20, memOperationMap), cu.ErrorInvalidValue},
		{"past the array", tile(1024, 0, 64, 64, 262144, memOperationMap), cu.ErrorInvalidValue},
		{"aliasing tile 0,0's page", tile(128, 0, 64, 64, 0, memOperationMap), cu.ErrorNotSupported},
		{"tile 0,0 again", tile(0, 0, 64, 64, 0, memOperationMap), cu.Success},
	} {
		wantCode(t, c.name, mapOne(c.e), c.want)
	}
	row(0, 160, true)
	if got := row(0, 160, false); got[0] != 1 || got[127] != 128 || got[128] != 0 {
		t.Errorf("mapped texels 0 and 127, unmapped 128 read %v, %v, %v; want 1, 128, 0", got[0], got[127], got[128])
	}
	must(t, mapOne(tile(0, 0, 64, 64, 0, memOperationUnmap)))
	must(t, mapOne(tile(0, 0, 64, 64, 0, memOperationUnmap))) // measured: succeeds
	if got := row(0, 128, false); got[0] != 0 || got[64] != 65 {
		t.Errorf("after unmapping tile 0,0: texels 0 and 64 read %v, %v; want 0, 65", got[0], got[64])
	}
	// tile 0,0's bytes are in page 0: another tile may not take them, tile 0,0 gets them back
	wantCode(t, "another tile on tile 0,0's bytes", mapOne(tile(128, 0, 64, 64, 0, memOperationMap)), cu.ErrorNotSupported)
	must(t, mapOne(tile(0, 0, 64, 64, 0, memOperationMap)))
	must(t, th.MemRelease(pool)) // measured: the tiles still hold
	if got := row(0, 2, false); got[0] != 1 || got[1] != 2 {
		t.Errorf("tile 0,0 mapped again read %v; want its bytes back (1, 2)", got)
	}
	// measured refusals: an array that is not sparse, a count of 0, a NULL list
	plain, err := th.Array3DCreate(ArrayDescriptor{Width: 64, Height: 64, Format: sim.FormatF32, NumChannels: 4})
	must(t, err)
	e := tile(0, 0, 64, 64, 0, memOperationUnmap)
	e.Resource = uint64(plain)
	wantCode(t, "a plain array", mapOne(e), cu.ErrorInvalidValue)
	wantCode(t, "a zeroed entry", mapOne(ArrayMapInfo{}), cu.ErrorInvalidValue) // testdata/reference/surface25, arrays
	wantCode(t, "count 0", th.MemMapArrayAsync(nil, false, 0, 0), cu.ErrorInvalidValue)
	wantCode(t, "NULL list", th.MemMapArrayAsync(nil, true, 1, 0), cu.ErrorInvalidValue)
}

// TestSparseMiptail maps a sparse mipmapped array's miptail whole (measured: its levels
// then hold what is copied in, the levels before it do not) and refuses a part of it (which
// texels lie in which page is not measured).
func TestSparseMiptail(t *testing.T) {
	th := texThread(t)
	d := ArrayDescriptor{Width: 256, Height: 256, Format: sim.FormatF32, NumChannels: 4, Flags: ArraySparse}
	mm, err := th.MipmappedArrayCreate(d, 9)
	must(t, err)
	p, err := th.MipmappedArrayGetSparseProperties(mm)
	must(t, err)
	if p.MiptailFirstLevel != 3 || p.MiptailSize != 65536 {
		t.Fatalf("miptail from level %d, %d bytes; the H200's: 3, 65536", p.MiptailFirstLevel, p.MiptailSize)
	}
	pool := newTilePool(t, th)
	e := ArrayMapInfo{ResourceType: 1, Resource: uint64(mm), SubresourceType: 1, TailSize: 32768, Operation: memOperationMap, Handle: pool, DeviceBitMask: 1}
	wantCode(t, "half the miptail", th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0), cu.ErrorNotSupported)
	e.TailSize = p.MiptailSize
	must(t, th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0))
	for l := uint32(0); l < 9; l++ {
		la, err := th.MipmappedArrayGetLevel(mm, l)
		must(t, err)
		b := []byte{1, 2, 3, 4}
		must(t, th.MemcpyHtoA(la, 0, b))
		back := make([]byte, 4)
		must(t, th.MemcpyAtoH(back, la, 0))
		if mapped := l >= 3; (back[0] == 1) != mapped {
			t.Errorf("level %d read %v after a copy of 1 2 3 4 (miptail mapped: %v)", l, back, mapped)
		}
	}
}

// TestDeferredArrays: a deferred-mapping array answers its requirement; a copy to it
// before any mapping succeeds and fails the context (measured, t_sparse:
// cudaErrorLaunchFailure at the next synchronization); mapping one is not measured.
func TestDeferredArrays(t *testing.T) {
	th := texThread(t)
	a, err := th.Array3DCreate(ArrayDescriptor{Width: 256, Height: 256, Format: sim.FormatF32, NumChannels: 4, Flags: ArrayDeferredMapped})
	must(t, err)
	if size, align, err := th.ArrayGetMemoryRequirements(a, 0); err != nil || size != 1<<20 || align != 65536 {
		t.Errorf("requirements %d, %d, %v; the H200's: 1048576, 65536", size, align, err)
	}
	e := ArrayMapInfo{Resource: uint64(a), SubresourceType: 1, TailSize: 1 << 20, Operation: memOperationMap, DeviceBitMask: 1}
	wantCode(t, "mapping it", th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0), cu.ErrorNotSupported)
	_, err = th.TexObjectCreate(&ResourceDesc{Type: ResourceTypeArray, Array: a}, &TextureDesc{}, nil)
	wantCode(t, "a texture of it", err, cu.ErrorNotSupported)
	wantCode(t, "a copy into it", th.MemcpyHtoA(a, 0, make([]byte, 16)), cu.Success)
	wantCode(t, "synchronizing after", th.CtxSynchronize(), cu.ErrorLaunchFailed)
}

// TestSparseMapListSharesNoPage maps two tiles onto one pool page in one call
// (fuzz30's FuzzSparseCalls): the entries' pages were checked against the
// mappings before the call only, so both were mapped, the page under the second
// tile and listed by both, and the first tile's unmapping then freed it under
// the second. Like two calls, it is CUDA_ERROR_NOT_SUPPORTED (what one tile
// reads of the other's texels is not measured) and maps nothing.
func TestSparseMapListSharesNoPage(t *testing.T) {
	th := texThread(t)
	a, err := th.Array3DCreate(ArrayDescriptor{Width: 1024, Height: 1024, Format: sim.FormatF32, NumChannels: 4, Flags: ArraySparse})
	must(t, err)
	pool := newTilePool(t, th)
	tile := func(x uint32) ArrayMapInfo {
		return ArrayMapInfo{Resource: uint64(a), OffsetX: x, Width: 64, Height: 64, Depth: 1, Operation: memOperationMap, Handle: pool, DeviceBitMask: 1}
	}
	wantCode(t, "tiles 0 and 1 onto page 0", th.MemMapArrayAsync([]ArrayMapInfo{tile(0), tile(64)}, false, 2, 0), cu.ErrorNotSupported)
	host := make([]byte, 16)
	host[0] = 7
	must(t, th.MemcpyHtoA(a, 0, host))
	must(t, th.MemcpyAtoH(host, a, 0))
	if host[0] != 0 {
		t.Errorf("tile 0 kept a copy (read %d): the refused call mapped it", host[0])
	}
	// the same tile twice in one list is one mapping
	must(t, th.MemMapArrayAsync([]ArrayMapInfo{tile(0), tile(0)}, false, 2, 0))
}

// TestSparseDestroyFreesPages destroys sparse arrays whose tiles are mapped
// (fuzz30's FuzzSparseCalls): their pool pages are free for another array's
// tiles, where until session 30 they stayed under the destroyed tiles and every
// later mapping of them was refused as two tiles on one page. A page that keeps
// a destroyed tile's bytes is refused still (where they land in another tile is
// not measured). fuzz30-c measures both on the H200.
func TestSparseDestroyFreesPages(t *testing.T) {
	th := texThread(t)
	desc := ArrayDescriptor{Width: 1024, Height: 1024, Format: sim.FormatF32, NumChannels: 4, Flags: ArraySparse}
	pool := newTilePool(t, th)
	mapTile := func(a Array) error {
		e := ArrayMapInfo{Resource: uint64(a), Width: 64, Height: 64, Depth: 1, Operation: memOperationMap, Handle: pool, DeviceBitMask: 1}
		return th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0)
	}
	first, err := th.Array3DCreate(desc)
	must(t, err)
	must(t, mapTile(first))
	must(t, th.ArrayDestroy(first))
	second, err := th.Array3DCreate(desc)
	must(t, err)
	wantCode(t, "page 0 of a destroyed array's untouched tile", mapTile(second), cu.Success)
	must(t, th.MemcpyHtoA(second, 0, []byte{1, 2, 3, 4}))
	must(t, th.ArrayDestroy(second))
	third, err := th.Array3DCreate(desc)
	must(t, err)
	wantCode(t, "page 0 holding a destroyed tile's bytes", mapTile(third), cu.ErrorNotSupported)
	// a mipmapped array's miptail likewise
	mm, err := th.MipmappedArrayCreate(ArrayDescriptor{Width: 256, Height: 256, Format: sim.FormatF32, NumChannels: 4, Flags: ArraySparse}, 9)
	must(t, err)
	tail := ArrayMapInfo{ResourceType: 1, Resource: uint64(mm), SubresourceType: 1, TailSize: 65536, Operation: memOperationMap, Handle: pool, DeviceBitMask: 1, Offset: 1 << 20}
	must(t, th.MemMapArrayAsync([]ArrayMapInfo{tail}, false, 1, 0))
	must(t, th.MipmappedArrayDestroy(mm))
	e := ArrayMapInfo{Resource: uint64(third), OffsetX: 64, Width: 64, Height: 64, Depth: 1, Operation: memOperationMap, Handle: pool, DeviceBitMask: 1, Offset: 1 << 20}
	wantCode(t, "a destroyed miptail's page", th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0), cu.Success)
}
