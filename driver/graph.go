package driver

import (
	"fmt"
	"slices"
	"sync"

	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/mem"
	"cudasim/internal/module"
)

// CUDA graphs and stream capture, with the semantics measured on the H200
// (testdata/reference/pools: sections capture, sync, mode, kernel,
// explicit).
//
// While a stream captures, the work enqueued on it becomes nodes of a graph
// instead of running (each stream-ordered call site asks captured first).
// cuGraphLaunch runs an executable graph's nodes in dependency order, at
// once, as all of cudasim's work runs.

// Graph handle types.
type (
	Graph     uint64 // CUgraph
	GraphNode uint64 // CUgraphNode
	GraphExec uint64 // CUgraphExec
)

// GraphNodeType is CUgraphNodeType.
type GraphNodeType int32

// The node types cudasim makes.
const (
	GraphNodeKernel   GraphNodeType = 0  // CU_GRAPH_NODE_TYPE_KERNEL
	GraphNodeMemcpy   GraphNodeType = 1  // CU_GRAPH_NODE_TYPE_MEMCPY
	GraphNodeMemset   GraphNodeType = 2  // CU_GRAPH_NODE_TYPE_MEMSET
	GraphNodeHost     GraphNodeType = 3  // CU_GRAPH_NODE_TYPE_HOST
	GraphNodeGraph    GraphNodeType = 4  // CU_GRAPH_NODE_TYPE_GRAPH
	GraphNodeEmpty    GraphNodeType = 5  // CU_GRAPH_NODE_TYPE_EMPTY
	GraphNodeMemAlloc GraphNodeType = 10 // CU_GRAPH_NODE_TYPE_MEM_ALLOC
	GraphNodeMemFree  GraphNodeType = 11 // CU_GRAPH_NODE_TYPE_MEM_FREE
)

// StreamCaptureMode is CUstreamCaptureMode.
type StreamCaptureMode int32

// Capture modes.
const (
	CaptureModeGlobal      StreamCaptureMode = 0 // CU_STREAM_CAPTURE_MODE_GLOBAL
	CaptureModeThreadLocal StreamCaptureMode = 1 // CU_STREAM_CAPTURE_MODE_THREAD_LOCAL
	CaptureModeRelaxed     StreamCaptureMode = 2 // CU_STREAM_CAPTURE_MODE_RELAXED
)

// StreamCaptureStatus is CUstreamCaptureStatus.
type StreamCaptureStatus int32

// Capture statuses.
const (
	CaptureStatusNone        StreamCaptureStatus = 0 // CU_STREAM_CAPTURE_STATUS_NONE
	CaptureStatusActive      StreamCaptureStatus = 1 // CU_STREAM_CAPTURE_STATUS_ACTIVE
	CaptureStatusInvalidated StreamCaptureStatus = 2 // CU_STREAM_CAPTURE_STATUS_INVALIDATED
)

// Notice kinds of graphs.
const (
	NoticeCaptureBegin     NoticeKind = "capture.begin"     // a stream began capturing (Handle: the stream)
	NoticeCaptureEnd       NoticeKind = "capture.end"       // a capture ended (Handle: the graph, 0 if invalidated)
	NoticeCaptureInvalid   NoticeKind = "capture.invalid"   // a capture was invalidated (Code: why)
	NoticeGraphInstantiate NoticeKind = "graph.instantiate" // a graph was instantiated (Handle: the executable graph)
	NoticeGraphLaunch      NoticeKind = "graph.launch"      // an executable graph was launched (Count: its nodes)
)

// nodeRun runs one node for a launch on stream s, whose context is c.
type nodeRun func(t *Thread, c *ctx.Context, s Stream) error

type graphNode struct {
	handle GraphNode
	g      *graph
	typ    GraphNodeType
	deps   []*graphNode
	run    nodeRun
}

func (*graphNode) handleKind() string { return "graph node" }
func (n *graphNode) String() string   { return fmt.Sprintf("graph node %#x", uint64(n.handle)) }

type graph struct {
	handle Graph
	nodes  []*graphNode
}

func (*graph) handleKind() string { return "graph" }
func (g *graph) String() string   { return fmt.Sprintf("graph %#x", uint64(g.handle)) }

type graphExec struct {
	handle GraphExec
	order  []*graphNode // topological order
}

func (*graphExec) handleKind() string { return "executable graph" }

