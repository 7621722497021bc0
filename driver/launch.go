package driver

import (
	"cmp"
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"sync"
	"time"

	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/module"
)

// Dim3 is a grid or block shape.
type Dim3 struct{ X, Y, Z uint32 }

func (d Dim3) array() [3]uint32 { return [3]uint32{d.X, d.Y, d.Z} }

// Args packs typed values as kernelParams entries: each argument becomes
// the bytes its C counterpart would hold. int8/uint8/bool, int16/uint16,
// int32/uint32/float32, int64/uint64/float64/int/uint (as 64-bit) and
// DevicePtr are encoded little-endian; a []byte is passed as it is (a struct
// by value, laid out as C would). A value of any other type becomes an
// empty entry, which the launch rejects (CUDA_ERROR_INVALID_VALUE naming
// the parameter).
func Args(vals ...any) [][]byte {
	out := make([][]byte, len(vals))
	for i, v := range vals {
		var b []byte
		switch x := v.(type) {
		case bool:
			b = []byte{0}
			if x {
				b[0] = 1
			}
		case int8:
			b = []byte{byte(x)}
		case uint8:
			b = []byte{x}
		case int16:
			b = binary.LittleEndian.AppendUint16(nil, uint16(x))
		case uint16:
			b = binary.LittleEndian.AppendUint16(nil, x)
		case int32:
			b = binary.LittleEndian.AppendUint32(nil, uint32(x))
		case uint32:
			b = binary.LittleEndian.AppendUint32(nil, x)
		case float32:
			b = binary.LittleEndian.AppendUint32(nil, math.Float32bits(x))
		case int64:
			b = binary.LittleEndian.AppendUint64(nil, uint64(x))
		case uint64:
			b = binary.LittleEndian.AppendUint64(nil, x)
		case int:
			b = binary.LittleEndian.AppendUint64(nil, uint64(x))
		case uint:
			b = binary.LittleEndian.AppendUint64(nil, uint64(x))
		case float64:
			b = binary.LittleEndian.AppendUint64(nil, math.Float64bits(x))
		case []byte:
			b = x
		default:
			b = nil // no C encoding: the launch reports the parameter as too short
		}
		out[i] = b
	}
	return out
}

// LaunchKernel is cuLaunchKernel. f is a Function, or a Kernel converted to
// Function (Function(k)), which launches in the stream's context (the
// current context for the default streams), loading the library there
// first if needed.
//
// Parameters come either as params, kernelParams' form (params[i] holds
// parameter i's bytes; see Args), or as extra, the packed parameter block
// of CU_LAUNCH_PARAM_BUFFER_POINTER/SIZE (nil: not given). The kernel runs
// to completion before LaunchKernel returns. As measured, a zero or
// over-limit grid or block, more dynamic shared memory than allowed and
// missing parameters are CUDA_ERROR_INVALID_VALUE; a NULL function
// CUDA_ERROR_INVALID_HANDLE; no current context CUDA_ERROR_INVALID_CONTEXT.
// A fault inside the kernel does not fail the launch: it becomes the
// context's sticky error, which the next call doing work there returns.
// A kernel cudasim cannot execute (SASS-only code) is
// CUDA_ERROR_NOT_SUPPORTED with a message saying why.
func (t *Thread) LaunchKernel(f Function, grid, block Dim3, sharedMem uint32, s Stream, params [][]byte, extra []byte) error {
	return t.launch(f, &module.Launch{Grid: grid.array(), Block: block.array(), DynamicShared: sharedMem,
		Params: params, Buffer: extra, HasBuffer: extra != nil}, s, "cuLaunchKernel")
}

// LaunchAttributeID is CUlaunchAttributeID.
type LaunchAttributeID uint32

