package driver

import (
	"bytes"
	"encoding/binary"
	"testing"

	"cudasim/cu"
)

// The measured codes of testdata/reference/pools (sections capture, sync,
// mode, kernel) and a captured memset+kernel+host-function graph launched
// twice.
func TestCaptureGraphLaunchedTwice(t *testing.T) {
	_, th, _ := setup(t, Config{})
	lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	k, err := th.LibraryGetKernel(lib, "addOne")
	must(t, err)
	s, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	buf, err := th.MemAlloc(256)
	must(t, err)
	must(t, th.MemsetD32(buf, 1, 64))

	if err := th.StreamBeginCapture(0, CaptureModeGlobal); cu.Code(err) != cu.ErrorStreamCaptureUnsupported {
		t.Fatalf("NULL stream: %v", err)
	}
	if err := th.StreamBeginCapture(s, 3); cu.Code(err) != cu.ErrorInvalidValue {
		t.Fatalf("mode 3: %v", err)
	}
	must(t, th.StreamBeginCapture(s, CaptureModeGlobal))
	if err := th.StreamBeginCapture(s, CaptureModeGlobal); cu.Code(err) != cu.ErrorIllegalState {
		t.Fatalf("second begin: %v", err)
	}
	st, id, g, _, err := th.StreamGetCaptureInfo(s)
	if err != nil || st != CaptureStatusActive || id != 1 || g == 0 {
		t.Fatalf("capture info: %v %d %#x %v", st, id, g, err)
	}
	calls := 0
	must(t, th.MemsetD32Async(buf, 5, 64, s))
	must(t, th.LaunchKernel(Function(k), Dim3{1, 1, 1}, Dim3{64, 1, 1}, 0, s, Args(buf, int32(64)), nil))
	must(t, th.LaunchHostFunc(s, func() { calls++ }))
	g2, err := th.StreamEndCapture(s)
	if err != nil || g2 != g {
		t.Fatalf("end: %#x %v", g2, err)
	}
	word := func() uint32 {
		b := make([]byte, 4)
		must(t, th.MemcpyDtoH(b, buf))
		return binary.LittleEndian.Uint32(b)
	}
	if w := word(); w != 1 || calls != 0 {
		t.Fatalf("before launch: %d %d", w, calls)
	}
	nodes, err := th.GraphGetNodes(g)
	must(t, err)
	var types []GraphNodeType
	for _, n := range nodes {
		ty, err := th.GraphNodeGetType(n)
		must(t, err)
		types = append(types, ty)
	}
	if len(types) != 3 || types[0] != GraphNodeMemset || types[1] != GraphNodeKernel || types[2] != GraphNodeHost {
		t.Fatalf("node types %v", types)
	}
	e, err := th.GraphInstantiate(g, 0)
	must(t, err)
	must(t, th.GraphDestroy(g)) // the executable graph lives on (measured)
	for range 2 {
		must(t, th.GraphLaunch(e, s))
		// A graph with a host node runs on a goroutine of its own, as host
		// functions do: done once its (non-blocking) stream is.
		must(t, th.StreamSynchronize(s))
		if w := word(); w != 6 {
			t.Fatalf("after launch: buf[0]=%d", w)
		}
	}
	if calls != 2 {
		t.Fatalf("host function ran %d times", calls)
	}
	must(t, th.LibraryUnload(lib))
	must(t, th.GraphLaunch(e, s)) // measured: still runs
	must(t, th.StreamSynchronize(s))
	if calls != 3 || word() != 6 {
		t.Fatalf("after unload: %d %d", calls, word())
	}
	// Launches share the capture id counter: 1 capture + 3 launches.
	must(t, th.StreamBeginCapture(s, CaptureModeRelaxed))
	if _, id, _, _, _ := th.StreamGetCaptureInfo(s); id != 5 {
		t.Fatalf("next capture id %d, want 5", id)
	}
	_, err = th.StreamEndCapture(s)
	must(t, err)
	if _, err := th.StreamEndCapture(s); cu.Code(err) != cu.ErrorIllegalState {
		t.Fatalf("end without capture: %v", err)
	}
}