// capture is one stream capture in progress (or invalidated, until ended).
type capture struct {
	id      uint64
	mode    StreamCaptureMode
	invalid bool
	g       *graph
	t       *Thread // the thread that began it
	s       *stream
	last    []*graphNode // the dependencies of the next node
}

type graphState struct {
	mu       sync.Mutex
	captures map[*stream]*capture
	modes    map[*Thread]StreamCaptureMode
	running  map[*Thread]int // threads running a graph's nodes
	events   map[*event]eventCapture
	ids      uint64 // capture ids and graph launches share this counter (measured)
}

var graphsID = registerExtension(func(*Driver) any {
	return &graphState{captures: map[*stream]*capture{}, modes: map[*Thread]StreamCaptureMode{}, running: map[*Thread]int{}}
})

func (d *Driver) graphs() *graphState { return d.extension(graphsID).(*graphState) }

func (d *Driver) newNode(g *graph, typ GraphNodeType, deps []*graphNode, run nodeRun) *graphNode {
	n := &graphNode{g: g, typ: typ, deps: slices.Clone(deps), run: run}
	n.handle = GraphNode(d.handles.add(n))
	g.nodes = append(g.nodes, n)
	return n
}

func (d *Driver) newGraph() *graph {
	g := &graph{}
	g.handle = Graph(d.handles.add(g))
	return g
}

// invalidateLocked marks cp invalidated: its work never runs.
func (t *Thread) invalidateLocked(cp *capture, code cu.Result) {
	if cp.invalid {
		return
	}
	cp.invalid = true
	t.d.emit(Notice{Kind: NoticeCaptureInvalid, Thread: t.id, Device: cp.s.c.Device, Context: Context(cp.s.c.Handle),
		Handle: uint64(cp.s.handle), Code: code, Detail: fmt.Sprintf("capture %d of %v invalidated (%s)", cp.id, cp.s, code.Name())})
}

// captured is the hook of every stream-ordered call: it reports whether
// work on stream h is captured rather than run. When it is, mk makes the
// node's run function (an error from mk fails the call and leaves the
// capture as it was: the H200 refused a CUfunction of another context with
// CUDA_ERROR_INVALID_HANDLE and ended the capture successfully). Work on an
// invalidated capture is CUDA_ERROR_STREAM_CAPTURE_INVALIDATED; work on the
// legacy stream while a blocking stream of its context captures is
// CUDA_ERROR_STREAM_CAPTURE_IMPLICIT and invalidates that capture (both
// measured). The caller has checked h with streamContext.
func (t *Thread) captured(h Stream, typ GraphNodeType, mk func() (nodeRun, error)) (bool, error) {
	gs := t.d.graphs()
	gs.mu.Lock()
	if len(gs.captures) == 0 || gs.running[t] > 0 {
		gs.mu.Unlock()
		return false, nil
	}
	if isDefaultStream(h) {
		defer gs.mu.Unlock()
		if h == StreamPerThread {
			return false, nil
		}
		c := t.ct.Current()
		var hit bool
		for s, cp := range gs.captures {
			if s.c == c && s.flags&StreamNonBlocking == 0 {
				t.invalidateLocked(cp, cu.ErrorStreamCaptureImplicit)
				hit = true
			}
		}
		if hit {
			return true, cu.Errorf(cu.ErrorStreamCaptureImplicit, "the legacy stream was used while a blocking stream of its context captures (the capture is invalidated)")
		}
		return false, nil
	}
	s, _ := lookupHandle[*stream](t.d, uint64(h))
	cp := gs.captures[s]
	gs.mu.Unlock()
	if cp == nil {
		return false, nil
	}
	if cp.invalid {
		return true, cu.Errorf(cu.ErrorStreamCaptureInvalidated, "capture %d of %v was invalidated", cp.id, s)
	}
	run, err := mk()
	if err != nil {
		return true, err
	}
	gs.mu.Lock()
	defer gs.mu.Unlock()
	n := t.d.newNode(cp.g, typ, cp.last, run)
	cp.last = []*graphNode{n}
	return true, nil
}

