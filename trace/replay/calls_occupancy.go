package replay

import (
	"cudasim/driver"
	"cudasim/trace"
)

// Occupancy and stream priorities, as libcuda's recorder writes them. A
// cuOccupancyMaxPotentialBlockSize with a blockSizeToDynamicSMemSize
// callback is recorded as a comment (a trace cannot hold the program's
// function), so the form here has no callback.
func init() {
	maxActive := func(withFlags bool) handler {
		return func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
			f, err := r.rawArg(c, 0, "fn")
			if err != nil {
				return nil, err
			}
			bs, err := r.intArg(c, 1, "blockSize")
			if err != nil {
				return nil, err
			}
			dyn, err := r.u64(c, 2, "dynamicSMemSize")
			if err != nil {
				return nil, err
			}
			flags, err := occupancyFlags(r, c, 3, withFlags)
			if err != nil {
				return nil, err
			}
			n, err := t.OccupancyMaxActiveBlocksPerMultiprocessorWithFlags(driver.Function(f), int32(bs), dyn, flags)
			return one(integer("numBlocks", int64(n)), err)
		}
	}
	register("cuOccupancyMaxActiveBlocksPerMultiprocessor", maxActive(false))
	register("cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", maxActive(true))
	potential := func(withFlags bool) handler {
		return func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
			f, err := r.rawArg(c, 0, "fn")
			if err != nil {
				return nil, err
			}
			dyn, err := r.u64(c, 1, "dynamicSMemSize")
			if err != nil {
				return nil, err
			}
			limit, err := r.intArg(c, 2, "blockSizeLimit")
			if err != nil {
				return nil, err
			}
			flags, err := occupancyFlags(r, c, 3, withFlags)
			if err != nil {
				return nil, err
			}
			g, b, err := t.OccupancyMaxPotentialBlockSizeWithFlags(driver.Function(f), nil, dyn, int32(limit), flags)
			if err != nil {
				return nil, err
			}
			return []Got{integer("minGridSize", int64(g)), integer("blockSize", int64(b))}, nil
		}
	}
	register("cuOccupancyMaxPotentialBlockSize", potential(false))
	register("cuOccupancyMaxPotentialBlockSizeWithFlags", potential(true))
	register("cuOccupancyAvailableDynamicSMemPerBlock", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		f, err := r.rawArg(c, 0, "fn")
		if err != nil {
			return nil, err
		}
		nb, err := r.intArg(c, 1, "numBlocks")
		if err != nil {
			return nil, err
		}
		bs, err := r.intArg(c, 2, "blockSize")
		if err != nil {
			return nil, err
		}
		v, err := t.OccupancyAvailableDynamicSMemPerBlock(driver.Function(f), int32(nb), int32(bs))
		return one(integer("dynamicSmemSize", int64(v)), err)
	})

	register("cuCtxGetStreamPriorityRange", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		lo, hi, err := t.CtxGetStreamPriorityRange()
		if err != nil {
			return nil, err
		}
		return []Got{integer("least", int64(lo)), integer("greatest", int64(hi))}, nil
	})
}

// occupancyFlags reads the flags argument i of a ...WithFlags call (0 for
// the plain calls); the driver checks them.
func occupancyFlags(r *Replayer, c *trace.Call, i int, withFlags bool) (uint32, error) {
	if !withFlags {
		return 0, nil
	}
	return r.u32(c, i, "flags")
}
