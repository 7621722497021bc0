package cubin

import "testing"

func TestBuildFatbinRoundTrip(t *testing.T) {
	src := ".version 7.8\n.target sm_80\n.address_size 64\n.visible .entry k() { ret; }\n"
	b := BuildFatbin([]*Entry{{Kind: KindPTX, Arch: Arch{SM: 80}, Major: 7, Minor: 8, Flags: Flag64Bit, Ident: "linked", Options: "-O3", Code: []byte(src)}})
	if n, err := Size(b); err != nil || n != int64(len(b)) {
		t.Fatalf("Size = %d, %v; want %d", n, err, len(b))
	}
	img, err := Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	if img.Format != FormatFatbin || len(img.Entries) != 1 {
		t.Fatalf("format %v, %d entries", img.Format, len(img.Entries))
	}
	e := img.Entries[0]
	if e.Kind != KindPTX || e.Arch != (Arch{SM: 80}) || e.Major != 7 || e.Minor != 8 || e.Ident != "linked" || e.Options != "-O3" || string(e.Code) != src {
		t.Fatalf("entry %+v", e)
	}
	p, err := img.Select(90)
	if err != nil || p.Kernel("k") == nil {
		t.Fatalf("Select(90): %v", err)
	}
}
