package driver

import (
	"encoding/binary"
	"errors"
	"testing"

	"cudasim/cu"
)

// linkDevrt links PTX file src with the device runtime and loads it.
func linkDevrt(t *testing.T, th *Thread, src string) Module {
	t.Helper()
	h, err := th.LinkCreate(nil)
	must(t, err)
	must(t, th.LinkAddFile(h, JITInputPTX, src, nil))
	lib := "libcudadevrt.a"
	must(t, th.LinkAddData(h, JITInputLibrary, fakeDeviceRuntime(), &lib, nil))
	img, err := th.LinkComplete(h)
	must(t, err)
	m, err := th.ModuleLoadData(img)
	must(t, err)
	return m
}

func words(t *testing.T, th *Thread, p DevicePtr, n int) []int32 {
	t.Helper()
	b := make([]byte, 4*n)
	must(t, th.MemcpyDtoH(b, p))
	out := make([]int32, n)
	for i := range out {
		out[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

// Device-side launches (nvcc 11.8's PTX of libcuda/testdata/cudart/devrt's
// t_dp_launch): children see their parameters and their parent's writes, a
// tree of launches runs every grid, NULL-stream children run in launch
// order, named streams keep their order, and a bad configuration is the
// parent's last error while the launch after it succeeds.
func TestDeviceLaunch(t *testing.T) {
	_, th, _ := setup(t, Config{})
	m := linkDevrt(t, th, "testdata/devrt/launch118.ptx")
	fn := func(name string) Function {
		f, err := th.ModuleGetFunction(m, name)
		must(t, err)
		return f
	}
	out, err := th.MemAlloc(256)
	must(t, err)
	data, err := th.MemAlloc(256)
	must(t, err)
	run := func(name string, block uint32, args ...any) {
		t.Helper()
		must(t, th.MemsetD32(out, 0, 64))
		must(t, th.LaunchKernel(fn(name), Dim3{1, 1, 1}, Dim3{block, 1, 1}, 0, 0, Args(args...), nil))
		must(t, th.CtxSynchronize())
	}
	run("_Z12paramsParentPiS_", 12, data, out)
	if w := words(t, th, out, 2); w[0] != 24 || w[1] != 24 {
		t.Errorf("params: %d of %d child threads saw their parameters, want 24 of 24", w[0], w[1])
	}
	run("_Z4treeiiPi", 32, int32(0), int32(4), out)
	if w := words(t, th, out, 1); w[0] != 31 {
		t.Errorf("tree of depth 4: %d grids, want 31", w[0])
	}
	run("_Z12namedStreamsPiS_", 32, out, out+32)
	if w := words(t, th, out, 13); w[0] != 1234 || w[1] != 5678 || w[8] != 0 || w[9] != 0 || w[10] != 0 || w[11] != 0 || w[12] != 0 {
		t.Errorf("named streams: values %d %d, codes %v; want 1234 5678 and zeros", w[0], w[1], w[8:13])
	}
	run("_Z11badLaunchesPi", 32, out)
	w := words(t, th, out, 7)
	if w[0] == 0 || w[0] != w[1] || w[2] != 0 || w[3] == 0 || w[4] == 0 || w[5] == 0 || w[6] != 0 {
		t.Errorf("bad launches: codes %v: want the same error from peek and get, then 0, errors for the three bad launches and 0", w)
	}
}

// Device graph launch as cuda.core's test_device_launch does it: a graph
// instantiated for device launch and uploaded, launched into the tail
// stream by a kernel of another graph, runs once per launch of the outer
// graph; %current_graph_exec is 0 in the outer graph, instantiated for the
// host only (measured: t_dp_graph's "graph kernel launches graph"). A graph not instantiated
// for device launch is refused (cudaErrorInvalidValue) and does not run.
func TestDeviceGraphLaunch(t *testing.T) {
	_, th, _ := setup(t, Config{})
	m := linkDevrt(t, th, "testdata/devrt/graphlaunch.ptx")
	inc, err := th.ModuleGetFunction(m, "increment")
	must(t, err)
	launcher, err := th.ModuleGetFunction(m, "launch_graph_from_device")
	must(t, err)
	p, err := th.MemAlloc(64)
	must(t, err)
	must(t, th.MemsetD32(p, 0, 16))
	inner, _ := th.GraphCreate(0)
	_, err = th.GraphAddKernelNode(inner, nil, one(inc, p))
	must(t, err)
	for _, tc := range []struct {
		flags  uint64
		stream uint64
		rc     int32
		runs   int32
	}{
		{GraphInstantiateDeviceLaunch, devGraphTail, 0, 5},
		{GraphInstantiateDeviceLaunch, devGraphFireAndForget, 0, 5},
		{GraphInstantiateDeviceLaunch, devGraphSibling, 0, 5},
		{GraphInstantiateDeviceLaunch, 0, cudaErrorInvalidValue, 0}, // measured: libcuda/testdata/cudart/graphs26, s_gr_devlaunch
	} {
		must(t, th.MemsetD32(p, 0, 16))
		ie, err := th.GraphInstantiate(inner, tc.flags)
		must(t, err)
		must(t, th.GraphUpload(ie, 0))
		outer, _ := th.GraphCreate(0)
		_, err = th.GraphAddKernelNode(outer, nil, one(launcher, uint64(ie), tc.stream, p+16))
		must(t, err)
		oe, err := th.GraphInstantiate(outer, 0)
		must(t, err)
		for range 5 {
			must(t, th.GraphLaunch(oe, 0))
		}
		must(t, th.CtxSynchronize())
		w := words(t, th, p, 5)
		if w[0] != tc.runs {
			t.Errorf("flags %d stream %#x: inner graph ran %d times, want %d", tc.flags, tc.stream, w[0], tc.runs)
		}
		if w[4] != tc.rc {
			t.Errorf("flags %d stream %#x: cudaGraphLaunch answered %d, want %d", tc.flags, tc.stream, w[4], tc.rc)
		}
		b := make([]byte, 8)
		must(t, th.MemcpyDtoH(b, p+24))
		if cur := binary.LittleEndian.Uint64(b); cur != 0 {
			t.Errorf("%%current_graph_exec %#x in a graph instantiated for the host, want 0", cur)
		}
	}
	ie, err := th.GraphInstantiate(inner, GraphInstantiateDeviceLaunch)
	must(t, err)
	if err := th.LaunchKernel(launcher, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, Args(uint64(ie), uint64(devGraphTail), p+16), nil); cu.Code(err) != cu.ErrorNotSupported {
		t.Errorf("stream launch of a kernel calling cudaGraphLaunch: %v, want CUDA_ERROR_NOT_SUPPORTED", err)
	}
	// A graph instantiated for the host, launched from the device.
	he, err := th.GraphInstantiate(inner, 0)
	must(t, err)
	outer, _ := th.GraphCreate(0)
	_, err = th.GraphAddKernelNode(outer, nil, one(launcher, uint64(he), uint64(devGraphTail), p+16))
	must(t, err)
	oe, err := th.GraphInstantiate(outer, 0)
	must(t, err)
	must(t, th.GraphLaunch(oe, 0))
	if err := th.CtxSynchronize(); cu.Code(err) != cu.ErrorIllegalAddress {
		t.Errorf("device launch of a graph instantiated for the host: %v, want CUDA_ERROR_ILLEGAL_ADDRESS", err)
	}
}

// Tail and fire-and-forget launches (nvcc 13.0's PTX of t_dp_launch) take
// the sequence numbers the H200 gave them (testdata/reference/devrt,
// t_dp_launch): a grid's tail launches run after its other work, in launch
// order; a tail launch's own tail after it; a tail after the work of a
// named stream.
func TestDeviceTailLaunch(t *testing.T) {
	_, th, _ := setup(t, Config{})
	m := linkDevrt(t, th, "testdata/devrt/launch130.ptx")
	order, _, err := th.ModuleGetGlobal(m, "order")
	must(t, err)
	seq, _, err := th.ModuleGetGlobal(m, "seq")
	must(t, err)
	out, err := th.MemAlloc(256)
	must(t, err)
	for _, tc := range []struct {
		kernel string
		grid   uint32
		args   [][]byte
		ids    []int
		want   []int32
	}{
		{"_Z11streamKindsv", 1, nil, []int{10, 11, 12, 13, 14}, []int32{3, 0, 1, 4, 2}},
		{"_Z9tailChaini", 1, Args(int32(0)), []int{20, 21, 22, 23, 24, 25}, []int32{0, 1, 2, 3, 4, 5}},
		{"_Z9namedTailPi", 1, Args(out), []int{40, 41, 42}, []int32{0, 2, 1}},
		{"_Z10blockTailsPi", 8, Args(out), []int{30, 31, 32, 33, 34, 35, 36, 37}, nil}, // every tail ran
	} {
		must(t, th.MemsetD32(seq, 0, 1))
		must(t, th.MemsetD32(order, 0xffffffff, 64))
		f, err := th.ModuleGetFunction(m, tc.kernel)
		must(t, err)
		must(t, th.LaunchKernel(f, Dim3{tc.grid, 1, 1}, Dim3{32, 1, 1}, 0, 0, tc.args, nil))
		must(t, th.CtxSynchronize())
		o := words(t, th, order, 64)
		for i, id := range tc.ids {
			if tc.want == nil {
				if o[id] < 0 {
					t.Errorf("%s: mark %d did not run", tc.kernel, id)
				}
				continue
			}
			if o[id] != tc.want[i] {
				t.Errorf("%s: mark %d took %d, want %d (H200)", tc.kernel, id, o[id], tc.want[i])
			}
		}
	}
}

// Device events (nvcc 11.8's PTX of t_dp_runtime's events kernel): a kernel
// in one named stream waits, through an event, for a kernel of another;
// creating an event without cudaEventDisableTiming is cudaErrorInvalidValue,
// which cudaGetLastError then answers (measured, testdata/reference/devrt).
func TestDeviceEvents(t *testing.T) {
	_, th, _ := setup(t, Config{})
	m := linkDevrt(t, th, "testdata/devrt/runtime118.ptx")
	f, err := th.ModuleGetFunction(m, "_Z6eventsPiS_")
	must(t, err)
	p, _ := th.MemAlloc(64)
	rc, _ := th.MemAlloc(64)
	must(t, th.MemsetD32(p, 0, 16))
	must(t, th.MemsetD32(rc, 0xffffffff, 16))
	must(t, th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{32, 1, 1}, 0, 0, Args(p, rc), nil))
	must(t, th.CtxSynchronize())
	got := words(t, th, rc, 10)
	want := []int32{0, 0, 0, 0, 0, 0, 0, 0, cudaErrorInvalidValue, cudaErrorInvalidValue}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("events: codes %v, want %v", got, want)
			break
		}
	}
	if v := words(t, th, p, 3); v[2] != 42 || v[1] != 20000 {
		t.Errorf("events: the waiting kernel read %d (the writer counted to %d), want 42 (20000)", v[2], v[1])
	}
}

