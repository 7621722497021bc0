package sim

import (
	"math"
)

// The level of detail tex.grad picks from its two gradients, as measured on the H200
// (docs/textures.md, "Level of detail from gradients"; the g9_grad* and g10_grad* cases of
// testdata/texture).

// gradNorm is the texture unit's length of a gradient in texels: its largest component plus
// 11/32 of the middle one plus 1/4 of the smallest, not the Euclidean length (a gradient at 45
// degrees reads 0.95 of its length, one at 30 degrees 1.04), in the unit's precision: each
// component cut to 9 bits after its leading one, 11/32 of the middle one rounded to 11 bits
// after that component's leading one (g11_grad_single*: every one of 131,072 single gradients
// (a, b) exact so). With a third component (c > 0) the rounding is to even, not halves up, and
// the quarter of the smallest keeps 10 bits after that component's leading one, dropping its
// last (session 18, g11_grad_3d_single 120 -> 74 of 32,768 differing, g13_grad_3d_norm 311 ->
// 195; the 2D sets read the same under either rounding; docs/textures.md).
func gradNorm(v [3]float64) float64 {
	a, b, c := cutSorted(v)
	if c == 0 {
		return a + roundMant(b*11/32, b, 11)
	}
	return a + roundEvenMant(b*11/32, b, 11) + cutTo(c/4, c, 10)
}

// cutSorted is v's components' magnitudes cut to 9 bits after their leading ones, largest first.
func cutSorted(v [3]float64) (a, b, c float64) {
	a, b, c = cutMant(math.Abs(v[0]), 9), cutMant(math.Abs(v[1]), 9), cutMant(math.Abs(v[2]), 9)
	if a < b {
		a, b = b, a
	}
	if b < c {
		b, c = c, b
	}
	if a < b {
		a, b = b, a
	}
	return a, b, c
}

// cutSigned is x cut to 9 bits after its leading one, toward zero.
func cutSigned(x float64) float64 { return math.Copysign(cutMant(math.Abs(x), 9), x) }

// diagNorm is 11/16 of the length of a diagonal of the footprint (the sum or difference of the
// gradients): 11/16 of its largest component rounded (halves up) to 10 bits after its leading
// one, plus 11/16 of the rest of the norm (11/32 of the middle one rounded halves up to 11 bits
// and a quarter of the smallest cut to 10 bits, both after the middle one's leading one: gradNorm's
// 3D rule here makes g9_grad3d_sweep_aniso0 worse, 122 -> 126) unrounded, the sum cut to 10 bits (measured: g17c_diag_sum_sweep, sums (S, T)
// swept finely, read one step lower than the whole product rounded wherever that rounds up onto
// a level step, 499 -> 119 of 4,608, while on-axis sums, parallel pairs, need the round-up:
// g10_grad_parallel_aniso0 stays exact; g13_grad_pairs_diag 3,857 -> 2,637).
func diagNorm(v [3]float64) float64 {
	a, b, c := cutSorted(v)
	x := roundMant(a*11/16, a*11/16, 10)
	rest := (roundMant(b*11/32, b, 11) + cutTo(c/4, b, 10)) * 11 / 16
	return cutMant(x+rest, 10)
}

// cutMant is x >= 0 truncated to bits bits after its leading one.
func cutMant(x float64, bits int) float64 { return cutTo(x, x, bits) }

// cutTo is x >= 0 truncated to a multiple of 2^-bits times ref's leading one.
func cutTo(x, ref float64, bits int) float64 {
	if ref == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return x
	}
	_, e := math.Frexp(ref)
	return math.Ldexp(math.Floor(math.Ldexp(x, bits+1-e)), e-1-bits)
}

// roundMant is x >= 0 rounded, halves up, to a multiple of 2^-bits times ref's leading one.
func roundMant(x, ref float64, bits int) float64 {
	if ref == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return x
	}
	_, e := math.Frexp(ref)
	return math.Ldexp(math.Floor(math.Ldexp(x, bits+1-e)+0.5), e-1-bits)
}

