package sim

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"cudasim/internal/gzfile"
)

// atomF64NaNOperandKept lists the sections of probe fold21-a's and fold21-c's kernels
// (testdata/conformance/random/atom-f64-nan) in which the H200's shared f64 atom add kept the
// operand's NaN where cudasim keeps the word's: the operand made by a selp or a guarded fma, add,
// mov or cvt. The same forms kept the word's NaN in other sections (atomnan3's 0-5 and 10-18, as in
// version 3's r052 and version 5's x202 and x322's cuts), and atomnan's section 4 and atomnan3's
// section 13 are the same statements: ptxas's code for the whole kernel decides, not the operand's
// producer (docs/engine.md, "Session 22"). Shrink the list, never grow it.
var atomF64NaNOperandKept = map[string][]int{
	"atomnan":  {4, 5, 7, 10, 11, 12},
	"atomnan2": {2, 3, 6, 7, 8, 9, 10, 11, 12, 13, 15},
	"atomnan3": {6, 7},
}

// TestAtomF64NaNOrder runs probes fold21-a's and fold21-c's kernels beside the H200's words: each
// section adds, by atom.shared.add.f64 (and red, generic addresses, guarded atoms), an operand
// made by a different producer to a shared word, with a NaN in the word, the operand, or both
// (gen.py; NAME.sections.txt names them). Every section must be the H200's bit for bit but those
// atomF64NaNOperandKept lists, which must still differ, and only in NaN payloads.
func TestAtomF64NaNOrder(t *testing.T) {
	dir := "../testdata/conformance/random/atom-f64-nan"
	const section = 64 * 8 // 64 threads, one f64 each
	for _, name := range []string{"atomnan", "atomnan2", "atomnan3"} {
		want, err := gzfile.ReadFile(filepath.Join(dir, name+".h200.out.bin"))
		if err != nil {
			t.Fatal(err)
		}
		titles, err := os.ReadFile(filepath.Join(dir, name+".sections.txt"))
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(string(titles)), "\n")
		got := runCaseOutputs(t, filepath.Join(dir, name+".case"))["out"]
		if len(got) != len(want) || len(lines)*section != len(want) {
			t.Fatalf("%s: %d bytes, H200 %d, %d sections", name, len(got), len(want), len(lines))
		}
		for s, title := range lines {
			g, w := got[s*section:(s+1)*section], want[s*section:(s+1)*section]
			known := slices.Contains(atomF64NaNOperandKept[name], s)
			if bytes.Equal(g, w) {
				if known {
					t.Errorf("%s section %s: now the H200's words: take it off atomF64NaNOperandKept", name, title)
				}
				continue
			}
			n, first := 0, -1
			for i := 0; i < section; i += 8 {
				gw, ww := binary.LittleEndian.Uint64(g[i:]), binary.LittleEndian.Uint64(w[i:])
				if gw == ww {
					continue
				}
				if n++; first < 0 {
					first = i / 8
				}
				if known && (!isNaN64(gw) || !isNaN64(ww)) {
					t.Errorf("%s section %s thread %d: %#x, H200 %#x: not a NaN payload", name, title, i/8, gw, ww)
				}
			}
			if !known {
				t.Errorf("%s section %s: %d threads differ, thread %d %#x (H200 %#x)", name, title, n, first,
					binary.LittleEndian.Uint64(g[first*8:]), binary.LittleEndian.Uint64(w[first*8:]))
			}
		}
	}
}
