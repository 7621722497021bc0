package replay

import (
	"cudasim/driver"
	"cudasim/trace"
)

// Handlers for the stream-ordered variants and the remaining queries the
// recorder writes. The stream is the last input.
func init() {
	register("cuMemcpyHtoDAsync", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		dst, err := r.rawArg(c, 0, "dst")
		if err != nil {
			return nil, err
		}
		b, err := r.bytesArg(c, 1, "data")
		if err != nil {
			return nil, err
		}
		n, err := r.u64(c, 2, "bytes")
		if err != nil {
			return nil, err
		}
		if n > uint64(len(b)) {
			return nil, r.badTrace(c, "%s of %d bytes gives only %d bytes of data", c.Name, n, len(b))
		}
		s, err := r.rawArg(c, 3, "stream")
		if err != nil {
			return nil, err
		}
		return noOuts(t.MemcpyHtoDAsync(dst, b[:n], driver.Stream(s)))
	})
	register("cuMemcpyDtoHAsync", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		src, err := r.rawArg(c, 0, "src")
		if err != nil {
			return nil, err
		}
		n, err := r.u64(c, 1, "bytes")
		if err != nil {
			return nil, err
		}
		if n > 1<<30 {
			return nil, r.badTrace(c, "%s of %d bytes is more than replay reads back", c.Name, n)
		}
		s, err := r.rawArg(c, 2, "stream")
		if err != nil {
			return nil, err
		}
		b := make([]byte, n)
		return one(data(b), t.MemcpyDtoHAsync(b, src, driver.Stream(s)))
	})
	copy4 := func(f func(t *driver.Thread, dst, src driver.DevicePtr, n uint64, s driver.Stream) error) handler {
		return func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
			dst, err := r.rawArg(c, 0, "dst")
			if err != nil {
				return nil, err
			}
			src, err := r.rawArg(c, 1, "src")
			if err != nil {
				return nil, err
			}
			n, err := r.u64(c, 2, "bytes")
			if err != nil {
				return nil, err
			}
			s, err := r.rawArg(c, 3, "stream")
			if err != nil {
				return nil, err
			}
			return noOuts(f(t, dst, src, n, driver.Stream(s)))
		}
	}
	register("cuMemcpyDtoDAsync", copy4((*driver.Thread).MemcpyDtoDAsync))
	register("cuMemcpyAsync", copy4((*driver.Thread).MemcpyAsync))
	memsetAsync := func(set func(t *driver.Thread, dst driver.DevicePtr, v, n uint64, s driver.Stream) error) handler {
		return func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
			dst, err := r.rawArg(c, 0, "dst")
			if err != nil {
				return nil, err
			}
			v, err := r.u64(c, 1, "value")
			if err != nil {
				return nil, err
			}
			n, err := r.u64(c, 2, "count")
			if err != nil {
				return nil, err
			}
			s, err := r.rawArg(c, 3, "stream")
			if err != nil {
				return nil, err
			}
			return noOuts(set(t, dst, v, n, driver.Stream(s)))
		}
	}
	register("cuMemsetD8Async", memsetAsync(func(t *driver.Thread, dst driver.DevicePtr, v, n uint64, s driver.Stream) error {
		return t.MemsetD8Async(dst, uint8(v), n, s)
	}))
	register("cuMemsetD16Async", memsetAsync(func(t *driver.Thread, dst driver.DevicePtr, v, n uint64, s driver.Stream) error {
		return t.MemsetD16Async(dst, uint16(v), n, s)
	}))
	register("cuMemsetD32Async", memsetAsync(func(t *driver.Thread, dst driver.DevicePtr, v, n uint64, s driver.Stream) error {
		return t.MemsetD32Async(dst, uint32(v), n, s)
	}))
	register("cuStreamWaitEvent", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		s, err := r.rawArg(c, 0, "stream")
		if err != nil {
			return nil, err
		}
		e, err := r.rawArg(c, 1, "event")
		if err != nil {
			return nil, err
		}
		f, err := r.u32(c, 2, "flags")
		if err != nil {
			return nil, err
		}
		return noOuts(t.StreamWaitEvent(driver.Stream(s), driver.Event(e), f))
	})
	register("cuStreamGetCtx", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		s, err := r.rawArg(c, 0, "stream")
		if err != nil {
			return nil, err
		}
		h, err := t.StreamGetCtx(driver.Stream(s))
		return one(handle("ctx", uint64(h)), err)
	})
	register("cuStreamGetFlags", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		s, err := r.rawArg(c, 0, "stream")
		if err != nil {
			return nil, err
		}
		f, err := t.StreamGetFlags(driver.Stream(s))
		return one(integer("flags", int64(f)), err)
	})
	register("cuFuncSetCacheConfig", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		f, err := r.rawArg(c, 0, "fn")
		if err != nil {
			return nil, err
		}
		cfg, err := r.intArg(c, 1, "config")
		if err != nil {
			return nil, err
		}
		return noOuts(t.FuncSetCacheConfig(driver.Function(f), driver.FuncCache(cfg)))
	})
	register("cuKernelSetCacheConfig", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		k, err := r.rawArg(c, 0, "k")
		if err != nil {
			return nil, err
		}
		cfg, err := r.intArg(c, 1, "config")
		if err != nil {
			return nil, err
		}
		d, err := r.dev(c, 2)
		if err != nil {
			return nil, err
		}
		return noOuts(t.KernelSetCacheConfig(driver.Kernel(k), driver.FuncCache(cfg), d))
	})
}
