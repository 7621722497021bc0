package sim

import (
	"encoding/binary"
	"errors"
	"math/bits"
	"sync/atomic"
	"unsafe"

	"cudasim/cu"
)

// Execution of the bulk asynchronous copies (lower_bulk.go). Each copy is performed when it is
// issued, its bytes then completed on the destination's mbarrier; docs/tma.md describes the
// model (box layout, swizzle, out-of-bound fill, im2col traversal) and where each rule was
// measured.

// bulk executes one opBulk for the lanes in mask, in ascending lane order.
func (w *warp) bulk(in *inst, mask uint32) bool {
	b := &w.k.bulks[in.aux]
	if !w.cta.cluster().explicit && (b.kind == bkStAsync || b.kind == bkRedAsync || b.srcSp == bsShared && b.dstSp == bsShared) {
		// Measured (tma10w2/cases/nocl_*): in a launch without a cluster shape the H200 fails
		// st.async, red.async and shared-to-shared cp{.reduce}.async.bulk with
		// CUDA_ERROR_ILLEGAL_INSTRUCTION; the other cluster-scoped forms run, and in a cluster of
		// one these do too.
		w.faultf(cu.ErrorIllegalInstruction, bits.TrailingZeros32(mask), 0, "st.async, red.async or a shared::cta to shared::cluster bulk copy in a launch without a cluster shape")
		return false
	}
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		var ok bool
		switch b.kind {
		case bkCopy, bkReduce:
			ok = w.bulkCopy(b, l)
		case bkTensorLoad:
			ok = w.tensorLoad(b, l)
		case bkTensorStore, bkTensorReduce:
			ok = w.tensorStore(b, l)
		case bkTmapReplace:
			ok = w.tensorMapReplace(b, l)
		case bkTmapCopy:
			ok = w.tensorMapCopy(b, l)
		default:
			ok = w.asyncStore(b, l)
		}
		if !ok {
			return false
		}
	}
	return true
}

// sharedSpan is n bytes of shared memory at a shared::cta or shared::cluster address.
func (w *warp) sharedSpan(addr, n uint64, l int) []byte {
	own := addr - w.cta.sharedBase()
	if own >= clusterWindow {
		return w.clusterSharedAt(addr, n, l)
	}
	sh := w.cta.shared
	if own > uint64(len(sh)) || n > uint64(len(sh))-own {
		w.faultf(cu.ErrorIllegalAddress, l, addr, "%d bytes of shared memory at 0x%x are outside the CTA's %d bytes", n, addr, len(sh))
		return nil
	}
	if cs := w.cta.san; cs != nil {
		w.sanShared(cs, own, n, l)
	}
	return sh[own : own+n : own+n]
}

// globalSpan is n bytes of global memory at addr, which one of the memory's spans holds, for a
// write where write is set.
func (w *warp) globalSpan(addr, n uint64, l int, write bool) []byte {
	b := w.global(addr, n)
	if b == nil {
		w.faultf(cu.ErrorIllegalAddress, l, addr, "%d-byte bulk access %s", n, w.unreachable(addr))
		return nil
	}
	if write && !w.writable(addr, n, l) {
		return nil
	}
	if cs := w.cta.san; cs != nil {
		w.sanGlobal(cs, addr, n, l)
	}
	return b
}

// globalPieces calls f with the consecutive pieces of the n bytes of global memory at addr that
// the memory's spans hold (a large copy may cross from one span into the next), to write them
// where write is set.
func (w *warp) globalPieces(addr, n uint64, l int, write bool, f func(done uint64, p []byte)) bool {
	for done := uint64(0); done < n; {
		a, rest := addr+done, n-done
		p := w.global(a, rest)
		if p == nil && w.cta.l.Memory != nil {
			if base, b, ok := w.cta.l.Memory.Span(a); ok && a >= base && a-base < uint64(len(b)) {
				p = b[a-base:]
			}
		}
		if p == nil {
			w.faultf(cu.ErrorIllegalAddress, l, a, "%d-byte bulk access %s", rest, w.unreachable(a))
			return false
		}
		if uint64(len(p)) > rest {
			p = p[:rest]
		}
		if write && !w.writable(a, uint64(len(p)), l) {
			return false
		}
		if cs := w.cta.san; cs != nil {
			w.sanGlobal(cs, a, uint64(len(p)), l)
		}
		f(done, p)
		done += uint64(len(p))
	}
	return true
}

