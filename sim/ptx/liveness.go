package ptx

import (
	"math/bits"
	"strconv"
	"strings"
)

// Register liveness over one function's PTX body: which registers may still be read after each
// instruction. Two estimates of what ptxas makes of a function start from it: the registers it
// allocates (cubin.EstimateRegisters: the most units live at once) and the frame a recursive call
// needs (the registers live across a call, which the callee must preserve on the stack).

// Liveness is the result of Live.
type Liveness struct {
	Code    []*Instr       // the body's instructions, in order
	Index   map[string]int // a register's name -> its index in Units and the sets
	Units   []int          // per register: 32-bit units (a predicate 0, a 64-bit register 2, 128-bit 4)
	In      [][]uint64     // per instruction: the registers live before it (bit i: register i)
	Callees []string       // the functions the body calls by name, once per call
}

// UnitsIn returns the 32-bit units of the registers in s.
func (l *Liveness) UnitsIn(s []uint64) int {
	u := 0
	for w, x := range s {
		for x != 0 {
			b := bits.TrailingZeros64(x)
			x &= x - 1
			u += l.Units[w*64+b]
		}
	}
	return u
}

// PairsAcrossCalls returns the most 64-bit register pairs that what is live across one of the
// body's calls (live after the call returns, other than what it returns) takes when saved, and
// whether the body calls at all. Two 32-bit values share a pair; a 64-bit value takes two pairs
// and a 128-bit one four (what the H200's recursion depths measured: docs/engine.md, "Call
// frames"). What the compiler can write again from what it keeps is not saved (savedAs): NVVM's
// PTX for Numba's recursive functions keeps zeros and several addresses in one frame live
// across its calls.
func (l *Liveness) PairsAcrossCalls() (pairs int, calls bool) {
	as := l.savedAs()
	units := make(map[int]int) // what is saved -> its 32-bit units
	for k, in := range l.Code {
		if in.Opcode != "call" {
			continue
		}
		calls = true
		if k+1 >= len(l.In) {
			continue
		}
		clear(units)
		for w, x := range l.In[k+1] {
			for x != 0 {
				b := bits.TrailingZeros64(x)
				x &= x - 1
				if i := w*64 + b; as[i] >= 0 {
					units[as[i]] = max(units[as[i]], l.Units[i])
				}
			}
		}
		narrow, wide := 0, 0
		for _, u := range units {
			switch {
			case u == 1:
				narrow++
			case u > 1:
				wide += u
			}
		}
		pairs = max(pairs, (narrow+1)/2+wide)
	}
	return pairs, calls
}

// savedAs returns, per register (by index), what keeping it across a call saves: -1 for nothing
// where it is written once with an immediate (the compiler writes the immediate again where it
// is used); the register it was computed from where it is written once as another register plus
// an immediate (an address in the frame: the compiler keeps the base and folds the offset into
// the instructions that use it), or as cvta of another register (a frame address in its generic
// form differs from the local one by the thread's window base, a constant too), and the base
// holds one value, followed to the first register not so written; else itself.
func (l *Liveness) savedAs() []int {
	n := len(l.Units)
	writes := make([]int, n)
	def := make([]*Instr, n)
	for _, in := range l.Code {
		if !WritesFirst(in) || in.Operands[0].Kind != OpdReg {
			continue
		}
		if i, ok := l.Index[in.Operands[0].Name]; ok {
			writes[i]++
			def[i] = in
		}
	}
	imm := func(o Operand) bool { return o.Kind == OpdInt || o.Kind == OpdFloat }
	// base returns the register i is another register plus an immediate of, or -1.
	base := func(i int) int {
		in := def[i]
		if writes[i] != 1 || in.Guard != "" {
			return -1
		}
		ops := in.Operands
		var b Operand
		switch {
		case in.Opcode == "mov" && len(ops) == 2:
			b = ops[1]
		case in.Opcode == "add" && len(ops) == 3 && imm(ops[2]):
			b = ops[1]
		case in.Opcode == "add" && len(ops) == 3 && imm(ops[1]):
			b = ops[2]
		case in.Opcode == "cvta" && len(ops) == 2:
			b = ops[1] // plus or minus the thread's window base: a constant too
		default:
			return -1
		}
		// The base must hold one value throughout (written once, or a parameter never written).
		if j, ok := l.Index[b.Name]; ok && b.Kind == OpdReg && b.Comp == "" && j != i && writes[j] <= 1 {
			return j
		}
		return -1
	}
	as := make([]int, n)
	for i := range as {
		if in := def[i]; writes[i] == 1 && in.Guard == "" && in.Opcode == "mov" && len(in.Operands) == 2 && imm(in.Operands[1]) {
			as[i] = -1
			continue
		}
		as[i] = i
		for steps := 0; steps < n; steps++ { // bounded: a cycle of such writes ends somewhere
			b := base(as[i])
			if b < 0 {
				break
			}
			as[i] = b
		}
	}
	return as
}

