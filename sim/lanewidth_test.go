package sim

import (
	"encoding/binary"
	"testing"
)

// clusterAddr32Kernel: each thread maps its CTA's buf into the next rank's window (mapa.u32),
// then makes the same 32-bit address again by adding 0xfffffffc (a parameter, so that nothing
// folds it) and 4, which carries into bit 32 of the register's 64-bit slot. getctarank and mapa
// of the two must agree: a .u32 operand is its low 32 bits.
const clusterAddr32Kernel = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 o, .param .u32 m4) {
	.shared .align 4 .b32 buf[64];
	.reg .b32 %r<20>; .reg .b64 %rd<8>;
	ld.param.u64 %rd1, [o]; ld.param.u32 %r7, [m4];
	mov.u32 %r1, buf;
	mov.u32 %r2, %cluster_ctarank; mov.u32 %r3, %cluster_nctarank;
	add.u32 %r4, %r2, 1; rem.u32 %r5, %r4, %r3;
	mapa.shared::cluster.u32 %r6, %r1, %r5;
	add.u32 %r8, %r6, %r7; add.u32 %r9, %r8, 4;
	getctarank.shared::cluster.u32 %r10, %r6;
	getctarank.shared::cluster.u32 %r11, %r9;
	mapa.shared::cluster.u32 %r12, %r6, %r2;
	mapa.shared::cluster.u32 %r13, %r9, %r2;
	mov.u32 %r14, %ctaid.x; mov.u32 %r15, %ntid.x; mov.u32 %r16, %tid.x;
	mad.lo.u32 %r17, %r14, %r15, %r16;
	mul.wide.u32 %rd2, %r17, 16; add.s64 %rd3, %rd1, %rd2;
	st.global.v4.u32 [%rd3], {%r10, %r11, %r12, %r13};
	barrier.cluster.arrive; barrier.cluster.wait;
	ret;
}
`

// TestClusterAddr32: mapa's and getctarank's .u32 address operands are read as 32 bits
// (clusterAddr32), on the fast and the portable paths. getctarank of the address whose slot
// had bit 32 set answered the CTA's own rank before.
func TestClusterAddr32(t *testing.T) {
	const grid, block, size = 4, 64, 2
	runFastAndPortable(t, clusterAddr32Kernel, 16*grid*block, func(params []byte) *Launch {
		return &Launch{Grid: [3]uint32{grid, 1, 1}, Block: [3]uint32{block, 1, 1}, Cluster: [3]uint32{size, 1, 1},
			Params: append(params, le32(0xfffffffc)...), InstructionBudget: 1_000_000}
	}, func(path string, b []byte) {
		for i := range grid * block {
			v := func(j int) uint32 { return binary.LittleEndian.Uint32(b[16*i+4*j:]) }
			rank := uint32(i / block % size)
			if want := (rank + 1) % size; v(0) != want || v(1) != want {
				t.Fatalf("%s, thread %d: getctarank %d and %d, want %d", path, i, v(0), v(1), want)
			}
			if v(2) != v(3) {
				t.Fatalf("%s, thread %d: mapa %#x and %#x, want the same", path, i, v(2), v(3))
			}
		}
	})
}

// runFastAndPortable runs k of src on the fast and the portable paths with an output buffer of n
// bytes, its address the first parameter of launch's, and hands check the buffer.
func runFastAndPortable(t *testing.T, src string, n int, launch func(params []byte) *Launch, check func(path string, out []byte)) {
	t.Helper()
	saved := enginePortable
	defer setEnginePortable(saved)
	for _, portable := range []bool{false, true} {
		setEnginePortable(portable)
		path := map[bool]string{false: "fast", true: "portable"}[portable]
		tg := &simTarget{testMem: newTestMem()}
		mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
		if err != nil {
			t.Fatal(err)
		}
		f, _ := mod.Function("k")
		o, _ := tg.Alloc(n)
		l := launch(le64(o))
		l.Memory = tg.testMem
		if err := Run(f.(*simFunc).k, l); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		b := make([]byte, n)
		tg.Read(o, b)
		check(path, b)
	}
}

// TestSlotWidths: the lowering marks the slots of registers of 32 bits or fewer narrow and no
// other (constants, 64-bit registers, the compiler's temporaries); the renaming's shared slots are
// narrow where every register renamed onto them is.
func TestSlotWidths(t *testing.T) {
	const src = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 o) {
	.reg .b16 %h<3>; .reg .b32 %r<4>; .reg .f32 %f<3>; .reg .b64 %rd<4>; .reg .pred %p<2>;
	.reg .v2 .u32 %v;
	ld.param.u64 %rd1, [o];
	mov.u32 %r1, %tid.x; cvt.u16.u32 %h1, %r1; cvt.f32.u16 %f1, %h1;
	mul.wide.u32 %rd2, %r1, 4; add.s64 %rd3, %rd1, %rd2;
	add.f32 %f2, %f1, 0f3F800000;
	st.global.f32 [%rd3], %f2;
	ret;
}
`
	k := mustKernel(t, src, "k")
	// %h1 %h2 %r1-%r3 %f1 %f2 (and %h0 %r0 %f0, declared), %v's two: narrow; %rd*, constants, zero: wide.
	narrow := k.widths.count()
	if narrow != 3+4+3+2 {
		t.Errorf("%d narrow slots, want 12 (%v)", narrow, k.widths)
	}
	for _, in := range k.code {
		if in.op == opMulWideU32 {
			if !k.widths.narrow(in.a) || k.widths.narrow(in.d) {
				t.Errorf("mul.wide.u32: a narrow %v (want true), d narrow %v (want false)", k.widths.narrow(in.a), k.widths.narrow(in.d))
			}
		}
		if in.op == opAddF32 && k.widths.narrow(in.b) {
			t.Errorf("add.f32's constant slot %d is narrow", in.b)
		}
	}
	if k.widths.narrow(slotZero) || k.widths.narrow(k.baseSlot) {
		t.Error("the zero slot or the shared window's base is narrow")
	}
	// The renaming: slots renamed onto one make a narrow slot only where all were narrow
	// (1 and 2 onto 1; narrow 3 and wide 4 onto 3).
	w := slotWidths{0b01110}
	r := w.renamed([]int32{0, 1, 1, 3, 3})
	if r.narrow(0) || !r.narrow(1) || r.narrow(2) || r.narrow(3) || r.narrow(4) {
		t.Errorf("renamed %b, want only slot 1 narrow", r)
	}
}

