package ptx

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"unsafe"

	"cudasim/cu"
)

// A loader reads a module's skeleton (ParseLazy) and parses a function's body only when the
// engine lowers it (Function.Stmts): docs/engine.md "Skeleton and lazy bodies" says why and what
// each pass refuses.

// ParseLazy parses PTX source text into a skeleton: every directive, module variable and
// function signature as Parse reads them, and of each body its declarations (Function.Locals),
// labels and extent, its instructions checked as statements but not parsed. It refuses with
// cu.ErrorInvalidPTX a syntax error of the module or of a statement (an opcode the PTX ISA does
// not define, operands not separated by commas, unbalanced brackets, a missing ';'). A name no
// declaration gives (a register, symbol or label) does not fail the parse: it is its function's
// error (Function.Stmts) and the module's (Module.Invalid), which a loader that JIT-compiles the
// PTX answers at the load, as ptxas does, while PTX beside SASS the driver never compiles.
// Function.Stmts parses a body at its first call; what the skeleton accepted and the body's parse
// does not is a form cudasim does not know (a FormError).
func ParseLazy(src []byte) (*Module, error) { return parse(src, true) }

// FormError is a statement of a body that the skeleton accepted as PTX and the parser cannot
// read: an instruction form cudasim does not know. Function.Stmts returns it as the Cause of a
// cu.ErrorNotSupported error.
type FormError struct {
	Func      string // the function whose body holds it
	Line      int    // the statement's line
	Statement string // the statement's text (its first line, at most 100 bytes)
	Col       int    // where the parser stopped
	Detail    string // what it expected
}

func (e *FormError) Error() string {
	return fmt.Sprintf("function %s, PTX line %d: %q (col %d: %s), a form cudasim's PTX parser does not know",
		e.Func, e.Line, e.Statement, e.Col, e.Detail)
}

// lazyBody is where a skeleton's function body lies in the module's text, and its parse.
type lazyBody struct {
	text      string // the module's source (tokens are substrings of it)
	open, end int    // offsets of the body's '{' and just past its '}'
	line, col int    // position of the '{'
	stmts     int    // how many statements the skeleton counted: the parse's size
	// invalid is the body's first operand that nothing declares or that does not fit its
	// instruction's type (cu.ErrorInvalidPTX), at invalidLine.
	invalid     error
	invalidLine int

	once sync.Once
	body []Stmt
	err  error
}

// Stmts returns the function's body: Body for a function Parse read, else the body parsed at
// the first call (safe for concurrent use). Its errors: the skeleton's check of the body
// (cu.ErrorInvalidPTX, Module.Invalid's), or a statement the parser cannot read
// (cu.ErrorNotSupported with a FormError).
func (f *Function) Stmts() ([]Stmt, error) {
	lb := f.lazy
	if lb == nil {
		return f.Body, nil
	}
	if lb.invalid != nil {
		return nil, lb.invalid
	}
	lb.once.Do(func() { lb.body, lb.err = lb.parse(f.Name) })
	return lb.body, lb.err
}

// parse reads the body with the parser Parse uses, from its '{' to its '}'.
func (lb *lazyBody) parse(name string) (body []Stmt, err error) {
	sc := scratchPool.Get().(*scratch)
	defer sc.release()
	view := unsafe.Slice(unsafe.StringData(lb.text), len(lb.text))
	lx := &lexer{src: view[:lb.end], text: lb.text, i: lb.open + 1, line: lb.line,
		lineStart: lb.open - (lb.col - 1), prev: tPunct}
	p := &parser{lx: lx, scratch: sc}
	p.chunk = min(max((lb.end-lb.open)/32, 16), 1024)
	p.cur = lx.next()
	p.nxt = lx.next()
	f := &Function{Name: name}
	defer func() {
		if r := recover(); r != nil {
			pe, ok := r.(parseError)
			if !ok {
				panic(r)
			}
			body, err = nil, lb.formError(name, p.instr, pe.err)
		}
	}()
	// Parsed straight into a body of the size the skeleton counted: no scratch grown by
	// doubling and copied out (in a fresh process each of those is fresh memory).
	f.Body = make([]Stmt, 0, lb.stmts)
	p.body(f, 0)
	if len(f.Body) == 0 {
		return nil, nil
	}
	return f.Body[:len(f.Body):len(f.Body)], nil
}

