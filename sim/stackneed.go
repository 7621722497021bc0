package sim

import (
	"slices"

	"cudasim/sim/ptx"
)

// callFrame returns the stack bytes one activation of device function decl takes, given its
// .local bytes: those, 16-byte aligned, for a function that calls nothing; for one that calls,
// those 8-byte aligned, its return address (8 bytes) and the callee-saved registers it keeps
// what is live across its calls in (less immediates, a base's offsets and a frame address's
// generic form, which the compiler writes again), saved in 8-byte pairs, at least one pair (ptx
// PairsAcrossCalls). An estimate:
// PTX shows neither. Fitted to the recursion depths the H200 ran
// at the 1 KiB stack (docs/engine.md, "Call frames"): 16 bytes a call with nothing or one 32-bit
// value live across it (63 levels), 24 with three 32-bit values or one 64-bit value (41), 32 with
// five (31), 40 with seven (24), 96 with a 64-byte array and a 32-bit and a 64-bit value (9);
// and to an H100's for Numba's recursive fib: 72 bytes (14 levels at 1 KiB, 21 at 1.5 KiB).
func callFrame(decl *ptx.Function, local int64, calls bool) int64 {
	if !calls {
		return (local + 15) &^ 15
	}
	pairs, _ := ptx.Live(decl).PairsAcrossCalls()
	return (local+7)&^7 + 8 + 8*int64(max(pairs, 1))
}

// staticCallStack returns the local memory that the functions kernel k calls can need at
// once beyond its own frame: the largest sum of frames along a chain of calls from the kernel
// (what ptxas computes as a kernel's stack size; the frames here are cudasim's, not ptxas's).
// A call through a function pointer may reach every function whose address the module takes
// and whose parameters and results have the call's prototype's sizes, as ptxas counts it
// (docs/engine.md, "Call frames"). It is -1 where the call graph has a recursive cycle, for
// which ptxas warns that the stack size "cannot be statically determined" and the stack limit
// alone applies.
func staticCallStack(k *Kernel) int64 {
	callees := make([][]int32, len(k.funcs)) // the functions each function may call
	for f, fi := range k.funcs {
		if fi.builtin != builtinNone || !fi.lowered {
			continue
		}
		for pc := fi.entry; pc < fi.end && int(pc) < len(k.code); pc++ {
			in := &k.code[pc]
			if in.op != opCall {
				continue
			}
			cs := &k.calls[in.a]
			if cs.fn >= 0 {
				callees[f] = append(callees[f], cs.fn)
				continue
			}
			for c, ci := range k.funcs {
				if ci.addressTaken && sameSizes(ci.decl.Params, cs.proto.Params) && sameSizes(ci.decl.Returns, cs.proto.Returns) {
					callees[f] = append(callees[f], int32(c))
				}
			}
		}
	}
	const (
		unseen = iota
		open   // on the current chain: reaching it again is a cycle
		done
	)
	state := make([]uint8, len(k.funcs))
	need := make([]int64, len(k.funcs)) // a function's frame plus its deepest callee chain
	var visit func(f int32) bool
	visit = func(f int32) bool {
		switch state[f] {
		case open:
			return false
		case done:
			return true
		}
		state[f] = open
		deepest := int64(0)
		for _, c := range callees[f] {
			if !visit(c) {
				return false
			}
			deepest = max(deepest, need[c])
		}
		need[f] = k.funcs[f].frame + deepest
		state[f] = done
		return true
	}
	if len(k.funcs) == 0 || !visit(0) {
		return -1
	}
	return need[0] - k.funcs[0].frame
}

// sameSizes reports whether two parameter lists have as many parameters, of the same sizes:
// how ptxas matches a function to an indirect call's prototype (an .f32 parameter matches a
// .b32, a .b8 x[4] one too; a result, or a third parameter, does not).
func sameSizes(a, b []*ptx.Param) bool {
	return slices.EqualFunc(a, b, func(p, q *ptx.Param) bool { return p.Size == q.Size })
}
