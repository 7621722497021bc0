package sim

import (
	"fmt"

	"cudasim/sim/fp"
	"cudasim/sim/ptx"
)

// Sparse warpgroup MMA, wgmma.mma_async.sp (sm_90a): A is structured-sparse as in mma.sp
// (mmasp.go): each warp's 16 rows of A are stored compressed, K/2 columns in the layout of a dense
// A of that K (registers or a matrix descriptor), and a metadata register, in the lanes the
// sparsity selector names, gives each stored element's place, in the order of mma.sp of the same
// type and K. Only the stored elements are multiplied, by the dense wgmma model of K/2 terms.
// The H200's recording of every type (testdata/reference/wgmma, wgsp_* kernels) matches it word
// for word but one (wgmmaKnown).

// wgmmaSpDense is the shape whose dense rules an instruction follows: its own, or for the sparse
// form the dense shape of half its K.
func wgmmaSpDense(op *matOp) mmaShape {
	sh := op.sh
	if op.wg.sparse {
		sh.k /= 2
	}
	return sh
}

// wgmmaSpOperands takes the metadata register and the sparsity selector out of a sparse wgmma's
// operands (d, a, b-desc, sp-meta, sp-sel, scale-d, ...), leaving the dense form's.
func (c *compiler) wgmmaSpOperands(op *matOp, ops *[]ptx.Operand) string {
	o := *ops
	if op.at == meB1 {
		return "wgmma.mma_async.sp with .b1 (no such form)"
	}
	if len(o) < 6 {
		c.failf("wgmma.mma_async.sp expects at least 6 operands")
	}
	if o[4].Kind != ptx.OpdInt || o[4].Int < 0 || o[4].Int > 3 {
		c.failf("wgmma.mma_async.sp: the sparsity selector must be an immediate 0..3")
	}
	op.sel = int(o[4].Int)
	if op.sel*spMetaLanes(op) >= 4 {
		return fmt.Sprintf("wgmma.mma_async.sp: sparsity selector %d with .%s (undefined)", op.sel, elemName(op.at))
	}
	op.meta = c.src(o[3], "b32")
	*ops = append(o[:3:3], o[5:]...)
	return ""
}

// spExpand places a warp's compressed A (16 rows of K/2 stored elements, row-major) by its
// metadata: a is the 16 x K matrix with zeros elsewhere, pos[r*K/2+j] the column of row r's
// stored element j (the products the hardware forms).
func (w *warp) spExpand(op *matOp, stored []uint64) (a []uint64, pos []int) {
	k, kc := op.sh.k, op.sh.k/2
	chunk, per := spChunk(op.at)
	a, pos = make([]uint64, 16*k), make([]int, 16*kc)
	order := spMetaOrder(op)
	for r := 0; r < 16; r++ {
		for c := 0; c < k/chunk; c++ {
			m := w.spMeta(op, order, r, c)
			i0, i1 := int(m&3), int(m>>2)
			s := stored[r*kc+c*per:]
			dst := a[r*k+c*chunk:]
			ps := pos[r*kc+c*per:]
			switch per {
			case 1: // tf32: the index counts halves
				dst[i0/2] = s[0]
				ps[0] = c*chunk + i0/2
			case 2:
				dst[i1] = s[1]
				dst[i0] = s[0]
				ps[0], ps[1] = c*chunk+i0, c*chunk+i1
			case 4: // pairs
				dst[2*i1], dst[2*i1+1] = s[2], s[3]
				dst[2*i0], dst[2*i0+1] = s[0], s[1]
				ps[0], ps[1], ps[2], ps[3] = c*chunk+2*i0, c*chunk+2*i0+1, c*chunk+2*i1, c*chunk+2*i1+1
			}
		}
	}
	return a, pos
}

// wgmmaSpDot returns the dot product of a sparse wgmma for row r (of the warp's 16) and column
// col: stored is the warp's compressed A, bt B's columns of K, already negated as imm-scale-a/b
// say.
func (w *warp) wgmmaSpDot(op *matOp, stored, bt []uint64) func(r, col int, cv uint64) uint64 {
	k, kc := op.sh.k, op.sh.k/2
	a, pos := w.spExpand(op, stored)
	if op.at == meS8 || op.at == meU8 {
		return func(r, col int, cv uint64) uint64 { return mmaInt(op, a[r*k:r*k+k], bt[col*k:col*k+k], cv) }
	}
	model := fp.WgmmaModel(fpElem[op.at], kc)
	va := make([]fp.MMAValue, len(stored))
	for i, x := range stored {
		va[i] = fpElem[op.at].Value(x)
	}
	vb := make([]fp.MMAValue, kc)
	return func(r, col int, cv uint64) uint64 {
		for j := range vb {
			vb[j] = fpElem[op.bt].Value(bt[col*k+pos[r*kc+j]])
		}
		return model.Dot(va[r*kc:r*kc+kc], vb, fpElem[op.dt], cv, fpElem[op.dt])
	}
}
