package driver

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"slices"
	"sort"
	"sync"
	"sync/atomic"

	"cudasim/cu"
	"cudasim/sim"
)

// Sparse arrays (CUDA_ARRAY3D_SPARSE) and their tiles, and deferred-mapping
// arrays (CUDA_ARRAY3D_DEFERRED_MAPPING). cudasim keeps such an array's
// texels in its own rows as any array's (array.go); what is sparse is which
// of them hold memory. A tile (a 64 KiB block of a level and layer,
// blockLinear.tile texels) or a page of a miptail (a deferred-mapping
// array's whole memory is one) is mapped onto a 64 KiB page of a tile pool
// (cuMemCreate with CU_MEM_CREATE_USAGE_TILE_POOL) by cuMemMapArrayAsync.
//
// The pool's pages hold the bytes (measured, tex26's t_layout and fuzz30's
// probe on the H200): a tile unmapped and mapped again at the same page finds
// what it held, at a fresh page zeros; two tiles mapped onto one page, by one
// call or two, read what either wrote there at the same place within the
// tile; a page a destroyed array's tile held keeps its bytes for the next
// tile. A page's bytes are kept in cudasim's order (pageKind): texels of a
// tile row by row, a miptail's levels one after another at their
// block-linear offsets. That order is not the H200's, but as on the H200 it
// is one order for every target of one kind, which is all that shows while
// only targets of one kind share a page; a page is refused
// (CUDA_ERROR_NOT_SUPPORTED) where targets of two kinds would share its bytes. The rows stay the texels' home: a
// mapped target's rows and its pages are brought level (syncPage) where
// another target of the page could see them, before a kernel runs and around
// copies.
//
// Unmapped tiles read zeros and drop what is stored to them: cudasim zeroes
// the unmapped texels a copy wrote, and, once a kernel reached a surface of
// the array (sparseState.stored), every unmapped texel before a copy reads
// the array and before the next kernel (measured, t_layout: a surface store
// to an unmapped tile reads back in its own kernel and is gone for the next
// kernel, a texture and a copy). Launches that reach no surface of it pay
// nothing.

// sparseState is the tiles of one sparse array or mipmapped array, or the
// memory of a deferred-mapping array.
type sparseState struct {
	b         blockLinear
	mipmapped bool
	deferred  bool           // a deferred-mapping array: its miptail is the whole array
	levels    []sim.TexLevel // where cudasim keeps each level's texels
	mapped    map[mapTarget][]*poolPage
	// stored: a kernel reached a surface of it since its unmapped tiles
	// were last zeroed (surfaceReached): only then may they hold stores.
	stored  atomic.Bool
	tailsMu sync.Mutex
	tails   map[int][]run // tailRuns by layer, made once (under tailsMu: copies read them unlocked)
}

// mapTarget is one thing cuMemMapArrayAsync maps: a tile (tile = its index
// across, down and deep within the level) or, with tail, page page of a
// layer's miptail (layer 0 for a single miptail).
type mapTarget struct {
	state        *sparseState
	level, layer int
	tile         [3]uint64
	tail         bool
	page         uint64
}

// poolPage is 64 KiB of a tile pool as tiles see it.
type poolPage struct {
	data  []byte      // tileBytes in the order of kind; nil: zeros
	kind  pageKind    // how data's bytes lie; any kind reads all zeros alike
	under []mapTarget // the targets mapped onto it now
}

// pageKind names the order of a page's bytes: targets of one kind place
// each texel at the same offset of the page.
type pageKind string

// pages is a tile pool's pages that tiles used (vmmAlloc.pages).
type pages map[uint64]*poolPage

func newSparseState(b blockLinear, mipmapped, deferred bool, levels []sim.TexLevel) *sparseState {
	return &sparseState{b: b, mipmapped: mipmapped, deferred: deferred, levels: levels, mapped: map[mapTarget][]*poolPage{}}
}

