package sim

import (
	"encoding/binary"
	"strings"
	"sync"

	"cudasim/cu"
)

// DeviceRuntime executes the CUDA device runtime's calls (cuda_device_runtime_api.h) that
// need the driver: device-side launches, streams, events, stream-ordered copies, graph
// launches and device queries. The engine decodes each calling thread's arguments, writes the
// results through the thread's pointers and keeps the thread's last error
// (cudaGetLastError); the methods answer cudaError_t codes (the runtime's numbering, not
// CUresult's) and are called from the goroutines running CTAs, one thread at a time per
// goroutine, in lane order within a warp. docs/device-runtime.md describes the model.
type DeviceRuntime interface {
	// ParameterBuffer is cudaGetParameterBufferV2: a parameter buffer, in device memory, for a
	// launch of the kernel fn points to (a function pointer value of the launching program)
	// with that configuration; 0 and the error when the launch cannot be made.
	ParameterBuffer(fn uint64, grid, block [3]uint32, shared uint32) (uint64, uint32)
	// Launch is cudaLaunchDeviceV2: it launches what buf, a buffer ParameterBuffer handed
	// out and the thread filled, describes into device stream s.
	Launch(buf, s uint64) uint32
	// ParameterBufferSized is cudaGetParameterBuffer, the launch ABI before V2 that Thrust's
	// device-side algorithms use (CCCL's too): a buffer of size bytes with the alignment
	// asked, for the thread to fill; LaunchConfigured (cudaLaunchDevice) names the kernel
	// and the configuration at the launch, into device stream s.
	ParameterBufferSized(alignment, size uint64) (uint64, uint32)
	LaunchConfigured(fn, buf uint64, grid, block [3]uint32, shared uint32, s uint64) uint32
	StreamCreate(flags uint32) (uint64, uint32)
	StreamDestroy(s uint64) uint32
	EventCreate(flags uint32) (uint64, uint32)
	EventDestroy(e uint64) uint32
	EventRecord(e, s uint64) uint32
	StreamWaitEvent(s, e uint64, flags uint32) uint32
	MemsetAsync(dst uint64, value uint32, n, s uint64) uint32
	MemcpyAsync(dst, src, n uint64, kind uint32, s uint64) uint32
	// Memcpy3DAsync is cudaMemcpy2DAsync and cudaMemcpy3DAsync between pitched device
	// memory (a 2D copy is a 3D copy of depth 1); Memset3DAsync is cudaMemset2DAsync and
	// cudaMemset3DAsync.
	Memcpy3DAsync(c DevCopy3D, s uint64) uint32
	Memset3DAsync(dst PitchedPtr, value uint32, extent [3]uint64, s uint64) uint32
	// GraphLaunch is the device-side cudaGraphLaunch of executable graph exec; an error
	// faults the calling thread with its code.
	GraphLaunch(exec, s uint64) (uint32, error)
	// Query answers the device queries (DeviceQuery) with a value or an error.
	Query(q DeviceQuery, a, b uint32) (uint64, uint32)
	// FuncAttributes is cudaFuncGetAttributes of the kernel fn points to: the fields of
	// struct cudaFuncAttributes up to preferredShmemCarveout, as CUDA 11 lays them out
	// (three size_t, then seven int: 52 bytes, which every toolkit's struct begins with).
	FuncAttributes(fn uint64) ([]byte, uint32)
	// Occupancy is cudaOccupancyMaxActiveBlocksPerMultiprocessor(WithFlags).
	Occupancy(fn uint64, blockSize int32, shared uint64, flags uint32) (uint64, uint32)
	// ErrorString is cudaGetErrorName (name true) or cudaGetErrorString of code: the device
	// address of the text, or 0 when cudasim does not know it.
	ErrorString(code uint32, name bool) uint64
	// UpdateKernelNodes applies updates of device-updatable kernel nodes (cudaGraphKernelNodeSetParam,
	// SetEnabled, SetGridDim, UpdatesApply): all of them, or none when one is refused.
	UpdateKernelNodes(us []KernelNodeUpdate) uint32
}

// DeviceQuery names a device runtime query.
type DeviceQuery int

