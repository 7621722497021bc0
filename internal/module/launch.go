package module

import (
	"context"
	"errors"
	"io"
	"sync"

	"cudasim/cu"
	"cudasim/sim"
)

// Launch is one kernel launch as cuLaunchKernel describes it.
type Launch struct {
	Grid, Block   [3]uint32
	DynamicShared uint32

	// Params is the kernelParams form: Params[i] holds parameter i's bytes
	// (at least its size; extra bytes are ignored, as the driver reads only
	// the size it knows).
	Params [][]byte
	// Buffer is the extra form (CU_LAUNCH_PARAM_BUFFER_POINTER/SIZE): the
	// packed parameter block, used when HasBuffer is set.
	Buffer    []byte
	HasBuffer bool

	// Cluster is cuLaunchKernelEx's CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
	// (zero: none given): the launch runs in thread block clusters of that
	// shape (see Function.ClusterShape).
	Cluster [3]uint32

	// Cooperative is a cooperative launch (cuLaunchCooperativeKernel, or
	// CU_LAUNCH_ATTRIBUTE_COOPERATIVE): every block resident at once.
	Cooperative bool
}

// Clone returns a copy of l that owns its parameter bytes: the driver
// copies kernelParams and the extra buffer at the call, so a launch that
// runs later (queued behind other work, or a graph node) sees what the
// caller passed even once the caller has reused that memory. A nil Params
// stays nil (no kernelParams given, which the extra form requires).
func (l *Launch) Clone() Launch {
	c := *l
	if l.Params != nil {
		n := 0
		for _, p := range l.Params {
			n += len(p)
		}
		bytes := make([]byte, 0, n) // one allocation for all of them
		c.Params = make([][]byte, len(l.Params))
		for i, p := range l.Params {
			if p == nil {
				continue // a missing parameter stays missing, for the launch to refuse
			}
			bytes = append(bytes, p...)
			c.Params[i] = bytes[len(bytes)-len(p) : len(bytes) : len(bytes)]
		}
	}
	if l.Buffer != nil {
		c.Buffer = append([]byte(nil), l.Buffer...)
	}
	return c
}

// Check validates a launch of f with the driver's codes: a zero
// dimension, a block or grid over the device's limits, or more dynamic
// shared memory than the function may use are CUDA_ERROR_INVALID_VALUE; a
// block over the kernel's .maxntid is CUDA_ERROR_INVALID_VALUE, over what
// its registers allow CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES; a bad thread block cluster shape is
// CUDA_ERROR_INVALID_CLUSTER_SIZE (see ClusterShape).
func (f *Function) Check(l *Launch) error {
	_, err := f.check(l)
	return err
}