// captureRefuses is the check of calls that are illegal during a capture
// (measured on the H200): synchronizing or querying the capturing stream
// itself (own), and — from a thread not in RELAXED mode, while a GLOBAL
// capture or a THREAD_LOCAL capture begun by this thread is in progress,
// even an invalidated one — "unsafe" calls: synchronizing or querying
// another stream or an event, cuCtxSynchronize, cuMemAlloc, cuMemFree. They
// answer CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED and invalidate the captures
// concerned. ctxSync also refuses while any stream of context c captures
// (not measured for RELAXED captures).
func (t *Thread) captureRefuses(own Stream, c *ctx.Context, call string) error {
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	if len(gs.captures) == 0 || gs.running[t] > 0 {
		return nil
	}
	var hit []*capture
	relaxed := gs.modes[t] == CaptureModeRelaxed
	for s, cp := range gs.captures {
		switch {
		case own != 0 && s.handle == own, c != nil && s.c == c:
			hit = append(hit, cp)
		case relaxed:
		case cp.mode == CaptureModeGlobal, cp.mode == CaptureModeThreadLocal && cp.t == t:
			hit = append(hit, cp)
		}
	}
	if len(hit) == 0 {
		return nil
	}
	for _, cp := range hit {
		t.invalidateLocked(cp, cu.ErrorStreamCaptureUnsupported)
	}
	return cu.Errorf(cu.ErrorStreamCaptureUnsupported, "%s is not permitted while %v captures (the capture is invalidated)", call, hit[0].s)
}

// ThreadExchangeStreamCaptureMode is cuThreadExchangeStreamCaptureMode: it
// sets the calling thread's capture mode and returns the previous one. As
// measured, any value is accepted (7 succeeded); only RELAXED (2) lets the
// thread make unsafe calls during another's capture.
func (t *Thread) ThreadExchangeStreamCaptureMode(m StreamCaptureMode) (StreamCaptureMode, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	old := gs.modes[t]
	gs.modes[t] = m
	return old, nil
}

