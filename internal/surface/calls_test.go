package surface_test

import (
	"strings"
	"testing"

	"cudasim/internal/surface"
)

// The call lines of surface.txt parse, and what they declare agrees with
// their entries: a declared entry point is implemented, and its symbols are
// the entry's.
func TestCalls(t *testing.T) {
	cs, err := surface.Calls()
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) < 40 {
		t.Errorf("%d declared entry points; surface.txt declares more", len(cs))
	}
	byName := map[string]*surface.Call{}
	for i := range cs {
		c := &cs[i]
		if byName[c.Name()] != nil {
			t.Errorf("%s is declared twice", c.Name())
		}
		byName[c.Name()] = c
		if e, _ := surface.Lookup(c.Name()); e.Call == nil || e.Call.Method != c.Method {
			t.Errorf("%s: its entry's call is %+v", c.Name(), e.Call)
		}
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
	if c := byName["cuOccupancyMaxPotentialBlockSize"]; c == nil || c.Params[3].Kind != surface.B2D || len(c.Ins()) != 4 {
		t.Errorf("cuOccupancyMaxPotentialBlockSize: %+v", c)
	}
	if c := byName["cuDevicePrimaryCtxRelease"]; c == nil || !c.Hook || !c.Synced {
		t.Errorf("cuDevicePrimaryCtxRelease: %+v", c)
	}
	if c := byName["cuDevicePrimaryCtxGetState"]; c == nil || c.Params[2].Kind != surface.Bool {
		t.Errorf("cuDevicePrimaryCtxGetState: %+v", c)
	}
	if c := byName["cuStreamDestroy"]; c == nil || len(c.Aliases) != 1 || c.Aliases[0] != "cuStreamDestroy" || !c.Params[0].Ends {
		t.Errorf("cuStreamDestroy: %+v", c)
	}
}

func TestParseCallsErrors(t *testing.T) {
	const (
		a = "cuA full traced 3020:cuA_v2,2000:cuA\n"
		b = "cuB none untraced 2000:cuB\n"
		c = "cuC full traced 2000:cuC\n"
	)
	es, err := surface.Parse(a + "\tcall cuA_v2(p *range:buf:n, n size, s stream ends, f=flags int:Limit) A alias:cuA synced\n" + b +
		c + "\tcall cuC(d *host:n async, src ptr known, n size, name string, m *named:mod, out *string optional) C drivernull\n")
	if err != nil || len(es) != 3 || es[0].Call == nil || es[2].Call == nil || es[1].Call != nil {
		t.Fatalf("a good declaration: %+v, %v", es, err)
	}
	if ca := es[0].Call; ca.Entry != &es[0] || ca.Line != 2 || ca.Params[3].Key != "flags" || ca.Params[3].Type != "Limit" || !ca.Synced || ca.Aliases[0] != "cuA" {
		t.Errorf("cuA: %+v", ca)
	}
	cc := es[2].Call
	if cc.Entry != &es[2] || !cc.DriverNull || !cc.Params[0].Async || cc.Params[0].Size != "n" || !cc.Params[1].Known || cc.Params[4].Class() != "mod" || cc.Params[5].Kind != surface.String || !cc.Params[5].Out || !cc.Params[5].Optional {
		t.Errorf("cuC: %+v", cc)
	}
	if len(cc.Ins()) != 3 || len(cc.Outs()) != 3 {
		t.Errorf("cuC: %d inputs, %d outputs; want 3 and 3", len(cc.Ins()), len(cc.Outs()))
	}
	for _, tt := range []struct{ text, want string }{
		{a + "\tcall cuA_v2 A\n", "want call SYMBOLS(PARAMS)"},
		{a + "\tcall cuD() D\n", "cuD is no symbol"},
		{a + c + "\tcall cuA_v2,cuC() A\n", "cuA_v2 is no symbol of the entry point"},
		{b + "\tcall cuB() B\n", "not implemented"},
		{a + "\tcall cuA_v2()\n", "no driver method"},
		{a + "\tcall cuA_v2() A sometimes\n", "unknown option"},
		{a + "\tcall cuA_v2() A alias:cuC\n", "alias cuC"},
		{a + "\tcall cuA_v2() A alias:cuA_v2\n", "cuA_v2 is declared twice"},
		{a + "\tcall cuA_v2(p) A\n", "want NAME KIND"},
		{a + "\tcall cuA_v2(p *stream) A\n", "not an output kind"},
		{a + "\tcall cuA_v2(p new:s) A\n", "not an input kind"},
		{a + "\tcall cuA_v2(p *new) A\n", "takes other arguments"},
		{a + "\tcall cuA_v2(p size ends) A\n", "does not apply"},
		{a + "\tcall cuA_v2(p size unchecked) A\n", "does not apply"},
		{a + "\tcall cuA_v2(p size, p uint) A\n", "two parameters"},
		{a + "\tcall cuA_v2(p *range:buf:n) A\n", "no size_t input"},
		{a + "\tcall cuA_v2(p host:n, n uint) A\n", "no size_t input"},
		{a + "\tcall cuA_v2(p *host) A\n", "takes other arguments"},
		{a + "\tcall cuA_v2(p size known) A\n", "does not apply"},
		{a + "\tcall cuA_v2(p *int async) A\n", "does not apply"},
		{a + "\tcall cuA_v2(p *host:n unchecked, n size) A\n", "does not apply"},
		{a + "\tcall cuA_v2(p named:mod) A\n", "not an input kind"},
		{a + "\tcall cuA_v2(p size optional) A\n", "does not apply"},
		{a + "\tcall cuA_v2(h ipcmem) A\n", "no form for an interprocess handle"},
	} {
		if _, err := surface.Parse(tt.text); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q): %v, want an error about %q", tt.text, err, tt.want)
		}
	}
}
