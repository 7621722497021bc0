package sim

import (
	"os"
	"slices"
	"unsafe"
)

// Uniform values stored once (docs/engine-performance.md, uni38). A packed slot (lanepack.go)
// that holds one value in every lane wherever it is live is, in the packed form, only its word
// 0 (lane 0's): compiled code stores a result it computed once (compileSegment's hoisted
// members) to lane 0's chunk alone, fillCTA writes %ctaid's word 0 alone, and compiled code
// reads such a slot by broadcasting word 0. The other 31 words are stale while the warp is
// packed. The packed form is already what every reader outside compiled code must not see:
// each crossing to the 8-byte lanes (widenAll, widenLive, branchOver's) materialises it, filling
// its 32 lanes with lane 0's value (widenOnce), where a packed slot is widened. Packing needs
// nothing (a wide slot's word 0 is lane 0's low word already), so the hand-over's lists leave
// these slots out (k.packConv). So the record of which slots are stale
// is the warp's packed flag and its kernel's list (onceList), and the places that convert are
// lanepack.go's, with no reader guarded one by one.
//
// Which slots (onceSlots): packed, not among the registers compiled code checks its accesses'
// lanes against (checked), warp-uniform and defined on every path wherever live (so that lane
// 0's value is every lane's when a whole warp packs it), written by no member of a branch-over
// region that Go code runs, and read in compiled code only by members through ymmCache or by a
// setp that reads its lane 0. A segment member that runs in the chunks and writes
// such a slot would make a later chunk read the new value through word 0: compileSegment
// reports it (storedOnce.broke) and compileRuns compiles again without the slot.

// storeOnce turns the form on; CUDASIM_ONCE=off keeps every packed slot's 32 words (tests and
// benchmarks compare the two).
var storeOnce = os.Getenv("CUDASIM_ONCE") != "off"

// storedOnce is the slots compiled code holds stored once, and those a compile found it could
// not (broke).
type storedOnce struct {
	slots slotWidths
	broke slotWidths
}

// has reports whether s is stored once (o may be nil).
func (o *storedOnce) has(s int32) bool { return o != nil && o.slots.narrow(s) }

// onceSlots picks the stored-once slots of fast among packed (nil: none), less drop.
func (k *Kernel) onceSlots(fast []inst, uni *uniformity, live *liveRegs, packed, checked, drop slotWidths) *storedOnce {
	if !storeOnce || uni == nil || live == nil || packed == nil {
		return nil
	}
	var once slotWidths
	for _, s := range k.packList {
		if !checked.narrow(s) && !drop.narrow(s) && int(s) < len(uni.reg) && uni.reg[s] <= uniWarp {
			once.markNarrow(s, 1)
		}
	}
	for pc := range fast {
		for _, s := range k.packList {
			if once.narrow(s) && live.liveBefore(pc, s) && uni.regAt(pc, s) > uniWarp {
				once.markWide(s)
			}
		}
	}
	notOnce := func(in *inst) {
		regOperands(in, func(f *int32, _ bool) { once.markWide(*f) })
	}
	for pc := range fast {
		in := &fast[pc]
		if in.op != opRun {
			continue
		}
		for i := range fast[pc : pc+int(in.x[1])] {
			m := &fast[pc+i]
			switch kind := m.x[2]; {
			case segmentKind(kind):
			case (kind == setpKind || kind == setpBraKind) && m.imm&setpInt64 == 0:
				// compileSetp reads lane 0 of an operand uniform there, of b where both are
				// but its code does not say so (setpIntUniform).
				uniA := uni.regAt(pc+i, m.a) <= uniWarp
				uniB := uni.regAt(pc+i, m.b) <= uniWarp
				if m.imm&setpIntUniform == 0 && (uniB || !uniA) {
					once.markWide(m.a)
				}
				if m.imm&setpIntUniform == 0 && !uniB {
					once.markWide(m.b)
				}
			default:
				notOnce(m)
			}
		}
	}
	// branchOver's Go code widens (and materialises) what a region's member reads, but writes
	// the lanes that did not take the branch alone, lane 0 maybe not among them. (Its compiled
	// stretches have no members computed once: compileSegment reports their writes.)
	for i := range k.overs {
		regOperands(&k.overs[i], func(f *int32, result bool) {
			if result {
				once.markWide(*f)
			}
		})
	}
	if !slices.ContainsFunc(once, func(word uint64) bool { return word != 0 }) {
		return nil
	}
	return &storedOnce{slots: once}
}

// list is o's slots in order.
func (o *storedOnce) list() []int32 {
	var l []int32
	if o == nil {
		return nil
	}
	for s := range int32(len(o.slots) * 64) {
		if o.slots.narrow(s) {
			l = append(l, s)
		}
	}
	return l
}

// widenOnce materialises the stored-once slots of list: each slot's 32 lanes of 8 bytes get its
// word 0 (lane 0's, in either form), zero-extended.
func widenOnce(r [][32]uint64, list []int32) {
	if len(list) == 0 {
		return
	}
	if laneVector {
		widenOnceAVX2(unsafe.SliceData(r), unsafe.SliceData(list), len(list))
		return
	}
	for _, s := range list {
		d := &r[s]
		v := uint64(packedLanes(d)[0])
		for l := range d {
			d[l] = v
		}
	}
}

// onceAt is the stored-once slots to materialise where all 32 lanes of w are at pc (liveAt's).
func (w *warp) onceAt(pc int32) []int32 {
	if live := w.k.onceLive; int(pc) < len(live) {
		return live[pc]
	}
	return w.k.onceList
}
