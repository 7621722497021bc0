package driver

import (
	"encoding/binary"
	"testing"

	"cudasim/cu"
)

// A launch copies its parameters at the call, as the H200 does
// (testdata/reference/faith, sections params-*: a store3 launch queued
// behind a 200 ms setlater on the same stream stored the arguments as
// passed although the caller overwrote them right after the call). Each
// case queues its launch behind setlater and overwrites what it passed
// at once; under -race a launch that still read the caller's memory when it
// ran would also be reported as a race.

// paramCopyEnv is a stream busy with setlater, and store3's arguments.
type paramCopyEnv struct {
	th               *Thread
	s                Stream
	setlater, store3 Function
	dv               DevicePtr
	passedA, passedB uint64 // what the caller passed
}

func newParamCopyEnv(t *testing.T) *paramCopyEnv {
	_, th, _ := setup(t, Config{})
	m, err := th.ModuleLoadData(probeImage(t, "faith/faith_kernels.ptx"))
	must(t, err)
	e := &paramCopyEnv{th: th, passedA: 0x11, passedB: 0x2222222233333333}
	e.setlater, err = th.ModuleGetFunction(m, "setlater")
	must(t, err)
	e.store3, err = th.ModuleGetFunction(m, "store3")
	must(t, err)
	e.s, err = th.StreamCreate(StreamNonBlocking)
	must(t, err)
	e.dv, err = th.MemAlloc(4096)
	must(t, err)
	return e
}

// args are store3's arguments as passed: p = dv+256.
func (e *paramCopyEnv) args() [][]byte {
	return Args(e.dv+256, uint32(e.passedA), e.passedB)
}

// buffer is the same as the extra form's packed block (p at 0, a at 8, b at 16).
func (e *paramCopyEnv) buffer() []byte {
	b := make([]byte, 24)
	binary.LittleEndian.PutUint64(b, uint64(e.dv+256))
	binary.LittleEndian.PutUint32(b[8:], uint32(e.passedA))
	binary.LittleEndian.PutUint64(b[16:], e.passedB)
	return b
}

// queue makes the stream busy for 50 ms (setlater sleeps in the
// background: docs/streams.md) so that the next launch on it waits.
func (e *paramCopyEnv) queue(t *testing.T) {
	t.Helper()
	must(t, e.th.MemsetD32(e.dv, 0, 1024))
	must(t, e.th.LaunchKernel(e.setlater, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, e.s, Args(e.dv, uint32(7), uint32(50)), nil))
}

// overwrite does what the probe's caller does after the call.
func overwrite(bufs ...[]byte) {
	for _, b := range bufs {
		for i := range b {
			b[i] = 0x99
		}
	}
}

// seen checks the stream was still busy after the call (so the launch was
// queued), waits, and checks that store3 stored the arguments as passed.
func (e *paramCopyEnv) seen(t *testing.T, what string, busy bool) {
	t.Helper()
	if busy {
		if err := e.th.StreamQuery(e.s); cu.Code(err) != cu.ErrorNotReady {
			t.Fatalf("%s: the stream was not busy after the call (%v): the case tests nothing", what, err)
		}
	}
	must(t, e.th.StreamSynchronize(e.s))
	got := make([]byte, 12)
	must(t, e.th.MemcpyDtoH(got, e.dv+256))
	a := binary.LittleEndian.Uint32(got)
	b := binary.LittleEndian.Uint64(got[4:])
	if uint64(a) != e.passedA || b != e.passedB {
		t.Errorf("%s: the kernel saw a=%#x b=%#x, the caller passed a=%#x b=%#x (the H200 copies the parameters at the call)", what, a, b, e.passedA, e.passedB)
	}
}

