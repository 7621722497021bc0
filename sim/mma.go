package sim

import (
	"encoding/binary"
	"math"
	"math/bits"
	"slices"
	"sync"
	"unsafe"

	"cudasim/sim/fp"
)

// Execution of the warp matrix instructions lowered by lower_mma.go. The warp's lanes hold
// fragments of the matrices in their registers (mma_layout.go says which element is where);
// mma gathers A, B and C from every lane, computes D with the tensor-core model (sim/fp/mma.go,
// docs/tensor-cores.md) and scatters it back.

func (w *warp) matrix(in *inst, mask uint32) bool {
	op := &w.k.mats[in.aux]
	switch op.kind {
	case matLoad:
		return w.wmmaLoad(op, mask)
	case matStore:
		return w.wmmaStore(op, mask)
	case matWmma, matMma:
		w.mma(op, mask)
	case matLdmatrix:
		return w.ldmatrix(op, mask)
	case matStmatrix:
		return w.stmatrix(op, mask)
	case matMovmatrix:
		w.movmatrix(op, mask)
	case matWgmma:
		return w.wgmma(op, mask)
	case matMmaSp:
		w.mmaSp(op, mask)
	}
	return true
}

// frag describes one operand's fragment: n elements per lane of the given width, placed by pos.
type frag struct {
	n, bits int
	pos     func(lane, e int) mmaPos
}

// opDims is the (rows, cols) of operand which ('a', 'b', 'c').
func (sh mmaShape) dims(which byte) (int, int) {
	switch which {
	case 'a':
		return sh.m, sh.k
	case 'b':
		return sh.k, sh.n
	}
	return sh.m, sh.n
}

func (op *matOp) frag(which byte, t mElem) frag {
	b := t.bits()
	if op.kind == matMma {
		quad := op.quad()
		return frag{mmaFragLen(op.sh, which, quad), b, func(lane, e int) mmaPos {
			return mmaFragPos(op.sh, which, b, quad, op.aRow, op.bRow, lane, e)
		}}
	}
	tab := wmmaTable(op.wmmaKey(which, t))
	n := len(tab) / 32
	return frag{n, b, func(lane, e int) mmaPos {
		p := tab[lane*n+e]
		return mmaPos{0, int(p >> 8), int(p & 0xff)}
	}}
}

// wmmaKey is the fragment table entry of operand which (of element type t) of a wmma op.
func (op *matOp) wmmaKey(which byte, t mElem) wmmaKey {
	row := true
	switch {
	case op.kind == matLoad || op.kind == matStore:
		row = op.row
	case which == 'a':
		row = op.aRow
	case which == 'b':
		row = op.bRow
	}
	return wmmaKey{op.sh, t, which, row}
}

// fragGet reads element e of lane's fragment held in regs.
func (w *warp) fragGet(regs []int32, nbits, lane, e int) uint64 {
	if nbits >= 32 {
		v := w.r[regs[e]][lane]
		if nbits == 32 {
			v &= math.MaxUint32
		}
		return v
	}
	epr := 32 / nbits
	return w.r[regs[e/epr]][lane] >> uint(e%epr*nbits) & (1<<nbits - 1)
}

// fragWords packs a lane's n elements (vals) into register words.
func fragWords(vals []uint64, nbits int, words []uint64) {
	clear(words)
	if nbits >= 32 {
		copy(words, vals)
		return
	}
	epr := 32 / nbits
	for e, v := range vals {
		words[e/epr] |= v << uint(e%epr*nbits)
	}
}

var fpElem = [...]fp.MMAElem{meF16: fp.MMAF16, meBF16: fp.MMABF16, meTF32: fp.MMATF32, meF32: fp.MMAF32,
	meF64: fp.MMAF64, meE4M3: fp.MMAE4M3, meE5M2: fp.MMAE5M2}

// fragPlan is a fragment's elements placed once: element e of lane l is at[l*n+e] in its
// matrix as mma lays it out (A by rows, B by columns, C and D by rows, one product q after
// another), or at pos[l*n+e] of the matrix in memory for wmma.load/store.
type fragPlan struct {
	n, bits int
	at      []int32
	pos     []mmaPos
	byReg   []int32 // at by register: element j of register r of lane l is at byReg[(r*32+l)*epr+j]
}

