package driver

import (
	"errors"
	"fmt"
	"slices"

	"cudasim/cu"
	"cudasim/sim"
)

// Sparse arrays (CUDA_ARRAY3D_SPARSE) and their tiles. cudasim keeps a sparse
// array's texels in its own rows as any array's (array.go); what is sparse
// is which of them hold memory. A tile (a 64 KiB block of a level and layer,
// blockLinear.tile texels) or a layer's miptail is mapped onto 64 KiB pages
// of a tile pool (cuMemCreate with CU_MEM_CREATE_USAGE_TILE_POOL) by
// cuMemMapArrayAsync. Unmapped ones read zeros and drop what is copied into
// them (measured, tex26's t_sparse): cudasim zeroes the unmapped texels a
// copy wrote, and, once a surface could have stored to them, all unmapped
// texels before a copy reads the array. The bytes of a
// tile belong to its pages: unmapping moves them into the pages, mapping
// moves the pages' bytes in, so a tile mapped again finds what it held. How
// the texels lie within a page is not measured, so a page that holds bytes of
// another tile, or is mapped under another tile at the same time, is
// CUDA_ERROR_NOT_SUPPORTED.

// sparseState is the tiles of one sparse array or mipmapped array.
type sparseState struct {
	b         blockLinear
	mipmapped bool
	levels    []sim.TexLevel // where cudasim keeps each level's texels
	mapped    map[mapTarget][]*poolPage
	surfaced  bool // a surface object or reference was made of it: kernels may store anywhere
}

// mapTarget is one thing cuMemMapArrayAsync maps: a tile (tile = its index
// across, down and deep within the level) or, with tail, a layer's miptail
// (layer 0 for a single miptail).
type mapTarget struct {
	state        *sparseState
	level, layer int
	tile         [3]uint64
	tail         bool
}

// poolPage is 64 KiB of a tile pool as tiles see it.
type poolPage struct {
	data  []byte     // the bytes of owner, in cudasim's order; nil: never written
	owner mapTarget  // whose bytes data holds
	under *mapTarget // the target it is mapped under now, or nil
}

// pages is a tile pool's pages that tiles used (vmmAlloc.pages).
type pages map[uint64]*poolPage

func newSparseState(b blockLinear, mipmapped bool, levels []sim.TexLevel) *sparseState {
	return &sparseState{b: b, mipmapped: mipmapped, levels: levels, mapped: map[mapTarget][]*poolPage{}}
}

// segment is a run of texel bytes at an address.
type segment struct{ addr, n uint64 }

// segments are the runs of cudasim's texels a target covers, in order.
func (s *sparseState) segments(t mapTarget) []segment {
	var out []segment
	rect := func(l int, slice0, slices, x0, x1, y0, y1 uint64) {
		lv := s.levels[l]
		for z := slice0; z < slice0+slices; z++ {
			for y := y0; y < y1; y++ {
				out = append(out, segment{lv.Addr + z*lv.SlicePitch + y*lv.RowPitch + x0*s.b.elem, (x1 - x0) * s.b.elem})
			}
		}
	}
	whole := func(l int, slice0, slices uint64) {
		lv := s.levels[l]
		rect(l, slice0, slices, 0, uint64(lv.Width), 0, uint64(lv.Height))
	}
	first := s.b.miptailFirst()
	switch {
	case t.tail && first == 0: // the whole array, every layer
		for l := range s.levels {
			whole(l, 0, uint64(s.levels[l].Depth))
		}
	case t.tail:
		for l := first; l < len(s.levels); l++ {
			if s.b.is3D {
				whole(l, 0, uint64(s.levels[l].Depth))
			} else {
				whole(l, uint64(t.layer), 1)
			}
		}
	default:
		te, dims := s.b.tile(), s.b.dims[t.level]
		lo := func(i int) uint64 { return t.tile[i] * te[i] }
		hi := func(i int) uint64 { return min(lo(i)+te[i], dims[i]) }
		slice0, slices := uint64(t.layer), uint64(1)
		if s.b.is3D {
			slice0, slices = lo(2), hi(2)-lo(2)
		}
		rect(t.level, slice0, slices, lo(0), hi(0), lo(1), hi(1))
	}
	return out
}

