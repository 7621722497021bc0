package explain

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

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

func narrateFile(t *testing.T, path string) string {
	t.Helper()
	tr, err := trace.ReadFile(path)
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
	if rep, err := r.Run(); err != nil || !rep.OK() {
		t.Fatalf("replay: %v %v", err, rep)
	}
	return out.String()
}

// The narration of the bundled examples tells what each teaches.
func TestExampleNarrations(t *testing.T) {
	tests := []struct {
		file string
		want []string
	}{
		{"context-independent-loading.trace", []string{
			"mod0 is loaded into ctx0 by cuModuleLoadData: ",
			"mod0 leaves ctx0 by cuModuleUnload; its 6 functions are gone; fn0 is no longer valid\n",
			"lib0 loaded from 25360 bytes, no context involved",
			"lib0 is loaded into ctx1, because of first use in this context (launch)",
			"(k0 is a CUkernel: the driver picks ctx2's copy of lib0)",
			"managedVal (managed, shared by every context, 4 bytes)",
			"lib0 leaves ctx2: its context was destroyed",
			"= ctx0 [dev0, primary, active, holds lib0 (fn3 var0)]; ctx1 [dev1, primary, active, holds lib0 (fn2 var1)]; ctx2 [dev1, active, holds lib0]; current: t0=ctx2",
			"= ctx0 [dev0, primary, active, holds mod0 (fn0)]; ctx1 [dev1, primary, active]; current: t0=ctx0",
			"lib0 leaves ctx1: its library was unloaded; its 6 functions are gone; fn2, var1 are no longer valid\n",
			"lib0 unloaded: 1 kernel handle retired\n",
			"buf2 (256 bytes of device memory) freed: its context was torn down\n",
			"current: t0=ctx2 over ctx1\n",
			"lib0 leaves ctx0: its library was unloaded",
		}},
		{"sticky-error.trace", []string{
			"ctx0 gets a sticky error, CUDA_ERROR_ILLEGAL_ADDRESS (an illegal memory access was encountered) by the launch at sticky-error.trace:28: kernel faulty block (0,0,0)",
			"from the launch at sticky-error.trace:28: kernel faulty block (0,0,0)",
			"sticky-error.trace:32  t1 cuMemAlloc(64) -> CUDA_ERROR_ILLEGAL_ADDRESS\n    - CUDA_ERROR_ILLEGAL_ADDRESS is ctx0's sticky error, from the launch at sticky-error.trace:28",
			"the device takes no new contexts from this process after ctx0's sticky error",
		}},
		{"eager-loading.trace", []string{
			"lib0 is loaded into ctx0, because of eager loading at cuLibraryLoad",
			"lib0 is loaded into ctx1, because of eager loading at context creation",
			"lib0 is loaded into ctx2, because of eager loading at primary context retain",
		}},
		{"peer-access.trace", []string{
			"ctx1 gets peer access to ctx0: its kernels may now reach device 0's memory (one way: ctx0 needs its own call to reach ctx1's)",
			"ctx1's peer access to ctx0 ends: its kernels fault on device 0's memory again",
			"is device 0's, and device 1 has no peer access to a context there",
		}},
		{"primary-context.trace", []string{
			"ctx0 (device 0's primary context) is retained: retain count 2",
			"ctx0, current on t0, is inactive since primary-context.trace:",
		}},
	}
	for _, tt := range tests {
		out := narrateFile(t, "../../examples/"+tt.file)
		for _, w := range tt.want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: narration lacks %q", tt.file, w)
			}
		}
		// No message repeats its code's own words, and no notice's
		// raw text leaks into the story.
		for _, bad := range []string{"encountered: CUDA_ERROR", "(reason: ", "1 functions", "1 allocations", "1 kernels"} {
			if strings.Contains(out, bad) {
				t.Errorf("%s: narration has %q", tt.file, bad)
			}
		}
	}
}

// The state line shows a thread's whole context stack, top first, where it
// holds more than one context.
func TestNarrationStacks(t *testing.T) {
	out, _ := narrate(t, `t0 cuInit(0) -> CUDA_SUCCESS
t0 cuCtxCreate(0, 0) -> CUDA_SUCCESS ctx0
t0 cuCtxCreate(0, 0) -> CUDA_SUCCESS ctx1
t0 cuCtxPushCurrent(ctx0) -> CUDA_SUCCESS
t0 cuCtxPopCurrent() -> CUDA_SUCCESS ctx0
t0 cuCtxPopCurrent() -> CUDA_SUCCESS ctx1
`)
	var states []string
	for _, l := range strings.Split(out, "\n") {
		if _, cur, ok := strings.Cut(l, "current: "); ok {
			states = append(states, cur)
		}
	}
	want := []string{"t0=none", "t0=ctx0", "t0=ctx1 over ctx0", "t0=ctx0 over ctx1 over ctx0", "t0=ctx1 over ctx0", "t0=ctx0"}
	if diff := cmp.Diff(want, states); diff != "" {
		t.Errorf("current contexts per step (-want +got):\n%s\n%s", diff, out)
	}
}

// Captures and graph launches are narrated from the driver's notices
// (graph calls are not traced yet, so the notices are given here as the
// driver emits them).
func TestNarrationOfGraphs(t *testing.T) {
	tr, err := trace.ParseNamed("g.trace", strings.NewReader(twoThreads))
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
	notices := []driver.Notice{
		{Kind: driver.NoticeCaptureBegin, Detail: "stream 0x1040 begins capture 1 (mode 0) into graph 0x1050"},
		{Kind: driver.NoticeCaptureEnd, Detail: "capture 1 of stream 0x1040 ends: graph 0x1050 of 3 nodes"},
		{Kind: driver.NoticeGraphInstantiate, Detail: "graph 0x1050 instantiated as executable graph 0x1090 (3 nodes)"},
		{Kind: driver.NoticeGraphLaunch, Detail: "executable graph 0x1090 launched on stream 0x1040: 3 nodes"},
	}
	r := replay.NewReplayer(d, tr, replay.Options{Step: func(s *replay.Step) {
		if s.Index < len(notices) {
			n.Observe(notices[s.Index])
		}
		n.Step(s)
	}})
	n.Attach(r)
	if _, err := r.Run(); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"stream 0x1040 begins capture 1 (mode 0) into graph 0x1050: work enqueued on the stream from now on is recorded as graph nodes instead of running",
		"graph 0x1050 of 3 nodes; nothing in it has run yet",
		"executable graph 0x1090 (3 nodes): the executable graph keeps its own copy of the nodes",
		"launched on stream 0x1040: 3 nodes, in dependency order",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("narration lacks %q:\n%s", want, out.String())
		}
	}
}
