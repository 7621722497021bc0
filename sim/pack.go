package sim

import (
	"math/bits"
	"os"
	"unsafe"

	"cudasim/cu"
)

// Packed CTAs (docs/engine-performance.md, "Nineteenth pass"): a launch of blocks of fewer threads
// than a warp (1, 2, 4, 8 or 16) runs 32/nt consecutive CTAs as the lanes of one warp.
//
// A CTA of one thread is a warp of one lane: its set-up (begin, the barriers, the warp's reset),
// its turns (slice) and each instruction's dispatch cost what a warp of 32 costs, for one lane's
// work (the blocks row: about 1,100 engine instructions a CTA). Where nothing a thread can do
// tells the lanes of a warp from separate CTAs, the lanes can be the CTAs: each lane reads its
// own CTA's %ctaid and its own %tid, and the set-up and dispatches are shared by the pack.
//
// What a kernel may do (planPack; checked over the whole lowered code): ALU, float and convert
// instructions, loads and stores of global memory and kernel parameters, forward branches and
// ret, and reads of %ctaid, %nctaid, %tid and %ntid. So no shared memory (each CTA has its own),
// no barrier, warp collective or %laneid (they would see the other CTAs), no local memory or
// calls, no atomics (their return values would come in the lanes' order rather than one CTA's
// after the other's), no %clock (counts differ), no trap, and no loop (a pack's turn is one
// pass; and the instruction budget is counted per warp). The launch: a block of 1 to 16 threads
// dividing 32, no dynamic shared memory, no checks (sanitizer), a plain launch (no cancellation
// context, no clusters, not cooperative), the fast engine.
//
// What stays exact: each lane issues the instructions of its own thread's path and no other
// (divergence runs the paths one after another, and a CTA's lanes reconverge where its own warp
// would), so every value a race-free kernel computes is the same; each instruction counts one
// warp-instruction for each CTA with a lane that issues it, thread-instructions as before, so
// Stats are the same. What differs: the order of one CTA's accesses against another's within a
// pack (instruction by instruction, the lanes in order, where one worker ran each CTA to its end
// before the next), and of a CTA's diverged paths against each other: only a kernel that races
// on memory can tell, as it can on the GPU, where thousands of such CTAs run at once; and a fault
// names the first lane to fault at the faulting instruction, which need not be the lowest CTA
// that would have faulted.

// packCTAs switches packing on; CUDASIM_PACK=0 turns it off. The portable engine runs every CTA
// on its own (TestPackedCTAs and TestPackedRandom compare with it).
var packCTAs = os.Getenv("CUDASIM_PACK") != "0"

// planPack sets k.packable: whether every instruction of k is one a packed CTA may run (above).
func (k *Kernel) planPack() {
	k.packable = false
	if k.refused != nil || k.writesShared || k.shared != 0 || k.frame != 0 || len(k.funcs) != 1 || len(k.code) == 0 {
		return
	}
	for pc := range k.code {
		in := &k.code[pc]
		if arithmetic(in.op) {
			continue
		}
		switch in.op {
		case opNop,
			opMov, opMovPred, opPredFromReg, opRegFromPred, opPack, opUnpack,
			opCvtaToGen, opCvtaFromGen,
			opLdGlobal, opLdGlobal32, opLdGlobal64, opLdKParam, opLdParamReg,
			opStGlobal, opStGlobal32, opStGlobal64,
			opRet, opExit:
		case opBra, opBraUni:
			if in.imm <= int64(pc) {
				return // a loop
			}
		case opSreg:
			switch in.aux {
			case sregTidX, sregTidY, sregTidZ, sregNtidX, sregNtidY, sregNtidZ,
				sregCtaidX, sregCtaidY, sregCtaidZ, sregNctaidX, sregNctaidY, sregNctaidZ:
			default:
				return
			}
		default:
			return
		}
	}
	k.packable = true
}

