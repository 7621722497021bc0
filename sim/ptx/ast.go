package ptx

import (
	"encoding/binary"
	"sort"
	"sync"
	"sync/atomic"
)

// Module is one parsed PTX translation unit.
type Module struct {
	Version     Version
	Targets     []string // e.g. "sm_90", "debug", "texmode_independent"
	AddressSize int      // 32 or 64; 0 when the directive is absent (PTX then means 32)
	Functions   []*Function
	Variables   []*Variable       // module-scope .global/.const/.shared/.local variables
	Files       map[int]string    // .file index -> path
	Aliases     map[string]string // .alias name -> aliasee
	// DebugStrings are the strings of the .debug_str section, by label ($L__info_string0...):
	// the names .loc's function_name attributes refer to.
	DebugStrings map[string]string

	opcodes [(len(isaOpcodes) + 63) / 64]uint64 // the instructions the bodies use, by isaOpcodes index
	forms   [formWords]uint64                   // Bloom filter of (opcode, modifier) and (opcode, arity)
	watched int                                 // the highest WatchForms bound of the forms a body may hold
	watch   *WatchedForms                       // the watched forms (watchedSet), nil in a lazy body's parse
}

// formWords sizes Module.forms: a module of a few hundred distinct (opcode, modifier) pairs
// sets a few percent of its bits, so a pair it lacks is rarely reported as used.
const formWords = 64

// MayUse reports whether a body of the module may hold instruction op with modifier mod
// ("f32x2", no dot), or with arity operands where mod is "#" and a digit ("#4"), as both
// parsers note each instruction's: false means none does; true may be a false positive.
// Loader rules use it to skip parsing bodies that cannot hold what they judge.
func (m *Module) MayUse(op, mod string) bool { return m.MayUseKey(FormKey(op, mod)) }

// FormKey is the filter's key of (op, mod): a caller asking about many pairs computes each
// once (MayUseKey).
func FormKey(op, mod string) uint32 { return formHash(formSeed(op), mod) }

// MayUseKey is MayUse of a FormKey.
func (m *Module) MayUseKey(h uint32) bool { return m.forms[h/64%formWords]&(1<<(h%64)) != 0 }

// formSeed and formHash are FNV-1a of op, '.', mod; the parsers hash an instruction's opcode
// once for all its modifiers.
func formSeed(op string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(op); i++ {
		h = (h ^ uint32(op[i])) * 16777619
	}
	return (h ^ '.') * 16777619
}

func formHash(seed uint32, mod string) uint32 {
	h := seed
	for i := 0; i < len(mod); i++ {
		h = (h ^ uint32(mod[i])) * 16777619
	}
	return h
}

// noteForm records that a body holds the opcode of seed with modifier mod (MayUse), and
// returns the pair's key for the instruction's whole form (nextWhole).
func (m *Module) noteForm(seed uint32, mod string) uint32 {
	h := formHash(seed, mod)
	if m != nil {
		m.forms[h/64%formWords] |= 1 << (h % 64)
	}
	return h
}

// arityMods name an instruction's operand count for noteForm and MayUse.
var arityMods = [...]string{"#0", "#1", "#2", "#3", "#4", "#5", "#6", "#7", "#8"}

// noteArity records an instruction's operand count and ends its whole form (whole: the
// opcode's seed and each modifier's key, through nextWhole), noting a form of WatchForms' set.
func (m *Module) noteArity(seed uint32, whole uint64, n int) {
	if n < len(arityMods) {
		whole = nextWhole(whole, m.noteForm(seed, arityMods[n]))
	}
	if m != nil {
		m.watched = max(m.watched, m.watch.bound(whole))
	}
}

// nextWhole adds a modifier's (or the arity's) pair key to a whole form's key: order matters
// (cvt.s32.f32 is not cvt.f32.s32), and 64 bits keep distinct forms apart.
func nextWhole(whole uint64, h uint32) uint64 { return (whole ^ uint64(h)) * 1099511628211 }

// FormOf is the key of an instruction's whole form: its opcode, its modifiers in order and its
// operand count, as the parsers compute it for WatchForms.
func FormOf(in *Instr) uint64 {
	seed := formSeed(in.Opcode)
	whole := uint64(seed)
	for _, mod := range in.Mods {
		whole = nextWhole(whole, formHash(seed, mod))
	}
	if n := len(in.Operands); n < len(arityMods) {
		whole = nextWhole(whole, formHash(seed, arityMods[n]))
	}
	return whole
}

// WatchedForms is a set of whole forms as the loader's table stores them, used in place so
// that nothing is decoded: Keys holds FormOf keys, little-endian, 8 bytes each, sorted, each
// once; Bounds one byte per key, each above 0 (WatchedBound); Bits is WatchBits(Keys), which
// makes the parsers' test of an instruction one load while most miss.
type WatchedForms struct {
	Bits, Keys, Bounds []byte
}

// watchBitsLen is the size of WatchedForms.Bits in bytes.
const watchBitsLen = 1 << 15

