package driver_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"cudasim/cu"
	"cudasim/driver"
)

// spinPTX is a kernel that never ends.
const spinPTX = `.version 7.8
.target sm_90
.address_size 64
.visible .entry spin()
{
	.reg .b32 %r<2>;
	mov.u32 %r1, 0;
LOOP:
	add.s32 %r1, %r1, 1;
	bra LOOP;
}
`

// TestInstructionBudget: an endless loop ends with CUDA_ERROR_LAUNCH_TIMEOUT
// after the budget set by SetInstructionBudget or CUDASIM_INSTRUCTION_BUDGET,
// not after the default's seconds per warp.
func TestInstructionBudget(t *testing.T) {
	tests := []struct {
		name   string
		env    string
		set    int64
		budget string
	}{
		{"SetInstructionBudget", "", 5000, "budget of 5000 instructions"},
		{"environment", "7000", 0, "budget of 7000 instructions"},
		{"set overrides environment", "7000", 3000, "budget of 3000 instructions"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("CUDASIM_INSTRUCTION_BUDGET", tc.env)
			d := driver.New(driver.Config{})
			defer d.Close()
			if tc.set != 0 {
				d.SetInstructionBudget(tc.set)
			}
			th := d.NewThread()
			if err := th.Init(0); err != nil {
				t.Fatal(err)
			}
			c, err := th.DevicePrimaryCtxRetain(0)
			if err != nil {
				t.Fatal(err)
			}
			if err := th.CtxSetCurrent(c); err != nil {
				t.Fatal(err)
			}
			m, err := th.ModuleLoadData([]byte(spinPTX))
			if err != nil {
				t.Fatal(err)
			}
			f, err := th.ModuleGetFunction(m, "spin")
			if err != nil {
				t.Fatal(err)
			}
			err = th.LaunchKernel(f, driver.Dim3{X: 4, Y: 1, Z: 1}, driver.Dim3{X: 256, Y: 1, Z: 1}, 0, 0, nil, nil)
			if err == nil {
				err = th.CtxSynchronize()
			}
			if cu.Code(err) != cu.ErrorLaunchTimeout || !strings.Contains(err.Error(), tc.budget) {
				t.Errorf("got %v, want CUDA_ERROR_LAUNCH_TIMEOUT naming the %s", err, tc.budget)
			}
		})
	}
}

// emptyPTX does nothing, fast: a huge grid of it is what only a time budget
// can stop (each warp is far within its instruction budget).
const emptyPTX = `.version 7.8
.target sm_90
.address_size 64
.visible .entry empty()
{
	ret;
}
`

// TestLaunchTimeout: a launch of 2^31-1 blocks (hours of work) ends with the
// sticky CUDA_ERROR_LAUNCH_TIMEOUT once its time budget has passed
// (SetLaunchTimeout or CUDASIM_LAUNCH_TIMEOUT), or when a Go caller cancels
// the thread's launch context.
func TestLaunchTimeout(t *testing.T) {
	tests := []struct {
		name string
		env  string
		set  time.Duration
		why  string
	}{
		{"SetLaunchTimeout", "", 100 * time.Millisecond, "time budget"},
		{"environment", "150ms", 0, "time budget"},
		{"cancelled", "", 0, "cancelled by its caller"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("CUDASIM_LAUNCH_TIMEOUT", tc.env)
			d := driver.New(driver.Config{})
			defer d.Close()
			d.SetLaunchTimeout(tc.set)
			if tc.env != "" {
				d.SetLaunchTimeout(0)
				d = driver.New(driver.Config{}) // the environment is read by a new driver
				defer d.Close()
			}
			th := d.NewThread()
			th.Init(0)
			c, _ := th.DevicePrimaryCtxRetain(0)
			th.CtxSetCurrent(c)
			m, err := th.ModuleLoadData([]byte(emptyPTX))
			if err != nil {
				t.Fatal(err)
			}
			f, _ := th.ModuleGetFunction(m, "empty")
			if tc.why == "cancelled by its caller" {
				ctx, cancel := context.WithCancel(context.Background())
				th.SetLaunchContext(ctx)
				time.AfterFunc(100*time.Millisecond, cancel)
			}
			start := time.Now()
			err = th.LaunchKernel(f, driver.Dim3{X: 1<<31 - 1, Y: 1, Z: 1}, driver.Dim3{X: 32, Y: 1, Z: 1}, 0, 0, nil, nil)
			if err == nil {
				err = th.CtxSynchronize()
			}
			took := time.Since(start)
			if cu.Code(err) != cu.ErrorLaunchTimeout || !strings.Contains(err.Error(), tc.why) {
				t.Errorf("got %v, want CUDA_ERROR_LAUNCH_TIMEOUT saying %q", err, tc.why)
			}
			if took > 30*time.Second {
				t.Errorf("the launch took %v to stop", took)
			}
			// The error is sticky, as a watchdog timeout is on a GPU.
			if _, err := th.MemAlloc(16); cu.Code(err) != cu.ErrorLaunchTimeout {
				t.Errorf("cuMemAlloc after the timeout: %v, want the sticky CUDA_ERROR_LAUNCH_TIMEOUT", err)
			}
		})
	}
}
