package driver

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cudasim/cu"
)

// TestMipqMatchesH200 runs testdata/conformance/breadth22/mipq/mipq.c's queries (txq on textures
// over mipmapped arrays, suq on cubemap surfaces) through the driver and compares every line with
// what the program printed on the H200 (mipq-h200.txt).
func TestMipqMatchesH200(t *testing.T) {
	dir := filepath.Join("..", "testdata", "conformance", "breadth22", "mipq")
	want, err := os.ReadFile(filepath.Join(dir, "mipq-h200.txt"))
	if err != nil {
		t.Fatal(err)
	}
	d := New(Config{})
	defer d.Close()
	th := d.NewThread()
	th.Init(0)
	cx, _ := th.DevicePrimaryCtxRetain(0)
	th.CtxSetCurrent(cx)
	out, err := th.MemAlloc(4)
	if err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
	code := func(err error) int { return int(cu.Code(err)) }
	query := func(name, q string, h uint64, lod uint32) {
		ptx := ".version 8.0\n.target sm_90\n.address_size 64\n" +
			".visible .entry k(.param .u64 h, .param .u64 o, .param .u32 lod) {\n" +
			" .reg .b64 %rd<4>; .reg .b32 %r<4>;\n" +
			" ld.param.u64 %rd1, [h]; ld.param.u64 %rd2, [o]; ld.param.u32 %r2, [lod];\n" +
			" cvta.to.global.u64 %rd3, %rd2;\n " + q + "\n st.global.u32 [%rd3], %r1;\n ret;\n}\n"
		m, err := th.ModuleLoadData(append([]byte(ptx), 0))
		if err != nil {
			fmt.Fprintf(&got, "%s lod %d: load %d\n", name, lod, code(err))
			return
		}
		defer th.ModuleUnload(m)
		f, err := th.ModuleGetFunction(m, "k")
		if err != nil {
			fmt.Fprintf(&got, "%s lod %d: getfunction %d\n", name, lod, code(err))
			return
		}
		v := binary.LittleEndian.AppendUint32(nil, 0xdeadbeef)
		th.MemcpyHtoD(out, v)
		err = th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0,
			[][]byte{binary.LittleEndian.AppendUint64(nil, h), binary.LittleEndian.AppendUint64(nil, uint64(out)),
				binary.LittleEndian.AppendUint32(nil, lod)}, nil)
		if err == nil {
			err = th.CtxSynchronize()
		}
		if err != nil {
			fmt.Fprintf(&got, "%s lod %d: launch %d\n", name, lod, code(err))
			return
		}
		th.MemcpyDtoH(v, out)
		fmt.Fprintf(&got, "%s lod %d: %d\n", name, lod, binary.LittleEndian.Uint32(v))
	}
	dims := []string{"width", "height", "depth"}
	mip := func(what string, w, h, dp uint64, fl, levels uint32) {
		m, err := th.MipmappedArrayCreate(ArrayDescriptor{Width: w, Height: h, Depth: dp, Format: 0x20, NumChannels: 1, Flags: fl}, levels)
		if err != nil {
			fmt.Fprintf(&got, "%s: create %d\n", what, code(err))
			return
		}
		defer th.MipmappedArrayDestroy(m)
		o, err := th.TexObjectCreate(&ResourceDesc{Type: ResourceTypeMipmappedArray, Mipmapped: m},
			&TextureDesc{MaxMipmapLevelClamp: float32(levels)}, nil)
		if err != nil {
			fmt.Fprintf(&got, "%s: texobject %d\n", what, code(err))
			return
		}
		defer th.TexObjectDestroy(o)
		for _, q := range dims {
			query(what+" txq."+q, "txq."+q+".b32 %r1, [%rd1];", uint64(o), 0)
		}
		for lod := range uint32(5) {
			for _, q := range dims {
				query(what+" txq.level."+q, "txq.level."+q+".b32 %r1, [%rd1], %r2;", uint64(o), lod)
			}
		}
		query(what+" txq.num_mipmap_levels", "txq.num_mipmap_levels.b32 %r1, [%rd1];", uint64(o), 0)
	}
	cube := func(what string, w, dp uint64, fl uint32) {
		a, err := th.Array3DCreate(ArrayDescriptor{Width: w, Height: w, Depth: dp, Format: 0x20, NumChannels: 1,
			Flags: fl | ArrayCubemap | ArraySurfaceLDST})
		if err != nil {
			fmt.Fprintf(&got, "%s: create %d\n", what, code(err))
			return
		}
		defer th.ArrayDestroy(a)
		s, err := th.SurfObjectCreate(&ResourceDesc{Type: ResourceTypeArray, Array: a})
		if err != nil {
			fmt.Fprintf(&got, "%s: surfobject %d\n", what, code(err))
			return
		}
		defer th.SurfObjectDestroy(s)
		for _, q := range dims {
			query(what+" suq."+q, "suq."+q+".b32 %r1, [%rd1];", uint64(s), 0)
		}
	}
	mip("mip1d 16 levels 3", 16, 0, 0, 0, 3)
	mip("mip2d 16x8 levels 3", 16, 8, 0, 0, 3)
	mip("mip2d 20x6 levels 5", 20, 6, 0, 0, 5)
	mip("mip3d 16x8x4 levels 3", 16, 8, 4, 0, 3)
	mip("mipa1d 16 layers 3 levels 3", 16, 0, 3, ArrayLayered, 3)
	mip("mipa2d 16x8 layers 3 levels 3", 16, 8, 3, ArrayLayered, 3)
	mip("mipcube 8 levels 3", 8, 8, 6, ArrayCubemap, 3)
	mip("mipacube 8 cubes 2 levels 3", 8, 8, 12, ArrayCubemap|ArrayLayered, 3)
	cube("cube 8", 8, 6, 0)
	cube("acube 8 cubes 2", 8, 12, ArrayLayered)
	cube("cube 5", 5, 6, 0)
	got.WriteString("done\n")
	wl, gl := strings.Split(string(want), "\n"), strings.Split(got.String(), "\n")
	for i := range max(len(wl), len(gl)) {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			t.Errorf("line %d: cudasim %q, H200 %q", i+1, g, w)
		}
	}
}
