package driver

import (
	"testing"

	"cudasim/cu"
)

// TestGraphMemAddressReuse replays cases of testdata/reference/graphva
// (probe_graphva.c, h200-w1.txt): a MEM_ALLOC node that follows, through
// its dependencies, the MEM_FREE node of an allocation of its graph at
// least as large takes its address (graphMemoryNodes: "d_negSquare and
// d_input share a virtual address"), and the graph's memory footprint
// counts that memory once. A second instantiation of a graph with memory
// nodes while the first executable graph lives is CUDA_ERROR_NOT_SUPPORTED.
func TestGraphMemAddressReuse(t *testing.T) {
	_, th, _ := setup(t, Config{})
	const mib = 1 << 20
	type node struct {
		size uint64
		deps []int // indexes of earlier steps
		free int   // >= 0: a MEM_FREE node of step free's allocation
	}
	alloc := func(size uint64, deps ...int) node { return node{size: size, deps: deps, free: -1} }
	free := func(of int, deps ...int) node { return node{deps: deps, free: of} }
	for _, c := range []struct {
		name  string
		steps []node
		same  [][2]int // steps whose addresses are equal
		diff  [][2]int // steps whose addresses differ
		used  uint64   // the footprint once launched, from a trimmed start
	}{
		// H200: "B: = A", "footprint launched: 64M"
		{"B after the free of A", []node{alloc(64 * mib), free(0, 0), alloc(64*mib, 1), free(2, 2)}, [][2]int{{0, 2}}, nil, 64 * mib},
		// "B: new, A +67108864", 128M
		{"B not after the free", []node{alloc(64 * mib), free(0, 0), alloc(64 * mib), free(2, 2)}, nil, [][2]int{{0, 2}}, 128 * mib},
		// "B: new", 128M
		{"B after A, not its free", []node{alloc(64 * mib), free(0, 0), alloc(64*mib, 0), free(2, 2)}, nil, [][2]int{{0, 2}}, 128 * mib},
		// "B: = A", 64M
		{"smaller B", []node{alloc(64 * mib), free(0, 0), alloc(32*mib, 1), free(2, 2)}, [][2]int{{0, 2}}, nil, 64 * mib},
		// "B: new, A +67108864", 160M
		{"larger B", []node{alloc(64 * mib), free(0, 0), alloc(64*mib+1, 1), free(2, 2)}, nil, [][2]int{{0, 2}}, 160 * mib},
		// "B: = A", "C: = A = B", 64M
		{"chain", []node{alloc(64 * mib), free(0, 0), alloc(64*mib, 1), free(2, 2), alloc(64*mib, 3), free(4, 4)}, [][2]int{{0, 2}, {0, 4}}, nil, 64 * mib},
		// "B: = A", "C: new", 128M
		{"two after one free", []node{alloc(64 * mib), free(0, 0), alloc(64*mib, 1), alloc(64*mib, 1), free(2, 2), free(3, 3)}, [][2]int{{0, 2}}, [][2]int{{0, 3}}, 128 * mib},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := th.GraphCreate(0)
			must(t, err)
			nodes := make([]GraphNode, len(c.steps))
			addrs := make([]DevicePtr, len(c.steps))
			for i, s := range c.steps {
				var deps []GraphNode
				for _, d := range s.deps {
					deps = append(deps, nodes[d])
				}
				if s.free >= 0 {
					nodes[i], err = th.GraphAddMemFreeNode(g, deps, addrs[s.free])
				} else {
					nodes[i], addrs[i], err = th.GraphAddMemAllocNode(g, deps, 0, s.size)
				}
				must(t, err)
			}
			for _, p := range c.same {
				if addrs[p[0]] != addrs[p[1]] {
					t.Errorf("steps %d and %d: %#x and %#x, the H200 gave one address", p[0], p[1], addrs[p[0]], addrs[p[1]])
				}
			}
			for _, p := range c.diff {
				if addrs[p[0]] == addrs[p[1]] {
					t.Errorf("steps %d and %d: both %#x, the H200 gave two addresses", p[0], p[1], addrs[p[0]])
				}
			}
			e, err := th.GraphInstantiate(g, 0)
			must(t, err)
			// "second instantiation -> CUDA_ERROR_NOT_SUPPORTED"
			if _, err := th.GraphInstantiate(g, 0); cu.Code(err) != cu.ErrorNotSupported {
				t.Errorf("a second instantiation: %v, the H200 answered CUDA_ERROR_NOT_SUPPORTED", err)
			}
			must(t, th.GraphLaunch(e, 0))
			must(t, th.CtxSynchronize())
			used, err := th.DeviceGetGraphMemAttribute(0, GraphMemAttrUsedMemCurrent)
			must(t, err)
			if used != c.used {
				t.Errorf("footprint launched: %d MiB, the H200 %d MiB", used/mib, c.used/mib)
			}
			must(t, th.GraphExecDestroy(e))
			must(t, th.GraphDestroy(g))
			must(t, th.DeviceGraphMemTrim(0))
		})
	}
}

// TestMemFreeNodeOfOrdinaryMemory: a free node frees what a memory
// allocation node made (of any graph); the H200 refused one of cuMemAlloc's
// memory (the suite's s_graph_mem) with CUDA_ERROR_INVALID_VALUE.
func TestMemFreeNodeOfOrdinaryMemory(t *testing.T) {
	_, th, _ := setup(t, Config{})
	p, err := th.MemAlloc(4096)
	must(t, err)
	g, _ := th.GraphCreate(0)
	if _, err := th.GraphAddMemFreeNode(g, nil, p); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("free node of cuMemAlloc's memory: %v, want CUDA_ERROR_INVALID_VALUE", err)
	}
	other, _ := th.GraphCreate(0)
	_, q, err := th.GraphAddMemAllocNode(other, nil, 0, 4096)
	must(t, err)
	if _, err := th.GraphAddMemFreeNode(g, nil, q); err != nil {
		t.Errorf("free node of another graph's allocation: %v", err)
	}
}
