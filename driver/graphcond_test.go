package driver

import (
	"encoding/binary"
	"fmt"
	"os"
	"testing"
	"time"

	"cudasim/cu"
)

// condKernels loads cond.cu's PTX as the H200 ran it (nvcc 13.0; the
// driver resolves cudaGraphSetConditional without libcudadevrt.a).
func condKernels(t *testing.T, th *Thread) (set, add, count Function) {
	t.Helper()
	ptx, err := os.ReadFile("../testdata/reference/condgraph/cond.ptx")
	must(t, err)
	m, err := th.ModuleLoadData(ptx)
	must(t, err)
	set, err = th.ModuleGetFunction(m, "set_cond")
	must(t, err)
	add, err = th.ModuleGetFunction(m, "add_to")
	must(t, err)
	count, err = th.ModuleGetFunction(m, "countdown")
	must(t, err)
	return set, add, count
}

func one(f Function, args ...any) KernelNodeParams {
	return KernelNodeParams{Func: f, Grid: Dim3{1, 1, 1}, Block: Dim3{1, 1, 1}, Params: Args(args...)}
}

// The conditional node types run their bodies by the value kernels set,
// as on the H200 (testdata/reference/condgraph, sections exec*).
func TestConditionalNodesRun(t *testing.T) {
	_, th, ctx := setup(t, Config{})
	set, add, count := condKernels(t, th)
	p, err := th.MemAlloc(64)
	must(t, err)
	word := func(i int) int32 {
		b := make([]byte, 4)
		must(t, th.MemcpyDtoH(b, p+DevicePtr(4*i)))
		return int32(binary.LittleEndian.Uint32(b))
	}
	launch := func(g Graph, times int) {
		t.Helper()
		x, err := th.GraphInstantiate(g, 0)
		must(t, err)
		for range times {
			must(t, th.GraphLaunch(x, 0))
		}
		must(t, th.CtxSynchronize())
		must(t, th.GraphExecDestroy(x))
	}
	for _, tc := range []struct {
		typ    ConditionalType
		bodies uint32
		value  uint32
		want   [3]int32 // body i adds 1 to word i
	}{
		{ConditionalIf, 1, 0, [3]int32{0, 0, 0}},
		{ConditionalIf, 1, 5, [3]int32{1, 0, 0}},
		{ConditionalIf, 2, 0, [3]int32{0, 1, 0}},
		{ConditionalSwitch, 3, 2, [3]int32{0, 0, 1}},
		{ConditionalSwitch, 3, 3, [3]int32{0, 0, 0}},
	} {
		must(t, th.MemsetD32(p, 0, 16))
		g, _ := th.GraphCreate(0)
		h, err := th.GraphConditionalHandleCreate(g, ctx, 0, GraphCondAssignDefault)
		must(t, err)
		s, err := th.GraphAddKernelNode(g, nil, one(set, uint64(h), tc.value))
		must(t, err)
		_, bodies, err := th.GraphAddConditionalNode(g, []GraphNode{s}, ConditionalNodeParams{Handle: h, Type: tc.typ, Size: tc.bodies, Ctx: ctx})
		must(t, err)
		for i, b := range bodies {
			_, err := th.GraphAddKernelNode(b, nil, one(add, p+DevicePtr(4*i), int32(1)))
			must(t, err)
		}
		launch(g, 1)
		if got := [3]int32{word(0), word(1), word(2)}; got != tc.want {
			t.Errorf("%v with %d bodies, value %d: bodies ran %v, want %v", tc.typ, tc.bodies, tc.value, got, tc.want)
		}
	}

	// WHILE: the body counts down from 5 and clears the value at 1; the
	// default (ASSIGN_DEFAULT) is applied at each launch, not each pass.
	must(t, th.MemsetD32(p, 0, 16))
	must(t, th.MemsetD32(p+4, 5, 1))
	g, _ := th.GraphCreate(0)
	h, err := th.GraphConditionalHandleCreate(g, ctx, 1, GraphCondAssignDefault)
	must(t, err)
	_, bodies, err := th.GraphAddConditionalNode(g, nil, ConditionalNodeParams{Handle: h, Type: ConditionalWhile, Size: 1, Ctx: ctx})
	must(t, err)
	a, err := th.GraphAddKernelNode(bodies[0], nil, one(add, p, int32(1)))
	must(t, err)
	_, err = th.GraphAddKernelNode(bodies[0], []GraphNode{a}, one(count, uint64(h), p+4))
	must(t, err)
	launch(g, 1)
	if got := word(0); got != 5 {
		t.Errorf("WHILE counting down from 5 ran %d times", got)
	}
	_, err = th.GraphInstantiate(g, 0)
	must(t, err)
	if _, err := th.GraphInstantiate(g, 0); cu.Code(err) != cu.ErrorNotSupported {
		t.Errorf("a second executable graph of a graph with conditional nodes: %v, want CUDA_ERROR_NOT_SUPPORTED", err)
	}
	if _, err := th.GraphClone(g); cu.Code(err) != cu.ErrorNotSupported {
		t.Errorf("cuGraphClone of a graph with conditional nodes: %v, want CUDA_ERROR_NOT_SUPPORTED", err)
	}
	if err := th.GraphDestroy(bodies[0]); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("cuGraphDestroy of a body: %v, want CUDA_ERROR_INVALID_VALUE", err)
	}
	if _, _, err := th.GraphAddConditionalNode(g, nil, ConditionalNodeParams{Handle: h, Type: ConditionalIf, Size: 1, Ctx: ctx}); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("a second node of one handle: %v, want CUDA_ERROR_INVALID_VALUE", err)
	}

	// A kernel launched on a stream may not set a value.
	args := Args(uint64(h), uint32(1))
	must(t, th.LaunchKernel(set, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, args, nil))
	if err := th.CtxSynchronize(); cu.Code(err) != cu.ErrorIllegalAddress {
		t.Errorf("cudaGraphSetConditional outside a graph: %v, want CUDA_ERROR_ILLEGAL_ADDRESS", err)
	}
}

