//go:build linux && amd64

package main

/*
#include <stdlib.h>
#include "cudasim.h"

int cudasim_export_table(const void *uuid, const void **table, const char **name);
const char *cudasim_export_table_name(int i);
void cudasim_cls_destroy(void *dtor, uintptr_t ctx, uintptr_t key, uintptr_t value);
int cudasim_patch_runtime_table(void **table);
*/
import "C"

import (
	"encoding/hex"
	"fmt"
	"os"
	"unsafe"

	"cudasim/cu"
	"cudasim/driver"
	"cudasim/trace"
)

// cuGetExportTable hands out the private tables NVIDIA's CUDA runtime asks
// the driver for (exporttables.c lays them out; the slot functions call the
// cudasimRuntime* functions below). It works before cuInit, as measured;
// an unknown UUID is CUDA_ERROR_INVALID_VALUE.
//
//export cuGetExportTable
func cuGetExportTable(table *unsafe.Pointer, id unsafe.Pointer) (res C.CUresult) {
	defer guard("cuGetExportTable", &res)
	if rec.on() {
		r := rec.fwd(sym_cuGetExportTable, u64(table), uint64(uintptr(id)))
		if r == 0 && !rec.self && uuidText(id) == runtimeInterface && *table != nil {
			// Recording a real driver: see the runtime's private context
			// and module calls (exporttables.c).
			if C.cudasim_patch_runtime_table((*unsafe.Pointer)(*table)) != 0 {
				warnf("cannot patch the real driver's CUDART_INTERFACE table; the runtime's own module loads are not recorded")
			}
		}
		return r
	}
	if table == nil || id == nil {
		return ret("cuGetExportTable", cu.Errorf(cu.ErrorInvalidValue, "ppExportTable or pExportTableId is NULL"))
	}
	// The UUID is read here, in Go, where a wild pointer is an error (guard), not in C,
	// where it would end the program.
	uuid := *(*[16]byte)(id)
	var t unsafe.Pointer
	var name *C.char
	if C.cudasim_export_table(unsafe.Pointer(&uuid), &t, &name) == 0 {
		*table = nil
		return ret("cuGetExportTable", cu.Errorf(cu.ErrorInvalidValue, "no export table %s", uuidText(id)))
	}
	*table = t
	if logLevel >= logCalls {
		fmt.Fprintf(os.Stderr, "cudasim: cuGetExportTable(%s): %s\n", uuidText(id), C.GoString(name))
	}
	return 0
}

// runtimeInterface is the UUID of the CUDART_INTERFACE table.
const runtimeInterface = "6bd5fb6c5bf4e74a8987d93912fd9df9"

func uuidText(id unsafe.Pointer) string {
	if id == nil {
		return "NULL"
	}
	return hex.EncodeToString(C.GoBytes(id, 16))
}

// cudasimUnimplementedSlot says, once per slot, that the runtime called an
// export-table slot cudasim does not implement (which then answers
// CUDA_ERROR_NOT_SUPPORTED).
//
//export cudasimUnimplementedSlot
func cudasimUnimplementedSlot(table, slot C.int) {
	if logLevel >= logWarn {
		fmt.Fprintf(os.Stderr, "cudasim: export table %s slot %d is not implemented; it returns CUDA_ERROR_NOT_SUPPORTED\n",
			C.GoString(C.cudasim_export_table_name(table)), int(slot))
	}
}

// CUDART_INTERFACE slot 2.
//
//export cudasimRuntimePrimaryCtx
func cudasimRuntimePrimaryCtx(out *C.uintptr_t, dev C.int) (res C.CUresult) {
	const name = "CUDART_INTERFACE[2] (primary context handle)"
	defer guard(name, &res)
	if out == nil {
		return ret(name, errNullOut("pctx"))
	}
	h, err := thread().DevicePrimaryCtxHandle(driver.Device(dev))
	if err == nil {
		*out = C.uintptr_t(h)
	}
	if rec.on() {
		rec.record("cudart.PrimaryCtxHandle", ret(name, err), args(rec.dev(dev)), func() []trace.Value { return vals(rec.ctxOut(*out)) })
		return C.CUresult(cu.Code(err))
	}
	return ret(name, err)
}

