package surface_test

import (
	"strings"
	"testing"

	"cudasim/internal/surface"
)

// calls.txt parses, and what it declares agrees with the table: a
// declared entry point is implemented, and its symbols are the row's.
func TestCalls(t *testing.T) {
	cs, err := surface.Calls()
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) < 40 {
		t.Errorf("%d declared entry points; calls.txt declares more", len(cs))
	}
	byName := map[string]*surface.Call{}
	for i := range cs {
		c := &cs[i]
		if byName[c.Name()] != nil {
			t.Errorf("%s is declared twice", c.Name())
		}
		byName[c.Name()] = c
		if c.Entry.Support == surface.None {
			t.Errorf("%s is declared but the table says it is not implemented", c.Name())
		}
	}
	c := byName["cuMemAlloc"]
	if c == nil {
		t.Fatal("cuMemAlloc is not declared")
	}
	if strings.Join(c.Symbols, " ") != "cuMemAlloc_v2" || c.Method != "MemAlloc" || len(c.Params) != 2 {
		t.Fatalf("cuMemAlloc: %+v", c)
	}
	out, in := c.Params[0], c.Params[1]
	if !out.Out || out.Kind != surface.Range || out.Prefix != "buf" || out.Size != "bytesize" || out.Class() != "ptr" {
		t.Errorf("cuMemAlloc's dptr: %+v", out)
	}
	if in.Out || in.Kind != surface.Size || in.Name != "bytesize" || in.Key != "bytes" {
		t.Errorf("cuMemAlloc's bytesize: %+v", in)
	}
	if c := byName["cuStreamSynchronize"]; c == nil || !c.Synced || len(c.Symbols) != 2 || c.Symbols[1] != "cuStreamSynchronize_ptsz" {
		t.Errorf("cuStreamSynchronize: %+v", c)
	}
	if c := byName["cuStreamDestroy"]; c == nil || len(c.Aliases) != 1 || c.Aliases[0] != "cuStreamDestroy" || !c.Params[0].Ends {
		t.Errorf("cuStreamDestroy: %+v", c)
	}
}

func TestParseCallsErrors(t *testing.T) {
	es, err := surface.Parse("cuA\tfull\tyes\t3020:cuA_v2,2000:cuA\tsame\n" +
		"cuB\tnone\tno\t2000:cuB\tsame\n" +
		"cuC\tfull\tyes\t2000:cuC\tsame\n")
	if err != nil {
		t.Fatal(err)
	}
	lookup := func(name string) (*surface.Entry, bool) {
		for i := range es {
			for _, s := range es[i].Symbols() {
				if s == name {
					return &es[i], true
				}
			}
		}
		return nil, false
	}
	good := "# comment\ncuA_v2(p *range:buf:n, n size, s stream ends, f=flags int:Limit) A alias:cuA synced\n"
	if cs, err := surface.ParseCalls(good, lookup); err != nil || len(cs) != 1 || cs[0].Params[3].Key != "flags" || cs[0].Params[3].Type != "Limit" {
		t.Errorf("a good declaration: %+v, %v", cs, err)
	}
	for _, tt := range []struct{ text, want string }{
		{"cuA_v2 A\n", "want SYMBOLS(PARAMS)"},
		{"cuD() D\n", "no symbol"},
		{"cuA_v2,cuC() A\n", "different entry points"},
		{"cuB() B\n", "not implemented"},
		{"cuA_v2()\n", "no driver method"},
		{"cuA_v2() A sometimes\n", "unknown option"},
		{"cuA_v2() A alias:cuC\n", "alias cuC"},
		{"cuA_v2(p) A\n", "want NAME KIND"},
		{"cuA_v2(p *stream) A\n", "not an output kind"},
		{"cuA_v2(p new:s) A\n", "not an input kind"},
		{"cuA_v2(p *new) A\n", "takes other arguments"},
		{"cuA_v2(p size ends) A\n", "does not apply"},
		{"cuA_v2(p size unchecked) A\n", "does not apply"},
		{"cuA_v2(p size, p uint) A\n", "two parameters"},
		{"cuA_v2(p *range:buf:n) A\n", "no size_t input"},
		{"cuA_v2() A\ncuA() A\n", "declared on line 1"},
	} {
		if _, err := surface.ParseCalls(tt.text, lookup); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseCalls(%q): %v, want an error about %q", tt.text, err, tt.want)
		}
	}
}
