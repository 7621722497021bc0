package module

import (
	"encoding/binary"
	"fmt"
	"sync"
	"sync/atomic"

	"cudasim/cu"
	"cudasim/cubin"
	"cudasim/sim"
)

// Env is the context a module is loaded into, as this package needs it.
type Env interface {
	// Device is the context's device ordinal; Limits its launch limits.
	Device() int
	Limits() *Limits
	// Alloc gives size bytes of zeroed device memory owned by the context,
	// aligned to at least align, to hold what (a variable, named for
	// messages: "__device__ variable counter"). The memory is the driver's,
	// not the program's: cuMemFree refuses it.
	Alloc(what string, size, align uint64) (uint64, error)
	// AllocManaged gives size bytes of zeroed managed memory owned by the
	// context, one address for the host and every device, as Alloc does.
	AllocManaged(what string, size, align uint64) (uint64, error)
	// Free releases what Alloc or AllocManaged gave.
	Free(addr uint64) error
	// Write stores b at device address addr.
	Write(addr uint64, b []byte) error
}

// Global is one module-scope variable placed in memory.
type Global struct {
	Name string
	Kind cubin.VarKind
	Addr uint64
	Size uint64
}

// Module is a Code loaded into one context: its variables live in that
// context's memory and its kernels are Functions.
type Module struct {
	Code *Code
	Env  Env

	globals   []Global          // in Code.Variables order
	symbols   map[string]uint64 // name -> address, for launches
	owned     []uint64          // allocations this module frees at unload
	functions []*Function

	// whole makes a launch lower every kernel of the code first (Code.Kernel).
	whole bool

	mu       sync.Mutex
	unloaded atomic.Bool // set under mu; read without it by every launch (Unloaded)
}

// ManagedSource supplies the address of a __managed__ variable that lives
// outside the module (a library's, shared by all its contexts). Nil makes
// the module allocate its managed variables itself, like the variables of a
// plain cuModuleLoadData.
type ManagedSource func(v *cubin.Variable) (Global, error)

// Load places code in env: every variable is allocated and initialised
// (pointer initializers resolved to this context's addresses), and every
// kernel becomes a Function. lazy makes the functions start unloaded
// (CU_MODULE_LAZY_LOADING); they load on first use. Code the real driver
// refuses to load (Code.LoadError) is refused before anything is placed.
func Load(code *Code, env Env, managed ManagedSource, lazy bool) (*Module, error) {
	if err := code.LoadError(!lazy); err != nil {
		return nil, err
	}
	n := len(code.Variables)
	m := &Module{Code: code, Env: env, whole: wholeLowering(code, lazy),
		// Sized once: a suite reloading one image pays these at every load.
		symbols: make(map[string]uint64, n), globals: make([]Global, 0, n), owned: make([]uint64, 0, n),
		functions: make([]*Function, 0, len(code.Program.Kernels))}
	for i := range code.Variables {
		v := &code.Variables[i]
		var g Global
		var err error
		if v.Kind == cubin.VarManaged && managed != nil {
			g, err = managed(v)
		} else {
			g, err = m.alloc(v, code.labels[i])
		}
		if err != nil {
			m.Unload()
			return nil, err
		}
		m.globals = append(m.globals, g)
		m.symbols[v.Name] = g.Addr
	}
	for i := range code.Variables {
		v := &code.Variables[i]
		if v.Kind == cubin.VarManaged && managed != nil {
			continue // initialised once, by its owner
		}
		if err := m.initialise(v, m.symbols[v.Name]); err != nil {
			m.Unload()
			return nil, err
		}
	}
	for i := range code.Program.Kernels {
		k := &code.Program.Kernels[i]
		m.functions = append(m.functions, newFunction(m, k, !lazy))
	}
	return m, nil
}

// wholeLowering decides whether a module's first launch lowers every
// kernel of its code or only the launched one. The real driver JIT-compiles
// PTX whole at load, and an error in any kernel fails the module, so PTX
// code is lowered whole; when it loads SASS (beside which cudasim executes
// nvcc's PTX), lazy loading (CU_MODULE_LAZY_LOADING, the default) loads a
// function at its first use, and cudasim lowers that kernel alone: a test
// that launches one kernel of a CUB-sized fatbin lowers that one. Eager
// loading lowers them all, as before lazy lowering existed.
func wholeLowering(code *Code, lazy bool) bool {
	return !lazy || code.Program.Code == nil || code.Program.Code.Kind == cubin.KindPTX
}

func (m *Module) alloc(v *cubin.Variable, label string) (Global, error) {
	size := uint64(v.Size)
	if size == 0 {
		size = 1 // an unsized extern array still gets an address
	}
	alloc := m.Env.Alloc
	if v.Kind == cubin.VarManaged {
		alloc = m.Env.AllocManaged
	}
	addr, err := alloc(label, size, uint64(max(v.Align, 1)))
	if err != nil {
		return Global{}, err
	}
	m.owned = append(m.owned, addr)
	return Global{Name: v.Name, Kind: v.Kind, Addr: addr, Size: uint64(v.Size)}, nil
}

