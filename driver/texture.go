package driver

import (
	"cmp"
	"fmt"
	"sync"
	"sync/atomic"

	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/module"
	"cudasim/sim"
)

// Texture and surface objects (bindless). The driver keeps each object's
// descriptors, as the Get calls return them, and the engine's view of it
// (sim.TexObject, sim.TexResource), which a launch in the object's context
// reaches through its Memory (textureMemory). What the real driver accepts
// and refuses was measured on the H200 (testdata/texture, docs/textures.md).

// TexObject is a CUtexObject; SurfObject a CUsurfObject.
type (
	TexObject  uint64
	SurfObject uint64
)

// ResourceType is CUresourcetype.
type ResourceType uint32

const (
	ResourceTypeArray          ResourceType = 0
	ResourceTypeMipmappedArray ResourceType = 1
	ResourceTypeLinear         ResourceType = 2
	ResourceTypePitch2D        ResourceType = 3
)

// ResourceDesc is CUDA_RESOURCE_DESC: the fields of its union that Type
// selects.
type ResourceDesc struct {
	Type        ResourceType
	Array       Array          // ResourceTypeArray
	Mipmapped   MipmappedArray // ResourceTypeMipmappedArray
	DevPtr      DevicePtr      // linear and pitch2D
	Format      uint32         // linear and pitch2D: CUarray_format
	NumChannels uint32         // linear and pitch2D
	SizeInBytes uint64         // linear
	Width       uint64         // pitch2D
	Height      uint64         // pitch2D
	Pitch       uint64         // pitch2D
	Flags       uint32         // must be 0
}

// TextureDesc is CUDA_TEXTURE_DESC.
type TextureDesc struct {
	AddressMode         [3]uint32
	FilterMode          uint32
	Flags               uint32 // CU_TRSF_*
	MaxAnisotropy       uint32
	MipmapFilterMode    uint32
	MipmapLevelBias     float32
	MinMipmapLevelClamp float32
	MaxMipmapLevelClamp float32
	BorderColor         [4]float32
	Reserved            [12]int32
}

// CU_TRSF_* texture flags.
const (
	TexReadAsInteger       = 0x01
	TexNormalizedCoords    = 0x02
	TexSRGB                = 0x10
	TexDisableTrilinearOpt = 0x20
	TexSeamlessCubemap     = 0x40
)

// ResourceViewDesc is CUDA_RESOURCE_VIEW_DESC.
type ResourceViewDesc struct {
	Format                            uint32 // CUresourceViewFormat
	Width, Height, Depth              uint64
	FirstMipmapLevel, LastMipmapLevel uint32
	FirstLayer, LastLayer             uint32
}

// texState is the driver's texture and surface objects.
type texState struct {
	mu   sync.Mutex
	tex  map[uint64]*texObj
	surf map[uint64]*surfObj
	// live is len(tex) + len(surf), set under mu (counted): every launch reads it
	// (withTextures) without the lock.
	live atomic.Int32
	refs map[*moduleObj]*moduleRefs // texture and surface references (texref.go)
	// refMods is len(refs), set under mu: every launch reads it (launchRefs) without the lock.
	refMods atomic.Int32
	// watched are the sparse arrays a kernel launch visits first (sparse.go,
	// kernelBoundary), under sparseMu; nWatched is len(watched), read by every launch
	// without a lock.
	sparseMu sync.Mutex
	watched  map[*sparseState]bool
	nWatched atomic.Int32
}

// counted publishes the number of live objects after a change; ts.mu is held.
func (ts *texState) counted() { ts.live.Store(int32(len(ts.tex) + len(ts.surf))) }

// freeHandle is the smallest handle no live texture or surface object has: the H200 numbers
// both kinds from 1 and reuses freed numbers (measured: after textures 1 and 2, of which 2 was
// destroyed, and more created and destroyed, a surface object got 4 while 1 and 3 lived).
// Callers hold ts.mu.
func (ts *texState) freeHandle() uint64 {
	for h := uint64(1); ; h++ {
		_, t := ts.tex[h]
		_, s := ts.surf[h]
		if !t && !s {
			return h
		}
	}
}

