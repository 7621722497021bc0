package driver

import (
	"encoding/binary"
	"sort"
	"sync"

	"cudasim/cu"
	"cudasim/internal/mem"
)

// Managed-memory hints: cuMemAdvise_v2, cuMemPrefetchAsync_v2,
// cuMemRangeGetAttribute(s) and CUDA 13's batched prefetch and discard, as
// driver 580 answered on the H200 (testdata/reference/pools2, sections
// advise and batch1..batch3; testdata/reference/managed). cudasim keeps
// managed memory in host memory the device reads directly, so no hint moves
// a byte: what the calls change is what cuMemRangeGetAttribute reads back,
// kept per 4 KiB page as the driver keeps it (advice given for 100 bytes
// applied to their whole page; the next page kept none).

// CUmem_advise.
const (
	MemAdviseSetReadMostly          = 1
	MemAdviseUnsetReadMostly        = 2
	MemAdviseSetPreferredLocation   = 3
	MemAdviseUnsetPreferredLocation = 4
	MemAdviseSetAccessedBy          = 5
	MemAdviseUnsetAccessedBy        = 6
)

// CUmem_range_attribute.
const (
	MemRangeAttributeReadMostly                     = 1
	MemRangeAttributePreferredLocation              = 2
	MemRangeAttributeAccessedBy                     = 3
	MemRangeAttributeLastPrefetchLocation           = 4
	MemRangeAttributePreferredLocationType          = 5
	MemRangeAttributePreferredLocationID            = 6
	MemRangeAttributeLastPrefetchLocationType       = 7
	MemRangeAttributeLastPrefetchLocationID         = 8
	memRangeAttributeLast                           = 8
	memLocationTypeInvalid                    int32 = 0
	memLocationTypeDevice                     int32 = 1
	memLocationTypeHost                       int32 = 2
	memLocationTypeHostNuma                   int32 = 3
	memLocationTypeHostNumaCurrent            int32 = 4
	deviceCPU                                 int32 = -1 // CU_DEVICE_CPU
	deviceInvalid                             int32 = -2 // CU_DEVICE_INVALID
	hintPage                                        = 4096
)

// pageHints is what one page of managed memory was told. A location of type 0 is none.
type pageHints struct {
	readMostly bool
	preferred  MemLocation
	accessedBy uint64 // bit i: device i; bit 63: the host
	prefetched MemLocation
}

const accessedByHost = 1 << 63

// hintSpan is a run of pages [lo, hi) (page numbers) holding the same hints.
type hintSpan struct {
	lo, hi uint64
	h      pageHints
}

// hintOwner holds the hints of one allocation of cuMemAllocManaged (or one
// managed pool, whose allocations share pages): spans cover the pages told
// something, the others hold def.
type hintOwner struct {
	def   pageHints
	spans []hintSpan // by lo, disjoint
}

type managedHints struct {
	mu     sync.Mutex
	owners map[any]*hintOwner // *mem.Allocation or *memPool
}

var managedHintsID = registerExtension(func(*Driver) any { return &managedHints{owners: map[any]*hintOwner{}} })

func (d *Driver) managedHints() *managedHints { return d.extension(managedHintsID).(*managedHints) }

// update applies f to the hints of pages [lo, hi).
func (o *hintOwner) update(lo, hi uint64, f func(*pageHints)) {
	var out []hintSpan
	at := lo
	add := func(s hintSpan) {
		if n := len(out); n > 0 && out[n-1].hi == s.lo && out[n-1].h == s.h {
			out[n-1].hi = s.hi
			return
		}
		out = append(out, s)
	}
	for _, s := range o.spans {
		if s.hi <= lo || s.lo >= hi {
			if s.lo >= hi && at < hi {
				h := o.def
				f(&h)
				add(hintSpan{at, hi, h})
				at = hi
			}
			add(s)
			continue
		}
		if s.lo < lo {
			add(hintSpan{s.lo, lo, s.h})
		}
		if at < s.lo {
			h := o.def
			f(&h)
			add(hintSpan{at, s.lo, h})
		}
		h := s.h
		f(&h)
		add(hintSpan{max(s.lo, lo), min(s.hi, hi), h})
		at = min(s.hi, hi)
		if s.hi > hi {
			add(hintSpan{hi, s.hi, s.h})
		}
	}
	if at < hi {
		h := o.def
		f(&h)
		add(hintSpan{at, hi, h})
	}
	o.spans = out
}

