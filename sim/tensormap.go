package sim

import (
	"encoding/binary"
	"fmt"

	"cudasim/cu"
)

// TensorMap is a tensor map (CUtensorMap) as cudasim's driver writes it (cuTensorMapEncodeTiled,
// cuTensorMapEncodeIm2col) and its engine reads it (cp.async.bulk.tensor and friends). CUDA
// leaves the 128 bytes opaque, so the layout is cudasim's own (EncodeTensorMap); it is not
// NVIDIA's, and a map written by the real driver means nothing here.
type TensorMap struct {
	DataType    uint8 // CUtensorMapDataType
	Rank        uint8 // 1-5
	Interleave  uint8 // CUtensorMapInterleave: 0 none, 1 16B, 2 32B
	Swizzle     uint8 // CUtensorMapSwizzle: 0 none, 1 32B, 2 64B, 3 128B
	L2Promotion uint8
	OOBFill     uint8 // 1: out-of-bound elements of a float type read as NaN
	Im2col      bool
	Wide        bool      // im2col: made by cuTensorMapEncodeIm2colWide (sm_100's im2col::w copies)
	WideMode    uint8     // CUtensorMapIm2ColWideMode
	Addr        uint64    // global address of element 0
	Dims        [5]uint64 // elements
	Strides     [5]uint64 // bytes; Strides[0] is the element size (interleaved: see tensorAddr)
	Box         [5]uint32 // tiled: box size; im2col: Box[0] = channels, Box[1] = pixels
	ElemStrides [5]uint32
	Lower       [3]int32 // im2col: the bounding box's corners, per spatial dimension
	Upper       [3]int32
}

// TensorMapSize is the size of a CUtensorMap.
const TensorMapSize = 128

var tensorMapMagic = [8]byte{'c', 'u', 'd', 'a', 's', 'i', 'm', 'T'}

// ElemSize is the size in bytes of one element of the map's data type (0 for a type the
// engine does not know).
func (t *TensorMap) ElemSize() uint64 { return TensorElemSize(t.DataType) }

// TensorElemSize is the element size of a CUtensorMapDataType, 0 for the packed sub-byte types
// (13-15, sm_100) and unknown values.
func TensorElemSize(dt uint8) uint64 {
	switch dt {
	case 0:
		return 1
	case 1, 6, 9:
		return 2
	case 2, 3, 7, 10, 11, 12:
		return 4
	case 4, 5, 8:
		return 8
	}
	return 0
}

// Encode writes the map's 128 bytes.
func (t *TensorMap) Encode() [TensorMapSize]byte {
	var b [TensorMapSize]byte
	copy(b[0:8], tensorMapMagic[:])
	b[8], b[9], b[10], b[11], b[12], b[13] = t.DataType, t.Rank, t.Interleave, t.Swizzle, t.L2Promotion, t.OOBFill
	if t.Im2col {
		b[14] = 1
	}
	if t.Wide {
		b[14], b[15] = 2, t.WideMode
	}
	le := binary.LittleEndian
	le.PutUint64(b[16:], t.Addr)
	for i := 0; i < 5; i++ {
		le.PutUint64(b[24+8*i:], t.Dims[i])
	}
	for i := 1; i < 5; i++ {
		le.PutUint64(b[64+8*(i-1):], t.Strides[i])
	}
	for i := 0; i < 5; i++ {
		// Saturated: a value out of the field's range (tensormap.replace writes any) stays out
		// of the valid range (box 1 to 256, element stride 1 to 8).
		le.PutUint16(b[96+2*i:], uint16(min(t.Box[i], 0xffff)))
		b[106+i] = uint8(min(t.ElemStrides[i], 0xff))
	}
	for i := 0; i < 3; i++ {
		le.PutUint16(b[112+2*i:], uint16(int16(t.Lower[i])))
		le.PutUint16(b[118+2*i:], uint16(int16(t.Upper[i])))
	}
	return b
}