// tailFirst is the first level of the miptail: 0 (the whole array) for a
// deferred-mapping array.
func (s *sparseState) tailFirst() int {
	if s.deferred {
		return 0
	}
	return s.b.miptailFirst()
}

// tailSize is the bytes of one miptail (of every layer where it begins at level 0).
func (s *sparseState) tailSize() uint64 {
	if first := s.tailFirst(); first == 0 {
		return s.b.size()
	} else if first < len(s.b.dims) {
		return roundUp(s.b.levelsBytes(first), tileBytes)
	}
	return 0
}

// kind is the order t's bytes take in a page.
func (t mapTarget) kind() pageKind {
	b := t.state.b
	if !t.tail {
		return pageKind(fmt.Sprintf("tile of %dx%dx%d elements of %d bytes", b.tile()[0]/b.edge, b.tile()[1]/b.edge, b.tile()[2], b.elem))
	}
	first, layers := t.state.tailFirst(), uint64(1)
	if first == 0 {
		layers = b.layers
	}
	return pageKind(fmt.Sprintf("page %d of the miptail of levels %v (%d layers) of %d-byte elements of %d texels across, 3D %v", t.page, b.dims[first:], layers, b.elem, b.edge, b.is3D))
}

// run is n bytes of texels at addr, at off in the target's page: of row y
// (of elements) of slice or layer z of level.
type run struct {
	addr, n, off uint64
	level        int
	z, y         uint64
}

// runs are the texels target t covers.
func (s *sparseState) runs(t mapTarget) []run {
	if !t.tail {
		return s.tileRuns(t)
	}
	lo, hi := t.page*tileBytes, (t.page+1)*tileBytes
	s.tailsMu.Lock()
	if s.tails == nil {
		s.tails = map[int][]run{}
	}
	tail, ok := s.tails[t.layer]
	if !ok {
		tail = s.tailRuns(t.layer)
		s.tails[t.layer] = tail
	}
	s.tailsMu.Unlock()
	var out []run
	// the runs lie in order of their offsets: from the first that ends past lo
	for _, r := range tail[sort.Search(len(tail), func(i int) bool { return tail[i].off+tail[i].n > lo }):] {
		if r.off >= hi {
			break
		}
		a, z := max(r.off, lo), min(r.off+r.n, hi)
		out = append(out, run{r.addr + a - r.off, z - a, a - lo, r.level, r.z, r.y})
	}
	return out
}

// tileRuns are a tile's rows of elements, at their place in a page: rows of
// the tile's width, slices of its height.
func (s *sparseState) tileRuns(t mapTarget) []run {
	b := s.b
	lv := s.levels[t.level]
	te := b.tile()
	tw, th := te[0]/b.edge, te[1]/b.edge
	across, down := b.elements(t.level)
	x0, y0 := t.tile[0]*tw, t.tile[1]*th
	x1, y1 := min(x0+tw, across), min(y0+th, down)
	z0, z1 := uint64(t.layer), uint64(t.layer)+1
	if b.is3D {
		z0, z1 = t.tile[2]*te[2], min((t.tile[2]+1)*te[2], b.dims[t.level][2])
	}
	var out []run
	for z := z0; z < z1; z++ {
		for y := y0; y < y1; y++ {
			slice := uint64(0) // of the tile: a layer's tile has one
			if b.is3D {
				slice = z - z0
			}
			out = append(out, run{lv.Addr + z*lv.SlicePitch + y*lv.RowPitch + x0*b.elem, (x1 - x0) * b.elem, (slice*th + y - y0) * tw * b.elem, t.level, z, y})
		}
	}
	return out
}

