package sim

import (
	"context"
	"fmt"
	"io"

	"cudasim/cu"
)

// Memory is the device's global address space as the engine sees it.
type Memory interface {
	// Span returns the host-backed bytes of device memory around addr: the span's first device
	// address and its bytes, which the engine may read and write (atomically, via sync/atomic on
	// the slice's memory, where PTX atomics need it). ok is false if addr is in no live allocation.
	// Spans start and end on 16-byte boundaries, so an aligned access of up to 16 bytes always
	// fits in one span; a span may be much smaller than its allocation (sparse memory hands out one
	// page at a time, allocating it on first touch).
	Span(addr uint64) (base uint64, b []byte, ok bool)
}

// MemoryExplainer is implemented by a Memory whose Span refuses some allocated addresses, such as
// the device memory of a device the launching context has no peer access to. When an access faults,
// the engine asks Unreachable for the fault's detail; "" means the address is simply not allocated.
type MemoryExplainer interface {
	Unreachable(addr uint64) string
}

// WriteChecker is implemented by a Memory some of whose memory the launching device may only
// read. Where HasReadOnly, the engine keeps the spans WriteFault refuses out of its caches
// (warp.ro) and asks it before every global write or atomic outside them (warp.writable).
type WriteChecker interface {
	// HasReadOnly reports whether any memory is read-only for the launch (else the engine
	// asks nothing).
	HasReadOnly() bool
	// WriteFault returns the fault of a write of [addr, addr+n), which lie in one span, and
	// why, in words that follow "n-byte global write" (cu.Success: the device may write there).
	// Its answer is one for a whole span of Memory.Span (the engine caches spans).
	WriteFault(addr, n uint64) (cu.Result, string)
}

// Generic-address windows. A generic address inside SharedWindow addresses the executing CTA's
// shared memory, one inside LocalWindow the executing thread's local memory, one inside
// ParamWindow the kernel's parameters; every other generic address is global. Device allocations
// must stay outside [SharedWindow, ParamWindow+WindowSize).
const (
	SharedWindow uint64 = 0x0000_7e00_0000_0000
	LocalWindow  uint64 = 0x0000_7e01_0000_0000
	ParamWindow  uint64 = 0x0000_7e02_0000_0000 // the launch's kernel parameters (read-only)
	WindowSize   uint64 = 1 << 32
)

// ReservedShared is the shared memory at the start of every CTA's window that the system keeps
// (sm_80 and later: CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK, 1 KiB): a kernel's own
// shared variables start at address 0x400, as compute-sanitizer's reports on the H200 show, and
// reading below them does not fault.
const ReservedShared = 1024

// sharedUnit is the granularity of a CTA's shared memory window.
const sharedUnit = 128

// DefaultInstructionBudget is the number of warp-instructions one warp may execute in a launch
// when Launch.InstructionBudget is 0. A warp that exceeds its budget ends the launch with
// CUDA_ERROR_LAUNCH_TIMEOUT, as the display watchdog would on real hardware.
const DefaultInstructionBudget = 1 << 30

// DefaultStackSize is the local memory per thread (bytes) when Launch.StackSize is 0; the real
// driver's default CU_LIMIT_STACK_SIZE is 1024 bytes, to which the kernel's own frame is added
// (and which a launch raises to its call graph's frames: staticCallStack).
const DefaultStackSize = 1024

