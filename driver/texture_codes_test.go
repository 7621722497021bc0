package driver

import (
	"fmt"
	"math"
	"testing"

	"cudasim/cu"
	"cudasim/sim"
)

// These tests replay what testdata/texture/codes-w1.txt (and codes-w2.txt)
// recorded on the H200: the codes of the array, copy and texture-object
// calls, made here with the same arguments.

func texThread(t testing.TB) *Thread {
	t.Helper()
	d := New(Config{})
	t.Cleanup(d.Close)
	th := d.NewThread()
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	c, err := th.DevicePrimaryCtxRetain(0)
	if err != nil {
		t.Fatal(err)
	}
	if err := th.CtxSetCurrent(c); err != nil {
		t.Fatal(err)
	}
	return th
}

func TestArrayFormatCodes(t *testing.T) {
	th := texThread(t)
	for f := uint32(0); f < 256; f++ {
		for n := uint32(1); n <= 4; n++ {
			_, err := th.Array3DCreate(ArrayDescriptor{Width: 16, Height: 16, Format: f, NumChannels: n})
			want := cu.ErrorInvalidValue
			switch {
			case (f >= 1 && f <= 3 || f >= 8 && f <= 10 || f == 0x10 || f == 0x20) && n != 3:
				want = cu.Success
			case packedFormats[f] == n:
				// The normalized 8/16-bit formats (tex26), the block-compressed ones
				// and 10-10-10-2 (session 27): 2D arrays of them are emulated.
				want = cu.Success
			}
			if cu.Code(err) != want {
				t.Errorf("format %#x x%d: %v, want %v", f, n, err, want)
			}
		}
	}
}

func TestMipmappedCodes(t *testing.T) {
	th := texThread(t)
	d := ArrayDescriptor{Width: 16, Height: 8, Format: 0x20, NumChannels: 4}
	for lv, want := range []int{1, 1, 2, 3, 4, 5, 5, 5} {
		m, err := th.MipmappedArrayCreate(d, uint32(lv))
		if err != nil {
			t.Fatal(err)
		}
		for l := 0; l <= lv; l++ {
			a, err := th.MipmappedArrayGetLevel(m, uint32(l))
			if (err == nil) != (l < want) {
				t.Errorf("levels=%d: level %d: %v", lv, l, err)
			}
			if err == nil {
				g, _ := th.Array3DGetDescriptor(a)
				if g.Width != uint64(16>>l) || g.Height != max(uint64(8>>l), 1) || g.Depth != 0 {
					t.Errorf("levels=%d: level %d is %+v", lv, l, g)
				}
			}
		}
		if err := th.MipmappedArrayDestroy(m); err != nil {
			t.Fatal(err)
		}
	}
	m, _ := th.MipmappedArrayCreate(ArrayDescriptor{Width: 8, Height: 8, Depth: 3, Format: 0x20, NumChannels: 1, Flags: ArrayLayered}, 4)
	a, _ := th.MipmappedArrayGetLevel(m, 3)
	if g, _ := th.Array3DGetDescriptor(a); g != (ArrayDescriptor{Width: 1, Height: 1, Depth: 3, Format: 0x20, NumChannels: 1, Flags: ArrayLayered}) {
		t.Errorf("level 3 of a layered mipmapped array: %+v", g)
	}
	_, err := th.MipmappedArrayCreate(ArrayDescriptor{Width: 0, Height: 8, Format: 0x20, NumChannels: 1}, 1)
	wantCode(t, "width 0", err, cu.ErrorInvalidValue)
	_, err = th.MipmappedArrayCreate(ArrayDescriptor{Width: 8, Height: 8, Format: 0x20, NumChannels: 3}, 1)
	wantCode(t, "3 channels", err, cu.ErrorInvalidValue)
	wantCode(t, "destroy a level", th.ArrayDestroy(a), cu.Success)
	wantCode(t, "destroy", th.MipmappedArrayDestroy(m), cu.Success)
	wantCode(t, "destroy twice", th.MipmappedArrayDestroy(m), cu.ErrorContextIsDestroyed)
	_, err = th.MipmappedArrayGetLevel(m, 0)
	wantCode(t, "level of destroyed", err, cu.ErrorContextIsDestroyed)
	wantCode(t, "destroy NULL", th.MipmappedArrayDestroy(0), cu.ErrorInvalidHandle)
}

