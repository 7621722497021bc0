package trace

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"cudasim/internal/bounded"
)

// A SyntaxError is a line of a trace that does not parse.
type SyntaxError struct {
	File string // "" when parsing an unnamed reader
	Line int    // 1-based
	Col  int    // 1-based byte column
	Msg  string
}

func (e *SyntaxError) Error() string {
	f := e.File
	if f == "" {
		f = "trace"
	}
	return fmt.Sprintf("%s:%d:%d: %s", f, e.Line, e.Col, e.Msg)
}

// Parse reads a trace. File references (file:name) are recorded but not
// read; see ReadFile and Trace.Load.
func Parse(r io.Reader) (*Trace, error) { return ParseNamed("", r) }

// ParseNamed is Parse with the file name to put in errors and Trace.Name.
// Bounds on what a trace may hold: a runaway input (a trace named
// /dev/zero) ends in an error instead of the process running out of memory.
const (
	MaxTraceBytes = 1 << 30  // a trace's text
	MaxLineBytes  = 64 << 20 // one line of it
	MaxDataBytes  = 1 << 30  // a file: value's data
)

func ParseNamed(name string, r io.Reader) (*Trace, error) {
	t := &Trace{Name: name}
	br := bufio.NewReaderSize(bounded.Reader(r, MaxTraceBytes, name), 64<<10)
	var notes []string
	for lineNo := 1; ; lineNo++ {
		line, err := bounded.Line(br, MaxLineBytes)
		if err != nil && err != io.EOF {
			return nil, fmt.Errorf("%s:%d: %w", name, lineNo, err)
		}
		if line == "" && err == io.EOF {
			break
		}
		line = strings.TrimRight(line, "\r\n")
		p := &lineParser{file: name, line: lineNo, s: line}
		p.skipSpace()
		switch {
		case p.eol():
			notes = nil
		case p.peek() == '#':
			notes = append(notes, commentText(p.s[p.i+1:]))
		case p.peek() == '@':
			d, perr := p.directive()
			if perr != nil {
				return nil, perr
			}
			t.Directives = append(t.Directives, d)
			notes = nil
		default:
			c, perr := p.call()
			if perr != nil {
				return nil, perr
			}
			c.Notes = notes
			notes = nil
			t.Calls = append(t.Calls, c)
		}
		if err == io.EOF {
			break
		}
	}
	return t, nil
}

// ParseCall parses one call line, as Call.String formats it.
func ParseCall(line string) (Call, error) {
	p := &lineParser{line: 1, s: line}
	p.skipSpace()
	return p.call()
}

// ParseValue parses one value, as Value.String formats it.
func ParseValue(s string) (Value, error) {
	p := &lineParser{line: 1, s: s}
	p.skipSpace()
	v, err := p.value(true)
	if err != nil {
		return Value{}, err
	}
	p.skipSpace()
	if !p.eol() {
		return Value{}, p.errorf("unexpected %q after value", p.rest())
	}
	return v, nil
}

func commentText(s string) string { return strings.TrimPrefix(s, " ") }

type lineParser struct {
	file string
	line int
	s    string
	i    int
}

func (p *lineParser) errorf(format string, args ...any) error {
	return &SyntaxError{File: p.file, Line: p.line, Col: p.i + 1, Msg: fmt.Sprintf(format, args...)}
}

func (p *lineParser) eol() bool  { return p.i >= len(p.s) }
func (p *lineParser) peek() byte { return p.s[p.i] }
func (p *lineParser) rest() string {
	r := p.s[p.i:]
	if len(r) > 20 {
		r = r[:20] + "..."
	}
	return r
}

func (p *lineParser) skipSpace() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t') {
		p.i++
	}
}

