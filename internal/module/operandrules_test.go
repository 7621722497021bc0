package module

import (
	"slices"
	"strings"
	"testing"

	"cudasim/cubin"
	"cudasim/internal/ptxforms"
	"cudasim/sim/ptx"
)

// TestOperandRules: ptxas's errors about operands, as the H200 logged them for the modules of
// ptxforms.Extra (testdata/conformance/verdicts/h200-21.txt.gz, the form named with each
// case), and none for the operands it loaded; each but an Arguments mismatch is one
// ptxforms.RecordedTable leaves out.
func TestOperandRules(t *testing.T) {
	cases := []struct{ form, instr, want string }{
		{"cp_async_ca_shared_global_L2_256B_shl132_90", "cp.async.ca.shared.global.L2::256B [sh], [%l1], 32;", "Argument 2 of instruction 'cp.async': unexpected value '32', expected to be 4 or 8 or 16"},
		{"cp_async_ca_shared_global_L2_256B_shl14_90", "cp.async.ca.shared.global.L2::256B [sh], [%l1], 4;", ""},
		{"cp_async_cg_shared_global_L2_256B_shl18_90", "cp.async.cg.shared.global.L2::256B [sh], [%l1], 8;", "Argument 2 of instruction 'cp.async': unexpected value '8', expected to be 16"},
		{"cp_async_cg_shared_cta_global_shl116r1_90", "cp.async.cg.shared::cta.global [sh], [%l1], 16, %r1;", ""},
		{"mbarrier_arrive_shared_cluster_b64_D8mbar_90", "mbarrier.arrive.shared::cluster.b64 %l1, [mbar];", "Sink '_' is expected as a destination operand for instruction 'mbarrier.arrive' with '.shared::cluster'"},
		{"mbarrier_arrive_expect_tx_shared_cluster_b64_D8mbarr1_90", "mbarrier.arrive.expect_tx.shared::cluster.b64 %l1, [mbar], %r1;", "Sink '_' is expected as a destination operand for instruction 'mbarrier.arrive.expect_tx' with '.shared::cluster'"},
		{"mbarrier_arrive_drop_shared_cluster_b64_D8mbar_90", "mbarrier.arrive_drop.shared::cluster.b64 %l1, [mbar];", "Sink '_' is expected as a destination operand for instruction 'mbarrier.arrive_drop' with '.shared::cluster'"},
		{"mbarrier_arrive_shared_cluster_b32_D8mbar_90", "mbarrier.arrive.shared::cluster.b32 %r1, [mbar];", ""},
		{"mbarrier_arrive_shared_cluster_b64_mbar_90", "mbarrier.arrive.shared::cluster.b64 _, [mbar];", ""},
		{"tex_3d_v4_f32_f32_D4x4tex0r1r2r3_90", "tex.3d.v4.f32.f32 {%r1,%r2,%r3,%r4}, [tex0, {%r1,%r2,%r3}];", "Illegal vector size: 3"},
		{"tex_3d_v4_f32_f32_D4x4tex0r1r2r3r4_90", "tex.3d.v4.f32.f32 {%r1,%r2,%r3,%r4}, [tex0, {%r1,%r2,%r3,%r4}];", ""},
		{"cp_async_wait_group_r1_90", "cp.async.wait_group %r1;", "Arguments mismatch for instruction 'cp.async.wait_group'"},
		{"cp_async_wait_group_0_90", "cp.async.wait_group 0;", ""},
		{"cp_async_bulk_prefetch_tensor_3d_L2_global_im2col_l1r1r2r3_90", "cp.async.bulk.prefetch.tensor.3d.L2.global.im2col [%l1, {%r1,%r2,%r3}];", "Arguments mismatch for instruction 'cp.async.bulk.prefetch.tensor'|Arguments mismatch for instruction 'cp.async.bulk.prefetch.tensor'"},
		{"cp_async_bulk_prefetch_tensor_3d_L2_global_tile_l1r1r2r3_90", "cp.async.bulk.prefetch.tensor.3d.L2.global.tile [%l1, {%r1,%r2,%r3}];", ""},
		{"cvt_rn_bf16_s8_d2s2_90__fresh", "cvt.rn.bf16.s8 %h1, %h2;", "Arguments mismatch for instruction 'cvt'"},
		{"cvt_rn_bf16_s8_d2s2_90__wide", "cvt.rn.bf16.s8 %r1, %r2;", "Arguments mismatch for instruction 'cvt'"},
		{"cvt_rn_bf16_s8_d2s2_90__b8", "cvt.rn.bf16.s8 %h1, %b1;", ""},
		{"cvt_rni_s8_bf16_d2s2_90__fresh", "cvt.rni.s8.bf16 %h1, %h2;", "Arguments mismatch for instruction 'cvt'"},
		{"cvt_rni_s8_bf16_d2s2_90__b8", "cvt.rni.s8.bf16 %b1, %h2;", ""},
		{"cvt_rn_satfinite_e2m1x2_f32_d2s4s4_90__fresh", "cvt.rn.satfinite.e2m1x2.f32 %h1, %r1, %r2;", "Arguments mismatch for instruction 'cvt'"},
		{"cvt_rn_satfinite_e2m1x2_f32_d2s4s4_90__b8", "cvt.rn.satfinite.e2m1x2.f32 %b1, %r1, %r2;", ""},
		{"cvt_rn_f16x2_e2m1x2_d4s2_90__fresh", "cvt.rn.f16x2.e2m1x2 %r1, %h1;", "Arguments mismatch for instruction 'cvt'"},
		{"tex_2d_v4_f16_f32_D4x4tex0r1r2_90", "tex.2d.v4.f16.f32 {%r1,%r2,%r3,%r4}, [tex0, {%r1,%r2}];", "Arguments mismatch for instruction 'tex'"},
		{"tex_level_2d_v4_f16_f32_D4x4tex0r1r2r5_90", "tex.level.2d.v4.f16.f32 {%r1,%r2,%r3,%r4}, [tex0, {%r1,%r2}], %r5;", "Arguments mismatch for instruction 'tex.level'"},
		{"tex_1d_v4_f16_f32_D4x4Ptex0r1_90", "tex.1d.v4.f16.f32 {%r1,%r2,%r3,%r4}|%p1, [tex0, {%r1}];", "Arguments mismatch for instruction 'tex'"},
		{"tex_3d_v4_f16_f32_D4x4tex0r1r2r3_90", "tex.3d.v4.f16.f32 {%r1,%r2,%r3,%r4}, [tex0, {%r1,%r2,%r3}];", "Illegal vector size: 3|Arguments mismatch for instruction 'tex'"},
		{"tld4_r_3d_v4_f32_f32_D4x4tex0r1r2r3_90", "tld4.r.3d.v4.f32.f32 {%r1,%r2,%r3,%r4}, [tex0, {%r1,%r2,%r3}];", "Illegal vector size: 3"},
	}
	for _, c := range cases {
		src := ".version 8.8\n.target sm_90\n.address_size 64\n.global .texref tex0;\n.visible .entry k()\n{\n" +
			".reg .b32 %r<8>; .reg .b64 %l<8>; .reg .b16 %h<8>; .reg .b8 %b1; .reg .pred %p<2>;\n.shared .align 128 .b8 sh[1024];\n.shared .align 8 .b64 mbar;\n" + c.instr + "\nret;\n}\n"
		m, err := ptx.Parse([]byte(src))
		if err != nil {
			t.Fatalf("%s: %v", c.form, err)
		}
		if c.want != "" && !operandRulesMayMatch(m) {
			t.Errorf("%s: operandRulesMayMatch is false", c.form)
		}
		body, _ := m.Functions[0].Stmts()
		i := slices.IndexFunc(body, func(s ptx.Stmt) bool { return s.Instr != nil })
		got := operandRule(body[i].Instr, regTypes(m.Functions[0]), cubin.Arch{SM: 90})
		var want []string
		if c.want != "" {
			want = strings.Split(c.want, "|")
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: %q, want %q", c.form, got, want)
		}
		for _, msg := range got {
			// an Arguments mismatch is the form's where no register variant loads (operandFree)
			if !ptxforms.IsOperandError(msg) && !strings.HasPrefix(msg, "Arguments mismatch") {
				t.Errorf("%s: %q is not in ptxforms.OperandErrors: the recorded table would hold it", c.form, msg)
			}
		}
	}
}

