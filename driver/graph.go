package driver

import (
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"cudasim/cu"
	"cudasim/internal/ctx"
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
	GraphNodeKernel      GraphNodeType = 0  // CU_GRAPH_NODE_TYPE_KERNEL
	GraphNodeMemcpy      GraphNodeType = 1  // CU_GRAPH_NODE_TYPE_MEMCPY
	GraphNodeMemset      GraphNodeType = 2  // CU_GRAPH_NODE_TYPE_MEMSET
	GraphNodeHost        GraphNodeType = 3  // CU_GRAPH_NODE_TYPE_HOST
	GraphNodeGraph       GraphNodeType = 4  // CU_GRAPH_NODE_TYPE_GRAPH
	GraphNodeEmpty       GraphNodeType = 5  // CU_GRAPH_NODE_TYPE_EMPTY
	GraphNodeWaitEvent   GraphNodeType = 6  // CU_GRAPH_NODE_TYPE_WAIT_EVENT
	GraphNodeEventRecord GraphNodeType = 7  // CU_GRAPH_NODE_TYPE_EVENT_RECORD
	GraphNodeMemAlloc    GraphNodeType = 10 // CU_GRAPH_NODE_TYPE_MEM_ALLOC
	GraphNodeMemFree     GraphNodeType = 11 // CU_GRAPH_NODE_TYPE_MEM_FREE
	GraphNodeBatchMemOp  GraphNodeType = 12 // CU_GRAPH_NODE_TYPE_BATCH_MEM_OP
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
	deps   []*graphNode            // in the driver's order (graphorder.go)
	outs   []*graphNode            // the nodes that depend on it, likewise
	edges  map[*graphNode]EdgeData // the data of its edges from deps that are not default (graphedge.go)
	p      nodeParams              // what the node does (graphnodes.go)
}

func (*graphNode) handleKind() string { return "graph node" }
func (n *graphNode) String() string   { return fmt.Sprintf("graph node %#x", uint64(n.handle)) }

type graph struct {
	handle Graph
	id     uint64                    // numbers the graphs from 1, for cuGraphDebugDotPrint
	nodes  []*graphNode              // in the order they were added
	roots  []*graphNode              // the nodes without dependencies, in the driver's order (graphorder.go)
	origin map[*graphNode]*graphNode // of a clone: the node each original became

	userRefs map[*userObject]uint32 // references held (cuGraphRetainUserObject)

	conds []*condHandle // of a root graph: the conditional handles made for it and its bodies (graphcond.go)
	owner *graphNode    // of a conditional node's body graph: that node
	child bool          // a child graph node's graph (cuGraphChildGraphNodeGetGraph's)
	execs int           // live executable graphs made from it
}

func (*graph) handleKind() string { return "graph" }
func (g *graph) String() string   { return fmt.Sprintf("graph %#x", uint64(g.handle)) }

// capture is one stream capture in progress (or invalidated, until ended):
// its origin stream and the streams that joined it through events.
type capture struct {
	id      uint64
	mode    StreamCaptureMode
	invalid bool
	into    bool // cuStreamBeginCaptureToGraph: g is the caller's
	g       *graph
	t       *Thread // the thread that began it
	s       *stream // the origin stream
	streams map[*stream]*streamCapture
}

// streamCapture is one stream's part in a capture: the dependencies of the
// next node it captures.
type streamCapture struct {
	cp    *capture
	s     *stream
	last  []*graphNode
	edges map[*graphNode]EdgeData // the data of the next node's edges from last that are not default
}

// setLast makes nodes (with data, nil for default edges) the dependencies
// of sc's next node.
func (sc *streamCapture) setLast(nodes []*graphNode, data []EdgeData) {
	sc.last, sc.edges = nodes, nil
	sc.addEdgeData(nodes, data)
}

func (sc *streamCapture) addEdgeData(nodes []*graphNode, data []EdgeData) {
	for i, n := range nodes {
		if i < len(data) && data[i] != (EdgeData{}) {
			if sc.edges == nil {
				sc.edges = map[*graphNode]EdgeData{}
			}
			sc.edges[n] = data[i]
		}
	}
}

