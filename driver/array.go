package driver

import (
	"bytes"
	"cmp"
	"fmt"
	"math/bits"
	"sync"

	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/mem"
	"cudasim/sim"
)

// CUDA arrays and mipmapped arrays. An array's texels live in device memory
// that the driver allocates for it (invisible to the program, which names
// the array by its handle): rows of Width texels packed one after another,
// Height rows a slice, Depth slices (3D depth, layers, or cube faces). The
// real layout is opaque, so any layout is faithful as long as only copies,
// textures and surfaces reach the texels. What the real driver accepts and
// refuses was measured on the H200 (testdata/texture, docs/textures.md).

// Array is a CUarray handle; MipmappedArray a CUmipmappedArray.
type (
	Array          uint64
	MipmappedArray uint64
)

// ArrayDescriptor is CUDA_ARRAY3D_DESCRIPTOR (and CUDA_ARRAY_DESCRIPTOR,
// which has no Depth or Flags).
type ArrayDescriptor struct {
	Width, Height, Depth uint64
	Format               uint32 // CUarray_format
	NumChannels          uint32
	Flags                uint32 // CUDA_ARRAY3D_*
}

// CUDA_ARRAY3D_* flags.
const (
	ArrayLayered        = 0x01
	ArraySurfaceLDST    = 0x02
	ArrayCubemap        = 0x04
	ArrayTextureGather  = 0x08
	ArrayDepthTexture   = 0x10
	ArrayColorAttach    = 0x20
	ArraySparse         = 0x40
	ArrayDeferredMapped = 0x80
	// ArrayVideoCodec marks an array for the video encoder and decoder
	// (CUDA_ARRAY3D_VIDEO_ENCODE_DECODE): to CUDA it is an ordinary array.
	ArrayVideoCodec = 0x100
)

// array is one CUDA array: a standalone one or a level of a mipmapped array.
type array struct {
	handle Array
	ctx    *ctx.Context
	desc   ArrayDescriptor
	level  sim.TexLevel
	alloc  uint64      // the device allocation holding the texels (standalone arrays)
	mip    *mipmapped  // the mipmapped array this is a level of, or nil
	users  int         // live texture and surface objects reading it
	mu     *sync.Mutex // the driver's texture lock
	// sparse is a sparse array's tiles or a deferred-mapping array's memory (nil
	// otherwise; levels of a mipmapped array use their mipmapped array's); deferred marks
	// a deferred-mapping array (sparse.go; a mipmapped one's memory is mapped whole).
	sparse   *sparseState
	deferred bool
}

// sparseState is the tiles of a's sparse array or mipmapped array, or nil.
func (a *array) sparseState() *sparseState {
	if a.mip != nil {
		return a.mip.sparse
	}
	return a.sparse
}

func (*array) handleKind() string { return "array" }

// mipmapped is one mipmapped array; its levels share one allocation.
type mipmapped struct {
	handle MipmappedArray
	ctx    *ctx.Context
	desc   ArrayDescriptor
	levels []*array
	alloc  uint64
	users  int
	// as array's
	sparse   *sparseState
	deferred bool
}

func (*mipmapped) handleKind() string { return "mipmapped array" }

// packedFormats are the array formats beyond the classic ones that the
// H200 accepts, with the channel count each must be given (measured for
// every format value 0..255 with 1..4 channels: testdata/texture/codes-w1.txt):
// UNORM_INT_101010_2, the block-compressed formats, and the normalized
// 8- and 16-bit ones of CUDA 11.5.
var packedFormats = map[uint32]uint32{
	0x50: 4, 0x91: 4, 0x92: 4, 0x93: 4, 0x94: 4, 0x95: 4, 0x96: 4, 0x97: 1, 0x98: 1, 0x99: 2, 0x9a: 2,
	0x9b: 3, 0x9c: 3, 0x9d: 4, 0x9e: 4, 0xc0: 1, 0xc1: 2, 0xc2: 4, 0xc3: 1, 0xc4: 2, 0xc5: 4, 0xc6: 1,
	0xc7: 2, 0xc8: 4, 0xc9: 1, 0xca: 2, 0xcb: 4,
}

// normalizedFormats are the normalized 8- and 16-bit formats of CUDA 11.5
// (UNORM_INT8X1 .. SNORM_INT16X4) with the classic format each array reads
// as: every texel of tex26's t_fmt reads the same through a texture as the
// classic format's read as normalized floats, point and linear, with and
// without sRGB.
var normalizedFormats = map[uint32]uint32{
	0xc0: sim.FormatU8, 0xc1: sim.FormatU8, 0xc2: sim.FormatU8,
	0xc3: sim.FormatU16, 0xc4: sim.FormatU16, 0xc5: sim.FormatU16,
	0xc6: sim.FormatS8, 0xc7: sim.FormatS8, 0xc8: sim.FormatS8,
	0xc9: sim.FormatS16, 0xca: sim.FormatS16, 0xcb: sim.FormatS16,
}

// texelFormat is the format the engine reads an array's texels as (for a
// packed format, one decoded texel's, point-sampled: sim.PackedTexel).
func (d ArrayDescriptor) texelFormat() uint32 {
	if f, ok := normalizedFormats[d.Format]; ok {
		return f
	}
	if d.packed() {
		f, _ := sim.PackedTexel(d.Format, false)
		return f
	}
	return d.Format
}

// packed reports whether the array's texels are block-compressed or
// 10-10-10-2 (sim/texpacked.go).
func (d ArrayDescriptor) packed() bool {
	edge, _ := sim.PackedLayout(d.Format)
	return edge > 0
}

// blockEdge is the texels a stored element spans along x and y: 4 for the
// block-compressed formats, whose copies address rows of 4x4 blocks
// (measured, tex26's t_fmt: an 8x8 BC array takes 2 rows of blocks, 8 rows
// are refused, and an offset of one block row is accepted), 1 otherwise.
func (d ArrayDescriptor) blockEdge() uint64 {
	if edge, _ := sim.PackedLayout(d.Format); edge > 0 {
		return uint64(edge)
	}
	return 1
}

// shape is the texture geometry an array descriptor describes.
func (d ArrayDescriptor) shape() sim.TexShape {
	switch {
	case d.Flags&ArrayCubemap != 0 && d.Flags&ArrayLayered != 0:
		return sim.TexCubeLayered
	case d.Flags&ArrayCubemap != 0:
		return sim.TexCube
	case d.Flags&ArrayLayered != 0 && d.Height == 0:
		return sim.Tex1DLayered
	case d.Flags&ArrayLayered != 0:
		return sim.Tex2DLayered
	case d.Depth > 0:
		return sim.Tex3D
	case d.Height > 0:
		return sim.Tex2D
	}
	return sim.Tex1D
}

// texelSize is the bytes of one element: a texel's, a 4x4 block's of the
// block-compressed formats.
func (d ArrayDescriptor) texelSize() uint64 {
	if _, bytes := sim.PackedLayout(d.Format); bytes > 0 {
		return uint64(bytes)
	}
	return uint64(sim.FormatSize(d.texelFormat())) * uint64(d.NumChannels)
}