type texObj struct {
	ctx  *ctx.Context
	res  ResourceDesc
	desc TextureDesc
	view *ResourceViewDesc
	obj  *sim.TexObject
	arr  *array
	mip  *mipmapped
}

type surfObj struct {
	ctx *ctx.Context
	res ResourceDesc
	r   *sim.TexResource
	arr *array
}

var texturesID = registerExtension(func(*Driver) any {
	return &texState{tex: map[uint64]*texObj{}, surf: map[uint64]*surfObj{}, refs: map[*moduleObj]*moduleRefs{}}
})

func (d *Driver) textures() *texState { return d.extension(texturesID).(*texState) }

// resolveResource checks a resource description and returns the engine's
// view of its memory, plus the array or mipmapped array it names.
func (t *Thread) resolveResource(c *ctx.Context, r *ResourceDesc, call string) (sim.TexResource, *array, *mipmapped, error) {
	bad := func(format string, args ...any) error {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: "+format, append([]any{call}, args...)...)
	}
	if r.Flags != 0 {
		return sim.TexResource{}, nil, nil, bad("resource flags %#x: must be 0", r.Flags)
	}
	switch r.Type {
	case ResourceTypeArray:
		a, ok := lookupHandle[*array](t.d, uint64(r.Array))
		if !ok {
			return sim.TexResource{}, nil, nil, cu.Errorf(cu.ErrorInvalidValue, "%s: %s is not a live array", call, t.d.handles.describe(uint64(r.Array)))
		}
		if err := unmeasuredDeferred(a.unmappedDeferred(), "an object", call); err != nil {
			return sim.TexResource{}, nil, nil, err
		}
		return a.resource(), a, nil, nil
	case ResourceTypeMipmappedArray:
		m, ok := lookupHandle[*mipmapped](t.d, uint64(r.Mipmapped))
		if !ok {
			return sim.TexResource{}, nil, nil, cu.Errorf(cu.ErrorInvalidValue, "%s: %s is not a live mipmapped array", call, t.d.handles.describe(uint64(r.Mipmapped)))
		}
		if err := unmeasuredDeferred(m.deferred, "an object", call); err != nil {
			return sim.TexResource{}, nil, nil, err
		}
		return m.resource(), nil, m, nil
	case ResourceTypeLinear, ResourceTypePitch2D:
		es := uint64(sim.FormatSize(r.Format))
		if es == 0 {
			return sim.TexResource{}, nil, nil, bad("format %#x", r.Format)
		}
		if r.NumChannels != 1 && r.NumChannels != 2 && r.NumChannels != 4 {
			return sim.TexResource{}, nil, nil, bad("%d channels: must be 1, 2 or 4", r.NumChannels)
		}
		if r.DevPtr == 0 {
			return sim.TexResource{}, nil, nil, bad("NULL device pointer")
		}
		// Measured: the address need not be device memory. Stack, malloc, pinned, registered,
		// managed and freed addresses and the end of an allocation are all accepted when aligned
		// (testdata/reference/texref/h200/hostaddr.txt); only the alignment below is checked.
		ts := es * uint64(r.NumChannels)
		attr := func(a DeviceAttribute) uint64 { return uint64(t.d.devices[c.Device].Attributes[a].Value) }
		if r.Type == ResourceTypeLinear {
			if r.DevPtr%attr(14) != 0 {
				return sim.TexResource{}, nil, nil, bad("device pointer %#x is not aligned to the texture alignment (%d bytes)", r.DevPtr, attr(14))
			}
			// Measured (tex26's t_linear and t_linlimit), not MAXIMUM_TEXTURE1D_LINEAR_WIDTH's
			// 2^28 texels: at most 2^30 whole texels, filling at most 4 GiB (2^30 texels of 1, 2
			// and 4 bytes are accepted, 2^30 + 1 refused; 2^29 of 8 bytes, 2^28 of 16; a partial
			// texel past them does not count). A size of 0 is accepted and reads as one texel.
			n := r.SizeInBytes / ts
			if n > 1<<30 || n*ts > 1<<32 {
				return sim.TexResource{}, nil, nil, bad("%d bytes of %d-byte texels: at most 2^30 texels and 4 GiB", r.SizeInBytes, ts)
			}
			n = max(n, 1)
			return sim.TexResource{Kind: sim.TexLinear, Shape: sim.Tex1D, Format: r.Format, Channels: int(r.NumChannels),
				Levels: []sim.TexLevel{{Addr: r.DevPtr, Width: uint32(min(n, 1<<32-1)), Height: 1, Depth: 1, RowPitch: n * ts, SlicePitch: n * ts}}}, nil, nil, nil
		}
		if r.DevPtr%attr(14) != 0 {
			return sim.TexResource{}, nil, nil, bad("device pointer %#x is not aligned to the texture alignment (%d bytes)", r.DevPtr, attr(14))
		}
		// Measured: width 0, pitch 0 and pitches below the row's bytes are accepted; a pitch
		// that is not a multiple of 32 is not.
		if r.Width > attr(70) || r.Height > attr(71) {
			return sim.TexResource{}, nil, nil, bad("pitch2D of %d x %d texels (at most %d x %d)", r.Width, r.Height, attr(70), attr(71))
		}
		if r.Pitch%attr(51) != 0 || r.Pitch > attr(72) {
			return sim.TexResource{}, nil, nil, bad("pitch %d for rows of %d bytes (a multiple of %d, at most %d)", r.Pitch, r.Width*ts, attr(51), attr(72))
		}
		// Measured (tex26's t_linear): a width of 0 reads as if unbounded (the texels
		// past the row's end are the memory there), a height of 0 as one row.
		w, h := r.Width, max(r.Height, 1)
		if w == 0 {
			w = attr(70)
		}
		return sim.TexResource{Kind: sim.TexPitch2D, Shape: sim.Tex2D, Format: r.Format, Channels: int(r.NumChannels),
			Levels: []sim.TexLevel{{Addr: r.DevPtr, Width: uint32(w), Height: uint32(h), Depth: 1, RowPitch: r.Pitch, SlicePitch: r.Pitch * h}}}, nil, nil, nil
	}
	return sim.TexResource{}, nil, nil, bad("resource type %d", r.Type)
}

