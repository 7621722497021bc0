package driver

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
)

// TestStreamPriorities replays probe2's whole priority section:
// cuStreamCreateWithPriority clamps to [-5, 0] and the default stream has
// priority 0.
func TestStreamPriorities(t *testing.T) {
	all := readProbe2(t)
	th, _, _, _, _ := probe2Setup(t)
	created := func(priority int32) func() (error, []string) {
		return func() (error, []string) {
			s, err := th.StreamCreateWithPriority(0, priority)
			if err != nil {
				return err, nil
			}
			defer th.StreamDestroy(s)
			p, err := th.StreamGetPriority(s)
			if err != nil {
				t.Errorf("StreamGetPriority: %v", err)
			}
			return nil, []string{fmt.Sprintf("clamped %d -> %d", priority, p)}
		}
	}
	steps := []probeStep{
		{call: "cuCtxGetStreamPriorityRange(&lo, &hi)", run: func() (error, []string) {
			lo, hi, err := th.CtxGetStreamPriorityRange()
			return err, []string{fmt.Sprintf("least=%d greatest=%d", lo, hi)}
		}},
		{call: "cuCtxGetStreamPriorityRange(NULL, NULL)", run: func() (error, []string) {
			_, _, err := th.CtxGetStreamPriorityRange()
			return none(err)
		}},
		{call: "cuStreamCreateWithPriority(&s, 0, -100)", run: created(-100)},
		{call: "cuStreamCreateWithPriority(&s, 0, 100)", run: created(100)},
		{call: "cuStreamGetPriority(0, &p)", run: func() (error, []string) {
			p, err := th.StreamGetPriority(0)
			return err, []string{fmt.Sprintf("default stream priority %d", p)}
		}},
	}
	replayProbe2(t, all["priority"], steps)
}

// TestStreamPriority covers what probe2 did not print: priorities inside
// the range are kept, flags are checked as cuStreamCreate's, and bad handles
// and a missing context are errors.
func TestStreamPriority(t *testing.T) {
	th, _, _, _, _ := probe2Setup(t)
	for _, tc := range []struct {
		flags     uint32
		priority  int32
		wantPrio  int32
		wantFlags uint32
		wantCode  cu.Result
	}{
		{flags: 0, priority: -3, wantPrio: -3},
		{flags: StreamNonBlocking, priority: -5, wantPrio: -5, wantFlags: StreamNonBlocking},
		{flags: 0, priority: 0, wantPrio: 0},
		{flags: 0, priority: -6, wantPrio: -5},
		{flags: 0, priority: 1, wantPrio: 0},
		{flags: 2, priority: 0, wantCode: cu.ErrorInvalidValue},
	} {
		s, err := th.StreamCreateWithPriority(tc.flags, tc.priority)
		if codeOf(err) != tc.wantCode {
			t.Errorf("StreamCreateWithPriority(%#x, %d): %v, want %v", tc.flags, tc.priority, err, tc.wantCode)
		}
		if err != nil {
			continue
		}
		p, err := th.StreamGetPriority(s)
		if err != nil || p != tc.wantPrio {
			t.Errorf("priority %d: got %d, %v; want %d", tc.priority, p, err, tc.wantPrio)
		}
		if f, err := th.StreamGetFlags(s); err != nil || f != tc.wantFlags {
			t.Errorf("flags: got %#x, %v; want %#x", f, err, tc.wantFlags)
		}
		if err := th.StreamDestroy(s); err != nil {
			t.Fatal(err)
		}
		if _, err := th.StreamGetPriority(s); codeOf(err) != cu.ErrorInvalidHandle {
			t.Errorf("destroyed stream: %v, want CUDA_ERROR_INVALID_HANDLE", err)
		}
	}
	for _, h := range []Stream{StreamLegacy, StreamPerThread} {
		if p, err := th.StreamGetPriority(h); err != nil || p != 0 {
			t.Errorf("default stream %#x: %d, %v; want 0", uint64(h), p, err)
		}
	}
	if err := th.CtxSetCurrent(0); err != nil {
		t.Fatal(err)
	}
	if _, err := th.StreamCreateWithPriority(0, 0); err == nil {
		t.Error("StreamCreateWithPriority with no current context: want an error")
	}
	if _, err := th.StreamGetPriority(0); err == nil {
		t.Error("StreamGetPriority(0) with no current context: want an error")
	}
}

// TestStreamPriorityRange replays cuCtxGetStreamPriorityRange from probe2's
// priority section.
func TestStreamPriorityRange(t *testing.T) {
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
