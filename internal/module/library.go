package module

import (
	"bytes"
	"sync"

	"cudasim/cu"
	"cudasim/cubin"
)

// ManagedMemory is where a library's __managed__ variables live: memory
// that belongs to no context, seen at the same address by the host and
// every device. AllocManaged's what names the variable for messages, as
// in Env.
type ManagedMemory interface {
	AllocManaged(what string, size, align uint64) (uint64, error)
	Free(addr uint64) error
	Write(addr uint64, b []byte) error
}

// Library is device code loaded independently of any context
// (cuLibraryLoadData). It keeps its own copy of the image and parses it on
// first need, so a bad image is reported by the calls that use it, not by
// the load, as on the real driver. Its __managed__ variables are allocated
// once, on first need, and shared by every context it is loaded into.
type Library struct {
	src []byte
	mm  ManagedMemory
	jit cubin.JIT // the load's JIT options

	once sync.Once
	img  *Image
	err  error

	mu       sync.Mutex
	managed  map[string]Global
	released bool
}

// NewLibrary makes a library of src's bytes, to be compiled under jit's
// options: the image already parsed from the same bytes when the cache
// holds it (nothing to copy or parse), else a copy of src, parsed on first
// need.
func NewLibrary(src []byte, jit cubin.JIT, mm ManagedMemory) *Library {
	l := &Library{mm: mm, jit: jit, managed: map[string]Global{}}
	if im := parsed.lookup(src); im != nil {
		l.once.Do(func() { l.img = im })
		return l
	}
	l.src = bytes.Clone(src)
	return l
}

// Image parses the library's code on first call.
func (l *Library) Image() (*Image, error) {
	l.once.Do(func() { l.img, l.err = Parse(l.src) })
	return l.img, l.err
}

// Code returns what a device of SM sm runs from the library.
func (l *Library) Code(sm int) (*Code, error) {
	img, err := l.Image()
	if err != nil {
		return nil, err
	}
	return img.CodeJIT(sm, l.jit)
}

// Managed returns the library's one allocation of __managed__ variable v,
// allocating and initialising it on first request. Its initial value may
// refer to the library's other managed variables only.
func (l *Library) Managed(v *cubin.Variable) (Global, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.released {
		return Global{}, cu.Errorf(cu.ErrorInvalidHandle, "library was unloaded")
	}
	if g, ok := l.managed[v.Name]; ok {
		return g, nil
	}
	size := uint64(max(v.Size, 1))
	addr, err := l.mm.AllocManaged(VariableLabel(v), size, uint64(max(v.Align, 1)))
	if err != nil {
		return Global{}, err
	}
	g := Global{Name: v.Name, Kind: cubin.VarManaged, Addr: addr, Size: uint64(v.Size)}
	syms := map[string]uint64{v.Name: addr}
	for n, o := range l.managed {
		syms[n] = o.Addr
	}
	lookup := func(name string) (uint64, bool) { a, ok := syms[name]; return a, ok }
	if err := InitVariable(v, addr, lookup, l.mm.Write); err != nil {
		_ = l.mm.Free(addr)
		return Global{}, err
	}
	l.managed[v.Name] = g
	return g, nil
}

// ManagedGlobals returns the managed variables allocated so far.
func (l *Library) ManagedGlobals() []Global {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make([]Global, 0, len(l.managed))
	for _, g := range l.managed {
		out = append(out, g)
	}
	return out
}

// Release frees the library's managed variables; later calls to Managed
// fail. It returns what it freed.
func (l *Library) Release() []Global {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.released {
		return nil
	}
	l.released = true
	var out []Global
	for _, g := range l.managed {
		_ = l.mm.Free(g.Addr)
		out = append(out, g)
	}
	l.managed = nil
	return out
}
