package fp

import (
	"testing"
)

// TestBitTablesFit: every block of the measured ex2, rcp, sqrt and rsqrt tables has a shift
// that fits all its entries (none is listed whole), and every entry of the one-bit form is the
// entry of the 2-bit codes it was made from. TestCodeTablesDigest checks the same entries
// against the digest of the codes' decoding before the one-bit form.
func TestBitTablesFit(t *testing.T) {
	for _, id := range []tableID{tEx2Pos, tEx2Neg, tRcp, tSqrt, tRsqrt} {
		data, err := tableFS.ReadFile("tables/" + tableNames[id] + ".fpt")
		if err != nil {
			t.Fatal(err)
		}
		tb, err := decodeTable(tableNames[id], data)
		if err != nil {
			t.Fatal(err)
		}
		w, codes := tb.bit, w2codes(tb)
		for i := 0; i < tableSizes[id]; i++ {
			if got, want := w.entry(i), codes.codeLookup(i, id.ref(i)); got != want {
				t.Fatalf("%s entry %d: one-bit form %#08x, codes %#08x", tableNames[id], i, got, want)
			}
		}
		whole, shifts := 0, map[int32]int{}
		for b := range w.state {
			s := w.state[b].Load()
			if s == blockWhole {
				whole++
			}
			shifts[s-stateBias]++
		}
		if whole != 0 {
			t.Errorf("%s: %d of %d blocks listed whole", tableNames[id], whole, len(w.state))
		}
		t.Logf("%s: %d blocks, shifts (sixteenths) %v", tableNames[id], len(w.state), shifts)
	}
}

// w2codes is the 2-bit-code table a one-bit form is made from (kept until every block is made).
func w2codes(tb *table) *table { return tb.bit.src }
