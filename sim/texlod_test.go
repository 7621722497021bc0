package sim

import (
	"math"
	"testing"
)

// TestProbeDirectionMeasured checks probeDirection against the steps the H200's point-filtered
// grids read (testdata/texture/h200-tex13b.tar.zst, g13b_aniso_angles_L8_m1: a major gradient of 8
// texels every 5 degrees, its probe row fitted as t·s; docs/textures.md, "Where angled probes
// sit") and the zero below a quarter step (h200-tex14.tar.zst, g14_aniso_dir_sweep: (8, 0.0698)
// steps along x).
func TestProbeDirectionMeasured(t *testing.T) {
	for _, c := range []struct {
		v      [3]float64
		dx, dy float64 // in 1/64
	}{
		{[3]float64{7.969557762145996, 0.6972459554672241, 0}, 64, 6}, // 5 degrees
		{[3]float64{7.878461837768555, 1.3891855478286743, 0}, 63, 10},
		{[3]float64{7.7274065017700195, 2.070552349090576, 0}, 61, 18},
		{[3]float64{7.51754093170166, 2.736161231994629, 0}, 60, 21},
		{[3]float64{7.250462055206299, 3.380946159362793, 0}, 58, 26},
		{[3]float64{6.928203105926514, 4, 0}, 54, 34}, // 30 degrees
		{[3]float64{6.553215980529785, 4.588612079620361, 0}, 52, 37},
		{[3]float64{5.656854152679443, 5.656854152679443, 0}, 45, 45},
		{[3]float64{3.999999761581421, 6.928203582763672, 0}, 31, 56}, // 60 degrees: x just below 4
		{[3]float64{8, 0.06981317, 0}, 64, 0},
	} {
		u := probeDirection(c.v)
		if u[0]*64 != c.dx || u[1]*64 != c.dy || u[2] != 0 {
			t.Errorf("probeDirection(%v) = (%v, %v)/64, H200 (%v, %v)/64", c.v, u[0]*64, u[1]*64, c.dx, c.dy)
		}
	}
	if u := probeDirection([3]float64{}); u != [3]float64{} {
		t.Errorf("probeDirection(0) = %v", u)
	}
}

// TestAnisotropySixMeasured checks anisotropy 6 against the impulse responses of
// testdata/texture/h200-tex11.tar.zst (g11_aniso_impulse_n6: footprints L × 1 along x): at ratio 6
// six probes one texel apart weigh 166, 4 × 173, 166 of 1024 (the response's plateaus), and
// footprints 7, 8 and 10 × 1 read the levels 15, 101 and 246 (of 256) above level 0.
func TestAnisotropySixMeasured(t *testing.T) {
	if an := anisoLevel(6); an != 6 {
		t.Fatalf("anisoLevel(6) = %d", an)
	}
	fp := footprint{ratio: 6, an: 6, step: 1, dir: [3]float64{1, 0, 0}} // the step of level 0 (gradLod)
	p := fp.probesAt(0)
	want := [6]int64{166, 173, 173, 173, 173, 166}
	if p.n != 6 || p.unit != 1024 || [6]int64(p.w[:6]) != want {
		t.Errorf("probes at ratio 6: n %d, weights %v in 1/%d; H200 6, %v in 1/1024", p.n, p.w[:p.n], p.unit, want)
	}
	for i := 0; i < p.n; i++ {
		if p.off[i] != float64(i)-2.5 {
			t.Errorf("probe %d at %v texels, H200 %v", i, p.off[i], float64(i)-2.5)
		}
	}
	for _, c := range []struct {
		L    float64
		band int64
	}{{7, 15}, {8, 101}, {10, 246}} {
		lod := lodFixed(c.L) - anisoLog(6)
		if got := trilinearBand(lod&255, 6); lod>>8 != 0 || got != c.band {
			t.Errorf("footprint %v x 1: level %d + %d/256, H200 0 + %d/256", c.L, lod>>8, got, c.band)
		}
	}
}

// TestInfiniteLength checks that an infinite gradient length is a level like any other, not an
// index past lodTable (a program's infinite gradients once failed the launch).
func TestInfiniteLength(t *testing.T) {
	if l := lodFixed(math.Inf(1)); l < 1<<16 {
		t.Errorf("lodFixed(+Inf) = %d, want a huge level", l)
	}
	if l := lodFixed(math.NaN()); l > -(1 << 16) {
		t.Errorf("lodFixed(NaN) = %d, want a huge negative level", l)
	}
}

