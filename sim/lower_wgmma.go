package sim

import (
	"fmt"

	"cudasim/sim/ptx"
)

// Hopper's warpgroup matrix instructions (sm_90a). wgmma.mma_async lowers to an opMatrix of kind
// matWgmma; wgmma.fence to nothing: the engine computes an mma_async when its warp issues it
// (wgmma.go), which a program cannot tell from the hardware's asynchronous completion, because
// reading the accumulators or changing the shared-memory operands before wgmma.wait_group is
// undefined behaviour (PTX ISA, "wgmma.mma_async"). But one mma_async is the whole warpgroup's
// and completes once all four warps have issued it, so that after wait_group a warp may change
// operands the other warps' rows read: commit_group and wait_group lower to opWgmmaGroup, whose
// wait holds the warp until the others have committed as many groups (wgmmaGroup).

// wgmmaOp is what an mma_async adds to its matOp.
type wgmmaOp struct {
	descA, descB int32 // matrix descriptor slots (descA unused when A comes from registers)
	aRegs        bool  // A from registers (op.a), else from shared memory through descA
	scaleImm     int8  // scale-d as an immediate 0 or 1, or -1: the predicate in scalePred
	scalePred    int32
	negA, negB   bool // imm-scale-a/b = -1
	transA       bool // imm-trans-a = 1: A is M-major in shared memory (else K-major)
	transB       bool // imm-trans-b = 1: B is N-major (else K-major)
	sparse       bool // wgmma.mma_async.sp: A compressed to K/2, op.meta and op.sel as mma.sp's (wgmma_sp.go)
}

// wgmmaShapeOK reports whether m64nNkK exists for A type at (PTX ISA, "wgmma.mma_async").
func wgmmaShapeOK(sh mmaShape, at mElem) bool {
	if sh.m != 64 || sh.n < 8 || sh.n > 256 || sh.n%8 != 0 {
		return false
	}
	switch at {
	case meF16, meBF16:
		return sh.k == 16
	case meTF32:
		return sh.k == 8
	case meE4M3, meE5M2:
		return sh.k == 32
	case meS8, meU8:
		return sh.k == 32 && (sh.n <= 24 || sh.n%16 == 0)
	case meB1:
		return sh.k == 256 && (sh.n <= 24 || sh.n%16 == 0)
	}
	return false
}

// wgmma lowers the wgmma instructions; words and types are the modifiers as matrix() sorted them.
func (c *compiler) wgmma(in *ptx.Instr, g *inst, op *matOp, words map[string]bool, types []mElem) string {
	ops := in.Operands
	if !words["sync"] || !words["aligned"] {
		return "wgmma without .sync.aligned"
	}
	switch {
	case words["fence"]:
		c.nops(in, 0)
		op.kind = matNop
		return ""
	case words["commit_group"]:
		c.nops(in, 0)
		op.kind = matNop
		g.op, g.aux = opWgmmaGroup, 0
		return ""
	case words["wait_group"]:
		c.nops(in, 1)
		if ops[0].Kind != ptx.OpdInt || ops[0].Int < 0 {
			c.failf("wgmma.wait_group needs an immediate group count")
		}
		op.kind = matNop
		g.op, g.aux, g.imm = opWgmmaGroup, 1, ops[0].Int
		return ""
	case words["mma_async"]:
	default:
		return "unknown wgmma form"
	}
	op.kind = matWgmma
	wg := &wgmmaOp{scaleImm: 1, sparse: words["sp"]}
	op.wg = wg
	switch len(types) {
	case 3:
		op.dt, op.at, op.bt = types[0], types[1], types[2]
	default:
		return "wgmma.mma_async types"
	}
	op.ct = op.dt
	op.satf = words["satfinite"]
	float := op.at != meS8 && op.at != meU8 && op.at != meB1
	switch op.at {
	case meF16:
		ok := op.bt == meF16 && (op.dt == meF16 || op.dt == meF32)
		if !ok {
			return "wgmma.mma_async types"
		}
	case meBF16, meTF32:
		if op.bt != op.at || op.dt != meF32 {
			return "wgmma.mma_async types"
		}
	case meE4M3, meE5M2:
		if op.bt != meE4M3 && op.bt != meE5M2 || op.dt != meF16 && op.dt != meF32 {
			return "wgmma.mma_async types"
		}
	case meS8, meU8:
		if op.bt != meS8 && op.bt != meU8 || op.dt != meS32 {
			return "wgmma.mma_async types"
		}
	case meB1:
		if op.bt != meB1 || op.dt != meS32 || !words["and"] || !words["popc"] {
			return "wgmma.mma_async .b1 needs .s32.b1.b1.and.popc"
		}
		op.and = true
	default:
		return "wgmma.mma_async types"
	}
	if shape := wgmmaSpDense(op); !wgmmaShapeOK(shape, op.at) {
		return fmt.Sprintf("wgmma.mma_async shape .m%dn%dk%d with .%s", op.sh.m, op.sh.n, op.sh.k, elemName(op.at))
	}
	if wg.sparse {
		if why := c.wgmmaSpOperands(op, &ops); why != "" {
			return why
		}
	}
	// operands: d, a | a-desc, b-desc, scale-d [, imm-scale-a, imm-scale-b [, imm-trans-a,] imm-trans-b]
	if len(ops) < 4 {
		c.failf("wgmma.mma_async expects at least 4 operands")
	}
	wg.aRegs = ops[1].Kind == ptx.OpdVector
	nimm := 0
	if float {
		nimm = 2
		if op.at == meF16 || op.at == meBF16 {
			nimm = 4
			if wg.aRegs {
				nimm = 3
			}
		}
	}
	if len(ops) != 4+nimm {
		c.failf("wgmma.mma_async expects %d operands, has %d", 4+nimm, len(ops))
	}
	imm := func(o ptx.Operand, allowed ...int64) int64 {
		if o.Kind != ptx.OpdInt {
			c.failf("wgmma.mma_async: %s must be an immediate", o.Name)
		}
		for _, a := range allowed {
			if o.Int == a {
				return a
			}
		}
		c.failf("wgmma.mma_async: immediate %d out of range", o.Int)
		return 0
	}
	if nimm >= 2 {
		wg.negA = imm(ops[4], 1, -1) < 0
		wg.negB = imm(ops[5], 1, -1) < 0
	}
	switch nimm {
	case 3:
		wg.transB = imm(ops[6], 0, 1) == 1
	case 4:
		wg.transA = imm(ops[6], 0, 1) == 1
		wg.transB = imm(ops[7], 0, 1) == 1
	}
	switch sd := ops[3]; {
	case sd.Kind == ptx.OpdInt:
		wg.scaleImm = int8(imm(sd, 0, 1))
	case c.isPred(sd):
		wg.scaleImm = -1
		wg.scalePred = c.pred(sd)
	default:
		c.failf("wgmma.mma_async: scale-d must be a predicate or 0/1")
	}
	nd := op.sh.n / 2 // f32 and s32 accumulators: one register per element
	if op.dt == meF16 {
		nd = op.sh.n / 4
	}
	op.d = c.fragDst(ops[0], nd)
	op.c = c.fragSrc(ops[0], nd) // D is also the accumulator
	if wg.aRegs {
		op.a = c.fragSrc(ops[1], 4)
	} else {
		wg.descA = c.src(ops[1], "b64")
		op.a = []int32{wg.descA}
	}
	wg.descB = c.src(ops[2], "b64")
	op.b = []int32{wg.descB}
	return ""
}