// StreamBeginCapture is cuStreamBeginCapture_v2. As measured: the NULL
// stream is CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED, a mode above RELAXED
// CUDA_ERROR_INVALID_VALUE, a stream already capturing
// CUDA_ERROR_ILLEGAL_STATE. Capture ids count from 1 and share their
// counter with graph launches. The per-thread default stream cannot be
// captured in cudasim (CUDA_ERROR_NOT_SUPPORTED; not measured).
func (t *Thread) StreamBeginCapture(h Stream, mode StreamCaptureMode) error {
	if h == 0 || h == StreamLegacy {
		if err := t.d.ready(); err != nil {
			return err
		}
		return cu.Errorf(cu.ErrorStreamCaptureUnsupported, "the legacy NULL stream cannot be captured")
	}
	if h == StreamPerThread {
		if _, err := t.current(); err != nil {
			return err
		}
		return cu.Errorf(cu.ErrorNotSupported, "cudasim does not capture the per-thread default stream")
	}
	if _, err := t.streamContext(h); err != nil {
		return err
	}
	if mode < CaptureModeGlobal || mode > CaptureModeRelaxed {
		return cu.Errorf(cu.ErrorInvalidValue, "capture mode %d", mode)
	}
	s, err := t.d.stream(h)
	if err != nil {
		return err
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	if cp := gs.captures[s]; cp != nil {
		return cu.Errorf(cu.ErrorIllegalState, "%v is already capturing (capture %d)", s, cp.id)
	}
	gs.ids++
	cp := &capture{id: gs.ids, mode: mode, g: t.d.newGraph(), t: t, s: s}
	gs.captures[s] = cp
	t.d.emit(Notice{Kind: NoticeCaptureBegin, Thread: t.id, Device: s.c.Device, Context: Context(s.c.Handle), Handle: uint64(h),
		Count: int(cp.id), Detail: fmt.Sprintf("%v begins capture %d (mode %d) into graph %#x", s, cp.id, mode, uint64(cp.g.handle))})
	return nil
}

// StreamEndCapture is cuStreamEndCapture: the captured graph. As measured:
// a stream not capturing is CUDA_ERROR_ILLEGAL_STATE; an invalidated
// capture ends with CUDA_ERROR_STREAM_CAPTURE_INVALIDATED and no graph; a
// THREAD_LOCAL capture ended by another thread is
// CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD, and that ends it too (its
// thread's end is then CUDA_ERROR_ILLEGAL_STATE); GLOBAL and RELAXED
// captures may be ended by any thread.
func (t *Thread) StreamEndCapture(h Stream) (Graph, error) {
	if isDefaultStream(h) {
		if _, err := t.current(); err != nil {
			return 0, err
		}
		return 0, cu.Errorf(cu.ErrorIllegalState, "the default stream is not capturing")
	}
	if _, err := t.streamContext(h); err != nil {
		return 0, err
	}
	s, err := t.d.stream(h)
	if err != nil {
		return 0, err
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	cp := gs.captures[s]
	if cp == nil {
		return 0, cu.Errorf(cu.ErrorIllegalState, "%v is not capturing", s)
	}
	delete(gs.captures, s)
	n := Notice{Kind: NoticeCaptureEnd, Thread: t.id, Device: s.c.Device, Context: Context(s.c.Handle), Count: int(cp.id)}
	switch {
	case cp.mode == CaptureModeThreadLocal && cp.t != t:
		err = cu.Errorf(cu.ErrorStreamCaptureWrongThread, "capture %d of %v is THREAD_LOCAL to thread %d (it is ended, with no graph)", cp.id, s, cp.t.id)
	case cp.invalid:
		err = cu.Errorf(cu.ErrorStreamCaptureInvalidated, "capture %d of %v was invalidated", cp.id, s)
	}
	if err != nil {
		t.d.dropHandle(uint64(cp.g.handle), "graph of an invalidated capture")
		n.Code, n.Detail = cu.Code(err), fmt.Sprintf("capture %d of %v ends without a graph: %v", cp.id, s, err)
		t.d.emit(n)
		return 0, err
	}
	n.Handle, n.Count = uint64(cp.g.handle), len(cp.g.nodes)
	n.Detail = fmt.Sprintf("capture %d of %v ends: graph %#x of %d nodes", cp.id, s, uint64(cp.g.handle), len(cp.g.nodes))
	t.d.emit(n)
	return cp.g.handle, nil
}

// StreamIsCapturing is cuStreamIsCapturing: the stream's capture status.
// The default streams report none (not measured).
func (t *Thread) StreamIsCapturing(h Stream) (StreamCaptureStatus, error) {
	st, _, _, _, err := t.StreamGetCaptureInfo(h)
	return st, err
}

// StreamGetCaptureInfo is cuStreamGetCaptureInfo_v2/_v3: status, and while
// capturing the capture id, the graph (none once invalidated: measured)
// and the nodes the next captured work will depend on.
func (t *Thread) StreamGetCaptureInfo(h Stream) (StreamCaptureStatus, uint64, Graph, []GraphNode, error) {
	if _, err := t.streamContext(h); err != nil {
		return 0, 0, 0, nil, err
	}
	if isDefaultStream(h) {
		return CaptureStatusNone, 0, 0, nil, nil
	}
	s, err := t.d.stream(h)
	if err != nil {
		return 0, 0, 0, nil, err
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	cp := gs.captures[s]
	switch {
	case cp == nil:
		return CaptureStatusNone, 0, 0, nil, nil
	case cp.invalid:
		return CaptureStatusInvalidated, cp.id, 0, nil, nil
	}
	deps := make([]GraphNode, len(cp.last))
	for i, n := range cp.last {
		deps[i] = n.handle
	}
	return CaptureStatusActive, cp.id, cp.g.handle, deps, nil
}

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
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if flags != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuGraphCreate flags %#x must be 0", flags)
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	return t.d.newGraph().handle, nil
}

// GraphDestroy is cuGraphDestroy. Executable graphs made from it live on
// (measured: a launch after cuGraphDestroy runs). A NULL graph is
// CUDA_ERROR_INVALID_VALUE (measured).
func (t *Thread) GraphDestroy(h Graph) error {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return err
	}
	defer unlock()
	for _, n := range g.nodes {
		t.d.dropHandle(uint64(n.handle), "node of a graph destroyed by cuGraphDestroy")
	}
	t.d.dropHandle(uint64(h), "graph destroyed by cuGraphDestroy")
	return nil
}

// GraphGetNodes is cuGraphGetNodes: the graph's nodes in the order they
// were added (measured).
func (t *Thread) GraphGetNodes(h Graph) ([]GraphNode, error) {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return nil, err
	}
	defer unlock()
	out := make([]GraphNode, len(g.nodes))
	for i, n := range g.nodes {
		out[i] = n.handle
	}
	return out, nil
}

// GraphGetRootNodes is cuGraphGetRootNodes: the nodes without
// dependencies, in the order they were added.
func (t *Thread) GraphGetRootNodes(h Graph) ([]GraphNode, error) {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return nil, err
	}
	defer unlock()
	var out []GraphNode
	for _, n := range g.nodes {
		if len(n.deps) == 0 {
			out = append(out, n.handle)
		}
	}
	return out, nil
}

