package module

import (
	"bytes"
	"encoding/binary"
	"os"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
	"cudasim/cubin"
)

// fakeEnv is a context with a trivial allocator.
type fakeEnv struct {
	next    uint64
	allocs  map[uint64][]byte
	managed map[uint64]bool
	labels  map[uint64]string // what each allocation holds, as Load named it
	lim     Limits
}

func newFakeEnv() *fakeEnv {
	return &fakeEnv{next: 0x10000, allocs: map[uint64][]byte{}, managed: map[uint64]bool{}, labels: map[uint64]string{}, lim: h200Limits}
}

// h200Limits are the H200's values (testdata/reference/h200-device.tsv).
var h200Limits = Limits{SM: 90, MaxThreadsPerBlock: 1024, MaxBlock: [3]uint32{1024, 1024, 64},
	MaxGrid: [3]uint32{2147483647, 65535, 65535}, SharedPerBlock: 49152, SharedPerBlockOptin: 232448, RegsPerBlock: 65536}

func (e *fakeEnv) Device() int     { return 0 }
func (e *fakeEnv) Limits() *Limits { return &e.lim }
func (e *fakeEnv) alloc(n uint64) uint64 {
	a := e.next
	e.next += (n + 511) &^ 511
	e.allocs[a] = make([]byte, n)
	return a
}
func (e *fakeEnv) Alloc(what string, n, align uint64) (uint64, error) {
	a := e.alloc(n)
	e.labels[a] = what
	return a, nil
}
func (e *fakeEnv) AllocManaged(what string, n, align uint64) (uint64, error) {
	a, _ := e.Alloc(what, n, align)
	e.managed[a] = true
	return a, nil
}
func (e *fakeEnv) Free(a uint64) error {
	if _, ok := e.allocs[a]; !ok {
		return cu.Errorf(cu.ErrorInvalidValue, "free of %#x", a)
	}
	delete(e.allocs, a)
	return nil
}
func (e *fakeEnv) Write(a uint64, b []byte) error {
	for base, m := range e.allocs {
		if a >= base && a+uint64(len(b)) <= base+uint64(len(m)) {
			copy(m[a-base:], b)
			return nil
		}
	}
	return cu.Errorf(cu.ErrorInvalidValue, "write at %#x", a)
}
func (e *fakeEnv) Span(a uint64) (uint64, []byte, bool) {
	for base, m := range e.allocs {
		if a >= base && a < base+uint64(len(m)) {
			return base, m, true
		}
	}
	return 0, nil, false
}

