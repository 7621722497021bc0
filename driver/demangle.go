package driver

import (
	"strconv"
	"strings"
)

// demangle turns an Itanium C++ function name (_Z...) into the form
// compute-sanitizer prints, "oob_write(int *, int)", for the common kernel
// signatures: functions in namespaces or classes taking builtin types,
// classes, pointers, references and cv-qualified types. Anything else
// (templates, operators...) stays as mangled, which is still exact.
func demangle(name string) string {
	if !strings.HasPrefix(name, "_Z") {
		return name
	}
	d := &demangler{s: name[2:]}
	fn, ok := d.name()
	if !ok {
		return name
	}
	var params []string
	for d.s != "" {
		t, ok := d.typ()
		if !ok {
			return name
		}
		params = append(params, t)
	}
	if len(params) == 1 && params[0] == "void" {
		params = nil
	}
	return fn + "(" + strings.Join(params, ", ") + ")"
}

type demangler struct {
	s    string
	subs []string // substitution candidates, in order
}

var builtinTypes = map[byte]string{
	'v': "void", 'b': "bool", 'c': "char", 'a': "signed char", 'h': "unsigned char",
	's': "short", 't': "unsigned short", 'i': "int", 'j': "unsigned int", 'l': "long",
	'm': "unsigned long", 'x': "long long", 'y': "unsigned long long", 'n': "__int128",
	'o': "unsigned __int128", 'f': "float", 'd': "double", 'e': "long double", 'w': "wchar_t",
}

// sourceName reads <length><identifier>.
func (d *demangler) sourceName() (string, bool) {
	i := 0
	for i < len(d.s) && d.s[i] >= '0' && d.s[i] <= '9' {
		i++
	}
	n, err := strconv.Atoi(d.s[:i])
	if err != nil || n <= 0 || n > len(d.s)-i { // not i+n, which a length near 2^63 overflows
		return "", false
	}
	id := d.s[i : i+n]
	d.s = d.s[i+n:]
	return id, true
}

// name reads an unqualified or nested (N...E) name.
func (d *demangler) name() (string, bool) {
	if strings.HasPrefix(d.s, "N") {
		d.s = d.s[1:]
		var parts []string
		for !strings.HasPrefix(d.s, "E") {
			p, ok := d.sourceName()
			if !ok {
				return "", false
			}
			parts = append(parts, p)
		}
		d.s = d.s[1:]
		return strings.Join(parts, "::"), true
	}
	return d.sourceName()
}

// typ reads one parameter type.
func (d *demangler) typ() (string, bool) {
	if d.s == "" {
		return "", false
	}
	c := d.s[0]
	if t, ok := builtinTypes[c]; ok {
		d.s = d.s[1:]
		return t, true
	}
	switch c {
	case 'P', 'R', 'O', 'K', 'V':
		d.s = d.s[1:]
		inner, ok := d.typ()
		if !ok {
			return "", false
		}
		var t string
		switch c {
		case 'P':
			t = inner + " *"
		case 'R':
			t = inner + " &"
		case 'O':
			t = inner + " &&"
		case 'K', 'V':
			q := map[byte]string{'K': "const", 'V': "volatile"}[c]
			if strings.HasSuffix(inner, "*") || strings.HasSuffix(inner, "&") {
				t = inner + q
			} else {
				t = q + " " + inner
			}
		}
		d.subs = append(d.subs, t)
		return t, true
	case 'S':
		// S_ is the first candidate, S<n>_ the (n+2)th (base 36).
		end := strings.IndexByte(d.s, '_')
		if end < 0 {
			return "", false
		}
		i := 0
		if end > 1 {
			n, err := strconv.ParseUint(d.s[1:end], 36, 32)
			if err != nil {
				return "", false
			}
			i = int(n) + 1
		}
		if i >= len(d.subs) {
			return "", false
		}
		d.s = d.s[end+1:]
		return d.subs[i], true
	case 'N':
		n, ok := d.name()
		if ok {
			d.subs = append(d.subs, n)
		}
		return n, ok
	}
	if c >= '1' && c <= '9' {
		n, ok := d.sourceName()
		if ok {
			d.subs = append(d.subs, n)
		}
		return n, ok
	}
	return "", false
}
