package trace

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cudasim/cu"
	"github.com/google/go-cmp/cmp"
)

func TestParseCall(t *testing.T) {
	tests := []struct {
		line string
		want Call
	}{
		{"t0 cuInit(0) -> CUDA_SUCCESS", Call{Thread: "t0", Name: "cuInit", Args: []Value{Int(0)}}},
		{"cuCtxSynchronize() -> CUDA_ERROR_ILLEGAL_ADDRESS", Call{Thread: "t0", Name: "cuCtxSynchronize", Result: cu.ErrorIllegalAddress}},
		{"t1 cuMemAlloc(256) -> 0 buf0", Call{Thread: "t1", Name: "cuMemAlloc", Args: []Value{Int(256)}, Outs: []Value{Symbol("buf0")}}},
		{"t0 cuDeviceGet(99) -> INVALID_DEVICE", Call{Thread: "t0", Name: "cuDeviceGet", Args: []Value{Int(99)}, Result: cu.ErrorInvalidDevice}},
		{`t0 cuLibraryGetManaged(lib0, "managedVal") -> CUDA_SUCCESS managed0 size=4  # once per process`,
			Call{Thread: "t0", Name: "cuLibraryGetManaged", Args: []Value{Symbol("lib0"), String("managedVal")},
				Outs: []Value{Symbol("managed0"), Int(4).Named("size")}, Comment: "once per process"}},
		{"t0 cuLaunchKernel(k0, grid=(2,1,1), block=(32, 1, 1), shmem=0, stream=null, params=[buf0+16, i32:64, f64:-7.9, u8:255]) -> CUDA_SUCCESS",
			Call{Thread: "t0", Name: "cuLaunchKernel", Args: []Value{
				Symbol("k0"), Dim3(2, 1, 1).Named("grid"), Dim3(32, 1, 1).Named("block"), Int(0).Named("shmem"), Null().Named("stream"),
				List(SymbolOff("buf0", 16), Typed("i32", 64), F64(-7.9), Typed("u8", 255)).Named("params")}}},
		{"t0 cuMemcpyDtoH(buf0, 12) -> CUDA_SUCCESS i32[46 _ 20]",
			Call{Thread: "t0", Name: "cuMemcpyDtoH", Args: []Value{Symbol("buf0"), Int(12)},
				Outs: []Value{{Kind: KindBytes, Type: "i32", Bytes: []byte{46, 0, 0, 0, 0, 0, 0, 0, 20, 0, 0, 0},
					Mask: []bool{true, true, true, true, false, false, false, false, true, true, true, true}}}}},
		{"t0 cuMemcpyHtoD(buf0, hex:0a0B) -> CUDA_SUCCESS", Call{Thread: "t0", Name: "cuMemcpyHtoD", Args: []Value{Symbol("buf0"), Hex([]byte{10, 11})}}},
		{"t0 cuMemcpyHtoD(buf0, u16[1*3]) -> CUDA_SUCCESS", Call{Thread: "t0", Name: "cuMemcpyHtoD", Args: []Value{Symbol("buf0"), Array("u16", []byte{1, 0, 1, 0, 1, 0})}}},
		{"t0 cuLibraryLoadData(file:kernels.fatbin) -> CUDA_SUCCESS lib0", Call{Thread: "t0", Name: "cuLibraryLoadData", Args: []Value{{Kind: KindBytes, Str: "kernels.fatbin"}}, Outs: []Value{Symbol("lib0")}}},
		{"t0 cuDevicePrimaryCtxGetState(dev0) -> CUDA_SUCCESS flags=0 active=1 _", Call{Thread: "t0", Name: "cuDevicePrimaryCtxGetState", Args: []Value{Symbol("dev0")}, Outs: []Value{Int(0).Named("flags"), Int(1).Named("active"), Any()}}},
		{"t0 cuCtxDestroy(ctx1) -> CUDA_ERROR_INVALID_CONTEXT|709", Call{Thread: "t0", Name: "cuCtxDestroy", Args: []Value{Symbol("ctx1")}, Result: cu.ErrorInvalidContext, Also: []cu.Result{cu.ErrorContextIsDestroyed}}},
		{"t0 cuKernelGetFunction(k0) -> CUDA_SUCCESS fn1!fn0 _!null", Call{Thread: "t0", Name: "cuKernelGetFunction", Args: []Value{Symbol("k0")}, Outs: []Value{{Kind: KindSymbol, Str: "fn1", Not: "fn0"}, {Kind: KindAny, Not: "null"}}}},
		{"t0 cuMemFree(0x3039) -> 1", Call{Thread: "t0", Name: "cuMemFree", Args: []Value{Int(12345)}, Result: cu.ErrorInvalidValue}},
		{"t0 cuX(u64:18446744073709551615, -1, f32:0x7fc00001) -> 999", Call{Thread: "t0", Name: "cuX", Args: []Value{Typed("u64", -1), Int(-1), F32(math.Float32frombits(0x7fc00001))}, Result: 999}},
	}
	for _, tt := range tests {
		got, err := ParseCall(tt.line)
		if err != nil {
			t.Errorf("ParseCall(%q): %v", tt.line, err)
			continue
		}
		got.Line, tt.want.Line = 0, 0
		got.Arrow = 0
		if diff := cmp.Diff(tt.want, got, cmp.Comparer(sameFloat)); diff != "" {
			t.Errorf("ParseCall(%q) mismatch (-want +got):\n%s", tt.line, diff)
		}
		// What String writes parses back to the same call.
		again, err := ParseCall(got.String())
		if err != nil {
			t.Errorf("reparse %q: %v", got.String(), err)
			continue
		}
		again.Line, again.Arrow = 0, 0
		if diff := cmp.Diff(got, again, cmp.Comparer(sameFloat)); diff != "" {
			t.Errorf("round trip of %q via %q (-first +second):\n%s", tt.line, got.String(), diff)
		}
	}
}

