package sim

import (
	"slices"
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/sim/fp"
	"cudasim/sim/ptx"
)

// A matrix instruction the engine does not execute fails its own kernel's launch with
// CUDA_ERROR_NOT_SUPPORTED naming it; the module compiles and its other kernels run.
func TestMatrixUnsupportedFailsOneKernel(t *testing.T) {
	src := hdr + `
.visible .entry sm100(.param .u64 p) {
	.reg .b32 %r<12>; .reg .f32 %f<8>;
	mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e2m1.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1,%r2,%r3}, {%r4,%r5}, {%f4,%f5,%f6,%f7};
	ret;
}
.visible .entry badfrag(.param .u64 p) {
	.reg .b32 %r<12>; .reg .f32 %f<8>;
	mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0,%f1,%f2,%f3}, {%r0,%r1}, {%r4,%r5}, {%f4,%f5,%f6,%f7};
	ret;
}
.visible .entry fine(.param .u64 p) {
	.reg .b32 %r<4>; .reg .b64 %rd<2>;
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %laneid;
	movmatrix.sync.aligned.m8n8.trans.b16 %r2, %r1;
	st.global.u32 [%rd1], %r2;
	ret;
}`
	m, err := ptx.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Compile(m)
	if err != nil {
		t.Fatalf("the module must compile: %v", err)
	}
	mem := newTestMem()
	out, _ := mem.Alloc(64)
	params := le64(out)
	for name, want := range map[string]string{"sm100": "mma", "badfrag": "register count", "fine": ""} {
		k, err := p.Kernel(name)
		if err != nil {
			t.Fatal(err)
		}
		err = Run(k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: params, Memory: mem})
		if want == "" {
			if err != nil {
				t.Errorf("%s: %v", name, err)
			}
			continue
		}
		if cu.Code(err) != cu.ErrorNotSupported || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want CUDA_ERROR_NOT_SUPPORTED mentioning %q", name, err, want)
		}
	}
}

