//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"unsafe"

	"cudasim/driver"
)

// Texture and surface objects. The recorder forwards these calls and notes
// them as comments: the trace format has no form for them.

// resourceDesc is CUDA_RESOURCE_DESC (144 bytes on LP64): the type, a
// 128-byte union and the flags.
type resourceDesc struct {
	resType uint32
	_       uint32
	res     [16]uint64
	flags   uint32
	_       uint32
}

func (r *resourceDesc) driver() *driver.ResourceDesc {
	d := &driver.ResourceDesc{Type: driver.ResourceType(r.resType), Flags: r.flags}
	switch d.Type {
	case driver.ResourceTypeArray:
		d.Array = driver.Array(r.res[0])
	case driver.ResourceTypeMipmappedArray:
		d.Mipmapped = driver.MipmappedArray(r.res[0])
	case driver.ResourceTypeLinear:
		d.DevPtr, d.Format, d.NumChannels, d.SizeInBytes = r.res[0], uint32(r.res[1]), uint32(r.res[1]>>32), r.res[2]
	case driver.ResourceTypePitch2D:
		d.DevPtr, d.Format, d.NumChannels = r.res[0], uint32(r.res[1]), uint32(r.res[1]>>32)
		d.Width, d.Height, d.Pitch = r.res[2], r.res[3], r.res[4]
	}
	return d
}

func fromResourceDesc(d driver.ResourceDesc) resourceDesc {
	r := resourceDesc{resType: uint32(d.Type), flags: d.Flags}
	switch d.Type {
	case driver.ResourceTypeArray:
		r.res[0] = uint64(d.Array)
	case driver.ResourceTypeMipmappedArray:
		r.res[0] = uint64(d.Mipmapped)
	case driver.ResourceTypeLinear:
		r.res[0], r.res[1], r.res[2] = d.DevPtr, uint64(d.Format)|uint64(d.NumChannels)<<32, d.SizeInBytes
	case driver.ResourceTypePitch2D:
		r.res[0], r.res[1] = d.DevPtr, uint64(d.Format)|uint64(d.NumChannels)<<32
		r.res[2], r.res[3], r.res[4] = d.Width, d.Height, d.Pitch
	}
	return r
}

// textureDesc is CUDA_TEXTURE_DESC (104 bytes).
type textureDesc struct {
	addr                       [3]uint32
	filter, flags, aniso, mipf uint32
	bias, minLod, maxLod       float32
	border                     [4]float32
	reserved                   [12]int32
}

// viewDesc is CUDA_RESOURCE_VIEW_DESC (112 bytes on LP64).
type viewDesc struct {
	format                                   uint32
	_                                        uint32
	width, height, depth                     uint64
	firstMip, lastMip, firstLayer, lastLayer uint32
	reserved                                 [16]uint32
}

//export cuTexObjectCreate
func cuTexObjectCreate(p *C.ulonglong, rd, td, vd unsafe.Pointer) (res C.CUresult) {
	defer guard("cuTexObjectCreate", &res)
	if rec.on() {
		return fwdComment(sym_cuTexObjectCreate, "cuTexObjectCreate", u64(p), uint64(uintptr(rd)), uint64(uintptr(td)), uint64(uintptr(vd)))
	}
	if p == nil || rd == nil || td == nil {
		return ret("cuTexObjectCreate", errNullOut("pTexObject, pResDesc or pTexDesc"))
	}
	t := (*textureDesc)(td)
	desc := &driver.TextureDesc{AddressMode: t.addr, FilterMode: t.filter, Flags: t.flags, MaxAnisotropy: t.aniso,
		MipmapFilterMode: t.mipf, MipmapLevelBias: t.bias, MinMipmapLevelClamp: t.minLod, MaxMipmapLevelClamp: t.maxLod,
		BorderColor: t.border, Reserved: t.reserved}
	var view *driver.ResourceViewDesc
	if vd != nil {
		v := (*viewDesc)(vd)
		view = &driver.ResourceViewDesc{Format: v.format, Width: v.width, Height: v.height, Depth: v.depth,
			FirstMipmapLevel: v.firstMip, LastMipmapLevel: v.lastMip, FirstLayer: v.firstLayer, LastLayer: v.lastLayer}
	}
	o, err := thread().TexObjectCreate((*resourceDesc)(rd).driver(), desc, view)
	if err == nil {
		*p = C.ulonglong(o)
	}
	return ret("cuTexObjectCreate", err)
}

//export cuTexObjectDestroy
func cuTexObjectDestroy(o C.ulonglong) (res C.CUresult) {
	defer guard("cuTexObjectDestroy", &res)
	if rec.on() {
		return fwdComment(sym_cuTexObjectDestroy, "cuTexObjectDestroy", uint64(o))
	}
	return ret("cuTexObjectDestroy", thread().TexObjectDestroy(driver.TexObject(o)))
}