func sameFloat(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) || a == b }

func TestParseErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"t0 cuInit(0)", "x.trace:1:13: expected '-> RESULT'"},
		{"t0 cuInit(0 -> CUDA_SUCCESS", "x.trace:1:13: expected ',' or ')'"},
		{"\n\nt0 cuInit(0) -> CUDA_BOGUS", "x.trace:3:17: unknown result code \"CUDA_BOGUS\""},
		{"t0 cuMemcpyHtoD(buf0, hex:abc) -> 0", "x.trace:1:27: hex: needs an even number"},
		{"t0 cuMemcpyHtoD(buf0, hex:zz) -> 0", "x.trace:1:27: bad hex digit"},
		{"t0 cuF(i8:300) -> 0", "x.trace:1:11: bad i8 \"300\""},
		{"t0 cuF(zz:1) -> 0", "x.trace:1:8: unknown prefix \"zz\""},
		{"t0 cuF(i32[1 2) -> 0", "x.trace:1:15: unexpected"},
		{"t0 cuF(a=b=c) -> 0", "a value cannot have two keys"},
		{"@", "x.trace:1:2: directive needs a name"},
		{"t0 123", "x.trace:1:4: expected a call name after thread t0"},
		{"t0 cuF(\"abc) -> 0", "bad quoted string"},
		{"t0 cuF() -> 0 a,b", "expected a space between returned values"},
		{"t0 cuF() -> 0 a!", "expected a name after '!'"},
		{"t0 cuF() -> 0|NOPE", "unknown result code \"NOPE\""},
	}
	for _, tt := range tests {
		_, err := ParseNamed("x.trace", strings.NewReader(tt.text))
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("Parse(%q) = %v, want a *SyntaxError", tt.text, err)
			continue
		}
		if !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q) error = %q, want it to contain %q", tt.text, err, tt.want)
		}
	}
}

