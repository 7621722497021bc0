//go:build linux && amd64

package main

/*
#include <stdlib.h>
#include "cudasim.h"
*/
import "C"

import (
	"sync"
	"unsafe"

	"cudasim/cu"
	"cudasim/driver"
)

// Stream memory operations (driver/streammemop.go): cuStreamWaitValue*,
// cuStreamWriteValue*, cuStreamBatchMemOp and the graph batch-mem-op node.
// The recorder forwards them and writes them as comments. The pre-11.7
// symbols (without _v2) answer CUDA_ERROR_NOT_SUPPORTED, as the H200's
// driver 580 did (testdata/reference/streamops, section waitvalue: its
// CAN_USE_STREAM_MEM_OPS_V1 attributes are 0).

// memOpSize is sizeof(CUstreamBatchMemOpParams): a wait or write has its
// operation at 0, address at 8, value at 16 and flags at 24; a barrier or
// flush its flags at 4.
const memOpSize = 48

func memOpsOf(p unsafe.Pointer, n int) []driver.MemOp {
	ops := make([]driver.MemOp, n)
	for i := range ops {
		q := unsafe.Add(p, i*memOpSize)
		op := driver.MemOp{Type: driver.MemOpType(*(*uint32)(q))}
		switch op.Type {
		case driver.MemOpBarrier, driver.MemOpFlushRemoteWrites:
			op.Flags = *(*uint32)(unsafe.Add(q, 4))
		default:
			op.Addr = driver.DevicePtr(*(*uint64)(unsafe.Add(q, 8)))
			op.Value = *(*uint64)(unsafe.Add(q, 16))
			if op.Type == driver.MemOpWaitValue32 || op.Type == driver.MemOpWriteValue32 {
				op.Value = uint64(*(*uint32)(unsafe.Add(q, 16)))
			}
			op.Flags = *(*uint32)(unsafe.Add(q, 24))
		}
		ops[i] = op
	}
	return ops
}

func putMemOps(p unsafe.Pointer, ops []driver.MemOp) {
	for i, op := range ops {
		q := unsafe.Slice((*byte)(unsafe.Add(p, i*memOpSize)), memOpSize)
		clear(q)
		*(*uint32)(unsafe.Pointer(&q[0])) = uint32(op.Type)
		switch op.Type {
		case driver.MemOpBarrier, driver.MemOpFlushRemoteWrites:
			*(*uint32)(unsafe.Pointer(&q[4])) = op.Flags
		default:
			*(*uint64)(unsafe.Pointer(&q[8])) = uint64(op.Addr)
			*(*uint64)(unsafe.Pointer(&q[16])) = op.Value
			*(*uint32)(unsafe.Pointer(&q[24])) = op.Flags
		}
	}
}

func memOpCall(name string, sym int, pt bool, s C.uintptr_t, addr C.ulonglong, v uint64, flags C.uint,
	run func(t *driver.Thread, s driver.Stream) error) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(s), uint64(addr), v, uint64(flags))
		rec.comment("%s(%v, %#x, %#x, %#x) -> %d (forwarded, not traced)", name, rec.strm(s), uint64(addr), v, uint32(flags), r)
		return r
	}
	return ret(name, run(thread(), stream(s, pt)))
}

func waitValue32(name string, sym int, pt bool, s C.uintptr_t, addr C.ulonglong, v, flags C.uint) C.CUresult {
	return memOpCall(name, sym, pt, s, addr, uint64(v), flags, func(t *driver.Thread, st driver.Stream) error {
		return t.StreamWaitValue32(st, driver.DevicePtr(addr), uint32(v), uint32(flags))
	})
}

func waitValue64(name string, sym int, pt bool, s C.uintptr_t, addr, v C.ulonglong, flags C.uint) C.CUresult {
	return memOpCall(name, sym, pt, s, addr, uint64(v), flags, func(t *driver.Thread, st driver.Stream) error {
		return t.StreamWaitValue64(st, driver.DevicePtr(addr), uint64(v), uint32(flags))
	})
}

func writeValue32(name string, sym int, pt bool, s C.uintptr_t, addr C.ulonglong, v, flags C.uint) C.CUresult {
	return memOpCall(name, sym, pt, s, addr, uint64(v), flags, func(t *driver.Thread, st driver.Stream) error {
		return t.StreamWriteValue32(st, driver.DevicePtr(addr), uint32(v), uint32(flags))
	})
}

func writeValue64(name string, sym int, pt bool, s C.uintptr_t, addr, v C.ulonglong, flags C.uint) C.CUresult {
	return memOpCall(name, sym, pt, s, addr, uint64(v), flags, func(t *driver.Thread, st driver.Stream) error {
		return t.StreamWriteValue64(st, driver.DevicePtr(addr), uint64(v), uint32(flags))
	})
}

