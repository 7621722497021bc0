package driver

import (
	"testing"

	"cudasim/cu"
)

// TestGraphExecUpdateAttributes: a kernel node whose cooperative attribute
// was set after instantiation refuses cuGraphExecUpdate with
// ATTRIBUTES_CHANGED and names the node, as the H200 did in suite2's
// s_graph_exec (libcuda/testdata/cudart/suite2/golden/b130/s_graph_exec.h200.out),
// even when its parameters changed too; the executable graph keeps what it
// had. A priority alone is taken, and so is a cluster dimension of 1x1x1
// (graphs26's s_gr_update), both ways.
func TestGraphExecUpdateAttributes(t *testing.T) {
	_, th, _ := setup(t, Config{})
	k, buf := addOneSetup(t, th)
	g, err := th.GraphCreate(0)
	must(t, err)
	ms, err := th.GraphAddMemsetNode(g, nil, MemsetNodeParams{Dst: buf, Value: 1, ElementSize: 4, Width: 64, Height: 1})
	must(t, err)
	kn, err := th.GraphAddKernelNode(g, []GraphNode{ms}, KernelNodeParams{Kernel: k, Grid: Dim3{1, 1, 1}, Block: Dim3{64, 1, 1}, Params: Args(buf, int32(64))})
	must(t, err)
	e, err := th.GraphInstantiate(g, 0)
	must(t, err)
	if r, _, _, err := th.GraphExecUpdate(e, g); err != nil || r != UpdateSuccess {
		t.Fatalf("unchanged graph: %v %v", r, err)
	}
	for _, set := range []struct {
		id   LaunchAttributeID
		v    LaunchAttrValue
		want UpdateResult
	}{
		{LaunchAttributePriority, LaunchAttrValue{Priority: -3}, UpdateSuccess},
		{LaunchAttributeClusterDim, LaunchAttrValue{ClusterDim: [3]uint32{1, 1, 1}}, UpdateSuccess},
		{LaunchAttributeCooperative, LaunchAttrValue{Cooperative: 1}, UpdateAttributesChanged},
	} {
		e, err := th.GraphInstantiate(g, 0)
		must(t, err)
		g2, err := th.GraphClone(g)
		must(t, err)
		kn2, err := th.GraphNodeFindInClone(kn, g2)
		must(t, err)
		_, err = th.GraphKernelNodeSetAttribute(kn2, set.id, set.v)
		must(t, err)
		ms2, err := th.GraphNodeFindInClone(ms, g2)
		must(t, err)
		must(t, th.GraphMemsetNodeSetParams(ms2, MemsetNodeParams{Dst: buf, Value: 2, ElementSize: 2, Width: 128, Height: 1}))
		r, from, _, err := th.GraphExecUpdate(e, g2)
		if set.want == UpdateSuccess {
			if err != nil || r != UpdateSuccess {
				t.Errorf("attribute %v set: %v, %v; want success", set.id, r, err)
			}
			if r, _, _, err := th.GraphExecUpdate(e, g); err != nil || r != UpdateSuccess {
				t.Errorf("attribute %v cleared again: %v, %v; want success", set.id, r, err)
			}
			continue
		}
		if cu.Code(err) != cu.ErrorGraphExecUpdateFailure || r != set.want || from != kn2 {
			t.Errorf("attribute %v set: %v, node %#x, %v; want %v, node %#x", set.id, r, from, err, set.want, kn2)
		}
		must(t, th.GraphLaunch(e, 0))
		must(t, th.CtxSynchronize())
		b := make([]byte, 4)
		must(t, th.MemcpyDtoH(b, buf))
		if b[0] != 2 || b[1] != 0 { // the memset of 1 as 32-bit words, plus one
			t.Errorf("after the refused update: % x, want 02 00 00 00", b)
		}
	}
}

// TestGraphExecUpdateMovedEdge: an edge moved from one node to another
// (every node keeping its number of dependencies) names the new graph's
// last node, as the H200 did in graphs26's s_gr_update (ed: ms->k1->k2->cp->hn
// with k2->cp made k1->cp named hn); an edge added names the node that
// gained it (ed2).
func TestGraphExecUpdateMovedEdge(t *testing.T) {
	_, th, _ := setup(t, Config{})
	chain := func() (Graph, []GraphNode) {
		g, err := th.GraphCreate(0)
		must(t, err)
		var ns []GraphNode
		for i := range 5 {
			var deps []GraphNode
			if i > 0 {
				deps = ns[i-1:]
			}
			n, err := th.GraphAddEmptyNode(g, deps)
			must(t, err)
			ns = append(ns, n)
		}
		return g, ns
	}
	base, _ := chain()
	e, err := th.GraphInstantiate(base, 0)
	must(t, err)
	moved, mn := chain()
	must(t, th.GraphRemoveDependencies(moved, mn[2:3], mn[3:4]))
	must(t, th.GraphAddDependencies(moved, mn[1:2], mn[3:4]))
	r, node, from, err := th.GraphExecUpdate(e, moved)
	if cu.Code(err) != cu.ErrorGraphExecUpdateFailure || r != UpdateTopologyChanged || node != mn[4] || from != 0 {
		t.Errorf("moved edge: %v, node %#x from %#x, %v; want TOPOLOGY_CHANGED, node %#x (the last) from none", r, node, from, err, mn[4])
	}
	added, an := chain()
	must(t, th.GraphAddDependencies(added, an[0:1], an[3:4]))
	r, node, from, err = th.GraphExecUpdate(e, added)
	if cu.Code(err) != cu.ErrorGraphExecUpdateFailure || r != UpdateTopologyChanged || node != an[3] || from != 0 {
		t.Errorf("added edge: %v, node %#x from %#x, %v; want TOPOLOGY_CHANGED, node %#x from none", r, node, from, err, an[3])
	}
}
