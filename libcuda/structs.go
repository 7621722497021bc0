//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"unsafe"

	"cudasim/cu"
	"cudasim/driver"
	"cudasim/trace"
)

// The codecs of the C structures and list elements internal/surface/surface.txt
// names (struct:NAME, list:ELEM:COUNT). Each NAME has
//
//	cNAME(p) T               the driver's value of the C object at p
//	traceNAME(p) trace.Value how the recorder writes it (trace/replay/structs.go reads it back)
//	sizeofNAME, maxNAME      (list elements) the C size, and the most a list may hold (0: no limit)
//
// The generated shims call them; a NULL pointer never reaches them unless
// the parameter is optional.

// CUmemLocation: {type, id}, written (type, id).
func cMemLocation(p unsafe.Pointer) driver.MemLocation {
	l := (*[2]int32)(p)
	return driver.MemLocation{Type: l[0], ID: l[1]}
}

func traceMemLocation(p unsafe.Pointer) trace.Value {
	if p == nil {
		return trace.Null()
	}
	l := cMemLocation(p)
	return trace.Tuple(trace.Int(int64(l.Type)), trace.Int(int64(l.ID)))
}

// CUmemPoolProps: allocType, handleTypes, location{type, id} (4 bytes
// each), win32SecurityAttributes at 16, maxSize at 24; NULL is the
// driver's to answer. Written (allocType, handleTypes, (type, id), maxSize).
func cMemPoolProps(p unsafe.Pointer) *driver.MemPoolProps {
	if p == nil {
		return nil
	}
	b := (*[32]byte)(p)
	i32 := func(o int) int32 { return *(*int32)(unsafe.Pointer(&b[o])) }
	return &driver.MemPoolProps{AllocType: i32(0), HandleTypes: i32(4), LocationType: i32(8), LocationID: i32(12),
		MaxSize: *(*uint64)(unsafe.Pointer(&b[24]))}
}

func traceMemPoolProps(p unsafe.Pointer) trace.Value {
	pp := cMemPoolProps(p)
	if pp == nil {
		return trace.Null()
	}
	return trace.Tuple(trace.Int(int64(pp.AllocType)), trace.Int(int64(pp.HandleTypes)),
		trace.Tuple(trace.Int(int64(pp.LocationType)), trace.Int(int64(pp.LocationID))), trace.Uint(pp.MaxSize))
}

// CUmemAccessDesc: {location{type, id}, flags}, written ((type, id), flags).
const sizeofMemAccessDesc, maxMemAccessDesc = 12, 1 << 16

func cMemAccessDesc(p unsafe.Pointer) driver.MemAccessDesc {
	e := (*[3]int32)(p)
	return driver.MemAccessDesc{Location: driver.MemLocation{Type: e[0], ID: e[1]}, Flags: e[2]}
}

func traceMemAccessDesc(p unsafe.Pointer) trace.Value {
	d := cMemAccessDesc(p)
	return trace.Tuple(trace.Tuple(trace.Int(int64(d.Location.Type)), trace.Int(int64(d.Location.ID))), trace.Int(int64(d.Flags)))
}

// CUDA_MEMSET_NODE_PARAMS, written (dst, pitch, value, elementSize, width,
// height).
func cMemsetNodeParams(p unsafe.Pointer) driver.MemsetNodeParams {
	return (*memsetNodeParams)(p).driver()
}

func traceMemsetNodeParams(p unsafe.Pointer) trace.Value {
	if p == nil {
		return trace.Null()
	}
	m := (*memsetNodeParams)(p)
	return trace.Tuple(rec.syms.Pointer(m.dst), trace.Uint(m.pitch), trace.Uint(uint64(m.value)), trace.Uint(uint64(m.elementSize)),
		trace.Uint(m.width), trace.Uint(m.height))
}

// CUDA_MEMCPY2D (struct:memcpy2D): the driver's value, and, for the
// recorder's comments (the copy is not traced: its host pointers are the
// program's memory), (srcX, srcY, srcType, srcHost, srcDevice, srcArray,
// srcPitch, dstX, ..., width, height).
func cMemcpy2D(p unsafe.Pointer) *driver.Memcpy2D { return (*memcpy2D)(p).driver() }

