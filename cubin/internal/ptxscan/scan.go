package ptxscan

import (
	"encoding/binary"
	"math"
	"strconv"
	"strings"
)

// Module is what a PTX module declares at module scope.
type Module struct {
	Major, Minor int    // .version
	Target       string // the first .target name as written, e.g. "sm_90a"
	SM           int    // its SM number (90)
	Feature      byte   // 0, 'a' or 'f'
	Debug        bool   // .target ..., debug
	AddressSize  int    // .address_size; 32 when absent
	VersionLine  int
	TargetLine   int
	Entries      []Entry
	Vars         []Var
}

// Entry is a kernel (.entry) definition.
type Entry struct {
	Name       string
	Line       int
	Params     []Param
	ParamSize  int
	MaxNTID    [3]int
	ReqNTID    [3]int
	MaxNReg    int
	SharedSize int // .shared declared in the body
	LocalSize  int // .local declared in the body (per thread)
}

// Param is an .entry parameter laid out per the PTX rules: each at the
// next multiple of its alignment.
type Param struct {
	Name   string
	Offset int
	Size   int
	Align  int
}

// Var is a module-scope .global or .const variable.
type Var struct {
	Name    string
	Line    int
	Const   bool // .const (else .global)
	Managed bool // .attribute(.managed)
	Extern  bool // .extern: declared here, defined elsewhere
	Size    int
	Align   int
	Init    []byte // nil: no initializer (zero-filled)
	Refs    []Ref  // address initializers
}

// Ref is an address placed in a variable's initializer: the loader writes
// the address of Symbol plus Addend at Offset (8 bytes, or 4 when the
// element type is 32-bit).
type Ref struct {
	Offset  int
	Size    int
	Symbol  string
	Addend  int64
	Generic bool // generic(sym): a generic rather than a .global address
}

// maxVarSize bounds declared sizes so a hostile source cannot make the
// scanner allocate without limit.
const maxVarSize = 1 << 30

type scanner struct {
	lx *lexer
	m  *Module
}

// Scan reads src up to its first NUL byte.
func Scan(src []byte) (*Module, error) {
	for i, c := range src {
		if c == 0 {
			src = src[:i]
			break
		}
	}
	s := &scanner{lx: newLexer(src), m: &Module{AddressSize: 32}}
	if err := s.module(); err != nil {
		return nil, err
	}
	return s.m, nil
}

func (s *scanner) next() (token, error) { return s.lx.next() }
func (s *scanner) peek() (token, error) { return s.lx.peek() }

func (s *scanner) expect(kind tokKind, text string) (token, error) {
	t, err := s.next()
	if err != nil {
		return t, err
	}
	if t.kind != kind || (text != "" && t.text != text) {
		want := text
		if want == "" {
			want = map[tokKind]string{tokIdent: "a name", tokNumber: "a number", tokDirective: "a directive", tokString: "a string"}[kind]
		}
		return t, errorAt(t.line, t.col, "expected %s, found %s", want, t)
	}
	return t, nil
}

// accept consumes the next token if it is the punctuation or directive text.
func (s *scanner) accept(text string) (bool, error) {
	t, err := s.peek()
	if err != nil {
		return false, err
	}
	if (t.kind == tokPunct || t.kind == tokDirective) && t.text == text {
		s.lx.next()
		return true, nil
	}
	return false, nil
}

func (s *scanner) module() error {
	t, err := s.next()
	if err != nil {
		return err
	}
	if t.kind != tokDirective || t.text != ".version" {
		return errorAt(t.line, t.col, "PTX must begin with .version, found %s", t)
	}
	if err := s.version(t); err != nil {
		return err
	}
	sawTarget := false
	for {
		t, err := s.next()
		if err != nil {
			return err
		}
		if t.kind == tokEOF {
			break
		}
		if t.kind != tokDirective {
			return errorAt(t.line, t.col, "unexpected %s at module scope", t)
		}
		switch t.text {
		case ".target":
			if err := s.target(t, !sawTarget); err != nil {
				return err
			}
			sawTarget = true
		case ".address_size":
			n, err := s.expect(tokNumber, "")
			if err != nil {
				return err
			}
			if n.text != "32" && n.text != "64" {
				return errorAt(n.line, n.col, ".address_size must be 32 or 64, found %s", n.text)
			}
			s.m.AddressSize, _ = strconv.Atoi(n.text)
		case ".version":
			return errorAt(t.line, t.col, "second .version directive")
		default:
			if !sawTarget {
				return errorAt(t.line, t.col, "%s before .target", t.text)
			}
			if err := s.declaration(t); err != nil {
				return err
			}
		}
	}
	if !sawTarget {
		return errorAt(s.m.VersionLine, 1, "no .target directive")
	}
	return nil
}

