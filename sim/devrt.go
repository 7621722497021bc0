package sim

import (
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"unsafe"

	"cudasim/cu"
)

// DeviceRuntimeUnsupported are the entry points of the CUDA device runtime
// (cuda_device_runtime_api.h: dynamic parallelism, device-side streams,
// events, memory and error calls) that cudasim does not implement. A program
// linked with the device runtime library may call them (the linker provides
// them by name); the engine compiles such a call and faults with
// CUDA_ERROR_NOT_SUPPORTED, naming the function, when a thread reaches it.
// The calls cudasim executes are DeviceRuntimeImplemented (devrt_call.go).
// The cooperative-groups entry points (cudaCG*) are implemented, in PTX, by
// internal/link's device runtime.
var DeviceRuntimeUnsupported = []string{
	"cudaDeviceGetCacheConfig", "cudaDeviceGetSharedMemConfig",
	"cudaDeviceSynchronize",
	"cudaEventRecordWithFlags", "cudaEventRecordWithFlags_ptsz",
}

func isDeviceRuntimeUnsupported(name string) bool {
	if strings.HasPrefix(name, cdp2Prefix) {
		name = "cuda" + name[len(cdp2Prefix):] // CUDA 12's form of the same call
	}
	return slices.Contains(DeviceRuntimeUnsupported, name)
}

// IsDeviceRuntimeCall reports whether name is an entry point of the device runtime that the
// engine executes or answers with CUDA_ERROR_NOT_SUPPORTED (a program linked with the device
// runtime may call it without a definition).
func IsDeviceRuntimeCall(name string) bool {
	_, ok := devrtCalls()[name]
	return ok || isDeviceRuntimeUnsupported(name)
}

// DeviceRuntimeGridSync are the device runtime's grid barriers
// (cudaError_t f(unsigned long long handle, unsigned int flags)), which the
// engine executes itself: a barrier that device-function code would build
// from bar.sync could not complete while lanes of a warp wait outside the
// call (the engine runs a warp's lanes outside a call only once the call
// returns), yet Numba calls them from code where some lanes of a warp have
// already taken the kernel's early return.
//
// As measured on the H200 (testdata/reference/coop/cgrt.txt): without a
// grid (handle 0, or a launch that is not cooperative: no grid workspace)
// they return 999 (cudaErrorUnknown) at once; otherwise every thread of the
// grid waits for all the others and they return 0. The lanes arrive at the
// CTA's barrier 0, as the device runtime's own code does; when it completes
// the CTA adds its arrival to the grid workspace's barrier word, as
// cooperative groups' grid.sync() does (so both can be mixed), and its
// warps stay parked until the word's top bit flips (cta.gridPoll).
var DeviceRuntimeGridSync = []string{"cudaCGSynchronize", "cudaCGSynchronizeGrid"}

// gridSyncInst stands for the barrier instruction of a grid sync (no bar.red).
var gridSyncInst inst

// gridSync executes a call of a grid barrier for the lanes in mask; like
// barSync it reports false when the warp has no group left to run.
func (w *warp) gridSync(cs *callSite, mask uint32) bool {
	c := w.cta
	h := uint64(0)
	if len(cs.args) > 0 {
		h = w.r[cs.args[0].slot][firstLane(mask)]
	}
	rc := uint64(0)
	if h == 0 || c.l.GridWorkspace == 0 {
		rc = 999
	}
	if len(cs.rets) > 0 && !cs.rets[0].pred {
		for m := mask; m != 0; m &= m - 1 {
			w.r[cs.rets[0].slot][firstLane(m)] = rc
		}
	}
	w.pc++
	if rc != 0 {
		return true
	}
	c.gridPending = true
	return w.barSync(&gridSyncInst, 0, 0, mask)
}

// gridArrive is called when barrier 0 completes for a grid sync: the CTA
// arrives at the grid barrier, and the warps parked at barrier 0 stay parked
// until gridPoll sees every CTA arrive.
func (c *cta) gridArrive() *Fault {
	l := c.l
	addr := l.GridWorkspace + 4
	base, b, ok := l.Memory.Span(addr)
	if !ok || addr-base+4 > uint64(len(b)) {
		return &Fault{Code: cu.ErrorIllegalAddress, Kernel: c.k.name, Block: c.ctaid, Addr: addr,
			Detail: "the grid workspace of the cooperative launch is not mapped"}
	}
	word := (*uint32)(unsafe.Pointer(&b[addr-base]))
	n := l.Grid[0] * l.Grid[1] * l.Grid[2]
	add := uint32(1)
	if c.linear == 0 {
		add = 0x80000000 - (n - 1)
	}
	c.gridWord = word
	c.gridOld = atomic.AddUint32(word, add) - add
	c.gridWaiting = true
	return nil
}

// gridPoll is called before a CTA that waits at a grid barrier runs: once
// the barrier word's top bit has flipped it releases the CTA's warps and
// reports false; until then it charges the wait to the CTA's first warp
// (so that a grid barrier some CTA never reaches ends the launch with
// CUDA_ERROR_LAUNCH_TIMEOUT, as a hung GPU would) and reports true.
func (c *cta) gridPoll() (bool, *Fault) {
	if (atomic.LoadUint32(c.gridWord)^c.gridOld)&0x80000000 != 0 {
		c.gridWaiting = false
		ws := c.gridWarps
		c.gridWarps = c.gridWarps[:0]
		for _, w := range ws {
			w.unpark(0, 0, true, false)
		}
		return false, nil
	}
	w := c.warps[0]
	w.count += residentSlice
	if w.count >= c.budget {
		return true, &Fault{Code: cu.ErrorLaunchTimeout, Kernel: c.k.name, Block: c.ctaid,
			Detail: fmt.Sprintf("block waited at a grid barrier for %d warp-instructions' time: a block of the grid never reached it (deadlock)", c.budget)}
	}
	return true, nil
}

// DeviceRuntimeSetConditional is the device runtime's setter of a graph's
// conditional value, void cudaGraphSetConditional(cudaGraphConditionalHandle
// handle, unsigned int value), which the engine executes itself by handing
// each calling thread's handle and value to Launch.SetConditional: the
// values live with the executable graph the launch belongs to, which only
// the driver knows.
const DeviceRuntimeSetConditional = "cudaGraphSetConditional"

// setConditional executes a call of cudaGraphSetConditional for the lanes
// in mask, in ascending lane order. Outside a graph's execution (no
// Launch.SetConditional) it faults with CUDA_ERROR_ILLEGAL_ADDRESS, as the
// H200 did for a kernel launched on a stream, whatever the handle
// (testdata/reference/condgraph, sections device0-2).
func (w *warp) setConditional(cs *callSite, mask uint32) bool {
	set := w.cta.l.SetConditional
	if set == nil {
		w.faultf(cu.ErrorIllegalAddress, firstLane(mask), 0, "cudaGraphSetConditional called by a kernel that is not part of a graph's execution")
		return false
	}
	if len(cs.args) >= 2 {
		for m := mask; m != 0; m &= m - 1 {
			l := firstLane(m)
			if err := set(w.r[cs.args[0].slot][l], uint32(w.r[cs.args[1].slot][l])); err != nil {
				w.faultf(cu.Code(err), l, 0, "cudaGraphSetConditional: %s", cu.Detail(err))
				return false
			}
		}
	}
	w.pc++
	return true
}
