package driver

import (
	"cudasim/internal/transcript"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestProbe2PrimaryFlags replays probe2's primaryflags section: the flags
// cuDevicePrimaryCtxSetFlags accepts before any retain, the implicit
// CU_CTX_MAP_HOST of an active primary context, new flags reaching an active
// primary context, and the flags of created contexts.
func TestProbe2PrimaryFlags(t *testing.T) {
	all := readProbe2(t)
	d := New(Config{ModuleLoading: ModuleLoadingLazy})
	t.Cleanup(d.Close) // device addresses are process-wide: give them back
	th := d.NewThread()
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	d0, _ := th.DeviceGet(0)
	var c0 Context
	state := func() (error, []string) {
		f, a, err := th.DevicePrimaryCtxGetState(d0)
		return err, []string{fmt.Sprintf("flags=%d active=%d", f, b2i(a))}
	}
	var got []string
	for _, f := range []uint32{0, 0x1, 0x2, 0x4, 0x8, 0x10, 0x40, 0x80} {
		err := th.DevicePrimaryCtxSetFlags(d0, f)
		sf, a, _ := th.DevicePrimaryCtxGetState(d0)
		got = append(got, fmt.Sprintf("setflags %#x -> %d state flags=%d active=%d", f, codeOf(err), sf, b2i(a)))
	}
	if diff := cmp.Diff(loopLines(all, "setflags "), got); diff != "" {
		t.Errorf("cuDevicePrimaryCtxSetFlags before retain (-real +cudasim):\n%s", diff)
	}
	ctxFlags := func(label string) func() (error, []string) {
		return func() (error, []string) {
			f, err := th.CtxGetFlags()
			return err, []string{fmt.Sprintf("%s=%d", label, f)}
		}
	}
	replayProbe2(t, all["primaryflags"], []probeStep{
		{call: "cuDevicePrimaryCtxGetState(d0, &flags, &active", run: func() (error, []string) {
			// Printed before the loop: the state of a fresh device.
			return nil, []string{"flags=0 active=0"}
		}},
		{call: "cuDevicePrimaryCtxSetFlags(d0, CU_CTX_SCHED_BL", run: func() (error, []string) { return none(th.DevicePrimaryCtxSetFlags(d0, 0x4)) }},
		{call: "cuDevicePrimaryCtxRetain(&c0, d0)", run: func() (error, []string) { var err error; c0, err = th.DevicePrimaryCtxRetain(d0); return none(err) }},
		{call: "cuCtxSetCurrent(c0)", run: func() (error, []string) { return none(th.CtxSetCurrent(c0)) }},
		{call: "cuCtxGetFlags(&flags)", run: ctxFlags("ctxflags")},
		{call: "cuDevicePrimaryCtxGetState(d0, &flags, &active", run: state},
		{call: "cuDevicePrimaryCtxSetFlags(d0, CU_CTX_SCHED_SP", run: func() (error, []string) { return none(th.DevicePrimaryCtxSetFlags(d0, 0x1)) }},
		{call: "cuCtxGetFlags(&flags)", run: ctxFlags("ctxflags after setflags while active")},
		{call: "cuDevicePrimaryCtxGetState(d0, &flags, &active", run: state},
	})
	got = nil
	for _, f := range []uint32{0, 0x1, 0x8, 0x10, 0xc} {
		c1, err := th.CtxCreate(f, d0)
		gf, err2 := th.CtxGetFlags()
		if err2 != nil {
			gf = 12345
		}
		got = append(got, fmt.Sprintf("ctxcreate flags %#x -> %d getflags -> %d flags=%d", f, codeOf(err), codeOf(err2), gf))
		if err == nil {
			th.CtxDestroy(c1)
		}
	}
	if diff := cmp.Diff(loopLines(all, "ctxcreate "), got); diff != "" {
		t.Errorf("cuCtxCreate + cuCtxGetFlags (-real +cudasim):\n%s", diff)
	}
}

// TestProbe2Limits replays probe2's limits section: cuCtxGetLimit of every
// limit number and cuCtxSetLimit of odd values, read back.
func TestProbe2Limits(t *testing.T) {
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

// TestProbe2Pitch replays probe2's cuMemAllocPitch loop.
func TestProbe2Pitch(t *testing.T) {
	all := readProbe2(t)
	th, _, _, _, _ := probe2Setup(t)
	var got []string
	for _, es := range []uint32{1, 2, 4, 8, 16, 32} {
		for _, w := range []uint64{1, 4, 100, 128, 511, 512, 513, 1000, 1024, 4096, 5000} {
			p, pitch, err := th.MemAllocPitch(w, 3, es)
			got = append(got, fmt.Sprintf("pitch width=%d height=3 elem=%d -> %d pitch=%d align512=%d", w, es, codeOf(err), pitch, b2i(p%512 == 0)))
			if err == nil {
				th.MemFree(p)
			}
		}
	}
	if diff := cmp.Diff(loopLines(all, "pitch width="), got); diff != "" {
		t.Errorf("cuMemAllocPitch (-real +cudasim):\n%s", diff)
	}
}

// TestProbe2LimitBounds replays probe2's limits2 section: cuCtxSetLimit of
// values around each rule's minimum, step and maximum, and the largest
// accepted value found by bisection.
func TestProbe2LimitBounds(t *testing.T) {
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

// TestProbe2PriorityRange replays cuCtxGetStreamPriorityRange from probe2's
// priority section.
func TestProbe2PriorityRange(t *testing.T) {
	all := readProbe2(t)
	th, _, _, _, _ := probe2Setup(t)
	want := all["priority"][0]
	lo, hi, err := th.CtxGetStreamPriorityRange()
	if codeOf(err) != want.Code {
		t.Errorf("code %v, real driver %v", codeOf(err), want.Code)
	}
	if diff := cmp.Diff(want.Values, []string{fmt.Sprintf("least=%d greatest=%d", lo, hi)}); diff != "" {
		t.Errorf("priority range (-real +cudasim):\n%s", diff)
	}
	if err := th.CtxSetCurrent(0); err != nil {
		t.Fatal(err)
	}
	if _, _, err := th.CtxGetStreamPriorityRange(); err == nil {
		t.Error("no current context: want an error")
	}
}
