package driver

import (
	"cmp"

	"cudasim/cu"
	"cudasim/sim"
)

// Texture and surface references (CUtexref, CUsurfref): the pre-CUDA-12
// way of texturing, still implemented by driver 580 and used by programs
// built with CUDA 11.x (texture<> and surface<> at file scope, whose
// module-scope .texref/.surfref variables cudart resolves with
// cuModuleGetTexRef when it loads the module). A reference holds what the
// cuTexRef* calls set: a binding (array, mipmapped array, linear or pitch2D
// memory) and sampling state. A launch of a kernel of the reference's module
// takes each bound reference's state as the texture object it amounts to
// (texRef.object), and the engine samples it as it samples objects: one
// mechanism. What the real driver answers was measured on the H200
// (testdata/reference/texref, docs/textures.md "Texture references").

// TexRef is a CUtexref; SurfRef a CUsurfref.
type (
	TexRef  uint64
	SurfRef uint64
)

// CU_TRSA_OVERRIDE_FORMAT: cuTexRefSetArray takes the array's format.
const TexRefOverrideFormat = 0x01

// texRef is one texture reference: a module's .texref variable, or one
// made by cuTexRefCreate (mod nil). Its fields are guarded by the
// driver's texture lock (texState.mu).
type texRef struct {
	handle TexRef
	mod    *moduleObj
	name   string

	format   uint32
	channels int32
	address  [3]uint32
	filter   uint32
	mipmap   uint32 // mipmap filter mode
	flags    uint32
	border   [4]float32
	aniso    uint32
	bias     float32
	minLod   float32
	maxLod   float32

	bind  ResourceType
	bound bool
	arr   *array
	mip   *mipmapped
	dptr  DevicePtr
	bytes uint64 // linear: the size bound
	w, h  uint64 // pitch2D: texels
	pitch uint64 // pitch2D
}

func (*texRef) handleKind() string { return "texture reference" }

// surfRef is one surface reference: a module's .surfref variable.
type surfRef struct {
	handle SurfRef
	mod    *moduleObj
	name   string
	arr    *array
}

func (*surfRef) handleKind() string { return "surface reference" }

// moduleRefs are the references of one loaded module, by name.
type moduleRefs struct {
	tex  map[string]*texRef
	surf map[string]*surfRef
}

// refsOf returns mo's references, made on first use from the .texref and
// .surfref variables of the PTX the module executes. Callers hold ts.mu.
func (d *Driver) refsOf(ts *texState, mo *moduleObj) *moduleRefs {
	if r, ok := ts.refs[mo]; ok {
		return r
	}
	r := &moduleRefs{tex: map[string]*texRef{}, surf: map[string]*surfRef{}}
	if m := mo.m.Code.Program.PTXModule(); m != nil {
		for _, v := range m.Variables {
			if !v.Opaque {
				continue
			}
			switch v.Type {
			case "texref":
				tr := newTexRef(mo, v.Name)
				tr.handle = TexRef(d.newHandle(tr))
				r.tex[v.Name] = tr
			case "surfref":
				sr := &surfRef{mod: mo, name: v.Name}
				sr.handle = SurfRef(d.newHandle(sr))
				r.surf[v.Name] = sr
			}
		}
	}
	ts.refs[mo] = r
	ts.refMods.Store(int32(len(ts.refs)))
	return r
}

// newTexRef is a reference in its initial state (measured: cuTexRef*Get on
// a reference nothing was set on; testdata/reference/texref).
func newTexRef(mo *moduleObj, name string) *texRef {
	a := sim.AddressClamp
	return &texRef{mod: mo, name: name, format: sim.FormatF32, channels: 1, address: [3]uint32{a, a, a}}
}

