package sim

import (
	"math"
	"testing"

	"cudasim/internal/gzfile"
	"cudasim/sim/ptx"
)

// TestTexprobeLowers lowers every kernel of the texture probe as nvcc 13.0 built it
// (testdata/texture/texprobe.ptx: tex, tld4, txq, suld, sust, suq, istypep in all the forms
// the CUDA headers emit) and checks that none is left unsupported but the kernels with txq or
// suq, which the H200's driver refuses to load (docs/textures.md).
func TestTexprobeLowers(t *testing.T) {
	src, err := gzfile.ReadFile("../testdata/texture/texprobe.ptx")
	if err != nil {
		t.Fatal(err)
	}
	m, err := ptx.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Compile(m)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.kernels) < 300 {
		t.Fatalf("%d kernels", len(p.kernels))
	}
	refused := map[string]bool{"k_txq": true, "k_txq2": true, "k_txq3": true, "k_suq": true}
	for _, s := range p.kernels {
		k := s.k // Compile lowered every kernel
		if (len(k.notes) > 0) != refused[k.name] {
			t.Errorf("%s: notes %v", k.name, k.notes)
		}
	}
}

// TestCubeFaceNonFinite: directions with an infinite component read the centre of a positive
// face, that of the last finite nonzero component, and face coordinates keep the quotient's
// precision down to the 2^-21 cut (the H200's answers, g15_nan_cube_point and
// g9_cube_coord_linear of testdata/texture; TestTextureGoldens replays them whole).
func TestCubeFaceNonFinite(t *testing.T) {
	inf, nan := float32(math.Inf(1)), float32(math.NaN())
	for _, c := range []struct {
		dir  [3]float32
		face int32
	}{
		{[3]float32{0.71, 0.328125, inf}, 2},
		{[3]float32{-1e30, inf, nan}, 0},
		{[3]float32{-inf, 0.71, 0.328125}, 4},
		{[3]float32{0.328125, -inf, -1e30}, 4},
		{[3]float32{nan, inf, nan}, 4},
	} {
		st, face := cubeFace(c.dir)
		if face != c.face || st[0] != 0.5 || st[1] != 0.5 {
			t.Errorf("%v: face %d at (%g, %g), want face %d at (0.5, 0.5)", c.dir, face, st[0], st[1], c.face)
		}
	}
	// (0.414, 0.317, -0.414) on a 16-texel face: t·16 - 0.5 is 354.49996/256, which the H200
	// reads as 354/256; float32 arithmetic gives exactly 354.5/256.
	st, face := cubeFace([3]float32{math.Float32frombits(0x3ed41d5a), math.Float32frombits(0x3ea22430), math.Float32frombits(0xbed41d5a)})
	if got := (float64(st[1])*16 - 0.5) * 256; face != 5 || got >= 354.5 || got < 354 {
		t.Errorf("face %d, t·16 - 0.5 = %g/256, want face 5 and 354/256 before rounding", face, got)
	}
	// (-1e30, 0.33, NaN): t just below 0.5.
	if st, _ := cubeFace([3]float32{-1e30, 0.328125, nan}); !(st[1] < 0.5) {
		t.Errorf("(-1e30, 0.33, NaN): t = %g, want just below 0.5", st[1])
	}
}
