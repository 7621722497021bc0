package driver

import (
	"encoding/binary"
	"math"
	"testing"
)

// texObjPTX reads a texture object in one, two and three dimensions and a
// surface object (out of range reads give zeros), each from a parameter.
const texObjPTX = `.version 7.8
.target sm_90
.address_size 64
.visible .entry k(.param .u64 tex, .param .u64 surf, .param .u64 out, .param .f32 x, .param .f32 y)
{
	.reg .f32 %f<16>;
	.reg .b32 %r<4>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [tex];
	ld.param.u64 %rd2, [surf];
	ld.param.u64 %rd3, [out];
	ld.param.f32 %f1, [x];
	ld.param.f32 %f2, [y];
	tex.1d.v4.f32.f32 {%f3, %f4, %f5, %f6}, [%rd1, {%f1}];
	tex.2d.v4.f32.f32 {%f7, %f8, %f9, %f10}, [%rd1, {%f1, %f2}];
	tex.3d.v4.f32.f32 {%f11, %f12, %f13, %f14}, [%rd1, {%f1, %f2, %f1, %f2}];
	suld.b.2d.b32.zero {%r1}, [%rd2, {4, 1}];
	st.global.v4.f32 [%rd3], {%f3, %f4, %f5, %f6};
	st.global.v4.f32 [%rd3+16], {%f7, %f8, %f9, %f10};
	st.global.v4.f32 [%rd3+32], {%f11, %f12, %f13, %f14};
	st.global.u32 [%rd3+48], %r1;
	ret;
}
`

