package sim

import (
	"math"
	"strings"

	"cudasim/sim/fp"
	"cudasim/sim/ptx"
)

// Constant propagation (docs/engine.md, "Constant propagation"): ptxas knows the value of a
// register that only constants can reach and compiles the instructions that read it as if the
// constant were written in their place, so the rules the lowering applies to an immediate
// operand (foldApprox32, div.full by 1.0, cvt from an f64 NaN, the NaN order of min/max.f64,
// abs and neg of a NaN) hold for such a register too. propagateConstants finds those registers
// with a dataflow pass over the function's blocks and writes the constant into the operands of
// the instructions whose lowering folds immediates.

// cpState is what the pass knows of a register at a point: absent, nothing reached it yet (the
// optimistic start of a block not visited); nac, a value not known at compile time; otherwise
// the constant's bits as they sit in the register.
type cpValue struct {
	bits uint64
	nac  bool
	// late: the constant came through a shfl, which ptxas sees through only after it has
	// expanded sin/cos.approx, so those do not fold it (fold17: cos.approx of a shfl of 1.0 and
	// of 2^31 gave the hardware's values; rsqrt, ex2, div.full and abs of a shfl'd constant
	// folded).
	late bool
}

type cpState map[string]cpValue

// meet joins what two paths know of every register.
func (s cpState) meet(o cpState) (changed bool) {
	for r, v := range o {
		w, ok := s[r]
		switch {
		case !ok:
			s[r] = v
			changed = true
		case !w.nac && (v.nac || v.bits != w.bits):
			s[r] = cpValue{nac: true}
			changed = true
		case !w.nac && v.late && !w.late:
			w.late = true
			s[r] = w
			changed = true
		}
	}
	return changed
}

func (s cpState) clone() cpState {
	c := make(cpState, len(s))
	for r, v := range s {
		c[r] = v
	}
	return c
}

// cpBlock is a run of statements [lo, hi) entered only at lo.
type cpBlock struct {
	lo, hi int
	succ   []int
	in     cpState
}

// propagateConstants returns body with the register operands of folding instructions replaced
// by the constants only they can hold (body itself when there are none; it is never modified).
// A body with indirect branches, calls or nested scopes is left as it is.
func propagateConstants(body []ptx.Stmt) []ptx.Stmt {
	var blocks []cpBlock
	byLabel := map[string]int{}
	start := func(i int) {
		if n := len(blocks); n > 0 && blocks[n-1].lo == i {
			return
		}
		if n := len(blocks); n > 0 {
			blocks[n-1].hi = i
		}
		blocks = append(blocks, cpBlock{lo: i})
	}
	start(0)
	folds := false
	for i := range body {
		st := &body[i]
		switch st.Kind {
		case ptx.StmtBlockBegin, ptx.StmtBlockEnd, ptx.StmtTargets, ptx.StmtProto:
			return body
		case ptx.StmtLabel:
			start(i)
			byLabel[st.Label] = len(blocks) - 1
		case ptx.StmtInstr:
			switch st.Instr.Opcode {
			case "brx", "call":
				return body
			case "bra", "ret", "exit", "trap":
				start(i + 1)
			}
			folds = folds || cpFolds(st.Instr)
		}
	}
	if !folds {
		return body
	}
	blocks[len(blocks)-1].hi = len(body)
	for b := range blocks {
		blk := &blocks[b]
		var last *ptx.Instr
		for i := blk.lo; i < blk.hi; i++ {
			if body[i].Kind == ptx.StmtInstr {
				last = body[i].Instr
			}
		}
		falls := true
		if last != nil {
			switch last.Opcode {
			case "bra":
				t, ok := byLabel[last.Operands[0].Name]
				if !ok {
					return body
				}
				blk.succ = append(blk.succ, t)
				falls = last.Guard != ""
			case "ret", "exit", "trap":
				falls = last.Guard != ""
			}
		}
		if falls && b+1 < len(blocks) {
			blk.succ = append(blk.succ, b+1)
		}
	}
	// What reaches each block, of the registers a constant may reach (the others are never
	// known): every register holds an unknown value at the entry.
	cands := cpCandidates(body)
	if len(cands) == 0 {
		return body
	}
	blocks[0].in = cpState{}
	for r := range cands {
		blocks[0].in[r] = cpValue{nac: true}
	}
	work := []int{0}
	queued := map[int]bool{0: true}
	for len(work) > 0 {
		b := work[0]
		work = work[1:]
		queued[b] = false
		s := blocks[b].in.clone()
		for i := blocks[b].lo; i < blocks[b].hi; i++ {
			if body[i].Kind == ptx.StmtInstr {
				cpStep(s, body[i].Instr, cands)
			}
		}
		for _, t := range blocks[b].succ {
			if blocks[t].in == nil {
				blocks[t].in = s.clone()
			} else if !blocks[t].in.meet(s) {
				continue
			}
			if !queued[t] {
				queued[t] = true
				work = append(work, t)
			}
		}
	}
	// Rewrite the folding instructions' constant operands.
	out := body
	for b := range blocks {
		if blocks[b].in == nil {
			continue // unreachable
		}
		s := blocks[b].in.clone()
		for i := blocks[b].lo; i < blocks[b].hi; i++ {
			if body[i].Kind != ptx.StmtInstr {
				continue
			}
			in := body[i].Instr
			if cpFolds(in) {
				if folded := cpSubstitute(s, in); folded != nil {
					if &out[0] == &body[0] {
						out = append([]ptx.Stmt(nil), body...)
					}
					out[i].Instr = folded
				}
			}
			cpStep(s, in, cands)
		}
	}
	return out
}