// validate checks a descriptor against the device's limits; call names the
// entry point for messages.
func (t *Thread) validateArray(c *ctx.Context, d ArrayDescriptor, call string) error {
	bad := func(format string, args ...any) error {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: "+format, append([]any{call}, args...)...)
	}
	if n, ok := packedFormats[d.Format]; ok && n != d.NumChannels {
		return bad("array format %#x with %d channels: it has %d", d.Format, d.NumChannels, n)
	}
	if sim.FormatSize(d.texelFormat()) == 0 {
		return bad("array format %#x with %d channels", d.Format, d.NumChannels)
	}
	if d.NumChannels != 1 && d.NumChannels != 2 && d.NumChannels != 4 && !d.packed() {
		return bad("%d channels: must be 1, 2 or 4", d.NumChannels)
	}
	// Measured (codes-w2.txt): depth-texture and color-attachment flags and unknown bits are
	// refused; sparse (0x40), deferred-mapping (0x80), video codec (0x100) and 0x80000000 are
	// accepted by the H200. cudasim makes a video codec array an ordinary one (the suite's
	// s_texerrors made one by cudaMallocArray), emulates sparse and deferred-mapping ones
	// (sparse.go, blocklinear.go) and not 0x80000000 (below, once the H200's own refusals are
	// checked).
	const known = ArrayLayered | ArraySurfaceLDST | ArrayCubemap | ArrayTextureGather | ArrayVideoCodec | ArraySparse | ArrayDeferredMapped
	const unemulated = 0x80000000
	if d.Flags&^(known|unemulated) != 0 {
		return bad("array flags %#x", d.Flags)
	}
	// Measured (tex26-b's t_info, t_sparseinfo, t_sparse): a sparse array may not be 1D (layered
	// or not), a cubemap, a surface or deferred-mapping too.
	if d.Flags&ArraySparse != 0 && (d.Height == 0 || d.Flags&(ArrayDeferredMapped|ArraySurfaceLDST|ArrayCubemap) != 0) {
		return bad("a sparse array with flags %#x and height %d: sparse arrays are 2D or 3D, not cubemaps, surfaces or deferred-mapping", d.Flags, d.Height)
	}
	if d.Width == 0 {
		return bad("width 0")
	}
	if d.Height == 0 && d.Depth > 0 && d.Flags&ArrayLayered == 0 {
		return bad("height 0 with depth %d", d.Depth)
	}
	if d.Flags&ArrayLayered != 0 && d.Depth == 0 {
		return bad("a layered array of 0 layers")
	}
	attr := func(a DeviceAttribute) uint64 {
		v := t.d.devices[c.Device].Attributes[a]
		if v.Err != 0 {
			return 0
		}
		return uint64(v.Value)
	}
	type lim struct {
		v   uint64
		a   DeviceAttribute
		dim string
	}
	var lims []lim
	switch d.shape() {
	case sim.Tex1D:
		lims = []lim{{d.Width, 21, "width"}}
		if d.Flags&ArraySurfaceLDST != 0 {
			lims = append(lims, lim{d.Width, 55, "surface width"})
		}
	case sim.Tex2D:
		lims = []lim{{d.Width, 22, "width"}, {d.Height, 23, "height"}}
		if d.Flags&ArrayTextureGather != 0 {
			lims = append(lims, lim{d.Width, 45, "gather width"}, lim{d.Height, 46, "gather height"})
		}
		if d.Flags&ArraySurfaceLDST != 0 {
			lims = append(lims, lim{d.Width, 56, "surface width"}, lim{d.Height, 57, "surface height"})
		}
	case sim.Tex3D:
		lims = []lim{{d.Width, 24, "width"}, {d.Height, 25, "height"}, {d.Depth, 26, "depth"}}
		// The alternate 3D limits (8192 x 8192 x 32768) admit deeper arrays (measured:
		// 1 x 1 x 16385 is accepted, 16385 x 1 x 1 refused).
		if d.Width <= attr(47) && d.Height <= attr(48) && d.Depth <= attr(49) {
			lims = lims[:0]
		}
		if d.Flags&ArraySurfaceLDST != 0 {
			lims = append(lims, lim{d.Width, 58, "surface width"}, lim{d.Height, 59, "surface height"}, lim{d.Depth, 60, "surface depth"})
		}
	case sim.Tex1DLayered:
		lims = []lim{{d.Width, 42, "layered width"}, {d.Depth, 43, "layers"}}
	case sim.Tex2DLayered:
		lims = []lim{{d.Width, 27, "layered width"}, {d.Height, 28, "layered height"}, {d.Depth, 29, "layers"}}
	case sim.TexCube, sim.TexCubeLayered:
		if d.Width != d.Height {
			return bad("cubemap of %d x %d: faces must be square", d.Width, d.Height)
		}
		if d.shape() == sim.TexCube && d.Depth != 6 {
			return bad("cubemap with depth %d: must be 6", d.Depth)
		}
		if d.shape() == sim.TexCubeLayered && (d.Depth == 0 || d.Depth%6 != 0) {
			return bad("layered cubemap with depth %d: must be a multiple of 6", d.Depth)
		}
		lims = []lim{{d.Width, 52, "cubemap width"}}
		if d.shape() == sim.TexCubeLayered {
			// MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS (2046) bounds the faces, not the cubemaps
			// (tex26's t_info: a depth of 2046 is accepted, 2052 refused).
			lims = append(lims, lim{d.Width, 53, "layered cubemap width"}, lim{d.Depth, 54, "cubemap layer faces"})
		}
	}
	for _, l := range lims {
		if m := attr(l.a); m > 0 && l.v > m {
			return bad("%s %d exceeds the device's %d", l.dim, l.v, m)
		}
	}
	if d.Flags&ArrayTextureGather != 0 && d.shape() != sim.Tex2D {
		return bad("CUDA_ARRAY3D_TEXTURE_GATHER needs a 2D array")
	}
	if d.Flags&unemulated != 0 {
		return cu.Errorf(cu.ErrorNotSupported, "%s: array flags %#x: what flag 0x80000000 does is not known", call, d.Flags)
	}
	return d.validatePacked(call)
}

// validatePacked checks what a packed format allows. Measured (tex26's
// t_fmt and t_bc): block-compressed arrays are 2D, layered 2D, 3D, cubemaps
// or layered cubemaps (1D ones, layered or not, are refused with
// CUDA_ERROR_INVALID_VALUE; 6x6, not whole blocks, is accepted), with
// CUDA_ARRAY3D_SURFACE_LDST CUDA_ERROR_NOT_SUPPORTED, with
// CUDA_ARRAY3D_TEXTURE_GATHER accepted; 10-10-10-2 arrays are accepted in
// every shape and with either flag.
func (d ArrayDescriptor) validatePacked(call string) error {
	if !d.packed() {
		return nil
	}
	shape := d.shape()
	bc := d.blockEdge() > 1
	switch {
	case bc && (shape == sim.Tex1D || shape == sim.Tex1DLayered): // layered: tex28-c's t_bc
		return cu.Errorf(cu.ErrorInvalidValue, "%s: a 1D array of block-compressed format %#x", call, d.Format)
	case bc && d.Flags&ArraySurfaceLDST != 0:
		return &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{},
			Detail: fmt.Sprintf("%s: block-compressed format %#x with CUDA_ARRAY3D_SURFACE_LDST", call, d.Format)}
	}
	return nil
}

