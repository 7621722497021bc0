package sim

import (
	"encoding/binary"
	"math"
	"sort"
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
	o         *TexObject
	mem       texMem
	ints      bool // integer results (no normalization)
	level     *TexLevel
	forceNorm bool // cubemap faces: coordinates are normalized whatever the flag says
	seamless  bool // a seamless cubemap filtered linearly: texels past a face's edge come from its neighbour
	// noBias: a plain tex (no level, no gradients) reads level of detail 0, clamped but not
	// biased (tex26's t_mip: tex2D on a mipmapped texture of bias 1 reads level 0, one of
	// minimum level 1 level 1)
	noBias bool
	// mip, when set, makes a linear filter split its corner weights by a mip level's share
	// and leave its weighted sums there unrounded (trilinear filtering, sampleMip)
	mip *mipShare
	// probe, when set, makes the filter split its weights from the probe's and add its
	// weighted texels to the probes' sums unrounded (anisotropic filtering, sampleAniso)
	probe *probeSum
	// unpacked holds the texel texelBytes last decoded from a packed block (four channels of
	// at most 4 bytes): each fetch reads it before the next, so one buffer serves them all.
	unpacked [16]byte
}

// levelShares are the shares (1/256) of the lower and upper of two blended levels an
// anisotropic probe adds: 256-f and f, or one of them alone where the levels take their own
// probes (probeSum.level).
func (s *texSampler) levelShares(f int64) (lo, hi int64) {
	lo, hi = 256-f, f
	if s.probe.shared {
		lo, hi = 256, 256
	}
	switch s.probe.level {
	case probeLower:
		hi = 0
	case probeUpper:
		lo = 0
	}
	return lo, hi
}

// mipShare is one level's part of a trilinear sample.
type mipShare struct {
	f     int64 // the upper level's weight, 1/256
	upper bool
	vals  [4][8]float64 // float formats: the level's texels (per channel) and their weights
	w     [8]int64
	isums [4]int64 // 8/16-bit normalized formats
}

// channelDefault is what a texel channel beyond the format's channel count reads as: 0, alpha
// included (measured).
func (s *texSampler) channelDefault(ch int) uint32 { return 0 }

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
	sz := uint64(FormatSize(s.o.Res.Format))
	n := uint64(s.o.Res.Channels)
	var v texel
	b := s.texelBytes(x, y, z)
	for ch := 0; ch < 4; ch++ {
		if uint64(ch) >= n || b == nil {
			v[ch] = s.channelDefault(ch)
			continue
		}
		v[ch] = s.decode(b[uint64(ch)*sz:], ch)
	}
	return v
}

// decode converts one channel to float32 bits, or to a 32-bit integer for integer reads.
func (s *texSampler) decode(b []byte, ch int) uint32 {
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
	if s.o.Sampler.SRGB && f == FormatU8 && !s.srgbAlpha(ch) {
		return srgbTable[raw]
	}
	return math.Float32bits(v)
}

// srgbAlpha reports whether channel ch of an sRGB texture is alpha, which stays linear: the
// fourth of four channels, and the second of two (tex26's t_fmt: u8x2 and UNORM_INT8X2 read
// their second channel linear, point and linear filtering alike).
func (s *texSampler) srgbAlpha(ch int) bool {
	return ch == 3 || ch == 1 && s.o.Res.Channels == 2
}

// border is the border colour as a texel: converted to the texel format first, then read back
// as any texel is (measured: 0.25 in an 8-bit unsigned normalized texture reads 64/255).
func (s *texSampler) border() texel {
	var v texel
	n := s.o.Res.Channels
	for ch := 0; ch < 4; ch++ {
		if ch >= n {
			v[ch] = s.channelDefault(ch)
			continue
		}
		raw := encodeBorder(s.o.Res.Format, s.o.Sampler.Border[ch])
		if s.ints {
			// Integer reads see the colour's float bits, cut to the channel's width (measured:
			// 70000.0 in a 16-bit texture read as integer reads 0xb800).
			raw = math.Float32bits(s.o.Sampler.Border[ch])
		}
		v[ch] = s.decodeRaw(raw, ch)
	}
	return v
}

// encodeBorder converts a border colour channel to the texel format's raw bits. Measured (tex26's
// t_border: every half-step between two texel values and the floats either side, 7,468 results):
// a half channel takes the colour rounded toward zero; an 8/16-bit normalized one first cuts the
// colour toward zero to 4 fraction bits more than the format has (u8 12, s8 11, u16 20, s16 19),
// then rounds to the nearest texel value, ties toward zero, so a colour a few ulps past a tie
// still goes down (0.25 reads 64/255, 0.5 127/255, 0x3b008082 0/255).
func encodeBorder(f uint32, b float32) uint32 {
	norm := func(scale uint64, fraction uint) uint32 {
		m := math.Abs(float64(b))
		if m != m {
			m = 0
		}
		m = min(m, 1)
		t := uint64(m*float64(uint64(1)<<fraction)) * scale // exact: m has at most 24 bits
		v := t >> fraction
		if t&(1<<fraction-1) > 1<<(fraction-1) {
			v++
		}
		if b < 0 {
			return uint32(-int32(v))
		}
		return uint32(v)
	}
	switch f {
	case FormatF32:
		return math.Float32bits(b)
	case FormatF16:
		return uint32(floatToHalfTowardZero(b))
	case FormatU8:
		if b < 0 {
			return 0
		}
		return norm(255, 12)
	case FormatS8:
		return norm(127, 11) & 0xff
	case FormatU16:
		if b < 0 {
			return 0
		}
		return norm(65535, 20)
	case FormatS16:
		return norm(32767, 19) & 0xffff
	}
	return math.Float32bits(b)
}

