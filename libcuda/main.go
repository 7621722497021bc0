//go:build linux && amd64

package main

//go:generate go run gen.go

/*
#cgo CFLAGS: -O2
#cgo LDFLAGS: -ldl -lpthread
#include <stdlib.h>
#include "cudasim.h"
*/
import "C"

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"

	"cudasim/cu"
	"cudasim/driver"
	"cudasim/internal/term"
)

// Diagnostic levels of CUDASIM_LOG.
const (
	logOff = iota
	logWarn
	logErrors
	logCalls
)

var (
	logLevel = logWarn

	// emuNow is the emulator behind every call (emu), published whole by
	// configure: the first cuInit may make it again while other threads call in.
	emuNow atomic.Pointer[emulator]

	threads sync.Map // cudasim_thread_key -> *driver.Thread
)

// emulator is a driver and, when set, why the environment could not
// configure it (cuInit returns it).
type emulator struct {
	d   *driver.Driver
	err error
}

// emu returns the driver behind every call.
func emu() *driver.Driver { return emuNow.Load().d }

func init() {
	switch v := strings.ToLower(os.Getenv("CUDASIM_LOG")); v {
	case "", "warn":
	case "off", "0", "none":
		logLevel = logOff
	case "error", "errors":
		logLevel = logErrors
	case "calls", "all", "trace":
		logLevel = logCalls
	default:
		warnf("CUDASIM_LOG=%q is not off, warn, error or calls; using warn", v)
	}
	if logLevel == logOff {
		C.cudasim_set_unsupported_messages(0)
	}
	configure(os.LookupEnv)
	startCPUProfile(os.Getenv("CUDASIM_CPUPROFILE"))
	driver.SetPTXEquivalentsDir(ptxCacheDir(os.LookupEnv))
	driver.SetLoweringCache(loweringCacheDir(os.LookupEnv), buildID())
	if path, out := os.Getenv("CUDASIM_RECORD_DRIVER"), os.Getenv("CUDASIM_TRACE"); path != "" || out != "" {
		startRecorder(path, out)
	}
}

// configEnv is the environment configure last read: the variables configFromEnv looked up,
// with their values ("" and false for unset).
var configEnv map[string]*string

// configure makes the emulator from the environment lookup reads.
func configure(lookup func(string) (string, bool)) {
	configEnv = map[string]*string{}
	cfg, err := configFromEnv(func(k string) (string, bool) {
		v, ok := lookup(k)
		configEnv[k] = nil
		if ok {
			configEnv[k] = &v
		}
		return v, ok
	})
	if err != nil {
		if !cu.IsAsMeasured(err) { // NVIDIA's driver says nothing of its own variables; cuInit's error explains (CUDASIM_LOG=error)
			warnf("%v; cuInit fails with %v", err, cu.Code(err))
		}
	}
	cfg.HostMemory = hostMemory
	cfg.CheckpointServe = true // other processes may checkpoint this one
	d := driver.New(cfg)
	d.SetPrintfOutput(&devicePrintf)
	d.SetHostCodeRunner(runHostCode)
	d.SetKernelWorkers(kernelWorkers(os.Getenv("CUDASIM_KERNEL_WORKERS")))
	if os.Getenv("CUDASIM_PROGRESS") != "0" && logLevel != logOff && term.Is(os.Stderr) {
		// A launch running for more than a second shows how far it is.
		d.SetLaunchProgress(driver.LaunchProgressLine(os.Stderr))
	}
	emuNow.Store(&emulator{d: d, err: err})
}

var reconfigured sync.Once

// reconfigureAtInit makes the emulator again, at the first cuInit, where the process changed
// since the library was loaded a variable the emulator was configured from: NVIDIA's driver
// reads them at cuInit, and programs set them between (Numba loads the driver as it is
// imported; numba.cuda.tests.cudadrv.test_runtime's TestVisibleDevices then sets
// CUDA_VISIBLE_DEVICES and expects one device). Go's view of the environment is the one it
// copied as the library was loaded, so the process's is read with getenv. Nothing the
// emulator made before cuInit is kept: each thread's handle is made again on its next call
// (thread), and a call another thread makes meanwhile runs whole on the old emulator or the new.
func reconfigureAtInit() {
	reconfigured.Do(func() {
		for k, was := range configEnv {
			now, ok := processEnv(k)
			if ok != (was != nil) || ok && now != *was {
				configure(processEnv)
				return
			}
		}
	})
}

// processEnv looks a variable up in the process's environment as it is now.
func processEnv(k string) (string, bool) {
	ck := C.CString(k)
	defer C.free(unsafe.Pointer(ck))
	v := C.getenv(ck)
	if v == nil {
		return "", false
	}
	return C.GoString(v), true
}

