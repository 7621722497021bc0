//go:build linux && amd64

package main

/*
#include <stdlib.h>
#include "cudasim.h"
*/
import "C"

import (
	"fmt"
	"sync"
	"unsafe"

	"cudasim/cu"
	"cudasim/driver"
)

// Conditional graph nodes (driver/graphcond.go): their handles, and
// cuGraphAddNode, the generic node call through which they are made. As
// the other graph calls, the recorder forwards them and writes them as
// comments.

//export cuGraphConditionalHandleCreate
func cuGraphConditionalHandleCreate(ph *C.ulonglong, g, c C.uintptr_t, def, flags C.uint) (res C.CUresult) {
	defer guard("cuGraphConditionalHandleCreate", &res)
	if rec.on() {
		return fwdGraph("cuGraphConditionalHandleCreate", sym_cuGraphConditionalHandleCreate, ptr(ph), uint64(g), uint64(c), uint64(def), uint64(flags))
	}
	if ph == nil {
		return ret("cuGraphConditionalHandleCreate", errNullOut("pHandle_out")) // measured
	}
	h, err := thread().GraphConditionalHandleCreate(driver.Graph(g), driver.Context(c), uint32(def), uint32(flags))
	if err == nil {
		*ph = C.ulonglong(h)
	}
	return ret("cuGraphConditionalHandleCreate", err)
}

// CUgraphNodeParams: the node type at offset 0, the union of the types'
// parameters at 16 (256 bytes in all). CUDA_CONDITIONAL_NODE_PARAMS, in
// the union: handle, type, size, phGraph_out, ctx.
const (
	nodeParamsUnion      = 16
	nodeParamsReserved2  = 248 // after the union
	memsetParamsCtx      = 40  // CUDA_MEMSET_NODE_PARAMS_v2's context, in the union
	memcpyParamsCtx      = 8   // CUDA_MEMCPY_NODE_PARAMS: flags, reserved, copyCtx, copyParams
	memcpyParamsCopy     = 16
	hostParamsSyncMode   = 16 // CUDA_HOST_NODE_PARAMS_v2: fn, userData, syncMode
	condParamsHandle     = nodeParamsUnion
	condParamsType       = nodeParamsUnion + 8
	condParamsSize       = nodeParamsUnion + 12
	condParamsPhGraphOut = nodeParamsUnion + 16
	condParamsCtx        = nodeParamsUnion + 24
)

// condBodies keeps the C arrays of body graphs cuGraphAddNode hands out
// in phGraph_out (the driver's own array, valid while the node lives: the
// real driver replaces the caller's pointer, as cuda.core relies on), by
// node.
var condBodies = struct {
	sync.Mutex
	m map[driver.GraphNode]unsafe.Pointer
}{m: map[driver.GraphNode]unsafe.Pointer{}}

//export cuGraphAddNode
func cuGraphAddNode(pn *C.uintptr_t, g C.uintptr_t, deps *C.uintptr_t, n C.size_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphAddNode", &res)
	if rec.on() {
		return fwdGraph("cuGraphAddNode", sym_cuGraphAddNode, ptr(pn), uint64(g), ptr(deps), uint64(n), uint64(uintptr(p)))
	}
	return graphAddNode("cuGraphAddNode", pn, g, deps, n, p)
}

// cuGraphAddNode_v2: cuGraphAddNode whose edges from the dependencies carry
// the edge data given (the edges cuGraphAddDependencies_v2 takes).
//
//export cuGraphAddNode_v2
func cuGraphAddNode_v2(pn *C.uintptr_t, g C.uintptr_t, deps *C.uintptr_t, edges unsafe.Pointer, n C.size_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphAddNode_v2", &res)
	if rec.on() {
		return fwdGraph("cuGraphAddNode_v2", sym_cuGraphAddNode_v2, ptr(pn), uint64(g), ptr(deps), uint64(uintptr(edges)), uint64(n), uint64(uintptr(p)))
	}
	data, err := edgeData(edges, n)
	if err != nil {
		return ret("cuGraphAddNode_v2", err)
	}
	if r := graphAddNode("cuGraphAddNode_v2", pn, g, deps, n, p); r != 0 || data == nil {
		return r
	}
	return ret("cuGraphAddNode_v2", thread().GraphNodeSetDependencyData(driver.GraphNode(*pn), data))
}

