// Package drivertarget runs conformance cases (package conform) on cudasim's
// emulated driver through the driver's API, in the calls kernrun.c makes on a
// real one: images loaded as modules (cuModuleLoadData) or as libraries
// (cuLibraryLoadData, kernels as CUkernels), device memory, CUDA arrays,
// texture and surface objects, tensor maps. cudasim conform and the driver's
// tests run cases through it.
package drivertarget

import (
	"io"
	"math"

	"cudasim/conform"
	"cudasim/driver"
)

// Target runs conformance cases on an emulated driver, in the primary context
// of device 0, as kernrun.c does on a real one. It is a conform.Target, a
// conform.TextureTarget and a conform.TensorMapTarget.
type Target struct {
	d       *driver.Driver
	th      *driver.Thread
	library bool
	stdout  io.Writer
}

// New makes a target on a new thread of d, with device 0's primary context
// current. With library, images load as libraries and kernels launch as
// CUkernels (the context-independent API); otherwise as modules and functions.
func New(d *driver.Driver, library bool) (*Target, error) {
	th := d.NewThread()
	if err := th.Init(0); err != nil {
		return nil, err
	}
	dev, err := th.DeviceGet(0)
	if err != nil {
		return nil, err
	}
	c, err := th.DevicePrimaryCtxRetain(dev)
	if err != nil {
		return nil, err
	}
	if err := th.CtxSetCurrent(c); err != nil {
		return nil, err
	}
	return &Target{d: d, th: th, library: library, stdout: io.Discard}, nil
}

// SetStdout sets where device printf output goes when a launch is given no
// writer (io.Discard until then).
func (t *Target) SetStdout(w io.Writer) { t.stdout = w }

// Thread is the thread the target calls the driver on.
func (t *Target) Thread() *driver.Thread { return t.th }

var (
	_ conform.Target              = (*Target)(nil)
	_ conform.TextureTarget       = (*Target)(nil)
	_ conform.TensorMapTarget     = (*Target)(nil)
	_ conform.CooperativeFunction = (*function)(nil)
	_ conform.ClusterFunction     = (*function)(nil)
)

func (t *Target) LoadModule(image []byte) (conform.Module, error) {
	if t.library {
		l, err := t.th.LibraryLoadData(image, nil, nil)
		if err != nil {
			return nil, err
		}
		return &module{t: t, lib: l}, nil
	}
	m, err := t.th.ModuleLoadData(image)
	if err != nil {
		return nil, err
	}
	return &module{t: t, mod: m}, nil
}

func (t *Target) Alloc(size int) (uint64, error) { return t.th.MemAlloc(uint64(size)) }
func (t *Target) Free(p uint64) error            { return t.th.MemFree(p) }
func (t *Target) Write(p uint64, b []byte) error { return t.th.MemcpyHtoD(p, b) }
func (t *Target) Read(p uint64, b []byte) error  { return t.th.MemcpyDtoH(b, p) }

// module is a module (cuModuleLoadData) or a library (cuLibraryLoadData).
type module struct {
	t   *Target
	mod driver.Module
	lib driver.Library
}

func (m *module) Function(name string) (conform.Function, error) {
	if m.lib != 0 {
		k, err := m.t.th.LibraryGetKernel(m.lib, name)
		return &function{t: m.t, f: driver.Function(k)}, err
	}
	f, err := m.t.th.ModuleGetFunction(m.mod, name)
	return &function{t: m.t, f: f}, err
}

func (m *module) Global(name string) (uint64, int, error) {
	var p, n uint64
	var err error
	if m.lib != 0 {
		p, n, err = m.t.th.LibraryGetGlobal(m.lib, name)
	} else {
		p, n, err = m.t.th.ModuleGetGlobal(m.mod, name)
	}
	return p, int(n), err
}

func (m *module) Unload() error {
	if m.lib != 0 {
		return m.t.th.LibraryUnload(m.lib)
	}
	return m.t.th.ModuleUnload(m.mod)
}

type function struct {
	t *Target
	f driver.Function
}

func (f *function) Launch(grid, block [3]uint32, shared uint32, params [][]byte, stdout io.Writer) error {
	th := f.t.th
	if stdout == nil {
		stdout = f.t.stdout
	}
	f.t.d.SetPrintfOutput(stdout)
	defer f.t.d.SetPrintfOutput(f.t.stdout)
	err := th.LaunchKernel(f.f, driver.Dim3{X: grid[0], Y: grid[1], Z: grid[2]}, driver.Dim3{X: block[0], Y: block[1], Z: block[2]}, shared, 0, params, nil)
	if err != nil {
		return err
	}
	return th.CtxSynchronize()
}

// LaunchCluster is cuLaunchKernelEx with a cluster dimension followed by
// cuCtxSynchronize (the case's "cluster" directive).
func (f *function) LaunchCluster(grid, block, cluster [3]uint32, shared uint32, params [][]byte, stdout io.Writer) error {
	th := f.t.th
	if stdout == nil {
		stdout = f.t.stdout
	}
	f.t.d.SetPrintfOutput(stdout)
	defer f.t.d.SetPrintfOutput(f.t.stdout)
	cfg := driver.LaunchConfig{Grid: driver.Dim3{X: grid[0], Y: grid[1], Z: grid[2]}, Block: driver.Dim3{X: block[0], Y: block[1], Z: block[2]},
		SharedMem: shared, Attrs: []driver.LaunchAttribute{{ID: driver.LaunchAttributeClusterDim, X: cluster[0], Y: cluster[1], Z: cluster[2]}}}
	if err := th.LaunchKernelEx(cfg, f.f, params, nil); err != nil {
		return err
	}
	return th.CtxSynchronize()
}

