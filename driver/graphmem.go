package driver

import (
	"slices"
	"sync"

	"cudasim/cu"
	"cudasim/internal/mem"
)

// Graph memory: the memory of graphs' MEM_ALLOC nodes, as driver 580
// accounted for it on the H200 (testdata/reference/managed, section
// graphmem). cudasim places a graph allocation when its node is made (so
// its address is known to the nodes that follow) and keeps it until its
// context goes; what the calls below model is the accounting of
// cuDeviceGetGraphMemAttribute and when an allocation is live:
//
//   - a graph's allocations take memory when the graph is uploaded or
//     launched: the bytes of every allocation that is live or uploaded
//     (each in 1024-byte steps, as the H200 placed two of one graph 1,024
//     bytes apart) rounded up to 32 MiB, never less than before (1 byte to
//     2 MiB + 1 took 32 MiB, 100 MiB 128 MiB), each executable graph's
//     apart (graphs26's s_gr_memnodes: 4 KiB live of one and 1 MiB of
//     another took 64 MiB);
//   - a launch makes them live until freed (a MEM_FREE node, cuMemFreeAsync,
//     cuMemFree); launching again before that is CUDA_ERROR_INVALID_VALUE
//     unless the graph was instantiated with
//     CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH, which frees them;
//   - freeing gives nothing back: the memory stays reserved (and counted as
//     used: the H200 answered the same for both throughout) until
//     cuDeviceGraphMemTrim, which keeps what live allocations need;
//   - the high watermarks follow; they may be set to 0 only, which resets
//     them to the current amount.

// Graph memory attributes (CUgraphMem_attribute).
const (
	GraphMemAttrUsedMemCurrent     = 0
	GraphMemAttrUsedMemHigh        = 1
	GraphMemAttrReservedMemCurrent = 2
	GraphMemAttrReservedMemHigh    = 3
)

// graphInstantiateAutoFreeOnLaunch is CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH.
const graphInstantiateAutoFreeOnLaunch = 1

const (
	graphMemStep  = 1024
	graphMemChunk = 32 << 20
)

type graphAlloc struct {
	a        *mem.Allocation
	dev      int
	size     uint64
	live     bool       // launched, not freed since
	uploaded bool       // uploaded, not launched or freed since
	by       *graphExec // the executable graph that launched or uploaded it last
}

type graphMemDevice struct{ reserved, usedHigh, resHigh uint64 }

type graphMemState struct {
	mu     sync.Mutex
	devs   []graphMemDevice
	allocs map[DevicePtr]*graphAlloc
}

var graphMemID = registerExtension(func(d *Driver) any {
	return &graphMemState{devs: make([]graphMemDevice, len(d.devices)), allocs: map[DevicePtr]*graphAlloc{}}
})

func (d *Driver) graphMem() *graphMemState { return d.extension(graphMemID).(*graphMemState) }

// graphAllocated records a graph allocation made for a MEM_ALLOC node
// (dropping the records of those freed with their contexts).
func (d *Driver) graphAllocated(a *mem.Allocation, dev int) {
	gm := d.graphMem()
	gm.mu.Lock()
	defer gm.mu.Unlock()
	for p, g := range gm.allocs {
		if g.a.Freed() {
			delete(gm.allocs, p)
		}
	}
	gm.allocs[DevicePtr(a.Base)] = &graphAlloc{a: a, dev: dev, size: a.Size}
}

// alloc is the live record of graph allocation p (nil if none). gm.mu is held.
func (gm *graphMemState) alloc(p DevicePtr) *graphAlloc {
	g := gm.allocs[p]
	if g != nil && g.a.Freed() {
		delete(gm.allocs, p)
		return nil
	}
	return g
}

// need is what dev's live and uploaded graph allocations take. gm.mu is held.
func (gm *graphMemState) need(dev int) uint64 {
	byExec := map[*graphExec]uint64{}
	for _, a := range gm.allocs {
		if a.dev == dev && (a.live || a.uploaded) && !a.a.Freed() {
			byExec[a.by] += (a.size + graphMemStep - 1) / graphMemStep * graphMemStep
		}
	}
	var n uint64
	for _, b := range byExec {
		n += (b + graphMemChunk - 1) / graphMemChunk * graphMemChunk
	}
	return n
}