func (s *scanner) version(dir token) error {
	n, err := s.expect(tokNumber, "")
	if err != nil {
		return err
	}
	maj, min, ok := strings.Cut(n.text, ".")
	a, err1 := strconv.Atoi(maj)
	b, err2 := strconv.Atoi(min)
	if !ok || err1 != nil || err2 != nil || a > 1000 || b > 1000 {
		return errorAt(n.line, n.col, "malformed .version %q: want major.minor", n.text)
	}
	s.m.Major, s.m.Minor, s.m.VersionLine = a, b, dir.line
	return nil
}

func (s *scanner) target(dir token, first bool) error {
	for {
		t, err := s.expect(tokIdent, "")
		if err != nil {
			return err
		}
		switch t.text {
		case "texmode_unified", "texmode_independent", "map_f64_to_f32":
		case "debug":
			s.m.Debug = true
		default:
			sm, feature, ok := parseArch(t.text)
			if !ok {
				return errorAt(t.line, t.col, "unknown .target %q", t.text)
			}
			if first && s.m.Target == "" {
				s.m.Target, s.m.SM, s.m.Feature, s.m.TargetLine = t.text, sm, feature, dir.line
			}
		}
		if ok, err := s.accept(","); err != nil || !ok {
			return err
		}
	}
}

// parseArch reads sm_90, sm_90a, sm_100f, compute_80.
func parseArch(name string) (int, byte, bool) {
	rest, ok := strings.CutPrefix(name, "sm_")
	if !ok {
		rest, ok = strings.CutPrefix(name, "compute_")
	}
	if !ok || rest == "" {
		return 0, 0, false
	}
	var feature byte
	if c := rest[len(rest)-1]; c == 'a' || c == 'f' {
		feature, rest = c, rest[:len(rest)-1]
	}
	n, err := strconv.Atoi(rest)
	if err != nil || n < 10 || n > 999 {
		return 0, 0, false
	}
	return n, feature, true
}

// declaration handles one module-scope directive after the header.
func (s *scanner) declaration(t token) error {
	extern := false
	for t.text == ".visible" || t.text == ".extern" || t.text == ".weak" || t.text == ".common" {
		if t.text == ".extern" {
			extern = true
		}
		var err error
		if t, err = s.expect(tokDirective, ""); err != nil {
			return err
		}
	}
	switch t.text {
	case ".entry":
		return s.entry(t)
	case ".func":
		return s.skipFunction(t)
	case ".global", ".const":
		return s.variables(t, extern)
	case ".shared", ".tex", ".texref", ".samplerref", ".surfref", ".alias", ".pragma", ".local":
		return s.skipTo(";", t)
	case ".file":
		return s.skipFile()
	case ".section":
		return s.skipSection(t)
	}
	return errorAt(t.line, t.col, "unexpected %s at module scope", t.text)
}

// skipTo consumes tokens through the next end (";").
func (s *scanner) skipTo(end string, from token) error {
	for {
		t, err := s.next()
		if err != nil {
			return err
		}
		if t.kind == tokEOF {
			return errorAt(from.line, from.col, "%s is not terminated by %q", from.text, end)
		}
		if t.kind == tokPunct && t.text == end {
			return nil
		}
	}
}

// skipFile consumes `.file N "name" [, time, size]` (no terminator).
func (s *scanner) skipFile() error {
	if _, err := s.expect(tokNumber, ""); err != nil {
		return err
	}
	if _, err := s.expect(tokString, ""); err != nil {
		return err
	}
	for {
		ok, err := s.accept(",")
		if err != nil || !ok {
			return err
		}
		if _, err := s.expect(tokNumber, ""); err != nil {
			return err
		}
	}
}

