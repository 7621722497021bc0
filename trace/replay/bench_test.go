package replay

import (
	"strings"
	"testing"

	"cudasim/driver"
	"cudasim/trace"
)

// BenchmarkReplayProbe replays the whole H200 probe (196 calls, 11 kernel
// launches, 9 library loads) on a fresh emulator per iteration.
func BenchmarkReplayProbe(b *testing.B) {
	tr, err := trace.ReadFile("../../examples/probe.trace")
	if err != nil {
		b.Fatal(err)
	}
	cfg, err := Config(tr)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		d := driver.New(cfg)
		d.SetPrintfOutput(nil)
		rep, err := Run(d, tr, Options{})
		if err != nil || !rep.OK() {
			b.Fatalf("%v %v", err, rep.Divergences)
		}
		d.Close()
	}
}

// BenchmarkReplayCalls measures replay's own cost per call: device and
// context queries that do almost nothing in the emulator.
func BenchmarkReplayCalls(b *testing.B) {
	text := preamble
	for i := 0; i < 100; i++ {
		text += "t0 cuCtxGetCurrent() -> CUDA_SUCCESS ctx0\nt0 cuDeviceGetCount() -> CUDA_SUCCESS 1\nt0 cuCtxGetDevice() -> CUDA_SUCCESS dev0\n"
	}
	tr, err := trace.Parse(strings.NewReader(text))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(len(tr.Calls)), "calls/op")
	d := driver.New(driver.Config{})
	defer d.Close()
	for b.Loop() {
		// A fresh Replayer on the same emulator: cuInit again, another
		// retain and allocation, then the 300 queries.
		if rep, err := Run(d, tr, Options{}); err != nil || !rep.OK() {
			b.Fatal(err, rep.Divergences)
		}
	}
}
