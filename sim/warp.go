package sim

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"sync/atomic"
	"unsafe"

	"cudasim/cu"
)

const fullMask = 0xffffffff

// maxCallDepth bounds device-function recursion; deeper calls fail the launch as a stack
// overflow does on the hardware.
const maxCallDepth = 4096

type warpState uint8

const (
	wsReady warpState = iota
	wsBarrier
	wsDone
	wsFault
)

// stackEntry is a group of lanes waiting at pc while another group of the same warp runs.
type stackEntry struct {
	pc   int32
	mask uint32
}

// noPending is warp.rpc when no group waits in the current call frame.
const noPending = math.MaxInt32

type frame struct {
	fn       *funcInfo
	site     int32
	retPC    int32
	depth    int
	base     uint64
	outMask  uint32
	retMask  uint32
	saved    bool
	saveOff  int
	prevRoot *funcInfo
	// dynSaved: the lanes' alloca bytes at the call are on w.saves at dynOff (stack.go)
	dynSaved bool
	dynOff   int
}

// pcSpanSlots is the number of w.pcSpans, a power of two: an access at pc keeps its span in
// slot pc&(pcSpanSlots-1).
const pcSpanSlots = 16

// warp is 32 lanes executing in lockstep with a structure-of-arrays register file.
type warp struct {
	k   *Kernel
	cta *cta
	r   [][32]uint64
	p   []uint32
	tmp [32]uint64
	cc  [32]uint64

	pc         int32
	rpc        int32
	active     uint32
	exited     uint32
	stack      []stackEntry
	frames     []frame
	frameDepth int
	frameBase  uint64
	curFn      *funcInfo
	saves      []uint64
	retbuf     []uint64

	local    [32][]byte
	stackMax uint64
	// dyn is each lane's bytes of alloca above the current function's frame; dynUsed is
	// false while all are 0 (stack.go)
	dyn     [32]uint64
	dynUsed bool

	gbase uint64
	gmem  []byte
	// pcSpans remembers, by the low bits of the pc, the span each full-warp global access
	// used last (memFull32Warp): vecadd's two loads and its store each keep their own
	// allocation instead of taking turns in gmem and searching the CTA's spans every time.
	// Sixteen: with eight, an unrolled loop of a load from one allocation and a store to
	// another every three instructions (simpleStreams' init_array) put the two in one slot.
	pcSpans [pcSpanSlots]globalSpan
	// jm is what straight's calls of compiled code read besides the registers (jitReady, at
	// each launch).
	jm         jitMem
	pcSpansSet bool // pcSpans has an entry: prepare clears them

	tid     [3][32]uint32
	id      int
	exist   uint32 // the lanes of the block's threads (all 32 but in a last partial warp)
	count   int64
	slept   uint64 // ns the warp slept in nanosleep: %clock and %globaltimer advance by them (timer)
	spin    spinState
	mbWait  mbarWait // the mbarrier phase the warp last found incomplete (mbarDone)
	wait    waitMark // the latest wait that ended a turn of the warp (waited)
	budget  int64
	state   warpState
	parked  []parkedGroup // groups of lanes waiting at barriers
	barWait uint32        // the barriers that a parked group waits at (bit clusterBarrier: barrier.cluster)
	// whole holds the lanes of a warp that arrived whole at barrier wholeID and waits there
	// without a parked group (barSync); they resume at pc. 0 when it does not.
	whole     uint32
	wholeID   uint8
	barLive   [16]uint32 // per barrier: the warp's live lanes when its first group arrived
	warpSyncs uint32     // bar.warp.sync executed (racecheck)
	wgCommits uint32     // wgmma.commit_group executed in this CTA (wgmmaGroup)
	// clArrived holds the lanes that executed barrier.cluster.arrive in the cluster barrier's
	// current phase; the phase completes when every live lane of the cluster has (cluster.go).
	clArrived uint32
	fault     *Fault

	// wokeWaiters: the warp's arrival completed a phase that other warps wait for; it ends its
	// turn so that they see it before it runs on (exec, opMbar).
	wokeWaiters bool
	// suspended holds the groups of lanes that wait inside a device function while lanes of the
	// warp outside the call run (suspendCall); empty but in such code.
	suspended []suspendedCall

	// startsStraight: the warp's next turn starts at k.straightAt, where slice lets straight run
	// it first: its first turn in its CTA (cta.begin), a turn after a barrier it waited at whole
	// (straightAfterBarrier, which sets straightResumed too: exec has run the warp in this CTA).
	startsStraight  bool
	straightResumed bool
	// untouched: the warp's last CTA ran in straight alone, from begin's reset to its ret (slice),
	// so begin need not reset what only exec changes (calls, divergence, barriers, waits).
	// Cleared by begin and prepare.
	untouched bool
	// packed: the narrow slots in packList are held packed, as compiled code holds them
	// (lanepack.go): 32 lanes of 4 bytes in the slot's first 128 bytes.
	packed bool
	// toPack: the warp's kernel packs slots (k.packList) and they are in 8-byte lanes now, so
	// compiled code's callers pack them first. (One flag to test: straight's test of packed
	// and the kernel's list cost vecadd's 393,240 calls 2 M instructions; red37.)
	toPack bool
	// polledBefore is spin.n when the warp's latest turn in a round of blocks set aside began
	// (cta.unchanged).
	polledBefore uint32
	// ro is the span of memory the device may only read that the warp reached last
	// (globalSlow): read-only spans stay out of gmem, pcSpans and the CTA's spans, which the
	// fast paths read and write, so that every write there reaches writable. (Last: the
	// fields above are the hot ones.)
	ro globalSpan
	// packList and onceList are the slots packed where packed is set: its kernel's k.packConv
	// and k.onceList (stored once: storedonce.go) when packed.
	packList []int32
	onceList []int32
}

// parkedGroup is a group of a warp's lanes that executed bar.sync or bar.red together and waits
// for the barrier to complete; then it becomes a pending group at pc again (see unpark). Barriers
// count threads, so the warp's other groups run on meanwhile until they arrive too.
type parkedGroup struct {
	pc    int32
	mask  uint32
	level int32 // len(w.frames) when the lanes arrived: the call frame they wait in
	id    uint8
	red   *inst // the bar.red waiting for its result, or nil
}