// dropModuleRefs retires the references of a module being unloaded.
func (d *Driver) dropModuleRefs(mo *moduleObj) {
	ts := d.textures()
	ts.mu.Lock()
	r, ok := ts.refs[mo]
	delete(ts.refs, mo)
	ts.refMods.Store(int32(len(ts.refs)))
	ts.mu.Unlock()
	if !ok {
		return
	}
	for _, tr := range r.tex {
		d.dropHandle(uint64(tr.handle), "texture reference of an unloaded module")
	}
	for _, sr := range r.surf {
		d.dropHandle(uint64(sr.handle), "surface reference of an unloaded module")
	}
}

// ModuleGetTexRef is cuModuleGetTexRef: the reference of the module's
// .texref variable name; every call for one name gives the same handle.
func (t *Thread) ModuleGetTexRef(h Module, name string) (TexRef, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	mo, err := t.d.module(h)
	if err != nil {
		return 0, err
	}
	ts := t.d.textures()
	ts.mu.Lock()
	defer ts.mu.Unlock()
	tr, ok := t.d.refsOf(ts, mo).tex[name]
	if !ok {
		return 0, cu.Errorf(cu.ErrorNotFound, "cuModuleGetTexRef: no texture reference %q in %v", name, mo)
	}
	return tr.handle, nil
}

// ModuleGetSurfRef is cuModuleGetSurfRef.
func (t *Thread) ModuleGetSurfRef(h Module, name string) (SurfRef, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	mo, err := t.d.module(h)
	if err != nil {
		return 0, err
	}
	ts := t.d.textures()
	ts.mu.Lock()
	defer ts.mu.Unlock()
	sr, ok := t.d.refsOf(ts, mo).surf[name]
	if !ok {
		return 0, cu.Errorf(cu.ErrorNotFound, "cuModuleGetSurfRef: no surface reference %q in %v", name, mo)
	}
	return sr.handle, nil
}

// TexRefCreate is cuTexRefCreate: a reference of no module, which no
// kernel reads (its state can be set and read back).
func (t *Thread) TexRefCreate() (TexRef, error) {
	if _, err := t.current(); err != nil {
		return 0, err
	}
	tr := newTexRef(nil, "")
	tr.handle = TexRef(t.d.newHandle(tr))
	return tr.handle, nil
}

// TexRefDestroy is cuTexRefDestroy.
func (t *Thread) TexRefDestroy(h TexRef) error {
	if _, err := t.current(); err != nil {
		return err
	}
	tr, err := t.texRef(h, "cuTexRefDestroy")
	if err != nil {
		return err
	}
	// Measured: destroying a module's reference succeeds (the real driver then crashed at
	// the next call on it; cudasim answers those with CUDA_ERROR_INVALID_HANDLE).
	if tr.mod != nil {
		ts := t.d.textures()
		ts.mu.Lock()
		if r, ok := ts.refs[tr.mod]; ok && r.tex[tr.name] == tr {
			delete(r.tex, tr.name)
		}
		ts.mu.Unlock()
	}
	t.d.dropHandle(uint64(h), "texture reference destroyed by cuTexRefDestroy")
	return nil
}

// texRef finds a live texture reference.
func (t *Thread) texRef(h TexRef, call string) (*texRef, error) {
	tr, ok := lookupHandle[*texRef](t.d, uint64(h))
	if !ok {
		return nil, cu.Errorf(cu.ErrorInvalidHandle, "%s: %s is not a texture reference", call, t.d.handles.describe(uint64(h)))
	}
	return tr, nil
}

// withTexRef runs f on the live texture reference h under the texture lock.
func (t *Thread) withTexRef(h TexRef, call string, f func(tr *texRef) error) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	tr, err := t.texRef(h, call)
	if err != nil {
		return err
	}
	ts := t.d.textures()
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return f(tr)
}

func badRef(call, format string, args ...any) error {
	return cu.Errorf(cu.ErrorInvalidValue, "%s: "+format, append([]any{call}, args...)...)
}

