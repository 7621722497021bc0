//go:build linux && amd64

package main

/*
#include <stdlib.h>
#include "cudasim.h"
*/
import "C"

import (
	"fmt"
	"slices"
	"sync"
	"unsafe"

	"cudasim/cu"
	"cudasim/driver"
)

// Graph nodes' parameters, executable graphs' nodes, and the rest of the
// explicit graph API (driver/graphapi.go). As the other graph calls, the
// recorder forwards them and writes them as comments.

// nodeParams is a memcpy node's description of CUDA_MEMCPY3D (memcpy3D,
// api_array.go).
func (m *memcpy3D) nodeParams() driver.MemcpyNodeParams {
	return driver.MemcpyNodeParams{
		SrcXInBytes: m.srcX, SrcY: m.srcY, SrcZ: m.srcZ, SrcMemoryType: driver.MemoryType(m.srcType),
		SrcHost: m.srcHost, SrcDevice: m.srcDevice, SrcArray: m.srcArray, SrcPitch: m.srcPitch, SrcHeight: m.srcHeight,
		DstXInBytes: m.dstX, DstY: m.dstY, DstZ: m.dstZ, DstMemoryType: driver.MemoryType(m.dstType),
		DstHost: m.dstHost, DstDevice: m.dstDevice, DstArray: m.dstArray, DstPitch: m.dstPitch, DstHeight: m.dstHeight,
		WidthInBytes: m.width, Height: m.height, Depth: m.depth,
	}
}

func fromMemcpyNode(p driver.MemcpyNodeParams) memcpy3D {
	return memcpy3D{
		srcX: p.SrcXInBytes, srcY: p.SrcY, srcZ: p.SrcZ, srcType: uint32(p.SrcMemoryType),
		srcHost: p.SrcHost, srcDevice: p.SrcDevice, srcArray: p.SrcArray, srcPitch: p.SrcPitch, srcHeight: p.SrcHeight,
		dstX: p.DstXInBytes, dstY: p.DstY, dstZ: p.DstZ, dstType: uint32(p.DstMemoryType),
		dstHost: p.DstHost, dstDevice: p.DstDevice, dstArray: p.DstArray, dstPitch: p.DstPitch, dstHeight: p.DstHeight,
		width: p.WidthInBytes, height: p.Height, depth: p.Depth,
	}
}

//export cuGraphAddMemcpyNode
func cuGraphAddMemcpyNode(pn *C.uintptr_t, g C.uintptr_t, deps *C.uintptr_t, n C.size_t, p unsafe.Pointer, c C.uintptr_t) (res C.CUresult) {
	defer guard("cuGraphAddMemcpyNode", &res)
	if rec.on() {
		return fwdGraph("cuGraphAddMemcpyNode", sym_cuGraphAddMemcpyNode, ptr(pn), uint64(g), ptr(deps), uint64(n), uint64(uintptr(p)), uint64(c))
	}
	if p == nil {
		return ret("cuGraphAddMemcpyNode", errNullOut("copyParams"))
	}
	mp := (*memcpy3D)(p).nodeParams()
	t := thread()
	return addNode("cuGraphAddMemcpyNode", pn, deps, n, func(ds []driver.GraphNode) (driver.GraphNode, error) {
		return t.GraphAddMemcpyNode(driver.Graph(g), ds, mp)
	})
}

//export cuGraphMemcpyNodeGetParams
func cuGraphMemcpyNodeGetParams(nd C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphMemcpyNodeGetParams", &res)
	if rec.on() {
		return fwdGraph("cuGraphMemcpyNodeGetParams", sym_cuGraphMemcpyNodeGetParams, uint64(nd), uint64(uintptr(p)))
	}
	mp, err := thread().GraphMemcpyNodeGetParams(driver.GraphNode(nd))
	if err == nil {
		if p == nil {
			return ret("cuGraphMemcpyNodeGetParams", errNullOut("nodeParams"))
		}
		*(*memcpy3D)(p) = fromMemcpyNode(mp)
	}
	return ret("cuGraphMemcpyNodeGetParams", err)
}

