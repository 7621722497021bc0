package driver

import (
	"errors"
	"fmt"
	"slices"

	"cudasim/cu"
	"cudasim/internal/mem"
	"cudasim/internal/module"
)

// The explicit graph API: adding nodes and edges, reading and changing a
// node's parameters in a graph and in an executable graph, and updating an
// executable graph from another graph (cuGraphExecUpdate). Codes as
// measured on the H200 (testdata/reference/graphs, sections params,
// update, upload).

// nodesOf resolves dependency handles, which must be nodes of g
// (CUDA_ERROR_INVALID_VALUE otherwise). gs.mu is held.
func (d *Driver) nodesOf(g *graph, hs []GraphNode) ([]*graphNode, error) {
	out := make([]*graphNode, len(hs))
	for i, h := range hs {
		n, err := d.node(h)
		if err != nil {
			return nil, err
		}
		if n.g != g {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "%v is not a node of %v", n, g)
		}
		out[i] = n
	}
	return out, nil
}

func (t *Thread) addNode(h Graph, deps []GraphNode, typ GraphNodeType, p nodeParams) (GraphNode, error) {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return 0, err
	}
	defer unlock()
	ds, err := t.d.nodesOf(g, deps)
	if err != nil {
		return 0, err
	}
	for i, n := range ds {
		if slices.Contains(ds[:i], n) { // measured: e_graph
			return 0, cu.Errorf(cu.ErrorInvalidValue, "%v is listed twice among the new node's dependencies", n)
		}
	}
	return t.d.newNode(g, typ, ds, p).handle, nil
}

// GraphAddEmptyNode is cuGraphAddEmptyNode. A NULL graph is
// CUDA_ERROR_INVALID_VALUE (measured).
func (t *Thread) GraphAddEmptyNode(g Graph, deps []GraphNode) (GraphNode, error) {
	return t.addNode(g, deps, GraphNodeEmpty, emptyParams{})
}

// GraphAddHostNode is cuGraphAddHostNode: p.Call runs when the graph does.
func (t *Thread) GraphAddHostNode(g Graph, deps []GraphNode, p HostNodeParams) (GraphNode, error) {
	if p.Call == nil {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "host node with a NULL function")
	}
	return t.addNode(g, deps, GraphNodeHost, p)
}

// GraphAddMemsetNode is cuGraphAddMemsetNode: Height rows of Width
// elements of ElementSize bytes (1, 2 or 4: measured, 3 is
// CUDA_ERROR_INVALID_VALUE), Pitch bytes apart. The context is not checked
// (not measured).
func (t *Thread) GraphAddMemsetNode(g Graph, deps []GraphNode, p MemsetNodeParams) (GraphNode, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if err := t.StickyError(); err != nil {
		return 0, err
	}
	if err := p.check(); err != nil {
		return 0, err
	}
	if err := t.d.nodeLive(p); err != nil {
		return 0, err
	}
	return t.addNode(g, deps, GraphNodeMemset, p)
}

// GraphAddMemcpyNode is cuGraphAddMemcpyNode: a copy between linear memory
// and CUDA arrays, as cuMemcpy3D's.
func (t *Thread) GraphAddMemcpyNode(g Graph, deps []GraphNode, p MemcpyNodeParams) (GraphNode, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if err := t.StickyError(); err != nil {
		return 0, err
	}
	if err := p.check(); err != nil {
		return 0, err
	}
	if err := t.d.memcpyNodeInBounds(&p); err != nil {
		return 0, err
	}
	return t.addNode(g, deps, GraphNodeMemcpy, memcpyParams{desc: p})
}

// memcpyNodeInBounds refuses a memcpy node whose device side starts in an
// allocation and runs past its end, as the H200 refused a 1 MiB
// cudaGraphAddMemcpyNode1D into 4 KiB (CUDA_ERROR_INVALID_VALUE:
// libcuda/testdata/cudart/apiexplore24, s_ax_graphapi).
func (d *Driver) memcpyNodeInBounds(p *MemcpyNodeParams) error {
	for _, side := range []struct {
		kind                   MemoryType
		dev                    DevicePtr
		x, y, z, pitch, height uint64
		which                  string
	}{{p.SrcMemoryType, p.SrcDevice, p.SrcXInBytes, p.SrcY, p.SrcZ, p.SrcPitch, p.SrcHeight, "source"},
		{p.DstMemoryType, p.DstDevice, p.DstXInBytes, p.DstY, p.DstZ, p.DstPitch, p.DstHeight, "destination"}} {
		if side.kind == MemoryTypeArray {
			arr := p.SrcArray
			if side.which == "destination" {
				arr = p.DstArray
			}
			// An unmapped deferred-mapping array faults when the node runs, as a copy does.
			if _, _, _, err := d.arraySide(arr, side.x, side.y, side.z, p.WidthInBytes, p.Height, p.Depth, "memcpy node "+side.which); err != nil && !errors.As(err, new(errDeferredUnmapped)) {
				return err
			}
			continue
		}
		if side.kind != MemoryTypeDevice && side.kind != MemoryTypeUnified {
			continue
		}
		first := side.dev + side.x + (side.y+side.z*side.height)*side.pitch
		a, ok := d.mem.Lookup(first)
		if !ok {
			continue
		}
		last := first + ((p.Depth-1)*side.height+p.Height-1)*side.pitch + p.WidthInBytes - 1
		if last < first || last >= a.Base+a.Size {
			return cu.Errorf(cu.ErrorInvalidValue, "memcpy node %s [%#x, %#x] runs past its allocation's end %#x", side.which, first, last, a.Base+a.Size)
		}
	}
	return nil
}

