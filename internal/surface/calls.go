package surface

import (
	"fmt"
	"strings"
)

// A Call is the declaration of an entry point whose code is generated (its
// call line in surface.txt): the symbols that get a generated shim, the
// driver method they call and their parameters in C order.
type Call struct {
	Line    int      // of surface.txt
	Entry   *Entry   // the table's entry (support, trace, symbols)
	Symbols []string // symbols with a generated shim, in the order written
	Aliases []string // symbols that jump to the first of Symbols
	Method  string   // the driver.Thread method
	Params  []Param
	Synced  bool // the call waits for device work: device printf is flushed before it returns
	// DriverNull: a NULL output is the driver's to answer (Thread.NullOutput:
	// measured, CUDA_ERROR_NOT_INITIALIZED before cuInit), and the recorder
	// writes such a call as a comment, a trace line having no form for it.
	DriverNull bool
	// CShim: the C shims are hand-written (libcuda/api_*.go: the C form
	// needs what the vocabulary lacks), the line says what they record
	// and replay's decoding is generated.
	CShim bool
	// NullAfter: a NULL output is checked once the driver has answered
	// the call (its errors come first; measured).
	NullAfter bool
	// Flushes: device printf output of earlier work is flushed before the
	// call, as a launch does (cuGraphLaunch).
	Flushes bool
	// Hook: recording, a successful call is followed by the recorder's
	// bookkeeping for it, rec.afterNAME(C parameters...), hand-written in
	// libcuda (a primary context retained or ended).
	Hook bool
	// FailWrites: the outputs are written whatever the driver answers,
	// what its method returns with an error included (measured: the real
	// driver writes them on failure too; a comment in surface.txt says where).
	// Otherwise a failed call leaves them as the caller had them.
	FailWrites bool
}

// Name is the base name: what trace lines and CUDASIM_LOG call it.
func (c *Call) Name() string { return c.Entry.Name }

// Ins and Outs split the parameters: what the caller gives, and the
// pointers the call writes its results through.
func (c *Call) Ins() []Param  { return c.filter(false) }
func (c *Call) Outs() []Param { return c.filter(true) }

func (c *Call) filter(out bool) []Param {
	var ps []Param
	for _, p := range c.Params {
		if p.Out == out {
			ps = append(ps, p)
		}
	}
	return ps
}

// A Param is one C parameter.
type Param struct {
	Name string // the C name (cuda.h's), which NULL-pointer messages use
	Key  string // the trace's name for it (docs/trace-format.md): a named argument, an output's key
	Out  bool   // a pointer the call writes a result through
	Kind Kind
	// Type, for an integer kind, is the driver type the value converts to
	// (Limit, DeviceAttribute); empty: the kind's own.
	Type string
	// Prefix names what an output creates (buf, s, ev); Size is the input
	// parameter holding a new range's length.
	Prefix, Size string
	Ends         bool // the call destroys or frees the handle: its trace name is forgotten
	Unchecked    bool // an output that varies from run to run: the trace writes _
	// Optional, on an output: NULL is allowed (the caller does not want
	// it): the call does not write it and the trace writes _. On an input
	// handle: a trace line may leave it out, which is NULL (a parameter a
	// later symbol of the entry point added: cuCtxSynchronize_v2's context).
	Optional bool
	// Known, on a pointer input: the call is traced only when the pointer
	// names memory the trace knows (else the program's own memory, which a
	// trace cannot replay: the recorder writes a comment).
	Known bool
	// Async, on a host buffer output: the bytes arrive when the stream gets
	// there, so the trace does not record them (a later synchronous copy
	// checks them).
	Async bool
	// Struct names a C structure (struct:NAME) or a list's elements
	// (list:ELEM:COUNT, a handle kind or a structure); each structure has a
	// codec in libcuda (structs.go) and in trace/replay (structs.go).
	Struct string
	// Of, on a pool attribute value (poolattr:ATTR), is the attribute
	// parameter that says the value's size.
	Of string
	// Unused, on an input: the driver does not take it (the real driver
	// ignores it too, or cudasim models nothing it says): it is forwarded
	// when recording, and is not part of the trace line.
	Unused bool
}

// A Kind is how a parameter crosses the C boundary, what the trace makes
// of it and what the driver takes. Generators map each to code.
type Kind string