// decodeRaw decodes one channel given as raw little-endian bits.
func (s *texSampler) decodeRaw(raw uint32, ch int) uint32 {
	var b [4]byte
	binary.LittleEndian.PutUint32(b[:], raw)
	return s.decode(b[:], ch)
}

// floatToHalf rounds to the nearest binary16 (ties to even).
func floatToHalf(f float32) uint16 { return toHalf(f, false) }

// floatToHalfTowardZero rounds to the binary16 toward zero (finite values past the largest half
// become it; infinities stay infinities).
func floatToHalfTowardZero(f float32) uint16 { return toHalf(f, true) }

// toHalf rounds f to a binary16, to nearest (ties to even) or toward zero; NaNs become the
// quiet NaN of their sign.
func toHalf(f float32, towardZero bool) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	e := int32(b>>23&0xff) - 127 + 15
	m := b & 0x7fffff
	// round drops the low shift bits of h's source, rounding to nearest even unless toward zero.
	round := func(h, rem, shift uint32) uint16 {
		half := uint32(1) << (shift - 1)
		if !towardZero && (rem > half || rem == half && h&1 == 1) {
			h++
		}
		return sign | uint16(h)
	}
	switch {
	case b&0x7fffffff > 0x7f800000:
		return sign | 0x7e00
	case e >= 31 && towardZero && b&0x7fffffff != 0x7f800000:
		return sign | 0x7bff
	case e >= 31:
		return sign | 0x7c00
	case e <= 0:
		if e < -10 {
			return sign
		}
		m |= 0x800000
		shift := uint32(14 - e)
		return round(m>>shift, m&(1<<shift-1), shift)
	}
	return round(uint32(e)<<10|m>>13, m&0x1fff, 13)
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

// fixCoordRound is fixCoord rounding to the nearest 1/256, ties up: the filter weight's rounding
// (measured by sweeps of 1/1024 texel: a fraction of 48.5/256 weighs 49/256).
func fixCoordRound(u float32) int64 {
	if u != u {
		return 0
	}
	const lim = 1 << 40
	f := float64(u)*256 + 0.5
	f = min(max(f, -lim), lim)
	return int64(math.Floor(f))
}

// axis resolves one coordinate to texel indices and a filter weight (fixed point, 8 bits).
type axisPos struct {
	i0, i1 int32
	ok0    bool
	ok1    bool
	w      int32 // weight of i1, 0..256
}

// normalized reports whether coordinates are normalized: as the object says, and always
// on a cubemap's faces and on a mipmapped resource (measured, tex26's t_layout: tex2DLod
// of a 64x64 three-level u8x4, BC1 or BC7 texture at unnormalized (5.5, 6.5) reads each
// level's last texel, the coordinates clamped as normalized ones).
func (s *texSampler) normalized() bool {
	return s.o.Sampler.Normalized || s.forceNorm || s.o.Res.Kind == TexMipmapped
}

func (s *texSampler) axis(x float32, n int32, ax int, linear bool) axisPos {
	smp := &s.o.Sampler
	norm := s.normalized()
	mode := smp.AddressMode[ax]
	if s.forceNorm && smp.Seamless {
		// A seamless cube's faces clamp (point sampling too); other cubes' faces take the
		// object's address mode: the face coordinate 1.0 of direction (1, 1, 1) reads texel 0
		// wrapped and the border colour in border mode (tex26's t_geom).
		mode = AddressClamp
	}
	u := texelCoord(x, n, norm, mode == AddressWrap || mode == AddressMirror)
	var p axisPos
	if !linear {
		i := int32(max(min(math.Floor(u), 1<<30), -(1 << 30)))
		if u != u {
			i = 0
		}
		p.i0, p.ok0 = address(i, n, mode, norm)
		return p
	}
	fx := int64(0)
	if u == u {
		fx = int64(max(min(math.Floor((u-0.5)*256+0.5), 1<<40), -(1 << 40)))
	}
	i := int32(max(min(fx>>8, 1<<30), -(1 << 30)))
	p.w = int32(fx & 255)
	if s.seamless {
		// Past the face's edge: the neighbouring face's texel (get, seamTexel).
		p.i0, p.i1, p.ok0, p.ok1 = i, i+1, true, true
		return p
	}
	p.i0, p.ok0 = address(i, n, mode, norm)
	p.i1, p.ok1 = address(i+1, n, mode, norm)
	if p.ok0 && p.ok1 && p.i0 == p.i1 && !(norm && mode == AddressMirror) {
		// Both texels the same one (clamped at an edge): the axis weighs nothing (measured, 3D);
		// a mirrored edge keeps its weight (measured: mode_3d_f32x2_mirror_linear_norm).
		p.w = 0
	}
	return p
}

// normBits is the number of fractional bits a normalized coordinate keeps: the texture unit
// truncates it to a multiple of 2^-21 before scaling by the texture's size (measured: 1031 of
// 1031 random coordinates of a 1000-texel texture pick the H200's texel this way, 51 do not
// with a float multiplication).
const normBits = 21

// texelCoord converts a coordinate to texel units (float64, exact). A normalized coordinate is
// first a 32-bit fixed-point number with normBits fractional bits: beyond 32 bits it saturates
// in clamp and border modes (measured: a coordinate of -1.7e29 reads like -1024) and keeps its
// low 32 bits in wrap and mirror modes, where only the fraction matters (measured: 3355443.25
// wraps as 0.25, infinity as 0; saturating misses 51 results of the wrap and mirror cases,
// modular 30 of the clamp and border ones).
func texelCoord(x float32, n int32, norm, periodic bool) float64 {
	if x != x {
		return 0 // NaN reads as 0 (measured with tld4)
	}
	if !norm {
		return float64(x)
	}
	q := math.Floor(float64(x) * (1 << normBits))
	switch {
	case periodic && math.IsInf(q, 0):
		q = 0 // measured: ±Inf wraps as 0
	case periodic:
		q = float64(int32(int64(math.Mod(q, 1<<32))))
	default:
		q = min(max(q, -(1<<31)), 1<<31-1)
	}
	return q * float64(n) / (1 << normBits)
}