// refusedPacked refuses what the H200 refuses of packed arrays (probe tex28-c, t_bc's "use"
// lines, CUDA_ERROR_INVALID_VALUE): surface objects and resource views of block-compressed
// arrays (BC1, BC4, BC6H and BC7 sRGB, every view format), and views of 10-10-10-2 arrays in a
// format whose texels are not its 4 bytes (view is nil for a surface); nil otherwise.
func refusedPacked(a *array, view *ResourceViewDesc, use, call string) error {
	switch {
	case a == nil || !a.desc.packed():
		return nil
	case a.desc.blockEdge() > 1:
		return cu.Errorf(cu.ErrorInvalidValue, "%s: %s of an array of block-compressed format %#x", call, use, a.desc.Format)
	case view != nil:
		if f, ok := viewFormats[view.Format]; !ok || uint64(sim.FormatSize(f.format)*f.channels) != a.desc.texelSize() {
			return cu.Errorf(cu.ErrorInvalidValue, "%s: %s in format %#x of an array of %d-byte texels", call, use, view.Format, a.desc.texelSize())
		}
	}
	return nil
}

// unmeasuredPacked refuses a use of a packed array that was not measured on
// the H200 (surfaces, texture references, resource views, batched and 1D
// copies): CUDA_ERROR_NOT_SUPPORTED naming it; nil for other arrays.
func unmeasuredPacked(a *array, use, call string) error {
	if a == nil || !a.desc.packed() {
		return nil
	}
	return cu.Errorf(cu.ErrorNotSupported, "%s: %s of an array of format %#x: not measured on the H200, not emulated", call, use, a.desc.Format)
}

// levelOf lays out one level of w x h x depth texels (h and depth of 0 mean
// 1) at addr.
func levelOf(d ArrayDescriptor, addr, w, h, depth uint64) sim.TexLevel {
	e := d.blockEdge()
	row := (w + e - 1) / e * d.texelSize()
	h, depth = max(h, 1), max(depth, 1)
	return sim.TexLevel{Addr: addr, Width: uint32(w), Height: uint32(h), Depth: uint32(depth),
		RowPitch: row, SlicePitch: row * ((h + e - 1) / e)}
}

// levelDims are the dimensions of mipmap level l of d (layers and faces
// keep their count).
func levelDims(d ArrayDescriptor, l int) (w, h, depth uint64) {
	w = max(d.Width>>l, 1)
	if d.Height > 0 {
		h = max(d.Height>>l, 1)
	}
	depth = d.Depth
	if d.Depth > 0 && d.Flags&(ArrayLayered|ArrayCubemap) == 0 {
		depth = max(d.Depth>>l, 1)
	}
	return w, h, depth
}

// allocTexels allocates n bytes of device memory for array texels.
func (t *Thread) allocTexels(c *ctx.Context, n uint64, what string) (uint64, error) {
	a, err := t.d.mem.Alloc(mem.Request{Kind: mem.Device, Origin: mem.Variable, Label: what, Device: c.Device, Size: max(n, 16), Owner: c.Handle})
	if err != nil {
		return 0, err
	}
	return a.Base, nil
}

// ArrayCreate is cuArrayCreate_v2: a 1D or 2D array (Depth and Flags of d
// are ignored).
func (t *Thread) ArrayCreate(d ArrayDescriptor) (Array, error) {
	d.Depth, d.Flags = 0, 0
	return t.arrayCreate(d, "cuArrayCreate")
}

// Array3DCreate is cuArray3DCreate_v2.
func (t *Thread) Array3DCreate(d ArrayDescriptor) (Array, error) {
	return t.arrayCreate(d, "cuArray3DCreate")
}

func (t *Thread) arrayCreate(d ArrayDescriptor, call string) (Array, error) {
	c, err := t.current()
	if err != nil {
		return 0, err
	}
	if err := t.validateArray(c, d, call); err != nil {
		return 0, err
	}
	w, h, depth := levelDims(d, 0)
	lv := levelOf(d, 0, w, h, depth)
	size := lv.SlicePitch * uint64(lv.Depth)
	base, err := t.allocTexels(c, size, "CUDA array")
	if err != nil {
		return 0, err
	}
	lv.Addr = base
	ts := t.d.textures()
	a := &array{ctx: c, desc: d, level: lv, alloc: base, mu: &ts.mu, deferred: d.Flags&ArrayDeferredMapped != 0}
	if d.Flags&(ArraySparse|ArrayDeferredMapped) != 0 {
		a.sparse = newSparseState(layoutOf(d, 1), false, a.deferred, []sim.TexLevel{lv})
	}
	a.handle = Array(t.d.newHandle(a))
	return a.handle, nil
}

// lookupArray finds a live array.
func (t *Thread) lookupArray(h Array, call string) (*array, error) {
	a, ok := lookupHandle[*array](t.d, uint64(h))
	if !ok {
		return nil, cu.Errorf(cu.ErrorInvalidHandle, "%s: array handle %s is not a live array", call, t.d.handles.describe(uint64(h)))
	}
	return a, nil
}

// ArrayGetDescriptor is cuArrayGetDescriptor_v2.
// It looks its handle up before it checks initialisation and the context
// (handleFirst; measured).
func (t *Thread) ArrayGetDescriptor(h Array) (ArrayDescriptor, error) {
	a, err := t.lookupArray(h, "cuArrayGetDescriptor")
	if err != nil {
		return ArrayDescriptor{}, err
	}
	if _, err := t.current(); err != nil {
		return ArrayDescriptor{}, err
	}
	// Measured: 3D, layered and cubemap arrays answer too, with their width and height.
	d := a.desc
	d.Depth, d.Flags = 0, 0
	return d, nil
}

// Array3DGetDescriptor is cuArray3DGetDescriptor_v2.
func (t *Thread) Array3DGetDescriptor(h Array) (ArrayDescriptor, error) {
	if _, err := t.current(); err != nil {
		return ArrayDescriptor{}, err
	}
	a, err := t.lookupArray(h, "cuArray3DGetDescriptor")
	if err != nil {
		return ArrayDescriptor{}, err
	}
	return a.desc, nil
}

// ArrayDestroy is cuArrayDestroy. Levels of mipmapped arrays are destroyed
// with their mipmapped array. It checks initialisation, then the handle,
// then the context (measured: testdata/reference/null36).
func (t *Thread) ArrayDestroy(h Array) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	a, err := t.lookupArray(h, "cuArrayDestroy")
	if err == nil {
		_, err = t.current()
	}
	if err != nil {
		if ts, dead := t.d.handles.retired(uint64(h)); dead && ts.kind == "array" {
			// A second destroy crashed the H200's driver; through the runtime (cudaFreeArray
			// twice) it answers cudaErrorContextIsDestroyed, as a destroyed mipmapped array
			// does (tex26's t_info).
			return cu.Errorf(cu.ErrorContextIsDestroyed, "cuArrayDestroy: %s", t.d.handles.describe(uint64(h)))
		}
		return err
	}
	if a.mip != nil {
		// Measured: cuArrayDestroy of a level succeeds, and the mipmapped
		// array is destroyed later as usual; its memory stays with it.
		t.d.dropHandle(uint64(h), "level array destroyed by cuArrayDestroy")
		return nil
	}
	t.d.dropHandle(uint64(h), "array destroyed by cuArrayDestroy")
	if err := t.d.releaseTiles(a.sparse); err != nil {
		return err
	}
	if _, err := t.d.mem.FreeAs(mem.Variable, a.alloc); err != nil {
		return err
	}
	return nil
}

