package driver

import (
	"bytes"
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
			got, err := layoutAnswer(t, th, d, m[1] != "", levels)
			must(t, err)
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

// TestSparseLayoutOverRowsMatchesH200 makes every array of tex26's t_layout "req" case
// (probe sparse29-c: deferred-mapping arrays of 64 KiB rows, 2D heights 1..2049, 3D heights
// by depths, layered and cube mipmaps; sparse 3D miptails; sparse and deferred BC1, BC7 and
// 10-10-10-2 arrays) through the driver API and compares its answer with the H200's
// (golden/b130/layout.h200.out): 3D levels pad their height to one GOB whatever the depth,
// and a packed format's element takes a texel's place (blocklinear.go).
func TestSparseLayoutOverRowsMatchesH200(t *testing.T) {
	th := texThread(t)
	elems := map[string][2]uint32{"u1": {sim.FormatU8, 1}, "f1": {sim.FormatF32, 1}, "f4": {sim.FormatF32, 4},
		"bc1": {sim.FormatBC1, 4}, "bc7": {sim.FormatBC7, 4}, "p10": {sim.FormatUnorm1010102, 4}}
	rec := regexp.MustCompile(`^req (\w+)( mip)?(?: \w+)? (\d+)x(\d+)x(\d+) L(\d+) flags=0x(\w+) (?:malloc -> (\w+)|size=(\d+) \(\d+ x 64K\) alignment=(\d+)|tile=(\S+) first=(\d+) miptail=(\d+) (flags=0x\w+))$`)
	golden, err := os.ReadFile("../libcuda/testdata/cudart/tex26/golden/b130/layout.h200.out")
	must(t, err)
	n := 0
	for _, line := range strings.Split(string(golden), "\n") {
		m := rec.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		num := func(i int) uint64 { v, _ := strconv.ParseUint(m[i], 10, 64); return v }
		flags, _ := strconv.ParseUint(m[7], 16, 32)
		e := elems[m[1]]
		d := ArrayDescriptor{Width: num(3), Height: num(4), Depth: num(5), Format: e[0], NumChannels: e[1], Flags: uint32(flags)}
		got, made := layoutAnswer(t, th, d, m[2] != "", uint32(num(6)))
		var want string
		switch {
		case m[8] != "": // the H200 refused it
			want, got = m[8], fmt.Sprint(made)
			if cu.Code(made) == cu.ErrorInvalidValue {
				got = "cudaErrorInvalidValue"
			}
		case m[9] != "":
			want = fmt.Sprintf("size=%s alignment=%s", m[9], m[10])
		default:
			want = fmt.Sprintf("tile=%s miptailFirstLevel=%s miptailSize=%s %s", m[11], m[12], m[13], m[14])
		}
		if made != nil && m[8] == "" {
			got = made.Error()
		}
		if got != want {
			t.Errorf("%s: cudasim %s", line, got)
		}
		n++
	}
	if n != 248 {
		t.Errorf("%d recorded answers compared; want 248", n)
	}
}

// layoutAnswer makes an array (a mipmapped one of levels with mipmapped) and answers its
// sparse properties (sparseAnswer) or, deferred-mapping, its memory requirement
// (requirementAnswer); err is the error making it.
func layoutAnswer(t *testing.T, th *Thread, d ArrayDescriptor, mipmapped bool, levels uint32) (string, error) {
	deferred := d.Flags&ArrayDeferredMapped != 0
	if !mipmapped {
		a, err := th.Array3DCreate(d)
		if err != nil {
			return "", err
		}
		defer func() { must(t, th.ArrayDestroy(a)) }()
		if deferred {
			return requirementAnswer(th.ArrayGetMemoryRequirements(a, 0)), nil
		}
		return sparseAnswer(th.ArrayGetSparseProperties(a)), nil
	}
	mm, err := th.MipmappedArrayCreate(d, levels)
	if err != nil {
		return "", err
	}
	defer func() { must(t, th.MipmappedArrayDestroy(mm)) }()
	if deferred {
		return requirementAnswer(th.MipmappedArrayGetMemoryRequirements(mm, 0)), nil
	}
	return sparseAnswer(th.MipmappedArrayGetSparseProperties(mm)), nil
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

// TestSparseTiles maps tiles of sparse arrays through the driver API: what tex26's
// t_sparse and t_layout measured (unmapped tiles read zeros and drop copies, the mapping
// rules, a tile's bytes stay in its page, a released pool's tiles still hold).
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
	// tile 0,0's bytes are in page 0: another tile mapped there reads them (measured,
	// t_layout's "later alias" lines), tile 0,0 gets them back
	must(t, mapOne(tile(128, 0, 64, 64, 0, memOperationMap)))
	must(t, mapOne(tile(0, 0, 64, 64, 0, memOperationMap)))
	must(t, th.MemRelease(pool)) // measured: the tiles still hold
	if got := row(0, 130, false); got[0] != 1 || got[1] != 2 || got[128] != 1 || got[129] != 2 {
		t.Errorf("tiles 0,0 and 128,0 on page 0 read %v, %v; want tile 0,0's bytes (1, 2) in both", got[:2], got[128:])
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
// then hold what is copied in, the levels before it do not) and in parts: whole pages
// (t_layout: 1000 bytes refused, 64 KiB at 64 KiB of a 128 KiB one accepted), the levels in
// the pages mapped holding what is copied in; a part that cuts a level is NOT_SUPPORTED
// (which of its texels lie in which page is not measured).
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
	wantCode(t, "half the miptail", th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0), cu.ErrorInvalidValue)
	e.TailSize = p.MiptailSize
	must(t, th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0))
	levelKeeps := func(mm MipmappedArray, levels int, mapped func(l uint32) bool) {
		t.Helper()
		for l := range uint32(levels) {
			la, err := th.MipmappedArrayGetLevel(mm, l)
			must(t, err)
			b := []byte{1, 2, 3, 4}
			must(t, th.MemcpyHtoA(la, 0, b))
			back := make([]byte, 4)
			must(t, th.MemcpyAtoH(back, la, 0))
			if (back[0] == 1) != mapped(l) {
				t.Errorf("level %d read %v after a copy of 1 2 3 4 (mapped: %v)", l, back, mapped(l))
			}
		}
	}
	levelKeeps(mm, 9, func(l uint32) bool { return l >= 3 })
	// t_layout's f1 1000x600, 10 levels: a miptail of 128 KiB from level 3, whose 64 KiB
	// fill page 0; page 1 alone maps levels 4..9
	d = ArrayDescriptor{Width: 1000, Height: 600, Format: sim.FormatF32, NumChannels: 1, Flags: ArraySparse}
	mm, err = th.MipmappedArrayCreate(d, 10)
	must(t, err)
	e = ArrayMapInfo{ResourceType: 1, Resource: uint64(mm), SubresourceType: 1, TailOffset: 65536, TailSize: 65536, Operation: memOperationMap, Handle: pool, DeviceBitMask: 1, Offset: 458752}
	must(t, th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0))
	levelKeeps(mm, 10, func(l uint32) bool { return l >= 4 })
	e.TailOffset, e.TailSize = 0, 1000
	wantCode(t, "1000 bytes of it", th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0), cu.ErrorInvalidValue)
	// f1 134x600, 10 levels: the miptail begins at level 1, whose 122,880 bytes span two pages
	mm, err = th.MipmappedArrayCreate(ArrayDescriptor{Width: 134, Height: 600, Format: sim.FormatF32, NumChannels: 1, Flags: ArraySparse}, 10)
	must(t, err)
	e = ArrayMapInfo{ResourceType: 1, Resource: uint64(mm), SubresourceType: 1, TailSize: 65536, Operation: memOperationMap, Handle: pool, DeviceBitMask: 1, Offset: 1 << 20}
	wantCode(t, "a page cutting level 1", th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0), cu.ErrorNotSupported)
}

