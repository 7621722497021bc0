package module

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/internal/gzfile"
)

// verdictCode parses a PTX module and selects its code for the H200.
func verdictCode(t *testing.T, src string) (*Code, error) {
	t.Helper()
	im, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return im.Code(90)
}

const verdictHead = ".version 8.0\n.target %s\n.address_size 64\n"

func TestVerdictStages(t *testing.T) {
	head := strings.Replace(verdictHead, "%s", "sm_90", 1)
	// txq of a sampling state in a function that only k2 calls: k2 alone is refused; width
	// queries pass, of a handle or a .texref; k3's query of a .texref's channel type is
	// refused as a handle's is; suq of a format refuses the module.
	src := head + `
.global .texref tr;
.func helper(.param .u64 h)
{
	.reg .b32 %r<2>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [h];
	txq.filter_mode.b32 %r1, [%rd1];
	ret;
}
.visible .entry k1(.param .u64 p)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [p];
	txq.width.b32 %r1, [%rd1];
	txq.level.height.b32 %r2, [%rd1], %r1;
	txq.width.b32 %r2, [tr];
	ret;
}
.visible .entry k3()
{
	.reg .b32 %r<2>;
	txq.channel_data_type.b32 %r1, [tr];
	ret;
}
.visible .entry k2(.param .u64 p)
{
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [p];
	{
	.param .b64 a;
	st.param.b64 [a], %rd1;
	call helper, (a);
	}
	ret;
}
`
	c, err := verdictCode(t, src)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.LoadError(false); err != nil {
		t.Errorf("lazy load refused: %v", err)
	}
	if err := c.FunctionError("k1"); err != nil {
		t.Errorf("k1 refused: %v", err)
	}
	err = c.FunctionError("k2")
	if cu.Code(err) != cu.ErrorNotFound || !strings.Contains(err.Error(), "txq.filter_mode") {
		t.Errorf("k2: %v, want CUDA_ERROR_NOT_FOUND naming txq.filter_mode", err)
	}
	if r := RefusalOf(err); r == nil || r.Stage != StageFunction || r.Kernel != "k2" {
		t.Errorf("k2's refusal: %+v", r)
	}
	if err := c.FunctionError("k3"); cu.Code(err) != cu.ErrorNotFound || !strings.Contains(err.Error(), "txq.channel_data_type") {
		t.Errorf("k3: %v, want CUDA_ERROR_NOT_FOUND naming txq.channel_data_type", err)
	}
	if err := c.LoadError(true); cu.Code(err) != cu.ErrorNotFound {
		t.Errorf("eager load: %v, want CUDA_ERROR_NOT_FOUND", err)
	}

	c, err = verdictCode(t, head+`
.visible .entry k(.param .u64 p)
{
	.reg .b32 %r<2>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [p];
	suq.width.b32 %r1, [%rd1];
	suq.memory_layout.b32 %r1, [%rd1];
	ret;
}
`)
	if err != nil {
		t.Fatal(err)
	}
	for _, eager := range []bool{false, true} {
		err := c.LoadError(eager)
		if cu.Code(err) != cu.ErrorNotSupported || !strings.Contains(err.Error(), "suq.memory_layout") {
			t.Errorf("eager %v: %v, want CUDA_ERROR_NOT_SUPPORTED naming suq.memory_layout", eager, err)
		}
		if r := RefusalOf(err); r == nil || r.Stage != StageModule || r.Log != "" {
			t.Errorf("refusal %+v, want StageModule with no log", r)
		}
	}
}

func TestVerdictAssemble(t *testing.T) {
	body := `
.visible .entry k(.param .u64 p)
{
	.reg .b32 %r<2>;
	mov.u32 %r1, %tid.x;
	wgmma.fence.sync.aligned;
	ret;
}
`
	if _, err := verdictCode(t, strings.Replace(verdictHead, "%s", "sm_90a", 1)+body); err != nil {
		t.Errorf("sm_90a: %v", err)
	}
	_, err := verdictCode(t, strings.Replace(verdictHead, "%s", "sm_90", 1)+body)
	if cu.Code(err) != cu.ErrorInvalidPTX {
		t.Fatalf("sm_90: %v, want CUDA_ERROR_INVALID_PTX", err)
	}
	r := RefusalOf(err)
	want := "ptxas application ptx input, line 9; error   : Instruction 'wgmma.fence' not supported on .target 'sm_90'\n" +
		"ptxas fatal   : Ptx assembly aborted due to errors"
	if r == nil || r.Stage != StageAssemble || r.Log != want {
		t.Errorf("refusal %+v, want StageAssemble with log %q", r, want)
	}
}

