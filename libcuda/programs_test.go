//go:build linux && amd64 && cgo

package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"
)

// The tests of nvcc-built programs (TestCudart, TestCudartCCCL,
// TestCudartDevrt, TestCudartDevheap, TestCudartSamples,
// TestTexrefProbeMatchesH200) share one mechanism: an archive of binaries
// unpacked once per test (unpackPrograms), a list of cases, each a run of
// one program and the file holding what it printed on a real H200
// (programCase), and runPrograms, which runs every case on cudasim's
// libcuda.so.1 and compares its output with the H200's through the case's
// filter. What differs between the tests is how they find their cases and
// what they filter.

// programCase is one run of a program compared with the H200's output.
type programCase struct {
	name   string   // the subtest's name
	golden string   // the H200's output: stdout and stderr together, then the exit line
	exe    string   // the program: a path, or "./NAME" found in dir
	dir    string   // where it runs; "": the test's folder
	args   []string // its arguments
	path   []string // folders after cudasim's library on LD_LIBRARY_PATH (a toolkit's libcudart)
	env    []string // more environment
	// exitLine formats the line the output ends with ("exit %d\n" when
	// empty), as the script that recorded the golden file wrote it.
	exitLine string
	skip     string // why the case is skipped ("": it runs)
	// hang is set where the H200 hung: the recording's timeout killed the
	// program (its golden ends "exit 124"). cudasim's run is stopped after
	// hang and ends "exit 124" too (hungProgram), so that what the program
	// printed before it hung is compared, and that it hung where the H200 did.
	hang time.Duration
	// limit is how long the program may run where it is longer than
	// cudartTimeout (0: cudartTimeout).
	limit time.Duration
	// filter returns what is compared of the H200's output and cudasim's
	// (nil: both whole).
	filter func(want, got string) (string, string)
}

// runPrograms runs every case of cases, in parallel, on cudasim's library
// with one H200 as the real run had, and compares its output and exit
// status with its golden file (readGolden; a case whose golden file is
// missing is skipped); on a difference it runs the case again with
// CUDASIM_LOG=error, which says on stderr why each failing driver call
// failed, and logs the end of that.
func runPrograms(t *testing.T, lib string, cases []programCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.skip != "" {
				t.Skip(c.skip)
			}
			t.Parallel()
			want, err := readGolden(c.golden)
			if errors.Is(err, fs.ErrNotExist) {
				t.Skipf("no golden file %s (record it on a GPU with the script beside it)", c.golden)
			}
			if err != nil {
				t.Fatal(err)
			}
			c.hang = hungProgram(want)
			w, g := string(want), runProgram(t, lib, c, "h200")
			if c.filter != nil {
				w, g = c.filter(w, g)
			}
			compareGolden(t, c.golden, w, g)
			if t.Failed() {
				t.Logf("again with CUDASIM_LOG=error:\n%s", tail(runProgram(t, lib, c, "h200", "CUDASIM_LOG=error"), 4000))
			}
		})
	}
}

// readGolden reads the golden file at path, or, where there is none, the
// gzip-compressed one at path.gz (a recording script compresses outputs of
// over 100 KB).
func readGolden(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if !errors.Is(err, fs.ErrNotExist) {
		return b, err
	}
	f, zerr := os.Open(path + ".gz")
	if zerr != nil {
		return nil, err // the first error: the plain file is the usual one
	}
	defer f.Close()
	z, zerr := gzip.NewReader(f)
	if zerr != nil {
		return nil, zerr
	}
	return io.ReadAll(z)
}

// runProgram runs case c on cudasim's library (in lib) with the devices of
// CUDASIM_DEVICES=devices and returns what the recording scripts record on
// a GPU: stdout and stderr as they interleave (one pipe, as with 2>&1),
// then c's exit line with the exit status (128+signal for a program killed
// by a signal, as bash reports it). env adds to c.env.
func runProgram(t *testing.T, lib string, c programCase, devices string, env ...string) string {
	t.Helper()
	limit := max(cudartTimeout, c.limit)
	if c.hang > 0 {
		limit = c.hang
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, c.exe, c.args...)
	cmd.Dir = c.dir // a relative exe is found from Dir; argv[0] stays as given, which samples print
	cmd.Env = append(cudartEnviron(), "LD_LIBRARY_PATH="+strings.Join(append([]string{lib}, c.path...), ":"), "CUDASIM_DEVICES="+devices)
	cmd.Env = append(append(cmd.Env, c.env...), env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	code := 0
	switch {
	case ctx.Err() != nil && c.hang > 0:
		return out.String() + fmt.Sprintf(exitLineOf(c), 124) // as timeout(1) reports it
	case ctx.Err() != nil:
		t.Fatalf("%s did not finish in %v; output so far:\n%s", c.exe, limit, tail(out.String(), 4000))
	}
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		code = ee.ExitCode()
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			code = 128 + int(ws.Signal())
		}
	case err != nil:
		t.Fatalf("%s: %v", c.exe, err)
	}
	return out.String() + fmt.Sprintf(exitLineOf(c), code)
}