// sample filters the current level at (x, y, z) for a shape of dims dimensions.
func (s *texSampler) sample(c [3]float32, dims int, slice int32) texel {
	lv := s.level
	if lv.Width == 0 || lv.Height == 0 || lv.Depth == 0 {
		return texel{} // an empty pitch2D or linear resource (the driver accepts them)
	}
	n := [3]int32{int32(lv.Width), int32(lv.Height), int32(lv.Depth)}
	// Integers read as integers filter too (measured through texture references, 8-, 16- and
	// 32-bit: testdata/reference/texref).
	linear := s.o.Sampler.Filter == FilterLinear
	if dims == 1 && linear && s.o.Sampler.AddressMode[1] == AddressBorder && s.o.Res.Shape == Tex1D {
		// A 1D texture filters as a 2D one of one row sampled at y = 0: between the border row
		// above and row 0, half and half (measured: mode_1d_f32x1_border_linear_*, whose
		// results are half the border colour even inside the texture). A layered 1D one
		// filters its row alone (tex26's t_geom: tex1DLayered in border mode).
		dims, c[1] = 2, 0
	}
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
		if s.seamless {
			// (a cube's corner, past both edges, weighs nothing: seamCorner)
			xi, yi, zi = seamTexel(xi, yi, zi, n[0])
		}
		return s.fetch(xi, yi, zi)
	}
	if !linear {
		t := get(0, 0, 0)
		if s.probe != nil && !s.ints {
			s.probe.addTexel(t, s.o.Res.Format, s.probe.w*s.levelShare())
		}
		return t
	}
	if s.ints {
		f := s.o.Res.Format
		return filterInt(cornerWeights(ax, dims, 256), dims, get, FormatSize(f) < 4, f == FormatS8 || f == FormatS16 || f == FormatS32)
	}
	srgb := s.o.Sampler.SRGB && s.o.Res.Format == FormatU8
	if isNormInt(s.o.Res.Format) && !srgb {
		return s.filterNorm(ax, dims, get2(ax, s))
	}
	// Weights of the second texel along each axis, 8 fractional bits.
	var out texel
	var acc [4]exactSum
	cw := cornerWeights(ax, dims, s.levelWeight(srgb))
	s.seamCorner(ax, n[0], &cw)
	part := cw
	if s.mip == nil && s.probe == nil && !srgb {
		part = s.takingPart(ax, dims, n[0], cw)
	}
	var texels [8]texel
	var special [4]bool // channels filterSpecial answered
	for c := 0; c < 1<<dims; c++ {
		if part[c] != 0 {
			texels[c] = get(c&1, c>>1&1, c>>2&1)
		}
	}
	for ch := 0; ch < 4; ch++ {
		var vals [8]float64
		for c := 0; c < 1<<dims; c++ {
			vals[c] = float64(math.Float32frombits(texels[c][ch]))
		}
		if s.mip != nil && !srgb {
			s.mip.vals[ch], s.mip.w = vals, cw // aligned and summed with the other level's
			continue
		}
		if v, ok := filterSpecial(vals[:1<<dims], part[:1<<dims], s.o.Res.Format == FormatF16); ok && s.probe == nil && !srgb {
			out[ch], special[ch] = v, true
			continue
		}
		alignSlices(vals[:1<<dims], cw[:1<<dims], alignBits(s.o.Res.Format, srgb), srgb)
		sum := &acc[ch]
		share := int64(1)
		if s.probe != nil && !srgb {
			sum, share = &s.probe.acc[ch], 256 // summed with the other probes'
		}
		if dims == 3 && s.probe == nil && s.o.Res.Format == FormatF32 {
			for _, part := range sliceSums(vals[:8], cw[:8]) {
				sum.add(part)
			}
			continue
		}
		for c := 0; c < 1<<dims; c++ {
			if cw[c] != 0 {
				sum.add(float64(cw[c]*share) * vals[c])
			}
		}
	}
	if (s.mip != nil || s.probe != nil) && !srgb {
		return out
	}
	if srgb {
		// Alpha is not sRGB: it filters as any 8-bit normalized channel (measured).
		lin := s.filterNorm(ax, dims, get2(ax, s))
		out[3] = lin[3]
		if s.srgbAlpha(1) {
			out[1] = lin[1]
		}
	}
	scale := 1.0 / 256
	for ch := range acc {
		if srgb && s.srgbAlpha(ch) || special[ch] {
			continue
		}
		if s.o.Res.Format == FormatF16 || srgb {
			// Half textures filter to half precision (measured: results are binary16 values).
			out[ch] = math.Float32bits(halfToFloat(acc[ch].round16(scale)))
			continue
		}
		out[ch] = math.Float32bits(acc[ch].round32(scale))
	}
	return out
}

// levelWeight is the total the corner weights of the level being sampled split: 256, or for
// trilinear filtering 256-f of the lower level and f of the upper; an anisotropic probe's
// weight, whose level share multiplies its corner weights afterwards (levelShare).
func (s *texSampler) levelWeight(srgb bool) int64 {
	switch {
	case s.probe != nil && !srgb:
		if s.mip != nil && s.probe.shared {
			return s.probe.w // the level's share is in the probe's weight (probeSum.shared)
		}
		return s.probe.w
	case s.mip == nil || srgb:
		return 256
	case s.mip.upper:
		return s.mip.f
	}
	return 256 - s.mip.f
}

