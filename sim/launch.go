package sim

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"cudasim/cu"
)

// sliceLen is how many warp-instructions a warp runs before the CTA scheduler rotates to the next
// warp, so that warps spinning on each other's results make progress.
const sliceLen = 1 << 14

// barrier is one of a CTA's 16 named barriers. Arrivals count threads: a diverged warp's groups
// arrive separately (see warp.barSync), and the barrier completes when arrived reaches expected
// (bar.sync/bar.arrive's thread count) or, without a count, every non-exited thread of the CTA.
type barrier struct {
	arrived  int
	expected int
	waiting  []*warp // the warps with lanes parked here, once each
	popc     uint32  // bar.red accumulators
	all, any bool
	// loose is set when lanes arrived by bar.arrive, without parking: then the warps in waiting
	// are not all the arrivals.
	loose bool
	// full counts the warps that wait whole with every lane not exited (waitWhole): when they
	// are all of the CTA's live warps, every live thread arrived, without counting them
	// (tryRelease).
	full int
}

type cta struct {
	l      *Launch
	k      *Kernel
	ctaid  [3]uint32
	linear int
	nctas  uint64 // the launch's CTAs
	shared []byte
	warps  []*warp
	// bars are behind a pointer so that prepare's reset of the other fields at each launch does
	// not copy them (about 900 bytes: most of an empty kernel's launch in sim).
	bars *[16]barrier
	// busy has the barriers with arrivals: bit id set from an arrival until the release. It
	// survives from one launch to the next with bars (a fault may end a launch between
	// arrivals: the next CTA's begin resets those barriers).
	busy uint16
	// wholeBars says whether a warp arriving whole at bar.sync may wait without a parked group
	// (barSync): the fast engine, an unchecked launch. Set per launch (prepare).
	wholeBars bool
	// rounds says whether slice may run barrier rounds (round): wholeBars, and the kernel's
	// (Kernel.rounds). Set per launch (prepare).
	rounds bool
	// roundsRun counts round's calls (for tests: a CTA of reduce's shape takes one).
	roundsRun int
	// allPacked: every warp's narrow slots are packed (lanepack.go), so round packs none; a
	// warp's widen clears it.
	allPacked bool
	// live counts the warps with live threads that have not finished: a barrier without a thread
	// count completes no earlier than when that many warps wait at it. Every warp at the start
	// of a CTA (begin). A warp leaves the count only while it runs (its last lanes exit: it
	// ends), once, and slice takes it out after that run, before it lets barriers complete; so
	// live is exact for every warp but the running one, which is live while it arrives at a
	// barrier.
	live int
	// nthreads is the block's threads (prepare).
	nthreads int
	// fills are the registers begin fills for the CTA's prologue when the warps are warm
	// (fillCTA), listed per launch (prepare).
	fills []ctaFillAt
	// sleepers has bit id set for each warp whose latest turn ended in a nanosleep with no other
	// lanes of it left to run (sleepAlone).
	sleepers uint64
	waits    int  // turns of c's warps that ended waiting (warp.waited) since waitsForOthers looked
	held     *int // with c, how many groups (blocks, clusters) its runner holds that wait for others (runWaiting); nil: none
	budget   int64
	cancel   <-chan struct{} // l.Context's Done, nil without one
	set      *residentSet    // the CTAs running together with this one (resident.go), nil when alone
	cl       *cluster        // the CTA's thread block cluster (cluster.go); nil until a cluster operation needs one
	solo     cluster         // the cluster of one CTA a CTA run alone is in
	rank     int             // %cluster_ctarank
	placed   uint64          // the shared window base placeShared wrote in the warps' slots, plus one; 0: none
	cctaid   [3]uint32       // %cluster_ctaid
	code     []inst          // the code executed: k.code, k.hot, or k.checkedCode() for checked launches
	hot      bool            // code is k.hot: warms start after its launch-invariant prologue (hot.go)
	// warm: the warps have run a CTA of this launch from k.hot, so the prologue's values are in
	// their registers (hot.go); they start the next CTA at warmPC, the prologues skipped.
	warm   bool
	warmPC int32
	// straightCold and straightWarm say whether a whole warp's first turn in a CTA starts at a
	// compiled run that ends it (straight, from slice), at pc 0 and at warmPC. Set per launch
	// (prepare), like root and checked (a sanitizer is on), which begin reads for every warp.
	straightCold, straightWarm bool
	checked                    bool
	root                       *funcInfo
	// tinstr counts the thread-instructions of the CTA's warps (run, straight, begin's
	// skipped prologues) until the runner takes them when it ends (takeThreadInstructions).
	tinstr uint64
	san    *ctaSan // the per-access checks' state, nil without them
	// sanFault is a check's fault found outside a warp's own execution (synccheck, at a
	// barrier's completion), which ends the CTA.
	sanFault *Fault

	// A device-runtime grid barrier (devrt.go): gridPending while its lanes
	// gather at barrier 0, gridWaiting once the CTA has arrived at the grid
	// barrier, whose word (gridOld before the CTA's arrival) gridPoll watches
	// while gridWarps stay parked.
	gridPending, gridWaiting bool
	gridWord                 *uint32
	gridOld                  uint32
	gridWarps                []*warp
	gridFault                *Fault

	// devErr is each thread's last device runtime error (cudaGetLastError), by
	// thread index in the block; nil until a call fails (devrt.go).
	devErr map[uint32]uint32

	// spans are the global spans the CTA's warps touched last (globalSlow), newest at
	// spans[nspans%len]: a kernel reading two arrays and writing a third switches allocation at
	// every access of each warp, and Memory.Span is a search under the memory's lock (the
	// driver's hands device memory out one 64 KiB page at a time). Kept from one CTA to the
	// next for the whole launch (prepare forgets them), as the warps' own one-span caches are:
	// the runner's next CTA reads the pages the last one read and the ones after. Checked
	// launches forget them at each CTA (begin).
	spans  [8]globalSpan
	nspans int
	// wc is the launch's Memory where it has memory the device may only read (warp.ro,
	// warp.writable), else nil. Set per launch (prepare).
	wc WriteChecker

	// packed: c's one warp runs up to 32 one-thread CTAs, one a lane (pack.go), whose %ctaid
	// are packCtaid[dimension][lane].
	packed    bool
	packCtaid [3][32]uint32
	// packRowSet: every lane's %ctaid.y and .z are packRow's (runPack fills only .x then).
	packRowSet bool
	packRow    [2]uint32
	// packNext is the linear index of the CTA after the last pack's, plus one (0: none), and
	// packNextID its %ctaid: a runner's packs follow each other through a chunk, so the next
	// pack's first %ctaid is counted on rather than divided out of its index.
	packNext   uint64
	packNextID [3]uint32
	packTail   []bool // per pc of code: no branch from there to an unguarded ret (runPacked)
	// packThreads is the threads of a packed CTA (a power of two below 32), packFirsts the
	// lanes of the CTAs' thread 0s.
	packThreads int
	packCTA     [32]uint32 // per lane: its CTA's place in the pack
	packFirsts  uint32
	packFills   []ctaFillAt // the CTA prologue's fills (runPack makes them, begin does not)
}

