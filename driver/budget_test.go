package driver_test

import (
	"strings"
	"testing"

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
