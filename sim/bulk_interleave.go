package sim

import (
	"encoding/binary"

	"cudasim/cu"
)

// Tensor copies through interleaved maps (CU_TENSOR_MAP_INTERLEAVE_16B), as the H200 performs
// them (testdata/conformance/tma/interleave; docs/tma.md, "Interleaved maps"). The box is not
// the tile box: along dimension 0 it moves ceil(box[0] / elementStride[0]) chunks of the
// interleave size, the chunk of coordinate c0 at c0 times that size from the row's start, and
// of rank 3 it iterates dimension 2 too, while dimension 1 gives the start only (its box size
// and element stride are ignored). A chunk is inside the tensor when its coordinates are; one
// outside reads as the fill and is not written. The chunks lie densely in shared memory,
// dimension 0 fastest, swizzled like a tile box.

// ilChunk is one interleave-sized piece of a box: its global address and whether its
// coordinates are inside the tensor.
type ilChunk struct {
	addr uint64
	in   bool
}

// interleaveBytes is the size of the map's interleave: 16 or 32 bytes.
func (t *TensorMap) interleaveBytes() uint64 { return 16 << (t.Interleave - 1) }

// interleavedModelled fails a copy through an interleaved map that cudasim does not perform as
// the H200 does, and reports whether the copy may go on. Measured: every load of 1-byte
// elements failed the launch with CUDA_ERROR_ILLEGAL_ADDRESS. Not worked out: ranks 4 and 5
// (some of their loads failed so, others ran), 32-byte interleave (not recorded), and stores
// that start at a negative coordinate or step along dimension 0.
func (w *warp) interleavedModelled(t *TensorMap, b *bulkInst, store bool, l int) bool {
	switch {
	case !store && t.ElemSize() == 1:
		w.faultf(cu.ErrorIllegalAddress, l, 0, "a load through an interleaved tensor map of 1-byte elements (the H200 faults)")
		return false
	case t.Rank != 3:
		w.faultf(cu.ErrorNotSupported, l, 0, "copies through interleaved tensor maps of rank %d are not implemented (rank 3 is)", t.Rank)
		return false
	case t.Interleave != 1:
		w.faultf(cu.ErrorNotSupported, l, 0, "copies through tensor maps with 32-byte interleave are not implemented (16-byte is)")
		return false
	case store && t.ElemStrides[0] != 1:
		w.faultf(cu.ErrorNotSupported, l, 0, "interleaved tensor stores with an element stride along dimension 0: not measured")
		return false
	}
	if store {
		for i := 0; i < int(t.Rank); i++ {
			if c := int32(w.r[b.coords[i]][l]); c < 0 {
				w.faultf(cu.ErrorNotSupported, l, 0, "interleaved tensor stores starting at a negative coordinate (%d of dimension %d): not measured", c, i)
				return false
			}
		}
	}
	return true
}

// interleavedChunks lists the chunks of lane l's box in shared-memory order (rank 3).
func (w *warp) interleavedChunks(t *TensorMap, b *bulkInst, l int) []ilChunk {
	g := t.interleaveBytes()
	var c [3]int64
	for i := range c {
		c[i] = int64(int32(w.r[b.coords[i]][l]))
	}
	inDim := func(x int64, i int) bool { return x >= 0 && uint64(x) < t.Dims[i] }
	n0, s0 := ceilDiv(t.Box[0], t.ElemStrides[0]), int64(t.ElemStrides[0])
	n2, s2 := ceilDiv(t.Box[2], t.ElemStrides[2]), int64(t.ElemStrides[2])
	out := make([]ilChunk, 0, n0*n2)
	for j := int64(0); j < n2; j++ {
		c2 := c[2] + j*s2
		for k := int64(0); k < n0; k++ {
			c0 := c[0] + k*s0
			ch := ilChunk{in: inDim(c[1], 1) && inDim(c0, 0) && inDim(c2, 2)}
			if ch.in {
				ch.addr = t.Addr + uint64(c0)*g + uint64(c[1])*t.Strides[1] + uint64(c2)*t.Strides[2]
			}
			out = append(out, ch)
		}
	}
	return out
}

func ceilDiv(a, b uint32) int64 { return int64((a + b - 1) / b) }

// interleavedData gathers the chunks' bytes in shared-memory order: chunks outside the tensor
// filled, tf32 maps rounding as tile loads do. A chunk is read on past the end of the
// allocation that holds it (rows beyond the tensor's last byte); where no allocation is, it
// reads as zero (the H200 read zeros past the recorded tensors' buffers, in the same 2 MiB page).
func (w *warp) interleavedData(t *TensorMap, chunks []ilChunk, l int) []byte {
	g, es := t.interleaveBytes(), t.ElemSize()
	data := make([]byte, uint64(len(chunks))*g)
	fill := t.oobValue()
	for i, ch := range chunks {
		d := data[uint64(i)*g : uint64(i+1)*g]
		if !ch.in {
			for o := uint64(0); o < g; o += es {
				storeN(d[o:], es, fill)
			}
			continue
		}
		for o := uint64(0); o < g; o++ {
			if m := w.global(ch.addr+o, 1); m != nil {
				d[o] = m[0]
			}
		}
		if cs := w.cta.san; cs != nil {
			w.sanGlobal(cs, ch.addr, g, l)
		}
		if t.DataType == 11 || t.DataType == 12 {
			for o := uint64(0); o < g; o += 4 {
				binary.LittleEndian.PutUint32(d[o:], tensorConvert(t.DataType, binary.LittleEndian.Uint32(d[o:])))
			}
		}
	}
	return data
}

// interleavedStore writes (or reduces) data, the box in shared-memory order, to the chunks
// inside the tensor; bytes past every allocation are dropped (the H200 wrote on past the
// tensor's end without a fault).
func (w *warp) interleavedStore(b *bulkInst, t *TensorMap, chunks []ilChunk, data []byte, l int) bool {
	g, es := t.interleaveBytes(), t.ElemSize()
	at, _ := tensorReduceType(t.DataType)
	ftz := t.DataType == 10 || t.DataType == 12
	for i, ch := range chunks {
		if !ch.in {
			continue
		}
		for o := uint64(0); o < g; o += es {
			a := ch.addr + o
			to := w.global(a, es)
			if to == nil {
				continue
			}
			if cs := w.cta.san; cs != nil {
				w.sanGlobal(cs, a, es, l)
			}
			v := data[uint64(i)*g+o:]
			if b.kind == bkTensorReduce {
				if !w.reduceElem(b.op, at, to, a, loadN(v, es), l, ftz) {
					return false
				}
				continue
			}
			copy(to, v[:es])
		}
	}
	return true
}
