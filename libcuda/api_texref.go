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

// Texture and surface references (driver/texref.go). Untraced: the
// recorder forwards these calls and notes them as comments.

//export cuModuleGetTexRef
func cuModuleGetTexRef(p *C.uintptr_t, m C.uintptr_t, name *C.char) (res C.CUresult) {
	defer guard("cuModuleGetTexRef", &res)
	if rec.on() {
		return fwdComment(sym_cuModuleGetTexRef, "cuModuleGetTexRef", u64(p), uint64(m), uint64(uintptr(unsafe.Pointer(name))))
	}
	if p == nil || name == nil {
		return ret("cuModuleGetTexRef", errNullOut("pTexRef or name"))
	}
	r, err := thread().ModuleGetTexRef(driver.Module(m), C.GoString(name))
	if err == nil {
		*p = C.uintptr_t(r)
	}
	return ret("cuModuleGetTexRef", err)
}

//export cuModuleGetSurfRef
func cuModuleGetSurfRef(p *C.uintptr_t, m C.uintptr_t, name *C.char) (res C.CUresult) {
	defer guard("cuModuleGetSurfRef", &res)
	if rec.on() {
		return fwdComment(sym_cuModuleGetSurfRef, "cuModuleGetSurfRef", u64(p), uint64(m), uint64(uintptr(unsafe.Pointer(name))))
	}
	if p == nil || name == nil {
		return ret("cuModuleGetSurfRef", errNullOut("pSurfRef or name"))
	}
	r, err := thread().ModuleGetSurfRef(driver.Module(m), C.GoString(name))
	if err == nil {
		*p = C.uintptr_t(r)
	}
	return ret("cuModuleGetSurfRef", err)
}

//export cuTexRefCreate
func cuTexRefCreate(p *C.uintptr_t) (res C.CUresult) {
	defer guard("cuTexRefCreate", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefCreate, "cuTexRefCreate", u64(p))
	}
	if p == nil {
		return ret("cuTexRefCreate", errNullOut("pTexRef"))
	}
	r, err := thread().TexRefCreate()
	if err == nil {
		*p = C.uintptr_t(r)
	}
	return ret("cuTexRefCreate", err)
}

//export cuTexRefDestroy
func cuTexRefDestroy(r C.uintptr_t) (res C.CUresult) {
	defer guard("cuTexRefDestroy", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefDestroy, "cuTexRefDestroy", uint64(r))
	}
	return ret("cuTexRefDestroy", thread().TexRefDestroy(driver.TexRef(r)))
}

//export cuTexRefSetArray
func cuTexRefSetArray(r, a C.uintptr_t, flags C.uint) (res C.CUresult) {
	defer guard("cuTexRefSetArray", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefSetArray, "cuTexRefSetArray", uint64(r), uint64(a), uint64(flags))
	}
	return ret("cuTexRefSetArray", thread().TexRefSetArray(driver.TexRef(r), driver.Array(a), uint32(flags)))
}

//export cuTexRefSetMipmappedArray
func cuTexRefSetMipmappedArray(r, m C.uintptr_t, flags C.uint) (res C.CUresult) {
	defer guard("cuTexRefSetMipmappedArray", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefSetMipmappedArray, "cuTexRefSetMipmappedArray", uint64(r), uint64(m), uint64(flags))
	}
	return ret("cuTexRefSetMipmappedArray", thread().TexRefSetMipmappedArray(driver.TexRef(r), driver.MipmappedArray(m), uint32(flags)))
}

//export cuTexRefSetAddress_v2
func cuTexRefSetAddress_v2(off *C.size_t, r C.uintptr_t, dptr C.ulonglong, bytes C.size_t) (res C.CUresult) {
	defer guard("cuTexRefSetAddress", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefSetAddress_v2, "cuTexRefSetAddress_v2", u64(off), uint64(r), uint64(dptr), uint64(bytes))
	}
	// Measured: the byte offset is written (0) when the call fails too.
	o, err := thread().TexRefSetAddress(driver.TexRef(r), driver.DevicePtr(dptr), uint64(bytes))
	if off != nil {
		*off = C.size_t(o)
	}
	return ret("cuTexRefSetAddress", err)
}