func (w *warp) faultf(code cu.Result, lane int, addr uint64, format string, args ...any) {
	if w.fault != nil {
		if s := w.cta.l.Sanitize; s != nil {
			w.sanAnotherFault(s, code, lane, addr) // memcheck reports every lane of the access
		}
		return
	}
	line, pc := int32(0), w.origPC()
	if int(pc) < len(w.k.code) {
		line = w.k.code[pc].line
	}
	c := w.cta
	w.fault = &Fault{
		Code: code, Kernel: w.k.name, Block: c.blockOf(lane),
		Thread: [3]uint32{w.tid[0][lane], w.tid[1][lane], w.tid[2][lane]},
		PC:     int(pc), Line: int(line), Addr: addr, Detail: fmt.Sprintf(format, args...),
	}
	if int(pc) < len(w.k.locs) {
		if loc := w.k.locs[pc]; loc.line > 0 {
			name := w.k.files[int(loc.file)]
			if name == "" {
				name = fmt.Sprintf("file%d", loc.file)
			}
			w.fault.Source = fmt.Sprintf("%s:%d", name, loc.line)
		}
	}
	w.state = wsFault
	if s := c.l.Sanitize; s != nil {
		w.sanitizeFault(s, lane, w.fault)
	}
}

func firstLane(m uint32) int { return bits.TrailingZeros32(m) }

// resume reschedules a diverged warp: of the running group and the groups waiting in the current
// call frame, the ones at the lowest pc merge and run next. Lanes that take different paths thus
// reconverge where the paths meet in code order (nvcc lays code out so that this is where Volta's
// convergence barriers put them, loop exits included, even with early returns). It is called when
// the running group reaches a waiting group's pc or has no lanes left, and reports false when no
// group can run: the warp is done, or its remaining lanes of the current call frame wait at
// barriers (see idle).
func (w *warp) resume() bool {
	for {
		if w.active != 0 {
			w.stack = append(w.stack, stackEntry{pc: w.pc, mask: w.active})
		}
		pend := w.stack[w.frameDepth:]
		if len(w.suspended) > 0 {
			if i := w.lowestSuspended(pend); i >= 0 {
				w.resumeCall(i)
				return true
			}
		}
		if len(pend) == 0 {
			if len(w.parked) > 0 && w.parkedIn(int32(len(w.frames))) {
				// The frame cannot return before these lanes do: wait for the barrier.
				w.active, w.pc = 0, noPending
				return false
			}
			if len(w.frames) == 0 {
				w.active = 0
				return false
			}
			w.returnFrame()
			if w.active != 0 {
				w.rpc = w.minPending()
				return true
			}
			continue
		}
		low := int32(noPending)
		for _, e := range pend {
			low = min(low, e.pc)
		}
		var m uint32
		k := 0
		for _, e := range pend {
			if e.pc == low {
				m |= e.mask
			} else {
				pend[k] = e
				k++
			}
		}
		w.stack = w.stack[:w.frameDepth+k]
		w.pc, w.active = low, m&^w.exited
		if w.active == 0 {
			continue
		}
		w.rpc = w.minPendingAfter(low)
		return true
	}
}

// idle sets the state of a warp that has no group to run: done, or waiting at barriers.
func (w *warp) idle() {
	if len(w.parked) > 0 {
		w.state = wsBarrier
		return
	}
	w.state = wsDone
}

func (w *warp) parkedIn(level int32) bool {
	for i := range w.parked {
		if w.parked[i].level == level {
			return true
		}
	}
	return false
}

// pushPending adds a pending group to the section of the stack of call frame level (len(w.frames)
// for the current one).
func (w *warp) pushPending(level int, e stackEntry) {
	if level == len(w.frames) {
		w.stack = append(w.stack, e)
		w.rpc = min(w.rpc, e.pc)
		return
	}
	// A caller's group: insert it at the end of that frame's section, below the callees'.
	end := w.frameDepth
	if level+1 < len(w.frames) {
		end = w.frames[level+1].depth
	}
	w.stack = slices.Insert(w.stack, end, e)
	for i := level + 1; i < len(w.frames); i++ {
		w.frames[i].depth++
	}
	w.frameDepth++
}

// yieldLanes lets another group of the warp's lanes in the current call frame run before the
// running one goes on from w.pc. The running group waits for something (it polls a word that does
// not change, sleeps, tests an mbarrier phase that has not completed), and since sm_70 a warp's
// diverged lanes progress independently, so what it waits for may be another group of the same
// warp: a semaphore's holder, a barrier's other arrivals, the other side of a wait/notify.
// resume's lowest pc first alone would run the waiting group forever. The next group in pc order
// (cyclically) runs until it reaches a group waiting further on, or waits itself; resume then
// merges groups at the lowest pc again.
func (w *warp) yieldLanes() {
	w.spin.yield = false
	pend := w.stack[w.frameDepth:]
	next := int32(noPending)
	first := int32(noPending)
	for _, e := range pend {
		if e.mask&^w.exited == 0 {
			continue
		}
		first = min(first, e.pc)
		if e.pc > w.pc {
			next = min(next, e.pc)
		}
	}
	if next == noPending {
		next = first
	}
	if len(w.suspended) > 0 {
		if i := w.nextSuspended(next); i >= 0 {
			if w.active != 0 {
				w.stack = append(w.stack, stackEntry{pc: w.pc, mask: w.active})
			}
			w.resumeCall(i)
			return
		}
	}
	if next == noPending {
		// No other group in this call frame: lanes outside the call may be what it waits for.
		w.suspendCall()
		return
	}
	runPC, runMask := w.pc, w.active
	w.pc, w.active = next, 0
	k := 0
	for _, e := range pend {
		if e.pc == next {
			w.active |= e.mask
		} else {
			pend[k] = e
			k++
		}
	}
	w.active &^= w.exited
	w.stack = w.stack[:w.frameDepth+k]
	if runMask != 0 {
		w.stack = append(w.stack, stackEntry{pc: runPC, mask: runMask})
	}
	w.rpc = w.minPendingAfter(w.pc)
	w.spin = spinState{}
}

// minPendingAfter is the lowest pc after pc at which a group of the current frame waits.
func (w *warp) minPendingAfter(pc int32) int32 {
	low := int32(noPending)
	for _, e := range w.stack[w.frameDepth:] {
		if e.pc > pc {
			low = min(low, e.pc)
		}
	}
	for i := range w.suspended {
		if c := &w.suspended[i]; int(c.level) == len(w.frames) && c.pc > pc {
			low = min(low, c.pc)
		}
	}
	return low
}

// suspendedCall is a group of a warp's lanes that waits inside a device function, set aside with
// its call frames while lanes outside the call run (suspendCall). It runs again from the call's
// pc in the caller's frame: once the lanes there reach that pc (resume), or when the group
// running there waits in turn (yieldLanes). Its lanes are its own: registers and local memory
// are per lane, so only the frame bookkeeping needs keeping apart.
type suspendedCall struct {
	level     int32  // len(w.frames) in the caller: the frame the call is made from
	pc        int32  // the call's pc in that frame
	lanes     uint32 // every lane inside the call
	frames    []frame
	stack     []stackEntry // the pending groups of the call's frames, their depths relative to it
	frameRel  int          // w.frameDepth relative to stack
	curPC     int32
	active    uint32
	frameBase uint64
	curFn     *funcInfo
	inner     []suspendedCall // calls suspended inside this one's frames
}

