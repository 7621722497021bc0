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
	"cudasim/trace"
)

// Stream capture and graphs (driver/graph.go). The recorder forwards these
// calls and writes them as comments: the trace format has no form for
// graphs yet.

// fwdGraph forwards a graph call to the real driver and comments it.
func fwdGraph(name string, sym int, a ...uint64) C.CUresult {
	r := rec.fwd(sym, a...)
	rec.comment("%s -> %d (forwarded, not traced)", name, r)
	return r
}

func ptr[T any](p *T) uint64 { return uint64(uintptr(unsafe.Pointer(p))) }

// The CUDA 10.0 symbols without a mode capture in GLOBAL mode (0; not
// measured): they are the _v2 calls with it, and recorded as those.
//
//export cuStreamBeginCapture
func cuStreamBeginCapture(s C.uintptr_t) C.CUresult { return cuStreamBeginCapture_v2(s, 0) }

//export cuStreamBeginCapture_ptsz
func cuStreamBeginCapture_ptsz(s C.uintptr_t) C.CUresult { return cuStreamBeginCapture_v2_ptsz(s, 0) }

//export cuStreamEndCapture
func cuStreamEndCapture(s C.uintptr_t, pg *C.uintptr_t) (res C.CUresult) {
	defer guard("cuStreamEndCapture", &res)
	return endCapture(sym_cuStreamEndCapture, s, pg, false)
}

//export cuStreamEndCapture_ptsz
func cuStreamEndCapture_ptsz(s C.uintptr_t, pg *C.uintptr_t) (res C.CUresult) {
	defer guard("cuStreamEndCapture_ptsz", &res)
	return endCapture(sym_cuStreamEndCapture_ptsz, s, pg, true)
}

// endCapture: a NULL phGraph still ends the capture (measured); the graph
// is then destroyed (not measured).
func endCapture(sym int, s C.uintptr_t, pg *C.uintptr_t, pt bool) C.CUresult {
	if rec.on() { // as surface.txt declares it
		in0 := rec.strm(s)
		rc := rec.fwd(sym, uint64(s), ptr(pg))
		rec.record("cuStreamEndCapture", rc, args(in0), func() []trace.Value {
			return vals(optional(pg == nil, func() trace.Value { return rec.syms.New("graph", uint64(*pg)) }))
		})
		return rc
	}
	t := thread()
	g, err := t.StreamEndCapture(stream(s, pt))
	if pg != nil {
		*pg = C.uintptr_t(g)
	} else if g != 0 {
		t.GraphDestroy(g)
	}
	return ret("cuStreamEndCapture", err)
}

// captureDeps keeps, per stream, the C array of node handles the last
// cuStreamGetCaptureInfo handed out (valid until the next call, as the
// driver documents), and zeroed edge data beside it.
var captureDeps = struct {
	sync.Mutex
	m map[C.uintptr_t]unsafe.Pointer
}{m: map[C.uintptr_t]unsafe.Pointer{}}

//export cuStreamGetCaptureInfo
func cuStreamGetCaptureInfo(s C.uintptr_t, st *C.int, id *C.ulonglong) (res C.CUresult) {
	defer guard("cuStreamGetCaptureInfo", &res)
	return captureInfo(sym_cuStreamGetCaptureInfo, s, st, id, nil, nil, nil, nil, false, false)
}

//export cuStreamGetCaptureInfo_ptsz
func cuStreamGetCaptureInfo_ptsz(s C.uintptr_t, st *C.int, id *C.ulonglong) (res C.CUresult) {
	defer guard("cuStreamGetCaptureInfo_ptsz", &res)
	return captureInfo(sym_cuStreamGetCaptureInfo_ptsz, s, st, id, nil, nil, nil, nil, false, true)
}

//export cuStreamGetCaptureInfo_v2
func cuStreamGetCaptureInfo_v2(s C.uintptr_t, st *C.int, id *C.ulonglong, g *C.uintptr_t, deps *unsafe.Pointer, nd *C.size_t) (res C.CUresult) {
	defer guard("cuStreamGetCaptureInfo_v2", &res)
	return captureInfo(sym_cuStreamGetCaptureInfo_v2, s, st, id, g, deps, nil, nd, false, false)
}

