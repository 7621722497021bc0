package sim

import (
	"strconv"
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

// What the compiler writes again instead of saving takes no room in a call's frame: a register
// that only holds an immediate, and addresses that are one register plus different immediates
// (the compiler keeps the base and folds the offsets into the instructions that use it). NVVM's
// PTX for Numba's recursive functions keeps both live across its calls: test_recursion's fib(10)
// faulted with "stack overflow: 1168 bytes of local memory needed, the limit is 1040" when each
// was saved. Saved, the zeros below would make 112-byte frames and the addresses 96-byte ones,
// past the 1 KiB stack at these depths.
func TestRewrittenValuesAcrossCallsTakeNoFrame(t *testing.T) {
	const funcs = `
		.func (.reg .b32 r) zeros(.reg .b32 x) {
			.reg .b64 %z<6>; .reg .b64 %s; .reg .b32 %c; .reg .b32 %v; .reg .pred %q;
			mov.u64 %z0, 0; mov.u64 %z1, 0; mov.u64 %z2, 0; mov.u64 %z3, 0; mov.u64 %z4, 0; mov.u64 %z5, 0;
			mov.u32 %c, 0;
			mov.u32 r, 0;
			setp.eq.u32 %q, x, 0;
			@%q bra DONE;
			sub.u32 %v, x, 1;
			call (r), zeros, (%v);
			add.u64 %s, %z0, %z1; add.u64 %s, %s, %z2; add.u64 %s, %s, %z3; add.u64 %s, %s, %z4; add.u64 %s, %s, %z5;
			cvt.u32.u64 %v, %s;
			add.u32 r, r, %v;
			add.u32 r, r, %c;
			add.u32 r, r, 1;
		DONE:
			ret;
		}
		.func (.reg .b32 r) addrs(.reg .b32 x) {
			.local .align 8 .b8 depot[16];
			.reg .b64 %SPL; .reg .b64 %a<4>; .reg .b32 %v<4>; .reg .pred %q;
			mov.u64 %SPL, depot;
			add.u64 %a0, %SPL, 0; add.u64 %a1, %SPL, 4; add.u64 %a2, %SPL, 8; add.u64 %a3, %SPL, 12;
			st.local.u32 [%a0], x; st.local.u32 [%a1], 1; st.local.u32 [%a2], 0; st.local.u32 [%a3], 0;
			mov.u32 r, 0;
			setp.eq.u32 %q, x, 0;
			@%q bra DONE;
			sub.u32 %v0, x, 1;
			call (r), addrs, (%v0);
			ld.local.u32 %v0, [%a0]; ld.local.u32 %v1, [%a1]; ld.local.u32 %v2, [%a2]; ld.local.u32 %v3, [%a3];
			sub.u32 %v0, %v0, x;
			add.u32 r, r, %v0; add.u32 r, r, %v1; add.u32 r, r, %v2; add.u32 r, r, %v3;
		DONE:
			ret;
		}
`
	for _, c := range []struct{ fn, depth string }{{"zeros", "20"}, {"addrs", "15"}} {
		t.Run(c.fn, func(t *testing.T) {
			out := runOutDecl(t, funcs, "mov.u32 %r1, "+c.depth+"; call (%r2), "+c.fn+", (%r1);\nst.global.u32 [%rd4], %r2;", 1, 1)
			if got := strconv.Itoa(int(out[0])); got != c.depth {
				t.Fatalf("%s(%s) = %s, want %s", c.fn, c.depth, got, c.depth)
			}
		})
	}
}

// A call through a function pointer raises the stack to the deepest function it may reach: one
// whose address the module takes (in any kernel's code or a variable's initializer) and whose
// parameters and results have the prototype's sizes. nvcc 13.0's libcu++ atomics call
// __cuda_fetch_local_bop_add through a reference, so sweep31's v_async built with -G faulted
// with "stack overflow: 7408 bytes of local memory needed, the limit is 6848" where the H100
// ran it (res33's sweep31-c). ptxas 11.8 counted these functions the same way (a kernel's
// stack in its cubin, docs/engine.md "Call frames"): (f32,f32) and (.b8[4],b32) with a
// (b32,b32) prototype, not a third parameter, a result, b64 parameters or a function whose
// address nothing takes.
func TestIndirectCallsReachAddressTakenFunctions(t *testing.T) {
	leaf := func(sig string, local int) string {
		return ".func " + sig + " {\n.local .align 4 .b8 d[" + strconv.Itoa(local) + "];\n.reg .b64 %a;\n" +
			"mov.u64 %a, d;\nst.local.u32 [%a], 7;\nret;\n}\n"
	}
	funcs := leaf("big32(.param .b32 a, .param .b32 b)", 1008) +
		leaf("bigf(.param .f32 a, .param .f32 b)", 2000) +
		leaf("arr4(.param .align 4 .b8 a[4], .param .b32 b)", 2400) +
		leaf("wide(.param .b64 a, .param .b64 b)", 3200) +
		leaf("three(.param .b32 a, .param .b32 b, .param .b32 c)", 4000) +
		leaf("(.param .b32 r) withResult(.param .b32 a, .param .b32 b)", 4800) +
		leaf("untaken(.param .b32 a, .param .b32 b)", 5600) +
		".global .u64 table[5] = {big32, arr4, wide, three, withResult};\n"
	const call = `{
		.reg .b64 %f;
		mov.u64 %f, bigf;
		.param .b32 a0;
		st.param.b32 [a0], %r0;
		.param .b32 a1;
		st.param.b32 [a1], %r0;
		proto : .callprototype ()_ (.param .b32 _, .param .b32 _);
		call %f, (a0, a1), proto;
	}
	st.global.u32 [%rd4], %r0;`
	calleeStack := func(t *testing.T, src string) int64 {
		t.Helper()
		k, err := compileSrc(t, []byte(src)).Kernel("k")
		if err != nil {
			t.Fatal(err)
		}
		return k.CalleeStack()
	}
	kernel := "\n.visible .entry k(.param .u64 out) {\n.reg .b32 %r<2>; .reg .b64 %rd<5>;\n" +
		"ld.param.u64 %rd4, [out]; mov.u32 %r0, %tid.x;\n" + call + "\nret; }\n"
	// The largest frame an indirect call may reach is arr4's (2,400 bytes).
	if got := calleeStack(t, hdr+funcs+kernel); got != 2400 {
		t.Errorf("stack raised by %d bytes, want 2400 (arr4's frame)", got)
	}
	// Another kernel that takes untaken's address makes it a target too.
	taker := ".visible .entry taker(.param .u64 out) {\n.reg .b64 %p; .reg .b64 %o;\n" +
		"ld.param.u64 %o, [out]; mov.u64 %p, untaken; st.global.u64 [%o], %p;\nret; }\n"
	if got := calleeStack(t, hdr+funcs+taker+kernel); got != 5600 {
		t.Errorf("with untaken's address taken: stack raised by %d bytes, want 5600", got)
	}
	// And the call runs where bigf's 2,000 bytes pass the default 1 KiB limit.
	out := runOutDecl(t, funcs, call, 32, 32)
	for l, got := range out {
		if got != uint32(l) {
			t.Errorf("lane %d: %d, want %d", l, got, l)
		}
	}
}
