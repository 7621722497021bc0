package main

import (
	"debug/elf"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"

	"cudasim/driver"
)

func init() {
	register(command{
		name:    "exec",
		args:    "[--] PROGRAM [ARGS...]",
		summary: "run an unmodified CUDA program on the emulator",
		help: `
Exec runs PROGRAM — a C or C++ program linked with -lcuda, a CUDA runtime
program (which opens libcuda.so.1 itself), a Python script using ctypes —
with cudasim's libcuda.so.1 in place of NVIDIA's driver, and exits with the
program's exit status (128+N when signal N killed it, 127 when PROGRAM is not
found, 126 when it cannot be run). Standard input, output and error are the
program's. Flags end at PROGRAM (or at --); what follows is the program's.

The library is --lib DIR, else $CUDASIM_LIB, else one built from cudasim's
source on first use and kept in the user cache directory
(~/.cache/cudasim/KEY, KEY a hash of the library's source files); building it
takes a minute and needs the Go toolchain and a C compiler. The source is the
checkout cudasim was built from, else the one around the current directory.

The flags set the library's environment variables for the program:
--devices is CUDASIM_DEVICES, --log CUDASIM_LOG, --loading
CUDA_MODULE_LOADING, --trace CUDASIM_TRACE; LD_LIBRARY_PATH gets the
library's directory in front. Variables the flags do not set pass through.

The cached build also holds cudasim's libnvrtc shims (libnvrtc.so.13, .12,
.11.2; docs/nvrtc.md), which exec preloads (LD_PRELOAD, before any the
environment has) unless --nvrtc-shim=false: NVRTC calls go to the real NVRTC,
and the cubins it hands out, which hold SASS only, run on cudasim from the PTX
NVRTC made for them. Programs linked with -lnvrtc find them on
LD_LIBRARY_PATH too. A --lib DIR without them runs without.

--explain FILE narrates the program's driver calls after it exits, as
"cudasim replay --explain" does, to FILE (- for standard error); a FILE
ending in .svg gets the drawing, .mmd the Mermaid chart. The calls are
recorded to --trace FILE, or to a temporary trace. When there is nothing to
narrate (the program never opened libcuda.so.1) exec says so, and exits 1
if the program succeeded.

Example:
  cudasim exec --devices 2xh200 --explain - ./my-cuda-test --gtest_brief`,
		run: runExec,
	})
}