// TestDeferredArrays: a deferred-mapping array answers its requirement; a copy to it
// before any mapping succeeds and fails the context (measured, t_sparse:
// cudaErrorLaunchFailure at the next synchronization); texture objects of it unmapped are
// not measured.
func TestDeferredArrays(t *testing.T) {
	th := texThread(t)
	a, err := th.Array3DCreate(ArrayDescriptor{Width: 256, Height: 256, Format: sim.FormatF32, NumChannels: 4, Flags: ArrayDeferredMapped})
	must(t, err)
	if size, align, err := th.ArrayGetMemoryRequirements(a, 0); err != nil || size != 1<<20 || align != 65536 {
		t.Errorf("requirements %d, %d, %v; the H200's: 1048576, 65536", size, align, err)
	}
	_, err = th.TexObjectCreate(&ResourceDesc{Type: ResourceTypeArray, Array: a}, &TextureDesc{}, nil)
	wantCode(t, "a texture of it", err, cu.ErrorNotSupported)
	wantCode(t, "a copy into it", th.MemcpyHtoA(a, 0, make([]byte, 16)), cu.Success)
	wantCode(t, "synchronizing after", th.CtxSynchronize(), cu.ErrorLaunchFailed)
}

// arrayBytes copies b to array a at byte x of row y (write) or fills b from there, through
// pinned host memory.
func arrayBytes(t *testing.T, th *Thread, a Array, x, y uint64, b []byte, write bool) error {
	t.Helper()
	host, err := th.MemAllocHost(uint64(len(b)))
	must(t, err)
	defer th.MemFreeHost(host)
	n := uint64(len(b))
	p := Memcpy3D{WidthInBytes: n, Height: 1, Depth: 1}
	if write {
		copy(host, b)
		p.SrcMemoryType, p.SrcHost, p.SrcPitch, p.DstMemoryType, p.DstArray, p.DstXInBytes, p.DstY = MemoryTypeHost, Addr(host), n, MemoryTypeArray, uint64(a), x, y
		return th.Memcpy3D(&p)
	}
	p.DstMemoryType, p.DstHost, p.DstPitch, p.SrcMemoryType, p.SrcArray, p.SrcXInBytes, p.SrcY = MemoryTypeHost, Addr(host), n, MemoryTypeArray, uint64(a), x, y
	err = th.Memcpy3D(&p)
	copy(b, host)
	return err
}