// roundEvenMant is x >= 0 rounded, ties to even, to a multiple of 2^-bits times ref's leading one.
func roundEvenMant(x, ref float64, bits int) float64 {
	if ref == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return x
	}
	_, e := math.Frexp(ref)
	return math.Ldexp(math.RoundToEven(math.Ldexp(x, bits+1-e)), e-1-bits)
}

// gradAxes are the lengths of the footprint's major and minor axes in texels of level 0, the
// major axis's vector (a diagonal's times 11/16) and its Euclidean length. The major axis is the
// longest of the two gradients and of their sum and difference scaled by 11/16 (the diagonals of
// the pixel's footprint: two equal parallel gradients read 1.375 times one, two perpendicular
// ones no more than the longer), its length the norm's (gradNorm); the minor axis is the
// footprint's area over the major axis.
func gradAxes(g [2][3]float64, dims int) (major, minor float64, axis [3]float64, eucl float64) {
	var sum, diff [3]float64
	for i := range sum {
		a, b := cutSigned(g[0][i]), cutSigned(g[1][i])
		sum[i], diff[i] = a+b, a-b
	}
	for _, c := range [4]struct {
		v     [3]float64
		n, sc float64
	}{{g[0], gradNorm(g[0]), 1}, {g[1], gradNorm(g[1]), 1}, {sum, diagNorm(sum), 11.0 / 16}, {diff, diagNorm(diff), 11.0 / 16}} {
		if c.n > major {
			// A diagonal's vector is scaled by 11/16 before probeDirection puts it on its grid
			// (measured: g18_shear_vee_n16 5,006 -> 2,957 of 7,800 differ, the random sets
			// g11/g12b_aniso_rand_* about 10% fewer, none more, h200-tex18.tar.zst).
			major = c.n
			for i := range axis {
				axis[i] = c.v[i] * c.sc
			}
			eucl = math.Sqrt(axis[0]*axis[0] + axis[1]*axis[1] + axis[2]*axis[2])
		}
	}
	var area float64
	switch dims {
	case 2:
		area = math.Abs(g[0][0]*g[1][1] - g[0][1]*g[1][0])
	case 3:
		x := g[0][1]*g[1][2] - g[0][2]*g[1][1]
		y := g[0][2]*g[1][0] - g[0][0]*g[1][2]
		z := g[0][0]*g[1][1] - g[0][1]*g[1][0]
		area = math.Sqrt(x*x + y*y + z*z)
	}
	if major > 0 {
		minor = area / major
	}
	return major, minor, axis, eucl
}

// unitArea is the area of a 2D footprint as the texture unit forms it for the level of
// detail: the gradients' components cut to 9 bits after their leading ones (cutSigned), each
// of the cross product's two terms rounded, halves up, to 9 bits after its leading one, and
// their difference (measured with the level read directly, h200-tex18.tar.zst: the exact area
// leaves 4,522 of 31,000 samples of g18_*_level_* differing, the cut components 3,410, the
// rounded terms 2,649; docs/textures.md, session 18).
func unitArea(g [2][3]float64) float64 {
	term := func(a, b float64) float64 {
		p := cutSigned(a) * cutSigned(b)
		return math.Copysign(roundMant(math.Abs(p), math.Abs(p), 9), p)
	}
	return math.Abs(term(g[0][0], g[1][1]) - term(g[0][1], g[1][0]))
}

