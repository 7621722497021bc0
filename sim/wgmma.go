package sim

import (
	"cudasim/sim/fp"
)

// Execution of wgmma.mma_async (lowered by lower_wgmma.go). The four warps of a warpgroup (warps
// 4i..4i+3 of the CTA) issue the instruction together, but the 64 rows of A and D are split
// between them: warp j of the group holds rows 16j..16j+15 of A's register fragment (when A
// comes from registers) and of D, and B is in shared memory. So each warp's part of D depends
// only on its own registers and shared memory, and each warp computes its 16 rows when it issues
// the instruction, with the tensor-core model of mma.sync (sim/fp/mma.go, docs/tensor-cores.md).

// Matrix descriptor fields (PTX ISA, "Matrix Descriptor Format"): start address, leading and
// stride dimension byte offsets (each in 16-byte units, 14 bits), base offset (3 bits) and
// swizzle mode (0 none, 1 128-byte, 2 64-byte, 3 32-byte).
type wgDesc struct {
	start, lbo, sbo uint64
	base            uint64
	swz             uint64
}

func decodeDesc(d uint64) wgDesc {
	return wgDesc{start: d & 0x3fff << 4, lbo: d >> 16 & 0x3fff << 4, sbo: d >> 32 & 0x3fff << 4,
		base: d >> 49 & 7, swz: d >> 62}
}

// swizzleBits is the number of 16-byte-chunk address bits the mode permutes (128B: 3).
func (d wgDesc) swizzleBits() uint {
	return [...]uint{0, 3, 2, 1}[d.swz]
}

// addr is the shared-memory byte address (and bit within the byte, for .b1) of element (mn, k) of
// an operand whose rows mn are M (A) or N (B), stored K-major, or MN-major when mnMajor, in the
// canonical layouts of the PTX ISA ("Shared Memory Matrix Layout"): core matrices of 8 rows of
// 16 bytes; without swizzling, K-major core matrices are LBO apart along K and SBO apart along
// M/N; MN-major ones SBO apart along M/N and LBO apart along K. A swizzled layout is made of
// atoms of 8 rows of T bytes (T = 32, 64, 128): K-major, the 8-row groups are SBO apart; MN-major,
// atoms are LBO apart along M/N and 8-k groups SBO apart. The swizzle then exchanges the 16-byte
// chunks of each T-byte row: address bits [4, 4+b) are XORed with bits [7, 7+b).
func (d wgDesc) addr(mnMajor bool, bits, mn, k int) (uint64, uint) {
	var a uint64
	var bit uint
	m, kk := uint64(mn), uint64(k)
	b := d.swizzleBits()
	t := uint64(16) << b // row width of a swizzle atom
	if !mnMajor {
		kb := kk * uint64(bits)
		kbyte := kb / 8
		bit = uint(kb % 8)
		if b == 0 {
			a = d.start + m/8*d.sbo + m%8*16 + kbyte/16*d.lbo + kbyte%16
		} else {
			// a K span wider than the atom row (sparse B: 64 bytes of K, 32-byte swizzle) goes on
			// in the next atom, LBO bytes further (measured: wgsp_* recordings)
			a = d.start + m/8*d.sbo + m%8*t + kbyte%t + kbyte/t*d.lbo
		}
	} else {
		// 16-bit elements only (.f16, .bf16)
		if b == 0 {
			a = d.start + m/8*d.sbo + kk/8*d.lbo + kk%8*16 + m%8*2
		} else {
			w := t / 16 // chunks per atom row
			a = d.start + m/(8*w)*d.lbo + m/8%w*16 + m%8*2 + kk%8*t + kk/8*d.sbo
		}
	}
	return d.swizzle(a), bit
}

// swizzle applies the descriptor's swizzle mode to byte address a: the 16-byte chunk bits
// [4, 4+b) are XORed with the row bits [7, 7+b) of the address less the base offset (the
// pattern's phase: the H200 matches (a>>7 - base) for every base and start tried, including
// bases other than the start's own row, wg*_bo recordings, docs/tensor-cores.md).
func (d wgDesc) swizzle(a uint64) uint64 {
	b := d.swizzleBits()
	return a ^ ((a>>7-d.base)&(1<<b-1))<<4
}

