package cubin

import (
	"os"
	"strings"
	"testing"

	"cudasim/cu"
)

// TestParseArchive lists libdev.a's members (one long name through GNU's
// name table) and finds each member's PTX through ParseHost.
func TestParseArchive(t *testing.T) {
	b, err := os.ReadFile("testdata/archive/libdev.a")
	if err != nil {
		t.Fatal(err)
	}
	ms, err := ParseArchive(b)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"lib1.o", "lib2.o_with_a_very_long_member_name.o"}
	if len(ms) != len(want) {
		t.Fatalf("%d members, want %d", len(ms), len(want))
	}
	for i, m := range ms {
		if m.Name != want[i] {
			t.Errorf("member %d is %q, want %q", i, m.Name, want[i])
		}
		img, err := ParseHost(m.Data)
		if err != nil {
			t.Fatalf("%s: %v", m.Name, err)
		}
		p, err := img.Select(90)
		if err != nil || p.PTX == nil {
			t.Fatalf("%s: no PTX for sm_90: %v", m.Name, err)
		}
		fn := map[int]string{0: "scale_by", 1: "add_offset"}[i]
		if !strings.Contains(string(p.PTXSource()), fn) {
			t.Errorf("%s: PTX lacks %s", m.Name, fn)
		}
	}
	for _, bad := range []string{"", "!<arch>\nshort", "!<arch>\n" + strings.Repeat(" ", 58) + "x\n", "not an archive"} {
		if _, err := ParseArchive([]byte(bad)); cu.Code(err) != cu.ErrorInvalidImage {
			t.Errorf("%q: %v, want CUDA_ERROR_INVALID_IMAGE", bad, err)
		}
	}
}

func FuzzParseArchive(f *testing.F) {
	b, _ := os.ReadFile("testdata/archive/libdev.a")
	f.Add(b)
	f.Add([]byte("!<arch>\n#1/4            0           0     0     644     8         `\nabcdxyzw"))
	f.Fuzz(func(t *testing.T, b []byte) {
		ms, err := ParseArchive(b)
		if err != nil {
			return
		}
		for _, m := range ms {
			ParseHost(m.Data)
		}
	})
}
