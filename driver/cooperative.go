package driver

import (
	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/mem"
	"cudasim/internal/module"
)

// Cooperative launch: every block of the grid resident at once, so that
// blocks may wait for each other (cooperative groups' grid.sync()). The
// engine runs such a grid's blocks together (sim/resident.go); the driver
// refuses a grid larger than the device can hold at once and gives the
// launch its grid workspace. docs/cooperative.md has the measurements.

// LaunchCooperativeKernel is cuLaunchCooperativeKernel: LaunchKernel with
// every block resident at once. A grid of more blocks than fit on the
// device at once (the occupancy calculation's blocks per multiprocessor
// for this block size and dynamic shared memory, times the multiprocessor
// count) is CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE.
func (t *Thread) LaunchCooperativeKernel(f Function, grid, block Dim3, sharedMem uint32, s Stream, params [][]byte) error {
	return t.launch(f, &module.Launch{Grid: grid.array(), Block: block.array(), DynamicShared: sharedMem,
		Params: params, Cooperative: true}, s, "cuLaunchCooperativeKernel")
}

// gridWorkspaceSize is the bytes of a cooperative launch's grid workspace:
// cooperative groups' grid_workspace, a 32-bit size and the 32-bit barrier
// word grid.sync() counts arrivals in.
const gridWorkspaceSize = 16

// cooperative readies a cooperative launch of fn in c: it checks the
// launch (so that a bad block is the plain launch's code), then the grid
// against the device's co-residency limit, and allocates the grid
// workspace. The caller runs the launch and then calls done.
func (t *Thread) cooperative(fn *function, c *ctx.Context, l *module.Launch, x *module.Exec) (done func(), err error) {
	if err := fn.f.Check(l); err != nil {
		return nil, err
	}
	in, err := t.occupancyFor(fn, c)
	if err != nil {
		return nil, err
	}
	threads := int64(l.Block[0]) * int64(l.Block[1]) * int64(l.Block[2])
	blocks := uint64(l.Grid[0]) * uint64(l.Grid[1]) * uint64(l.Grid[2])
	perSM := in.blocksPerSM(threads, int64(l.DynamicShared))
	if limit := uint64(perSM * in.smCount); blocks > limit {
		return nil, cu.Errorf(cu.ErrorCooperativeLaunchTooLarge,
			"cooperative launch of %s: grid (%d,%d,%d) has %d blocks; at most %d blocks of %d threads with %d bytes of dynamic shared memory are resident at once (%d per multiprocessor, %d multiprocessors)",
			fn.f.Kernel.Name, l.Grid[0], l.Grid[1], l.Grid[2], blocks, limit, threads, l.DynamicShared, perSM, in.smCount)
	}
	a, err := t.d.mem.Alloc(mem.Request{Kind: mem.Device, Origin: mem.Variable, Label: "grid workspace of a cooperative launch",
		Device: c.Device, Size: gridWorkspaceSize, Owner: c.Handle})
	if err != nil {
		return nil, err
	}
	x.GridWorkspace = a.Base
	return func() { t.d.mem.FreeAs(mem.Variable, a.Base) }, nil
}
