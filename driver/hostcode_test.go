package driver

import (
	"testing"
	"time"

	"cudasim/cu"
)

// hostThreads makes host code run as the threads the driver gives it, each
// sent on the channel as its code begins (the runner libcuda installs binds
// the OS thread instead).
func hostThreads(d *Driver) chan *Thread {
	ch := make(chan *Thread, 4)
	d.SetHostCodeRunner(func(as *Thread, code func()) {
		ch <- as
		code()
	})
	return ch
}

// within fails the test if done is not closed within 10 s: a hang.
func within(t *testing.T, done chan struct{}, what string) {
	t.Helper()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("%s hangs", what)
	}
}

// A host function that calls CUDA: stream synchronizations and queries
// (its own stream, another, the legacy one), cuCtxSynchronize, synchronous
// copies and sets and cuMemAlloc answer CUDA_ERROR_NOT_PERMITTED, as the
// H200 did (graphs26's s_gr_hostcalls, golden/b130); so do work enqueued on
// another stream (a memset, an event record, a launch, a host function, a
// wait for an event, a stream-ordered allocation), cuMemFree, cuCtxGetDevice,
// cuMemHostAlloc and cuStreamCreate, as an H100 with the same driver did,
// cuMemFree of a pointer inside an allocation and a launch of a NULL
// function before their own errors (interop26/h100-s32/hostcalls2.out), and
// queries of the current context, devices, pointers, memory and limits
// (interop26/h100-s33/hostcalls3.out), cuEventCreate, cuFuncGetAttribute,
// cuMemFreeAsync and cuCtxSetLimit (hostcalls4.out), but not the export
// table's current context, which the runtime asks inside cudaEventQuery,
// nor cuStreamGetFlags, destroying an unused event or an idle stream
// (hostcalls4.out); an
// event query answers NOT_READY or success and a wait for an event recorded
// before it returns; a wait for an event recorded after it, which hung the
// H200, answers NOT_PERMITTED (docs/streams.md, "Host code that calls
// CUDA").
func TestHostFuncWaitingForItselfIsNotPermitted(t *testing.T) {
	d, th, _ := setup(t, Config{})
	as := hostThreads(d)
	s, err := th.StreamCreate(StreamDefault) // blocking: the legacy stream waits for it
	must(t, err)
	other, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	buf, err := th.MemAlloc(256)
	must(t, err)
	ev, err := th.EventCreate(0)
	must(t, err)
	before, err := th.EventCreate(0)
	must(t, err)
	unused, err := th.EventCreate(0)
	must(t, err)
	idle, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	const runtimeKey = 0x52554e54 // what the runtime stores its per-context state under, here any key
	must(t, th.CtxLocalPut(0, runtimeKey, 1, nil))
	must(t, th.EventRecord(before, s))
	start, done := make(chan struct{}), make(chan struct{})
	got := map[string]error{}
	must(t, th.LaunchHostFunc(s, func() {
		defer close(done)
		h := <-as
		<-start
		b := make([]byte, 4)
		got["cuStreamSynchronize(own)"] = h.StreamSynchronize(s)
		got["cuStreamSynchronize(legacy)"] = h.StreamSynchronize(0)
		got["cuCtxSynchronize"] = h.CtxSynchronize()
		got["cuMemcpyDtoH"] = h.MemcpyDtoH(b, buf)
		got["cuMemsetD32"] = h.MemsetD32(buf, 3, 1)
		got["cuEventSynchronize(after)"] = h.EventSynchronize(ev)
		got["cuEventSynchronize(before)"] = h.EventSynchronize(before)
		got["cuEventQuery(after)"] = h.EventQuery(ev)
		got["cuStreamQuery(other)"] = h.StreamQuery(other)
		got["cuMemsetD32Async(other)"] = h.MemsetD32Async(buf, 5, 1, other)
		got["cuStreamSynchronize(other)"] = h.StreamSynchronize(other)
		_, got["cuMemAlloc"] = h.MemAlloc(16)
		got["cuEventRecord(other)"] = h.EventRecord(before, other)
		got["cuLaunchKernel(NULL, other)"] = h.LaunchKernel(0, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, other, nil, nil)
		got["cuLaunchHostFunc(other)"] = h.LaunchHostFunc(other, func() {})
		got["cuStreamWaitEvent(other)"] = h.StreamWaitEvent(other, before, 0)
		_, got["cuMemAllocAsync(other)"] = h.MemAllocAsync(64, other)
		got["cuMemFree(inside)"] = h.MemFree(buf + 64)
		_, got["cuCtxGetDevice"] = h.CtxGetDevice()
		_, got["cuMemHostAlloc"] = h.MemHostAlloc(64, 0)
		_, got["cuStreamCreate"] = h.StreamCreate(StreamNonBlocking)
		got["cuEventQuery(before)"] = h.EventQuery(before)
		_, got["cuCtxGetCurrent"] = h.CtxGetCurrent()
		_, got["cuDeviceGet"] = h.DeviceGet(0)
		_, got["cuDeviceGetAttribute"] = h.DeviceGetAttribute(AttrMultiprocessorCount, 0)
		_, got["cuPointerGetAttribute"] = h.PointerGetAttribute(PointerAttributeMemoryType, buf)
		_, _, got["cuMemGetInfo"] = h.MemGetInfo()
		_, got["cuCtxGetLimit"] = h.CtxGetLimit(LimitStackSize)
		_, got["TOOLS_TLS current context"] = h.ToolsCurrentContext()
		_, got["CONTEXT_LOCAL_STORAGE get"] = h.CtxLocalGet(0, runtimeKey)
		_, got["cuEventCreate"] = h.EventCreate(EventDisableTiming)
		_, got["cuFuncGetAttribute"] = h.FuncGetAttribute(FuncAttributeNumRegs, 0)
		got["cuMemFreeAsync(other)"] = h.MemFreeAsync(buf, other)
		got["cuCtxSetLimit"] = h.CtxSetLimit(LimitStackSize, 2048)
		_, got["cuStreamGetFlags(other)"] = h.StreamGetFlags(other)
		got["cuEventDestroy(unused)"] = h.EventDestroy(unused)
		got["cuStreamDestroy(idle)"] = h.StreamDestroy(idle)
	}))
	must(t, th.EventRecord(ev, s))
	close(start)
	within(t, done, "a host function calling CUDA")
	want := map[string]cu.Result{
		"cuStreamSynchronize(own)":    cu.ErrorNotPermitted,
		"cuStreamSynchronize(legacy)": cu.ErrorNotPermitted,
		"cuCtxSynchronize":            cu.ErrorNotPermitted,
		"cuMemcpyDtoH":                cu.ErrorNotPermitted,
		"cuMemsetD32":                 cu.ErrorNotPermitted,
		"cuEventSynchronize(after)":   cu.ErrorNotPermitted,
		"cuEventSynchronize(before)":  cu.Success,
		"cuEventQuery(after)":         cu.ErrorNotReady,
		"cuStreamQuery(other)":        cu.Success,
		"cuMemsetD32Async(other)":     cu.ErrorNotPermitted,
		"cuStreamSynchronize(other)":  cu.ErrorNotPermitted,
		"cuMemAlloc":                  cu.ErrorNotPermitted,
		"cuEventRecord(other)":        cu.ErrorNotPermitted,
		"cuLaunchKernel(NULL, other)": cu.ErrorNotPermitted,
		"cuLaunchHostFunc(other)":     cu.ErrorNotPermitted,
		"cuStreamWaitEvent(other)":    cu.ErrorNotPermitted,
		"cuMemAllocAsync(other)":      cu.ErrorNotPermitted,
		"cuMemFree(inside)":           cu.ErrorNotPermitted,
		"cuCtxGetDevice":              cu.ErrorNotPermitted,
		"cuMemHostAlloc":              cu.ErrorNotPermitted,
		"cuStreamCreate":              cu.ErrorNotPermitted,
		"cuEventQuery(before)":        cu.Success,
		"cuCtxGetCurrent":             cu.ErrorNotPermitted,
		"cuDeviceGet":                 cu.ErrorNotPermitted,
		"cuDeviceGetAttribute":        cu.ErrorNotPermitted,
		"cuPointerGetAttribute":       cu.ErrorNotPermitted,
		"cuMemGetInfo":                cu.ErrorNotPermitted,
		"cuCtxGetLimit":               cu.ErrorNotPermitted,
		"TOOLS_TLS current context":   cu.Success,
		"CONTEXT_LOCAL_STORAGE get":   cu.ErrorNotPermitted,
		"cuEventCreate":               cu.ErrorNotPermitted,
		"cuFuncGetAttribute":          cu.ErrorNotPermitted,
		"cuMemFreeAsync(other)":       cu.ErrorNotPermitted,
		"cuCtxSetLimit":               cu.ErrorNotPermitted,
		"cuStreamGetFlags(other)":     cu.Success,
		"cuEventDestroy(unused)":      cu.Success,
		"cuStreamDestroy(idle)":       cu.Success,
	}
	for call, w := range want {
		if c := cu.Code(got[call]); c != w {
			t.Errorf("%s from the host function: %s, want %s (%v)", call, c.Name(), w.Name(), got[call])
		}
	}
	must(t, th.StreamSynchronize(s))
	must(t, th.EventSynchronize(ev))
	b := make([]byte, 4)
	must(t, th.MemcpyDtoH(b, buf))
	if b[0] == 5 {
		t.Errorf("the host function's refused memset on another stream ran")
	}
}

