//go:build linux && amd64

package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cudasim/internal/gzfile"
)

// fix11Dir holds testdata/reference/fix11: probe_fix11.c and what the H200
// printed (README.md).
const fix11Dir = "../testdata/reference/fix11"

// fix11Section runs section args[0] of probe_fix11.c on cudasim and
// returns its lines and the H200's from golden (w1/trim.txt, ...), both
// without the lines skip matches.
func fix11Section(t *testing.T, golden string, skip func(string) bool, args ...string) (want, got []string) {
	t.Helper()
	return probeSection(t, fix11Dir, "probe_fix11.c", golden, skip, args...)
}

// probeSection runs section args[0] of probe (a C probe program in dir,
// testdata/reference/NAME) on cudasim and returns its lines and the
// H200's from golden (a file under dir), both without the lines skip
// matches.
func probeSection(t *testing.T, dir, probe, golden string, skip func(string) bool, args ...string) (want, got []string) {
	t.Helper()
	exe := compile(t, filepath.Join(dir, probe))
	out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"}, args...)
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", probe, strings.Join(args, " "), err, stderr)
	}
	b, err := gzfile.ReadFile(filepath.Join(dir, golden))
	if err != nil {
		t.Fatal(err)
	}
	keep := func(s string) []string {
		var lines []string
		for _, l := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
			if !skip(l) {
				lines = append(lines, l)
			}
		}
		return lines
	}
	return keep(string(b)), keep(out)
}

// compareLines reports the lines of got that differ from want's.
func compareLines(t *testing.T, want, got []string) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%d lines, the H200 printed %d", len(got), len(want))
	}
	bad := 0
	for i := range min(len(want), len(got)) {
		if want[i] != got[i] {
			if bad++; bad <= 10 {
				t.Errorf("line %d:\n got %s\nwant %s", i+1, got[i], want[i])
			}
		}
	}
}

// TestPoolFreeCompletion replays probe_fix11's trim section: a free on one
// stream of a new pool, then each kind of synchronization (76 cases), and
// the pool's reserved memory after it, after cuMemPoolTrimTo(0) and after
// another trim 200 ms later, as the H200 reported them: a free is complete
// once the host synchronizes with work ordered after it, through other
// streams' events too (driver/mempool.go).
func TestPoolFreeCompletion(t *testing.T) {
	t.Parallel()
	timing := func(l string) bool { return strings.HasPrefix(l, "spin 100:") } // the H200's kernel took 105 ms
	want, got := fix11Section(t, "w1/trim.txt", timing, "trim")
	compareLines(t, want, got)
}

// TestOccupancyCarveout replays probe_fix11's occ section: blocks per
// multiprocessor for every preferred shared memory carveout (-1..100), 44
// dynamic shared memory sizes and 4 block sizes, the dynamic shared memory
// available to 1..4 blocks, the cache preferences, as the H200 answered.
// The register sweep loads lots_of_registers.ptx with CU_JIT_MAX_REGISTERS
// 16..255 (cuModuleLoadDataEx): the H200 reported the limit (at least 24),
// as cudasim's capped estimate does, except for limits 39, 41 and 57 (38,
// 40, 56: ptxas's choice) and limits above cudasim's estimate of 61 (the
// H200 gives 70 without a limit, and 78 under limits above 77); those lines
// are left out (TestOccupancyRegisterRule in driver replays the calculator
// on the H200's NUM_REGS for all of them).
func TestOccupancyCarveout(t *testing.T) {
	t.Parallel()
	skip := func(l string) bool {
		if l := strings.TrimSpace(l); strings.HasPrefix(l, "dynk NUM_REGS") || strings.HasPrefix(l, "statk NUM_REGS") {
			return true // the estimate, 9 where the H200 said 8 (cubin.TestRegisterEstimateConformance)
		}
		var mx int
		if _, err := fmt.Sscanf(l, "regs max %d", &mx); err != nil {
			return false
		}
		return mx == 39 || mx == 41 || mx == 57 || mx > 61
	}
	regs, err := filepath.Abs("../driver/testdata/numba/lots_of_registers.ptx")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(regs); err != nil {
		t.Fatal(err)
	}
	want, got := fix11Section(t, "w1/occ.txt", skip, "occ", regs)
	compareLines(t, want, got)
}

