//go:build linux && amd64 && cgo

package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// NVIDIA's cuda-samples (testdata/cudart/samples, its README.md): unmodified
// sample programs built by nvcc 11.8 here and 13.0 on the GPU machine, each
// run's output on a real H200 beside it as a golden file.
const samplesDir = cudartDir + "/samples"

var samplesSlow = flag.Bool("samples.slow", false, "TestCudartSamples: also run the runs known.txt marks slow (10-75 s of CPU each)")

// TestCudartSamples runs every run of testdata/cudart/samples that has a
// golden file golden/bNNN/ID.h200.out (ID: a sample's name, or a line of
// runs.txt giving the sample and its arguments) on cudasim's libcuda.so.1,
// in the binary's folder as ./NAME, as gpu.sh ran it on the H200, and
// compares its output (stdout and stderr together) and exit status with the
// golden file after sampleFilter (timings, rates, clocks). known.txt marks
// runs compared otherwise (sampleVerdict).
func TestCudartSamples(t *testing.T) {
	t.Parallel()
	runtimeDir := cudartBinaries(t) // the libcudart.so.N of each toolkit
	// bin2.tar.zst: the binaries added in session 13 (bin.tar.zst is 7.4 MB), bin3.tar.zst those
	// of session 14, bin4.tar.zst session 15's, bin5.tar.zst session 19's 13.0 builds
	binDir := unpackPrograms(t, samplesDir, "bin.tar.zst", "bin2.tar.zst", "bin3.tar.zst", "bin4.tar.zst", "bin5.tar.zst")
	runs := readSampleRuns(t)
	known := readKnownSamples(t)
	goldens, err := filepath.Glob(filepath.Join(samplesDir, "golden", "b*", "*.h200.out"))
	if err != nil || len(goldens) == 0 {
		t.Fatalf("no golden files in %s/golden/b*/: %v", samplesDir, err)
	}
	var cases []programCase
	for _, golden := range goldens {
		build := filepath.Base(filepath.Dir(golden))
		id := strings.TrimSuffix(filepath.Base(golden), ".h200.out")
		name, args := id, []string(nil)
		if r, ok := runs[id]; ok {
			name, args = r[0], r[1:]
		}
		dir := filepath.Join(binDir, build)
		v := known[build+"/"+id]
		c := programCase{name: build + "/" + id, golden: golden, exe: "./" + name, dir: dir, args: args,
			path: []string{filepath.Join(runtimeDir, build), dir}, filter: v.compared}
		switch {
		case v.skip:
			c.skip = v.reason
		case v.slow && !*samplesSlow:
			c.skip = "slow (" + v.reason + "): runs with -samples.slow"
		}
		cases = append(cases, c)
	}
	runPrograms(t, library(t), cases)
}

// sampleVerdict is how known.txt says a run is compared: "skip" (a
// difference explained there: the run is skipped with that reason), or any
// of "unordered" (the lines in sorted order: device printf from several
// blocks comes in the order the blocks ran), "mask=REGEXP" (what the
// regexp's first group matches is '#': a number the schedule decides) and
// "slow" (it matches but takes too long for every test run: it runs with
// -samples.slow), separated by commas.
type sampleVerdict struct {
	skip      bool
	unordered bool
	slow      bool
	masks     []*regexp.Regexp
	reason    string
}

// parseSampleVerdict reads a verdict of known.txt.
func parseSampleVerdict(s, reason string) (sampleVerdict, error) {
	v := sampleVerdict{reason: reason}
	for _, item := range strings.Split(s, ",") {
		switch re, isMask := strings.CutPrefix(item, "mask="); {
		case item == "skip":
			v.skip = true
		case item == "unordered":
			v.unordered = true
		case item == "slow":
			v.slow = true
		case isMask:
			m, err := regexp.Compile(re)
			if err != nil || m.NumSubexp() < 1 {
				return v, fmt.Errorf("mask %q: not a regexp with a group (%v)", re, err)
			}
			v.masks = append(v.masks, m)
		default:
			return v, fmt.Errorf("%q is not skip, unordered, slow or mask=REGEXP", item)
		}
	}
	return v, nil
}

