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

const launchAttrValueSize = 64 // sizeof(CUlaunchAttributeValue): CUstreamAttrValue, CUkernelNodeAttrValue

// launchAttrValue reads a CUlaunchAttributeValue union as every member at
// once (the driver uses the one the attribute ID names).
func launchAttrValue(v unsafe.Pointer) driver.LaunchAttrValue {
	b := unsafe.Slice((*byte)(v), launchAttrValueSize)
	le := binary.LittleEndian
	i32 := int32(le.Uint32(b))
	return driver.LaunchAttrValue{
		Window: driver.AccessPolicyWindow{Base: le.Uint64(b[0:]), Bytes: le.Uint64(b[8:]),
			HitRatio: math.Float32frombits(le.Uint32(b[16:])), HitProp: le.Uint32(b[20:]), MissProp: le.Uint32(b[24:])},
		SyncPolicy: uint32(i32), Priority: i32, Cooperative: i32, ClusterSchedulingPolicy: i32, MemSyncDomain: i32,
		DeviceUpdatable: i32, SharedMemCarveout: i32,
		ClusterDim:       [3]uint32{le.Uint32(b[0:]), le.Uint32(b[4:]), le.Uint32(b[8:])},
		MemSyncDomainMap: [2]uint8{b[0], b[1]},
	}
}

// putLaunchAttrValue writes the member of a CUlaunchAttributeValue union
// that id names, and nothing else (measured: the H200 wrote 4 bytes of a
// scalar, 12 of a cluster dimension, 2 of a domain map, the flag and the
// devNode of a device-updatable node, the whole 32-byte window;
// testdata/reference/streamops, section kattr).
func putLaunchAttrValue(v unsafe.Pointer, id driver.LaunchAttributeID, val driver.LaunchAttrValue) {
	b := unsafe.Slice((*byte)(v), launchAttrValueSize)
	le := binary.LittleEndian
	switch id {
	case driver.LaunchAttributeAccessPolicyWindow:
		w := val.Window
		le.PutUint64(b[0:], w.Base)
		le.PutUint64(b[8:], w.Bytes)
		le.PutUint32(b[16:], math.Float32bits(w.HitRatio))
		le.PutUint32(b[20:], w.HitProp)
		le.PutUint32(b[24:], w.MissProp)
		le.PutUint32(b[28:], 0) // the struct's padding
	case driver.LaunchAttributeSynchronizationPolicy:
		le.PutUint32(b, val.SyncPolicy)
	case driver.LaunchAttributePriority:
		le.PutUint32(b, uint32(val.Priority))
	case driver.LaunchAttributeCooperative:
		le.PutUint32(b, uint32(val.Cooperative))
	case driver.LaunchAttributeClusterDim:
		le.PutUint32(b[0:], val.ClusterDim[0])
		le.PutUint32(b[4:], val.ClusterDim[1])
		le.PutUint32(b[8:], val.ClusterDim[2])
	case driver.LaunchAttributeClusterSchedulingPolicy:
		le.PutUint32(b, uint32(val.ClusterSchedulingPolicy))
	case driver.LaunchAttributeMemSyncDomainMap:
		b[0], b[1] = val.MemSyncDomainMap[0], val.MemSyncDomainMap[1]
	case driver.LaunchAttributeMemSyncDomain:
		le.PutUint32(b, uint32(val.MemSyncDomain))
	case driver.LaunchAttributeDeviceUpdatableKernelNode:
		le.PutUint32(b[0:], uint32(val.DeviceUpdatable))
		le.PutUint64(b[8:], val.DevNode)
	case driver.LaunchAttributePreferredSharedMemoryCarveout:
		le.PutUint32(b, uint32(val.SharedMemCarveout))
	}
}

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
	return ret(name, thread().StreamSetAttribute(stream(h, pt), driver.LaunchAttributeID(id), launchAttrValue(v)))
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
	putLaunchAttrValue(v, driver.LaunchAttributeID(id), val)
	return ret(name, nil)
}
