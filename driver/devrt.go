package driver

import (
	"encoding/binary"
	"slices"
	"strings"
	"sync"

	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/mem"
	"cudasim/internal/module"
	"cudasim/sim"
)

// The device runtime (docs/device-runtime.md): what a grid's threads
// launch through the device runtime (kernels, copies, graphs) is collected
// while the grid runs and run once its threads have finished, before the
// grid's own launch returns: in launch order, each with everything it
// launched in turn, then the grid's tail launches in launch order. That is
// a schedule the hardware may take: children of a grid start no earlier
// than their launch, work of one device stream runs in launch order, and a
// tail launch runs after the grid and all its other work have completed.

// The device streams' special handles (cuda_device_runtime_api.h).
const (
	devStreamNull = 0
	// The host's special streams, which Thrust's device-side algorithms launch into
	// (cuda_cub::default_stream()): a device-side launch into either is taken, and runs, as
	// one into the NULL stream (measured on the H100: t_abi of libcuda/testdata/cudart/devrt36,
	// through cudaLaunchDevice and <<<>>>).
	devStreamLegacy       = 0x1
	devStreamPerThread    = 0x2
	devStreamTail         = 0x3 // cudaStreamTailLaunch
	devStreamFireAndForet = 0x4 // cudaStreamFireAndForget
	devGraphTail          = 0x0100000000000000
	devGraphFireAndForget = 0x0200000000000000
	devGraphSibling       = 0x0300000000000000
)

// cudaError_t codes the device runtime answers.
const (
	cudaErrorInvalidValue           = 1
	cudaErrorMemoryAllocation       = 2
	cudaErrorInvalidConfiguration   = 9
	cudaErrorInvalidPitchValue      = 12
	cudaErrorInvalidMemcpyDirection = 21
	cudaErrorInvalidDeviceFunction  = 98
	cudaErrorInvalidDevice          = 101
	cudaErrorInvalidResourceHandle  = 400
	cudaErrorLaunchOutOfResources   = 701
	cudaErrorNotSupported           = 801
)

// devHandleBase is where the handles of device streams and events start:
// clear of the special stream values.
const devHandleBase = 0x7d00_0000_0000

// devGrid is the device runtime of one running grid.
type devGrid struct {
	// t is the thread that runs the grid's device-side work: not the thread that launched the
	// grid, whose launch state (devDepth, curExec...) a background grid's drain, on a
	// goroutine of its own, must not touch (newDevGrid).
	t     *Thread
	dt    Thread // what t points to: one allocation with the grid
	c     *ctx.Context
	fn    *function // the grid's kernel: its module holds the kernels it may launch
	depth int       // 0 for a grid the host launched

	mu      sync.Mutex
	bufs    map[uint64]*devLaunch // parameter buffers handed out, not launched yet
	spent   []uint64              // allocations of parameter buffers launched: freed once the grid's threads end
	work    []devWork             // launched, in launch order
	tails   []devWork             // tail launches, in launch order
	handles map[uint64]bool       // live device streams and events (true: a stream)
	next    uint64
}

// devLaunch is a kernel launch being prepared in a parameter buffer.
type devLaunch struct {
	fn          *function
	grid, block [3]uint32
	shared      uint32
	buf         uint64 // the buffer handed out
	alloc       uint64 // the allocation that holds it
	size        int    // bytes of buf to read: the kernel's parameters, or cudaGetParameterBuffer's size if fewer
	paramSize   int    // the kernel's parameter bytes, when more than size (the rest zeros)
	params      []byte // read from buf at the launch
}

// devWork is one item of a grid's device-side work: a kernel, a graph or a
// copy.
type devWork struct {
	launch *devLaunch
	graph  *graphExec
	op     func() error
}

func (t *Thread) newDevGrid(fn *function, c *ctx.Context, depth int) *devGrid {
	// The grid's work runs on a thread of its own, made here on the launching goroutine: what
	// it takes from t is read now, and its children's depth is the grid's plus one.
	// (Its context stack is filled only when it has work to run: drain.)
	g := devGrids.Get().(*devGrid)
	g.c, g.fn, g.depth = c, fn, depth
	g.dt = Thread{d: t.d, id: t.id, launchCtx: t.launchCtx, condRun: t.condRun, devDepth: depth + 1}
	g.t = &g.dt
	return g
}