func batchMemOp(name string, sym int, pt bool, s C.uintptr_t, n C.uint, p unsafe.Pointer, flags C.uint) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(s), uint64(n), uint64(uintptr(p)), uint64(flags))
		rec.comment("%s(%v, %d operations, %#x) -> %d (forwarded, not traced)", name, rec.strm(s), uint32(n), uint32(flags), r)
		return r
	}
	if n > 0 && p == nil {
		// The H200 crashed here (testdata/reference/streamops, section batch).
		return ret(name, cu.Errorf(cu.ErrorInvalidValue, "%s of %d operations from a NULL array", name, uint32(n)))
	}
	if n > 1<<16 {
		return ret(name, cu.Errorf(cu.ErrorInvalidValue, "%s of %d operations", name, uint32(n)))
	}
	return ret(name, thread().StreamBatchMemOp(stream(s, pt), memOpsOf(p, int(n)), uint32(flags)))
}

// memOpsV1 is the answer of the pre-11.7 symbols.
func memOpsV1(name string, sym int, a ...uint64) C.CUresult {
	if rec.on() {
		return fwdGraph(name, sym, a...)
	}
	return ret(name, &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
		Detail: name + ": the v1 stream memory operations are not supported on this device (CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1 is 0); the _v2 entry points are"})
}

//export cuStreamWaitValue32_v2
func cuStreamWaitValue32_v2(s C.uintptr_t, addr C.ulonglong, v, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWaitValue32_v2", &res)
	return waitValue32("cuStreamWaitValue32_v2", sym_cuStreamWaitValue32_v2, false, s, addr, v, flags)
}

//export cuStreamWaitValue32_v2_ptsz
func cuStreamWaitValue32_v2_ptsz(s C.uintptr_t, addr C.ulonglong, v, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWaitValue32_v2_ptsz", &res)
	return waitValue32("cuStreamWaitValue32_v2_ptsz", sym_cuStreamWaitValue32_v2_ptsz, true, s, addr, v, flags)
}

//export cuStreamWaitValue64_v2
func cuStreamWaitValue64_v2(s C.uintptr_t, addr, v C.ulonglong, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWaitValue64_v2", &res)
	return waitValue64("cuStreamWaitValue64_v2", sym_cuStreamWaitValue64_v2, false, s, addr, v, flags)
}

//export cuStreamWaitValue64_v2_ptsz
func cuStreamWaitValue64_v2_ptsz(s C.uintptr_t, addr, v C.ulonglong, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWaitValue64_v2_ptsz", &res)
	return waitValue64("cuStreamWaitValue64_v2_ptsz", sym_cuStreamWaitValue64_v2_ptsz, true, s, addr, v, flags)
}

//export cuStreamWriteValue32_v2
func cuStreamWriteValue32_v2(s C.uintptr_t, addr C.ulonglong, v, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWriteValue32_v2", &res)
	return writeValue32("cuStreamWriteValue32_v2", sym_cuStreamWriteValue32_v2, false, s, addr, v, flags)
}

//export cuStreamWriteValue32_v2_ptsz
func cuStreamWriteValue32_v2_ptsz(s C.uintptr_t, addr C.ulonglong, v, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWriteValue32_v2_ptsz", &res)
	return writeValue32("cuStreamWriteValue32_v2_ptsz", sym_cuStreamWriteValue32_v2_ptsz, true, s, addr, v, flags)
}

//export cuStreamWriteValue64_v2
func cuStreamWriteValue64_v2(s C.uintptr_t, addr, v C.ulonglong, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWriteValue64_v2", &res)
	return writeValue64("cuStreamWriteValue64_v2", sym_cuStreamWriteValue64_v2, false, s, addr, v, flags)
}

//export cuStreamWriteValue64_v2_ptsz
func cuStreamWriteValue64_v2_ptsz(s C.uintptr_t, addr, v C.ulonglong, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWriteValue64_v2_ptsz", &res)
	return writeValue64("cuStreamWriteValue64_v2_ptsz", sym_cuStreamWriteValue64_v2_ptsz, true, s, addr, v, flags)
}

//export cuStreamBatchMemOp_v2
func cuStreamBatchMemOp_v2(s C.uintptr_t, n C.uint, p unsafe.Pointer, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamBatchMemOp_v2", &res)
	return batchMemOp("cuStreamBatchMemOp_v2", sym_cuStreamBatchMemOp_v2, false, s, n, p, flags)
}