//export cuGraphMemcpyNodeSetParams
func cuGraphMemcpyNodeSetParams(nd C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphMemcpyNodeSetParams", &res)
	if rec.on() {
		return fwdGraph("cuGraphMemcpyNodeSetParams", sym_cuGraphMemcpyNodeSetParams, uint64(nd), uint64(uintptr(p)))
	}
	if p == nil {
		return ret("cuGraphMemcpyNodeSetParams", errNullOut("nodeParams"))
	}
	return ret("cuGraphMemcpyNodeSetParams", thread().GraphMemcpyNodeSetParams(driver.GraphNode(nd), (*memcpy3D)(p).nodeParams()))
}

//export cuGraphExecMemcpyNodeSetParams
func cuGraphExecMemcpyNodeSetParams(e, nd C.uintptr_t, p unsafe.Pointer, c C.uintptr_t) (res C.CUresult) {
	defer guard("cuGraphExecMemcpyNodeSetParams", &res)
	if rec.on() {
		return fwdGraph("cuGraphExecMemcpyNodeSetParams", sym_cuGraphExecMemcpyNodeSetParams, uint64(e), uint64(nd), uint64(uintptr(p)), uint64(c))
	}
	if p == nil {
		return ret("cuGraphExecMemcpyNodeSetParams", errNullOut("copyParams"))
	}
	return ret("cuGraphExecMemcpyNodeSetParams", thread().GraphExecMemcpyNodeSetParams(driver.GraphExec(e), driver.GraphNode(nd), (*memcpy3D)(p).nodeParams()))
}

func (m *memsetNodeParams) driver() driver.MemsetNodeParams {
	return driver.MemsetNodeParams{Dst: m.dst, Pitch: m.pitch, Value: m.value, ElementSize: m.elementSize, Width: m.width, Height: m.height}
}

//export cuGraphMemsetNodeGetParams
func cuGraphMemsetNodeGetParams(nd C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphMemsetNodeGetParams", &res)
	if rec.on() {
		return fwdGraph("cuGraphMemsetNodeGetParams", sym_cuGraphMemsetNodeGetParams, uint64(nd), uint64(uintptr(p)))
	}
	mp, err := thread().GraphMemsetNodeGetParams(driver.GraphNode(nd))
	if err == nil {
		if p == nil {
			return ret("cuGraphMemsetNodeGetParams", errNullOut("nodeParams"))
		}
		*(*memsetNodeParams)(p) = memsetNodeParams{dst: mp.Dst, pitch: mp.Pitch, value: mp.Value, elementSize: mp.ElementSize, width: mp.Width, height: mp.Height}
	}
	return ret("cuGraphMemsetNodeGetParams", err)
}

// hostParams decodes CUDA_HOST_NODE_PARAMS.
func hostParams(p unsafe.Pointer) (driver.HostNodeParams, error) {
	if p == nil {
		return driver.HostNodeParams{}, errNullOut("nodeParams")
	}
	fn, data := *(*unsafe.Pointer)(p), *(*unsafe.Pointer)(unsafe.Add(p, 8))
	if fn == nil {
		return driver.HostNodeParams{}, errNullOut("nodeParams->fn")
	}
	return driver.HostNodeParams{Call: func() { C.cudasim_host_fn(fn, data) }, Fn: uintptr(fn), UserData: uintptr(data)}, nil
}

//export cuGraphHostNodeGetParams
func cuGraphHostNodeGetParams(nd C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphHostNodeGetParams", &res)
	if rec.on() {
		return fwdGraph("cuGraphHostNodeGetParams", sym_cuGraphHostNodeGetParams, uint64(nd), uint64(uintptr(p)))
	}
	hp, err := thread().GraphHostNodeGetParams(driver.GraphNode(nd))
	if err == nil {
		if p == nil {
			return ret("cuGraphHostNodeGetParams", errNullOut("nodeParams"))
		}
		*(*[2]uintptr)(p) = [2]uintptr{hp.Fn, hp.UserData}
	}
	return ret("cuGraphHostNodeGetParams", err)
}

