//go:build linux && amd64

package main

/*
#include "cudasim.h"
*/
import "C"

import (
	"cudasim/driver"
	"cudasim/trace"
)

// Peer access and copies between contexts.

//export cuDeviceCanAccessPeer
func cuDeviceCanAccessPeer(v *C.int, d, peer C.int) (res C.CUresult) {
	defer guard("cuDeviceCanAccessPeer", &res)
	if rec.on() {
		r := rec.fwd(sym_cuDeviceCanAccessPeer, u64(v), uint64(d), uint64(peer))
		if v == nil { // a trace line has no form for a NULL output
			rec.comment("cuDeviceCanAccessPeer(NULL, %v, %v) -> %d", rec.dev(d), rec.dev(peer), r)
			return r
		}
		rec.record("cuDeviceCanAccessPeer", r, args(rec.dev(d), rec.dev(peer)), func() []trace.Value { return vals(trace.Int(int64(*v))) })
		return r
	}
	if v == nil {
		return ret("cuDeviceCanAccessPeer", thread().NullOutput("cuDeviceCanAccessPeer", "canAccessPeer"))
	}
	a, err := thread().DeviceCanAccessPeer(driver.Device(d), driver.Device(peer))
	if err == nil {
		*v = C.int(a)
	}
	return ret("cuDeviceCanAccessPeer", err)
}

//export cuDeviceGetP2PAttribute
func cuDeviceGetP2PAttribute(v *C.int, attr C.int, src, dst C.int) (res C.CUresult) {
	defer guard("cuDeviceGetP2PAttribute", &res)
	if rec.on() {
		r := rec.fwd(sym_cuDeviceGetP2PAttribute, u64(v), uint64(attr), uint64(src), uint64(dst))
		if v == nil {
			rec.comment("cuDeviceGetP2PAttribute(NULL, %d, %v, %v) -> %d", attr, rec.dev(src), rec.dev(dst), r)
			return r
		}
		rec.record("cuDeviceGetP2PAttribute", r, args(trace.Int(int64(attr)), rec.dev(src), rec.dev(dst)), func() []trace.Value { return vals(trace.Int(int64(*v))) })
		return r
	}
	if v == nil {
		return ret("cuDeviceGetP2PAttribute", thread().NullOutput("cuDeviceGetP2PAttribute", "value"))
	}
	a, err := thread().DeviceGetP2PAttribute(driver.P2PAttribute(attr), driver.Device(src), driver.Device(dst))
	if err == nil {
		*v = C.int(a)
	}
	return ret("cuDeviceGetP2PAttribute", err)
}

//export cuCtxEnablePeerAccess
func cuCtxEnablePeerAccess(h C.uintptr_t, flags C.uint) (res C.CUresult) {
	defer guard("cuCtxEnablePeerAccess", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxEnablePeerAccess, uint64(h), uint64(flags))
		rec.record("cuCtxEnablePeerAccess", r, args(rec.ctx(h), trace.Int(int64(flags))), nil)
		return r
	}
	return ret("cuCtxEnablePeerAccess", thread().CtxEnablePeerAccess(driver.Context(h), uint32(flags)))
}

//export cuCtxDisablePeerAccess
func cuCtxDisablePeerAccess(h C.uintptr_t) (res C.CUresult) {
	defer guard("cuCtxDisablePeerAccess", &res)
	if rec.on() {
		r := rec.fwd(sym_cuCtxDisablePeerAccess, uint64(h))
		rec.record("cuCtxDisablePeerAccess", r, args(rec.ctx(h)), nil)
		return r
	}
	return ret("cuCtxDisablePeerAccess", thread().CtxDisablePeerAccess(driver.Context(h)))
}

// recordPeerCopy records a cuMemcpyPeer or cuMemcpyPeerAsync: as a call
// when both ends are known memory, else as a comment.
func (r *recorder) recordPeerCopy(name string, res C.CUresult, dst C.CUdeviceptr, dctx C.uintptr_t, src C.CUdeviceptr, sctx C.uintptr_t, n C.size_t, s C.uintptr_t, async bool) {
	d, sv := r.ptr(dst), r.ptr(src)
	if !isNamed(d) || !isNamed(sv) {
		r.comment("%s(%#x, %#x, %d) -> %d (program memory; not traced)", name, uint64(dst), uint64(src), n, res)
		return
	}
	a := args(d, r.ctx(dctx), sv, r.ctx(sctx), trace.Uint(uint64(n)))
	if async {
		a = append(a, r.strm(s))
	}
	r.record(name, res, a, nil)
}

//cudasim:alias cuMemcpyPeer_ptds cuMemcpyPeer

//export cuMemcpyPeer
func cuMemcpyPeer(dst C.CUdeviceptr, dctx C.uintptr_t, src C.CUdeviceptr, sctx C.uintptr_t, n C.size_t) (res C.CUresult) {
	defer guard("cuMemcpyPeer", &res)
	if rec.on() {
		r := rec.fwd(sym_cuMemcpyPeer, uint64(dst), uint64(dctx), uint64(src), uint64(sctx), uint64(n))
		rec.recordPeerCopy("cuMemcpyPeer", r, dst, dctx, src, sctx, n, 0, false)
		return r
	}
	return synced("cuMemcpyPeer", thread().MemcpyPeer(driver.DevicePtr(dst), driver.Context(dctx), driver.DevicePtr(src), driver.Context(sctx), uint64(n)))
}

//export cuMemcpyPeerAsync
func cuMemcpyPeerAsync(dst C.CUdeviceptr, dctx C.uintptr_t, src C.CUdeviceptr, sctx C.uintptr_t, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyPeerAsync", &res)
	return memcpyPeerAsync(sym_cuMemcpyPeerAsync, dst, dctx, src, sctx, n, s, false)
}

//export cuMemcpyPeerAsync_ptsz
func cuMemcpyPeerAsync_ptsz(dst C.CUdeviceptr, dctx C.uintptr_t, src C.CUdeviceptr, sctx C.uintptr_t, n C.size_t, s C.uintptr_t) (res C.CUresult) {
	defer guard("cuMemcpyPeerAsync_ptsz", &res)
	return memcpyPeerAsync(sym_cuMemcpyPeerAsync_ptsz, dst, dctx, src, sctx, n, s, true)
}

func memcpyPeerAsync(sym int, dst C.CUdeviceptr, dctx C.uintptr_t, src C.CUdeviceptr, sctx C.uintptr_t, n C.size_t, s C.uintptr_t, pt bool) C.CUresult {
	if rec.on() {
		r := rec.fwd(sym, uint64(dst), uint64(dctx), uint64(src), uint64(sctx), uint64(n), uint64(s))
		rec.recordPeerCopy("cuMemcpyPeerAsync", r, dst, dctx, src, sctx, n, s, true)
		return r
	}
	return ret("cuMemcpyPeerAsync", thread().MemcpyPeerAsync(driver.DevicePtr(dst), driver.Context(dctx), driver.DevicePtr(src), driver.Context(sctx), uint64(n), stream(s, pt)))
}
