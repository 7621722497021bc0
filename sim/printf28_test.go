package sim

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"hash"
	"math"
	"os"
	"strings"
	"testing"
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
