package conform

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strings"

	"cudasim/cubin"
	"cudasim/internal/gzfile"
)

// Target is what a case runs against: the driver calls kernrun.c makes, in
// the same order. Errors are the driver's (carrying a cu.Result where the
// target is a driver); any error aborts the case as a "driver error".
type Target interface {
	// LoadModule loads an image (PTX text, cubin or fatbin), as cuModuleLoadData.
	LoadModule(image []byte) (Module, error)
	// Alloc allocates device memory (cuMemAlloc) and returns its address.
	Alloc(size int) (uint64, error)
	// Free releases an allocation (cuMemFree).
	Free(ptr uint64) error
	// Write copies host bytes to device memory (cuMemcpyHtoD).
	Write(ptr uint64, b []byte) error
	// Read copies device memory into b (cuMemcpyDtoH).
	Read(ptr uint64, b []byte) error
}

// Module is a loaded image.
type Module interface {
	// Function looks a kernel up by name (cuModuleGetFunction).
	Function(name string) (Function, error)
	// Global returns a module variable's device address and size (cuModuleGetGlobal).
	Global(name string) (ptr uint64, size int, err error)
	// Unload releases the module (cuModuleUnload).
	Unload() error
}

// Function is a kernel of a loaded module.
type Function interface {
	// Launch runs the kernel to completion (cuLaunchKernel followed by
	// cuCtxSynchronize). Each params entry is the bytes the kernel's i-th
	// parameter pointer points at (kernrun's void* array): 4 or 8 bytes for
	// scalars and device pointers, the raw bytes for "param bytes". Device
	// printf output goes to stdout; nil means the target's own destination
	// (cudasim conform --printf), used by launches whose case has no stdout
	// golden.
	Launch(grid, block [3]uint32, sharedBytes uint32, params [][]byte, stdout io.Writer) error
}

// CooperativeFunction is a Function that can also be launched cooperatively
// (cuLaunchCooperativeKernel followed by cuCtxSynchronize): every block of the
// grid resident at once, so that grid.sync() works. Cases with the
// "cooperative" directive need it.
type CooperativeFunction interface {
	Function
	LaunchCooperative(grid, block [3]uint32, sharedBytes uint32, params [][]byte, stdout io.Writer) error
}

// ClusterFunction is a Function that can also launch thread block clusters (cuLaunchKernelEx
// with CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION), for cases with a cluster directive.
type ClusterFunction interface {
	LaunchCluster(grid, block, cluster [3]uint32, sharedBytes uint32, params [][]byte, stdout io.Writer) error
}

// TextureTarget is a Target that also has CUDA arrays and texture and
// surface objects, for cases with array, tex and surf directives.
type TextureTarget interface {
	// ArrayCreate creates the array (cuArray3DCreate) and returns its handle.
	ArrayCreate(a *Array) (uint64, error)
	// ArrayWrite copies the array's whole contents from b, rows packed (cuMemcpy3D host to array).
	ArrayWrite(arr uint64, a *Array, b []byte) error
	// ArrayRead copies the array's whole contents into b (cuMemcpy3D array to host).
	ArrayRead(arr uint64, a *Array, b []byte) error
	// ArrayDestroy releases it (cuArrayDestroy).
	ArrayDestroy(arr uint64) error
	// ObjectCreate makes a texture object (cuTexObjectCreate, no view) or, for
	// o.Surface, a surface object (cuSurfObjectCreate) over the resource.
	ObjectCreate(r Resource, o *Object) (uint64, error)
	// ObjectDestroy releases it (cuTexObjectDestroy or cuSurfObjectDestroy).
	ObjectDestroy(obj uint64, surface bool) error
}

// TensorMapTarget is a Target that also encodes tensor maps
// (cuTensorMapEncodeTiled, cuTensorMapEncodeIm2col), for cases with tmap and
// im2col directives.
type TensorMapTarget interface {
	// TensorMapEncode encodes m over the global address addr.
	TensorMapEncode(m *TensorMap, addr uint64) ([128]byte, error)
}

// Resource is what an object is made over: an array (Memory nil) or a
// buffer's memory as a linear or pitch2D resource.
type Resource struct {
	Array  uint64
	Memory *Memory
	Ptr    uint64 // the buffer's address
	Size   int    // and bytes
}

