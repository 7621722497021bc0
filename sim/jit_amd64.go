//go:build amd64 && linux

package sim

import (
	"maps"
	"math/bits"
	"os"
	"runtime"
	"slices"
	"strconv"
	"unsafe"

	"cudasim/sim/internal/amd64"
)

// Compiled runs (docs/engine-performance.md, eighth pass): each opRun of the fast code becomes
// machine code that runs the whole run on a whole warp, four lanes (one YMM register) at a time,
// so that a run costs one call and no dispatch per member. runALU calls it where exec runs the
// whole run; everything else is interpreted as before.

// compiledRuns turns the compiler on; CUDASIM_ENGINE=interpreted turns it off, leaving the rest
// of the fast engine (tests turn it off to compare with the interpreted runs).
var compiledRuns = os.Getenv("CUDASIM_ENGINE") != "interpreted"

// jitRunAlign and jitPad place compiled runs, for layout probes (docs/engine-performance.md,
// uni39): CUDASIM_JITALIGN=N starts each run at a multiple of N bytes (int3 between, never
// run; unset: packed, as before), CUDASIM_JITPAD=N puts N bytes before the first. uni38's
// fewer stores in sgemm's first runs moved its fma run (identical code) from 0 to 17 mod 64;
// tools/bench/uni39/probe times whether such a move matters on the GPU host.
var jitRunAlign, jitPad = envInt("CUDASIM_JITALIGN", 1), envInt("CUDASIM_JITPAD", 0)

// envInt is the positive integer in the environment variable name, or def.
func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

// callRun runs the compiled code at code on the register file that starts at regs, with the
// memory and predicates it may touch (jit_amd64.s). It returns how many instructions ran
// (counting a loop's every iteration and the runs it went on to: jitChains), the pc where the
// interpreter goes on, and the branches among them no lane took (runALU).
//
//go:noescape
func callRun(code uintptr, regs *[32]uint64, mem *jitMem) (ran, next, quiet int)

// jitMem is what a compiled run reads besides the registers (compileAccess and compileLoop know
// its layout): the CTA's shared memory, the warp's spans of global memory by pc (w.pcSpans,
// which the interpreter's full-warp accesses keep), its predicates, and how many instructions a
// loop may run in all (the slice's budget).
type jitMem struct {
	shared    unsafe.Pointer
	sharedLen uint64
	spans     *[pcSpanSlots]globalSpan
	preds     *uint32
	budget    int64
	iota      *[8]uint64 // jitIota (consecutiveLanes)
	// rpc is the warp's w.rpc: a run goes on to another (jitChains) only below it.
	rpc int64
	// quiet counts the quiet branches of the runs a call went through before its last.
	quiet int64
	// tidLanes is 1 where each warp's lanes hold consecutive %tid.x (the block's x extent is a
	// multiple of 32): an address analyseLaneStrides proves U + 4*%tid.x is then consecutive.
	// (Compiled code tests its low byte.)
	tidLanes uint64
}

// jitIota is what consecutive lanes 0-3 hold less lane 0's value (consecutiveLanes), then what
// a packed slot's consecutive lanes 0-7 hold (consecutiveLanes of a packed slot: doublewords 0, 4, ..., 28).
var jitIota = [8]uint64{0, 4, 8, 12, 4<<32 | 0, 12<<32 | 8, 20<<32 | 16, 28<<32 | 24}

// jitLaneShifts holds, per lane l, 63 - l: the shift that moves a predicate's bit l to bit 63
// (selp's member), laid out as a register's lanes so that a chunk's four are at its offset.
var jitLaneShifts = func() (s [32]uint64) {
	for l := range s {
		s[l] = uint64(63 - l)
	}
	return s
}()

// jitLaneShiftsWords holds, per lane l, 31 - l: the shift that moves a predicate's bit l to bit
// 31 (selp's member on eight lanes of words), a chunk's eight at its offset.
var jitLaneShiftsWords = func() (s [32]uint32) {
	for l := range s {
		s[l] = uint32(31 - l)
	}
	return s
}()

// The offsets in jitMem and globalSpan that compiled code reads.
const (
	jitMemShared    = int32(unsafe.Offsetof(jitMem{}.shared))
	jitMemSharedLen = int32(unsafe.Offsetof(jitMem{}.sharedLen))
	jitMemSpans     = int32(unsafe.Offsetof(jitMem{}.spans))
	jitMemPreds     = int32(unsafe.Offsetof(jitMem{}.preds))
	jitMemBudget    = int32(unsafe.Offsetof(jitMem{}.budget))
	jitMemIota      = int32(unsafe.Offsetof(jitMem{}.iota))
	jitMemRPC       = int32(unsafe.Offsetof(jitMem{}.rpc))
	jitMemQuiet     = int32(unsafe.Offsetof(jitMem{}.quiet))
	jitMemTidLanes  = int32(unsafe.Offsetof(jitMem{}.tidLanes))
	spanSize        = int32(unsafe.Sizeof(globalSpan{}))
	spanBase        = int32(unsafe.Offsetof(globalSpan{}.base))
	spanData        = int32(unsafe.Offsetof(globalSpan{}.b))
	spanLen         = spanData + 8 // a slice's length follows its pointer
)

// jitCode is a kernel's compiled runs: one mapping, each run at the offset its opRun's x[3]
// holds, plus one.
type jitCode struct {
	code *amd64.Code
	base uintptr // code.Addr(0)
	jitCounts
}

// jitCounts counts, for tests, what the compiler left out: deadStores the stores of registers
// that compiled segments leave out (liveness.go; one per compiled body and register, per value
// computed once), kept the values a segment keeps in a YMM register for its chunks
// (segmentKept), by kind, acrossSetps the segments joined across a setp (acrossSetp).
type jitCounts struct {
	deadStores  int
	kept        [3]int
	acrossSetps int
	// segments and wordSegments count the segments compiled, and those on eight lanes of words
	// (segmentWords); mixedSegments those whose chunks alone run on words.
	segments, wordSegments, mixedSegments int
}

// runCompiled runs the compiled run whose opRun is in on the warp's registers, budget
// instructions at most (its first included); it returns runALU's results. A loop (compileLoop)
// takes its back edge only where no pending group reconverges before the branch after it.
func (w *warp) runCompiled(in *inst, budget int64) (ran, next, quiet int) {
	if w.pc+in.x[1]+2 > w.rpc {
		budget = 0
	}
	var m jitMem // (set field by field: a composite literal was built, then copied)
	// Another block rank's window is not at 0: its accesses leave the compiled code for sharedAt.
	sh := w.cta.ownShared()
	m.shared, m.sharedLen = unsafe.Pointer(unsafe.SliceData(sh)), uint64(len(sh))
	m.spans, m.preds, m.budget, m.iota, m.rpc = &w.pcSpans, unsafe.SliceData(w.p), budget, &jitIota, int64(w.rpc)
	m.tidLanes = w.jm.tidLanes
	// Packed for the call where the warp is wide and its kernel packs slots (lanepack.go), and
	// wide again after it: exec's loop goes on (branchOver's keeps the packed form). exec calls
	// it for a whole warp (all 32 lanes at w.pc, and at next after it), so only the slots live
	// there are converted; where the run ends at a bar.sync that reads no packed slot, the warp
	// stays packed: it waits there, and straight's next turn finds it packed (exec's opBar
	// widens it where it goes on).
	convert := w.toPack
	if convert {
		w.packLive()
	}
	ran, next, quiet = callRun(w.cta.k.jit.base+uintptr(in.x[3]-1), unsafe.SliceData(w.r), &m)
	if convert {
		pc := w.pc
		w.pc = int32(next)
		if !w.waitsPacked() {
			w.widenWhole()
		}
		w.pc = pc
	}
	return ran, next - int(w.pc), quiet
}

// straight runs what a whole warp at top level can run without exec's loop: compiled runs
// (exec's opRun case, where the run goes whole), a whole warp's bar.sync (straightBar) and the
// ret that ends the warp. It returns at anything else, or where exec would take another way (a
// partial mask, a pending group, a run the slice has no room for or that leaves its first member
// to the interpreter), with the counts exec would have made; exec goes on from there. A warm
// vecadd warp is one run and its ret, and exec's entry cost more than both dispatches; each of
// reduce's turns is runs going on to one another, then bar.sync (docs/engine-performance.md,
// jit13 and jit14). It calls the code itself (runCompiled's work, its jitMem made once for the
// turn).
func (w *warp) straight(limit int64) (n int64, tinstr uint64) {
	code := w.cta.code
	m := &w.jm
	for n < limit && w.active == fullMask && w.pc < w.rpc {
		in := &code[w.pc]
		switch in.op {
		case opRun:
			run := in.x[1]
			if in.x[3] == 0 || n+int64(run) > limit || w.pc+run > w.rpc {
				return
			}
			m.budget, m.rpc, m.quiet = limit-n, int64(w.rpc), 0
			if w.pc+run+2 > w.rpc {
				m.budget = 0 // runCompiled's rule: a loop's back edge only where no group reconverges
			}
			w.packWhole()
			w.scrambleNarrow() // (nothing but with the tag lanecheck: lanewidth.go)
			ran, next, quiet := callRun(w.cta.k.jit.base+uintptr(in.x[3]-1), unsafe.SliceData(w.r), m)
			if ran == 0 {
				// exec makes the first member alone (runFirst); the compiled code did nothing.
				return
			}
			n += int64(ran)
			tinstr += 32 * uint64(ran-quiet)
			w.pc = int32(next)
		case opRet:
			if in.guard >= 0 || len(w.frames) != 0 || len(w.stack) != w.frameDepth || len(w.parked) != 0 {
				return
			}
			// exec's case for a whole warp at top level with no group pending: every lane
			// exits, and resume finds nothing to run (idle: done).
			n++
			tinstr += 32
			w.exited |= fullMask
			w.active = 0
			w.state = wsDone
			return
		case opBra:
			// Compiled code leaves at a branch its lanes disagree on: where the whole warp may
			// run its region (branchover.go), the warp goes on whole after it.
			if in.guard < 0 || !w.mayRunOver(in, limit-n-1) {
				return
			}
			taken := w.p[in.guard]
			if in.gneg {
				taken = ^taken
			}
			if taken == 0 || taken == fullMask {
				return // exec's jump or fall-through (compiled code takes those itself)
			}
			ran, ok := w.branchOver(in, taken)
			n += 1 + int64(ran)
			tinstr += uint64(bits.OnesCount32(taken)) + overThreads(ran, taken)
			if !ok {
				return // a store faulted: slice runs nothing more of the warp
			}
		default:
			if in.op != opBar {
				return
			}
			made, waits := w.straightBar(in)
			if !made {
				return
			}
			n++
			tinstr += 32
			if waits {
				return
			}
		}
	}
	return
}

// round gives c's warps their turns from warps[i] on, as slice would: in cyclic order (slice's
// next pass starts again at warp 0), each until it waits, the last arrival at a barrier going
// on. It goes on while each turn is what straight runs: compiled runs, a bar.sync (no thread
// count) the whole warp arrives at (arrivesWhole) and the ret that ends a warp. A warp waits in
// the round's count alone, its state untouched: when every warp of c arrived (each arrives
// whole, and all are live), the barrier completes with nothing to undo per warp, where barSync's
// waits each took a place in the barrier's list and tryRelease's loop resumed them. The round
// ends at a turn that does anything else (or a warp that does not start straight): the warps
// that wait then are made to wait as barSync makes them (waitWhole), in the order they arrived,
// and round returns that turn's warp with its counts so far (not added to w.count), whether the
// warp's turn resumed after a barrier exec ran (straightResumed) and its exited lanes before what
// straight then runs of it (round runs straight on it, as slice did: a branch over a region), for
// slice to go on with as after straight. Where straight ends that warp, no warp waits and the
// next starts straight, round ends the warp as slice would and goes on with the next (turns38). A ret where no warp waits and the next warp starts straight ends its warp as
// slice would (c.live, untouched) and the round goes on; from then on, as in a round that starts
// with a warp ended, no barrier is counted (barSync completes it at fewer warps). slice calls it
// where a round may start. The turns themselves are roundTurns's, in assembly.
func (c *cta) round(i int, limit int64, winstr *uint64) (w *warp, n int64, tinstr uint64, resumed bool, exited uint32) {
	warps := c.warps
	w = warps[i]
	w.startsStraight = false
	k := c.k
	c.roundsRun++
	// (Set field by field: a composite literal was copied from a template, then copied again.)
	var s roundState
	s.warps, s.nwarps, s.code, s.bars = unsafe.SliceData(warps), len(warps), unsafe.SliceData(c.code), unsafe.SliceData(k.roundBar)
	s.base, s.limit, s.budget, s.most, s.live = k.jit.base, limit, c.budget, limit*int64(len(warps)), &c.live
	s.cur, s.lim, s.ended, s.runPC, s.barPC, s.retPC = i, min(limit, c.budget-w.count), c.live != len(warps), -1, -1, -1
	if c.busy != 0 {
		s.arrived, s.id = c.adopt(i) // (slice checked that it may: adoptable)
	}
	if !c.allPacked { // (roundTurns calls compiled code)
		for _, v := range warps {
			v.pack()
		}
		c.allPacked = true
	}
	if laneCheck { // (the tag lanecheck: lanewidth.go)
		for _, v := range warps {
			v.scrambleNarrow()
		}
	}
	for {
		other := roundTurns(&s) != 0
		w, n, tinstr = warps[s.cur], s.n, s.tinstr
		if other {
			if in := &c.code[w.pc]; in.op == opRet && in.guard < 0 && len(w.frames) == 0 && len(w.parked) == 0 {
				// straight's case: the whole warp exits at top level, no group pending.
				n++
				tinstr += 32
				w.exited |= fullMask
				w.active = 0
				w.state = wsDone
			}
		}
		resumed, w.straightResumed = w.straightResumed, false
		waiting := s.arrived != 0
		for k := s.arrived; k > 0; k-- {
			v := warps[(w.id-k+len(warps))%len(warps)]
			v.waitWhole(s.id, 0) // (cannot complete: a warp of the round has not arrived)
			v.straightAfterBarrier()
		}
		// What the round leaves to exec may start with what straight runs (a branch over a
		// region, branchover.go: reduce's last store, then its ret). (exited: as slice takes
		// it before the turn's straight and exec.)
		exited = w.exited
		if w.state == wsReady {
			m, t := w.straight(min(limit, c.budget-w.count) - n)
			n, tinstr = n+m, tinstr+t
		}
		// Where that ended the warp, no warp waits and the next starts straight, the warp
		// ends as slice would end it and the round goes on with the next warp, as roundTurns'
		// ret does (reduce's warp 0, whose tail branches over its last store, no longer
		// ends the round and starts another for the warps after it).
		j := w.id + 1
		if j == len(warps) {
			j = 0
		}
		next := warps[j]
		if w.state != wsDone || waiting || !next.startsStraight || w.fault != nil || c.busy != 0 || c.cl != nil {
			break
		}
		w.count += n
		s.winstr += uint64(n)
		s.ctinstr += tinstr
		c.live--
		w.untouched = !resumed
		s.ended, s.barPC = true, -1
		next.startsStraight = false
		s.cur, s.n, s.tinstr, s.lim = next.id, 0, 0, min(limit, c.budget-next.count)
	}
	*winstr += s.winstr
	c.tinstr += s.ctinstr
	return w, n, tinstr, resumed, exited
}

// adoptable reports whether a round starting at warp i may take over the warps that wait at
// the only barrier with arrivals (c.busy != 0): they are the warps just before i in cyclic
// order, each waiting whole with every lane (waitWhole: straightBar's or exec's bar.sync, no
// thread count, no bar.red, no bar.arrive), at a bar.sync a round counts (roundBar), and no warp
// has ended. Then the barrier's state is what a round would hold had those warps arrived in it
// (its count alone), and round takes them over (adopt) rather than leaving the CTA's later turns
// to exec's barriers: a warp that one turn sent to exec (a load whose span its compiled code
// could not find: reduce's CTAs at each 64 KiB page of its input) waits there, and from then on
// every arrival found a barrier busy and waited in barSync's list, no round started again in the
// CTA, and it took four times a round's instructions (turns38).
func (c *cta) adoptable(i int) bool {
	id := bits.TrailingZeros16(c.busy)
	if c.busy != 1<<id || c.live != len(c.warps) || c.k.roundBar == nil {
		return false
	}
	b := &c.bars[id]
	n := len(b.waiting)
	if n == 0 || n >= len(c.warps) || b.loose || b.expected != 0 || b.popc != 0 || !b.all || b.any ||
		b.full != n || b.arrived != 32*n {
		return false
	}
	for k := 1; k <= n; k++ {
		v := c.warps[(i-k+len(c.warps))%len(c.warps)]
		if v.state != wsBarrier || v.whole != fullMask || v.exited != 0 || int(v.wholeID) != id ||
			v.barWait != 1<<id || len(v.parked) != 0 || v.pc < 1 || int(c.k.roundBar[v.pc-1]&roundBarID) != id+1 {
			return false
		}
	}
	return true
}

// adopt undoes the waits at the busy barrier of the warps adoptable found (runOn's work, less
// the release), and returns how many wait and the barrier's id, as a round that counted their
// arrivals holds them.
func (c *cta) adopt(i int) (arrived int, id uint32) {
	id = uint32(bits.TrailingZeros16(c.busy))
	b := &c.bars[id]
	arrived = len(b.waiting)
	for _, v := range b.waiting {
		v.runOn()
	}
	b.waiting, b.arrived, b.full = b.waiting[:0], 0, 0
	c.busy = 0
	return arrived, id
}

