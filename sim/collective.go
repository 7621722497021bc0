package sim

import (
	"encoding/binary"
	"math"
	"math/bits"
	"sync"
	"sync/atomic"
	"unsafe"

	"cudasim/cu"
	"cudasim/sim/fp"
)

// shflSource is the lane that lane reads in a shfl of mode (0 up, 1 down, 2 bfly, 3 idx) with
// lane operand b (0-31) and clamp/segment operand c, and whether that lane is in range; out of
// range, a lane reads its own value (the caller's to choose). Small enough to inline.
func shflSource(mode uint32, lane, b int32, c uint32) (int32, bool) {
	seg := int32(c >> 8 & 31)
	maxLane := lane&seg | int32(c&31)&^seg
	switch mode {
	case 0:
		return lane - b, lane-b >= maxLane
	case 1:
		return lane + b, lane+b <= maxLane
	case 2:
		return lane ^ b, lane^b <= maxLane
	}
	j := lane&seg | b&^seg
	return j, j <= maxLane
}

func (w *warp) shfl(in *inst, mask uint32) {
	r := w.r
	b, c := &r[in.b], &r[in.c]
	if !enginePortable && mask == fullMask && in.d != in.a && uniform32(b) && uniform32(c) {
		w.shflUniform(in, uint32(b[0]), uint32(c[0]))
		return
	}
	vals := r[in.a] // copy: the destination may be the source
	mode := in.aux
	var pv uint32
	d := &r[in.d]
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		lane := int32(l)
		bval := int32(uint32(b[l]) & 31)
		j, ok := shflSource(mode, lane, bval, uint32(c[l]))
		if ok {
			pv |= 1 << l
		} else {
			j = lane
		}
		d[l] = uint64(uint32(vals[j]))
	}
	if in.d2 >= 0 {
		w.p[in.d2] = w.p[in.d2]&^mask | pv
	}
}

// uniform32 reports whether every lane of v has the same low 32 bits.
func uniform32(v *[32]uint64) bool {
	if laneVector {
		// About 25 instructions where the loop took about 190 (reduce's shuffles test two
		// operands each).
		return uniform32AVX2(v)
	}
	x := uint32(v[0])
	for _, u := range v[1:] {
		if uint32(u) != x {
			return false
		}
	}
	return true
}

// lowWords is the low word of every lane: shflUniform's 32-bit results.
var lowWords = func() (m [32]uint64) {
	for l := range m {
		m[l] = math.MaxUint32
	}
	return m
}()

