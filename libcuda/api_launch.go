//go:build linux && amd64

package main

/*
#include "cudasim.h"

// cudasim_call_paramsetf calls the recorded driver's cuParamSetf, whose float
// argument the integer trampoline cannot pass.
static CUresult cudasim_call_paramsetf(void *fn, uintptr_t f, int offset, float value) {
	return ((CUresult (*)(uintptr_t, int, float))fn)(f, offset, value);
}
*/
import "C"

import (
	"encoding/binary"
	"unsafe"

	"cudasim/cu"
	"cudasim/driver"
	"cudasim/trace"
)

// The keys of cuLaunchKernel's extra array.
const (
	launchParamEnd           = 0
	launchParamBufferPointer = 1
	launchParamBufferSize    = 2
)

// paramInfo returns the way to ask for a launch target's parameter layout:
// f is a CUfunction or a CUkernel passed as one.
func paramInfo(t *driver.Thread, f driver.Function) func(int) (uint64, uint64, error) {
	fn := func(i int) (uint64, uint64, error) { return t.FuncGetParamInfo(f, i) }
	if _, _, err := fn(0); cu.Code(err) == cu.ErrorInvalidHandle {
		return func(i int) (uint64, uint64, error) { return t.KernelGetParamInfo(driver.Kernel(f), i) }
	}
	return fn
}

// kernelParams views the C kernelParams array as the emulator's parameter
// blocks, each as long as the kernel's parameter (the C caller gives only
// pointers). NULL is nil: no parameters given.
func kernelParams(t *driver.Thread, f driver.Function, kp unsafe.Pointer) ([][]byte, error) {
	if kp == nil {
		return nil, nil
	}
	info := paramInfo(t, f)
	out := [][]byte{}
	for i := 0; ; i++ {
		_, size, err := info(i)
		if cu.Code(err) == cu.ErrorInvalidValue {
			return out, nil // past the last parameter
		}
		if err != nil {
			return nil, err
		}
		p := *(*unsafe.Pointer)(unsafe.Add(kp, i*8))
		if p == nil {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "kernelParams[%d] is NULL", i)
		}
		out = append(out, goBytes(p, size))
	}
}

// launchParams is kernelParams for a launch of f on stream s: one call
// (Thread.LaunchParamLayout) gives every parameter's size. Where that call
// fails, kernelParams decodes the array, so that a launch that fails fails
// with the same error as ever.
func launchParams(t *driver.Thread, f driver.Function, s driver.Stream, kp unsafe.Pointer) ([][]byte, error) {
	if kp == nil {
		return nil, nil
	}
	layout, _, err := t.LaunchParamLayout(f, s)
	if err != nil {
		return kernelParams(t, f, kp)
	}
	out := make([][]byte, len(layout))
	for i, p := range layout {
		ptr := *(*unsafe.Pointer)(unsafe.Add(kp, i*8))
		if ptr == nil {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "kernelParams[%d] is NULL", i)
		}
		out[i] = goBytes(ptr, p.Size)
	}
	return out, nil
}

// extraBuffer reads cuLaunchKernel's extra array: the packed parameter
// buffer it points to, or nil when extra is NULL.
func extraBuffer(extra unsafe.Pointer) ([]byte, error) {
	if extra == nil {
		return nil, nil
	}
	var buf unsafe.Pointer
	var size *C.size_t
	for i := 0; ; i += 2 {
		key := uintptr(*(*unsafe.Pointer)(unsafe.Add(extra, i*8)))
		if key == launchParamEnd {
			break
		}
		val := *(*unsafe.Pointer)(unsafe.Add(extra, (i+1)*8))
		switch key {
		case launchParamBufferPointer:
			buf = val
		case launchParamBufferSize:
			size = (*C.size_t)(val)
		default:
			return nil, cu.Errorf(cu.ErrorInvalidValue, "extra[%d] = %#x is not a CU_LAUNCH_PARAM_* key", i, key)
		}
		if i > 64 {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "extra has no CU_LAUNCH_PARAM_END in its first 32 pairs")
		}
	}
	if buf == nil || size == nil {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "extra lacks CU_LAUNCH_PARAM_BUFFER_POINTER or _SIZE")
	}
	return hostBytes(buf, uint64(*size), "CU_LAUNCH_PARAM_BUFFER_POINTER")
}

