package driver

import (
	"fmt"
	"sync"

	"cudasim/cu"
	"cudasim/internal/mem"
)

// The smaller memory entry points: 2D memsets in stream order, 3D copies
// naming contexts (one device), CUDA 12.8's batched copies, the one pointer
// attribute that can be set, and attaching managed memory to a stream.
// What the H200 answers is testdata/reference/vmm's transcript, section
// misc.

// memsetD2DAsync is the 2D memsets of cuMemsetD2D8/16/32Async: rows of
// width elements of size bytes, pitch bytes apart, in stream order, or a
// memset node when captured.
func (t *Thread) memsetD2DAsync(dst DevicePtr, pitch uint64, v uint32, size int, width, height uint64, s Stream, call string) error {
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	if height > 1 && pitch < width*uint64(size) {
		return cu.Errorf(cu.ErrorInvalidValue, "%s of %d-byte rows with pitch %d", call, width*uint64(size), pitch)
	}
	// Checked before anything is written (measured: an unaligned address
	// or pitch, a NULL address and rows past the allocation are
	// CUDA_ERROR_INVALID_VALUE; testdata/reference/vmm, misc and fault-past-end).
	if dst%uint64(size) != 0 || (height > 1 && pitch%uint64(size) != 0) {
		return cu.Errorf(cu.ErrorInvalidValue, "%s at %#x with pitch %d: not aligned to %d bytes", call, uint64(dst), pitch, size)
	}
	if width > 0 && height > 0 {
		a, ok := t.d.mem.Lookup(dst)
		if !ok {
			return cu.Errorf(cu.ErrorInvalidValue, "%s at %#x: in no allocation", call, uint64(dst))
		}
		if end := (height-1)*pitch + width*uint64(size); a.Origin != mem.Mapped && (height-1 > (1<<62)/max(pitch, 1) || end > a.Size-(dst-a.Base)) {
			return cu.Errorf(cu.ErrorInvalidValue, "%s of %d rows of %d bytes, pitch %d, runs past the %d-byte allocation at %#x", call, height, width*uint64(size), pitch, a.Size, a.Base)
		}
	}
	if ok, err := t.captured(s, GraphNodeMemset, func() (nodeParams, error) {
		return MemsetNodeParams{Dst: dst, Pitch: pitch, Value: v, ElementSize: uint32(size), Width: width, Height: height}, nil
	}); ok {
		return err
	}
	return t.streamOp(s, c, call, false, func() error {
		if width == 0 || height == 0 {
			return nil
		}
		for r := range height {
			if err := t.d.memset(dst+r*pitch, v, size, width); err != nil {
				return err
			}
		}
		return nil
	})
}

// MemsetD2D8Async is cuMemsetD2D8Async.
func (t *Thread) MemsetD2D8Async(dst DevicePtr, pitch uint64, v uint8, width, height uint64, s Stream) error {
	return t.memsetD2DAsync(dst, pitch, uint32(v), 1, width, height, s, "cuMemsetD2D8Async")
}

// MemsetD2D16Async is cuMemsetD2D16Async.
func (t *Thread) MemsetD2D16Async(dst DevicePtr, pitch uint64, v uint16, width, height uint64, s Stream) error {
	return t.memsetD2DAsync(dst, pitch, uint32(v), 2, width, height, s, "cuMemsetD2D16Async")
}

// MemsetD2D32Async is cuMemsetD2D32Async.
func (t *Thread) MemsetD2D32Async(dst DevicePtr, pitch uint64, v uint32, width, height uint64, s Stream) error {
	return t.memsetD2DAsync(dst, pitch, v, 4, width, height, s, "cuMemsetD2D32Async")
}