// shflUniform is shfl for a full warp whose lane operand b and clamp/segment operand c are the
// same in every lane (the common case: constants), the destination not the source: the same
// lane arithmetic as shfl's loop, with the mode chosen once.
func (w *warp) shflUniform(in *inst, bv, cv uint32) {
	vals, d := &w.r[in.a], &w.r[in.d]
	bval := int32(bv & 31)
	seg := int32(cv >> 8 & 31)
	cl := int32(cv & 31)
	var pv uint32
	if seg == 0 {
		// The whole warp is one segment (width 32: reduce's shfl.down by 16, 8, ...): lane l
		// reads lane l+b (down) or l-b (up) inside the clamp, its own value outside it, so the
		// lanes are two ranges copied without a test per lane.
		switch in.aux {
		case 1: // down: lanes l <= cl-b read l+b
			hi := max(cl-bval+1, 0)
			if laneVector {
				// Two copies and the low words kept: a quarter of the lane loop's instructions
				// (reduce's warp 0 runs five of these a CTA).
				copy(d[:hi], vals[bval:bval+hi])
				copy(d[hi:], vals[hi:])
				lanesAndAVX2(d, d, &lowWords)
			} else {
				for l := int32(0); l < hi; l++ {
					d[l] = uint64(uint32(vals[(l+bval)&31]))
				}
				for l := hi; l < 32; l++ {
					d[l] = uint64(uint32(vals[l&31]))
				}
			}
			pv = uint32(uint64(1)<<hi - 1)
			if in.d2 >= 0 {
				w.p[in.d2] = pv
			}
			return
		case 0: // up: lanes l >= cl+b read l-b
			lo := min(cl+bval, 32)
			for l := int32(0); l < lo; l++ {
				d[l] = uint64(uint32(vals[l&31]))
			}
			for l := lo; l < 32; l++ {
				d[l] = uint64(uint32(vals[(l-bval)&31]))
			}
			pv = ^uint32(uint64(1)<<lo - 1)
			if in.d2 >= 0 {
				w.p[in.d2] = pv
			}
			return
		}
	}
	switch in.aux {
	case 0:
		for lane := int32(0); lane < 32; lane++ {
			j := lane - bval
			if j < lane&seg|cl&^seg {
				j = lane
			} else {
				pv |= 1 << lane
			}
			d[lane] = uint64(uint32(vals[j&31]))
		}
	case 1:
		for lane := int32(0); lane < 32; lane++ {
			j := lane + bval
			if j > lane&seg|cl&^seg {
				j = lane
			} else {
				pv |= 1 << lane
			}
			d[lane] = uint64(uint32(vals[j&31]))
		}
	case 2:
		for lane := int32(0); lane < 32; lane++ {
			j := lane ^ bval
			if j > lane&seg|cl&^seg {
				j = lane
			} else {
				pv |= 1 << lane
			}
			d[lane] = uint64(uint32(vals[j&31]))
		}
	default:
		for lane := int32(0); lane < 32; lane++ {
			j := lane&seg | bval&^seg
			if j > lane&seg|cl&^seg {
				j = lane
			} else {
				pv |= 1 << lane
			}
			d[lane] = uint64(uint32(vals[j&31]))
		}
	}
	if in.d2 >= 0 {
		w.p[in.d2] = pv
	}
}

// The collectives take each lane's own membermask: cooperative-groups tiles pass a different
// mask per tile. A lane's result covers the active lanes of its mask.

// awaitMembers makes the running group wait at a .sync warp collective (shfl, vote, match,
// redux, bar.warp.sync) for the lanes of its membermask (register slot mm) that are not in it
// but wait as another group of the current call frame on their way here: since sm_70 the
// instruction waits until every non-exited lane of the mask executes it, so a lane that left a
// spin loop first meets the others there (the H200: probe explore24-a, s_its). On their way
// here are the groups at a lower pc, and those further on inside a loop that branches back to
// at or before this pc (loopReach), unless they wait at a collective themselves: in a
// persistent kernel's queue loop (probe kernels25-a, s_persistent) lane 0 stores its item
// after the other lanes' back edge, and the shfl that hands out the next item waits for it. It
// yields to them and reports true; the group executes the instruction again when it runs next,
// merged with them when they have come. Lanes that are nowhere to wait for (exited, at a
// barrier, outside the call, further on and out of such a loop) are not waited for: the H200
// went on without them (sanMask), and two groups at two collectives never wait for each other.
func (w *warp) awaitMembers(mm int32, mask uint32) bool {
	if mask == fullMask {
		return false
	}
	r := &w.r[mm]
	var need uint32
	for m := mask; m != 0; m &= m - 1 {
		need |= uint32(r[bits.TrailingZeros32(m)])
	}
	need &^= mask | w.exited
	if need == 0 {
		return false
	}
	if w.meetHere() {
		return true
	}
	var pending uint32
	reach := w.k.loopReach[w.pc]
	for _, e := range w.stack[w.frameDepth:] {
		if e.pc < w.pc || e.pc <= reach && !collectiveOps[w.cta.code[e.pc].op] {
			pending |= e.mask
		}
	}
	if need&pending == 0 {
		return false
	}
	w.yieldLanes()
	return true
}

// meetHere merges into the running group the groups of the current frame that wait at its pc,
// and reports whether there were any. A group that yielded (yieldLanes) runs on above groups at
// lower pcs and, after a backward branch, comes to where one of them waits at a collective for
// it: it meets that group there rather than executing the collective past it.
func (w *warp) meetHere() bool {
	pend := w.stack[w.frameDepth:]
	k := 0
	for _, e := range pend {
		if e.pc == w.pc {
			w.active |= e.mask &^ w.exited
		} else {
			pend[k] = e
			k++
		}
	}
	if k == len(pend) {
		return false
	}
	w.stack = w.stack[:w.frameDepth+k]
	return true
}