//export cuGraphHostNodeSetParams
func cuGraphHostNodeSetParams(nd C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphHostNodeSetParams", &res)
	if rec.on() {
		return fwdGraph("cuGraphHostNodeSetParams", sym_cuGraphHostNodeSetParams, uint64(nd), uint64(uintptr(p)))
	}
	hp, err := hostParams(p)
	if err != nil {
		return ret("cuGraphHostNodeSetParams", err)
	}
	return ret("cuGraphHostNodeSetParams", thread().GraphHostNodeSetParams(driver.GraphNode(nd), hp))
}

//export cuGraphExecHostNodeSetParams
func cuGraphExecHostNodeSetParams(e, nd C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphExecHostNodeSetParams", &res)
	if rec.on() {
		return fwdGraph("cuGraphExecHostNodeSetParams", sym_cuGraphExecHostNodeSetParams, uint64(e), uint64(nd), uint64(uintptr(p)))
	}
	hp, err := hostParams(p)
	if err != nil {
		return ret("cuGraphExecHostNodeSetParams", err)
	}
	return ret("cuGraphExecHostNodeSetParams", thread().GraphExecHostNodeSetParams(driver.GraphExec(e), driver.GraphNode(nd), hp))
}

// kernelNode decodes CUDA_KERNEL_NODE_PARAMS(_v2).
func kernelNode(t *driver.Thread, p unsafe.Pointer, v2 bool) (driver.KernelNodeParams, error) {
	if p == nil {
		return driver.KernelNodeParams{}, errNullOut("nodeParams")
	}
	kp := *(*kernelNodeParams)(p)
	if !v2 {
		kp.kern, kp.ctx = 0, 0
	}
	f := driver.Function(kp.fn)
	if f == 0 {
		f = driver.Function(kp.kern)
	}
	params, err := kernelParams(t, f, kp.kp)
	if err != nil {
		return driver.KernelNodeParams{}, err
	}
	buf, err := extraBuffer(kp.extra)
	if err != nil {
		return driver.KernelNodeParams{}, err
	}
	return driver.KernelNodeParams{Func: driver.Function(kp.fn), Kernel: driver.Kernel(kp.kern),
		Grid: driver.Dim3{X: kp.gx, Y: kp.gy, Z: kp.gz}, Block: driver.Dim3{X: kp.bx, Y: kp.by, Z: kp.bz},
		SharedMem: kp.shmem, Params: params, Extra: buf}, nil
}

// kernelNodeArgs keeps, per node, the C copy of the parameters the last
// cuGraphKernelNodeGetParams handed out (valid until the next call for the
// node, as the driver's copy is valid while the node's parameters are).
var kernelNodeArgs struct {
	sync.Mutex
	m map[C.uintptr_t]unsafe.Pointer
}

func getKernelNode(name string, nd C.uintptr_t, p unsafe.Pointer, v2 bool) C.CUresult {
	kp, err := thread().GraphKernelNodeGetParams(driver.GraphNode(nd))
	if err != nil {
		return ret(name, err)
	}
	if p == nil {
		return ret(name, errNullOut("nodeParams"))
	}
	out := kernelNodeParams{fn: uintptr(kp.Func), gx: kp.Grid.X, gy: kp.Grid.Y, gz: kp.Grid.Z,
		bx: kp.Block.X, by: kp.Block.Y, bz: kp.Block.Z, shmem: kp.SharedMem, kern: uintptr(kp.Kernel), ctx: uintptr(kp.Ctx)}
	if kp.Params != nil {
		size := 8 * len(kp.Params)
		for _, a := range kp.Params {
			size += (len(a) + 7) &^ 7
		}
		block := C.malloc(C.size_t(max(size, 8)))
		at := 8 * len(kp.Params)
		for i, a := range kp.Params {
			arg := unsafe.Add(block, at)
			copy(unsafe.Slice((*byte)(arg), len(a)), a)
			*(*unsafe.Pointer)(unsafe.Add(block, 8*i)) = arg
			at += (len(a) + 7) &^ 7
		}
		kernelNodeArgs.Lock()
		if kernelNodeArgs.m == nil {
			kernelNodeArgs.m = map[C.uintptr_t]unsafe.Pointer{}
		}
		if old := kernelNodeArgs.m[nd]; old != nil {
			C.free(old)
		}
		kernelNodeArgs.m[nd] = block
		kernelNodeArgs.Unlock()
		out.kp = block
	}
	if v2 {
		*(*kernelNodeParams)(p) = out
	} else {
		// CUDA_KERNEL_NODE_PARAMS lacks the last two fields.
		copy(unsafe.Slice((*byte)(p), unsafe.Offsetof(out.kern)), unsafe.Slice((*byte)(unsafe.Pointer(&out)), unsafe.Offsetof(out.kern)))
	}
	return ret(name, nil)
}

