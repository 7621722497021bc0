package module

import (
	"flag"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/internal/gzfile"
	"cudasim/internal/ptxforms"
	"cudasim/sim/ptx"
)

var updateFormKnown = flag.Bool("formverdicts.update", false, "rewrite testdata/conformance/verdicts/known.txt from this build's mismatches")

// formVerdict is what cudasim answers for one form's module: the code at the load (Parse,
// Code, LoadError), the JIT log of a refusal there, and, where it loads, the first launch's
// code (lowering: 218 for what it finds invalid, 801 for an instruction the engine does not
// implement) with its message.
func formVerdict(src string) (load cu.Result, log string, launch cu.Result, msg string) {
	im, err := Parse([]byte(src))
	if err == nil {
		var c *Code
		if c, err = im.Code(90); err == nil {
			if err = c.LoadError(false); err == nil {
				k, kerr := c.Kernel("k", true)
				if kerr == nil {
					kerr = k.Unsupported()
				}
				if kerr != nil {
					return 0, "", cu.Code(kerr), kerr.Error()
				}
				return 0, "", 0, ""
			}
		}
	}
	if r := RefusalOf(err); r != nil {
		log = strings.ReplaceAll(r.Log, "\n", "|")
	}
	return cu.Code(err), log, 0, err.Error()
}

// h200Verdict is the driver's answer to one form's module: cuModuleLoadDataEx's code and JIT
// error log (lines joined by '|').
type h200Verdict struct {
	code    cu.Result
	log     string
	crashed bool // the JIT crashed the recording process: no verdict
}

// formRecordings are the H200's verdicts on ptxforms' modules: All's (verdict20), then the
// Variants of the forms refused with "Arguments mismatch" and Extra's (verdict21-a).
var formRecordings = []string{"h200.txt", "h200-21.txt", "h200-23.txt"}

// readRecordings is the recordings' text, one after the other.
func readRecordings(t *testing.T) string {
	var all []string
	for _, name := range formRecordings {
		b, err := gzfile.ReadFile(filepath.Join("..", "..", "testdata", "conformance", "verdicts", name))
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, strings.TrimSpace(string(b)))
	}
	return strings.Join(all, "\n")
}

func readH200Verdicts(t *testing.T) map[string]h200Verdict {
	out := map[string]h200Verdict{}
	for _, line := range strings.Split(readRecordings(t), "\n") {
		name, rest, _ := strings.Cut(line, " ")
		code, log, _ := strings.Cut(rest, " ")
		if code == "CRASH" { // the driver's JIT crashed the recorder (ld.v8 of 8- and 16-bit types, sured.b.inc.trap)
			out[name] = h200Verdict{crashed: true}
			continue
		}
		n, err := strconv.Atoi(code)
		if err != nil {
			t.Fatalf("bad line %q", line)
		}
		out[name] = h200Verdict{code: cu.Result(n), log: strings.TrimSuffix(log, "|")}
	}
	return out
}

// firstError is the first line of a JIT log ('|'-joined) that reports an error.
func firstError(log string) string {
	for _, l := range strings.Split(log, "|") {
		if strings.Contains(l, "error   :") {
			return strings.TrimSpace(l)
		}
	}
	return ""
}