// plan places the fragments of a wmma.load/store, wmma.mma or mma.sync and picks its model.
//
// A wmma.mma operand whose fragment holds an element more than once (the f16 A and B of
// m16n16k16, A of m8n32k16, B of m32n8k16: docs/tensor-cores.md) is read from the element's
// first place in the lane: its later places point at sink, one past the matrix, which gather
// fills and nothing reads. wmma.load writes every copy alike; registers set otherwise may
// differ, and the H200 reads the first.
func (op *matOp) plan() {
	place := func(which byte, t mElem, idx func(p mmaPos) int, sink int) fragPlan {
		f := op.frag(which, t)
		pl := fragPlan{n: f.n, bits: f.bits, at: make([]int32, 32*f.n), pos: make([]mmaPos, 32*f.n)}
		for l := 0; l < 32; l++ {
			for e := 0; e < f.n; e++ {
				p := f.pos(l, e)
				pl.pos[l*f.n+e] = p
				if idx == nil {
					continue
				}
				i := int32(idx(p))
				if sink >= 0 && slices.Contains(pl.at[l*f.n:l*f.n+e], i) {
					i = int32(sink)
				}
				pl.at[l*f.n+e] = i
			}
		}
		if epr := 32 / max(f.bits, 1); idx != nil && f.bits <= 32 && f.n%epr == 0 {
			pl.byReg = make([]int32, 32*f.n)
			for l := 0; l < 32; l++ {
				for e := 0; e < f.n; e++ {
					pl.byReg[(e/epr*32+l)*epr+e%epr] = pl.at[l*f.n+e]
				}
			}
		}
		return pl
	}
	m, n, k := op.sh.m, op.sh.n, op.sh.k
	switch op.kind {
	case matLoad:
		rows, cols := op.sh.dims(op.which)
		op.fd = place(op.which, op.dt, func(p mmaPos) int { // the element's index in memory order
			if op.row {
				return p.r*cols + p.c
			}
			return p.c*rows + p.r
		}, -1)
	case matStore:
		op.fa = place('c', op.dt, nil, -1)
	case matWmma, matMma:
		nq := op.quads()
		op.fa = place('a', op.at, func(p mmaPos) int { return (p.q*m+p.r)*k + p.c }, nq*m*k)
		op.fb = place('b', op.bt, func(p mmaPos) int { return (p.q*n+p.c)*k + p.r }, nq*n*k)
		op.fc = place('c', op.ct, func(p mmaPos) int { return (p.q*m+p.r)*n + p.c }, -1)
		op.fd = place('c', op.dt, func(p mmaPos) int { return (p.q*m+p.r)*n + p.c }, -1)
		switch op.at {
		case meF16, meBF16, meTF32, meE4M3, meE5M2:
			op.model = fp.TensorModel(fpElem[op.at], k, op.kind == matWmma)
		}
		op.steps, op.tiles, op.passes = [2]*matOp{}, 1, nil
		if op.kind == matWmma {
			op.planSteps()
		}
		named := func(r int32) bool { return r != slotSink && slices.Contains(op.d, r) }
		if op.kind == matMma && op.model != nil && op.model.PairPasses && op.ct == op.dt && slices.ContainsFunc(op.c, named) {
			passes, model := *op, *op.model
			model.PassesOnly = true
			passes.model = &model
			op.passes = &passes
		}
	}
}

// gather reads every lane's fragment held in regs into its places in dst.
func (w *warp) gather(regs []int32, f *fragPlan, dst []uint64) {
	epr, mask := 1, ^uint64(0)
	if f.bits <= 32 {
		epr, mask = 32/f.bits, 1<<f.bits-1
	}
	if f.byReg != nil && len(regs)*epr >= f.n && (epr == 1 || epr == 2) {
		// whole registers of one or two elements: by register, lanes in a row (byReg)
		for ri, reg := range regs[:f.n/epr] {
			lanes := &w.r[reg]
			if epr == 1 {
				at := f.byReg[ri*32 : ri*32+32]
				for lane, i := range at {
					dst[i] = lanes[lane] & mask
				}
				continue
			}
			at := f.byReg[ri*64 : ri*64+64]
			for lane := 0; lane < 32; lane++ {
				v := lanes[lane]
				dst[at[2*lane]] = v & mask
				dst[at[2*lane+1]] = v >> 16 & mask
			}
		}
		return
	}
	for ri, reg := range regs {
		e0 := ri * epr
		if e0 >= f.n {
			break
		}
		lanes := &w.r[reg]
		for lane := 0; lane < 32; lane++ {
			v := lanes[lane]
			at := f.at[lane*f.n+e0 : lane*f.n+min(e0+epr, f.n)]
			for j, i := range at {
				dst[i] = v >> uint(j*f.bits) & mask
			}
		}
	}
}

