package driver

import (
	"encoding/binary"
	"math"
	"testing"
)

// FuzzLaunch launches the reference kernels (testdata/reference/kernels.ptx)
// with arbitrary shapes, dynamic shared memory, parameter arrays or
// CU_LAUNCH_PARAM_BUFFER_POINTER buffers, streams and launch attributes
// (cuLaunchKernel and cuLaunchKernelEx): every launch and the
// synchronisation after it answer a code the real driver knows with a
// message, nothing panics, and the context is destroyed after. A grid
// within the device's limits whose threads would take long to run is
// skipped (its blocks are the engine's business, not the launch's); a
// launch timeout stops what still runs long.
func FuzzLaunch(f *testing.F) {
	// Seeds (the layout FuzzLaunch reads): kernel; grid and block as indices
	// into launchDims; shared memory as an index into launchShared; mode (below
	// 128 cuLaunchKernel, else cuLaunchKernelEx; its remainder by 4 the
	// parameter form); parameters; stream; attributes.
	f.Add([]byte{0, 1, 1, 1, 6, 1, 1, 0, 0, 2, 8, 4, 0})                                            // addOne
	f.Add([]byte{0, 4, 1, 1, 6, 1, 1, 0, 128, 2, 8, 4, 0, 1, 4, 0, 0, 0, 0, 2, 1, 1})               // a cluster of 2
	f.Add([]byte{1, 1, 1, 1, 1, 1, 1, 0, 129, 7, 1, 2, 4, 8, 4, 8, 8, 1, 2, 8, 1, 0, 0, 0, 0, 0, 0, // params: priority,
		12, 0, 0, 0, 0, 0, 0, 0, 2, 0}) // a completion event
	f.Add([]byte{3, 2, 1, 1, 2, 1, 1, 1, 128, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 16, 0, 16, 0, 0, 0, 0, 0, 63, 1, 2}) // an access policy window
	f.Add([]byte{0, 1, 1, 1, 6, 1, 1, 0, 130, 12, 0, 0, 0, 0, 0, 0, 0, 0, 32, 0, 0, 0, 0})                       // a parameter buffer
	// A fault leaves its sticky error on the whole device (CtxCreate), so
	// the launches run on a driver made anew after one.
	d, th, _, _ := newFuzzDriver(f, nil, "")
	fresh := func(t testing.TB) {
		d.Close()
		d, th, _, _ = newFuzzDriver(t, nil, "")
	}
	f.Cleanup(func() { d.Close() })
	image := probeImage(f, "kernels.ptx")
	kernels := []string{"addOne", "params", "structParam", "bumpGlobals", "faulty"}
	f.Fuzz(func(t *testing.T, in []byte) {
		r := fuzzReader(in)
		check := func(what string, err error) { t.Helper(); checkAnswer(t, what, err) }
		c, err := th.CtxCreate(0, 0)
		must(t, err)
		defer func() {
			sticky := th.CtxSynchronize() != nil
			if err := th.CtxDestroy(c); err != nil {
				t.Fatalf("cuCtxDestroy: %v", err)
			}
			if sticky {
				fresh(t)
			}
		}()
		m, err := th.ModuleLoadData(image)
		must(t, err)
		fn, err := th.ModuleGetFunction(m, kernels[int(r.byte())%len(kernels)])
		must(t, err)
		buf, err := th.MemAlloc(1 << 12)
		must(t, err)
		var grid, block Dim3
		for _, v := range []*uint32{&grid.X, &grid.Y, &grid.Z, &block.X, &block.Y, &block.Z} {
			*v = launchDims[int(r.byte())%len(launchDims)]
		}
		if launchable(grid, block) && uint64(grid.X)*uint64(grid.Y)*uint64(grid.Z)*uint64(block.X)*uint64(block.Y)*uint64(block.Z) > 1<<16 {
			return
		}
		shared := launchShared[int(r.byte())%len(launchShared)]
		mode := r.byte()
		var params [][]byte
		var extra []byte
		switch mode % 4 {
		case 0, 1: // a parameter array: n parameters of the sizes given, buf's address where 8 bytes
			for range int(r.byte() % 9) {
				p := make([]byte, r.byte()%25)
				if len(p) == 8 {
					binary.LittleEndian.PutUint64(p, uint64(buf))
				}
				params = append(params, p)
			}
		case 2: // a CU_LAUNCH_PARAM_BUFFER_POINTER buffer of the bytes given
			extra = r.bytes(int(r.byte() % 64))
		case 3: // both, which the driver refuses
			params, extra = [][]byte{make([]byte, 8)}, make([]byte, 8)
		}
		var stream Stream
		switch r.byte() % 4 {
		case 1:
			stream, err = th.StreamCreate(0)
			must(t, err)
		case 2:
			stream = 0x1234
		case 3:
			stream = 2 // CU_STREAM_PER_THREAD
		}
		if mode < 128 {
			check("cuLaunchKernel", th.LaunchKernel(fn, grid, block, shared, stream, params, extra))
		} else {
			cfg := LaunchConfig{Grid: grid, Block: block, SharedMem: shared, Stream: stream}
			for range int(r.byte() % 5) {
				a := LaunchAttribute{ID: LaunchAttributeID(r.byte() % 20), Value: int32(r.u32())}
				a.X, a.Y, a.Z = launchDims[int(r.byte())%len(launchDims)], launchDims[int(r.byte())%len(launchDims)], launchDims[int(r.byte())%len(launchDims)]
				if a.ID == LaunchAttributeProgrammaticEvent || a.ID == LaunchAttributeLaunchCompletionEvent {
					if e, err := th.EventCreate(uint32(r.byte() % 4)); err == nil {
						a.X, a.Y, a.Z = uint32(e), uint32(uint64(e)>>32), uint32(r.byte()%3)
					}
				}
				if a.ID == LaunchAttributeAccessPolicyWindow {
					a.Window = AccessPolicyWindow{Base: uint64(buf) + uint64(r.byte()), Bytes: uint64(r.u32()), HitRatio: math.Float32frombits(r.u32()), HitProp: uint32(r.byte() % 4), MissProp: uint32(r.byte() % 4)}
				}
				cfg.Attrs = append(cfg.Attrs, a)
			}
			check("cuLaunchKernelEx", th.LaunchKernelEx(cfg, fn, params, extra))
		}
		check("cuCtxSynchronize", th.CtxSynchronize())
	})
}