func loadCode(t testing.TB, path string, sm int) *Code {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	img, err := Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	code, err := img.Code(sm)
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// Variables are allocated and initialised, pointer initializers resolved
// to this module's addresses, managed ones in managed memory; Unload frees
// them all.
func TestLoadVariables(t *testing.T) {
	env := newFakeEnv()
	m, err := Load(loadCode(t, "../../testdata/images/cuda11/vars.fatbin", 90), env, nil, true)
	if err != nil {
		t.Fatal(err)
	}
	read := func(name string) []byte {
		g, ok := m.Global(name)
		if !ok {
			t.Fatalf("no global %s", name)
		}
		return env.allocs[g.Addr][:g.Size]
	}
	if v := binary.LittleEndian.Uint32(read("dev_init")); v != 42 {
		t.Errorf("dev_init = %d", v)
	}
	tab, _ := m.Global("dev_tab")
	if p := binary.LittleEndian.Uint64(read("dev_ptr")); p != tab.Addr+16 {
		t.Errorf("dev_ptr = %#x, want &dev_tab[2] = %#x", p, tab.Addr+16)
	}
	if v := binary.LittleEndian.Uint64(read("cmask")); v != 0x0123456789abcdef {
		t.Errorf("cmask = %#x", v)
	}
	man, _ := m.Global("man_init")
	if !env.managed[man.Addr] || binary.LittleEndian.Uint32(read("man_init")) != 7 {
		t.Errorf("man_init: managed %v, value %d", env.managed[man.Addr], binary.LittleEndian.Uint32(read("man_init")))
	}
	// Each allocation is named after its variable, so that a refused
	// cuMemFree of it can say what it is.
	for _, c := range []struct{ name, want string }{
		{"dev_init", "__device__ variable dev_init"},
		{"cmask", "__constant__ variable cmask"},
		{"man_init", "__managed__ variable man_init"},
	} {
		g, _ := m.Global(c.name)
		if got := env.labels[g.Addr]; got != c.want {
			t.Errorf("%s allocated as %q, want %q", c.name, got, c.want)
		}
	}
	if f := m.Function("framed"); f == nil || f.Loaded() {
		t.Errorf("lazy load: function framed %v should exist and start unloaded", f)
	}
	m.Unload()
	m.Unload()
	if len(env.allocs) != 0 {
		t.Errorf("%d allocations left after Unload", len(env.allocs))
	}
}

func TestPackAndCheck(t *testing.T) {
	env := newFakeEnv()
	m, err := Load(loadCode(t, "../../testdata/reference/kernels.fatbin", 90), env, nil, false)
	if err != nil {
		t.Fatal(err)
	}
	f := m.Function("params")
	// params(char, short, int, long long, float, double, int*): the layout
	// the H200 reports (probe transcript).
	var got [][2]uint64
	for i := 0; ; i++ {
		off, size, err := ParamInfo(f.Kernel, i)
		if err != nil {
			if cu.Code(err) != cu.ErrorInvalidValue {
				t.Errorf("param %d past the end: %v", i, err)
			}
			break
		}
		got = append(got, [2]uint64{off, size})
	}
	want := [][2]uint64{{0, 1}, {2, 2}, {4, 4}, {8, 8}, {16, 4}, {24, 8}, {32, 8}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("param layout (-want +got):\n%s", diff)
	}
	p8 := func(n int, v byte) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = v
		}
		return b
	}
	packed, err := f.Pack(&Launch{Params: [][]byte{p8(1, 1), p8(2, 2), p8(4, 3), p8(8, 4), p8(4, 5), p8(8, 6), p8(8, 7)}})
	if err != nil {
		t.Fatal(err)
	}
	wantBlock := append(append(append(append(append(append(append([]byte{1, 0}, p8(2, 2)...), p8(4, 3)...), p8(8, 4)...), p8(4, 5)...), 0, 0, 0, 0), p8(8, 6)...), p8(8, 7)...)
	if diff := cmp.Diff(wantBlock, packed); diff != "" {
		t.Errorf("packed block (-want +got):\n%s", diff)
	}
	one := [3]uint32{1, 1, 1}
	for _, tc := range []struct {
		name string
		l    Launch
		want cu.Result
	}{
		{"fine", Launch{Grid: one, Block: [3]uint32{1024, 1, 1}}, cu.Success},
		{"zero grid", Launch{Grid: [3]uint32{0, 1, 1}, Block: one}, cu.ErrorInvalidValue},
		{"block z 65", Launch{Grid: one, Block: [3]uint32{1, 1, 65}}, cu.ErrorInvalidValue},
		{"2048 threads", Launch{Grid: one, Block: [3]uint32{2048, 1, 1}}, cu.ErrorInvalidValue},
		{"grid y 65536", Launch{Grid: [3]uint32{1, 65536, 1}, Block: one}, cu.ErrorInvalidValue},
		{"grid x 2^31-1", Launch{Grid: [3]uint32{2147483647, 1, 1}, Block: one}, cu.Success},
		{"1 MiB shared", Launch{Grid: one, Block: one, DynamicShared: 1 << 20}, cu.ErrorInvalidValue},
	} {
		if got := cu.Code(f.Check(&tc.l)); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got.Name(), tc.want.Name())
		}
	}
	// A cluster shape set on the function (or inherited from its library
	// kernel) applies to plain launches, as measured on the H200
	// (testdata/reference/breadth/probe.txt): a shape with a zero dimension,
	// one that does not divide the grid or one over 8 blocks is
	// CUDA_ERROR_INVALID_CLUSTER_SIZE.
	fine := Launch{Grid: [3]uint32{2, 3, 1}, Block: one}
	for _, tc := range []struct {
		name string
		set  func() error
		want cu.Result
	}{
		{"width 1 only", func() error { return SetAttribute(&f.Own, f.Kernel, &h200Limits, AttrRequiredClusterWidth, 1) }, cu.ErrorInvalidClusterSize},
		{"2x1x1 inherited", func() error {
			f.Inherited = &Settings{}
			for _, a := range []Attribute{AttrRequiredClusterWidth, AttrRequiredClusterHeight, AttrRequiredClusterDepth} {
				if err := SetAttribute(f.Inherited, f.Kernel, &h200Limits, a, map[Attribute]int32{AttrRequiredClusterWidth: 2}[a]+map[Attribute]int32{AttrRequiredClusterHeight: 1, AttrRequiredClusterDepth: 1}[a]); err != nil {
					return err
				}
			}
			return nil
		}, cu.Success}, // own width 1 with the inherited height and depth: (1,1,1)
		{"own 1x3x1", func() error {
			SetAttribute(&f.Own, f.Kernel, &h200Limits, AttrRequiredClusterHeight, 3)
			return SetAttribute(&f.Own, f.Kernel, &h200Limits, AttrRequiredClusterDepth, 1)
		}, cu.Success},
		{"own 2x3x1", func() error { return SetAttribute(&f.Own, f.Kernel, &h200Limits, AttrRequiredClusterWidth, 2) }, cu.Success},
		{"own 4x3x1 (grid x 2)", func() error { return SetAttribute(&f.Own, f.Kernel, &h200Limits, AttrRequiredClusterWidth, 4) }, cu.ErrorInvalidClusterSize},
	} {
		if err := tc.set(); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := cu.Code(f.Check(&fine)); got != tc.want {
			t.Errorf("launch after %s: %v, want %v", tc.name, got.Name(), tc.want.Name())
		}
	}
	// 2x3x1 with a 4x3x1 grid, the launch naming that shape or another.
	SetAttribute(&f.Own, f.Kernel, &h200Limits, AttrRequiredClusterWidth, 2)
	big := Launch{Grid: [3]uint32{4, 3, 1}, Block: one}
	if d, err := f.ClusterShape(&big); err != nil || d != [3]uint32{2, 3, 1} {
		t.Errorf("cluster shape of a plain launch: %v, %v; want (2,3,1)", d, err)
	}
	big.Cluster = [3]uint32{4, 1, 1}
	if got := cu.Code(f.Check(&big)); got != cu.ErrorInvalidClusterSize {
		t.Errorf("launch naming another cluster shape: %v, want CUDA_ERROR_INVALID_CLUSTER_SIZE", got.Name())
	}
	for _, a := range []Attribute{AttrRequiredClusterWidth, AttrRequiredClusterHeight, AttrRequiredClusterDepth} {
		SetAttribute(&f.Own, f.Kernel, &h200Limits, a, 0)
	}
	for _, tc := range []struct {
		cluster     [3]uint32
		nonPortable int32
		want        cu.Result
	}{
		{[3]uint32{4, 1, 1}, 0, cu.Success},
		{[3]uint32{4, 3, 1}, 0, cu.ErrorInvalidClusterSize}, // 12 blocks
		{[3]uint32{4, 3, 1}, 1, cu.Success},
		{[3]uint32{4, 0, 1}, 1, cu.ErrorInvalidClusterSize},
		{[3]uint32{3, 1, 1}, 0, cu.ErrorInvalidClusterSize}, // grid x 4
	} {
		SetAttribute(&f.Own, f.Kernel, &h200Limits, AttrNonPortableClusterSizeAllowed, tc.nonPortable)
		big.Cluster = tc.cluster
		if got := cu.Code(f.Check(&big)); got != tc.want {
			t.Errorf("cluster %v (non-portable %d): %v, want %v", tc.cluster, tc.nonPortable, got.Name(), tc.want.Name())
		}
	}
}

