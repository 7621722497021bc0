package driver

import (
	"cudasim/cu"
	"cudasim/sim"
)

// TensorMapArgs are cuTensorMapEncodeTiled's and cuTensorMapEncodeIm2col's arguments. The
// slices hold what the caller's arrays hold for the rank (at most 5 entries; Strides rank-1); a
// nil slice is a NULL array.
type TensorMapArgs struct {
	DataType    uint32
	Rank        uint32
	Addr        uint64
	Dims        []uint64
	Strides     []uint64
	Box         []uint32 // tiled
	ElemStrides []uint32
	Interleave  uint32
	Swizzle     uint32
	L2Promotion uint32
	OOBFill     uint32
	// im2col
	Im2col           bool
	Lower, Upper     []int32
	Channels, Pixels uint32
	// im2col wide (cuTensorMapEncodeIm2colWide): Lower and Upper hold the W corners alone
	Wide     bool
	WideMode uint32 // CUtensorMapIm2ColWideMode: 0 W, 1 W128
}

// TensorMapEncode makes a tensor map (cuTensorMapEncodeTiled, cuTensorMapEncodeIm2col): the
// arguments checked as driver 580 checks them on the H200 (testdata/conformance/tma/tmapcodes*,
// docs/tma.md), then written in cudasim's own encoding of the 128 opaque bytes (sim.TensorMap),
// which only cudasim's engine reads. mapAligned says whether the caller's CUtensorMap is 64-byte
// aligned.
func (t *Thread) TensorMapEncode(a *TensorMapArgs, mapAligned bool) ([sim.TensorMapSize]byte, error) {
	var out [sim.TensorMapSize]byte
	call := "cuTensorMapEncodeTiled"
	switch {
	case a.Wide:
		call = "cuTensorMapEncodeIm2colWide"
	case a.Im2col:
		call = "cuTensorMapEncodeIm2col"
	}
	if _, err := t.current(); err != nil {
		return out, err
	}
	bad := func(format string, args ...any) ([sim.TensorMapSize]byte, error) {
		return out, cu.Errorf(cu.ErrorInvalidValue, "%s: "+format, append([]any{call}, args...)...)
	}
	_ = mapAligned // measured: driver 580 accepts a map at any address (tmapcodes "mapalign")
	if a.Rank == 0 || a.Rank > 5 {
		return bad("rank %d (1 to 5)", a.Rank)
	}
	if a.Im2col && a.Rank < 3 {
		return bad("rank %d: im2col needs 3 to 5 dimensions", a.Rank)
	}
	es := sim.TensorElemSize(uint8(a.DataType))
	if a.DataType > 12 || es == 0 {
		return bad("data type %d", a.DataType)
	}
	r := int(a.Rank)
	if a.Dims == nil || a.ElemStrides == nil || (r > 1 && a.Strides == nil) || (!a.Im2col && a.Box == nil) ||
		(a.Im2col && (a.Lower == nil || a.Upper == nil)) {
		return bad("a NULL array")
	}
	if a.Interleave > 2 {
		return bad("interleave %d", a.Interleave)
	}
	if a.Interleave != 0 && a.Rank < 3 {
		return bad("interleave needs 3 to 5 dimensions, rank is %d", a.Rank)
	}
	if a.Swizzle > 3 {
		return bad("swizzle %d", a.Swizzle)
	}
	if a.L2Promotion > 3 {
		return bad("L2 promotion %d", a.L2Promotion)
	}
	if a.OOBFill > 1 {
		return bad("out-of-bound fill %d", a.OOBFill)
	}
	if a.OOBFill == 1 && !isFloatTensor(a.DataType) {
		return bad("NaN out-of-bound fill for the integer data type %d", a.DataType)
	}
	align := uint64(16)
	if a.Interleave == 2 {
		align = 32
	}
	if a.Addr%align != 0 {
		return bad("global address %#x is not %d-byte aligned", a.Addr, align)
	}
	for i := 0; i < r; i++ {
		if a.Dims[i] == 0 || a.Dims[i] > 1<<32 {
			return bad("dimension %d of %d elements (1 to 2^32)", i, a.Dims[i])
		}
		if a.ElemStrides[i] == 0 || a.ElemStrides[i] > 8 {
			return bad("element stride %d of dimension %d (1 to 8)", a.ElemStrides[i], i)
		}
	}
	for i := 0; i < r-1; i++ {
		s := a.Strides[i]
		if s%align != 0 || s >= 1<<40 {
			return bad("stride %d of dimension %d (a multiple of %d below 2^40)", s, i+1, align)
		}
	}
	m := sim.TensorMap{DataType: uint8(a.DataType), Rank: uint8(a.Rank), Interleave: uint8(a.Interleave),
		Swizzle: uint8(a.Swizzle), L2Promotion: uint8(a.L2Promotion), OOBFill: uint8(a.OOBFill), Im2col: a.Im2col, Addr: a.Addr}
	for i := 0; i < r; i++ {
		m.Dims[i] = a.Dims[i]
		m.ElemStrides[i] = a.ElemStrides[i]
		if i > 0 {
			m.Strides[i] = a.Strides[i-1]
		}
	}
	m.Strides[0] = es
	span := map[uint32]uint64{1: 32, 2: 64, 3: 128}[a.Swizzle]
	if a.Im2col {
		if a.Channels == 0 || a.Channels > 256 {
			return bad("%d channels per pixel (1 to 256)", a.Channels)
		}
		if a.Pixels == 0 || a.Pixels > 1024 {
			return bad("%d pixels per column (1 to 1024)", a.Pixels)
		}
		// Measured (tmapcodes-im2col): each corner within ±2^15 (rank 3), ±2^7 (rank 4), ±2^4
		// (rank 5), and the traversal range lower..dims-1+upper not empty.
		if a.Wide {
			if err := wideChecks(a, &m, bad); err != nil {
				return out, err
			}
		}
		lim := map[int]int32{3: 1 << 15, 4: 1 << 7, 5: 1 << 4}[r]
		for i := 0; i < r-2 && !a.Wide; i++ {
			if a.Lower[i] < -lim || a.Lower[i] >= lim || a.Upper[i] < -lim || a.Upper[i] >= lim {
				return bad("corner %d..%d of dimension %d (%d to %d for rank %d)", a.Lower[i], a.Upper[i], i+1, -lim, lim-1, r)
			}
			if int64(a.Dims[i+1])+int64(a.Upper[i])-int64(a.Lower[i]) < 1 {
				return bad("corners %d..%d leave no pixel of dimension %d (%d)", a.Lower[i], a.Upper[i], i+1, a.Dims[i+1])
			}
			m.Lower[i], m.Upper[i] = a.Lower[i], a.Upper[i]
		}
		inner := uint64(a.Channels) * es
		if a.Interleave == 0 && inner%16 != 0 {
			return bad("%d channels of %d bytes are not a multiple of 16 bytes", a.Channels, es)
		}
		if span != 0 && a.Interleave == 0 && inner > span {
			return bad("%d bytes of channels exceed the %d-byte swizzle span", inner, span)
		}
		m.Box[0], m.Box[1] = a.Channels, a.Pixels
	} else {
		for i := 0; i < r; i++ {
			if a.Box[i] == 0 || a.Box[i] > 256 {
				return bad("box size %d of dimension %d (1 to 256)", a.Box[i], i)
			}
			m.Box[i] = a.Box[i]
		}
		// Measured (boxlimit.c): with element strides of 1 a box of up to 228 KiB (233,472
		// bytes, an SM's shared memory) is accepted, one 256 bytes larger refused; with larger
		// element strides the limit is not worked out (bigger boxes passed) and not checked.
		bytes, unit := es, true
		for i := 0; i < r; i++ {
			bytes *= uint64(a.Box[i])
			unit = unit && a.ElemStrides[i] == 1
		}
		if unit && bytes > 228<<10 {
			return bad("a box of %d bytes (at most %d)", bytes, 228<<10)
		}
		inner := uint64(a.Box[0]) * es
		// Measured (tmapcodes-tiled): interleaved maps too want a multiple of 16 bytes.
		if inner%16 != 0 {
			return bad("the box's inner dimension, %d bytes, is not a multiple of 16 bytes", inner)
		}
		if span != 0 && a.Interleave == 0 && inner > span {
			return bad("the box's inner dimension, %d bytes, exceeds the %d-byte swizzle span", inner, span)
		}
	}
	return m.Encode(), nil
}