type globalSpan struct {
	base uint64
	b    []byte
}

// Run executes one launch of k to completion. It returns nil, a *Fault (700 illegal address, 716
// misaligned, 719 trap, 702 timeout or deadlock, 710 assert, 801 unsupported instruction) or a
// *cu.Error for a launch the engine cannot start (bad configuration: cu.ErrorInvalidValue).
func Run(k *Kernel, l *Launch) (err error) {
	if k.refused != nil {
		// Refused before any thread runs: a launch never half-executes a kernel the engine
		// cannot run to the end.
		return k.refused
	}
	nthreads := uint64(l.Block[0]) * uint64(l.Block[1]) * uint64(l.Block[2])
	nctas := uint64(l.Grid[0]) * uint64(l.Grid[1]) * uint64(l.Grid[2])
	if nthreads == 0 || nctas == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "launch of %s with an empty grid %v or block %v", k.name, l.Grid, l.Block)
	}
	if nthreads > 1024 {
		return cu.Errorf(cu.ErrorInvalidValue, "launch of %s with %d threads per block (at most 1024)", k.name, nthreads)
	}
	cdim, err := clusterDims(k, l)
	if err != nil {
		return err
	}
	if len(l.Params) < k.paramSize {
		return cu.Errorf(cu.ErrorInvalidValue, "launch of %s with a %d-byte parameter buffer; the kernel's parameters take %d", k.name, len(l.Params), k.paramSize)
	}
	for _, s := range k.symbols {
		if _, ok := l.Symbols[s]; !ok {
			return cu.Errorf(cu.ErrorNotFound, "launch of %s: no device address for module variable %s", k.name, s)
		}
	}
	budget := l.InstructionBudget
	if budget <= 0 {
		budget = DefaultInstructionBudget
	}
	workers := l.Workers
	if workers < 1 {
		workers = 1
	}
	if uint64(workers) > nctas {
		workers = int(nctas)
	}
	if workers > 1 && l.Stdout != nil {
		// printf from CTAs on several goroutines: one whole message at a time.
		lc := *l
		lc.Stdout = &lockedWriter{w: l.Stdout}
		l = &lc
	}
	clustered := k.clusters || cdim != [3]uint32{1, 1, 1}
	if workers == 1 && !clustered && nctas < longGroups && l.Progress == nil {
		// A small launch on the caller (an empty kernel's launch + synchronise): its state on
		// the stack, not from the pool, and no deferred call.
		var st launchState
		st.start(k, l, budget, nctas, 1, false, cdim)
		st.work(0)
		return st.end()
	}
	st := launchStates.Get().(*launchState)
	defer func() {
		*st = launchState{}
		launchStates.Put(st)
	}()
	st.start(k, l, budget, nctas, workers, clustered, cdim)
	st.shared = &st.mu
	if workerTrace && st.plan.groups >= longGroups {
		st.trace = &launchTrace{t0: time.Now()}
		defer st.trace.print(k.name, nctas)
	}
	if l.Progress != nil {
		defer reportProgress(l.Progress, st.started, st.plan.groups, nctas)()
	}
	if workers == 1 {
		st.work(0)
	} else {
		st.workAlongside(workers - 1)
	}
	return st.end()
}

// start readies st, which is zero, for a launch of k on workers goroutines; clustered: its
// groups are clusters of shape cdim.
func (st *launchState) start(k *Kernel, l *Launch, budget int64, nctas uint64, workers int, clustered bool, cdim [3]uint32) {
	st.k, st.l, st.budget, st.nctas, st.solo, st.workers = k, l, budget, nctas, workers == 1, uint64(workers)
	st.plan = residencyOf(l, nctas, workers)
	if clustered {
		st.clustered, st.cdim = true, cdim
		st.plan = clusterResidency(l, cdim, workers)
	}
	st.chunk = 1
	if workers == 1 && l.Progress == nil {
		st.chunk = max(st.plan.groups, 1)
	}
	st.chunkCap = max(1, chunkThreads/(uint64(l.Block[0])*uint64(l.Block[1])*uint64(l.Block[2])))
	st.inOrder = workers > 1 && l.Residency != nil && !l.Cooperative && k.polls
	if workers > 1 && !st.inOrder {
		st.shares = makeShares(st.plan.groups, workers)
	}
}

// end reports the launch's counts and returns its result: an internal error, the fault of the
// lowest block, or nil.
func (st *launchState) end() error {
	l := st.l
	if l.Sanitize != nil {
		l.Sanitize.finish()
	}
	if l.Stats != nil {
		l.Stats.WarpInstructions += st.stats.WarpInstructions
		l.Stats.ThreadInstructions += st.stats.ThreadInstructions
	}
	if st.otherErr != nil {
		return st.otherErr
	}
	if st.first != nil {
		return st.first
	}
	return nil
}

// launchState is one launch's shared state: the workers take groups of CTAs (take) until every
// group ran or one before it faulted (stopAt), and record the fault of the lowest block or an
// internal error. Kept in a pool, so that a launch with one worker allocates nothing for it.
type launchState struct {
	k         *Kernel
	l         *Launch
	budget    int64
	nctas     uint64
	clustered bool
	solo      bool      // one worker runs every CTA
	cdim      [3]uint32 // the cluster shape of a clustered launch, zero otherwise
	plan      residency
	workers   uint64
	chunk     uint64  // the groups take hands a worker at a time from next
	chunkCap  uint64  // the most groups take hands one of several workers at a time
	shares    []share // several workers' groups, one share a worker (take); nil: next hands them out

	// next, the next group to hand out (take) when there are no shares, is written by every
	// worker at every chunk: alone in its cache line, so that the workers' reads of the fields
	// above (each CTA) do not miss.
	_    [64]byte
	next atomic.Uint64
	_    [56]byte
	// stopAt is one more than the lowest group that faulted (0: none, 1: stop everything): no
	// group from there on runs, and the workers go on with those before it, so that the
	// launch reports the fault of the lowest block whatever the order the workers take
	// them in (take: each from a share of its own).
	stopAt atomic.Uint64

	// mu guards first, firstCTA, otherErr and stats while several workers run; shared points
	// to it then. A launch with one worker has none: its state can live on the caller's stack.
	mu       sync.Mutex
	shared   *sync.Mutex
	first    *Fault
	firstCTA uint64
	otherErr error
	stats    Stats

	// An ordinary launch whose blocks wait for others (blockwait.go): extra counts the blocks
	// started beyond one a worker and not finished; spare is how many there may be (the blocks
	// the device holds at once less the workers), asked of Launch.Residency once (spareKnown,
	// under mu). inOrder: a block may wait for another (the kernel polls memory), and several
	// workers take one block at a time, so that blocks start in order, as on a GPU.
	extra      atomic.Int64
	spare      int64
	spareKnown bool
	inOrder    bool

	trace *launchTrace // the workers' parts, with workerTrace (launches of longGroups or more)
}

var launchStates = sync.Pool{New: func() any { return new(launchState) }}