// watchBit is k's bit in WatchedForms.Bits: its byte and mask.
func watchBit(k uint64) (int, byte) {
	i := int(k>>32%(watchBitsLen/8))*64 + int(k%64)
	return i / 8, 1 << (i % 8)
}

// WatchBits is the bitmap of WatchedForms over keys (as in its Keys).
func WatchBits(keys []byte) []byte {
	bits := make([]byte, watchBitsLen)
	for i := 0; i+8 <= len(keys); i += 8 {
		at, mask := watchBit(binary.LittleEndian.Uint64(keys[i:]))
		bits[at] |= mask
	}
	return bits
}

// bound is k's bound, 0 where k is not in the set (or there is no set).
func (s *WatchedForms) bound(k uint64) int {
	if s == nil || len(s.Bits) != watchBitsLen {
		return 0
	}
	if at, mask := watchBit(k); s.Bits[at]&mask == 0 {
		return 0
	}
	n := len(s.Bounds)
	i := sort.Search(n, func(i int) bool { return binary.LittleEndian.Uint64(s.Keys[8*i:]) >= k })
	if i < n && binary.LittleEndian.Uint64(s.Keys[8*i:]) == k {
		return int(s.Bounds[i])
	}
	return 0
}

// The watched forms come from WatchForms' source, asked on the first parse (watchedSet), not
// at process start.
var (
	watchMu     sync.Mutex
	watchSource func() WatchedForms
	watchCached atomic.Pointer[WatchedForms]
)

// WatchForms sets where the whole forms come from whose presence the parsers note in each
// module (WatchedBound): the loader's refused forms, which no ordinary body holds, so that
// their check costs ordinary modules no body parse. source runs once, at the first parse after
// this call. Call it before any parse (from an init).
func WatchForms(source func() WatchedForms) {
	watchMu.Lock()
	defer watchMu.Unlock()
	watchSource = source
	watchCached.Store(nil)
}

// watchedSet is the watched forms, asked of WatchForms' source on first use.
func watchedSet() *WatchedForms {
	if s := watchCached.Load(); s != nil {
		return s
	}
	watchMu.Lock()
	defer watchMu.Unlock()
	if s := watchCached.Load(); s != nil {
		return s
	}
	s := &WatchedForms{}
	if watchSource != nil {
		*s = watchSource()
	}
	watchCached.Store(s)
	return s
}

// WatchedBound is the highest bound WatchForms gave of the forms the module's bodies hold
// (0: none); forms of distinct instructions whose keys meet count too.
func (m *Module) WatchedBound() int { return m.watched }

// Uses reports whether any function body of the module holds instruction op ("wgmma"), which
// a skeleton (ParseLazy) knows without parsing the bodies.
func (m *Module) Uses(op string) bool {
	i, ok := opcodeIndex[op]
	return ok && m.opcodes[i/64]&(1<<(i%64)) != 0
}

// Version is a .version directive: major.minor.
type Version struct{ Major, Minor int }

// Less reports whether v is older than w.
func (v Version) Less(w Version) bool {
	return v.Major < w.Major || v.Major == w.Major && v.Minor < w.Minor
}

// Linkage is a declaration's linkage directive.
type Linkage uint8

const (
	Internal Linkage = iota // no linkage directive: visible in this module only
	Visible
	Extern
	Weak
	Common
)

func (l Linkage) String() string {
	return [...]string{"internal", "visible", "extern", "weak", "common"}[l]
}

// Space is a PTX state space.
type Space uint8

const (
	SpaceNone Space = iota
	SpaceReg
	SpaceGlobal
	SpaceConst
	SpaceShared
	SpaceLocal
	SpaceParam
	SpaceTex
)

var spaceNames = [...]string{"", "reg", "global", "const", "shared", "local", "param", "tex"}

func (s Space) String() string { return spaceNames[s] }

// Function is an .entry (kernel) or a .func (device function), defined or only declared.
type Function struct {
	Name    string
	Entry   bool
	Linkage Linkage
	Params  []*Param
	Returns []*Param // .func return parameters (at most one in practice)
	// Performance directives; zero when absent.
	MaxNTID      [3]uint32
	ReqNTID      [3]uint32
	MinNCTAPerSM uint32
	MaxNCTAPerSM uint32
	MaxNReg      uint32
	// Thread block clusters (sm_90): .reqnctapercluster (zeros when absent; a dimension left out
	// is 1), .explicitcluster and .maxclusterrank.
	ReqNCTAPerCluster [3]uint32
	ExplicitCluster   bool
	MaxClusterRank    uint32
	NoReturn          bool
	Pragmas           []string
	HasBody           bool
	// Body is the parsed body (Parse), flattened: blocks are delimited by BlockBegin/BlockEnd
	// statements. A skeleton's functions (ParseLazy) leave it nil: Stmts parses their bodies.
	Body []Stmt
	// Locals are the body's variable declarations, every block's, in order: known from the
	// skeleton too.
	Locals []*Variable
	Line   int

	lazy *lazyBody // ParseLazy: where the body lies, parsed at the first Stmts
}

