package driver

import (
	"errors"
	"fmt"
	"sync/atomic"

	"cudasim/cu"
	"cudasim/internal/ctx"
)

// Conditional graph nodes (CUDA 12.3+): a node that runs one of its body
// graphs, or one body repeatedly, by a 32-bit value that kernels of the
// graph's execution set with the device runtime's cudaGraphSetConditional
// (sim.DeviceRuntimeSetConditional). The value belongs to a conditional
// handle (cuGraphConditionalHandleCreate), made for one graph; each
// executable graph keeps its own values. Semantics as measured on the H200
// (testdata/reference/condgraph; docs/cuda-core.md).

// GraphNodeConditional is CU_GRAPH_NODE_TYPE_CONDITIONAL.
const GraphNodeConditional GraphNodeType = 13

// GraphConditionalHandle is CUgraphConditionalHandle.
type GraphConditionalHandle uint64

// ConditionalType is CUgraphConditionalNodeType.
type ConditionalType int32

// The conditional node types.
const (
	ConditionalIf     ConditionalType = 0 // CU_GRAPH_COND_TYPE_IF: body 0 when the value is not 0, body 1 (if any) when it is
	ConditionalWhile  ConditionalType = 1 // CU_GRAPH_COND_TYPE_WHILE: body 0 while the value is not 0
	ConditionalSwitch ConditionalType = 2 // CU_GRAPH_COND_TYPE_SWITCH: body n when the value is n
)

func (t ConditionalType) String() string {
	switch t {
	case ConditionalIf:
		return "IF"
	case ConditionalWhile:
		return "WHILE"
	case ConditionalSwitch:
		return "SWITCH"
	}
	return fmt.Sprintf("CUgraphConditionalNodeType(%d)", int32(t))
}

// GraphCondAssignDefault is CU_GRAPH_COND_ASSIGN_DEFAULT: the handle's
// value is set to its default at the start of every launch.
const GraphCondAssignDefault = 1

// condHandle is a conditional handle: made for graph g in context c.
type condHandle struct {
	handle GraphConditionalHandle // its number in its root graph, from 1
	g      *graph                 // the root graph
	c      *ctx.Context
	def    uint32
	flags  uint32
	node   *graphNode // the conditional node using it (measured: one at most)
}

// ConditionalNodeParams is CUDA_CONDITIONAL_NODE_PARAMS less phGraph_out:
// the body graphs are the node's own, which GraphAddNode returns.
type ConditionalNodeParams struct {
	Handle GraphConditionalHandle
	Type   ConditionalType
	Size   uint32
	Ctx    Context
}

// condParams is a conditional node: its handle, type and body graphs
// (owned by the node: their owner field names it).
type condParams struct {
	h      *condHandle
	typ    ConditionalType
	bodies []*graph
}

// run of a graph's node is never called: an executable graph runs its
// snapshot (condExec).
func (p *condParams) run(*Thread, *ctx.Context, Stream) error {
	return cu.Errorf(cu.ErrorInvalidValue, "a conditional node runs only as part of an executable graph")
}

// condExec is an executable graph's conditional node: its bodies' nodes
// in dependency order, as they were when the graph was instantiated (the
// executable graph's own copies, which cuGraphExec*SetParams and
// cuGraphNodeSetEnabled reach).
type condExec struct {
	h      *condHandle
	typ    ConditionalType
	bodies [][]*execNode
}

