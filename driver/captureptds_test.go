package driver

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"testing"

	"cudasim/cu"
)

// The per-thread default stream captures as a blocking stream does
// (docs/streams.md, "Capture of the per-thread default stream"): each
// thread's its own, the legacy stream's work invalidating it
// (CUDA_ERROR_STREAM_CAPTURE_IMPLICIT, the rule measured for blocking
// streams), and the captured graph runs the work.
func TestPerThreadStreamCaptures(t *testing.T) {
	th, other := twoThreads(t)
	buf, err := th.MemAlloc(256)
	must(t, err)
	must(t, th.MemsetD32(buf, 1, 64))
	word := func() uint32 {
		b := make([]byte, 4)
		must(t, th.MemcpyDtoH(b, buf))
		return binary.LittleEndian.Uint32(b)
	}
	status := func(who *Thread, h Stream) StreamCaptureStatus {
		st, err := who.StreamIsCapturing(h)
		must(t, err)
		return st
	}

	must(t, th.StreamBeginCapture(StreamPerThread, CaptureModeGlobal))
	if err := th.StreamBeginCapture(StreamPerThread, CaptureModeGlobal); cu.Code(err) != cu.ErrorIllegalState {
		t.Fatalf("second begin: %v", err)
	}
	if st := status(th, StreamPerThread); st != CaptureStatusActive {
		t.Fatalf("per-thread stream status %v", st)
	}
	// The legacy stream's status is CUDA_ERROR_STREAM_CAPTURE_IMPLICIT
	// (measured: graphs26's s_gr_capblock), and the capture goes on.
	if _, err := th.StreamIsCapturing(0); cu.Code(err) != cu.ErrorStreamCaptureImplicit {
		t.Fatalf("legacy stream's status: %v, want CUDA_ERROR_STREAM_CAPTURE_IMPLICIT", err)
	}
	if st := status(other, StreamPerThread); st != CaptureStatusNone {
		t.Fatalf("the other thread's per-thread stream %v: want none", st)
	}
	must(t, th.MemsetD32Async(buf, 7, 64, StreamPerThread))
	_, _, g, deps, err := th.StreamGetCaptureInfo(StreamPerThread)
	if err != nil || g == 0 || len(deps) != 1 {
		t.Fatalf("capture info: graph %#x deps %v %v", g, deps, err)
	}
	// Another thread's per-thread stream is not this capture: its work runs.
	must(t, other.MemsetD32Async(buf, 3, 1, StreamPerThread))
	g2, err := th.StreamEndCapture(StreamPerThread)
	if err != nil || g2 != g {
		t.Fatalf("end: %#x %v", g2, err)
	}
	must(t, other.StreamSynchronize(StreamPerThread))
	if w := word(); w != 3 {
		t.Fatalf("the other thread's memset, not the captured one: %d, want 3", w)
	}
	nodes, err := th.GraphGetNodes(g)
	must(t, err)
	if len(nodes) != 1 {
		t.Fatalf("%d nodes, want the memset", len(nodes))
	}
	e, err := th.GraphInstantiate(g, 0)
	must(t, err)
	must(t, th.GraphLaunch(e, StreamPerThread))
	must(t, th.StreamSynchronize(StreamPerThread))
	if w := word(); w != 7 {
		t.Fatalf("after the captured graph ran: %d, want 7", w)
	}

	// The legacy stream's work while it captures: refused, the capture
	// invalidated, nothing run.
	must(t, th.StreamBeginCapture(StreamPerThread, CaptureModeRelaxed))
	if err := th.MemsetD32Async(buf, 9, 64, 0); cu.Code(err) != cu.ErrorStreamCaptureImplicit {
		t.Fatalf("legacy stream's memset during the capture: %v", err)
	}
	if st := status(th, StreamPerThread); st != CaptureStatusInvalidated {
		t.Fatalf("status after the legacy stream's work: %v", st)
	}
	if _, err := th.StreamEndCapture(StreamPerThread); cu.Code(err) != cu.ErrorStreamCaptureInvalidated {
		t.Fatalf("end of the invalidated capture: %v", err)
	}
	if w := word(); w != 7 {
		t.Fatalf("the refused memset ran: %d", w)
	}
	// The legacy stream itself is not capturable (measured).
	if err := th.StreamBeginCapture(StreamLegacy, CaptureModeGlobal); cu.Code(err) != cu.ErrorStreamCaptureUnsupported {
		t.Fatalf("legacy stream: %v", err)
	}
}