// suspendCall sets aside the running group, which waits inside a device function and has no
// other group of its call frame to yield to, together with the call frames it is in, so that
// the lanes outside the call run: since sm_70 the lanes of one warp progress independently, and
// what the group waits for may be lanes in another function (libcu++'s producer and consumer
// lanes of one pipeline, each side in its own function). It goes out to the innermost caller
// that has other lanes to run; none, or lanes of the call waiting at a barrier or in a recursive
// activation (whose saved registers are the warp's, not the lanes'), and the group runs on.
func (w *warp) suspendCall() {
	level := -1
	for l := len(w.frames) - 1; l >= 0 && level < 0; l-- {
		if w.frames[l].saved || w.frames[l].dynSaved {
			return
		}
		end := w.frameDepth
		if l+1 < len(w.frames) {
			end = w.frames[l+1].depth
		}
		// Lanes that returned from the call (retMask) can run on in the caller too.
		live := (w.frames[l].outMask | w.frames[l].retMask) &^ w.exited
		for _, e := range w.stack[w.frames[l].depth:end] {
			live |= e.mask &^ w.exited
		}
		for i := range w.suspended {
			if int(w.suspended[i].level) == l {
				live |= w.suspended[i].lanes &^ w.exited
			}
		}
		if live != 0 {
			level = l
		}
	}
	if level < 0 || w.whole != 0 {
		return
	}
	for i := range w.parked {
		if int(w.parked[i].level) > level {
			return
		}
	}
	f := &w.frames[level]
	base := w.frameDepth
	if level+1 < len(w.frames) {
		base = w.frames[level+1].depth
	}
	c := suspendedCall{
		level: int32(level), pc: f.retPC - 1,
		frames:   slices.Clone(w.frames[level:]),
		stack:    slices.Clone(w.stack[base:]),
		frameRel: w.frameDepth - base,
		curPC:    w.pc, active: w.active, frameBase: w.frameBase, curFn: w.curFn,
	}
	// The lanes that already returned from the call leave it now, with their results, and
	// run on in the caller as the lanes outside it do: since sm_70 a lane returns on its own
	// (a semaphore's holders, back from acquire in a -G build or a __noinline__ function,
	// release it while the other lanes still wait inside).
	early := f.retMask &^ w.exited
	if early != 0 {
		w.collectReturns(f)
		w.writeReturns(f, early)
		if w.dynUsed {
			for m := early; m != 0; m &= m - 1 {
				w.dyn[firstLane(m)] = 0
			}
		}
	}
	out := (f.outMask | early) &^ w.exited
	c.frames[0].outMask, c.frames[0].retMask = 0, 0 // they wait in the caller (below), not for the call's return
	c.lanes = c.active
	for j := range c.frames {
		c.lanes |= c.frames[j].retMask | c.frames[j].outMask
		if j > 0 {
			c.frames[j].depth -= base
		}
	}
	for _, e := range c.stack {
		c.lanes |= e.mask
	}
	k := 0
	for _, in := range w.suspended {
		if int(in.level) > level {
			c.inner = append(c.inner, in)
			c.lanes |= in.lanes
		} else {
			w.suspended[k] = in
			k++
		}
	}
	w.suspended = w.suspended[:k]
	w.stack = w.stack[:base]
	w.frameDepth, w.frameBase, w.curFn = f.depth, f.base, f.prevRoot
	retPC := f.retPC
	w.frames = w.frames[:level]
	if out != 0 {
		w.stack = append(w.stack, stackEntry{pc: retPC, mask: out})
	}
	w.suspended = append(w.suspended, c)
	// Yield in the caller's frame, from the call, to the next group there.
	w.pc, w.active = c.pc, 0
	w.yieldLanes()
}

// resumeCall makes suspended call i the running group again; the warp is in the call's frame.
func (w *warp) resumeCall(i int) {
	c := w.suspended[i]
	w.suspended = slices.Delete(w.suspended, i, i+1)
	base := len(w.stack)
	for j := range c.frames {
		if j == 0 {
			c.frames[j].depth = w.frameDepth
		} else {
			c.frames[j].depth += base
		}
	}
	w.frames = append(w.frames, c.frames...)
	w.stack = append(w.stack, c.stack...)
	w.suspended = append(w.suspended, c.inner...)
	w.frameDepth = base + c.frameRel
	w.frameBase, w.curFn = c.frameBase, c.curFn
	w.pc, w.active = c.curPC, c.active&^w.exited
	w.rpc = w.minPending()
	w.spin = spinState{}
}

// lowestSuspended returns the suspended call of the current frame to run next when the lowest
// pc goes first (resume): one at a lower pc than every group in pend, the oldest first; -1 when
// there is none.
func (w *warp) lowestSuspended(pend []stackEntry) int {
	best := -1
	for i := range w.suspended {
		c := &w.suspended[i]
		if int(c.level) == len(w.frames) && c.lanes&^w.exited != 0 && (best < 0 || c.pc < w.suspended[best].pc) {
			best = i
		}
	}
	if best < 0 {
		return -1
	}
	for _, e := range pend {
		if e.pc <= w.suspended[best].pc {
			return -1 // lanes that have not made the call yet go first
		}
	}
	return best
}

// nextSuspended returns the suspended call of the current frame that comes before next (the next
// pending group's pc, or noPending) when the groups after w.pc go first, cyclically; -1 when none
// does.
func (w *warp) nextSuspended(next int32) int {
	after := func(pc int32) int64 {
		if pc > w.pc {
			return int64(pc)
		}
		return int64(pc) + 1<<32 // behind the running group: after every group ahead of it
	}
	best := -1
	for i := range w.suspended {
		c := &w.suspended[i]
		if int(c.level) == len(w.frames) && c.lanes&^w.exited != 0 && (best < 0 || after(c.pc) < after(w.suspended[best].pc)) {
			best = i
		}
	}
	if best < 0 || next != noPending && after(next) <= after(w.suspended[best].pc) {
		return -1
	}
	return best
}

func (w *warp) minPending() int32 {
	low := int32(noPending)
	for _, e := range w.stack[w.frameDepth:] {
		low = min(low, e.pc)
	}
	for i := range w.suspended {
		if c := &w.suspended[i]; int(c.level) == len(w.frames) {
			low = min(low, c.pc)
		}
	}
	return low
}

