package driver

import (
	"encoding/binary"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"cudasim/cu"
)

// A kernel's fault is the host's only once the kernel's device time, and
// at least faultLatency, has passed: while a kernel that spins on %clock64
// before it faults still runs, the host's calls are answered as if no fault
// had happened (bad pointers by their own error, allocations succeed, the
// stream is busy), and the synchronization waits and answers the fault;
// from then on the fault comes first. Measured on the H200 with a 6e8-cycle
// spin (libcuda/testdata/cudart/interop26, or_*) and with spins of 0 to 6e8
// cycles, whose faults none of those calls saw, even 50 ms after the launch
// (interop26/h200/spin).
func TestFaultAfterDeviceTime(t *testing.T) {
	const ptx = ".version 8.0\n.target sm_90\n.address_size 64\n" +
		".visible .entry spin(.param .u64 cycles, .param .u64 bad) {\n.reg .u64 %rd<8>;\n.reg .pred %p;\n" +
		"ld.param.u64 %rd1, [cycles];\nld.param.u64 %rd2, [bad];\nmov.u64 %rd3, %clock64;\n" +
		"$L: mov.u64 %rd4, %clock64;\nsub.u64 %rd5, %rd4, %rd3;\nsetp.lt.u64 %p, %rd5, %rd1;\n@%p bra $L;\n" +
		"st.global.u32 [%rd2], 1;\nret;\n}\n"
	for _, spin := range []uint64{0, 1e8} { // cycles: none, 50 ms at 1.98 GHz
		t.Run(fmt.Sprintf("spin%d", spin), func(t *testing.T) { faultAfterSpin(t, ptx, spin) })
	}
}

func faultAfterSpin(t *testing.T, ptx string, spin uint64) {
	_, th, _ := newConfiguredTest(t, Config{Devices: []Profile{h200}})
	m, err := th.ModuleLoadData([]byte(ptx))
	must(t, err)
	fn, err := th.ModuleGetFunction(m, "spin")
	must(t, err)
	never := DevicePtr(0x7f0000001000)
	u64 := func(v uint64) []byte { return binary.LittleEndian.AppendUint64(nil, v) }
	must(t, th.LaunchKernel(fn, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, 0, [][]byte{u64(spin), u64(0x10)}, nil))
	launched := time.Now()
	p, err := th.MemAlloc(64)
	wantCode(t, "cuMemAlloc while the kernel spins", err, cu.Success)
	wantCode(t, "cuStreamQuery(0) while the kernel spins", th.StreamQuery(0), cu.ErrorNotReady)
	wantCode(t, "cuMemcpyDtoH from a pointer never allocated, while the kernel spins", th.MemcpyDtoH(make([]byte, 16), never), cu.ErrorInvalidValue)
	wantCode(t, "cuMemsetD8 of a pointer never allocated, while the kernel spins", th.MemsetD8(never, 0, 16), cu.ErrorInvalidValue)
	wantCode(t, "cuCtxSynchronize", th.CtxSynchronize(), cu.ErrorIllegalAddress)
	if waited := time.Since(launched); waited < 50*time.Millisecond {
		t.Errorf("spin %d: cuCtxSynchronize returned %v after the launch; the H200 had not reported a fault 50 ms after it", spin, waited)
	}
	wantCode(t, "cuMemcpyDtoH from a pointer never allocated, after the fault", th.MemcpyDtoH(make([]byte, 16), never), cu.ErrorIllegalAddress)
	wantCode(t, "cuMemcpyDtoH after the fault", th.MemcpyDtoH(make([]byte, 16), p), cu.ErrorIllegalAddress)
	_, err = th.MemAlloc(64)
	wantCode(t, "cuMemAlloc after the fault", err, cu.ErrorIllegalAddress)
}

// A stream or event whose work ended in a fault answers the fault, never
// CUDA_SUCCESS: the H100 (same driver as the H200) answered the first
// cudaStreamQuery that was not cudaErrorNotReady with
// cudaErrorIllegalAddress in all 12 runs
// (libcuda/testdata/cudart/interop26/h100-s32/fault_*.out). cudasim
// answered cudaSuccess when the fault stuck between the query's check of
// the context and its look at the stream (1 run in 3 through the drop-in).
// Pollers query without pause, so each fault's moment meets several
// queries under way.
func TestQueryAfterFaultAnswersIt(t *testing.T) {
	const ptx = ".version 8.0\n.target sm_90\n.address_size 64\n" +
		".visible .entry bad(.param .u64 p) {\n.reg .u64 %rd1;\nld.param.u64 %rd1, [p];\nst.global.u32 [%rd1], 1;\nret;\n}\n"
	for round := range 6 {
		d, th, c := newConfiguredTest(t, Config{Devices: []Profile{h200}})
		m, err := th.ModuleLoadData([]byte(ptx))
		must(t, err)
		fn, err := th.ModuleGetFunction(m, "bad")
		must(t, err)
		s, err := th.StreamCreate(StreamNonBlocking)
		must(t, err)
		ev, err := th.EventCreate(EventDisableTiming)
		must(t, err)
		// The stream is held until the queries run, so the kernel cannot fault (making
		// the event's record answer the sticky error) before the record is queued.
		gate := make(chan struct{})
		must(t, th.LaunchHostFunc(s, func() { <-gate }))
		must(t, th.LaunchKernel(fn, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, s, [][]byte{binary.LittleEndian.AppendUint64(nil, 0x10)}, nil))
		must(t, th.EventRecord(ev, s))
		queries := map[string]func(*Thread) error{
			"cuStreamQuery":       func(q *Thread) error { return q.StreamQuery(s) },
			"cuEventQuery":        func(q *Thread) error { return q.EventQuery(ev) },
			"cuStreamSynchronize": func(q *Thread) error { return q.StreamSynchronize(s) },
			"cuEventSynchronize":  func(q *Thread) error { return q.EventSynchronize(ev) },
		}
		var wg sync.WaitGroup
		for name, query := range queries {
			for range 2 {
				q := d.NewThread()
				must(t, q.CtxSetCurrent(c))
				wg.Go(func() {
					err := query(q)
					for errors.Is(err, cu.ErrorNotReady) {
						err = query(q)
					}
					if !errors.Is(err, cu.ErrorIllegalAddress) {
						t.Errorf("round %d: %s once the faulting kernel ended: %v, want CUDA_ERROR_ILLEGAL_ADDRESS", round, name, err)
					}
				})
			}
		}
		close(gate)
		wg.Wait()
	}
}
