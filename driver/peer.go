package driver

import (
	"fmt"

	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/mem"
	"cudasim/internal/module"
	"cudasim/sim"
)

// Peer access: which device's memory a kernel may touch.
//
// Every device's memory lives in one unified address space (package mem),
// but a kernel reaches only what the hardware maps for it: the memory of its
// own device, host, managed and registered memory, and the device memory of
// devices to which its context has peer access (cuCtxEnablePeerAccess). Any
// other device's memory faults with CUDA_ERROR_ILLEGAL_ADDRESS, a sticky
// error in the launching context, as on real hardware. Copies (cuMemcpy,
// cuMemcpyDtoD, cuMemcpyPeer) work between any devices without peer access:
// the driver stages them.
//
// Peer access is kept per (context, peer context) pair and is one-way: a
// context's record (ctxResources) holds the peers it enabled, each with the
// peer's generation at the time, so that destroying the context ends all its
// peer access (its record goes) and destroying, resetting or releasing the
// peer ends access to it (the peer is no longer active in that generation).
// A kernel reaches a device's memory when its context has live peer access
// to any context on that device (not measured: with one H200, no two devices
// could be measured; NVIDIA's documentation says that "all allocations from
// peerContext" become accessible, and cudasim does not tell one context's
// allocations on a device from another's).
//
// The codes follow NVIDIA's documentation (CUDA Driver API, "Peer Context
// Memory Access") and, where one GPU can show them, the real driver:
// testdata/reference/peer holds probe_peer.c and its transcript from an
// H200 (driver 580.159.04, CUDA 13.0). Where the two disagree the
// measurement wins: the documentation says that enabling access to the
// current context itself is CUDA_ERROR_INVALID_CONTEXT, the driver answers
// CUDA_ERROR_PEER_ACCESS_UNSUPPORTED; and it gives a destroyed peer context
// CUDA_ERROR_CONTEXT_IS_DESTROYED, not the documented "not a valid context"
// (CUDA_ERROR_INVALID_CONTEXT). Everything that needs two devices (a
// successful enable, the attributes of a real link) could not be measured.

// P2PAttribute is CUdevice_P2PAttribute (cuda.h 13.0).
type P2PAttribute int32

const (
	P2PAttrPerformanceRank          P2PAttribute = 1 // CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK
	P2PAttrAccessSupported          P2PAttribute = 2 // CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED
	P2PAttrNativeAtomicSupported    P2PAttribute = 3 // CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED
	P2PAttrCudaArrayAccessSupported P2PAttribute = 4 // CU_DEVICE_P2P_ATTRIBUTE_CUDA_ARRAY_ACCESS_SUPPORTED (also ACCESS_ACCESS_SUPPORTED, its deprecated name)
	P2PAttrOnlyPartialNativeAtomic  P2PAttribute = 5 // CU_DEVICE_P2P_ATTRIBUTE_ONLY_PARTIAL_NATIVE_ATOMIC_SUPPORTED (CUDA 13.0)
)

// peerCapable reports whether contexts on dev can be given access to the
// memory of peer. NVIDIA documents two conditions: both devices support
// unified addressing and have the same major compute capability; and a
// device is not its own peer (measured: cuDeviceCanAccessPeer(&v, 0, 0)
// gives 0 on the H200). Beyond them, whether two devices are linked depends
// on the machine; cudasim's choice, not measured (only one H200 could be
// measured), is that every pair of emulated devices meeting them sits on
// one NVLink fabric, as the GPUs of an HGX H200 board do.
func (d *Driver) peerCapable(dev, peer int) bool {
	if dev == peer {
		return false
	}
	a, b := &d.devices[dev], &d.devices[peer]
	amaj, _ := a.ComputeCapability()
	bmaj, _ := b.ComputeCapability()
	return amaj == bmaj &&
		a.Attributes[AttrUnifiedAddressing].Value == 1 && b.Attributes[AttrUnifiedAddressing].Value == 1
}

// NullOutput is the error of a call given a NULL output pointer, for front
// ends that take C pointers: CUDA_ERROR_NOT_INITIALIZED before Init, else
// CUDA_ERROR_INVALID_VALUE naming the output, whatever the other arguments.
// Measured for cuDeviceCanAccessPeer and cuDeviceGetP2PAttribute
// (testdata/reference/peer): before cuInit a NULL output is
// CUDA_ERROR_NOT_INITIALIZED; after it, CUDA_ERROR_INVALID_VALUE even with
// a device that does not exist.
func (t *Thread) NullOutput(call, what string) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	return cu.Errorf(cu.ErrorInvalidValue, "%s: %s is NULL", call, what)
}

