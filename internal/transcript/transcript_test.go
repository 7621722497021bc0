package transcript

import (
	"strings"
	"testing"

	"cudasim/cu"
)

func TestParse(t *testing.T) {
	const text = `driverVersion 13000
init                               cuInit(0)                                      -> 0 CUDA_SUCCESS
init                               cuCtxGetCurrent(&cur)                          -> 0 CUDA_SUCCESS
current=(nil)
  getlimit 0 -> 0 value=1024
# section init exit 0
  pitch width=1 -> 1 pitch=0
pitch                              cuMemAllocPitch(&p, &pitch, 1, 1, 3)           -> 1 CUDA_ERROR_INVALID_VALUE
# section pitch exit 3
`
	tr, err := Parse("t", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Calls) != 3 || tr.Calls[1].Call != "cuCtxGetCurrent(&cur)" || tr.Calls[1].Line != 3 || tr.Calls[2].Code != cu.ErrorInvalidValue {
		t.Fatalf("calls %+v", tr.Calls)
	}
	if v := tr.Calls[1].Values; len(v) != 2 || v[0] != "current=(nil)" || v[1] != "getlimit 0 -> 0 value=1024" {
		t.Errorf("values %q", v)
	}
	if tr.Calls[2].Values != nil {
		t.Errorf("a value before a section's first call belongs to no call: %q", tr.Calls[2].Values)
	}
	if got := tr.Prefixed("pitch", "pitch "); len(got) != 1 || got[0] != "pitch width=1 -> 1 pitch=0" {
		t.Errorf("Prefixed = %q", got)
	}
	if got := tr.Prefixed("", "getlimit ", "pitch "); len(got) != 2 {
		t.Errorf("Prefixed in any section = %q", got)
	}
	if n, ok := tr.Int("driverVersion"); !ok || n != 13000 {
		t.Errorf("Int = %d %v", n, ok)
	}
	if tr.Exits["init"] != 0 || tr.Exits["pitch"] != 3 || len(tr.Section("init")) != 2 {
		t.Errorf("exits %v", tr.Exits)
	}
	if _, err := Parse("t", strings.NewReader("x   cuInit(0) -> 0 CUDA_ERROR_INVALID_VALUE\n")); err == nil {
		t.Error("a code with the wrong name: want an error")
	}
}

// The reference transcripts read whole: every call line is a call, and every
// probe2 section ran to its end.
func TestReference(t *testing.T) {
	for _, c := range []struct {
		path         string
		calls, lines int
	}{
		{"../../testdata/reference/probe-transcript.txt", 180, 30},
		{"../../testdata/reference/probe2/probe2-transcript.txt", 143, 1000},
		{"../../testdata/reference/probe2/probe2-limits2.txt", 0, 150},
	} {
		tr, err := Read(c.path)
		if err != nil {
			t.Fatal(err)
		}
		if len(tr.Calls) != c.calls || len(tr.Lines) < c.lines {
			t.Errorf("%s: %d calls, %d value lines", c.path, len(tr.Calls), len(tr.Lines))
		}
		for s, status := range tr.Exits {
			if status != 0 {
				t.Errorf("%s: section %s exited %d", c.path, s, status)
			}
		}
	}
}
