package driver

import (
	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/module"
)

// The flags of the ...WithFlags occupancy calls (cuda.h's CUoccupancy_flags).
const (
	OccupancyDefault                = 0x0 // CU_OCCUPANCY_DEFAULT
	OccupancyDisableCachingOverride = 0x1 // CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE
)

// checkOccupancyFlags accepts the flags of the ...WithFlags occupancy calls
// that cudasim implements: OccupancyDisableCachingOverride changes nothing
// (measured: the H200 counted the same blocks with it, a carveout of 0 or
// 50 % set; testdata/reference/fix11, occ.txt). Those are all the flags
// there are: others are CUDA_ERROR_INVALID_VALUE (the H200 for 7:
// libcuda/testdata/cudart/apiexplore24, s_ax_funcocc).
func checkOccupancyFlags(flags uint32) error {
	if flags&^OccupancyDisableCachingOverride != 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "occupancy flags %#x: only CU_OCCUPANCY_DEFAULT (0) and CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE (1) exist", flags)
	}
	return nil
}

// occupancyInput is what the occupancy calls need of a function and its
// device.
type occupancyInput struct {
	numRegs, staticShared, maxThreads, maxDynamic      int64 // the function
	carveout                                           int64 // its preferred shared memory carveout: -1 or a percentage
	smCount, warpSize, maxThreadsPerSM, maxBlocksPerSM int64 // the device
	regsPerSM, regsPerBlock, sharedPerSM               int64
	reservedPerBlock, maxThreadsPerBlock               int64
	gpcs                                               []int   // Profile.ClusterGPCs
	capacities                                         []int64 // Profile.SharedCapacities
}

// occupancyOf gathers the inputs for f (a CUfunction, or a CUkernel cast to
// one, as the real driver accepts: testdata/reference/probe2) in the
// current context.
func (t *Thread) occupancyOf(h Function) (*occupancyInput, error) {
	c, err := t.current()
	if err != nil {
		return nil, err
	}
	fn, err := t.launchTarget(h, c)
	if err != nil {
		return nil, err
	}
	return t.occupancyFor(fn, c)
}

// occupancyFor gathers the inputs for function fn in context c.
func (t *Thread) occupancyFor(fn *function, c *ctx.Context) (*occupancyInput, error) {
	// The real driver answers for a kernel whose function was not loaded
	// yet (probe2's kernelasfunc section): the query loads it.
	fn.f.Load()
	p := &t.d.devices[c.Device]
	in := &occupancyInput{gpcs: p.ClusterGPCs, capacities: p.SharedCapacities}
	for _, a := range []struct {
		attr FuncAttribute
		dst  *int64
	}{
		{FuncAttributeNumRegs, &in.numRegs},
		{FuncAttributeSharedSizeBytes, &in.staticShared},
		{FuncAttributeMaxThreadsPerBlock, &in.maxThreads},
		{FuncAttributeMaxDynamicSharedSizeBytes, &in.maxDynamic},
		{FuncAttributePreferredSharedMemoryCarveout, &in.carveout},
	} {
		// Read past the loaded check: a function the driver could not
		// load still answers (measured: testdata/reference/jitstages).
		v, err := module.KernelAttribute(fn.f.Kernel, fn.f.Module.Env.Limits(), a.attr, &fn.f.Own, fn.f.Inherited)
		if err != nil {
			return nil, err
		}
		*a.dst = int64(v)
	}
	for _, a := range []struct {
		attr DeviceAttribute
		dst  *int64
	}{
		{AttrMultiprocessorCount, &in.smCount},
		{AttrWarpSize, &in.warpSize},
		{AttrMaxThreadsPerMultiprocessor, &in.maxThreadsPerSM},
		{AttrMaxBlocksPerMultiprocessor, &in.maxBlocksPerSM},
		{AttrMaxRegistersPerMultiprocessor, &in.regsPerSM},
		{AttrMaxRegistersPerBlock, &in.regsPerBlock},
		{AttrMaxSharedMemoryPerMultiprocessor, &in.sharedPerSM},
		{AttrReservedSharedMemoryPerBlock, &in.reservedPerBlock},
		{AttrMaxThreadsPerBlock, &in.maxThreadsPerBlock},
	} {
		v, ok := p.Attributes[a.attr]
		if !ok || v.Err != 0 || v.Value <= 0 {
			return nil, cu.Errorf(cu.ErrorNotSupported, "occupancy on device %d (%s): its profile lacks attribute %d", c.Device, p.Name, a.attr)
		}
		*a.dst = int64(v.Value)
	}
	if in.carveout < 0 {
		// Without a carveout the cache preference picks one (measured: occ.txt,
		// "cache config": PREFER_L1 counts as 0 %, PREFER_EQUAL as 50 %,
		// PREFER_SHARED as 100 %).
		switch module.CacheConfigOf(&fn.f.Own, fn.f.Inherited) {
		case module.CachePreferL1:
			in.carveout = 0
		case module.CachePreferEqual:
			in.carveout = 50
		case module.CachePreferShared:
			in.carveout = 100
		}
	}
	if g := t.d.greenOf(c); g != nil {
		// A green context's kernels have its SMs: the H200's occupancy
		// calls and cooperative launches counted 16 of a 16-SM green
		// context (testdata/reference/graphs7, w2/probe-green-transcript.txt).
		in.smCount, in.gpcs = int64(g.res.SMCount), []int{int(g.res.SMCount)}
	}
	return in, nil
}

