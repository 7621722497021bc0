# writes cvt.ptx (fix20-a): 128 words per thread
hdr = """.version 8.4
.target sm_90
.address_size 64

// fix20-a: cvt.sat.u8.u32 (x269) of registers loaded by various widths and signs, its relatives,
// and testp.*.f64 (x322) guarded and not. Per thread 128 words, word i = test i (gencvt.py).
.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<8>;
	.reg .b16 %h<8>;
	.reg .b32 %r<24>;
	.reg .f64 %d<4>;
	.reg .b64 %a<8>;
	ld.param.u64 %a0, [in];
	ld.param.u64 %a1, [out];
	cvta.to.global.u64 %a0, %a0;
	cvta.to.global.u64 %a1, %a1;
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %a2, %r1, 16;
	add.s64 %a3, %a0, %a2;
	mul.wide.u32 %a4, %r1, 512;
	add.s64 %a4, %a1, %a4;
	and.b32 %r2, %r1, 1;
	setp.eq.u32 %p0, %r2, 0;
	ld.global.u32 %r3, [%a3];
	ld.global.v2.s8 {%r4, %r5}, [%a3+6];
	ld.global.s8 %r6, [%a3+9];
	ld.global.s16 %r7, [%a3+10];
	ld.global.u8 %r8, [%a3+13];
	ld.global.u16 %r9, [%a3+14];
	ld.global.v2.u8 {%r10, %r11}, [%a3+4];
	ld.global.f64 %d0, [%a3+2048];
	ld.global.s8 %h5, [%a3+3];
	ld.global.u8 %h6, [%a3+5];
"""
body = []
w = 0
def out16(reg):
    global w
    body.append(f"\tcvt.u32.u16 %r20, {reg};\n\tst.global.u32 [%a4+{4*w}], %r20;"); w += 1
def out32(reg):
    global w
    body.append(f"\tst.global.u32 [%a4+{4*w}], {reg};"); w += 1
for r in ["%r3","%r4","%r5","%r6","%r7","%r8","%r9","%r10","%r11"]:
    out32(r)
for src in ["%r3","%r4","%r5","%r6","%r7","%r8","%r9","%r11"]:
    for form in ["cvt.sat.u8.u32","cvt.sat.u8.s32","cvt.sat.s8.u32","cvt.u8.u32","cvt.sat.u16.u32"]:
        body.append(f"\t{form} %h0, {src};"); out16("%h0")
for src in ["%h5","%h6"]:
    for form in ["cvt.sat.u8.u16","cvt.sat.u8.s16","cvt.u16.u8","cvt.s16.s8","cvt.u16.s8"]:
        body.append(f"\t{form} %h0, {src};"); out16("%h0")
body.append("\tcvt.rz.f64.s8 %d1, %h5;")
for d in ["%d0","%d1"]:
    for t in ["infinite","finite","number","notanumber","normal","subnormal"]:
        body.append(f"\tsetp.ne.u32 %p1, %r2, 0;\n\t@!%p0 testp.{t}.f64 %p1, {d};\n\tselp.u32 %r21, 1, 0, %p1;"); out32("%r21")
        body.append(f"\ttestp.{t}.f64 %p2, {d};\n\tselp.u32 %r21, 1, 0, %p2;"); out32("%r21")
assert w <= 128, w
open("cvt.ptx","w").write(hdr + "\n".join(body) + "\n\tret;\n}\n")
print(w)