// localAddr32Kernel: each thread stores to its local array through a 32-bit register and loads
// back through the same 32-bit address made with a carry into bit 32 of the slot (0xfffffffc,
// a parameter, then 4).
const localAddr32Kernel = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 o, .param .u32 m4) {
	.local .align 4 .b8 loc[16];
	.reg .b32 %r<12>; .reg .b64 %rd<4>;
	ld.param.u64 %rd1, [o]; ld.param.u32 %r7, [m4];
	mov.u32 %r1, %tid.x; mov.u32 %r2, loc;
	add.u32 %r3, %r2, %r7; add.u32 %r4, %r3, 8;
	mad.lo.u32 %r5, %r1, 3, 7;
	st.local.u32 [%r2+4], %r5;
	ld.local.u32 %r6, [%r4];
	mul.wide.u32 %rd2, %r1, 4; add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r6;
	ret;
}
`

// TestLocalAddr32: a local access through a 32-bit register reads its low 32 bits (the lowering
// zero-extends it), on every path; the load faulted outside the thread's frame before.
func TestLocalAddr32(t *testing.T) {
	runFastAndPortable(t, localAddr32Kernel, 4*64, func(params []byte) *Launch {
		return &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{64, 1, 1}, Params: append(params, le32(0xfffffffc)...)}
	}, func(path string, b []byte) {
		for i := range 64 {
			if v := binary.LittleEndian.Uint32(b[4*i:]); v != uint32(3*i+7) {
				t.Fatalf("%s, thread %d: loaded %d, want %d", path, i, v, 3*i+7)
			}
		}
	})
}

// TestSlotWidthsOf64BitAddresses: a register given a .const or .global variable's address by an
// instruction of a 32-bit type, or used as a global, constant or generic address, holds 64 bits
// in cudasim: it is wide whatever its type. One used as a local or shared address stays narrow.
func TestSlotWidthsOf64BitAddresses(t *testing.T) {
	const src = `.version 8.0