// compared is what is compared of a sample's outputs: both through
// sampleFilter, masked and sorted as the verdict says.
func (v sampleVerdict) compared(want, got string) (string, string) {
	out := [2]string{sampleFilter(want), sampleFilter(got)}
	for i := range out {
		for _, m := range v.masks {
			out[i] = m.ReplaceAllStringFunc(out[i], func(s string) string {
				loc := m.FindStringSubmatchIndex(s)
				return s[:loc[2]] + "#" + s[loc[3]:]
			})
		}
		if v.unordered {
			out[i] = sortedLines(out[i])
		}
	}
	return out[0], out[1]
}

// sampleVaries finds the lines of a sample's output whose numbers vary from
// run to run or between a GPU and cudasim without saying anything about
// correctness: times, rates, clock counts (docs/samples.md, "The filter").
var sampleVaries = regexp.MustCompile(`(?i)time|msec|\bms\b|\(ms\)|sec\b|seconds|GB/s|MB/s|flop|throughput|bandwidth|clocks|speedup|elapsed|\busec\b|\bus\b|per second|/s\b|iterations while waiting`)

// sampleNumber is a number as samples print them.
var sampleNumber = regexp.MustCompile(`[-+]?[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?`)

// sampleHost finds the lines that describe the host machine (simpleAssert
// prints the kernel's release).
var sampleHost = regexp.MustCompile(`^(OS_System_Type\.release = ).*`)

// sampleContext finds a context's address as a sample prints it
// (threadMigration: "Context=0x5639ef1772e0"): the H200's differs from run
// to run.
var sampleContext = regexp.MustCompile(`(Context=)0x[0-9a-fA-F]+`)

// sampleRow is a line of numbers only: a row of a table
// (UnifiedMemoryPerf's averages, cudaGraphsPerfScaling's CSV row).
var sampleRow = regexp.MustCompile(`^[\s,;|]*[-+]?[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?([\s,;|]+[-+]?[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?)*[\s,;|]*$`)

// sampleFilter replaces every number on the lines that sampleVaries finds
// with '#', and on the rows of a table whose caption or column header (the
// two lines before its first row) sampleVaries finds, and what follows the
// label of a sampleHost line, and a context's address with '#', leaving
// the lines themselves (a missing or extra timing line is still a
// difference).
func sampleFilter(s string) string {
	lines := strings.SplitAfter(s, "\n")
	orig := slices.Clone(lines)
	row, timedTable := false, false // the line before was a row; the rows since the last other line are of a table of times
	for i, l := range lines {
		wasRow := row
		row = sampleRow.MatchString(strings.TrimSuffix(l, "\n"))
		if row && !wasRow {
			timedTable = slices.ContainsFunc(orig[max(i-2, 0):i], sampleVaries.MatchString)
		}
		l = sampleContext.ReplaceAllString(l, "$1#")
		switch {
		case sampleHost.MatchString(l):
			l = sampleHost.ReplaceAllString(strings.TrimSuffix(l, "\n"), "$1#") + "\n"
		case sampleVaries.MatchString(l), row && timedTable:
			l = sampleNumber.ReplaceAllString(l, "#")
		}
		lines[i] = l
	}
	return strings.Join(lines, "")
}

// sortedLines returns s's lines in sorted order.
func sortedLines(s string) string {
	lines := strings.SplitAfter(strings.TrimSuffix(s, "\n"), "\n")
	for i := range lines {
		lines[i] = strings.TrimSuffix(lines[i], "\n") + "\n"
	}
	slices.Sort(lines)
	return strings.Join(lines, "")
}

// readSampleRuns reads runs.txt: "ID NAME ARGS..." a line.
func readSampleRuns(t *testing.T) map[string][]string {
	t.Helper()
	runs := map[string][]string{}
	for _, f := range readSampleLines(t, "runs.txt") {
		if len(f) < 2 {
			t.Fatalf("runs.txt: %q has no sample name", strings.Join(f, " "))
		}
		runs[f[0]] = f[1:]
	}
	return runs
}

// readKnownSamples reads known.txt: "bNNN/ID VERDICT REASON..." a line
// (sampleVerdict; docs/samples.md).
func readKnownSamples(t *testing.T) map[string]sampleVerdict {
	t.Helper()
	known := map[string]sampleVerdict{}
	for _, f := range readSampleLines(t, "known.txt") {
		if len(f) < 3 {
			t.Fatalf("known.txt: %q is not ID VERDICT REASON", strings.Join(f, " "))
		}
		v, err := parseSampleVerdict(f[1], strings.Join(f[2:], " "))
		if err != nil {
			t.Fatalf("known.txt: %s: %v", f[0], err)
		}
		known[f[0]] = v
	}
	return known
}

