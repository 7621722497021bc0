package driver

import (
	"encoding/binary"
	"sync/atomic"
	"testing"
	"time"

	"cudasim/cu"
)

// A graph launch whose host node blocks returns at once (cuda.core's
// test_inflight_launch_retains_attachments_until_completion): the device
// work before the host node is done when the launch returns, the host node
// runs on a goroutine of its own, the stream is not ready until it
// returns, the work after it waits for it, and a user object the graph
// held stays alive through cuGraphExecDestroy until the launch is done.
func TestGraphHostNodeLaunchDoesNotWaitForTheHostNode(t *testing.T) {
	_, th, _ := setup(t, Config{})
	s, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	buf, err := th.MemAlloc(4)
	must(t, err)
	var destroyed atomic.Bool
	u, err := th.UserObjectCreate(func() { destroyed.Store(true) }, 1, UserObjectNoDestructorSync)
	must(t, err)
	g, err := th.GraphCreate(0)
	must(t, err)
	before, err := th.GraphAddMemsetNode(g, nil, MemsetNodeParams{Dst: buf, Value: 7, ElementSize: 4, Width: 1, Height: 1})
	must(t, err)
	started, release := make(chan struct{}), make(chan struct{})
	host, err := th.GraphAddHostNode(g, []GraphNode{before}, HostNodeParams{Call: func() {
		close(started)
		<-release
	}})
	must(t, err)
	_, err = th.GraphAddMemsetNode(g, []GraphNode{host}, MemsetNodeParams{Dst: buf, Value: 9, ElementSize: 4, Width: 1, Height: 1})
	must(t, err)
	must(t, th.GraphRetainUserObject(g, u, 1, GraphUserObjectMove))
	e, err := th.GraphInstantiate(g, 0)
	must(t, err)
	must(t, th.GraphDestroy(g))

	launched := make(chan error, 1)
	go func() { launched <- th.GraphLaunch(e, s) }()
	select {
	case err := <-launched:
		must(t, err)
	case <-time.After(10 * time.Second):
		close(release)
		t.Fatal("cuGraphLaunch waited for its host node")
	}
	<-started
	word := func() uint32 {
		b := make([]byte, 4)
		must(t, th.MemcpyDtoH(b, buf))
		return binary.LittleEndian.Uint32(b)
	}
	if w := word(); w != 7 {
		t.Errorf("while the host node blocks: buf = %d, want 7 (the memset before it done, the one after it not)", w)
	}
	if err := th.StreamQuery(s); cu.Code(err) != cu.ErrorNotReady {
		t.Errorf("cuStreamQuery while the host node blocks = %v, want CUDA_ERROR_NOT_READY", err)
	}
	must(t, th.GraphExecDestroy(e))
	time.Sleep(20 * time.Millisecond)
	if destroyed.Load() {
		t.Error("the graph's user object was destroyed while its launch was in flight")
	}
	close(release)
	must(t, th.StreamSynchronize(s))
	if w := word(); w != 9 {
		t.Errorf("after the launch: buf = %d, want 9", w)
	}
	for i := 0; i < 1000 && !destroyed.Load(); i++ {
		time.Sleep(time.Millisecond)
	}
	if !destroyed.Load() {
		t.Error("the graph's user object outlived its launch and its executable graph")
	}
}

// A node that fails before the host node stops the launch: the host node
// and what follows do not run, and the launch answers the error.
func TestGraphLaunchFailureBeforeHostNodeStopsIt(t *testing.T) {
	_, th, _ := setup(t, Config{})
	s, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	buf, err := th.MemAlloc(4)
	must(t, err)
	dst, err := th.MemAlloc(4)
	must(t, err)
	g, err := th.GraphCreate(0)
	must(t, err)
	// A copy from freed memory fails (cudasim's answer; a memset of freed
	// memory answered nothing on the H200: graphs26's s_gr_lifetime).
	bad, err := th.GraphAddMemcpyNode(g, nil, MemcpyNodeParams{SrcMemoryType: MemoryTypeDevice, SrcDevice: buf,
		DstMemoryType: MemoryTypeDevice, DstDevice: dst, WidthInBytes: 4, Height: 1, Depth: 1})
	must(t, err)
	var ran atomic.Bool
	_, err = th.GraphAddHostNode(g, []GraphNode{bad}, HostNodeParams{Call: func() { ran.Store(true) }})
	must(t, err)
	e, err := th.GraphInstantiate(g, 0)
	must(t, err)
	must(t, th.MemFree(buf)) // the memcpy node now reads freed memory
	err = th.GraphLaunch(e, s)
	if err == nil {
		t.Fatal("a launch whose memcpy reads freed memory succeeded")
	}
	_ = th.StreamSynchronize(s)
	if ran.Load() {
		t.Error("the host node after the failed node ran")
	}
}

// cuMemFreeAsync behind a held stream. Memory from cuMemAlloc is freed
// when the stream reaches the free: the memset queued before it still
// writes it (no sticky error). Pool memory goes back to the pool at once, as the H200
// showed (testdata/reference/streamops, section freeasync): the next
// allocation on the held stream gets its block, one on another stream
// another block, and the memset queued before the free still runs.
func TestMemFreeAsyncBehindAHeldStream(t *testing.T) {
	_, th, _ := setup(t, Config{})
	s, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	s2, err := th.StreamCreate(StreamNonBlocking)
	must(t, err)
	plain, err := th.MemAlloc(1000)
	must(t, err)
	a, err := th.MemAllocAsync(1000, s)
	must(t, err)
	must(t, th.StreamSynchronize(s))
	release := make(chan struct{})
	must(t, th.LaunchHostFunc(s, func() { <-release }))
	must(t, th.MemsetD32Async(plain, 3, 250, s))
	must(t, th.MemsetD32Async(a, 3, 250, s))
	must(t, th.MemFreeAsync(plain, s))
	must(t, th.MemFreeAsync(a, s))
	if _, ok := th.d.mem.Lookup(uint64(plain)); !ok {
		t.Errorf("cuMemAlloc memory %#x freed before its stream reached the free", uint64(plain))
	}
	b, err := th.MemAllocAsync(1000, s2)
	must(t, err)
	c, err := th.MemAllocAsync(1000, s)
	must(t, err)
	if b == a || c != a {
		t.Errorf("allocations while the free is pending: another stream's at a%+d, the held stream's at a%+d; the H200 gave a+1024 and a+0", int64(b-a), int64(c-a))
	}
	close(release)
	must(t, th.StreamSynchronize(s))
	if _, ok := th.d.mem.Lookup(uint64(plain)); ok {
		t.Errorf("%#x still allocated after its stream reached the free", uint64(plain))
	}
	must(t, th.MemFreeAsync(b, s2))
	must(t, th.MemFreeAsync(c, s))
	must(t, th.CtxSynchronize())
}