// DeviceCanAccessPeer is cuDeviceCanAccessPeer: 1 if contexts on dev can be
// given access to peer's memory (see peerCapable: a device is not its own
// peer; emulated devices of the same major compute capability are linked).
// A device out of range is CUDA_ERROR_INVALID_DEVICE, the output left
// alone (documented and measured); a NULL output is refused before the
// devices are checked (see NullOutput).
func (t *Thread) DeviceCanAccessPeer(dev, peer Device) (int32, error) {
	if _, err := t.d.device(dev); err != nil {
		return 0, err
	}
	if _, err := t.d.device(peer); err != nil {
		return 0, err
	}
	if t.d.peerCapable(int(dev), int(peer)) {
		return 1, nil
	}
	return 0, nil
}

// DeviceGetP2PAttribute is cuDeviceGetP2PAttribute: an attribute of the
// link from src to dst. Either device out of range, or src == dst, is
// CUDA_ERROR_INVALID_DEVICE, and an attribute outside 1..5
// CUDA_ERROR_INVALID_VALUE (both documented). The devices are checked
// before the attribute (measured: attributes 0, 6 and 1000 of device 0 with
// itself are CUDA_ERROR_INVALID_DEVICE), and a NULL output before both
// (see NullOutput).
//
// The values are cudasim's choice, not measured (one H200 could be
// measured, and a link needs two): for devices that can be peers (see
// DeviceCanAccessPeer), the NVLink of an HGX H200 board — performance rank
// 0 ("the value used for most performant link", in the runtime's
// documentation of cudaDevP2PAttrPerformanceRank), access supported 1, native
// atomics 1 (NVLink carries every CUDA atomic), CUDA array access 1, only
// partial native atomics 0 (all are native); for devices that cannot, every
// attribute is 0.
func (t *Thread) DeviceGetP2PAttribute(attr P2PAttribute, src, dst Device) (int32, error) {
	if _, err := t.d.device(src); err != nil {
		return 0, err
	}
	if _, err := t.d.device(dst); err != nil {
		return 0, err
	}
	if src == dst {
		return 0, cu.Errorf(cu.ErrorInvalidDevice, "cuDeviceGetP2PAttribute of device %d with itself: a link needs two devices", src)
	}
	if attr < P2PAttrPerformanceRank || attr > P2PAttrOnlyPartialNativeAtomic {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "P2P attribute %d is not a CUdevice_P2PAttribute (1..5)", attr)
	}
	if !t.d.peerCapable(int(src), int(dst)) {
		return 0, nil
	}
	switch attr {
	case P2PAttrAccessSupported, P2PAttrNativeAtomicSupported, P2PAttrCudaArrayAccessSupported:
		return 1, nil
	}
	return 0, nil // performance rank 0: the best link; no atomics are only partly native
}

// peerContext resolves the peer context argument of cuCtxEnablePeerAccess
// and cuCtxDisablePeerAccess: NULL, and a value that is no context, are
// CUDA_ERROR_INVALID_CONTEXT (measured for NULL; documented as "not a valid
// context"). A destroyed context is not refused here: see peerAlive.
func (t *Thread) peerContext(h Context, call string) (*ctx.Context, error) {
	if h == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidContext, "%s of a NULL peer context", call)
	}
	if c, ok := lookupHandle[*ctx.Context](t.d, uint64(h)); ok {
		return c, nil
	}
	if ts, ok := t.d.handles.retired(uint64(h)); ok && ts.kind == "context" {
		return nil, nil // destroyed: peerAlive says so
	}
	return nil, t.d.badHandle(cu.ErrorInvalidContext, "context", uint64(h))
}

// peerAlive fails with CUDA_ERROR_CONTEXT_IS_DESTROYED for a peer that was
// destroyed (p is nil then) or is a primary context reset or released to
// inactive (both measured). A peer's sticky error is not its caller's
// (not measured).
func (t *Thread) peerAlive(p *ctx.Context, h Context, call string) error {
	if p == nil {
		return cu.Errorf(cu.ErrorContextIsDestroyed, "%s of context %#x, which was destroyed", call, uint64(h))
	}
	if p.State() != ctx.Active {
		return cu.Errorf(cu.ErrorContextIsDestroyed, "%s of %v, which is %v (reset or released; retain it again)", call, p, p.State())
	}
	return nil
}

