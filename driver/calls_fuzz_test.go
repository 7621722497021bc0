package driver

import (
	"encoding/binary"
	"fmt"
	"testing"

	"cudasim/cu"
)

// FuzzCalls drives one emulator with arbitrary sequences of calls on up to
// three threads, with handles, pointers and sizes drawn from what earlier
// calls returned, bent a little, or made up, stream captures among them.
// Whatever happens, no call may panic, and every failure must carry a code
// the real driver knows with a message.
func FuzzCalls(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 10, 0, 64, 0, 12, 1, 2, 3})
	f.Add([]byte{0, 0, 0, 0, 3, 0, 0, 0, 4, 1, 0, 0, 10, 0, 16, 0, 6, 1, 0, 0, 11, 0, 0, 0, 5, 0, 0, 0})
	f.Add([]byte{0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 20, 0, 0, 0, 21, 0, 0, 0, 7, 0, 0, 0, 8, 0, 0, 0, 22, 0, 0, 0})
	// a capture of the per-thread stream: an allocation during it, a memset captured, its end
	f.Add([]byte{0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 10, 0, 64, 0, 32, 0, 2, 0, 10, 0, 64, 0, 31, 0, 0, 2, 34, 0, 2, 2, 33, 0, 2, 0})
	// thread-local capture of a created stream, the mode exchanged, the legacy stream
	// synchronized during it
	f.Add([]byte{0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 20, 0, 0, 1, 35, 0, 0, 1, 32, 0, 5, 1, 26, 0, 1, 0, 33, 0, 5, 0, 33, 0, 1, 0})
	f.Fuzz(func(t *testing.T, prog []byte) {
		d := New(Config{Devices: []Profile{H200(), A100()}})
		defer d.Close()
		threads := []*Thread{d.NewThread(), d.NewThread(), d.NewThread()}
		var ctxs []Context
		var ptrs []DevicePtr
		var streams []Stream
		var events []Event
		var hosts [][]byte
		pick := func(n int, b byte) int {
			if n == 0 {
				return -1
			}
			return int(b) % n
		}
		ctxArg := func(b byte) Context {
			if i := pick(len(ctxs), b); i >= 0 && b < 200 {
				return ctxs[i]
			}
			return Context(b) * 0x10
		}
		ptrArg := func(b byte) DevicePtr {
			if i := pick(len(ptrs), b); i >= 0 && b < 200 {
				return ptrs[i] + DevicePtr(b%3)*8
			}
			return DevicePtr(b) << 12
		}
		streamArg := func(b byte) Stream {
			if i := pick(len(streams), b); i >= 0 && b > 3 && b < 200 {
				return streams[i]
			}
			return Stream(b % 4)
		}
		eventArg := func(b byte) Event {
			if i := pick(len(events), b); i >= 0 && b < 200 {
				return events[i]
			}
			return Event(b) * 0x10
		}
		for len(prog) >= 4 {
			op, a, b, c := prog[0], prog[1], prog[2], prog[3]
			prog = prog[4:]
			th := threads[int(a)%len(threads)]
			size := uint64(binary.LittleEndian.Uint16([]byte{b, c}))
			var err error
			switch op % 36 {
			case 0:
				err = th.Init(uint32(b % 2))
			case 1:
				var h Context
				if h, err = th.DevicePrimaryCtxRetain(Device(b % 3)); err == nil {
					ctxs = append(ctxs, h)
				}
			case 2:
				err = th.CtxSetCurrent(ctxArg(b))
			case 3:
				var h Context
				if h, err = th.CtxCreate(uint32(c%9), Device(b%3)); err == nil {
					ctxs = append(ctxs, h)
				}
			case 4:
				err = th.CtxDestroy(ctxArg(b))
			case 5:
				err = th.CtxPushCurrent(ctxArg(b))
			case 6:
				_, err = th.CtxPopCurrent()
			case 7:
				err = th.DevicePrimaryCtxRelease(Device(b % 3))
			case 8:
				err = th.DevicePrimaryCtxReset(Device(b % 3))
			case 9:
				err = th.DevicePrimaryCtxSetFlags(Device(b%3), uint32(c))
			case 10:
				var p DevicePtr
				if p, err = th.MemAlloc(size); err == nil {
					ptrs = append(ptrs, p)
				}
			case 11:
				err = th.MemFree(ptrArg(b))
			case 12:
				err = th.MemsetD32(ptrArg(b), 0x01020304, uint64(c))
			case 13:
				err = th.MemcpyHtoD(ptrArg(b), make([]byte, c))
			case 14:
				err = th.MemcpyDtoH(make([]byte, c), ptrArg(b))
			case 15:
				err = th.MemcpyDtoD(ptrArg(b), ptrArg(c), uint64(a))
			case 16:
				err = th.Memcpy(ptrArg(b), ptrArg(c), uint64(a))
			case 17:
				var p DevicePtr
				if p, err = th.MemAllocManaged(size, uint32(c%3)); err == nil {
					ptrs = append(ptrs, p)
				}
			case 18:
				var h []byte
				if h, err = th.MemHostAlloc(size, uint32(c%9)); err == nil {
					hosts = append(hosts, h)
					ptrs = append(ptrs, Addr(h))
				}
			case 19:
				if i := pick(len(hosts), b); i >= 0 {
					err = th.MemFreeHost(hosts[i][c%2:])
				}
			case 20:
				var s Stream
				if s, err = th.StreamCreate(uint32(c % 3)); err == nil {
					streams = append(streams, s)
				}
			case 21:
				var e Event
				if e, err = th.EventCreate(uint32(c % 8)); err == nil {
					events = append(events, e)
				}
			case 22:
				err = th.EventRecord(eventArg(b), streamArg(c))
			case 23:
				_, err = th.EventElapsedTime(eventArg(b), eventArg(c))
			case 24:
				err = th.StreamDestroy(streamArg(b))
			case 25:
				err = th.EventDestroy(eventArg(b))
			case 26:
				err = th.StreamSynchronize(streamArg(b))
			case 27:
				_, err = th.PointerGetAttribute(PointerAttribute(c%16), ptrArg(b))
			case 28:
				_, _, err = th.MemGetAddressRange(ptrArg(b))
			case 29:
				_, err = th.CtxGetLimit(Limit(c % 12))
			case 30:
				if i := pick(len(ctxs), b); i >= 0 {
					d.SetSticky(th, ctxs[i], cu.ErrorIllegalAddress, "fuzz")
				}
			case 31:
				err = th.MemsetD8Async(ptrArg(b), c, uint64(a), streamArg(c))
			case 32: // capture, of the per-thread default stream (the _ptsz calls') among others
				err = th.StreamBeginCapture(streamArg(b), StreamCaptureMode(c%4))
			case 33:
				var g Graph
				if g, err = th.StreamEndCapture(streamArg(b)); err == nil && g != 0 {
					err = th.GraphDestroy(g)
				}
			case 34:
				if _, err = th.StreamIsCapturing(streamArg(b)); err == nil {
					_, _, _, _, err = th.StreamGetCaptureInfo(streamArg(c))
				}
			case 35:
				_, err = th.ThreadExchangeStreamCaptureMode(StreamCaptureMode(c % 4))
			}
			checkAnswer(t, fmt.Sprintf("op %d", op%36), err)
		}
	})
}
