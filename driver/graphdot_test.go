package driver

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
)

// The graphs of probe_graphs.c's section dot, built the same way, print
// the DOT driver 580 wrote (testdata/reference/graphs/dot), addresses
// aside.
func TestGraphDebugDotPrintMatchesH200(t *testing.T) {
	_, th, _ := setup(t, Config{})
	lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	k, err := th.LibraryGetKernel(lib, "addOne")
	must(t, err)
	p, err := th.MemAlloc(1 << 16)
	must(t, err)
	ev, err := th.EventCreate(0)
	must(t, err)
	s1, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	s2, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)

	g, err := th.GraphCreate(0) // graph_1
	must(t, err)
	ms, err := th.GraphAddMemsetNode(g, nil, MemsetNodeParams{Dst: p, Pitch: 256, Value: 5, ElementSize: 4, Width: 8, Height: 2})
	must(t, err)
	kn, err := th.GraphAddKernelNode(g, []GraphNode{ms}, KernelNodeParams{Kernel: k, Grid: Dim3{2, 1, 1}, Block: Dim3{8, 1, 1}, Params: Args(p, int32(16))})
	must(t, err)
	hn, err := th.GraphAddHostNode(g, []GraphNode{kn}, HostNodeParams{Call: func() {}, Fn: 1, UserData: 2})
	must(t, err)
	_, err = th.GraphAddMemcpyNode(g, []GraphNode{hn}, MemcpyNodeParams{SrcMemoryType: MemoryTypeDevice, SrcDevice: p,
		DstMemoryType: MemoryTypeDevice, DstDevice: p + 0x10000, WidthInBytes: 64, Height: 1, Depth: 1})
	must(t, err)
	en, err := th.GraphAddEmptyNode(g, []GraphNode{ms})
	must(t, err)
	child, err := th.GraphCreate(0) // graph_2; the node holds graph_3
	must(t, err)
	_, err = th.GraphAddEmptyNode(child, nil)
	must(t, err)
	cg, err := th.GraphAddChildGraphNode(g, []GraphNode{en}, child)
	must(t, err)
	er, err := th.GraphAddEventNode(g, []GraphNode{cg}, ev, false)
	must(t, err)
	_, err = th.GraphAddEventNode(g, []GraphNode{er}, ev, true)
	must(t, err)

	// graph_4: captured, with a fork and a join.
	e1, _ := th.EventCreate(0)
	e2, _ := th.EventCreate(0)
	must(t, th.StreamBeginCapture(s1, CaptureModeGlobal))
	must(t, th.MemsetD32Async(p, 1, 4, s1))
	must(t, th.EventRecord(e1, s1))
	must(t, th.StreamWaitEvent(s2, e1, 0))
	must(t, th.LaunchKernel(Function(k), Dim3{1, 1, 1}, Dim3{16, 1, 1}, 0, s2, Args(p, int32(16)), nil))
	q, err := th.MemAllocAsync(4096, s1)
	must(t, err)
	must(t, th.MemsetD8Async(q, 1, 4096, s1))
	must(t, th.EventRecord(e2, s2))
	must(t, th.StreamWaitEvent(s1, e2, 0))
	must(t, th.LaunchHostFunc(s1, func() {}))
	gc, err := th.StreamEndCapture(s1)
	must(t, err)
	g0, err := th.GraphCreate(0) // graph_5
	must(t, err)

	addr := regexp.MustCompile(`0x[0-9A-F]{16}`)
	dir := t.TempDir()
	for _, c := range []struct {
		g     Graph
		file  string
		flags uint32
	}{
		{g, "explicit-0.dot", 0}, {g, "explicit-1.dot", 1}, {g, "explicit-2.dot", 2}, {g, "explicit-4.dot", 4},
		{g, "explicit-8.dot", 8}, {g, "explicit-16.dot", 16}, {g, "explicit-32.dot", 32}, {g, "explicit-64.dot", 64},
		{g, "explicit-512.dot", 512}, {g, "explicit-1024.dot", 1024}, {g, "explicit-16384.dot", 16384},
		{g, "explicit-65535.dot", 65535}, {g, "explicit-1048576.dot", 1 << 20},
		{gc, "captured-0.dot", 0}, {gc, "captured-1.dot", 1}, {gc, "captured-2048.dot", 2048}, {gc, "captured-65535.dot", 65535},
		{g0, "empty-0.dot", 0}, {g0, "empty-1.dot", 1},
	} {
		want, err := os.ReadFile(filepath.Join("../testdata/reference/graphs/dot", c.file))
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, c.file)
		must(t, th.GraphDebugDotPrint(c.g, path, c.flags))
		got, err := os.ReadFile(path)
		must(t, err)
		w, gt := addr.ReplaceAllString(string(want), "0xADDR"), addr.ReplaceAllString(string(got), "0xADDR")
		if diff := cmp.Diff(w, gt); diff != "" {
			t.Errorf("%s (-H200 +cudasim):\n%s", c.file, diff)
		}
	}
	if err := th.GraphDebugDotPrint(0, filepath.Join(dir, "x.dot"), 0); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("NULL graph: %v", err)
	}
	if err := th.GraphDebugDotPrint(g, "/nonexistent/dir/x.dot", 0); cu.Code(err) != cu.ErrorOperatingSystem {
		t.Errorf("unwritable path: %v", err)
	}
}