// Memcpy3DPeer is CUDA_MEMCPY3D_PEER: a 3D copy whose sides name their
// contexts.
type Memcpy3DPeer struct {
	SrcXInBytes, SrcY, SrcZ, SrcLOD uint64
	SrcMemoryType                   MemoryType
	SrcHost, SrcDevice              DevicePtr
	SrcArray                        uint64
	SrcContext                      Context
	SrcPitch, SrcHeight             uint64

	DstXInBytes, DstY, DstZ, DstLOD uint64
	DstMemoryType                   MemoryType
	DstHost, DstDevice              DevicePtr
	DstArray                        uint64
	DstContext                      Context
	DstPitch, DstHeight             uint64

	WidthInBytes, Height, Depth uint64
}

// copy3D returns the copy without its contexts, after checking them.
func (t *Thread) peerCopy3D(p *Memcpy3DPeer) (*Memcpy3D, error) {
	if p == nil {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "no copy parameters")
	}
	// A NULL context is accepted (measured: testdata/reference/vmm, misc);
	// a junk one crashed the real driver, cudasim checks it.
	for _, h := range []Context{p.SrcContext, p.DstContext} {
		if h == 0 {
			continue
		}
		if _, err := t.d.context(h); err != nil {
			return nil, err
		}
	}
	return &Memcpy3D{
		SrcXInBytes: p.SrcXInBytes, SrcY: p.SrcY, SrcZ: p.SrcZ, SrcLOD: p.SrcLOD, SrcMemoryType: p.SrcMemoryType,
		SrcHost: p.SrcHost, SrcDevice: p.SrcDevice, SrcArray: p.SrcArray, SrcPitch: p.SrcPitch, SrcHeight: p.SrcHeight,
		DstXInBytes: p.DstXInBytes, DstY: p.DstY, DstZ: p.DstZ, DstLOD: p.DstLOD, DstMemoryType: p.DstMemoryType,
		DstHost: p.DstHost, DstDevice: p.DstDevice, DstArray: p.DstArray, DstPitch: p.DstPitch, DstHeight: p.DstHeight,
		WidthInBytes: p.WidthInBytes, Height: p.Height, Depth: p.Depth,
	}, nil
}

// Memcpy3DPeer is cuMemcpy3DPeer: cuMemcpy3D with contexts named. Every
// emulated device reaches every other's memory, so the copy is the same.
func (t *Thread) Memcpy3DPeer(p *Memcpy3DPeer) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	c, err := t.peerCopy3D(p)
	if err != nil {
		return err
	}
	return t.Memcpy3D(c)
}

// Memcpy3DPeerAsync is cuMemcpy3DPeerAsync.
func (t *Thread) Memcpy3DPeerAsync(p *Memcpy3DPeer, s Stream) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	c, err := t.peerCopy3D(p)
	if err != nil {
		return err
	}
	return t.Memcpy3DAsync(c, s)
}

// MemcpyAttributes is CUmemcpyAttributes.
type MemcpyAttributes struct {
	SrcAccessOrder int32
	SrcLocHint     MemLocation
	DstLocHint     MemLocation
	Flags          uint32
}

// Source access orders (CUmemcpySrcAccessOrder) and copy flags.
const (
	MemcpySrcAccessOrderStream         = 1
	MemcpySrcAccessOrderDuringAPICall  = 2
	MemcpySrcAccessOrderAny            = 3
	MemcpyFlagPreferOverlapWithCompute = 1
)

// NoFailIndex is the failIdx of a batch whose error is no one copy's
// (SIZE_MAX).
const NoFailIndex = ^uint64(0)

// FailIndexKept says the caller's failIdx is left as it was: the H200
// refuses a batch on the legacy default stream before it writes failIdx
// (measured, testdata/reference/vmm window 3).
const FailIndexKept = ^uint64(0) - 1