// CUDART_INTERFACE slots 1 and 6: a module from the program's fatbin
// wrapper, in the current context.
//
//export cudasimRuntimeModuleLoad
func cudasimRuntimeModuleLoad(out *C.uintptr_t, wrapper unsafe.Pointer) (res C.CUresult) {
	const name = "CUDART_INTERFACE[6] (module from a fatbin wrapper)"
	defer guard(name, &res)
	if out == nil || wrapper == nil {
		return ret(name, cu.Errorf(cu.ErrorInvalidValue, "module or wrapper is NULL"))
	}
	// As for a CUDA 13 runtime's loads (loadImage): the relocatable device
	// code of the file the wrapper lies in (the executable or a shared
	// library built with -rdc=true) is registered, and an -rdc build for
	// virtual architectures only loads the PTX linked from its units in
	// place of its empty linked fatbin.
	m, err := thread().ModuleLoadRuntime(loadImage(wrapper))
	if err == nil {
		*out = C.uintptr_t(m)
	}
	if rec.on() {
		// Tracing the emulator (a real driver's slots are its own): the
		// trace holds the fatbin the wrapper points at.
		rec.record("cudart.ModuleLoad", ret(name, err), args(imageValue(wrapper)), func() []trace.Value { return vals(rec.newInCtx("mod", uint64(*out))) })
		return C.CUresult(cu.Code(err))
	}
	return ret(name, err)
}

// CUDART_INTERFACE slot 8: a module from a bare fatbin, in the current
// context.
//
//export cudasimRuntimeModuleLoadFatbin
func cudasimRuntimeModuleLoadFatbin(out *C.uintptr_t, fatbin unsafe.Pointer) (res C.CUresult) {
	const name = "CUDART_INTERFACE[8] (module from a fatbin)"
	defer guard(name, &res)
	if out == nil || fatbin == nil {
		return ret(name, cu.Errorf(cu.ErrorInvalidValue, "module or fatbin is NULL"))
	}
	m, err := thread().ModuleLoadFatBinary(loadImage(fatbin))
	if err == nil {
		*out = C.uintptr_t(m)
	}
	return ret(name, err)
}

// Context-local storage slot 0: put.
//
//export cudasimRuntimeLocalPut
func cudasimRuntimeLocalPut(c C.uintptr_t, key, value, dtor unsafe.Pointer) (res C.CUresult) {
	const name = "CONTEXT_LOCAL_STORAGE[0] (put)"
	defer guard(name, &res)
	var destroy func(driver.Context, uint64, uint64)
	if dtor != nil {
		destroy = func(c driver.Context, k, v uint64) {
			C.cudasim_cls_destroy(dtor, C.uintptr_t(c), C.uintptr_t(k), C.uintptr_t(v))
		}
	}
	return ret(name, thread().CtxLocalPut(driver.Context(c), uint64(uintptr(key)), uint64(uintptr(value)), destroy))
}

// Context-local storage slot 1: delete.
//
//export cudasimRuntimeLocalDelete
func cudasimRuntimeLocalDelete(c C.uintptr_t, key unsafe.Pointer) (res C.CUresult) {
	const name = "CONTEXT_LOCAL_STORAGE[1] (delete)"
	defer guard(name, &res)
	return ret(name, thread().CtxLocalDelete(driver.Context(c), uint64(uintptr(key))))
}

// Context-local storage slot 2: get. The runtime calls it at the start of
// most of its calls, and expects CUDA_ERROR_INVALID_CONTEXT and
// CUDA_ERROR_INVALID_HANDLE as it starts up: those are not worth a line
// under CUDASIM_LOG=error.
//
//export cudasimRuntimeLocalGet
func cudasimRuntimeLocalGet(out *unsafe.Pointer, c C.uintptr_t, key unsafe.Pointer) (res C.CUresult) {
	const name = "CONTEXT_LOCAL_STORAGE[2] (get)"
	defer guard(name, &res)
	if out == nil {
		return ret(name, errNullOut("value"))
	}
	v, err := thread().CtxLocalGet(driver.Context(c), uint64(uintptr(key)))
	if err != nil {
		return C.CUresult(cu.Code(err))
	}
	*out = C.cudasim_ptr(C.uint64_t(v))
	return ret(name, nil)
}

// TOOLS_TLS slot 2 (CUcontext *out): the calling thread's current context.
// cuBLAS asks before its launches; the H200 answered with the current
// context (docs/cublas.md).
//
//export cudasimToolsCurrentCtx
func cudasimToolsCurrentCtx(out *C.uintptr_t) (res C.CUresult) {
	const name = "TOOLS_TLS[2] (current context)"
	defer guard(name, &res)
	if out == nil {
		return ret(name, errNullOut("pctx"))
	}
	c, err := thread().ToolsCurrentContext()
	if err == nil {
		*out = C.uintptr_t(c)
	}
	return ret(name, err)
}

