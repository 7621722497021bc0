package driver

import (
	"encoding/binary"
	"math"
	"sync"

	"cudasim/cu"
	"cudasim/internal/module"
)

// The legacy launch API (deprecated since CUDA 4.0, still in driver 580):
// a function carries a block shape, a dynamic shared memory size and a
// parameter buffer, set by cuFuncSetBlockShape, cuFuncSetSharedSize and
// cuParamSetSize/Seti/Setf/Setv, which cuLaunch, cuLaunchGrid and
// cuLaunchGridAsync launch. The codes and what a kernel receives are the
// H200's (testdata/reference/legacy: legacyprobe.c, its transcript): every
// call needs a current context (CUDA_ERROR_INVALID_CONTEXT) without a
// sticky error (the error), then a live function (a NULL one is
// CUDA_ERROR_INVALID_HANDLE). A function starts with a 1x1x1 block, no
// dynamic shared memory and a parameter size of 0. The launch passes the
// first size bytes of the buffer as cuLaunchKernel's
// CU_LAUNCH_PARAM_BUFFER_POINTER would: fewer bytes than the kernel's
// parameters launch, the rest reading zero (measured: the bytes set beyond
// a smaller size are not passed); more are
// CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES (measured).

// legacyParamMax is the largest parameter size cuParamSetSize takes
// (measured: 32764, CUDA 12.1's large kernel parameters; 32765 is
// CUDA_ERROR_INVALID_VALUE).
const legacyParamMax = 32764

// legacyState is a function's legacy launch configuration.
type legacyState struct {
	mu     sync.Mutex
	set    bool // block holds a shape (else 1x1x1)
	block  Dim3
	shared uint32
	size   uint32
	params []byte // legacyParamMax bytes once a parameter is set
}

// legacyFunction resolves h for a legacy call: a current context without a
// sticky error first, then a live function.
func (t *Thread) legacyFunction(h Function, call string) (*function, error) {
	if _, err := t.current(); err != nil {
		return nil, err
	}
	if h == 0 {
		return nil, cu.Errorf(cu.ErrorInvalidHandle, "%s of a NULL function", call)
	}
	return t.d.function(h)
}

// FuncSetBlockShape is cuFuncSetBlockShape: the block the legacy launches
// run. Each dimension must be at least 1, x and y at most 1024, z at most
// 64 and their product at most 1024 (CUDA_ERROR_INVALID_VALUE, measured);
// a refused shape leaves the previous one.
func (t *Thread) FuncSetBlockShape(h Function, x, y, z int32) error {
	fn, err := t.legacyFunction(h, "cuFuncSetBlockShape")
	if err != nil {
		return err
	}
	if x < 1 || y < 1 || z < 1 || x > 1024 || y > 1024 || z > 64 || int64(x)*int64(y)*int64(z) > 1024 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuFuncSetBlockShape: block (%d,%d,%d): each dimension must be at least 1, x and y at most 1024, z at most 64, and at most 1024 threads in all", x, y, z)
	}
	fn.legacy.mu.Lock()
	defer fn.legacy.mu.Unlock()
	fn.legacy.set = true
	fn.legacy.block = Dim3{uint32(x), uint32(y), uint32(z)}
	return nil
}

// FuncSetSharedSize is cuFuncSetSharedSize: the dynamic shared memory of
// the legacy launches. More than the function's
// CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES at the time is
// CUDA_ERROR_INVALID_VALUE (measured: 48 KiB + 4 without the attribute
// raised, 64 KiB accepted once it is 64 KiB), and the size stays. A size
// the attribute no longer allows at the launch is
// CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES there (measured).
func (t *Thread) FuncSetSharedSize(h Function, bytes uint32) error {
	fn, err := t.legacyFunction(h, "cuFuncSetSharedSize")
	if err != nil {
		return err
	}
	limit, err := fn.f.Attribute(module.AttrMaxDynamicSharedSizeBytes)
	if err != nil {
		return err
	}
	if uint64(bytes) > uint64(max(limit, 0)) {
		return cu.Errorf(cu.ErrorInvalidValue, "cuFuncSetSharedSize: %d bytes, more than the function's CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES (%d)", bytes, limit)
	}
	fn.legacy.mu.Lock()
	defer fn.legacy.mu.Unlock()
	fn.legacy.shared = bytes
	return nil
}

// ParamSetSize is cuParamSetSize: how many bytes of the parameter buffer
// the legacy launches pass, at most 32764 (CUDA_ERROR_INVALID_VALUE,
// measured). The bytes set stay in the buffer.
func (t *Thread) ParamSetSize(h Function, bytes uint32) error {
	fn, err := t.legacyFunction(h, "cuParamSetSize")
	if err != nil {
		return err
	}
	if bytes > legacyParamMax {
		return cu.Errorf(cu.ErrorInvalidValue, "cuParamSetSize: %d bytes, more than the %d a kernel's parameters may take", bytes, legacyParamMax)
	}
	fn.legacy.mu.Lock()
	defer fn.legacy.mu.Unlock()
	fn.legacy.size = bytes
	return nil
}