// targets are every tile and miptail of the array.
func (s *sparseState) targets() []mapTarget {
	var out []mapTarget
	first := s.b.miptailFirst()
	te := s.b.tile()
	for l := 0; l < first; l++ {
		d := s.b.dims[l]
		n := [3]uint64{(d[0] + te[0] - 1) / te[0], (d[1] + te[1] - 1) / te[1], (d[2] + te[2] - 1) / te[2]}
		for layer := range int(s.b.layers) {
			for z := range n[2] {
				for y := range n[1] {
					for x := range n[0] {
						out = append(out, mapTarget{state: s, level: l, layer: layer, tile: [3]uint64{x, y, z}})
					}
				}
			}
		}
	}
	switch {
	case first == 0:
		out = append(out, mapTarget{state: s, tail: true})
	case first < len(s.b.dims):
		for layer := range int(s.b.layers) {
			out = append(out, mapTarget{state: s, layer: layer, tail: true})
		}
	}
	return out
}

// scrub zeroes the texels of every target that is not mapped and meets box
// (nil: every one): they read as zeros and keep nothing.
func (d *Driver) scrub(s *sparseState, box *texelBox) error {
	for _, t := range s.targets() {
		if _, ok := s.mapped[t]; ok || box != nil && !box.meets(t) {
			continue
		}
		if err := d.zeroTarget(t); err != nil {
			return err
		}
	}
	return nil
}

// texelBox is texels [lo, hi) across, down and in slices (depth or layers) of one level.
type texelBox struct {
	level  int
	lo, hi [3]uint64
}

// meets reports whether target t covers any texel of the box.
func (b *texelBox) meets(t mapTarget) bool {
	s := t.state
	first := s.b.miptailFirst()
	if t.tail {
		return b.level >= first && (first == 0 || s.b.is3D || b.lo[2] <= uint64(t.layer) && uint64(t.layer) < b.hi[2])
	}
	if t.level != b.level {
		return false
	}
	te := s.b.tile()
	for k := range 3 {
		lo, hi := t.tile[k]*te[k], (t.tile[k]+1)*te[k]
		if k == 2 && !s.b.is3D {
			lo, hi = uint64(t.layer), uint64(t.layer)+1
		}
		if hi <= b.lo[k] || b.hi[k] <= lo {
			return false
		}
	}
	return true
}

// zeroTarget zeroes t's texels that are not zero already (untouched memory stays so).
func (d *Driver) zeroTarget(t mapTarget) error {
	for _, sg := range t.state.segments(t) {
		chunk := make([]byte, sg.n)
		if err := d.mem.Read(sg.addr, chunk); err != nil {
			return err
		}
		if allZero(chunk) {
			continue
		}
		clear(chunk)
		if err := d.mem.Write(sg.addr, chunk); err != nil {
			return err
		}
	}
	return nil
}

// fillTarget writes data (zeros where it runs out) over t's texels.
func (d *Driver) fillTarget(t mapTarget, data []byte) error {
	for _, sg := range t.state.segments(t) {
		chunk := make([]byte, sg.n)
		data = data[copy(chunk, data):]
		if err := d.mem.Write(sg.addr, chunk); err != nil {
			return err
		}
	}
	return nil
}

// readTarget is t's texels, in order.
func (d *Driver) readTarget(t mapTarget) ([]byte, error) {
	var out []byte
	for _, sg := range t.state.segments(t) {
		chunk := make([]byte, sg.n)
		if err := d.mem.Read(sg.addr, chunk); err != nil {
			return nil, err
		}
		out = append(out, chunk...)
	}
	return out, nil
}

// unmap moves a mapped target's bytes into its pages and zeroes it.
func (d *Driver) unmap(t mapTarget) error {
	ps, ok := t.state.mapped[t]
	if !ok {
		return nil // measured: unmapping what is not mapped succeeds
	}
	data, err := d.readTarget(t)
	if err != nil {
		return err
	}
	for _, p := range ps {
		p.data = append([]byte(nil), data[:min(len(data), tileBytes)]...)
		data = data[min(len(data), tileBytes):]
		p.owner, p.under = t, nil
	}
	delete(t.state.mapped, t)
	return d.zeroTarget(t)
}

// releaseTiles unmaps every tile and miptail of s, whose array is going: its
// pool pages are free for other tiles again and keep its bytes, as unmapping
// leaves them (nothing for an array that is not sparse).
func (d *Driver) releaseTiles(s *sparseState) error {
	if s == nil {
		return nil
	}
	ts := d.textures()
	ts.mu.Lock()
	defer ts.mu.Unlock()
	for t := range s.mapped {
		if err := d.unmap(t); err != nil {
			return err
		}
	}
	return nil
}

// mapPages maps t onto ps (checked by checkPages), moving their bytes in.
func (d *Driver) mapPages(t mapTarget, ps []*poolPage) error {
	if err := d.unmap(t); err != nil {
		return err
	}
	var data []byte
	for _, p := range ps {
		data = append(data, p.data...)
		p.under = &t
	}
	t.state.mapped[t] = ps
	return d.fillTarget(t, data)
}