// inCluster is the shared::cluster address of shared offset addr (of any CTA) in block rank's
// shared memory.
func inCluster(addr uint64, rank uint32) uint64 {
	return uint64(rank)<<clusterWindowShift + addr&(clusterWindow-1)
}

// mbarComplete completes n bytes on the mbarrier at the shared address addr.
func (w *warp) mbarComplete(addr, n uint64, l int) bool {
	if addr&7 != 0 {
		w.faultf(cu.ErrorMisalignedAddress, l, addr, "misaligned mbarrier")
		return false
	}
	mem := w.sharedSpan(addr, 8, l)
	if mem == nil {
		return false
	}
	mbarTx(mem, -int64(n))
	return true
}

// destinations are the shared addresses a copy to dst writes: dst itself, or with a multicast
// mask the same offset in each block whose bit is set.
func (w *warp) destinations(b *bulkInst, dst uint64, l int) []uint64 {
	if b.mask < 0 {
		return []uint64{dst}
	}
	m := uint32(uint16(w.r[b.mask][l]))
	n := uint32(len(w.cta.cluster().ctas))
	var out []uint64
	for r := uint32(0); r < 16; r++ {
		if m>>r&1 != 0 && r < n {
			out = append(out, inCluster(dst, r))
		}
	}
	return out
}

// bulkCopy executes cp.async.bulk and cp.reduce.async.bulk for lane l.
func (w *warp) bulkCopy(b *bulkInst, l int) bool {
	r := w.r
	size := uint64(uint32(r[b.size][l]))
	src := r[b.src][l] + uint64(b.srcOff)
	dst := r[b.dst][l] + uint64(b.dstOff)
	if b.srcSp == bsShared {
		src = uint64(uint32(src))
	}
	if b.dstSp == bsShared {
		dst = uint64(uint32(dst))
	}
	if size%16 != 0 || src%16 != 0 || dst%16 != 0 {
		w.faultf(cu.ErrorMisalignedAddress, l, dst, "bulk copy of %d bytes from 0x%x to 0x%x: sizes and addresses must be multiples of 16", size, src, dst)
		return false
	}
	var from []byte
	if b.srcSp == bsGlobal {
		from = make([]byte, size)
		if !w.globalPieces(src, size, l, false, func(done uint64, p []byte) { copy(from[done:], p) }) {
			return false
		}
	} else if from = w.sharedSpan(src, size, l); from == nil {
		return false
	}
	if b.dstSp == bsGlobal {
		ok := true
		return w.globalPieces(dst, size, l, true, func(done uint64, p []byte) {
			if !ok {
				return
			}
			if b.kind == bkReduce {
				ok = w.reduceSpan(b, p, from[done:], dst+done, l, false) // no flush (a_redg_add_f32_crafted)
				return
			}
			copy(p, from[done:])
		}) && ok
	}
	mbar := uint64(uint32(r[b.mbar][l] + uint64(b.mbarOff)))
	for _, d := range w.destinations(b, dst, l) {
		to := w.sharedSpan(d, size, l)
		if to == nil {
			return false
		}
		if b.kind == bkReduce {
			if !w.reduceSpan(b, to, from, d, l, false) {
				return false
			}
		} else {
			copy(to, from)
		}
		bar := mbar
		if b.mask >= 0 {
			bar = inCluster(mbar, uint32(d>>clusterWindowShift))
		}
		if !w.mbarComplete(bar, size, l) {
			return false
		}
	}
	return true
}

// reduceElemSize is the element size of a reduction type code.
func reduceElemSize(at uint8) uint64 {
	switch at {
	case 2, 3, 5:
		return 8
	case 6, 7:
		return 2
	}
	return 4
}

// reduceSpan applies the reduction element by element: to[i] = to[i] op from[i], each element
// atomic on its own (other CTAs may reduce into the same memory). addr is to's address.
func (w *warp) reduceSpan(b *bulkInst, to, from []byte, addr uint64, l int, global bool) bool {
	es := reduceElemSize(b.at)
	for i := uint64(0); i+es <= uint64(len(to)); i += es {
		if !w.reduceElem(b.op, b.at, to[i:i+es], addr+i, loadN(from[i:], es), l, global) {
			return false
		}
	}
	return true
}