//export cuGraphKernelNodeGetParams
func cuGraphKernelNodeGetParams(nd C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphKernelNodeGetParams", &res)
	if rec.on() {
		return fwdGraph("cuGraphKernelNodeGetParams", sym_cuGraphKernelNodeGetParams, uint64(nd), uint64(uintptr(p)))
	}
	return getKernelNode("cuGraphKernelNodeGetParams", nd, p, false)
}

//export cuGraphKernelNodeGetParams_v2
func cuGraphKernelNodeGetParams_v2(nd C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphKernelNodeGetParams_v2", &res)
	if rec.on() {
		return fwdGraph("cuGraphKernelNodeGetParams", sym_cuGraphKernelNodeGetParams_v2, uint64(nd), uint64(uintptr(p)))
	}
	return getKernelNode("cuGraphKernelNodeGetParams", nd, p, true)
}

func setKernelNode(name string, e, nd C.uintptr_t, p unsafe.Pointer, v2, exec bool) C.CUresult {
	t := thread()
	kp, err := kernelNode(t, p, v2)
	if err != nil {
		return ret(name, err)
	}
	if exec {
		return ret(name, t.GraphExecKernelNodeSetParams(driver.GraphExec(e), driver.GraphNode(nd), kp))
	}
	return ret(name, t.GraphKernelNodeSetParams(driver.GraphNode(nd), kp))
}

//export cuGraphKernelNodeSetParams
func cuGraphKernelNodeSetParams(nd C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphKernelNodeSetParams", &res)
	if rec.on() {
		return fwdGraph("cuGraphKernelNodeSetParams", sym_cuGraphKernelNodeSetParams, uint64(nd), uint64(uintptr(p)))
	}
	return setKernelNode("cuGraphKernelNodeSetParams", 0, nd, p, false, false)
}

//export cuGraphKernelNodeSetParams_v2
func cuGraphKernelNodeSetParams_v2(nd C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphKernelNodeSetParams_v2", &res)
	if rec.on() {
		return fwdGraph("cuGraphKernelNodeSetParams", sym_cuGraphKernelNodeSetParams_v2, uint64(nd), uint64(uintptr(p)))
	}
	return setKernelNode("cuGraphKernelNodeSetParams", 0, nd, p, true, false)
}

//export cuGraphExecKernelNodeSetParams
func cuGraphExecKernelNodeSetParams(e, nd C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphExecKernelNodeSetParams", &res)
	if rec.on() {
		return fwdGraph("cuGraphExecKernelNodeSetParams", sym_cuGraphExecKernelNodeSetParams, uint64(e), uint64(nd), uint64(uintptr(p)))
	}
	return setKernelNode("cuGraphExecKernelNodeSetParams", e, nd, p, false, true)
}

//export cuGraphExecKernelNodeSetParams_v2
func cuGraphExecKernelNodeSetParams_v2(e, nd C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphExecKernelNodeSetParams_v2", &res)
	if rec.on() {
		return fwdGraph("cuGraphExecKernelNodeSetParams", sym_cuGraphExecKernelNodeSetParams_v2, uint64(e), uint64(nd), uint64(uintptr(p)))
	}
	return setKernelNode("cuGraphExecKernelNodeSetParams", e, nd, p, true, true)
}

// memAllocNodeParams is CUDA_MEM_ALLOC_NODE_PARAMS: the pool properties
// (88 bytes), the access descriptors, their count, the size, and the
// address.
type memAllocNodeParams struct {
	poolProps  [88]byte
	accessDesc unsafe.Pointer
	accessN    uint64
	bytesize   uint64
	dptr       uint64
}