// A WHILE node whose body is empty (or of empty nodes) ends at once, as the H200's did
// (libcuda/testdata/cudart/graphs26, s_gr_cond2: it looped for ever in
// cudasim); one whose body has nodes but no kernel, which nothing could
// end, fails the launch (CUDA_ERROR_LAUNCH_FAILED, as the H200's body of a
// memset node did: s_gr_open28).
func TestWhileBodyWithoutKernelEnds(t *testing.T) {
	_, th, ctx := setup(t, Config{})
	p, err := th.MemAlloc(64)
	must(t, err)
	run := func(body func(Graph)) error {
		x := whileGraph(t, th, ctx, func(body0 Graph, _ GraphConditionalHandle) { body(body0) })
		done := make(chan error, 1)
		go func() {
			err := th.GraphLaunch(x, 0)
			if err == nil {
				err = th.CtxSynchronize()
			}
			done <- err
		}()
		select {
		case err := <-done:
			return err
		case <-time.After(20 * time.Second):
			t.Fatal("the WHILE node did not end in 20 s")
		}
		return nil
	}
	if err := run(func(Graph) {}); err != nil {
		t.Errorf("empty body: %v, want success", err)
	}
	if err := run(func(b Graph) { _, err := th.GraphAddEmptyNode(b, nil); must(t, err) }); err != nil {
		t.Errorf("body of an empty node: %v, want success", err)
	}
	err = run(func(b Graph) {
		_, err := th.GraphAddMemsetNode(b, nil, MemsetNodeParams{Dst: p, Value: 1, ElementSize: 4, Width: 8, Height: 1})
		must(t, err)
	})
	if cu.Code(err) != cu.ErrorLaunchFailed {
		t.Errorf("body of a memset node: %v, want CUDA_ERROR_LAUNCH_FAILED", err)
	}
}

// TestSwitchBodiesBounded adds SWITCH nodes of more bodies than cudasim makes
// (fuzz30's FuzzGraphCalls): each body is a graph, and 2^32-1 of them took all
// memory; past maxSwitchBodies the node is CUDA_ERROR_NOT_SUPPORTED (the
// driver's answer is not measured: it ran past 60 s) and the graph is
// unchanged. 65537 bodies are taken, as fuzz30-c's run took them (session 32,
// an H100 with the H200's driver: testdata/reference/fuzz30/h100-s32).
func TestSwitchBodiesBounded(t *testing.T) {
	_, th, ctx := setup(t, Config{})
	g, err := th.GraphCreate(0)
	must(t, err)
	h, err := th.GraphConditionalHandleCreate(g, ctx, 0, 0)
	must(t, err)
	for _, size := range []uint32{1<<32 - 1, maxSwitchBodies + 1} {
		_, _, err := th.GraphAddConditionalNode(g, nil, ConditionalNodeParams{Handle: h, Type: ConditionalSwitch, Size: size, Ctx: ctx})
		wantCode(t, fmt.Sprintf("SWITCH of %d bodies", size), err, cu.ErrorNotSupported)
	}
	if nodes, err := th.GraphGetNodes(g); err != nil || len(nodes) != 0 {
		t.Errorf("the graph holds %d nodes (%v) after the refusals", len(nodes), err)
	}
	_, bodies, err := th.GraphAddConditionalNode(g, nil, ConditionalNodeParams{Handle: h, Type: ConditionalSwitch, Size: 8, Ctx: ctx})
	if err != nil || len(bodies) != 8 {
		t.Errorf("a SWITCH of 8 bodies (measured): %d bodies, %v", len(bodies), err)
	}
	h2, err := th.GraphConditionalHandleCreate(g, ctx, 0, 0)
	must(t, err)
	_, bodies, err = th.GraphAddConditionalNode(g, nil, ConditionalNodeParams{Handle: h2, Type: ConditionalSwitch, Size: 65537, Ctx: ctx})
	if err != nil || len(bodies) != 65537 {
		t.Errorf("a SWITCH of 65537 bodies (taken by the driver: fuzz30-c): %d bodies, %v", len(bodies), err)
	}
}