func texRefSetAddress2D(name string, r C.uintptr_t, d unsafe.Pointer, dptr C.ulonglong, pitch C.size_t) C.CUresult {
	var desc *driver.ArrayDescriptor
	if d != nil {
		a := (*arrayDesc)(d)
		desc = &driver.ArrayDescriptor{Width: a.width, Height: a.height, Format: a.format, NumChannels: a.nch}
	}
	return ret(name, thread().TexRefSetAddress2D(driver.TexRef(r), desc, driver.DevicePtr(dptr), uint64(pitch)))
}

//export cuTexRefSetAddress2D_v3
func cuTexRefSetAddress2D_v3(r C.uintptr_t, d unsafe.Pointer, dptr C.ulonglong, pitch C.size_t) (res C.CUresult) {
	defer guard("cuTexRefSetAddress2D", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefSetAddress2D_v3, "cuTexRefSetAddress2D_v3", uint64(r), uint64(uintptr(d)), uint64(dptr), uint64(pitch))
	}
	return texRefSetAddress2D("cuTexRefSetAddress2D", r, d, dptr, pitch)
}

//export cuTexRefSetAddress2D_v2
func cuTexRefSetAddress2D_v2(r C.uintptr_t, d unsafe.Pointer, dptr C.ulonglong, pitch C.size_t) (res C.CUresult) {
	defer guard("cuTexRefSetAddress2D_v2", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefSetAddress2D_v2, "cuTexRefSetAddress2D_v2", uint64(r), uint64(uintptr(d)), uint64(dptr), uint64(pitch))
	}
	return texRefSetAddress2D("cuTexRefSetAddress2D_v2", r, d, dptr, pitch)
}

//export cuTexRefSetFormat
func cuTexRefSetFormat(r C.uintptr_t, format C.uint, channels C.int) (res C.CUresult) {
	defer guard("cuTexRefSetFormat", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefSetFormat, "cuTexRefSetFormat", uint64(r), uint64(format), uint64(channels))
	}
	return ret("cuTexRefSetFormat", thread().TexRefSetFormat(driver.TexRef(r), uint32(format), int32(channels)))
}

//export cuTexRefSetAddressMode
func cuTexRefSetAddressMode(r C.uintptr_t, dim C.int, mode C.uint) (res C.CUresult) {
	defer guard("cuTexRefSetAddressMode", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefSetAddressMode, "cuTexRefSetAddressMode", uint64(r), uint64(dim), uint64(mode))
	}
	return ret("cuTexRefSetAddressMode", thread().TexRefSetAddressMode(driver.TexRef(r), int32(dim), uint32(mode)))
}

//export cuTexRefSetFilterMode
func cuTexRefSetFilterMode(r C.uintptr_t, mode C.uint) (res C.CUresult) {
	defer guard("cuTexRefSetFilterMode", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefSetFilterMode, "cuTexRefSetFilterMode", uint64(r), uint64(mode))
	}
	return ret("cuTexRefSetFilterMode", thread().TexRefSetFilterMode(driver.TexRef(r), uint32(mode)))
}

//export cuTexRefSetMipmapFilterMode
func cuTexRefSetMipmapFilterMode(r C.uintptr_t, mode C.uint) (res C.CUresult) {
	defer guard("cuTexRefSetMipmapFilterMode", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefSetMipmapFilterMode, "cuTexRefSetMipmapFilterMode", uint64(r), uint64(mode))
	}
	return ret("cuTexRefSetMipmapFilterMode", thread().TexRefSetMipmapFilterMode(driver.TexRef(r), uint32(mode)))
}

