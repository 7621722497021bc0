package sim

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"hash"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"cudasim/cu"
)

// printDigest keeps what a test compares of a printf's output: its length, its sha256 and its
// first and last 40 bytes, not the output (fuzz27's fields run to 805 MB).
type printDigest struct {
	n          int64
	sum        hash.Hash
	head, tail []byte
}

func (d *printDigest) Write(b []byte) (int, error) {
	if d.sum == nil {
		d.sum = sha256.New()
	}
	d.n += int64(len(b))
	d.head = append(d.head, b[:min(len(b), max(40-len(d.head), 0))]...)
	d.tail = append(d.tail, b[max(len(b)-40, 0):]...)
	d.tail = d.tail[max(len(d.tail)-40, 0):]
	return d.sum.Write(b)
}

// TestPrintfFuzz27: the device printf cases of testdata/reference/fuzz27's probe, as the H200
// printed them (h200.golden, made by golden.py from the probe's output: each case's length,
// sha256, first and last 40 bytes): widths of 1,000,000 to 805,306,375 characters and
// precisions of 2,000,000 printed in full, a conversion with a second '.' as written, a width
// past 2^64 taking the text before it along. cudasim answered CUDA_ERROR_NOT_SUPPORTED for
// every one but "after" before session 28.
func TestPrintfFuzz27(t *testing.T) {
	cases := map[string]struct {
		format string
		args   []byte
	}{
		"star-width-1000000":   {"[%*d]\n", nvccArgs(int32(1000000), int32(5))},
		"star-width-1000001":   {"[%*d]\n", nvccArgs(int32(1000001), int32(5))},
		"star-width-805306375": {"[%*d]\n", nvccArgs(int32(805306375), int32(5))},
		"width-1000000":        {"[%1000000d]\n", nvccArgs(int32(5))},
		"width-2000000":        {"[%2000000d]\n", nvccArgs(int32(5))},
		"precision-2000000":    {"[%.2000000d]\n", nvccArgs(int32(5))},
		"precision-f-2000000":  {"[%.2000000f]\n", nvccArgs(0.1)},
		"two-dots":             {"[%1.2.3d]\n", nvccArgs(int32(5))},
		"huge-a":               {"[%99999999999999999999a]\n", nvccArgs(1.0)},
		"after":                {"[after %d]\n", nvccArgs(int32(7))},
	}
	f, err := os.Open("../testdata/reference/fuzz27/h200.golden")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := 0
	for sc := bufio.NewScanner(f); sc.Scan(); {
		if !strings.HasPrefix(sc.Text(), "[") {
			continue // the copies' lines (driver: TestMemcpy2DOffsetWraps)
		}
		var g []any
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			t.Fatal(err)
		}
		name, n, sum, head, tail := g[0].(string), int64(g[1].(float64)), g[2].(string), g[3].(string), g[4].(string)
		c, ok := cases[name]
		if !ok {
			t.Fatalf("h200.golden: unknown case %q", name)
		}
		seen++
		if testing.Short() && n > 10<<20 {
			continue
		}
		var d printDigest
		if err := printfLaunchTo(t, c.format, c.args, &d); err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		// golden.py decoded the bytes as Latin-1: every byte is one rune below 256
		if got := hex.EncodeToString(d.sum.Sum(nil)); d.n != n || got != sum || string(d.head) != latin1(head) || string(d.tail) != latin1(tail) {
			t.Errorf("%s: %d bytes %q...%q (sha256 %s); the H200 printed %d bytes %q...%q (%s)", name, d.n, d.head, d.tail, got, n, head, tail, sum)
		}
	}
	if seen != len(cases) {
		t.Errorf("h200.golden has %d of the %d cases", seen, len(cases))
	}
}

func latin1(s string) string {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		b = append(b, byte(r))
	}
	return string(b)
}

// TestPrintfHexSubnormals: %a, %A, %.3a, %20a and %-20a of subnormal, normal and zero doubles
// and of promoted floats, as the H200 printed them (sweep27's p_unknowns, golden/
// p_unknowns.h200.out, lines 2-10): glibc's forms, a subnormal as 0x0.<13 digits>p-1022 and a
// precision rounding its fraction with a carry into the leading digit. cudasim, through Go's
// formatting, printed 0x1p-1074 and 0x1.ffffffffffffep-1023.
func TestPrintfHexSubnormals(t *testing.T) {
	want, err := os.ReadFile("../libcuda/testdata/cudart/sweep27/golden/p_unknowns.h200.out")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(want), "\n")[1:10]
	var got strings.Builder
	for _, v := range []float64{5e-324, -1e-320, 2.2250738585072009e-308, 2.2250738585072014e-308, 0.0, math.Copysign(0, -1), 1.0} {
		got.WriteString(printfOnce(t, "%%a %a | %%A %A | %%.3a %.3a | %%20a %20a | %%-20a| %-20a|\n", nvccArgs(v, v, v, v, v)))
	}
	for _, v := range []float32{1e-45, 1.1754942e-38} {
		got.WriteString(printfOnce(t, "float %%a %a\n", nvccArgs(float64(v))))
	}
	if got.String() != strings.Join(lines, "") {
		t.Errorf("printf %%a:\n%s\nthe H200 printed:\n%s", got.String(), strings.Join(lines, ""))
	}
}

