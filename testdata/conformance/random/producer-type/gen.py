# fix20-b (gen.py writes pin.ptx): pins the rules fix20-a showed. Per thread 128 words; word i =
# section i (listed in sections.txt). F = an f16 result (add.rn.f16 of loaded halves), L = a
# loaded b16, E = ex2.approx.f16, B = ex2.approx.ftz.bf16, T = tanh.approx.f16.
hdr = """.version 8.4
.target sm_90
.address_size 64

.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<8>;
	.reg .b16 %h<8>;
	.reg .b16 %c<4>;
	.reg .b16 %F, %L, %E, %B, %T, %G;
	.reg .b32 %r<24>;
	.reg .b64 %l<4>;
	.reg .f32 %f<4>;
	.reg .b64 %a<8>;
	.shared .align 16 .b8 sh[2048];
	.shared .align 16 .b8 shv[2048];
	ld.param.u64 %a0, [in];
	ld.param.u64 %a1, [out];
	cvta.to.global.u64 %a0, %a0;
	cvta.to.global.u64 %a1, %a1;
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %a2, %r1, 16;
	add.s64 %a3, %a0, %a2;
	ld.global.b16 %c0, [%a3];
	ld.global.b16 %c1, [%a3+2];
	ld.global.b16 %c2, [%a3+4];
	ld.global.b16 %c3, [%a3+6];
	ld.global.f32 %f0, [%a3+8];
	ld.global.f32 %f1, [%a3+4096];
	mov.u32 %r2, sh;
	shl.b32 %r3, %r1, 4;
	add.s32 %r2, %r2, %r3;
	ld.global.v4.u32 {%r4, %r5, %r6, %r7}, [%a3+2048];
	st.shared.v4.u32 [%r2+1024], {%r4, %r5, %r6, %r7};
	mul.wide.u32 %a4, %r1, 512;
	add.s64 %a4, %a1, %a4;
	mul.wide.u32 %a5, %r1, 4;
	add.s64 %a5, %a1, %a5;
	add.s64 %a5, %a5, 65536;
	add.rn.f16 %F, %c0, %c1;
	mov.b16 %L, %c2;
	ex2.approx.f16 %E, %c3;
	ex2.approx.ftz.bf16 %B, %c3;
	tanh.approx.f16 %T, %c1;
	and.b32 %r8, %r1, 1;
	setp.eq.u32 %p0, %r8, 0;
	ld.global.u32 %r9, [%a3+12];
"""
secs = []
body = []
def sec(desc, code, res="%r20"):
    w = len(secs)
    secs.append(desc)
    body.append(f"\t// {w}: {desc}")
    body.append("\tst.shared.v4.u32 [%r2], {%r4, %r5, %r6, %r7};")
    body.append(code)
    body.append(f"\tst.global.u32 [%a4+{4*w}], {res};")
# st.u8 offsets and spaces
for off in range(4):
    sec(f"st.shared.u8 [+{off}], F; ld.u32", f"\tst.shared.u8 [%r2+{off}], %F;\n\tld.shared.u32 %r20, [%r2];")
for ty in ["s8", "b8", "u16", "b16", "s16"]:
    o = 1 if ty.endswith("8") else 2
    sec(f"st.shared.{ty} [+{o}], F; ld.u32", f"\tst.shared.{ty} [%r2+{o}], %F;\n\tld.shared.u32 %r20, [%r2];")
sec("st.shared.u8 [+1], E; ld.u32", "\tst.shared.u8 [%r2+1], %E;\n\tld.shared.u32 %r20, [%r2];")
sec("st.shared.u8 [+1], B; ld.u32", "\tst.shared.u8 [%r2+1], %B;\n\tld.shared.u32 %r20, [%r2];")
sec("st.shared.u8 [+1], T; ld.u32", "\tst.shared.u8 [%r2+1], %T;\n\tld.shared.u32 %r20, [%r2];")
sec("st.global.u8 [out2+1], F; ld.u32", "\tst.global.u32 [%a5], %r4;\n\tst.global.u8 [%a5+1], %F;\n\tld.global.u32 %r20, [%a5];")
sec("st.local.u8 via mov F: mov.b16 G, F; st.shared.u8 [+1], G", "\tmov.b16 %G, %F;\n\tst.shared.u8 [%r2+1], %G;\n\tld.shared.u32 %r20, [%r2];")
sec("cvt.u32.u16 of F st.u8 r", "\tcvt.u32.u16 %r21, %F;\n\tst.shared.u8 [%r2+1], %r21;\n\tld.shared.u32 %r20, [%r2];")
# vectors
for a, b in [("F","L"),("L","F"),("F","F"),("L","L"),("E","L"),("L","E")]:
    for off in [0, 2]:
        sec(f"st.shared.v2.u8 [+{off}], {{{a}, {b}}}; ld.u32", f"\tst.shared.v2.u8 [%r2+{off}], {{%{a}, %{b}}};\n\tld.shared.u32 %r20, [%r2];")