// packs reports whether launch l of k runs its CTAs packed (above).
// The budget must exceed what a pack can issue (without loops, each lane's path is at most the
// code's length, and 32 lanes' paths run one after another at worst), so that neither a CTA
// alone nor a pack reaches it.
func packs(k *Kernel, l *Launch, plain bool, budget int64) bool {
	nt := l.Block[0] * l.Block[1] * l.Block[2] // (at most 1024: Run checked)
	return packCTAs && !enginePortable && k.packable && plain && nt < 32 && 32%nt == 0 && l.DynamicShared == 0 &&
		l.Sanitize == nil && uint64(l.Grid[0])*uint64(l.Grid[1])*uint64(l.Grid[2]) > 1 &&
		budget > 32*int64(len(k.code))
}

// readyPack makes (once a runner) and prepares for launch l the CTA whose one warp runs packed
// CTAs: lanes j*nt to j*nt+nt-1 are the nt threads of the pack's CTA j.
func (r *runner) readyPack(k *Kernel, l *Launch, budget int64) {
	c := &r.pack
	if c.warps == nil {
		c.packed = true
		c.warps = newWarps(k, c, [3]uint32{32, 1, 1})
	}
	c.prepare(k, l, budget)
	bx, by := l.Block[0], l.Block[1]
	nt := bx * by * l.Block[2]
	c.packThreads, c.packFirsts = int(nt), 0
	w := c.warps[0]
	for lane := range uint32(32) {
		t := lane % nt
		c.packCTA[lane] = lane / nt
		w.tid[0][lane], w.tid[1][lane], w.tid[2][lane] = t%bx, t/bx%by, t/(bx*by)
		if t == 0 {
			c.packFirsts |= 1 << lane
		}
	}
	if c.code != nil && len(k.fast) > 0 && &c.code[0] == &k.fast[0] {
		// The fast code takes values computed from %ctaid as the same in every lane (uniform
		// values, fuse.go): here they are not. k.hot has the same pcs without that.
		c.code = k.code
		if c.hot {
			c.code = k.hot
		}
	}
	c.rounds, c.straightCold, c.straightWarm = false, false, false
	// The CTA prologue's fills are runPack's (each lane its own CTA's %ctaid), not begin's.
	c.packFills = append(c.packFills[:0], c.fills...)
	c.fills = c.fills[:0]
	c.packRowSet, c.packNext = false, 0
	// packTail[pc]: from pc on, no branch before an unguarded ret (runPacked).
	c.packTail = append(c.packTail[:0], make([]bool, len(c.code)+1)...)
	for pc := len(c.code) - 1; pc >= 0; pc-- {
		switch in := &c.code[pc]; in.op {
		case opRet, opExit:
			c.packTail[pc] = in.guard < 0
		case opBra, opBraUni, opBrx, opSetpBra, opSetpIntBra:
		default:
			c.packTail[pc] = c.packTail[pc+1]
		}
	}
}

