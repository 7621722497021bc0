package sim

import (
	"cudasim/sim/ptx"
)

type symKind uint8

const (
	sReg symKind = iota
	sPred
	sPVar
	sKParam
	sLocal
	sShared
	sGlobal
	sFunc
	sDynShared
)

type symbol struct {
	kind symKind
	slot int32
	n    int32
	off  int64
	size int
	name string
}

func (c *compiler) declare(name string, s symbol) {
	c.scopes[len(c.scopes)-1][name] = s
}

func (c *compiler) lookup(name string) (symbol, bool) {
	for i := len(c.scopes) - 1; i >= 0; i-- {
		if s, ok := c.scopes[i][name]; ok {
			return s, true
		}
	}
	if v, ok := c.mvars[name]; ok {
		switch v.Space {
		case ptx.SpaceGlobal, ptx.SpaceConst:
			return symbol{kind: sGlobal, name: name, size: v.Size}, true
		case ptx.SpaceShared:
			if v.Linkage == ptx.Extern && v.Count == 0 {
				return symbol{kind: sDynShared, name: name}, true
			}
			off, ok := c.shared[name]
			if !ok {
				off = c.allocShared(v)
				c.shared[name] = off
			}
			return symbol{kind: sShared, off: off, name: name, size: v.Size}, true
		}
	}
	if _, ok := c.funcs[name]; ok {
		return symbol{kind: sFunc, name: name}, true
	}
	return symbol{}, false
}

func (c *compiler) allocShared(v *ptx.Variable) int64 {
	a := int64(max(v.Align, 1))
	off := (c.sharedTop + a - 1) &^ (a - 1)
	c.sharedTop = off + int64(v.Size)
	if c.sharedTop > 1<<30 {
		c.failf("shared memory too large")
	}
	return off
}

type labelScope struct {
	defs    map[string]int32
	pending []fixup // branches inside the block not yet resolved
}

// fixup is a branch (or a jump-table entry, table >= 0) waiting for its label's pc.
type fixup struct {
	pc    int32
	table int32
	elem  int32
	label string
	line  int
}

func (c *compiler) pushScope() { c.pushScopeSized(0) }

// pushScopeSized opens a block expected to declare about n names.
func (c *compiler) pushScopeSized(n int) {
	c.scopes = append(c.scopes, make(map[string]symbol, n))
	c.labels = append(c.labels, labelScope{defs: map[string]int32{}})
}

// popScope closes a block: its branches to its own labels are resolved, the others are handed to
// the enclosing block.
func (c *compiler) popScope() {
	c.scopes = c.scopes[:len(c.scopes)-1]
	ls := c.labels[len(c.labels)-1]
	c.labels = c.labels[:len(c.labels)-1]
	for _, fx := range ls.pending {
		if pc, ok := ls.defs[fx.label]; ok {
			if fx.table >= 0 {
				c.k.tables[fx.table][fx.elem] = pc
			} else {
				c.code[fx.pc].imm = int64(pc)
			}
		} else if len(c.labels) > 0 {
			outer := &c.labels[len(c.labels)-1]
			outer.pending = append(outer.pending, fx)
		} else {
			c.line = int32(fx.line)
			c.failf("undefined label %s", fx.label)
		}
	}
}

func (c *compiler) branchTo(pc int32, label string) {
	ls := &c.labels[len(c.labels)-1]
	ls.pending = append(ls.pending, fixup{pc: pc, table: -1, label: label, line: int(c.line)})
}