//export cuLaunchKernel
func cuLaunchKernel(f C.uintptr_t, gx, gy, gz, bx, by, bz, shmem C.uint, s C.uintptr_t, kp, extra unsafe.Pointer) (res C.CUresult) {
	defer guard("cuLaunchKernel", &res)
	return launchKernel(sym_cuLaunchKernel, f, gx, gy, gz, bx, by, bz, shmem, s, kp, extra, false)
}

//export cuLaunchKernel_ptsz
func cuLaunchKernel_ptsz(f C.uintptr_t, gx, gy, gz, bx, by, bz, shmem C.uint, s C.uintptr_t, kp, extra unsafe.Pointer) (res C.CUresult) {
	defer guard("cuLaunchKernel_ptsz", &res)
	return launchKernel(sym_cuLaunchKernel_ptsz, f, gx, gy, gz, bx, by, bz, shmem, s, kp, extra, true)
}

func launchKernel(sym int, f C.uintptr_t, gx, gy, gz, bx, by, bz, shmem C.uint, s C.uintptr_t, kp, extra unsafe.Pointer, pt bool) C.CUresult {
	if rec.on() {
		a := append(rec.launchShape(f, gx, gy, gz, bx, by, bz, shmem, s), rec.launchParams(f, kp, extra)...)
		r := rec.fwd(sym, uint64(f), uint64(gx), uint64(gy), uint64(gz), uint64(bx), uint64(by), uint64(bz),
			uint64(shmem), uint64(s), uint64(uintptr(kp)), uint64(uintptr(extra)))
		rec.record("cuLaunchKernel", r, a, nil)
		return r
	}
	devicePrintf.flush() // output of earlier launches comes out as this one starts
	t := thread()
	st := stream(s, pt)
	params, err := launchParams(t, driver.Function(f), st, kp)
	if err != nil {
		return ret("cuLaunchKernel", err)
	}
	buf, err := extraBuffer(extra)
	if err != nil {
		return ret("cuLaunchKernel", err)
	}
	err = t.LaunchKernel(driver.Function(f), driver.Dim3{X: uint32(gx), Y: uint32(gy), Z: uint32(gz)},
		driver.Dim3{X: uint32(bx), Y: uint32(by), Z: uint32(bz)}, uint32(shmem), st, params, buf)
	return ret("cuLaunchKernel", err)
}

// launchAttr is CUlaunchAttribute: an id and a 64-byte value union.
type launchAttr struct {
	id    uint32
	_     uint32
	value [64]byte
}

//export cuLaunchKernelEx
func cuLaunchKernelEx(cfg *C.CUlaunchConfig, f C.uintptr_t, kp, extra unsafe.Pointer) (res C.CUresult) {
	defer guard("cuLaunchKernelEx", &res)
	return launchKernelEx(sym_cuLaunchKernelEx, cfg, f, kp, extra, false)
}

//export cuLaunchKernelEx_ptsz
func cuLaunchKernelEx_ptsz(cfg *C.CUlaunchConfig, f C.uintptr_t, kp, extra unsafe.Pointer) (res C.CUresult) {
	defer guard("cuLaunchKernelEx_ptsz", &res)
	return launchKernelEx(sym_cuLaunchKernelEx_ptsz, cfg, f, kp, extra, true)
}

// launchConfig decodes a CUlaunchConfig (cuLaunchKernelEx, the cluster
// occupancy calls).
func launchConfig(cfg *C.CUlaunchConfig, pt bool) (driver.LaunchConfig, error) {
	c := driver.LaunchConfig{
		Grid:      driver.Dim3{X: uint32(cfg.gridDimX), Y: uint32(cfg.gridDimY), Z: uint32(cfg.gridDimZ)},
		Block:     driver.Dim3{X: uint32(cfg.blockDimX), Y: uint32(cfg.blockDimY), Z: uint32(cfg.blockDimZ)},
		SharedMem: uint32(cfg.sharedMemBytes),
		Stream:    stream(C.uintptr_t(uintptr(unsafe.Pointer(cfg.hStream))), pt),
	}
	if cfg.numAttrs > 0 {
		if cfg.attrs == nil {
			return c, errNullOut("config->attrs")
		}
		for _, a := range unsafe.Slice((*launchAttr)(cfg.attrs), cfg.numAttrs) {
			le := binary.LittleEndian
			c.Attrs = append(c.Attrs, driver.LaunchAttribute{ID: driver.LaunchAttributeID(a.id),
				Value: int32(le.Uint32(a.value[0:])), X: le.Uint32(a.value[0:]), Y: le.Uint32(a.value[4:]), Z: le.Uint32(a.value[8:]),
				Window: launchAttrValue(unsafe.Pointer(&a.value)).Window})
		}
	}
	return c, nil
}