// TestVerdictTensormapReplace: ptxas refuses a tensormap.replace whose immediate is out of its
// field's range, and the load fails with its log (tma11's window 1: trep3_*.ptx, nvcc 13.0's PTX
// of trep2.cu with one bad value, and ptxas's log of each; rank 5 passed).
func TestVerdictTensormapReplace(t *testing.T) {
	dir := "../../testdata/conformance/tma/tma11w1"
	logs, _ := filepath.Glob(dir + "/trep3_*.ptxas.log")
	if len(logs) < 7 {
		t.Fatalf("%d logs", len(logs))
	}
	for _, lp := range logs {
		name := strings.TrimSuffix(filepath.Base(lp), ".ptxas.log")
		t.Run(name, func(t *testing.T) {
			src, err := gzfile.ReadFile(filepath.Join(dir, name+".ptx"))
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(lp)
			if err != nil {
				t.Fatal(err)
			}
			_, err = verdictCode(t, string(src))
			if len(want) == 0 {
				if err != nil {
					t.Errorf("%v; ptxas accepted it", err)
				}
				return
			}
			// ptxas names its input file; the driver's JIT says "ptxas application ptx input".
			log := strings.Replace(strings.TrimSpace(string(want)), "ptxas "+name+".ptx,", "ptxas application ptx input,", 1)
			if r := RefusalOf(err); cu.Code(err) != cu.ErrorInvalidPTX || r == nil || r.Stage != StageAssemble || r.Log != log {
				t.Errorf("%v (refusal %+v), want CUDA_ERROR_INVALID_PTX with log %q", err, r, log)
			}
		})
	}
}

// TestVerdictJITLogsMatchH200 replays tma12w1/jit.txt: what cuModuleLoadDataEx answered on the
// H200, with its JIT error log, for PTX of one tensormap.replace, tensormap.cp_fenceproxy or
// multimem instruction each (jitptx/NAME.ptx, written by jit.c). elemtype_reg's log goes on to
// print a value ptxas read from nowhere; its first line is compared.
func TestVerdictJITLogsMatchH200(t *testing.T) {
	dir := "../../testdata/conformance/tma/tma12w1"
	b, err := os.ReadFile(dir + "/jit.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(string(b), "\n") {
		name, rest, ok := strings.Cut(line, " -> ")
		if !ok || strings.Contains(name, " ") {
			continue
		}
		code, log, _ := strings.Cut(rest, " | ")
		n++
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(dir + "/jitptx/" + name + ".ptx")
			if err != nil {
				t.Fatal(err)
			}
			_, err = verdictCode(t, string(src))
			if code == "0 CUDA_SUCCESS" {
				if err != nil {
					t.Errorf("%v; the H200 loaded it", err)
				}
				return
			}
			want := strings.ReplaceAll(strings.TrimSpace(log), "/ptxas", "\nptxas")
			r := RefusalOf(err)
			if cu.Code(err) != cu.ErrorInvalidPTX || r == nil || r.Stage != StageAssemble {
				t.Fatalf("%v, want CUDA_ERROR_INVALID_PTX with log %q", err, want)
			}
			got := r.Log
			if name == "elemtype_reg" {
				got, _, _ = strings.Cut(got, "\n")
				want, _, _ = strings.Cut(want, "\n")
			}
			if got != want {
				t.Errorf("log\n%s\nwant\n%s", got, want)
			}
		})
	}
	if n < 45 {
		t.Fatalf("%d cases", n)
	}
}

