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

// token is one lexeme. text is a substring of the one string copy of the source that lex makes,
// so tokens (and the AST names taken from them) cost no allocation of their own; line and col
// are int32 to keep a token at 32 bytes.
type token struct {
	text  string
	line  int32
	col   int32
	kind  tokKind
	space bool // whitespace or a comment precedes the token
}

func isIdentStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$' || c == '%'
}

func isIdentChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '$'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isHex(c byte) bool {
	return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// tokenBytesEstimate bounds source bytes per token from below for nvcc output (3.8 to 4.3 on the
// benchmark inputs, release and -G alike); sizing the token slice from it avoids regrowing it.
const tokenBytesEstimate = 3

// lex splits src into tokens. Errors carry line and column.
// The tokens are appended to buf[:0] (grown when too small).
func lex(src []byte, buf []token) ([]token, error) {
	// One copy of the source backs every token's text.
	text := string(src)
	toks := buf[:0]
	if want := len(src)/tokenBytesEstimate + 16; cap(toks) < want {
		toks = make([]token, 0, want)
	}
	line, lineStart := 1, 0
	space := true
	i := 0
	n := len(src)
	for i < n {
		c := src[i]
		switch {
		case c == '\n':
			line++
			i++
			lineStart = i
			space = true
			continue
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			i++
			space = true
			continue
		case c == '/' && i+1 < n && src[i+1] == '/':
			for i < n && src[i] != '\n' {
				i++
			}
			space = true
			continue
		case c == '/' && i+1 < n && src[i+1] == '*':
			sl, sc := line, i-lineStart+1
			i += 2
			for {
				if i+1 >= n {
					return nil, cu.Errorf(cu.ErrorInvalidPTX, "line %d col %d: unterminated comment", sl, sc)
				}
				if src[i] == '*' && src[i+1] == '/' {
					i += 2
					break
				}
				if src[i] == '\n' {
					line++
					lineStart = i + 1
				}
				i++
			}
			space = true
			continue
		case c == 0:
			// A NUL terminates PTX text handed to the driver.
			i = n
			continue
		}
		start := i
		col := i - lineStart + 1
		t := token{line: int32(line), col: int32(col), space: space}
		space = false
		switch {
		case c == '@' && i+1 < n && src[i+1] == '@':
			// Legacy @@DWARF line: skip to end of line.
			for i < n && src[i] != '\n' {
				i++
			}
			space = true
			continue
		case c == '#':
			return nil, cu.Errorf(cu.ErrorInvalidPTX, "line %d col %d: preprocessor directives are not supported", line, col)
		case isDigit(c) || c == '.' && i+1 < n && isDigit(src[i+1]) && !afterWord(toks, t.space):
			kind, end, err := lexNumber(src, i)
			if err != "" {
				return nil, cu.Errorf(cu.ErrorInvalidPTX, "line %d col %d: %s", line, col, err)
			}
			t.kind = kind
			i = end
		case isIdentStart(c):
			i++
			for i < n && isIdentChar(src[i]) {
				i++
			}
			if i == start+1 && (c == '%' || c == '$') {
				return nil, cu.Errorf(cu.ErrorInvalidPTX, "line %d col %d: bad identifier %q", line, col, string(c))
			}
			t.kind = tIdent
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
				return nil, cu.Errorf(cu.ErrorInvalidPTX, "line %d col %d: stray '.'", line, col)
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
				return nil, cu.Errorf(cu.ErrorInvalidPTX, "line %d col %d: unterminated string", line, col)
			}
			i++
			t.kind = tString
		default:
			switch c {
			case ',', ';', ':', '(', ')', '[', ']', '{', '}', '<', '>', '+', '-', '*', '/', '!', '|', '@', '=', '&', '^', '~', '?':
				i++
				t.kind = tPunct
			default:
				return nil, cu.Errorf(cu.ErrorInvalidPTX, "line %d col %d: unexpected character %q", line, col, string(rune(c)))
			}
		}
		t.text = text[start:i]
		toks = append(toks, t)
	}
	toks = append(toks, token{kind: tEOF, line: int32(line), col: int32(i - lineStart + 1), space: true})
	return toks, nil
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

// afterWord reports whether the next token directly follows an identifier or modifier, where
// ".1d" is a modifier (tex.1d), not the number .1.
func afterWord(toks []token, space bool) bool {
	if space || len(toks) == 0 {
		return false
	}
	k := toks[len(toks)-1].kind
	return k == tIdent || k == tDot
}
