package driver

import (
	"fmt"
	"slices"
	"sync/atomic"
	"time"
	"unsafe"

	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/mem"
	"cudasim/internal/module"
)

// Graph nodes, their parameters, and executable graphs (the explicit graph
// API), with the semantics measured on the H200 (testdata/reference/pools,
// section explicit; testdata/reference/graphs).
//
// Every node holds its parameters as a nodeParams value: what the node
// does when its graph runs and what cuGraph*NodeGetParams reports. An
// executable graph holds its own copy of each node's parameters, so that
// later changes to the graph do not reach it, while cuGraphExec*SetParams
// and cuGraphExecUpdate change it alone.

// nodeParams is a node's parameters.
type nodeParams interface {
	run(t *Thread, c *ctx.Context, s Stream) error
}

type emptyParams struct{}

func (emptyParams) run(*Thread, *ctx.Context, Stream) error { return nil }

// HostNodeParams is CUDA_HOST_NODE_PARAMS: Call runs when the graph does;
// Fn and UserData are the front end's identity of the function, given back
// by GraphHostNodeGetParams.
type HostNodeParams struct {
	Call         func()
	Fn, UserData uintptr
}

func (p HostNodeParams) run(t *Thread, c *ctx.Context, _ Stream) error {
	t.runHost(c, p.Call)
	return nil
}

// MemsetNodeParams is CUDA_MEMSET_NODE_PARAMS.
type MemsetNodeParams struct {
	Dst                DevicePtr
	Pitch              uint64
	Value, ElementSize uint32
	Width, Height      uint64
}

func (p MemsetNodeParams) run(t *Thread, _ *ctx.Context, _ Stream) error {
	if _, ok := t.d.mem.Lookup(p.Dst); !ok {
		// Measured (libcuda/testdata/cudart/graphs26, s_gr_lifetime): an
		// executable graph's memset of memory freed since answered nothing,
		// at the launch and at the synchronization.
		return nil
	}
	for r := uint64(0); r < max(p.Height, 1); r++ {
		if err := t.d.memset(p.Dst+r*p.Pitch, p.Value, int(p.ElementSize), p.Width); err != nil {
			return err
		}
	}
	return nil
}

func (d *Driver) memset(dst DevicePtr, v uint32, size int, n uint64) error {
	switch size {
	case 1:
		return d.mem.Set8(dst, uint8(v), n)
	case 2:
		return d.mem.Set16(dst, uint16(v), n)
	}
	return d.mem.Set32(dst, v, n)
}

// check validates a memset node's parameters: element size 1, 2 or 4
// (measured: 3 is CUDA_ERROR_INVALID_VALUE) and a pitch that holds a row.
func (p MemsetNodeParams) check() error {
	if p.ElementSize != 1 && p.ElementSize != 2 && p.ElementSize != 4 {
		return cu.Errorf(cu.ErrorInvalidValue, "memset node element size %d: 1, 2 or 4", p.ElementSize)
	}
	if p.Width == 0 || p.Height == 0 {
		// measured: libcuda/testdata/cudart/apiexplore24, s_ax_graphapi
		return cu.Errorf(cu.ErrorInvalidValue, "memset node of %d x %d elements", p.Width, p.Height)
	}
	if p.Height > 1 && p.Pitch < p.Width*uint64(p.ElementSize) {
		return cu.Errorf(cu.ErrorInvalidValue, "memset node pitch %d is less than a row (%d bytes)", p.Pitch, p.Width*uint64(p.ElementSize))
	}
	return nil
}

// MemcpyNodeParams is CUDA_MEMCPY3D as memcpy nodes take it: Depth slices
// of Height rows of WidthInBytes bytes, each side addressed as
// base + (Z*Height + Y)*Pitch + XInBytes. Host memory is named by address
// (as Memcpy2D's), an array side by its handle and offsets (as Memcpy3D's).
type MemcpyNodeParams struct {
	SrcXInBytes, SrcY, SrcZ uint64
	SrcMemoryType           MemoryType
	SrcHost, SrcDevice      DevicePtr
	SrcArray                uint64
	SrcPitch, SrcHeight     uint64

	DstXInBytes, DstY, DstZ uint64
	DstMemoryType           MemoryType
	DstHost, DstDevice      DevicePtr
	DstArray                uint64
	DstPitch, DstHeight     uint64

	WidthInBytes, Height, Depth uint64
}

// memcpyParams is a memcpy node: its description, and for copies captured
// from calls that name host memory as Go slices the copy itself.
type memcpyParams struct {
	desc MemcpyNodeParams
	do   func() error
}

func (p memcpyParams) run(t *Thread, _ *ctx.Context, _ Stream) error {
	if p.do != nil {
		return p.do()
	}
	return t.d.copyNode(&p.desc)
}

// check validates a memcpy node's description (not measured beyond the
// cases of testdata/reference/graphs, section copies).
func (p *MemcpyNodeParams) check() error {
	if p.WidthInBytes == 0 || p.Height == 0 || p.Depth == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "memcpy node of %dx%dx%d bytes", p.WidthInBytes, p.Height, p.Depth)
	}
	for _, side := range []struct {
		kind          MemoryType
		arr           uint64
		pitch, height uint64
		which         string
	}{{p.SrcMemoryType, p.SrcArray, p.SrcPitch, p.SrcHeight, "source"}, {p.DstMemoryType, p.DstArray, p.DstPitch, p.DstHeight, "destination"}} {
		switch side.kind {
		case MemoryTypeHost, MemoryTypeDevice, MemoryTypeUnified:
		case MemoryTypeArray:
			if side.arr == 0 {
				return cu.Errorf(cu.ErrorInvalidValue, "memcpy node %s: no array", side.which)
			}
			continue // the array's extent is checked when the node runs (copy3D)
		default:
			return cu.Errorf(cu.ErrorInvalidValue, "memcpy node %s memory type %d", side.which, side.kind)
		}
		if (p.Height > 1 || p.Depth > 1) && side.pitch < p.WidthInBytes {
			return cu.Errorf(cu.ErrorInvalidValue, "memcpy node %s pitch %d is less than a row (%d bytes)", side.which, side.pitch, p.WidthInBytes)
		}
		if p.Depth > 1 && side.height < p.Height {
			return cu.Errorf(cu.ErrorInvalidValue, "memcpy node %s height %d is less than the copy's %d rows", side.which, side.height, p.Height)
		}
	}
	return nil
}

