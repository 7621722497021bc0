//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"sync"
	"unsafe"

	"cudasim/cu"
	"cudasim/driver"
	"cudasim/trace"
)

//export cuInit
func cuInit(flags C.uint) (res C.CUresult) {
	defer guard("cuInit", &res)
	if rec.on() {
		r := rec.fwd(sym_cuInit, uint64(flags))
		if r == 0 {
			rec.describeDriver()
			shutdownAtExit()
		}
		rec.record("cuInit", r, args(trace.Int(int64(flags))), nil)
		return r
	}
	reconfigureAtInit()
	if err := emuNow.Load().err; err != nil {
		return ret("cuInit", err)
	}
	err := thread().Init(uint32(flags))
	if err == nil {
		shutdownAtExit()
		registerExecutableRDC()
	}
	return ret("cuInit", err)
}

var exitHandler sync.Once

// shutdownAtExit registers, at the first successful cuInit, the handler that
// shuts the driver down as the process exits. The real driver does the
// same: exit handlers run last registered first, so the CUDA runtime's
// clean-up, registered before its first cuInit, finds the driver gone
// (CUDA_ERROR_DEINITIALIZED), as measured on the H200.
func shutdownAtExit() {
	exitHandler.Do(func() { C.cudasim_shutdown_at_exit() })
}

// cudasimProcessExit is that handler. A trace records the moment, so that
// replay shuts its emulator down there too.
//
//export cudasimProcessExit
func cudasimProcessExit() {
	if rec != nil {
		rec.record("cudasim.ProcessExit", 0, nil, nil)
	}
	devicePrintf.drop() // the H200 wrote no unsynchronized kernel's output at exit
	if rec == nil || rec.self {
		emu().Shutdown()
	}
	stopCPUProfile()
}

//export cuGetErrorName
func cuGetErrorName(code C.CUresult, s **C.char) (res C.CUresult) {
	defer guard("cuGetErrorName", &res)
	if rec.on() {
		// Forwarded, not traced: error texts are static, and programs ask for
		// them after every call.
		return rec.fwd(sym_cuGetErrorName, uint64(code), u64(s))
	}
	return errorText("cuGetErrorName", code, s, (*driver.Thread).GetErrorName)
}

//export cuGetErrorString
func cuGetErrorString(code C.CUresult, s **C.char) (res C.CUresult) {
	defer guard("cuGetErrorString", &res)
	if rec.on() {
		return rec.fwd(sym_cuGetErrorString, uint64(code), u64(s))
	}
	return errorText("cuGetErrorString", code, s, (*driver.Thread).GetErrorString)
}

// errorText answers cuGetErrorName and cuGetErrorString with static strings.
func errorText(name string, code C.CUresult, s **C.char, get func(*driver.Thread, cu.Result) (string, error)) C.CUresult {
	if s == nil {
		return ret(name, errNullOut("pStr"))
	}
	text, err := get(thread(), cu.Result(code))
	if err != nil {
		*s = nil
		return ret(name, err)
	}
	*s = staticCString(text)
	return 0
}

// cuGetProcAddress statuses (CUdriverProcAddressQueryResult).
const (
	procSuccess              = 0
	procSymbolNotFound       = 1
	procVersionNotSufficient = 2
)

// cuGetProcAddress flags (CUdriverProcAddress_flags).
const (
	procLegacyStream    = 1 << 0
	procPerThreadStream = 1 << 1
)

type procStep struct {
	version int32
	sym     int
}

// procVersions is how the real driver resolves one base name: the symbol for
// each range of requested CUDA versions, newest first, for the legacy
// default stream and (where it differs) the per-thread one.
type procVersions struct {
	legacy, perThread []procStep
}

// procTable is built at the first cuGetProcAddress, not at every process's start.
var procTable = sync.OnceValue(procTableData)

// resolveProc is cuGetProcAddress's lookup: the entry point's index and
// status.
func resolveProc(name string, version int32, flags uint64) (int, int) {
	p, ok := procTable()[name]
	if !ok {
		return -1, procSymbolNotFound
	}
	steps := p.legacy
	if flags&procPerThreadStream != 0 && p.perThread != nil {
		steps = p.perThread
	}
	for _, s := range steps {
		if version >= s.version {
			return s.sym, procSuccess
		}
	}
	return -1, procVersionNotSufficient
}

