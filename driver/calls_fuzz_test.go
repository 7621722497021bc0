package driver

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"
	"time"

	"cudasim/cu"
)

// FuzzCalls drives one emulator with arbitrary sequences of calls on up to
// three threads, with handles, pointers and sizes drawn from what earlier
// calls returned, bent a little, or made up, stream captures among them;
// VMM mappings of either device's memory with each device's access set
// apart, default pools' access, registered host pages protected and
// unprotected, and kernels (queued or not) writing any of them. Whatever
// happens, no call may panic or end the process, and every failure must
// carry a code the real driver knows with a message.
func FuzzCalls(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 10, 0, 64, 0, 12, 1, 2, 3})
	f.Add([]byte{0, 0, 0, 0, 3, 0, 0, 0, 4, 1, 0, 0, 10, 0, 16, 0, 6, 1, 0, 0, 11, 0, 0, 0, 5, 0, 0, 0})
	f.Add([]byte{0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 20, 0, 0, 0, 21, 0, 0, 0, 7, 0, 0, 0, 8, 0, 0, 0, 22, 0, 0, 0})
	// a capture of the per-thread stream: an allocation during it, a memset captured, its end
	f.Add([]byte{0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 10, 0, 64, 0, 32, 0, 2, 0, 10, 0, 64, 0, 31, 0, 0, 2, 34, 0, 2, 2, 33, 0, 2, 0})
	// thread-local capture of a created stream, the mode exchanged, the legacy stream
	// synchronized during it
	f.Add([]byte{0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 20, 0, 0, 1, 35, 0, 0, 1, 32, 0, 5, 1, 26, 0, 1, 0, 33, 0, 5, 0, 33, 0, 1, 0})
	// device 1 given read-only access to a mapping of device 0's memory, a
	// kernel on device 1 writing it
	f.Add([]byte{0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0, 2, 0, 0, 0, 36, 0, 0, 0, 37, 3, 0, 0, 37, 9, 0, 1, 2, 0, 1, 0, 40, 0, 0, 0, 38, 0, 0, 1})
	// registered pages protected, a kernel queued behind a host function writing them, a copy
	// from them, the pages unprotected
	f.Add([]byte{0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 20, 0, 0, 1, 41, 0, 0, 0, 42, 0, 1, 0, 43, 0, 4, 0, 40, 0, 0, 4, 26, 0, 4, 0, 14, 0, 0, 8, 42, 0, 0, 0})
	// device 0's default pool giving device 1 read-only access, a kernel on device 1 writing it
	f.Add([]byte{0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0, 2, 0, 0, 0, 39, 9, 0, 1, 2, 0, 1, 0, 40, 0, 0, 0, 26, 0, 0, 0})
	f.Fuzz(func(t *testing.T, prog []byte) {
		d := New(Config{Devices: []Profile{H200(), A100()}})
		defer d.Close()
		d.SetPrintfOutput(nil)
		d.SetLaunchTimeout(time.Second)
		threads := []*Thread{d.NewThread(), d.NewThread(), d.NewThread()}
		pages := newFuzzHostPages(t, 2)
		defer pages.release(threads[0])
		var lib Library
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
			err := asDropIn(func() (err error) {
				switch op % 44 {
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
				case 36: // a granule of device b%2's memory mapped, no device given access yet
					prop := MemAllocationProp{Type: MemAllocationPinned, Location: MemLocation{Type: MemLocationDevice, ID: int32(b % 2)}}
					var h MemGenericAllocationHandle
					if h, err = th.MemCreate(vmmGranularity, &prop, 0); err != nil {
						break
					}
					var p DevicePtr
					if p, err = th.MemAddressReserve(vmmGranularity, 0, 0, 0); err == nil {
						if err = th.MemMap(p, vmmGranularity, 0, h, 0); err == nil {
							ptrs = append(ptrs, p)
						}
					}
					th.MemRelease(h) // the mapping keeps the memory
				case 37: // access flags a%4 for device c%3 (2: no such device)
					loc := MemLocation{Type: MemLocationDevice, ID: int32(c % 3)}
					err = th.MemSetAccess(ptrArg(b)&^(vmmGranularity-1), vmmGranularity, []MemAccessDesc{{Location: loc, Flags: int32(a % 4)}})
				case 38:
					loc := MemLocation{Type: MemLocationDevice, ID: int32(c % 3)}
					_, _, err = th.MemGetAccess(&loc, ptrArg(b))
					if err == nil {
						_, err = th.PointerGetAttribute(PointerAttributeAccessFlags, ptrArg(b))
					}
				case 39: // device b%2's default pool: access a%4 for device c%3, an allocation from it
					var pool MemPool
					if pool, err = th.DeviceGetDefaultMemPool(Device(b % 2)); err != nil {
						break
					}
					loc := MemLocation{Type: MemLocationDevice, ID: int32(c % 3)}
					if err = th.MemPoolSetAccess(pool, []MemAccessDesc{{Location: loc, Flags: int32(a % 4)}}); err != nil {
						break
					}
					var p DevicePtr
					if p, err = th.MemAllocFromPoolAsync(256, pool, streamArg(c)); err == nil {
						ptrs = append(ptrs, p)
					}
				case 40: // a kernel writing b's pointer, on stream c (queued behind its work)
					if lib == 0 { // peerPTX for the A100 too
						if lib, err = th.LibraryLoadData([]byte(strings.Replace(peerPTX, "sm_90", "sm_80", 1)), nil, nil); err != nil {
							break
						}
					}
					var k Kernel
					if k, err = th.LibraryGetKernel(lib, []string{"storeGlobal", "storeGeneric", "atomicAdd"}[a%3]); err == nil {
						err = th.LaunchKernel(Function(k), Dim3{1, 1, 1}, Dim3{32, 1, 1}, 0, streamArg(c), Args(ptrArg(b), uint32(7)), nil)
					}
				case 41:
					if err = th.MemHostRegister(pages.b, uint32(c%2)); err == nil {
						ptrs = append(ptrs, Addr(pages.b), Addr(pages.b[len(pages.b)/2:]))
					}
				case 42:
					pages.protect(t, b%2 == 1)
				case 43: // work for what follows on stream b to queue behind
					err = th.LaunchHostFunc(streamArg(b), func() { time.Sleep(time.Millisecond) })
				}
				return err
			})
			checkAnswer(t, fmt.Sprintf("op %d", op%44), err)
		}
	})
}