// LaunchCooperative is cuLaunchCooperativeKernel followed by
// cuCtxSynchronize (the case's "cooperative" directive).
func (f *function) LaunchCooperative(grid, block [3]uint32, shared uint32, params [][]byte, stdout io.Writer) error {
	th := f.t.th
	if stdout == nil {
		stdout = f.t.stdout
	}
	f.t.d.SetPrintfOutput(stdout)
	defer f.t.d.SetPrintfOutput(f.t.stdout)
	err := th.LaunchCooperativeKernel(f.f, driver.Dim3{X: grid[0], Y: grid[1], Z: grid[2]}, driver.Dim3{X: block[0], Y: block[1], Z: block[2]}, shared, 0, params)
	if err != nil {
		return err
	}
	return th.CtxSynchronize()
}

// ArrayCreate is cuArray3DCreate of the case's array.
func (t *Target) ArrayCreate(a *conform.Array) (uint64, error) {
	h, err := t.th.Array3DCreate(driver.ArrayDescriptor{Width: a.Width, Height: a.Height, Depth: a.Depth,
		Format: a.Format, NumChannels: a.Channels, Flags: a.Flags})
	return uint64(h), err
}

// arrayCopy is cuMemcpy3D of a whole array from or to pinned host memory.
func (t *Target) arrayCopy(arr uint64, a *conform.Array, b []byte, toArray bool) error {
	hp, err := t.th.MemAllocHost(uint64(len(b)))
	if err != nil {
		return err
	}
	defer t.th.MemFreeHost(hp)
	row := a.Width * uint64(a.TexelSize())
	p := driver.Memcpy3D{WidthInBytes: row, Height: max(a.Height, 1), Depth: max(a.Depth, 1)}
	if toArray {
		copy(hp, b)
		p.SrcMemoryType, p.SrcHost, p.SrcPitch, p.SrcHeight = driver.MemoryTypeHost, driver.Addr(hp), row, max(a.Height, 1)
		p.DstMemoryType, p.DstArray = driver.MemoryTypeArray, arr
		return t.th.Memcpy3D(&p)
	}
	p.SrcMemoryType, p.SrcArray = driver.MemoryTypeArray, arr
	p.DstMemoryType, p.DstHost, p.DstPitch, p.DstHeight = driver.MemoryTypeHost, driver.Addr(hp), row, max(a.Height, 1)
	if err := t.th.Memcpy3D(&p); err != nil {
		return err
	}
	copy(b, hp)
	return nil
}

func (t *Target) ArrayWrite(arr uint64, a *conform.Array, b []byte) error {
	return t.arrayCopy(arr, a, b, true)
}
func (t *Target) ArrayRead(arr uint64, a *conform.Array, b []byte) error {
	return t.arrayCopy(arr, a, b, false)
}
func (t *Target) ArrayDestroy(arr uint64) error { return t.th.ArrayDestroy(driver.Array(arr)) }

// ObjectCreate is cuTexObjectCreate or cuSurfObjectCreate over an array, linear or pitch2D resource.
func (t *Target) ObjectCreate(r conform.Resource, o *conform.Object) (uint64, error) {
	rd := driver.ResourceDesc{Type: driver.ResourceTypeArray, Array: driver.Array(r.Array)}
	if m := r.Memory; m != nil {
		rd = driver.ResourceDesc{Type: driver.ResourceTypeLinear, DevPtr: r.Ptr, Format: m.Format, NumChannels: m.Channels, SizeInBytes: uint64(r.Size)}
		if m.Pitch2D {
			rd = driver.ResourceDesc{Type: driver.ResourceTypePitch2D, DevPtr: r.Ptr, Format: m.Format, NumChannels: m.Channels,
				Width: m.Width, Height: m.Height, Pitch: m.Pitch}
		}
	}
	if o.Surface {
		s, err := t.th.SurfObjectCreate(&rd)
		return uint64(s), err
	}
	td := driver.TextureDesc{AddressMode: o.Address, FilterMode: o.Filter, Flags: o.Flags}
	for i, b := range o.Border {
		td.BorderColor[i] = math.Float32frombits(b)
	}
	h, err := t.th.TexObjectCreate(&rd, &td, nil)
	return uint64(h), err
}

func (t *Target) ObjectDestroy(obj uint64, surface bool) error {
	if surface {
		return t.th.SurfObjectDestroy(driver.SurfObject(obj))
	}
	return t.th.TexObjectDestroy(driver.TexObject(obj))
}

func (t *Target) TensorMapEncode(m *conform.TensorMap, addr uint64) ([128]byte, error) {
	return t.th.TensorMapEncode(&driver.TensorMapArgs{DataType: m.DataType, Rank: uint32(len(m.Dims)), Addr: addr, Dims: m.Dims,
		Strides: m.Strides, Box: m.Box, ElemStrides: m.ElemStrides, Interleave: m.Interleave, Swizzle: m.Swizzle,
		L2Promotion: m.L2, OOBFill: m.OOBFill, Im2col: m.Im2col, Lower: m.Lower, Upper: m.Upper, Channels: m.Channels,
		Pixels: m.Pixels}, true)
}