// formError describes a body's parse error at the statement that begins with first.
func (lb *lazyBody) formError(name string, first token, perr error) error {
	e := &FormError{Func: name, Line: int(first.line), Col: int(first.col), Detail: cu.Detail(perr)}
	// The parser's message is "line L col C: what".
	var line int
	if _, err := fmt.Sscanf(e.Detail, "line %d col %d:", &line, &e.Col); err == nil {
		_, e.Detail, _ = strings.Cut(e.Detail, ": ")
	}
	if first.text != "" {
		off := int(uintptr(unsafe.Pointer(unsafe.StringData(first.text))) - uintptr(unsafe.Pointer(unsafe.StringData(lb.text))))
		stmt := lb.text[off:]
		if i := strings.IndexAny(stmt, ";\n"); i >= 0 {
			stmt = stmt[:i]
		}
		if len(stmt) > 100 {
			stmt = stmt[:100]
		}
		e.Statement = strings.TrimSpace(stmt)
	}
	return &cu.Error{Result: cu.ErrorNotSupported, Detail: e.Error(), Cause: e}
}

// Invalid is the first function, in the module's order, with a name nothing declares or an
// operand whose type does not fit its instruction, and that error (cu.ErrorInvalidPTX); nil for
// a module Parse read, which checks neither.
func (m *Module) Invalid() (*Function, error) {
	for _, f := range m.Functions {
		if f.lazy != nil && f.lazy.invalid != nil {
			return f, f.lazy.invalid
		}
	}
	return nil, nil
}

// offset is where token t lies in the source (its text is a substring of the lexer's copy).
func (p *parser) offset(t token) int {
	return int(uintptr(unsafe.Pointer(unsafe.StringData(t.text))) - uintptr(unsafe.Pointer(unsafe.StringData(p.lx.text))))
}

// useOpcode checks an instruction's name against the PTX ISA and notes its use in the module.
// It returns the opcode's index in isaOpcodes.
func (p *parser) useOpcode(op token) int {
	i, ok := opcodeIndex[op.text]
	if !ok {
		p.failAt(op, "unknown instruction %q", op.text)
	}
	if p.m != nil {
		p.m.opcodes[i/64] |= 1 << (i % 64)
	}
	return i
}