func (p *condExec) run(t *Thread, c *ctx.Context, s Stream) error {
	cr := t.condRun
	if cr == nil {
		return cu.Errorf(cu.ErrorInvalidValue, "a conditional node runs only as part of an executable graph")
	}
	body := func(i int) error {
		for _, en := range p.bodies[i] {
			if en.disabled {
				continue
			}
			if err := en.p.run(t, c, s); err != nil {
				return err
			}
		}
		return nil
	}
	switch p.typ {
	case ConditionalIf:
		if cr.value(p.h) != 0 {
			return body(0)
		}
		if len(p.bodies) > 1 {
			return body(1)
		}
	case ConditionalWhile:
		if kernel, other := bodyWork(p.bodies[0]); cr.value(p.h) != 0 && !kernel {
			if !other {
				// Measured (graphs26's s_gr_cond2, s_gr_open28): a WHILE
				// node, its value 1, whose body is empty or holds an empty
				// node, launched and synchronized.
				return nil
			}
			// Measured (s_gr_open28): a body of a memset node failed the
			// launch (cudaErrorLaunchFailure at the synchronization). The
			// H200 ended a body whose kernel never set the value so in
			// one run and not within 5 s in another: cudasim runs that one.
			err := cu.Errorf(cu.ErrorLaunchFailed, "the WHILE node of conditional handle %d has a body without enabled kernels: nothing can end its loop", uint64(p.h.handle))
			t.d.setStickyCause(t, c, cu.ErrorLaunchFailed, err.Error(), err)
			return nil
		}
		for cr.value(p.h) != 0 {
			if err := body(0); err != nil {
				return err
			}
		}
	case ConditionalSwitch:
		if v := cr.value(p.h); uint64(v) < uint64(len(p.bodies)) {
			return body(int(v))
		}
	}
	return nil
}

// bodyWork says what nodes (a body, in dependency order) hold besides
// empty nodes, in child graphs and nested bodies too: an enabled kernel
// node (only a kernel sets a conditional value), other enabled work.
func bodyWork(nodes []*execNode) (kernel, other bool) {
	for _, en := range nodes {
		if en.disabled {
			continue
		}
		var k, o bool
		switch p := en.p.(type) {
		case *condExec:
			for _, b := range p.bodies {
				bk, bo := bodyWork(b)
				k, o = k || bk, o || bo
			}
		case childParams:
			order, err := snapshot(p.g)
			if err != nil {
				return true, true // a snapshot that fails answers its error when it runs
			}
			k, o = bodyWork(order)
		default:
			k, o = en.typ == GraphNodeKernel, en.typ != GraphNodeEmpty && en.typ != GraphNodeKernel
		}
		kernel, other = kernel || k, other || o
	}
	return kernel, other
}

// condValues are an executable graph's conditional values, one per handle
// its nodes (and those of its child and body graphs) may use.
type condValues map[GraphConditionalHandle]*condSlot

type condSlot struct {
	h *condHandle
	v atomic.Uint32
}

// condRun is one launch's view of its executable graph's values, which
// kernels of the launch set through cudaGraphSetConditional.
type condRun struct{ vals condValues }

func (cr *condRun) value(h *condHandle) uint32 {
	if s := cr.vals[h.handle]; s != nil {
		return s.v.Load()
	}
	return 0
}

// set is sim.Launch.SetConditional for kernels of the launch: a handle the
// graph does not have (0 among them) changes nothing (measured).
func (cr *condRun) set(h uint64, v uint32) error {
	if s := cr.vals[GraphConditionalHandle(h)]; s != nil {
		s.v.Store(v)
	}
	return nil
}

// start begins a launch when its nodes begin to run (runPart; a launch
// queued behind another of the same executable graph, whose WHILE loop may
// still run, must not reset its values at the call): ASSIGN_DEFAULT
// handles take their default; the others keep their value, 0 at
// instantiation. (Measured: without ASSIGN_DEFAULT the first launch read 0
// whatever the default; later launches of such a graph that read the value
// before a kernel set it failed at random on the H200 with
// CUDA_ERROR_LAUNCH_FAILED, which cudasim does not reproduce.)
func (cr *condRun) start() {
	for _, s := range cr.vals {
		if s.h.flags&GraphCondAssignDefault != 0 {
			s.v.Store(s.h.def)
		}
	}
}

// condValuesOf makes the values of an executable graph of g: one slot per
// handle of g (a root graph).
func condValuesOf(g *graph) condValues {
	vals := condValues{}
	add := func(h *condHandle) {
		if vals[h.handle] == nil {
			vals[h.handle] = &condSlot{h: h}
		}
	}
	var walk func(g *graph)
	walk = func(g *graph) {
		for _, h := range g.conds {
			add(h)
		}
		for _, n := range g.nodes {
			switch p := n.p.(type) {
			case childParams:
				walk(p.g)
			case *condParams:
				add(p.h) // a clone's node uses its original's handle
				for _, b := range p.bodies {
					walk(b)
				}
			}
		}
	}
	walk(g)
	return vals
}

