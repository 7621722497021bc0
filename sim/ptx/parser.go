package ptx

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"

	"cudasim/cu"
)

// MaxVersion is the newest PTX ISA version the emulated driver (CUDA 13.0) accepts.
var MaxVersion = Version{9, 0}

// Parse parses PTX source text. Syntax errors are cu.ErrorInvalidPTX with "line L col C: ..."; a
// .version newer than MaxVersion is cu.ErrorUnsupportedPTXVersion.
func Parse(src []byte) (m *Module, err error) { return parse(src, false) }

// parse reads a module whole, or with skim its skeleton (ParseLazy).
func parse(src []byte, skim bool) (m *Module, err error) {
	sc := scratchPool.Get().(*scratch)
	defer sc.release()
	lx := newLexer(src)
	p := &parser{lx: lx, scratch: sc, m: &Module{Files: map[int]string{}, Aliases: map[string]string{}, watch: watchedSet()}, skim: skim}
	if skim {
		p.names = &sc.names
		if p.names.declared == nil {
			p.names.declared, p.names.regType = map[string]bool{}, map[string]string{}
		}
	}
	// Instructions average about eight tokens and four source bytes make a token; slabs of that
	// order keep a small image's parse small and a large one's allocation count low.
	p.chunk = min(max(len(src)/32, 16), 1024)
	p.cur = lx.next()
	p.nxt = lx.next()
	defer func() {
		if r := recover(); r != nil {
			pe, ok := r.(parseError)
			if !ok {
				panic(r)
			}
			// A lexical error anywhere in the text takes precedence over a syntax error before it.
			for lx.next().kind != tEOF {
			}
			m, err = nil, pe.err
			if lx.err != nil {
				err = lx.err
			}
		}
	}()
	p.module()
	if lx.err != nil {
		return nil, lx.err
	}
	if skim {
		p.names.finish(p)
	}
	return p.m, nil
}

type parseError struct{ err error }

type parser struct {
	lx       *lexer
	cur, nxt token // the next two tokens
	m        *Module

	// Allocation pools. A parse allocates the AST in slabs instead of per instruction: slices
	// handed out are capped (s[i:j:j]) so a caller's append never writes into a neighbour.
	chunk  int       // slab length
	instrs []Instr   // slab the *Instr of body statements point into
	mods   []string  // slab for Instr.Mods
	opds   []Operand // slab for Instr.Operands and Operand.Elems
	*scratch

	// skim makes the parser read a skeleton (ParseLazy): bodies' instructions are checked as
	// statements and their names collected (lazy.go), not parsed into Instrs.
	skim  bool
	names *nameCheck // skim: the names a body declares and uses
	// skimmed counts the instructions of the body being skimmed: with the statements the
	// skeleton keeps, the size of the body's parse (lazyBody.stmts).
	skimmed int
	instr   token // the first token of the instruction being parsed (a FormError's position)
	close   token // the '}' that ended the last block
}