// collectiveOps are the instructions at which awaitMembers makes a group wait.
var collectiveOps = [opCount]bool{opShfl: true, opVote: true, opMatch: true, opRedux: true, opBarWarp: true}

// loopReach is Kernel.loopReach of code: for each pc, the furthest pc of a backward branch
// (bra, or a brx.idx table entry) whose target is at or before it.
func loopReach(code []inst, tables [][]int32) []int32 {
	reach := make([]int32, len(code))
	back := func(from, to int32) {
		if to <= from {
			reach[to] = max(reach[to], from)
		}
	}
	for pc := range code {
		switch in := &code[pc]; in.op {
		case opBra, opBraUni:
			back(int32(pc), int32(in.imm))
		case opBrx:
			for _, to := range tables[in.b] {
				back(int32(pc), to)
			}
		}
	}
	for pc := 1; pc < len(reach); pc++ {
		reach[pc] = max(reach[pc], reach[pc-1])
	}
	return reach
}

func (w *warp) vote(in *inst, mask uint32) {
	mm := &w.r[in.b]
	p := w.p[in.a]
	if in.aux&4 != 0 {
		p = ^p
	}
	if in.aux&3 == 3 {
		d := &w.r[in.d]
		for m := mask; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			d[l] = uint64(p & mask & uint32(mm[l]))
		}
		return
	}
	var res uint32
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		part := mask & uint32(mm[l])
		var ok bool
		switch in.aux & 3 {
		case 0:
			ok = p&part == part
		case 1:
			ok = p&part != 0
		case 2:
			ok = p&part == part || p&part == 0
		}
		if ok {
			res |= 1 << l
		}
	}
	w.p[in.d] = w.p[in.d]&^mask | res
}

func (w *warp) match(in *inst, mask uint32) {
	a := &w.r[in.a]
	mm := &w.r[in.b]
	wide := in.aux&1 != 0
	val := func(l int) uint64 {
		if wide {
			return a[l]
		}
		return uint64(uint32(a[l]))
	}
	d := &w.r[in.d]
	var pv uint32
	var res [32]uint64
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		part := mask & uint32(mm[l])
		var eq uint32
		for pm := part; pm != 0; pm &= pm - 1 {
			j := bits.TrailingZeros32(pm)
			if val(j) == val(l) {
				eq |= 1 << j
			}
		}
		if in.aux&2 != 0 { // match.all: the mask when every member holds the same value
			if eq == part {
				res[l] = uint64(part)
				pv |= 1 << l
			}
		} else {
			res[l] = uint64(eq)
		}
	}
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		d[l] = res[l]
	}
	if in.d2 >= 0 {
		w.p[in.d2] = w.p[in.d2]&^mask | pv
	}
}

func (w *warp) redux(in *inst, mask uint32) {
	a := &w.r[in.a]
	mm := &w.r[in.b]
	signed := in.aux&8 != 0
	var res [32]uint64
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		part := mask & uint32(mm[l])
		var acc uint32
		started := false
		for pm := part; pm != 0; pm &= pm - 1 {
			v := uint32(a[bits.TrailingZeros32(pm)])
			if !started {
				acc, started = v, true
				continue
			}
			switch in.aux & 7 {
			case 0:
				acc += v
			case 1:
				if signed && int32(v) < int32(acc) || !signed && v < acc {
					acc = v
				}
			case 2:
				if signed && int32(v) > int32(acc) || !signed && v > acc {
					acc = v
				}
			case 3:
				acc &= v
			case 4:
				acc |= v
			case 5:
				acc ^= v
			}
		}
		res[l] = uint64(acc)
	}
	d := &w.r[in.d]
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		d[l] = res[l]
	}
}