// TexObjectCreate is cuTexObjectCreate.
func (t *Thread) TexObjectCreate(r *ResourceDesc, td *TextureDesc, view *ResourceViewDesc) (TexObject, error) {
	c, err := t.current()
	if err != nil {
		return 0, err
	}
	const call = "cuTexObjectCreate"
	if r == nil || td == nil {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "%s: NULL resource or texture descriptor", call)
	}
	res, arr, mip, err := t.resolveResource(c, r, call)
	if err != nil {
		return 0, err
	}
	bad := func(format string, args ...any) error {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: "+format, append([]any{call}, args...)...)
	}
	// Measured (testdata/texture/codes-w1.txt): a bad address mode of an
	// axis the resource has, a bad filter mode, unknown flags, the
	// seamless-cubemap flag without a cubemap and nonzero reserved words
	// are refused; a bad address mode of an axis it lacks is kept as
	// CLAMP; any anisotropy and any level clamps are accepted.
	desc := *td
	dims := resourceDims(res.Shape)
	for i, m := range desc.AddressMode {
		if m > sim.AddressBorder {
			if i < dims {
				return 0, bad("address mode %d of axis %d", m, i)
			}
			desc.AddressMode[i] = sim.AddressClamp
		}
	}
	if td.FilterMode > sim.FilterLinear || td.MipmapFilterMode > sim.FilterLinear {
		return 0, bad("filter mode %d, mipmap filter mode %d", td.FilterMode, td.MipmapFilterMode)
	}
	known := uint32(TexReadAsInteger | TexNormalizedCoords | 0x08 | TexSRGB | TexDisableTrilinearOpt)
	if res.Shape == sim.TexCube || res.Shape == sim.TexCubeLayered {
		known |= TexSeamlessCubemap
	}
	if td.Flags&^known != 0 {
		return 0, bad("texture flags %#x", td.Flags)
	}
	if td.Reserved != ([12]int32{}) {
		return 0, bad("reserved words of the texture descriptor must be 0")
	}
	td = &desc
	o := &sim.TexObject{Res: res, Sampler: sim.Sampler{
		AddressMode: td.AddressMode, Filter: td.FilterMode, MipFilter: td.MipmapFilterMode,
		ReadAsInteger: td.Flags&TexReadAsInteger != 0, Normalized: td.Flags&TexNormalizedCoords != 0,
		SRGB: td.Flags&TexSRGB != 0, Seamless: td.Flags&TexSeamlessCubemap != 0,
		NoTrilinearOpt: td.Flags&TexDisableTrilinearOpt != 0,
		MaxAnisotropy:  td.MaxAnisotropy, LodBias: td.MipmapLevelBias, MinLod: td.MinMipmapLevelClamp,
		MaxLod: td.MaxMipmapLevelClamp, Border: td.BorderColor,
	}}
	if view != nil {
		packedErr := unmeasuredPacked(arr, "a resource view", call)
		if storedWords(arr) && view.Format == 0x0d { // CU_RES_VIEW_FORMAT_UINT_1X32
			asStoredWords(&o.Res)
			packedErr = nil
		}
		if err := cmp.Or(refusedPacked(arr, view, "a resource view", call), packedErr, applyView(&o.Res, r, view, call)); err != nil {
			return 0, err
		}
	}
	if o.Res.Packed != 0 {
		if srgbOnly[o.Res.Packed] && td.Flags&TexSRGB == 0 {
			// Measured (tex26's t_fmt through the runtime, which passes these on): the
			// sRGB block-compressed formats are read with CU_TRSF_SRGB only.
			return 0, bad("format %#x is sRGB: it needs CU_TRSF_SRGB", o.Res.Packed)
		}
		if td.Flags&TexReadAsInteger != 0 {
			// The runtime refuses element reads of the block-compressed kinds itself and
			// does not ask this of 10-10-10-2 or BC6H; it was never measured.
			return 0, cu.Errorf(cu.ErrorNotSupported, "%s: CU_TRSF_READ_AS_INTEGER on format %#x: not measured on the H200, not emulated", call, o.Res.Packed)
		}
		// What a packed texel decodes to depends on the filter (sim.PackedTexel).
		o.Res.Format, o.Res.Channels = sim.PackedTexel(o.Res.Packed, td.FilterMode == sim.FilterLinear)
	}
	ts := t.d.textures()
	ts.mu.Lock()
	defer ts.mu.Unlock()
	h := ts.freeHandle()
	kept := *td
	kept.BorderColor = [4]float32{} // measured: cuTexObjectGetTextureDesc returns a zero border colour
	rec := &texObj{ctx: c, res: *r, desc: kept, obj: o, arr: arr, mip: mip}
	if view != nil {
		v := *view
		rec.view = &v
	}
	ts.tex[h] = rec
	ts.counted()
	return TexObject(h), nil
}

