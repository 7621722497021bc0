package module

import (
	"context"
	"errors"
	"io"

	"cudasim/cu"
	"cudasim/cubin"
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

	// Cooperative is a cooperative launch (cuLaunchCooperativeKernel, or
	// CU_LAUNCH_ATTRIBUTE_COOPERATIVE): every block resident at once.
	Cooperative bool
}

// Check validates a launch of f with the driver's codes: a zero
// dimension, a block or grid over the device's limits, or more dynamic
// shared memory than the function may use are CUDA_ERROR_INVALID_VALUE; a
// block over what the kernel's registers or launch bounds allow is
// CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES; a function set to require thread
// block clusters is CUDA_ERROR_NOT_SUPPORTED (clusters are not emulated).
func (f *Function) Check(l *Launch) error {
	lim := f.Module.Env.Limits()
	k := f.Kernel
	threads := uint64(1)
	for i := range 3 {
		if l.Grid[i] == 0 || l.Block[i] == 0 {
			return cu.Errorf(cu.ErrorInvalidValue, "launch of %s: grid %s and block %s must have no zero dimension", k.Name, dim(l.Grid), dim(l.Block))
		}
		if l.Block[i] > lim.MaxBlock[i] {
			return cu.Errorf(cu.ErrorInvalidValue, "launch of %s: block %s exceeds the device's maximum block %s", k.Name, dim(l.Block), dim(lim.MaxBlock))
		}
		if l.Grid[i] > lim.MaxGrid[i] {
			return cu.Errorf(cu.ErrorInvalidValue, "launch of %s: grid %s exceeds the device's maximum grid %s", k.Name, dim(l.Grid), dim(lim.MaxGrid))
		}
		threads *= uint64(l.Block[i])
	}
	if threads > uint64(lim.MaxThreadsPerBlock) {
		return cu.Errorf(cu.ErrorInvalidValue, "launch of %s: block %s has %d threads, the device allows %d", k.Name, dim(l.Block), threads, lim.MaxThreadsPerBlock)
	}
	if k.ReqNTID[0] > 0 && (l.Block[0] != uint32(k.ReqNTID[0]) || l.Block[1] != uint32(max(k.ReqNTID[1], 1)) || l.Block[2] != uint32(max(k.ReqNTID[2], 1))) {
		return cu.Errorf(cu.ErrorInvalidValue, "launch of %s: block %s differs from the kernel's .reqntid %v", k.Name, dim(l.Block), k.ReqNTID)
	}
	if n := MaxThreads(k, lim); threads > uint64(n) {
		return cu.Errorf(cu.ErrorLaunchOutOfResources, "launch of %s: block of %d threads, but the kernel (%d registers, .maxntid %v) allows at most %d", k.Name, threads, k.NumRegs, k.MaxNTID, n)
	}
	if err := f.checkCluster(); err != nil {
		return err
	}
	maxDyn, err := KernelAttribute(k, lim, AttrMaxDynamicSharedSizeBytes, &f.Own, f.Inherited)
	if err != nil {
		return err
	}
	if int64(l.DynamicShared) > int64(maxDyn) {
		return cu.Errorf(cu.ErrorInvalidValue, "launch of %s: %d bytes of dynamic shared memory, the function may use %d (raise CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, up to %d minus %d static)", k.Name, l.DynamicShared, maxDyn, lim.SharedPerBlockOptin, k.SharedSize)
	}
	return nil
}

// checkCluster refuses a launch that cuFuncSetAttribute or
// cuKernelSetAttribute asked to run in thread block clusters: clusters are
// not emulated, and running the blocks unclustered would silently differ
// (cluster special registers, distributed shared memory, grid divisibility).
func (f *Function) checkCluster() error {
	var d [3]int32
	for i, a := range []Attribute{AttrRequiredClusterWidth, AttrRequiredClusterHeight, AttrRequiredClusterDepth} {
		v, err := KernelAttribute(f.Kernel, f.Module.Env.Limits(), a, &f.Own, f.Inherited)
		if err != nil {
			return err
		}
		d[i] = v
	}
	if max(d[0], 1)*max(d[1], 1)*max(d[2], 1) > 1 {
		return cu.Errorf(cu.ErrorNotSupported, "launch of %s: the function requires clusters of (%d,%d,%d) blocks (CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_*), and cudasim does not emulate thread block clusters", f.Kernel.Name, d[0], d[1], d[2])
	}
	return nil
}

