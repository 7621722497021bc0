package driver

import (
	"bytes"
	"testing"

	"cudasim/cu"
	"cudasim/sim"
)

// TestPackedArraysDriverAPI makes block-compressed and 10-10-10-2 arrays through the driver API
// (CU_AD_FORMAT_BC*, CU_AD_FORMAT_UNORM_INT_101010_2), the calls tex26's t_fmt reached through
// the runtime: the same answers (docs/textures.md, "Packed formats"), and NOT_SUPPORTED where
// the H200 was not asked.
func TestPackedArraysDriverAPI(t *testing.T) {
	_, th, _ := setup(t, Config{})
	bc1 := ArrayDescriptor{Width: 8, Height: 8, Format: sim.FormatBC1, NumChannels: 4}
	arr, err := th.ArrayCreate(bc1)
	must(t, err)
	if got, err := th.ArrayGetDescriptor(arr); err != nil || got != bc1 {
		t.Errorf("cuArrayGetDescriptor: %+v, %v; want %+v", got, err, bc1)
	}
	for _, c := range []struct {
		name     string
		d        ArrayDescriptor
		want     cu.Result
		measured bool // the H200's answer too (not cudasim's word that it does not emulate)
	}{
		{"BC1 6x6", ArrayDescriptor{Width: 6, Height: 6, Format: sim.FormatBC1, NumChannels: 4}, cu.Success, true},
		{"BC1 1D", ArrayDescriptor{Width: 8, Format: sim.FormatBC1, NumChannels: 4}, cu.ErrorInvalidValue, true},
		{"BC1 of 1 channel", ArrayDescriptor{Width: 8, Height: 8, Format: sim.FormatBC1, NumChannels: 1}, cu.ErrorInvalidValue, true},
		{"BC6H of 3 channels", ArrayDescriptor{Width: 8, Height: 8, Format: sim.FormatBC6HU, NumChannels: 3}, cu.Success, true},
		{"BC7 surface", ArrayDescriptor{Width: 8, Height: 8, Format: sim.FormatBC7, NumChannels: 4, Flags: ArraySurfaceLDST}, cu.ErrorNotSupported, true},
		{"BC4 gather", ArrayDescriptor{Width: 8, Height: 8, Format: sim.FormatBC4U, NumChannels: 1, Flags: ArrayTextureGather}, cu.Success, true},
		{"BC1 layered", ArrayDescriptor{Width: 8, Height: 8, Depth: 2, Format: sim.FormatBC1, NumChannels: 4, Flags: ArrayLayered}, cu.Success, true},
		{"BC1 3D", ArrayDescriptor{Width: 8, Height: 8, Depth: 2, Format: sim.FormatBC1, NumChannels: 4}, cu.Success, true},
		{"BC1 cubemap", ArrayDescriptor{Width: 8, Height: 8, Depth: 6, Format: sim.FormatBC1, NumChannels: 4, Flags: ArrayCubemap}, cu.Success, true},
		{"BC1 layered 1D", ArrayDescriptor{Width: 8, Depth: 2, Format: sim.FormatBC1, NumChannels: 4, Flags: ArrayLayered}, cu.ErrorInvalidValue, true},
		{"10-10-10-2 1D", ArrayDescriptor{Width: 8, Format: sim.FormatUnorm1010102, NumChannels: 4}, cu.Success, true},
		{"10-10-10-2 surface", ArrayDescriptor{Width: 8, Height: 8, Format: sim.FormatUnorm1010102, NumChannels: 4, Flags: ArraySurfaceLDST}, cu.Success, true},
		{"10-10-10-2 3D", ArrayDescriptor{Width: 8, Height: 8, Depth: 2, Format: sim.FormatUnorm1010102, NumChannels: 4}, cu.Success, true},
		{"10-10-10-2 layered 1D", ArrayDescriptor{Width: 8, Depth: 2, Format: sim.FormatUnorm1010102, NumChannels: 4, Flags: ArrayLayered}, cu.Success, true},
	} {
		_, err := th.Array3DCreate(c.d)
		if cu.Code(err) != c.want || cu.IsAsMeasured(err) != (c.measured && c.want == cu.ErrorNotSupported) {
			t.Errorf("cuArray3DCreate %s: %v; want %v (as measured: %v)", c.name, err, c.want, c.measured)
		}
	}
	// Measured (tex26's t_bc and t_layout): mipmapped BC arrays are made and read by level.
	if _, err := th.MipmappedArrayCreate(bc1, 2); err != nil {
		t.Errorf("cuMipmappedArrayCreate of BC1: %v; the H200 made one", err)
	}

	// Copies address rows of 4x4 blocks: two of two 8-byte blocks.
	host, err := th.MemAllocHost(64)
	must(t, err)
	for i := range host {
		host[i] = byte(i*37 + 11)
	}
	back, err := th.MemAllocHost(64)
	must(t, err)
	to := func(rows uint64) error {
		return th.Memcpy3D(&Memcpy3D{SrcMemoryType: MemoryTypeHost, SrcHost: Addr(host), SrcPitch: 16,
			DstMemoryType: MemoryTypeArray, DstArray: uint64(arr), WidthInBytes: 16, Height: rows, Depth: 1})
	}
	must(t, to(2))
	if err := to(8); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("a copy of 8 rows (texel rows) to an 8x8 BC1 array: %v; want CUDA_ERROR_INVALID_VALUE", err)
	}
	must(t, th.Memcpy3D(&Memcpy3D{SrcMemoryType: MemoryTypeArray, SrcArray: uint64(arr), DstMemoryType: MemoryTypeHost,
		DstHost: Addr(back), DstPitch: 16, WidthInBytes: 16, Height: 2, Depth: 1}))
	if !bytes.Equal(back[:32], host[:32]) {
		t.Errorf("round trip of two block rows: % x, want % x", back[:32], host[:32])
	}

	if err := th.MemcpyHtoA(arr, 0, host[:16]); cu.Code(err) != cu.ErrorNotSupported {
		t.Errorf("cuMemcpyHtoA to a BC1 array: %v; want CUDA_ERROR_NOT_SUPPORTED (not measured)", err)
	}

	// Texture objects: the sRGB kinds need CU_TRSF_SRGB; views and surface objects of BC
	// arrays are refused (tex26's t_bc "use" lines, probe tex28-c).
	srgb, err := th.ArrayCreate(ArrayDescriptor{Width: 8, Height: 8, Format: sim.FormatBC7SRGB, NumChannels: 4})
	must(t, err)
	res := &ResourceDesc{Type: ResourceTypeArray, Array: srgb}
	if _, err := th.TexObjectCreate(res, &TextureDesc{}, nil); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("a BC7 sRGB texture without CU_TRSF_SRGB: %v; want CUDA_ERROR_INVALID_VALUE", err)
	}
	if _, err := th.TexObjectCreate(res, &TextureDesc{Flags: TexSRGB}, nil); err != nil {
		t.Errorf("a BC7 sRGB texture with CU_TRSF_SRGB: %v", err)
	}
	view := &ResourceViewDesc{Format: 0x03, Width: 8, Height: 8}
	if _, err := th.TexObjectCreate(res, &TextureDesc{Flags: TexSRGB}, view); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("a view of a BC7 array: %v; want CUDA_ERROR_INVALID_VALUE", err)
	}
	if _, err := th.SurfObjectCreate(&ResourceDesc{Type: ResourceTypeArray, Array: arr}); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("a surface object of a BC1 array: %v; want CUDA_ERROR_INVALID_VALUE", err)
	}
}