// blocksPerSM is the number of blocks of blockSize threads, each with
// dynamicShared bytes of dynamic shared memory, that fit on one
// multiprocessor at once: the least of the warp, block, register and shared
// memory limits. The kernel's own limit on threads (__launch_bounds__) is
// not one of them: the H200 counts 4 blocks of 512 threads of a kernel
// bounded at 256 (libcuda/testdata/cudart/suite, s_occupancy); the
// potential block size does respect it.
//
// Registers are allocated to warps in units of 256, and a multiprocessor's
// registers are split evenly among its four sub-partitions (quadrants), each
// holding whole warps: a kernel of 41 registers a thread (1,536 a warp) fits
// 10 warps a quadrant, 40 a multiprocessor, so 2 blocks of 640 threads but
// 1 of 672 (the H200: simpleAWBarrier's block size; testdata/reference/fix11,
// occ.txt, for every register count 24..255 and block size 32..1024). A
// block whose warps, rounded up to a multiple of four, would need more than
// a block's registers does not fit at all.
//
// Shared memory is what the kernel's preferred carveout configures
// (sharedCapacity).
func (in *occupancyInput) blocksPerSM(blockSize, dynamicShared int64) int64 {
	if blockSize > in.maxThreadsPerBlock || dynamicShared > in.maxDynamic {
		return 0
	}
	warps := (blockSize + in.warpSize - 1) / in.warpSize
	n := min(in.maxBlocksPerSM, in.maxThreadsPerSM/in.warpSize/warps)
	if in.numRegs > 0 {
		const regAllocUnit = 256 // registers are allocated to warps in 256s
		const quadrants = 4
		perWarp := (in.numRegs*in.warpSize + regAllocUnit - 1) / regAllocUnit * regAllocUnit
		if perWarp*((warps+quadrants-1)/quadrants*quadrants) > in.regsPerBlock {
			return 0
		}
		n = min(n, in.regsPerSM/quadrants/perWarp*quadrants/warps)
	}
	perBlock := in.staticShared + dynamicShared + in.reservedPerBlock
	n = min(n, in.sharedCapacity(perBlock)/perBlock)
	return n
}

// sharedCapacity is the shared memory a multiprocessor is configured with
// for blocks of perBlock bytes of a kernel: with no preferred carveout, all
// of it; with one, that percentage of it rounded up to the next size the
// multiprocessor supports (Profile.SharedCapacities), or, when that is less
// than one block needs, the next size that holds one block. Measured
// (testdata/reference/fix11, occ.txt): carveouts 0..100 with dynamic shared
// memory 0..227 KiB and blocks of 32..1024 threads; the H200 with 50 %
// (132 KiB) fits one block of 100 KiB where all of its 228 KiB fit two.
func (in *occupancyInput) sharedCapacity(perBlock int64) int64 {
	if in.carveout < 0 || len(in.capacities) == 0 {
		return in.sharedPerSM
	}
	want := max(in.carveout*in.sharedPerSM/100, 0)
	if want < perBlock {
		want = perBlock
	}
	for _, c := range in.capacities {
		if c >= want {
			return c
		}
	}
	return in.sharedPerSM
}