// quads is the number of independent products an mma computes: four for the m8n8k4 .f16 form.
func (op *matOp) quads() int {
	if op.quad() {
		return 4
	}
	return 1
}

func (w *warp) mma(op *matOp, mask uint32) {
	nq := op.quads()
	m, n, k := op.sh.m, op.sh.n, op.sh.k
	sc := mmaScratchPool.Get().(*mmaScratch)
	defer mmaScratchPool.Put(sc)
	if op.steps[0] != nil {
		w.mmaSteps(op, mask, sc)
		return
	}
	// A and B one longer: the sink that a fragment's repeated elements go to (plan)
	a := grow(&sc.a, nq*m*k+1)
	bt := grow(&sc.bt, nq*n*k+1) // B transposed: column j is bt[(q*n+j)*k:]
	c := grow(&sc.c, nq*m*n)
	clear(a) // as fresh slices were: an element no fragment holds reads as zero
	clear(bt)
	clear(c)
	w.gather(op.a, &op.fa, a)
	w.gather(op.b, &op.fb, bt)
	a, bt = a[:nq*m*k], bt[:nq*n*k]
	w.gather(op.c, &op.fc, c)
	d := grow(&sc.d, nq*m*n)
	if op.passes != nil {
		op.passes.compute(a, bt, c, d, sc)
		w.mmaAddC(op, d, mask)
		return
	}
	op.compute(a, bt, c, d, sc)
	w.mmaWrite(op, d, mask, 0, len(op.d), sc)
}

// mmaAddC finishes an fp8 mma.sync whose C names a D register as the H200 does: d holds the
// passes' sums, and C is added register by register in D's order, each C register read as the
// earlier registers' writes left it (docs/tensor-cores.md, "Aliased registers").
func (w *warp) mmaAddC(op *matOp, d []uint64, mask uint32) {
	fd := &op.fd
	epr := 32 / fd.bits
	for ri, dst := range op.d {
		for mk := mask; mk != 0; mk &= mk - 1 {
			lane := bits.TrailingZeros32(mk)
			cw, word := w.r[op.c[ri]][lane], uint64(0)
			for x := range epr {
				cv := cw >> uint(x*fd.bits) & (1<<fd.bits - 1)
				v := fp.PairAddC(d[fd.at[lane*fd.n+ri*epr+x]], fpElem[op.ct], cv, fpElem[op.dt])
				word |= v << uint(x*fd.bits)
			}
			if dst != slotSink {
				w.r[dst][lane] = word
			}
		}
	}
}

// mmaSteps computes a wmma.mma whose operand registers name D registers as the H200 does: D in
// steps, each one tile of D (an equal run of D's registers) over one run of K, K outermost, every
// step reading its operands from the registers as the earlier steps left them; a step after the
// first run of K accumulates onto its tile's D registers (docs/tensor-cores.md, "Aliased
// registers").
func (w *warp) mmaSteps(op *matOp, mask uint32, sc *mmaScratch) {
	m, n, k := op.sh.m, op.sh.n, op.sh.k
	ks := op.steps[0].sh.k
	per := len(op.d) / op.tiles
	a, bt := grow(&sc.a, m*k+1), grow(&sc.bt, n*k+1)
	c, d := grow(&sc.c, m*n), grow(&sc.d, m*n)
	as, bs := a[:m*k], bt[:n*k]
	if ks < k {
		as, bs = grow(&sc.as, m*ks), grow(&sc.bs, n*ks)
	}
	// a C of another type than D (f16 into f32) is read once, before the steps
	cFirst := op.ct != op.dt
	if cFirst {
		clear(c)
		w.gather(op.c, &op.fc, c)
	}
	for k0 := 0; k0 < k; k0 += ks {
		step, acc, accPlan := op.steps[0], op.c, &op.fc
		if k0 > 0 {
			step, acc, accPlan = op.steps[1], op.d, &op.fd
		}
		for t := 0; t < op.tiles; t++ {
			clear(a)
			clear(bt)
			w.gather(op.a, &op.fa, a)
			w.gather(op.b, &op.fb, bt)
			if k0 > 0 || !cFirst {
				clear(c)
				w.gather(acc, accPlan, c)
			}
			if ks < k {
				for r := 0; r < m; r++ {
					copy(as[r*ks:(r+1)*ks], a[r*k+k0:])
				}
				for j := 0; j < n; j++ {
					copy(bs[j*ks:(j+1)*ks], bt[j*k+k0:])
				}
			}
			step.compute(as, bs, c, d, sc)
			w.mmaWrite(op, d, mask, t*per, (t+1)*per, sc)
		}
	}
}