// snapshot copies a graph's nodes, in dependency order, for an executable
// graph, its conditional nodes' bodies in turn.
func snapshot(g *graph) ([]*execNode, error) {
	order, err := topoOrder(g.nodes)
	if err != nil {
		return nil, err
	}
	out := make([]*execNode, 0, len(order))
	for _, n := range order {
		en, err := execNodeFor(n)
		if err != nil {
			return nil, err
		}
		out = append(out, en)
	}
	return out, nil
}

// execNodeFor is an executable graph's copy of node n.
func execNodeFor(n *graphNode) (*execNode, error) {
	p := n.p
	if cp, ok := p.(*condParams); ok {
		var err error
		if p, err = cp.exec(); err != nil {
			return nil, err
		}
	}
	return &execNode{src: n, typ: n.typ, p: p}, nil
}

// find returns the copy of node n among an executable graph's nodes and
// its conditional nodes' bodies, or nil.
func findExecNode(ens []*execNode, n *graphNode) *execNode {
	for _, en := range ens {
		if en.src == n {
			return en
		}
		if ce, ok := en.p.(*condExec); ok {
			for _, b := range ce.bodies {
				if f := findExecNode(b, n); f != nil {
					return f
				}
			}
		}
	}
	return nil
}

func (p *condParams) exec() (*condExec, error) {
	e := &condExec{h: p.h, typ: p.typ}
	for _, b := range p.bodies {
		ns, err := snapshot(b)
		if err != nil {
			return nil, err
		}
		e.bodies = append(e.bodies, ns)
	}
	return e, nil
}

// root is the graph g's conditional handles belong to: g, or for a body
// graph the graph at the top of its conditional nodes.
func (g *graph) root() *graph {
	for g.owner != nil {
		g = g.owner.g
	}
	return g
}

// condHandleOf resolves handle h of context c for a node of graph g. A
// root graph numbers its handles of each context from 1 in the order they
// were made (measured: handles 1, 2, 3 of one graph, 1 of another, 1 of
// the first graph in a second context; a handle made for another graph
// was accepted where g's root had one of that number and context).
func (g *graph) condHandleOf(h GraphConditionalHandle, c *ctx.Context) (*condHandle, bool) {
	for _, ch := range g.root().conds {
		if ch.handle == h && ch.c == c {
			return ch, true
		}
	}
	return nil, false
}

// GraphConditionalHandleCreate is cuGraphConditionalHandleCreate: a handle
// for graph h's conditional nodes, of context c, whose value is set to def
// at the start of every launch with CU_GRAPH_COND_ASSIGN_DEFAULT. As
// measured (testdata/reference/graphs, section upload;
// testdata/reference/condgraph): flags other than ASSIGN_DEFAULT and a
// NULL graph are CUDA_ERROR_INVALID_VALUE, a NULL context
// CUDA_ERROR_INVALID_CONTEXT; a body graph's handles are its root's.
func (t *Thread) GraphConditionalHandleCreate(h Graph, c Context, def, flags uint32) (GraphConditionalHandle, error) {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return 0, err
	}
	defer unlock()
	cc, err := t.d.context(c)
	if err != nil {
		return 0, err
	}
	if flags&^GraphCondAssignDefault != 0 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuGraphConditionalHandleCreate flags %#x: only CU_GRAPH_COND_ASSIGN_DEFAULT (1)", flags)
	}
	r := g.root()
	n := 1
	for _, ch := range r.conds {
		if ch.c == cc {
			n++
		}
	}
	ch := &condHandle{handle: GraphConditionalHandle(n), g: r, c: cc, def: def, flags: flags}
	r.conds = append(r.conds, ch)
	return ch.handle, nil
}