func launchKernelEx(sym int, cfg *C.CUlaunchConfig, f C.uintptr_t, kp, extra unsafe.Pointer, pt bool) C.CUresult {
	if rec.on() {
		a, traced := rec.launchConfig(cfg, f, kp, extra)
		r := rec.fwd(sym, u64(cfg), uint64(f), uint64(uintptr(kp)), uint64(uintptr(extra)))
		if traced {
			rec.record("cuLaunchKernelEx", r, a, nil)
		} else {
			rec.comment("cuLaunchKernelEx(%v) with an attribute that names a handle or memory -> %d (not traced)", rec.fn(f), r)
		}
		return r
	}
	if cfg == nil {
		return ret("cuLaunchKernelEx", errNullOut("config"))
	}
	c, err := launchConfig(cfg, pt)
	if err != nil {
		return ret("cuLaunchKernelEx", err)
	}
	devicePrintf.flush()
	t := thread()
	params, err := launchParams(t, driver.Function(f), c.Stream, kp)
	if err != nil {
		return ret("cuLaunchKernelEx", err)
	}
	buf, err := extraBuffer(extra)
	if err != nil {
		return ret("cuLaunchKernelEx", err)
	}
	err = t.LaunchKernelEx(c, driver.Function(f), params, buf)
	for i, a := range c.Attrs {
		if a.DevNode != 0 {
			// A captured device-updatable node's handle, written back into the caller's attribute (measured).
			la := &unsafe.Slice((*launchAttr)(cfg.attrs), cfg.numAttrs)[i]
			binary.LittleEndian.PutUint64(la.value[8:], a.DevNode)
		}
	}
	return ret("cuLaunchKernelEx", err)
}

// launchShape is the trace's start of a launch: the function, grid=, block=,
// shmem= and stream=.
func (r *recorder) launchShape(f C.uintptr_t, gx, gy, gz, bx, by, bz, shmem C.uint, s C.uintptr_t) []trace.Value {
	return args(r.fn(f), trace.Dim3(uint32(gx), uint32(gy), uint32(gz)).Named("grid"),
		trace.Dim3(uint32(bx), uint32(by), uint32(bz)).Named("block"),
		trace.Int(int64(shmem)).Named("shmem"), r.strm(s).Named("stream"))
}

// tracedAttributes are the launch attributes whose values are plain numbers
// (the first three 32-bit words of the value say all): a trace line carries
// them as attrs=[(id, x, y, z), ...]. The others name a handle or memory
// (an access policy window, events, a device-updatable node's handle
// written back) and leave the launch a comment.
var tracedAttributes = map[driver.LaunchAttributeID]bool{
	driver.LaunchAttributeIgnore: true, driver.LaunchAttributeCooperative: true,
	driver.LaunchAttributeSynchronizationPolicy: true, driver.LaunchAttributeClusterDim: true,
	driver.LaunchAttributeClusterSchedulingPolicy: true, driver.LaunchAttributeProgrammaticStreamSerialization: true,
	driver.LaunchAttributePriority: true, driver.LaunchAttributeMemSyncDomainMap: true,
	driver.LaunchAttributeMemSyncDomain: true, driver.LaunchAttributePreferredSharedMemoryCarveout: true,
}

// launchConfig describes cuLaunchKernelEx's arguments for the trace, and
// whether they can be traced (every attribute one of tracedAttributes).
func (r *recorder) launchConfig(cfg *C.CUlaunchConfig, f C.uintptr_t, kp, extra unsafe.Pointer) ([]trace.Value, bool) {
	if cfg == nil || (cfg.numAttrs > 0 && cfg.attrs == nil) {
		return nil, false
	}
	a := r.launchShape(f, cfg.gridDimX, cfg.gridDimY, cfg.gridDimZ, cfg.blockDimX, cfg.blockDimY, cfg.blockDimZ,
		cfg.sharedMemBytes, C.uintptr_t(uintptr(unsafe.Pointer(cfg.hStream))))
	var attrs []trace.Value
	for _, at := range unsafe.Slice((*launchAttr)(cfg.attrs), cfg.numAttrs) {
		if !tracedAttributes[driver.LaunchAttributeID(at.id)] {
			return nil, false
		}
		le := binary.LittleEndian
		attrs = append(attrs, trace.Tuple(trace.Int(int64(at.id)), trace.Int(int64(le.Uint32(at.value[0:]))),
			trace.Int(int64(le.Uint32(at.value[4:]))), trace.Int(int64(le.Uint32(at.value[8:])))))
	}
	a = append(a, trace.List(attrs...).Named("attrs"))
	return append(a, r.launchParams(f, kp, extra)...), true
}