//export cuStreamGetCaptureInfo_v2_ptsz
func cuStreamGetCaptureInfo_v2_ptsz(s C.uintptr_t, st *C.int, id *C.ulonglong, g *C.uintptr_t, deps *unsafe.Pointer, nd *C.size_t) (res C.CUresult) {
	defer guard("cuStreamGetCaptureInfo_v2_ptsz", &res)
	return captureInfo(sym_cuStreamGetCaptureInfo_v2_ptsz, s, st, id, g, deps, nil, nd, false, true)
}

//export cuStreamGetCaptureInfo_v3
func cuStreamGetCaptureInfo_v3(s C.uintptr_t, st *C.int, id *C.ulonglong, g *C.uintptr_t, deps, edges *unsafe.Pointer, nd *C.size_t) (res C.CUresult) {
	defer guard("cuStreamGetCaptureInfo_v3", &res)
	return captureInfo(sym_cuStreamGetCaptureInfo_v3, s, st, id, g, deps, edges, nd, true, false)
}

//export cuStreamGetCaptureInfo_v3_ptsz
func cuStreamGetCaptureInfo_v3_ptsz(s C.uintptr_t, st *C.int, id *C.ulonglong, g *C.uintptr_t, deps, edges *unsafe.Pointer, nd *C.size_t) (res C.CUresult) {
	defer guard("cuStreamGetCaptureInfo_v3_ptsz", &res)
	return captureInfo(sym_cuStreamGetCaptureInfo_v3_ptsz, s, st, id, g, deps, edges, nd, true, true)
}

// captureInfo: a NULL status is CUDA_ERROR_INVALID_VALUE (measured); the id
// is written only while capturing (measured: left as it was after the
// end); the v3 edge data is a zeroed array (the H200 gave a non-NULL one).
func captureInfo(sym int, s C.uintptr_t, st *C.int, id *C.ulonglong, g *C.uintptr_t, deps, edges *unsafe.Pointer, nd *C.size_t, v3, pt bool) C.CUresult {
	if rec.on() {
		a := []uint64{uint64(s), ptr(st), ptr(id), ptr(g), ptr(deps)}
		if v3 {
			a = append(a, ptr(edges))
		}
		return fwdGraph("cuStreamGetCaptureInfo", sym, append(a, ptr(nd))...)
	}
	if st == nil {
		return ret("cuStreamGetCaptureInfo", errNullOut("captureStatus_out"))
	}
	status, cid, graph, ns, err := thread().StreamGetCaptureInfo(stream(s, pt))
	if err != nil {
		return ret("cuStreamGetCaptureInfo", err)
	}
	*st = C.int(status)
	if status != driver.CaptureStatusActive {
		// Measured (testdata/cudart/graphs26, s_gr_xstream): of an invalidated
		// capture, as of none, only the status is written.
		return 0
	}
	if id != nil {
		*id = C.ulonglong(cid)
	}
	if g != nil {
		*g = C.uintptr_t(graph)
	}
	if nd != nil {
		*nd = C.size_t(len(ns))
	}
	if deps != nil || edges != nil {
		captureDeps.Lock()
		if old := captureDeps.m[s]; old != nil {
			C.free(old)
		}
		arr := C.calloc(C.size_t(2*len(ns)+1), 8)
		captureDeps.m[s] = arr
		captureDeps.Unlock()
		for i, n := range ns {
			*(*uint64)(unsafe.Add(arr, 8*i)) = uint64(n)
		}
		data, _ := thread().StreamGetCaptureEdgeData(stream(s, pt))
		for i, e := range data { // CUgraphEdgeData: from_port, to_port, type, reserved
			b := (*[8]byte)(unsafe.Add(arr, 8*(len(ns)+i)))
			b[0], b[1], b[2] = e.FromPort, e.ToPort, e.Type
		}
		if deps != nil {
			*deps = arr
		}
		if edges != nil {
			*edges = unsafe.Add(arr, 8*len(ns))
		}
	}
	return 0
}

