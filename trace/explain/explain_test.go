package explain

import (
	"bytes"
	"strings"
	"testing"

	"cudasim/driver"
	"cudasim/trace"
	"cudasim/trace/replay"
)

func narrate(t *testing.T, text string) (string, *Narrator) {
	t.Helper()
	tr, err := trace.ParseNamed("n.trace", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	n := New(&out)
	cfg, err := replay.Config(tr)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Observer = n.Observe
	d := driver.New(cfg)
	defer d.Close()
	r := replay.NewReplayer(d, tr, replay.Options{Step: n.Step})
	n.Attach(r)
	rep, err := r.Run()
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() {
		t.Fatalf("divergences: %v", rep.Divergences)
	}
	return out.String(), n
}

const twoThreads = `t0 cuInit(0) -> CUDA_SUCCESS
t0 cuDevicePrimaryCtxRetain(0) -> CUDA_SUCCESS ctx0
t1 cuCtxCreate(0, 0) -> CUDA_SUCCESS ctx1
t0 cuCtxSetCurrent(ctx0) -> CUDA_SUCCESS
t1 cuCtxDestroy(ctx1) -> CUDA_SUCCESS
`

func TestNarration(t *testing.T) {
	out, n := narrate(t, twoThreads)
	for _, want := range []string{
		"n.trace:2  t0 cuDevicePrimaryCtxRetain(0) -> CUDA_SUCCESS ctx0\n",
		"    - ctx0, device 0's primary context, becomes active\n",
		"    = ctx0 [dev0, primary, active]; ctx1 [dev0, active]; current: t0=none t1=ctx1\n",
		"    = ctx0 [dev0, primary, active]; ctx1 [dev0, active]; current: t0=ctx0 t1=ctx1\n",
		"    = ctx0 [dev0, primary, active]; current: t0=ctx0 t1=none\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("narration lacks %q:\n%s", want, out)
		}
	}
	tl := n.Timeline()
	if len(tl.Lanes) != 2 || tl.Calls != 5 {
		t.Fatalf("timeline = %+v", tl)
	}
	if got := tl.Lanes[1].Active; len(got) != 1 || got[0] != (Span{2, 4}) {
		t.Errorf("ctx1 active = %v, want [{2 4}]", got)
	}
	if got := tl.Lanes[0].Active; len(got) != 1 || got[0] != (Span{1, -1}) {
		t.Errorf("ctx0 active = %v, want [{1 -1}]", got)
	}
	var svg, mm bytes.Buffer
	if err := tl.SVG(&svg); err != nil || !strings.Contains(svg.String(), "ctx1 (dev0)") {
		t.Errorf("SVG: %v\n%s", err, svg.String())
	}
	if err := tl.Mermaid(&mm); err != nil || !strings.Contains(mm.String(), "    section ctx0 (dev0, primary)\n    active : 1, 5\n") {
		t.Errorf("Mermaid: %v\n%s", err, mm.String())
	}
}