// cpType is the instruction's operand type: its last modifier that names one.
func cpType(in *ptx.Instr) string {
	for i := len(in.Mods) - 1; i >= 0; i-- {
		switch m := in.Mods[i]; m {
		case "f32", "f64", "b32", "b64", "u32", "s32", "u64", "s64", "f16", "bf16", "b16", "u16", "s16":
			return m
		}
	}
	return ""
}

// cpApprox32 maps the approximate f32 functions ptxas folds (foldApprox32) to their kinds.
var cpApprox32 = map[string]uint32{"sin": fSinApprox, "cos": fCosApprox, "lg2": fLg2Approx,
	"rsqrt": fRsqrtApprox, "ex2": fEx2Approx, "sqrt": fSqrtApprox}

// cpFolds reports whether the lowering treats an immediate source of in differently from a
// register holding the same bits: the instructions whose constant operands are substituted.
func cpFolds(in *ptx.Instr) bool {
	ty := cpType(in)
	switch in.Opcode {
	case "sin", "cos", "lg2", "rsqrt", "ex2":
		return ty == "f32"
	case "sqrt":
		return ty == "f32" && in.HasMod("approx")
	case "div":
		return ty == "f32" && in.HasMod("full")
	case "cvt":
		return len(in.Mods) >= 2 && in.Mods[len(in.Mods)-1] == "f64" &&
			(in.Mods[len(in.Mods)-2] == "f16" || in.Mods[len(in.Mods)-2] == "bf16")
	case "min", "max":
		return ty == "f64"
	case "add", "sub", "mul", "fma":
		// An f64 NaN immediate makes the result (the lowering's fold): nan18's add.f64 of a
		// register moved in from 0d7FF0000000000ABC and a NaN load gave the immediate's NaN
		// in either order, as an immediate operand does.
		return ty == "f64"
	case "abs", "neg":
		return ty == "f32" || ty == "f64"
	}
	return false
}

// cpSubstitute returns a copy of in with its constant register sources written as immediates,
// or nil when none is constant.
func cpSubstitute(s cpState, in *ptx.Instr) *ptx.Instr {
	var ops []ptx.Operand
	for k := 1; k < len(in.Operands); k++ {
		o := in.Operands[k]
		if o.Kind != ptx.OpdReg || o.Not || o.Neg || o.Comp != "" || !strings.HasPrefix(o.Name, "%") {
			continue
		}
		v, ok := s[o.Name]
		if !ok || v.nac || v.late && (in.Opcode == "sin" || in.Opcode == "cos") {
			continue
		}
		if arith := in.Opcode == "add" || in.Opcode == "sub" || in.Opcode == "mul" || in.Opcode == "fma"; arith && !isNaN64(v.bits) {
			continue // only a NaN folds (cpFolds); a number stays in its register
		}
		if ops == nil {
			ops = append([]ptx.Operand(nil), in.Operands...)
		}
		// The source's type: f64 for min/max/abs/neg .f64 and cvt from f64, else f32.
		single := !(cpType(in) == "f64" || in.Opcode == "cvt")
		ops[k] = ptx.Operand{Kind: ptx.OpdFloat, Bits: v.bits, Single: single}
	}
	if ops == nil {
		return nil
	}
	c := *in
	c.Operands = ops
	return &c
}

