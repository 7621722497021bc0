// Package ptxscan reads what a loader needs from PTX text: the module
// header (.version, .target, .address_size), module-scope variables with
// their sizes and initial bytes, and each .entry's parameter list and
// performance directives. Function bodies are skipped by brace matching;
// checking instructions is the PTX engine's job.
//
// Errors are CUDA_ERROR_INVALID_PTX with the line and column.
package ptxscan

import (
	"fmt"

	"cudasim/cu"
)

type tokKind int

const (
	tokEOF       tokKind = iota
	tokDirective         // .version, .u32, ...
	tokIdent             // names, including %r1 and $str
	tokNumber            // 42, 0x1F, 7.8, 0f3F800000, 1.5e3
	tokString            // "..."
	tokPunct             // one of ( ) { } [ ] , ; = + - < > @ ! : | & * / ~ ^ ? %
)

type token struct {
	kind      tokKind
	text      string
	line, col int
}

func (t token) String() string {
	switch t.kind {
	case tokEOF:
		return "end of input"
	case tokString:
		return "string " + t.text
	}
	return fmt.Sprintf("%q", t.text)
}

type lexer struct {
	src       []byte
	pos       int
	line, col int
	peeked    *token
}

func newLexer(src []byte) *lexer { return &lexer{src: src, line: 1, col: 1} }

func errorAt(line, col int, format string, args ...any) error {
	return cu.Errorf(cu.ErrorInvalidPTX, "ptx: line %d, column %d: %s", line, col, fmt.Sprintf(format, args...))
}

func (l *lexer) advance(n int) {
	for i := 0; i < n && l.pos < len(l.src); i++ {
		if l.src[l.pos] == '\n' {
			l.line++
			l.col = 1
		} else {
			l.col++
		}
		l.pos++
	}
}

func isIdentStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$' || c == '%'
}

func isIdentChar(c byte) bool {
	return isIdentStart(c) || c >= '0' && c <= '9'
}

// skipSpace skips white space and comments.
func (l *lexer) skipSpace() error {
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			l.advance(1)
		case c == '/' && l.pos+1 < len(l.src) && l.src[l.pos+1] == '/':
			for l.pos < len(l.src) && l.src[l.pos] != '\n' {
				l.advance(1)
			}
		case c == '/' && l.pos+1 < len(l.src) && l.src[l.pos+1] == '*':
			line, col := l.line, l.col
			l.advance(2)
			for {
				if l.pos+1 >= len(l.src) {
					return errorAt(line, col, "unterminated /* comment")
				}
				if l.src[l.pos] == '*' && l.src[l.pos+1] == '/' {
					l.advance(2)
					break
				}
				l.advance(1)
			}
		default:
			return nil
		}
	}
	return nil
}

func (l *lexer) peek() (token, error) {
	if l.peeked != nil {
		return *l.peeked, nil
	}
	t, err := l.scan()
	if err != nil {
		return t, err
	}
	l.peeked = &t
	return t, nil
}

func (l *lexer) next() (token, error) {
	if l.peeked != nil {
		t := *l.peeked
		l.peeked = nil
		return t, nil
	}
	return l.scan()
}

func (l *lexer) scan() (token, error) {
	if err := l.skipSpace(); err != nil {
		return token{}, err
	}
	t := token{line: l.line, col: l.col}
	if l.pos >= len(l.src) {
		return t, nil
	}
	start := l.pos
	c := l.src[l.pos]
	switch {
	case c == '.' && l.pos+1 < len(l.src) && isIdentStart(l.src[l.pos+1]):
		l.advance(1)
		for l.pos < len(l.src) && isIdentChar(l.src[l.pos]) {
			l.advance(1)
		}
		t.kind = tokDirective
	case isIdentStart(c):
		// Opcodes and special registers keep their dotted suffixes
		// (ld.shared.f32, %tid.x) so that no suffix reads as a directive.
		for l.pos < len(l.src) && (isIdentChar(l.src[l.pos]) || l.src[l.pos] == '.' && l.pos+1 < len(l.src) && isIdentChar(l.src[l.pos+1])) {
			l.advance(1)
		}
		t.kind = tokIdent
	case c >= '0' && c <= '9':
		for l.pos < len(l.src) {
			d := l.src[l.pos]
			if isIdentChar(d) || d == '.' {
				l.advance(1)
				continue
			}
			// exponent sign: 1.5e-3
			if (d == '+' || d == '-') && (l.src[l.pos-1] == 'e' || l.src[l.pos-1] == 'E') && !isHexPrefixed(l.src[start:l.pos]) {
				l.advance(1)
				continue
			}
			break
		}
		t.kind = tokNumber
	case c == '"':
		l.advance(1)
		for {
			if l.pos >= len(l.src) || l.src[l.pos] == '\n' {
				return t, errorAt(t.line, t.col, "unterminated string")
			}
			if l.src[l.pos] == '\\' {
				l.advance(2)
				continue
			}
			if l.src[l.pos] == '"' {
				l.advance(1)
				break
			}
			l.advance(1)
		}
		t.kind = tokString
	case c < 0x20 || c >= 0x7f:
		return t, errorAt(t.line, t.col, "unexpected byte %#02x", c)
	default:
		l.advance(1)
		t.kind = tokPunct
	}
	t.text = string(l.src[start:l.pos])
	return t, nil
}

func isHexPrefixed(b []byte) bool {
	return len(b) >= 2 && b[0] == '0' && (b[1] == 'x' || b[1] == 'X' || b[1] == 'f' || b[1] == 'F' || b[1] == 'd' || b[1] == 'D')
}
