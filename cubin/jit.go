package cubin

import "slices"

// JIT is what a load's JIT options change in the code ptxas makes from
// PTX (cuModuleLoadDataEx, cuLibraryLoadData, cuLinkCreate): the register
// limit and the thread bounds its kernels are compiled for. The zero JIT
// changes nothing; SASS, already compiled, ignores them.
type JIT struct {
	MaxRegisters int // CU_JIT_MAX_REGISTERS; 0 when not given
}

// WithJIT returns p with its kernels as ptxas compiles them under j: p
// itself when j changes nothing or p's code is SASS.
func (p *Program) WithJIT(j JIT) *Program {
	if j == (JIT{}) || p.Code == nil || p.Code.Kind != KindPTX {
		return p
	}
	q := *p
	q.Kernels = slices.Clone(p.Kernels)
	for i := range q.Kernels {
		q.Kernels[i].withJIT(j)
	}
	return &q
}

// withJIT compiles k under j: its register estimate limited by j's.
func (k *Kernel) withJIT(j JIT) {
	if e := k.estimate; e != nil && j.MaxRegisters > 0 {
		k.estimate = &regEstimate{m: e.m, f: e.f, maxRegs: j.MaxRegisters}
	}
}