// tailRuns are the rows of a layer's miptail (every layer's where it begins
// at level 0) at their offsets in it: each level at its block-linear offset,
// its rows at the padded pitch.
func (s *sparseState) tailRuns(layer int) []run {
	b := s.b
	first := s.tailFirst()
	l0, l1, stride := uint64(layer), uint64(layer)+1, uint64(0)
	if first == 0 && b.layers > 1 { // one miptail of every layer, each padded as size() pads it
		_, h := b.elements(0)
		down, slices := b.block(h, b.dims[0][2])
		l0, l1, stride = 0, b.layers, roundUp(b.levelsBytes(0), gobBytes*gobRows*down*slices)
	}
	var out []run
	for ly := l0; ly < l1; ly++ {
		off := (ly - l0) * stride
		for l := first; l < len(b.dims); l++ {
			lv := s.levels[l]
			across, down := b.elements(l)
			pitch := roundUp(across*b.elem, gobBytes)
			gd, _ := b.block(down, b.dims[l][2])
			rows := roundUp(down, gobRows*gd)
			z0, z1 := ly, ly+1
			if b.is3D {
				z0, z1 = 0, b.dims[l][2]
			}
			for z := z0; z < z1; z++ {
				for y := range down {
					out = append(out, run{lv.Addr + z*lv.SlicePitch + y*lv.RowPitch, across * b.elem, off + ((z-z0)*rows+y)*pitch, l, z, y})
				}
			}
			off += b.levelBytes(l)
		}
	}
	return out
}

// tailLevels are the byte ranges [start, end) of a miptail's levels (one layer).
func (s *sparseState) tailLevels() [][2]uint64 {
	var out [][2]uint64
	off := uint64(0)
	for l := s.tailFirst(); l < len(s.b.dims); l++ {
		out = append(out, [2]uint64{off, off + s.b.levelBytes(l)})
		off += s.b.levelBytes(l)
	}
	return out
}