func (s *scanner) skipSection(from token) error {
	if _, err := s.expect(tokDirective, ""); err != nil {
		return err
	}
	if _, err := s.expect(tokPunct, "{"); err != nil {
		return err
	}
	return s.skipBraces(from, nil)
}

// skipBraces consumes tokens up to the '}' matching an already consumed '{'.
// inner, when set, sees each directive at depth 1.
func (s *scanner) skipBraces(from token, inner func(t token) error) error {
	depth := 1
	for {
		t, err := s.next()
		if err != nil {
			return err
		}
		switch {
		case t.kind == tokEOF:
			return errorAt(from.line, from.col, "body of %s is not closed by '}'", from.text)
		case t.kind == tokPunct && t.text == "{":
			depth++
		case t.kind == tokPunct && t.text == "}":
			depth--
			if depth == 0 {
				return nil
			}
		case t.kind == tokDirective && inner != nil:
			if err := inner(t); err != nil {
				return err
			}
		}
	}
}

// skipFunction consumes a .func declaration or definition.
func (s *scanner) skipFunction(from token) error {
	for {
		t, err := s.next()
		if err != nil {
			return err
		}
		switch {
		case t.kind == tokEOF:
			return errorAt(from.line, from.col, ".func is neither terminated by ';' nor given a body")
		case t.kind == tokPunct && t.text == ";":
			return nil
		case t.kind == tokPunct && t.text == "{":
			return s.skipBraces(from, nil)
		}
	}
}

func (s *scanner) entry(dir token) error {
	name, err := s.expect(tokIdent, "")
	if err != nil {
		return err
	}
	e := Entry{Name: name.text, Line: name.line}
	if ok, err := s.accept("("); err != nil {
		return err
	} else if ok {
		if err := s.params(&e); err != nil {
			return err
		}
	}
	for {
		t, err := s.next()
		if err != nil {
			return err
		}
		switch {
		case t.kind == tokPunct && t.text == ";": // a declaration only
			return nil
		case t.kind == tokPunct && t.text == "{":
			from := token{text: ".entry " + e.Name, line: dir.line, col: dir.col}
			if err := s.skipBraces(from, func(t token) error { return s.bodyDirective(&e, t) }); err != nil {
				return err
			}
			s.m.Entries = append(s.m.Entries, e)
			return nil
		case t.kind == tokDirective && (t.text == ".maxntid" || t.text == ".reqntid"):
			dims, err := s.numberList(t, 3)
			if err != nil {
				return err
			}
			var d [3]int
			for i := range d {
				d[i] = 1
			}
			copy(d[:], dims)
			if t.text == ".maxntid" {
				e.MaxNTID = d
			} else {
				e.ReqNTID = d
			}
		case t.kind == tokDirective && t.text == ".maxnreg":
			n, err := s.numberList(t, 1)
			if err != nil {
				return err
			}
			e.MaxNReg = n[0]
		case t.kind == tokDirective && (t.text == ".minnctapersm" || t.text == ".maxnctapersm" || t.text == ".maxclusterrank" || t.text == ".reqnctapercluster"):
			if _, err := s.numberList(t, 3); err != nil {
				return err
			}
		case t.kind == tokDirective && (t.text == ".noreturn" || t.text == ".explicitcluster"):
		case t.kind == tokDirective && t.text == ".pragma":
			if err := s.skipTo(";", t); err != nil {
				return err
			}
		default:
			return errorAt(t.line, t.col, "unexpected %s after the parameters of .entry %s", t, e.Name)
		}
	}
}

// bodyDirective records .shared and .local storage declared in a kernel body.
func (s *scanner) bodyDirective(e *Entry, t token) error {
	if t.text != ".shared" && t.text != ".local" {
		return nil
	}
	// `.shared` also appears as an instruction modifier (ld.shared): those
	// are lexed as part of an identifier, so a directive token here starts
	// a declaration.
	d, err := s.declarator(t)
	if err != nil {
		return err
	}
	if d.extern {
		return nil
	}
	for _, n := range d.names {
		size := n.count * d.elemSize
		if t.text == ".shared" {
			e.SharedSize = alignUp(e.SharedSize, d.align) + size
		} else {
			e.LocalSize = alignUp(e.LocalSize, d.align) + size
		}
	}
	return nil
}

