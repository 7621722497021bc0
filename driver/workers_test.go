package driver

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// blockPTX has two kernels over many blocks: say prints its block's number
// (device printf), store writes it to out[block].
const blockPTX = `
.version 7.8
.target sm_80
.address_size 64
.extern .func (.param .b32 func_retval0) vprintf (.param .b64 p0, .param .b64 p1);
.global .align 1 .b8 $str[10] = {98, 108, 111, 99, 107, 32, 37, 100, 10, 0};
.visible .entry say()
{
	.local .align 4 .b8 __local_depot0[4];
	.reg .b64 %SP;
	.reg .b64 %SPL;
	.reg .b32 %r<3>;
	.reg .b64 %rd<4>;
	mov.u64 %SPL, __local_depot0;
	cvta.local.u64 %SP, %SPL;
	mov.u32 %r1, %ctaid.x;
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
	ret;
}
`

const storePTX = `
.version 7.8
.target sm_80
.address_size 64
.visible .entry store(.param .u64 out)
{
	.reg .b32 %r<2>;
	.reg .b64 %rd<5>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd2, %rd1;
	mov.u32 %r1, %ctaid.x;
	mul.wide.u32 %rd3, %r1, 4;
	add.s64 %rd4, %rd2, %rd3;
	st.global.u32 [%rd4], %r1;
	ret;
}
`

// With several kernel workers, a kernel that calls device printf still runs
// its blocks one after another, so its output comes in block order on every
// run; a kernel without output runs on the workers and computes the same.
func TestKernelWorkersKeepPrintfOrder(t *testing.T) {
	d, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	d.SetKernelWorkers(8)
	var out bytes.Buffer
	d.SetPrintfOutput(&out)
	const blocks, threads = 64, 64
	var want strings.Builder
	for i := range blocks {
		for range threads {
			fmt.Fprintf(&want, "block %d\n", i)
		}
	}
	mod, err := th.ModuleLoadData([]byte(blockPTX + "\x00"))
	must(t, err)
	say, err := th.ModuleGetFunction(mod, "say")
	must(t, err)
	for run := range 5 {
		out.Reset()
		must(t, th.LaunchKernel(say, Dim3{blocks, 1, 1}, Dim3{threads, 1, 1}, 0, 0, nil, nil))
		must(t, th.CtxSynchronize())
		if got := out.String(); got != want.String() {
			t.Fatalf("run %d: printf output with 8 workers is not in block order", run)
		}
	}

	mod2, err := th.ModuleLoadData([]byte(storePTX + "\x00"))
	must(t, err)
	store, err := th.ModuleGetFunction(mod2, "store")
	must(t, err)
	buf, err := th.MemAlloc(4 * blocks)
	must(t, err)
	must(t, th.LaunchKernel(store, Dim3{blocks, 1, 1}, Dim3{1, 1, 1}, 0, 0, [][]byte{le64(uint64(buf))}, nil))
	must(t, th.CtxSynchronize())
	got := make([]byte, 4*blocks)
	must(t, th.MemcpyDtoH(got, buf))
	for i := range blocks {
		if v := int(got[4*i]) | int(got[4*i+1])<<8; v != i {
			t.Fatalf("out[%d] = %d with 8 workers", i, v)
		}
	}
}

func le64(v uint64) []byte {
	b := make([]byte, 8)
	for i := range b {
		b[i] = byte(v >> (8 * i))
	}
	return b
}