// skimInstruction checks one instruction as a statement: an optional guard, an opcode of the
// PTX ISA with its modifiers, then operands up to ';' with balanced brackets, two operands never
// side by side without a separator. The names it uses are noted for nameCheck.
func (p *parser) skimInstruction() {
	p.skimmed++
	first := p.peek()
	p.instr = first
	if p.accept("@") {
		p.accept("!")
		p.names.use(p.ident())
	}
	op := p.ident()
	roles := operandRoles[p.useOpcode(op)]
	seed := formSeed(op.text)
	whole := uint64(seed)
	var types [2]string // the instruction's first two type modifiers
	ntypes, wide := 0, false
	for t := p.peek(); t.kind == tDot && !t.space; t = p.peek() {
		p.next()
		whole = nextWhole(whole, p.m.noteForm(seed, t.text[1:]))
		if m := t.text[1:]; roles != "" && operandTypeSize(m) > 0 {
			if ntypes < len(types) {
				types[ntypes] = m
			}
			ntypes++
		} else if m == "wide" {
			wide = true
		}
	}
	if roles != "" {
		roles = rolesFor(op.text, roles, types, ntypes, wide)
	}
	// Each top-level operand that is one name or one literal is checked against the type.
	depth, atom, parts := 0, false, 0
	commas, operands := 0, false // depth-0 commas, and whether any operand came (MayUse's arity)
	var single token
	for {
		t := p.next()
		operands = operands || !(t.kind == tPunct && t.text == ";")
		// A leading '-' (a negative literal) is not a part of its own.
		if depth == 0 && !(t.kind == tPunct && (t.text == "," || t.text == ";" || t.text == "-" && parts == 0)) {
			if parts++; parts == 1 {
				single = t
			}
		}
		switch t.kind {
		case tEOF:
			p.failAt(t, "expected ';'")
		case tIdent, tInt, tFloat, tString:
			if atom {
				p.failAt(t, "expected ','")
			}
			atom = true
			if t.kind == tIdent {
				p.names.use(t)
			}
		case tPunct:
			switch t.text {
			case ";", ",":
				if depth == 0 && parts == 1 && roles != "" && (single.kind == tIdent || single.kind == tFloat || single.kind == tInt) {
					if ityp, rule := operandType(roles, commas, types); ityp != "" {
						p.names.typed(typedUse{single, ityp, op.text, rule})
					}
				}
				if depth == 0 && t.text == "," {
					commas++
				}
				parts = 0
				if t.text == "," {
					atom = false
					continue
				}
				if depth != 0 {
					p.failAt(t, "unbalanced brackets")
				}
				if operands {
					p.m.noteArity(seed, whole, commas+1)
				} else {
					p.m.noteArity(seed, whole, 0)
				}
				return
			case "(", "[", "{":
				if depth++; depth > 16 {
					p.failAt(t, "operand nested too deeply")
				}
				atom = false
			case ")", "]", "}":
				if depth--; depth < 0 {
					p.failAt(t, "expected ';'")
				}
				atom = true
			case ":", "@":
				p.failAt(t, "expected ';'")
			default:
				atom = false
			}
		}
	}
}

// nameCheck finds the names a body uses that nothing declares, which ptxas refuses ("Unknown
// symbol"). A body's own declarations are checked at its end (declared anywhere in the
// function: scopes are not modelled, so a name declared in one block and used in another
// passes); module-scope names (functions and variables, which may come later in the text) at
// the module's end.
//
// It checks types too: an operand of an instruction operandRoles lists, one register or one
// literal, must fit the instruction's type by the PTX ISA's rules for instruction and operand
// types (ptxas: "Arguments mismatch"; measured: testdata/reference/lazyparse).
type nameCheck struct {
	uses     []token
	declared map[string]bool
	regType  map[string]string // a scalar register's type
	families nameMap[family]   // %r<N>: "%r" -> N and the type
	typedUse []typedUse        // operands to check against their instruction's type
	deferred []deferredUse     // names no declaration of their body gives
	// shadowed: a name the body declares one by one (or a label, a parameter) is also a member
	// of a family, so typeOf must ask the one-by-one declarations first.
	shadowed bool
}

type family struct {
	n   int
	typ string // "" for a vector register
}

// nameMap maps short names (a family's prefix: %r, %rd, %p) through an integer key, which Go's
// maps look up without hashing a string, and longer ones through a string map. Start-up looked a
// family up for most register operands of every body.
type nameMap[V any] struct {
	short map[uint64]V
	long  map[string]V
}

// shortKey packs a name of at most 7 bytes, with its length, into a word.
func shortKey(name string) (uint64, bool) {
	if len(name) > 7 {
		return 0, false
	}
	k := uint64(len(name)) << 56
	for i := 0; i < len(name); i++ {
		k |= uint64(name[i]) << (8 * i)
	}
	return k, true
}

func (m *nameMap[V]) get(name string) (V, bool) {
	if k, ok := shortKey(name); ok {
		v, ok := m.short[k]
		return v, ok
	}
	v, ok := m.long[name]
	return v, ok
}

func (m *nameMap[V]) set(name string, v V) {
	if k, ok := shortKey(name); ok {
		if m.short == nil {
			m.short = map[uint64]V{}
		}
		m.short[k] = v
		return
	}
	if m.long == nil {
		m.long = map[string]V{}
	}
	m.long[name] = v
}

func (m *nameMap[V]) clear() {
	clear(m.short)
	clear(m.long)
}