// putFloat writes v to float texel (x, y) of a; getFloat reads it.
func putFloat(t *testing.T, th *Thread, a Array, x, y uint64, v float32) {
	t.Helper()
	must(t, arrayBytes(t, th, a, x*4, y, binary.LittleEndian.AppendUint32(nil, math.Float32bits(v)), true))
}

func getFloat(t *testing.T, th *Thread, a Array, x, y uint64) float32 {
	t.Helper()
	b := make([]byte, 4)
	must(t, arrayBytes(t, th, a, x*4, y, b, false))
	return math.Float32frombits(binary.LittleEndian.Uint32(b))
}

// TestDeferredArraysMapped maps a deferred-mapping array's memory whole, as tex26's
// t_layout did (layout.deferred0..2: an f1 300x200 array of 327,680 bytes, by a miptail
// entry of its size and by a level entry of its extent; 61 copied to (299, 199) reads back
// through a copy and a texture; unmapping succeeds, under a texture object too (t_pages
// deferredtex, on an H100); a pool that is not a tile pool is CUDA_ERROR_INVALID_VALUE), and
// refuses a part of it (not measured).
func TestDeferredArraysMapped(t *testing.T) {
	for _, how := range []string{"miptail", "level"} {
		t.Run(how, func(t *testing.T) {
			th := texThread(t)
			a, err := th.Array3DCreate(ArrayDescriptor{Width: 300, Height: 200, Format: sim.FormatF32, NumChannels: 1, Flags: ArrayDeferredMapped})
			must(t, err)
			size, _, err := th.ArrayGetMemoryRequirements(a, 0)
			if must(t, err); size != 327680 {
				t.Errorf("requirement %d; the H200's 327680", size)
			}
			plain, err := th.MemCreate(2<<20, &MemAllocationProp{Type: MemAllocationPinned, Location: MemLocation{Type: MemLocationDevice}}, 0)
			must(t, err)
			e := ArrayMapInfo{Resource: uint64(a), SubresourceType: 1, TailSize: size, Operation: memOperationMap, Handle: plain, DeviceBitMask: 1}
			if how == "level" {
				e = ArrayMapInfo{Resource: uint64(a), Width: 300, Height: 200, Depth: 1, Operation: memOperationMap, Handle: plain, DeviceBitMask: 1}
			}
			wantCode(t, "onto memory that is not a tile pool", th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0), cu.ErrorInvalidValue)
			e.Handle = newTilePool(t, th)
			part := e
			part.TailSize, part.Width = 65536, 128
			wantCode(t, "a part of it", th.MemMapArrayAsync([]ArrayMapInfo{part}, false, 1, 0), cu.ErrorNotSupported)
			must(t, th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0))
			putFloat(t, th, a, 299, 199, 61)
			if got := getFloat(t, th, a, 299, 199); got != 61 {
				t.Errorf("(299, 199) read %v; the H200's 61", got)
			}
			tex, err := th.TexObjectCreate(&ResourceDesc{Type: ResourceTypeArray, Array: a}, &TextureDesc{}, nil)
			must(t, err)
			// Unmapping it under the texture object succeeds (measured on an H100: tex26's
			// t_pages deferredtex, where a kernel's read through the object then faulted).
			e.Operation, e.Handle = memOperationUnmap, 0
			must(t, th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0))
			must(t, th.CtxSynchronize())
			m, err := th.ModuleLoadData([]byte(texObjPTX))
			must(t, err)
			k, err := th.ModuleGetFunction(m, "k")
			must(t, err)
			out, err := th.MemAlloc(64)
			must(t, err)
			must(t, th.LaunchKernel(k, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, Args(uint64(tex), uint64(0), out, float32(299.5), float32(199.5)), nil))
			if err := th.CtxSynchronize(); cu.Code(err) != cu.ErrorIllegalAddress || !strings.Contains(err.Error(), "whose memory was unmapped") {
				t.Errorf("a kernel reading the texture after the unmap: %v, want CUDA_ERROR_ILLEGAL_ADDRESS saying why", err)
			}
		})
	}
}