//export cuThreadExchangeStreamCaptureMode
func cuThreadExchangeStreamCaptureMode(m *C.int) (res C.CUresult) {
	defer guard("cuThreadExchangeStreamCaptureMode", &res)
	if rec.on() {
		return fwdGraph("cuThreadExchangeStreamCaptureMode", sym_cuThreadExchangeStreamCaptureMode, ptr(m))
	}
	t := thread()
	if m == nil {
		// The H200 crashed (testdata/reference/pools, nulls4).
		return ret("cuThreadExchangeStreamCaptureMode", errNullOut("mode"))
	}
	old, err := t.ThreadExchangeStreamCaptureMode(driver.StreamCaptureMode(*m))
	if err == nil {
		*m = C.int(old)
	}
	return ret("cuThreadExchangeStreamCaptureMode", err)
}

// nodeList writes a list of nodes the driver's way: with a NULL array only
// the count; else up to *n nodes and the count written (measured: n=2 of
// 4 wrote 2). A NULL count is CUDA_ERROR_INVALID_VALUE (measured).
func nodeList(name string, ns []driver.GraphNode, err error, arr *C.uintptr_t, n *C.size_t) C.CUresult {
	if err != nil {
		return ret(name, err)
	}
	if n == nil {
		return ret(name, errNullOut("numNodes"))
	}
	if arr == nil {
		*n = C.size_t(len(ns))
		return 0
	}
	k := min(int(*n), len(ns))
	out := unsafe.Slice(arr, k)
	for i := range k {
		out[i] = C.uintptr_t(ns[i])
	}
	*n = C.size_t(k)
	return 0
}

// roomForNone is the answer of a call that lists nodes or edges given an
// array with room for none: measured (graphs26's s_gr_errors and
// s_gr_open28) for cuGraphGetEdges, cuGraphGetNodes and
// cuGraphNodeGetDependencies, with or without anything to list; the other
// lists are taken to answer alike.
func roomForNone(name string) error {
	return cu.Errorf(cu.ErrorInvalidValue, "%s: an array given with room for none (*num 0)", name)
}

// nodeQuery is the shape of the calls that list nodes (cuGraphGetNodes,
// cuGraphNodeGetDependencies...): recording, forwarded and commented;
// else the driver's list written the driver's way (nodeList); a _v2 form
// passes the edges' data (edgesOf, nil for the others) for nodeEdges.
func nodeQuery[H ~uint64](name string, sym int, h C.uintptr_t, arr *C.uintptr_t, edges unsafe.Pointer, v2 bool, n *C.size_t,
	get func(*driver.Thread, H) ([]driver.GraphNode, error), edgesOf func(*driver.Thread, H) ([]driver.EdgeData, error)) C.CUresult {
	if rec.on() {
		if v2 {
			return fwdGraph(name, sym, uint64(h), ptr(arr), uint64(uintptr(edges)), ptr(n))
		}
		return fwdGraph(name, sym, uint64(h), ptr(arr), ptr(n))
	}
	ns, err := get(thread(), H(h))
	if err == nil && arr != nil && n != nil && *n == 0 {
		err = roomForNone(name)
	}
	if err == nil && edgesOf != nil {
		err = nodeEdges(thread(), H(h), edges, arr, n, edgesOf)
	}
	return nodeList(name, ns, err, arr, n)
}

//export cuGraphGetNodes
func cuGraphGetNodes(g C.uintptr_t, arr *C.uintptr_t, n *C.size_t) (res C.CUresult) {
	defer guard("cuGraphGetNodes", &res)
	return nodeQuery("cuGraphGetNodes", sym_cuGraphGetNodes, g, arr, nil, false, n, (*driver.Thread).GraphGetNodes, nil)
}

//export cuGraphGetRootNodes
func cuGraphGetRootNodes(g C.uintptr_t, arr *C.uintptr_t, n *C.size_t) (res C.CUresult) {
	defer guard("cuGraphGetRootNodes", &res)
	return nodeQuery("cuGraphGetRootNodes", sym_cuGraphGetRootNodes, g, arr, nil, false, n, (*driver.Thread).GraphGetRootNodes, nil)
}

//export cuGraphGetEdges
func cuGraphGetEdges(g C.uintptr_t, from, to *C.uintptr_t, n *C.size_t) (res C.CUresult) {
	defer guard("cuGraphGetEdges", &res)
	if rec.on() {
		return fwdGraph("cuGraphGetEdges", sym_cuGraphGetEdges, uint64(g), ptr(from), ptr(to), ptr(n))
	}
	return graphEdges(g, from, to, nil, n)
}