// TestPrintfProbe28: the cases of probe28's q_printf (libcuda/testdata/cudart/sweep27/probe28/
// src/q_printf.cu), each as the H200 printed it (h200/b118.q_printf.out, the same from nvcc
// 11.8's and 13.0's builds; lines over 300 bytes cut by probe28's filter.c, and cut the same
// way here): "%5%" one '%' while recorded arguments remain and as written after; a second '.'
// as written, taking no argument; a width or precision past INT_MAX dropping the text since
// the last conversion but taking its argument; conversions without arguments (a NULL argument
// buffer) faulting; glibc's %a of subnormals, precisions and flags.
func TestPrintfProbe28(t *testing.T) {
	a := []byte(nil) // no arguments: vprintf(format, NULL)
	cases := []struct {
		name, format string
		args         []byte
	}{
		{"pct_alone", "[%5%]\n", a},
		{"pct_wprintf", "%%|%5%|100%%\n", a},
		{"pct_then_d", "[%5%|%d]\n", nvccArgs(int32(7))},
		{"d_then_pct", "[%d|%5%]\n", nvccArgs(int32(7))},
		{"d_pct_d", "[%d|%5%|%d]\n", nvccArgs(int32(7), int32(8))},
		{"pct_minus", "[%-5%]\n", a},
		{"pct_zero", "[%05%]\n", a},
		{"pct_prec", "[%.3%]\n", a},
		{"pct_plain_noargs", "[%%]\n", a},
		{"lld_then_pct", "[%lld|%5%]\n", nvccArgs(int64(7))},
		{"pct_then_s", "[%5%|%s]\n", nvccArgs(uint64(0))}, // a pointer to "str" (strs)
		{"pct_then_f", "[%5%|%f]\n", nvccArgs(1.5)},
		{"two_pct", "[%5%|%3%|%d]\n", nvccArgs(int32(9))},
		{"d_noargs", "[%d]\n", a},
		{"x_noargs", "[%5x|%s]\n", a},
		{"twodots_d", "[%1.2.3d|%d]\n", nvccArgs(int32(5), int32(6))},
		{"twodots_noargs", "[%1.2.3d]\n", a},
		{"twodots_f", "[%1.2.3f|%d]\n", nvccArgs(1.5, int32(6))},
		{"w_int_max1", "[%2147483648d|%d]\n", nvccArgs(int32(5), int32(6))},
		{"w_2p32", "[%4294967296d|%d]\n", nvccArgs(int32(5), int32(6))},
		{"w_2p32p5", "[%4294967301d|%d]\n", nvccArgs(int32(5), int32(6))},
		{"p_int_max1", "[%.2147483648d|%d]\n", nvccArgs(int32(5), int32(6))},
		{"a_huge_then_d", "x[%99999999999999999999a|%d]y\n", nvccArgs(1.0, int32(6))},
		{"a_int_max1", "x[%2147483648a]y\n", nvccArgs(1.0)},
		{"f_prec_2p32", "x[%.4294967296f]y\n", nvccArgs(1.0)},
		{"s_w_int_max1", "x[%2147483648s]y\n", nvccArgs(uint64(0))}, // a pointer to "s"
		{"a_subnormals", "%a|%a|%a|%.1a|%.0a|%.12a|%.13a|%.14a|%#a|%+a|% a|%030a|%-30a|%A\n", nvccArgs(4.9406564584124654e-324,
			1.0e-310, 2.2250738585072009e-308, 2.2250738585072009e-308, 2.2250738585072009e-308, 1.0e-310, 1.0e-310,
			1.0e-310, 5e-324, 5e-324, 5e-324, -1.0e-310, -1.0e-310, -3e-320)},
		{"a_round", "%.0a|%.0a|%.0a|%.1a|%.1a|%.2a|%.0a|%.0a\n", nvccArgs(1.5, 2.5, 1.0625, 1.03125, 1.09375, 1.0009765625,
			3.0e-320, 1.1e-308)},
		{"after", "[after %d]\n", nvccArgs(int32(7))},
	}
	want, err := os.ReadFile("../libcuda/testdata/cudart/sweep27/probe28/h200/b118.q_printf.out")
	if err != nil {
		t.Fatal(err)
	}
	var got strings.Builder
	for _, c := range cases {
		var strs []printfString
		switch c.name {
		case "pct_then_s":
			strs = []printfString{{0, "str"}}
		case "s_w_int_max1":
			strs = []printfString{{0, "s"}}
		}
		var out strings.Builder
		err := printfLaunchTo(t, c.format, c.args, &out, strs...)
		sync := "cudaSuccess"
		switch {
		case cu.Code(err) == cu.ErrorIllegalAddress:
			sync = "cudaErrorIllegalAddress"
		case err != nil:
			t.Errorf("%s: %v", c.name, err)
		}
		text := "== case " + c.name + "\n" + out.String() + "\n== end " + c.name + ": " + sync + "\n"
		got.WriteString(cutLongLines(text))
		if c.name == "a_subnormals" {
			// The cut line again, whole (sweep28-d printed this case alone, uncut).
			whole, err := os.ReadFile("../libcuda/testdata/cudart/sweep27/probe28/h200/b118.q_printf_a_subnormals.out")
			if err != nil {
				t.Fatal(err)
			}
			if text != string(whole) {
				t.Errorf("a_subnormals, uncut:\n%s\nthe H200 printed:\n%s", text, whole)
			}
		}
	}
	if got.String() != string(want) {
		t.Errorf("q_printf's cases differ from the H200's:\n%s\nthe H200 printed:\n%s", got.String(), want)
	}
}

// cutLongLines is what probe28's filter.c makes of text: a line over 300 bytes becomes
// "<<N bytes: FIRST ... LAST>>" with its first 100 and last 60 bytes.
func cutLongLines(s string) string {
	lines := strings.SplitAfter(s, "\n")
	for i, l := range lines {
		if body := strings.TrimSuffix(l, "\n"); len(body) > 300 {
			lines[i] = "<<" + strconv.Itoa(len(body)) + " bytes: " + body[:100] + " ... " + body[len(body)-60:] + ">>\n"
		}
	}
	return strings.Join(lines, "")
}
