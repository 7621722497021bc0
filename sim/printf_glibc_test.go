package sim

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"cudasim/conform"
)

// The H200's device printf is formatted by the host's C library (glibc), one conversion at a
// time (docs/cudart.md, sweep27's p_unknowns; testdata/reference/fuzz27). For one conversion of
// one argument, where the device side's record of the arguments plays no part, cudasim's
// printf must print what glibc's does, byte for byte: the tests here run the same cases through
// both, glibc through testdata/printf/glibc.c, built with the host's C compiler.

// printfCase is one conversion of one argument, as glibc.c reads it: kind i (an int), l (a long
// long), d (a double, v its bits), p (a pointer) or s (the string s, or NULL).
type printfCase struct {
	kind   byte
	v      uint64
	s      string
	null   bool
	format string
}

// line is c as glibc.c and testdata/printf/glibc-cases.txt write it: "KIND\tVALUE\tFORMAT".
func (c printfCase) line() string {
	value := strconv.FormatUint(c.v, 16)
	if c.kind == 's' {
		value = hex.EncodeToString([]byte(c.s))
		if c.null {
			value = "-"
		}
	}
	return string(c.kind) + "\t" + value + "\t" + c.format
}

func parsePrintfCase(line string) (printfCase, error) {
	kind, rest, ok1 := strings.Cut(line, "\t")
	value, format, ok2 := strings.Cut(rest, "\t")
	if !ok1 || !ok2 || len(kind) != 1 || !strings.Contains("ildps", kind) {
		return printfCase{}, fmt.Errorf("bad case %q", line)
	}
	c := printfCase{kind: kind[0], format: format}
	var err error
	switch {
	case c.kind != 's':
		c.v, err = strconv.ParseUint(value, 16, 64)
	case value == "-":
		c.null = true
	default:
		var b []byte
		b, err = hex.DecodeString(value)
		c.s = string(b)
	}
	return c, err
}

// args is c's argument as nvcc packs it, and the string it points to.
func (c printfCase) args() ([]byte, []printfString) {
	switch c.kind {
	case 'i':
		return nvccArgs(int32(c.v)), nil
	case 's':
		if c.null {
			return nvccArgs(uint64(0)), nil
		}
		return nvccArgs(uint64(0)), []printfString{{0, c.s}}
	}
	return nvccArgs(c.v), nil
}

// glibcPrintf is a running glibc.c.
type glibcPrintf struct {
	mu  sync.Mutex
	in  io.Writer
	out *bufio.Reader
}

var (
	glibcOnce   sync.Once
	glibcHelper *glibcPrintf
	glibcErr    error
)

// glibc builds and starts glibc.c once per test process; the test is skipped without a C
// compiler.
func glibc(t testing.TB) *glibcPrintf {
	t.Helper()
	glibcOnce.Do(func() {
		cc, err := exec.LookPath("cc")
		if err != nil {
			glibcErr = err
			return
		}
		dir, err := os.MkdirTemp("", "glibcprintf")
		if err != nil {
			glibcErr = err
			return
		}
		bin := filepath.Join(dir, "glibc")
		if out, err := exec.Command(cc, "-O2", "-o", bin, "testdata/printf/glibc.c").CombinedOutput(); err != nil {
			glibcErr = fmt.Errorf("%v: %s", err, out)
			return
		}
		cmd := exec.Command(bin)
		in, _ := cmd.StdinPipe()
		out, _ := cmd.StdoutPipe()
		if glibcErr = cmd.Start(); glibcErr == nil {
			glibcHelper = &glibcPrintf{in: in, out: bufio.NewReader(out)}
		}
		os.RemoveAll(dir) // the running helper keeps its file
	})
	if glibcHelper == nil {
		t.Skipf("no glibc printf helper: %v", glibcErr)
	}
	return glibcHelper
}

// printf is glibc's text of c, and false where glibc's snprintf failed (EOVERFLOW).
func (g *glibcPrintf) printf(t testing.TB, c printfCase) (string, bool) {
	t.Helper()
	g.mu.Lock()
	defer g.mu.Unlock()
	if _, err := io.WriteString(g.in, c.line()+"\n"); err != nil {
		t.Fatal(err)
	}
	head, err := g.out.ReadString('\n')
	if err != nil {
		t.Fatalf("glibc helper: %v", err)
	}
	n, _ := strconv.Atoi(strings.TrimSpace(head))
	if n < 0 {
		return "", false
	}
	b := make([]byte, n)
	if _, err := io.ReadFull(g.out, b); err != nil {
		t.Fatal(err)
	}
	return string(b), true
}