// reduceElem applies op to the element mem (at address addr) and v, atomically. Measured for f64
// additions (bulk and tensor, a_red*_crafted): as atom.global's add (atomOp64), whatever the
// space: a NaN operand is passed through unchanged, a signalling one too, the incoming value's
// before the one in memory; inf + -inf gives 0xfff8000000000000; subnormals are kept.
func (w *warp) reduceElem(op, at uint8, mem []byte, addr, v uint64, l int, global bool) bool {
	ok := true
	switch len(mem) {
	case 2:
		sh := (addr & 2) * 8
		p := (*uint32)(unsafe.Add(unsafe.Pointer(&mem[0]), -int(addr&2)))
		for {
			o := atomic.LoadUint32(p)
			var n uint16
			n, ok = atomOp16(uint32(op), uint32(at), uint16(o>>sh), uint16(v), 0)
			if !ok || atomic.CompareAndSwapUint32(p, o, o&^(0xffff<<sh)|uint32(n)<<sh) {
				break
			}
		}
	case 4:
		p := (*uint32)(unsafe.Pointer(&mem[0]))
		for {
			o := atomic.LoadUint32(p)
			var n uint32
			n, ok = atomOp32(uint32(op), uint32(at), o, uint32(v), 0, global)
			if !ok || atomic.CompareAndSwapUint32(p, o, n) {
				break
			}
		}
	default:
		p := (*uint64)(unsafe.Pointer(&mem[0]))
		for {
			o := atomic.LoadUint64(p)
			var n uint64
			n, ok = atomOp64(uint32(op), uint32(at), o, v, 0, true)
			if !ok || atomic.CompareAndSwapUint64(p, o, n) {
				break
			}
		}
	}
	if !ok {
		w.faultf(cu.ErrorIllegalInstruction, l, addr, "bulk reduction operation %d not supported for type %d", op, at)
	}
	return ok
}

// tensorMapAt reads the tensor map an instruction names for lane l.
func (w *warp) tensorMapAt(b *bulkInst, l int) (TensorMap, bool) {
	addr := w.r[b.tmap][l] + uint64(b.tmapOff)
	if addr%64 != 0 {
		w.faultf(cu.ErrorMisalignedAddress, l, addr, "tensor map address 0x%x is not 64-byte aligned", addr)
		return TensorMap{}, false
	}
	var raw [TensorMapSize]byte
	for h := uint64(0); h < TensorMapSize; h += 64 {
		p := w.generic(addr+h, 64, l, false)
		if p == nil {
			return TensorMap{}, false
		}
		copy(raw[h:], p)
	}
	t, err := DecodeTensorMap(raw[:])
	var broken *TensorMapError
	switch {
	case errors.As(err, &broken) && broken.Code == cu.ErrorNotSupported:
		w.faultf(cu.ErrorNotSupported, l, addr, "a copy through the tensor map at 0x%x, which breaks a rule (%v): what the H200 does was not measured", addr, err)
	case errors.As(err, &broken):
		w.faultf(broken.Code, l, addr, "tensor map at 0x%x: %v", addr, err)
	case err != nil: // bytes no encode wrote
		w.faultf(cu.ErrorIllegalInstruction, l, addr, "tensor map at 0x%x: %v", addr, err)
	}
	return t, err == nil
}

// tensorMapMemory is the 128 bytes at a tensor map that tensormap.replace or
// tensormap.cp_fenceproxy names for lane l, in state space sp. Maps at addresses that are not
// 128-byte aligned are refused: what the H200 does with them was not measured.
func (w *warp) tensorMapMemory(sp uint8, addr uint64, l int) []byte {
	if addr%TensorMapSize != 0 {
		w.faultf(cu.ErrorNotSupported, l, addr, "a tensor map changed at 0x%x, not 128-byte aligned: what the H200 does was not measured", addr)
		return nil
	}
	switch sp {
	case bsGlobal:
		return w.globalSpan(addr, TensorMapSize, l, true)
	case bsShared:
		return w.sharedSpan(addr, TensorMapSize, l)
	}
	return w.generic(addr, TensorMapSize, l, true)
}