// A graph launch with a WHILE node returns at once and the loop goes on in
// the background, the stream not ready meanwhile, as on the H200 (graphs26's
// s_gr_whilespin: loops whose value nothing clears still ran after 8 s,
// counting in mapped memory); here the body counts down 2^18 passes
// (countdown clears the value once it reads 1), which run on the caller
// took 0.4 s before the launch returned.
func TestWhileLoopRunsInBackground(t *testing.T) {
	_, th, ctx := setup(t, Config{})
	_, _, count := condKernels(t, th)
	p, err := th.MemAlloc(4)
	must(t, err)
	must(t, th.MemsetD32(p, 1<<18, 1))
	s, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	x := whileGraph(t, th, ctx, func(body Graph, h GraphConditionalHandle) {
		_, err := th.GraphAddKernelNode(body, nil, one(count, uint64(h), p))
		must(t, err)
	})
	must(t, th.GraphLaunch(x, s))
	if err := th.StreamQuery(s); cu.Code(err) != cu.ErrorNotReady {
		t.Fatalf("stream query right after the launch of a loop of 2^18 passes: %v, want CUDA_ERROR_NOT_READY (the launch ran the loop)", err)
	}
	must(t, th.StreamSynchronize(s))
	b := make([]byte, 4)
	must(t, th.MemcpyDtoH(b, p))
	if n := binary.LittleEndian.Uint32(b); n != 0 {
		t.Errorf("count after the loop: %d, want 0 (every pass ran)", n)
	}
}

// whileGraph instantiates a graph of one WHILE node whose value starts at
// 1 at each launch, its body made by body.
func whileGraph(t *testing.T, th *Thread, ctx Context, body func(Graph, GraphConditionalHandle)) GraphExec {
	t.Helper()
	g, err := th.GraphCreate(0)
	must(t, err)
	h, err := th.GraphConditionalHandleCreate(g, ctx, 1, GraphCondAssignDefault)
	must(t, err)
	_, bodies, err := th.GraphAddConditionalNode(g, nil, ConditionalNodeParams{Handle: h, Type: ConditionalWhile, Size: 1, Ctx: ctx})
	must(t, err)
	body(bodies[0], h)
	x, err := th.GraphInstantiate(g, 0)
	must(t, err)
	return x
}

// Launches of one executable graph queued behind its running WHILE loop
// each start from the handle's default when they begin to run, not at the
// call (the first loop, clearing the value, would leave the next launches
// none to run): as the suite's s_graph_cond launches counts 5, 1 and 12
// back to back (its golden's iterations).
func TestQueuedWhileLaunchesStartAfresh(t *testing.T) {
	_, th, ctx := setup(t, Config{})
	_, add, count := condKernels(t, th)
	p, err := th.MemAlloc(8)
	must(t, err)
	must(t, th.MemsetD32(p, 0, 2))
	s, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	x := whileGraph(t, th, ctx, func(body Graph, h GraphConditionalHandle) {
		a, err := th.GraphAddKernelNode(body, nil, one(add, p+4, int32(1)))
		must(t, err)
		_, err = th.GraphAddKernelNode(body, []GraphNode{a}, one(count, uint64(h), p))
		must(t, err)
	})
	counts := []uint32{1 << 16, 1, 12} // the first loop still runs when the others are launched
	for _, n := range counts {
		must(t, th.MemcpyHtoDAsync(p, binary.LittleEndian.AppendUint32(nil, n), s))
		must(t, th.GraphLaunch(x, s))
	}
	must(t, th.StreamSynchronize(s))
	b := make([]byte, 4)
	must(t, th.MemcpyDtoH(b, p+4))
	if got, want := binary.LittleEndian.Uint32(b), counts[0]+counts[1]+counts[2]; got != want {
		t.Errorf("passes of three queued launches: %d, want %d", got, want)
	}
}