// devGrids keeps grids for reuse: most launches make no device-side call, and a launch that
// runs at once allocates nothing (docs/performance.md).
var devGrids = sync.Pool{New: func() any { return new(devGrid) }}

// release returns g, drained or discarded, to devGrids; nothing may use it after.
func (g *devGrid) release() {
	*g = devGrid{}
	devGrids.Put(g)
}

// ParameterBuffer is cudaGetParameterBufferV2: the launch is checked, as a host launch of the
// kernel would be, when the buffer is asked for.
func (g *devGrid) ParameterBuffer(fnPtr uint64, grid, block [3]uint32, shared uint32) (uint64, uint32) {
	fnc, rc := g.launchable(fnPtr, grid, block, shared)
	if rc != 0 {
		return 0, rc
	}
	return g.parameterBuffer(&devLaunch{fn: fnc, grid: grid, block: block, shared: shared, size: fnc.f.Kernel.ParamSize}, 0)
}

// ParameterBufferSized is cudaGetParameterBuffer: a buffer of size bytes, whose kernel and
// configuration cudaLaunchDevice names (LaunchConfigured). Device allocations are aligned past
// the 64 bytes Thrust asks for.
func (g *devGrid) ParameterBufferSized(alignment, size uint64) (uint64, uint32) {
	if size > 1<<32 {
		return 0, cudaErrorInvalidValue
	}
	return g.parameterBuffer(&devLaunch{size: int(size)}, sizedBufferOffset)
}

// sizedBufferOffset places a cudaGetParameterBuffer buffer off a 64-byte boundary: the H100's
// first one of a grid was not 64-byte aligned though 64 was asked for (t_abi of
// libcuda/testdata/cudart/devrt36, four runs); its actual alignment was not measured, and 16
// keeps every kernel parameter's.
const sizedBufferOffset = 16

// launchable resolves the kernel fnPtr names in the grid's module and checks a launch of it
// with that configuration: any bad configuration is cudaErrorInvalidConfiguration (measured
// with cudaGetParameterBufferV2), too many resources cudaErrorLaunchOutOfResources.
func (g *devGrid) launchable(fnPtr uint64, grid, block [3]uint32, shared uint32) (*function, uint32) {
	f := g.fn.f.Module.FunctionAt(fnPtr)
	if f == nil {
		return nil, cudaErrorInvalidDeviceFunction
	}
	if err := f.Check(&module.Launch{Grid: grid, Block: block, DynamicShared: shared}); err != nil {
		if cu.Code(err) == cu.ErrorLaunchOutOfResources {
			return nil, cudaErrorLaunchOutOfResources
		}
		return nil, cudaErrorInvalidConfiguration
	}
	if g.fn.f == f {
		return g.fn, 0
	}
	return &function{f: f}, 0
}

// parameterBuffer allocates dl's buffer (at least a byte), offset bytes into an allocation
// of its own, and keeps dl for its launch.
func (g *devGrid) parameterBuffer(dl *devLaunch, offset int) (uint64, uint32) {
	a, err := g.t.d.mem.Alloc(mem.Request{Kind: mem.Device, Origin: mem.Variable, Label: "parameter buffer of a device-side launch",
		Device: g.c.Device, Size: uint64(offset + max(dl.size, 1)), Owner: g.c.Handle})
	if err != nil {
		return 0, cudaErrorMemoryAllocation
	}
	dl.alloc, dl.buf = a.Base, a.Base+uint64(offset)
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.bufs == nil {
		g.bufs = map[uint64]*devLaunch{}
	}
	g.bufs[dl.buf] = dl
	return dl.buf, 0
}

// Launch is cudaLaunchDeviceV2.
func (g *devGrid) Launch(buf, s uint64) uint32 {
	dl := g.takeBuffer(buf)
	if dl == nil || dl.fn == nil {
		return cudaErrorInvalidValue
	}
	return g.launchBuffer(dl, s)
}