// probeDirection is the step between neighbouring probes per texel of spacing, as the texture
// unit forms it from the major axis v: each component on a grid of 1/8 of the larger one's
// leading power of two, taken at the middle of its step (below a quarter step: zero), the vector scaled to
// length 1 and each component rounded to 1/64 (measured: g12_aniso_angle_n16's V texture reads
// the direction of the probe row at every 2 degrees: 2 degrees steps along 1.8, 4 and 6 along
// 5.4, 30 along 32.2 but 30 less one float step, (3.9999998, 6.928), along 61.0; lengths 4 and 8
// step alike, 6 otherwise; g13b_aniso_angles_* read the steps (64, 6)/64 at 5 degrees, (54,
// 34)/64 at 30, (31, 56)/64 at 60 directly).
func probeDirection(v [3]float64) [3]float64 {
	big := max(math.Abs(v[0]), math.Abs(v[1]), math.Abs(v[2]))
	var u [3]float64
	if !(big > 0) || math.IsInf(big, 0) {
		return u
	}
	_, e := math.Frexp(big)
	grid := math.Ldexp(1, e-4) // 1/8 of big's leading power of two
	var q [3]float64
	var n2 float64
	for i, x := range v {
		if u := math.Abs(x) / grid; u >= 0.25 {
			q[i] = (math.Floor(u) + 0.5) * grid
			n2 += q[i] * q[i]
		}
	}
	for i := range u {
		u[i] = math.Copysign(math.Floor(q[i]/math.Sqrt(n2)*64+0.5)/64, v[i])
	}
	return u
}

// anisoProbes is how anisotropic filtering samples a footprint: n probes along the major axis,
// probe i at offset off[i] (texels of level 0, along dir) from the sample point, weighing w[i] in
// 1/unit (the weights sum to unit). n is 1 without anisotropy.
type anisoProbes struct {
	n    int
	dir  [3]float64
	off  [16]float64
	w    [16]int64
	unit int64
}