// copyNode runs a memcpy node's copy; one with an array side runs as
// cuMemcpy3D's.
func (d *Driver) copyNode(p *MemcpyNodeParams) error {
	if p.SrcMemoryType == MemoryTypeArray || p.DstMemoryType == MemoryTypeArray {
		return d.copy3D(&Memcpy3D{
			SrcXInBytes: p.SrcXInBytes, SrcY: p.SrcY, SrcZ: p.SrcZ, SrcMemoryType: p.SrcMemoryType, SrcHost: p.SrcHost,
			SrcDevice: p.SrcDevice, SrcArray: p.SrcArray, SrcPitch: p.SrcPitch, SrcHeight: p.SrcHeight,
			DstXInBytes: p.DstXInBytes, DstY: p.DstY, DstZ: p.DstZ, DstMemoryType: p.DstMemoryType, DstHost: p.DstHost,
			DstDevice: p.DstDevice, DstArray: p.DstArray, DstPitch: p.DstPitch, DstHeight: p.DstHeight,
			WidthInBytes: p.WidthInBytes, Height: p.Height, Depth: p.Depth,
		})
	}
	src, err := side2D(p.SrcMemoryType, p.SrcHost, p.SrcDevice, p.SrcXInBytes, p.SrcY+p.SrcZ*p.SrcHeight, p.SrcPitch, "source")
	if err != nil {
		return err
	}
	dst, err := side2D(p.DstMemoryType, p.DstHost, p.DstDevice, p.DstXInBytes, p.DstY+p.DstZ*p.DstHeight, p.DstPitch, "destination")
	if err != nil {
		return err
	}
	for z := range max(p.Depth, 1) {
		for y := range max(p.Height, 1) {
			so := (z*p.SrcHeight + y) * p.SrcPitch
			do := (z*p.DstHeight + y) * p.DstPitch
			if err := d.copyUnified(dst+do, src+so, p.WidthInBytes); err != nil {
				return err
			}
		}
	}
	return nil
}

// memcpy2DNode describes a 2D copy as a memcpy node, as the driver reports
// a captured one (measured: the heights of the sides are 0).
func memcpy2DNode(p *Memcpy2D) MemcpyNodeParams {
	return MemcpyNodeParams{
		SrcXInBytes: p.SrcXInBytes, SrcY: p.SrcY, SrcMemoryType: p.SrcMemoryType, SrcHost: p.SrcHost, SrcDevice: p.SrcDevice,
		SrcArray: p.SrcArray, SrcPitch: p.SrcPitch,
		DstXInBytes: p.DstXInBytes, DstY: p.DstY, DstMemoryType: p.DstMemoryType, DstHost: p.DstHost, DstDevice: p.DstDevice,
		DstArray: p.DstArray, DstPitch: p.DstPitch,
		WidthInBytes: p.WidthInBytes, Height: p.Height, Depth: 1,
	}
}

// linearCopy describes a 1D copy of n bytes as a memcpy node, as the
// driver reports a captured one (measured: pitches and heights 0).
func linearCopy(dstKind MemoryType, dst DevicePtr, srcKind MemoryType, src DevicePtr, n uint64) MemcpyNodeParams {
	p := MemcpyNodeParams{SrcMemoryType: srcKind, DstMemoryType: dstKind, WidthInBytes: n, Height: 1, Depth: 1}
	if srcKind == MemoryTypeHost {
		p.SrcHost = src
	} else {
		p.SrcDevice = src
	}
	if dstKind == MemoryTypeHost {
		p.DstHost = dst
	} else {
		p.DstDevice = dst
	}
	return p
}

// hostAddr is the address of a host buffer, to describe a captured copy.
func hostAddr(b []byte) DevicePtr {
	if len(b) == 0 {
		return 0
	}
	return DevicePtr(uintptr(unsafe.Pointer(&b[0])))
}

// kernelParams is a kernel node: the handle it names (a CUfunction or a
// CUkernel), the function resolved when it was made, and its launch.
type kernelParams struct {
	h   Function
	fn  *function
	isK bool
	l   module.Launch
	// attrs are the node's attributes (kernelnodeattr.go); cooperative and
	// the cluster dimension are in l too. A *kernelParams is never changed
	// once made: an executable graph shares its graph's until either
	// changes.
	attrs LaunchAttrValue
}

// keepAttrs gives p, new parameters of a node, the attributes the node had
// (old): its parameters and its attributes are set apart (not measured).
func (p *kernelParams) keepAttrs(old nodeParams) {
	if o, ok := old.(*kernelParams); ok {
		p.attrs, p.l.Cooperative, p.l.Cluster = o.attrs, o.l.Cooperative, o.l.Cluster
	}
}

// KernelNodeParams is CUDA_KERNEL_NODE_PARAMS(_v2): Func, or Kernel when
// Func is 0, launched with Params (kernelParams' form) or Extra.
type KernelNodeParams struct {
	Func        Function
	Kernel      Kernel
	Grid, Block Dim3
	SharedMem   uint32
	Params      [][]byte
	Extra       []byte
	Ctx         Context // reported by GraphKernelNodeGetParams: the function's context
}

func (t *Thread) newKernelParams(h Function, fn *function, l *module.Launch) *kernelParams {
	_, isK := lookupHandle[*kernel](t.d, uint64(h))
	// Measured: a node keeps the parameters as they were at the call.
	return &kernelParams{h: h, fn: fn, isK: isK, l: l.Clone(), attrs: defaultKernelNodeAttrs}
}

func (p *kernelParams) run(t *Thread, c *ctx.Context, s Stream) error {
	lr := p.l
	if p.isK {
		if _, live := lookupHandle[*kernel](t.d, uint64(p.h)); live {
			return t.launch(p.h, &lr, s, "cuGraphLaunch")
		}
	} else if p.fn.mod.c == c {
		if _, live := lookupHandle[*function](t.d, uint64(p.h)); live {
			return t.launch(p.h, &lr, s, "cuGraphLaunch")
		}
	}
	// A CUkernel whose library was unloaded runs the code captured
	// (measured: it still ran), loaded into c for the launch and released
	// after it (not measured); a CUfunction node launched on another
	// context's stream runs in its own context (not measured).
	if !p.isK {
		return t.runFunction(p.fn, p.fn.mod.c, &lr)
	}
	lo := t.d.loader()
	mo, err := lo.load(c, p.fn.f.Module.Code, nil, ReasonFirstLaunch)
	if err != nil {
		return err
	}
	defer lo.release(mo, ReasonLibraryUnload)
	f := mo.function(p.fn.f.Kernel.Name)
	if f == nil {
		return cu.Errorf(cu.ErrorNotFound, "kernel %s is gone", p.fn.f.Kernel.Name)
	}
	return t.runFunction(f, c, &lr)
}

func (p *kernelParams) public() KernelNodeParams {
	out := KernelNodeParams{Grid: Dim3{p.l.Grid[0], p.l.Grid[1], p.l.Grid[2]}, Block: Dim3{p.l.Block[0], p.l.Block[1], p.l.Block[2]},
		SharedMem: p.l.DynamicShared, Params: p.l.Params}
	if p.l.HasBuffer {
		out.Params, out.Extra = nil, p.l.Buffer
	}
	// Measured: a node made from a CUkernel reports it in kern, and in
	// func the CUfunction it became in its context, in ctx.
	out.Func, out.Ctx = p.fn.handle, Context(p.fn.mod.c.Handle)
	if p.isK {
		out.Kernel = Kernel(p.h)
	}
	return out
}

