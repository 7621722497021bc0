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
