// Command bench is the native-versus-cudasim benchmark harness (issue 14,
// docs/performance.md): it builds the drop-in libcuda.so.1 as libcuda's tests
// do, compiles host.c with cc -O2 -march=native, and runs every kernel of
// sim/testdata/bench/bench.ptx (and blocks.ptx's one-thread blocks) through
// the drop-in and the same algorithm in C in one run, then prints a table of
// times and ratios, with launch, module reload and start-up rows.
//
//	go run ./tools/bench [-reps 5] [-pairs 12] [-tiny] [-keep] [-first] [-prebuilt DIR]
//
// -pairs N runs the kernel rows N times more with one worker and then two
// (CUDASIM_KERNEL_WORKERS), and prints each kernel's speedup, issue 14's last
// goal (-pairs 0 leaves them out): of the launches host times after its
// warm-up (host.c, timeLaunch), with those of the launches right after the
// first beside it (early). -first runs only the start-up rows (first,
// cold, whole). -prebuilt DIR uses
// DIR/host, DIR/libcuda.so.1 and DIR/bench.ptx instead of building: the
// harness built statically runs so on a machine without Go or a C compiler.
package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"
)

func main() {
	reps := flag.Int("reps", 5, "timed runs per row; the fastest counts")
	tiny := flag.Bool("tiny", false, "small sizes and one run: checks that everything builds and agrees")
	keep := flag.Bool("keep", false, "keep the build folder and print its path")
	firstOnly := flag.Bool("first", false, "only the start-up rows")
	prebuilt := flag.String("prebuilt", "", "folder holding host, libcuda.so.1 and bench.ptx: run those, build nothing")
	pairs := flag.Int("pairs", 12, "rounds of the kernel rows with one worker and then two, for the two-worker speedups (0: none)")
	flag.Parse()
	if err := run(os.Stdout, config{reps: *reps, pairs: *pairs, tiny: *tiny, keep: *keep, firstOnly: *firstOnly, prebuilt: *prebuilt}); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

// row is one line of the table.
type row struct {
	name     string
	cudasim  float64 // seconds
	early    float64 // a kernel's best launch right after its first, before host's warm-up ended (seconds); 0: none
	native   float64 // seconds; 0: no native counterpart
	goal     string
	what     string
	nativeIs string // what the native column holds when it is not the same algorithm
}

// goals are issue 14's targets, per row.
var goals = map[string]string{
	"hash":    "<=5x",
	"sgemm":   "<=10x",
	"vecadd":  "<=5x",
	"options": "",
	"launch":  "<=2 us",
	"launch2": "<=2 us",
	"reload":  "",
	"first":   "<=5 ms",
	"whole":   "",
	"cold":    "",
}

// config is the command line.
type config struct {
	reps       int
	pairs      int // rounds of one worker against two (scaling); -tiny makes it one
	tiny, keep bool
	firstOnly  bool
	prebuilt   string
}

func run(w io.Writer, c config) error {
	reps := c.reps
	var dir, host, benchDir string
	if c.prebuilt != "" {
		dir, benchDir = c.prebuilt, c.prebuilt
		host = filepath.Join(dir, "host")
	} else {
		root, err := repoRoot()
		if err != nil {
			return err
		}
		if dir, err = os.MkdirTemp("", "cudasim-bench"); err != nil {
			return err
		}
		if c.keep {
			fmt.Fprintln(w, "build folder:", dir)
		} else {
			defer os.RemoveAll(dir)
		}
		if host, err = build(root, dir); err != nil {
			return err
		}
		benchDir = filepath.Join(root, "sim", "testdata", "bench")
	}
	ptx := filepath.Join(benchDir, "bench.ptx")
	// The lowering cache (docs/performance.md, "The lowering cache") in a folder of the run's own,
	// so that the rows neither read nor write the user's: first is timed with it warm, cold
	// with it off.
	cacheDir, err := os.MkdirTemp("", "cudasim-bench-cache")
	if err != nil {
		return err
	}
	defer os.RemoveAll(cacheDir)
	env := append(os.Environ(), "LD_LIBRARY_PATH="+dir, "CUDASIM_PROGRESS=0", "CUDA_CACHE_PATH="+cacheDir, "CUDA_CACHE_DISABLE=0")
	scale := "1"
	if c.tiny {
		reps, scale = 1, "0"
	}
	var rows []row
	var cpuNotes []string
	var speedups []speedup
	if !c.firstOnly {
		out, err := kernelRows(env, host, benchDir, reps, scale)
		if err != nil {
			return err
		}
		if rows, cpuNotes, err = parseRows(out); err != nil {
			return err
		}
		pairs := c.pairs
		if c.tiny {
			pairs = min(pairs, 1)
		}
		if speedups, err = scaling(env, host, benchDir, reps, scale, pairs); err != nil {
			return err
		}
	}
	if _, _, err := runStamped(env, host, "first", ptx); err != nil { // fills the lowering cache
		return err
	}
	first, whole, split, medians, cpu, err := startUp(env, host, ptx, reps)
	if err != nil {
		return err
	}
	cold, coldMedian, err := coldStart(append(env, "CUDA_CACHE_DISABLE=1"), host, ptx, reps)
	if err != nil {
		return err
	}
	rows = append(rows, first, cold, whole)

	load, _ := os.ReadFile("/proc/loadavg")
	fields := strings.Fields(string(load))
	if len(fields) > 3 {
		fields = fields[:3]
	}
	workers := os.Getenv("CUDASIM_KERNEL_WORKERS")
	if workers == "" {
		workers = "default"
	}
	fmt.Fprintf(w, "cudasim benchmark harness, %s, %d CPUs, load average %s, CUDASIM_KERNEL_WORKERS %s, best of %d runs\n",
		time.Now().UTC().Format("2006-01-02 15:04 UTC"), runtime.NumCPU(), strings.Join(fields, " "), workers, reps)
	fmt.Fprintf(w, "%-8s %12s %12s %9s %8s  %s\n", "row", "cudasim", "native C", "ratio", "goal", "what")
	for _, r := range rows {
		nat, ratio := "-", "-"
		if r.native > 0 {
			nat = seconds(r.native)
			ratio = fmt.Sprintf("%.1fx", r.cudasim/r.native)
		}
		what := r.what
		if r.nativeIs != "" {
			what += "; native column: " + r.nativeIs
		}
		fmt.Fprintf(w, "%-8s %12s %12s %9s %8s  %s\n", r.name, seconds(r.cudasim), nat, ratio, r.goal, what)
	}
	if len(cpuNotes) > 0 {
		fmt.Fprintln(w, "CPU time (all threads) of the fastest launch:", strings.Join(cpuNotes, ", "))
	}
	printSpeedups(w, speedups, reps, c.tiny)
	fmt.Fprintln(w, "first, fastest run: wall time in", split)
	fmt.Fprintf(w, "first, medians of %d runs: %s\n", max(reps, 1), medians)
	fmt.Fprintln(w, "first, fastest run: the process's CPU time in", cpu)
	fmt.Fprintf(w, "cold, medians of %d runs: %s\n", max(reps, 1), coldMedian)
	return nil
}

// kernelRows runs host's rows (bench.ptx's kernels, launch and reload), blocks (blocks.ptx) and
// options (sfu90.ptx) through the drop-in, reps timed runs each, and returns what host printed.
func kernelRows(env []string, host, benchDir string, reps int, scale string) (string, error) {
	var out string
	for _, a := range [][2]string{{"rows", "bench.ptx"}, {"blocks", "blocks.ptx"}, {"options", "sfu90.ptx"}} {
		o, err := runHost(env, host, a[0], filepath.Join(benchDir, a[1]), strconv.Itoa(reps), scale)
		if err != nil {
			return "", err
		}
		out += o
	}
	return out, nil
}

// parseRows reads host's lines: a row each ("row NAME CUDASIM NATIVE|- WHAT...") and, for a
// kernel's row, the process's CPU time per launch ("launchcpu NAME WALL BEST CPU") and its
// launches before the warm-up's end ("early NAME SECONDS", which a host built before it had
// a warm-up does not print).
func parseRows(out string) (rows []row, cpuNotes []string, err error) {
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		f := strings.Fields(line)
		if len(f) == 3 && f[0] == "early" {
			t, err := strconv.ParseFloat(f[2], 64)
			if err != nil || len(rows) == 0 || rows[len(rows)-1].name != f[1] {
				return nil, nil, fmt.Errorf("host printed %q", line)
			}
			rows[len(rows)-1].early = t
			continue
		}
		if len(f) == 5 && f[0] == "launchcpu" {
			// The process's CPU time per launch of the row's kernel (host.c).
			wall, _ := strconv.ParseFloat(f[2], 64)
			best, _ := strconv.ParseFloat(f[3], 64)
			cpuNotes = append(cpuNotes, fmt.Sprintf("%s %s (wall median %s)", f[1], seconds(best), seconds(wall)))
			continue
		}
		if len(f) == 0 {
			continue
		}
		if len(f) < 4 || f[0] != "row" {
			return nil, nil, fmt.Errorf("host printed %q", line)
		}
		r := row{name: f[1], goal: goals[f[1]], what: strings.Join(f[4:], " ")}
		if r.cudasim, err = strconv.ParseFloat(f[2], 64); err != nil {
			return nil, nil, fmt.Errorf("host printed %q", line)
		}
		if f[3] != "-" {
			if r.native, err = strconv.ParseFloat(f[3], 64); err != nil {
				return nil, nil, fmt.Errorf("host printed %q", line)
			}
		}
		rows = append(rows, r)
	}
	return rows, cpuNotes, nil
}