// runFunction runs fn in context c outside t.launch: the fallback of graph
// kernel nodes whose handle is gone.
func (t *Thread) runFunction(fn *function, c *ctx.Context, l *module.Launch) error {
	if err := c.Err(); err != nil {
		return err
	}
	return t.run(fn, c, l)
}

// childParams is a child graph node: a graph of its own (a copy of the
// graph it was made from), run in dependency order.
type childParams struct{ g *graph }

func (p childParams) run(t *Thread, c *ctx.Context, s Stream) error {
	order, err := snapshot(p.g)
	if err != nil {
		return err
	}
	for _, en := range order {
		if err := en.p.run(t, c, s); err != nil {
			return err
		}
	}
	return nil
}

// eventParams is an event record or event wait node.
type eventParams struct {
	e    *event
	wait bool
}

func (p eventParams) run(t *Thread, c *ctx.Context, _ Stream) error {
	if p.wait {
		return nil // all work before it is done
	}
	p.e.mu.Lock()
	p.e.recorded, p.e.when, p.e.done = true, time.Now(), nil
	p.e.gen++
	p.e.mu.Unlock()
	return nil
}

// allocParams is a MEM_ALLOC node (its memory is allocated when the call is
// captured: see captureAlloc) and freeParams a MEM_FREE node.
type (
	allocParams struct {
		p       DevicePtr
		size    uint64
		dev     int
		managed bool // CU_MEM_ALLOCATION_TYPE_MANAGED
	}
	freeParams struct{ p DevicePtr }
)

func (a allocParams) run(t *Thread, _ *ctx.Context, _ Stream) error {
	t.d.graphAllocRun(a.p)
	return nil
}

// run frees the allocation (graphmem.go): a MEM_FREE node of memory not
// allocated does nothing.
func (f freeParams) run(t *Thread, _ *ctx.Context, _ Stream) error {
	t.d.graphFree(f.p, "MEM_FREE node")
	return nil
}

// funcParams is a node captured from a call described only by what it
// does.
type funcParams func(t *Thread, c *ctx.Context, s Stream) error

func (f funcParams) run(t *Thread, c *ctx.Context, s Stream) error { return f(t, c, s) }

// --- graphs ---

// lockGraph resolves a graph handle for a call on it once the driver is
// ready, with the graphs locked until the caller runs unlock.
func (t *Thread) lockGraph(h Graph) (*graph, func(), error) {
	if err := t.d.ready(); err != nil {
		return nil, nil, err
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	g, err := t.d.graph(h)
	if err != nil {
		gs.mu.Unlock()
		return nil, nil, err
	}
	return g, gs.mu.Unlock, nil
}

// lockGraphs makes sure the driver is ready and locks the graphs.
func (t *Thread) lockGraphs() (func(), error) {
	if err := t.d.ready(); err != nil {
		return nil, err
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	return gs.mu.Unlock, nil
}

func (d *Driver) graph(h Graph) (*graph, error) {
	if h == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "NULL graph")
	}
	g, ok := lookupHandle[*graph](d, uint64(h))
	if !ok {
		return nil, d.badHandle(cu.ErrorInvalidValue, "graph", uint64(h))
	}
	return g, nil
}

// GraphCreate is cuGraphCreate: an empty graph; flags must be 0
// (CUDA_ERROR_INVALID_VALUE otherwise, measured). No context is needed
// (measured).
func (t *Thread) GraphCreate(flags uint32) (Graph, error) {
	unlock, err := t.lockGraphs()
	if err != nil {
		return 0, err
	}
	defer unlock()
	if flags != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuGraphCreate flags %#x must be 0", flags)
	}
	return t.d.newGraph().handle, nil
}

// dropGraph forgets g and its nodes' handles (child and body graphs
// included).
func (d *Driver) dropGraph(g *graph, why string) {
	for _, n := range g.nodes {
		d.dropNodeGraphs(n, why)
		d.dropHandle(uint64(n.handle), "node of a "+why)
	}
	d.dropHandle(uint64(g.handle), why)
}

// dropNodeGraphs forgets the graphs node n owns: a child graph node's
// graph, a conditional node's bodies.
func (d *Driver) dropNodeGraphs(n *graphNode, why string) {
	switch p := n.p.(type) {
	case childParams:
		d.dropGraph(p.g, why)
	case *condParams:
		if p.h.node == n {
			p.h.node = nil
		}
		for _, b := range p.bodies {
			d.dropGraph(b, why)
		}
	}
}

// GraphDestroy is cuGraphDestroy. Executable graphs made from it live on
// (measured: a launch after cuGraphDestroy runs). A NULL graph is
// CUDA_ERROR_INVALID_VALUE (measured).
func (t *Thread) GraphDestroy(h Graph) error {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return err
	}
	if g.owner != nil {
		unlock()
		return cu.Errorf(cu.ErrorInvalidValue, "%v is a body of %v: it goes with its node (measured)", g, g.owner)
	}
	if g.child {
		// Measured (libcuda/testdata/cudart/graphs26, s_gr_child).
		unlock()
		return cu.Errorf(cu.ErrorInvalidValue, "%v is a child graph node's graph: it goes with its node", g)
	}
	t.d.dropGraph(g, "graph destroyed by cuGraphDestroy")
	done := t.d.releaseAll(treeRefs(g))
	unlock()
	done()
	return nil
}

func handles(ns []*graphNode) []GraphNode {
	out := make([]GraphNode, len(ns))
	for i, n := range ns {
		out[i] = n.handle
	}
	return out
}

// GraphGetNodes is cuGraphGetNodes: the graph's nodes in the order they
// were added (measured).
func (t *Thread) GraphGetNodes(h Graph) ([]GraphNode, error) {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return nil, err
	}
	defer unlock()
	return handles(g.nodes), nil
}

// GraphGetRootNodes is cuGraphGetRootNodes: the nodes without
// dependencies, the last to become one first (graphorder.go).
func (t *Thread) GraphGetRootNodes(h Graph) ([]GraphNode, error) {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return nil, err
	}
	defer unlock()
	return handles(g.roots), nil
}

// GraphGetEdges is cuGraphGetEdges: the dependency edges, as from and to
// lists, ordered by their from node, then their to node, in the order the
// nodes were added (measured: testdata/reference/graphs, section fork).
func (t *Thread) GraphGetEdges(h Graph) (from, to []GraphNode, err error) {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return nil, nil, err
	}
	defer unlock()
	fs, ts := g.edgeList()
	return handles(fs), handles(ts), nil
}

