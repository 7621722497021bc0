package driver

import (
	"cudasim/cu"
	"math"
)

// MemAllocPitch is cuMemAllocPitch_v2: height rows of width bytes, each row
// starting pitch bytes after the previous one. elementSize must be 4, 8 or
// 16. The pitch is width rounded up to CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT
// (512 on the H200), so rows can be bound to textures: measured in
// testdata/reference/probe2 for widths 1..5000 and element sizes 1..32.
func (t *Thread) MemAllocPitch(width, height uint64, elementSize uint32) (DevicePtr, uint64, error) {
	c, err := t.current()
	if err != nil {
		return 0, 0, err
	}
	if elementSize != 4 && elementSize != 8 && elementSize != 16 {
		return 0, 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemAllocPitch element size %d: must be 4, 8 or 16", elementSize)
	}
	if width == 0 || height == 0 {
		return 0, 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemAllocPitch of %d x %d bytes", width, height)
	}
	align := uint64(512)
	if a := t.d.devices[c.Device].Attributes[AttrTextureAlignment]; a.Err == 0 && a.Value > 0 {
		align = uint64(a.Value)
	}
	pitch := (width + align - 1) / align * align
	if pitch < width || height > math.MaxUint64/pitch {
		// As measured (testdata/reference/probe5): INVALID_VALUE, not
		// OUT_OF_MEMORY, when the size overflows.
		return 0, 0, cu.Errorf(cu.ErrorInvalidValue, "cuMemAllocPitch of %d x %d bytes overflows", width, height)
	}
	p, err := t.MemAlloc(pitch * height)
	if err != nil {
		return 0, 0, err
	}
	return p, pitch, nil
}

// Memcpy2D describes a 2D copy (CUDA_MEMCPY2D). Host memory is named by its
// address (SrcHost, DstHost): memory from MemAllocHost or MemHostRegister, or
// any host memory when Config.HostMemory resolves it. CU_MEMORYTYPE_UNIFIED
// takes the address from SrcDevice/DstDevice and works out what it is.
// CU_MEMORYTYPE_ARRAY names a CUDA array by its handle (SrcArray, DstArray).
type Memcpy2D struct {
	SrcXInBytes, SrcY uint64
	SrcMemoryType     MemoryType
	SrcHost           DevicePtr
	SrcDevice         DevicePtr
	SrcArray          uint64
	SrcPitch          uint64

	DstXInBytes, DstY uint64
	DstMemoryType     MemoryType
	DstHost           DevicePtr
	DstDevice         DevicePtr
	DstArray          uint64
	DstPitch          uint64

	WidthInBytes uint64
	Height       uint64
}

// side2D returns the first address of one side of a 2D copy.
func side2D(kind MemoryType, host, dev DevicePtr, x, y, pitch uint64, which string) (DevicePtr, error) {
	var base DevicePtr
	switch kind {
	case MemoryTypeHost:
		base = host
	case MemoryTypeDevice, MemoryTypeUnified:
		base = dev
	case MemoryTypeArray:
		return 0, cu.Errorf(cu.ErrorInvalidValue, "%s: an array side needs the array's layout (side3D)", which)
	default:
		return 0, cu.Errorf(cu.ErrorInvalidValue, "%s memory type %d", which, kind)
	}
	return base + y*pitch + x, nil
}

func (d *Driver) copy2D(p *Memcpy2D) error {
	q := p.as3D()
	return d.copy3D(&q)
}

// as3D is 2-D copy p as the 3-D copy of one slice it is. A 2-D copy has no
// heights: side3D checks the pitches.
func (p *Memcpy2D) as3D() Memcpy3D {
	return Memcpy3D{SrcXInBytes: p.SrcXInBytes, SrcY: p.SrcY, SrcMemoryType: p.SrcMemoryType, SrcHost: p.SrcHost,
		SrcDevice: p.SrcDevice, SrcArray: p.SrcArray, SrcPitch: p.SrcPitch,
		DstXInBytes: p.DstXInBytes, DstY: p.DstY, DstMemoryType: p.DstMemoryType, DstHost: p.DstHost,
		DstDevice: p.DstDevice, DstArray: p.DstArray, DstPitch: p.DstPitch,
		WidthInBytes: p.WidthInBytes, Height: p.Height, Depth: 1}
}

