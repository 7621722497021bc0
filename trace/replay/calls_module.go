package replay

import (
	"path/filepath"

	"cudasim/driver"
	"cudasim/trace"
)

// Handlers for modules, libraries, kernels, functions and launches.

// path resolves a file name the traced program passed (cuModuleLoad,
// cuLibraryLoadFromFile): relative names are relative to the trace.
func (r *Replayer) path(p string) string {
	if p == "" || filepath.IsAbs(p) || r.t.Dir == "" {
		return p
	}
	return filepath.Join(r.t.Dir, p)
}

func handles[T ~uint64](class string, hs []T) Got {
	g := Got{Kind: GotList}
	for _, h := range hs {
		g.List = append(g.List, handle(class, uint64(h)))
	}
	return g
}

func init() {
	// Modules.
	register("cuModuleLoad", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		p, err := r.strArg(c, 0, "path")
		if err != nil {
			return nil, err
		}
		m, err := t.ModuleLoad(r.path(p))
		return one(handle("mod", uint64(m)), err)
	})
	imageLoad := func(load func(t *driver.Thread, img []byte) (driver.Module, error)) handler {
		return func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
			img, err := r.bytesArg(c, 0, "image")
			if err != nil {
				return nil, err
			}
			m, err := load(t, img)
			return one(handle("mod", uint64(m)), err)
		}
	}
	register("cuModuleLoadData", imageLoad((*driver.Thread).ModuleLoadData))
	register("cuModuleLoadFatBinary", imageLoad((*driver.Thread).ModuleLoadFatBinary))
	// The CUDA runtime's own load of a program's fatbin (CUDART_INTERFACE
	// slot 6): the trace holds the fatbin the wrapper pointed at.
	register("cudart.ModuleLoad", imageLoad((*driver.Thread).ModuleLoadRuntime))
	register("cuModuleLoadDataEx", imageLoad(func(t *driver.Thread, img []byte) (driver.Module, error) {
		return t.ModuleLoadDataEx(img, nil)
	}))
	register("cuModuleGetFunction", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		m, err := r.rawArg(c, 0, "mod")
		if err != nil {
			return nil, err
		}
		name, err := r.strArg(c, 1, "name")
		if err != nil {
			return nil, err
		}
		f, err := t.ModuleGetFunction(driver.Module(m), name)
		return one(handle("fn", uint64(f)), err)
	})
	register("cuModuleGetGlobal", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		m, err := r.rawArg(c, 0, "mod")
		if err != nil {
			return nil, err
		}
		name, err := r.strArg(c, 1, "name")
		if err != nil {
			return nil, err
		}
		p, size, err := t.ModuleGetGlobal(driver.Module(m), name)
		if err != nil {
			return nil, err
		}
		return []Got{named("ptr", handle("ptr", p)), integer("size", int64(size))}, nil
	})
	register("cuModuleEnumerateFunctions", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		n, err := r.u32(c, 0, "count")
		if err != nil {
			return nil, err
		}
		m, err := r.rawArg(c, 1, "mod")
		if err != nil {
			return nil, err
		}
		fs, err := t.ModuleEnumerateFunctions(driver.Module(m), n)
		return one(handles("fn", fs), err)
	})

	// Libraries.
	register("cuLibraryLoadData", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		img, err := r.bytesArg(c, 0, "image")
		if err != nil {
			return nil, err
		}
		l, err := t.LibraryLoadData(img, nil, nil)
		return one(handle("lib", uint64(l)), err)
	})
	register("cuLibraryLoadFromFile", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		p, err := r.strArg(c, 0, "path")
		if err != nil {
			return nil, err
		}
		l, err := t.LibraryLoadFromFile(r.path(p), nil, nil)
		return one(handle("lib", uint64(l)), err)
	})
	libName := func(get func(t *driver.Thread, l driver.Library, name string) ([]Got, error)) handler {
		return func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
			l, err := r.rawArg(c, 0, "lib")
			if err != nil {
				return nil, err
			}
			name, err := r.strArg(c, 1, "name")
			if err != nil {
				return nil, err
			}
			return get(t, driver.Library(l), name)
		}
	}
	register("cuLibraryGetKernel", libName(func(t *driver.Thread, l driver.Library, name string) ([]Got, error) {
		k, err := t.LibraryGetKernel(l, name)
		return one(handle("k", uint64(k)), err)
	}))
	variable := func(p driver.DevicePtr, size uint64, err error) ([]Got, error) {
		if err != nil {
			return nil, err
		}
		return []Got{named("ptr", handle("ptr", p)), integer("size", int64(size))}, nil
	}
	register("cuLibraryGetGlobal", libName(func(t *driver.Thread, l driver.Library, name string) ([]Got, error) {
		return variable(t.LibraryGetGlobal(l, name))
	}))
	register("cuLibraryGetManaged", libName(func(t *driver.Thread, l driver.Library, name string) ([]Got, error) {
		return variable(t.LibraryGetManaged(l, name))
	}))
	register("cuLibraryGetUnifiedFunction", libName(func(t *driver.Thread, l driver.Library, name string) ([]Got, error) {
		p, err := t.LibraryGetUnifiedFunction(l, name)
		return one(handle("ptr", p), err)
	}))
	register("cuLibraryEnumerateKernels", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		n, err := r.u32(c, 0, "count")
		if err != nil {
			return nil, err
		}
		l, err := r.rawArg(c, 1, "lib")
		if err != nil {
			return nil, err
		}
		ks, err := t.LibraryEnumerateKernels(driver.Library(l), n)
		return one(handles("k", ks), err)
	})
	register("cuLibraryGetModule", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		l, err := r.rawArg(c, 0, "lib")
		if err != nil {
			return nil, err
		}
		m, err := t.LibraryGetModule(driver.Library(l))
		return one(handle("mod", uint64(m)), err)
	})

	// Kernels.
	register("cuKernelGetFunction", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		k, err := r.rawArg(c, 0, "k")
		if err != nil {
			return nil, err
		}
		f, err := t.KernelGetFunction(driver.Kernel(k))
		return one(handle("fn", uint64(f)), err)
	})

	// Launches.
	register("cuLaunchKernel", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		f, cfg, err := r.launchShape(c)
		if err != nil {
			return nil, err
		}
		params, extra, err := r.launchParams(t, c, f)
		if err != nil {
			return nil, err
		}
		return noOuts(t.LaunchKernel(driver.Function(f), cfg.Grid, cfg.Block, cfg.SharedMem, cfg.Stream, params, extra))
	})
	register("cuLaunchCooperativeKernel", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		f, cfg, err := r.launchShape(c)
		if err != nil {
			return nil, err
		}
		params, extra, err := r.launchParams(t, c, f)
		if err != nil {
			return nil, err
		}
		if extra != nil {
			return nil, r.badTrace(c, "%s takes params=, not extra= (the C call has no extra)", c.Name)
		}
		return noOuts(t.LaunchCooperativeKernel(driver.Function(f), cfg.Grid, cfg.Block, cfg.SharedMem, cfg.Stream, params))
	})
	// cuLaunchKernelEx: the launch's shape, then attrs=[(id, x, y, z), ...], the first three
	// 32-bit words of each attribute's value (the recorder traces only attributes that are
	// plain numbers).
	register("cuLaunchKernelEx", func(r *Replayer, t *driver.Thread, c *trace.Call) ([]Got, error) {
		f, cfg, err := r.launchShape(c)
		if err != nil {
			return nil, err
		}
		attrs, err := r.arg(c, 5, "attrs")
		if err != nil {
			return nil, err
		}
		if attrs.Kind != trace.KindList && attrs.Kind != trace.KindNull {
			return nil, r.badTrace(c, "%s: %s: want attrs=[(id, x, y, z), ...]", c.Name, attrs)
		}
		for _, a := range attrs.Elems {
			if (a.Kind != trace.KindTuple && a.Kind != trace.KindList) || len(a.Elems) != 4 {
				return nil, r.badTrace(c, "%s: attribute %s: want (id, x, y, z)", c.Name, a)
			}
			var w [4]uint32
			for j, e := range a.Elems {
				u, err := r.raw(c, e)
				if err != nil {
					return nil, err
				}
				w[j] = uint32(u)
			}
			cfg.Attrs = append(cfg.Attrs, driver.LaunchAttribute{ID: driver.LaunchAttributeID(w[0]), Value: int32(w[1]),
				X: w[1], Y: w[2], Z: w[3]})
		}
		params, extra, err := r.launchParams(t, c, f)
		if err != nil {
			return nil, err
		}
		return noOuts(t.LaunchKernelEx(cfg, driver.Function(f), params, extra))
	})
}