// TexRefSetFormat is cuTexRefSetFormat.
func (t *Thread) TexRefSetFormat(h TexRef, format uint32, channels int32) error {
	const call = "cuTexRefSetFormat"
	return t.withTexRef(h, call, func(tr *texRef) error {
		// Measured: 3 and 5 channels are refused; 0 and -1 channels and unknown formats (0,
		// 0x99) are accepted and read back (what a launch reads then: refObject).
		if channels > 4 || channels == 3 {
			return badRef(call, "%d channels: must be 1, 2 or 4", channels)
		}
		tr.format, tr.channels = format, channels
		return nil
	})
}

// TexRefSetAddressMode is cuTexRefSetAddressMode.
func (t *Thread) TexRefSetAddressMode(h TexRef, dim int32, mode uint32) error {
	const call = "cuTexRefSetAddressMode"
	return t.withTexRef(h, call, func(tr *texRef) error {
		if dim < 0 || dim > 2 {
			return badRef(call, "dimension %d: must be 0, 1 or 2", dim)
		}
		// Measured: modes 4, 7 and -1 are accepted; -1 reads back as clamp, and a kernel reads
		// mode 4 as clamp.
		if mode > sim.AddressBorder {
			mode = sim.AddressClamp
		}
		tr.address[dim] = mode
		return nil
	})
}

// TexRefSetFilterMode is cuTexRefSetFilterMode.
func (t *Thread) TexRefSetFilterMode(h TexRef, mode uint32) error {
	const call = "cuTexRefSetFilterMode"
	return t.withTexRef(h, call, func(tr *texRef) error {
		// Measured: any value is accepted and read back; a kernel reads mode 2 as point
		// filtering (refObject).
		tr.filter = mode
		return nil
	})
}

// TexRefSetMipmapFilterMode is cuTexRefSetMipmapFilterMode.
func (t *Thread) TexRefSetMipmapFilterMode(h TexRef, mode uint32) error {
	const call = "cuTexRefSetMipmapFilterMode"
	return t.withTexRef(h, call, func(tr *texRef) error {
		if mode > sim.FilterLinear {
			return badRef(call, "mipmap filter mode %d", mode)
		}
		tr.mipmap = mode
		return nil
	})
}

// TexRefSetFlags is cuTexRefSetFlags.
func (t *Thread) TexRefSetFlags(h TexRef, flags uint32) error {
	const call = "cuTexRefSetFlags"
	return t.withTexRef(h, call, func(tr *texRef) error {
		if flags&^texRefFlags != 0 {
			return badRef(call, "flags %#x", flags)
		}
		tr.flags = flags
		return nil
	})
}

// TexRefSetBorderColor is cuTexRefSetBorderColor.
func (t *Thread) TexRefSetBorderColor(h TexRef, c [4]float32) error {
	return t.withTexRef(h, "cuTexRefSetBorderColor", func(tr *texRef) error {
		tr.border = c
		return nil
	})
}

// TexRefSetMaxAnisotropy is cuTexRefSetMaxAnisotropy.
func (t *Thread) TexRefSetMaxAnisotropy(h TexRef, n uint32) error {
	return t.withTexRef(h, "cuTexRefSetMaxAnisotropy", func(tr *texRef) error {
		tr.aniso = n
		return nil
	})
}

// TexRefSetMipmapLevelBias is cuTexRefSetMipmapLevelBias.
func (t *Thread) TexRefSetMipmapLevelBias(h TexRef, bias float32) error {
	return t.withTexRef(h, "cuTexRefSetMipmapLevelBias", func(tr *texRef) error {
		tr.bias = bias
		return nil
	})
}

// TexRefSetMipmapLevelClamp is cuTexRefSetMipmapLevelClamp.
func (t *Thread) TexRefSetMipmapLevelClamp(h TexRef, min, max float32) error {
	return t.withTexRef(h, "cuTexRefSetMipmapLevelClamp", func(tr *texRef) error {
		tr.minLod, tr.maxLod = min, max
		return nil
	})
}

