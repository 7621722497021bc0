package sim

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
)

// TestHexFloat: %a and %A as the H200 printed them (libcuda/testdata/cudart/suite/logs/
// w2-s_printf2.h200.out, the lines "a", "A" and "af"): as few exponent digits as the value needs,
// the field padded after the exponent is trimmed.
func TestHexFloat(t *testing.T) {
	for _, c := range []struct {
		spec string
		gc   byte
		x    float64
		want string
	}{
		{"", 'x', 1.0, "0x1p+0"},
		{"", 'x', 0.5, "0x1p-1"},
		{"", 'x', -0.1, "-0x1.999999999999ap-4"},
		{"", 'x', 1e-300, "0x1.56e1fc2f8f359p-997"},
		{"", 'x', 0.0, "0x0p+0"},
		{"", 'X', 255.5, "0X1.FFP+7"},
		{".3", 'x', 1.0 / 3, "0x1.555p-2"},
		{"20", 'x', 2.0, "              0x1p+1"},
		{"", 'x', float64(float32(1.5)), "0x1.8p+0"},
		{"", 'x', float64(float32(1e-40)), "0x1.16c2p-133"},
	} {
		if got := hexFloatText(c.spec, c.gc == 'X', c.x); got != c.want {
			t.Errorf("%%%s%c of %v: %q, the H200 printed %q", c.spec, c.gc, c.x, got, c.want)
		}
	}
}

// hexFloatText is %a (upper: %A) of x with spec's flags, width and precision.
func hexFloatText(spec string, upper bool, x float64) string {
	flags := spec[:len(spec)-len(strings.TrimLeft(spec, "-+ #0"))]
	fs, _ := parseFieldSpec(flags, spec[len(flags):])
	var t printfText
	t.put(hexFloatField(x, flags, fs.prec, upper), fs.width, fs.left, fs.zero)
	return t.String()
}

// TestPrintfNull: a NULL %p and a NULL %s print as the H200 printed them
// (libcuda/testdata/cudart/suite/logs/w2-s_printf2.h200.out: "p [(nil)]", "s null [(null)]");
// cudasim printed 0x0 for the pointer.
func TestPrintfNull(t *testing.T) {
	out := printfOnce(t, "p [%p] s [%s]\n", make([]byte, 16))
	if want := "p [(nil)] s [(null)]\n"; out != want {
		t.Errorf("printf of NULL %%p and %%s: %q, the H200 printed %q", out, want)
	}
}

// TestPrintfS_printf2: lines of s_printf2 as the H200 printed them
// (libcuda/testdata/cudart/suite/logs/w2-s_printf2.h200.out): %#x of 0 is "0" (C's rule: the 0x
// prefix only for a nonzero value; cudasim printed 0x0); a %% with flags or a width prints one
// '%' and takes no argument (cudasim printed "%5%"); the %d after a %hhd or %hhu, which took the
// next 4 bytes too, reads the first 4 bytes of the format string, which the H200 keeps after
// the arguments (cudasim printed 0).
func TestPrintfS_printf2(t *testing.T) {
	for _, c := range []struct {
		format string
		args   []byte // packed as nvcc packs them: ints at 4-byte, doubles at 8-byte boundaries
		want   string
	}{
		{"hash zero [%#x] [%#o] [%#.0e] [%d]\n", le(0, 0, 0, 0x3ff00000, 134), "hash zero [0] [0] [1.e+00] [134]\n"},
		{"percent [%5%] [%-5%] [%d]\n", le(135), "percent [%] [%] [135]\n"},
		{"hhd [%hhd] [%d]\n", le(0xfffffffb, 111), "hhd [-5] [543451240]\n"},
		{"hhu [%hhu] [%d]\n", le(200, 112), "hhu [200] [544565352]\n"},
	} {
		if got := printfOnce(t, c.format, c.args); got != c.want {
			t.Errorf("printf(%q): %q, the H200 printed %q", c.format, got, c.want)
		}
	}
	// A %zu, %zd, %jd or %td prints the low word of its argument as an unsigned number; what
	// the H200 printed for the %d after it changed from run to run, so only the first field
	// is compared.
	for _, c := range []struct {
		format string
		args   []byte
		want   string
	}{
		{"zu [%zu] [%d]\n", le(0xbe991a14, 0x1c, 118), "zu [3197704724] ["},
		{"zd [%zd] [%d]\n", le(0xbe991a14, 0x1c, 119), "zd [3197704724] ["},
		{"jd [%jd] [%d]\n", le(0x5fa0e000, 0xffffffed, 120), "jd [1604378624] ["},
		{"td [%td] [%d]\n", le(0xb3acc400, 0xffffffef, 121), "td [3014444032] ["},
	} {
		if got := printfOnce(t, c.format, c.args); !strings.HasPrefix(got, c.want) {
			t.Errorf("printf(%q): %q, the H200 printed %q and a number that changed from run to run", c.format, got, c.want)
		}
	}
}