//export cuTexRefSetFlags
func cuTexRefSetFlags(r C.uintptr_t, flags C.uint) (res C.CUresult) {
	defer guard("cuTexRefSetFlags", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefSetFlags, "cuTexRefSetFlags", uint64(r), uint64(flags))
	}
	return ret("cuTexRefSetFlags", thread().TexRefSetFlags(driver.TexRef(r), uint32(flags)))
}

//export cuTexRefSetBorderColor
func cuTexRefSetBorderColor(r C.uintptr_t, c *C.float) (res C.CUresult) {
	defer guard("cuTexRefSetBorderColor", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefSetBorderColor, "cuTexRefSetBorderColor", uint64(r), u64(c))
	}
	if c == nil {
		return ret("cuTexRefSetBorderColor", errNullOut("pBorderColor"))
	}
	return ret("cuTexRefSetBorderColor", thread().TexRefSetBorderColor(driver.TexRef(r), *(*[4]float32)(unsafe.Pointer(c))))
}

//export cuTexRefSetMaxAnisotropy
func cuTexRefSetMaxAnisotropy(r C.uintptr_t, n C.uint) (res C.CUresult) {
	defer guard("cuTexRefSetMaxAnisotropy", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefSetMaxAnisotropy, "cuTexRefSetMaxAnisotropy", uint64(r), uint64(n))
	}
	return ret("cuTexRefSetMaxAnisotropy", thread().TexRefSetMaxAnisotropy(driver.TexRef(r), uint32(n)))
}

//export cuTexRefSetMipmapLevelBias
func cuTexRefSetMipmapLevelBias(r C.uintptr_t, bias C.float) (res C.CUresult) {
	defer guard("cuTexRefSetMipmapLevelBias", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefSetMipmapLevelBias, "cuTexRefSetMipmapLevelBias", uint64(r))
	}
	return ret("cuTexRefSetMipmapLevelBias", thread().TexRefSetMipmapLevelBias(driver.TexRef(r), float32(bias)))
}

//export cuTexRefSetMipmapLevelClamp
func cuTexRefSetMipmapLevelClamp(r C.uintptr_t, minLod, maxLod C.float) (res C.CUresult) {
	defer guard("cuTexRefSetMipmapLevelClamp", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefSetMipmapLevelClamp, "cuTexRefSetMipmapLevelClamp", uint64(r))
	}
	return ret("cuTexRefSetMipmapLevelClamp", thread().TexRefSetMipmapLevelClamp(driver.TexRef(r), float32(minLod), float32(maxLod)))
}

// texRefGet runs one cuTexRefGet* call that reads sampling state: out is
// the caller's output pointer (NULL is refused), put writes the field.
func texRefGet(name string, sym int, out unsafe.Pointer, r C.uintptr_t, put func(driver.TexRefInfo)) C.CUresult {
	if rec.on() {
		return fwdComment(sym, name, uint64(uintptr(out)), uint64(r))
	}
	if out == nil {
		return ret(name, errNullOut("the output"))
	}
	i, err := thread().TexRefGet(driver.TexRef(r), name)
	if err == nil {
		put(i)
	}
	return ret(name, err)
}

//export cuTexRefGetAddressMode
func cuTexRefGetAddressMode(p *C.uint, r C.uintptr_t, dim C.int) (res C.CUresult) {
	defer guard("cuTexRefGetAddressMode", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefGetAddressMode, "cuTexRefGetAddressMode", u64(p), uint64(r), uint64(dim))
	}
	if p == nil {
		return ret("cuTexRefGetAddressMode", errNullOut("pam"))
	}
	m, err := thread().TexRefGetAddressMode(driver.TexRef(r), int32(dim))
	if err == nil {
		*p = C.uint(m)
	}
	return ret("cuTexRefGetAddressMode", err)
}

