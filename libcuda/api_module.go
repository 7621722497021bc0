//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"unicode/utf8"
	"unsafe"

	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/driver"
	"cudasim/trace"
)

// maxImage bounds the window through which an image handed over as a bare
// pointer is read; cubin.Size finds its real extent from its headers.
const maxImage = 1 << 30

// image returns the bytes of the cubin, fatbin or PTX image at p (nil for
// NULL). An image whose extent cannot be found is returned as its first
// byte, so that the load fails with the parser's code and message.
func image(p unsafe.Pointer) []byte {
	if p == nil {
		return nil
	}
	window := unsafe.Slice((*byte)(p), maxImage)
	touch(p) // a wild pointer faults here, in the entry point (faultInEntryPoint), not in cubin
	n, err := cubin.Size(window)
	if err != nil || n <= 0 {
		return window[:1]
	}
	return window[:n]
}

// imageValue is an image as a trace input (a file beside the trace when
// large).
func imageValue(p unsafe.Pointer) trace.Value {
	b := image(p)
	if b == nil {
		return trace.Null()
	}
	if cubin.Detect(b) == cubin.FormatWrapper {
		// A program's host fatbin wrapper (CUDA 13's runtime hands it to
		// cuLibraryLoadData): the trace holds the fatbin it points at,
		// which a replay can load.
		if w, err := cubin.DecodeWrapper(b); err == nil && w.Data != 0 {
			return imageValue(C.cudasim_ptr(C.uint64_t(w.Data)))
		}
	}
	if len(b) <= trace.DefaultInlineMax && cubin.Detect(b) == cubin.FormatPTX && b[len(b)-1] == 0 && utf8.Valid(b) {
		return trace.String(string(b[:len(b)-1])) // short PTX source, as text
	}
	return trace.Hex(append([]byte(nil), b...))
}

// maxOptions bounds option and attribute arrays: longer ones are garbage.
const maxOptions = 1 << 12

// jitOptions converts cuModuleLoadDataEx's and cuLibraryLoad*'s option
// arrays. Log buffers are used in place, sized by their _SIZE_BYTES options.
func jitOptions(n C.uint, opts *C.int, optVals *unsafe.Pointer) ([]driver.JITOptionValue, error) {
	if n == 0 {
		return nil, nil
	}
	if opts == nil || optVals == nil {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%d JIT options but options or optionValues is NULL", n)
	}
	if n > maxOptions {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%d JIT options: more than there are options", n)
	}
	ks := unsafe.Slice(opts, n)
	vs := unsafe.Slice(optVals, n)
	out := make([]driver.JITOptionValue, n)
	for i := range out {
		out[i] = driver.JITOptionValue{Option: driver.JITOption(ks[i]), Value: uint64(uintptr(vs[i]))}
	}
	size := func(o driver.JITOption) uint64 {
		for _, v := range out {
			if v.Option == o {
				return uint64(uint32(v.Value))
			}
		}
		return 0
	}
	for i := range out {
		var n uint64
		switch out[i].Option {
		case driver.JITInfoLogBuffer:
			n = size(driver.JITInfoLogBufferSizeBytes)
		case driver.JITErrorLogBuffer:
			n = size(driver.JITErrorLogBufferSize)
		default:
			continue
		}
		if vs[i] != nil && n > 0 {
			out[i].Buffer = goBytes(vs[i], n)
		}
	}
	return out, nil
}

// putJITOptions writes the output options back into optionValues, as the
// real driver does (a scalar in the pointer-sized slot).
func putJITOptions(out []driver.JITOptionValue, optVals *unsafe.Pointer) {
	if len(out) == 0 {
		return
	}
	vs := unsafe.Slice((*uint64)(unsafe.Pointer(optVals)), len(out))
	for i, v := range out {
		switch v.Option {
		case driver.JITWallTime, driver.JITInfoLogBufferSizeBytes, driver.JITErrorLogBufferSize, driver.JITThreadsPerBlock:
			vs[i] = v.Value
		}
	}
}

func (r *recorder) mod(h C.uintptr_t) trace.Value { return r.in(uint64(h), "mod") }
func (r *recorder) lib(h C.uintptr_t) trace.Value { return r.in(uint64(h), "lib") }

// fn names a CUfunction, or a CUkernel passed as one.
func (r *recorder) fn(h C.uintptr_t) trace.Value { return r.in(uint64(h), "fn", "k") }

// --- modules ---