// each calls f with the hints of every run of pages in [lo, hi).
func (o *hintOwner) each(lo, hi uint64, f func(pageHints)) {
	i := sort.Search(len(o.spans), func(i int) bool { return o.spans[i].hi > lo })
	at := lo
	for ; i < len(o.spans) && o.spans[i].lo < hi; i++ {
		if o.spans[i].lo > at {
			f(o.def)
		}
		f(o.spans[i].h)
		at = o.spans[i].hi
	}
	if at < hi {
		f(o.def)
	}
}

// managedRange is managed memory a hint call names: the allocation, its
// pool (nil for cuMemAllocManaged), the owner of its hints, and its pages.
type managedRange struct {
	a      *mem.Allocation
	pool   *memPool
	lo, hi uint64
}

// managedAt finds the managed memory holding [p, p+n): ok false when p is
// in no managed allocation; inside false when the range runs past it.
func (d *Driver) managedAt(p DevicePtr, n uint64) (r managedRange, ok, inside bool) {
	a, found := d.mem.Lookup(p)
	if !found || a.Kind != mem.Managed {
		return r, false, false
	}
	r.a = a
	ps := d.pools()
	ps.mu.Lock()
	r.pool = ps.byAlloc[a]
	ps.mu.Unlock()
	r.lo, r.hi = p/hintPage, (p+n+hintPage-1)/hintPage
	return r, true, p+n <= a.Base+a.Size && p+n > p
}

// owner returns the hints of r's memory (made on first use). mh.mu is held.
func (mh *managedHints) owner(r managedRange) *hintOwner {
	var key any = r.a
	if r.pool != nil {
		key = r.pool
	}
	if o := mh.owners[key]; o != nil {
		return o
	}
	for k := range mh.owners { // forget freed allocations' hints
		if a, ok := k.(*mem.Allocation); ok && a.Freed() {
			delete(mh.owners, k)
		}
	}
	o := &hintOwner{def: pageHints{preferred: MemLocation{memLocationTypeInvalid, deviceInvalid}, prefetched: MemLocation{memLocationTypeInvalid, deviceInvalid}}}
	if r.pool != nil && !r.pool.hostLoc {
		// measured: a managed pool's memory at device 0 prefers device 0
		o.def.preferred = MemLocation{memLocationTypeDevice, int32(r.pool.dev)}
	}
	mh.owners[key] = o
	return o
}

// validLocation reports whether l names a device that exists or the host.
func (d *Driver) locationDevice(l MemLocation) bool {
	return l.Type == memLocationTypeDevice && l.ID >= 0 && int(l.ID) < len(d.devices)
}

// hostLocation is how the driver keeps every host location (measured: host,
// host NUMA node 0 read back as the host, id -1).
var hostLocation = MemLocation{memLocationTypeHost, deviceCPU}

