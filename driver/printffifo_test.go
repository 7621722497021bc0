package driver

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"testing"

	"cudasim/cu"
)

// limitsPTX is rt30's r_fifo module: maybePrint prints only when n > 0, useHeap
// allocates and frees 64 bytes and stores whether it got them, store uses neither.
const limitsPTX = `
.version 7.8
.target sm_80
.address_size 64
.extern .func (.param .b32 func_retval0) vprintf (.param .b64 p0, .param .b64 p1);
.extern .func (.param .b64 func_retval0) malloc (.param .b64 p0);
.extern .func free (.param .b64 p0);
.global .align 1 .b8 $str[6] = {110, 32, 37, 100, 10, 0};
.visible .entry maybePrint(.param .u32 n)
{
	.local .align 4 .b8 __local_depot0[4];
	.reg .b64 %SP;
	.reg .b64 %SPL;
	.reg .pred %p<2>;
	.reg .b32 %r<3>;
	.reg .b64 %rd<3>;
	ld.param.u32 %r1, [n];
	setp.lt.s32 %p1, %r1, 1;
	@%p1 bra $L_done;
	mov.u64 %SPL, __local_depot0;
	cvta.local.u64 %SP, %SPL;
	st.local.u32 [%SPL], %r1;
	mov.u64 %rd1, $str;
	cvta.global.u64 %rd2, %rd1;
	{
	.param .b64 param0;
	st.param.b64 [param0+0], %rd2;
	.param .b64 param1;
	st.param.b64 [param1+0], %SP;
	.param .b32 retval0;
	call.uni (retval0), vprintf, (param0, param1);
	ld.param.b32 %r2, [retval0+0];
	}
$L_done:
	ret;
}
.visible .entry useHeap(.param .u64 out)
{
	.reg .pred %p<2>;
	.reg .b32 %r<2>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd2, %rd1;
	{
	.param .b64 param0;
	st.param.b64 [param0+0], 64;
	.param .b64 retval0;
	call.uni (retval0), malloc, (param0);
	ld.param.b64 %rd3, [retval0+0];
	}
	setp.ne.s64 %p1, %rd3, 0;
	selp.u32 %r1, 1, 0, %p1;
	st.global.u32 [%rd2], %r1;
	{
	.param .b64 param0;
	st.param.b64 [param0+0], %rd3;
	call.uni free, (param0);
	}
	ret;
}
.visible .entry store(.param .u64 out)
{
	.reg .b64 %rd<3>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd2, %rd1;
	st.global.u32 [%rd2], 5;
	ret;
}
`

// TestLaunchesFixSystemLimits: the sequence of rt30's r_fifo, with the H200's answers
// (libcuda/testdata/cudart/rt30/golden/b118/r_fifo.h200.out): a kernel holding a printf
// fixes CU_LIMIT_PRINTF_FIFO_SIZE once launched, whether it printed or not; kernels
// without malloc leave CU_LIMIT_MALLOC_HEAP_SIZE free, though their module's other kernel
// allocates; the kernel that allocates fixes it. A refused value leaves the limit as it was.
func TestLaunchesFixSystemLimits(t *testing.T) {
	d, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	var out bytes.Buffer
	d.SetPrintfOutput(&out)
	mod, err := th.ModuleLoadData([]byte(limitsPTX + "\x00"))
	must(t, err)
	fn := func(name string) Function {
		f, err := th.ModuleGetFunction(mod, name)
		must(t, err)
		return f
	}
	maybePrint, useHeap, store := fn("maybePrint"), fn("useHeap"), fn("store")
	buf, err := th.MemAlloc(4)
	must(t, err)
	launch := func(f Function, param []byte) {
		t.Helper()
		must(t, th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, [][]byte{param}, nil))
		must(t, th.CtxSynchronize())
	}
	limit := func(what string, l Limit, want uint64) {
		t.Helper()
		if v, err := th.CtxGetLimit(l); err != nil || v != want {
			t.Errorf("%s: limit %d reads %d, %v; want %d", what, l, v, err, want)
		}
	}
	n := func(v uint32) []byte { return binary.LittleEndian.AppendUint32(nil, v) }

	must(t, th.CtxSetLimit(LimitPrintfFifoSize, 2<<20))
	launch(store, le64(uint64(buf))) // neither printf nor malloc: fixes nothing (not measured for printf; the heap's rule)
	must(t, th.CtxSetLimit(LimitPrintfFifoSize, 2<<20))
	launch(maybePrint, n(0))
	if out.Len() != 0 {
		t.Fatalf("maybePrint(0) printed %q", out.String())
	}
	wantCode(t, "the FIFO's size after a kernel that could print and did not", th.CtxSetLimit(LimitPrintfFifoSize, 3<<20), cu.ErrorInvalidValue)
	limit("after the refusal", LimitPrintfFifoSize, 2<<20)
	launch(maybePrint, n(7))
	if out.String() != "n 7\n" {
		t.Fatalf("maybePrint(7) printed %q", out.String())
	}
	wantCode(t, "the FIFO's size after a kernel printed", th.CtxSetLimit(LimitPrintfFifoSize, 4<<20), cu.ErrorInvalidValue)
	limit("after the second refusal", LimitPrintfFifoSize, 2<<20)
	must(t, th.CtxSetLimit(LimitStackSize, 4096)) // other limits still change

	must(t, th.CtxSetLimit(LimitMallocHeapSize, 16<<20)) // after maybePrint: its module allocates, it does not
	launch(useHeap, le64(uint64(buf)))
	got := make([]byte, 4)
	must(t, th.MemcpyDtoH(got, buf))
	if got[0] != 1 {
		t.Fatalf("useHeap's malloc answered NULL")
	}
	wantCode(t, "the heap's size after a kernel allocated", th.CtxSetLimit(LimitMallocHeapSize, 32<<20), cu.ErrorInvalidValue)
	limit("after the heap's refusal", LimitMallocHeapSize, 16<<20)
}