func TestParseTrace(t *testing.T) {
	text := `@trace 1
@devices h200 "custom gpu"

# Section one.
# Two lines of notes.
t0 cuInit(0) -> CUDA_SUCCESS
# dropped by the blank line

t1 cuDeviceGet(0) -> CUDA_SUCCESS dev0   # trailing
`
	tr, err := ParseNamed("p.trace", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	want := &Trace{
		Name: "p.trace",
		Directives: []Directive{
			{Line: 1, Name: "trace", Args: []string{"1"}},
			{Line: 2, Name: "devices", Args: []string{"h200", "custom gpu"}},
		},
		Calls: []Call{
			{Line: 6, Thread: "t0", Name: "cuInit", Args: []Value{Int(0)}, Notes: []string{"Section one.", "Two lines of notes."}, Arrow: 13},
			{Line: 9, Thread: "t1", Name: "cuDeviceGet", Args: []Value{Int(0)}, Outs: []Value{Symbol("dev0")}, Comment: "trailing", Arrow: 18},
		},
	}
	if diff := cmp.Diff(want, tr); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
	if args, ok := tr.Directive("devices"); !ok || len(args) != 2 {
		t.Errorf("Directive(devices) = %v, %v", args, ok)
	}
	if got := tr.Where(&tr.Calls[1]); got != "p.trace:9" {
		t.Errorf("Where = %q", got)
	}
}

func TestWriterRoundTrip(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "run.trace")
	w, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	big := make([]byte, 1000)
	for i := range big {
		big[i] = byte(i)
	}
	syms := NewSymbols()
	w.Directive("trace", "1")
	w.Comment("recorded by a test\nsecond line")
	w.Record("t0", "cuInit", []Value{Int(0)}, cu.Success)
	lib := syms.New("lib", 0x5555)
	w.Record("t0", "cuLibraryLoadData", []Value{Hex(big)}, cu.Success, lib)
	w.Record("t0", "cuLibraryLoadData", []Value{Hex(big)}, cu.Success, syms.New("lib", 0x6666))
	buf := syms.NewRange("buf", 0x7000, 64)
	w.Record("t1", "cuMemAlloc", []Value{Int(64)}, cu.Success, buf)
	w.Record("t1", "cuMemcpyDtoH", []Value{syms.Pointer(0x7010), Int(4)}, cu.Success, Array("i32", []byte{6, 0, 0, 0}))
	w.Record("t1", "cuMemFree", []Value{syms.Pointer(0x9999)}, cu.ErrorInvalidValue)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	text, _ := os.ReadFile(path)
	sum := sha256.Sum256(big)
	data := "run.data/" + hex.EncodeToString(sum[:6]) + ".bin"
	wantText := `@trace 1
# recorded by a test
# second line
t0 cuInit(0) -> CUDA_SUCCESS
t0 cuLibraryLoadData(file:` + data + `) -> CUDA_SUCCESS lib0
t0 cuLibraryLoadData(file:` + data + `) -> CUDA_SUCCESS lib1
t1 cuMemAlloc(64) -> CUDA_SUCCESS buf0
t1 cuMemcpyDtoH(buf0+16, 4) -> CUDA_SUCCESS i32[6]
t1 cuMemFree(39321) -> CUDA_ERROR_INVALID_VALUE
`
	if diff := cmp.Diff(wantText, string(text)); diff != "" {
		t.Errorf("written trace (-want +got):\n%s", diff)
	}
	tr, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(big, tr.Calls[1].Args[0].Bytes); diff != "" {
		t.Errorf("data file contents (-want +got):\n%s", diff)
	}
}

func TestSymbols(t *testing.T) {
	s := NewSymbols()
	a := s.New("ctx", 100)
	b := s.Name("ctx", 100)
	c := s.New("ctx", 100) // a new object at a reused address
	if a.Str != "ctx0" || b.Str != "ctx0" || c.Str != "ctx1" {
		t.Errorf("names = %s %s %s, want ctx0 ctx0 ctx1", a, b, c)
	}
	if v := s.Handle("ctx", 0); v.Kind != KindNull {
		t.Errorf("Handle(0) = %s, want null", v)
	}
	if v := s.Name("dev", 0); v.Str != "dev0" {
		t.Errorf("Name(dev, 0) = %s, want dev0", v)
	}
	s.Name("k", 7)
	if v, ok := s.Find(7, "fn", "k"); !ok || v.Str != "k0" {
		t.Errorf("Find = %s %v", v, ok)
	}
	s.NewRange("buf", 0x1000, 0x100)
	s.NewRange("buf", 0x2000, 0x10)
	for _, tt := range []struct {
		raw  uint64
		want string
	}{{0x1000, "buf0"}, {0x10ff, "buf0+255"}, {0x1100, "4352"}, {0x2004, "buf1+4"}, {0, "null"}} {
		if got := s.Pointer(tt.raw).String(); got != tt.want {
			t.Errorf("Pointer(%#x) = %s, want %s", tt.raw, got, tt.want)
		}
	}
	s.ForgetRange(0x1000)
	if got := s.Pointer(0x1004).String(); got != "4100" {
		t.Errorf("after ForgetRange, Pointer = %s", got)
	}
	if s.Thread(555) != "t0" || s.Thread(777) != "t1" || s.Thread(555) != "t0" {
		t.Errorf("thread names wrong")
	}
}