//export cuGraphMemAllocNodeGetParams
func cuGraphMemAllocNodeGetParams(nd C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphMemAllocNodeGetParams", &res)
	if rec.on() {
		return fwdGraph("cuGraphMemAllocNodeGetParams", sym_cuGraphMemAllocNodeGetParams, uint64(nd), uint64(uintptr(p)))
	}
	dp, size, err := thread().GraphMemAllocNodeGetParams(driver.GraphNode(nd))
	if err == nil {
		if p == nil {
			return ret("cuGraphMemAllocNodeGetParams", errNullOut("params_out"))
		}
		dev, managed, _ := thread().GraphMemAllocNodeKind(driver.GraphNode(nd))
		out := memAllocNodeParams{bytesize: size, dptr: dp}
		typ := int32(1) // CU_MEM_ALLOCATION_TYPE_PINNED
		if managed {
			typ = 2 // CU_MEM_ALLOCATION_TYPE_MANAGED
		}
		*(*int32)(unsafe.Pointer(&out.poolProps[0])) = typ
		*(*int32)(unsafe.Pointer(&out.poolProps[8])) = 1 // location: CU_MEM_LOCATION_TYPE_DEVICE
		*(*int32)(unsafe.Pointer(&out.poolProps[12])) = int32(dev)
		*(*memAllocNodeParams)(p) = out
	}
	return ret("cuGraphMemAllocNodeGetParams", err)
}

// cuGraphRemoveDependencies_v2: without edge data it is
// cuGraphRemoveDependencies (and recorded as that), which removes an edge
// whatever its data (measured, GraphRemoveDependenciesWithData); given
// data must be the edges' own.
//
//export cuGraphRemoveDependencies_v2
func cuGraphRemoveDependencies_v2(g C.uintptr_t, from, to *C.uintptr_t, edges unsafe.Pointer, n C.size_t) (res C.CUresult) {
	defer guard("cuGraphRemoveDependencies_v2", &res)
	// Default edge data removes an edge whatever its data, as NULL does
	// (measured: graphs26's s_gr_addnode removed a programmatic edge so).
	if edges == nil || defaultEdges(edges, n) {
		return cuGraphRemoveDependencies(g, unsafe.Pointer(from), unsafe.Pointer(to), n)
	}
	if rec.on() {
		return fwdGraph("cuGraphRemoveDependencies", sym_cuGraphRemoveDependencies_v2, uint64(g), ptr(from), ptr(to), uint64(uintptr(edges)), uint64(n))
	}
	fs, ts, data, err := edgeLists(from, to, edges, n)
	if err == nil {
		err = thread().GraphRemoveDependenciesWithData(driver.Graph(g), fs, ts, data)
	}
	return ret("cuGraphRemoveDependencies", err)
}

//export cuGraphNodeGetDependencies
func cuGraphNodeGetDependencies(nd C.uintptr_t, arr *C.uintptr_t, n *C.size_t) (res C.CUresult) {
	defer guard("cuGraphNodeGetDependencies", &res)
	return nodeQuery("cuGraphNodeGetDependencies", sym_cuGraphNodeGetDependencies, nd, arr, nil, false, n, (*driver.Thread).GraphNodeGetDependencies, nil)
}

//export cuGraphNodeGetDependencies_v2
func cuGraphNodeGetDependencies_v2(nd C.uintptr_t, arr *C.uintptr_t, edges unsafe.Pointer, n *C.size_t) (res C.CUresult) {
	defer guard("cuGraphNodeGetDependencies_v2", &res)
	return nodeQuery("cuGraphNodeGetDependencies", sym_cuGraphNodeGetDependencies_v2, nd, arr, edges, true, n, (*driver.Thread).GraphNodeGetDependencies, dependencyData(false))
}

//export cuGraphNodeGetDependentNodes
func cuGraphNodeGetDependentNodes(nd C.uintptr_t, arr *C.uintptr_t, n *C.size_t) (res C.CUresult) {
	defer guard("cuGraphNodeGetDependentNodes", &res)
	return nodeQuery("cuGraphNodeGetDependentNodes", sym_cuGraphNodeGetDependentNodes, nd, arr, nil, false, n, (*driver.Thread).GraphNodeGetDependentNodes, nil)
}