// launchParams describes a launch's parameters for the trace, asking the
// driver for the kernel's layout: kernelParams as params=[...], a packed
// extra= buffer split at the parameters, so that pointers to named memory
// are names either way and a replay passes its own addresses.
func (r *recorder) launchParams(f C.uintptr_t, kp, extra unsafe.Pointer) []trace.Value {
	if kp == nil && extra != nil {
		buf, err := extraBuffer(extra)
		if err != nil {
			return args(trace.Null().Named("params"))
		}
		offsets, sizes := r.paramLayout(f)
		return args(r.syms.Packed(buf, offsets, sizes).Named("extra"))
	}
	if kp == nil {
		return args(trace.Null().Named("params"))
	}
	_, sizes := r.paramLayout(f)
	var ps []trace.Value
	for i, size := range sizes {
		p := *(*unsafe.Pointer)(unsafe.Add(kp, i*8))
		if p == nil {
			ps = append(ps, trace.Null())
			continue
		}
		b := copyOf(p, size)
		switch size {
		case 8:
			ps = append(ps, r.syms.Pointer(binary.LittleEndian.Uint64(b)))
		case 4:
			ps = append(ps, trace.Typed("i32", int64(int32(binary.LittleEndian.Uint32(b)))))
		case 2:
			ps = append(ps, trace.Typed("i16", int64(int16(binary.LittleEndian.Uint16(b)))))
		case 1:
			ps = append(ps, trace.Typed("u8", int64(b[0])))
		default:
			ps = append(ps, trace.Hex(b))
		}
	}
	return args(trace.List(ps...).Named("params"))
}

// paramLayout asks the driver for the offset and size of each parameter of
// f, a CUfunction or a CUkernel passed as one.
func (r *recorder) paramLayout(f C.uintptr_t) (offsets, sizes []uint64) {
	sym := sym_cuFuncGetParamInfo
	if _, ok := r.syms.Find(uint64(f), "k"); ok {
		sym = sym_cuKernelGetParamInfo
	}
	for i := 0; i < maxParams; i++ {
		var off, size C.size_t
		if r.fwd(sym, uint64(f), uint64(i), u64(&off), u64(&size)) != 0 {
			break
		}
		offsets = append(offsets, uint64(off))
		sizes = append(sizes, uint64(size))
	}
	return offsets, sizes
}

// maxParams bounds the parameters asked about: a kernel's parameters fit in
// 32 KiB, so no kernel has more than 32768 of them.
const maxParams = 32768

//export cuLaunchCooperativeKernel
func cuLaunchCooperativeKernel(f C.uintptr_t, gx, gy, gz, bx, by, bz, shmem C.uint, s C.uintptr_t, kp unsafe.Pointer) (res C.CUresult) {
	defer guard("cuLaunchCooperativeKernel", &res)
	return launchCooperative(sym_cuLaunchCooperativeKernel, f, gx, gy, gz, bx, by, bz, shmem, s, kp, false)
}

//export cuLaunchCooperativeKernel_ptsz
func cuLaunchCooperativeKernel_ptsz(f C.uintptr_t, gx, gy, gz, bx, by, bz, shmem C.uint, s C.uintptr_t, kp unsafe.Pointer) (res C.CUresult) {
	defer guard("cuLaunchCooperativeKernel_ptsz", &res)
	return launchCooperative(sym_cuLaunchCooperativeKernel_ptsz, f, gx, gy, gz, bx, by, bz, shmem, s, kp, true)
}

func launchCooperative(sym int, f C.uintptr_t, gx, gy, gz, bx, by, bz, shmem C.uint, s C.uintptr_t, kp unsafe.Pointer, pt bool) C.CUresult {
	if rec.on() {
		a := append(rec.launchShape(f, gx, gy, gz, bx, by, bz, shmem, s), rec.launchParams(f, kp, nil)...)
		r := rec.fwd(sym, uint64(f), uint64(gx), uint64(gy), uint64(gz), uint64(bx), uint64(by), uint64(bz),
			uint64(shmem), uint64(s), uint64(uintptr(kp)))
		rec.record("cuLaunchCooperativeKernel", r, a, nil)
		return r
	}
	devicePrintf.flush()
	t := thread()
	st := stream(s, pt)
	params, err := launchParams(t, driver.Function(f), st, kp)
	if err != nil {
		return ret("cuLaunchCooperativeKernel", err)
	}
	err = t.LaunchCooperativeKernel(driver.Function(f), driver.Dim3{X: uint32(gx), Y: uint32(gy), Z: uint32(gz)},
		driver.Dim3{X: uint32(bx), Y: uint32(by), Z: uint32(bz)}, uint32(shmem), st, params)
	return ret("cuLaunchCooperativeKernel", err)
}