// A synchronous copy or set through its _ptds entry point runs on the
// calling thread's per-thread stream (PerThreadSync, then the legacy
// call's work). While that stream captures, cuMemsetD8 is
// CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED and invalidates the capture
// (measured: graphs26's s_gr_capptds, every mode), and so does cuMemsetD32
// (measured on an H100: testdata/reference/mend33/h100-s33, ptdscap.out);
// another thread's is not refused (its own stream does not capture).
func TestPerThreadSyncDuringCapture(t *testing.T) {
	th, other := twoThreads(t)
	must(t, th.PerThreadSync("cuMemsetD8")) // no capture: it runs, the per-thread stream's first use
	s, err := th.StreamCreate(0)
	must(t, err)
	if ps, err := th.StreamGetId(StreamPerThread); err != nil || ps != 13 {
		t.Errorf("per-thread stream id %d %v, want 13 (taken at its first use, before the created stream's)", ps, err)
	}
	if id, err := th.StreamGetId(s); err != nil || id != 14 {
		t.Errorf("created stream id %d %v, want 14", id, err)
	}
	for _, mode := range []StreamCaptureMode{CaptureModeGlobal, CaptureModeThreadLocal, CaptureModeRelaxed} {
		must(t, th.StreamBeginCapture(StreamPerThread, mode))
		must(t, other.PerThreadSync("cuMemsetD8"))
		call := []string{"cuMemsetD8", "cuMemsetD32"}[mode%2]
		if err := th.PerThreadSync(call); cu.Code(err) != cu.ErrorStreamCaptureUnsupported {
			t.Fatalf("mode %d: %s's _ptds symbol during the capture: %v, want CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED", mode, call, err)
		}
		if st, err := th.StreamIsCapturing(StreamPerThread); err != nil || st != CaptureStatusInvalidated {
			t.Fatalf("mode %d: after the memset: %v %v, want invalidated", mode, st, err)
		}
		if _, err := th.StreamEndCapture(StreamPerThread); cu.Code(err) != cu.ErrorStreamCaptureInvalidated {
			t.Fatalf("mode %d: end: %v", mode, err)
		}
	}
}

// syncCalls are the synchronous copies and sets the runtime makes for
// graphs26's s_gr_synccap (its cudaMemset, cudaMemset2D, cudaMemcpy of each
// kind, cudaMemcpy2D, 3D and peer copies), by their driver names, each
// writing or reading buf's first bytes.
func syncCalls(th *Thread, buf DevicePtr, host []byte) map[string]func() error {
	d2 := Memcpy2D{SrcMemoryType: MemoryTypeDevice, SrcDevice: buf + 256, SrcPitch: 64, DstMemoryType: MemoryTypeDevice, DstDevice: buf, DstPitch: 64, WidthInBytes: 16, Height: 2}
	d3 := Memcpy3D{SrcMemoryType: MemoryTypeDevice, SrcDevice: buf + 256, SrcPitch: 64, SrcHeight: 1, DstMemoryType: MemoryTypeDevice, DstDevice: buf, DstPitch: 64, DstHeight: 1, WidthInBytes: 64, Height: 1, Depth: 1}
	return map[string]func() error{
		"cuMemsetD8":   func() error { return th.MemsetD8(buf, 7, 64) },
		"cuMemsetD2D8": func() error { return th.MemsetD2D8(buf, 64, 7, 16, 2) },
		"cuMemcpyDtoH": func() error { return th.MemcpyDtoH(host, buf) },
		"cuMemcpyHtoD": func() error { return th.MemcpyHtoD(buf, host) },
		"cuMemcpyDtoD": func() error { return th.MemcpyDtoD(buf, buf+256, 64) },
		"cuMemcpy":     func() error { return th.Memcpy(buf, buf+256, 64) },
		"cuMemcpy2D":   func() error { return th.Memcpy2D(&d2) },
		"cuMemcpy3D":   func() error { return th.Memcpy3D(&d3) },
		"cuMemcpyPeer": func() error { return th.MemcpyPeer(buf, 0, buf+256, 0, 64) },
	}
}

