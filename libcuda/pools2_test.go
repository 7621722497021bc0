//go:build linux && amd64

package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// pools2Transcripts are the H200's transcripts of
// testdata/reference/pools2/probe_pools2.c, oldest first: a section a later
// window measured again replaces the earlier one.
var pools2Transcripts = []string{
	"../testdata/reference/pools2/probe-pools2-transcript-w1.txt",
	"../testdata/reference/pools2/probe-pools2-transcript-w2.txt",
}

// pools2KnownDifferences are the lines of the H200's transcript cudasim
// answers differently, by section, each H200 line mapped to cudasim's, with
// the reason.
var pools2KnownDifferences = map[string]map[string]string{
	// The real driver has these private tables (cuda.bindings asks for
	// them); cudasim does not know what they hold and refuses them, which
	// cuda.bindings and cuda.core survive (docs/cuda-core.md).
	"exporttable": {
		"cuGetExportTable(&t, 69a28e9f24498b47b030c5da330ea4e9) -> CUDA_SUCCESS": "cuGetExportTable(&t, 69a28e9f24498b47b030c5da330ea4e9) -> CUDA_ERROR_INVALID_VALUE",
		"cuGetExportTable(&t, da9151d33ae6cc41a5c04f26d533e328) -> CUDA_SUCCESS": "cuGetExportTable(&t, da9151d33ae6cc41a5c04f26d533e328) -> CUDA_ERROR_INVALID_VALUE",
		"  table nonzero": "  table NULL",
	},
}

// pools2Skips are runs of lines (from the line starting with the first
// string to the one starting with the second) compared on neither side, by
// section, with the reason.
var pools2Skips = map[string][][2]string{
	"locations": {
		// pinned host pool memory: the device has no access to it by
		// default, which cudasim does not enforce (the H200 refused the
		// memset and the probe's kernel faulted, which left the context
		// unusable); its RANGE_START_ADDR was another address than the
		// pointer's.
		{"  free after 1000-byte host", "cuMemPoolDestroy(hdef)"},
		// after that fault the H200 answered ILLEGAL_ADDRESS, and the
		// managed current pool after destroying the one set was another
		// pool than the managed default (not understood).
		{"cuMemAllocAsync(&a, 1000, s)", "  managed current after destroying pm"},
	},
	"access": {
		// pinned host pool memory, access given: the kernel ran, but
		// cuMemcpyDtoH of it answered CUDA_ERROR_INVALID_VALUE on the
		// H200 (cudasim copies it)
		{"  host pool memory after access rw", "  host pool memory after access rw"},
	},
}

// pools2Ignore matches lines compared on neither side: cuMemGetInfo's
// change around managed allocations (managed pools take no device memory
// in cudasim; on the H200 the free amount moved by what other processes
// and the driver itself took meanwhile, -9 to 130 MiB).
// The H200's export2 child crashed importing into a destroyed pool (cudasim
// answers CUDA_ERROR_INVALID_VALUE and goes on), and the parent then read
// nothing from it ("recvmsg: 0 bytes").
var pools2Ignore = regexp.MustCompile(`^  free after .*managed|^recvmsg: 0 bytes`)

// skipLines drops the lines pools2Skips and pools2Ignore name.
func skipLines(section string, lines []string) []string {
	var out []string
	skipping := ""
	for _, l := range lines {
		if skipping == "" {
			for _, r := range pools2Skips[section] {
				if strings.HasPrefix(l, r[0]) {
					skipping = r[1]
				}
			}
		}
		if skipping != "" {
			if strings.HasPrefix(l, skipping) {
				skipping = ""
			}
			continue
		}
		if !pools2Ignore.MatchString(l) {
			out = append(out, l)
		}
	}
	return out
}

// pools2Sections are the sections cudasim must reproduce.
var pools2Sections = []string{"export", "export2", "misuse", "release", "access", "locations", "managed", "advise", "batch1", "batch2", "batch3", "touch1", "touch3", "procaddr", "exporttable",
	"nulls1", "nulls2", "nulls3", "nulls4", "nulls5", "nulls6", "nulls7", "nulls8", "nulls9", "nulls10",
	"nulls11", "nulls12", "nulls13", "nulls14", "nulls15", "nulls16"}

