package driver

import (
	"slices"
	"testing"

	"cudasim/sim"
)

// FuzzSparseCalls drives sparse, deferred-mapping and ordinary arrays and
// mipmapped arrays, tile pools and cuMemMapArrayAsync with arbitrary call
// sequences: descriptors from sizes around the tile extents, map lists of
// one to three entries with offsets and extents in whole tiles or not,
// miptails, pools released and arrays destroyed while mapped, copies in and
// out, on the legacy, per-thread and a created stream. Every call answers a
// code the real driver knows with a message, nothing panics, and the tile
// bookkeeping stays whole: every tile a pool page is under lists the page,
// and every page a tile lists has it under it.
func FuzzSparseCalls(f *testing.F) {
	tile00 := []byte{0, 0, 0, 0, 1, 0, 0, 0, 0, 33, 33, 129, 0, 0, 0}  // map tile (0,0) of 64x64 texels of arrays[0] onto page 0
	tile10 := []byte{0, 0, 0, 0, 1, 0, 33, 0, 0, 33, 33, 129, 0, 0, 0} // tile (1,0) onto page 0
	unmap00 := []byte{0, 0, 0, 0, 2, 0, 0, 0, 0, 33, 33, 129, 0, 0, 0}
	sparse1024 := []byte{0, 12, 12, 0, 2, 2, 0} // a sparse 1024x1024 array of float4
	pool := []byte{2, 1, 1}                     // a 2 MiB tile pool
	cat := func(parts ...[]byte) []byte {
		var out []byte
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	// a tile mapped, a row written and read back
	f.Add(cat(sparse1024, pool, []byte{3, 0}, tile00, []byte{0, 0, 4, 0, 0, 32, 5, 32, 0, 0}))
	// a sparse mipmapped array's miptail mapped on the per-thread stream, a level written and read
	f.Add([]byte{1, 9, 9, 0, 2, 2, 0, 9, 2, 1, 1, 3, 0, 1, 1, 0, 0, 1, 0, 0, 33, 0, 0, 0, 0, 2, 9, 0, 5, 4, 0, 0, 2, 5, 2, 0, 0})
	// two tiles onto one page in one call, then one unmapped
	f.Add(cat(sparse1024, pool, []byte{3, 1}, tile00, tile10, []byte{0, 0, 3, 0}, unmap00, []byte{0, 0}))
	// a mapped array destroyed, another's tile mapped onto its page
	f.Add(cat(sparse1024, pool, []byte{3, 0}, tile00, []byte{0, 0, 11, 0, 0}, sparse1024, []byte{3, 0}, tile00[:5], []byte{1}, tile00[6:], []byte{0, 0}))
	formats := []uint32{sim.FormatU8, sim.FormatU16, sim.FormatF32, sim.FormatF16, 0x91, 0}
	dims := []uint64{0, 1, 31, 32, 63, 64, 65, 100, 128, 256, 257, 512, 1024, 4096}
	flagSets := []uint32{ArraySparse, ArraySparse | ArrayLayered, ArraySparse | ArrayTextureGather, ArrayDeferredMapped, ArrayDeferredMapped | ArrayLayered,
		0, ArraySparse | ArrayCubemap, ArraySparse | ArraySurfaceLDST, ArraySparse | ArrayDeferredMapped}
	poolSizes := []uint64{64 << 10, 2 << 20, 4 << 20, 0, 2<<20 + 64<<10}
	f.Fuzz(func(t *testing.T, prog []byte) {
		if len(prog) > 512 {
			return // long programs only repeat what short ones do, slowly
		}
		d, th, _, buf := newFuzzDriver(t, nil, "")
		defer d.Close()
		r := fuzzReader(prog)
		check := func(what string, err error) { t.Helper(); checkAnswer(t, what, err) }
		var arrays []Array
		var mips []MipmappedArray
		var pools []MemGenericAllocationHandle
		var poolAllocs []*vmmAlloc
		var streams []Stream
		host := make([]byte, 1<<16)
		for i := range host {
			host[i] = byte(i*7 + 1)
		}
		arrayArg := func() Array { return fuzzPick(r, arrays) }
		mipArg := func() MipmappedArray { return fuzzPick(r, mips) }
		poolArg := func() MemGenericAllocationHandle { return fuzzPick(r, pools) }
		streamArg := func() Stream {
			switch b := r.byte() % 4; {
			case b == 3 && len(streams) > 0:
				return streams[0]
			default:
				return Stream(b % 3) // 0, the legacy and the per-thread stream
			}
		}
		// tileUnits is an offset or extent: whole tiles of a common extent, or any value.
		tileUnits := func() uint32 {
			switch b := r.byte(); b >> 6 {
			case 0, 1:
				return uint32(b&15) * []uint32{16, 32, 64, 256}[b>>4&3]
			case 2:
				return uint32(b & 63)
			default:
				return r.u32()
			}
		}
		descriptor := func() ArrayDescriptor {
			return ArrayDescriptor{Width: dims[int(r.byte())%len(dims)], Height: dims[int(r.byte())%len(dims)], Depth: dims[int(r.byte())%len(dims)],
				Format: formats[int(r.byte())%len(formats)], NumChannels: []uint32{1, 2, 4, 3}[r.byte()%4], Flags: flagSets[int(r.byte())%len(flagSets)]}
		}
		mapEntry := func() ArrayMapInfo {
			e := ArrayMapInfo{ResourceType: uint32(r.byte() % 3), SubresourceType: uint32(r.byte() % 3),
				Level: uint32(r.byte() % 12), Layer: uint32(r.byte() % 4),
				Operation: uint32(r.byte() % 4), DeviceBitMask: 1}
			if e.ResourceType == 1 {
				e.Resource = uint64(mipArg())
			} else {
				e.Resource = uint64(arrayArg())
			}
			if e.SubresourceType == 1 {
				e.Level = 0
				e.TailOffset = uint64(tileUnits()) << 10
				e.TailSize = uint64(tileUnits()) << 10
			} else {
				e.OffsetX, e.OffsetY, e.OffsetZ = tileUnits(), tileUnits(), tileUnits()
				e.Width, e.Height, e.Depth = tileUnits(), tileUnits(), tileUnits()
			}
			e.Handle = poolArg()
			e.Offset = uint64(tileUnits()) << 10
			if b := r.byte(); b >= 240 { // the fields that must be zero or 1, bent
				e.HandleType, e.DeviceBitMask, e.Flags, e.Reserved[0] = uint32(b&1), uint32(b&2), uint32(b&4), uint32(b&8)
			}
			return e
		}
		for len(*r) > 0 {
			switch op := r.byte(); op % 14 {
			case 0:
				a, err := th.Array3DCreate(descriptor())
				check("cuArray3DCreate", err)
				keepMade(&arrays, a, err)
			case 1:
				m, err := th.MipmappedArrayCreate(descriptor(), uint32(r.byte()%14))
				check("cuMipmappedArrayCreate", err)
				keepMade(&mips, m, err)
			case 2:
				prop := MemAllocationProp{Type: MemAllocationPinned, Location: MemLocation{Type: MemLocationDevice}, Usage: uint16(r.byte() % 3)}
				h, err := th.MemCreate(poolSizes[int(r.byte())%len(poolSizes)], &prop, 0)
				check("cuMemCreate", err)
				if err == nil {
					pools = append(pools, h)
					st := d.vmm()
					st.mu.Lock()
					a, _ := st.lookup(h)
					st.mu.Unlock()
					poolAllocs = append(poolAllocs, a)
				}
			case 3:
				list := make([]ArrayMapInfo, 1+r.byte()%3)
				for i := range list {
					list[i] = mapEntry()
				}
				count := uint32(len(list))
				null := false
				switch r.byte() % 8 {
				case 6:
					count = 0
				case 7:
					null, list = true, nil
				}
				check("cuMemMapArrayAsync", th.MemMapArrayAsync(list, null, count, streamArg()))
			case 4:
				check("cuMemcpyHtoA", th.MemcpyHtoA(arrayArg(), uint64(tileUnits()), host[:int(r.byte())<<6]))
			case 5:
				check("cuMemcpyAtoH", th.MemcpyAtoH(host[:int(r.byte())<<6], arrayArg(), uint64(tileUnits())))
			case 6:
				p := Memcpy3D{SrcMemoryType: MemoryTypeHost, SrcHost: Addr(host), SrcPitch: 1024, SrcHeight: 8,
					DstMemoryType: MemoryTypeArray, DstArray: uint64(arrayArg()), DstXInBytes: uint64(tileUnits()), DstY: uint64(tileUnits()), DstZ: uint64(r.byte() % 40),
					WidthInBytes: uint64(r.byte()) * 4, Height: uint64(r.byte() % 9), Depth: uint64(r.byte() % 9)}
				if r.byte()%2 == 1 { // the other way
					p.SrcMemoryType, p.SrcArray, p.SrcXInBytes, p.SrcY, p.SrcZ, p.SrcHost = MemoryTypeArray, p.DstArray, p.DstXInBytes, p.DstY, p.DstZ, 0
					p.DstMemoryType, p.DstHost, p.DstPitch, p.DstHeight, p.DstArray, p.DstXInBytes, p.DstY, p.DstZ = MemoryTypeHost, Addr(host), 1024, 8, 0, 0, 0, 0
				}
				check("cuMemcpy3D", th.Memcpy3D(&p))
			case 7:
				check("cuMemcpyAtoA", th.MemcpyAtoA(arrayArg(), uint64(tileUnits()), arrayArg(), uint64(tileUnits()), uint64(r.byte())*16))
			case 8:
				check("cuMemcpyDtoA", th.MemcpyDtoA(arrayArg(), uint64(tileUnits()), buf, uint64(r.byte())*16))
			case 9:
				a, err := th.MipmappedArrayGetLevel(mipArg(), uint32(r.byte()%14))
				check("cuMipmappedArrayGetLevel", err)
				keepMade(&arrays, a, err)
			case 10:
				_, err := th.ArrayGetSparseProperties(arrayArg())
				check("cuArrayGetSparseProperties", err)
				_, err = th.MipmappedArrayGetSparseProperties(mipArg())
				check("cuMipmappedArrayGetSparseProperties", err)
				_, _, err = th.ArrayGetMemoryRequirements(arrayArg(), Device(r.byte()%2))
				check("cuArrayGetMemoryRequirements", err)
				_, _, err = th.MipmappedArrayGetMemoryRequirements(mipArg(), Device(r.byte()%2))
				check("cuMipmappedArrayGetMemoryRequirements", err)
			case 11:
				if r.byte()%2 == 0 {
					check("cuArrayDestroy", th.ArrayDestroy(arrayArg()))
				} else {
					check("cuMipmappedArrayDestroy", th.MipmappedArrayDestroy(mipArg()))
				}
			case 12:
				check("cuMemRelease", th.MemRelease(poolArg()))
			case 13:
				if op >= 128 {
					s, err := th.StreamCreate(1)
					check("cuStreamCreate", err)
					keepMade(&streams, s, err)
				} else if err := th.CtxSynchronize(); err != nil {
					check("cuCtxSynchronize", err)
					return // a sticky fault holds the context from here on
				}
			}
			checkTilePages(t, poolAllocs)
		}
	})
}

// keepMade appends h to made when err is nil (h was made).
func keepMade[H any](made *[]H, h H, err error) {
	if err == nil {
		*made = append(*made, h)
	}
}

// fuzzPick draws a handle of r's: one of made by its index, the last made
// for an index past them, or (from 250 on, or when none was made) one made up.
func fuzzPick[H ~uint64](r *fuzzBytes, made []H) H {
	switch b := r.byte(); {
	case int(b) < len(made) && b < 200:
		return made[b]
	case b >= 250 || len(made) == 0:
		return H(b) << 8
	default:
		return made[len(made)-1]
	}
}

// checkTilePages fails t unless every target a page of the pools is under
// lists the page in its mapping, once, and every page a target lists has the
// target under it.
func checkTilePages(t *testing.T, pools []*vmmAlloc) {
	t.Helper()
	states := map[*sparseState]bool{} // the arrays some page is under
	for _, a := range pools {
		if a == nil {
			continue
		}
		for idx, p := range a.pages {
			for i, tg := range p.under {
				if !slices.Contains(tg.state.mapped[tg], p) {
					t.Fatalf("pool page %d is under tile %+v, whose mapping (%d pages) does not list it", idx, tg, len(tg.state.mapped[tg]))
				}
				if slices.Contains(p.under[i+1:], tg) {
					t.Fatalf("pool page %d is under tile %+v twice", idx, tg)
				}
				states[tg.state] = true
			}
		}
	}
	for s := range states {
		for tg, ps := range s.mapped {
			for _, q := range ps {
				if !slices.Contains(q.under, tg) {
					t.Fatalf("tile %+v lists a page that is not under it", tg)
				}
			}
		}
	}
}
