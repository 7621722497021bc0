package sim

import (
	"regexp"
	"strings"
	"testing"

	"cudasim/cu"
)

// FuzzPrintf runs a device printf of an arbitrary format string over an
// arbitrary argument buffer (printfLaunch's kernel): nothing panics, a
// failure is the launch's illegal address (a %s of a wild pointer) or
// CUDA_ERROR_NOT_SUPPORTED (a conversion whose output was not measured),
// with a message, and the text holds none of the marks Go's fmt writes for a verb
// it could not format ("%!d(BADWIDTH)" and the like), which no C printf
// prints: every conversion the format holds is rendered as the H200 does or
// copied as written. The seeds are formats the H200 printed
// (TestPrintfS_printf2Lines, libcuda/testdata/cudart/suite).
func FuzzPrintf(f *testing.F) {
	for _, c := range []struct {
		format string
		args   []byte
	}{
		{"hd [%hd] [%d]\n", nvccArgs(int32(-3000), int32(113))},
		{"lu [%lu] [%d]\n", nvccArgs(int64(-70000000000), int32(117))},
		{"star width [%*d] [%d]\n", nvccArgs(int32(7), int32(42), int32(122))},
		{"halves [%.0f] [%.0f] [%.0f] [%.1f] [%d]\n", nvccArgs(0.5, 1.5, 2.5, 0.25, int32(132))},
		{"c [%c%c%c] [%d]\n", nvccArgs(int32('o'), int32('k'), int32('!'), int32(136))},
		{"p [%p] [%p] [%d]\n", nvccArgs(uint64(0), uint64(0x1234), int32(129))},
		{"A %hhx|%s|\n", make([]byte, 24)},
		{"%#x %5% %zu %a %-08.3e %s\n", nvccArgs(int32(0), uint64(3), 1.5, 2.5, uint64(0))},
	} {
		f.Add(c.format, c.args)
	}
	f.Fuzz(func(t *testing.T, format string, args []byte) {
		if len(format) > 256 || len(args) > 256 || strings.IndexByte(format, 0) >= 0 {
			return // a C string ends at its NUL; long ones only slow the compilation
		}
		var kept keptWriter // a field may run to 2^31 characters: its start is enough
		err := printfLaunchTo(t, format, args, &kept)
		out := string(kept)
		if err != nil {
			if code := cu.Code(err); code != cu.ErrorIllegalAddress && code != cu.ErrorNotSupported || strings.TrimPrefix(err.Error(), code.Name()+": "+code.Text()) == "" {
				t.Fatalf("printf(%q): %v", format, err)
			}
			return
		}
		for _, mark := range []string{"(BADWIDTH)", "(BADPREC)", "(NOVERB)", "(EXTRA ", "(MISSING)", "(BADINDEX)"} {
			if strings.Contains(out, mark) && !strings.Contains(format, mark) {
				t.Fatalf("printf(%q) printed Go's %q: %q", format, mark, out)
			}
		}
		// Go's form for a verb that does not fit its operand, "%!d(string=hi)"; a
		// bare "%!" is C's too ("%c!" of '%', fuzz30's corpus percent-then-bang)
		if m := goBadVerb.FindString(out); m != "" && !strings.Contains(format, m[2:]) {
			t.Fatalf("printf(%q) printed Go's %q: %q", format, m, out)
		}
	})
}

// goBadVerb is Go's fmt's mark for a verb that does not fit its operand.
var goBadVerb = regexp.MustCompile(`%!\w\(\w+=`)

// keptWriter keeps the first 64 KiB written to it.
type keptWriter []byte

func (k *keptWriter) Write(b []byte) (int, error) {
	*k = append(*k, b[:min(len(b), max(64<<10-len(*k), 0))]...)
	return len(b), nil
}
