package ptx

import (
	"encoding/binary"
	"testing"
)

// TestWatchForms: the skim and the full parse key every instruction's whole form as FormOf
// does, so that a watched form is seen by either, and an unwatched one by neither.
func TestWatchForms(t *testing.T) {
	src := mustRead(t, "../../testdata/conformance/visible/visible.ptx")
	m, err := Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	watchMu.Lock()
	saved := watchSource
	watchMu.Unlock()
	defer WatchForms(saved)
	watch := func(k uint64, bound byte) {
		WatchForms(func() WatchedForms {
			keys := binary.LittleEndian.AppendUint64(nil, k)
			return WatchedForms{Bits: WatchBits(keys), Keys: keys, Bounds: []byte{bound}}
		})
	}
	seen := map[uint64]bool{}
	for _, f := range m.Functions {
		for i := range f.Body {
			in := f.Body[i].Instr
			if in == nil || seen[FormOf(in)] || len(seen) == 40 {
				continue
			}
			seen[FormOf(in)] = true
			watch(FormOf(in), 91)
			for name, parse := range map[string]func([]byte) (*Module, error){"Parse": Parse, "ParseLazy": ParseLazy} {
				if got, err := parse(src); err != nil || got.WatchedBound() != 91 {
					t.Errorf("%s: watching %s.%v with %d operands, WatchedBound %d (%v)", name, in.Opcode, in.Mods, len(in.Operands), got.WatchedBound(), err)
				}
			}
		}
	}
	watch(FormOf(&Instr{Opcode: "add", Mods: []string{"b32"}}), 91)
	if got, _ := ParseLazy(src); got.WatchedBound() != 0 {
		t.Errorf("an unwatched module's WatchedBound is %d", got.WatchedBound())
	}
}
