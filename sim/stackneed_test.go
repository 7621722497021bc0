package sim

import (
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
	t.Run("a chain of calls", func(t *testing.T) {
		out := runOutDecl(t, funcs, "call (%r2), outer, (%r0);\nst.global.u32 [%rd4], %r2;", 32, 32)
		for l, got := range out {
			if want := uint32(2*l + 1); got != want {
				t.Errorf("lane %d: %d, want %d", l, got, want)
			}
		}
	})
	t.Run("recursion", func(t *testing.T) {
		// recurse(1) needs two 1,536-byte frames: a stack overflow at the default limit.
		_, err := launchOutDecl(t, funcs, "mov.u32 %r1, 1; call (%r2), recurse, (%r1);\nst.global.u32 [%rd4], %r2;", 32, 32)
		if err == nil || !strings.Contains(err.Error(), "stack overflow") {
			t.Fatalf("recursion past the stack limit: %v, want a stack overflow", err)
		}
	})
}