// returnFrame pops the current call frame: results go back to the caller, saved registers of a
// recursive activation are restored.
func (w *warp) returnFrame() {
	f := &w.frames[len(w.frames)-1]
	// Copy results out before restoring (caller and callee may be the same function).
	w.collectReturns(f)
	w.dynReturn(f)
	if f.saved {
		w.restore(f.fn, f.saveOff)
	}
	w.writeReturns(f, f.retMask)
	w.frameBase = f.base
	w.frameDepth = f.depth
	w.curFn = f.prevRoot
	w.pc = f.retPC
	w.active = (f.retMask | f.outMask) &^ w.exited
	w.frames = w.frames[:len(w.frames)-1]
}

// collectReturns copies frame f's return values, every lane's, into w.retbuf.
func (w *warp) collectReturns(f *frame) {
	cs := &w.k.calls[f.site]
	w.retbuf = w.retbuf[:0]
	for i, rv := range f.fn.rets {
		if i >= len(cs.rets) {
			break
		}
		n := min(rv.n, cs.rets[i].n)
		if rv.pred {
			w.retbuf = append(w.retbuf, uint64(w.p[rv.slot]))
			continue
		}
		for s := int32(0); s < n; s++ {
			w.retbuf = append(w.retbuf, w.r[rv.slot+s][:]...)
		}
	}
}

// writeReturns writes the return values collectReturns kept into the call's destination
// registers, for the lanes of mask.
func (w *warp) writeReturns(f *frame, mask uint32) {
	cs := &w.k.calls[f.site]
	off := 0
	for i, rv := range f.fn.rets {
		if i >= len(cs.rets) {
			break
		}
		dst := cs.rets[i]
		if rv.pred {
			w.p[dst.slot] = w.p[dst.slot]&^mask | uint32(w.retbuf[off])&mask
			off++
			continue
		}
		n := min(rv.n, dst.n)
		for s := int32(0); s < n; s++ {
			d := &w.r[dst.slot+s]
			for m := mask; m != 0; m &= m - 1 {
				l := firstLane(m)
				d[l] = w.retbuf[off+l]
			}
			off += 32
		}
	}
}

func (w *warp) save(fi *funcInfo) int {
	off := len(w.saves)
	for s := fi.slotLo; s < fi.slotHi; s++ {
		w.saves = append(w.saves, w.r[s][:]...)
	}
	for p := fi.predLo; p < fi.predHi; p++ {
		w.saves = append(w.saves, uint64(w.p[p]))
	}
	return off
}

func (w *warp) restore(fi *funcInfo, off int) {
	o := off
	for s := fi.slotLo; s < fi.slotHi; s++ {
		copy(w.r[s][:], w.saves[o:o+32])
		o += 32
	}
	for p := fi.predLo; p < fi.predHi; p++ {
		w.p[p] = uint32(w.saves[o])
		o++
	}
	w.saves = w.saves[:off]
}

// call enters a device function for the lanes in mask.
func (w *warp) call(in *inst, mask uint32) bool {
	cs := &w.k.calls[in.a]
	var fi *funcInfo
	if cs.fn >= 0 {
		fi = w.k.funcs[cs.fn]
	} else {
		tg := &w.r[cs.tgt]
		l0 := firstLane(mask)
		t := tg[l0]
		var sub uint32
		for m := mask; m != 0; m &= m - 1 {
			l := firstLane(m)
			if tg[l] == t {
				sub |= 1 << l
			}
		}
		idx := t &^ funcPtrBase
		if t == 0 {
			// Measured (probe explore24-a, e_devfaults c_nullcall): the H200 reports an invalid
			// program counter for a call through a null function pointer.
			w.faultf(cu.ErrorInvalidPC, l0, t, "indirect call through a null function pointer")
			return false
		}
		if t&funcPtrBase != funcPtrBase || idx >= uint64(len(w.k.funcByMod)) || w.k.funcByMod[idx] < 0 {
			w.faultf(cu.ErrorLaunchFailed, l0, t, "indirect call through 0x%x, which is not a device function of this module", t)
			return false
		}
		if rest := mask &^ sub; rest != 0 {
			// Call one target at a time: the others wait at this call and run it afterwards.
			w.stack = append(w.stack, stackEntry{pc: w.pc, mask: rest})
			w.active &^= rest
			w.rpc = min(w.rpc, w.pc)
			mask = sub
		}
		fi = w.k.funcs[w.k.funcByMod[idx]]
	}
	if fi.builtin != builtinNone {
		return w.builtin(fi, cs, mask)
	}
	saved := false
	saveOff := 0
	if w.curFn == fi {
		saved = true
	} else {
		for i := range w.frames {
			if w.frames[i].fn == fi {
				saved = true
				break
			}
		}
	}
	if saved {
		saveOff = w.save(fi)
	}
	for i, a := range cs.args {
		p := fi.params[i]
		if p.pred || a.pred {
			if p.pred && a.pred {
				w.p[p.slot] = w.p[a.slot]
			} else if p.pred {
				var v uint32
				for l := 0; l < 32; l++ {
					if w.r[a.slot][l] != 0 {
						v |= 1 << l
					}
				}
				w.p[p.slot] = v
			}
			continue
		}
		n := min(a.n, p.n)
		for s := int32(0); s < n; s++ {
			w.r[p.slot+s] = w.r[a.slot+s]
		}
	}
	f := frame{
		fn: fi, site: in.a, retPC: w.pc + 1, depth: w.frameDepth, base: w.frameBase,
		outMask: w.active &^ mask, saved: saved, saveOff: saveOff, prevRoot: w.curFn,
	}
	callerFrame := uint64(w.curFn.frame) + w.dynFrame(&f, mask)
	w.frames = append(w.frames, f)
	if len(w.frames) > maxCallDepth {
		// A stack overflow is an illegal address on the H200 (measured:
		// testdata/reference/probe5, endless recursion).
		w.faultf(w.k.stackFault, firstLane(mask), 0, "call stack overflow")
		return false
	}
	// The frames below are 8-byte multiples (stackneed.go); a callee whose .local variables
	// need more starts at their alignment.
	a := max(fi.frameAlign, 1)
	w.frameBase = (w.frameBase + callerFrame + a - 1) &^ (a - 1)
	if need := w.frameBase + uint64(fi.frame); need > w.stackMax {
		w.faultf(w.k.stackFault, firstLane(mask), 0, "stack overflow: %d bytes of local memory needed, the limit is %d", need, w.stackMax)
		return false
	} else {
		w.growLocal(need)
	}
	w.frameDepth = len(w.stack)
	w.curFn = fi
	w.active = mask
	w.rpc = noPending
	w.pc = fi.entry
	return true
}