// levelShare is the level's share of an anisotropic probe, in 1/256.
func (s *texSampler) levelShare() int64 {
	switch {
	case s.mip == nil || s.probe != nil && s.probe.shared:
		return 256
	case s.mip.upper:
		return s.mip.f
	}
	return 256 - s.mip.f
}

// cornerWeights are the filter's weights of the 2, 4 or 8 texels around a sample, in 1/256,
// summing to total (256, or a level's share in trilinear filtering). Measured on the H200 by
// reading every weight of 3D and trilinear samples (testdata/texture, the weights cases): the
// total is split along z (3D: its slices get total-d(total·c) and d(total·c)), then each part
// along x (second texel r(W·a)), then each of those along y, where r rounds to nearest, halves
// up, except the y split of the first x texel, which rounds halves down, as d does (the z split
// only rounds where the total is a level's share: mip_lod3d_f32x1, 9 of 1,024 results read it
// halves down, e.g. 134·192/256 = 100.5 -> 100). Index bit k selects the second texel along
// axis k.
func cornerWeights(ax [3]axisPos, dims int, total int64) [8]int64 {
	up := func(v int64) int64 { return (v + 128) >> 8 }
	down := func(v int64) int64 { return (v + 127) >> 8 }
	var w [8]int64
	slices := [2]int64{total, 0}
	if dims == 3 {
		hi := down(total * int64(ax[2].w))
		slices = [2]int64{total - hi, hi}
	}
	a, b := int64(ax[0].w), int64(ax[1].w)
	for k, W := range slices {
		x1 := up(W * a)
		x := [2]int64{W - x1, x1}
		if dims == 1 {
			w[0], w[1] = x[0], x[1]
			break
		}
		y := [2]int64{down(x[0] * b), up(x[1] * b)}
		w[4*k], w[4*k+1], w[4*k+2], w[4*k+3] = x[0]-y[0], x[1]-y[1], y[0], y[1]
		if dims < 3 {
			break
		}
	}
	return w
}

// filterSpecial is a float filter's result where a texel of nonzero weight is a NaN or an
// infinity, or where all such texels are -0: the canonical NaN (0x7fffffff; a half texture's,
// 0x7fff, widened), the infinity, -0 (measured: testdata/conformance/breadth22, tex_*_linear;
// +Inf with -Inf is not measured and answers the NaN).
func filterSpecial(v []float64, w []int64, half bool) (uint32, bool) {
	nan, pinf, ninf, negZeros, any := false, false, false, true, false
	for i, x := range v {
		if w[i] == 0 {
			continue
		}
		any = true
		nan = nan || math.IsNaN(x)
		pinf = pinf || math.IsInf(x, 1)
		ninf = ninf || math.IsInf(x, -1)
		negZeros = negZeros && x == 0 && math.Signbit(x)
	}
	switch {
	case nan || pinf && ninf:
		if half {
			return 0x7fffe000, true
		}
		return 0x7fffffff, true
	case pinf:
		return 0x7f800000, true
	case ninf:
		return 0xff800000, true
	case any && negZeros:
		return 0x80000000, true
	}
	return 0, false
}

// alignTexels cuts the texels that take part in a filtered sum (nonzero weight) to a multiple of
// 2^(e-k), toward zero, e the largest exponent among them (sRGB-decoded colours: srgbLead): the
// filter adds them aligned to the largest, with k bits below its leading bit (measured on the 1D
// f32 sweeps: a small texel next to a much larger one loses its low bits; a texel of weight 0
// does not count).
func alignTexels(v []float64, w []int64, k int, srgb bool) {
	e := math.MinInt
	for i, x := range v {
		if w[i] != 0 && x != 0 && !math.IsInf(x, 0) && !math.IsNaN(x) {
			if srgb {
				e = max(e, srgbLead(x))
			} else {
				e = max(e, math.Ilogb(x))
			}
		}
	}
	if e == math.MinInt {
		return
	}
	q := math.Ldexp(1, e-k)
	for i, x := range v {
		if w[i] != 0 && !math.IsInf(x, 0) && !math.IsNaN(x) {
			v[i] = math.Trunc(x/q) * q
		}
	}
}

// sliceSums are the weighted sums of a 3D f32 footprint's slices of aligned texels
// (alignSlices), the slice of smaller texels' floored to half the quantum of the other's
// alignment. Fitted, not understood: of f23_3d_align's 8,192 results (finite texels of spread
// magnitudes, corners of weight 0) the plain sum misses 16 by 1-3 ulps, the H200's always
// lower; flooring at the quantum misses 15 (and none of tex_3d_f32_f32x4_linear's 796), at
// half of it 6 (1), at a quarter 6 (1); on valid23's fresh cases it cuts 80 words to 48
// (docs/engine.md, "Issue 11's corners (fidelity23)").
func sliceSums(v []float64, w []int64) [2]float64 {
	var sums [2]float64
	lead := [2]int{math.MinInt, math.MinInt}
	for c, x := range v {
		if w[c] != 0 && x != 0 {
			lead[c>>2] = max(lead[c>>2], math.Ilogb(x))
			sums[c>>2] += float64(w[c]) * x // exact: 27-bit texels times 8-bit weights, 4 of them
		}
	}
	if lead[0] != math.MinInt && lead[1] != math.MinInt {
		fine := 0
		if lead[0] > lead[1] {
			fine = 1
		}
		q := math.Ldexp(1, lead[1-fine]-alignBits(FormatF32, false)-1)
		sums[fine] = math.Floor(sums[fine]/q) * q
	}
	return sums
}

// alignSlices aligns the texels of each slice of a 3D footprint (four texels) on their own,
// those of a 1D or 2D footprint together.
func alignSlices(v []float64, w []int64, k int, srgb bool) {
	if len(v) < 8 {
		alignTexels(v, w, k, srgb)
		return
	}
	alignTexels(v[:4], w[:4], k, srgb)
	alignTexels(v[4:8], w[4:8], k, srgb)
}