// MemAdvise is cuMemAdvise_v2.
func (t *Thread) MemAdvise(p DevicePtr, n uint64, advice int32, loc MemLocation) error {
	const call = "cuMemAdvise_v2"
	if _, err := t.current(); err != nil {
		return err
	}
	d := t.d
	if advice < MemAdviseSetReadMostly || advice > MemAdviseUnsetAccessedBy {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: advice %d is not a CUmem_advise", call, advice)
	}
	if n == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: a range of 0 bytes", call)
	}
	// The location each advice takes (measured: a device that does not
	// exist or type 0 for a preferred location, a host NUMA node for
	// accessed-by, are CUDA_ERROR_INVALID_VALUE).
	hostNUMA := false
	switch advice {
	case MemAdviseSetPreferredLocation:
		switch {
		case d.locationDevice(loc), loc.Type == memLocationTypeHost:
		case loc.Type == memLocationTypeHostNuma && loc.ID == 0, loc.Type == memLocationTypeHostNumaCurrent:
			hostNUMA = true
		case loc.Type == memLocationTypeHostNuma:
			return cu.Errorf(cu.ErrorNotSupported, "%s: a preferred location at host NUMA node %d is not modelled by cudasim (node 0 was measured)", call, loc.ID)
		default:
			return cu.Errorf(cu.ErrorInvalidValue, "%s: location (type %d, id %d) is no device or host", call, loc.Type, loc.ID)
		}
	case MemAdviseSetAccessedBy, MemAdviseUnsetAccessedBy:
		if !d.locationDevice(loc) && loc.Type != memLocationTypeHost {
			return cu.Errorf(cu.ErrorInvalidValue, "%s: accessed-by takes a device or the host, not location (type %d, id %d)", call, loc.Type, loc.ID)
		}
	}
	r, ok, inside := d.managedAt(p, n)
	if !ok {
		if hostNUMA {
			if a, found := d.mem.Lookup(p); found && a.Kind == mem.Device {
				return nil // measured: device memory takes a host NUMA preferred location, and nothing changes
			}
			return cu.Errorf(cu.ErrorNotSupported, "%s: a host NUMA preferred location for %#x (no managed or device memory) is not modelled by cudasim", call, p)
		}
		return cu.Errorf(cu.ErrorInvalidValue, "%s: %#x is not managed memory", call, p)
	}
	if !inside {
		return cu.Errorf(cu.ErrorNotSupported, "%s: a range running past the end of its managed allocation is not modelled by cudasim", call)
	}
	if r.pool != nil {
		if hostNUMA {
			return nil // measured: accepted, and the preferred location reads as before
		}
		return cu.Errorf(cu.ErrorNotSupported, "%s: memory of a managed memory pool takes no advice", call)
	}
	mh := d.managedHints()
	mh.mu.Lock()
	defer mh.mu.Unlock()
	bit := uint64(accessedByHost)
	if loc.Type == memLocationTypeDevice {
		bit = 1 << uint(loc.ID)
	}
	mh.owner(r).update(r.lo, r.hi, func(h *pageHints) {
		switch advice {
		case MemAdviseSetReadMostly:
			h.readMostly = true
		case MemAdviseUnsetReadMostly:
			h.readMostly = false
		case MemAdviseSetPreferredLocation:
			if loc.Type == memLocationTypeDevice {
				h.preferred = loc
			} else {
				h.preferred = hostLocation
			}
		case MemAdviseUnsetPreferredLocation:
			h.preferred = MemLocation{memLocationTypeInvalid, deviceInvalid}
		case MemAdviseSetAccessedBy:
			h.accessedBy |= bit
		case MemAdviseUnsetAccessedBy:
			h.accessedBy &^= bit
		}
	})
	return nil
}

