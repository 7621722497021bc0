package ptx

// TokenKind classifies a Token.
type TokenKind uint8

// Token kinds.
const (
	TokenIdent     TokenKind = iota + 1 // identifier: name, register, label
	TokenDirective                      // .directive or .modifier, dot included
	TokenInt
	TokenFloat
	TokenString // quotes included
	TokenPunct
)

// Token is one lexeme of PTX text, where it lies in the source: Text is
// src[Offset:Offset+len(Text)].
type Token struct {
	Kind   TokenKind
	Text   string
	Offset int
	Line   int
}

// Tokens splits PTX text into tokens as the parser sees them (comments and
// white space dropped, a NUL ending the text). It is for tools that rewrite
// PTX text, such as the linker, which must keep everything it does not
// change byte for byte. Errors are the lexer's cu.ErrorInvalidPTX.
func Tokens(src []byte) ([]Token, error) {
	lx := newLexer(src)
	var out []Token
	for {
		t := lx.next()
		if t.kind == tEOF {
			break
		}
		out = append(out, Token{Kind: TokenKind(t.kind), Text: t.text, Offset: lx.i - len(t.text), Line: int(t.line)})
	}
	if lx.err != nil {
		return nil, lx.err
	}
	return out, nil
}
