package sim

import (
	"math/bits"
	"slices"
	"strings"
)

// Slot coalescing (docs/engine-performance.md, perf30): the fast code gives registers whose live
// ranges never overlap one register slot, as ptxas gives them one hardware register. A slot is
// 32 lanes x 8 bytes, four cache lines a warp; reduce's eight warps touched about 26 KiB of
// register lines a CTA, which with the rest of a CTA's data was more than the L1 data cache,
// so every CTA reloaded them. Sharing slots makes a CTA touch fewer distinct lines.
//
// The renaming is made on the fast engine's base code (k.hot or k.code) before planFuse's
// passes, so that everything they decide (branches over regions, dead stores, kept values,
// uniform values) is decided on the renamed code, with the liveness of its slots; the portable
// engine and the fast code without superinstructions keep the plain slots, which TestPaths and
// FuzzPaths compare with. Only registers the lowered code alone reads and writes take part:
//   - a slot live where a thread ends (analyseLiveness: what a CTA's start reads before writing
//     it, since registers persist into the warp's next CTA, and the shfl sources other lanes
//     read) keeps its own;
//   - so do constants, variables' addresses, the shared windows' bases, the sink, and every slot
//     the launch-invariant prologue names (cta.begin fills some of them, by slot);
//   - a kernel with an instruction outside coalescible's list gets no renaming: its operand
//     fields are what opForm says they are, and nothing else reads or writes a register;
//   - a slot that a field names outside the instruction's form keeps its own (unnamedSlots):
//     the renaming would leave that field on the old slot.
// Two registers interfere where one is written while the other is live after the instruction
// (a guarded write included: it writes the slot's active lanes), and an instruction's results
// never share a slot with its own operands (no result is written over a source another lane or
// chunk may still read). Registers share a slot only where the uniformity and lane-stride
// analyses know the same of them, so that those per-slot facts hold for the shared slot as they
// did for each register.

// slotCoalescing turns the renaming on (tests turn it off to compare). Session 30 had it off:
// CUB's BlockRadixSort descending came out wrong in two recorded nvcc 13.0 programs, because
// opForm did not name bmsk's width operand, so the renaming left that field on the register's
// old slot (unnamedSlots now keeps such slots; perf31).
var slotCoalescing = true

// coalescible reports whether op's register operands are exactly its opForm fields
// (TestOpFormNamesEveryField checks the forms against the lowering).
func coalescible(op opcode) bool {
	switch op {
	case opCarry, opSimd, opVideo, opHalf, opCvtFP8, opDot, opSad:
		return false // their own state or forms not checked for this
	case opNop, opMov, opMovPred, opPredFromReg, opRegFromPred, opSreg, opCvtaToGen, opCvtaFromGen,
		opLdGlobal32, opStGlobal32, opLdShared32, opStShared32, opLdGlobal, opStGlobal, opLdShared,
		opStShared, opLdGlobal64, opStGlobal64, opLdKParam, opBra, opBraUni, opRet, opExit, opBar, opBarWarp, opMembar, opShfl:
		return true
	}
	return arithmetic(op)
}

// formFields calls f with each field of in that its form (opForm) names, the form's i-th token
// and that token without its ? and !N: registers (d, a, b, c, x0, the x lists, addresses),
// predicates (pd, pd2, pa, pb, pc) and an address's offset (x1).
func formFields(in *inst, f func(i int, tok string, field *int32)) {
	form := opForm(in)
	for i := 0; form != ""; i++ {
		var tok string
		tok, form, _ = strings.Cut(strings.TrimLeft(form, " "), " ")
		name, _, _ := strings.Cut(tok, "!")
		name = strings.TrimSuffix(name, "?")
		switch name {
		case "d", "pd":
			f(i, name, &in.d)
		case "pd2":
			f(i, name, &in.d2)
		case "a", "[a]", "pa":
			f(i, name, &in.a)
		case "b", "pb":
			f(i, name, &in.b)
		case "[b+x1]":
			f(i, name, &in.b)
			f(i, "x1", &in.x[1])
		case "c", "pc":
			f(i, name, &in.c)
		case "x0":
			f(i, name, &in.x[0])
		case "xv", "xn":
			n := int(in.aux >> 12 & 0xf)
			if name == "xn" {
				n = int(in.aux >> 8 & 0xff)
			}
			for j := range min(n, len(in.x)) {
				f(i, name, &in.x[j])
			}
		}
	}
}

