package driver

import (
	"fmt"

	"cudasim/cu"
)

// Kernel node attributes: cuGraphKernelNodeGetAttribute, SetAttribute and
// CopyAttributes, as measured on the H200 (testdata/reference/streamops,
// section kattr; testdata/reference/faith, section kattr2). A node's
// attributes are launch attributes it keeps: cooperative and the cluster
// dimension change how the node launches (as cuLaunchKernelEx's do); the
// others are hints to the GPU's caches and scheduler that cudasim keeps
// and returns.

// More CUlaunchAttributeID values, those only kernel nodes take.
const (
	LaunchAttributeDeviceUpdatableKernelNode     LaunchAttributeID = 13 // CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE
	LaunchAttributePreferredSharedMemoryCarveout LaunchAttributeID = 14 // CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT
)

// defaultKernelNodeAttrs is what a new kernel node answers: all zero but
// the memory synchronization domain map, whose remote domain is 1
// (measured: get 9 on a fresh node read default_ 0, remote 1).
var defaultKernelNodeAttrs = LaunchAttrValue{MemSyncDomainMap: [2]uint8{0, 1}}

// clusterSchedulingSpread is CU_CLUSTER_SCHEDULING_POLICY_SPREAD.
const clusterSchedulingSpread = 1

// kernelNodeAttrKnown answers for the IDs a kernel node has no attribute
// for: the H200 answered CUDA_ERROR_INVALID_VALUE to get and set of 0
// (ignore), 3 (synchronization policy, a stream's), 6 and 7
// (programmatic serialization and event), 11, 12 and from 15 on.
func kernelNodeAttrKnown(id LaunchAttributeID, call string) error {
	switch id {
	case LaunchAttributeAccessPolicyWindow, LaunchAttributeCooperative, LaunchAttributeClusterDim,
		LaunchAttributeClusterSchedulingPolicy, LaunchAttributePriority, LaunchAttributeMemSyncDomainMap,
		LaunchAttributeMemSyncDomain, LaunchAttributeDeviceUpdatableKernelNode, LaunchAttributePreferredSharedMemoryCarveout:
		return nil
	}
	return cu.Errorf(cu.ErrorInvalidValue, "%s: attribute %d is not a kernel node attribute", call, id)
}

// kernelNodeOf is node h's kernel parameters, with the graphs locked; a
// node of another type is CUDA_ERROR_INVALID_VALUE (measured: a memset
// node).
func (t *Thread) kernelNodeOf(h GraphNode, call string) (*graphNode, *kernelParams, func(), error) {
	if err := t.d.ready(); err != nil {
		return nil, nil, nil, err
	}
	n, unlock, err := t.lockNode(h)
	if err != nil {
		return nil, nil, nil, err
	}
	kp, ok := n.p.(*kernelParams)
	if !ok {
		unlock()
		return nil, nil, nil, cu.Errorf(cu.ErrorInvalidValue, "%s: %v is a %s node, not a kernel node", call, n, n.typ)
	}
	return n, kp, unlock, nil
}

// GraphKernelNodeGetAttribute is cuGraphKernelNodeGetAttribute: the value
// set, or a new node's (defaultKernelNodeAttrs). Only the member id names
// is meaningful.
func (t *Thread) GraphKernelNodeGetAttribute(h GraphNode, id LaunchAttributeID) (LaunchAttrValue, error) {
	const call = "cuGraphKernelNodeGetAttribute"
	_, kp, unlock, err := t.kernelNodeOf(h, call)
	if err != nil {
		return LaunchAttrValue{}, err
	}
	defer unlock()
	if err := kernelNodeAttrKnown(id, call); err != nil {
		return LaunchAttrValue{}, err
	}
	return kp.attrs, nil
}

