package sim

import (
	"encoding/binary"
	"strings"
	"testing"
)

// A kernel whose device functions' frames together pass the stack limit runs: the driver
// raises a launch's stack to what its call graph needs (cuCtxSetLimit's CU_LIMIT_STACK_SIZE:
// "automatically increases the per-thread stack size for each kernel launch as needed"). A -G
// build inlines nothing, so its local arrays live in callees' frames (sweep27's w_constlocal
// and w_cg, built with -G, faulted with "stack overflow: 1136 bytes of local memory needed,
// the limit is 1024"). A recursive call graph has no such size: there the limit still holds.
func TestCalleeFramesPastTheStackLimit(t *testing.T) {
	// outer has a 1,536-byte frame and calls inner, with 2,048: 3,584 bytes beyond the
	// kernel's own frame, past the default 1,024.
	const funcs = `
		.func (.reg .b32 r) inner(.reg .b32 x) {
			.local .align 4 .b8 buf[2048];
			.reg .b64 %a; .reg .b32 %v;
			mov.u64 %a, buf;
			st.local.u32 [%a+2044], x;
			ld.local.u32 %v, [%a+2044];
			add.u32 r, %v, 1;
			ret;
		}
		.func (.reg .b32 r) outer(.reg .b32 x) {
			.local .align 4 .b8 buf[1536];
			.reg .b64 %a; .reg .b32 %v; .reg .b32 %w;
			mov.u64 %a, buf;
			st.local.u32 [%a+1532], x;
			call (%v), inner, (x);
			ld.local.u32 %w, [%a+1532];
			add.u32 r, %v, %w;
			ret;
		}
		.func (.reg .b32 r) recurse(.reg .b32 x) {
			.local .align 4 .b8 buf[1536];
			.reg .b64 %a; .reg .b32 %v; .reg .pred %q;
			mov.u64 %a, buf;
			st.local.u32 [%a], x;
			mov.u32 r, x;
			setp.eq.u32 %q, x, 0;
			@%q bra DONE;
			sub.u32 %v, x, 1;
			call (r), recurse, (%v);
		DONE:
			ret;
		}
`
	run := func(t *testing.T, call string) error {
		t.Helper()
		src := hdr + funcs + ".visible .entry k(.param .u64 out) {\n" +
			".reg .b32 %r<4>; .reg .b64 %rd<5>;\n" +
			"ld.param.u64 %rd1, [out]; mov.u32 %r0, %tid.x; mul.wide.u32 %rd3, %r0, 4; add.s64 %rd4, %rd1, %rd3;\n" +
			call + "\nst.global.u32 [%rd4], %r2;\nret; }"
		tg := &simTarget{testMem: newTestMem()}
		mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
		if err != nil {
			t.Fatal(err)
		}
		out, _ := tg.Alloc(4 * 32)
		f, _ := mod.Function("k")
		if err := Run(f.(*simFunc).k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1},
			Params: le64(out), Memory: tg.testMem}); err != nil {
			return err
		}
		b := make([]byte, 4*32)
		tg.Read(out, b)
		for l := range 32 {
			if got, want := binary.LittleEndian.Uint32(b[4*l:]), uint32(2*l+1); got != want {
				t.Errorf("lane %d: %d, want %d", l, got, want)
			}
		}
		return nil
	}
	t.Run("a chain of calls", func(t *testing.T) {
		if err := run(t, "call (%r2), outer, (%r0);"); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("recursion", func(t *testing.T) {
		// recurse(1) needs two 1,536-byte frames: a stack overflow at the default limit.
		err := run(t, "mov.u32 %r1, 1; call (%r2), recurse, (%r1);")
		if err == nil || !strings.Contains(err.Error(), "stack overflow") {
			t.Fatalf("recursion past the stack limit: %v, want a stack overflow", err)
		}
	})
}
