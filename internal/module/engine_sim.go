package module

import (
	"errors"

	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/sim"
)

// simEngine runs kernels on cudasim's PTX interpreter.
type simEngine struct{}

func (simEngine) Compile(p *cubin.Program) (Executable, error) {
	m := p.PTXModule()
	if m == nil {
		return nil, cu.Errorf(cu.ErrorNotSupported, "the program has no PTX to execute")
	}
	prog, err := sim.Compile(m)
	if err != nil {
		return nil, err
	}
	return simProgram{prog}, nil
}

type simProgram struct{ p *sim.Program }

func (s simProgram) Run(kernel string, r *Run) error {
	k, err := s.p.Kernel(kernel)
	if err != nil {
		return err
	}
	err = sim.Run(k, &sim.Launch{
		Grid: r.Grid, Block: r.Block, Cluster: r.Cluster, DynamicShared: r.DynamicShared,
		Params: r.Params, Symbols: r.Symbols, Memory: r.Memory,
		Stdout: r.Stdout, StackSize: r.StackSize, Workers: r.Workers,
		InstructionBudget: r.InstructionBudget, Context: r.Context, Sanitize: r.Sanitize,
		Cooperative: r.Cooperative, GridWorkspace: r.GridWorkspace, Progress: r.Progress,
	})
	var f *sim.Fault
	if errors.As(err, &f) && f.Code != cu.ErrorNotSupported {
		return simFault{f}
	}
	return err
}

func (s simProgram) FunctionAddress(name string) (uint64, bool) {
	return s.p.FunctionAddress(name)
}

// simFault is a fault inside a kernel: the context's sticky error.
type simFault struct{ *sim.Fault }

func (f simFault) KernelFault() cu.Result { return f.Code }
func (f simFault) Unwrap() error          { return f.Fault }