// check is Check, returning the launch's cluster shape (ClusterShape).
func (f *Function) check(l *Launch) ([3]uint32, error) {
	var none [3]uint32
	lim := f.Module.Env.Limits()
	k := f.Kernel
	threads := uint64(1)
	for i := range 3 {
		if l.Grid[i] == 0 || l.Block[i] == 0 {
			return none, cu.Errorf(cu.ErrorInvalidValue, "launch of %s: grid %s and block %s must have no zero dimension", k.Name, dim(l.Grid), dim(l.Block))
		}
		if l.Block[i] > lim.MaxBlock[i] {
			return none, cu.Errorf(cu.ErrorInvalidValue, "launch of %s: block %s exceeds the device's maximum block %s", k.Name, dim(l.Block), dim(lim.MaxBlock))
		}
		if l.Grid[i] > lim.MaxGrid[i] {
			return none, cu.Errorf(cu.ErrorInvalidValue, "launch of %s: grid %s exceeds the device's maximum grid %s", k.Name, dim(l.Grid), dim(lim.MaxGrid))
		}
		threads *= uint64(l.Block[i])
	}
	if threads > uint64(lim.MaxThreadsPerBlock) {
		return none, cu.Errorf(cu.ErrorInvalidValue, "launch of %s: block %s has %d threads, the device allows %d", k.Name, dim(l.Block), threads, lim.MaxThreadsPerBlock)
	}
	if k.ReqNTID[0] > 0 && (l.Block[0] != uint32(k.ReqNTID[0]) || l.Block[1] != uint32(max(k.ReqNTID[1], 1)) || l.Block[2] != uint32(max(k.ReqNTID[2], 1))) {
		return none, cu.Errorf(cu.ErrorInvalidValue, "launch of %s: block %s differs from the kernel's .reqntid %v", k.Name, dim(l.Block), k.ReqNTID)
	}
	// A block over the kernel's .maxntid is the caller's invalid value, as
	// the H200 answers numba-cuda's TestLaunchBounds through cuLaunchKernelEx
	// (testdata/reference/numba-cuda); over what its registers allow, 701.
	if p := uint64(k.MaxNTID[0] * max(k.MaxNTID[1], 1) * max(k.MaxNTID[2], 1)); k.MaxNTID[0] > 0 && threads > p {
		return none, cu.Errorf(cu.ErrorInvalidValue, "launch of %s: block of %d threads, more than the kernel's .maxntid %v allows (%d)", k.Name, threads, k.MaxNTID, p)
	}
	if n := MaxThreads(k, lim); threads > uint64(n) {
		return none, cu.Errorf(cu.ErrorLaunchOutOfResources, "launch of %s: block of %d threads, but the kernel (%d registers, .maxntid %v) allows at most %d", k.Name, threads, k.Regs(), k.MaxNTID, n)
	}
	cluster, err := f.ClusterShape(l)
	if err != nil {
		return none, err
	}
	maxDyn, err := KernelAttribute(k, lim, AttrMaxDynamicSharedSizeBytes, &f.Own, f.Inherited)
	if err != nil {
		return none, err
	}
	if int64(l.DynamicShared) > int64(maxDyn) {
		return none, cu.Errorf(cu.ErrorInvalidValue, "launch of %s: %d bytes of dynamic shared memory, the function may use %d (raise CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, up to %d minus %d static)", k.Name, l.DynamicShared, maxDyn, lim.SharedPerBlockOptin, k.OwnShared())
	}
	return cluster, nil
}

// ClusterShape is the thread block cluster shape launch l of f runs in
// (zero: no clusters), decided as the driver does (measured on the H200,
// testdata/reference/breadth): a kernel compiled with __cluster_dims__ runs
// in that shape and a launch naming another is refused; otherwise the
// launch's cluster dimension, else the shape set with
// CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_* (a launch naming another shape is
// refused). The shape must have no zero dimension, divide the grid and
// hold at most 8 blocks (16 with NON_PORTABLE_CLUSTER_SIZE_ALLOWED). Every
// refusal is CUDA_ERROR_INVALID_CLUSTER_SIZE.
func (f *Function) ClusterShape(l *Launch) ([3]uint32, error) {
	k := f.Kernel
	lim := f.Module.Env.Limits()
	var set [3]uint32
	for i := range 3 {
		v, err := KernelAttribute(k, lim, AttrRequiredClusterWidth+Attribute(i), &f.Own, f.Inherited)
		if err != nil {
			return [3]uint32{}, err
		}
		set[i] = uint32(v)
	}
	bad := func(format string, args ...any) ([3]uint32, error) {
		return [3]uint32{}, cu.Errorf(cu.ErrorInvalidClusterSize, "launch of %s: "+format, append([]any{k.Name}, args...)...)
	}
	var d [3]uint32
	switch {
	case k.ClusterDim != [3]int{}:
		d = [3]uint32{uint32(k.ClusterDim[0]), uint32(k.ClusterDim[1]), uint32(k.ClusterDim[2])}
		if l.Cluster != [3]uint32{} && l.Cluster != d {
			return bad("cluster %s differs from the kernel's __cluster_dims__ %s", dim(l.Cluster), dim(d))
		}
	case l.Cluster != [3]uint32{}:
		d = l.Cluster
		if set != [3]uint32{} && set != d {
			return bad("cluster %s differs from the function's required cluster %s (CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_*)", dim(d), dim(set))
		}
	case set != [3]uint32{}:
		d = set
	default:
		return [3]uint32{}, nil
	}
	if d[0] == 0 || d[1] == 0 || d[2] == 0 {
		return bad("cluster %s has a zero dimension", dim(d))
	}
	if l.Grid[0]%d[0] != 0 || l.Grid[1]%d[1] != 0 || l.Grid[2]%d[2] != 0 {
		return bad("grid %s is not a multiple of the cluster %s", dim(l.Grid), dim(d))
	}
	limit := uint64(8) // the portable cluster size
	if np, err := KernelAttribute(k, lim, AttrNonPortableClusterSizeAllowed, &f.Own, f.Inherited); err != nil {
		return [3]uint32{}, err
	} else if np != 0 {
		limit = 16 // the H200's largest
	}
	if n := uint64(d[0]) * uint64(d[1]) * uint64(d[2]); n > limit {
		return bad("a cluster %s of %d blocks; at most %d (CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED allows 16)", dim(d), n, limit)
	}
	return d, nil
}

