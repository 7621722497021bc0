package ptx

import (
	"cudasim/cu"
)

type tokKind uint8

const (
	tEOF tokKind = iota
	tIdent
	tDot // .directive or .modifier (text includes the dot)
	tInt
	tFloat
	tString
	tPunct
)

// token is one lexeme. text is a substring of the one string copy of the source the lexer makes,
// so tokens (and the AST names taken from them) cost no allocation of their own; line and col
// are int32 to keep a token at 32 bytes.
type token struct {
	text  string
	line  int32
	col   int32
	kind  tokKind
	space bool // whitespace or a comment precedes the token
}

// Character classes, one table lookup a byte: the lexer's loops test every byte of the source.
const (
	classIdentStart = 1 << iota // a letter, '_', '$' or '%'
	classIdentChar              // a letter, a digit, '_' or '$'
	classDigit
	classHex
	classBlank // ' ', '\t', '\r', '\f', '\v'
	// classSkip: a byte that may begin what the lexer skips (a newline, a comment, a NUL, an
	// @@DWARF line); the other bytes go straight to the token cases.
	classSkip
)

var charClass = func() (t [256]uint8) {
	for c := range 256 {
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		digit := c >= '0' && c <= '9'
		if letter || c == '_' || c == '$' || c == '%' {
			t[c] |= classIdentStart
		}
		if letter || digit || c == '_' || c == '$' {
			t[c] |= classIdentChar
		}
		if digit {
			t[c] |= classDigit
		}
		if digit || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' {
			t[c] |= classHex
		}
		if c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v' {
			t[c] |= classBlank
		}
		if c == '\n' || c == '/' || c == 0 || c == '@' {
			t[c] |= classSkip
		}
	}
	return t
}()

func isIdentChar(c byte) bool { return charClass[c]&classIdentChar != 0 }

func isDigit(c byte) bool { return charClass[c]&classDigit != 0 }

func isHex(c byte) bool { return charClass[c]&classHex != 0 }

// lexer produces tokens on demand, so a parse holds two tokens at a time rather than a token
// array several times the size of the source.
type lexer struct {
	src       []byte
	text      string // one copy of src that backs every token's text
	i         int
	line      int
	lineStart int
	space     bool    // whitespace or a comment since the last token
	prev      tokKind // kind of the last token returned; tEOF before the first
	err       error   // the first lexical error; the lexer then returns only tEOF
}

func newLexer(src []byte) *lexer {
	return &lexer{src: src, text: string(src), line: 1, space: true, prev: tEOF}
}

func (lx *lexer) fail(line, col int, format string, args ...any) token {
	lx.err = cu.Errorf(cu.ErrorInvalidPTX, "line %d col %d: "+format, append([]any{line, col}, args...)...)
	return lx.eof()
}

func (lx *lexer) eof() token {
	lx.i = len(lx.src)
	return token{kind: tEOF, line: int32(lx.line), col: int32(lx.i - lx.lineStart + 1), space: true}
}