// Mismatch is a checked buffer that differs from its golden file.
type Mismatch struct {
	Buf        string
	Count      int    // differing elements
	Total      int    // elements
	First      int    // index of the first difference
	Got, Want  uint64 // first differing element, as little-endian integers
	Missing    bool   // the golden file is missing or has the wrong size
	GoldenPath string
}

// Result is the outcome of one case.
type Result struct {
	Path       string
	Launches   int
	Mismatches []Mismatch
	// Err is set when the case could not run: a target error (kernrun's
	// "driver error") or a problem with the case itself.
	Err error
	// Stdout is what the kernels printed, when the case has "stdout".
	Stdout []byte
	// Outputs are the checked buffers' bytes as the launches left them, by name.
	Outputs map[string][]byte
}

// Passed reports whether the case ran and every checked buffer matched.
func (r *Result) Passed() bool { return r.Err == nil && len(r.Mismatches) == 0 }

// String gives kernrun's lines for the case: "ok   PATH (N launches)",
// "FAIL PATH BUF: N of M differ; first at [I]: got 0x.. want 0x..", or
// "FAIL PATH (driver error): ERR".
func (r *Result) String() string {
	var sb strings.Builder
	switch {
	case r.Err != nil:
		fmt.Fprintf(&sb, "FAIL %s (driver error): %v", r.Path, r.Err)
	case len(r.Mismatches) == 0:
		fmt.Fprintf(&sb, "ok   %s (%d launches)", r.Path, r.Launches)
	}
	for i, m := range r.Mismatches {
		if i > 0 {
			sb.WriteByte('\n')
		}
		if m.Missing {
			fmt.Fprintf(&sb, "FAIL %s %s: missing or short %s", r.Path, m.Buf, m.GoldenPath)
			continue
		}
		fmt.Fprintf(&sb, "FAIL %s %s: %d of %d differ; first at [%d]: got %#x want %#x", r.Path, m.Buf, m.Count, m.Total, m.First, m.Got, m.Want)
	}
	return sb.String()
}

// Report is the outcome of a run of several cases.
type Report struct {
	Results        []Result
	Passed, Failed int
}

// Summary is kernrun's last line, "N passed, N failed".
func (r *Report) Summary() string { return fmt.Sprintf("%d passed, %d failed", r.Passed, r.Failed) }

// String gives every case's lines and the summary.
func (r *Report) String() string {
	var sb strings.Builder
	for i := range r.Results {
		sb.WriteString(r.Results[i].String())
		sb.WriteByte('\n')
	}
	sb.WriteString(r.Summary())
	return sb.String()
}

// RunFiles loads and runs case files; a file that does not parse counts as failed.
func RunFiles(t Target, paths ...string) *Report {
	rep := &Report{}
	for _, p := range paths {
		c, err := Load(p)
		var res Result
		if err != nil {
			res = Result{Path: p, Err: err}
		} else {
			res = Run(t, c)
		}
		rep.Results = append(rep.Results, res)
		if res.Passed() {
			rep.Passed++
		} else {
			rep.Failed++
		}
	}
	return rep
}

type liveBuf struct {
	*Buffer
	ptr   uint64
	check bool
	ulp   int
	array *Array // a CUDA array (ptr is its handle), read back through the TextureTarget
}

type liveObj struct {
	*Object
	handle uint64
}