func TestArrayCopyCodes(t *testing.T) {
	th := texThread(t)
	h, _ := th.MemAllocHost(4096)
	for i := range h {
		h[i] = byte(i*7 + 3)
	}
	g := make([]byte, 4096)
	p, _ := th.MemAlloc(65536)
	a, _ := th.ArrayCreate(ArrayDescriptor{Width: 64, Format: 0x02, NumChannels: 2}) // 256 bytes
	b, _ := th.ArrayCreate(ArrayDescriptor{Width: 64, Format: 0x02, NumChannels: 2})
	for _, c := range []struct {
		off, n uint64
		want   cu.Result
	}{{0, 256, 0}, {4, 252, 0}, {4, 253, 1}, {256, 0, 0}, {257, 0, 0}, {1, 2, 0}, {0, 3, 0}} {
		wantCode(t, "HtoA", th.MemcpyHtoA(a, c.off, h[:c.n]), c.want)
	}
	wantCode(t, "HtoA NULL array", th.MemcpyHtoA(0, 0, h[:4]), cu.ErrorInvalidValue)
	wantCode(t, "AtoH", th.MemcpyAtoH(g[:256], a, 0), cu.Success)
	if want := []byte{3, 10, 17, 24, 3, 10, 17, 24}; string(g[:8]) != string(want) {
		t.Errorf("AtoH bytes %v, want %v", g[:8], want)
	}
	wantCode(t, "AtoH 257", th.MemcpyAtoH(g[:257], a, 0), cu.ErrorInvalidValue)
	wantCode(t, "AtoH at 3", th.MemcpyAtoH(g[:4], a, 3), cu.Success)
	wantCode(t, "DtoA", th.MemcpyDtoA(a, 8, p, 16), cu.Success)
	wantCode(t, "DtoA past", th.MemcpyDtoA(a, 8, p, 250), cu.ErrorInvalidValue)
	wantCode(t, "AtoD", th.MemcpyAtoD(p, a, 0, 256), cu.Success)
	wantCode(t, "AtoD past", th.MemcpyAtoD(p, a, 0, 300), cu.ErrorInvalidValue)
	wantCode(t, "AtoD odd", th.MemcpyAtoD(p+1, a, 0, 2), cu.Success)
	wantCode(t, "AtoA", th.MemcpyAtoA(b, 0, a, 0, 256), cu.Success)
	wantCode(t, "AtoA past", th.MemcpyAtoA(b, 4, a, 0, 256), cu.ErrorInvalidValue)
	wantCode(t, "AtoA odd", th.MemcpyAtoA(b, 2, a, 0, 4), cu.Success)
	a2, _ := th.ArrayCreate(ArrayDescriptor{Width: 16, Height: 8, Format: 0x20, NumChannels: 1}) // 64-byte rows
	wantCode(t, "HtoA first row of 2D", th.MemcpyHtoA(a2, 0, h[:64]), cu.Success)
	wantCode(t, "HtoA all of 2D", th.MemcpyHtoA(a2, 0, h[:512]), cu.ErrorInvalidValue)
	wantCode(t, "AtoH two rows of 2D", th.MemcpyAtoH(g[:128], a2, 0), cu.ErrorInvalidValue)
	for _, c := range []struct {
		dx, dy, w, h uint64
		mod          func(*Memcpy2D)
		want         cu.Result
	}{
		{0, 0, 64, 8, nil, 0}, {4, 1, 60, 7, nil, 0}, {4, 1, 61, 7, nil, 1}, {4, 1, 60, 8, nil, 1},
		{2, 0, 4, 1, nil, 0}, {0, 0, 6, 1, nil, 0}, {0, 0, 0, 0, nil, 0}, {64, 0, 0, 1, nil, 0}, {0, 8, 4, 0, nil, 0},
		{0, 0, 64, 8, func(m *Memcpy2D) { m.SrcPitch = 32 }, 1},
		{0, 0, 64, 8, func(m *Memcpy2D) { m.DstPitch = 7 }, 0},
		{0, 0, 64, 8, func(m *Memcpy2D) { m.DstArray = 0 }, 1},
		{0, 0, 64, 8, func(m *Memcpy2D) { m.DstMemoryType = 5 }, 1},
		{0, 0, 64, 8, func(m *Memcpy2D) { m.DstDevice = p }, 0},
	} {
		m := &Memcpy2D{SrcMemoryType: MemoryTypeHost, SrcHost: Addr(h), SrcPitch: 64, DstMemoryType: MemoryTypeArray,
			DstArray: uint64(a2), DstXInBytes: c.dx, DstY: c.dy, WidthInBytes: c.w, Height: c.h}
		if c.mod != nil {
			c.mod(m)
		}
		wantCode(t, "cuMemcpy2D", th.Memcpy2D(m), c.want)
	}
	a3, _ := th.Array3DCreate(ArrayDescriptor{Width: 8, Height: 4, Depth: 3, Format: 0x20, NumChannels: 1})
	for _, c := range []struct {
		w, h, d, dz uint64
		mod         func(*Memcpy3D)
		want        cu.Result
	}{
		{32, 4, 3, 0, nil, 0}, {32, 4, 4, 0, nil, 1}, {32, 4, 2, 1, nil, 0}, {32, 4, 2, 2, nil, 1}, {32, 5, 1, 0, nil, 1},
		{28, 4, 3, 0, func(m *Memcpy3D) { m.DstXInBytes = 4 }, 0},
		{32, 4, 3, 0, func(m *Memcpy3D) { m.DstXInBytes = 4 }, 1},
		{32, 4, 3, 0, func(m *Memcpy3D) { m.Reserved0 = 1 }, 0},
		{32, 4, 3, 0, func(m *Memcpy3D) { m.Reserved1 = 1 }, 0},
		{32, 4, 3, 0, func(m *Memcpy3D) { m.DstLOD = 1 }, 1},
		{32, 4, 3, 0, func(m *Memcpy3D) { m.SrcLOD = 1 }, 0},
		{32, 4, 3, 0, func(m *Memcpy3D) { m.SrcHeight = 2 }, 1},
		{32, 4, 0, 0, nil, 0}, {6, 1, 1, 0, nil, 0},
	} {
		m := &Memcpy3D{SrcMemoryType: MemoryTypeHost, SrcHost: Addr(h), SrcPitch: 32, SrcHeight: 4,
			DstMemoryType: MemoryTypeArray, DstArray: uint64(a3), WidthInBytes: c.w, Height: c.h, Depth: c.d, DstZ: c.dz}
		if c.mod != nil {
			c.mod(m)
		}
		wantCode(t, "cuMemcpy3D", th.Memcpy3D(m), c.want)
	}
	m := &Memcpy3D{SrcMemoryType: MemoryTypeArray, SrcArray: uint64(a3), DstMemoryType: MemoryTypeDevice, DstDevice: p,
		DstPitch: 32, DstHeight: 4, WidthInBytes: 32, Height: 4, Depth: 3}
	wantCode(t, "3D AtoD", th.Memcpy3D(m), cu.Success)
	m.DstPitch = 16
	wantCode(t, "3D AtoD narrow pitch", th.Memcpy3D(m), cu.ErrorInvalidValue)
	l3, _ := th.Array3DCreate(ArrayDescriptor{Width: 8, Height: 4, Depth: 3, Format: 0x20, NumChannels: 1, Flags: ArrayLayered})
	m = &Memcpy3D{SrcMemoryType: MemoryTypeArray, SrcArray: uint64(a3), DstMemoryType: MemoryTypeArray, DstArray: uint64(l3),
		WidthInBytes: 32, Height: 4, Depth: 3}
	wantCode(t, "3D AtoA", th.Memcpy3D(m), cu.Success)
	m.DstZ = 1
	wantCode(t, "3D AtoA past", th.Memcpy3D(m), cu.ErrorInvalidValue)
	c2 := &Memcpy2D{SrcMemoryType: MemoryTypeHost, SrcHost: Addr(h), SrcPitch: 32, DstMemoryType: MemoryTypeArray,
		DstArray: uint64(l3), WidthInBytes: 32, Height: 4}
	wantCode(t, "2D into layered", th.Memcpy2D(c2), cu.Success)
	c2.Height = 8
	wantCode(t, "2D into layered, too high", th.Memcpy2D(c2), cu.ErrorInvalidValue)
	a1, _ := th.ArrayCreate(ArrayDescriptor{Width: 64, Format: 0x20, NumChannels: 1})
	c2 = &Memcpy2D{SrcMemoryType: MemoryTypeHost, SrcHost: Addr(h), SrcPitch: 256, DstMemoryType: MemoryTypeArray,
		DstArray: uint64(a1), WidthInBytes: 256, Height: 1}
	wantCode(t, "2D into 1D", th.Memcpy2D(c2), cu.Success)
	c2.Height = 2
	wantCode(t, "2D into 1D, 2 rows", th.Memcpy2D(c2), cu.ErrorInvalidValue)
}

