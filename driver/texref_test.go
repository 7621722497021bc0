package driver

import (
	"encoding/binary"
	"math"
	"testing"

	"cudasim/cu"
)

// texrefPTX declares the references the tests use and a kernel reading each.
const texrefPTX = `.version 7.8
.target sm_90
.address_size 64
.global .texref tA;
.global .surfref sA;
.visible .entry k(.param .u64 out, .param .f32 x, .param .f32 y)
{
	.reg .f32 %f<8>;
	.reg .b32 %r<4>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [out];
	ld.param.f32 %f1, [x];
	ld.param.f32 %f2, [y];
	tex.2d.v4.f32.f32 {%f3, %f4, %f5, %f6}, [tA, {%f1, %f2}];
	suld.b.2d.b32.zero {%r1}, [sA, {0, 0}];
	st.global.v4.f32 [%rd1], {%f3, %f4, %f5, %f6};
	st.global.u32 [%rd1+16], %r1;
	ret;
}
`

func texrefSetup(t *testing.T) (*Thread, Module, TexRef, SurfRef) {
	t.Helper()
	_, th, _ := setup(t, Config{})
	mod, err := th.ModuleLoadData(append([]byte(texrefPTX), 0))
	if err != nil {
		t.Fatal(err)
	}
	tr, err := th.ModuleGetTexRef(mod, "tA")
	if err != nil {
		t.Fatal(err)
	}
	sr, err := th.ModuleGetSurfRef(mod, "sA")
	if err != nil {
		t.Fatal(err)
	}
	return th, mod, tr, sr
}