// tensorMapReplace executes tensormap.replace for lane l: one field of the map in memory
// rewritten (TensorMap.replace), the map checked only when a copy uses it.
func (w *warp) tensorMapReplace(b *bulkInst, l int) bool {
	addr := w.r[b.dst][l] + uint64(b.dstOff)
	if b.dstSp == bsShared {
		addr = uint64(uint32(addr))
	}
	mem := w.tensorMapMemory(b.dstSp, addr, l)
	if mem == nil {
		return false
	}
	t, err := decodeTensorMapFields(mem)
	if err != nil {
		// A map some other way made (by NVIDIA's driver, or by hand): cudasim's fields are not there.
		w.faultf(cu.ErrorNotSupported, l, addr, "tensormap.replace on 128 bytes cudasim's driver did not encode: %v", err)
		return false
	}
	v := w.r[b.vals[0]][l]
	if b.bytes == 4 {
		v = uint64(uint32(v))
	}
	t.replace(b.field, b.ord, v)
	enc := t.Encode()
	copy(mem, enc[:])
	return true
}

// tensorMapCopy executes tensormap.cp_fenceproxy for lane l: the 128 bytes copied from shared to
// global memory (the fence is implied: the engine's memory is coherent).
func (w *warp) tensorMapCopy(b *bulkInst, l int) bool {
	src := w.tensorMapMemory(bsShared, uint64(uint32(w.r[b.src][l]+uint64(b.srcOff))), l)
	if src == nil {
		return false
	}
	dst := w.tensorMapMemory(bsGlobal, w.r[b.dst][l]+uint64(b.dstOff), l)
	if dst == nil {
		return false
	}
	copy(dst, src)
	return true
}

// swizzle maps the byte offset a of a box in shared memory (a shared address) to where the
// hardware puts it: with 32-, 64- and 128-byte swizzling, the 16-byte chunk index (bits 4-6) is
// XORed with bits 7-9 of the address, 1, 2 or 3 of them.
func swizzle(a uint64, mode uint8) uint64 {
	if mode == 0 {
		return a
	}
	m := uint64(1)<<mode - 1
	return a ^ (a>>7&m)<<4
}

// maxBoxBytes bounds a box: no CTA has more shared memory (228 KiB on the H200).
const maxBoxBytes = 256 << 10

// boxBytes is the size of the map's box in shared memory.
func (t *TensorMap) boxBytes() uint64 {
	if t.Im2col {
		return uint64(t.Box[0]) * uint64(t.Box[1]) * t.ElemSize()
	}
	n := t.ElemSize()
	for i := 0; i < int(t.Rank); i++ {
		k, _ := t.boxElems(i)
		n *= k
	}
	return n
}

// rowPitch is the bytes of one row of the box (its dimension 0) and the distance between rows
// in shared memory: the same, except that a swizzled box narrower than its swizzle span has its
// rows a span apart. (Measured: such a box overruns a shared window sized for dense rows,
// CUDA_ERROR_ILLEGAL_ADDRESS, a_load2d_sw*_half.) An interleaved box lies densely (its
// 16-byte chunks are the rows; il16_3d_sw*).
func (t *TensorMap) rowPitch() (row, pitch uint64) {
	if t.Interleave != 0 {
		return 16, 16
	}
	row = uint64(t.Box[0]) * t.ElemSize() // tile: box[0] elements; im2col: the channels
	pitch = row
	if span := uint64(16) << t.Swizzle; t.Swizzle != 0 && row < span {
		pitch = span
	}
	return row, pitch
}

// boxElems is the number of elements a tile box has along dimension i and the coordinate step
// between them: ceil(box / elementStride) elements elementStride apart, except along dimension 0,
// where the H200 ignores the element stride and moves box[0] consecutive elements (and counts
// their bytes on the mbarrier; measured: a_estr0_*, load1d_estr).
func (t *TensorMap) boxElems(i int) (uint64, int64) {
	if i == 0 {
		return uint64(t.Box[0]), 1
	}
	e := uint64(t.ElemStrides[i])
	return (uint64(t.Box[i]) + e - 1) / e, int64(e)
}

// tensorBox describes one box transfer: n elements along each dimension, the first one's
// coordinates, and the coordinate step.
type tensorBox struct {
	n     [5]uint64
	start [5]int64
	step  [5]int64
	total uint64 // elements
}