// TestPrintfS_printf: s_printf's lengths line as the H200 printed it
// (libcuda/testdata/cudart/suite/golden/b130/s_printf.h200.out, for n = 42): its %hhd read 8
// bytes, so every later conversion read the next argument's place, its %llx the first 8 bytes
// of the format string kept after the arguments, and its %zu, with the arguments used up,
// came out as written.
func TestPrintfS_printf(t *testing.T) {
	const format = "lengths: [%hhd] [%hd] [%ld] [%lld] [%llu] [%llx] [%zu]\n"
	n := int64(42)
	args := le(uint32(n), uint32(n*1000))
	for _, v := range []uint64{uint64(n * 100000), uint64(1<<64 - 1234567890123), 1<<64 - 1, 0xdeadbeefcafe, 12345} {
		args = binary.LittleEndian.AppendUint64(args, v)
	}
	want := "lengths: [42] [5696] [-1234567890123] [-1] [244837814094590] [3a736874676e656c] [%zu]\n"
	if got := printfOnce(t, format, args); got != want {
		t.Errorf("printf(%q): %q, the H200 printed %q", format, got, want)
	}
}

// le packs 32-bit words little-endian.
func le(words ...uint32) []byte {
	b := make([]byte, 4*len(words))
	for i, w := range words {
		binary.LittleEndian.PutUint32(b[4*i:], w)
	}
	return b
}