// next returns the next token: tEOF at the end of input and, once a lexical error occurred (kept
// in lx.err, with line and column), from then on.
func (lx *lexer) next() token {
	if lx.err != nil {
		return lx.eof()
	}
	src := lx.src
	n := len(src)
	i := lx.i
	for i < n {
		c := src[i]
		cls := charClass[c]
		if cls&classBlank != 0 {
			// A run of blanks at once: indentation and the gaps between operands.
			for i++; i < n && charClass[src[i]]&classBlank != 0; i++ {
			}
			lx.space = true
			continue
		}
		if cls&classSkip != 0 {
			switch {
			case c == '\n':
				lx.line++
				i++
				lx.lineStart = i
				lx.space = true
				continue
			case c == '/' && i+1 < n && src[i+1] == '/':
				for i < n && src[i] != '\n' {
					i++
				}
				lx.space = true
				continue
			case c == '/' && i+1 < n && src[i+1] == '*':
				sl, sc := lx.line, i-lx.lineStart+1
				i += 2
				for {
					if i+1 >= n {
						return lx.fail(sl, sc, "unterminated comment")
					}
					if src[i] == '*' && src[i+1] == '/' {
						i += 2
						break
					}
					if src[i] == '\n' {
						lx.line++
						lx.lineStart = i + 1
					}
					i++
				}
				lx.space = true
				continue
			case c == 0:
				// A NUL terminates PTX text handed to the driver.
				i = n
				continue
			case c == '@' && i+1 < n && src[i+1] == '@':
				// Legacy @@DWARF line: skip to end of line.
				for i < n && src[i] != '\n' {
					i++
				}
				lx.space = true
				continue
			}
		}
		start := i
		line, col := lx.line, i-lx.lineStart+1
		t := token{line: int32(line), col: int32(col), space: lx.space}
		switch {
		case cls&classIdentStart != 0: // first: the most frequent, and no other case's byte
			i++
			for i < n && isIdentChar(src[i]) {
				i++
			}
			if i == start+1 && (c == '%' || c == '$') {
				return lx.fail(line, col, "bad identifier %q", string(c))
			}
			t.kind = tIdent
		case c == '#':
			return lx.fail(line, col, "preprocessor directives are not supported")
		case cls&classDigit != 0 || c == '.' && i+1 < n && isDigit(src[i+1]) && !(!t.space && (lx.prev == tIdent || lx.prev == tDot)):
			// ".1d" right after a word is a modifier (tex.1d), not the number .1.
			kind, end, err := lexNumber(src, i)
			if err != "" {
				return lx.fail(line, col, "%s", err)
			}
			t.kind = kind
			i = end
		case c == '.':
			i++
			for i < n {
				if isIdentChar(src[i]) {
					i++
				} else if src[i] == ':' && i+2 < n && src[i+1] == ':' && isIdentChar(src[i+2]) {
					i += 2
				} else {
					break
				}
			}
			if i == start+1 {
				return lx.fail(line, col, "stray '.'")
			}
			t.kind = tDot
		case c == '"':
			i++
			for i < n && src[i] != '"' && src[i] != '\n' {
				if src[i] == '\\' && i+1 < n {
					i++
				}
				i++
			}
			if i >= n || src[i] != '"' {
				return lx.fail(line, col, "unterminated string")
			}
			i++
			t.kind = tString
		default:
			switch c {
			case ',', ';', ':', '(', ')', '[', ']', '{', '}', '<', '>', '+', '-', '*', '/', '!', '|', '@', '=', '&', '^', '~', '?':
				i++
				t.kind = tPunct
			default:
				return lx.fail(line, col, "unexpected character %q", string(rune(c)))
			}
		}
		t.text = lx.text[start:i]
		lx.i = i
		lx.space = false
		lx.prev = t.kind
		return t
	}
	lx.i = i
	return lx.eof()
}

// lexNumber scans a numeric literal at src[i:]: decimal/hex/octal/binary integers (optional U
// suffix), decimal floats, and the exact-bits forms 0fXXXXXXXX and 0dXXXXXXXXXXXXXXXX.
func lexNumber(src []byte, i int) (tokKind, int, string) {
	n := len(src)
	if src[i] == '0' && i+1 < n {
		switch src[i+1] {
		case 'f', 'F', 'd', 'D':
			want := 8
			if src[i+1] == 'd' || src[i+1] == 'D' {
				want = 16
			}
			j := i + 2
			for j < n && isHex(src[j]) {
				j++
			}
			if j-(i+2) != want {
				return 0, j, "bad hexadecimal float literal"
			}
			if j < n && isIdentChar(src[j]) {
				return 0, j, "bad hexadecimal float literal"
			}
			return tFloat, j, ""
		case 'x', 'X':
			j := i + 2
			for j < n && isHex(src[j]) {
				j++
			}
			if j == i+2 {
				return 0, j, "bad hexadecimal literal"
			}
			if j < n && (src[j] == 'U' || src[j] == 'u') {
				j++
			}
			if j < n && isIdentChar(src[j]) {
				return 0, j, "bad hexadecimal literal"
			}
			return tInt, j, ""
		case 'b', 'B':
			j := i + 2
			for j < n && (src[j] == '0' || src[j] == '1') {
				j++
			}
			if j == i+2 {
				return 0, j, "bad binary literal"
			}
			if j < n && (src[j] == 'U' || src[j] == 'u') {
				j++
			}
			return tInt, j, ""
		}
	}
	j := i
	for j < n && isDigit(src[j]) {
		j++
	}
	float := false
	if j < n && src[j] == '.' && (j+1 >= n || isDigit(src[j+1]) || !isIdentChar(src[j+1])) {
		float = true
		j++
		for j < n && isDigit(src[j]) {
			j++
		}
	}
	if j < n && (src[j] == 'e' || src[j] == 'E') {
		k := j + 1
		if k < n && (src[k] == '+' || src[k] == '-') {
			k++
		}
		if k < n && isDigit(src[k]) {
			float = true
			j = k
			for j < n && isDigit(src[j]) {
				j++
			}
		}
	}
	if float {
		return tFloat, j, ""
	}
	if j < n && (src[j] == 'U' || src[j] == 'u') {
		j++
	}
	if j < n && isIdentChar(src[j]) {
		return 0, j, "bad number"
	}
	return tInt, j, ""
}
