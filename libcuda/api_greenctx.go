//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"encoding/binary"
	"unsafe"

	"cudasim/cu"
	"cudasim/driver"
)

// Green contexts (driver/greenctx.go). A CUdevResource is 144 bytes in
// CUDA 13.0 (the H200's probe: sizeof 144, the SM fields from byte 96, and
// the driver writes all 144 bytes): the type, 92 bytes the driver keeps to
// itself, then smCount, minSmPartitionSize, smCoscheduledAlignment and
// flags. cudasim keeps its own description (a tag, the device, the first
// SM, the part) in the first of the internal bytes; later CUDA versions'
// larger structures (a next pointer after byte 144) are left alone beyond
// those 144 bytes, as driver 580 leaves them.

const (
	devResourceBytes = 144
	devResourceSM    = 96
	devResourceTag   = 0x4d495343 // "CSIM": the internal bytes are cudasim's
)

func putDevResource(p unsafe.Pointer, r driver.DevResource) {
	b := unsafe.Slice((*byte)(p), devResourceBytes)
	clear(b)
	le := binary.LittleEndian
	le.PutUint32(b[0:], uint32(r.Type))
	le.PutUint32(b[4:], devResourceTag)
	le.PutUint32(b[8:], uint32(r.Device))
	le.PutUint32(b[12:], r.First)
	le.PutUint32(b[16:], uint32(r.Part))
	le.PutUint32(b[20:], resourceCheck(r))
	le.PutUint32(b[devResourceSM:], r.SMCount)
	le.PutUint32(b[devResourceSM+4:], r.MinPartition)
	le.PutUint32(b[devResourceSM+8:], r.Alignment)
	le.PutUint32(b[devResourceSM+12:], r.Flags)
}

// getDevResource reads a resource the program hands back. One without
// cudasim's tag (zeroed, or filled in by hand) keeps its type, so that a
// type other than SM is answered as such, and has no SMs.
func getDevResource(p unsafe.Pointer) driver.DevResource {
	b := unsafe.Slice((*byte)(p), devResourceBytes)
	le := binary.LittleEndian
	r := driver.DevResource{Type: driver.DevResourceType(le.Uint32(b[0:]))}
	if le.Uint32(b[4:]) != devResourceTag {
		return r
	}
	r.Device = int32(le.Uint32(b[8:]))
	r.First = le.Uint32(b[12:])
	r.Part = driver.ResourcePart(le.Uint32(b[16:]))
	r.SMCount = le.Uint32(b[devResourceSM:])
	r.MinPartition = le.Uint32(b[devResourceSM+4:])
	r.Alignment = le.Uint32(b[devResourceSM+8:])
	r.Flags = le.Uint32(b[devResourceSM+12:])
	if le.Uint32(b[20:]) != resourceCheck(r) {
		// Its SM count (or another field) was changed: driver 580 refused
		// a group whose smCount was rewritten with
		// CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION, as cudasim does a
		// resource of no SMs.
		r.SMCount = 0
	}
	return r
}

// resourceCheck ties a resource's fields together, so that one the
// program changed is told from one the driver wrote.
func resourceCheck(r driver.DevResource) uint32 {
	h := uint32(2166136261)
	for _, v := range []uint32{uint32(r.Type), uint32(r.Device), r.First, uint32(r.Part), r.SMCount, r.MinPartition, r.Alignment, r.Flags} {
		h = (h ^ v) * 16777619
	}
	return h
}

func devResourceOut(name string, p unsafe.Pointer, r driver.DevResource, err error) C.CUresult {
	if err == nil {
		putDevResource(p, r)
	}
	return ret(name, err)
}

//export cuDeviceGetDevResource
func cuDeviceGetDevResource(dev C.int, res unsafe.Pointer, typ C.uint) (result C.CUresult) {
	defer guard("cuDeviceGetDevResource", &result)
	if rec.on() {
		return fwdGraph("cuDeviceGetDevResource", sym_cuDeviceGetDevResource, uint64(dev), uint64(uintptr(res)), uint64(typ))
	}
	if res == nil {
		return ret("cuDeviceGetDevResource", errNullOut("resource"))
	}
	r, err := thread().DeviceGetDevResource(driver.Device(dev), driver.DevResourceType(typ))
	return devResourceOut("cuDeviceGetDevResource", res, r, err)
}