//export cuTexRefGetFilterMode
func cuTexRefGetFilterMode(p *C.uint, r C.uintptr_t) (res C.CUresult) {
	defer guard("cuTexRefGetFilterMode", &res)
	return texRefGet("cuTexRefGetFilterMode", sym_cuTexRefGetFilterMode, unsafe.Pointer(p), r, func(i driver.TexRefInfo) { *p = C.uint(i.FilterMode) })
}

//export cuTexRefGetMipmapFilterMode
func cuTexRefGetMipmapFilterMode(p *C.uint, r C.uintptr_t) (res C.CUresult) {
	defer guard("cuTexRefGetMipmapFilterMode", &res)
	return texRefGet("cuTexRefGetMipmapFilterMode", sym_cuTexRefGetMipmapFilterMode, unsafe.Pointer(p), r, func(i driver.TexRefInfo) { *p = C.uint(i.MipmapFilterMode) })
}

//export cuTexRefGetFlags
func cuTexRefGetFlags(p *C.uint, r C.uintptr_t) (res C.CUresult) {
	defer guard("cuTexRefGetFlags", &res)
	return texRefGet("cuTexRefGetFlags", sym_cuTexRefGetFlags, unsafe.Pointer(p), r, func(i driver.TexRefInfo) { *p = C.uint(i.Flags) })
}

//export cuTexRefGetMaxAnisotropy
func cuTexRefGetMaxAnisotropy(p *C.int, r C.uintptr_t) (res C.CUresult) {
	defer guard("cuTexRefGetMaxAnisotropy", &res)
	return texRefGet("cuTexRefGetMaxAnisotropy", sym_cuTexRefGetMaxAnisotropy, unsafe.Pointer(p), r, func(i driver.TexRefInfo) { *p = C.int(i.MaxAnisotropy) })
}

//export cuTexRefGetMipmapLevelBias
func cuTexRefGetMipmapLevelBias(p *C.float, r C.uintptr_t) (res C.CUresult) {
	defer guard("cuTexRefGetMipmapLevelBias", &res)
	return texRefGet("cuTexRefGetMipmapLevelBias", sym_cuTexRefGetMipmapLevelBias, unsafe.Pointer(p), r, func(i driver.TexRefInfo) { *p = C.float(i.MipmapLevelBias) })
}

//export cuTexRefGetBorderColor
func cuTexRefGetBorderColor(p *C.float, r C.uintptr_t) (res C.CUresult) {
	defer guard("cuTexRefGetBorderColor", &res)
	return texRefGet("cuTexRefGetBorderColor", sym_cuTexRefGetBorderColor, unsafe.Pointer(p), r, func(i driver.TexRefInfo) {
		*(*[4]float32)(unsafe.Pointer(p)) = i.BorderColor
	})
}

//export cuTexRefGetMipmapLevelClamp
func cuTexRefGetMipmapLevelClamp(minLod, maxLod *C.float, r C.uintptr_t) (res C.CUresult) {
	defer guard("cuTexRefGetMipmapLevelClamp", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefGetMipmapLevelClamp, "cuTexRefGetMipmapLevelClamp", u64(minLod), u64(maxLod), uint64(r))
	}
	if minLod == nil || maxLod == nil {
		return ret("cuTexRefGetMipmapLevelClamp", errNullOut("pminMipmapLevelClamp or pmaxMipmapLevelClamp"))
	}
	i, err := thread().TexRefGet(driver.TexRef(r), "cuTexRefGetMipmapLevelClamp")
	if err == nil {
		*minLod, *maxLod = C.float(i.MinMipmapLevelClamp), C.float(i.MaxMipmapLevelClamp)
	}
	return ret("cuTexRefGetMipmapLevelClamp", err)
}

//export cuTexRefGetFormat
func cuTexRefGetFormat(format *C.uint, channels *C.int, r C.uintptr_t) (res C.CUresult) {
	defer guard("cuTexRefGetFormat", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefGetFormat, "cuTexRefGetFormat", u64(format), u64(channels), uint64(r))
	}
	// Measured: either output may be NULL.
	i, err := thread().TexRefGet(driver.TexRef(r), "cuTexRefGetFormat")
	if err == nil && format != nil {
		*format = C.uint(i.Format)
	}
	if err == nil && channels != nil {
		*channels = C.int(i.NumChannels)
	}
	return ret("cuTexRefGetFormat", err)
}