// wmmaSteps is how the H200 splits a wmma.mma: into tiles, D's 16x8 tiles (each an equal run of
// D's registers; one for the 8x8 shapes), and runs of K of depth ks: 4 for .tf32 m16n16k8,
// which adds its products four at a time (fp.TensorModel), else all of K.
func (op *matOp) wmmaSteps() (tiles, ks int) {
	tiles, ks = max(op.sh.m*op.sh.n/128, 1), op.sh.k
	if op.at == meTF32 {
		ks = 4
	}
	return tiles, ks
}

// planSteps sets op.steps when an operand register of a wmma.mma names a D register that a
// step before the last writes (wmmaSteps); the steps are op with K cut to one run, the second
// accumulating onto D.
func (op *matOp) planSteps() {
	tiles, ks := op.wmmaSteps()
	if tiles*(op.sh.k/ks) < 2 {
		return
	}
	if op.ct == meF32 && op.dt == meF16 {
		return // D is written once, at the end
	}
	early := op.d
	if ks == op.sh.k {
		early = op.d[:len(op.d)-len(op.d)/tiles]
	}
	named := func(r int32) bool { return r != slotSink && slices.Contains(early, r) }
	if !slices.ContainsFunc(op.a, named) && !slices.ContainsFunc(op.b, named) && !slices.ContainsFunc(op.c, named) {
		return
	}
	op.tiles = tiles
	for i := range op.steps {
		st := *op
		st.sh.k, st.steps = ks, [2]*matOp{}
		if i > 0 {
			st.ct = op.dt
		}
		if st.model != nil {
			st.model = fp.TensorModel(fpElem[op.at], ks, true)
		}
		op.steps[i] = &st
	}
}

// compute is D = A·B + C on gathered operands (a, bt by rows and columns of K, c and d by
// elements of D).
func (op *matOp) compute(a, bt, c, d []uint64, sc *mmaScratch) {
	m, n, k := op.sh.m, op.sh.n, op.sh.k
	switch op.at {
	case meF64:
		for i := range d {
			q, ij := i/(m*n), i%(m*n)
			ro, co := (q*m+ij/n)*k, (q*n+ij%n)*k
			d[i] = mmaF64(a[ro:ro+k], bt[co:co+k], c[i], fp.Rounding(op.rnd))
		}
	case meS8, meU8, meS4, meU4:
		mmaIntRows(op, a, bt, c, d, sc)
	case meB1:
		for i := range d {
			ro, co := i/n*k, i%n*k
			d[i] = mmaB1(op.and, a[ro:ro+k], bt[co:co+k], c[i])
		}
	default:
		if op.quad() {
			for i := range d {
				q, ij := i/(m*n), i%(m*n)
				ro, co := (q*m+ij/n)*k, (q*n+ij%n)*k
				d[i] = mmaQuad(a[ro:ro+k], bt[co:co+k], op.ct == meF16, op.dt == meF16, c[i])
			}
			return
		}
		// decode every element once; each is used n (or m) times
		ra, rb := sc.ra.get(op.at, a, k), sc.rb.get(op.bt, bt, k)
		ct, dt := fpElem[op.ct], fpElem[op.dt]
		if op.model.DotBlockUncut(ra, rb, c, ct, d, dt) {
			break
		}
		for i := 0; i < m; i++ {
			for j := 0; j < n; j++ {
				d[i*n+j] = op.model.DotRows(ra, i, rb, j, ct, c[i*n+j], dt)
			}
		}
	}
}