// Launch bounds and registers limit a block below the device's 1024.
func TestMaxThreads(t *testing.T) {
	for _, tc := range []struct {
		k    cubin.Kernel
		want int
	}{
		{cubin.Kernel{NumRegs: 8}, 1024},
		{cubin.Kernel{NumRegs: 64}, 1024},
		{cubin.Kernel{NumRegs: 65}, 896},
		{cubin.Kernel{NumRegs: 255}, 256},
		{cubin.Kernel{NumRegs: 134}, 384}, // 3 warps a quarter, as the H200 (libcuda/testdata/cudart/suite, e_launch's heavy)
		{cubin.Kernel{MaxNTID: [3]int{256, 1, 1}}, 256},
		{cubin.Kernel{ReqNTID: [3]int{16, 8, 1}}, 1024}, // as the H200 (testdata/reference/numba-cuda/bounds)
	} {
		if got := MaxThreads(&tc.k, &h200Limits); got != tc.want {
			t.Errorf("%+v: %d, want %d", tc.k, got, tc.want)
		}
	}
}

// A library parses nothing until asked, and keeps one allocation per
// managed variable.
func TestLibraryManaged(t *testing.T) {
	env := newFakeEnv()
	mm := managedEnv{env}
	lib := NewLibrary([]byte("junk that is no image"), cubin.JIT{}, mm)
	if _, err := lib.Code(90); cu.Code(err) != cu.ErrorInvalidImage {
		t.Errorf("junk library: %v, want CUDA_ERROR_INVALID_IMAGE", err)
	}
	b, err := os.ReadFile("../../testdata/reference/kernels.fatbin")
	if err != nil {
		t.Fatal(err)
	}
	lib = NewLibrary(b, cubin.JIT{}, mm)
	code, err := lib.Code(90)
	if err != nil {
		t.Fatal(err)
	}
	v := code.Program.Variable("managedVal")
	g1, err := lib.Managed(v)
	if err != nil {
		t.Fatal(err)
	}
	m1, err := Load(code, env, func(v *cubin.Variable) (Global, error) { return lib.Managed(v) }, true)
	if err != nil {
		t.Fatal(err)
	}
	m2, err := Load(code, env, func(v *cubin.Variable) (Global, error) { return lib.Managed(v) }, true)
	if err != nil {
		t.Fatal(err)
	}
	a1, _ := m1.Global("managedVal")
	a2, _ := m2.Global("managedVal")
	d1, _ := m1.Global("devCounter")
	d2, _ := m2.Global("devCounter")
	if a1.Addr != g1.Addr || a2.Addr != g1.Addr || d1.Addr == d2.Addr {
		t.Errorf("managed %#x %#x %#x should be one; device %#x %#x two", g1.Addr, a1.Addr, a2.Addr, d1.Addr, d2.Addr)
	}
	m1.Unload()
	if _, ok := env.allocs[g1.Addr]; !ok {
		t.Errorf("unloading one copy freed the library's managed variable")
	}
	if n := len(lib.Release()); n != 1 {
		t.Errorf("Release freed %d managed variables, want 1", n)
	}
	if _, err := lib.Managed(v); cu.Code(err) != cu.ErrorInvalidHandle {
		t.Errorf("Managed after Release: %v", err)
	}
}