// srgbLead is the exponent an sRGB-decoded texel aligns by: the exponent of the decode of code
// (c|7)+1 (255 for the last group), c the texel's code. The H200 holds a decoded colour with the
// exponent of the end of its group of eight codes, so the codes of a group below a power of two
// whose group ends above it (32-33, 48-49, 64-70, 96-98, 136, 184-187, 248-254) align one bit
// coarser than their own exponent gives (measured: g10_srgb_all_*, every ordered pair of codes
// at four weights, all 1,179,648 channel results).
func srgbLead(x float64) int {
	c := sort.Search(256, func(i int) bool { return float64(math.Float32frombits(srgbTable[i])) >= x })
	if c > 255 {
		return math.Ilogb(x)
	}
	return math.Ilogb(float64(math.Float32frombits(srgbTable[min((c|7)+1, 255)])))
}

// alignBits is how many bits below the largest texel's leading bit the filter keeps: 27 for
// 32-bit floats, 14 for half, 7 for sRGB-decoded colours (measured: each the value that
// reproduces the most H200 results of its format, docs/textures.md).
func alignBits(f uint32, srgb bool) int {
	switch {
	case srgb:
		return 7
	case f == FormatF16:
		return 14
	}
	return 27
}

// isNormInt reports whether f is an 8- or 16-bit integer format (read normalized unless
// read as integer).
func isNormInt(f uint32) bool {
	return f == FormatU8 || f == FormatS8 || f == FormatU16 || f == FormatS16
}

// rawGetter returns the raw channels of the texel the filter's corner (a, b, c) uses.
type rawGetter func(a, b, c int) [4]uint32

func get2(ax [3]axisPos, s *texSampler) rawGetter {
	return func(a, b, cc int) [4]uint32 {
		pick := func(p axisPos, sel int) (int32, bool) {
			if sel == 1 {
				return p.i1, p.ok1
			}
			return p.i0, p.ok0
		}
		xi, xo := pick(ax[0], a)
		yi, yo := pick(ax[1], b)
		zi, zo := pick(ax[2], cc)
		var v [4]uint32
		if !xo || !yo || !zo {
			for ch := 0; ch < s.o.Res.Channels; ch++ {
				v[ch] = encodeBorder(s.o.Res.Format, s.o.Sampler.Border[ch])
			}
			return v
		}
		if s.seamless {
			xi, yi, zi = seamTexel(xi, yi, zi, int32(s.level.Width))
		}
		return s.fetchRaw(xi, yi, zi)
	}
}

// fetchRaw reads texel (x, y, z) of the current level as raw channel bits.
func (s *texSampler) fetchRaw(x, y, z int32) [4]uint32 {
	sz := uint64(FormatSize(s.o.Res.Format))
	n := uint64(s.o.Res.Channels)
	var v [4]uint32
	b := s.texelBytes(x, y, z)
	if b == nil {
		return v
	}
	for ch := uint64(0); ch < n; ch++ {
		if sz == 1 {
			v[ch] = uint32(b[ch])
		} else {
			v[ch] = uint32(binary.LittleEndian.Uint16(b[ch*2:]))
		}
	}
	return v
}

// norm16 expands a raw 8- or 16-bit channel to the 16-bit scale the filter works in.
func norm16(f uint32, raw uint32) int64 {
	switch f {
	case FormatU8:
		return int64(raw&0xff) * 257
	case FormatU16:
		return int64(raw & 0xffff)
	case FormatS8:
		return int64(int8(raw)) // scaled after the sum, -128 included (filterNorm)
	}
	// -32768 is summed as it is, not as -1's -32767 (measured: tex_2d_f32_s16x2norm_linear's
	// 6 results 2^-15 apart before; the final max(U/32767, -1) clamps a lone one)
	return int64(int16(raw))
}

func roundHalfAway(v float64) int64 {
	if v < 0 {
		return -int64(math.Floor(-v + 0.5))
	}
	return int64(math.Floor(v + 0.5))
}

// filterNorm filters an 8- or 16-bit normalized texture: in 16-bit fixed point (texels scaled
// to 0..65535, or -32767..32767 when signed), the weighted sum rounded to an integer U, the
// result U/65535 (U/32767) (measured: the H200's results are exactly such quotients).
func (s *texSampler) filterNorm(ax [3]axisPos, dims int, get rawGetter) texel {
	var sum [4]int64
	f := s.o.Res.Format
	srgb := s.o.Sampler.SRGB && f == FormatU8
	cw := cornerWeights(ax, dims, s.levelWeight(srgb))
	s.seamCorner(ax, int32(s.level.Width), &cw)
	for c := 0; c < 1<<dims; c++ {
		if cw[c] == 0 {
			continue
		}
		t := get(c&1, c>>1&1, c>>2&1)
		for ch := 0; ch < s.o.Res.Channels; ch++ {
			sum[ch] += cw[c] * norm16(f, t[ch])
		}
	}
	switch {
	case s.mip != nil && !srgb:
		s.mip.isums = sum
		return texel{}
	case s.probe != nil && !srgb:
		for ch := range sum {
			s.probe.isums[ch] += sum[ch] * 256
		}
		return texel{}
	}
	return normResult(f, sum)
}