//export cuCtxGetDevResource
func cuCtxGetDevResource(c C.uintptr_t, res unsafe.Pointer, typ C.uint) (result C.CUresult) {
	defer guard("cuCtxGetDevResource", &result)
	if rec.on() {
		return fwdGraph("cuCtxGetDevResource", sym_cuCtxGetDevResource, uint64(c), uint64(uintptr(res)), uint64(typ))
	}
	if res == nil {
		return ret("cuCtxGetDevResource", errNullOut("resource"))
	}
	r, err := thread().CtxGetDevResource(driver.Context(c), driver.DevResourceType(typ))
	return devResourceOut("cuCtxGetDevResource", res, r, err)
}

//export cuGreenCtxGetDevResource
func cuGreenCtxGetDevResource(g C.uintptr_t, res unsafe.Pointer, typ C.uint) (result C.CUresult) {
	defer guard("cuGreenCtxGetDevResource", &result)
	if rec.on() {
		return fwdGraph("cuGreenCtxGetDevResource", sym_cuGreenCtxGetDevResource, uint64(g), uint64(uintptr(res)), uint64(typ))
	}
	if res == nil {
		return ret("cuGreenCtxGetDevResource", errNullOut("resource"))
	}
	r, err := thread().GreenCtxGetDevResource(driver.GreenCtx(g), driver.DevResourceType(typ))
	return devResourceOut("cuGreenCtxGetDevResource", res, r, err)
}

// cuDevSmResourceSplitByCount: with result NULL it counts the groups (and
// writes no remaining resource, as measured); nbGroups 0 with a result
// array, a NULL nbGroups or input are CUDA_ERROR_INVALID_VALUE (measured).
//
//export cuDevSmResourceSplitByCount
func cuDevSmResourceSplitByCount(result unsafe.Pointer, nbGroups *C.uint, input, remaining unsafe.Pointer, flags, minCount C.uint) (res C.CUresult) {
	const name = "cuDevSmResourceSplitByCount"
	defer guard(name, &res)
	if rec.on() {
		return fwdGraph(name, sym_cuDevSmResourceSplitByCount, uint64(uintptr(result)), ptr(nbGroups), uint64(uintptr(input)), uint64(uintptr(remaining)), uint64(flags), uint64(minCount))
	}
	if nbGroups == nil || input == nil {
		return ret(name, errNullOut("nbGroups or input"))
	}
	n := uint32(*nbGroups)
	if result != nil && n == 0 {
		return ret(name, cu.Errorf(cu.ErrorInvalidValue, "cuDevSmResourceSplitByCount of 0 groups into a result array"))
	}
	if result == nil {
		n = 0
	}
	groups, got, rem, err := thread().DevSmResourceSplitByCount(n, getDevResource(input), uint32(flags), uint32(minCount))
	if err != nil {
		return ret(name, err)
	}
	for i, g := range groups {
		putDevResource(unsafe.Add(result, i*devResourceBytes), g)
	}
	*nbGroups = C.uint(got)
	if remaining != nil && result != nil {
		putDevResource(remaining, rem)
	}
	return 0
}

//export cuDevResourceGenerateDesc
func cuDevResourceGenerateDesc(desc *C.uintptr_t, resources unsafe.Pointer, n C.uint) (res C.CUresult) {
	defer guard("cuDevResourceGenerateDesc", &res)
	if rec.on() {
		return fwdGraph("cuDevResourceGenerateDesc", sym_cuDevResourceGenerateDesc, ptr(desc), uint64(uintptr(resources)), uint64(n))
	}
	if desc == nil || resources == nil {
		return ret("cuDevResourceGenerateDesc", errNullOut("phDesc or resources"))
	}
	if n == 0 || n > 64 {
		return ret("cuDevResourceGenerateDesc", cu.Errorf(cu.ErrorInvalidValue, "cuDevResourceGenerateDesc of %d resources", n))
	}
	rs := make([]driver.DevResource, n)
	for i := range rs {
		rs[i] = getDevResource(unsafe.Add(resources, i*devResourceBytes))
	}
	d, err := thread().DevResourceGenerateDesc(rs)
	if err == nil {
		*desc = C.uintptr_t(d)
	}
	return ret("cuDevResourceGenerateDesc", err)
}

//export cuGreenCtxCreate
func cuGreenCtxCreate(pg *C.uintptr_t, desc C.uintptr_t, dev C.int, flags C.uint) (res C.CUresult) {
	defer guard("cuGreenCtxCreate", &res)
	if rec.on() {
		return fwdGraph("cuGreenCtxCreate", sym_cuGreenCtxCreate, ptr(pg), uint64(desc), uint64(dev), uint64(flags))
	}
	if pg == nil {
		return ret("cuGreenCtxCreate", errNullOut("phCtx"))
	}
	g, err := thread().GreenCtxCreate(driver.DevResourceDesc(desc), driver.Device(dev), uint32(flags))
	if err == nil {
		*pg = C.uintptr_t(g)
	}
	return ret("cuGreenCtxCreate", err)
}

