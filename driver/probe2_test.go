package driver

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
)

// probe2Line is one line of testdata/reference/probe2/probe2-transcript.txt:
// a driver call (section, call text, code) with the value lines after it, or
// a value line printed by one of the probe's loops.
type probe2Line struct {
	section, call string
	code          cu.Result
	values        []string
}

// readProbe2 reads the probe2 transcript into its sections: the R() lines
// with their values, and the loop lines (indented, not after an R() line of
// the same section) under the pseudo-call "".
func readProbe2(t *testing.T) map[string][]probe2Line {
	t.Helper()
	f, err := os.Open("../testdata/reference/probe2/probe2-transcript.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][]probe2Line{}
	section := ""
	sc := bufio.NewScanner(f)
	sectionEnd := regexp.MustCompile(`^# section (\S+) exit (\d+)$`)
	for n := 1; sc.Scan(); n++ {
		text := sc.Text()
		if m := sectionEnd.FindStringSubmatch(text); m != nil {
			if m[2] != "0" {
				t.Fatalf("probe2 transcript line %d: section %s exited %s", n, m[1], m[2])
			}
			continue
		}
		if m := callLine.FindStringSubmatch(text); m != nil {
			code, _ := strconv.Atoi(m[3])
			if cu.Result(code).Name() != m[4] {
				t.Fatalf("probe2 transcript line %d: code %d is not %s", n, code, m[4])
			}
			section = m[1]
			out[section] = append(out[section], probe2Line{section: section, call: strings.TrimRight(m[2], " "), code: cu.Result(code)})
			continue
		}
		// A loop line: it belongs to the section of the next call line, or
		// the last one; a leading loop (no call yet) is found by its words.
		out["loop"] = append(out["loop"], probe2Line{values: []string{strings.TrimSpace(text)}})
		if s := out[section]; len(s) > 0 && !isLoopLine(text) {
			s[len(s)-1].values = append(s[len(s)-1].values, strings.TrimSpace(text))
		}
	}
	return out
}

// isLoopLine reports whether an indented line was printed by one of probe2's
// loops rather than after an R() call.
func isLoopLine(text string) bool {
	for _, p := range []string{"setflags ", "ctxcreate ", "pitch width=", "getlimit ", "setlimit ", "occ ", "potential ", "availdyn ", "kernel "} {
		if strings.HasPrefix(strings.TrimSpace(text), p) {
			return true
		}
	}
	return false
}

// loopLines returns the loop lines starting with prefix, in order.
func loopLines(all map[string][]probe2Line, prefix string) []string {
	var out []string
	for _, l := range all["loop"] {
		if strings.HasPrefix(l.values[0], prefix) {
			out = append(out, l.values[0])
		}
	}
	return out
}

// probe2Section is the cudasim replay of one probe2 section: setup runs the
// calls the probe made unprinted (cuInit, retaining and setting the primary
// context, loading kernels.cubin, a 4096-byte buffer), steps the printed ones.
type probe2Section struct {
	name  string
	steps []probeStep
}

func codeOf(err error) cu.Result { return cu.Code(err) }

// replay runs steps against the transcript lines of one section.
func replayProbe2(t *testing.T, want []probe2Line, steps []probeStep) {
	t.Helper()
	if len(steps) != len(want) {
		t.Errorf("%d steps for %d transcript calls", len(steps), len(want))
	}
	for i, st := range steps {
		if i >= len(want) {
			break
		}
		w := want[i]
		if st.call != w.call {
			t.Fatalf("step %d is %q, transcript has %q", i, st.call, w.call)
		}
		err, vals := st.run()
		if got := codeOf(err); got != w.code {
			t.Errorf("%s: %s -> %v (%v), real driver %v", w.section, w.call, got, err, w.code)
		}
		if st.kernelValues {
			continue
		}
		if diff := cmp.Diff(w.values, vals); diff != "" {
			t.Errorf("%s: %s values (-real +cudasim):\n%s", w.section, w.call, diff)
		}
	}
}

// probe2Setup is the unprinted start of every probe2 section but
// primaryflags: cuInit, the primary context retained and current, the probe
// cubin loaded as a module, a 4096-byte buffer.
func probe2Setup(t *testing.T) (*Thread, Device, Context, Module, DevicePtr) {
	t.Helper()
	d := New(Config{ModuleLoading: ModuleLoadingLazy})
	t.Cleanup(d.Close) // device addresses are process-wide: give them back
	th := d.NewThread()
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	d0, _ := th.DeviceGet(0)
	c0, err := th.DevicePrimaryCtxRetain(d0)
	if err != nil {
		t.Fatal(err)
	}
	if err := th.CtxSetCurrent(c0); err != nil {
		t.Fatal(err)
	}
	img, err := os.ReadFile("../testdata/reference/kernels.cubin")
	if err != nil {
		t.Fatal(err)
	}
	mod, err := th.ModuleLoadData(img)
	if err != nil {
		t.Fatal(err)
	}
	buf, err := th.MemAlloc(4096)
	if err != nil {
		t.Fatal(err)
	}
	return th, d0, c0, mod, buf
}

func none(err error) (error, []string) { return err, nil }

var _ = fmt.Sprintf