//export cuGraphNodeGetDependentNodes_v2
func cuGraphNodeGetDependentNodes_v2(nd C.uintptr_t, arr *C.uintptr_t, edges unsafe.Pointer, n *C.size_t) (res C.CUresult) {
	defer guard("cuGraphNodeGetDependentNodes_v2", &res)
	return nodeQuery("cuGraphNodeGetDependentNodes", sym_cuGraphNodeGetDependentNodes_v2, nd, arr, edges, true, n, (*driver.Thread).GraphNodeGetDependentNodes, dependencyData(true))
}

// dependencyData is the edge data of a node's dependencies (of its
// dependents), for nodeQuery.
func dependencyData(dependents bool) func(*driver.Thread, driver.GraphNode) ([]driver.EdgeData, error) {
	return func(t *driver.Thread, h driver.GraphNode) ([]driver.EdgeData, error) {
		return t.GraphNodeGetDependencyData(h, dependents)
	}
}

// nodeEdges writes the edge data of the edges a _v2 node query returns (8
// bytes an edge). Asked for the nodes without their data where some edge
// is not default, the H200 answered CUDA_ERROR_LOSSY_QUERY (suite2's
// s_graph_nodes); a count alone loses nothing (not measured).
func nodeEdges[H ~uint64](t *driver.Thread, h H, edges unsafe.Pointer, arr *C.uintptr_t, n *C.size_t, edgesOf func(*driver.Thread, H) ([]driver.EdgeData, error)) error {
	if arr == nil || n == nil {
		return nil
	}
	data, err := edgesOf(t, h)
	if err != nil {
		return err
	}
	if edges == nil {
		if slices.ContainsFunc(data, func(e driver.EdgeData) bool { return e != driver.EdgeData{} }) {
			return cu.Errorf(cu.ErrorLossyQuery, "some of the edges asked for carry data and no edge data array was given")
		}
		return nil
	}
	for i := range min(int(*n), len(data)) {
		putEdge(edges, i, data[i])
	}
	return nil
}

// putEdge writes CUgraphEdgeData i of the array at edges.
func putEdge(edges unsafe.Pointer, i int, e driver.EdgeData) {
	b := unsafe.Slice((*byte)(unsafe.Add(edges, 8*i)), 8)
	clear(b)
	b[0], b[1], b[2] = e.FromPort, e.ToPort, e.Type
}

//export cuGraphNodeSetEnabled
func cuGraphNodeSetEnabled(e, nd C.uintptr_t, on C.uint) (res C.CUresult) {
	defer guard("cuGraphNodeSetEnabled", &res)
	if rec.on() {
		return fwdGraph("cuGraphNodeSetEnabled", sym_cuGraphNodeSetEnabled, uint64(e), uint64(nd), uint64(on))
	}
	return ret("cuGraphNodeSetEnabled", thread().GraphNodeSetEnabled(driver.GraphExec(e), driver.GraphNode(nd), on != 0))
}

//export cuGraphNodeGetEnabled
func cuGraphNodeGetEnabled(e, nd C.uintptr_t, on *C.uint) (res C.CUresult) {
	defer guard("cuGraphNodeGetEnabled", &res)
	if rec.on() {
		return fwdGraph("cuGraphNodeGetEnabled", sym_cuGraphNodeGetEnabled, uint64(e), uint64(nd), ptr(on))
	}
	v, err := thread().GraphNodeGetEnabled(driver.GraphExec(e), driver.GraphNode(nd))
	if err == nil {
		if on == nil {
			return ret("cuGraphNodeGetEnabled", errNullOut("isEnabled"))
		}
		*on = 0
		if v {
			*on = 1
		}
	}
	return ret("cuGraphNodeGetEnabled", err)
}

// updateResultInfo is CUgraphExecUpdateResultInfo.
type updateResultInfo struct {
	result                   int32
	_                        int32
	errorNode, errorFromNode uintptr
}

//export cuGraphExecUpdate_v2
func cuGraphExecUpdate_v2(e, g C.uintptr_t, info unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphExecUpdate_v2", &res)
	if rec.on() {
		return fwdGraph("cuGraphExecUpdate", sym_cuGraphExecUpdate_v2, uint64(e), uint64(g), uint64(uintptr(info)))
	}
	r, nn, on, err := thread().GraphExecUpdate(driver.GraphExec(e), driver.Graph(g))
	if info != nil { // NULL is accepted (measured)
		*(*updateResultInfo)(info) = updateResultInfo{result: int32(r), errorNode: uintptr(nn), errorFromNode: uintptr(on)}
	}
	return ret("cuGraphExecUpdate", err)
}

