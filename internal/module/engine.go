package module

import (
	"context"
	"io"

	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/sim"
)

// Memory is device memory as a kernel sees it; sim.Memory has the same
// method, and the driver's address space implements it.
type Memory interface {
	Span(addr uint64) (base uint64, b []byte, ok bool)
}

// Engine turns a program's PTX into something that runs. It has one
// implementation, simEngine (engine_sim.go); why the seam exists anyway, and
// what it costs, is in docs/engine.md.
type Engine interface {
	// Compile prepares p's PTX (p.PTXModule()) for execution.
	Compile(p *cubin.Program) (Executable, error)
}

// Executable runs the kernels of one compiled program.
type Executable interface {
	// Run executes kernel to completion. A fault inside the kernel is
	// returned as an error whose code (cu.Code) is the sticky error it
	// raises (700, 716, 719...) and which satisfies IsFault.
	Run(kernel string, r *Run) error
	// FunctionAddress is the value a pointer to device function name
	// holds, for variable initializers that take a function's address.
	FunctionAddress(name string) (uint64, bool)
}

// Run is one launch as the engine gets it.
type Run struct {
	Grid, Block   [3]uint32
	Cluster       [3]uint32 // thread block cluster shape; zero: none (Function.ClusterShape)
	DynamicShared uint32
	Params        []byte            // packed as the kernel's parameter layout says
	Symbols       map[string]uint64 // device address of every module variable, in the launching context
	Memory        Memory
	Stdout        io.Writer // device printf; nil discards
	StackSize     int       // local memory per thread beyond the kernel's frame (CU_LIMIT_STACK_SIZE)
	Workers       int       // goroutines running CTAs; 0 or 1 runs them in order
	// InstructionBudget bounds the instructions each warp may execute before
	// the launch ends with CUDA_ERROR_LAUNCH_TIMEOUT; 0 is the engine's default.
	InstructionBudget int64
	// Context, if not nil, ends the launch with CUDA_ERROR_LAUNCH_TIMEOUT
	// once it is done (a time budget, or a caller's cancel).
	Context context.Context
	// Cooperative runs every block at once (grid.sync() works);
	// GridWorkspace is the device address grid.sync() finds through
	// %envreg1:2 (0 outside a cooperative launch). See docs/cooperative.md.
	Cooperative   bool
	GridWorkspace uint64
	// Sanitize, if not nil, checks the launch (sim.Sanitize).
	Sanitize *sim.Sanitize
	// Progress, if not nil, hears how far the launch is (sim.Launch.Progress).
	Progress func(done, total uint64)
}

// FaultError is implemented by errors that are faults inside a kernel (as
// opposed to a launch the engine refused): the driver turns them into the
// context's sticky error.
type FaultError interface {
	error
	KernelFault() cu.Result
}

// DefaultEngine is the engine the driver executes kernels with: cudasim's
// PTX interpreter (package sim).
var DefaultEngine Engine = simEngine{}
