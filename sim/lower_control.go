package sim

import (
	"cudasim/sim/ptx"
)

// bra lowers a branch; its label is resolved when the label's { } block closes.
func (c *compiler) bra(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	if len(ops) != 1 || ops[0].Kind != ptx.OpdReg {
		c.failf("bra needs a label")
	}
	g.op = opBra
	if m.words["uni"] || g.guard < 0 {
		g.op = opBraUni
		if g.guard >= 0 {
			// bra.uni with a guard still has to honour the predicate; treat as a branch.
			g.op = opBra
		}
	}
	pc := c.emit(g)
	c.branchTo(pc, ops[0].Name)
}

// brx lowers brx.idx{.uni} index, tlist: tlist names a .branchtargets list, which becomes a
// jump table of pcs.
func (c *compiler) brx(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	c.nops(in, 2)
	if !m.words["idx"] || ops[1].Kind != ptx.OpdReg {
		c.failf("brx needs .idx and a target list")
	}
	list, ok := c.targets[ops[1].Name]
	if !ok {
		c.failf("%s is not a .branchtargets list", ops[1].Name)
	}
	g.op = opBrx
	g.a = c.src(ops[0], "u32")
	g.b = int32(len(c.k.tables))
	c.k.tables = append(c.k.tables, make([]int32, len(list)))
	pc := c.emit(g)
	ls := &c.labels[len(c.labels)-1]
	for i, l := range list {
		ls.pending = append(ls.pending, fixup{pc: pc, table: g.b, elem: int32(i), label: l, line: int(c.line)})
	}
}

func (c *compiler) call(in *ptx.Instr, g inst) {
	ops := in.Operands
	var rets, args []ptx.Operand
	i := 0
	if i < len(ops) && ops[i].Kind == ptx.OpdList {
		rets = ops[i].Elems
		i++
	}
	if i >= len(ops) || ops[i].Kind != ptx.OpdReg {
		c.failf("call needs a target")
	}
	target := ops[i]
	i++
	if i < len(ops) && ops[i].Kind == ptx.OpdList {
		args = ops[i].Elems
		i++
	}
	cs := callSite{fn: -1, tgt: -1}
	var decl *ptx.Function
	if s, ok := c.lookup(target.Name); ok && s.kind == sFunc {
		fi, idx := c.function(target.Name)
		cs.fn = idx
		decl = fi.decl
	} else {
		// Indirect call through a register; the last operand names a prototype or targets.
		cs.tgt = c.src(target, "u64")
		c.allFunctions()
		if i < len(ops) {
			if p, ok := c.protos[ops[i].Name]; ok {
				decl = p
			}
		}
		if decl == nil {
			c.unsupported(in, "indirect call without a prototype")
			return
		}
		cs.proto = decl
	}
	if len(args) != len(decl.Params) || len(rets) != len(decl.Returns) {
		c.failf("call of %s with %d arguments and %d results; it takes %d and %d", target.Name,
			len(args), len(rets), len(decl.Params), len(decl.Returns))
	}
	arg := func(o ptx.Operand) pvar {
		if o.Kind == ptx.OpdReg {
			if s, ok := c.lookup(o.Name); ok {
				switch s.kind {
				case sPVar:
					c.pending = append(c.pending, s.slot)
					return pvar{slot: s.slot, n: s.n}
				case sPred:
					return pvar{slot: s.slot, n: 1, pred: true}
				}
			}
		}
		return pvar{slot: c.src(o, "b64"), n: 1}
	}
	for _, a := range args {
		cs.args = append(cs.args, arg(a))
	}
	for _, r := range rets {
		if r.Kind != ptx.OpdReg {
			c.failf("bad call result")
		}
		s, ok := c.lookup(r.Name)
		if !ok {
			c.failf("undefined identifier %s", r.Name)
		}
		switch s.kind {
		case sPVar:
			cs.rets = append(cs.rets, pvar{slot: s.slot, n: s.n})
		case sReg:
			cs.rets = append(cs.rets, pvar{slot: s.slot, n: 1})
		case sPred:
			cs.rets = append(cs.rets, pvar{slot: s.slot, n: 1, pred: true})
		default:
			c.failf("bad call result %s", r.Name)
		}
	}
	c.k.calls = append(c.k.calls, cs)
	g.op = opCall
	g.a = int32(len(c.k.calls) - 1)
	c.emit(g)
}

func (c *compiler) barrier(in *ptx.Instr, g inst, m mods) {
	ops := in.Operands
	if m.words["warp"] {
		g.op = opBarWarp
		g.a = -1
		for _, o := range ops {
			g.a = c.src(o, "b32") // the membermask (collective.go, awaitMembers)
		}
		c.emit(g)
		return
	}
	if m.words["cluster"] {
		c.clusterBarrier(in, g, m)
		return
	}
	g.op = opBar
	if m.words["red"] {
		// bar.red.popc.u32 d, a{, b}, {!}c  /  bar.red.{and,or}.pred p, a{, b}, {!}c
		if len(ops) < 3 || len(ops) > 4 {
			c.failf("bar.red needs 3 or 4 operands")
		}
		switch {
		case m.words["popc"]:
			g.aux = 2
			g.d = c.dst(ops[0])
		case m.words["and"]:
			g.aux = 3
			g.d = c.pred(ops[0])
		case m.words["or"]:
			g.aux = 4
			g.d = c.pred(ops[0])
		default:
			c.failf("bar.red without an operation")
		}
		last := ops[len(ops)-1]
		g.c = c.pred(last)
		if last.Not {
			g.aux |= 8
		}
		ops = ops[1 : len(ops)-1]
	} else {
		switch {
		case m.words["sync"] || in.Opcode == "barrier" && !m.words["arrive"]:
			g.aux = 0
		case m.words["arrive"]:
			g.aux = 1
		default:
			c.unsupported(in, "barrier operation")
			return
		}
	}
	if len(ops) < 1 || len(ops) > 2 {
		c.failf("barrier needs 1 or 2 operands")
	}
	g.a = c.src(ops[0], "u32")
	g.b = -1
	if len(ops) == 2 {
		g.b = c.src(ops[1], "u32")
	}
	c.emit(g)
}
