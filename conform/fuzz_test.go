package conform

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse checks that no case text makes the parser or the generators panic.
func FuzzParse(f *testing.F) {
	paths, _ := filepath.Glob(filepath.Join(visibleDir, "*.case"))
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
			if op.Buf != nil && op.Buf.Count <= 1<<16 {
				b, err := op.Buf.Bytes()
				if err == nil && len(b) != op.Buf.Count*op.Buf.Type.Size() {
					t.Fatalf("%s: %d bytes for %d elements", op.Buf.Name, len(b), op.Buf.Count)
				}
			}
		}
	})
}
