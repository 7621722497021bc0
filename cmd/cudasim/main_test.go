package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	os.Exit(testscript.RunMain(m, map[string]func() int{
		"cudasim": func() int { return run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr) },
	}))
}

// TestScripts runs the command-line scenarios in testdata/script.
//
// Scripts get the Go toolchain's settings (its build and module caches),
// so that the builds of libcuda.so.1 in them reuse the caches of the go
// test that runs them, and one more command: "buildlib" builds
// libcuda.so.1 once per test binary and sets $LIBCUDA to its directory.
func TestScripts(t *testing.T) {
	var (
		libOnce sync.Once
		libDir  string
		libErr  error
	)
	goEnv := goToolEnv(t)
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(env *testscript.Env) error {
			for _, kv := range goEnv {
				k, v, _ := strings.Cut(kv, "=")
				env.Setenv(k, v)
			}
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"buildlib": func(ts *testscript.TestScript, neg bool, args []string) {
				if neg || len(args) > 0 {
					ts.Fatalf("usage: buildlib")
				}
				libOnce.Do(func() {
					libDir, libErr = buildTestLibrary(t)
				})
				if libErr != nil {
					ts.Fatalf("%v", libErr)
				}
				ts.Setenv("LIBCUDA", libDir)
			},
		},
	})
}

// goToolEnv returns the Go toolchain settings a build in a script needs
// (scripts run with HOME=/no-home), as KEY=VALUE.
func goToolEnv(t *testing.T) []string {
	var env []string
	out, err := exec.Command(goTool(), "env", "GOCACHE", "GOMODCACHE", "GOPATH", "GOPROXY", "GOFLAGS", "GOTOOLCHAIN").Output()
	if err == nil {
		lines := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
		for i, k := range []string{"GOCACHE", "GOMODCACHE", "GOPATH", "GOPROXY", "GOFLAGS", "GOTOOLCHAIN"} {
			if i < len(lines) && lines[i] != "" {
				env = append(env, k+"="+lines[i])
			}
		}
	} else {
		t.Logf("go env: %v (scripts that build libcuda.so.1 may fail)", err)
	}
	if cc := os.Getenv("CC"); cc != "" {
		env = append(env, "CC="+cc)
	}
	return env
}

// goTool is the go command of the toolchain running the tests.
func goTool() string {
	if p := filepath.Join(runtime.GOROOT(), "bin", "go"); runtime.GOROOT() != "" {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return "go"
}

// buildTestLibrary builds libcuda.so.1 into a temporary directory that
// lives as long as t.
func buildTestLibrary(t *testing.T) (string, error) {
	dir, err := os.MkdirTemp("", "cudasim-exec-test-")
	if err != nil {
		return "", err
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	cmd := exec.Command(goTool(), "build", "-buildvcs=false", "-buildmode=c-shared", "-o", filepath.Join(dir, "libcuda.so.1"), "./libcuda")
	cmd.Dir = filepath.Join("..", "..")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", &buildFailure{err, out}
	}
	return dir, nil
}

type buildFailure struct {
	err error
	out []byte
}

func (e *buildFailure) Error() string {
	return "go build -buildmode=c-shared ./libcuda: " + e.err.Error() + "\n" + string(e.out)
}