func TestTexObjectCodes(t *testing.T) {
	th := texThread(t)
	a, _ := th.Array3DCreate(ArrayDescriptor{Width: 16, Height: 8, Format: 0x01, NumChannels: 4})
	rd := ResourceDesc{Type: ResourceTypeArray, Array: a}
	td := TextureDesc{AddressMode: [3]uint32{3, 3, 3}, FilterMode: 1, Flags: TexNormalizedCoords, MaxAnisotropy: 4,
		MipmapLevelBias: 1.5, MaxMipmapLevelClamp: 3, BorderColor: [4]float32{0.5, 0, 0, 2}}
	o, err := th.TexObjectCreate(&rd, &td, nil)
	if err != nil || o != 1 {
		t.Fatalf("first texture object %d, %v; the H200 gave 1", o, err)
	}
	got, _ := th.TexObjectGetTextureDesc(o)
	want := td
	want.BorderColor = [4]float32{}
	if got != want {
		t.Errorf("texture descriptor %+v, want %+v", got, want)
	}
	if v, err := th.TexObjectGetResourceViewDesc(o); v != nil || err != nil {
		t.Errorf("view of an object without one: %v, %v", v, err)
	}
	o2, _ := th.TexObjectCreate(&rd, &td, nil)
	if o2 != 2 {
		t.Errorf("second texture object %d; the H200 gave 2", o2)
	}
	wantCode(t, "destroy", th.TexObjectDestroy(o2), cu.Success)
	wantCode(t, "destroy twice", th.TexObjectDestroy(o2), cu.Success)
	_, err = th.TexObjectGetResourceDesc(o2)
	wantCode(t, "resource of destroyed", err, cu.ErrorInvalidValue)
	wantCode(t, "destroy 0", th.TexObjectDestroy(0), cu.Success)
	_, err = th.TexObjectGetTextureDesc(123456)
	wantCode(t, "texture desc of junk", err, cu.ErrorInvalidValue)
	for _, c := range []struct {
		name string
		mod  func(*ResourceDesc, *TextureDesc)
		want cu.Result
	}{
		{"plain", nil, 0},
		{"linear", func(r *ResourceDesc, x *TextureDesc) { x.FilterMode = 1 }, 0},
		{"linear integer", func(r *ResourceDesc, x *TextureDesc) { x.FilterMode = 1; x.Flags = TexReadAsInteger }, 0},
		{"filter 2", func(r *ResourceDesc, x *TextureDesc) { x.FilterMode = 2 }, 1},
		{"address 4", func(r *ResourceDesc, x *TextureDesc) { x.AddressMode[0] = 4 }, 1},
		{"address 7 on unused axis", func(r *ResourceDesc, x *TextureDesc) { x.AddressMode[2] = 7 }, 0},
		{"anisotropy 1000", func(r *ResourceDesc, x *TextureDesc) { x.MaxAnisotropy = 1000 }, 0},
		{"flags 0x8", func(r *ResourceDesc, x *TextureDesc) { x.Flags = 8 }, 0},
		{"flags 0x80", func(r *ResourceDesc, x *TextureDesc) { x.Flags = 0x80 }, 1},
		{"flags 0x100", func(r *ResourceDesc, x *TextureDesc) { x.Flags = 0x100 }, 1},
		{"srgb", func(r *ResourceDesc, x *TextureDesc) { x.Flags = TexSRGB }, 0},
		{"seamless without cubemap", func(r *ResourceDesc, x *TextureDesc) { x.Flags = TexSeamlessCubemap }, 1},
		{"mip filter 3", func(r *ResourceDesc, x *TextureDesc) { x.MipmapFilterMode = 3 }, 1},
		{"min > max", func(r *ResourceDesc, x *TextureDesc) { x.MinMipmapLevelClamp, x.MaxMipmapLevelClamp = 5, 1 }, 0},
		{"NaN clamp", func(r *ResourceDesc, x *TextureDesc) { x.MinMipmapLevelClamp = float32(math.NaN()) }, 0},
		{"reserved", func(r *ResourceDesc, x *TextureDesc) { x.Reserved[0] = 1 }, 1},
		{"resource flags", func(r *ResourceDesc, x *TextureDesc) { r.Flags = 1 }, 1},
		{"resource type 7", func(r *ResourceDesc, x *TextureDesc) { r.Type = 7 }, 1},
		{"NULL array", func(r *ResourceDesc, x *TextureDesc) { r.Array = 0 }, 1},
	} {
		r, x := rd, TextureDesc{AddressMode: [3]uint32{1, 1, 1}}
		if c.mod != nil {
			c.mod(&r, &x)
		}
		o, err := th.TexObjectCreate(&r, &x, nil)
		wantCode(t, c.name, err, c.want)
		if err == nil {
			g, _ := th.TexObjectGetTextureDesc(o)
			if c.name == "address 7 on unused axis" && g.AddressMode != [3]uint32{1, 1, 1} {
				t.Errorf("%s: kept %v; the H200 reports 1,1,1", c.name, g.AddressMode)
			}
			th.TexObjectDestroy(o)
		}
	}
}