// GraphKernelNodeSetAttribute is cuGraphKernelNodeSetAttribute: it sets
// the member of v that id names, as measured on the H200
// (testdata/reference/faith, section kattr2): a priority is clamped to the
// context's range [-5, 0]; a memory synchronization domain other than 0 or
// 1, a shared memory carveout outside 0-100 and a device-updatable flag
// other than 0 or 1 are CUDA_ERROR_INVALID_VALUE; a cluster dimension is
// checked against the node's grid then (CUDA_ERROR_INVALID_CLUSTER_SIZE,
// as a launch checks it); cooperative, the scheduling policy and the domain
// map are kept as given. Making a node device-updatable gives it a device
// handle (graphdevupdate.go), the same each time (measured), which is
// returned in the value's DevNode as the driver writes it back into the
// caller's (measured); it cannot be made 0 again (CUDA_ERROR_NOT_SUPPORTED,
// measured). The node's parameters are not changed in place: an
// executable graph instantiated from it keeps what it had.
func (t *Thread) GraphKernelNodeSetAttribute(h GraphNode, id LaunchAttributeID, v LaunchAttrValue) (LaunchAttrValue, error) {
	const call = "cuGraphKernelNodeSetAttribute"
	n, kp, unlock, err := t.kernelNodeOf(h, call)
	if err != nil {
		return v, err
	}
	defer unlock()
	if err := kernelNodeAttrKnown(id, call); err != nil {
		return v, err
	}
	np := *kp
	a := &np.attrs
	switch id {
	case LaunchAttributeAccessPolicyWindow:
		if err := t.checkAccessPolicyWindow(v.Window, np.fn.mod.c.Device, "cuGraphKernelNodeSetAttribute"); err != nil {
			return v, err
		}
		a.Window = v.Window
	case LaunchAttributeCooperative:
		a.Cooperative = v.Cooperative
		np.l.Cooperative = v.Cooperative != 0
	case LaunchAttributeClusterDim:
		a.ClusterDim = v.ClusterDim
		np.l.Cluster = [3]uint32{}
		if v.ClusterDim[0] != 0 { // an X of 0 names no cluster, as for cuLaunchKernelEx
			np.l.Cluster = v.ClusterDim
			if _, err := np.fn.f.ClusterShape(&np.l); err != nil {
				return v, err
			}
		}
	case LaunchAttributeClusterSchedulingPolicy:
		a.ClusterSchedulingPolicy = v.ClusterSchedulingPolicy
	case LaunchAttributePriority:
		a.Priority = min(max(v.Priority, greatestStreamPriority), leastStreamPriority)
	case LaunchAttributeMemSyncDomainMap:
		a.MemSyncDomainMap = v.MemSyncDomainMap
	case LaunchAttributeMemSyncDomain:
		if err := checkMemSyncDomain(v.MemSyncDomain, call); err != nil {
			return v, err
		}
		a.MemSyncDomain = v.MemSyncDomain
	case LaunchAttributeDeviceUpdatableKernelNode:
		switch v.DeviceUpdatable {
		case 0:
			if a.DeviceUpdatable != 0 {
				// Measured (testdata/reference/faith, section kattr2).
				return v, &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
					Detail: fmt.Sprintf("%s: %v is device-updatable, which cannot be undone", call, n)}
			}
		case 1:
			if a.DeviceUpdatable == 0 {
				a.DeviceUpdatable, a.DevNode = 1, t.d.newDevNode()
			}
			v.DevNode = a.DevNode
		default:
			return v, cu.Errorf(cu.ErrorInvalidValue, "%s: device-updatable flag %d is not 0 or 1", call, v.DeviceUpdatable)
		}
	case LaunchAttributePreferredSharedMemoryCarveout:
		if v.SharedMemCarveout < 0 || v.SharedMemCarveout > 100 {
			return v, cu.Errorf(cu.ErrorInvalidValue, "%s: shared memory carveout %d is not a percentage", call, v.SharedMemCarveout)
		}
		a.SharedMemCarveout = v.SharedMemCarveout
	}
	n.p = &np
	return v, nil
}

// checkMemSyncDomain refuses what is no CUlaunchMemSyncDomain (measured:
// 2 on a kernel node, 5 on a stream).
func checkMemSyncDomain(d int32, call string) error {
	if d != 0 && d != 1 {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: memory synchronization domain %d is not DEFAULT (0) or REMOTE (1)", call, d)
	}
	return nil
}

// GraphKernelNodeCopyAttributes is cuGraphKernelNodeCopyAttributes: dst
// takes src's attributes (measured, each attribute: testdata/reference/faith,
// section kattr2). Both must be kernel nodes (CUDA_ERROR_INVALID_VALUE
// otherwise, measured). The H200 refused to copy a device-updatable node's
// (CUDA_ERROR_NOT_SUPPORTED, testdata/reference/occ12/w2/devupd.h200.1.out).
func (t *Thread) GraphKernelNodeCopyAttributes(dst, src GraphNode) error {
	const call = "cuGraphKernelNodeCopyAttributes"
	_, skp, unlock, err := t.kernelNodeOf(src, call)
	if err != nil {
		return err
	}
	attrs, coop, cluster := skp.attrs, skp.l.Cooperative, skp.l.Cluster
	unlock()
	if attrs.DeviceUpdatable != 0 {
		return &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
			Detail: fmt.Sprintf("%s: %v is device-updatable: its attributes cannot be copied", call, src)}
	}
	n, dkp, unlock, err := t.kernelNodeOf(dst, call)
	if err != nil {
		return err
	}
	defer unlock()
	np := *dkp
	np.attrs, np.l.Cooperative, np.l.Cluster = attrs, coop, cluster
	n.p = &np
	return nil
}