// TensorMapReplaceAddress replaces a tensor map's global address (cuTensorMapReplaceAddress), as
// driver 580 did on the H200 (testdata/conformance/tma/tmapcodes/tmapcodes-replace.txt): the
// address must be 16-byte aligned and not NULL, whatever the map's interleave (32-byte interleaved
// maps take a 16-byte aligned address here, though their encoding needs 32); the map itself need
// not be 64-byte aligned (a map 8 bytes off was accepted), nor hold a map at all: 128 zero or 0xff
// bytes were accepted too. Bytes cudasim did not write stay as they are (only cudasim's engine
// reads its encoding, and a kernel given them refuses them as it would before the call).
func (t *Thread) TensorMapReplaceAddress(m *[sim.TensorMapSize]byte, addr uint64) error {
	const call = "cuTensorMapReplaceAddress"
	if _, err := t.current(); err != nil {
		return err
	}
	if addr == 0 || addr%16 != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: global address %#x is not a 16-byte aligned address", call, addr)
	}
	tm, err := sim.DecodeTensorMap(m[:])
	if err != nil {
		return nil
	}
	tm.Addr = addr
	*m = tm.Encode()
	return nil
}

// isFloatTensor reports whether a CUtensorMapDataType is a floating-point type (the ones a NaN
// out-of-bound fill applies to).
func isFloatTensor(dt uint32) bool {
	switch dt {
	case 6, 7, 8, 9, 10, 11, 12:
		return true
	}
	return false
}

