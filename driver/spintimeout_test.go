package driver

import (
	"strings"
	"testing"
	"time"

	"cudasim/cu"
)

// spinForeverPTX: thread 0 of every block polls, with ld.volatile, a word that nothing writes,
// while the block's other warps wait at bar.sync: every block of the launch waits forever, as a
// decoupled look-back (CUB's onesweep radix sort) would for a tile that never comes.
const spinForeverPTX = `.version 8.0
.target sm_90
.address_size 64
.visible .entry spin_forever(.param .u64 f) {
	.reg .b32 %r<4>; .reg .b64 %rd<4>; .reg .pred %p<2>;
	ld.param.u64 %rd1, [f];
	mov.u32 %r1, %tid.x;
	setp.ne.u32 %p1, %r1, 0; @%p1 bra DONE;
SPIN:
	membar.cta;
	ld.volatile.global.u32 %r2, [%rd1]; setp.eq.u32 %p1, %r2, 0; @%p1 bra SPIN;
DONE:
	bar.sync 0;
	ret;
}
`

// TestSpinningBlocksEndAtTheirBudget: a launch whose blocks all spin on a word nothing writes (12
// blocks of 384 threads, onesweep's shape, the drop-in's one worker and three) ends with the
// sticky CUDA_ERROR_LAUNCH_TIMEOUT once its time budget (SetLaunchTimeout,
// CUDASIM_LAUNCH_TIMEOUT) or its instruction budget (SetInstructionBudget) is spent, within a
// minute, however the engine sets its waiting blocks aside (sim/blockwait.go).
func TestSpinningBlocksEndAtTheirBudget(t *testing.T) {
	for _, tc := range []struct {
		name    string
		timeout time.Duration
		budget  int64
		why     string
	}{
		{"time budget", 200 * time.Millisecond, 0, "time budget"},
		{"instruction budget", 0, 2_000_000, "executed its budget"},
	} {
		for _, workers := range []int{1, 3} {
			d, th, _ := setup(t, Config{})
			d.SetKernelWorkers(workers)
			d.SetLaunchTimeout(tc.timeout)
			d.SetInstructionBudget(tc.budget)
			m, err := th.ModuleLoadData([]byte(spinForeverPTX))
			must(t, err)
			f, err := th.ModuleGetFunction(m, "spin_forever")
			must(t, err)
			word, err := th.MemAlloc(4)
			must(t, err)
			must(t, th.MemsetD8(word, 0, 4))
			ended := make(chan error, 1)
			go func() {
				err := th.LaunchKernel(f, Dim3{12, 1, 1}, Dim3{384, 1, 1}, 0, 0, Args(word), nil)
				if err == nil {
					err = th.CtxSynchronize()
				}
				ended <- err
			}()
			select {
			case err = <-ended:
			case <-time.After(60 * time.Second):
				t.Fatalf("%s, %d workers: the launch still runs after 60 s", tc.name, workers)
			}
			if cu.Code(err) != cu.ErrorLaunchTimeout || !strings.Contains(err.Error(), tc.why) {
				t.Errorf("%s, %d workers: got %v, want CUDA_ERROR_LAUNCH_TIMEOUT saying %q", tc.name, workers, err, tc.why)
			}
		}
	}
}