// Launch describes one kernel launch. module.Exec carries the driver's settings down and
// (*module.Function).Run copies them here, field by field: a new setting needs both (see
// docs/engine.md).
type Launch struct {
	Grid, Block   [3]uint32
	DynamicShared uint32
	// Cluster is the thread block cluster shape in CTAs (cuLaunchKernelEx's cluster dimension);
	// zero: the kernel's .reqnctapercluster, else no clusters (each CTA its own cluster of one).
	// The grid must be a multiple of it in every dimension.
	Cluster [3]uint32
	// Params is the packed parameter buffer, laid out as Kernel.Params describes.
	Params []byte
	// Symbols gives the device address, in this context, of every module .global and .const
	// variable the kernel refers to (see Program.Variables).
	Symbols map[string]uint64
	Memory  Memory
	// Stdout receives device printf output; nil discards it.
	Stdout io.Writer
	// InstructionBudget bounds the warp-instructions each warp may execute (0: the default).
	InstructionBudget int64
	// StackSize is the local memory each thread may use beyond the kernel's own frame (0: default).
	StackSize int
	// Workers is how many goroutines run CTAs. 0 or 1 runs CTAs one after another in linear
	// order, which is deterministic (same bytes, same printf order); more run them in parallel.
	Workers int
	// Cooperative makes every CTA of the grid resident at once (cuLaunchCooperativeKernel): CTAs
	// that wait for each other, as in grid.sync(), make progress (see resident.go).
	Cooperative bool
	// Residency, if not nil, says how many blocks of an ordinary launch the device holds at
	// once: blocks that wait for others not started yet are set aside, up to that many, and
	// the next ones start (blockwait.go). nil: each block runs to completion before the next.
	Residency Residency
	// GridWorkspace is the device address of the launch's grid workspace, which cooperative
	// groups' grid.sync() reads through %envreg1 (high 32 bits) and %envreg2 (low 32 bits);
	// 0 outside a cooperative launch, where grid.sync() traps (docs/cooperative.md).
	GridWorkspace uint64
	// SetConditional, if not nil, receives the device runtime's cudaGraphSetConditional calls
	// (handle, value), one per calling thread in lane order, from the goroutines running CTAs; an
	// error it returns faults the calling thread with that error's code. nil: the launch is not
	// part of a graph's execution (see DeviceRuntimeSetConditional).
	SetConditional func(handle uint64, value uint32) error
	// DeviceRuntime, if not nil, executes the device runtime calls of the launch's threads
	// (device-side launches, streams, events, graph launches: see DeviceRuntime); nil: they
	// fault with CUDA_ERROR_NOT_SUPPORTED, naming the call.
	DeviceRuntime DeviceRuntime
	// Heap, if not nil, is the device heap that malloc and free (new, delete, the device
	// runtime's cudaMalloc and cudaFree) allocate from; nil: they fault with
	// CUDA_ERROR_NOT_SUPPORTED.
	Heap DeviceHeap
	// CurrentGraphExec is the executable graph the launch is a node of (what a kernel reads in
	// %current_graph_exec: the device runtime's cudaGetCurrentGraphExec); 0 outside a graph.
	CurrentGraphExec uint64
	// Clock, if not nil, is the device's clock (DeviceClock), which the launch's clock reads
	// advance; ClockStart is where they start (Clock.Start() when the launch began). With none,
	// every launch starts at the same cycle count.
	Clock      *DeviceClock
	ClockStart uint64
	// Stats, if non-nil, receives execution counts.
	Stats *Stats
	// Context, if not nil, bounds the launch: once it is done (its deadline passed, or it was
	// cancelled) the launch ends with CUDA_ERROR_LAUNCH_TIMEOUT, checked between warp slices.
	Context context.Context
	// Sanitize, if not nil, checks the launch (see Checks); nil costs nothing.
	Sanitize *Sanitize
	// Progress, if not nil, is called about once a second while the launch runs, from another
	// goroutine, with the blocks started so far and the grid's blocks, and once more when the
	// launch ends, with done == total, if it was called before (so a progress line can be
	// cleared). Launches shorter than a second never call it.
	Progress func(done, total uint64)
	// Sleep, if not nil, is called when a warp executes nanosleep, with the
	// nanoseconds it asked for (the longest of its active lanes), from the
	// goroutine running the warp; the warp's clock advances by them either
	// way. The driver lets a kernel that waits for the host go on in the
	// background with it, sleeping in wall-clock time. A warp spinning on a
	// flag without nanosleep (see Kernel.Polls) calls it with 0 every
	// spinPolls strong loads in a row of one value from one word.
	Sleep func(ns uint64)
}

// Stats counts what a launch executed.
type Stats struct {
	WarpInstructions   uint64
	ThreadInstructions uint64
}

// Fault is a launch that failed in the kernel: the CUresult the driver reports (700 illegal
// address, 716 misaligned address, 719 launch failed for trap/brkpt, 702 timeout, 710 assert)
// and where it happened.
type Fault struct {
	Code   cu.Result
	Kernel string
	Block  [3]uint32
	Thread [3]uint32
	PC     int    // index of the faulting instruction
	Line   int    // PTX source line of the faulting instruction
	Source string // "file:line" of the CUDA source from .loc debug information, if any
	Addr   uint64 // faulting address, where there is one
	Detail string
	// Report is the sanitizer's report of the defect that ended the launch, if a check did.
	Report *Report
}

// HostFault is a launch that faulted on the host's side reading or writing host memory the
// program gave the device (registered with cuMemHostRegister) at Addr: the program unmapped or
// protected it since. Which thread made the access is not known. The driver decides what the
// launch answers.
type HostFault struct {
	Kernel string
	Addr   uint64
}

func (f *HostFault) Error() string {
	return fmt.Sprintf("kernel %s: host address %#x is not mapped memory now", f.Kernel, f.Addr)
}

func (f *Fault) Error() string {
	s := fmt.Sprintf("%v: kernel %s block (%d,%d,%d) thread (%d,%d,%d) PTX line %d: %s",
		f.Code, f.Kernel, f.Block[0], f.Block[1], f.Block[2], f.Thread[0], f.Thread[1], f.Thread[2], f.Line, f.Detail)
	if f.Source != "" {
		s += " (" + f.Source + ")"
	}
	if f.Addr != 0 {
		s += fmt.Sprintf(" (address 0x%x)", f.Addr)
	}
	return s
}

// Unwrap exposes the CUresult so that cu.Code and errors.Is work on a *Fault, and the sanitizer's
// report (errors.As with a *Report) when a check ended the launch.
func (f *Fault) Unwrap() []error {
	if f.Report != nil {
		return []error{f.Code, f.Report}
	}
	return []error{f.Code}
}