// launchDims are the grid and block dimensions FuzzLaunch draws from: the
// edges of the H200's limits (2^31-1 blocks in x, 65,535 in y and z; 1,024
// threads in x and y, 64 in z, 1,024 a block), and small counts.
var launchDims = []uint32{0, 1, 2, 3, 4, 8, 32, 33, 64, 65, 1024, 1025, 65535, 65536, math.MaxInt32, math.MaxInt32 + 1, math.MaxUint32}

// launchShared are the dynamic shared memory sizes FuzzLaunch draws from:
// around the H200's 48 KiB default and 227 KiB opt-in limits.
var launchShared = []uint32{0, 1, 4, 48 << 10, 48<<10 + 1, 227 << 10, 227<<10 + 1, math.MaxUint32}

// launchable reports whether a launch of these dimensions is within the
// H200's limits (testdata/reference/h200-device.tsv), so that it would run.
func launchable(grid, block Dim3) bool {
	return grid.X >= 1 && grid.Y >= 1 && grid.Z >= 1 && grid.X <= math.MaxInt32 && grid.Y <= 65535 && grid.Z <= 65535 &&
		block.X >= 1 && block.Y >= 1 && block.Z >= 1 && block.X <= 1024 && block.Y <= 1024 && block.Z <= 64 &&
		uint64(block.X)*uint64(block.Y)*uint64(block.Z) <= 1024
}