//export cuGreenCtxDestroy
func cuGreenCtxDestroy(g C.uintptr_t) (res C.CUresult) {
	defer guard("cuGreenCtxDestroy", &res)
	if rec.on() {
		return fwdGraph("cuGreenCtxDestroy", sym_cuGreenCtxDestroy, uint64(g))
	}
	return ret("cuGreenCtxDestroy", thread().GreenCtxDestroy(driver.GreenCtx(g)))
}

//export cuCtxFromGreenCtx
func cuCtxFromGreenCtx(pctx *C.uintptr_t, g C.uintptr_t) (res C.CUresult) {
	defer guard("cuCtxFromGreenCtx", &res)
	if rec.on() {
		return fwdGraph("cuCtxFromGreenCtx", sym_cuCtxFromGreenCtx, ptr(pctx), uint64(g))
	}
	if pctx == nil {
		return ret("cuCtxFromGreenCtx", errNullOut("pContext"))
	}
	c, err := thread().CtxFromGreenCtx(driver.GreenCtx(g))
	if err == nil {
		*pctx = C.uintptr_t(c)
	}
	return ret("cuCtxFromGreenCtx", err)
}

//export cuGreenCtxGetId
func cuGreenCtxGetId(g C.uintptr_t, id *C.ulonglong) (res C.CUresult) {
	defer guard("cuGreenCtxGetId", &res)
	if rec.on() {
		return fwdGraph("cuGreenCtxGetId", sym_cuGreenCtxGetId, uint64(g), ptr(id))
	}
	if id == nil {
		return ret("cuGreenCtxGetId", errNullOut("greenCtxId"))
	}
	v, err := thread().GreenCtxGetId(driver.GreenCtx(g))
	if err == nil {
		*id = C.ulonglong(v)
	}
	return ret("cuGreenCtxGetId", err)
}

//export cuGreenCtxStreamCreate
func cuGreenCtxStreamCreate(ps *C.uintptr_t, g C.uintptr_t, flags C.uint, priority C.int) (res C.CUresult) {
	defer guard("cuGreenCtxStreamCreate", &res)
	if rec.on() {
		return fwdGraph("cuGreenCtxStreamCreate", sym_cuGreenCtxStreamCreate, ptr(ps), uint64(g), uint64(flags), uint64(uint32(priority)))
	}
	if ps == nil {
		return ret("cuGreenCtxStreamCreate", errNullOut("phStream"))
	}
	s, err := thread().GreenCtxStreamCreate(driver.GreenCtx(g), uint32(flags), int32(priority))
	if err == nil {
		*ps = C.uintptr_t(s)
	}
	return ret("cuGreenCtxStreamCreate", err)
}

//export cuStreamGetGreenCtx
func cuStreamGetGreenCtx(s C.uintptr_t, pg *C.uintptr_t) (res C.CUresult) {
	defer guard("cuStreamGetGreenCtx", &res)
	if rec.on() {
		return fwdGraph("cuStreamGetGreenCtx", sym_cuStreamGetGreenCtx, uint64(s), ptr(pg))
	}
	if pg == nil {
		return ret("cuStreamGetGreenCtx", errNullOut("phCtx"))
	}
	g, err := thread().StreamGetGreenCtx(stream(s, false))
	if err == nil {
		*pg = C.uintptr_t(g)
	}
	return ret("cuStreamGetGreenCtx", err)
}

//export cuGreenCtxRecordEvent
func cuGreenCtxRecordEvent(g, ev C.uintptr_t) (res C.CUresult) {
	defer guard("cuGreenCtxRecordEvent", &res)
	if rec.on() {
		return fwdGraph("cuGreenCtxRecordEvent", sym_cuGreenCtxRecordEvent, uint64(g), uint64(ev))
	}
	return ret("cuGreenCtxRecordEvent", thread().GreenCtxRecordEvent(driver.GreenCtx(g), driver.Event(ev)))
}

//export cuGreenCtxWaitEvent
func cuGreenCtxWaitEvent(g, ev C.uintptr_t) (res C.CUresult) {
	defer guard("cuGreenCtxWaitEvent", &res)
	if rec.on() {
		return fwdGraph("cuGreenCtxWaitEvent", sym_cuGreenCtxWaitEvent, uint64(g), uint64(ev))
	}
	return ret("cuGreenCtxWaitEvent", thread().GreenCtxWaitEvent(driver.GreenCtx(g), driver.Event(ev)))
}