// DecodeTensorMap reads a map Encode wrote and checks it (Check); an error says why the bytes are
// no valid map.
func DecodeTensorMap(b []byte) (TensorMap, error) {
	t, err := decodeTensorMapFields(b)
	if err != nil {
		return t, err
	}
	return t, t.Check()
}

// decodeTensorMapFields reads the fields of a map Encode wrote, valid or not (tensormap.replace
// may leave a map invalid for a while).
func decodeTensorMapFields(b []byte) (TensorMap, error) {
	var t TensorMap
	if len(b) < TensorMapSize {
		return t, fmt.Errorf("%d bytes, not a tensor map's 128", len(b))
	}
	if [8]byte(b[0:8]) != tensorMapMagic {
		return t, fmt.Errorf("the 128 bytes were not written by cuTensorMapEncodeTiled or cuTensorMapEncodeIm2col")
	}
	t.DataType, t.Rank, t.Interleave, t.Swizzle, t.L2Promotion, t.OOBFill = b[8], b[9], b[10], b[11], b[12], b[13]
	t.Im2col, t.Wide, t.WideMode = b[14] != 0, b[14] == 2, b[15]
	le := binary.LittleEndian
	t.Addr = le.Uint64(b[16:])
	for i := 0; i < 5; i++ {
		t.Dims[i] = le.Uint64(b[24+8*i:])
	}
	t.Strides[0] = t.ElemSize()
	for i := 1; i < 5; i++ {
		t.Strides[i] = le.Uint64(b[64+8*(i-1):])
	}
	for i := 0; i < 5; i++ {
		t.Box[i] = uint32(le.Uint16(b[96+2*i:]))
		t.ElemStrides[i] = uint32(b[106+i])
	}
	for i := 0; i < 3; i++ {
		t.Lower[i] = int32(int16(le.Uint16(b[112+2*i:])))
		t.Upper[i] = int32(int16(le.Uint16(b[118+2*i:])))
	}
	return t, nil
}