// The device runtime's queries.
const (
	QueryDevice         DeviceQuery = iota // cudaGetDevice
	QueryDeviceCount                       // cudaGetDeviceCount
	QueryAttribute                         // cudaDeviceGetAttribute(attr a, device b)
	QueryLimit                             // cudaDeviceGetLimit(limit a)
	QueryRuntimeVersion                    // cudaRuntimeGetVersion
)

// PitchedPtr is struct cudaPitchedPtr: pitched device memory (ptr, pitch and the allocation's
// width and height).
type PitchedPtr struct{ Ptr, Pitch, XSize, YSize uint64 }

// DevCopy3D is a device-side 2D or 3D copy (struct cudaMemcpy3DParms): each side is pitched
// device memory or, when SrcArray or DstArray is not 0, a CUDA array. The blocks start at SrcPos
// and DstPos (x in bytes, or in elements of an array; y in rows, z in slices of YSize rows or of
// the array); Extent is width (in bytes, or in elements when an array takes part), height, depth.
type DevCopy3D struct {
	SrcArray, DstArray uint64
	Src, Dst           PitchedPtr
	SrcPos, DstPos     [3]uint64
	Extent             [3]uint64
	Kind               uint32
}

// The cudaError_t codes the engine itself answers.
const (
	cudaErrorInvalidValue      = 1
	cudaErrorSyncDepthExceeded = 68
)

// devrtCall handles one thread (lane l) of a device runtime call and answers the call's return
// value, false when it faulted the thread.
type devrtCall = func(w *warp, cs *callSite, l int) (uint64, bool)

// devrtCalls are the device runtime calls the engine executes (through Launch.DeviceRuntime
// where they need the driver), by name. The table is built at its first use (a kernel that
// calls the device runtime, or a link that asks), not at every start of the drop-in.
var devrtCalls = sync.OnceValue(func() map[string]devrtCall {
	m := devrtBaseCalls()
	// CUDA 12's headers call the CDP2 forms of the entry points, __cudaCDP2X for cudaX.
	var cdp2 []string
	for n := range m {
		if strings.HasPrefix(n, "cuda") && n != "cudaGraphLaunch" && n != "cudaGraphLaunch_ptsz" && !strings.HasPrefix(n, "cudaGraphKernelNode") {
			cdp2 = append(cdp2, n)
		}
	}
	for _, n := range cdp2 {
		m[cdp2Prefix+n[len("cuda"):]] = m[n]
	}
	addGraphUpdateCalls(m) // devrt_graphupdate.go: no CDP2 forms
	return m
})