func runExec(inv *invocation) error {
	devices := inv.flags.String("devices", "", "the emulated devices (CUDASIM_DEVICES), e.g. h200,a100 or 2xh200 (known: "+strings.Join(driver.ProfileNames(), ", ")+")")
	tracePath := inv.flags.String("trace", "", "record the program's driver calls to `file`, a trace for cudasim replay (CUDASIM_TRACE)")
	explainTo := inv.flags.String("explain", "", "after the program exits, narrate its driver calls to `file` (- for standard error; .svg draws them)")
	logLevel := inv.flags.String("log", "", "what the library says on standard error (CUDASIM_LOG): off, warn, error or calls")
	loading := inv.flags.String("loading", "", "module loading (CUDA_MODULE_LOADING): EAGER or LAZY")
	libDir := inv.flags.String("lib", "", "use the libcuda.so.1 in `dir` (default $CUDASIM_LIB, else a cached build)")
	sanitize := inv.flags.String("sanitize", "", "check the program's kernels with cudasim's sanitizer (CUDASIM_SANITIZE): a comma-separated list of `tools`, memcheck, racecheck, initcheck, synccheck, globalrace, masks, sharedinit, streamrace, leakcheck, or all")
	nvrtcShim := inv.flags.Bool("nvrtc-shim", true, "preload the libnvrtc shims found beside the library, so that cubins NVRTC compiles run from the PTX it made for them (docs/nvrtc.md)")
	if err := inv.parse(); err != nil {
		return err
	}
	if *sanitize != "" {
		if _, err := driver.ParseSanitizer(*sanitize); err != nil {
			return usagef("--sanitize: %v", err)
		}
	}
	if len(inv.args) == 0 {
		return usagef("no program given")
	}
	env := map[string]string{}
	if *devices != "" {
		if _, err := driver.ParseDevices(*devices); err != nil {
			return usagef("--devices: %v", err)
		}
		env["CUDASIM_DEVICES"] = *devices
	}
	if *logLevel != "" {
		switch *logLevel {
		case "off", "warn", "error", "calls":
		default:
			return usagef("--log=%s: want off, warn, error or calls", *logLevel)
		}
		env["CUDASIM_LOG"] = *logLevel
	}
	if *sanitize != "" {
		env["CUDASIM_SANITIZE"] = *sanitize
	}
	if *loading != "" {
		l := strings.ToUpper(*loading)
		if l != "EAGER" && l != "LAZY" {
			return usagef("--loading=%s: want EAGER or LAZY", *loading)
		}
		env["CUDA_MODULE_LOADING"] = l
	}
	if runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
		return fmt.Errorf("cudasim's libcuda.so.1 is built for linux/amd64 only, not %s/%s", runtime.GOOS, runtime.GOARCH)
	}

	name := inv.args[0]
	prog, err := findProgram(name)
	if err != nil {
		return err
	}
	warning, err := checkProgram(prog)
	if err != nil {
		return err
	}
	if warning != "" {
		fmt.Fprintf(inv.stderr, "cudasim exec: warning: %s\n", warning)
	}

	dir, err := libraryDir(*libDir, inv.stderr)
	if err != nil {
		return err
	}
	env["LD_LIBRARY_PATH"] = dir
	if old := os.Getenv("LD_LIBRARY_PATH"); old != "" {
		env["LD_LIBRARY_PATH"] += string(filepath.ListSeparator) + old
	}
	if *nvrtcShim {
		if pre := preloadShims(nvrtcShims(dir), os.Getenv("LD_PRELOAD")); pre != "" {
			env["LD_PRELOAD"] = pre
		}
	}

	// The trace: --trace, else for --explain a temporary one named after
	// the program (the narration shows its name).
	traced := *tracePath
	if traced == "" && *explainTo != "" {
		tmp, err := os.MkdirTemp("", "cudasim-exec-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		traced = filepath.Join(tmp, filepath.Base(name)+".trace")
	}
	if traced != "" {
		abs, err := filepath.Abs(traced) // the program may change directory
		if err != nil {
			return err
		}
		env["CUDASIM_TRACE"] = abs
	}

	code, err := runProgram(inv, name, prog, env)
	if err != nil {
		return err
	}
	if *explainTo != "" {
		if err := explainRun(inv, traced, *tracePath == "", *explainTo); err != nil {
			fmt.Fprintf(inv.stderr, "cudasim exec: --explain: %v\n", err)
			if code == 0 {
				code = 1
			}
		}
	}
	return exitStatus{code: code}
}

// findProgram resolves PROGRAM as a shell does: a name with a slash is a
// path, a bare name is looked up in $PATH. Its errors carry the shell's exit
// statuses, 127 for not found and 126 for not runnable.
func findProgram(name string) (string, error) {
	if !strings.Contains(name, "/") {
		path, err := exec.LookPath(name)
		if errors.Is(err, exec.ErrDot) { // found relative to "." in $PATH: a shell runs it
			err = nil
		}
		if err != nil {
			if errors.Is(err, exec.ErrNotFound) {
				hint := ""
				if _, err := os.Stat(name); err == nil {
					hint = fmt.Sprintf(" (for the one in this directory, say ./%s)", name)
				}
				return "", exitStatus{127, fmt.Errorf("%s: not found in $PATH%s", name, hint)}
			}
			return "", exitStatus{126, err}
		}
		return path, nil
	}
	st, err := os.Stat(name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "", exitStatus{127, fmt.Errorf("%s: no such file", name)}
	case err != nil:
		return "", exitStatus{126, err}
	case st.IsDir():
		return "", exitStatus{126, fmt.Errorf("%s: is a directory", name)}
	case st.Mode()&0o111 == 0:
		return "", exitStatus{126, fmt.Errorf("%s: not executable (chmod +x %s)", name, name)}
	}
	return name, nil
}

// checkProgram looks at an ELF program's headers for what would keep it
// from loading cudasim's libcuda.so.1. A 32-bit program or one for another
// machine cannot (an error); a statically linked one loads no shared
// libraries at all (a warning: it runs anyway, but not on cudasim). Scripts
// and other non-ELF files are not checked.
func checkProgram(path string) (warning string, err error) {
	f, err := elf.Open(path)
	if err != nil {
		return "", nil
	}
	defer f.Close()
	if f.Class != elf.ELFCLASS64 {
		return "", fmt.Errorf("%s is a 32-bit program; cudasim's libcuda.so.1, like NVIDIA's, is 64-bit only (rebuild it for x86-64)", path)
	}
	if f.Machine != elf.EM_X86_64 {
		return "", fmt.Errorf("%s is a program for %v; cudasim's libcuda.so.1 is for x86-64", path, f.Machine)
	}
	if f.Type == elf.ET_REL {
		return "", fmt.Errorf("%s is an object file, not a program: link it first", path)
	}
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			return "", nil
		}
	}
	if f.Type == elf.ET_DYN {
		if libs, _ := f.ImportedLibraries(); len(libs) > 0 {
			return "", fmt.Errorf("%s is a shared library, not a program", path)
		}
	}
	return fmt.Sprintf("%s is statically linked: it cannot load a shared libcuda.so.1, so its driver calls (if any) will not reach cudasim; running it anyway", path), nil
}

