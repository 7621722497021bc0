package conform

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse checks that no case text makes the parser or the generators panic.
func FuzzParse(f *testing.F) {
	paths, _ := filepath.Glob(filepath.Join(visibleDir, "*.case"))
	// Sampling, surface-store, pitch2D and linear cases: the array, tex, surf, pitch2d, linear and param obj directives.
	for _, name := range []string{"mode_2d_f16x1_border_linear_norm", "sustp_f32_x4", "pitch2d_u16x2_int", "linear_fetch_f32x4"} {
		paths = append(paths, filepath.Join(textureDir, name+".case"))
	}
	f.Add([]byte("array A 0x20 4 4 4 0 0x2 f32mix 3\ntex T A 3 3 3 1 0x2 0x3f800000\nsurf S A\nparam obj T\nparam obj S\ncheck A exact\n"))
	// Tensor maps: the tmap and im2col directives, param tmap and the tmap generator.
	f.Add([]byte("buf t u8 28000 bits 1\ntmap m t 7 100,70 400 16,8 1,1 0 3 0 1 16\nparam tmap m\nbuf g u8 128 tmap m\nglobal c u8 128 tmap m\n"))
	f.Add([]byte("buf t u8 4096 bits 1\nim2col m t 7 8,10,10,2 32,320,3200 -1,-1 -1,-1 8 64 1,1,1,1 0 0 0 0\nparam tmap m\n"))
	for _, name := range []string{"load2d_sw128_dt7_s1152", "i2c4d_estr", "a_mcast2d_c4_m11_i2"} {
		paths = append(paths, filepath.Join("../testdata/conformance/tma/cases", name+".case"))
	}
	for _, p := range paths {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		c, err := Parse("fuzz.case", src)
		if err != nil {
			return
		}
		for _, op := range c.Ops {
			if a := op.Array; a != nil && a.Bytes() <= 1<<16 && a.Data.Gen.Name != "file" {
				b, err := a.Data.Bytes()
				if err == nil && len(b) != a.Bytes() {
					t.Fatalf("array %s: %d bytes for %dx%dx%d", a.Name, len(b), a.Width, a.Height, a.Depth)
				}
			}
			if op.Buf != nil && op.Buf.Count <= 1<<16 {
				b, err := op.Buf.Bytes()
				if err == nil && len(b) != op.Buf.Count*op.Buf.Type.Size() {
					t.Fatalf("%s: %d bytes for %d elements", op.Buf.Name, len(b), op.Buf.Count)
				}
			}
		}
	})
}