// runPack runs the n CTAs from linear index g0 on (2 to 32/nt, of nt threads each) as the lanes
// of r.pack's warp.
func (r *runner) runPack(g0 uint64, n int) *Fault {
	c := &r.pack
	w := c.warps[0]
	nt := c.packThreads
	lanes := n * nt
	w.exist = fullMask >> (32 - lanes)
	c.nthreads = lanes // begin counts the skipped prologue's thread-instructions for these threads
	l := c.l
	// The lanes' %ctaid: CTA g0's, then counted up (no divisions a lane, and none where the last
	// pack ended at g0).
	gx, gy := uint64(l.Grid[0]), uint64(l.Grid[1])
	var x, y, z uint32
	if g0+1 == c.packNext {
		x, y, z = c.packNextID[0], c.packNextID[1], c.packNextID[2]
	} else {
		x, y, z = uint32(g0%gx), uint32(g0/gx%gy), uint32(g0/(gx*gy))
	}
	ids := &c.packCtaid
	if c.packRowSet && c.packRow == [2]uint32{y, z} && uint64(x)+uint64(n) <= gx {
		// In the grid row whose y and z every lane has already: x alone, two lanes an add (x
		// plus a lane's place, at most 31, is below 2^32: the low half never carries into the high).
		// (Every lane: those past the pack's are not read, and a loop over the whole array
		// has no bounds checks.)
		row := (*[16]uint64)(unsafe.Pointer(&ids[0]))
		cta := (*[16]uint64)(unsafe.Pointer(&c.packCTA))
		xx := uint64(x)<<32 | uint64(x)
		for j := range row {
			row[j] = xx + cta[j]
		}
		x, y, z = carryCtaid(l.Grid, x+uint32(n), y, z)
	} else {
		c.packRowSet, c.packRow = lanes == 32 && uint64(x)+uint64(n) <= gx, [2]uint32{y, z}
		for j := 0; j < lanes; j += nt {
			for t := j; t < j+nt; t++ {
				ids[0][t], ids[1][t], ids[2][t] = x, y, z
			}
			x, y, z = carryCtaid(l.Grid, x+1, y, z)
		}
	}
	c.packNext, c.packNextID = g0+uint64(n)+1, [3]uint32{x, y, z}
	wasWarm := c.warm
	skipped := c.begin(g0)
	if wasWarm {
		// The CTA prologue (hot.go), a lane at a time; lanes past the pack's are not read.
		for i := range c.packFills {
			f := &c.packFills[i]
			if laneVector {
				lanesWiden32AVX2(f.d, &ids[f.dim])
				continue
			}
			for l := range f.d {
				f.d[l] = uint64(ids[f.dim][l])
			}
		}
	}
	if !wasWarm && lanes < 32 {
		// The prologue's values are in the registers of these lanes only: the next pack runs
		// it again.
		c.warm = false
	}
	r.winstr += skipped * uint64(n) // a CTA's threads are a warp
	f := c.runPacked(&r.winstr)
	c.finish()
	if f != nil {
		return f
	}
	r.tinstr += c.takeThreadInstructions()
	return nil
}

// carryCtaid is the %ctaid (x, y, z) of grid, where x may have just reached the grid's width:
// then the first of the next row (or plane).
func carryCtaid(grid [3]uint32, x, y, z uint32) (uint32, uint32, uint32) {
	if x == grid[0] {
		if x, y = 0, y+1; y == grid[1] {
			y, z = 0, z+1
		}
	}
	return x, y, z
}

// runPacked runs c's warp to its end, counting each instruction once for each CTA with a lane
// that issues it (a CTA's threads are a warp of their own): one instruction at a time, so that
// the active mask read before each is the mask it issued with, but for a tail that runs with
// every lane and no branch, which runs at once.
func (c *cta) runPacked(winstr *uint64) *Fault {
	w := c.warps[0]
	for w.state == wsReady {
		if w.pc >= w.rpc {
			// exec's own step, done here so that the mask read below is the next instruction's.
			if !w.resume() {
				w.idle()
				break
			}
			continue
		}
		// The CTAs with a lane active: each is a warp of its own.
		warps := w.active
		for s := 1; s < c.packThreads; s <<= 1 {
			warps |= warps >> s
		}
		issued := uint64(bits.OnesCount32(warps & c.packFirsts))
		limit := int64(1)
		if w.active == w.exist && c.packTail[w.pc] {
			// Every lane runs (so no group is pending), and no branch comes before the ret:
			// the mask stays until the end.
			limit = c.budget - w.count
		}
		n, tinstr := w.exec(limit)
		w.count += n
		c.tinstr += tinstr
		*winstr += uint64(n) * issued
		if w.fault != nil {
			return w.fault
		}
	}
	if w.state != wsDone {
		// planPack admits nothing that waits.
		return &Fault{Code: cu.ErrorNotSupported, Kernel: c.k.name, Block: c.ctaid,
			Detail: "a packed CTA's warp stopped before its end (cudasim's packing does not support what it ran)"}
	}
	return nil
}

// blockOf is the %ctaid of the thread in lane l of c's warps.
func (c *cta) blockOf(l int) [3]uint32 {
	if c.packed {
		return [3]uint32{c.packCtaid[0][l], c.packCtaid[1][l], c.packCtaid[2][l]}
	}
	return c.ctaid
}