// TestSparseSharedPages follows tex26's t_layout ("later" lines, an f1 1024x1024 sparse
// array of 128x128 tiles): a tile's bytes stay in its page when it is unmapped (11 and 12
// read back once it is mapped there again), a fresh page reads zeros, two tiles on one page
// read and write the same texels (133,5 reads 11; 134,6 written 13 reads at 6,6).
func TestSparseSharedPages(t *testing.T) {
	th := texThread(t)
	a, err := th.Array3DCreate(ArrayDescriptor{Width: 1024, Height: 1024, Format: sim.FormatF32, NumChannels: 1, Flags: ArraySparse})
	must(t, err)
	pool := newTilePool(t, th)
	mapTile := func(x uint32, off uint64, op uint32) {
		t.Helper()
		e := ArrayMapInfo{Resource: uint64(a), OffsetX: x, Width: 128, Height: 128, Depth: 1, Operation: op, DeviceBitMask: 1, Offset: off}
		if op == memOperationMap {
			e.Handle = pool
		}
		must(t, th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0))
	}
	put := func(x, y uint64, v float32) { t.Helper(); putFloat(t, th, a, x, y, v) }
	get := func(x, y uint64, want float32) {
		t.Helper()
		if got := getFloat(t, th, a, x, y); got != want {
			t.Errorf("(%d, %d) read %v; the H200 read %v", x, y, got, want)
		}
	}
	mapTile(0, 0, memOperationMap)
	get(5, 5, 0)
	put(5, 5, 11)
	put(127, 127, 12)
	mapTile(0, 0, memOperationUnmap)
	get(5, 5, 0)
	mapTile(0, 0, memOperationMap)
	get(5, 5, 11)
	get(127, 127, 12)
	mapTile(128, 0, memOperationMap) // page 0 under tiles 0,0 and 128,0
	get(133, 5, 11)
	get(255, 127, 12)
	put(134, 6, 13)
	get(6, 6, 13)
	mapTile(0, 65536, memOperationMap)
	get(5, 5, 0)
	get(133, 5, 11)
}