func (st *launchState) lock() {
	if st.shared != nil {
		st.shared.Lock()
	}
}

func (st *launchState) unlock() {
	if st.shared != nil {
		st.shared.Unlock()
	}
}

// fail records f, keeping the fault of the lowest block, and stops the launch from that block
// on: the workers go on with the blocks before it, whose faults come first (a launch's groups
// are its blocks but in a clustered or cooperative launch, which stops whole).
func (st *launchState) fail(f *Fault) {
	g := st.l.Grid
	i := uint64(f.Block[0]) + uint64(g[0])*(uint64(f.Block[1])+uint64(g[1])*uint64(f.Block[2]))
	st.lock()
	if st.first == nil || i < st.firstCTA {
		st.first, st.firstCTA = f, i
	}
	st.unlock()
	if st.clustered || st.l.Cooperative {
		i = 0
	}
	st.stopFrom(i)
}

// stopFrom stops the launch from group g on.
func (st *launchState) stopFrom(g uint64) {
	for {
		s := st.stopAt.Load()
		if s != 0 && s <= g+1 || st.stopAt.CompareAndSwap(s, g+1) {
			return
		}
	}
}

// stops reports whether group g is not to run: it comes at or after a group that faulted.
func (st *launchState) stops(g uint64) bool {
	s := st.stopAt.Load()
	return s != 0 && g+1 >= s
}

// longGroups is the size (in groups of CTAs) of a long launch: a shorter one with one worker
// keeps its state on the caller's stack (an empty kernel's launch + synchronise), and the worker
// trace reports the longer ones.
const longGroups = 64

// work runs groups of CTAs on one runner until none is left or the launch stops. worker is the
// worker's number: 0 runs on the caller's goroutine, 1 and up are helpers (workAlongside).
func (st *launchState) work(worker int) {
	onCaller := worker == 0
	k, l := st.k, st.l
	var t0 time.Time
	var s0 threadSample
	if st.trace != nil {
		t0, s0 = st.trace.begin()
	}
	r := newRunner(k, l, st.budget)
	r.cdim = st.cdim
	if onCaller {
		// Helpers fault this way from their start (helper.loop).
		defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	}
	defer func() {
		if p := recover(); p != nil {
			st.lock()
			if f, ok := p.(interface{ Addr() uintptr }); ok {
				// Only memory outside Go's heap faults with an address: host
				// memory the program gave the device (registered), unmapped or
				// protected by the program since.
				st.otherErr = &HostFault{Kernel: k.name, Addr: uint64(f.Addr())}
			} else {
				st.otherErr = cu.Errorf(cu.ErrorLaunchFailed, "internal error executing %s: %v\n%s", k.name, p, debug.Stack())
			}
			st.unlock()
			st.stopFrom(0)
		}
		if st.solo {
			// The launch's only worker: Run reads the counts once it has returned.
			st.stats.WarpInstructions += r.winstr
			st.stats.ThreadInstructions += r.tinstr
		} else {
			st.lock()
			st.stats.WarpInstructions += r.winstr
			st.stats.ThreadInstructions += r.tinstr
			st.unlock()
		}
		r.release()
		k.runners.Put(r)
	}()
	var ctas uint64
	if st.trace != nil {
		defer func() { st.trace.end(onCaller, t0, s0, ctas, r.winstr) }()
	}
	// A plain launch: group g is CTA g (residencyOf), run here without runGroup's tests.
	plain := l.Context == nil && !st.clustered && !l.Cooperative
	r.waits = l.Residency != nil && !l.Cooperative
	packed := packs(k, l, plain, st.budget)
	packOf := uint64(0) // CTAs a pack
	if packed {
		r.readyPack(k, l, st.budget)
		packOf = uint64(32 / r.pack.packThreads)
	}
	r.worker = worker
	for {
		g0, g1 := st.take(worker)
		if g0 >= g1 || st.shares == nil && st.stops(g0) {
			return // (next hands groups out in order: none left comes before the fault)
		}
		for g := g0; g < g1; g++ {
			if st.stops(g) {
				break // (the chunk's other groups too; others may be left before them)
			}
			if n := min(g1-g, packOf); packed && n > 1 {
				// CTAs of fewer threads than a warp as its lanes (pack.go).
				if f := r.runPack(g, int(n)); f != nil {
					st.fail(f)
					return
				}
				g += n - 1
				ctas += n - 1
			} else if plain {
				if f := r.runCTA(&r.c, g); f != nil {
					if f == blockWaits {
						g, g1, f = st.runWaiting(r, g, g1)
					}
					if f != nil {
						st.fail(f)
						return
					}
				}
			} else {
				var ok bool
				if g, g1, ok = st.runGroup(r, g, g1); !ok {
					return
				}
			}
			ctas++
		}
	}
}

// take hands worker the next groups of CTAs to run, [g0, g1), empty when none is left. With one
// worker, all of them at once (one at a time when Progress reads the count of groups started);
// with several, from the worker's share, then from the others' (takeShare); one at a time where
// blocks may wait for each other (st.inOrder).
func (st *launchState) take(worker int) (g0, g1 uint64) {
	if st.shares != nil {
		return st.takeShare(worker)
	}
	g1 = st.next.Add(st.chunk)
	return g1 - st.chunk, min(g1, st.plan.groups)
}

// started is how many groups the workers have taken so far (Progress).
func (st *launchState) started() uint64 {
	if st.shares == nil {
		return min(st.next.Load(), st.plan.groups)
	}
	n := uint64(0)
	for i := range st.shares {
		s := &st.shares[i]
		n += s.front.Load() - s.first + s.end - s.back.Load()
	}
	return n
}

// runGroup runs group g of the launch's CTAs on r; false when the launch stops. (work runs a
// plain launch's CTAs itself.) g and g1 are the worker's place in its chunk of groups [g, g1),
// which it returns, moved on where runWaiting started later groups.
func (st *launchState) runGroup(r *runner, g, g1 uint64) (uint64, uint64, bool) {
	k, l := st.k, st.l
	r.ids = st.plan.members(g, r.ids[:0])
	ids := r.ids
	if l.Context != nil && l.Context.Err() != nil {
		i := ids[0]
		gx, gy := uint64(l.Grid[0]), uint64(l.Grid[1])
		st.fail(&Fault{Code: cu.ErrorLaunchTimeout, Kernel: k.name,
			Block:  [3]uint32{uint32(i % gx), uint32(i / gx % gy), uint32(i / (gx * gy))},
			Detail: fmt.Sprintf("%s, before block %d of %d", cancelReason(l.Context), i, st.nctas)})
		return g, g1, false
	}
	var f *Fault
	if len(ids) == 1 && !st.clustered {
		if f = r.runCTA(&r.c, ids[0]); f == blockWaits {
			g, g1, f = st.runWaiting(r, g, g1)
		}
	} else if f = r.runResident(ids); f == blockWaits {
		g, g1, f = st.runWaiting(r, g, g1)
	}
	if f != nil {
		st.fail(f)
		return g, g1, false
	}
	return g, g1, true
}