// launchShape reads what every launch call starts with: the function, grid=,
// block=, shmem= and stream=.
func (r *Replayer) launchShape(c *trace.Call) (uint64, driver.LaunchConfig, error) {
	var cfg driver.LaunchConfig
	f, err := r.rawArg(c, 0, "f")
	if err != nil {
		return 0, cfg, err
	}
	if cfg.Grid, err = r.dim3(c, 1, "grid"); err != nil {
		return 0, cfg, err
	}
	if cfg.Block, err = r.dim3(c, 2, "block"); err != nil {
		return 0, cfg, err
	}
	if cfg.SharedMem, err = r.u32(c, 3, "shmem"); err != nil {
		return 0, cfg, err
	}
	if v, ok := c.Arg(4, "stream"); ok {
		s, err := r.raw(c, v)
		if err != nil {
			return 0, cfg, err
		}
		cfg.Stream = driver.Stream(s)
	}
	return f, cfg, nil
}

// dim3 reads launch dimensions: a tuple (x,y,z), or a single number for
// (x,1,1).
func (r *Replayer) dim3(c *trace.Call, i int, key string) (driver.Dim3, error) {
	v, err := r.arg(c, i, key)
	if err != nil {
		return driver.Dim3{}, err
	}
	if v.Kind == trace.KindInt {
		return driver.Dim3{X: uint32(v.Int), Y: 1, Z: 1}, nil
	}
	if (v.Kind != trace.KindTuple && v.Kind != trace.KindList) || len(v.Elems) != 3 {
		return driver.Dim3{}, r.badTrace(c, "%s: %s=%s: want (x,y,z)", c.Name, key, v)
	}
	var d [3]uint32
	for j, e := range v.Elems {
		u, err := r.raw(c, e)
		if err != nil {
			return driver.Dim3{}, err
		}
		d[j] = uint32(u)
	}
	return driver.Dim3{X: d[0], Y: d[1], Z: d[2]}, nil
}