// TestRulesTakeAnyOperands: the rules read operands only where they are (bad input never
// panics): every instruction of the cases above, and wgmma's, with each count of its operands.
func TestRulesTakeAnyOperands(t *testing.T) {
	instrs := []string{
		"cp.async.ca.shared.global [sh], [%l1], 32;", "cp.async.wait_group %r1;",
		"cp.async.bulk.prefetch.tensor.3d.L2.global.im2col [%l1, {%r1,%r2,%r3}];",
		"cvt.rn.bf16.s8 %h1, %h2;", "mbarrier.arrive.shared::cluster.b64 %l1, [mbar];",
		"tex.3d.v4.f16.f32 {%r1,%r2,%r3,%r4}|%p1, [tex0, {%r1,%r2,%r3}];",
		"wgmma.mma_async.sync.aligned.m64n12k8.f32.tf32.tf32 {%r1,%r2,%r3,%r4}, %l1, %l2, %p1, 1, 1, 0, 0;",
		"wgmma.wait_group.sync.aligned %r1;",
	}
	for _, s := range instrs {
		src := ".version 8.8\n.target sm_90\n.address_size 64\n.global .texref tex0;\n.visible .entry k()\n{\n" +
			".reg .b32 %r<8>; .reg .b64 %l<8>; .reg .b16 %h<8>; .reg .pred %p<2>;\n.shared .b8 sh[64];\n.shared .b64 mbar;\n" + s + "\nret;\n}\n"
		m, err := ptx.Parse([]byte(src))
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		body, _ := m.Functions[0].Stmts()
		in := body[slices.IndexFunc(body, func(s ptx.Stmt) bool { return s.Instr != nil })].Instr
		all := in.Operands
		for n := range len(all) + 1 {
			in.Operands = all[:n]
			for _, target := range []cubin.Arch{{SM: 80}, {SM: 90}, {SM: 90, Feature: 'a'}} {
				assembleRule(in, regTypes(m.Functions[0]), target, m.Version)
			}
		}
	}
}