// The launch attributes cudasim accepts; others are CUDA_ERROR_NOT_SUPPORTED.
const (
	LaunchAttributeIgnore      LaunchAttributeID = 0 // CU_LAUNCH_ATTRIBUTE_IGNORE
	LaunchAttributeCooperative LaunchAttributeID = 2 // CU_LAUNCH_ATTRIBUTE_COOPERATIVE (non-zero: LaunchCooperativeKernel)
	LaunchAttributeClusterDim  LaunchAttributeID = 4 // CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
	// CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE: 0-2 (DEFAULT, SPREAD,
	// LOAD_BALANCING), a hint that changes no result; others CUDA_ERROR_INVALID_VALUE.
	LaunchAttributeClusterSchedulingPolicy LaunchAttributeID = 5
	LaunchAttributePriority                LaunchAttributeID = 8 // CU_LAUNCH_ATTRIBUTE_PRIORITY (no effect)

	// CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION: the kernel may
	// start before the previous one in its stream has finished (programmatic
	// dependent launch; CUDA 13's Thrust asks for it). It permits overlap and
	// requires none: cudasim runs each launch to completion in stream order,
	// a schedule the attribute allows, so it has no effect.
	LaunchAttributeProgrammaticStreamSerialization LaunchAttributeID = 6

	// CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT and _LAUNCH_COMPLETION_EVENT: an
	// event recorded when every block has triggered (or ended), or begun.
	// cudasim records it once the kernel has run, a moment both allow.
	LaunchAttributeProgrammaticEvent     LaunchAttributeID = 7
	LaunchAttributeLaunchCompletionEvent LaunchAttributeID = 12
)

// launchExtras is what cuLaunchKernelEx's attributes add to a launch: the
// attributes a captured launch's kernel node keeps, whether its edges from
// kernel nodes are programmatic (programmatic stream serialization), and
// the events to record after it.
type launchExtras struct {
	attrs        LaunchAttrValue
	programmatic bool
	events       []*event
}

// LaunchAttribute is one CUlaunchAttribute: Value holds the scalar, or X,
// Y, Z the cluster dimension, or Window the access policy window.
type LaunchAttribute struct {
	ID      LaunchAttributeID
	Value   int32
	X, Y, Z uint32
	Window  AccessPolicyWindow
	// DevNode is written by a captured launch with
	// LaunchAttributeDeviceUpdatableKernelNode: the node's device handle,
	// which the driver writes back into the caller's attribute (measured).
	DevNode uint64
}

// LaunchConfig is CUlaunchConfig.
type LaunchConfig struct {
	Grid, Block Dim3
	SharedMem   uint32
	Stream      Stream
	Attrs       []LaunchAttribute
}

