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
	r := int(a.Rank)
	if a.Dims == nil || a.ElemStrides == nil || (r > 1 && a.Strides == nil) || (!a.Im2col && a.Box == nil) ||
		(a.Im2col && (a.Lower == nil || a.Upper == nil)) {
		return bad("a NULL array")
	}
	if a.Wide && (len(a.Lower) != 1 || len(a.Upper) != 1) {
		return bad("a wide map has one lower and one upper W corner")
	}
	// The enumerations saturate: a value past a byte is as invalid as 255 (Check refuses both).
	m := sim.TensorMap{DataType: sat8(a.DataType), Rank: uint8(a.Rank), Interleave: sat8(a.Interleave),
		Swizzle: sat8(a.Swizzle), L2Promotion: sat8(a.L2Promotion), OOBFill: sat8(a.OOBFill), Im2col: a.Im2col,
		Wide: a.Wide, WideMode: sat8(a.WideMode), Addr: a.Addr}
	for i := 0; i < r; i++ {
		m.Dims[i] = a.Dims[i]
		m.ElemStrides[i] = a.ElemStrides[i]
		if i > 0 {
			m.Strides[i] = a.Strides[i-1]
		}
	}
	m.Strides[0] = m.ElemSize()
	if a.Im2col {
		m.Box[0], m.Box[1] = a.Channels, a.Pixels
		copy(m.Lower[:], a.Lower)
		copy(m.Upper[:], a.Upper)
	} else {
		copy(m.Box[:], a.Box[:r])
	}
	if err := m.Check(); err != nil {
		return bad("%v", err)
	}
	return m.Encode(), nil
}

// sat8 narrows an enumeration to the byte cudasim's encoding keeps, 255 for any larger value.
func sat8(v uint32) uint8 { return uint8(min(v, 0xff)) }

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