// cuGraphExecUpdate is the CUDA 10.2 form: the node that refused and the
// result are separate out-parameters.
//
//export cuGraphExecUpdate
func cuGraphExecUpdate(e, g C.uintptr_t, errNode *C.uintptr_t, result *C.int) (res C.CUresult) {
	defer guard("cuGraphExecUpdate", &res)
	if rec.on() {
		return fwdGraph("cuGraphExecUpdate", sym_cuGraphExecUpdate, uint64(e), uint64(g), ptr(errNode), ptr(result))
	}
	if errNode == nil || result == nil {
		return ret("cuGraphExecUpdate", errNullOut("hErrorNode_out or updateResult_out"))
	}
	r, nn, _, err := thread().GraphExecUpdate(driver.GraphExec(e), driver.Graph(g))
	*errNode, *result = C.uintptr_t(nn), C.int(r)
	return ret("cuGraphExecUpdate", err)
}

//export cuGraphDebugDotPrint
func cuGraphDebugDotPrint(g C.uintptr_t, path *C.char, flags C.uint) (res C.CUresult) {
	defer guard("cuGraphDebugDotPrint", &res)
	if rec.on() {
		return fwdGraph("cuGraphDebugDotPrint", sym_cuGraphDebugDotPrint, uint64(g), uint64(uintptr(unsafe.Pointer(path))), uint64(flags))
	}
	if path == nil {
		if _, err := thread().GraphDot(driver.Graph(g), uint32(flags)); err != nil {
			return ret("cuGraphDebugDotPrint", err)
		}
		return ret("cuGraphDebugDotPrint", errNullOut("path"))
	}
	return ret("cuGraphDebugDotPrint", thread().GraphDebugDotPrint(driver.Graph(g), C.GoString(path), uint32(flags)))
}

//export cuUserObjectCreate
func cuUserObjectCreate(out *C.uintptr_t, p, destroy unsafe.Pointer, refs, flags C.uint) (res C.CUresult) {
	defer guard("cuUserObjectCreate", &res)
	if rec.on() {
		return fwdGraph("cuUserObjectCreate", sym_cuUserObjectCreate, ptr(out), uint64(uintptr(p)), uint64(uintptr(destroy)), uint64(refs), uint64(flags))
	}
	if out == nil {
		return ret("cuUserObjectCreate", errNullOut("object_out"))
	}
	var fn func()
	if destroy != nil {
		fn = func() { C.cudasim_host_fn(destroy, p) }
	}
	u, err := thread().UserObjectCreate(fn, uint32(refs), uint32(flags))
	if err == nil {
		*out = C.uintptr_t(u)
	}
	return ret("cuUserObjectCreate", err)
}

//export cuUserObjectRetain
func cuUserObjectRetain(u C.uintptr_t, n C.uint) (res C.CUresult) {
	defer guard("cuUserObjectRetain", &res)
	if rec.on() {
		return fwdGraph("cuUserObjectRetain", sym_cuUserObjectRetain, uint64(u), uint64(n))
	}
	return ret("cuUserObjectRetain", thread().UserObjectRetain(driver.UserObject(u), uint32(n)))
}

//export cuUserObjectRelease
func cuUserObjectRelease(u C.uintptr_t, n C.uint) (res C.CUresult) {
	defer guard("cuUserObjectRelease", &res)
	if rec.on() {
		return fwdGraph("cuUserObjectRelease", sym_cuUserObjectRelease, uint64(u), uint64(n))
	}
	return ret("cuUserObjectRelease", thread().UserObjectRelease(driver.UserObject(u), uint32(n)))
}

