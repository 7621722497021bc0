//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"unsafe"

	"cudasim/driver"
	"cudasim/sim"
)

// Tensor maps (CUtensorMap, 128 opaque bytes): the driver checks the arguments and writes
// cudasim's own encoding, which only cudasim's engine reads. The recorder forwards these calls and
// notes them as comments: the trace format has no form for them.

// tensorArgs reads the caller's arrays: as many entries as the rank says (at most 5, none when
// the rank is out of range, which the driver refuses before looking at them).
func tensorArgs(a *driver.TensorMapArgs, dims, strides, estr unsafe.Pointer) {
	n := int(a.Rank)
	if n < 1 || n > 5 {
		n = 0
	}
	if dims != nil {
		a.Dims = append([]uint64{}, unsafe.Slice((*uint64)(dims), n)...)
	}
	if strides != nil {
		a.Strides = append([]uint64{}, unsafe.Slice((*uint64)(strides), max(n-1, 0))...)
	}
	if estr != nil {
		a.ElemStrides = append([]uint32{}, unsafe.Slice((*uint32)(estr), n)...)
	}
}

func writeTensorMap(m unsafe.Pointer, b [sim.TensorMapSize]byte) {
	copy(unsafe.Slice((*byte)(m), sim.TensorMapSize), b[:])
}

//export cuTensorMapEncodeTiled
func cuTensorMapEncodeTiled(m unsafe.Pointer, dt C.int, rank C.uint, addr unsafe.Pointer, dims, strides, box, estr unsafe.Pointer,
	il, sw, l2, oob C.int) (res C.CUresult) {
	defer guard("cuTensorMapEncodeTiled", &res)
	if rec.on() {
		return fwdComment(sym_cuTensorMapEncodeTiled, "cuTensorMapEncodeTiled", uint64(uintptr(m)), uint64(dt), uint64(rank),
			uint64(uintptr(addr)), uint64(uintptr(dims)), uint64(uintptr(strides)), uint64(uintptr(box)), uint64(uintptr(estr)),
			uint64(il), uint64(sw), uint64(l2), uint64(oob))
	}
	if m == nil {
		return ret("cuTensorMapEncodeTiled", errNullOut("tensorMap"))
	}
	a := &driver.TensorMapArgs{DataType: uint32(dt), Rank: uint32(rank), Addr: uint64(uintptr(addr)),
		Interleave: uint32(il), Swizzle: uint32(sw), L2Promotion: uint32(l2), OOBFill: uint32(oob)}
	tensorArgs(a, dims, strides, estr)
	if box != nil && a.Rank >= 1 && a.Rank <= 5 {
		a.Box = append([]uint32{}, unsafe.Slice((*uint32)(box), a.Rank)...)
	}
	b, err := thread().TensorMapEncode(a, uintptr(m)%64 == 0)
	if err == nil {
		writeTensorMap(m, b)
	}
	return ret("cuTensorMapEncodeTiled", err)
}

//export cuTensorMapEncodeIm2col
func cuTensorMapEncodeIm2col(m unsafe.Pointer, dt C.int, rank C.uint, addr unsafe.Pointer, dims, strides, lower, upper unsafe.Pointer,
	channels, pixels C.uint, estr unsafe.Pointer, il, sw, l2, oob C.int) (res C.CUresult) {
	defer guard("cuTensorMapEncodeIm2col", &res)
	if rec.on() {
		return fwdComment(sym_cuTensorMapEncodeIm2col, "cuTensorMapEncodeIm2col", uint64(uintptr(m)), uint64(dt), uint64(rank),
			uint64(uintptr(addr)), uint64(uintptr(dims)), uint64(uintptr(strides)), uint64(uintptr(lower)), uint64(uintptr(upper)),
			uint64(channels), uint64(pixels), uint64(uintptr(estr)), uint64(il), uint64(sw), uint64(l2), uint64(oob))
	}
	if m == nil {
		return ret("cuTensorMapEncodeIm2col", errNullOut("tensorMap"))
	}
	a := &driver.TensorMapArgs{Im2col: true, DataType: uint32(dt), Rank: uint32(rank), Addr: uint64(uintptr(addr)),
		Channels: uint32(channels), Pixels: uint32(pixels), Interleave: uint32(il), Swizzle: uint32(sw), L2Promotion: uint32(l2), OOBFill: uint32(oob)}
	tensorArgs(a, dims, strides, estr)
	if n := int(a.Rank) - 2; n >= 1 && n <= 3 {
		if lower != nil {
			a.Lower = append([]int32{}, unsafe.Slice((*int32)(lower), n)...)
		}
		if upper != nil {
			a.Upper = append([]int32{}, unsafe.Slice((*int32)(upper), n)...)
		}
	}
	b, err := thread().TensorMapEncode(a, uintptr(m)%64 == 0)
	if err == nil {
		writeTensorMap(m, b)
	}
	return ret("cuTensorMapEncodeIm2col", err)
}

//export cuTensorMapEncodeIm2colWide
func cuTensorMapEncodeIm2colWide(m unsafe.Pointer, dt C.int, rank C.uint, addr unsafe.Pointer, dims, strides unsafe.Pointer,
	lowerW, upperW C.int, channels, pixels C.uint, estr unsafe.Pointer, il, mode, sw, l2, oob C.int) (res C.CUresult) {
	defer guard("cuTensorMapEncodeIm2colWide", &res)
	if rec.on() {
		return fwdComment(sym_cuTensorMapEncodeIm2colWide, "cuTensorMapEncodeIm2colWide", uint64(uintptr(m)), uint64(dt), uint64(rank),
			uint64(uintptr(addr)), uint64(uintptr(dims)), uint64(uintptr(strides)), uint64(lowerW), uint64(upperW),
			uint64(channels), uint64(pixels), uint64(uintptr(estr)), uint64(il), uint64(mode), uint64(sw), uint64(l2), uint64(oob))
	}
	if m == nil {
		return ret("cuTensorMapEncodeIm2colWide", errNullOut("tensorMap"))
	}
	a := &driver.TensorMapArgs{Im2col: true, Wide: true, WideMode: uint32(mode), DataType: uint32(dt), Rank: uint32(rank),
		Addr: uint64(uintptr(addr)), Lower: []int32{int32(lowerW)}, Upper: []int32{int32(upperW)}, Channels: uint32(channels),
		Pixels: uint32(pixels), Interleave: uint32(il), Swizzle: uint32(sw), L2Promotion: uint32(l2), OOBFill: uint32(oob)}
	tensorArgs(a, dims, strides, estr)
	b, err := thread().TensorMapEncode(a, uintptr(m)%64 == 0)
	if err == nil {
		writeTensorMap(m, b)
	}
	return ret("cuTensorMapEncodeIm2colWide", err)
}

//export cuTensorMapReplaceAddress
func cuTensorMapReplaceAddress(m unsafe.Pointer, addr unsafe.Pointer) (res C.CUresult) {
	defer guard("cuTensorMapReplaceAddress", &res)
	if rec.on() {
		return fwdComment(sym_cuTensorMapReplaceAddress, "cuTensorMapReplaceAddress", uint64(uintptr(m)), uint64(uintptr(addr)))
	}
	if m == nil {
		return ret("cuTensorMapReplaceAddress", errNullOut("tensorMap"))
	}
	var b [sim.TensorMapSize]byte
	copy(b[:], unsafe.Slice((*byte)(m), sim.TensorMapSize))
	err := thread().TensorMapReplaceAddress(&b, uint64(uintptr(addr)))
	if err == nil {
		writeTensorMap(m, b)
	}
	return ret("cuTensorMapReplaceAddress", err)
}