// TestSparseMapEdges follows tex26's t_layout ("later edge", "layer" and "level 1" lines):
// an extent that ends at the level's edge maps the tiles it cuts, one past the edge is
// CUDA_ERROR_INVALID_VALUE, as is a layer past the last.
func TestSparseMapEdges(t *testing.T) {
	th := texThread(t)
	pool := newTilePool(t, th)
	entry := func(a uint64, level, layer, x, y, w, h uint32, off uint64) ArrayMapInfo {
		return ArrayMapInfo{Resource: a, Level: level, Layer: layer, OffsetX: x, OffsetY: y, Width: w, Height: h, Depth: 1, Operation: memOperationMap, Handle: pool, DeviceBitMask: 1, Offset: off}
	}
	one := func(e ArrayMapInfo) error { return th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0) }
	f1 := ArrayDescriptor{Width: 1000, Height: 1000, Format: sim.FormatF32, NumChannels: 1, Flags: ArraySparse}
	b, err := th.Array3DCreate(f1)
	must(t, err)
	wantCode(t, "896,896 104x104", one(entry(uint64(b), 0, 0, 896, 896, 104, 104, 131072)), cu.Success)
	wantCode(t, "896,896 128x128", one(entry(uint64(b), 0, 0, 896, 896, 128, 128, 131072)), cu.ErrorInvalidValue)
	must(t, th.MemcpyHtoA(b, 0, []byte{9})) // row 0 is tile 0,0's: unmapped
	putFloat(t, th, b, 999, 999, 21)
	if got := getFloat(t, th, b, 999, 999); got != 21 {
		t.Errorf("(999, 999) read %v; the H200's 21", got)
	}
	f1.Width, f1.Height, f1.Depth, f1.Flags = 256, 256, 3, ArraySparse|ArrayLayered
	l, err := th.Array3DCreate(f1)
	must(t, err)
	wantCode(t, "layer 1 tile 128,0", one(entry(uint64(l), 0, 1, 128, 0, 128, 128, 196608)), cu.Success)
	wantCode(t, "layer 3 of 3", one(entry(uint64(l), 0, 3, 0, 0, 128, 128, 262144)), cu.ErrorInvalidValue)
	mm, err := th.MipmappedArrayCreate(ArrayDescriptor{Width: 1000, Height: 600, Format: sim.FormatF32, NumChannels: 1, Flags: ArraySparse}, 10)
	must(t, err)
	e := entry(uint64(mm), 1, 0, 384, 256, 116, 44, 720896)
	e.ResourceType = 1
	wantCode(t, "level 1 edge 384,256", one(e), cu.Success)
}

// sparseSurfPTX reads texel (x, y) of a float surface, stores v there and reads it again,
// as t_layout's sread does.
const sparseSurfPTX = `.version 7.8
.target sm_90
.address_size 64
.visible .entry k(.param .u64 surf, .param .u64 out, .param .u32 x, .param .u32 y, .param .f32 v)
{
	.reg .b32 %r<8>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [surf];
	ld.param.u64 %rd2, [out];
	ld.param.u32 %r1, [x];
	ld.param.u32 %r2, [y];
	ld.param.u32 %r3, [v];
	shl.b32 %r1, %r1, 2;
	suld.b.2d.b32.zero {%r4}, [%rd1, {%r1, %r2}];
	sust.b.2d.b32.zero [%rd1, {%r1, %r2}], {%r3};
	suld.b.2d.b32.zero {%r5}, [%rd1, {%r1, %r2}];
	st.global.u32 [%rd2], %r4;
	st.global.u32 [%rd2+4], %r5;
	ret;
}
`

// TestSparseUnmappedSurfaceStore: a surface store to an unmapped tile reads back in its own
// kernel and is gone for the next kernel and for a copy; one to a mapped tile stays
// (measured, tex26's t_layout: "later unmapped next kernel 0 then 7", "later mapped kernel
// 0 then 7", "later mapped after kernel get (9,9) 7").
func TestSparseUnmappedSurfaceStore(t *testing.T) {
	th := texThread(t)
	a, surf := sparseSurface(t, th, 1024)
	mod, err := th.ModuleLoadData([]byte(sparseSurfPTX))
	must(t, err)
	fn, err := th.ModuleGetFunction(mod, "k")
	must(t, err)
	out, err := th.MemAlloc(8)
	must(t, err)
	run := func(x, y uint32, v float32) [2]float32 {
		t.Helper()
		params := [][]byte{binary.LittleEndian.AppendUint64(nil, uint64(surf)), binary.LittleEndian.AppendUint64(nil, uint64(out)),
			binary.LittleEndian.AppendUint32(nil, x), binary.LittleEndian.AppendUint32(nil, y), binary.LittleEndian.AppendUint32(nil, math.Float32bits(v))}
		must(t, th.LaunchKernel(fn, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, params, nil))
		b := make([]byte, 8)
		must(t, th.MemcpyDtoH(b, out))
		return [2]float32{math.Float32frombits(binary.LittleEndian.Uint32(b)), math.Float32frombits(binary.LittleEndian.Uint32(b[4:]))}
	}
	run(5, 5, 3)
	if got := run(5, 5, 7); got != [2]float32{0, 7} {
		t.Errorf("unmapped: the next kernel read %v; the H200 read 0 then 7", got)
	}
	b := make([]byte, 4)
	must(t, th.MemcpyAtoH(b, a, 20))
	if b[3] != 0 {
		t.Errorf("unmapped: a copy read % x; the H200 read 0", b)
	}
	pool := newTilePool(t, th)
	must(t, th.MemMapArrayAsync([]ArrayMapInfo{{Resource: uint64(a), Width: 128, Height: 128, Depth: 1, Operation: memOperationMap, Handle: pool, DeviceBitMask: 1}}, false, 1, 0))
	if got := run(9, 9, 7); got != [2]float32{0, 7} {
		t.Errorf("mapped: the kernel read %v; the H200 read 0 then 7", got)
	}
	if got := run(9, 9, 8); got != [2]float32{7, 8} {
		t.Errorf("mapped: the next kernel read %v; want 7 then 8", got)
	}
}