// LaunchConfigured is cudaLaunchDevice: the kernel fnPtr names with that configuration,
// checked now, its parameters read from buf, a buffer cudaGetParameterBuffer handed out.
func (g *devGrid) LaunchConfigured(fnPtr, buf uint64, grid, block [3]uint32, shared uint32, s uint64) uint32 {
	dl := g.takeBuffer(buf)
	if dl == nil {
		return cudaErrorInvalidValue
	}
	fnc, rc := g.launchable(fnPtr, grid, block, shared)
	if rc != 0 {
		return rc
	}
	params := fnc.f.Kernel.ParamSize
	*dl = devLaunch{fn: fnc, grid: grid, block: block, shared: shared, buf: buf, alloc: dl.alloc, size: min(dl.size, params), paramSize: params}
	return g.launchBuffer(dl, s)
}

// takeBuffer removes the parameter buffer at buf from those handed out and marks it spent:
// nil if the grid did not hand it out (or it was launched already).
func (g *devGrid) takeBuffer(buf uint64) *devLaunch {
	g.mu.Lock()
	defer g.mu.Unlock()
	dl, ok := g.bufs[buf]
	if !ok {
		return nil
	}
	delete(g.bufs, buf)
	// The buffer is freed once the grid's threads have ended, not now: a buffer asked for
	// next could take its address while the engine still maps that address to this one's
	// bytes (a CTA keeps the allocations it touched), and the launch would read zeros.
	g.spent = append(g.spent, dl.alloc)
	return dl
}

// launchBuffer reads dl's parameters from its buffer and queues the launch into stream s.
func (g *devGrid) launchBuffer(dl *devLaunch, s uint64) uint32 {
	dl.params = make([]byte, max(dl.paramSize, dl.size))
	if err := g.t.d.mem.Read(dl.buf, dl.params[:dl.size]); err != nil {
		return cudaErrorInvalidValue
	}
	return g.queue(devWork{launch: dl}, s, false)
}

// queue adds w to the grid's work for device stream s.
func (g *devGrid) queue(w devWork, s uint64, graph bool) uint32 {
	g.mu.Lock()
	defer g.mu.Unlock()
	switch {
	case !graph && (s == devStreamNull || s == devStreamLegacy || s == devStreamPerThread || s == devStreamFireAndForet || g.handles[s]):
		g.work = append(g.work, w)
	case !graph && s == devStreamTail, graph && s == devGraphTail:
		g.tails = append(g.tails, w)
	case graph && (s == devGraphFireAndForget || s == devGraphSibling):
		g.work = append(g.work, w)
	default:
		return cudaErrorInvalidResourceHandle
	}
	return 0
}

// pendingGraph reports whether the grid launched executable graph e and
// the launch has not run yet.
func (g *devGrid) pendingGraph(e *graphExec) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, ws := range [][]devWork{g.work, g.tails} {
		if slices.ContainsFunc(ws, func(w devWork) bool { return w.graph == e }) {
			return true
		}
	}
	return false
}

func (g *devGrid) newHandle(stream bool) uint64 {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.handles == nil {
		g.handles = map[uint64]bool{}
	}
	g.next++
	h := devHandleBase + g.next*16
	g.handles[h] = stream
	return h
}

func (g *devGrid) dropHandle(h uint64, stream bool) uint32 {
	g.mu.Lock()
	defer g.mu.Unlock()
	if s, ok := g.handles[h]; !ok || s != stream {
		return cudaErrorInvalidResourceHandle
	}
	delete(g.handles, h)
	return 0
}

// isStream reports whether s names a device stream work may go to.
func (g *devGrid) isStream(s uint64) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return s == devStreamNull || s == devStreamTail || s == devStreamFireAndForet || g.handles[s]
}

// StreamCreate is cudaStreamCreateWithFlags. Device streams are
// non-blocking whatever the flags (measured: flags 0 succeeds too).
func (g *devGrid) StreamCreate(flags uint32) (uint64, uint32) {
	return g.newHandle(true), 0
}

// StreamDestroy is cudaStreamDestroy: work already launched into the
// stream still runs; the handle stays usable (measured: destroying a stream
// twice succeeds both times; what a launch into a destroyed stream does
// was not measured).
func (g *devGrid) StreamDestroy(s uint64) uint32 { return 0 }