// TestFormVerdictsMatchH200 replays the H200 driver's verdict on every form of
// internal/ptxforms (testdata/conformance/verdicts/h200.txt.gz, recorded by record.sh, and
// h200-21.txt.gz for Extra and Variants, recorded by record21.sh): a form
// the driver refuses at cuModuleLoadData cudasim refuses there with the same code, with
// ptxas's first error word for word where a rule of verdict.go refuses it; a form the driver accepts
// loads, and its first launch answers success or CUDA_ERROR_NOT_SUPPORTED (an instruction the
// engine does not implement), never the lowering's CUDA_ERROR_INVALID_PTX. The forms cudasim
// still answers differently are listed, with why, in known.txt; the test fails on any other,
// and on a listed form that now matches.
func TestFormVerdictsMatchH200(t *testing.T) {
	recorded := readH200Verdicts(t)
	knownPath := filepath.Join("..", "..", "testdata", "conformance", "verdicts", "known.txt")
	known := map[string]string{}
	if b, err := gzfile.ReadFile(knownPath); err == nil {
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			if name, why, ok := strings.Cut(line, " "); ok && !strings.HasPrefix(line, "#") {
				known[name] = why
			}
		}
	}
	var mismatches []string
	counts := map[string]int{}
	unsupported := map[string]int{}
	// the variants of every form whose variants were recorded
	varied := map[string]bool{}
	for name := range recorded {
		if base, ok := ptxforms.VariantOf(name); ok {
			varied[base] = true
		}
	}
	forms := append(append(ptxforms.All(), ptxforms.Extra()...), ptxforms.Variants(varied)...)
	for _, form := range forms {
		h, ok := recorded[form.Name]
		if !ok {
			counts["not recorded"]++
			continue
		}
		load, log, launch, msg := formVerdict(form.Module())
		if h.crashed {
			// cudasim answers an error, at load or launch, where the real driver crashed
			counts["crashed the H200's JIT, an error here"]++
			if load == 0 && launch == 0 {
				t.Errorf("%s: the H200's JIT crashed on it, cudasim loads and launches it", form.Name)
			}
			continue
		}
		why := ""
		switch {
		case h.code != 0 && load == h.code:
			counts["refused alike"]++
			// ptxas's first error: cudasim gives one message per instruction, the JIT every one
			if first, h1 := firstError(log), firstError(h.log); log != "" && strings.Contains(msg, "ptxas refuses the PTX for the device") && first != h1 {
				why = fmt.Sprintf("first error %q, H200's %q", first, h1)
			}
		case h.code != 0 && load == 0 && launch != 0:
			why = fmt.Sprintf("H200 %d at load, cudasim %d at launch", h.code, launch)
		case h.code != 0:
			why = fmt.Sprintf("H200 %d at load, cudasim %d", h.code, load)
		case load != 0:
			why = fmt.Sprintf("H200 accepts, cudasim %d at load", load)
		case launch == cu.ErrorInvalidPTX:
			why = "H200 accepts, cudasim 218 at launch"
		default:
			counts["accepted alike"]++
			if launch == cu.ErrorNotSupported {
				head, _, _ := strings.Cut(form.Instr, " ")
				unsupported[head]++
				counts["accepted, 801 at launch"]++
			}
		}
		if why == "" {
			if _, listed := known[form.Name]; listed && !*updateFormKnown {
				t.Errorf("%s is listed in known.txt but now matches the H200: remove it", form.Name)
			}
			continue
		}
		counts["differ"]++
		mismatches = append(mismatches, form.Name+" "+why)
		if _, listed := known[form.Name]; !listed && !*updateFormKnown {
			t.Errorf("%s: %s (%s)", form.Name, why, h.log)
		}
	}
	t.Logf("%v", counts)
	if *updateFormKnown {
		slices.Sort(mismatches)
		head := "# Forms of internal/ptxforms whose verdict cudasim does not yet give as the H200 did\n# (TestFormVerdictsMatchH200; -formverdicts.update rewrites this file).\n"
		if err := gzfile.WriteFile(knownPath, []byte(head+strings.Join(mismatches, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if testing.Verbose() {
		for op, n := range unsupported {
			t.Logf("accepted by the H200, 801 at launch: %s x%d", op, n)
		}
	}
}

// TestFormRuleKeys: the generated table's filter keys are ptx.FormKey's, and its opcodes are
// sorted (rulesOf searches them).
func TestFormRuleKeys(t *testing.T) {
	if !slices.IsSortedFunc(formRules, func(a, b opcodeRules) int { return strings.Compare(a.op, b.op) }) {
		t.Error("formRules is not sorted by opcode")
	}
	for _, opRules := range formRules {
		op := opRules.op
		for _, r := range opRules.rules {
			for i, m := range r.with {
				if k := ptx.FormKey(op, strings.TrimPrefix(m, "=")); r.keys[i] != k {
					t.Errorf("%s %v: key %#x, FormKey %#x", op, r.with, r.keys[i], k)
				}
			}
		}
	}
}

// TestRecordedTableMatchesRecording: formrecorded.bin is what tools/verdictforms -table writes
// from the recordings (regenerate it after changing them or ptxforms).
func TestRecordedTableMatchesRecording(t *testing.T) {
	want, err := ptxforms.RecordedTable(ptxforms.ReadVerdicts(readRecordings(t)))
	if err != nil {
		t.Fatal(err)
	}
	if string(want) != string(recordedTable) {
		t.Fatalf("formrecorded.bin (%d bytes) differs from the recordings' table (%d bytes): go run ./tools/verdictforms -table testdata/conformance/verdicts/h200.txt,testdata/conformance/verdicts/h200-21.txt,testdata/conformance/verdicts/h200-23.txt -o internal/module/formrecorded.bin", len(recordedTable), len(want))
	}
	if recordedTargetMark != ptxforms.TargetMark {
		t.Errorf("recordedTargetMark %q, ptxforms.TargetMark %q", recordedTargetMark, ptxforms.TargetMark)
	}
	if n := recordedCount(); n == 0 || len(recordedMessages()) < 2 {
		t.Fatalf("%d entries, %d messages", n, len(recordedMessages()))
	}
}