// printfOnce runs one thread's vprintf(format, args) and returns what it printed.
func printfOnce(t *testing.T, format string, args []byte) string {
	t.Helper()
	out, err := printfLaunch(t, format, args)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// printfLaunch runs printfOnce's kernel and returns what it printed and the launch's error.
func printfLaunch(t *testing.T, format string, args []byte) (string, error) {
	t.Helper()
	var out bytes.Buffer
	err := printfLaunchTo(t, format, args, &out)
	return out.String(), err
}

// printfString is a C string that printfLaunchTo places in device memory, its address
// stored at byte off of the arguments (a %s argument).
type printfString struct {
	off int
	s   string
}

// printfLaunchTo runs printfOnce's kernel with its output written to out.
func printfLaunchTo(t *testing.T, format string, args []byte, out io.Writer, strs ...printfString) error {
	t.Helper()
	init := func(b []byte) string {
		s := make([]string, len(b))
		for i, c := range b {
			s[i] = strconv.Itoa(int(c))
		}
		return strings.Join(s, ", ")
	}
	f := append([]byte(format), 0)
	null := args == nil // vprintf(format, NULL), as nvcc calls it for a printf without arguments
	args = append(args, make([]byte, 8)...)
	strDecls, strStores := "", ""
	for i, p := range strs {
		name := "str" + strconv.Itoa(i)
		b := append([]byte(p.s), 0)
		strDecls += ".global .align 1 .b8 " + name + "[" + strconv.Itoa(len(b)) + "] = {" + init(b) + "};\n"
		strStores += "\n\tmov.u64 %rd3, " + name + "; cvta.global.u64 %rd3, %rd3; st.u64 [%rd2+" + strconv.Itoa(p.off) + "], %rd3;"
	}
	src := hdr + strDecls + `.extern .func (.param .b32 r) vprintf(.param .b64 f, .param .b64 a);
.global .align 1 .b8 fmtp[` + strconv.Itoa(len(f)) + `] = {` + init(f) + `};
.global .align 8 .b8 argp[` + strconv.Itoa(len(args)) + `] = {` + init(args) + `};
.visible .entry k() { .reg .b64 %rd<4>; .reg .b32 %r<2>;
	mov.u64 %rd1, fmtp; cvta.global.u64 %rd1, %rd1;
	mov.u64 %rd2, argp; cvta.global.u64 %rd2, %rd2;` + strStores + map[bool]string{true: "\n\tmov.u64 %rd2, 0;"}[null] + `
	{ .param .b64 p0; st.param.b64 [p0], %rd1; .param .b64 p1; st.param.b64 [p1], %rd2; .param .b32 r0;
	  call.uni (r0), vprintf, (p0, p1); ld.param.b32 %r1, [r0]; }
	ret; }`
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	k, _ := mod.Function("k")
	return k.Launch([3]uint32{1, 1, 1}, [3]uint32{1, 1, 1}, 0, nil, out)
}

// TestPrintfStringAfterHH: a printf with a %s after a %hh conversion faulted on the H200 with an
// illegal address and printed nothing (libcuda/testdata/cudart/explore24b/probe-b, its
// arguments: cases 1 and 9, where the device side's %s took an int's bytes for the string's
// address); with %hd or %c before the %s it printed (cases 2, 3). With NULL for the device
// side's %s ("A" of zeros), the host's %s, a slot further on, reads the format's bytes, which
// killed the H100's host process (printf32-c's F1, explore24b's case 11): cudasim faults too.
func TestPrintfStringAfterHH(t *testing.T) {
	xyz := []printfString{{8, "xyz"}}
	for _, c := range []struct {
		format string
		args   []byte
		strs   []printfString
		want   string // "": faulted
	}{
		{"A %hhx|%s|\n", nvccArgs(int32(0xef), uint64(0)), xyz, ""},
		{"I %d %hhx %d|%s|%d\n", nvccArgs(int32(1), int32(0xef), int32(2), uint64(0), int32(3)), []printfString{{16, "xyz"}}, ""},
		{"B %hd|%s|\n", nvccArgs(int32(-12817), uint64(0)), xyz, "B -12817|xyz|\n"},
		{"C %c%c|%s|\n", nvccArgs(int32('a'), int32('b'), uint64(0)), xyz, "C ab|xyz|\n"},
		{"A %hhx|%s|\n", make([]byte, 16), nil, ""},
	} {
		var out strings.Builder
		err := printfLaunchTo(t, c.format, c.args, &out, c.strs...)
		faulted := cu.Code(err) == cu.ErrorIllegalAddress
		if c.want == "" && (!faulted || out.String() != "") || c.want != "" && (err != nil || out.String() != c.want) {
			t.Errorf("printf(%q): printed %q, error %v; the H200 printed %q (nothing: faulted)", c.format, out.String(), err, c.want)
		}
	}
}

// TestPrintfS_printf2Lines: the other lines of s_printf2 that the H200 printed the same in
// every run (libcuda/testdata/cudart/suite/logs/w2-s_printf2.h200.out), each conversion with
// its arguments packed as nvcc packs them: lengths h, l and ll, a '*' width, three-digit
// exponents, halves rounded to even, precisions past a double's digits, %c, %i and %u.
func TestPrintfS_printf2Lines(t *testing.T) {
	l, ll := int64(-70000000000), int64(-80000000000)
	for _, c := range []struct {
		format string
		args   []byte
		want   string
	}{
		{"hd [%hd] [%d]\n", nvccArgs(int32(-3000), int32(113)), "hd [-3000] [113]\n"},
		{"hx [%hx] [%d]\n", nvccArgs(int32(0xbeef), int32(114)), "hx [beef] [114]\n"},
		{"ld [%ld] [%d]\n", nvccArgs(l, int32(115)), "ld [-70000000000] [115]\n"},
		{"lld [%lld] [%d]\n", nvccArgs(ll, int32(116)), "lld [-80000000000] [116]\n"},
		{"lu [%lu] [%d]\n", nvccArgs(l, int32(117)), "lu [18446744003709551616] [117]\n"},
		{"star width [%*d] [%d]\n", nvccArgs(int32(7), int32(42), int32(122)), "star width [     42] [122]\n"},
		{"e3 [%e] [%e] [%g] [%d]\n", nvccArgs(1e100, 1e-100, 1e200, int32(131)), "e3 [1.000000e+100] [1.000000e-100] [1e+200] [131]\n"},
		{"halves [%.0f] [%.0f] [%.0f] [%.1f] [%d]\n", nvccArgs(0.5, 1.5, 2.5, 0.25, int32(132)), "halves [0] [2] [2] [0.2] [132]\n"},
		{"long precision [%.20f] [%.17g] [%d]\n", nvccArgs(0.1, 0.1, int32(133)), "long precision [0.10000000000000000555] [0.10000000000000001] [133]\n"},
		{"c [%c%c%c] [%d]\n", nvccArgs(int32('o'), int32('k'), int32('!'), int32(136)), "c [ok!] [136]\n"},
		{"i64 [%i] [%u] [%d]\n", nvccArgs(int32(-1), uint32(4000000000), int32(137)), "i64 [-1] [4000000000] [137]\n"},
		{"p [%p] [%p] [%d]\n", nvccArgs(uint64(0), uint64(0x1234), int32(129)), "p [(nil)] [0x1234] [129]\n"},
	} {
		if got := printfOnce(t, c.format, c.args); got != c.want {
			t.Errorf("printf(%q): %q, the H200 printed %q", c.format, got, c.want)
		}
	}
}

// nvccArgs packs printf arguments as nvcc does: each at a boundary of its
// size (int32 and uint32 4 bytes; int64, uint64 and float64 8).
func nvccArgs(args ...any) []byte {
	var b []byte
	for _, a := range args {
		var v uint64
		size := 8
		switch a := a.(type) {
		case int32:
			v, size = uint64(uint32(a)), 4
		case uint32:
			v, size = uint64(a), 4
		case int64:
			v = uint64(a)
		case uint64:
			v = a
		case float64:
			v = math.Float64bits(a)
		default:
			panic(fmt.Sprintf("nvccArgs: %T", a))
		}
		for len(b)%size != 0 {
			b = append(b, 0)
		}
		if size == 4 {
			b = binary.LittleEndian.AppendUint32(b, uint32(v))
		} else {
			b = binary.LittleEndian.AppendUint64(b, v)
		}
	}
	return b
}

// TestPrintf31: probe printf31-c's kernel (testdata/reference/printf31/probe.cu; its PTX from
// nvcc 11.8, -arch=sm_80) prints what the H100 with the H200's driver printed
// (h100-s32/native.out, less the host's last two lines): %hh conversions that copy nothing
// and read the record's next slot, the format's bytes once the arguments are used up; the L
// and q lengths as written; a %ls whose chunk the host drops.
func TestPrintf31(t *testing.T) {
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileFile(t, "../testdata/reference/printf31/probe.ptx"))
	if err != nil {
		t.Fatal(err)
	}
	k, err := mod.Function("_Z1kiixd")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	neg := int32(-0x765433)
	err = k.Launch([3]uint32{1, 1, 1}, [3]uint32{1, 1, 1}, 0, [][]byte{le32(0x1234567), le32(uint32(neg)),
		le64(0x1122334455667788), le64(math.Float64bits(2.5))}, &out)
	if err != nil {
		t.Fatal(err)
	}
	native, err := os.ReadFile("../testdata/reference/printf31/h100-s32/native.out")
	if err != nil {
		t.Fatal(err)
	}
	want := strings.TrimSuffix(string(native), "sync cudaSuccess\nexit 0\n")
	if got := out.String(); got != want {
		t.Errorf("printf31's kernel (-H100 +cudasim):\n%s", cmp.Diff(strings.Split(want, "\n"), strings.Split(got, "\n")))
	}
}