// roundState is what roundTurns (jit_round_amd64.s) reads and keeps: the CTA's tables, then the
// round's state, which it hands back where it stops.
type roundState struct {
	warps  **warp // c.warps
	nwarps int
	code   *inst   // c.code
	bars   *uint8  // c.k.roundBar, as long as code
	base   uintptr // c.k.jit.base
	limit  int64
	budget int64 // c.budget
	most   int64 // no turn starts once the ended turns ran this many: limit a warp, a pass of slice
	live   *int  // &c.live

	cur     int    // the index (and id) of the warp whose turn it is
	n       int64  // its turn's instructions so far
	tinstr  uint64 // and thread-instructions
	lim     int64  // its turn's limit: min(limit, budget-count)
	id      uint32 // the barrier the waiting warps wait at
	arrived int    // how many wait there
	ended   bool   // a warp ended (its ret) in this round: no barrier is counted after it
	tested  uint64 // the warps (by index) whose first turn in the round passed its tests
	winstr  uint64 // the instructions of the turns that ended (added to *winstr at the end)
	ctinstr uint64 // and their thread-instructions (added to c.tinstr)

	next int // the warp after cur in cyclic order (set where its turn begins)

	// The compiled run that the latest turn started at and the round's bar.sync that the
	// latest run ended at, as decoded there: a barrier's waiting warps resume at the same pc
	// and reach the same barrier, so the next turns skip their decoding (roundTurns' fast
	// path). runPC -1: none; barPC -1: none, or a warp ended in the round.
	runPC       int64
	runCode     uintptr // base + its offset
	runLen      int64   // its members
	barPC       int64
	barID       uint32 // the barrier id
	barStraight bool   // straightAt[barPC+1]
	// The ret (unguarded) that the latest turn to end its warp in the round ended at: a turn
	// whose run ends there skips its decoding. -1: none.
	retPC int64
}

// roundTurns runs round's turns from s.cur's on: compiled runs (callRun's calls, with round's
// limits) and bar.syncs that roundBar counts, switching warps at each wait, as long as each turn
// starts with the warp whole at top level (round's once-a-turn tests). It returns 0 where round
// goes to its end (a test or limit fails, a run or barrier it may not take, the next warp not
// starting straight), 1 where the current warp's next instruction is neither a run nor a bar.sync
// (round takes a ret itself), with s's state at that point. In assembly: Go kept about a dozen
// values live across each call of compiled code, spilling and reloading all of them every turn
// (docs/engine-performance.md, sixteenth pass). A turn that starts at the run the latest turn
// decoded and waits at the bar.sync the latest turn found decodes neither and keeps its counts
// in registers (its fast path: docs/engine-performance.md, rounds24).
//
//go:noescape
func roundTurns(s *roundState) (other int)

// roundBars returns, for each pc of fast, 1 + the barrier id of a bar.sync a round may count
// (round): unguarded, no thread count, an id that is a constant below 16; 0 elsewhere; plus
// roundBarStraight where the pc after it is in straightAt (a warp waiting there starts
// straight). nil when fast has none.
func roundBars(k *Kernel, fast []inst, straightAt []bool) []uint8 {
	consts := map[int32]uint64{slotZero: 0}
	for _, cv := range k.consts {
		consts[cv.slot] = cv.v
	}
	var bars []uint8
	for pc := range fast {
		in := &fast[pc]
		if in.op != opBar || in.guard >= 0 || in.aux != 0 || in.b >= 0 {
			continue
		}
		if id, ok := consts[in.a]; ok && id < 16 {
			if bars == nil {
				bars = make([]uint8, len(fast))
			}
			bars[pc] = uint8(id) + 1
			if pc+1 < len(straightAt) && straightAt[pc+1] {
				bars[pc] |= roundBarStraight
			}
		}
	}
	return bars
}

// roundBarStraight marks a roundBar entry whose next pc is in straightAt; the entry's low bits
// (roundBarID) hold 1 + the id.
const (
	roundBarStraight = 0x80
	roundBarID       = 0x1f
)

// jitReady sets what straight's calls of compiled code read of w, its CTA's shared memory sh
// and its launch's block (prepare, at each launch): all but the budget, rpc and quiet, which
// each call sets.
func (w *warp) jitReady(sh []byte, block [3]uint32) {
	w.jm.shared, w.jm.sharedLen = unsafe.Pointer(unsafe.SliceData(sh)), uint64(len(sh))
	w.jm.spans, w.jm.preds, w.jm.iota = &w.pcSpans, unsafe.SliceData(w.p), &jitIota
	w.jm.tidLanes = 0
	if block[0]%32 == 0 {
		w.jm.tidLanes = 1 // a warp's lanes are 32 consecutive %tid.x of one row
	}
}

// straightBar is exec's case of a whole warp's bar.sync (not bar.arrive or bar.red, which
// barSync makes it wait at whole) for straight: made false where it leaves it to exec (an id out
// of range is exec's fault), waits where the warp's turn ends. (Apart from straight, whose own
// frame it would grow: that cost vecadd's warps 15 instructions each.)
//
//go:noinline
func (w *warp) straightBar(in *inst) (made, waits bool) {
	// barSync's whole arrival (arrivesWhole: the whole warp runs, as in straight), else exec's.
	if in.guard >= 0 || in.aux != 0 || w.barWait != 0 || len(w.stack) != w.frameDepth || len(w.suspended) != 0 || !w.cta.wholeBars {
		return false, false
	}
	id := uint32(w.r[in.a][0])
	cnt := uint32(0)
	if in.b >= 0 {
		cnt = uint32(w.r[in.b][0])
	}
	if id >= 16 {
		return false, false
	}
	w.pc++
	if !w.waitWhole(id, cnt) {
		w.straightAfterBarrier()
		return true, true
	}
	return true, false
}

// straightAfterBarrier lets straight start the warp's next turn (runStraight) where the warp
// waits whole at a barrier and goes on at a compiled run: reduce's turns between its barriers
// are runs that go on to one another (jitChains), then the barrier.
func (w *warp) straightAfterBarrier() {
	if at := w.cta.k.straightAt; at != nil && w.whole == fullMask && int(w.pc) < len(at) && at[w.pc] {
		w.startsStraight, w.straightResumed = true, true
	}
}

// compileRuns compiles the runs of fast (k.fast) and sets each opRun's x[3] to its code's offset
// plus one (0: interpreted). uni, the fast code's uniformity (nil: none), lets accesses share
// one check of their lanes (strideSource); base, the code fast marks (k.hot or k.code), gives the
// registers' liveness (analyseLiveness, made at the first run), which lets segments leave out the
// stores of results nothing reads again.
func (k *Kernel) compileRuns(fast []inst, uni *uniformity, lazy *lazyLiveness) {
	k.jit, k.straightAt, k.rounds, k.roundBar, k.packList, k.overWide, k.packLive = nil, nil, false, nil, nil, nil, nil
	k.onceList, k.onceLive, k.packConv = nil, nil, nil
	if !compiledRuns || !haveLaneVector || k.nslots<<8 > 1<<31-256 {
		return
	}
	var a amd64.Asm
	var offs []int
	var pcs []int
	var counts jitCounts
	var live *liveRegs
	chains := newJitChains(fast)
	if uni != nil {
		uni.strides = analyseLaneStrides(k, fast, uni)
	}
	packed, checked := k.packedSlots(fast, uni)
	var once *storedOnce
	var overOffs, overAt []int
	// compile compiles the runs and the branch-over stretches, with once's slots stored once;
	// false where a segment could not hold one so (storedOnce.broke).
	compile := func() bool {
		a, offs, pcs, counts, chains = amd64.Asm{}, nil, nil, jitCounts{}, newJitChains(fast)
		a.Pad(jitPad)
		overOffs, overAt = nil, nil
		for pc := range fast {
			in := &fast[pc]
			if in.op != opRun {
				continue
			}
			live = lazy.get()
			a.Align(jitRunAlign)
			offs = append(offs, a.Len())
			pcs = append(pcs, pc)
			n := int(in.x[1])
			compileRun(&a, fast[pc:pc+n], pc, loopBack(fast, pc, n), uni, live, &counts, chains, packed, once)
		}
		// The register stretches of two or more members in the regions of branches over them
		// (branchover.go), runs of their own that branchOver's runALU calls: without uniform
		// values, whose lane 0 may be a lane that took the branch.
		for pc := range fast {
			if in := &fast[pc]; in.op == opBra && in.x[1] > 0 {
				start := int(in.x[0])
				region := k.overs[start : start+int(in.x[1])]
				for i := 0; i < len(region); i++ {
					if n := overStretch(region[i:]); n >= 2 {
						live = lazy.get()
						a.Align(jitRunAlign)
						overOffs, overAt = append(overOffs, a.Len()), append(overAt, start+i)
						compileRun(&a, region[i:i+n], pc+1+i, nil, nil, live, &counts, nil, packed, once)
						i += n - 1
					}
				}
			}
		}
		return once == nil || once.broke == nil
	}
	var drop slotWidths
	if packed != nil {
		once = k.onceSlots(fast, uni, lazy.get(), packed, checked, drop)
	}
	for !compile() { // (each try drops one slot or more)
		for s := range int32(len(once.broke) * 64) {
			if once.broke.narrow(s) {
				drop.markNarrow(s, 1)
			}
		}
		once = k.onceSlots(fast, uni, lazy.get(), packed, checked, drop)
	}
	if len(pcs) == 0 && len(overAt) == 0 {
		return
	}
	k.overWide = overWideSlots(k, fast, packed, once)
	k.packConv = k.packList
	if packed != nil {
		k.onceList = once.list()
		if k.onceList != nil {
			k.packConv = slices.DeleteFunc(slices.Clone(k.packList), once.has)
			k.onceLive = packLiveLists(k.onceList, len(fast), lazy.get(), nil)
		}
		k.packLive = packLiveLists(k.packConv, len(fast), lazy.get(), checked)
	}
	for _, f := range chains.jumps {
		a.PatchTo(f.at, chains.top[f.pc])
	}
	code, err := amd64.Map(a.Bytes())
	if err != nil {
		return // the runs stay interpreted
	}
	k.straightAt = make([]bool, len(fast))
	for i, pc := range pcs {
		fast[pc].x[3] = int32(offs[i] + 1)
		k.straightAt[pc] = true
	}
	for i, at := range overAt {
		m := &k.overs[at]
		m.x[1], m.x[3] = int32(overStretch(k.overs[at:])), int32(overOffs[i]+1)
	}
	k.roundBar = roundBars(k, fast, k.straightAt)
	k.rounds = k.roundBar != nil
	k.jit = &jitCode{code: code, base: code.Addr(0), jitCounts: counts}
	runtime.AddCleanup(k, func(c *amd64.Code) { c.Unmap() }, code)
}

// packedSlots picks the narrow slots of fast (lanewidth.go) that compiled code holds packed
// (docs/engine-performance.md, lanes34b): those that only segments' members (compileSegment,
// through ymmCache, or lane 0's quadword, whose low word a narrow slot's reader takes) name.
// Setps (compileSetp, compileSetpF32, a loop's test) and an access's value read or write
// packed slots too. A shfl's registers, an access's address and the registers whose lanes a
// run checks for its accesses (strideChecks) stay in 8-byte lanes: those compilers address
// lanes 8 bytes apart, and compare addresses in 64 bits. It also sets
// k.packList, the slots in order, which the hand-over (lanepack.go) converts. checked holds
// the packed slots that compiled code reads besides its members' operands (the registers its
// shared accesses' lanes are tested with, strideChecks), which liveness does not see.
func (k *Kernel) packedSlots(fast []inst, uni *uniformity) (packed, checked slotWidths) {
	k.packList = nil
	if !packNarrow || !warmStraight(k, fast) {
		return nil, nil
	}
	narrow := k.fastWidths()
	named := func(in *inst) {
		regOperands(in, func(f *int32, _ bool) {
			if narrow.narrow(*f) {
				packed.markNarrow(*f, 1)
			}
		})
	}
	unpack := func(in *inst) {
		regOperands(in, func(f *int32, _ bool) { packed.markWide(*f) })
	}
	// The narrow slots the segments name (of the runs and of the branch-over regions'
	// compiled stretches), less those other compiled members or checks name.
	for pc := range fast {
		if in := &fast[pc]; in.op == opRun {
			for i := range fast[pc : pc+int(in.x[1])] {
				if segmentKind(fast[pc+i].x[2]) {
					named(&fast[pc+i])
				}
			}
		}
	}
	for i := 0; i < len(k.overs); i++ {
		if n := overStretch(k.overs[i:]); n >= 2 {
			for j := range n {
				named(&k.overs[i+j])
			}
			i += n - 1
		}
	}
	for pc := range fast {
		in := &fast[pc]
		if in.op != opRun {
			continue
		}
		n := int(in.x[1])
		run := fast[pc : pc+n]
		if back := loopBack(fast, pc, n); back != nil {
			// A compiled loop (hash's rounds) keeps its registers' lines in the L1 from one
			// iteration to the next: packing saves no miss there and costs each store a
			// shuffle (Hash16K's compiled code +19 %).
			for i := range run {
				unpack(&run[i])
			}
			for i := range back {
				unpack(&back[i])
			}
			continue
		}
		for i := range run {
			switch k := run[i].x[2]; {
			case (k == setpKind || k == setpBraKind) && run[i].imm&setpInt64 != 0:
				// A 64-bit compare reads all of its operands' lanes, as the interpreter's
				// (a 32-bit register there is ill-typed PTX).
				packed.markWide(run[i].a)
				packed.markWide(run[i].b)
			case k == predLogicKind: // (predicates only)
			case k == laneidKind: // (compileLaneid writes quadwords)
				packed.markWide(run[i].d)
			case k == sharedLdKind || k == sharedStKind:
				// generalAccess moves bytes, halves and quadwords between 8-byte lanes. (Its
				// fields, not regOperands': a run's first member is an opRun.)
				packed.markWide(run[i].a)
				if k == sharedLdKind {
					packed.markWide(run[i].d)
				} else {
					packed.markWide(run[i].b)
				}
			case segmentKind(k), k == setpKind, k == setpBraKind, k == setpF32Kind, k == braKind:
				// (compileSetp, compileSetpF32 and compileLoop read packed chunks)
			case k == shflKind:
				// compileShfl reads its source and writes its result packed or not; its lane
				// and clamp are constants there.
			case sharedAccess(k):
				// Its value and its address (32 bits) may be packed: compileAccess reads the
				// address zero-extended, and tests its lanes on doublewords.
			default: // a global access: its value may be packed, not its 64-bit address
				packed.markWide(run[i].a)
			}
		}
		// The registers a global access's lanes are consecutive with (strideChecks): a
		// consecutive test on doublewords says nothing of their 64-bit sums. (A shared
		// access's are tested as they are held; a wideAccess's register is read as lane 0's
		// low word, where a packed slot holds it too.)
		sc := newStrideChecks(run, pc, uni)
		for i := range run {
			if k := run[i].x[2]; k >= firstAccessKind && k < setpKind && !sharedAccess(k) {
				packed.markWide(sc.source[i])
			}
			for _, s := range []int32{sc.source[i], sc.wideAt(i).r} {
				if s >= 0 {
					checked.markNarrow(s, 1)
				}
			}
		}
	}
	for s := range int32(len(packed) * 64) {
		if packed.narrow(s) {
			k.packList = append(k.packList, s)
		}
	}
	if len(k.packList) == 0 {
		return nil, nil
	}
	return packed, checked
}

// packLiveLists is k.packLive: per pc of the fast code (n of them), the slots of packList that
// a whole warp there must convert, those live there (live; nil: all) and those compiled code
// checks (checked). Equal neighbours share one list.
func packLiveLists(packList []int32, n int, live *liveRegs, checked slotWidths) [][]int32 {
	if live == nil {
		return nil
	}
	lists := make([][]int32, n)
	var prev []int32
	for pc := range n {
		var list []int32
		for _, s := range packList {
			if live.liveBefore(pc, s) || checked.narrow(s) {
				list = append(list, s)
			}
		}
		if slices.Equal(list, prev) {
			list = prev
		}
		lists[pc], prev = list, list
	}
	return lists
}

// sharedAccess reports whether a run member's kind is a 32-bit shared access.
func sharedAccess(kind int32) bool {
	return kind == int32(runKinds[opLdShared32]) || kind == int32(runKinds[opStShared32])
}

// warmStraight reports whether a warm warp (past the prologues, k.hotSkip + k.hotCTA) meets only
// what straight and round run without exec: compiled runs, bar.sync, branches (branchOver's
// regions among them) and ret. Elsewhere exec runs an instruction between compiled calls, and
// each such crossing would widen and pack every packed slot again: Black-Scholes' SFU
// instructions between its runs made the options row 1.55x as slow (docs/engine-performance.md,
// lanes34b), sgemm's uncoalesced loads cost it 6 % more instructions.
func warmStraight(k *Kernel, fast []inst) bool {
	start := 0
	if k.hot != nil {
		start = int(k.hotSkip + k.hotCTA) // (fast keeps hot's pcs)
	}
	over := make([]bool, len(fast)) // branchOver's regions
	for pc := range fast {
		if in := &fast[pc]; in.op == opBra && in.x[1] > 0 {
			for i := pc + 1; i <= pc+int(in.x[1]) && i < len(fast); i++ {
				over[i] = true
			}
		}
	}
	for pc := start; pc < len(fast); pc++ {
		in := &fast[pc]
		switch {
		case in.op == opRun:
			pc += int(in.x[1]) - 1 // (compileRuns compiles every run)
		case in.op == opBra, in.op == opRet, in.op == opNop, over[pc]:
		case in.op == opBar && in.aux == 0:
		default:
			return false
		}
	}
	return true
}