// checkPages refuses pages whose texel layout would show: pages mapped under
// another target, now or by an earlier entry of the same call (claimed), or
// holding another target's bytes.
func checkPages(t mapTarget, ps []*poolPage, claimed map[*poolPage]mapTarget, call string) error {
	for _, p := range ps {
		if c, ok := claimed[p]; p.under != nil && *p.under != t || ok && c != t {
			return cu.Errorf(cu.ErrorNotSupported, "%s: a tile pool page mapped under two tiles at once: what one reads of the other's texels (the layout within a tile) is not measured", call)
		}
		if p.owner != t && !allZero(p.data) {
			return cu.Errorf(cu.ErrorNotSupported, "%s: a tile pool page holding another tile's texels: where they land in this one (the layout within a tile) is not measured", call)
		}
	}
	return nil
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

// ArrayMapInfo is CUarrayMapInfo.
type ArrayMapInfo struct {
	ResourceType    uint32 // CU_RESOURCE_TYPE_ARRAY (0) or _MIPMAPPED_ARRAY (1)
	Resource        uint64
	SubresourceType uint32 // CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL (0) or _MIPTAIL (1)
	// SPARSE_LEVEL
	Level, Layer              uint32
	OffsetX, OffsetY, OffsetZ uint32
	Width, Height, Depth      uint32
	// MIPTAIL (Layer too)
	TailOffset, TailSize uint64

	Operation     uint32 // CU_MEM_OPERATION_TYPE_MAP (1) or _UNMAP (2)
	HandleType    uint32 // CU_MEM_HANDLE_TYPE_GENERIC (0)
	Handle        MemGenericAllocationHandle
	Offset        uint64 // into the handle's memory
	DeviceBitMask uint32
	Flags         uint32
	Reserved      [2]uint32
}

// errUnmeasured is CUDA_ERROR_NOT_SUPPORTED for a cuMemMapArrayAsync entry the H200 was
// not seen answering.
func errUnmeasured(i int, format string, args ...any) error {
	return cu.Errorf(cu.ErrorNotSupported, "cuMemMapArrayAsync: entry %d: "+format+": not measured on the H200", append([]any{i}, args...)...)
}

// MemMapArrayAsync is cuMemMapArrayAsync: it maps and unmaps tiles and
// miptails of sparse arrays (in stream order, done at once). Measured
// (tex26's t_sparse, an H200): a count of 0 and a NULL list are
// CUDA_ERROR_INVALID_VALUE (logged); so are an ordinary array, an allocation
// that is not a tile pool, offsets and extents that are not whole tiles
// (within the level), pool offsets that are not whole 64 KiB pages or run
// past the pool, tiles past the array and a zeroed entry (a NULL array:
// testdata/reference/surface25, arrays). Mapping a mapped tile again and
// unmapping an unmapped one succeed.
func (t *Thread) MemMapArrayAsync(list []ArrayMapInfo, listNull bool, count uint32, s Stream) error {
	var reasons []string
	if count == 0 {
		reasons = append(reasons, "Parameter count cannot be 0")
	}
	if listNull {
		reasons = append(reasons, "Parameter mapInfoList cannot be NULL")
	}
	if len(reasons) > 0 {
		if _, err := t.current(); err != nil {
			return err
		}
		return logged(cu.ErrorInvalidValue, reasons...)
	}
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	if err := t.afterPending(s, c); err != nil {
		return err
	}
	ts := t.d.textures()
	ts.mu.Lock()
	defer ts.mu.Unlock()
	type op struct {
		target mapTarget
		pages  []*poolPage
	}
	var ops []op
	claimed := map[*poolPage]mapTarget{} // pages that this call's earlier entries map
	for i, e := range list {
		targets, pool, err := t.mapEntry(i, e)
		if err != nil {
			return err
		}
		for j, tg := range targets {
			o := op{target: tg}
			if e.Operation == memOperationMap {
				n := uint64(tileBytes)
				if tg.tail {
					n = e.TailSize
				}
				for k := range n / tileBytes {
					idx := e.Offset/tileBytes + uint64(j)*n/tileBytes + k
					if pool.pages == nil {
						pool.pages = pages{}
					}
					if pool.pages[idx] == nil {
						pool.pages[idx] = &poolPage{}
					}
					o.pages = append(o.pages, pool.pages[idx])
				}
				if err := checkPages(tg, o.pages, claimed, "cuMemMapArrayAsync"); err != nil {
					return err
				}
				for _, p := range o.pages {
					claimed[p] = tg
				}
			}
			ops = append(ops, o)
		}
	}
	for _, o := range ops {
		var err error
		if o.pages == nil {
			err = t.d.unmap(o.target)
		} else {
			err = t.d.mapPages(o.target, o.pages)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

const (
	memOperationMap   = 1
	memOperationUnmap = 2
)

// mapEntry checks entry i and resolves its targets and, for a map, its pool.
func (t *Thread) mapEntry(i int, e ArrayMapInfo) ([]mapTarget, *vmmAlloc, error) {
	bad := func(format string, args ...any) error {
		return cu.Errorf(cu.ErrorInvalidValue, "cuMemMapArrayAsync: entry %d: "+format, append([]any{i}, args...)...)
	}
	var s *sparseState
	switch e.ResourceType {
	case 0:
		a, ok := lookupHandle[*array](t.d, e.Resource)
		switch {
		case e.Resource == 0: // measured: a zeroed entry (testdata/reference/surface25, arrays)
			return nil, nil, bad("a NULL array")
		case !ok:
			return nil, nil, errUnmeasured(i, "array %s", t.d.handles.describe(e.Resource))
		case a.mip != nil:
			return nil, nil, errUnmeasured(i, "a level of a mipmapped array as an array")
		case a.deferred:
			return nil, nil, errUnmeasured(i, "a deferred-mapping array")
		case a.sparse == nil:
			return nil, nil, bad("array %#x is not sparse", e.Resource)
		}
		s = a.sparse
	case 1:
		m, ok := lookupHandle[*mipmapped](t.d, e.Resource)
		switch {
		case !ok:
			return nil, nil, errUnmeasured(i, "mipmapped array %s", t.d.handles.describe(e.Resource))
		case m.deferred:
			return nil, nil, errUnmeasured(i, "a deferred-mapping mipmapped array")
		case m.sparse == nil:
			return nil, nil, errUnmeasured(i, "mipmapped array %#x that is not sparse", e.Resource)
		}
		s = m.sparse
	default:
		return nil, nil, errUnmeasured(i, "resource type %d", e.ResourceType)
	}
	switch {
	case e.Operation != memOperationMap && e.Operation != memOperationUnmap:
		return nil, nil, errUnmeasured(i, "operation %d", e.Operation)
	case e.HandleType != 0 || e.DeviceBitMask != 1 || e.Flags != 0 || e.Reserved != [2]uint32{}:
		return nil, nil, errUnmeasured(i, "handle type %d, device mask %#x, flags %#x, reserved %v", e.HandleType, e.DeviceBitMask, e.Flags, e.Reserved)
	case e.Layer >= uint32(s.b.layers):
		return nil, nil, errUnmeasured(i, "layer %d of %d", e.Layer, s.b.layers)
	}
	var targets []mapTarget
	var need uint64 // bytes of the pool
	first := s.b.miptailFirst()
	switch e.SubresourceType {
	case 0:
		if int(e.Level) >= first {
			return nil, nil, errUnmeasured(i, "level %d, where the miptail begins at %d", e.Level, first)
		}
		te, dims := s.b.tile(), s.b.dims[e.Level]
		off := [3]uint64{uint64(e.OffsetX), uint64(e.OffsetY), uint64(e.OffsetZ)}
		ext := [3]uint64{uint64(e.Width), uint64(e.Height), uint64(e.Depth)}
		var n [3]uint64
		for k := range 3 {
			end := off[k] + ext[k]
			switch {
			case ext[k] == 0:
				return nil, nil, errUnmeasured(i, "an extent %v with a 0", ext)
			case off[k]%te[k] != 0 || end > roundUp(dims[k], te[k]):
				return nil, nil, bad("offset %v and extent %v are not whole tiles of %v within the level's %v texels", off, ext, te, dims)
			case ext[k]%te[k] != 0:
				if end != dims[k] {
					return nil, nil, bad("offset %v and extent %v are not whole tiles of %v within the level's %v texels", off, ext, te, dims)
				}
				return nil, nil, errUnmeasured(i, "an extent %v ending in a partial tile at the level's edge %v", ext, dims)
			case end > dims[k]:
				return nil, nil, errUnmeasured(i, "tiles %v..%v past the level's edge %v", off, end, dims)
			}
			n[k] = ext[k] / te[k]
		}
		for z := range n[2] {
			for y := range n[1] {
				for x := range n[0] {
					targets = append(targets, mapTarget{state: s, level: int(e.Level), layer: int(e.Layer),
						tile: [3]uint64{off[0]/te[0] + x, off[1]/te[1] + y, off[2]/te[2] + z}})
				}
			}
		}
		need = uint64(len(targets)) * tileBytes
	case 1:
		p := s.b.sparse(s.mipmapped)
		layer := int(e.Layer)
		if p.Flags&SparsePropertiesSingleMiptail != 0 && layer != 0 {
			return nil, nil, errUnmeasured(i, "layer %d of a single miptail", layer)
		}
		if p.MiptailSize == 0 {
			return nil, nil, errUnmeasured(i, "the miptail of an array that has none")
		}
		if e.TailOffset != 0 || e.TailSize != p.MiptailSize {
			return nil, nil, errUnmeasured(i, "%d bytes at %d of a %d-byte miptail (which texels lie in which page)", e.TailSize, e.TailOffset, p.MiptailSize)
		}
		targets = []mapTarget{{state: s, layer: layer, tail: true}}
		need = e.TailSize
	default:
		return nil, nil, errUnmeasured(i, "subresource type %d", e.SubresourceType)
	}
	if e.Operation == memOperationUnmap {
		return targets, nil, nil
	}
	st := t.d.vmm()
	st.mu.Lock()
	defer st.mu.Unlock()
	pool, err := st.lookup(e.Handle)
	switch {
	case err != nil:
		return nil, nil, errUnmeasured(i, "handle %#x", uint64(e.Handle))
	case !pool.tilePool:
		return nil, nil, bad("handle %#x was not made as a tile pool (CU_MEM_CREATE_USAGE_TILE_POOL)", uint64(e.Handle))
	case e.Offset%tileBytes != 0 || e.Offset+need < e.Offset || e.Offset+need > pool.phys.Size:
		return nil, nil, bad("%d bytes at offset %d of a %d-byte tile pool: not whole 64 KiB pages within it", need, e.Offset, pool.phys.Size)
	}
	return targets, pool, nil
}

// errDeferredUnmapped is a copy touching a deferred-mapping array whose memory is not
// mapped: the H200 accepted the copy and failed the stream (cudaErrorLaunchFailure at the
// next synchronization, sticky; tex26's t_sparse).
type errDeferredUnmapped struct{ a *array }

func (e errDeferredUnmapped) Error() string {
	return fmt.Sprintf("array %#x: a deferred-mapping array with no memory mapped", uint64(e.a.handle))
}

// arrayWritten ends a copy of width bytes x height rows x depth slices into array h at
// byte x, row y, slice z: a sparse array drops what landed on unmapped tiles.
func (d *Driver) arrayWritten(h, x, y, z, width, height, depth uint64) error {
	a, ok := lookupHandle[*array](d, h)
	if !ok || a.sparseState() == nil {
		return nil
	}
	s := a.sparseState()
	level := 0
	if a.mip != nil {
		level = slices.Index(a.mip.levels, a)
	}
	e := s.b.elem
	box := texelBox{level: level, lo: [3]uint64{x / e, y, z}, hi: [3]uint64{(x + width + e - 1) / e, y + height, z + depth}}
	return d.scrub(s, &box)
}

// arrayCopied comes before a copy reads or writes array a: where a kernel may have stored
// to a sparse array's unmapped tiles, they are zeroed.
func (d *Driver) arrayCopied(a *array) error {
	if s := a.sparseState(); s != nil && s.surfaced {
		return d.scrub(s, nil)
	}
	return nil
}

// copyFault turns a copy's errDeferredUnmapped into the sticky fault the H200 gave it
// (the copy itself succeeds).
func (d *Driver) copyFault(err error) error {
	var e errDeferredUnmapped
	if errors.As(err, &e) {
		d.setSticky(nil, e.a.ctx, cu.ErrorLaunchFailed, "a copy touched "+e.Error())
		return nil
	}
	return err
}

// unmeasuredDeferred refuses a texture or surface use of a deferred-mapping array: cudasim
// maps none, and what reads of an unmapped one give is not measured (tex26's t_sparse
// faulted at its copy before its texture).
func unmeasuredDeferred(deferred bool, use, call string) error {
	if !deferred {
		return nil
	}
	return cu.Errorf(cu.ErrorNotSupported, "%s: %s of a deferred-mapping array whose memory is not mapped: not measured", call, use)
}

// surfaced marks a's sparse array as one kernels may store to anywhere (a surface of it was
// made), so that copies zero its unmapped tiles before reading it.
func surfaced(a *array) {
	if s := a.sparseState(); s != nil {
		s.surfaced = true
	}
}