//export cuGraphGetEdges_v2
func cuGraphGetEdges_v2(g C.uintptr_t, from, to *C.uintptr_t, edges unsafe.Pointer, n *C.size_t) (res C.CUresult) {
	defer guard("cuGraphGetEdges_v2", &res)
	if rec.on() {
		return fwdGraph("cuGraphGetEdges", sym_cuGraphGetEdges_v2, uint64(g), ptr(from), ptr(to), uint64(uintptr(edges)), ptr(n))
	}
	return graphEdges(g, from, to, edges, n)
}

// graphEdges: edge data is written when asked for.
func graphEdges(g C.uintptr_t, from, to *C.uintptr_t, edges unsafe.Pointer, n *C.size_t) C.CUresult {
	f, t, err := thread().GraphGetEdges(driver.Graph(g))
	var data []driver.EdgeData
	if err == nil && edges != nil {
		data, err = thread().GraphGetEdgeData(driver.Graph(g))
	}
	if err != nil {
		return ret("cuGraphGetEdges", err)
	}
	if n == nil {
		return ret("cuGraphGetEdges", errNullOut("numEdges"))
	}
	if from == nil && to == nil {
		*n = C.size_t(len(f))
		return 0
	}
	if from == nil || to == nil {
		return ret("cuGraphGetEdges", errNullOut("from or to"))
	}
	if *n == 0 {
		return ret("cuGraphGetEdges", roomForNone("cuGraphGetEdges"))
	}
	k := min(int(*n), len(f))
	fs, ts := unsafe.Slice(from, k), unsafe.Slice(to, k)
	for i := range k {
		fs[i], ts[i] = C.uintptr_t(f[i]), C.uintptr_t(t[i])
		if edges != nil && i < len(data) {
			putEdge(edges, i, data[i])
		}
	}
	*n = C.size_t(k)
	return 0
}

func instantiate(name string, pe *C.uintptr_t, g C.uintptr_t, flags uint64) C.CUresult {
	if pe == nil {
		return ret(name, errNullOut("phGraphExec")) // measured
	}
	inst := thread().GraphInstantiate
	if name == "cuGraphInstantiateWithParams" {
		inst = thread().GraphInstantiateWithParams
	}
	e, err := inst(driver.Graph(g), flags)
	if err == nil {
		*pe = C.uintptr_t(e)
	}
	return ret(name, err)
}

//cudasim:alias cuGraphInstantiate cuGraphInstantiate_v2

// cuGraphInstantiate_v2: the error node and log buffer are left as they
// are (not measured).
//
//export cuGraphInstantiate_v2
func cuGraphInstantiate_v2(pe *C.uintptr_t, g C.uintptr_t, errNode *C.uintptr_t, log *C.char, n C.size_t) (res C.CUresult) {
	defer guard("cuGraphInstantiate_v2", &res)
	if rec.on() {
		return fwdGraph("cuGraphInstantiate", sym_cuGraphInstantiate_v2, ptr(pe), uint64(g), ptr(errNode), ptr(log), uint64(n))
	}
	return instantiate("cuGraphInstantiate", pe, g, 0)
}

// graphInstantiateParams is CUDA_GRAPH_INSTANTIATE_PARAMS.
type graphInstantiateParams struct {
	flags        uint64
	uploadStream uintptr
	errNode      uintptr
	result       int32
}

//export cuGraphInstantiateWithParams
func cuGraphInstantiateWithParams(pe *C.uintptr_t, g C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphInstantiateWithParams", &res)
	return instantiateWithParams(sym_cuGraphInstantiateWithParams, pe, g, p)
}

//export cuGraphInstantiateWithParams_ptsz
func cuGraphInstantiateWithParams_ptsz(pe *C.uintptr_t, g C.uintptr_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphInstantiateWithParams_ptsz", &res)
	return instantiateWithParams(sym_cuGraphInstantiateWithParams_ptsz, pe, g, p)
}