func (d *Driver) node(h GraphNode) (*graphNode, error) {
	n, ok := lookupHandle[*graphNode](d, uint64(h))
	if !ok || h == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "graph node %#x is not a live node", uint64(h))
	}
	return n, nil
}

// lockNode resolves a node handle with the graphs locked until the caller
// runs unlock.
func (t *Thread) lockNode(h GraphNode) (*graphNode, func(), error) {
	unlock, err := t.lockGraphs()
	if err != nil {
		return nil, nil, err
	}
	n, err := t.d.node(h)
	if err != nil {
		unlock()
		return nil, nil, err
	}
	return n, unlock, nil
}

// GraphNodeGetType is cuGraphNodeGetType; a NULL node is
// CUDA_ERROR_INVALID_VALUE (measured).
func (t *Thread) GraphNodeGetType(h GraphNode) (GraphNodeType, error) {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return 0, err
	}
	defer unlock()
	return n.typ, nil
}

// GraphNodeGetDependencies is cuGraphNodeGetDependencies: the nodes h
// depends on, in the driver's order (graphorder.go).
func (t *Thread) GraphNodeGetDependencies(h GraphNode) ([]GraphNode, error) {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return nil, err
	}
	defer unlock()
	return handles(n.deps), nil
}

// GraphNodeGetDependentNodes is cuGraphNodeGetDependentNodes: the nodes
// that depend on h, in the driver's order (graphorder.go).
func (t *Thread) GraphNodeGetDependentNodes(h GraphNode) ([]GraphNode, error) {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return nil, err
	}
	defer unlock()
	return handles(n.outs), nil
}

// --- executable graphs ---

type graphExec struct {
	handle   GraphExec
	g        *graph     // the graph it was made from
	conds    condValues // the values of its conditional handles
	flags    uint64
	userRefs map[*userObject]uint32 // the graph's, when instantiated
	nodes    []*execNode            // in the order the graph's nodes were added
	order    []*execNode            // in dependency order
	uploaded bool                   // uploaded (cuGraphUpload, or at instantiation): device launches need it (devrt.go)
	inflight chan struct{}          // closed once its last launch is done; nil: done (streamq.go)
}

// execNode is an executable graph's copy of one node.
type execNode struct {
	src      *graphNode // the graph's node it was made from (the handle Exec*SetParams name)
	typ      GraphNodeType
	deps     []int      // indices into nodes
	edges    []EdgeData // the data of the edges from deps, in their order
	p        nodeParams
	disabled bool
}

func (*graphExec) handleKind() string { return "executable graph" }

// GraphInstantiate is cuGraphInstantiateWithFlags (and the other
// instantiate forms): an executable graph, the graph's nodes in dependency
// order. As measured: a NULL graph is CUDA_ERROR_INVALID_VALUE, as are
// flags cudasim does not know (0x100) and a cycle; flags
// AUTO_FREE_ON_LAUNCH (1), DEVICE_LAUNCH (4) and USE_NODE_PRIORITY (8)
// are accepted (they change nothing but what cuGraphExecGetFlags reports),
// UPLOAD (2) only through cuGraphInstantiateWithParams (withParams). The executable graph holds
// the nodes as they are now: later changes to the graph, and its
// destruction, do not reach it (measured for destruction).
func (t *Thread) GraphInstantiate(h Graph, flags uint64) (GraphExec, error) {
	return t.instantiate(h, flags, false)
}

// GraphInstantiateWithParams is cuGraphInstantiateWithParams: flag UPLOAD
// (2) is accepted too (the upload stream is not used: see GraphUpload).
func (t *Thread) GraphInstantiateWithParams(h Graph, flags uint64) (GraphExec, error) {
	return t.instantiate(h, flags, true)
}

func (t *Thread) instantiate(h Graph, flags uint64, withParams bool) (GraphExec, error) {
	// Measured (testdata/reference/null36): with no current context a NULL graph
	// is CUDA_ERROR_INVALID_CONTEXT. (A current context's sticky error comes
	// later, after the graph and the flags, as before.)
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if t.ct.Current() == nil {
		return 0, t.noContext()
	}
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return 0, err
	}
	defer unlock()
	allowed := uint64(0xd)
	if withParams {
		allowed = 0xf
	}
	if flags&^allowed != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "graph instantiate flags %#x", flags)
	}
	if c := t.ct.Current(); c != nil {
		if err := c.Err(); err != nil {
			return 0, err // measured: the context's sticky error
		}
	}
	if err := condCheck(g, flags); err != nil {
		return 0, err
	}
	if flags&GraphInstantiateDeviceLaunch != 0 {
		if err := t.deviceLaunchCheck(g, flags); err != nil {
			return 0, err
		}
	}
	for _, n := range g.nodes {
		if err := t.d.nodeLive(n.p); err != nil {
			return 0, err
		}
	}
	if g.execs > 0 && slices.ContainsFunc(g.nodes, func(n *graphNode) bool { return n.typ == GraphNodeMemAlloc }) {
		// measured (testdata/reference/graphva): its allocations' addresses belong to one executable graph
		return 0, measuredNotSupported("%v holds memory allocation nodes and is already instantiated: destroy that executable graph first", g)
	}
	if g.execs > 0 && g.hasDeviceUpdatable() {
		// measured (testdata/reference/occ13, NO_LASTERR): for the host and for device launch alike
		return 0, &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
			Detail: fmt.Sprintf("%v holds a device-updatable kernel node and is already instantiated: destroy that executable graph first", g)}
	}
	e, err := newExec(g.nodes)
	if err != nil {
		return 0, err
	}
	e.conds = condValuesOf(g)
	e.g = g
	g.execs++
	e.flags = flags &^ 8 // measured: USE_NODE_PRIORITY is not reported
	e.uploaded = flags&graphInstantiateUpload != 0
	e.userRefs = retainRefs(treeRefs(g))
	e.handle = GraphExec(t.d.handles.add(e))
	t.d.bindDevNodes(e)
	fixGraphLimits(g)
	t.d.emit(Notice{Kind: NoticeGraphInstantiate, Thread: t.id, Device: -1, Handle: uint64(e.handle), Count: len(e.nodes),
		Detail: fmt.Sprintf("graph %#x instantiated as executable graph %#x (%d nodes)", uint64(h), uint64(e.handle), len(e.nodes))})
	return e.handle, nil
}