// mmaWrite writes D's registers op.d[from:to] of the active lanes from d.
func (w *warp) mmaWrite(op *matOp, d []uint64, mask uint32, from, to int, sc *mmaScratch) {
	fd := &op.fd
	words := grow(&sc.words, len(op.d))
	epr := 1
	if fd.bits < 32 {
		epr = 32 / fd.bits
	}
	if fd.byReg != nil && (epr == 1 || epr == 2) && len(op.d)*epr == fd.n {
		// whole registers of one or two elements: by register, as gather reads them
		for ri, s := range op.d {
			if s == slotSink || ri < from || ri >= to {
				continue
			}
			dst := &w.r[s]
			at := fd.byReg[ri*32*epr : (ri+1)*32*epr]
			for mk := mask; mk != 0; mk &= mk - 1 {
				lane := bits.TrailingZeros32(mk)
				if epr == 1 {
					dst[lane] = d[at[lane]]
				} else {
					dst[lane] = d[at[2*lane]] | d[at[2*lane+1]]<<16
				}
			}
		}
		return
	}
	for mk := mask; mk != 0; mk &= mk - 1 {
		lane := bits.TrailingZeros32(mk)
		clear(words)
		for e, i := range fd.at[lane*fd.n : lane*fd.n+fd.n] {
			words[e/epr] |= d[i] << uint(e%epr*fd.bits)
		}
		for i, s := range op.d {
			if s != slotSink && i >= from && i < to {
				w.r[s][lane] = words[i]
			}
		}
	}
}

// mmaIntRows computes an integer mma's D: the elements sign-extended once, then exact dot
// products, wrapping to 32 bits or clamped with .satfinite.
func mmaIntRows(op *matOp, a, bt, c, d []uint64, sc *mmaScratch) {
	k, n := op.sh.k, op.sh.n
	ia, ib := grow(&sc.ia, len(a)), grow(&sc.ib, len(bt))
	for i, x := range a {
		ia[i] = mmaSext(op.at, x)
	}
	for i, x := range bt {
		ib[i] = mmaSext(op.bt, x)
	}
	for i := range d {
		row, col := ia[i/n*k:i/n*k+k], ib[i%n*k:i%n*k+k]
		s := int64(int32(uint32(c[i])))
		for kk, x := range row {
			s += x * col[kk]
		}
		if op.satf {
			s = min(max(s, math.MinInt32), math.MaxInt32)
		}
		d[i] = uint64(uint32(s))
	}
}

// mmaScratch holds an mma's operands, decoded values and results between calls (the operands
// are rewritten whole by each call; the pool saves the allocations, a tenth of a GEMM's time).
type mmaScratch struct {
	a, bt, c, d, words []uint64
	as, bs             []uint64 // mmaSteps' operands for one run of K
	ia, ib             []int64
	ra, rb             decodedRows
}

// decodedRows keeps the last operands of one kind (A or B) that mma decoded: a GEMM's warp
// multiplies each A fragment by several B fragments and each B by several A (cudaTensorCoreGemm:
// 2 by 4), so most operands were decoded by a recent product. An entry is found by the
// operand's contents, so a hit is the decode it would make.
type decodedRows struct {
	raw  [4][]uint64
	t    [4]mElem
	rows [4]fp.MMARows
	next int
}

// get is raw (elements of type t, rows of k) decoded.
func (c *decodedRows) get(t mElem, raw []uint64, k int) *fp.MMARows {
	for i := range c.raw {
		if c.t[i] == t && c.rows[i].K == k && slices.Equal(c.raw[i], raw) {
			return &c.rows[i]
		}
	}
	i := c.next
	c.next = (i + 1) % len(c.raw)
	c.raw[i] = append(c.raw[i][:0], raw...)
	c.t[i] = t
	c.rows[i].Decode(fpElem[t], c.raw[i], k)
	return &c.rows[i]
}

var mmaScratchPool = sync.Pool{New: func() any { return new(mmaScratch) }}

// grow returns (*s)[:n], reallocating when it is shorter; the contents are left as they were.
func grow[T any](s *[]T, n int) []T {
	if cap(*s) < n {
		*s = make([]T, n)
	}
	return (*s)[:n]
}

// mmaF64 is one element of a double-precision mma: one fused multiply-add per k, in k order
// (docs/tensor-cores.md). A NaN operand of a step passes through quietened, B's before the running
// sum's before A's; an invalid step (inf·0, inf−inf) gives the default NaN, which later steps pass
// on as the running sum.
func mmaF64(a, b []uint64, c uint64, r fp.Rounding) uint64 {
	d := c
	for k := range a {
		switch {
		case isNaN64(b[k]):
			d = b[k] | 1<<51
		case isNaN64(d):
			d |= 1 << 51
		case isNaN64(a[k]):
			d = a[k] | 1<<51
		default:
			v := fp.FMA64(math.Float64frombits(a[k]), math.Float64frombits(b[k]), math.Float64frombits(d), r)
			if v != v {
				d = fp.DefaultNaN64
			} else {
				d = math.Float64bits(v)
			}
		}
	}
	return d
}