//export cuGetProcAddress
func cuGetProcAddress(symbol *C.char, pfn *unsafe.Pointer, version C.int, flags C.uint64_t) (res C.CUresult) {
	defer guard("cuGetProcAddress", &res)
	if rec != nil && !rec.self {
		return rec.procAddress(rec.fwd(sym_cuGetProcAddress, u64(symbol), u64(pfn), uint64(version), uint64(flags)), pfn)
	}
	return getProcAddress("cuGetProcAddress", false, symbol, pfn, version, flags, nil)
}

//export cuGetProcAddress_v2
func cuGetProcAddress_v2(symbol *C.char, pfn *unsafe.Pointer, version C.int, flags C.uint64_t, status *C.int) (res C.CUresult) {
	defer guard("cuGetProcAddress_v2", &res)
	if rec != nil && !rec.self {
		return rec.procAddress(rec.fwd(sym_cuGetProcAddress_v2, u64(symbol), u64(pfn), uint64(version), uint64(flags), u64(status)), pfn)
	}
	return getProcAddress("cuGetProcAddress_v2", true, symbol, pfn, version, flags, status)
}

// procAddress finishes a recorded cuGetProcAddress: the real driver
// answered, and an entry point it returned is swapped for cudasim's of the
// same name, so that calls made through the pointer are recorded too.
func (r *recorder) procAddress(res C.CUresult, pfn *unsafe.Pointer) C.CUresult {
	if pfn == nil || *pfn == nil {
		return res
	}
	r.realOnce.Do(func() {
		r.realIndex = map[uintptr]int{}
		for i := range nSyms {
			if f := C.cudasim_real_fn(C.int(i)); f != nil {
				r.realIndex[uintptr(f)] = i
			}
		}
	})
	if i, ok := r.realIndex[uintptr(*pfn)]; ok {
		*pfn = C.cudasim_addr(C.int(i))
	}
	return res
}

// symName is the name of entry point idx.
func symName(idx int) string { return C.GoString(C.cudasim_name(C.int(idx))) }

// getProcAddress resolves to cudasim's own entry points. It works before
// cuInit, as cudart needs. As measured on the H200 (driver 580, CUDA 13.0):
// a cudaVersion above the driver's, or an unknown flag bit, is
// CUDA_ERROR_INVALID_VALUE with nothing written; a name that is unknown or
// too new for cudaVersion is CUDA_SUCCESS with *pfn NULL and the status
// saying which from cuGetProcAddress_v2, and CUDA_ERROR_NOT_FOUND with *pfn
// left as it was from the CUDA 11.3 cuGetProcAddress, which has no status.
// Every cudaVersion from 13010 on (13020 and 13030 too, which cuda.bindings
// 13.x asks for) is above driver 580's 13000 (testdata/reference/pools2).
func getProcAddress(name string, v2 bool, symbol *C.char, pfn *unsafe.Pointer, version C.int, flags C.uint64_t, status *C.int) C.CUresult {
	if symbol == nil || pfn == nil {
		return ret(name, errNullOut("symbol or pfn"))
	}
	if int32(version) > driver.DriverVersion {
		return ret(name, cu.Errorf(cu.ErrorInvalidValue, "cudaVersion %d is newer than the driver's %d", version, driver.DriverVersion))
	}
	if uint64(flags)&^(procLegacyStream|procPerThreadStream) != 0 {
		return ret(name, cu.Errorf(cu.ErrorInvalidValue, "flags 0x%x: unknown bits", uint64(flags)))
	}
	sym := C.GoString(symbol)
	if version < 0 {
		// A negative cudaVersion resolves as the driver's own: the H200
		// returned cuMemAlloc_v2 for -1 (testdata/reference/pools2).
		version = C.int(driver.DriverVersion)
	}
	idx, st := resolveProc(sym, int32(version), uint64(flags))
	if status != nil {
		*status = C.int(st)
	}
	if st != procSuccess {
		why := "no such entry point"
		if st == procVersionNotSufficient {
			why = "it is newer than the requested version"
		}
		if v2 {
			// CUDA_SUCCESS, with the status saying why: an answer, not a
			// failure, so CUDASIM_LOG=error has nothing to explain (cudart
			// asks for names this way; the H200 answers "" so too:
			// testdata/reference/faith, section procaddr).
			*pfn = nil
			return 0
		}
		return ret(name, cu.Errorf(cu.ErrorNotFound, "%s (version %d): %s", sym, version, why))
	}
	*pfn = C.cudasim_addr(C.int(idx))
	return 0
}