// readSampleLines returns the fields of the lines of samplesDir/name, less
// comments and blank lines.
func readSampleLines(t *testing.T, name string) [][]string {
	t.Helper()
	f, err := os.Open(filepath.Join(samplesDir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines [][]string
	s := bufio.NewScanner(f)
	for s.Scan() {
		if fs := strings.Fields(s.Text()); len(fs) > 0 && !strings.HasPrefix(fs[0], "#") {
			lines = append(lines, fs)
		}
	}
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	return lines
}

// TestSampleFilter checks the filter on lines the samples print.
func TestSampleFilter(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Processing time: 37.712002 (ms)\n", "Processing time: # (ms)\n"},
		{"Performance= 0.05 GFlop/s, Time= 9.755 msec, Size= 524288 Ops, WorkgroupSize= 1024 threads/block\n", "Performance= # GFlop/s, Time= # msec, Size= # Ops, WorkgroupSize= # threads/block\n"},
		{"Average clocks/block = 668.312500\n", "Average clocks/block = #\n"},
		{"GPU result = 0.062298238277 CPU result = 0.062298242003\n", "GPU result = 0.062298238277 CPU result = 0.062298242003\n"},
		{"CPU executed 0 iterations while waiting for GPU to finish\n", "CPU executed # iterations while waiting for GPU to finish\n"},
		{"Result = PASS\n", "Result = PASS\n"},
		{"OS_System_Type.release = 6.18.44-fc-v973-gpu\n", "OS_System_Type.release = #\n"},
		{"<CUDA Device=0, Context=0x5639ef1772e0, Thread=0> - ThreadProc() Launched...\n", "<CUDA Device=0, Context=#, Thread=0> - ThreadProc() Launched...\n"},
		{"value 0x1234 at 0x7f00\n", "value 0x1234 at 0x7f00\n"},
		{"Printing Average of 20 measurements in (ms)\nSize_KB\t UMhint\t UMeasy\n4\t  0.230\t  0.359\n16\t  0.228\t  0.507\n\nNOTE: 1\n", "Printing Average of # measurements in (ms)\nSize_KB\t UMhint\t UMeasy\n#\t  #\t  #\n#\t  #\t  #\n\nNOTE: 1\n"},
		{"length, width, capture, upload_api_time, \n20, 1, 18.712, 1.000, \n\nTest passed\n", "length, width, capture, upload_api_time, \n#, #, #, #, \n\nTest passed\n"},
		{"Matrix size\nrows, columns\n4, 4\n", "Matrix size\nrows, columns\n4, 4\n"},
	} {
		if got := sampleFilter(c.in); got != c.want {
			t.Errorf("sampleFilter(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if got, want := sortedLines("b\na\nexit 0\n"), "a\nb\nexit 0\n"; got != want {
		t.Errorf("sortedLines = %q, want %q", got, want)
	}
	// cdpSimplePrint: which device-launched block takes which number depends on the schedule.
	v, err := parseSampleVerdict(`unordered,mask=BLOCK\s([0-9]+)\slaunched\sby\sthread`, "")
	if err != nil {
		t.Fatal(err)
	}
	h200 := "BLOCK 0 launched by the host\n|  BLOCK 3 launched by thread 0 of block 0\n|  BLOCK 2 launched by thread 1 of block 0\nexit 0\n"
	sim := "BLOCK 0 launched by the host\n|  BLOCK 2 launched by thread 0 of block 0\n|  BLOCK 3 launched by thread 1 of block 0\nexit 0\n"
	if w, g := v.compared(h200, sim); w != g {
		t.Errorf("masked and unordered: %q and %q differ", w, g)
	}
	if w, g := v.compared(h200, strings.Replace(sim, "thread 1 of block 0", "thread 1 of block 1", 1)); w == g {
		t.Errorf("masked and unordered: a line of another parent block compared equal: %q", w)
	}
	if v, err := parseSampleVerdict("unordered,slow", "25 s"); err != nil || !v.slow || !v.unordered || v.skip {
		t.Errorf("parseSampleVerdict(unordered,slow) = %+v, %v", v, err)
	}
	for _, bad := range []string{"sorted", "mask=[", "mask=BLOCK", "unordered,skipped", "slower"} {
		if _, err := parseSampleVerdict(bad, ""); err == nil {
			t.Errorf("parseSampleVerdict(%q) accepted it", bad)
		}
	}
}