func (w *warp) growLocal(need uint64) {
	if uint64(len(w.local[0])) >= need {
		return
	}
	n := max(need, 2*uint64(len(w.local[0])))
	n = min(n, w.stackMax)
	for l := range w.local {
		nb := make([]byte, n)
		copy(nb, w.local[l])
		w.local[l] = nb
	}
}

// globalSlice returns size bytes of global memory at addr, or nil if they are not all inside one
// live allocation.
func (w *warp) global(addr, size uint64) []byte {
	if off := addr - w.gbase; off < uint64(len(w.gmem)) && uint64(len(w.gmem))-off >= size {
		return w.gmem[off : off+size : off+size]
	}
	return w.globalSlow(addr, size)
}

func (w *warp) globalSlow(addr, size uint64) []byte {
	if off := addr - w.ro.base; off < uint64(len(w.ro.b)) && uint64(len(w.ro.b))-off >= size {
		return w.ro.b[off : off+size : off+size]
	}
	c := w.cta
	for i := range c.spans[:min(c.nspans, len(c.spans))] {
		s := &c.spans[i]
		if off := addr - s.base; off < uint64(len(s.b)) && uint64(len(s.b))-off >= size {
			w.gbase, w.gmem = s.base, s.b
			return s.b[off : off+size : off+size]
		}
	}
	mem := c.l.Memory
	if mem == nil {
		return nil
	}
	base, b, ok := mem.Span(addr)
	if !ok || addr < base || addr-base+size > uint64(len(b)) {
		return nil
	}
	if wc := c.wc; wc != nil {
		if code, _ := wc.WriteFault(addr, size); code != cu.Success {
			w.ro = globalSpan{base, b} // not cached for the fast paths (see warp.ro)
			off := addr - base
			return b[off : off+size : off+size]
		}
	}
	w.gbase, w.gmem = base, b
	c.spans[c.nspans%len(c.spans)] = globalSpan{base, b}
	c.nspans++
	off := addr - base
	return b[off : off+size : off+size]
}

// generic resolves a generic address to bytes for lane l; it sets a fault and returns nil when the
// address is bad.
func (w *warp) generic(addr, size uint64, l int, write bool) []byte {
	if addr&(size-1) != 0 {
		w.faultf(cu.ErrorMisalignedAddress, l, addr, "misaligned %d-byte generic access", size)
		return nil
	}
	switch {
	case addr-SharedWindow < WindowSize:
		off := addr - SharedWindow - w.cta.sharedBase()
		if off >= clusterWindow { // another CTA's (cluster.go)
			return w.sharedClusterAccess(addr-SharedWindow, size, l)
		}
		sh := w.cta.shared
		if off+size > uint64(len(sh)) {
			w.faultf(cu.ErrorIllegalAddress, l, addr, "generic address is %d bytes into shared memory of %d bytes", off, len(sh))
			return nil
		}
		if cs := w.cta.san; cs != nil {
			w.sanShared(cs, off, size, l)
		}
		return sh[off : off+size : off+size]
	case addr-ParamWindow < WindowSize:
		off := addr - ParamWindow
		ps := w.cta.l.Params
		if write {
			w.faultf(cu.ErrorIllegalAddress, l, addr, "store into the kernel parameter space")
			return nil
		}
		if off+size > uint64(len(ps)) {
			w.faultf(cu.ErrorIllegalAddress, l, addr, "generic address is %d bytes into the %d-byte kernel parameter space", off, len(ps))
			return nil
		}
		return ps[off : off+size : off+size]
	case addr-LocalWindow < WindowSize:
		off := addr - LocalWindow
		lm := w.local[l]
		if off+size > uint64(len(lm)) {
			w.faultf(cu.ErrorIllegalAddress, l, addr, "generic address is %d bytes into local memory of %d bytes", off, len(lm))
			return nil
		}
		return lm[off : off+size : off+size]
	}
	b := w.global(addr, size)
	if b == nil {
		w.faultf(cu.ErrorIllegalAddress, l, addr, "generic %d-byte access %s", size, w.unreachable(addr))
	} else if write && !w.writable(addr, size, l) {
		return nil
	} else if cs := w.cta.san; cs != nil {
		w.sanGlobal(cs, addr, size, l)
	}
	return b
}

// sharedAt resolves a shared::cta or shared::cluster address: the CTA's own window (at its
// block rank's base: cluster.go) or another CTA's.
func (w *warp) sharedAt(addr, size uint64, l int) []byte {
	// A shared address is the low 32 bits of its register: 32-bit adds leave
	// a carry above them here, and 4 bytes below a shared array (0x400 - 4,
	// computed in 32 bits) is the reserved 1 KiB on the H200, not a fault.
	addr = uint64(uint32(addr))
	off := addr - w.cta.sharedBase()
	if off >= clusterWindow { // another CTA's (cluster.go)
		if addr&(size-1) != 0 {
			w.faultf(cu.ErrorMisalignedAddress, l, addr, "misaligned %d-byte shared access", size)
			return nil
		}
		return w.sharedClusterAccess(addr, size, l)
	}
	// Bounds before alignment: the H200 answers 700, not 716, for a
	// misaligned access past the end (testdata/reference/probe6).
	sh := w.cta.shared
	if off >= uint64(len(sh)) || off+size > uint64(len(sh)) {
		w.faultf(cu.ErrorIllegalAddress, l, addr, "shared address 0x%x is outside the CTA's %d bytes", addr, len(sh))
		return nil
	}
	if addr&(size-1) != 0 {
		w.faultf(cu.ErrorMisalignedAddress, l, addr, "misaligned %d-byte shared access", size)
		return nil
	}
	if cs := w.cta.san; cs != nil {
		w.sanShared(cs, off, size, l)
	}
	return sh[off : off+size : off+size]
}

// sharedClusterAccess is a load or store at a shared address from 16 MiB
// up: another CTA's memory in a cluster launch (cluster.go); launched
// without clusters, the H200 answers 715 for every such address (a
// negative .shared offset included), ld and st, .shared or generic
// (testdata/reference/errs13).
func (w *warp) sharedClusterAccess(addr, size uint64, l int) []byte {
	if !w.cta.cluster().explicit {
		w.faultf(cu.ErrorIllegalInstruction, l, addr, "shared address 0x%x is 16 MiB or more into the shared window of a launch without clusters (the H200 answers 715)", addr)
		return nil
	}
	return w.clusterSharedAt(addr, size, l)
}

func (w *warp) localAt(addr, size uint64, l int) []byte {
	if addr&(size-1) != 0 {
		w.faultf(cu.ErrorMisalignedAddress, l, addr, "misaligned %d-byte local access", size)
		return nil
	}
	lm := w.local[l]
	if addr >= uint64(len(lm)) || addr+size > uint64(len(lm)) {
		w.faultf(cu.ErrorIllegalAddress, l, addr, "local address 0x%x is outside the thread's %d bytes", addr, len(lm))
		return nil
	}
	return lm[addr : addr+size : addr+size]
}