// gradLod is the level of detail of tex.grad, a multiple of 1/256: log2 of the major axis, or with
// anisotropic filtering (a maximum anisotropy above 1, 1D and 2D textures) of the major axis over
// the ratio of the axes, the ratio kept between 1 and the anisotropy (anisoLevel). With
// anisotropy it also returns the footprint the probes sample (footprint.probesAt).
func (s *texSampler) gradLod(g32 [2][3]float32, dims int) (float32, footprint) {
	lv := &s.o.Res.Levels[0]
	n := [3]float64{float64(lv.Width), float64(lv.Height), float64(lv.Depth)}
	// Gradients are in the coordinates' units: normalized ones span level 0's texels. A
	// mipmapped resource's coordinates are normalized whatever the flag says (normalized), and
	// so are its gradients (measured, tex26's t_pages mipnorm, on an H100: tex2DGrad with
	// gradients (2, 0), (0, 2) on an unnormalized 64x64 three-level texture read level 2,
	// log2(128) clamped, not level 1). A cubemap's faces keep the flag's (not measured).
	norm := s.o.Sampler.Normalized || s.o.Res.Kind == TexMipmapped
	var g [2][3]float64
	for k := range g {
		for i := 0; i < dims; i++ {
			// A NaN component reads as 0 (measured: g15_nan_grad2d_mip_* of
			// testdata/texture/h200-tex15.tar.zst, the level follows the other components).
			if g[k][i] = float64(g32[k][i]); math.IsNaN(g[k][i]) {
				g[k][i] = 0
			}
			if norm {
				g[k][i] *= n[i]
			}
		}
	}
	major, minor, axis, eucl := gradAxes(g, dims)
	fp := footprint{ratio: 1}
	if an := anisoLevel(s.o.Sampler.MaxAnisotropy); an > 1 && dims < 3 {
		nr := anisoRatio(an)
		// The probes are one Euclidean minor axis apart, area/eucl, or, where the anisotropy
		// cannot cover the footprint that way, the Euclidean major axis over the anisotropy
		// (measured: the point-filtered grids g13_aniso_angle_grid_* and g13b_aniso_angles_*
		// place them one texel apart for a minor gradient of length 1 at every angle, two for
		// length 2; the impulse responses g11_aniso_impulse_* of angled footprints longer than
		// the anisotropy). The ratio's minor axis is the norm's, area/major, but no shorter
		// than the Euclidean one up to one texel (footprints L × 1 at 10 to 35 degrees, where
		// area/major < 1, read the ratio major/1 in their inner probes' weights, at 40 and 45
		// degrees and L × 2 at every angle major/(area/major), g13b_aniso_angles_*; L × 0.5
		// along an axis major/0.5, g11_aniso_impulse_*).
		spacing := minor
		if eucl > 0 {
			spacing = minor * major / eucl
		}
		ratio := math.Inf(1)
		if rm := max(minor, min(spacing, 1)); rm > 0 {
			ratio = major / rm
		}
		ratio = max(ratio, 1)
		if eucl > 0 {
			spacing = max(spacing, eucl/nr)
		}
		narrow := false // the ratio is the one-texel floor's, not the footprint's
		if spacing < 1 {
			// Probes step at least a texel, so a footprint under one texel wide is covered by
			// fewer probes, of ratio major/1, and its level is that ratio's (measured: L × 0.5
			// reads L probes one texel apart, g11_aniso_impulse_*; the random samples
			// g11/g12b_aniso_rand_* also need the level: probesAt alone leaves 8,800 more
			// results differing).
			wide := min(ratio, max(major, 1))
			narrow = wide != ratio
			spacing, ratio = 1, wide
		}
		fp = footprint{ratio: ratio, an: an, step: spacing, dir: probeDirection(axis)}
		if ratio <= nr && minor > 0 && minor >= min(minor*major/eucl, 1) && major >= minor {
			// The ratio is the norm's (major over area/major): the level is the difference
			// of the logarithms of the footprint's area, in the unit's precision, and of the
			// major axis, not log2 of the quotient (measured: g18_minor_level_n16,
			// g18_shear_level_*, g18_pairs_level_* of h200-tex18.tar.zst, the level read directly).
			la, lm := lodFixed(unitArea(g)), lodFixed(major)
			// The probes' ratio is in the same logarithms: log2 r = 2 log2 major - log2 area
			// (measured: g18_ratio_vee_*, (1.044, 0), (0, 1) reads the two probes' offset of
			// log2 r = 16/256, not the 15/256 of major/(area/major) with the cut major).
			if !narrow {
				fp.logRatio = 2*lm - la
			}
			return float32(la-lm) / 256, fp
		}
		if ratio <= nr {
			return float32(lodFixed(major/ratio)) / 256, fp
		}
		lod := float32(lodFixed(major)-anisoLog(an)) / 256
		if s.o.Res.Kind == TexMipmapped && len(s.o.Res.Levels) > 1 {
			// A footprint longer than the anisotropy covers: the probes step by the size of a
			// texel of the level the spacing selects, 2^(l + f/256) texels of level 0, with
			// the level's bias, clamps and trilinear band applied (measured: the ratio sweep
			// g12_aniso_ratio_n4 reads a step of exactly 1 texel for ratios 4 to 4.65 and 2 for
			// 6.9 to 9.3, where the band keeps one level, not ratio/4; the impulse bands
			// g11_aniso_impulse_bands_* alike). Between the plateaus the lower level's probes
			// step 2^(l + f/256) (fitted to g11_aniso_impulse_bands_n4; the upper level's:
			// footprint.probesAt).
			ls := lodFixed(spacing)
			if spacing == eucl/nr {
				ls = lodFixed(eucl) - anisoLog(an)
			}
			l0, f := s.mipLevels(float32(ls) / 256)
			fp.step = math.Ldexp(math.Exp2(float64(f)/256), l0)
		}
		return lod, fp
	}
	return float32(lodFixed(major)) / 256, fp
}

// footprint is an anisotropic footprint as its probes see it: the ratio of its axes (not yet
// kept within the anisotropy an), the step between probes in texels of level 0 and its
// direction (probeDirection).
type footprint struct {
	ratio float64
	// logRatio is log2 ratio in 1/256 as the unit forms it, where it does so from logarithms
	// (0: from lodFixed(ratio))
	logRatio int64
	an       int64
	step     float64
	dir      [3]float64
}

