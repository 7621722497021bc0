//go:build amd64 && linux

package sim

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestJitDump writes the compiled code of the bench kernel $JITKERNEL (testdata/bench/bench.ptx)
// to the file $JITDUMP, for `objdump -D -b binary -mi386:x86-64`, and to $JITDUMP.runs each
// run's pc, members and offset and the packed and stored-once slots: for comparing the code
// that two builds or settings (CUDASIM_ONCE, CUDASIM_JITALIGN) compile (uni39). Skipped unless
// JITDUMP is set.
func TestJitDump(t *testing.T) {
	out := os.Getenv("JITDUMP")
	if out == "" {
		t.Skip("JITDUMP unset")
	}
	p, err := compileString(string(mustReadFile(t, "testdata/bench/bench.ptx")))
	if err != nil {
		t.Fatal(err)
	}
	k, err := p.Kernel(os.Getenv("JITKERNEL"))
	if err != nil {
		t.Fatal(err)
	}
	if k.jit == nil {
		t.Fatal("no compiled runs")
	}
	if err := os.WriteFile(out, k.jit.code.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for pc, in := range k.fast {
		if in.op == opRun && in.x[3] != 0 {
			fmt.Fprintf(&b, "pc %d n %d off %#x\n", pc, in.x[1], in.x[3]-1)
		}
	}
	fmt.Fprintf(&b, "packList %v\nonceList %v\npackConv %v\n", k.packList, k.onceList, k.packConv)
	if err := os.WriteFile(out+".runs", []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestCompiledRunsAligned: every compiled run of the bench kernels starts at a multiple of
// jitRunAlign (CUDASIM_JITALIGN, the layout probes' setting; 1 unless set).
func TestCompiledRunsAligned(t *testing.T) {
	if !haveLaneVector || !compiledRuns {
		t.Skip("no compiled runs")
	}
	p, err := compileString(string(mustReadFile(t, "testdata/bench/bench.ptx")))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"vecadd", "sgemm", "hash", "reduce"} {
		k, err := p.Kernel(name)
		if err != nil {
			t.Fatal(err)
		}
		if k.jit == nil {
			t.Fatalf("%s: no compiled runs", name)
		}
		for pc, in := range k.fast {
			if off := int(in.x[3]) - 1; in.op == opRun && in.x[3] != 0 && off%jitRunAlign != 0 {
				t.Errorf("%s: the run at pc %d starts at %#x, not at a multiple of %d", name, pc, off, jitRunAlign)
			}
		}
	}
}