// regOperands calls f with a pointer to each of in's register operand fields and whether the
// instruction writes it: opForm's d, a, b, c, x0 and the x lists, the first field the result
// where it is d or a list (a load's, an unpack's).
func regOperands(in *inst, f func(field *int32, result bool)) { scanOperands(in, f, nil) }

// unnamedSlots calls f with the slots that in's fields name outside its form (formFields and
// regOperands' second names): none where opForm is complete; renaming them would leave such a
// field naming the register's old slot, which is how bmsk's width register read a slot no
// longer written (docs/engine-performance.md, perf31). A field that repeats a predicate the form
// names (not.pred's b, its a) is that predicate.
func unnamedSlots(in *inst, f func(slot int32)) { scanOperands(in, nil, f) }

// scanOperands is regOperands (operand) and unnamedSlots (unnamed) from one reading of the
// form (either may be nil): coalesceSlots wants both of every instruction, and parsing the
// form was a third of its time.
func scanOperands(in *inst, operand func(field *int32, result bool), unnamed func(slot int32)) {
	fields := [...]*int32{&in.d, &in.a, &in.b, &in.c, &in.d2, &in.x[0], &in.x[1], &in.x[2], &in.x[3]}
	var named uint16
	var preds [len(fields)]int32
	np := 0
	name := func(field *int32, _ bool) {
		for i, p := range fields {
			if p == field {
				named |= 1 << i
			}
		}
	}
	formFields(in, func(i int, tok string, field *int32) {
		name(field, false)
		switch tok {
		case "d", "a", "[a]", "b", "[b+x1]", "c", "x0", "xv", "xn":
			if operand != nil {
				operand(field, i == 0 && (tok == "d" || tok == "xv" || tok == "xn"))
			}
		default:
			if tok[0] == 'p' && np < len(preds) {
				preds[np] = *field
				np++
			}
		}
	})
	if operand != nil {
		secondNames(in, operand)
	}
	if unnamed == nil {
		return
	}
	secondNames(in, name)
	for i, field := range fields {
		if *field > slotZero && named>>i&1 == 0 && !slices.Contains(preds[:np], *field) {
			unnamed(*field)
		}
	}
}

// secondNames calls f with the field in which an access names its first data register a second
// time: in the list (x, which the generic accesses read) and in d (a load) or b (a store),
// which the one-register accesses read.
func secondNames(in *inst, f func(field *int32, result bool)) {
	switch in.op {
	case opLdGlobal32, opLdShared32, opLdGlobal64:
		f(&in.x[0], true)
	case opLdGlobal, opLdShared, opLdKParam:
		f(&in.d, true)
	case opStGlobal32, opStShared32, opStGlobal64:
		f(&in.x[0], false)
	case opStGlobal, opStShared:
		f(&in.b, false)
	}
}