// probesAt are the probes the footprint takes at level l. Within the anisotropy they step by a
// texel of the level, 2^l texels of level 0, as many as the ratio gives, unless that texel is
// twice the footprint's step or more: then fewer probes cover the footprint's span (fitted,
// session 18: the H200's spread along x for (16, 0), (0, m) swings 3.4..4.8 texels once per
// octave of m, g18_minor_vee_n16 1,446 -> 921, g14_aniso_dir_minor 4,187 -> 2,289,
// g13b_aniso_angles_L8_m2 4,760 -> 0, the random sets g11/g12b_aniso_rand_* 10-30% fewer;
// the 45-degree footprints L x 1 of g11_aniso_impulse_n16_notrilinopt, level just above 0,
// read the upper level's probes two texels apart over the span, 8,230 -> 7,635 with the
// threshold; footprints L x 0.5 read L probes one texel apart at level 0, g11_aniso_impulse_*).
// Beyond the anisotropy they never step less than a texel of the level: where that is longer
// than the footprint's step, the same span, step times the anisotropy's ratio, is covered by
// fewer probes, of ratio span / 2^l (measured: between the plateaus of the trilinear band,
// g11_aniso_impulse_bands_n4 fits four equal probes 2^(f/256) apart in the lower level and four
// two texels apart weighing as ratio 4 2^(f/256) / 2 in the upper one, inner weights fitted
// 212, 189, 164 of 512 for L = 5.125, 5.5, 6, 214, 189, 164 so).
func (fp *footprint) probesAt(l int) anisoProbes {
	t := math.Ldexp(1, l)
	if fp.ratio <= anisoRatio(fp.an) {
		if t < 2*fp.step {
			return probesFor(fp.ratio, fp.an, t*fp.ratio, fp.dir, fp.logRatio)
		}
		span := fp.step * fp.ratio
		return probesFor(span/t, fp.an, span, fp.dir, 0)
	}
	span := fp.step * anisoRatio(fp.an)
	if t > fp.step {
		return probesFor(span/t, fp.an, span, fp.dir, 0)
	}
	return probesFor(fp.ratio, fp.an, span, fp.dir, fp.logRatio)
}

// probesFor places the probes of a footprint whose axes have the ratio r (major over minor),
// filtered with anisotropy an, as the H200 does (window 9's g12_aniso_* cases, docs/textures.md
// "Anisotropic filtering"): an even number of probes, n = 2 ceil(r/2) at most an (one for r = 1),
// s = span / min(r, an) apart along dir (probeDirection: a step per texel of s). 1/r
// comes from the ratio's level-of-detail form: with log2 r = i + f/256 (lodFixed), 1/r is
// recipTable[f] 2^-i, recipTable in 1/256. The inner probes weigh that, in 1/512 for 2 <= r < 4
// and in 1/1024 above (cut to the unit), the two outer ones the rest; two probes (r < 2) weigh
// 1/2 each and sit at ±s (1 - 1/r), 1/r cut to 1/128.
func probesFor(r float64, an int64, major float64, dir [3]float64, logRatio int64) anisoProbes {
	p := anisoProbes{n: 1, dir: dir, unit: 512}
	if !(r > 1) {
		p.w[0] = 512
		return p
	}
	rc := min(r, anisoRatio(an))
	n := min(2*int(math.Ceil(rc/2)), int(an))
	step := major / rc
	lr := lodFixed(rc)
	if logRatio > 0 && r <= anisoRatio(an) {
		lr = logRatio
	}
	ip, recip := lr>>8, int64(recipTable[lr&255])
	p.n = n
	if n == 2 {
		d := step / 2
		if ip == 0 {
			d = step * float64(256-recip&^1) / 256
		}
		p.off[0], p.off[1] = -d, d
		p.w[0], p.w[1] = 256, 256
		return p
	}
	inner := recip
	if ip >= 2 {
		p.unit, inner = 1024, recip>>(ip-2)
	}
	if c := 2 * int(math.Ceil(float64(p.unit)/float64(inner)/2)); c > n {
		// 1/r rounded down leaves the outer two more than an inner weight each: two more
		// probes (measured: ratio 10 at anisotropy 16 takes twelve, 2, 10 × 102, 2 of 1024,
		// g11_aniso_impulse_n16; g11_aniso_impulse_bands_n16 exact so)
		n = min(c, int(an))
		p.n = n
	}
	outer := (p.unit - int64(n-2)*inner) / 2
	for i := 0; i < n; i++ {
		p.off[i] = (float64(i) - float64(n-1)/2) * step
		p.w[i] = inner
	}
	p.w[0], p.w[n-1] = outer, outer
	return p
}

