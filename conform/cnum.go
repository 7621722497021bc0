package conform

import (
	"math"
	"strconv"
	"strings"
)

// The case format is read by kernrun.c with the C library's strtoll,
// strtoull, strtod, strtof and atoi. These helpers reproduce what those
// functions return, including their tolerance of trailing junk, so that a case
// means the same thing here as on the real GPU.

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// cInteger parses like strtoull/strtoll with base 0: optional sign, "0x"
// (hex), leading "0" (octal) or decimal digits, stopping at the first
// character that is not a digit. It returns the magnitude, the sign, and
// whether the magnitude overflowed 64 bits.
func cInteger(s string) (mag uint64, neg, overflow bool) {
	i := 0
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	base := uint64(10)
	switch {
	case i+2 < len(s) && s[i] == '0' && (s[i+1] == 'x' || s[i+1] == 'X') && hexDigit(s[i+2]) >= 0:
		base, i = 16, i+2
	case i < len(s) && s[i] == '0':
		base = 8
	}
	for ; i < len(s); i++ {
		d := hexDigit(s[i])
		if d < 0 || uint64(d) >= base {
			break
		}
		hi, lo := mul64(mag, base)
		if hi != 0 || lo+uint64(d) < lo {
			overflow = true
		}
		mag = lo + uint64(d)
	}
	return mag, neg, overflow
}

func mul64(a, b uint64) (hi, lo uint64) {
	const mask32 = 1<<32 - 1
	a0, a1 := a&mask32, a>>32
	b0, b1 := b&mask32, b>>32
	w0 := a0 * b0
	t := a1*b0 + w0>>32
	w1 := t&mask32 + a0*b1
	hi = a1*b1 + t>>32 + w1>>32
	lo = a * b
	return
}

func hexDigit(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// strtoll is C's strtoll(s, NULL, 0): out-of-range values clamp.
func strtoll(s string) int64 {
	mag, neg, of := cInteger(s)
	switch {
	case neg && (of || mag > 1<<63):
		return math.MinInt64
	case neg:
		return -int64(mag)
	case of || mag > math.MaxInt64:
		return math.MaxInt64
	}
	return int64(mag)
}

// strtoull is C's strtoull(s, NULL, 0): a minus sign negates modulo 2^64,
// overflow gives all ones.
func strtoull(s string) uint64 {
	mag, neg, of := cInteger(s)
	if of {
		return math.MaxUint64
	}
	if neg {
		return -mag
	}
	return mag
}

// atoi is C's atoi: decimal only, 0 when nothing parses.
func atoi(s string) int {
	i := 0
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	j := i
	if j < len(s) && (s[j] == '+' || s[j] == '-') {
		j++
	}
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	n, _ := strconv.ParseInt(s[i:j], 10, 64)
	return int(int32(n))
}

// strtod is C's strtod(s, NULL) (bitSize 64) or strtof (bitSize 32): the
// longest prefix that is a number, correctly rounded; 0 if there is none.
func strtod(s string, bitSize int) float64 {
	s = strings.TrimLeft(s, " \t\n\v\f\r")
	// Try the longest prefix first; numbers in case files are short.
	for n := len(s); n > 0; n-- {
		p := s[:n]
		if strings.ContainsRune(p, '_') {
			continue // Go accepts digit separators, C does not
		}
		if v, err := strconv.ParseFloat(p, bitSize); err == nil || isRangeErr(err) {
			return v
		}
	}
	return 0
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}