// Check applies the rules driver 580 applies to cuTensorMapEncodeTiled's, cuTensorMapEncodeIm2col's
// and cuTensorMapEncodeIm2colWide's arguments (measured on the H200: testdata/conformance/tma/
// tmapcodes*, docs/tma.md): the driver refuses a map that breaks one, and the engine refuses to
// copy through one (a map tensormap.replace broke). The error is a *TensorMapError.
func (t *TensorMap) Check() error {
	r := int(t.Rank)
	if r < 1 || r > 5 {
		return &TensorMapError{cu.ErrorIllegalInstruction, fmt.Sprintf("rank %d (1 to 5)", t.Rank)}
	}
	if t.Im2col && r < 3 {
		return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("rank %d: im2col needs 3 to 5 dimensions", r)}
	}
	es := t.ElemSize()
	if t.DataType > 12 || es == 0 {
		return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("data type %d", t.DataType)}
	}
	if t.Interleave > 2 {
		return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("interleave %d", t.Interleave)}
	}
	if t.Interleave != 0 && r < 3 {
		return &TensorMapError{cu.ErrorIllegalInstruction, fmt.Sprintf("interleave needs 3 to 5 dimensions, rank is %d", r)}
	}
	if t.Swizzle > 3 {
		return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("swizzle %d", t.Swizzle)}
	}
	if t.L2Promotion > 3 {
		return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("L2 promotion %d", t.L2Promotion)}
	}
	if t.OOBFill > 1 {
		return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("out-of-bound fill %d", t.OOBFill)}
	}
	if t.OOBFill == 1 && !isFloatTensorType(t.DataType) {
		return &TensorMapError{cu.ErrorIllegalInstruction, fmt.Sprintf("NaN out-of-bound fill for the integer data type %d", t.DataType)}
	}
	align := uint64(16)
	if t.Interleave == 2 {
		align = 32
	}
	if t.Addr%align != 0 {
		return &TensorMapError{cu.ErrorMisalignedAddress, fmt.Sprintf("global address %#x is not %d-byte aligned", t.Addr, align)}
	}
	for i := 0; i < r; i++ {
		if t.Dims[i] == 0 || t.Dims[i] > 1<<32 {
			return &TensorMapError{cu.ErrorIllegalInstruction, fmt.Sprintf("dimension %d of %d elements (1 to 2^32)", i, t.Dims[i])}
		}
		if t.ElemStrides[i] == 0 || t.ElemStrides[i] > 8 {
			return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("element stride %d of dimension %d (1 to 8)", t.ElemStrides[i], i)}
		}
	}
	for i := 1; i < r; i++ {
		if s := t.Strides[i]; s%align != 0 || s >= 1<<40 {
			return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("stride %d of dimension %d (a multiple of %d below 2^40)", s, i, align)}
		}
	}
	span := map[uint8]uint64{1: 32, 2: 64, 3: 128}[t.Swizzle]
	if t.Im2col {
		return t.checkIm2col(es, span)
	}
	bytes, unit := es, true
	for i := 0; i < r; i++ {
		if t.Box[i] == 0 || t.Box[i] > 256 {
			return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("box size %d of dimension %d (1 to 256)", t.Box[i], i)}
		}
		bytes *= uint64(t.Box[i])
		unit = unit && t.ElemStrides[i] == 1
	}
	// Measured (boxlimit.c): with element strides of 1 a box of up to 228 KiB (233,472 bytes, an
	// SM's shared memory) is accepted, one 256 bytes larger refused; with larger element strides
	// the limit is not worked out (bigger boxes passed) and not checked.
	if unit && bytes > 228<<10 {
		return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("a box of %d bytes (at most %d)", bytes, 228<<10)}
	}
	inner := uint64(t.Box[0]) * es
	// Measured (tmapcodes-tiled): interleaved maps too want a multiple of 16 bytes.
	if inner%16 != 0 {
		return &TensorMapError{cu.ErrorIllegalInstruction, fmt.Sprintf("the box's inner dimension, %d bytes, is not a multiple of 16 bytes", inner)}
	}
	if span != 0 && t.Interleave == 0 && inner > span {
		return &TensorMapError{cu.ErrorIllegalInstruction, fmt.Sprintf("the box's inner dimension, %d bytes, exceeds the %d-byte swizzle span", inner, span)}
	}
	return nil
}

// checkIm2col checks an im2col map's channels, pixels and corners (measured,
// tmapcodes-im2col and widecodes: each corner within ±2^15 (rank 3), ±2^7 (rank 4), ±2^4
// (rank 5), and the traversal range lower..dims-1+upper not empty; a wide map has W corners only).
func (t *TensorMap) checkIm2col(es, span uint64) error {
	r := int(t.Rank)
	if t.Box[0] == 0 || t.Box[0] > 256 {
		return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("%d channels per pixel (1 to 256)", t.Box[0])}
	}
	if t.Box[1] == 0 || t.Box[1] > 1024 {
		return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("%d pixels per column (1 to 1024)", t.Box[1])}
	}
	if t.Wide && t.WideMode > 1 {
		return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("im2col wide mode %d (0 or 1)", t.WideMode)}
	}
	lim := map[int]int32{3: 1 << 15, 4: 1 << 7, 5: 1 << 4}[r]
	corners := r - 2
	if t.Wide {
		corners = 1
	}
	for i := 0; i < corners; i++ {
		lo, hi := t.Lower[i], t.Upper[i]
		if lo < -lim || lo >= lim || hi < -lim || hi >= lim {
			return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("corners %d..%d of dimension %d (%d to %d for rank %d)", lo, hi, i+1, -lim, lim-1, r)}
		}
		if int64(t.Dims[i+1])+int64(hi)-int64(lo) < 1 {
			return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("corners %d..%d leave no pixel of dimension %d (%d)", lo, hi, i+1, t.Dims[i+1])}
		}
	}
	inner := uint64(t.Box[0]) * es
	if t.Interleave == 0 && inner%16 != 0 {
		return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("%d channels of %d bytes are not a multiple of 16 bytes", t.Box[0], es)}
	}
	if span != 0 && t.Interleave == 0 && inner > span {
		return &TensorMapError{cu.ErrorNotSupported, fmt.Sprintf("%d bytes of channels exceed the %d-byte swizzle span", inner, span)}
	}
	return nil
}