// recipTable is 2^(-f/256) in 1/256, rounded to nearest: the reciprocal of a ratio whose log2
// has the fraction f/256 (measured: the inner probes' weights of g12_aniso_ratio_n16, the ratio
// swept over 2^(j/1024), read through a texel of 1 among zeros, every f the table reaches).
var recipTable = func() (t [256]uint16) {
	for f := range t {
		t[f] = uint16(math.Floor(256*math.Exp2(-float64(f)/256) + 0.5))
	}
	return t
}()

// sampleAniso filters the probes of an anisotropic footprint at level of detail lod: each
// probe's corner weights are split from its own weight and its texels aligned among themselves
// (as one level's in trilinear filtering), and all probes' weighted texels are one exact sum,
// rounded once (measured: g12_aniso_sum_*, texels of exponents 2^-12..2^12 at ratios whose
// probes sit at known places). Where two levels blend, each level takes its own probes
// (footprint.probesAt).
func (s *texSampler) sampleAniso(c [3]float32, dims int, slice int32, lod float32, fp *footprint) texel {
	// A NaN coordinate reads as 0 before the probes step from it (measured: 1D anisotropy 16
	// at a NaN coordinate reads the probes around 0, g15_nan_grad1d_*_n16 of h200-tex15.tar.zst).
	for i := range c {
		if math.IsNaN(float64(c[i])) {
			c[i] = 0
		}
	}
	l0, f := 0, int64(0)
	if s.o.Res.Kind == TexMipmapped && len(s.o.Res.Levels) > 1 {
		l0, f = s.mipLevels(lod)
	}
	sets := [2]anisoProbes{fp.probesAt(l0)}
	if f > 0 {
		sets[1] = fp.probesAt(l0 + 1)
	}
	unit := max(sets[0].unit, sets[1].unit)
	var sum probeSum
	for k, p := range sets[:1+min(f, 1)] {
		sum.level, sum.shared = probeBoth, f > 0
		if f > 0 {
			sum.level = probeLower + probeLevel(k)
			p.shareWeights([2]int64{256 - f, f}[k])
		}
		s.addProbes(c, dims, slice, lod, &p, unit/p.unit, &sum)
	}
	fm := s.o.Res.Format
	if isNormInt(fm) {
		return normResultIn(fm, sum.isums, 256*unit)
	}
	var out texel
	scale := 1 / (256 * float64(unit))
	for ch := range out {
		if fm == FormatF16 {
			out[ch] = math.Float32bits(halfToFloat(sum.acc[ch].round16(scale)))
			continue
		}
		out[ch] = math.Float32bits(sum.acc[ch].round32(scale))
	}
	return out
}

// shareWeights puts a level's share sh (1/256) into the probes' weights, in their unit: the
// inner probes' rounded, the two outer ones the rest, so that they sum to the share exactly,
// before each probe's corner weights are split from its weight (fitted: the impulse responses
// between the trilinear band's plateaus; with the exact products g11_aniso_impulse_point_n4
// had 7,168 results differ, now 20, _n2 and _n3 about 12,600, now 2,400, _n8 6,043, now 1,897).
func (p *anisoProbes) shareWeights(sh int64) {
	rest := p.unit / 256 * sh
	for i := 1; i < p.n-1; i++ {
		p.w[i] = (p.w[i]*sh + 128) >> 8
		rest -= p.w[i]
	}
	if p.n == 1 {
		p.w[0] = rest
	} else {
		p.w[0], p.w[p.n-1] = rest/2, rest-rest/2
	}
}