// tileStartAligned checks the rule the H200 enforces on every tile-mode copy (load, store,
// reduction): the box's start along dimension 0 must fall on a 16-byte boundary of the tensor
// (coordinate times element size a multiple of 16, negative starts included); otherwise the
// launch fails with CUDA_ERROR_ILLEGAL_INSTRUCTION (measured: testdata/conformance/tma/
// h200-w1-failures.txt, 58 cases).
func (w *warp) tileStartAligned(t *TensorMap, b *bulkInst, l int) bool {
	c0 := int64(int32(w.r[b.coords[0]][l]))
	if c0*int64(t.ElemSize())%16 != 0 {
		w.faultf(cu.ErrorIllegalInstruction, l, 0, "tensor copy starting at coordinate %d of dimension 0: %d bytes into the row, not a multiple of 16", c0, c0*int64(t.ElemSize()))
		return false
	}
	return true
}

func (w *warp) tileBox(t *TensorMap, b *bulkInst, l int) tensorBox {
	var x tensorBox
	x.total = 1
	for i := 0; i < 5; i++ {
		x.n[i], x.step[i] = 1, 1
		if i < int(t.Rank) {
			x.n[i], x.step[i] = t.boxElems(i)
			x.start[i] = int64(int32(w.r[b.coords[i]][l]))
		}
		x.total *= x.n[i]
	}
	return x
}

// elemAddr is the global address of the element at coordinates c, and whether it is inside the
// tensor.
func (t *TensorMap) elemAddr(c *[5]int64) (uint64, bool) {
	a := t.Addr
	for i := 0; i < int(t.Rank); i++ {
		if c[i] < 0 || uint64(c[i]) >= t.Dims[i] {
			return 0, false
		}
		a += uint64(c[i]) * t.Strides[i]
	}
	return a, true
}

// oobValue is the element an out-of-bound position reads: zero, or with OOBFill the H200's NaN
// fill, the 16-bit pattern 0x7ff7 repeated over the element (a NaN in f16, bf16, f32 and f64
// alike; measured, testdata/conformance/tma/cases/*nan*).
func (t *TensorMap) oobValue() uint64 {
	if t.OOBFill == 0 {
		return 0
	}
	return 0x7ff77ff77ff77ff7
}

// tensorLoad executes cp.async.bulk.tensor global -> shared::cluster for lane l.
func (w *warp) tensorLoad(b *bulkInst, l int) bool {
	t, ok := w.tensorMapAt(b, l)
	if !ok {
		return false
	}
	if t.Rank != b.rank || t.Im2col != b.im2col {
		w.faultf(cu.ErrorIllegalInstruction, l, 0, "a %d-dimensional %s tensor map used by a %dd %s copy", t.Rank, t.mode(), b.rank, modeName(b.im2col))
		return false
	}
	if t.Wide {
		w.faultf(cu.ErrorNotSupported, l, 0, "copies through a cuTensorMapEncodeIm2colWide map (sm_100's im2col::w form) are not implemented")
		return false
	}
	if t.Im2col && t.Interleave != 0 {
		w.faultf(cu.ErrorNotSupported, l, 0, "copies through an interleaved im2col tensor map are not implemented (not measured)")
		return false
	}
	es := t.ElemSize()
	if n := t.boxBytes(); n > maxBoxBytes {
		w.faultf(cu.ErrorIllegalAddress, l, 0, "a tensor box of %d bytes is larger than any shared memory", n)
		return false
	}
	var data []byte
	if b.im2col {
		data = w.im2colBox(&t, b, l)
	} else if t.Interleave != 0 {
		data = w.interleavedData(&t, w.interleavedChunks(&t, b, l), l)
	} else {
		if !w.tileStartAligned(&t, b, l) {
			return false
		}
		data = w.tileData(&t, w.tileBox(&t, b, l), es)
	}
	if data == nil {
		return false
	}
	dst := uint64(uint32(w.r[b.dst][l] + uint64(b.dstOff)))
	if dst%128 != 0 {
		w.faultf(cu.ErrorMisalignedAddress, l, dst, "tensor copy to shared address 0x%x: it must be 128-byte aligned", dst)
		return false
	}
	mbar := uint64(uint32(w.r[b.mbar][l] + uint64(b.mbarOff)))
	n := uint64(len(data))
	row, pitch := t.rowPitch()
	span := n / row * pitch
	for _, d := range w.destinations(b, dst, l) {
		to := w.sharedSpan(d, span, l)
		if to == nil {
			return false
		}
		base := d & (clusterWindow - 1)
		for i := uint64(0); i < n; i += 16 {
			a := i/row*pitch + i%row
			o := swizzle(base+a, t.Swizzle) - base
			copy(to[o:o+16], data[i:min(i+16, n)])
		}
		bar := mbar
		if b.mask >= 0 {
			bar = inCluster(mbar, uint32(d>>clusterWindowShift))
		}
		if !w.mbarComplete(bar, n, l) {
			return false
		}
	}
	return true
}

