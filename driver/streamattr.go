package driver

import (
	"math"
	"sync"

	"cudasim/cu"
)

// Stream attributes: cuStreamSetAttribute and cuStreamGetAttribute, as
// measured on the H200 (testdata/reference/samples/ctxprobe.txt; the
// cuda-samples program simpleAttributes sets an access policy window). The
// values are hints to the GPU's caches and scheduler: cudasim remembers and
// returns them, and nothing else changes.

// More CUlaunchAttributeID values, those that name stream attributes.
const (
	LaunchAttributeAccessPolicyWindow    LaunchAttributeID = 1  // CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW
	LaunchAttributeSynchronizationPolicy LaunchAttributeID = 3  // CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY
	LaunchAttributeMemSyncDomainMap      LaunchAttributeID = 9  // CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP
	LaunchAttributeMemSyncDomain         LaunchAttributeID = 10 // CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN
)

// AccessPolicyWindow is CUaccessPolicyWindow.
type AccessPolicyWindow struct {
	Base     uint64  // base_ptr
	Bytes    uint64  // num_bytes
	HitRatio float32 // hitRatio
	HitProp  uint32  // hitProp (CUaccessProperty)
	MissProp uint32  // missProp
}

// LaunchAttrValue holds the member of a CUlaunchAttributeValue union
// (CUstreamAttrValue, CUkernelNodeAttrValue) that an attribute ID names.
type LaunchAttrValue struct {
	Window     AccessPolicyWindow // LaunchAttributeAccessPolicyWindow
	SyncPolicy uint32             // LaunchAttributeSynchronizationPolicy (CUsynchronizationPolicy)
	Priority   int32              // LaunchAttributePriority

	// The members only kernel nodes have (kernelnodeattr.go).
	Cooperative             int32     // LaunchAttributeCooperative
	ClusterDim              [3]uint32 // LaunchAttributeClusterDim
	ClusterSchedulingPolicy int32     // LaunchAttributeClusterSchedulingPolicy
	MemSyncDomainMap        [2]uint8  // LaunchAttributeMemSyncDomainMap: default_, remote
	MemSyncDomain           int32     // LaunchAttributeMemSyncDomain
	DeviceUpdatable         int32     // LaunchAttributeDeviceUpdatableKernelNode: deviceUpdatable
	DevNode                 uint64    // LaunchAttributeDeviceUpdatableKernelNode: devNode
	SharedMemCarveout       int32     // LaunchAttributePreferredSharedMemoryCarveout
}

// StreamAttrValue is CUstreamAttrValue.
type StreamAttrValue = LaunchAttrValue

// syncPolicyUnset is what the H200 answers for a stream whose
// synchronization policy was never set: 0xFFFFFFFF, no CUsynchronizationPolicy.
const syncPolicyUnset = math.MaxUint32

type streamAttrs struct {
	mu         sync.Mutex
	window     AccessPolicyWindow
	syncPolicy uint32
	syncSet    bool
}

// StreamSetAttribute is cuStreamSetAttribute. An access policy window wider
// than the device's CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE, or
// with a hitRatio above 1, is CUDA_ERROR_INVALID_VALUE and leaves the old
// window (measured; a negative hitRatio is taken for as bad, unmeasured); the
// access properties are stored as given (the H200 took 7). An attribute that
// is no stream attribute is CUDA_ERROR_INVALID_VALUE. Setting the priority,
// the memory synchronization domains, or any attribute of a default stream
// was not measured: CUDA_ERROR_NOT_SUPPORTED.
func (t *Thread) StreamSetAttribute(h Stream, id LaunchAttributeID, v StreamAttrValue) error {
	c, err := t.streamContext(h)
	if err != nil {
		return err
	}
	if err := streamAttrKnown(id, "cuStreamSetAttribute"); err != nil {
		return err
	}
	if id == LaunchAttributePriority || isDefaultStream(h) {
		return cu.Errorf(cu.ErrorNotSupported, "cuStreamSetAttribute of attribute %d on stream %#x: not measured on a GPU, so not emulated", id, uint64(h))
	}
	s, err := t.d.stream(h)
	if err != nil {
		return err
	}
	if id == LaunchAttributeAccessPolicyWindow {
		maxBytes, err := t.DeviceGetAttribute(AttrMaxAccessPolicyWindowSize, Device(c.Device))
		if err != nil {
			return err
		}
		w := v.Window
		if w.Bytes > uint64(maxBytes) {
			return cu.Errorf(cu.ErrorInvalidValue, "access policy window of %d bytes: the device allows %d", w.Bytes, maxBytes)
		}
		if !(w.HitRatio >= 0 && w.HitRatio <= 1) {
			return cu.Errorf(cu.ErrorInvalidValue, "access policy window hitRatio %g is not in [0, 1]", w.HitRatio)
		}
	}
	s.attrs.mu.Lock()
	defer s.attrs.mu.Unlock()
	switch id {
	case LaunchAttributeAccessPolicyWindow:
		s.attrs.window = v.Window
	case LaunchAttributeSynchronizationPolicy:
		s.attrs.syncPolicy, s.attrs.syncSet = v.SyncPolicy, true
	}
	return nil
}

