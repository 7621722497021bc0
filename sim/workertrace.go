package sim

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync"
	"time"
)

// workerTrace (CUDASIM_WORKER_TRACE=1) prints one line to stderr for each launch of offCallerGroups
// groups of CTAs or more (the kernel rows', not the launch rows'): for each worker, when it took its first CTA and finished (microseconds after the
// launch began), the CTAs and warp-instructions it ran, and its thread's CPU time. It is how the
// workers' scaling was diagnosed (docs/engine-performance.md, "Ninth pass"): a late start is the
// goroutine hand-off, unequal ends are the split, CPU time per instruction above one worker's is
// the workers slowing each other down.
var workerTrace = os.Getenv("CUDASIM_WORKER_TRACE") != ""

// workerStat is one worker's part of a traced launch.
type workerStat struct {
	start, end time.Duration // after the launch began
	ctas       uint64
	winstr     uint64
	cpu        time.Duration // its thread's CPU time while it worked (-1 where unknown)
}

// launchTrace collects a traced launch's workers.
type launchTrace struct {
	t0      time.Time
	mu      sync.Mutex
	workers []workerStat
}

// begin starts a worker's part: its goroutine stays on one thread so that the thread's CPU
// clock is the worker's.
func (t *launchTrace) begin() (time.Time, time.Duration) {
	runtime.LockOSThread()
	return time.Now(), threadCPU()
}

// end records the worker's part.
func (t *launchTrace) end(start time.Time, cpu0 time.Duration, ctas, winstr uint64) {
	cpu := threadCPU()
	if cpu >= 0 && cpu0 >= 0 {
		cpu -= cpu0
	}
	runtime.UnlockOSThread()
	s := workerStat{start: start.Sub(t.t0), end: time.Since(t.t0), ctas: ctas, winstr: winstr, cpu: cpu}
	t.mu.Lock()
	t.workers = append(t.workers, s)
	t.mu.Unlock()
}

// print writes the launch's line.
func (t *launchTrace) print(kernel string, nctas uint64) {
	var b strings.Builder
	fmt.Fprintf(&b, "cudasim workers: %s %d CTAs %.1f us:", kernel, nctas, float64(time.Since(t.t0))/1e3)
	for i, w := range t.workers {
		fmt.Fprintf(&b, " w%d start %.1f end %.1f ctas %d winstr %d cpu %.1f;", i,
			float64(w.start)/1e3, float64(w.end)/1e3, w.ctas, w.winstr, float64(w.cpu)/1e3)
	}
	b.WriteByte('\n')
	os.Stderr.WriteString(b.String())
}