// LaunchKernelEx is cuLaunchKernelEx: LaunchKernel with a configuration
// and launch attributes. Attributes cudasim does not model are
// CUDA_ERROR_NOT_SUPPORTED with the attribute named.
func (t *Thread) LaunchKernelEx(cfg LaunchConfig, f Function, params [][]byte, extra []byte) error {
	cooperative := false
	var cluster, preferred [3]uint32
	var devUpdatable *LaunchAttribute
	ex := &launchExtras{attrs: defaultKernelNodeAttrs}
	for i, a := range cfg.Attrs {
		switch {
		case a.ID == LaunchAttributeDeviceUpdatableKernelNode:
			if a.Value == 1 {
				devUpdatable = &cfg.Attrs[i]
				break
			}
			// Measured (probe explore24-b, s_launchattrs): outside a capture the H200
			// refuses the attribute whatever its value.
			if st, _ := t.StreamIsCapturing(cfg.Stream); st == CaptureStatusNone {
				return &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
					Detail: fmt.Sprintf("cuLaunchKernelEx: CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE (%d) into stream %#x, which is not capturing", a.Value, uint64(cfg.Stream))}
			}
			if a.Value != 0 {
				return cu.Errorf(cu.ErrorInvalidValue, "cuLaunchKernelEx: device-updatable flag %d is not 0 or 1", a.Value)
			}
		case a.ID == LaunchAttributeIgnore:
		case a.ID == LaunchAttributePriority:
			ex.attrs.Priority = min(max(a.Value, greatestStreamPriority), leastStreamPriority)
		case a.ID == LaunchAttributeProgrammaticStreamSerialization:
			ex.programmatic = a.Value != 0
		case a.ID == LaunchAttributeProgrammaticEvent, a.ID == LaunchAttributeLaunchCompletionEvent:
			e, err := t.launchEvent(a, cfg.Stream)
			if err != nil {
				return err
			}
			ex.events = append(ex.events, e)
		case a.ID == LaunchAttributeCooperative:
			cooperative = a.Value != 0
			ex.attrs.Cooperative = a.Value
		case a.ID == LaunchAttributeClusterDim:
			// The launch checks the shape (module.Function.ClusterShape): a
			// zero dimension is CUDA_ERROR_INVALID_CLUSTER_SIZE (the H200 for
			// (0,1,1): libcuda/testdata/cudart/suite, e_launch). All zeros
			// name no cluster (not measured).
			cluster = [3]uint32{a.X, a.Y, a.Z}
			ex.attrs.ClusterDim = cluster
		case a.ID == LaunchAttributeClusterSchedulingPolicy:
			if a.Value < 0 || a.Value > 2 {
				return cu.Errorf(cu.ErrorInvalidValue, "cuLaunchKernelEx: cluster scheduling policy %d is not a CUclusterSchedulingPolicy (0-2)", a.Value)
			}
			ex.attrs.ClusterSchedulingPolicy = a.Value
		// Hints with no effect on results: the H200 ran the launch (suite2's s_stream_attrs);
		// a carveout over 100 % was CUDA_ERROR_INVALID_VALUE there. The window is checked
		// as a stream's is (measured: testdata/cudart/interop26, la).
		case a.ID == LaunchAttributeAccessPolicyWindow:
			c, err := t.current()
			if err != nil {
				return err
			}
			if err := t.checkAccessPolicyWindow(a.Window, c.Device, "cuLaunchKernelEx"); err != nil {
				return err
			}
		case a.ID == LaunchAttributeMemSyncDomain:
			if err := checkMemSyncDomain(a.Value, "cuLaunchKernelEx"); err != nil {
				return err
			}
			ex.attrs.MemSyncDomain = a.Value
		case a.ID == LaunchAttributePreferredSharedMemoryCarveout:
			// -1 (CU_SHAREDMEM_CARVEOUT_DEFAULT elsewhere) too: the H200 refused it here
			// (probe explore24-b, s_launchattrs).
			if a.Value < 0 || a.Value > 100 {
				return cu.Errorf(cu.ErrorInvalidValue, "cuLaunchKernelEx: shared memory carveout %d is not a percentage", a.Value)
			}
		// The rest as the H200 answered them (probe explore24-b, s_launchattrs).
		case a.ID == LaunchAttributeMemSyncDomainMap:
			// CUlaunchMemSyncDomainMap: default_ and remote, bytes naming domains below
			// the H200's MEM_SYNC_DOMAIN_COUNT (4): 0/1 and 2/0 ran, 5/1 was refused.
			m := [2]uint8{uint8(a.Value), uint8(a.Value >> 8)}
			if m[0] >= memSyncDomains || m[1] >= memSyncDomains {
				return cu.Errorf(cu.ErrorInvalidValue, "cuLaunchKernelEx: memory sync domain map %d/%d names a domain past the device's %d", m[0], m[1], memSyncDomains)
			}
			ex.attrs.MemSyncDomainMap = m
		case a.ID == LaunchAttributePreferredClusterDim:
			preferred = [3]uint32{a.X, a.Y, a.Z}
		case a.ID == LaunchAttributeNvlinkUtilCentricScheduling:
			if a.Value != 0 && a.Value != 1 {
				return cu.Errorf(cu.ErrorInvalidValue, "cuLaunchKernelEx: NVLink-centric scheduling %d is not 0 or 1", a.Value)
			}
		case a.ID == LaunchAttributeSynchronizationPolicy:
			return cu.Errorf(cu.ErrorInvalidValue, "cuLaunchKernelEx: CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY is a stream attribute, not a launch's")
		case a.ID > LaunchAttributeNvlinkUtilCentricScheduling || a.ID == 15:
			return cu.Errorf(cu.ErrorInvalidValue, "cuLaunchKernelEx: %d is not a CUlaunchAttributeID", a.ID)
		default:
			return cu.Errorf(cu.ErrorNotSupported, "launch attribute %d (value %d, %d,%d,%d) is not modelled by cudasim", a.ID, a.Value, a.X, a.Y, a.Z)
		}
	}
	if err := checkPreferredCluster(preferred, cluster, cfg.Grid); err != nil {
		return err
	}
	l := &module.Launch{Grid: cfg.Grid.array(), Block: cfg.Block.array(), DynamicShared: cfg.SharedMem,
		Params: params, Buffer: extra, HasBuffer: extra != nil, Cooperative: cooperative, Cluster: cluster}
	if devUpdatable != nil {
		return t.deviceUpdatableLaunch(f, l, cfg.Stream, &devUpdatable.DevNode)
	}
	return t.launchWith(f, l, cfg.Stream, "cuLaunchKernelEx", ex)
}