// mmaQuad is one element of mma.m8n8k4 with .f16 inputs, which the H200 does not compute with
// the tensor-core model: the four products (exact in f32) are added in k order with f32 adds
// rounded to nearest, then C (docs/tensor-cores.md).
func mmaQuad(a, b []uint64, c16, d16 bool, c uint64) uint64 {
	if c16 && d16 {
		return quadF16.MMADot(fp.MMAF16, fp.MMAF16, a, b, fp.MMAF16, c, fp.MMAF16)
	}
	s := fp.F16ToF32(uint16(a[0])) * fp.F16ToF32(uint16(b[0]))
	for k := 1; k < len(a); k++ {
		s = fp.Add32(s, fp.F16ToF32(uint16(a[k]))*fp.F16ToF32(uint16(b[k])), fp.RN)
	}
	cf := math.Float32frombits(uint32(c))
	if c16 {
		cf = fp.F16ToF32(uint16(c))
	}
	d := fp.Add32(s, cf, fp.RN)
	if d16 {
		return uint64(fp.F32ToF16(d, fp.RN))
	}
	if d != d {
		return fp.CanonicalNaN32
	}
	return uint64(math.Float32bits(d))
}

// quadF16 is mma.m8n8k4's f16 accumulation: the exact sum rounded once to nearest f16.
var quadF16 = &fp.MMAModel{Group: 4, Frac: 48, Round: fp.RN, Out: fp.RN, Nominal: true}

func mmaSext(t mElem, x uint64) int64 {
	switch t {
	case meS8:
		return int64(int8(x))
	case meS4:
		return int64(x<<60) >> 60
	}
	return int64(x)
}

// mmaInt is one element of an integer mma: exact, wrapping to 32 bits, or clamped with .satfinite.
func mmaInt(op *matOp, a, b []uint64, c uint64) uint64 {
	s := int64(int32(uint32(c)))
	for k := range a {
		s += mmaSext(op.at, a[k]) * mmaSext(op.bt, b[k])
	}
	if op.satf {
		s = min(max(s, math.MinInt32), math.MaxInt32)
	}
	return uint64(uint32(s))
}

// mmaB1 is one element of a single-bit mma: c plus the population count of a AND/XOR b.
func mmaB1(and bool, a, b []uint64, c uint64) uint64 {
	s := uint32(c)
	for k := range a {
		x := a[k] ^ b[k]
		if and {
			x = a[k] & b[k]
		}
		s += uint32(bits.OnesCount64(x))
	}
	return uint64(s)
}

// elemAddr is the byte address and bit offset of element (r, c) of a matrix at base with
// leading dimension stride (in elements).
func elemAddr(base uint64, row bool, stride uint64, r, c, nbits int) (uint64, uint) {
	idx := uint64(r)*stride + uint64(c)
	if !row {
		idx = uint64(c)*stride + uint64(r)
	}
	bit := idx * uint64(nbits)
	return base + bit/8, uint(bit % 8)
}

func (op *matOp) strideFor(w *warp, lane int) uint64 {
	if op.stride >= 0 {
		return uint64(uint32(w.r[op.stride][lane]))
	}
	rows, cols := op.sh.dims(op.which)
	if op.row {
		return uint64(cols)
	}
	return uint64(rows)
}

// matAt is the bytes of one element access of a matrix instruction: quickAt's when it takes
// it (as ld's quick lanes, unchecked launches only), else access's, which faults where it must.
func (w *warp) matAt(space opcode, addr, size uint64, l int) []byte {
	if !enginePortable && w.cta.san == nil {
		if b := w.quickAt(space, addr, size); b != nil {
			return b
		}
	}
	return w.access(&matrixAccess, space, addr, size, l)
}

// matrixAccess stands for a matrix instruction's accesses in access: no memCTA check (not measured).
var matrixAccess inst