// globalAt resolves one lane's global access of size bytes at addr (a write or atomic where
// write is set); it sets a fault and returns nil when the access is bad.
func (w *warp) globalAt(addr, size uint64, l int, write bool) []byte {
	if addr&(size-1) != 0 {
		w.faultf(cu.ErrorMisalignedAddress, l, addr, "misaligned %d-byte global access", size)
		return nil
	}
	b := w.global(addr, size)
	if b == nil {
		w.faultf(cu.ErrorIllegalAddress, l, addr, "%d-byte global access %s", size, w.unreachable(addr))
	} else if write && !w.writable(addr, size, l) {
		return nil
	} else if cs := w.cta.san; cs != nil {
		w.sanGlobal(cs, addr, size, l)
	}
	return b
}

// writable reports whether lane l may write size bytes of global memory at addr, which global
// has just resolved: where the launch's memory has memory the device may only read
// (WriteChecker), an address outside the warp's cached span is asked of it (a writable span
// is cached by globalSlow, a read-only one never), and a refused write faults with the
// memory's code, naming the thread, before anything is written, whatever value it writes.
func (w *warp) writable(addr, size uint64, l int) bool {
	wc := w.cta.wc
	if wc == nil || addr-w.gbase < uint64(len(w.gmem)) {
		return true
	}
	code, why := wc.WriteFault(addr, size)
	if code == cu.Success {
		return true
	}
	w.faultf(code, l, addr, "%d-byte global write %s", size, why)
	return false
}

// unreachable says why a global access at addr found no memory, for a fault's detail.
func (w *warp) unreachable(addr uint64) string {
	if e, ok := w.cta.l.Memory.(MemoryExplainer); ok {
		if why := e.Unreachable(addr); why != "" {
			return "to memory the launching context cannot reach: " + why
		}
	}
	return "outside every allocation"
}

func loadN(b []byte, size uint64) uint64 {
	switch size {
	case 1:
		return uint64(b[0])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	default:
		return binary.LittleEndian.Uint64(b)
	}
}

func storeN(b []byte, size uint64, v uint64) {
	switch size {
	case 1:
		b[0] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	default:
		binary.LittleEndian.PutUint64(b, v)
	}
}

func signExtend(v uint64, size uint64) uint64 {
	switch size {
	case 1:
		return uint64(int64(int8(v)))
	case 2:
		return uint64(int64(int16(v)))
	case 4:
		return uint64(int64(int32(v)))
	}
	return v
}

// access resolves the bytes of one lane's access for a memory op in the given space.
func (w *warp) access(in *inst, space opcode, addr, size uint64, l int) []byte {
	switch space {
	case opLdGlobal, opStGlobal:
		return w.globalAt(addr, size, l, space == opStGlobal)
	case opLdShared, opStShared:
		return w.sharedFor(in, addr, size, l)
	case opLdLocal, opStLocal:
		return w.localAt(addr, size, l)
	case opLdParamReg:
		return w.generic(ParamWindow+addr, size, l, false)
	default:
		return w.generic(addr, size, l, space == opStGeneric)
	}
}

// ldGeneric executes a (possibly vector, possibly sign-extending) load in any memory space.
func (w *warp) ld(in *inst, mask uint32, space opcode) bool {
	size := uint64(in.aux & 0xff)
	signed := in.aux>>8&1 != 0
	vec := int(in.aux >> 12 & 0xf)
	a := &w.r[in.a]
	total := size * uint64(vec)
	for m := w.ldQuick(in, mask, space); m != 0; m &= m - 1 {
		l := firstLane(m)
		addr := a[l] + uint64(in.imm)
		b := w.access(in, space, addr, total, l)
		if b == nil {
			w.sanRest(in, m&(m-1))
			return false
		}
		if in.aux&memStrong != 0 {
			v := loadStrong(b, size, signed)
			w.r[in.x[0]][l] = v
			if m == mask {
				w.polled(addr, v, unsafe.Pointer(&b[0]), size)
			}
			continue
		}
		if in.aux&memWhole != 0 {
			w.ldLaneWhole(in, b, l)
			continue
		}
		for e := 0; e < vec; e++ {
			v := loadN(b[uint64(e)*size:], size)
			if signed {
				v = signExtend(v, size)
			}
			w.r[in.x[e]][l] = v
		}
	}
	return true
}

// memStrong marks (in a load's or store's aux) a 4- or 8-byte ld.volatile/.acquire/.relaxed (or a
// global or generic ld.cg/.cv: lower_mem.go's ld says why) or st.volatile/.release/.relaxed: the engine reads or writes it with one atomic operation, so that a CTA polling a flag that a CTA on another worker
// sets (a cooperative launch's grid barrier) reads a whole value and is race-free in Go's memory
// model. The access is aligned: access faults on a misaligned address first.
const memStrong = 1 << 16

// spinPolls is how many strong loads in a row of one value from one word make a warp a spinning
// one: a kernel polling a flag that something outside it sets (UnifiedMemoryPerf's
// while (latch[0] < 1); with no nanosleep). It also ends the warp's turn, so lanes and warps that
// take turns at a lock pay it at every hand-over: 4 blocks of 128 threads taking a spin lock
// once each take 25.9 s under -G (sweep30's k_sync; sim.TestSpinLockHandOverCost). Ending the
// turn after 64 polls made that 1.8 s but deadlocked flags25's f_cg.G, a cooperative grid sync
// under -G (a block's barrier judged with 63 of its 64 threads arrived; session 30), so one
// count serves both until that interplay is understood.
const spinPolls = 1 << 10

// spinState is the word a warp's strong loads read last (its first active lane's), the value
// read and how many loads in a row read it.
type spinState struct {
	addr, val uint64
	n         uint32
	yield     bool           // the warp is spinning: once the load is done, its other lanes run (yieldLanes)
	word      unsafe.Pointer // where the value lies (nil: not known), of size bytes
	size      uint8
}

// polled notes a strong load's (or a compare-and-swap's or exchange's) address and value: every
// spinPolls loads in a row of one value from one word, the warp is spinning, waiting for something
// outside the kernel or for its own other lanes: Launch.Sleep is called with 0, as for a nanosleep
// of no time (the driver lets the kernel go on in the background, the host then writing the flag),
// and the warp's other lanes get to run (yieldLanes). word is where v lies (nil where it cannot
// be read again), of size bytes: a block set aside skips its turns while it holds v
// (blockwait.go).
func (w *warp) polled(addr, v uint64, word unsafe.Pointer, size uint64) {
	if addr != w.spin.addr || v != w.spin.val {
		w.spin = spinState{addr: addr, val: v, word: word, size: uint8(size)}
		return
	}
	w.spin.n++
	if w.spin.n%spinPolls == 0 {
		if sleep := w.cta.l.Sleep; sleep != nil {
			sleep(0)
		}
		w.spin.yield = true
	}
}