// printfRunner runs vprintf on the engine with one loaded kernel, its format, arguments and
// string written to device memory before each launch (printfLaunchTo compiles a kernel per
// call: fuzzing needs faster).
type printfRunner struct {
	tg             *simTarget
	k              conform.Function
	fmt, arg, str  uint64
	maxFmt, maxStr int
}

func newPrintfRunner(t testing.TB) *printfRunner {
	t.Helper()
	src := hdr + `.extern .func (.param .b32 r) vprintf(.param .b64 f, .param .b64 a);
.visible .entry k(.param .u64 f, .param .u64 a) { .reg .b64 %rd<3>; .reg .b32 %r<2>;
	ld.param.u64 %rd1, [f]; ld.param.u64 %rd2, [a];
	{ .param .b64 p0; st.param.b64 [p0], %rd1; .param .b64 p1; st.param.b64 [p1], %rd2; .param .b32 r0;
	  call.uni (r0), vprintf, (p0, p1); ld.param.b32 %r1, [r0]; }
	ret; }`
	r := &printfRunner{tg: &simTarget{testMem: newTestMem()}, maxFmt: 4096, maxStr: 4096}
	mod, err := loadProgram(r.tg, compileSrc(t, []byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	r.k, _ = mod.Function("k")
	r.fmt, _ = r.tg.Alloc(r.maxFmt + 1)
	r.arg, _ = r.tg.Alloc(256)
	r.str, _ = r.tg.Alloc(r.maxStr + 1)
	return r
}

// printf is cudasim's text of c, and the launch's error.
func (r *printfRunner) printf(t testing.TB, c printfCase) (string, error) {
	t.Helper()
	if len(c.format) > r.maxFmt || len(c.s) > r.maxStr {
		t.Fatalf("case %q: longer than printfRunner's buffers", c.line())
	}
	args, strs := c.args()
	args = append(args, make([]byte, 16)...) // what the H200's record has after them is not modelled here
	for _, s := range strs {
		r.tg.Write(r.str, append([]byte(s.s), 0))
		for i := range 8 {
			args[s.off+i] = byte(r.str >> (8 * i))
		}
	}
	r.tg.Write(r.fmt, append([]byte(c.format), 0))
	r.tg.Write(r.arg, args)
	var out bytes.Buffer
	err := r.k.Launch([3]uint32{1, 1, 1}, [3]uint32{1, 1, 1}, 0, [][]byte{le64(r.fmt), le64(r.arg)}, &out)
	return out.String(), err
}

// printfFuzzCase makes a case of the fuzzer's numbers: a conversion of "diuxXocfFeEgGaAsp"
// (conv), flags from the base-6 digits of flags ("-+ #0" and none, with repeats), a width
// (none, or width-1), a precision (none, or prec-1, written "." or ".0" for 0) and a length
// that fits the conversion (h, hh, l, ll for the integers, l for the floating ones), in
// brackets. ok is false for the cases whose H200 output is not known to be glibc's
// (printfNotGlibc).
func printfFuzzCase(flags uint16, width, prec uint16, conv, length byte, v uint64, s string) (c printfCase, ok bool) {
	const convs = "diuxXocfFeEgGaAsp"
	c.v, c.s = v, s
	cv := convs[int(conv)%len(convs)]
	var spec strings.Builder
	spec.WriteString("[%")
	for ; flags != 0; flags /= 6 {
		if flags%6 < 5 {
			spec.WriteByte("-+ #0"[flags%6])
		}
	}
	if width > 0 {
		spec.WriteString(strconv.Itoa(int(width - 1)))
	}
	switch {
	case prec == 1 && length&0x10 != 0:
		spec.WriteByte('.') // a '.' alone: a precision of 0
	case prec > 0:
		spec.WriteString("." + strconv.Itoa(int(prec-1)))
	}
	switch {
	case strings.IndexByte("diuxXo", cv) >= 0:
		l := []string{"", "h", "hh", "l", "ll"}[int(length&15)%5]
		spec.WriteString(l)
		c.kind = 'i'
		if strings.HasPrefix(l, "l") {
			c.kind = 'l'
		}
	case cv == 'c':
		c.kind, c.v = 'i', v&0xff
	case cv == 's':
		c.kind, c.null = 's', length&1 != 0
	case cv == 'p':
		c.kind = 'p'
	default:
		c.kind = 'd'
		if length&1 != 0 {
			spec.WriteByte('l')
		}
	}
	spec.WriteByte(cv)
	spec.WriteString("]")
	c.format = spec.String()
	return c, !printfNotGlibc(c)
}

// printfNotGlibc reports whether c is a case where the H200 prints other than glibc 2.36: a
// %hh conversion, which prints a byte of the H200's record of the printf rather than the
// argument (printf29-c's printed 2, its framed format's first byte; printf31-c).
func printfNotGlibc(c printfCase) bool {
	return strings.Contains(c.format, "hh")
}

// printfMismatch says how cudasim's text of c differs from glibc's, or "" where they agree or
// glibc refused c (a field past INT_MAX: TestPrintfProbe28's cases measure those).
func printfMismatch(t testing.TB, r *printfRunner, g *glibcPrintf, c printfCase) string {
	t.Helper()
	want, ok := g.printf(t, c)
	got, err := r.printf(t, c)
	if !ok || err == nil && got == want {
		return ""
	}
	return fmt.Sprintf("printf(%q) of %s: cudasim %q (%v), glibc %q", c.format, c.line(), got, err, want)
}

// FuzzPrintfGlibc compares one conversion of one argument, cudasim's against glibc's.
func FuzzPrintfGlibc(f *testing.F) {
	for _, s := range []struct {
		flags, width, prec uint16
		conv, length       byte
		v                  uint64
	}{
		{0, 0, 0, 0, 0, 5},
		{1 + 6*5, 9, 4, 7, 0, math.Float64bits(2.5)},
		{4, 0, 1, 3, 0, 0},
		{4, 0, 1, 11, 0, math.Float64bits(1e21)},
		{3, 30, 20, 9, 0, math.Float64bits(-0.1)},
		{2, 0, 0, 12, 0, 1},
		{0, 3, 0, 15, 1, 0},
		{1, 5, 36, 2, 4, 0x4003ffffffffffb9},      // "[%+4.35llu]": Go's fmt signed it
		{3 + 6*4, 20, 0, 3, 0, 0x1234},            // "[%#019x]": Go's fmt counted 0x into the zeros
		{30, 15, 4, 13, 1, math.Float64bits(1.5)}, // "[%-14.3la]": the l dropped width and precision
		{3, 0, 4, 11, 0, math.Float64bits(999.5)}, // "[%#.3g]": glibc's 1.e+03
	} {
		f.Add(s.flags, s.width, s.prec, s.conv, s.length, s.v, "abc")
	}
	f.Fuzz(func(t *testing.T, flags, width, prec uint16, conv, length byte, v uint64, s string) {
		width, prec = width%2100, prec%2100
		if strings.IndexByte(s, 0) >= 0 || len(s) > 512 {
			return
		}
		c, ok := printfFuzzCase(flags, width, prec, conv, length, v, s)
		if !ok {
			return
		}
		if m := printfMismatch(t, printfRunnerFor(t), glibc(t), c); m != "" {
			t.Fatal(m)
		}
	})
}

var (
	runnerOnce   sync.Once
	sharedRunner *printfRunner
)

// printfRunnerFor is the test process's printfRunner (fuzzing calls one input at a time).
func printfRunnerFor(t testing.TB) *printfRunner {
	runnerOnce.Do(func() { sharedRunner = newPrintfRunner(t) })
	return sharedRunner
}

// TestPrintfGlibcSweep compares printf29-c's cases (printf29Cases), or with
// CUDASIM_PRINTF_SWEEP=N printfSweepCases(N), and reports every mismatch.
func TestPrintfGlibcSweep(t *testing.T) {
	g, r := glibc(t), printfRunnerFor(t)
	cases := printf29Cases()
	if s := os.Getenv("CUDASIM_PRINTF_SWEEP"); s != "" {
		n, _ := strconv.Atoi(s)
		cases = printfSweepCases(n)
	}
	bad, compared := 0, 0
	for _, c := range cases {
		if printfNotGlibc(c) {
			continue
		}
		compared++
		if m := printfMismatch(t, r, g, c); m != "" {
			if bad++; bad <= 20 {
				t.Error(m)
			}
		}
	}
	t.Logf("%d cases, %d compared, %d differ", len(cases), compared, bad)
	if bad > 0 {
		t.Errorf("%d of %d cases differ from glibc", bad, compared)
	}
}

// printfSweepCases is n random cases of printfFuzzCase's, the same for the same n, with values
// a uniform draw rarely hits (zeros, extremes, halves, subnormals, infinities and NaNs) and
// strings without the bytes 0 to 4 (printf29-c's probe frames its cases with 2, 3 and 4).
func printfSweepCases(n int) []printfCase {
	rnd := rand.New(rand.NewPCG(29, uint64(n)))
	specials := []uint64{0, 1, 1 << 63, 1<<64 - 1, 1<<63 - 1, 0x80000000, 0x7fffffff, 0xffffffff, 0xff, 0x80,
		math.Float64bits(0.5), math.Float64bits(1.5), math.Float64bits(2.5), math.Float64bits(0.125), math.Float64bits(-0.0),
		math.Float64bits(1e21), math.Float64bits(1e-5), math.Float64bits(9.5), math.Float64bits(99999.5), math.Float64bits(0.1),
		math.Float64bits(5e-324), math.Float64bits(2.2250738585072009e-308), math.Float64bits(math.MaxFloat64),
		math.Float64bits(math.Inf(1)), math.Float64bits(math.Inf(-1)), math.Float64bits(math.NaN()), 0xfff8000000000001}
	var cases []printfCase
	for range n {
		v := rnd.Uint64()
		switch rnd.IntN(4) {
		case 0:
			v = specials[rnd.IntN(len(specials))]
		case 1:
			v = math.Float64bits(float64(rnd.IntN(2000001)-1000000) / float64([]int{1, 2, 4, 8, 10, 100, 1000, 1e6}[rnd.IntN(8)]))
		case 2:
			v >>= rnd.IntN(64)
		}
		width, prec := uint16(0), uint16(0)
		if rnd.IntN(2) == 0 {
			width = uint16(rnd.IntN(40))
		}
		if rnd.IntN(2) == 0 {
			prec = uint16(rnd.IntN(40))
		}
		if rnd.IntN(50) == 0 {
			width, prec = uint16(rnd.IntN(2100)), uint16(rnd.IntN(2100))
		}
		s := []byte(nil)
		for range rnd.IntN(12) {
			s = append(s, byte(5+rnd.IntN(251)))
		}
		c, _ := printfFuzzCase(uint16(rnd.IntN(6*6*6*6)), width, prec, byte(rnd.IntN(256)), byte(rnd.IntN(256)), v, string(s))
		cases = append(cases, c)
	}
	return cases
}

// printf29Cases is what printf29-c's probe prints on the H200 (testdata/reference/printf29):
// the cases not measured before it ran (%p with flags, widths and precisions; %s of NULL with
// precisions), glibc's %#g after a carry, then printfSweepCases(4000).
func printf29Cases() []printfCase {
	var cases []printfCase
	for _, f := range []string{"[%p]", "[%20p]", "[%-20p]", "[%+p]", "[% p]", "[%#p]", "[%020p]", "[%.8p]", "[%.0p]", "[%+-20.8p]", "[%020.3p]"} {
		for _, v := range []uint64{0, 0x1234, 0x7f0000001000} {
			cases = append(cases, printfCase{kind: 'p', v: v, format: f})
		}
	}
	for _, f := range []string{"[%s]", "[%.0s]", "[%.1s]", "[%.3s]", "[%.5s]", "[%.6s]", "[%.7s]", "[%10.3s]", "[%-10.5s]", "[%010s]", "[%10s]", "[%-10s]", "[%.s]"} {
		cases = append(cases, printfCase{kind: 's', null: true, format: f}, printfCase{kind: 's', s: "abcdefgh", format: f})
	}
	for _, f := range []string{"[%05c]", "[%-05c]", "[%5c]", "[%.0c]", "[%c]"} {
		for _, v := range []uint64{'A', 0, 0xe9} {
			cases = append(cases, printfCase{kind: 'i', v: v, format: f})
		}
	}
	// glibc 2.36's %#g of a value that rounding carries to the exponent P, which it prints
	// without fraction digits ("%#.3g" of 999.5: "1.e+03"), and neighbours.
	for _, g := range []struct {
		f string
		x float64
	}{{"[%#.5g]", 99999.5}, {"[%#.3g]", 999.5}, {"[%#g]", 999999.5}, {"[%#.2g]", 99.96}, {"[%#.4G]", 9999.5},
		{"[%#.1g]", 9.5}, {"[%#.3g]", 99999.5}, {"[%.5g]", 99999.5}, {"[%#.2g]", 9.96}, {"[%#12.5g]", -99999.5},
		{"[%#.3g]", 0.00099995}, {"[%#.17g]", 99999999999999999999.0}} {
		cases = append(cases, printfCase{kind: 'd', v: math.Float64bits(g.x), format: g.f})
	}
	return append(cases, printfSweepCases(4000)...)
}

// TestWritePrintf29Cases writes testdata/reference/printf29/cases.txt (with
// CUDASIM_WRITE_PRINTF29=1): how the probe's case list was made.
func TestWritePrintf29Cases(t *testing.T) {
	if os.Getenv("CUDASIM_WRITE_PRINTF29") != "1" {
		t.Skip("set CUDASIM_WRITE_PRINTF29=1 to rewrite the probe's cases")
	}
	var b strings.Builder
	for _, c := range printf29Cases() {
		b.WriteString(c.line() + "\n")
	}
	if err := os.WriteFile("../testdata/reference/printf29/cases.txt", []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestPrintf29H200: every case of printf29-c as the H200 printed it
// (testdata/reference/printf29/h200.out).
func TestPrintf29H200(t *testing.T) {
	golden := os.Getenv("CUDASIM_PRINTF29_GOLDEN") // another recording, such as the probe's host.out
	if golden == "" {
		golden = "../testdata/reference/printf29/h200.out"
	}
	want, err := os.ReadFile(golden)
	if os.IsNotExist(err) {
		t.Skip("printf29-c has not run on the H200 (testdata/reference/printf29/README.md)")
	}
	if err != nil {
		t.Fatal(err)
	}
	frames, err := printf29Frames(want)
	if err != nil {
		t.Fatal(err)
	}
	list, err := os.ReadFile("../testdata/reference/printf29/cases.txt")
	if err != nil {
		t.Fatal(err)
	}
	r, bad := printfRunnerFor(t), 0
	lines := strings.Split(strings.TrimSuffix(string(list), "\n"), "\n")
	if len(frames) != len(lines) {
		t.Errorf("%s has %d cases of %d", golden, len(frames), len(lines))
	}
	for i, l := range lines[:min(len(lines), len(frames))] {
		c, err := parsePrintfCase(l)
		if err != nil {
			t.Fatal(err)
		}
		// The case's format framed as the probe's was: a %hh conversion reads its first byte.
		head := fmt.Sprintf("\x02%d\x03", i)
		c.format = head + c.format + "\x04\n"
		got, err := r.printf(t, c)
		if got = strings.TrimPrefix(strings.TrimSuffix(got, "\x04\n"), head); err != nil || got != frames[i] {
			if bad++; bad <= 20 {
				t.Errorf("case %d, printf(%q) of %s: cudasim %q (%v), the H200 %q", i, c.format, c.line(), got, err, frames[i])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d cases differ", bad, len(frames))
	}
}

// printf29Frames takes printf29-c's output apart: each case's text, framed "\x02N\x03" and
// "\x04\n", in order. The cases' texts end with ']', their strings hold no byte 2 to 4.
func printf29Frames(out []byte) ([]string, error) {
	var texts []string
	for len(out) > 0 {
		head := fmt.Sprintf("\x02%d\x03", len(texts))
		end := bytes.Index(out, []byte("]\x04\n"))
		if !bytes.HasPrefix(out, []byte(head)) || end < 0 {
			return nil, fmt.Errorf("case %d: no frame at %q", len(texts), out[:min(len(out), 40)])
		}
		texts = append(texts, string(out[len(head):end+1]))
		out = out[end+3:]
	}
	return texts, nil
}