// TestVerdictAtom128 loads tma13w1's b128.ptx and b128x.ptx (nvcc 13.0's PTX for sm_90) with
// their target changed to sm_80 and sm_89, as ptxas-targets.txt records ptxas 13.0 refusing
// them: the load fails with CUDA_ERROR_INVALID_PTX and ptxas's messages, line for line (each
// atom.exch/.cas.b128; the .b128 loads and stores pass). For sm_90 the modules load.
func TestVerdictAtom128(t *testing.T) {
	const dir = "../../testdata/conformance/tma/tma13w1/"
	rec, err := os.ReadFile(dir + "ptxas-targets.txt")
	if err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`^ptxas /tmp/(b128x?)\.(sm_\d+)\.ptx, (line \d+; error   : .*)$`)
	want := map[string][]string{}
	for _, l := range strings.Split(string(rec), "\n") {
		if m := line.FindStringSubmatch(l); m != nil {
			key := m[1] + " " + m[2]
			if want[key] == nil || !slices.Contains(want[key], m[3]) { // the file repeats some sections
				want[key] = append(want[key], m[3])
			}
		}
	}
	for _, file := range []string{"b128", "b128x"} {
		src, err := gzfile.ReadFile(dir + file + ".ptx")
		if err != nil {
			t.Fatal(err)
		}
		for _, target := range []string{"sm_80", "sm_89", "sm_90"} {
			key := file + " " + target
			im, err := Parse(bytes.Replace(src, []byte(".target sm_90"), []byte(".target "+target), 1))
			if err != nil {
				t.Fatal(err)
			}
			_, err = im.Code(90)
			if target == "sm_90" {
				if err != nil {
					t.Errorf("%s: %v", key, err)
				}
				continue
			}
			if len(want[key]) == 0 {
				t.Fatalf("%s: no messages recorded", key)
			}
			r := RefusalOf(err)
			if cu.Code(err) != cu.ErrorInvalidPTX || r == nil {
				t.Errorf("%s: %v, want CUDA_ERROR_INVALID_PTX", key, err)
				continue
			}
			var got []string
			for _, l := range strings.Split(r.Log, "\n") {
				if s, ok := strings.CutPrefix(l, "ptxas application ptx input, "); ok {
					got = append(got, s)
				}
			}
			if !slices.Equal(got, want[key]) {
				t.Errorf("%s: log\n%s\nwant the lines\n%s", key, strings.Join(got, "\n"), strings.Join(want[key], "\n"))
			}
		}
	}
}

// TestVerdictStore128Sys: ptxas 13.0 refused lanes14w1's st.relaxed.sys.global.b128 in PTX 8.3
// (h200-ptxas.txt) and assembled the 39 other modules, .b128 stores with .gpu and .cta scopes
// among them; with .version 8.4 the refused one assembles.
func TestVerdictStore128Sys(t *testing.T) {
	const dir = "../../testdata/conformance/tma/lanes14w1/"
	rec, err := os.ReadFile(dir + "h200-ptxas.txt")
	if err != nil {
		t.Fatal(err)
	}
	refused := map[string]string{}
	line := regexp.MustCompile(`(?m)^ptxas ptx/(\S+)\.ptx, (line \d+; error   : .*)$`)
	for _, m := range line.FindAllStringSubmatch(string(rec), -1) {
		refused[m[1]] = m[2]
	}
	if len(refused) != 1 {
		t.Fatalf("%d refusals recorded", len(refused))
	}
	files, _ := filepath.Glob(dir + "ptx/*.ptx.gz")
	if len(files) != 40 {
		t.Fatalf("%d modules", len(files))
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".ptx.gz")
		src, err := gzfile.ReadFile(strings.TrimSuffix(f, ".gz"))
		if err != nil {
			t.Fatal(err)
		}
		im, err := Parse(src)
		if err != nil {
			t.Fatal(err)
		}
		_, err = im.Code(90)
		want, ok := refused[name]
		if !ok {
			if err != nil {
				t.Errorf("%s: %v", name, err)
			}
			continue
		}
		r := RefusalOf(err)
		if cu.Code(err) != cu.ErrorInvalidPTX || r == nil || !strings.Contains(r.Log, "ptxas application ptx input, "+want) {
			t.Errorf("%s: %v (%v), want CUDA_ERROR_INVALID_PTX with %q", name, err, r, want)
		}
		im, err = Parse(bytes.Replace(src, []byte(".version 8.3"), []byte(".version 8.4"), 1))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := im.Code(90); err != nil {
			t.Errorf("%s in PTX 8.4: %v", name, err)
		}
	}
}