// texRefFlags are the CU_TRSF_* bits a reference takes (measured one by one: 0x01 to 0x20
// are accepted, 0x40 (seamless cubemap, which texture objects take) and 0x80 refused).
const texRefFlags = 0x3f

// unbind forgets a reference's binding. Callers hold the texture lock.
func (tr *texRef) unbind() {
	tr.bound, tr.arr, tr.mip, tr.dptr, tr.bytes, tr.w, tr.h, tr.pitch = false, nil, nil, 0, 0, 0, 0, 0
}

// TexRefSetArray is cuTexRefSetArray.
func (t *Thread) TexRefSetArray(h TexRef, ah Array, flags uint32) error {
	const call = "cuTexRefSetArray"
	return t.withTexRef(h, call, func(tr *texRef) error {
		if flags&^TexRefOverrideFormat != 0 {
			return badRef(call, "flags %#x: only CU_TRSA_OVERRIDE_FORMAT", flags)
		}
		a, ok := lookupHandle[*array](t.d, uint64(ah))
		if !ok {
			return cu.Errorf(cu.ErrorInvalidHandle, "%s: %s is not a live array", call, t.d.handles.describe(uint64(ah)))
		}
		if err := cmp.Or(unmeasuredPacked(a, "a texture reference", call), unmeasuredDeferred(a.unmappedDeferred(), "a texture reference", call)); err != nil {
			return err
		}
		tr.unbind()
		tr.bound, tr.bind, tr.arr = true, ResourceTypeArray, a
		if flags&TexRefOverrideFormat != 0 {
			tr.format, tr.channels = a.desc.texelFormat(), int32(a.desc.NumChannels)
		}
		return nil
	})
}

// TexRefSetMipmappedArray is cuTexRefSetMipmappedArray.
func (t *Thread) TexRefSetMipmappedArray(h TexRef, mh MipmappedArray, flags uint32) error {
	const call = "cuTexRefSetMipmappedArray"
	return t.withTexRef(h, call, func(tr *texRef) error {
		if flags&^TexRefOverrideFormat != 0 {
			return badRef(call, "flags %#x: only CU_TRSA_OVERRIDE_FORMAT", flags)
		}
		m, ok := lookupHandle[*mipmapped](t.d, uint64(mh))
		if !ok {
			return cu.Errorf(cu.ErrorInvalidHandle, "%s: %s is not a live mipmapped array", call, t.d.handles.describe(uint64(mh)))
		}
		if err := unmeasuredDeferred(m.deferred, "a texture reference", call); err != nil {
			return err
		}
		tr.unbind()
		tr.bound, tr.bind, tr.mip = true, ResourceTypeMipmappedArray, m
		if flags&TexRefOverrideFormat != 0 {
			tr.format, tr.channels = m.desc.texelFormat(), int32(m.desc.NumChannels)
		}
		return nil
	})
}

// TexRefSetAddress is cuTexRefSetAddress_v2: binds bytes of linear memory
// at dptr. The texture unit reads from an address aligned to the texture
// alignment; the byte offset returned is how far dptr lies past it, which
// tex1Dfetch indices must add (offset / texel size).
func (t *Thread) TexRefSetAddress(h TexRef, dptr DevicePtr, bytes uint64) (uint64, error) {
	const call = "cuTexRefSetAddress"
	var off uint64
	err := t.withTexRef(h, call, func(tr *texRef) error {
		c, err := t.current()
		if err != nil {
			return err
		}
		attr := func(a DeviceAttribute) uint64 { return uint64(t.d.devices[c.Device].Attributes[a].Value) }
		// Measured: a NULL pointer and 0 bytes are accepted; more texels of the reference's
		// format than CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH are refused.
		if ts := uint64(sim.FormatSize(tr.format)) * uint64(max(tr.channels, 0)); ts != 0 && bytes/ts > attr(69) {
			return badRef(call, "%d bytes of %d-byte texels: at most %d texels", bytes, ts, attr(69))
		}
		tr.unbind()
		off = dptr % attr(14) // CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT
		tr.bound, tr.bind, tr.dptr, tr.bytes = true, ResourceTypeLinear, dptr-off, bytes+off
		return nil
	})
	return off, err
}

