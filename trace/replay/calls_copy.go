package replay

import (
	"cudasim/driver"
	"cudasim/trace"
)

// Handlers for copies and sets, synchronous and stream-ordered (the stream
// is the last input of the ...Async forms).
func init() {
	register("cuMemcpyHtoD", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		dst, err := r.rawArg(c, 0, "dst")
		if err != nil {
			return nil, err
		}
		b, err := r.bytesArg(c, 1, "data")
		if err != nil {
			return nil, err
		}
		if v, ok := c.Arg(2, "bytes"); ok {
			n, err := r.raw(c, v)
			if err != nil {
				return nil, err
			}
			if n > uint64(len(b)) {
				return nil, r.badTrace(c, "cuMemcpyHtoD of %d bytes gives only %d bytes of data", n, len(b))
			}
			b = b[:n]
		}
		return noOuts(t.MemcpyHtoD(dst, b))
	})
	register("cuMemcpyDtoH", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		src, err := r.rawArg(c, 0, "src")
		if err != nil {
			return nil, err
		}
		n, err := r.u64(c, 1, "bytes")
		if err != nil {
			return nil, err
		}
		if n > 1<<30 {
			return nil, r.badTrace(c, "cuMemcpyDtoH of %d bytes is more than replay reads back", n)
		}
		b := make([]byte, n)
		return one(data(b), t.MemcpyDtoH(b, src))
	})
	copy3 := func(f func(t *driver.Thread, dst, src driver.DevicePtr, n uint64) error) handler {
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
			return noOuts(f(t, dst, src, n))
		}
	}
	register("cuMemcpyDtoD", copy3((*driver.Thread).MemcpyDtoD))
	register("cuMemcpy", copy3((*driver.Thread).Memcpy))
	memset := func(set func(t *driver.Thread, dst driver.DevicePtr, v uint64, n uint64) error) handler {
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
			return noOuts(set(t, dst, v, n))
		}
	}
	register("cuMemsetD8", memset(func(t *driver.Thread, dst driver.DevicePtr, v, n uint64) error {
		return t.MemsetD8(dst, uint8(v), n)
	}))
	register("cuMemsetD16", memset(func(t *driver.Thread, dst driver.DevicePtr, v, n uint64) error {
		return t.MemsetD16(dst, uint16(v), n)
	}))
	register("cuMemsetD32", memset(func(t *driver.Thread, dst driver.DevicePtr, v, n uint64) error {
		return t.MemsetD32(dst, uint32(v), n)
	}))
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
}