// kernelNode resolves a kernel node's function: a CUkernel is loaded into
// the current context (and runs, as captured ones do, in the context of
// the stream the graph is launched on); a CUfunction runs in its own.
func (t *Thread) kernelNode(p KernelNodeParams) (*kernelParams, error) {
	if err := t.d.ready(); err != nil {
		return nil, err
	}
	h := p.Func
	if h == 0 {
		h = Function(p.Kernel)
	} else if _, isK := lookupHandle[*kernel](t.d, uint64(h)); isK {
		// Measured: a CUkernel cast to CUfunction in func is refused
		// (cuLaunchKernel takes one; kernel nodes take it in kern).
		return nil, cu.Errorf(cu.ErrorInvalidHandle, "kernel node func %#x is a CUkernel: pass it in kern", uint64(h))
	}
	var fn *function
	if k, ok := lookupHandle[*kernel](t.d, uint64(h)); ok {
		c, err := t.current()
		if err != nil {
			return nil, err
		}
		mo, err := t.d.loader().copyIn(k.lib, c, ReasonFirstLaunch)
		t.d.flush(t.id)
		if err != nil {
			return nil, err
		}
		if fn, err = k.functionIn(mo); err != nil {
			return nil, err
		}
	} else if fn, ok = lookupHandle[*function](t.d, uint64(h)); !ok {
		return nil, t.d.badHandle(cu.ErrorInvalidHandle, "function", uint64(h))
	}
	l := &module.Launch{Grid: p.Grid.array(), Block: p.Block.array(), DynamicShared: p.SharedMem,
		Params: p.Params, Buffer: p.Extra, HasBuffer: p.Extra != nil}
	if err := fn.f.CheckConfig(l); err != nil {
		return nil, err
	}
	return t.newKernelParams(h, fn, l), nil
}

// GraphAddKernelNode is cuGraphAddKernelNode_v2. The launch configuration
// and the parameters are checked at once, as a launch checks them
// (measured: e_graph's bad block sizes, shared memory and parameters).
func (t *Thread) GraphAddKernelNode(g Graph, deps []GraphNode, p KernelNodeParams) (GraphNode, error) {
	if err := t.StickyError(); err != nil {
		return 0, err
	}
	kp, err := t.kernelNode(p)
	if err != nil {
		return 0, err
	}
	return t.addNode(g, deps, GraphNodeKernel, kp)
}

// cloneInto copies g's nodes into c, keeping their order and
// dependencies; m maps each node to its copy. Child graphs are copied
// too. gs.mu is held.
func (d *Driver) cloneInto(c, g *graph, m map[*graphNode]*graphNode, refs bool) {
	// Each graph of a copy holds the references its original holds, graph
	// by graph, so a nested copy releases its own (measured:
	// testdata/reference/graphs7, w2/probe-userobj-transcript.txt, "nested").
	if refs {
		c.userRefs = retainRefs(g.userRefs)
	}
	for _, n := range g.nodes {
		p := n.p
		if cp, ok := p.(childParams); ok {
			sub := d.newGraph()
			sub.origin = m // cuGraphNodeFindInClone finds nested nodes in nested copies too
			d.cloneInto(sub, cp.g, m, refs)
			sub.child = true
			p = childParams{sub}
		}
		m[n] = d.newNode(c, n.typ, nil, p)
	}
	// The edges are made again node by node, each node's dependencies in
	// their order: the dependents' lists follow the nodes' order
	// (graphorder.go; measured: libcuda/testdata/cudart/graphs26, s_gr_clone).
	for _, n := range g.nodes {
		for _, p := range n.deps {
			c.link(m[p], m[n])
			m[n].setEdge(m[p], n.edgeTo(p))
		}
	}
}

// GraphAddChildGraphNode is cuGraphAddChildGraphNode: the node holds a
// copy of child (measured: cuGraphChildGraphNodeGetGraph answers another
// handle), so later changes to child do not reach it.
func (t *Thread) GraphAddChildGraphNode(h Graph, deps []GraphNode, child Graph) (GraphNode, error) {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return 0, err
	}
	defer unlock()
	cg, err := t.d.graph(child)
	if err != nil {
		return 0, err
	}
	if cg == g {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "%v cannot be its own child", g)
	}
	if cg.hasConditional() {
		return 0, measuredNotSupported("%v holds conditional nodes (or is a body): it cannot be a child graph", cg)
	}
	if slices.ContainsFunc(cg.nodes, func(n *graphNode) bool { return n.typ == GraphNodeMemAlloc }) {
		return 0, measuredNotSupported("%v holds memory allocation nodes: it cannot be a child graph", cg) // e_graph
	}
	ds, err := t.d.nodesOf(g, deps)
	if err != nil {
		return 0, err
	}
	sub := t.d.cloneOf(cg, true) // with the child's references, graph by graph
	sub.child = true
	return t.d.newNode(g, GraphNodeGraph, ds, childParams{sub}).handle, nil
}

// GraphChildGraphNodeGetGraph is cuGraphChildGraphNodeGetGraph: the node's
// own graph.
func (t *Thread) GraphChildGraphNodeGetGraph(h GraphNode) (Graph, error) {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return 0, err
	}
	defer unlock()
	cp, ok := n.p.(childParams)
	if !ok {
		return 0, wrongType(n, "child graph")
	}
	return cp.g.handle, nil
}

// GraphAddEventNode is cuGraphAddEventRecordNode (wait false) and
// cuGraphAddEventWaitNode (wait true).
func (t *Thread) GraphAddEventNode(g Graph, deps []GraphNode, e Event, wait bool) (GraphNode, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	ev, err := t.d.event(e)
	if err != nil {
		return 0, err
	}
	typ := GraphNodeEventRecord
	if wait {
		typ = GraphNodeWaitEvent
	}
	return t.addNode(g, deps, typ, eventParams{ev, wait})
}

// GraphEventNodeGetEvent is cuGraphEventRecordNodeGetEvent and
// cuGraphEventWaitNodeGetEvent.
func (t *Thread) GraphEventNodeGetEvent(h GraphNode, wait bool) (Event, error) {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return 0, err
	}
	defer unlock()
	ep, ok := n.p.(eventParams)
	if !ok || ep.wait != wait {
		return 0, wrongType(n, "event")
	}
	return ep.e.handle, nil
}

// GraphEventNodeSetEvent is cuGraphEventRecordNodeSetEvent and
// cuGraphEventWaitNodeSetEvent.
func (t *Thread) GraphEventNodeSetEvent(h GraphNode, e Event, wait bool) error {
	ev, err := t.d.event(e)
	if err != nil {
		return err
	}
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return err
	}
	defer unlock()
	if ep, ok := n.p.(eventParams); !ok || ep.wait != wait {
		return wrongType(n, "event")
	}
	n.p = eventParams{ev, wait}
	return nil
}

