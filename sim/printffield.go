package sim

import (
	"bytes"
	"io"
	"math"
	"strconv"
	"strings"
)

// The H200's device printf is formatted on the host by C's printf, one conversion at a time,
// and streamed: it printed widths and precisions of 1,000,000, 2,000,000 and 805,306,375
// characters in full (testdata/reference/fuzz27: 805,306,379 bytes for "[%*d]\n" with
// 805306375). printfText keeps such a field's padding as a count, so that cudasim's memory
// holds the field's length, not its bytes, until writeTo streams it out.

// fieldSpec is a conversion's flags, width and precision as C's printf reads them.
type fieldSpec struct {
	width, prec int64 // prec -1: none
	left, zero  bool  // the '-' and '0' flags
	dots        int   // how many '.' the conversion has
}

const intMax = 1<<31 - 1 // the widest field and precision C's printf takes (int)

// parseFieldSpec reads flags and wp (width, '.', precision). ok is false for a width or a
// precision past INT_MAX.
func parseFieldSpec(flags, wp string) (s fieldSpec, ok bool) {
	s = fieldSpec{prec: -1, left: strings.Contains(flags, "-"), zero: strings.Contains(flags, "0"), dots: strings.Count(wp, ".")}
	count := func(digits string) int64 {
		if len(strings.TrimLeft(digits, "0")) > 10 {
			return intMax + 1
		}
		n, _ := strconv.ParseInt("0"+digits, 10, 64)
		return n
	}
	width, prec, hasPrec := strings.Cut(wp, ".")
	s.width = count(width)
	if hasPrec {
		prec, _, _ = strings.Cut(prec, ".")
		s.prec = count(prec)
	}
	return s, s.width <= intMax && s.prec <= intMax
}

// zeroInt is whether an integer conversion pads with zeros: C ignores '0' given a precision.
func (s fieldSpec) zeroInt() bool { return s.zero && s.prec < 0 }

// printfText is a printf's output as it is built: text, with long runs of one byte counted.
type printfText struct {
	parts []printfRun
	cur   []byte // the text after the last run
}

// printfRun is text followed by n copies of fill.
type printfRun struct {
	text []byte
	fill byte
	n    int64
}

// printfMark is a position in a printfText, to cut it back to (truncate).
type printfMark struct{ parts, cur int }

func (t *printfText) Write(b []byte) (int, error) {
	t.cur = append(t.cur, b...)
	return len(b), nil
}

func (t *printfText) WriteString(s string) (int, error) {
	t.cur = append(t.cur, s...)
	return len(s), nil
}

func (t *printfText) WriteByte(c byte) error {
	t.cur = append(t.cur, c)
	return nil
}

// repeat appends n copies of c.
func (t *printfText) repeat(c byte, n int64) {
	if n <= 64 {
		for ; n > 0; n-- {
			t.cur = append(t.cur, c)
		}
		return
	}
	t.parts = append(t.parts, printfRun{text: t.cur, fill: c, n: n})
	t.cur = nil
}

func (t *printfText) mark() printfMark { return printfMark{len(t.parts), len(t.cur)} }

// truncate cuts t back to m, which must come from t.mark with no repeat of a run since.
func (t *printfText) truncate(m printfMark) {
	if len(t.parts) > m.parts {
		t.cur = t.parts[m.parts].text
		t.parts = t.parts[:m.parts]
	}
	t.cur = t.cur[:m.cur]
}

// Len is the number of bytes t holds.
func (t *printfText) Len() int64 {
	n := int64(len(t.cur))
	for _, p := range t.parts {
		n += int64(len(p.text)) + p.n
	}
	return n
}

// writeTo writes t to w, runs in blocks of at most 64 KiB.
func (t *printfText) writeTo(w io.Writer) {
	var block []byte
	for _, p := range t.parts {
		w.Write(p.text)
		if size := int(min(p.n, 64<<10)); len(block) < size || block[0] != p.fill {
			block = bytes.Repeat([]byte{p.fill}, size)
		}
		for n := p.n; n > 0; {
			b := block[:min(n, int64(len(block)))]
			w.Write(b)
			n -= int64(len(b))
		}
	}
	w.Write(t.cur)
}

