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
	wide bool // a .b128 register: slots slot (low 64 bits) and slot+1 (high)
}

// A scope holds a { } block's declarations: names declared one by one, and
// parameterized register declarations (.reg .b32 %r<270>;) kept as one
// range each rather than as 270 formatted names (a first launch lowers
// every kernel of a PTX module, and those names and their map were a
// quarter of its allocations: docs/performance.md, "Start-up, session 7").
// A later declaration of a name hides an earlier one in the same block, as
// the map alone did: seq orders them.
type scope struct {
	names    map[string]scoped
	ranges   []regRange
	seq      int32
	namesSeq int32 // seq of the latest entry of names
}

type scoped struct {
	symbol
	seq int32
}

// A regRange is prefix0 .. prefix(count-1), the i-th at slot base.slot+i*stride.
type regRange struct {
	prefix string
	count  int
	stride int32
	base   symbol
	seq    int32
}

func (c *compiler) declare(name string, s symbol) {
	sc := &c.scopes[len(c.scopes)-1]
	sc.seq++
	sc.names[name] = scoped{s, sc.seq}
	sc.namesSeq = sc.seq
}

// declareRange declares prefix0 .. prefix(count-1): base for the first,
// each next one stride slots on.
func (c *compiler) declareRange(prefix string, count int, stride int32, base symbol) {
	sc := &c.scopes[len(c.scopes)-1]
	sc.seq++
	sc.ranges = append(sc.ranges, regRange{prefix: prefix, count: count, stride: stride, base: base, seq: sc.seq})
}

// find looks name up in one block: the latest of its declarations that
// names it.
func (sc *scope) find(name string) (symbol, bool) {
	// The ranges declared after every entry of names answer without a map lookup (most names a
	// body uses are of its %r<N> families, declared first); the map decides against the rest.
	i := len(sc.ranges) - 1
	for ; i >= 0 && sc.ranges[i].seq > sc.namesSeq; i-- {
		if idx, in := sc.ranges[i].index(name); in {
			return sc.ranges[i].symbol(idx), true
		}
	}
	s, ok := sc.names[name]
	for ; i >= 0; i-- {
		if ok && s.seq > sc.ranges[i].seq {
			break
		}
		if idx, in := sc.ranges[i].index(name); in {
			return sc.ranges[i].symbol(idx), true
		}
	}
	return s.symbol, ok
}

// symbol is the symbol of r's idx-th name.
func (r *regRange) symbol(idx int) symbol {
	sym := r.base
	sym.slot += int32(idx) * r.stride
	return sym
}

// index reports which of r's names name is: the prefix and then a decimal
// number below count written as %d writes it (no sign, no leading zero).
func (r *regRange) index(name string) (int, bool) {
	// The prefix's last byte first: it tells most families apart (%r, %rd, %f, %p) without a
	// call to compare the strings.
	if n := len(r.prefix); len(name) <= n || name[n-1] != r.prefix[n-1] || name[:n] != r.prefix {
		return 0, false
	}
	digits := name[len(r.prefix):]
	if len(digits) > 1 && digits[0] == '0' {
		return 0, false
	}
	n := 0
	for i := 0; i < len(digits); i++ {
		d := digits[i] - '0'
		if d > 9 {
			return 0, false
		}
		n = n*10 + int(d)
		if n >= r.count {
			return 0, false
		}
	}
	return n, true
}

func (c *compiler) lookup(name string) (symbol, bool) {
	for i := len(c.scopes) - 1; i >= 0; i-- {
		if s, ok := c.scopes[i].find(name); ok {
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
	if c.moduleTop > 0 && off < c.moduleTop && c.sharedTop >= c.ownTop {
		// Past the kernel's own declarations: after the module variables placed there.
		off = (c.moduleTop + a - 1) &^ (a - 1)
	}
	c.sharedTop = off + int64(v.Size)
	if c.sharedTop > 1<<30 {
		c.failf("shared memory too large")
	}
	return off
}

// placeModuleShared lays out, before kernel f is lowered, the module-scope .shared variables it
// names as ptxas does (measured on the H200: testdata/reference/occ12, section shared): after
// f's own .shared declarations, in declaration order (vars: ptx.Module.SharedVariables).
// Shared variables of the functions f calls are placed after them.
func (c *compiler) placeModuleShared(f *ptx.Function, vars []*ptx.Variable) {
	top := c.sharedTop
	for _, d := range f.Locals {
		if d.Space == ptx.SpaceShared && !(d.Linkage == ptx.Extern && d.Count == 0) {
			a := int64(max(d.Align, 1))
			top = (top+a-1)&^(a-1) + int64(d.Size)
		}
	}
	c.ownTop = top
	for _, v := range vars {
		if v.Linkage == ptx.Extern {
			continue
		}
		a := int64(max(v.Align, 1))
		off := (top + a - 1) &^ (a - 1)
		c.shared[v.Name] = off
		top = off + int64(v.Size)
	}
	if top > c.ownTop {
		c.moduleTop = top
	}
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
	c.scopes = append(c.scopes, scope{names: make(map[string]scoped, n)})
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
