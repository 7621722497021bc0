package driver

import "cudasim/sim"

// The H200's block-linear layout of CUDA arrays, as far as the sizes it
// reports pin it down (docs/textures.md, "Sparse and deferred-mapping
// arrays"): every tile extent, miptail and memory requirement of tex26's
// t_info, t_sparseinfo and t_layout (396 requirements, 175 sparse
// properties) follows from it. cudasim keeps texels in rows of its own
// (array.go); this model only answers the sizes and tile grids programs see.
//
// A GOB is 64 bytes by 8 rows. A level's rows are padded to whole GOBs
// across; its height and depth to whole blocks: in 2D a block is a column
// of up to 16 GOBs down, in 3D one GOB down and as many slices as the depth
// needs (a power of two, at most 16). Levels follow one another; a layer (or
// cube face) is its levels padded to a block of level 0; the whole is
// padded to the 64 KiB tile. A packed format's element (a 4x4 block of the
// block-compressed formats, a 10-10-10-2 word) takes a texel's place.

const (
	gobBytes  = 64
	gobRows   = 8
	blockGOBs = 16      // GOBs in the largest block
	tileBytes = 1 << 16 // a sparse tile, the unit of requirements and miptails
)

// blockLinear is one array's layout: its element size, geometry and levels.
type blockLinear struct {
	elem   uint64      // bytes per element (texel, or block of a block-compressed format)
	edge   uint64      // texels an element spans across and down (4 for block compression, else 1)
	is3D   bool        // a 3D array (layered and cube arrays are 2D per layer)
	layers uint64      // layers, cube faces, or 1
	dims   [][3]uint64 // each level's width, height and depth (height and depth >= 1)
}

// layoutOf is the layout of d with the given levels.
func layoutOf(d ArrayDescriptor, levels int) blockLinear {
	b := blockLinear{elem: d.texelSize(), edge: d.blockEdge(), is3D: d.shape() == sim.Tex3D, layers: 1}
	if d.Flags&(ArrayLayered|ArrayCubemap) != 0 {
		b.layers = max(d.Depth, 1)
	}
	for l := range levels {
		w, h, depth := levelDims(d, l)
		if !b.is3D {
			depth = 1
		}
		b.dims = append(b.dims, [3]uint64{w, max(h, 1), max(depth, 1)})
	}
	return b
}

func pow2Ceil(x uint64) uint64 {
	p := uint64(1)
	for p < x {
		p <<= 1
	}
	return p
}

// block is the GOBs down and the slices of the block a level of h rows (of
// elements) and depth slices is laid out in. Measured (t_layout, rows of 64
// KiB): 2D heights 1..2049 pad to 8, 16, 32, 64, 128 rows and then to
// multiples of 128; a 3D level pads its height to 8 rows whatever its depth
// (16384 floats x 17 x 1: 24 x 64 KiB) and its depth to 1, 2, 4, 8, 16 and
// then multiples of 16 slices.
func (b blockLinear) block(h, depth uint64) (gobsDown, slices uint64) {
	if b.is3D {
		return 1, min(pow2Ceil(depth), blockGOBs)
	}
	return min(pow2Ceil((h+gobRows-1)/gobRows), blockGOBs), 1
}

// elements are the elements across and the rows of elements of level l.
func (b blockLinear) elements(l int) (across, down uint64) {
	return (b.dims[l][0] + b.edge - 1) / b.edge, (b.dims[l][1] + b.edge - 1) / b.edge
}

// levelBytes is the bytes of level l (one layer).
func (b blockLinear) levelBytes(l int) uint64 {
	w, h := b.elements(l)
	depth := b.dims[l][2]
	down, slices := b.block(h, depth)
	return roundUp(w*b.elem, gobBytes) * roundUp(h, gobRows*down) * roundUp(depth, slices)
}

// levelsBytes is the bytes of levels from..len-1 of one layer.
func (b blockLinear) levelsBytes(from int) uint64 {
	var n uint64
	for l := from; l < len(b.dims); l++ {
		n += b.levelBytes(l)
	}
	return n
}

// size is the bytes the whole array takes: cuArrayGetMemoryRequirements'
// size (its alignment is tileBytes).
func (b blockLinear) size() uint64 {
	layer := b.levelsBytes(0)
	if b.layers > 1 {
		_, h := b.elements(0)
		down, slices := b.block(h, b.dims[0][2])
		layer = roundUp(layer, gobBytes*gobRows*down*slices)
	}
	return roundUp(layer*b.layers, tileBytes)
}

// tileExtents are a sparse tile's texels across, down and deep by element
// size (bytes), 2D (and layered) and 3D: 64 KiB each (measured, t_sparseinfo).
var tileExtents = map[uint64][2][3]uint64{
	1:  {{256, 256, 1}, {64, 32, 32}},
	2:  {{256, 128, 1}, {32, 32, 32}},
	4:  {{128, 128, 1}, {32, 32, 16}},
	8:  {{128, 64, 1}, {32, 16, 16}},
	16: {{64, 64, 1}, {16, 16, 16}},
}

// tile is the array's sparse tile extent in texels: a packed format's tile
// is the table's for its element size in elements (measured, t_layout:
// BC1 512x256, BC7 256x256, 10-10-10-2 128x128).
func (b blockLinear) tile() [3]uint64 {
	t := tileExtents[b.elem][0]
	if b.is3D {
		t = tileExtents[b.elem][1]
	}
	return [3]uint64{t[0] * b.edge, t[1] * b.edge, t[2]}
}

// SparseProperties is CUDA_ARRAY_SPARSE_PROPERTIES.
type SparseProperties struct {
	TileWidth, TileHeight, TileDepth uint32
	MiptailFirstLevel                uint32
	MiptailSize                      uint64
	Flags                            uint32 // SparsePropertiesSingleMiptail
}

// SparsePropertiesSingleMiptail is CU_ARRAY_SPARSE_PROPERTIES_SINGLE_MIPTAIL:
// one miptail for all layers.
const SparsePropertiesSingleMiptail = 1

// miptailFirst is the first level smaller than a tile in some dimension, or
// len(dims) if none is.
func (b blockLinear) miptailFirst() int {
	t := b.tile()
	for l, d := range b.dims {
		if d[0] < t[0] || d[1] < t[1] || (b.is3D && d[2] < t[2]) {
			return l
		}
	}
	return len(b.dims)
}

// sparse is what cuArrayGetSparseProperties (mipmapped false) or
// cuMipmappedArrayGetSparseProperties answers. Measured (t_info,
// t_sparseinfo): the miptail holds the levels from the first one smaller
// than a tile, padded to whole tiles, per layer; where that is level 0 it is
// the whole array and one for all layers (SINGLE_MIPTAIL). An array whose
// levels are all tiled answers the level count as the first (0 for an
// array that is not mipmapped) and size 0.
func (b blockLinear) sparse(mipmapped bool) SparseProperties {
	t := b.tile()
	p := SparseProperties{TileWidth: uint32(t[0]), TileHeight: uint32(t[1]), TileDepth: uint32(t[2])}
	switch first := b.miptailFirst(); {
	case first == 0:
		p.MiptailSize, p.Flags = b.size(), SparsePropertiesSingleMiptail
	case first < len(b.dims):
		p.MiptailFirstLevel, p.MiptailSize = uint32(first), roundUp(b.levelsBytes(first), tileBytes)
	case mipmapped:
		p.MiptailFirstLevel = uint32(first)
	}
	return p
}