func devrtBaseCalls() map[string]devrtCall {
	return map[string]devrtCall{
		"cudaGetParameterBufferV2": func(w *warp, cs *callSite, l int) (uint64, bool) {
			buf, rc := w.cta.l.DeviceRuntime.ParameterBuffer(w.arg(cs, 0, l), w.dim3Arg(cs, 1, l), w.dim3Arg(cs, 2, l), uint32(w.arg(cs, 3, l)))
			w.setDevErr(l, rc)
			return buf, true
		},
		"cudaLaunchDeviceV2":      launchDevice,
		"cudaLaunchDeviceV2_ptsz": launchDevice,
		"cudaGetParameterBuffer": func(w *warp, cs *callSite, l int) (uint64, bool) {
			buf, rc := w.cta.l.DeviceRuntime.ParameterBufferSized(w.arg(cs, 0, l), w.arg(cs, 1, l))
			w.setDevErr(l, rc)
			return buf, true
		},
		"cudaLaunchDevice":      launchConfigured,
		"cudaLaunchDevice_ptsz": launchConfigured,
		"cudaStreamCreateWithFlags": func(w *warp, cs *callSite, l int) (uint64, bool) {
			h, rc := w.cta.l.DeviceRuntime.StreamCreate(uint32(w.arg(cs, 1, l)))
			return w.devOut(cs, l, 0, 8, h, rc)
		},
		"cudaStreamDestroy": func(w *warp, cs *callSite, l int) (uint64, bool) {
			return w.devRC(l, w.cta.l.DeviceRuntime.StreamDestroy(w.arg(cs, 0, l)))
		},
		"cudaEventCreateWithFlags": func(w *warp, cs *callSite, l int) (uint64, bool) {
			h, rc := w.cta.l.DeviceRuntime.EventCreate(uint32(w.arg(cs, 1, l)))
			return w.devOut(cs, l, 0, 8, h, rc)
		},
		"cudaEventDestroy": func(w *warp, cs *callSite, l int) (uint64, bool) {
			return w.devRC(l, w.cta.l.DeviceRuntime.EventDestroy(w.arg(cs, 0, l)))
		},
		"cudaEventRecord":          eventRecord,
		"cudaEventRecord_ptsz":     eventRecord,
		"cudaStreamWaitEvent":      streamWaitEvent,
		"cudaStreamWaitEvent_ptsz": streamWaitEvent,
		"cudaMemsetAsync":          memsetAsync,
		"cudaMemsetAsync_ptsz":     memsetAsync,
		"cudaMemcpyAsync":          memcpyAsync,
		"cudaMemcpyAsync_ptsz":     memcpyAsync,
		"cudaMemcpy2DAsync":        memcpy2DAsync,
		"cudaMemcpy2DAsync_ptsz":   memcpy2DAsync,
		"cudaMemcpy3DAsync":        memcpy3DAsync,
		"cudaMemcpy3DAsync_ptsz":   memcpy3DAsync,
		"cudaMemset2DAsync":        memset2DAsync,
		"cudaMemset2DAsync_ptsz":   memset2DAsync,
		"cudaMemset3DAsync":        memset3DAsync,
		"cudaMemset3DAsync_ptsz":   memset3DAsync,
		"cudaMalloc":               devMalloc,
		"cudaFree":                 devFree,
		"cudaGraphLaunch":          graphLaunch,
		"cudaGraphLaunch_ptsz":     graphLaunch,
		"cudaFuncGetAttributes": func(w *warp, cs *callSite, l int) (uint64, bool) {
			b, rc := w.cta.l.DeviceRuntime.FuncAttributes(w.arg(cs, 1, l))
			if rc == 0 {
				p := w.arg(cs, 0, l)
				if p == 0 {
					return w.devRC(l, cudaErrorInvalidValue)
				}
				for i := 0; i < len(b); i += 4 {
					d := w.generic(p+uint64(i), 4, l, true)
					if d == nil {
						return 0, false
					}
					copy(d, b[i:i+4])
				}
			}
			return w.devRC(l, rc)
		},
		"cudaOccupancyMaxActiveBlocksPerMultiprocessor":          occupancy,
		"cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags": occupancy,
		"cudaGetErrorName": func(w *warp, cs *callSite, l int) (uint64, bool) {
			return w.errorString(cs, l, true)
		},
		"cudaGetErrorString": func(w *warp, cs *callSite, l int) (uint64, bool) {
			return w.errorString(cs, l, false)
		},
		// CDP1's device-side synchronize, as CUB 1.17 calls it (cub::detail::device_synchronize,
		// CUDA 11.6+): on the H100 it answered cudaErrorSyncDepthExceeded at once, the children
		// launched before it running after the grid (t_cdp1 of libcuda/testdata/cudart/devrt36,
		// PTX and sm_90 SASS builds; every Thrust testing/cuda binary's message). Hopper has no
		// CDP1; the plain name cudaDeviceSynchronize is not measured and stays unsupported.
		"__cudaDeviceSynchronizeDeprecationAvoidance": func(w *warp, cs *callSite, l int) (uint64, bool) {
			return w.devRC(l, cudaErrorSyncDepthExceeded)
		},
		"cudaGetLastError": func(w *warp, cs *callSite, l int) (uint64, bool) {
			c := w.cta
			t := w.threadIndex(l)
			rc := c.devErr[t]
			delete(c.devErr, t)
			return uint64(rc), true
		},
		"cudaPeekAtLastError": func(w *warp, cs *callSite, l int) (uint64, bool) {
			return uint64(w.cta.devErr[w.threadIndex(l)]), true
		},
		"cudaGetDevice": func(w *warp, cs *callSite, l int) (uint64, bool) {
			v, rc := w.cta.l.DeviceRuntime.Query(QueryDevice, 0, 0)
			return w.devOut(cs, l, 0, 4, v, rc)
		},
		"cudaGetDeviceCount": func(w *warp, cs *callSite, l int) (uint64, bool) {
			v, rc := w.cta.l.DeviceRuntime.Query(QueryDeviceCount, 0, 0)
			return w.devOut(cs, l, 0, 4, v, rc)
		},
		"cudaDeviceGetAttribute": func(w *warp, cs *callSite, l int) (uint64, bool) {
			v, rc := w.cta.l.DeviceRuntime.Query(QueryAttribute, uint32(w.arg(cs, 1, l)), uint32(w.arg(cs, 2, l)))
			return w.devOut(cs, l, 0, 4, v, rc)
		},
		"cudaDeviceGetLimit": func(w *warp, cs *callSite, l int) (uint64, bool) {
			v, rc := w.cta.l.DeviceRuntime.Query(QueryLimit, uint32(w.arg(cs, 1, l)), 0)
			return w.devOut(cs, l, 0, 8, v, rc)
		},
		"cudaRuntimeGetVersion": func(w *warp, cs *callSite, l int) (uint64, bool) {
			v, rc := w.cta.l.DeviceRuntime.Query(QueryRuntimeVersion, 0, 0)
			return w.devOut(cs, l, 0, 4, v, rc)
		},
	}
}