func wrongType(n *graphNode, want string) error {
	return cu.Errorf(cu.ErrorInvalidValue, "%v is a %s node, not a %s node", n, n.typ, want)
}

// GraphAddDependencies is cuGraphAddDependencies: edges from[i] -> to[i].
// A cycle is accepted here and refused at instantiation (measured).
func (t *Thread) GraphAddDependencies(h Graph, from, to []GraphNode) error {
	return t.GraphAddDependenciesWithData(h, from, to, nil)
}

// GraphRemoveDependencies is cuGraphRemoveDependencies: an edge that is
// not there is CUDA_ERROR_INVALID_VALUE, and then no edge is removed.
func (t *Thread) GraphRemoveDependencies(h Graph, from, to []GraphNode) error {
	return t.GraphRemoveDependenciesWithData(h, from, to, nil)
}

func (t *Thread) edges(h Graph, from, to []GraphNode) (*graph, []*graphNode, []*graphNode, func(), error) {
	if err := t.d.ready(); err != nil {
		return nil, nil, nil, nil, err
	}
	if len(from) != len(to) {
		return nil, nil, nil, nil, cu.Errorf(cu.ErrorInvalidValue, "%d from nodes, %d to nodes", len(from), len(to))
	}
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	fs, err := t.d.nodesOf(g, from)
	if err == nil {
		var ts []*graphNode
		if ts, err = t.d.nodesOf(g, to); err == nil {
			return g, fs, ts, unlock, nil
		}
	}
	unlock()
	return nil, nil, nil, nil, err
}

// GraphDestroyNode is cuGraphDestroyNode: the node and its edges go.
func (t *Thread) GraphDestroyNode(h GraphNode) error {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return err
	}
	g := n.g
	if err := memoryNodesForbid(g, "cuGraphDestroyNode"); err != nil {
		unlock()
		return err
	}
	if isDeviceUpdatable(n.p) {
		unlock()
		// Measured (testdata/reference/faith, transcript-w2.txt, section kattr2).
		return &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
			Detail: fmt.Sprintf("cuGraphDestroyNode: %v is a device-updatable kernel node, which cannot be destroyed", n)}
	}
	g.dropNode(n)
	refs := map[*userObject]uint32{}
	for _, sub := range nodeGraphs(n) {
		for u, k := range treeRefs(sub) {
			refs[u] += k
		}
	}
	t.d.dropNodeGraphs(n, "graph of a node destroyed by cuGraphDestroyNode")
	t.d.dropHandle(uint64(n.handle), "graph node destroyed by cuGraphDestroyNode")
	done := t.d.releaseAll(refs) // what the node's graphs held
	unlock()
	done()
	return nil
}

// GraphClone is cuGraphClone: a copy of the graph, its nodes in the same
// order with the same dependencies. The clone remembers which node each of
// its nodes copies, for cuGraphNodeFindInClone.
func (t *Thread) GraphClone(h Graph) (Graph, error) {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return 0, err
	}
	defer unlock()
	if g.hasConditional() {
		// Measured (testdata/reference/condgraph; graphs26's s_gr_cond2).
		return 0, measuredNotSupported("%v holds conditional nodes (or is a body): it cannot be cloned", g)
	}
	if g.hasDeviceUpdatable() {
		return 0, &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
			Detail: fmt.Sprintf("%v holds a device-updatable kernel node: it cannot be cloned", g)}
	}
	if slices.ContainsFunc(g.nodes, func(n *graphNode) bool { return n.typ == GraphNodeMemAlloc }) {
		// Measured (libcuda/testdata/cudart/graphs26, s_gr_memnodes: a graph
		// of an allocation node and its free node), the output left as it was
		// (testdata/reference/tidy32/h100-s34, outputs_N.out), where a graph of
		// conditional nodes gets NULL (graphs26's s_gr_cond2: the runtime's
		// answer to a NULL graph at the update from the failed clone).
		return 0, &cu.Error{Result: cu.ErrorNotSupported, Cause: errors.Join(cu.AsMeasured{}, cu.OutputsKept{}),
			Detail: fmt.Sprintf("%v holds memory allocation nodes: it cannot be cloned", g)}
	}
	return t.d.cloneOf(g, true).handle, nil
}

// cloneOf copies g, remembering which node each of the copy's nodes copies
// (cuGraphNodeFindInClone finds them in clones and in child graph nodes'
// copies, as NVIDIA documents). With refs, each graph of the copy takes the
// user-object references its original holds. gs.mu is held.
func (d *Driver) cloneOf(g *graph, refs bool) *graph {
	c := d.newGraph()
	m := map[*graphNode]*graphNode{}
	d.cloneInto(c, g, m, refs)
	// Only the graph cloned: a clone of a clone does not find the first
	// graph's nodes (measured: libcuda/testdata/cudart/graphs26, s_gr_clone).
	c.origin = m
	return c
}

// GraphNodeFindInClone is cuGraphNodeFindInClone: the node of clone made
// from original; a node the clone was not made from is
// CUDA_ERROR_INVALID_VALUE (testdata/reference/graphs, section params).
func (t *Thread) GraphNodeFindInClone(original GraphNode, clone Graph) (GraphNode, error) {
	c, unlock, err := t.lockGraph(clone)
	if err != nil {
		return 0, err
	}
	defer unlock()
	n, err := t.d.node(original)
	if err != nil {
		return 0, err
	}
	m, ok := c.origin[n]
	if !ok || !slices.Contains(c.nodes, m) {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "%v is not a node %v was cloned from", n, c)
	}
	return m.handle, nil
}

// --- node parameters ---

// GraphKernelNodeGetParams is cuGraphKernelNodeGetParams(_v2).
func (t *Thread) GraphKernelNodeGetParams(h GraphNode) (KernelNodeParams, error) {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return KernelNodeParams{}, err
	}
	defer unlock()
	kp, ok := n.p.(*kernelParams)
	if !ok {
		return KernelNodeParams{}, wrongType(n, "kernel")
	}
	out := kp.public()
	if mo := kp.fn.mod; out.Kernel == 0 && mo.lib != nil {
		// A node made from the CUfunction of a library's kernel
		// (cuKernelGetFunction) reports that kernel too: CUDA 13's runtime
		// finds its kernel by it, and cudaGraphKernelNodeGetParams of such a
		// node succeeded on the H200 (libcuda/testdata/cudart/suite,
		// s_graph); which field it read is inferred, not measured.
		out.Kernel = mo.lib.kernel(t.d, kp.fn.f.Kernel.Name).handle
	}
	return out, nil
}

