package cubin

import (
	"sync"

	"cudasim/sim/ptx"
)

// Module-scope .shared variables (declared outside any function) belong to
// the kernels that use them: ptxas gives each kernel that references one,
// itself or through a function it calls, its own copy, and the kernel's
// static shared memory (CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, occupancy,
// the dynamic shared memory left to a launch) counts it. Finding them needs
// the bodies, which lazy parsing defers: a kernel of a module that has such
// variables works its size out when first asked (Kernel.OwnShared).

// sharedScan is a PTX kernel's static shared size with the module-scope
// variables it uses, made once, when first asked for.
type sharedScan struct {
	once sync.Once
	m    *ptx.Module
	f    *ptx.Function
	own  int // the kernel's own .shared declarations, laid out first
	n    int
}

func (s *sharedScan) get() int {
	s.once.Do(func() { s.n = StaticShared(s.m, s.f, s.own) })
	return s.n
}

// moduleShared returns m's module-scope .shared variables that it defines
// (an extern one is another module's, or the dynamic shared memory), by
// name; nil when there are none.
func moduleShared(m *ptx.Module) map[string]*ptx.Variable {
	var vars map[string]*ptx.Variable
	for _, v := range m.Variables {
		if v.Space != ptx.SpaceShared || v.Linkage == ptx.Extern {
			continue
		}
		if vars == nil {
			vars = map[string]*ptx.Variable{}
		}
		vars[v.Name] = v
	}
	return vars
}

// StaticShared returns kernel f's static shared memory: own bytes of its
// own declarations, then each module-scope .shared variable of m that f or
// a function it calls names, in declaration order, each at its alignment.
func StaticShared(m *ptx.Module, f *ptx.Function, own int) int {
	vars := moduleShared(m)
	if vars == nil {
		return own
	}
	used := map[string]bool{}
	var names func(o ptx.Operand)
	names = func(o ptx.Operand) {
		if vars[o.Name] != nil {
			used[o.Name] = true
		}
		for _, e := range o.Elems {
			names(e)
		}
	}
	for _, g := range Reachable(m, f) {
		body, _ := g.Stmts() // a body cudasim cannot parse is refused at launch
		for i := range body {
			if in := body[i].Instr; in != nil {
				for _, o := range in.Operands {
					names(o)
				}
			}
		}
	}
	n := own
	for _, v := range m.Variables {
		if used[v.Name] && vars[v.Name] == v {
			n = alignUp(n, v.Align) + v.Size
		}
	}
	return n
}

// Reachable lists f and the functions of m with a body that it calls,
// directly or not.
func Reachable(m *ptx.Module, f *ptx.Function) []*ptx.Function {
	funcs := make(map[string]*ptx.Function, len(m.Functions))
	for _, g := range m.Functions {
		if g.HasBody {
			funcs[g.Name] = g
		}
	}
	out := []*ptx.Function{f}
	seen := map[string]bool{f.Name: true}
	for i := 0; i < len(out); i++ {
		body, _ := out[i].Stmts()
		for j := range body {
			in := body[j].Instr
			if in == nil || in.Opcode != "call" {
				continue
			}
			for _, o := range in.Operands {
				if g := funcs[o.Name]; o.Kind == ptx.OpdReg && g != nil && !seen[o.Name] {
					seen[o.Name] = true
					out = append(out, g)
				}
			}
		}
	}
	return out
}
