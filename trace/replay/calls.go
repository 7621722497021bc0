package replay

//go:generate go run gen.go

import (
	"sort"
	"strings"

	"cudasim/cu"
	"cudasim/driver"
	"cudasim/trace"
)

// A handler executes one call on t: it reads the call's inputs, makes the
// driver call and returns what the call handed back. A *traceError means the
// trace itself is wrong; any other error is the driver's answer.
type handler func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error)

// handlers maps C entry point names (less version suffixes) to handlers; the
// inputs and outputs of each are listed in docs/trace-format.md. Most are
// generated (zcalls.go, by gen.go from internal/surface/surface.txt's call lines); the
// calls*.go files hold those the call lines cannot describe.
var handlers = map[string]handler{}

// register adds a handler; the generated ones (zcalls.go, from
// internal/surface/surface.txt) and the hand-written ones must not overlap.
func register(name string, h handler) {
	if _, dup := handlers[name]; dup {
		panic("replay: two handlers for " + name)
	}
	handlers[name] = h
}

// handleArg is the handler of a call whose one input is a handle of type H
// (named what in messages) and which returns nothing but its result.
func handleArg[H ~uint64](what string, f func(t *driver.Thread, h H) error) handler {
	return func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		h, err := r.rawArg(c, 0, what)
		if err != nil {
			return nil, err
		}
		return noOuts(f(t, H(h)))
	}
}

// knownCalls names the first calls replay knows, for a message.
func knownCalls() string {
	names := Calls()
	if len(names) > 8 {
		return strings.Join(names[:8], ", ") + ", ... (see docs/trace-format.md)"
	}
	return strings.Join(names, ", ")
}

// Calls lists the entry points replay can execute.
func Calls() []string {
	names := make([]string, 0, len(handlers))
	for n := range handlers {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// noOuts adapts a driver call with no outputs.
func noOuts(err error) ([]Got, error) { return nil, err }

// boolInt is a driver's bool as the C int a call writes: 0 or 1.
func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func one(g Got, err error) ([]Got, error) {
	if err != nil {
		return nil, err
	}
	return []Got{g}, nil
}

// Small argument readers for the common shapes.
func (r *Replayer) u32(c *trace.Call, i int, key string) (uint32, error) {
	v, err := r.intArg(c, i, key)
	return uint32(v), err
}

func (r *Replayer) u64(c *trace.Call, i int, key string) (uint64, error) {
	return r.rawArg(c, i, key)
}

func (r *Replayer) dev(c *trace.Call, i int) (driver.Device, error) {
	v, err := r.intArg(c, i, "dev")
	return driver.Device(v), err
}

func init() {
	// Initialisation, versions, errors.
	register("cuInit", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		f, err := r.u32(c, 0, "flags")
		if err != nil {
			return nil, err
		}
		return noOuts(t.Init(f))
	})
	register("cuGetErrorName", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		code, err := r.intArg(c, 0, "code")
		if err != nil {
			return nil, err
		}
		s, err := t.GetErrorName(cu.Result(code))
		return one(str(s), err)
	})
	register("cuGetErrorString", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		code, err := r.intArg(c, 0, "code")
		if err != nil {
			return nil, err
		}
		s, err := t.GetErrorString(cu.Result(code))
		return one(str(s), err)
	})

	register("cuDeviceGetName", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		n, err := r.intArg(c, 0, "len")
		if err != nil {
			return nil, err
		}
		d, err := r.dev(c, 1)
		if err != nil {
			return nil, err
		}
		s, err := t.DeviceGetName(d)
		if err == nil && n > 0 && int64(len(s)) >= n {
			s = s[:n-1] // the C call truncates to len-1 characters and a NUL
		}
		return one(str(s), err)
	})
	register("cuDeviceGetUuid", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		d, err := r.dev(c, 0)
		if err != nil {
			return nil, err
		}
		u, err := t.DeviceGetUuid(d)
		return one(data(u[:]), err)
	})
	register("cuDeviceGetPCIBusId", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		if _, err := r.intArg(c, 0, "len"); err != nil {
			return nil, err
		}
		d, err := r.dev(c, 1)
		if err != nil {
			return nil, err
		}
		s, err := t.DeviceGetPCIBusId(d)
		return one(str(s), err)
	})

	// Primary contexts.
	// The process began to exit: the driver shuts down, and calls after
	// this fail with CUDA_ERROR_DEINITIALIZED.
	register("cudasim.ProcessExit", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		t.Driver().Shutdown()
		return nil, nil
	})
	// cudasim's libnvrtc shim registered the PTX NVRTC made for a cubin
	// (docs/nvrtc.md).
	register("cudasim.RegisterPTX", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		img, err := r.bytesArg(c, 0, "cubin")
		if err != nil {
			return nil, err
		}
		src, err := r.bytesArg(c, 1, "ptx")
		if err != nil {
			return nil, err
		}
		return nil, driver.RegisterPTXEquivalent(img, src)
	})
	// The CUDA runtime asks for the primary context's handle before it
	// retains it (CUDART_INTERFACE slot 2).
	register("cudart.PrimaryCtxHandle", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		d, err := r.dev(c, 0)
		if err != nil {
			return nil, err
		}
		h, err := t.DevicePrimaryCtxHandle(d)
		return one(handle("ctx", uint64(h)), err)
	})

	// Contexts.
	register("cuCtxCreate", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		f, err := r.u32(c, 0, "flags")
		if err != nil {
			return nil, err
		}
		d, err := r.dev(c, 1)
		if err != nil {
			return nil, err
		}
		h, err := t.CtxCreate(f, d)
		return one(handle("ctx", uint64(h)), err)
	})

	hostAlloc := func(r *Replayer, b []byte, err error) ([]Got, error) {
		if err != nil {
			return nil, err
		}
		p := driver.Addr(b)
		r.hostBufs[p] = b
		return one(handle("ptr", p), nil)
	}
	register("cuMemAllocHost", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		n, err := r.u64(c, 0, "bytes")
		if err != nil {
			return nil, err
		}
		b, err := t.MemAllocHost(n)
		return hostAlloc(r, b, err)
	})
	register("cuMemHostAlloc", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		n, err := r.u64(c, 0, "bytes")
		if err != nil {
			return nil, err
		}
		f, err := r.u32(c, 1, "flags")
		if err != nil {
			return nil, err
		}
		b, err := t.MemHostAlloc(n, f)
		return hostAlloc(r, b, err)
	})
	register("cuMemFreeHost", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		p, err := r.rawArg(c, 0, "ptr")
		if err != nil {
			return nil, err
		}
		b, ok := r.hostBufs[p]
		if !ok {
			// Not memory this replay allocated: hand the driver a slice it
			// will not recognise, so it answers as for any bad pointer.
			b = make([]byte, 1)
		}
		err = t.MemFreeHost(b)
		if err == nil {
			delete(r.hostBufs, p)
		}
		return noOuts(err)
	})
	register("cuModuleGetLoadingMode", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		m, err := t.ModuleGetLoadingMode()
		return one(integer("mode", int64(m)), err)
	})
}
