package driver

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
	"cudasim/internal/transcript"
)

func TestLimits(t *testing.T) {
	_, th, _ := setup(t, Config{})
	if err := th.CtxSetLimit(LimitStackSize, 4096); err != nil {
		t.Fatal(err)
	}
	if v, err := th.CtxGetLimit(LimitStackSize); v != 4096 || err != nil {
		t.Errorf("stack size after set = %d, %v", v, err)
	}
	for _, c := range []struct {
		l    Limit
		code cu.Result
	}{
		{LimitDevRuntimeSyncDepth, cu.ErrorUnsupportedLimit},
		{LimitShmemSize, cu.ErrorNotPermitted},  // testdata/reference/probe2
		{LimitCIGEnabled, cu.ErrorNotPermitted}, // testdata/reference/probe2
		{99, cu.ErrorInvalidValue},
	} {
		if err := th.CtxSetLimit(c.l, 1); cu.Code(err) != c.code {
			t.Errorf("CtxSetLimit(%d): %v, want %s", c.l, err, c.code.Name())
		}
	}
}

// TestLimitValues replays probe2's limits section: cuCtxGetLimit of every
// limit number and cuCtxSetLimit of odd values, read back.
func TestLimitValues(t *testing.T) {
	all := readProbe2(t)
	th, _, _, _, _ := probe2Setup(t)
	var got []string
	for l := Limit(0); l <= 11; l++ {
		v, err := th.CtxGetLimit(l)
		if err != nil {
			v = 12345
		}
		got = append(got, fmt.Sprintf("getlimit %d -> %d value=%d", l, codeOf(err), v))
	}
	if diff := cmp.Diff(loopLines(all, "getlimit "), got); diff != "" {
		t.Errorf("cuCtxGetLimit (-real +cudasim):\n%s", diff)
	}
	got = nil
	for l := Limit(0); l <= 9; l++ {
		for _, v := range []uint64{0, 1, 3, 100, 1000, 1025, 4097, 100001, 1000001} {
			before, _ := th.CtxGetLimit(l)
			err := th.CtxSetLimit(l, v)
			after, err2 := th.CtxGetLimit(l)
			if err2 != nil {
				after = 12345
			}
			got = append(got, fmt.Sprintf("setlimit %d %d -> %d get -> %d value=%d", l, v, codeOf(err), codeOf(err2), after))
			th.CtxSetLimit(l, before)
		}
	}
	if diff := cmp.Diff(loopLines(all, "setlimit "), got); diff != "" {
		t.Errorf("cuCtxSetLimit (-real +cudasim):\n%s", diff)
	}
	replayProbe2(t, all["limits"], []probeStep{
		{call: "cuCtxGetLimit(&v, (CUlimit)99)", run: func() (error, []string) { _, err := th.CtxGetLimit(99); return none(err) }},
		{call: "cuCtxSetLimit((CUlimit)99, 1)", run: func() (error, []string) { return none(th.CtxSetLimit(99, 1)) }},
	})
}

// TestLimitBounds replays probe2's limits2 section: cuCtxSetLimit of
// values around each rule's minimum, step and maximum, and the largest
// accepted value found by bisection.
func TestLimitBounds(t *testing.T) {
	limits2, err := transcript.Read("../testdata/reference/probe2/probe2-limits2.txt")
	if err != nil {
		t.Fatal(err)
	}
	th, _, _, _, _ := probe2Setup(t)
	var want, got []string
	for _, l := range limits2.Lines {
		line := l.Text
		var l Limit
		var v uint64
		switch {
		case strings.HasPrefix(line, "setlimit2 "):
			if _, err := fmt.Sscanf(line, "setlimit2 %d %d", &l, &v); err != nil {
				t.Fatalf("%q: %v", line, err)
			}
			before, _ := th.CtxGetLimit(l)
			err := th.CtxSetLimit(l, v)
			after, err2 := th.CtxGetLimit(l)
			got = append(got, fmt.Sprintf("setlimit2 %d %d -> %d get -> %d value=%d", l, v, codeOf(err), codeOf(err2), after))
			th.CtxSetLimit(l, before)
		case strings.HasPrefix(line, "maxaccept "):
			if _, err := fmt.Sscanf(line, "maxaccept %d", &l); err != nil {
				t.Fatalf("%q: %v", line, err)
			}
			if l == LimitMallocHeapSize {
				continue // its bound depends on free memory: not modelled
			}
			before, _ := th.CtxGetLimit(l)
			if th.CtxSetLimit(l, 1<<44) == nil {
				g, _ := th.CtxGetLimit(l)
				got = append(got, fmt.Sprintf("maxaccept %d 2^44 accepted value=%d", l, g))
			} else {
				lo, hi := uint64(0), uint64(1)<<44
				for hi-lo > 1 {
					if mid := lo + (hi-lo)/2; th.CtxSetLimit(l, mid) == nil {
						lo = mid
					} else {
						hi = mid
					}
				}
				th.CtxSetLimit(l, lo)
				g, _ := th.CtxGetLimit(l)
				got = append(got, fmt.Sprintf("maxaccept %d largest=%d value=%d", l, lo, g))
			}
			th.CtxSetLimit(l, before)
		default:
			continue
		}
		want = append(want, line)
	}
	if len(want) < 150 {
		t.Fatalf("only %d limit lines in the transcript", len(want))
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("cuCtxSetLimit bounds (-real +cudasim):\n%s", diff)
	}
}