// TestTexRefBadArguments checks the codes of bad arguments against what
// driver 580 answered on the H200 (testdata/reference/texref/h200: codes.txt,
// nullout.txt, null.txt, create.txt).
func TestTexRefBadArguments(t *testing.T) {
	th, mod, tr, sr := texrefSetup(t)
	arr, err := th.ArrayCreate(ArrayDescriptor{Width: 4, Height: 4, Format: 0x20, NumChannels: 1})
	if err != nil {
		t.Fatal(err)
	}
	buf, err := th.MemAlloc(1 << 20)
	if err != nil {
		t.Fatal(err)
	}
	d2 := func(w, h uint64, f, n uint32) *ArrayDescriptor {
		return &ArrayDescriptor{Width: w, Height: h, Format: f, NumChannels: n}
	}
	secondRef := func() error {
		again, err := th.ModuleGetTexRef(mod, "tA")
		if err == nil && again != tr {
			t.Errorf("a second cuModuleGetTexRef gave %#x, the first %#x", again, tr)
		}
		return err
	}
	cases := []struct {
		name string
		err  error
		want cu.Result
	}{
		{"GetTexRef second lookup", secondRef(), cu.Success},
		{"GetTexRef unknown name", errOf2(th.ModuleGetTexRef(mod, "nosuch")), cu.ErrorNotFound},
		{"GetTexRef of a surfref", errOf2(th.ModuleGetTexRef(mod, "sA")), cu.ErrorNotFound},
		{"GetSurfRef of a texref", errOf2(th.ModuleGetSurfRef(mod, "tA")), cu.ErrorNotFound},
		{"GetTexRef of a kernel", errOf2(th.ModuleGetTexRef(mod, "k")), cu.ErrorNotFound},
		{"GetTexRef NULL module", errOf2(th.ModuleGetTexRef(0, "tA")), cu.ErrorInvalidHandle},
		{"GetGlobal of a texref", errOf3(th.ModuleGetGlobal(mod, "tA")), cu.ErrorInvalidValue},
		{"GetGlobal of a kernel", errOf3(th.ModuleGetGlobal(mod, "k")), cu.ErrorInvalidValue},
		{"GetGlobal of nothing", errOf3(th.ModuleGetGlobal(mod, "nosuch")), cu.ErrorNotFound},
		{"SetFormat 3 channels", th.TexRefSetFormat(tr, 0x20, 3), cu.ErrorInvalidValue},
		{"SetFormat 5 channels", th.TexRefSetFormat(tr, 0x20, 5), cu.ErrorInvalidValue},
		{"SetFormat 0 channels", th.TexRefSetFormat(tr, 0x20, 0), cu.Success},
		{"SetFormat -1 channels", th.TexRefSetFormat(tr, 0x20, -1), cu.Success},
		{"SetFormat unknown format", th.TexRefSetFormat(tr, 0x99, 1), cu.Success},
		{"SetAddressMode dim -1", th.TexRefSetAddressMode(tr, -1, 0), cu.ErrorInvalidValue},
		{"SetAddressMode dim 3", th.TexRefSetAddressMode(tr, 3, 0), cu.ErrorInvalidValue},
		{"SetAddressMode mode 4", th.TexRefSetAddressMode(tr, 2, 4), cu.Success},
		{"GetAddressMode dim 3", errOf2(th.TexRefGetAddressMode(tr, 3)), cu.ErrorInvalidValue},
		{"SetFilterMode 2", th.TexRefSetFilterMode(tr, 2), cu.Success},
		{"SetMipmapFilterMode 2", th.TexRefSetMipmapFilterMode(tr, 2), cu.ErrorInvalidValue},
		{"SetFlags 0xff", th.TexRefSetFlags(tr, 0xff), cu.ErrorInvalidValue},
		{"SetFlags 0xffffffff", th.TexRefSetFlags(tr, 0xffffffff), cu.ErrorInvalidValue},
		{"SetFlags 0x40", th.TexRefSetFlags(tr, 0x40), cu.ErrorInvalidValue},
		{"SetFlags 0x8", th.TexRefSetFlags(tr, 0x8), cu.Success},
		{"SetFlags 3", th.TexRefSetFlags(tr, 3), cu.Success},
		{"SetMaxAnisotropy 17", th.TexRefSetMaxAnisotropy(tr, 17), cu.Success},
		{"SetMipmapLevelClamp reversed", th.TexRefSetMipmapLevelClamp(tr, 3, 1), cu.Success},
		{"GetArray unbound", errOf2(th.TexRefGetArray(tr)), cu.ErrorInvalidValue},
		{"GetMipmappedArray unbound", errOf2(th.TexRefGetMipmappedArray(tr)), cu.ErrorInvalidValue},
		{"GetAddress unbound", errOf2(th.TexRefGetAddress(tr)), cu.ErrorInvalidValue},
		{"SetArray flags 2", th.TexRefSetArray(tr, arr, 2), cu.ErrorInvalidValue},
		{"SetArray NULL", th.TexRefSetArray(tr, 0, 0), cu.ErrorInvalidHandle},
		{"SetMipmappedArray NULL", th.TexRefSetMipmappedArray(tr, 0, 0), cu.ErrorInvalidHandle},
		{"SetFormat float4", th.TexRefSetFormat(tr, 0x20, 4), cu.Success},
		{"SetAddress NULL", errOf2(th.TexRefSetAddress(tr, 0, 4096)), cu.Success},
		{"SetAddress 2^40 bytes", errOf2(th.TexRefSetAddress(tr, buf, 1<<40)), cu.ErrorInvalidValue},
		{"SetAddress2D pitch 16", th.TexRefSetAddress2D(tr, d2(4, 4, 0x20, 1), buf, 16), cu.ErrorInvalidValue},
		{"SetAddress2D pitch 32", th.TexRefSetAddress2D(tr, d2(4, 4, 0x20, 1), buf, 32), cu.Success},
		{"SetAddress2D base +256", th.TexRefSetAddress2D(tr, d2(4, 4, 0x20, 1), buf+256, 64), cu.ErrorInvalidValue},
		{"SetAddress2D NULL base", th.TexRefSetAddress2D(tr, d2(4, 4, 0x20, 1), 0, 64), cu.Success},
		{"SetAddress2D NULL descriptor", th.TexRefSetAddress2D(tr, nil, buf, 64), cu.ErrorInvalidValue},
		{"SetAddress2D 3 channels", th.TexRefSetAddress2D(tr, d2(4, 4, 0x20, 3), buf, 64), cu.Success},
		{"SetAddress2D row over pitch", th.TexRefSetAddress2D(tr, d2(16, 4, 0x20, 4), buf, 128), cu.ErrorInvalidValue},
		{"SetAddress2D height 70000", th.TexRefSetAddress2D(tr, d2(4, 70000, 0x20, 1), buf, 64), cu.ErrorInvalidValue},
		{"SetFilterMode NULL", th.TexRefSetFilterMode(0, 0), cu.ErrorInvalidHandle},
		{"GetFlags NULL", errOf2(th.TexRefGet(0, "cuTexRefGetFlags")), cu.ErrorInvalidHandle},
		{"Destroy NULL", th.TexRefDestroy(0), cu.ErrorInvalidHandle},
		{"SurfRefSetArray without SURFACE_LDST", th.SurfRefSetArray(sr, arr, 0), cu.ErrorInvalidValue},
		{"SurfRefSetArray NULL array", th.SurfRefSetArray(sr, 0, 0), cu.ErrorInvalidHandle},
		{"SurfRefSetArray NULL", th.SurfRefSetArray(0, 0, 0), cu.ErrorInvalidHandle},
		{"ParamSetTexRef", th.ParamSetTexRef(0, -1, tr), cu.ErrorInvalidValue},
		{"ParamSetTexRef NULL", th.ParamSetTexRef(0, -1, 0), cu.ErrorInvalidHandle},
	}
	for _, c := range cases {
		if got := cu.Code(c.err); got != c.want {
			t.Errorf("%s: %v, want %s", c.name, c.err, c.want.Name())
		}
	}
	// Get after Set reads back what was accepted, unknown values included (measured).
	i, err := th.TexRefGet(tr, "cuTexRefGetFormat")
	if err != nil || i.FilterMode != 2 || i.Flags != 3 || i.MaxAnisotropy != 17 || i.MinMipmapLevelClamp != 3 || i.AddressMode[2] != 1 {
		t.Errorf("state after the Set calls: %+v, %v", i, err)
	}
}