// More launch attribute IDs (CUDA 13.0's cuda.h), and the H200's number of memory
// synchronization domains (CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT,
// testdata/reference/h200-device.tsv).
const (
	LaunchAttributePreferredClusterDim         LaunchAttributeID = 11 // CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION
	LaunchAttributeNvlinkUtilCentricScheduling LaunchAttributeID = 16 // CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING (a hint)

	memSyncDomains = 4
)

// checkPreferredCluster checks a preferred cluster dimension against the
// launch's cluster dimension and grid as the H200 did (probe explore24-b,
// s_launchattrs): all zeros ask for nothing; otherwise the launch must have
// a cluster dimension that divides the preferred one, which divides the grid
// (cluster 2 with preferred 4 on a grid of 8 and preferred 2 ran; preferred
// 4 on a grid of 6, preferred 3 over cluster 2, and a preferred dimension
// without a cluster one were CUDA_ERROR_INVALID_CLUSTER_SIZE). The launch
// then runs clusters of the cluster dimension, which the attribute allows
// (where the H200 formed larger ones a kernel reading %cluster_nctarank
// would see them: not measured).
func checkPreferredCluster(preferred, cluster [3]uint32, grid Dim3) error {
	if preferred == [3]uint32{} {
		return nil
	}
	g := grid.array()
	for i, p := range preferred {
		if cluster[i] == 0 || p == 0 || p%cluster[i] != 0 || g[i]%p != 0 {
			return cu.Errorf(cu.ErrorInvalidClusterSize, "cuLaunchKernelEx: preferred cluster dimension %v does not fit cluster dimension %v and grid %v", preferred, cluster, g)
		}
	}
	return nil
}

// launchEvent is the event of a programmatic or launch completion event
// attribute (CUlaunchAttributeValue's event handle, then its flags) of a
// launch into stream s. Measured (libcuda/testdata/cudart/interop26, la):
// flags other than 0 and 1 (CU_EVENT_RECORD_EXTERNAL) are
// CUDA_ERROR_INVALID_VALUE, in a stream capture too; flags 1 are
// CUDA_ERROR_ILLEGAL_STATE outside a capture, before the event's timing is
// looked at, and CUDA_ERROR_NOT_SUPPORTED in one. An event that keeps time is
// CUDA_ERROR_NOT_SUPPORTED (measured for the programmatic event:
// libcuda/testdata/cudart/suite2, s_pdl).
func (t *Thread) launchEvent(a LaunchAttribute, s Stream) (*event, error) {
	e, err := t.d.event(Event(uint64(a.X) | uint64(a.Y)<<32))
	if err != nil {
		return nil, err
	}
	if a.Z&^1 != 0 {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "launch attribute %d: event flags %#x: only CU_EVENT_RECORD_EXTERNAL (1) is defined", a.ID, a.Z)
	}
	if a.Z == 1 { // CU_EVENT_RECORD_EXTERNAL, as cuEventRecordWithFlags answers it outside a capture
		if err := t.externalOutsideCapture(s, fmt.Sprintf("launch attribute %d's event flags CU_EVENT_RECORD_EXTERNAL", a.ID)); err != nil {
			return nil, err
		}
		return nil, &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
			Detail: fmt.Sprintf("launch attribute %d: event flags CU_EVENT_RECORD_EXTERNAL in a stream capture", a.ID)}
	}
	if e.flags&EventDisableTiming == 0 {
		return nil, &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
			Detail: fmt.Sprintf("launch attribute %d: %#x keeps time; the event of a programmatic or launch completion attribute is made with CU_EVENT_DISABLE_TIMING", a.ID, uint64(e.handle))}
	}
	return e, nil
}

