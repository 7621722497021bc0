package driver

import (
	"fmt"

	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/module"
	"cudasim/sim"
)

// Device-updatable kernel nodes (docs/device-runtime.md, "Device-updatable
// kernel nodes"), as measured on the H200 with
// testdata/reference/occ12/devupd/t_dp_devupd.cu (its output beside it in
// ../w2): a kernel node given CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE
// gets a device handle (devNode, written back to the caller) that device
// code passes to cudaGraphKernelNodeSetParam, SetEnabled, SetGridDim and
// UpdatesApply. An update changes the node of the executable graph made
// from it: it holds for that graph's later launches, and for the rest of
// the launch that made it (a node after the updater runs updated), until
// the host sets the node's parameters again.

// devUpdatableNode is what a device handle names: the node of the
// executable graph instantiated for device launch from the graph node (nil
// without one: the graph may be instantiated once at a time, measured).
type devUpdatableNode struct {
	exec *graphExec
	node *execNode
}

func (*devUpdatableNode) handleKind() string { return "device-updatable kernel node" }

// newDevNode makes a device handle for a kernel node made device-updatable.
func (d *Driver) newDevNode() uint64 { return d.handles.add(&devUpdatableNode{}) }

// isDeviceUpdatable reports whether p is a device-updatable kernel node's.
func isDeviceUpdatable(p nodeParams) bool {
	kp, ok := p.(*kernelParams)
	return ok && kp.attrs.DeviceUpdatable != 0
}

// hasDeviceUpdatable reports whether g holds a device-updatable kernel node;
// such a graph cannot be cloned and an executable graph with one cannot be
// updated from a graph (measured: CUDA_ERROR_NOT_SUPPORTED for both).
// gs.mu is held.
func (g *graph) hasDeviceUpdatable() bool {
	for _, n := range g.nodes {
		if isDeviceUpdatable(n.p) {
			return true
		}
	}
	return false
}

// bindDevNodes points the device handles of e's device-updatable nodes at
// e's copies when e is instantiated for device launch: updates do not reach
// a graph instantiated for the host (measured: testdata/reference/occ13,
// NO_LASTERR). gs.mu is held.
func (d *Driver) bindDevNodes(e *graphExec) {
	if e.flags&GraphInstantiateDeviceLaunch == 0 {
		return
	}
	for _, en := range e.nodes {
		if kp, ok := en.p.(*kernelParams); ok && kp.attrs.DeviceUpdatable != 0 {
			if dn, ok := lookupHandle[*devUpdatableNode](d, kp.attrs.DevNode); ok {
				dn.exec, dn.node = e, en
			}
		}
	}
}

// unbindDevNodes forgets e's nodes, e being destroyed. gs.mu is held.
func (d *Driver) unbindDevNodes(e *graphExec) {
	for _, en := range e.nodes {
		if kp, ok := en.p.(*kernelParams); ok && kp.attrs.DeviceUpdatable != 0 {
			if dn, ok := lookupHandle[*devUpdatableNode](d, kp.attrs.DevNode); ok && dn.exec == e {
				dn.exec, dn.node = nil, nil
			}
		}
	}
}

// liveNode runs an executable graph's device-updatable kernel node as it is
// when its turn comes, not as it was when the launch began: device code
// earlier in the same launch may have changed it (measured).
type liveNode struct{ en *execNode }

func (n liveNode) run(t *Thread, c *ctx.Context, s Stream) error {
	gs := t.d.graphs()
	gs.mu.Lock()
	p, off := n.en.p, n.en.disabled
	gs.mu.Unlock()
	if off {
		return nil
	}
	return p.run(t, c, s)
}

// UpdateKernelNodes applies device-side updates of device-updatable kernel
// nodes, each checked first, as the H200 answered
// (testdata/reference/occ12/w2/devupd.h200.1.out): a NULL node, parameter
// bytes past the kernel's parameters, a grid dimension of 0 or over the
// device's limit are cudaErrorInvalidValue and change nothing; writing 0
// bytes succeeds. A handle whose node has no graph instantiated for device
// launch succeeds and changes nothing (measured, testdata/reference/occ13).
func (g *devGrid) UpdateKernelNodes(us []sim.KernelNodeUpdate) uint32 {
	d := g.t.d
	gs := d.graphs()
	gs.mu.Lock()
	defer gs.mu.Unlock()
	type change struct {
		en       *execNode
		p        *kernelParams
		disabled bool
	}
	var changes []change
	pending := map[*execNode]int{} // index in changes: updates of one node build on each other
	for _, u := range us {
		dn, ok := lookupHandle[*devUpdatableNode](d, u.Node)
		if !ok {
			return cudaErrorInvalidValue
		}
		if dn.node == nil {
			continue // measured: with no device-launch graph of the node the update succeeds and changes nothing
		}
		i, seen := pending[dn.node]
		if !seen {
			kp, ok := dn.node.p.(*kernelParams)
			if !ok {
				return cudaErrorInvalidValue
			}
			i = len(changes)
			pending[dn.node] = i
			changes = append(changes, change{en: dn.node, p: kp, disabled: dn.node.disabled})
		}
		ch := &changes[i]
		np := *ch.p
		switch u.Field {
		case sim.KernelNodeFieldParam:
			block, err := np.fn.f.Pack(&np.l)
			if err != nil || u.Offset > uint64(len(block)) || u.Size > uint64(len(block))-u.Offset {
				return cudaErrorInvalidValue
			}
			copy(block[u.Offset:], u.Value)
			np.l.Params, np.l.Buffer, np.l.HasBuffer = nil, block, true
		case sim.KernelNodeFieldGridDim:
			np.l.Grid = u.Grid
			if err := np.fn.f.Check(&np.l); err != nil {
				return cudaErrorInvalidValue
			}
		case sim.KernelNodeFieldEnabled:
			ch.disabled = !u.Enabled
		default:
			return cudaErrorInvalidValue
		}
		ch.p = &np
	}
	for _, ch := range changes {
		ch.en.p, ch.en.disabled = ch.p, ch.disabled
	}
	return 0
}

// deviceUpdatableLaunch is cuLaunchKernelEx with
// CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE set: into a capturing
// stream the captured node is device-updatable and *devNode its handle;
// otherwise CUDA_ERROR_NOT_SUPPORTED, and nothing runs (both measured).
func (t *Thread) deviceUpdatableLaunch(f Function, l *module.Launch, s Stream, devNode *uint64) error {
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	_, ok, err := t.capturedNode(s, GraphNodeKernel, func() (nodeParams, error) {
		fn, err := t.launchTarget(f, c)
		t.d.flush(t.id)
		if err != nil {
			return nil, err
		}
		kp := t.newKernelParams(f, fn, l)
		kp.attrs.DeviceUpdatable, kp.attrs.DevNode = 1, t.d.newDevNode()
		*devNode = kp.attrs.DevNode
		return kp, nil
	})
	if !ok {
		return &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
			Detail: fmt.Sprintf("cuLaunchKernelEx with CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE into stream %#x, which is not capturing: only a graph's kernel node can be device-updatable", uint64(s))}
	}
	return err
}