// GraphKernelNodeSetParams is cuGraphKernelNodeSetParams(_v2).
func (t *Thread) GraphKernelNodeSetParams(h GraphNode, p KernelNodeParams) error {
	kp, err := t.kernelNode(p)
	if err != nil {
		return err
	}
	return t.setNode(h, GraphNodeKernel, kp)
}

// setNode replaces the parameters of node h, of type typ.
func (t *Thread) setNode(h GraphNode, typ GraphNodeType, p nodeParams) error {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return err
	}
	defer unlock()
	if n.typ != typ {
		return wrongType(n, typ.String())
	}
	if kp, ok := p.(*kernelParams); ok {
		kp.keepAttrs(n.p)
	}
	n.p = p
	return nil
}

// GraphMemsetNodeGetParams is cuGraphMemsetNodeGetParams.
func (t *Thread) GraphMemsetNodeGetParams(h GraphNode) (MemsetNodeParams, error) {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return MemsetNodeParams{}, err
	}
	defer unlock()
	mp, ok := n.p.(MemsetNodeParams)
	if !ok {
		return MemsetNodeParams{}, wrongType(n, "memset")
	}
	return mp, nil
}

// GraphMemsetNodeSetParams is cuGraphMemsetNodeSetParams.
func (t *Thread) GraphMemsetNodeSetParams(h GraphNode, p MemsetNodeParams) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if err := p.check(); err != nil {
		return err
	}
	return t.setNode(h, GraphNodeMemset, p)
}

// GraphMemcpyNodeGetParams is cuGraphMemcpyNodeGetParams.
func (t *Thread) GraphMemcpyNodeGetParams(h GraphNode) (MemcpyNodeParams, error) {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return MemcpyNodeParams{}, err
	}
	defer unlock()
	mp, ok := n.p.(memcpyParams)
	if !ok {
		return MemcpyNodeParams{}, wrongType(n, "memcpy")
	}
	return mp.desc, nil
}

// GraphMemcpyNodeSetParams is cuGraphMemcpyNodeSetParams.
func (t *Thread) GraphMemcpyNodeSetParams(h GraphNode, p MemcpyNodeParams) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if err := p.check(); err != nil {
		return err
	}
	return t.setNode(h, GraphNodeMemcpy, memcpyParams{desc: p})
}

// GraphHostNodeGetParams is cuGraphHostNodeGetParams.
func (t *Thread) GraphHostNodeGetParams(h GraphNode) (HostNodeParams, error) {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return HostNodeParams{}, err
	}
	defer unlock()
	hp, ok := n.p.(HostNodeParams)
	if !ok {
		return HostNodeParams{}, wrongType(n, "host")
	}
	return hp, nil
}

// GraphHostNodeSetParams is cuGraphHostNodeSetParams.
func (t *Thread) GraphHostNodeSetParams(h GraphNode, p HostNodeParams) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if p.Call == nil {
		return cu.Errorf(cu.ErrorInvalidValue, "host node with a NULL function")
	}
	return t.setNode(h, GraphNodeHost, p)
}

// GraphMemAllocNodeGetParams is cuGraphMemAllocNodeGetParams: the address
// and size of the node's allocation.
func (t *Thread) GraphMemAllocNodeGetParams(h GraphNode) (DevicePtr, uint64, error) {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return 0, 0, err
	}
	defer unlock()
	ap, ok := n.p.(allocParams)
	if !ok {
		return 0, 0, wrongType(n, "mem alloc")
	}
	return ap.p, ap.size, nil
}

// GraphMemAllocNodeKind is the rest of cuGraphMemAllocNodeGetParams: the
// node's device and whether its memory is managed.
func (t *Thread) GraphMemAllocNodeKind(h GraphNode) (dev int, managed bool, err error) {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return 0, false, err
	}
	defer unlock()
	ap, ok := n.p.(allocParams)
	if !ok {
		return 0, false, wrongType(n, "mem alloc")
	}
	return ap.dev, ap.managed, nil
}

// GraphMemFreeNodeGetParams is cuGraphMemFreeNodeGetParams.
func (t *Thread) GraphMemFreeNodeGetParams(h GraphNode) (DevicePtr, error) {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return 0, err
	}
	defer unlock()
	fp, ok := n.p.(freeParams)
	if !ok {
		return 0, wrongType(n, "mem free")
	}
	return fp.p, nil
}

// --- executable graphs' nodes ---

// execNodeOf finds the executable graph's copy of node h, with the graphs
// locked until the caller runs unlock. A node of another graph is
// CUDA_ERROR_INVALID_VALUE (measured).
func (t *Thread) execNodeOf(e GraphExec, h GraphNode) (*execNode, func(), error) {
	unlock, err := t.lockGraphs()
	if err != nil {
		return nil, nil, err
	}
	x, err := t.d.exec(e)
	if err == nil {
		var n *graphNode
		if n, err = t.d.node(h); err == nil {
			if en := findExecNode(x.nodes, n); en != nil {
				return en, unlock, nil // a body's node too (measured)
			}
			err = cu.Errorf(cu.ErrorInvalidValue, "%v is not a node of the graph executable graph %#x was made from", n, uint64(e))
		}
	}
	unlock()
	return nil, nil, err
}

// execSet replaces the parameters of an executable graph's node of type
// typ, after same (when not nil) has accepted the change.
func (t *Thread) execSet(e GraphExec, h GraphNode, typ GraphNodeType, p nodeParams, same func(old nodeParams) error) error {
	en, unlock, err := t.execNodeOf(e, h)
	if err != nil {
		return err
	}
	defer unlock()
	if en.typ != typ {
		return cu.Errorf(cu.ErrorInvalidValue, "node %#x is a %s node, not a %s node", uint64(h), en.typ, typ)
	}
	if same != nil {
		if err := same(en.p); err != nil {
			return err
		}
	}
	if kp, ok := p.(*kernelParams); ok {
		kp.keepAttrs(en.p)
	}
	en.p = p
	return nil
}

