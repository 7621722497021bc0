package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"

	"cudasim/conform"
	"cudasim/driver"
)

func init() {
	register(command{
		name:    "conform",
		args:    "CASE|DIR...",
		summary: "check kernel golden tests (conformance cases) on the emulator",
		help: `
Conform runs kernel conformance cases (docs/conformance.md): each case loads
an image, fills buffers from generators, launches kernels, and compares the
buffers it checks with golden files recorded on a real GPU
(<case>.<buffer>.bin beside the case), bit for bit or within N ulp. Goldens,
images and recorded inputs may be stored gzip-compressed: NAME.gz is read
where the case names NAME.

It prints "ok" or "FAIL" for each case, with the first differing element,
then "N passed, N failed" — the lines testdata/conformance/kernrun.c prints
against a real driver — and exits with status 1 if any case failed.

A directory stands for the *.case files in it, in name order.

Cases run through cuModuleLoadData and cuModuleGetFunction as kernrun does;
--library runs them through cuLibraryLoadData and CUkernels instead.`,
		run: runConform,
	})
}

func runConform(inv *invocation) error {
	devices := inv.flags.String("devices", "h200", "the emulated `devices`, a comma-separated list of profiles (cases run on the first)")
	library := inv.flags.Bool("library", false, "load images as libraries (cuLibraryLoadData) and launch CUkernels")
	printf := inv.flags.Bool("printf", false, "show what kernels print (device printf) on standard output")
	sanitize := inv.flags.String("sanitize", "", sanitizeUsage)
	if err := inv.parse(); err != nil {
		return err
	}
	san, err := sanitizer(*sanitize, inv.stderr)
	if err != nil {
		return err
	}
	if len(inv.args) == 0 {
		return usagef("no case file given")
	}
	profiles, err := driver.ParseDevices(*devices)
	if err != nil {
		return usagef("--devices: %v", err)
	}
	var out io.Writer = io.Discard
	if *printf {
		out = inv.stdout
	}
	paths, err := casePaths(inv.args)
	if err != nil {
		return err
	}
	rep := &conform.Report{}
	for _, path := range paths {
		var res conform.Result
		c, err := conform.Load(path)
		if err != nil {
			res = conform.Result{Path: path, Err: err}
		} else {
			res = runCase(profiles, *library, san, out, c)
		}
		rep.Results = append(rep.Results, res)
		if res.Passed() {
			rep.Passed++
		} else {
			rep.Failed++
		}
		fmt.Fprintln(inv.stdout, res.String())
	}
	fmt.Fprintln(inv.stdout, rep.Summary())
	if rep.Failed > 0 {
		return fmt.Errorf("%d of %d cases failed", rep.Failed, len(rep.Results))
	}
	return nil
}

// casePaths expands each directory argument to the *.case files in it.
func casePaths(args []string) ([]string, error) {
	var paths []string
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil || !st.IsDir() {
			paths = append(paths, a) // conform.Load reports what is wrong with it
			continue
		}
		m, err := filepath.Glob(filepath.Join(a, "*.case"))
		if err != nil {
			return nil, err
		}
		if len(m) == 0 {
			return nil, usagef("%s: no .case files", a)
		}
		sort.Strings(m)
		paths = append(paths, m...)
	}
	return paths, nil
}

// runCase runs one case on an emulator of its own, so that a kernel fault
// (which poisons its context and device, as on a GPU) cannot fail the cases
// after it.
func runCase(profiles []driver.Profile, library bool, san *driver.Sanitizer, stdout io.Writer, c *conform.Case) conform.Result {
	d := driver.New(driver.Config{Devices: profiles, Sanitize: san})
	defer d.Close()
	tgt, err := newDriverTarget(d, library)
	if err != nil {
		return conform.Result{Path: c.Path, Err: err}
	}
	tgt.stdout = stdout
	d.SetPrintfOutput(stdout)
	res := conform.Run(tgt, c)
	if err := sanitizerVerdict(d); err != nil && res.Err == nil {
		res.Err = err
	}
	return res
}

// driverTarget runs conformance cases on an emulated driver, in the primary
// context of device 0, as kernrun.c does on a real one.
type driverTarget struct {
	d       *driver.Driver
	th      *driver.Thread
	library bool
	stdout  io.Writer
}

func newDriverTarget(d *driver.Driver, library bool) (*driverTarget, error) {
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
	return &driverTarget{d: d, th: th, library: library, stdout: io.Discard}, nil
}