// MipmappedArrayCreate is cuMipmappedArrayCreate.
func (t *Thread) MipmappedArrayCreate(d ArrayDescriptor, levels uint32) (MipmappedArray, error) {
	c, err := t.current()
	if err != nil {
		return 0, err
	}
	const call = "cuMipmappedArrayCreate"
	if err := t.validateArray(c, d, call); err != nil {
		return 0, err
	}
	// Mipmapped 1D and 2D arrays have their own, smaller limits (measured,
	// tex26's t_mip: 32768 x 1 and 32768 x 32768 are accepted, 32769 x 1
	// and 32768 x 32769 refused).
	mipLim := func(v uint64, a DeviceAttribute, dim string) error {
		if lim := uint64(t.d.devices[c.Device].Attributes[a].Value); v > lim {
			return cu.Errorf(cu.ErrorInvalidValue, "%s: %s %d is over the mipmapped limit %d", call, dim, v, lim)
		}
		return nil
	}
	switch d.shape() {
	case sim.Tex1D:
		if err := mipLim(d.Width, 77, "width"); err != nil {
			return 0, err
		}
	case sim.Tex2D:
		if err := cmp.Or(mipLim(d.Width, 73, "width"), mipLim(d.Height, 74, "height")); err != nil {
			return 0, err
		}
	}
	most := 1
	for longest := max(d.Width, d.Height, d.Depth*boolTo(d.Flags&(ArrayLayered|ArrayCubemap) == 0)); longest > 1; longest >>= 1 {
		most++
	}
	// Measured: 0 levels make one, more than the full chain make the full
	// chain (testdata/texture/codes-w1.txt).
	levels = uint32(min(max(int(levels), 1), most))
	var total uint64
	lvs := make([]sim.TexLevel, levels)
	for l := range lvs {
		w, h, depth := levelDims(d, l)
		lvs[l] = levelOf(d, total, w, h, depth)
		total += (lvs[l].SlicePitch*uint64(lvs[l].Depth) + 511) / 512 * 512
	}
	base, err := t.allocTexels(c, total, "CUDA mipmapped array")
	if err != nil {
		return 0, err
	}
	ts := t.d.textures()
	m := &mipmapped{ctx: c, desc: d, alloc: base, deferred: d.Flags&ArrayDeferredMapped != 0}
	for l := range lvs {
		lvs[l].Addr += base
		w, h, depth := levelDims(d, l)
		ld := d
		ld.Width, ld.Height, ld.Depth = w, h, depth
		a := &array{ctx: c, desc: ld, level: lvs[l], mip: m, mu: &ts.mu, deferred: m.deferred}
		a.handle = Array(t.d.newHandle(a))
		m.levels = append(m.levels, a)
	}
	if d.Flags&ArraySparse != 0 || m.deferred {
		// A deferred-mapping one's memory is mapped whole, its levels in one miptail
		// (measured on an H100: t_pages deferredmip, each level then reads what was put).
		m.sparse = newSparseState(layoutOf(d, len(lvs)), true, m.deferred, lvs)
	}
	m.handle = MipmappedArray(t.d.newHandle(m))
	return m.handle, nil
}

func boolTo(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// lookupMipmapped finds a live mipmapped array.
func (t *Thread) lookupMipmapped(h MipmappedArray, call string) (*mipmapped, error) {
	m, ok := lookupHandle[*mipmapped](t.d, uint64(h))
	if !ok {
		// Measured: NULL is CUDA_ERROR_INVALID_HANDLE, a destroyed
		// mipmapped array CUDA_ERROR_CONTEXT_IS_DESTROYED.
		code := cu.ErrorInvalidHandle
		if ts, dead := t.d.handles.retired(uint64(h)); dead && ts.kind == "mipmapped array" {
			code = cu.ErrorContextIsDestroyed
		}
		if _, isArray := lookupHandle[*array](t.d, uint64(h)); isArray {
			// An array's handle crashed the H200's driver here; through the runtime
			// (cudaCreateTextureObject of an array as a mipmapped resource, which asks for
			// its level 0) it answers cudaErrorInvalidValue (tex26's t_desc).
			code = cu.ErrorInvalidValue
		}
		return nil, cu.Errorf(code, "%s: %s is not a live mipmapped array", call, t.d.handles.describe(uint64(h)))
	}
	return m, nil
}

// MipmappedArrayGetLevel is cuMipmappedArrayGetLevel.
func (t *Thread) MipmappedArrayGetLevel(h MipmappedArray, level uint32) (Array, error) {
	if _, err := t.current(); err != nil {
		return 0, err
	}
	m, err := t.lookupMipmapped(h, "cuMipmappedArrayGetLevel")
	if err != nil {
		return 0, err
	}
	if int(level) >= len(m.levels) {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuMipmappedArrayGetLevel: level %d of a mipmapped array of %d levels", level, len(m.levels))
	}
	return m.levels[level].handle, nil
}

// MipmappedArrayDestroy is cuMipmappedArrayDestroy.
func (t *Thread) MipmappedArrayDestroy(h MipmappedArray) error {
	if _, err := t.current(); err != nil {
		return err
	}
	m, err := t.lookupMipmapped(h, "cuMipmappedArrayDestroy")
	if err != nil {
		return err
	}
	t.d.dropHandle(uint64(h), "mipmapped array destroyed by cuMipmappedArrayDestroy")
	for _, a := range m.levels {
		t.d.dropHandle(uint64(a.handle), fmt.Sprintf("level of mipmapped array %#x, destroyed with it", h))
	}
	if err := t.d.releaseTiles(m.sparse); err != nil {
		return err
	}
	_, err = t.d.mem.FreeAs(mem.Variable, m.alloc)
	return err
}

// resource describes an array's texels for the engine.
func (a *array) resource() sim.TexResource {
	return a.desc.resource(sim.TexArray, []sim.TexLevel{a.level})
}

// resource describes a mipmapped array's texels for the engine.
func (m *mipmapped) resource() sim.TexResource {
	var lvs []sim.TexLevel
	for _, a := range m.levels {
		lvs = append(lvs, a.level)
	}
	return m.desc.resource(sim.TexMipmapped, lvs)
}

// resource describes texels of d's format and shape at levels for the engine.
func (d ArrayDescriptor) resource(kind sim.TexKind, levels []sim.TexLevel) sim.TexResource {
	r := sim.TexResource{Kind: kind, Shape: d.shape(), Format: d.texelFormat(), Channels: int(d.NumChannels), Levels: levels}
	if d.packed() {
		r.Packed = d.Format
		r.Format, r.Channels = sim.PackedTexel(r.Packed, false)
	}
	return r
}

// arraySide resolves the array side of a copy: the address of byte x of
// row y of slice z, the row and slice pitches, after checking that a block
// of width bytes x height rows x depth slices fits.
func (d *Driver) arraySide(h uint64, x, y, z, width, height, depth uint64, which string) (DevicePtr, uint64, uint64, error) {
	a, ok := lookupHandle[*array](d, h)
	if !ok {
		return 0, 0, 0, cu.Errorf(cu.ErrorInvalidValue, "%s array %s is not a live array", which, d.handles.describe(h))
	}
	if err := d.arrayCopied(a); err != nil {
		return 0, 0, 0, err
	}
	lv := a.level
	e := a.desc.blockEdge()
	rows := (uint64(lv.Height) + e - 1) / e // rows of blocks for the block-compressed formats
	if x+width < x || x+width > lv.RowPitch || y+height < y || y+height > rows || z+depth < z || z+depth > uint64(lv.Depth) {
		return 0, 0, 0, cu.Errorf(cu.ErrorInvalidValue, "%s: %d bytes x %d rows x %d slices at (%d, %d, %d) do not fit in an array of %d-byte rows, %d rows, %d slices",
			which, width, height, depth, x, y, z, lv.RowPitch, rows, lv.Depth)
	}
	if a.unmappedDeferred() {
		return 0, 0, 0, errDeferredUnmapped{a}
	}
	return lv.Addr + z*lv.SlicePitch + y*lv.RowPitch + x, lv.RowPitch, lv.SlicePitch, nil
}

// arrayLinear resolves bytes [off, off+n) of an array taken as one run of
// bytes (cuMemcpyHtoA and the other 1D array copies).
func (d *Driver) arrayLinear(h Array, off, n uint64, which string) (DevicePtr, error) {
	a, ok := lookupHandle[*array](d, uint64(h))
	if !ok {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "%s array %s is not a live array", which, d.handles.describe(uint64(h)))
	}
	if a.desc.blockEdge() > 1 {
		// Whether a block-compressed array's first row is one of blocks here too was not
		// measured (t_fmt copied them with cudaMemcpy2D*).
		return 0, unmeasuredPacked(a, "a 1D copy", which)
	}
	if err := d.arrayCopied(a); err != nil {
		return 0, err
	}
	lv := a.level
	// Measured: these copies reach the first row only (a 2D array's
	// 512 bytes refused, its first 64-byte row accepted), and a copy of no
	// bytes succeeds wherever it points.
	size := lv.RowPitch
	if n == 0 {
		return lv.Addr, nil
	}
	if off+n < off || off+n > size {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "%s: %d bytes at offset %d of the array's first row of %d bytes", which, n, off, size)
	}
	if a.unmappedDeferred() {
		return 0, errDeferredUnmapped{a}
	}
	return lv.Addr + off, nil
}

