package module

import (
	"errors"

	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/sim"
)

// Memory is device memory as a kernel sees it: sim.Memory, which the
// driver's address space implements.
type Memory = sim.Memory

// FaultError is implemented by errors that are faults inside a kernel (as
// opposed to a launch the engine refused): the driver turns them into the
// context's sticky error.
type FaultError interface {
	error
	KernelFault() cu.Result
}

// compile prepares p's PTX (p.PTXModule()) for cudasim's engine (package
// sim), its kernels lowered as they are asked for (Code.Kernel), unoptimised
// when the JIT options recorded with the PTX say so. Why module calls sim
// directly, with no engine interface between them, is in docs/engine.md.
func compile(p *cubin.Program) (*sim.Program, error) {
	m := p.PTXModule()
	if m == nil {
		return nil, cu.Errorf(cu.ErrorNotSupported, "the program has no PTX to execute")
	}
	return sim.CompileLazyWith(m, sim.CompileOptions{Unoptimised: p.PTX.Unoptimised()})
}

// classify decides which of sim.Run's errors are kernel faults: a *sim.Fault
// becomes a FaultError (the context's sticky error), except
// CUDA_ERROR_NOT_SUPPORTED (an instruction the engine does not implement),
// which stays an ordinary launch error.
func classify(err error) error {
	if err == nil {
		return nil
	}
	var f *sim.Fault
	if errors.As(err, &f) && f.Code != cu.ErrorNotSupported {
		return simFault{f}
	}
	return err
}

// simFault is a fault inside a kernel: the context's sticky error.
type simFault struct{ *sim.Fault }

func (f simFault) KernelFault() cu.Result { return f.Code }
func (f simFault) Unwrap() error          { return f.Fault }
