package sim

import (
	"math/bits"
	"sort"
)

// Races between launches (CheckStreamRace, beyond compute-sanitizer): a launch logs which global
// bytes it read, wrote and accessed atomically, and by which instruction; whoever knows how
// launches are ordered (the driver: streams, events, synchronisation) compares the logs of two
// launches that may run at the same time (StreamRaces).

// logPageWords is the 4-byte words of one page of an access log (4 KiB).
const logPageWords = 1024

// accessKinds of an access log: plain reads, plain writes, atomics.
const (
	logRead = iota
	logWrite
	logAtomic
	logKinds
)

// AccessLog is what one launch did to global memory, word by word.
type AccessLog struct {
	Kernel *Kernel
	pages  map[uint64]*logPage // by address / 4096
	merged bool                // handed to the launch's log (a CTA's own log)
	// lastIdx and last are the page recorded last (most accesses of a warp fall in one page).
	lastIdx uint64
	last    *logPage
}

// logPage holds, for each kind of access the page saw, and each word of the page, the bytes
// accessed (a mask) and the instruction of one such access (pc+1; 0 for none).
type logPage [logKinds]*logKindPage

type logKindPage struct {
	mask [logPageWords]uint8
	pc   [logPageWords]int32
}

func newAccessLog(k *Kernel) *AccessLog { return &AccessLog{Kernel: k, pages: map[uint64]*logPage{}} }

// record logs an access of kind at pc to [addr, addr+size).
func (g *AccessLog) record(kind int, pc int32, addr, size uint64) {
	for a := addr; a < addr+size; {
		word := a >> 2
		n := min(4-a&3, addr+size-a) // bytes of this word
		p := g.last
		if idx := word / logPageWords; p == nil || idx != g.lastIdx {
			p = g.pages[idx]
			if p == nil {
				p = &logPage{}
				g.pages[idx] = p
			}
			g.last, g.lastIdx = p, idx
		}
		k := p[kind]
		if k == nil {
			k = &logKindPage{}
			p[kind] = k
		}
		i := word % logPageWords
		k.mask[i] |= uint8((1<<n - 1) << (a & 3))
		if k.pc[i] == 0 {
			k.pc[i] = pc + 1
		}
		a += n
	}
}

// merge adds o's accesses to g.
func (g *AccessLog) merge(o *AccessLog) {
	for idx, q := range o.pages {
		p := g.pages[idx]
		if p == nil {
			g.pages[idx] = q
			continue
		}
		for k, qk := range q {
			if qk == nil {
				continue
			}
			if p[k] == nil {
				p[k] = qk
				continue
			}
			pk := p[k]
			for i, m := range qk.mask {
				if m != 0 {
					pk.mask[i] |= m
					if pk.pc[i] == 0 {
						pk.pc[i] = qk.pc[i]
					}
				}
			}
		}
	}
}

// Forget drops what the log knows of [addr, addr+size): memory freed, whose next owner's accesses
// do not race with the old ones'.
func (g *AccessLog) Forget(addr, size uint64) {
	if g == nil {
		return
	}
	for idx, p := range g.pages {
		lo, hi := idx*logPageWords*4, (idx+1)*logPageWords*4
		if hi <= addr || lo >= addr+size {
			continue
		}
		if lo >= addr && hi <= addr+size {
			delete(g.pages, idx)
			g.last = nil
			continue
		}
		for a := max(lo, addr&^3); a < min(hi, addr+size); a += 4 {
			i := (a / 4) % logPageWords
			for _, k := range p {
				if k != nil {
					k.mask[i], k.pc[i] = 0, 0
				}
			}
		}
	}
}

// Empty says whether the log holds no access.
func (g *AccessLog) Empty() bool { return g == nil || len(g.pages) == 0 }

// logAccess logs one lane's global access (CheckStreamRace) in the CTA's own log.
func (w *warp) logAccess(cs *ctaSan, addr, size uint64) {
	if cs.log == nil || cs.log.merged {
		cs.log = newAccessLog(w.k)
		cs.logPC = 0 // a new launch, perhaps of another kernel
		s := cs.s
		s.mu.Lock()
		s.logs = append(s.logs, cs.log)
		s.mu.Unlock()
	}
	if cs.logPC != w.pc+1 {
		cs.logPC, cs.logKind = w.pc+1, w.k.accessKind(&w.k.code[w.pc], true)
	}
	cs.log.record(cs.logKind, w.pc, addr, size)
}