// A host node of a graph is host code too: its wait for its own stream
// (the graph launch's) answers NOT_PERMITTED.
func TestHostNodeWaitingForItsStreamIsNotPermitted(t *testing.T) {
	d, th, _ := setup(t, Config{})
	as := hostThreads(d)
	s, err := th.StreamCreate(StreamDefault)
	must(t, err)
	g, err := th.GraphCreate(0)
	must(t, err)
	var syncErr error
	_, err = th.GraphAddHostNode(g, nil, HostNodeParams{Call: func() { syncErr = (<-as).StreamSynchronize(s) }})
	must(t, err)
	e, err := th.GraphInstantiate(g, 0)
	must(t, err)
	must(t, th.GraphLaunch(e, s))
	done := make(chan struct{})
	go func() {
		defer close(done)
		must(t, th.StreamSynchronize(s))
	}()
	within(t, done, "a host node calling cuStreamSynchronize")
	if cu.Code(syncErr) != cu.ErrorNotPermitted {
		t.Fatalf("cuStreamSynchronize of its stream from a host node: %v", syncErr)
	}
}

// Two host functions, each waiting for an event recorded on the other's
// stream after the other: the second to wait closes a cycle and is told
// (NOT_PERMITTED); the first then returns once the second ends.
func TestHostFuncsWaitingForEachOther(t *testing.T) {
	d, th, _ := setup(t, Config{})
	as := hostThreads(d)
	a, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	b, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	evA, err := th.EventCreate(0)
	must(t, err)
	evB, err := th.EventCreate(0)
	must(t, err)
	first, firstDone, secondDone := make(chan *Thread, 1), make(chan struct{}), make(chan struct{})
	launched := make(chan struct{})
	var errA, errB error
	must(t, th.LaunchHostFunc(a, func() {
		defer close(firstDone)
		h := <-as
		first <- h
		<-launched // the second is on b
		errA = h.EventSynchronize(evB)
	}))
	must(t, th.EventRecord(evA, a))
	h1 := <-first
	must(t, th.LaunchHostFunc(b, func() {
		defer close(secondDone)
		h := <-as
		for !waiting(h1) { // until the first waits for b
			time.Sleep(time.Millisecond)
		}
		errB = h.EventSynchronize(evA)
	}))
	must(t, th.EventRecord(evB, b))
	close(launched)
	within(t, secondDone, "the second host function")
	within(t, firstDone, "the first host function")
	if errA != nil || cu.Code(errB) != cu.ErrorNotPermitted {
		t.Fatalf("first: %v; second: %v (want success, then NOT_PERMITTED)", errA, errB)
	}
}

// waiting reports whether host code running as h waits (await).
func waiting(h *Thread) bool {
	laneMu.Lock()
	defer laneMu.Unlock()
	return len(after[h.inHost]) > 0
}
