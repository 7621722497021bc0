package cubin

import (
	"slices"
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

// hasModuleShared reports whether m declares .shared variables a kernel may
// not declare itself: at module scope, or inside a device function (a
// __shared__ array of a __device__ function, which nvcc demotes into it).
func hasModuleShared(m *ptx.Module) bool {
	for _, v := range m.Variables {
		if v.Space == ptx.SpaceShared {
			return true
		}
	}
	for _, f := range m.Functions {
		if !f.Entry && addShared(0, f) > 0 {
			return true
		}
	}
	return false
}

// addShared lays the .shared variables function f declares in its body out
// after n bytes, each at its alignment, and returns the end.
func addShared(n int, f *ptx.Function) int {
	for _, d := range f.Locals {
		if d.Space == ptx.SpaceShared && d.Linkage != ptx.Extern {
			n = alignUp(n, d.Align) + d.Size
		}
	}
	return n
}

// StaticShared returns kernel f's static shared memory: own bytes of its
// own declarations, then those of the device functions it calls (the H200
// counted a callee's 512-byte __shared__ array: probe28's q_smem,
// callsShared), then the module-scope .shared variables of m that f or a
// function it calls names, each at its alignment, rounded up to the
// alignment of m's dynamic shared arrays, but in a debug module (-G: PTX
// .target debug), where the H200 read 8, 100 and 1000 bytes for arrays of
// those sizes beside a 16-byte aligned dynamic array (q_smem, b118G).
func StaticShared(m *ptx.Module, f *ptx.Function, own int) int {
	n := own
	for _, g := range m.Reachable(f)[1:] {
		n = addShared(n, g)
	}
	for _, v := range m.SharedVariables(f) {
		if v.Linkage != ptx.Extern {
			n = alignUp(n, v.Align) + v.Size
		}
	}
	if slices.Contains(m.Targets, "debug") {
		return n
	}
	dyn := 1
	for _, v := range m.Variables {
		if v.Space == ptx.SpaceShared && v.Linkage == ptx.Extern && v.Size == 0 {
			dyn = max(dyn, v.Align)
		}
	}
	return alignUp(n, dyn)
}