// graphAddNode makes the node CUgraphNodeParams p describes: through the
// node type's own cuGraphAdd*Node call for kernel, memcpy, memset, host,
// empty, child graph, event record, event wait and batch-mem-op nodes, or
// a conditional node. As measured
// (testdata/reference/streamops, section nodeparams): reserved fields set
// and unknown types are CUDA_ERROR_INVALID_VALUE, a host node's syncMode
// other than 0 too; a memset node's NULL context is the current one.
func graphAddNode(name string, pn *C.uintptr_t, g C.uintptr_t, deps *C.uintptr_t, n C.size_t, p unsafe.Pointer) C.CUresult {
	if p == nil {
		return ret(name, errNullOut("nodeParams"))
	}
	if err := nodeParamsReserved(name, p); err != nil {
		return ret(name, err)
	}
	t := thread()
	typ := driver.GraphNodeType(*(*int32)(p))
	u := unsafe.Add(p, nodeParamsUnion)
	switch typ {
	case driver.GraphNodeEmpty:
		return addNode(name, pn, deps, n, func(ds []driver.GraphNode) (driver.GraphNode, error) {
			return t.GraphAddEmptyNode(driver.Graph(g), ds)
		})
	case driver.GraphNodeKernel:
		return addKernelNode(name, pn, g, deps, n, u, true)
	case driver.GraphNodeMemset:
		mp := cMemsetNodeParams(u)
		return addNode(name, pn, deps, n, func(ds []driver.GraphNode) (driver.GraphNode, error) {
			return t.GraphAddMemsetNode(driver.Graph(g), ds, mp)
		})
	case driver.GraphNodeMemcpy:
		mp := (*memcpy3D)(unsafe.Add(u, memcpyParamsCopy)).nodeParams()
		return addNode(name, pn, deps, n, func(ds []driver.GraphNode) (driver.GraphNode, error) {
			return t.GraphAddMemcpyNode(driver.Graph(g), ds, mp)
		})
	case driver.GraphNodeHost:
		hp, err := hostParams(u)
		if err == nil {
			err = hostSyncMode(name, u)
		}
		if err != nil {
			return ret(name, err)
		}
		return addNode(name, pn, deps, n, func(ds []driver.GraphNode) (driver.GraphNode, error) {
			return t.GraphAddHostNode(driver.Graph(g), ds, hp)
		})
	case driver.GraphNodeBatchMemOp:
		mp, err := memOpNodeOf(u)
		if err != nil {
			return ret(name, err)
		}
		return addNode(name, pn, deps, n, func(ds []driver.GraphNode) (driver.GraphNode, error) {
			return t.GraphAddBatchMemOpNode(driver.Graph(g), ds, mp)
		})
	case driver.GraphNodeGraph:
		// CUDA_CHILD_GRAPH_NODE_PARAMS: graph, then ownership (0 clones
		// the graph, as cuGraphAddChildGraphNode does; 1 moves it).
		child := driver.Graph(*(*uint64)(u))
		if own := *(*int32)(unsafe.Add(u, 8)); own != 0 {
			return ret(name, cu.Errorf(cu.ErrorNotSupported, "%s of a child graph node with ownership %d: only 0 (clone) is implemented", name, own))
		}
		return addNode(name, pn, deps, n, func(ds []driver.GraphNode) (driver.GraphNode, error) {
			return t.GraphAddChildGraphNode(driver.Graph(g), ds, child)
		})
	case driver.GraphNodeEventRecord, driver.GraphNodeWaitEvent:
		// CUDA_EVENT_RECORD_NODE_PARAMS and _WAIT_: the event alone.
		ev := driver.Event(*(*uint64)(u))
		return addNode(name, pn, deps, n, func(ds []driver.GraphNode) (driver.GraphNode, error) {
			return t.GraphAddEventNode(driver.Graph(g), ds, ev, typ == driver.GraphNodeWaitEvent)
		})
	case driver.GraphNodeMemAlloc:
		// Measured (graphs26's s_gr_addnode): made, its address written.
		return addMemAllocNode(name, pn, g, deps, n, u)
	case driver.GraphNodeMemFree:
		// CUDA_MEM_FREE_NODE_PARAMS: the address alone.
		dptr := driver.DevicePtr(*(*uint64)(u))
		return addNode(name, pn, deps, n, func(ds []driver.GraphNode) (driver.GraphNode, error) {
			return t.GraphAddMemFreeNode(driver.Graph(g), ds, dptr)
		})
	case driver.GraphNodeConditional:
	case 8, 9:
		return ret(name, cu.Errorf(cu.ErrorNotSupported, "%s of a %v node is not implemented (its own cuGraphAdd*Node call is)", name, typ))
	default:
		return ret(name, cu.Errorf(cu.ErrorInvalidValue, "%s of node type %d", name, int32(typ)))
	}
	cp := driver.ConditionalNodeParams{
		Handle: driver.GraphConditionalHandle(*(*uint64)(unsafe.Add(p, condParamsHandle))),
		Type:   driver.ConditionalType(*(*int32)(unsafe.Add(p, condParamsType))),
		Size:   *(*uint32)(unsafe.Add(p, condParamsSize)),
		Ctx:    driver.Context(*(*uintptr)(unsafe.Add(p, condParamsCtx))),
	}
	var bodies []driver.Graph
	r := addNode(name, pn, deps, n, func(ds []driver.GraphNode) (driver.GraphNode, error) {
		h, bs, err := t.GraphAddConditionalNode(driver.Graph(g), ds, cp)
		bodies = bs
		return h, err
	})
	if r != 0 {
		return r
	}
	arr := C.calloc(C.size_t(max(len(bodies), 1)), 8)
	for i, b := range bodies {
		*(*uint64)(unsafe.Add(arr, 8*i)) = uint64(b)
	}
	condBodies.Lock()
	condBodies.m[driver.GraphNode(*pn)] = arr
	condBodies.Unlock()
	*(*unsafe.Pointer)(unsafe.Add(p, condParamsPhGraphOut)) = arr
	return 0
}