// speedup is one kernel's two workers against one: its launch's best time in each round (one
// process each, reps launches after host's warm-up, the fastest kept) and the median of the
// rounds' ratios; and the same of the launches right after the first (early), where host
// printed them.
type speedup struct {
	name  string
	warm  timings
	early timings // median 0: host printed no early times
}

// timings are a kernel's best launch in each round with one worker and with two, and the
// median, least and most of the rounds' ratios (ratios).
type timings struct {
	one, two            []float64 // seconds, a round each
	median, least, most float64   // of one[i]/two[i]
}

// add appends a round's time with w workers.
func (t *timings) add(w int, seconds float64) {
	if w == 1 {
		t.one = append(t.one, seconds)
	} else {
		t.two = append(t.two, seconds)
	}
}

// speedupGoal is issue 14's: two workers at least 1.9x one on every benchmark kernel.
const speedupGoal = 1.9

// scaling runs kernelRows pairs times with CUDASIM_KERNEL_WORKERS=1 and then 2 (alternating, so
// that the machine's drift falls on both alike) and returns each kernel row's speedup (the rows
// with a native column: the others time launches or loads, not a kernel's work).
func scaling(env []string, host, benchDir string, reps int, scale string, pairs int) ([]speedup, error) {
	times := map[string]*speedup{}
	var order []string
	for range pairs {
		for w := 1; w <= 2; w++ {
			out, err := kernelRows(append(env[:len(env):len(env)], "CUDASIM_KERNEL_WORKERS="+strconv.Itoa(w)), host, benchDir, reps, scale)
			if err != nil {
				return nil, err
			}
			rows, _, err := parseRows(out)
			if err != nil {
				return nil, err
			}
			for _, r := range rows {
				if r.native == 0 {
					continue
				}
				s := times[r.name]
				if s == nil {
					s = &speedup{name: r.name}
					times[r.name] = s
					order = append(order, r.name)
				}
				s.warm.add(w, r.cudasim)
				s.early.add(w, r.early)
			}
		}
	}
	var out []speedup
	for _, name := range order {
		s := times[name]
		if len(s.warm.one) != len(s.warm.two) {
			return nil, fmt.Errorf("kernel %s timed %d times with one worker and %d with two", name, len(s.warm.one), len(s.warm.two))
		}
		s.warm.median, s.warm.least, s.warm.most = ratios(s.warm.one, s.warm.two)
		if e := &s.early; !slices.Contains(e.one, 0) && !slices.Contains(e.two, 0) {
			e.median, e.least, e.most = ratios(e.one, e.two)
		}
		out = append(out, *s)
	}
	return out, nil
}