func TestEncode(t *testing.T) {
	syms := map[string]uint64{"buf0": 0x1000}
	lookup := func(n string) (uint64, bool) { v, ok := syms[n]; return v, ok }
	tests := []struct {
		v    Value
		size int
		want []byte
	}{
		{Typed("i8", -3), 0, []byte{0xfd}},
		{Typed("i16", -300), 0, []byte{0xd4, 0xfe}},
		{Int(64), 4, []byte{64, 0, 0, 0}},
		{F32(2.5), 0, []byte{0, 0, 0x20, 0x40}},
		{SymbolOff("buf0", 8), 0, []byte{8, 0x10, 0, 0, 0, 0, 0, 0}},
		{List(Typed("u8", 9), Typed("u8", 0), Typed("i16", 10)), 0, []byte{9, 0, 10, 0}},
		{String("ab"), 0, []byte{'a', 'b', 0}},
	}
	for _, tt := range tests {
		got, err := tt.v.EncodeSized(tt.size, lookup)
		if err != nil {
			t.Errorf("%s: %v", tt.v, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s encodes (-want +got):\n%s", tt.v, diff)
		}
	}
	if _, err := Int(5).Encode(); err == nil {
		t.Errorf("untyped Int encoded without a size")
	}
	if _, err := Symbol("nope").EncodeSized(0, lookup); err == nil {
		t.Errorf("undefined symbol encoded")
	}
}

func TestSymbolsParams(t *testing.T) {
	s := NewSymbols()
	s.NewRange("buf", 0x1000, 64)
	ptr := []byte{0x10, 0x10, 0, 0, 0, 0, 0, 0}   // 0x1010: buf0+16
	other := []byte{0, 0, 0, 0, 0, 0, 0xf0, 0x3f} // 1.0 as a double
	if got := s.Param(ptr).String(); got != "buf0+16" {
		t.Errorf("Param(pointer) = %s", got)
	}
	if got := s.Param(other).String(); got != "u64:4607182418800017408" {
		t.Errorf("Param(double) = %s", got)
	}
	if got := s.Param([]byte{0xfd, 0xff, 0xff, 0xff}).String(); got != "i32:-3" {
		t.Errorf("Param(int) = %s", got)
	}
	// The probe's packed buffer: char, pad, short, int, long long, float, pad, double, pointer.
	buf := []byte{9, 0, 10, 0, 11, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x50, 0x41, 0, 0, 0, 0}
	buf = append(buf, 0, 0, 0, 0, 0, 0, 0x2c, 0x40)
	buf = append(buf, ptr...)
	v := s.Packed(buf, []uint64{0, 2, 4, 8, 16, 24, 32}, []uint64{1, 2, 4, 8, 4, 8, 8})
	if got, want := v.String(), "[u8:9, hex:00, i16:10, i32:11, u64:12, i32:1095761920, hex:00000000, u64:4624070917402656768, buf0+16]"; got != want {
		t.Errorf("Packed = %s\nwant      %s", got, want)
	}
	back, err := v.EncodeSized(0, func(string) (uint64, bool) { return 0x1000, true })
	if err != nil || string(back) != string(buf) {
		t.Errorf("re-packed %x, %v; want %x", back, err, buf)
	}
}