.target sm_90
.address_size 64
.const .align 4 .b32 ctab[4] = {1, 2, 3, 4};
.visible .entry k(.param .u64 o) {
	.shared .align 4 .b32 sh[32];
	.local .align 4 .b8 loc[16];
	.reg .b32 %r<12>; .reg .b64 %rd<4>;
	mov.u32 %r1, ctab;
	ld.const.u32 %r2, [%r1+4];
	mov.u32 %r3, %tid.x; cvt.u64.u32 %rd1, %r3;
	ld.global.u32 %r4, [%r5];
	mov.u32 %r6, sh; ld.shared.u32 %r7, [%r6];
	mov.u32 %r8, loc; ld.local.u32 %r9, [%r8];
	mov.u32 %r10, ctab;
	ret;
}
`
	k := mustKernel(t, src, "k")
	// %r0-%r11 take consecutive slots; the first mov is mov.u32 %r1, ctab.
	r0 := int32(-1)
	for _, in := range k.code {
		if in.op == opMov {
			r0 = in.d - 1
			break
		}
	}
	slotOf := func(n int) int32 { return r0 + int32(n) }
	wide := map[int]bool{1: true, 5: true, 10: true}
	for n := range 12 {
		if got := k.widths.narrow(slotOf(n)); got == wide[n] {
			t.Errorf("%%r%d: narrow %v, want %v", n, got, !wide[n])
		}
	}
}

// predFromRegKernel: mov.pred of a 32-bit register whose slot has bit 32 set (0xffffffff, a
// parameter, plus 1: 0 as a u32) must give what setp.ne.u32 of it against 0 gives.
const predFromRegKernel = `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 o, .param .u32 m1) {
	.reg .b32 %r<8>; .reg .b64 %rd<4>; .reg .pred %p<3>;
	ld.param.u64 %rd1, [o]; ld.param.u32 %r1, [m1];
	mov.u32 %r2, %tid.x; and.b32 %r3, %r2, 1;
	add.u32 %r4, %r1, %r3; add.u32 %r5, %r4, 1;
	mov.pred %p1, %r5;
	setp.ne.u32 %p2, %r5, 0;
	selp.u32 %r6, 1, 0, %p1; selp.u32 %r7, 1, 0, %p2;
	mul.wide.u32 %rd2, %r2, 8; add.s64 %rd3, %rd1, %rd2;
	st.global.v2.u32 [%rd3], {%r6, %r7};
	ret;
}
`

// TestPredFromReg32: mov.pred reads its u32 source's low 32 bits; a carry into bit 32 made the
// predicate true where the register is 0.
func TestPredFromReg32(t *testing.T) {
	runFastAndPortable(t, predFromRegKernel, 8*64, func(params []byte) *Launch {
		return &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{64, 1, 1}, Params: append(params, le32(0xffffffff)...)}
	}, func(path string, b []byte) {
		for i := range 64 {
			mov, setp := binary.LittleEndian.Uint32(b[8*i:]), binary.LittleEndian.Uint32(b[8*i+4:])
			if mov != setp {
				t.Fatalf("%s, thread %d: mov.pred gives %d, setp.ne.u32 %d", path, i, mov, setp)
			}
		}
	})
}
