package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"

	"cudasim/conform"
	"cudasim/conform/drivertarget"
	"cudasim/driver"
)

func init() {
	register(command{
		name:    "conform",
		args:    "CASE|DIR...",
		summary: "check kernel golden tests (conformance cases) on the emulator",
		help: `
Conform runs kernel conformance cases (docs/conformance.md): each case loads
an image, fills buffers from generators, launches kernels, and compares the
buffers it checks with golden files recorded on a real GPU
(<case>.<buffer>.bin beside the case), bit for bit or within N ulp. Goldens,
images and recorded inputs may be stored gzip-compressed: NAME.gz is read
where the case names NAME.

It prints "ok" or "FAIL" for each case, with the first differing element,
then "N passed, N failed" — the lines testdata/conformance/kernrun.c prints
against a real driver — and exits with status 1 if any case failed.

A directory stands for the *.case files in it, in name order.

Cases run through cuModuleLoadData and cuModuleGetFunction as kernrun does;
--library runs them through cuLibraryLoadData and CUkernels instead.`,
		run: runConform,
	})
}

func runConform(inv *invocation) error {
	devices := inv.flags.String("devices", "h200", "the emulated `devices`, a comma-separated list of profiles (cases run on the first)")
	library := inv.flags.Bool("library", false, "load images as libraries (cuLibraryLoadData) and launch CUkernels")
	printf := inv.flags.Bool("printf", false, "show what kernels print (device printf) on standard output")
	sanitize := inv.flags.String("sanitize", "", sanitizeUsage)
	if err := inv.parse(); err != nil {
		return err
	}
	san, err := sanitizer(*sanitize, inv.stderr)
	if err != nil {
		return err
	}
	if len(inv.args) == 0 {
		return usagef("no case file given")
	}
	profiles, err := driver.ParseDevices(*devices)
	if err != nil {
		return usagef("--devices: %v", err)
	}
	var out io.Writer = io.Discard
	if *printf {
		out = inv.stdout
	}
	paths, err := casePaths(inv.args)
	if err != nil {
		return err
	}
	rep := &conform.Report{}
	for _, path := range paths {
		var res conform.Result
		c, err := conform.Load(path)
		if err != nil {
			res = conform.Result{Path: path, Err: err}
		} else {
			res = runCase(profiles, *library, san, out, c)
		}
		rep.Results = append(rep.Results, res)
		if res.Passed() {
			rep.Passed++
		} else {
			rep.Failed++
		}
		fmt.Fprintln(inv.stdout, res.String())
	}
	fmt.Fprintln(inv.stdout, rep.Summary())
	if rep.Failed > 0 {
		return fmt.Errorf("%d of %d cases failed", rep.Failed, len(rep.Results))
	}
	return nil
}

// casePaths expands each directory argument to the *.case files in it.
func casePaths(args []string) ([]string, error) {
	var paths []string
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil || !st.IsDir() {
			paths = append(paths, a) // conform.Load reports what is wrong with it
			continue
		}
		m, err := filepath.Glob(filepath.Join(a, "*.case"))
		if err != nil {
			return nil, err
		}
		if len(m) == 0 {
			return nil, usagef("%s: no .case files", a)
		}
		sort.Strings(m)
		paths = append(paths, m...)
	}
	return paths, nil
}

// runCase runs one case on an emulator of its own, so that a kernel fault
// (which poisons its context and device, as on a GPU) cannot fail the cases
// after it.
func runCase(profiles []driver.Profile, library bool, san *driver.Sanitizer, stdout io.Writer, c *conform.Case) conform.Result {
	d := driver.New(driver.Config{Devices: profiles, Sanitize: san})
	defer d.Close()
	tgt, err := drivertarget.New(d, library)
	if err != nil {
		return conform.Result{Path: c.Path, Err: err}
	}
	tgt.SetStdout(stdout)
	d.SetPrintfOutput(stdout)
	res := conform.Run(tgt, c)
	if err := sanitizerVerdict(d); err != nil && res.Err == nil {
		res.Err = err
	}
	return res
}