// TestArrayShapeCodes replays codes-w2.txt's array section: shapes, flags and limits.
func TestArrayShapeCodes(t *testing.T) {
	th := texThread(t)
	for _, c := range []struct {
		w, h, d uint64
		flags   uint32
		want    cu.Result
	}{
		{131072, 0, 0, 0, 0}, {131073, 0, 0, 0, 1}, {131072, 1, 0, 0, 0}, {1, 65536, 0, 0, 0}, {1, 65537, 0, 0, 1},
		{16384, 1, 1, 0, 0}, {16385, 1, 1, 0, 1}, {1, 16385, 1, 0, 1}, {1, 1, 16385, 0, 0}, {0, 4, 4, 0, 1}, {4, 0, 4, 0, 1},
		{16, 0, 5, 0, 1}, {16, 0, 0, ArrayLayered, 1}, {16, 16, 0, ArrayLayered, 1}, {16, 0, 5, ArrayLayered, 0},
		{16, 16, 6, ArrayCubemap, 0}, {16, 16, 12, ArrayCubemap, 1}, {16, 8, 6, ArrayCubemap, 1},
		{16, 16, 12, ArrayCubemap | ArrayLayered, 0}, {16, 16, 7, ArrayCubemap | ArrayLayered, 1},
		{16, 16, 0, ArrayTextureGather, 0}, {16, 16, 6, ArrayTextureGather, 1}, {16, 0, 0, ArrayTextureGather, 1},
		{16, 16, 0, ArrayDepthTexture, 1}, {16, 16, 0, ArrayColorAttach, 1}, {16, 16, 0, 0x200, 1}, {16, 16, 0, 0x1000, 1},
		{16, 16, 0, ArraySparse, 0}, // accepted by the H200 (emulated since session 29: sparse.go)
		{16, 16, 0, ArrayVideoCodec, 0}, {16, 16, 6, ArrayVideoCodec | ArrayCubemap, 0},
	} {
		a, err := th.Array3DCreate(ArrayDescriptor{Width: c.w, Height: c.h, Depth: c.d, Format: 0x01, NumChannels: 1, Flags: c.flags})
		wantCode(t, fmt.Sprintf("%dx%dx%d flags %#x", c.w, c.h, c.d, c.flags), err, c.want)
		if err == nil {
			if g, err := th.ArrayGetDescriptor(a); err != nil || g.Width != c.w || g.Height != c.h {
				t.Errorf("cuArrayGetDescriptor of %dx%dx%d: %+v, %v", c.w, c.h, c.d, g, err)
			}
			th.ArrayDestroy(a)
		}
	}
	wantCode(t, "destroy NULL", th.ArrayDestroy(0), cu.ErrorInvalidHandle)
	_, err := th.ArrayGetDescriptor(0)
	wantCode(t, "descriptor of NULL", err, cu.ErrorInvalidHandle)
}