type typedUse struct {
	t        token
	ityp, op string
	rule     byte // ruleWider, ruleDest, ruleAddress
}

type deferredUse struct {
	t token
	f *Function
}

func (c *nameCheck) begin(f *Function) {
	c.uses, c.typedUse = c.uses[:0], c.typedUse[:0]
	clear(c.declared)
	clear(c.regType)
	c.families.clear()
	for _, ps := range [][]*Param{f.Params, f.Returns} {
		for _, prm := range ps {
			c.declared[prm.Name] = true
		}
	}
}

// reset empties the check for the next parse, dropping its references into the source.
func (c *nameCheck) reset() {
	clear(c.uses[:cap(c.uses)])
	clear(c.deferred[:cap(c.deferred)])
	clear(c.typedUse[:cap(c.typedUse)])
	c.uses, c.deferred, c.typedUse = c.uses[:0], c.deferred[:0], c.typedUse[:0]
	clear(c.declared)
	clear(c.regType)
	c.families.clear()
}

func (c *nameCheck) use(t token) { c.uses = append(c.uses, t) }

func (c *nameCheck) typed(u typedUse) { c.typedUse = append(c.typedUse, u) }

// end checks the uses of f's body, whose statements (declarations, labels) are stmts, and
// returns the first operand that does not fit its instruction's type, and its line; names no
// declaration of the body gives are left to finish.
func (c *nameCheck) end(f *Function, stmts []Stmt) (int, error) {
	for i := range stmts {
		st := &stmts[i]
		switch st.Kind {
		case StmtDecl:
			d := st.Decl
			typ := d.Type
			if d.Space != SpaceReg || d.Vector > 0 {
				typ = ""
			}
			// A name declared in several blocks (inline asm's) with different types is
			// not checked: scopes are not modelled.
			if d.Names > 0 {
				fam, ok := c.families.get(d.Name)
				if ok && fam.typ != typ {
					typ = ""
				}
				c.families.set(d.Name, family{max(fam.n, d.Names), typ})
			} else {
				if t, ok := c.regType[d.Name]; ok && t != typ || !ok && c.declared[d.Name] {
					typ = ""
				}
				c.declared[d.Name] = true
				c.regType[d.Name] = typ
			}
		case StmtLabel, StmtProto, StmtTargets:
			c.declared[st.Label] = true
		}
		if st.Kind == StmtTargets {
			for _, l := range st.Targets {
				c.uses = append(c.uses, token{text: l, line: int32(st.Line), col: int32(st.Col)})
			}
		}
	}
	c.shadowed = false
	for name := range c.declared {
		if _, _, ok := c.family(name); ok {
			c.shadowed = true
			break
		}
	}
	for _, t := range c.uses {
		if !c.declares(t.text) {
			c.deferred = append(c.deferred, deferredUse{t, f})
		}
	}
	for _, u := range c.typedUse {
		if u.t.kind == tFloat || u.t.kind == tInt {
			if u.rule&ruleDest != 0 || !literalFits(u.ityp, u.t) {
				return int(u.t.line), cu.Errorf(cu.ErrorInvalidPTX, "line %d col %d: %s.%s cannot take the literal %s",
					int(u.t.line), int(u.t.col), u.op, u.ityp, u.t.text)
			}
			continue
		}
		if rtyp := c.typeOf(u.t.text); rtyp != "" && !(fits(u.ityp, rtyp) || u.rule&ruleWider != 0 && fitsWider(u.ityp, rtyp) ||
			u.rule&ruleAddress != 0 && typeClass(rtyp) != 'f' && (TypeSize(rtyp) == 4 || TypeSize(rtyp) == 8)) {
			return int(u.t.line), cu.Errorf(cu.ErrorInvalidPTX, "line %d col %d: %s.%s cannot take %s, a .%s register",
				int(u.t.line), int(u.t.col), u.op, u.ityp, u.t.text, rtyp)
		}
	}
	return 0, nil
}