// maxParamBlock is the largest kernel parameter block (CUDA 12.1, Volta and newer).
const maxParamBlock = 32764

// Pack builds the parameter block from either form. Both forms at once,
// too few kernelParams entries (or none, for a kernel with parameters) or
// an entry shorter than its parameter are CUDA_ERROR_INVALID_VALUE; a
// buffer longer than the block, CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES.
func (f *Function) Pack(l *Launch) ([]byte, error) { return f.pack(l, nil) }

// pack is Pack, building the block in buf's memory when it is large enough.
func (f *Function) pack(l *Launch, buf []byte) ([]byte, error) {
	k := f.Kernel
	if cap(buf) < k.ParamSize {
		buf = make([]byte, k.ParamSize)
	}
	buf = buf[:k.ParamSize]
	if l.HasBuffer {
		if l.Params != nil {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "launch of %s: both kernelParams and extra given", k.Name)
		}
		// As measured on the H200 (testdata/reference/probe5): a buffer
		// larger than the parameters (three u32: 12 bytes; 16 given) is
		// CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES, and so is one padded to the
		// block's largest alignment (a u64 and 4,092 bytes: 4,104 given;
		// testdata/reference/devheap, h_param); a shorter one launches, its
		// missing bytes zero here (the H200's kernel read what an earlier
		// launch had left there).
		if len(l.Buffer) > maxParamBlock {
			// Measured (testdata/reference/devheap, h_param): past the largest block a kernel
			// may have, CUDA_ERROR_INVALID_VALUE whatever the kernel's.
			return nil, cu.Errorf(cu.ErrorInvalidValue, "launch of %s: extra parameter buffer has %d bytes, more than the %d a kernel's parameters may take", k.Name, len(l.Buffer), maxParamBlock)
		}
		if limit := k.ParamSize; len(l.Buffer) > limit {
			return nil, cu.Errorf(cu.ErrorLaunchOutOfResources, "launch of %s: extra parameter buffer has %d bytes, more than the %d the kernel's parameters take", k.Name, len(l.Buffer), limit)
		}
		clear(buf[copy(buf, l.Buffer):])
		return buf, nil
	}
	if len(k.Params) == 0 {
		return nil, nil
	}
	if l.Params == nil {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "launch of %s: kernelParams and extra are both NULL, the kernel takes %d parameters", k.Name, len(k.Params))
	}
	if len(l.Params) < len(k.Params) {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "launch of %s: %d kernelParams given, the kernel takes %d", k.Name, len(l.Params), len(k.Params))
	}
	b := buf
	clear(b) // the padding between parameters
	for i, p := range k.Params {
		if len(l.Params[i]) < p.Size {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "launch of %s: parameter %d has %d bytes, the kernel expects %d", k.Name, i, len(l.Params[i]), p.Size)
		}
		copy(b[p.Offset:p.Offset+p.Size], l.Params[i])
	}
	return b, nil
}

