package driver

import (
	"testing"

	"cudasim/cu"
)

// The in-process IPC codes measured on the H200 (testdata/reference/graphs,
// section ipc); the sharing between processes is TestGraphsProbeMatchesH200's
// section ipcparent (libcuda). Exporting moves an allocation's bytes into
// the shared file without changing them, and memsets keep writing them.
func TestIpcInProcess(t *testing.T) {
	_, th, _ := setup(t, Config{})
	p, err := th.MemAlloc(100 << 10)
	must(t, err)
	must(t, th.MemcpyHtoD(p+5, []byte{1, 2, 3}))
	h, err := th.IpcGetMemHandle(p + 256)
	must(t, err)
	h2, err := th.IpcGetMemHandle(p)
	if err != nil || h2 != h {
		t.Errorf("a second handle differs: %v", err)
	}
	got := make([]byte, 3)
	must(t, th.MemcpyDtoH(got, p+5))
	if string(got) != "\x01\x02\x03" {
		t.Errorf("exported memory reads % x", got)
	}
	must(t, th.MemsetD8(p, 9, 100<<10))
	must(t, th.MemcpyDtoH(got, p+(99<<10)))
	if string(got) != "\x09\x09\x09" {
		t.Errorf("a memset of exported memory reads % x", got)
	}
	s, _ := th.StreamCreate(StreamNonBlocking)
	pa, err := th.MemAllocAsync(4096, s)
	must(t, err)
	for _, c := range []struct {
		what string
		err  error
		want cu.Result
	}{
		{"pool memory", func() error { _, err := th.IpcGetMemHandle(pa); return err }(), cu.ErrorInvalidValue},
		{"NULL", func() error { _, err := th.IpcGetMemHandle(0); return err }(), cu.ErrorInvalidValue},
		{"own handle", func() error { _, err := th.IpcOpenMemHandle(h, IpcLazyEnablePeerAccess); return err }(), cu.ErrorInvalidContext},
		{"flags 0", func() error { _, err := th.IpcOpenMemHandle(h, 0); return err }(), cu.ErrorInvalidValue},
		{"zero handle", func() error { _, err := th.IpcOpenMemHandle(IpcMemHandle{}, IpcLazyEnablePeerAccess); return err }(), cu.ErrorInvalidValue},
		{"close of memory not opened", th.IpcCloseMemHandle(p), cu.ErrorInvalidValue},
	} {
		if cu.Code(c.err) != c.want {
			t.Errorf("%s: %v, want %s", c.what, c.err, c.want.Name())
		}
	}
	e0, _ := th.EventCreate(0)
	if _, err := th.IpcGetEventHandle(e0); cu.Code(err) != cu.ErrorInvalidHandle {
		t.Errorf("event without CU_EVENT_INTERPROCESS: %v", err)
	}
	e1, _ := th.EventCreate(EventInterprocess | EventDisableTiming)
	eh, err := th.IpcGetEventHandle(e1)
	must(t, err)
	if _, err := th.IpcOpenEventHandle(eh); cu.Code(err) != cu.ErrorInvalidContext {
		t.Errorf("own event handle: %v", err)
	}
	if _, err := th.IpcOpenEventHandle(IpcEventHandle{}); cu.Code(err) != cu.ErrorMapFailed {
		t.Errorf("zero event handle: %v", err)
	}
	must(t, th.MemFree(p))
}
