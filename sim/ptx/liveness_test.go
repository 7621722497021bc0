package ptx

import "testing"

// PairsAcrossCalls leaves out what the compiler writes again instead of saving it: immediates,
// and a base's offsets beside the base (sim's TestRewrittenValuesAcrossCallsTakeNoFrame runs
// such frames). A base written twice holds two values, so its offsets are saved apart.
func TestPairsAcrossCalls(t *testing.T) {
	const head = ".version 7.8\n.target sm_90\n.address_size 64\n.func f(.reg .b64 p) {\n.reg .b64 %a<4>; .reg .b64 %b;\n"
	for _, c := range []struct {
		name, body string
		want       int
	}{
		{"nothing live", "call f, (p);\nret;", 0},
		{"one 64-bit value", "add.u64 %a0, p, p;\ncall f, (p);\nst.u64 [%a0], 1;\nret;", 2},
		{"an immediate", "mov.u64 %a0, 7;\ncall f, (p);\nadd.u64 %b, %a0, %a0;\nst.u64 [%b], 1;\nret;", 0},
		{"offsets of one base", "add.u64 %a0, p, 8;\nadd.u64 %a1, p, 16;\nadd.u64 %a2, %a1, 4;\ncall f, (p);\nst.u64 [%a0], 1;\nst.u64 [%a1], 1;\nst.u64 [%a2], 1;\nret;", 2},
		{"a local address and its generic form", "cvta.local.u64 %b, p;\nadd.u64 %a0, %b, 8;\ncall f, (p);\nst.u64 [%a0], 1;\nst.local.u64 [p], 1;\nret;", 2},
		{"offsets of a base written twice", "mov.u64 %b, p;\nadd.u64 %a0, %b, 8;\nadd.u64 %b, p, p;\nadd.u64 %a1, %b, 8;\ncall f, (p);\nst.u64 [%a0], 1;\nst.u64 [%a1], 1;\nret;", 4},
	} {
		m, err := Parse([]byte(head + c.body + "\n}\n"))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got, calls := Live(m.Functions[0]).PairsAcrossCalls(); got != c.want || !calls {
			t.Errorf("%s: %d pairs (calls %v), want %d", c.name, got, calls, c.want)
		}
	}
}
