package driver

import (
	"cudasim/cu"
	"cudasim/internal/module"
)

// FuncAttribute is CUfunction_attribute (see module.Attribute for the
// values, e.g. module.AttrMaxThreadsPerBlock).
type FuncAttribute = module.Attribute

// FunctionLoadingState is CUfunctionLoadingState.
type FunctionLoadingState int32

// The CUfunctionLoadingState values.
const (
	FunctionUnloaded FunctionLoadingState = 0 // CU_FUNCTION_LOADING_STATE_UNLOADED
	FunctionLoaded   FunctionLoadingState = 1 // CU_FUNCTION_LOADING_STATE_LOADED
)

// function resolves a function handle. A kernel handle is
// CUDA_ERROR_INVALID_HANDLE here (only the launch calls accept one cast to
// CUfunction; the real driver answers cuFuncGetAttribute, cuFuncSetAttribute,
// cuFuncSetCacheConfig, cuFuncGetName and cuFuncGetModule so too, measured
// in testdata/reference/probe2).
func (d *Driver) function(h Function) (*function, error) {
	if err := d.ready(); err != nil {
		return nil, err
	}
	return d.functionFirst(h)
}

// functionFirst is function for the calls that look their handle up before
// they check initialisation (handleFirst).
func (d *Driver) functionFirst(h Function) (*function, error) {
	fn, ok := lookupHandle[*function](d, uint64(h))
	if !ok {
		return nil, d.badHandle(cu.ErrorInvalidHandle, "function", uint64(h))
	}
	if err := d.ready(); err != nil {
		return nil, err
	}
	return fn, nil
}

// FuncGetAttribute is cuFuncGetAttribute. Under lazy loading a function
// from ModuleEnumerateFunctions that was not loaded yet answers
// MAX_THREADS_PER_BLOCK, CONST_SIZE_BYTES and MAX_DYNAMIC_SHARED_SIZE_BYTES
// with CUDA_ERROR_FUNCTION_NOT_LOADED.
//
// After a fault in the function's context it answers the sticky error
// (measured: testdata/reference/faith).
func (t *Thread) FuncGetAttribute(a FuncAttribute, h Function) (int32, error) {
	if err := t.hostCodeRefuses("cuFuncGetAttribute"); err != nil {
		return 0, err
	}
	fn, err := t.d.functionFirst(h)
	if err != nil {
		return 0, err
	}
	if err := fn.mod.c.Err(); err != nil {
		return 0, err
	}
	return fn.f.Attribute(a)
}

// FuncSetAttribute is cuFuncSetAttribute: writable attributes only
// (MAX_DYNAMIC_SHARED_SIZE_BYTES up to the device's opt-in limit,
// PREFERRED_SHARED_MEMORY_CARVEOUT, the cluster attributes); read-only ones
// are CUDA_ERROR_INVALID_VALUE.
func (t *Thread) FuncSetAttribute(h Function, a FuncAttribute, v int32) error {
	fn, err := t.d.function(h)
	if err != nil {
		return err
	}
	// cuFuncSetAttribute takes NON_PORTABLE as a flag: any nonzero value reads
	// back 1 (testdata/reference/breadth); cuKernelSetAttribute keeps the value.
	if a == FuncAttributeNonPortableClusterSizeAllowed && v != 0 {
		v = 1
	}
	return module.SetAttribute(&fn.f.Own, fn.f.Kernel, fn.f.Module.Env.Limits(), a, v)
}

// FuncSetCacheConfig is cuFuncSetCacheConfig: kept and reported only.
func (t *Thread) FuncSetCacheConfig(h Function, c FuncCache) error {
	fn, err := t.d.function(h)
	if err != nil {
		return err
	}
	return fn.f.Own.SetCacheConfig(module.CacheConfig(c))
}