// MemcpyBatchAsync is cuMemcpyBatchAsync(_v2): count copies (unified
// addresses, as cuMemcpyAsync's), each with the attributes of the last
// attrIdxs entry at or before it, in stream order on s, which may not be the
// legacy default stream. failIdx names the copy an error is about
// (NoFailIndex: none).
func (t *Thread) MemcpyBatchAsync(dsts, srcs []DevicePtr, sizes []uint64, attrs []MemcpyAttributes, attrIdxs []uint64, s Stream) (failIdx uint64, err error) {
	failIdx = NoFailIndex
	c, err := t.streamContext(s)
	if err != nil {
		return failIdx, err
	}
	if s == 0 {
		return FailIndexKept, cu.Errorf(cu.ErrorInvalidValue, "batched copies may not use the legacy default stream")
	}
	count := uint64(len(sizes))
	if count == 0 || len(dsts) != len(sizes) || len(srcs) != len(sizes) {
		return failIdx, cu.Errorf(cu.ErrorInvalidValue, "a batch of %d copies", count)
	}
	if len(attrs) == 0 || len(attrs) != len(attrIdxs) || uint64(len(attrs)) > count {
		return failIdx, cu.Errorf(cu.ErrorInvalidValue, "%d attributes for %d copies", len(attrs), count)
	}
	for i, idx := range attrIdxs {
		if (i == 0 && idx != 0) || idx >= count || (i > 0 && idx <= attrIdxs[i-1]) {
			return failIdx, cu.Errorf(cu.ErrorInvalidValue, "attribute index %d is %d (the first must be 0, each later one larger, all below %d)", i, idx, count)
		}
		a := attrs[i]
		if a.SrcAccessOrder < MemcpySrcAccessOrderStream || a.SrcAccessOrder > MemcpySrcAccessOrderAny {
			return failIdx, cu.Errorf(cu.ErrorInvalidValue, "source access order %d", a.SrcAccessOrder)
		}
		if a.Flags&^MemcpyFlagPreferOverlapWithCompute != 0 {
			return failIdx, cu.Errorf(cu.ErrorInvalidValue, "copy flags %#x", a.Flags)
		}
	}
	for i := range sizes {
		if sizes[i] == 0 {
			return uint64(i), cu.Errorf(cu.ErrorInvalidValue, "copy %d of the batch is of 0 bytes", i)
		}
		if err := t.d.checkUnified(dsts[i], srcs[i], sizes[i]); err != nil {
			return uint64(i), err
		}
	}
	ds, ss, ns := append([]DevicePtr(nil), dsts...), append([]DevicePtr(nil), srcs...), append([]uint64(nil), sizes...)
	if ok, err := t.captured(s, GraphNodeMemcpy, func() (nodeParams, error) {
		return nil, cu.Errorf(cu.ErrorStreamCaptureUnsupported, "cudasim does not capture batched copies")
	}); ok {
		return failIdx, err
	}
	return failIdx, t.streamOp(s, c, "cuMemcpyBatchAsync", false, func() error {
		for i := range ns {
			if err := t.d.copyUnified(ds[i], ss[i], ns[i]); err != nil {
				return err
			}
		}
		return nil
	})
}

// checkUnified refuses a copy between unified addresses that cannot be
// made, before it is queued: each side must be known memory holding n
// bytes, or host memory cudasim cannot see (taken as the program's).
func (d *Driver) checkUnified(dst, src DevicePtr, n uint64) error {
	if dst == 0 || src == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "a copy to or from address 0")
	}
	for _, p := range []DevicePtr{dst, src} {
		if a, ok := d.mem.Lookup(p); ok && n > a.Size-(p-a.Base) && a.Origin != mem.Mapped {
			return cu.Errorf(cu.ErrorInvalidValue, "[%#x, +%d) runs past its allocation", uint64(p), n)
		}
		if !d.mem.IsDeviceAddress(p) {
			continue
		}
		if _, ok := d.mem.Lookup(p); !ok {
			return cu.Errorf(cu.ErrorInvalidValue, "%#x is in no allocation", uint64(p))
		}
	}
	return nil
}

// Memcpy3DOperand is CUmemcpy3DOperand: a pointer (Type 1) or an array
// (Type 2) operand.
type Memcpy3DOperand struct {
	Type int32
	_    int32
	// pointer operand: Ptr, RowLength, LayerHeight, LocHint; an array
	// operand's CUarray and offsets overlay the same bytes
	Ptr         DevicePtr
	RowLength   uint64
	LayerHeight uint64
	LocHint     MemLocation
}

