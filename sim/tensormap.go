package sim

import (
	"encoding/binary"
	"fmt"
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
		le.PutUint16(b[96+2*i:], uint16(t.Box[i]))
		b[106+i] = uint8(t.ElemStrides[i])
	}
	for i := 0; i < 3; i++ {
		le.PutUint16(b[112+2*i:], uint16(int16(t.Lower[i])))
		le.PutUint16(b[118+2*i:], uint16(int16(t.Upper[i])))
	}
	return b
}

// DecodeTensorMap reads a map Encode wrote; an error says why the bytes are no such map.
func DecodeTensorMap(b []byte) (TensorMap, error) {
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
	if t.Rank < 1 || t.Rank > 5 || t.ElemSize() == 0 || t.Swizzle > 3 || t.Interleave > 2 {
		return t, fmt.Errorf("a tensor map of rank %d, data type %d, swizzle %d, interleave %d", t.Rank, t.DataType, t.Swizzle, t.Interleave)
	}
	// The limits the driver enforces, checked again: the bytes come from kernel memory.
	for i := 0; i < int(t.Rank); i++ {
		if t.ElemStrides[i] == 0 || t.ElemStrides[i] > 8 || t.Dims[i] == 0 || t.Dims[i] > 1<<32 || t.Strides[i] >= 1<<40 {
			return t, fmt.Errorf("a tensor map with dimension %d out of range", i)
		}
		if !t.Im2col && (t.Box[i] == 0 || t.Box[i] > 256) {
			return t, fmt.Errorf("a tensor map with box size %d", t.Box[i])
		}
	}
	if t.Im2col && (t.Rank < 3 || t.Box[0] == 0 || t.Box[0] > 256 || t.Box[1] == 0 || t.Box[1] > 1024) {
		return t, fmt.Errorf("an im2col tensor map with %d channels of %d pixels", t.Box[0], t.Box[1])
	}
	return t, nil
}
