package cubin

import (
	"sync"

	"cudasim/sim/ptx"
)

// Module-scope .shared variables (declared outside any function) belong to
// the kernels that use them: ptxas gives each kernel that names one,
// itself or through a function it calls, its own copy, laid out after the
// kernel's own .shared declarations in declaration order, and the kernel's
// static shared memory (CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, occupancy,
// the dynamic shared memory left to a launch) counts it; in a module that
// declares an extern (dynamic) array, every kernel's static size is rounded
// up to the array's alignment, where the dynamic memory begins, whether the
// kernel names it or not (measured on the H200: testdata/reference/occ12,
// section shared, w1 and w2). Finding them needs the bodies,
// which lazy parsing defers: a kernel of a module that has such variables
// works its size out when first asked (Kernel.OwnShared).

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

// hasModuleShared reports whether m declares module-scope .shared variables.
func hasModuleShared(m *ptx.Module) bool {
	for _, v := range m.Variables {
		if v.Space == ptx.SpaceShared {
			return true
		}
	}
	return false
}

// StaticShared returns kernel f's static shared memory: own bytes of its
// own declarations, then the module-scope .shared variables of m that f or
// a function it calls names, each at its alignment, rounded up to the
// alignment of m's dynamic shared arrays.
func StaticShared(m *ptx.Module, f *ptx.Function, own int) int {
	n := own
	for _, v := range m.SharedVariables(f) {
		if v.Linkage != ptx.Extern {
			n = alignUp(n, v.Align) + v.Size
		}
	}
	dyn := 1
	for _, v := range m.Variables {
		if v.Space == ptx.SpaceShared && v.Linkage == ptx.Extern && v.Size == 0 {
			dyn = max(dyn, v.Align)
		}
	}
	return alignUp(n, dyn)
}