// grow reserves what dev's graph allocations need. gm.mu is held.
func (gm *graphMemState) grow(dev int) {
	g := &gm.devs[dev]
	g.reserved = max(g.reserved, gm.need(dev))
	g.resHigh = max(g.resHigh, g.reserved)
	g.usedHigh = max(g.usedHigh, g.reserved)
}

// execAllocs lists the allocations of e's MEM_ALLOC nodes. gm.mu is held.
func (gm *graphMemState) execAllocs(e *graphExec) []*graphAlloc {
	var out []*graphAlloc
	for _, n := range e.nodes {
		if ap, ok := n.p.(allocParams); ok && ap.p != 0 {
			if a := gm.alloc(ap.p); a != nil {
				out = append(out, a)
			}
		}
	}
	return out
}

// graphLaunching makes e's allocations live for a launch (see above).
func (d *Driver) graphLaunching(e *graphExec) error {
	gm := d.graphMem()
	gm.mu.Lock()
	defer gm.mu.Unlock()
	as := gm.execAllocs(e)
	for _, a := range as {
		if a.live && e.flags&graphInstantiateAutoFreeOnLaunch == 0 {
			return cu.Errorf(cu.ErrorInvalidValue, "executable graph %#x: its allocation of %d bytes was not freed since its last launch (instantiate with CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH to free it at each launch)", uint64(e.handle), a.size)
		}
	}
	// A MEM_FREE node of another graph's allocation that is not live
	// (measured: graphs26's s_gr_memnodes, before that graph's launch).
	for _, n := range e.nodes {
		fp, ok := n.p.(freeParams)
		if !ok || slices.ContainsFunc(as, func(a *graphAlloc) bool { return DevicePtr(a.a.Base) == fp.p }) {
			continue
		}
		if a := gm.alloc(fp.p); a != nil && !a.live {
			return cu.Errorf(cu.ErrorInvalidValue, "executable graph %#x frees graph allocation %#x, which is not allocated (its graph was not launched since it was freed)", uint64(e.handle), uint64(fp.p))
		}
	}
	for _, a := range as {
		a.live, a.uploaded, a.by = true, false, e
	}
	for _, a := range as {
		gm.grow(a.dev)
	}
	return nil
}

// graphUploading reserves e's allocations for an upload.
func (d *Driver) graphUploading(e *graphExec) {
	gm := d.graphMem()
	gm.mu.Lock()
	defer gm.mu.Unlock()
	as := gm.execAllocs(e)
	for _, a := range as {
		if !a.live {
			a.uploaded, a.by = true, e
		}
	}
	for _, a := range as {
		gm.grow(a.dev)
	}
}

// isGraphAlloc reports whether p is the address of a graph allocation (live
// or not).
func (d *Driver) isGraphAlloc(p DevicePtr) bool {
	gm := d.graphMem()
	gm.mu.Lock()
	defer gm.mu.Unlock()
	return gm.alloc(p) != nil
}

// graphFree frees graph allocation p, if it is one: handled reports
// whether it was; freeing one that is not live is CUDA_ERROR_INVALID_VALUE.
func (d *Driver) graphFree(p DevicePtr, call string) (handled bool, err error) {
	gm := d.graphMem()
	gm.mu.Lock()
	defer gm.mu.Unlock()
	a := gm.alloc(p)
	if a == nil {
		return false, nil
	}
	if !a.live {
		return true, cu.Errorf(cu.ErrorInvalidValue, "%s: graph allocation %#x is not allocated (its graph was not launched since it was freed)", call, uint64(p))
	}
	a.live, a.uploaded = false, false
	return true, nil
}

func (t *Thread) graphMemDevice(call string, dev Device) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if dev < 0 || int(dev) >= len(t.d.devices) {
		return cu.Errorf(cu.ErrorInvalidDevice, "%s: device %d out of range [0, %d)", call, dev, len(t.d.devices))
	}
	return nil
}

