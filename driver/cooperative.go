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
// count) is CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE, and so is more dynamic
// shared memory than the function may use (measured on the H200 for 140
// block and shared-memory sizes, 2-D and 3-D blocks and grids:
// testdata/reference/coop). The stream may be NULL, CU_STREAM_LEGACY or
// CU_STREAM_PER_THREAD (measured).
func (t *Thread) LaunchCooperativeKernel(f Function, grid, block Dim3, sharedMem uint32, s Stream, params [][]byte) error {
	return t.launch(f, &module.Launch{Grid: grid.array(), Block: block.array(), DynamicShared: sharedMem,
		Params: params, Cooperative: true}, s, "cuLaunchCooperativeKernel")
}

// residentBlocks is how many blocks of fn, of threads threads with
// dynamicShared bytes of dynamic shared memory, the device of context c
// holds at once: perSM on each of its sms multiprocessors (the occupancy
// calculation). A cooperative launch may have that many blocks, and an
// ordinary launch's blocks that wait for each other run that many at once
// (ResidentBlocks). A kernel from PTX has an estimated register count:
// registers do not bound it here, so that cudasim does not refuse, or
// leave waiting, a grid the GPU may run (the occupancy calls do count them).
func (t *Thread) residentBlocks(fn *function, c *ctx.Context, threads, dynamicShared int64) (perSM, sms int64, err error) {
	perSM, in, err := t.residentPerSM(fn, c, threads, dynamicShared)
	if err != nil {
		return 0, 0, err
	}
	return perSM, in.smCount, nil
}

// residentPerSM is residentBlocks's blocks per multiprocessor, with the
// occupancy inputs it came from.
func (t *Thread) residentPerSM(fn *function, c *ctx.Context, threads, dynamicShared int64) (int64, *occupancyInput, error) {
	in, err := t.occupancyFor(fn, c)
	if err != nil {
		return 0, nil, err
	}
	if fn.f.Kernel.RegsEstimated() {
		in.numRegs = 0
	}
	return in.blocksPerSM(threads, dynamicShared), in, nil
}

// ResidentBlocks is sim.Residency for the grid's launch: how many of its
// blocks the device holds at once (residentBlocks), 0 when that cannot be
// told.
func (g *devGrid) ResidentBlocks(block [3]uint32, dynamicShared uint32) uint64 {
	perSM, sms, err := g.t.residentBlocks(g.fn, g.c, int64(block[0])*int64(block[1])*int64(block[2]), int64(dynamicShared))
	if err != nil {
		return 0
	}
	return uint64(perSM * sms)
}

// ResidentClusters is sim.Residency for a clustered launch: how many
// clusters of the shape the device holds at once, as
// cuOccupancyMaxActiveClusters counts them (activeClusters, from
// residentPerSM's blocks), 0 when that cannot be told.
func (g *devGrid) ResidentClusters(block [3]uint32, dynamicShared uint32, cluster [3]uint32) uint64 {
	perSM, in, err := g.t.residentPerSM(g.fn, g.c, int64(block[0])*int64(block[1])*int64(block[2]), int64(dynamicShared))
	if err != nil {
		return 0
	}
	size := int64(cluster[0]) * int64(cluster[1]) * int64(cluster[2])
	if size == 0 || size > maxClusterSize {
		return 0
	}
	return uint64(activeClusters(in.gpcs, perSM, size))
}

// gridWorkspaceSize is the bytes of a cooperative launch's grid workspace:
// cooperative groups' grid_workspace, a 32-bit size and the 32-bit barrier
// word grid.sync() counts arrivals in.
const gridWorkspaceSize = 16