// prefetchCheck checks one prefetch's location and range as the H200 did:
// a device that does not exist is CUDA_ERROR_INVALID_DEVICE, before the
// memory is looked at; type 0, flags, an empty range, a range past its
// allocation's end and memory that is not managed CUDA_ERROR_INVALID_VALUE.
func (t *Thread) prefetchCheck(call string, p DevicePtr, n uint64, loc MemLocation) (managedRange, error) {
	d := t.d
	switch {
	case loc.Type == memLocationTypeDevice:
		if !d.locationDevice(loc) {
			return managedRange{}, cu.Errorf(cu.ErrorInvalidDevice, "%s: device %d does not exist", call, loc.ID)
		}
	case loc.Type == memLocationTypeHost, loc.Type == memLocationTypeHostNuma && loc.ID == 0, loc.Type == memLocationTypeHostNumaCurrent:
	case loc.Type == memLocationTypeHostNuma:
		return managedRange{}, cu.Errorf(cu.ErrorNotSupported, "%s: a prefetch to host NUMA node %d is not modelled by cudasim (node 0 was measured)", call, loc.ID)
	default:
		return managedRange{}, cu.Errorf(cu.ErrorInvalidValue, "%s: location (type %d, id %d) is no device or host", call, loc.Type, loc.ID)
	}
	if n == 0 {
		return managedRange{}, cu.Errorf(cu.ErrorInvalidValue, "%s: a range of 0 bytes", call)
	}
	r, ok, inside := d.managedAt(p, n)
	if !ok {
		return r, cu.Errorf(cu.ErrorInvalidValue, "%s: %#x is not managed memory", call, p)
	}
	if !inside {
		return r, cu.Errorf(cu.ErrorInvalidValue, "%s: [%#x, +%d) runs past the end of its managed allocation", call, p, n)
	}
	return r, nil
}

// prefetched records that r's pages were prefetched to loc (the work is
// done when submitted: cudasim runs a stream's work in order at once).
func (t *Thread) prefetched(r managedRange, loc MemLocation) {
	if loc.Type != memLocationTypeDevice {
		loc = hostLocation
	}
	mh := t.d.managedHints()
	mh.mu.Lock()
	defer mh.mu.Unlock()
	mh.owner(r).update(r.lo, r.hi, func(h *pageHints) { h.prefetched = loc })
}

// hintStream checks the stream of a prefetch or discard: capturing one is
// not modelled (not measured).
func (t *Thread) hintStream(call string, s Stream) error {
	if _, err := t.streamContext(s); err != nil {
		return err
	}
	if st, err := t.StreamIsCapturing(s); err == nil && st != CaptureStatusNone {
		return cu.Errorf(cu.ErrorNotSupported, "%s: capturing a prefetch or discard into a graph is not modelled by cudasim", call)
	}
	return nil
}

// MemPrefetchAsync is cuMemPrefetchAsync_v2.
func (t *Thread) MemPrefetchAsync(p DevicePtr, n uint64, loc MemLocation, flags uint32, s Stream) error {
	const call = "cuMemPrefetchAsync_v2"
	if err := t.hintStream(call, s); err != nil {
		return err
	}
	if flags != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: flags must be 0, got %#x", call, flags)
	}
	r, err := t.prefetchCheck(call, p, n, loc)
	if err != nil {
		return err
	}
	t.prefetched(r, loc)
	return nil
}

// MemBatchOp is one range of a batched prefetch or discard.
type MemBatchOp struct {
	Ptr  DevicePtr
	Size uint64
}

// memBatch checks a batch's ranges and location list; it returns each
// range's location (none for a discard).
func (t *Thread) memBatch(call string, ops []MemBatchOp, locs []MemLocation, idx []uint64, prefetch, discard bool, flags uint64, s Stream) ([]managedRange, []MemLocation, error) {
	if err := t.hintStream(call, s); err != nil {
		return nil, nil, err
	}
	if len(ops) == 0 {
		return nil, nil, cu.Errorf(cu.ErrorInvalidValue, "%s: count is 0", call)
	}
	if flags != 0 {
		return nil, nil, cu.Errorf(cu.ErrorInvalidValue, "%s: flags must be 0, got %#x", call, flags)
	}
	at := make([]MemLocation, len(ops))
	if prefetch {
		if len(locs) == 0 {
			return nil, nil, cu.Errorf(cu.ErrorInvalidValue, "%s: numPrefetchLocs is 0", call)
		}
		if idx[0] != 0 {
			return nil, nil, cu.Errorf(cu.ErrorInvalidValue, "%s: prefetchLocIdxs[0] is %d, not 0", call, idx[0])
		}
		for j := 1; j < len(idx); j++ {
			if idx[j] <= idx[j-1] || idx[j] >= uint64(len(ops)) {
				return nil, nil, cu.Errorf(cu.ErrorNotSupported, "%s: prefetchLocIdxs that do not rise within the batch are not modelled by cudasim", call)
			}
		}
		for i := range ops {
			j := sort.Search(len(idx), func(j int) bool { return idx[j] > uint64(i) }) - 1
			at[i] = locs[j]
		}
	}
	rs := make([]managedRange, len(ops))
	for i, op := range ops {
		if op.Size == 0 {
			return nil, nil, cu.Errorf(cu.ErrorNotSupported, "%s: a range of 0 bytes in a batch is not modelled by cudasim", call)
		}
		var err error
		if prefetch {
			rs[i], err = t.prefetchCheck(call, op.Ptr, op.Size, at[i])
		} else {
			rs[i], err = t.prefetchCheck(call, op.Ptr, op.Size, MemLocation{memLocationTypeHost, 0})
		}
		if err != nil {
			return nil, nil, err
		}
	}
	return rs, at, nil
}

