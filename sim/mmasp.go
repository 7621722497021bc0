package sim

import "cudasim/sim/fp"

// Execution of sparse mma.sync (lower_mmasp.go). Each row of A is cut into chunks of four
// elements (two for .tf32, eight for .s4/.u4, whose elements go in pairs); a chunk holds
// two stored elements (one for .tf32, two pairs for .s4/.u4), and a 4-bit metadata group gives
// their places: two 2-bit indices, the first stored element's in the low bits (for .tf32,
// 0b0100 is place 0 and 0b1110 place 1, the indices counting 16-bit halves). The compressed
// A fragment is the dense fragment of half the K; the product is then the dense one.

// spChunk is the logical size of a chunk of A's row and the number of stored elements in it.
func spChunk(t mElem) (int, int) {
	switch t {
	case meTF32:
		return 2, 1
	case meS4, meU4:
		return 8, 4
	}
	return 4, 2
}

// spMetaLanes is how many lanes of a quad hold its metadata: two rows of K/chunk groups of 4 bits.
func spMetaLanes(op *matOp) int {
	n, _ := spChunk(op.at)
	return max(2*(op.sh.k/n)*4/32, 1)
}

// spMetaOrder gives each (half, chunk) of a quad's two rows (half 0: row g, 1: row g+8) its
// metadata group's index: the groups follow the compressed A fragment, in the order its
// registers go through the rows and chunks (register by register, the quad's lanes in turn),
// eight to a lane (measured: testdata/reference/wgmma, docs/tensor-cores.md). For the integer
// forms of two lanes that is row g's groups, then row g+8's; for .f16 m16n8k32 row g's first
// four, row g+8's first four, then the last four of each.
func spMetaOrder(op *matOp) []int {
	n, per := spChunk(op.at)
	chunks := op.sh.k / n
	order := make([]int, 2*chunks)
	for i := range order {
		order[i] = -1
	}
	csh := mmaShape{16, 8, op.sh.k / 2}
	bits := op.at.bits()
	epr := max(32/bits, 1) // elements a register
	next := 0
	for reg := 0; reg < mmaFragLen(csh, 'a', false)/epr; reg++ {
		for t := 0; t < 4; t++ {
			for e := reg * epr; e < (reg+1)*epr; e++ {
				p := mmaFragPos(csh, 'a', bits, false, true, false, t, e)
				if i := p.r/8*chunks + p.c/per; order[i] < 0 {
					order[i] = next
					next++
				}
			}
		}
	}
	return order
}

// spMeta is the metadata group of chunk c of row r (0..15), from the lanes the selector names
// (spMetaOrder).
func (w *warp) spMeta(op *matOp, order []int, r, c int) uint64 {
	n, _ := spChunk(op.at)
	idx := order[r/8*(op.sh.k/n)+c]
	lane := 4*(r%8) + op.sel*spMetaLanes(op) + idx/8
	return w.r[op.meta][lane] >> uint(4*(idx%8)) & 0xf
}

func (w *warp) mmaSp(op *matOp, mask uint32) {
	k := op.sh.k
	bits := op.at.bits()
	csh := mmaShape{16, 8, k / 2}
	kc := k / 2
	stored := make([]uint64, 16*kc)
	for l := 0; l < 32; l++ {
		for e := 0; e < 16*kc/32; e++ {
			p := mmaFragPos(csh, 'a', bits, false, true, false, l, e)
			stored[p.r*kc+p.c] = w.fragGet(op.a, bits, l, e)
		}
	}
	a, pos := w.spExpand(op, stored)
	bt := make([]uint64, 8*k)
	sh := op.sh
	nb, bb := mmaFragLen(sh, 'b', false), op.bt.bits()
	for l := 0; l < 32; l++ {
		for e := 0; e < nb; e++ {
			p := mmaFragPos(sh, 'b', bb, false, true, false, l, e)
			bt[p.c*k+p.r] = w.fragGet(op.b, bb, l, e)
		}
	}
	nc := mmaFragLen(sh, 'c', false)
	c := make([]uint64, 16*8)
	for l := 0; l < 32; l++ {
		for e := 0; e < nc; e++ {
			p := mmaFragPos(sh, 'c', op.ct.bits(), false, true, false, l, e)
			c[p.r*8+p.c] = w.fragGet(op.c, op.ct.bits(), l, e)
		}
	}
	var model *fp.MMAModel
	var va, vb []fp.MMAValue
	switch op.at {
	case meF16, meBF16, meTF32, meE4M3, meE5M2:
		// Only the stored elements are multiplied: the dot product has K/2 terms.
		model = fp.TensorModel(fpElem[op.at], kc, false)
		va, vb = make([]fp.MMAValue, 16*kc), make([]fp.MMAValue, 16*8*kc)
		for i, x := range stored {
			va[i] = fpElem[op.at].Value(x)
		}
		for r := 0; r < 16; r++ {
			for j := 0; j < 8; j++ {
				for e := 0; e < kc; e++ {
					vb[(r*8+j)*kc+e] = fpElem[op.bt].Value(bt[j*k+pos[r*kc+e]])
				}
			}
		}
	}
	d := make([]uint64, 16*8)
	for i := 0; i < 16; i++ {
		for j := 0; j < 8; j++ {
			row, col := a[i*k:i*k+k], bt[j*k:j*k+k]
			switch op.at {
			case meS8, meU8, meS4, meU4:
				d[i*8+j] = mmaInt(op, row, col, c[i*8+j])
			default:
				d[i*8+j] = model.Dot(va[i*kc:i*kc+kc], vb[(i*8+j)*kc:(i*8+j+1)*kc], fpElem[op.ct], c[i*8+j], fpElem[op.dt])
			}
		}
	}
	dbits := op.dt.bits()
	vals := make([]uint64, nc)
	words := make([]uint64, len(op.d))
	for m := mask; m != 0; m &= m - 1 {
		l := firstLane(m)
		for e := range vals {
			p := mmaFragPos(sh, 'c', dbits, false, true, false, l, e)
			vals[e] = d[p.r*8+p.c]
		}
		fragWords(vals, dbits, words)
		for i, s := range op.d {
			if s != slotSink {
				w.r[s][l] = words[i]
			}
		}
	}
}
