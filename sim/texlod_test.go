package sim

import "testing"

// TestProbeDirectionMeasured checks probeDirection against the steps the H200's point-filtered
// grids read (testdata/texture/h200-tex13b.tgz, g13b_aniso_angles_L8_m1: a major gradient of 8
// texels every 5 degrees, its probe row fitted as t·s; docs/textures.md, "Where angled probes
// sit") and the zero below a quarter step (h200-tex14.tgz, g14_aniso_dir_sweep: (8, 0.0698)
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