// cdp2Prefix starts the CDP2 names of the device runtime's entry points.
const cdp2Prefix = "__cudaCDP2"

// DeviceRuntimeImplemented lists the device runtime calls the engine executes.
func DeviceRuntimeImplemented() []string {
	calls := devrtCalls()
	out := make([]string, 0, len(calls))
	for n := range calls {
		out = append(out, n)
	}
	return out
}

func occupancy(w *warp, cs *callSite, l int) (uint64, bool) {
	v, rc := w.cta.l.DeviceRuntime.Occupancy(w.arg(cs, 1, l), int32(w.arg(cs, 2, l)), w.arg(cs, 3, l), uint32(w.arg(cs, 4, l)))
	return w.devOut(cs, l, 0, 4, v, rc)
}

// errorString answers cudaGetErrorName / cudaGetErrorString; a code whose
// text cudasim does not know faults the thread with CUDA_ERROR_NOT_SUPPORTED.
func (w *warp) errorString(cs *callSite, l int, name bool) (uint64, bool) {
	code := uint32(w.arg(cs, 0, l))
	p := w.cta.l.DeviceRuntime.ErrorString(code, name)
	if p == 0 {
		call := "cudaGetErrorString"
		if name {
			call = "cudaGetErrorName"
		}
		w.faultf(cu.ErrorNotSupported, l, 0, "device runtime function %s of code %d: cudasim knows the device runtime's text only for the codes measured on the H200 (docs/device-runtime.md)", call, code)
		return 0, false
	}
	return p, true
}

func launchDevice(w *warp, cs *callSite, l int) (uint64, bool) {
	return w.devRC(l, w.cta.l.DeviceRuntime.Launch(w.arg(cs, 0, l), w.arg(cs, 1, l)))
}

// launchConfigured is cudaLaunchDevice(func, buffer, grid, block, shared, stream).
func launchConfigured(w *warp, cs *callSite, l int) (uint64, bool) {
	return w.devRC(l, w.cta.l.DeviceRuntime.LaunchConfigured(w.arg(cs, 0, l), w.arg(cs, 1, l), w.dim3Arg(cs, 2, l), w.dim3Arg(cs, 3, l),
		uint32(w.arg(cs, 4, l)), w.arg(cs, 5, l)))
}

func eventRecord(w *warp, cs *callSite, l int) (uint64, bool) {
	return w.devRC(l, w.cta.l.DeviceRuntime.EventRecord(w.arg(cs, 0, l), w.arg(cs, 1, l)))
}

func streamWaitEvent(w *warp, cs *callSite, l int) (uint64, bool) {
	return w.devRC(l, w.cta.l.DeviceRuntime.StreamWaitEvent(w.arg(cs, 0, l), w.arg(cs, 1, l), uint32(w.arg(cs, 2, l))))
}