// TestTexRefLaunch binds a float array and reads it through the kernel,
// then makes the state unmodelled (an unknown format) and expects the launch
// to answer CUDA_ERROR_NOT_SUPPORTED, not a guess.
func TestTexRefLaunch(t *testing.T) {
	th, mod, tr, _ := texrefSetup(t)
	k, err := th.ModuleGetFunction(mod, "k")
	if err != nil {
		t.Fatal(err)
	}
	arr, err := th.ArrayCreate(ArrayDescriptor{Width: 4, Height: 1, Format: 0x20, NumChannels: 1})
	if err != nil {
		t.Fatal(err)
	}
	texels := make([]byte, 16)
	for i, v := range []float32{1, 2, 3, 4} {
		binary.LittleEndian.PutUint32(texels[4*i:], math.Float32bits(v))
	}
	if err := th.MemcpyHtoA(arr, 0, texels); err != nil {
		t.Fatal(err)
	}
	out, err := th.MemAlloc(32)
	if err != nil {
		t.Fatal(err)
	}
	launch := func(x, y float32) ([5]uint32, error) {
		params := [][]byte{binary.LittleEndian.AppendUint64(nil, out),
			binary.LittleEndian.AppendUint32(nil, math.Float32bits(x)), binary.LittleEndian.AppendUint32(nil, math.Float32bits(y))}
		var r [5]uint32
		if err := th.LaunchKernel(k, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, params, nil); err != nil {
			return r, err
		}
		b := make([]byte, 20)
		if err := th.MemcpyDtoH(b, out); err != nil {
			return r, err
		}
		for i := range r {
			r[i] = binary.LittleEndian.Uint32(b[4*i:])
		}
		return r, nil
	}
	r, err := launch(1.5, 1.5)
	if err != nil || r != [5]uint32{} {
		t.Errorf("unbound reference: %x, %v; want zeros (measured)", r, err)
	}
	if err := th.TexRefSetArray(tr, arr, TexRefOverrideFormat); err != nil {
		t.Fatal(err)
	}
	r, err = launch(1.5, 0.5) // texel (1, 0), clamped reads
	if err != nil || math.Float32frombits(r[0]) != 2 {
		t.Errorf("bound reference: %x, %v; want 2.0", r, err)
	}
	if err := th.TexRefSetFormat(tr, 0x99, 1); err != nil {
		t.Fatal(err)
	}
	if _, err := launch(0.5, 0.5); cu.Code(err) != cu.ErrorNotSupported {
		t.Errorf("format 0x99 at a launch: %v, want CUDA_ERROR_NOT_SUPPORTED", err)
	}
	if err := th.TexRefSetArray(tr, arr, TexRefOverrideFormat); err != nil {
		t.Fatal(err)
	}
	if err := th.ArrayDestroy(arr); err != nil {
		t.Fatal(err)
	}
	if _, err := th.TexRefGetArray(tr); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("GetArray after the array's destruction: %v, want CUDA_ERROR_INVALID_VALUE", err)
	}
	r, err = launch(0.5, 0.5)
	if err != nil || r != [5]uint32{} {
		t.Errorf("reference of a destroyed array: %x, %v; want zeros (measured)", r, err)
	}
}

