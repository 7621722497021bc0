package main

// Building cudasim's libcuda.so.1 for cudasim exec, once per version of its
// source.
//
// The source is a checkout of the cudasim module: the one this binary was
// compiled from (the absolute path of this file, recorded by the compiler
// unless -trimpath was used: go run, go build, go install and go test all
// record it), else the one around the current directory. Each is accepted
// only if its go.mod declares the main module's path (debug.ReadBuildInfo)
// and it has libcuda/.
//
// The cache key is a hash of go build's flags and the files the library is
// built from: go.mod, go.sum and, for libcuda and every package of the
// module it imports, the Go, C, assembly and embedded files of the build for
// linux/amd64 with cgo. An edit to any of them gives a new library; an edit
// elsewhere (this command, tests) does not. The VCS revision in the build
// info is not used: it describes the cudasim binary, not the checkout the
// library is built from, and go run does not record it. The Go toolchain's
// version is not in the key either.
//
// The library lands in os.UserCacheDir()/cudasim/KEY/libcuda.so.1, its
// soname libcuda.so.1 as NVIDIA's is, with a libcuda.so link beside it for
// programs that open that name (and for linking with -lcuda), and the
// NVRTC and nvJitLink shims beside it (libnvrtc/shim: libnvrtc.so.13, .12
// and .11.2, libnvJitLink.so.13 and .12; their source is part of the key). It is built in
// a temporary directory beside KEY, which is then renamed to KEY: two cudasim
// exec building at once both build, the first rename wins, and neither ever
// sees half a library.

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"go/build"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
)

// cachedLibrary returns the directory of the cached libcuda.so.1 for the
// current source, building it first if it is not there.
func cachedLibrary(stderr io.Writer) (string, error) {
	root, err := moduleRoot()
	if err != nil {
		return "", err
	}
	key, err := sourceKey(root)
	if err != nil {
		return "", fmt.Errorf("hashing cudasim's source in %s: %v", root, err)
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no cache directory to keep libcuda.so.1 in (%v): build it yourself and pass --lib DIR (see --help)", err)
	}
	dir := filepath.Join(cache, "cudasim", key)
	if _, err := os.Stat(filepath.Join(dir, "libcuda.so.1")); err == nil {
		return dir, nil
	}
	if err := buildLibrary(root, dir, stderr); err != nil {
		return "", err
	}
	return dir, nil
}

// modulePath is the path of cudasim's module.
func modulePath() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Path != "" {
		return bi.Main.Path
	}
	return "cudasim"
}

// moduleRoot finds a checkout of cudasim's module to build the library from.
func moduleRoot() (string, error) {
	want := modulePath()
	var tried []string
	if _, file, _, ok := runtime.Caller(0); ok && filepath.IsAbs(file) {
		// file is ROOT/cmd/cudasim/libbuild.go.
		root := filepath.Dir(filepath.Dir(filepath.Dir(file)))
		if isModuleRoot(root, want) {
			return root, nil
		}
		tried = append(tried, root)
	}
	if wd, err := os.Getwd(); err == nil {
		for dir := wd; ; dir = filepath.Dir(dir) {
			if isModuleRoot(dir, want) {
				return dir, nil
			}
			if dir == filepath.Dir(dir) {
				break
			}
		}
		tried = append(tried, wd+" and above")
	}
	return "", fmt.Errorf("cannot find cudasim's source to build libcuda.so.1 (looked in %s): run cudasim from its checkout, "+
		"or build the library there with \"go build -buildmode=c-shared -o DIR/libcuda.so.1 ./libcuda\" and pass --lib DIR or set CUDASIM_LIB=DIR",
		strings.Join(tried, ", "))
}

// isModuleRoot reports whether dir holds the module named path, with its
// libcuda package.
func isModuleRoot(dir, path string) bool {
	if _, err := os.Stat(filepath.Join(dir, "libcuda", "main.go")); err != nil {
		return false
	}
	f, err := os.Open(filepath.Join(dir, "go.mod"))
	if err != nil {
		return false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if fields := strings.Fields(sc.Text()); len(fields) == 2 && fields[0] == "module" {
			return strings.Trim(fields[1], `"`) == path
		}
	}
	return false
}

// sourceKey hashes the files libcuda.so.1 is built from (see the top of
// this file).
func sourceKey(root string) (string, error) {
	modPath := modulePath()
	ctxt := build.Default
	ctxt.GOOS, ctxt.GOARCH, ctxt.CgoEnabled = "linux", "amd64", true
	files := []string{"go.mod", "go.sum"}
	seen := map[string]bool{}
	queue := []string{"libcuda"}
	for len(queue) > 0 {
		rel := queue[0]
		queue = queue[1:]
		if seen[rel] {
			continue
		}
		seen[rel] = true
		dir := filepath.Join(root, rel)
		pkg, err := ctxt.ImportDir(dir, 0)
		if err != nil {
			return "", err
		}
		for _, list := range [][]string{pkg.GoFiles, pkg.CgoFiles, pkg.CFiles, pkg.HFiles, pkg.SFiles, pkg.CXXFiles, pkg.SysoFiles} {
			for _, f := range list {
				files = append(files, filepath.Join(rel, f))
			}
		}
		for _, pattern := range pkg.EmbedPatterns {
			matches, err := filepath.Glob(filepath.Join(dir, filepath.FromSlash(pattern)))
			if err != nil {
				return "", err
			}
			for _, m := range matches {
				err := filepath.WalkDir(m, func(p string, d fs.DirEntry, err error) error {
					if err == nil && d.Type().IsRegular() {
						r, _ := filepath.Rel(root, p)
						files = append(files, r)
					}
					return err
				})
				if err != nil {
					return "", err
				}
			}
		}
		for _, imp := range pkg.Imports {
			if sub, ok := strings.CutPrefix(imp, modPath+"/"); ok {
				queue = append(queue, filepath.FromSlash(sub))
			}
		}
	}
	files = append(files, nvrtcShimSources...)
	sort.Strings(files)
	h := sha256.New()
	fmt.Fprintf(h, "cudasim libcuda.so.1 linux/amd64 cgo %q\n", libBuildFlags)
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(root, f))
		if err != nil && !(errors.Is(err, fs.ErrNotExist) && f == "go.sum") {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", filepath.ToSlash(f), len(data))
		h.Write(data)
	}
	return hex.EncodeToString(h.Sum(nil))[:20], nil
}

