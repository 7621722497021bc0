package driver

import (
	"sync/atomic"
	"testing"
	"time"
	"unsafe"

	"cudasim/cu"
)

// spinPTX is cuda-samples' UnifiedMemoryPerf kernel spinWhileLessThanOne
// (while (latch[0] < 1);): a volatile load of host memory in a loop, with no
// nanosleep.
const spinPTX = `.version 7.8
.target sm_90
.address_size 64
.visible .entry spin(.param .u64 latch)
{
	.reg .pred %p<2>;
	.reg .b32 %r<2>;
	.reg .b64 %rd<3>;
	ld.param.u64 %rd1, [latch];
	cvta.to.global.u64 %rd2, %rd1;
$L__spin:
	ld.volatile.global.u32 %r1, [%rd2];
	setp.lt.u32 %p1, %r1, 1;
	@%p1 bra $L__spin;
	ret;
}
.visible .entry put(.param .u64 out, .param .u32 v)
{
	.reg .b32 %r<2>;
	.reg .b64 %rd<3>;
	ld.param.u64 %rd1, [out];
	ld.param.u32 %r1, [v];
	cvta.to.global.u64 %rd2, %rd1;
	st.global.u32 [%rd2], %r1;
	ret;
}
`

// TestSpinningKernelSeesHostWrite: a kernel spinning on a flag in pinned
// host memory without nanosleep waits for the host as on a GPU, where the
// launch returns at once: the launch returns, prefetches enqueued behind it
// on its stream and on the legacy stream queue without making the host
// wait, and the host's write ends the kernel. UnifiedMemoryPerf launches
// one before every measurement; cudasim ran it to its budget before the
// launch returned, then made the host wait at the prefetch (702), then ran
// the kernel queued behind it with the parameters the caller's stack held
// by then.
func TestSpinningKernelSeesHostWrite(t *testing.T) {
	d, th, _ := setup(t, Config{})
	d.SetLaunchTimeout(5 * time.Second) // the failure: a launch that never returns
	m, err := th.ModuleLoadData([]byte(spinPTX))
	must(t, err)
	f, err := th.ModuleGetFunction(m, "spin")
	must(t, err)
	put, err := th.ModuleGetFunction(m, "put")
	must(t, err)
	latch, err := th.MemHostAlloc(4, 0)
	must(t, err)
	flag := (*uint32)(unsafe.Pointer(&latch[0]))
	s, err := th.StreamCreate(0) // blocking, as cudaStreamCreate makes it
	must(t, err)
	um, err := th.MemAllocManaged(1<<16, 1)
	must(t, err)
	for round := range 3 {
		atomic.StoreUint32(flag, 0)
		t0 := time.Now()
		must(t, th.LaunchKernel(f, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, s, Args(DevicePtr(Addr(latch))), nil))
		if err := th.StreamQuery(s); cu.Code(err) != cu.ErrorNotReady {
			t.Errorf("round %d: the stream of the spinning kernel: %v, want CUDA_ERROR_NOT_READY", round, err)
		}
		if err := th.StreamQuery(0); cu.Code(err) != cu.ErrorNotReady {
			t.Errorf("round %d: the legacy stream behind the spinning kernel: %v, want CUDA_ERROR_NOT_READY", round, err)
		}
		// A kernel queued behind the spinning one, its parameters in memory
		// the caller reuses before the kernel runs (a C caller's stack).
		params := Args(um, uint32(round+7))
		must(t, th.LaunchKernel(put, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, s, params, nil))
		clear(params[1])
		// What UnifiedMemoryPerf enqueues before it sets the flag: prefetches
		// to the device on the kernel's stream and back to the host on the
		// legacy stream, which follows it. They queue; the host goes on.
		must(t, th.MemPrefetchAsync(um, 1<<16, MemLocation{Type: 1, ID: 0}, 0, s))
		must(t, th.MemPrefetchAsync(um, 1<<16, MemLocation{Type: 2}, 0, 0))
		atomic.StoreUint32(flag, 1)
		must(t, th.StreamSynchronize(s))
		must(t, th.CtxSynchronize())
		got := make([]byte, 4)
		must(t, th.MemcpyDtoH(got, um))
		if got[0] != byte(round+7) {
			t.Errorf("round %d: the kernel queued behind the spinning one wrote %v, want %d (its parameters as given at its launch)", round, got, round+7)
		}
		if took := time.Since(t0); took > 10*time.Second {
			t.Errorf("round %d: the kernel ended %v after its launch", round, took)
		}
	}
}
