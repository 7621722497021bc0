package cubin

import "cudasim/sim/ptx"

// ModuleShared is the static shared memory of PTX kernel f whose own .shared
// declarations take own bytes: those, then the module-scope .shared
// variables that f and the device functions it calls name, in declaration
// order, each at its alignment. ptxas places them in the kernel's shared section, so the
// driver's CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES counts them (measured:
// libcu++'s pipeline_arrive_on sized its dynamic buffer as 49152 minus the
// attribute, 49136 on the H200, for arrive_on_kernel<int4>, whose own
// .shared barrier is 8 bytes and whose callee's module-scope buffer another 8:
// libcuda/testdata/cudart/libcudacxx/golden/b130/cuda/pipeline_arrive_on.pass.h200.out).
// A function whose body does not parse adds nothing (its launch reports why).
func ModuleShared(m *ptx.Module, f *ptx.Function, own int) int {
	funcs := map[string]*ptx.Function{}
	for _, g := range m.Functions {
		if g.HasBody {
			funcs[g.Name] = g
		}
	}
	named := map[string]bool{}
	seen := map[string]bool{}
	var visit func(g *ptx.Function)
	var operand func(o ptx.Operand)
	operand = func(o ptx.Operand) {
		if o.Name != "" && o.Name[0] != '%' {
			named[o.Name] = true
			if h, ok := funcs[o.Name]; ok {
				visit(h)
			}
		}
		for _, e := range o.Elems {
			operand(e)
		}
	}
	visit = func(g *ptx.Function) {
		if seen[g.Name] {
			return
		}
		seen[g.Name] = true
		body, err := g.Stmts()
		if err != nil {
			return
		}
		for _, st := range body {
			if st.Kind == ptx.StmtInstr {
				for _, o := range st.Instr.Operands {
					operand(o)
				}
			}
		}
	}
	visit(f)
	size := own
	for _, v := range m.Variables {
		if v.Space == ptx.SpaceShared && v.Linkage != ptx.Extern && named[v.Name] {
			size = alignUp(size, v.Align) + v.Size
		}
	}
	return size
}
