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
)

// The checkpoint API (driver/checkpoint.go). The argument structures are
// read where the driver reads them: CUcheckpointLockArgs' timeoutMs is its
// first word; CUcheckpointRestoreArgs starts with the GPU remapping
// (gpuPairs, then gpuPairsCount), which cudasim cannot honour: each cudasim
// process has emulated devices of its own.

//export cuCheckpointProcessGetState
func cuCheckpointProcessGetState(pid C.int, state *C.int) (res C.CUresult) {
	defer guard("cuCheckpointProcessGetState", &res)
	if rec.on() {
		return fwdGraph("cuCheckpointProcessGetState", sym_cuCheckpointProcessGetState, uint64(pid), ptr(state))
	}
	if state == nil {
		return ret("cuCheckpointProcessGetState", errNullOut("state"))
	}
	s, err := thread().CheckpointProcessGetState(int32(pid))
	if err == nil {
		*state = C.int(s)
	}
	return ret("cuCheckpointProcessGetState", err)
}

//export cuCheckpointProcessGetRestoreThreadId
func cuCheckpointProcessGetRestoreThreadId(pid C.int, tid *C.int) (res C.CUresult) {
	defer guard("cuCheckpointProcessGetRestoreThreadId", &res)
	if rec.on() {
		return fwdGraph("cuCheckpointProcessGetRestoreThreadId", sym_cuCheckpointProcessGetRestoreThreadId, uint64(pid), ptr(tid))
	}
	if tid == nil {
		return ret("cuCheckpointProcessGetRestoreThreadId", errNullOut("tid"))
	}
	v, err := thread().CheckpointProcessGetRestoreThreadId(int32(pid))
	if err == nil {
		*tid = C.int(v)
	}
	return ret("cuCheckpointProcessGetRestoreThreadId", err)
}

//export cuCheckpointProcessLock
func cuCheckpointProcessLock(pid C.int, args unsafe.Pointer) (res C.CUresult) {
	defer guard("cuCheckpointProcessLock", &res)
	if rec.on() {
		return fwdGraph("cuCheckpointProcessLock", sym_cuCheckpointProcessLock, uint64(pid), uint64(uintptr(args)))
	}
	var a driver.CheckpointLockArgs
	if args != nil {
		a.TimeoutMs = *(*uint32)(args)
	}
	return ret("cuCheckpointProcessLock", thread().CheckpointProcessLock(int32(pid), a))
}

//export cuCheckpointProcessCheckpoint
func cuCheckpointProcessCheckpoint(pid C.int, args unsafe.Pointer) (res C.CUresult) {
	defer guard("cuCheckpointProcessCheckpoint", &res)
	if rec.on() {
		return fwdGraph("cuCheckpointProcessCheckpoint", sym_cuCheckpointProcessCheckpoint, uint64(pid), uint64(uintptr(args)))
	}
	return ret("cuCheckpointProcessCheckpoint", thread().CheckpointProcessCheckpoint(int32(pid)))
}

//export cuCheckpointProcessRestore
func cuCheckpointProcessRestore(pid C.int, args unsafe.Pointer) (res C.CUresult) {
	defer guard("cuCheckpointProcessRestore", &res)
	if rec.on() {
		return fwdGraph("cuCheckpointProcessRestore", sym_cuCheckpointProcessRestore, uint64(pid), uint64(uintptr(args)))
	}
	if args != nil {
		if pairs := *(*uint32)(unsafe.Add(args, 8)); pairs != 0 {
			return ret("cuCheckpointProcessRestore", cu.Errorf(cu.ErrorNotSupported,
				"cuCheckpointProcessRestore with %d GPU UUID pairs: each cudasim process has emulated devices of its own, which cudasim does not remap", pairs))
		}
	}
	return ret("cuCheckpointProcessRestore", thread().CheckpointProcessRestore(int32(pid)))
}

//export cuCheckpointProcessUnlock
func cuCheckpointProcessUnlock(pid C.int, args unsafe.Pointer) (res C.CUresult) {
	defer guard("cuCheckpointProcessUnlock", &res)
	if rec.on() {
		return fwdGraph("cuCheckpointProcessUnlock", sym_cuCheckpointProcessUnlock, uint64(pid), uint64(uintptr(args)))
	}
	return ret("cuCheckpointProcessUnlock", thread().CheckpointProcessUnlock(int32(pid)))
}
