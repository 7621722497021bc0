package module

import (
	"slices"
	"testing"

	"cudasim/internal/ptxforms"
	"cudasim/sim/ptx"
)

// TestOperandRules: ptxas's errors about operands, as the H200 logged them for the modules of
// ptxforms.Extra (testdata/conformance/verdicts/h200-21.txt.gz, the form named with each
// case), and none for the operands it loaded; each is one ptxforms.RecordedTable leaves out.
func TestOperandRules(t *testing.T) {
	cases := []struct{ form, instr, want string }{
		{"cp_async_ca_shared_global_L2_256B_shl132_90", "cp.async.ca.shared.global.L2::256B [sh], [%l1], 32;", "Argument 2 of instruction 'cp.async': unexpected value '32', expected to be 4 or 8 or 16"},
		{"cp_async_ca_shared_global_L2_256B_shl14_90", "cp.async.ca.shared.global.L2::256B [sh], [%l1], 4;", ""},
		{"cp_async_cg_shared_global_L2_256B_shl18_90", "cp.async.cg.shared.global.L2::256B [sh], [%l1], 8;", "Argument 2 of instruction 'cp.async': unexpected value '8', expected to be 16"},
		{"cp_async_cg_shared_cta_global_shl116r1_90", "cp.async.cg.shared::cta.global [sh], [%l1], 16, %r1;", ""},
		{"mbarrier_arrive_shared_cluster_b64_D8mbar_90", "mbarrier.arrive.shared::cluster.b64 %l1, [mbar];", "Sink '_' is expected as a destination operand for instruction 'mbarrier.arrive' with '.shared::cluster'"},
		{"mbarrier_arrive_expect_tx_shared_cluster_b64_D8mbarr1_90", "mbarrier.arrive.expect_tx.shared::cluster.b64 %l1, [mbar], %r1;", "Sink '_' is expected as a destination operand for instruction 'mbarrier.arrive.expect_tx' with '.shared::cluster'"},
		{"mbarrier_arrive_drop_shared_cluster_b64_D8mbar_90", "mbarrier.arrive_drop.shared::cluster.b64 %l1, [mbar];", "Sink '_' is expected as a destination operand for instruction 'mbarrier.arrive_drop' with '.shared::cluster'"},
		{"mbarrier_arrive_shared_cluster_b64_mbar_90", "mbarrier.arrive.shared::cluster.b64 _, [mbar];", ""},
		{"tex_3d_v4_f32_f32_D4x4tex0r1r2r3_90", "tex.3d.v4.f32.f32 {%r1,%r2,%r3,%r4}, [tex0, {%r1,%r2,%r3}];", "Illegal vector size: 3"},
		{"tex_3d_v4_f32_f32_D4x4tex0r1r2r3r4_90", "tex.3d.v4.f32.f32 {%r1,%r2,%r3,%r4}, [tex0, {%r1,%r2,%r3,%r4}];", ""},
		{"tld4_r_3d_v4_f32_f32_D4x4tex0r1r2r3_90", "tld4.r.3d.v4.f32.f32 {%r1,%r2,%r3,%r4}, [tex0, {%r1,%r2,%r3}];", "Illegal vector size: 3"},
	}
	for _, c := range cases {
		src := ".version 8.8\n.target sm_90\n.address_size 64\n.global .texref tex0;\n.visible .entry k()\n{\n" +
			".reg .b32 %r<8>; .reg .b64 %l<8>;\n.shared .align 128 .b8 sh[1024];\n.shared .align 8 .b64 mbar;\n" + c.instr + "\nret;\n}\n"
		m, err := ptx.Parse([]byte(src))
		if err != nil {
			t.Fatalf("%s: %v", c.form, err)
		}
		if !operandRulesMayMatch(m) {
			t.Errorf("%s: operandRulesMayMatch is false", c.form)
		}
		body, _ := m.Functions[0].Stmts()
		i := slices.IndexFunc(body, func(s ptx.Stmt) bool { return s.Instr != nil })
		got := operandRule(body[i].Instr)
		want := []string{c.want}
		if c.want == "" {
			want = nil
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: %q, want %q", c.form, got, want)
		}
		for _, msg := range got {
			if !ptxforms.IsOperandError(msg) {
				t.Errorf("%s: %q is not in ptxforms.OperandErrors: the recorded table would hold it", c.form, msg)
			}
		}
	}
}