// String is t's text (for fields of modest width).
func (t *printfText) String() string {
	var sb strings.Builder
	t.writeTo(&sb)
	return sb.String()
}

// printfField is one conversion's text before its width is applied: the sign, a prefix (0x),
// zeros that a precision asks for, the digits, zeros past the digits a double holds, and a
// suffix (the exponent).
type printfField struct {
	sign, prefix, body, suffix string
	zeros, trail               int64
}

func (f printfField) len() int64 {
	return int64(len(f.sign)+len(f.prefix)+len(f.body)+len(f.suffix)) + f.zeros + f.trail
}

// put writes f padded to width as C does: with the '-' flag spaces after it; with zero (the
// '0' flag where the conversion honours it) zeros after the sign and prefix; else spaces
// before it.
func (t *printfText) put(f printfField, width int64, left, zero bool) {
	pad := max(width-f.len(), 0)
	if !left && !zero {
		t.repeat(' ', pad)
	}
	t.WriteString(f.sign)
	t.WriteString(f.prefix)
	if zero && !left {
		t.repeat('0', pad)
	}
	t.repeat('0', f.zeros)
	t.WriteString(f.body)
	t.repeat('0', f.trail)
	t.WriteString(f.suffix)
	if left {
		t.repeat(' ', pad)
	}
}

// signOf is the sign C prints for a number: '-' when negative, else '+' or ' ' from the flags.
func signOf(neg bool, flags string) string {
	switch {
	case neg:
		return "-"
	case strings.Contains(flags, "+"):
		return "+"
	case strings.Contains(flags, " "):
		return " "
	}
	return ""
}

// intField is C's %d, %i, %u, %o, %x or %X of a magnitude and sign with precision prec (-1:
// none). '+' and ' ' apply to the signed conversions only; '#' prefixes 0x to a nonzero
// hexadecimal value and makes an octal one start with 0.
func intField(conv byte, flags string, neg bool, mag uint64, prec int64) printfField {
	var f printfField
	base := 10
	switch conv {
	case 'o':
		base = 8
	case 'x', 'X':
		base = 16
	}
	if conv == 'd' || conv == 'i' {
		f.sign = signOf(neg, flags)
	}
	f.body = strconv.FormatUint(mag, base)
	if conv == 'X' {
		f.body = strings.ToUpper(f.body)
	}
	if prec == 0 && mag == 0 {
		f.body = ""
	}
	alt := strings.Contains(flags, "#")
	if alt && mag != 0 && base == 16 {
		f.prefix = "0" + string(conv)
	}
	f.zeros = max(prec-int64(len(f.body)), 0)
	if alt && base == 8 && f.zeros == 0 && !strings.HasPrefix(f.body, "0") {
		f.body = "0" + f.body
	}
	return f
}

// Digits enough to write any double exactly: its fraction has at most 1,074 decimal digits
// and its significand at most 767 significant ones.
const (
	exactFixedDigits = 1100
	exactSigDigits   = 800
)

