package sim

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"cudasim/internal/gzfile"
)

// Every opcode has a name and an operand form the printer knows.
func TestOpcodeNames(t *testing.T) {
	known := map[string]bool{}
	for _, tok := range formTokens {
		known[tok] = true
	}
	seen := map[string]opcode{}
	for op := opcode(0); op < opCount; op++ {
		name := op.String()
		if opInfo[op].name == "" {
			t.Errorf("opcode %d has no name in opInfo", op)
			continue
		}
		if prev, dup := seen[name]; dup {
			t.Errorf("opcodes %d and %d are both named %q", prev, op, name)
		}
		seen[name] = op
		for _, tok := range strings.Fields(opInfo[op].form) {
			base, _, _ := strings.Cut(strings.TrimSuffix(tok, "?"), "!")
			if !known[base] {
				t.Errorf("%s: unknown operand token %q in form %q", name, tok, opInfo[op].form)
			}
		}
	}
	if got, want := opCount.String(), fmt.Sprintf("opcode(%d)", opCount); got != want {
		t.Errorf("opCount.String() = %q, want %q", got, want)
	}
}

// Every kernel of the PTX in the repository prints: no opcode without a name, no operand the
// printer cannot show, one line per instruction.
func TestWriteIRCorpus(t *testing.T) {
	paths, _ := gzfile.Glob("testdata/*.ptx")
	more, _ := gzfile.Glob("testdata/*/*.ptx")
	nvcc, _ := gzfile.Glob("testdata/conformance/nvcc/*.ptx")
	visible, _ := gzfile.Glob("../testdata/conformance/visible/*.ptx")
	paths = append(append(append(paths, more...), nvcc...), visible...)
	if len(paths) < 5 {
		t.Fatalf("found only %v", paths)
	}
	kernels := 0
	for _, path := range paths {
		p := compileFile(t, path)
		for _, name := range p.Kernels() {
			k, _ := p.Kernel(name)
			var b bytes.Buffer
			if err := k.WriteIR(&b); err != nil {
				t.Fatal(err)
			}
			insts := 0
			for _, line := range strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n") {
				if strings.HasPrefix(line, " ") {
					insts++
				}
				if strings.Contains(line, "opcode(") || strings.Contains(line, " ?") || strings.Contains(line, "{?}") {
					t.Errorf("%s %s: %s", path, name, line)
				}
			}
			if insts != len(k.code) {
				t.Errorf("%s %s: %d instruction lines for %d instructions", path, name, insts, len(k.code))
			}
			kernels++
		}
	}
	t.Logf("%d kernels of %d files", kernels, len(paths))
}