// MemcpyHtoA is cuMemcpyHtoA_v2: len(src) bytes to the array at byte offset off.
func (t *Thread) MemcpyHtoA(dst Array, off uint64, src []byte) error {
	if err := t.syncCopy(); err != nil {
		return err
	}
	return t.d.writeArrayLinear(dst, off, src)
}

// writeArrayLinear copies src into array dst at byte offset off (cuMemcpyHtoA).
func (d *Driver) writeArrayLinear(dst Array, off uint64, src []byte) error {
	p, err := d.arrayLinear(dst, off, uint64(len(src)), "cuMemcpyHtoA destination")
	if err != nil {
		return d.copyFault(err)
	}
	if err := d.mem.Write(p, src); err != nil {
		return err
	}
	return d.arrayWritten(uint64(dst), off, 0, 0, uint64(len(src)), 1, 1)
}

// MemcpyAtoH is cuMemcpyAtoH_v2: len(dst) bytes from the array at byte offset off.
func (t *Thread) MemcpyAtoH(dst []byte, src Array, off uint64) error {
	if err := t.syncCopy(); err != nil {
		return err
	}
	return t.d.readArrayLinear(dst, src, off)
}

// readArrayLinear copies len(dst) bytes of array src from byte offset off (cuMemcpyAtoH).
func (d *Driver) readArrayLinear(dst []byte, src Array, off uint64) error {
	p, err := d.arrayLinear(src, off, uint64(len(dst)), "cuMemcpyAtoH source")
	if err != nil {
		return d.copyFault(err)
	}
	return d.mem.Read(p, dst)
}

// MemcpyAtoD is cuMemcpyAtoD_v2.
func (t *Thread) MemcpyAtoD(dst DevicePtr, src Array, off, n uint64) error {
	c, err := t.syncStart(t.d.deviceRange(dst, n, true))
	if err != nil {
		return err
	}
	p, err := t.d.arrayLinear(src, off, n, "cuMemcpyAtoD source")
	if err != nil {
		return t.d.copyFault(err)
	}
	return t.syncRun(c, "cuMemcpyAtoD", func() error { return t.d.mem.Copy(dst, p, n) })
}

// MemcpyDtoA is cuMemcpyDtoA_v2.
func (t *Thread) MemcpyDtoA(dst Array, off uint64, src DevicePtr, n uint64) error {
	c, err := t.syncStart(t.d.deviceRange(src, n, false))
	if err != nil {
		return err
	}
	p, err := t.d.arrayLinear(dst, off, n, "cuMemcpyDtoA destination")
	if err != nil {
		return t.d.copyFault(err)
	}
	return t.syncRun(c, "cuMemcpyDtoA", func() error {
		if err := t.d.mem.Copy(p, src, n); err != nil {
			return err
		}
		return t.d.arrayWritten(uint64(dst), off, 0, 0, n, 1, 1)
	})
}

// MemcpyAtoA is cuMemcpyAtoA_v2.
func (t *Thread) MemcpyAtoA(dst Array, dstOff uint64, src Array, srcOff, n uint64) error {
	c, err := t.syncStart(true)
	if err != nil {
		return err
	}
	s, err := t.d.arrayLinear(src, srcOff, n, "cuMemcpyAtoA source")
	if err != nil {
		return t.d.copyFault(err)
	}
	p, err := t.d.arrayLinear(dst, dstOff, n, "cuMemcpyAtoA destination")
	if err != nil {
		return t.d.copyFault(err)
	}
	return t.syncRun(c, "cuMemcpyAtoA", func() error {
		if err := t.d.mem.Copy(p, s, n); err != nil {
			return err
		}
		return t.d.arrayWritten(uint64(dst), dstOff, 0, 0, n, 1, 1)
	})
}

// MemcpyHtoAAsync is cuMemcpyHtoAAsync_v2: checked at the call, then in
// stream order as cuMemcpyHtoDAsync (a pageable source staged at once).
func (t *Thread) MemcpyHtoAAsync(dst Array, off uint64, src []byte, s Stream) error {
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	// Captured, a memcpy node that makes the copy when the graph runs, as Memcpy3DAsync's
	// (not measured for this call: before session 29 it ran at once and made no node).
	desc := MemcpyNodeParams{SrcMemoryType: MemoryTypeHost, SrcHost: hostAddr(src), DstMemoryType: MemoryTypeArray,
		DstArray: uint64(dst), DstXInBytes: off, WidthInBytes: uint64(len(src)), Height: 1, Depth: 1}
	if ok, err := t.captureCopy(s, desc, func() error { return t.d.writeArrayLinear(dst, off, src) }); ok {
		return err
	}
	if _, err := t.d.arrayLinear(dst, off, uint64(len(src)), "cuMemcpyHtoA destination"); err != nil {
		return t.d.copyFault(err)
	}
	if inFlight.Load() > 0 && !t.d.pageLocked(src) {
		src = bytes.Clone(src) // staged: the caller may reuse its memory at once
	}
	return t.streamOp(s, c, "cuMemcpyHtoAAsync", false, func() error { return t.d.writeArrayLinear(dst, off, src) })
}

