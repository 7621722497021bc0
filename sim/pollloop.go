package sim

import "cudasim/sim/ptx"

// Weak loads that poll.
//
// A flag read in a loop with a plain ld.global (no volatile, no cache operator) polls as much as
// ld.volatile does where nvcc keeps the load in the loop: while (*flag == 0) __threadfence();
// becomes ld.global.u32 and membar.gl in a loop whose exit tests the value. The PTX memory model
// makes such a load weak: racing with another thread's store it may read the old value or the
// new one (PTX does not require race freedom), so reading the newest with one atomic load, as a
// strong load is read (memStrong), is one outcome a GPU may give. What the engine must add is
// forward progress: a block that spins on such a load waiting for a later block is set aside,
// as one that spins on ld.volatile is (blockwait.go), and to be set aside its polls must count.
//
// pollLoads marks a load as a poll where the loop's shape says it is one, read off the PTX
// before lowering, so the loads of every other loop keep their fast paths:
//   - a backward bra closes the loop (a label at or before it, the loop the statements between);
//   - the loop writes no memory and calls nothing (no st, atom, red, call, barrier): it only
//     reads, so only another thread can end it;
//   - the loop holds a fence (membar or fence: __threadfence(), __threadfence_block()), which
//     keeps the load in it. On an H100 (probe gbar36-c, testdata/reference/gbar36) a block
//     polling another block's flag this way saw it (membar.gl at once, membar.cta within 16
//     million cycles), and one polling with the same weak load and no fence, its loop bounded
//     by clock64(), never saw it in 2^32 cycles: the GPU's code read the flag once, or from a
//     stale L1 line. So without a fence the load is not a poll, and a block waiting so for a
//     later block spins to its limit on cudasim as on the GPU (with one worker);
//   - the load reads one word each time: its address register is not written in the loop;
//   - a branch of the loop (out of it, or back) is guarded by a predicate computed in the loop
//     from the loaded value.
// A binary search, a list walk or a strided sum reads another word each time, or writes, or
// exits on a counter: none of them is a poll. A loop of this shape that reads one value 1,024
// times in a row without its exit coming (warp.polled) spins on something outside the warp,
// as a volatile poll does.

// pollLoads returns the loads of body (a function's statements, in their final order) that
// poll, as above. ld() then reads those of 4 or 8 bytes of global or generic memory as polls.
func pollLoads(body []ptx.Stmt) map[*ptx.Instr]bool {
	labels := map[string]int{}
	for i := range body {
		if body[i].Kind == ptx.StmtLabel {
			labels[body[i].Label] = i
		}
	}
	var polls map[*ptx.Instr]bool
	for i := range body {
		in := body[i].Instr
		if body[i].Kind != ptx.StmtInstr || in.Opcode != "bra" || len(in.Operands) == 0 {
			continue
		}
		top, ok := labels[in.Operands[0].Name]
		if !ok || top > i {
			continue
		}
		for _, ld := range loopPolls(body[top : i+1]) {
			if polls == nil {
				polls = map[*ptx.Instr]bool{}
			}
			polls[ld] = true
		}
	}
	return polls
}

// noResult are the opcodes a poll loop may hold that write no register (memory writers end the
// search: loopPolls).
var noResult = map[string]bool{"bra": true, "membar": true, "fence": true, "nanosleep": true, "prefetch": true, "prefetchu": true, "ret": true, "exit": true, "trap": true}

// loopPolls returns the weak loads of loop (its statements, from its label to its backward
// bra) that poll (see pollLoads).
func loopPolls(loop []ptx.Stmt) []*ptx.Instr {
	written := map[string]bool{}
	var loads []*ptx.Instr
	fenced := false
	for _, st := range loop {
		switch st.Kind {
		case ptx.StmtInstr:
		case ptx.StmtLabel, ptx.StmtLoc:
			continue
		default:
			return nil // a scope or declaration inside: not a plain loop
		}
		in := st.Instr
		switch in.Opcode {
		case "st", "atom", "red", "call", "brx", "bar", "barrier", "cp", "mbarrier", "stmatrix", "tensormap", "multimem":
			return nil
		}
		fenced = fenced || in.Opcode == "membar" || in.Opcode == "fence"
		if noResult[in.Opcode] || len(in.Operands) == 0 {
			continue
		}
		forWrites(in.Operands[0], func(r string) { written[r] = true })
		if in.Opcode == "ld" && weakLoad(in) && len(in.Operands) > 1 && in.Operands[0].Kind == ptx.OpdReg {
			loads = append(loads, in)
		}
	}
	if !fenced {
		return nil // ptxas may keep the value read before the loop (measured: gbar36-c)
	}
	var polls []*ptx.Instr
	for _, ld := range loads {
		if a := ld.Operands[1]; a.Kind != ptx.OpdAddr || a.Name != "" && written[a.Name] {
			continue // another word each time
		}
		if exitsOn(loop, ld.Operands[0].Name) {
			polls = append(polls, ld)
		}
	}
	return polls
}

// weakLoad reports whether in, an ld, is weak and may read memory another thread writes: no
// ld.volatile/.relaxed/.acquire (already polls), no ld.global.nc (memory no thread writes during
// the kernel).
func weakLoad(in *ptx.Instr) bool {
	for _, m := range in.Mods {
		switch m {
		case "volatile", "relaxed", "acquire", "mmio", "nc", "shared", "local", "param", "const":
			return false
		}
	}
	return true
}

// exitsOn reports whether a guarded bra of loop tests a predicate computed in the loop from reg
// (through any chain of the loop's instructions, around the loop too).
func exitsOn(loop []ptx.Stmt, reg string) bool {
	from := map[string]bool{reg: true}
	for range 2 { // twice: a value may reach an earlier instruction around the loop
		for _, st := range loop {
			in := st.Instr
			if st.Kind != ptx.StmtInstr || noResult[in.Opcode] || len(in.Operands) < 2 {
				continue
			}
			for _, o := range in.Operands[1:] {
				if reads(o, from) {
					forWrites(in.Operands[0], func(r string) { from[r] = true })
					break
				}
			}
		}
	}
	for _, st := range loop {
		if in := st.Instr; st.Kind == ptx.StmtInstr && in.Opcode == "bra" && in.Guard != "" && from[in.Guard] {
			return true
		}
	}
	return false
}

// reads reports whether operand o reads one of the registers in regs.
func reads(o ptx.Operand, regs map[string]bool) bool {
	switch o.Kind {
	case ptx.OpdReg:
		return regs[o.Name]
	case ptx.OpdVector, ptx.OpdPair, ptx.OpdList:
		for _, e := range o.Elems {
			if reads(e, regs) {
				return true
			}
		}
	}
	return false
}