// readTranscripts reads probe transcripts ("# section NAME" ... "# section
// NAME exit CODE"), later files' sections replacing earlier ones'.
func readTranscripts(t *testing.T, files ...string) (sections map[string][]string, exits map[string]string) {
	sections, exits = map[string][]string{}, map[string]string{}
	for _, f := range files {
		golden, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var cur string
		for _, line := range strings.Split(string(golden), "\n") {
			switch {
			case strings.HasPrefix(line, "# section ") && strings.Contains(line, " exit "):
				// "# section NAME exit CODE" names its section: one that
				// crashed before its first line was flushed has no header.
				f := strings.Fields(line)
				exits[f[2]] = f[len(f)-1]
			case strings.HasPrefix(line, "# section "):
				cur = strings.TrimPrefix(line, "# section ")
				sections[cur] = nil
			case strings.Contains(line, "Segmentation fault") || line == "":
			default:
				sections[cur] = append(sections[cur], line)
			}
		}
	}
	return sections, exits
}

var sectionNumber = regexp.MustCompile(`^(nulls|touch|batch)([0-9]+)$`)

// TestPools2ProbeMatchesH200 runs testdata/reference/pools2/probe_pools2.c
// against cudasim section by section and compares every line with what the
// H200 printed (less pools2KnownDifferences): a pool exported by one
// process and imported by a child it forks (the descriptor passed over a
// unix socket with SCM_RIGHTS), the misuses, cuGetProcAddress_v2 for CUDA
// versions past the driver's, unknown export tables, NULL outputs.
func TestPools2ProbeMatchesH200(t *testing.T) {
	t.Parallel()
	exe := compile(t, "../testdata/reference/pools2/probe_pools2.c")
	sections, exits := readTranscripts(t, pools2Transcripts...)
	for _, name := range pools2Sections {
		want := skipLines(name, sections[name])
		if sections[name] == nil {
			t.Errorf("section %s: not in the H200's transcripts", name)
			continue
		}
		for i, l := range want {
			if g, ok := pools2KnownDifferences[name][l]; ok {
				want[i] = g
			}
		}
		args := []string{"../testdata/reference/kernels.fatbin", name}
		if m := sectionNumber.FindStringSubmatch(name); m != nil {
			args = []string{"../testdata/reference/kernels.fatbin", m[1], m[2]}
		}
		if name == "exporttable" && strings.Contains(strings.Join(want, "\n"), "69a28e9f") { // window 1 asked for these
			args = append(args, "69a28e9f24498b47b030c5da330ea4e9", "da9151d33ae6cc41a5c04f26d533e328")
		}
		out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"}, args...)
		if err != nil {
			t.Errorf("section %s: %v (the emulator must not crash)\n%s", name, err, stderr)
			continue
		}
		var got []string
		for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n")[1:] { // less "# section NAME"
			if l != "" {
				got = append(got, l)
			}
		}
		got = skipLines(name, got)
		compareSection(t, name, want, got, exits[name] != "0")
	}
}

// TestPools2HostExport runs the probe's export section with a pool of
// pinned host memory (the H200 ran it with device memory only): the
// exporter and the importing child each see the other's writes, and the
// imported memory is host memory at the exporter's offsets.
func TestPools2HostExport(t *testing.T) {
	t.Parallel()
	exe := compile(t, "../testdata/reference/pools2/probe_pools2.c")
	out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"}, "../testdata/reference/kernels.fatbin", "export", "host")
	if err != nil {
		t.Fatalf("%v\n%s", err, stderr)
	}
	for _, want := range []string{
		"cuMemPoolExportToShareableHandle(&fd, p, 1, 0) -> CUDA_SUCCESS",
		"  a MEMORY_TYPE -> CUDA_SUCCESS 1",
		"[child] cuMemPoolImportFromShareableHandle(&ip, (void *)(uintptr_t)fd, 1, 0) -> CUDA_SUCCESS",
		"[child]   ib = base+4096",
		"[child]   child reads a: cuMemcpyDtoH -> CUDA_SUCCESS 1000 1001 1015",
		"[child]   ia MEMORY_TYPE -> CUDA_SUCCESS 1",
		"[child]   child reads a after memset and addOne: cuMemcpyDtoH -> CUDA_SUCCESS 78 1002 1016",
		"  parent reads a: cuMemcpyDtoH -> CUDA_SUCCESS 78 1002 1016",
		"# back in the parent: child exit 0",
	} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("no line %q in:\n%s", want, out)
		}
	}
}