// While the per-thread stream (a blocking stream) captures, a synchronous
// copy or set on the legacy stream is CUDA_ERROR_STREAM_CAPTURE_IMPLICIT,
// from the capturing thread or another, in a global or relaxed capture: it
// does nothing and invalidates the capture. Through its _ptds entry point
// the capturing thread's call is CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED
// (and invalidates), another thread's runs on its own per-thread stream
// and the capture goes on. Measured: graphs26's s_gr_synccap and
// s_gr_synccap_ptds (golden/b130).
func TestSyncCallsDuringCapture(t *testing.T) {
	th, other := twoThreads(t)
	buf, err := th.MemAlloc(1024)
	must(t, err)
	host := make([]byte, 64)
	fill := bytes.Repeat([]byte{1}, 1024)
	for _, mode := range []StreamCaptureMode{CaptureModeGlobal, CaptureModeRelaxed} {
		for _, who := range []*Thread{th, other} {
			for _, perThread := range []bool{false, true} {
				for name, call := range syncCalls(who, buf, host) {
					if perThread && name == "cuMemcpyPeer" {
						continue // the runtime's cudaMemcpyPeer takes cuMemcpyPeer (legacy) there too
					}
					must(t, th.MemcpyHtoD(buf, fill))
					must(t, th.StreamBeginCapture(StreamPerThread, mode))
					must(t, th.MemsetD32Async(buf+512, 5, 4, StreamPerThread))
					if perThread {
						err = who.PerThreadSync(name)
						if err == nil {
							err = call()
						}
						who.EndPerThreadSync()
					} else {
						err = call()
					}
					want, status := cu.ErrorStreamCaptureImplicit, CaptureStatusInvalidated
					switch {
					case perThread && who == th:
						want = cu.ErrorStreamCaptureUnsupported
					case perThread:
						want, status = cu.Success, CaptureStatusActive
					}
					what := fmt.Sprintf("mode %d, thread %d, per-thread %v: %s", mode, who.ID(), perThread, name)
					if cu.Code(err) != want {
						t.Errorf("%s: %v, want %v", what, err, want)
					}
					if st, err := th.StreamIsCapturing(StreamPerThread); err != nil || st != status {
						t.Errorf("%s: capture %v %v, want %v", what, st, err, status)
					}
					g, err := th.StreamEndCapture(StreamPerThread)
					if status == CaptureStatusActive {
						must(t, err)
						must(t, th.GraphDestroy(g))
						continue
					}
					if cu.Code(err) != cu.ErrorStreamCaptureInvalidated {
						t.Errorf("%s: end %v, want invalidated", what, err)
					}
					got := make([]byte, 64)
					must(t, th.MemcpyDtoH(got, buf))
					if !bytes.Equal(got, fill[:64]) {
						t.Errorf("%s: the refused call wrote the buffer: % x", what, got[:8])
					}
				}
			}
		}
	}
}

// twoThreads are two threads of one driver with its primary context current.
func twoThreads(t *testing.T) (*Thread, *Thread) {
	d, th, c := setup(t, Config{})
	other := d.NewThread()
	must(t, other.CtxSetCurrent(c))
	return th, other
}