// cudaLaunchParams is CUDA_LAUNCH_PARAMS.
type cudaLaunchParams struct {
	function               uintptr
	gridX, gridY, gridZ    uint32
	blockX, blockY, blockZ uint32
	sharedMemBytes         uint32
	hStream                uintptr
	kernelParams           unsafe.Pointer
}

//export cuLaunchCooperativeKernelMultiDevice
func cuLaunchCooperativeKernelMultiDevice(list unsafe.Pointer, numDevices, flags C.uint) (res C.CUresult) {
	defer guard("cuLaunchCooperativeKernelMultiDevice", &res)
	if rec.on() {
		r := rec.fwd(sym_cuLaunchCooperativeKernelMultiDevice, uint64(uintptr(list)), uint64(numDevices), uint64(flags))
		rec.comment("cuLaunchCooperativeKernelMultiDevice(%d devices) -> %d (not traced)", numDevices, r)
		return r
	}
	if list == nil {
		return ret("cuLaunchCooperativeKernelMultiDevice", cu.Errorf(cu.ErrorInvalidValue, "launchParamsList is NULL"))
	}
	devicePrintf.flush()
	t := thread()
	var ls []driver.CooperativeLaunchParams
	for _, p := range unsafe.Slice((*cudaLaunchParams)(list), numDevices) {
		params, err := kernelParams(t, driver.Function(p.function), p.kernelParams)
		if err != nil {
			return ret("cuLaunchCooperativeKernelMultiDevice", err)
		}
		ls = append(ls, driver.CooperativeLaunchParams{Function: driver.Function(p.function),
			Grid: driver.Dim3{X: p.gridX, Y: p.gridY, Z: p.gridZ}, Block: driver.Dim3{X: p.blockX, Y: p.blockY, Z: p.blockZ},
			SharedMem: p.sharedMemBytes, Stream: driver.Stream(p.hStream), Params: params})
	}
	return ret("cuLaunchCooperativeKernelMultiDevice", t.LaunchCooperativeKernelMultiDevice(ls, uint32(flags)))
}

// The legacy launch API's parameter setters that the call lines cannot
// say (driver/legacylaunch.go): a float by value, a buffer sized by an
// unsigned int, a texture reference.

//export cuParamSetf
func cuParamSetf(hfunc C.uintptr_t, offset C.int, value C.float) (res C.CUresult) {
	defer guard("cuParamSetf", &res)
	if rec.on() {
		// rec.fwd passes integers only: the float goes through a C call of
		// its own.
		fn := C.cudasim_real_fn(C.int(sym_cuParamSetf))
		if fn == nil || rec.self {
			rec.comment("cuParamSetf(%#x, %d, %g) -> CUDA_ERROR_NOT_SUPPORTED (not forwarded)", uint64(hfunc), int32(offset), float32(value))
			return C.CUresult(cu.ErrorNotSupported)
		}
		r := C.cudasim_call_paramsetf(fn, C.uintptr_t(hfunc), offset, value)
		rec.comment("cuParamSetf(%#x, %d, %g) -> %d", uint64(hfunc), int32(offset), float32(value), r)
		return r
	}
	return ret("cuParamSetf", thread().ParamSetf(driver.Function(hfunc), int32(offset), float32(value)))
}

//export cuParamSetv
func cuParamSetv(hfunc C.uintptr_t, offset C.int, ptr unsafe.Pointer, numbytes C.uint) (res C.CUresult) {
	defer guard("cuParamSetv", &res)
	if rec.on() {
		r := rec.fwd(sym_cuParamSetv, uint64(hfunc), uint64(uint32(offset)), uint64(uintptr(ptr)), uint64(numbytes))
		rec.comment("cuParamSetv(%#x, %d, %d bytes) -> %d", uint64(hfunc), int32(offset), uint32(numbytes), r)
		return r
	}
	var data []byte
	if ptr != nil {
		b, err := hostBytes(ptr, uint64(numbytes), "ptr")
		if err != nil {
			return ret("cuParamSetv", err)
		}
		data = b
	}
	return ret("cuParamSetv", thread().ParamSetv(driver.Function(hfunc), int32(offset), data))
}