func (w *warp) wmmaLoad(op *matOp, mask uint32) bool {
	f := &op.fd
	size := uint64(max(f.bits/8, 1))
	epr, keep := 1, ^uint64(0)
	if f.bits < 32 {
		epr, keep = 32/f.bits, 1<<f.bits-1
	}
	var buf [32]uint64
	words := buf[:0]
	if len(op.d) > len(buf) {
		words = make([]uint64, len(op.d))
	}
	words = words[:len(op.d)]
	var mat [256]uint64
	if w.wmmaLoadWhole(op, mask, mat[:]) {
		for m := mask; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			at := f.at[l*f.n : l*f.n+f.n]
			if epr == 2 && len(at) == 2*len(words) {
				for i := range words {
					words[i] = mat[at[2*i]] | mat[at[2*i+1]]<<16
				}
			} else {
				clear(words)
				for e, i := range at {
					words[e/epr] |= mat[i] << uint(e%epr*f.bits)
				}
			}
			for i, s := range op.d {
				if s != slotSink {
					w.r[s][l] = words[i]
				}
			}
		}
		return true
	}
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		base := w.r[op.addr][l] + uint64(op.off)
		stride := op.strideFor(w, l)
		clear(words)
		for e, p := range f.pos[l*f.n : l*f.n+f.n] {
			addr, sh := elemAddr(base, op.row, stride, p.r, p.c, f.bits)
			b := w.matAt(op.space, addr, size, l)
			if b == nil {
				return false
			}
			v := loadN(b, size)
			if f.bits < 8 {
				v = v >> sh & keep
			}
			words[e/epr] |= v << uint(e%epr*f.bits)
		}
		for i, s := range op.d {
			if s != slotSink {
				w.r[s][l] = words[i]
			}
		}
	}
	return true
}

// wmmaLoadWhole reads a wmma.load's whole matrix into mat, in memory order, 16 bytes at a time
// through quickAt, when every lane of mask gives the same address and stride (as PTX requires)
// and the lines lie 16-byte aligned; false when it does not apply or an access is not quickAt's
// (wmmaLoad's per-element loop then runs, and faults where it must). Loads have no side effect,
// so reading elements no lane of mask holds changes nothing.
func (w *warp) wmmaLoadWhole(op *matOp, mask uint32, mat []uint64) bool {
	f := &op.fd
	if f.bits < 8 || enginePortable || w.cta.san != nil || mask == 0 {
		return false
	}
	l0 := bits.TrailingZeros32(mask)
	addr, stride := w.r[op.addr][l0], op.strideFor(w, l0)
	for m := mask & (mask - 1); m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if w.r[op.addr][l] != addr || op.strideFor(w, l) != stride {
			return false
		}
	}
	base := addr + uint64(op.off)
	size := uint64(f.bits / 8)
	lines, per := op.sh.dims(op.which)
	if !op.row {
		lines, per = per, lines
	}
	if lines*per > len(mat) || base%16 != 0 || uint64(per)*size%16 != 0 || stride*size%16 != 0 {
		return false
	}
	chunk := int(16 / size)
	for i := 0; i < lines; i++ {
		for j := 0; j < per; j += chunk {
			a := base + (uint64(i)*stride+uint64(j))*size
			b := w.quickAt(op.space, a, 16)
			if b == nil && op.space != opLdShared && w.global(a, 16) != nil {
				b = w.quickAt(op.space, a, 16) // global's lookup made its allocation the warp's span
			}
			if b == nil {
				return false
			}
			for x := 0; x < chunk; x++ {
				mat[i*per+j+x] = loadN(b[uint64(x)*size:], size)
			}
		}
	}
	return true
}

func (w *warp) wmmaStore(op *matOp, mask uint32) bool {
	f := &op.fa
	size := uint64(max(f.bits/8, 1))
	// Elements are resolved in lane order, then written element by element, each as a store of
	// size bytes a lane (storeLane): where elements alias, the H200 keeps the last element's
	// store order winner (lanes15w1, wmma_*).
	var small [32 * 8]unsafe.Pointer
	at := small[:]
	if f.n > 8 {
		at = make([]unsafe.Pointer, 32*f.n)
	}
	var resolved uint32
	ok := true
resolve:
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		base := w.r[op.addr][l] + uint64(op.off)
		stride := op.strideFor(w, l)
		for e, p := range f.pos[l*f.n : l*f.n+f.n] {
			addr, _ := elemAddr(base, op.row, stride, p.r, p.c, f.bits)
			b := w.matAt(op.space, addr, size, l)
			if b == nil {
				ok = false
				break resolve
			}
			at[l*f.n+e] = unsafe.Pointer(&b[0])
		}
		resolved |= 1 << l
	}
	for e := 0; e < f.n; {
		k := wmmaStoreRun(f.pos[:f.n], e, op.row, size)
		pass := storePassBits(uint64(k) * size)
		for m := resolved; m != 0; {
			l := storeLane(m, pass)
			m &^= 1 << l
			for j := e; j < e+k; j++ {
				storeN(unsafe.Slice((*byte)(at[l*f.n+j]), size), size, w.fragGet(op.a, f.bits, l, j))
			}
		}
		e += k
	}
	return ok
}

