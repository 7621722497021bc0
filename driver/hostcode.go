package driver

import (
	"slices"

	"cudasim/cu"
	"cudasim/internal/ctx"
)

// Host code (host functions, stream callbacks, graph host nodes) that calls
// the driver (docs/streams.md, "Host code that calls CUDA"). The CUDA
// documentation of cudaLaunchHostFunc: "The host function must not make any
// CUDA API calls. Attempting to use a CUDA API may result in
// cudaErrorNotPermitted, but this is not required." The H200 refused the
// calls hostCodeRefuses lists whatever they would wait for. Of the others,
// one that would wait for the stream work the host code is part of, or for
// work ordered behind it, would wait for ever: cudasim answers it
// CUDA_ERROR_NOT_PERMITTED (await). The rest work, waits for unrelated work
// included.

// hostCodeRefuses is the check of the calls the driver refused from host
// code (a host function, a stream callback, a graph's host node) with
// CUDA_ERROR_NOT_PERMITTED whatever they would wait for, before any check
// of their arguments. The H200: cuStreamSynchronize of
// its own stream, another (idle, non-blocking) one and the legacy one,
// cuCtxSynchronize, the synchronous copies and sets (onLegacy) and
// cuMemAlloc, on a blocking stream or not (libcuda/testdata/cudart/graphs26,
// s_gr_hostcalls). An H100 with the same driver (interop26/h100-s32,
// hostcalls2): work enqueued on another stream (a memset: streamOp, which
// the stream-ordered copies, sets and frees share; an event record; a
// launch; a host function; a wait for an event; cuMemAllocAsync),
// cuMemFree (of a pointer inside an allocation), cuCtxGetDevice,
// cuMemHostAlloc and cuStreamCreate; and (interop26/h100-s33, hostcalls3)
// cuCtxGetCurrent, cuDeviceGet, cuDeviceGetAttribute, cuPointerGetAttribute,
// cuMemGetInfo and cuCtxGetLimit, queries that wait for nothing
// (cuDeviceGetProperties and cuPointerGetAttributes, made of two of them,
// follow), and (hostcalls4) cuEventCreate, cuFuncGetAttribute,
// cuMemFreeAsync and cuCtxSetLimit. Both let cuEventQuery
// (CUDA_ERROR_NOT_READY for an event recorded after the host code, success
// for one before) and cuEventSynchronize of an event recorded before it
// through, and the runtime's own calls inside them (ToolsCurrentContext);
// hostcalls4 let cuStreamGetFlags, cuEventDestroy of an unused event,
// cuStreamDestroy of an idle stream, cuGraphLaunch on another stream,
// cuGetErrorName and cuStreamQuery of an idle other stream through. The
// runtime's cudaStreamQuery was refused all the same (hostcalls2; its own
// stream and stream 0 on the H200): its only driver calls are the
// context-local storage get and cuStreamQuery (CUDASIM_LOG=calls, nvcc 11.8
// and 13.0 runtimes), so it is the get that is refused (CtxLocalGet:
// deduced, then measured: testdata/reference/host33/h100-s33, whose error
// logs show an unnamed refusal before cuCtxGetCurrent's and none for
// cuStreamQuery).
// Every runtime call measured refused from host code makes that get first;
// those let through (cudaEventQuery, cudaEventSynchronize of an event
// recorded before) make none.
// Other calls are not measured and work as on any thread.
func (t *Thread) hostCodeRefuses(call string) error {
	if !t.hostCode {
		return nil
	}
	return cu.Errorf(cu.ErrorNotPermitted, "%s from a host function (or callback, or host node): the driver permits it no such call", call)
}

// SetHostCodeRunner sets how host code runs: run(as, code) must call code
// so that the driver calls code makes are made as thread as, the thread
// the driver runs that host code as (libcuda binds the OS thread the C
// code runs on to it). Without a runner code runs as is, and only the calls
// it makes through the thread it is given are told apart.
func (d *Driver) SetHostCodeRunner(run func(as *Thread, code func())) {
	d.hostRunner.Store(&run)
}

// runHost runs host code as a thread of its own, with context c current,
// as the driver runs it on a thread of its own: t is the thread running
// the stream work the host code is part of, whose completion (t.queued)
// the host code's waits must not reach. All host code has one thread id
// (one per-thread default stream, as on the driver's one thread), each
// run a Thread of its own (what it waits for is its own).
func (t *Thread) runHost(c *ctx.Context, code func()) {
	as := &Thread{d: t.d, id: t.d.hostCodeThreadID(), launchCtx: t.launchCtx, inHost: t.queued, hostCode: true}
	if c != nil {
		as.ct.Push(c)
	}
	if run := t.d.hostRunner.Load(); run != nil {
		(*run)(as, code)
		return
	}
	code()
}

// hostCodeThreadID is the thread id host code runs under, taken at its
// first run.
func (d *Driver) hostCodeThreadID() int {
	if id := d.hostCodeID.Load(); id != 0 {
		return int(id)
	}
	d.hostCodeID.CompareAndSwap(0, d.threadID.Add(1))
	return int(d.hostCodeID.Load())
}

// after holds, for each completion of queued work not reached yet, the
// completions it waits for (inOrder, ranNow, event records), and for host
// code that waits, those it waits for (await): the order a wait from host
// code is checked against. laneMu guards it.
var after = map[chan struct{}][]chan struct{}{}

// follows records that done is reached only after deps. laneMu is held.
func follows(done chan struct{}, deps []chan struct{}) {
	if len(deps) > 0 {
		after[done] = deps
	}
}

// forgetDeps forgets done's dependencies, once it is reached.
func forgetDeps(done chan struct{}) {
	laneMu.Lock()
	delete(after, done)
	laneMu.Unlock()
}

// behind reports whether completion ch is reached only after target.
// laneMu is held.
func behind(ch, target chan struct{}) bool {
	seen := map[chan struct{}]bool{}
	var walk func(ch chan struct{}) bool
	walk = func(ch chan struct{}) bool {
		if ch == target {
			return true
		}
		if seen[ch] || !pending(ch) {
			return false
		}
		seen[ch] = true
		return slices.ContainsFunc(after[ch], walk)
	}
	return walk(ch)
}

// await waits for every completion of chs for call, a synchronizing call:
// from host code, one that is reached only after the host code's own
// work would never be, and the call answers CUDA_ERROR_NOT_PERMITTED
// without waiting. While host code waits, its work follows what it waits
// for: two host functions waiting for each other's streams are a cycle
// the second to wait is told of.
func (t *Thread) await(call string, chs []chan struct{}) error {
	if t.inHost == nil {
		waitAll(chs)
		return nil
	}
	laneMu.Lock()
	for _, ch := range chs {
		if behind(ch, t.inHost) {
			laneMu.Unlock()
			return cu.Errorf(cu.ErrorNotPermitted, "%s from a host function (or callback, or host node) waits for work that comes after the host function: it would never return (host functions must not call CUDA)", call)
		}
	}
	held := after[t.inHost]
	after[t.inHost] = chs
	laneMu.Unlock()
	waitAll(chs)
	laneMu.Lock()
	after[t.inHost] = held
	laneMu.Unlock()
	return nil
}