func newExec(nodes []*graphNode) (*graphExec, error) {
	order, err := topoOrder(nodes)
	if err != nil {
		return nil, err
	}
	e := &graphExec{}
	index := map[*graphNode]int{}
	for i, n := range nodes {
		index[n] = i
		en, err := execNodeFor(n)
		if err != nil {
			return nil, err
		}
		e.nodes = append(e.nodes, en)
	}
	for i, n := range nodes {
		for _, d := range n.deps {
			e.nodes[i].deps = append(e.nodes[i].deps, index[d])
			e.nodes[i].edges = append(e.nodes[i].edges, n.edgeTo(d))
		}
	}
	for _, n := range order {
		e.order = append(e.order, e.nodes[index[n]])
	}
	return e, nil
}

// topoOrder orders nodes so that each comes after its dependencies,
// otherwise keeping the order they were added; a cycle is
// CUDA_ERROR_INVALID_VALUE (measured).
func topoOrder(nodes []*graphNode) ([]*graphNode, error) {
	done := map[*graphNode]bool{}
	var order []*graphNode
	for len(order) < len(nodes) {
		progress := false
		for _, n := range nodes {
			if done[n] {
				continue
			}
			ready := true
			for _, p := range n.deps {
				if !done[p] {
					ready = false
					break
				}
			}
			if ready {
				done[n] = true
				order = append(order, n)
				progress = true
			}
		}
		if !progress {
			// measured (e_graph): the invalid-structure result, naming
			// the first node added that cannot be ordered
			first := nodes[slices.IndexFunc(nodes, func(n *graphNode) bool { return !done[n] })]
			return nil, instantiateError{cu.Errorf(cu.ErrorInvalidValue, "the graph has a cycle among its dependencies (through %v)", first),
				InstantiateInvalidStructure, first.handle}
		}
	}
	return order, nil
}

func (d *Driver) exec(h GraphExec) (*graphExec, error) {
	if h == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "NULL executable graph")
	}
	e, ok := lookupHandle[*graphExec](d, uint64(h))
	if !ok {
		return nil, d.badHandle(cu.ErrorInvalidValue, "executable graph", uint64(h))
	}
	return e, nil
}

// GraphExecDestroy is cuGraphExecDestroy; NULL is CUDA_ERROR_INVALID_VALUE
// (measured).
func (t *Thread) GraphExecDestroy(h GraphExec) error {
	unlock, err := t.lockGraphs()
	if err != nil {
		return err
	}
	e, err := t.d.exec(h)
	if err != nil {
		unlock()
		return err
	}
	t.d.dropHandle(uint64(h), "executable graph destroyed by cuGraphExecDestroy")
	t.d.unbindDevNodes(e)
	e.g.execs--
	done := t.d.releaseAll(e.userRefs)
	inflight := e.inflight
	unlock()
	if pending(inflight) {
		// The driver API documents cuGraphExecDestroy: "If the executable
		// graph is in-flight, it will not be terminated, but rather freed
		// asynchronously on completion": the references it owns go then.
		go func() {
			<-inflight
			done()
		}()
		return nil
	}
	done()
	return nil
}

// GraphExecGetFlags is cuGraphExecGetFlags: the flags it was instantiated
// with.
func (t *Thread) GraphExecGetFlags(h GraphExec) (uint64, error) {
	unlock, err := t.lockGraphs()
	if err != nil {
		return 0, err
	}
	defer unlock()
	e, err := t.d.exec(h)
	if err != nil {
		return 0, err
	}
	// Measured (libcuda/testdata/cudart/graphs26, s_gr_inst): the flags
	// given, but CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD, which acted at the
	// instantiation.
	return e.flags &^ graphInstantiateUpload, nil
}

// GraphLaunch is cuGraphLaunch: it runs the executable graph's nodes in
// dependency order on stream s, at once. Any context's stream will do
// (measured: a graph captured in one context ran on another's stream).
// Each launch takes numbers from the counter capture ids come from: one
// per chain of nodes the graph divides into (see chains; measured: the
// capture after four launches of a linear graph had id 6, the capture
// after one launch of a fork-join graph of two branches had an id 3 past
// the graph's). A NULL graph is
// CUDA_ERROR_INVALID_VALUE (measured). Launched into a capturing stream,
// the graph becomes one node of the capture (a child graph node). The
// first node that fails stops the launch and its error is returned (not
// measured).
func (t *Thread) GraphLaunch(h GraphExec, s Stream) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if c := t.ct.Current(); c != nil {
		if err := c.Err(); err != nil {
			return err // measured: the sticky error comes before the handle's check
		}
	}
	// The stream (with the legacy stream, the current context) before the
	// handle: with no current context a NULL graph is CUDA_ERROR_INVALID_CONTEXT
	// (measured: testdata/reference/null36).
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	e, err := t.d.exec(h)
	if err != nil {
		return err
	}
	// Measured (e_graph): a graph launch into a capturing stream, global or
	// relaxed, its graph alive or destroyed, is refused and invalidates
	// the capture.
	if err := t.captureForbids(s, "cuGraphLaunch"); err != nil {
		return err
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	gs.ids += uint64(max(e.chains(), 1))
	gs.mu.Unlock()
	t.d.emit(Notice{Kind: NoticeGraphLaunch, Thread: t.id, Device: c.Device, Context: Context(c.Handle), Handle: uint64(h),
		Count: len(e.order), Detail: fmt.Sprintf("executable graph %#x launched on stream %#x: %d nodes", uint64(h), uint64(s), len(e.order))})
	for _, n := range e.nodes {
		// Measured on an H100 (probe mend33-c): a batch-mem-op node on a mapping no device
		// has access to fails the launch, CUDA_ERROR_INVALID_VALUE, not the context.
		if p, ok := n.p.(memOpParams); ok {
			if err := p.accessRefused(t.d, "cuGraphLaunch"); err != nil {
				return err
			}
		}
	}
	if err := t.d.graphLaunching(e); err != nil {
		return err
	}
	gs.mu.Lock()
	e.uploaded = true // a launch puts the graph on the device (not measured)
	gs.mu.Unlock()
	// In stream order (streamq.go), in two parts. The nodes before the
	// first one that calls host code run as any stream work does: on the
	// caller when the stream is idle, queued behind pending work otherwise.
	// From that node on, the launch goes on on a goroutine of its own, as
	// host functions do (the driver runs them on a thread of its own), so
	// that a host node that waits for the host does not hold the caller.
	// Splitting there, rather than running the whole graph in the
	// background, keeps launches deterministic where the program is: the
	// device work before the host node is done, in call order, before the
	// launch returns, as the H200's transcripts read it (libcuda's
	// TestPoolsProbeMatchesH200, section capture: a graph launched on a
	// non-blocking stream and another on the legacy stream, which may run
	// side by side by the stream rules, read 6 or 7 when the whole graph
	// went to the background).
	r, split := t.startRun(e)
	var runErr error
	part := func(from, to int, last bool) work {
		return work{async: from == split && split < len(r.order), run: func(w *Thread) chan struct{} {
			if err := w.runPart(r, c, s, from, to, last); err != nil {
				if w == t {
					runErr = err
				} else {
					t.d.setStickyCause(w, c, cu.Code(err), fmt.Sprintf("graph launched on stream %#x: %v", uint64(s), err), err)
				}
			}
			return nil
		}}
	}
	var done chan struct{}
	if split > 0 || len(r.order) == 0 {
		done, _ = t.inOrder(s, c, part(0, split, split == len(r.order)))
	}
	if split < len(r.order) {
		if runErr != nil {
			r.finish()
			return runErr
		}
		done, _ = t.inOrder(s, c, part(split, len(r.order), true))
	}
	if done != nil {
		gs.mu.Lock()
		e.inflight = done
		gs.mu.Unlock()
	}
	return runErr
}

