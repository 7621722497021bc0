package driver

import (
	"slices"

	"cudasim/cu"
)

// EdgeData is CUgraphEdgeData: the port of the from node the edge leaves
// by, the port of the to node it enters by, and its type. The zero value is
// the default edge (the to node waits for the whole from node).
type EdgeData struct {
	FromPort, ToPort, Type uint8
}

// The edge data cudasim models besides the default: a programmatic edge
// (CU_GRAPH_DEPENDENCY_TYPE_PROGRAMMATIC) from a kernel node's programmatic
// or launch-completion port to another kernel node.
const (
	EdgeTypeProgrammatic     = 1 // CU_GRAPH_DEPENDENCY_TYPE_PROGRAMMATIC
	EdgePortProgrammatic     = 1 // CU_GRAPH_KERNEL_NODE_PORT_PROGRAMMATIC
	EdgePortLaunchCompletion = 2 // CU_GRAPH_KERNEL_NODE_PORT_LAUNCH_ORDER
)

// edgeTo is the data of the edge from dep to n (default when n keeps none).
func (n *graphNode) edgeTo(dep *graphNode) EdgeData { return n.edges[dep] }

// setEdge records the data of n's edge from dep; a default edge keeps none.
func (n *graphNode) setEdge(dep *graphNode, e EdgeData) {
	if e == (EdgeData{}) {
		delete(n.edges, dep)
		return
	}
	if n.edges == nil {
		n.edges = map[*graphNode]EdgeData{}
	}
	n.edges[dep] = e
}

// checkEdge says whether an edge from -> to may carry e. A programmatic
// edge joins two kernel nodes: to anything else the H200 answered
// CUDA_ERROR_INVALID_VALUE (libcuda/testdata/cudart/suite2, s_graph_nodes).
// A graph runs a programmatic edge as a default one: the dependent kernel
// starts once the first has finished, one of the orders the edge allows.
func checkEdge(from, to *graphNode, e EdgeData) error {
	switch {
	case e == EdgeData{}:
		return nil
	case e.FromPort != 0 && from.typ != GraphNodeKernel:
		// Measured (libcuda/testdata/cudart/graphs26, s_gr_errors): ports are
		// kernel nodes'.
		return cu.Errorf(cu.ErrorInvalidValue, "edge %v -> %v leaves by port %d: only kernel nodes have ports", from, to, e.FromPort)
	case e.FromPort > EdgePortLaunchCompletion:
		// Measured (graphs26's s_gr_addnode: port 3).
		return cu.Errorf(cu.ErrorInvalidValue, "edge %v -> %v leaves by port %d: a kernel node's ports are 0, 1 and 2", from, to, e.FromPort)
	case e.Type == 0 && e.FromPort == EdgePortLaunchCompletion && e.ToPort == 0:
		// Measured (graphs26's s_gr_addnode, s_gr_open28): a default edge
		// from a kernel node's launch-completion port, to an empty or a
		// kernel node. It runs as a default edge, one of the orders it
		// allows.
		return nil
	case e.Type == 0 && e.FromPort == EdgePortProgrammatic:
		// Measured (s_gr_open28): the programmatic port takes
		// programmatic edges only.
		return cu.Errorf(cu.ErrorInvalidValue, "edge %v -> %v: a default edge from the programmatic port", from, to)
	case e.Type != EdgeTypeProgrammatic || e.ToPort != 0 || (e.FromPort != EdgePortProgrammatic && e.FromPort != EdgePortLaunchCompletion):
		return cu.Errorf(cu.ErrorNotSupported, "edge %v -> %v: from_port %d, to_port %d, type %d: only default and programmatic edges are modelled",
			from, to, e.FromPort, e.ToPort, e.Type)
	case from.typ != GraphNodeKernel || to.typ != GraphNodeKernel:
		return cu.Errorf(cu.ErrorInvalidValue, "a programmatic edge joins kernel nodes, not %v (%s) -> %v (%s)", from, from.typ, to, to.typ)
	}
	return nil
}

// GraphAddDependenciesWithData is cuGraphAddDependencies_v2: edges
// from[i] -> to[i] carrying data[i] (nil: default edges).
func (t *Thread) GraphAddDependenciesWithData(h Graph, from, to []GraphNode, data []EdgeData) error {
	fs, ts, unlock, err := t.edgesWithData(h, from, to, data)
	if err != nil {
		return err
	}
	defer unlock()
	for i := range fs {
		if fs[i] == ts[i] { // not measured: cuda.core's tests expect an error
			return cu.Errorf(cu.ErrorInvalidValue, "%v cannot depend on itself", fs[i])
		}
		if slices.Contains(ts[i].deps, fs[i]) {
			return cu.Errorf(cu.ErrorInvalidValue, "%v already depends on %v", ts[i], fs[i])
		}
		if data != nil {
			if err := checkEdge(fs[i], ts[i], data[i]); err != nil {
				return err
			}
		}
	}
	for i := range fs {
		ts[i].g.link(fs[i], ts[i])
		if data != nil {
			ts[i].setEdge(fs[i], data[i])
		}
	}
	return nil
}