// OccupancyMaxActiveBlocksPerMultiprocessor is
// cuOccupancyMaxActiveBlocksPerMultiprocessor: how many blocks of f with
// blockSize threads and dynamicSMem bytes of dynamic shared memory one
// multiprocessor holds at once. The least of: the device's threads per
// multiprocessor in whole warps, its maximum blocks per multiprocessor (32
// on sm_90), the registers (NUM_REGS a thread, rounded up to 256 a warp),
// and the shared memory (static + dynamic + the device's 1 KiB reserve a
// block). A block larger than the device allows, or dynamic shared memory
// above the function's MAX_DYNAMIC_SHARED_SIZE_BYTES, gives 0; a block
// above the function's MAX_THREADS_PER_BLOCK does not; a blockSize below 1 is
// CUDA_ERROR_INVALID_VALUE. Matches the real driver for the probe kernels at
// every block size 32..1024 and dynamic sizes 0..49152
// (testdata/reference/probe2). Those kernels never run out of registers, so
// the register rule is unmeasured; and for a PTX-loaded kernel NUM_REGS is
// cudasim's count, not ptxas's, so its occupancy can differ from the GPU's.
func (t *Thread) OccupancyMaxActiveBlocksPerMultiprocessor(f Function, blockSize int32, dynamicSMem uint64) (int32, error) {
	return t.OccupancyMaxActiveBlocksPerMultiprocessorWithFlags(f, blockSize, dynamicSMem, 0)
}

// OccupancyMaxActiveBlocksPerMultiprocessorWithFlags is
// cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags: the same, with flags
// (see checkOccupancyFlags).
func (t *Thread) OccupancyMaxActiveBlocksPerMultiprocessorWithFlags(f Function, blockSize int32, dynamicSMem uint64, flags uint32) (int32, error) {
	if err := checkOccupancyFlags(flags); err != nil {
		return 0, err
	}
	in, err := t.occupancyOf(f)
	if err != nil {
		return 0, err
	}
	if blockSize < 1 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "block size %d: must be at least 1", blockSize)
	}
	if dynamicSMem > 1<<40 {
		return 0, nil
	}
	return int32(in.blocksPerSM(int64(blockSize), int64(dynamicSMem))), nil
}

// OccupancyMaxPotentialBlockSize is cuOccupancyMaxPotentialBlockSize: the
// block size that keeps the most threads of f resident on a multiprocessor,
// and the smallest grid that fills the device at that size. Candidates are
// the largest allowed block size (blockSizeLimit when it is below the
// function's and device's maximum; 0 means no limit) and then every smaller
// multiple of the warp size; the first with the most resident threads wins.
// dynamicSMem gives the dynamic shared memory of a block size (nil: constant
// dynamicSMemSize). Matches testdata/reference/probe2 for the probe kernels.
func (t *Thread) OccupancyMaxPotentialBlockSize(f Function, dynamicSMem func(blockSize int32) uint64, dynamicSMemSize uint64, blockSizeLimit int32) (minGridSize, blockSize int32, err error) {
	return t.OccupancyMaxPotentialBlockSizeWithFlags(f, dynamicSMem, dynamicSMemSize, blockSizeLimit, 0)
}

// OccupancyMaxPotentialBlockSizeWithFlags is
// cuOccupancyMaxPotentialBlockSizeWithFlags: the same, with flags (see
// checkOccupancyFlags).
func (t *Thread) OccupancyMaxPotentialBlockSizeWithFlags(f Function, dynamicSMem func(blockSize int32) uint64, dynamicSMemSize uint64, blockSizeLimit int32, flags uint32) (minGridSize, blockSize int32, err error) {
	if err := checkOccupancyFlags(flags); err != nil {
		return 0, 0, err
	}
	in, err := t.occupancyOf(f)
	if err != nil {
		return 0, 0, err
	}
	blocks, size := in.potentialBlockSize(dynamicSMem, dynamicSMemSize, blockSizeLimit)
	return int32(blocks * in.smCount), int32(size), nil
}