// graphRun is one launch of an executable graph: the nodes it runs, in
// order, its conditional values, and the references to user objects it
// holds until its last node is done, so that destroying or updating the
// executable graph meanwhile leaves them alive
// (testdata/reference/graphs7, w2/probe-userobj-transcript.txt,
// "in-flight").
type graphRun struct {
	d      *Driver
	e      *graphExec
	order  []nodeParams
	cond   *condRun
	held   map[*userObject]uint32
	failed atomic.Bool // a node failed: the rest of the launch does not run
}

// startRun begins a launch of e and returns where it splits: the index
// of the first node that calls host code (len(order): none). A graph with
// conditional nodes does not split (its values belong to one run of its
// nodes).
func (t *Thread) startRun(e *graphExec) (*graphRun, int) {
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	r := &graphRun{d: t.d, e: e, order: make([]nodeParams, 0, len(e.order)), cond: &condRun{vals: e.conds}, held: retainRefs(e.userRefs)}
	for _, n := range e.order {
		if isDeviceUpdatable(n.p) {
			r.order = append(r.order, liveNode{n}) // device code may change it during the launch
		} else if !n.disabled {
			r.order = append(r.order, n.p)
		}
	}
	split := len(r.order)
	for i, p := range r.order {
		if loops(p) || len(e.conds) == 0 && callsHost(p) {
			split = i
			break
		}
	}
	return r, split
}

// loops reports whether a node runs a WHILE loop (a WHILE node, or one in
// a conditional node's body or a child graph): the launch goes on in the
// background from it, as the H200's did, its cuGraphLaunch returning and
// cuStreamQuery answering CUDA_ERROR_NOT_READY while the loop runs, for
// ever where nothing clears its value (graphs26's s_gr_whilespin: a body
// counting its iterations in mapped memory and one of an empty kernel ran
// 8 s). gs.mu is held.
func loops(p nodeParams) bool {
	inGraph := func(g *graph) bool {
		return slices.ContainsFunc(g.nodes, func(n *graphNode) bool { return loops(n.p) })
	}
	switch q := p.(type) {
	case *condExec:
		return q.typ == ConditionalWhile || slices.ContainsFunc(q.bodies, func(b []*execNode) bool {
			return slices.ContainsFunc(b, func(en *execNode) bool { return loops(en.p) })
		})
	case *condParams:
		return q.typ == ConditionalWhile || slices.ContainsFunc(q.bodies, inGraph)
	case childParams:
		return inGraph(q.g)
	}
	return false
}

// callsHost reports whether a node runs host code: a host node, or a child
// graph with one. gs.mu is held.
func callsHost(p nodeParams) bool {
	switch q := p.(type) {
	case HostNodeParams:
		return true
	case childParams:
		for _, n := range q.g.nodes {
			if callsHost(n.p) {
				return true
			}
		}
	}
	return false
}

// finish ends a launch: the references it held go.
func (r *graphRun) finish() {
	gs := r.d.graphs()
	gs.mu.Lock()
	done := r.d.releaseAll(r.held)
	gs.mu.Unlock()
	done()
}

// runNodes runs all of e's nodes on t, at once (a graph launched from the
// device, devrt.go).
func (t *Thread) runNodes(e *graphExec, c *ctx.Context, s Stream) error {
	r, _ := t.startRun(e)
	return t.runPart(r, c, s, 0, len(r.order), true)
}

// runPart runs nodes [from, to) of launch r as thread t; last: they are
// the launch's last, which then finishes. Once a node has failed, the
// nodes after it do not run.
func (t *Thread) runPart(r *graphRun, c *ctx.Context, s Stream, from, to int, last bool) error {
	if last {
		defer r.finish()
	}
	if r.failed.Load() {
		return nil
	}
	if from == 0 {
		r.cond.start()
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	gs.running[t]++
	prev, prevExec, prevIn := t.condRun, t.curExec, t.inGraph
	t.condRun, t.inGraph = r.cond, true
	t.curExec = 0
	if r.e.flags&GraphInstantiateDeviceLaunch != 0 {
		// Measured: a kernel of a graph instantiated for device launch
		// reads its handle in %current_graph_exec, one of a graph
		// instantiated for the host only reads 0.
		t.curExec = r.e.handle
	}
	gs.mu.Unlock()
	defer func() {
		gs.mu.Lock()
		t.condRun, t.curExec, t.inGraph = prev, prevExec, prevIn
		if gs.running[t]--; gs.running[t] == 0 {
			delete(gs.running, t)
		}
		gs.mu.Unlock()
	}()
	for _, p := range r.order[from:to] {
		if err := p.run(t, c, s); err != nil {
			r.failed.Store(true)
			return err
		}
	}
	return nil
}

// GraphUpload is cuGraphUpload: cudasim has no device copy of a graph to
// make, so it checks its handles and does nothing else. As measured
// (testdata/reference/graphs, section upload): NULL is
// CUDA_ERROR_INVALID_VALUE; into a capturing stream,
// CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED, invalidating the capture.
func (t *Thread) GraphUpload(h GraphExec, s Stream) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	e, err := t.d.exec(h)
	if err != nil {
		return err
	}
	if _, err := t.streamContext(s); err != nil {
		return err
	}
	if err := t.captureForbids(s, "cuGraphUpload"); err != nil {
		return err
	}
	t.d.graphUploading(e)
	t.d.graphs().mu.Lock()
	e.uploaded = true
	t.d.graphs().mu.Unlock()
	return nil
}