// Exec is what running a launch needs beyond the launch itself; each field
// is the sim.Launch field of the same name.
type Exec struct {
	Memory            Memory
	Stdout            io.Writer // device printf; nil discards
	StackSize         int       // CU_LIMIT_STACK_SIZE
	Workers           int       // goroutines running CTAs; 0 or 1 runs them in order
	InstructionBudget int64     // 0: the engine's default
	Context           context.Context
	// GridWorkspace is the driver's grid workspace of a cooperative launch.
	GridWorkspace  uint64
	Sanitize       *sim.Sanitize
	Progress       func(done, total uint64)
	SetConditional func(handle uint64, value uint32) error
	DeviceRuntime  sim.DeviceRuntime
	Heap           sim.DeviceHeap
	// CurrentGraphExec is sim.Launch.CurrentGraphExec.
	CurrentGraphExec uint64
	Sleep            func(ns uint64) // see sim.Launch.Sleep
	Residency        sim.Residency   // see sim.Launch.Residency
	Clock            *sim.DeviceClock
	ClockStart       uint64
}

// launchRun is what one launch hands the engine, kept in a pool with its
// parameter block's memory, so that a launch allocates neither.
type launchRun struct {
	l      sim.Launch
	params []byte
}

var launchRuns = sync.Pool{New: func() any { return new(launchRun) }}

// Run checks l, packs its parameters and runs the kernel to completion,
// loading the function first if it was not. A fault inside the kernel is
// returned as a FaultError.
func (f *Function) Run(l *Launch, x *Exec) error {
	if f.Module.Unloaded() {
		return cu.Errorf(cu.ErrorInvalidHandle, "%v belongs to an unloaded module", f)
	}
	r := launchRuns.Get().(*launchRun)
	defer func() {
		r.l = sim.Launch{} // nothing of this launch stays reachable from the pool
		launchRuns.Put(r)
	}()
	k, cluster, params, err := f.ready(l, r.params)
	if err != nil {
		return err
	}
	if cap(params) > cap(r.params) {
		r.params = params[:0]
	}
	r.l = sim.Launch{
		Grid: l.Grid, Block: l.Block, Cluster: cluster, DynamicShared: l.DynamicShared,
		Params: params, Symbols: f.Module.symbols, Memory: x.Memory,
		Stdout: x.Stdout, StackSize: x.StackSize, Workers: x.Workers,
		InstructionBudget: x.InstructionBudget, Context: x.Context, Sanitize: x.Sanitize,
		Cooperative: l.Cooperative, GridWorkspace: x.GridWorkspace, Progress: x.Progress,
		SetConditional: x.SetConditional, DeviceRuntime: x.DeviceRuntime, Heap: x.Heap,
		CurrentGraphExec: x.CurrentGraphExec, Sleep: x.Sleep, Clock: x.Clock, ClockStart: x.ClockStart,
		Residency: x.Residency,
	}
	return classify(sim.Run(k, &r.l))
}

// CalleeStack is the local memory the functions the kernel calls need at once beyond its own
// frame (sim.Kernel.CalleeStack) once a launch has readied the kernel; ok is false before,
// or where the call graph does not tell (recursion, calls through pointers).
func (f *Function) CalleeStack() (n int64, ok bool) {
	m := f.memo.Load()
	if m == nil {
		return 0, false
	}
	n = m.k.CalleeStack()
	return n, n >= 0
}

// Prepare checks everything Run checks before it runs the kernel: a
// caller that runs the kernel later, on another goroutine, answers the
// launch's errors at once this way.
func (f *Function) Prepare(l *Launch) error {
	if f.Module.Unloaded() {
		return cu.Errorf(cu.ErrorInvalidHandle, "%v belongs to an unloaded module", f)
	}
	_, _, _, err := f.ready(l, nil)
	return err
}

// CheckConfig runs the checks of a launch's shape and parameters, not its
// code's: what cuGraphAddKernelNode and the kernel node setters refuse at
// once (measured: libcuda/testdata/cudart/suite, e_graph).
func (f *Function) CheckConfig(l *Launch) error {
	if _, err := f.check(l); err != nil {
		return err
	}
	_, err := f.pack(l, nil)
	return err
}