// TexRefSetAddress2D is cuTexRefSetAddress2D_v3: binds pitched memory.
func (t *Thread) TexRefSetAddress2D(h TexRef, d *ArrayDescriptor, dptr DevicePtr, pitch uint64) error {
	const call = "cuTexRefSetAddress2D"
	return t.withTexRef(h, call, func(tr *texRef) error {
		if d == nil {
			return badRef(call, "NULL descriptor")
		}
		c, err := t.current()
		if err != nil {
			return err
		}
		attr := func(a DeviceAttribute) uint64 { return uint64(t.d.devices[c.Device].Attributes[a].Value) }
		// Measured: the address must be aligned to the texture alignment (512) and the pitch
		// to the pitch alignment (32) and hold a row; a NULL address, 0 or 3 channels, an
		// unknown format, width or height 0 are accepted; a height above 65000 is refused.
		row := d.Width * uint64(sim.FormatSize(d.Format)) * uint64(d.NumChannels)
		switch {
		case dptr%attr(14) != 0:
			return badRef(call, "device pointer %#x is not aligned to the texture alignment (%d bytes)", dptr, attr(14))
		case d.Width > attr(70) || d.Height > attr(71):
			return badRef(call, "%d x %d texels (at most %d x %d)", d.Width, d.Height, attr(70), attr(71))
		case pitch%attr(51) != 0 || pitch > attr(72) || row > pitch:
			return badRef(call, "pitch %d for rows of %d bytes (a multiple of %d, at most %d)", pitch, row, attr(51), attr(72))
		}
		tr.unbind()
		tr.bound, tr.bind, tr.dptr, tr.w, tr.h, tr.pitch = true, ResourceTypePitch2D, dptr, d.Width, d.Height, pitch
		tr.format, tr.channels = d.Format, int32(d.NumChannels)
		return nil
	})
}

// TexRefInfo is a texture reference's state as the cuTexRefGet* calls
// read it.
type TexRefInfo struct {
	AddressMode         [3]uint32
	FilterMode          uint32
	Format              uint32
	NumChannels         int32
	Flags               uint32
	BorderColor         [4]float32
	MaxAnisotropy       uint32
	MipmapFilterMode    uint32
	MipmapLevelBias     float32
	MinMipmapLevelClamp float32
	MaxMipmapLevelClamp float32
}

// TexRefGet reads a reference's sampling state (cuTexRefGetAddressMode,
// ...FilterMode, ...Format, ...Flags, ...BorderColor, ...MaxAnisotropy,
// ...MipmapFilterMode, ...MipmapLevelBias, ...MipmapLevelClamp).
func (t *Thread) TexRefGet(h TexRef, call string) (TexRefInfo, error) {
	var i TexRefInfo
	err := t.withTexRef(h, call, func(tr *texRef) error {
		i = TexRefInfo{AddressMode: tr.address, FilterMode: tr.filter, Format: tr.format, NumChannels: tr.channels,
			Flags: tr.flags, BorderColor: tr.border, MaxAnisotropy: tr.aniso, MipmapFilterMode: tr.mipmap,
			MipmapLevelBias: tr.bias, MinMipmapLevelClamp: tr.minLod, MaxMipmapLevelClamp: tr.maxLod}
		return nil
	})
	return i, err
}

// TexRefGetArray is cuTexRefGetArray.
func (t *Thread) TexRefGetArray(h TexRef) (Array, error) {
	const call = "cuTexRefGetArray"
	var a Array
	err := t.withTexRef(h, call, func(tr *texRef) error {
		if !tr.bound || tr.bind != ResourceTypeArray || !t.d.live(tr) {
			return badRef(call, "the reference is not bound to an array")
		}
		a = tr.arr.handle
		return nil
	})
	return a, err
}