// exitLineOf is c's exit line format.
func exitLineOf(c programCase) string {
	if c.exitLine == "" {
		return "exit %d\n"
	}
	return c.exitLine
}

// hangWait is how long a program the H200 hung in runs on cudasim before it
// is stopped: its recording's timeouts were 25 to 60 s; cudasim reaches the
// hang in about a second, more on a loaded machine.
const hangWait = 30 * time.Second

// hungProgram returns hangWait where golden, an H200 recording, ends with
// the exit status 124 of timeout(1) (the program hung), else 0.
func hungProgram(golden []byte) time.Duration {
	if bytes.HasSuffix(golden, []byte("\nexit 124\n")) {
		return hangWait
	}
	return 0
}

// binaryCases are the cases of the programs bin/bNNN/t_*, s_* and e_* of binDir
// (of the toolkits' runtime in runtimeDir, "" for none), each with its
// golden file goldenDir/bNNN/NAME.h200.out: the cudart, CCCL, device
// runtime and suite tests.
func binaryCases(t *testing.T, binDir, goldenDir, runtimeDir string) []programCase {
	t.Helper()
	bins, err := filepath.Glob(filepath.Join(binDir, "b*", "[tse]_*"))
	if err != nil || len(bins) == 0 {
		t.Fatalf("no binaries in %s/b*/: %v", binDir, err)
	}
	var cases []programCase
	for _, exe := range bins {
		build, name := filepath.Base(filepath.Dir(exe)), filepath.Base(exe)
		if filepath.Ext(name) != "" {
			continue // a build log
		}
		abs, err := filepath.Abs(exe)
		if err != nil {
			t.Fatal(err)
		}
		c := programCase{name: build + "/" + name, exe: abs, golden: filepath.Join(goldenDir, build, name+".h200.out"), path: []string{filepath.Dir(abs)}}
		if runtimeDir != "" {
			c.path = []string{filepath.Join(runtimeDir, build), filepath.Dir(abs)}
		}
		cases = append(cases, c)
	}
	return cases
}

// programExes returns the programs bin/b*/pattern of unpacked archives,
// build logs (NAME.log) left out; none is a failure.
func programExes(t *testing.T, bin, pattern string) []string {
	t.Helper()
	all, err := filepath.Glob(filepath.Join(bin, "b*", pattern))
	var exes []string
	for _, exe := range all {
		if filepath.Ext(exe) == "" {
			exes = append(exes, exe)
		}
	}
	if err != nil || len(exes) == 0 {
		t.Fatalf("no programs %s in %s/b*/: %v", pattern, bin, err)
	}
	return exes
}

// tail is the end of s, at most n bytes of it.
func tail(s string, n int) string {
	if len(s) > n {
		return "...\n" + s[len(s)-n:]
	}
	return s
}

var programsLocal = flag.Bool("programs.local", false, "tests of nvcc-built programs: also run what a build script left in a bin/ folder beside the archives, its files replacing the archives' of the same name")

// unpackPrograms unpacks the archives of binaries dir/archive... (tars
// compressed by zstd, .tar.zst, or by xz, .txz: read through the xz
// command) into one temporary folder and returns its bin folder. A bin
// folder beside the archives (a build script's output, ignored by git) is
// laid over them with -programs.local and otherwise left alone, with a
// note: a stale or partial build there once replaced the archives unseen
// (its missing programs failed, its old ones ran in the archives' place).
func unpackPrograms(t *testing.T, dir string, archives ...string) string {
	t.Helper()
	tmp := t.TempDir()
	for _, archive := range archives {
		unpackArchive(t, filepath.Join(dir, archive), tmp)
	}
	bin := filepath.Join(tmp, "bin")
	local := filepath.Join(dir, "bin")
	if fi, err := os.Stat(local); err == nil && fi.IsDir() {
		if *programsLocal {
			t.Logf("%s: %d files laid over the archives' (-programs.local)", local, overlayFiles(t, local, bin))
		} else {
			t.Logf("%s (a local build) is not used: the binaries are the archives' (%s); -programs.local lays it over them", local, strings.Join(archives, ", "))
		}
	}
	return bin
}