// EventCreate is cudaEventCreateWithFlags: device events cannot time
// (measured: flags 0 is cudaErrorInvalidValue; cudaEventDisableTiming, 2,
// succeeds).
func (g *devGrid) EventCreate(flags uint32) (uint64, uint32) {
	if flags&2 == 0 {
		return 0, cudaErrorInvalidValue
	}
	return g.newHandle(false), 0
}

// EventDestroy is cudaEventDestroy.
func (g *devGrid) EventDestroy(e uint64) uint32 { return g.dropHandle(e, false) }

// EventRecord is cudaEventRecord. Work runs in launch order, so that
// everything launched before the record has completed when anything
// launched after a wait for it starts: the record itself has nothing to do.
func (g *devGrid) EventRecord(e, s uint64) uint32 { return g.checkEvent(e, s) }

// StreamWaitEvent is cudaStreamWaitEvent (see EventRecord).
func (g *devGrid) StreamWaitEvent(s, e uint64, flags uint32) uint32 { return g.checkEvent(e, s) }

func (g *devGrid) checkEvent(e, s uint64) uint32 {
	g.mu.Lock()
	isEvent, ok := g.handles[e]
	g.mu.Unlock()
	if !ok || isEvent || !g.isStream(s) {
		return cudaErrorInvalidResourceHandle
	}
	return 0
}

// The device-side copies and sets run in their stream's order with the
// kernels launched there. As measured on the H200 (driver 580, CUDA 13.0's
// device runtime; testdata/reference/devrt/dev2d9.txt, one operation per
// grid on fresh buffers): cudaMemcpyAsync, cudaMemcpy2DAsync and
// cudaMemcpy3DAsync copy, byte for byte (a kernel launched after them into
// the same stream and the host afterwards read the copy), while
// cudaMemsetAsync, cudaMemset2DAsync and cudaMemset3DAsync write zeros
// whatever the value (h_dev2d's sums: a 2D set of 7 over copied ones took
// 64 bytes to 0; t_dp_runtime's set of 0x11 left zeros). The kind must be
// cudaMemcpyDeviceToDevice or cudaMemcpyDefault (others:
// cudaErrorInvalidMemcpyDirection); a 2D copy whose pitch is below its
// width is cudaErrorInvalidPitchValue, a set's cudaErrorInvalidValue; an
// empty one succeeds and does nothing.

// MemsetAsync is the device-side cudaMemsetAsync: it writes n zero bytes.
func (g *devGrid) MemsetAsync(dst uint64, value uint32, n, s uint64) uint32 {
	return g.Memset3DAsync(sim.PitchedPtr{Ptr: dst, Pitch: n, YSize: 1}, value, [3]uint64{n, 1, 1}, s)
}

// MemcpyAsync is the device-side cudaMemcpyAsync.
func (g *devGrid) MemcpyAsync(dst, src, n uint64, kind uint32, s uint64) uint32 {
	return g.Memcpy3DAsync(sim.DevCopy3D{Src: sim.PitchedPtr{Ptr: src, Pitch: n, YSize: 1}, Dst: sim.PitchedPtr{Ptr: dst, Pitch: n, YSize: 1},
		Extent: [3]uint64{n, 1, 1}, Kind: kind}, s)
}