// MemcpyAtoHAsync is cuMemcpyAtoHAsync_v2: checked at the call, then in
// stream order as cuMemcpyDtoHAsync (a pageable destination waits).
func (t *Thread) MemcpyAtoHAsync(dst []byte, src Array, off uint64, s Stream) error {
	c, err := t.streamContext(s)
	if err != nil {
		return err
	}
	desc := MemcpyNodeParams{SrcMemoryType: MemoryTypeArray, SrcArray: uint64(src), SrcXInBytes: off, DstMemoryType: MemoryTypeHost,
		DstHost: hostAddr(dst), WidthInBytes: uint64(len(dst)), Height: 1, Depth: 1}
	if ok, err := t.captureCopy(s, desc, func() error { return t.d.readArrayLinear(dst, src, off) }); ok {
		return err
	}
	if _, err := t.d.arrayLinear(src, off, uint64(len(dst)), "cuMemcpyAtoH source"); err != nil {
		return t.d.copyFault(err)
	}
	return t.streamOp(s, c, "cuMemcpyAtoHAsync", inFlight.Load() > 0 && !t.d.pageLocked(dst), func() error { return t.d.readArrayLinear(dst, src, off) })
}

// Memcpy3D is CUDA_MEMCPY3D: a block of WidthInBytes x Height x Depth
// between host, device or array memory.
type Memcpy3D struct {
	SrcXInBytes, SrcY, SrcZ, SrcLOD uint64
	SrcMemoryType                   MemoryType
	SrcHost, SrcDevice              DevicePtr
	SrcArray                        uint64
	SrcPitch, SrcHeight             uint64

	DstXInBytes, DstY, DstZ, DstLOD uint64
	DstMemoryType                   MemoryType
	DstHost, DstDevice              DevicePtr
	DstArray                        uint64
	DstPitch, DstHeight             uint64

	WidthInBytes, Height, Depth uint64
	Reserved0, Reserved1        uint64
}

// side3D resolves one side of a 3D copy to its first address, row pitch and
// slice pitch.
func (d *Driver) side3D(kind MemoryType, host, dev DevicePtr, arr uint64, x, y, z, lod, pitch, height uint64, p *Memcpy3D, which string) (DevicePtr, uint64, uint64, error) {
	if kind == MemoryTypeArray {
		if lod != 0 {
			return 0, 0, 0, cu.Errorf(cu.ErrorInvalidValue, "%s LOD %d: must be 0", which, lod)
		}
		return d.arraySide(arr, x, y, z, p.WidthInBytes, p.Height, p.Depth, which)
	}
	// Measured (docs/suite.md, "cuMemcpy3D's pointer sides"): a row must
	// hold the copy's from x on, one row too, where a pitch of 0 passes for
	// one row; a height of 0 is unused, another must hold y + the rows.
	if (pitch != 0 || p.Height*p.Depth > 1) && (x+p.WidthInBytes < x || x+p.WidthInBytes > pitch) {
		return 0, 0, 0, cu.Errorf(cu.ErrorInvalidValue, "%s: %d-byte rows at x offset %d do not fit its pitch %d", which, p.WidthInBytes, x, pitch)
	}
	if height != 0 && (y+p.Height < y || y+p.Height > height) {
		return 0, 0, 0, cu.Errorf(cu.ErrorInvalidValue, "%s: %d rows from row %d do not fit its height %d", which, p.Height, y, height)
	}
	if height == 0 && p.Depth > 1 {
		// The H200 accepts it; where its slices lie was not measured.
		return 0, 0, 0, cu.Errorf(cu.ErrorNotSupported, "%s: height 0 for %d slices: the slice pitch is unknown", which, p.Depth)
	}
	base, err := side2D(kind, host, dev, x, y, pitch, which)
	if err != nil {
		return 0, 0, 0, err
	}
	start := dev
	if kind == MemoryTypeHost {
		start = host
	}
	if !layoutFits(uint64(start), x, y, z, pitch, height, p) && (kind != MemoryTypeDevice || !layoutFits(0, 0, 0, 0, pitch, height, p)) {
		// On a device side the H200 takes the copy's start modulo 2^64, as the
		// arithmetic here does: a source row of 2^63 or 2^60 at pitch 16, or a slice
		// of 2^62 or 2^58 of 64 bytes, copied the first rows' bytes, and row 2^59+1
		// (2^63+16 bytes on) lay in no allocation, CUDA_ERROR_INVALID_VALUE
		// (testdata/reference/fuzz27). Not measured: a host or unified side, and
		// rows and slices that span more than 2^64 bytes themselves (they would
		// wrap over the same memory again and again).
		return 0, 0, 0, cu.Errorf(cu.ErrorNotSupported, "%s: %d-byte rows from x %d, row %d, slice %d (pitch %d, height %d, %d rows, %d slices) on a %s side run past 2^64 bytes: what the H200 does was not measured",
			which, p.WidthInBytes, x, y, z, pitch, height, p.Height, p.Depth, memTypeNames[kind])
	}
	if _, known := d.mem.Lookup(base); kind == MemoryTypeDevice && !known {
		// Pageable host memory named as device memory (cudaMemcpy2D with a kind that
		// says device for a malloc'd side): the H200 refused every such copy and ran
		// every other pairing (libcuda/testdata/cudart/apiexplore24, s_ax_copy2d).
		return 0, 0, 0, cu.Errorf(cu.ErrorInvalidValue, "%s: device side %#x lies in no allocation", which, base)
	}
	return base + z*pitch*height, pitch, pitch * height, nil
}

// layoutFits reports whether the last byte of p's copy on a linear side
// starting at base, at x + (y + Height-1 + (z + Depth-1)*height)*pitch +
// Width-1 from it (CUDA_MEMCPY3D's layout), is reached without the address
// passing 2^64. An empty copy fits.
func layoutFits(base, x, y, z, pitch, height uint64, p *Memcpy3D) bool {
	if p.WidthInBytes == 0 || p.Height == 0 || p.Depth == 0 {
		return true
	}
	add := func(a, b uint64, ok bool) (uint64, bool) {
		s, c := bits.Add64(a, b, 0)
		return s, ok && c == 0
	}
	mul := func(a, b uint64, ok bool) (uint64, bool) {
		hi, lo := bits.Mul64(a, b)
		return lo, ok && hi == 0
	}
	slice, ok := add(z, p.Depth-1, true)
	rows, ok := mul(slice, height, ok)
	rows, ok = add(rows, y, ok)
	rows, ok = add(rows, p.Height-1, ok)
	end, ok := mul(rows, pitch, ok)
	end, ok = add(end, x, ok)
	end, ok = add(end, p.WidthInBytes-1, ok)
	_, ok = add(end, base, ok)
	return ok
}

func (d *Driver) copy3D(p *Memcpy3D) error {
	c, err := d.plan3D(p)
	if err != nil || c == nil {
		return err
	}
	return c.run()
}

// plan3D is a checked 3-D copy: its sides resolved to addresses (a host
// side's too), rows pitch bytes apart and slices slice bytes apart.
type plan3D struct {
	d                  *Driver
	p                  Memcpy3D
	src, dst           DevicePtr
	srcPitch, srcSlice uint64
	dstPitch, dstSlice uint64
}