// overWideSlots is k.overWide: per member of k.overs where branchOver's Go code runs it (a
// store, or a stretch of register members not compiled, listed at its first), the packed slots
// it names, which branchOver widens around it, but a store's packed value (not also its
// address), whose lanes the store reads from the packed words. nil where nothing is packed.
func overWideSlots(k *Kernel, fast []inst, packed slotWidths, once *storedOnce) []overConv {
	if packed == nil || len(k.overs) == 0 {
		return nil
	}
	conv := make([]overConv, len(k.overs))
	any := false
	for pc := range fast {
		in := &fast[pc]
		if in.op != opBra || in.x[1] <= 0 {
			continue
		}
		start := int(in.x[0])
		region := k.overs[start : start+int(in.x[1])]
		for i := 0; i < len(region); {
			n := overStretch(region[i:])
			value := int32(-1) // a store's value read packed
			switch {
			case n == 0:
				n = 1 // a store
				if st := &region[i]; packed.narrow(st.b) && st.b != st.a && !once.has(st.b) {
					value = st.b
				}
			case n >= 2:
				i += n // compiled: it reads the packed form
				continue
			}
			var list []int32
			for j := range region[i : i+n] {
				regOperands(&region[i+j], func(f *int32, _ bool) {
					if packed.narrow(*f) && *f != value && !slices.Contains(list, *f) {
						list = append(list, *f)
					}
				})
			}
			var stale []int32
			for _, s := range list {
				if once.has(s) {
					stale = append(stale, s)
				}
			}
			conv[start+i] = overConv{wide: list, once: stale, packedValue: value >= 0}
			any = any || len(list) > 0 || value >= 0
			i += n
		}
	}
	if !any {
		return nil // (branchOver converts nothing)
	}
	return conv
}

// The YMM registers of a run's body: PTX registers are cached in Y0-Y8, Y9-Y11 are temporaries,
// Y12-Y15 constants made once before the loop.
const (
	jitCached  = 9
	jitT0      = 9
	jitT1      = 10
	jitT2      = 11
	jitLow     = 12 // 0x00000000ffffffff in each quadword: a 32-bit result zero-extended
	jitNaN     = 13 // 0x7fffffff in each doubleword: PTX's canonical f32 NaN
	jitRot31   = 14 // 31 in each doubleword: a rotate's count
	jitRot32   = 15 // 32 in each doubleword
	jitRegsOff = amd64.DI
	jitChunk   = amd64.CX // the byte offset of the four lanes the body runs on: 0, 32, ... 224
)

// jitUni holds the products of a segment's mad.lo of uniform factors (lane 0's a*b, as runALU
// computes them), made before its chunks; a segment holds at most len(jitUni) of them.
var jitUni = [...]amd64.Reg{amd64.R8, amd64.R9, amd64.R10, amd64.R11}

// jitUnroll is the most members a segment may have to be compiled as its eight chunks one after
// the other rather than as a loop over them (the loop's three instructions a chunk saved).
const jitUnroll = 6

// ymmCache keeps PTX registers in YMM registers for the body of one chunk: a register is loaded
// at its first read, stays to the end of the body unless evicted (least recently used, stored
// if written), and every written one is stored at the end.
type ymmCache struct {
	a      *amd64.Asm
	slot   [jitCached]int32 // the PTX register held, -1 for none
	dirty  [jitCached]bool
	used   [jitCached]int
	pinned [jitCached]bool
	clock  int
	// chunk is the chunk an unrolled body runs on (its lanes' offset, 32*chunk bytes, in each
	// address); -1 where the body is a loop over them (the offset in jitChunk).
	chunk int32
	uni   int // the mad.lo of uniform factors compiled so far: the next one's product is in jitUni[uni]
	// uniY are YMM registers that hold jitUni's products in every lane (0: none, the member
	// broadcasts it).
	uniY [len(jitUni)]amd64.Reg
	// reads counts the reads of each register by the members not compiled yet, for operand.
	reads map[int32]int
	// cvtaY holds, per cvta of the segment in order, the YMM register with its window offset in
	// every lane (0: none, the member broadcasts it); cvta counts those compiled so far.
	cvtaY []amd64.Reg
	cvta  int
	// consts holds the constants' slots, where known (compileSegment).
	consts map[int32]uint64
	// immConsts makes src write a constant's value (consts) into its register rather than load
	// it from the warp's registers: the members computed once read one line of each, which the
	// warps' other registers evict between CTAs (perf29).
	immConsts bool
	// kept marks the YMM registers that hold one value for every chunk of the segment
	// (segmentKept): never evicted, never written, and reserved (slot -2) where the value
	// is not made yet.
	kept [jitCached]bool
	// packed marks the narrow slots compiled code holds packed (packedSlots): 32 lanes of 4
	// bytes in the slot's first 128 bytes, a chunk's four at 16*chunk (jitHalfChunk in a loop).
	packed slotWidths
	// words: the body runs on a chunk of eight lanes of 4 bytes (segmentWords: every register it
	// names is packed), chunk c at 32*c of each slot, with doubleword members; packed is empty
	// then (nothing is widened or narrowed) and constants are immediates.
	words bool
	// once holds the slots stored once (storedonce.go): lane 0's word, broadcast where read.
	once *storedOnce
}

// jitHalfChunk is jitChunk's half in a segment's loop over its chunks: a packed slot's chunk
// offset.
const jitHalfChunk = amd64.DX

// keep makes YMM register y hold slot's value for the whole body (segmentKept).
func (c *ymmCache) keep(y amd64.Reg, slot int32) { c.slot[y], c.kept[y] = slot, true }

func (c *ymmCache) mem(slot int32) amd64.Mem {
	if c.chunk >= 0 {
		return amd64.Mem{Base: jitRegsOff, Disp: slot<<8 + 32*c.chunk}
	}
	return amd64.Mem{Base: jitRegsOff, Index: jitChunk, HasIndex: true, Disp: slot << 8}
}

// memPacked is the 16 bytes of packed slot's four lanes of the body's chunk.
func (c *ymmCache) memPacked(slot int32) amd64.Mem {
	if c.chunk >= 0 {
		return amd64.Mem{Base: jitRegsOff, Disp: slot<<8 + 16*c.chunk}
	}
	return amd64.Mem{Base: jitRegsOff, Index: jitHalfChunk, HasIndex: true, Disp: slot << 8}
}

// load loads slot's four lanes of the chunk into y: zero-extended where the slot is packed.
func (c *ymmCache) load(slot int32, y amd64.Reg) {
	if c.once.has(slot) {
		// (A quadword then holds the word twice, as a packed uniform slot's kept lane 0 does:
		// a narrow slot's readers take the low word.)
		c.a.VPBROADCASTDMem(amd64.Mem{Base: jitRegsOff, Disp: slot << 8}, y)
		return
	}
	if c.packed.narrow(slot) {
		c.a.VPMOVZXDQ(c.memPacked(slot), y)
		return
	}
	c.a.VMOVDQU(c.mem(slot), y)
}

// store stores y's four lanes into slot's chunk; where the slot is packed it narrows them in
// y first (y's value is lost: evictions and the body's last stores only).
func (c *ymmCache) store(y amd64.Reg, slot int32) {
	if c.packed.narrow(slot) {
		packLanes(c.a, y, y)
		c.a.VMOVDQUStore128(y, c.memPacked(slot))
		return
	}
	c.a.VMOVDQUStore(y, c.mem(slot))
}

// loadChunk loads chunk c of slot (lanes 4c to 4c+3) into y, zero-extended where the slot is
// packed.
func loadChunk(a *amd64.Asm, packed slotWidths, slot, c int32, y amd64.Reg) {
	if packed.narrow(slot) {
		a.VPMOVZXDQ(amd64.Mem{Base: jitRegsOff, Disp: slot<<8 + 16*c}, y)
		return
	}
	a.VMOVDQU(amd64.Mem{Base: jitRegsOff, Disp: slot<<8 + 32*c}, y)
}

// packLanes leaves in Xdst the low doublewords of Ysrc's four quadwords, in order: words 0 and 2
// of each 128 bits (lanes 0 1 0 1 | 2 3 2 3), then quadwords 0 and 2.
func packLanes(a *amd64.Asm, src, dst amd64.Reg) {
	a.VSHUFPS(0x88, amd64.Y(src), src, dst)
	a.VPERMQ(0x08, amd64.Y(dst), dst)
}

func (c *ymmCache) find(slot int32) int {
	for i, s := range c.slot {
		if s == slot {
			return i
		}
	}
	return -1
}

// take finds a YMM register for a new value: a free one, else the least recently used that the
// current instruction does not use, stored first if written.
func (c *ymmCache) take() int {
	best := -1
	for i, s := range c.slot {
		if c.kept[i] {
			continue
		}
		if s < 0 {
			return i
		}
		if !c.pinned[i] && (best < 0 || c.used[i] < c.used[best]) {
			best = i
		}
	}
	if c.dirty[best] {
		c.store(amd64.Reg(best), c.slot[best])
	}
	c.slot[best], c.dirty[best] = -1, false
	return best
}

func (c *ymmCache) touch(i int) amd64.Reg {
	c.clock++
	c.used[i], c.pinned[i] = c.clock, true
	return amd64.Reg(i)
}

// operand is src's lanes as an instruction's memory-or-register source: from memory where the
// body reads them here last and no YMM register holds them (a load and a register saved).
func (c *ymmCache) operand(slot int32) amd64.Operand {
	c.reads[slot]--
	if _, ok := c.consts[slot]; c.find(slot) < 0 && c.reads[slot] == 0 && !(ok && c.immConsts) && !c.packed.narrow(slot) && !c.once.has(slot) {
		return c.mem(slot)
	}
	return amd64.Y(c.src(slot))
}

// src is the YMM register holding PTX register slot's four lanes.
func (c *ymmCache) src(slot int32) amd64.Reg {
	i := c.find(slot)
	if i < 0 {
		i = c.take()
		if v, ok := c.consts[slot]; ok && c.immConsts {
			broadcastImm(c.a, v, amd64.Reg(i), c.words)
		} else {
			c.load(slot, amd64.Reg(i))
		}
		c.slot[i] = slot
	}
	return c.touch(i)
}

// dst is the YMM register an instruction writes PTX register slot into; take its sources first
// (a source of the same register shares it: each form writes dst last).
func (c *ymmCache) dst(slot int32) amd64.Reg {
	i := c.find(slot)
	if i < 0 {
		i = c.take()
		c.slot[i] = slot
	}
	c.dirty[i] = true
	return c.touch(i)
}

func (c *ymmCache) unpin() { c.pinned = [jitCached]bool{} }

// flush stores every written register that may be read after the body (live).
func (c *ymmCache) flush(live func(int32) bool) {
	for i, s := range c.slot {
		if s >= 0 && c.dirty[i] && live(s) {
			c.store(amd64.Reg(i), s)
		}
	}
}

// loopBack returns the setp and branch after the run of n at pc where they close a loop whose
// body is the run: an unguarded integer setp (opSetpIntBra) and a branch on one of its
// predicates back to pc; nil otherwise.
func loopBack(fast []inst, pc, n int) []inst {
	if pc+n+1 >= len(fast) {
		return nil
	}
	setp, bra := &fast[pc+n], &fast[pc+n+1]
	if setp.op != opSetpIntBra || setp.guard >= 0 || bra.op != opBra || bra.imm != int64(pc) ||
		int32(bra.guard) != setp.d && int32(bra.guard) != setp.d2 {
		return nil
	}
	return fast[pc+n : pc+n+2]
}

// compileRun appends the code of one run, whose first member is at pc: its accesses, setps and
// branches each on their own (compileAccess, compileSetp, compileBranch), the members between
// them as segments (compileSegment); with back (loopBack), the loop's setp and branch
// (compileLoop). BX counts the instructions of the loop's iterations done. Every way out sets AX
// to the instructions run, DX to the offset of the next from pc and CX to the branches no lane
// took, then VZEROUPPER and RET: after the run (or, for a loop, where its branch is not taken by
// all 32 lanes or the budget ends), the members' count; before an access that found a lane it
// could not access or a branch its lanes disagree on, that member's index; after a branch every
// lane takes, the branch's target.
//
// live (nil: every register live) lets segments leave out stores of results nothing reads
// again; counts counts them and the values segments keep.
func compileRun(a *amd64.Asm, run []inst, pc int, back []inst, uni *uniformity, live *liveRegs, counts *jitCounts, chains *jitChains, packed slotWidths, stored *storedOnce) {
	type exit struct {
		jumps            []int
		ran, next, quiet int
		taken            bool // every lane took a branch
	}
	var exits []exit
	quiet := 0 // the branches passed so far: none of their lanes took them
	for i := range run {
		if run[i].x[2] == braKind {
			back = nil // a loop counts every iteration's instructions as 32 threads' (BX)
		}
	}
	strides := newStrideChecks(run, pc, uni)
	// The registers the run's accesses check besides their operands: a segment stores them
	// whether or not an instruction reads them again.
	checked := map[int32]bool{}
	for _, s := range strides.slot {
		checked[s] = true // (consecutiveLanes)
	}
	for i := range run {
		checked[strides.wideAt(i).r] = true
	}
	tidSetps := tidSides(runTidSetps(run, pc, uni))
	once := uniformMembers(run, pc, uni)
	var consts map[int32]uint64 // the constants' slots (shift counts), where known
	if uni != nil && uni.strides != nil {
		consts = uni.strides.consts
	}
	a.XORL(amd64.BX, amd64.BX)
	top := a.Len()
	if chains != nil && back == nil {
		chains.top[pc] = top // BX holds the instructions run before
	}
	strides.reset(a)
	setp := func(i int) {
		uniA := uni != nil && uni.regAt(pc+i, run[i].a) <= uniWarp
		uniB := uni != nil && uni.regAt(pc+i, run[i].b) <= uniWarp
		compileSetp(a, &run[i], uniA, uniB, tidSetps.at(i), consts, packed)
	}
	for i := 0; i < len(run); {
		j := i + 1
		switch k := run[i].x[2]; {
		case k == setpKind || k == setpBraKind:
			setp(i)
		case k == setpF32Kind:
			compileSetpF32(a, &run[i], packed)
		case k == braKind:
			taken, split := compileBranch(a, &run[i], i > 0 && setpInR11(&run[i-1]) == int32(run[i].guard))
			exits = append(exits, exit{[]int{taken}, i + 1, int(run[i].imm) - pc, quiet, true},
				exit{[]int{split}, i, i, quiet, false})
			quiet++
		case k == shflKind:
			compileShfl(a, &run[i], packed)
		case k == predLogicKind:
			compilePredLogic(a, &run[i])
		case k == laneidKind:
			compileLaneid(a, &run[i])
		case !segmentKind(k):
			// An access. A shared check where the run has one for the access's register, else the
			// launch's consecutive %tid.x where its address is U + 4*%tid.x: a launch whose
			// warps do not hold them (sgemm's 16-wide tiles) keeps its shared checks.
			// An address U + 4 * mul.wide(R) (strides.wide) tests lane 0 of R instead.
			var flag amd64.Reg
			var shared bool
			wide := strides.wideAt(i)
			if wide.r < 0 {
				flag, shared = strides.before(a, i, packed)
			}
			tid := !shared && strides.tid != nil && strides.tid[i]
			exits = append(exits, exit{compileAccess(a, &run[i], pc+i, flag, shared, tid, wide, packed), i, i, quiet, false})
		default:
			j = segmentEnd(run, i)
			// The members' indices in run: a setp between two segments that may run before the
			// first (acrossSetp) is compiled first and the two are one segment, whose members
			// computed once keep their results between them in the cache.
			at := make([]int, 0, j-i)
			for m := i; m < j; m++ {
				at = append(at, m)
			}
			if k := acrossSetp(run, i, j); k > j {
				counts.acrossSetps++
				setp(j)
				for m := j + 1; m < k; m++ {
					at = append(at, m)
				}
				j = k
			}
			members, onceAt := make([]inst, len(at)), make([]bool, len(at))
			for m, r := range at {
				members[m], onceAt[m] = run[r], once[r]
			}
			end := pc + j // (a loop's setp and branch are there, with the back edge's paths)
			uniform := func(m int, s int32) bool { return uni != nil && uni.regAt(pc+at[m], s) <= uniWarp }
			words, mixed := compileSegment(a, members, onceAt, uniform, consts, &counts.kept, func(s int32) bool {
				if live.liveBefore(end, s) || checked[s] {
					return true
				}
				counts.deadStores++
				return false
			}, packed, stored)
			counts.segments++
			if words {
				counts.wordSegments++
			}
			if mixed {
				counts.mixedSegments++
			}
		}
		strides.written(a, run[i:j])
		i = j
	}
	var again []int
	if back != nil {
		var before []int
		before, again = compileLoop(a, len(run), back, top, packed)
		exits = append(exits, exit{before, len(run), len(run), quiet, false})
	}
	leave := func(ran, next, quiet int) {
		a.MOVQReg(amd64.BX, amd64.AX)
		if ran != 0 {
			a.ADDQ(int32(ran), amd64.AX)
		}
		a.MOVQ(uint64(int64(pc+next)), amd64.DX)
		if chains.entered(pc) {
			a.MOVQLoad(amd64.Mem{Base: amd64.SI, Disp: jitMemQuiet}, amd64.CX)
			if quiet != 0 {
				a.ADDQ(int32(quiet), amd64.CX)
			}
		} else {
			a.MOVQ(uint64(quiet), amd64.CX)
		}
		a.VZEROUPPER()
		a.RET()
	}
	chains.goOn(a, len(run), pc+len(run), quiet)
	leave(len(run), len(run), quiet)
	for _, e := range exits {
		if len(e.jumps) == 0 {
			continue
		}
		for _, j := range e.jumps {
			a.Patch(j)
		}
		if e.taken {
			chains.goOn(a, e.ran, pc+e.next, e.quiet)
		}
		leave(e.ran, e.next, e.quiet)
	}
	for _, j := range again { // a whole iteration done; the next does not fit
		a.Patch(j)
		leave(0, 0, 0)
	}
}

