package driver

import (
	"syscall"
	"testing"
	"time"

	"cudasim/cu"
)

// newFuzzDriver makes the driver a fuzz target runs on: one H200, device
// printf discarded, launches bounded (a second, 2^16 instructions a warp),
// a thread with the primary context current, kernel of image loaded there
// (none for a nil image) and 64 KiB of device memory. A target makes a new
// one after a fault, whose sticky error holds the whole device.
func newFuzzDriver(t testing.TB, image []byte, kernel string) (*Driver, *Thread, Function, DevicePtr) {
	d := New(Config{Devices: []Profile{H200()}})
	d.SetPrintfOutput(nil)
	d.SetLaunchTimeout(time.Second)
	d.SetInstructionBudget(1 << 16)
	th := d.NewThread()
	must(t, th.Init(0))
	c, err := th.DevicePrimaryCtxRetain(0)
	must(t, err)
	must(t, th.CtxSetCurrent(c))
	var fn Function
	if image != nil {
		m, err := th.ModuleLoadData(image)
		must(t, err)
		fn, err = th.ModuleGetFunction(m, kernel)
		must(t, err)
	}
	buf, err := th.MemAlloc(64 << 10)
	must(t, err)
	return d, th, fn, buf
}

// checkAnswer fails t unless err is nil or a code the real driver knows
// (not CUDA_ERROR_UNKNOWN) with a message beyond the code's own text.
func checkAnswer(t *testing.T, what string, err error) {
	t.Helper()
	if err == nil {
		return
	}
	if code := cu.Code(err); !code.Known() || code == cu.ErrorUnknown || cu.Detail(err) == "" && err.Error() == code.Error() {
		t.Fatalf("%s: %v: not a driver code with a message", what, err)
	}
}

// fuzzBytes hands out a fuzz input's bytes, zeros once they run out.
type fuzzBytes []byte

func fuzzReader(b []byte) *fuzzBytes { return (*fuzzBytes)(&b) }

func (r *fuzzBytes) byte() byte {
	if len(*r) == 0 {
		return 0
	}
	b := (*r)[0]
	*r = (*r)[1:]
	return b
}

func (r *fuzzBytes) u32() uint32 {
	var v uint32
	for i := range 4 {
		v |= uint32(r.byte()) << (8 * i)
	}
	return v
}

func (r *fuzzBytes) bytes(n int) []byte {
	out := make([]byte, n)
	for i := range out {
		out[i] = r.byte()
	}
	return out
}

// asDropIn runs call as the drop-in's entry points run the driver: a fault
// on the program's host memory on the calling goroutine answers
// HostAddressFault, as libcuda's guard answers it.
func asDropIn(call func() error) error {
	return withHostFaults(call, HostAddressFault)
}

// fuzzHostPages are pages outside Go's heap that a fuzz input registers
// (cuMemHostRegister) and protects or unprotects as it goes: registered
// memory the program protected after registering it.
type fuzzHostPages struct {
	b         []byte
	protected bool
}

func newFuzzHostPages(t testing.TB, n int) *fuzzHostPages {
	b, err := syscall.Mmap(-1, 0, n*syscall.Getpagesize(), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	must(t, err)
	return &fuzzHostPages{b: b}
}

// protect makes the pages unreachable (PROT_NONE) or readable and writable
// again.
func (h *fuzzHostPages) protect(t testing.TB, none bool) {
	prot := syscall.PROT_READ | syscall.PROT_WRITE
	if none {
		prot = syscall.PROT_NONE
	}
	must(t, syscall.Mprotect(h.b, prot))
	h.protected = none
}

// release unregisters the pages from th's driver (if registered) and unmaps
// them.
func (h *fuzzHostPages) release(th *Thread) {
	if h.protected {
		syscall.Mprotect(h.b, syscall.PROT_READ|syscall.PROT_WRITE)
	}
	th.MemHostUnregister(h.b)
	syscall.Munmap(h.b)
}