// Memcpy3DAsync is the device-side cudaMemcpy2DAsync and cudaMemcpy3DAsync.
func (g *devGrid) Memcpy3DAsync(c sim.DevCopy3D, s uint64) uint32 {
	if c.SrcArray != 0 || c.DstArray != 0 {
		// Measured (testdata/reference/devrt/dev3darr.txt): a CUDA array on either side is
		// cudaErrorInvalidValue before anything else is looked at (the kind too), and nothing
		// is copied.
		return cudaErrorInvalidValue
	}
	if c.Kind != 3 && c.Kind != 4 {
		return cudaErrorInvalidMemcpyDirection // measured for host-to-device and device-to-host
	}
	w, h, d := c.Extent[0], c.Extent[1], c.Extent[2]
	if w == 0 || h == 0 || d == 0 {
		return 0 // measured: a width of 0 succeeds
	}
	if c.Src.Pitch < w || c.Dst.Pitch < w {
		return cudaErrorInvalidPitchValue // measured (2D: a source and a destination pitch below the width)
	}
	base := func(p sim.PitchedPtr, pos [3]uint64) uint64 {
		return p.Ptr + pos[2]*p.Pitch*p.YSize + pos[1]*p.Pitch + pos[0]
	}
	src, dst := base(c.Src, c.SrcPos), base(c.Dst, c.DstPos)
	m := g.t.d.mem
	return g.queue(devWork{op: func() error {
		for z := range d {
			for y := range h {
				so, do := z*c.Src.Pitch*c.Src.YSize+y*c.Src.Pitch, z*c.Dst.Pitch*c.Dst.YSize+y*c.Dst.Pitch
				if err := m.Copy(dst+do, src+so, w); err != nil {
					return err
				}
			}
		}
		return nil
	}}, s, false)
}

// Memset3DAsync is the device-side cudaMemsetAsync, cudaMemset2DAsync and cudaMemset3DAsync:
// it writes zeros (measured, above), whatever value says.
func (g *devGrid) Memset3DAsync(p sim.PitchedPtr, value uint32, extent [3]uint64, s uint64) uint32 {
	w, h, d := extent[0], extent[1], extent[2]
	if w == 0 || h == 0 || d == 0 {
		return 0
	}
	if p.Pitch < w {
		return cudaErrorInvalidValue // measured (2D and 3D)
	}
	m := g.t.d.mem
	return g.queue(devWork{op: func() error {
		for z := range d {
			for y := range h {
				if err := m.Set8(p.Ptr+z*p.Pitch*p.YSize+y*p.Pitch, 0, w); err != nil {
					return err
				}
			}
		}
		return nil
	}}, s, false)
}

// GraphLaunch is the device-side cudaGraphLaunch: a graph instantiated for
// device launch, into cudaStreamGraphTailLaunch, cudaStreamGraphFireAndForget
// or cudaStreamGraphFireAndForgetAsSibling.
//
// As measured (testdata/reference/devrt, t_dp_graph): a graph instantiated
// for the host only faults the calling thread (the context's sticky
// cudaErrorIllegalAddress); so does a handle that is no executable graph
// here (not measured). A graph launched again before that launch ran, a
// NULL handle, and a stream that is none of the three graph streams
// (stream 0), are cudaErrorInvalidValue
// (libcuda/testdata/cudart/graphs26, s_gr_devlaunch).
func (g *devGrid) GraphLaunch(exec, s uint64) (uint32, error) {
	if exec == 0 {
		return cudaErrorInvalidValue, nil
	}
	e, err := g.t.d.exec(GraphExec(exec))
	if err != nil {
		return 0, cu.Errorf(cu.ErrorIllegalAddress, "%#x is not an executable graph", exec)
	}
	if e.flags&GraphInstantiateDeviceLaunch == 0 {
		return 0, cu.Errorf(cu.ErrorIllegalAddress, "executable graph %#x was not instantiated for device launch (CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH)", exec)
	}
	if s != devGraphTail && s != devGraphFireAndForget && s != devGraphSibling {
		return cudaErrorInvalidValue, nil
	}
	if g.pendingGraph(e) {
		// Measured (s_gr_devlaunch): a device graph launched again before
		// its launch from this grid ran, into any of the three streams
		// (it runs once).
		return cudaErrorInvalidValue, nil
	}
	gs := g.t.d.graphs()
	gs.mu.Lock()
	uploaded := e.uploaded
	gs.mu.Unlock()
	if !uploaded {
		// Measured: a graph instantiated for device launch and never
		// uploaded is cudaErrorInvalidValue, and does not run.
		return cudaErrorInvalidValue, nil
	}
	return g.queue(devWork{graph: e}, s, true), nil
}

// graphInstantiateUpload is CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD.
const graphInstantiateUpload = 2