// A launch zeroes a sparse array's unmapped tiles only after a kernel reached a surface of
// it: bytes lying in an unmapped tile outlive launches of kernels that reach none (the
// array's texels are not read again at every launch), and are gone after one that does.
func TestSparseZeroesUnmappedTilesOnlyAfterASurfaceStore(t *testing.T) {
	th := texThread(t)
	a, surf := sparseSurface(t, th, 1024)
	arr, _ := lookupHandle[*array](th.d, uint64(a))
	stale := arr.sparseState().levels[0].Addr // tile (0,0), unmapped
	must(t, th.d.mem.Write(stale, []byte{1, 2, 3, 4}))
	read := func() []byte {
		b := make([]byte, 4)
		must(t, th.d.mem.Read(stale, b))
		return b
	}
	other := vmmKernel(t, th)
	buf, err := th.MemAlloc(4)
	must(t, err)
	for range 2 {
		must(t, vecAdd(t, th, other, buf, buf, buf, 1))
	}
	if b := read(); !bytes.Equal(b, []byte{1, 2, 3, 4}) {
		t.Errorf("launches reaching no surface of the array zeroed its unmapped tiles: % x", b)
	}
	mod, err := th.ModuleLoadData([]byte(sparseSurfPTX))
	must(t, err)
	fn, err := th.ModuleGetFunction(mod, "k")
	must(t, err)
	params := [][]byte{binary.LittleEndian.AppendUint64(nil, uint64(surf)), binary.LittleEndian.AppendUint64(nil, uint64(buf)),
		binary.LittleEndian.AppendUint32(nil, 5), binary.LittleEndian.AppendUint32(nil, 5), binary.LittleEndian.AppendUint32(nil, 7)}
	must(t, th.LaunchKernel(fn, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, params, nil))
	must(t, vecAdd(t, th, other, buf, buf, buf, 1))
	if b := read(); !bytes.Equal(b, make([]byte, 4)) {
		t.Errorf("a launch after a kernel that reached the surface left its unmapped tiles: % x", b)
	}
}