// acrossSetp returns where the segment after the setp that ends the segment run[i:j] ends, where
// the two may be one segment with the setp run before the first (reduce's back edge: %r8 = %r31
// >> 1, the setp of %r31, %r31 = %r8, where %r8 then needs no store): the setp reads no register
// the first writes, no member of the first reads its predicates (a selp; runs hold no guarded
// member), and the two together are a segment (segmentEnd). Else j.
func acrossSetp(run []inst, i, j int) int {
	if j+1 >= len(run) || run[j].x[2] != setpKind || !segmentKind(run[j+1].x[2]) {
		return j
	}
	p := &run[j]
	k := segmentEnd(run, j+1)
	merged := append(slices.Clone(run[i:j]), run[j+1:k]...)
	if segmentEnd(merged, 0) != len(merged) {
		return j
	}
	for m := i; m < j; m++ {
		in := &run[m]
		if in.d == p.a || in.d == p.b || in.x[2] == selpKind && (in.c == p.d || in.c == p.d2) {
			return j
		}
	}
	return k
}

// jitChains lets a run go on to the compiled run at the pc where it ends or to which every lane
// branches, without returning to exec: what exec would do next there is that run's call, when
// the slice has room for the whole run and no pending group reconverges inside it (its opRun
// case). So a jump to the next run tests those two (the budget against BX, the instructions run
// so far, plus the next run's length; its end against jitMem.rpc) and else leaves as before. BX
// and jitMem.quiet carry the counts across; every way out adds its own. Runs that close a loop
// (compileLoop) are not gone on to: their back edge has its own reconvergence rule.
type jitChains struct {
	fast  []inst
	top   map[int]int // per run's pc: its code's offset past BX's reset
	jumps []struct{ at, pc int }
	// into marks the runs another may go on to: only their ways out add jitMem.quiet.
	into map[int]bool
}

func newJitChains(fast []inst) *jitChains {
	c := &jitChains{fast: fast, top: map[int]int{}, into: map[int]bool{}}
	for pc := range fast {
		if fast[pc].op != opRun {
			continue
		}
		n := int(fast[pc].x[1])
		c.into[pc+n] = true
		for i := pc + 1; i < pc+n; i++ {
			if fast[i].op == opBra {
				c.into[int(fast[i].imm)] = true
			}
		}
	}
	return c
}

// entered reports whether a run at pc may be gone on to from another.
func (c *jitChains) entered(pc int) bool { return c != nil && c.into[pc] }

// goOn appends the jump from a way out of a run, after ran of its instructions with quiet
// branches no lane took, to the compiled run at next, if there is one, where it fits; the code
// after it leaves as before.
func (c *jitChains) goOn(a *amd64.Asm, ran, next, quiet int) {
	if c == nil || next >= len(c.fast) || c.fast[next].op != opRun {
		return
	}
	n := int(c.fast[next].x[1])
	if loopBack(c.fast, next, n) != nil {
		return
	}
	const ax, si = amd64.AX, amd64.SI
	a.MOVQReg(amd64.BX, ax)
	a.ADDQ(int32(ran+n), ax)
	a.CMPQMem(ax, amd64.Mem{Base: si, Disp: jitMemBudget})
	over := a.JccForward(amd64.CondA)
	a.MOVQ(uint64(next+n), ax)
	a.CMPQMem(ax, amd64.Mem{Base: si, Disp: jitMemRPC})
	inside := a.JccForward(amd64.CondA)
	a.ADDQ(int32(ran), amd64.BX)
	if quiet != 0 {
		q := amd64.Mem{Base: si, Disp: jitMemQuiet}
		a.MOVQLoad(q, ax)
		a.ADDQ(int32(quiet), ax)
		a.MOVQStore(ax, q)
	}
	c.jumps = append(c.jumps, struct{ at, pc int }{a.JmpForward(), next})
	a.Patch(over)
	a.Patch(inside)
}

// Accesses that share one check of their lanes. Vecadd's three accesses are at X + %rd5, each X
// a kernel parameter: warp-uniform (uniform.go), so each address is consecutive (lane l at lane
// 0's plus 4l) exactly when %rd5 is. A run checks such a register once, where its first access
// needs it, and keeps the result in a flag register (jitStrideFlags); its later accesses through
// it test the flag instead of all 32 lanes, then check lane 0's offset alone against the span.
// A write of the register clears its flag. The flag only ever skips the test of consecutive
// lanes: every other check, and the general path where the flag is clear, are compileAccess's.

// jitStrideFlags hold the checks' results, 1 where the register's lanes were found consecutive
// (callRun's callers expect R12 and R13 clobbered: it is ABI0).
var jitStrideFlags = [...]amd64.Reg{amd64.R12, amd64.R13}

// strideChecks is what compileRun knows of the registers it checks.
type strideChecks struct {
	run     []inst
	source  []int32 // per member: the register an access's lanes are consecutive with, or -1
	slot    [len(jitStrideFlags)]int32
	checked [len(jitStrideFlags)]bool // the flag holds the check of the register's current value
	// tid marks the accesses whose address is U + 4*%tid.x (runTidAccesses): they test the
	// launch's jitMem.tidLanes instead of their lanes.
	tid []bool
	// wide holds the accesses whose address is U + 4 * mul.wide(R) (runWideAccesses).
	wide []wideAccess
}

// wideAccess is an access whose address is U + 4 * mul.wide.s32 or .u32 of a register r whose
// low words are r0 + l (its stride is 1 and the launch's lanes hold consecutive %tid.x; r < 0:
// none): where r0 + 31 does not pass the type's largest value, the product of every lane is
// 4*r0 + 4l, the lanes are consecutive, and the access tests lane 0 of r instead of its lanes.
type wideAccess struct {
	r      int32
	signed bool
}

// wideAt is member i's wideAccess.
func (sc *strideChecks) wideAt(i int) wideAccess {
	if i < len(sc.wide) {
		return sc.wide[i]
	}
	return wideAccess{r: -1}
}

// runWideAccesses finds the run's accesses whose address register is written last in the run
// by an add of a uniform value and S, S last by a mul.wide of R and the constant 4, R of stride
// 1 (runStrides) and written by none of the members from the mul.wide on; nil where there is
// none. (The add and mul.wide compute every lane in 64 bits: U + 4*R's word, extended.)
func runWideAccesses(run []inst, pc int, uni *uniformity) []wideAccess {
	var wide []wideAccess
	lastWrite := func(s int32, before int) int {
		j := before - 1
		for j >= 0 && memberWrites(&run[j]) != s {
			j--
		}
		return j
	}
	runStrides(run, pc, uni, func(i int, stride func(s int32) laneStride) {
		switch baseOp(&run[i]) {
		case opLdGlobal32, opStGlobal32, opLdShared32, opStShared32:
		default:
			return
		}
		j := lastWrite(run[i].a, i)
		if j < 0 || run[j].x[2] != int32(runKinds[opAdd]) {
			return
		}
		add := &run[j]
		var sum int32
		switch {
		case uni.regAt(pc+j, add.a) <= uniWarp:
			sum = add.b
		case uni.regAt(pc+j, add.b) <= uniWarp:
			sum = add.a
		default:
			return
		}
		m := lastWrite(sum, j)
		if m < 0 || lastWrite(sum, i) != m {
			return
		}
		mul := &run[m]
		k := mul.x[2]
		if k != int32(runKinds[opMulWideS32]) && k != int32(runKinds[opMulWideU32]) {
			return
		}
		var r int32
		switch four := func(s int32) bool { v, ok := uni.strides.consts[s]; return ok && uint32(v) == 4 }; {
		case four(mul.b):
			r = mul.a
		case four(mul.a):
			r = mul.b
		default:
			return
		}
		if lastWrite(r, i+1) >= m || stride(r) != (laneStride{1, true}) {
			return
		}
		if wide == nil {
			wide = make([]wideAccess, len(run))
			for w := range wide {
				wide[w].r = -1
			}
		}
		wide[i] = wideAccess{r, k == int32(runKinds[opMulWideS32])}
	})
	return wide
}

// runStrides calls visit for each member of the run at pc with the stride of each register as
// the member reads it: 0 where it is uniform there, else as the run's own definitions before it
// leave it (the whole warp runs a run's members together, so a definition in it needs no more
// than its sources' strides), else as uni.strides has it (analyseLaneStrides) where the register
// is defined on every path. Nothing is visited where nothing is known.
func runStrides(run []inst, pc int, uni *uniformity, visit func(i int, stride func(s int32) laneStride)) {
	if uni == nil || uni.strides == nil {
		return
	}
	local := map[int32]laneStride{}
	for i := range run {
		src := func(s int32) laneStride {
			if uni.regAt(pc+i, s) <= uniWarp {
				return laneStride{0, true}
			}
			if v, ok := local[s]; ok {
				return v
			}
			switch {
			case s < 0 || int(s) >= len(uni.strides.reg) || !uni.isDefined(pc+i, s, false):
				return laneStride{}
			}
			return uni.strides.reg[s]
		}
		visit(i, src)
		in := &run[i]
		if d := memberWrites(in); d >= 0 {
			local[d], _ = strideOf(baseOp(in), in, uni.strides.consts, func(s int32) (laneStride, bool) { return src(s), false })
		}
	}
}

// runTidAccesses reports, for each member of the run at pc, whether it is an access whose
// address is U + 4*%tid.x (runStrides); nil where there is none.
func runTidAccesses(run []inst, pc int, uni *uniformity) []bool {
	var tid []bool
	runStrides(run, pc, uni, func(i int, stride func(s int32) laneStride) {
		switch baseOp(&run[i]) {
		case opLdGlobal32, opStGlobal32, opLdShared32, opStShared32:
			if stride(run[i].a) == (laneStride{4, true}) {
				if tid == nil {
					tid = make([]bool, len(run))
				}
				tid[i] = true
			}
		}
	})
	return tid
}

// runTidSetps returns, for each member of the run at pc that is an s32/u32 setp of a
// warp-uniform operand and one whose lanes are U + %tid.x (runStrides), which of its operands
// holds the consecutive lanes (setpTidA or setpTidB); nil where there is none.
func runTidSetps(run []inst, pc int, uni *uniformity) []uint8 {
	var tid []uint8
	runStrides(run, pc, uni, func(i int, stride func(s int32) laneStride) {
		in := &run[i]
		if k := in.x[2]; k != setpKind && k != setpBraKind || in.imm&(setpIntUniform|setpInt64) != 0 {
			return
		}
		one, zero := laneStride{1, true}, laneStride{0, true}
		var side uint8
		switch {
		case stride(in.a) == one && stride(in.b) == zero:
			side = setpTidA
		case stride(in.b) == one && stride(in.a) == zero:
			side = setpTidB
		default:
			return
		}
		if tid == nil {
			tid = make([]uint8, len(run))
		}
		tid[i] = side
	})
	return tid
}

// tidSides is runTidSetps' result; at is 0 past it (none).
type tidSides []uint8

func (t tidSides) at(i int) uint8 {
	if i < len(t) {
		return t[i]
	}
	return 0
}

// Which operand of a setp holds lanes U + %tid.x (runTidSetps).
const (
	setpTidA = 1
	setpTidB = 2
)

// newStrideChecks picks, for a run at pc, the registers that two or more of its accesses share
// (strideSource), as many as there are flags.
func newStrideChecks(run []inst, pc int, uni *uniformity) *strideChecks {
	sc := &strideChecks{run: run, source: make([]int32, len(run)), tid: runTidAccesses(run, pc, uni),
		wide: runWideAccesses(run, pc, uni)}
	for i := range sc.slot {
		sc.slot[i] = -1
	}
	uses := map[int32]int{}
	for i := range run {
		sc.source[i] = -1
		if uni != nil && run[i].x[2] >= firstAccessKind && run[i].x[2] < setpKind {
			sc.source[i] = strideSource(run, i, pc, uni)
			if sc.source[i] >= 0 {
				uses[sc.source[i]]++
			}
		}
	}
	n := 0
	for i := range run {
		s := sc.source[i]
		if s >= 0 && uses[s] >= 2 && n < len(sc.slot) && !slices.Contains(sc.slot[:n], s) {
			sc.slot[n] = s
			n++
		}
	}
	return sc
}

// strideSource returns the register S for the access run[i] when its address is X + S, computed
// in the run by an add whose other operand X is warp-uniform there, with S not written between
// that add and the access: its lanes are then consecutive where S's are (every lane adds the same
// X, modulo 2^64 as the add does). -1 otherwise.
func strideSource(run []inst, i, pc int, uni *uniformity) int32 {
	addr := run[i].a
	j := i - 1
	for j >= 0 && memberWrites(&run[j]) != addr {
		j--
	}
	if j < 0 {
		return -1
	}
	def := &run[j]
	if def.x[2] != int32(runKinds[opAdd]) || def.a == def.d || def.b == def.d {
		return -1
	}
	var s int32
	switch {
	case uni.regAt(pc+j, def.a) <= uniWarp:
		s = def.b
	case uni.regAt(pc+j, def.b) <= uniWarp:
		s = def.a
	default:
		return -1
	}
	for m := j + 1; m < i; m++ {
		if memberWrites(&run[m]) == s {
			return -1
		}
	}
	return s
}

// memberWrites is the register a run's member writes, or -1 (stores, setps, branches).
func memberWrites(in *inst) int32 {
	switch k := in.x[2]; {
	case segmentKind(k), k == int32(runKinds[opLdGlobal32]), k == int32(runKinds[opLdShared32]), k == shflKind:
		return in.d
	case k == sharedLdKind, k == laneidKind:
		return in.d // (ld's x[0], but in a run's first member: planRuns)
	}
	return -1
}

// reset clears the flags: at the run's start and at each iteration of a loop.
func (sc *strideChecks) reset(a *amd64.Asm) {
	for f, s := range sc.slot {
		if s >= 0 {
			a.XORL(jitStrideFlags[f], jitStrideFlags[f])
		}
		sc.checked[f] = false
	}
}

// before returns the flag the access run[i] may test (ok false: none), after the check of its
// register where no earlier access made it since the register's last write.
func (sc *strideChecks) before(a *amd64.Asm, i int, packed slotWidths) (flag amd64.Reg, ok bool) {
	f := slices.Index(sc.slot[:], sc.source[i])
	if sc.source[i] < 0 || f < 0 {
		return 0, false
	}
	if !sc.checked[f] {
		skip := consecutiveLanes(a, sc.slot[f], packed)
		a.MOVQ(1, jitStrideFlags[f])
		a.Patch(skip)
		sc.checked[f] = true
	}
	return jitStrideFlags[f], true
}

// written clears the flags of the registers members write.
func (sc *strideChecks) written(a *amd64.Asm, members []inst) {
	for f, s := range sc.slot {
		if s < 0 || !sc.checked[f] {
			continue
		}
		for m := range members {
			if memberWrites(&members[m]) == s {
				a.XORL(jitStrideFlags[f], jitStrideFlags[f])
				sc.checked[f] = false
				break
			}
		}
	}
}

// consecutiveLanes appends the test that the 32 lanes of slot are lane 0's plus 4l (modulo
// 2^64); it returns the jump taken where they are not. Each chunk is compared whole with what
// it should hold (lane 0's value plus jitIota, plus 16 a chunk): its loads are the 32-byte
// stores of the segment that wrote slot, which the CPU forwards, where a test of each lane
// against the one before loaded 8 bytes off them. It uses Y0-Y3 and R11.
//
// A packed slot (a shared address or what one is computed from, 32 bits a lane) is tested on
// its doublewords, modulo 2^32, four chunks of eight lanes. (A shared address is its low 32
// bits; an access that the test lets through checks that lane 0's offset and its 31 successors
// fit in shared memory, so the lanes' words do not wrap there.)
func consecutiveLanes(a *amd64.Asm, slot int32, packed slotWidths) (not int) {
	size, chunks, next, iota := int32(8), int32(8), uint64(16), int32(0)
	add, sub, broadcast := a.VPADDQ, a.VPSUBQ, a.VPBROADCASTQMem
	if packed.narrow(slot) {
		size, chunks, next, iota = 4, 4, 32<<32|32, 32
		add, sub, broadcast = a.VPADDD, a.VPSUBD, a.VPBROADCASTDMem
	}
	lane := func(l int32) amd64.Mem { return amd64.Mem{Base: jitRegsOff, Disp: slot<<8 + size*l} }
	broadcast(lane(0), 2)
	a.MOVQLoad(amd64.Mem{Base: amd64.SI, Disp: jitMemIota}, amd64.R11)
	add(amd64.Mem{Base: amd64.R11, Disp: iota}, 2, 2) // chunk 0 as it should be
	a.MOVQ(next, amd64.R11)
	a.VMOVQ(amd64.R11, 1)
	a.VPBROADCASTQ(1, 1) // what the next chunk's lanes add, in each
	a.VPXOR(amd64.Y(3), 3, 3)
	for c := range chunks {
		sub(lane(32/chunks*c), 2, 0) // 0 in the lanes that hold what they should
		a.VPOR(amd64.Y(0), 3, 3)
		if c < chunks-1 {
			add(amd64.Y(1), 2, 2)
		}
	}
	a.VPTEST(amd64.Y(3), 3)
	return a.JccForward(amd64.CondNZ)
}

// setpIntFlip loads the sign bit of each low word (of each quadword, for a 64-bit compare) into
// flip when the compare is unsigned: VPCMPGTD and VPCMPGTQ compare signed, and flipping both
// sides' sign bits makes them unsigned.
func setpIntFlip(a *amd64.Asm, code int64, flip amd64.Reg) {
	if code&setpIntUnsign != 0 {
		sign := uint64(1) << 31
		if code&setpInt64 != 0 {
			sign = 1 << 63
		}
		a.MOVQ(sign, amd64.AX)
		a.VMOVQ(amd64.AX, flip)
		a.VPBROADCASTQ(flip, flip) // the high words do not count
	}
}