// ptxCacheDir is where PTX equivalents persist (driver.SetPTXEquivalentsDir):
// CUDASIM_PTX_CACHE, "off" for nowhere, by default the user's cache folder's
// cudasim/ptx-equivalents.
func ptxCacheDir(lookup func(string) (string, bool)) string {
	if v, ok := lookup("CUDASIM_PTX_CACHE"); ok {
		if strings.EqualFold(v, "off") || v == "0" {
			return ""
		}
		if v != "" {
			return v
		}
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "cudasim", "ptx-equivalents")
}

// loweringCacheDir is where the lowering cache keeps its entries
// (driver.SetLoweringCache), with the real driver's compute cache
// variables: none when CUDA_CACHE_DISABLE is 1, else the folder cudasim in
// CUDA_CACHE_PATH, by default in ~/.nv/ComputeCache (docs/performance.md,
// "The lowering cache").
func loweringCacheDir(lookup func(string) (string, bool)) string {
	if v, _ := lookup("CUDA_CACHE_DISABLE"); strings.TrimSpace(v) == "1" {
		return ""
	}
	if v, ok := lookup("CUDA_CACHE_PATH"); ok && v != "" {
		return filepath.Join(v, "cudasim")
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	return filepath.Join(home, ".nv", "ComputeCache", "cudasim")
}

// buildID is the drop-in's Go build ID, "" when it cannot be read (then
// nothing is cached).
func buildID() string {
	var buf [256]C.char
	if C.cudasim_build_id(&buf[0], C.size_t(len(buf))) == 0 {
		return ""
	}
	return C.GoString(&buf[0])
}

// configFromEnv reads the emulator's configuration from the environment:
// CUDASIM_DEVICES, then CUDA_VISIBLE_DEVICES as the real driver applies it.
func configFromEnv(lookup func(string) (string, bool)) (driver.Config, error) {
	var cfg driver.Config
	devices, err := devicesFromEnv(lookup)
	if err != nil {
		return cfg, err
	}
	if order, ok := lookup("CUDA_DEVICE_ORDER"); ok && order != "FASTEST_FIRST" && order != "PCI_BUS_ID" {
		// Measured (envexplore25, env.order-junk): cuInit fails so.
		return cfg, asDriver(cu.Errorf(cu.ErrorInvalidDevice, "CUDA_DEVICE_ORDER=%q is neither FASTEST_FIRST nor PCI_BUS_ID", order))
	}
	if visible, ok := lookup("CUDA_VISIBLE_DEVICES"); ok {
		if len(devices) == 0 {
			devices = []driver.Profile{driver.H200()}
		}
		if devices, err = driver.VisibleDevices(devices, visible); err != nil {
			return cfg, asDriver(err)
		}
		if len(devices) == 0 {
			return cfg, asDriver(cu.Errorf(cu.ErrorNoDevice, "CUDA_VISIBLE_DEVICES=%q hides every device", visible))
		}
	}
	cfg.Devices = devices
	if spec, ok := lookup("CUDASIM_SANITIZE"); ok {
		if cfg.Sanitize, err = driver.ParseSanitizer(spec); err != nil {
			return cfg, fmt.Errorf("CUDASIM_SANITIZE: %w", err)
		}
	}
	return cfg, nil
}

// asDriver marks err, a setting of NVIDIA's driver refused, as the driver's
// own answer: it is cuInit's, without a warning of cudasim's.
func asDriver(err error) error {
	return &cu.Error{Result: cu.Code(err), Detail: cu.Detail(err), Cause: cu.AsMeasured{}}
}

// devicesFromEnv reads CUDASIM_DEVICES (nil: the default, one H200).
func devicesFromEnv(lookup func(string) (string, bool)) ([]driver.Profile, error) {
	v, _ := lookup("CUDASIM_DEVICES")
	spec := strings.TrimSpace(v)
	if spec == "" {
		return nil, nil
	}
	if n, err := strconv.Atoi(spec); err == nil {
		if n < 1 || n > 64 {
			return nil, cu.Errorf(cu.ErrorNoDevice, "CUDASIM_DEVICES=%s: want 1 to 64 devices", spec)
		}
		var devs []driver.Profile
		for range n {
			devs = append(devs, driver.H200())
		}
		return devs, nil
	}
	devs, err := driver.ParseDevices(spec)
	if err != nil {
		return nil, cu.Errorf(cu.ErrorNoDevice, "CUDASIM_DEVICES=%s: %v", spec, err)
	}
	return devs, nil
}

// kernelWorkers is how many goroutines run the blocks of a launch: the
// value of CUDASIM_KERNEL_WORKERS, a positive count, or by default 1.
// One worker runs blocks in order, which is what kernels whose blocks wait
// for each other through global memory (CUB's decoupled look-back in its
// scans and radix sorts) need: a CUB radix sort came out wrong now and then
// with one worker per core. More workers are faster for kernels whose
// blocks are independent. Kernels that call device printf or assert run
// one block after another whatever it says (driver.Driver.SetKernelWorkers).
func kernelWorkers(v string) int {
	v = strings.TrimSpace(v)
	if v == "" {
		return 1
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		warnf("CUDASIM_KERNEL_WORKERS=%q is not a positive count; using 1", v)
		return 1
	}
	return n
}

// hostMemory lets the generic cuMemcpy reach the program's own (pageable)
// memory: an address in no allocation is the caller's.
func hostMemory(addr, n uint64) ([]byte, bool) {
	if addr == 0 {
		return nil, false
	}
	return unsafe.Slice((*byte)(C.cudasim_ptr(C.uint64_t(addr))), n), true
}

// faultInEntryPoint reports whether panic p, being recovered, is a fault in
// the first page of memory (Go gives such faults no address) taken by
// libcuda's own code (or the standard library's, called by it): its entry
// points dereference the program's pointers (out parameters, descriptors,
// arrays they copy before the driver sees them), so the pointer was the
// program's. A fault in the driver or the engine stays an internal error.
func faultInEntryPoint(p any) bool {
	if e, ok := p.(runtime.Error); !ok || !strings.Contains(e.Error(), "nil pointer dereference") {
		return false
	}
	pcs := make([]uintptr, 64)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(1, pcs)])
	for sawPanic := false; ; {
		f, more := frames.Next()
		switch {
		case f.Function == "runtime.sigpanic":
			sawPanic = true
		case sawPanic && strings.HasPrefix(f.Function, "main."):
			return true
		case sawPanic && strings.HasPrefix(f.Function, "cudasim/"):
			return false
		}
		if !more {
			return false
		}
	}
}