// TestSparseFuzz30MatchesH200 replays the sparse cases of fuzz30's probe
// (testdata/reference/fuzz30/probe.c: two tiles of a sparse 1024x1024 float4 array mapped
// onto one page by one call; a page that a destroyed array's tile held, untouched or
// written, or a destroyed miptail held, mapped under a new array's tile) through the
// driver API and prints what the probe prints; every line must be the H200's
// (testdata/reference/fuzz30/h200-sparse.out).
func TestSparseFuzz30MatchesH200(t *testing.T) {
	want, err := os.ReadFile("../testdata/reference/fuzz30/h200-sparse.out")
	must(t, err)
	th := texThread(t)
	var out strings.Builder
	code := func(err error) int { return int(cu.Code(err)) }
	sparse := func() Array {
		a, err := th.Array3DCreate(ArrayDescriptor{Width: 1024, Height: 1024, Format: sim.FormatF32, NumChannels: 4, Flags: ArraySparse})
		must(t, err)
		return a
	}
	entry := func(a Array, x uint32, pool MemGenericAllocationHandle, off uint64, op uint32) ArrayMapInfo {
		e := ArrayMapInfo{Resource: uint64(a), OffsetX: x, Width: 64, Height: 64, Depth: 1, Operation: op, DeviceBitMask: 1, Offset: off}
		if op == memOperationMap {
			e.Handle = pool
		}
		return e
	}
	map1 := func(e ArrayMapInfo) int { return code(th.MemMapArrayAsync([]ArrayMapInfo{e}, false, 1, 0)) }
	// row writes texels x0..x0+63 of row 0 (first channel v+i) or reads and prints 4 of them
	row := func(a Array, x0 uint64, write bool, v float32) {
		buf := make([]byte, 64*16)
		if write {
			for i := range 64 {
				binary.LittleEndian.PutUint32(buf[i*16:], math.Float32bits(v+float32(i)))
			}
			must(t, arrayBytes(t, th, a, 16*x0, 0, buf, true))
			return
		}
		fmt.Fprintf(&out, "  read x=%d: %d", x0, code(arrayBytes(t, th, a, 16*x0, 0, buf, false)))
		for i := 0; i < 64; i += 16 {
			fmt.Fprintf(&out, " %v", math.Float32frombits(binary.LittleEndian.Uint32(buf[i*16:])))
		}
		out.WriteString("\n")
	}
	{ // two_tiles_one_call
		a, pool := sparse(), newTilePool(t, th)
		l := []ArrayMapInfo{entry(a, 0, pool, 0, memOperationMap), entry(a, 64, pool, 0, memOperationMap)}
		fmt.Fprintf(&out, "case two_tiles_one_call: %d %d\n", code(th.MemMapArrayAsync(l, false, 2, 0)), code(th.CtxSynchronize()))
		row(a, 0, true, 1)
		row(a, 64, true, 100)
		row(a, 0, false, 0)
		row(a, 64, false, 0)
		fmt.Fprintf(&out, "  unmap tile 0: %d\n", map1(entry(a, 0, pool, 0, memOperationUnmap)))
		row(a, 64, false, 0)
	}
	for _, written := range []bool{false, true} { // destroyed_untouched, destroyed_written
		pool, a := newTilePool(t, th), sparse()
		name := map[bool]string{false: "untouched", true: "written"}[written]
		fmt.Fprintf(&out, "case destroyed_%s: %d", name, map1(entry(a, 0, pool, 0, memOperationMap)))
		if written {
			row(a, 0, true, 7)
		}
		fmt.Fprintf(&out, " %d", code(th.ArrayDestroy(a)))
		b := sparse()
		r := map1(entry(b, 0, pool, 0, memOperationMap))
		fmt.Fprintf(&out, " %d %d\n", r, code(th.CtxSynchronize()))
		row(b, 0, false, 0)
	}
	{ // destroyed_miptail
		pool := newTilePool(t, th)
		mm, err := th.MipmappedArrayCreate(ArrayDescriptor{Width: 256, Height: 256, Format: sim.FormatF32, NumChannels: 4, Flags: ArraySparse}, 9)
		fmt.Fprintf(&out, "case destroyed_miptail: %d", code(err))
		e := ArrayMapInfo{ResourceType: 1, Resource: uint64(mm), SubresourceType: 1, TailSize: 65536, Operation: memOperationMap, Handle: pool, DeviceBitMask: 1, Offset: 1 << 20}
		r := map1(e)
		fmt.Fprintf(&out, " %d %d", r, code(th.MipmappedArrayDestroy(mm)))
		b := sparse()
		r = map1(entry(b, 0, pool, 1<<20, memOperationMap))
		fmt.Fprintf(&out, " %d %d\n", r, code(th.CtxSynchronize()))
	}
	if got := out.String(); got != string(want) {
		t.Errorf("cudasim printed\n%s\nthe H200 (h200-sparse.out)\n%s", got, want)
	}
}

// BenchmarkLaunchBesideSparseSurface: a launch and synchronisation of a kernel that reaches
// no surface while a 4096x4096 float sparse array with a surface object exists (no tile
// mapped).
func BenchmarkLaunchBesideSparseSurface(b *testing.B) {
	th := texThread(b)
	sparseSurface(b, th, 4096)
	f := vmmKernel(b, th)
	buf, err := th.MemAlloc(4)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		if err := vecAdd(b, th, f, buf, buf, buf, 1); err != nil {
			b.Fatal(err)
		}
	}
}

// sparseSurface makes a sparse n x n float array, no tile mapped, and a surface object of it.
func sparseSurface(t testing.TB, th *Thread, n uint64) (Array, SurfObject) {
	t.Helper()
	a, err := th.Array3DCreate(ArrayDescriptor{Width: n, Height: n, Format: sim.FormatF32, NumChannels: 1, Flags: ArraySparse})
	must(t, err)
	surf, err := th.SurfObjectCreate(&ResourceDesc{Type: ResourceTypeArray, Array: a})
	must(t, err)
	return a, surf
}
