package driver

import (
	"cmp"
	"errors"
	"runtime/debug"

	"cudasim/cu"
	"cudasim/internal/ctx"
	"cudasim/internal/mem"
	"cudasim/sim"
)

// Faults on the program's host memory. Go reports a fault on memory outside
// its heap as a panic carrying the address where the goroutine asked for it
// (debug.SetPanicOnFault): memory the program pointed cudasim at. The
// answers, one source for every path that meets such a fault:
//   - a call the program is still in (libcuda's guard, a queued copy it
//     waits for) on memory the program never page-locked or registered:
//     CUDA_ERROR_INVALID_VALUE, HostAddressFault (where the driver crashes);
//   - a call, or work that runs after the call returned (queued work, a
//     kernel), that finds page-locked or registered memory the program
//     unmapped or protected since: CUDA_ERROR_NOT_SUPPORTED,
//     pinnedMemoryGone (CallHostFault for a call). The GPU
//     reaches pinned pages through its own mapping, which cudasim does not
//     model: measured on an H100 with the H200's driver (locks30-c and
//     mend31-c, testdata/reference/{locks30,mend31}/h100-s32), copies,
//     memsets and kernels reading or writing registered pages the program
//     protected, or even unmapped, since answer 0 and read or write the pages
//     as they were; cudasim reaches them through the program's own mapping,
//     which the protection took away.

// CallHostFault is the error of a call the program is still in that faulted
// on host memory at addr: pinnedMemoryGone where the program page-locked or
// registered it (and protected or unmapped it since: the real driver reaches
// such pages through the GPU's mapping, which cudasim does not model, so the
// answer is NOT_SUPPORTED rather than a code the driver does not give),
// HostAddressFault elsewhere.
func (d *Driver) CallHostFault(addr uintptr) error {
	if addr != 0 && d.pinned(DevicePtr(addr)) {
		return pinnedMemoryGone(addr, "the call")
	}
	return HostAddressFault(addr)
}

// pinned reports whether addr lies in page-locked or registered host
// memory, which the GPU reaches through its own mapping.
func (d *Driver) pinned(addr DevicePtr) bool {
	a, ok := d.mem.Lookup(addr)
	return ok && (a.Kind == mem.Host || a.Kind == mem.Registered)
}

// HostAddressFault is the error of a call whose host address, given by the
// program, is not mapped memory (addr 0: one below 0x1000, which Go reports
// without its address).
func HostAddressFault(addr uintptr) error {
	if addr == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "a host address below 0x1000, given by the program, is not mapped memory")
	}
	return cu.Errorf(cu.ErrorInvalidValue, "host address %#x, given by the program, is not mapped memory", addr)
}

// pinnedMemoryGone is the error of work (by: what reached it) that found
// host memory at addr unmapped or protected after the program made it
// reachable.
func pinnedMemoryGone(addr uintptr, by string) error {
	return cu.Errorf(cu.ErrorNotSupported, "host address %#x, reached by %s, is not mapped memory now: page-locked or registered memory unmapped or protected after the work was queued or the memory registered is not modelled by cudasim (the GPU reaches pinned pages through its own mapping)", addr, by)
}

// withHostFaults runs op with a fault on the program's host memory
// recovered: it is op's error, onFault's answer for the address. Any other
// panic is cudasim's own and goes on.
func withHostFaults(op func() error, onFault func(addr uintptr) error) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		p := recover()
		if p == nil {
			return
		}
		f, ok := p.(interface{ Addr() uintptr })
		if !ok {
			panic(p)
		}
		err = onFault(f.Addr())
	}()
	return op()
}

// kernelHostFault is err, a kernel's, with a fault on the program's host
// memory (sim.HostFault) made pinnedMemoryGone; a fault anywhere else is
// cudasim's own (an internal error, as the engine answers its panics).
func (d *Driver) kernelHostFault(err error) error {
	if err == nil {
		return nil // before hf, which escapes: no allocation a launch
	}
	var hf *sim.HostFault
	if !errors.As(err, &hf) {
		return err
	}
	if d.pinned(hf.Addr) {
		return pinnedMemoryGone(uintptr(hf.Addr), "kernel "+hf.Kernel)
	}
	return cu.Errorf(cu.ErrorLaunchFailed, "internal error executing %s: a fault at %#x, in no host memory the program gave the device", hf.Kernel, hf.Addr)
}

// runQueued runs work queued on a stream of context c on bg, the thread of
// the goroutine that runs it, where a fault on the program's host memory
// would end the process. Such a fault is the error of the call that waits
// for the work, if one does (w.callerErr: it is still in the call that gave
// the address, which answers as it does run at once, HostAddressFault);
// otherwise the memory was reachable at the call (page-locked or
// registered) and was unmapped or protected since: pinnedMemoryGone
// becomes c's sticky error, as a fault of the stream's work would.
func (bg *Thread) runQueued(c *ctx.Context, w work) (later chan struct{}) {
	err := withHostFaults(func() error {
		later = w.run(bg)
		return nil
	}, func(addr uintptr) error {
		if w.callerErr != nil {
			*w.callerErr = HostAddressFault(addr)
			return nil
		}
		return pinnedMemoryGone(addr, cmp.Or(w.call, "queued work"))
	})
	if err != nil {
		bg.d.setStickyCause(bg, c, cu.Code(err), cu.Detail(err), err)
	}
	return later
}