// wgmma executes one wgmma.mma_async for the warp's 16 rows of the warpgroup's 64.
func (w *warp) wgmma(op *matOp, mask uint32) bool {
	wg := op.wg
	lane := firstLane(mask)
	n, k := op.sh.n, op.sh.k
	ka := wgmmaSpDense(op).k // A's columns: K, or K/2 stored ones for wgmma.mma_async.sp
	row0 := 16 * (w.id % 4)
	bits := op.at.bits()
	// scale-d: whether D accumulates (else D = A*B)
	acc := wg.scaleImm == 1
	if wg.scaleImm < 0 {
		acc = w.p[wg.scalePred]&(1<<lane) != 0
	}
	neg := func(t mElem, v uint64, on bool) uint64 {
		if on {
			return v ^ 1<<(t.bits()-1)
		}
		return v
	}
	// A: 16 x ka, row-major
	a := make([]uint64, 16*ka)
	if wg.aRegs {
		sh := mmaShape{16, 8, ka}
		nf := 16 * ka / 32
		for l := 0; l < 32; l++ {
			for e := 0; e < nf; e++ {
				p := mmaFragPos(sh, 'a', bits, false, true, false, l, e)
				a[p.r*ka+p.c] = w.fragGet(op.a, bits, l, e)
			}
		}
	} else {
		d := decodeDesc(w.r[wg.descA][lane])
		for r := 0; r < 16; r++ {
			for c := 0; c < ka; c++ {
				v, ok := w.wgmmaElem(d, wg.transA, op.at, row0+r, c, lane)
				if !ok {
					return false
				}
				a[r*ka+c] = v
			}
		}
	}
	// B: n columns of k, column j at bt[j*k:]
	bt := make([]uint64, n*k)
	d := decodeDesc(w.r[wg.descB][lane])
	for j := 0; j < n; j++ {
		for c := 0; c < k; c++ {
			v, ok := w.wgmmaElem(d, wg.transB, op.bt, j, c, lane)
			if !ok {
				return false
			}
			bt[j*k+c] = v
		}
	}
	if wg.negA || wg.negB {
		for i, x := range a {
			a[i] = neg(op.at, x, wg.negA)
		}
		for i, x := range bt {
			bt[i] = neg(op.bt, x, wg.negB)
		}
	}
	var dot func(r, col int, cv uint64) uint64
	if wg.sparse {
		dot = w.wgmmaSpDot(op, a, bt)
	} else {
		dot = wgmmaDenseDot(op, a, bt)
	}
	// D: element e of a lane is row g + 8*(e%4/2), column 8*(e/4) + 2*t + e%2 of the warp's rows
	dbits := op.dt.bits()
	ne := n / 2
	epr := 32 / dbits
	for m := mask; m != 0; m &= m - 1 {
		l := firstLane(m)
		g, t := l>>2, l&3
		words := make([]uint64, len(op.d))
		for e := 0; e < ne; e++ {
			r, col := g+8*(e%4/2), 8*(e/4)+2*t+e%2
			var cv uint64
			if acc {
				cv = w.fragGet(op.c, dbits, l, e)
			}
			words[e/epr] |= dot(r, col, cv) << uint(e%epr*dbits)
		}
		for i, s := range op.d {
			if s != slotSink {
				w.r[s][l] = words[i]
			}
		}
	}
	return true
}

// wgmmaDenseDot returns the dot product of row r of a (the warp's 16 rows of A, K columns) and
// column col of bt (B's N columns of K), accumulated onto cv.
func wgmmaDenseDot(op *matOp, a, bt []uint64) func(r, col int, cv uint64) uint64 {
	k := op.sh.k
	switch op.at {
	case meS8, meU8:
		return func(r, col int, cv uint64) uint64 { return mmaInt(op, a[r*k:r*k+k], bt[col*k:col*k+k], cv) }
	case meB1:
		return func(r, col int, cv uint64) uint64 { return mmaB1(true, a[r*k:r*k+k], bt[col*k:col*k+k], cv) }
	}
	model := fp.WgmmaModel(fpElem[op.at], k)
	va, vb := make([]fp.MMAValue, len(a)), make([]fp.MMAValue, len(bt))
	for i, x := range a {
		va[i] = fpElem[op.at].Value(x)
	}
	for i, x := range bt {
		vb[i] = fpElem[op.bt].Value(x)
	}
	return func(r, col int, cv uint64) uint64 {
		return model.Dot(va[r*k:r*k+k], vb[col*k:col*k+k], fpElem[op.dt], cv, fpElem[op.dt])
	}
}

// wgmmaElem reads element (mn, k) of an operand of type t through descriptor d.
func (w *warp) wgmmaElem(d wgDesc, mnMajor bool, t mElem, mn, k, lane int) (uint64, bool) {
	bits := t.bits()
	addr, bit := d.addr(mnMajor, bits, mn, k)
	size := uint64(max(bits/8, 1))
	b := w.sharedAt(w.cta.sharedBase()+addr, size, lane) // a descriptor's address is in the CTA's window
	if b == nil {
		return 0, false
	}
	v := loadN(b, size)
	if bits < 8 {
		v = v >> bit & (1<<bits - 1)
	}
	return v, true
}
