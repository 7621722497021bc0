package driver

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unsafe"

	"cudasim/cu"
)

// The behaviour of streams held by a kernel that waits for the host, against
// testdata/reference/async: probe_async.c's transcript on the H200, section
// by section. The latch kernel (async_kernels.cu, cuda.core's latch) polls a
// page-locked int the test sets, as the probe's releaser thread does.

// asyncRecording walks one section of the probe's transcript: lines
// `label -> CODE_NAME`, facts indented below them.
type asyncRecording struct {
	t     *testing.T
	lines []string
	pos   int
}

func readAsyncRecording(t *testing.T, section string) *asyncRecording {
	t.Helper()
	f, err := os.Open("../testdata/reference/async/transcript.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tr := &asyncRecording{t: t}
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "# section "+section:
			in = true
		case strings.HasPrefix(line, "# section "):
			in = false
		case in:
			tr.lines = append(tr.lines, line)
		}
	}
	if len(tr.lines) == 0 {
		t.Fatalf("transcript has no section %s", section)
	}
	return tr
}

// next finds the next line of call label and returns its code name and its
// facts.
func (tr *asyncRecording) next(label string) (string, []string) {
	tr.t.Helper()
	for i := tr.pos; i < len(tr.lines); i++ {
		name, ok := strings.CutPrefix(tr.lines[i], label+" -> ")
		if !ok {
			continue
		}
		var facts []string
		for j := i + 1; j < len(tr.lines) && strings.HasPrefix(tr.lines[j], "  "); j++ {
			facts = append(facts, strings.TrimSpace(tr.lines[j]))
		}
		tr.pos = i + 1
		return name, facts
	}
	tr.t.Fatalf("transcript: no %q after line %d", label, tr.pos)
	return "", nil
}

// check compares err with the code the H200 answered to label.
func (tr *asyncRecording) check(label string, err error) []string {
	tr.t.Helper()
	want, facts := tr.next(label)
	if got := cu.Code(err).Name(); got != want {
		tr.t.Errorf("%s: %s (%v), the H200 answered %s", label, got, err, want)
	}
	return facts
}

// fact returns the number after name in facts (-1 if absent).
func fact(facts []string, name string) float64 {
	for _, f := range facts {
		fs := strings.Fields(f)
		for i := 0; i+1 < len(fs); i++ {
			if fs[i] == name {
				if v, err := strconv.ParseFloat(fs[i+1], 64); err == nil {
					return v
				}
			}
		}
	}
	return -1
}

type asyncEnv struct {
	th               *Thread
	c                Context
	latch, sleeper   Function
	flag             []byte // page-locked: [0] release, [1] the kernel's done mark
	cycles           uint64
	releaseFlag      *int32
	doneFlag         *int32
	releaseAfterTime time.Duration
}

func newAsyncEnv(t *testing.T) *asyncEnv {
	t.Helper()
	_, th, c := setup(t, Config{})
	m, err := th.ModuleLoadData(probeImage(t, "async/async_kernels.ptx"))
	must(t, err)
	e := &asyncEnv{th: th, c: c}
	e.latch, err = th.ModuleGetFunction(m, "latch")
	must(t, err)
	e.sleeper, err = th.ModuleGetFunction(m, "sleeper")
	must(t, err)
	e.flag, err = th.MemAllocHost(64)
	must(t, err)
	e.releaseFlag = (*int32)(unsafe.Pointer(&e.flag[0]))
	e.doneFlag = (*int32)(unsafe.Pointer(&e.flag[4]))
	khz, err := th.DeviceGetAttribute(13, 0) // CU_DEVICE_ATTRIBUTE_CLOCK_RATE
	must(t, err)
	e.cycles = 10 * uint64(khz) * 1000 // 10 s, as the probe
	e.releaseAfterTime = 300 * time.Millisecond
	return e
}

func (e *asyncEnv) launchLatch(s Stream, fault bool) error {
	f := int32(0)
	if fault {
		f = 1
	}
	return e.th.LaunchKernel(e.latch, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, s, Args(DevicePtr(Addr(e.flag)), e.cycles, f), nil)
}

func (e *asyncEnv) launchSleeper(s Stream, ms uint32) error {
	return e.th.LaunchKernel(e.sleeper, Dim3{1, 1, 1}, Dim3{1, 1, 1}, 0, s, Args(ms), nil)
}

func (e *asyncEnv) rearm() {
	atomic.StoreInt32(e.releaseFlag, 0)
	atomic.StoreInt32(e.doneFlag, 0)
}

// releaseAfter sets the release flag after d from another goroutine, as
// the probe's releaser thread does.
func (e *asyncEnv) releaseAfter(d time.Duration) {
	time.AfterFunc(d, func() { atomic.StoreInt32(e.releaseFlag, 1) })
}

func (e *asyncEnv) done() int32 { return atomic.LoadInt32(e.doneFlag) }

// waitDone waits up to d for the kernel's done mark.
func (e *asyncEnv) waitDone(d time.Duration) int32 {
	end := time.Now().Add(d)
	for e.done() == 0 && time.Now().Before(end) {
		time.Sleep(time.Millisecond)
	}
	return e.done()
}

// tookMs times f in milliseconds.
func tookMs(f func() error) (error, float64) {
	t0 := time.Now()
	err := f()
	return err, float64(time.Since(t0).Microseconds()) / 1000
}