// deviceLaunchCheck is what instantiation for device launch refuses, as
// measured (testdata/reference/devrt, t_dp_graph; the suite's s_graph_dev):
// CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH with it, a graph with no
// nodes, a host node, an event record node, a memcpy node touching host
// memory cudasim did not allocate (pageable memory):
// CUDA_ERROR_INVALID_VALUE. Measured too (libcuda/testdata/cudart/graphs26,
// s_gr_inst): an empty node, an event wait node, memory allocation and free
// nodes, and a child graph holding a host node are refused alike; a node
// refused answers the result CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED
// and that node (a child graph's own node); a child graph of kernels is let
// through. NVIDIA documents that such a graph holds kernel, memcpy and
// memset nodes only; batch memory operations are refused too (not
// measured), conditional nodes let through (not measured).
func (t *Thread) deviceLaunchCheck(g *graph, flags uint64) error {
	if flags&graphInstantiateAutoFreeOnLaunch != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "graph instantiate flags %#x: a graph for device launch cannot free its allocations on launch", flags)
	}
	if len(g.nodes) == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "%v has no nodes: it cannot be instantiated for device launch", g)
	}
	return t.deviceLaunchNodes(g)
}

// deviceLaunchNodes is deviceLaunchCheck's look at each node of g and of
// its child graphs.
func (t *Thread) deviceLaunchNodes(g *graph) error {
	for _, n := range g.nodes {
		switch n.typ {
		case GraphNodeKernel, GraphNodeMemcpy, GraphNodeMemset, GraphNodeGraph, GraphNodeConditional:
		default:
			return instantiateError{cu.Errorf(cu.ErrorInvalidValue, "%v: a graph instantiated for device launch holds kernel, memcpy and memset nodes only", n),
				InstantiateNodeNotSupported, n.handle}
		}
		switch p := n.p.(type) {
		case childParams:
			if err := t.deviceLaunchNodes(p.g); err != nil {
				return err
			}
		case *kernelParams:
			if k, err := p.fn.f.Module.Kernel(p.fn.f.Kernel.Name); err == nil {
				for _, call := range k.DeviceRuntimeCalls() {
					if !strings.HasPrefix(call, "cudaGraphLaunch") && !strings.HasPrefix(call, "cudaGraphKernelNode") {
						// Measured (testdata/reference/occ13, t_dp_devupd2): a kernel calling
						// cudaGetLastError refused the instantiation (result
						// cudaGraphInstantiateNodeOperationNotSupported, that node);
						// graph launches and node updates are allowed (t_dp_graph, t_dp_devupd).
						return instantiateError{cu.Errorf(cu.ErrorInvalidValue, "%v: kernel %s calls the device runtime's %s: a graph instantiated for device launch cannot use dynamic parallelism", n, p.fn.f.Kernel.Name, call),
							InstantiateNodeNotSupported, n.handle}
					}
				}
			}
		case memcpyParams:
			for _, h := range []struct {
				typ MemoryType
				p   DevicePtr
			}{{p.desc.SrcMemoryType, p.desc.SrcHost}, {p.desc.DstMemoryType, p.desc.DstHost}} {
				if h.typ != MemoryTypeHost {
					continue
				}
				if _, ok := t.d.mem.Lookup(uint64(h.p)); !ok {
					return instantiateError{cu.Errorf(cu.ErrorInvalidValue, "%v copies pageable host memory: a graph instantiated for device launch cannot", n),
						InstantiateNodeNotSupported, n.handle}
				}
			}
		}
	}
	return nil
}

// Query answers cudaGetDevice, cudaGetDeviceCount, cudaDeviceGetAttribute,
// cudaDeviceGetLimit and cudaRuntimeGetVersion.
func (g *devGrid) Query(q sim.DeviceQuery, a, b uint32) (uint64, uint32) {
	switch q {
	case sim.QueryDevice:
		return uint64(g.c.Device), 0
	case sim.QueryDeviceCount:
		n, err := g.t.DeviceGetCount()
		if err != nil {
			return 0, cudaErrorInvalidValue
		}
		return uint64(n), 0
	case sim.QueryAttribute:
		v, err := g.t.d.deviceAttribute(DeviceAttribute(a), Device(b))
		switch cu.Code(err) {
		case cu.Success:
			return uint64(uint32(v)), 0
		case cu.ErrorInvalidDevice:
			return 0, cudaErrorInvalidDevice
		}
		return 0, cudaErrorInvalidValue
	case sim.QueryRuntimeVersion:
		// Measured: 6000 from the device runtime of CUDA 11.8 and 13.0 alike.
		return 6000, 0
	case sim.QueryLimit:
		if a >= uint32(limitMax) {
			return 0, cudaErrorInvalidValue
		}
		v, ok := g.c.Limit(a)
		if !ok {
			return 0, cudaErrorInvalidValue
		}
		return v, 0
	}
	return 0, cudaErrorNotSupported
}