// srgbOnly are the block-compressed formats whose texels are sRGB-encoded.
var srgbOnly = map[uint32]bool{sim.FormatBC1SRGB: true, sim.FormatBC2SRGB: true, sim.FormatBC3SRGB: true, sim.FormatBC7SRGB: true}

// viewFormats are the CUresourceViewFormat values of uncompressed texels:
// the array format and channel count each reads the texels as.
var viewFormats = map[uint32]struct {
	format   uint32
	channels int
}{
	0x01: {sim.FormatU8, 1}, 0x02: {sim.FormatU8, 2}, 0x03: {sim.FormatU8, 4},
	0x04: {sim.FormatS8, 1}, 0x05: {sim.FormatS8, 2}, 0x06: {sim.FormatS8, 4},
	0x07: {sim.FormatU16, 1}, 0x08: {sim.FormatU16, 2}, 0x09: {sim.FormatU16, 4},
	0x0a: {sim.FormatS16, 1}, 0x0b: {sim.FormatS16, 2}, 0x0c: {sim.FormatS16, 4},
	0x0d: {sim.FormatU32, 1}, 0x0e: {sim.FormatU32, 2}, 0x0f: {sim.FormatU32, 4},
	0x10: {sim.FormatS32, 1}, 0x11: {sim.FormatS32, 2}, 0x12: {sim.FormatS32, 4},
	0x13: {sim.FormatF16, 1}, 0x14: {sim.FormatF16, 2}, 0x15: {sim.FormatF16, 4},
	0x16: {sim.FormatF32, 1}, 0x17: {sim.FormatF32, 2}, 0x18: {sim.FormatF32, 4},
}

