package driver

import "slices"

// The order in which the driver lists a graph's roots, a node's
// dependencies and dependents, and so the edges (cuGraphGetEdges lists each
// node's dependents in turn, the nodes in the order they were added), as
// driver 580 answered on the H200 (libcuda/testdata/cudart/graphs26,
// s_gr_clone): a node's dependencies and dependents are kept in the order
// the edges were made, an edge removed takes the last one's place; a node
// that becomes a root (made without dependencies, or losing its last) goes
// first in the roots, and one that gains a dependency leaves them, the
// others keeping their order. A clone makes its edges node by node, each
// node's dependencies in their order.

// link makes the edge from -> to.
func (g *graph) link(from, to *graphNode) {
	if len(to.deps) == 0 {
		g.roots = slices.DeleteFunc(g.roots, func(r *graphNode) bool { return r == to })
	}
	to.deps = append(to.deps, from)
	from.outs = append(from.outs, to)
}

// unlink removes the edge from -> to (and its data).
func (g *graph) unlink(from, to *graphNode) {
	to.deps = swapRemove(to.deps, from)
	from.outs = swapRemove(from.outs, to)
	to.setEdge(from, EdgeData{})
	if len(to.deps) == 0 {
		g.pushRoot(to)
	}
}

// pushRoot puts n first among g's roots.
func (g *graph) pushRoot(n *graphNode) {
	g.roots = append([]*graphNode{n}, g.roots...)
}

// dropNode takes n and its edges out of g.
func (g *graph) dropNode(n *graphNode) {
	for _, d := range slices.Clone(n.deps) {
		g.unlink(d, n)
	}
	for _, o := range slices.Clone(n.outs) {
		g.unlink(n, o)
	}
	g.roots = slices.DeleteFunc(g.roots, func(r *graphNode) bool { return r == n })
	g.nodes = slices.DeleteFunc(g.nodes, func(m *graphNode) bool { return m == n })
}

// swapRemove removes n from l, the last element taking its place.
func swapRemove(l []*graphNode, n *graphNode) []*graphNode {
	i := slices.Index(l, n)
	if i < 0 {
		return l
	}
	l[i] = l[len(l)-1]
	return l[:len(l)-1]
}
