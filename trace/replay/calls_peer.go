package replay

import (
	"cudasim/driver"
	"cudasim/trace"
)

// Peer access and copies between contexts.
func init() {
	register("cuDeviceCanAccessPeer", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		d, err := r.dev(c, 0)
		if err != nil {
			return nil, err
		}
		p, err := r.dev(c, 1)
		if err != nil {
			return nil, err
		}
		v, err := t.DeviceCanAccessPeer(d, p)
		return one(integer("canAccessPeer", int64(v)), err)
	})
	register("cuDeviceGetP2PAttribute", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		a, err := r.intArg(c, 0, "attribute")
		if err != nil {
			return nil, err
		}
		src, err := r.dev(c, 1)
		if err != nil {
			return nil, err
		}
		dst, err := r.dev(c, 2)
		if err != nil {
			return nil, err
		}
		v, err := t.DeviceGetP2PAttribute(driver.P2PAttribute(a), src, dst)
		return one(integer("value", int64(v)), err)
	})
	register("cuCtxEnablePeerAccess", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		h, err := r.rawArg(c, 0, "ctx")
		if err != nil {
			return nil, err
		}
		f, err := r.u32(c, 1, "flags")
		if err != nil {
			return nil, err
		}
		return noOuts(t.CtxEnablePeerAccess(driver.Context(h), f))
	})
	register("cuCtxDisablePeerAccess", handleArg("ctx", (*driver.Thread).CtxDisablePeerAccess))
	peerCopy := func(c *trace.Call, r *Replayer) (dst driver.DevicePtr, dctx driver.Context, src driver.DevicePtr, sctx driver.Context, n uint64, err error) {
		var v [5]uint64
		for i, key := range []string{"dst", "dstCtx", "src", "srcCtx", "bytes"} {
			if v[i], err = r.rawArg(c, i, key); err != nil {
				return
			}
		}
		return v[0], driver.Context(v[1]), v[2], driver.Context(v[3]), v[4], nil
	}
	register("cuMemcpyPeer", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		dst, dctx, src, sctx, n, err := peerCopy(c, r)
		if err != nil {
			return nil, err
		}
		return noOuts(t.MemcpyPeer(dst, dctx, src, sctx, n))
	})
	register("cuMemcpyPeerAsync", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		dst, dctx, src, sctx, n, err := peerCopy(c, r)
		if err != nil {
			return nil, err
		}
		s, err := r.rawArg(c, 5, "stream")
		if err != nil {
			return nil, err
		}
		return noOuts(t.MemcpyPeerAsync(dst, dctx, src, sctx, n, driver.Stream(s)))
	})
}