// GraphGetEdges is cuGraphGetEdges: the dependency edges, as from and to
// lists, in the order the nodes were added (the order is not measured).
func (t *Thread) GraphGetEdges(h Graph) (from, to []GraphNode, err error) {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return nil, nil, err
	}
	defer unlock()
	for _, n := range g.nodes {
		for _, p := range n.deps {
			from, to = append(from, p.handle), append(to, n.handle)
		}
	}
	return from, to, nil
}

func (d *Driver) node(h GraphNode) (*graphNode, error) {
	n, ok := lookupHandle[*graphNode](d, uint64(h))
	if !ok || h == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "graph node %#x is not a live node", uint64(h))
	}
	return n, nil
}

// GraphNodeGetType is cuGraphNodeGetType; a NULL node is
// CUDA_ERROR_INVALID_VALUE (measured).
func (t *Thread) GraphNodeGetType(h GraphNode) (GraphNodeType, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	n, err := t.d.node(h)
	if err != nil {
		return 0, err
	}
	return n.typ, nil
}

// GraphInstantiate is cuGraphInstantiateWithFlags (and the other
// instantiate forms): an executable graph, the graph's nodes in dependency
// order. As measured: a NULL graph is CUDA_ERROR_INVALID_VALUE, as are
// flags cudasim does not know (0x100) and a cycle. Flags
// AUTO_FREE_ON_LAUNCH (1), UPLOAD (2), DEVICE_LAUNCH (4) and
// USE_NODE_PRIORITY (8) are accepted and change nothing (not measured).
// The executable graph holds the nodes as they are now: later changes to
// the graph, and its destruction, do not reach it (measured for
// destruction).
func (t *Thread) GraphInstantiate(h Graph, flags uint64) (GraphExec, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if flags&^0xf != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "graph instantiate flags %#x", flags)
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	g, err := t.d.graph(h)
	if err != nil {
		return 0, err
	}
	order, err := topoOrder(g)
	if err != nil {
		return 0, err
	}
	e := &graphExec{order: order}
	e.handle = GraphExec(t.d.handles.add(e))
	t.d.emit(Notice{Kind: NoticeGraphInstantiate, Thread: t.id, Device: -1, Handle: uint64(e.handle), Count: len(order),
		Detail: fmt.Sprintf("graph %#x instantiated as executable graph %#x (%d nodes)", uint64(h), uint64(e.handle), len(order))})
	return e.handle, nil
}