// FuzzTexRefCalls runs sequences of reference calls with arbitrary
// arguments: each answers a code, none panics, and a launch after them
// either runs or answers an error.
func FuzzTexRefCalls(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{3, 0x99, 1, 6, 2, 9, 255, 255, 255, 255})
	f.Fuzz(func(t *testing.T, ops []byte) {
		th, mod, tr, sr := texrefSetup(t)
		arr, err := th.Array3DCreate(ArrayDescriptor{Width: 4, Height: 4, Format: 0x20, NumChannels: 1, Flags: ArraySurfaceLDST})
		if err != nil {
			t.Fatal(err)
		}
		buf, err := th.MemAlloc(4096)
		if err != nil {
			t.Fatal(err)
		}
		next := func() uint32 {
			if len(ops) == 0 {
				return 0
			}
			v := uint32(ops[0])
			ops = ops[1:]
			return v
		}
		for len(ops) > 0 {
			a, b := next(), next()
			switch next() % 12 {
			case 0:
				_ = th.TexRefSetFormat(tr, a, int32(b)-2)
			case 1:
				_ = th.TexRefSetAddressMode(tr, int32(a%5)-1, b)
			case 2:
				_ = th.TexRefSetFilterMode(tr, a)
			case 3:
				_ = th.TexRefSetFlags(tr, a)
			case 4:
				_ = th.TexRefSetArray(tr, arr, a)
			case 5:
				_, _ = th.TexRefSetAddress(tr, buf+uint64(a), uint64(b)*16)
			case 6:
				_ = th.TexRefSetAddress2D(tr, &ArrayDescriptor{Width: uint64(a % 8), Height: uint64(b % 8), Format: 0x20, NumChannels: a % 5}, buf, uint64(b)*32)
			case 7:
				_ = th.SurfRefSetArray(sr, arr, a)
			case 8:
				_ = th.TexRefSetMipmapLevelClamp(tr, float32(a), float32(b))
			case 9:
				_, _ = th.TexRefGet(tr, "cuTexRefGetFormat")
				_, _ = th.TexRefGetArray(tr)
				_, _ = th.TexRefGetAddress(tr)
			case 10:
				_ = th.TexRefSetBorderColor(tr, [4]float32{float32(a), -float32(b), 0, 1})
			case 11:
				_ = th.TexRefSetMipmapFilterMode(tr, a)
			}
		}
		k, err := th.ModuleGetFunction(mod, "k")
		if err != nil {
			t.Fatal(err)
		}
		params := [][]byte{binary.LittleEndian.AppendUint64(nil, buf), make([]byte, 4), make([]byte, 4)}
		err = th.LaunchKernel(k, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, params, nil)
		if err == nil {
			err = th.CtxSynchronize()
		}
		_ = err
	})
}

// errOf2 and errOf3 keep the error of a call with more results.
func errOf2[T any](_ T, err error) error { return err }

func errOf3[T, U any](_ T, _ U, err error) error { return err }