// Memcpy2D is cuMemcpy2D_v2 (and cuMemcpy2DUnaligned_v2): it copies
// Height rows of WidthInBytes bytes. Pitches smaller than the width are
// CUDA_ERROR_INVALID_VALUE.
func (t *Thread) Memcpy2D(p *Memcpy2D) error {
	q := p.as3D()
	if t.d.deviceSides(&q) {
		return t.syncDevice3D(&q, "cuMemcpy2D")
	}
	if err := t.syncCopy(); err != nil {
		return err
	}
	return t.d.copy2D(p)
}

// Memcpy2DAsync is cuMemcpy2DAsync_v2, in stream order (copy3DInOrder).
func (t *Thread) Memcpy2DAsync(p *Memcpy2D, s Stream) error {
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	if ok, err := t.captureCopy(s, memcpy2DNode(p), nil); ok {
		return err
	}
	q := p.as3D()
	return t.copy3DInOrder(&q, s, c, "cuMemcpy2DAsync")
}

func (d *Driver) set2D(dst DevicePtr, pitch uint64, width, height uint64, elem uint64, set func(DevicePtr, uint64) error) error {
	if width == 0 || height == 0 {
		return nil
	}
	if height > 1 && pitch < width*elem {
		return cu.Errorf(cu.ErrorInvalidValue, "2D memset of %d-byte rows with pitch %d", width*elem, pitch)
	}
	for row := range height {
		if err := set(dst+row*pitch, width); err != nil {
			return err
		}
	}
	return nil
}

// MemsetD2D8 is cuMemsetD2D8_v2: height rows of width bytes, pitch bytes
// apart, set to v.
func (t *Thread) MemsetD2D8(dst DevicePtr, pitch uint64, v uint8, width, height uint64) error {
	return t.memset2DSync(dst, pitch, width, height, 1, "cuMemsetD2D8", func(p DevicePtr, n uint64) error { return t.d.mem.Set8(p, v, n) })
}

// MemsetD2D16 is cuMemsetD2D16_v2: rows of width 16-bit values.
func (t *Thread) MemsetD2D16(dst DevicePtr, pitch uint64, v uint16, width, height uint64) error {
	return t.memset2DSync(dst, pitch, width, height, 2, "cuMemsetD2D16", func(p DevicePtr, n uint64) error { return t.d.mem.Set16(p, v, n) })
}

// MemsetD2D32 is cuMemsetD2D32_v2: rows of width 32-bit values.
func (t *Thread) MemsetD2D32(dst DevicePtr, pitch uint64, v uint32, width, height uint64) error {
	return t.memset2DSync(dst, pitch, width, height, 4, "cuMemsetD2D32", func(p DevicePtr, n uint64) error { return t.d.mem.Set32(p, v, n) })
}

// memset2DSync is a synchronous 2D memset of rows of width elements of elem
// bytes: of device memory, the host does not wait for it (syncDevice); of
// page-locked host or managed memory, or where its rows do not all lie in one
// allocation (the rows' checks say why), it waits for the work ahead and sets.
func (t *Thread) memset2DSync(dst DevicePtr, pitch, width, height, elem uint64, call string, set func(DevicePtr, uint64) error) error {
	setAll := func() error { return t.d.set2D(dst, pitch, width, height, elem, set) }
	if width <= (1<<40)/elem && t.d.deviceRows(dst, width*elem, height, 1, pitch, 0, true) {
		return t.syncDevice(call, setAll)
	}
	if _, err := t.onLegacy(); err != nil {
		return err
	}
	return setAll()
}
