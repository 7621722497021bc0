package sim

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync"
	"time"
)

// workerTrace (CUDASIM_WORKER_TRACE=1) prints one line to stderr for each launch of longGroups
// groups of CTAs or more (the kernel rows', not the launch rows'): when it began (seconds after the
// package started, the clock GODEBUG=gctrace=1 stamps its lines with) and, for each worker,
// whether it ran on the caller's goroutine, when it took its first CTA and finished (microseconds
// after the launch began), the CTAs and warp-instructions it ran, its thread's CPU time, the time
// the thread waited on a run queue for a CPU, and the CPUs it started and ended on. It is how the
// workers' scaling was diagnosed (docs/engine-performance.md, "Ninth pass" and "Tenth pass"): a
// late start is the goroutine hand-off, unequal ends are the split, run-queue waits are threads
// sharing a CPU, CPU time per instruction above one worker's is the CPU running slower.
var workerTrace = os.Getenv("CUDASIM_WORKER_TRACE") != ""

// traceEpoch is the clock the trace's launch times count from.
var traceEpoch = time.Now()

// threadSample is what the trace reads of a worker's thread: its CPU time, the time it waited
// on a run queue (-1 where unknown) and the CPU it is on (-1 where unknown).
type threadSample struct {
	cpu, wait time.Duration
	on        int
}

// workerStat is one worker's part of a traced launch.
type workerStat struct {
	caller     bool          // it ran on the caller's goroutine
	start, end time.Duration // after the launch began
	ctas       uint64
	winstr     uint64
	cpu, wait  time.Duration // its thread's CPU time and run-queue wait while it worked (-1 where unknown)
	on0, on1   int           // the CPUs its thread started and ended on
}

// launchTrace collects a traced launch's workers.
type launchTrace struct {
	t0      time.Time
	mu      sync.Mutex
	workers []workerStat
}

// begin starts a worker's part: its goroutine stays on one thread so that the thread's clocks
// are the worker's.
func (t *launchTrace) begin() (time.Time, threadSample) {
	runtime.LockOSThread()
	return time.Now(), sampleThread()
}

// end records the worker's part.
func (t *launchTrace) end(caller bool, start time.Time, s0 threadSample, ctas, winstr uint64) {
	s1 := sampleThread()
	runtime.UnlockOSThread()
	w := workerStat{caller: caller, start: start.Sub(t.t0), end: time.Since(t.t0), ctas: ctas, winstr: winstr,
		cpu: -1, wait: -1, on0: s0.on, on1: s1.on}
	if s0.cpu >= 0 && s1.cpu >= 0 {
		w.cpu = s1.cpu - s0.cpu
	}
	if s0.wait >= 0 && s1.wait >= 0 {
		w.wait = s1.wait - s0.wait
	}
	t.mu.Lock()
	t.workers = append(t.workers, w)
	t.mu.Unlock()
}

// print writes the launch's line.
func (t *launchTrace) print(kernel string, nctas uint64) {
	var b strings.Builder
	fmt.Fprintf(&b, "cudasim workers: %s %d CTAs %.1f us at %.6fs:", kernel, nctas,
		float64(time.Since(t.t0))/1e3, t.t0.Sub(traceEpoch).Seconds())
	for i, w := range t.workers {
		c := ""
		if w.caller {
			c = " caller"
		}
		fmt.Fprintf(&b, " w%d%s start %.1f end %.1f ctas %d winstr %d cpu %.1f wait %.1f on %d-%d;", i, c,
			float64(w.start)/1e3, float64(w.end)/1e3, w.ctas, w.winstr, float64(w.cpu)/1e3, float64(w.wait)/1e3, w.on0, w.on1)
	}
	b.WriteByte('\n')
	os.Stderr.WriteString(b.String())
}
