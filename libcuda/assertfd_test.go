//go:build linux && amd64 && cgo

package main

import (
	"bytes"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// assertFdDir holds the probe of where the real driver writes a device
// assert's message (testdata/reference/assert-fd/README.md).
const assertFdDir = "../testdata/reference/assert-fd"

// TestAssertGoesToStderr runs the probe's driver-API program on 11.8's PTX
// as the H200 did, with stdout and stderr apart and together, and compares
// each with the H200's: the assert message on stderr, printf output on
// stdout, which the driver flushes when it writes to it.
func TestAssertGoesToStderr(t *testing.T) {
	t.Parallel()
	exe := compile(t, assertFdDir+"/d.cpp", "-lstdc++")
	log, err := os.ReadFile(assertFdDir + "/h200.txt")
	if err != nil {
		t.Fatal(err)
	}
	want := assertProbeSections(string(log))
	env := append(cudartEnviron(), "LD_LIBRARY_PATH="+library(t), "CUDASIM_LOG=off")
	runD := func(stdout, stderr *bytes.Buffer) string {
		cmd := exec.Command(exe, assertFdDir+"/a118.ptx")
		cmd.Env = env
		cmd.Stdout, cmd.Stderr = stdout, stderr
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		return "rc " + strconv.Itoa(code) + "\n"
	}
	var out, errOut, both bytes.Buffer
	rc := runD(&out, &errOut)
	got := map[string]string{"d-a118.out": out.String() + rc, "d-a118.err": errOut.String()}
	rc = runD(&both, &both)
	got["d-a118.both"] = both.String() + rc
	for _, name := range []string{"d-a118.out", "d-a118.err", "d-a118.both"} {
		w, ok := want[name]
		if !ok {
			t.Fatalf("%s is not in h200.txt", name)
		}
		if got[name] != w {
			t.Errorf("%s:\n%s\nthe H200's:\n%s", name, got[name], w)
		}
	}
}

// assertProbeSections splits the probe's log into its "---- NAME" sections: the
// lines after "+ cat NAME", up to the shell's next trace line ("+ ...").
func assertProbeSections(log string) map[string]string {
	sections := map[string]string{}
	name := ""
	for _, line := range strings.SplitAfter(log, "\n") {
		switch {
		case strings.HasPrefix(line, "---- "):
			name = strings.TrimSpace(strings.TrimPrefix(line, "---- "))
		case strings.HasPrefix(line, "+ cat "):
		case strings.HasPrefix(line, "+"):
			name = "" // the trace of the next command ends a section
		case name != "":
			sections[name] += line
		}
	}
	return sections
}