// potentialBlockSize is the block size of OccupancyMaxPotentialBlockSize
// and how many such blocks fit on a multiprocessor.
func (in *occupancyInput) potentialBlockSize(dynamicSMem func(blockSize int32) uint64, dynamicSMemSize uint64, blockSizeLimit int32) (bestBlocks, bestSize int64) {
	maxBlock := min(in.maxThreads, in.maxThreadsPerBlock)
	if blockSizeLimit > 0 && int64(blockSizeLimit) < maxBlock {
		maxBlock = int64(blockSizeLimit)
	}
	var bestThreads int64
	for aligned := (maxBlock + in.warpSize - 1) / in.warpSize * in.warpSize; aligned > 0; aligned -= in.warpSize {
		size := min(aligned, maxBlock)
		dyn := dynamicSMemSize
		if dynamicSMem != nil {
			dyn = dynamicSMem(int32(size))
		}
		var blocks int64
		if dyn <= 1<<40 {
			blocks = in.blocksPerSM(size, int64(dyn))
		}
		if blocks*size > bestThreads {
			bestThreads, bestBlocks, bestSize = blocks*size, blocks, size
		}
		if bestThreads == in.maxThreadsPerSM {
			break
		}
	}
	return bestBlocks, bestSize
}

// OccupancyAvailableDynamicSMemPerBlock is
// cuOccupancyAvailableDynamicSMemPerBlock: the dynamic shared memory each of
// numBlocks blocks of blockSize threads of f can have while all of them are
// resident on one multiprocessor. As measured on the H200
// (testdata/reference/probe2; testdata/reference/fix11, occ.txt, for every
// carveout) it is the multiprocessor's shared memory divided by numBlocks,
// rounded down to 128 bytes, less the static shared memory, capped at the
// function's MAX_DYNAMIC_SHARED_SIZE_BYTES; the real driver does not take
// off the 1 KiB reserve a block, and cudasim copies it. For more than one
// block the shared memory is what the kernel's preferred carveout
// configures, at least its least size above 0 (8 KiB: a carveout of 0 left
// 4096 bytes for each of 2 blocks); for one block, all of it. numBlocks
// blocks that cannot be resident together even without dynamic shared
// memory (too many threads or blocks) are CUDA_ERROR_INVALID_VALUE.
func (t *Thread) OccupancyAvailableDynamicSMemPerBlock(f Function, numBlocks, blockSize int32) (uint64, error) {
	in, err := t.occupancyOf(f)
	if err != nil {
		return 0, err
	}
	if numBlocks < 1 || blockSize < 1 {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "%d blocks of %d threads: both must be at least 1", numBlocks, blockSize)
	}
	if fit := in.blocksPerSM(int64(blockSize), 0); fit < int64(numBlocks) {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "%d blocks of %d threads cannot be resident on one multiprocessor together (at most %d)", numBlocks, blockSize, fit)
	}
	shared := in.sharedPerSM
	if numBlocks > 1 {
		shared = in.sharedCapacity(1)
	}
	const granule = 128 // shared memory is allocated in 128-byte units
	avail := shared/int64(numBlocks)/granule*granule - in.staticShared
	return uint64(max(0, min(avail, in.maxDynamic))), nil
}