// Param is a kernel or function parameter.
type Param struct {
	Name     string
	Space    Space  // SpaceParam or SpaceReg
	Type     string // "u64", "b8", "f32", "pred" ...
	Size     int    // bytes in total (array size for .b8 x[32]); 0 for an unsized array
	Align    int
	Count    int  // number of elements (1 for a scalar); 0 for an unsized array x[]
	Array    bool // declared with [N]
	Ptr      bool // .ptr attribute
	PtrSpace Space
	PtrAlign int
}

// Variable is a state-space variable declaration (module scope or in a body).
type Variable struct {
	Name     string
	Space    Space
	Linkage  Linkage
	Type     string // element type, e.g. "b8", "u32", "f32", "texref"
	Vector   int    // 0, 2, 4 (.v2/.v4)
	ElemSize int    // size of one element (vector included)
	Count    int    // number of elements (product of dims); 1 for a scalar; 0 for an unsized x[]
	Dims     []int  // declared dimensions; -1 for an omitted one
	Size     int    // ElemSize*Count
	Align    int
	Init     []byte  // initializer bytes (len Size) or nil
	Relocs   []Reloc // address initializers: Init bytes at Offset receive a symbol's address
	Managed  bool    // .attribute(.managed)
	Opaque   bool    // .texref/.samplerref/.surfref
	Names    int     // for .reg %r<N>: N (the variable stands for Name0..NameN-1)
	Line     int
}

// Reloc is an address initializer inside a variable: the address of Symbol plus Addend, stored at
// Offset with Size bytes.
type Reloc struct {
	Offset  int
	Size    int
	Symbol  string
	Addend  int64
	Generic bool // generic(sym): the generic address (same as the global one for .global)
}

// StmtKind classifies a body statement.
type StmtKind uint8

const (
	StmtInstr StmtKind = iota
	StmtLabel
	StmtDecl // a variable declaration in a body (.reg .local .shared .param .const)
	StmtBlockBegin
	StmtBlockEnd
	StmtLoc     // .loc file line col
	StmtPragma  // .pragma "..."
	StmtProto   // label: .callprototype ...
	StmtTargets // label: .calltargets / .branchtargets list
)

// Stmt is one statement of a function body.
type Stmt struct {
	Kind  StmtKind
	Line  int
	Col   int
	Label string    // StmtLabel, StmtProto, StmtTargets
	Instr *Instr    // StmtInstr
	Decl  *Variable // StmtDecl
	*Loc            // StmtLoc (nil for every other kind)
	Text  string    // StmtPragma
	// StmtTargets
	Targets []string
	Proto   *Function
}

// Loc is a .loc statement's position. It hangs off its Stmt: most statements are instructions,
// and a parse makes one Stmt for each (in a fresh process every byte of them is fresh memory).
type Loc struct {
	// LocFunc is the label of its function_name, InlFile and InlLine its inlined_at position
	// (InlLine 0 when there is none).
	File, LocLine, LocCol int
	LocFunc               string
	InlFile, InlLine      int
}

// Instr is one instruction.
type Instr struct {
	Guard    string // predicate register name, "" when unguarded
	GuardNeg bool
	Opcode   string   // base opcode, e.g. "ld"
	Mods     []string // modifiers in source order without the dot, e.g. ["global", "nc", "v2", "f64"]
	Operands []Operand
	Line     int
	Col      int
}

// HasMod reports whether the instruction carries the modifier m.
func (in *Instr) HasMod(m string) bool {
	for _, x := range in.Mods {
		if x == m {
			return true
		}
	}
	return false
}

// OperandKind classifies an operand.
type OperandKind uint8

const (
	OpdReg    OperandKind = iota // register, special register (Name "%tid", Comp "x") or symbol name
	OpdInt                       // integer immediate
	OpdFloat                     // float immediate: Bits holds f32 (0f) or f64 (0d or decimal) bits
	OpdAddr                      // [Name+Offset] or [Offset]
	OpdVector                    // {a, b, ...}
	OpdList                      // (a, b, ...) in calls
	OpdPair                      // a|b
	OpdSink                      // _
)

// Operand is one instruction operand. The one-byte fields come first: a parse makes several
// operands per instruction, and in a fresh process every byte of them is fresh memory (80 bytes
// an operand, not the 104 of Kind, Not, Neg and Single each padded beside wider fields).
type Operand struct {
	Kind   OperandKind
	Not    bool   // !%p
	Neg    bool   // -%r (rare; some instructions allow negated operands)
	Single bool   // OpdFloat given as 0f (f32 bits)
	Name   string // register or symbol name (OpdReg, OpdAddr base; "" for an absolute address)
	Comp   string // component suffix: "x" in %tid.x
	Int    int64  // OpdInt value; OpdAddr offset
	Bits   uint64 // OpdFloat raw bits
	Elems  []Operand
}