// setpIntCompare leaves in x the comparison of x and y that code asks for, in each low word's
// sign bit (flip as setpIntFlip loaded it).
func setpIntCompare(a *amd64.Asm, code int64, x, y, flip amd64.Reg) {
	if code&setpIntUnsign != 0 {
		a.VPXOR(amd64.Y(flip), x, x)
		a.VPXOR(amd64.Y(flip), y, y)
	}
	switch code & setpIntKind {
	case setpIntEq:
		setpIntEqual(a, code, amd64.Y(y), x, x)
	case setpIntLt:
		setpIntGreater(a, code, amd64.Y(x), y, x) // b > a
	default:
		setpIntGreater(a, code, amd64.Y(y), x, x) // a > b
	}
}

// setpIntEqual is dst = v == src and setpIntGreater dst = v > src (signed), on doublewords or,
// for a 64-bit compare, quadwords, whose result fills both of their words.
func setpIntEqual(a *amd64.Asm, code int64, src amd64.Operand, v, dst amd64.Reg) {
	if code&setpInt64 != 0 {
		a.VPCMPEQQ(src, v, dst)
	} else {
		a.VPCMPEQD(src, v, dst)
	}
}

func setpIntGreater(a *amd64.Asm, code int64, src amd64.Operand, v, dst amd64.Reg) {
	if code&setpInt64 != 0 {
		a.VPCMPGTQ(src, v, dst)
	} else {
		a.VPCMPGTD(src, v, dst)
	}
}

// compileSetp appends an integer setp (opSetpInt, opSetpIntBra) for all 32 lanes: the
// comparison setpInt's code asks for, lane by lane (of lane 0 for every lane where its
// operands are warp-uniform, as setpIntUniform does), its 32 results written to the setp's
// predicate and their complement to its second.
// tid (runTidSetps) names the operand whose lanes are U + %tid.x, the other being uniform: where
// the launch's lanes hold consecutive %tid.x, the 32 results are worked out from lane 0's
// values (setpTidLanes) instead of compared chunk by chunk.
func compileSetp(a *amd64.Asm, setp *inst, uniA, uniB bool, tid uint8, consts map[int32]uint64, packed slotWidths) {
	const x, y, flip = 0, 1, 2
	const res, ax = amd64.R11, amd64.AX
	code := setp.imm
	store := func() {
		a.MOVQLoad(amd64.Mem{Base: amd64.SI, Disp: jitMemPreds}, amd64.R8)
		a.MOVLStore(res, amd64.Mem{Base: amd64.R8, Disp: 4 * setp.d})
		if setp.d2 >= 0 {
			a.NOTL(res)
			a.MOVLStore(res, amd64.Mem{Base: amd64.R8, Disp: 4 * setp.d2})
		}
	}
	if tid != 0 {
		general := setpTidLanes(a, setp, tid, consts)
		store()
		done := a.JmpForward()
		defer a.Patch(done)
		for _, j := range general {
			a.Patch(j)
		}
	}
	if code&setpIntUniform != 0 {
		setpIntScalar(a, setp, consts)
		store()
		return
	}
	setpIntFlip(a, code, flip)
	lane := func(slot int32, l int32) amd64.Mem { return amd64.Mem{Base: jitRegsOff, Disp: slot<<8 + 8*l} }
	// lane0 broadcasts lane 0 of slot, written as an immediate where it is a constant.
	lane0 := func(slot int32, y amd64.Reg) {
		if v, ok := consts[slot]; ok {
			broadcastImm(a, v, y, false)
			return
		}
		a.VPBROADCASTQMem(lane(slot, 0), y)
	}
	// Two chunks at a time: their eight low words' results gathered into one register in
	// lane order (VSHUFPS takes words 0 and 2 of each 128 bits of both: lanes 0 1 4 5 |
	// 2 3 6 7; VPERMQ puts them in order), whose sign bits are the eight lanes' results.
	// An operand uniform in the warp (but not both) is lane 0's, broadcast once into
	// Y5: no load of it per chunk.
	const uniY = 5
	uniA = uniA && !uniB // (both: setpIntUniform's case, above)
	if uniA || uniB {
		slot := setp.a
		if uniB {
			slot = setp.b
		}
		lane0(slot, uniY)
	}
	chunk := func(slot int32, uni bool, c int32, t amd64.Reg) amd64.Operand {
		if uni {
			return amd64.Y(uniY)
		}
		if packed.narrow(slot) {
			loadChunk(a, packed, slot, c, t) // (its low words are the lanes', as unpacked)
			return amd64.Y(t)
		}
		return lane(slot, 4*c)
	}
	compare := func(c int32, x, y amd64.Reg) { // chunk c's results in x's low words
		opA, opB := chunk(setp.a, uniA, c, 6), chunk(setp.b, uniB, c, 7)
		switch {
		case code&setpIntUnsign != 0:
			a.VMOVDQU(opA, x)
			a.VMOVDQU(opB, y)
			setpIntCompare(a, code, x, y, flip)
		case code&setpIntKind == setpIntLt: // b > a
			v := amd64.Reg(uniY)
			if !uniB {
				v = x
				a.VMOVDQU(opB, x)
			}
			setpIntGreater(a, code, opA, v, x)
		default: // a == b, a > b
			v := amd64.Reg(uniY)
			if !uniA {
				v = x
				a.VMOVDQU(opA, x)
			}
			if code&setpIntKind == setpIntEq {
				setpIntEqual(a, code, opB, v, x)
			} else {
				setpIntGreater(a, code, opB, v, x)
			}
		}
	}
	const x2, y2 = 3, 4
	a.XORL(res, res)
	for c := int32(6); c >= 0; c -= 2 { // chunk 0's four lanes end in the low bits
		compare(c, x, y)
		compare(c+1, x2, y2)
		a.VSHUFPS(0x88, amd64.Y(x2), x, x)
		a.VPERMQ(0xd8, amd64.Y(x), x)
		a.VMOVMSKPS(x, ax)
		a.SHLL(8, res)
		a.ORLReg(ax, res)
	}
	if code&setpIntNot != 0 {
		a.NOTL(res)
	}
	store()
}

// setpIntScalar leaves in R11 compileSetp's result where both operands are warp-uniform
// (setpIntUniform): lane 0's comparison in every lane, made on general registers (a vector
// compare of the broadcast lanes took eight to thirteen instructions: reduce's loop test). A
// 32-bit operand is lane 0's low word, sign- or zero-extended as the comparison reads it,
// so that one 64-bit compare orders both; a constant is an immediate where it fits one.
// It uses AX, CX and R8.
func setpIntScalar(a *amd64.Asm, setp *inst, consts map[int32]uint64) {
	const res, ax, cx, r8 = amd64.R11, amd64.AX, amd64.CX, amd64.R8
	code := setp.imm
	unsigned, wide := code&setpIntUnsign != 0, code&setpInt64 != 0
	// value is slot's lane 0 as the 64-bit compare reads it; ok where it is a constant.
	value := func(slot int32) (v uint64, ok bool) {
		if v, ok = consts[slot]; !ok || wide {
			return v, ok
		}
		if unsigned {
			return uint64(uint32(v)), true
		}
		return uint64(int64(int32(v))), true
	}
	load := func(slot int32, r amd64.Reg) {
		if v, ok := value(slot); ok {
			a.MOVQ(v, r)
			return
		}
		m := amd64.Mem{Base: jitRegsOff, Disp: slot << 8}
		switch {
		case wide:
			a.MOVQLoad(m, r)
		case unsigned:
			a.MOVLLoad(m, r) // (zero-extends)
		default:
			a.MOVLQSXLoad(m, r)
		}
	}
	load(setp.a, ax)
	a.XORL(res, res)
	a.MOVQ(^uint64(0), r8)
	if v, ok := value(setp.b); ok && int64(v) == int64(int32(v)) {
		a.CMPQ(ax, int32(v))
	} else {
		load(setp.b, cx)
		a.CMPQReg(ax, cx)
	}
	var c amd64.Cond
	switch code & setpIntKind {
	case setpIntEq:
		c = amd64.CondZ
	case setpIntLt: // b > a
		c = amd64.CondL
		if unsigned {
			c = amd64.CondB
		}
	default: // a > b
		c = amd64.CondG
		if unsigned {
			c = amd64.CondA
		}
	}
	a.CMOVQ(c, r8, res)
	if code&setpIntNot != 0 {
		a.NOTL(res)
	}
}

// setpTidLanes appends compileSetp's case of an operand whose lanes hold x0 + l (its stride is 1
// and the launch's lanes hold consecutive %tid.x) against a uniform u, both lane 0's low words:
// where x0 + 31 does not pass the type's largest value the lanes are in order, and those below
// u are the first u - x0 (clamped to 0..32), those equal to u lane u - x0 alone. It leaves the
// setp's result in R11 (complemented as code asks) and returns the jumps to the general compare,
// taken where the launch's lanes are not consecutive or x0 + l wraps. It uses AX, CX and R8.
func setpTidLanes(a *amd64.Asm, setp *inst, tid uint8, consts map[int32]uint64) (general []int) {
	const res, ax, cx, r8 = amd64.R11, amd64.AX, amd64.CX, amd64.R8
	code := setp.imm
	x, u := setp.a, setp.b
	if tid == setpTidB {
		x, u = u, x
	}
	lane0 := func(slot int32) amd64.Mem { return amd64.Mem{Base: jitRegsOff, Disp: slot << 8} }
	a.CMPBImm(amd64.Mem{Base: amd64.SI, Disp: jitMemTidLanes}, 0)
	general = append(general, a.JccForward(amd64.CondZ))
	v, constU := consts[u] // a constant bound as an immediate, extended as its load would be
	if code&setpIntUnsign != 0 {
		a.MOVLLoad(lane0(x), ax) // (zero-extended)
		if constU {
			a.MOVQ(uint64(uint32(v)), res)
		} else {
			a.MOVLLoad(lane0(u), res)
		}
		a.CMPL(ax, -32) // x0 above 2^32 - 32: lane 31 wraps
		general = append(general, a.JccForward(amd64.CondA))
	} else {
		a.MOVLQSXLoad(lane0(x), ax)
		if constU {
			a.MOVQ(uint64(int64(int32(v))), res)
		} else {
			a.MOVLQSXLoad(lane0(u), res)
		}
		a.CMPL(ax, 1<<31-32)
		general = append(general, a.JccForward(amd64.CondG))
	}
	a.SUBQReg(ax, res) // d = u - x0: lane l holds x0 + l, below u where l < d
	kind := code & setpIntKind
	// x < u (the kernel's a < b with x in a, or a > b with x in b): the first d lanes, the
	// complement of all but them; x > u: all but the first d + 1; x == u: lane d.
	below := (kind == setpIntLt) == (tid == setpTidA)
	if kind != setpIntEq && !below {
		a.ADDQ(1, res)
	}
	a.MOVQ(32, r8)
	a.CMPQ(res, 32)
	if kind == setpIntEq {
		a.CMOVQ(amd64.CondA, r8, res) // d outside 0..31: no lane (1 << 32 has no low word)
		a.MOVLReg(res, cx)
		a.MOVQ(1, ax)
		a.SHLQCL(ax)
		a.MOVLReg(ax, res)
	} else {
		a.CMOVQ(amd64.CondG, r8, res) // at most 32 lanes
		a.XORL(r8, r8)
		a.CMPQ(res, 0)
		a.CMOVQ(amd64.CondL, r8, res) // and at least none
		a.MOVLReg(res, cx)
		a.MOVQ(^uint64(0), ax)
		a.SHLQCL(ax) // all but the first res lanes: x > u's; their complement x < u's
		a.MOVLReg(ax, res)
	}
	negate := code&setpIntNot != 0
	if kind != setpIntEq && below {
		negate = !negate
	}
	if negate {
		a.NOTL(res)
	}
	return general
}

// setpF32Predicates gives VCMPPS's predicate for each f32 comparison of setp (cmpFloatVector's
// meanings: ordered ones false where either operand is NaN, the U forms true there; -0 equals +0;
// subnormals compare as themselves, the CPU's default MXCSR).
var setpF32Predicates = [...]uint8{
	cmpEQ: 0x00, cmpNE: 0x0c, cmpLT: 0x11, cmpLE: 0x12, cmpGT: 0x1e, cmpGE: 0x1d, // _OQ
	cmpEQU: 0x08, cmpNEU: 0x04, cmpLTU: 0x19, cmpLEU: 0x1a, cmpGTU: 0x16, cmpGEU: 0x15, // _UQ
	cmpNUM: 0x07, cmpNAN: 0x03, // ORD_Q, UNORD_Q
	// (lo, ls, hi, hs are integer-only: compiledOnlyMember admits none)
}

// compileSetpF32 appends an f32 setp (setpF32Kind) for all 32 lanes: the low words of two chunks
// gathered in lane order (as compileSetp does), compared eight lanes at a time, the results
// written to the setp's predicate and their complement to its second.
func compileSetpF32(a *amd64.Asm, setp *inst, packed slotWidths) {
	const x, y, x2 = 0, 1, 2
	const res, ax = amd64.R11, amd64.AX
	lane := func(slot int32, l int32) amd64.Mem { return amd64.Mem{Base: jitRegsOff, Disp: slot<<8 + 8*l} }
	gather := func(slot, c int32, v amd64.Reg) { // chunks c and c+1's low words, in lane order
		if packed.narrow(slot) {
			a.VMOVDQU(amd64.Mem{Base: jitRegsOff, Disp: slot<<8 + 16*c}, v) // in order already
			return
		}
		a.VMOVDQU(lane(slot, 4*c), v)
		a.VSHUFPS(0x88, lane(slot, 4*c+4), v, v)
		a.VPERMQ(0xd8, amd64.Y(v), v)
	}
	a.XORL(res, res)
	for c := int32(6); c >= 0; c -= 2 { // chunk 0's four lanes end in the low bits
		gather(setp.a, c, x)
		gather(setp.b, c, y)
		a.VCMPPS(setpF32Predicates[setp.aux&0xff], amd64.Y(y), x, x)
		a.VMOVMSKPS(x, ax)
		a.SHLL(8, res)
		a.ORLReg(ax, res)
	}
	a.MOVQLoad(amd64.Mem{Base: amd64.SI, Disp: jitMemPreds}, amd64.R8)
	a.MOVLStore(res, amd64.Mem{Base: amd64.R8, Disp: 4 * setp.d})
	if setp.d2 >= 0 {
		a.NOTL(res)
		a.MOVLStore(res, amd64.Mem{Base: amd64.R8, Disp: 4 * setp.d2})
	}
}

// compileShfl appends a shfl whose lane and clamp operands are constants (shflConstants, packed
// in its imm) for all 32 lanes: the source lane of each lane and whether it is in range are
// those shfl's loop finds, worked out here once. Each chunk of four lanes is one load (four
// consecutive source lanes, or four inside one aligned chunk, permuted) or four lane copies, the
// low words kept; the predicate, where there is one, is a constant. (The destination is not the
// source: shflConstants.) It uses Y0, Y12 and AX, R8.
func compileShfl(a *amd64.Asm, in *inst, packed slotWidths) {
	bval := int32(uint32(in.imm) & 31)
	cv := uint32(in.imm >> 32)
	var src [32]int32
	var pv uint32
	for lane := range int32(32) {
		j, ok := shflSource(in.aux, lane, bval, cv)
		if ok {
			pv |= 1 << lane
		} else {
			j = lane
		}
		src[lane] = j
	}
	// A packed source or destination (lanepack.go) holds lane l's word at 4l.
	at := func(slot, l int32) amd64.Mem {
		if packed.narrow(slot) {
			return amd64.Mem{Base: jitRegsOff, Disp: slot<<8 + 4*l}
		}
		return amd64.Mem{Base: jitRegsOff, Disp: slot<<8 + 8*l}
	}
	const y, low = 0, jitLow
	a.VPCMPEQD(amd64.Y(low), low, low)
	a.VPSRLQ(32, low, low)
	for c := int32(0); c < 32; c += 4 {
		ls := src[c : c+4]
		consecutive, inOne := true, true
		var perm uint8
		for k, j := range ls {
			consecutive = consecutive && j == ls[0]+int32(k)
			inOne = inOne && j/4 == ls[0]/4
			perm |= uint8(j%4) << (2 * k)
		}
		switch {
		case consecutive && packed.narrow(in.a):
			a.VPMOVZXDQ(at(in.a, ls[0]), y)
		case consecutive:
			a.VMOVDQU(at(in.a, ls[0]), y)
			a.VPAND(amd64.Y(low), y, y)
		case inOne && !packed.narrow(in.a):
			a.VPERMQ(perm, at(in.a, ls[0]&^3), y)
			a.VPAND(amd64.Y(low), y, y)
		default:
			for k, j := range ls {
				a.MOVLLoad(at(in.a, j), amd64.AX) // (zero-extended)
				if packed.narrow(in.d) {
					a.MOVLStore(amd64.AX, at(in.d, c+int32(k)))
				} else {
					a.MOVQStore(amd64.AX, at(in.d, c+int32(k)))
				}
			}
			continue
		}
		if packed.narrow(in.d) {
			packLanes(a, y, y)
			a.VMOVDQUStore128(y, at(in.d, c))
		} else {
			a.VMOVDQUStore(y, at(in.d, c))
		}
	}
	if in.d2 >= 0 {
		a.MOVQLoad(amd64.Mem{Base: amd64.SI, Disp: jitMemPreds}, amd64.R8)
		a.MOVLImm(pv, amd64.Mem{Base: amd64.R8, Disp: 4 * in.d2})
	}
}

// compileBranch appends a guarded branch's test for all 32 lanes: its guard's predicate (written
// by the setp before it), complemented for @!p. It returns the jumps taken where every lane
// branches and where some do and some do not (the interpreter diverges); where none does, the
// code goes on. inR11: the setp just before it left the guard's value in R11 (setpInR11), which
// it tests rather than reading back what the setp stored.
func compileBranch(a *amd64.Asm, bra *inst, inR11 bool) (taken, split int) {
	v := amd64.AX
	if inR11 {
		v = amd64.R11
	} else {
		a.MOVQLoad(amd64.Mem{Base: amd64.SI, Disp: jitMemPreds}, amd64.R8)
		a.MOVLLoad(amd64.Mem{Base: amd64.R8, Disp: 4 * int32(bra.guard)}, v)
	}
	if bra.gneg {
		a.NOTL(v)
	}
	a.CMPL(v, -1)
	taken = a.JccForward(amd64.CondZ)
	a.TESTL(v, v)
	split = a.JccForward(amd64.CondNZ)
	return taken, split
}