// ratios returns the median, least and most of one[i]/two[i].
func ratios(one, two []float64) (median, least, most float64) {
	r := make([]float64, len(one))
	for i := range one {
		r[i] = one[i] / two[i]
	}
	slices.Sort(r)
	n := len(r)
	median = r[n/2]
	if n%2 == 0 {
		median = (r[n/2-1] + r[n/2]) / 2
	}
	return median, r[0], r[n-1]
}

// middle is the median the rows print: the upper middle value of v, sorted (v is left as it is).
func middle(v []float64) float64 {
	c := slices.Clone(v)
	slices.Sort(c)
	return c[len(c)/2]
}

// printSpeedups prints scaling's table.
func printSpeedups(w io.Writer, speedups []speedup, reps int, tiny bool) {
	if len(speedups) == 0 {
		return
	}
	if tiny {
		fmt.Fprintln(w, "two workers against one: -tiny's sizes, one launch each: a check that two workers run every kernel, not a speedup")
		return
	}
	fmt.Fprintf(w, "two workers against one: %d rounds, each a process per worker count (CUDASIM_KERNEL_WORKERS=1, then 2), best of %d launches after host's warm-up; speedup: the median of the rounds' one-worker time over two workers'; early: the same of the %d launches right after the first, in the process's first milliseconds (tools/bench/host/host.c, timeLaunch)\n",
		len(speedups[0].warm.one), max(reps, 1), max(reps, 1))
	fmt.Fprintf(w, "%-8s %12s %12s %9s %13s  %-18s %s\n", "row", "1 worker", "2 workers", "speedup", "rounds", "goal", "early (rounds)")
	for _, s := range speedups {
		met := "met"
		if s.warm.median < speedupGoal {
			met = "not met"
		}
		early := "-"
		if e := s.early; e.median > 0 {
			early = fmt.Sprintf("%.2fx (%.2f-%.2fx)", e.median, e.least, e.most)
		}
		m := s.warm
		fmt.Fprintf(w, "%-8s %12s %12s %8.2fx %13s  %-18s %s\n", s.name, seconds(middle(m.one)), seconds(middle(m.two)), m.median,
			fmt.Sprintf("%.2f-%.2fx", m.least, m.most), fmt.Sprintf(">=%.1fx, %s", speedupGoal, met), early)
	}
}

