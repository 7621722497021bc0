package ptx

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// TestParseIndependentResults checks that the scratch reused across parses and the slabs the AST
// is carved from leave no module sharing state with another: a module is unchanged by later
// parses, and appending to one instruction's slices does not write into its neighbour's.
func TestParseIndependentResults(t *testing.T) {
	a := mustRead(t, "testdata/kernels.ptx")
	b := mustRead(t, "../../testdata/conformance/visible/visible.ptx")
	first, err := Parse(a)
	if err != nil {
		t.Fatal(err)
	}
	want, err := Parse(a)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Parse(b); err != nil {
		t.Fatal(err)
	}
	if _, err := Parse([]byte(".version 8.0\n.target sm_90\n.entry k() { frob.u32 %r1; }")); err == nil {
		t.Fatal("bad PTX parsed")
	}
	if d := cmp.Diff(want, first, cmpopts.IgnoreUnexported(Module{}, Function{})); d != "" {
		t.Fatalf("module changed by later parses (-want +got):\n%s", d)
	}

	var instrs []*Instr
	for _, f := range first.Functions {
		for _, st := range f.Body {
			if st.Kind == StmtInstr {
				instrs = append(instrs, st.Instr)
			}
		}
	}
	if len(instrs) < 2 {
		t.Fatalf("only %d instructions", len(instrs))
	}
	for _, in := range instrs {
		in.Mods = append(in.Mods, "clobber")
		in.Operands = append(in.Operands, Operand{Name: "clobber"})
	}
	k := 0
	for _, f := range want.Functions {
		for _, st := range f.Body {
			if st.Kind != StmtInstr {
				continue
			}
			got := instrs[k]
			k++
			if d := cmp.Diff(st.Instr.Mods, got.Mods[:len(got.Mods)-1], cmpopts.EquateEmpty()); d != "" {
				t.Errorf("line %d mods (-want +got):\n%s", got.Line, d)
			}
			if d := cmp.Diff(st.Instr.Operands, got.Operands[:len(got.Operands)-1], cmpopts.EquateEmpty()); d != "" {
				t.Errorf("line %d operands (-want +got):\n%s", got.Line, d)
			}
		}
	}
}