// edgeData decodes edge data (8 bytes an edge: from_port, to_port, type,
// 5 reserved): nil when it is NULL or all default. What the H200 refused is
// CUDA_ERROR_INVALID_VALUE (a programmatic edge (type 1) from port 0, a
// to_port other than 0, reserved bytes set, measured in
// testdata/reference/condgraph); the driver judges the rest.
func edgeData(edges unsafe.Pointer, n C.size_t) ([]driver.EdgeData, error) {
	if defaultEdges(edges, n) {
		return nil, nil
	}
	out := make([]driver.EdgeData, 0, min(n, 1<<16))
	for i := range int(min(n, 1<<16)) {
		e := unsafe.Slice((*byte)(unsafe.Add(edges, 8*i)), 8)
		from, to, typ := e[0], e[1], e[2]
		if to != 0 || typ > 2 || (typ == 1 && from == 0) || *(*[5]byte)(e[3:]) != [5]byte{} {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "edge %d: from_port %d, to_port %d, type %d, reserved %v", i, from, to, typ, e[3:])
		}
		out = append(out, driver.EdgeData{FromPort: from, ToPort: to, Type: typ})
	}
	return out, nil
}

//export cuStreamBeginCaptureToGraph
func cuStreamBeginCaptureToGraph(s, g C.uintptr_t, deps *C.uintptr_t, edges unsafe.Pointer, n C.size_t, mode C.int) (res C.CUresult) {
	defer guard("cuStreamBeginCaptureToGraph", &res)
	return beginCaptureToGraph(sym_cuStreamBeginCaptureToGraph, s, g, deps, edges, n, mode, false)
}

//export cuStreamBeginCaptureToGraph_ptsz
func cuStreamBeginCaptureToGraph_ptsz(s, g C.uintptr_t, deps *C.uintptr_t, edges unsafe.Pointer, n C.size_t, mode C.int) (res C.CUresult) {
	defer guard("cuStreamBeginCaptureToGraph_ptsz", &res)
	return beginCaptureToGraph(sym_cuStreamBeginCaptureToGraph_ptsz, s, g, deps, edges, n, mode, true)
}

func beginCaptureToGraph(sym int, s, g C.uintptr_t, deps *C.uintptr_t, edges unsafe.Pointer, n C.size_t, mode C.int, pt bool) C.CUresult {
	const name = "cuStreamBeginCaptureToGraph"
	if rec.on() {
		return fwdGraph(name, sym, uint64(s), uint64(g), ptr(deps), uint64(uintptr(edges)), uint64(n), uint64(uint32(mode)))
	}
	data, err := edgeData(edges, n)
	if err != nil {
		return ret(name, err)
	}
	ds, err := depList(deps, n)
	if err != nil {
		return ret(name, err)
	}
	return ret(name, thread().StreamBeginCaptureToGraphWithData(stream(s, pt), driver.Graph(g), ds, data, driver.StreamCaptureMode(mode)))
}

//export cuStreamUpdateCaptureDependencies
func cuStreamUpdateCaptureDependencies(s C.uintptr_t, deps *C.uintptr_t, n C.size_t, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamUpdateCaptureDependencies", &res)
	return updateCaptureDeps(sym_cuStreamUpdateCaptureDependencies, s, deps, nil, n, flags, false, false)
}