// compilePredLogic appends exec's predLogic for all 32 lanes: the predicates are words of
// jitMem.preds.
func compilePredLogic(a *amd64.Asm, in *inst) {
	const x, y, preds = amd64.AX, amd64.DX, amd64.R8
	a.MOVQLoad(amd64.Mem{Base: amd64.SI, Disp: jitMemPreds}, preds)
	a.MOVLLoad(amd64.Mem{Base: preds, Disp: 4 * in.a}, x)
	if in.aux&4 != 0 {
		a.NOTL(x)
	}
	if in.aux&3 == 3 { // not.pred
		a.NOTL(x)
	} else {
		a.MOVLLoad(amd64.Mem{Base: preds, Disp: 4 * in.b}, y)
		if in.aux&8 != 0 {
			a.NOTL(y)
		}
		[...]func(src, dst amd64.Reg){a.ANDLReg, a.ORLReg, a.XORL}[in.aux&3](y, x)
	}
	a.MOVLStore(x, amd64.Mem{Base: preds, Disp: 4 * in.d})
}

// compileLaneid appends mov of %laneid for all 32 lanes: lane l's is l, from jitIota's first
// chunk (0, 4, 8, 12) shifted right by 2, and 4 more a chunk.
func compileLaneid(a *amd64.Asm, in *inst) {
	a.MOVQLoad(amd64.Mem{Base: amd64.SI, Disp: jitMemIota}, amd64.R11)
	a.VMOVDQU(amd64.Mem{Base: amd64.R11}, 0)
	a.VPSRLQ(2, 0, 0)
	a.MOVQ(4, amd64.R11)
	a.VMOVQ(amd64.R11, 1)
	a.VPBROADCASTQ(1, 1)
	for c := range int32(8) {
		if c > 0 {
			a.VPADDQ(amd64.Y(1), 0, 0)
		}
		a.VMOVDQUStore(0, amd64.Mem{Base: jitRegsOff, Disp: in.d<<8 + 32*c})
	}
}

// setpInR11 is the predicate whose 32 lanes compileSetp or compileSetpF32 leave in R11 (the last
// they store: the second where there is one), or -1 where in is no such setp.
func setpInR11(in *inst) int32 {
	switch in.x[2] {
	case setpKind, setpBraKind, setpF32Kind:
		if in.d2 >= 0 {
			return in.d2
		}
		return in.d
	}
	return -1
}

// compileLoop appends the end of a loop's iteration: n, the run's length, instructions have run
// (BX before them). Where the setp and branch fit in the budget and the branch's predicate
// (setp's result by back[0]'s setpInt code, or its complement) is the one that takes it in all
// 32 lanes, it writes the setp's predicates, counts the iteration and goes back to top if the
// next run fits too. It returns the jumps out before the setp (the interpreter runs it and the
// branch: lanes disagree, none branch, no budget) and those after a whole iteration.
func compileLoop(a *amd64.Asm, n int, back []inst, top int, packed slotWidths) (beforeSetp, afterIter []int) {
	setp, bra := &back[0], &back[1]
	const ax, si = amd64.AX, amd64.SI
	a.MOVQReg(amd64.BX, ax)
	a.ADDQ(int32(n+2), ax)
	a.CMPQMem(ax, amd64.Mem{Base: si, Disp: jitMemBudget})
	beforeSetp = append(beforeSetp, a.JccForward(amd64.CondA)) // the budget is 0 or more
	code := setp.imm
	// The lanes take the branch where cmp, the comparison of the kind asked for, is want.
	want := code&setpIntNot == 0
	if bra.gneg {
		want = !want
	}
	if int32(bra.guard) != setp.d {
		want = !want // the branch reads the setp's second predicate
	}
	const x, y, flip, acc = 0, 1, 2, 3
	setpIntFlip(a, code, flip)
	a.VPCMPEQD(amd64.Y(acc), acc, acc)
	if !want {
		a.VPXOR(amd64.Y(acc), acc, acc)
	}
	for c := range int32(8) {
		loadChunk(a, packed, setp.a, c, x)
		loadChunk(a, packed, setp.b, c, y)
		setpIntCompare(a, code, x, y, flip)
		if want {
			a.VPAND(amd64.Y(x), acc, acc)
		} else {
			a.VPOR(amd64.Y(x), acc, acc)
		}
	}
	a.VMOVMSKPS(acc, ax)
	a.ANDLImm(0x55, ax) // the low words' bits
	if want {
		a.XORLImm(0x55, ax)
	}
	beforeSetp = append(beforeSetp, a.JccForward(amd64.CondNZ))
	// Every lane branches: the setp's predicates are the same in every lane.
	res := uint32(0)
	if want != (code&setpIntNot != 0) {
		res = fullMask
	}
	a.MOVQLoad(amd64.Mem{Base: si, Disp: jitMemPreds}, amd64.R8)
	a.MOVLImm(res, amd64.Mem{Base: amd64.R8, Disp: 4 * setp.d})
	if setp.d2 >= 0 {
		a.MOVLImm(^res, amd64.Mem{Base: amd64.R8, Disp: 4 * setp.d2})
	}
	a.ADDQ(int32(n+2), amd64.BX)
	a.MOVQReg(amd64.BX, ax)
	a.ADDQ(int32(n), ax)
	a.CMPQMem(ax, amd64.Mem{Base: si, Disp: jitMemBudget})
	afterIter = append(afterIter, a.JccForward(amd64.CondA))
	a.JMP(top)
	return beforeSetp, afterIter
}

// compileSegment appends the code of members that touch registers only: the constants they
// need, then a loop over the eight chunks of four lanes whose body runs every member; each
// written register is stored by the end. consts holds the constants' slots (nil: none known):
// a shift by one is compiled with its count as an immediate.
//
// live reports whether a register may be read after the segment: those that are not are left
// in the YMM registers at the end of the body (and not copied to every chunk where computed
// once) unless a later member of the segment reads them from memory. It reports whether the
// chunks ran on words, and whether only they did (mixed).
func compileSegment(a *amd64.Asm, run []inst, once []bool, uniform func(member int, slot int32) bool, consts map[int32]uint64, kept *[3]int, live func(int32) bool, packed slotWidths, stored *storedOnce) (words, mixed bool) {
	// A segment whose registers are all packed runs on four chunks of eight lanes of words.
	// Where only its members computed once (hoisted) name a wide register or have no word form
	// (reduce's cvta of the shared window, whose low word a 32-bit mov takes), those run on
	// quadwords first and the chunks on words (mixed): a value they keep for the chunks is
	// broadcast as its low word, which is all a packed register's reader takes.
	first := hoisted(run, once)
	var rest, hoist []inst
	var restAt []int // the rest's members' indices in run
	for i := range run {
		if first[i] {
			hoist = append(hoist, run[i])
		} else {
			rest, restAt = append(rest, run[i]), append(restAt, i)
		}
	}
	words = segmentWords(run, consts, packed)
	mixed = !words && len(hoist) > 0 && len(rest) > 0 && segmentWords(rest, consts, packed) && !slices.ContainsFunc(run, func(in inst) bool { return in.x[2] == 21 })
	chunks, chunkBytes := int32(8), int32(32)
	if words {
		chunks, packed = 4, nil
	}
	hoistPacked, hoistChunks, chunkWords := packed, chunks, words || mixed
	if mixed {
		chunks, packed = 4, nil
	}
	var need [16]bool
	for i := range run {
		low := false // the member zero-extends its low words (jitLow)
		switch run[i].x[2] {
		case 9: // shl
			_, ok := consts[run[i].b]
			low = !ok
		case 10, 11: // shr
			low = true
		case 16, 17, 18, 23, absF32Kind, negF32Kind, divF32Kind, fmaNegF32Kind: // f32
			low, need[jitNaN] = true, true
		case 19, 20: // rotates
			low, need[jitRot31], need[jitRot32] = true, true, true
		case bfeKind: // the type's bits, bfe.s32's position clamp
			low, need[jitRot31] = true, true
		}
		// (A member on words leaves words: nothing to zero-extend.)
		if low && !words && (!mixed || first[i]) {
			need[jitLow] = true
		}
	}
	for r, on := range need {
		if !on {
			continue
		}
		y := amd64.Reg(r)
		a.VPCMPEQD(amd64.Y(y), y, y) // all ones
		switch r {
		case jitLow:
			a.VPSRLQ(32, y, y)
		case jitNaN:
			a.VPSRLD(1, y, y)
		case jitRot31:
			a.VPSRLD(27, y, y)
		case jitRot32:
			a.VPSRLD(31, y, y)
			a.VPSLLD(5, y, y)
		}
	}
	// Members computed once (uniformMembers) that may run first (hoisted) run before the chunks,
	// on chunk 0, each result copied to the other chunks at once; the chunks run the rest.
	uni := 0
	var uniY [len(jitUni)]amd64.Reg
	unroll := len(rest) <= jitUnroll
	for i := range run {
		if run[i].x[2] == 21 { // lane 0's factors: their registers are not written in the segment
			a.MOVQLoad(amd64.Mem{Base: jitRegsOff, Disp: run[i].a << 8}, jitUni[uni])
			a.IMULQLoad(amd64.Mem{Base: jitRegsOff, Disp: run[i].b << 8}, jitUni[uni])
			// An unrolled body broadcasts the product once, into a constant's register no
			// member needs.
			for r := jitRot32; unroll && r >= jitLow; r-- {
				if !need[r] {
					need[r], uniY[uni] = true, amd64.Reg(r)
					a.VMOVQ(jitUni[uni], uniY[uni])
					broadcastLane0(a, uniY[uni], words)
					break
				}
			}
			uni++
		}
	}
	// A cvta's window offset in every lane, broadcast once into a constant's register no member
	// needs (else made in each chunk: three instructions); those of the members computed once
	// and of the chunks' members in two lists, each in the order its members are compiled.
	var cvtaOnce, cvtaY []amd64.Reg
	for i := range run {
		if k := run[i].x[2]; k != 14 && k != 15 {
			continue
		}
		var y amd64.Reg
		for r := jitRot32; r >= jitLow; r-- {
			if !need[r] {
				need[r], y = true, amd64.Reg(r)
				a.MOVQ(cvtaOffset(&run[i]), amd64.AX)
				a.VMOVQ(amd64.AX, y)
				a.VPBROADCASTQ(y, y)
				break
			}
		}
		if first[i] {
			cvtaOnce = append(cvtaOnce, y)
		} else {
			cvtaY = append(cvtaY, y)
		}
	}
	counts := func(members []inst) map[int32]int {
		reads := map[int32]int{}
		for i := range members {
			in := &members[i]
			reads[in.a]++
			reads[in.b]++ // (more than some members read: operand's test only errs towards a load)
			reads[in.c]++
		}
		return reads
	}
	newCache := func(chunk int32, reads map[int32]int, cvtaY []amd64.Reg) *ymmCache {
		c := &ymmCache{a: a, chunk: chunk, reads: reads, uniY: uniY, cvtaY: cvtaY, consts: consts, packed: packed, words: chunkWords, immConsts: chunkWords, once: stored}
		for i := range c.slot {
			c.slot[i] = -1
		}
		return c
	}
	// (A uniform register that a member computed once writes is read after that member has
	// stored it; segmentKept keeps none that a chunk member writes.)
	keep := segmentKept(hoist, rest, consts, func(m int, s int32) bool { return uniform(restAt[m], s) })
	if len(hoist) > 0 {
		c := newCache(0, counts(hoist), cvtaOnce)
		c.immConsts, c.words, c.packed = true, words, hoistPacked
		for _, k := range keep {
			c.keep(k.y, -2) // reserved: the chunks' value is made below
		}
		for i := range hoist {
			compileMember(c, &hoist[i])
			c.unpin()
			d := hoist[i].d
			r := c.find(d)
			y := keptReg(keep, d)
			if y != 0 && mixed {
				a.VPBROADCASTD(amd64.Reg(r), y) // (its lanes are one value: lane 0's low word)
			} else if y != 0 {
				a.VMOVDQU(amd64.Y(amd64.Reg(r)), y)
			}
			// The chunks read it from memory unless kept; later members computed once read it
			// from the cache, or from chunk 0 where an eviction stored it.
			laterRest := readsLater(rest, d)
			if (!laterRest || y != 0) && !live(d) {
				if !laterRest && !readsLater(hoist[i+1:], d) {
					// Nothing reads it: the cache forgets it (an eviction would store it).
					c.slot[r], c.dirty[r] = -1, false
				}
				continue
			}
			// A slot stored once gets lane 0's chunk alone (storedonce.go).
			stores, packedStores := hoistChunks, int32(8)
			if stored.has(d) {
				stores, packedStores = 1, 1
			}
			if hoistPacked.narrow(d) {
				packLanes(a, amd64.Reg(r), jitT0) // (the cache keeps r's value for later members)
				for chunk := range packedStores {
					a.VMOVDQUStore128(jitT0, amd64.Mem{Base: jitRegsOff, Disp: d<<8 + 16*chunk})
				}
			} else {
				for chunk := range stores {
					a.VMOVDQUStore(amd64.Reg(r), amd64.Mem{Base: jitRegsOff, Disp: d<<8 + chunkBytes*chunk})
				}
			}
			c.dirty[r] = false
		}
		if len(rest) == 0 {
			return
		}
		run = rest
	}
	words = chunkWords
	for _, k := range keep {
		kept[k.kind]++
		switch k.kind {
		case keptConstant:
			broadcastImm(a, k.v, k.y, words)
		case keptUniform:
			if words {
				a.VPBROADCASTDMem(amd64.Mem{Base: jitRegsOff, Disp: k.slot << 8}, k.y)
			} else {
				a.VPBROADCASTQMem(amd64.Mem{Base: jitRegsOff, Disp: k.slot << 8}, k.y)
			}
		}
	}
	for i := range run {
		if stored.has(run[i].d) {
			// A later chunk would read the new value through lane 0's word: compileRuns
			// compiles again without the slot stored once.
			stored.broke.markNarrow(run[i].d, 1)
		}
	}
	reads := counts(run)
	body := func(chunk int32) {
		c := newCache(chunk, maps.Clone(reads), cvtaY)
		for _, k := range keep {
			c.keep(k.y, k.slot)
		}
		for i := range run {
			compileMember(c, &run[i])
			c.unpin()
		}
		c.flush(live)
	}
	if unroll {
		for chunk := range chunks {
			body(chunk)
		}
		return
	}
	a.XORL(jitChunk, jitChunk)
	if !words {
		a.XORL(jitHalfChunk, jitHalfChunk)
	}
	top := a.Len()
	body(-1)
	if !words {
		a.ADDQ(16, jitHalfChunk)
	}
	a.ADDQ(chunkBytes, jitChunk)
	a.CMPQ(jitChunk, chunks*chunkBytes)
	a.JNE(top)
	return words, mixed
}

// segmentWords reports whether a segment's members may run on eight lanes of words: each has a
// doubleword form (every kind but mul.wide and cvta, whose results are 64-bit), and every
// register whose lanes it reads or writes is packed (a constant's is an immediate). A member of
// a 32-bit register computes its low word from its sources' low words alone, so the words are
// the bits the quadword form leaves in a packed slot. (A mad.lo of uniform factors reads lane
// 0's low word of each, where a packed slot holds it too.)
func segmentWords(run []inst, consts map[int32]uint64, packed slotWidths) bool {
	for i := range run {
		in := &run[i]
		if k := in.x[2]; k >= 12 && k <= 15 || k == cvtIntKind || k == bfeKind || !packed.narrow(in.d) {
			return false
		}
		for _, s := range laneSources(in, consts) {
			if _, ok := consts[s]; !ok && !packed.narrow(s) {
				return false
			}
		}
	}
	return true
}

// jitKept is the most YMM registers of the cache (the highest ones) that segmentKept may give a
// value for every chunk.
const jitKept = 3

// keptValue is a register that holds the same value in all 32 lanes through a segment's chunks,
// kept in YMM register y: a member's result computed once, a constant (v), or a register
// warp-uniform where the chunks read it and not written in the segment (lane 0's, broadcast).
type keptValue struct {
	slot int32
	y    amd64.Reg
	kind uint8
	v    uint64
}

// The kinds of keptValue.
const (
	keptOnce = iota
	keptConstant
	keptUniform
)

// segmentKept picks the registers the chunks' members (rest) read that hold one value in every
// lane and that no chunk member writes: the results of the members computed once (once), the
// constants' slots (consts), and registers uniform (rest's member, the slot) where read. Each is
// kept in a YMM register for all the chunks, so that the chunks read no memory for it (or lane
// 0's line alone), and a result computed once is stored to the eight chunks only where it is
// read after the segment: a warp's register file (256 bytes a register) is most of what a CTA's
// warps touch, and reduce's CTAs miss the L1 cache on it (docs/engine-performance.md, perf29).
func segmentKept(once, rest []inst, consts map[int32]uint64, uniform func(member int, slot int32) bool) []keptValue {
	var kept []keptValue
	add := func(slot int32, kind uint8, v uint64) {
		if len(kept) == jitKept || keptReg(kept, slot) != 0 {
			return
		}
		for i := range rest {
			if rest[i].d == slot {
				return
			}
		}
		for i := range once {
			if kind == keptConstant && once[i].d == slot {
				return
			}
		}
		kept = append(kept, keptValue{slot, amd64.Reg(jitCached - 1 - len(kept)), kind, v})
	}
	for i := range once {
		if readsLater(rest, once[i].d) {
			add(once[i].d, keptOnce, 0)
		}
	}
	for i := range rest {
		for _, s := range laneSources(&rest[i], consts) {
			if v, ok := consts[s]; ok {
				add(s, keptConstant, v)
			} else if uniform(i, s) {
				add(s, keptUniform, 0)
			}
		}
	}
	return kept
}