// Memcpy3DBatchOp is CUDA_MEMCPY3D_BATCH_OP.
type Memcpy3DBatchOp struct {
	Src, Dst             Memcpy3DOperand
	Width, Height, Depth uint64
	SrcAccessOrder       int32
	Flags                uint32
}

// Operand types of CUmemcpy3DOperand.
const (
	MemcpyOperandPointer = 1
	MemcpyOperandArray   = 2
)

// Memcpy3DBatchAsync is cuMemcpy3DBatchAsync(_v2): each op a 3D copy of
// width elements by height rows by depth layers between pointers (rows
// RowLength elements apart, 0: width; layers LayerHeight rows apart, 0:
// height) and CUDA arrays (at an offset in elements), in stream order on s.
// An element is a byte between two pointers, else the array's element
// (the 13.0 runtime's s_batch on the H200: a 10x6x3 box of unsigned through
// a 3-D array and back, rows of 16 and 12 elements).
func (t *Thread) Memcpy3DBatchAsync(ops []Memcpy3DBatchOp, flags uint64, s Stream) (failIdx uint64, err error) {
	failIdx = NoFailIndex
	if _, err := t.streamContext(s); err != nil {
		return failIdx, err
	}
	if s == 0 {
		return FailIndexKept, cu.Errorf(cu.ErrorInvalidValue, "batched copies may not use the legacy default stream")
	}
	if len(ops) == 0 {
		return failIdx, cu.Errorf(cu.ErrorInvalidValue, "a batch of no copies")
	}
	if flags != 0 {
		return failIdx, cu.Errorf(cu.ErrorInvalidValue, "batch flags %#x (must be 0)", flags)
	}
	copies := make([]Memcpy3D, len(ops))
	for i, op := range ops {
		if op.SrcAccessOrder < MemcpySrcAccessOrderStream || op.SrcAccessOrder > MemcpySrcAccessOrderAny {
			return uint64(i), cu.Errorf(cu.ErrorInvalidValue, "copy %d: source access order %d", i, op.SrcAccessOrder)
		}
		if op.Width == 0 || op.Height == 0 || op.Depth == 0 {
			return uint64(i), cu.Errorf(cu.ErrorInvalidValue, "copy %d: extent %dx%dx%d", i, op.Width, op.Height, op.Depth)
		}
		// Extents, row lengths and offsets count elements: an array operand's (its format's
		// bytes times its channels), bytes where both operands are pointers.
		elem := uint64(1)
		for _, o := range []Memcpy3DOperand{op.Dst, op.Src} {
			switch o.Type {
			case MemcpyOperandPointer:
			case MemcpyOperandArray:
				a, ok := lookupHandle[*array](t.d, uint64(o.Ptr))
				if !ok {
					return uint64(i), cu.Errorf(cu.ErrorInvalidValue, "copy %d: array %s is not a live array", i, t.d.handles.describe(uint64(o.Ptr)))
				}
				if err := unmeasuredPacked(a, "a batched copy", "cuMemcpy3DBatchAsync"); err != nil {
					return uint64(i), err
				}
				elem = a.desc.texelSize()
			default:
				return uint64(i), cu.Errorf(cu.ErrorInvalidValue, "copy %d: operand type %d", i, o.Type)
			}
		}
		c := Memcpy3D{WidthInBytes: op.Width * elem, Height: op.Height, Depth: op.Depth}
		// side fills one side of c: a pointer's pitch and layer height (0: the extent's), or an
		// array and the offset its operand holds where a pointer's fields lie.
		side := func(o Memcpy3DOperand, kind *MemoryType, dev *DevicePtr, arr, x, y, z, pitch, height *uint64) error {
			if o.Type == MemcpyOperandArray {
				*kind, *arr = MemoryTypeArray, uint64(o.Ptr)
				*x, *y, *z = o.RowLength*elem, o.LayerHeight, uint64(uint32(o.LocHint.Type))|uint64(uint32(o.LocHint.ID))<<32
				return nil
			}
			p, h := o.RowLength, o.LayerHeight
			if p == 0 {
				p = op.Width
			}
			if h == 0 {
				h = op.Height
			}
			if p < op.Width || h < op.Height {
				return cu.Errorf(cu.ErrorInvalidValue, "copy %d: rows of %d or layers of %d rows shorter than the extent %dx%d", i, p, h, op.Width, op.Height)
			}
			*kind, *dev, *pitch, *height = MemoryTypeUnified, o.Ptr, p*elem, h
			return nil
		}
		if err := side(op.Src, &c.SrcMemoryType, &c.SrcDevice, &c.SrcArray, &c.SrcXInBytes, &c.SrcY, &c.SrcZ, &c.SrcPitch, &c.SrcHeight); err != nil {
			return uint64(i), err
		}
		if err := side(op.Dst, &c.DstMemoryType, &c.DstDevice, &c.DstArray, &c.DstXInBytes, &c.DstY, &c.DstZ, &c.DstPitch, &c.DstHeight); err != nil {
			return uint64(i), err
		}
		copies[i] = c
	}
	for i := range copies {
		if err := t.Memcpy3DAsync(&copies[i], s); err != nil {
			return uint64(i), err
		}
	}
	return failIdx, nil
}