// clusterOccupancyConfig resolves what the cluster occupancy calls need from
// a launch configuration: the function's occupancy inputs, the block size,
// the cluster shape (the configuration's CLUSTER_DIMENSION, else the
// function's own; zero when neither) and whether NON_PORTABLE cluster sizes
// are allowed. As measured on the H200 (testdata/reference/breadth/probe.txt):
// a NULL function or a block of no threads is CUDA_ERROR_INVALID_VALUE, a
// shape that does not divide the grid, has a zero dimension or differs
// from a __cluster_dims__ kernel's is CUDA_ERROR_INVALID_CLUSTER_SIZE.
func (t *Thread) clusterOccupancyConfig(f Function, cfg *LaunchConfig) (in *occupancyInput, block int64, shape [3]uint32, nonPortable bool, err error) {
	if f == 0 {
		return nil, 0, shape, false, cu.Errorf(cu.ErrorInvalidValue, "cluster occupancy of a NULL function")
	}
	if cfg == nil {
		return nil, 0, shape, false, cu.Errorf(cu.ErrorInvalidValue, "cluster occupancy without a launch configuration")
	}
	c, err := t.current()
	if err != nil {
		return nil, 0, shape, false, err
	}
	fn, err := t.launchTarget(f, c)
	if err != nil {
		return nil, 0, shape, false, err
	}
	if in, err = t.occupancyFor(fn, c); err != nil {
		return nil, 0, shape, false, err
	}
	if len(in.gpcs) == 0 {
		return nil, 0, shape, false, cu.Errorf(cu.ErrorNotSupported, "cluster occupancy on device %d (%s), which has no thread block clusters (its profile lists no GPCs)", c.Device, t.d.devices[c.Device].Name)
	}
	block = int64(cfg.Block.X) * int64(cfg.Block.Y) * int64(cfg.Block.Z)
	if block < 1 {
		return nil, 0, shape, false, cu.Errorf(cu.ErrorInvalidValue, "cluster occupancy of a block of %d threads", block)
	}
	l := &module.Launch{Grid: cfg.Grid.array(), Block: cfg.Block.array(), DynamicShared: cfg.SharedMem}
	for _, a := range cfg.Attrs {
		if a.ID == LaunchAttributeClusterDim && a.X != 0 {
			l.Cluster = [3]uint32{a.X, a.Y, a.Z}
		}
	}
	np, err := fn.f.Attribute(FuncAttributeNonPortableClusterSizeAllowed)
	if err != nil {
		return nil, 0, shape, false, err
	}
	if n := uint64(l.Cluster[0]) * uint64(l.Cluster[1]) * uint64(l.Cluster[2]); np != 0 && n > maxClusterSize {
		// Larger than any cluster the device can run: no error, none fit (measured).
		if l.Grid[0]%l.Cluster[0] == 0 && l.Grid[1]%max(l.Cluster[1], 1) == 0 && l.Grid[2]%max(l.Cluster[2], 1) == 0 {
			return in, block, l.Cluster, true, nil
		}
	}
	shape, err = fn.f.ClusterShape(l)
	return in, block, shape, np != 0, err
}

// maxClusterSize is the most blocks a cluster may have on the H200 (with
// NON_PORTABLE_CLUSTER_SIZE_ALLOWED; 8 without).
const maxClusterSize = 16

// OccupancyMaxActiveClusters is cuOccupancyMaxActiveClusters: how many
// clusters of the configuration's shape can be resident on the device at
// once. Without a cluster shape (neither in the configuration nor the
// function's) it is 0, as on the H200.
func (t *Thread) OccupancyMaxActiveClusters(f Function, cfg *LaunchConfig) (int32, error) {
	in, block, shape, _, err := t.clusterOccupancyConfig(f, cfg)
	if err != nil {
		return 0, err
	}
	size := int64(shape[0]) * int64(shape[1]) * int64(shape[2])
	if size == 0 || size > maxClusterSize {
		return 0, nil
	}
	return int32(activeClusters(in.gpcs, in.blocksPerSM(block, int64(cfg.SharedMem)), size)), nil
}

// OccupancyMaxPotentialClusterSize is cuOccupancyMaxPotentialClusterSize:
// the largest cluster of blocks of the configuration that can be resident,
// at most 8 (16 with NON_PORTABLE_CLUSTER_SIZE_ALLOWED); 0 when a block
// cannot be resident at all.
func (t *Thread) OccupancyMaxPotentialClusterSize(f Function, cfg *LaunchConfig) (int32, error) {
	in, block, _, nonPortable, err := t.clusterOccupancyConfig(f, cfg)
	if err != nil {
		return 0, err
	}
	b := in.blocksPerSM(block, int64(cfg.SharedMem))
	limit := int64(8)
	if nonPortable {
		limit = maxClusterSize
	}
	for c := limit; c > 0; c-- {
		if activeClusters(in.gpcs, b, c) > 0 {
			return int32(c), nil
		}
	}
	return 0, nil
}