// launchTarget resolves what a launch runs: a function, or a kernel's
// function in context c.
func (t *Thread) launchTarget(h Function, c *ctx.Context) (*function, error) {
	o, _ := t.d.handles.get(uint64(h))
	return t.targetOf(o, h, c)
}

// targetOf is launchTarget of o, the object handle h named.
func (t *Thread) targetOf(o any, h Function, c *ctx.Context) (*function, error) {
	d := t.d
	switch o := o.(type) {
	case *kernel:
		mo, err := d.loader().copyIn(o.lib, c, ReasonFirstLaunch)
		if err != nil {
			return nil, err
		}
		return o.functionIn(mo)
	case *function:
		if !d.greenPeers(o.mod.c, c) { // a green context runs its device's other contexts' functions (measured)
			return nil, cu.Errorf(cu.ErrorInvalidHandle, "%v belongs to %v, but the launch runs in %v (as measured: testdata/reference/probe2)", o, o.mod.c, c)
		}
		return o, nil
	}
	return nil, d.badHandle(cu.ErrorInvalidHandle, "function", uint64(h))
}

func (t *Thread) launch(h Function, l *module.Launch, s Stream, call string) error {
	return t.launchWith(h, l, s, call, nil)
}

// launchWith is launch with what cuLaunchKernelEx's attributes add (nil: nothing).
func (t *Thread) launchWith(h Function, l *module.Launch, s Stream, call string, ex *launchExtras) error {
	d := t.d
	if err := d.ready(); err != nil {
		return err
	}
	if err := t.hostCodeRefuses(call); err != nil {
		return err
	}
	if h == 0 {
		return cu.Errorf(cu.ErrorInvalidHandle, "%s of a NULL function", call)
	}
	// One look-up of the handle serves the whole launch.
	o, _ := d.handles.get(uint64(h))
	switch o.(type) {
	case *kernel, *function:
	default:
		return d.badHandle(cu.ErrorInvalidHandle, "function", uint64(h))
	}
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	if ok, err := t.captureLaunch(h, l, s, c, ex); ok {
		return err
	}
	fn, err := t.targetOf(o, h, c)
	d.flush(t.id)
	if err != nil {
		return err
	}
	if call != "cuGraphLaunch" && fn.launchesGraphs() {
		// Measured (testdata/reference/devrt, t_dp_graph): a kernel
		// that calls the device runtime's cudaGraphLaunch runs only as
		// a node of a graph; launched on a stream it does not run.
		return &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
			Detail: fmt.Sprintf("%s of %s: a kernel that launches graphs from the device (cudaGraphLaunch) runs only as a node of a graph", call, fn.f.Kernel.Name)}
	}
	refs, err := d.launchRefs(fn.mod) // texture and surface references, as bound now (texref.go)
	if err != nil {
		return err
	}
	t.sanLaunchBegin(s, c) // streamrace (sanitize_streams.go)
	// A kernel that may wait for the host goes on in the background from
	// its first nanosleep or spin (streamq.go); streamrace compares whole launches,
	// so under it every kernel runs to its end before the launch returns.
	mayWait := !t.inGraph && fn.mayWait(l.Cooperative) && t.d.streamOrder() == nil
	if !mayWait && (t.inGraph || inFlight.Load() == 0) {
		var later chan struct{}
		later, err = t.runKernel(fn, c, l, refs, false) // inOrder's common case, without its closure
		if err == nil {
			fixLimits(fn, c) // a launch that ran (a fault is the kernel's own: err is nil)
		}
		t.pend(s, c, later)
	} else {
		err = t.launchInOrder(fn, c, l, refs, s, mayWait)
	}
	t.sanLaunchEnd()
	if d.observed() {
		config := fmt.Sprintf("grid (%d,%d,%d) block (%d,%d,%d) shared %d",
			l.Grid[0], l.Grid[1], l.Grid[2], l.Block[0], l.Block[1], l.Block[2], l.DynamicShared)
		n := Notice{Kind: NoticeLaunch, Thread: t.id, Device: c.Device, Context: Context(c.Handle), Handle: uint64(fn.handle),
			Reason: Reason(call), Name: fn.f.Kernel.Name, What: config,
			Detail: fmt.Sprintf("%s %s %s", call, fn.f.Kernel.Name, config)}
		if err != nil {
			n.Code = cu.Code(err)
			n.Detail += ": " + err.Error()
		}
		d.emit(n)
	}
	if err == nil && ex != nil {
		for _, e := range ex.events {
			if err = t.EventRecord(e.handle, s); err != nil {
				break
			}
		}
	}
	if err == nil && d.cfg.LaunchBlocking && !t.inGraph {
		err = t.launchWaited(s, c)
	}
	return err
}