func memsetAsync(w *warp, cs *callSite, l int) (uint64, bool) {
	return w.devRC(l, w.cta.l.DeviceRuntime.MemsetAsync(w.arg(cs, 0, l), uint32(w.arg(cs, 1, l)), w.arg(cs, 2, l), w.arg(cs, 3, l)))
}

func memcpyAsync(w *warp, cs *callSite, l int) (uint64, bool) {
	return w.devRC(l, w.cta.l.DeviceRuntime.MemcpyAsync(w.arg(cs, 0, l), w.arg(cs, 1, l), w.arg(cs, 2, l), uint32(w.arg(cs, 3, l)), w.arg(cs, 4, l)))
}

// memcpy2DAsync is cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height, kind, stream).
func memcpy2DAsync(w *warp, cs *callSite, l int) (uint64, bool) {
	c := DevCopy3D{Dst: PitchedPtr{Ptr: w.arg(cs, 0, l), Pitch: w.arg(cs, 1, l)},
		Src:    PitchedPtr{Ptr: w.arg(cs, 2, l), Pitch: w.arg(cs, 3, l)},
		Extent: [3]uint64{w.arg(cs, 4, l), w.arg(cs, 5, l), 1}, Kind: uint32(w.arg(cs, 6, l))}
	c.Src.YSize, c.Dst.YSize = c.Extent[1], c.Extent[1]
	return w.devRC(l, w.cta.l.DeviceRuntime.Memcpy3DAsync(c, w.arg(cs, 7, l)))
}

// memcpy3DAsync is cudaMemcpy3DAsync(const cudaMemcpy3DParms *p, stream): the thread's
// struct (local memory, often) is read here, 160 bytes of 8-byte words: srcArray, srcPos,
// srcPtr, dstArray, dstPos, dstPtr, extent, kind.
func memcpy3DAsync(w *warp, cs *callSite, l int) (uint64, bool) {
	p := w.arg(cs, 0, l)
	var q [20]uint64
	for i := range q {
		b := w.generic(p+8*uint64(i), 8, l, false)
		if b == nil {
			return 0, false
		}
		q[i] = binary.LittleEndian.Uint64(b)
	}
	c := DevCopy3D{SrcArray: q[0], DstArray: q[8], SrcPos: [3]uint64{q[1], q[2], q[3]}, Src: PitchedPtr{q[4], q[5], q[6], q[7]},
		DstPos: [3]uint64{q[9], q[10], q[11]}, Dst: PitchedPtr{q[12], q[13], q[14], q[15]},
		Extent: [3]uint64{q[16], q[17], q[18]}, Kind: uint32(q[19])}
	return w.devRC(l, w.cta.l.DeviceRuntime.Memcpy3DAsync(c, w.arg(cs, 1, l)))
}

// memset2DAsync is cudaMemset2DAsync(dst, pitch, value, width, height, stream).
func memset2DAsync(w *warp, cs *callSite, l int) (uint64, bool) {
	dst := PitchedPtr{Ptr: w.arg(cs, 0, l), Pitch: w.arg(cs, 1, l), YSize: w.arg(cs, 4, l)}
	ext := [3]uint64{w.arg(cs, 3, l), w.arg(cs, 4, l), 1}
	return w.devRC(l, w.cta.l.DeviceRuntime.Memset3DAsync(dst, uint32(w.arg(cs, 2, l)), ext, w.arg(cs, 5, l)))
}

// memset3DAsync is cudaMemset3DAsync(cudaPitchedPtr p, int value, cudaExtent e, stream): the
// two structs are passed by value (four and three words).
func memset3DAsync(w *warp, cs *callSite, l int) (uint64, bool) {
	dst := PitchedPtr{w.argWord(cs, 0, 0, l), w.argWord(cs, 0, 1, l), w.argWord(cs, 0, 2, l), w.argWord(cs, 0, 3, l)}
	ext := [3]uint64{w.argWord(cs, 2, 0, l), w.argWord(cs, 2, 1, l), w.argWord(cs, 2, 2, l)}
	return w.devRC(l, w.cta.l.DeviceRuntime.Memset3DAsync(dst, uint32(w.arg(cs, 1, l)), ext, w.arg(cs, 3, l)))
}