// drain runs the grid's device-side work (see the top of this file) once
// its threads have finished. A fault in a child becomes the context's
// sticky error, as a fault of the grid itself would, and ends the drain.
func (g *devGrid) drain() error {
	for {
		g.mu.Lock()
		w := g.work
		g.work = nil
		if len(w) == 0 {
			w = g.tails
			g.tails = nil
		}
		bufs, spent := g.bufs, g.spent
		g.bufs, g.spent = nil, nil
		g.mu.Unlock()
		for _, dl := range bufs { // handed out and never launched
			g.t.d.mem.FreeAs(mem.Variable, dl.alloc)
		}
		for _, b := range spent {
			g.t.d.mem.FreeAs(mem.Variable, b)
		}
		if len(w) == 0 {
			return nil
		}
		if g.t.ct.Current() == nil {
			g.t.ct.Push(g.c)
		}
		for _, item := range w {
			if err := g.run(item); err != nil {
				// Work the device runtime accepted that cannot run (a copy
				// touching no allocation) fails the context, as a fault does.
				g.t.d.setStickyCause(g.t, g.c, cu.ErrorIllegalAddress, "device-side work failed: "+err.Error(), err)
				return nil
			}
			if g.c.Err() != nil {
				return nil // a fault: the context's sticky error says it
			}
		}
	}
}

// discard frees the parameter buffers of a grid that faulted: its
// launches never run.
func (g *devGrid) discard() {
	g.mu.Lock()
	bufs, spent := g.bufs, g.spent
	g.bufs, g.spent, g.work, g.tails = nil, nil, nil, nil
	g.mu.Unlock()
	for _, dl := range bufs {
		g.t.d.mem.FreeAs(mem.Variable, dl.alloc)
	}
	for _, b := range spent {
		g.t.d.mem.FreeAs(mem.Variable, b)
	}
}

func (g *devGrid) run(w devWork) error {
	t := g.t
	switch {
	case w.op != nil:
		return w.op()
	case w.graph != nil:
		return t.runNodes(w.graph, g.c, 0)
	}
	dl := w.launch
	return t.run(dl.fn, g.c, &module.Launch{Grid: dl.grid, Block: dl.block, DynamicShared: dl.shared, Buffer: dl.params, HasBuffer: true})
}

// FuncAttributes is cudaFuncGetAttributes: the function's attributes as
// cuFuncGetAttribute answers them, laid out as struct cudaFuncAttributes
// begins (sharedSizeBytes, constSizeBytes, localSizeBytes as size_t, then
// maxThreadsPerBlock, numRegs, ptxVersion, binaryVersion, cacheModeCA,
// maxDynamicSharedSizeBytes, preferredShmemCarveout as int).
func (g *devGrid) FuncAttributes(fnPtr uint64) ([]byte, uint32) {
	f := g.fn.f.Module.FunctionAt(fnPtr)
	if f == nil {
		return nil, cudaErrorInvalidDeviceFunction
	}
	f.Load()
	lim := f.Module.Env.Limits()
	b := make([]byte, 52)
	// sharedSizeBytes is the kernel's own static shared memory (measured:
	// 128 for 32 ints, where the linked cubin's .nv.shared section has
	// 1152 bytes; cubin.Kernel.OwnShared).
	attrs := []module.Attribute{module.AttrSharedSizeBytes, module.AttrConstSizeBytes, module.AttrLocalSizeBytes,
		module.AttrMaxThreadsPerBlock, module.AttrNumRegs, module.AttrPTXVersion, module.AttrBinaryVersion,
		module.AttrCacheModeCA, module.AttrMaxDynamicSharedSizeBytes, module.AttrPreferredSharedMemoryCarveout}
	off := 0
	for i, a := range attrs {
		v, err := module.KernelAttribute(f.Kernel, lim, a, &f.Own, f.Inherited)
		if err != nil {
			return nil, cudaErrorInvalidValue
		}
		if i < 3 {
			binary.LittleEndian.PutUint64(b[off:], uint64(int64(v)))
			off += 8
		} else {
			binary.LittleEndian.PutUint32(b[off:], uint32(v))
			off += 4
		}
	}
	return b, 0
}

