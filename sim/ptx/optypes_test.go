package ptx

import (
	"strings"
	"testing"

	"cudasim/internal/gzfile"
)

// optypesMisses are the cases of testdata/reference/optypes38 that ptxas refuses for what the
// skeleton does not check: cvt.rna.tf32.f32 alone refuses a double literal as its source.
var optypesMisses = map[string]bool{"cvt_tf32_f32__1_double": true}

// operandTypeCases reads testdata/reference/optypes38 (from dir, the repository's root as seen
// from the test): each case's PTX (kernel.tmpl with its statement) and whether CUDA 13.0's ptxas
// refused it, and the real driver's cuModuleLoadData code for it.
func operandTypeCases(t *testing.T, dir string) (names []string, src map[string][]byte, refused map[string]bool, load map[string]string) {
	t.Helper()
	d := dir + "testdata/reference/optypes38/"
	tmpl, err := gzfile.ReadFile(d + "kernel.tmpl")
	if err != nil {
		t.Fatal(err)
	}
	cases, err := gzfile.ReadFile(d + "cases.tsv")
	if err != nil {
		t.Fatal(err)
	}
	verdicts, err := gzfile.ReadFile(d + "h100/verdicts.tsv")
	if err != nil {
		t.Fatal(err)
	}
	src, refused, load = map[string][]byte{}, map[string]bool{}, map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(cases)), "\n") {
		name, stmt, ok := strings.Cut(line, "\t")
		if !ok {
			t.Fatalf("cases.tsv: %q", line)
		}
		names = append(names, name)
		src[name] = []byte(strings.Replace(string(tmpl), "\tSTMT\n", "\t"+stmt+"\n", 1))
	}
	for _, line := range strings.Split(strings.TrimSpace(string(verdicts)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 3 || src[f[0]] == nil {
			t.Fatalf("verdicts.tsv: %q", line)
		}
		refused[f[0]], load[f[0]] = f[1] != "0", f[2]
	}
	if len(names) < 3000 || len(refused) != len(names) {
		t.Fatalf("%d cases, %d verdicts", len(names), len(refused))
	}
	return names, src, refused, load
}

// TestOperandTypesAgainstPTXAS: the skeleton refuses at the load exactly the operand types
// ptxas refused (testdata/reference/optypes38: every checked operand of 97 instruction forms
// given a register of each of 13 types and three literals), with the operand named.
func TestOperandTypesAgainstPTXAS(t *testing.T) {
	names, src, refused, _ := operandTypeCases(t, "../../")
	n := 0
	for _, name := range names {
		m, err := ParseLazy(src[name])
		if err == nil {
			_, err = m.Invalid()
		}
		if got := err != nil; got != refused[name] && !optypesMisses[name] {
			t.Errorf("%s: ptxas refuses: %v, the skeleton: %v (%v)", name, refused[name], got, err)
		} else if got && !strings.Contains(err.Error(), "cannot take") && !strings.Contains(err.Error(), "not a predicate") {
			t.Errorf("%s: refused for another reason: %v", name, err)
		}
		if refused[name] {
			n++
		}
	}
	if n < 2500 {
		t.Errorf("ptxas refused %d cases, want most", n)
	}
	for name := range optypesMisses {
		if m, err := ParseLazy(src[name]); err == nil {
			if _, err := m.Invalid(); err == nil && refused[name] {
				continue
			}
		}
		t.Errorf("%s is no longer a miss", name)
	}
}