// runner executes CTAs one after another, reusing its warps and shared memory; it runs the
// CTAs of a resident set together (resident.go) in c and more.
type runner struct {
	k      *Kernel
	l      *Launch
	block  [3]uint32
	budget int64
	c      cta
	more   []*cta    // the second and later CTAs of resident sets, kept for reuse
	cdim   [3]uint32 // the cluster shape of a clustered launch (cluster.go), zero otherwise
	ids    []uint64  // the CTAs of the group being run (residency.members)
	worker int       // the worker running the launch on this runner (launchState.work)
	pack   cta       // the CTA whose warp runs packed CTAs (pack.go), its warps made at the first launch that packs
	winstr uint64
	tinstr uint64
	// waits: the launch may hold blocks that wait for others (an ordinary launch with a
	// Residency); waiting holds the groups (blocks, clusters) this runner has started and not
	// finished then (blockwait.go). sets are resident sets kept for reuse (takeSet).
	waits   bool
	waiting []*residentSet
	sets    []*residentSet
}

// newRunner returns a runner for the launch, reusing one of an earlier launch of the kernel with
// the same block shape when there is one: its register files, with the constants already in
// place, and its shared memory.
func newRunner(k *Kernel, l *Launch, budget int64) *runner {
	var r *runner
	if v, _ := k.runners.Get().(*runner); v != nil && v.block == l.Block {
		r = v
		r.winstr, r.tinstr = 0, 0
	} else {
		r = &new(onOwnPage[runner]).v
		r.k, r.block = k, l.Block
		r.c.warps = newWarps(k, &r.c, l.Block)
	}
	r.l = l
	r.budget = budget
	r.c.prepare(k, l, budget)
	return r
}

// Pages of their own. What a runner writes as it runs (its CTA's fields, its warps, their
// register files and predicates, shared memory, barriers) lies on pages no other allocation
// shares: in an onOwnPage or an onOwnPages block, padded on either side. Where two
// runners' warps and registers shared pages (the Go allocator puts objects of one size class
// side by side), a runner ran at a quarter to a half of its speed for as long as another ran
// beside it: a runner made for a two-worker launch beside the one a one-worker launch had used,
// 3-7x the other's CPU time a warp-instruction, no cache line shared between the two (the
// hardware's prefetchers work within a page and pull the other core's lines). With the blocks
// paged, 1.1x. docs/engine-performance.md, "scale40".
const pageBytes = 4096

// onOwnPage holds v on pages no other allocation shares.
type onOwnPage[T any] struct {
	_ [pageBytes]byte
	v T
	_ [pageBytes]byte
}

// newCTA returns a zero CTA on pages of its own, for a runner to keep beside its own: those it
// runs together with it (resident sets, block waits). (The pack's CTA lives in the runner: made
// apart, two runners' packs shared a page, and one of two workers ran blocks at 1.1-1.35x one
// worker's speed; docs/engine-performance.md, "scale42".)
func newCTA() *cta { return &new(onOwnPage[cta]).v }

// onOwnPages returns n zero Ts on pages no other allocation shares: a page's worth of unused
// Ts on either side, so that the pages holding the first and the last are this allocation's.
func onOwnPages[T any](n int) []T {
	size := int(unsafe.Sizeof(*new(T)))
	pad := (pageBytes + size - 1) / size
	return make([]T, n+2*pad)[pad : pad+n : pad+n]
}

// newWarps makes the warps of a CTA of the given block shape, with the kernel's constants in
// their registers.
func newWarps(k *Kernel, c *cta, block [3]uint32) []*warp {
	nthreads := int(block[0] * block[1] * block[2])
	var warps []*warp
	c.allPacked = false // (its warps are these, not packed)
	nw := (nthreads + 31) / 32
	block1 := onOwnPages[warp](nw)
	// The register files, then the predicates, in one block (one allocation's padding).
	ns, np := k.nslots, k.npreds
	regs := onOwnPages[[32]uint64](nw*ns + (nw*np+63)/64)
	var preds []uint32
	if np > 0 {
		preds = unsafe.Slice((*uint32)(unsafe.Pointer(&regs[nw*ns])), nw*np)
	}
	for i := 0; i < nw; i++ {
		w := &block1[i]
		*w = warp{k: k, cta: c, id: i, exist: fullMask, toPack: len(k.packList) > 0}
		if n := nthreads - i*32; n < 32 {
			w.exist = 1<<n - 1
		}
		w.r = regs[i*ns : (i+1)*ns : (i+1)*ns]
		w.p = preds[i*np : (i+1)*np : (i+1)*np]
		for _, cv := range k.consts {
			for j := range w.r[cv.slot] {
				w.r[cv.slot][j] = cv.v
			}
		}
		for lane := 0; lane < 32; lane++ {
			lin := uint32(i*32 + lane)
			w.tid[0][lane] = lin % block[0]
			w.tid[1][lane] = lin / block[0] % block[1]
			w.tid[2][lane] = lin / (block[0] * block[1])
		}
		warps = append(warps, w)
	}
	return warps
}

