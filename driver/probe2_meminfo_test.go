package driver

import (
	"fmt"
	"testing"
)

// TestProbe2MemInfo replays probe2's meminfo section: how cuMemGetInfo's
// free memory moves as contexts come and go. Absolute free bytes differ run
// to run, so only the deltas from the first reading are compared; the
// deltas after allocations (the real driver takes device memory in 2 MiB
// pieces and sub-allocates small requests from them) are not modelled and
// only their codes are compared.
func TestProbe2MemInfo(t *testing.T) {
	all := readProbe2(t)
	th, d0, c0, _, buf := probe2Setup(t)
	var f0 uint64
	var c1, c2 Context
	info := func(label string) func() (error, []string) {
		return func() (error, []string) {
			f, _, err := th.MemGetInfo()
			return err, []string{fmt.Sprintf(label, int64(f0)-int64(f))}
		}
	}
	steps := []probeStep{
		{call: "cuMemGetInfo(&f0, &t0)", kernelValues: true, run: func() (error, []string) {
			if err := th.MemFree(buf); err != nil {
				return err, nil
			}
			var err error
			f0, _, err = th.MemGetInfo()
			return none(err)
		}},
		{call: "newctx(&c1, 0, d0)", run: func() (error, []string) { var err error; c1, err = th.CtxCreate(0, d0); return none(err) }},
		{call: "cuMemGetInfo(&f1, &t1)", run: info("DELTA %d")},
		{call: "newctx(&c2, 0, d0)", run: func() (error, []string) { var err error; c2, err = th.CtxCreate(0, d0); return none(err) }},
		{call: "cuMemGetInfo(&f1, &t1)", run: info("DELTA %d")},
		{call: "cuCtxDestroy(c2)", run: func() (error, []string) { return none(th.CtxDestroy(c2)) }},
		{call: "cuCtxSetCurrent(c1)", run: func() (error, []string) { return none(th.CtxSetCurrent(c1)) }},
		{call: "cuMemGetInfo(&f1, &t1)", run: info("DELTA %d")},
		{call: "cuCtxDestroy(c1)", run: func() (error, []string) { return none(th.CtxDestroy(c1)) }},
		{call: "cuCtxSetCurrent(c0)", run: func() (error, []string) { return none(th.CtxSetCurrent(c0)) }},
		{call: "cuMemGetInfo(&f1, &t1)", run: info("DELTA %d")},
		{call: "cuMemAlloc(&big, 1 << 20)", run: func() (error, []string) { _, err := th.MemAlloc(1 << 20); return none(err) }},
		{call: "cuMemGetInfo(&f1, &t1)", kernelValues: true, run: info("DELTA %d")},
		{call: "cuMemAlloc(&small, 1)", run: func() (error, []string) { _, err := th.MemAlloc(1); return none(err) }},
		{call: "cuMemGetInfo(&f1, &t1)", kernelValues: true, run: info("DELTA %d")},
	}
	want := append([]probe2Line(nil), all["meminfo"]...)
	for i := range want {
		// Keep only the delta of each printed line: "... delta=N".
		for j, v := range want[i].Values {
			var d int64
			for k := len(v) - 1; k >= 0; k-- {
				if v[k] == '=' {
					fmt.Sscanf(v[k+1:], "%d", &d)
					break
				}
			}
			want[i].Values = append([]string(nil), want[i].Values...)
			want[i].Values[j] = fmt.Sprintf("DELTA %d", d)
		}
	}
	replayProbe2(t, want, steps)
}
