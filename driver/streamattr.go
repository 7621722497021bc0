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
	// Set through the attributes (testdata/reference/faith, section
	// streamattr); until then a stream answers its creation priority,
	// domain 0 and the map {0, 1}.
	priority            int32
	prioritySet, mapSet bool
	domain              int32
	domainMap           [2]uint8
}

// StreamSetAttribute is cuStreamSetAttribute. An access policy window wider
// than the device's CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE, or
// with a hitRatio above 1, is CUDA_ERROR_INVALID_VALUE and leaves the old
// window (measured; a negative hitRatio is taken for as bad, unmeasured); the
// access properties are stored as given (the H200 took 7). An attribute that
// is no stream attribute is CUDA_ERROR_INVALID_VALUE. A priority is clamped
// to [-5, 0]; a memory synchronization domain other than 0 or 1 is
// CUDA_ERROR_INVALID_VALUE and the domain map is kept as given (measured:
// testdata/reference/faith, section streamattr; cuStreamGetPriority keeps
// answering the creation priority, not measured). The H200 took every
// attribute on the default streams too; cudasim keeps none for them:
// CUDA_ERROR_NOT_SUPPORTED.
func (t *Thread) StreamSetAttribute(h Stream, id LaunchAttributeID, v StreamAttrValue) error {
	c, err := t.streamContext(h)
	if err != nil {
		return err
	}
	if err := streamAttrKnown(id, "cuStreamSetAttribute"); err != nil {
		return err
	}
	if isDefaultStream(h) {
		return cu.Errorf(cu.ErrorNotSupported, "cuStreamSetAttribute of attribute %d on default stream %#x: cudasim keeps no attributes for the default streams", id, uint64(h))
	}
	if id == LaunchAttributeMemSyncDomain {
		if err := checkMemSyncDomain(v.MemSyncDomain, "cuStreamSetAttribute"); err != nil {
			return err
		}
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
	case LaunchAttributePriority:
		s.attrs.priority, s.attrs.prioritySet = min(max(v.Priority, greatestStreamPriority), leastStreamPriority), true
	case LaunchAttributeMemSyncDomain:
		s.attrs.domain = v.MemSyncDomain
	case LaunchAttributeMemSyncDomainMap:
		s.attrs.domainMap, s.attrs.mapSet = v.MemSyncDomainMap, true
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
	v.MemSyncDomainMap = [2]uint8{0, 1} // measured: default_ 0, remote 1
	if isDefaultStream(h) {
		return v, nil // measured: what a stream never set answers (priority 0)
	}
	s, err := t.d.stream(h)
	if err != nil {
		return v, err
	}
	s.attrs.mu.Lock()
	defer s.attrs.mu.Unlock()
	a := &s.attrs
	v.Window, v.Priority, v.MemSyncDomain = a.window, s.priority, a.domain
	if a.syncSet {
		v.SyncPolicy = a.syncPolicy
	}
	if a.prioritySet {
		v.Priority = a.priority
	}
	if a.mapSet {
		v.MemSyncDomainMap = a.domainMap
	}
	return v, nil
}

// streamAttrKnown answers for the attribute IDs that are not stream
// attributes (the H200 answered CUDA_ERROR_INVALID_VALUE for 2, cooperative,
// and 999) and for those that are but were not measured.
func streamAttrKnown(id LaunchAttributeID, call string) error {
	switch id {
	case LaunchAttributeAccessPolicyWindow, LaunchAttributeSynchronizationPolicy, LaunchAttributePriority,
		LaunchAttributeMemSyncDomainMap, LaunchAttributeMemSyncDomain:
		return nil
	}
	return cu.Errorf(cu.ErrorInvalidValue, "%s: attribute %d is not a stream attribute", call, id)
}

// copyable is what StreamCopyAttributes copies (a copy of it).
func (a *streamAttrs) copyable() streamAttrs {
	return streamAttrs{window: a.window, syncPolicy: a.syncPolicy, syncSet: a.syncSet, domain: a.domain, domainMap: a.domainMap, mapSet: a.mapSet}
}

// StreamCopyAttributes is cuStreamCopyAttributes: dst takes src's access
// policy window, synchronization policy and memory synchronization domains
// (measured, testdata/reference/streamops, section attrs; the priority
// stays, not measured). With
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
	a := s.attrs.copyable()
	s.attrs.mu.Unlock()
	d.attrs.mu.Lock()
	d.attrs.window, d.attrs.syncPolicy, d.attrs.syncSet = a.window, a.syncPolicy, a.syncSet
	d.attrs.domain, d.attrs.domainMap, d.attrs.mapSet = a.domain, a.domainMap, a.mapSet
	d.attrs.mu.Unlock()
	return nil
}