// TestPrintfRecordUnmeasured: the printfs whose record no probe decided answer
// CUDA_ERROR_NOT_SUPPORTED, printing nothing: a '*' width on s, p and the floating conversions
// (whether the host parses it), a length no probe paired with the conversion, a conversion
// character the C library does not know, a conversion the host does not parse that takes the
// host's copy of a string. printf32-c and printf37-c decided the rest (TestPrintf32,
// TestPrintf37): the L and q lengths, %lc, %hhc, %hhp, %hhf, a '*' precision.
func TestPrintfRecordUnmeasured(t *testing.T) {
	for _, c := range []struct {
		format  string
		args    []byte
		refused bool
		strs    []printfString
	}{
		{"[%zu][%s]\n", nvccArgs(uint64(0)), true, []printfString{{0, "ab"}}}, // the C library's %zu takes the host's copy of "ab"
		{"[%zu][%s]\n", nvccArgs(uint64(0)), false, nil},                      // a NULL %s's slot holds 0
		{"[%Lf][%d]\n", nvccArgs(2.5, int32(7)), false, nil},
		{"[%qd][%hhd]\n", nvccArgs(int64(5), int32(7)), false, nil},
		{"[%lc][%d]\n", nvccArgs(int32('w'), int32(3)), false, nil},
		{"[%hhc]\n", nvccArgs(int32('x')), false, nil},
		{"[%.*f][%d]\n", nvccArgs(int32(3), 2.5, int32(7)), false, nil},
		{"[%hhp][%d]\n", nvccArgs(uint64(0)), false, nil},
		{"[%hhf][%d]\n", nvccArgs(2.5), false, nil},
		{"[%*f]\n", nvccArgs(int32(5), 2.5), false, nil},
		{"[%*s]\n", nvccArgs(int32(5), uint64(0)), false, nil},
		{"[%hld]\n", nvccArgs(int32(5)), false, nil},
		{"[%k][%d]\n", nvccArgs(int32(5)), false, nil},
		{"[%n]\n", nvccArgs(uint64(0)), true, nil}, // after the last conversion the host parses
		{"[%m][%d]\n", nvccArgs(int32(5)), true, nil},
		{"[%Zd][%d]\n", nvccArgs(int32(5)), true, nil},
		{"[%1$d]\n", nvccArgs(int32(5)), true, nil},
		{"[%'d]\n", nvccArgs(int32(5)), true, nil},
		{"[%hc]\n", nvccArgs(int32('x')), true, nil},
		{"[%5.*%][%d]\n", nvccArgs(int32(5)), true, nil},
	} {
		var sb strings.Builder
		err := printfLaunchTo(t, c.format, c.args, &sb, c.strs...)
		out := sb.String()
		refused := err != nil && strings.Contains(err.Error(), "NOT_SUPPORTED")
		if refused != c.refused || err != nil && !refused || refused && out != "" {
			t.Errorf("printf(%q): printed %q, error %v; want refused: %v", c.format, out, err, c.refused)
		}
	}
}

