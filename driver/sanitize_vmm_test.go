package driver

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/sim"
)

// Under memcheck, a kernel's write to a mapping its device may only read "is
// not writable", inside the mapping as the nearest allocation; an access to a
// mapping it was given no access to is out of bounds, the mapping not counted
// as an allocation: compute-sanitizer's words (testdata/reference/mend33/
// h100-s33, san-readonly-store and san-revoked-store).
func TestMemcheckNamesReadOnlyWrites(t *testing.T) {
	g := uint64(vmmGranularity)
	for _, c := range []struct {
		name   string
		access int32
		want   string
		inside bool
	}{
		{"read-only", MemAccessRead, "is not writable", true},
		{"no access", MemAccessNone, "is out of bounds", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			var got []*sim.Report
			_, th, _ := setup(t, Config{Sanitize: &Sanitizer{Checks: sim.CheckMemory, Output: &out,
				Report: func(r *sim.Report) { got = append(got, r) }}})
			f := vmmKernel(t, th)
			a := vmmGranule(t, th)
			must(t, th.MemSetAccess(a, g, rw0))
			must(t, th.MemSetAccess(a, g, []MemAccessDesc{{Location: rw0[0].Location, Flags: c.access}}))
			if err := vecAdd(t, th, f, a, a, a, 1); cu.Code(err) != cu.ErrorLaunchFailed {
				t.Fatalf("the launch: %v, want CUDA_ERROR_LAUNCH_FAILED (memcheck)", err)
			}
			s := out.String()
			inside := fmt.Sprintf("and is inside the nearest allocation at 0x%x", uint64(a))
			if len(got) != 1 || got[0].Kind != sim.InvalidAccess || !strings.Contains(s, fmt.Sprintf("Access to 0x%x %s\n", uint64(a), c.want)) ||
				strings.Contains(s, inside) != c.inside {
				t.Errorf("reports %+v, output:\n%s\nwant %q, inside the mapping %v", got, s, c.want, c.inside)
			}
		})
	}
}
