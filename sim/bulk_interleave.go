package sim

import "encoding/binary"

// Tensor copies through interleaved maps (CU_TENSOR_MAP_INTERLEAVE_16B and _32B), as the H200
// performs them (testdata/conformance/tma/interleave; docs/tma.md, "Interleaved maps"). The box
// is not the tile box: along dimension 0 it moves ceil(box[0] / elementStride[0]) chunks of the
// interleave size (16 or 32 bytes), the chunk of coordinate c0 at c0 times that size from the
// row's start; dimension rank-2 gives the start only (its box size and element stride are
// ignored); the other dimensions are iterated as in a tile box. A chunk is inside the tensor when
// its coordinates are; one outside reads as the fill and is not written. The chunks lie densely
// in shared memory, dimension 0 fastest, swizzled like a tile box.
//
// Faults come from shared memory alone (every recorded case, tma10w2/cases/w4_* included): a load
// writes all its chunks, so it fails with CUDA_ERROR_ILLEGAL_ADDRESS when they run past the CTA's
// shared memory; a store or reduction reads only its in-bound chunks, so it fails when one of those
// lies past it. Those are the ordinary shared-memory bounds of tensorLoad and interleavedStore.

// ilChunk is one interleave-sized piece of a box: its global address and whether its
// coordinates are inside the tensor.
type ilChunk struct {
	addr uint64
	in   bool
}

// interleaveBytes is the size of the map's interleave: 16 or 32 bytes.
func (t *TensorMap) interleaveBytes() uint64 { return 16 << (t.Interleave - 1) }

// ilBox is the traversal of an interleaved box: per dimension the first coordinate, the number of
// positions and the step between them.
type ilBox struct {
	start, n, step [5]int64
}

func (w *warp) interleavedBox(t *TensorMap, b *bulkInst, l int) ilBox {
	var x ilBox
	startOnly := int(t.Rank) - 2
	for i := 0; i < 5; i++ {
		x.n[i], x.step[i] = 1, 1
		if i >= int(t.Rank) {
			continue
		}
		x.start[i] = int64(int32(w.r[b.coords[i]][l]))
		if i != startOnly {
			x.n[i], x.step[i] = ceilDiv(t.Box[i], t.ElemStrides[i]), int64(t.ElemStrides[i])
		}
	}
	return x
}

// interleavedChunks lists the chunks of lane l's box in shared-memory order.
func (w *warp) interleavedChunks(t *TensorMap, b *bulkInst, l int) []ilChunk {
	g := t.interleaveBytes()
	x := w.interleavedBox(t, b, l)
	total := x.n[0] * x.n[1] * x.n[2] * x.n[3] * x.n[4]
	out := make([]ilChunk, 0, total)
	var j [5]int64
	for k := int64(0); k < total; k++ {
		ch := ilChunk{in: true, addr: t.Addr}
		for i := 0; i < int(t.Rank); i++ {
			c := x.start[i] + j[i]*x.step[i]
			if c < 0 || uint64(c) >= t.Dims[i] {
				ch.in = false
				break
			}
			if i == 0 {
				ch.addr += uint64(c) * g
			} else {
				ch.addr += uint64(c) * t.Strides[i]
			}
		}
		if !ch.in {
			ch.addr = 0
		}
		out = append(out, ch)
		for i := 0; i < 5; i++ {
			if j[i]++; j[i] < x.n[i] {
				break
			}
			j[i] = 0
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

// interleavedStore writes (or reduces) the box, read from shared memory at src in the chunks'
// order (swizzled), to the chunks inside the tensor. Only those chunks are read: the box's other
// chunks may lie past the CTA's shared memory (il16_st4d_all: a window sized for the tile box).
// Bytes past every allocation are dropped (the H200 wrote on past the tensor's end without a
// fault).
func (w *warp) interleavedStore(b *bulkInst, t *TensorMap, chunks []ilChunk, src uint64, l int) bool {
	g, es := t.interleaveBytes(), t.ElemSize()
	at, _ := tensorReduceType(t.DataType)
	ftz := t.DataType == 10 || t.DataType == 12
	data := make([]byte, g)
	for i, ch := range chunks {
		if !ch.in {
			continue
		}
		for h := uint64(0); h < g; h += 16 {
			from := w.sharedSpan(swizzle(src+uint64(i)*g+h, t.Swizzle), 16, l)
			if from == nil {
				return false
			}
			copy(data[h:], from)
		}
		for o := uint64(0); o < g; o += es {
			a := ch.addr + o
			to := w.global(a, es)
			if to == nil {
				continue
			}
			if !w.writable(a, es, l) {
				return false
			}
			if cs := w.cta.san; cs != nil {
				w.sanGlobal(cs, a, es, l)
			}
			if b.kind == bkTensorReduce {
				if !w.reduceElem(b.op, at, to, a, loadN(data[o:], es), l, ftz) {
					return false
				}
				continue
			}
			copy(to, data[o:o+es])
		}
	}
	return true
}