// atom executes atom/red for the lanes in mask, in ascending lane order.
func (w *warp) atom(in *inst, mask uint32) bool {
	op := in.aux & 0xf
	sp := in.aux >> 4 & 0xf
	at := in.aux >> 8 & 0xf
	if at == atomB128 {
		return w.atom128(in, mask)
	}
	size := uint64(4)
	switch at {
	case 2, 3, 5:
		size = 8
	case 6, 7, 10:
		size = 2
	}
	a, b := &w.r[in.a], &w.r[in.b]
	c := &w.r[in.c]
	d := &w.r[in.d]
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		addr := a[l] + uint64(in.imm)
		var mem []byte
		global := false
		switch sp {
		case spGlobal:
			mem = w.globalAt(addr, size, l, true)
			global = true
		case spShared:
			mem = w.sharedFor(in, addr, size, l)
		default:
			mem = w.generic(addr, size, l, true)
			global = addr-SharedWindow >= WindowSize && addr-LocalWindow >= WindowSize
		}
		if mem == nil {
			w.sanRest(in, m&(m-1))
			return false
		}
		v, cmpv := b[l], c[l]
		var old uint64
		kept := false // the atomic left the word as it was
		if size == 2 {
			// A 16-bit atomic is a compare-and-swap on the aligned word that holds it.
			sh := (addr & 2) * 8
			p := (*uint32)(unsafe.Add(unsafe.Pointer(&mem[0]), -int(addr&2)))
			for {
				o := atomic.LoadUint32(p)
				h := uint16(o >> sh)
				n, ok := atomOp16(op, at, h, uint16(v), uint16(cmpv))
				if !ok {
					w.faultf(cu.ErrorNotSupported, l, addr, "atomic operation not supported for this type")
					return false
				}
				if atomic.CompareAndSwapUint32(p, o, o&^(0xffff<<sh)|uint32(n)<<sh) {
					old, kept = uint64(h), n == h
					break
				}
			}
		} else if size == 4 {
			p := (*uint32)(unsafe.Pointer(&mem[0]))
			if op == atAdd && at <= 1 {
				old, kept = uint64(atomic.AddUint32(p, uint32(v))-uint32(v)), uint32(v) == 0
			} else {
				for {
					o := atomic.LoadUint32(p)
					n, ok := atomOp32(op, at, o, uint32(v), uint32(cmpv), global)
					if !ok {
						w.faultf(cu.ErrorNotSupported, l, addr, "atomic operation not supported for this type")
						return false
					}
					if atomic.CompareAndSwapUint32(p, o, n) {
						old, kept = uint64(o), n == o
						break
					}
				}
			}
		} else {
			p := (*uint64)(unsafe.Pointer(&mem[0]))
			if op == atAdd && at <= 3 {
				old, kept = atomic.AddUint64(p, v)-v, v == 0
			} else {
				for {
					o := atomic.LoadUint64(p)
					n, ok := atomOp64(op, at, o, v, cmpv, global)
					if !ok {
						w.faultf(cu.ErrorNotSupported, l, addr, "atomic operation not supported for this type")
						return false
					}
					if atomic.CompareAndSwapUint64(p, o, n) {
						old, kept = o, n == o
						break
					}
				}
			}
		}
		d[l] = old
		if m == mask && (op == atCas || op == atExch || kept) {
			// A lock taken by compare-and-swap or exchange spins on them; a flag may be read by
			// an atomic that leaves it as it is (atomicAdd(p, 0), atomicOr(p, 0)).
			if size == 2 {
				w.polled(addr, old, nil, 0)
			} else {
				w.polled(addr, old, unsafe.Pointer(&mem[0]), size)
			}
		}
	}
	return true
}

func atomOp16(op, at uint32, o, v, c uint16) (uint16, bool) {
	switch op {
	case atAdd:
		switch at {
		case 6:
			return fp.Add16(o, v, fp.RN), true
		case 7:
			return fp.AddBF16(o, v, fp.RN), true
		}
	case atExch:
		return v, true
	case atCas:
		if o == v {
			return c, true
		}
		return o, true
	case atMin, atMax:
		switch at {
		case 6:
			if op == atMin {
				return fp.Min16(o, v, false), true
			}
			return fp.Max16(o, v, false), true
		case 7:
			if op == atMin {
				return fp.MinBF16(o, v, false), true
			}
			return fp.MaxBF16(o, v, false), true
		}
	}
	return 0, false
}