func isIdentStart(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isIdentChar(c byte) bool {
	return isIdentStart(c) || c >= '0' && c <= '9' || c == '_' || c == '.'
}

func (p *lineParser) ident() string {
	start := p.i
	if p.eol() || !isIdentStart(p.peek()) {
		return ""
	}
	for p.i < len(p.s) && isIdentChar(p.s[p.i]) {
		p.i++
	}
	return p.s[start:p.i]
}

// token reads up to the next delimiter: space, comma, closing bracket, '#'.
func (p *lineParser) token() string {
	start := p.i
	for p.i < len(p.s) && !strings.ContainsRune(" \t,)]#", rune(p.s[p.i])) {
		p.i++
	}
	return p.s[start:p.i]
}

func (p *lineParser) expect(c byte) error {
	if p.eol() || p.peek() != c {
		if p.eol() {
			return p.errorf("expected %q, found end of line", c)
		}
		return p.errorf("expected %q, found %q", c, p.rest())
	}
	p.i++
	return nil
}

func (p *lineParser) directive() (Directive, error) {
	p.i++ // '@'
	d := Directive{Line: p.line}
	if d.Name = p.ident(); d.Name == "" {
		return d, p.errorf("directive needs a name after '@'")
	}
	for {
		p.skipSpace()
		if p.eol() || p.peek() == '#' {
			return d, nil
		}
		if p.peek() == '"' {
			q, err := strconv.QuotedPrefix(p.s[p.i:])
			if err != nil {
				return d, p.errorf("bad quoted string")
			}
			u, _ := strconv.Unquote(q)
			p.i += len(q)
			d.Args = append(d.Args, u)
			continue
		}
		start := p.i
		for p.i < len(p.s) && p.s[p.i] != ' ' && p.s[p.i] != '\t' {
			p.i++
		}
		d.Args = append(d.Args, p.s[start:p.i])
	}
}

func (p *lineParser) call() (Call, error) {
	c := Call{Line: p.line, Thread: DefaultThread}
	first := p.ident()
	if first == "" {
		return c, p.errorf("expected a call such as cuInit(0), found %q", p.rest())
	}
	p.skipSpace()
	if !p.eol() && p.peek() == '(' {
		c.Name = first
	} else {
		c.Thread = first
		if c.Name = p.ident(); c.Name == "" {
			return c, p.errorf("expected a call name after thread %s, found %q", first, p.rest())
		}
	}
	if err := p.expect('('); err != nil {
		return c, err
	}
	args, err := p.elems(')')
	if err != nil {
		return c, err
	}
	c.Args = args
	p.skipSpace()
	if !strings.HasPrefix(p.s[p.i:], "->") {
		return c, p.errorf("expected '-> RESULT' after the arguments of %s", c.Name)
	}
	c.Arrow = p.i
	p.i += 2
	p.skipSpace()
	tok := p.token()
	if tok == "" {
		return c, p.errorf("expected a result code after '->'")
	}
	for i, alt := range strings.Split(tok, "|") {
		r, ok := ParseResult(alt)
		if !ok {
			p.i -= len(tok)
			return c, p.errorf("unknown result code %q", alt)
		}
		if i == 0 {
			c.Result = r
		} else {
			c.Also = append(c.Also, r)
		}
	}
	for {
		p.skipSpace()
		if p.eol() {
			return c, nil
		}
		if p.peek() == '#' {
			c.Comment = commentText(p.s[p.i+1:])
			return c, nil
		}
		v, err := p.value(true)
		if err != nil {
			return c, err
		}
		c.Outs = append(c.Outs, v)
		if !p.eol() && p.peek() != ' ' && p.peek() != '\t' && p.peek() != '#' {
			return c, p.errorf("expected a space between returned values, found %q", p.rest())
		}
	}
}

// elems parses comma-separated values up to the closing byte.
func (p *lineParser) elems(close byte) ([]Value, error) {
	var vs []Value
	p.skipSpace()
	if !p.eol() && p.peek() == close {
		p.i++
		return vs, nil
	}
	for {
		p.skipSpace()
		v, err := p.value(true)
		if err != nil {
			return nil, err
		}
		vs = append(vs, v)
		p.skipSpace()
		if p.eol() {
			return nil, p.errorf("expected ',' or %q, found end of line", close)
		}
		switch p.peek() {
		case ',':
			p.i++
		case close:
			p.i++
			return vs, nil
		default:
			return nil, p.errorf("expected ',' or %q, found %q", close, p.rest())
		}
	}
}

func (p *lineParser) value(keyOK bool) (Value, error) {
	if p.eol() {
		return Value{}, p.errorf("expected a value, found end of line")
	}
	switch c := p.peek(); {
	case c == '"':
		q, err := strconv.QuotedPrefix(p.s[p.i:])
		if err != nil {
			return Value{}, p.errorf("bad quoted string")
		}
		s, _ := strconv.Unquote(q)
		p.i += len(q)
		return String(s), nil
	case c == '(' || c == '[':
		p.i++
		close := byte(')')
		kind := KindTuple
		if c == '[' {
			close, kind = ']', KindList
		}
		es, err := p.elems(close)
		if err != nil {
			return Value{}, err
		}
		return Value{Kind: kind, Elems: es}, nil
	case c == '-' || c >= '0' && c <= '9':
		start := p.i
		tok := p.token()
		v, err := parseUntyped(tok)
		if err != nil {
			p.i = start
			return Value{}, p.errorf("%v", err)
		}
		return v, nil
	case c == '_' && (p.i+1 == len(p.s) || !isIdentChar(p.s[p.i+1])):
		p.i++
		v := Any()
		return v, p.not(&v)
	case isIdentStart(c):
		start := p.i
		id := p.ident()
		if !p.eol() {
			switch p.peek() {
			case '=':
				if !keyOK {
					return Value{}, p.errorf("a value cannot have two keys")
				}
				p.i++
				v, err := p.value(false)
				if err != nil {
					return Value{}, err
				}
				v.Key = id
				return v, nil
			case ':':
				p.i++
				return p.prefixed(id, start)
			case '[':
				if ScalarSize(id) > 0 {
					p.i++
					return p.array(id)
				}
			}
		}
		if id == "null" {
			return Null(), nil
		}
		v := Symbol(id)
		if !p.eol() && (p.peek() == '+' || p.peek() == '-') {
			sign := p.peek()
			p.i++
			tok := p.token()
			off, err := strconv.ParseInt(tok, 0, 64)
			if err != nil || off < 0 {
				return Value{}, p.errorf("bad offset %q after %s", tok, id)
			}
			if sign == '-' {
				off = -off
			}
			v.Off = off
		}
		return v, p.not(&v)
	}
	return Value{}, p.errorf("expected a value, found %q", p.rest())
}

// not parses an optional "!name" after a symbol or '_'.
func (p *lineParser) not(v *Value) error {
	if p.eol() || p.peek() != '!' {
		return nil
	}
	p.i++
	if v.Not = p.ident(); v.Not == "" {
		return p.errorf("expected a name after '!'")
	}
	return nil
}

func parseUntyped(tok string) (Value, error) {
	if n, err := strconv.ParseInt(tok, 0, 64); err == nil {
		return Int(n), nil
	}
	if u, err := strconv.ParseUint(tok, 0, 64); err == nil {
		return Uint(u), nil
	}
	return Value{}, fmt.Errorf("bad number %q", tok)
}

// prefixed parses what follows "id:": hex bytes, a file, or a typed scalar.
func (p *lineParser) prefixed(id string, start int) (Value, error) {
	switch id {
	case "hex":
		b, mask, err := p.hexBytes()
		if err != nil {
			return Value{}, err
		}
		return Value{Kind: KindBytes, Bytes: b, Mask: mask}, nil
	case "file":
		var name string
		if !p.eol() && p.peek() == '"' {
			q, err := strconv.QuotedPrefix(p.s[p.i:])
			if err != nil {
				return Value{}, p.errorf("bad quoted file name")
			}
			name, _ = strconv.Unquote(q)
			p.i += len(q)
		} else {
			name = p.token()
		}
		if name == "" {
			return Value{}, p.errorf("file: needs a file name")
		}
		return Value{Kind: KindBytes, Str: name}, nil
	}
	if ScalarSize(id) == 0 || id == "f16" {
		p.i = start
		return Value{}, p.errorf("unknown prefix %q (want hex:, file:, or a type such as i32:)", id)
	}
	tstart := p.i
	tok := p.token()
	v, err := parseScalar(id, tok)
	if err != nil {
		p.i = tstart
		return Value{}, p.errorf("%v", err)
	}
	return v, nil
}

func (p *lineParser) hexBytes() ([]byte, []bool, error) {
	start := p.i
	tok := p.token()
	if len(tok)%2 != 0 {
		p.i = start
		return nil, nil, p.errorf("hex: needs an even number of digits, has %d", len(tok))
	}
	b := make([]byte, len(tok)/2)
	var mask []bool
	for i := 0; i < len(tok); i += 2 {
		if tok[i] == '_' && tok[i+1] == '_' {
			if mask == nil {
				mask = make([]bool, len(b))
				for j := 0; j < i/2; j++ {
					mask[j] = true
				}
			}
			continue
		}
		hi, ok1 := unhex(tok[i])
		lo, ok2 := unhex(tok[i+1])
		if !ok1 || !ok2 {
			p.i = start + i
			return nil, nil, p.errorf("bad hex digit in %q", tok[i:i+2])
		}
		b[i/2] = hi<<4 | lo
		if mask != nil {
			mask[i/2] = true
		}
	}
	return b, mask, nil
}

func unhex(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// array parses the elements of typ[...] after the '['.
func (p *lineParser) array(typ string) (Value, error) {
	w := ScalarSize(typ)
	v := Value{Kind: KindBytes, Type: typ, Bytes: []byte{}}
	var mask []bool
	for {
		p.skipSpace()
		if p.eol() {
			return Value{}, p.errorf("expected ']' to close %s[", typ)
		}
		if p.peek() == ']' {
			p.i++
			v.Mask = mask
			return v, nil
		}
		start := p.i
		tok := p.token()
		if tok == "" {
			return Value{}, p.errorf("unexpected %q in %s array", p.rest(), typ)
		}
		elem, count := tok, 1
		if k := strings.IndexByte(tok, '*'); k >= 0 {
			n, err := strconv.Atoi(tok[k+1:])
			if err != nil || n < 1 || n > 1<<24 {
				p.i = start
				return Value{}, p.errorf("bad repeat count in %q", tok)
			}
			elem, count = tok[:k], n
		}
		var b []byte
		checked := elem != "_"
		if checked {
			s, err := parseScalar(typ, elem)
			if err != nil {
				p.i = start
				return Value{}, p.errorf("%v", err)
			}
			if b, err = s.Encode(); err != nil {
				p.i = start
				return Value{}, p.errorf("%v", err)
			}
		} else {
			b = make([]byte, w)
			if mask == nil {
				mask = make([]bool, len(v.Bytes))
				for j := range mask {
					mask[j] = true
				}
			}
		}
		if len(v.Bytes)+count*w > 1<<26 {
			return Value{}, p.errorf("array too large")
		}
		for ; count > 0; count-- {
			v.Bytes = append(v.Bytes, b...)
			if mask != nil {
				for j := 0; j < w; j++ {
					mask = append(mask, checked)
				}
			}
		}
	}
}

// parseScalar reads a scalar of type typ: integers in Go syntax (decimal, 0x,
// 0b, 0o), floats as decimal or 0x-bits.
func parseScalar(typ, tok string) (Value, error) {
	w := ScalarSize(typ)
	if tok == "" {
		return Value{}, fmt.Errorf("%s: needs a value", typ)
	}
	switch typ {
	case "f32", "f64":
		if isHexBits(tok) {
			u, err := strconv.ParseUint(tok[2:], 16, w*8)
			if err != nil {
				return Value{}, fmt.Errorf("bad %s bits %q", typ, tok)
			}
			if typ == "f32" {
				return F32(math.Float32frombits(uint32(u))), nil
			}
			return F64(math.Float64frombits(u)), nil
		}
		f, err := strconv.ParseFloat(tok, w*8)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			return Value{}, fmt.Errorf("bad %s %q", typ, tok)
		}
		return Value{Kind: KindFloat, Type: typ, Float: f}, nil
	case "f16":
		u, err := strconv.ParseUint(strings.TrimPrefix(tok, "0x"), 16, 16)
		if err != nil || !strings.HasPrefix(tok, "0x") {
			return Value{}, fmt.Errorf("f16 values are written as bits, 0x3c00; bad %q", tok)
		}
		return Value{Kind: KindInt, Type: "u16", Int: int64(u)}, nil
	}
	if typ[0] == 'u' {
		u, err := strconv.ParseUint(tok, 0, w*8)
		if err != nil {
			return Value{}, fmt.Errorf("bad %s %q", typ, tok)
		}
		return Value{Kind: KindInt, Type: typ, Int: int64(u)}, nil
	}
	n, err := strconv.ParseInt(tok, 0, w*8)
	if err != nil {
		// Accept the unsigned spelling of a signed value's bits: i32:0xffffffff.
		u, uerr := strconv.ParseUint(tok, 0, w*8)
		if uerr != nil {
			return Value{}, fmt.Errorf("bad %s %q", typ, tok)
		}
		n = normInt(typ, int64(u))
	}
	return Value{Kind: KindInt, Type: typ, Int: n}, nil
}

func isHexBits(tok string) bool {
	if len(tok) < 3 || tok[0] != '0' || (tok[1] != 'x' && tok[1] != 'X') {
		return false
	}
	for i := 2; i < len(tok); i++ {
		if _, ok := unhex(tok[i]); !ok {
			return false
		}
	}
	return true
}