// captureForbids is the check of stream-ordered calls that cannot be
// captured: on a capturing stream they answer
// CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED and invalidate the capture
// (measured for cuGraphUpload, cuMemcpyPeerAsync, cuMemcpy3DPeerAsync).
func (t *Thread) captureForbids(h Stream, call string) error {
	s := t.captureStream(h)
	if s == nil {
		return nil
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	if gs.running[t] > 0 {
		return nil
	}
	sc := gs.captures[s]
	if sc == nil {
		return nil
	}
	t.invalidateLocked(sc.cp, cu.ErrorStreamCaptureUnsupported)
	return cu.Errorf(cu.ErrorStreamCaptureUnsupported, "%s cannot be captured (capture %d of %v is invalidated)", call, sc.cp.id, sc.cp.s)
}

// --- nodes of the stream-ordered calls ---

// captureMemset is the hook of the cuMemsetD*Async calls.
func (t *Thread) captureMemset(dst DevicePtr, v uint32, size int, n uint64, s Stream) (bool, error) {
	return t.captured(s, GraphNodeMemset, func() (nodeParams, error) {
		return MemsetNodeParams{Dst: dst, Value: v, ElementSize: uint32(size), Width: n, Height: 1}, nil
	})
}

// captureCopy is the hook of the async copies: desc describes the copy and
// run (when not nil) does it when the graph runs (host memory is read or
// written then, as on the GPU).
func (t *Thread) captureCopy(s Stream, desc MemcpyNodeParams, run func() error) (bool, error) {
	return t.captured(s, GraphNodeMemcpy, func() (nodeParams, error) { return memcpyParams{desc, run}, nil })
}

// captureHost is the hook of cuLaunchHostFunc.
func (t *Thread) captureHost(s Stream, fn func()) (bool, error) {
	return t.captured(s, GraphNodeHost, func() (nodeParams, error) { return HostNodeParams{Call: fn}, nil })
}

// captureAlloc is the hook of cuMemAllocAsync and cuMemAllocFromPoolAsync:
// a MEM_ALLOC node. Not measured: cudasim allocates the graph's memory when
// the call is captured (so the address it returns is usable by the nodes
// that follow), owned by the stream's context; the MEM_ALLOC and MEM_FREE
// nodes do nothing when the graph runs.
func (t *Thread) captureAlloc(n uint64, s Stream, c *ctx.Context) (bool, DevicePtr, error) {
	var p DevicePtr
	ok, err := t.captured(s, GraphNodeMemAlloc, func() (nodeParams, error) {
		if n == 0 {
			return allocParams{}, nil
		}
		a, err := t.d.mem.Alloc(mem.Request{Kind: mem.Device, Device: c.Device, Size: n, Owner: c.Handle, Label: "graph memory"})
		if err != nil {
			return nil, err
		}
		t.d.allocated(t, c, a, "cuMemAllocAsync (captured)")
		t.d.graphAllocated(a, c.Device)
		p = a.Base
		return allocParams{p: p, size: n, dev: c.Device}, nil
	})
	return ok, p, err
}

// captureFree is the hook of cuMemFreeAsync: a MEM_FREE node (see
// captureAlloc).
func (t *Thread) captureFree(s Stream, p DevicePtr) (bool, error) {
	return t.captured(s, GraphNodeMemFree, func() (nodeParams, error) {
		// As cuGraphAddMemFreeNode: the H200 refused a captured free of
		// cudaMalloc's memory and went on capturing (graphs26's s_gr_capops).
		if p != 0 && !t.d.isGraphAlloc(p) {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "captured cuMemFreeAsync of %#x, which no memory allocation node made", uint64(p))
		}
		return freeParams{p}, nil
	})
}

// captureLaunch is the hook of kernel launches: a KERNEL node. A CUfunction
// must belong to the stream's context (else CUDA_ERROR_INVALID_HANDLE,
// measured); a CUkernel is loaded where the graph runs (measured: a graph
// with a CUkernel node ran on another context's stream, and after
// cuLibraryUnload). The parameters are copied now.
func (t *Thread) captureLaunch(h Function, l *module.Launch, s Stream, c *ctx.Context, ex *launchExtras) (bool, error) {
	var edge func(dep *graphNode) EdgeData
	if ex != nil && ex.programmatic {
		edge = programmaticFromKernel
	}
	n, ok, err := t.capturedNodeEdges(s, GraphNodeKernel, func() (nodeParams, error) {
		fn, err := t.launchTarget(h, c)
		t.d.flush(t.id)
		if err != nil {
			return nil, err
		}
		kp := t.newKernelParams(h, fn, l)
		if ex != nil {
			kp.attrs = ex.attrs // measured: the node answers the launch's cluster and priority (suite2's s_capture_kinds)
			if kp.attrs.ClusterDim != [3]uint32{} && kp.attrs.ClusterSchedulingPolicy == 0 {
				// Measured (libcuda/testdata/cudart/graphs26, s_gr_kattr):
				// a launch with a cluster dimension is captured with the
				// scheduling policy SPREAD.
				kp.attrs.ClusterSchedulingPolicy = clusterSchedulingSpread
			}
		}
		if kp.attrs.Priority == 0 {
			// Measured (s_gr_kattr): a launch that gives no priority is
			// captured with its stream's.
			if sa, err := t.StreamGetAttribute(s, LaunchAttributePriority); err == nil {
				kp.attrs.Priority = sa.Priority
			}
		}
		return kp, nil
	}, edge)
	if ok && err == nil && ex != nil {
		t.captureLaunchEvents(s, n, ex.events)
	}
	return ok, err
}

// captureLaunchEvents is what a captured launch does with the events of
// its programmatic and launch completion event attributes (flags 0): they
// are recorded in the capture, after node n, the launch's kernel node,
// which keeps no attribute. Measured (libcuda/testdata/cudart/graphs26,
// s_gr_capevent; interop26's la: one kernel node): the node answers
// cudaGraphKernelNodeGetAttribute for them CUDA_ERROR_INVALID_VALUE, the
// graph instantiates and its launches record no event, and the event
// answers queries CUDA_ERROR_INVALID_VALUE after the capture, as one an
// event record captured (capturedEvent), until recorded again. (That a
// wait for it in the capture follows n, as for a captured record, is not
// measured.)
func (t *Thread) captureLaunchEvents(h Stream, n *graphNode, evs []*event) {
	s := t.captureStream(h)
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	sc := gs.captures[s]
	if sc == nil || len(evs) == 0 {
		return
	}
	if gs.events == nil {
		gs.events = map[*event]eventCapture{}
	}
	for _, e := range evs {
		gs.events[e] = eventCapture{sc.cp, []*graphNode{n}}
	}
}

// programmaticFromKernel is the edge a launch with programmatic stream
// serialization is captured with: programmatic (from the programmatic
// port) from a kernel node, as the H200 made it (suite2's s_pdl), default
// from other nodes (not measured).
func programmaticFromKernel(dep *graphNode) EdgeData {
	if dep.typ != GraphNodeKernel {
		return EdgeData{}
	}
	return EdgeData{FromPort: EdgePortProgrammatic, Type: EdgeTypeProgrammatic}
}

// --- events in captures ---

