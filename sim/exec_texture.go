package sim

import (
	"encoding/binary"
	"math"
	"math/bits"
	"sync/atomic"
	"unsafe"

	"cudasim/cu"
	"cudasim/sim/fp"
)

// texture executes one texture or surface instruction (opTexture) for the lanes in mask.
func (w *warp) texture(in *inst, mask uint32) bool {
	t := &w.k.texs[in.aux]
	res, _ := w.cta.l.Memory.(TextureResolver)
	r := w.r
	mem := func(addr, n uint64) []byte { return w.global(addr, n) }
	var lastH uint64
	var lastTex *TexObject
	var lastSurf *TexResource
	if t.ref >= 0 {
		// A texture or surface reference: one state for every lane, the one the launch took.
		lastTex, lastSurf = w.reference(t)
	}
	// Stores go from the highest lane down, so that of several lanes storing to one element the
	// lowest lane's value stays (measured: three lanes of a warp writing one texel through a
	// surface reference, testdata/reference/texref kern-surf).
	store := t.kind == tkSust || t.kind == tkSustP
	for m := mask; m != 0; {
		l := bits.TrailingZeros32(m)
		if store {
			l = 31 - bits.LeadingZeros32(m)
		}
		m &^= 1 << l
		var h uint64
		if t.handle >= 0 {
			h = r[t.handle][l]
		}
		switch t.kind {
		case tkIstypep:
			// Measured: istypep.texref, .samplerref and .surfref are false for every bindless
			// handle on the H200, texture and surface objects alike.
			w.p[t.dst[0]] &^= uint32(1) << l
			continue
		case tkTxq:
			o := lastTex
			if t.ref < 0 {
				o = texObject(res, h)
			}
			lod := uint32(0)
			if t.mode == tmLevel {
				lod = uint32(r[t.lod][l])
			}
			r[t.dst[0]][l] = uint64(sizeQuery(&o.Res, t.query, lod, false))
		case tkSuq:
			o := lastSurf
			if t.ref < 0 {
				o = surfObject(res, h)
			}
			r[t.dst[0]][l] = uint64(sizeQuery(o, t.query, 0, true))
		case tkTex, tkTld4:
			if t.ref < 0 && (lastTex == nil || h != lastH) {
				lastTex, lastH = texObject(res, h), h
			}
			if lastTex.Unmapped != "" {
				w.faultf(cu.ErrorIllegalAddress, l, 0, "a texture read of %s", lastTex.Unmapped)
				return false
			}
			if lastTex.Res.Packed != 0 && t.ctype == ttS32 {
				// Packed formats were measured at float coordinates only (tex, tld4, tex.level
				// and tex.grad: tex26's t_fmt and t_bc); cudasim does not guess how integer
				// coordinates read them.
				w.faultf(cu.ErrorNotSupported, l, 0, "integer coordinates on a texture of packed format %#x: not measured on the H200, not emulated", lastTex.Res.Packed)
				return false
			}
			v := w.texSample(lastTex, t, l, mem)
			if t.dtype == ttF16x2 {
				for i := range 2 {
					lo, hi := math.Float32frombits(v[2*i]), math.Float32frombits(v[2*i+1])
					r[t.dst[i]][l] = uint64(fp.F32ToF16(lo, fp.RN)) | uint64(fp.F32ToF16(hi, fp.RN))<<16
				}
			} else {
				for i := 0; i < 4; i++ {
					r[t.dst[i]][l] = uint64(v[i])
				}
			}
			if t.resid >= 0 {
				w.p[t.resid] |= uint32(1) << l
			}
		default:
			if t.ref < 0 && (lastSurf == nil || h != lastH) {
				lastSurf, lastH = surfObject(res, h), h
			}
			if !w.surface(lastSurf, t, l, mem) {
				return false
			}
		}
	}
	return true
}

// texObject is the texture object handle h names; noTexture where it names none (measured: a
// handle that is no texture object, 0 or one destroyed, does not fault; cudasim reads zeros).
func texObject(res TextureResolver, h uint64) *TexObject {
	if res != nil {
		if o, ok := res.TexObject(h); ok {
			return o
		}
	}
	return &noTexture
}

