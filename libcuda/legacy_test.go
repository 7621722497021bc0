//go:build linux && amd64 && cgo

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The legacy launch API and cuDeviceGetTexture1DLinearMaxWidth against the
// H200: testdata/reference/legacy (README.md there).
const legacyDir = "../testdata/reference/legacy"

// legacyKnownDifferences maps, per section, an H200 line to what cudasim
// prints instead, and why.
var legacyKnownDifferences = map[string]map[string]string{
	// cuda.h: launching through cuLaunchKernel leaves the legacy state
	// undefined. The H200 keeps cuLaunchKernel's block and parameters for
	// the next cuLaunch; cudasim keeps the function's legacy state (here
	// none: the parameter size 0 makes the kernel write through NULL).
	"afterkernel": {
		"  cuLaunch after cuLaunchKernel: sync 0 CUDA_SUCCESS; threads 2 blocks 1 grid 1,1,1 block 2,1,1 dynsmem 0 a 5 b 0.5":         "  cuLaunch after cuLaunchKernel: sync 700 CUDA_ERROR_ILLEGAL_ADDRESS",
		"cuLaunchGrid(f, 2, 1)                                                          -> 0 CUDA_SUCCESS":                            "cuLaunchGrid(f, 2, 1)                                                          -> 700 CUDA_ERROR_ILLEGAL_ADDRESS",
		"  cuLaunchGrid 2x1 after cuLaunchKernel: sync 0 CUDA_SUCCESS; threads 4 blocks 2 grid 2,1,1 block 2,1,1 dynsmem 0 a 5 b 0.5": "  cuLaunchGrid 2x1 after cuLaunchKernel: sync 700 CUDA_ERROR_ILLEGAL_ADDRESS",
	},
}

// readLegacyTranscripts reads the H200's transcripts of legacyprobe
// ("## section NAME", its lines, "exit N"), a later window's section
// replacing an earlier one's.
func readLegacyTranscripts(t *testing.T) (sections map[string][]string, exits map[string]string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(legacyDir, "legacy-w*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no transcripts in %s: %v", legacyDir, err)
	}
	sections, exits = map[string][]string{}, map[string]string{}
	for _, f := range files { // legacy-w1.txt, legacy-w2.txt...: in order
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		cur := ""
		for _, l := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n") {
			switch {
			case strings.HasPrefix(l, "## section "):
				cur = strings.TrimPrefix(l, "## section ")
				sections[cur] = nil
			case strings.HasPrefix(l, "exit ") && cur != "":
				exits[cur] = strings.TrimPrefix(l, "exit ")
				cur = ""
			case cur != "":
				sections[cur] = append(sections[cur], l)
			}
		}
	}
	return sections, exits
}

// TestLegacyProbeMatchesH200 runs legacyprobe.c on cudasim, one process a
// section as on the H200, and compares every line: the codes of
// cuFuncSetBlockShape, cuFuncSetSharedSize, cuParamSet*, cuLaunch,
// cuLaunchGrid, cuLaunchGridAsync and cuDeviceGetTexture1DLinearMaxWidth,
// and what the kernel saw of each launch. Where the H200 crashed (a
// negative parameter offset) cudasim must go on past it.
func TestLegacyProbeMatchesH200(t *testing.T) {
	t.Parallel()
	exe := compile(t, legacyDir+"/legacyprobe.c", "-Wno-deprecated-declarations")
	sections, exits := readLegacyTranscripts(t)
	out, _, err := run(t, exe, nil, "-list")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range strings.Fields(out) {
		want, ok := sections[name]
		if !ok {
			t.Logf("section %s: not measured on the H200 yet", name)
			continue
		}
		if !strings.Contains(strings.Join(want, "\n"), "\n== ") {
			t.Logf("section %s: the H200 ran none of it (window 1's probe named it wrongly)", name)
			continue
		}
		for i, l := range want {
			if g, ok := legacyKnownDifferences[name][l]; ok {
				want[i] = g
			}
		}
		stdout, stderr, err := run(t, exe, []string{"CUDASIM_LOG=off"}, legacyDir+"/legacy_kernel.ptx", name)
		if err != nil {
			t.Errorf("section %s: %v (the emulator must not crash)\n%s", name, err, stderr)
			continue
		}
		got := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
		compareSection(t, name, want, got, exits[name] != "0")
	}
}