func atomOp32(op, at uint32, o, v, c uint32, global bool) (uint32, bool) {
	if at == 8 || at == 9 { // packed f16x2 / bf16x2: atomic per element
		lo, ok1 := atomOp16(op, at-2, uint16(o), uint16(v), uint16(c))
		hi, ok2 := atomOp16(op, at-2, uint16(o>>16), uint16(v>>16), uint16(c>>16))
		return uint32(lo) | uint32(hi)<<16, ok1 && ok2
	}
	switch op {
	case atAdd:
		if at == 4 {
			x, y := math.Float32frombits(o), math.Float32frombits(v)
			if global { // atom.global.add.f32 flushes subnormals (PTX ISA 9.2 §9.7.13.5; docs/ptx-notes.md §2)
				x, y = fp.FTZ32(x), fp.FTZ32(y)
				return math.Float32bits(fp.FTZ32(fp.Add32(x, y, fp.RN))), true
			}
			return math.Float32bits(fp.Add32(x, y, fp.RN)), true
		}
		return o + v, true
	case atMin:
		if at == 1 {
			return uint32(min(int32(o), int32(v))), true
		}
		if at == 0 {
			return min(o, v), true
		}
	case atMax:
		if at == 1 {
			return uint32(max(int32(o), int32(v))), true
		}
		if at == 0 {
			return max(o, v), true
		}
	case atInc:
		if o >= v {
			return 0, true
		}
		return o + 1, true
	case atDec:
		if o == 0 || o > v {
			return v, true
		}
		return o - 1, true
	case atAnd:
		return o & v, true
	case atOr:
		return o | v, true
	case atXor:
		return o ^ v, true
	case atExch:
		return v, true
	case atCas:
		if o == v {
			return c, true
		}
		return o, true
	}
	return 0, false
}

// atomOp64 is atomOp32 for 64-bit words. An f64 add in global memory (the L2's adder, as the bulk
// and tensor reductions) passes a NaN on unchanged, a signalling one too, the operand's before the
// word's (rand17_atom_f64: 124 of 256 pairs differed from the quietening add before); in shared
// memory, of two NaNs the word's stays, quietened (version 3's sweeps).
func atomOp64(op, at uint32, o, v, c uint64, global bool) (uint64, bool) {
	switch op {
	case atAdd:
		if at == 5 && global && isNaN64(v) {
			return v, true
		}
		if at == 5 && global && isNaN64(o) {
			return o, true
		}
		if at == 5 { // fp.Add64 keeps its second operand's NaN of two
			return math.Float64bits(fp.Add64(math.Float64frombits(v), math.Float64frombits(o), fp.RN)), true
		}
		return o + v, true
	case atMin:
		if at == 3 {
			return uint64(min(int64(o), int64(v))), true
		}
		if at == 2 {
			return min(o, v), true
		}
	case atMax:
		if at == 3 {
			return uint64(max(int64(o), int64(v))), true
		}
		if at == 2 {
			return max(o, v), true
		}
	case atAnd:
		return o & v, true
	case atOr:
		return o | v, true
	case atXor:
		return o ^ v, true
	case atExch:
		return v, true
	case atCas:
		if o == v {
			return c, true
		}
		return o, true
	}
	return 0, false
}

// The mbarrier object (8 bytes of shared or global memory whose contents PTX leaves opaque) as
// the engine keeps it: pending arrivals in bits 0-19, the transaction count (bytes expected and
// not yet completed, 21-bit two's complement: it may go negative when bytes complete before they
// are expected) in bits 20-40, the expected arrivals in bits 41-60, the phase parity in bit 63.
// A phase completes when both the pending arrivals and the transaction count are zero. A state
// token is the object's value before the arrival.
const (
	mbCountMask = 1<<20 - 1
	mbTxShift   = 20
	mbTxMask    = 1<<21 - 1
	mbExpShift  = 41
	mbPhaseBit  = 63
)