// Input kinds.
const (
	Uint     Kind = "uint"     // unsigned int: flags, enums; the trace writes the number
	Int      Kind = "int"      // int
	Size     Kind = "size"     // size_t
	Dev      Kind = "dev"      // CUdevice: named when a call returned it
	Ptr      Kind = "ptr"      // CUdeviceptr: a name (buf0+16) or a number
	Ctx      Kind = "ctx"      // CUcontext
	Stream   Kind = "stream"   // CUstream, with the per-thread default stream under _ptsz/_ptds
	Event    Kind = "event"    // CUevent
	Module   Kind = "module"   // CUmodule
	Function Kind = "function" // CUfunction (or a CUkernel passed as one)
	Library  Kind = "library"  // CUlibrary
	Kernel   Kind = "kernel"   // CUkernel
	String   Kind = "string"   // a C string: NULL is CUDA_ERROR_INVALID_VALUE
	U8       Kind = "u8"       // unsigned char (a memset value)
	U16      Kind = "u16"      // unsigned short
	// Host is a host buffer of SIZE bytes (host:SIZE): as an input the call
	// reads it and the trace carries the bytes; as an output (*host:SIZE)
	// the call fills it and the trace carries what it read back.
	Host Kind = "host"
	// Handles of stream-ordered memory pools and graphs.
	Pool      Kind = "pool"  // CUmemoryPool
	Graph     Kind = "graph" // CUgraph
	GraphExec Kind = "gexec" // CUgraphExec
	Node      Kind = "node"  // CUgraphNode
	// Struct is a pointer to a C structure the call reads (struct:NAME):
	// NULL is CUDA_ERROR_INVALID_VALUE unless the parameter is optional.
	Struct Kind = "struct"
	// List is an array of COUNT (a size_t input) handles or structures
	// (list:ELEM:COUNT); the trace writes a list.
	List Kind = "list"
	// PoolAttr is a memory pool attribute's value (poolattr:ATTR), 4 or 8
	// bytes as the attribute ATTR says; the driver has it as a uint64.
	PoolAttr Kind = "poolattr"
	// IpcMem and IpcEvent are the 64-byte interprocess handles
	// (CUipcMemHandle, CUipcEventHandle), passed by value as inputs and
	// written through a pointer as outputs. A trace has no form for them
	// (their entry points are untraced) and the recorder cannot forward a
	// structure passed by value: recording, such a call answers
	// CUDA_ERROR_NOT_SUPPORTED.
	IpcMem   Kind = "ipcmem"
	IpcEvent Kind = "ipcevent"
	// B2D is a CUoccupancyB2DSize callback: the program's function, which
	// the driver calls for each candidate block size. It is not part of
	// the trace line (replay passes none); a call with one is recorded as
	// a comment.
	B2D Kind = "b2d"
)

// Output kinds (written *KIND in a call line), besides the integer kinds
// above and dev and ctx (a handle that exists already).
const (
	U64   Kind = "u64"   // unsigned long long
	Float Kind = "float" // float
	Bool  Kind = "bool"  // an int the call sets to 0 or 1 (the driver answers a bool)
	New   Kind = "new"   // a handle the call creates in the current context: *new:PREFIX
	Range Kind = "range" // memory the call allocates: *range:PREFIX:SIZEPARAM
	Named Kind = "named" // a handle that exists, named under PREFIX if no call named it yet: *named:PREFIX
	// Fresh is a handle the call creates that belongs to no context (a
	// memory pool, a graph and its nodes): *fresh:PREFIX.
	Fresh Kind = "fresh"
	// String, as an output (**char), is a string the driver keeps.
)

var (
	inKinds = map[Kind]bool{Uint: true, Int: true, Size: true, U64: true, Dev: true, Ptr: true, Ctx: true, Stream: true, Event: true,
		Module: true, Function: true, Library: true, Kernel: true, String: true, U8: true, U16: true, Host: true,
		Pool: true, Graph: true, GraphExec: true, Node: true, Struct: true, List: true, PoolAttr: true, IpcMem: true, IpcEvent: true, B2D: true}
	outKinds = map[Kind]bool{Bool: true, Uint: true, Int: true, Size: true, U64: true, Float: true, Dev: true, Ctx: true, New: true, Range: true,
		Named: true, Fresh: true, String: true, Host: true, Ptr: true, PoolAttr: true, IpcMem: true, IpcEvent: true}
	// endKinds are the inputs a call can end, with what the recorder
	// forgets.
	endKinds = map[Kind]bool{Ptr: true, Ctx: true, Stream: true, Event: true, Module: true, Library: true,
		Pool: true, Graph: true, GraphExec: true, Node: true}
	// handleKinds are the handles a list may hold (list:node:COUNT).
	handleKinds = map[Kind]bool{Node: true}
)