//export cuStreamBatchMemOp_v2_ptsz
func cuStreamBatchMemOp_v2_ptsz(s C.uintptr_t, n C.uint, p unsafe.Pointer, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamBatchMemOp_v2_ptsz", &res)
	return batchMemOp("cuStreamBatchMemOp_v2_ptsz", sym_cuStreamBatchMemOp_v2_ptsz, true, s, n, p, flags)
}

//export cuStreamWaitValue32
func cuStreamWaitValue32(s C.uintptr_t, addr C.ulonglong, v, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWaitValue32", &res)
	return memOpsV1("cuStreamWaitValue32", sym_cuStreamWaitValue32, uint64(s), uint64(addr), uint64(v), uint64(flags))
}

//export cuStreamWaitValue32_ptsz
func cuStreamWaitValue32_ptsz(s C.uintptr_t, addr C.ulonglong, v, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWaitValue32_ptsz", &res)
	return memOpsV1("cuStreamWaitValue32_ptsz", sym_cuStreamWaitValue32_ptsz, uint64(s), uint64(addr), uint64(v), uint64(flags))
}

//export cuStreamWaitValue64
func cuStreamWaitValue64(s C.uintptr_t, addr, v C.ulonglong, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWaitValue64", &res)
	return memOpsV1("cuStreamWaitValue64", sym_cuStreamWaitValue64, uint64(s), uint64(addr), uint64(v), uint64(flags))
}

//export cuStreamWaitValue64_ptsz
func cuStreamWaitValue64_ptsz(s C.uintptr_t, addr, v C.ulonglong, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWaitValue64_ptsz", &res)
	return memOpsV1("cuStreamWaitValue64_ptsz", sym_cuStreamWaitValue64_ptsz, uint64(s), uint64(addr), uint64(v), uint64(flags))
}

//export cuStreamWriteValue32
func cuStreamWriteValue32(s C.uintptr_t, addr C.ulonglong, v, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWriteValue32", &res)
	return memOpsV1("cuStreamWriteValue32", sym_cuStreamWriteValue32, uint64(s), uint64(addr), uint64(v), uint64(flags))
}

//export cuStreamWriteValue32_ptsz
func cuStreamWriteValue32_ptsz(s C.uintptr_t, addr C.ulonglong, v, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWriteValue32_ptsz", &res)
	return memOpsV1("cuStreamWriteValue32_ptsz", sym_cuStreamWriteValue32_ptsz, uint64(s), uint64(addr), uint64(v), uint64(flags))
}

//export cuStreamWriteValue64
func cuStreamWriteValue64(s C.uintptr_t, addr, v C.ulonglong, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWriteValue64", &res)
	return memOpsV1("cuStreamWriteValue64", sym_cuStreamWriteValue64, uint64(s), uint64(addr), uint64(v), uint64(flags))
}

//export cuStreamWriteValue64_ptsz
func cuStreamWriteValue64_ptsz(s C.uintptr_t, addr, v C.ulonglong, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamWriteValue64_ptsz", &res)
	return memOpsV1("cuStreamWriteValue64_ptsz", sym_cuStreamWriteValue64_ptsz, uint64(s), uint64(addr), uint64(v), uint64(flags))
}

//export cuStreamBatchMemOp
func cuStreamBatchMemOp(s C.uintptr_t, n C.uint, p unsafe.Pointer, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamBatchMemOp", &res)
	return memOpsV1("cuStreamBatchMemOp", sym_cuStreamBatchMemOp, uint64(s), uint64(n), uint64(uintptr(p)), uint64(flags))
}

//export cuStreamBatchMemOp_ptsz
func cuStreamBatchMemOp_ptsz(s C.uintptr_t, n C.uint, p unsafe.Pointer, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamBatchMemOp_ptsz", &res)
	return memOpsV1("cuStreamBatchMemOp_ptsz", sym_cuStreamBatchMemOp_ptsz, uint64(s), uint64(n), uint64(uintptr(p)), uint64(flags))
}

// CUDA_BATCH_MEM_OP_NODE_PARAMS: ctx at 0, count at 8, paramArray at 16,
// flags at 24.
func memOpNodeOf(p unsafe.Pointer) (driver.BatchMemOpNodeParams, error) {
	n := *(*uint32)(unsafe.Add(p, 8))
	arr := *(*unsafe.Pointer)(unsafe.Add(p, 16))
	if n > 0 && arr == nil {
		return driver.BatchMemOpNodeParams{}, cu.Errorf(cu.ErrorInvalidValue, "batch memory operation node of %d operations from a NULL array (measured)", n)
	}
	if n > 1<<16 {
		return driver.BatchMemOpNodeParams{}, cu.Errorf(cu.ErrorInvalidValue, "batch memory operation node of %d operations", n)
	}
	return driver.BatchMemOpNodeParams{Ctx: driver.Context(*(*uintptr)(p)), Ops: memOpsOf(arr, int(n)), Flags: *(*uint32)(unsafe.Add(p, 24))}, nil
}