// libBuildFlags are go build's flags for the library (part of the cache key).
var libBuildFlags = []string{"-buildvcs=false", "-buildmode=c-shared", "-ldflags=-extldflags=-Wl,-soname,libcuda.so.1"}

// buildLibrary builds libcuda.so.1 from the module at root into dir.
func buildLibrary(root, dir string, stderr io.Writer) error {
	gobin, err := exec.LookPath("go")
	if err != nil {
		gobin = filepath.Join(runtime.GOROOT(), "bin", "go")
		if runtime.GOROOT() == "" {
			gobin = ""
		} else if _, err := os.Stat(gobin); err != nil {
			gobin = ""
		}
	}
	if gobin == "" {
		return errors.New("building cudasim's libcuda.so.1 needs the Go toolchain (go 1.26 or later), and go is not on $PATH: " +
			"install it (https://go.dev/dl) or add it to $PATH, or pass --lib DIR with a libcuda.so.1 built elsewhere")
	}
	env := append(os.Environ(), "CGO_ENABLED=1")
	if cc := os.Getenv("CC"); cc != "" {
		if _, err := exec.LookPath(strings.Fields(cc)[0]); err != nil {
			return fmt.Errorf("building cudasim's libcuda.so.1 needs a C compiler, and CC=%s is not found: fix CC, or pass --lib DIR with a libcuda.so.1 built elsewhere", cc)
		}
	} else if !onPath("gcc") && !onPath("clang") {
		if !onPath("cc") {
			return errors.New("building cudasim's libcuda.so.1 needs a C compiler (cgo), and none of gcc, clang or cc is on $PATH: " +
				"install one (e.g. apt-get install gcc) or set CC, or pass --lib DIR with a libcuda.so.1 built elsewhere")
		}
		env = append(env, "CC=cc")
	}
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(filepath.Dir(dir), filepath.Base(dir)+".tmp-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	fmt.Fprintf(stderr, "cudasim exec: building libcuda.so.1 from %s into %s (once for this source; it can take a minute)\n", root, dir)
	args := append([]string{"build"}, libBuildFlags...)
	cmd := exec.Command(gobin, append(args, "-o", filepath.Join(tmp, "libcuda.so.1"), "./libcuda")...)
	cmd.Dir, cmd.Env = root, env
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building libcuda.so.1 in %s with %s failed (%v):\n%s", root, strings.Join(cmd.Args, " "), err, out.Bytes())
	}
	if err := buildNVRTCShims(root, tmp, env); err != nil {
		return err
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	if err := os.Symlink("libcuda.so.1", filepath.Join(tmp, "libcuda.so")); err != nil {
		return err
	}
	if err := os.Rename(tmp, dir); err != nil {
		// Another cudasim exec built it first: use that one.
		if _, serr := os.Stat(filepath.Join(dir, "libcuda.so.1")); serr == nil {
			return nil
		}
		return err
	}
	return nil
}

func onPath(name string) bool {
	_, err := exec.LookPath(name)
	return err == nil
}

// nvrtcShimSources are the NVRTC and nvJitLink shims' files, relative to
// the module root (docs/nvrtc.md).
var nvrtcShimSources = []string{"libnvrtc/shim/build.sh", "libnvrtc/shim/shim.h", "libnvrtc/shim/nvrtc.c", "libnvrtc/shim/nvjitlink.c"}

// nvrtcShimSonames are the shims built beside libcuda.so.1: one per NVRTC
// soname of CUDA 11.2 to 13 and per nvJitLink soname of CUDA 12 and 13.
var nvrtcShimSonames = []string{"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so.11.2", "libnvJitLink.so.13", "libnvJitLink.so.12"}

// buildNVRTCShims builds the NVRTC and nvJitLink shims into dir with the shim's
// build.sh and the C compiler of env.
func buildNVRTCShims(root, dir string, env []string) error {
	cmd := exec.Command("sh", append([]string{filepath.Join(root, "libnvrtc", "shim", "build.sh"), dir}, nvrtcShimSonames...)...)
	cmd.Dir, cmd.Env = root, env
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("building the libnvrtc shims with %s failed (%v):\n%s", strings.Join(cmd.Args, " "), err, out)
	}
	return nil
}

// nvrtcShims returns the shims in dir (those of nvrtcShimSonames
// that are there).
func nvrtcShims(dir string) []string {
	var have []string
	for _, s := range nvrtcShimSonames {
		if _, err := os.Stat(filepath.Join(dir, s)); err == nil {
			have = append(have, filepath.Join(dir, s))
		}
	}
	return have
}
