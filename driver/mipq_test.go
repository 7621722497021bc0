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

// queryProbe replays the size-query probes of testdata/conformance/breadth22/mipq (mipq.c,
// levelq.c): each query is one module whose kernel k(h, out, lod) runs one txq/suq instruction
// and stores %r1; the answers (or the failing call's code) are printed as the C programs print
// them.
type queryProbe struct {
	t   *testing.T
	th  *Thread
	out DevicePtr
	got strings.Builder
}

func newQueryProbe(t *testing.T) *queryProbe {
	d := New(Config{})
	t.Cleanup(func() { d.Close() })
	th := d.NewThread()
	th.Init(0)
	cx, _ := th.DevicePrimaryCtxRetain(0)
	th.CtxSetCurrent(cx)
	out, err := th.MemAlloc(4)
	if err != nil {
		t.Fatal(err)
	}
	return &queryProbe{t: t, th: th, out: out}
}

func probeCode(err error) int { return int(cu.Code(err)) }

// printf writes a line of the probe's output.
func (p *queryProbe) printf(format string, args ...any) { fmt.Fprintf(&p.got, format, args...) }

// load loads the module of query q (with the texture reference tr the C programs declare too).
func (p *queryProbe) load(name, q string, lod uint32) (Module, bool) {
	ptx := ".version 8.0\n.target sm_90\n.address_size 64\n"
	if strings.Contains(q, "[tr]") {
		ptx += ".global .texref tr;\n"
	}
	ptx += ".visible .entry k(.param .u64 h, .param .u64 o, .param .u32 lod) {\n" +
		" .reg .b64 %rd<4>; .reg .b32 %r<4>;\n" +
		" ld.param.u64 %rd1, [h]; ld.param.u64 %rd2, [o]; ld.param.u32 %r2, [lod];\n" +
		" cvta.to.global.u64 %rd3, %rd2;\n " + q + "\n st.global.u32 [%rd3], %r1;\n ret;\n}\n"
	m, err := p.th.ModuleLoadData(append([]byte(ptx), 0))
	if err != nil {
		p.printf("%s lod %d: load %d\n", name, lod, probeCode(err))
		return 0, false
	}
	return m, true
}

// run launches m's kernel on handle h and prints its answer.
func (p *queryProbe) run(name string, m Module, h uint64, lod uint32) {
	th := p.th
	f, err := th.ModuleGetFunction(m, "k")
	if err != nil {
		p.printf("%s lod %d: getfunction %d\n", name, lod, probeCode(err))
		return
	}
	v := binary.LittleEndian.AppendUint32(nil, 0xdeadbeef)
	th.MemcpyHtoD(p.out, v)
	err = th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0,
		[][]byte{binary.LittleEndian.AppendUint64(nil, h), binary.LittleEndian.AppendUint64(nil, uint64(p.out)),
			binary.LittleEndian.AppendUint32(nil, lod)}, nil)
	if err == nil {
		err = th.CtxSynchronize()
	}
	if err != nil {
		p.printf("%s lod %d: launch %d\n", name, lod, probeCode(err))
		return
	}
	th.MemcpyDtoH(v, p.out)
	p.printf("%s lod %d: %d\n", name, lod, binary.LittleEndian.Uint32(v))
}

// query runs q on handle h.
func (p *queryProbe) query(name, q string, h uint64, lod uint32) {
	if m, ok := p.load(name, q, lod); ok {
		p.run(name, m, h, lod)
		p.th.ModuleUnload(m)
	}
}

// compare fails on every line that differs from the H200's output file (in the mipq folder).
func (p *queryProbe) compare(file string) {
	want, err := os.ReadFile(filepath.Join("..", "testdata", "conformance", "breadth22", "mipq", file))
	if err != nil {
		p.t.Fatal(err)
	}
	wl, gl := strings.Split(string(want), "\n"), strings.Split(p.got.String(), "\n")
	for i := range max(len(wl), len(gl)) {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			p.t.Errorf("line %d: cudasim %q, H200 %q", i+1, g, w)
		}
	}
}

var queryDims = []string{"width", "height", "depth"}

// TestMipqMatchesH200 runs testdata/conformance/breadth22/mipq/mipq.c's queries (txq on textures
// over mipmapped arrays, suq on cubemap surfaces) through the driver and compares every line with
// what the program printed on the H200 (mipq-h200.txt).
func TestMipqMatchesH200(t *testing.T) {
	p := newQueryProbe(t)
	th := p.th
	mip := func(what string, w, h, dp uint64, fl, levels uint32) {
		m, err := th.MipmappedArrayCreate(ArrayDescriptor{Width: w, Height: h, Depth: dp, Format: 0x20, NumChannels: 1, Flags: fl}, levels)
		if err != nil {
			p.printf("%s: create %d\n", what, probeCode(err))
			return
		}
		defer th.MipmappedArrayDestroy(m)
		o, err := th.TexObjectCreate(&ResourceDesc{Type: ResourceTypeMipmappedArray, Mipmapped: m},
			&TextureDesc{MaxMipmapLevelClamp: float32(levels)}, nil)
		if err != nil {
			p.printf("%s: texobject %d\n", what, probeCode(err))
			return
		}
		defer th.TexObjectDestroy(o)
		for _, q := range queryDims {
			p.query(what+" txq."+q, "txq."+q+".b32 %r1, [%rd1];", uint64(o), 0)
		}
		for lod := range uint32(5) {
			for _, q := range queryDims {
				p.query(what+" txq.level."+q, "txq.level."+q+".b32 %r1, [%rd1], %r2;", uint64(o), lod)
			}
		}
		p.query(what+" txq.num_mipmap_levels", "txq.num_mipmap_levels.b32 %r1, [%rd1];", uint64(o), 0)
	}
	cube := func(what string, w, dp uint64, fl uint32) {
		a, err := th.Array3DCreate(ArrayDescriptor{Width: w, Height: w, Depth: dp, Format: 0x20, NumChannels: 1,
			Flags: fl | ArrayCubemap | ArraySurfaceLDST})
		if err != nil {
			p.printf("%s: create %d\n", what, probeCode(err))
			return
		}
		defer th.ArrayDestroy(a)
		s, err := th.SurfObjectCreate(&ResourceDesc{Type: ResourceTypeArray, Array: a})
		if err != nil {
			p.printf("%s: surfobject %d\n", what, probeCode(err))
			return
		}
		defer th.SurfObjectDestroy(s)
		for _, q := range queryDims {
			p.query(what+" suq."+q, "suq."+q+".b32 %r1, [%rd1];", uint64(s), 0)
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
	p.printf("done\n")
	p.compare("mipq-h200.txt")
}