// coldStart times host first as startUp does, with env turning the lowering
// cache off: the start of a process whose PTX this build never lowered (the
// first run after a build, or CUDA_CACHE_DISABLE=1). It returns the row and
// the medians of first and of the steps.
func coldStart(env []string, host, ptx string, reps int) (cold row, medians string, err error) {
	cold = row{name: "cold", goal: goals["cold"], what: "first with the lowering cache off (CUDA_CACHE_DISABLE=1): the first launch lowers all 4 kernels of bench.ptx", cudasim: 1e9}
	var firsts []float64
	steps := map[string][]float64{}
	for range max(reps, 1) {
		r, _, err := runStamped(env, host, "first", ptx)
		if err != nil {
			return cold, "", err
		}
		cold.cudasim = min(cold.cudasim, r.first)
		firsts = append(firsts, r.first)
		for _, s := range startSteps {
			steps[s] = append(steps[s], r.step[s])
		}
	}
	med := map[string]float64{}
	for s, v := range steps {
		med[s] = middle(v)
	}
	return cold, fmt.Sprintf("first %s; %s", seconds(middle(firsts)), formatSteps(med)), nil
}

// startSteps are the steps of a start-up, in order, as the split names
// them: exec is spawn (fork, exec, ld.so, libc) to host's main; dlopen, init,
// load and kernel end at host's stamps of those names (kernel: the first
// kernel's cuCtxSynchronize returned); tail copies the result back and checks
// it; exit is main's return to the harness seeing the process gone (the Go
// runtime's and libc's teardown).
var startSteps = []string{"exec", "dlopen", "init", "load", "kernel", "tail", "exit"}