// TexRefGetMipmappedArray is cuTexRefGetMipmappedArray.
func (t *Thread) TexRefGetMipmappedArray(h TexRef) (MipmappedArray, error) {
	const call = "cuTexRefGetMipmappedArray"
	var m MipmappedArray
	err := t.withTexRef(h, call, func(tr *texRef) error {
		if !tr.bound || tr.bind != ResourceTypeMipmappedArray || !t.d.live(tr) {
			return badRef(call, "the reference is not bound to a mipmapped array")
		}
		m = tr.mip.handle
		return nil
	})
	return m, err
}

// TexRefGetAddress is cuTexRefGetAddress_v2.
func (t *Thread) TexRefGetAddress(h TexRef) (DevicePtr, error) {
	const call = "cuTexRefGetAddress"
	var p DevicePtr
	err := t.withTexRef(h, call, func(tr *texRef) error {
		if !tr.bound || (tr.bind != ResourceTypeLinear && tr.bind != ResourceTypePitch2D) {
			return badRef(call, "the reference is not bound to linear memory")
		}
		p = tr.dptr
		return nil
	})
	return p, err
}

// surfRef finds a live surface reference.
func (t *Thread) surfRef(h SurfRef, call string) (*surfRef, error) {
	sr, ok := lookupHandle[*surfRef](t.d, uint64(h))
	if !ok {
		return nil, cu.Errorf(cu.ErrorInvalidHandle, "%s: %s is not a surface reference", call, t.d.handles.describe(uint64(h)))
	}
	return sr, nil
}

// SurfRefSetArray is cuSurfRefSetArray.
func (t *Thread) SurfRefSetArray(h SurfRef, ah Array, flags uint32) error {
	const call = "cuSurfRefSetArray"
	if err := t.d.ready(); err != nil {
		return err
	}
	sr, err := t.surfRef(h, call)
	if err != nil {
		return err
	}
	a, ok := lookupHandle[*array](t.d, uint64(ah))
	if !ok {
		return cu.Errorf(cu.ErrorInvalidHandle, "%s: %s is not a live array", call, t.d.handles.describe(uint64(ah)))
	}
	if flags != 0 {
		return badRef(call, "flags %#x: must be 0", flags)
	}
	if a.desc.Flags&ArraySurfaceLDST == 0 {
		return badRef(call, "the array was made without CUDA_ARRAY3D_SURFACE_LDST")
	}
	if err := unmeasuredDeferred(a.unmappedDeferred(), "a surface reference", call); err != nil {
		return err
	}
	t.d.surfaced(a)
	if err := unmeasuredPacked(a, "a surface reference", call); err != nil {
		return err
	}
	ts := t.d.textures()
	ts.mu.Lock()
	defer ts.mu.Unlock()
	sr.arr = a
	return nil
}

// SurfRefGetArray is cuSurfRefGetArray.
func (t *Thread) SurfRefGetArray(h SurfRef) (Array, error) {
	const call = "cuSurfRefGetArray"
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	sr, err := t.surfRef(h, call)
	if err != nil {
		return 0, err
	}
	ts := t.d.textures()
	ts.mu.Lock()
	defer ts.mu.Unlock()
	if sr.arr == nil || !liveArray(t.d, sr.arr) {
		return 0, badRef(call, "the reference is not bound to an array")
	}
	return sr.arr.handle, nil
}

// liveArray reports whether a is still a live array (destroying an array unbinds the
// references bound to it: measured, cuTexRefGetArray then answers CUDA_ERROR_INVALID_VALUE).
func liveArray(d *Driver, a *array) bool {
	b, ok := lookupHandle[*array](d, uint64(a.handle))
	return ok && b == a
}