func alignUp(n, a int) int {
	if a <= 1 {
		return n
	}
	return (n + a - 1) / a * a
}

func (s *scanner) numberList(dir token, max int) ([]int, error) {
	var out []int
	for {
		n, err := s.expect(tokNumber, "")
		if err != nil {
			return nil, err
		}
		v, err := strconv.ParseInt(n.text, 0, 32)
		if err != nil || v < 0 {
			return nil, errorAt(n.line, n.col, "bad %s value %q", dir.text, n.text)
		}
		out = append(out, int(v))
		if len(out) > max {
			return nil, errorAt(n.line, n.col, "%s takes at most %d values", dir.text, max)
		}
		if ok, err := s.accept(","); err != nil || !ok {
			return out, err
		}
	}
}

func (s *scanner) params(e *Entry) error {
	if ok, err := s.accept(")"); err != nil || ok {
		return err
	}
	for {
		p, err := s.param()
		if err != nil {
			return err
		}
		p.Offset = alignUp(e.ParamSize, p.Align)
		e.ParamSize = p.Offset + p.Size
		if e.ParamSize > maxVarSize {
			return errorAt(e.Line, 1, "parameters of %s are too large", e.Name)
		}
		e.Params = append(e.Params, p)
		t, err := s.next()
		if err != nil {
			return err
		}
		if t.kind == tokPunct && t.text == ")" {
			return nil
		}
		if t.kind != tokPunct || t.text != "," {
			return errorAt(t.line, t.col, "expected ',' or ')' in the parameters of %s, found %s", e.Name, t)
		}
	}
}

// param reads `.param [.align N] .type [.ptr [.space] [.align N]] name[[N]]`.
func (s *scanner) param() (Param, error) {
	if _, err := s.expect(tokDirective, ".param"); err != nil {
		return Param{}, err
	}
	var p Param
	elem := 0
	for {
		t, err := s.next()
		if err != nil {
			return p, err
		}
		switch {
		case t.kind == tokDirective && t.text == ".align":
			a, err := s.alignValue()
			if err != nil {
				return p, err
			}
			if elem == 0 { // before the type: the parameter's alignment
				p.Align = a
			} // after .ptr: the pointee's alignment
			continue
		case t.kind == tokDirective && (t.text == ".ptr" || t.text == ".global" || t.text == ".shared" || t.text == ".const" || t.text == ".local"):
			continue
		case t.kind == tokDirective:
			size, ok := typeSize(t.text)
			if !ok || elem != 0 {
				return p, errorAt(t.line, t.col, "unexpected %s in a parameter declaration", t.text)
			}
			elem = size
			continue
		case t.kind == tokIdent:
			if elem == 0 {
				return p, errorAt(t.line, t.col, "parameter %s has no type", t.text)
			}
			p.Name = t.text
			count, err := s.dims(t, 0)
			if err != nil {
				return p, err
			}
			if count < 0 {
				count = 0 // unsized trailing array
			}
			p.Size = elem * count
			if p.Align == 0 {
				p.Align = elem
			}
			return p, nil
		}
		return p, errorAt(t.line, t.col, "unexpected %s in a parameter declaration", t)
	}
}

func (s *scanner) alignValue() (int, error) {
	n, err := s.expect(tokNumber, "")
	if err != nil {
		return 0, err
	}
	a, err := strconv.ParseInt(n.text, 0, 32)
	if err != nil || a <= 0 || a&(a-1) != 0 {
		return 0, errorAt(n.line, n.col, ".align %s is not a power of two", n.text)
	}
	return int(a), nil
}

// dims reads optional [N][M]... after a name and returns the element count;
// -1 when the first dimension is empty (sized by the initializer).
func (s *scanner) dims(name token, _ int) (int, error) {
	count := 1
	open := false
	for {
		ok, err := s.accept("[")
		if err != nil || !ok {
			if open {
				return -count, err
			}
			return count, err
		}
		t, err := s.next()
		if err != nil {
			return 0, err
		}
		if t.kind == tokPunct && t.text == "]" {
			if count != 1 || open {
				return 0, errorAt(t.line, t.col, "only the first dimension of %s may be empty", name.text)
			}
			open = true
			continue
		}
		if t.kind != tokNumber {
			return 0, errorAt(t.line, t.col, "expected an array size, found %s", t)
		}
		n, err := strconv.ParseInt(t.text, 0, 64)
		if err != nil || n < 0 || n > maxVarSize {
			return 0, errorAt(t.line, t.col, "bad array size %q", t.text)
		}
		count *= int(n)
		if count > maxVarSize {
			return 0, errorAt(t.line, t.col, "array %s is too large", name.text)
		}
		if _, err := s.expect(tokPunct, "]"); err != nil {
			return 0, err
		}
	}
}