// GraphExecKernelNodeSetParams is cuGraphExecKernelNodeSetParams(_v2).
func (t *Thread) GraphExecKernelNodeSetParams(e GraphExec, h GraphNode, p KernelNodeParams) error {
	kp, err := t.kernelNode(p)
	if err != nil {
		return err
	}
	return t.execSet(e, h, GraphNodeKernel, kp, func(old nodeParams) error {
		return kernelChange(old.(*kernelParams), kp)
	})
}

// kernelChange is what an executable graph's kernel node accepts: another
// function only of the same context (not measured beyond a function of
// the same library).
func kernelChange(old, p *kernelParams) error {
	if old.fn.mod.c != p.fn.mod.c && !(old.isK && p.isK) {
		return cu.Errorf(cu.ErrorInvalidValue, "a kernel node cannot change to a function of another context")
	}
	return nil
}

// GraphExecMemsetNodeSetParams is cuGraphExecMemsetNodeSetParams.
func (t *Thread) GraphExecMemsetNodeSetParams(e GraphExec, h GraphNode, p MemsetNodeParams) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if err := t.StickyError(); err != nil {
		return err
	}
	if err := p.check(); err != nil {
		return err
	}
	return t.execSet(e, h, GraphNodeMemset, p, func(old nodeParams) error { return memsetChange(old.(MemsetNodeParams), p) })
}

// memsetChange is what an executable graph's memset node accepts
// (testdata/reference/graphs, sections params and update): the value, the
// destination and the element size may change, the bytes of a row and the
// rows of a 2D memset may not. A 1D memset (one row) stays one row of any
// width and element size (graphs26's s_gr_enable: 32 bytes set as 16 and
// as 64).
func memsetChange(old, p MemsetNodeParams) error {
	if max(old.Height, 1) == 1 && max(p.Height, 1) == 1 {
		return nil
	}
	if old.Width*uint64(old.ElementSize) != p.Width*uint64(p.ElementSize) || max(old.Height, 1) != max(p.Height, 1) {
		return cu.Errorf(cu.ErrorInvalidValue, "an executable graph's memset node keeps its shape (%d rows of %d bytes), asked for %d rows of %d",
			max(old.Height, 1), old.Width*uint64(old.ElementSize), max(p.Height, 1), p.Width*uint64(p.ElementSize))
	}
	return nil
}

// GraphExecMemcpyNodeSetParams is cuGraphExecMemcpyNodeSetParams.
func (t *Thread) GraphExecMemcpyNodeSetParams(e GraphExec, h GraphNode, p MemcpyNodeParams) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if err := p.check(); err != nil {
		return err
	}
	return t.execSet(e, h, GraphNodeMemcpy, memcpyParams{desc: p}, func(old nodeParams) error {
		return memcpyChange(old.(memcpyParams).desc, p)
	})
}

// memcpyChange is what an executable graph's memcpy node accepts: the
// kinds of memory of both sides stay (testdata/reference/graphs, section
// params).
func memcpyChange(old, p MemcpyNodeParams) error {
	if old.SrcMemoryType != p.SrcMemoryType || old.DstMemoryType != p.DstMemoryType {
		return cu.Errorf(cu.ErrorInvalidValue, "an executable graph's memcpy node keeps its kinds of memory")
	}
	return nil
}

// GraphExecHostNodeSetParams is cuGraphExecHostNodeSetParams.
func (t *Thread) GraphExecHostNodeSetParams(e GraphExec, h GraphNode, p HostNodeParams) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if p.Call == nil {
		return cu.Errorf(cu.ErrorInvalidValue, "host node with a NULL function")
	}
	return t.execSet(e, h, GraphNodeHost, p, nil)
}

// GraphExecChildGraphNodeSetParams is cuGraphExecChildGraphNodeSetParams:
// the child graph must have the topology of the node's (else
// CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE, measured); its nodes' parameters
// are taken.
func (t *Thread) GraphExecChildGraphNodeSetParams(e GraphExec, h GraphNode, child Graph) error {
	unlock, err := t.lockGraphs()
	if err != nil {
		return err
	}
	cg, err := t.d.graph(child)
	unlock()
	if err != nil {
		return err
	}
	var sub *graph
	err = t.execSet(e, h, GraphNodeGraph, nil, func(old nodeParams) error {
		if r, _, _ := updatable(old.(childParams).g.nodes, cg.nodes); r != UpdateSuccess {
			return cu.Errorf(cu.ErrorGraphExecUpdateFailure, "the child graph's topology or node types differ from the node's (%s)", r)
		}
		sub = t.d.cloneOf(cg, false)
		if x, err := t.d.exec(e); err == nil {
			// The executable graph keeps the new child's references until it
			// is destroyed or updated whole; those of the child it had stay
			// too, for launches that may still use them.
			x.userRefs = addRefs(x.userRefs, retainRefs(treeRefs(cg)))
		}
		return nil
	})
	if err != nil {
		return err
	}
	en, unlock, err := t.execNodeOf(e, h)
	if err != nil {
		return err
	}
	defer unlock()
	en.p = childParams{sub}
	return nil
}

// GraphExecEventNodeSetEvent is cuGraphExecEventRecordNodeSetEvent and
// cuGraphExecEventWaitNodeSetEvent.
func (t *Thread) GraphExecEventNodeSetEvent(e GraphExec, h GraphNode, ev Event, wait bool) error {
	x, err := t.d.event(ev)
	if err != nil {
		return err
	}
	typ := GraphNodeEventRecord
	if wait {
		typ = GraphNodeWaitEvent
	}
	return t.execSet(e, h, typ, eventParams{x, wait}, nil)
}

// GraphNodeSetEnabled is cuGraphNodeSetEnabled: a disabled node does
// nothing when the graph runs. Only kernel, memcpy and memset nodes can be
// disabled (as NVIDIA documents; measured for a child graph node).
func (t *Thread) GraphNodeSetEnabled(e GraphExec, h GraphNode, on bool) error {
	en, unlock, err := t.execNodeOf(e, h)
	if err != nil {
		return err
	}
	defer unlock()
	switch en.typ {
	case GraphNodeKernel, GraphNodeMemcpy, GraphNodeMemset:
	default:
		return cu.Errorf(cu.ErrorInvalidValue, "a %s node cannot be disabled", en.typ)
	}
	en.disabled = !on
	return nil
}