// applyView makes res read its texels as view's format. Measured (tex26's
// t_desc and t_mip on the H200): over an array, a view whose format is
// unknown or none (an all-zero view included) or has texels of another
// size, whose extent is not the array's (a depth of 1 on a 2D array
// included), or that names mipmap levels or layers the array does not have
// is refused with CUDA_ERROR_INVALID_VALUE. Over a mipmapped array the
// extent must be level 0's whatever the first level, and the first level
// at most the last; a view of levels F..L reads levels F..L as its levels
// 0..L-F (sizes their own), cut to the levels the array has (a first level
// past the last reads the last).
// A view of layers F..L of a 2D layered array (F <= L, else refused) reads
// those layers as its layers 0..L-F (0..0: layer 0 alone), clamping layer
// indices to them, and a
// layer one past the array's last reads zeros (tex26-b's t_desc). cudasim
// says it does not emulate the rest (layer ranges of other shapes, of
// mipmapped arrays, or further past the array).
func applyView(res *sim.TexResource, r *ResourceDesc, view *ResourceViewDesc, call string) error {
	unemulated := func(format string, args ...any) error {
		return cu.Errorf(cu.ErrorNotSupported, "%s: resource view: "+format+" (not emulated: cudasim emulates views of a whole array, of layers of a 2D layered array, or of levels of a mipmapped array, in a format of the same texel size)", append([]any{call}, args...)...)
	}
	bad := func(format string, args ...any) error {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: resource view: "+format, append([]any{call}, args...)...)
	}
	if r.Type != ResourceTypeArray && r.Type != ResourceTypeMipmappedArray {
		return unemulated("a view of resource type %d", r.Type)
	}
	f, ok := viewFormats[view.Format]
	if !ok {
		return bad("format %#x is not a format of uncompressed texels", view.Format)
	}
	if n := sim.FormatSize(f.format) * f.channels; n != res.TexelSize() {
		return bad("format %#x has %d-byte texels, the array %d-byte ones", view.Format, n, res.TexelSize())
	}
	l := res.Levels[0]
	depth := uint64(0) // the array's depth as its descriptor gives it: 0 for 1D and 2D
	if res.Shape != sim.Tex1D && res.Shape != sim.Tex2D {
		depth = uint64(l.Depth)
	}
	height := uint64(0)
	if res.Shape != sim.Tex1D && res.Shape != sim.Tex1DLayered {
		height = uint64(l.Height)
	}
	sameExtent := view.Width == uint64(l.Width) && view.Height == height && view.Depth == depth
	layered := res.Shape == sim.Tex1DLayered || res.Shape == sim.Tex2DLayered || res.Shape == sim.TexCubeLayered
	if !layered && (view.FirstLayer != 0 || view.LastLayer != 0) {
		return bad("layers %d-%d of an array that is not layered", view.FirstLayer, view.LastLayer)
	}
	if r.Type == ResourceTypeArray {
		if !sameExtent {
			return bad("%dx%dx%d of a %dx%dx%d array", view.Width, view.Height, view.Depth, l.Width, height, depth)
		}
		if view.FirstMipmapLevel != 0 || view.LastMipmapLevel != 0 {
			return bad("levels %d-%d of an array without mipmaps", view.FirstMipmapLevel, view.LastMipmapLevel)
		}
	} else {
		if !sameExtent {
			return bad("levels %d-%d, %dx%dx%d: a view of a mipmapped array must have level 0's extent %dx%dx%d", view.FirstMipmapLevel, view.LastMipmapLevel,
				view.Width, view.Height, view.Depth, l.Width, height, depth)
		}
		if view.FirstMipmapLevel > view.LastMipmapLevel {
			return bad("levels %d-%d: the first after the last", view.FirstMipmapLevel, view.LastMipmapLevel)
		}
		n := len(res.Levels)
		res.Levels = res.Levels[min(int(view.FirstMipmapLevel), n-1):min(int(view.LastMipmapLevel)+1, n)]
	}
	if layered && (view.FirstLayer != 0 || view.LastLayer != 0 || res.Shape == sim.Tex2DLayered) {
		if view.FirstLayer > view.LastLayer {
			return bad("layers %d-%d: the first after the last", view.FirstLayer, view.LastLayer)
		}
		first, last, layers := uint64(view.FirstLayer), uint64(view.LastLayer), uint64(l.Depth)
		if res.Shape != sim.Tex2DLayered || r.Type != ResourceTypeArray || last > layers {
			return unemulated("layers %d-%d of a %d-layer array of shape %d (measured: 2D layered arrays, up to one layer past the last)",
				view.FirstLayer, view.LastLayer, layers, res.Shape)
		}
		lv := &res.Levels[0]
		lv.Addr += first * lv.SlicePitch
		lv.Depth = uint32(last - first + 1)
		lv.PastSlices = uint32(last + 1 - max(layers, first))
	}
	res.Format, res.Channels = f.format, f.channels
	return nil
}