// typeSize is the byte size of a PTX fundamental type directive.
func typeSize(t string) (int, bool) {
	switch t {
	case ".b8", ".u8", ".s8", ".e4m3", ".e5m2", ".e2m3", ".e3m2", ".e2m1":
		return 1, true
	case ".b16", ".u16", ".s16", ".f16", ".bf16", ".e4m3x2", ".e5m2x2":
		return 2, true
	case ".b32", ".u32", ".s32", ".f32", ".f16x2", ".bf16x2", ".tf32":
		return 4, true
	case ".b64", ".u64", ".s64", ".f64":
		return 8, true
	case ".b128":
		return 16, true
	}
	return 0, false
}

type declName struct {
	name    token
	count   int // elements; negative: first dimension taken from the initializer
	init    []initItem
	hasInit bool
}

type decl struct {
	extern   bool
	managed  bool
	align    int
	elemSize int // bytes per element (vector width included)
	scalar   int // bytes per scalar
	float    bool
	names    []declName
}

// declarator reads the rest of a variable declaration after its state
// space, through the ';'.
func (s *scanner) declarator(space token) (*decl, error) {
	d := &decl{}
	vec := 1
	for d.scalar == 0 {
		t, err := s.next()
		if err != nil {
			return nil, err
		}
		if t.kind != tokDirective {
			return nil, errorAt(t.line, t.col, "expected a type in the %s declaration, found %s", space.text, t)
		}
		switch t.text {
		case ".align":
			if d.align, err = s.alignValue(); err != nil {
				return nil, err
			}
		case ".attribute":
			if err := s.attribute(d); err != nil {
				return nil, err
			}
		case ".v2":
			vec = 2
		case ".v4":
			vec = 4
		case ".v8":
			vec = 8
		case ".ptr", ".volatile":
		case ".texref", ".samplerref", ".surfref":
			// opaque handles: 8 bytes, no initial value of interest
			d.scalar = 8
		default:
			size, ok := typeSize(t.text)
			if !ok {
				return nil, errorAt(t.line, t.col, "unexpected %s in the %s declaration", t.text, space.text)
			}
			d.scalar = size
			d.float = strings.HasPrefix(t.text, ".f") || strings.HasPrefix(t.text, ".bf")
		}
	}
	d.elemSize = d.scalar * vec
	if d.align == 0 {
		d.align = d.elemSize
	}
	for {
		name, err := s.expect(tokIdent, "")
		if err != nil {
			return nil, err
		}
		n := declName{name: name}
		if n.count, err = s.dims(name, 0); err != nil {
			return nil, err
		}
		if ok, err := s.accept("="); err != nil {
			return nil, err
		} else if ok {
			n.hasInit = true
			if n.init, err = s.initializer(0); err != nil {
				return nil, err
			}
		}
		d.names = append(d.names, n)
		t, err := s.next()
		if err != nil {
			return nil, err
		}
		if t.kind == tokPunct && t.text == ";" {
			return d, nil
		}
		if t.kind != tokPunct || t.text != "," {
			return nil, errorAt(t.line, t.col, "expected ';' after the declaration of %s, found %s", name.text, t)
		}
	}
}

// attribute reads `( .managed )` or `( .unified(...) )` after .attribute.
func (s *scanner) attribute(d *decl) error {
	if _, err := s.expect(tokPunct, "("); err != nil {
		return err
	}
	depth := 1
	for depth > 0 {
		t, err := s.next()
		if err != nil {
			return err
		}
		switch {
		case t.kind == tokEOF:
			return errorAt(t.line, t.col, "unterminated .attribute")
		case t.kind == tokPunct && t.text == "(":
			depth++
		case t.kind == tokPunct && t.text == ")":
			depth--
		case t.kind == tokDirective && t.text == ".managed":
			d.managed = true
		}
	}
	return nil
}

