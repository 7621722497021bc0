package driver

import (
	"bytes"
	"strings"
	"testing"

	"cudasim/cu"
)

// Once a kernel of the context has printed, CU_LIMIT_PRINTF_FIFO_SIZE cannot
// change: CUDA_ERROR_INVALID_VALUE, the limit as it was (the H200:
// libcuda/testdata/cudart/suite2/logs/s_printf_fifo.h200-w2-run1.out). Before,
// and after kernels that print nothing, it can. rt30 found cudasim accepting it.
func TestPrintfFifoFixedOncePrinted(t *testing.T) {
	d, th, _ := newLibTest(t, 1, ModuleLoadingLazy, nil)
	var out bytes.Buffer
	d.SetPrintfOutput(&out)
	// one module: say (printf) and store (storePTX's kernel, without its header)
	_, storeKernel, _ := strings.Cut(storePTX, ".address_size 64\n")
	mod, err := th.ModuleLoadData([]byte(blockPTX + storeKernel + "\x00"))
	must(t, err)
	say, err := th.ModuleGetFunction(mod, "say")
	must(t, err)
	store, err := th.ModuleGetFunction(mod, "store")
	must(t, err)
	buf, err := th.MemAlloc(4)
	must(t, err)
	must(t, th.CtxSetLimit(LimitPrintfFifoSize, 2<<20))
	// a kernel of a module that prints, printing nothing itself
	must(t, th.LaunchKernel(store, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, [][]byte{le64(uint64(buf))}, nil))
	must(t, th.CtxSynchronize())
	must(t, th.CtxSetLimit(LimitPrintfFifoSize, 3<<20))
	must(t, th.LaunchKernel(say, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, nil, nil))
	must(t, th.CtxSynchronize())
	if out.String() != "block 0\n" {
		t.Fatalf("the kernel printed %q", out.String())
	}
	wantCode(t, "the FIFO's size after a kernel printed", th.CtxSetLimit(LimitPrintfFifoSize, 4<<20), cu.ErrorInvalidValue)
	if v, err := th.CtxGetLimit(LimitPrintfFifoSize); err != nil || v != 3<<20 {
		t.Errorf("the FIFO's size after the refusal: %d, %v; want %d", v, err, 3<<20)
	}
	must(t, th.CtxSetLimit(LimitStackSize, 4096)) // other limits still change
}