func (t *driverTarget) LoadModule(image []byte) (conform.Module, error) {
	if t.library {
		l, err := t.th.LibraryLoadData(image, nil, nil)
		if err != nil {
			return nil, err
		}
		return &driverModule{t: t, lib: l}, nil
	}
	m, err := t.th.ModuleLoadData(image)
	if err != nil {
		return nil, err
	}
	return &driverModule{t: t, mod: m}, nil
}

func (t *driverTarget) Alloc(size int) (uint64, error) { return t.th.MemAlloc(uint64(size)) }
func (t *driverTarget) Free(p uint64) error            { return t.th.MemFree(p) }
func (t *driverTarget) Write(p uint64, b []byte) error { return t.th.MemcpyHtoD(p, b) }
func (t *driverTarget) Read(p uint64, b []byte) error  { return t.th.MemcpyDtoH(b, p) }

// driverModule is a module (cuModuleLoadData) or a library.
type driverModule struct {
	t   *driverTarget
	mod driver.Module
	lib driver.Library
}

func (m *driverModule) Function(name string) (conform.Function, error) {
	if m.lib != 0 {
		k, err := m.t.th.LibraryGetKernel(m.lib, name)
		return &driverFunction{t: m.t, f: driver.Function(k)}, err
	}
	f, err := m.t.th.ModuleGetFunction(m.mod, name)
	return &driverFunction{t: m.t, f: f}, err
}

func (m *driverModule) Global(name string) (uint64, int, error) {
	var p, n uint64
	var err error
	if m.lib != 0 {
		p, n, err = m.t.th.LibraryGetGlobal(m.lib, name)
	} else {
		p, n, err = m.t.th.ModuleGetGlobal(m.mod, name)
	}
	return p, int(n), err
}

func (m *driverModule) Unload() error {
	if m.lib != 0 {
		return m.t.th.LibraryUnload(m.lib)
	}
	return m.t.th.ModuleUnload(m.mod)
}

type driverFunction struct {
	t *driverTarget
	f driver.Function
}

func (f *driverFunction) Launch(grid, block [3]uint32, shared uint32, params [][]byte, stdout io.Writer) error {
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
func (f *driverFunction) LaunchCluster(grid, block, cluster [3]uint32, shared uint32, params [][]byte, stdout io.Writer) error {
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
func (f *driverFunction) LaunchCooperative(grid, block [3]uint32, shared uint32, params [][]byte, stdout io.Writer) error {
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
func (t *driverTarget) ArrayCreate(a *conform.Array) (uint64, error) {
	h, err := t.th.Array3DCreate(driver.ArrayDescriptor{Width: a.Width, Height: a.Height, Depth: a.Depth,
		Format: a.Format, NumChannels: a.Channels, Flags: a.Flags})
	return uint64(h), err
}

// arrayCopy is cuMemcpy3D of a whole array from or to pinned host memory.
func (t *driverTarget) arrayCopy(arr uint64, a *conform.Array, b []byte, toArray bool) error {
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

func (t *driverTarget) ArrayWrite(arr uint64, a *conform.Array, b []byte) error {
	return t.arrayCopy(arr, a, b, true)
}
func (t *driverTarget) ArrayRead(arr uint64, a *conform.Array, b []byte) error {
	return t.arrayCopy(arr, a, b, false)
}
func (t *driverTarget) ArrayDestroy(arr uint64) error { return t.th.ArrayDestroy(driver.Array(arr)) }

// ObjectCreate is cuTexObjectCreate or cuSurfObjectCreate over an array, linear or pitch2D resource.
func (t *driverTarget) ObjectCreate(r conform.Resource, o *conform.Object) (uint64, error) {
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

func (t *driverTarget) ObjectDestroy(obj uint64, surface bool) error {
	if surface {
		return t.th.SurfObjectDestroy(driver.SurfObject(obj))
	}
	return t.th.TexObjectDestroy(driver.TexObject(obj))
}

func (t *driverTarget) TensorMapEncode(m *conform.TensorMap, addr uint64) ([128]byte, error) {
	return t.th.TensorMapEncode(&driver.TensorMapArgs{DataType: m.DataType, Rank: uint32(len(m.Dims)), Addr: addr, Dims: m.Dims,
		Strides: m.Strides, Box: m.Box, ElemStrides: m.ElemStrides, Interleave: m.Interleave, Swizzle: m.Swizzle,
		L2Promotion: m.L2, OOBFill: m.OOBFill, Im2col: m.Im2col, Lower: m.Lower, Upper: m.Upper, Channels: m.Channels,
		Pixels: m.Pixels}, true)
}