// syncMemops holds the CU_POINTER_ATTRIBUTE_SYNC_MEMOPS that
// cuPointerSetAttribute (or a P2P_TOKENS query) gave allocations, on or off;
// an allocation without an entry has its kind's default.
type syncMemops struct {
	mu      sync.Mutex
	set     map[*mem.Allocation]bool
	sweepAt int // len(set) at which freed allocations' entries are dropped
}

var syncMemopsID = registerExtension(func(*Driver) any { return &syncMemops{set: map[*mem.Allocation]bool{}} })

// PointerAttributeSyncMemops is CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, the one
// attribute cuPointerSetAttribute sets. Every memory operation of cudasim
// is synchronous already; the attribute is recorded and reported.
const PointerAttributeSyncMemops PointerAttribute = 6

// PointerAttributeP2PTokens is CU_POINTER_ATTRIBUTE_P2P_TOKENS, the
// GPUDirect RDMA tokens of device memory (a CUDA_POINTER_ATTRIBUTE_P2P_TOKENS
// struct, PointerP2PTokens).
const PointerAttributeP2PTokens PointerAttribute = 5

// PointerP2PTokens is cuPointerGetAttribute's CU_POINTER_ATTRIBUTE_P2P_TOKENS.
// As measured on the H200 (testdata/reference/p2ptokens): memory the device
// holds (cuMemAlloc, cuMemAllocManaged, pools, cuMemMap mappings) answers
// p2pToken 0 and a nonzero vaSpaceToken, host memory and addresses in no
// allocation CUDA_ERROR_INVALID_VALUE; and the query turns the allocation's
// CU_POINTER_ATTRIBUTE_SYNC_MEMOPS on, as GPUDirect RDMA needs its memory
// operations synchronous (before it 0, after it 1, on every such memory).
// The H200's vaSpaceToken is an opaque number; cudasim answers 1.
func (t *Thread) PointerP2PTokens(p DevicePtr) (p2pToken uint64, vaSpaceToken uint32, err error) {
	if err := t.d.ready(); err != nil {
		return 0, 0, err
	}
	a, ok := t.d.mem.Lookup(p)
	if !ok {
		return 0, 0, cu.Errorf(cu.ErrorInvalidValue, "%#x is in no allocation", p)
	}
	if a.Kind == mem.Host || a.Kind == mem.Registered {
		return 0, 0, cu.Errorf(cu.ErrorInvalidValue, "%#x is host memory: it has no P2P tokens", p)
	}
	t.d.setSyncMemops(a, true)
	return 0, 1, nil
}