func traceMemcpy2D(p unsafe.Pointer) trace.Value {
	if p == nil {
		return trace.Null()
	}
	m := (*memcpy2D)(p)
	u := trace.Uint
	return trace.Tuple(u(m.srcX), u(m.srcY), u(uint64(m.srcType)), u(m.srcHost), u(m.srcDevice), u(m.srcArray), u(m.srcPitch),
		u(m.dstX), u(m.dstY), u(uint64(m.dstType)), u(m.dstHost), u(m.dstDevice), u(m.dstArray), u(m.dstPitch), u(m.width), u(m.height))
}

// CUgraphNode, in a list of dependencies.
const sizeofNode, maxNode = 8, 0

func cNode(p unsafe.Pointer) driver.GraphNode { return driver.GraphNode(*(*uintptr)(p)) }

func traceNode(p unsafe.Pointer) trace.Value { return rec.in(uint64(*(*uintptr)(p)), "node") }

// cList reads n elements of size bytes at p (NULL with n > 0 was answered
// before); more than max (if max is not 0), or more bytes than any host
// array (maxHostBytes, as a buffer), is CUDA_ERROR_INVALID_VALUE. The slice
// grows as the elements are read rather than being made for n at once: a
// count larger than the caller's array then faults on unmapped memory
// (guard answers CUDA_ERROR_INVALID_VALUE) before it costs the process its
// memory.
func cList[T any](p unsafe.Pointer, n uint64, size uintptr, max uint64, elem func(unsafe.Pointer) T) ([]T, error) {
	if n == 0 {
		return nil, nil
	}
	if max != 0 && n > max {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%d elements in a list (at most %d)", n, max)
	}
	if n > maxHostBytes/uint64(size) {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%d elements of %d bytes in a list: more than any host array", n, size)
	}
	return readList(p, n, size, elem), nil
}

// readList reads n elements of size bytes at p, growing the slice as it goes.
func readList[T any](p unsafe.Pointer, n uint64, size uintptr, elem func(unsafe.Pointer) T) []T {
	out := make([]T, 0, min(n, 1024))
	for i := uint64(0); i < n; i++ {
		out = append(out, elem(unsafe.Add(p, uintptr(i)*size)))
	}
	return out
}

// list writes a list parameter: null for NULL. It writes every element, as
// replay checks the list against its count (a list no host array can hold is
// written null: replay answers it as the emulator does a NULL list).
func (r *recorder) list(p unsafe.Pointer, n uint64, size uintptr, elem func(unsafe.Pointer) trace.Value) trace.Value {
	if p == nil || n > maxHostBytes/uint64(size) {
		return trace.Null()
	}
	return trace.List(readList(p, n, size, elem)...)
}

// boolInt is a driver's bool as the C int a call writes: 0 or 1.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// b2dFunc is a CUoccupancyB2DSize as the driver takes it: the program's
// function, called through the C trampoline cudasim_b2d (nil for NULL).
func b2dFunc(p unsafe.Pointer) func(int32) uint64 {
	if p == nil {
		return nil
	}
	return func(size int32) uint64 { return uint64(C.cudasim_b2d(p, C.int(size))) }
}

// poolAttrIn reads a memory pool attribute's value, 4 or 8 bytes as the
// attribute has it (an unknown attribute, or NULL, reads nothing: the
// driver answers it).
func poolAttrIn(p unsafe.Pointer, attr int) uint64 {
	if p == nil {
		return 0
	}
	switch driver.MemPoolAttrSize(attr) {
	case 4:
		return uint64(uint32(*(*int32)(p)))
	case 8:
		return *(*uint64)(p)
	}
	return 0
}

// poolAttrOut writes a memory pool attribute's value.
func poolAttrOut(p unsafe.Pointer, attr int, v uint64) {
	if driver.MemPoolAttrSize(attr) == 4 {
		*(*int32)(p) = int32(v)
	} else {
		*(*uint64)(p) = v
	}
}