// A kernel that sleeps goes on in the background (streamq.go) and launches
// children from there while the host thread launches more kernels, some of
// them launching children themselves: the background grid's device-side
// work must not use the host thread's launch state (run under -race), and
// every child runs.
func TestDeviceLaunchFromSleepingKernel(t *testing.T) {
	_, th, _ := setup(t, Config{})
	m := linkDevrt(t, th, "testdata/devrt/sleeplaunch.ptx")
	sleeper, err := th.ModuleGetFunction(m, "sleeper")
	must(t, err)
	parent, err := th.ModuleGetFunction(m, "parent")
	must(t, err)
	s, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	bg, err := th.MemAlloc(4)
	must(t, err)
	fg, err := th.MemAlloc(4)
	must(t, err)
	must(t, th.MemsetD32(bg, 0, 1))
	must(t, th.MemsetD32(fg, 0, 1))
	const sleepers, children, parents = 4, 50, 200
	for i := 0; i < sleepers; i++ {
		must(t, th.LaunchKernel(sleeper, Dim3{1, 1, 1}, Dim3{32, 1, 1}, 0, s, Args(bg, int32(children)), nil))
	}
	for i := 0; i < parents; i++ {
		must(t, th.LaunchKernel(parent, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, Args(fg), nil))
	}
	must(t, th.CtxSynchronize())
	if w := words(t, th, bg, 1)[0]; w != sleepers*children {
		t.Errorf("children of the sleeping kernels: %d ran, want %d", w, sleepers*children)
	}
	if w := words(t, th, fg, 1)[0]; w != parents {
		t.Errorf("children of the host's parents: %d ran, want %d", w, parents)
	}
}

