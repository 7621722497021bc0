package driver

import (
	"encoding/binary"
	"slices"
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
	if r.pool != nil {
		// measured: memory of a managed pool at device 0 prefers device 0,
		// of one at the host (host, 0), of one of no location nothing
		switch r.pool.locType {
		case memLocationTypeDevice:
			o.def.preferred = MemLocation{memLocationTypeDevice, int32(r.pool.dev)}
		case memLocationTypeHost:
			o.def.preferred = MemLocation{memLocationTypeHost, 0}
		}
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

// MemAdvise is cuMemAdvise_v2, as measured (testdata/reference/pools2
// section advise, testdata/reference/managed): the advice, then the range's
// size, then the location the advice takes, then the memory.
func (t *Thread) MemAdvise(p DevicePtr, n uint64, advice int32, loc MemLocation) error {
	const call = "cuMemAdvise_v2"
	if _, err := t.current(); err != nil {
		return err
	}
	if err := t.captureRefuses(0, nil, call); err != nil {
		return err // measured: during a global capture
	}
	if advice < MemAdviseSetReadMostly || advice > MemAdviseUnsetAccessedBy {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: advice %d is not a CUmem_advise", call, advice)
	}
	if advice == MemAdviseSetPreferredLocation && (loc.Type == memLocationTypeHostNuma || loc.Type == memLocationTypeHostNumaCurrent) {
		return t.adviseHostNUMA(call, loc)
	}
	if n == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: a range of 0 bytes", call)
	}
	if err := t.adviceLocation(call, advice, loc); err != nil {
		return err
	}
	return t.advise(call, p, n, advice, loc)
}

// adviceLocation checks the location an advice takes (measured): a type
// other than device, host, host NUMA node, current host NUMA node is
// CUDA_ERROR_INVALID_VALUE; a preferred location or accessed-by device must
// exist, accessed-by takes a device or the host only; unsetting read-mostly
// or the preferred location looks at no device id; a host's id is ignored.
func (t *Thread) adviceLocation(call string, advice int32, loc MemLocation) error {
	bad := func() error {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: advice %d does not take location (type %d, id %d)", call, advice, loc.Type, loc.ID)
	}
	validType := loc.Type >= memLocationTypeDevice && loc.Type <= memLocationTypeHostNumaCurrent
	switch advice {
	case MemAdviseSetReadMostly:
		if !validType {
			return bad()
		}
		if loc.Type == memLocationTypeDevice && !t.d.locationDevice(loc) {
			return cu.Errorf(cu.ErrorNotSupported, "%s: read-mostly advice naming device %d, which does not exist, is not modelled by cudasim (not measured)", call, loc.ID)
		}
	case MemAdviseUnsetReadMostly:
		if !validType {
			return cu.Errorf(cu.ErrorNotSupported, "%s: unsetting read-mostly with location type %d is not modelled by cudasim (not measured)", call, loc.Type)
		}
	case MemAdviseUnsetPreferredLocation:
		if !validType {
			return bad()
		}
	case MemAdviseSetPreferredLocation, MemAdviseSetAccessedBy, MemAdviseUnsetAccessedBy:
		if !t.d.locationDevice(loc) && loc.Type != memLocationTypeHost {
			return bad()
		}
	}
	return nil
}

// adviseHostNUMA is a preferred location at a host NUMA node: as measured,
// node 0 or the current node is accepted for any address and size (device,
// pinned, registered and pageable host memory, unknown addresses, NULL, 0
// bytes, managed pool memory) and changes nothing: managed memory keeps
// the preferred location it had (the host: testdata/reference/managed, w2;
// device 0: libcuda/testdata/cudart/apiexplore24, s_ax_managed); another
// node is CUDA_ERROR_INVALID_VALUE.
func (t *Thread) adviseHostNUMA(call string, loc MemLocation) error {
	if loc.Type == memLocationTypeHostNuma && loc.ID != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: host NUMA node %d does not exist (the host has node 0)", call, loc.ID)
	}
	return nil
}