// inGo copies the program's struct at p into Go memory (nil for NULL): a wild
// pointer faults here, in the entry point (faultInEntryPoint), not in the driver.
func inGo[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

// touch reads the byte at p, so that a wild pointer faults in the entry point
// (faultInEntryPoint) before a view of the memory goes to the driver.
//
//go:noinline
func touch(p unsafe.Pointer) byte { return *(*byte)(p) }

// thread returns the emulated thread of the calling OS thread. A cgo
// callback runs on the C caller's OS thread, locked to it, so the C thread
// key names the caller.
func thread() *driver.Thread {
	if atomic.LoadInt32((*int32)(unsafe.Pointer(&C.cudasim_forked))) != 0 {
		forked()
	}
	// A host pointer from the program that points nowhere (a kernel
	// parameter, a copy's host buffer) then faults as a Go panic that guard
	// answers, rather than killing the program as it kills NVIDIA's driver.
	debug.SetPanicOnFault(true)
	if atomic.LoadInt32((*int32)(unsafe.Pointer(&C.cudasim_any_ended))) != 0 {
		freeEndedThreads()
	}
	k := uint64(C.cudasim_thread_key())
	d := emu()
	if t, ok := threads.Load(k); ok && t.(*driver.Thread).Driver() == d {
		return t.(*driver.Thread)
	}
	// The first call of this OS thread, or its first since the first cuInit made the
	// emulator again (reconfigureAtInit): the calls of one OS thread come one at a time.
	t := d.NewThread()
	if _, loaded := threads.Swap(k, t); !loaded {
		liveThreads.Add(1)
		growStack()
	}
	return t
}

// runHostCode runs host code (a host function, a callback, a host node:
// code calls into the program) with the OS thread it runs on bound to as,
// the thread the driver runs it as: the CUDA calls the program's code makes
// there are as's, which the driver tells from the other threads' (a wait for
// the host code's own stream answers CUDA_ERROR_NOT_PERMITTED rather than
// waiting for ever: docs/streams.md). The binding before goes back after.
func runHostCode(as *driver.Thread, code func()) {
	runtime.LockOSThread() // code's C calls run on this OS thread
	defer runtime.UnlockOSThread()
	k := uint64(C.cudasim_thread_key())
	prev, had := threads.Swap(k, as)
	defer func() {
		if had {
			threads.Store(k, prev)
		} else {
			threads.Delete(k)
		}
	}()
	code()
}

// growStack gives the calling goroutine a stack of 32 KiB while it is
// shallow, once per C thread (the goroutine of a C thread's calls keeps its
// stack from call to call). It starts at 4 KiB, and a module load's parse
// or a first launch's compilation grew it by doubling deep in the call,
// copying and adjusting every frame at each step: a measurable part of
// start-up (docs/performance.md, "Start-up, session 7").
//
//go:noinline
func growStack() {
	var frame [16 << 10]byte // the runtime doubles the stack until this fits
	stackSink(frame[:])
}

//go:noinline
func stackSink(b []byte) byte { return b[len(b)-1] }

// forked handles the first call in a forked child (see cudasim_watch_fork):
// the driver decides whether it is still usable there (Driver.Forked: not
// if it was initialised before the fork, and then every call answers
// CUDA_ERROR_NOT_INITIALIZED, as NVIDIA's driver does). The check costs
// every call one atomic load.
func forked() {
	if C.cudasim_take_forked() != 0 && emu().Forked() {
		C.cudasim_set_unusable()
	}
}

// cudasimForkPrepare runs in the parent before each fork (support.c,
// "Fork"): once the driver is initialised it hands C what a forked child
// answers without Go. The recorder's child is left to the real driver.
//
//export cudasimForkPrepare
func cudasimForkPrepare() {
	if rec.on() || !emu().Initialised() {
		return
	}
	forkAnswers.Do(func() {
		rs := cu.Results()
		t := (*[1 << 16]C.struct_cudasim_result_text)(C.malloc(C.size_t(len(rs)) * C.sizeof_struct_cudasim_result_text))[:len(rs):len(rs)]
		for i, r := range rs {
			t[i] = C.struct_cudasim_result_text{code: C.int(r), name: C.CString(r.Name()), text: C.CString(r.Text())}
		}
		C.cudasim_set_fork_answers(&t[0], C.int(len(rs)), C.int(driver.DriverVersion))
	})
}

var forkAnswers sync.Once

// liveThreads counts the emulated threads in threads.
var liveThreads atomic.Int64

// freeEndedThreads drops the emulated threads of OS threads that have exited.
// Contexts they had current live on (a context is the driver's, not a
// thread's), as with the real driver.
func freeEndedThreads() {
	var keys [64]C.uint64_t
	for {
		n := int(C.cudasim_ended_threads(&keys[0], C.int(len(keys))))
		if n == 0 {
			return
		}
		for _, k := range keys[:n] {
			if _, ok := threads.LoadAndDelete(uint64(k)); ok {
				live := liveThreads.Add(-1)
				if logLevel >= logCalls {
					fmt.Fprintf(os.Stderr, "cudasim: thread %d exited; %d emulated threads remain\n", uint64(k), live)
				}
			}
		}
	}
}

// cudasimEmulatedThreads returns how many emulated host threads the library
// holds, after freeing those of exited threads: a debugging and test hook,
// not part of the driver API.
//
//export cudasimEmulatedThreads
func cudasimEmulatedThreads() C.int {
	freeEndedThreads()
	return C.int(liveThreads.Load())
}

func warnf(format string, args ...any) {
	if logLevel >= logWarn {
		fmt.Fprintf(os.Stderr, "cudasim: "+format+"\n", args...)
	}
}

// quietFailure are the calls whose failures are answers, not errors, for
// the sanitizer's report of failed calls: the CUDA runtime asks for entry
// points and export tables that may not exist.
var quietFailure = map[string]bool{
	"cuGetProcAddress": true, "cuGetProcAddress_v2": true, "cuGetExportTable": true,
	"cuGetErrorName": true, "cuGetErrorString": true,
}

// ret turns an emulator error into the CUresult the C caller gets, saying
// why on stderr when CUDASIM_LOG asks.
func ret(name string, err error) C.CUresult {
	if logLevel >= logCalls {
		if err == nil {
			fmt.Fprintf(os.Stderr, "cudasim: %s -> CUDA_SUCCESS\n", name)
		} else {
			fmt.Fprintf(os.Stderr, "cudasim: %s: %v\n", name, err)
		}
	}
	return result(name, err)
}

// logCall writes the CUDASIM_LOG=calls line of a call a generated shim
// made: the call with its arguments, its result (with cudasim's
// explanation of a failure) and, when it succeeded, what it returned.
func logCall(err error, call, outs string) {
	switch {
	case err != nil:
		fmt.Fprintf(os.Stderr, "cudasim: %s -> %v\n", call, err)
	case outs != "":
		fmt.Fprintf(os.Stderr, "cudasim: %s -> CUDA_SUCCESS %s\n", call, outs)
	default:
		fmt.Fprintf(os.Stderr, "cudasim: %s -> CUDA_SUCCESS\n", call)
	}
}

// result is ret less the CUDASIM_LOG=calls line, which logCall wrote.
func result(name string, err error) C.CUresult {
	if err == nil {
		return 0
	}
	code := cu.Code(err)
	if !quietFailure[name] {
		noteFailure(err)
	}
	switch {
	case logLevel == logErrors:
		fmt.Fprintf(os.Stderr, "cudasim: %s: %v\n", name, err)
	case logLevel == logWarn && code == cu.ErrorNotSupported && !cu.IsAsMeasured(err) && firstNotSupported(name, err):
		// What cudasim cannot do is said once by default: a program that
		// does not check (a kernel launch from SASS-only code, say) would
		// otherwise go on with wrong results and no word why.
		fmt.Fprintf(os.Stderr, "cudasim: %s: %v\n", name, err)
	}
	return C.CUresult(code)
}

var notSupportedSeen sync.Map // "call: message" -> true

// firstNotSupported reports whether this call has not failed with this
// CUDA_ERROR_NOT_SUPPORTED message before (at most 1024 are remembered).
func firstNotSupported(name string, err error) bool {
	if notSupportedCount.Load() >= 1024 {
		return false
	}
	_, seen := notSupportedSeen.LoadOrStore(name+": "+err.Error(), true)
	if !seen {
		notSupportedCount.Add(1)
	}
	return !seen
}

var notSupportedCount atomic.Int64

// errNullOut is the answer to a NULL output pointer.
func errNullOut(what string) error {
	return cu.Errorf(cu.ErrorInvalidValue, "%s is NULL", what)
}

// maxHostBytes bounds a host buffer's size: more is no real buffer (and more
// than a Go slice can hold).
const maxHostBytes = 1 << 46

// goBytes views n bytes of C memory at p as a slice (no copy).
func goBytes(p unsafe.Pointer, n uint64) []byte {
	b, _ := hostBytes(p, n, "buffer")
	return b
}

// stickyFirst is err, an argument error of a call that works in the current
// context, or that context's sticky error where it has one: the H200
// answered a fault before a NULL host buffer of cudaMemcpy (cuMemcpyDtoH) and
// before an unknown pointer given to cudaFreeHost (cuMemFreeHost)
// (libcuda/testdata/cudart/interop26, or_copy and or_free).
func stickyFirst(err error) error {
	if s := thread().StickyError(); s != nil {
		return s
	}
	return err
}

// hostBytes is goBytes for a buffer the C caller gave: NULL with a non-zero
// size, or an impossible size, is CUDA_ERROR_INVALID_VALUE.
func hostBytes(p unsafe.Pointer, n uint64, what string) ([]byte, error) {
	if n == 0 {
		return []byte{}, nil
	}
	if p == nil {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%s is NULL for %d bytes", what, n)
	}
	if n > maxHostBytes {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "%s: %d bytes is more than any host buffer", what, n)
	}
	return unsafe.Slice((*byte)(p), n), nil
}

