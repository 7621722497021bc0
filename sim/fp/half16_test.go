package fp

import (
	"bytes"
	"flag"
	"os"
	"testing"

	"cudasim/internal/gzfile"
)

var updateMufu16 = flag.Bool("update-mufu16", false, "rewrite tables/mufu16.zst from testdata/conformance/breadth/mufu16.case.out.bin")

// tables/mufu16.zst is exactly the H200's golden output of mufu16.case.
func TestMufu16Table(t *testing.T) {
	golden, err := gzfile.ReadFile("../../testdata/conformance/breadth/mufu16.case.out.bin")
	if err != nil {
		t.Fatal(err)
	}
	if *updateMufu16 {
		enc, err := EncodeMufu16(golden)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("tables/mufu16.zst", enc, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tab := mufu16Table()
	if tab == nil {
		t.Fatalf("table: %v", mufu16.err)
	}
	var raw bytes.Buffer
	for _, v := range tab {
		raw.Write([]byte{byte(v), byte(v >> 8)})
	}
	if !bytes.Equal(raw.Bytes(), golden[:len(raw.Bytes())]) {
		t.Fatal("tables/mufu16.zst differs from mufu16.case's golden output")
	}
	if v, _ := TanhApprox16(0x3c00); v != tab[0x3c00] { // tanh(1)
		t.Fatalf("lookup %#x", v)
	}
}