// GraphAddConditionalNode is cuGraphAddNode(_v2) with a
// CU_GRAPH_NODE_TYPE_CONDITIONAL node: the node and its body graphs
// (empty; the caller fills them).
func (t *Thread) GraphAddConditionalNode(h Graph, deps []GraphNode, p ConditionalNodeParams) (GraphNode, []Graph, error) {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return 0, nil, err
	}
	defer unlock()
	ds, err := t.d.nodesOf(g, deps)
	if err != nil {
		return 0, nil, err
	}
	cp, err := t.condNode(g, p)
	if err != nil {
		return 0, nil, err
	}
	n := t.d.newNode(g, GraphNodeConditional, ds, cp)
	cp.h.node = n
	out := make([]Graph, len(cp.bodies))
	for i, b := range cp.bodies {
		b.owner = n
		out[i] = b.handle
	}
	return n.handle, out, nil
}

// maxSwitchBodies bounds a SWITCH node's bodies, which CUDA's documentation
// leaves unbounded ("any value greater than zero"): the most the real driver
// was measured to take (fuzz30-c, session 32, on an H100 with the H200's
// driver: 65537 and 2^20 bodies answered 0; 2^32-1 ran past 60 s).
const maxSwitchBodies = 1 << 20

// condNode checks a conditional node's parameters for graph g and makes
// its body graphs. As measured: a NULL context is
// CUDA_ERROR_INVALID_CONTEXT; a handle g's root does not have in that
// context, one another conditional node uses, a type other than IF (1 or
// 2 bodies), WHILE (1) or SWITCH (1 or more) are
// CUDA_ERROR_INVALID_VALUE. gs.mu is held.
func (t *Thread) condNode(g *graph, p ConditionalNodeParams) (*condParams, error) {
	c, err := t.d.context(p.Ctx)
	if err != nil {
		return nil, err
	}
	ch, ok := g.condHandleOf(p.Handle, c)
	if !ok {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "conditional handle %d: %v has no handle of that number in %v (the node's context must be its handle's)", uint64(p.Handle), g.root(), c)
	}
	if ch.node != nil {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "conditional handle %d is used by %v already (one conditional node a handle)", uint64(p.Handle), ch.node)
	}
	switch {
	case p.Type == ConditionalIf && (p.Size == 1 || p.Size == 2):
	case p.Type == ConditionalWhile && p.Size == 1:
	case p.Type == ConditionalSwitch && p.Size > maxSwitchBodies:
		// Each body is a graph made here: 2^32-1 of them took all memory (fuzz30).
		return nil, cu.Errorf(cu.ErrorNotSupported, "a SWITCH node of %d bodies: cudasim makes at most %d (the driver was measured taking up to 2^20; what it answers for more is not measured)", p.Size, maxSwitchBodies)
	case p.Type == ConditionalSwitch && p.Size >= 1:
	default:
		return nil, cu.Errorf(cu.ErrorInvalidValue, "conditional node of type %v with %d bodies (IF takes 1 or 2, WHILE 1, SWITCH 1 or more)", p.Type, p.Size)
	}
	cp := &condParams{h: ch, typ: p.Type}
	for range p.Size {
		cp.bodies = append(cp.bodies, t.d.newGraph())
	}
	return cp, nil
}

// The results cuGraphInstantiateWithParams reports (CUgraphInstantiateResult).
const (
	InstantiateSuccess          = 0 // CUDA_GRAPH_INSTANTIATE_SUCCESS
	InstantiateError            = 1 // CUDA_GRAPH_INSTANTIATE_ERROR
	InstantiateInvalidStructure = 2 // CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE
	InstantiateNodeNotSupported = 3 // CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED
	InstantiateHandleUnused     = 5 // CUDA_GRAPH_INSTANTIATE_CONDITIONAL_HANDLE_UNUSED
)

// instantiateError is a refused instantiation with its result and the
// node it names (0: none).
type instantiateError struct {
	error
	result int
	node   GraphNode
}

func (e instantiateError) Unwrap() error { return e.error }

// InstantiateResult is the CUgraphInstantiateResult of an instantiation
// that answered err.
func InstantiateResult(err error) int {
	var ie instantiateError
	switch {
	case err == nil:
		return InstantiateSuccess
	case errors.As(err, &ie):
		return ie.result
	}
	return InstantiateError
}