// TestDeviceLaunchRefuses: what instantiation for device launch refuses
// beyond t_dp_graph's cases, as the H200 answered the suite's s_graph_dev:
// a graph with an event record node, and the flag that frees allocations
// on launch; and as it answered graphs26's s_gr_inst: a graph of an empty
// node (result NODE_OPERATION_NOT_SUPPORTED, that node).
func TestDeviceLaunchRefuses(t *testing.T) {
	_, th, _ := setup(t, Config{})
	ok, _ := th.GraphCreate(0)
	en, err := th.GraphAddEmptyNode(ok, nil)
	must(t, err)
	var ie instantiateError
	if _, err := th.GraphInstantiate(ok, GraphInstantiateDeviceLaunch); !errors.As(err, &ie) || cu.Code(err) != cu.ErrorInvalidValue || ie.result != InstantiateNodeNotSupported || ie.node != en {
		t.Errorf("device launch of a graph of an empty node: %v, want CUDA_ERROR_INVALID_VALUE naming the node", err)
	}
	if _, err := th.GraphInstantiate(ok, GraphInstantiateDeviceLaunch|graphInstantiateAutoFreeOnLaunch); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("device launch with auto-free on launch: %v, want CUDA_ERROR_INVALID_VALUE", err)
	}
	ev, err := th.EventCreate(0)
	must(t, err)
	rec, _ := th.GraphCreate(0)
	_, err = th.GraphAddEventRecordNode(rec, nil, ev)
	must(t, err)
	if _, err := th.GraphInstantiate(rec, GraphInstantiateDeviceLaunch); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("device launch of a graph with an event record node: %v, want CUDA_ERROR_INVALID_VALUE", err)
	}
	if _, err := th.GraphInstantiate(rec, 0); err != nil {
		t.Errorf("the same graph for the host: %v", err)
	}
}