// prepare readies c, whose warps newWarps made for l's block shape, to run CTAs of launch l:
// shared memory of the launch's size, the launch's module-variable addresses in registers, the
// stack limit, the instruction budget.
func (c *cta) prepare(k *Kernel, l *Launch, budget int64) {
	dynBase := int(k.dynBase)
	size := ReservedShared + k.shared
	if l.DynamicShared > 0 {
		size = dynBase + int(l.DynamicShared)
	}
	// The H200 grants a CTA its shared memory in 128-byte units: an access
	// past the end faults only past the unit (testdata/reference/probe6:
	// 100 bytes of dynamic shared memory read at offset 100 do not fault,
	// at 128 they do). memcheck sees the exact size.
	if s := l.Sanitize; s == nil || s.Checks&CheckMemory == 0 {
		size = (size + sharedUnit - 1) &^ (sharedUnit - 1)
	}
	stack := l.StackSize
	if stack <= 0 {
		stack = DefaultStackSize
	}
	// The driver raises a launch's stack to what its call graph needs, where that is
	// known (CUDA Driver API, cuCtxSetLimit: "The driver automatically increases the
	// per-thread stack size for each kernel launch as needed"): a -G build, whose
	// functions are not inlined, runs with its callees' frames however large.
	stack = max(stack, int(k.calleeStack))
	shared := c.shared
	if cap(shared) < size {
		shared = onOwnPages[byte](size)
	}
	san := newCTASan(l, c.san, size)
	code, hot := k.code, false
	if san != nil {
		code = k.checkedCode(l.Sanitize.sharedOnly())
	} else if !enginePortable && l.Sanitize == nil {
		// The portable engine runs k.code as written; so do checked launches, whose reports
		// read the instruction at w.pc in k.code.
		if k.hot != nil {
			code, hot = k.hot, true
		}
		if k.fast != nil {
			code = k.fast // hot's order, or code's, with superinstructions (fuse.go)
		}
	}
	bars, busy := c.bars, c.busy
	if bars == nil {
		bars, busy = &new(onOwnPage[[16]barrier]).v, 1<<len(bars)-1 // begin puts every barrier in its reset state
		// Room for every warp (a warp waits at a barrier once): barSync's whole arrival
		// extends waiting in place, with no path that grows it.
		n := len(c.warps)
		waits := onOwnPages[*warp](len(bars) * n)
		for i := range bars {
			bars[i].waiting = waits[i*n : i*n : (i+1)*n]
		}
	}
	// Field by field rather than *c = cta{...}: the struct is large (its spans, its solo
	// cluster), and copying a fresh one was a tenth of an empty kernel's launch + synchronise.
	// Every field is set here or, per CTA, by begin (and the cluster fields by formCluster).
	c.l, c.k, c.nctas, c.budget = l, k, uint64(l.Grid[0])*uint64(l.Grid[1])*uint64(l.Grid[2]), budget
	c.shared, c.bars, c.busy, c.code, c.san, c.hot = shared[:size], bars, busy, code, san, hot
	c.wc = nil
	if wc, ok := l.Memory.(WriteChecker); ok && wc.HasReadOnly() {
		c.wc = wc
	}
	c.warm, c.warmPC, c.straightCold, c.straightWarm = false, 0, false, false
	if hot {
		c.warmPC = k.hotSkip + k.hotCTA
	}
	if at := k.straightAt; at != nil {
		// (straight checks the instruction itself: where c.code is not k.fast it returns at once.)
		c.straightCold, c.straightWarm = at[0], hot && at[c.warmPC]
	}
	c.checked, c.root, c.tinstr = l.Sanitize != nil, k.funcs[0], 0
	c.nthreads = int(l.Block[0] * l.Block[1] * l.Block[2])
	c.listFills()
	c.wholeBars = !enginePortable && l.Sanitize == nil
	c.rounds = c.wholeBars && k.rounds && len(code) > 0 && len(k.fast) > 0 && &code[0] == &k.fast[0]
	c.cancel = nil
	if l.Context != nil {
		c.cancel = l.Context.Done()
	}
	c.ctaid, c.linear, c.live, c.set, c.cl, c.rank, c.cctaid = [3]uint32{}, 0, 0, nil, nil, 0, [3]uint32{}
	c.sanFault, c.devErr, c.placed = nil, nil, 0
	c.gridPending, c.gridWaiting, c.gridWord, c.gridOld, c.gridWarps, c.gridFault = false, false, nil, 0, c.gridWarps[:0], nil
	if c.nspans > 0 {
		c.spans, c.nspans = [len(c.spans)]globalSpan{}, 0 // the launch's memory only
	}
	for _, w := range c.warps {
		for _, s := range k.syms {
			v := l.Symbols[s.name]
			for j := range w.r[s.slot] {
				w.r[s.slot][j] = v
			}
		}
		w.gmem, w.gbase, w.ro = nil, 0, globalSpan{} // the launch's memory only (see cta.spans)
		if w.pcSpansSet {
			w.pcSpans, w.pcSpansSet = [len(w.pcSpans)]globalSpan{}, false
		}
		w.stackMax = uint64(k.frame) + uint64(stack)
		w.untouched = false
		w.widen() // (the form of an earlier launch's kernel, whose packList it keeps)
		w.toPack = len(k.packList) > 0
		w.jitReady(c.shared, l.Block)
	}
}

// runCTA runs CTA i (its linear index in the grid) on c, on its own, until it finishes (nil),
// faults, or, where the launch may hold blocks that wait for others (runner.waits), waits for
// another block (blockWaits: it has not finished).
func (r *runner) runCTA(c *cta, i uint64) *Fault {
	r.winstr += c.begin(i)
	for {
		progress, done, f := c.slice(sliceLen, &r.winstr)
		if f == nil && !done && !progress {
			f = c.stuck()
		}
		if f != nil {
			c.finish()
			return f
		}
		if done {
			break
		}
		if c.waits != 0 && r.waits && c.waitsForOthers() {
			return blockWaits // (blockwait.go)
		}
	}
	c.finish()
	r.tinstr += c.takeThreadInstructions()
	return nil
}

// begin starts CTA i (its linear index in the grid) on c: every thread at the kernel's first
// instruction, shared memory zero (cleared only where the kernel can write it: writesShared),
// no barrier arrivals.
//
// It returns the warp-instructions of launch-invariant prologues skipped (hot.go), counted as
// executed.
func (c *cta) begin(i uint64) (skipped uint64) {
	l := c.l
	if gx, gy := uint64(l.Grid[0]), uint64(l.Grid[1]); gx == c.nctas {
		c.ctaid = [3]uint32{uint32(i), 0, 0} // a one-dimensional grid: no divisions
	} else {
		c.ctaid = [3]uint32{uint32(i % gx), uint32(i / gx % gy), uint32(i / (gx * gy))}
	}
	c.linear = int(i)
	c.cl, c.rank = nil, 0
	c.sleepers = 0
	c.waits = 0
	c.sanFault = nil
	c.devErr = nil
	if c.k.writesShared || c.san != nil {
		// A kernel that never writes shared memory finds it as the runner's first CTA did:
		// zero (writesShared).
		clear(c.shared)
	}
	if c.san != nil {
		c.san.flushRaces() // the previous CTA's
		c.san.begin()
	}
	// Where the warps start: pc 0, or, warm, after the prologues, whose instructions count as
	// executed (their values are in the registers since the warps' previous CTA of this launch;
	// the CTA's own prologue fills them now).
	pc, straight := int32(0), c.straightCold
	if c.warm {
		pc, straight = c.warmPC, c.straightWarm
		if len(c.fills) > 0 {
			c.fillCTA()
		}
		skipped = uint64(pc) * uint64(len(c.warps))
		c.tinstr += uint64(pc) * uint64(c.nthreads)
	}
	// A CTA runs the prologue, unguarded and straight, before anything can end its warps; a CTA
	// that does not finish ends the launch.
	c.warm = c.hot
	root := c.root
	for _, w := range c.warps {
		exist := w.exist
		w.exited = ^exist
		w.active = exist
		w.pc = pc
		w.count = int64(pc)
		// (straight runs only whole warps: a partial one would go to exec at once.)
		w.startsStraight, w.straightResumed = straight && exist == fullMask, false
		w.rpc = noPending
		w.state = wsReady
		if !w.untouched {
			w.stack = w.stack[:0]
			w.frames = w.frames[:0]
			w.suspended = w.suspended[:0]
			w.saves = w.saves[:0]
			w.frameDepth = 0
			w.frameBase = 0
			if w.dynUsed { // (all of dyn is 0 while dynUsed is false: stack.go)
				w.dyn, w.dynUsed = [32]uint64{}, false
			}
			w.curFn = root
			w.fault = nil
			w.parked = w.parked[:0]
			w.barWait = 0
			w.whole = 0
			w.clArrived = 0
			w.spin = spinState{}
			w.mbWait = mbarWait{}
			w.wait.end, w.wait.run = -1, 0
		}
		w.untouched = false
		w.wgCommits = 0
		if c.checked {
			// A checked launch forgets spans at each CTA (below).
			w.gmem, w.gbase, w.ro, w.pcSpans, w.pcSpansSet = nil, 0, globalSpan{}, [len(w.pcSpans)]globalSpan{}, false
		}
		w.growLocal(uint64(root.frame))
	}
	c.placeShared() // cluster.go; formCluster again for a cluster's other ranks
	// A barrier is in its reset state once released; only those with arrivals since (busy: a
	// CTA that ended with a bar.arrive nobody waited for, all of them after prepare) are reset.
	for m := c.busy; m != 0; m &= m - 1 {
		b := bits.TrailingZeros16(m)
		c.bars[b] = barrier{waiting: c.bars[b].waiting[:0], all: true}
	}
	c.busy = 0
	// Every warp is live: each has a thread (exist is never 0) and none has finished. (countLive
	// counted them.)
	c.live = len(c.warps)
	c.gridPending, c.gridWaiting, c.gridFault = false, false, nil
	c.gridWarps = c.gridWarps[:0]
	if c.checked {
		// memcheck's view of memory has only live allocations, and a CTA's device-side free
		// must show in the next CTA's accesses.
		c.spans, c.nspans = [len(c.spans)]globalSpan{}, 0
	}
	return skipped
}