func TestLaunchCopiesParamsAtTheCall(t *testing.T) {
	e := newParamCopyEnv(t)
	th := e.th
	one := Dim3{1, 1, 1}

	e.queue(t)
	p := e.args()
	must(t, th.LaunchKernel(e.store3, one, one, 0, e.s, p, nil))
	overwrite(p...)
	e.seen(t, "cuLaunchKernel kernelParams", true)

	e.queue(t)
	buf := e.buffer()
	must(t, th.LaunchKernel(e.store3, one, one, 0, e.s, nil, buf))
	overwrite(buf)
	e.seen(t, "cuLaunchKernel extra buffer", true)

	e.queue(t)
	p = e.args()
	must(t, th.LaunchKernelEx(LaunchConfig{Grid: one, Block: one, Stream: e.s}, e.store3, p, nil))
	overwrite(p...)
	e.seen(t, "cuLaunchKernelEx", true)

	e.queue(t)
	p = e.args()
	must(t, th.LaunchCooperativeKernel(e.store3, one, one, 0, e.s, p))
	overwrite(p...)
	e.seen(t, "cuLaunchCooperativeKernel", true)

	// The legacy API's parameters live in the function: setting them
	// again after cuLaunchGridAsync does not change the queued launch.
	e.queue(t)
	must(t, th.FuncSetBlockShape(e.store3, 1, 1, 1))
	must(t, th.ParamSetSize(e.store3, 24))
	must(t, th.ParamSetv(e.store3, 0, e.buffer()))
	must(t, th.LaunchGridAsync(e.store3, 1, 1, e.s))
	must(t, th.ParamSetv(e.store3, 0, []byte{0x99, 0x99, 0x99, 0x99, 0x99, 0x99, 0x99, 0x99, 0x99, 0x99, 0x99, 0x99}))
	e.seen(t, "cuLaunchGridAsync", true)
}

func TestGraphKernelNodeCopiesParams(t *testing.T) {
	e := newParamCopyEnv(t)
	th := e.th
	one := Dim3{1, 1, 1}
	g, err := th.GraphCreate(0)
	must(t, err)

	p := e.args()
	n, err := th.GraphAddKernelNode(g, nil, KernelNodeParams{Func: e.store3, Grid: one, Block: one, Params: p})
	must(t, err)
	overwrite(p...)
	x, err := th.GraphInstantiate(g, 0)
	must(t, err)
	e.queue(t)
	must(t, th.GraphLaunch(x, e.s))
	e.seen(t, "kernel node made with kernelParams", true)

	p = e.args()
	must(t, th.GraphExecKernelNodeSetParams(x, n, KernelNodeParams{Func: e.store3, Grid: one, Block: one, Params: p}))
	overwrite(p...)
	e.queue(t)
	must(t, th.GraphLaunch(x, e.s))
	e.seen(t, "cuGraphExecKernelNodeSetParams", true)

	// The extra form: a node made with a packed buffer and no kernelParams
	// launches (it was CUDA_ERROR_INVALID_VALUE, "both given": the copy
	// turned the absent kernelParams into an empty list).
	g2, err := th.GraphCreate(0)
	must(t, err)
	buf := e.buffer()
	_, err = th.GraphAddKernelNode(g2, nil, KernelNodeParams{Func: e.store3, Grid: one, Block: one, Extra: buf})
	must(t, err)
	overwrite(buf)
	x2, err := th.GraphInstantiate(g2, 0)
	must(t, err)
	e.queue(t)
	must(t, th.GraphLaunch(x2, e.s))
	e.seen(t, "kernel node made with an extra buffer", true)

	// Captured: overwritten before the capture ends.
	cs, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	must(t, th.StreamBeginCapture(cs, CaptureModeRelaxed))
	p = e.args()
	must(t, th.LaunchKernel(e.store3, one, one, 0, cs, p, nil))
	overwrite(p...)
	g3, err := th.StreamEndCapture(cs)
	must(t, err)
	x3, err := th.GraphInstantiate(g3, 0)
	must(t, err)
	e.queue(t)
	must(t, th.GraphLaunch(x3, e.s))
	e.seen(t, "captured launch", true)
}