// TestSurfObjectCodes replays codes-w3.txt's surface section and the shared numbering.
func TestSurfObjectCodes(t *testing.T) {
	th := texThread(t)
	a, _ := th.Array3DCreate(ArrayDescriptor{Width: 16, Height: 8, Format: 0x20, NumChannels: 1})
	rd := ResourceDesc{Type: ResourceTypeArray, Array: a}
	tex, _ := th.TexObjectCreate(&rd, &TextureDesc{AddressMode: [3]uint32{1, 1, 1}}, nil)
	s, err := th.SurfObjectCreate(&rd) // no CUDA_ARRAY3D_SURFACE_LDST: accepted
	if err != nil || uint64(s) != uint64(tex)+1 {
		t.Fatalf("surface object %d, %v; want %d (numbered after the texture object)", s, err, tex+1)
	}
	wantCode(t, "destroy", th.SurfObjectDestroy(s), cu.Success)
	wantCode(t, "destroy twice", th.SurfObjectDestroy(s), cu.Success)
	wantCode(t, "destroy 0", th.SurfObjectDestroy(0), cu.Success)
	_, err = th.SurfObjectGetResourceDesc(s)
	wantCode(t, "resource of destroyed", err, cu.ErrorInvalidValue)
	_, err = th.SurfObjectGetResourceDesc(SurfObject(tex))
	wantCode(t, "texture handle as surface", err, cu.ErrorInvalidValue)
	p, _ := th.MemAlloc(4096)
	for _, r := range []ResourceDesc{
		{Type: ResourceTypeLinear, DevPtr: p, Format: 0x20, NumChannels: 1, SizeInBytes: 4096},
		{Type: ResourceTypePitch2D, DevPtr: p, Format: 0x20, NumChannels: 1, Width: 16, Height: 8, Pitch: 64},
		{Type: ResourceTypeArray, Array: a, Flags: 1},
	} {
		_, err := th.SurfObjectCreate(&r)
		wantCode(t, fmt.Sprintf("surface of %+v", r), err, cu.ErrorInvalidValue)
	}
	for _, c := range []struct {
		r    ResourceDesc
		want cu.Result
	}{
		{ResourceDesc{Type: ResourceTypeLinear, DevPtr: p, Format: 0x20, NumChannels: 4, SizeInBytes: 0}, 0},
		{ResourceDesc{Type: ResourceTypeLinear, DevPtr: p, Format: 0x20, NumChannels: 4, SizeInBytes: 1 << 40}, 1},
		{ResourceDesc{Type: ResourceTypeLinear, DevPtr: p + 256, Format: 0x20, NumChannels: 1, SizeInBytes: 64}, 1},
		{ResourceDesc{Type: ResourceTypeLinear, DevPtr: p, Format: 0x20, NumChannels: 3, SizeInBytes: 64}, 1},
		{ResourceDesc{Type: ResourceTypePitch2D, DevPtr: p, Format: 0x20, NumChannels: 1, Width: 16, Height: 8, Pitch: 32}, 0},
		{ResourceDesc{Type: ResourceTypePitch2D, DevPtr: p, Format: 0x20, NumChannels: 1, Width: 16, Height: 8, Pitch: 80}, 1},
		{ResourceDesc{Type: ResourceTypePitch2D, DevPtr: p, Format: 0x20, NumChannels: 1, Width: 131073, Height: 8, Pitch: 524320}, 1},
		{ResourceDesc{Type: ResourceTypePitch2D, DevPtr: p, Format: 0x20, NumChannels: 1, Width: 16, Height: 65001, Pitch: 64}, 1},
		// A host address: accepted when aligned to the texture alignment, as any address
		// (testdata/reference/texref/h200/hostaddr.txt: stack, malloc, freed), refused when
		// not (s_texerrors' stack buffer, libcuda/testdata/cudart/suite).
		{ResourceDesc{Type: ResourceTypeLinear, DevPtr: 0x7ffd17203600, Format: 0x20, NumChannels: 1, SizeInBytes: 64}, 0},
		{ResourceDesc{Type: ResourceTypePitch2D, DevPtr: 0x7ffd17203600, Format: 0x20, NumChannels: 1, Width: 16, Height: 8, Pitch: 64}, 0},
		{ResourceDesc{Type: ResourceTypeLinear, DevPtr: 0x7ffd17203604, Format: 0x20, NumChannels: 1, SizeInBytes: 64}, 1},
		{ResourceDesc{Type: ResourceTypePitch2D, DevPtr: 0x7ffd17203610, Format: 0x20, NumChannels: 1, Width: 16, Height: 8, Pitch: 64}, 1},
	} {
		o, err := th.TexObjectCreate(&c.r, &TextureDesc{AddressMode: [3]uint32{1, 1, 1}}, nil)
		wantCode(t, fmt.Sprintf("texture of %+v", c.r), err, c.want)
		th.TexObjectDestroy(o)
	}
}