// slice gives every ready warp of c one turn of up to limit warp-instructions, adding what they
// executed to *winstr. It reports whether any warp ran, whether every warp has finished now, and the
// fault that ends the launch, if any (a warp's own, a cancelled launch, an exhausted budget).
func (c *cta) slice(limit int64, winstr *uint64) (progress, done bool, f *Fault) {
	if c.gridFault != nil {
		return false, false, c.gridFault
	}
	if c.gridWaiting {
		if wait, f := c.gridPoll(); wait || f != nil {
			return true, false, f
		}
	}
	// done says whether every warp has finished after this turn (not before it: a CTA whose
	// warps end in this turn needs no other pass to find out).
	done = true
	jumped := false // a round handed back a warp past the one it started at
	warps := c.warps
	for i := 0; i < len(warps); i++ {
		w := warps[i]
		if w.state == wsDone {
			continue
		}
		if w.state != wsReady {
			done = false
			continue
		}
		if c.cancel != nil {
			select {
			case <-c.cancel:
				w.faultf(cu.ErrorLaunchTimeout, firstLane(w.active|1), 0, "%v", cancelReason(c.l.Context))
				return false, false, w.fault
			default:
			}
		}
		before, exited := w.count, w.exited
		if c.sleepers != 0 {
			c.sleepers &^= 1 << w.id
		}
		lim := min(limit, c.budget-w.count)
		if w.startsStraight {
			// The warp's turn starts at a compiled run that ends it (begin): straight runs it,
			// vecadd's warm warps to their end, without exec's entry and dispatches; exec goes on
			// where straight stops. (The flag, tested here: a test of the pc in run or exec cost
			// reduce's many short turns 2-3 % of its instructions.)
			var n int64
			var tinstr uint64
			var resumed bool
			if c.rounds && (c.busy == 0 || c.adoptable(i)) && c.cancel == nil && c.sleepers == 0 && c.cl == nil && c.set == nil && !c.gridPending {
				// No warp waits (where one has ended, the round counts no barrier), nothing else
				// to test between turns, no other CTA to let run between them (a resident set), no
				// grid barrier to join: the turns from w's on may be a barrier round, which hands
				// back the warp whose turn it did not finish, to go on with here.
				// (The round runs straight on the warp it hands back: what it left to exec may
				// start with a branch over a region, branchover.go.)
				w, n, tinstr, resumed, exited = c.round(i, limit, winstr)
				if w.id != i {
					// Some of the others may come before w in this pass (the round goes on
					// cyclically); done is tested again at the end.
					i, done, jumped = w.id, false, true
				}
				before = w.count
				lim = min(limit, c.budget-w.count)
			} else {
				resumed = w.straightResumed
				w.startsStraight, w.straightResumed = false, false
				n, tinstr = w.straight(lim)
			}
			w.count += n // (before exec: its %clock reads count from w.count)
			c.tinstr += tinstr
			if w.state == wsDone && c.busy == 0 && c.cl == nil {
				// Ended at its ret, as below: no fault, no barrier with arrivals, no cluster.
				*winstr += uint64(n)
				progress = true
				c.live--
				// straight ran the warp from begin's reset to its end: what only exec changes
				// (calls, divergence, barriers, waits) is still reset for the next CTA; not so
				// when the turn resumed after a barrier exec ran.
				w.untouched = !resumed
				continue
			}
			if w.state == wsBarrier {
				// Waits whole at a barrier (straightBar): it exited no lane and faulted nowhere,
				// so none of the tests below applies.
				*winstr += uint64(n)
				progress = true
				done = false
				continue
			}
			if w.state == wsReady && w.fault == nil { // (straight's store may have faulted)
				w.run(lim - n)
			}
		} else {
			w.run(lim)
		}
		*winstr += uint64(w.count - before)
		progress = true
		if w.fault != nil {
			return true, false, w.fault
		}
		if c.sanFault != nil {
			return true, false, c.sanFault
		}
		if w.state == wsDone && c.busy == 0 && c.cl == nil {
			// The common end of a warp: no barrier has arrivals its exit could complete, no
			// cluster (the case below, without its calls).
			c.live--
			continue
		}
		switch w.state {
		case wsBarrier, wsDone:
			// Lanes that exited count as arrived: they may be all a barrier waited for. (An
			// arrival has tried its own barrier already.)
			if w.exited != exited || w.state == wsDone {
				if w.state == wsDone || w.exited == fullMask {
					c.live-- // it was live when it started its turn (begin)
				}
				c.releaseAll()
				if c.sanFault != nil {
					return true, false, c.sanFault
				}
				if c.cl != nil {
					c.cl.tryRelease()
				}
			}
		default:
			if w.count >= c.budget {
				w.faultf(cu.ErrorLaunchTimeout, firstLane(w.active|1), 0,
					"warp %d executed its budget of %d instructions (endless loop?)", w.id, c.budget)
				return true, false, w.fault
			}
		}
		if w.state != wsDone {
			done = false
		}
	}
	if jumped && !done && c.live == 0 {
		// Every warp ended, some in a round that passed them: no other pass is needed to find
		// that out (reduce's CTAs took one more slice each).
		done = allDone(warps)
	}
	return progress, done, nil
}

// allDone reports whether every warp of warps has finished.
func allDone(warps []*warp) bool {
	for _, w := range warps {
		if w.state != wsDone {
			return false
		}
	}
	return true
}

// finish ends c's run of a CTA: racecheck reports the hazards of its last barrier interval.
func (c *cta) finish() {
	if c.san != nil {
		c.san.flushRaces()
	}
}

// stuck is the fault of a CTA none of whose warps can run: they all wait at barriers.
func (c *cta) stuck() *Fault {
	for id := range c.bars {
		if len(c.bars[id].waiting) > 0 {
			return c.deadlock(id)
		}
	}
	if c.cl != nil && len(c.cl.waiting) > 0 {
		return c.cl.deadlock()
	}
	return &Fault{Code: cu.ErrorLaunchTimeout, Kernel: c.k.name, Block: c.ctaid, Detail: "deadlock"}
}