// typeOf is the type of a scalar register the body declares or of a special register of
// specialRegisterTypes, or "".
func (c *nameCheck) typeOf(name string) string {
	if !c.shadowed { // most operands are of a family: one lookup instead of four
		if fam, _, ok := c.family(name); ok {
			return fam.typ
		}
	}
	if t, ok := c.regType[name]; ok {
		return t
	}
	if t, ok := specialRegisterTypes[name]; ok {
		return t
	}
	if c.declared[name] {
		return "" // not a scalar register
	}
	fam, _, _ := c.family(name)
	return fam.typ
}

// family is the %r<N> family the body declares whose prefix name has, followed by digits (its
// number, whether below N or not, starts at index i).
func (c *nameCheck) family(name string) (fam family, i int, ok bool) {
	i = len(name)
	for i > 0 && isDigit(name[i-1]) {
		i--
	}
	if i == len(name) || i == 0 {
		return family{}, 0, false
	}
	fam, ok = c.families.get(name[:i])
	return fam, i, ok
}

// operandRoles gives, for an instruction of the PTX ISA, what type each of its operands takes,
// a letter an operand in order (ptxas refuses others: "Arguments mismatch"; measured:
// testdata/reference/lazyparse and optypes38):
//
//	T, U  the instruction's first or second type
//	R, S  the same, where a wider register will do (ld, st, cvt)
//	W     twice the first type (mul.wide, mad.wide)
//	u     .u32 (shift amounts, bit positions, counts)
//	p     .pred
//	a     an address: a 32- or 64-bit integer or bit-size register
//	-     not checked (addresses, masks, immediates of their own)
//	*     the letter before it for every operand after
//
// Only an operand that is one register or one literal is checked; vectors and p|q pairs pass.
var operandRoles = func() (r [len(isaOpcodes)]string) {
	for roles, ops := range operandRoleTable {
		for _, op := range ops {
			r[opcodeIndex[op]] = roles
		}
	}
	return r
}()

// operandRoleTable is operandRoles by the roles.
var operandRoleTable = map[string][]string{
	"T*": {"add", "sub", "mul", "mad", "fma", "div", "rem", "min", "max", "abs", "neg", "and", "or",
		"xor", "not", "copysign", "rcp", "sqrt", "rsqrt", "sin", "cos", "lg2", "ex2", "tanh", "brev",
		"cnot", "prmt", "mul24", "mad24", "sad", "shfl"},
	"TT":    {"mov", "cvta", "redux"},
	"T":     {"activemask"},
	"TTTT":  {"lop3"},
	"TTTu":  {"shf"},
	"TTu":   {"shl", "shr"},
	"TTuu":  {"bfe"},
	"TTTuu": {"bfi"},
	"uT":    {"popc", "clz", "bfind", "match"},
	"pT":    {"testp"},
	"pa":    {"isspacep"},
	"pTTp":  {"setp"},
	"TUUp":  {"set"},
	"TTTp":  {"selp"},
	"TTTU":  {"slct"},
	"uTUu":  {"dp4a", "dp2a"},
	"Tp":    {"vote"},
	"R":     {"ld"},
	"-R":    {"st"},
	"RSS":   {"cvt"},
	"T-T*":  {"atom"},
	"-T*":   {"red"},
}

// wideRoles are the .wide forms' roles.
var wideRoles = map[string]string{"mul": "WTT", "mad": "WTTW"}

// rolesFor is the roles of an instruction with ntypes type modifiers: none where it has more
// or fewer types than its roles name (a mixed-precision form, cvt.pack's three), the .wide
// form's where it is one.
func rolesFor(op, roles string, types [2]string, ntypes int, wide bool) string {
	if wide {
		roles = wideRoles[op]
	}
	if op == "cvt" && (types[0] == "bf16" || types[0] == "tf32") {
		roles = "TU" // measured: their source takes no wider register
	}
	want := 0
	for i := 0; i < len(roles); i++ { // (strings.ContainsAny cost the skeleton 5 % of its time)
		switch roles[i] {
		case 'U', 'S':
			want = 2
		case 'T', 'R', 'W':
			want = max(want, 1)
		}
	}
	if ntypes != want {
		return ""
	}
	return roles
}