// VariableLabel names a variable as messages about its memory do:
// "__device__ variable counter".
func VariableLabel(v *cubin.Variable) string {
	return fmt.Sprintf("__%s__ variable %s", v.Kind, v.Name)
}

// initialise writes v's initial bytes with its pointer initializers
// resolved against the module's symbols.
func (m *Module) initialise(v *cubin.Variable, addr uint64) error {
	return InitVariable(v, addr, m.lookup, m.Env.Write)
}

// lookup resolves a symbol an initializer names: a variable of this
// module, else a device function (whose address needs the compiled code).
func (m *Module) lookup(name string) (uint64, bool) {
	if a, ok := m.symbols[name]; ok {
		return a, true
	}
	prog, err := m.Code.Compiled()
	if err != nil {
		return 0, false
	}
	return prog.FunctionAddress(name)
}

// InitVariable writes v's initial bytes at addr, storing into them the
// addresses its Refs name (resolved by lookup). write stores bytes in
// device memory.
func InitVariable(v *cubin.Variable, addr uint64, lookup func(name string) (uint64, bool), write func(uint64, []byte) error) error {
	if v.Init == nil && len(v.Refs) == 0 {
		return nil // allocations start zeroed
	}
	b := make([]byte, v.Size)
	copy(b, v.Init)
	for _, r := range v.Refs {
		target, ok := lookup(r.Symbol)
		if !ok {
			return cu.Errorf(cu.ErrorInvalidImage, "variable %s: initializer at offset %d refers to unknown symbol %q", v.Name, r.Offset, r.Symbol)
		}
		val := uint64(int64(target) + r.Addend)
		if r.Offset < 0 || r.Offset+r.Size > len(b) {
			return cu.Errorf(cu.ErrorInvalidImage, "variable %s: initializer at offset %d (%d bytes) outside its %d bytes", v.Name, r.Offset, r.Size, len(b))
		}
		switch r.Size {
		case 8:
			binary.LittleEndian.PutUint64(b[r.Offset:], val)
		case 4:
			binary.LittleEndian.PutUint32(b[r.Offset:], uint32(val))
		default:
			return cu.Errorf(cu.ErrorInvalidImage, "variable %s: %d-byte address initializer at offset %d", v.Name, r.Size, r.Offset)
		}
	}
	if len(b) == 0 {
		return nil
	}
	return write(addr, b)
}

// Unload frees the module's own variables. It is idempotent.
func (m *Module) Unload() {
	m.mu.Lock()
	if m.unloaded.Load() {
		m.mu.Unlock()
		return
	}
	m.unloaded.Store(true)
	owned := m.owned
	m.owned = nil
	m.mu.Unlock()
	for _, a := range owned {
		_ = m.Env.Free(a) // the context's teardown may have freed it first
	}
}

// Unloaded reports whether Unload was called.
func (m *Module) Unloaded() bool { return m.unloaded.Load() }

// Global returns the variable called name: __device__, __constant__ and
// __managed__ alike (cuModuleGetGlobal finds all three).
func (m *Module) Global(name string) (Global, bool) {
	for _, g := range m.globals {
		if g.Name == name {
			return g, true
		}
	}
	return Global{}, false
}

// Globals returns every variable of the module, in image order.
func (m *Module) Globals() []Global { return m.globals }

// Symbols maps every variable name to its address in this context.
func (m *Module) Symbols() map[string]uint64 { return m.symbols }

// Kernel returns kernel name lowered for the engine: only that kernel, or
// every kernel of the code first (wholeLowering).
func (m *Module) Kernel(name string) (*sim.Kernel, error) { return m.Code.Kernel(name, m.whole) }

// Function returns the kernel called name, or nil.
func (m *Module) Function(name string) *Function {
	for _, f := range m.functions {
		if f.Kernel.Name == name {
			return f
		}
	}
	return nil
}

// FunctionAt returns the kernel a function pointer value of the module's
// code points to (what `mov.u64 %rd, kernel` yields in a kernel of the
// module: how a device-side launch names its kernel), or nil.
func (m *Module) FunctionAt(addr uint64) *Function {
	prog, err := m.Code.Compiled()
	if err != nil {
		return nil
	}
	name, entry, ok := prog.FunctionAt(addr)
	if !ok || !entry {
		return nil
	}
	return m.Function(name)
}

// Functions returns the module's kernels in the order the driver
// enumerates them.
func (m *Module) Functions() []*Function { return m.functions }

// String names the module's code for messages.
func (m *Module) String() string {
	p := m.Code.Program
	return fmt.Sprintf("%s %s module (%d kernels)", p.Code.Kind, p.Code.Arch, len(m.functions))
}