// TestAnisoLevelMeasured checks which anisotropy a maximum anisotropy of n acts as, read from
// the level of footprints longer than it (testdata/texture/h200-tex18.tar.zst and h200-tex18b.tar.zst,
// g18_ratio_level_n*, g18b_ratio_level_n*: (2^(j/64), 0), (0, 1) read log2 L less 256, 512,
// 656, 768, 848, 912 and 1024 in 1/256 for the anisotropies below).
func TestAnisoLevelMeasured(t *testing.T) {
	for n, want := range map[uint32]int64{0: 1, 1: 1, 2: 2, 3: 2, 5: 4, 6: 6, 7: 6, 9: 8, 10: 10, 11: 10,
		12: 12, 13: 12, 14: 12, 15: 12, 16: 16, 17: 16, 31: 16, 64: 16, 255: 16} {
		if got := anisoLevel(n); got != want {
			t.Errorf("anisoLevel(%d) = %d, H200 %d", n, got, want)
		}
	}
}

// TestAnisoAreaLevelMeasured checks the level of anisotropic footprints whose ratio is the
// norm's against samples of testdata/texture/h200-tex18.tar.zst (anisotropy 16, no trilinear
// optimization, the level read directly in 1/256): log2 of the area less log2 of the major
// axis, where log2 of their quotient reads one step off.
func TestAnisoAreaLevelMeasured(t *testing.T) {
	s := texSampler{o: &TexObject{
		Res:     TexResource{Kind: TexMipmapped, Format: FormatF32, Channels: 1, Levels: []TexLevel{{Width: 64, Height: 64}}},
		Sampler: Sampler{MaxAnisotropy: 16, Normalized: true},
	}}
	for _, c := range []struct {
		name string
		g    [4]uint32 // dx, dy in normalized coordinates (64 texels)
		lod  int64     // 1/256
	}{
		{"g18_minor_level_n16 #772", [4]uint32{0x3dc00000, 0, 0, 0x3c85aac3}, 15},
		{"g18_minor_level_n16 #1799", [4]uint32{0x3e5db3d7, 0x3e000000, 0xbc0a14d5, 0x3c6f29f9}, 14},
		{"g18_minor_level_n16 #1808", [4]uint32{0x3e5db3d7, 0x3e000000, 0xbc1837f0, 0x3c83d339}, 51},
		{"g18_shear_level_n16 #328", [4]uint32{0x3c9837f0, 0, 0xbc89f2b2, 0x3d000000}, 1},
		{"g18_shear_level_n16 #331", [4]uint32{0x3c9837f0, 0, 0xbc775ae6, 0x3d000000}, 7},
	} {
		var g [2][3]float32
		for i, b := range c.g {
			g[i/2][i%2] = math.Float32frombits(b)
		}
		lod, _ := s.gradLod(g, 2)
		if got := int64(lod * 256); got != c.lod {
			t.Errorf("%s: level %d/256, H200 %d/256", c.name, got, c.lod)
		}
	}
}

// TestGradNorm3DMeasured checks the 3D norm's precision against levels the H200 read for single
// gradients (a, b, c) in texels (testdata/texture/h200-tex11.tar.zst, g11_grad_3d_single, and
// h200-tex13.tar.zst, g13_grad_3d_norm: levels in 1/256). Each sits at an lodTable bucket edge: the
// first is 11/32 of b = 1.6484375 exactly halfway between steps of 2^-11 (rounded halves up,
// with the finer quarter of c, it reads 444), the others need the quarter of c finer than 10
// bits after b's leading one (session 17's rule reads them one or two steps lower).
func TestGradNorm3DMeasured(t *testing.T) {
	for _, c := range []struct {
		v     [3]float64
		level int64
	}{
		{[3]float64{2.75, 1.6500000953674316, 0.013696289621293545}, 443}, // g11_grad_3d_single #12322
		{[3]float64{2.02734375, 1.376953125, 0.09369127452373505}, 342},   // g13_grad_3d_norm #127
		{[3]float64{3.4921875, 2.6171875, 1.30859375}, 574},               // #1408
		{[3]float64{2.234375, 0.173095703125, 0.04327392578125}, 309},     // #801
		{[3]float64{2.171875, 0.6669921875, 0.33349609375}, 337},          // #1944
	} {
		if l := lodFixed(gradNorm(c.v)); l != c.level {
			t.Errorf("level of %v = %d/256, H200 %d/256", c.v, l, c.level)
		}
	}
}