func loadStrong(b []byte, size uint64, signed bool) uint64 {
	var v uint64
	if size == 4 {
		v = uint64(atomic.LoadUint32((*uint32)(unsafe.Pointer(&b[0]))))
	} else {
		v = atomic.LoadUint64((*uint64)(unsafe.Pointer(&b[0])))
	}
	if signed {
		v = signExtend(v, size)
	}
	return v
}

// st executes a (possibly vector) store in any memory space: its lanes are resolved in lane
// order (faults and memcheck's reports as for one lane after another) and written in store order
// (storeorder.go). Lanes at rising, disjoint addresses (and local stores: each thread's own
// memory) cannot store to one byte: they are written as they are resolved. From the first other
// lane on the rest are resolved, then all are written in store order (the earlier ones again, with
// the same values). The sanitizer looks at the lanes as they are resolved, in lane order, as
// compute-sanitizer does: racecheck's last writer of a word is its highest lane
// (testdata/conformance/tma/lanes14w2), whichever value stays.
func (w *warp) st(in *inst, mask uint32, space opcode) bool {
	if w.stQuick(in, mask, space) {
		return true
	}
	size := uint64(in.aux & 0xff)
	vec := int(in.aux >> 12 & 0xf)
	total := size * uint64(vec)
	strong := in.aux&memStrong != 0
	var at laneBytes
	rising, next := true, uint64(0) // next: the lowest address the next lane may have
	for m := mask; m != 0; m &= m - 1 {
		l := firstLane(m)
		addr := w.r[in.a][l] + uint64(in.imm)
		b := w.access(in, space, addr, total, l)
		if b == nil {
			w.sanRest(in, m&(m-1))
			if !rising {
				w.stWrite(in, mask&^m, &at) // the lanes below the faulting one
			}
			return false
		}
		at[l] = unsafe.Pointer(unsafe.SliceData(b))
		if rising && (addr >= next || space == opStLocal) {
			// stLaneBytes, written out: this loop is the general store's (vectors, bytes).
			if strong {
				storeStrong(b, size, w.r[in.x[0]][l])
			} else if in.aux&memWhole != 0 {
				w.stLaneWhole(in, b, l)
			} else {
				for e := 0; e < vec; e++ {
					storeN(b[uint64(e)*size:], size, w.r[in.x[e]][l])
				}
			}
			next = addr + total
		} else {
			rising = false
		}
	}
	if !rising {
		w.stWrite(in, mask, &at)
	}
	return true
}

// storeStrong stores v, of 4 or 8 bytes, at b with one atomic operation (memStrong).
func storeStrong(b []byte, size, v uint64) {
	if size == 4 {
		atomic.StoreUint32((*uint32)(unsafe.Pointer(&b[0])), uint32(v))
	} else {
		atomic.StoreUint64((*uint64)(unsafe.Pointer(&b[0])), v)
	}
}

func (w *warp) ldPVar(in *inst, mask uint32) {
	size := uint64(in.aux & 0xff)
	signed := in.aux>>8&1 != 0
	vec := int(in.aux >> 12 & 0xf)
	for e := 0; e < vec; e++ {
		off := uint64(in.imm) + uint64(e)*size
		src := &w.r[in.a+int32(off/8)]
		sh := (off % 8) * 8
		d := &w.r[in.x[e]]
		for m := mask; m != 0; m &= m - 1 {
			l := firstLane(m)
			v := src[l] >> sh
			if size < 8 {
				v &= 1<<(size*8) - 1
			}
			if signed {
				v = signExtend(v, size)
			}
			d[l] = v
		}
	}
}

func (w *warp) stPVar(in *inst, mask uint32) {
	size := uint64(in.aux & 0xff)
	vec := int(in.aux >> 12 & 0xf)
	for e := 0; e < vec; e++ {
		off := uint64(in.imm) + uint64(e)*size
		dst := &w.r[in.a+int32(off/8)]
		sh := (off % 8) * 8
		src := &w.r[in.x[e]]
		var fm uint64 = ^uint64(0)
		if size < 8 {
			fm = (1<<(size*8) - 1) << sh
		}
		for m := mask; m != 0; m &= m - 1 {
			l := firstLane(m)
			dst[l] = dst[l]&^fm | (src[l]<<sh)&fm
		}
	}
}

func (w *warp) ldKParam(in *inst, mask uint32) bool {
	size := uint64(in.aux & 0xff)
	signed := in.aux>>8&1 != 0
	vec := int(in.aux >> 12 & 0xf)
	params := w.cta.l.Params
	for e := 0; e < vec; e++ {
		off := uint64(in.imm) + uint64(e)*size
		if off+size > uint64(len(params)) {
			w.faultf(cu.ErrorLaunchFailed, firstLane(mask), off, "kernel parameter read at offset %d beyond the %d-byte parameter buffer", off, len(params))
			return false
		}
		v := loadN(params[off:], size)
		if signed {
			v = signExtend(v, size)
		}
		d := &w.r[in.x[e]]
		if mask == fullMask {
			if laneVector {
				lanesFillAVX2(d, v)
				continue
			}
			for l := range d {
				d[l] = v
			}
			continue
		}
		for m := mask; m != 0; m &= m - 1 {
			d[firstLane(m)] = v
		}
	}
	return true
}