func (t *TensorMap) mode() string { return modeName(t.Im2col) }

func modeName(im2col bool) string {
	if im2col {
		return "im2col"
	}
	return "tile"
}

// tileData gathers a box from global memory into its dense shared-memory order (dimension 0
// fastest), out-of-bound elements filled.
func (w *warp) tileData(t *TensorMap, x tensorBox, es uint64) []byte {
	data := make([]byte, x.total*es)
	fill := t.oobValue()
	var j [5]uint64
	var c [5]int64
	for k := uint64(0); k < x.total; k++ {
		for i := 0; i < 5; i++ {
			c[i] = x.start[i] + int64(j[i])*x.step[i]
		}
		if a, in := t.elemAddr(&c); in {
			src := w.global(a, es)
			if src == nil {
				w.faultf(cu.ErrorIllegalAddress, 0, a, "tensor element %v at 0x%x %s", c[:t.Rank], a, w.unreachable(a))
				return nil
			}
			copy(data[k*es:], src)
			if t.DataType == 11 || t.DataType == 12 {
				binary.LittleEndian.PutUint32(data[k*es:], tensorConvert(t.DataType, binary.LittleEndian.Uint32(src)))
			}
		} else {
			storeN(data[k*es:], es, fill)
		}
		for i := 0; i < 5; i++ {
			j[i]++
			if j[i] < x.n[i] {
				break
			}
			j[i] = 0
		}
	}
	return data
}

// tensorStore executes cp.async.bulk.tensor and cp.reduce.async.bulk.tensor shared::cta ->
// global for lane l: the box's in-bound elements are written (or reduced); the rest are dropped.
func (w *warp) tensorStore(b *bulkInst, l int) bool {
	t, ok := w.tensorMapAt(b, l)
	if !ok {
		return false
	}
	if t.Rank != b.rank || t.Im2col != b.im2col {
		w.faultf(cu.ErrorIllegalInstruction, l, 0, "a %d-dimensional %s tensor map used by a %dd %s copy", t.Rank, t.mode(), b.rank, modeName(b.im2col))
		return false
	}
	if t.Im2col {
		w.faultf(cu.ErrorNotSupported, l, 0, "tensor stores through im2col maps are not implemented")
		return false
	}
	if t.Interleave == 0 && !w.tileStartAligned(&t, b, l) {
		return false
	}
	// Measured (store2d_estr, a_store*, a_red5d_add): a store or reduction whose tile box has an
	// element stride along dimension 0 fails with CUDA_ERROR_ILLEGAL_ADDRESS (an interleaved one
	// runs: w4_il16_st3d_f16_estr0), and one that starts at a negative coordinate with
	// CUDA_ERROR_ILLEGAL_INSTRUCTION, interleaved too (w3_il16_st3d_neg1); loads take both.
	if t.Interleave == 0 && t.ElemStrides[0] != 1 {
		w.faultf(cu.ErrorIllegalAddress, l, 0, "tensor store with element stride %d along dimension 0", t.ElemStrides[0])
		return false
	}
	for i := 0; i < int(t.Rank); i++ {
		if c := int32(w.r[b.coords[i]][l]); c < 0 {
			w.faultf(cu.ErrorIllegalInstruction, l, 0, "tensor store starting at the negative coordinate %d of dimension %d", c, i)
			return false
		}
	}
	es := t.ElemSize()
	if n := t.boxBytes(); n > maxBoxBytes {
		w.faultf(cu.ErrorIllegalAddress, l, 0, "a tensor box of %d bytes is larger than any shared memory", n)
		return false
	}
	var x tensorBox
	var chunks []ilChunk
	var n uint64
	if t.Interleave != 0 {
		chunks = w.interleavedChunks(&t, b, l)
		n = uint64(len(chunks)) * t.interleaveBytes()
	} else {
		x = w.tileBox(&t, b, l)
		n = x.total * es
	}
	src := uint64(uint32(w.r[b.src][l] + uint64(b.srcOff)))
	if src%128 != 0 {
		w.faultf(cu.ErrorMisalignedAddress, l, src, "tensor copy from shared address 0x%x: it must be 128-byte aligned", src)
		return false
	}
	if b.kind == bkTensorReduce {
		switch tensorReduceValid(b.op, t.DataType) {
		case reduceInvalid:
			w.faultf(cu.ErrorIllegalInstruction, l, 0, "tensor reduction %s on data type %d", redOpNames[b.op], t.DataType)
			return false
		case reduceUnmeasured:
			w.faultf(cu.ErrorNotSupported, l, 0, "tensor reduction %s on data type %d: what the H200 does was not measured", redOpNames[b.op], t.DataType)
			return false
		}
	}
	if chunks != nil {
		return w.interleavedStore(b, &t, chunks, src, l)
	}
	row, pitch := t.rowPitch()
	from := w.sharedSpan(src, n/row*pitch, l)
	if from == nil {
		return false
	}
	data := make([]byte, n)
	for i := uint64(0); i < n; i += 16 {
		a := i/row*pitch + i%row
		o := swizzle(src+a, t.Swizzle) - src
		copy(data[i:min(i+16, n)], from[o:])
	}
	at, _ := tensorReduceType(t.DataType)
	var j [5]uint64
	var c [5]int64
	for k := uint64(0); k < x.total; k++ {
		for i := 0; i < 5; i++ {
			c[i] = x.start[i] + int64(j[i])*x.step[i]
		}
		if a, in := t.elemAddr(&c); in {
			to := w.globalSpan(a, es, l, true)
			if to == nil {
				return false
			}
			if b.kind == bkTensorReduce {
				// Measured: additions through an f32 or tf32 map with "flush to zero" (data types
				// 10 and 12) flush subnormals, through a plain f32 map (7) not (a_cvt_red_*,
				// a_red2d_add_f32mix).
				ftz := t.DataType == 10 || t.DataType == 12
				if !w.reduceElem(b.op, at, to, a, loadN(data[k*es:], es), l, ftz) {
					return false
				}
			} else {
				copy(to, data[k*es:(k+1)*es])
			}
		}
		for i := 0; i < 5; i++ {
			j[i]++
			if j[i] < x.n[i] {
				break
			}
			j[i] = 0
		}
	}
	return true
}