// TestCornerWeightsZSplitMeasured checks the 3D z split where a trilinear level's share makes
// it round: testdata/texture/h200-gold.tgz, mip_lod3d_f32x1 samples 177 (level 0's share 134, z
// fraction 192/256: 100.5) and 223 (level 2's share 250, 192/256: 187.5) read the H200's
// results bit for bit only with the second slice's weight rounded halves down.
func TestCornerWeightsZSplitMeasured(t *testing.T) {
	for _, c := range []struct {
		a, b, c      int32
		total, upper int64
	}{
		{64, 192, 192, 134, 100},
		{80, 0, 192, 250, 187},
	} {
		ax := [3]axisPos{{w: c.a}, {w: c.b}, {w: c.c}}
		w := cornerWeights(ax, 3, c.total)
		if got := w[4] + w[5] + w[6] + w[7]; got != c.upper || w[0]+w[1]+w[2]+w[3]+got != c.total {
			t.Errorf("fractions %d, %d, %d of %d: second slice %d (weights %v), H200 %d", c.a, c.b, c.c, c.total, got, w, c.upper)
		}
	}
}

// TestMipmappedCoordinatesNormalized: a mipmapped texture takes its coordinates as
// normalized whatever its flag says (measured, tex26's t_layout, golden
// layout.packedmip.h200.out: a 64x64 three-level u8x4 texture, level l's byte i being
// (l+1)*40+i, read unnormalized at (5.5, 6.5) by tex2DLod returns each level's last texel:
// 0x24, 0x4c, 0x74 in the first channel at levels 0, 1, 2; at normalized (0.3, 0.4), level 0
// texel (19, 25): 0x74).
func TestMipmappedCoordinatesNormalized(t *testing.T) {
	var levels []TexLevel
	var store []byte
	for l := range 3 {
		n := 64 >> l
		lv := TexLevel{Addr: uint64(len(store)), Width: uint32(n), Height: uint32(n), Depth: 1, RowPitch: uint64(n * 4), SlicePitch: uint64(n * n * 4)}
		for i := range n * n * 4 {
			store = append(store, byte((l+1)*40+i))
		}
		levels = append(levels, lv)
	}
	mem := func(addr, n uint64) []byte { return store[addr : addr+n] }
	for _, c := range []struct {
		norm bool
		x, y float32
		lod  float32
		want uint32
	}{
		{false, 5.5, 6.5, 0, 0x24}, {false, 5.5, 6.5, 1, 0x4c}, {false, 5.5, 6.5, 2, 0x74}, {true, 0.3, 0.4, 0, 0x74},
	} {
		o := &TexObject{Res: TexResource{Kind: TexMipmapped, Shape: Tex2D, Format: FormatU8, Channels: 4, Levels: levels},
			Sampler: Sampler{AddressMode: [3]uint32{AddressClamp, AddressClamp, AddressClamp}, Normalized: c.norm, MaxLod: 2}}
		s := texSampler{o: o, mem: mem, ints: true}
		if got := s.sampleMip([3]float32{c.x, c.y}, 2, 0, c.lod); got[0] != c.want {
			t.Errorf("normalized %v (%v, %v) lod %v: %#x, the H200's %#x", c.norm, c.x, c.y, c.lod, got[0], c.want)
		}
	}
}

// TestMipmappedGradientsNormalized: a mipmapped texture's gradients are normalized, as its
// coordinates are, whatever its flag says (measured on an H100 with the H200's driver, tex26's
// t_pages, golden h100-s32/b130/pages.mipnorm.out: tex2DGrad with gradients (2, 0), (0, 2) on
// TestMipmappedCoordinatesNormalized's texture, unnormalized, levels clamped to 2, read level
// 2's texel (4, 4), 136, at (0.3, 0.3), and its last, 116, at (2.5, 2.5): log2(2 * 64) = 7
// clamped, where gradients in texels would read level 1).
func TestMipmappedGradientsNormalized(t *testing.T) {
	var levels []TexLevel
	var store []byte
	for l := range 3 {
		n := 64 >> l
		levels = append(levels, TexLevel{Addr: uint64(len(store)), Width: uint32(n), Height: uint32(n), Depth: 1, RowPitch: uint64(n * 4), SlicePitch: uint64(n * n * 4)})
		for i := range n * n * 4 {
			store = append(store, byte((l+1)*40+i))
		}
	}
	o := &TexObject{Res: TexResource{Kind: TexMipmapped, Shape: Tex2D, Format: FormatU8, Channels: 4, Levels: levels},
		Sampler: Sampler{AddressMode: [3]uint32{AddressClamp, AddressClamp, AddressClamp}, MaxLod: 2}}
	s := texSampler{o: o, mem: func(addr, n uint64) []byte { return store[addr : addr+n] }, ints: true}
	for _, c := range []struct {
		at   float32
		want uint32
	}{{0.3, 136}, {2.5, 116}} {
		lod, _ := s.gradLod([2][3]float32{{2, 0}, {0, 2}}, 2)
		if got := s.sampleMip([3]float32{c.at, c.at}, 2, 0, lod); got[0] != c.want {
			t.Errorf("tex2DGrad at (%v, %v): level of detail %v, %d; the H100 read %d", c.at, c.at, lod, got[0], c.want)
		}
	}
}