// GraphNodeGetEnabled is cuGraphNodeGetEnabled.
func (t *Thread) GraphNodeGetEnabled(e GraphExec, h GraphNode) (bool, error) {
	en, unlock, err := t.execNodeOf(e, h)
	if err != nil {
		return false, err
	}
	defer unlock()
	switch en.typ {
	case GraphNodeKernel, GraphNodeMemcpy, GraphNodeMemset:
	default:
		return false, cu.Errorf(cu.ErrorInvalidValue, "a %s node cannot be disabled", en.typ)
	}
	return !en.disabled, nil
}

// --- cuGraphExecUpdate ---

// UpdateResult is CUgraphExecUpdateResult.
type UpdateResult int32

// The results cudasim gives.
const (
	UpdateSuccess            UpdateResult = 0 // CU_GRAPH_EXEC_UPDATE_SUCCESS
	UpdateError              UpdateResult = 1 // CU_GRAPH_EXEC_UPDATE_ERROR
	UpdateTopologyChanged    UpdateResult = 2 // CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED
	UpdateNodeTypeChanged    UpdateResult = 3 // CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED
	UpdateFunctionChanged    UpdateResult = 4 // CU_GRAPH_EXEC_UPDATE_ERROR_FUNCTION_CHANGED
	UpdateParametersChanged  UpdateResult = 5 // CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED
	UpdateNotSupported       UpdateResult = 6 // CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED
	UpdateUnsupportedFuncChg UpdateResult = 7 // CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE
	UpdateAttributesChanged  UpdateResult = 8 // CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED
)

func (r UpdateResult) String() string {
	names := []string{"SUCCESS", "ERROR", "ERROR_TOPOLOGY_CHANGED", "ERROR_NODE_TYPE_CHANGED", "ERROR_FUNCTION_CHANGED",
		"ERROR_PARAMETERS_CHANGED", "ERROR_NOT_SUPPORTED", "ERROR_UNSUPPORTED_FUNCTION_CHANGE", "ERROR_ATTRIBUTES_CHANGED"}
	if r >= 0 && int(r) < len(names) {
		return "CU_GRAPH_EXEC_UPDATE_" + names[r]
	}
	return fmt.Sprintf("CUgraphExecUpdateResult(%d)", int32(r))
}

// updatable pairs old's nodes with new's in the order they were added and
// says whether new's parameters can replace old's: the result, and the
// pair of nodes (of new, of old) that refused.
//
// The topology is compared first, then the nodes (measured:
// libcuda/testdata/cudart/graphs26, s_gr_update, s_gr_updtopo and
// s_gr_open28: an edge added after a node type change named the edge's
// node). A node's dependencies compare as a set (a join's listed the other
// way round updates); a node with more dependencies than before is named
// at once; errorFromNode is the dependency of an edge whose data changed,
// or of a new edge where the counts and sinks are alike; where the graph's
// sinks differ (an edge removed or moved off a node's last dependent) the
// new graph's last node is named; a node that lost a dependency, the sinks
// alike, is named itself.
func updatable(old, nw []*graphNode) (UpdateResult, *graphNode, *graphNode) {
	if len(old) != len(nw) {
		return UpdateTopologyChanged, nil, nil
	}
	io, in := map[*graphNode]int{}, map[*graphNode]int{}
	for i := range old {
		io[old[i]], in[nw[i]] = i, i
	}
	oldDep := func(o *graphNode, k int) *graphNode { // o's dependency paired with new node k
		for _, d := range o.deps {
			if io[d] == k {
				return d
			}
		}
		return nil
	}
	for i := range old {
		o, n := old[i], nw[i]
		if len(n.deps) > len(o.deps) {
			return UpdateTopologyChanged, n, nil
		}
		for _, d := range n.deps {
			if od := oldDep(o, in[d]); od != nil && o.edgeTo(od) != n.edgeTo(d) {
				return UpdateTopologyChanged, n, d
			}
		}
	}
	if !slices.Equal(sinkIndices(old, io), sinkIndices(nw, in)) {
		return UpdateTopologyChanged, nw[len(nw)-1], nil
	}
	for i := range old {
		o, n := old[i], nw[i]
		for _, d := range n.deps {
			if oldDep(o, in[d]) == nil {
				return UpdateTopologyChanged, n, d
			}
		}
		if len(n.deps) != len(o.deps) {
			return UpdateTopologyChanged, n, nil
		}
	}
	for i := range old {
		o, n := old[i], nw[i]
		if o.typ != n.typ {
			return UpdateNodeTypeChanged, n, nil
		}
		if r := paramsUpdatable(o.p, n.p); r != UpdateSuccess {
			switch o.p.(type) {
			case *condExec, childParams:
				if r == UpdateTopologyChanged {
					return r, nil, nil // measured: a body's or child graph's topology names no node
				}
			}
			return r, n, nil
		}
	}
	return UpdateSuccess, nil, nil
}

// sinkIndices are the places (in nodes, by index) of the nodes no other
// node depends on.
func sinkIndices(nodes []*graphNode, index map[*graphNode]int) []int {
	depended := make([]bool, len(nodes))
	for _, n := range nodes {
		for _, d := range n.deps {
			depended[index[d]] = true
		}
	}
	var out []int
	for i, dep := range depended {
		if !dep {
			out = append(out, i)
		}
	}
	return out
}