// ParamSeti is cuParamSeti: a 32-bit value at a byte offset of the
// parameter buffer.
func (t *Thread) ParamSeti(h Function, offset int32, v uint32) error {
	return t.paramSet(h, "cuParamSeti", offset, binary.LittleEndian.AppendUint32(nil, v))
}

// ParamSetf is cuParamSetf: a float at a byte offset of the parameter
// buffer.
func (t *Thread) ParamSetf(h Function, offset int32, v float32) error {
	return t.paramSet(h, "cuParamSetf", offset, binary.LittleEndian.AppendUint32(nil, math.Float32bits(v)))
}

// ParamSetv is cuParamSetv: bytes at a byte offset of the parameter
// buffer. NULL data (nil) is CUDA_ERROR_INVALID_VALUE, with a count of 0
// too (measured).
func (t *Thread) ParamSetv(h Function, offset int32, data []byte) error {
	if data == nil {
		if _, err := t.legacyFunction(h, "cuParamSetv"); err != nil {
			return err
		}
		return cu.Errorf(cu.ErrorInvalidValue, "cuParamSetv: the data pointer is NULL")
	}
	return t.paramSet(h, "cuParamSetv", offset, data)
}

// paramSet writes b at offset. The offset is not checked against the size
// cuParamSetSize gave (measured: the H200 takes a value at offset 16 of a
// 16-byte size, and at unaligned offsets). A negative offset crashes the
// real driver; here it is CUDA_ERROR_INVALID_VALUE, as is a value reaching
// past the 32764-byte buffer (not measured).
func (t *Thread) paramSet(h Function, call string, offset int32, b []byte) error {
	fn, err := t.legacyFunction(h, call)
	if err != nil {
		return err
	}
	if offset < 0 || int64(offset)+int64(len(b)) > legacyParamMax {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: %d bytes at offset %d fall outside the %d-byte parameter buffer", call, len(b), offset, legacyParamMax)
	}
	fn.legacy.mu.Lock()
	defer fn.legacy.mu.Unlock()
	if fn.legacy.params == nil {
		fn.legacy.params = make([]byte, legacyParamMax)
	}
	copy(fn.legacy.params[offset:], b)
	return nil
}

// Launch is cuLaunch: the function on a 1x1 grid, in the current context's
// default stream.
func (t *Thread) Launch(h Function) error {
	return t.legacyLaunch(h, 1, 1, 0, "cuLaunch")
}

// LaunchGrid is cuLaunchGrid: the function on a width x height grid in the
// default stream. A width outside [1, 2^31-1] or a height outside
// [1, 65535] is CUDA_ERROR_INVALID_VALUE (measured: 0, -1, 65536).
func (t *Thread) LaunchGrid(h Function, width, height int32) error {
	return t.legacyLaunch(h, width, height, 0, "cuLaunchGrid")
}

// LaunchGridAsync is cuLaunchGridAsync: LaunchGrid on stream s.
func (t *Thread) LaunchGridAsync(h Function, width, height int32, s Stream) error {
	return t.legacyLaunch(h, width, height, s, "cuLaunchGridAsync")
}

func (t *Thread) legacyLaunch(h Function, width, height int32, s Stream, call string) error {
	fn, err := t.legacyFunction(h, call)
	if err != nil {
		return err
	}
	if width < 1 || height < 1 || height > 65535 {
		return cu.Errorf(cu.ErrorInvalidValue, "%s: grid %d x %d: the width must be at least 1, the height 1 to 65535", call, width, height)
	}
	st := &fn.legacy
	st.mu.Lock()
	block := Dim3{1, 1, 1}
	if st.set {
		block = st.block
	}
	params := make([]byte, st.size)
	if st.params != nil {
		copy(params, st.params)
	}
	shared := st.shared
	st.mu.Unlock()
	// The size was checked when set; the attribute may have been lowered
	// since: the legacy launch then answers 701, where cuLaunchKernel
	// answers 1 (measured: 64 KiB set, the attribute back to 48 KiB).
	if limit, err := fn.f.Attribute(module.AttrMaxDynamicSharedSizeBytes); err == nil && uint64(shared) > uint64(max(limit, 0)) {
		return cu.Errorf(cu.ErrorLaunchOutOfResources, "%s: %d bytes of dynamic shared memory, more than the function's CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES (%d) now", call, shared, limit)
	}
	return t.launch(h, &module.Launch{Grid: [3]uint32{uint32(width), uint32(height), 1}, Block: block.array(),
		DynamicShared: shared, Buffer: params, HasBuffer: true}, s, call)
}