// launchWaited waits, under CUDA_LAUNCH_BLOCKING=1, for the launch just made
// on stream s to end, writes its device printf output and answers the
// context's sticky error: measured on the H200, the launch itself answered
// its kernel's fault (700) and the kernel's printf output came out before
// it returned (libcuda/testdata/cudart/envexplore25, env.launch-blocking,
// life.printfq-blocking).
func (t *Thread) launchWaited(s Stream, c *ctx.Context) error {
	if chs := t.pendingOwn(s, c); len(chs) > 0 {
		if err := t.await("a launch under CUDA_LAUNCH_BLOCKING=1", chs); err != nil {
			return err
		}
	}
	if f, ok := t.d.loader().run.Load().stdout.(interface{ Flush() }); ok {
		f.Flush()
	}
	return c.Err()
}

// launchInOrder runs the launch in stream s's order when it may queue (work
// pending) or go on in the background (mayWait): its own errors are
// answered at once, the kernel's later ones stick to context c.
func (t *Thread) launchInOrder(fn *function, c *ctx.Context, l *module.Launch, refs *launchRefs, s Stream, mayWait bool) error {
	if err := fn.f.Prepare(l); err != nil {
		return err // the launch's own errors, at once even if it queues
	}
	fixLimits(fn, c) // accepted: the limits it uses are fixed from the call on, as it may run
	// The work may run after the call has returned and the caller has
	// reused its parameter memory: the driver copies the parameters at the
	// call (measured: testdata/reference/faith, sections params-*).
	lc := l.Clone()
	var err error
	t.inOrder(s, c, work{run: func(w *Thread) chan struct{} {
		later, runErr := w.runKernel(fn, c, &lc, refs, mayWait)
		if w == t {
			err = runErr
		} else if runErr != nil {
			t.d.setStickyCause(w, c, cu.Code(runErr), cmp.Or(cu.Detail(runErr), runErr.Error()), runErr)
		}
		return later
	}})
	return err
}

// ParamLayout is where one kernel parameter goes in the parameter block.
type ParamLayout struct{ Offset, Size uint64 }

// LaunchParamLayout resolves f as a launch on stream s would (a Kernel in
// the stream's context, loading its library there if needed) and returns
// its parameters' layout and the block size: what a caller holding only C
// pointers (kernelParams, the extra buffer) needs to copy them.
func (t *Thread) LaunchParamLayout(f Function, s Stream) ([]ParamLayout, uint64, error) {
	if err := t.d.ready(); err != nil {
		return nil, 0, err
	}
	if f == 0 {
		return nil, 0, cu.Errorf(cu.ErrorInvalidHandle, "NULL function")
	}
	c, err := t.streamContext(s)
	if err != nil {
		return nil, 0, err
	}
	fn, err := t.launchTarget(f, c)
	t.d.flush(t.id)
	if err != nil {
		return nil, 0, err
	}
	k := fn.f.Kernel
	out := make([]ParamLayout, len(k.Params))
	for i, p := range k.Params {
		out[i] = ParamLayout{uint64(p.Offset), uint64(p.Size)}
	}
	return out, uint64(k.ParamSize), nil
}

