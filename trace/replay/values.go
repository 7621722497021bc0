package replay

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"cudasim/trace"
)

// GotKind says what form a value cudasim returned has.
type GotKind uint8

// The forms of returned values.
const (
	GotHandle GotKind = iota // a handle or address; Class says which kind
	GotInt
	GotFloat
	GotString
	GotBytes
	GotList
)

// A Got is one value cudasim returned through a pointer parameter.
type Got struct {
	Key   string // the output's name in docs/trace-format.md ("size", "flags")
	Kind  GotKind
	Class string // GotHandle: "ctx", "lib", "k", "mod", "fn", "ptr", "dev", "s", "ev"
	U     uint64 // GotHandle, GotInt (two's complement for negatives)
	F     float64
	F32   bool // GotFloat: a float rather than a double
	S     string
	B     []byte
	List  []Got
}

func handle(class string, raw uint64) Got { return Got{Kind: GotHandle, Class: class, U: raw} }
func integer(key string, v int64) Got     { return Got{Key: key, Kind: GotInt, U: uint64(v)} }
func str(s string) Got                    { return Got{Kind: GotString, S: s} }
func data(b []byte) Got                   { return Got{Kind: GotBytes, B: b} }
func named(key string, g Got) Got         { g.Key = key; return g }

// format writes g in trace syntax, with names for handles the trace bound.
func (r *Replayer) format(g Got, typ string) string {
	switch g.Kind {
	case GotHandle:
		if g.U == 0 && g.Class != "dev" {
			return "null"
		}
		if n, ok := r.Name(g.Class, g.U); ok {
			return n
		}
		if g.Class == "ptr" {
			if n, ok := r.PointerName(g.U, 1<<32); ok {
				return n
			}
		}
		return fmt.Sprintf("%s %#x (no name in the trace)", g.Class, g.U)
	case GotInt:
		return strconv.FormatInt(int64(g.U), 10)
	case GotFloat:
		if g.F32 {
			return trace.F32(float32(g.F)).String()
		}
		return trace.F64(g.F).String()
	case GotString:
		return strconv.Quote(g.S)
	case GotBytes:
		if typ != "" {
			return trace.Array(typ, g.B).String()
		}
		return trace.Hex(g.B).String()
	case GotList:
		parts := make([]string, len(g.List))
		for i, e := range g.List {
			parts[i] = r.format(e, "")
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	return "?"
}

// checkOuts compares the recorded outputs of a successful call with cudasim's
// and binds new names.
func (r *Replayer) checkOuts(c *trace.Call, st *Step) error {
	st.matched = make([]bool, len(c.Outs))
	for i, want := range c.Outs {
		gi := outIndex(st, want, i)
		what := fmt.Sprintf("output %d", i+1)
		if want.Key != "" {
			what += " (" + want.Key + ")"
		}
		if gi >= len(st.Outs) {
			return r.badTrace(c, "%s returns %d values; the trace lists %d", c.Name, len(st.Outs), len(c.Outs))
		}
		if d, err := r.compare(c, what, want, st.Outs[gi]); err != nil {
			return err
		} else if d != nil {
			st.Divergences = append(st.Divergences, *d)
		} else {
			st.matched[i] = true
		}
	}
	return nil
}

// outIndex finds which returned value recorded output i stands for: the one
// with its key, or else the one at its position.
func outIndex(st *Step, want trace.Value, i int) int {
	if want.Key != "" {
		for j, g := range st.Outs {
			if g.Key == want.Key {
				return j
			}
		}
	}
	return i
}

// compare checks one output; it binds a new name as a side effect.
func (r *Replayer) compare(c *trace.Call, what string, want trace.Value, got Got) (*Divergence, error) {
	want.Key = "" // what already names it
	differ := func(w, g string) (*Divergence, error) {
		d := r.divergence(c, what, w, g, nil)
		return &d, nil
	}
	if err := r.checkNot(c, what, want, got); err != nil {
		if _, ok := err.(*traceError); ok {
			return nil, err
		}
		return differ(want.String(), r.format(got, "")+" ("+err.Error()+")")
	}
	switch want.Kind {
	case trace.KindAny:
		return nil, nil
	case trace.KindNull:
		if (got.Kind == GotHandle || got.Kind == GotInt) && got.U == 0 {
			return nil, nil
		}
		return differ("null", r.format(got, ""))
	case trace.KindSymbol:
		if got.Kind != GotHandle && got.Kind != GotInt {
			return nil, r.badTrace(c, "%s: %s is a name, but %s returns a %s there", what, want.Str, c.Name, kindWord(got.Kind))
		}
		b, bound := r.names[want.Str]
		if !bound {
			if got.U == 0 && got.Class != "dev" {
				return differ(want.String(), "null")
			}
			r.bind(want.Str, got.Class, got.U-uint64(want.Off))
			return nil, nil
		}
		if b.bad {
			r.bind(want.Str, got.Class, got.U-uint64(want.Off))
			return nil, nil
		}
		if b.raw+uint64(want.Off) != got.U {
			return differ(want.String()+fmt.Sprintf(" (bound at an earlier call to %#x)", b.raw), r.format(got, ""))
		}
		r.byValue[classRaw{got.Class, got.U}] = want.Str
		return nil, nil
	case trace.KindInt:
		if got.Kind == GotHandle && got.Class == "dev" {
			got.Kind = GotInt
		}
		if got.Kind != GotInt && got.Kind != GotHandle {
			return nil, r.badTrace(c, "%s: %s is a number, but %s returns a %s there", what, want, c.Name, kindWord(got.Kind))
		}
		if want.Int != int64(got.U) {
			return differ(want.String(), r.format(got, ""))
		}
		return nil, nil
	case trace.KindFloat:
		if got.Kind != GotFloat {
			return nil, r.badTrace(c, "%s: %s is a float, but %s returns a %s there", what, want, c.Name, kindWord(got.Kind))
		}
		same := math.Float64bits(want.Float) == math.Float64bits(got.F)
		if want.Type == "f32" {
			same = math.Float32bits(float32(want.Float)) == math.Float32bits(float32(got.F))
		}
		if !same {
			return differ(want.String(), r.format(got, ""))
		}
		return nil, nil
	case trace.KindString:
		if got.Kind != GotString {
			return nil, r.badTrace(c, "%s: %s is a string, but %s returns a %s there", what, want, c.Name, kindWord(got.Kind))
		}
		if want.Str != got.S {
			return differ(want.String(), r.format(got, ""))
		}
		return nil, nil
	case trace.KindBytes:
		if got.Kind != GotBytes {
			return nil, r.badTrace(c, "%s: %s is bytes, but %s returns a %s there", what, want, c.Name, kindWord(got.Kind))
		}
		if at, ok := firstDiff(want, got.B); !ok {
			w := max(1, trace.ScalarSize(want.Type))
			where := fmt.Sprintf("%s, byte %d", what, at)
			if w > 1 {
				where += fmt.Sprintf(" (element %d)", at/w)
			}
			d := r.divergence(c, where, excerpt(want, at), excerpt(trace.Value{Kind: trace.KindBytes, Type: want.Type, Bytes: got.B}, at), nil)
			return &d, nil
		}
		return nil, nil
	case trace.KindList, trace.KindTuple:
		if got.Kind != GotList {
			return nil, r.badTrace(c, "%s: %s is a list, but %s returns a %s there", what, want, c.Name, kindWord(got.Kind))
		}
		if len(want.Elems) != len(got.List) {
			return differ(fmt.Sprintf("%d elements: %s", len(want.Elems), want), fmt.Sprintf("%d elements: %s", len(got.List), r.format(got, "")))
		}
		for i := range want.Elems {
			if d, err := r.compare(c, fmt.Sprintf("%s element %d", what, i), want.Elems[i], got.List[i]); d != nil || err != nil {
				return d, err
			}
		}
		return nil, nil
	}
	return nil, r.badTrace(c, "%s: cannot compare a %s", what, want.Kind)
}

// checkNot enforces "a!b": the returned value must differ from b's.
func (r *Replayer) checkNot(c *trace.Call, what string, want trace.Value, got Got) error {
	if want.Not == "" {
		return nil
	}
	var other uint64
	if want.Not != "null" {
		b, ok := r.names[want.Not]
		if !ok {
			return r.badTrace(c, "%s: %s!%s: %s is not bound by any earlier call", what, want.Str, want.Not, want.Not)
		}
		other = b.raw
	}
	if got.U == other {
		return fmt.Errorf("the same value as %s", want.Not)
	}
	return nil
}

func kindWord(k GotKind) string {
	return [...]string{"handle", "number", "float", "string", "byte string", "list"}[k]
}

// firstDiff finds the first checked byte where got differs from want (or
// where one is shorter).
func firstDiff(want trace.Value, got []byte) (int, bool) {
	n := min(len(want.Bytes), len(got))
	for i := 0; i < n; i++ {
		if want.Mask != nil && !want.Mask[i] {
			continue
		}
		if want.Bytes[i] != got[i] {
			return i, false
		}
	}
	if len(want.Bytes) != len(got) {
		return n, false
	}
	return 0, true
}

// excerpt shows a byte value around offset at: the whole value when short,
// else a window of elements with the offset marked.
func excerpt(v trace.Value, at int) string {
	w := max(1, trace.ScalarSize(v.Type))
	if len(v.Bytes) <= 16*w {
		return v.String() + fmt.Sprintf(" (%d bytes)", len(v.Bytes))
	}
	first := max(0, (at/w-4)*w)
	last := min(len(v.Bytes), first+8*w)
	part := v
	part.Bytes = v.Bytes[first:last]
	if v.Mask != nil {
		part.Mask = v.Mask[first:last]
	}
	part.Key, part.Str = "", ""
	return fmt.Sprintf("%s at byte %d of %d", part.String(), first, len(v.Bytes))
}

// Arguments.

func (r *Replayer) arg(c *trace.Call, i int, key string) (trace.Value, error) {
	v, ok := c.Arg(i, key)
	if !ok {
		name := key
		if name == "" {
			name = fmt.Sprintf("argument %d", i+1)
		}
		return v, r.badTrace(c, "%s needs %s", c.Name, name)
	}
	return v, nil
}

// raw gives the value of a handle, pointer or integer argument.
func (r *Replayer) raw(c *trace.Call, v trace.Value) (uint64, error) {
	switch v.Kind {
	case trace.KindNull:
		return 0, nil
	case trace.KindInt:
		return uint64(v.Int), nil
	case trace.KindSymbol:
		b, ok := r.names[v.Str]
		if !ok && strings.HasPrefix(v.Str, "CU_") {
			if e, ok := enumValue(v.Str); ok {
				return uint64(e), nil
			}
			return 0, r.badTrace(c, "%s is not a cuda.h constant replay knows", v.Str)
		}
		if !ok {
			return 0, r.badTrace(c, "%s is used before any call returned it", v.Str)
		}
		return b.raw + uint64(v.Off), nil
	}
	return 0, r.badTrace(c, "%s: want a handle, pointer or number, found %s", c.Name, v)
}

func (r *Replayer) rawArg(c *trace.Call, i int, key string) (uint64, error) {
	v, err := r.arg(c, i, key)
	if err != nil {
		return 0, err
	}
	return r.raw(c, v)
}

// optRawArg is rawArg of an input the line may leave out, which is then
// NULL (surface.txt's optional input handles).
func (r *Replayer) optRawArg(c *trace.Call, i int, key string) (uint64, error) {
	v, ok := c.Arg(i, key)
	if !ok {
		return 0, nil
	}
	return r.raw(c, v)
}

func (r *Replayer) intArg(c *trace.Call, i int, key string) (int64, error) {
	u, err := r.rawArg(c, i, key)
	return int64(u), err
}

func (r *Replayer) strArg(c *trace.Call, i int, key string) (string, error) {
	v, err := r.arg(c, i, key)
	if err != nil {
		return "", err
	}
	if v.Kind != trace.KindString {
		return "", r.badTrace(c, "%s: want a string, found %s", c.Name, v)
	}
	return v.Str, nil
}

// bytesArg gives data: bytes, a string (its characters, as C passes them
// up to the NUL), or null (nil).
func (r *Replayer) bytesArg(c *trace.Call, i int, key string) ([]byte, error) {
	v, err := r.arg(c, i, key)
	if err != nil {
		return nil, err
	}
	switch v.Kind {
	case trace.KindBytes:
		if v.Bytes == nil && v.Str != "" {
			return nil, r.badTrace(c, "file:%s was not loaded (read traces with trace.ReadFile)", v.Str)
		}
		return v.Bytes, nil
	case trace.KindString:
		return []byte(v.Str), nil
	case trace.KindNull:
		return nil, nil
	}
	return nil, r.badTrace(c, "%s: want data (hex:, file:, a typed array or a string), found %s", c.Name, v)
}

// encode gives a parameter's bytes; an untyped integer takes size bytes.
func (r *Replayer) encode(c *trace.Call, v trace.Value, size int) ([]byte, error) {
	b, err := v.EncodeSized(size, func(name string) (uint64, bool) {
		bd, ok := r.names[name]
		return bd.raw, ok
	})
	if err != nil {
		return nil, r.badTrace(c, "%s: %v", c.Name, err)
	}
	return b, nil
}

// sizeOfData reads argument i, the byte count of a copy from the host whose
// data the trace gives: it may be left out (all of the data), and may not
// ask for more than was given.
func (r *Replayer) sizeOfData(c *trace.Call, i int, key string, data []byte) (uint64, error) {
	v, ok := c.Arg(i, key)
	if !ok {
		return uint64(len(data)), nil
	}
	n, err := r.raw(c, v)
	if err != nil {
		return 0, err
	}
	if n > uint64(len(data)) {
		return 0, r.badTrace(c, "%s of %d bytes gives only %d bytes of data", c.Name, n, len(data))
	}
	return n, nil
}

// readBack makes the buffer of n bytes a copy to the host fills.
func (r *Replayer) readBack(c *trace.Call, n uint64) ([]byte, error) {
	if n > 1<<30 {
		return nil, r.badTrace(c, "%s of %d bytes is more than replay reads back", c.Name, n)
	}
	return make([]byte, n), nil
}