// runProgram runs the program with env added to cudasim's environment and
// the invocation's streams, and returns its exit status as a shell reports
// it. SIGINT and SIGQUIT (from the terminal, which sends them to the
// program too) do not stop cudasim; SIGTERM and SIGHUP are passed on.
func runProgram(inv *invocation, name, path string, env map[string]string) (int, error) {
	cmd := exec.Command(path, inv.args[1:]...)
	cmd.Args[0] = name
	cmd.Env = os.Environ()
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inv.stdin, inv.stdout, inv.stderr

	sigs := make(chan os.Signal, 4)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGQUIT, syscall.SIGTERM, syscall.SIGHUP)
	defer signal.Stop(sigs)
	if err := cmd.Start(); err != nil {
		return 0, exitStatus{126, err}
	}
	done := make(chan struct{})
	go func() {
		for {
			select {
			case s := <-sigs:
				if s == syscall.SIGTERM || s == syscall.SIGHUP {
					cmd.Process.Signal(s)
				}
			case <-done:
				return
			}
		}
	}()
	err := cmd.Wait()
	close(done)
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		return 0, err
	}
	ws := cmd.ProcessState.Sys().(syscall.WaitStatus)
	if ws.Signaled() {
		s := ws.Signal()
		if s != syscall.SIGINT && s != syscall.SIGPIPE {
			core := ""
			if ws.CoreDump() {
				core = " (core dumped)"
			}
			fmt.Fprintf(inv.stderr, "cudasim exec: %s: killed by signal %d (%v)%s\n", name, int(s), s, core)
		}
		return 128 + int(s), nil
	}
	return ws.ExitStatus(), nil
}

// explainRun narrates the trace at path with replay's narrator (replayOne)
// to dest: a file, "-" for standard error, a .svg or .mmd file for the
// drawing. A temporary trace is shown under its base name.
func explainRun(inv *invocation, path string, temporary bool, dest string) error {
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return errors.New("the program never loaded libcuda.so.1: no driver calls to explain")
	}
	f := replayFlags{explain: "text"}
	if temporary {
		f.name = filepath.Base(path)
	}
	out := *inv
	switch lower := strings.ToLower(dest); {
	case dest == "-":
		out.stdout = inv.stderr
	case strings.HasSuffix(lower, ".svg"), strings.HasSuffix(lower, ".mmd"):
		f.explain, f.out = "svg", dest
		if strings.HasSuffix(lower, ".mmd") {
			f.explain = "mermaid"
		}
		out.stdout = io.Discard // the "all match" line: a divergence gets the note below
	default:
		file, err := os.Create(dest)
		if err != nil {
			return err
		}
		defer file.Close()
		out.stdout = file
	}
	ok, err := replayOne(&out, path, f)
	if err != nil {
		return err
	}
	if !ok {
		fmt.Fprintf(inv.stderr, "cudasim exec: note: the program's calls did not replay the same on a fresh emulator (the narration shows where)\n")
	}
	return nil
}

// libraryDir returns the absolute directory of the libcuda.so.1 to use:
// flagDir, else $CUDASIM_LIB, else a cached build (cachedLibrary).
func libraryDir(flagDir string, stderr io.Writer) (string, error) {
	from := "--lib"
	dir := flagDir
	if dir == "" {
		from, dir = "CUDASIM_LIB", os.Getenv("CUDASIM_LIB")
	}
	if dir == "" {
		return cachedLibrary(stderr)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	if _, err := os.Stat(filepath.Join(abs, "libcuda.so.1")); err != nil {
		return "", fmt.Errorf("%s %s: no libcuda.so.1 there (build one in cudasim's checkout with: go build -buildmode=c-shared -o %s/libcuda.so.1 ./libcuda)", from, dir, abs)
	}
	return abs, nil
}

// preloadShims is LD_PRELOAD with the shims in front of what the
// environment preloads (old), or "" when there are no shims.
func preloadShims(shims []string, old string) string {
	if len(shims) == 0 {
		return ""
	}
	pre := strings.Join(shims, ":")
	if old != "" {
		pre += ":" + old
	}
	return pre
}