// topoOrder orders g's nodes so that each comes after its dependencies,
// otherwise keeping the order they were added; a cycle is
// CUDA_ERROR_INVALID_VALUE (measured).
func topoOrder(g *graph) ([]*graphNode, error) {
	done := map[*graphNode]bool{}
	var order []*graphNode
	for len(order) < len(g.nodes) {
		progress := false
		for _, n := range g.nodes {
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
			return nil, cu.Errorf(cu.ErrorInvalidValue, "%v has a cycle among its dependencies", g)
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
	if err := t.d.ready(); err != nil {
		return err
	}
	if _, err := t.d.exec(h); err != nil {
		return err
	}
	t.d.dropHandle(uint64(h), "executable graph destroyed by cuGraphExecDestroy")
	return nil
}

// GraphLaunch is cuGraphLaunch: it runs the executable graph's nodes in
// dependency order on stream s, at once. Any context's stream will do
// (measured: a graph captured in one context ran on another's stream).
// Each launch takes a number from the counter capture ids come from
// (measured: the capture after four launches had id 6). A NULL graph is
// CUDA_ERROR_INVALID_VALUE (measured). Launched into a capturing stream,
// the graph becomes one node of the capture (a child graph node). The
// first node that fails stops the launch and its error is returned (not
// measured).
func (t *Thread) GraphLaunch(h GraphExec, s Stream) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	e, err := t.d.exec(h)
	if err != nil {
		return err
	}
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	if ok, err := t.captured(s, GraphNodeGraph, func() (nodeRun, error) {
		return func(t *Thread, c *ctx.Context, s Stream) error { return t.runNodes(e, c, s) }, nil
	}); ok {
		return err
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	gs.ids++
	gs.mu.Unlock()
	t.d.emit(Notice{Kind: NoticeGraphLaunch, Thread: t.id, Device: c.Device, Context: Context(c.Handle), Handle: uint64(h),
		Count: len(e.order), Detail: fmt.Sprintf("executable graph %#x launched on stream %#x: %d nodes", uint64(h), uint64(s), len(e.order))})
	return t.runNodes(e, c, s)
}

func (t *Thread) runNodes(e *graphExec, c *ctx.Context, s Stream) error {
	gs := t.d.graphs()
	gs.mu.Lock()
	gs.running[t]++
	gs.mu.Unlock()
	defer func() {
		gs.mu.Lock()
		if gs.running[t]--; gs.running[t] == 0 {
			delete(gs.running, t)
		}
		gs.mu.Unlock()
	}()
	for _, n := range e.order {
		if n.run == nil {
			continue
		}
		if err := n.run(t, c, s); err != nil {
			return err
		}
	}
	return nil
}

// --- nodes of the stream-ordered calls ---

func memsetRun(dst DevicePtr, v uint32, size int, n uint64) nodeRun {
	return func(t *Thread, _ *ctx.Context, _ Stream) error {
		switch size {
		case 1:
			return t.d.mem.Set8(dst, uint8(v), n)
		case 2:
			return t.d.mem.Set16(dst, uint16(v), n)
		}
		return t.d.mem.Set32(dst, v, n)
	}
}

// captureMemset is the hook of the cuMemsetD*Async calls.
func (t *Thread) captureMemset(dst DevicePtr, v uint32, size int, n uint64, s Stream) (bool, error) {
	return t.captured(s, GraphNodeMemset, func() (nodeRun, error) { return memsetRun(dst, v, size, n), nil })
}

// captureCopy is the hook of the async copies: run does the copy when the
// graph runs (host memory is read or written then, as on the GPU).
func (t *Thread) captureCopy(s Stream, run func() error) (bool, error) {
	return t.captured(s, GraphNodeMemcpy, func() (nodeRun, error) {
		return func(*Thread, *ctx.Context, Stream) error { return run() }, nil
	})
}

// captureHost is the hook of cuLaunchHostFunc.
func (t *Thread) captureHost(s Stream, fn func()) (bool, error) {
	return t.captured(s, GraphNodeHost, func() (nodeRun, error) {
		return func(*Thread, *ctx.Context, Stream) error { fn(); return nil }, nil
	})
}

// captureAlloc is the hook of cuMemAllocAsync and cuMemAllocFromPoolAsync:
// a MEM_ALLOC node. Not measured: cudasim allocates the graph's memory when
// the call is captured (so the address it returns is usable by the nodes
// that follow), owned by the stream's context; the MEM_ALLOC and MEM_FREE
// nodes do nothing when the graph runs.
func (t *Thread) captureAlloc(n uint64, s Stream, c *ctx.Context) (bool, DevicePtr, error) {
	var p DevicePtr
	ok, err := t.captured(s, GraphNodeMemAlloc, func() (nodeRun, error) {
		if n == 0 {
			return nil, nil
		}
		a, err := t.d.mem.Alloc(mem.Request{Kind: mem.Device, Device: c.Device, Size: n, Owner: c.Handle, Label: "graph memory"})
		if err != nil {
			return nil, err
		}
		t.d.allocated(t, c, a, "cuMemAllocAsync (captured)")
		p = a.Base
		return nil, nil
	})
	return ok, p, err
}

// captureFree is the hook of cuMemFreeAsync: a MEM_FREE node (see
// captureAlloc).
func (t *Thread) captureFree(s Stream) (bool, error) {
	return t.captured(s, GraphNodeMemFree, func() (nodeRun, error) { return nil, nil })
}

// captureLaunch is the hook of kernel launches: a KERNEL node. A CUfunction
// must belong to the stream's context (else CUDA_ERROR_INVALID_HANDLE,
// measured); a CUkernel is loaded where the graph runs (measured: a graph
// with a CUkernel node ran on another context's stream, and after
// cuLibraryUnload). The parameters are copied now.
func (t *Thread) captureLaunch(h Function, l *module.Launch, s Stream, c *ctx.Context) (bool, error) {
	return t.captured(s, GraphNodeKernel, func() (nodeRun, error) {
		fn, err := t.launchTarget(h, c)
		t.d.flush(t.id)
		if err != nil {
			return nil, err
		}
		return t.kernelRun(h, fn, l), nil
	})
}

func (t *Thread) kernelRun(h Function, fn *function, l *module.Launch) nodeRun {
	lc := *l
	lc.Params = make([][]byte, len(l.Params))
	for i, p := range l.Params {
		lc.Params[i] = slices.Clone(p)
	}
	lc.Buffer = slices.Clone(l.Buffer)
	_, isK := lookupHandle[*kernel](t.d, uint64(h))
	return func(t *Thread, c *ctx.Context, s Stream) error {
		lr := lc
		if isK {
			if _, live := lookupHandle[*kernel](t.d, uint64(h)); live {
				return t.launch(h, &lr, s, "cuGraphLaunch")
			}
		} else if fn.mod.c == c {
			if _, live := lookupHandle[*function](t.d, uint64(h)); live {
				return t.launch(h, &lr, s, "cuGraphLaunch")
			}
		}
		// A CUkernel whose library was unloaded runs the code captured
		// (measured: it still ran), loaded into c for the launch and
		// released after it (not measured); a CUfunction node launched on
		// another context's stream runs in its own context (not measured).
		if !isK {
			return t.runFunction(fn, fn.mod.c, &lr)
		}
		lo := t.d.loader()
		mo, err := lo.load(c, fn.f.Module.Code, nil, ReasonFirstLaunch)
		if err != nil {
			return err
		}
		defer lo.release(mo, ReasonLibraryUnload)
		f := mo.function(fn.f.Kernel.Name)
		if f == nil {
			return cu.Errorf(cu.ErrorNotFound, "kernel %s is gone", fn.f.Kernel.Name)
		}
		return t.runFunction(f, c, &lr)
	}
}

// runFunction runs fn in context c outside t.launch: the fallback of graph
// kernel nodes whose handle is gone.
func (t *Thread) runFunction(fn *function, c *ctx.Context, l *module.Launch) error {
	if err := c.Err(); err != nil {
		return err
	}
	return t.run(fn, c, l)
}

// --- events in captures ---

// captureRecord is the hook of cuEventRecord: on a capturing stream the
// event remembers the capture's current dependencies, for a
// cuStreamWaitEvent of the same capture (an invalidated capture:
// CUDA_ERROR_STREAM_CAPTURE_INVALIDATED, measured).
func (t *Thread) captureRecord(h Stream, e *event) (bool, error) {
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	if len(gs.captures) == 0 || gs.running[t] > 0 || isDefaultStream(h) {
		return false, nil
	}
	s, _ := lookupHandle[*stream](t.d, uint64(h))
	cp := gs.captures[s]
	if cp == nil {
		return false, nil
	}
	if cp.invalid {
		return true, cu.Errorf(cu.ErrorStreamCaptureInvalidated, "capture %d of %v was invalidated", cp.id, s)
	}
	if gs.events == nil {
		gs.events = map[*event]eventCapture{}
	}
	gs.events[e] = eventCapture{cp, slices.Clone(cp.last)}
	return true, nil
}

type eventCapture struct {
	cp   *capture
	deps []*graphNode
}

// captureWait is the rest of cuStreamWaitEvent: an event recorded in a
// capture adds its dependencies to the same capture's stream. Joining
// another stream into a capture (fork and join across streams) is not
// modelled: CUDA_ERROR_NOT_SUPPORTED.
func (t *Thread) captureWait(h Stream, e *event) error {
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	ec, ok := gs.events[e]
	if !ok || gs.captures[ec.cp.s] != ec.cp {
		return nil
	}
	if h != ec.cp.s.handle {
		return cu.Errorf(cu.ErrorNotSupported, "event recorded in capture %d of %v: cudasim does not model capture across streams (cuStreamWaitEvent on stream %#x)", ec.cp.id, ec.cp.s, uint64(h))
	}
	for _, n := range ec.deps {
		if !slices.Contains(ec.cp.last, n) {
			ec.cp.last = append(ec.cp.last, n)
		}
	}
	return nil
}

// --- the explicit API ---

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

func (t *Thread) addNode(h Graph, deps []GraphNode, typ GraphNodeType, run nodeRun) (GraphNode, error) {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return 0, err
	}
	defer unlock()
	ds, err := t.d.nodesOf(g, deps)
	if err != nil {
		return 0, err
	}
	return t.d.newNode(g, typ, ds, run).handle, nil
}

// GraphAddEmptyNode is cuGraphAddEmptyNode. A NULL graph is
// CUDA_ERROR_INVALID_VALUE (measured).
func (t *Thread) GraphAddEmptyNode(g Graph, deps []GraphNode) (GraphNode, error) {
	return t.addNode(g, deps, GraphNodeEmpty, nil)
}

// GraphAddHostNode is cuGraphAddHostNode: fn runs when the graph does.
func (t *Thread) GraphAddHostNode(g Graph, deps []GraphNode, fn func()) (GraphNode, error) {
	if fn == nil {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "host node with a NULL function")
	}
	return t.addNode(g, deps, GraphNodeHost, func(*Thread, *ctx.Context, Stream) error { fn(); return nil })
}