func mbUnpack(o uint64) (pending uint64, tx int64, expected, phase uint64) {
	return o & mbCountMask, int64(o>>mbTxShift&mbTxMask) << 43 >> 43, o >> mbExpShift & mbCountMask, o >> mbPhaseBit
}

func mbPack(pending uint64, tx int64, expected, phase uint64) uint64 {
	return pending&mbCountMask | uint64(tx)&mbTxMask<<mbTxShift | expected&mbCountMask<<mbExpShift | phase<<mbPhaseBit
}

// mbStep applies one operation to an mbarrier's value: arrivals (arrive > 0, drop removes as
// many expected arrivals for later phases), then tx bytes expected (expect > 0) or completed
// (expect < 0). ok is false for an arrival the phase has no pending arrival for.
func mbStep(o uint64, arrive uint64, drop bool, tx int64, noComplete bool) (n uint64, ok bool) {
	pending, cur, expected, phase := mbUnpack(o)
	if arrive > pending {
		return o, false
	}
	pending -= arrive
	if drop {
		expected -= arrive
	}
	cur += tx
	if pending == 0 && cur == 0 && !noComplete && (arrive > 0 || tx < 0) {
		phase ^= 1
		pending = expected
	}
	return mbPack(pending, cur, expected, phase), true
}

// mbarTx completes (tx < 0) or expects (tx > 0) transaction bytes on the mbarrier at mem.
func mbarTx(mem []byte, tx int64) {
	p := (*uint64)(unsafe.Pointer(&mem[0]))
	for {
		o := atomic.LoadUint64(p)
		n, _ := mbStep(o, 0, false, tx, false)
		if n == o || atomic.CompareAndSwapUint64(p, o, n) {
			return
		}
	}
}

// mbarWait is an mbarrier word and the phase a wait on it found current (still to complete).
type mbarWait struct {
	word  *uint64
	phase uint64
}

// othersWaitOn reports whether another warp of the CTA waits for a phase of the mbarrier at p to
// complete (its latest wait found the phase incomplete).
func (w *warp) othersWaitOn(p *uint64) bool {
	for _, o := range w.cta.warps {
		if o != w && o.mbWait.word == p {
			return true
		}
	}
	return false
}

// mbarDone reports whether the phase the warp last found incomplete has completed since (once).
func (w *warp) mbarDone() bool {
	if w.mbWait.word == nil || atomic.LoadUint64(w.mbWait.word)>>mbPhaseBit == w.mbWait.phase {
		return false
	}
	w.mbWait = mbarWait{}
	return true
}

// mbar executes an mbarrier operation for the lanes in mask, in ascending lane order.
func (w *warp) mbar(in *inst, mask uint32) bool {
	kind := in.aux & 0xf
	a, b := &w.r[in.a], &w.r[in.b]
	var res uint32
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if kind == mbPendingCount {
			w.r[in.d][l] = b[l] & mbCountMask
			continue
		}
		addr := a[l] + uint64(in.imm)
		var mem []byte
		switch in.aux >> 8 & 0xf {
		case 1:
			mem = w.sharedFor(in, addr, 8, l)
		case 2:
			mem = w.globalAt(addr, 8, l, true)
		default:
			mem = w.generic(addr, 8, l, true)
		}
		if mem == nil {
			return false
		}
		p := (*uint64)(unsafe.Pointer(&mem[0]))
		for {
			o := atomic.LoadUint64(p)
			n := o
			switch kind {
			case mbInit:
				c := b[l] & mbCountMask
				n = mbPack(c, 0, c, 0)
			case mbInval:
				n = 0
			case mbArrive, mbArriveDrop:
				var tx int64
				if in.c >= 0 { // arrive.expect_tx: the bytes are expected before the arrival counts
					tx = int64(uint32(w.r[in.c][l]))
				}
				var ok bool
				n, ok = mbStep(o, b[l]&mbCountMask, kind == mbArriveDrop, tx, in.aux&mbNoComplete != 0)
				if _, _, expected, _ := mbUnpack(o); !ok && expected == 0 {
					// An invalidated (or never initialised) object: the arrival changes nothing.
					// The H200 ran libcu++'s pipeline_divergent_threads to its end, whose thread 0
					// invalidates the pipeline's mbarriers while the other warps, which slept up to
					// 2.5 us longer, still have their last consumer_release to make.
					n, ok = o, true
				}
				if !ok {
					pending, _, _, _ := mbUnpack(o)
					w.faultf(cu.ErrorLaunchFailed, l, addr, "mbarrier arrival with %d pending arrivals left in the phase", pending)
					return false
				}
				w.r[in.d][l] = o
				if ok && n>>mbPhaseBit != o>>mbPhaseBit {
					w.wokeWaiters = w.wokeWaiters || w.othersWaitOn(p)
				}
			case mbExpectTx:
				n, _ = mbStep(o, 0, false, int64(uint32(b[l])), true)
			case mbCompleteTx:
				n, _ = mbStep(o, 0, false, -int64(uint32(b[l])), false)
			case mbTestWait, mbTestWaitParity:
				_, _, _, phase := mbUnpack(o)
				want := b[l] >> mbPhaseBit // the token's phase
				if kind == mbTestWaitParity {
					want = b[l] & 1
				}
				if phase != want {
					res |= 1 << l
				} else {
					w.mbWait = mbarWait{p, want}
				}
			}
			if n == o || atomic.CompareAndSwapUint64(p, o, n) {
				break
			}
		}
	}
	if kind == mbTestWait || kind == mbTestWaitParity {
		w.p[in.d] = w.p[in.d]&^mask | res
	}
	return true
}

