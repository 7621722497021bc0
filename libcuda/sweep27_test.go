//go:build linux && amd64 && cgo

package main

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// testdata/cudart/sweep27 (its README.md): self-checking CUDA C++ programs
// built by nvcc 11.8 for sm_80 (cudasim runs their compute_80 PTX), each
// computing its results on the device and on the host, where they are exact
// by definition (the same C++ integer code, correctly rounded IEEE
// operations, software rounding), and ending with PASS or FAIL: integer
// widths and conversions, division by constants, __int128, bit and SIMD
// intrinsics, bit fields and carry chains in inline PTX, shuffles, votes and
// warp reductions with partial masks, every atomic, rounding modes,
// conversions, half and bf16 arithmetic, exact libm functions, device
// printf against glibc's, C++ features, vector types with cache hints,
// shared memory past 48 KiB, occupancy, stream ordering, managed memory,
// indices past 2^31.
const sweep27Dir = cudartDir + "/sweep27"

// TestCudartSweep27 runs every program of sweep27's bin.txz on cudasim's
// libcuda.so.1 and requires its verdict: the last line PASS and exit
// status 0. No golden file: the programs judge themselves, but for the
// probe p_unknowns, whose whole output must be what the H200 printed
// (golden/p_unknowns.h200.out, the same for b118 and b118G: printf's %a of
// subnormals, NaN cases, the stack limit a launch raised).
func TestCudartSweep27(t *testing.T) {
	runSelfChecking(t, unpackPrograms(t, sweep27Dir, "bin.txz"), "[wp]_*", nil, func(t *testing.T, name, got string) {
		if filepath.Base(name) != "p_unknowns" {
			return
		}
		want, err := os.ReadFile(filepath.Join(sweep27Dir, "golden", "p_unknowns.h200.out"))
		if err != nil {
			t.Fatal(err)
		}
		compareGolden(t, "golden/p_unknowns.h200.out", string(want), got)
	})
}

// runSelfChecking runs every program bin/bNNN/PATTERN of the unpacked archive bin on cudasim's
// libcuda.so.1 (path: folders after it on LD_LIBRARY_PATH, a toolkit's libcudart) and requires
// its verdict: the last line PASS and exit status 0; check, if not nil, looks at a program's
// whole output besides (name: BUILD/NAME).
func runSelfChecking(t *testing.T, bin, pattern string, path []string, check func(t *testing.T, name, got string)) {
	lib := library(t)
	for _, exe := range programExes(t, bin, pattern) {
		c := programCase{name: filepath.Base(filepath.Dir(exe)) + "/" + filepath.Base(exe), exe: exe, path: path}
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			got := runProgram(t, lib, c, "h200")
			if check != nil {
				check(t, c.name, got)
			}
			if !strings.HasSuffix(got, "\nPASS\nexit 0\n") {
				t.Errorf("%s did not pass:\n%s", c.name, tail(got, 4000))
				t.Logf("again with CUDASIM_LOG=error:\n%s", tail(runProgram(t, lib, c, "h200", "CUDASIM_LOG=error"), 4000))
			}
		})
	}
}

// TestCudartProbe28 runs probe28's programs (sweep27/probe28/README.md), as
// nvcc 11.8 built them plainly and with -G, on cudasim's libcuda.so.1 and
// compares what they print with what they printed on the H200
// (probe28/h200/, no exit line there): q_smem, the static shared memory of
// kernels with __shared__ arrays (not rounded up to the dynamic array's
// alignment in a -G module; a callee's counted), and "q_stack frames", the
// stack limit a launch raised (to its callee's frame, in steps of 16 bytes).
// sweep28-d's window added q_smemt (template instances of one kernel with
// __shared__ arrays: each reads its own size, plainly and under -G) and
// sweep27's corrected w_bigindex, w_managed and w_occupancy as nvcc 11.8
// built them (bin-d.txz's sb118; the H200's outputs h200/sweep28-d/s130118.*,
// exit line included). Session 32's window (sweep29-e, on an H100 with the H200's driver)
// returned nvcc 13.0's sm_90 builds of the three (bin-e.txz's s130), which printed there what
// they printed on the H200 (h200/sweep28-d/s130sm_90.*), which they are compared with; session
// 33's (res33b-c) nvcc 13.0's q_smemt builds that run on glibc 2.36 (bin-g.txz's b130, b130G),
// compared with the H200's sweep28-d outputs (h200/b130*.q_smemt.out). q_printf's cases are
// sim's TestPrintfProbe28.
func TestCudartProbe28(t *testing.T) {
	dir := filepath.Join(sweep27Dir, "probe28")
	bin := unpackPrograms(t, dir, "bin.txz", "bin-d.txz", "bin-e.txz", "bin-g.txz")
	noExitLine := func(want, got string) (string, string) { return want, strings.TrimSuffix(got, "exit 0\n") }
	var cases []programCase
	for _, b := range []string{"b118", "b118G"} {
		cases = append(cases,
			programCase{name: b + "/q_smem", exe: filepath.Join(bin, b, "q_smem"), golden: filepath.Join(dir, "h200", b+".q_smem.out"), filter: noExitLine},
			programCase{name: b + "/q_stack_frames", exe: filepath.Join(bin, b, "q_stack"), args: []string{"frames"},
				golden: filepath.Join(dir, "h200", b+".q_stack_frames.out"), filter: noExitLine})
	}
	for _, b := range []string{"b118", "b118G", "b130", "b130G"} {
		cases = append(cases, programCase{name: b + "/q_smemt", exe: filepath.Join(bin, b, "q_smemt"), golden: filepath.Join(dir, "h200", b+".q_smemt.out"), filter: noExitLine})
	}
	for _, w := range []string{"w_bigindex", "w_managed", "w_occupancy"} {
		cases = append(cases, programCase{name: "sb118/" + w, exe: filepath.Join(bin, "sb118", w),
			golden: filepath.Join(dir, "h200", "sweep28-d", "s130118."+w+".out")},
			programCase{name: "s130/" + w, exe: filepath.Join(bin, "s130", w),
				golden: filepath.Join(dir, "h200", "sweep28-d", "s130sm_90."+w+".out")})
	}
	runPrograms(t, library(t), cases)
}

