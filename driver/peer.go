package driver

import (
	"fmt"

	"cudasim/ctx"
	"cudasim/cu"
	"cudasim/mem"
	"cudasim/module"
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
// What is documented (NVIDIA CUDA Driver API, "Peer Context Memory Access"):
// cuCtxEnablePeerAccess returns CUDA_ERROR_PEER_ACCESS_UNSUPPORTED when
// cuDeviceCanAccessPeer says the current context's device cannot access the
// peer's, CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED when access was enabled
// already, CUDA_ERROR_INVALID_CONTEXT when there is no current context, the
// peer is not a valid context or the peer is the current context, and
// CUDA_ERROR_INVALID_VALUE when Flags is not 0; cuCtxDisablePeerAccess
// returns CUDA_ERROR_PEER_ACCESS_NOT_ENABLED when access was not enabled and
// CUDA_ERROR_INVALID_CONTEXT when there is no current context or the peer is
// not a valid context; cuDeviceGetP2PAttribute returns
// CUDA_ERROR_INVALID_DEVICE when either device is invalid or both are the
// same device, and CUDA_ERROR_INVALID_VALUE for an invalid attribute. The
// order in which these checks are made is not documented and not measured
// (testdata/reference/peer/probe_peer.c is written to measure it on one
// H200).

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
// unified addressing and have the same major compute capability (and a
// device is not its own peer: cudaDeviceCanAccessPeer(0, 0) gives 0, as
// reported on NVIDIA's developer forum; not measured here). Beyond them,
// whether two devices are linked depends on the machine; cudasim's choice,
// not measured (only one H200 could be measured), is that every pair of
// emulated devices meeting them sits on one NVLink fabric, as the GPUs of an
// HGX H200 board do.
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

// DeviceCanAccessPeer is cuDeviceCanAccessPeer: 1 if contexts on dev can be
// given access to peer's memory (see peerCapable: a device is not its own
// peer; emulated devices of the same major compute capability are linked).
// A device out of range is CUDA_ERROR_INVALID_DEVICE (documented).
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
// CUDA_ERROR_INVALID_VALUE (both documented; the devices are checked first,
// not measured).
//
// The values are cudasim's choice, not measured (one H200 could be
// measured, and a link needs two): for devices that can be peers (see
// DeviceCanAccessPeer), the NVLink of an HGX H200 board — performance rank
// 0 (the documented value of the best link), access supported 1, native
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
// and cuCtxDisablePeerAccess: NULL, a handle that is no context and a
// destroyed context are CUDA_ERROR_INVALID_CONTEXT ("not a valid context",
// documented); a primary context that was reset or released is
// CUDA_ERROR_CONTEXT_IS_DESTROYED and one with a sticky error gives that
// error (neither measured).
func (t *Thread) peerContext(h Context, call string) (*ctx.Context, error) {
	if h == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidContext, "%s of a NULL peer context", call)
	}
	p, err := t.d.context(h)
	if err != nil {
		return nil, err
	}
	if err := p.Err(); err != nil {
		return nil, err
	}
	return p, nil
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
// Codes, in the order cudasim checks them (the codes are documented, the
// order is not measured): no current context CUDA_ERROR_INVALID_CONTEXT
// (the current context's sticky error if it has one); an invalid peer (see
// peerContext) or the current context itself CUDA_ERROR_INVALID_CONTEXT;
// flags other than 0 CUDA_ERROR_INVALID_VALUE; a peer on a device the
// current one cannot access — including another context on the same device,
// since a device is not its own peer — CUDA_ERROR_PEER_ACCESS_UNSUPPORTED;
// access already enabled CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED.
// CUDA_ERROR_TOO_MANY_PEERS is never returned: cudasim has no hardware
// limit on peers.
func (t *Thread) CtxEnablePeerAccess(peer Context, flags uint32) error {
	c, err := t.current()
	if err != nil {
		return err
	}
	p, err := t.peerContext(peer, "cuCtxEnablePeerAccess")
	if err != nil {
		return err
	}
	if p == c {
		return cu.Errorf(cu.ErrorInvalidContext, "cuCtxEnablePeerAccess of the current context (%v) itself", c)
	}
	if flags != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuCtxEnablePeerAccess flags %#x: reserved, must be 0", flags)
	}
	if !t.d.peerCapable(c.Device, p.Device) {
		why := "a device is not its own peer"
		if c.Device != p.Device {
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
// kernels no longer reach peer's device through peer. No current context
// and an invalid peer are CUDA_ERROR_INVALID_CONTEXT (documented; the
// current context's sticky error if it has one); access that was never
// enabled, or ended when the peer died, is
// CUDA_ERROR_PEER_ACCESS_NOT_ENABLED (documented), and so is the current
// context itself as peer (not measured).
func (t *Thread) CtxDisablePeerAccess(peer Context) error {
	c, err := t.current()
	if err != nil {
		return err
	}
	p, err := t.peerContext(peer, "cuCtxDisablePeerAccess")
	if err != nil {
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
// device, all of it; with more, a view without the device memory of devices
// c has no live peer access to.
func (d *Driver) kernelMemory(c *ctx.Context) module.Memory {
	if len(d.devices) == 1 {
		return d.mem
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
	return d.mem.View(c.Device, reach)
}

var _ module.Memory = (*mem.View)(nil)

// MemcpyPeer is cuMemcpyPeer: n bytes from src in srcCtx to dst in dstCtx.
// It needs no peer access (the driver stages the copy, as the real one
// does between devices without it). Either context NULL, not a context or
// destroyed is CUDA_ERROR_INVALID_CONTEXT; either context's sticky error is
// returned. cudasim does not check that each address belongs to its
// context's device, and needs no current context (neither measured).
func (t *Thread) MemcpyPeer(dst DevicePtr, dstCtx Context, src DevicePtr, srcCtx Context, n uint64) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if err := t.copyContexts(dstCtx, srcCtx); err != nil {
		return err
	}
	return t.d.mem.Copy(dst, src, n)
}

// MemcpyPeerAsync is cuMemcpyPeerAsync: MemcpyPeer in stream order on s.
func (t *Thread) MemcpyPeerAsync(dst DevicePtr, dstCtx Context, src DevicePtr, srcCtx Context, n uint64, s Stream) error {
	if _, err := t.streamContext(s); err != nil {
		return err
	}
	if err := t.copyContexts(dstCtx, srcCtx); err != nil {
		return err
	}
	return t.d.mem.Copy(dst, src, n)
}

func (t *Thread) copyContexts(hs ...Context) error {
	for _, h := range hs {
		if h == 0 {
			return cu.Errorf(cu.ErrorInvalidContext, "cuMemcpyPeer of a NULL context")
		}
		c, err := t.d.context(h)
		if err != nil {
			return err
		}
		if err := c.Err(); err != nil {
			return err
		}
	}
	return nil
}