var redOpNames = [...]string{atAdd: "add", atMin: "min", atMax: "max", atInc: "inc", atDec: "dec", atAnd: "and", atOr: "or", atXor: "xor", atExch: "exch", atCas: "cas"}

const (
	reduceValid = iota
	reduceInvalid
	reduceUnmeasured
)

// tensorReduceValid says whether cp.reduce.async.bulk.tensor's operation works on a map's data
// type: measured on the H200 (testdata/conformance/tma/cases/red2d_*: valid ones match their
// goldens, invalid ones fail the launch with CUDA_ERROR_ILLEGAL_INSTRUCTION); the pairs not
// measured are refused as such.
func tensorReduceValid(op, dt uint8) int {
	valid := map[uint8][]uint8{atAdd: {2, 3, 4, 6, 7, 8, 9, 10, 12}, atMin: {2, 3, 4, 5, 6, 9}, atMax: {2, 3, 4, 5, 6, 9},
		atInc: {2}, atDec: {2}, atAnd: {2, 3, 4}, atOr: {2, 3, 4}, atXor: {2, 3, 4}}
	invalid := map[uint8][]uint8{atAdd: {5}, atMin: {7}, atMax: {7}, atInc: {3}, atDec: {3}, atAnd: {5, 7}, atOr: {5}, atXor: {5}}
	for _, d := range valid[op] {
		if d == dt {
			return reduceValid
		}
	}
	for _, d := range invalid[op] {
		if d == dt {
			return reduceInvalid
		}
	}
	return reduceUnmeasured
}

// tensorReduceType is the reduction type code of a tensor map data type.
func tensorReduceType(dt uint8) (uint8, bool) {
	switch dt {
	case 2:
		return 0, true
	case 3:
		return 1, true
	case 4:
		return 2, true
	case 5:
		return 3, true
	case 6:
		return 6, true
	case 7, 10, 11, 12:
		return 4, true
	case 8:
		return 5, true
	case 9:
		return 7, true
	}
	return 0, false
}