// FuncGetModule is cuFuncGetModule. A NULL handle is CUDA_ERROR_INVALID_VALUE
// (measured: testdata/reference/cuda-python/w2/nullhandles-native.txt).
func (t *Thread) FuncGetModule(h Function) (Module, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if h == 0 {
		return 0, t.d.nullHandle("function")
	}
	fn, err := t.d.function(h)
	if err != nil {
		return 0, err
	}
	return fn.mod.handle, nil
}

// FuncGetName is cuFuncGetName. A NULL handle is CUDA_ERROR_INVALID_VALUE,
// where another dead handle is CUDA_ERROR_INVALID_HANDLE (measured: cuda.bindings'
// test_cuFuncGetName_failure on the H100, testdata/reference/cuda-python).
func (t *Thread) FuncGetName(h Function) (string, error) {
	if h == 0 {
		return "", t.d.nullHandle("function")
	}
	fn, err := t.d.functionFirst(h)
	if err != nil {
		return "", err
	}
	return fn.f.Kernel.Name, nil
}

// FuncGetParamInfo is cuFuncGetParamInfo: offset and size of parameter i
// (CUDA_ERROR_INVALID_VALUE past the last one, and for a NULL handle: measured,
// testdata/reference/cuda-python/w2/nullhandles-native.txt).
func (t *Thread) FuncGetParamInfo(h Function, i int) (offset, size uint64, err error) {
	if h == 0 {
		return 0, 0, t.d.nullHandle("function")
	}
	fn, err := t.d.functionFirst(h)
	if err != nil {
		return 0, 0, err
	}
	return module.ParamInfo(fn.f.Kernel, i)
}

// FuncIsLoaded is cuFuncIsLoaded.
func (t *Thread) FuncIsLoaded(h Function) (FunctionLoadingState, error) {
	fn, err := t.d.functionFirst(h)
	if err != nil {
		return 0, err
	}
	if fn.f.Loaded() {
		return FunctionLoaded, nil
	}
	return FunctionUnloaded, nil
}

// FuncLoad is cuFuncLoad: it loads a lazily loaded function (a no-op when
// it is loaded).
func (t *Thread) FuncLoad(h Function) error {
	fn, err := t.d.functionFirst(h)
	if err != nil {
		return err
	}
	if err := fn.f.LoadError(); err != nil {
		return err // module.StageFunction
	}
	fn.f.Load()
	return nil
}

// The CUfunction_attribute values, for FuncGetAttribute and
// KernelGetAttribute.
const (
	FuncAttributeMaxThreadsPerBlock            = module.AttrMaxThreadsPerBlock
	FuncAttributeSharedSizeBytes               = module.AttrSharedSizeBytes
	FuncAttributeConstSizeBytes                = module.AttrConstSizeBytes
	FuncAttributeLocalSizeBytes                = module.AttrLocalSizeBytes
	FuncAttributeNumRegs                       = module.AttrNumRegs
	FuncAttributePTXVersion                    = module.AttrPTXVersion
	FuncAttributeBinaryVersion                 = module.AttrBinaryVersion
	FuncAttributeCacheModeCA                   = module.AttrCacheModeCA
	FuncAttributeMaxDynamicSharedSizeBytes     = module.AttrMaxDynamicSharedSizeBytes
	FuncAttributePreferredSharedMemoryCarveout = module.AttrPreferredSharedMemoryCarveout
	FuncAttributeClusterSizeMustBeSet          = module.AttrClusterSizeMustBeSet
	FuncAttributeRequiredClusterWidth          = module.AttrRequiredClusterWidth
	FuncAttributeRequiredClusterHeight         = module.AttrRequiredClusterHeight
	FuncAttributeRequiredClusterDepth          = module.AttrRequiredClusterDepth
	FuncAttributeNonPortableClusterSizeAllowed = module.AttrNonPortableClusterSizeAllowed
	FuncAttributeClusterSchedulingPolicy       = module.AttrClusterSchedulingPolicy
)