// wmmaStoreRun is how many of a lane's elements from e on wmma.store writes as one store: those
// next to each other in memory in the fragment's layout (lane 0's, pos), up to 16 bytes. The
// H200 keeps, where rows alias, what such stores of 8 bytes (two f32 of a row, row layout) in
// passes of 16 lanes leave (lanes15w1, wmma_f32_row_*).
func wmmaStoreRun(pos []mmaPos, e int, row bool, size uint64) int {
	k := 1
	for e+k < len(pos) && uint64(k+1)*size <= 16 {
		p, q := pos[e+k-1], pos[e+k]
		if next := (row && q.r == p.r && q.c == p.c+1) || (!row && q.c == p.c && q.r == p.r+1); !next {
			break
		}
		k++
	}
	return k
}

// ldmatrix: lane 8i+r gives the address of row r of matrix i; lane l receives, in register i,
// elements (l/4, 2(l%4)) and (l/4, 2(l%4)+1) of matrix i, or of its transpose with .trans.
func (w *warp) ldmatrix(op *matOp, mask uint32) bool {
	var mat [4][8][8]uint16
	for i := 0; i < op.num; i++ {
		for r := 0; r < 8; r++ {
			src := i*8 + r
			b := w.matAt(op.space, w.r[op.addr][src]+uint64(op.off), 16, src)
			if b == nil {
				return false
			}
			for c := 0; c < 8; c++ {
				mat[i][r][c] = binary.LittleEndian.Uint16(b[2*c:])
			}
		}
	}
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		for i := 0; i < op.num; i++ {
			r, c := l/4, 2*(l%4)
			lo, hi := mat[i][r][c], mat[i][r][c+1]
			if op.trans {
				lo, hi = mat[i][c][r], mat[i][c+1][r]
			}
			if s := op.d[i]; s != slotSink {
				w.r[s][l] = uint64(lo) | uint64(hi)<<16
			}
		}
	}
	return true
}

// stmatrix is ldmatrix's inverse: lane 8i+r gives the address where row r of matrix i goes.
func (w *warp) stmatrix(op *matOp, mask uint32) bool {
	var mat [4][8][8]uint16
	for l := 0; l < 32; l++ {
		for i := 0; i < op.num; i++ {
			v := w.r[op.a[i]][l]
			r, c := l/4, 2*(l%4)
			if op.trans {
				mat[i][c][r], mat[i][c+1][r] = uint16(v), uint16(v>>16)
			} else {
				mat[i][r][c], mat[i][r][c+1] = uint16(v), uint16(v>>16)
			}
		}
	}
	// Rows are resolved in lane order, then written as a store of 16 bytes a lane (storeLane):
	// where rows alias, the H200 keeps the last matrix's lowest row (lanes15w1, stm_*).
	var rows [32][]byte
	var resolved uint32
	ok := true
	for src := 0; src < op.num*8; src++ {
		if rows[src] = w.matAt(op.space, w.r[op.addr][src]+uint64(op.off), 16, src); rows[src] == nil {
			ok = false
			break
		}
		resolved |= 1 << src
	}
	for m := resolved; m != 0; {
		src := storeLane(m, storePassBits(16))
		m &^= 1 << src
		for c := 0; c < 8; c++ {
			binary.LittleEndian.PutUint16(rows[src][2*c:], mat[src/8][src%8][c])
		}
	}
	return ok
}

// movmatrix transposes an 8x8 b16 matrix held one row pair per lane quad, as ldmatrix leaves it.
func (w *warp) movmatrix(op *matOp, mask uint32) {
	var mat [8][8]uint16
	for l := 0; l < 32; l++ {
		v := w.r[op.a[0]][l]
		mat[l/4][2*(l%4)], mat[l/4][2*(l%4)+1] = uint16(v), uint16(v>>16)
	}
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		r, c := l/4, 2*(l%4)
		if s := op.d[0]; s != slotSink {
			w.r[s][l] = uint64(mat[c][r]) | uint64(mat[c+1][r])<<16
		}
	}
}
