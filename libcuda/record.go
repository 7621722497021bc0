//go:build linux && amd64

package main

/*
#include <stdlib.h>
#include "cudasim.h"
*/
import "C"

import (
	"encoding/hex"
	"fmt"
	"os"
	"strings"
	"sync"
	"unsafe"

	"cudasim/cu"
	"cudasim/driver"
	"cudasim/trace"
)

// A recorder forwards calls to a real driver and writes them to a trace; or,
// tracing the emulator (self), sends them to cudasim's own entry points.
type recorder struct {
	self    bool
	w       *trace.Writer
	syms    *trace.Symbols
	once    sync.Once // describeDriver
	missing sync.Map  // entry points the real driver lacks, warned about

	realOnce  sync.Once
	realIndex map[uintptr]int // the real driver's entry points -> their indexes

	// The names of objects that die with a context, module or library: the
	// real driver hands their handle values out again after a destroy or
	// unload, and a recycled value must get a new name.
	ownMu     sync.Mutex
	owned     map[owner]map[ownedName]string // what dies with each owner, by the name it had
	owners    map[ownedName][]owner          // the owners of each object
	kernelLib map[uint64]uint64              // CUkernel -> its library
	primary   map[C.int]uint64               // device -> its primary context's handle
}

// An owner is a context, module or library whose end takes objects with it.
type owner struct {
	prefix string // "ctx", "mod" or "lib"
	raw    uint64
}

type ownedName struct {
	prefix string
	raw    uint64
	isAddr bool // an address range (memory, a variable)
}

// own notes that the object raw, named under prefix, dies with o. Call it
// once the object has its name.
func (r *recorder) own(o owner, prefix string, raw uint64, isAddr bool) {
	if o.raw == 0 || raw == 0 {
		return
	}
	if isAddr {
		prefix = "" // ranges are known by address alone
	}
	n := ownedName{prefix, raw, isAddr}
	name := r.nameOf(n)
	if name == "" {
		return
	}
	r.ownMu.Lock()
	defer r.ownMu.Unlock()
	if r.owned == nil {
		r.owned = map[owner]map[ownedName]string{}
		r.owners = map[ownedName][]owner{}
		r.kernelLib = map[uint64]uint64{}
	}
	if r.owned[o] == nil {
		r.owned[o] = map[ownedName]string{}
	}
	if _, ok := r.owned[o][n]; !ok {
		r.owners[n] = append(r.owners[n], o)
	}
	r.owned[o][n] = name
	if prefix == "k" && o.prefix == "lib" {
		r.kernelLib[raw] = o.raw
	}
}

// nameOf is the name an object has now ("" if none).
func (r *recorder) nameOf(n ownedName) string {
	var v trace.Value
	if n.isAddr {
		v = r.syms.Pointer(n.raw)
	} else {
		v, _ = r.syms.Find(n.raw, n.prefix)
	}
	if v.Kind != trace.KindSymbol || v.Off != 0 {
		return ""
	}
	return v.Str
}

// disown forgets that anything owns the object (it was freed or destroyed on
// its own), so that owners' lists stay as long as what they hold.
func (r *recorder) disown(prefix string, raw uint64, isAddr bool) {
	if isAddr {
		prefix = ""
	}
	n := ownedName{prefix, raw, isAddr}
	r.ownMu.Lock()
	defer r.ownMu.Unlock()
	for _, o := range r.owners[n] {
		delete(r.owned[o], n)
	}
	delete(r.owners, n)
}

// ownCurrent notes that the object dies with the calling thread's current
// context (asked of the driver: the call that made it just returned).
func (r *recorder) ownCurrent(prefix string, raw uint64, isAddr bool) {
	var c C.uintptr_t
	if r.fwd(sym_cuCtxGetCurrent, u64(&c)) != 0 || c == 0 {
		return
	}
	r.own(owner{"ctx", uint64(c)}, prefix, raw, isAddr)
}

// newInCtx names a handle a call just created in the current context.
func (r *recorder) newInCtx(prefix string, raw uint64) trace.Value {
	v := r.syms.New(prefix, raw)
	r.ownCurrent(prefix, raw, false)
	return v
}

// nameInCtx names a per-context handle a call returned (cuKernelGetFunction,
// cuLibraryGetModule), which may be one named before.
func (r *recorder) nameInCtx(prefix string, raw uint64) trace.Value {
	v := r.syms.Name(prefix, raw)
	r.ownCurrent(prefix, raw, false)
	return v
}

// rangeInCtx names memory a call just allocated in the current context
// (none: a zero-size stream-ordered allocation is NULL).
func (r *recorder) rangeInCtx(prefix string, base, size uint64) trace.Value {
	if base == 0 {
		return trace.Null()
	}
	v := r.syms.NewRange(prefix, base, size)
	r.ownCurrent(prefix, base, true)
	return v
}