// accessNames are the log kinds' names, as Access.Op has them.
var accessNames = [logKinds]string{"read", "write", "atomic"}

// accessKind says what instruction in does to the memory it accesses:
// logRead, logWrite or logAtomic. cp.async reads global memory and writes
// shared memory: global says which side is meant.
func (k *Kernel) accessKind(in *inst, global bool) int {
	switch in.op {
	case opStGlobal, opStGlobal32, opStGlobal64, opStGeneric, opStShared, opStShared32, opStShared32Checked, opStLocal:
		return logWrite
	case opCpAsync:
		if !global {
			return logWrite
		}
	case opAtom:
		return logAtomic
	case opMatrix:
		if k.mats[in.aux].stores() {
			return logWrite
		}
	}
	return logRead
}

// mergeLogs gathers the CTAs' logs into the launch's (Sanitize.Log).
func (s *Sanitize) mergeLogs() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, g := range s.logs {
		if s.Log == nil {
			s.Log = newAccessLog(g.Kernel)
		}
		s.Log.merge(g)
		g.merged = true
	}
	s.logs = nil
}

// StreamRaces compares the log of a launch with that of an earlier one that it is not ordered
// after (on another stream, with no event or synchronisation between them): each byte one of them
// wrote and the other read or wrote, not both atomically, is a hazard. It returns one report per
// pair of instructions, in the order of the later launch's instructions, naming the earlier
// access as Other; Hazards counts bytes.
func StreamRaces(earlier, later *AccessLog) []*Report {
	if earlier.Empty() || later.Empty() {
		return nil
	}
	type key struct {
		first, second int32
		fk, sk        int
	}
	found := map[key]*Report{}
	var order []key
	// conflicts: for each kind of the later access, the kinds of earlier access it races with.
	conflicts := [logKinds][]int{
		logRead:   {logWrite, logAtomic},
		logWrite:  {logRead, logWrite, logAtomic},
		logAtomic: {logRead, logWrite},
	}
	idxs := make([]uint64, 0, len(later.pages))
	for idx := range later.pages {
		idxs = append(idxs, idx)
	}
	sort.Slice(idxs, func(i, j int) bool { return idxs[i] < idxs[j] })
	for _, idx := range idxs {
		p, q := later.pages[idx], earlier.pages[idx]
		if q == nil {
			continue
		}
		for lk, lp := range p {
			if lp == nil {
				continue
			}
			for i, lm := range lp.mask {
				if lm == 0 {
					continue
				}
				for _, ek := range conflicts[lk] {
					ep := q[ek]
					if ep == nil {
						continue
					}
					m := lm & ep.mask[i]
					if m == 0 {
						continue
					}
					k := key{ep.pc[i] - 1, lp.pc[i] - 1, ek, lk}
					r := found[k]
					if r == nil {
						addr := (idx*logPageWords+uint64(i))*4 + uint64(bits.TrailingZeros8(m))
						other := logAccess(earlier.Kernel, int(k.first), ek)
						r = &Report{Kind: StreamRace, Kernel: later.Kernel.name, Space: "global", Addr: addr,
							Access: logAccess(later.Kernel, int(k.second), lk), Other: &other}
						found[k] = r
						order = append(order, k)
					}
					r.Hazards += bits.OnesCount8(m)
				}
			}
		}
	}
	sort.SliceStable(order, func(i, j int) bool {
		if order[i].second != order[j].second {
			return order[i].second < order[j].second
		}
		return order[i].first < order[j].first
	})
	rs := make([]*Report, len(order))
	for i, k := range order {
		rs[i] = found[k]
	}
	return rs
}

// logAccess describes instruction pc of k as an access of the given log kind.
func logAccess(k *Kernel, pc, kind int) Access {
	a := Access{Op: accessNames[kind], PC: pc, Kernel: k.name}
	if pc < len(k.code) {
		a.Line = int(k.code[pc].line)
	}
	a.Source = k.sourceAt(pc)
	a.Function, a.Caller = k.inlinedAt(pc)
	return a
}
