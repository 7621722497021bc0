//go:build linux && amd64

package main

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// streamopsSections are the sections of testdata/reference/streamops's
// transcripts (transcript-w2.txt for batch, graphmemop and freeplain, which
// window 1 did not complete; transcript-w1.txt for the others) cudasim
// reproduces line for line (freeplain up to where the H200 crashed): stream memory operations
// (predicates, misuse, waits released by the host, by a kernel and by a
// write on another stream, batches, the legacy stream held by a blocking
// stream's wait), cuMemFreeAsync behind a held stream, cuGraphAddNode_v2
// and cuGraphNodeSetParams/cuGraphExecNodeSetParams, and the refused
// addresses (bad1 to bad16).
var streamopsSections = []string{"waitvalue", "hold", "freeasync", "nodeparams", "batch", "graphmemop", "freeplain",
	"bad1", "bad2", "bad3", "bad4", "bad5", "bad6", "bad7", "bad8", "bad9", "bad10", "bad11", "bad12", "bad13", "bad14", "bad15", "bad16"}

// streamopsKnownDifferences are the H200's lines cudasim answers otherwise,
// by section, each mapped to cudasim's, with the reason.
var streamopsKnownDifferences = map[string]map[string]string{
	// Where cuMemAlloc places a second 1 MiB block is the allocator's
	// choice; cudasim's is not the H200's.
	"freeplain": {"  b: a+4190208": "  b: a+2093056"},
}

var tookMS = regexp.MustCompile(`^  took_ms (\d+)$`)

// coarseTime keeps of a call's duration only whether it waited for the
// 200 to 300 ms release (the H200's kernel sleeps ran longer than cudasim's:
// a 200 ms setlater took 330 ms there).
func coarseTime(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l
		if m := tookMS.FindStringSubmatch(l); m != nil {
			ms, _ := strconv.Atoi(m[1])
			out[i] = fmt.Sprintf("  took_ms waited=%v", ms >= 150)
		}
	}
	return out
}

// TestStreamopsProbeMatchesH200 runs probe_streamops.c through the drop-in,
// section by section, and compares every line with the H200's window-1
// transcripts (durations coarsened by coarseTime).
func TestStreamopsProbeMatchesH200(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("the holds take about 3 s")
	}
	probeReplay{
		dir: "../testdata/reference/streamops", src: "probe_streamops.c", ptx: "streamops_kernels.ptx",
		transcripts: []string{"transcript-w1.txt", "transcript-w2.txt"}, // w2's sections replace w1's
		sections:    streamopsSections, known: streamopsKnownDifferences, normalize: coarseTime,
	}.run(t)
}

// probeReplay is a probe program (no cuda.h, one section a process: PROG
// PTX SECTION) whose H200 transcripts cudasim reproduces line for line
// through the drop-in.
type probeReplay struct {
	dir, src, ptx string
	transcripts   []string                     // in dir; a later one's sections replace an earlier one's
	sections      []string                     // the sections to run
	known         map[string]map[string]string // by section: an H200 line cudasim answers otherwise, mapped to cudasim's
	normalize     func([]string) []string      // applied to both sides (nil: none)
}

// probeSections reads transcripts: the lines of each section, less blank
// lines and run script noise, and the exit status the transcript gives it.
func probeSections(t *testing.T, dir string, transcripts []string) (map[string][]string, map[string]string) {
	t.Helper()
	sections := map[string][]string{}
	exits := map[string]string{}
	for _, f := range transcripts {
		golden, err := os.ReadFile(dir + "/" + f)
		if err != nil {
			t.Fatal(err)
		}
		var cur string
		for _, line := range strings.Split(string(golden), "\n") {
			switch {
			case strings.HasPrefix(line, "# section ") && strings.Contains(line, " exit "):
				exits[cur] = line[strings.LastIndex(line, " ")+1:]
			case strings.HasPrefix(line, "# section "):
				cur = strings.TrimPrefix(line, "# section ")
				sections[cur] = nil
			case line == "" || strings.HasPrefix(line, "./run_probe.sh: "):
			default:
				sections[cur] = append(sections[cur], line)
			}
		}
	}
	return sections, exits
}

// run compiles the probe, runs each section and compares it with the
// H200's (where the H200 crashed, up to the crash).
func (p probeReplay) run(t *testing.T) {
	t.Helper()
	exe := compile(t, p.dir+"/"+p.src)
	sections, exits := probeSections(t, p.dir, p.transcripts)
	norm := p.normalize
	if norm == nil {
		norm = func(l []string) []string { return l }
	}
	for _, name := range p.sections {
		want, ok := sections[name]
		if !ok {
			t.Errorf("the transcripts have no section %s", name)
			continue
		}
		out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"}, p.dir+"/"+p.ptx, name)
		if err != nil {
			t.Errorf("section %s: %v (the emulator must not crash)\n%s", name, err, stderr)
			continue
		}
		got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")[1:] // less "# section NAME"
		want = append([]string(nil), want...)
		for i, l := range want {
			if g, ok := p.known[name][l]; ok {
				want[i] = g
			}
		}
		compareSection(t, name, norm(want), norm(got), exits[name] != "0")
	}
}
