package sim

// Texture and surface objects as the engine sees them. The driver owns the objects (cuTexObjectCreate,
// cuSurfObjectCreate) and the memory behind them; a launch reaches them through its Memory, which
// implements TextureResolver when the launching context has any. The texel arithmetic (address
// modes, filtering, format conversion) is texsample.go; the instructions are lower_texture.go and
// exec_texture.go. docs/textures.md records what was measured on the H200.

// Array formats (CUarray_format).
const (
	FormatU8  uint32 = 0x01
	FormatU16 uint32 = 0x02
	FormatU32 uint32 = 0x03
	FormatS8  uint32 = 0x08
	FormatS16 uint32 = 0x09
	FormatS32 uint32 = 0x0a
	FormatF16 uint32 = 0x10
	FormatF32 uint32 = 0x20
)

// FormatSize is the size in bytes of one channel of format f, 0 for formats the engine does not
// know.
func FormatSize(f uint32) int {
	switch f {
	case FormatU8, FormatS8:
		return 1
	case FormatU16, FormatS16, FormatF16:
		return 2
	case FormatU32, FormatS32, FormatF32:
		return 4
	}
	return 0
}

// TexShape is the geometry of a texture or surface resource.
type TexShape uint8

const (
	Tex1D TexShape = iota
	Tex2D
	Tex3D
	Tex1DLayered
	Tex2DLayered
	TexCube
	TexCubeLayered
)

// TexKind is what a resource's memory is.
type TexKind uint8

const (
	TexArray     TexKind = iota // a CUDA array
	TexMipmapped                // a mipmapped CUDA array
	TexLinear                   // linear device memory (1D, fetch only)
	TexPitch2D                  // pitched device memory (2D)
)

// TexLevel is one mipmap level (the only one outside mipmapped arrays): Width×Height×Depth texels
// starting at Addr, rows RowPitch bytes apart, slices SlicePitch apart. Depth is the 3D depth, or
// the number of layers, or 6 faces times the number of cubemaps; Height and Depth are at least 1.
type TexLevel struct {
	Addr                 uint64
	Width, Height, Depth uint32
	RowPitch, SlicePitch uint64
	// PastSlices are the last slices that lie past the array (a resource view whose last layer
	// is one the array lacks): they read zeros, alpha included (measured, tex26's t_desc).
	PastSlices uint32
}

// TexResource is the memory a texture or surface object reads: its kind, shape, texel format and
// levels.
type TexResource struct {
	Kind     TexKind
	Shape    TexShape
	Format   uint32 // CUarray_format
	Channels int    // 1, 2 or 4
	// Packed is the format the texels are stored in when they are packed (block-compressed, or
	// 10-10-10-2: texpacked.go), 0 otherwise; Format and Channels are then what one decoded
	// texel reads as.
	Packed uint32
	Levels []TexLevel
}

// TexelSize is the size in bytes of one texel.
func (r *TexResource) TexelSize() int { return FormatSize(r.Format) * r.Channels }

// Address modes and filter modes (CUaddress_mode, CUfilter_mode).
const (
	AddressWrap   uint32 = 0
	AddressClamp  uint32 = 1
	AddressMirror uint32 = 2
	AddressBorder uint32 = 3

	FilterPoint  uint32 = 0
	FilterLinear uint32 = 1
)

// Sampler is a texture object's sampling state (CUDA_TEXTURE_DESC).
type Sampler struct {
	AddressMode   [3]uint32
	Filter        uint32
	MipFilter     uint32
	ReadAsInteger bool // CU_TRSF_READ_AS_INTEGER: 8- and 16-bit integers are not normalized
	Normalized    bool // CU_TRSF_NORMALIZED_COORDINATES
	SRGB          bool // CU_TRSF_SRGB
	Seamless      bool // CU_TRSF_SEAMLESS_CUBEMAP
	// NoTrilinearOpt is CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION: anisotropic filtering blends
	// levels by the plain fraction
	NoTrilinearOpt bool
	MaxAnisotropy  uint32
	LodBias        float32
	MinLod         float32
	MaxLod         float32
	Border         [4]float32
}

// TexObject is a texture object: a resource and how it is sampled.
type TexObject struct {
	Res     TexResource
	Sampler Sampler
	// Unmapped, when set, says why the resource's memory is not there (a deferred-mapping
	// array unmapped since the object was made): a read through the object faults
	// CUDA_ERROR_ILLEGAL_ADDRESS.
	Unmapped string
}

// TextureResolver is implemented by a launch's Memory when texture or surface objects exist: it
// finds the object behind a handle a kernel passes to tex, tld4, txq, suld, sust or suq.
type TextureResolver interface {
	TexObject(handle uint64) (*TexObject, bool)
	SurfObject(handle uint64) (*TexResource, bool)
}

// TexRefResolver is implemented by a launch's Memory when the launched kernel's module has texture
// or surface references (.texref/.surfref variables): it gives the state each reference was bound
// to when the launch was made, as the texture object (or surface resource) it amounts to.
type TexRefResolver interface {
	TexRef(name string) (*TexObject, bool)
	SurfRef(name string) (*TexResource, bool)
}