// takeThreadInstructions returns the thread-instructions c's warps executed and resets the count.
func (c *cta) takeThreadInstructions() uint64 {
	n := c.tinstr
	c.tinstr = 0
	return n
}

func (c *cta) liveThreads() int {
	n := 0
	for _, w := range c.warps {
		if w.state != wsDone {
			n += bits.OnesCount32(^w.exited)
		}
	}
	return n
}

// deadlock returns the fault of a CTA whose warps all wait at barriers, naming barrier id.
func (c *cta) deadlock(id int) *Fault {
	b := &c.bars[id]
	w := b.waiting[0]
	var g parkedGroup
	if w.whole != 0 {
		g = parkedGroup{pc: w.pc, mask: w.whole, level: int32(len(w.frames)), id: w.wholeID}
	} else {
		g = w.parked[0]
		for _, p := range w.parked {
			if int(p.id) == id {
				g = p
				break
			}
		}
	}
	w.pc = g.pc - 1
	detail := fmt.Sprintf("deadlock: barrier %d waits for %d threads, %d arrived, and no other warp can run", id, b.expected, b.arrived)
	if b.expected == 0 {
		detail = fmt.Sprintf("deadlock: barrier %d waits for all %d threads of the block, %d arrived, and no other warp can run", id, c.liveThreads(), b.arrived)
	}
	if len(w.frames) > 0 && w.outside() != 0 {
		detail += fmt.Sprintf(" (warp %d waits inside a device function that part of it called; lanes %#08x wait outside it, and the engine runs a warp's lanes outside a call only once the call returns)", w.id, w.outside())
	}
	w.faultf(cu.ErrorLaunchTimeout, firstLane(g.mask), 0, "%s", detail)
	return w.fault
}

// outside returns the lanes of w that neither exited nor wait at a barrier, nor are pending in
// the current call frame: the lanes waiting in callers' frames.
func (w *warp) outside() uint32 {
	m := ^w.exited &^ w.whole
	for _, g := range w.parked {
		m &^= g.mask
	}
	for _, e := range w.stack[w.frameDepth:] {
		m &^= e.mask
	}
	return m &^ w.active
}

// barSync makes the lanes in mask arrive at barrier id (bar.sync, bar.red; cnt is the thread
// count or 0) and park there until it completes. The warp's other groups run on, lowest pc first,
// until they too arrive or exit. It reports false when the warp has no group left to run.
//
// A warp whose running group arrives whole at bar.sync (no bar.red, no other group pending in its
// call frame, no other barrier waited at, the fast engine, an unchecked launch: arrivesWhole),
// the common case of a converged warp, waits without a parked group: w.whole keeps its lanes
// and w.pc, already past the barrier, where they resume (runOn), and an arrival that cannot
// complete the barrier does not call tryRelease. Other arrivals park (barSyncParked).
func (w *warp) barSync(in *inst, id, cnt, mask uint32) bool {
	if in.aux&7 >= 2 || !w.arrivesWhole(mask) {
		return w.barSyncParked(in, id, cnt, mask)
	}
	return w.waitWhole(id, cnt)
}

// waitWhole is barSync's arrival of a warp that arrives whole (arrivesWhole) at barrier id (id
// below 16) with thread count cnt (0: none); straight's bar.sync (straightBar) calls it too.
func (w *warp) waitWhole(id, cnt uint32) bool {
	c := w.cta
	id &= 15 // the caller checked it: no bounds check, no shift past the width
	b := &c.bars[id]
	n := len(b.waiting)
	b.waiting = b.waiting[:n+1] // prepare made room for every warp
	b.waiting[n] = w
	b.arrived += bits.OnesCount32(w.active)
	if w.active == ^w.exited {
		b.full++
	}
	if cnt != 0 {
		b.expected = int(cnt)
	}
	c.busy |= 1 << id
	w.barWait = 1 << id
	w.whole, w.wholeID = w.active, uint8(id)
	w.active = 0
	if c.mayComplete(b) {
		c.tryRelease(int(id))
		if w.active != 0 {
			return true // the last arrival: its wait ended at once
		}
	}
	w.state = wsBarrier
	return false
}

// barSyncParked is barSync for the lanes of a bar.red, or of a warp that does not arrive whole:
// they wait in a parked group, and the warp's other groups run on.
func (w *warp) barSyncParked(in *inst, id, cnt, mask uint32) bool {
	c := w.cta
	b := &c.bars[id]
	var red *inst
	if in.aux&7 >= 2 {
		red = in
		p := w.p[in.c]
		if in.aux&8 != 0 {
			p = ^p
		}
		p &= mask
		b.popc += uint32(bits.OnesCount32(p))
		b.all = b.all && p == mask
		b.any = b.any || p != 0
	}
	if w.barWait&(1<<id) == 0 && c.l.Sanitize != nil {
		w.barLive[id] = w.liveAtBarrier() // synccheck: the lanes that must all arrive
	}
	w.parked = append(w.parked, parkedGroup{pc: w.pc, mask: mask, level: int32(len(w.frames)), id: uint8(id), red: red})
	if w.barWait&(1<<id) == 0 {
		w.barWait |= 1 << id
		b.waiting = append(b.waiting, w)
	}
	b.arrived += bits.OnesCount32(mask)
	if cnt != 0 {
		b.expected = int(cnt)
	}
	c.busy |= 1 << id
	w.active &^= mask
	c.tryRelease(int(id))
	if w.active != 0 {
		// Lanes whose guard was false go on past the barrier.
		return true
	}
	if len(w.stack) == w.frameDepth && len(w.suspended) == 0 {
		// No other group of this call frame can run (the common case: the whole warp arrived):
		// resume would find only the group just parked, and wait for the barrier.
		w.pc = noPending
		w.idle()
		return false
	}
	if w.resume() {
		return true
	}
	w.idle()
	return false
}

// arrivesWhole reports whether the lanes in mask arriving at bar.sync (not bar.red) may wait
// whole (barSync): they are the warp's running group, no other group is pending in its call frame,
// set aside in a call (suspendCall) or waits at a barrier, the engine is not the portable one and the launch is not checked.
func (w *warp) arrivesWhole(mask uint32) bool {
	return mask == w.active && w.barWait == 0 && len(w.stack) == w.frameDepth && len(w.suspended) == 0 && w.cta.wholeBars
}

// mayComplete is tryRelease's cheap refusal: false when a live warp has no lanes waiting at b
// and b has neither a thread count nor loose arrivals (the common case at every arrival but the
// last). The warps that wait are live ones (parked lanes have not exited), so fewer of them than
// c.live leaves one out.
func (c *cta) mayComplete(b *barrier) bool {
	return b.expected != 0 || b.loose || len(b.waiting) >= c.live
}