// live reports whether the array or mipmapped array tr is bound to still exists (always true
// for memory bindings).
func (d *Driver) live(tr *texRef) bool {
	switch tr.bind {
	case ResourceTypeArray:
		return liveArray(d, tr.arr)
	case ResourceTypeMipmappedArray:
		m, ok := lookupHandle[*mipmapped](d, uint64(tr.mip.handle))
		return ok && m == tr.mip
	}
	return true
}

// refObject is the texture object a launch reads through tr: its binding as a resource and its
// sampling state; nil when it is not bound (the kernel then reads zeros: measured, also for a
// reference whose array was destroyed). States the Set calls accept but no texture object can
// have were not measured at a launch: an error. Callers hold the texture lock.
func (d *Driver) refObject(tr *texRef) (*sim.TexObject, error) {
	if !tr.bound || !d.live(tr) {
		return nil, nil
	}
	switch {
	case tr.channels == 0 || tr.channels == 3:
		// Measured: 0 channels on a float array, 3 on pitched floats: kernels read zeros.
		return &sim.TexObject{}, nil
	case tr.channels < 0 || sim.FormatSize(tr.format) == 0:
		// Measured for format 0x99 with one channel on a float array: tex.f32 reads
		// (0, 0, 0, 1.0); the other result types and negative channel counts were not.
		return nil, cu.Errorf(cu.ErrorNotSupported, "texture reference %s has format %#x with %d channels: what a kernel reads through it is not modelled",
			tr.name, tr.format, tr.channels)
	}
	ts := uint64(sim.FormatSize(tr.format)) * uint64(tr.channels)
	filter := tr.filter
	if filter > sim.FilterLinear {
		filter = sim.FilterPoint // measured with mode 2
	}
	var res sim.TexResource
	switch tr.bind {
	case ResourceTypeArray:
		res = tr.arr.resource()
		res.Format, res.Channels = tr.format, int(tr.channels)
	case ResourceTypeMipmappedArray:
		res = tr.mip.resource()
		res.Format, res.Channels = tr.format, int(tr.channels)
	case ResourceTypeLinear:
		n := tr.bytes / ts
		res = sim.TexResource{Kind: sim.TexLinear, Shape: sim.Tex1D, Format: tr.format, Channels: int(tr.channels),
			Levels: []sim.TexLevel{{Addr: tr.dptr, Width: uint32(n), Height: 1, Depth: 1, RowPitch: n * ts, SlicePitch: n * ts}}}
	case ResourceTypePitch2D:
		res = sim.TexResource{Kind: sim.TexPitch2D, Shape: sim.Tex2D, Format: tr.format, Channels: int(tr.channels),
			Levels: []sim.TexLevel{{Addr: tr.dptr, Width: uint32(tr.w), Height: uint32(tr.h), Depth: 1, RowPitch: tr.pitch, SlicePitch: tr.pitch * tr.h}}}
	}
	return &sim.TexObject{Res: res, Sampler: sim.Sampler{
		AddressMode: tr.address, Filter: filter, MipFilter: tr.mipmap,
		ReadAsInteger: tr.flags&TexReadAsInteger != 0, Normalized: tr.flags&TexNormalizedCoords != 0,
		SRGB: tr.flags&TexSRGB != 0, Seamless: tr.flags&TexSeamlessCubemap != 0,
		NoTrilinearOpt: tr.flags&TexDisableTrilinearOpt != 0,
		MaxAnisotropy:  tr.aniso, LodBias: tr.bias, MinLod: tr.minLod, MaxLod: tr.maxLod, Border: tr.border,
	}}, nil
}

// launchRefs is the state of a module's references as a launch takes it.
type launchRefs struct {
	tex  map[string]*sim.TexObject
	surf map[string]launchSurfRef
}

// launchSurfRef is a surface reference as a launch took it: the resource
// the kernel stores to and its array.
type launchSurfRef struct {
	res *sim.TexResource
	arr *array
}