// FuzzTexObjects makes arrays and mipmapped arrays of arbitrary
// descriptors, texture and surface objects over them or over linear and
// pitched memory with arbitrary resource, texture and view descriptors, and
// launches a kernel reading them: every call answers a code the real
// driver knows with a message, nothing panics, and what a descriptor query
// returns for an array made is what it was made with.
func FuzzTexObjects(f *testing.F) {
	f.Add([]byte{3, 3, 0, 7, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0})
	f.Add([]byte{4, 4, 2, 7, 4, 2, 5, 1, 1, 0, 2, 2, 1, 1, 1, 2, 0, 0, 1, 3})
	f.Add([]byte{2, 0, 0, 1, 1, 0, 0, 2, 0, 7, 1, 64, 0, 0, 0, 0, 0, 3, 0})
	f.Add([]byte{3, 3, 0, 7, 2, 0, 0, 3, 0, 7, 2, 16, 16, 64, 1, 1, 1, 0, 2, 1, 0})
	image := append([]byte(texObjPTX), 0)
	d, th, fn, buf := newFuzzDriver(f, image, "k")
	fresh := func(t testing.TB) {
		d.Close()
		d, th, fn, buf = newFuzzDriver(t, image, "k")
	}
	f.Cleanup(func() { d.Close() })
	dims := []uint64{0, 1, 2, 4, 16, 100, 1024, 2048, 16384, 16385, 65536, 131072, 131073, 1 << 31}
	formats := []uint32{0x01, 0x02, 0x03, 0x08, 0x09, 0x0a, 0x10, 0x20, 0x40, 0x50, 0x51, 0x52, 0x53, 0x91, 0x92, 0x9e, 0, 0xff}
	f.Fuzz(func(t *testing.T, in []byte) {
		r := fuzzReader(in)
		sticky := false
		defer func() {
			if sticky { // after the objects' destruction (deferred below)
				fresh(t)
			}
		}()
		check := func(what string, err error) { t.Helper(); checkAnswer(t, what, err) }
		desc := ArrayDescriptor{Width: dims[int(r.byte())%len(dims)], Height: dims[int(r.byte())%len(dims)], Depth: dims[int(r.byte())%len(dims)],
			Format: formats[int(r.byte())%len(formats)], NumChannels: uint32(r.byte() % 6), Flags: uint32(r.byte())}
		if max(desc.Width, 1)*max(desc.Height, 1)*max(desc.Depth, 1) > 1<<22 {
			return // within the limits an array this large is only slow to make
		}
		levels := uint32(r.byte() % 20)
		var arr Array
		var mip MipmappedArray
		var err error
		if levels == 0 {
			arr, err = th.Array3DCreate(desc)
			check("cuArray3DCreate", err)
			if err == nil {
				defer th.ArrayDestroy(arr)
				got, err := th.Array3DGetDescriptor(arr)
				check("cuArray3DGetDescriptor", err)
				if err == nil && got != desc {
					t.Fatalf("cuArray3DGetDescriptor = %+v, made with %+v", got, desc)
				}
			}
		} else {
			mip, err = th.MipmappedArrayCreate(desc, levels)
			check("cuMipmappedArrayCreate", err)
			if err == nil {
				defer th.MipmappedArrayDestroy(mip)
				_, err := th.MipmappedArrayGetLevel(mip, uint32(r.byte()%20))
				check("cuMipmappedArrayGetLevel", err)
			}
		}
		res := ResourceDesc{Type: ResourceType(r.byte() % 6), Array: arr, Mipmapped: mip, DevPtr: buf + DevicePtr(r.byte())*4,
			Format: formats[int(r.byte())%len(formats)], NumChannels: uint32(r.byte() % 6), SizeInBytes: uint64(r.u32() % (1 << 17)),
			Width: dims[int(r.byte())%len(dims)], Height: dims[int(r.byte())%len(dims)], Pitch: uint64(r.byte()) * 32}
		if r.byte()%8 == 7 {
			res.Flags = 1
		}
		td := TextureDesc{AddressMode: [3]uint32{uint32(r.byte() % 5), uint32(r.byte() % 5), uint32(r.byte() % 5)}, FilterMode: uint32(r.byte() % 3),
			Flags: uint32(r.byte()), MaxAnisotropy: uint32(r.byte() % 20), MipmapFilterMode: uint32(r.byte() % 3),
			MipmapLevelBias: math.Float32frombits(r.u32()), MinMipmapLevelClamp: float32(r.byte()) / 8, MaxMipmapLevelClamp: float32(r.byte()) / 8,
			BorderColor: [4]float32{1, 0.5, 0, math.Float32frombits(r.u32())}}
		var view *ResourceViewDesc
		if v := r.byte(); v%2 == 1 {
			view = &ResourceViewDesc{Format: uint32(v / 2 % 0x30), Width: dims[int(r.byte())%len(dims)], Height: dims[int(r.byte())%len(dims)], Depth: dims[int(r.byte())%len(dims)],
				FirstMipmapLevel: uint32(r.byte() % 4), LastMipmapLevel: uint32(r.byte() % 8), FirstLayer: uint32(r.byte() % 4), LastLayer: uint32(r.byte() % 8)}
		}
		tex, err := th.TexObjectCreate(&res, &td, view)
		check("cuTexObjectCreate", err)
		if err == nil {
			defer th.TexObjectDestroy(tex)
			_, err := th.TexObjectGetResourceDesc(tex)
			check("cuTexObjectGetResourceDesc", err)
			_, err = th.TexObjectGetResourceViewDesc(tex)
			check("cuTexObjectGetResourceViewDesc", err)
		}
		surf, err := th.SurfObjectCreate(&res)
		check("cuSurfObjectCreate", err)
		if err == nil {
			defer th.SurfObjectDestroy(surf)
		}
		x, y := math.Float32frombits(r.u32()), float32(r.byte())/4
		params := [][]byte{binary.LittleEndian.AppendUint64(nil, uint64(tex)), binary.LittleEndian.AppendUint64(nil, uint64(surf)),
			binary.LittleEndian.AppendUint64(nil, uint64(buf)+1<<15), binary.LittleEndian.AppendUint32(nil, math.Float32bits(x)), binary.LittleEndian.AppendUint32(nil, math.Float32bits(y))}
		check("cuLaunchKernel", th.LaunchKernel(fn, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, params, nil))
		if err := th.CtxSynchronize(); err != nil {
			check("cuCtxSynchronize", err)
			sticky = true
		}
	})
}
