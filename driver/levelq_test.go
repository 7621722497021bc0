package driver

import (
	"fmt"
	"testing"
)

// TestLevelqMatchesH200 runs testdata/conformance/breadth22/mipq/levelq.c's queries through the
// driver (suq and txq on one level of a mipmapped array, cuMipmappedArrayGetLevel, and its
// descriptor; txq through a texture reference bound to the mipmapped array) and compares every
// line with what the program printed on the H200 (levelq-h200.txt).
func TestLevelqMatchesH200(t *testing.T) {
	p := newQueryProbe(t)
	th := p.th
	refQuery := func(name, q string, ma MipmappedArray, lod uint32) {
		m, ok := p.load(name, q, lod)
		if !ok {
			return
		}
		defer th.ModuleUnload(m)
		tr, err := th.ModuleGetTexRef(m, "tr")
		if err != nil {
			p.printf("%s lod %d: gettexref %d\n", name, lod, probeCode(err))
			return
		}
		if err := th.TexRefSetMipmappedArray(tr, ma, TexRefOverrideFormat); err != nil {
			p.printf("%s lod %d: setmipmappedarray %d\n", name, lod, probeCode(err))
			return
		}
		th.TexRefSetFormat(tr, 0x20, 1)
		th.TexRefSetMipmapLevelClamp(tr, 0, 16)
		p.run(name, m, 0, lod)
	}
	level := func(what string, ma MipmappedArray, l uint32) {
		a, err := th.MipmappedArrayGetLevel(ma, l)
		if err != nil {
			p.printf("%s level %d: getlevel %d\n", what, l, probeCode(err))
			return
		}
		if ad, err := th.Array3DGetDescriptor(a); err != nil {
			p.printf("%s level %d: descriptor %d\n", what, l, probeCode(err))
		} else {
			p.printf("%s level %d: descriptor %d %d %d flags 0x%x\n", what, l, ad.Width, ad.Height, ad.Depth, ad.Flags)
		}
		rd := &ResourceDesc{Type: ResourceTypeArray, Array: a}
		at := fmt.Sprintf("%s level %d ", what, l)
		if s, err := th.SurfObjectCreate(rd); err != nil {
			p.printf("%s level %d: surfobject %d\n", what, l, probeCode(err))
		} else {
			for _, q := range queryDims {
				p.query(at+"suq."+q, "suq."+q+".b32 %r1, [%rd1];", uint64(s), 0)
			}
			th.SurfObjectDestroy(s)
		}
		o, err := th.TexObjectCreate(rd, &TextureDesc{}, nil)
		if err != nil {
			p.printf("%s level %d: texobject %d\n", what, l, probeCode(err))
			return
		}
		for _, q := range queryDims {
			p.query(at+"txq."+q, "txq."+q+".b32 %r1, [%rd1];", uint64(o), 0)
			p.query(at+"txq.level."+q, "txq.level."+q+".b32 %r1, [%rd1], %r2;", uint64(o), 1)
		}
		th.TexObjectDestroy(o)
	}
	mip := func(what string, w, h, dp uint64, fl, levels uint32) {
		ma, err := th.MipmappedArrayCreate(ArrayDescriptor{Width: w, Height: h, Depth: dp, Format: 0x20, NumChannels: 1,
			Flags: fl | ArraySurfaceLDST}, levels)
		if err != nil {
			p.printf("%s: create %d\n", what, probeCode(err))
			return
		}
		defer th.MipmappedArrayDestroy(ma)
		for l := range levels {
			level(what, ma, l)
		}
		for _, q := range queryDims {
			refQuery(what+" texref txq."+q, "txq."+q+".b32 %r1, [tr];", ma, 0)
		}
		for lod := range levels + 1 {
			for _, q := range queryDims {
				refQuery(what+" texref txq.level."+q, "txq.level."+q+".b32 %r1, [tr], %r2;", ma, lod)
			}
		}
	}
	mip("mip1d 16 levels 3", 16, 0, 0, 0, 3)
	mip("mip2d 20x6 levels 3", 20, 6, 0, 0, 3)
	mip("mip3d 16x8x4 levels 3", 16, 8, 4, 0, 3)
	mip("mipa1d 16 layers 3 levels 2", 16, 0, 3, ArrayLayered, 2)
	mip("mipa2d 16x8 layers 3 levels 2", 16, 8, 3, ArrayLayered, 2)
	mip("mipcube 8 levels 2", 8, 8, 6, ArrayCubemap, 2)
	mip("mipacube 8 cubes 2 levels 2", 8, 8, 12, ArrayCubemap|ArrayLayered, 2)
	p.printf("done\n")
	p.compare("levelq-h200.txt")
}