// Run runs one case against t, as kernrun's run_case does, and compares the
// checked buffers with the golden files beside the case (<case>.<buf>.bin,
// or <case>.<buf>.bin.gz: goldens, like images, may be stored compressed).
// Allocations and the module are released before it returns, also on failure.
func Run(t Target, c *Case) Result {
	res := Result{Path: c.Path}
	var (
		mod         Module
		mods        []Module
		fn          Function
		bufs        []*liveBuf
		objs        []liveObj
		resources   = map[string]Resource{}
		tt          TextureTarget
		params      [][]byte
		grid, block = [3]uint32{1, 1, 1}, [3]uint32{1, 1, 1}
		cluster     [3]uint32 // zero: a plain launch
		shmem       uint32
		stdout      bytes.Buffer
		capture     bool
		coop        bool
		tmaps       = map[string][128]byte{}
	)
	// withMap is the bytes of a buffer whose generator is "tmap NAME": the map, the rest zero.
	withMap := func(b *Buffer) ([]byte, error) {
		if b.Gen.Name != "tmap" {
			return b.Bytes()
		}
		m, ok := tmaps[b.Gen.Args[0]]
		if !ok {
			return nil, fmt.Errorf("no tensor map %s", b.Gen.Args[0])
		}
		if b.Count*b.Type.Size() < len(m) {
			return nil, fmt.Errorf("%d bytes cannot hold a tensor map", b.Count*b.Type.Size())
		}
		data := make([]byte, b.Count*b.Type.Size())
		copy(data, m[:])
		return data, nil
	}
	defer func() {
		for _, o := range objs {
			tt.ObjectDestroy(o.handle, o.Surface)
		}
		for _, b := range bufs {
			switch {
			case b.array != nil:
				tt.ArrayDestroy(b.ptr)
			case b.ptr != 0:
				t.Free(b.ptr)
			}
		}
		for _, m := range mods {
			m.Unload()
		}
	}()
	fail := func(op Op, format string, args ...any) Result {
		res.Err = fmt.Errorf("%s:%d: %s", c.Path, op.Line, fmt.Sprintf(format, args...))
		return res
	}
	for _, op := range c.Ops {
		switch op.Kind {
		case OpImage:
			img, err := gzfile.ReadFileMax(filepath.Join(c.Dir(), op.Arg), cubin.MaxFileImage)
			if err != nil {
				return fail(op, "cannot read %s: %v", op.Arg, err)
			}
			if mod, err = t.LoadModule(img); err != nil {
				return fail(op, "cuModuleLoadData(%s): %v", op.Arg, err)
			}
			mods = append(mods, mod)
		case OpKernel:
			if mod == nil {
				return fail(op, "kernel %s before any image", op.Arg)
			}
			var err error
			if fn, err = mod.Function(op.Arg); err != nil {
				return fail(op, "cuModuleGetFunction(%s): %v", op.Arg, err)
			}
		case OpGrid, OpBlock, OpCluster:
			d := &grid
			switch op.Kind {
			case OpBlock:
				d = &block
			case OpCluster:
				d = &cluster
			}
			for i := 0; i < 3; i++ {
				if op.DimMask&(1<<i) != 0 {
					d[i] = op.Dim[i]
				}
			}
		case OpShmem:
			shmem = op.Shmem
		case OpStdout:
			capture = true
		case OpCooperative:
			coop = true
		case OpGlobal:
			data, err := withMap(op.Buf)
			if err != nil {
				return fail(op, "global %s: %v", op.Buf.Name, err)
			}
			if mod == nil {
				return fail(op, "global %s before any image", op.Buf.Name)
			}
			ptr, size, err := mod.Global(op.Buf.Name)
			if err != nil {
				return fail(op, "cuModuleGetGlobal(%s): %v", op.Buf.Name, err)
			}
			if size < len(data) {
				return fail(op, "global %s has %d bytes", op.Buf.Name, size)
			}
			if err := t.Write(ptr, data); err != nil {
				return fail(op, "cuMemcpyHtoD(global %s): %v", op.Buf.Name, err)
			}
		case OpBuf:
			data, err := withMap(op.Buf)
			if err != nil {
				return fail(op, "buf %s: %v", op.Buf.Name, err)
			}
			b := &liveBuf{Buffer: op.Buf}
			if b.ptr, err = t.Alloc(len(data)); err != nil {
				return fail(op, "cuMemAlloc(%d) for %s: %v", len(data), op.Buf.Name, err)
			}
			bufs = append(bufs, b)
			if err := t.Write(b.ptr, data); err != nil {
				return fail(op, "cuMemcpyHtoD(%s): %v", op.Buf.Name, err)
			}
		case OpArray:
			var ok bool
			if tt, ok = t.(TextureTarget); !ok {
				return fail(op, "array %s: this target has no CUDA arrays", op.Array.Name)
			}
			data, err := op.Array.Data.Bytes()
			if err != nil {
				return fail(op, "array %s: %v", op.Array.Name, err)
			}
			b := &liveBuf{Buffer: op.Array.Data, array: op.Array}
			if b.ptr, err = tt.ArrayCreate(op.Array); err != nil {
				return fail(op, "cuArray3DCreate(%s): %v", op.Array.Name, err)
			}
			bufs = append(bufs, b)
			if err := tt.ArrayWrite(b.ptr, op.Array, data); err != nil {
				return fail(op, "cuMemcpy3D(to %s): %v", op.Array.Name, err)
			}
		case OpResource:
			var ok bool
			if tt, ok = t.(TextureTarget); !ok {
				return fail(op, "%s: this target has no texture objects", op.Memory.Name)
			}
			r := Resource{Memory: op.Memory}
			for _, b := range bufs {
				if b.array == nil && b.Name == op.Memory.Buf {
					r.Ptr, r.Size = b.ptr, b.Count*b.Type.Size()
				}
			}
			if r.Ptr == 0 {
				return fail(op, "no buffer %s", op.Memory.Buf)
			}
			resources[op.Memory.Name] = r
		case OpTex:
			r, ok := resources[op.Object.Array]
			for _, b := range bufs {
				if b.array != nil && b.Name == op.Object.Array {
					r, ok = Resource{Array: b.ptr}, true
				}
			}
			if !ok {
				return fail(op, "no array or resource %s", op.Object.Array)
			}
			h, err := tt.ObjectCreate(r, op.Object)
			if err != nil {
				return fail(op, "object %s: %v", op.Object.Name, err)
			}
			objs = append(objs, liveObj{Object: op.Object, handle: h})
		case OpTmap:
			mt, ok := t.(TensorMapTarget)
			if !ok {
				return fail(op, "%s: this target has no tensor maps", op.Tmap.Name)
			}
			var addr uint64
			for _, b := range bufs {
				if b.array == nil && b.Name == op.Tmap.Buf {
					addr = b.ptr
				}
			}
			if addr == 0 {
				return fail(op, "no buffer %s", op.Tmap.Buf)
			}
			m, err := mt.TensorMapEncode(op.Tmap, addr+op.Tmap.Offset)
			if err != nil {
				return fail(op, "tensor map %s: %v", op.Tmap.Name, err)
			}
			tmaps[op.Tmap.Name] = m
		case OpParam:
			if op.Param.Tmap != "" {
				m, ok := tmaps[op.Param.Tmap]
				if !ok {
					return fail(op, "no tensor map %s", op.Param.Tmap)
				}
				params = append(params, m[:])
				continue
			}
			if op.Param.Obj != "" {
				var v []byte
				for _, o := range objs {
					if o.Name == op.Param.Obj {
						v = binary.LittleEndian.AppendUint64(nil, o.handle)
					}
				}
				if v == nil {
					return fail(op, "no object %s", op.Param.Obj)
				}
				params = append(params, v)
				continue
			}
			if op.Param.Buf == "" {
				params = append(params, op.Param.Value)
				continue
			}
			var v []byte
			for _, b := range bufs { // the last buffer of that name, as in kernrun
				if b.Name == op.Param.Buf && b.array == nil {
					v = binary.LittleEndian.AppendUint64(nil, b.ptr)
				}
			}
			if v == nil {
				return fail(op, "no buffer %s", op.Param.Buf)
			}
			params = append(params, v)
		case OpLaunch:
			if fn == nil {
				return fail(op, "launch before any kernel")
			}
			var w io.Writer // nil: the target's own destination
			if capture {
				w = &stdout
			}
			if cluster[0] != 0 {
				cf, ok := fn.(ClusterFunction)
				if !ok {
					return fail(op, "this target cannot launch thread block clusters")
				}
				if err := cf.LaunchCluster(grid, block, cluster, shmem, params, w); err != nil {
					return fail(op, "cuLaunchKernelEx: %v", err)
				}
			} else if coop {
				cf, ok := fn.(CooperativeFunction)
				if !ok {
					return fail(op, "cooperative launch: the target cannot launch cooperatively")
				}
				if err := cf.LaunchCooperative(grid, block, shmem, params, w); err != nil {
					return fail(op, "cuLaunchCooperativeKernel: %v", err)
				}
			} else if err := fn.Launch(grid, block, shmem, params, w); err != nil {
				return fail(op, "cuLaunchKernel: %v", err)
			}
			params = nil
			res.Launches++
		case OpCheck:
			found := false
			for _, b := range bufs {
				if b.Name == op.Check.Buf {
					b.check, b.ulp = true, op.Check.ULP
					found = true
				}
			}
			if !found {
				// kernrun ignores such a line; a misspelt check would
				// then pass while comparing nothing.
				return fail(op, "check %s: no buffer %s", op.Check.Buf, op.Check.Buf)
			}
		}
	}
	if capture {
		res.Stdout = stdout.Bytes()
	}
	for _, b := range bufs {
		if !b.check {
			continue
		}
		got := make([]byte, b.Count*b.Type.Size())
		if b.array != nil {
			if err := tt.ArrayRead(b.ptr, b.array, got); err != nil {
				res.Err = fmt.Errorf("%s: cuMemcpy3D(from %s): %v", c.Path, b.Name, err)
				return res
			}
		} else if err := t.Read(b.ptr, got); err != nil {
			res.Err = fmt.Errorf("%s: cuMemcpyDtoH(%s): %v", c.Path, b.Name, err)
			return res
		}
		if res.Outputs == nil {
			res.Outputs = map[string][]byte{}
		}
		res.Outputs[b.Name] = got
		golden := c.Path + "." + b.Name + ".bin"
		want, err := gzfile.ReadFileMax(golden, int64(len(got)))
		if err != nil || len(want) != len(got) {
			res.Mismatches = append(res.Mismatches, Mismatch{Buf: b.Name, Missing: true, GoldenPath: golden})
			continue
		}
		if m, ok := Compare(b.Type, b.ulp, got, want); !ok {
			m.Buf = b.Name
			res.Mismatches = append(res.Mismatches, m)
		}
	}
	if capture {
		// kernrun records no stdout golden; compare with <case>.stdout when present.
		if want, err := gzfile.ReadFile(c.Path + ".stdout"); err == nil && !bytes.Equal(want, res.Stdout) {
			res.Mismatches = append(res.Mismatches, Mismatch{Buf: "stdout", Count: 1, Total: 1})
		}
	}
	return res
}

