package replay

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"cudasim/driver"
	"cudasim/trace"
)

// Every trace in examples/ replays clean.
func TestExamplesReplayClean(t *testing.T) {
	replayAllClean(t, "../../examples/*.trace")
}

// The CUDA runtime programs recorded on the H200 through cudasim's recorder
// (nvcc 11.8 and 13.0: launches, symbols, a kernel fault and reset, the
// runtime's private primary-context and module calls, its clean-up after the
// driver shut down) replay clean, every result and value as the real driver
// gave it.
func TestH200RuntimeTracesReplayClean(t *testing.T) {
	replayAllClean(t, "../../testdata/reference/cudart/traces/*.trace")
}

func replayAllClean(t *testing.T, glob string) {
	paths, err := filepath.Glob(glob)
	if err != nil || len(paths) == 0 {
		t.Fatalf("no traces %s: %v", glob, err)
	}
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			tr, err := trace.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range tr.Calls {
				if _, ok := handlers[c.Name]; !ok {
					t.Fatalf("%s: %s is not replayable", tr.Where(&c), c.Name)
				}
			}
			cfg, err := Config(tr)
			if err != nil {
				t.Fatal(err)
			}
			d := driver.New(cfg)
			defer d.Close()
			rep, err := Run(d, tr, Options{Continue: true})
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range rep.Divergences {
				t.Errorf("divergence:\n%s", d.String())
			}
			if rep.Calls != rep.Total {
				t.Errorf("ran %d of %d calls", rep.Calls, rep.Total)
			}
		})
	}
}

// CUDA 13's cuCtxSynchronize_v2 of a named context is a trace line,
// cuCtxSynchronize(ctx0), which replay runs on that context, whether or not
// it is current: b130_t_fault_static's synchronizations, noted by the
// recorder before session 32, replay clean as such lines, and a
// synchronization of a context while none is current succeeds (the
// context's, made current for the call: CUDA's definition of the _v2 form),
// where cuCtxSynchronize() has no context.
func TestNamedContextSynchronizeReplays(t *testing.T) {
	const traces = "../../testdata/reference/cudart/traces/"
	raw, err := os.ReadFile(traces + "b130_t_fault_static.trace")
	if err != nil {
		t.Fatal(err)
	}
	note := regexp.MustCompile(`(?m)^# (t\d+) cuCtxSynchronize_v2\((\w+)\) -> (\d+) \(not traced\)$`)
	text, n := string(raw), len(note.FindAllString(string(raw), -1))
	if n != 3 {
		t.Fatalf("%d synchronization notes in b130_t_fault_static.trace, want 3", n)
	}
	text = note.ReplaceAllString(text, "$1 cuCtxSynchronize($2) -> $3")
	dir := t.TempDir() // the trace as now recorded, beside its data
	data, err := filepath.Abs(traces + "b130_t_fault_static.data")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(data, filepath.Join(dir, "b130_t_fault_static.data")); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "b130_t_fault_static.trace")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	rep, err := replayFile(t, path, Options{Continue: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range rep.Divergences {
		t.Errorf("divergence:\n%s", d.String())
	}

	rep, err = replayText(t, `t0 cuInit(0) -> CUDA_SUCCESS
t0 cuDeviceGet(0) -> CUDA_SUCCESS dev0
t0 cuCtxCreate(0, dev0) -> CUDA_SUCCESS ctx0
t0 cuCtxSetCurrent(null) -> CUDA_SUCCESS
t0 cuCtxSynchronize(ctx0) -> CUDA_SUCCESS
t0 cuCtxSynchronize(null) -> CUDA_ERROR_INVALID_CONTEXT
t0 cuCtxSynchronize() -> CUDA_ERROR_INVALID_CONTEXT
`, Options{Continue: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range rep.Divergences {
		t.Errorf("divergence:\n%s", d.String())
	}
}

// CUDA 13's cuCtxGetDevice_v2 of a named context is a trace line,
// cuCtxGetDevice(ctx0), which replay runs on that context, whether or not it
// is current (the context's, made current for the call: CUDA's definition of
// the _v2 form); cuCtxGetDevice() stays the current context's.
func TestNamedContextGetDeviceReplays(t *testing.T) {
	rep, err := replayText(t, `t0 cuInit(0) -> CUDA_SUCCESS
t0 cuDeviceGet(0) -> CUDA_SUCCESS dev0
t0 cuCtxCreate(0, dev0) -> CUDA_SUCCESS ctx0
t0 cuCtxSetCurrent(null) -> CUDA_SUCCESS
t0 cuCtxGetDevice(ctx0) -> CUDA_SUCCESS dev0
t0 cuCtxSetCurrent(ctx0) -> CUDA_SUCCESS
t0 cuCtxGetDevice() -> CUDA_SUCCESS dev0
# t0 cuCtxGetDevice_v2(ctx0) -> 0 (not traced)
`, Options{Continue: true})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Calls != 7 || rep.Total != 7 {
		t.Errorf("%d of %d calls replayed, want 7 of 7 (the note is no call)", rep.Calls, rep.Total)
	}
	for _, d := range rep.Divergences {
		t.Errorf("divergence:\n%s", d.String())
	}
}