// Class is the kind of object a handle kind names, as trace/replay's Got
// classes and the recorder's name prefixes have it.
func (p *Param) Class() string {
	switch p.Kind {
	case Dev:
		return "dev"
	case Ptr, Range:
		return "ptr"
	case Ctx:
		return "ctx"
	case Stream:
		return "s"
	case Event:
		return "ev"
	case Module:
		return "mod"
	case Function:
		return "fn"
	case Library:
		return "lib"
	case Kernel:
		return "k"
	case Pool:
		return "pool"
	case Graph:
		return "graph"
	case GraphExec:
		return "gexec"
	case Node:
		return "node"
	case New, Named, Fresh:
		return p.Prefix
	}
	return ""
}

// Calls returns the declared entry points, in the table's order. The error
// is always nil: the table is checked when it is first read (a bad
// declaration panics, and the package's tests parse it).
func Calls() ([]Call, error) {
	var cs []Call
	for _, e := range Entries() {
		if e.Call != nil {
			cs = append(cs, *e.Call)
		}
	}
	return cs, nil
}

// parseCall reads a call line's declaration of entry e:
// SYMBOL[,SYMBOL...](PARAM, ...) METHOD [OPTION...].
func parseCall(line string, e *Entry) (Call, error) {
	c := Call{Entry: e}
	open, close := strings.Index(line, "("), strings.LastIndex(line, ")")
	if open < 0 || close < open {
		return c, fmt.Errorf("%s: want call SYMBOLS(PARAMS) METHOD [OPTIONS]", e.Name)
	}
	for _, s := range strings.Split(line[:open], ",") {
		s = strings.TrimSpace(s)
		if !hasSymbol(e, s) {
			return c, fmt.Errorf("%s: %s is no symbol of the entry point", e.Name, s)
		}
		c.Symbols = append(c.Symbols, s)
	}
	if e.Support == None {
		return c, fmt.Errorf("%s: declared, but the table says it is not implemented", e.Name)
	}
	rest := strings.Fields(line[close+1:])
	if len(rest) == 0 {
		return c, fmt.Errorf("%s: no driver method", e.Name)
	}
	c.Method = rest[0]
	for _, o := range rest[1:] {
		switch {
		case o == "synced":
			c.Synced = true
		case o == "drivernull":
			c.DriverNull = true
		case o == "flushes":
			c.Flushes = true
		case o == "nullafter":
			c.NullAfter = true
		case o == "cshim":
			c.CShim = true
		case o == "hook":
			c.Hook = true
		case o == "failwrites":
			c.FailWrites = true
		case strings.HasPrefix(o, "alias:"):
			a := strings.TrimPrefix(o, "alias:")
			if !hasSymbol(e, a) {
				return c, fmt.Errorf("%s: alias %s is no symbol of the entry point", e.Name, a)
			}
			c.Aliases = append(c.Aliases, a)
		default:
			return c, fmt.Errorf("%s: unknown option %q (want synced, flushes, nullafter, drivernull, cshim, hook, failwrites or alias:SYMBOL)", e.Name, o)
		}
	}
	seen := map[string]bool{}
	for _, s := range append(append([]string(nil), c.Symbols...), c.Aliases...) {
		if seen[s] {
			return c, fmt.Errorf("%s: %s is declared twice", e.Name, s)
		}
		seen[s] = true
	}
	if params := strings.TrimSpace(line[open+1 : close]); params != "" {
		for _, ps := range strings.Split(params, ",") {
			p, err := parseParam(strings.Fields(ps))
			if err != nil {
				return c, fmt.Errorf("%s: %v", e.Name, err)
			}
			c.Params = append(c.Params, p)
		}
	}
	names := map[string]bool{}
	for _, p := range c.Params {
		if names[p.Name] {
			return c, fmt.Errorf("%s: two parameters named %s", e.Name, p.Name)
		}
		names[p.Name] = true
	}
	for _, p := range c.Params {
		if (p.Kind == IpcMem || p.Kind == IpcEvent) && e.Trace {
			return c, fmt.Errorf("%s: %s: a trace has no form for an interprocess handle (the entry point must be untraced)", e.Name, p.Name)
		}
		if (p.Kind == Range || p.Kind == Host || p.Kind == List) && !isIn(c.Params, p.Size, Size) {
			return c, fmt.Errorf("%s: %s's size %q is no size_t input", e.Name, p.Name, p.Size)
		}
		if p.Kind == PoolAttr && !isIn(c.Params, p.Of, Int) {
			return c, fmt.Errorf("%s: %s's attribute %q is no int input", e.Name, p.Name, p.Of)
		}
	}
	return c, nil
}

