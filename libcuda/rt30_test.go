//go:build linux && amd64 && cgo

package main

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// testdata/cudart/rt30 (its README.md): self-checking CUDA C++ programs of
// the runtime corners library test suites check and the suites before did
// not (two devices: peer copies and access, pools reached by another
// device, captures and graphs across devices, managed memory moving between
// them; the graph node API; pitched, 3-D and array copies in corner shapes;
// a --default-stream per-thread build with eight host threads; Thrust's
// exceptions), built by nvcc 11.8 with the shared runtime. Each checks its
// results against the host's and ends with PASS or FAIL; lines marked
// "probe:" print what only an H200 can answer and are not judged.
const rt30Dir = cudartDir + "/rt30"

// rt30Devices are the devices each program needs (CUDASIM_DEVICES).
var rt30Devices = map[string]string{"r_multidev": "2xh200", "r_multidev2": "2xh200", "r_multidev3": "2xh200"}

// rt30Filters are the programs whose output differs from the H200's by
// design, each with what it leaves out of both outputs (the README's
// "Recorded" section).
var rt30Filters = map[string]func(want, got string) (string, string){
	// The H200 crashed (SIGSEGV, exit 139) in thrust::for_each on a destroyed
	// stream; cudasim answers the launch cudaErrorInvalidResourceHandle
	// (a destroyed stream's handle, as interop26's cx_streams), which Thrust
	// throws as thrust::system_error, and goes on.
	"r_thrustexc": untilNativeCrashAt("system_error on a destroyed stream: category cuda, code cudaErrorInvalidResourceHandle\n"),
}

// rt30H100 holds what an H100 with the H200's driver answered (golden/h100-s32, the
// README's "Recorded (session 32)"): a program's output there is compared where the H200's
// is not recorded, and NAME.eager.out, recorded with CUDA_MODULE_LOADING=EAGER, runs so.
const rt30H100 = "h100-s32"

// TestCudartRT30 runs every program of rt30's bin.txz and bin31.txz on cudasim's
// libcuda.so.1 with CUDA 11.8's libcudart from the cudart tests' archive and
// requires its verdict, PASS and exit status 0; where the H200's output is
// recorded (golden/BUILD/NAME.h200.out, from the probe in the README), or else
// the H100's (rt30H100), the whole output must be that (less rt30Filters'). A
// program the GPU hung in (exit 124) must hang in the same place (hungProgram).
func TestCudartRT30(t *testing.T) {
	bin := unpackPrograms(t, rt30Dir, "bin.txz", "bin31.txz")
	runtimeDir := cudartBinaries(t)
	lib := library(t)
	for _, exe := range programExes(t, bin, "r_*") {
		build, name := filepath.Base(filepath.Dir(exe)), filepath.Base(exe)
		c := programCase{name: build + "/" + name, exe: exe, path: []string{filepath.Join(runtimeDir, build)}}
		devices := rt30Devices[name]
		if devices == "" {
			devices = "h200"
		}
		golden := filepath.Join(rt30Dir, "golden", build, name+".h200.out")
		if _, err := os.Stat(golden); errors.Is(err, fs.ErrNotExist) {
			golden = filepath.Join(rt30Dir, "golden", rt30H100, build, name+".out")
		}
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			runRT30(t, lib, c, devices, golden)
		})
		eager := filepath.Join(rt30Dir, "golden", rt30H100, build, name+".eager.out")
		if _, err := os.Stat(eager); err == nil {
			e := c
			e.name += ".eager"
			e.env = []string{"CUDA_MODULE_LOADING=EAGER"}
			t.Run(e.name, func(t *testing.T) {
				t.Parallel()
				runRT30(t, lib, e, devices, eager)
			})
		}
	}
}

// runRT30 runs rt30's program c and compares its output with golden's, if recorded.
func runRT30(t *testing.T, lib string, c programCase, devices, golden string) {
	name := filepath.Base(c.exe)
	want, err := os.ReadFile(golden)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	c.hang = hungProgram(want)
	got := runProgram(t, lib, c, devices)
	if c.hang == 0 && !strings.HasSuffix(got, "\nPASS\nexit 0\n") {
		t.Errorf("%s did not pass:\n%s", c.name, tail(got, 4000))
		t.Logf("again with CUDASIM_LOG=error:\n%s", tail(runProgram(t, lib, c, devices, "CUDASIM_LOG=error"), 4000))
	}
	if want == nil {
		t.Logf("no golden file %s yet (the README's probe records it)", golden)
		return
	}
	w, g := string(want), got
	if f := rt30Filters[name]; f != nil {
		w, g = f(w, g)
	}
	compareGolden(t, golden, w, g)
}