// DeviceGetGraphMemAttribute is cuDeviceGetGraphMemAttribute.
func (t *Thread) DeviceGetGraphMemAttribute(dev Device, attr int32) (uint64, error) {
	const call = "cuDeviceGetGraphMemAttribute"
	if err := t.graphMemDevice(call, dev); err != nil {
		return 0, err
	}
	gm := t.d.graphMem()
	gm.mu.Lock()
	defer gm.mu.Unlock()
	g := gm.devs[dev]
	switch attr {
	case GraphMemAttrUsedMemCurrent, GraphMemAttrReservedMemCurrent:
		return g.reserved, nil
	case GraphMemAttrUsedMemHigh:
		return g.usedHigh, nil
	case GraphMemAttrReservedMemHigh:
		return g.resHigh, nil
	}
	return 0, cu.Errorf(cu.ErrorInvalidValue, "%s: attribute %d is not a CUgraphMem_attribute", call, attr)
}

// DeviceSetGraphMemAttribute is cuDeviceSetGraphMemAttribute: the high
// watermarks may be set to 0 (measured: 1, and the current amounts, are
// CUDA_ERROR_INVALID_VALUE).
func (t *Thread) DeviceSetGraphMemAttribute(dev Device, attr int32, v uint64) error {
	const call = "cuDeviceSetGraphMemAttribute"
	if err := t.graphMemDevice(call, dev); err != nil {
		return err
	}
	if (attr != GraphMemAttrUsedMemHigh && attr != GraphMemAttrReservedMemHigh) || v != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: only the high watermarks (1, 3) may be set, and only to 0 (attribute %d, value %d)", call, attr, v)
	}
	gm := t.d.graphMem()
	gm.mu.Lock()
	defer gm.mu.Unlock()
	g := &gm.devs[dev]
	if attr == GraphMemAttrUsedMemHigh {
		g.usedHigh = g.reserved
	} else {
		g.resHigh = g.reserved
	}
	return nil
}

// DeviceGraphMemTrim is cuDeviceGraphMemTrim: dev's graph memory shrinks to
// what its live and uploaded allocations need.
func (t *Thread) DeviceGraphMemTrim(dev Device) error {
	if err := t.graphMemDevice("cuDeviceGraphMemTrim", dev); err != nil {
		return err
	}
	gm := t.d.graphMem()
	gm.mu.Lock()
	defer gm.mu.Unlock()
	gm.devs[dev].reserved = gm.need(int(dev))
	return nil
}

// graphFreedBefore returns the address of an allocation of graph g that a
// MEM_ALLOC node of size bytes on device dev following deps may take: one
// that every MEM_ALLOC node of g that holds it has had freed by a MEM_FREE
// node that deps reach, of at least size bytes; 0 if none. Of several, the
// first made. (graphMemoryNodes: "d_negSquare and d_input share a virtual
// address"; measured: testdata/reference/graphva.) gs.mu is held.
func (gm *graphMemState) graphFreedBefore(g *graph, deps []*graphNode, dev int, size uint64) DevicePtr {
	freed := map[DevicePtr]int{} // MEM_FREE nodes among the ancestors, by address
	seen := map[*graphNode]bool{}
	stack := slices.Clone(deps)
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[n] {
			continue
		}
		seen[n] = true
		if fp, ok := n.p.(freeParams); ok {
			freed[fp.p]++
		}
		stack = append(stack, n.deps...)
	}
	if len(freed) == 0 {
		return 0
	}
	held := map[DevicePtr]int{} // MEM_ALLOC nodes of g, by address
	var order []DevicePtr
	for _, n := range g.nodes {
		if ap, ok := n.p.(allocParams); ok && ap.p != 0 {
			if held[ap.p] == 0 {
				order = append(order, ap.p)
			}
			held[ap.p]++
		}
	}
	gm.mu.Lock()
	defer gm.mu.Unlock()
	for _, p := range order {
		if freed[p] < held[p] {
			continue
		}
		if a := gm.alloc(p); a != nil && a.dev == dev && a.size >= size {
			return p
		}
	}
	return 0
}

// graphAllocRun is a MEM_ALLOC node's run: its allocation is live again
// (one whose address an earlier node of the graph freed).
func (d *Driver) graphAllocRun(p DevicePtr) {
	gm := d.graphMem()
	gm.mu.Lock()
	defer gm.mu.Unlock()
	if a := gm.alloc(p); a != nil {
		a.live, a.uploaded = true, false
	}
}