// storedWords reports whether a is a 2D 10-10-10-2 array, which surfaces and 4-byte views read
// as the 32-bit words it stores (probe tex28-c, t_bc's "use" lines: a surface reads 0x061a9c38
// and then the 0x12345678 it wrote; a CU_RES_VIEW_FORMAT_UINT_1X32 view reads 0x061a9c38, 0, 0,
// 0). Other shapes and view formats are not measured.
func storedWords(a *array) bool {
	return a != nil && a.desc.Format == sim.FormatUnorm1010102 && a.desc.shape() == sim.Tex2D
}

// asStoredWords makes res read its texels as the 32-bit words they are stored in.
func asStoredWords(res *sim.TexResource) {
	res.Format, res.Channels, res.Packed = sim.FormatU32, 1, 0
}

// resourceDims is the number of address-mode axes a shape uses.
func resourceDims(s sim.TexShape) int {
	switch s {
	case sim.Tex1D, sim.Tex1DLayered:
		return 1
	case sim.Tex3D:
		return 3
	}
	return 2
}

// isIntegerRead reports whether o returns integers rather than floats.
func isIntegerRead(o *sim.TexObject) bool {
	switch o.Res.Format {
	case sim.FormatU32, sim.FormatS32:
		return true
	case sim.FormatF16, sim.FormatF32:
		return false
	}
	return o.Sampler.ReadAsInteger
}

// lookupTex finds a live texture object.
func (t *Thread) lookupTex(h TexObject, call string) (*texObj, error) {
	ts := t.d.textures()
	ts.mu.Lock()
	defer ts.mu.Unlock()
	o, ok := ts.tex[uint64(h)]
	if !ok {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%s: %#x is not a live texture object", call, uint64(h))
	}
	return o, nil
}

