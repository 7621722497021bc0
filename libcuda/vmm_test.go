//go:build linux && amd64

package main

import (
	"strconv"
	"strings"
	"testing"
)

// vmmTranscripts are the H200's transcripts of testdata/reference/vmm's
// probe (a later file's section replaces an earlier one's).
var vmmTranscripts = []string{"../testdata/reference/vmm/transcript-w2.txt", "../testdata/reference/vmm/transcript-w3.txt"} // w3: section misc again, past w2's crash

// vmmSections are the probe's sections as run.sh runs them: a name, or
// "fault-WHAT" for `fault WHAT`.
var vmmSections = []string{"gran", "info", "create", "reserve", "map", "beyond", "alias", "access", "export", "misc",
	"fault-noaccess-htod", "fault-noaccess-kernel", "fault-readonly-kernel", "fault-readonly-htod",
	"fault-unmapped-kernel", "fault-revoked-kernel", "fault-past-end"}

// vmmKnownDifferences are the lines of the H200's transcript cudasim
// answers differently, by section: the H200's line -> cudasim's, with the
// reason.
var vmmKnownDifferences = map[string]map[string]string{
	// Right after cuMemRelease of an unmapped handle the H200 still
	// answered its properties (a use after free: a junk handle crashed
	// it); cudasim refuses the released handle.
	"create": {
		"  released props -> CUDA_SUCCESS type 1 handles 0 location 1/0 meta NULL comp 0 rdma 0 usage 0 reserved 0 0 0 0": "  released props -> CUDA_ERROR_INVALID_VALUE",
	},
	// A mapping starting in a reservation and running past its end into
	// address space nothing reserved was accepted by the H200; cudasim
	// maps only inside reservations (adjacent ones included), so that a
	// mapping never lands where another heap may place memory.
	"map": {
		"cuMemMap(a + 3 * gran, 2 * gran, 0, h1, 0) -> CUDA_SUCCESS": "cuMemMap(a + 3 * gran, 2 * gran, 0, h1, 0) -> CUDA_ERROR_INVALID_VALUE",
		"cuMemUnmap(a + 3 * gran, 2 * gran) -> CUDA_SUCCESS":         "",
	},
	"beyond": {
		"cuMemMap(a + 3 * gran, 2 * gran, 0, h, 0) -> CUDA_SUCCESS#0": "cuMemMap(a + 3 * gran, 2 * gran, 0, h, 0) -> CUDA_ERROR_INVALID_VALUE",
		"cuMemUnmap(a + 3 * gran, 2 * gran) -> CUDA_SUCCESS#0":        "",
	},
}

// vmmLines drops the lines no comparison can use: "~" lines are single
// cuMemGetInfo readings, noisy on the shared H200 (section info repeats
// them).
func vmmLines(lines []string) []string {
	var out []string
	for _, l := range lines {
		if !strings.HasPrefix(strings.TrimPrefix(l, "[child] "), "  ~") {
			out = append(out, l)
		}
	}
	return out
}

// TestVMMProbeMatchesH200 runs testdata/reference/vmm/probe_vmm.c against
// cudasim section by section and compares every line with what the H200
// printed (less vmmKnownDifferences). Addresses are printed by the probe
// relative to a named base or as alignments, so every line compares.
func TestVMMProbeMatchesH200(t *testing.T) {
	t.Parallel()
	exe := compile(t, "../testdata/reference/vmm/probe_vmm.c")
	sections, exits := readTranscripts(t, vmmTranscripts...)
	for _, name := range vmmSections {
		want := vmmLines(sections[name])
		if sections[name] == nil {
			t.Errorf("section %s: not in the H200's transcripts", name)
			continue
		}
		// A known difference names a line, or its first occurrence
		// ("LINE#0"); "" drops the line.
		seen := map[string]int{}
		var kept []string
		for _, l := range want {
			n := seen[l]
			seen[l]++
			g, ok := vmmKnownDifferences[name][l]
			if !ok {
				g, ok = vmmKnownDifferences[name][l+"#"+strconv.Itoa(n)]
			}
			switch {
			case !ok:
				kept = append(kept, l)
			case g != "":
				kept = append(kept, g)
			}
		}
		want = kept
		args := []string{"../testdata/reference/kernels.fatbin", name}
		if what, ok := strings.CutPrefix(name, "fault-"); ok {
			args = []string{"../testdata/reference/kernels.fatbin", "fault", what}
		}
		out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"}, args...)
		if err != nil && exits[name] == "0" {
			t.Errorf("section %s: %v (the emulator must not crash)\n%s", name, err, stderr)
			continue
		}
		var got []string
		for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n")[1:] { // less "# section NAME"
			if l != "" {
				got = append(got, l)
			}
		}
		compareSection(t, name, want, vmmLines(got), exits[name] != "0")
	}
}

// TestVectorAddMMAP runs testdata/reference/vmm/vectoradd_mmap.c through the
// drop-in: vectors in reserved ranges backed by several physical
// allocations each (handles released once mapped), a kernel over ranges
// spanning mappings, a vector grown in place by mapping more memory after
// it, and one cuMemUnmap a range.
func TestVectorAddMMAP(t *testing.T) {
	t.Parallel()
	exe := compile(t, "../testdata/reference/vmm/vectoradd_mmap.c")
	out, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"}, "../testdata/reference/vmm/vecadd.ptx")
	if err != nil || !strings.HasSuffix(out, "PASS\n") {
		t.Fatalf("vectoradd_mmap: %v\n%s%s", err, out, stderr)
	}
	for _, want := range []string{"c = a + b: 1310720 elements checked", "c grown in place to 2621440 elements: checked"} {
		if !strings.Contains(out, want) {
			t.Errorf("vectoradd_mmap did not print %q:\n%s", want, out)
		}
	}
}