// instantiateWithParams: result_out is CUDA_GRAPH_INSTANTIATE_SUCCESS (0),
// the result of a refusal that has one (a cycle: INVALID_STRUCTURE, with
// errNode_out the node, measured), else CUDA_GRAPH_INSTANTIATE_ERROR (1).
func instantiateWithParams(sym int, pe *C.uintptr_t, g C.uintptr_t, p unsafe.Pointer) C.CUresult {
	if rec.on() {
		return fwdGraph("cuGraphInstantiateWithParams", sym, ptr(pe), uint64(g), uint64(uintptr(p)))
	}
	if p == nil {
		return ret("cuGraphInstantiateWithParams", errNullOut("instantiateParams"))
	}
	ip := (*graphInstantiateParams)(p)
	if pe == nil {
		return ret("cuGraphInstantiateWithParams", errNullOut("phGraphExec")) // measured
	}
	e, err := thread().GraphInstantiateWithParams(driver.Graph(g), ip.flags)
	if err == nil {
		*pe = C.uintptr_t(e)
	}
	ip.result = int32(driver.InstantiateResult(err))
	ip.errNode = uintptr(driver.InstantiateErrorNode(err))
	return ret("cuGraphInstantiateWithParams", err)
}

// depList reads a dependency array; NULL with a count is
// CUDA_ERROR_INVALID_VALUE (measured).
func depList(deps *C.uintptr_t, n C.size_t) ([]driver.GraphNode, error) {
	if n == 0 {
		return nil, nil
	}
	if deps == nil {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "dependencies is NULL for %d nodes", n)
	}
	return cList(unsafe.Pointer(deps), uint64(n), sizeofNode, maxNode, cNode)
}

// addNode is the shape of the cuGraphAdd*Node shims.
func addNode(name string, pn *C.uintptr_t, deps *C.uintptr_t, n C.size_t, add func([]driver.GraphNode) (driver.GraphNode, error)) C.CUresult {
	if pn == nil {
		return ret(name, errNullOut("phGraphNode")) // measured
	}
	ds, err := depList(deps, n)
	if err != nil {
		return ret(name, err)
	}
	h, err := add(ds)
	if err == nil {
		*pn = C.uintptr_t(h)
	}
	return ret(name, err)
}

//export cuGraphAddHostNode
func cuGraphAddHostNode(pn *C.uintptr_t, g C.uintptr_t, deps *C.uintptr_t, n C.size_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphAddHostNode", &res)
	if rec.on() {
		return fwdGraph("cuGraphAddHostNode", sym_cuGraphAddHostNode, ptr(pn), uint64(g), ptr(deps), uint64(n), uint64(uintptr(p)))
	}
	if p == nil {
		return ret("cuGraphAddHostNode", errNullOut("nodeParams"))
	}
	fn, data := *(*unsafe.Pointer)(p), *(*unsafe.Pointer)(unsafe.Add(p, 8))
	if fn == nil {
		return ret("cuGraphAddHostNode", errNullOut("nodeParams->fn"))
	}
	t := thread()
	return addNode("cuGraphAddHostNode", pn, deps, n, func(ds []driver.GraphNode) (driver.GraphNode, error) {
		return t.GraphAddHostNode(driver.Graph(g), ds, driver.HostNodeParams{Call: func() { C.cudasim_host_fn(fn, data) }, Fn: uintptr(fn), UserData: uintptr(data)})
	})
}

// memsetNodeParams is CUDA_MEMSET_NODE_PARAMS.
type memsetNodeParams struct {
	dst                uint64
	pitch              uint64
	value, elementSize uint32
	width, height      uint64
}

// kernelNodeParams is CUDA_KERNEL_NODE_PARAMS_v2 (v1 is its first part).
type kernelNodeParams struct {
	fn                     uintptr
	gx, gy, gz, bx, by, bz uint32
	shmem                  uint32
	kp, extra              unsafe.Pointer
	kern                   uintptr
	ctx                    uintptr
}

//export cuGraphAddKernelNode
func cuGraphAddKernelNode(pn *C.uintptr_t, g C.uintptr_t, deps *C.uintptr_t, n C.size_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphAddKernelNode", &res)
	if rec.on() {
		return fwdGraph("cuGraphAddKernelNode", sym_cuGraphAddKernelNode, ptr(pn), uint64(g), ptr(deps), uint64(n), uint64(uintptr(p)))
	}
	return addKernelNode("cuGraphAddKernelNode", pn, g, deps, n, p, false)
}