type managedEnv struct{ e *fakeEnv }

func (m managedEnv) AllocManaged(what string, n, a uint64) (uint64, error) {
	return m.e.AllocManaged(what, n, a)
}
func (m managedEnv) Free(a uint64) error            { return m.e.Free(a) }
func (m managedEnv) Write(a uint64, b []byte) error { return m.e.Write(a, b) }

// Kernels run on the engine; a fault comes back as a FaultError.
func TestRunAndFault(t *testing.T) {
	env := newFakeEnv()
	m, err := Load(loadCode(t, "../../testdata/reference/kernels.fatbin", 90), env, nil, true)
	if err != nil {
		t.Fatal(err)
	}
	buf := env.alloc(64 * 4)
	x := &Exec{Memory: env}
	args := [][]byte{binary.LittleEndian.AppendUint64(nil, buf), binary.LittleEndian.AppendUint32(nil, 64)}
	if err := m.Function("addOne").Run(&Launch{Grid: [3]uint32{2, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: args}, x); err != nil {
		t.Fatal(err)
	}
	if v := binary.LittleEndian.Uint32(env.allocs[buf][63*4:]); v != 1 {
		t.Errorf("addOne left %d in the last element", v)
	}
	err = m.Function("faulty").Run(&Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: args[:1]}, x)
	if code, ok := IsFault(err); !ok || code != cu.ErrorIllegalAddress {
		t.Errorf("faulty: %v (fault %v), want an illegal-address fault", err, ok)
	}
	// Launches reuse their parameter memory: a later launch sees its own
	// parameters only.
	for range 3 {
		if err := m.Function("addOne").Run(&Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: args}, x); err != nil {
			t.Fatal(err)
		}
	}
	if v := binary.LittleEndian.Uint32(env.allocs[buf][0:]); v != 4 {
		t.Errorf("after four launches of addOne the first element is %d, want 4", v)
	}
	if v := binary.LittleEndian.Uint32(env.allocs[buf][63*4:]); v != 1 {
		t.Errorf("after launches of one block of 32 the last element is %d, want 1", v)
	}
}