// Export table 21318c60 slot 4 (CUcontext, unsigned long long *out): the
// context's id, as cuCtxGetId gives it (1 for the primary context, 2 for a
// context created next, on the H200); a NULL context is 0, even before
// cuInit, whatever is current (testdata/reference/cublas, tlsprobe).
//
//export cudasimLibraryContextId
func cudasimLibraryContextId(c C.uintptr_t, out *C.ulonglong) (res C.CUresult) {
	const name = "21318c60[4] (context id)"
	defer guard(name, &res)
	if out == nil {
		return ret(name, errNullOut("out"))
	}
	if c == 0 {
		*out = 0
		return 0
	}
	id, err := thread().CtxGetId(driver.Context(c))
	if err == nil {
		*out = C.ulonglong(id)
	}
	return ret(name, err)
}

// Export table 21318c60 slot 51 (CUcontext, CUstream, void **out): the
// stream in the form slot 39 takes. On the H200 it was a driver pointer
// (the same for NULL and CU_STREAM_LEGACY; a NULL context accepted, and a
// stream of another context); cudasim hands back the handle itself.
//
//export cudasimLibraryStream
func cudasimLibraryStream(c, stream C.uintptr_t, out *C.uintptr_t) (res C.CUresult) {
	const name = "21318c60[51] (stream)"
	defer guard(name, &res)
	if out == nil {
		return ret(name, errNullOut("out"))
	}
	if _, err := thread().StreamGetId(driver.Stream(stream)); err != nil {
		return ret(name, err)
	}
	*out = stream
	return ret(name, nil)
}

// Export table 21318c60 slot 39 (CUcontext, stream from slot 51, unsigned
// long long *out): the stream's id, as cuStreamGetId answers (on the H200
// for every stream tlsprobe tried: the NULL, legacy and per-thread streams,
// created ones, other contexts').
//
//export cudasimLibraryStreamId
func cudasimLibraryStreamId(c, stream C.uintptr_t, out *C.ulonglong) (res C.CUresult) {
	const name = "21318c60[39] (stream id)"
	defer guard(name, &res)
	if out == nil {
		return ret(name, errNullOut("out"))
	}
	id, err := thread().StreamGetId(driver.Stream(stream))
	if err == nil {
		*out = C.ulonglong(id)
	}
	return ret(name, err)
}

// INTEGRITY_CHECK slot 1: the runtime's check that it runs on a driver it
// trusts. exporttables.c passes what only C knows: the process, the thread
// and the tables' addresses.
//
//export cudasimRuntimeIntegrity
func cudasimRuntimeIntegrity(version C.uint32_t, unixSeconds C.uint64_t, out *C.uint64_t, pid, tid C.uint32_t, runtimeTable, integrityTable, checkFunc C.uint64_t) (res C.CUresult) {
	const name = "INTEGRITY_CHECK[1]"
	defer guard(name, &res)
	answer, err := thread().RuntimeIntegrityCheck(uint32(version), uint64(unixSeconds), driver.RuntimeProcess{
		PID: uint32(pid), Thread: uint32(tid),
		RuntimeTable: uint64(runtimeTable), IntegrityTable: uint64(integrityTable), CheckFunc: uint64(checkFunc),
	})
	if err == nil {
		o := unsafe.Slice(out, 2)
		o[0], o[1] = C.uint64_t(answer[0]), C.uint64_t(answer[1])
	}
	return ret(name, err)
}

// The runtime's messages for the driver's error log (export table
// f8cff951, slot 1): "Invalid device number 3 provided...". The real driver
// keeps them for cuLogs*; cudasim shows them with CUDASIM_LOG=error.
//
//export cudasimRuntimeLog
func cudasimRuntimeLog(component, msg *C.char) {
	if logLevel >= logErrors {
		fmt.Fprintf(os.Stderr, "cudasim: runtime log (%s): %s\n", C.GoString(component), C.GoString(msg))
	}
}

// Recording a real driver: the runtime's calls through the patched
// CUDART_INTERFACE slots (exporttables.c), after the real slot answered.

//export cudasimRecordRuntimePrimaryCtx
func cudasimRecordRuntimePrimaryCtx(res C.CUresult, c C.uintptr_t, dev C.int) {
	rec.record("cudart.PrimaryCtxHandle", res, args(rec.dev(dev)), func() []trace.Value { return vals(rec.ctxOut(c)) })
}

//export cudasimRecordRuntimeModule
func cudasimRecordRuntimeModule(res C.CUresult, m C.uintptr_t, wrapper unsafe.Pointer) {
	rec.record("cudart.ModuleLoad", res, args(imageValue(wrapper)), func() []trace.Value { return vals(rec.newInCtx("mod", uint64(m))) })
}
