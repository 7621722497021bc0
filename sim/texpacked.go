package sim

import (
	"encoding/binary"
	"math"
)

// Packed texel formats: arrays whose texels are not stored one channel after another but in 4x4
// blocks (the block-compressed formats BC1-BC7) or in one packed word (10-10-10-2). A resource
// that holds them names the stored format in TexResource.Packed and the format one decoded texel
// reads as in Format and Channels; fetching a texel decodes it from its block (texelBytes), and
// everything after that (filtering, sRGB, borders) is the classic format's. Which classic format
// each decodes to, and the decoders' arithmetic, were measured on the H200 through tex26's t_fmt
// (docs/textures.md, "Packed formats").

// Packed array formats (CUarray_format).
const (
	FormatUnorm1010102 uint32 = 0x50
	FormatBC1          uint32 = 0x91
	FormatBC1SRGB      uint32 = 0x92
	FormatBC2          uint32 = 0x93
	FormatBC2SRGB      uint32 = 0x94
	FormatBC3          uint32 = 0x95
	FormatBC3SRGB      uint32 = 0x96
	FormatBC4U         uint32 = 0x97
	FormatBC4S         uint32 = 0x98
	FormatBC5U         uint32 = 0x99
	FormatBC5S         uint32 = 0x9a
	FormatBC6HU        uint32 = 0x9b
	FormatBC6HS        uint32 = 0x9c
	FormatBC7          uint32 = 0x9d
	FormatBC7SRGB      uint32 = 0x9e
)

// PackedLayout is how packed format f is stored: blocks of edge x edge texels, bytes each (edge
// 1 for a packed word); edge 0 when f is not packed.
func PackedLayout(f uint32) (edge, bytes int) {
	switch f {
	case FormatUnorm1010102:
		return 1, 4
	case FormatBC1, FormatBC1SRGB, FormatBC4U, FormatBC4S:
		return 4, 8
	case FormatBC2, FormatBC2SRGB, FormatBC3, FormatBC3SRGB, FormatBC5U, FormatBC5S, FormatBC6HU, FormatBC6HS, FormatBC7, FormatBC7SRGB:
		return 4, 16
	}
	return 0, 0
}

// PackedTexel is the classic format and channel count a texel of packed format f decodes to, for
// a texture filtered linearly or not. Measured (tex26's t_fmt): BC1-3 and BC7 read as 8-bit
// unsigned normalized RGBA (every value a multiple of 1/255, sRGB decoded as 8-bit texels are);
// BC4 and BC5 as 16-bit normalized (values such as 10560/65535 and 10608/32767), green and blue
// 0 and alpha 1 where the format has no such channel, never sRGB-decoded; BC6H as half floats with
// alpha 1; 10-10-10-2 point-sampled as floats v/1023 and a/3 exactly, but filtered as 16-bit
// unsigned normalized texels whose channels repeat their bits (texel 11 alone reads 704/65535 =
// 0x3c3000b0 where 11/1023 is 0x3c302c0b).
func PackedTexel(f uint32, linear bool) (format uint32, channels int) {
	switch f {
	case FormatUnorm1010102:
		if linear {
			return FormatU16, 4
		}
		return FormatF32, 4
	case FormatBC4U, FormatBC5U:
		return FormatU16, 4
	case FormatBC4S, FormatBC5S:
		return FormatS16, 4
	case FormatBC6HU, FormatBC6HS:
		return FormatF16, 4
	}
	return FormatU8, 4
}

// texelBytes are the bytes of texel (x, y, z) of the current level as Format x Channels lays them
// out: read from memory, or decoded from the packed block that holds it; nil where there is no
// memory.
func (s *texSampler) texelBytes(x, y, z int32) []byte {
	lv, r := s.level, &s.o.Res
	if lv.PastSlices != 0 && uint32(z) >= lv.Depth-lv.PastSlices {
		return nil
	}
	if r.Packed == 0 {
		n := uint64(r.TexelSize())
		return s.mem(lv.Addr+uint64(z)*lv.SlicePitch+uint64(y)*lv.RowPitch+uint64(x)*n, n)
	}
	edge, size := PackedLayout(r.Packed)
	addr := lv.Addr + uint64(z)*lv.SlicePitch + uint64(y/int32(edge))*lv.RowPitch + uint64(x/int32(edge)*int32(size))
	b := s.mem(addr, uint64(size))
	if b == nil {
		return nil
	}
	out := s.unpacked[:4*FormatSize(r.Format)]
	unpackTexel(out, r.Packed, b, int(x)%edge, int(y)%edge, r.Format)
	return out
}

// unpackTexel decodes texel (x, y) of block b of packed format f into out, four channels of
// format to (the one PackedTexel gives).
func unpackTexel(out []byte, f uint32, b []byte, x, y int, to uint32) {
	clear(out)
	put16 := func(v [4]uint16) {
		for ch, c := range v {
			binary.LittleEndian.PutUint16(out[2*ch:], c)
		}
	}
	i := 4*y + x // the texel's number in its block
	switch f {
	case FormatUnorm1010102:
		w := binary.LittleEndian.Uint32(b)
		v := [4]uint32{w & 0x3ff, w >> 10 & 0x3ff, w >> 20 & 0x3ff, w >> 30}
		bits := [4]uint32{10, 10, 10, 2}
		for ch := range v {
			if to == FormatU16 {
				binary.LittleEndian.PutUint16(out[2*ch:], uint16(repeatBits(v[ch], bits[ch], 16)))
				continue
			}
			binary.LittleEndian.PutUint32(out[4*ch:], math.Float32bits(float32(v[ch])/float32(uint32(1)<<bits[ch]-1)))
		}
	case FormatBC1, FormatBC1SRGB:
		c := bc1Texel(b, i, true)
		copy(out, c[:])
	case FormatBC2, FormatBC2SRGB:
		c := bc1Texel(b[8:], i, false)
		c[3] = byte(b[i/2] >> (4 * (i % 2)) & 15 * 17)
		copy(out, c[:])
	case FormatBC3, FormatBC3SRGB:
		c := bc1Texel(b[8:], i, false)
		c[3] = bc3Alpha(b, i)
		copy(out, c[:])
	case FormatBC4U, FormatBC4S:
		put16([4]uint16{bc4Texel(b, i, f == FormatBC4S), 0, 0, normOne(f == FormatBC4S)})
	case FormatBC5U, FormatBC5S:
		s := f == FormatBC5S
		put16([4]uint16{bc4Texel(b, i, s), bc4Texel(b[8:], i, s), 0, normOne(s)})
	case FormatBC6HU, FormatBC6HS:
		put16(bc6hTexel(b, i, f == FormatBC6HS))
	case FormatBC7, FormatBC7SRGB:
		c := bc7Texel(b, i)
		copy(out, c[:])
	}
}

// normOne is 1.0 as a 16-bit normalized channel.
func normOne(signed bool) uint16 {
	if signed {
		return 0x7fff
	}
	return 0xffff
}

// repeatBits widens an n-bit value to m bits by repeating its bits below it (10 bits 0x00b to
// 16: 0x02c0, 2 bits 1 to 16: 0x5555).
func repeatBits(v, n, m uint32) uint32 {
	var out uint32
	for have := uint32(0); have < m; have += n {
		out = out<<n | v
	}
	total := (m + n - 1) / n * n
	return out >> (total - m)
}