//export cuModuleLoad
func cuModuleLoad(pm *C.uintptr_t, path *C.char) (res C.CUresult) {
	defer guard("cuModuleLoad", &res)
	if rec.on() {
		r := rec.fwd(sym_cuModuleLoad, u64(pm), u64(path))
		rec.record("cuModuleLoad", r, args(trace.String(C.GoString(path))), func() []trace.Value { return vals(rec.newInCtx("mod", uint64(*pm))) })
		return r
	}
	if pm == nil || path == nil {
		return ret("cuModuleLoad", errNullOut("module or fname"))
	}
	m, err := thread().ModuleLoad(C.GoString(path))
	if err == nil {
		*pm = C.uintptr_t(m)
	}
	return synced("cuModuleLoad", err)
}

//export cuModuleLoadData
func cuModuleLoadData(pm *C.uintptr_t, img unsafe.Pointer) (res C.CUresult) {
	defer guard("cuModuleLoadData", &res)
	return moduleLoadData("cuModuleLoadData", sym_cuModuleLoadData, pm, img, (*driver.Thread).ModuleLoadData)
}

//export cuModuleLoadFatBinary
func cuModuleLoadFatBinary(pm *C.uintptr_t, img unsafe.Pointer) (res C.CUresult) {
	defer guard("cuModuleLoadFatBinary", &res)
	return moduleLoadData("cuModuleLoadFatBinary", sym_cuModuleLoadFatBinary, pm, img, (*driver.Thread).ModuleLoadFatBinary)
}

func moduleLoadData(name string, sym int, pm *C.uintptr_t, img unsafe.Pointer, load func(*driver.Thread, []byte) (driver.Module, error)) C.CUresult {
	if rec.on() {
		v := imageValue(img)
		r := rec.fwd(sym, u64(pm), uint64(uintptr(img)))
		rec.record(name, r, args(v), func() []trace.Value { return vals(rec.newInCtx("mod", uint64(*pm))) })
		return r
	}
	if pm != nil && img == nil {
		// measured (e_library): with no current context, a NULL image is
		// CUDA_ERROR_INVALID_CONTEXT
		if _, err := thread().CtxGetDevice(); err != nil {
			return ret(name, err)
		}
	}
	if pm == nil || img == nil {
		return ret(name, errNullOut("module or image"))
	}
	m, err := load(thread(), loadImage(img))
	if err == nil {
		*pm = C.uintptr_t(m)
	}
	return synced(name, err)
}

//export cuModuleLoadDataEx
func cuModuleLoadDataEx(pm *C.uintptr_t, img unsafe.Pointer, n C.uint, opts *C.int, optVals *unsafe.Pointer) (res C.CUresult) {
	defer guard("cuModuleLoadDataEx", &res)
	if rec.on() {
		v := imageValue(img)
		r := rec.fwd(sym_cuModuleLoadDataEx, u64(pm), uint64(uintptr(img)), uint64(n), u64(opts), u64(optVals))
		// The JIT options change nothing cudasim replays; a trace keeps the image.
		rec.record("cuModuleLoadData", r, args(v), func() []trace.Value { return vals(rec.newInCtx("mod", uint64(*pm))) })
		return r
	}
	if pm == nil || img == nil {
		return ret("cuModuleLoadDataEx", errNullOut("module or image"))
	}
	jit, err := jitOptions(n, opts, optVals)
	if err != nil {
		return ret("cuModuleLoadDataEx", err)
	}
	m, err := thread().ModuleLoadDataEx(loadImage(img), jit)
	putJITOptions(jit, optVals)
	if err == nil {
		*pm = C.uintptr_t(m)
	}
	return synced("cuModuleLoadDataEx", err)
}

//export cuModuleGetFunction
func cuModuleGetFunction(pf *C.uintptr_t, m C.uintptr_t, name *C.char) (res C.CUresult) {
	defer guard("cuModuleGetFunction", &res)
	if rec.on() {
		r := rec.fwd(sym_cuModuleGetFunction, u64(pf), uint64(m), u64(name))
		rec.record("cuModuleGetFunction", r, args(rec.mod(m), trace.String(C.GoString(name))), func() []trace.Value {
			v := rec.syms.Name("fn", uint64(*pf))
			rec.own(owner{"mod", uint64(m)}, "fn", uint64(*pf), false)
			return vals(v)
		})
		return r
	}
	if pf == nil || name == nil {
		return ret("cuModuleGetFunction", errNullOut("hfunc or name"))
	}
	// A failed look-up writes NULL too (measured for a name the module lacks:
	// testdata/reference/tidy32/h100-s34, outputs_N.out).
	f, err := thread().ModuleGetFunction(driver.Module(m), C.GoString(name))
	*pf = C.uintptr_t(f)
	return ret("cuModuleGetFunction", err)
}

