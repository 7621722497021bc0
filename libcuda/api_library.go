//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"unsafe"

	"cudasim/cu"
	"cudasim/driver"
	"cudasim/trace"
)

// libraryOptions converts cuLibraryLoad*'s library option arrays.
func libraryOptions(n C.uint, opts *C.int, optVals *unsafe.Pointer) ([]driver.LibraryOptionValue, error) {
	if n == 0 {
		return nil, nil
	}
	if opts == nil || optVals == nil {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%d library options but libraryOptions or libraryOptionValues is NULL", n)
	}
	if n > maxOptions {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%d library options: more than there are options", n)
	}
	ks, vs := unsafe.Slice(opts, n), unsafe.Slice(optVals, n)
	out := make([]driver.LibraryOptionValue, n)
	for i := range out {
		out[i] = driver.LibraryOptionValue{Option: driver.LibraryOption(ks[i]), Value: uint64(uintptr(vs[i]))}
	}
	return out, nil
}

//export cuLibraryLoadData
func cuLibraryLoadData(pl *C.uintptr_t, code unsafe.Pointer, jitOpts *C.int, jitVals *unsafe.Pointer, nJit C.uint,
	libOpts *C.int, libVals *unsafe.Pointer, nLib C.uint) (res C.CUresult) {
	defer guard("cuLibraryLoadData", &res)
	if rec.on() {
		v := imageValue(code)
		r := rec.fwd(sym_cuLibraryLoadData, u64(pl), uint64(uintptr(code)), u64(jitOpts), u64(jitVals), uint64(nJit), u64(libOpts), u64(libVals), uint64(nLib))
		rec.record("cuLibraryLoadData", r, args(v), func() []trace.Value { return vals(rec.syms.New("lib", uint64(*pl))) })
		return r
	}
	if pl == nil || code == nil {
		return ret("cuLibraryLoadData", errNullOut("library or code"))
	}
	return libraryLoad("cuLibraryLoadData", pl, jitOpts, jitVals, nJit, libOpts, libVals, nLib,
		func(t *driver.Thread, jit []driver.JITOptionValue, lo []driver.LibraryOptionValue) (driver.Library, error) {
			return t.LibraryLoadData(loadImage(code), jit, lo)
		})
}

//export cuLibraryLoadFromFile
func cuLibraryLoadFromFile(pl *C.uintptr_t, path *C.char, jitOpts *C.int, jitVals *unsafe.Pointer, nJit C.uint,
	libOpts *C.int, libVals *unsafe.Pointer, nLib C.uint) (res C.CUresult) {
	defer guard("cuLibraryLoadFromFile", &res)
	if rec.on() {
		r := rec.fwd(sym_cuLibraryLoadFromFile, u64(pl), u64(path), u64(jitOpts), u64(jitVals), uint64(nJit), u64(libOpts), u64(libVals), uint64(nLib))
		rec.record("cuLibraryLoadFromFile", r, args(trace.String(C.GoString(path))), func() []trace.Value { return vals(rec.syms.New("lib", uint64(*pl))) })
		return r
	}
	if pl == nil || path == nil {
		return ret("cuLibraryLoadFromFile", errNullOut("library or fileName"))
	}
	return libraryLoad("cuLibraryLoadFromFile", pl, jitOpts, jitVals, nJit, libOpts, libVals, nLib,
		func(t *driver.Thread, jit []driver.JITOptionValue, lo []driver.LibraryOptionValue) (driver.Library, error) {
			return t.LibraryLoadFromFile(C.GoString(path), jit, lo)
		})
}

func libraryLoad(name string, pl *C.uintptr_t, jitOpts *C.int, jitVals *unsafe.Pointer, nJit C.uint,
	libOpts *C.int, libVals *unsafe.Pointer, nLib C.uint,
	load func(*driver.Thread, []driver.JITOptionValue, []driver.LibraryOptionValue) (driver.Library, error)) C.CUresult {
	jit, err := jitOptions(nJit, jitOpts, jitVals)
	if err != nil {
		return ret(name, err)
	}
	lo, err := libraryOptions(nLib, libOpts, libVals)
	if err != nil {
		return ret(name, err)
	}
	l, err := load(thread(), jit, lo)
	putJITOptions(jit, jitVals)
	if err == nil {
		*pl = C.uintptr_t(l)
	}
	return ret(name, err)
}

//export cuLibraryGetKernel
func cuLibraryGetKernel(pk *C.uintptr_t, l C.uintptr_t, name *C.char) (res C.CUresult) {
	defer guard("cuLibraryGetKernel", &res)
	if rec.on() {
		r := rec.fwd(sym_cuLibraryGetKernel, u64(pk), uint64(l), u64(name))
		rec.record("cuLibraryGetKernel", r, args(rec.lib(l), trace.String(C.GoString(name))), func() []trace.Value {
			v := rec.syms.Name("k", uint64(*pk))
			rec.own(owner{"lib", uint64(l)}, "k", uint64(*pk), false)
			return vals(v)
		})
		return r
	}
	if pk == nil || name == nil {
		return ret("cuLibraryGetKernel", errNullOut("pKernel or name"))
	}
	k, err := thread().LibraryGetKernel(driver.Library(l), C.GoString(name))
	if err == nil {
		*pk = C.uintptr_t(k)
	}
	return ret("cuLibraryGetKernel", err)
}