type graphState struct {
	mu       sync.Mutex
	captures map[*stream]*streamCapture // every stream in a capture, origin or joined (setCapture, dropCapture)
	modes    map[*Thread]StreamCaptureMode
	running  map[*Thread]int // threads running a graph's nodes
	events   map[*event]eventCapture
	ids      uint64 // capture ids and graph launches share this counter (measured)
	graphIDs atomic.Uint64
	// capturing is len(captures), for the calls that every launch and synchronisation makes
	// (capturedNode, captureRefuses): none is the common case, answered without the lock.
	capturing atomic.Int32
}

var graphsID = registerExtension(func(*Driver) any {
	return &graphState{captures: map[*stream]*streamCapture{}, modes: map[*Thread]StreamCaptureMode{}, running: map[*Thread]int{}}
})

func (d *Driver) graphs() *graphState { return d.extension(graphsID).(*graphState) }

func (d *Driver) newNode(g *graph, typ GraphNodeType, deps []*graphNode, p nodeParams) *graphNode {
	n := &graphNode{g: g, typ: typ, p: p}
	n.handle = GraphNode(d.handles.add(n))
	g.nodes = append(g.nodes, n)
	g.pushRoot(n)
	for _, dep := range deps {
		g.link(dep, n)
	}
	return n
}

func (d *Driver) newGraph() *graph {
	g := &graph{id: d.graphs().graphIDs.Add(1)}
	g.handle = Graph(d.handles.add(g))
	return g
}

// origins lists the captures in progress, once each. gs.mu is held.
func (gs *graphState) origins() []*capture {
	var out []*capture
	for s, sc := range gs.captures {
		if sc.cp.s == s {
			out = append(out, sc.cp)
		}
	}
	return out
}

// endLocked takes every stream of cp out of capture mode. gs.mu is held.
func (gs *graphState) endLocked(cp *capture) {
	for s := range cp.streams {
		gs.dropCapture(s)
	}
}

// setCapture puts s in capture sc; gs.mu is held.
func (gs *graphState) setCapture(s *stream, sc *streamCapture) {
	gs.captures[s] = sc
	gs.capturing.Store(int32(len(gs.captures)))
}