//export cuStreamUpdateCaptureDependencies_ptsz
func cuStreamUpdateCaptureDependencies_ptsz(s C.uintptr_t, deps *C.uintptr_t, n C.size_t, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamUpdateCaptureDependencies_ptsz", &res)
	return updateCaptureDeps(sym_cuStreamUpdateCaptureDependencies_ptsz, s, deps, nil, n, flags, false, true)
}

//export cuStreamUpdateCaptureDependencies_v2
func cuStreamUpdateCaptureDependencies_v2(s C.uintptr_t, deps *C.uintptr_t, edges unsafe.Pointer, n C.size_t, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamUpdateCaptureDependencies_v2", &res)
	return updateCaptureDeps(sym_cuStreamUpdateCaptureDependencies_v2, s, deps, edges, n, flags, true, false)
}

//export cuStreamUpdateCaptureDependencies_v2_ptsz
func cuStreamUpdateCaptureDependencies_v2_ptsz(s C.uintptr_t, deps *C.uintptr_t, edges unsafe.Pointer, n C.size_t, flags C.uint) (res C.CUresult) {
	defer guard("cuStreamUpdateCaptureDependencies_v2_ptsz", &res)
	return updateCaptureDeps(sym_cuStreamUpdateCaptureDependencies_v2_ptsz, s, deps, edges, n, flags, true, true)
}

// updateCaptureDeps: flags CU_STREAM_ADD_CAPTURE_DEPENDENCIES (0) and
// CU_STREAM_SET_CAPTURE_DEPENDENCIES (1); others are
// CUDA_ERROR_INVALID_VALUE (measured).
func updateCaptureDeps(sym int, s C.uintptr_t, deps *C.uintptr_t, edges unsafe.Pointer, n C.size_t, flags C.uint, v2, pt bool) C.CUresult {
	const name = "cuStreamUpdateCaptureDependencies"
	if rec.on() {
		a := []uint64{uint64(s), ptr(deps)}
		if v2 {
			a = append(a, uint64(uintptr(edges)))
		}
		return fwdGraph(name, sym, append(a, uint64(n), uint64(flags))...)
	}
	if flags > 1 {
		return ret(name, cu.Errorf(cu.ErrorInvalidValue, "flags %d: CU_STREAM_ADD_CAPTURE_DEPENDENCIES (0) or CU_STREAM_SET_CAPTURE_DEPENDENCIES (1)", flags))
	}
	data, err := edgeData(edges, n)
	if err != nil {
		return ret(name, err)
	}
	ds, err := depList(deps, n)
	if err != nil {
		return ret(name, err)
	}
	return ret(name, thread().StreamUpdateCaptureDependenciesWithData(stream(s, pt), ds, data, flags == 1))
}

// nodeParamsReserved refuses CUgraphNodeParams whose reserved fields are
// set (measured: CUDA_ERROR_INVALID_VALUE).
func nodeParamsReserved(name string, p unsafe.Pointer) error {
	r0 := unsafe.Slice((*int32)(unsafe.Add(p, 4)), 3)
	if r0[0] != 0 || r0[1] != 0 || r0[2] != 0 || *(*int64)(unsafe.Add(p, nodeParamsReserved2)) != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: CUgraphNodeParams' reserved fields are not zero", name)
	}
	return nil
}

// hostSyncMode refuses a host node's syncMode other than 0 (measured:
// CUDA_ERROR_INVALID_VALUE).
func hostSyncMode(name string, u unsafe.Pointer) error {
	if m := *(*uint32)(unsafe.Add(u, hostParamsSyncMode)); m != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: host node syncMode %d", name, m)
	}
	return nil
}

