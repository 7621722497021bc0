package sim

import "cudasim/sim/ptx"

// walkBlocks visits body's instructions in order and keeps in last, for every register, the
// statement of the current block that last wrote it: visit(i, in) sees the writes before
// statement i, and in's destinations are recorded after it returns. A block ends at a label, at a
// scope's brace (the names inside may shadow) and after a bra, ret, exit, trap, brx or call. The
// passes that follow a register to the instruction that produced it, as ptxas does within a
// block, share it (fuse16.go, producertype.go, constguard.go).
func walkBlocks(body []ptx.Stmt, last map[string]int, visit func(i int, in *ptx.Instr)) {
	for i := range body {
		st := &body[i]
		switch st.Kind {
		case ptx.StmtLabel, ptx.StmtBlockBegin, ptx.StmtBlockEnd:
			clear(last)
			continue
		case ptx.StmtInstr:
		default:
			continue
		}
		in := st.Instr
		visit(i, in)
		if len(in.Operands) > 0 {
			recordWrites(in.Operands[0], i, last) // a store's or red's first operand is an address: nothing
		}
		switch in.Opcode {
		case "bra", "ret", "exit", "trap", "brx", "call":
			clear(last)
		}
	}
}

// recordWrites records statement i as the last write of every register the destination o names.
func recordWrites(o ptx.Operand, i int, last map[string]int) {
	switch o.Kind {
	case ptx.OpdReg:
		last[o.Name] = i
	case ptx.OpdVector, ptx.OpdPair:
		for _, e := range o.Elems {
			recordWrites(e, i, last)
		}
	}
}