// launchMemo is the last launch shape of a function that passed every check
// but the parameters', with what the checks decided.
type launchMemo struct {
	grid, block, cluster [3]uint32 // the launch's
	dynamicShared        uint32
	shape                [3]uint32 // its cluster shape (ClusterShape)
	k                    *sim.Kernel
}

// ready runs a launch's checks in the driver's order: the function's load
// refusal, the shape (check), the parameters (packed into buf's memory
// when large enough), the code. It returns the lowered kernel, the cluster
// shape and the parameter block. A launch of the shape of the function's
// last good one, while no attribute of the function was ever set (they
// change what check decides), repeats only the packing: the other checks
// depend on nothing else that can change (the code and the device limits
// do not; a function once loaded stays loaded).
func (f *Function) ready(l *Launch, buf []byte) (*sim.Kernel, [3]uint32, []byte, error) {
	m := f.memo.Load()
	if m != nil && (m.grid != l.Grid || m.block != l.Block || m.cluster != l.Cluster || m.dynamicShared != l.DynamicShared ||
		f.Own.some.Load() || (f.Inherited != nil && f.Inherited.some.Load())) {
		m = nil
	}
	if m != nil {
		params, err := f.pack(l, buf)
		return m.k, m.shape, f.engineLayout(m.k, l, params), err
	}
	if err := f.launchError(); err != nil {
		return nil, [3]uint32{}, nil, err
	}
	cluster, err := f.check(l)
	if err != nil {
		return nil, [3]uint32{}, nil, err
	}
	params, err := f.pack(l, buf)
	if err != nil {
		return nil, [3]uint32{}, nil, err
	}
	f.Load()
	if err := f.Module.Code.Program.CheckExecutable(f.Kernel.Name); err != nil {
		return nil, [3]uint32{}, nil, err
	}
	k, err := f.Module.Kernel(f.Kernel.Name)
	if err != nil {
		return nil, [3]uint32{}, nil, err
	}
	f.memo.Store(&launchMemo{grid: l.Grid, block: l.Block, cluster: l.Cluster, dynamicShared: l.DynamicShared, shape: cluster, k: k})
	return k, cluster, f.engineLayout(k, l, params), nil
}

// engineLayout moves kernelParams packed in the loaded program's layout (the
// SASS's, from the ELF) to where the engine's kernel, compiled from PTX,
// reads them, where the two differ: ptxas pads a parameter aligned to more
// than the parameter bank's base (a 128-byte CUtensorMap: offset 112 in the
// ELF, 0 in the PTX), and the engine reads the PTX's offsets (suite2's
// s_tma). A packed extra buffer is left as given.
func (f *Function) engineLayout(k *sim.Kernel, l *Launch, params []byte) []byte {
	from, to := f.Kernel.Params, k.Params()
	if l.HasBuffer || len(from) != len(to) || params == nil {
		return params
	}
	same := true
	for i := range from {
		same = same && from[i].Offset == to[i].Offset && from[i].Size == to[i].Size
	}
	if same {
		return params
	}
	out := make([]byte, k.ParamSize())
	for i := range from {
		n := min(from[i].Size, to[i].Size)
		copy(out[to[i].Offset:to[i].Offset+n], params[from[i].Offset:from[i].Offset+n])
	}
	return out
}

// Waits reports whether the kernel may wait for the host: whether it may
// execute nanosleep (sim.Kernel.Sleeps) and whether it reads memory with
// strong loads (sim.Kernel.Polls), loading it if it was not; neither if it
// cannot load.
func (f *Function) Waits() (sleeps, polls bool) {
	f.Load()
	k, err := f.Module.Kernel(f.Kernel.Name)
	if err != nil {
		return false, false
	}
	return k.Sleeps(), k.Polls()
}

// IsFault reports whether err is a fault inside a kernel, and its code.
func IsFault(err error) (cu.Result, bool) {
	if err == nil {
		return 0, false
	}
	var fe FaultError
	if errors.As(err, &fe) {
		return fe.KernelFault(), true
	}
	return 0, false
}