// filterInt filters integer texels read as integers: the weighted sum (weights cw in 1/256) as
// an integer, 8- and 16-bit ones rounded halves up, 32-bit ones rounded down (measured: every
// read-as-integer linear result of testdata/reference/texref, u8/s8/u16/s16/u32/s32, clamp,
// border and wrap; the other rounding misses some of each).
func filterInt(cw [8]int64, dims int, get func(a, b, c int) texel, halfUp, signed bool) texel {
	var sum [4]int64
	for c := 0; c < 1<<dims; c++ {
		if cw[c] == 0 {
			continue
		}
		t := get(c&1, c>>1&1, c>>2&1)
		for ch := range sum {
			v := int64(t[ch])
			if signed {
				v = int64(int32(t[ch]))
			}
			sum[ch] += cw[c] * v
		}
	}
	var out texel
	for ch := range sum {
		if halfUp {
			sum[ch] += 128
		}
		out[ch] = uint32(sum[ch] >> 8)
	}
	return out
}

// normResult is the filtered value of 8/16-bit normalized weighted sums (weights in 1/256).
func normResult(f uint32, sum [4]int64) texel { return normResultIn(f, sum, 256) }

// normResultIn is normResult for weights in 1/unit (anisotropic probes weigh in 1/512 or
// 1/1024; 8-bit signed sums are brought to 1/256 first, which was not measured).
func normResultIn(f uint32, sum [4]int64, unit int64) texel {
	var out texel
	div := float64(unit)
	if f == FormatS8 && unit != 256 {
		for ch := range sum {
			sum[ch] = sum[ch] * 256 / unit
		}
		div = 256
	}
	for ch := 0; ch < 4; ch++ {
		u := roundHalfAway(float64(sum[ch]) / div)
		if f == FormatS8 {
			// 8-bit signed texels are summed as they are (-128 too); the sum S (8 fractional
			// bits) becomes 16-bit U = S + (S>>4)·257/2048, rounded half up: the scaling by
			// 32767/32512 with the correction term cut to multiples of 16 in S (measured:
			// every one of the 2431 distinct sums of the 1D sweeps, docs/textures.md)
			u = (sum[ch]*2048 + (sum[ch]>>4)*257 + 1024) >> 11
		} else if f == FormatS16 {
			// Signed results round halves up (measured: 16-bit signed sweeps all match so).
			u = int64(math.Floor(float64(sum[ch])/div + 0.5))
		}
		var v float32
		if f == FormatU8 || f == FormatU16 {
			v = float32(float64(u) / 65535)
		} else {
			v = float32(max(float64(u)/32767, -1))
		}
		out[ch] = math.Float32bits(v)
	}
	return out
}

// exactSum adds float64 terms without losing bits (a double-double), so that the texture unit's
// filter result, the exact weighted sum rounded once, can be formed.
type exactSum struct{ hi, lo float64 }

func (e *exactSum) add(v float64) {
	s := e.hi + v
	bp := s - e.hi
	err := (e.hi - (s - bp)) + (v - bp)
	e.hi, e.lo = s, e.lo+err
	// renormalize
	s2 := e.hi + e.lo
	e.lo = e.lo - (s2 - e.hi)
	e.hi = s2
}

// round16 rounds (hi+lo)*scale to binary16, to nearest with ties away from zero: the nearest of
// a first rounding and its two neighbours (binary16 is sign and magnitude: h±1 are the next
// magnitudes, zero's neighbours the smallest denormals of either sign).
func (e *exactSum) round16(scale float64) uint16 {
	hi, lo := e.hi*scale, e.lo*scale
	h := floatToHalf(float32(hi + lo))
	if math.IsNaN(hi) || math.IsInf(hi, 0) {
		return h
	}
	cands := [3]uint16{h, h + 1, h - 1}
	if h&0x7fff == 0 {
		cands = [3]uint16{h, 0x0001, 0x8001}
	}
	best, bestD := h, math.Inf(1)
	for _, c := range cands {
		if c&0x7fff > 0x7c00 {
			continue // past infinity: a NaN
		}
		v := float64(halfToFloat(c))
		d := math.Abs((hi - v) + lo)
		if d < bestD || d == bestD && math.Abs(v) > math.Abs(float64(halfToFloat(best))) {
			best, bestD = c, d
		}
	}
	return best
}

// round32 rounds (hi+lo)*scale (scale a power of two) to float32: to nearest, ties away from
// zero (measured: the H200's filter rounds exact halves away from zero).
func (e *exactSum) round32(scale float64) float32 {
	hi, lo := e.hi*scale, e.lo*scale
	if math.IsNaN(hi) || math.IsInf(hi, 0) {
		return float32(hi)
	}
	r := float32(hi)
	if float64(r) == hi {
		// hi is a float32; lo decides only if it pushes across nothing: done.
		return r
	}
	// The two float32s around hi, and the midpoint between them.
	lo32 := r
	if float64(r) > hi {
		lo32 = math.Nextafter32(r, float32(math.Inf(-1)))
	}
	hi32 := math.Nextafter32(lo32, float32(math.Inf(1)))
	mid := (float64(lo32) + float64(hi32)) / 2
	switch {
	case hi < mid || hi == mid && lo < 0:
		return lo32
	case hi > mid || hi == mid && lo > 0:
		return hi32
	}
	// an exact tie: away from zero
	if hi > 0 {
		return hi32
	}
	return lo32
}