// captureRecord is the hook of cuEventRecord: on a capturing stream the
// event remembers the capture and the stream's current dependencies, for a
// cuStreamWaitEvent (an invalidated capture:
// CUDA_ERROR_STREAM_CAPTURE_INVALIDATED, measured).
func (t *Thread) captureRecord(h Stream, e *event) (bool, error) {
	s := t.captureStream(h)
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	if gs.running[t] > 0 || s == nil {
		return false, nil
	}
	sc := gs.captures[s]
	if sc == nil {
		delete(gs.events, e) // recorded outside any capture again
		return false, nil
	}
	if sc.cp.invalid {
		return true, cu.Errorf(cu.ErrorStreamCaptureInvalidated, "capture %d of %v was invalidated", sc.cp.id, sc.cp.s)
	}
	if gs.events == nil {
		gs.events = map[*event]eventCapture{}
	}
	gs.events[e] = eventCapture{sc.cp, slices.Clone(sc.last)}
	return true, nil
}

// capturedEvent is the check of cuEventQuery and cuEventSynchronize: an
// event whose last record was captured is CUDA_ERROR_CAPTURED_EVENT while
// its capture goes on, which invalidates it, and CUDA_ERROR_INVALID_VALUE
// once the capture ended or was invalidated (all measured; the last in
// libcuda/testdata/cudart/graphs26, s_gr_xstream).
func (t *Thread) capturedEvent(e *event) error {
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	ec, ok := gs.events[e]
	if !ok {
		return nil
	}
	for _, sc := range gs.captures {
		if sc.cp == ec.cp && !ec.cp.invalid {
			// Its capture goes on: the H200 answered cudaEventQuery so in every mode
			// and invalidated the capture (libcuda/testdata/cudart/apiexplore24,
			// s_ax_capture).
			t.invalidateLocked(ec.cp, cu.ErrorCapturedEvent)
			return cu.Errorf(cu.ErrorCapturedEvent, "event %#x was recorded in capture %d, which goes on (the capture is invalidated)", uint64(e.handle), ec.cp.id)
		}
	}
	return cu.Errorf(cu.ErrorInvalidValue, "event %#x was last recorded in capture %d: it stands for no work that runs", uint64(e.handle), ec.cp.id)
}

type eventCapture struct {
	cp   *capture
	deps []*graphNode
}

// captureWait is the rest of cuStreamWaitEvent: an event recorded in a
// capture adds its dependencies to the waiting stream, and a stream not
// capturing joins the capture (fork). As measured (testdata/reference/
// graphs, section fork): waiting from a stream of another capture is
// CUDA_ERROR_STREAM_CAPTURE_MERGE and invalidates both; a capturing stream
// waiting for an event recorded outside any capture is
// CUDA_ERROR_STREAM_CAPTURE_ISOLATION and invalidates its capture. As
// measured too (libcuda/testdata/cudart/graphs26, s_gr_xstream): a stream
// whose capture was invalidated answers CUDA_ERROR_STREAM_CAPTURE_INVALIDATED
// whatever it waits for, and a stream not capturing that waits for an
// event of an invalidated capture CUDA_ERROR_INVALID_VALUE (it does not join).
func (t *Thread) captureWait(h Stream, e *event) error {
	s := t.captureStream(h)
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	if s == nil || gs.running[t] > 0 {
		return nil
	}
	sc := gs.captures[s]
	ec, ok := gs.events[e]
	if ok && (gs.captures[ec.cp.s] == nil || gs.captures[ec.cp.s].cp != ec.cp) {
		ok = false // its capture ended
	}
	switch {
	case sc != nil && sc.cp.invalid:
		return cu.Errorf(cu.ErrorStreamCaptureInvalidated, "capture %d of %v was invalidated", sc.cp.id, sc.cp.s)
	case ok && sc == nil && ec.cp.invalid:
		return cu.Errorf(cu.ErrorInvalidValue, "event %#x was recorded in capture %d, which was invalidated", uint64(e.handle), ec.cp.id)
	case !ok && sc != nil && e.wasRecorded():
		// Measured: an event recorded outside the capture.
		t.invalidateLocked(sc.cp, cu.ErrorStreamCaptureIsolation)
		return cu.Errorf(cu.ErrorStreamCaptureIsolation, "%v captures (capture %d) and waits for an event recorded outside it (capture %d is invalidated)", s, sc.cp.id, sc.cp.id)
	case !ok:
		return nil
	case sc == nil:
		sc = &streamCapture{cp: ec.cp, s: s, last: slices.Clone(ec.deps)}
		ec.cp.streams[s] = sc
		gs.setCapture(s, sc)
		return nil
	case sc.cp != ec.cp:
		// Measured: both captures are invalidated.
		t.invalidateLocked(sc.cp, cu.ErrorStreamCaptureMerge)
		t.invalidateLocked(ec.cp, cu.ErrorStreamCaptureMerge)
		return cu.Errorf(cu.ErrorStreamCaptureMerge, "%v captures (capture %d) and waits for an event of capture %d: captures cannot merge (both are invalidated)", s, sc.cp.id, ec.cp.id)
	}
	for _, n := range ec.deps {
		if !slices.Contains(sc.last, n) {
			sc.last = append(sc.last, n)
		}
	}
	return nil
}

// chains counts the chains an executable graph's nodes fall into when each
// node continues the chain of its first dependency if that dependency
// still ends it, and starts a chain otherwise: the streams a launch would
// spread the graph over. (Inferred from the capture ids measured after
// launches, not from the driver's documentation.)
func (e *graphExec) chains() int {
	tail := map[int]bool{} // nodes ending a chain
	n := 0
	for _, en := range e.order {
		i := slices.Index(e.nodes, en)
		if len(en.deps) > 0 && tail[en.deps[0]] {
			delete(tail, en.deps[0])
		} else {
			n++
		}
		tail[i] = true
	}
	return n
}

// nodeLive refuses a node (p, its parameters) whose memory or event is
// gone. A memset node whose memory is no allocation: the H200 refused both
// the node and the instantiation of a graph holding one whose memory had
// been freed (CUDA_ERROR_INVALID_VALUE; libcuda/testdata/cudart/graphs26,
// s_gr_lifetime). An event node whose event was destroyed: the H200
// crashed (SIGSEGV) instantiating such a graph (s_gr_child), where cudasim
// answers CUDA_ERROR_INVALID_HANDLE, as for any destroyed event.
func (d *Driver) nodeLive(p nodeParams) error {
	switch p := p.(type) {
	case MemsetNodeParams:
		if _, ok := d.mem.Lookup(p.Dst); !ok {
			return cu.Errorf(cu.ErrorInvalidValue, "memset node of %#x, which lies in no allocation", uint64(p.Dst))
		}
	case eventParams:
		if _, ok := lookupHandle[*event](d, uint64(p.e.handle)); !ok {
			return cu.Errorf(cu.ErrorInvalidHandle, "event node of event %#x, which was destroyed (the H200 crashed instantiating such a graph)", uint64(p.e.handle))
		}
	}
	return nil
}
