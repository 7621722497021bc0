package sim

import "math"

// The level of detail tex.grad picks from its two gradients, as measured on the H200
// (docs/textures.md, "Level of detail from gradients"; the g9_grad* and g10_grad* cases of
// testdata/texture).

// gradNorm is the texture unit's length of a gradient in texels: its largest component plus
// 11/32 of the middle one plus 1/4 of the smallest, not the Euclidean length (a gradient at 45
// degrees reads 0.95 of its length, one at 30 degrees 1.04).
func gradNorm(v [3]float64) float64 {
	a, b, c := math.Abs(v[0]), math.Abs(v[1]), math.Abs(v[2])
	if a < b {
		a, b = b, a
	}
	if b < c {
		b, c = c, b
	}
	if a < b {
		a, b = b, a
	}
	return a + b*11/32 + c/4
}

// gradAxes are the lengths of the footprint's major and minor axes in texels of level 0. The
// major axis is the longest of the two gradients and of their sum and difference scaled by 11/16
// (the diagonals of the pixel's footprint: two equal parallel gradients read 1.375 times one, two
// perpendicular ones no more than the longer); the minor axis is the footprint's area over the
// major axis.
func gradAxes(g [2][3]float64, dims int) (major, minor float64) {
	var sum, diff [3]float64
	for i := range sum {
		sum[i], diff[i] = g[0][i]+g[1][i], g[0][i]-g[1][i]
	}
	major = max(gradNorm(g[0]), gradNorm(g[1]), gradNorm(sum)*11/16, gradNorm(diff)*11/16)
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
	return major, minor
}

// gradLod is the level of detail of tex.grad, a multiple of 1/256: log2 of the major axis, or with
// anisotropic filtering (a maximum anisotropy above 1, 1D and 2D textures) of the major axis over
// the ratio of the axes, the ratio kept between 1 and the maximum. trilinOpt reports whether the
// level fraction is then remapped (trilinearBand).
func (s *texSampler) gradLod(g32 [2][3]float32, dims int) (lod float32, trilinOpt bool) {
	lv := &s.o.Res.Levels[0]
	n := [3]float64{float64(lv.Width), float64(lv.Height), float64(lv.Depth)}
	var g [2][3]float64
	for k := range g {
		for i := 0; i < dims; i++ {
			g[k][i] = float64(g32[k][i])
			if s.o.Sampler.Normalized {
				g[k][i] *= n[i]
			}
		}
	}
	major, minor := gradAxes(g, dims)
	aniso := s.o.Sampler.MaxAnisotropy > 1
	if aniso && dims < 3 {
		ratio := math.Inf(1)
		if minor > 0 {
			ratio = major / minor
		}
		major /= min(max(ratio, 1), float64(s.o.Sampler.MaxAnisotropy))
	}
	return float32(lodFixed(major)) / 256, aniso && !s.o.Sampler.NoTrilinearOpt
}

// lodFixed is log2 x in 1/256 steps, rounded down; a huge negative level for 0 (the clamps
// apply later).
func lodFixed(x float64) int64 {
	if !(x > 0) {
		return -1 << 20
	}
	return int64(math.Floor(math.Log2(x) * 256))
}

// trilinearBand remaps the fraction f (1/256) between two levels under the trilinear
// optimization that anisotropic filtering turns on (measured: the fraction stays 0 up to 64/256,
// then rises twice as fast, reaching the upper level at 192/256, with a maximum anisotropy of 16).
func trilinearBand(f int64, maxAniso uint32) int64 {
	band := int64(64)
	return min(max((f-band)*256/(256-2*band), 0), 256)
}