// broadcastImm writes v into every lane of y (AX is the scratch register of segments and setps):
// v's low word into each of eight lanes of words where words.
func broadcastImm(a *amd64.Asm, v uint64, y amd64.Reg, words bool) {
	if words {
		v = uint64(uint32(v))
	}
	a.MOVQ(v, amd64.AX)
	a.VMOVQ(amd64.AX, y)
	broadcastLane0(a, y, words)
}

// broadcastLane0 copies y's lane 0 to its other lanes: a quadword, or a word where words.
func broadcastLane0(a *amd64.Asm, y amd64.Reg, words bool) {
	if words {
		a.VPBROADCASTD(y, y)
		return
	}
	a.VPBROADCASTQ(y, y)
}

// keptReg is the YMM register that holds slot for the chunks (segmentKept), 0 for none.
func keptReg(kept []keptValue, slot int32) amd64.Reg {
	for _, k := range kept {
		if k.slot == slot {
			return k.y
		}
	}
	return 0
}

// laneSources lists the registers whose lanes a chunk member reads (compileMember): a constant
// shift count is an immediate, and a mad.lo of uniform factors reads lane 0 of its factors
// before the chunks.
func laneSources(in *inst, consts map[int32]uint64) []int32 {
	switch in.x[2] {
	case 1, 14, 15, 22, absF32Kind, negF32Kind, cvtIntKind:
		return []int32{in.a}
	case 9, 10:
		if _, ok := consts[in.b]; ok {
			return []int32{in.a}
		}
		return []int32{in.a, in.b}
	case 5, 23, fmaNegF32Kind, bfeKind:
		return []int32{in.a, in.b, in.c}
	case 19, 20:
		return []int32{in.a, in.c}
	case 21:
		return []int32{in.c}
	}
	return []int32{in.a, in.b}
}

// readsLater reports whether a member of members names slot as a source.
func readsLater(members []inst, slot int32) bool {
	for i := range members {
		if in := &members[i]; in.a == slot || in.b == slot || in.c == slot {
			return true
		}
	}
	return false
}

// segmentEnd returns where the segment that starts at run[i] ends: before the next access, setp
// or branch, before a mad.lo of uniform factors that reads a register the segment writes or
// that has no jitUni register left (compileSegment reads their lane 0 before the chunks).
func segmentEnd(run []inst, i int) int {
	var written []int32
	uni := 0
	j := i
	for ; j < len(run) && segmentKind(run[j].x[2]); j++ {
		if in := &run[j]; in.x[2] == 21 {
			if uni == len(jitUni) || slices.Contains(written, in.a) || slices.Contains(written, in.b) {
				break
			}
			uni++
		}
		written = append(written, run[j].d)
	}
	return j
}

// uniformMembers marks the members of the run at pc that compileSegment computes for chunk 0
// alone and copies to the other lanes: integer register-only members and cvtas whose every
// source is warp-uniform where it is read (uniform.go), so that every lane computes lane 0's
// value (a compiled run has the whole warp). Reduce's loop halves a stride derived from %ntid at each
// level: a shift and a mov over 32 lanes each, where one chunk and seven copies do.
func uniformMembers(run []inst, pc int, uni *uniformity) []bool {
	once := make([]bool, len(run))
	if uni == nil {
		return once
	}
	for i := range run {
		in := &run[i]
		var reads []int32
		switch in.x[2] {
		case 1, 22, 14, 15: // mov, not, cvta
			reads = []int32{in.a}
		case 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13: // two sources
			reads = []int32{in.a, in.b}
		case 5: // mad.lo
			reads = []int32{in.a, in.b, in.c}
		default:
			continue
		}
		once[i] = true
		for _, s := range reads {
			if uni.regAt(pc+i, s) > uniWarp {
				once[i] = false
			}
		}
	}
	return once
}

// hoisted marks the members of a segment computed once (once) that may run before its chunks:
// no member before one that runs in the chunks writes its sources or its destination or reads
// its destination. (Fields a, b and c are compared whatever the kind: a false match only keeps
// a member in the chunks.)
func hoisted(run []inst, once []bool) []bool {
	first := make([]bool, len(run))
	for i := range run {
		first[i] = once[i]
		in := &run[i]
		for j := 0; j < i && first[i]; j++ {
			if first[j] {
				continue
			}
			b := &run[j]
			if slices.Contains([]int32{in.d, in.a, in.b, in.c}, b.d) || slices.Contains([]int32{b.a, b.b, b.c}, in.d) {
				first[i] = false
			}
		}
	}
	return first
}

// compileAccess appends the code of a 32-bit global or shared access at pc for all 32 lanes
// (or of a shared access of one element of another size or signed, sharedLdKind and
// sharedStKind, which take the general path alone, their checks at the element's size):
// first every lane's address is checked as memFull32Warp checks it (aligned, its four bytes
// inside the span the interpreter's last full-warp access at this pc&(pcSpanSlots-1) used, or inside the CTA's
// shared memory), then the lanes are accessed. It returns the jumps to take where a
// lane fails the check, before any lane is accessed: the run ends there and the interpreter
// makes the access (another allocation, a fault). A store that is not one vector copy writes its
// lanes from 31 down, as memFull32Warp does (storeorder.go).
//
// A packed value register (packed: a load's d, a store's b) is copied as words, its lanes 4
// bytes apart; a packed address register (a shared access's: 32 bits) is read zero-extended,
// and its lanes' consecutive test is on doublewords (consecutiveLanes).
func compileAccess(a *amd64.Asm, in *inst, pc int, flag amd64.Reg, shared, tid bool, wide wideAccess, packed slotWidths) (exits []int) {
	const (
		si, ax, dx = amd64.SI, amd64.AX, amd64.DX
		span, mem  = amd64.R8, amd64.R9 // the span's descriptor, the bytes
		last       = amd64.R10          // the largest offset of an access in them
	)
	kind := in.x[2]
	global := kind == int32(runKinds[opLdGlobal32]) || kind == int32(runKinds[opStGlobal32])
	load := kind == int32(runKinds[opLdGlobal32]) || kind == int32(runKinds[opLdShared32]) || kind == sharedLdKind
	// The value's register: a load's d, a store's b (a general ld's or st's x[0] too, which a
	// run's first member holds the run's fields in: planRuns).
	size, signed, value := int32(4), false, in.d
	if !load {
		value = in.b
	}
	if kind == sharedLdKind || kind == sharedStKind {
		size, signed = int32(in.aux&0xff), in.aux>>8&1 != 0
	}
	words := kind < setpKind // a 32-bit access: coalescedAccess's vector copies move words
	if global {
		s := int32(pc&(pcSpanSlots-1)) * spanSize // memFull32Warp's slot
		a.MOVQLoad(amd64.Mem{Base: si, Disp: jitMemSpans}, span)
		a.MOVQLoad(amd64.Mem{Base: span, Disp: s + spanBase}, ax)
		a.MOVQLoad(amd64.Mem{Base: span, Disp: s + spanData}, mem)
		a.MOVQLoad(amd64.Mem{Base: span, Disp: s + spanLen}, last)
	} else {
		a.MOVQLoad(amd64.Mem{Base: si, Disp: jitMemShared}, mem)
		a.MOVQLoad(amd64.Mem{Base: si, Disp: jitMemSharedLen}, last)
	}
	a.MOVQ(uint64(in.imm), dx) // a lane's offset in mem is its address + dx
	if global {
		a.SUBQReg(ax, dx)
	}
	a.CMPQ(last, size)
	exits = append(exits, a.JccForward(amd64.CondB))
	a.ADDQ(-size, last)

	// Coalesced (ld32Seq, st32Seq): the lanes' addresses are lane 0's plus 4l, lane 0's
	// offset is aligned and all 32 words are inside; one vector copy.
	// With a shared check (strideChecks) whose flag is set, the lanes are consecutive: only
	// lane 0's offset is tested.
	var general []int
	done := -1
	if words {
		general, done = coalescedAccess(a, in, flag, shared, tid, global, load, wide, packed)
	}
	for _, j := range general {
		a.Patch(j)
	}
	exits = append(exits, generalAccess(a, in, load, size, signed, value, packed)...)
	if done >= 0 {
		a.Patch(done)
	}
	return exits
}

// coalescedAccess is compileAccess's path for 32 consecutive words; it returns the jumps to
// the general path and the one past it.
func coalescedAccess(a *amd64.Asm, in *inst, flag amd64.Reg, shared, tid, global, load bool, wide wideAccess, packed slotWidths) (general []int, done int) {
	const (
		si, ax, dx = amd64.SI, amd64.AX, amd64.DX
		mem, last  = amd64.R9, amd64.R10
	)
	lane := func(slot int32, l int32) amd64.Mem { return amd64.Mem{Base: jitRegsOff, Disp: slot<<8 + 8*l} }
	word := func(slot, l int32) amd64.Mem { return amd64.Mem{Base: jitRegsOff, Disp: slot<<8 + 4*l} }
	addr := func(l int32, r amd64.Reg) { accessAddr(a, in, l, r, packed) }
	addr(0, ax)
	// lane 0's offset aligned, and its 32 words inside: ax <= last-124 (dx is 0 for a shared
	// access without an immediate offset)
	inside := func() {
		a.CMPQ(last, 124)
		general = append(general, a.JccForward(amd64.CondB))
		if global || in.imm != 0 {
			a.ADDQReg(dx, ax)
		}
		a.TESTBAL(3)
		general = append(general, a.JccForward(amd64.CondNZ))
		a.MOVQReg(last, amd64.R11)
		a.ADDQ(-124, amd64.R11)
		a.CMPQReg(ax, amd64.R11)
		general = append(general, a.JccForward(amd64.CondA))
	}
	var copyLanes int
	if wide.r >= 0 && !tid {
		// U + 4 * mul.wide(R) (wideAccess): consecutive where the launch's lanes hold
		// consecutive %tid.x and R's lane 31 does not wrap.
		a.CMPBImm(amd64.Mem{Base: si, Disp: jitMemTidLanes}, 0)
		notTid := a.JccForward(amd64.CondZ)
		a.MOVLLoad(lane(wide.r, 0), amd64.R11)
		var wraps int
		if wide.signed {
			a.CMPL(amd64.R11, 1<<31-32)
			wraps = a.JccForward(amd64.CondG)
		} else {
			a.CMPL(amd64.R11, -32)
			wraps = a.JccForward(amd64.CondA)
		}
		inside()
		copyLanes = a.JmpForward()
		a.Patch(notTid)
		a.Patch(wraps)
	}
	if tid {
		// The launch's warps hold consecutive %tid.x and analyseLaneStrides proves the address
		// U + 4*%tid.x: the lanes are consecutive. Else (sgemm's 16-wide tiles) the tests
		// below, at two instructions more.
		a.CMPBImm(amd64.Mem{Base: si, Disp: jitMemTidLanes}, 0)
		test := a.JccForward(amd64.CondZ)
		inside()
		copyLanes = a.JmpForward()
		a.Patch(test)
	}
	var proven int
	if shared {
		a.TESTL(flag, flag)
		proven = a.JccForward(amd64.CondNZ)
	}
	for _, l := range []int32{1, 31} { // the quick refusals: lanes 1 and 31 first
		addr(l, amd64.R11)
		a.SUBQReg(ax, amd64.R11)
		a.CMPQ(amd64.R11, 4*l)
		general = append(general, a.JccForward(amd64.CondNZ))
	}
	if shared {
		a.Patch(proven)
	}
	inside()
	if shared {
		a.TESTL(flag, flag)
		proven = a.JccForward(amd64.CondNZ)
	}
	general = append(general, consecutiveLanes(a, in.a, packed))
	if shared {
		a.Patch(proven)
	}
	if tid || wide.r >= 0 {
		a.Patch(copyLanes)
	}
	seq := amd64.Mem{Base: mem, Index: ax, HasIndex: true}
	switch {
	case load && packed.narrow(in.d):
		for k := range int32(4) { // eight lanes' words a copy
			seq.Disp = 32 * k
			a.VMOVDQU(seq, 0)
			a.VMOVDQUStore(0, word(in.d, 8*k))
		}
	case !load && packed.narrow(in.b):
		for k := range int32(4) {
			a.VMOVDQU(word(in.b, 8*k), 0)
			seq.Disp = 32 * k
			a.VMOVDQUStore(0, seq)
		}
	case load:
		for c := range int32(8) {
			seq.Disp = 16 * c
			a.VPMOVZXDQ(seq, 0)
			a.VMOVDQUStore(0, lane(in.d, 4*c))
		}
	default:
		for k := range int32(4) { // eight lanes' low words a store
			a.VMOVDQU(lane(in.b, 8*k), 0)
			a.VMOVDQU(lane(in.b, 8*k+4), 1)
			a.VSHUFPS(0x88, amd64.Y(1), 0, 0) // words 0 1 4 5 | 2 3 6 7
			a.VPERMQ(0xd8, amd64.Y(0), 0)
			seq.Disp = 32 * k
			a.VMOVDQUStore(0, seq)
		}
	}
	return general, a.JmpForward()
}

// accessAddr loads lane l's address of the access in into r: a packed address register's
// (shared: 32 bits) zero-extended.
func accessAddr(a *amd64.Asm, in *inst, l int32, r amd64.Reg, packed slotWidths) {
	if packed.narrow(in.a) {
		a.MOVLLoad(amd64.Mem{Base: jitRegsOff, Disp: in.a<<8 + 4*l}, r)
		return
	}
	a.MOVQLoad(amd64.Mem{Base: jitRegsOff, Disp: in.a<<8 + 8*l}, r)
}

// generalAccess is compileAccess's path for any lanes: every lane checked, its offset kept
// (chunk c's in offs[c]); then a load gathers four lanes at a time (bytes and halves: one by
// one), a store writes them one by one in store order. It returns the jump taken where a lane
// is misaligned or outside, before any is accessed. mem, last and dx are compileAccess's.
func generalAccess(a *amd64.Asm, in *inst, load bool, size int32, signed bool, value int32, packed slotWidths) (exits []int) {
	const (
		ax, dx     = amd64.AX, amd64.DX
		span, mem  = amd64.R8, amd64.R9
		last       = amd64.R10
		off, sign  = 9, 10  // Y: an address's offset in mem; 1<<63
		lastSign   = 11     // Y: last ^ 1<<63, for an unsigned compare
		three, bad = 12, 13 // Y: size-1, the bits an aligned offset has clear; lanes misaligned or outside (nonzero)
	)
	lane := func(slot int32, l int32) amd64.Mem { return amd64.Mem{Base: jitRegsOff, Disp: slot<<8 + 8*l} }
	word := func(slot, l int32) amd64.Mem { return amd64.Mem{Base: jitRegsOff, Disp: slot<<8 + 4*l} }
	addr := func(l int32, r amd64.Reg) { accessAddr(a, in, l, r, packed) }
	offs := [8]amd64.Reg{0, 1, 2, 3, 5, 6, 7, 8} // not Y4: a gather's index cannot be
	const tmp, gmask, gdst, low = 4, 13, 14, 15  // low: the offsets' low bits, ORed
	// The offsets are kept biased by 1<<63 (the sign bit flipped), so that one signed compare
	// with last's biased value is the unsigned one; a gather's base is biased back.
	a.MOVQ(1<<63, ax)
	a.MOVQReg(dx, amd64.R11)
	a.XORQReg(ax, amd64.R11)
	a.VMOVQ(amd64.R11, off)
	a.VPBROADCASTQ(off, off)
	a.VMOVQ(ax, sign)
	a.VPBROADCASTQ(sign, sign)
	a.VMOVQ(last, lastSign)
	a.VPBROADCASTQ(lastSign, lastSign)
	a.VPXOR(amd64.Y(sign), lastSign, lastSign)
	a.VPXOR(amd64.Y(low), low, low)
	a.VPXOR(amd64.Y(bad), bad, bad)
	for c, o := range offs {
		if packed.narrow(in.a) {
			a.VPMOVZXDQ(word(in.a, 4*int32(c)), o)
			a.VPADDQ(amd64.Y(off), o, o)
		} else {
			a.VPADDQ(lane(in.a, 4*int32(c)), off, o)
		}
		a.VPOR(amd64.Y(o), low, low)
		a.VPCMPGTQ(amd64.Y(lastSign), o, tmp) // offset > last, unsigned
		a.VPOR(amd64.Y(tmp), bad, bad)
	}
	a.MOVQ(uint64(size-1), amd64.R11)
	a.VMOVQ(amd64.R11, three)
	a.VPBROADCASTQ(three, three)
	a.VPAND(amd64.Y(three), low, low) // misaligned lanes
	a.VPOR(amd64.Y(low), bad, bad)
	a.VPTEST(amd64.Y(bad), bad)
	exits = append(exits, a.JccForward(amd64.CondNZ))
	a.MOVQReg(mem, span)
	a.XORQReg(ax, span) // mem - 1<<63

	// A lane's bytes one by one: at its address + mem, once mem += dx.
	at := amd64.Mem{Base: mem, Index: ax, HasIndex: true}
	switch {
	case load && size >= 4:
		for c, o := range offs {
			a.VPCMPEQD(amd64.Y(gmask), gmask, gmask)
			if size == 8 {
				a.VPGATHERQQ(gmask, span, o, gdst)
				a.VMOVDQUStore(gdst, lane(value, 4*int32(c)))
				continue
			}
			a.VPGATHERQD(gmask, span, o, gdst)
			switch {
			case packed.narrow(value):
				a.VMOVDQUStore128(gdst, word(value, 4*int32(c)))
				continue
			case signed:
				a.VPMOVSXDQReg(gdst, gdst)
			default:
				a.VPMOVZXDQReg(gdst, gdst)
			}
			a.VMOVDQUStore(gdst, lane(value, 4*int32(c)))
		}
	case load: // bytes and halves, extended as ld extends them (signExtend)
		a.ADDQReg(dx, mem) // a lane's bytes are at its address + mem
		extend := map[[2]bool]func(amd64.Mem, amd64.Reg){
			{false, false}: a.MOVBLZXLoad, {false, true}: a.MOVBQSXLoad,
			{true, false}: a.MOVWLZXLoad, {true, true}: a.MOVWQSXLoad,
		}[[2]bool{size == 2, signed}]
		for l := range int32(32) {
			addr(l, ax)
			extend(at, dx)
			a.MOVQStore(dx, lane(value, l))
		}
	default:
		a.ADDQReg(dx, mem)
		write := map[int32]func(amd64.Reg, amd64.Mem){
			1: a.MOVBStore, 2: a.MOVWStore, 4: a.MOVLStore, 8: a.MOVQStore,
		}[size]
		// Store order (storeorder.go): passes of 128 bytes of the lanes' data, each from its
		// highest lane down, so that lanes to one element keep the lowest one's value of the
		// last pass that writes it.
		pass := int32(1) << storePassBits(uint64(size))
		for p := int32(0); p < 32; p += pass {
			for l := p + pass - 1; l >= p; l-- {
				addr(l, ax)
				switch {
				case packed.narrow(value):
					a.MOVLLoad(word(value, l), dx)
				case size == 8:
					a.MOVQLoad(lane(value, l), dx)
				default:
					a.MOVLLoad(lane(value, l), dx)
				}
				write(dx, at)
			}
		}
	}
	return exits
}