// assertPTX's checkPositive asserts n > 0: __assertfail, called only when n is 0.
const assertPTX = `
.version 7.8
.target sm_80
.address_size 64
.extern .func __assertfail(.param .b64 a, .param .b64 b, .param .b32 c, .param .b64 d, .param .b64 e);
.global .align 1 .b8 msg[6] = {110, 32, 62, 32, 48, 0};
.global .align 1 .b8 file[5] = {97, 46, 99, 117, 0};
.visible .entry checkPositive(.param .u32 n)
{
	.reg .pred %p1;
	.reg .b32 %r1;
	.reg .b64 %rd<3>;
	ld.param.u32 %r1, [n];
	setp.ne.s32 %p1, %r1, 0;
	@%p1 bra $L_ok;
	mov.u64 %rd1, msg;
	cvta.global.u64 %rd1, %rd1;
	mov.u64 %rd2, file;
	cvta.global.u64 %rd2, %rd2;
	{
	.param .b64 p0; st.param.b64 [p0], %rd1;
	.param .b64 p1; st.param.b64 [p1], %rd2;
	.param .b32 p2; st.param.b32 [p2], 3;
	.param .b64 p3; st.param.b64 [p3], %rd2;
	.param .b64 p4; st.param.b64 [p4], 1;
	call.uni __assertfail, (p0, p1, p2, p3, p4);
	}
$L_ok:
	ret;
}
`

// TestAssertsAndGraphsFixTheFIFO: what an H100 with the H200's driver answered in rt31-c's
// r_fifo2 (libcuda/testdata/cudart/rt30/golden/h100-s32/r_fifo2.out): after a kernel
// holding only an assert, which held, CU_LIMIT_PRINTF_FIFO_SIZE is fixed; after a graph of
// a printf kernel is instantiated, before its launch, too.
func TestAssertsAndGraphsFixTheFIFO(t *testing.T) {
	n := func(v uint32) [][]byte { return [][]byte{binary.LittleEndian.AppendUint32(nil, v)} }
	// fifoKernel is a fresh context with the FIFO set to 2 MiB and kernel name of ptx.
	fifoKernel := func(t *testing.T, ptx, name string) (*Thread, Function) {
		_, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
		mod, err := th.ModuleLoadData([]byte(ptx + "\x00"))
		must(t, err)
		f, err := th.ModuleGetFunction(mod, name)
		must(t, err)
		must(t, th.CtxSetLimit(LimitPrintfFifoSize, 2<<20))
		return th, f
	}
	t.Run("assert", func(t *testing.T) {
		th, f := fifoKernel(t, assertPTX, "checkPositive")
		must(t, th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, n(1), nil))
		must(t, th.CtxSynchronize())
		wantCode(t, "the FIFO's size after a kernel whose assert held", th.CtxSetLimit(LimitPrintfFifoSize, 3<<20), cu.ErrorInvalidValue)
	})
	// fifo3 (interop26/h100-s33/fifo3.out): a capture of the kernel ended, and a
	// kernel node added by hand, leave the limit free; that graph instantiated fixes
	// it, for the FIFO of a printf kernel and the heap of a malloc kernel alike.
	for _, c := range []struct {
		limit  Limit
		kernel string
		params [][]byte
	}{{LimitPrintfFifoSize, "maybePrint", n(0)}, {LimitMallocHeapSize, "useHeap", [][]byte{make([]byte, 8)}}} {
		t.Run(fmt.Sprintf("graph/limit %d", c.limit), func(t *testing.T) {
			th, f := fifoKernel(t, limitsPTX, c.kernel)
			s, err := th.StreamCreate(StreamNonBlocking)
			must(t, err)
			must(t, th.StreamBeginCapture(s, CaptureModeGlobal))
			must(t, th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, s, c.params, nil))
			_, err = th.StreamEndCapture(s)
			must(t, err)
			wantCode(t, "the limit after a capture of its kernel ended", th.CtxSetLimit(c.limit, 24<<20), cu.Success)
			g, err := th.GraphCreate(0)
			must(t, err)
			_, err = th.GraphAddKernelNode(g, nil, KernelNodeParams{Func: f, Grid: Dim3{1, 1, 1}, Block: Dim3{1, 1, 1}, Params: c.params})
			must(t, err)
			wantCode(t, "the limit after a node of its kernel was added", th.CtxSetLimit(c.limit, 32<<20), cu.Success)
			_, err = th.GraphInstantiate(g, 0)
			must(t, err)
			wantCode(t, "the limit after a graph of its kernel was instantiated", th.CtxSetLimit(c.limit, 40<<20), cu.ErrorInvalidValue)
			if v, err := th.CtxGetLimit(c.limit); err != nil || v != 32<<20 {
				t.Errorf("the limit reads %d (%v), want the 32 MiB set before the instantiation", v, err)
			}
		})
	}
}