// run runs fn in context c to its end, its fault becoming c's sticky
// error (the launch itself then succeeds, as on a GPU, where faults surface
// later). It takes the loader's settings: workers (one for kernels that
// print, so output keeps its order), instruction budget, time budget and
// the thread's launch context, and c's stack size.
func (t *Thread) run(fn *function, c *ctx.Context, l *module.Launch) error {
	refs, err := t.d.launchRefs(fn.mod)
	if err != nil {
		return err
	}
	later, err := t.runKernel(fn, c, l, refs, false)
	if err == nil {
		fixLimits(fn, c) // a node or device launch that ran
	}
	if later != nil {
		<-later // a graph's node or a device launch ends with its kernel
	}
	return err
}

// runKernel is run; with handoff, a kernel that executes nanosleep goes on
// in the background from its first nanosleep on, each nanosleep then
// sleeping its time in wall-clock time (a kernel waiting for the host:
// streamq.go), and runKernel returns a channel closed once it ends. An
// error of the kernel after that becomes the context's sticky error.
func (t *Thread) runKernel(fn *function, c *ctx.Context, l *module.Launch, refs *launchRefs, handoff bool) (chan struct{}, error) {
	d := t.d
	if err := d.kernelBoundary(); err != nil {
		return nil, err
	}
	rs := d.loader().run.Load()
	// x stays on the stack (a launch that runs at once allocates nothing); the handoff below
	// runs a copy.
	x := module.Exec{Memory: d.withTextures(c, d.kernelMemory(c), refs), Stdout: rs.stdout, Workers: rs.workers, InstructionBudget: rs.budget}
	timeout := rs.timeout
	if p := rs.progress; p != nil {
		name := fn.f.Kernel.Name
		x.Progress = func(done, total uint64) { p(name, done, total) }
	}
	var cleanup []func()
	defer func() {
		for _, f := range cleanup {
			f()
		}
	}()
	if base := t.launchCtx; base != nil || timeout > 0 {
		if base == nil {
			base = context.Background()
		}
		x.Context = base
		if timeout > 0 {
			var cancel context.CancelFunc
			x.Context, cancel = context.WithTimeout(base, timeout)
			cleanup = append(cleanup, cancel)
		}
	}
	if x.Workers > 1 && fn.f.Module.Code.Prints() {
		// Device printf (or assert) output in one order on every run.
		x.Workers = 1
	}
	if v, ok := c.Limit(uint32(LimitStackSize)); ok {
		x.StackSize = int(roundUp(v, limitRules[LimitStackSize].step)) // it may read back unrounded (keepRequest)
	}
	d.sanitizeLaunch(t, &x, c)
	if t.condRun != nil {
		x.SetConditional = t.condRun.set
	}
	if fn.f.Module.Code.UsesHeap() {
		x.Heap = d.heapOf(c)
	}
	g := t.newDevGrid(fn, c, t.devDepth)
	x.DeviceRuntime = g
	x.Residency = g                        // blocks of an ordinary launch that wait for each other (cooperative.go)
	x.CurrentGraphExec = uint64(t.curExec) // a graph instantiated for device launch (runNodes)
	x.Clock = &d.clocks[c.Device]
	x.ClockStart = x.Clock.Start()
	if l.Cooperative {
		done, err := t.cooperative(fn, c, l, &x)
		if err != nil {
			return nil, err
		}
		cleanup = append(cleanup, done)
	}
	if !handoff {
		fault, err := t.execKernel(fn, c, l, &x, g)
		g.release()
		if fault == nil {
			return nil, err
		}
		return t.faultLater(c, fault, x.Clock.Start()-x.ClockStart), err
	}
	waiting := make(chan struct{})
	var once sync.Once
	xh, lh := x, *l // the goroutine's own: x and l stay on the caller's stack when not handed off
	xh.Sleep = func(ns uint64) {
		once.Do(func() { close(waiting) })
		time.Sleep(time.Duration(ns))
	}
	done := make(chan struct{})
	var err error
	finish := cleanup
	cleanup = nil // the kernel's goroutine cleans up when it ends
	go func() {
		defer close(done)
		var fault error
		fault, err = t.execKernel(fn, c, &lh, &xh, g)
		if fault != nil {
			t.stick(c, fault) // the kernel took its time in the background already
		}
		for _, f := range finish {
			f()
		}
		select {
		case <-waiting:
			if err != nil { // the launch has returned: the error sticks
				d.setStickyCause(t, c, cu.Code(err), err.Error(), err)
			}
		default:
		}
	}()
	select {
	case <-done:
		return nil, err
	case <-waiting:
		return done, nil
	}
}