// pack builds the parameter block in reused memory: bytes a short extra
// buffer leaves out are zero, whatever the memory held.
func TestPackReusedMemory(t *testing.T) {
	env := newFakeEnv()
	m, err := Load(loadCode(t, "../../testdata/reference/kernels.fatbin", 90), env, nil, true)
	if err != nil {
		t.Fatal(err)
	}
	f := m.Function("addOne") // (int *p, int n): 12 bytes
	dirty := bytes.Repeat([]byte{0xff}, 64)
	got, err := f.pack(&Launch{Buffer: []byte{1, 2, 3, 4, 5, 6, 7, 8}, HasBuffer: true}, dirty)
	if err != nil {
		t.Fatal(err)
	}
	if want := []byte{1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 0}; !bytes.Equal(got, want) {
		t.Errorf("extra buffer packed as %v, want %v", got, want)
	}
	dirty = bytes.Repeat([]byte{0xff}, 64)
	got, err = f.pack(&Launch{Params: [][]byte{{1, 2, 3, 4, 5, 6, 7, 8}, {9, 10, 11, 12}}}, dirty)
	if err != nil {
		t.Fatal(err)
	}
	if want := []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}; !bytes.Equal(got, want) {
		t.Errorf("kernelParams packed as %v, want %v", got, want)
	}
}

// FuzzLoad feeds arbitrary images through parse, selection and loading:
// errors must carry a driver code, nothing may panic.
func FuzzLoad(f *testing.F) {
	// Small seeds: the fuzzer minimises what it finds from them, and a
	// 20 KB seed took whole runs to minimise (tools/fuzz.sh).
	for _, p := range []string{"../../testdata/reference/kernels.ptx"} {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(".version 8.0\n.target sm_90\n.address_size 64\n.global .u64 p = generic(q);\n.global .u32 q;\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		img, err := Parse(b)
		if err != nil {
			if cu.Code(err) == cu.ErrorUnknown {
				t.Fatalf("error without a driver code: %v", err)
			}
			return
		}
		code, err := img.Code(90)
		if err != nil {
			return
		}
		total := 0
		for _, v := range code.Variables {
			total += v.Size
		}
		if total > 1<<20 {
			return // the fake allocator is not sparse
		}
		env := newFakeEnv()
		m, err := Load(code, env, nil, false)
		if err != nil {
			if cu.Code(err) == cu.ErrorUnknown {
				t.Fatalf("load error without a driver code: %v", err)
			}
			return
		}
		m.Unload()
		if len(env.allocs) != 0 {
			t.Fatalf("%d allocations leaked", len(env.allocs))
		}
	})
}