// overlayFiles copies the regular files and links under from to the same
// places under to, replacing what is there, and counts them.
func overlayFiles(t *testing.T, from, to string) int {
	t.Helper()
	n := 0
	err := filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, path)
		if err != nil {
			return err
		}
		dst := filepath.Join(to, rel)
		switch {
		case d.IsDir():
			return os.MkdirAll(dst, 0o755)
		case d.Type()&fs.ModeSymlink != 0:
			link, err := os.Readlink(path)
			if err != nil {
				return err
			}
			os.Remove(dst)
			n++
			return os.Symlink(link, dst)
		case d.Type().IsRegular():
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			info, err := d.Info()
			if err != nil {
				return err
			}
			os.Remove(dst) // the archive's copy may be read-only
			n++
			return os.WriteFile(dst, b, info.Mode().Perm()|0o600)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// unpackArchive unpacks the archive of binaries at path into dir.
func unpackArchive(t *testing.T, path, dir string) {
	t.Helper()
	var r io.Reader
	switch {
	case strings.HasSuffix(path, ".tar.zst"):
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		z, err := zstd.NewReader(f, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxWindow(1<<27))
		if err != nil {
			t.Fatal(err)
		}
		defer z.Close()
		r = z
	case strings.HasSuffix(path, ".txz"):
		xz, err := exec.LookPath("xz")
		if err != nil {
			t.Skipf("no xz command to unpack %s", path)
		}
		var out, stderr bytes.Buffer
		cmd := exec.Command(xz, "-dc", path)
		cmd.Stdout, cmd.Stderr = &out, &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("xz -dc %s: %v: %s", path, err, stderr.String())
		}
		r = &out
	default:
		t.Fatalf("%s: not a .tar.zst or .txz archive", path)
	}
	untar(t, r, dir)
}

// untar writes the regular files, folders and links of the tar stream r,
// all of which must lie under bin/, into dir.
func untar(t *testing.T, r io.Reader, dir string) {
	t.Helper()
	tr := tar.NewReader(r)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Clean(h.Name)
		if !strings.HasPrefix(name, "bin") || strings.Contains(name, "..") {
			t.Fatalf("archive holds %q, outside bin/", h.Name)
		}
		path := filepath.Join(dir, name)
		switch h.Typeflag {
		case tar.TypeDir:
			err = os.MkdirAll(path, 0o755)
		case tar.TypeReg:
			if err = os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				break
			}
			var out *os.File
			if out, err = os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, os.FileMode(h.Mode)&0o755|0o600); err == nil {
				_, err = io.Copy(out, tr)
				if cerr := out.Close(); err == nil {
					err = cerr
				}
			}
		case tar.TypeSymlink:
			err = os.Symlink(h.Linkname, path)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// readCases reads a probe's cases.txt, a case a line: "CASE PROGRAM
// [VAR=VALUE ...] [-- ARG ...]" (# starts a comment line). newCase makes a
// case's program, golden file and library path from its name and program;
// readCases adds the variables (each through subst, when given) and the
// arguments.
func readCases(path string, subst *strings.Replacer, newCase func(name, program string) programCase) ([]programCase, error) {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var cases []programCase
	for i, line := range strings.Split(string(text), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if len(f) < 2 {
			return nil, fmt.Errorf("%s:%d: no program", path, i+1)
		}
		c := newCase(f[0], f[1])
		args := false
		for _, w := range f[2:] {
			switch {
			case w == "--":
				args = true
			case args:
				c.args = append(c.args, w)
			case strings.Contains(w, "="):
				if subst != nil {
					w = subst.Replace(w)
				}
				c.env = append(c.env, w)
			default:
				return nil, fmt.Errorf("%s:%d: %q is neither VAR=VALUE nor after --", path, i+1, w)
			}
		}
		cases = append(cases, c)
	}
	return cases, nil
}