// MemPrefetchBatchAsync is cuMemPrefetchBatchAsync (CUDA 13): ops[i] goes
// to locs[j], j the last entry of idx not above i.
func (t *Thread) MemPrefetchBatchAsync(ops []MemBatchOp, locs []MemLocation, idx []uint64, flags uint64, s Stream) error {
	rs, at, err := t.memBatch("cuMemPrefetchBatchAsync", ops, locs, idx, true, false, flags, s)
	if err != nil {
		return err
	}
	for i, r := range rs {
		t.prefetched(r, at[i])
	}
	return nil
}

// MemDiscardBatchAsync is cuMemDiscardBatchAsync (CUDA 13). Discarded
// contents are undefined; the H200 kept them (a word copied in read back
// the same after the discard), as cudasim does.
func (t *Thread) MemDiscardBatchAsync(ops []MemBatchOp, flags uint64, s Stream) error {
	_, _, err := t.memBatch("cuMemDiscardBatchAsync", ops, nil, nil, false, true, flags, s)
	return err
}

// MemDiscardAndPrefetchBatchAsync is cuMemDiscardAndPrefetchBatchAsync
// (CUDA 13): a discard, then a prefetch of each range.
func (t *Thread) MemDiscardAndPrefetchBatchAsync(ops []MemBatchOp, locs []MemLocation, idx []uint64, flags uint64, s Stream) error {
	rs, at, err := t.memBatch("cuMemDiscardAndPrefetchBatchAsync", ops, locs, idx, true, true, flags, s)
	if err != nil {
		return err
	}
	for i, r := range rs {
		t.prefetched(r, at[i])
	}
	return nil
}

// MemRangeAttributeSizeOK reports whether dataSize bytes fit attribute
// attr as the H200 asked: 4 for every attribute but accessed-by, which
// takes any nonzero multiple of 4.
func MemRangeAttributeSizeOK(attr int32, dataSize uint64) bool {
	if attr == MemRangeAttributeAccessedBy {
		return dataSize > 0 && dataSize%4 == 0
	}
	return dataSize == 4
}

// MemRangeGetAttribute is cuMemRangeGetAttribute: the attribute's value
// over [p, p+n), written into data as len(data)/4 int32s.
func (t *Thread) MemRangeGetAttribute(data []byte, attr int32, p DevicePtr, n uint64) error {
	v, err := t.memRangeAttribute(uint64(len(data)), attr, p, n)
	if err != nil {
		return err
	}
	for i, x := range v {
		binary.LittleEndian.PutUint32(data[4*i:], uint32(x))
	}
	return nil
}