// The rules an operand is checked by beyond its type's (fits).
const (
	ruleWider   = 1 << iota // a wider register will do (fitsWider)
	ruleDest                // a destination: no literal
	ruleAddress             // an address: any 32- or 64-bit integer register
)

// operandType is the type the operand at position i (its depth-0 commas) takes under roles,
// and the rules it is checked by; "" where it is not checked.
func operandType(roles string, i int, types [2]string) (string, byte) {
	var role byte
	switch {
	case i < len(roles) && roles[i] != '*':
		role = roles[i]
	case strings.HasSuffix(roles, "*"):
		role = roles[len(roles)-2]
	default:
		return "", 0
	}
	var rule byte
	if i == 0 {
		rule = ruleDest
	}
	switch role {
	case 'T':
		return types[0], rule
	case 'U':
		return types[1], rule
	case 'R':
		return types[0], rule | ruleWider
	case 'S':
		return types[1], rule | ruleWider
	case 'W':
		return doubleWidth[types[0]], rule
	case 'u':
		return "u32", rule
	case 'p':
		return "pred", rule
	case 'a':
		return "u64", rule | ruleAddress
	}
	return "", 0
}

// doubleWidth is the type of a .wide result.
var doubleWidth = map[string]string{"u16": "u32", "s16": "s32", "u32": "u64", "s32": "s64", "b16": "b32", "b32": "b64"}

// fits reports whether a register of type rtyp may be an operand of an instruction of type ityp
// (the PTX ISA's type compatibility: same size; a bit-size instruction type takes any type, a
// float one its own type or a bit-size one, an integer one any integer or bit-size type; a
// predicate only a predicate). A type whose size is not known passes.
func fits(ityp, rtyp string) bool {
	if ityp == rtyp { // the common case, which every rule below admits
		return true
	}
	if ityp == "pred" || rtyp == "pred" {
		return false
	}
	isize, rsize := operandTypeSize(ityp), TypeSize(rtyp)
	if isize == 0 || rsize == 0 {
		return true
	}
	if isize != rsize {
		return false
	}
	switch typeClass(ityp) {
	case 'b':
		return true
	case 'f':
		return rtyp == ityp || typeClass(rtyp) == 'b'
	}
	return typeClass(rtyp) != 'f'
}

// literalFits reports whether a literal may be an operand of type ityp (measured): an integer
// for an integer, bit-size or predicate type; a float for f32 and f64, and for b32 and b64 a
// float of their size (0f... and 0d... or decimal, which is a double).
func literalFits(ityp string, lit token) bool {
	if ityp == "pred" {
		return lit.kind == tInt
	}
	class := typeClass(ityp)
	if lit.kind == tInt {
		return class != 'f'
	}
	single := len(lit.text) > 2 && (lit.text[1] == 'f' || lit.text[1] == 'F')
	switch ityp {
	case "f32", "f64":
		return true
	case "b32":
		return single
	case "b64":
		return !single
	}
	return false
}

// fitsWider reports whether a register of type rtyp, wider than ityp, may be an operand of ld,
// st or cvt of type ityp (measured): a bit-size type takes a register of any kind, an integer
// type an integer or bit-size one, f16, f32 and f64 a bit-size one.
func fitsWider(ityp, rtyp string) bool {
	if ityp == "pred" || rtyp == "pred" {
		return false
	}
	isize, rsize := operandTypeSize(ityp), TypeSize(rtyp)
	if isize == 0 || rsize <= isize {
		return false
	}
	switch typeClass(ityp) {
	case 'b':
		return true
	case 'f':
		return typeClass(rtyp) == 'b'
	}
	return typeClass(rtyp) != 'f'
}

// operandTypeSize is TypeSize, and 4 for the packed integer types, which are instruction
// types (min.s16x2) but not types of registers or variables.
func operandTypeSize(t string) int {
	if t == "s16x2" || t == "u16x2" {
		return 4
	}
	return TypeSize(t)
}

