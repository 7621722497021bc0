package driver

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
	"cudasim/internal/transcript"
)

// probe2Line is a driver call of testdata/reference/probe2/probe2-transcript.txt
// (section, call text, code) with the value lines printed after it, or, under
// the pseudo-section "loop", one value line.
type probe2Line = transcript.Call

// readProbe2 reads the probe2 transcript into its sections: the R() lines
// with their values (less the lines of the probe's loops), and every value
// line under the pseudo-section "loop".
func readProbe2(t *testing.T) map[string][]probe2Line {
	t.Helper()
	tr, err := transcript.Read("../testdata/reference/probe2/probe2-transcript.txt")
	if err != nil {
		t.Fatal(err)
	}
	for s, status := range tr.Exits {
		if status != 0 {
			t.Fatalf("probe2 transcript: section %s exited %d", s, status)
		}
	}
	out := map[string][]probe2Line{}
	for _, c := range tr.Calls {
		var values []string
		for _, v := range c.Values {
			if !isLoopLine(v) {
				values = append(values, v)
			}
		}
		c.Values = values
		out[c.Tag] = append(out[c.Tag], c)
	}
	for _, l := range tr.Lines {
		out["loop"] = append(out["loop"], probe2Line{Line: l.Line, Values: []string{l.Text}})
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
		if strings.HasPrefix(l.Values[0], prefix) {
			out = append(out, l.Values[0])
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
		if st.call != w.Call {
			t.Fatalf("step %d is %q, transcript has %q", i, st.call, w.Call)
		}
		err, vals := st.run()
		if got := codeOf(err); got != w.Code {
			t.Errorf("%s: %s -> %v (%v), real driver %v", w.Tag, w.Call, got, err, w.Code)
		}
		if st.kernelValues {
			continue
		}
		if diff := cmp.Diff(w.Values, vals); diff != "" {
			t.Errorf("%s: %s values (-real +cudasim):\n%s", w.Tag, w.Call, diff)
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