// edgesWithData is edges for the calls that take edge data (nil or one
// for each edge).
func (t *Thread) edgesWithData(h Graph, from, to []GraphNode, data []EdgeData) ([]*graphNode, []*graphNode, func(), error) {
	_, fs, ts, unlock, err := t.edges(h, from, to)
	if err != nil {
		return nil, nil, nil, err
	}
	if data != nil && len(data) != len(fs) {
		unlock()
		return nil, nil, nil, cu.Errorf(cu.ErrorInvalidValue, "%d edges, %d edge data", len(fs), len(data))
	}
	return fs, ts, unlock, nil
}

// GraphRemoveDependenciesWithData is cuGraphRemoveDependencies_v2: data
// (when not nil) must be the edges' own; nil removes an edge whatever its
// data (measured: a programmatic edge removed so, then not found with its
// data; suite2's s_graph_nodes). An edge that is not there is
// CUDA_ERROR_INVALID_VALUE, and then no edge is removed.
func (t *Thread) GraphRemoveDependenciesWithData(h Graph, from, to []GraphNode, data []EdgeData) error {
	fs, ts, unlock, err := t.edgesWithData(h, from, to, data)
	if err != nil {
		return err
	}
	defer unlock()
	if len(fs) > 0 {
		if err := memoryNodesForbid(fs[0].g, "cuGraphRemoveDependencies"); err != nil {
			return err
		}
	}
	for i := range fs {
		if !slices.Contains(ts[i].deps, fs[i]) {
			return cu.Errorf(cu.ErrorInvalidValue, "%v does not depend on %v", ts[i], fs[i])
		}
		if data != nil && ts[i].edgeTo(fs[i]) != data[i] {
			return cu.Errorf(cu.ErrorInvalidValue, "the edge %v -> %v carries %+v, not %+v", fs[i], ts[i], ts[i].edgeTo(fs[i]), data[i])
		}
	}
	for i := range fs {
		ts[i].g.unlink(fs[i], ts[i])
	}
	return nil
}

// GraphNodeGetDependencyData is the edge data of cuGraphNodeGetDependencies_v2
// (of cuGraphNodeGetDependentNodes_v2 when dependents), in the order of the
// nodes GraphNodeGetDependencies (GraphNodeGetDependentNodes) answers.
func (t *Thread) GraphNodeGetDependencyData(h GraphNode, dependents bool) ([]EdgeData, error) {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return nil, err
	}
	defer unlock()
	var out []EdgeData
	if !dependents {
		for _, d := range n.deps {
			out = append(out, n.edgeTo(d))
		}
		return out, nil
	}
	for _, m := range n.outs {
		out = append(out, m.edgeTo(n))
	}
	return out, nil
}

// GraphGetEdgeData is the edge data of cuGraphGetEdges_v2, in the order of
// the edges GraphGetEdges answers.
func (t *Thread) GraphGetEdgeData(h Graph) ([]EdgeData, error) {
	g, unlock, err := t.lockGraph(h)
	if err != nil {
		return nil, err
	}
	defer unlock()
	var out []EdgeData
	fs, ts := g.edgeList()
	for i := range fs {
		out = append(out, ts[i].edgeTo(fs[i]))
	}
	return out, nil
}

// edgeList is g's edges as cuGraphGetEdges orders them: by their from
// node, in the order the nodes were added, then in the order of its
// dependents (graphorder.go; measured: testdata/reference/graphs, section
// fork, and libcuda/testdata/cudart/graphs26, s_gr_clone).
func (g *graph) edgeList() (from, to []*graphNode) {
	for _, f := range g.nodes {
		for _, n := range f.outs {
			from, to = append(from, f), append(to, n)
		}
	}
	return from, to
}

// GraphNodeSetDependencyData gives node h's edges from its dependencies
// (as made, in their order) data[i]: the edge data of cuGraphAddNode_v2,
// which makes the node first. An edge the data does not fit is refused as
// cuGraphAddDependencies_v2 refuses it, and the node is taken out again.
func (t *Thread) GraphNodeSetDependencyData(h GraphNode, data []EdgeData) error {
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return err
	}
	for i, d := range n.deps {
		if i >= len(data) {
			break
		}
		if err := checkEdge(d, n, data[i]); err != nil {
			unlock()
			if derr := t.GraphDestroyNode(h); derr != nil {
				return derr
			}
			return err
		}
	}
	for i, d := range n.deps {
		if i < len(data) {
			n.setEdge(d, data[i])
		}
	}
	unlock()
	return nil
}
