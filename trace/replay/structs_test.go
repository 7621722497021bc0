package replay

import (
	"strings"
	"testing"
)

// Memory pools and graphs replay from their trace forms
// (docs/trace-format.md): structures as tuples, dependencies as lists of
// nodes; a pool's freed block comes back, a captured set runs at the
// graph's launch, a memset node's parameters change in the graph and in the
// instantiated graph, and what the emulator answers differently diverges.
func TestPoolsAndGraphsReplay(t *testing.T) {
	text := preamble + `t0 cuStreamCreate(1) -> CUDA_SUCCESS s0
t0 cuDeviceGetDefaultMemPool(dev0) -> CUDA_SUCCESS pool0
t0 cuDeviceGetMemPool(dev0) -> CUDA_SUCCESS pool0
t0 cuMemGetMemPool((1, 0), 1) -> CUDA_SUCCESS pool0
t0 cuMemPoolSetAttribute(pool0, 4, 67108864) -> CUDA_SUCCESS
t0 cuMemPoolGetAttribute(pool0, 4) -> CUDA_SUCCESS 67108864
t0 cuMemAllocAsync(1000, s0) -> CUDA_SUCCESS async0
t0 cuMemFreeAsync(async0, s0) -> CUDA_SUCCESS
t0 cuMemAllocAsync(1000, s0) -> CUDA_SUCCESS async0
t0 cuMemPoolCreate((1, 0, (1, 0), 0)) -> CUDA_SUCCESS pool1
t0 cuMemPoolSetAccess(pool1, [((1, 0), 3)], 1) -> CUDA_SUCCESS
t0 cuMemPoolGetAccess(pool1, (1, 0)) -> CUDA_SUCCESS 3
t0 cuMemAllocFromPoolAsync(64, pool1, s0) -> CUDA_SUCCESS async1
t0 cuMemFreeAsync(async1, s0) -> CUDA_SUCCESS
t0 cuStreamSynchronize(s0) -> CUDA_SUCCESS
t0 cuMemPoolDestroy(pool1) -> CUDA_SUCCESS
t0 cuStreamBeginCapture(s0, 0) -> CUDA_SUCCESS
t0 cuMemsetD32Async(buf0, 9, 16, s0) -> CUDA_SUCCESS
t0 cuStreamEndCapture(s0) -> CUDA_SUCCESS graph0
t0 cuGraphCreate(0) -> CUDA_SUCCESS graph1
t0 cuGraphAddEmptyNode(graph1, null, 0) -> CUDA_SUCCESS node0
t0 cuGraphAddChildGraphNode(graph1, [node0], 1, graph0) -> CUDA_SUCCESS node1
t0 cuGraphAddEmptyNode(graph1, [node0, node1], 2) -> CUDA_SUCCESS node2
t0 cuGraphAddMemsetNode(graph1, [node2], 1, (buf0+8, 0, 5, 4, 2, 1)) -> CUDA_SUCCESS node3
t0 cuGraphInstantiateWithFlags(graph1, 0) -> CUDA_SUCCESS gexec0
t0 cuGraphLaunch(gexec0, s0) -> CUDA_SUCCESS
t0 cuStreamSynchronize(s0) -> CUDA_SUCCESS
t0 cuMemcpyDtoH(buf0, 16) -> CUDA_SUCCESS i32[9 9 5 5]
t0 cuGraphMemsetNodeSetParams(node3, (buf0+8, 0, 6, 4, 2, 1)) -> CUDA_SUCCESS
t0 cuGraphExecMemsetNodeSetParams(gexec0, node3, (buf0+8, 0, 7, 4, 2, 1)) -> CUDA_SUCCESS
t0 cuGraphLaunch(gexec0, s0) -> CUDA_SUCCESS
t0 cuStreamSynchronize(s0) -> CUDA_SUCCESS
t0 cuMemcpyDtoH(buf0, 16) -> CUDA_SUCCESS i32[9 9 7 7]
`
	rep, err := replayText(t, text, Options{Continue: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range rep.Divergences {
		t.Errorf("divergence:\n%s", d.String())
	}
	if !rep.OK() {
		t.Errorf("ran %d of %d calls", rep.Calls, rep.Total)
	}

	// A current pool recorded as other than the default one diverges.
	wrong := strings.Replace(text, "t0 cuDeviceGetMemPool(dev0) -> CUDA_SUCCESS pool0", "t0 cuDeviceGetMemPool(dev0) -> CUDA_SUCCESS pool0!pool0", 1)
	if rep, err := replayText(t, wrong, Options{Continue: true}); err != nil || len(rep.Divergences) != 1 {
		t.Errorf("the current pool recorded as another: %v, %d divergences", err, len(rep.Divergences))
	}

	// Mistakes in the forms are the trace's.
	for _, tt := range []struct{ line, want string }{
		{"t0 cuMemGetMemPool(1, 1) -> CUDA_SUCCESS pool0", "want a location (type, id)"},
		{"t0 cuMemPoolCreate((1, 0, 0)) -> CUDA_SUCCESS pool1", "want pool properties"},
		{"t0 cuMemPoolSetAccess(pool0, [((1, 0), 3)], 2) -> CUDA_SUCCESS", "count is 2 for a list of 1"},
		{"t0 cuMemPoolSetAccess(pool0, (1, 0), 1) -> CUDA_SUCCESS", "want a list"},
		{"t0 cuGraphAddDependencies(graph9, [node0], [node1], 1) -> CUDA_SUCCESS", "graph9 is used before any call returned it"},
	} {
		_, err := replayText(t, preamble+"t0 cuDeviceGetMemPool(dev0) -> CUDA_SUCCESS pool0\n"+tt.line+"\n", Options{})
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want an error about %q", tt.line, err, tt.want)
		}
	}
}

// cuMemRangeGetAttribute replays from its trace form: the int32s it read
// back are checked (the H200's answers for a fresh cuMemAllocManaged
// allocation, testdata/reference/pools2 section advise), and a value the
// emulator reads differently diverges.
func TestMemRangeGetAttributeReplay(t *testing.T) {
	text := preamble + `t0 cuMemAllocManaged(1048576, 1) -> CUDA_SUCCESS managed0
t0 cuMemRangeGetAttribute(4, 1, managed0, 4096) -> CUDA_SUCCESS i32[0]
t0 cuMemRangeGetAttribute(16, 3, managed0, 4096) -> CUDA_SUCCESS i32[-2 -2 -2 -2]
t0 cuMemRangeGetAttribute(4, 6, managed0, 4096) -> CUDA_SUCCESS i32[-2]
t0 cuMemRangeGetAttribute(8, 1, managed0, 4096) -> CUDA_ERROR_INVALID_VALUE
t0 cuMemRangeGetAttribute(4, 1, buf0, 64) -> CUDA_ERROR_INVALID_VALUE
`
	rep, err := replayText(t, text, Options{Continue: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range rep.Divergences {
		t.Errorf("divergence:\n%s", d.String())
	}
	if !rep.OK() {
		t.Errorf("ran %d of %d calls", rep.Calls, rep.Total)
	}
	wrong := strings.Replace(text, "managed0, 4096) -> CUDA_SUCCESS i32[0]", "managed0, 4096) -> CUDA_SUCCESS i32[1]", 1)
	rep, err = replayText(t, wrong, Options{Continue: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Divergences) != 1 {
		t.Errorf("%d divergences, want 1 (read-mostly recorded as 1)", len(rep.Divergences))
	}
}