// memOpArrays keeps the C arrays cuGraphBatchMemOpNodeGetParams hands out
// (the driver's own copy, as the H200's was: not the caller's array), one
// per node, replaced at each call.
var memOpArrays = struct {
	sync.Mutex
	m map[driver.GraphNode]unsafe.Pointer
}{m: map[driver.GraphNode]unsafe.Pointer{}}

//export cuGraphAddBatchMemOpNode
func cuGraphAddBatchMemOpNode(pn *C.uintptr_t, g C.uintptr_t, deps *C.uintptr_t, n C.size_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphAddBatchMemOpNode", &res)
	if rec.on() {
		return fwdGraph("cuGraphAddBatchMemOpNode", sym_cuGraphAddBatchMemOpNode, ptr(pn), uint64(g), ptr(deps), uint64(n), uint64(uintptr(p)))
	}
	if p == nil {
		return ret("cuGraphAddBatchMemOpNode", errNullOut("nodeParams"))
	}
	mp, err := memOpNodeOf(p)
	if err != nil {
		return ret("cuGraphAddBatchMemOpNode", err)
	}
	t := thread()
	return addNode("cuGraphAddBatchMemOpNode", pn, deps, n, func(ds []driver.GraphNode) (driver.GraphNode, error) {
		return t.GraphAddBatchMemOpNode(driver.Graph(g), ds, mp)
	})
}

//export cuGraphBatchMemOpNodeGetParams
func cuGraphBatchMemOpNodeGetParams(h C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphBatchMemOpNodeGetParams", &res)
	if rec.on() {
		return fwdGraph("cuGraphBatchMemOpNodeGetParams", sym_cuGraphBatchMemOpNodeGetParams, uint64(h), uint64(uintptr(p)))
	}
	if p == nil {
		return ret("cuGraphBatchMemOpNodeGetParams", errNullOut("nodeParams_out"))
	}
	mp, err := thread().GraphBatchMemOpNodeGetParams(driver.GraphNode(h))
	if err != nil {
		return ret("cuGraphBatchMemOpNodeGetParams", err)
	}
	arr := C.calloc(C.size_t(max(len(mp.Ops), 1)), memOpSize)
	putMemOps(arr, mp.Ops)
	memOpArrays.Lock()
	if old := memOpArrays.m[driver.GraphNode(h)]; old != nil {
		C.free(old)
	}
	memOpArrays.m[driver.GraphNode(h)] = arr
	memOpArrays.Unlock()
	*(*uintptr)(p) = uintptr(mp.Ctx)
	*(*uint32)(unsafe.Add(p, 8)) = uint32(len(mp.Ops))
	*(*unsafe.Pointer)(unsafe.Add(p, 16)) = arr
	*(*uint32)(unsafe.Add(p, 24)) = mp.Flags
	return 0
}

//export cuGraphBatchMemOpNodeSetParams
func cuGraphBatchMemOpNodeSetParams(h C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphBatchMemOpNodeSetParams", &res)
	if rec.on() {
		return fwdGraph("cuGraphBatchMemOpNodeSetParams", sym_cuGraphBatchMemOpNodeSetParams, uint64(h), uint64(uintptr(p)))
	}
	if p == nil {
		return ret("cuGraphBatchMemOpNodeSetParams", errNullOut("nodeParams"))
	}
	mp, err := memOpNodeOf(p)
	if err != nil {
		return ret("cuGraphBatchMemOpNodeSetParams", err)
	}
	return ret("cuGraphBatchMemOpNodeSetParams", thread().GraphBatchMemOpNodeSetParams(driver.GraphNode(h), mp))
}

//export cuGraphExecBatchMemOpNodeSetParams
func cuGraphExecBatchMemOpNodeSetParams(e, h C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphExecBatchMemOpNodeSetParams", &res)
	if rec.on() {
		return fwdGraph("cuGraphExecBatchMemOpNodeSetParams", sym_cuGraphExecBatchMemOpNodeSetParams, uint64(e), uint64(h), uint64(uintptr(p)))
	}
	if p == nil {
		return ret("cuGraphExecBatchMemOpNodeSetParams", errNullOut("nodeParams"))
	}
	mp, err := memOpNodeOf(p)
	if err != nil {
		return ret("cuGraphExecBatchMemOpNodeSetParams", err)
	}
	return ret("cuGraphExecBatchMemOpNodeSetParams", thread().GraphExecBatchMemOpNodeSetParams(driver.GraphExec(e), driver.GraphNode(h), mp))
}
