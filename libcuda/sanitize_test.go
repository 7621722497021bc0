package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// sanitizerGoldenKnown are the goldens of testdata/sanitize/golden whose
// reports cudasim words differently, with why.
var sanitizerGoldenKnown = map[string]string{
	// A store through NULL: the distance to the nearest allocation depends
	// on where allocations lie (0x7f... on the H200).
	"memcheck/null": "distance from address 0 to the allocations",
}

// TestSanitizerGoldens runs testdata/sanitize/bin/defects (nvcc 13.0's
// build of defects.cu, the binary compute-sanitizer ran on the H200) with
// CUDASIM_SANITIZE set to each tool, and compares with the goldens: the
// program's own output (what the CUDA calls answered) line for line, and
// each report of a kernel, word for word, with addresses and code offsets
// left out (cudasim's are its own). Failed calls ("Program hit ...") are
// reported by driver entry point, not by runtime call, so they are left out
// too, and with them the error count of the summary of runs that had any. The native
// goldens are the same runs without the sanitizer: cudasim must answer as
// the H200 did.
func TestSanitizerGoldens(t *testing.T) {
	for _, set := range []struct{ bin, golden string }{{"defects", "golden"}, {"defects2", "golden2"}} {
		sanitizerGoldens(t, set.bin, set.golden)
	}
}

func sanitizerGoldens(t *testing.T, binName, golden string) {
	lib := library(t)
	bin, err := filepath.Abs("../testdata/sanitize/bin/" + binName)
	if err != nil {
		t.Fatal(err)
	}
	for _, tool := range []string{"native", "memcheck", "leakcheck", "racecheck", "initcheck", "synccheck"} {
		files, _ := filepath.Glob(filepath.Join("../testdata/sanitize", golden, tool, "*.txt"))
		if len(files) == 0 && golden == "golden" {
			t.Fatalf("no goldens for %s", tool)
		}
		for _, f := range files {
			name := tool + "/" + strings.TrimSuffix(filepath.Base(f), ".txt")
			if golden != "golden" {
				name = golden + "/" + name
			}
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				want, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				cmd := exec.Command(bin, strings.TrimSuffix(filepath.Base(f), ".txt"))
				cmd.Env = append(os.Environ(), "LD_LIBRARY_PATH="+lib, "CUDASIM_LOG=off")
				switch tool {
				case "native":
				case "leakcheck":
					cmd.Env = append(cmd.Env, "CUDASIM_SANITIZE=memcheck,leakcheck")
				default:
					cmd.Env = append(cmd.Env, "CUDASIM_SANITIZE="+tool)
				}
				out, _ := cmd.CombinedOutput()
				got := string(out) + "exit " + exitCode(cmd) + "\n"
				wantProg, wantRep, wantSum := splitSanitizerOutput(string(want))
				gotProg, gotRep, gotSum := splitSanitizerOutput(got)
				if diff := cmp.Diff(wantProg, gotProg); diff != "" {
					t.Errorf("program output (-H200 +cudasim):\n%s", diff)
				}
				diff := cmp.Diff(wantRep, gotRep)
				why, known := sanitizerGoldenKnown[name]
				switch {
				case diff != "" && !known:
					t.Errorf("reports (-H200 +cudasim):\n%s\ncudasim's output:\n%s", diff, got)
				case diff == "" && known:
					t.Errorf("now matches: drop %s from sanitizerGoldenKnown (%s)", name, why)
				}
				if !strings.Contains(string(want), "Program hit") {
					if diff := cmp.Diff(wantSum, gotSum); diff != "" {
						t.Errorf("summary (-H200 +cudasim):\n%s", diff)
					}
				}
			})
		}
	}
}

func exitCode(cmd *exec.Cmd) string {
	if cmd.ProcessState == nil {
		return "?"
	}
	return strings.TrimPrefix(cmd.ProcessState.String(), "exit status ")
}

var (
	codeOffset = regexp.MustCompile(`\+0x[0-9a-f]+`)
	longHex    = regexp.MustCompile(`0x[0-9a-f]{6,}`)
)

// splitSanitizerOutput separates a run's merged output into the program's
// lines, the kernel reports (one string each, addresses and offsets
// normalised; device frames of inlined calls kept) and the summary lines.
// Host backtraces and failed-call reports are dropped.
func splitSanitizerOutput(s string) (prog, reports, summary []string) {
	var cur []string
	inCall := false
	for _, l := range strings.Split(s, "\n") {
		if l == "" {
			continue
		}
		if !strings.HasPrefix(l, "=========") {
			if l == "exit 0" || strings.HasPrefix(l, "exit ") {
				l = "exit " + strings.TrimPrefix(l, "exit ")
			}
			prog = append(prog, l)
			continue
		}
		body := strings.TrimPrefix(l, "=========")
		switch {
		case strings.Contains(body, "Saved host backtrace"), strings.Contains(body, "Host Frame:"),
			strings.TrimSpace(body) == "COMPUTE-SANITIZER":
		case strings.TrimSpace(body) == "":
			if len(cur) > 0 && !inCall {
				reports = append(reports, strings.Join(cur, "\n"))
			}
			cur, inCall = nil, false
		case strings.Contains(body, "SUMMARY:"):
			summary = append(summary, strings.TrimSpace(body))
		case strings.Contains(body, "Program hit "):
			inCall = true
		case strings.HasPrefix(strings.TrimSpace(body), "Leaked "):
			reports = append(reports, longHex.ReplaceAllString(strings.TrimSpace(body), "0x?"))
		default:
			body = codeOffset.ReplaceAllString(body, "+0x?")
			body = longHex.ReplaceAllString(body, "0x?")
			cur = append(cur, strings.TrimSpace(body))
		}
	}
	return prog, reports, summary
}

