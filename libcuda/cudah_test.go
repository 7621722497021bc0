package main

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestProgramsBuildWithoutCUDAHeader compiles every C program of testdata that
// includes <cuda.h> as a machine without CUDA's header would (no nvidia-cuda-dev,
// like a fresh CI machine): the compiler's system folders are shadowed by copies
// without cuda.h, so testdata/cudah's declarations are the ones found. A machine
// that has CUDA's header (CUDA 11.8's, once tools/install-nvcc.sh has run) builds
// them against it and would not notice a declaration missing from cudah.
func TestProgramsBuildWithoutCUDAHeader(t *testing.T) {
	t.Parallel()
	dirs := systemIncludeDirs(t)
	shadow := t.TempDir()
	args := []string{"-fsyntax-only", "-Wno-deprecated-declarations", "-DNO_CUDA_H", "-nostdinc"}
	for i, dir := range dirs {
		copyDir := filepath.Join(shadow, strings.Repeat("d", i+1))
		if err := os.Mkdir(copyDir, 0o755); err != nil {
			t.Fatal(err)
		}
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if e.Name() == "cuda.h" {
				continue
			}
			if err := os.Symlink(filepath.Join(dir, e.Name()), filepath.Join(copyDir, e.Name())); err != nil {
				t.Fatal(err)
			}
		}
		args = append(args, "-isystem", copyDir)
	}
	args = append(args, "-idirafter", "testdata/cudah")
	// The probes recorded on the GPU hosts that the tests build too (their shared cases.h
	// is fuzz30's; it includes <cuda.h>). A test that builds another adds it here.
	args = append(args, "-I../testdata/reference/fuzz30")
	sources, err := filepath.Glob("testdata/*.c")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{
		"async/probe_async.c", "condgraph/probe_cond.c", "cudart/rt_probe.c", "granule37/granule37.c",
		"graphs/probe_graphs.c", "guard37/layout37.c", "managed/probe_managed.c", "mend31/probe.c",
		"mend32/probe.c", "mend33/probe.c", "mend33/ptdscap.c", "p2ptokens/p2psync.c", "peer/probe_peer.c",
		"pools/probe_pools.c", "pools2/probe_pools2.c", "probe5/probe5.c", "probe6/probe6.c",
		"res32b/probe.c", "res33a/vmm33.c", "vmm/probe_vmm.c", "vmm/vectoradd_mmap.c",
	} {
		sources = append(sources, "../testdata/reference/"+p)
	}
	built := 0
	for _, src := range sources {
		text, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(text, []byte("#include <cuda.h>")) && !bytes.Contains(text, []byte(`#include "cases.h"`)) {
			continue
		}
		built++
		if out, err := exec.Command("cc", append(args, src)...).CombinedOutput(); err != nil {
			t.Errorf("%s does not build with testdata/cudah's cuda.h alone (add what it uses there): %v\n%s", src, err, out)
		}
	}
	if built < 13 {
		t.Errorf("only %d programs include <cuda.h>", built)
	}
}

// systemIncludeDirs lists the folders cc searches for <...> includes.
func systemIncludeDirs(t *testing.T) []string {
	t.Helper()
	out, err := exec.Command("cc", "-E", "-v", "-x", "c", os.DevNull).CombinedOutput()
	if err != nil {
		t.Fatalf("cc -E -v: %v\n%s", err, out)
	}
	var dirs []string
	in := false
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "#include <...> search starts here"):
			in = true
		case strings.HasPrefix(line, "End of search list"):
			in = false
		case in:
			dirs = append(dirs, strings.TrimSpace(line))
		}
	}
	if len(dirs) == 0 {
		t.Fatalf("no system include folders in cc -E -v:\n%s", out)
	}
	return dirs
}