// surfObject is the surface object handle h names; noSurface where it names none (measured with
// handle 0: loads read zeros, no fault).
func surfObject(res TextureResolver, h uint64) *TexResource {
	if res != nil {
		if o, ok := res.SurfObject(h); ok {
			return o
		}
	}
	return &noSurface
}

// sizeQuery answers txq/suq's width (q 0), height (1) or depth (2) of mipmap level lod of r: the
// sizes the array was made with, 0 where it has no such dimension, layers in the next dimension
// (a 1D layered array's height, a 2D layered array's depth), cubemaps (not faces) in a layered
// cubemap's depth, but a cubemap surface's depth counts faces (6 per cubemap); a 1D texture's
// height is 1 where its surface's is 0; a mipmapped array's level lod has its own sizes, layers
// not halved; a level r lacks is 0 x 0 x 0 (measured on the H200: testdata/conformance/breadth22,
// txq_* and suq_*, and its mipq/ for mipmapped arrays and cubemap surfaces).
func sizeQuery(r *TexResource, q uint8, lod uint32, surface bool) uint32 {
	if int(lod) >= len(r.Levels) {
		return 0
	}
	lv := &r.Levels[lod]
	w, h, d := lv.Width, lv.Height, lv.Depth
	switch r.Shape {
	case Tex1D:
		h, d = 0, 0
		if r.Kind != TexLinear && !surface {
			h = 1
		}
	case Tex1DLayered:
		h, d = d, 0
	case Tex2D:
		d = 0
	case TexCube:
		if !surface {
			d = 0
		}
	case TexCubeLayered:
		if !surface {
			d /= 6
		}
	}
	return [3]uint32{w, h, d}[q]
}

// reference is the state a texture or surface reference instruction reads through: what the
// launch's TexRefResolver holds for the reference's name, or noTexture/noSurface when the
// reference is not bound (or the launch has no resolver).
func (w *warp) reference(t *texInst) (*TexObject, *TexResource) {
	name := w.k.texRefs[t.ref]
	res, _ := w.cta.l.Memory.(TexRefResolver)
	if t.kind == tkTex || t.kind == tkTld4 || t.kind == tkTxq {
		if res != nil {
			if o, ok := res.TexRef(name); ok {
				return o, nil
			}
		}
		return &noTexture, nil
	}
	if res != nil {
		if r, ok := res.SurfRef(name); ok {
			return nil, r
		}
	}
	return nil, &noSurface
}

// noTexture and noSurface stand for handles that name no object: no levels, so reads give zeros
// and stores go nowhere.
var (
	noTexture TexObject
	noSurface TexResource
)

// texCoord reads coordinate k of lane l as a float (integer coordinates converted).
func (w *warp) texCoord(t *texInst, k int, l int) float32 {
	s := t.coord[k]
	if s < 0 {
		return 0
	}
	v := w.r[s][l]
	if t.ctype == ttS32 {
		return float32(int32(v))
	}
	return math.Float32frombits(uint32(v))
}