// livePeers returns the record of peer access, dropping entries whose peer
// has died since (destroyed, or a primary context reset or released: its
// generation moved on). Callers hold r.mu.
func (r *ctxResources) livePeers() map[*ctx.Context]uint64 {
	for p, gen := range r.peers {
		if p.State() != ctx.Active || p.Generation() != gen {
			delete(r.peers, p)
		}
	}
	return r.peers
}

// CtxEnablePeerAccess is cuCtxEnablePeerAccess: kernels of the current
// context may from now on reach the device memory of peer's device (one
// way; the peer needs its own call to reach the current context's), until
// CtxDisablePeerAccess or either context dies.
//
// Codes, in the order the real driver checks them (measured on one H200,
// testdata/reference/peer): no current context CUDA_ERROR_INVALID_CONTEXT,
// whatever the arguments (a destroyed or inactive current context
// CUDA_ERROR_CONTEXT_IS_DESTROYED, a sticky error that error); a NULL peer
// CUDA_ERROR_INVALID_CONTEXT, also with bad flags; flags other than 0
// CUDA_ERROR_INVALID_VALUE, also for a destroyed peer; a destroyed or
// inactive peer CUDA_ERROR_CONTEXT_IS_DESTROYED; a peer on a device the
// current one cannot access — the current context itself, another context
// on the same device (a device is not its own peer), a device of another
// major compute capability — CUDA_ERROR_PEER_ACCESS_UNSUPPORTED; access
// already enabled CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED (documented; not
// measurable with one GPU). CUDA_ERROR_TOO_MANY_PEERS is never returned:
// cudasim has no hardware limit on peers.
func (t *Thread) CtxEnablePeerAccess(peer Context, flags uint32) error {
	const call = "cuCtxEnablePeerAccess"
	c, err := t.current()
	if err != nil {
		return err
	}
	p, err := t.peerContext(peer, call)
	if err != nil {
		return err
	}
	if flags != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "%s flags %#x: reserved, must be 0", call, flags)
	}
	if err := t.peerAlive(p, peer, call); err != nil {
		return err
	}
	if !t.d.peerCapable(c.Device, p.Device) {
		why := "a device is not its own peer"
		switch {
		case p == c:
			why = "a context is not its own peer"
		case c.Device != p.Device:
			why = fmt.Sprintf("cuDeviceCanAccessPeer(%d, %d) is 0", c.Device, p.Device)
		}
		return cu.Errorf(cu.ErrorPeerAccessUnsupported, "%v cannot be given access to %v: %s", c, p, why)
	}
	r := resources(c)
	if r == nil {
		return c.Err()
	}
	r.mu.Lock()
	peers := r.livePeers()
	if _, ok := peers[p]; ok {
		r.mu.Unlock()
		return cu.Errorf(cu.ErrorPeerAccessAlreadyEnabled, "%v already has peer access to %v", c, p)
	}
	if peers == nil {
		peers = map[*ctx.Context]uint64{}
		r.peers = peers
	}
	peers[p] = p.Generation()
	r.mu.Unlock()
	t.d.emit(Notice{Kind: NoticePeerEnable, Thread: t.id, Device: c.Device, Context: Context(c.Handle), Handle: p.Handle,
		Detail: fmt.Sprintf("kernels in %v may reach device %d's memory through %v", c, p.Device, p)})
	return nil
}

// CtxDisablePeerAccess is cuCtxDisablePeerAccess: the current context's
// kernels no longer reach peer's device through peer. Measured on one H200
// (testdata/reference/peer): no current context, and a NULL peer, are
// CUDA_ERROR_INVALID_CONTEXT (a destroyed current context
// CUDA_ERROR_CONTEXT_IS_DESTROYED); a destroyed or inactive peer
// CUDA_ERROR_CONTEXT_IS_DESTROYED; access that was never enabled —
// including to the current context itself and to another context on its
// device — CUDA_ERROR_PEER_ACCESS_NOT_ENABLED. Access that ended when the
// peer died cannot be disabled: the peer is no longer a live context.
func (t *Thread) CtxDisablePeerAccess(peer Context) error {
	const call = "cuCtxDisablePeerAccess"
	c, err := t.current()
	if err != nil {
		return err
	}
	p, err := t.peerContext(peer, call)
	if err != nil {
		return err
	}
	if err := t.peerAlive(p, peer, call); err != nil {
		return err
	}
	r := resources(c)
	if r == nil {
		return c.Err()
	}
	r.mu.Lock()
	_, ok := r.livePeers()[p]
	delete(r.peers, p)
	r.mu.Unlock()
	if !ok {
		return cu.Errorf(cu.ErrorPeerAccessNotEnabled, "%v has no peer access to %v", c, p)
	}
	t.d.emit(Notice{Kind: NoticePeerDisable, Thread: t.id, Device: c.Device, Context: Context(c.Handle), Handle: p.Handle,
		Detail: fmt.Sprintf("kernels in %v no longer reach device %d's memory through %v", c, p.Device, p)})
	return nil
}