//export cuLibraryEnumerateKernels
func cuLibraryEnumerateKernels(ks *C.uintptr_t, n C.uint, l C.uintptr_t) (res C.CUresult) {
	defer guard("cuLibraryEnumerateKernels", &res)
	if rec.on() {
		r := rec.fwd(sym_cuLibraryEnumerateKernels, u64(ks), uint64(n), uint64(l))
		rec.record("cuLibraryEnumerateKernels", r, args(trace.Int(int64(n)), rec.lib(l)), func() []trace.Value {
			return vals(rec.handleList(owner{"lib", uint64(l)}, "k", ks, n))
		})
		return r
	}
	if ks == nil && n > 0 {
		return ret("cuLibraryEnumerateKernels", errNullOut("kernels"))
	}
	got, err := thread().LibraryEnumerateKernels(driver.Library(l), uint32(n))
	if err == nil {
		out := unsafe.Slice(ks, n)
		for i, k := range got {
			out[i] = C.uintptr_t(k)
		}
	}
	return ret("cuLibraryEnumerateKernels", err)
}

//export cuLibraryGetModule
func cuLibraryGetModule(pm *C.uintptr_t, l C.uintptr_t) (res C.CUresult) {
	defer guard("cuLibraryGetModule", &res)
	if rec.on() {
		r := rec.fwd(sym_cuLibraryGetModule, u64(pm), uint64(l))
		rec.record("cuLibraryGetModule", r, args(rec.lib(l)), func() []trace.Value {
			v := rec.nameInCtx("mod", uint64(*pm))
			rec.own(owner{"lib", uint64(l)}, "mod", uint64(*pm), false)
			return vals(v)
		})
		return r
	}
	if pm == nil {
		return ret("cuLibraryGetModule", errNullOut("pMod"))
	}
	m, err := thread().LibraryGetModule(driver.Library(l))
	if err == nil {
		*pm = C.uintptr_t(m)
	}
	return ret("cuLibraryGetModule", err)
}

//export cuLibraryGetGlobal
func cuLibraryGetGlobal(dp *C.CUdeviceptr, size *C.size_t, l C.uintptr_t, name *C.char) (res C.CUresult) {
	defer guard("cuLibraryGetGlobal", &res)
	return libraryVar("cuLibraryGetGlobal", sym_cuLibraryGetGlobal, "var", dp, size, l, name, (*driver.Thread).LibraryGetGlobal)
}

//export cuLibraryGetManaged
func cuLibraryGetManaged(dp *C.CUdeviceptr, size *C.size_t, l C.uintptr_t, name *C.char) (res C.CUresult) {
	defer guard("cuLibraryGetManaged", &res)
	return libraryVar("cuLibraryGetManaged", sym_cuLibraryGetManaged, "managed", dp, size, l, name, (*driver.Thread).LibraryGetManaged)
}

func libraryVar(call string, sym int, prefix string, dp *C.CUdeviceptr, size *C.size_t, l C.uintptr_t, name *C.char,
	get func(*driver.Thread, driver.Library, string) (driver.DevicePtr, uint64, error)) C.CUresult {
	if rec.on() {
		size := sizeForNaming(dp, size)
		r := rec.fwd(sym, u64(dp), u64(size), uint64(l), u64(name))
		rec.record(call, r, args(rec.lib(l), trace.String(C.GoString(name))), func() []trace.Value {
			return rec.global(owner{"lib", uint64(l)}, prefix, dp, size)
		})
		return r
	}
	if name == nil {
		return ret(call, errNullOut("name"))
	}
	p, n, err := get(thread(), driver.Library(l), C.GoString(name))
	if err == nil {
		putGlobal(dp, size, p, n)
	}
	return ret(call, err)
}

//export cuLibraryGetUnifiedFunction
func cuLibraryGetUnifiedFunction(fp *unsafe.Pointer, l C.uintptr_t, name *C.char) (res C.CUresult) {
	defer guard("cuLibraryGetUnifiedFunction", &res)
	if rec.on() {
		r := rec.fwd(sym_cuLibraryGetUnifiedFunction, u64(fp), uint64(l), u64(name))
		rec.comment("cuLibraryGetUnifiedFunction(%v, %q) -> %d", rec.lib(l), C.GoString(name), r)
		return r
	}
	if fp == nil || name == nil {
		return ret("cuLibraryGetUnifiedFunction", errNullOut("fptr or symbol"))
	}
	v, err := thread().LibraryGetUnifiedFunction(driver.Library(l), C.GoString(name))
	if err == nil {
		*(*uint64)(unsafe.Pointer(fp)) = v
	}
	return ret("cuLibraryGetUnifiedFunction", err)
}

// --- kernels ---

func (r *recorder) kern(h C.uintptr_t) trace.Value { return r.in(uint64(h), "k") }

//export cuKernelGetFunction
func cuKernelGetFunction(pf *C.uintptr_t, k C.uintptr_t) (res C.CUresult) {
	defer guard("cuKernelGetFunction", &res)
	if rec.on() {
		r := rec.fwd(sym_cuKernelGetFunction, u64(pf), uint64(k))
		rec.record("cuKernelGetFunction", r, args(rec.kern(k)), func() []trace.Value {
			v := rec.nameInCtx("fn", uint64(*pf))
			rec.own(owner{"lib", rec.libraryOf(uint64(k))}, "fn", uint64(*pf), false)
			return vals(v)
		})
		return r
	}
	if pf == nil {
		return ret("cuKernelGetFunction", errNullOut("pFunc"))
	}
	f, err := thread().KernelGetFunction(driver.Kernel(k))
	if err == nil {
		*pf = C.uintptr_t(f)
	}
	return ret("cuKernelGetFunction", err)
}
