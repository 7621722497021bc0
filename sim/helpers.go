package sim

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// Helpers are the goroutines that work beside the caller in a launch of several workers
// (workAlongside). A goroutine started for a launch takes its first CTA some 75-140 us after the
// launch began (the median of the tenth and eleventh passes' traces, docs/engine-performance.md):
// the runtime wakes a sleeping thread, and the kernel an idle vCPU, for it. For a launch of 64
// CTAs of 50 us (hash) that is 4 % of two workers' time. So a helper that has done its part
// polls for the next launch for a while before its goroutine ends, and a launch takes a polling
// helper, which starts within a microsecond, before it starts a goroutine: a program launching
// kernels back to back (every benchmark, most applications) pays the wake once.
//
// A helper polls for as long as its part of the launch took, at most maxHelperPoll: the CPU
// time it spends polling is at most what it just spent working, so a run of short launches costs
// at most twice its CPU time, and a long launch's helper polls 200 us at its end. It yields
// between polls (runtime.Gosched), so that with few processors the goroutines of the program,
// the caller among them, still run; with one processor it does not poll at all.
//
// On a machine whose CPUs are all busy with other programs the operating system deschedules a
// polling thread, and when a launch claims it, it runs again only after the others' time
// slices, while a goroutine woken from sleep is let in at once: on the two-vCPU machine at a
// load of 14, claimed helpers took their first CTA 1.8 ms after the launch began (median of 40),
// new goroutines 90 us (docs/engine-performance.md, "Eleventh pass"). So a claimed helper that
// starts later than slowPolledStart after its claim stops all polling for pollBackoff.

// maxHelperPoll is the longest a helper polls for the next launch.
const maxHelperPoll = 200 * time.Microsecond

// slowPolledStart is how late after its claim a polled helper may start before polling stops
// for pollBackoff: on an idle CPU it starts within a few microseconds, a woken goroutine in
// about 80.
const (
	slowPolledStart = 50 * time.Microsecond
	pollBackoff     = 250 * time.Millisecond
)

// pollAfter is when helpers may poll again (UnixNano), after a slow polled start.
var pollAfter atomic.Int64

// A helper's states while it polls: a launch claims a polling helper (claimHelper) before
// handing it the launch, and a helper whose time is up leaves unless it was claimed first.
const (
	helperPolling = iota
	helperClaimed
	helperGone
)

type helper struct {
	state atomic.Int32
	// launch is the launch to work in, set by whoever starts or claims the helper after others
	// and wg; nil while the helper polls.
	launch  atomic.Pointer[launchState]
	others  int             // the helpers still to start after this one (each starts the next)
	wg      *sync.WaitGroup // the launch's: Done when the helper's part is over
	claimed time.Time       // when a launch claimed the polling helper
}

// helperClaims counts the launches that took a polling helper (TestHelpers).
var helperClaims atomic.Uint64

// pollingHelpers are the helpers polling for a launch.
var pollingHelpers struct {
	mu   sync.Mutex
	list []*helper
}

// startHelpers starts n helpers on st, each one the next (workAlongside says why), each calling
// wg.Done when its part is over: a polling helper if there is one, otherwise a new goroutine.
func startHelpers(st *launchState, wg *sync.WaitGroup, n int) {
	h := claimHelper()
	if h == nil {
		h = new(helper)
		h.others, h.wg = n-1, wg
		h.launch.Store(st)
		go h.run()
		return
	}
	h.others, h.wg, h.claimed = n-1, wg, time.Now()
	h.launch.Store(st)
}

// claimHelper takes a polling helper, nil when there is none.
func claimHelper() *helper {
	p := &pollingHelpers
	p.mu.Lock()
	defer p.mu.Unlock()
	for len(p.list) > 0 {
		h := p.list[len(p.list)-1]
		p.list[len(p.list)-1] = nil
		p.list = p.list[:len(p.list)-1]
		if h.state.CompareAndSwap(helperPolling, helperClaimed) {
			helperClaims.Add(1)
			return h
		}
	}
	return nil
}

// run works in launches until no launch comes while the helper polls.
func (h *helper) run() {
	who := onNewGoroutine
	for ; ; who = onPolledHelper {
		st, others, wg := h.launch.Load(), h.others, h.wg
		h.launch.Store(nil)
		h.wg = nil
		t0 := time.Now()
		if who == onPolledHelper && t0.Sub(h.claimed) > slowPolledStart {
			pollAfter.Store(t0.Add(pollBackoff).UnixNano())
		}
		if others > 0 {
			startHelpers(st, wg, others)
		}
		st.work(who)
		worked := time.Since(t0)
		wg.Done() // st may be reused from here on
		if !h.poll(min(worked, maxHelperPoll)) {
			return
		}
	}
}

// poll waits up to d for a launch; false when none came and the helper left.
func (h *helper) poll(d time.Duration) bool {
	if d <= 0 || runtime.GOMAXPROCS(0) < 2 {
		return false
	}
	now := time.Now()
	if now.UnixNano() < pollAfter.Load() {
		return false
	}
	h.state.Store(helperPolling)
	p := &pollingHelpers
	p.mu.Lock()
	p.list = append(p.list, h)
	p.mu.Unlock()
	deadline := now.Add(d)
	for h.launch.Load() == nil {
		if time.Now().After(deadline) && h.state.CompareAndSwap(helperPolling, helperGone) {
			p.mu.Lock()
			for i, o := range p.list {
				if o == h {
					last := len(p.list) - 1
					p.list[i], p.list[last] = p.list[last], nil
					p.list = p.list[:last]
					break
				}
			}
			p.mu.Unlock()
			return false
		}
		runtime.Gosched()
	}
	return true
}