// A TensorMapError is the rule a tensor map breaks (Check) and the code a copy through such a map
// fails with: what the H200 answered where a kernel broke the rule with tensormap.replace
// (tma10w2/cases/trep_*, tma11w1/cases/trep_*: CUDA_ERROR_MISALIGNED_ADDRESS for the address,
// CUDA_ERROR_ILLEGAL_INSTRUCTION for the rank, a dimension of 0, NaN fill of an integer type,
// interleave below rank 3, the box's inner bytes), else CUDA_ERROR_NOT_SUPPORTED (not measured).
type TensorMapError struct {
	Code cu.Result
	Rule string
}

func (e *TensorMapError) Error() string { return e.Rule }

// isFloatTensorType reports whether a CUtensorMapDataType is a floating-point type (the ones a
// NaN out-of-bound fill applies to).
func isFloatTensorType(dt uint8) bool { return dt >= 6 && dt <= 12 }

// The fields tensormap.replace rewrites (PTX ISA 8.3, tensormap.replace.tile).
const (
	tfGlobalAddress = iota
	tfRank
	tfBoxDim
	tfGlobalDim
	tfGlobalStride
	tfElementStride
	tfElemType
	tfInterleave
	tfSwizzle
	tfFill
)

var tensorMapFields = map[string]uint8{"global_address": tfGlobalAddress, "rank": tfRank, "box_dim": tfBoxDim,
	"global_dim": tfGlobalDim, "global_stride": tfGlobalStride, "element_stride": tfElementStride,
	"elemtype": tfElemType, "interleave_layout": tfInterleave, "swizzle_mode": tfSwizzle, "fill_mode": tfFill}

// ptxElemTypes maps tensormap.replace's .elemtype values to CUtensorMapDataType: PTX orders
// f32.ftz, f64 and bf16 otherwise (read off tma10w2/cases/trep_elemtype_*: 8 moved 4-byte
// elements unrounded, 9 8-byte ones, 10 2-byte ones, 11 and 12 4-byte ones rounded to tf32).
var ptxElemTypes = [...]uint8{0, 1, 2, 3, 4, 5, 6, 7, 10, 8, 9, 11, 12}

// replace sets one field as tensormap.replace does, v being the instruction's new value and ord
// its dimension (measured: tma10w2/cases/trep_*, tma11w1/cases/trep_*). .rank takes the rank less
// one (1 left a 2D map 2D). A box size keeps its low 8 bits less one (300 gave a box of 44, 0 one
// of 256), an element stride its low 3 bits less one (0 gave 8, 9 gave 1), a stride its multiple
// of 16 (200 gave 192); the other values are written as they are, and a map they break is
// refused when a copy uses it (Check; a later replace may mend it first).
func (t *TensorMap) replace(field, ord uint8, v uint64) {
	sat8 := uint8(min(v, 0xff))
	switch field {
	case tfGlobalAddress:
		t.Addr = v
	case tfRank:
		t.Rank = uint8(min(v+1, 0xff))
	case tfBoxDim:
		t.Box[ord] = uint32((v-1)&0xff) + 1
	case tfGlobalDim:
		t.Dims[ord] = v
	case tfGlobalStride:
		t.Strides[ord+1] = v &^ 15
	case tfElementStride:
		t.ElemStrides[ord] = uint32((v-1)&7) + 1
	case tfElemType:
		t.DataType = 0xff
		if v < uint64(len(ptxElemTypes)) {
			t.DataType = ptxElemTypes[v]
		}
		t.Strides[0] = t.ElemSize()
	case tfInterleave:
		t.Interleave = sat8
	case tfSwizzle:
		t.Swizzle = sat8
	case tfFill:
		t.OOBFill = sat8
	}
}