// MemsetNodeParams is CUDA_MEMSET_NODE_PARAMS.
type MemsetNodeParams struct {
	Dst                DevicePtr
	Pitch              uint64
	Value, ElementSize uint32
	Width, Height      uint64
}

// GraphAddMemsetNode is cuGraphAddMemsetNode: Height rows of Width
// elements of ElementSize bytes (1, 2 or 4: measured, 3 is
// CUDA_ERROR_INVALID_VALUE), Pitch bytes apart. The context is not checked
// (not measured).
func (t *Thread) GraphAddMemsetNode(g Graph, deps []GraphNode, p MemsetNodeParams) (GraphNode, error) {
	if p.ElementSize != 1 && p.ElementSize != 2 && p.ElementSize != 4 {
		if err := t.d.ready(); err != nil {
			return 0, err
		}
		return 0, cu.Errorf(cu.ErrorInvalidValue, "memset node element size %d: 1, 2 or 4", p.ElementSize)
	}
	if p.Height > 1 && p.Pitch < p.Width*uint64(p.ElementSize) {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "memset node pitch %d is less than a row (%d bytes)", p.Pitch, p.Width*uint64(p.ElementSize))
	}
	return t.addNode(g, deps, GraphNodeMemset, func(t *Thread, c *ctx.Context, s Stream) error {
		for r := uint64(0); r < max(p.Height, 1); r++ {
			if err := memsetRun(p.Dst+r*p.Pitch, p.Value, int(p.ElementSize), p.Width)(t, c, s); err != nil {
				return err
			}
		}
		return nil
	})
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
}

