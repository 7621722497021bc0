package trace

import (
	"sort"
	"strconv"
	"sync"
)

// Symbols turns the raw values a recorder sees (handle values, device
// addresses, OS thread ids) into the symbolic names a trace uses: ctx0, lib1,
// k2, buf3+16, t1. Names are a prefix naming the kind plus a counter per
// prefix. It is safe for concurrent use.
//
// Conventional prefixes: dev (CUdevice), ctx, mod, fn (CUfunction), lib, k
// (CUkernel), var (a module global), managed, buf (device memory), host (page-locked host
// memory), s (CUstream), ev (CUevent).
type Symbols struct {
	mu      sync.Mutex
	byKey   map[symKey]string
	next    map[string]int
	ranges  []symRange // sorted by base, non-overlapping
	threads map[uint64]string
}

type symKey struct {
	prefix string
	raw    uint64
}

type symRange struct {
	base, size uint64
	name       string
}

// NewSymbols returns an empty symbol table.
func NewSymbols() *Symbols {
	return &Symbols{byKey: map[symKey]string{}, next: map[string]int{}, threads: map[uint64]string{}}
}

func (s *Symbols) fresh(prefix string) string {
	n := s.next[prefix]
	s.next[prefix] = n + 1
	return prefix + strconv.Itoa(n)
}

// New gives raw a fresh name with prefix, as a call that creates an object
// returns it (the real driver reuses freed handle values; a new object is a
// new name).
func (s *Symbols) New(prefix string, raw uint64) Value {
	s.mu.Lock()
	defer s.mu.Unlock()
	name := s.fresh(prefix)
	s.byKey[symKey{prefix, raw}] = name
	return Symbol(name)
}

// Name is raw's existing name under prefix, or a fresh one. Use it for
// calls that may return an object already named (cuCtxGetCurrent,
// cuKernelGetFunction twice, a primary context retained again).
func (s *Symbols) Name(prefix string, raw uint64) Value {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n, ok := s.byKey[symKey{prefix, raw}]; ok {
		return Symbol(n)
	}
	name := s.fresh(prefix)
	s.byKey[symKey{prefix, raw}] = name
	return Symbol(name)
}

// Handle is Name, except that raw 0 is null. Use it for handle types whose
// zero is NULL (everything but CUdevice).
func (s *Symbols) Handle(prefix string, raw uint64) Value {
	if raw == 0 {
		return Null()
	}
	return s.Name(prefix, raw)
}

// Find looks raw up under each prefix in turn (cuLaunchKernel's CUfunction
// may be a CUkernel: Find(f, "fn", "k")).
func (s *Symbols) Find(raw uint64, prefixes ...string) (Value, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, p := range prefixes {
		if n, ok := s.byKey[symKey{p, raw}]; ok {
			return Symbol(n), true
		}
	}
	return Value{}, false
}

// Forget drops raw's name under prefix (after a destroy, unload, free).
func (s *Symbols) Forget(prefix string, raw uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.byKey, symKey{prefix, raw})
}

// NewRange names an allocation [base, base+size) with a fresh name, so that
// Pointer can name addresses inside it (buf3+16).
func (s *Symbols) NewRange(prefix string, base, size uint64) Value {
	s.mu.Lock()
	defer s.mu.Unlock()
	name := s.fresh(prefix)
	s.removeRange(base)
	i := sort.Search(len(s.ranges), func(i int) bool { return s.ranges[i].base >= base })
	s.ranges = append(s.ranges, symRange{})
	copy(s.ranges[i+1:], s.ranges[i:])
	s.ranges[i] = symRange{base, size, name}
	return Symbol(name)
}

// ForgetRange drops the allocation starting at base (after cuMemFree).
func (s *Symbols) ForgetRange(base uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.removeRange(base)
}

func (s *Symbols) removeRange(base uint64) {
	i := sort.Search(len(s.ranges), func(i int) bool { return s.ranges[i].base >= base })
	if i < len(s.ranges) && s.ranges[i].base == base {
		s.ranges = append(s.ranges[:i], s.ranges[i+1:]...)
	}
}

// Pointer names an address: null for 0, name+offset inside a named range
// (a size-0 range still names its base), or the raw number when it is in no
// range the table knows.
func (s *Symbols) Pointer(raw uint64) Value {
	if raw == 0 {
		return Null()
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	i := sort.Search(len(s.ranges), func(i int) bool { return s.ranges[i].base > raw }) - 1
	if i >= 0 {
		r := s.ranges[i]
		if raw == r.base || raw-r.base < r.size {
			return SymbolOff(r.name, int64(raw-r.base))
		}
	}
	return Uint(raw)
}

// Thread names an OS thread: t0 for the first one seen, t1 for the next.
func (s *Symbols) Thread(id uint64) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n, ok := s.threads[id]; ok {
		return n
	}
	n := "t" + strconv.Itoa(len(s.threads))
	s.threads[id] = n
	return n
}

// Param writes one kernel parameter's bytes (what a kernelParams entry
// points at) as a trace value: 8 bytes that point into a named allocation
// become its name (buf3+16), so that a replay passes its own address; other
// scalars are typed (i32, i16, u8, or u64 when they point nowhere known);
// anything else is hex.
func (s *Symbols) Param(b []byte) Value {
	switch len(b) {
	case 8:
		u := le64(b)
		if v := s.Pointer(u); v.Kind == KindSymbol {
			return v
		}
		return Value{Kind: KindInt, Type: "u64", Int: int64(u)}
	case 4:
		return Typed("i32", int64(int32(le64(b))))
	case 2:
		return Typed("i16", int64(int16(le64(b))))
	case 1:
		return Typed("u8", int64(b[0]))
	}
	return Hex(append([]byte(nil), b...))
}

// Packed writes a packed parameter buffer (CU_LAUNCH_PARAM_BUFFER_POINTER)
// as the list an extra= launch argument takes, given the kernel's parameter
// layout (cuFuncGetParamInfo's offsets and sizes): each parameter as Param
// writes it, and the padding between them as hex, so that replay re-packs
// the same bytes with its own addresses.
func (s *Symbols) Packed(buf []byte, offsets, sizes []uint64) Value {
	var out []Value
	at := uint64(0)
	for i := range offsets {
		off, size := offsets[i], sizes[i]
		if off < at || off+size > uint64(len(buf)) {
			break
		}
		if off > at {
			out = append(out, Hex(append([]byte(nil), buf[at:off]...)))
		}
		out = append(out, s.Param(buf[off:off+size]))
		at = off + size
	}
	if at < uint64(len(buf)) {
		out = append(out, Hex(append([]byte(nil), buf[at:]...)))
	}
	return List(out...)
}

func le64(b []byte) uint64 {
	var u uint64
	for i := len(b) - 1; i >= 0; i-- {
		u = u<<8 | uint64(b[i])
	}
	return u
}
