package driver

import (
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