// typeClass is 'b' for a bit-size type, 'i' for an integer, 'f' for a float or packed one
// (f16x2, s16x2: measured, they take a bit-size register alone, as f16 does).
func typeClass(t string) byte {
	switch {
	case strings.HasPrefix(t, "bf") || strings.HasSuffix(t, "x2"):
		return 'f'
	case t[0] == 'b':
		return 'b'
	case t[0] == 'u' || t[0] == 's':
		return 'i'
	}
	return 'f'
}

// declares reports whether the body's declarations, or the PTX ISA, give name.
func (c *nameCheck) declares(name string) bool {
	// One of a %r<N> family first: most names a body uses are (each test below is a map lookup,
	// and any one that holds suffices).
	return c.inFamily(name) || c.declared[name] || name == "_" || name == "WARP_SZ" || specialRegister(name)
}

// inFamily reports whether name is one of a %r<N> family the body declares: %r12 when 12 < N.
func (c *nameCheck) inFamily(name string) bool {
	fam, i, ok := c.family(name)
	if !ok {
		return false
	}
	n := fam.n
	if name[i] == '0' && i+1 < len(name) {
		return true // a leading zero: ptxas's reading was not measured, so the name passes
	}
	if len(name)-i > 18 { // past int64's digits: strconv's reading
		k, err := strconv.Atoi(name[i:])
		return err != nil || k < n
	}
	k := 0
	for _, d := range []byte(name[i:]) {
		k = 10*k + int(d-'0')
	}
	return k < n
}

// finish checks the deferred names against the module's functions and variables: the first
// that none gives is its function's error.
func (c *nameCheck) finish(p *parser) {
	if len(c.deferred) == 0 {
		return
	}
	module := make(map[string]bool, len(p.m.Functions)+len(p.m.Variables)+len(p.m.Aliases))
	for _, f := range p.m.Functions {
		module[f.Name] = true
	}
	for _, v := range p.m.Variables {
		module[v.Name] = true
	}
	for a := range p.m.Aliases {
		module[a] = true
	}
	for _, d := range c.deferred {
		if lb := d.f.lazy; !module[d.t.text] && (lb.invalid == nil || int(d.t.line) < lb.invalidLine) {
			lb.invalid = cu.Errorf(cu.ErrorInvalidPTX, "line %d col %d: %s uses %s, which nothing declares",
				int(d.t.line), int(d.t.col), d.f.Name, d.t.text)
			lb.invalidLine = int(d.t.line)
		}
	}
}

// specialRegister reports whether name is a special register of the PTX ISA (the %pm and
// %envreg families by prefix).
func specialRegister(name string) bool {
	return specialRegisters[name] || strings.HasPrefix(name, "%pm") || strings.HasPrefix(name, "%envreg") ||
		strings.HasPrefix(name, "%reserved_smem_offset")
}

// specialRegisterTypes are the special registers whose type the load checks: %is_explicit_cluster
// is a .pred, which mov reads into a .pred alone (ptxas refused mov.u32 from it: tma10's nocl.cu
// build, and H200 window tma11w1's jitcodes.c).
var specialRegisterTypes = map[string]string{"%is_explicit_cluster": "pred"}

var specialRegisters = setOf(
	"%tid", "%ntid", "%laneid", "%warpid", "%nwarpid", "%ctaid", "%nctaid", "%smid", "%nsmid",
	"%gridid", "%lanemask_eq", "%lanemask_le", "%lanemask_lt", "%lanemask_ge", "%lanemask_gt",
	"%clock", "%clock_hi", "%clock64", "%globaltimer", "%globaltimer_lo", "%globaltimer_hi",
	"%total_smem_size", "%aggr_smem_size", "%dynamic_smem_size", "%current_graph_exec",
	"%is_explicit_cluster", "%clusterid", "%nclusterid", "%cluster_ctaid", "%cluster_nctaid",
	"%cluster_ctarank", "%cluster_nctarank",
)
