//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"fmt"
	"unsafe"

	"cudasim/driver"
	"cudasim/trace"
)

// Occupancy and stream priorities.

//export cuOccupancyMaxActiveBlocksPerMultiprocessor
func cuOccupancyMaxActiveBlocksPerMultiprocessor(n *C.int, f C.uintptr_t, blockSize C.int, dyn C.size_t) (res C.CUresult) {
	defer guard("cuOccupancyMaxActiveBlocksPerMultiprocessor", &res)
	return maxActiveBlocks("cuOccupancyMaxActiveBlocksPerMultiprocessor", sym_cuOccupancyMaxActiveBlocksPerMultiprocessor, n, f, blockSize, dyn, 0, false)
}

//export cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags
func cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(n *C.int, f C.uintptr_t, blockSize C.int, dyn C.size_t, flags C.uint) (res C.CUresult) {
	defer guard("cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", &res)
	return maxActiveBlocks("cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", sym_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, n, f, blockSize, dyn, flags, true)
}

func maxActiveBlocks(name string, sym int, n *C.int, f C.uintptr_t, blockSize C.int, dyn C.size_t, flags C.uint, withFlags bool) C.CUresult {
	if rec.on() {
		a := []uint64{u64(n), uint64(f), uint64(uint32(blockSize)), uint64(dyn)}
		ta := args(rec.fn(f), trace.Int(int64(blockSize)), trace.Int(int64(dyn)))
		if withFlags {
			a = append(a, uint64(flags))
			ta = append(ta, trace.Int(int64(flags)))
		}
		r := rec.fwd(sym, a...)
		rec.record(name, r, ta, func() []trace.Value { return vals(trace.Int(int64(*n))) })
		return r
	}
	if n == nil {
		return ret(name, errNullOut("numBlocks"))
	}
	v, err := thread().OccupancyMaxActiveBlocksPerMultiprocessorWithFlags(driver.Function(f), int32(blockSize), uint64(dyn), uint32(flags))
	if err == nil {
		*n = C.int(v)
	}
	return ret(name, err)
}

//export cuOccupancyMaxPotentialBlockSize
func cuOccupancyMaxPotentialBlockSize(minGrid, block *C.int, f C.uintptr_t, b2d unsafe.Pointer, dyn C.size_t, limit C.int) (res C.CUresult) {
	defer guard("cuOccupancyMaxPotentialBlockSize", &res)
	return maxPotentialBlockSize("cuOccupancyMaxPotentialBlockSize", sym_cuOccupancyMaxPotentialBlockSize, minGrid, block, f, b2d, dyn, limit, 0, false)
}

//export cuOccupancyMaxPotentialBlockSizeWithFlags
func cuOccupancyMaxPotentialBlockSizeWithFlags(minGrid, block *C.int, f C.uintptr_t, b2d unsafe.Pointer, dyn C.size_t, limit C.int, flags C.uint) (res C.CUresult) {
	defer guard("cuOccupancyMaxPotentialBlockSizeWithFlags", &res)
	return maxPotentialBlockSize("cuOccupancyMaxPotentialBlockSizeWithFlags", sym_cuOccupancyMaxPotentialBlockSizeWithFlags, minGrid, block, f, b2d, dyn, limit, flags, true)
}

// maxPotentialBlockSize serves both entry points. b2d, the program's
// CUoccupancyB2DSize, is called through the C trampoline cudasim_b2d for
// each candidate block size.
func maxPotentialBlockSize(name string, sym int, minGrid, block *C.int, f C.uintptr_t, b2d unsafe.Pointer, dyn C.size_t, limit C.int, flags C.uint, withFlags bool) C.CUresult {
	if rec.on() {
		a := []uint64{u64(minGrid), u64(block), uint64(f), uint64(uintptr(b2d)), uint64(dyn), uint64(uint32(limit))}
		if withFlags {
			a = append(a, uint64(flags))
		}
		r := rec.fwd(sym, a...)
		if b2d != nil {
			// A trace cannot hold the program's function.
			tail := ""
			if withFlags {
				tail = fmt.Sprintf(", %d", uint(flags))
			}
			rec.comment("%s(%v, <blockSizeToDynamicSMemSize %p>, %d, %d%s) -> %d", name, rec.fn(f), b2d, uint64(dyn), int(limit), tail, r)
			return r
		}
		ta := args(rec.fn(f), trace.Int(int64(dyn)), trace.Int(int64(limit)))
		if withFlags {
			ta = append(ta, trace.Int(int64(flags)))
		}
		rec.record(name, r, ta, func() []trace.Value { return vals(trace.Int(int64(*minGrid)), trace.Int(int64(*block))) })
		return r
	}
	if minGrid == nil {
		return ret(name, errNullOut("minGridSize"))
	}
	if block == nil {
		return ret(name, errNullOut("blockSize"))
	}
	var perBlock func(int32) uint64
	if b2d != nil {
		perBlock = func(size int32) uint64 { return uint64(C.cudasim_b2d(b2d, C.int(size))) }
	}
	g, b, err := thread().OccupancyMaxPotentialBlockSizeWithFlags(driver.Function(f), perBlock, uint64(dyn), int32(limit), uint32(flags))
	if err == nil {
		*minGrid, *block = C.int(g), C.int(b)
	}
	return ret(name, err)
}

//export cuOccupancyAvailableDynamicSMemPerBlock
func cuOccupancyAvailableDynamicSMemPerBlock(size *C.size_t, f C.uintptr_t, numBlocks, blockSize C.int) (res C.CUresult) {
	const name = "cuOccupancyAvailableDynamicSMemPerBlock"
	defer guard(name, &res)
	if rec.on() {
		r := rec.fwd(sym_cuOccupancyAvailableDynamicSMemPerBlock, u64(size), uint64(f), uint64(uint32(numBlocks)), uint64(uint32(blockSize)))
		rec.record(name, r, args(rec.fn(f), trace.Int(int64(numBlocks)), trace.Int(int64(blockSize))), func() []trace.Value { return vals(trace.Int(int64(*size))) })
		return r
	}
	if size == nil {
		return ret(name, errNullOut("dynamicSmemSize"))
	}
	v, err := thread().OccupancyAvailableDynamicSMemPerBlock(driver.Function(f), int32(numBlocks), int32(blockSize))
	if err == nil {
		*size = C.size_t(v)
	}
	return ret(name, err)
}

//export cuCtxGetStreamPriorityRange
func cuCtxGetStreamPriorityRange(least, greatest *C.int) (res C.CUresult) {
	const name = "cuCtxGetStreamPriorityRange"
	defer guard(name, &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxGetStreamPriorityRange, u64(least), u64(greatest))
		if least == nil || greatest == nil {
			rec.comment("%s(least %p, greatest %p) -> %d", name, least, greatest, r)
			return r
		}
		rec.record(name, r, nil, func() []trace.Value { return vals(trace.Int(int64(*least)), trace.Int(int64(*greatest))) })
		return r
	}
	// Either pointer may be NULL: the H200 answered CUDA_SUCCESS to
	// cuCtxGetStreamPriorityRange(NULL, NULL) (testdata/reference/probe2).
	lo, hi, err := thread().CtxGetStreamPriorityRange()
	if err == nil {
		if least != nil {
			*least = C.int(lo)
		}
		if greatest != nil {
			*greatest = C.int(hi)
		}
	}
	return ret(name, err)
}