// memRangeAttribute is one attribute of [p, p+n) as dataSize/4 int32s.
func (t *Thread) memRangeAttribute(dataSize uint64, attr int32, p DevicePtr, n uint64) ([]int32, error) {
	const call = "cuMemRangeGetAttribute"
	if _, err := t.current(); err != nil {
		return nil, err
	}
	if attr < MemRangeAttributeReadMostly || attr > memRangeAttributeLast {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%s: attribute %d is not a CUmem_range_attribute", call, attr)
	}
	if !MemRangeAttributeSizeOK(attr, dataSize) {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%s: %d bytes for attribute %d", call, dataSize, attr)
	}
	if n == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%s: a range of 0 bytes", call)
	}
	r, ok, inside := t.d.managedAt(p, n)
	if !ok {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%s: %#x is not managed memory", call, p)
	}
	if !inside {
		return nil, cu.Errorf(cu.ErrorNotSupported, "%s: a range running past the end of its managed allocation is not modelled by cudasim", call)
	}
	if r.pool != nil && r.pool.hostLoc {
		return nil, cu.Errorf(cu.ErrorNotSupported, "%s: the hints of a managed memory pool at a host location are not modelled by cudasim", call)
	}
	mh := t.d.managedHints()
	mh.mu.Lock()
	var all, first pageHints
	all.readMostly, all.accessedBy = true, ^uint64(0)
	samePref, samePf, n0 := true, true, 0
	mh.owner(r).each(r.lo, r.hi, func(h pageHints) {
		if n0 == 0 {
			first = h
		}
		n0++
		all.readMostly = all.readMostly && h.readMostly
		all.accessedBy &= h.accessedBy
		samePref = samePref && h.preferred == first.preferred
		samePf = samePf && h.prefetched == first.prefetched
	})
	mh.mu.Unlock()
	none := MemLocation{memLocationTypeInvalid, deviceInvalid}
	pref, pf := first.preferred, first.prefetched
	if !samePref {
		pref = none
	}
	if !samePf {
		pf = none
	}
	ordinal := func(l MemLocation) int32 { // the device-ordinal attributes: a device, CU_DEVICE_CPU or CU_DEVICE_INVALID
		switch l.Type {
		case memLocationTypeDevice:
			return l.ID
		case memLocationTypeHost:
			return deviceCPU
		}
		return deviceInvalid
	}
	out := make([]int32, dataSize/4)
	switch attr {
	case MemRangeAttributeReadMostly:
		if all.readMostly {
			out[0] = 1
		}
	case MemRangeAttributePreferredLocation:
		out[0] = ordinal(pref)
	case MemRangeAttributeAccessedBy:
		k := 0
		for dev := 0; dev < len(t.d.devices) && dev < 63; dev++ {
			if all.accessedBy&(1<<uint(dev)) != 0 && k < len(out) {
				out[k] = int32(dev)
				k++
			}
		}
		if all.accessedBy&accessedByHost != 0 && k < len(out) {
			out[k] = deviceCPU
			k++
		}
		for ; k < len(out); k++ {
			out[k] = deviceInvalid
		}
	case MemRangeAttributeLastPrefetchLocation:
		out[0] = ordinal(pf)
	case MemRangeAttributePreferredLocationType:
		out[0] = pref.Type
	case MemRangeAttributePreferredLocationID:
		out[0] = pref.ID
	case MemRangeAttributeLastPrefetchLocationType:
		out[0] = pf.Type
	case MemRangeAttributeLastPrefetchLocationID:
		out[0] = pf.ID
	}
	return out, nil
}

// MemRangeGetAttributes is cuMemRangeGetAttributes: each attribute as
// MemRangeGetAttribute answers it, the first refusal ending the call.
func (t *Thread) MemRangeGetAttributes(sizes []uint64, attrs []int32, p DevicePtr, n uint64) ([][]int32, error) {
	if len(attrs) == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "cuMemRangeGetAttributes: numAttributes is 0")
	}
	out := make([][]int32, len(attrs))
	for i, a := range attrs {
		v, err := t.memRangeAttribute(sizes[i], a, p, n)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}