// TestCudartRecursionDepth runs probe28's recursions at the default 1 KiB stack one level short
// of the deepest the H200 ran and one past it (h200/BUILD.PROGRAM_depth.out, bisected by
// probe.sh and probe-e.sh): the first must succeed, the second print what the H200 printed (the
// fault, the limit before, then 0 from the dead context). q_stack's three chains (bin.txz) and
// q_frames' nine (bin-f.txz, session 29; the H200's depths recorded in session 31), and nvcc
// 13.0's q_frames builds (bin-g.txz, session 33) against the depths an H100 with the H200's
// driver bisected (h100-s32/BUILD.q_frames_depth.out). cudasim's
// frames are an estimate (sim callFrame, docs/engine.md "Call frames"); where it differs from
// the H200 the case says so.
func TestCudartRecursionDepth(t *testing.T) {
	dir := filepath.Join(sweep27Dir, "probe28")
	bin := unpackPrograms(t, dir, "bin.txz", "bin-f.txz", "bin-g.txz")
	lib := library(t)
	// Where the estimate is known to differ: the plain build's isEven/isOdd chain ran 65 levels
	// on the H200 (ptxas's frames for it are smaller than 16 bytes a call on average: not
	// derivable from the PTX, which has nothing live across either call); cudasim runs 63.
	// And arr40's plain build: cudasim saves three pairs across its call (72-byte frames, 13
	// levels: the -G build's depth); the H200's plain build's frames were 64 bytes (15 levels).
	differs := map[string]string{
		"b118/q_stack/even":   "cudasim's frames give 63 levels (-G's depth); the H200's plain build ran 65",
		"b118/q_frames/arr40": "cudasim's frames give 13 levels (-G's depth); the H200's plain build ran 15",
		"b130/q_frames/arr40": "cudasim's frames give 13 levels (-G's depth); the H100's plain build ran 15",
	}
	for _, prog := range []string{"q_stack", "q_frames"} {
		for _, b := range []string{"b118", "b118G", "b130", "b130G"} {
			if _, err := os.Stat(filepath.Join(bin, b, prog)); err != nil {
				continue // q_stack's nvcc 13.0 builds were not kept
			}
			// The H200's depths, or an H100's with the same driver (h100-s32: nvcc 13.0's builds;
			// depths follow from ptxas's frames and the stack limit, not the device model).
			golden, err := os.ReadFile(filepath.Join(dir, "h200", b+"."+prog+"_depth.out"))
			if errors.Is(err, fs.ErrNotExist) {
				golden, err = os.ReadFile(filepath.Join(dir, "h100-s32", b+"."+prog+"_depth.out"))
			}
			if errors.Is(err, fs.ErrNotExist) {
				t.Logf("%s/%s: no golden (probe-e.sh records it on a GPU)", b, prog)
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, line := range strings.Split(strings.TrimSpace(string(golden)), "\n") {
				// "self: deepest that runs 63; self depth 64: cudaErrorIllegalAddress, limit 1024 then 0"
				fn, rest, _ := strings.Cut(line, ": deepest that runs ")
				depth, past, ok := strings.Cut(rest, "; ")
				if !ok {
					t.Fatalf("%s/%s: unexpected line %q", b, prog, line)
				}
				name := b + "/" + prog + "/" + fn
				t.Run(name, func(t *testing.T) {
					if why := differs[name]; why != "" {
						t.Skip(why)
					}
					t.Parallel()
					exe := filepath.Join(bin, b, prog)
					got := runProgram(t, lib, programCase{name: name, exe: exe, args: []string{depth, fn}}, "h200")
					if !strings.HasSuffix(got, "cudaSuccess, limit 1024 then 1024\nexit 0\n") {
						t.Errorf("%s at depth %s (the H200 ran it): %s", fn, depth, got)
					}
					n, _ := strconv.Atoi(depth)
					got = runProgram(t, lib, programCase{name: name, exe: exe, args: []string{strconv.Itoa(n + 1), fn}}, "h200")
					if want := past + "\nexit 1\n"; got != want {
						t.Errorf("%s at depth %d: got %q, the H200 printed %q", fn, n+1, got, want)
					}
				})
			}
		}
	}
}

// h100Goldens is runSelfChecking's check of a program's whole output against what an H100
// with the H200's driver printed (dir/golden/h100-sN/BUILD/NAME.out, session N's window:
// kernel results and printf text only), where recorded.
func h100Goldens(dir string) func(t *testing.T, name, got string) {
	return func(t *testing.T, name, got string) {
		goldens, err := filepath.Glob(filepath.Join(dir, "golden", "h100-s*", name+".out"))
		if err != nil {
			t.Fatal(err)
		}
		for _, golden := range goldens {
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			compareGolden(t, golden, string(want), got)
		}
	}
}