// TestWmmaLoadBothPaths runs wmma.load forms on the fast engine (wmmaLoadWhole reads the matrix
// 16 bytes at a time when it may) and on the portable one (an access per element): the same
// registers, or the same fault. Every lane writes its eight fragment registers to out.
func TestWmmaLoadBothPaths(t *testing.T) {
	const regs = "{%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}"
	bodies := map[string]string{
		"a f16 row, global": `wmma.load.a.sync.aligned.row.m16n16k16.global.f16 ` + regs + `, [%rd2], 16;`,
		"b f16 col, stride 24, shared": `mov.u32 %r9, 0; COPY: mul.wide.u32 %rd6, %r9, 4; add.s64 %rd7, %rd2, %rd6; ld.global.u32 %r10, [%rd7]; cvt.u32.u64 %r11, %rd6;
			mov.u32 %r13, sh; add.u32 %r13, %r13, %r11; st.shared.u32 [%r13], %r10; add.u32 %r9, %r9, 1; setp.lt.u32 %p1, %r9, 1024; @%p1 bra COPY; bar.sync 0;
			mov.u32 %r12, sh; wmma.load.b.sync.aligned.col.m16n16k16.shared.f16 ` + regs + `, [%r12], 24;`,
		"c f32 row, generic, stride 20": `wmma.load.c.sync.aligned.row.m16n16k16.f32 ` + regs + `, [%rd2+64], 20;`,
		"a s8 col":                      `wmma.load.a.sync.aligned.col.m16n16k16.global.s8 {%r1, %r2}, [%rd2], 32;`,
		"a tf32 row m16n16k8":           `wmma.load.a.sync.aligned.row.m16n16k8.global.tf32 {%r1, %r2, %r3, %r4}, [%rd2+32], 8;`,
		"base 8 bytes off 16":           `wmma.load.a.sync.aligned.row.m16n16k16.global.f16 ` + regs + `, [%rd2+8], 16;`,
		"lanes with different addresses": `setp.eq.u32 %p1, %r0, 5; selp.b64 %rd6, 32, 0, %p1; add.s64 %rd6, %rd2, %rd6;
			wmma.load.a.sync.aligned.row.m16n16k16.global.f16 ` + regs + `, [%rd6], 16;`,
		"partial mask":                    `setp.ge.u32 %p1, %r0, 20; @%p1 bra SKIP; wmma.load.c.sync.aligned.col.m16n16k16.global.f32 ` + regs + `, [%rd2], 16; SKIP:`,
		"c f32 past the allocation's end": `wmma.load.c.sync.aligned.row.m16n16k16.global.f32 ` + regs + `, [%rd2+3584], 16;`,
		"shared past the end":             `mov.u32 %r12, sh; add.u32 %r12, %r12, 3840; wmma.load.a.sync.aligned.row.m16n16k16.shared.f16 ` + regs + `, [%r12], 16;`,
	}
	faults := map[string]bool{"c f32 past the allocation's end": true, "shared past the end": true}
	for name, body := range bodies {
		t.Run(name, func(t *testing.T) {
			src := ".version 7.8\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 out, .param .u64 in) {\n" +
				".reg .b32 %r<16>; .reg .b64 %rd<10>; .reg .pred %p<4>; .shared .align 16 .b8 sh[4096];\n" +
				"ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [in]; mov.u32 %r0, %tid.x; mul.wide.u32 %rd3, %r0, 32; add.s64 %rd4, %rd1, %rd3;\n" +
				"mov.u32 %r1, 0; mov.u32 %r2, 0; mov.u32 %r3, 0; mov.u32 %r4, 0; mov.u32 %r5, 0; mov.u32 %r6, 0; mov.u32 %r7, 0; mov.u32 %r8, 0;\n" +
				body + "\nst.global.v4.u32 [%rd4], {%r1, %r2, %r3, %r4}; st.global.v4.u32 [%rd4+16], {%r5, %r6, %r7, %r8};\nret; }"
			outs, errs := runBothPaths(t, src, patternBytes(4096), 1024)
			if errs[0] != errs[1] || string(outs[0]) != string(outs[1]) {
				t.Fatalf("fast and portable paths differ:\nfast:     %q %x\nportable: %q %x", errs[0], outs[0], errs[1], outs[1])
			}
			if faults[name] != (errs[0] != "") {
				t.Fatalf("fault %q, want one: %v", errs[0], faults[name])
			}
			if errs[0] == "" && string(outs[0]) == string(make([]byte, 1024)) {
				t.Fatal("no fragment was loaded")
			}
			t.Logf("%q", errs[0])
		})
	}
}

// TestDecodedRows checks mma's cache of decoded operands: the same contents and type are one
// decode, the same bits as another type or depth are not, and every product is the model's.
func TestDecodedRows(t *testing.T) {
	var c decodedRows
	raw := make([]uint64, 256)
	for i := range raw {
		raw[i] = uint64(0x3c00 + i)
	}
	f16 := c.get(meF16, raw, 16)
	if c.get(meF16, slices.Clone(raw), 16) != f16 {
		t.Fatal("the same f16 operand was decoded again")
	}
	bf16, k8 := c.get(meBF16, raw, 16), c.get(meF16, raw, 8)
	if bf16 == f16 || k8 == f16 || k8 == bf16 {
		t.Fatal("another type or depth took the f16 operand's decode")
	}
	other := slices.Clone(raw)
	other[255]++
	if c.get(meF16, other, 16) == f16 {
		t.Fatal("an operand that differs in its last element took the cached decode")
	}
	m := fp.TensorModel(fp.MMAF16, 16, true)
	for i, rows := range map[mElem]*fp.MMARows{meF16: c.get(meF16, raw, 16), meBF16: c.get(meBF16, raw, 16)} {
		et := fpElem[i]
		for r := 0; r < 16; r++ {
			got := m.DotRows(rows, r, rows, (r+3)%16, fp.MMAF32, 0x3f800000, fp.MMAF32)
			want := m.MMADot(et, et, raw[r*16:r*16+16], raw[(r+3)%16*16:(r+3)%16*16+16], fp.MMAF32, 0x3f800000, fp.MMAF32)
			if got != want {
				t.Fatalf("%v row %d: %#x, want %#x", et, r, got, want)
			}
		}
	}
}