// cpStep applies one instruction to what is known: an instruction ptxas evaluates (cpEval) makes
// its destination that constant (met with the old value under a guard); any other write makes
// its destinations unknown.
func cpStep(s cpState, in *ptx.Instr, cands map[string]bool) {
	if len(in.Operands) == 0 {
		return
	}
	d := in.Operands[0]
	switch in.Opcode {
	case "st", "red", "bar", "barrier", "bra", "ret", "exit", "membar", "fence", "prefetch", "trap":
		return
	}
	v, ok := cpEval(s, in)
	if d.Kind == ptx.OpdPair && in.Opcode == "shfl" { // d|p: the predicate is not known
		cpKill(s, d.Elems[1], cands)
		d = d.Elems[0]
	}
	if d.Kind != ptx.OpdReg || !ok {
		cpKill(s, d, cands)
		return
	}
	if !cands[d.Name] {
		return
	}
	late := in.Opcode == "shfl"
	for _, o := range in.Operands[1:] {
		if o.Kind == ptx.OpdReg && s[o.Name].late {
			late = true
		}
	}
	if in.Guard != "" {
		old, known := s[d.Name]
		if !known || old.nac || old.bits != v {
			s[d.Name] = cpValue{nac: true}
			return
		}
		late = late || old.late
	}
	s[d.Name] = cpValue{bits: v, late: late}
}

// cpKill makes every register an operand names unknown.
func cpKill(s cpState, o ptx.Operand, cands map[string]bool) {
	switch o.Kind {
	case ptx.OpdReg:
		if cands[o.Name] {
			s[o.Name] = cpValue{nac: true}
		}
	case ptx.OpdVector, ptx.OpdPair, ptx.OpdList:
		for _, e := range o.Elems {
			cpKill(s, e, cands)
		}
	}
}

// cpProducers are the instructions cpEval may find a constant result of.
var cpProducers = map[string]bool{"mov": true, "shfl": true, "selp": true, "neg": true, "abs": true, "add": true,
	"sub": true, "mul": true, "cvt": true, "sin": true, "cos": true, "lg2": true, "rsqrt": true, "ex2": true, "sqrt": true}

// cpProducerDest is the producer st holds and the register it writes (a pair's first), if st
// is a producer writing a register.
func cpProducerDest(st ptx.Stmt) (*ptx.Instr, string, bool) {
	in := st.Instr
	if st.Kind != ptx.StmtInstr || !cpProducers[in.Opcode] || len(in.Operands) < 2 {
		return nil, "", false
	}
	d := in.Operands[0]
	if d.Kind == ptx.OpdPair {
		d = d.Elems[0]
	}
	if d.Kind != ptx.OpdReg {
		return nil, "", false
	}
	return in, d.Name, true
}