// cooperative readies a cooperative launch of fn in c: it checks the
// launch's shape (a bad block is the plain launch's code), then the grid
// against the device's co-residency limit, and allocates the grid
// workspace. The caller runs the launch and then calls done.
func (t *Thread) cooperative(fn *function, c *ctx.Context, l *module.Launch, x *module.Exec) (done func(), err error) {
	// The H200 checks the shape first (a zero or oversized dimension is
	// CUDA_ERROR_INVALID_VALUE) and then the grid against what fits, so
	// that more dynamic shared memory than a block may have is
	// CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE (none fits), not
	// CUDA_ERROR_INVALID_VALUE as in a plain launch (testdata/reference/coop).
	shape := *l
	shape.DynamicShared = 0
	if err := fn.f.Check(&shape); err != nil {
		return nil, err
	}
	threads := int64(l.Block[0]) * int64(l.Block[1]) * int64(l.Block[2])
	perSM, sms, err := t.residentBlocks(fn, c, threads, int64(l.DynamicShared))
	if err != nil {
		return nil, err
	}
	blocks := uint64(l.Grid[0]) * uint64(l.Grid[1]) * uint64(l.Grid[2])
	if limit := uint64(perSM * sms); blocks > limit {
		return nil, cu.Errorf(cu.ErrorCooperativeLaunchTooLarge,
			"cooperative launch of %s: grid (%d,%d,%d) has %d blocks; at most %d blocks of %d threads with %d bytes of dynamic shared memory are resident at once (%d per multiprocessor, %d multiprocessors)",
			fn.f.Kernel.Name, l.Grid[0], l.Grid[1], l.Grid[2], blocks, limit, threads, l.DynamicShared, perSM, sms)
	}
	a, err := t.d.mem.Alloc(mem.Request{Kind: mem.Device, Origin: mem.Variable, Label: "grid workspace of a cooperative launch",
		Device: c.Device, Size: gridWorkspaceSize, Owner: c.Handle})
	if err != nil {
		return nil, err
	}
	// What the H200's workspace holds when the launch starts (read by a
	// kernel: testdata/reference/coop/cgrt.txt): its size, the barrier
	// word, then 1 and 0.
	if err := t.d.mem.Write(a.Base, []byte{gridWorkspaceSize, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0}); err != nil {
		t.d.mem.FreeAs(mem.Variable, a.Base)
		return nil, err
	}
	x.GridWorkspace = a.Base
	return func() { t.d.mem.FreeAs(mem.Variable, a.Base) }, nil
}

// CooperativeLaunchParams is one CUDA_LAUNCH_PARAMS of
// cuLaunchCooperativeKernelMultiDevice: a launch on one device's stream.
type CooperativeLaunchParams struct {
	Function    Function
	Grid, Block Dim3
	SharedMem   uint32
	Stream      Stream
	Params      [][]byte
}

// The flags of cuLaunchCooperativeKernelMultiDevice.
const (
	CooperativeLaunchMultiDeviceNoPreLaunchSync  = 0x1 // CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_PRE_LAUNCH_SYNC
	CooperativeLaunchMultiDeviceNoPostLaunchSync = 0x2 // CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_POST_LAUNCH_SYNC
)

// LaunchCooperativeKernelMultiDevice is cuLaunchCooperativeKernelMultiDevice
// (deprecated since CUDA 11.3, still exported and working in CUDA 13: the
// H200 runs a one-device launch). As measured with one device
// (testdata/reference/coop/limits-misc.txt): no launches, or flags other
// than the two sync flags, are CUDA_ERROR_INVALID_VALUE; a NULL stream is
// CUDA_ERROR_INVALID_HANDLE (each launch names its device by its stream);
// a grid too large for the device is CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE;
// the sync flags change nothing (launches run to completion in order).
// Launches on several devices at once (one GPU could not measure them)
// are CUDA_ERROR_NOT_SUPPORTED.
func (t *Thread) LaunchCooperativeKernelMultiDevice(ls []CooperativeLaunchParams, flags uint32) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if len(ls) == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuLaunchCooperativeKernelMultiDevice of no launches")
	}
	if flags&^(CooperativeLaunchMultiDeviceNoPreLaunchSync|CooperativeLaunchMultiDeviceNoPostLaunchSync) != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuLaunchCooperativeKernelMultiDevice flags %#x: only the two sync flags (0x1, 0x2) exist", flags)
	}
	if len(ls) > 1 {
		return cu.Errorf(cu.ErrorNotSupported, "cuLaunchCooperativeKernelMultiDevice on %d devices: launches on several devices at once are not modelled (measured with one)", len(ls))
	}
	for i, l := range ls {
		if l.Stream == 0 {
			return cu.Errorf(cu.ErrorInvalidHandle, "cuLaunchCooperativeKernelMultiDevice: launch %d has a NULL stream (each launch names its device by its stream)", i)
		}
	}
	for _, l := range ls {
		err := t.launch(l.Function, &module.Launch{Grid: l.Grid.array(), Block: l.Block.array(), DynamicShared: l.SharedMem,
			Params: l.Params, Cooperative: true}, l.Stream, "cuLaunchCooperativeKernelMultiDevice")
		if err != nil {
			return err
		}
	}
	return nil
}