// rangeFreed forgets memory freed at base.
func (r *recorder) rangeFreed(base uint64) {
	r.syms.ForgetRange(base)
	r.disown("", base, true)
}

// libraryOf returns the library of a kernel (0 if unknown).
func (r *recorder) libraryOf(k uint64) uint64 {
	r.ownMu.Lock()
	defer r.ownMu.Unlock()
	return r.kernelLib[k]
}

// release forgets the names of everything that died with o (a context
// destroyed, a module or library unloaded), and of what died with those in
// turn. A name is forgotten only if the object still has it: a value freed
// earlier and handed out again to something else keeps its new name.
func (r *recorder) release(o owner) {
	r.ownMu.Lock()
	names := r.owned[o]
	delete(r.owned, o)
	for n := range names {
		list := r.owners[n]
		for i := range list {
			if list[i] == o {
				list = append(list[:i], list[i+1:]...)
				break
			}
		}
		if len(list) == 0 {
			delete(r.owners, n)
		} else {
			r.owners[n] = list
		}
	}
	r.ownMu.Unlock()
	for n, name := range names {
		if r.nameOf(n) != name {
			continue
		}
		if n.isAddr {
			r.syms.ForgetRange(n.raw)
		} else {
			r.syms.Forget(n.prefix, n.raw)
		}
		if n.prefix == "mod" {
			r.release(owner{"mod", n.raw})
		}
	}
}

// ctxDestroyed forgets a destroyed context's name and what died with it, so
// that a recycled handle value gets a new name.
func (r *recorder) ctxDestroyed(c uint64) {
	r.release(owner{"ctx", c})
	r.syms.Forget("ctx", c)
}

// primaryRetained notes the handle of a device's primary context.
func (r *recorder) primaryRetained(d C.int, c uint64) {
	r.ownMu.Lock()
	defer r.ownMu.Unlock()
	if r.primary == nil {
		r.primary = map[C.int]uint64{}
	}
	r.primary[d] = c
}

// primaryEnded forgets what died with a device's primary context (reset, or
// released for the last time). The context keeps its name: retained again,
// it is the same handle (trace-format.md: "the primary context retained
// again after a reset is ctx0 again").
func (r *recorder) primaryEnded(d C.int) {
	r.ownMu.Lock()
	c := r.primary[d]
	r.ownMu.Unlock()
	if c != 0 {
		r.release(owner{"ctx", c})
	}
}

// rec is the recorder, nil when emulating.
var rec *recorder

// startRecorder loads the real driver at path (none: trace the emulator)
// and opens the trace; on failure the library says why and emulates without
// a trace.
func startRecorder(path, out string) {
	if path != "" {
		cpath := C.CString(path)
		defer C.free(unsafe.Pointer(cpath))
		if msg := C.cudasim_open_driver(cpath); msg != nil {
			warnf("CUDASIM_RECORD_DRIVER: %s; emulating instead of recording", C.GoString(msg))
			return
		}
	}
	if out == "" {
		out = "cudasim.trace"
	}
	w, err := trace.Create(out)
	if err != nil {
		warnf("CUDASIM_TRACE: %v; emulating instead of recording", err)
		return
	}
	w.Directive("trace", "1")
	if path != "" {
		w.Directive("recorded", "cudasim's libcuda.so.1 recording calls to "+path)
	} else {
		w.Directive("recorded", "cudasim's libcuda.so.1 tracing the emulator")
	}
	loading := "lazy"
	if driver.ModuleLoadingFromEnv() == driver.ModuleLoadingEager {
		loading = "eager"
	}
	w.Directive("loading", loading)
	rec = &recorder{w: w, syms: trace.NewSymbols(), self: path == ""}
	if path != "" {
		warnf("recording calls to %s in %s", path, out)
	}
}

// describeDriver writes what the real driver is (its version and devices,
// as @driver and @devices) once cuInit has succeeded, asking it directly.
func (r *recorder) describeDriver() {
	r.once.Do(func() {
		var v, n C.int
		if r.fwd(sym_cuDriverGetVersion, u64(&v)) == 0 {
			r.w.Directive("driver", fmt.Sprint(v))
		}
		if r.fwd(sym_cuDeviceGetCount, u64(&n)) != 0 {
			return
		}
		var profiles []string
		for i := range int(n) {
			var name [256]C.char
			if r.fwd(sym_cuDeviceGetName, u64(&name[0]), 256, uint64(i)) != 0 {
				return
			}
			p, ok := profileNamed(C.GoString(&name[0]))
			if !ok {
				r.w.Comment(fmt.Sprintf("device %d is a %s, which cudasim has no profile for", i, C.GoString(&name[0])))
				return
			}
			profiles = append(profiles, p)
		}
		r.w.Directive("devices", profiles...)
		// Each GPU has its own UUID, which programs read (the CUDA runtime
		// always does): replay gives the emulated devices these.
		for i := range int(n) {
			var uuid [16]byte
			if r.fwd(sym_cuDeviceGetUuid_v2, u64(&uuid[0]), uint64(i)) == 0 {
				r.w.Directive("uuid", fmt.Sprint(i), hex.EncodeToString(uuid[:]))
			}
		}
	})
}