// noDest are the opcodes whose first operand is not written.
var noDest = map[string]bool{
	"st": true, "red": true, "bar": true, "barrier": true, "bra": true, "brx": true, "ret": true, "exit": true,
	"membar": true, "fence": true, "trap": true, "prefetch": true, "prefetchu": true, "call": true, "brkpt": true,
	"pmevent": true, "nanosleep": true, "stmatrix": true, "wmma": true, "cp": true, "griddepcontrol": true,
	"multimem": true, "discard": true, "applypriority": true, "sust": true, "sured": true, "setmaxnreg": true,
	"elect": false, "stackrestore": true,
}

// WritesFirst reports whether in's first operand is a register it writes (false for stores,
// branches, barriers, calls and the other opcodes whose first operand is read).
func WritesFirst(in *Instr) bool { return !noDest[in.Opcode] && len(in.Operands) > 0 }

// Live analyses g's body. A body that cannot be parsed (a form cudasim does not know, refused at
// launch) counts as empty.
func Live(g *Function) *Liveness {
	// Sized from the declarations: growing the maps name by name was a quarter of the estimate.
	body, _ := g.Stmts()
	names := len(g.Params)
	for _, d := range g.Locals {
		if d.Space == SpaceReg {
			names += max(d.Names, 1)
		}
	}
	l := &Liveness{Index: make(map[string]int, names), Units: make([]int, 0, names)}
	declare := func(name, typ string) {
		if _, ok := l.Index[name]; ok {
			return
		}
		u := 1
		switch {
		case typ == "pred":
			u = 0
		case strings.HasSuffix(typ, "64"):
			u = 2
		case strings.HasSuffix(typ, "128"):
			u = 4
		}
		l.Index[name] = len(l.Units)
		l.Units = append(l.Units, u)
	}
	for _, p := range g.Params {
		if p.Space == SpaceReg {
			declare(p.Name, p.Type)
		}
	}
	labels := map[string]int{}
	for i := range body {
		st := &body[i]
		switch st.Kind {
		case StmtDecl:
			d := st.Decl
			if d == nil || d.Space != SpaceReg {
				continue
			}
			typ := d.Type
			if d.Vector > 1 {
				typ = "b64"
			}
			if d.Names > 0 {
				for k := 0; k < d.Names; k++ {
					declare(d.Name+strconv.Itoa(k), typ)
				}
			} else {
				declare(d.Name, typ)
			}
		case StmtLabel:
			labels[st.Label] = len(l.Code)
		case StmtInstr:
			l.Code = append(l.Code, st.Instr)
			if st.Instr.Opcode == "call" {
				for _, o := range st.Instr.Operands {
					if o.Kind == OpdReg && o.Name != "" && o.Name[0] != '%' {
						l.Callees = append(l.Callees, o.Name)
					}
				}
			}
		}
	}
	n := len(l.Code)
	words := (len(l.Units) + 63) / 64
	l.In = make([][]uint64, n)
	if n == 0 || words == 0 {
		for k := range l.In {
			l.In[k] = make([]uint64, words)
		}
		return l
	}
	use := make([][]uint64, n)
	def := make([][]uint64, n)
	succ := make([][]int, n)
	var addUses func(s []uint64, o Operand)
	addUses = func(s []uint64, o Operand) {
		switch o.Kind {
		case OpdReg, OpdAddr:
			if i, ok := l.Index[o.Name]; ok {
				s[i/64] |= 1 << (i % 64)
			}
		case OpdVector, OpdList, OpdPair:
			for _, e := range o.Elems {
				addUses(s, e)
			}
		}
	}
	for k, in := range l.Code {
		use[k], def[k] = make([]uint64, words), make([]uint64, words)
		if in.Guard != "" {
			if i, ok := l.Index[in.Guard]; ok {
				use[k][i/64] |= 1 << (i % 64)
			}
		}
		ops := in.Operands
		first := 0
		if WritesFirst(in) {
			first = 1
			d := ops[0]
			switch {
			case d.Kind == OpdAddr: // a store-like first operand
				addUses(use[k], d)
			case in.Guard == "":
				addUses(def[k], d) // an unguarded write kills the old value
			default:
				// A guarded write may keep the old value: the register stays live through it.
				addUses(use[k], d)
			}
		}
		for _, o := range ops[first:] {
			addUses(use[k], o)
		}
		// Control flow.
		falls := true
		switch in.Opcode {
		case "bra":
			if len(ops) > 0 {
				if t, ok := labels[ops[0].Name]; ok {
					succ[k] = append(succ[k], t)
				}
			}
			falls = in.Guard != ""
		case "ret", "exit", "trap":
			falls = in.Guard != ""
		case "brx":
			for _, t := range labels {
				succ[k] = append(succ[k], t)
			}
		}
		if falls && k+1 < n {
			succ[k] = append(succ[k], k+1)
		}
	}
	for k := range l.In {
		l.In[k] = make([]uint64, words)
	}
	out := make([]uint64, words)
	for changed := true; changed; {
		changed = false
		for k := n - 1; k >= 0; k-- {
			clear(out)
			for _, s := range succ[k] {
				for w := range out {
					out[w] |= l.In[s][w]
				}
			}
			for w := range out {
				v := use[k][w] | out[w]&^def[k][w]
				if v != l.In[k][w] {
					l.In[k][w] = v
					changed = true
				}
			}
		}
	}
	return l
}