// kernelMemory is the memory a kernel launched in c reaches: with one
// device and no mapping it may only read, all of it; else a view (which
// refuses writes to read-only memory: sim.WriteChecker) without the device
// memory of devices c has no live peer access to, and without other
// devices' pool memory that c's device was given no access to
// (poolWindows).
func (d *Driver) kernelMemory(c *ctx.Context) module.Memory {
	if len(d.devices) == 1 {
		if !d.mem.ReadOnlyMapped() {
			return d.mem
		}
		return d.mem.View(c.Device, []bool{true})
	}
	reach := make([]bool, len(d.devices))
	reach[c.Device] = true
	if r := resources(c); r != nil {
		r.mu.Lock()
		for p := range r.livePeers() {
			reach[p.Device] = true
		}
		r.mu.Unlock()
	}
	return d.mem.View(c.Device, reach).WithWindows(d.poolWindows(c.Device))
}

var (
	_ module.Memory    = (*mem.View)(nil)
	_ sim.WriteChecker = (*mem.View)(nil)
)

// MemcpyPeer is cuMemcpyPeer: n bytes from src to dst, whose contexts
// are srcCtx and dstCtx. It needs no peer access (the driver stages the
// copy, as the real one does between devices without it). Measured on one
// H200 (testdata/reference/peer): it needs a current context
// (CUDA_ERROR_INVALID_CONTEXT without one); NULL contexts are accepted, and
// an address need not belong to the context named with it; an address in
// no allocation, or a copy running past one, is CUDA_ERROR_INVALID_VALUE;
// no bytes at NULL addresses succeed. A destroyed context, or a primary
// context reset to inactive, as either context crashed the real driver
// (SIGSEGV); cudasim answers CUDA_ERROR_CONTEXT_IS_DESTROYED instead (a test
// tool must never crash), and CUDA_ERROR_INVALID_CONTEXT for a value that
// never was a context (not measured).
func (t *Thread) MemcpyPeer(dst DevicePtr, dstCtx Context, src DevicePtr, srcCtx Context, n uint64) error {
	if err := t.syncCopy(); err != nil {
		return err
	}
	if err := t.copyContexts(dstCtx, srcCtx); err != nil {
		return err
	}
	return t.d.mem.Copy(dst, src, n)
}

// MemcpyPeerAsync is cuMemcpyPeerAsync: MemcpyPeer in stream order on s
// (the default streams need a current context: CUDA_ERROR_INVALID_CONTEXT
// without one, measured). A stream handle that is no stream crashed the
// real driver; cudasim answers CUDA_ERROR_INVALID_HANDLE, as for its other
// stream-ordered calls.
func (t *Thread) MemcpyPeerAsync(dst DevicePtr, dstCtx Context, src DevicePtr, srcCtx Context, n uint64, s Stream) error {
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	if err := t.copyContexts(dstCtx, srcCtx); err != nil {
		return err
	}
	if err := t.captureForbids(s, "cuMemcpyPeerAsync"); err != nil {
		return err
	}
	// Queued behind the stream's pending work as cuMemcpyDtoDAsync is: a peer copy behind
	// a kernel that waits for the host must not make the host wait (rt30's r_asynccopy).
	return t.streamOp(s, c, "cuMemcpyPeerAsync", false, func() error { return t.d.mem.Copy(dst, src, n) })
}

// copyContexts checks cuMemcpyPeer's context arguments (see MemcpyPeer).
func (t *Thread) copyContexts(hs ...Context) error {
	for _, h := range hs {
		if h == 0 {
			continue
		}
		c, err := t.peerContext(h, "cuMemcpyPeer")
		if err != nil {
			return err
		}
		if err := t.peerAlive(c, h, "cuMemcpyPeer"); err != nil {
			return err
		}
	}
	return nil
}
