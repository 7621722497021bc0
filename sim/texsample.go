package sim

import (
	"encoding/binary"
	"math"
)

// The texture unit's arithmetic: texel decoding, address modes, point and linear filtering, cube
// faces and mipmap level selection. The rules (and the evidence for them) are in docs/textures.md.

// texMem reads n bytes of device memory at addr; nil if they are not there.
type texMem func(addr, n uint64) []byte

// texel is one decoded texel: four channels as float32 bits, or as integers for reads that
// return the element type.
type texel [4]uint32

// texSampler samples one texture object for one lane.
type texSampler struct {
	o      *TexObject
	mem    texMem
	ints   bool // integer results (no normalization)
	level  *TexLevel
	face   int32 // cube face + 6 * cube index, or array layer
	levels int
}

// channelDefault is what a texel channel beyond the format's channel count reads as.
func (s *texSampler) channelDefault(ch int) uint32 {
	if ch == 3 {
		if s.ints {
			return 1
		}
		return math.Float32bits(1)
	}
	return 0
}

// isInt reports whether the object returns integers (32-bit integer formats, or 8/16-bit ones read
// as integers).
func (o *TexObject) isInt() bool {
	switch o.Res.Format {
	case FormatU32, FormatS32:
		return true
	case FormatF16, FormatF32:
		return false
	}
	return o.Sampler.ReadAsInteger
}

// fetch reads texel (x, y, z) of the current level; z is the slice (3D depth, layer or face).
func (s *texSampler) fetch(x, y, z int32) texel {
	lv := s.level
	sz := uint64(FormatSize(s.o.Res.Format))
	n := uint64(s.o.Res.Channels)
	addr := lv.Addr + uint64(z)*lv.SlicePitch + uint64(y)*lv.RowPitch + uint64(x)*sz*n
	var v texel
	b := s.mem(addr, sz*n)
	for ch := 0; ch < 4; ch++ {
		if uint64(ch) >= n || b == nil {
			v[ch] = s.channelDefault(ch)
			continue
		}
		v[ch] = s.decode(b[uint64(ch)*sz:])
	}
	return v
}

// decode converts one channel to float32 bits, or to a 32-bit integer for integer reads.
func (s *texSampler) decode(b []byte) uint32 {
	f := s.o.Res.Format
	switch f {
	case FormatF32:
		return binary.LittleEndian.Uint32(b)
	case FormatF16:
		return math.Float32bits(halfToFloat(binary.LittleEndian.Uint16(b)))
	case FormatU32, FormatS32:
		return binary.LittleEndian.Uint32(b)
	}
	var raw int32
	var scale float32
	switch f {
	case FormatU8:
		raw, scale = int32(b[0]), 255
	case FormatS8:
		raw, scale = int32(int8(b[0])), 127
	case FormatU16:
		raw, scale = int32(binary.LittleEndian.Uint16(b)), 65535
	case FormatS16:
		raw, scale = int32(int16(binary.LittleEndian.Uint16(b))), 32767
	}
	if s.ints {
		return uint32(raw)
	}
	v := float32(raw) / scale
	if v < -1 {
		v = -1
	}
	if s.o.Sampler.SRGB && (f == FormatU8) {
		v = srgbToLinear(v)
	}
	return math.Float32bits(v)
}

// srgbToLinear is the sRGB transfer function's inverse.
func srgbToLinear(v float32) float32 {
	if v <= 0.04045 {
		return v / 12.92
	}
	return float32(math.Pow((float64(v)+0.055)/1.055, 2.4))
}

// border is the border colour as a texel.
func (s *texSampler) border() texel {
	var v texel
	for ch := 0; ch < 4; ch++ {
		b := s.o.Sampler.Border[ch]
		if s.ints {
			v[ch] = uint32(int32(b))
		} else {
			v[ch] = math.Float32bits(b)
		}
	}
	return v
}

// address maps texel index i of an axis of n texels through the address mode; ok is false for a
// border texel.
func address(i, n int32, mode uint32, normalized bool) (int32, bool) {
	if !normalized && (mode == AddressWrap || mode == AddressMirror) {
		mode = AddressClamp
	}
	switch mode {
	case AddressWrap:
		i %= n
		if i < 0 {
			i += n
		}
		return i, true
	case AddressMirror:
		p := 2 * n
		i %= p
		if i < 0 {
			i += p
		}
		if i >= n {
			i = p - 1 - i
		}
		return i, true
	case AddressBorder:
		return i, i >= 0 && i < n
	}
	return min(max(i, 0), n-1), true
}