// ByValue reports whether the call takes a structure by value (an
// interprocess handle), which the recorder cannot forward.
func (c *Call) ByValue() bool {
	for _, p := range c.Params {
		if !p.Out && (p.Kind == IpcMem || p.Kind == IpcEvent) {
			return true
		}
	}
	return false
}

// ElemKind is what a list holds: a handle kind, or Struct.
func (p *Param) ElemKind() Kind {
	if handleKinds[Kind(p.Struct)] {
		return Kind(p.Struct)
	}
	return Struct
}

// Measures reports whether p is the length of a host buffer or a list
// parameter of c (the driver has that parameter as a slice).
func (c *Call) Measures(p Param) bool {
	for _, q := range c.Params {
		if (q.Kind == Host || q.Kind == List) && q.Size == p.Name {
			return true
		}
	}
	return false
}

func hasSymbol(e *Entry, sym string) bool {
	for _, s := range e.Symbols() {
		if s == sym {
			return true
		}
	}
	return false
}

func isIn(ps []Param, name string, k Kind) bool {
	for _, p := range ps {
		if p.Name == name && !p.Out && p.Kind == k {
			return true
		}
	}
	return false
}

// parseParam reads NAME[=KEY] [*]KIND[:ARG...] [MODIFIER...].
func parseParam(f []string) (Param, error) {
	if len(f) < 2 {
		return Param{}, fmt.Errorf("parameter %q: want NAME KIND", strings.Join(f, " "))
	}
	p := Param{Name: f[0], Key: f[0]}
	if n, k, ok := strings.Cut(f[0], "="); ok {
		p.Name, p.Key = n, k
	}
	k := f[1]
	if strings.HasPrefix(k, "*") {
		p.Out, k = true, k[1:]
	}
	parts := strings.Split(k, ":")
	p.Kind = Kind(parts[0])
	args := parts[1:]
	switch {
	case p.Out && !outKinds[p.Kind], !p.Out && !inKinds[p.Kind]:
		dir := "an input"
		if p.Out {
			dir = "an output"
		}
		return p, fmt.Errorf("%s: %s is not %s kind", p.Name, p.Kind, dir)
	case (p.Kind == New || p.Kind == Named || p.Kind == Fresh) && len(args) == 1 && p.Out:
		p.Prefix = args[0]
	case p.Kind == Range && len(args) == 2:
		p.Prefix, p.Size = args[0], args[1]
	case p.Kind == Host && len(args) == 1:
		p.Size = args[0]
	case (p.Kind == Uint || p.Kind == Int || p.Kind == Size) && len(args) == 1 && !p.Out:
		p.Type = args[0]
	case p.Kind == Struct && len(args) == 1:
		p.Struct = args[0]
	case p.Kind == List && len(args) == 2:
		p.Struct, p.Size = args[0], args[1]
	case p.Kind == PoolAttr && len(args) == 1:
		p.Of = args[0]
	case len(args) > 0, p.Kind == New, p.Kind == Named, p.Kind == Fresh, p.Kind == Range, p.Kind == Host, p.Kind == Struct, p.Kind == List, p.Kind == PoolAttr:
		return p, fmt.Errorf("%s: %s takes other arguments (new:PREFIX, named:PREFIX, range:PREFIX:SIZE, host:SIZE, uint:TYPE, int:TYPE, struct:NAME, list:ELEM:COUNT, poolattr:ATTR)", p.Name, k)
	}
	for _, m := range f[2:] {
		switch {
		case m == "ends" && !p.Out && endKinds[p.Kind]:
			p.Ends = true
		case m == "unchecked" && p.Out && p.Kind != Host:
			p.Unchecked = true
		case m == "optional" && p.Out && p.Kind != Host, m == "optional" && p.Kind == Struct, m == "optional" && !p.Out && endKinds[p.Kind]:
			p.Optional = true
		case m == "known" && !p.Out && p.Kind == Ptr:
			p.Known = true
		case m == "async" && p.Out && p.Kind == Host:
			p.Async = true
		case m == "unused" && !p.Out && (handleKinds[p.Kind] || p.Kind == Ctx || p.Kind == Stream):
			p.Unused = true
		default:
			return p, fmt.Errorf("%s: %q does not apply (ends: an input handle or pointer; unchecked, optional: an output (optional: or a structure, or an input handle); known: an input pointer; async: a host buffer output; unused: an input handle)", p.Name, m)
		}
	}
	return p, nil
}
