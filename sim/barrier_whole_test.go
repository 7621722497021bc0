package sim

import (
	"bytes"
	"errors"
	"testing"
)

// TestBarrierWhole compares the whole wait (barSync), the fast engine's wait of a warp that
// arrives whole at bar.sync, with the parked groups the portable engine uses for every arrival:
// the same memory and the same fault, on 2 CTAs of 80 threads (the third warp partial, so its whole mask is 16 lanes).
// Each kernel stores out[tid] after its barriers. The deadlock case names the first warp that
// waited, which waited whole: its fault needs the pc and lanes the whole wait kept.
func TestBarrierWhole(t *testing.T) {
	const prologue = `mov.u32 %r0, %tid.x; mov.u32 %r1, %ntid.x; mov.u32 %r9, s;
	shl.b32 %r2, %r0, 2; add.u32 %r3, %r9, %r2;
	ld.param.u64 %rd1, [out]; mul.wide.u32 %rd2, %r0, 4; add.s64 %rd3, %rd1, %rd2;
`
	kernels := []struct{ name, body string }{
		{"converged", `st.shared.u32 [%r3], %r0; bar.sync 0;
	add.u32 %r4, %r0, 1; rem.u32 %r4, %r4, %r1; shl.b32 %r4, %r4, 2; add.u32 %r4, %r9, %r4;
	ld.shared.u32 %r5, [%r4]; bar.sync 0; st.shared.u32 [%r3], %r5; bar.sync 0;
	ld.shared.u32 %r6, [%r9]; add.u32 %r5, %r5, %r6; st.global.u32 [%rd3], %r5;`},
		// Lanes 24-31 of every warp exit first: the warps arrive whole with fewer lanes, and
		// the barrier completes without them.
		{"exited lanes", `and.b32 %r4, %r0, 31; setp.ge.u32 %p1, %r4, 24; @%p1 exit;
	mul.lo.u32 %r5, %r0, 3; st.shared.u32 [%r3], %r5; bar.sync 0;
	xor.b32 %r6, %r0, 32; setp.lt.u32 %p2, %r6, %r1; @!%p2 bra L1;
	shl.b32 %r6, %r6, 2; add.u32 %r6, %r9, %r6; ld.shared.u32 %r5, [%r6];
L1:	st.global.u32 [%rd3], %r5;`},
		// A thread count: warps 0 and 1 wait at barrier 1 for 64 threads while warp 2 passes.
		{"count", `st.shared.u32 [%r3], %r0; setp.ge.u32 %p1, %r0, 64; @%p1 bra L1;
	bar.sync 1, 64; xor.b32 %r4, %r0, 32; shl.b32 %r4, %r4, 2; add.u32 %r4, %r9, %r4; ld.shared.u32 %r5, [%r4];
	st.global.u32 [%rd3], %r5;
L1:`},
		// The whole warp waits inside a device function.
		{"in a call", `st.shared.u32 [%r3], %r0;
	{ .param .b32 a; .param .b32 r; st.param.b32 [a], %r0; call (r), sync, (a); ld.param.b32 %r5, [r]; }
	st.global.u32 [%rd3], %r5;`},
		// bar.red parks a group (no fast path); a bar.sync then waits whole.
		{"after bar.red", `and.b32 %r4, %r0, 1; setp.ne.u32 %p1, %r4, 0; bar.red.popc.u32 %r5, 0, %p1;
	st.shared.u32 [%r3], %r5; bar.sync 0; ld.shared.u32 %r6, [%r9]; add.u32 %r5, %r5, %r6; st.global.u32 [%rd3], %r5;`},
		// A diverged warp's groups park; the converged warps around them wait whole.
		{"diverged warp 1", `st.shared.u32 [%r3], %r0; setp.eq.u32 %p1, %r0, 40; @%p1 bra L1; bar.sync 0; bra.uni L2;
L1:	bar.sync 0;
L2:	ld.shared.u32 %r5, [%r9+160]; st.global.u32 [%rd3], %r5;`},
		{"deadlock", `setp.lt.u32 %p1, %r0, 32; @%p1 bra L1; bar.sync 1; bra.uni L2;
L1:	bar.sync 0;
L2:	st.global.u32 [%rd3], %r0;`},
	}
	const fn = `.func (.param .b32 r) sync(.param .b32 x) { .reg .b32 %a<4>; ld.param.b32 %a1, [x];
	bar.sync 0; add.u32 %a2, %a1, 7; st.param.b32 [r], %a2; ret; }
`
	saved := enginePortable
	defer setEnginePortable(saved)
	for _, kc := range kernels {
		src := hdr + ".shared .align 4 .b8 s[512];\n" + fn + ".visible .entry k(.param .u64 out) {\n" +
			".reg .b32 %r<12>; .reg .b64 %rd<6>; .reg .pred %p<4>;\n" + prologue + kc.body + "\nret; }"
		var outs [2][]byte
		var errs [2]error
		for i, portable := range []bool{false, true} {
			setEnginePortable(portable)
			k := mustKernel(t, src, "k")
			mem := newTestMem()
			out, _ := mem.Alloc(4 * 80)
			mem.Write(out, make([]byte, 4*80))
			params := make([]byte, k.ParamSize())
			copy(params[k.Params()[0].Offset:], le64(out))
			errs[i] = Run(k, &Launch{Grid: [3]uint32{2, 1, 1}, Block: [3]uint32{80, 1, 1}, Params: params,
				Memory: mem, Workers: 1, InstructionBudget: 100000})
			outs[i] = make([]byte, 4*80)
			mem.Read(out, outs[i])
		}
		if !bytes.Equal(outs[0], outs[1]) {
			t.Errorf("%s: memory differs, fast %x, portable %x", kc.name, outs[0], outs[1])
		}
		var f0, f1 *Fault
		if errors.As(errs[0], &f0) != errors.As(errs[1], &f1) || (f0 != nil && *f0 != *f1) ||
			(errs[0] == nil) != (errs[1] == nil) {
			t.Errorf("%s: fast engine's error %v, portable %v", kc.name, errs[0], errs[1])
		}
		if (kc.name == "deadlock") != (errs[0] != nil) {
			t.Errorf("%s: error %v", kc.name, errs[0])
		}
		if kc.name == "converged" && outs[0][4] == 0 {
			t.Errorf("%s: nothing stored: %x", kc.name, outs[0])
		}
	}
}