// snapshotRefs takes the bound references of mo for a launch; nil when the
// module has none bound. Callers hold the texture lock.
func (d *Driver) snapshotRefs(ts *texState, mo *moduleObj) (*launchRefs, error) {
	r, ok := ts.refs[mo]
	if !ok {
		return nil, nil
	}
	var lr *launchRefs
	for name, tr := range r.tex {
		o, err := d.refObject(tr)
		if err != nil {
			return nil, err
		}
		if o != nil {
			if lr == nil {
				lr = &launchRefs{tex: map[string]*sim.TexObject{}, surf: map[string]launchSurfRef{}}
			}
			lr.tex[name] = o
		}
	}
	for name, sr := range r.surf {
		if sr.arr == nil || !liveArray(d, sr.arr) {
			continue
		}
		if lr == nil {
			lr = &launchRefs{tex: map[string]*sim.TexObject{}, surf: map[string]launchSurfRef{}}
		}
		res := sr.arr.resource()
		lr.surf[name] = launchSurfRef{res: &res, arr: sr.arr}
	}
	return lr, nil
}

// launchRefs takes the state of mo's bound references for a launch of one
// of its kernels: what the kernel reads is what was bound when it was
// launched, whatever the program sets while it waits in its stream. Nil
// when none is bound; an error for a state whose reads were not measured.
func (d *Driver) launchRefs(mo *moduleObj) (*launchRefs, error) {
	ts := d.textures()
	if ts.refMods.Load() == 0 { // no module has references: a launch takes no lock
		return nil, nil
	}
	ts.mu.Lock()
	defer ts.mu.Unlock()
	if len(ts.refs) == 0 {
		return nil, nil
	}
	return d.snapshotRefs(ts, mo)
}

func (m textureMemory) TexRef(name string) (*sim.TexObject, bool) {
	if m.refs == nil {
		return nil, false
	}
	o, ok := m.refs.tex[name]
	return o, ok
}

func (m textureMemory) SurfRef(name string) (*sim.TexResource, bool) {
	if m.refs == nil {
		return nil, false
	}
	r, ok := m.refs.surf[name]
	if ok {
		r.arr.surfaceReached()
	}
	return r.res, ok
}

var _ sim.TexRefResolver = textureMemory{}

// TexRefGetAddressMode is cuTexRefGetAddressMode.
func (t *Thread) TexRefGetAddressMode(h TexRef, dim int32) (uint32, error) {
	const call = "cuTexRefGetAddressMode"
	var m uint32
	err := t.withTexRef(h, call, func(tr *texRef) error {
		if dim < 0 || dim > 2 {
			return badRef(call, "dimension %d: must be 0, 1 or 2", dim)
		}
		m = tr.address[dim]
		return nil
	})
	return m, err
}

// ParamSetTexRef is cuParamSetTexRef, which bound a reference to a texture
// unit for the CUDA 2.x launch API: measured, driver 580 refuses it with
// CUDA_ERROR_INVALID_VALUE for a live reference (CU_PARAM_TR_DEFAULT and
// unit 0 alike) and CUDA_ERROR_INVALID_HANDLE for NULL. A bad function was
// not measured; it is not looked at.
func (t *Thread) ParamSetTexRef(f Function, unit int32, h TexRef) error {
	const call = "cuParamSetTexRef"
	return t.withTexRef(h, call, func(*texRef) error {
		return badRef(call, "texture units of the CUDA 2.x launch API are not available (unit %d)", unit)
	})
}

// isReference reports whether name is one of mo's .texref or .surfref
// variables or one of its kernels: names cuModuleGetGlobal refuses with
// CUDA_ERROR_INVALID_VALUE rather than CUDA_ERROR_NOT_FOUND (measured).
func (mo *moduleObj) isReference(name string) bool {
	if mo.function(name) != nil {
		return true
	}
	if m := mo.m.Code.Program.PTXModule(); m != nil {
		for _, v := range m.Variables {
			if v.Opaque && v.Name == name {
				return true
			}
		}
	}
	return false
}