// plan3D checks copy p's sides now and returns the copy, to run now or in
// stream order later (it keeps what it needs of p). It is nil, with no
// error, where there is nothing to copy: an empty extent, or a side
// copyFault made the context's sticky error.
func (d *Driver) plan3D(p *Memcpy3D) (*plan3D, error) {
	// The reserved fields are not checked (measured).
	if p.WidthInBytes == 0 || p.Height == 0 || p.Depth == 0 {
		return nil, nil
	}
	src, sp, ss, err := d.side3D(p.SrcMemoryType, p.SrcHost, p.SrcDevice, p.SrcArray, p.SrcXInBytes, p.SrcY, p.SrcZ, p.SrcLOD, p.SrcPitch, p.SrcHeight, p, "source")
	if err != nil {
		return nil, d.copyFault(err)
	}
	dst, dp, ds, err := d.side3D(p.DstMemoryType, p.DstHost, p.DstDevice, p.DstArray, p.DstXInBytes, p.DstY, p.DstZ, p.DstLOD, p.DstPitch, p.DstHeight, p, "destination")
	if err != nil {
		return nil, d.copyFault(err)
	}
	return &plan3D{d: d, p: *p, src: src, dst: dst, srcPitch: sp, srcSlice: ss, dstPitch: dp, dstSlice: ds}, nil
}

// run makes the copy, row by row.
func (c *plan3D) run() error {
	return c.rows(func(dst, src DevicePtr, _ uint64) error { return c.d.copyUnified(dst, src, c.p.WidthInBytes) })
}

// staged reads the copy's source (pageable host memory) into a staging
// buffer now and returns the copy from there to its destination (memory of
// the address space or an array: queueableSide), to run later.
func (c *plan3D) staged() (func() error, error) {
	row := c.p.WidthInBytes
	buf := make([]byte, row*c.p.Height*c.p.Depth)
	err := c.rows(func(_, src DevicePtr, at uint64) error {
		h, err := c.d.pageable(src, row)
		copy(buf[at:], h)
		return err
	})
	if err != nil {
		return nil, err
	}
	return func() error {
		return c.rows(func(dst, _ DevicePtr, at uint64) error { return c.d.mem.Write(dst, buf[at:at+row]) })
	}, nil
}

// rows calls f for each row of the copy, with its destination and source
// addresses and its offset in a packed buffer of the rows, then marks an
// array destination written.
func (c *plan3D) rows(f func(dst, src DevicePtr, at uint64) error) error {
	p := &c.p
	for z := range p.Depth {
		for y := range p.Height {
			if err := f(c.dst+z*c.dstSlice+y*c.dstPitch, c.src+z*c.srcSlice+y*c.srcPitch, (z*p.Height+y)*p.WidthInBytes); err != nil {
				return err
			}
		}
	}
	if p.DstMemoryType == MemoryTypeArray {
		return c.d.arrayWritten(p.DstArray, p.DstXInBytes, p.DstY, p.DstZ, p.WidthInBytes, p.Height, p.Depth)
	}
	return nil
}

// copy3DInOrder is copy p in stream s's order, for the asynchronous 2-D and
// 3-D copies, as the CUDA Runtime API's "API synchronization behavior" has
// them. Where every host side is page-locked, registered or managed memory
// (which a queued copy reaches when it runs), the copy is checked now and
// queued behind the stream's pending work, returning at once: a copy behind
// a kernel that waits for the host must not wait itself (rt30's r_asynccopy
// hung here). A pageable source is copied to a staging buffer at once, the
// copy from there queued ("no device synchronization is performed"); a
// pageable destination makes the host wait for the stream's work and copy
// then (the call returns once the copy is done).
func (t *Thread) copy3DInOrder(p *Memcpy3D, s Stream, c *ctx.Context, what string) error {
	srcQueued := t.d.queueableSide(p.SrcMemoryType, p.SrcHost, p.SrcDevice)
	if !t.d.queueableSide(p.DstMemoryType, p.DstHost, p.DstDevice) || (!srcQueued && inFlight.Load() == 0) {
		if err := t.afterPending(s, c); err != nil {
			return err
		}
		return t.d.copy3D(p)
	}
	plan, err := t.d.plan3D(p)
	if err != nil || plan == nil {
		return err
	}
	run := plan.run
	if !srcQueued {
		if run, err = plan.staged(); err != nil {
			return err
		}
	}
	return t.streamOp(s, c, what, false, run)
}

// queueableSide reports whether a copy side of memory type kind (host and
// dev its addresses) is memory a queued copy may reach when it runs: an
// array, device memory, or host or unified memory the driver knows
// (page-locked, registered, managed, device), not pageable host memory.
func (d *Driver) queueableSide(kind MemoryType, host, dev DevicePtr) bool {
	addr := dev
	switch kind {
	case MemoryTypeArray, MemoryTypeDevice:
		return true
	case MemoryTypeHost:
		addr = host
	}
	_, ok := d.mem.Lookup(uint64(addr))
	return ok
}

// Memcpy3D is cuMemcpy3D_v2.
func (t *Thread) Memcpy3D(p *Memcpy3D) error {
	if t.d.deviceSides(p) {
		return t.syncDevice3D(p, "cuMemcpy3D")
	}
	if err := t.syncCopy(); err != nil {
		return err
	}
	return t.d.copy3D(p)
}

// deviceSides reports whether both sides of 3-D copy p are arrays or device
// memory (deviceRange over the rows the copy touches), so that the host need
// not wait for it (syncDevice3D).
func (d *Driver) deviceSides(p *Memcpy3D) bool {
	side := func(kind MemoryType, dev DevicePtr, x, y, z, pitch, height uint64, write bool) bool {
		switch kind {
		case MemoryTypeArray:
			return true
		case MemoryTypeDevice, MemoryTypeUnified:
		default:
			return false
		}
		const most = 1 << 40 // as deviceRows': keeps the first row's address from overflowing
		if x > most || y > most || z > most || pitch > most || height > most {
			return false
		}
		return d.deviceRows(dev+z*pitch*height+y*pitch+x, p.WidthInBytes, p.Height, p.Depth, pitch, height, write)
	}
	return side(p.SrcMemoryType, p.SrcDevice, p.SrcXInBytes, p.SrcY, p.SrcZ, p.SrcPitch, p.SrcHeight, false) &&
		side(p.DstMemoryType, p.DstDevice, p.DstXInBytes, p.DstY, p.DstZ, p.DstPitch, p.DstHeight, true)
}

// syncDevice3D is synchronous 3-D copy p between arrays and device memory
// (deviceSides): checked now, made as work the host does not wait for.
func (t *Thread) syncDevice3D(p *Memcpy3D, call string) error {
	c, err := t.syncStart(true)
	if err != nil {
		return err
	}
	plan, err := t.d.plan3D(p)
	if err != nil || plan == nil {
		return err
	}
	return t.syncRun(c, call, plan.run)
}

