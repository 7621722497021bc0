//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"encoding/binary"
	"math"
	"unsafe"

	"cudasim/driver"
)

// cuStreamSetAttribute and cuStreamGetAttribute: the CUstreamAttrValue union
// (64 bytes) holds the member the attribute ID names; the driver decides
// (driver/streamattr.go).

const streamAttrValueSize = 64 // sizeof(CUstreamAttrValue)

//export cuStreamSetAttribute
func cuStreamSetAttribute(h C.uintptr_t, id C.uint, v unsafe.Pointer) (res C.CUresult) {
	defer guard("cuStreamSetAttribute", &res)
	return streamSetAttribute(sym_cuStreamSetAttribute, "cuStreamSetAttribute", h, id, v, false)
}

//export cuStreamSetAttribute_ptsz
func cuStreamSetAttribute_ptsz(h C.uintptr_t, id C.uint, v unsafe.Pointer) (res C.CUresult) {
	defer guard("cuStreamSetAttribute_ptsz", &res)
	return streamSetAttribute(sym_cuStreamSetAttribute_ptsz, "cuStreamSetAttribute_ptsz", h, id, v, true)
}

//export cuStreamGetAttribute
func cuStreamGetAttribute(h C.uintptr_t, id C.uint, v unsafe.Pointer) (res C.CUresult) {
	defer guard("cuStreamGetAttribute", &res)
	return streamGetAttribute(sym_cuStreamGetAttribute, "cuStreamGetAttribute", h, id, v, false)
}

//export cuStreamGetAttribute_ptsz
func cuStreamGetAttribute_ptsz(h C.uintptr_t, id C.uint, v unsafe.Pointer) (res C.CUresult) {
	defer guard("cuStreamGetAttribute_ptsz", &res)
	return streamGetAttribute(sym_cuStreamGetAttribute_ptsz, "cuStreamGetAttribute_ptsz", h, id, v, true)
}

func streamSetAttribute(sym int, name string, h C.uintptr_t, id C.uint, v unsafe.Pointer, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(h), uint64(id), uint64(uintptr(v)))
		rec.comment("%s(attr=%d) -> %d (not traced)", name, id, r)
		return r
	}
	if v == nil {
		// The H200's driver crashed on a NULL value (ctxprobe.txt).
		return ret(name, errNullOut("value"))
	}
	b := unsafe.Slice((*byte)(v), streamAttrValueSize)
	le := binary.LittleEndian
	val := driver.StreamAttrValue{
		Window: driver.AccessPolicyWindow{Base: le.Uint64(b[0:]), Bytes: le.Uint64(b[8:]),
			HitRatio: math.Float32frombits(le.Uint32(b[16:])), HitProp: le.Uint32(b[20:]), MissProp: le.Uint32(b[24:])},
		SyncPolicy: le.Uint32(b[0:]),
		Priority:   int32(le.Uint32(b[0:])),
	}
	return ret(name, thread().StreamSetAttribute(stream(h, pt), driver.LaunchAttributeID(id), val))
}

func streamGetAttribute(sym int, name string, h C.uintptr_t, id C.uint, v unsafe.Pointer, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(h), uint64(id), uint64(uintptr(v)))
		rec.comment("%s(attr=%d) -> %d (not traced)", name, id, r)
		return r
	}
	if v == nil {
		return ret(name, errNullOut("value"))
	}
	val, err := thread().StreamGetAttribute(stream(h, pt), driver.LaunchAttributeID(id))
	if err != nil {
		return ret(name, err)
	}
	// Only the member the attribute names is written.
	le := binary.LittleEndian
	switch driver.LaunchAttributeID(id) {
	case driver.LaunchAttributeAccessPolicyWindow:
		b := unsafe.Slice((*byte)(v), 28)
		w := val.Window
		le.PutUint64(b[0:], w.Base)
		le.PutUint64(b[8:], w.Bytes)
		le.PutUint32(b[16:], math.Float32bits(w.HitRatio))
		le.PutUint32(b[20:], w.HitProp)
		le.PutUint32(b[24:], w.MissProp)
	case driver.LaunchAttributeSynchronizationPolicy:
		le.PutUint32(unsafe.Slice((*byte)(v), 4), val.SyncPolicy)
	case driver.LaunchAttributePriority:
		le.PutUint32(unsafe.Slice((*byte)(v), 4), uint32(val.Priority))
	}
	return ret(name, nil)
}