// printfProbeRun runs kernel name of a printf probe's PTX (path; from nvcc 11.8, -arch=sm_80)
// with the arguments params makes from the addresses of texts, placed in device memory.
func printfProbeRun(t *testing.T, path, name string, texts []string, params func(ptrs []uint64) [][]byte) (string, error) {
	t.Helper()
	mem := newTestMem()
	tg := &simTarget{testMem: mem}
	mod, err := loadProgram(tg, compileFile(t, path))
	if err != nil {
		t.Fatal(err)
	}
	k, err := mod.Function(name)
	if err != nil {
		t.Fatal(err)
	}
	ptrs := make([]uint64, len(texts))
	for i, text := range texts {
		if ptrs[i], err = mem.Alloc(64); err != nil {
			t.Fatal(err)
		}
		if err := mem.Write(ptrs[i], append([]byte(text), 0)); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	err = k.Launch([3]uint32{1, 1, 1}, [3]uint32{1, 1, 1}, 0, params(ptrs), &out)
	return out.String(), err
}

// comparePrintfLines compares what cudasim printed with a probe's native output (less its
// "sync cudaSuccess" and "exit 0" lines), line by line; the bracketed fields (from 0) that
// garbage names for a line's first word are compared by shape, a number, padded or not.
func comparePrintfLines(t *testing.T, got, native string, garbage map[string][]int) {
	t.Helper()
	want := strings.Split(strings.TrimSuffix(native, "sync cudaSuccess\nexit 0\n"), "\n")
	lines := strings.Split(got, "\n")
	if len(lines) != len(want) {
		t.Fatalf("cudasim printed %d lines, the H100 %d:\n%s", len(lines), len(want), cmp.Diff(want, lines))
	}
	number := regexp.MustCompile(`^ *(-?[0-9]+(\.[0-9]+)?(e[-+][0-9]+)?|nan)$`)
	for i, w := range want {
		g := lines[i]
		fields, ok := garbage[strings.SplitN(w, "[", 2)[0]]
		if !ok {
			if g != w {
				t.Errorf("line %d: cudasim %q, the H100 %q", i, g, w)
			}
			continue
		}
		gf, wf := bracketFields(g), bracketFields(w)
		same := len(gf) == len(wf)
		for j := 0; same && j < len(gf); j++ {
			if slices.Contains(fields, j) {
				same = number.MatchString(gf[j]) && number.MatchString(wf[j])
			} else {
				same = gf[j] == wf[j]
			}
		}
		if !same {
			t.Errorf("line %d: cudasim %q, the H100 %q (fields %v by shape)", i, g, w, fields)
		}
	}
}

// TestPrintf32: probe printf32-c's kernels print what the H100 with the H200's driver printed
// (testdata/reference/printf32/h100-s33): native.out's lines (less the host's last two) for
// the cases kernel, and, for the found kernel (F1: a %s after a %hh whose device-side argument
// is a real pointer, the host's %s reading the format's bytes as an address), the H100's host
// process died of SIGSEGV (native-found.out: exit 139, nothing printed), where cudasim faults
// the kernel with CUDA_ERROR_ILLEGAL_ADDRESS and prints nothing. The fields printf32Garbage
// names are what the C library took past the values the host passed (register and stack
// contents, which changed from run to run): compared by shape, a number.
func TestPrintf32(t *testing.T) {
	const ptx = "../testdata/reference/printf32/probe.ptx"
	texts := []string{"ab", "0123456789abcdefghijklmnopqrstuvwxyzABCD"}
	got, err := printfProbeRun(t, ptx, "_Z5casesixdyPKcS0_", texts, func(p []uint64) [][]byte {
		return [][]byte{le32(0x1234567), le64(0x1122334455667788), le64(math.Float64bits(2.5)),
			le64(0x0000000500000007), le64(p[0]), le64(p[1])}
	})
	if err != nil {
		t.Fatal(err)
	}
	native, err := os.ReadFile("../testdata/reference/printf32/h100-s33/native.out")
	if err != nil {
		t.Fatal(err)
	}
	comparePrintfLines(t, got, string(native), printf32Garbage)
	found, err := os.ReadFile("../testdata/reference/printf32/h100-s33/native-found.out")
	if err != nil {
		t.Fatal(err)
	}
	if string(found) != "exit 139\n" {
		t.Fatalf("native-found.out: %q, not the host's SIGSEGV this test models", found)
	}
	got, err = printfProbeRun(t, ptx, "_Z5foundiPKc", texts, func(p []uint64) [][]byte { return [][]byte{le32(0x1234567), le64(p[0])} })
	if cu.Code(err) != cu.ErrorIllegalAddress || got != "" {
		t.Errorf("printf32's found kernel (F1): printed %q, error %v; want CUDA_ERROR_ILLEGAL_ADDRESS and nothing", got, err)
	}
}

// printf32Garbage names printf32-c's lines by their first word and, for each, the bracketed
// fields (from 0) the C library took from past the host's values: the conversion after a
// %zu, %zx, %jx or %qd, whose value the z, j or q conversion took (Z1-Z5, Q1, Q2: a host address
// or its low half, 421001480 in one run), and a %Lf's long double from the stack (L1-L3: nan).
var printf32Garbage = map[string][]int{
	"Z1": {1}, "Z2": {1}, "Z3": {2}, "Z4": {1}, "Z5": {1},
	"L1": {0}, "L2": {1}, "L3": {0}, "Q1": {1}, "Q2": {1},
}

// bracketFields are the texts between '[' and ']' in line.
func bracketFields(line string) []string {
	var fs []string
	for _, part := range strings.Split(line, "[")[1:] {
		f, _, _ := strings.Cut(part, "]")
		fs = append(fs, f)
	}
	return fs
}

// TestPrintf37: probe printf37-c's kernels (testdata/reference/printf37/probe.cu) print what
// the H100 with the H200's driver printed in both runs (h100-s37/native-M-runR.out): P1's
// '*' precision and P2's '*' width on %zd copy nothing (the ints after them took the
// arguments), %ls of one-character strings, %hhp and %hhf (nothing copied, a slot read), the
// garbage fields (registers past the host's values) by shape. S4, whose %llx read a %s's slot
// (the H100 printed 5a), cudasim refuses (not modelled); H7's %hhs followed an int slot and
// killed the host process (exit 139), where cudasim faults the kernel.
func TestPrintf37(t *testing.T) {
	const ptx = "../testdata/reference/printf37/probe.ptx"
	texts := []string{"a", "\x7f"}
	c, x := le64(0x1122334455667788), le64(math.Float64bits(1.1))
	for _, m := range []struct {
		mode, kernel string
		params       func(p []uint64) [][]byte
		code         cu.Result // the launch's where cudasim prints nothing: S4 refused, H7 faulted
	}{
		{"0", "_Z4safedxPKcS0_", func(p []uint64) [][]byte { return [][]byte{x, c, le64(p[0]), le64(p[1])} }, cu.Success},
		{"2", "_Z4hhpfdx", func(p []uint64) [][]byte { return [][]byte{x, c} }, cu.Success},
		{"3", "_Z8nullslotxPKc", func(p []uint64) [][]byte { return [][]byte{c, le64(p[0])} }, cu.ErrorNotSupported},
		{"4", "_Z3hhsPKc", func(p []uint64) [][]byte { return [][]byte{le64(p[0])} }, cu.ErrorIllegalAddress},
	} {
		got, err := printfProbeRun(t, ptx, m.kernel, texts, m.params)
		for _, run := range []string{"1", "2"} {
			native, err2 := os.ReadFile("../testdata/reference/printf37/h100-s37/native-" + m.mode + "-run" + run + ".out")
			if err2 != nil {
				t.Fatal(err2)
			}
			if m.code != cu.Success {
				if cu.Code(err) != m.code || got != "" {
					t.Errorf("mode %s: printed %q, error %v; want %v and nothing (the H100: %q)", m.mode, got, err, m.code, native)
				}
				continue
			}
			if err != nil {
				t.Fatalf("mode %s: %v", m.mode, err)
			}
			comparePrintfLines(t, got, string(native), map[string][]int{"P1": {1}, "P2": {0}})
		}
	}
}

// TestPrintf37b: probe printf37b-c's kernels (testdata/reference/printf37b/probe.cu) print what
// the H100 printed (h100-s37/native-M-runR.out): a '*' width on %s, %-s, %f, %e, %g, %x, %c,
// %lld, %p and a negative one (A1-A12); %*.*f, whose '*' precision the host leaves to the C
// library with the %d's value as its width (A9: the precision, the double and the %d are
// register garbage, by shape; run 1's precision printed 695 MB, cut in the file, so only run
// 2's A9 is compared); the lengths h and ll on floating conversions (N2 and N7 read a long
// double from the stack: garbage), %hld and %k, which the host does not parse and the C library
// prints back (N1, N9). N8's %n killed the host process (exit 139): cudasim faults the kernel.
func TestPrintf37b(t *testing.T) {
	const ptx = "../testdata/reference/printf37b/probe.ptx"
	c, x := le64(0x1122334455667788), le64(math.Float64bits(1.5))
	for _, m := range []struct {
		mode, kernel string
		params       func(p []uint64) [][]byte
		code         cu.Result
	}{
		{"0", "_Z6widthsPKcdx", func(p []uint64) [][]byte { return [][]byte{le64(p[0]), x, c} }, cu.Success},
		{"1", "_Z8pointersPKc", func(p []uint64) [][]byte { return [][]byte{le64(p[0])} }, cu.Success},
		{"2", "_Z7lengthsdx", func(p []uint64) [][]byte { return [][]byte{x, c} }, cu.Success},
		{"3", "_Z8percentnPi", func(p []uint64) [][]byte { return [][]byte{le64(p[0])} }, cu.ErrorIllegalAddress},
		{"4", "_Z7unknowni", func(p []uint64) [][]byte { return [][]byte{le32(5)} }, cu.Success},
	} {
		got, err := printfProbeRun(t, ptx, m.kernel, []string{"ab"}, m.params)
		for _, run := range []string{"1", "2"} {
			native, err2 := os.ReadFile("../testdata/reference/printf37b/h100-s37/native-" + m.mode + "-run" + run + ".out")
			if err2 != nil {
				t.Fatal(err2)
			}
			if m.code != cu.Success {
				if cu.Code(err) != m.code || got != "" || string(native) != "exit 139\n" {
					t.Errorf("mode %s: printed %q, error %v; want %v and nothing (the H100: %q)", m.mode, got, err, m.code, native)
				}
				continue
			}
			if err != nil {
				t.Fatalf("mode %s: %v", m.mode, err)
			}
			g, w := got, string(native)
			if run == "1" && m.mode == "0" {
				g, w = dropLine(g, "A9["), dropLine(w, "A9[")
			}
			comparePrintfLines(t, g, w, map[string][]int{"A9": {0, 1}, "N2": {0}, "N7": {0}})
		}
	}
}

// dropLine is text without its lines that begin with prefix.
func dropLine(text, prefix string) string {
	var kept []string
	for _, line := range strings.SplitAfter(text, "\n") {
		if !strings.HasPrefix(line, prefix) {
			kept = append(kept, line)
		}
	}
	return strings.Join(kept, "")
}

// TestPrintfUnknownAsGlibc: a conversion glibc does not know, inside a chunk (a %d after it),
// prints as glibc 2.36 printed it (testdata/reference/printf37b/glibc-unknown.out): every set
// of the flags -+ #0 with and without a width, bare and zero precisions, lengths before it.
func TestPrintfUnknownAsGlibc(t *testing.T) {
	data, err := os.ReadFile("../testdata/reference/printf37b/glibc-unknown.out")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		format, want, ok := strings.Cut(line, " -> ")
		if !ok || strings.Contains(format, " of ") {
			continue // a case with arguments: probe printf37b-c's H100 runs cover those
		}
		format = strings.ReplaceAll(format, "%%", "%")
		var sb strings.Builder
		if err := printfLaunchTo(t, format+"|%d", nvccArgs(int32(7)), &sb); err != nil {
			t.Fatalf("printf(%q): %v", format, err)
		}
		if got := sb.String(); got != want+"|7" {
			t.Errorf("printf(%q|%%d) of 7: cudasim %q, glibc %q", format, got, want+"|7")
		}
		n++
	}
	if n < 64 {
		t.Fatalf("%d cases, want at least the 64 of the flags", n)
	}
}