// launchParams reads params=[...] (or extra=[...]) into the driver's forms.
// An untyped integer parameter takes the size of the kernel's parameter.
func (r *Replayer) launchParams(t *driver.Thread, c *trace.Call, f uint64) ([][]byte, []byte, error) {
	if v, ok := c.Arg(-1, "extra"); ok {
		b, err := r.encode(c, v, 0)
		if err != nil {
			return nil, nil, err
		}
		if b == nil {
			b = []byte{}
		}
		return nil, b, nil
	}
	v, ok := c.Arg(5, "params")
	if !ok || v.Kind == trace.KindNull {
		return nil, nil, nil
	}
	if v.Kind != trace.KindList {
		return nil, nil, r.badTrace(c, "%s: params=%s: want a list [a, b, ...]", c.Name, v)
	}
	params := make([][]byte, len(v.Elems))
	for i, e := range v.Elems {
		size := 0
		if e.Kind == trace.KindInt && e.Type == "" {
			size = r.paramSize(t, f, i)
			if size == 0 {
				return nil, nil, r.badTrace(c, "%s: parameter %d, %s, has no type and the kernel's layout is not available; write it as i32:%d, u64:%d, ...", c.Name, i, e, e.Int, e.Int)
			}
		}
		b, err := r.encode(c, e, size)
		if err != nil {
			return nil, nil, err
		}
		params[i] = b
	}
	return params, nil, nil
}

// paramSize asks the driver for the size of parameter i of f (a CUfunction
// or a CUkernel); 0 if it cannot tell.
func (r *Replayer) paramSize(t *driver.Thread, f uint64, i int) int {
	if _, size, err := t.FuncGetParamInfo(driver.Function(f), i); err == nil {
		return int(size)
	}
	if _, size, err := t.KernelGetParamInfo(driver.Kernel(f), i); err == nil {
		return int(size)
	}
	return 0
}