// atom128Locks serialise 128-bit atomics on global memory (Go has no 128-bit compare-and-swap),
// one lock per 16-byte address modulo their number: they are atomic with respect to each other,
// not to narrower atomics on the same bytes.
var atom128Locks [64]sync.Mutex

// swap128 replaces the 16 bytes at mem with b, or for cas with c when they equal b, and returns
// what they were; global memory under addr's lock, released by defer: mem may be the program's
// host memory (registered, then unmapped), whose fault the launch recovers, and a lock left held
// hung every later 128-bit atomic of its stripe.
func swap128(mem []byte, addr uint64, global, cas bool, b, c [2]uint64) (lo, hi uint64) {
	if global {
		mu := &atom128Locks[addr>>4%uint64(len(atom128Locks))]
		mu.Lock()
		defer mu.Unlock()
	}
	lo, hi = binary.LittleEndian.Uint64(mem), binary.LittleEndian.Uint64(mem[8:])
	next := b
	if cas && (lo != b[0] || hi != b[1]) {
		next = [2]uint64{lo, hi}
	} else if cas {
		next = c
	}
	binary.LittleEndian.PutUint64(mem, next[0])
	binary.LittleEndian.PutUint64(mem[8:], next[1])
	return lo, hi
}

// atom128 executes atom.exch/.cas.b128 for the lanes in mask, in ascending lane order: d (with
// x[0] its high half) gets the 16 bytes at the address, which exch replaces with b (x[1]) and cas
// with c (x[2]) when they equal b.
func (w *warp) atom128(in *inst, mask uint32) bool {
	op := in.aux & 0xf
	a := &w.r[in.a]
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		addr := a[l] + uint64(in.imm)
		var mem []byte
		global := false
		switch in.aux >> 4 & 0xf {
		case spGlobal:
			mem = w.globalAt(addr, 16, l, true)
			global = true
		case spShared:
			mem = w.sharedFor(in, addr, 16, l)
		default:
			mem = w.generic(addr, 16, l, true)
			global = addr-SharedWindow >= WindowSize && addr-LocalWindow >= WindowSize
		}
		if mem == nil {
			w.sanRest(in, m&(m-1))
			return false
		}
		b, c := [2]uint64{w.r[in.b][l], w.r[in.x[1]][l]}, [2]uint64{w.r[in.c][l], w.r[in.x[2]][l]}
		lo, hi := swap128(mem, addr, global, op == atCas, b, c)
		w.r[in.d][l], w.r[in.x[0]][l] = lo, hi
		if m == mask {
			w.polled(addr, lo^hi, nil, 0) // a lock taken by compare-and-swap or exchange spins on them
		}
	}
	return true
}
