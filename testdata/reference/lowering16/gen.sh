#!/bin/bash
# gen.sh (lowering16, session 16): the lazyparse probe's generator (../lazyparse/gen.sh), for
# statements the load's skeleton passes and cudasim's lowering refuses. It writes the probe's PTX files (ptx/y_*.ptx): kernel good writes 7 to p[0],
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
mk z_control "" "${T}mov.u32 %r2, %r1;" "" ""
mk z_guard_reg "" "${T}@%r1 mov.u32 %r2, %r1;" "" ""
mk z_add_two "" "${T}add.s32 %r2, %r1;" "" ""
mk z_setp_nocmp $'\n\t.reg .pred %p<2>;' "${T}setp.s32 %p1, %r1, %r2;" "" ""
mk z_shfl_nomode "" "${T}shfl.sync.b32 %r2, %r1, 1, 31, -1;" "" ""
mk z_mov_one "" "${T}mov.u32 %r2;" "" ""