// coalesceSlots returns a copy of base renamed (above), the renamed code's liveness, and true,
// or false where it renames nothing.
func (k *Kernel) coalesceSlots(base []inst) ([]inst, *liveRegs, bool) {
	n := len(base)
	if !slotCoalescing || n == 0 {
		return nil, nil, false
	}
	for i := range base {
		if !coalescible(base[i].op) {
			return nil, nil, false
		}
	}
	live := k.analyseLiveness(base)
	uni := k.analyseUniform(base)
	if live == nil || uni == nil {
		return nil, nil, false
	}
	start := 0 // where a warm CTA starts: the prologue before it keeps its slots
	if k.hot != nil && &base[0] == &k.hot[0] {
		start = int(k.hotSkip + k.hotCTA)
	}
	// Candidates: written at or after start, not live at the end, no special slot.
	const (
		unseen = iota
		candidate
		kept
	)
	state := make([]uint8, k.nslots)
	keep := func(s int32) {
		if s >= 0 && int(s) < k.nslots {
			state[s] = kept
		}
	}
	keep(slotZero)
	keep(slotSink)
	keep(k.dynSlot)
	keep(k.baseSlot)
	for _, c := range k.consts {
		keep(c.slot)
	}
	for _, s := range k.syms {
		keep(s.slot)
	}
	// Each pc's operands, read once: out is base's copy, renamed at the end.
	out := make([]inst, n)
	copy(out, base)
	type operand struct {
		field  *int32
		result bool
	}
	ops := make([][]operand, n)
	for pc := range out {
		scanOperands(&out[pc], func(f *int32, result bool) { ops[pc] = append(ops[pc], operand{f, result}) }, keep)
		for _, o := range ops[pc] {
			if pc < start || live.liveBefore(n, *o.field) {
				keep(*o.field)
			}
		}
	}
	for pc := range ops {
		for _, o := range ops[pc] {
			if s := *o.field; o.result && s >= 0 && int(s) < k.nslots && state[s] == unseen {
				state[s] = candidate
			}
		}
	}
	idx := make([]int32, k.nslots) // candidate number, or -1
	var cands []int32
	for s := range idx {
		idx[s] = -1
		if state[s] == candidate {
			idx[s] = int32(len(cands))
			cands = append(cands, int32(s))
		}
	}
	if len(cands) < 2 {
		return nil, nil, false
	}
	nc := len(cands)
	nw := (nc + 63) / 64
	inter := make([]uint64, nc*nw)
	edge := func(x, y int32) {
		if x >= 0 && y >= 0 && x != y {
			inter[int(x)*nw+int(y)/64] |= 1 << (y % 64)
			inter[int(y)*nw+int(x)/64] |= 1 << (x % 64)
		}
	}
	cand := func(s int32) int32 {
		if s < 0 || int(s) >= k.nslots {
			return -1
		}
		return idx[s]
	}
	edges := edgesOf(k, base)
	for pc := range ops {
		for _, r := range ops[pc] {
			x := cand(*r.field)
			if !r.result || x < 0 {
				continue
			}
			for _, t := range edges.of(pc) {
				for w, word := range live.in[int(t)*live.nw : int(t+1)*live.nw] {
					for ; word != 0; word &= word - 1 {
						edge(x, cand(int32(w*64+bits.TrailingZeros64(word))))
					}
				}
			}
			for _, o := range ops[pc] {
				edge(x, cand(*o.field))
			}
		}
	}
	// A compiled access reads, besides its address, the registers its address was computed
	// from in its block, two definitions back (strideSource, runWideAccesses): those keep
	// their slots to the access.
	entry := k.entries(base)
	defBefore := func(s int32, pc int) int { // the write of s before pc in pc's block, or -1
		for j := pc - 1; j >= 0 && base[j].op != opBra && base[j].op != opBraUni; j-- {
			for _, o := range ops[j] {
				if o.result && *o.field == s {
					return j
				}
			}
			if entry[j] {
				break
			}
		}
		return -1
	}
	for pc := range ops {
		switch base[pc].op {
		case opLdGlobal32, opStGlobal32, opLdShared32, opStShared32:
		default:
			continue
		}
		srcs := []int32{base[pc].a}
		for range 2 {
			var next []int32
			for _, s := range srcs {
				d := defBefore(s, pc)
				if d < 0 {
					continue
				}
				for _, o := range ops[d] {
					if r := *o.field; !o.result && cand(r) >= 0 {
						next = append(next, r)
						for q := d + 1; q <= pc; q++ {
							for _, w := range ops[q] {
								if w.result {
									edge(cand(r), cand(*w.field))
								}
							}
						}
					}
				}
			}
			srcs = next
		}
	}
	// What the per-slot analyses know of each candidate: uniformity and lane stride.
	marked := make([]inst, n)
	copy(marked, base)
	for pc := range marked {
		if in := &marked[pc]; in.op == opMadLo && uni.regAt(pc, in.a) <= uniWarp && uni.regAt(pc, in.b) <= uniWarp {
			in.op = opMadLoUni // as planFuse marks it
		}
	}
	strides := analyseLaneStrides(k, marked, uni)
	type class struct {
		kind   uniKind
		stride laneStride
		// narrow: a 32-bit register shares a slot with 32-bit ones alone, so that its slot
		// stays narrow and compiled code may hold it packed (lanepack.go; a slot shared with
		// a 64-bit register is wide).
		narrow bool
	}
	classOf := func(s int32) class {
		c := class{kind: uni.reg[s], narrow: packNarrow && k.widths.narrow(s)}
		if st := strides.reg[s]; st.ok {
			c.stride = st // (an unknown stride's k is whatever its sources' made)
		}
		return c
	}
	// Greedy, in the order of the candidates' first writes: each takes the first slot whose
	// registers are of its class and none interferes with it, else its own.
	var order []int32
	seen := make([]bool, nc)
	for pc := range ops {
		for _, o := range ops[pc] {
			if x := cand(*o.field); o.result && x >= 0 && !seen[x] {
				seen[x] = true
				order = append(order, x)
			}
		}
	}
	to := make([]int32, k.nslots) // the renaming
	for s := range to {
		to[s] = int32(s)
	}
	type group struct {
		slot    int32
		class   class
		members []uint64 // bit set of candidates
	}
	var groups []*group
	renamed := false
	for _, x := range order {
		s := cands[x]
		var g *group
		for _, h := range groups {
			if h.class != classOf(s) {
				continue
			}
			free := true
			for w := range nw {
				if h.members[w]&inter[int(x)*nw+w] != 0 {
					free = false
					break
				}
			}
			if free {
				g = h
				break
			}
		}
		if g == nil {
			g = &group{slot: s, class: classOf(s), members: make([]uint64, nw)}
			groups = append(groups, g)
		}
		g.members[x/64] |= 1 << (x % 64)
		to[s] = g.slot
		renamed = renamed || g.slot != s
	}
	if !renamed {
		return nil, nil, false
	}
	for pc := range ops {
		for _, o := range ops[pc] {
			if s := *o.field; s >= 0 && int(s) < k.nslots {
				*o.field = to[s]
			}
		}
	}
	k.renaming = to // (lanewidth.go: the fast code's widths)
	return out, live.renamed(to), true
}

// renamed is the liveness of the code renamed by to, from l, the liveness of the code before:
// a shared slot is live where one of its registers was. That is exact, not only safe: a path
// that reads register x before any write of x writes no other register of x's slot before
// that read either, since a register written where x is live after it interferes with x.
func (l *liveRegs) renamed(to []int32) *liveRegs {
	stay := make([]uint64, l.nw) // the slots that keep their number: copied a word at a time
	for s, t := range to {
		if int32(s) == t {
			stay[s/64] |= 1 << (s % 64)
		}
	}
	r := &liveRegs{nw: l.nw, in: make([]uint64, len(l.in))}
	for i, word := range l.in {
		w := i % l.nw
		r.in[i] |= word & stay[w]
		for word &^= stay[w]; word != 0; word &= word - 1 {
			s := to[w*64+bits.TrailingZeros64(word)]
			r.in[i-w+int(s)/64] |= 1 << (s % 64)
		}
	}
	return r
}