for v in [("F","L","L","L"),("L","L","L","F"),("L","F","L","L"),("F","F","F","F")]:
    sec(f"st.shared.v4.u8 [+0], {{{', '.join(v)}}}; ld.u32", f"\tst.shared.v4.u8 [%r2], {{%{v[0]}, %{v[1]}, %{v[2]}, %{v[3]}}};\n\tld.shared.u32 %r20, [%r2];")
sec("st.shared.v2.u16 [+0], {F, L}; ld.u32", "\tst.shared.v2.u16 [%r2], {%F, %L};\n\tld.shared.u32 %r20, [%r2];")
# byte conversions of approximations
for src in ["F","L","E","B","T"]:
    for form in ["cvt.u16.u8", "cvt.s16.s8", "cvt.u8.u16"]:
        sec(f"{form} h, {src}", f"\t{form} %h1, %{src};\n\tcvt.u32.u16 %r20, %h1;")
    sec(f"cvt.u32.u8 r, {src}", f"\tcvt.u32.u8 %r20, %{src};")
    sec(f"and.b16 h, {src}, 255", f"\tand.b16 %h1, %{src}, 255;\n\tcvt.u32.u16 %r20, %h1;")
sec("E itself", "\tcvt.u32.u16 %r20, %E;")
sec("B itself", "\tcvt.u32.u16 %r20, %B;")
sec("T itself", "\tcvt.u32.u16 %r20, %T;")
sec("F itself", "\tcvt.u32.u16 %r20, %F;")
# sign-extended vector loads into unsigned conversions
loads = [("ld.global.v2.s8 {%r10, %r11}, [%a3+6];", "%r11"), ("ld.global.v4.s8 {%r10, %r11, %r12, %r13}, [%a3+4];", "%r12"),
         ("ld.global.v2.s16 {%r10, %r11}, [%a3+4];", "%r11"), ("ld.shared.v2.s8 {%r10, %r11}, [%r2+1030];", "%r11"),
         ("ld.global.s8 %r11, [%a3+7];", "%r11"), ("ld.global.v2.u8 {%r10, %r11}, [%a3+6];", "%r11")]
for ld, r in loads:
    for form, res in [("cvt.sat.u8.u32 %h1, R;\n\tcvt.u32.u16 %r20, %h1;", "u8"), ("cvt.sat.u16.u32 %h1, R;\n\tcvt.u32.u16 %r20, %h1;", "u16"),
                      ("cvt.sat.s32.u32 %r20, R;", "s32"), ("cvt.u64.u32 %l1, R;\n\tshr.u64 %l1, %l1, 16;\n\tcvt.u32.u64 %r20, %l1;", "u64>>16"),
                      ("cvt.rn.f32.u32 %f2, R;\n\tmov.b32 %r20, %f2;", "f32"), ("min.u32 %r20, R, 300;", "min"), ("cvt.u32.u32 %r20, R;", "u32"),
                      ("mov.b32 %r21, R;\n\tcvt.sat.u8.u32 %h1, %r21;\n\tcvt.u32.u16 %r20, %h1;", "mov then u8")]:
        sec(f"{ld} then {res}", f"\t{ld}\n\t" + form.replace("R", r))
# constant predicates and guarded abs/neg of NaNs
for setp, g in [("setp.lt.u32 %p1, %r9, %r9;", "@!%p1"), ("setp.lt.u32 %p1, %r9, %r9;", "@%p1"), ("setp.le.s32 %p1, %r9, %r9;", "@%p1"),
                ("setp.ne.b32 %p1, %r9, %r9;", "@!%p1"), ("setp.eq.f32 %p1, %f1, %f1;", "@%p1"), ("setp.lt.u32 %p1, %r9, %r8;", "@!%p1")]:
    for op in ["abs.f32", "neg.f32"]:
        sec(f"mov 0; {setp} {g} {op} of NaN-ish", f"\t{setp}\n\tmov.b32 %f3, 0;\n\t{g} {op} %f3, %f1;\n\tmov.b32 %r20, %f3;")
assert len(secs) <= 128, len(secs)
open("pin.ptx", "w").write(hdr + "\n".join(body) + "\n\tret;\n}\n")
open("sections.txt", "w").write("".join(f"{i}\t{d}\n" for i, d in enumerate(secs)))
print(len(secs))