// addProbes adds the probes p, their weights times scale, to sum.
func (s *texSampler) addProbes(c [3]float32, dims int, slice int32, lod float32, p *anisoProbes, scale int64, sum *probeSum) {
	lv := &s.o.Res.Levels[0]
	size := [3]float64{float64(lv.Width), float64(lv.Height), float64(lv.Depth)}
	for i := 0; i < p.n; i++ {
		ci := c
		for k := 0; k < dims; k++ {
			d := p.off[i] * p.dir[k]
			if s.normalized() {
				d /= size[k]
			}
			ci[k] = float32(float64(c[k]) + d)
		}
		sum.w = p.w[i] * scale
		s.probe = sum
		s.sampleMip(ci, dims, slice, lod)
		s.probe = nil
	}
}

// probeSum gathers the probes of an anisotropic sample: w is the weight of the probe being
// sampled (its corner weights are split from it), acc the exact weighted sums of float texels,
// isums those of 8/16-bit normalized ones (weights in 1/(256 unit), unit that of anisoProbes: a
// probe's corner weights times its level's share).
type probeSum struct {
	w     int64
	level probeLevel
	// shared: the probe's weight holds its level's share already (anisoProbes.shareWeights)
	shared bool
	acc    [4]exactSum
	isums  [4]int64
}

// probeLevel is which of two blended levels a probe adds.
type probeLevel uint8

const (
	probeBoth probeLevel = iota
	probeLower
	probeUpper
)

// addTexel adds a point-sampled texel t (decoded) of format f at weight w.
func (p *probeSum) addTexel(t texel, f uint32, w int64) {
	if isNormInt(f) {
		scale := 65535.0 // the 16-bit scale filterNorm sums in (norm16)
		switch f {
		case FormatS8:
			scale = 127
		case FormatS16:
			scale = 32767
		}
		for ch := range p.isums {
			p.isums[ch] += w * int64(math.Round(float64(math.Float32frombits(t[ch]))*scale))
		}
		return
	}
	for ch := range p.acc {
		p.acc[ch].add(float64(w) * float64(math.Float32frombits(t[ch])))
	}
}

// anisoLevel is the most probes a maximum anisotropy of n takes: n rounded down to an even
// number up to 12, 12 for 13 to 15, 16 from 16 on (measured: the level of footprints longer
// than the anisotropy, g18_ratio_level_n* and g18b_ratio_level_n* of h200-tex18.tar.zst and
// h200-tex18b.tar.zst: 3 reads as 2, 5 as 4, 7 as 6, 9 as 8, 11 as 10, 13, 14 and 15 as 12, 17
// to 255 as 16; 6 takes six probes, g11_aniso_impulse_n6).
func anisoLevel(n uint32) int64 {
	switch {
	case n < 2:
		return 1
	case n >= 16:
		return 16
	case n > 12:
		return 12
	}
	return int64(n &^ 1)
}

// anisoLog is log2 of the anisotropy an (anisoLevel) in 1/256 as the texture unit holds it, cut
// to 1/16: the ratio stops at 2^(anisoLog/256), 5.906 for 6 (measured, g11_aniso_impulse_n6:
// footprints 7 x 1 to 32 x 1 read the levels of log2 L - 2.5625 through the trilinear band of
// anisotropy 4, 57 -> 15, 112 -> 101, 195 -> 246, and at ratio 6 the inner probes weigh
// 173/1024, 1/r of r = 2^2.5625; log2 6 = 2.585 fits neither).
func anisoLog(an int64) int64 { return lodFixed(float64(an)) &^ 15 }