// TexObjectDestroy is cuTexObjectDestroy.
func (t *Thread) TexObjectDestroy(h TexObject) error {
	if _, err := t.current(); err != nil {
		return err
	}
	ts := t.d.textures()
	ts.mu.Lock()
	defer ts.mu.Unlock()
	// Measured: destroying 0, or an object twice, succeeds.
	delete(ts.tex, uint64(h))
	ts.counted()
	return nil
}

// TexObjectGetResourceDesc is cuTexObjectGetResourceDesc.
func (t *Thread) TexObjectGetResourceDesc(h TexObject) (ResourceDesc, error) {
	if _, err := t.current(); err != nil {
		return ResourceDesc{}, err
	}
	o, err := t.lookupTex(h, "cuTexObjectGetResourceDesc")
	if err != nil {
		return ResourceDesc{}, err
	}
	return answeredResource(o.res), nil
}

// answeredResource is the resource description the H200 answers for a
// texture object made of r (tex26's t_linear): a pitch-2D resource of one
// row answers pitch 0, one of height 0 a linear resource of pitch bytes.
func answeredResource(r ResourceDesc) ResourceDesc {
	if r.Type != ResourceTypePitch2D {
		return r
	}
	switch r.Height {
	case 0:
		return ResourceDesc{Type: ResourceTypeLinear, DevPtr: r.DevPtr, Format: r.Format, NumChannels: r.NumChannels, SizeInBytes: r.Pitch}
	case 1:
		r.Pitch = 0
	}
	return r
}

// TexObjectGetTextureDesc is cuTexObjectGetTextureDesc.
func (t *Thread) TexObjectGetTextureDesc(h TexObject) (TextureDesc, error) {
	if _, err := t.current(); err != nil {
		return TextureDesc{}, err
	}
	o, err := t.lookupTex(h, "cuTexObjectGetTextureDesc")
	if err != nil {
		return TextureDesc{}, err
	}
	return o.desc, nil
}

// TexObjectGetResourceViewDesc is cuTexObjectGetResourceViewDesc: the
// object's resource view, nil when it has none (then the real driver
// succeeds and writes nothing: measured).
func (t *Thread) TexObjectGetResourceViewDesc(h TexObject) (*ResourceViewDesc, error) {
	if _, err := t.current(); err != nil {
		return nil, err
	}
	o, err := t.lookupTex(h, "cuTexObjectGetResourceViewDesc")
	if err != nil {
		return nil, err
	}
	if o.view == nil {
		return nil, nil
	}
	v := *o.view
	return &v, nil
}

// SurfObjectCreate is cuSurfObjectCreate: surfaces are arrays.
func (t *Thread) SurfObjectCreate(r *ResourceDesc) (SurfObject, error) {
	c, err := t.current()
	if err != nil {
		return 0, err
	}
	const call = "cuSurfObjectCreate"
	if r == nil {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "%s: NULL resource descriptor", call)
	}
	if r.Type != ResourceTypeArray {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "%s: resource type %d: surfaces need an array", call, r.Type)
	}
	res, arr, _, err := t.resolveResource(c, r, call)
	if err != nil {
		return 0, err
	}
	if err := refusedPacked(arr, nil, "a surface object", call); err != nil {
		return 0, err
	}
	if storedWords(arr) {
		asStoredWords(&res)
	} else if err := unmeasuredPacked(arr, "a surface object", call); err != nil {
		return 0, err
	}
	// Measured: an array made without CUDA_ARRAY3D_SURFACE_LDST is accepted too.
	if arr != nil {
		t.d.surfaced(arr)
	}
	ts := t.d.textures()
	ts.mu.Lock()
	defer ts.mu.Unlock()
	h := ts.freeHandle()
	ts.surf[h] = &surfObj{ctx: c, res: *r, r: &res, arr: arr}
	ts.counted()
	return SurfObject(h), nil
}

