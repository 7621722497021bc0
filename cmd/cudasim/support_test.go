package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/internal/surface"
)

func TestPrintSupport(t *testing.T) {
	es, err := surface.Parse("cuA full traced 3020:cuA_v2,2000:cuA\n" +
		"cuLonger partial untraced 2000:cuLonger\n\tperthread 7000:cuLonger_ptsz\n\tnote flags are refused\n" +
		"cuZ none untraced 2000:cuZ\n")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := printSupport(&b, es); err != nil {
		t.Fatal(err)
	}
	want := `ENTRY POINT  SUPPORT  TRACE  NOTE
cuA          full     yes
cuLonger     partial  no     flags are refused
cuZ          none     no

3 entry points (5 symbols): 1 full, 1 partial, 1 not implemented; 1 traced
`
	if diff := cmp.Diff(want, b.String()); diff != "" {
		t.Errorf("printSupport (-want +got):\n%s", diff)
	}

	b.Reset()
	if err := printSupport(&b, es[2:]); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(b.String(), "\n1 entry point (1 symbols): 0 full, 0 partial, 1 not implemented; 0 traced\n") {
		t.Errorf("one entry point:\n%s", b.String())
	}

	b.Reset()
	if err := printSupportJSON(&b, es); err != nil {
		t.Fatal(err)
	}
	var got []supportJSON
	if err := json.Unmarshal(b.Bytes(), &got); err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	wantJSON := []supportJSON{
		{Name: "cuA", Support: "full", Trace: true, Symbols: []string{"cuA", "cuA_v2"}},
		{Name: "cuLonger", Support: "partial", Note: "flags are refused", Symbols: []string{"cuLonger", "cuLonger_ptsz"}},
		{Name: "cuZ", Support: "none", Symbols: []string{"cuZ"}},
	}
	if diff := cmp.Diff(wantJSON, got); diff != "" {
		t.Errorf("printSupportJSON (-want +got):\n%s", diff)
	}
}

// The whole table prints one line per entry point and counts that add up
// to the real driver's 477 base names.
func TestSupportWholeTable(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"support"}, nil, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 1+477+2 {
		t.Errorf("%d lines, want a header, 477 entry points, a blank line and the counts", len(lines))
	}
	n := surface.Count(surface.Entries())
	if n.Full+n.Partial+n.None != 477 || !strings.HasPrefix(lines[len(lines)-1], "477 entry points (671 symbols): ") {
		t.Errorf("counts: %q", lines[len(lines)-1])
	}
}