// profileNamed finds the emulator profile of a device by the name the real
// driver gives it.
func profileNamed(name string) (string, bool) {
	for _, p := range driver.ProfileNames() {
		devs, err := driver.ParseDevices(p)
		if err == nil && len(devs) == 1 && devs[0].Name == name {
			return p, true
		}
	}
	return "", false
}

// on reports whether a call is to be recorded: the recorder exists, and the
// call is not one the recorder itself makes to the emulator.
func (r *recorder) on() bool {
	return r != nil && (!r.self || C.cudasim_in_self() == 0)
}

// fwd calls the real driver's entry point sym (or the emulator's, tracing
// it) with the C arguments a.
func (r *recorder) fwd(sym int, a ...uint64) C.CUresult {
	var p *C.uint64_t
	if len(a) > 0 {
		p = (*C.uint64_t)(unsafe.Pointer(&a[0]))
	}
	if r.self {
		return C.cudasim_call_self(C.int(sym), p, C.int(len(a)))
	}
	fn := C.cudasim_real_fn(C.int(sym))
	if fn == nil {
		if _, seen := r.missing.LoadOrStore(sym, true); !seen {
			warnf("the recorded driver has no %s", symName(sym))
		}
		return C.CUresult(cu.ErrorNotSupported)
	}
	return C.cudasim_call(fn, p, C.int(len(a)))
}

func (r *recorder) thread() string {
	return r.syms.Thread(uint64(C.cudasim_thread_key()))
}

// record writes one call. outs, if not nil, gives the values the call
// returned; it is called only when the call succeeded.
func (r *recorder) record(name string, res C.CUresult, args []trace.Value, outs func() []trace.Value) {
	var o []trace.Value
	if res == 0 && outs != nil {
		o = outs()
	}
	if mentionsUntraced(args) {
		// Replay could not run it: it uses memory from a call the trace has
		// no form for.
		c := trace.Call{Thread: r.thread(), Name: name, Args: args, Result: cu.Result(res), Outs: o}
		r.comment("%s (uses memory from an untraced call)", strings.TrimPrefix(c.String(), c.Thread+" "))
		return
	}
	if err := r.w.Record(r.thread(), name, args, cu.Result(res), o...); err != nil {
		r.fail(err)
	}
}

// Name prefixes of memory that calls the trace cannot express gave out
// (pitched, registered host memory).
var untracedPrefixes = []string{"pitch", "reg"}

func mentionsUntraced(vs []trace.Value) bool {
	for _, v := range vs {
		if v.Kind == trace.KindSymbol {
			for _, p := range untracedPrefixes {
				if strings.HasPrefix(v.Str, p) {
					return true
				}
			}
		}
		if mentionsUntraced(v.Elems) {
			return true
		}
	}
	return false
}

// comment writes a call the trace format has no form for.
func (r *recorder) comment(format string, args ...any) {
	if err := r.w.Comment(r.thread() + " " + fmt.Sprintf(format, args...)); err != nil {
		r.fail(err)
	}
}

var failOnce sync.Once

// fail reports the first error writing the trace.
func (r *recorder) fail(err error) {
	failOnce.Do(func() { fmt.Fprintf(os.Stderr, "cudasim: writing the trace: %v\n", err) })
}

// cudasimUntraced notes a forwarded call the recorder does not trace.
//
//export cudasimUntraced
func cudasimUntraced(idx C.int) {
	if rec != nil {
		rec.comment("%s (forwarded, not traced)", C.GoString(C.cudasim_name(idx)))
	}
}

// u64 is a C pointer as a forwarded argument.
func u64[T any](p *T) uint64 { return uint64(uintptr(unsafe.Pointer(p))) }

// in names a handle argument: null, the name a call that returned it gave
// it (under one of prefixes), or, for a value no call returned (garbage, a
// handle from an untraced call), the number itself, which replay passes on
// as it is.
func (r *recorder) in(raw uint64, prefixes ...string) trace.Value {
	if raw == 0 {
		return trace.Null()
	}
	if v, ok := r.syms.Find(raw, prefixes...); ok {
		return v
	}
	return trace.Uint(raw)
}

// args is a call's list of input values (and vals, of output values).
func args(v ...trace.Value) []trace.Value { return v }
func vals(v ...trace.Value) []trace.Value { return v }

// optional is an output the caller may not want: _ when it passed NULL.
func optional(null bool, v func() trace.Value) trace.Value {
	if null {
		return trace.Any()
	}
	return v()
}
