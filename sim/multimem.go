package sim

import (
	"cudasim/cu"
	"cudasim/sim/ptx"
)

// multimem.ld_reduce, .st and .red (sm_90) act on a multicast object's mapping: every device
// bound to it. No multicast object can be made on one H200 (MULTICAST_SUPPORTED is 0 and every
// cuMulticast* call answers CUDA_ERROR_NOT_SUPPORTED), nor in cudasim; on ordinary memory the
// H200 ran multimem.st as st and multimem.red as red (integer, f32, f16x2, bf16x2, v4.f32), and
// faulted every multimem.ld_reduce with CUDA_ERROR_ILLEGAL_ADDRESS (testdata/conformance/tma:
// tma12w1 and tma12w2, mc.c, mm/, mc-run*.txt.gz). cudasim does the same.

// trapIllegalAddress is opTrap's aux for a fault with CUDA_ERROR_ILLEGAL_ADDRESS at the address
// a+imm (multimem.ld_reduce).
const trapIllegalAddress = 1

func (c *compiler) multimem(in *ptx.Instr, g inst, m mods) {
	if len(in.Mods) == 0 {
		c.unsupported(in, "instruction not implemented")
		return
	}
	as := *in
	as.Mods = in.Mods[1:]
	switch in.Mods[0] {
	case "ld_reduce":
		if len(in.Operands) != 2 {
			c.failf("multimem.ld_reduce has %d operands", len(in.Operands))
		}
		base, off, _, _ := c.address(in.Operands[1], "global")
		g.op, g.aux, g.a, g.imm = opTrap, trapIllegalAddress, base, off
		c.emit(g)
	case "st":
		as.Opcode = "st"
		c.st(&as, g, classify(&as)) // lanes to one address: the lowest one's value stays, as for st.global (storeorder.go)
	case "red":
		as.Opcode = "red"
		c.atom(&as, g, classify(&as))
	default:
		c.unsupported(in, "instruction not implemented")
	}
}

// illegalAddress faults the first lane of mask at the address in slot a (opTrap with
// trapIllegalAddress).
func (w *warp) illegalAddress(in *inst, mask uint32) {
	l := firstLane(mask)
	addr := w.r[in.a][l] + uint64(in.imm)
	w.faultf(cu.ErrorIllegalAddress, l, addr, "multimem.ld_reduce of 0x%x, which no multicast object maps (cuMulticastCreate answers CUDA_ERROR_NOT_SUPPORTED, as on one H200)", addr)
}