func TestCaptureIllegalCalls(t *testing.T) {
	_, th, _ := setup(t, Config{})
	s, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	buf, err := th.MemAlloc(256)
	must(t, err)
	must(t, th.MemsetD32(buf, 1, 64))
	want := func(what string, err error, code cu.Result) {
		t.Helper()
		if cu.Code(err) != code {
			t.Fatalf("%s: %v, want %s", what, err, code.Name())
		}
	}
	for name, call := range map[string]func() error{
		"cuStreamSynchronize": func() error { return th.StreamSynchronize(s) },
		"cuCtxSynchronize":    th.CtxSynchronize,
		"cuStreamQuery":       func() error { return th.StreamQuery(s) },
		"cuMemAlloc":          func() error { _, err := th.MemAlloc(1000); return err },
		"cuMemAllocHost":      func() error { _, err := th.MemAllocHost(1000); return err }, // suite e_capture
		"cuMemHostAlloc":      func() error { _, err := th.MemHostAlloc(1000, 0); return err },
	} {
		must(t, th.StreamBeginCapture(s, CaptureModeGlobal))
		must(t, th.MemsetD32Async(buf, 9, 64, s))
		want(name, call(), cu.ErrorStreamCaptureUnsupported)
		st, _ := th.StreamIsCapturing(s)
		if st != CaptureStatusInvalidated {
			t.Fatalf("%s: status %d", name, st)
		}
		want(name+" then memset", th.MemsetD32Async(buf, 9, 64, s), cu.ErrorStreamCaptureInvalidated)
		g, err := th.StreamEndCapture(s)
		want(name+" then end", err, cu.ErrorStreamCaptureInvalidated)
		if g != 0 {
			t.Fatalf("graph %#x", g)
		}
	}
	// THREAD_LOCAL: only the capturing thread is refused; another thread's
	// end is WRONG_THREAD and kills the capture.
	other := th.d.NewThread()
	c, _ := th.CtxGetCurrent()
	must(t, other.CtxSetCurrent(c))
	must(t, th.StreamBeginCapture(s, CaptureModeThreadLocal))
	p, err := other.MemAlloc(1000)
	must(t, err)
	must(t, other.MemFree(p))
	_, err = other.StreamEndCapture(s)
	want("other thread's end", err, cu.ErrorStreamCaptureWrongThread)
	_, err = th.StreamEndCapture(s)
	want("end after", err, cu.ErrorIllegalState)
	// A blocking stream capturing: the legacy stream is IMPLICIT.
	b, err := th.StreamCreate(StreamDefault)
	must(t, err)
	must(t, th.StreamBeginCapture(b, CaptureModeGlobal))
	want("legacy memset", th.MemsetD32Async(buf, 9, 64, 0), cu.ErrorStreamCaptureImplicit)
	_, err = th.StreamEndCapture(b)
	want("end", err, cu.ErrorStreamCaptureInvalidated)
	// Nothing of it ran.
	out := make([]byte, 4)
	must(t, th.MemcpyDtoH(out, buf))
	if out[0] != 1 {
		t.Fatalf("buf[0]=%d", out[0])
	}
	// A cycle is refused at instantiation.
	g, err := th.GraphCreate(0)
	must(t, err)
	n1, err := th.GraphAddEmptyNode(g, nil)
	must(t, err)
	n2, err := th.GraphAddEmptyNode(g, []GraphNode{n1})
	must(t, err)
	must(t, th.GraphAddDependencies(g, []GraphNode{n2}, []GraphNode{n1}))
	_, err = th.GraphInstantiate(g, 0)
	want("cycle", err, cu.ErrorInvalidValue)
}

// TestKernelNodeOfKernelFunction: a kernel node added with the CUfunction
// that cuKernelGetFunction gave for a library's kernel reports that kernel
// as well as the function, which is how CUDA 13's runtime finds its kernel
// in cudaGraphKernelNodeGetParams (libcuda/testdata/cudart/suite, s_graph:
// the H200 answered cudaSuccess and the node's geometry).
func TestKernelNodeOfKernelFunction(t *testing.T) {
	_, th, _ := setup(t, Config{})
	lib, err := th.LibraryLoadData(probeImage(t, "kernels.fatbin"), nil, nil)
	must(t, err)
	k, err := th.LibraryGetKernel(lib, "addOne")
	must(t, err)
	f, err := th.KernelGetFunction(k)
	must(t, err)
	buf, err := th.MemAlloc(256)
	must(t, err)
	g, err := th.GraphCreate(0)
	must(t, err)
	for _, kp := range []KernelNodeParams{{Func: f}, {Kernel: k}} {
		kp.Grid, kp.Block, kp.Params = Dim3{4, 1, 1}, Dim3{64, 1, 1}, Args(buf, int32(64))
		n, err := th.GraphAddKernelNode(g, nil, kp)
		must(t, err)
		p, err := th.GraphKernelNodeGetParams(n)
		must(t, err)
		if p.Func != f || p.Kernel != k || p.Grid != (Dim3{4, 1, 1}) {
			t.Errorf("node of func %#x kernel %#x: func %#x kernel %#x grid %v, want func %#x kernel %#x grid 4", kp.Func, kp.Kernel, p.Func, p.Kernel, p.Grid, f, k)
		}
	}
}

// TestCaptureArrayCopies: cuMemcpyHtoAAsync and cuMemcpyAtoHAsync on a capturing stream make
// memcpy nodes that copy when the graph runs, as every other asynchronous copy does (before
// session 29 they copied at once and made no node).
func TestCaptureArrayCopies(t *testing.T) {
	_, th, _ := setup(t, Config{})
	arr, err := th.Array3DCreate(ArrayDescriptor{Width: 64, Format: 0x01, NumChannels: 1}) // 64 bytes, 1D
	must(t, err)
	s, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	src := bytes.Repeat([]byte{7}, 16)
	dst := make([]byte, 16)
	must(t, th.StreamBeginCapture(s, CaptureModeGlobal))
	must(t, th.MemcpyHtoAAsync(arr, 8, src, s))
	must(t, th.MemcpyAtoHAsync(dst, arr, 8, s))
	g, err := th.StreamEndCapture(s)
	must(t, err)
	got := make([]byte, 64)
	must(t, th.MemcpyAtoH(got, arr, 0))
	if !bytes.Equal(got, make([]byte, 64)) || !bytes.Equal(dst, make([]byte, 16)) {
		t.Fatalf("captured copies ran at once: array %v, host %v", got, dst)
	}
	nodes, err := th.GraphGetNodes(g)
	must(t, err)
	if len(nodes) != 2 {
		t.Fatalf("%d nodes, want 2 memcpy nodes", len(nodes))
	}
	for _, n := range nodes {
		if ty, err := th.GraphNodeGetType(n); err != nil || ty != GraphNodeMemcpy {
			t.Fatalf("node type %v %v", ty, err)
		}
	}
	e, err := th.GraphInstantiate(g, 0)
	must(t, err)
	must(t, th.GraphLaunch(e, s))
	must(t, th.StreamSynchronize(s))
	must(t, th.MemcpyAtoH(got, arr, 0))
	if !bytes.Equal(got[8:24], src) || !bytes.Equal(dst, src) {
		t.Fatalf("after the graph: array %v, host %v", got, dst)
	}
}