// targets are every tile and miptail page of the array.
func (s *sparseState) targets() []mapTarget {
	var out []mapTarget
	first := s.tailFirst()
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
	layers := int(s.b.layers)
	if first == 0 || s.b.is3D {
		layers = 1
	}
	if first < len(s.b.dims) {
		for layer := range layers {
			for p := range s.tailSize() / tileBytes {
				out = append(out, mapTarget{state: s, layer: layer, tail: true, page: p})
			}
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

// meets reports whether target t covers any texel of the box (a miptail page: any row of
// it).
func (b *texelBox) meets(t mapTarget) bool {
	s := t.state
	if t.tail {
		if b.level < s.tailFirst() || b.lo[0] >= s.b.dims[b.level][0] {
			return false
		}
		edge := s.b.edge
		for _, r := range s.runs(t) {
			if r.level == b.level && b.lo[2] <= r.z && r.z < b.hi[2] && r.y*edge < b.hi[1] && b.lo[1] < (r.y+1)*edge {
				return true
			}
		}
		return false
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
	for _, r := range t.state.runs(t) {
		chunk := make([]byte, r.n)
		if err := d.mem.Read(r.addr, chunk); err != nil {
			return err
		}
		if allZero(chunk) {
			continue
		}
		clear(chunk)
		if err := d.mem.Write(r.addr, chunk); err != nil {
			return err
		}
	}
	return nil
}

// readTarget lays t's texels over page (its bytes elsewhere kept).
func (d *Driver) readTarget(t mapTarget, page []byte) error {
	for _, r := range t.state.runs(t) {
		if err := d.mem.Read(r.addr, page[r.off:r.off+r.n]); err != nil {
			return err
		}
	}
	return nil
}

// writeTarget writes t's texels from page where they differ.
func (d *Driver) writeTarget(t mapTarget, page []byte) error {
	for _, r := range t.state.runs(t) {
		chunk := make([]byte, r.n)
		if err := d.mem.Read(r.addr, chunk); err != nil {
			return err
		}
		if want := page[r.off : r.off+r.n]; !bytes.Equal(chunk, want) {
			if err := d.mem.Write(r.addr, want); err != nil {
				return err
			}
		}
	}
	return nil
}

// syncPage brings page p and the texels of the targets mapped onto it level:
// every element a target changed since they were last level goes into the
// page, and the page's bytes into every target. Where two targets changed
// one element (one copy or kernel wrote both), the later in texel order
// wins, as a copy's rows come in that order (cudasim's choice: not
// measured).
func (d *Driver) syncPage(p *poolPage) error {
	base := p.data
	if base == nil {
		base = make([]byte, tileBytes)
	}
	merged := slices.Clone(base)
	cur := make([]byte, tileBytes)
	under := slices.Clone(p.under)
	slices.SortStableFunc(under, mapTarget.compare)
	for _, t := range under {
		copy(cur, base)
		if err := d.readTarget(t, cur); err != nil {
			return err
		}
		elem := int(t.state.b.elem)
		for i := 0; i < len(cur); i += elem {
			if !bytes.Equal(cur[i:i+elem], base[i:i+elem]) {
				copy(merged[i:i+elem], cur[i:i+elem])
			}
		}
	}
	if len(under) > 0 {
		p.kind = under[0].kind()
	}
	p.data = merged
	if allZero(merged) {
		p.data = nil
	}
	if len(under) < 2 {
		return nil
	}
	for _, t := range under {
		if err := d.writeTarget(t, merged); err != nil {
			return err
		}
	}
	return nil
}

// compare orders targets as a copy's rows meet them: by level, layer, then
// tile deep, down and across; a miptail's pages after the tiles.
func (t mapTarget) compare(u mapTarget) int {
	return cmp.Or(cmp.Compare(boolTo(t.tail), boolTo(u.tail)), cmp.Compare(t.level, u.level), cmp.Compare(t.layer, u.layer),
		cmp.Compare(t.tile[2], u.tile[2]), cmp.Compare(t.tile[1], u.tile[1]), cmp.Compare(t.tile[0], u.tile[0]), cmp.Compare(t.page, u.page))
}

// syncShared levels the pages of s that more than one target is mapped onto.
func (d *Driver) syncShared(s *sparseState) error {
	for _, ps := range s.mapped {
		for _, p := range ps {
			if len(p.under) > 1 {
				if err := d.syncPage(p); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// unmap moves a mapped target's bytes into its pages and zeroes it.
func (d *Driver) unmap(t mapTarget) error {
	ps, ok := t.state.mapped[t]
	if !ok {
		return nil // measured: unmapping what is not mapped succeeds
	}
	for _, p := range ps {
		if err := d.syncPage(p); err != nil {
			return err
		}
		p.under = slices.DeleteFunc(p.under, func(u mapTarget) bool { return u == t })
	}
	delete(t.state.mapped, t)
	return d.zeroTarget(t)
}

// releaseTiles unmaps every tile and miptail of s, whose array is going: its
// pool pages are free for other tiles again and keep its bytes, as unmapping
// leaves them (measured, fuzz30: a tile of another array mapped there reads
// them; nothing for an array that is neither sparse nor deferred-mapping).
func (d *Driver) releaseTiles(s *sparseState) error {
	if s == nil {
		return nil
	}
	ts := d.textures()
	ts.mu.Lock()
	defer ts.mu.Unlock()
	ts.unwatch(s)
	for t := range s.mapped {
		if err := d.unmap(t); err != nil {
			return err
		}
	}
	return nil
}

// mapPage maps t onto p (checked by checkPage), taking its bytes.
func (d *Driver) mapPage(t mapTarget, p *poolPage) error {
	if err := d.syncPage(p); err != nil {
		return err
	}
	p.under = append(p.under, t)
	p.kind = t.kind()
	t.state.mapped[t] = []*poolPage{p}
	if len(p.under) > 1 {
		d.textures().watch(t.state)
	}
	if p.data == nil {
		return d.zeroTarget(t)
	}
	return d.writeTarget(t, p.data)
}

// checkPage refuses a page whose bytes targets of another kind than t's
// would share (the layout within a tile or miptail page that would show is
// not measured): one mapped onto it now or by an earlier entry of the same
// call (claimed), or whose nonzero bytes one left.
func checkPage(t mapTarget, p *poolPage, claimed map[*poolPage]pageKind, call string) error {
	k := t.kind()
	for _, u := range p.under {
		if u != t && u.kind() != k {
			return cu.Errorf(cu.ErrorNotSupported, "%s: a tile pool page mapped under a %s and a %s at once: where one's texels lie in the other (the layout within a tile) is not measured", call, u.kind(), k)
		}
	}
	if c, ok := claimed[p]; ok && c != k {
		return cu.Errorf(cu.ErrorNotSupported, "%s: a tile pool page mapped under a %s and a %s by one call: where one's texels lie in the other (the layout within a tile) is not measured", call, c, k)
	}
	if p.kind != k && !allZero(p.data) {
		return cu.Errorf(cu.ErrorNotSupported, "%s: a tile pool page holding the bytes of a %s mapped under a %s: where they land (the layout within a tile) is not measured", call, p.kind, k)
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
// miptails of sparse arrays and the memory of deferred-mapping arrays (in
// stream order, done at once). Measured (tex26's t_sparse and t_layout,
// fuzz30; an H200): a count of 0 and a NULL list are
// CUDA_ERROR_INVALID_VALUE (logged); so are an ordinary array, an allocation
// that is not a tile pool, offsets and extents that are not whole tiles
// unless they end at the level's edge, extents past the level's edge, a
// layer past the last, pool offsets that are not whole 64 KiB pages or run
// past the pool, a miptail offset or size that is not whole pages and a
// zeroed entry (a NULL array: testdata/reference/surface25, arrays). Mapping
// a mapped tile again, unmapping an unmapped one, mapping two tiles onto one
// page (by one call too) and part of a miptail succeed.
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
		page   *poolPage // nil: unmap
	}
	var ops []op
	claimed := map[*poolPage]pageKind{} // pages that this call's earlier entries map
	for i, e := range list {
		targets, pool, err := t.mapEntry(i, e)
		if err != nil {
			return err
		}
		for j, tg := range targets {
			o := op{target: tg}
			if e.Operation == memOperationMap {
				idx := e.Offset/tileBytes + uint64(j)
				if pool.pages == nil {
					pool.pages = pages{}
				}
				if pool.pages[idx] == nil {
					pool.pages[idx] = &poolPage{}
				}
				o.page = pool.pages[idx]
				if err := checkPage(tg, o.page, claimed, "cuMemMapArrayAsync"); err != nil {
					return err
				}
				claimed[o.page] = tg.kind()
			}
			ops = append(ops, o)
		}
	}
	for _, o := range ops {
		err := t.d.unmap(o.target)
		if err == nil && o.page != nil {
			err = t.d.mapPage(o.target, o.page)
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

// mapEntry checks entry i and resolves its targets (one a pool page, in
// order) and, for a map, its pool.
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
		case a.sparse == nil:
			return nil, nil, bad("array %#x is neither sparse nor deferred-mapping", e.Resource)
		case a.deferred && e.Operation == memOperationUnmap && t.d.textures().surfacesOf(a) > 0:
			// measured with texture objects only (tex26's t_pages deferredtex, on an H100: the
			// unmap succeeds, a read through the object then faults: textureMemory.TexObject)
			return nil, nil, errUnmeasured(i, "unmapping a deferred-mapping array that surface objects reach")
		}
		s = a.sparse
	case 1:
		m, ok := lookupHandle[*mipmapped](t.d, e.Resource)
		switch {
		case !ok:
			return nil, nil, errUnmeasured(i, "mipmapped array %s", t.d.handles.describe(e.Resource))
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
	case e.Layer >= uint32(s.b.layers): // measured: layer 3 of 3
		return nil, nil, bad("layer %d of %d", e.Layer, s.b.layers)
	}
	var targets []mapTarget
	var err error
	switch e.SubresourceType {
	case 0:
		targets, err = levelTargets(s, i, e)
	case 1:
		targets, err = tailTargets(s, i, e)
	default:
		err = errUnmeasured(i, "subresource type %d", e.SubresourceType)
	}
	if err != nil || e.Operation == memOperationUnmap {
		return targets, nil, err
	}
	need := uint64(len(targets)) * tileBytes
	st := t.d.vmm()
	st.mu.Lock()
	defer st.mu.Unlock()
	pool, err := st.lookup(e.Handle)
	switch {
	case err != nil:
		return nil, nil, errUnmeasured(i, "handle %#x", uint64(e.Handle))
	case !pool.tilePool: // measured for sparse and deferred-mapping arrays
		return nil, nil, bad("handle %#x was not made as a tile pool (CU_MEM_CREATE_USAGE_TILE_POOL)", uint64(e.Handle))
	case e.Offset%tileBytes != 0 || e.Offset+need < e.Offset || e.Offset+need > pool.phys.Size:
		return nil, nil, bad("%d bytes at offset %d of a %d-byte tile pool: not whole 64 KiB pages within it", need, e.Offset, pool.phys.Size)
	}
	return targets, pool, nil
}

// levelTargets are the tiles a SPARSE_LEVEL entry names: whole tiles, or
// tiles cut by the level's edge where the extent ends there (measured,
// t_layout: 104x104 at 896,896 of a 1000x1000 array and 116x44 at 384,256 of
// a 500x300 level map; 128x128 at 896,896 is refused). A deferred-mapping
// array's entry must name the whole array (measured: 300x200 at 0,0), its
// one target being its memory.
func levelTargets(s *sparseState, i int, e ArrayMapInfo) ([]mapTarget, error) {
	bad := func() error {
		return cu.Errorf(cu.ErrorInvalidValue, "cuMemMapArrayAsync: entry %d: offset %v and extent %v are not whole tiles of %v within level %d's %v texels", i,
			[3]uint32{e.OffsetX, e.OffsetY, e.OffsetZ}, [3]uint32{e.Width, e.Height, e.Depth}, s.b.tile(), e.Level, s.b.dims[min(int(e.Level), len(s.b.dims)-1)])
	}
	if int(e.Level) >= len(s.b.dims) {
		return nil, errUnmeasured(i, "level %d of %d", e.Level, len(s.b.dims))
	}
	off := [3]uint64{uint64(e.OffsetX), uint64(e.OffsetY), uint64(e.OffsetZ)}
	ext := [3]uint64{uint64(e.Width), uint64(e.Height), uint64(e.Depth)}
	dims := s.b.dims[e.Level]
	if s.deferred {
		if off != [3]uint64{} || ext != dims || e.Layer != 0 || s.b.layers > 1 {
			return nil, errUnmeasured(i, "offset %v and extent %v of a deferred-mapping array of %v texels, %d layers (only the whole of one layer was seen mapped)", off, ext, dims, s.b.layers)
		}
		return tailPages(s, 0, 0, s.tailSize()), nil
	}
	if first := s.tailFirst(); int(e.Level) >= first {
		return nil, errUnmeasured(i, "level %d, where the miptail begins at %d", e.Level, first)
	}
	te := s.b.tile()
	var n [3]uint64
	for k := range 3 {
		end := off[k] + ext[k]
		switch {
		case ext[k] == 0:
			return nil, errUnmeasured(i, "an extent %v with a 0", ext)
		case off[k]%te[k] != 0 || end < off[k] || end > dims[k] || ext[k]%te[k] != 0 && end != dims[k]:
			return nil, bad()
		}
		n[k] = (ext[k] + te[k] - 1) / te[k]
	}
	var targets []mapTarget
	for z := range n[2] {
		for y := range n[1] {
			for x := range n[0] {
				targets = append(targets, mapTarget{state: s, level: int(e.Level), layer: int(e.Layer),
					tile: [3]uint64{off[0]/te[0] + x, off[1]/te[1] + y, off[2]/te[2] + z}})
			}
		}
	}
	return targets, nil
}

// tailTargets are the miptail pages a MIPTAIL entry names: whole pages
// (measured, t_layout: 1000 bytes at 0 refused, 64 KiB at 64 KiB of a 128
// KiB miptail accepted). Which texels lie in which page is known where the
// pages hold whole levels (their block-linear offsets); a part that cuts a
// level is CUDA_ERROR_NOT_SUPPORTED.
func tailTargets(s *sparseState, i int, e ArrayMapInfo) ([]mapTarget, error) {
	size := s.tailSize()
	layer := int(e.Layer)
	switch {
	case size == 0:
		return nil, errUnmeasured(i, "the miptail of an array that has none")
	case (s.tailFirst() == 0 || s.b.is3D) && layer != 0:
		return nil, errUnmeasured(i, "layer %d of a single miptail", layer)
	case e.TailOffset%tileBytes != 0 || e.TailSize%tileBytes != 0:
		return nil, cu.Errorf(cu.ErrorInvalidValue, "cuMemMapArrayAsync: entry %d: %d bytes at %d of a miptail: not whole 64 KiB pages", i, e.TailSize, e.TailOffset)
	case e.TailSize == 0 || e.TailOffset+e.TailSize < e.TailOffset || e.TailOffset+e.TailSize > size:
		return nil, errUnmeasured(i, "%d bytes at %d of a %d-byte miptail", e.TailSize, e.TailOffset, size)
	}
	for _, cut := range []uint64{e.TailOffset, e.TailOffset + e.TailSize} {
		for _, lv := range s.tailLevels() {
			if lv[0] < cut && cut < lv[1] {
				return nil, errUnmeasured(i, "%d bytes at %d of a %d-byte miptail, cutting a level at bytes %d..%d (which texels lie in which page)", e.TailSize, e.TailOffset, size, lv[0], lv[1])
			}
		}
	}
	return tailPages(s, layer, e.TailOffset, e.TailSize), nil
}

// tailPages are the pages of n bytes at off of a layer's miptail.
func tailPages(s *sparseState, layer int, off, n uint64) []mapTarget {
	var out []mapTarget
	for p := off / tileBytes; p < (off+n)/tileBytes; p++ {
		out = append(out, mapTarget{state: s, layer: layer, tail: true, page: p})
	}
	return out
}

// errDeferredUnmapped is a copy touching a deferred-mapping array whose memory is not
// mapped: the H200 accepted the copy and failed the stream (cudaErrorLaunchFailure at the
// next synchronization, sticky; tex26's t_sparse).
type errDeferredUnmapped struct{ a *array }

func (e errDeferredUnmapped) Error() string {
	return fmt.Sprintf("array %#x: a deferred-mapping array with no memory mapped", uint64(e.a.handle))
}

// arrayWritten ends a copy of width bytes x height rows x depth slices into array h at
// byte x, row y, slice z: a sparse array drops what landed on unmapped tiles, and the
// pages it shares with other tiles take what landed on mapped ones.
func (d *Driver) arrayWritten(h, x, y, z, width, height, depth uint64) error {
	a, ok := lookupHandle[*array](d, h)
	if !ok || a.sparseState() == nil || width == 0 || height == 0 || depth == 0 {
		return nil
	}
	s := a.sparseState()
	level := 0
	if a.mip != nil {
		level = slices.Index(a.mip.levels, a)
	}
	e, edge := s.b.elem, s.b.edge
	box := texelBox{level: level, lo: [3]uint64{x / e * edge, y * edge, z}, hi: [3]uint64{(x + width + e - 1) / e * edge, (y + height) * edge, z + depth}}
	if err := d.scrub(s, &box); err != nil {
		return err
	}
	return d.syncShared(s)
}

// arrayCopied comes before a copy reads or writes array a: where a kernel may have stored
// to a sparse array's unmapped tiles, they are zeroed, and pages shared by tiles are
// brought level.
func (d *Driver) arrayCopied(a *array) error {
	if s := a.sparseState(); s != nil {
		return d.settle(s)
	}
	return nil
}

// settle zeroes s's unmapped tiles where a kernel may have stored to them and brings
// the pages its tiles share level.
func (d *Driver) settle(s *sparseState) error {
	if s.stored.Swap(false) {
		if err := d.scrub(s, nil); err != nil {
			s.stored.Store(true)
			return err
		}
	}
	return d.syncShared(s)
}

// surfaceReached notes that a kernel reached a surface of a (its object or
// reference): it may store to a's unmapped tiles, which settle then zeroes.
func (a *array) surfaceReached() {
	if s := a.sparseState(); s != nil {
		s.stored.Store(true)
	}
}

// kernelBoundary comes before a kernel runs: the sparse arrays a kernel may have stored to
// (it reached a surface of them) lose what it stored to unmapped tiles (measured, t_layout:
// the next kernel, a texture and a copy read zeros there), and pages shared by tiles are
// brought level.
func (d *Driver) kernelBoundary() error {
	ts := d.textures()
	if ts.nWatched.Load() == 0 {
		return nil
	}
	ts.mu.Lock()
	defer ts.mu.Unlock()
	ts.sparseMu.Lock()
	watched := make([]*sparseState, 0, len(ts.watched))
	for s := range ts.watched {
		if s.stored.Load() { // the pages its tiles share change only where a kernel stored
			watched = append(watched, s)
		}
	}
	ts.sparseMu.Unlock()
	for _, s := range watched {
		if err := d.settle(s); err != nil {
			return err
		}
	}
	return nil
}

// surfacesOf is the number of surface objects of array a; ts.mu is held.
func (ts *texState) surfacesOf(a *array) int {
	n := 0
	for _, o := range ts.surf {
		n += int(boolTo(o.arr == a))
	}
	return n
}

// watch makes kernel launches visit s first.
func (ts *texState) watch(s *sparseState) {
	ts.sparseMu.Lock()
	defer ts.sparseMu.Unlock()
	if ts.watched == nil {
		ts.watched = map[*sparseState]bool{}
	}
	ts.watched[s] = true
	ts.nWatched.Store(int32(len(ts.watched)))
}

// unwatch forgets s (its array is going).
func (ts *texState) unwatch(s *sparseState) {
	ts.sparseMu.Lock()
	defer ts.sparseMu.Unlock()
	delete(ts.watched, s)
	ts.nWatched.Store(int32(len(ts.watched)))
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

// unmeasuredDeferred refuses a texture or surface use of a deferred-mapping array whose
// memory is not mapped: what reads of it give is not measured (tex26's t_sparse faulted
// at its copy before its texture).
func unmeasuredDeferred(unmapped bool, use, call string) error {
	if !unmapped {
		return nil
	}
	return cu.Errorf(cu.ErrorNotSupported, "%s: %s of a deferred-mapping array whose memory is not mapped: not measured", call, use)
}

// unmappedDeferred reports whether a is a deferred-mapping array (or a level of one)
// without its memory.
func (a *array) unmappedDeferred() bool {
	s := a.sparseState()
	return a.deferred && (s == nil || len(s.mapped) == 0)
}

// surfaced makes kernel launches visit a's sparse array (a surface of it was made): once a
// kernel reached the surface, the next launch zeroes its unmapped tiles (settle).
func (d *Driver) surfaced(a *array) {
	if s := a.sparseState(); s != nil {
		d.textures().watch(s)
	}
}
