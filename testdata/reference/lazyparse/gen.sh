#!/bin/bash
# gen.sh: writes the lazyparse probe's PTX files (ptx/y_*.ptx): kernel good writes 7 to p[0],
# kernel bad holds the case and writes 9 to p[1]; EXTRA goes before good, TAIL after bad.
mk() { # name, decls of bad, case lines of bad, module-scope text before good, text after bad
cat > ptx/$1.ptx <<PTX
.version 7.8
.target sm_90
.address_size 64
$4
.visible .entry good(.param .u64 p)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<3>;
	ld.param.u64 %rd1, [p];
	cvta.to.global.u64 %rd2, %rd1;
	mov.u32 %r1, %tid.x;
	add.u32 %r1, %r1, 7;
	st.global.u32 [%rd2], %r1;
	ret;
}

.visible .entry bad(.param .u64 p)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<4>;$2
	ld.param.u64 %rd1, [p];
	cvta.to.global.u64 %rd2, %rd1;
	mov.u32 %r1, %tid.x;
$3
	add.u32 %r1, %r1, 9;
	st.global.u32 [%rd2+4], %r1;
	ret;
}
$5
PTX
}
mkdir -p ptx
T=$'\t'
mk y_control "" "${T}mov.u32 %r2, %r1;" "" ""
mk y_semi "" "${T}mov.u32 %r2, %r1" "" ""
mk y_undecl "" "${T}mov.u32 %r5, %r1;" "" ""
mk y_undecl_func "" "${T}mov.u32 %r2, %r1;" "" $'\n.func helper()\n{\n\t.reg .b32 %r<2>;\n\tmov.u32 %r7, 1;\n\tret;\n}'
mk y_label "" "${T}bra.uni \$L_nowhere;" "" ""
mk y_type_size "" "${T}add.u32 %r2, %rd1, 1;" "" ""
mk y_type_fb32 "" "${T}add.f32 %r2, %r1, %r1;" "" ""
mk y_type_fu32 $'\n\t.reg .u32 %u<2>;' "${T}add.f32 %u1, %r1, %r1;" "" ""
mk y_type_su $'\n\t.reg .s32 %s<2>;' "${T}add.u32 %s1, %r1, %r1;" "" ""
mk y_type_pred $'\n\t.reg .pred %q<2>;' "${T}add.u32 %r2, %q1, %r1;" "" ""
mk y_type_ld "" "${T}ld.global.u8 %r2, [%rd2];" "" ""
mk y_type_ldwide "" "${T}ld.global.u32 %rd3, [%rd2];" "" ""
mk y_type_imm "" "${T}add.u32 %r2, %r1, 0f3F800000;" "" ""
mk y_opcode "" "${T}frob.u32 %r2, %r1;" "" ""
mk y_directive "" "${T}mov.u32 %r2, %r1;" $'.frob 1;\n' ""
mk y_vartype "" "${T}mov.u32 %r2, %r1;" $'.global .u33 g;\n' ""
mk y_rare_alloca "" $'\tstacksave.u64 %rd3;\n\talloca.u64 %rd1, 16;\n\tst.local.u32 [%rd1], %r1;\n\tld.local.u32 %r1, [%rd1];\n\tstackrestore.u64 %rd3;' "" ""
mk y_rare_addr "" "${T}ld.global.u32 %r2, [%rd2+4+4];" "" ""
mk y_rare_generic "" "${T}mov.u64 %rd3, generic(g);" $'.global .u32 g;\n' ""
mk y_rare_elem "" "${T}mov.u64 %rd3, g+4;" $'.global .u32 g[4];\n' ""
mk y_rare_paren "" "${T}ld.global.u32 %r2, [%rd2+(2*4)];" "" ""
mk y_rare_char "" "${T}mov.u32 %r2, 0x61U;" "" ""
