package driver

import (
	"slices"
	"testing"

	"cudasim/cu"
)

// TestGraphEdgeData: a programmatic edge joins two kernel nodes (to an
// empty node INVALID_VALUE), is answered with its data, kept by a clone,
// run as a default edge, and removed by a removal without data but not by
// one naming other data (the H200 in suite2's s_graph_nodes,
// libcuda/testdata/cudart/suite2/golden/b130/s_graph_nodes.h200.out).
func TestGraphEdgeData(t *testing.T) {
	_, th, _ := setup(t, Config{})
	k, buf := addOneSetup(t, th)
	g, err := th.GraphCreate(0)
	must(t, err)
	kp := KernelNodeParams{Kernel: k, Grid: Dim3{1, 1, 1}, Block: Dim3{64, 1, 1}, Params: Args(buf, int32(64))}
	x, err := th.GraphAddKernelNode(g, nil, kp)
	must(t, err)
	y, err := th.GraphAddKernelNode(g, nil, kp)
	must(t, err)
	z, err := th.GraphAddEmptyNode(g, nil)
	must(t, err)
	pe := EdgeData{FromPort: EdgePortProgrammatic, Type: EdgeTypeProgrammatic}
	must(t, th.GraphAddDependenciesWithData(g, []GraphNode{x}, []GraphNode{y}, []EdgeData{pe}))
	if err := th.GraphAddDependenciesWithData(g, []GraphNode{x}, []GraphNode{z}, []EdgeData{pe}); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("programmatic edge to an empty node: %v, want CUDA_ERROR_INVALID_VALUE", err)
	}
	if d, err := th.GraphNodeGetDependencyData(y, false); err != nil || !slices.Equal(d, []EdgeData{pe}) {
		t.Errorf("y's dependency data %v %v", d, err)
	}
	if d, err := th.GraphNodeGetDependencyData(x, true); err != nil || !slices.Equal(d, []EdgeData{pe}) {
		t.Errorf("x's dependent data %v %v", d, err)
	}
	c, err := th.GraphClone(g)
	must(t, err)
	if d, err := th.GraphGetEdgeData(c); err != nil || !slices.Equal(d, []EdgeData{pe}) {
		t.Errorf("clone's edge data %v %v", d, err)
	}
	e, err := th.GraphInstantiate(c, 0)
	must(t, err)
	must(t, th.GraphLaunch(e, 0))
	must(t, th.CtxSynchronize())
	b := make([]byte, 4)
	must(t, th.MemcpyDtoH(b, buf))
	if b[0] != 2 {
		t.Errorf("after both kernels: %d, want 2", b[0])
	}
	if err := th.GraphRemoveDependenciesWithData(g, []GraphNode{x}, []GraphNode{y}, []EdgeData{{}}); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("removal naming a default edge: %v, want CUDA_ERROR_INVALID_VALUE", err)
	}
	must(t, th.GraphRemoveDependencies(g, []GraphNode{x}, []GraphNode{y}))
	if d, err := th.GraphGetEdgeData(g); err != nil || len(d) != 0 {
		t.Errorf("edges after removal: %v %v", d, err)
	}
}

// addOneSetup loads kernels.fatbin's addOne and allocates a zeroed
// 256-byte buffer for it, for the graph and launch tests.
func addOneSetup(t *testing.T, th *Thread) (Kernel, DevicePtr) {
	t.Helper()
	lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	k, err := th.LibraryGetKernel(lib, "addOne")
	must(t, err)
	buf, err := th.MemAlloc(256)
	must(t, err)
	must(t, th.MemsetD32(buf, 0, 64))
	return k, buf
}