// initItem is one initializer element: a literal or an address, or a
// nested brace list.
type initItem struct {
	tok     token
	neg     bool
	list    []initItem
	isList  bool
	sym     string
	addend  int64
	generic bool
}

func (s *scanner) initializer(depth int) ([]initItem, error) {
	if depth > 16 {
		t, _ := s.peek()
		return nil, errorAt(t.line, t.col, "initializer nested too deeply")
	}
	if ok, err := s.accept("{"); err != nil {
		return nil, err
	} else if !ok {
		it, err := s.initValue()
		if err != nil {
			return nil, err
		}
		return []initItem{it}, nil
	}
	var items []initItem
	if ok, err := s.accept("}"); err != nil || ok {
		return items, err
	}
	for {
		t, err := s.peek()
		if err != nil {
			return nil, err
		}
		if t.kind == tokPunct && t.text == "{" {
			sub, err := s.initializer(depth + 1)
			if err != nil {
				return nil, err
			}
			items = append(items, initItem{tok: t, isList: true, list: sub})
		} else {
			it, err := s.initValue()
			if err != nil {
				return nil, err
			}
			items = append(items, it)
		}
		if len(items) > maxVarSize {
			return nil, errorAt(t.line, t.col, "initializer too long")
		}
		t, err = s.next()
		if err != nil {
			return nil, err
		}
		if t.kind == tokPunct && t.text == "}" {
			return items, nil
		}
		if t.kind != tokPunct || t.text != "," {
			return nil, errorAt(t.line, t.col, "expected ',' or '}' in an initializer, found %s", t)
		}
	}
}

func (s *scanner) initValue() (initItem, error) {
	t, err := s.next()
	if err != nil {
		return initItem{}, err
	}
	it := initItem{tok: t}
	if t.kind == tokPunct && t.text == "-" {
		it.neg = true
		if t, err = s.next(); err != nil {
			return it, err
		}
		it.tok = t
	}
	switch {
	case t.kind == tokNumber:
		return it, nil
	case t.kind == tokIdent && !it.neg:
		if t.text == "generic" || t.text == "mask" {
			if _, err := s.expect(tokPunct, "("); err != nil {
				return it, err
			}
			sym, err := s.expect(tokIdent, "")
			if err != nil {
				return it, err
			}
			if t.text == "mask" {
				return it, errorAt(t.line, t.col, "mask() initializers are not supported")
			}
			if _, err := s.expect(tokPunct, ")"); err != nil {
				return it, err
			}
			it.sym, it.generic = sym.text, true
		} else {
			it.sym = t.text
		}
		for {
			op, err := s.peek()
			if err != nil {
				return it, err
			}
			if op.kind != tokPunct || (op.text != "+" && op.text != "-") {
				return it, nil
			}
			s.lx.next()
			n, err := s.expect(tokNumber, "")
			if err != nil {
				return it, err
			}
			v, err := strconv.ParseInt(n.text, 0, 64)
			if err != nil {
				return it, errorAt(n.line, n.col, "bad address offset %q", n.text)
			}
			if op.text == "-" {
				v = -v
			}
			it.addend += v
		}
	}
	return it, errorAt(t.line, t.col, "expected an initial value, found %s", t)
}

// variables handles a module-scope .global or .const declaration.
func (s *scanner) variables(space token, extern bool) error {
	d, err := s.declarator(space)
	if err != nil {
		return err
	}
	for _, n := range d.names {
		v := Var{Name: n.name.text, Line: n.name.line, Const: space.text == ".const", Managed: d.managed, Extern: extern, Align: d.align}
		count := n.count
		var flat []initItem
		if n.hasInit {
			flat = flatten(n.init, nil)
		}
		if count < 0 { // x[] = {...}: the initializer decides
			per := -count
			top := len(n.init)
			if len(n.init) == len(flat) { // a flat list fills element by element
				top = (len(flat)*d.scalar + d.elemSize*per - 1) / (d.elemSize * per)
			}
			count = top * per
		}
		if int64(count)*int64(d.elemSize) > maxVarSize {
			return errorAt(n.name.line, n.name.col, "variable %s is too large", v.Name)
		}
		v.Size = count * d.elemSize
		if n.hasInit {
			if len(flat)*d.scalar > v.Size {
				return errorAt(n.name.line, n.name.col, "initializer of %s has %d values, more than its %d bytes hold", v.Name, len(flat), v.Size)
			}
			v.Init = make([]byte, v.Size)
			for i, it := range flat {
				off := i * d.scalar
				if it.sym != "" {
					v.Refs = append(v.Refs, Ref{Offset: off, Size: d.scalar, Symbol: it.sym, Addend: it.addend, Generic: it.generic})
					continue
				}
				if err := putValue(v.Init[off:off+d.scalar], it, d.float); err != nil {
					return err
				}
			}
		}
		s.m.Vars = append(s.m.Vars, v)
	}
	return nil
}