// paramsUpdatable says whether node parameters p may replace old in an
// executable graph, as cuGraphExecUpdate decides.
func paramsUpdatable(old, p nodeParams) UpdateResult {
	switch o := old.(type) {
	case *kernelParams:
		// Measured (testdata/cudart/suite2 golden, s_graph_exec): a
		// kernel node whose priority and cooperative attributes were set
		// after instantiation answers ATTRIBUTES_CHANGED, before any
		// change of function is looked at. Of the attributes, only
		// cooperative refuses, both ways; an access policy window, cluster
		// dimension (1x1x1 or 2), cluster scheduling policy, priority,
		// memory sync domain and its map and shared memory carveout each
		// update, set and cleared (measured: graphs26's s_gr_updattr). The
		// synchronization policy and device-updatable attributes are not
		// measured and still refuse.
		np := p.(*kernelParams)
		oa, na := updateFixedAttrs(o.attrs), updateFixedAttrs(np.attrs)
		if oa != na || o.l.Cooperative != np.l.Cooperative {
			return UpdateAttributesChanged
		}
		if kernelChange(o, np) != nil {
			return UpdateUnsupportedFuncChg
		}
	case MemsetNodeParams:
		if memsetChange(o, p.(MemsetNodeParams)) != nil {
			return UpdateParametersChanged
		}
	case memcpyParams:
		if memcpyChange(o.desc, p.(memcpyParams).desc) != nil {
			return UpdateParametersChanged
		}
	case childParams:
		if r, _, _ := updatable(o.g.nodes, p.(childParams).g.nodes); r != UpdateSuccess {
			return r
		}
	case allocParams, freeParams:
		return UpdateNotSupported
	case *condExec:
		// Measured (testdata/reference/condgraph, sections update, more8):
		// another type, number of bodies or handle number is
		// NOT_SUPPORTED, a body of another number of nodes
		// TOPOLOGY_CHANGED.
		np := p.(*condParams)
		if o.typ != np.typ || len(o.bodies) != len(np.bodies) || o.h.handle != np.h.handle {
			return UpdateNotSupported
		}
		for i, b := range np.bodies {
			nb, err := snapshot(b)
			if err != nil || len(nb) != len(o.bodies[i]) {
				return UpdateTopologyChanged
			}
			for j, en := range o.bodies[i] {
				if en.typ != nb[j].typ {
					return UpdateNodeTypeChanged
				}
				if r := paramsUpdatable(en.p, nb[j].src.p); r != UpdateSuccess {
					return r
				}
			}
		}
	}
	return UpdateSuccess
}

// updateFixedAttrs are the kernel node attributes of a that
// cuGraphExecUpdate cannot change (see paramsUpdatable), the others zero.
func updateFixedAttrs(a LaunchAttrValue) LaunchAttrValue {
	return LaunchAttrValue{SyncPolicy: a.SyncPolicy, Cooperative: a.Cooperative, DeviceUpdatable: a.DeviceUpdatable, DevNode: a.DevNode}
}

// GraphExecUpdate is cuGraphExecUpdate_v2: it gives executable graph e the
// parameters of g's nodes, paired with its own in the order they were
// added, when g has e's topology and every change is one an executable
// graph accepts. Otherwise it changes nothing and answers
// CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE with the result and the nodes that
// refused (testdata/reference/graphs, section update).
func (t *Thread) GraphExecUpdate(e GraphExec, h Graph) (_ UpdateResult, _, _ GraphNode, _ error) {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return UpdateError, 0, 0, err
	}
	released := func() {}
	defer func() { released() }() // after the unlock below: destructors run unlocked
	defer unlock()
	x, err := t.d.exec(e)
	if err != nil {
		return UpdateError, 0, 0, err
	}
	if slices.ContainsFunc(x.nodes, func(en *execNode) bool { return isDeviceUpdatable(en.p) }) {
		// Measured (testdata/reference/occ12/w2/devupd.h200.1.out); the result reported is not.
		return UpdateError, 0, 0, &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
			Detail: fmt.Sprintf("executable graph %#x holds a device-updatable kernel node: it cannot be updated from a graph", uint64(e))}
	}
	old := make([]*graphNode, len(x.nodes))
	idx := map[*execNode]int{}
	for i, en := range x.nodes {
		idx[en] = i
		old[i] = &graphNode{handle: en.src.handle, typ: en.typ, p: en.p}
	}
	for i, en := range x.nodes {
		for j, d := range en.deps {
			old[i].deps = append(old[i].deps, old[d])
			if j < len(en.edges) {
				old[i].setEdge(old[d], en.edges[j])
			}
		}
	}
	r, nn, on := updatable(old, g.nodes)
	if r != UpdateSuccess {
		var a, b GraphNode
		if nn != nil {
			a = nn.handle
		}
		if on != nil {
			b = on.handle
		}
		return r, a, b, cu.Errorf(cu.ErrorGraphExecUpdateFailure, "executable graph %#x cannot take %v: %s", uint64(e), g, r)
	}
	for i, en := range x.nodes {
		if ce, ok := en.p.(*condExec); ok {
			if err := ce.update(g.nodes[i].p.(*condParams)); err != nil {
				return UpdateError, 0, 0, err
			}
			continue
		}
		en.p = g.nodes[i].p
	}
	if len(g.conds) > 0 || len(x.conds) > 0 {
		x.conds = condValuesOf(g) // the new graph's handles and defaults (measured)
	}
	// The executable graph now holds the new graph's references and drops
	// those it had (testdata/reference/graphs7, w2/probe-userobj-transcript.txt,
	// "cuGraphExecUpdate"); the destructors run once the graphs are unlocked.
	refs := retainRefs(treeRefs(g))
	released = t.d.releaseAll(x.userRefs)
	x.userRefs = refs
	return UpdateSuccess, 0, 0, nil
}

// String names the node type as CUgraphNodeType does.
func (t GraphNodeType) String() string {
	names := map[GraphNodeType]string{GraphNodeKernel: "KERNEL", GraphNodeMemcpy: "MEMCPY", GraphNodeMemset: "MEMSET",
		GraphNodeHost: "HOST", GraphNodeGraph: "GRAPH", GraphNodeEmpty: "EMPTY", GraphNodeWaitEvent: "WAIT_EVENT",
		GraphNodeEventRecord: "EVENT_RECORD", GraphNodeMemAlloc: "MEM_ALLOC", GraphNodeMemFree: "MEM_FREE",
		GraphNodeBatchMemOp: "BATCH_MEM_OP", GraphNodeConditional: "CONDITIONAL"}
	if n, ok := names[t]; ok {
		return n
	}
	return fmt.Sprintf("CUgraphNodeType(%d)", int32(t))
}