// cubeFace maps a direction to a face and the face's normalized (s, t) coordinates.
//
// A NaN component reads as 0, and a direction with none left reads face 4's centre (measured:
// g15_nan_cube_* of testdata/texture/h200-tex15.tar.zst; all NaN reads face 4 texel (2, 2) of 4 × 4).
// A direction with an infinite component reads the centre of a positive face: that of the last
// finite nonzero component (z, then y, then x), face 4 with none, whatever the magnitudes and
// signs (measured: g15_nan_cube_*, point and linear, every such direction of h200-tex15.tar.zst;
// (0.71, 0.33, +Inf) reads face 2 (+y) at (0.5, 0.5), (-1e30, +Inf, NaN) face 0).
func cubeFace(c [3]float32) ([3]float32, int32) {
	if math.IsInf(float64(c[0]), 0) || math.IsInf(float64(c[1]), 0) || math.IsInf(float64(c[2]), 0) {
		face := int32(4)
		for i, v := range c {
			if v == v && !math.IsInf(float64(v), 0) && v != 0 {
				face = 2 * int32(i)
			}
		}
		return [3]float32{0.5, 0.5, 0}, face
	}
	for i, v := range c {
		if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
			c[i] = 0
		}
	}
	x, y, z := c[0], c[1], c[2]
	if x == 0 && y == 0 && z == 0 {
		return [3]float32{0.5, 0.5, 0}, 4
	}
	ax, ay, az := abs32(x), abs32(y), abs32(z)
	var face int32
	var sc, tc, ma float32
	switch {
	case ax > ay && ax > az:
		ma = ax
		if x >= 0 {
			face, sc, tc = 0, -z, -y
		} else {
			face, sc, tc = 1, z, -y
		}
	case ay > az:
		ma = ay
		if y >= 0 {
			face, sc, tc = 2, x, z
		} else {
			face, sc, tc = 3, x, -z
		}
	default:
		ma = az
		if z >= 0 {
			face, sc, tc = 4, x, -y
		} else {
			face, sc, tc = 5, -x, -y
		}
	}
	m := float64(ma)
	return [3]float32{cubeCoord(float64(sc) / m), cubeCoord(float64(tc) / m), 0}, face
}

// cubeCoord is the face coordinate (q + 1)/2 of a quotient q in -1..1, cut toward minus infinity
// to the 2^-21 grid that normalized coordinates are cut to (texelCoord): the texture unit keeps
// the quotient's precision up to that cut, where float32 arithmetic would round (measured:
// g9_cube_coord_linear, (0.414, 0.317, -0.414) reads t·16 - 0.5 = 354/256 where f32 gives
// 354.5/256, rounded up; (-1e30, 0.33, NaN) of g15_nan_cube_* reads t just below 0.5).
func cubeCoord(q float64) float32 {
	const half = 1 << 20
	return float32((math.Floor(q*half) + half) / (2 * half))
}

// cubeDir is the direction of face coordinates (sc, tc) of a face (the inverse of cubeFace's
// table, major axis 1).
func cubeDir(face int32, sc, tc float64) [3]float64 {
	switch face {
	case 0:
		return [3]float64{1, -tc, -sc}
	case 1:
		return [3]float64{-1, -tc, sc}
	case 2:
		return [3]float64{sc, 1, tc}
	case 3:
		return [3]float64{sc, -1, -tc}
	case 4:
		return [3]float64{sc, -tc, 1}
	}
	return [3]float64{-sc, -tc, -1}
}

// takingPart marks (nonzero) the corners whose texels take part in a float filter's special
// values (filterSpecial): those of nonzero weight, and those whose weight rounded to 0 from a
// nonzero product of axis fractions. Measured (testdata/conformance/breadth22,
// tex_3d/acube_f32_f32x4_linear): a 3D corner of fractions 122/256 x 1/256 x 53/256 weighs 0,
// yet its -Inf makes the result -Inf. Alignment (alignTexels) still counts the weights: counting
// these corners there fixes one 3D result and breaks five 2D ones. A seamless cube's missing
// corner (seamCorner) takes no part.
func (s *texSampler) takingPart(ax [3]axisPos, dims int, n int32, cw [8]int64) [8]int64 {
	part := cw
	for c := 0; c < 1<<dims; c++ {
		raw := true
		for k := 0; k < dims; k++ {
			raw = raw && (c>>k&1 == 0 || ax[k].w != 0)
		}
		if part[c] == 0 && raw && !s.seamMissing(ax, n, c) {
			part[c] = 1
		}
	}
	return part
}

// seamMissing reports whether corner c of a seamless cube's footprint is past both edges of the
// face, where no texel is (seamCorner).
func (s *texSampler) seamMissing(ax [3]axisPos, n int32, c int) bool {
	if !s.seamless {
		return false
	}
	xi, yi := ax[0].i0, ax[1].i0
	if c&1 != 0 {
		xi = ax[0].i1
	}
	if c&2 != 0 {
		yi = ax[1].i1
	}
	return (xi < 0 || xi >= n) && (yi < 0 || yi >= n)
}

// seamCorner moves the weight of the texel a seamless cube's corner lacks (past both edges of the
// face, where three faces meet) to the three that exist: each of the two across an edge gets a
// third of it rounded to nearest, the face's own corner texel the rest (measured: corner texels
// coded one face axis per channel, g10_cube_corner_w4: 56 goes 19, 19 and 18).
func (s *texSampler) seamCorner(ax [3]axisPos, n int32, cw *[8]int64) {
	if !s.seamless {
		return
	}
	for c := 0; c < 4; c++ {
		if s.seamMissing(ax, n, c) && cw[c] != 0 {
			q := (cw[c] + 1) / 3
			cw[c^1] += q
			cw[c^2] += q
			cw[c^3] += cw[c] - 2*q
			cw[c] = 0
		}
	}
}

// seamTexel maps texel (x, y) of face slice z of an n×n cubemap, possibly one texel past an
// edge, to the texel of the neighbouring face whose centre the same direction reaches.
func seamTexel(x, y, z, n int32) (int32, int32, int32) {
	if x >= 0 && x < n && y >= 0 && y < n {
		return x, y, z
	}
	face, base := z%6, z-z%6
	d := cubeDir(face, (float64(x)+0.5)/float64(n)*2-1, (float64(y)+0.5)/float64(n)*2-1)
	c, f := cubeFace([3]float32{float32(d[0]), float32(d[1]), float32(d[2])})
	tx := min(max(int32(math.Floor(float64(c[0])*float64(n))), 0), n-1)
	ty := min(max(int32(math.Floor(float64(c[1])*float64(n))), 0), n-1)
	return tx, ty, base + f
}