// PointerSetAttribute is cuPointerSetAttribute.
func (t *Thread) PointerSetAttribute(value *uint32, attr PointerAttribute, p DevicePtr) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if attr != PointerAttributeSyncMemops {
		return cu.Errorf(cu.ErrorInvalidValue, "pointer attribute %d cannot be set", attr)
	}
	if value == nil {
		return cu.Errorf(cu.ErrorInvalidValue, "no value")
	}
	a, ok := t.d.mem.Lookup(p)
	if !ok {
		return cu.Errorf(cu.ErrorInvalidValue, "%#x is in no allocation", uint64(p))
	}
	if a.Phys != nil {
		// Measured (testdata/reference/vmm, window 3): the H200 refuses it on a mapping.
		return &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
			Detail: fmt.Sprintf("CU_POINTER_ATTRIBUTE_SYNC_MEMOPS cannot be set on %#x, a cuMemMap mapping", uint64(p))}
	}
	t.d.setSyncMemops(a, *value != 0)
	return nil
}

// setSyncMemops records allocation a's SYNC_MEMOPS (cuPointerSetAttribute,
// and a P2P_TOKENS query, which turns it on).
func (d *Driver) setSyncMemops(a *mem.Allocation, on bool) {
	sm := d.extension(syncMemopsID).(*syncMemops)
	sm.mu.Lock()
	defer sm.mu.Unlock()
	if len(sm.set) >= sm.sweepAt { // doubling keeps the sweeps' cost linear in the sets
		for k := range sm.set {
			if k.Freed() {
				delete(sm.set, k)
			}
		}
		sm.sweepAt = 2*len(sm.set) + 64
	}
	sm.set[a] = on
}

// syncMemopsOf answers CU_POINTER_ATTRIBUTE_SYNC_MEMOPS.
func (d *Driver) syncMemopsOf(a *mem.Allocation) uint64 {
	sm := d.extension(syncMemopsID).(*syncMemops)
	sm.mu.Lock()
	defer sm.mu.Unlock()
	// Managed memory starts with it on (measured: libcuda/testdata/cudart/apiexplore24,
	// s_ax_ptrattrs), and turns off when set so (measured: cuda.bindings'
	// test_cuda_pointer_attr on the H100, testdata/reference/cuda-python).
	on, set := sm.set[a]
	if on || !set && a.Kind == mem.Managed {
		return 1
	}
	return 0
}

// Attach flags of cuStreamAttachMemAsync.
const MemAttachSingle = 0x4 // CU_MEM_ATTACH_SINGLE

// StreamAttachMemAsync is cuStreamAttachMemAsync: managed memory attached
// to the stream (single), to every stream (global) or to the host. Every
// emulated kernel sees all managed memory coherently, so attaching changes
// no access; the call is checked and ordered in the stream.
func (t *Thread) StreamAttachMemAsync(s Stream, p DevicePtr, length uint64, flags uint32) error {
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	if flags != MemAttachGlobal && flags != MemAttachHost && flags != MemAttachSingle {
		return cu.Errorf(cu.ErrorInvalidValue, "attach flags %#x", flags)
	}
	if flags == MemAttachSingle && s == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "CU_MEM_ATTACH_SINGLE to the legacy default stream")
	}
	a, ok := t.d.mem.Lookup(p)
	if !ok || a.Kind != mem.Managed {
		return cu.Errorf(cu.ErrorInvalidValue, "%#x is not managed memory", uint64(p))
	}
	if p != a.Base || (length != 0 && length != a.Size) {
		return cu.Errorf(cu.ErrorInvalidValue, "[%#x, +%d) is not the whole managed allocation at %#x (%d bytes)", uint64(p), length, a.Base, a.Size)
	}
	// Measured (graphs26's s_gr_capops): it cannot be captured.
	if err := t.captureForbids(s, "cuStreamAttachMemAsync"); err != nil {
		return err
	}
	return t.streamOp(s, c, "cuStreamAttachMemAsync", false, func() error { return nil })
}