// TestTexObjectViews: a resource view of a whole array in a format of its
// texel size reads the same texels in that format (the H200 accepted views
// of a float array as FLOAT_1X32 and UINT_4X8, the suite's s_texerrors);
// views in a format of another texel size or a compressed one, or of
// another extent, are refused as the H200 refuses them (tex26's t_desc:
// INVALID_VALUE).
func TestTexObjectViews(t *testing.T) {
	th := texThread(t)
	a, err := th.Array3DCreate(ArrayDescriptor{Width: 8, Height: 8, Format: sim.FormatF32, NumChannels: 1})
	if err != nil {
		t.Fatal(err)
	}
	r := &ResourceDesc{Type: ResourceTypeArray, Array: a}
	for _, c := range []struct {
		view     ResourceViewDesc
		want     cu.Result
		format   uint32
		channels int
	}{
		{ResourceViewDesc{Format: 0x16, Width: 8, Height: 8}, 0, sim.FormatF32, 1},
		{ResourceViewDesc{Format: 0x03, Width: 8, Height: 8}, 0, sim.FormatU8, 4},
		{ResourceViewDesc{Format: 0x0a, Width: 8, Height: 8, Depth: 1}, cu.ErrorInvalidValue, 0, 0}, // 2-byte texels
		{ResourceViewDesc{Format: 0x16, Width: 4, Height: 8}, cu.ErrorInvalidValue, 0, 0},
		{ResourceViewDesc{Format: 0x19, Width: 8, Height: 8}, cu.ErrorInvalidValue, 0, 0}, // BC1
	} {
		h, err := th.TexObjectCreate(r, &TextureDesc{}, &c.view)
		wantCode(t, fmt.Sprintf("view %+v", c.view), err, c.want)
		if err != nil {
			continue
		}
		o := th.d.textures().tex[uint64(h)].obj
		if o.Res.Format != c.format || o.Res.Channels != c.channels {
			t.Errorf("view %+v reads format %#x x%d, want %#x x%d", c.view, o.Res.Format, o.Res.Channels, c.format, c.channels)
		}
		if v, err := th.TexObjectGetResourceViewDesc(h); err != nil || v == nil || *v != c.view {
			t.Errorf("cuTexObjectGetResourceViewDesc: %+v, %v", v, err)
		}
	}
}
