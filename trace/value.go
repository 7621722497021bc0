package trace

import (
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Kind says which form a Value has.
type Kind uint8

// The forms a value can take in a trace.
const (
	KindNull   Kind = iota // null: a NULL handle or pointer
	KindAny                // _: anything; an output that is not checked
	KindInt                // 64, -3, 0x10, or typed: i32:64, u8:255
	KindFloat              // typed only: f32:2.5, f64:-7.9
	KindString             // "addOne" (Go quoting)
	KindSymbol             // a handle or pointer by name: ctx0, buf3, buf3+16
	KindBytes              // hex:0500, i32[6 6 _ 6], file:data.bin
	KindList               // [a, b, c]
	KindTuple              // (2,1,1)
)

var kindNames = [...]string{"null", "any", "int", "float", "string", "symbol", "bytes", "list", "tuple"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// A Value is one argument or one returned value of a call. Which fields are
// meaningful depends on Kind. A value may carry a Key (grid=(2,1,1),
// size=4); keys are for readers and for matching outputs by name.
type Value struct {
	Key  string
	Kind Kind
	// Type is the scalar type of a typed KindInt ("i8" ... "u64") or KindFloat
	// ("f32", "f64") value, or the element type of a typed-array KindBytes
	// value; "" for untyped integers and hex bytes.
	Type  string
	Int   int64   // KindInt; unsigned types keep their bits
	Float float64 // KindFloat
	// Str is the text of a KindString, the name of a KindSymbol, or for
	// KindBytes the file (relative to the trace) the bytes live in.
	Str string
	Off int64 // KindSymbol: byte offset from the symbol (buf3+16)
	// Bytes are a KindBytes value's contents. For a file reference they are
	// nil until loaded (see Trace.Load).
	Bytes []byte
	// Mask marks which bytes of a KindBytes value are checked when it is an
	// output: nil checks all; otherwise Mask[i] says whether byte i is.
	Mask  []bool
	Elems []Value // KindList, KindTuple
	// Not, on an output KindSymbol or KindAny, names a symbol (or "null")
	// whose value the output must differ from: fn1!fn0 binds fn1 and checks
	// that it is not fn0; _!ctx0 is anything but ctx0.
	Not string
}

// Null is the NULL handle or pointer.
func Null() Value { return Value{Kind: KindNull} }

// Any is an output that replay does not check.
func Any() Value { return Value{Kind: KindAny} }

// Int is an untyped integer.
func Int(v int64) Value { return Value{Kind: KindInt, Int: v} }

// Uint is an untyped integer given as unsigned (it must fit in int64 to print
// as a plain number; larger values print as u64).
func Uint(v uint64) Value {
	if v > math.MaxInt64 {
		return Value{Kind: KindInt, Type: "u64", Int: int64(v)}
	}
	return Value{Kind: KindInt, Int: int64(v)}
}

// Typed is an integer of a C scalar type: i8 i16 i32 i64 u8 u16 u32 u64.
// The value is truncated to the type's width.
func Typed(typ string, v int64) Value {
	w := ScalarSize(typ)
	if w == 0 || isFloatType(typ) {
		panic("trace.Typed: not an integer type: " + typ)
	}
	return Value{Kind: KindInt, Type: typ, Int: normInt(typ, v)}
}

// F32 is a float parameter.
func F32(v float32) Value { return Value{Kind: KindFloat, Type: "f32", Float: float64(v)} }

// F64 is a double parameter.
func F64(v float64) Value { return Value{Kind: KindFloat, Type: "f64", Float: v} }

// String is a C string (a kernel or variable name, inline PTX source).
func String(s string) Value { return Value{Kind: KindString, Str: s} }

// Symbol is a handle or a pointer named in the trace: ctx0, lib1, buf3.
func Symbol(name string) Value { return Value{Kind: KindSymbol, Str: name} }

// SymbolOff is a pointer off bytes past a named one: buf3+16.
func SymbolOff(name string, off int64) Value { return Value{Kind: KindSymbol, Str: name, Off: off} }

// Hex is raw bytes, written inline as hex:....
func Hex(b []byte) Value { return Value{Kind: KindBytes, Bytes: b} }

// Array is raw bytes shown as a little-endian array of typ (i32[1 2 3]);
// len(b) must be a multiple of the type's size.
func Array(typ string, b []byte) Value { return Value{Kind: KindBytes, Type: typ, Bytes: b} }

// File is bytes kept in a file next to the trace (file:name).
func File(name string, b []byte) Value { return Value{Kind: KindBytes, Str: name, Bytes: b} }

// List is a bracketed list of values: [buf0, i32:64].
func List(vs ...Value) Value { return Value{Kind: KindList, Elems: vs} }

// Tuple is a parenthesised group such as launch dimensions: (2,1,1).
func Tuple(vs ...Value) Value { return Value{Kind: KindTuple, Elems: vs} }

// Dim3 is a tuple of three integers, the form of grid and block sizes.
func Dim3(x, y, z uint32) Value {
	return Tuple(Int(int64(x)), Int(int64(y)), Int(int64(z)))
}

// Named returns v with key k: Named("size", Int(4)) prints as size=4.
func (v Value) Named(k string) Value { v.Key = k; return v }

// Uint64 is the integer's bits as unsigned.
func (v Value) Uint64() uint64 { return uint64(v.Int) }

// ScalarSize is the byte size of a value of a scalar type of the format
// (i8, u8, i16, u16, f16, i32, u32, f32, i64, u64, f64): the size of a
// typed scalar (i32:5) or of an element of a typed array (i32[5 6]). It is 0
// for any other name. Replay and cudasim run size elements with it.
func ScalarSize(typ string) int {
	switch typ {
	case "i8", "u8":
		return 1
	case "i16", "u16", "f16":
		return 2
	case "i32", "u32", "f32":
		return 4
	case "i64", "u64", "f64":
		return 8
	}
	return 0
}

func isFloatType(typ string) bool { return typ == "f16" || typ == "f32" || typ == "f64" }

// normInt truncates v to typ's width and extends it back (sign for i, zero
// for u), so one value has one representation.
func normInt(typ string, v int64) int64 {
	switch typ {
	case "i8":
		return int64(int8(v))
	case "i16":
		return int64(int16(v))
	case "i32":
		return int64(int32(v))
	case "u8":
		return int64(uint8(v))
	case "u16":
		return int64(uint16(v))
	case "u32":
		return int64(uint32(v))
	}
	return v
}

// Encode gives the little-endian bytes of a typed scalar, of a byte value, or
// of a list (the concatenation of its elements). Untyped integers and
// symbols have no size of their own and are refused; callers that know the
// size use EncodeSized.
func (v Value) Encode() ([]byte, error) { return v.EncodeSized(0, nil) }

// EncodeSized is Encode, with untyped integers given size bytes (1, 2, 4 or 8)
// and symbols resolved to 8-byte pointers through sym.
func (v Value) EncodeSized(size int, sym func(name string) (uint64, bool)) ([]byte, error) {
	switch v.Kind {
	case KindInt:
		w := ScalarSize(v.Type)
		if v.Type == "" {
			w = size
		}
		if w == 0 {
			return nil, fmt.Errorf("untyped integer %d has no size; write it as i32:%d, u64:%d, ...", v.Int, v.Int, v.Int)
		}
		return putUint(nil, uint64(v.Int), w)
	case KindFloat:
		switch v.Type {
		case "f32":
			return binary.LittleEndian.AppendUint32(nil, math.Float32bits(float32(v.Float))), nil
		case "f64":
			return binary.LittleEndian.AppendUint64(nil, math.Float64bits(v.Float)), nil
		}
		return nil, fmt.Errorf("float of unknown type %q", v.Type)
	case KindNull:
		return make([]byte, 8), nil
	case KindSymbol:
		if sym == nil {
			return nil, fmt.Errorf("symbol %s cannot be encoded here", v.Str)
		}
		p, ok := sym(v.Str)
		if !ok {
			return nil, fmt.Errorf("%s is not defined", v.Str)
		}
		return binary.LittleEndian.AppendUint64(nil, p+uint64(v.Off)), nil
	case KindBytes:
		if v.Bytes == nil && v.Str != "" {
			return nil, fmt.Errorf("file:%s is not loaded", v.Str)
		}
		return v.Bytes, nil
	case KindString:
		return append([]byte(v.Str), 0), nil
	case KindList, KindTuple:
		var out []byte
		for _, e := range v.Elems {
			b, err := e.EncodeSized(0, sym)
			if err != nil {
				return nil, err
			}
			out = append(out, b...)
		}
		return out, nil
	}
	return nil, fmt.Errorf("%s value cannot be encoded", v.Kind)
}

func putUint(b []byte, u uint64, w int) ([]byte, error) {
	switch w {
	case 1:
		return append(b, byte(u)), nil
	case 2:
		return binary.LittleEndian.AppendUint16(b, uint16(u)), nil
	case 4:
		return binary.LittleEndian.AppendUint32(b, uint32(u)), nil
	case 8:
		return binary.LittleEndian.AppendUint64(b, u), nil
	}
	return nil, fmt.Errorf("integer of size %d", w)
}

// String formats v in trace syntax; Parse reads it back to an equal value.
func (v Value) String() string {
	var sb strings.Builder
	v.format(&sb)
	return sb.String()
}

func (v Value) format(sb *strings.Builder) {
	if v.Key != "" {
		sb.WriteString(v.Key)
		sb.WriteByte('=')
	}
	switch v.Kind {
	case KindNull:
		sb.WriteString("null")
	case KindAny:
		sb.WriteString("_")
		formatNot(sb, v.Not)
	case KindInt:
		if v.Type != "" {
			sb.WriteString(v.Type)
			sb.WriteByte(':')
		}
		sb.WriteString(formatInt(v.Type, v.Int))
	case KindFloat:
		sb.WriteString(v.Type)
		sb.WriteByte(':')
		sb.WriteString(formatFloat(v.Type, v.Float))
	case KindString:
		sb.WriteString(strconv.Quote(v.Str))
	case KindSymbol:
		sb.WriteString(v.Str)
		if v.Off > 0 {
			sb.WriteByte('+')
			sb.WriteString(strconv.FormatInt(v.Off, 10))
		} else if v.Off < 0 {
			sb.WriteString(strconv.FormatInt(v.Off, 10))
		}
		formatNot(sb, v.Not)
	case KindBytes:
		formatBytes(sb, v)
	case KindList, KindTuple:
		open, close := byte('['), byte(']')
		if v.Kind == KindTuple {
			open, close = '(', ')'
		}
		sb.WriteByte(open)
		for i, e := range v.Elems {
			if i > 0 {
				sb.WriteString(", ")
			}
			e.format(sb)
		}
		sb.WriteByte(close)
	default:
		fmt.Fprintf(sb, "<%s>", v.Kind)
	}
}

func formatNot(sb *strings.Builder, not string) {
	if not != "" {
		sb.WriteByte('!')
		sb.WriteString(not)
	}
}

func formatInt(typ string, v int64) string {
	if typ != "" && typ[0] == 'u' {
		return strconv.FormatUint(uint64(v), 10)
	}
	return strconv.FormatInt(v, 10)
}

func formatFloat(typ string, f float64) string {
	bits := 64
	if typ == "f32" {
		bits = 32
	}
	if math.IsNaN(f) {
		// NaN payloads matter to bit-exact kernels: write the bits.
		if bits == 32 {
			return fmt.Sprintf("0x%08x", math.Float32bits(float32(f)))
		}
		return fmt.Sprintf("0x%016x", math.Float64bits(f))
	}
	return strconv.FormatFloat(f, 'g', -1, bits)
}

func formatBytes(sb *strings.Builder, v Value) {
	if v.Str != "" {
		sb.WriteString("file:")
		if isPlainPath(v.Str) {
			sb.WriteString(v.Str)
		} else {
			sb.WriteString(strconv.Quote(v.Str))
		}
		return
	}
	w := ScalarSize(v.Type)
	if v.Type != "" && w > 0 && len(v.Bytes)%w == 0 {
		sb.WriteString(v.Type)
		sb.WriteByte('[')
		for i := 0; i < len(v.Bytes); i += w {
			if i > 0 {
				sb.WriteByte(' ')
			}
			if v.Mask != nil && !v.Mask[i] {
				sb.WriteByte('_')
				continue
			}
			sb.WriteString(formatElem(v.Type, v.Bytes[i:i+w]))
		}
		sb.WriteByte(']')
		return
	}
	sb.WriteString("hex:")
	if v.Mask == nil {
		sb.WriteString(hex.EncodeToString(v.Bytes))
		return
	}
	for i, b := range v.Bytes {
		if !v.Mask[i] {
			sb.WriteString("__")
			continue
		}
		sb.WriteString(hex.EncodeToString([]byte{b}))
	}
}

func formatElem(typ string, b []byte) string {
	var u uint64
	switch len(b) {
	case 1:
		u = uint64(b[0])
	case 2:
		u = uint64(binary.LittleEndian.Uint16(b))
	case 4:
		u = uint64(binary.LittleEndian.Uint32(b))
	case 8:
		u = binary.LittleEndian.Uint64(b)
	}
	switch typ {
	case "f32":
		return formatFloat(typ, float64(math.Float32frombits(uint32(u))))
	case "f64":
		return formatFloat(typ, math.Float64frombits(u))
	case "f16":
		return fmt.Sprintf("0x%04x", u)
	}
	return formatInt(typ, normInt(typ, int64(u)))
}

// isPlainPath reports whether a file name can be written without quotes.
func isPlainPath(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("._-/+", r)) {
			return false
		}
	}
	return true
}