//export cuTexObjectGetResourceDesc
func cuTexObjectGetResourceDesc(rd unsafe.Pointer, o C.ulonglong) (res C.CUresult) {
	defer guard("cuTexObjectGetResourceDesc", &res)
	if rec.on() {
		return fwdComment(sym_cuTexObjectGetResourceDesc, "cuTexObjectGetResourceDesc", uint64(uintptr(rd)), uint64(o))
	}
	if rd == nil {
		return ret("cuTexObjectGetResourceDesc", errNullOut("pResDesc"))
	}
	d, err := thread().TexObjectGetResourceDesc(driver.TexObject(o))
	if err == nil {
		*(*resourceDesc)(rd) = fromResourceDesc(d)
	}
	return ret("cuTexObjectGetResourceDesc", err)
}

//export cuTexObjectGetTextureDesc
func cuTexObjectGetTextureDesc(td unsafe.Pointer, o C.ulonglong) (res C.CUresult) {
	defer guard("cuTexObjectGetTextureDesc", &res)
	if rec.on() {
		return fwdComment(sym_cuTexObjectGetTextureDesc, "cuTexObjectGetTextureDesc", uint64(uintptr(td)), uint64(o))
	}
	if td == nil {
		return ret("cuTexObjectGetTextureDesc", errNullOut("pTexDesc"))
	}
	d, err := thread().TexObjectGetTextureDesc(driver.TexObject(o))
	if err == nil {
		*(*textureDesc)(td) = textureDesc{addr: d.AddressMode, filter: d.FilterMode, flags: d.Flags, aniso: d.MaxAnisotropy,
			mipf: d.MipmapFilterMode, bias: d.MipmapLevelBias, minLod: d.MinMipmapLevelClamp, maxLod: d.MaxMipmapLevelClamp,
			border: d.BorderColor, reserved: d.Reserved}
	}
	return ret("cuTexObjectGetTextureDesc", err)
}

//export cuTexObjectGetResourceViewDesc
func cuTexObjectGetResourceViewDesc(vd unsafe.Pointer, o C.ulonglong) (res C.CUresult) {
	defer guard("cuTexObjectGetResourceViewDesc", &res)
	if rec.on() {
		return fwdComment(sym_cuTexObjectGetResourceViewDesc, "cuTexObjectGetResourceViewDesc", uint64(uintptr(vd)), uint64(o))
	}
	if vd == nil {
		return ret("cuTexObjectGetResourceViewDesc", errNullOut("pResViewDesc"))
	}
	v, err := thread().TexObjectGetResourceViewDesc(driver.TexObject(o))
	if err == nil && v != nil {
		*(*viewDesc)(vd) = viewDesc{format: v.Format, width: v.Width, height: v.Height, depth: v.Depth,
			firstMip: v.FirstMipmapLevel, lastMip: v.LastMipmapLevel, firstLayer: v.FirstLayer, lastLayer: v.LastLayer}
	}
	return ret("cuTexObjectGetResourceViewDesc", err)
}

//export cuSurfObjectCreate
func cuSurfObjectCreate(p *C.ulonglong, rd unsafe.Pointer) (res C.CUresult) {
	defer guard("cuSurfObjectCreate", &res)
	if rec.on() {
		return fwdComment(sym_cuSurfObjectCreate, "cuSurfObjectCreate", u64(p), uint64(uintptr(rd)))
	}
	if p == nil || rd == nil {
		return ret("cuSurfObjectCreate", errNullOut("pSurfObject or pResDesc"))
	}
	o, err := thread().SurfObjectCreate((*resourceDesc)(rd).driver())
	if err == nil {
		*p = C.ulonglong(o)
	}
	return ret("cuSurfObjectCreate", err)
}

//export cuSurfObjectDestroy
func cuSurfObjectDestroy(o C.ulonglong) (res C.CUresult) {
	defer guard("cuSurfObjectDestroy", &res)
	if rec.on() {
		return fwdComment(sym_cuSurfObjectDestroy, "cuSurfObjectDestroy", uint64(o))
	}
	return ret("cuSurfObjectDestroy", thread().SurfObjectDestroy(driver.SurfObject(o)))
}

//export cuSurfObjectGetResourceDesc
func cuSurfObjectGetResourceDesc(rd unsafe.Pointer, o C.ulonglong) (res C.CUresult) {
	defer guard("cuSurfObjectGetResourceDesc", &res)
	if rec.on() {
		return fwdComment(sym_cuSurfObjectGetResourceDesc, "cuSurfObjectGetResourceDesc", uint64(uintptr(rd)), uint64(o))
	}
	if rd == nil {
		return ret("cuSurfObjectGetResourceDesc", errNullOut("pResDesc"))
	}
	d, err := thread().SurfObjectGetResourceDesc(driver.SurfObject(o))
	if err == nil {
		*(*resourceDesc)(rd) = fromResourceDesc(d)
	}
	return ret("cuSurfObjectGetResourceDesc", err)
}
