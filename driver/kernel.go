package driver

import (
	"fmt"

	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/internal/module"
)

// kernel is a context-independent kernel handle (CUkernel) of a library.
type kernel struct {
	handle Kernel
	lib    *library
	name   string
}

func (*kernel) handleKind() string { return "kernel" }

func (k *kernel) String() string {
	return fmt.Sprintf("kernel %#x (%s of %v)", uint64(k.handle), k.name, k.lib)
}

// kernelObj resolves a kernel handle; a kernel of an unloaded library is
// CUDA_ERROR_INVALID_HANDLE (the real driver 580 crashes). Every cuKernel*
// call looks its handle up before it checks initialisation (handleFirst).
func (d *Driver) kernelObj(h Kernel) (*kernel, error) {
	k, ok := lookupHandle[*kernel](d, uint64(h))
	if !ok {
		return nil, d.badHandle(cu.ErrorInvalidHandle, "kernel", uint64(h))
	}
	return k, nil
}

// functionIn returns k's function in the copy of its library in mo.
func (k *kernel) functionIn(mo *moduleObj) (*function, error) {
	fn := mo.function(k.name)
	if fn == nil {
		return nil, cu.Errorf(cu.ErrorNotFound, "%v is not in the code device %d loads", k, mo.c.Device)
	}
	return fn, nil
}

// kernelFunction returns k's function in the calling thread's current
// context, loading the library there first if needed.
func (t *Thread) kernelFunction(h Kernel) (*kernel, *function, error) {
	k, err := t.d.kernelObj(h)
	if err != nil {
		return nil, nil, err
	}
	if err := t.d.ready(); err != nil {
		return nil, nil, err
	}
	_, mo, err := t.libraryCopy(k.lib.handle)
	if err != nil {
		return nil, nil, err
	}
	fn, err := k.functionIn(mo)
	return k, fn, err
}

// KernelGetFunction is cuKernelGetFunction: the kernel's function in the
// current context (CUDA_ERROR_INVALID_CONTEXT without one). It is the same
// handle on every call in one context, a different one in each context, and
// the one ModuleGetFunction finds in LibraryGetModule's module.
func (t *Thread) KernelGetFunction(h Kernel) (Function, error) {
	_, fn, err := t.kernelFunction(h)
	if err != nil {
		return 0, err
	}
	if err := fn.f.LoadError(); err != nil {
		return 0, err // module.StageFunction, under lazy loading
	}
	fn.f.Load()
	return fn.handle, nil
}

// kernelOnDevice returns the description of k in the code device dev runs.
func (t *Thread) kernelOnDevice(h Kernel, dev Device) (*kernel, *cubin.Kernel, *module.Limits, error) {
	k, err := t.d.kernelObj(h)
	if err != nil {
		return nil, nil, nil, err
	}
	if err := t.d.ready(); err != nil {
		return nil, nil, nil, err
	}
	if _, err := t.d.device(dev); err != nil {
		return nil, nil, nil, err
	}
	lo := t.d.loader()
	lim := &lo.limits[dev]
	code, err := lo.libraryCode(k.lib, int(dev))
	if err != nil {
		return nil, nil, nil, err
	}
	kd := code.Program.Kernel(k.name)
	if kd == nil {
		return nil, nil, nil, cu.Errorf(cu.ErrorNotFound, "%v is not in the code device %d loads", k, dev)
	}
	return k, kd, lim, nil
}

// KernelGetAttribute is cuKernelGetAttribute: an attribute of the kernel on
// device dev; no context is needed. Values set with KernelSetAttribute are
// reported, even where a function's own setting wins at launch.
func (t *Thread) KernelGetAttribute(a FuncAttribute, h Kernel, dev Device) (int32, error) {
	k, kd, lim, err := t.kernelOnDevice(h, dev)
	if err != nil {
		return 0, err
	}
	return module.KernelAttribute(kd, lim, a, k.lib.settings(k.name, int(dev)))
}

// KernelSetAttribute is cuKernelSetAttribute: it sets a writable attribute
// for the kernel in every context on device dev (a function's own
// FuncSetAttribute wins, whatever the order).
func (t *Thread) KernelSetAttribute(a FuncAttribute, v int32, h Kernel, dev Device) error {
	k, kd, lim, err := t.kernelOnDevice(h, dev)
	if err != nil {
		return err
	}
	return module.SetAttribute(k.lib.settings(k.name, int(dev)), kd, lim, a, v)
}

// KernelSetCacheConfig is cuKernelSetCacheConfig: a cache preference for
// the kernel on device dev, kept and reported only (cudasim has no L1).
func (t *Thread) KernelSetCacheConfig(h Kernel, c FuncCache, dev Device) error {
	k, _, _, err := t.kernelOnDevice(h, dev)
	if err != nil {
		return err
	}
	return k.lib.settings(k.name, int(dev)).SetCacheConfig(module.CacheConfig(c))
}

// KernelGetName is cuKernelGetName; no context is needed. A NULL handle is
// CUDA_ERROR_INVALID_VALUE, as for cuFuncGetName (measured: cuda.bindings'
// test_cuKernelGetName_failure on the H100, testdata/reference/cuda-python).
func (t *Thread) KernelGetName(h Kernel) (string, error) {
	if h == 0 {
		return "", t.d.nullHandle("kernel")
	}
	k, err := t.d.kernelObj(h)
	if err != nil {
		return "", err
	}
	if err := t.d.ready(); err != nil {
		return "", err
	}
	return k.name, nil
}

// KernelGetParamInfo is cuKernelGetParamInfo: offset and size of parameter
// i in the parameter block. As measured it needs a current context
// (CUDA_ERROR_INVALID_CONTEXT without one); past the last parameter it is
// CUDA_ERROR_INVALID_VALUE, as for a NULL handle (nullhandles-native.txt of
// testdata/reference/cuda-python/w2).
func (t *Thread) KernelGetParamInfo(h Kernel, i int) (offset, size uint64, err error) {
	if h == 0 {
		return 0, 0, t.d.nullHandle("kernel")
	}
	_, fn, err := t.kernelFunction(h)
	if err != nil {
		return 0, 0, err
	}
	return module.ParamInfo(fn.f.Kernel, i)
}

// KernelGetLibrary is cuKernelGetLibrary.
func (t *Thread) KernelGetLibrary(h Kernel) (Library, error) {
	k, err := t.d.kernelObj(h)
	if err != nil {
		return 0, err
	}
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	return k.lib.handle, nil
}
