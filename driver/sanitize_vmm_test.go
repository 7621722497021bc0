package driver

import (
	"bytes"
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/sim"
)

// Under memcheck, a kernel's write to a mapping its device may only read,
// or may not reach at all, is reported as refused, with why, not as out of
// bounds: the memory is there, inside the allocation the report names.
// How compute-sanitizer words it is not measured (probe mend33-c).
func TestMemcheckRefusedWriteIsNotOutOfBounds(t *testing.T) {
	g := uint64(vmmGranularity)
	for _, c := range []struct {
		name   string
		access int32
		want   string
	}{
		{"read-only", MemAccessRead, "is refused: write to memory its device may only read: the mapping gave device 0 read-only access (cuMemSetAccess)"},
		{"no access", MemAccessNone, "device 0 was given no access to it (cuMemSetAccess)"},
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
			if len(got) != 1 || got[0].Kind != sim.InvalidAccess || !strings.Contains(s, c.want) || strings.Contains(s, "out of bounds") ||
				!strings.Contains(s, "and is inside the nearest allocation") || !strings.Contains(got[0].Error(), "refused (") {
				t.Errorf("reports %+v, output:\n%s\nwant %q and no \"out of bounds\"", got, s, c.want)
			}
		})
	}
}