// texSample runs tex or tld4 for lane l.
func (w *warp) texSample(o *TexObject, t *texInst, l int, mem texMem) texel {
	s := texSampler{o: o, mem: mem, ints: o.isInt()}
	if len(o.Res.Levels) == 0 {
		return texel{}
	}
	s.level = &o.Res.Levels[0]
	var c [3]float32
	for k := 0; k < 3; k++ {
		c[k] = w.texCoord(t, k, l)
	}
	layer := int32(0)
	if t.layer >= 0 {
		layer = int32(w.r[t.layer][l])
	}
	if t.ctype == ttS32 {
		return s.fetchInt(t, w, l, layer)
	}
	dims := shapeDims(t.shape)
	flat := t.shape == Tex2D || t.shape == Tex2DLayered
	deep := o.Res.Shape == Tex3D || o.Res.Shape == TexCube || o.Res.Shape == TexCubeLayered
	if o.Res.Kind == TexLinear || t.shape == Tex3D && o.Res.Shape != Tex3D || flat && deep {
		// Measured: float coordinates on a linear resource, tex.3d on a resource that is not
		// 3D, and tex.2d or tex.a2d on a 3D, cube or layered cube one (tex26's t_bc, packed
		// formats; integer coordinates of every format alike: fetchInt) read zeros.
		return texel{}
	}
	slice := s.slice(layer)
	cube := t.shape == TexCube || t.shape == TexCubeLayered
	if cube {
		var face int32
		c, face = cubeFace(c)
		slice = face + 6*int32(min(uint32(layer), s.level.Depth/6-1)) // unsigned, as other layers (measured)
		if t.shape == TexCube {
			slice = face
		}
		s.forceNorm = true
		s.seamless = o.Sampler.Seamless && o.Sampler.Filter == FilterLinear
	}
	if t.kind == tkTld4 {
		if o.Res.Packed != 0 {
			// A gather reads packed texels as linear filtering does, point-filtered or not
			// (measured, tex26's t_bc: 10-10-10-2 gathers read the 16-bit form).
			g := *o
			g.Res.Format, g.Res.Channels = PackedTexel(o.Res.Packed, true)
			s.o = &g
		}
		return s.gather(c, t.comp, slice)
	}
	// Level of detail: explicit (tex.level), from gradients (tex.grad), 0 otherwise.
	lod := float32(0)
	s.noBias = t.mode == tmBase
	switch t.mode {
	case tmLevel:
		lod = math.Float32frombits(uint32(w.r[t.lod][l]))
	case tmGrad:
		var g [2][3]float32
		for k := 0; k < 2; k++ {
			for i := 0; i < 3; i++ {
				if t.grad[k][i] >= 0 {
					g[k][i] = math.Float32frombits(uint32(w.r[t.grad[k][i]][l]))
				}
			}
		}
		var fp footprint
		lod, fp = s.gradLod(g, dims)
		if fp.ratio > 1 && !s.ints && !(s.o.Sampler.SRGB && s.o.Res.Format == FormatU8) {
			return s.sampleAniso(c, dims, slice, lod, &fp)
		}
	}
	return s.sampleMip(c, dims, slice, lod)
}

// shapeDims is the number of filtered coordinates of a shape.
func shapeDims(sh TexShape) int {
	switch sh {
	case Tex1D, Tex1DLayered:
		return 1
	case Tex3D:
		return 3
	}
	return 2
}

// slice clamps an array index to the resource's layers; the index is unsigned (measured: -1
// reads the last layer).
func (s *texSampler) slice(layer int32) int32 {
	n := uint32(s.level.Depth)
	return int32(min(uint32(layer), n-1))
}

// fetchInt is tex with integer coordinates: the texel at those indices, no filtering.
func (s *texSampler) fetchInt(t *texInst, w *warp, l int, layer int32) texel {
	var idx [3]int32
	for k := 0; k < 3; k++ {
		if t.coord[k] >= 0 {
			idx[k] = int32(w.r[t.coord[k]][l])
		}
	}
	lv := s.level
	n := [3]int32{int32(lv.Width), int32(lv.Height), int32(lv.Depth)}
	dims := shapeDims(t.shape)
	if s.o.Res.Kind == TexLinear {
		// tex1Dfetch: an index outside the buffer reads zeros (measured).
		if idx[0] < 0 || idx[0] >= n[0] {
			return texel{}
		}
		return s.fetch(idx[0], 0, 0)
	}
	if s.o.Res.Kind != TexPitch2D {
		// Integer coordinates on a CUDA array (measured, docs/textures.md): 1D reads zeros; 2D and
		// 3D read the texel at those indices when it lies inside the level and zeros outside it,
		// whatever the address, filter and coordinate modes; tex.3d on an array that is not 3D
		// and tex.2d on a 3D one read zeros (a layered or 1D array reads as layer or row 0).
		if dims < 2 || (t.shape == Tex3D) != (s.o.Res.Shape == Tex3D) {
			return texel{}
		}
		if t.mode != tmLevel {
			for k := 0; k < dims; k++ {
				if idx[k] < 0 || idx[k] >= n[k] {
					return texel{}
				}
			}
			if dims < 3 {
				idx[2] = s.slice(layer)
			}
			return s.fetch(idx[0], idx[1], idx[2])
		}
		// tex.level's indices go through the address modes, as on pitched memory below
		// (measured with clamp: testdata/conformance/breadth22, tex_{2d,3d,a2d}_s32_*, words
		// 11-12; tex.level.1d reads zeros as tex.1d does).
	}
	for k := 0; k < dims; k++ {
		i, ok := address(idx[k], n[k], s.o.Sampler.AddressMode[k], false)
		if !ok {
			return s.border()
		}
		idx[k] = i
	}
	if dims < 3 {
		idx[2] = s.slice(layer)
	}
	return s.fetch(idx[0], idx[1], idx[2])
}