// arrive counts the lanes in mask at barrier id without waiting (bar.arrive).
func (c *cta) arrive(id, cnt, mask uint32) {
	b := &c.bars[id]
	b.arrived += bits.OnesCount32(mask)
	if cnt != 0 {
		b.expected = int(cnt)
	}
	b.loose = true
	c.busy |= 1 << id
	c.tryRelease(int(id))
}

func (c *cta) tryRelease(id int) {
	b := &c.bars[id]
	want := b.expected
	if want == 0 {
		if !c.mayComplete(b) {
			return
		}
		// Each live warp has live threads (live counts no fewer warps than have them), so when
		// as many warps as are live wait whole with all their live lanes, every live thread
		// arrived; else count them.
		if b.full < c.live || b.loose {
			want = c.liveThreads()
		}
	}
	if b.arrived < want {
		return
	}
	popc, all, any := b.popc, b.all, b.any
	if c.san != nil {
		c.san.barrier()
	}
	if s := c.l.Sanitize; s != nil && s.Checks&CheckSync != 0 {
		c.sanBarrier(s, id)
	}
	if id == 0 && c.gridPending {
		// A grid barrier's CTA part is complete: arrive at the grid and keep
		// the warps parked until every CTA has (gridPoll).
		c.gridPending = false
		if f := c.gridArrive(); f != nil {
			c.gridFault = f
		}
		c.gridWarps = append(c.gridWarps, b.waiting...)
		b.popc, b.all, b.any, b.loose, b.full = 0, true, false, false, 0
		b.waiting = b.waiting[:0]
		b.arrived = 0
		b.expected = 0
		c.busy &^= 1 << id
		return
	}
	for _, w := range b.waiting {
		if w.whole != 0 && int(w.wholeID) == id {
			w.runOn() // unpark's first case, without the call
			continue
		}
		w.unpark(uint32(id), popc, all, any)
	}
	b.popc, b.all, b.any, b.loose, b.full = 0, true, false, false, 0
	b.waiting = b.waiting[:0]
	b.arrived = 0
	b.expected = 0
	c.busy &^= 1 << id
}

// unpark ends the wait of w's groups parked at barrier id, which completed with the bar.red
// results popc, all and any: each becomes a pending group of its call frame again.
func (w *warp) unpark(id uint32, popc uint32, all, any bool) {
	if w.whole != 0 && uint32(w.wholeID) == id {
		w.runOn()
		return
	}
	k := 0
	for _, g := range w.parked {
		if uint32(g.id) != id {
			w.parked[k] = g
			k++
			continue
		}
		if in := g.red; in != nil {
			w.widen()
			switch in.aux & 7 {
			case 2:
				d := &w.r[in.d]
				for m := g.mask; m != 0; m &= m - 1 {
					d[bits.TrailingZeros32(m)] = uint64(popc)
				}
			case 3, 4:
				ok := all
				if in.aux&7 == 4 {
					ok = any
				}
				if ok {
					w.p[in.d] |= g.mask
				} else {
					w.p[in.d] &^= g.mask
				}
			}
		}
		if w.active == 0 && int(g.level) == len(w.frames) && len(w.stack) == w.frameDepth && len(w.suspended) == 0 {
			// Nothing else runs in this frame (the common case: a converged warp): run on.
			w.pc, w.active, w.rpc = g.pc, g.mask&^w.exited, noPending
			continue
		}
		w.pushPending(int(g.level), stackEntry{pc: g.pc, mask: g.mask})
	}
	w.parked = w.parked[:k]
	w.barWait &^= 1 << id
	if w.state == wsBarrier {
		w.state = wsReady
	}
}

// runOn ends the wait of a warp that waited whole (barSync): it runs on from w.pc. (Its only
// barrier is the one that completed: a warp waits whole only when it waits at no other.)
func (w *warp) runOn() {
	w.active, w.rpc = w.whole&^w.exited, noPending
	w.whole, w.barWait = 0, 0
	if w.state == wsBarrier {
		w.state = wsReady
	}
}

func (c *cta) releaseAll() {
	for m := c.busy; m != 0; m &= m - 1 {
		c.tryRelease(bits.TrailingZeros16(m))
	}
}

type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (lw *lockedWriter) Write(b []byte) (int, error) {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	return lw.w.Write(b)
}

// cancelReason says why a launch's context ended: its time budget ran out,
// or the caller cancelled it.
func cancelReason(ctx context.Context) string {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return "the launch ran out of its time budget (Driver.SetLaunchTimeout, CUDASIM_LAUNCH_TIMEOUT)"
	}
	return "the launch was cancelled by its caller"
}

// progressEvery is how often a launch's Progress is called.
var progressEvery = time.Second

// reportProgress calls progress every progressEvery with the blocks of the groups started so far
// (started counts them) until the returned function is called, which reports the end if
// anything was reported. A timer, not a goroutine, so that short launches pay next to nothing.
func reportProgress(progress func(done, total uint64), started func() uint64, groups, nctas uint64) func() {
	var mu sync.Mutex
	ended, reported := false, false
	var t *time.Timer
	mu.Lock() // the callback waits for t to be set
	defer mu.Unlock()
	t = time.AfterFunc(progressEvery, func() {
		mu.Lock()
		defer mu.Unlock()
		if ended {
			return
		}
		progress(started()*nctas/max(groups, 1), nctas)
		reported = true
		t.Reset(progressEvery)
	})
	return func() {
		mu.Lock()
		defer mu.Unlock()
		ended = true
		t.Stop()
		if reported {
			progress(nctas, nctas)
		}
	}
}

// writesShared reports whether code may write shared memory. Only the instructions below are
// known not to (registers, predicates, control flow, loads, stores to global, local and
// parameter space); anything else may: shared and generic stores, atomics, asynchronous and
// bulk copies, mbarriers, matrix stores, texture and surface instructions, calls.
func writesShared(code []inst) bool {
	for i := range code {
		if arithmetic(code[i].op) {
			continue
		}
		switch code[i].op {
		case opNop, opUnsupported,
			opMov, opMovPred, opPredFromReg, opRegFromPred, opSreg, opLocalAddr, opPack, opUnpack,
			opCvtaToGen, opCvtaFromGen, opIsspacep,
			opLdGlobal, opLdGlobal32, opLdGlobal64, opLdShared, opLdShared32, opLdLocal, opLdGeneric,
			opLdKParam, opLdParamReg, opLdPVar,
			opStGlobal, opStGlobal32, opStGlobal64, opStLocal, opStPVar,
			opBra, opBraUni, opBrx, opRet, opExit, opTrap, opBrkpt, opBar, opBarWarp, opMembar,
			opShfl, opVote, opMatch, opRedux, opActivemask, opElect, opNanosleep,
			opMapa, opGetctarank, opClusterBar, opWgmmaGroup,
			opLdShared32Checked:
		default:
			return true
		}
	}
	return false
}

// inConst reports whether the generic address x lies in one of the kernel's .const variables
// (isspacep.const, __isConstant): their generic addresses are their device addresses.
func (c *cta) inConst(x uint64) bool {
	for _, v := range c.k.constVars {
		if a := c.l.Symbols[v.name]; x-a < v.size {
			return true
		}
	}
	return false
}