// paddedParamSize is the kernel's parameter block rounded up to its largest
// parameter alignment (a parameter's size, at most 8, where the alignment
// is unknown).
func paddedParamSize(k *cubin.Kernel) int {
	align := 1
	for _, p := range k.Params {
		a := p.Align
		if a == 0 {
			a = min(p.Size, 8)
		}
		align = max(align, a)
	}
	return (k.ParamSize + align - 1) / align * align
}

// Pack builds the parameter block from either form. Both forms at once,
// too few kernelParams entries (or none, for a kernel with parameters) or
// an entry shorter than its parameter are CUDA_ERROR_INVALID_VALUE; a
// buffer longer than the block, CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES.
func (f *Function) Pack(l *Launch) ([]byte, error) {
	k := f.Kernel
	if l.HasBuffer {
		if l.Params != nil {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "launch of %s: both kernelParams and extra given", k.Name)
		}
		// As measured on the H200 (testdata/reference/probe5): a buffer
		// larger than the parameters (three u32: 12 bytes; 16 given) is
		// CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES; a shorter one launches, its
		// missing bytes zero here (what the GPU reads there is not
		// measured). The block is taken as a C struct of the parameters,
		// padded to their largest alignment (sizeof of such a struct is
		// what programs pass): that padding is no excess (not measured).
		if limit := paddedParamSize(k); len(l.Buffer) > limit {
			return nil, cu.Errorf(cu.ErrorLaunchOutOfResources, "launch of %s: extra parameter buffer has %d bytes, more than the %d the kernel's parameters take", k.Name, len(l.Buffer), limit)
		}
		buf := make([]byte, k.ParamSize)
		copy(buf, l.Buffer)
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
	b := make([]byte, k.ParamSize)
	for i, p := range k.Params {
		if len(l.Params[i]) < p.Size {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "launch of %s: parameter %d has %d bytes, the kernel expects %d", k.Name, i, len(l.Params[i]), p.Size)
		}
		copy(b[p.Offset:p.Offset+p.Size], l.Params[i])
	}
	return b, nil
}

// Exec is what running a launch needs beyond the launch itself.
type Exec struct {
	Engine    Engine
	Memory    Memory
	Stdout    io.Writer
	StackSize int
	Workers   int
	// InstructionBudget is Run.InstructionBudget (0: the engine's default).
	InstructionBudget int64
	// Context is Run.Context (nil: none).
	Context context.Context
	// GridWorkspace is Run.GridWorkspace: the driver's grid workspace of a
	// cooperative launch.
	GridWorkspace uint64
}

// Run checks l, packs its parameters and runs the kernel to completion,
// loading the function first if it was not. A fault inside the kernel is
// returned as a FaultError.
func (f *Function) Run(l *Launch, x *Exec) error {
	if f.Module.Unloaded() {
		return cu.Errorf(cu.ErrorInvalidHandle, "%v belongs to an unloaded module", f)
	}
	if err := f.Check(l); err != nil {
		return err
	}
	params, err := f.Pack(l)
	if err != nil {
		return err
	}
	f.Load()
	if err := f.Module.Code.Program.CheckExecutable(f.Kernel.Name); err != nil {
		return err
	}
	exe, err := f.Module.Code.Executable(x.Engine)
	if err != nil {
		return err
	}
	return exe.Run(f.Kernel.Name, &Run{
		Grid: l.Grid, Block: l.Block, DynamicShared: l.DynamicShared,
		Params: params, Symbols: f.Module.symbols, Memory: x.Memory,
		Stdout: x.Stdout, StackSize: x.StackSize, Workers: x.Workers,
		InstructionBudget: x.InstructionBudget, Context: x.Context,
		Cooperative: l.Cooperative, GridWorkspace: x.GridWorkspace,
	})
}

// IsFault reports whether err is a fault inside a kernel, and its code.
func IsFault(err error) (cu.Result, bool) {
	var fe FaultError
	if errors.As(err, &fe) {
		return fe.KernelFault(), true
	}
	return 0, false
}
