package driver

import (
	"encoding/binary"
	"fmt"
	"math"
	"path/filepath"
	"testing"

	"cudasim/internal/gzfile"
)

// TestTextureNonFiniteGradients runs tex.grad (2D, texprobe.cu's k_grad2d_f) with every
// combination of NaN, ±Inf, 0, 1e30 and finite gradient components on a mipmapped float4
// texture, point and linear, with anisotropy 0, 2, 6 and 16, and checks that each launch
// succeeds (an infinite gradient once indexed past the level-of-detail table and failed the
// launch with CUDA_ERROR_LAUNCH_FAILED). The values the H200 returns are window 14's recording.
func TestTextureNonFiniteGradients(t *testing.T) {
	ptx, err := gzfile.ReadFile(filepath.Join("..", "testdata", "texture", "texprobe-cases.ptx"))
	if err != nil {
		t.Fatal(err)
	}
	d := New(Config{})
	defer d.Close()
	th := d.NewThread()
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	cx, err := th.DevicePrimaryCtxRetain(0)
	if err != nil {
		t.Fatal(err)
	}
	if err := th.CtxSetCurrent(cx); err != nil {
		t.Fatal(err)
	}
	mod, err := th.ModuleLoadData(append(ptx, 0))
	if err != nil {
		t.Fatal(err)
	}
	vals := []float32{float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)), 0, 1e30, 1.5 / 16, -6.0 / 16}
	n := len(vals) * len(vals) * len(vals) * len(vals)
	coords := make([]byte, 32*n)
	for k := 0; k < n; k++ {
		w := []float32{0.33, 0.71, vals[k%7], vals[k/7%7], vals[k/49%7], vals[k/343]}
		for i, v := range w {
			binary.LittleEndian.PutUint32(coords[32*k+4*i:], math.Float32bits(v))
		}
	}
	texels := make([]byte, 16*(256+64+16+4+1))
	for i := 0; i < len(texels); i += 4 {
		binary.LittleEndian.PutUint32(texels[i:], math.Float32bits(float32(i%97)))
	}
	files := map[string][]byte{}
	for _, filt := range []int{0, 1} {
		for _, aniso := range []int{0, 2, 6, 16} {
			c := texCase{name: fmt.Sprintf("nonfinite_grad_filt%d_aniso%d", filt, aniso), kv: map[string]string{
				"kern": "k_grad2d_f", "res": "1", "fmt": "32", "nch": "4", "w": "16", "h": "16", "d": "0", "aflags": "0",
				"levels": "5", "addr": "1,1,1", "filt": fmt.Sprint(filt), "mipfilt": "1", "tflags": "2",
				"border": "0,0,0,0", "aniso": fmt.Sprint(aniso), "bias": "0", "minlod": "0", "maxlod": "40800000",
				"n": fmt.Sprint(n), "extra": "0", "surf": "0"}}
			files["gold/"+c.name+".texels"], files["gold/"+c.name+".coords"] = texels, coords
			if r := runTexCase(t, th, mod, c, files); r.create != 0 || r.launch != 0 {
				t.Errorf("%s: create %v, launch %v", c.name, r.create, r.launch)
			}
		}
	}
}
