package cubin

import (
	"slices"
	"strings"
)

// JIT is what a load's JIT options change in the code ptxas makes from
// PTX (cuModuleLoadDataEx, cuLibraryLoadData, cuLinkCreate): the register
// limit and the thread bounds its kernels are compiled for. The zero JIT
// changes nothing; SASS, already compiled, ignores them.
type JIT struct {
	MaxRegisters       int // CU_JIT_MAX_REGISTERS; 0 when not given
	ThreadsPerBlock    int // CU_JIT_THREADS_PER_BLOCK: blocks this large must fit the registers
	MaxThreadsPerBlock int // CU_JIT_MAX_THREADS_PER_BLOCK: as .maxntid for kernels without one
	MinCTAPerSM        int // CU_JIT_MIN_CTA_PER_SM: with MaxThreadsPerBlock, as .minnctapersm
	// Unoptimised: CU_JIT_OPTIMIZATION_LEVEL 0 or CU_JIT_GENERATE_DEBUG_INFO, under which
	// ptxas fuses no mul and add, as under nvcc -Xptxas -O0 (Entry.Unoptimised; measured:
	// testdata/reference/fma26, configurations O0 and dbg; levels 1 to 4 are the default's).
	Unoptimised bool
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
	if j.Unoptimised && p.PTX != nil && !p.PTX.Unoptimised() {
		e := *p.PTX
		e.Options = strings.TrimSpace(e.Options + " -O0") // what nvcc records for -Xptxas -O0
		if q.Code == p.PTX {
			q.Code = &e
		}
		q.PTX = &e
	}
	return &q
}

// Optimised reports whether j leaves ptxas's optimisation on (every option but Unoptimised
// changes only the kernels' attributes, not the code the engine runs).
func (j JIT) Optimised() bool { return !j.Unoptimised }

// withJIT compiles k under j, as the H200 did (testdata/reference/occ12,
// section jit): its register estimate limited by j's register limit and by
// what blocks of ThreadsPerBlock threads (at most 1024), or MinCTAPerSM
// blocks of MaxThreadsPerBlock threads, leave a thread (threadsLimit); and
// MaxThreadsPerBlock bounding its blocks as a .maxntid would, when it has
// none (unless ThreadsPerBlock or MaxRegisters is given: the H200 then
// ignored it).
func (k *Kernel) withJIT(j JIT) {
	limit := regMax
	if j.MaxRegisters > 0 {
		limit = j.MaxRegisters
	}
	if t := j.ThreadsPerBlock; t > 0 {
		limit = min(limit, threadsLimit(min(t, 1024), 1))
	}
	if t := j.MaxThreadsPerBlock; t > 0 && j.ThreadsPerBlock == 0 && j.MaxRegisters == 0 { // measured: either overrides it
		limit = min(limit, threadsLimit(t, max(j.MinCTAPerSM, 1)))
		if k.MaxNTID[0] == 0 {
			k.MaxNTID = [3]int{t, 1, 1}
		}
	}
	if e := k.estimate; e != nil && limit < regMax {
		k.estimate = &regEstimate{m: e.m, f: e.f, maxRegs: limit, relocatable: e.relocatable}
	}
}

// Limits is what j imposes on a kernel that declares no register or thread
// bounds of its own, as directives: a register limit (.maxnreg) and a
// block bound (.maxntid), 0 where none (withJIT's rules). A link applies
// its options so (driver.LinkComplete): the linked PTX carries them.
func (j JIT) Limits() (regs, maxntid int) {
	var k Kernel
	k.estimate = &regEstimate{maxRegs: regMax}
	k.withJIT(j)
	if k.estimate.maxRegs < regMax {
		regs = k.estimate.maxRegs
	}
	return regs, k.MaxNTID[0]
}

// CompileOnly is the JIT option of PTX the driver compiles relocatable: nvcc records it for the
// PTX of an -rdc build (flags25's f_*.rdc), and cudasim's linker for the image cuLinkComplete
// makes (ptxas -c, as the driver's linker compiles PTX: testdata/reference/reloc37).
const CompileOnly = "--compile-only"

// Relocatable reports whether the driver compiles PTX entry e relocatable: its JIT options say
// so (CompileOnly), or it is the PTX of a program's relocatable device code
// (RegisterRelocatablePTX). Its kernels' registers are then EstimateRelocatableRegisters'.
func (e *Entry) Relocatable() bool {
	return e != nil && e.Kind == KindPTX && (e.relocatable || slices.Contains(strings.Fields(e.Options), CompileOnly))
}

// Unoptimised reports whether the JIT options nvcc recorded for PTX entry e
// turn ptxas's optimisation off ("-O0", which nvcc -Xptxas -O0 writes
// there): the driver then compiles the PTX as it does a -G module's,
// fusing no mul and add (measured: flags25's f_math built with -O0 -Xptxas
// -O0, libcuda/testdata/cudart/flags25).
func (e *Entry) Unoptimised() bool {
	return e != nil && e.Kind == KindPTX && slices.Contains(strings.Fields(e.Options), "-O0")
}