// fixCoord converts a float texel coordinate to the signed fixed-point form the filter works in:
// the integer part and 8 fractional bits.
func fixCoord(u float32) int64 {
	if u != u {
		return 0
	}
	const lim = 1 << 40
	f := float64(u) * 256
	if f > lim {
		f = lim
	}
	if f < -lim {
		f = -lim
	}
	return int64(math.Floor(f))
}

// axis resolves one coordinate to texel indices and a filter weight (fixed point, 8 bits).
type axisPos struct {
	i0, i1 int32
	ok0    bool
	ok1    bool
	w      int32 // weight of i1, 0..256
}

func (s *texSampler) axis(x float32, n int32, ax int, linear bool) axisPos {
	smp := &s.o.Sampler
	u := x
	if smp.Normalized {
		u = x * float32(n)
	}
	mode := smp.AddressMode[ax]
	var p axisPos
	if !linear {
		fx := fixCoord(u)
		i := int32(max(min(fx>>8, 1<<30), -(1 << 30)))
		p.i0, p.ok0 = address(i, n, mode, smp.Normalized)
		return p
	}
	fx := fixCoord(u) - 128
	i := int32(max(min(fx>>8, 1<<30), -(1 << 30)))
	p.w = int32(fx & 255)
	p.i0, p.ok0 = address(i, n, mode, smp.Normalized)
	p.i1, p.ok1 = address(i+1, n, mode, smp.Normalized)
	return p
}

// sample filters the current level at (x, y, z) for a shape of dims dimensions.
func (s *texSampler) sample(c [3]float32, dims int, slice int32) texel {
	lv := s.level
	n := [3]int32{int32(lv.Width), int32(lv.Height), int32(lv.Depth)}
	linear := s.o.Sampler.Filter == FilterLinear && !s.ints
	var ax [3]axisPos
	for k := 0; k < dims; k++ {
		ax[k] = s.axis(c[k], n[k], k, linear)
	}
	for k := dims; k < 3; k++ {
		ax[k] = axisPos{i0: 0, ok0: true, i1: 0, ok1: true}
	}
	if dims < 3 {
		ax[2].i0, ax[2].i1 = slice, slice
	}
	get := func(a, b, cc int) texel {
		pa, pb, pc := ax[0], ax[1], ax[2]
		xi, xo := pa.i0, pa.ok0
		if a == 1 {
			xi, xo = pa.i1, pa.ok1
		}
		yi, yo := pb.i0, pb.ok0
		if b == 1 {
			yi, yo = pb.i1, pb.ok1
		}
		zi, zo := pc.i0, pc.ok0
		if cc == 1 {
			zi, zo = pc.i1, pc.ok1
		}
		if !xo || !yo || !zo {
			return s.border()
		}
		return s.fetch(xi, yi, zi)
	}
	if !linear {
		return get(0, 0, 0)
	}
	// Weights of the second texel along each axis, 8 fractional bits.
	var out texel
	nz := 1
	if dims == 3 {
		nz = 2
	}
	ny := 1
	if dims >= 2 {
		ny = 2
	}
	var acc [4]float32
	for cz := 0; cz < nz; cz++ {
		for cy := 0; cy < ny; cy++ {
			for cx := 0; cx < 2; cx++ {
				w := float32(1)
				for k, sel := range [3]int{cx, cy, cz} {
					if k >= dims {
						break
					}
					wk := float32(ax[k].w) / 256
					if sel == 0 {
						wk = float32(256-ax[k].w) / 256
					}
					w *= wk
				}
				t := get(cx, cy, cz)
				for ch := 0; ch < 4; ch++ {
					acc[ch] += w * math.Float32frombits(t[ch])
				}
			}
		}
	}
	for ch := range acc {
		out[ch] = math.Float32bits(acc[ch])
	}
	return out
}

// halfToFloat widens an IEEE binary16 value exactly.
func halfToFloat(h uint16) float32 {
	sign := uint32(h>>15) << 31
	e := uint32(h>>10) & 31
	m := uint32(h) & 0x3ff
	switch {
	case e == 31:
		return math.Float32frombits(sign | 0x7f800000 | m<<13)
	case e == 0:
		v := float32(m) / (1 << 24)
		if sign != 0 {
			v = -v
		}
		return v
	}
	return math.Float32frombits(sign | (e+112)<<23 | m<<13)
}