// Compare compares got with want element by element as kernrun does: equal
// bytes match; with ulp > 0 and an f32/f64 type, two NaNs match and so do
// values whose ordered integer representations differ by at most ulp. It
// returns the number of differing elements and the first one.
func Compare(t ElemType, ulp int, got, want []byte) (Mismatch, bool) {
	es := t.Size()
	n := len(got) / es
	m := Mismatch{Total: n, First: -1}
	for k := 0; k < n; k++ {
		g, w := got[k*es:(k+1)*es], want[k*es:(k+1)*es]
		if bytes.Equal(g, w) {
			continue
		}
		if ulp != 0 && t.IsFloat() {
			gi, wi := ordered(g, t), ordered(w, t)
			if isNaN(g, t) && isNaN(w, t) {
				continue
			}
			d := gi - wi
			if d < 0 {
				d = -d
			}
			if d <= int64(ulp) && d >= 0 {
				continue
			}
		}
		if m.First < 0 {
			m.First = k
			m.Got, m.Want = le(g), le(w)
		}
		m.Count++
	}
	return m, m.Count == 0
}

func le(b []byte) uint64 {
	var t [8]byte
	copy(t[:], b)
	return binary.LittleEndian.Uint64(t[:])
}

// ordered maps a float's bits to an integer that is monotonic in the value,
// as kernrun's ordered().
func ordered(b []byte, t ElemType) int64 {
	if t == F32 {
		v := int32(binary.LittleEndian.Uint32(b))
		if v < 0 {
			return int64(math.MinInt32) - int64(v)
		}
		return int64(v)
	}
	v := int64(binary.LittleEndian.Uint64(b))
	if v < 0 {
		return math.MinInt64 - v
	}
	return v
}

func isNaN(b []byte, t ElemType) bool {
	if t == F32 {
		f := math.Float32frombits(binary.LittleEndian.Uint32(b))
		return f != f
	}
	f := math.Float64frombits(binary.LittleEndian.Uint64(b))
	return f != f
}