// InstantiateErrorNode is the node an instantiation that answered err
// names (errNode_out), or 0.
func InstantiateErrorNode(err error) GraphNode {
	var ie instantiateError
	if errors.As(err, &ie) {
		return ie.node
	}
	return 0
}

// condCheck is the instantiation check of a graph with conditional nodes
// (measured, testdata/reference/condgraph): a body graph cannot be
// instantiated, nor a second executable graph made while one lives
// (CUDA_ERROR_NOT_SUPPORTED), nor one for device launch
// (CUDA_ERROR_INVALID_VALUE); each handle must be used by a node, and
// bodies may hold kernel, memcpy, memset, empty, child graph and
// conditional nodes only (CUDA_ERROR_INVALID_VALUE).
func condCheck(g *graph, flags uint64) error {
	if g.owner != nil {
		return cu.Errorf(cu.ErrorNotSupported, "%v is a body of %v: it runs only as part of its graph", g, g.owner)
	}
	if !g.hasConditional() {
		return nil
	}
	if flags&GraphInstantiateDeviceLaunch != 0 {
		return instantiateError{cu.Errorf(cu.ErrorInvalidValue, "%v has conditional nodes: it cannot be instantiated for device launch", g), InstantiateNodeNotSupported, 0}
	}
	for _, h := range g.conds {
		if h.node == nil {
			return instantiateError{cu.Errorf(cu.ErrorInvalidValue, "conditional handle %d of %v is used by no conditional node", uint64(h.handle), g), InstantiateHandleUnused, 0}
		}
	}
	var body func(b *graph) error
	body = func(b *graph) error {
		for _, n := range b.nodes {
			switch n.typ {
			case GraphNodeKernel, GraphNodeMemcpy, GraphNodeMemset, GraphNodeEmpty, GraphNodeGraph:
			case GraphNodeConditional:
				for _, bb := range n.p.(*condParams).bodies {
					if err := body(bb); err != nil {
						return err
					}
				}
			default:
				return cu.Errorf(cu.ErrorInvalidValue, "%v, in the body of a conditional node, is a %v node: bodies hold kernel, memcpy, memset, empty, child graph and conditional nodes only", n, n.typ)
			}
		}
		return nil
	}
	for _, n := range g.nodes {
		if cp, ok := n.p.(*condParams); ok {
			for _, b := range cp.bodies {
				if err := body(b); err != nil {
					return err
				}
			}
		}
	}
	// After the bodies' check: a second instantiation of a graph whose body
	// held a host node was CUDA_ERROR_INVALID_VALUE (s_gr_cond2).
	if g.execs > 0 {
		return instantiateError{measuredNotSupported("%v has conditional nodes and an executable graph already: it may have one at a time", g), InstantiateError, 0}
	}
	return nil
}

// hasConditional reports whether g is a body graph or holds conditional
// handles or nodes: such graphs cannot be cloned or made child graphs
// (measured: CUDA_ERROR_NOT_SUPPORTED).
func (g *graph) hasConditional() bool {
	if g.owner != nil || len(g.conds) > 0 {
		return true
	}
	for _, n := range g.nodes {
		if n.typ == GraphNodeConditional {
			return true
		}
		if cp, ok := n.p.(childParams); ok && cp.g.hasConditional() {
			return true
		}
	}
	return false
}

// GraphInstantiateDeviceLaunch is CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH.
const GraphInstantiateDeviceLaunch = 4

// update gives an executable graph's conditional node the parameters of
// np, which paramsUpdatable accepted: its nodes stay the executable
// graph's (cuGraphExec*SetParams still name the original graph's nodes,
// measured), with the new nodes' parameters.
func (p *condExec) update(np *condParams) error {
	p.h = np.h
	for i, b := range np.bodies {
		nb, err := snapshot(b)
		if err != nil {
			return err
		}
		for j, en := range p.bodies[i] {
			if ce, ok := en.p.(*condExec); ok {
				if err := ce.update(nb[j].src.p.(*condParams)); err != nil {
					return err
				}
				continue
			}
			en.p = nb[j].p
		}
	}
	return nil
}