//export cuModuleGetGlobal_v2
func cuModuleGetGlobal_v2(dp *C.CUdeviceptr, size *C.size_t, m C.uintptr_t, name *C.char) (res C.CUresult) {
	defer guard("cuModuleGetGlobal_v2", &res)
	if rec.on() {
		size := sizeForNaming(dp, size)
		r := rec.fwd(sym_cuModuleGetGlobal_v2, u64(dp), u64(size), uint64(m), u64(name))
		rec.record("cuModuleGetGlobal", r, args(rec.mod(m), trace.String(C.GoString(name))), func() []trace.Value {
			return rec.global(owner{"mod", uint64(m)}, "var", dp, size)
		})
		return r
	}
	if name == nil {
		return ret("cuModuleGetGlobal", errNullOut("name"))
	}
	// A failed look-up writes 0 too (measured for a name the module lacks:
	// testdata/reference/tidy32/h100-s34, outputs_N.out).
	p, n, err := thread().ModuleGetGlobal(driver.Module(m), C.GoString(name))
	putGlobal(dp, size, p, n)
	return ret("cuModuleGetGlobal", err)
}

// putGlobal writes a global's address and size where the caller asked for
// them (either may be NULL).
func putGlobal(dp *C.CUdeviceptr, size *C.size_t, p driver.DevicePtr, n uint64) {
	if dp != nil {
		*dp = C.CUdeviceptr(p)
	}
	if size != nil {
		*size = C.size_t(n)
	}
}

// global names a variable's address (a range, so that addresses inside it
// are named too) and size for the trace; the name dies with o (and a
// library's variable, whose address is per context, with the context).
// sizeForNaming returns size, or when the caller passed NULL (the CUDA
// runtime does, for cudaMemcpyToSymbol) a pointer to a variable of the
// recorder's own: the variable's size is needed to name addresses inside it
// (var3+24) in later calls.
func sizeForNaming(dp *C.CUdeviceptr, size *C.size_t) *C.size_t {
	if size == nil && dp != nil {
		return new(C.size_t)
	}
	return size
}

func (r *recorder) global(o owner, prefix string, dp *C.CUdeviceptr, size *C.size_t) []trace.Value {
	p, s := trace.Any(), trace.Any()
	var n uint64
	if size != nil {
		n = uint64(*size)
		s = trace.Uint(n)
	}
	if dp != nil {
		if v, ok := r.syms.Find(uint64(*dp), prefix); ok {
			p = v
		} else {
			p = r.syms.NewRange(prefix, uint64(*dp), n)
			r.own(o, prefix, uint64(*dp), true)
			if o.prefix == "lib" {
				r.ownCurrent(prefix, uint64(*dp), true)
			}
		}
	}
	return vals(p, s)
}

//export cuModuleEnumerateFunctions
func cuModuleEnumerateFunctions(fs *C.uintptr_t, n C.uint, m C.uintptr_t) (res C.CUresult) {
	defer guard("cuModuleEnumerateFunctions", &res)
	if rec.on() {
		r := rec.fwd(sym_cuModuleEnumerateFunctions, u64(fs), uint64(n), uint64(m))
		rec.record("cuModuleEnumerateFunctions", r, args(trace.Int(int64(n)), rec.mod(m)), func() []trace.Value {
			return vals(rec.handleList(owner{"mod", uint64(m)}, "fn", fs, n))
		})
		return r
	}
	if fs == nil && n > 0 {
		return ret("cuModuleEnumerateFunctions", errNullOut("functions"))
	}
	got, err := thread().ModuleEnumerateFunctions(driver.Module(m), uint32(n))
	if err == nil {
		out := unsafe.Slice(fs, n)
		for i, f := range got {
			out[i] = C.uintptr_t(f)
		}
	}
	return ret("cuModuleEnumerateFunctions", err)
}

// handleList names the handles an enumeration returned, each owned by owner.
func (r *recorder) handleList(o owner, prefix string, hs *C.uintptr_t, n C.uint) trace.Value {
	var l []trace.Value
	for _, h := range unsafe.Slice(hs, n) {
		l = append(l, r.syms.Name(prefix, uint64(h)))
		r.own(o, prefix, uint64(h), false)
	}
	return trace.List(l...)
}

// --- functions ---