func abs32(f float32) float32 { return math.Float32frombits(math.Float32bits(f) &^ (1 << 31)) }

// mipLevels is the level a mipmapped sample at level of detail lod reads, and the share f (in
// 1/256) of the next level blended in.
func (s *texSampler) mipLevels(lod float32) (l0 int, f int64) {
	smp := &s.o.Sampler
	last := len(s.o.Res.Levels) - 1
	// The level of detail is cut toward zero to 1/256 (NaN reads 0) before the bias is added
	// and the clamps apply (measured: mip_lod2d_f32x4_clamps, negative levels plus a bias).
	if lod != lod {
		lod = 0
	}
	lod = float32(math.Trunc(float64(lod)*256)) / 256
	if !s.noBias {
		lod += smp.LodBias
	}
	lod = min(max(lod, smp.MinLod), smp.MaxLod)
	if lod != lod || lod < 0 {
		lod = 0
	}
	lod = min(lod, float32(last))
	if smp.MipFilter != FilterLinear || s.ints {
		return int(lod + 0.5), 0
	}
	// The level fraction is truncated to 1/256 (measured: lod 0.5/256 reads level 0 alone).
	fl := int64(math.Floor(float64(lod) * 256))
	l0, f = int(fl>>8), fl&255
	if an := anisoLevel(smp.MaxAnisotropy); an > 1 && !smp.NoTrilinearOpt {
		f = trilinearBand(f, an)
		if f == 256 {
			l0, f = l0+1, 0
		}
	}
	if l0 >= last {
		l0, f = last, 0
	}
	return l0, f
}

// sampleMip samples at level of detail lod: the nearest level, or the two around lod blended;
// the two levels' results are blended as texels are: the exact sum rounded once.
func (s *texSampler) sampleMip(c [3]float32, dims int, slice int32, lod float32) texel {
	levels := s.o.Res.Levels
	if len(levels) == 1 || s.o.Res.Kind != TexMipmapped {
		s.level = &levels[0]
		return s.sample(c, dims, slice)
	}
	l0, f := s.mipLevels(lod)
	s.level = &levels[l0]
	if f == 0 {
		return s.sample(c, dims, slice)
	}
	fm := s.o.Res.Format
	if s.o.Sampler.Filter == FilterLinear && !(s.o.Sampler.SRGB && fm == FormatU8) {
		// Trilinear: the two levels' texels are one weighted sum, the level fraction splitting
		// each level's corner weights as a further axis, rounded once.
		var lo, hi mipShare
		lo.f, hi.f, hi.upper = f, f, true
		s.mip = &lo
		s.sample(c, dims, slice)
		s.level, s.mip = &levels[l0+1], &hi
		s.sample(c, dims, slice)
		s.mip = nil
		if isNormInt(fm) {
			var sum [4]int64
			for ch := range sum {
				sum[ch] = lo.isums[ch] + hi.isums[ch]
				if s.probe != nil {
					sl, sh := s.levelShares(f)
					s.probe.isums[ch] += lo.isums[ch]*sl + hi.isums[ch]*sh
				}
			}
			return normResult(fm, sum)
		}
		var out texel
		n := 1 << dims
		for ch := range out {
			// Each level's texels align to the largest among them (measured: aligning the
			// texels of both levels together misses 15 of mip_lod1d_f32x2's results).
			var vals [16]float64
			var w [16]int64
			copy(vals[:n], lo.vals[ch][:n])
			copy(vals[n:2*n], hi.vals[ch][:n])
			copy(w[:n], lo.w[:n])
			copy(w[n:2*n], hi.w[:n])
			alignSlices(vals[:n], w[:n], alignBits(fm, false), false)
			alignSlices(vals[n:2*n], w[n:2*n], alignBits(fm, false), false)
			var e exactSum
			if s.probe != nil {
				// a probe's corner weights, times each level's share, summed with the other
				// probes'
				sl, sh := s.levelShares(f)
				for i := 0; i < 2*n; i++ {
					share := sl
					if i >= n {
						share = sh
					}
					s.probe.acc[ch].add(float64(w[i]*share) * vals[i])
				}
				continue
			}
			for i := 0; i < 2*n; i++ {
				if w[i] != 0 {
					e.add(float64(w[i]) * vals[i])
				}
			}
			if fm == FormatF16 {
				out[ch] = math.Float32bits(halfToFloat(e.round16(1.0 / 256)))
			} else {
				out[ch] = math.Float32bits(e.round32(1.0 / 256))
			}
		}
		return out
	}
	if s.probe != nil {
		// point filtering in each level: each texel weighs its level's share of the probe
		lo, hi := mipShare{f: f}, mipShare{f: f, upper: true}
		if s.probe.level != probeUpper {
			s.mip = &lo
			s.sample(c, dims, slice)
		}
		if s.probe.level != probeLower {
			s.level, s.mip = &levels[l0+1], &hi
			s.sample(c, dims, slice)
		}
		s.mip = nil
		return texel{}
	}
	a := s.sample(c, dims, slice)
	s.level = &levels[l0+1]
	b := s.sample(c, dims, slice)
	var out texel
	for ch := range out {
		var e exactSum
		e.add(float64(256-f) * float64(math.Float32frombits(a[ch])))
		e.add(float64(f) * float64(math.Float32frombits(b[ch])))
		if fm == FormatF16 {
			out[ch] = math.Float32bits(halfToFloat(e.round16(1.0 / 256)))
			continue
		}
		out[ch] = math.Float32bits(e.round32(1.0 / 256))
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