// The driver keeps its own copy of an image, and loads of the same bytes
// share one parsed Image (and so one compiled program).
func TestParseCopiesAndShares(t *testing.T) {
	src, err := os.ReadFile("../../testdata/reference/kernels.ptx")
	if err != nil {
		t.Fatal(err)
	}
	buf := bytes.Clone(src)
	a, err := Parse(buf)
	if err != nil {
		t.Fatal(err)
	}
	for i := range buf {
		buf[i] = 'A' // the caller reuses its buffer
	}
	code, err := a.Code(90)
	if err != nil {
		t.Fatalf("the image changed with the caller's buffer: %v", err)
	}
	if code.Program.Kernel("addOne") == nil {
		t.Fatal("addOne missing after the caller's buffer was overwritten")
	}
	b, err := Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	if a != b {
		t.Error("two loads of the same bytes parsed the image twice")
	}
	if c, err := Parse(append(bytes.Clone(src), '\n')); err != nil || c == a {
		t.Errorf("different bytes share an image (err %v)", err)
	}
}

// TestWithPTXRefs: a vtable as a SASS image holds it (its variable
// relocated, its function entries resolved to SASS values, no relocation
// left) takes the PTX declaration's references to the functions, keeps
// its own relocations, and is left alone when the PTX declares another
// size (cuda-samples' newdelete calls virtual functions through such a
// table).
func TestWithPTXRefs(t *testing.T) {
	sass := cubin.Variable{Name: "_ZTV6VectorIiE", Size: 24, Init: []byte{
		0, 0, 0, 0, 0, 0, 0, 0,
		0x18, 0, 0, 0, 0, 0, 0, 0, // a SASS function value
		0x30, 0, 0, 0, 0, 0, 0, 0,
	}, Refs: []cubin.Ref{{Offset: 0, Size: 8, Symbol: "typeinfo"}}}
	ptx := cubin.Variable{Name: "_ZTV6VectorIiE", Size: 24, Refs: []cubin.Ref{
		{Offset: 0, Size: 8, Symbol: "typeinfo"},
		{Offset: 8, Size: 8, Symbol: "_ZN6VectorIiE4pushEi"},
		{Offset: 16, Size: 8, Symbol: "_ZN6VectorIiE3popERi"},
	}}
	got := withPTXRefs(sass, ptx)
	want := cubin.Variable{Name: "_ZTV6VectorIiE", Size: 24, Init: make([]byte, 24), Refs: ptx.Refs}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("withPTXRefs (-want +got):\n%s", diff)
	}
	if sass.Init[8] != 0x18 || len(sass.Refs) != 1 {
		t.Errorf("withPTXRefs changed its argument: %+v", sass)
	}
	ptx.Size = 32
	if diff := cmp.Diff(sass, withPTXRefs(sass, ptx)); diff != "" {
		t.Errorf("withPTXRefs of declarations of different sizes (-want +got):\n%s", diff)
	}
}

// kernelParams packed in a loaded program's layout that differs from the
// engine's (ptxas pads a 128-byte-aligned parameter to offset 112 in the
// ELF; the PTX has it at 0) reach the engine at the PTX's offsets; an extra
// buffer is left as given.
func TestEngineLayout(t *testing.T) {
	env := newFakeEnv()
	m, err := Load(loadCode(t, "../../testdata/reference/kernels.fatbin", 90), env, nil, false)
	if err != nil {
		t.Fatal(err)
	}
	f := m.Function("addOne") // (int *p, int n)
	k, err := m.Kernel("addOne")
	if err != nil {
		t.Fatal(err)
	}
	padded := *f.Kernel
	padded.Params = slices.Clone(f.Kernel.Params)
	for i := range padded.Params {
		padded.Params[i].Offset += 112
	}
	padded.ParamSize += 112
	g := &Function{Module: m, Kernel: &padded}
	l := &Launch{Params: [][]byte{{1, 2, 3, 4, 5, 6, 7, 8}, {9, 10, 11, 12}}}
	block, err := g.pack(l, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}; !bytes.Equal(g.engineLayout(k, l, block), want) {
		t.Errorf("engine's block %v, want %v", g.engineLayout(k, l, block), want)
	}
	buf := &Launch{Buffer: make([]byte, 124), HasBuffer: true}
	if got := g.engineLayout(k, buf, buf.Buffer); len(got) != 124 {
		t.Errorf("an extra buffer was moved: %d bytes", len(got))
	}
}
