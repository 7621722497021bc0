//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import "cudasim/driver"

// Pitched and 2D memory: the shims are generated from
// internal/surface/surface.txt; here are CUDA_MEMCPY2D's layout (its codecs
// are in structs.go),
// the recorder's naming of pitched memory, and the unaligned copy's aliases.

// afterCuMemAllocPitch names the pitched allocation (pitch0...), as long as
// its pitch times its height, for the calls that use it.
func (r *recorder) afterCuMemAllocPitch(p *C.CUdeviceptr, pitch *C.size_t, width, height C.size_t, elem C.uint) {
	r.rangeInCtx("pitch", uint64(*p), uint64(*pitch)*uint64(height))
}

// memcpy2D is CUDA_MEMCPY2D (128 bytes on LP64).
type memcpy2D struct {
	srcX, srcY                             uint64
	srcType                                uint32
	_                                      uint32
	srcHost, srcDevice, srcArray, srcPitch uint64
	dstX, dstY                             uint64
	dstType                                uint32
	_                                      uint32
	dstHost, dstDevice, dstArray, dstPitch uint64
	width, height                          uint64
}

func (m *memcpy2D) driver() *driver.Memcpy2D {
	return &driver.Memcpy2D{
		SrcXInBytes: m.srcX, SrcY: m.srcY, SrcMemoryType: driver.MemoryType(m.srcType),
		SrcHost: m.srcHost, SrcDevice: m.srcDevice, SrcArray: m.srcArray, SrcPitch: m.srcPitch,
		DstXInBytes: m.dstX, DstY: m.dstY, DstMemoryType: driver.MemoryType(m.dstType),
		DstHost: m.dstHost, DstDevice: m.dstDevice, DstArray: m.dstArray, DstPitch: m.dstPitch,
		WidthInBytes: m.width, Height: m.height,
	}
}

// The unaligned copy is cuMemcpy2D (cudasim copies any alignment).
//
//cudasim:alias cuMemcpy2DUnaligned_v2 cuMemcpy2D_v2
//cudasim:alias cuMemcpy2DUnaligned_v2_ptds cuMemcpy2D_v2_ptds
