package sim

import (
	"cudasim/sim/ptx"
)

// Lowering turns one PTX instruction into one or more pre-decoded insts (ir.go). instr below
// dispatches on the opcode; each family is lowered in its own file, named after what it lowers
// and listed here with the file that executes it:
//
//	lower_convert.go     mov, cvt                                exec.go, ops.go (cvtInt)
//	lower_mem.go         ld, st, cvta, isspacep, cp.async        warp.go (ld, st, access)
//	lower_int.go         integer arithmetic, bit ops, carry,     ops.go (intGeneric, bitOps, carry)
//	                     predicate logic                         exec.go
//	lower_float.go       f32, f64, f16, bf16 arithmetic          ops.go (f32op, f64op, halfOp)
//	lower_compare.go     setp, set, selp, slct, testp            ops.go (compare, setp, set, ...)
//	lower_control.go     bra, brx, call, bar, barrier            exec.go, warp.go (call), launch.go
//	lower_collective.go  atom, red, shfl, vote, match, redux,    collective.go
//	                     activemask, elect, mbarrier
//	lower_cluster.go     mapa, getctarank, barrier.cluster       cluster.go
//	simd.go              packed 16x2 and DPX integer forms       simd.go
//	video.go             video instructions (vadd, vset4, ...)   video.go
//	lower_texture.go     tex, tld4, txq, suld, sust, suq,        exec_texture.go, texsample.go
//	                     istypep
//	lower_bulk.go        cp.async.bulk{.tensor}, cp.reduce.      bulk.go, tensormap.go
//	                     async.bulk{.tensor}, st.async, red.async
//	lower_mma.go         wmma, mma, ldmatrix, stmatrix,          mma.go, mma_layout.go,
//	                     movmatrix                               sim/fp/mma.go
//
// Operands and modifiers are resolved in lower_operand.go. The compiler driver (functions, slots,
// emit) is compile.go, symbol and label scopes are scope.go, and mul+add contraction, which runs
// over a whole lowered function, is cfg.go. Program and Kernel, what lowering produces, are
// program.go; irprint.go prints a kernel's code (Kernel.WriteIR, cudasim inspect --ir), and the
// golden tests in testdata/ir pin what lowering produces.

// instr lowers one PTX instruction.
func (c *compiler) instr(in *ptx.Instr) {
	g := inst{guard: -1, d2: -1}
	if in.Guard != "" {
		s, ok := c.lookup(in.Guard)
		if !ok || s.kind != sPred {
			c.failf("guard %s is not a predicate", in.Guard)
		}
		g.guard = int16(s.slot)
		g.gneg = in.GuardNeg
	}
	m := classify(in)
	ty := m.typ()
	ops := in.Operands
	switch in.Opcode {
	case "mov":
		c.mov(in, g, m)
	case "ld", "ldu":
		c.ld(in, g, m)
	case "st":
		if m.words["async"] {
			c.asyncStore(in, g, m)
			return
		}
		c.st(in, g, m)
	case "cvta":
		c.cvta(in, g, m)
	case "isspacep":
		c.isspacep(in, g, m)
	case "cvt":
		c.cvt(in, g, m)
	case "add", "sub", "mul", "mad", "fma", "div", "rem", "min", "max", "abs", "neg",
		"sqrt", "rcp", "rsqrt", "ex2", "lg2", "sin", "cos", "tanh", "copysign":
		if isSimd(in, m) {
			c.simd(in, g, m)
			return
		}
		if isFloatType(ty) {
			c.float(in, g, m)
		} else {
			c.integer(in, g, m)
		}
	case "addc", "subc", "madc", "popc", "clz", "brev", "bfind", "fns", "bmsk", "szext", "bfe", "bfi", "prmt", "shf", "lop3",
		"sad", "shl", "shr", "and", "or", "xor", "not", "cnot", "mul24", "mad24", "dp4a", "dp2a":
		if ty == "pred" {
			c.predLogic(in, g)
			return
		}
		c.integer(in, g, m)
	case "setp", "set":
		c.setp(in, g, m)
	case "selp":
		c.selp(in, g, m)
	case "slct":
		c.slct(in, g, m)
	case "testp":
		c.testp(in, g, m)
	case "bra":
		c.bra(in, g, m)
	case "brx":
		c.brx(in, g, m)
	case "call":
		c.call(in, g)
	case "ret":
		g.op = opRet
		c.emit(g)
	case "exit":
		g.op = opExit
		c.emit(g)
	case "trap":
		g.op = opTrap
		c.emit(g)
	case "brkpt":
		g.op = opBrkpt
		c.emit(g)
	case "bar", "barrier":
		c.barrier(in, g, m)
	case "membar", "fence":
		g.op = opMembar
		c.emit(g)
	case "nanosleep":
		if len(ops) == 1 {
			g.a, g.aux = c.src(ops[0], "u32"), 1 // aux 1: the duration is in slot a
		}
		g.op = opNanosleep
		c.emit(g)
	case "alloca", "stacksave", "stackrestore":
		c.stackOp(in, g, m)
	case "mbarrier":
		c.mbarrier(in, g, m)
	case "tensormap":
		c.tensormap(in, g, m)
	case "vadd", "vsub", "vabsdiff", "vmin", "vmax", "vshl", "vshr", "vmad", "vset",
		"vadd2", "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2", "vset2",
		"vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4", "vset4":
		c.video(in, g, m)
	case "mapa", "getctarank":
		c.clusterAddr(in, g, m)
	case "prefetch", "prefetchu", "discard", "applypriority", "griddepcontrol", "pmevent", "setmaxnreg":
		g.op = opNop
		c.emit(g)
	case "createpolicy":
		c.nops(in, len(ops))
		g.op = opMov
		g.d = c.dst(ops[0])
		g.a = slotZero
		c.emit(g)
	case "atom", "red":
		if m.words["async"] {
			if in.Opcode == "atom" {
				c.failf("atom.async does not exist")
			}
			c.asyncStore(in, g, m)
			return
		}
		c.atom(in, g, m)
	case "cp":
		c.cpAsync(in, g, m)
	case "multimem":
		c.multimem(in, g, m)
	case "shfl":
		c.shfl(in, g, m)
	case "vote":
		c.vote(in, g, m)
	case "match":
		c.match(in, g, m)
	case "redux":
		c.redux(in, g, m)
	case "activemask":
		c.activemask(in, g)
	case "elect":
		c.elect(in, g)
	case "tex", "tld4", "txq", "suld", "sust", "sured", "suq", "istypep":
		c.textureInstr(in, g)
	case "wmma", "mma", "wgmma", "ldmatrix", "stmatrix", "movmatrix":
		c.matrix(in, g)
	default:
		c.unsupported(in, "instruction not implemented")
	}
}