func (w *warp) sreg(which uint32, l int) uint64 {
	c := w.cta
	switch which {
	case sregTidX:
		return uint64(w.tid[0][l])
	case sregTidY:
		return uint64(w.tid[1][l])
	case sregTidZ:
		return uint64(w.tid[2][l])
	case sregNtidX, sregNtidY, sregNtidZ:
		return uint64(c.l.Block[which-sregNtidX])
	case sregCtaidX, sregCtaidY, sregCtaidZ:
		return uint64(c.blockOf(l)[which-sregCtaidX])
	case sregNctaidX, sregNctaidY, sregNctaidZ:
		return uint64(c.l.Grid[which-sregNctaidX])
	case sregLaneid:
		return uint64(l)
	case sregWarpid:
		return uint64(w.id)
	case sregNwarpid:
		return 64
	case sregSmid:
		return uint64(c.linear % 132)
	case sregNsmid:
		return 132
	case sregGridid:
		return 1
	case sregLanemaskEq:
		return 1 << l
	case sregLanemaskLe:
		return 1<<(l+1) - 1
	case sregLanemaskLt:
		return 1<<l - 1
	case sregLanemaskGe:
		return uint64(uint32(fullMask) << l)
	case sregLanemaskGt:
		return uint64(uint32(fullMask) << l << 1)
	case sregClock, sregClock64, sregClockHi, sregGlobaltimer, sregGlobaltimerLo, sregGlobaltimerHi:
		return w.timer(which, 0)
	case sregDynSmem:
		return uint64(c.l.DynamicShared)
	// Measured (probe explore24-c, s_sreg: static 0/512/3000 bytes, dynamic 0 to 100 KiB):
	// %total_smem_size is the static and dynamic bytes rounded up to the 128-byte unit,
	// %aggr_smem_size adds the reserved 1 KiB to them unrounded, and the reserved area's
	// offsets are 0 to 288 of a capacity of 1 KiB.
	case sregTotalSmem:
		return (uint64(c.k.shared) + uint64(c.l.DynamicShared) + sharedUnit - 1) &^ (sharedUnit - 1)
	case sregAggrSmem:
		return ReservedShared + uint64(c.k.shared) + uint64(c.l.DynamicShared)
	case sregReservedEnd:
		return 288
	case sregReservedCap:
		return ReservedShared
	case sregEnvreg1:
		return c.l.GridWorkspace >> 32
	case sregEnvreg2:
		return c.l.GridWorkspace & 0xffffffff
	case sregCurrentGraphExec:
		return c.l.CurrentGraphExec
	}
	if which >= sregClusterCtarank {
		return w.clusterSreg(which)
	}
	return 0
}

// The clock registers as the H200 reads them (testdata/reference/clock: clock.cu, h200.txt):
// %clock64 counts SM cycles at 1.98 GHz and was at 50,109,973,798 at the first read of its first
// launch (a running counter that never reads 0; every SM's within 20 cycles of the others);
// %clock and %clock_hi are its low and high 32 bits; %globaltimer is Unix time in nanoseconds in
// steps of 32 ns. A device's first launch starts at those first reads; a launch with a
// Launch.Clock starts where the latest value its device's kernels read left it (DeviceClock).
const (
	clockStart       = 50_109_973_798
	globaltimerStart = 1_796_224_749_936_664_160
	globaltimerStep  = 32
)

// timer reads a clock register (which: sregClock...sregGlobaltimerHi) once the warp has executed
// n warp-instructions of its current turn (exec's count, not yet in w.count). The engine keeps
// one clock per warp: four cycles a warp-instruction, plus the nanoseconds it slept in nanosleep
// at 1.98 cycles each.
func (w *warp) timer(which uint32, n int64) uint64 {
	cycles := w.cta.l.ClockStart + uint64(w.count+n)*4 + w.slept*198/100
	if c := w.cta.l.Clock; c != nil {
		c.read(cycles)
	}
	clock := clockStart + cycles
	ns := globaltimerStart + cycles*100/198
	ns -= ns % globaltimerStep
	switch which {
	case sregClock:
		return uint64(uint32(clock))
	case sregClock64:
		return clock
	case sregClockHi:
		return clock >> 32
	case sregGlobaltimer:
		return ns
	case sregGlobaltimerLo:
		return uint64(uint32(ns))
	}
	return ns >> 32
}

// DeviceClock is what a device's clock registers have counted across launches: the H200's
// %clock64 and %globaltimer run on from one launch to the next (testdata/reference/clock: the
// second launch read 294,674 cycles after the first). A launch given a DeviceClock starts its
// warps' clocks at Launch.ClockStart, which the driver takes from Start when the launch begins;
// the latest cycle count any of its threads reads is where the next launch starts. Only reads
// move it, so a device clock is as repeatable as the reads are: with one worker, always. The
// time between launches on a GPU (the host's own work: 120 us and more there) is not counted.
type DeviceClock struct{ latest atomic.Uint64 }

// Start is the cycle count a launch beginning now starts at.
func (c *DeviceClock) Start() uint64 { return c.latest.Load() }

// read records that a thread read cycle count v.
func (c *DeviceClock) read(v uint64) {
	for {
		old := c.latest.Load()
		if v <= old || c.latest.CompareAndSwap(old, v) {
			return
		}
	}
}

// maxNanosleep is the longest a nanosleep sleeps, in ns: the PTX ISA caps it at
// 1 ms, and the H200 slept 1.026-1.033 ms (%globaltimer; 2.03-2.04 million
// %clock64 cycles) for every t from 1 ms to 0xffffffff ns
// (libcuda/testdata/cudart/explore24b/probe-b).
const maxNanosleep = 1_000_000

// sleep is nanosleep.u32 t: the warp's clock (%clock, %clock64,
// %globaltimer: timer) advances by the longest t of the active lanes, as
// the time the warp slept (the PTX ISA bounds the real sleep to [0, 2t];
// the H200 slept 0.6 to 1.2 t for t = 10 us: testdata/reference/clock). A kernel that spins on a flag with
// nanosleep and a clock-based timeout thus reaches its timeout in few
// instructions: cudasim runs a launch to its end before the host goes on
// (streams are synchronous), so a flag only the host would set is never
// seen set. A sleep is capped at maxNanosleep.
func (w *warp) sleep(t *[32]uint64, mask uint32) {
	var longest uint64
	for l := range t {
		if mask&(1<<l) != 0 {
			longest = max(longest, min(uint64(uint32(t[l])), maxNanosleep))
		}
	}
	w.slept += longest
	if sleep := w.cta.l.Sleep; sleep != nil && (w.cta.held == nil || *w.cta.held == 1) && w.sleepAlone() {
		// (A block held with others waits for other blocks, which run meanwhile: blockwait.go.)
		sleep(longest)
	}
}

// sleepAlone reports whether the CTA has nothing else to run while this warp sleeps: the warp
// has no other lanes to run and every other warp that can run ended its latest turn sleeping
// too. Only then does a nanosleep take wall-clock time (Launch.Sleep: the kernel may be waiting
// for the host); a warp that backs off while others work, such as libcu++'s barrier and
// pipeline waits for other warps or for other lanes of the warp, only advances its own clock.
func (w *warp) sleepAlone() bool {
	for _, e := range w.stack[w.frameDepth:] {
		if e.mask&^w.exited != 0 {
			return false
		}
	}
	for i := range w.suspended {
		if w.suspended[i].lanes&^w.exited != 0 {
			return false
		}
	}
	c := w.cta
	c.sleepers |= 1 << w.id
	for _, o := range c.warps {
		if o.state == wsReady && c.sleepers&(1<<o.id) == 0 {
			return false
		}
	}
	return true
}