//export cuGraphAddKernelNode_v2
func cuGraphAddKernelNode_v2(pn *C.uintptr_t, g C.uintptr_t, deps *C.uintptr_t, n C.size_t, p unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGraphAddKernelNode_v2", &res)
	if rec.on() {
		return fwdGraph("cuGraphAddKernelNode", sym_cuGraphAddKernelNode_v2, ptr(pn), uint64(g), ptr(deps), uint64(n), uint64(uintptr(p)))
	}
	return addKernelNode("cuGraphAddKernelNode", pn, g, deps, n, p, true)
}

func addKernelNode(name string, pn *C.uintptr_t, g C.uintptr_t, deps *C.uintptr_t, n C.size_t, p unsafe.Pointer, v2 bool) C.CUresult {
	if p == nil {
		return ret(name, errNullOut("nodeParams"))
	}
	kp := *(*kernelNodeParams)(p)
	if !v2 {
		kp.kern, kp.ctx = 0, 0
	}
	f := driver.Function(kp.fn)
	if f == 0 {
		f = driver.Function(kp.kern)
	}
	t := thread()
	params, err := kernelParams(t, f, kp.kp)
	if err != nil {
		return ret(name, err)
	}
	buf, err := extraBuffer(kp.extra)
	if err != nil {
		return ret(name, err)
	}
	return addNode(name, pn, deps, n, func(ds []driver.GraphNode) (driver.GraphNode, error) {
		return t.GraphAddKernelNode(driver.Graph(g), ds, driver.KernelNodeParams{Func: driver.Function(kp.fn), Kernel: driver.Kernel(kp.kern),
			Grid: driver.Dim3{X: kp.gx, Y: kp.gy, Z: kp.gz}, Block: driver.Dim3{X: kp.bx, Y: kp.by, Z: kp.bz},
			SharedMem: kp.shmem, Params: params, Extra: buf})
	})
}

// cuGraphAddDependencies_v2: with NULL or default edge data it is
// cuGraphAddDependencies (and recorded as that); other data is decoded
// (edgeData) and given to the driver.
//
//export cuGraphAddDependencies_v2
func cuGraphAddDependencies_v2(g C.uintptr_t, from, to *C.uintptr_t, edges unsafe.Pointer, n C.size_t) (res C.CUresult) {
	defer guard("cuGraphAddDependencies_v2", &res)
	if defaultEdges(edges, n) {
		return cuGraphAddDependencies(g, unsafe.Pointer(from), unsafe.Pointer(to), n)
	}
	if rec.on() {
		return fwdGraph("cuGraphAddDependencies", sym_cuGraphAddDependencies_v2, uint64(g), ptr(from), ptr(to), uint64(uintptr(edges)), uint64(n))
	}
	fs, ts, data, err := edgeLists(from, to, edges, n)
	if err == nil {
		err = thread().GraphAddDependenciesWithData(driver.Graph(g), fs, ts, data)
	}
	return ret("cuGraphAddDependencies", err)
}

// edgeLists decodes the from and to node lists and the edge data of the
// _v2 dependency calls.
func edgeLists(from, to *C.uintptr_t, edges unsafe.Pointer, n C.size_t) (fs, ts []driver.GraphNode, data []driver.EdgeData, err error) {
	if (from == nil || to == nil) && n > 0 {
		return nil, nil, nil, errNullOut("from or to")
	}
	if fs, err = cList(unsafe.Pointer(from), uint64(n), sizeofNode, maxNode, cNode); err != nil {
		return nil, nil, nil, err
	}
	if ts, err = cList(unsafe.Pointer(to), uint64(n), sizeofNode, maxNode, cNode); err != nil {
		return nil, nil, nil, err
	}
	data, err = edgeData(edges, n)
	return fs, ts, data, err
}

// defaultEdges reports whether edge data is absent or all default (zeroed,
// 8 bytes an edge).
func defaultEdges(edges unsafe.Pointer, n C.size_t) bool {
	if edges != nil {
		for i := range int(min(n, 1<<16)) {
			if *(*uint64)(unsafe.Add(edges, 8*i)) != 0 {
				return false
			}
		}
	}
	return true
}