// startRun is one timed start-up: each step's wall seconds, to first kernel
// done and to the process's end.
type startRun struct {
	step         map[string]float64
	first, whole float64
}

// startUp times whole processes: host first (dlopen, cuInit, load
// bench.ptx, one vecadd, exit) and host native-first (the same vecadd in C).
// The harness reads CLOCK_REALTIME (time.Now) just before spawning and when
// the process is gone; host prints the same clock at each step's end. The
// first row is spawn to first kernel done, the whole row spawn to exit (the
// figure before session 18), each the fastest of reps runs. It also returns
// the fastest run's split, each step's median over the runs, and that run's
// CPU time per step.
func startUp(env []string, host, ptx string, reps int) (first, whole row, split, medians, cpu string, err error) {
	first = row{name: "first", goal: goals["first"], what: "spawn to first kernel done (load bench.ptx, one vecadd of 256, cuCtxSynchronize returned)",
		nativeIs: "a process doing the same vecadd in C, spawn to its end"}
	whole = row{name: "whole", what: "spawn to process gone: first, the result copied back and checked, and exit",
		nativeIs: "that C process, spawn to gone"}
	first.cudasim, first.native, whole.cudasim, whole.native = 1e9, 1e9, 1e9, 1e9
	var runs []startRun
	var bestOut string
	for range max(reps, 1) {
		r, out, err := runStamped(env, host, "first", ptx)
		if err != nil {
			return first, whole, "", "", "", err
		}
		runs = append(runs, r)
		if r.first < first.cudasim {
			first.cudasim, bestOut = r.first, out
			split = formatSteps(r.step)
		}
		whole.cudasim = min(whole.cudasim, r.whole)
		n, _, err := runStamped(env, host, "native-first")
		if err != nil {
			return first, whole, "", "", "", err
		}
		first.native, whole.native = min(first.native, n.first), min(whole.native, n.whole)
	}
	med := map[string]float64{}
	for _, s := range append(append([]string{}, startSteps...), "first", "whole") {
		var v []float64
		for _, r := range runs {
			switch s {
			case "first":
				v = append(v, r.first)
			case "whole":
				v = append(v, r.whole)
			default:
				v = append(v, r.step[s])
			}
		}
		med[s] = middle(v)
	}
	medians = fmt.Sprintf("first %s, whole %s; %s", seconds(med["first"]), seconds(med["whole"]), formatSteps(med))
	for _, line := range strings.Split(bestOut, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || f[0] != "cpu" {
			continue
		}
		var parts []string
		for i := 1; i+1 < len(f); i += 2 {
			v, _ := strconv.ParseFloat(f[i+1], 64)
			parts = append(parts, f[i]+" "+seconds(v))
		}
		cpu = strings.Join(parts, ", ")
	}
	return first, whole, split, medians, cpu, nil
}

// formatSteps lists the steps present in step, in startSteps' order.
func formatSteps(step map[string]float64) string {
	var parts []string
	for _, s := range startSteps {
		if v, ok := step[s]; ok {
			parts = append(parts, s+" "+seconds(v))
		}
	}
	return strings.Join(parts, ", ")
}

// runStamped runs host with args, timing it from just before the spawn to
// just after the process is gone, and places host's "stamps" line
// (CLOCK_REALTIME nanoseconds at main and at each step's end) between them.
// Steps host did not stamp (native-first has no dlopen, init or load) are
// left out; kernel is then everything from main to its work done.
func runStamped(env []string, host string, args ...string) (startRun, string, error) {
	cmd := exec.Command(host, args...)
	cmd.Env = env
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	t0 := time.Now().UnixNano()
	err := cmd.Run()
	gone := time.Now().UnixNano()
	if err != nil {
		return startRun{}, "", fmt.Errorf("host %s: %v\n%s%s", strings.Join(args, " "), err, out.String(), errb.String())
	}
	r, err := splitStamps(out.String(), t0, gone)
	if err != nil {
		return startRun{}, "", fmt.Errorf("host %s: %v", strings.Join(args, " "), err)
	}
	return r, out.String(), nil
}

