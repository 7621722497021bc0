package replay

import (
	"strings"
	"testing"

	"cudasim/driver"
	"cudasim/trace"
	"github.com/google/go-cmp/cmp"
)

func replayFile(t *testing.T, path string, opt Options) (*Report, error) {
	t.Helper()
	tr, err := trace.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := Config(tr)
	if err != nil {
		t.Fatal(err)
	}
	d := driver.New(cfg)
	defer d.Close()
	return Run(d, tr, opt)
}

func replayText(t *testing.T, text string, opt Options) (*Report, error) {
	t.Helper()
	tr, err := trace.ParseNamed("x.trace", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	d := driver.New(driver.Config{})
	defer d.Close()
	return Run(d, tr, opt)
}

// The device/context/memory lines of the H200 probe replay clean.
func TestContextsTraceReplaysClean(t *testing.T) {
	rep, err := replayFile(t, "testdata/contexts.trace", Options{Continue: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range rep.Divergences {
		t.Errorf("divergence:\n%s", d.String())
	}
	if rep.Calls != rep.Total || rep.Total < 40 {
		t.Errorf("ran %d of %d calls", rep.Calls, rep.Total)
	}
}

const preamble = `t0 cuInit(0) -> CUDA_SUCCESS
t0 cuDeviceGet(0) -> CUDA_SUCCESS dev0
t0 cuDevicePrimaryCtxRetain(dev0) -> CUDA_SUCCESS ctx0
t0 cuCtxSetCurrent(ctx0) -> CUDA_SUCCESS
t0 cuMemAlloc(64) -> CUDA_SUCCESS buf0
`

// Traces that disagree with the emulator produce divergences naming the line,
// the recorded value and cudasim's.
func TestDivergences(t *testing.T) {
	tests := []struct {
		name  string
		calls string
		want  []Divergence // Recent and Line are not compared
	}{
		{"result", "t0 cuMemAlloc(0) -> CUDA_SUCCESS buf1\n",
			[]Divergence{{Where: "x.trace:6", What: "result", Recorded: "CUDA_SUCCESS", Got: "CUDA_ERROR_INVALID_VALUE",
				Detail: "CUDA_ERROR_INVALID_VALUE: invalid argument: cuMemAlloc of 0 bytes"}}},
		{"value", "t0 cuDeviceGetCount() -> CUDA_SUCCESS 2\n",
			[]Divergence{{Where: "x.trace:6", What: "output 1", Recorded: "2", Got: "1"}}},
		{"same handle", "t0 cuCtxCreate(0, dev0) -> CUDA_SUCCESS ctx0\n",
			[]Divergence{{Where: "x.trace:6", What: "output 1", Recorded: "ctx0 (bound at an earlier call to %#x)", Got: "ctx %#x (no name in the trace)"}}},
		{"not", "t0 cuCtxGetCurrent() -> CUDA_SUCCESS _!ctx0\n",
			[]Divergence{{Where: "x.trace:6", What: "output 1", Recorded: "_!ctx0", Got: "ctx0 (the same value as ctx0)"}}},
		{"named", "t0 cuDevicePrimaryCtxGetState(dev0) -> CUDA_SUCCESS active=0\n",
			[]Divergence{{Where: "x.trace:6", What: "output 1 (active)", Recorded: "0", Got: "1"}}},
		{"bytes", "t0 cuMemsetD32(buf0, 5, 16) -> CUDA_SUCCESS\nt0 cuMemcpyDtoH(buf0+4, 8) -> CUDA_SUCCESS i32[5 6]\n",
			[]Divergence{{Where: "x.trace:7", What: "output 1, byte 4 (element 1)", Recorded: "i32[5 6] (8 bytes)", Got: "i32[5 5] (8 bytes)"}}},
		{"enum names", "t0 cuDeviceGetAttribute(CU_DEVICE_ATTRIBUTE_WARP_SIZE, dev0) -> CUDA_SUCCESS 32\nt0 cuCtxGetLimit(CU_LIMIT_PRINTF_FIFO_SIZE) -> CUDA_SUCCESS 8650752\n", nil},
		{"stream-ordered calls", "t0 cuStreamCreate(CU_STREAM_NON_BLOCKING) -> CUDA_SUCCESS s0\nt0 cuMemsetD32Async(buf0, 9, 16, s0) -> CUDA_SUCCESS\n" +
			"t0 cuMemcpyHtoDAsync(buf0, i32[1 2], 8, s0) -> CUDA_SUCCESS\nt0 cuMemcpyDtoDAsync(buf0+12, buf0, 4, s0) -> CUDA_SUCCESS\n" +
			"t0 cuEventCreate(0) -> CUDA_SUCCESS ev0\nt0 cuEventRecord(ev0, s0) -> CUDA_SUCCESS\nt0 cuStreamWaitEvent(null, ev0, 0) -> CUDA_SUCCESS\n" +
			"t0 cuMemcpyDtoHAsync(buf0, 16, s0) -> CUDA_SUCCESS i32[1 2 9 1]\nt0 cuStreamGetCtx(s0) -> CUDA_SUCCESS ctx0\nt0 cuStreamGetFlags(s0) -> CUDA_SUCCESS 1\n", nil},
		{"masked bytes match", "t0 cuMemsetD32(buf0, 5, 16) -> CUDA_SUCCESS\nt0 cuMemcpyDtoH(buf0, 8) -> CUDA_SUCCESS i32[_ 5] hex:__\n", nil},
		{"continue", "t0 cuDeviceGetCount() -> CUDA_SUCCESS 2\nt0 cuDeviceGetCount() -> CUDA_SUCCESS 3\n",
			[]Divergence{{Where: "x.trace:6", What: "output 1", Recorded: "2", Got: "1"}, {Where: "x.trace:7", What: "output 1", Recorded: "3", Got: "1"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep, err := replayText(t, preamble+tt.calls, Options{Continue: true})
			if err != nil && tt.name != "masked bytes match" {
				t.Fatal(err)
			}
			var got []Divergence
			for _, d := range rep.Divergences {
				d.Recent, d.Line = nil, ""
				got = append(got, d)
			}
			// Handle values are the emulator's; put them into the expectations.
			for i := range tt.want {
				if strings.Contains(tt.want[i].Recorded, "%#x") && i < len(got) {
					tt.want[i].Recorded = got[i].Recorded
					tt.want[i].Got = got[i].Got
					if !strings.HasPrefix(got[i].Recorded, "ctx0 (bound at an earlier call to 0x") || !strings.HasPrefix(got[i].Got, "ctx 0x") {
						t.Errorf("handle divergence = %+v", got[i])
					}
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("divergences (-want +got):\n%s", diff)
			}
		})
	}
}

func TestStopsAtFirstDivergence(t *testing.T) {
	rep, err := replayText(t, preamble+"t0 cuDeviceGetCount() -> CUDA_SUCCESS 2\nt0 cuDeviceGetCount() -> CUDA_SUCCESS 3\n", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Divergences) != 1 || rep.Calls != 6 || rep.OK() {
		t.Errorf("report = %+v; want one divergence after 6 calls", rep)
	}
	d := rep.Divergences[0]
	if len(d.Recent) != 5 || !strings.Contains(d.Recent[4], "x.trace:5 t0 cuMemAlloc(64) -> CUDA_SUCCESS buf0") {
		t.Errorf("recent calls = %q", d.Recent)
	}
	if s := d.String(); !strings.Contains(s, "x.trace:6: t0 cuDeviceGetCount() -> CUDA_SUCCESS 2\n  output 1 differs\n    recorded: 2\n    cudasim:  1\n") {
		t.Errorf("String() =\n%s", s)
	}
}

func TestTraceErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"t0 cuNoSuchCall() -> CUDA_SUCCESS\n", "x.trace:1: cuNoSuchCall: cudasim cannot replay this call"},
		{"t0 cuCtxSetCurrent(ctx9) -> CUDA_SUCCESS\n", "x.trace:1: ctx9 is used before any call returned it"},
		{"t0 cuInit() -> CUDA_SUCCESS\n", "x.trace:1: cuInit needs flags"},
		{"t0 cuInit(0) -> CUDA_SUCCESS\nt0 cuDeviceGetCount() -> CUDA_SUCCESS 1 2\n", "x.trace:2: cuDeviceGetCount returns 1 values; the trace lists 2"},
		{"t0 cuDriverGetVersion() -> CUDA_SUCCESS \"x\"\n", "is a string, but cuDriverGetVersion returns a number there"},
		{"t0 cuDriverGetVersion() -> CUDA_SUCCESS _!v9\n", "v9 is not bound by any earlier call"},
		{"t0 cuInit(CU_NO_SUCH_THING) -> CUDA_SUCCESS\n", "CU_NO_SUCH_THING is not a cuda.h constant replay knows"},
		{"t0 cuLaunchCooperativeKernel(null, grid=1, block=1, shmem=0, stream=null, extra=[u8:1]) -> CUDA_ERROR_INVALID_HANDLE\n",
			"cuLaunchCooperativeKernel takes params=, not extra="},
		{"t0 cuLaunchKernelEx(null, grid=1, block=1, shmem=0, stream=null, attrs=[(4, 2)], params=null) -> CUDA_ERROR_INVALID_HANDLE\n",
			"cuLaunchKernelEx: attribute (4, 2): want (id, x, y, z)"},
		{"t0 cuLaunchKernelEx(null, grid=1, block=1, shmem=0, stream=null, attrs=7, params=null) -> CUDA_ERROR_INVALID_HANDLE\n",
			"cuLaunchKernelEx: attrs=7: want attrs=[(id, x, y, z), ...]"},
	}
	for _, tt := range tests {
		_, err := replayText(t, tt.text, Options{})
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("replay of %q: error %v, want %q", tt.text, err, tt.want)
		}
	}
}

func TestThreadsHaveTheirOwnStacks(t *testing.T) {
	text := preamble + `t1 cuCtxGetCurrent() -> CUDA_SUCCESS null
t1 cuCtxPushCurrent(ctx0) -> CUDA_SUCCESS
t1 cuCtxGetCurrent() -> CUDA_SUCCESS ctx0
t0 cuCtxPopCurrent() -> CUDA_SUCCESS ctx0
t0 cuCtxGetCurrent() -> CUDA_SUCCESS null
t1 cuCtxGetCurrent() -> CUDA_SUCCESS ctx0
`
	var steps []string
	rep, err := replayText(t, text, Options{Step: func(s *Step) { steps = append(steps, s.Call.Thread) }})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() {
		t.Errorf("divergences: %v", rep.Divergences)
	}
	if len(steps) != 11 || steps[5] != "t1" {
		t.Errorf("steps = %v", steps)
	}
}