// GraphAddKernelNode is cuGraphAddKernelNode_v2. A CUfunction runs in its
// own context; a CUkernel in the context of the stream the graph is
// launched on (as captured ones do). The launch configuration is checked
// when the graph runs (not measured).
func (t *Thread) GraphAddKernelNode(g Graph, deps []GraphNode, p KernelNodeParams) (GraphNode, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	h := p.Func
	if h == 0 {
		h = Function(p.Kernel)
	}
	var fn *function
	if k, ok := lookupHandle[*kernel](t.d, uint64(h)); ok {
		c, err := t.current()
		if err != nil {
			return 0, err
		}
		mo, err := t.d.loader().copyIn(k.lib, c, ReasonFirstLaunch)
		t.d.flush(t.id)
		if err != nil {
			return 0, err
		}
		if fn, err = k.functionIn(mo); err != nil {
			return 0, err
		}
	} else if fn, ok = lookupHandle[*function](t.d, uint64(h)); !ok {
		return 0, t.d.badHandle(cu.ErrorInvalidHandle, "function", uint64(h))
	}
	l := &module.Launch{Grid: p.Grid.array(), Block: p.Block.array(), DynamicShared: p.SharedMem,
		Params: p.Params, Buffer: p.Extra, HasBuffer: p.Extra != nil}
	return t.addNode(g, deps, GraphNodeKernel, t.kernelRun(h, fn, l))
}

// GraphAddDependencies is cuGraphAddDependencies: edges from[i] -> to[i].
// A cycle is accepted here and refused at instantiation (measured).
func (t *Thread) GraphAddDependencies(h Graph, from, to []GraphNode) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if len(from) != len(to) {
		return cu.Errorf(cu.ErrorInvalidValue, "%d from nodes, %d to nodes", len(from), len(to))
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	g, err := t.d.graph(h)
	if err != nil {
		return err
	}
	fs, err := t.d.nodesOf(g, from)
	if err != nil {
		return err
	}
	ts, err := t.d.nodesOf(g, to)
	if err != nil {
		return err
	}
	for i := range fs {
		if slices.Contains(ts[i].deps, fs[i]) {
			return cu.Errorf(cu.ErrorInvalidValue, "%v already depends on %v", ts[i], fs[i])
		}
		ts[i].deps = append(ts[i].deps, fs[i])
	}
	return nil
}

// GraphClone is cuGraphClone: a copy of the graph, its nodes in the same
// order with the same dependencies.
func (t *Thread) GraphClone(h Graph) (Graph, error) {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return 0, err
	}
	defer unlock()
	c := t.d.newGraph()
	m := map[*graphNode]*graphNode{}
	for _, n := range g.nodes {
		m[n] = t.d.newNode(c, n.typ, nil, n.run)
	}
	for _, n := range g.nodes {
		for _, p := range n.deps {
			m[n].deps = append(m[n].deps, m[p])
		}
	}
	return c.handle, nil
}