// splitStamps places host's stamps line of out between the harness's spawn
// (t0) and the process gone (gone), all CLOCK_REALTIME nanoseconds: each
// step's seconds, exec (t0 to main) and exit (end to gone) included.
func splitStamps(out string, t0, gone int64) (startRun, error) {
	stamps := map[string]int64{}
	var order []string
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || f[0] != "stamps" {
			continue
		}
		for i := 1; i+1 < len(f); i += 2 {
			ns, err := strconv.ParseInt(f[i+1], 10, 64)
			if err != nil {
				return startRun{}, fmt.Errorf("bad stamp in %q", line)
			}
			stamps[f[i]] = ns
			order = append(order, f[i])
		}
	}
	if _, ok := stamps["kernel"]; !ok || len(order) < 3 || order[0] != "main" || order[len(order)-1] != "end" {
		return startRun{}, fmt.Errorf("no stamps from main to end in:\n%s", out)
	}
	for i := 1; i < len(order); i++ {
		if stamps[order[i]] < stamps[order[i-1]] {
			return startRun{}, fmt.Errorf("stamp %s before %s in:\n%s", order[i], order[i-1], out)
		}
	}
	if stamps["main"] < t0 || gone < stamps["end"] {
		return startRun{}, fmt.Errorf("stamps outside the spawn (%d) to gone (%d) in:\n%s", t0, gone, out)
	}
	sec := func(from, to int64) float64 { return float64(to-from) * 1e-9 }
	r := startRun{step: map[string]float64{"exec": sec(t0, stamps["main"]), "exit": sec(stamps["end"], gone)},
		first: sec(t0, stamps["kernel"]), whole: sec(t0, gone)}
	for i := 1; i < len(order); i++ {
		name := order[i]
		if name == "end" {
			name = "tail"
		}
		r.step[name] = sec(stamps[order[i-1]], stamps[order[i]])
	}
	return r, nil
}

func runHost(env []string, host string, args ...string) (string, error) {
	cmd := exec.Command(host, args...)
	cmd.Env = env
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("host %s: %v\n%s%s", strings.Join(args, " "), err, out.String(), errb.String())
	}
	return out.String(), nil
}

// build makes dir/libcuda.so.1 (go build -buildmode=c-shared ./libcuda, as
// libcuda's tests do) and dir/host from host/host.c, and returns host's path.
func build(root, dir string) (string, error) {
	gobin := filepath.Join(runtime.GOROOT(), "bin", "go")
	cmd := exec.Command(gobin, "build", "-buildmode=c-shared", "-o", filepath.Join(dir, "libcuda.so.1"), "./libcuda")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build -buildmode=c-shared ./libcuda: %v\n%s", err, out)
	}
	host := filepath.Join(dir, "host")
	cc := exec.Command("cc", "-O2", "-march=native", "-o", host, filepath.Join(root, "tools", "bench", "host", "host.c"), "-ldl", "-lm", "-lpthread")
	if out, err := cc.CombinedOutput(); err != nil {
		return "", fmt.Errorf("cc host.c: %v\n%s", err, out)
	}
	return host, nil
}

// repoRoot is the folder of cudasim's go.mod, found upwards from the
// working directory.
func repoRoot() (string, error) {
	d, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if f, err := os.Open(filepath.Join(d, "go.mod")); err == nil {
			s := bufio.NewScanner(f)
			s.Scan()
			f.Close()
			if strings.TrimSpace(s.Text()) == "module cudasim" {
				return d, nil
			}
		}
		up := filepath.Dir(d)
		if up == d {
			return "", errors.New("not inside the cudasim module (no go.mod saying module cudasim above the working directory)")
		}
		d = up
	}
}

// seconds formats a duration in the unit that suits it.
func seconds(s float64) string {
	switch {
	case s >= 1:
		return fmt.Sprintf("%.2f s", s)
	case s >= 1e-3:
		return fmt.Sprintf("%.2f ms", s*1e3)
	default:
		return fmt.Sprintf("%.2f us", s*1e6)
	}
}