// gather is tld4: component comp of the four texels bilinear filtering would use.
func (s *texSampler) gather(c [3]float32, comp uint8, z int32) texel {
	lv := s.level
	ax := s.axis(c[0], int32(lv.Width), 0, true)
	ay := s.axis(c[1], int32(lv.Height), 1, true)
	pick := func(xi int32, xo bool, yi int32, yo bool) uint32 {
		if !xo || !yo {
			return s.border()[comp]
		}
		v := s.fetch(xi, yi, z)[comp]
		if s.o.Res.Format == FormatF32 {
			v = gatherF32(v)
		}
		return v
	}
	return texel{
		pick(ax.i0, ax.ok0, ay.i1, ay.ok1),
		pick(ax.i1, ax.ok1, ay.i1, ay.ok1),
		pick(ax.i1, ax.ok1, ay.i0, ay.ok0),
		pick(ax.i0, ax.ok0, ay.i0, ay.ok0),
	}
}

// gatherF32 is what tld4 returns for an f32 texel: a denormal flushed to zero with its sign, a NaN
// the canonical 0x7fffffff; other values unchanged (measured on the H200, 191 of 512 words of
// testdata/conformance/alias20/tex/alias20_tld4_coord_dst, whose texels are random bits; point
// sampling with tex returns the bits as stored).
func gatherF32(v uint32) uint32 {
	switch exp, frac := v>>23&0xff, v&0x7fffff; {
	case exp == 0xff && frac != 0:
		return 0x7fffffff
	case exp == 0 && frac != 0:
		return v & 0x80000000
	}
	return v
}