// TestSanitizerBeyond checks what cudasim's sanitizer catches that
// compute-sanitizer does not (the H200's tools said nothing about these
// defects: testdata/sanitize/golden/memcheck/global_race.txt, shfl_half.txt,
// golden2/synccheck/vote_half.txt): a global-memory race between the blocks
// of a launch, and shuffle and vote masks naming lanes that do not take
// part. Clean kernels report nothing under every check (sharedinit included:
// they read only shared memory their block wrote; streamrace: one stream).
func TestSanitizerBeyond(t *testing.T) {
	lib := library(t)
	for _, c := range []struct {
		bin, defect string
		want        []string
	}{
		{"defects", "global_race", []string{"Error: Race on __global__ memory between blocks reported between Write access at global_race(int *)+0x", "defects.cu:79", "[7 hazards]", "ERROR SUMMARY: 1 error"}},
		{"defects", "shfl_half", []string{"Invalid member mask of shfl: member mask 0xffffffff names lanes 16-31, which do not execute the shfl (lanes 0-15 do)", "by thread (0,0,0) in block (0,0,0)", "ERROR SUMMARY: 1 error"}},
		{"defects2", "vote_half", []string{"Invalid member mask of vote: member mask 0xffffffff names lanes 16-31", "ERROR SUMMARY: 1 error"}},
		{"defects", "clean", []string{"ERROR SUMMARY: 0 errors", "RACECHECK SUMMARY: 0 hazards"}},
		{"defects", "race_clean", []string{"ERROR SUMMARY: 0 errors", "RACECHECK SUMMARY: 0 hazards"}},
		{"defects", "init_clean", []string{"ERROR SUMMARY: 0 errors"}},
		{"defects2", "shfl_mask", []string{"ERROR SUMMARY: 0 errors"}},
		{"defects2", "race_atomic", []string{"ERROR SUMMARY: 0 errors", "RACECHECK SUMMARY: 0 hazards"}},
		{"defects2", "race_warp", []string{"ERROR SUMMARY: 0 errors", "RACECHECK SUMMARY: 0 hazards"}},
	} {
		cmd := exec.Command("../testdata/sanitize/bin/"+c.bin, c.defect)
		cmd.Env = append(os.Environ(), "LD_LIBRARY_PATH="+lib, "CUDASIM_LOG=off", "CUDASIM_SANITIZE=memcheck,racecheck,initcheck,synccheck,globalrace,masks,sharedinit,streamrace") // all but leakcheck: defects2 leaves its buffer allocated
		out, _ := cmd.CombinedOutput()
		for _, w := range c.want {
			if !strings.Contains(string(out), w) {
				t.Errorf("%s %s: output lacks %q:\n%s", c.bin, c.defect, w, out)
			}
		}
	}
}

// TestSanitizerStreamRace runs a driver-API program with kernels on two
// streams under CUDASIM_SANITIZE=streamrace: unordered launches are
// reported, launches ordered by an event, a synchronisation, a query or the
// legacy default stream are not.
func TestSanitizerStreamRace(t *testing.T) {
	exe := compile(t, "testdata/streamrace.c")
	for _, c := range []struct {
		name, value string
		races       bool
	}{
		{"nonblocking", "2", true},
		{"event", "2", false},
		{"sync", "2", false},
		{"query", "2", false},
		{"legacy", "3", false},
	} {
		stdout, stderr, err := run(t, exe, []string{"CUDASIM_SANITIZE=streamrace"}, c.name)
		if c.races {
			if err != nil || !strings.Contains(stderr, "Error: Race on __global__ memory between launches reported between Write access at inc+0x") ||
				!strings.Contains(stderr, "ERROR SUMMARY: 3 errors") {
				t.Errorf("%s: %v\n%s", c.name, err, stderr)
			}
		} else if err != nil || !strings.Contains(stderr, "ERROR SUMMARY: 0 errors") {
			t.Errorf("%s: %v\n%s", c.name, err, stderr)
		}
		if stdout != c.name+": "+c.value+"\n" {
			t.Errorf("%s: stdout %q", c.name, stdout)
		}
	}
}