// SurfObjectDestroy is cuSurfObjectDestroy.
func (t *Thread) SurfObjectDestroy(h SurfObject) error {
	if _, err := t.current(); err != nil {
		return err
	}
	ts := t.d.textures()
	ts.mu.Lock()
	defer ts.mu.Unlock()
	// Measured: destroying 0, an object twice, or a texture object's handle succeeds.
	delete(ts.surf, uint64(h))
	ts.counted()
	return nil
}

// SurfObjectGetResourceDesc is cuSurfObjectGetResourceDesc.
func (t *Thread) SurfObjectGetResourceDesc(h SurfObject) (ResourceDesc, error) {
	if _, err := t.current(); err != nil {
		return ResourceDesc{}, err
	}
	ts := t.d.textures()
	ts.mu.Lock()
	defer ts.mu.Unlock()
	o, ok := ts.surf[uint64(h)]
	if !ok {
		return ResourceDesc{}, cu.Errorf(cu.ErrorInvalidValue, "cuSurfObjectGetResourceDesc: %#x is not a live surface object", uint64(h))
	}
	return o.res, nil
}

// textureMemory is a launch's Memory when texture or surface objects exist:
// it resolves the handles of objects made in the launching context.
type textureMemory struct {
	module.Memory
	ts   *texState
	c    *ctx.Context
	refs *launchRefs // the launched module's bound references, as the launch took them
}

func (m textureMemory) TexObject(h uint64) (*sim.TexObject, bool) {
	m.ts.mu.Lock()
	defer m.ts.mu.Unlock()
	o, ok := m.ts.tex[h]
	if !ok || o.ctx != m.c {
		return nil, false
	}
	if o.arr != nil && o.arr.unmappedDeferred() {
		// Measured on an H100 (tex26's t_pages deferredtex): a deferred-mapping array
		// unmapped under a texture object, then read through it, faults 700 (sticky).
		gone := *o.obj
		gone.Unmapped = fmt.Sprintf("deferred-mapping array %#x, whose memory was unmapped", o.res.Array)
		return &gone, true
	}
	return o.obj, true
}

func (m textureMemory) SurfObject(h uint64) (*sim.TexResource, bool) {
	m.ts.mu.Lock()
	defer m.ts.mu.Unlock()
	o, ok := m.ts.surf[h]
	if !ok || o.ctx != m.c {
		return nil, false
	}
	if o.arr != nil {
		o.arr.surfaceReached()
	}
	return o.r, true
}

// Unreachable passes the wrapped Memory's explanation on.
func (m textureMemory) Unreachable(addr uint64) string {
	if e, ok := m.Memory.(sim.MemoryExplainer); ok {
		return e.Unreachable(addr)
	}
	return ""
}

// HasReadOnly and WriteFault pass the wrapped Memory's answers on
// (sim.WriteChecker).
func (m textureMemory) HasReadOnly() bool {
	c, ok := m.Memory.(sim.WriteChecker)
	return ok && c.HasReadOnly()
}

func (m textureMemory) WriteFault(addr, n uint64) (cu.Result, string) {
	if c, ok := m.Memory.(sim.WriteChecker); ok {
		return c.WriteFault(addr, n)
	}
	return cu.Success, ""
}

var _ sim.TextureResolver = textureMemory{}

// withTextures wraps a launch's memory so that the kernel can reach the
// texture and surface objects, and refs, the references of its module as
// the launch took them (launchRefs); memory is returned as is when there
// are none.
func (d *Driver) withTextures(c *ctx.Context, m module.Memory, refs *launchRefs) module.Memory {
	ts := d.textures()
	if ts.live.Load() == 0 && refs == nil {
		return m
	}
	return textureMemory{Memory: m, ts: ts, c: c, refs: refs}
}