// GraphAddMemAllocNode is cuGraphAddMemAllocNode: a MEM_ALLOC node of size
// bytes of device dev's memory. As for captured allocations (see
// captureAlloc), cudasim allocates the memory when the node is made, owned
// by the current context, and returns its address, unless the node follows
// the free of an allocation of the graph it may take the place of
// (graphFreedBefore); when the graph runs, the node makes its allocation
// live again.
func (t *Thread) GraphAddMemAllocNode(g Graph, deps []GraphNode, dev int, size uint64) (GraphNode, DevicePtr, error) {
	return t.graphAddMemAllocNode(g, deps, dev, size, false)
}

// GraphAddManagedAllocNode is cuGraphAddMemAllocNode of
// CU_MEM_ALLOCATION_TYPE_MANAGED memory: as GraphAddMemAllocNode, of
// managed memory (cuda.core's graph allocations of memory type "managed",
// whose tests pass on the H200; not measured further).
func (t *Thread) GraphAddManagedAllocNode(g Graph, deps []GraphNode, dev int, size uint64) (GraphNode, DevicePtr, error) {
	return t.graphAddMemAllocNode(g, deps, dev, size, true)
}

func (t *Thread) graphAddMemAllocNode(g Graph, deps []GraphNode, dev int, size uint64, managed bool) (GraphNode, DevicePtr, error) {
	c, err := t.current()
	if err != nil {
		return 0, 0, err
	}
	if size == 0 || dev < 0 || dev >= len(t.d.devices) {
		return 0, 0, cu.Errorf(cu.ErrorInvalidValue, "mem alloc node of %d bytes on device %d", size, dev)
	}
	gr, unlock, err := t.lockGraph(g)
	if err != nil {
		return 0, 0, err
	}
	defer unlock()
	ds, err := t.d.nodesOf(gr, deps)
	if err != nil {
		return 0, 0, err
	}
	p := DevicePtr(0)
	if !managed {
		p = t.d.graphMem().graphFreedBefore(gr, ds, dev, size)
	}
	if p == 0 {
		kind := mem.Device
		if managed {
			kind = mem.Managed
		}
		a, err := t.d.mem.Alloc(mem.Request{Kind: kind, Device: dev, Size: size, Owner: c.Handle, Label: "graph memory"})
		if err != nil {
			return 0, 0, err
		}
		t.d.allocated(t, c, a, "cuGraphAddMemAllocNode")
		t.d.graphAllocated(a, dev)
		p = a.Base
	}
	n := t.d.newNode(gr, GraphNodeMemAlloc, ds, allocParams{p: p, size: size, dev: dev, managed: managed})
	return n.handle, p, nil
}

// GraphAddMemFreeNode is cuGraphAddMemFreeNode: a MEM_FREE node of p
// (which does nothing when the graph runs: see GraphAddMemAllocNode).
func (t *Thread) GraphAddMemFreeNode(g Graph, deps []GraphNode, p DevicePtr) (GraphNode, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	// Measured (libcuda/testdata/cudart/suite, s_graph_mem): the H200
	// refuses a free node of cudaMalloc's memory; what a free node frees is
	// an allocation node's (of this graph or another).
	if !t.d.isGraphAlloc(p) {
		if _, ok := t.d.mem.Lookup(p); !ok {
			return 0, cu.Errorf(cu.ErrorInvalidValue, "mem free node of %#x, which is no allocation", uint64(p))
		}
		return 0, cu.Errorf(cu.ErrorInvalidValue, "mem free node of %#x, which no memory allocation node made", uint64(p))
	}
	if err := t.freeNodeOrdered(g, deps, p); err != nil {
		return 0, err
	}
	return t.addNode(g, deps, GraphNodeMemFree, freeParams{p})
}

// freeNodeOrdered refuses a free node of memory that an allocation node of
// graph h makes when the node has no dependencies or the graph has a free
// node of it already, wherever (CUDA_ERROR_INVALID_VALUE, measured:
// libcuda/testdata/cudart/graphs26, s_gr_memnodes). Another graph's
// allocation may be freed anywhere (NVIDIA documents it).
func (t *Thread) freeNodeOrdered(h Graph, deps []GraphNode, p DevicePtr) error {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return err
	}
	defer unlock()
	ds, err := t.d.nodesOf(g, deps)
	if err != nil {
		return err
	}
	if !slices.ContainsFunc(g.nodes, func(n *graphNode) bool { ap, ok := n.p.(allocParams); return ok && ap.p == p }) {
		return nil
	}
	// Allocation nodes of p in the graph, less free nodes of it (an address
	// reused after a free, graphFreedBefore, counts once per allocation):
	// the new node need not follow the allocation node (measured: a free
	// node after an empty node on a parallel branch was made).
	held := 0
	for _, n := range g.nodes {
		switch np := n.p.(type) {
		case allocParams:
			if np.p == p {
				held++
			}
		case freeParams:
			if np.p == p {
				held--
			}
		}
	}
	if len(ds) == 0 || held < 1 {
		return cu.Errorf(cu.ErrorInvalidValue, "mem free node of %#x with %d dependencies: the graph frees its allocation already, or the node has none", uint64(p), len(ds))
	}
	return nil
}

// memoryNodesForbid is the check of calls that remove edges: NVIDIA
// documents that dependencies cannot be removed from a graph with memory
// allocation or free nodes (the code is not measured; cuda.core's tests,
// which pass on the H200, expect an error from cuGraphDestroyNode there).
func memoryNodesForbid(g *graph, call string) error {
	for _, n := range g.nodes {
		if n.typ == GraphNodeMemAlloc || n.typ == GraphNodeMemFree {
			return cu.Errorf(cu.ErrorInvalidValue, "%s: %v has memory allocation or free nodes, from which edges cannot be removed", call, g)
		}
	}
	return nil
}

// StickyError is the current context's sticky error, if it has one. After a
// fault the H200 refused to add kernel, memset, memcpy and batch memory
// operation nodes and to set an executable graph's memset node with it,
// while empty, host, child graph and event nodes were still added
// (testdata/reference/streamops, section sticky).
func (t *Thread) StickyError() error {
	c := t.ct.Current()
	if c == nil {
		return nil
	}
	if err := c.Err(); err != nil && cu.Code(err) != cu.ErrorContextIsDestroyed {
		return err
	}
	return nil
}
