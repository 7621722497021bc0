package ptx

// Reachable lists f and the functions of m with a body that it calls,
// directly or not, f first. It parses their bodies (Stmts).
func (m *Module) Reachable(f *Function) []*Function {
	funcs := make(map[string]*Function, len(m.Functions))
	for _, g := range m.Functions {
		if g.HasBody {
			funcs[g.Name] = g
		}
	}
	out := []*Function{f}
	seen := map[string]bool{f.Name: true}
	for i := 0; i < len(out); i++ {
		body, _ := out[i].Stmts() // a body that does not parse calls nothing here
		for j := range body {
			in := body[j].Instr
			if in == nil || in.Opcode != "call" {
				continue
			}
			for _, o := range in.Operands {
				if g := funcs[o.Name]; o.Kind == OpdReg && g != nil && !seen[o.Name] {
					seen[o.Name] = true
					out = append(out, g)
				}
			}
		}
	}
	return out
}

// SharedVariables lists the module-scope .shared variables that f, or a
// function it calls, names, in declaration order: those m defines
// (static), and the extern ones without a size (the dynamic shared
// memory). It parses the bodies; a module without module-scope .shared
// variables answers nil without.
func (m *Module) SharedVariables(f *Function) []*Variable {
	vars := map[string]*Variable{}
	for _, v := range m.Variables {
		if v.Space == SpaceShared {
			vars[v.Name] = v
		}
	}
	if len(vars) == 0 {
		return nil
	}
	used := map[string]bool{}
	var names func(o Operand)
	names = func(o Operand) {
		if vars[o.Name] != nil {
			used[o.Name] = true
		}
		for _, e := range o.Elems {
			names(e)
		}
	}
	for _, g := range m.Reachable(f) {
		body, _ := g.Stmts()
		for i := range body {
			if in := body[i].Instr; in != nil {
				for _, o := range in.Operands {
					names(o)
				}
			}
		}
	}
	var out []*Variable
	for _, v := range m.Variables {
		if used[v.Name] && vars[v.Name] == v {
			out = append(out, v)
		}
	}
	return out
}

// AddressTaken lists the functions of m whose address the module takes anywhere: named by an
// instruction other than a call (whose only function name is its target), or in a variable's
// initializer. An indirect call can reach only those (what ptxas assumes too: docs/engine.md,
// "Call frames"). It parses every body.
func (m *Module) AddressTaken() map[string]bool {
	funcs := make(map[string]bool, len(m.Functions))
	for _, f := range m.Functions {
		if !f.Entry {
			funcs[f.Name] = true
		}
	}
	taken := map[string]bool{}
	var operand func(o Operand)
	operand = func(o Operand) {
		if (o.Kind == OpdReg || o.Kind == OpdAddr) && funcs[o.Name] {
			taken[o.Name] = true
		}
		for _, e := range o.Elems {
			operand(e)
		}
	}
	initializers := func(vars []*Variable) {
		for _, v := range vars {
			for _, r := range v.Relocs {
				if funcs[r.Symbol] {
					taken[r.Symbol] = true
				}
			}
		}
	}
	initializers(m.Variables)
	for _, f := range m.Functions {
		initializers(f.Locals)
		body, _ := f.Stmts() // a body that does not parse takes no address here
		for i := range body {
			if in := body[i].Instr; in != nil && in.Opcode != "call" {
				for _, o := range in.Operands {
					operand(o)
				}
			}
		}
	}
	return taken
}