// wideChecks checks what cuTensorMapEncodeIm2colWide adds to an im2col map (measured on the H200,
// testdata/conformance/tma/tmapcodes/widecodes.txt: driver 580 encodes such maps on sm_90 too) and
// records its W corners and mode in m.
func wideChecks(a *TensorMapArgs, m *sim.TensorMap, bad func(string, ...any) ([sim.TensorMapSize]byte, error)) error {
	fail := func(format string, args ...any) error { _, err := bad(format, args...); return err }
	if a.WideMode > 1 {
		return fail("im2col wide mode %d (0 or 1)", a.WideMode)
	}
	if len(a.Lower) != 1 || len(a.Upper) != 1 {
		return fail("a wide map has one lower and one upper W corner")
	}
	// The W corners follow im2col's rules (measured): within ±2^15, ±2^7, ±2^4 for ranks 3,
	// 4, 5, and leaving at least one pixel.
	lo, hi := a.Lower[0], a.Upper[0]
	lim := map[uint32]int32{3: 1 << 15, 4: 1 << 7, 5: 1 << 4}[a.Rank]
	if lo < -lim || lo >= lim || hi < -lim || hi >= lim {
		return fail("W corners %d..%d (%d to %d for rank %d)", lo, hi, -lim, lim-1, a.Rank)
	}
	if int64(a.Dims[1])+int64(hi)-int64(lo) < 1 {
		return fail("W corners %d..%d leave no pixel of %d", lo, hi, a.Dims[1])
	}
	m.Wide, m.WideMode = true, uint8(a.WideMode)
	m.Lower[0], m.Upper[0] = lo, hi
	return nil
}