// oneInstr has the members that are one instruction, dst = v op src, by runKinds entry;
// oneInstrWords their forms on eight lanes of words (segmentWords: mul.wide has none).
var (
	oneInstr = [...]func(a *amd64.Asm, src amd64.Operand, v, dst amd64.Reg){
		2: (*amd64.Asm).VPADDQ, 3: (*amd64.Asm).VPSUBQ, 6: (*amd64.Asm).VPAND, 7: (*amd64.Asm).VPOR,
		8: (*amd64.Asm).VPXOR, 12: (*amd64.Asm).VPMULDQ, 13: (*amd64.Asm).VPMULUDQ,
	}
	oneInstrWords = [...]func(a *amd64.Asm, src amd64.Operand, v, dst amd64.Reg){
		2: (*amd64.Asm).VPADDD, 3: (*amd64.Asm).VPSUBD, 6: (*amd64.Asm).VPAND, 7: (*amd64.Asm).VPOR,
		8: (*amd64.Asm).VPXOR,
	}
)

// cvtaOffset is what a cvta member (kind 14 or 15) adds to each lane: the window's offset, or
// minus it.
func cvtaOffset(in *inst) uint64 {
	if in.x[2] == 15 {
		return -uint64(in.imm)
	}
	return uint64(in.imm)
}

// commuted returns a two-source member's sources in the order its code reads them (the first
// from a YMM register, the second from memory or a register): swapped where the operation
// commutes and only the second is in a register already (vecadd's addresses, a uniform base
// plus the index just computed: the base becomes the memory operand). The f32 add and mul
// commute bit for bit: a NaN result is made canonical whichever operand it came from.
func commuted(c *ymmCache, in *inst) (first, second int32) {
	switch in.x[2] {
	case 2, 6, 7, 8, 12, 13, 16, 18:
		if c.find(in.a) < 0 && c.find(in.b) >= 0 {
			return in.b, in.a
		}
	}
	return in.a, in.b
}

// compileMember appends one member's code for four lanes: what runALU's lane kernel of its kind
// (in.x[2], runKinds) computes, bit for bit in all 64 bits of each lane; on eight lanes of words
// (c.words), bit for bit in the low 32 bits of each.
func compileMember(c *ymmCache, in *inst) {
	a := c.a
	Y := func(r amd64.Reg) amd64.Operand { return amd64.Y(r) }
	// lowWord leaves t's low words in d: zero-extended, or as they are on words.
	lowWord := func(t, d amd64.Reg) {
		if c.words {
			a.VMOVDQU(Y(t), d)
			return
		}
		a.VPAND(Y(jitLow), t, d)
	}
	// nanWhere makes t PTX's canonical NaN in the lanes where nan is a NaN, then its low words
	// d (lowWord); canonicalNaN where t itself is.
	nanWhere := func(nan, t, d amd64.Reg) {
		a.VCMPPS(3, Y(nan), nan, jitT1) // unordered: NaN
		if c.words {
			a.VBLENDVPS(jitT1, Y(jitNaN), t, d)
			return
		}
		a.VBLENDVPS(jitT1, Y(jitNaN), t, t)
		a.VPAND(Y(jitLow), t, d)
	}
	canonicalNaN := func(t, d amd64.Reg) { nanWhere(t, t, d) }
	switch in.x[2] {
	case 1: // opMov
		s := c.src(in.a)
		a.VMOVDQU(Y(s), c.dst(in.d))
	case 2, 3, 6, 7, 8, 12, 13: // two-source integer operations of one instruction
		p, q := commuted(c, in)
		x := c.src(p)
		y := c.operand(q)
		if c.words {
			oneInstrWords[in.x[2]](a, y, x, c.dst(in.d))
			break
		}
		oneInstr[in.x[2]](a, y, x, c.dst(in.d))
	case 21: // mad.lo of uniform factors: c + lane 0's a*b (made before the chunks: jitUni)
		z := c.operand(in.c)
		d := c.dst(in.d)
		p := c.uniY[c.uni] // the product in every lane, where a constant's register was free
		if p == 0 {
			p = jitT0
			a.VMOVQ(jitUni[c.uni], p)
			broadcastLane0(a, p, c.words)
		}
		if c.words {
			a.VPADDD(z, p, d)
		} else {
			a.VPADDQ(z, p, d)
		}
		c.uni++
	case 4, 5: // mul.lo, mad.lo
		x, y := c.src(in.a), c.src(in.b)
		var z amd64.Reg
		if in.x[2] != 4 {
			z = c.src(in.c)
		}
		d := c.dst(in.d)
		if c.words { // the low 32 bits of x*y
			if in.x[2] == 4 {
				a.VPMULLD(Y(y), x, d)
				break
			}
			a.VPMULLD(Y(y), x, jitT0)
			a.VPADDD(Y(z), jitT0, d)
			break
		}
		// The low 64 bits of x*y from three 32x32-bit products: lo*lo + (hi*lo + lo*hi)<<32.
		a.VPSRLQ(32, x, jitT0)
		a.VPSRLQ(32, y, jitT1)
		a.VPMULUDQ(Y(y), jitT0, jitT0)
		a.VPMULUDQ(Y(jitT1), x, jitT1)
		a.VPADDQ(Y(jitT1), jitT0, jitT0)
		a.VPSLLQ(32, jitT0, jitT0)
		a.VPMULUDQ(Y(y), x, jitT1)
		if in.x[2] == 4 {
			a.VPADDQ(Y(jitT0), jitT1, d)
			break
		}
		a.VPADDQ(Y(jitT0), jitT1, jitT1)
		a.VPADDQ(Y(z), jitT1, d)
	case 9: // shl: a << uint32(b), 0 from 64 up (on words, from 32 up: the same low word)
		bits := uint32(64)
		if c.words {
			bits = 32
		}
		if v, ok := c.consts[in.b]; ok { // a constant count, as an immediate
			x := c.src(in.a)
			d := c.dst(in.d)
			switch n := uint32(v); {
			case n >= bits:
				a.VPXOR(Y(d), d, d)
			case c.words:
				a.VPSLLD(uint8(n), x, d)
			default:
				a.VPSLLQ(uint8(n), x, d)
			}
			break
		}
		x, y := c.src(in.a), c.src(in.b)
		d := c.dst(in.d)
		if c.words {
			a.VPSLLVD(Y(y), x, d)
			break
		}
		a.VPAND(Y(y), jitLow, jitT0)
		a.VPSLLVQ(Y(jitT0), x, d)
	case 10, 11: // shr.u32, shr.s32 of the low words, zero-extended
		if v, ok := c.consts[in.b]; ok { // a constant count, as an immediate (0, or the sign, from 32 up)
			x := c.src(in.a)
			d := c.dst(in.d)
			t := amd64.Reg(jitT0)
			if c.words {
				t = d // (words need no zero-extending)
			}
			if in.x[2] == 10 {
				a.VPSRLD(uint8(min(uint32(v), 32)), x, t)
			} else {
				a.VPSRAD(uint8(min(uint32(v), 32)), x, t)
			}
			if !c.words {
				lowWord(t, d)
			}
			break
		}
		x, y := c.src(in.a), c.src(in.b)
		d := c.dst(in.d)
		t := amd64.Reg(jitT0)
		if c.words {
			t = d
		}
		if in.x[2] == 10 {
			a.VPSRLVD(Y(y), x, t)
		} else {
			a.VPSRAVD(Y(y), x, t)
		}
		if !c.words {
			lowWord(t, d)
		}
	case 14, 15: // cvta: a + the window's offset, or minus it
		x := c.src(in.a)
		d := c.dst(in.d)
		off := c.cvtaY[c.cvta]
		c.cvta++
		if off == 0 {
			off = jitT0
			a.MOVQ(cvtaOffset(in), amd64.AX)
			a.VMOVQ(amd64.AX, off)
			a.VPBROADCASTQ(off, off)
		}
		a.VPADDQ(Y(off), x, d)
	case 16, 17, 18: // add.f32, sub.f32, mul.f32 (round to nearest): a NaN made canonical, zero-extended
		p, q := commuted(c, in)
		x := c.src(p)
		y := c.operand(q)
		d := c.dst(in.d)
		switch in.x[2] {
		case 16:
			a.VADDPS(y, x, jitT0)
		case 17:
			a.VSUBPS(y, x, jitT0)
		default:
			a.VMULPS(y, x, jitT0)
		}
		canonicalNaN(jitT0, d)
	case 19, 20: // the rotates: the low word of a rotated by n mod 32, zero-extended
		x, n := c.src(in.a), c.src(in.c)
		d := c.dst(in.d)
		a.VPAND(Y(n), jitRot31, jitT0)
		a.VPSUBD(Y(jitT0), jitRot32, jitT1)
		if in.x[2] == 19 {
			a.VPSLLVD(Y(jitT0), x, jitT0)
			a.VPSRLVD(Y(jitT1), x, jitT1)
		} else {
			a.VPSRLVD(Y(jitT0), x, jitT0)
			a.VPSLLVD(Y(jitT1), x, jitT1)
		}
		a.VPOR(Y(jitT1), jitT0, jitT0)
		lowWord(jitT0, d)
	case 22: // not
		x := c.src(in.a)
		d := c.dst(in.d)
		a.VPCMPEQD(Y(jitT0), jitT0, jitT0)
		a.VPXOR(Y(jitT0), x, d)
	case 23: // fma.rn.f32: IEEE's fused multiply-add in single precision, a NaN made canonical
		x, y, z := c.src(in.a), c.src(in.b), c.src(in.c)
		d := c.dst(in.d)
		a.VMOVDQU(Y(z), jitT0)
		a.VFMADD231PS(Y(y), x, jitT0)
		canonicalNaN(jitT0, d)
	case absF32Kind, negF32Kind: // abs.f32, neg.f32: the sign bit cleared or flipped, a NaN made canonical, zero-extended
		x := c.src(in.a)
		d := c.dst(in.d)
		if in.x[2] == absF32Kind {
			a.VPAND(Y(jitNaN), x, jitT0)
		} else {
			a.VPCMPEQD(Y(jitT0), jitT0, jitT0)
			a.VPSLLD(31, jitT0, jitT0) // the sign bits
			a.VPXOR(Y(x), jitT0, jitT0)
		}
		nanWhere(x, jitT0, d)
	case fmaNegF32Kind: // fma.rn.f32 of a negated product or addend (fNegA, fNegC), as case 23
		x, y, z := c.src(in.a), c.src(in.b), c.src(in.c)
		d := c.dst(in.d)
		a.VMOVDQU(Y(z), jitT0)
		switch in.aux & (fNegA | fNegC) {
		case fNegA:
			a.VFNMADD231PS(Y(y), x, jitT0)
		case fNegC:
			a.VFMSUB231PS(Y(y), x, jitT0)
		case fNegA | fNegC:
			a.VFNMSUB231PS(Y(y), x, jitT0)
		default:
			a.VFMADD231PS(Y(y), x, jitT0)
		}
		canonicalNaN(jitT0, d)
	case divF32Kind: // div.rn.f32: IEEE division of the low words, a NaN made canonical, zero-extended
		x := c.src(in.a)
		y := c.operand(in.b)
		d := c.dst(in.d)
		a.VDIVPS(y, x, jitT0)
		canonicalNaN(jitT0, d)
	case cvtIntKind: // cvt between integer types: cvtInt's stages
		x := c.src(in.a)
		d := c.dst(in.d)
		s1, signed1, s2 := cvtIntStages(in.aux)
		if s1 == 0 {
			a.VMOVDQU(Y(x), d)
			break
		}
		extendChunk(a, x, d, s1, signed1)
		if s2 != 0 {
			extendChunk(a, d, d, s2, false)
		}
	case bfeKind: // bfe.u32/s32: bfeLane's field and sign fill, by masks
		x, y, z := c.src(in.a), c.src(in.b), c.src(in.c)
		d := c.dst(in.d)
		signed := in.aux == tS32
		a.VPSLLQ(56, y, jitT0)
		a.VPSRLQ(56, jitT0, jitT0) // pos: y's low 8 bits
		if signed {
			// A position past 31 takes no bits and the sign from bit 31 (ln > 0), as position
			// 31 does with its one bit: the sign test below then holds for every position.
			a.VPMINUD(Y(jitRot31), jitT0, jitT0)
		}
		a.VPSLLQ(56, z, jitT1)
		a.VPSRLQ(56, jitT1, jitT1) // ln: z's low 8 bits (from 64 on, the shift leaves no ones)
		a.VPCMPEQD(Y(jitT2), jitT2, jitT2)
		a.VPSLLVQ(Y(jitT1), jitT2, jitT2)  // ones above ln's bits
		a.VPSRLVQ(Y(jitT0), jitLow, jitT1) // the type's bits from pos on (none from 32)
		a.VPANDN(Y(jitT1), jitT2, jitT1)   // the field's mask, shifted down to bit 0
		a.VPSRLVQ(Y(jitT0), x, jitT0)
		if !signed {
			a.VPAND(Y(jitT1), jitT0, d)
			break
		}
		a.VPAND(Y(jitT1), jitT0, jitT0)
		// The sign: the field's top bit (position+len-1 or 31, whichever is lower), set where
		// the field is more than its mask shifted right once; it fills the type above the field.
		a.VPSRLQ(1, jitT1, jitT2)
		a.VPCMPGTQ(Y(jitT2), jitT0, jitT2)
		a.VPAND(Y(jitLow), jitT2, jitT2)
		a.VPANDN(Y(jitT2), jitT1, jitT2)
		a.VPOR(Y(jitT2), jitT0, d)
	case selpKind: // selp: all 64 bits of a where the lane's predicate bit is set (clear: negated), else of b
		set, clear := in.a, in.b
		if in.aux&1 != 0 {
			set, clear = clear, set
		}
		// Each lane's bit moved to bit 63 of its quadword (jitLaneShifts), then made the whole
		// quadword by a compare with zero.
		// On words, to bit 31 of its word, which is all VBLENDVPS reads.
		a.MOVQLoad(amd64.Mem{Base: amd64.SI, Disp: jitMemPreds}, amd64.AX)
		a.MOVLLoad(amd64.Mem{Base: amd64.AX, Disp: 4 * in.c}, amd64.AX)
		a.VMOVQ(amd64.AX, jitT0)
		broadcastLane0(a, jitT0, c.words)
		table := uintptr(unsafe.Pointer(&jitLaneShifts)) // (globals: they stay put)
		if c.words {
			table = uintptr(unsafe.Pointer(&jitLaneShiftsWords))
		}
		a.MOVQ(uint64(table), amd64.AX)
		shifts := amd64.Mem{Base: amd64.AX, Disp: 32 * c.chunk}
		if c.chunk < 0 {
			shifts = amd64.Mem{Base: amd64.AX, Index: jitChunk, HasIndex: true}
		}
		if c.words {
			a.VPSLLVD(shifts, jitT0, jitT0)
		} else {
			a.VPSLLVQ(shifts, jitT0, jitT0)
			a.VPXOR(Y(jitT1), jitT1, jitT1)
			a.VPCMPGTQ(Y(jitT0), jitT1, jitT0) // 0 > the quadword: its bit 63 is set
		}
		y := c.src(clear)
		x := c.operand(set)
		d := c.dst(in.d)
		a.VBLENDVPS(jitT0, x, y, d)
	default:
		panic("compileMember: " + opInfo[in.op].name) // planRuns admits only runOp instructions
	}
}

// extendChunk sets d to x's low 64-s bits extended to 64 (cvtInt's extendLanes for a chunk):
// shifted up and back, and, where signed, the sign (0 > the shifted quadword) in the s bits
// above. AVX2 has no 64-bit arithmetic shift. x may be d.
func extendChunk(a *amd64.Asm, x, d amd64.Reg, s uint, signed bool) {
	if !signed {
		a.VPSLLQ(uint8(s), x, d)
		a.VPSRLQ(uint8(s), d, d)
		return
	}
	a.VPSLLQ(uint8(s), x, jitT0)
	a.VPXOR(amd64.Y(jitT1), jitT1, jitT1)
	a.VPCMPGTQ(amd64.Y(jitT0), jitT1, jitT1) // 0 > the quadword: its sign
	a.VPSRLQ(uint8(s), jitT0, jitT0)
	a.VPSLLQ(uint8(64-s), jitT1, jitT1)
	a.VPOR(amd64.Y(jitT1), jitT0, d)
}