// execKernel runs the launch set up in x, then grid g's device-side work.
// A fault comes back as fault, for the caller to make context c's sticky
// error (stick, faultLater); err is what the launch itself answers.
func (t *Thread) execKernel(fn *function, c *ctx.Context, l *module.Launch, x *module.Exec, g *devGrid) (fault, err error) {
	err = t.d.kernelHostFault(fn.f.Run(l, x))
	if need, ok := fn.f.CalleeStack(); ok && uint64(need) > uint64(x.StackSize) {
		// The driver raises the stack limit to what a launch's call graph needs, in
		// steps of 16 bytes, and keeps it: the H200 read 4096, 1104, 2000 and 4112
		// after launches whose callee had a 4,096-, 1,100-, 2,000- and 4,100-byte
		// frame (libcuda/testdata/cudart/sweep27: p_unknowns, probe28's q_stack
		// frames); the engine ran with as much.
		c.SetLimit(uint32(LimitStackSize), roundUp(uint64(need), limitRules[LimitStackSize].step))
	}
	if err == nil {
		err = g.drain() // the grid's device-side launches (devrt.go)
	} else {
		g.discard()
	}
	if _, ok := module.IsFault(err); ok {
		return err, nil
	}
	return nil, err
}

// stick makes a kernel's fault context c's sticky error, which carries the
// fault's code itself: its detail is the fault's message less the code's own
// "CUDA_ERROR_X: text: ".
func (t *Thread) stick(c *ctx.Context, fault error) {
	code, _ := module.IsFault(fault)
	t.d.setStickyCause(t, c, code, strings.TrimPrefix(fault.Error(), code.Error()+": "), fault)
}

// faultLater makes a fault of a kernel that ran at once context c's sticky
// error when the kernel's device time has passed since the launch returned:
// the clock cycles its threads read across the launch (sim.DeviceClock), at
// 1.98 GHz, and no sooner than faultLatency. Until then the kernel still
// runs for the host, which goes on: the returned channel, closed then,
// keeps its stream busy.
// Measured on the H200 (libcuda/testdata/cudart/interop26, or_*): while a
// kernel spun 6e8 cycles (0.3 s) before its fault, bad pointers were
// answered with CUDA_ERROR_INVALID_VALUE, cuMemAlloc, stream and event
// queries succeeded; the synchronization then answered the fault.
// faultLatency is the least time after a launch before its kernel's fault
// is the host's: the H200 had not reported the fault of a kernel that
// spun 0 to 2e6 cycles (1 ms) when the host asked after a 50 ms sleep
// (cudaMalloc succeeded, the legacy stream was not ready), and its
// cudaDeviceSynchronize answered it after 0.1 to 1 s
// (libcuda/testdata/cudart/interop26/h200/spin). 100 ms lies in that range.
var faultLatency = 100 * time.Millisecond

func (t *Thread) faultLater(c *ctx.Context, fault error, cycles uint64) chan struct{} {
	wait := max(time.Duration(cycles*100/198), faultLatency)
	done := make(chan struct{})
	time.AfterFunc(wait, func() {
		t.stick(c, fault)
		close(done)
	})
	return done
}
