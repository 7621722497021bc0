// Package sim executes PTX kernels on the CPU, bit-exactly and fast.
//
// Compile lowers a parsed module (package sim/ptx) once into a Program: every .entry becomes a
// Kernel whose code is a flat slice of pre-decoded instructions (opcode specialised by type and
// modifiers, operands resolved to register slots, immediates in constant slots, branch targets
// resolved, labels scoped to their { } block). ptxas's mul+add contraction is applied at this
// stage (a mul without rounding modifier whose uses are all adds/subs of the same block becomes
// one fma.rn per use), so results match the hardware bit for bit. Lowering errors are
// cu.ErrorInvalidPTX naming the line; instructions the engine does not implement (sm_100's
// tcgen05, some video forms...) compile to a trap that fails the launch with
// cu.ErrorNotSupported naming the instruction, so the rest of the module still loads. Warp
// matrix instructions (wmma, mma.sync, mma.sp, ldmatrix, stmatrix, movmatrix) and Hopper's
// warpgroup wgmma follow the tensor-core arithmetic measured on the H200 (docs/tensor-cores.md).
//
// Run executes a launch: CTAs are handed to Workers goroutines (0 or 1: one after another in
// linear order, deterministic: same bytes, same printf order); inside a CTA, warps of 32 lanes
// execute in lockstep over a structure-of-arrays register file with an active mask. When lanes
// diverge, the group at the lowest pc runs first and groups merge where their pcs meet, which is
// where nvcc's layout-ordered code reconverges (loop exits included); warps yield at barriers
// (bar.sync/barrier with ids and thread counts, bar.arrive, bar.red) and every 16K instructions.
// A group that waits — polls a word that does not change (1,024 strong loads, compare-and-swaps or
// exchanges of one value in a row), sleeps, or tests an mbarrier phase that has not completed —
// ends the warp's turn and lets the warp's next group in pc order run first, since sm_70's
// diverged lanes progress independently and may wait for each other (a lock, a semaphore,
// wait/notify: warp.yieldLanes).
// Barriers count threads, as on sm_70+: a group of lanes that reaches bar.sync or bar.red waits
// there while the warp's other groups run on (through the same or another barrier instruction
// with the same id, or to exit), and the barrier completes when the thread count, or every
// non-exited thread of the CTA, has arrived; then each waiting group resumes after its own
// barrier instruction and groups at the same pc merge again. A warp whose lanes wait at a
// barrier inside a device function that only part of it called cannot run its lanes outside the
// call meanwhile: if the barrier needs them, the launch fails with a deadlock fault.
// Global memory is reached through the Memory interface the driver's memory manager implements;
// shared, local and parameter memory belong to the engine. Generic addresses inside
// SharedWindow, LocalWindow and ParamWindow are the CTA's shared memory, the thread's local
// memory and the launch's parameters; everything else is global. Numerics come from sim/fp
// (rounding modes, H200 NaN rules, f16/bf16, measured MUFU approximations).
//
// API summary:
//
//	prog, err := sim.Compile(module)    // once per module; immutable, safe for concurrent use
//	prog.Kernels()                      // kernel names in module order
//	k, err := prog.Kernel("name")       // cu.ErrorNotFound if absent
//	k.Params(), k.ParamSize()           // packed parameter layout (offset/size/align per param)
//	k.SharedSize(), k.LocalSize()       // static shared bytes, own local frame per thread
//	k.Symbols()                         // module variables the kernel needs in Launch.Symbols
//	prog.Variables()                    // .global/.const variables the loader places and
//	                                    // initialises (Init bytes, Relocs of variable addresses)
//	prog.FunctionAddress("f")           // the pointer value of device function f, for Relocs
//	                                    // whose Symbol is a function
//	k.WriteIR(w)                        // the compiled code, one line per instruction
//	err = sim.Run(k, &sim.Launch{Grid: g, Block: b, DynamicShared: n, Params: packed,
//	        Symbols: addrs, Memory: mem, Stdout: w, Workers: 1, InstructionBudget: 0,
//	        StackSize: 0, Stats: &st})
//
// Run returns nil; a *cu.Error for a launch that cannot start (empty or oversized block:
// ErrorInvalidValue; short parameter buffer: ErrorInvalidValue; missing symbol: ErrorNotFound);
// or a *Fault carrying the CUresult the real driver reports (700 illegal address or stack
// overflow, 716 misaligned address, 718 call through a null function pointer, 719
// trap/brkpt/bad indirect call, 702 instruction budget exceeded or barrier deadlock, 710
// device assert, 801 unsupported instruction) and where it happened: kernel, block, thread,
// PTX line and address. cu.Code(err) extracts the code.
package sim