// Occupancy is cudaOccupancyMaxActiveBlocksPerMultiprocessor(WithFlags):
// the host's calculation.
func (g *devGrid) Occupancy(fnPtr uint64, blockSize int32, shared uint64, flags uint32) (uint64, uint32) {
	f := g.fn.f.Module.FunctionAt(fnPtr)
	if f == nil {
		return 0, cudaErrorInvalidDeviceFunction
	}
	if err := checkOccupancyFlags(flags); err != nil || blockSize < 1 {
		return 0, cudaErrorInvalidValue
	}
	in, err := g.t.occupancyFor(&function{f: f}, g.c)
	if err != nil {
		return 0, cudaErrorInvalidValue
	}
	if shared > 1<<40 {
		return 0, 0
	}
	return uint64(in.blocksPerSM(int64(blockSize), int64(shared))), 0
}

// deviceErrorText is what the device runtime's cudaGetErrorName and
// cudaGetErrorString answered on the H200 for the codes measured
// (testdata/reference/devrt: t_dp_runtime's "device:" lines, the same from
// CUDA 11.8 and 13.0); other codes are not modelled.
var deviceErrorText = map[uint32][2]string{
	0:     {"cudaSuccess", "no error"},
	1:     {"cudaErrorInvalidValue", "invalid argument"},
	2:     {"cudaErrorMemoryAllocation", "out of memory"},
	9:     {"cudaErrorInvalidConfiguration", "invalid configuration argument"},
	68:    {"cudaErrorSyncDepthExceeded", "cudaDeviceSynchronize failed because caller's grid depth exceeds cudaLimitDevRuntimeSyncDepth"}, // the H100, Thrust's device-side messages (testdata/reference/tcuda36)
	69:    {"cudaErrorLaunchPendingCountExceeded", "launch failed because launch would exceed cudaLimitDevRuntimePendingLaunchCount"},
	98:    {"cudaErrorInvalidDeviceFunction", "invalid device function"},
	200:   {"cudaErrorInvalidKernelImage", "device kernel image is invalid"},
	400:   {"cudaErrorInvalidResourceHandle", "invalid resource handle"},
	700:   {"cudaErrorIllegalAddress", "an illegal memory access was encountered"},
	801:   {"cudaErrorNotSupported", "operation not supported"},
	999:   {"cudaErrorUnknown", "unknown error"},
	12345: {"unrecognized error code", "unrecognized error code"},
}

// devText is one error text placed in a context's device memory.
type devText struct {
	ctx  *ctx.Context
	code uint32
	name bool
}

// ErrorString is cudaGetErrorName / cudaGetErrorString: the text, placed
// once per context in device memory (freed with the context).
func (g *devGrid) ErrorString(code uint32, name bool) uint64 {
	txt, ok := deviceErrorText[code]
	if !ok {
		return 0
	}
	s := txt[1]
	if name {
		s = txt[0]
	}
	key := devText{g.c, code, name}
	if p, ok := g.t.d.devTexts.Load(key); ok {
		return p.(uint64)
	}
	a, err := g.t.d.mem.Alloc(mem.Request{Kind: mem.Device, Origin: mem.Variable, Label: "device runtime error text",
		Device: g.c.Device, Size: uint64(len(s) + 1), Owner: g.c.Handle})
	if err != nil {
		return 0
	}
	if err := g.t.d.mem.Write(a.Base, append([]byte(s), 0)); err != nil {
		return 0
	}
	p, loaded := g.t.d.devTexts.LoadOrStore(key, a.Base)
	if loaded {
		g.t.d.mem.FreeAs(mem.Variable, a.Base)
	}
	return p.(uint64)
}