// TestNaNPayloads replays probe_fix11's nan section: s_math's dmath kernel
// storing every f64 value it computes, for five NaN inputs, as the H200
// computed them: its j0 ends in the NaN of rcp.approx.ftz.f64, because
// ptxas folds the neg of fma(-x, rcp(x), 1) into the DFMA, which then keeps
// the NaN of the factor written last (sim's definedAt); then nanops, f64
// instructions over NaN operands (gen_nanops.py). Window 2's run (w2/nan.txt)
// has both; window 1's stopped before nanops.
func TestNaNPayloads(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var args []string
	for _, f := range []string{"j0trace.ptx", "nanops.ptx"} {
		b, err := gzfile.ReadFile(filepath.Join(fix11Dir, f))
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, f)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, p)
	}
	want, got := fix11Section(t, "w2/nan.txt", func(string) bool { return false }, append([]string{"nan"}, args...)...)
	compareLines(t, want, got)
}

// TestPipeRaceMatchesH200 replays probe_fix11's race section (w2/race.txt):
// k_pipe_block of testdata/conformance/libcu/pipe.cu as nvcc 13.0 compiled
// it gives the intended output on the H200 and in cudasim, with warp 0
// delayed 200 us before its shared-memory reads too; nvcc 11.8's build lets
// a warp refill a stage another warp still reads, and the words it gets
// wrong all hold the batch two ahead, on the H200 once warp 0 is delayed (168
// words; undelayed it kept pace) and in cudasim delayed or not (cudasim runs
// a warp until it waits, so the count differs).
func TestPipeRaceMatchesH200(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	files := map[string]string{"pipe118.ptx": "../../conformance/libcu/pipe.118.ptx", "pipe130.ptx": "../../conformance/libcu/pipe.ptx",
		"pipe118.delay.ptx": "pipe118.delay.ptx", "pipe130.delay.ptx": "pipe130.delay.ptx",
		"pipe_in.bin": "pipe_in.bin", "pipe_want.bin": "pipe_want.bin"} // stored gzip-compressed
	for name, src := range files {
		b, err := gzfile.ReadFile(filepath.Join(fix11Dir, src))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h200, err := os.ReadFile(filepath.Join(fix11Dir, "w2/race.txt"))
	if err != nil {
		t.Fatal(err)
	}
	exe := compile(t, fix11Dir+"/probe_fix11.c")
	for _, f := range []string{"pipe130", "pipe130.delay", "pipe118", "pipe118.delay"} {
		out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"}, "race", filepath.Join(dir, f+".ptx"),
			filepath.Join(dir, "pipe_in.bin"), filepath.Join(dir, "pipe_want.bin"))
		if err != nil {
			t.Fatalf("probe_fix11 race %s: %v\n%s%s", f, err, out, stderr)
		}
		got, want := raceRuns(out, f), raceRuns(string(h200), f)
		if len(got) != 3 || len(want) < 3 {
			t.Fatalf("%s: %d runs here, %d on the H200", f, len(got), len(want))
		}
		want = want[:3] // then racecheck's runs
		for i := range got {
			switch {
			case strings.HasPrefix(f, "pipe130") && got[i] != want[i]:
				t.Errorf("%s run %d: %s; the H200: %s", f, i, got[i], want[i])
			case strings.HasPrefix(f, "pipe118") && !aheadOnly(got[i]):
				t.Errorf("%s run %d: %s; want only words of the batch two ahead", f, i, got[i])
			case f == "pipe118.delay" && !aheadOnly(want[i]):
				t.Errorf("the H200's %s run %d: %s", f, i, want[i])
			}
		}
	}
}

// raceRuns are the outcomes probe_fix11's race section printed for f.ptx
// ("sync CODE, N of M words differ ...").
func raceRuns(out, f string) []string {
	var runs []string
	for _, l := range strings.Split(out, "\n") {
		l = strings.Replace(l, "race "+f+".ptx", "race /"+f+".ptx", 1) // the H200's ran beside its inputs
		if _, rest, ok := strings.Cut(l, "/"+f+".ptx run "); ok {
			_, outcome, _ := strings.Cut(rest, ": ")
			runs = append(runs, outcome)
		}
	}
	return runs
}

// aheadOnly reports whether a race outcome has words that differ and all of
// them read the batch two ahead.
func aheadOnly(outcome string) bool {
	var n, m, k int
	_, err := fmt.Sscanf(outcome, "sync CUDA_SUCCESS, %d of %d words differ from the intended output; %d read the batch 2 ahead", &n, &m, &k)
	return err == nil && n > 0 && n == k
}