//export cuGraphRetainUserObject
func cuGraphRetainUserObject(g, u C.uintptr_t, n, flags C.uint) (res C.CUresult) {
	defer guard("cuGraphRetainUserObject", &res)
	if rec.on() {
		return fwdGraph("cuGraphRetainUserObject", sym_cuGraphRetainUserObject, uint64(g), uint64(u), uint64(n), uint64(flags))
	}
	return ret("cuGraphRetainUserObject", thread().GraphRetainUserObject(driver.Graph(g), driver.UserObject(u), uint32(n), uint32(flags)))
}

//export cuGraphReleaseUserObject
func cuGraphReleaseUserObject(g, u C.uintptr_t, n C.uint) (res C.CUresult) {
	defer guard("cuGraphReleaseUserObject", &res)
	if rec.on() {
		return fwdGraph("cuGraphReleaseUserObject", sym_cuGraphReleaseUserObject, uint64(g), uint64(u), uint64(n))
	}
	return ret("cuGraphReleaseUserObject", thread().GraphReleaseUserObject(driver.Graph(g), driver.UserObject(u), uint32(n)))
}

//export cuGraphAddMemAllocNode
func cuGraphAddMemAllocNode(pn *C.uintptr_t, g C.uintptr_t, deps *C.uintptr_t, n C.size_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphAddMemAllocNode", &res)
	if rec.on() {
		return fwdGraph("cuGraphAddMemAllocNode", sym_cuGraphAddMemAllocNode, ptr(pn), uint64(g), ptr(deps), uint64(n), uint64(uintptr(p)))
	}
	if p == nil {
		return ret("cuGraphAddMemAllocNode", errNullOut("nodeParams"))
	}
	return addMemAllocNode("cuGraphAddMemAllocNode", pn, g, deps, n, p)
}

// addMemAllocNode makes the MEM_ALLOC node CUDA_MEM_ALLOC_NODE_PARAMS p
// describes (cuGraphAddMemAllocNode, cuGraphAddNode) and writes its
// address to p's dptr.
func addMemAllocNode(name string, pn *C.uintptr_t, g C.uintptr_t, deps *C.uintptr_t, n C.size_t, p unsafe.Pointer) C.CUresult {
	mp := (*memAllocNodeParams)(p)
	allocType := *(*int32)(unsafe.Pointer(&mp.poolProps[0]))
	locType := *(*int32)(unsafe.Pointer(&mp.poolProps[8]))
	dev := *(*int32)(unsafe.Pointer(&mp.poolProps[12]))
	if allocType == 0 { // CU_MEM_ALLOCATION_TYPE_INVALID (measured: e_graph)
		return ret(name, cu.Errorf(cu.ErrorInvalidValue, "memory allocation node of allocation type 0 (CU_MEM_ALLOCATION_TYPE_INVALID)"))
	}
	// CU_MEM_ALLOCATION_TYPE_PINNED (1) or _MANAGED (2), on a device
	// (CU_MEM_LOCATION_TYPE_DEVICE, 1).
	if allocType == 1 && locType == 2 { // CU_MEM_LOCATION_TYPE_HOST
		// Measured (testdata/cudart/graphs26, s_gr_memnodes).
		return ret(name, &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
			Detail: "memory allocation node of host memory: graph memory is device memory"})
	}
	if allocType != 1 && allocType != 2 || locType != 1 {
		return ret(name, cu.Errorf(cu.ErrorNotSupported, "cudasim makes mem alloc nodes of pinned or managed device memory only (allocation type %d, location type %d)", allocType, locType))
	}
	// Measured (testdata/cudart/graphs26, s_gr_memnodes): the H200 makes no
	// exportable graph memory (handle type POSIX file descriptor).
	if handleTypes := *(*int32)(unsafe.Pointer(&mp.poolProps[4])); handleTypes != 0 {
		return ret(name, &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
			Detail: fmt.Sprintf("memory allocation node of shareable handle types %#x: graph memory cannot be exported", handleTypes)})
	}
	t := thread()
	add := t.GraphAddMemAllocNode
	if allocType == 2 {
		add = t.GraphAddManagedAllocNode
	}
	return addNode(name, pn, deps, n, func(ds []driver.GraphNode) (driver.GraphNode, error) {
		h, dp, err := add(driver.Graph(g), ds, int(dev), mp.bytesize)
		if err == nil {
			mp.dptr = uint64(dp)
		}
		return h, err
	})
}