// copyOf copies n bytes of C memory at p (nil if p is NULL or n too large),
// for the trace.
func copyOf(p unsafe.Pointer, n uint64) []byte {
	b, err := hostBytes(p, n, "")
	if err != nil {
		return nil
	}
	return append([]byte(nil), b...)
}

// cStrings keeps the C copies of strings handed out as static (never freed):
// cuGetErrorName's names, for example.
var cStrings sync.Map // string -> *C.char

func staticCString(s string) *C.char {
	if p, ok := cStrings.Load(s); ok {
		return p.(*C.char)
	}
	c := C.CString(s)
	p, loaded := cStrings.LoadOrStore(s, c)
	if loaded {
		C.free(unsafe.Pointer(c)) // another thread stored its copy first
	}
	return p.(*C.char)
}

// guard turns a Go panic inside an entry point (a bug in cudasim) into
// CUDA_ERROR_UNKNOWN and a report on stderr, instead of ending the C program.
func guard(name string, res *C.CUresult) {
	if p := recover(); p != nil {
		if f, ok := p.(interface{ Addr() uintptr }); ok {
			// Only memory outside Go's heap faults with an address: memory
			// the program pointed cudasim at.
			*res = ret(name, emu().CallHostFault(f.Addr()))
			return
		}
		if faultInEntryPoint(p) {
			*res = ret(name, driver.HostAddressFault(0))
			return
		}
		fmt.Fprintf(os.Stderr, "cudasim: %s: internal error: %v\n%s", name, p, debug.Stack())
		*res = C.CUresult(cu.ErrorUnknown)
	}
	if *res != 0 && !quietFailure[name] {
		logFailure(name, *res)
	}
}