//export cuTexRefGetArray
func cuTexRefGetArray(p *C.uintptr_t, r C.uintptr_t) (res C.CUresult) {
	defer guard("cuTexRefGetArray", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefGetArray, "cuTexRefGetArray", u64(p), uint64(r))
	}
	if p == nil {
		return ret("cuTexRefGetArray", errNullOut("phArray"))
	}
	a, err := thread().TexRefGetArray(driver.TexRef(r))
	if err == nil {
		*p = C.uintptr_t(a)
	}
	return ret("cuTexRefGetArray", err)
}

//export cuTexRefGetMipmappedArray
func cuTexRefGetMipmappedArray(p *C.uintptr_t, r C.uintptr_t) (res C.CUresult) {
	defer guard("cuTexRefGetMipmappedArray", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefGetMipmappedArray, "cuTexRefGetMipmappedArray", u64(p), uint64(r))
	}
	if p == nil {
		return ret("cuTexRefGetMipmappedArray", errNullOut("phMipmappedArray"))
	}
	m, err := thread().TexRefGetMipmappedArray(driver.TexRef(r))
	if err == nil {
		*p = C.uintptr_t(m)
	}
	return ret("cuTexRefGetMipmappedArray", err)
}

//export cuTexRefGetAddress_v2
func cuTexRefGetAddress_v2(p *C.ulonglong, r C.uintptr_t) (res C.CUresult) {
	defer guard("cuTexRefGetAddress", &res)
	if rec.on() {
		return fwdComment(sym_cuTexRefGetAddress_v2, "cuTexRefGetAddress_v2", u64(p), uint64(r))
	}
	if p == nil {
		return ret("cuTexRefGetAddress", errNullOut("pdptr"))
	}
	// Measured: the address is written (0) when the call fails too.
	a, err := thread().TexRefGetAddress(driver.TexRef(r))
	*p = C.ulonglong(a)
	return ret("cuTexRefGetAddress", err)
}

//export cuSurfRefSetArray
func cuSurfRefSetArray(r, a C.uintptr_t, flags C.uint) (res C.CUresult) {
	defer guard("cuSurfRefSetArray", &res)
	if rec.on() {
		return fwdComment(sym_cuSurfRefSetArray, "cuSurfRefSetArray", uint64(r), uint64(a), uint64(flags))
	}
	return ret("cuSurfRefSetArray", thread().SurfRefSetArray(driver.SurfRef(r), driver.Array(a), uint32(flags)))
}

//export cuSurfRefGetArray
func cuSurfRefGetArray(p *C.uintptr_t, r C.uintptr_t) (res C.CUresult) {
	defer guard("cuSurfRefGetArray", &res)
	if rec.on() {
		return fwdComment(sym_cuSurfRefGetArray, "cuSurfRefGetArray", u64(p), uint64(r))
	}
	if p == nil {
		return ret("cuSurfRefGetArray", errNullOut("phArray"))
	}
	a, err := thread().SurfRefGetArray(driver.SurfRef(r))
	if err == nil {
		*p = C.uintptr_t(a)
	}
	return ret("cuSurfRefGetArray", err)
}

//export cuParamSetTexRef
func cuParamSetTexRef(f C.uintptr_t, unit C.int, r C.uintptr_t) (res C.CUresult) {
	defer guard("cuParamSetTexRef", &res)
	if rec.on() {
		return fwdComment(sym_cuParamSetTexRef, "cuParamSetTexRef", uint64(f), uint64(unit), uint64(r))
	}
	return ret("cuParamSetTexRef", thread().ParamSetTexRef(driver.Function(f), int32(unit), driver.TexRef(r)))
}