// floatField is C's %f, %e or %g (conv in either case) of a finite x with precision prec
// (-1: none, 6), any size: digits past those x holds exactly are zeros, kept as a count.
func floatField(conv byte, flags string, x float64, prec int64) printfField {
	if prec < 0 {
		prec = 6
	}
	alt := strings.Contains(flags, "#")
	f := printfField{sign: signOf(math.Signbit(x), flags)}
	ax := math.Abs(x)
	lower := conv | 0x20
	fixed := func(decimals int64) {
		f.body = strconv.FormatFloat(ax, 'f', int(min(decimals, exactFixedDigits)), 64)
		f.trail = max(decimals-exactFixedDigits, 0)
		if alt && decimals == 0 {
			f.body += "."
		}
	}
	scientific := func(decimals int64) {
		s := strconv.FormatFloat(ax, 'e', int(min(decimals, exactSigDigits)), 64)
		e := strings.IndexByte(s, 'e')
		f.body, f.suffix = s[:e], s[e:]
		f.trail = max(decimals-exactSigDigits, 0)
		if alt && decimals == 0 {
			f.body += "."
		}
	}
	switch lower {
	case 'f':
		fixed(prec)
	case 'e':
		scientific(prec)
	case 'g':
		p := max(prec, 1)
		// The exponent x has when rounded to p significant digits decides the style.
		s := strconv.FormatFloat(ax, 'e', int(min(p-1, exactSigDigits)), 64)
		exp, _ := strconv.Atoi(s[strings.IndexByte(s, 'e')+1:])
		switch {
		case alt && int64(exp) == p && exactExponent(ax) < p:
			// Rounding carried the value into e style (999.5 to 3 digits: 1.00e+03), where
			// glibc keeps the f style's fraction digits, none: "%#.3g" printed "1.e+03"
			// (glibc 2.36; without '#' the zeros go either way).
			scientific(0)
		case int64(exp) < -4 || int64(exp) >= p:
			scientific(p - 1)
		default:
			fixed(p - 1 - int64(exp))
		}
		if !alt {
			// Without '#', trailing zeros go, and the point if nothing follows it.
			f.trail = 0
			if strings.Contains(f.body, ".") {
				f.body = strings.TrimRight(strings.TrimRight(f.body, "0"), ".")
			}
		}
	}
	if conv != lower {
		f.body, f.suffix = strings.ToUpper(f.body), strings.ToUpper(f.suffix)
	}
	return f
}

// exactExponent is the decimal exponent of a finite x > 0 before any rounding.
func exactExponent(x float64) int64 {
	s := strconv.FormatFloat(x, 'e', exactSigDigits, 64)
	exp, _ := strconv.Atoi(s[strings.IndexByte(s, 'e')+1:])
	return int64(exp)
}

// hexFloatField is C's %a (upper: %A) of a finite x with precision prec (-1: as many digits as
// x needs), as glibc writes it, which is what the H200 printed (its printf is the host's): the
// 13 hexadecimal digits of the stored fraction after a leading 1, or 0 for a subnormal, which
// keeps the exponent -1022 (5e-324 is 0x0.0000000000001p-1022: sweep27's p_unknowns); a
// shorter precision rounds to nearest, ties to even, and a carry raises the leading digit
// (0x1.000p-1022 from the largest subnormal); the exponent in as few digits as it needs.
func hexFloatField(x float64, flags string, prec int64, upper bool) printfField {
	bits := math.Float64bits(x)
	biased := int(bits >> 52 & 0x7ff)
	frac := bits & (1<<52 - 1)
	lead, exp := byte('1'), biased-1023
	switch {
	case biased == 0 && frac == 0:
		lead, exp = '0', 0
	case biased == 0:
		lead, exp = '0', -1022
	}
	digits := []byte(strconv.FormatUint(frac|1<<52, 16)[1:]) // 13 digits
	if prec < 0 {
		for len(digits) > 0 && digits[len(digits)-1] == '0' {
			digits = digits[:len(digits)-1]
		}
	} else if prec < int64(len(digits)) {
		value := func(c byte) int { v, _ := strconv.ParseUint(string(c), 16, 8); return int(v) }
		last := lead
		if prec > 0 {
			last = digits[prec-1]
		}
		next := value(digits[prec])
		more := next&7 != 0 || strings.Trim(string(digits[prec+1:]), "0") != ""
		up := next >= 8 && (more || value(last)&1 == 1)
		digits = digits[:prec]
		for i := len(digits) - 1; up && i >= -1; i-- {
			if i < 0 {
				lead++ // 0 to 1, or 1 to 2
				break
			}
			d := value(digits[i]) + 1
			up = d == 16
			digits[i] = "0123456789abcdef"[d&15]
		}
	}
	f := printfField{sign: signOf(bits>>63 != 0, flags), prefix: "0x", body: string(lead)}
	if len(digits) > 0 || prec > 0 || strings.Contains(flags, "#") {
		f.body += "." + string(digits)
	}
	f.trail = max(prec-13, 0)
	f.suffix = "p" + strconv.FormatInt(int64(exp), 10)
	if exp >= 0 {
		f.suffix = "p+" + strconv.Itoa(exp)
	}
	if upper {
		f.prefix, f.body, f.suffix = "0X", strings.ToUpper(f.body), strings.ToUpper(f.suffix)
	}
	return f
}