// nodeSetParams is cuGraphNodeSetParams (e == 0) and
// cuGraphExecNodeSetParams: the node type's own Set call. As measured
// (testdata/reference/streamops, section nodeparams): a NULL node or
// parameters, or parameters of another type than the node's, are
// CUDA_ERROR_INVALID_VALUE.
func nodeSetParams(name string, e, nd C.uintptr_t, p unsafe.Pointer) C.CUresult {
	if p == nil || nd == 0 {
		return ret(name, cu.Errorf(cu.ErrorInvalidValue, "%s with a NULL node or parameters", name))
	}
	if err := nodeParamsReserved(name, p); err != nil {
		return ret(name, err)
	}
	have, err := thread().GraphNodeGetType(driver.GraphNode(nd))
	if err != nil {
		return ret(name, err)
	}
	typ := driver.GraphNodeType(*(*int32)(p))
	if typ != have {
		return ret(name, cu.Errorf(cu.ErrorInvalidValue, "%s: parameters of a %v node for a %v node", name, typ, have))
	}
	u := unsafe.Add(p, nodeParamsUnion)
	switch typ {
	case driver.GraphNodeEmpty:
		if e != 0 {
			if _, err := thread().GraphExecGetFlags(driver.GraphExec(e)); err != nil {
				return ret(name, err)
			}
		}
		return 0
	case driver.GraphNodeKernel:
		return setKernelNode(name, e, nd, u, true, e != 0)
	}
	t := thread()
	switch typ {
	case driver.GraphNodeMemset:
		if mp := cMemsetNodeParams(u); e != 0 {
			err = t.GraphExecMemsetNodeSetParams(driver.GraphExec(e), driver.GraphNode(nd), mp)
		} else {
			err = t.GraphMemsetNodeSetParams(driver.GraphNode(nd), mp)
		}
	case driver.GraphNodeMemcpy:
		if mp := (*memcpy3D)(unsafe.Add(u, memcpyParamsCopy)).nodeParams(); e != 0 {
			err = t.GraphExecMemcpyNodeSetParams(driver.GraphExec(e), driver.GraphNode(nd), mp)
		} else {
			err = t.GraphMemcpyNodeSetParams(driver.GraphNode(nd), mp)
		}
	case driver.GraphNodeHost:
		var hp driver.HostNodeParams
		hp, err = hostParams(u)
		if err == nil {
			err = hostSyncMode(name, u)
		}
		if err == nil && e != 0 {
			err = t.GraphExecHostNodeSetParams(driver.GraphExec(e), driver.GraphNode(nd), hp)
		} else if err == nil {
			err = t.GraphHostNodeSetParams(driver.GraphNode(nd), hp)
		}
	case driver.GraphNodeBatchMemOp:
		var mp driver.BatchMemOpNodeParams
		mp, err = memOpNodeOf(u)
		if err == nil && e != 0 {
			err = t.GraphExecBatchMemOpNodeSetParams(driver.GraphExec(e), driver.GraphNode(nd), mp)
		} else if err == nil {
			err = t.GraphBatchMemOpNodeSetParams(driver.GraphNode(nd), mp)
		}
	case driver.GraphNodeGraph:
		// CUDA_CHILD_GRAPH_NODE_PARAMS: the graph. Measured (graphs26's
		// s_gr_addnode, with the node's own child graph): an executable
		// graph's node takes it, a graph's node is NOT_SUPPORTED.
		if e == 0 {
			err = &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{}, Detail: fmt.Sprintf("%s of a graph's %v node", name, typ)}
		} else {
			err = t.GraphExecChildGraphNodeSetParams(driver.GraphExec(e), driver.GraphNode(nd), driver.Graph(*(*uint64)(u)))
		}
	case driver.GraphNodeEventRecord, driver.GraphNodeWaitEvent:
		// The event alone (measured: s_gr_addnode).
		ev, wait := driver.Event(*(*uint64)(u)), typ == driver.GraphNodeWaitEvent
		if e != 0 {
			err = t.GraphExecEventNodeSetEvent(driver.GraphExec(e), driver.GraphNode(nd), ev, wait)
		} else {
			err = t.GraphEventNodeSetEvent(driver.GraphNode(nd), ev, wait)
		}
	case driver.GraphNodeMemAlloc, driver.GraphNodeMemFree, driver.GraphNodeConditional:
		// Measured (graphs26's s_gr_addnode and s_gr_cond2), of a graph's
		// node and an executable graph's alike.
		err = &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{}, Detail: fmt.Sprintf("%s of a %v node", name, typ)}
	default:
		err = cu.Errorf(cu.ErrorNotSupported, "%s of a %v node is not implemented (its own Set*Params call is)", name, typ)
	}
	return ret(name, err)
}

//export cuGraphNodeSetParams
func cuGraphNodeSetParams(nd C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphNodeSetParams", &res)
	if rec.on() {
		return fwdGraph("cuGraphNodeSetParams", sym_cuGraphNodeSetParams, uint64(nd), uint64(uintptr(p)))
	}
	return nodeSetParams("cuGraphNodeSetParams", 0, nd, p)
}

//export cuGraphExecNodeSetParams
func cuGraphExecNodeSetParams(e, nd C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphExecNodeSetParams", &res)
	if rec.on() {
		return fwdGraph("cuGraphExecNodeSetParams", sym_cuGraphExecNodeSetParams, uint64(e), uint64(nd), uint64(uintptr(p)))
	}
	return nodeSetParams("cuGraphExecNodeSetParams", e, nd, p)
}
