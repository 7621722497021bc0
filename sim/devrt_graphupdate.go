package sim

import "encoding/binary"

// Device-updatable kernel nodes (CUDA 12.4+): a kernel node made with the
// attribute CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE has a device
// handle (cudaGraphDeviceNode_t) through which device code changes the node
// of the executable graph: its parameters, grid and whether it is enabled.
// The engine reads each calling thread's arguments and hands the updates to
// DeviceRuntime.UpdateKernelNodes; docs/device-runtime.md says what holds.

// KernelNodeField is enum cudaGraphKernelNodeField: what an update changes
// (the values nvcc 13.0 stores for cudaGraphKernelNodeFieldGridDim and
// cudaGraphKernelNodeFieldParam, testdata/reference/occ12/devupd).
type KernelNodeField uint32

// The fields of a kernel node update.
const (
	KernelNodeFieldInvalid KernelNodeField = 0
	KernelNodeFieldGridDim KernelNodeField = 1
	KernelNodeFieldParam   KernelNodeField = 2
	KernelNodeFieldEnabled KernelNodeField = 3
)

// KernelNodeUpdate is one struct cudaGraphKernelNodeUpdate: Node is the
// device handle; for a parameter update Value holds the Size bytes read from
// the thread's pValue (nil when Size is more than a kernel's parameters may
// take, which the update refuses anyway), to be written at Offset of the
// node's parameter block.
type KernelNodeUpdate struct {
	Node    uint64
	Field   KernelNodeField
	Offset  uint64
	Size    uint64
	Value   []byte
	Grid    [3]uint32
	Enabled bool
}

// maxParamBytes bounds what a parameter update reads from the thread: the
// largest kernel parameter block (32,764 bytes).
const maxParamBytes = 32764

// kernelNodeUpdateSize is sizeof(cudaGraphKernelNodeUpdate): the node, the
// field at 8, the union at 16 (pValue, offset, size; or the dim3; or
// isEnabled), 40 bytes in all (as nvcc 13.0 lays out an array of two,
// testdata/reference/occ12/devupd).
const kernelNodeUpdateSize = 40

// addGraphUpdateCalls adds the kernel node updates to the device runtime's calls (devrtCalls).
func addGraphUpdateCalls(devrtCalls map[string]devrtCall) {
	devrtCalls["cudaGraphKernelNodeSetParam"] = func(w *warp, cs *callSite, l int) (uint64, bool) {
		u := KernelNodeUpdate{Node: w.arg(cs, 0, l), Field: KernelNodeFieldParam, Offset: w.arg(cs, 1, l), Size: w.arg(cs, 3, l)}
		if !w.readParamValue(&u, w.arg(cs, 2, l), l) {
			return 0, false
		}
		return w.devRC(l, w.cta.l.DeviceRuntime.UpdateKernelNodes([]KernelNodeUpdate{u}))
	}
	devrtCalls["cudaGraphKernelNodeSetEnabled"] = func(w *warp, cs *callSite, l int) (uint64, bool) {
		u := KernelNodeUpdate{Node: w.arg(cs, 0, l), Field: KernelNodeFieldEnabled, Enabled: uint32(w.arg(cs, 1, l))&0xff != 0}
		return w.devRC(l, w.cta.l.DeviceRuntime.UpdateKernelNodes([]KernelNodeUpdate{u}))
	}
	devrtCalls["cudaGraphKernelNodeSetGridDim"] = func(w *warp, cs *callSite, l int) (uint64, bool) {
		g0, g1 := w.argWord(cs, 1, 0, l), w.argWord(cs, 1, 1, l)
		u := KernelNodeUpdate{Node: w.arg(cs, 0, l), Field: KernelNodeFieldGridDim, Grid: [3]uint32{uint32(g0), uint32(g0 >> 32), uint32(g1)}}
		return w.devRC(l, w.cta.l.DeviceRuntime.UpdateKernelNodes([]KernelNodeUpdate{u}))
	}
	devrtCalls["cudaGraphKernelNodeUpdatesApply"] = func(w *warp, cs *callSite, l int) (uint64, bool) {
		p, n := w.arg(cs, 0, l), w.arg(cs, 1, l)
		if p == 0 || n > 1<<16 {
			// measured: (NULL, 0) is cudaErrorInvalidValue (testdata/reference/occ13)
			return w.devRC(l, cudaErrorInvalidValue)
		}
		if n == 0 {
			return w.devRC(l, 0)
		}
		us := make([]KernelNodeUpdate, n)
		for i := range us {
			var q [5]uint64
			for j := range q {
				b := w.generic(p+uint64(i)*kernelNodeUpdateSize+8*uint64(j), 8, l, false)
				if b == nil {
					return 0, false
				}
				q[j] = binary.LittleEndian.Uint64(b)
			}
			u := KernelNodeUpdate{Node: q[0], Field: KernelNodeField(uint32(q[1]))}
			switch u.Field {
			case KernelNodeFieldParam:
				u.Offset, u.Size = q[3], q[4]
				if !w.readParamValue(&u, q[2], l) {
					return 0, false
				}
			case KernelNodeFieldGridDim:
				u.Grid = [3]uint32{uint32(q[2]), uint32(q[2] >> 32), uint32(q[3])}
			case KernelNodeFieldEnabled:
				u.Enabled = uint32(q[2]) != 0
			}
			us[i] = u
		}
		return w.devRC(l, w.cta.l.DeviceRuntime.UpdateKernelNodes(us))
	}
}

// readParamValue reads a parameter update's bytes from the thread's
// memory at p (any alignment); false when the thread faulted.
func (w *warp) readParamValue(u *KernelNodeUpdate, p uint64, l int) bool {
	if u.Size == 0 || u.Size > maxParamBytes {
		return true
	}
	u.Value = make([]byte, u.Size)
	for i := range u.Value {
		b := w.generic(p+uint64(i), 1, l, false)
		if b == nil {
			return false
		}
		u.Value[i] = b[0]
	}
	return true
}
