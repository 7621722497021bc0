package sim

import (
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// Helpers: the goroutines that run a launch's CTAs beside its caller (workAlongside).
//
// A goroutine made for each launch, or one parked between launches, starts its first CTA only
// once its processor's thread wakes, and the caller, parked on a WaitGroup after its last CTA,
// only once woken in turn: on the GPU host's VM each wake-up took 3 to 95 us (worker traces,
// tools/bench/reduce20), 2-5 % of the hash row's 1.7-ms launch with two workers. So helpers
// outlive their launch, and both sides spin a while (helperSpin) before they park: a helper
// waiting for the next launch, the caller waiting for its helpers' last CTAs. Back-to-back
// launches then hand work over through memory. Spinning keeps a processor busy: helpers spin
// only while fewer of them spin than the other processors (GOMAXPROCS - 1), and yield it
// (runtime.Gosched) every few microseconds.

// helperSpin is how long an idle helper, and a caller waiting for its helpers, spin before they
// park. CUDASIM_HELPER_SPIN_US sets it (scale21's probe).
var helperSpin = func() time.Duration {
	if n, err := strconv.Atoi(os.Getenv("CUDASIM_HELPER_SPIN_US")); err == nil && n >= 0 {
		return time.Duration(n) * time.Microsecond
	}
	return 100 * time.Microsecond
}()

// parking lets one goroutine wait for a condition others make true: it spins for a while, then
// parks until signal.
type parking struct {
	parked atomic.Bool
	wake   chan struct{} // capacity 1: a wake-up signal sent while nobody had yet taken it
}

// wait returns once ready() holds. It spins up to spin first, then parks. (Whoever makes ready
// true calls signal afterwards.)
func (p *parking) wait(ready func() bool, spin time.Duration) {
	if !spinUntil(ready, spin) {
		p.park(ready)
	}
}

// spinUntil tests ready until it holds (true) or spin has passed (false). It yields the
// processor (runtime.Gosched) every spinYield, so that whatever else it has to run does.
func spinUntil(ready func() bool, spin time.Duration) bool {
	if spin <= 0 {
		return false
	}
	t0 := time.Now()
	yielded := time.Duration(0)
	for i := 1; ; i++ {
		if ready() {
			return true
		}
		if i%128 == 0 {
			t := time.Since(t0)
			if t > spin {
				return false
			}
			if t-yielded >= spinYield {
				runtime.Gosched()
				yielded = t
			}
		}
	}
}

// spinYield is how long a spinning goroutine keeps its processor before it yields it. Not at
// every test: the caller's goroutine, through the drop-in a cgo callback locked to the C
// program's thread, yields by handing its processor to another thread and being woken back
// (two futex wake-ups): yielding every 128 tests (under a microsecond) put a median 17 us
// between reduce's last CTA and its launch's return with two workers, against 2 us with one
// (scale39, docs/engine-performance.md). A wait for a helper's last CTA is shorter than this.
const spinYield = 20 * time.Microsecond

// park sleeps until ready() holds; a stale wake-up only makes it test ready again.
func (p *parking) park(ready func() bool) {
	for {
		// Sequentially consistent: either signal sees parked, or this ready() sees what the
		// signaller made true before it looked.
		p.parked.Store(true)
		if ready() {
			p.parked.Store(false)
			return
		}
		<-p.wake
		p.parked.Store(false)
		if ready() {
			return
		}
	}
}

// signal wakes p's goroutine if it parked; call it after making its condition true.
func (p *parking) signal() {
	if p.parked.Load() {
		select {
		case p.wake <- struct{}{}:
		default: // a wake-up is pending already
		}
	}
}

// launchHelp is what a launch's helpers share with its caller: made for each launch that has
// helpers and not reused, so that a helper may still touch it after the caller has returned.
type launchHelp struct {
	st     *launchState
	left   atomic.Int32 // helpers still working
	caller parking
}

// helper is one helper goroutine: job is the launch it is to work on.
type helper struct {
	job    atomic.Pointer[launchHelp]
	worker int // its number in the launch of job (set before job)
	park   parking
}

// helperPool holds the idle helpers (most recently used last: it is the likeliest to be
// spinning still). spinning counts those spinning now.
var helperPool struct {
	mu       sync.Mutex
	idle     []*helper
	spinning atomic.Int32
}

// helpersMade counts the helpers ever made (TestHelpersReused).
var helpersMade atomic.Int64

// loop is a helper's life: wait for a job, run it, go back to the pool.
func (h *helper) loop() {
	debug.SetPanicOnFault(true) // a fault on the program's host memory is the launch's error (launchState.work)
	for {
		h.wait()
		lh := h.job.Swap(nil)
		lh.st.work(h.worker)
		// Back in the pool before the caller can return: the next launch, which may start
		// at once, finds it there.
		helperPool.mu.Lock()
		helperPool.idle = append(helperPool.idle, h)
		helperPool.mu.Unlock()
		if lh.left.Add(-1) == 0 {
			lh.caller.signal()
		}
	}
}

// wait returns once h has a job, spinning first while fewer helpers spin than the other
// processors (above).
func (h *helper) wait() {
	ready := func() bool { return h.job.Load() != nil }
	spin := helperPool.spinning.Add(1) < int32(runtime.GOMAXPROCS(0))
	got := spin && spinUntil(ready, helperSpin)
	helperPool.spinning.Add(-1)
	if !got {
		h.park.park(ready)
	}
}

// workAlongside runs st's work on the calling goroutine and on others more helpers, and returns
// once all are done. The caller always works: it is running already, where a helper may have to
// be woken. Through the drop-in the caller is a cgo callback on the C program's thread, and on
// the GPU host a worker goroutine took its first CTA 37 us (median; p90 77 us) after a
// one-worker launch began and handed the launch back 56 us (p90 181 us) after its last, against
// 1 and 4 us on the caller (docs/engine-performance.md, "Tenth pass").
func (st *launchState) workAlongside(others int) {
	lh := &launchHelp{st: st}
	lh.caller.wake = make(chan struct{}, 1)
	lh.left.Store(int32(others))
	woke := false
	worker := 0
	helperPool.mu.Lock()
	for ; others > 0 && len(helperPool.idle) > 0; others-- {
		h := helperPool.idle[len(helperPool.idle)-1]
		helperPool.idle = helperPool.idle[:len(helperPool.idle)-1]
		worker++
		h.worker = worker
		h.job.Store(lh)
		woke = woke || h.park.parked.Load()
		h.park.signal()
	}
	helperPool.mu.Unlock()
	for range others {
		worker++
		h := &helper{worker: worker}
		h.park.wake = make(chan struct{}, 1)
		h.job.Store(lh)
		helpersMade.Add(1)
		go h.loop()
		woke = true
	}
	if woke {
		// A goroutine made or woken now is this processor's runnext, which an idle processor's
		// thread steals only after sleeping 3 us (runtime.runqgrab: a nanosleep, which Linux's
		// default timer slack stretches to 50 us or more); a second goroutine takes runnext,
		// moving the first to the processor's queue, which is stolen at once.
		go func() {}()
	}
	st.work(0)
	lh.caller.wait(func() bool { return lh.left.Load() == 0 }, helperSpin)
}