// cpCandidates are the registers whose constant can matter: a folding instruction reads them,
// or a producer that writes such a register does (needed, to a fixed point), and a constant may
// reach them: producers with an immediate source or a candidate source (to a fixed point). The
// pass tracks only these, so a long function with few of them costs little.
func cpCandidates(body []ptx.Stmt) map[string]bool {
	needed := map[string]bool{}
	for i := range body {
		if in := body[i].Instr; body[i].Kind == ptx.StmtInstr && cpFolds(in) {
			for _, o := range in.Operands[1:] {
				if o.Kind == ptx.OpdReg {
					needed[o.Name] = true
				}
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for i := range body {
			in, d, ok := cpProducerDest(body[i])
			if !ok || !needed[d] {
				continue
			}
			for _, o := range in.Operands[1:] {
				if o.Kind == ptx.OpdReg && !needed[o.Name] {
					needed[o.Name] = true
					changed = true
				}
			}
		}
	}
	cands := map[string]bool{}
	for changed := true; changed; {
		changed = false
		for i := range body {
			in, d, ok := cpProducerDest(body[i])
			if !ok || cands[d] || !needed[d] {
				continue
			}
			for _, o := range in.Operands[1:] {
				if o.Kind == ptx.OpdFloat || o.Kind == ptx.OpdInt || o.Kind == ptx.OpdReg && cands[o.Name] {
					cands[d] = true
					changed = true
					break
				}
			}
		}
	}
	return cands
}

// cpSource is the constant an operand holds, as a value of type ty.
func cpSource(s cpState, o ptx.Operand, ty string) (uint64, bool) {
	switch o.Kind {
	case ptx.OpdFloat, ptx.OpdInt:
		return immBits(o, ty) & cpMask(ty), true
	case ptx.OpdReg:
		v, ok := s[o.Name]
		if !ok || v.nac || o.Comp != "" || o.Not || o.Neg {
			return 0, false
		}
		return v.bits & cpMask(ty), true
	}
	return 0, false
}

// cpEval is the constant in writes to its destination, when ptxas computes it (measured by
// testdata/conformance/fold17): moves, selp of two equal constants, shfl of a constant, neg
// and abs, add/sub/mul of two numbers (not of a NaN), conversions into f32 or f64, and the
// approximate functions it folds. It does not compute fma, and does not see through ld.const.
func cpEval(s cpState, in *ptx.Instr) (uint64, bool) {
	ops := in.Operands
	ty := cpType(in)
	if ty == "" || len(ops) < 2 {
		return 0, false
	}
	a, ok := cpSource(s, ops[1], ty)
	if !ok {
		return 0, false
	}
	plain := !in.HasMod("ftz") && !in.HasMod("sat")
	for _, m := range in.Mods {
		if m == "rz" || m == "rm" || m == "rp" || m == "relu" || m == "satfinite" {
			plain = false
		}
	}
	switch in.Opcode {
	case "mov":
		return a, len(ops) == 2
	case "shfl":
		return a, true // every lane holds it, whichever lane a lane reads
	case "selp":
		b, ok := cpSource(s, ops[2], ty)
		return a, ok && len(ops) == 4 && a == b
	case "neg", "abs":
		sign := uint64(1) << 31
		switch {
		case ty == "f64":
			sign = 1 << 63
		case ty != "f32" || in.HasMod("ftz"):
			return 0, false
		}
		if in.Opcode == "abs" {
			return a &^ sign, true
		}
		return a ^ sign, true
	case "add", "sub", "mul":
		if !plain || len(ops) != 3 {
			return 0, false
		}
		b, ok := cpSource(s, ops[2], ty)
		if !ok {
			return 0, false
		}
		switch ty {
		case "f32":
			x, y := math.Float32frombits(uint32(a)), math.Float32frombits(uint32(b))
			if x != x || y != y {
				return 0, false
			}
			r := map[string]float32{"add": x + y, "sub": x - y, "mul": x * y}[in.Opcode]
			return uint64(math.Float32bits(r)), r == r
		case "f64":
			x, y := math.Float64frombits(a), math.Float64frombits(b)
			if x != x || y != y {
				return 0, false
			}
			r := map[string]float64{"add": x + y, "sub": x - y, "mul": x * y}[in.Opcode]
			return math.Float64bits(r), r == r
		}
	case "cvt":
		if !plain || len(ops) != 2 || len(in.Mods) < 2 {
			return 0, false
		}
		dt, st := in.Mods[len(in.Mods)-2], in.Mods[len(in.Mods)-1]
		fd, ok1 := fp.ParseType(dt)
		fs, ok2 := fp.ParseType(st)
		if !ok1 || !ok2 || fd != fp.F32 && fd != fp.F64 {
			return 0, false
		}
		x, ok := cpSource(s, ops[1], st)
		if !ok {
			return 0, false
		}
		cv := fp.Cvt{Dst: fd, Src: fs, Round: fp.RN}
		if cv.Check() != nil {
			return 0, false
		}
		return cv.Apply(x), true
	case "sin", "cos", "lg2", "rsqrt", "ex2", "sqrt":
		if ty != "f32" || in.Opcode == "sqrt" && !in.HasMod("approx") || len(ops) != 2 {
			return 0, false
		}
		v, ok := foldApprox32(cpApprox32[in.Opcode], uint32(a), in.HasMod("ftz"))
		return uint64(v), ok
	}
	return 0, false
}

// cpMask keeps the bits a register of type ty holds.
func cpMask(ty string) uint64 {
	switch ty {
	case "f64", "b64", "u64", "s64":
		return ^uint64(0)
	case "f16", "bf16", "b16", "u16", "s16":
		return 0xffff
	}
	return 0xffffffff
}