// im2colBox gathers an im2col box: Box[1] pixels of Box[0] channels each, the pixels taken in
// traversal order (W, then H, then D, then N) through the bounding box the corners define, each
// shifted by the instruction's offsets; pixels outside the tensor filled.
func (w *warp) im2colBox(t *TensorMap, b *bulkInst, l int) []byte {
	es := t.ElemSize()
	ch, px := uint64(t.Box[0]), uint64(t.Box[1])
	data := make([]byte, ch*px*es)
	fill := t.oobValue()
	sp := int(t.Rank) - 2 // spatial dimensions: 1..rank-2
	var pos [5]int64
	for i := 0; i < int(t.Rank); i++ {
		pos[i] = int64(int32(w.r[b.coords[i]][l]))
	}
	var off [3]int64
	for i := 0; i < sp; i++ {
		off[i] = int64(uint16(w.r[b.offs[i]][l]))
	}
	for p := uint64(0); p < px; p++ {
		var c [5]int64
		c[t.Rank-1] = pos[t.Rank-1]
		for i := 0; i < sp; i++ {
			c[1+i] = pos[1+i] + off[i]
		}
		for k := uint64(0); k < ch; k++ {
			c[0] = pos[0] + int64(k)
			e := data[(p*ch+k)*es:]
			if a, in := t.elemAddr(&c); in {
				src := w.global(a, es)
				if src == nil {
					w.faultf(cu.ErrorIllegalAddress, l, a, "tensor element at 0x%x %s", a, w.unreachable(a))
					return nil
				}
				copy(e, src)
			} else {
				storeN(e, es, fill)
			}
		}
		// Next pixel: step W within the bounding box, wrapping into H, D, then N.
		for i := 0; i <= sp; i++ {
			d := 1 + i
			if i == sp { // the batch dimension
				pos[d]++
				break
			}
			stride := int64(t.ElemStrides[d])
			pos[d] += stride
			hi := int64(t.Dims[d]) - 1 + int64(t.Upper[i])
			if pos[d] <= hi {
				break
			}
			pos[d] = int64(t.Lower[i])
		}
	}
	return data
}

// asyncStore executes st.async and red.async for lane l: the store (or reduction) into the
// shared memory of a block of the cluster, then its bytes completed on that block's mbarrier.
func (w *warp) asyncStore(b *bulkInst, l int) bool {
	r := w.r
	addr := uint64(uint32(r[b.dst][l] + uint64(b.dstOff)))
	n := uint64(b.vec) * uint64(b.bytes)
	if addr%n != 0 {
		w.faultf(cu.ErrorMisalignedAddress, l, addr, "misaligned %d-byte %s", n, map[bool]string{true: "red.async", false: "st.async"}[b.kind == bkRedAsync])
		return false
	}
	to := w.sharedSpan(addr, n, l)
	if to == nil {
		return false
	}
	if b.kind == bkRedAsync {
		if !w.reduceElem(b.op, b.at, to, addr, r[b.vals[0]][l], l, false) {
			return false
		}
	} else {
		for i := 0; i < int(b.vec); i++ {
			v := r[b.vals[i]][l]
			if b.bytes == 4 {
				binary.LittleEndian.PutUint32(to[i*4:], uint32(v))
			} else {
				binary.LittleEndian.PutUint64(to[i*8:], v)
			}
		}
	}
	return w.mbarComplete(uint64(uint32(r[b.mbar][l]+uint64(b.mbarOff))), n, l)
}

// tensorConvert is what a load through a map of data type 11 (tf32) or 12 (tf32 "with flush to
// zero") makes of an f32 element: rounded to 10 mantissa bits, to nearest with ties to even, every
// NaN becoming 0x7fffe000; subnormals are not flushed, and data type 10 (f32 "with flush to zero")
// loads the bits unchanged. Measured on the H200 for 4,096 crafted and 4,096 mixed values of each
// type (testdata/conformance/tma/cases/a_cvt_*); stores write the bits unchanged.
func tensorConvert(dt uint8, v uint32) uint32 {
	if dt != 11 && dt != 12 {
		return v
	}
	if v&0x7f800000 == 0x7f800000 && v&0x7fffff != 0 {
		return 0x7fffe000
	}
	low, b := v&0x1fff, v&^0x1fff
	if low > 0x1000 || low == 0x1000 && v&0x2000 != 0 {
		b += 0x2000
	}
	return b
}