func flatten(items []initItem, out []initItem) []initItem {
	for _, it := range items {
		if it.isList {
			out = flatten(it.list, out)
		} else {
			out = append(out, it)
		}
	}
	return out
}

// putValue writes one literal into dst (len 1, 2, 4, 8 or 16).
func putValue(dst []byte, it initItem, float bool) error {
	text := it.tok.text
	var bits uint64
	switch {
	case len(text) > 2 && text[0] == '0' && (text[1] == 'f' || text[1] == 'F') && len(text) == 10:
		v, err := strconv.ParseUint(text[2:], 16, 32)
		if err != nil {
			return errorAt(it.tok.line, it.tok.col, "bad float literal %q", text)
		}
		bits = v
		if len(dst) == 8 { // a 32-bit float literal stored into a .f64
			bits = math.Float64bits(float64(math.Float32frombits(uint32(v))))
		}
	case len(text) > 2 && text[0] == '0' && (text[1] == 'd' || text[1] == 'D') && len(text) == 18:
		v, err := strconv.ParseUint(text[2:], 16, 64)
		if err != nil {
			return errorAt(it.tok.line, it.tok.col, "bad double literal %q", text)
		}
		bits = v
		if len(dst) == 4 {
			bits = uint64(math.Float32bits(float32(math.Float64frombits(v))))
		}
	case float || strings.ContainsAny(text, ".eE") && !strings.HasPrefix(text, "0x") && !strings.HasPrefix(text, "0X"):
		f, err := strconv.ParseFloat(text, 64)
		if err != nil {
			if v, ierr := parseInt(text); ierr == nil && float {
				f = float64(v)
			} else {
				return errorAt(it.tok.line, it.tok.col, "bad literal %q", text)
			}
		}
		if it.neg {
			f = -f
		}
		if len(dst) == 4 {
			bits = uint64(math.Float32bits(float32(f)))
		} else {
			bits = math.Float64bits(f)
		}
		it.neg = false
		if len(dst) == 2 || len(dst) == 1 {
			return errorAt(it.tok.line, it.tok.col, "decimal literal %q for a %d-byte float is not supported", text, len(dst))
		}
	default:
		v, err := parseInt(text)
		if err != nil {
			return errorAt(it.tok.line, it.tok.col, "bad integer literal %q", text)
		}
		bits = v
	}
	if it.neg {
		bits = -bits
	}
	switch len(dst) {
	case 1:
		dst[0] = byte(bits)
	case 2:
		binary.LittleEndian.PutUint16(dst, uint16(bits))
	case 4:
		binary.LittleEndian.PutUint32(dst, uint32(bits))
	case 8:
		binary.LittleEndian.PutUint64(dst, bits)
	default: // .b128: the low 64 bits; a literal cannot be wider
		binary.LittleEndian.PutUint64(dst, bits)
	}
	return nil
}

// parseInt reads a PTX integer literal: decimal, 0x hex, 0b binary, 0
// octal, with an optional U suffix.
func parseInt(text string) (uint64, error) {
	text = strings.TrimSuffix(strings.TrimSuffix(text, "U"), "u")
	base := 10
	switch {
	case strings.HasPrefix(text, "0x") || strings.HasPrefix(text, "0X"):
		base, text = 16, text[2:]
	case strings.HasPrefix(text, "0b") || strings.HasPrefix(text, "0B"):
		base, text = 2, text[2:]
	case len(text) > 1 && text[0] == '0':
		base, text = 8, text[1:]
	}
	return strconv.ParseUint(text, base, 64)
}