// StreamGetAttribute is cuStreamGetAttribute: the value StreamSetAttribute
// stored, a zero window and an unset (0xFFFFFFFF) synchronization policy for
// a stream never set, and the stream's priority. Only the member that id
// names is meaningful.
func (t *Thread) StreamGetAttribute(h Stream, id LaunchAttributeID) (StreamAttrValue, error) {
	var v StreamAttrValue
	if _, err := t.streamContext(h); err != nil {
		return v, err
	}
	if err := streamAttrKnown(id, "cuStreamGetAttribute"); err != nil {
		return v, err
	}
	v.SyncPolicy = syncPolicyUnset
	if isDefaultStream(h) {
		if id == LaunchAttributeAccessPolicyWindow {
			return v, nil // measured: 0, a zero window
		}
		return v, cu.Errorf(cu.ErrorNotSupported, "cuStreamGetAttribute of attribute %d of a default stream: not measured on a GPU, so not emulated", id)
	}
	s, err := t.d.stream(h)
	if err != nil {
		return v, err
	}
	s.attrs.mu.Lock()
	defer s.attrs.mu.Unlock()
	v.Window, v.Priority = s.attrs.window, s.priority
	if s.attrs.syncSet {
		v.SyncPolicy = s.attrs.syncPolicy
	}
	return v, nil
}

// streamAttrKnown answers for the attribute IDs that are not stream
// attributes (the H200 answered CUDA_ERROR_INVALID_VALUE for 2, cooperative,
// and 999) and for those that are but were not measured.
func streamAttrKnown(id LaunchAttributeID, call string) error {
	switch id {
	case LaunchAttributeAccessPolicyWindow, LaunchAttributeSynchronizationPolicy, LaunchAttributePriority:
		return nil
	case LaunchAttributeMemSyncDomainMap, LaunchAttributeMemSyncDomain:
		return cu.Errorf(cu.ErrorNotSupported, "%s: memory synchronization domains (attribute %d) are not emulated", call, id)
	}
	return cu.Errorf(cu.ErrorInvalidValue, "%s: attribute %d is not a stream attribute", call, id)
}

// StreamCopyAttributes is cuStreamCopyAttributes: dst takes src's access
// policy window and synchronization policy (measured,
// testdata/reference/streamops, section attrs: the H200 copied those, the
// memory synchronization domains too, which cudasim does not model). With
// a default stream (NULL, legacy, per-thread) on either side the H200
// answered CUDA_SUCCESS; cudasim then changes nothing (what such a copy
// does was not measured).
func (t *Thread) StreamCopyAttributes(dst, src Stream) error {
	if _, err := t.streamContext(dst); err != nil {
		return err
	}
	if _, err := t.streamContext(src); err != nil {
		return err
	}
	if isDefaultStream(dst) || isDefaultStream(src) || dst == src {
		return nil
	}
	d, err := t.d.stream(dst)
	if err != nil {
		return err
	}
	s, err := t.d.stream(src)
	if err != nil {
		return err
	}
	s.attrs.mu.Lock()
	window, policy, set := s.attrs.window, s.attrs.syncPolicy, s.attrs.syncSet
	s.attrs.mu.Unlock()
	d.attrs.mu.Lock()
	d.attrs.window, d.attrs.syncPolicy, d.attrs.syncSet = window, policy, set
	d.attrs.mu.Unlock()
	return nil
}