// advise applies a checked advice to [p, p+n): memory that is not managed
// and ranges past their allocation's end are CUDA_ERROR_INVALID_VALUE,
// managed pool memory CUDA_ERROR_NOT_SUPPORTED (measured).
func (t *Thread) advise(call string, p DevicePtr, n uint64, advice int32, loc MemLocation) error {
	d := t.d
	r, ok, inside := d.managedAt(p, n)
	if !ok {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: %#x is not managed memory", call, p)
	}
	if !inside {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: [%#x, +%d) runs past the end of its managed allocation", call, p, n)
	}
	if r.pool != nil {
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

// ordinalLocation is the location a CUDA 8 call's device ordinal names:
// CU_DEVICE_CPU the host, others a device (which may not exist).
func ordinalLocation(dev int32) MemLocation {
	if dev == deviceCPU {
		return MemLocation{memLocationTypeHost, 0}
	}
	return MemLocation{memLocationTypeDevice, dev}
}

// MemAdviseV1 is cuMemAdvise, the CUDA 8 form taking a device ordinal, as
// measured: read-mostly and unsetting the preferred location take any
// ordinal; a preferred location or accessed-by device that is neither a
// device nor CU_DEVICE_CPU is CUDA_ERROR_INVALID_DEVICE; then as
// cuMemAdvise_v2.
func (t *Thread) MemAdviseV1(p DevicePtr, n uint64, advice int32, dev int32) error {
	const call = "cuMemAdvise"
	if _, err := t.current(); err != nil {
		return err
	}
	if err := t.captureRefuses(0, nil, call); err != nil {
		return err
	}
	if advice < MemAdviseSetReadMostly || advice > MemAdviseUnsetAccessedBy {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: advice %d is not a CUmem_advise", call, advice)
	}
	loc := ordinalLocation(dev)
	switch advice {
	case MemAdviseSetPreferredLocation, MemAdviseSetAccessedBy, MemAdviseUnsetAccessedBy:
		if loc.Type == memLocationTypeDevice && !t.d.locationDevice(loc) {
			return cu.Errorf(cu.ErrorInvalidDevice, "%s: device %d does not exist", call, dev)
		}
	default:
		loc = MemLocation{memLocationTypeDevice, 0} // not looked at
	}
	if n == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: a range of 0 bytes", call)
	}
	return t.advise(call, p, n, advice, loc)
}

// MemPrefetchAsyncV1 is cuMemPrefetchAsync, the CUDA 8 form taking a
// device ordinal (CU_DEVICE_CPU for the host), as measured: an ordinal that
// is neither is CUDA_ERROR_INVALID_DEVICE; then as cuMemPrefetchAsync_v2.
func (t *Thread) MemPrefetchAsyncV1(p DevicePtr, n uint64, dev int32, s Stream) error {
	return t.memPrefetch("cuMemPrefetchAsync", p, n, ordinalLocation(dev), 0, s)
}

// prefetchCheck checks one prefetch's location and range as the H200 did:
// a device that does not exist is CUDA_ERROR_INVALID_DEVICE (in a batch
// CUDA_ERROR_INVALID_VALUE), before the memory is looked at; a location of
// another type or host NUMA node, an empty range, a range past its
// allocation's end and memory that is not managed CUDA_ERROR_INVALID_VALUE.
// A host's id is ignored.
func (t *Thread) prefetchCheck(call string, p DevicePtr, n uint64, loc MemLocation, batch bool) (managedRange, error) {
	d := t.d
	switch {
	case loc.Type == memLocationTypeDevice:
		if !d.locationDevice(loc) {
			code := cu.ErrorInvalidDevice
			if batch {
				code = cu.ErrorInvalidValue
			}
			return managedRange{}, cu.Errorf(code, "%s: device %d does not exist", call, loc.ID)
		}
	case loc.Type == memLocationTypeHost, loc.Type == memLocationTypeHostNuma && loc.ID == 0, loc.Type == memLocationTypeHostNumaCurrent:
	default:
		return managedRange{}, cu.Errorf(cu.ErrorInvalidValue, "%s: location (type %d, id %d) is no device, host or host NUMA node", call, loc.Type, loc.ID)
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

// prefetched records that r's pages were prefetched to loc (in stream
// order: hintInOrder). The
// location reads back as measured: the host as (host, -1) whatever its id
// (from a batch, as given: (host, 0) read back (host, 0)), a host NUMA node
// as itself, the current node as (current, 0).
func (t *Thread) prefetched(r managedRange, loc MemLocation, batch bool) {
	switch loc.Type {
	case memLocationTypeHost:
		if !batch {
			loc = hostLocation
		}
	case memLocationTypeHostNumaCurrent:
		loc.ID = 0
	}
	mh := t.d.managedHints()
	mh.mu.Lock()
	defer mh.mu.Unlock()
	mh.owner(r).update(r.lo, r.hi, func(h *pageHints) { h.prefetched = loc })
}

// hintStream checks the stream of a prefetch or discard: on a capturing
// stream (global or relaxed) they answer CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED
// and invalidate the capture (measured). A sticky error of the stream's
// context is the answer, as of now.
func (t *Thread) hintStream(call string, s Stream) error {
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	if err := t.captureForbids(s, call); err != nil {
		return err
	}
	return c.Err()
}

// hintInOrder does what a prefetch or discard does in stream s's order:
// at once, or queued behind the work it follows rather than waiting for
// it, so that a prefetch enqueued behind a kernel that waits for the host
// lets the host go on (UnifiedMemoryPerf spins a kernel until the host,
// having enqueued its prefetches, sets a flag).
func (t *Thread) hintInOrder(s Stream, do func()) {
	c, err := t.streamContext(s)
	if err != nil {
		return // checked by hintStream
	}
	t.inOrder(s, c, work{run: func(*Thread) chan struct{} {
		do()
		return nil
	}})
}

// MemPrefetchAsync is cuMemPrefetchAsync_v2.
func (t *Thread) MemPrefetchAsync(p DevicePtr, n uint64, loc MemLocation, flags uint32, s Stream) error {
	return t.memPrefetch("cuMemPrefetchAsync_v2", p, n, loc, flags, s)
}

func (t *Thread) memPrefetch(call string, p DevicePtr, n uint64, loc MemLocation, flags uint32, s Stream) error {
	if err := t.hintStream(call, s); err != nil {
		return err
	}
	if flags != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: flags must be 0, got %#x", call, flags)
	}
	r, err := t.prefetchCheck(call, p, n, loc, false)
	if err != nil {
		return err
	}
	t.hintInOrder(s, func() { t.prefetched(r, loc, false) })
	return nil
}

// MemBatchOp is one range of a batched prefetch or discard.
type MemBatchOp struct {
	Ptr  DevicePtr
	Size uint64
}

// memBatch checks a batch (count, flags, the location list, then each
// range) and returns each range and where it goes (nothing for a discard).
// As measured: prefetchLocIdxs[0] must be 0, no entry may reach count and
// there may be no more locations than ranges; entries need not rise (0, 0,
// 1 and 0, 2, 1 were accepted). Location i applies to the ranges from
// entry i up to entry i+1 (or the end), none when that is not above it:
// what the H200 did with such lists fits this reading but did not decide
// it.
func (t *Thread) memBatch(call string, ops []MemBatchOp, locs []MemLocation, idx []uint64, prefetch bool, flags uint64, s Stream) ([]managedRange, [][]MemLocation, error) {
	if err := t.hintStream(call, s); err != nil {
		return nil, nil, err
	}
	if len(ops) == 0 {
		return nil, nil, cu.Errorf(cu.ErrorInvalidValue, "%s: count is 0", call)
	}
	if flags != 0 {
		return nil, nil, cu.Errorf(cu.ErrorInvalidValue, "%s: flags must be 0, got %#x", call, flags)
	}
	at := make([][]MemLocation, len(ops))
	if prefetch {
		if len(locs) == 0 {
			return nil, nil, cu.Errorf(cu.ErrorInvalidValue, "%s: numPrefetchLocs is 0", call)
		}
		if len(locs) > len(ops) {
			return nil, nil, cu.Errorf(cu.ErrorInvalidValue, "%s: %d locations for %d ranges", call, len(locs), len(ops))
		}
		if idx[0] != 0 {
			return nil, nil, cu.Errorf(cu.ErrorInvalidValue, "%s: prefetchLocIdxs[0] is %d, not 0", call, idx[0])
		}
		for j, x := range idx {
			if x >= uint64(len(ops)) {
				return nil, nil, cu.Errorf(cu.ErrorInvalidValue, "%s: prefetchLocIdxs[%d] is %d, past the %d ranges", call, j, x, len(ops))
			}
		}
		for j := range locs {
			end := uint64(len(ops))
			if j+1 < len(idx) {
				end = idx[j+1]
			}
			for i := idx[j]; i < end; i++ {
				at[i] = append(at[i], locs[j])
			}
		}
	}
	rs := make([]managedRange, len(ops))
	for i, op := range ops {
		var err error
		loc := MemLocation{memLocationTypeHost, 0}
		for _, l := range at[i] {
			if _, err = t.prefetchCheck(call, op.Ptr, op.Size, l, true); err != nil {
				return nil, nil, err
			}
		}
		if rs[i], err = t.prefetchCheck(call, op.Ptr, op.Size, loc, true); err != nil {
			return nil, nil, err
		}
	}
	return rs, at, nil
}

// MemPrefetchBatchAsync is cuMemPrefetchBatchAsync (CUDA 13).
func (t *Thread) MemPrefetchBatchAsync(ops []MemBatchOp, locs []MemLocation, idx []uint64, flags uint64, s Stream) error {
	rs, at, err := t.memBatch("cuMemPrefetchBatchAsync", ops, locs, idx, true, flags, s)
	if err != nil {
		return err
	}
	t.hintInOrder(s, func() {
		for i, r := range rs {
			for _, l := range at[i] {
				t.prefetched(r, l, true)
			}
		}
	})
	return nil
}

// MemDiscardBatchAsync is cuMemDiscardBatchAsync (CUDA 13). Discarded
// contents are undefined; the H200 kept them as the device reads them (a
// copy from the device after the discard read what was there), as cudasim
// does, while the host, touching a discarded page that was on the device,
// read zeros (cudasim keeps one copy of managed memory and reads what the
// device reads).
func (t *Thread) MemDiscardBatchAsync(ops []MemBatchOp, flags uint64, s Stream) error {
	_, _, err := t.memBatch("cuMemDiscardBatchAsync", ops, nil, nil, false, flags, s)
	return err
}

// MemDiscardAndPrefetchBatchAsync is cuMemDiscardAndPrefetchBatchAsync
// (CUDA 13): each range is discarded and prefetched. As measured, a range
// last prefetched to a device and now to the host reads zeros afterwards
// (its contents were not moved), one prefetched where it was keeps them.
func (t *Thread) MemDiscardAndPrefetchBatchAsync(ops []MemBatchOp, locs []MemLocation, idx []uint64, flags uint64, s Stream) error {
	rs, at, err := t.memBatch("cuMemDiscardAndPrefetchBatchAsync", ops, locs, idx, true, flags, s)
	if err != nil {
		return err
	}
	mh := t.d.managedHints()
	ops = slices.Clone(ops) // the work may run after the call returns
	t.hintInOrder(s, func() {
		for i, r := range rs {
			for _, l := range at[i] {
				if l.Type != memLocationTypeDevice {
					mh.mu.Lock()
					onDevice := true
					mh.owner(r).each(r.lo, r.hi, func(h pageHints) { onDevice = onDevice && h.prefetched.Type == memLocationTypeDevice })
					mh.mu.Unlock()
					if onDevice {
						clear(r.a.Bytes()[ops[i].Ptr-r.a.Base:][:ops[i].Size])
					}
				}
				t.prefetched(r, l, true)
			}
		}
	})
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
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%s: [%#x, +%d) runs past the end of its managed allocation", call, p, n)
	}
	if r.pool != nil && (r.pool.locType == memLocationTypeHostNuma || r.pool.locType == memLocationTypeHostNumaCurrent) {
		switch attr {
		case MemRangeAttributePreferredLocation, MemRangeAttributePreferredLocationType, MemRangeAttributePreferredLocationID:
			return nil, cu.Errorf(cu.ErrorNotSupported, "%s: the preferred location of a managed memory pool's memory at a host NUMA node is not modelled by cudasim (not measured)", call)
		}
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
		case memLocationTypeHost, memLocationTypeHostNuma, memLocationTypeHostNumaCurrent:
			return deviceCPU // measured: a prefetch to host NUMA node 0 or the current one reads -1
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
