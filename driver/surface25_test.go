package driver

import (
	"strings"
	"testing"

	"cudasim/cu"
)

// Tests of the entry points session 25 took from support level none, each
// against what the H200 answered (testdata/reference/surface25; libcuda's
// TestSurface25MatchesH200 compares the whole transcripts).

// TestCtxDetachAsH200: created, attached once, detached twice, a context is
// gone, and destroying it then is CUDA_ERROR_CONTEXT_IS_DESTROYED; the
// primary context survives an attach and a detach (misc.txt).
func TestCtxDetachAsH200(t *testing.T) {
	_, th, primary := setup(t, Config{})
	if c, err := th.CtxAttach(0); err != nil || c != primary {
		t.Fatalf("attach of the primary: %#x, %v", c, err)
	}
	if err := th.CtxDetach(primary); err != nil {
		t.Fatal(err)
	}
	if _, err := th.CtxAttach(1); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("flags 1: %v, the H200 CUDA_ERROR_INVALID_VALUE", err)
	}
	own, err := th.CtxCreate(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := th.CtxAttach(0); err != nil {
		t.Fatal(err)
	}
	for i := range 2 {
		if err := th.CtxDetach(own); err != nil {
			t.Fatalf("detach %d: %v", i, err)
		}
	}
	if _, err := th.CtxGetApiVersion(own); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("version of the detached context: %v, the H200 CUDA_ERROR_INVALID_CONTEXT", err)
	}
	if err := th.CtxDestroy(own); cu.Code(err) != cu.ErrorContextIsDestroyed {
		t.Errorf("destroy after the last detach: %v, the H200 CUDA_ERROR_CONTEXT_IS_DESTROYED", err)
	}
	if c, err := th.CtxGetCurrent(); err != nil || c != primary {
		t.Errorf("current after: %#x, %v; the H200 the primary", c, err)
	}
}

// TestLogLinesAsH200: a failure logs its reason line, then "Returning CODE
// (NAME) from SYMBOL", to every callback in order and to the buffer, whose
// iterator counts lines; a buffer too small gets the notice alone
// (logs.txt).
func TestLogLinesAsH200(t *testing.T) {
	_, th, _ := setup(t, Config{})
	var got []string
	if _, err := th.LogsRegisterCallback(func(level LogLevel, m string) { got = append(got, m) }); err != nil {
		t.Fatal(err)
	}
	_, err := th.DeviceGet(99)
	th.LogFailure("cuDeviceGet", 7, err)
	want := []string{"Parameter ordinal must be between 0 and 1", "Returning 101 (CUDA_ERROR_INVALID_DEVICE) from cuDeviceGet"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("callback got %q, the H200 %q", got, want)
	}
	if it := th.LogsCurrent(0); it != 2 {
		t.Errorf("iterator %d after two lines", it)
	}
	it := uint32(1)
	text, err := th.LogsDumpToMemory(&it, 4096, 0)
	if err != nil || it != 2 || !strings.HasSuffix(string(text), "][7][CUDA][E] "+want[1]+"\n\x00") || strings.Count(string(text), "\n") != 1 {
		t.Errorf("dump from 1: %q, %v, iterator %d", text, err, it)
	}
	it = 0
	text, err = th.LogsDumpToMemory(&it, 100, 0)
	if cu.Code(err) != cu.ErrorInvalidValue || string(text) != logTruncated+"\x00" || it != 0 {
		t.Errorf("dump into 100 bytes: %q, %v, iterator %d; the H200 the notice alone", text, err, it)
	}
	it = 3
	if _, err := th.LogsDumpToMemory(&it, 4096, 0); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("iterator past the end: %v", err)
	}
	if _, err := th.LogsRegisterCallback(nil); cu.Code(err) != cu.ErrorInvalidValue {
		t.Errorf("NULL callback: %v", err)
	}
}

// TestCoredumpSettingsAsH200: sizes, defaults, a context's own values and
// the global file's %p (coredump.txt).
func TestCoredumpSettingsAsH200(t *testing.T) {
	_, th, _ := setup(t, Config{})
	for _, c := range []struct {
		global bool
		attr   CoredumpAttr
		size   uint64
		code   cu.Result
	}{
		{false, CoredumpEnableOnException, 1, cu.Success}, {false, CoredumpEnableOnException, 8, cu.ErrorInvalidValue},
		{false, CoredumpGenerationFlags, 4, cu.Success}, {false, CoredumpGenerationFlags, 16, cu.ErrorInvalidValue},
		{false, CoredumpPipe, 1024, cu.ErrorInvalidValue}, {true, CoredumpPipe, 1024, cu.Success},
		{false, 0, 1, cu.ErrorInvalidValue}, {true, 8, 1, cu.ErrorInvalidValue},
	} {
		if _, err := th.CoredumpGetAttribute(c.global, c.attr, c.size, false); cu.Code(err) != c.code {
			t.Errorf("get global %v attribute %d size %d: %v, the H200 %v", c.global, c.attr, c.size, err, c.code)
		}
	}
	file := []byte("/tmp/core.%p\x00")
	if err := th.CoredumpSetAttribute(false, CoredumpFile, file, uint64(len(file))); err != nil {
		t.Fatal(err)
	}
	if err := th.CoredumpSetAttribute(true, CoredumpFile, file, uint64(len(file))); err != nil {
		t.Fatal(err)
	}
	local, _ := th.CoredumpGetAttribute(false, CoredumpFile, 64, false)
	global, _ := th.CoredumpGetAttribute(true, CoredumpFile, 64, false)
	if s := strings.TrimRight(string(local), "\x00"); s != "/tmp/core.%p" {
		t.Errorf("the context's file %q: kept as set", s)
	}
	if s := strings.TrimRight(string(global), "\x00"); s == "/tmp/core.%p" || !strings.HasPrefix(s, "/tmp/core.") {
		t.Errorf("the global file %q: %%p is the process ID", s)
	}
}

// TestAtomicCapabilitiesAsH200: every operation 0 between the H200 and the
// host; an unknown operation is refused after the capabilities are zeroed;
// a device paired with itself is CUDA_ERROR_INVALID_DEVICE (atomic.txt).
func TestAtomicCapabilitiesAsH200(t *testing.T) {
	_, th, _ := setup(t, Config{})
	caps := []uint32{7, 7, 7}
	if err := th.DeviceGetHostAtomicCapabilities(caps, []int32{0, 12, 13}, 0); cu.Code(err) != cu.ErrorInvalidValue || caps[0] != 0 || caps[2] != 0 {
		t.Errorf("ops 0, 12, 13: %v, caps %v; the H200 INVALID_VALUE and zeros", err, caps)
	}
	if err := th.DeviceGetHostAtomicCapabilities(caps[:2], []int32{0, 12}, 0); err != nil {
		t.Error(err)
	}
	if err := th.DeviceGetP2PAtomicCapabilities(caps, []int32{0}, 0, 0); cu.Code(err) != cu.ErrorInvalidDevice {
		t.Errorf("0 -> 0: %v, the H200 CUDA_ERROR_INVALID_DEVICE", err)
	}
}