func graphLaunch(w *warp, cs *callSite, l int) (uint64, bool) {
	rc, err := w.cta.l.DeviceRuntime.GraphLaunch(w.arg(cs, 0, l), w.arg(cs, 1, l))
	if err != nil {
		w.faultf(cu.Code(err), l, 0, "cudaGraphLaunch: %s", cu.Detail(err))
		return 0, false
	}
	// Measured: a refused device graph launch leaves the last error as it was.
	return uint64(rc), true
}

// arg is the first word of a call's parameter i for lane l (0 if the call passes fewer).
func (w *warp) arg(cs *callSite, i, l int) uint64 { return w.argWord(cs, i, 0, l) }

// argWord is word j (bytes 8j..8j+7) of a call's parameter i for lane l: an aggregate
// parameter (a dim3) spans several.
func (w *warp) argWord(cs *callSite, i, j, l int) uint64 {
	if i >= len(cs.args) || int32(j) >= cs.args[i].n || cs.args[i].pred {
		return 0
	}
	return w.r[cs.args[i].slot+int32(j)][l]
}

// dim3Arg is a call's dim3 parameter i (a 12-byte aggregate: two words) for lane l.
func (w *warp) dim3Arg(cs *callSite, i, l int) [3]uint32 {
	lo, hi := w.argWord(cs, i, 0, l), w.argWord(cs, i, 1, l)
	return [3]uint32{uint32(lo), uint32(lo >> 32), uint32(hi)}
}

// threadIndex is lane l's thread index in its block.
func (w *warp) threadIndex(l int) uint32 {
	b := w.cta.l.Block
	return w.tid[0][l] + b[0]*(w.tid[1][l]+b[1]*w.tid[2][l])
}

// setDevErr records a failed call's code as the thread's last error.
func (w *warp) setDevErr(l int, rc uint32) {
	if rc == 0 {
		return
	}
	c := w.cta
	if c.devErr == nil {
		c.devErr = map[uint32]uint32{}
	}
	c.devErr[w.threadIndex(l)] = rc
}

// devRC answers a call's cudaError_t, recording a failure as the last error.
func (w *warp) devRC(l int, rc uint32) (uint64, bool) {
	w.setDevErr(l, rc)
	return uint64(rc), true
}

// devOut stores a call's result v (size bytes) through its pointer parameter i, when the call
// succeeded, and answers its code; a NULL pointer is cudaErrorInvalidValue.
func (w *warp) devOut(cs *callSite, l, i int, size uint64, v uint64, rc uint32) (uint64, bool) {
	if rc == 0 {
		p := w.arg(cs, i, l)
		if p == 0 {
			return w.devRC(l, cudaErrorInvalidValue)
		}
		b := w.generic(p, size, l, true)
		if b == nil {
			return 0, false
		}
		if size == 8 {
			binary.LittleEndian.PutUint64(b, v)
		} else {
			binary.LittleEndian.PutUint32(b, uint32(v))
		}
	}
	return w.devRC(l, rc)
}

// devrtCall executes a call of a device runtime function for the lanes in mask, in ascending
// lane order; like the other builtins it reports false when the warp faulted.
func (w *warp) devrtCall(fi *funcInfo, cs *callSite, mask uint32) bool {
	if w.cta.l.DeviceRuntime == nil {
		w.faultf(cu.ErrorNotSupported, firstLane(mask), 0, "device runtime function %s: this launch has no device runtime (cudasim runs device runtime calls only in launches the driver makes)", fi.name)
		return false
	}
	call := devrtCalls()[fi.name]
	for m := mask; m != 0; m &= m - 1 {
		l := firstLane(m)
		v, ok := call(w, cs, l)
		if !ok {
			return false
		}
		if len(cs.rets) > 0 && !cs.rets[0].pred {
			w.r[cs.rets[0].slot][l] = v
		}
	}
	w.pc++
	return true
}