// Memcpy3DAsync is cuMemcpy3DAsync_v2, in stream order (copy3DInOrder).
// Captured, it becomes a memcpy node that makes the same copy when the
// graph runs (measured: one MEMCPY node; testdata/reference/condgraph,
// section codes).
func (t *Thread) Memcpy3DAsync(p *Memcpy3D, s Stream) error {
	sc, err := t.streamContext(s)
	if err != nil {
		return err
	}
	c := *p
	desc := MemcpyNodeParams{
		SrcXInBytes: c.SrcXInBytes, SrcY: c.SrcY, SrcZ: c.SrcZ, SrcMemoryType: c.SrcMemoryType, SrcHost: c.SrcHost,
		SrcDevice: c.SrcDevice, SrcArray: c.SrcArray, SrcPitch: c.SrcPitch, SrcHeight: c.SrcHeight,
		DstXInBytes: c.DstXInBytes, DstY: c.DstY, DstZ: c.DstZ, DstMemoryType: c.DstMemoryType, DstHost: c.DstHost,
		DstDevice: c.DstDevice, DstArray: c.DstArray, DstPitch: c.DstPitch, DstHeight: c.DstHeight,
		WidthInBytes: c.WidthInBytes, Height: c.Height, Depth: c.Depth,
	}
	if ok, err := t.captureCopy(s, desc, func() error { return t.d.copy3D(&c) }); ok {
		return err
	}
	return t.copy3DInOrder(&c, s, sc, "cuMemcpy3DAsync")
}

// ArrayGetMemoryRequirements is cuArrayGetMemoryRequirements: the size and
// alignment of the memory a deferred-mapping array
// (CUDA_ARRAY3D_DEFERRED_MAPPING) needs (blocklinear.go). Other arrays have
// none to tell: CUDA_ERROR_INVALID_VALUE, as the H200 answered for every
// other kind and for NULL (libcuda/testdata/cudart/apiexplore24, s_ax_arrays;
// tex26's t_info, whatever the device).
func (t *Thread) ArrayGetMemoryRequirements(h Array, dev Device) (size, alignment uint64, err error) {
	a, ok := lookupHandle[*array](t.d, uint64(h))
	return t.deferredRequirements("cuArrayGetMemoryRequirements", "array", uint64(h), ok && a.deferred, ok, dev, func() (blockLinear, error) {
		if a.mip != nil {
			return blockLinear{}, cu.Errorf(cu.ErrorNotSupported, "cuArrayGetMemoryRequirements: a level of a deferred-mapping mipmapped array: not measured")
		}
		return layoutOf(a.desc, 1), nil
	})
}

// deferredRequirements answers ArrayGetMemoryRequirements and
// MipmappedArrayGetMemoryRequirements for handle h, a live kind (found) of
// deferred mapping (deferred) or not: the size and alignment of layout's
// memory for device dev.
func (t *Thread) deferredRequirements(call, kind string, h uint64, deferred, found bool, dev Device, layout func() (blockLinear, error)) (size, alignment uint64, err error) {
	if _, err := t.current(); err != nil {
		return 0, 0, err
	}
	switch {
	case !found:
		return 0, 0, cu.Errorf(cu.ErrorInvalidValue, "%s: %s is not a live %s", call, t.d.handles.describe(h), kind)
	case !deferred:
		return 0, 0, cu.Errorf(cu.ErrorInvalidValue, "%s: %s %#x is not a deferred-mapping array", call, kind, h)
	}
	b, err := layout()
	if err != nil {
		return 0, 0, err
	}
	if dev != 0 {
		return 0, 0, cu.Errorf(cu.ErrorNotSupported, "%s: device %d of a deferred-mapping array: not measured", call, dev)
	}
	return b.size(), tileBytes, nil
}

// The query of planar arrays. cudasim creates none (the H200 refused NV12
// arrays of 1, 2 and 3 channels too), so every array gets the answer the
// H200 gave its ordinary arrays (testdata/reference/surface25/arrays.txt):
// CUDA_ERROR_INVALID_VALUE.

// ArrayGetPlane is cuArrayGetPlane: a NULL or dead array is
// CUDA_ERROR_INVALID_HANDLE, a plane of an array that has none
// CUDA_ERROR_INVALID_VALUE.
func (t *Thread) ArrayGetPlane(h Array, plane uint32) (Array, error) {
	if _, err := t.current(); err != nil {
		return 0, err
	}
	if _, err := t.lookupArray(h, "cuArrayGetPlane"); err != nil {
		return 0, err
	}
	return 0, cu.Errorf(cu.ErrorInvalidValue, "cuArrayGetPlane: array %#x is not a planar (NV12) array: it has no plane %d", uint64(h), plane)
}

// ArrayGetSparseProperties is cuArrayGetSparseProperties: a sparse array's
// tile extent and miptail (blocklinear.go); the H200 answered
// CUDA_ERROR_INVALID_VALUE for NULL and for every array that is not sparse.
func (t *Thread) ArrayGetSparseProperties(h Array) (SparseProperties, error) {
	if _, err := t.current(); err != nil {
		return SparseProperties{}, err
	}
	const call = "cuArrayGetSparseProperties"
	a, ok := lookupHandle[*array](t.d, uint64(h))
	switch {
	case !ok:
		return SparseProperties{}, cu.Errorf(cu.ErrorInvalidValue, "%s: %s is not a live array", call, t.d.handles.describe(uint64(h)))
	case a.sparseState() == nil || a.deferred:
		return SparseProperties{}, cu.Errorf(cu.ErrorInvalidValue, "%s: array %#x is not sparse", call, uint64(h))
	case a.mip != nil:
		return SparseProperties{}, cu.Errorf(cu.ErrorNotSupported, "%s: a level of a sparse mipmapped array: not measured", call)
	}
	return a.sparse.b.sparse(false), nil
}

// MipmappedArrayGetSparseProperties is cuMipmappedArrayGetSparseProperties,
// as ArrayGetSparseProperties.
func (t *Thread) MipmappedArrayGetSparseProperties(h MipmappedArray) (SparseProperties, error) {
	if _, err := t.current(); err != nil {
		return SparseProperties{}, err
	}
	m, ok := lookupHandle[*mipmapped](t.d, uint64(h))
	switch {
	case !ok:
		return SparseProperties{}, cu.Errorf(cu.ErrorInvalidValue, "cuMipmappedArrayGetSparseProperties: %s is not a live mipmapped array", t.d.handles.describe(uint64(h)))
	case m.sparse == nil || m.deferred:
		return SparseProperties{}, cu.Errorf(cu.ErrorInvalidValue, "cuMipmappedArrayGetSparseProperties: mipmapped array %#x is not sparse", uint64(h))
	}
	return m.sparse.b.sparse(true), nil
}

// MipmappedArrayGetMemoryRequirements is
// cuMipmappedArrayGetMemoryRequirements, as ArrayGetMemoryRequirements: the
// H200 answered CUDA_ERROR_INVALID_VALUE for NULL and for every mipmapped
// array without deferred mapping, whatever the device.
func (t *Thread) MipmappedArrayGetMemoryRequirements(h MipmappedArray, dev Device) (size, alignment uint64, err error) {
	m, ok := lookupHandle[*mipmapped](t.d, uint64(h))
	return t.deferredRequirements("cuMipmappedArrayGetMemoryRequirements", "mipmapped array", uint64(h), ok && m.deferred, ok, dev, func() (blockLinear, error) {
		return layoutOf(m.desc, len(m.levels)), nil
	})
}