// surface runs suld or sust for lane l.
func (w *warp) surface(res *TexResource, t *texInst, l int, mem texMem) bool {
	if len(res.Levels) == 0 {
		if t.kind == tkSuld {
			for i := 0; i < int(t.vec); i++ {
				w.r[t.dst[i]][l] = 0 // no object: a load reads zeros (measured, suld_handle0)
			}
		}
		return true
	}
	lv := &res.Levels[0]
	x := int32(w.r[t.coord[0]][l])
	y, z := int32(0), int32(0)
	if t.coord[1] >= 0 {
		y = int32(w.r[t.coord[1]][l])
	}
	if t.coord[2] >= 0 {
		z = int32(w.r[t.coord[2]][l])
	}
	if t.layer >= 0 {
		z = int32(w.r[t.layer][l])
	}
	size := int32(t.bytes) * int32(t.vec)
	esz := int32(res.TexelSize())
	if t.kind == tkSustP {
		size = esz // a formatted store writes one texel whatever its vector length
		x *= esz   // and its x counts texels, not bytes (measured)
	}
	dims := shapeDims(t.shape)
	n := [3]int32{int32(lv.Width) * esz, int32(lv.Height), int32(lv.Depth)}
	pos := [3]int32{x, y, z}
	if dims < 3 {
		n[2] = int32(lv.Depth)
	}
	if dims < 2 {
		n[1] = 1
		pos[1] = 0
	}
	if x%size != 0 {
		// Measured: a byte coordinate that is not a multiple of the access size faults with
		// CUDA_ERROR_MISALIGNED_ADDRESS in every boundary mode.
		w.faultf(cu.ErrorMisalignedAddress, l, 0, "surface access of %d bytes at x = %d bytes", size, x)
		return false
	}
	out := false
	for k := 0; k < 3; k++ {
		lim := n[k]
		if k == 0 {
			lim = n[0] - size + 1
		}
		if pos[k] < 0 || pos[k] >= lim {
			switch t.clamp {
			case scTrap:
				w.faultf(cu.ErrorIllegalAddress, l, 0, "surface access at (%d, %d, %d) is out of range", x, y, z)
				return false
			case scClamp:
				switch {
				case k == 0 && n[0] < size:
					// A row narrower than the access holds none to clamp to: loads read
					// zeros and stores are dropped, wherever x points (measured,
					// g17_suld_*_clamp, g17b_sust_*_clamp: b32 on 1 to 3 u8 texels, v4b32
					// on 8 and 15).
					out = true
				case k == 0:
					// The last whole access that starts no later than the last texel:
					// a b32 read of a 7-texel u8 row clamps to byte 0, a b8 read of a
					// float row to the last float's first byte (measured, mix_suld_*).
					pos[k] = min(max(pos[k], 0), min((n[0]/esz-1)*esz, (n[0]/size-1)*size))
				case t.layer >= 0 && k == 2:
					// The layer is unsigned: -1 clamps to the last layer (measured).
					pos[k] = int32(min(uint32(pos[k]), uint32(lim-1)))
				default:
					pos[k] = min(max(pos[k], 0), lim-1)
				}
			default:
				out = true
			}
		}
	}
	addr := lv.Addr + uint64(pos[2])*lv.SlicePitch + uint64(pos[1])*lv.RowPitch + uint64(pos[0])
	if t.kind == tkSuld {
		var b []byte
		if !out {
			b = mem(addr, uint64(size))
		}
		for i := 0; i < int(t.vec); i++ {
			var v uint64
			if b != nil {
				v = loadN(b[i*int(t.bytes):], uint64(t.bytes))
			}
			w.r[t.dst[i]][l] = v
		}
		return true
	}
	if out {
		return true
	}
	b := mem(addr, uint64(size))
	if b == nil {
		return true
	}
	if t.kind == tkSustP {
		fs := FormatSize(res.Format)
		for ch := 0; ch < res.Channels; ch++ {
			v := uint32(0)
			if ch < int(t.vec) {
				v = uint32(w.r[t.src[ch]][l])
			}
			storeFormatted(res, b[ch*fs:], v)
		}
		return true
	}
	if t.kind == tkSured {
		// Other warps and CTAs may reduce into the element at the same time: one
		// compare-and-swap loop, as atom's (the element is aligned: x%size == 0 above).
		v := w.r[t.src[0]][l]
		if t.bytes == 4 {
			p := (*uint32)(unsafe.Pointer(&b[0]))
			for o := atomic.LoadUint32(p); ; o = atomic.LoadUint32(p) {
				n, _ := atomOp32(uint32(t.redOp), uint32(t.redType), o, uint32(v), 0, true)
				if atomic.CompareAndSwapUint32(p, o, n) {
					break
				}
			}
		} else {
			p := (*uint64)(unsafe.Pointer(&b[0]))
			for o := atomic.LoadUint64(p); ; o = atomic.LoadUint64(p) {
				n, _ := atomOp64(uint32(t.redOp), uint32(t.redType), o, v, 0, true)
				if atomic.CompareAndSwapUint64(p, o, n) {
					break
				}
			}
		}
		return true
	}
	for i := 0; i < int(t.vec); i++ {
		storeN(b[i*int(t.bytes):], uint64(t.bytes), w.r[t.src[i]][l])
	}
	return true
}

// storeFormatted is one channel of sust.p: the 32-bit value converted to the surface's format
// (measured, docs/textures.md): integers saturate (unsigned formats read the value as unsigned,
// signed ones as signed), f16 is the value as an f32 rounded toward zero (NaNs keep sign and top
// payload bits), 32-bit formats store the bits as they are.
func storeFormatted(res *TexResource, b []byte, v uint32) {
	switch res.Format {
	case FormatF32, FormatU32, FormatS32:
		binary.LittleEndian.PutUint32(b, v)
	case FormatU8:
		b[0] = byte(min(v, 0xff))
	case FormatS8:
		b[0] = byte(int8(min(max(int32(v), -128), 127)))
	case FormatU16:
		binary.LittleEndian.PutUint16(b, uint16(min(v, 0xffff)))
	case FormatS16:
		binary.LittleEndian.PutUint16(b, uint16(int16(min(max(int32(v), -32768), 32767))))
	case FormatF16:
		h := fp.F32ToF16(math.Float32frombits(v), fp.RZ)
		if v&0x7f800000 == 0x7f800000 && v&0x7fffff != 0 {
			h = uint16(v>>16)&0x8000 | 0x7c00 | uint16(v>>13)&0x3ff
			if h&0x3ff == 0 {
				h |= 0x200
			}
		}
		binary.LittleEndian.PutUint16(b, h)
	default:
		binary.LittleEndian.PutUint16(b, uint16(v))
	}
}