// FlushGPUDirectRDMAWrites is cuFlushGPUDirectRDMAWrites. cudasim has no
// third-party device writing into device memory, so there is nothing to
// flush; the arguments are checked as the H200 checked them
// (testdata/reference/surface25/misc.txt): target CURRENT_CTX (0) and scope
// TO_OWNER (100) or TO_ALL_DEVICES (200), else CUDA_ERROR_INVALID_VALUE,
// in a current context.
func (t *Thread) FlushGPUDirectRDMAWrites(target, scope int32) error {
	if _, err := t.current(); err != nil {
		return err
	}
	if target != 0 || (scope != 100 && scope != 200) {
		return cu.Errorf(cu.ErrorInvalidValue, "cuFlushGPUDirectRDMAWrites: target %d, scope %d (target 0, scope 100 or 200)", target, scope)
	}
	return nil
}

// MemBatchDecompressAsync is cuMemBatchDecompressAsync. The H200 has no
// decompression engine: driver 580 answered CUDA_ERROR_NOT_SUPPORTED in a
// current context whatever the batch (NULL, empty, zeroed, every
// algorithm), CUDA_ERROR_INVALID_CONTEXT without one
// (testdata/reference/surface25/misc.txt).
func (t *Thread) MemBatchDecompressAsync() error {
	if _, err := t.current(); err != nil {
		return err
	}
	return &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
		Detail: "cuMemBatchDecompressAsync: the device has no decompression engine (as the H200)"}
}

// MemGetHandleForAddressRange is cuMemGetHandleForAddressRange: a dma-buf
// file descriptor for a range of device memory, for a third-party device to
// map. cudasim's device memory is the process's own, which no other device
// can reach: a valid request is CUDA_ERROR_NOT_SUPPORTED (the H200 gave a
// dma-buf of the range's size). The checks are the H200's
// (testdata/reference/surface25/h200/handle.txt): handle type DMA_BUF_FD
// (1) only, flags 0 or MAPPING_TYPE_PCIE (1, which the H200 refused with
// CUDA_ERROR_NOT_SUPPORTED), a nonzero size, a 4 KiB-aligned start, and a
// range inside one device allocation (host, managed and unknown memory are
// CUDA_ERROR_INVALID_VALUE); a NULL handle out is CUDA_ERROR_INVALID_VALUE
// (libcuda). cleared says the H200 would have set the handle to -1 before
// failing: once the arguments themselves passed.
func (t *Thread) MemGetHandleForAddressRange(p DevicePtr, size uint64, handleType int32, flags uint64) (cleared bool, err error) {
	if _, err := t.current(); err != nil {
		return false, err
	}
	bad := func(why string) error {
		return cu.Errorf(cu.ErrorInvalidValue, "cuMemGetHandleForAddressRange: %s", why)
	}
	switch {
	case handleType != 1:
		return false, bad(fmt.Sprintf("handle type %d (only CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD)", handleType))
	case flags&^1 != 0:
		return false, bad(fmt.Sprintf("flags %#x", flags))
	case size == 0:
		return false, bad("size 0")
	case p == 0 || p%4096 != 0:
		return false, bad(fmt.Sprintf("%#x is not a 4 KiB-aligned address", p))
	}
	a, ok := t.d.mem.Lookup(p)
	if !ok || a.Kind != mem.Device || p+size > a.Base+a.Size || p+size < p {
		return true, bad(fmt.Sprintf("[%#x, +%d) is not inside one device allocation", p, size))
	}
	if flags == 1 {
		return true, &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{}, Detail: "cuMemGetHandleForAddressRange: CU_MEM_RANGE_FLAG_DMA_BUF_MAPPING_TYPE_PCIE (the H200 refuses it)"}
	}
	return false, cu.Errorf(cu.ErrorNotSupported, "cuMemGetHandleForAddressRange: dma-buf export of emulated device memory is not modelled (no other device can reach it)")
}
