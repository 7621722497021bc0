package sim

import (
	"fmt"
	"io"
	"sort"

	"cudasim/conform"
	"cudasim/cu"
	"cudasim/sim/ptx"
)

// testMem is a simple device memory for tests: allocations in a sorted table.
type testMem struct {
	next   uint64
	allocs []testAlloc
}

type testAlloc struct {
	base uint64
	b    []byte
}

func newTestMem() *testMem { return &testMem{next: 0x7f00_0000_0000} }

func (m *testMem) Span(addr uint64) (uint64, []byte, bool) {
	i := sort.Search(len(m.allocs), func(i int) bool { return m.allocs[i].base+uint64(len(m.allocs[i].b)) > addr })
	if i < len(m.allocs) && addr >= m.allocs[i].base {
		return m.allocs[i].base, m.allocs[i].b, true
	}
	return 0, nil, false
}

func (m *testMem) Alloc(size int) (uint64, error) {
	base := m.next
	n := (uint64(size) + 255) &^ 255
	if n == 0 {
		n = 256
	}
	m.next += n + 256 // a gap between allocations catches overruns
	m.allocs = append(m.allocs, testAlloc{base, make([]byte, size)})
	return base, nil
}

func (m *testMem) Free(ptr uint64) error {
	for i, a := range m.allocs {
		if a.base == ptr {
			m.allocs = append(m.allocs[:i], m.allocs[i+1:]...)
			return nil
		}
	}
	return cu.Errorf(cu.ErrorInvalidValue, "free of 0x%x", ptr)
}

func (m *testMem) slice(ptr uint64, n int) ([]byte, error) {
	base, b, ok := m.Span(ptr)
	if !ok || ptr-base+uint64(n) > uint64(len(b)) {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "bad copy at 0x%x", ptr)
	}
	return b[ptr-base : ptr-base+uint64(n)], nil
}

func (m *testMem) Write(ptr uint64, b []byte) error {
	d, err := m.slice(ptr, len(b))
	if err == nil {
		copy(d, b)
	}
	return err
}

func (m *testMem) Read(ptr uint64, b []byte) error {
	s, err := m.slice(ptr, len(b))
	if err == nil {
		copy(b, s)
	}
	return err
}

// simTarget runs conformance cases on the engine directly.
type simTarget struct {
	*testMem
	workers int
}

type simModule struct {
	t       *simTarget
	prog    *Program
	symbols map[string]uint64
	sizes   map[string]int
}

func (t *simTarget) LoadModule(image []byte) (conform.Module, error) {
	m, err := ptx.Parse(image)
	if err != nil {
		return nil, err
	}
	p, err := Compile(m)
	if err != nil {
		return nil, err
	}
	return loadProgram(t, p)
}

func loadProgram(t *simTarget, p *Program) (*simModule, error) {
	sm := &simModule{t: t, prog: p, symbols: map[string]uint64{}, sizes: map[string]int{}}
	for _, v := range p.Variables() {
		a, _ := t.Alloc(max(v.Size, 1))
		sm.symbols[v.Name] = a
		sm.sizes[v.Name] = v.Size
	}
	for _, v := range p.Variables() {
		b := make([]byte, v.Size)
		copy(b, v.Init)
		for _, r := range v.Relocs {
			addr, ok := sm.symbols[r.Symbol]
			if !ok {
				addr, _ = p.FunctionAddress(r.Symbol)
			}
			addr += uint64(r.Addend)
			for i := 0; i < r.Size; i++ {
				b[r.Offset+i] = byte(addr >> (8 * i))
			}
		}
		t.Write(sm.symbols[v.Name], b)
	}
	return sm, nil
}

func (m *simModule) Function(name string) (conform.Function, error) {
	k, err := m.prog.Kernel(name)
	if err != nil {
		return nil, err
	}
	return &simFunc{m: m, k: k}, nil
}

func (m *simModule) Global(name string) (uint64, int, error) {
	a, ok := m.symbols[name]
	if !ok {
		return 0, 0, cu.Errorf(cu.ErrorNotFound, "no global %s", name)
	}
	return a, m.sizes[name], nil
}

func (m *simModule) Unload() error { return nil }

type simFunc struct {
	m       *simModule
	k       *Kernel
	cluster [3]uint32 // the launch's cluster shape (LaunchCluster), zero otherwise
	stats   *Stats    // receives the launches' counts, if non-nil
}

// LaunchCluster runs a launch in thread block clusters of the given shape.
func (f *simFunc) LaunchCluster(grid, block, cluster [3]uint32, shared uint32, params [][]byte, stdout io.Writer) error {
	f.cluster = cluster
	defer func() { f.cluster = [3]uint32{} }()
	return f.launch(grid, block, shared, params, stdout, false)
}

func (f *simFunc) Launch(grid, block [3]uint32, shared uint32, params [][]byte, stdout io.Writer) error {
	return f.launch(grid, block, shared, params, stdout, false)
}

// LaunchCooperative runs a cooperative launch with a fresh 16-byte grid workspace, as the driver
// gives one.
func (f *simFunc) LaunchCooperative(grid, block [3]uint32, shared uint32, params [][]byte, stdout io.Writer) error {
	return f.launch(grid, block, shared, params, stdout, true)
}

func (f *simFunc) launch(grid, block [3]uint32, shared uint32, params [][]byte, stdout io.Writer, coop bool) error {
	ps := f.k.Params()
	if len(params) != len(ps) {
		return cu.Errorf(cu.ErrorInvalidValue, "%d params for %d", len(params), len(ps))
	}
	buf := make([]byte, f.k.ParamSize())
	for i, p := range ps {
		if len(params[i]) < p.Size {
			return fmt.Errorf("param %d: %d bytes for %d", i, len(params[i]), p.Size)
		}
		copy(buf[p.Offset:], params[i][:p.Size])
	}
	l := &Launch{Grid: grid, Block: block, DynamicShared: shared, Params: buf,
		Symbols: f.m.symbols, Memory: f.m.t.testMem, Stdout: stdout, Workers: f.m.t.workers, Cooperative: coop,
		Cluster: f.cluster, Stats: f.stats}
	if coop {
		ws, err := f.m.t.Alloc(16)
		if err != nil {
			return err
		}
		defer f.m.t.Free(ws)
		l.GridWorkspace = ws
	}
	return Run(f.k, l)
}
