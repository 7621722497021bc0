// Package sim executes PTX kernels on the CPU, bit-exactly and fast.
//
// Compile lowers a parsed module (package sim/ptx) once into a Program: every .entry becomes a
// Kernel whose code is a flat slice of pre-decoded instructions (opcode specialised by type and
// modifiers, operands resolved to register slots, immediates in constant slots, branch targets
// and reconvergence points resolved). ptxas's mul+add contraction is applied at this stage, so
// results match the hardware bit for bit. Lowering errors are cu.ErrorInvalidPTX naming the line;
// instructions the engine does not implement compile to a trap that fails the launch with
// cu.ErrorNotSupported naming the instruction.
//
// Run executes a launch: CTAs are handed to Workers goroutines (1: one after another in linear
// order, deterministic); inside a CTA, warps of 32 lanes execute in lockstep over a
// structure-of-arrays register file with an active mask. When lanes diverge, the group at the
// lowest pc runs first and groups merge where their pcs meet, which is where nvcc's
// layout-ordered code reconverges (loop exits included); warps yield at barriers. Global memory is reached
// through the Memory interface the driver's memory manager implements; shared, local and
// parameter memory belong to the engine. Generic addresses inside SharedWindow and LocalWindow
// are shared and local memory; everything else is global.
//
// API summary:
//
//	prog, err := sim.Compile(module)           // once per module
//	k, err := prog.Kernel("name")              // k.Params(), k.ParamSize(), k.SharedSize(), k.Symbols()
//	vars := prog.Variables()                   // .global/.const variables the loader places
//	err = sim.Run(k, &sim.Launch{Grid: g, Block: b, Params: packed, Symbols: addrs, Memory: mem,
//	        Stdout: w, Workers: 1})
//
// Run returns nil, or a *Fault carrying the CUresult the real driver reports (700 illegal
// address, 716 misaligned address, 719 trap/brkpt, 702 instruction budget exceeded or barrier
// deadlock, 710 device assert, 801 unsupported instruction) and where it happened: kernel,
// block, thread, PTX line and address. cu.Code(err) extracts the code.
package sim