// scratch is a parse's temporary storage, reused across parses through scratchPool so that
// loading one image after another does not reallocate it.
type scratch struct {
	stmts  []Stmt    // the body being parsed; the function gets an exact-size copy
	modTmp []string  // one instruction's modifiers
	opdTmp []Operand // one instruction's operands
	names  nameCheck // a skeleton's name check (ParseLazy)
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// release drops the scratch's references into the finished parse (source text, AST pointers) so
// the pool does not keep them alive, and returns it to the pool.
func (sc *scratch) release() {
	clear(sc.stmts[:cap(sc.stmts)])
	clear(sc.modTmp[:cap(sc.modTmp)])
	clear(sc.opdTmp[:cap(sc.opdTmp)])
	sc.names.reset()
	scratchPool.Put(sc)
}

// carve copies s into the slab *pool (allocating a new slab of at least chunk elements when the
// current one is full) and returns the copy, capped at its length; nil for an empty s.
func carve[T any](pool *[]T, s []T, chunk int) []T {
	n := len(s)
	if n == 0 {
		return nil
	}
	if cap(*pool)-len(*pool) < n {
		*pool = make([]T, 0, max(n, chunk))
	}
	start := len(*pool)
	*pool = append(*pool, s...)
	return (*pool)[start : start+n : start+n]
}

// newInstr returns a zero Instr from the instruction slab.
func (p *parser) newInstr() *Instr {
	if len(p.instrs) == cap(p.instrs) {
		p.instrs = make([]Instr, 0, p.chunk)
	}
	p.instrs = p.instrs[:len(p.instrs)+1]
	return &p.instrs[len(p.instrs)-1]
}

func (p *parser) peek() token { return p.cur }

// peekAt returns the token k places ahead; the parser never looks further than one.
func (p *parser) peekAt(k int) token {
	if k == 0 {
		return p.cur
	}
	return p.nxt
}

func (p *parser) next() token {
	t := p.cur
	p.skip()
	return t
}

// skip moves to the next token. next, accept and expect are small enough to be inlined
// with it: accept's and expect's punctuation is then compared inline, and a token nobody
// reads is not copied (a start-up lexes and parses every body once or twice).
//
//go:noinline
func (p *parser) skip() {
	if p.cur.kind != tEOF {
		p.cur = p.nxt
		p.nxt = p.lx.next()
	}
}

func (p *parser) failAt(t token, format string, args ...any) {
	what := t.text
	if t.kind == tEOF {
		what = "end of input"
	}
	msg := fmt.Sprintf(format, args...)
	panic(parseError{cu.Errorf(cu.ErrorInvalidPTX, "line %d col %d: %s (at %q)", int(t.line), int(t.col), msg, what)})
}

func (p *parser) isPunct(s string) bool {
	t := p.peek()
	return t.kind == tPunct && t.text == s
}

func (p *parser) accept(s string) bool {
	if p.cur.kind == tPunct && p.cur.text == s {
		p.skip()
		return true
	}
	return false
}

func (p *parser) expect(s string) token {
	if p.cur.kind != tPunct || p.cur.text != s {
		p.failExpected(s)
	}
	return p.next()
}

//go:noinline
func (p *parser) failExpected(s string) { p.failAt(p.cur, "expected %q", s) }

func (p *parser) isDot(s string) bool {
	t := p.peek()
	return t.kind == tDot && t.text == s
}

func (p *parser) ident() token {
	if p.cur.kind != tIdent {
		p.failIdent()
	}
	return p.next()
}

//go:noinline
func (p *parser) failIdent() { p.failAt(p.cur, "expected identifier") }

func (p *parser) intLit() int64 {
	t := p.peek()
	neg := false
	if t.kind == tPunct && t.text == "-" {
		neg = true
		p.next()
		t = p.peek()
	}
	if t.kind != tInt {
		p.failAt(t, "expected integer")
	}
	p.next()
	v, ok := parseInt(t.text)
	if !ok {
		p.failAt(t, "integer out of range")
	}
	if neg {
		v = -v
	}
	return v
}

// parseInt parses a PTX integer literal (decimal, 0x hex, 0b binary, leading-0 octal, optional U).
func parseInt(s string) (int64, bool) {
	s = strings.TrimRight(s, "Uu")
	base := 10
	switch {
	case len(s) > 2 && (s[:2] == "0x" || s[:2] == "0X"):
		base, s = 16, s[2:]
	case len(s) > 2 && (s[:2] == "0b" || s[:2] == "0B"):
		base, s = 2, s[2:]
	case len(s) > 1 && s[0] == '0':
		base, s = 8, s[1:]
	}
	u, err := strconv.ParseUint(s, base, 64)
	if err != nil {
		return 0, false
	}
	return int64(u), true
}

// parseFloat converts a float token: 0fXXXXXXXX (single bits), 0dXXXXXXXXXXXXXXXX or decimal (double).
func parseFloat(s string) (bits uint64, single bool, ok bool) {
	if len(s) > 2 && s[0] == '0' && (s[1] == 'f' || s[1] == 'F') {
		u, err := strconv.ParseUint(s[2:], 16, 32)
		return u, true, err == nil
	}
	if len(s) > 2 && s[0] == '0' && (s[1] == 'd' || s[1] == 'D') {
		u, err := strconv.ParseUint(s[2:], 16, 64)
		return u, false, err == nil
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return 0, false, false
	}
	return math.Float64bits(f), false, true
}

func (p *parser) module() {
	t := p.peek()
	if t.kind != tDot || t.text != ".version" {
		p.failAt(t, "PTX must begin with .version")
	}
	for p.peek().kind != tEOF {
		p.topLevel()
	}
}

func (p *parser) topLevel() {
	t := p.peek()
	if t.kind != tDot {
		p.failAt(t, "expected a directive")
	}
	switch t.text {
	case ".version":
		p.next()
		v := p.next()
		if v.kind != tFloat && v.kind != tInt {
			p.failAt(v, "expected major.minor")
		}
		maj, min, ok := strings.Cut(v.text, ".")
		a, e1 := strconv.Atoi(maj)
		b, e2 := strconv.Atoi(min)
		if !ok || e1 != nil || e2 != nil {
			p.failAt(v, "bad version")
		}
		p.m.Version = Version{a, b}
		if MaxVersion.Less(p.m.Version) {
			panic(parseError{cu.Errorf(cu.ErrorUnsupportedPTXVersion,
				"line %d: PTX ISA %d.%d is newer than the %d.%d this driver supports",
				int(v.line), a, b, MaxVersion.Major, MaxVersion.Minor)})
		}
	case ".target":
		p.next()
		for {
			id := p.ident()
			p.m.Targets = append(p.m.Targets, id.text)
			if !p.accept(",") {
				break
			}
		}
	case ".address_size":
		p.next()
		a := p.intLit()
		if a != 32 && a != 64 {
			p.failAt(t, "address size must be 32 or 64")
		}
		p.m.AddressSize = int(a)
	case ".file":
		p.next()
		n := p.intLit()
		s := p.next()
		if s.kind != tString {
			p.failAt(s, "expected file name")
		}
		p.m.Files[int(n)] = unquote(s.text)
		for p.accept(",") {
			p.intLit()
		}
	case ".section":
		p.next()
		k := p.next()
		if k.kind != tDot && k.kind != tIdent {
			p.failAt(k, "expected section name")
		}
		if k.text == ".debug_str" {
			p.debugStrings()
		} else {
			p.skipBraced()
		}
	case ".alias":
		p.next()
		a := p.ident()
		p.expect(",")
		b := p.ident()
		p.expect(";")
		p.m.Aliases[a.text] = b.text
	case ".pragma":
		p.next()
		p.pragmaList()
	default:
		p.declaration()
	}
}

func unquote(s string) string {
	if u, err := strconv.Unquote(s); err == nil {
		return u
	}
	return strings.Trim(s, `"`)
}

func (p *parser) pragmaList() []string {
	var out []string
	for {
		s := p.next()
		if s.kind != tString {
			p.failAt(s, "expected string")
		}
		out = append(out, unquote(s.text))
		if !p.accept(",") {
			break
		}
	}
	p.expect(";")
	return out
}

// debugStrings reads the .debug_str section's braced body: labels, each followed by the .b8
// bytes of a NUL-terminated string. Anything else in it is skipped.
func (p *parser) debugStrings() {
	open := p.expect("{")
	depth := 1
	label := ""
	var b []byte
	end := func() {
		if label != "" {
			if i := bytes.IndexByte(b, 0); i >= 0 {
				b = b[:i]
			}
			if p.m.DebugStrings == nil {
				p.m.DebugStrings = map[string]string{}
			}
			p.m.DebugStrings[label] = string(b)
		}
		label, b = "", nil
	}
	for depth > 0 {
		t := p.next()
		switch {
		case t.kind == tEOF:
			p.failAt(open, "unterminated section")
		case t.kind == tPunct && t.text == "{":
			depth++
		case t.kind == tPunct && t.text == "}":
			depth--
		case t.kind == tIdent && depth == 1 && p.accept(":"):
			end()
			label = t.text
		case t.kind == tInt && label != "":
			if v, err := strconv.ParseUint(t.text, 0, 8); err == nil {
				b = append(b, byte(v))
			}
		}
	}
	end()
}

func (p *parser) skipBraced() {
	open := p.expect("{")
	depth := 1
	for depth > 0 {
		t := p.next()
		switch {
		case t.kind == tEOF:
			p.failAt(open, "unterminated section")
		case t.kind == tPunct && t.text == "{":
			depth++
		case t.kind == tPunct && t.text == "}":
			depth--
		}
	}
}

// declaration parses linkage directives followed by a function or variable.
func (p *parser) declaration() {
	link := Internal
	start := p.peek()
	for {
		t := p.peek()
		if t.kind != tDot {
			p.failAt(t, "expected a directive")
		}
		switch t.text {
		case ".visible":
			link = Visible
		case ".extern":
			link = Extern
		case ".weak":
			link = Weak
		case ".common":
			link = Common
		case ".entry", ".func":
			f := p.function(link)
			p.m.Functions = append(p.m.Functions, f)
			return
		case ".global", ".const", ".shared", ".local", ".tex":
			vs := p.varDecl(link)
			p.m.Variables = append(p.m.Variables, vs...)
			return
		default:
			p.failAt(t, "unknown directive")
		}
		p.next()
		_ = start
	}
}

var spaceByDirective = map[string]Space{
	".reg": SpaceReg, ".global": SpaceGlobal, ".const": SpaceConst, ".shared": SpaceShared,
	".local": SpaceLocal, ".param": SpaceParam, ".tex": SpaceTex,
}

func (p *parser) function(link Linkage) *Function {
	kw := p.next()
	f := &Function{Entry: kw.text == ".entry", Linkage: link, Line: int(kw.line)}
	if !f.Entry && p.isPunct("(") {
		f.Returns = p.paramList()
	}
	f.Name = p.ident().text
	if p.isPunct("(") {
		f.Params = p.paramList()
	}
	p.perfDirectives(f)
	if p.accept(";") {
		return f
	}
	if !p.isPunct("{") {
		p.failAt(p.peek(), "expected function body or ';'")
	}
	f.HasBody = true
	open := p.next()
	f.Body = p.stmts[:0]
	if p.skim {
		p.names.begin(f)
		p.skimmed = 0
	}
	p.body(f, 0)
	p.stmts = f.Body
	f.Body = nil
	for i := range p.stmts {
		if d := p.stmts[i].Decl; d != nil {
			f.Locals = append(f.Locals, d)
		}
	}
	if p.skim {
		f.lazy = &lazyBody{text: p.lx.text, open: p.offset(open), end: p.offset(p.close) + 1, line: int(open.line), col: int(open.col),
			stmts: len(p.stmts) + p.skimmed}
		f.lazy.invalidLine, f.lazy.invalid = p.names.end(f, p.stmts)
		return f
	}
	if len(p.stmts) > 0 {
		f.Body = append(make([]Stmt, 0, len(p.stmts)), p.stmts...)
	}
	return f
}

func (p *parser) perfDirectives(f *Function) {
	for {
		t := p.peek()
		if t.kind != tDot {
			return
		}
		switch t.text {
		case ".maxntid", ".reqntid", ".reqnctapercluster":
			p.next()
			var v [3]uint32
			for i := 0; i < 3; i++ {
				v[i] = uint32(p.intLit())
				if !p.accept(",") {
					break
				}
			}
			switch t.text {
			case ".maxntid":
				f.MaxNTID = v
			case ".reqntid":
				f.ReqNTID = v
			case ".reqnctapercluster":
				for i := range v {
					v[i] = max(v[i], 1)
				}
				f.ReqNCTAPerCluster = v
			}
		case ".minnctapersm":
			p.next()
			f.MinNCTAPerSM = uint32(p.intLit())
		case ".maxnctapersm":
			p.next()
			f.MaxNCTAPerSM = uint32(p.intLit())
		case ".maxnreg":
			p.next()
			f.MaxNReg = uint32(p.intLit())
		case ".maxclusterrank":
			p.next()
			f.MaxClusterRank = uint32(p.intLit())
		case ".abi_preserve", ".abi_preserve_control":
			p.next()
			p.intLit()
		case ".noreturn":
			p.next()
			f.NoReturn = true
		case ".explicitcluster":
			p.next()
			f.ExplicitCluster = true
		case ".pragma":
			p.next()
			f.Pragmas = append(f.Pragmas, p.pragmaList()...)
		default:
			return
		}
	}
}

func (p *parser) paramList() []*Param {
	p.expect("(")
	var out []*Param
	if p.accept(")") {
		return out
	}
	for {
		out = append(out, p.param())
		if p.accept(")") {
			return out
		}
		p.expect(",")
	}
}

func (p *parser) param() *Param {
	t := p.next()
	pr := &Param{Count: 1}
	switch {
	case t.kind == tDot && t.text == ".param":
		pr.Space = SpaceParam
	case t.kind == tDot && t.text == ".reg":
		pr.Space = SpaceReg
	default:
		p.failAt(t, "expected .param or .reg")
	}
	vec := 1
	for {
		t := p.peek()
		if t.kind != tDot {
			break
		}
		p.next()
		switch {
		case t.text == ".align":
			pr.Align = int(p.intLit())
		case t.text == ".ptr":
			pr.Ptr = true
		case t.text == ".v2":
			vec = 2
		case t.text == ".v4":
			vec = 4
		case t.text == ".v8":
			vec = 8
		case spaceByDirective[t.text] != SpaceNone && pr.Ptr:
			pr.PtrSpace = spaceByDirective[t.text]
			if p.isDot(".align") {
				p.next()
				pr.PtrAlign = int(p.intLit())
			}
		case TypeSize(t.text[1:]) != 0:
			pr.Type = t.text[1:]
		default:
			p.failAt(t, "unexpected parameter attribute")
		}
	}
	if pr.Type == "" {
		p.failAt(p.peek(), "parameter without a type")
	}
	pr.Name = p.ident().text
	es := TypeSize(pr.Type) * vec
	pr.Size = es
	if p.accept("[") {
		pr.Array = true
		if p.accept("]") {
			pr.Count, pr.Size = 0, 0
		} else {
			n := p.intLit()
			if n < 0 || n > 1<<24 {
				p.failAt(p.peek(), "bad array size")
			}
			p.expect("]")
			pr.Count = int(n)
			pr.Size = es * int(n)
		}
	}
	if pr.Align == 0 {
		pr.Align = es
	}
	return pr
}

// varDecl parses a state-space declaration (one or more names) up to and including ';'.
func (p *parser) varDecl(link Linkage) []*Variable {
	sp := p.next()
	base := Variable{Space: spaceByDirective[sp.text], Linkage: link, Line: int(sp.line)}
	vec := 0
	for {
		t := p.peek()
		if t.kind != tDot {
			break
		}
		p.next()
		switch t.text {
		case ".align":
			a := p.intLit()
			if a <= 0 || a&(a-1) != 0 || a > 1<<16 {
				p.failAt(t, "alignment must be a power of two")
			}
			base.Align = int(a)
		case ".attribute":
			p.expect("(")
			for {
				a := p.next()
				if a.kind != tDot {
					p.failAt(a, "expected attribute")
				}
				if a.text == ".managed" {
					base.Managed = true
				}
				if p.accept("(") { // .unified(uuid1, uuid2)
					for !p.accept(")") {
						if p.next().kind == tEOF {
							p.failAt(a, "unterminated attribute")
						}
					}
				}
				if !p.accept(",") {
					break
				}
			}
			p.expect(")")
		case ".v2":
			vec = 2
		case ".v4":
			vec = 4
		case ".v8":
			vec = 8
		case ".ptr":
		default:
			ty := t.text[1:]
			if TypeSize(ty) == 0 {
				p.failAt(t, "unknown type or attribute")
			}
			base.Type = ty
			if ty == "texref" || ty == "samplerref" || ty == "surfref" {
				base.Opaque = true
			}
		}
	}
	if base.Type == "" {
		p.failAt(p.peek(), "declaration without a type")
	}
	base.Vector = vec
	base.ElemSize = TypeSize(base.Type) * max(vec, 1)
	var out []*Variable
	for {
		v := base
		name := p.ident()
		v.Name = name.text
		v.Line = int(name.line)
		v.Count = 1
		if p.accept("<") {
			n := p.intLit()
			if n < 0 || n > 1<<24 {
				p.failAt(name, "bad register count")
			}
			p.expect(">")
			v.Names = int(n)
		}
		for p.accept("[") {
			if p.accept("]") {
				v.Dims = append(v.Dims, -1)
				continue
			}
			n := p.intLit()
			if n < 0 || n > 1<<31 {
				p.failAt(name, "bad array size")
			}
			p.expect("]")
			v.Dims = append(v.Dims, int(n))
		}
		if len(v.Dims) > 0 {
			v.Count = 1
			for _, d := range v.Dims {
				if d < 0 {
					v.Count = 0
					break
				}
				v.Count *= d
				if v.Count > 1<<31 {
					p.failAt(name, "array too large")
				}
			}
		}
		if v.Align == 0 {
			v.Align = v.ElemSize
		}
		if p.accept("=") {
			p.initializer(&v)
		}
		v.Size = v.ElemSize * v.Count
		if v.Size > 1<<31 {
			p.failAt(name, "variable too large")
		}
		vv := v
		out = append(out, &vv)
		if !p.accept(",") {
			break
		}
	}
	p.expect(";")
	return out
}

// initElem is one scalar of an initializer.
type initElem struct {
	isFloat bool
	fbits   uint64
	single  bool
	ival    int64
	sym     string
	generic bool
}

func (p *parser) initializer(v *Variable) {
	if v.Space != SpaceGlobal && v.Space != SpaceConst {
		p.failAt(p.peek(), "only .global and .const variables may have initializers")
	}
	var elems []initElem
	var idx []int // flat element index of each elems entry
	scalarsPer := 1
	if v.Vector > 0 {
		scalarsPer = v.Vector
	}
	dims := v.Dims
	// subSize(level) = scalars in one element at nesting level `level`.
	subSize := func(level int) int {
		n := scalarsPer
		for _, d := range dims[min(level, len(dims)):] {
			if d > 0 {
				n *= d
			}
		}
		return n
	}
	var walk func(level, base int) int
	walk = func(level, base int) int {
		if !p.accept("{") {
			elems = append(elems, p.initScalar())
			idx = append(idx, base)
			return 1
		}
		pos := 0
		step := subSize(level + 1)
		if level+1 > len(dims) { // braces inside a vector element
			step = 1
		}
		if p.accept("}") {
			return 0
		}
		for {
			if p.isPunct("{") {
				walk(level+1, base+pos*step)
				pos++
			} else {
				elems = append(elems, p.initScalar())
				idx = append(idx, base+pos)
				pos++
				if level < len(dims) && step > 1 {
					// flat list for a multi-dimensional array: each value is one scalar
					step = 1
				}
			}
			if p.accept("}") {
				break
			}
			p.expect(",")
		}
		return pos * step
	}
	start := p.peek()
	walk(0, 0)
	maxIdx := -1
	for _, i := range idx {
		maxIdx = max(maxIdx, i)
	}
	if v.Count == 0 { // omitted first dimension: size from the initializer
		inner := subSize(1) / scalarsPer
		n := (maxIdx + 1 + inner*scalarsPer - 1) / (inner * scalarsPer)
		if len(v.Dims) == 0 {
			n = maxIdx + 1
		}
		v.Count = max(n, 1) * inner
	}
	scalar := TypeSize(v.Type)
	total := v.ElemSize * v.Count
	if (maxIdx+1)*scalar > total {
		p.failAt(start, "too many initializers for %s", v.Name)
	}
	v.Init = make([]byte, total)
	for k, e := range elems {
		off := idx[k] * scalar
		if e.sym != "" {
			v.Relocs = append(v.Relocs, Reloc{Offset: off, Size: scalar, Symbol: e.sym, Addend: e.ival, Generic: e.generic})
			continue
		}
		putScalar(v.Init[off:off+scalar], v.Type, e)
	}
}

func putScalar(b []byte, ty string, e initElem) {
	var u uint64
	switch ty {
	case "f32":
		if e.isFloat {
			if e.single {
				u = e.fbits
			} else {
				u = uint64(math.Float32bits(float32(math.Float64frombits(e.fbits))))
			}
		} else {
			u = uint64(math.Float32bits(float32(e.ival)))
		}
	case "f64":
		if e.isFloat {
			if e.single {
				u = math.Float64bits(float64(math.Float32frombits(uint32(e.fbits))))
			} else {
				u = e.fbits
			}
		} else {
			u = math.Float64bits(float64(e.ival))
		}
	default:
		if e.isFloat {
			u = e.fbits
		} else {
			u = uint64(e.ival)
		}
	}
	for i := range b {
		b[i] = byte(u >> (8 * i))
	}
}

func (p *parser) initScalar() initElem {
	t := p.peek()
	if t.kind == tFloat {
		p.next()
		bits, single, ok := parseFloat(t.text)
		if !ok {
			p.failAt(t, "bad float literal")
		}
		return initElem{isFloat: true, fbits: bits, single: single}
	}
	if t.kind == tPunct && t.text == "-" && p.peekAt(1).kind == tFloat {
		p.next()
		f := p.next()
		bits, single, ok := parseFloat(f.text)
		if !ok {
			p.failAt(f, "bad float literal")
		}
		if single {
			bits ^= 1 << 31
		} else {
			bits ^= 1 << 63
		}
		return initElem{isFloat: true, fbits: bits, single: single}
	}
	if t.kind == tIdent {
		e := initElem{}
		if t.text == "generic" && p.peekAt(1).kind == tPunct && p.peekAt(1).text == "(" {
			p.next()
			p.next()
			e.sym = p.ident().text
			e.generic = true
			p.expect(")")
		} else {
			p.next()
			e.sym = t.text
		}
		if p.isPunct("+") || p.isPunct("-") {
			neg := p.next().text == "-"
			v := p.constExpr(2)
			if neg {
				v = -v
			}
			e.ival = v
		}
		return e
	}
	return initElem{ival: p.constExpr(0)}
}

// constExpr evaluates an integer constant expression with C precedence (level 0 = lowest).
func (p *parser) constExpr(level int) int64 {
	// levels: 0 |, 1 ^ &, 2 + -, 3 * / %, 4 << >>
	if level > 4 {
		return p.constUnary()
	}
	// The common operand, a literal that no operator follows, without the descent.
	if t, n := p.peek(), p.peekAt(1); t.kind == tInt && (n.kind != tPunct || !strings.Contains("|^&+-*/%<>", n.text)) {
		return p.intLit()
	}
	v := p.constExpr(level + 1)
	for {
		t := p.peek()
		if t.kind != tPunct {
			return v
		}
		op := t.text
		if op == "<" || op == ">" {
			if p.peekAt(1).kind != tPunct || p.peekAt(1).text != op || level != 4 {
				return v
			}
		} else {
			ok := level == 0 && op == "|" || level == 1 && (op == "^" || op == "&") ||
				level == 2 && (op == "+" || op == "-") || level == 3 && (op == "*" || op == "/" || op == "%")
			if !ok {
				return v
			}
		}
		p.next()
		if op == "<" || op == ">" {
			p.next()
		}
		w := p.constExpr(level + 1)
		switch op {
		case "|":
			v |= w
		case "^":
			v ^= w
		case "&":
			v &= w
		case "+":
			v += w
		case "-":
			v -= w
		case "*":
			v *= w
		case "/", "%":
			if w == 0 {
				p.failAt(t, "division by zero in constant expression")
			}
			if op == "/" {
				v = int64(uint64(v) / uint64(w))
			} else {
				v = int64(uint64(v) % uint64(w))
			}
		case "<":
			v <<= uint64(w) & 63
		case ">":
			v >>= uint64(w) & 63
		}
	}
}

func (p *parser) constUnary() int64 {
	t := p.peek()
	switch {
	case t.kind == tPunct && t.text == "-":
		p.next()
		return -p.constUnary()
	case t.kind == tPunct && t.text == "~":
		p.next()
		return ^p.constUnary()
	case t.kind == tPunct && t.text == "!":
		p.next()
		if p.constUnary() == 0 {
			return 1
		}
		return 0
	case t.kind == tPunct && t.text == "(":
		p.next()
		if p.peek().kind == tDot { // (.s64) / (.u64) casts
			p.next()
			p.expect(")")
			return p.constUnary()
		}
		v := p.constExpr(0)
		p.expect(")")
		return v
	case t.kind == tInt:
		return p.intLit()
	case t.kind == tIdent && t.text == "WARP_SZ":
		p.next()
		return 32
	}
	p.failAt(t, "expected constant expression")
	return 0
}

// body parses statements until the closing '}' of the current block.
func (p *parser) body(f *Function, depth int) {
	if depth > 256 {
		p.failAt(p.peek(), "blocks nested too deeply")
	}
	for {
		t := p.peek()
		switch {
		case t.kind == tEOF:
			p.failAt(t, "unexpected end of input in body of %s", f.Name)
		case t.kind == tPunct && t.text == "}":
			p.close = p.next()
			return
		case t.kind == tPunct && t.text == "{":
			p.next()
			f.Body = append(f.Body, Stmt{Kind: StmtBlockBegin, Line: int(t.line), Col: int(t.col)})
			p.body(f, depth+1)
			f.Body = append(f.Body, Stmt{Kind: StmtBlockEnd, Line: int(t.line), Col: int(t.col)})
		case t.kind == tDot:
			p.bodyDirective(f)
		case t.kind == tIdent && p.peekAt(1).kind == tPunct && p.peekAt(1).text == ":":
			p.next()
			p.next()
			p.labelled(f, t)
		case (t.kind == tPunct && t.text == "@" || t.kind == tIdent) && p.skim:
			p.skimInstruction()
		case t.kind == tPunct && t.text == "@" || t.kind == tIdent:
			in := p.instruction()
			f.Body = append(f.Body, Stmt{Kind: StmtInstr, Line: in.Line, Col: in.Col, Instr: in})
		case t.kind == tPunct && t.text == ";":
			p.next() // empty statement
		default:
			p.failAt(t, "expected a statement")
		}
	}
}

func (p *parser) labelled(f *Function, label token) {
	st := Stmt{Kind: StmtLabel, Line: int(label.line), Col: int(label.col), Label: label.text}
	t := p.peek()
	if t.kind == tDot {
		switch t.text {
		case ".callprototype":
			p.next()
			proto := &Function{Name: label.text, Line: int(t.line)}
			if p.isPunct("(") {
				proto.Returns = p.paramList()
			}
			if nm := p.ident(); nm.text != "_" {
				p.failAt(nm, "expected '_' in call prototype")
			}
			if p.isPunct("(") {
				proto.Params = p.paramList()
			}
			p.perfDirectives(proto)
			p.expect(";")
			f.Body = append(f.Body, Stmt{Kind: StmtProto, Line: int(label.line), Col: int(label.col), Label: label.text, Proto: proto})
			return
		case ".calltargets", ".branchtargets":
			p.next()
			st := Stmt{Kind: StmtTargets, Line: int(label.line), Col: int(label.col), Label: label.text}
			for {
				st.Targets = append(st.Targets, p.ident().text)
				if !p.accept(",") {
					break
				}
			}
			p.expect(";")
			f.Body = append(f.Body, st)
			return
		}
	}
	f.Body = append(f.Body, st)
}

func (p *parser) bodyDirective(f *Function) {
	t := p.peek()
	switch t.text {
	case ".reg", ".local", ".shared", ".param", ".const", ".global":
		for _, v := range p.varDecl(Internal) {
			f.Body = append(f.Body, Stmt{Kind: StmtDecl, Line: v.Line, Col: int(t.col), Decl: v})
		}
	case ".extern", ".visible", ".weak":
		p.next()
		link := map[string]Linkage{".extern": Extern, ".visible": Visible, ".weak": Weak}[t.text]
		if !p.isDot(".shared") && !p.isDot(".global") && !p.isDot(".const") && !p.isDot(".local") {
			p.failAt(p.peek(), "expected a variable declaration")
		}
		for _, v := range p.varDecl(link) {
			f.Body = append(f.Body, Stmt{Kind: StmtDecl, Line: v.Line, Col: int(t.col), Decl: v})
		}
	case ".loc":
		p.next()
		st := Stmt{Kind: StmtLoc, Line: int(t.line), Col: int(t.col), Loc: new(Loc)}
		st.File = int(p.intLit())
		st.LocLine = int(p.intLit())
		st.LocCol = int(p.intLit())
		for p.accept(",") { // function_name label{+imm}, inlined_at f l c
			k := p.ident()
			switch k.text {
			case "function_name":
				st.LocFunc = p.ident().text
				if p.accept("+") {
					p.intLit()
				}
			case "inlined_at":
				st.InlFile = int(p.intLit())
				st.InlLine = int(p.intLit())
				p.intLit()
			default:
				p.failAt(k, "unknown .loc attribute")
			}
		}
		f.Body = append(f.Body, st)
	case ".pragma":
		p.next()
		for _, s := range p.pragmaList() {
			f.Body = append(f.Body, Stmt{Kind: StmtPragma, Line: int(t.line), Col: int(t.col), Text: s})
		}
	default:
		p.failAt(t, "unexpected directive in function body")
	}
}

func (p *parser) instruction() *Instr {
	in := p.newInstr()
	first := p.peek()
	p.instr = first
	in.Line, in.Col = int(first.line), int(first.col)
	if p.accept("@") {
		if p.accept("!") {
			in.GuardNeg = true
		}
		in.Guard = p.ident().text
	}
	op := p.ident()
	in.Opcode = op.text
	seed := formSeed(op.text)
	whole := uint64(seed)
	mods := p.modTmp[:0]
	for {
		t := p.peek()
		if t.kind != tDot || t.space {
			break
		}
		p.next()
		mods = append(mods, t.text[1:])
		whole = nextWhole(whole, p.m.noteForm(seed, t.text[1:]))
	}
	p.modTmp = mods
	in.Mods = carve(&p.mods, mods, 4*p.chunk)
	p.useOpcode(op)
	if p.accept(";") {
		p.m.noteArity(seed, whole, 0)
		return in
	}
	// operand never touches opdTmp (nested operands collect their elements locally), so the
	// scratch can be used across the calls.
	opds := p.opdTmp[:0]
	for {
		opds = append(opds, p.operand(0))
		if p.accept(";") {
			break
		}
		p.expect(",")
	}
	p.opdTmp = opds
	in.Operands = carve(&p.opds, opds, 3*p.chunk)
	p.m.noteArity(seed, whole, len(opds))
	return in
}

// elems parses operands separated by ',' up to the closing punctuation, the opening one already
// consumed.
func (p *parser) elems(depth int, closing string) []Operand {
	if p.accept(closing) {
		return nil
	}
	var buf [4]Operand
	es := buf[:0]
	for {
		es = append(es, p.operand(depth+1))
		if p.accept(closing) {
			return carve(&p.opds, es, 3*p.chunk)
		}
		p.expect(",")
	}
}

func (p *parser) operand(depth int) Operand {
	if depth > 8 {
		p.failAt(p.peek(), "operand nested too deeply")
	}
	t := p.peek()
	switch {
	case t.kind == tPunct && t.text == "{":
		p.next()
		o := Operand{Kind: OpdVector, Elems: p.elems(depth, "}")}
		if p.accept("|") { // tex's and tld4's {d...}|p: p tells whether the texels were resident
			q := p.operand(depth + 1)
			return Operand{Kind: OpdPair, Elems: carve(&p.opds, []Operand{o, q}, 3*p.chunk)}
		}
		return o
	case t.kind == tPunct && t.text == "(":
		p.next()
		return Operand{Kind: OpdList, Elems: p.elems(depth, ")")}
	case t.kind == tPunct && t.text == "[":
		p.next()
		o := Operand{Kind: OpdAddr}
		if p.peek().kind == tIdent {
			o.Name = p.next().text
			if p.isPunct("+") || p.isPunct("-") {
				neg := p.next().text == "-"
				v := p.intLit()
				if neg {
					v = -v
				}
				o.Int = v
			}
		} else {
			o.Int = p.constExpr(0)
		}
		for p.accept(",") { // texture/surface forms [tex, {coords}]
			o.Elems = append(o.Elems, p.operand(depth+1))
		}
		p.expect("]")
		return o
	case t.kind == tPunct && t.text == "!":
		p.next()
		o := p.operand(depth + 1)
		if o.Kind != OpdReg {
			p.failAt(t, "'!' needs a predicate")
		}
		o.Not = true
		return o
	case t.kind == tPunct && t.text == "-":
		nt := p.peekAt(1)
		if nt.kind == tFloat {
			p.next()
			p.next()
			bits, single, ok := parseFloat(nt.text)
			if !ok {
				p.failAt(nt, "bad float literal")
			}
			if single {
				bits ^= 1 << 31
			} else {
				bits ^= 1 << 63
			}
			return Operand{Kind: OpdFloat, Bits: bits, Single: single}
		}
		if nt.kind == tIdent {
			p.next()
			o := p.operand(depth + 1)
			o.Neg = true
			return o
		}
		return Operand{Kind: OpdInt, Int: p.constExpr(0)}
	case t.kind == tInt || t.kind == tPunct && (t.text == "~" || t.text == "("):
		return Operand{Kind: OpdInt, Int: p.constExpr(0)}
	case t.kind == tFloat:
		p.next()
		bits, single, ok := parseFloat(t.text)
		if !ok {
			p.failAt(t, "bad float literal")
		}
		return Operand{Kind: OpdFloat, Bits: bits, Single: single}
	case t.kind == tIdent:
		p.next()
		if t.text == "_" {
			// A sink, alone or as the first of a pair (elect.sync _|p, mask, as CUB 3 emits).
			o := Operand{Kind: OpdSink}
			if p.accept("|") {
				q := p.operand(depth + 1)
				return Operand{Kind: OpdPair, Elems: carve(&p.opds, []Operand{o, q}, 3*p.chunk)}
			}
			return o
		}
		if t.text == "WARP_SZ" {
			return Operand{Kind: OpdInt, Int: 32}
		}
		o := Operand{Kind: OpdReg, Name: t.text}
		if c := p.peek(); c.kind == tDot && !c.space {
			p.next()
			o.Comp = c.text[1:]
		}
		if p.isPunct("+") && p.peekAt(1).kind == tInt {
			p.next()
			o.Int = p.intLit()
		}
		if p.accept("|") {
			q := p.operand(depth + 1)
			return Operand{Kind: OpdPair, Elems: carve(&p.opds, []Operand{o, q}, 3*p.chunk)}
		}
		return o
	}
	p.failAt(t, "expected an operand")
	return Operand{}
}