// dropCapture takes s out of capture mode; gs.mu is held.
func (gs *graphState) dropCapture(s *stream) {
	delete(gs.captures, s)
	gs.capturing.Store(int32(len(gs.captures)))
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

// streamOf resolves stream h for the capture calls: a created stream, or
// the calling thread's per-thread default stream of the current context,
// which captures as a blocking stream does (docs/streams.md). The legacy
// stream is none of them (the caller answers for it).
func (t *Thread) streamOf(h Stream) (*stream, error) {
	if h != StreamPerThread {
		return t.d.stream(h)
	}
	c, err := t.current()
	if err != nil {
		return nil, err
	}
	r := resources(c)
	if r == nil {
		return nil, c.Err()
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.perThreadStream(t.id), nil
}

// captureStream is streamOf for the hooks of stream-ordered calls, whose
// caller has checked h: nil for the legacy stream and a handle that is
// none.
func (t *Thread) captureStream(h Stream) *stream {
	if h == 0 || h == StreamLegacy {
		return nil
	}
	s, _ := t.streamOf(h)
	return s
}

// captured is the hook of every stream-ordered call: it reports whether
// work on stream h is captured rather than run. When it is, mk makes the
// node's parameters (an error from mk fails the call and leaves the
// capture as it was: the H200 refused a CUfunction of another context with
// CUDA_ERROR_INVALID_HANDLE and ended the capture successfully). Work on an
// invalidated capture is CUDA_ERROR_STREAM_CAPTURE_INVALIDATED; work on the
// legacy stream while a blocking stream of its context captures is
// CUDA_ERROR_STREAM_CAPTURE_IMPLICIT and invalidates that capture (both
// measured). The caller has checked h with streamContext.
func (t *Thread) captured(h Stream, typ GraphNodeType, mk func() (nodeParams, error)) (bool, error) {
	_, ok, err := t.capturedNode(h, typ, mk)
	return ok, err
}

// capturedNode is captured, also returning the node made.
func (t *Thread) capturedNode(h Stream, typ GraphNodeType, mk func() (nodeParams, error)) (*graphNode, bool, error) {
	return t.capturedNodeEdges(h, typ, mk, nil)
}

// capturedNodeEdges is capturedNode whose node's edges from its
// dependencies carry edge(dep) (nil: default edges).
func (t *Thread) capturedNodeEdges(h Stream, typ GraphNodeType, mk func() (nodeParams, error), edge func(dep *graphNode) EdgeData) (*graphNode, bool, error) {
	gs := t.d.graphs()
	if gs.capturing.Load() == 0 {
		return nil, false, nil
	}
	s := t.captureStream(h) // before gs.mu: it takes the context's lock
	gs.mu.Lock()
	if len(gs.captures) == 0 || gs.running[t] > 0 {
		gs.mu.Unlock()
		return nil, false, nil
	}
	if h == 0 || h == StreamLegacy {
		err := t.legacyImplicitLocked(true)
		gs.mu.Unlock()
		return nil, err != nil, err
	}
	sc := gs.captures[s]
	gs.mu.Unlock()
	if sc == nil {
		return nil, false, nil
	}
	if sc.cp.invalid {
		return nil, true, cu.Errorf(cu.ErrorStreamCaptureInvalidated, "capture %d of %v was invalidated", sc.cp.id, sc.cp.s)
	}
	p, err := mk()
	if err != nil {
		return nil, true, err
	}
	if p == nil {
		p = emptyParams{}
	}
	gs.mu.Lock()
	defer gs.mu.Unlock()
	n := t.d.newNode(sc.cp.g, typ, sc.last, p)
	for _, dep := range n.deps {
		if e, ok := sc.edges[dep]; ok {
			n.setEdge(dep, e)
		}
	}
	if edge != nil {
		for _, dep := range n.deps {
			n.setEdge(dep, edge(dep))
		}
	}
	sc.setLast([]*graphNode{n}, nil)
	return n, true, nil
}

// legacyCaptureImplicit is the check of calls on stream h that reach the
// legacy stream (h is 0 or CU_STREAM_LEGACY) while a blocking stream of
// the current context captures, the per-thread default stream among them:
// kernels, memsets, event records and waits, queries and synchronizations
// answer CUDA_ERROR_STREAM_CAPTURE_IMPLICIT and invalidate those captures,
// in every capture mode and from any thread; cuStreamIsCapturing answers
// it and invalidates nothing (invalidate false). Measured
// (libcuda/testdata/cudart/graphs26, s_gr_capblock).
func (t *Thread) legacyCaptureImplicit(h Stream, invalidate bool) error {
	gs := t.d.graphs()
	if h != 0 && h != StreamLegacy || gs.capturing.Load() == 0 {
		return nil
	}
	gs.mu.Lock()
	defer gs.mu.Unlock()
	if gs.running[t] > 0 {
		return nil
	}
	return t.legacyImplicitLocked(invalidate)
}

// legacyImplicitLocked is legacyCaptureImplicit with gs.mu held.
func (t *Thread) legacyImplicitLocked(invalidate bool) error {
	c := t.ct.Current()
	var hit *capture
	for s, sc := range t.d.graphs().captures {
		if s.c == c && s.flags&StreamNonBlocking == 0 {
			if invalidate {
				t.invalidateLocked(sc.cp, cu.ErrorStreamCaptureImplicit)
			}
			hit = sc.cp
		}
	}
	if hit == nil {
		return nil
	}
	what := "it goes on"
	if invalidate {
		what = "it is invalidated"
	}
	return cu.Errorf(cu.ErrorStreamCaptureImplicit, "the legacy stream was used while blocking %v of its context captures (capture %d: %s)", hit.s, hit.id, what)
}

// captureRefuses is the check of calls that are illegal during a capture
// (measured on the H200): synchronizing or querying the capturing stream
// itself (own), and — from a thread not in RELAXED mode, while a GLOBAL
// capture or a THREAD_LOCAL capture begun by this thread is in progress,
// even an invalidated one — "unsafe" calls: synchronizing or querying
// another stream or an event, cuCtxSynchronize, cuMemAlloc, cuMemFree,
// cuMemAllocHost and cuMemHostAlloc (suite e_capture's cudaMallocHost). They
// answer CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED and invalidate the captures
// concerned. ctxSync also refuses while any stream of context c captures
// (not measured for RELAXED captures).
func (t *Thread) captureRefuses(own Stream, c *ctx.Context, call string) error {
	gs := t.d.graphs()
	if gs.capturing.Load() == 0 {
		return nil
	}
	ownS := t.captureStream(own)
	gs.mu.Lock()
	defer gs.mu.Unlock()
	if len(gs.captures) == 0 || gs.running[t] > 0 {
		return nil
	}
	var hit []*capture
	relaxed := gs.modes[t] == CaptureModeRelaxed
	for s, sc := range gs.captures {
		cp := sc.cp
		if slices.Contains(hit, cp) {
			continue
		}
		switch {
		case ownS != nil && s == ownS, c != nil && s.c == c:
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

// PerThreadSync is how a synchronous copy or set called through its _ptds
// entry point (cuMemsetD8_v2_ptds...: the runtime's cudaMemset in a program
// built with --default-stream per-thread) begins: it runs on the calling
// thread's per-thread default stream of the current context, not the
// legacy stream, and call (the entry point's base name) then does its work
// as the legacy entry point does, which EndPerThreadSync ends (until then
// the thread's synchronous calls are not the legacy stream's: onLegacy).
// While that stream captures, every such call answers
// CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED and invalidates the capture, in
// every capture mode (another thread's per-thread stream is another
// stream: its calls ran): measured on the H200 for the calls the runtime
// makes (libcuda/testdata/cudart/graphs26, s_gr_capptds and
// s_gr_synccap_ptds), and on an H100 with the H200's driver for the other
// thirteen (cuMemsetD16/D32/D2D16/D2D32, cuMemcpyPeer, 3DPeer, AtoA, AtoD,
// AtoH, DtoA, HtoA, 2DUnaligned: testdata/reference/mend33/h100-s33,
// ptdscap.out).
func (t *Thread) PerThreadSync(call string) error {
	if err := t.perThreadCaptures(call); err != nil {
		return err
	}
	t.perThreadCall = true
	return nil
}

// EndPerThreadSync ends the synchronous call PerThreadSync began.
func (t *Thread) EndPerThreadSync() { t.perThreadCall = false }

// perThreadCaptures is PerThreadSync's answer while the per-thread stream
// captures.
func (t *Thread) perThreadCaptures(call string) error {
	s := t.captureStream(StreamPerThread) // used: made at its first use, as its id tells (newStreamID)
	gs := t.d.graphs()
	if s == nil || gs.capturing.Load() == 0 {
		return nil
	}
	gs.mu.Lock()
	defer gs.mu.Unlock()
	sc := gs.captures[s]
	if sc == nil || gs.running[t] > 0 {
		return nil
	}
	t.invalidateLocked(sc.cp, cu.ErrorStreamCaptureUnsupported)
	return cu.Errorf(cu.ErrorStreamCaptureUnsupported, "%s waits for the per-thread default stream, which captures (capture %d is invalidated)", call, sc.cp.id)
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
// counter with graph launches. The per-thread default stream is captured
// as a blocking stream is, each thread's its own (streamOf; not measured:
// graphs26's s_gr_capblock asks).
func (t *Thread) StreamBeginCapture(h Stream, mode StreamCaptureMode) error {
	return t.beginCapture(h, mode, 0, nil, nil)
}

// StreamBeginCaptureToGraph is cuStreamBeginCaptureToGraph: a capture that
// adds its nodes to graph g, the first ones depending on deps (nodes of
// g), and whose cuStreamEndCapture answers g. As measured
// (testdata/reference/condgraph, sections capture): a NULL graph and a
// mode above RELAXED are CUDA_ERROR_INVALID_VALUE, the NULL stream
// CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED; the stream then reports g and
// deps as its capture's graph and dependencies, under a capture id of its
// own. This is how the bodies of conditional nodes are captured.
func (t *Thread) StreamBeginCaptureToGraph(h Stream, g Graph, deps []GraphNode, mode StreamCaptureMode) error {
	return t.StreamBeginCaptureToGraphWithData(h, g, deps, nil, mode)
}

// StreamBeginCaptureToGraphWithData is StreamBeginCaptureToGraph whose
// first node's edges from deps carry data (nil: default edges).
func (t *Thread) StreamBeginCaptureToGraphWithData(h Stream, g Graph, deps []GraphNode, data []EdgeData, mode StreamCaptureMode) error {
	if g == 0 {
		if err := t.d.ready(); err != nil {
			return err
		}
		return cu.Errorf(cu.ErrorInvalidValue, "cuStreamBeginCaptureToGraph: NULL graph")
	}
	return t.beginCapture(h, mode, g, deps, data)
}

func (t *Thread) beginCapture(h Stream, mode StreamCaptureMode, into Graph, deps []GraphNode, data []EdgeData) error {
	if h == 0 || h == StreamLegacy {
		if err := t.d.ready(); err != nil {
			return err
		}
		return cu.Errorf(cu.ErrorStreamCaptureUnsupported, "the legacy NULL stream cannot be captured")
	}
	if _, err := t.streamContext(h); err != nil {
		return err
	}
	if mode < CaptureModeGlobal || mode > CaptureModeRelaxed {
		return cu.Errorf(cu.ErrorInvalidValue, "capture mode %d", mode)
	}
	s, err := t.streamOf(h)
	if err != nil {
		return err
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	if sc := gs.captures[s]; sc != nil {
		return cu.Errorf(cu.ErrorIllegalState, "%v is already capturing (capture %d)", s, sc.cp.id)
	}
	var g *graph
	var last []*graphNode
	if into != 0 {
		if g, err = t.d.graph(into); err != nil {
			return err
		}
		if last, err = t.d.nodesOf(g, deps); err != nil {
			return err
		}
	} else {
		g = t.d.newGraph()
	}
	gs.ids++
	cp := &capture{id: gs.ids, mode: mode, g: g, into: into != 0, t: t, s: s, streams: map[*stream]*streamCapture{}}
	sc := &streamCapture{cp: cp, s: s}
	sc.setLast(last, data)
	cp.streams[s] = sc
	gs.setCapture(s, sc)
	t.d.emit(Notice{Kind: NoticeCaptureBegin, Thread: t.id, Device: s.c.Device, Context: Context(s.c.Handle), Handle: uint64(h),
		Count: int(cp.id), Detail: fmt.Sprintf("%v begins capture %d (mode %d) into graph %#x", s, cp.id, mode, uint64(cp.g.handle))})
	return nil
}

// StreamUpdateCaptureDependencies is cuStreamUpdateCaptureDependencies
// (_v2 with default edges): the nodes the stream's next captured work
// depends on become nodes (set) or gain them (add: those not there yet).
// As measured (testdata/reference/condgraph, sections capture): flags
// other than ADD (0) and SET (1) are CUDA_ERROR_INVALID_VALUE, a stream
// not capturing CUDA_ERROR_ILLEGAL_STATE; SET with no nodes leaves none.
// cuda.core adds a conditional node to the capture graph this way.
func (t *Thread) StreamUpdateCaptureDependencies(h Stream, nodes []GraphNode, set bool) error {
	return t.StreamUpdateCaptureDependenciesWithData(h, nodes, nil, set)
}

// StreamUpdateCaptureDependenciesWithData is cuStreamUpdateCaptureDependencies_v2:
// the edges from nodes carry data (nil: default edges; the H200 took a
// programmatic edge from a kernel node: libcuda/testdata/cudart/graphs26,
// s_gr_xstream).
func (t *Thread) StreamUpdateCaptureDependenciesWithData(h Stream, nodes []GraphNode, data []EdgeData, set bool) error {
	if _, err := t.streamContext(h); err != nil {
		return err
	}
	if h == 0 || h == StreamLegacy {
		return cu.Errorf(cu.ErrorIllegalState, "the legacy stream is not capturing")
	}
	s, err := t.streamOf(h)
	if err != nil {
		return err
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	sc := gs.captures[s]
	if sc == nil {
		return cu.Errorf(cu.ErrorIllegalState, "%v is not capturing", s)
	}
	if sc.cp.invalid {
		return cu.Errorf(cu.ErrorStreamCaptureInvalidated, "capture %d of %v was invalidated", sc.cp.id, sc.cp.s)
	}
	ns, err := t.d.nodesOf(sc.cp.g, nodes)
	if err != nil {
		return err
	}
	if set {
		sc.setLast(ns, data)
		return nil
	}
	for _, n := range ns {
		if !slices.Contains(sc.last, n) {
			sc.last = append(sc.last, n)
		}
	}
	sc.addEdgeData(ns, data)
	return nil
}

// StreamEndCapture is cuStreamEndCapture: the captured graph. As measured:
// a stream not capturing is CUDA_ERROR_ILLEGAL_STATE; an invalidated
// capture ends with CUDA_ERROR_STREAM_CAPTURE_INVALIDATED and no graph; a
// THREAD_LOCAL capture ended by another thread is
// CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD, and that ends it too (its
// thread's end is then CUDA_ERROR_ILLEGAL_STATE); GLOBAL and RELAXED
// captures may be ended by any thread. Only the origin stream ends a
// capture: a stream that joined it is CUDA_ERROR_STREAM_CAPTURE_UNMATCHED
// and invalidates it; a capture with a joined stream whose work the origin
// has not waited for is CUDA_ERROR_STREAM_CAPTURE_UNJOINED, and ends with
// no graph (testdata/reference/graphs, section fork). Ending takes every
// stream of the capture out of capture mode.
func (t *Thread) StreamEndCapture(h Stream) (Graph, error) {
	if h == 0 || h == StreamLegacy {
		if _, err := t.current(); err != nil {
			return 0, err
		}
		return 0, cu.Errorf(cu.ErrorIllegalState, "the legacy stream is not capturing")
	}
	if _, err := t.streamContext(h); err != nil {
		return 0, err
	}
	s, err := t.streamOf(h)
	if err != nil {
		return 0, err
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	sc := gs.captures[s]
	if sc == nil {
		return 0, cu.Errorf(cu.ErrorIllegalState, "%v is not capturing", s)
	}
	cp := sc.cp
	if cp.s != s {
		t.invalidateLocked(cp, cu.ErrorStreamCaptureUnmatched)
		return 0, cu.Errorf(cu.ErrorStreamCaptureUnmatched, "%v joined capture %d of %v: only the origin stream ends it (the capture is invalidated)", s, cp.id, cp.s)
	}
	gs.endLocked(cp)
	n := Notice{Kind: NoticeCaptureEnd, Thread: t.id, Device: s.c.Device, Context: Context(s.c.Handle), Count: int(cp.id)}
	wrongThread := func() error {
		return cu.Errorf(cu.ErrorStreamCaptureWrongThread, "capture %d of %v (mode %d) was begun by thread %d (it is ended, with no graph)", cp.id, s, cp.mode, cp.t.id)
	}
	switch {
	case cp.mode == CaptureModeThreadLocal && cp.t != t:
		err = wrongThread()
	case cp.invalid:
		err = cu.Errorf(cu.ErrorStreamCaptureInvalidated, "capture %d of %v was invalidated", cp.id, s)
	case cp.mode == CaptureModeGlobal && cp.t != t:
		// Measured (graphs26's s_gr_capblock): the capture is ended, and
		// its own thread's end is CUDA_ERROR_ILLEGAL_STATE; an invalidated
		// one answers so first (testdata/reference/pools, section mode).
		err = wrongThread()
	default:
		if o := cp.unjoined(); o != nil {
			err = cu.Errorf(cu.ErrorStreamCaptureUnjoined, "%v forked from capture %d of %v and was not joined back (wait for an event it recorded); the capture ends with no graph", o, cp.id, s)
		}
	}
	if err != nil {
		if !cp.into {
			t.d.dropGraph(cp.g, "graph of a capture that failed")
		}
		n.Code, n.Detail = cu.Code(err), fmt.Sprintf("capture %d of %v ends without a graph: %v", cp.id, s, err)
		t.d.emit(n)
		return 0, err
	}
	n.Handle, n.Count = uint64(cp.g.handle), len(cp.g.nodes)
	n.Detail = fmt.Sprintf("capture %d of %v ends: graph %#x of %d nodes", cp.id, s, uint64(cp.g.handle), len(cp.g.nodes))
	t.d.emit(n)
	return cp.g.handle, nil
}

// unjoined returns a stream of cp whose last work the origin stream does
// not depend on, or nil.
func (cp *capture) unjoined() *stream {
	reached := map[*graphNode]bool{}
	var walk func(ns []*graphNode)
	walk = func(ns []*graphNode) {
		for _, n := range ns {
			if !reached[n] {
				reached[n] = true
				walk(n.deps)
			}
		}
	}
	walk(cp.streams[cp.s].last)
	for s, sc := range cp.streams {
		if s == cp.s {
			continue
		}
		for _, n := range sc.last {
			if !reached[n] {
				return s
			}
		}
	}
	return nil
}

// StreamIsCapturing is cuStreamIsCapturing: the stream's capture status.
// The legacy stream reports none (not measured).
func (t *Thread) StreamIsCapturing(h Stream) (StreamCaptureStatus, error) {
	st, _, _, _, err := t.StreamGetCaptureInfo(h)
	return st, err
}

// StreamGetCaptureInfo is cuStreamGetCaptureInfo_v2/_v3: status, and while
// capturing the capture id, the graph (none once invalidated: measured)
// and the nodes the next captured work will depend on. A stream that
// joined a capture reports the capture's id and graph.
func (t *Thread) StreamGetCaptureInfo(h Stream) (StreamCaptureStatus, uint64, Graph, []GraphNode, error) {
	if _, err := t.streamContext(h); err != nil {
		return 0, 0, 0, nil, err
	}
	if h == 0 || h == StreamLegacy {
		return CaptureStatusNone, 0, 0, nil, t.legacyCaptureImplicit(h, false)
	}
	s, err := t.streamOf(h)
	if err != nil {
		return 0, 0, 0, nil, err
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	sc := gs.captures[s]
	switch {
	case sc == nil:
		return CaptureStatusNone, 0, 0, nil, nil
	case sc.cp.invalid:
		return CaptureStatusInvalidated, sc.cp.id, 0, nil, nil
	}
	deps := make([]GraphNode, len(sc.last))
	for i, n := range sc.last {
		deps[i] = n.handle
	}
	return CaptureStatusActive, sc.cp.id, sc.cp.g.handle, deps, nil
}

// StreamGetCaptureEdgeData is the edge data of cuStreamGetCaptureInfo_v3: of
// the edges from the dependencies StreamGetCaptureInfo answers, in their
// order.
func (t *Thread) StreamGetCaptureEdgeData(h Stream) ([]EdgeData, error) {
	if h == 0 || h == StreamLegacy {
		return nil, nil
	}
	s, err := t.streamOf(h)
	if err != nil {
		return nil, err
	}
	gs := t.d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	sc := gs.captures[s]
	if sc == nil {
		return nil, nil
	}
	out := make([]EdgeData, len(sc.last))
	for i, n := range sc.last {
		out[i] = sc.edges[n]
	}
	return out, nil
}