// anisoRatio is the largest ratio anisotropy an covers, 2^(anisoLog/256).
func anisoRatio(an int64) float64 { return math.Exp2(float64(anisoLog(an)) / 256) }

// lodFixed is log2 x in 1/256 steps as the texture unit computes it: the exponent, plus the
// entry of lodTable for the first 8 bits of the mantissa (measured: a gradient swept over one
// octave in 2^-13 steps changes level only at multiples of 1/256 of the mantissa); a huge
// negative level for 0 and NaN, a huge positive one for infinity (the clamps apply later).
func lodFixed(x float64) int64 {
	if !(x > 0) {
		return -1 << 20
	}
	if math.IsInf(x, 1) {
		return 1 << 20
	}
	m, e := math.Frexp(x) // x = m 2^e, m in [0.5, 1)
	return int64(e-1)*256 + int64(lodTable[int(m*512)-256])
}

// lodTable is the texture unit's log2(1 + j/256) in 1/256 (g10_grad_mant_aniso0, the
// mantissa sweep of testdata/texture/h200-tex10.tar.zst): within one step of the exact value,
// rounded neither down nor to nearest throughout.
var lodTable = [256]uint8{
	0, 2, 4, 5, 6, 8, 9, 11, 12, 13, 15, 16, 18, 19, 20, 22,
	23, 24, 26, 27, 28, 30, 31, 32, 34, 35, 36, 38, 39, 40, 42, 43,
	44, 45, 47, 48, 49, 50, 52, 53, 54, 55, 57, 58, 59, 60, 62, 63,
	64, 65, 66, 68, 69, 70, 71, 72, 74, 75, 76, 77, 78, 79, 81, 82,
	83, 84, 85, 86, 88, 89, 90, 91, 92, 93, 94, 95, 97, 98, 99, 100,
	101, 102, 103, 104, 105, 106, 107, 109, 110, 111, 112, 113, 114, 115, 116, 117,
	118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133,
	135, 136, 137, 137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149,
	150, 151, 152, 153, 154, 155, 156, 157, 158, 159, 160, 161, 162, 162, 163, 164,
	165, 166, 167, 168, 169, 170, 171, 172, 173, 173, 174, 175, 176, 177, 178, 179,
	180, 181, 181, 182, 183, 184, 185, 186, 187, 188, 188, 189, 190, 191, 192, 193,
	194, 195, 195, 196, 197, 198, 199, 200, 200, 201, 202, 203, 204, 205, 205, 206,
	207, 208, 209, 210, 210, 211, 212, 213, 214, 214, 215, 216, 217, 218, 218, 219,
	220, 221, 222, 222, 223, 224, 225, 226, 226, 227, 228, 229, 229, 230, 231, 232,
	233, 233, 234, 235, 236, 236, 237, 238, 239, 239, 240, 241, 242, 242, 243, 244,
	245, 245, 246, 247, 248, 248, 249, 250, 251, 251, 252, 253, 253, 254, 255, 255,
}

// trilinearBand remaps the fraction f (1/256) between two levels under the trilinear optimization
// anisotropic filtering turns on (a maximum anisotropy above 1, for tex.level and tex.grad alike,
// unless CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION): the fraction stays 0 up to a band around the
// middle and reaches the upper level at its end, rising s times as fast in between:
// ceil(s (f - c)) with s = 1.5, 1.75, 2 and c = 42.5, 54.5, 64 for anisotropy 2, 4 (and 6: anisoLog)
// and 8 or 16 (measured: the single-gradient sweeps g10_grad_mant_aniso*).
func trilinearBand(f int64, aniso int64) int64 {
	s8, c2 := int64(16), int64(128) // 8 s and 2 c
	switch aniso {
	case 2:
		s8, c2 = 12, 85
	case 4, 6:
		s8, c2 = 14, 109
	}
	num := s8 * (2*f - c2) // 16 s (f - c)
	v := num / 16
	if num > 0 && num%16 != 0 {
		v++
	}
	return min(max(v, 0), 256)
}
