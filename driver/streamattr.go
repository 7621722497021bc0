package driver

import (
	"math"
	"sync"

	"cudasim/cu"
	"cudasim/internal/ctx"
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

// attrsOf is stream h's attributes and creation priority. The default
// streams (NULL, legacy, per-thread) of a context share one set: the H200
// kept what was set on each (testdata/reference/faith, section
// streamattr); whether they share it was not measured.
func (t *Thread) attrsOf(h Stream) (*streamAttrs, int32, *ctx.Context, error) {
	c, err := t.streamContext(h)
	if err != nil {
		return nil, 0, nil, err
	}
	if isDefaultStream(h) {
		r := resources(c)
		if r == nil {
			return nil, 0, nil, c.Err()
		}
		return &r.defaultAttrs, 0, c, nil
	}
	s, err := t.d.stream(h)
	if err != nil {
		return nil, 0, nil, err
	}
	return &s.attrs, s.priority, c, nil
}

// StreamSetAttribute is cuStreamSetAttribute, on any stream (the default
// streams too, as measured). An access policy window wider than the
// device's CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE, or with a
// hitRatio above 1, is CUDA_ERROR_INVALID_VALUE and leaves the old window
// (measured; a negative hitRatio is taken for as bad, unmeasured); the
// access properties are stored as given (the H200 took 7). An attribute
// that is no stream attribute is CUDA_ERROR_INVALID_VALUE. A priority is
// clamped to [-5, 0]; a memory synchronization domain other than 0 or 1 is
// CUDA_ERROR_INVALID_VALUE and the domain map is kept as given (measured:
// testdata/reference/faith, section streamattr); cuStreamGetPriority then
// answers the priority set (suite2's s_stream_attrs).
func (t *Thread) StreamSetAttribute(h Stream, id LaunchAttributeID, v StreamAttrValue) error {
	a, _, c, err := t.attrsOf(h)
	if err != nil {
		return err
	}
	if err := streamAttrKnown(id, "cuStreamSetAttribute"); err != nil {
		return err
	}
	switch id {
	case LaunchAttributeMemSyncDomain:
		if err := checkMemSyncDomain(v.MemSyncDomain, "cuStreamSetAttribute"); err != nil {
			return err
		}
	case LaunchAttributeAccessPolicyWindow:
		if err := t.checkAccessPolicyWindow(v.Window, c.Device, "cuStreamSetAttribute"); err != nil {
			return err
		}
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	switch id {
	case LaunchAttributeAccessPolicyWindow:
		a.window = v.Window
	case LaunchAttributeSynchronizationPolicy:
		a.syncPolicy, a.syncSet = v.SyncPolicy, true
	case LaunchAttributePriority:
		a.priority, a.prioritySet = min(max(v.Priority, greatestStreamPriority), leastStreamPriority), true
	case LaunchAttributeMemSyncDomain:
		a.domain = v.MemSyncDomain
	case LaunchAttributeMemSyncDomainMap:
		a.domainMap, a.mapSet = v.MemSyncDomainMap, true
	}
	return nil
}

// checkAccessPolicyWindow checks an access policy window for device dev as
// the H200 did, for a stream's attribute and a launch's alike (suite2's
// s_stream_attrs; testdata/cudart/interop26, la) and for a kernel node
// (testdata/cudart/graphs26, s_gr_kattr): wider than the device's
// CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE (128 MiB took, 1 GiB
// not), a hitRatio outside [0, 1] (1.5 and -1 measured) or a persisting
// missProp is CUDA_ERROR_INVALID_VALUE. A NULL base, zero bytes and an
// unknown hitProp (7, 9) were taken.
func (t *Thread) checkAccessPolicyWindow(w AccessPolicyWindow, dev int, who string) error {
	maxBytes, err := t.d.deviceAttribute(AttrMaxAccessPolicyWindowSize, Device(dev))
	if err != nil {
		return err
	}
	if w.Bytes > uint64(maxBytes) {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: access policy window of %d bytes: the device allows %d", who, w.Bytes, maxBytes)
	}
	if !(w.HitRatio >= 0 && w.HitRatio <= 1) {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: access policy window hitRatio %g is not in [0, 1]", who, w.HitRatio)
	}
	if w.MissProp == accessPropertyPersisting {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: access policy window missProp is PERSISTING: misses may only be NORMAL or STREAMING", who)
	}
	return nil
}

// StreamGetAttribute is cuStreamGetAttribute: the value StreamSetAttribute
// stored; for a stream never set a zero window, an unset (0xFFFFFFFF)
// synchronization policy, its creation priority (0 for a default stream),
// domain 0 and the domain map {0, 1} (measured). Only the member that id
// names is meaningful.
func (t *Thread) StreamGetAttribute(h Stream, id LaunchAttributeID) (StreamAttrValue, error) {
	var v StreamAttrValue
	a, prio, _, err := t.attrsOf(h)
	if err != nil {
		return v, err
	}
	if err := streamAttrKnown(id, "cuStreamGetAttribute"); err != nil {
		return v, err
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	v.Window, v.Priority, v.MemSyncDomain = a.window, prio, a.domain
	v.SyncPolicy, v.MemSyncDomainMap = syncPolicyUnset, [2]uint8{0, 1}
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

// accessPropertyPersisting is CU_ACCESS_PROPERTY_PERSISTING.
const accessPropertyPersisting = 2

// copyable is what StreamCopyAttributes copies (a copy of it).
func (a *streamAttrs) copyable() streamAttrs {
	return streamAttrs{window: a.window, syncPolicy: a.syncPolicy, syncSet: a.syncSet, domain: a.domain, domainMap: a.domainMap, mapSet: a.mapSet,
		priority: a.priority, prioritySet: a.prioritySet}
}

// StreamCopyAttributes is cuStreamCopyAttributes: dst takes src's access
// policy window, synchronization policy and memory synchronization domains
// (measured, testdata/reference/streamops, section attrs, and
// testdata/reference/faith, section streamattr: to and from a default
// stream too) and a priority set by cuStreamSetAttribute (suite2's
// s_stream_attrs: the copy's cuStreamGetPriority answered it).
func (t *Thread) StreamCopyAttributes(dst, src Stream) error {
	d, _, _, err := t.attrsOf(dst)
	if err != nil {
		return err
	}
	s, _, _, err := t.attrsOf(src)
	if err != nil {
		return err
	}
	if d == s {
		return nil
	}
	s.mu.Lock()
	a := s.copyable()
	s.mu.Unlock()
	d.mu.Lock()
	d.window, d.syncPolicy, d.syncSet = a.window, a.syncPolicy, a.syncSet
	d.domain, d.domainMap, d.mapSet = a.domain, a.domainMap, a.mapSet
	if a.prioritySet {
		d.priority, d.prioritySet = a.priority, true
	}
	d.mu.Unlock()
	return nil
}
