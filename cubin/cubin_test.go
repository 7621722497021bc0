package cubin

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
	"cudasim/internal/transcript"
)

const images = "../testdata/images"

func load(t testing.TB, name string) *Image {
	t.Helper()
	img, err := LoadFile(filepath.Join(images, name))
	if err != nil {
		t.Fatalf("LoadFile(%s): %v", name, err)
	}
	return img
}

func selectSM(t testing.TB, img *Image, dev int) *Program {
	t.Helper()
	p, err := img.Select(dev)
	if err != nil {
		t.Fatalf("Select(%d): %v", dev, err)
	}
	return p
}

// probeTranscript is what the H200 answered for the probe's kernels.
func probeTranscript(t *testing.T) *transcript.Transcript {
	t.Helper()
	tr, err := transcript.Read("../testdata/reference/probe-transcript.txt")
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// transcriptParams reads the "param N r=0 off=X size=Y" lines of the H200
// probe transcript for the given line prefix ("param" or "sparam"); the
// probe's query past the last parameter (r=1) ends the list.
func transcriptParams(t *testing.T, prefix string) []Param {
	t.Helper()
	var ps []Param
	for _, l := range probeTranscript(t).Prefixed("", prefix+" ") {
		var i, r, off, size int
		if _, err := fmt.Sscanf(l, prefix+" %d r=%d off=%d size=%d", &i, &r, &off, &size); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		if r == 0 {
			ps = append(ps, Param{Offset: off, Size: size})
		}
	}
	if len(ps) == 0 {
		t.Fatalf("no %s lines in the transcript", prefix)
	}
	return ps
}

// transcriptValue reads the integer after "key " in the transcript.
func transcriptValue(t *testing.T, key string) int {
	t.Helper()
	n, ok := probeTranscript(t).Int(key)
	if !ok {
		t.Fatalf("no %q in the transcript", key)
	}
	return n
}

// offsetsAndSizes drops what the transcript cannot show (PTX alignment).
func offsetsAndSizes(ps []Param) []Param {
	out := make([]Param, len(ps))
	for i, p := range ps {
		out[i] = Param{Offset: p.Offset, Size: p.Size}
	}
	return out
}

// The parameter layouts the H200 reported for the probe kernels must come
// out of every form of the probe: cubin, fatbin, PTX, from both toolkits.
func TestProbeParamLayouts(t *testing.T) {
	want := map[string][]Param{
		"params":      transcriptParams(t, "param"),
		"structParam": transcriptParams(t, "sparam"),
	}
	for _, name := range []string{
		"../reference/kernels.cubin", "../reference/kernels.fatbin", "../reference/kernels.ptx",
		"cuda11/probe.sm_90.cubin", "cuda11/probe.sm_80.cubin", "cuda11/probe.compute_80.ptx",
		"cuda11/probe.fatbin", "cuda11/probe.lz4.fatbin", "cuda11/probe.raw.fatbin",
		"cuda11/probe.sass.fatbin", "cuda11/probe.ptx70.fatbin",
	} {
		t.Run(name, func(t *testing.T) {
			img := load(t, name)
			for _, e := range img.Entries {
				for kname, wantParams := range want {
					k := e.Module.Kernel(kname)
					if k == nil {
						t.Fatalf("entry %s %s: no kernel %s", e.Kind, e.Arch, kname)
					}
					if diff := cmp.Diff(wantParams, offsetsAndSizes(k.Params)); diff != "" {
						t.Errorf("entry %s %s, kernel %s params (-H200 +got):\n%s", e.Kind, e.Arch, kname, diff)
					}
				}
			}
		})
	}
}

// The kernel order and attributes the H200 reported for the probe cubin.
func TestProbeCubinAttributes(t *testing.T) {
	var want []string
	for _, l := range probeTranscript(t).Prefixed("", "kernel[") {
		_, name, _ := strings.Cut(l, " ")
		want = append(want, name)
	}
	// A JIT-compiled module lists its kernels in order of definition, the
	// reverse of ptxas's order in a cubin (measured on the H200 with
	// cuModuleEnumerateFunctions: testdata/reference/jitstages).
	for _, name := range []string{"../reference/kernels.cubin", "../reference/kernels.fatbin", "../reference/kernels.ptx", "cuda11/probe.compute_80.ptx"} {
		var names []string
		for _, k := range selectSM(t, load(t, name), 90).Kernels {
			names = append(names, k.Name)
		}
		want := want
		if strings.HasSuffix(name, ".ptx") {
			want = slices.Clone(want)
			slices.Reverse(want)
		}
		if diff := cmp.Diff(want, names); diff != "" {
			t.Errorf("%s: kernel order (-cuLibraryEnumerateKernels +got):\n%s", name, diff)
		}
	}
	p := selectSM(t, load(t, "../reference/kernels.cubin"), 90)
	k := p.Kernel("addOne")
	got := map[string]int{"numRegs": k.Regs(), "ptxVersion": k.PTXVersion, "binVersion": k.BinaryVersion}
	wantAttrs := map[string]int{}
	for key := range got {
		wantAttrs[key] = transcriptValue(t, key)
	}
	if diff := cmp.Diff(wantAttrs, got); diff != "" {
		t.Errorf("addOne attributes (-H200 +got):\n%s", diff)
	}
}

// resourceUsage is what cuobjdump --dump-resource-usage printed for one
// ELF: per-function REG, STACK, SHARED, and the module's CONSTANT[3].
type resourceUsage struct {
	Arch      string
	Functions map[string][3]int
	Const3    int
}

func parseResUsage(t *testing.T, path string) []resourceUsage {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []resourceUsage
	cur := func() *resourceUsage {
		if len(out) == 0 {
			out = append(out, resourceUsage{Functions: map[string][3]int{}})
		}
		return &out[len(out)-1]
	}
	fn := ""
	field := func(line, key string) int {
		m := regexp.MustCompile(regexp.QuoteMeta(key) + `:(\d+)`).FindStringSubmatch(line)
		if m == nil {
			return 0
		}
		n, _ := strconv.Atoi(m[1])
		return n
	}
	elfSection := false
	for _, line := range strings.Split(string(b), "\n") {
		switch {
		case line == "Fatbin elf code:":
			out = append(out, resourceUsage{Functions: map[string][3]int{}})
			elfSection = true
		case line == "Fatbin ptx code:":
			elfSection = false
		case strings.HasPrefix(line, "arch = ") && elfSection:
			cur().Arch = strings.TrimPrefix(line, "arch = ")
		case strings.HasPrefix(line, "  GLOBAL:"):
			cur().Const3 = field(line, "CONSTANT[3]")
		case strings.HasPrefix(line, " Function "):
			fn = strings.TrimSuffix(strings.TrimPrefix(line, " Function "), ":")
		case strings.HasPrefix(line, "  REG:"):
			cur().Functions[fn] = [3]int{field(line, "REG"), field(line, "STACK"), field(line, "SHARED")}
		}
	}
	return out
}

// Register counts, stack frames, static shared memory and module constant
// sizes must agree with cuobjdump 11.8 on every CUDA 11.8 image.
func TestResourceUsageMatchesCuobjdump(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(images, "cuda11/*.resusage.txt"))
	if len(files) == 0 {
		t.Fatal("no cuobjdump outputs")
	}
	for _, ru := range files {
		name := strings.TrimSuffix(ru, ".resusage.txt")
		t.Run(filepath.Base(name), func(t *testing.T) {
			want := parseResUsage(t, ru)
			img, err := LoadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			var got []resourceUsage
			for _, e := range img.Entries {
				if e.Kind != KindELF {
					continue
				}
				r := resourceUsage{Functions: map[string][3]int{}}
				if img.Format == FormatFatbin {
					r.Arch = e.Arch.String()
				}
				for _, k := range e.Module.Kernels {
					r.Functions[k.Name] = [3]int{k.Regs(), k.LocalSize, k.SharedSize}
					r.Const3 = k.ConstSize
				}
				got = append(got, r)
			}
			if len(want) == 1 && len(got) == 0 && len(want[0].Functions) == 0 {
				return // PTX only
			}
			// cuobjdump also lists device functions that rdc and -G builds
			// keep as functions of their own: vars.cu's helper.
			for _, w := range want {
				delete(w.Functions, "_Z6helperi")
			}
			// A relocatable cubin's call-chain stack is computed at link
			// time; until then cuobjdump shows 0 and cubin the kernel's frame.
			if strings.Contains(name, ".rdc.") {
				for _, w := range want {
					for fn, v := range w.Functions {
						if k := img.Entries[0].Module.Kernel(fn); k != nil {
							v[1] = k.LocalSize
							w.Functions[fn] = v
						}
					}
				}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("(-cuobjdump +cubin):\n%s", diff)
			}
		})
	}
}

// The fatbin entries (kind and arch, in order) must match cuobjdump -lelf -lptx.
func TestEntryListMatchesCuobjdump(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(images, "cuda11/*.fatbin.list.txt"))
	re := regexp.MustCompile(`^(ELF|PTX) file\s+\d+: .*\.(sm_\d+a?)\.(cubin|ptx)$`)
	for _, list := range files {
		name := strings.TrimSuffix(list, ".list.txt")
		t.Run(filepath.Base(name), func(t *testing.T) {
			b, _ := os.ReadFile(list)
			var want []string
			for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
				m := re.FindStringSubmatch(line)
				if m == nil {
					t.Fatalf("unexpected cuobjdump line %q", line)
				}
				want = append(want, m[1]+" "+m[2])
			}
			var got []string
			for _, e := range load(t, strings.TrimPrefix(name, images+"/")).Entries {
				got = append(got, e.Kind.String()+" "+e.Arch.String())
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("(-cuobjdump +fatbin):\n%s", diff)
			}
		})
	}
}

// Two independent decoders must agree: the SASS side (ELF symbols,
// .nv.info) and the PTX side (declarations) of every fatbin describe the
// same kernels, parameter layouts and variables.
func TestELFAgreesWithPTX(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(images, "*/*.fatbin"))
	more, _ := filepath.Glob(filepath.Join(images, "*/samples/*.fatbin"))
	files = append(files, more...)
	checked := 0
	for _, path := range files {
		if strings.HasSuffix(path, "concat.fatbin") {
			continue // two modules: pairs by arch are ambiguous
		}
		img, err := LoadFile(path)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		for _, ptx := range img.Entries {
			if ptx.Kind != KindPTX {
				continue
			}
			for _, elf := range img.Entries {
				if elf.Kind != KindELF || elf.Module.VirtualSM != ptx.Arch.SM {
					continue
				}
				checked++
				if diff := cmp.Diff(layouts(ptx.Module), layouts(elf.Module)); diff != "" {
					t.Errorf("%s: %s vs %s PTX kernels (-PTX +ELF):\n%s", path, elf.Arch, ptx.Arch.Virtual(), diff)
				}
				if diff := cmp.Diff(vars(ptx.Module), vars(elf.Module)); diff != "" {
					t.Errorf("%s: %s vs %s PTX variables (-PTX +ELF):\n%s", path, elf.Arch, ptx.Arch.Virtual(), diff)
				}
			}
		}
	}
	if checked < 5 {
		t.Errorf("only %d ELF/PTX pairs compared", checked)
	}
}

func layouts(m *Module) map[string][]Param {
	out := map[string][]Param{}
	for _, k := range m.Kernels {
		out[k.Name] = offsetsAndSizes(k.Params)
	}
	return out
}

func vars(m *Module) map[string]Variable {
	out := map[string]Variable{}
	for _, v := range m.Variables {
		v.Align, v.Bank = 0, 0
		if v.Init != nil && bytes.Count(v.Init, []byte{0}) == len(v.Init) {
			v.Init = nil // ptxas moves all-zero initializers to .nv.global
		}
		out[v.Name] = v
	}
	return out
}

// vars.cu declares one variable of each kind with known initial values;
// those must come out of every image of it.
func TestVarsSourceValues(t *testing.T) {
	le32 := func(v uint32) []byte { return []byte{byte(v), byte(v >> 8), byte(v >> 16), byte(v >> 24)} }
	want := map[string]Variable{
		"dev_init": {Name: "dev_init", Kind: VarDevice, Size: 4, Init: le32(42)},
		"dev_arr":  {Name: "dev_arr", Kind: VarDevice, Size: 64},
		"man_init": {Name: "man_init", Kind: VarManaged, Size: 4, Init: le32(7)},
		"man_zero": {Name: "man_zero", Kind: VarManaged, Size: 4},
		"cmask":    {Name: "cmask", Kind: VarConstant, Size: 8, Init: []byte{0xef, 0xcd, 0xab, 0x89, 0x67, 0x45, 0x23, 0x01}},
		// double *dev_ptr = dev_tab + 2: the generic address of dev_tab, plus 16.
		"dev_ptr": {Name: "dev_ptr", Kind: VarDevice, Size: 8, Refs: []Ref{{Offset: 0, Size: 8, Symbol: "dev_tab", Addend: 16, Generic: true}}},
	}
	for _, name := range []string{"cuda11/vars.sm_80.cubin", "cuda11/vars.sm_90.cubin", "cuda11/vars.compute_80.ptx", "cuda11/vars.fatbin", "cuda11/vars.lz4.fatbin", "cuda11/vars.raw.fatbin", "cuda11/vars.debug.fatbin", "cuda11/vars.rdc.sm_80.cubin"} {
		img := load(t, name)
		for _, e := range img.Entries {
			got := vars(e.Module)
			for vn, w := range want {
				if diff := cmp.Diff(w, got[vn]); diff != "" {
					t.Errorf("%s %s %s: variable %s (-want +got):\n%s", name, e.Kind, e.Arch, vn, diff)
				}
			}
		}
	}
}

// Compression must not change what an entry holds: the same build stored
// raw, LZ4 and zstd decompresses to the same bytes. nvcc 13.0's
// --compress-mode choices store ELF and PTX as measured (docs/device-code.md).
func TestCompressionModes(t *testing.T) {
	type stored struct{ ELF, PTX Compression }
	want := map[string]stored{
		"c_none":    {CompressNone, CompressNone},
		"c_speed":   {CompressNone, CompressLZ4},
		"c_balance": {CompressNone, CompressZstd},
		"c_default": {CompressNone, CompressZstd},
		"c_size":    {CompressZstd, CompressZstd},
	}
	ref := load(t, "cuda13/c_none.fatbin")
	for name, w := range want {
		img := load(t, "cuda13/"+name+".fatbin")
		if len(img.Entries) != len(ref.Entries) {
			t.Fatalf("%s: %d entries, c_none has %d", name, len(img.Entries), len(ref.Entries))
		}
		for i, e := range img.Entries {
			c := w.ELF
			if e.Kind == KindPTX {
				c = w.PTX
			}
			if e.Compression != c {
				t.Errorf("%s entry %d (%s): compression %s, want %s", name, i, e.Kind, e.Compression, c)
			}
			if !bytes.Equal(e.Code, ref.Entries[i].Code) {
				t.Errorf("%s entry %d (%s): code differs from the uncompressed build", name, i, e.Kind)
			}
		}
	}
	for _, pair := range [][2]string{{"cuda11/probe.fatbin", "cuda11/probe.lz4.fatbin"}, {"cuda11/vars.fatbin", "cuda11/vars.lz4.fatbin"}, {"cuda11/samples/t.fatbin", "cuda11/samples/tc.fatbin"}} {
		a, b := load(t, pair[0]), load(t, pair[1])
		for i := range a.Entries {
			if b.Entries[i].Compression != CompressLZ4 {
				t.Errorf("%s entry %d: %s, want lz4", pair[1], i, b.Entries[i].Compression)
			}
			if !bytes.Equal(a.Entries[i].Code, b.Entries[i].Code) {
				t.Errorf("%s and %s entry %d differ after decompression", pair[0], pair[1], i)
			}
		}
	}
}

// A cubin given bare and the same cubin inside a fatbin are the same bytes.
func TestFatbinHoldsTheCubin(t *testing.T) {
	cub, _ := os.ReadFile(filepath.Join(images, "../reference/kernels.cubin"))
	ptx, _ := os.ReadFile(filepath.Join(images, "../reference/kernels.ptx"))
	img := load(t, "../reference/kernels.fatbin")
	if !bytes.Equal(img.Entries[0].Code, cub) {
		t.Error("fatbin entry 0 is not kernels.cubin")
	}
	// fatbinary blanks comments out and turns tabs into spaces.
	strip := func(b []byte) string {
		var lines []string
		for _, l := range strings.Split(string(b), "\n") {
			if i := strings.Index(l, "//"); i >= 0 {
				l = l[:i]
			}
			if f := strings.Fields(l); len(f) > 0 {
				lines = append(lines, strings.Join(f, " "))
			}
		}
		return strings.Join(lines, "\n")
	}
	if diff := cmp.Diff(strip(ptx), strip(img.Entries[1].Code)); diff != "" {
		t.Errorf("fatbin PTX entry differs from kernels.ptx:\n%s", diff)
	}
}

// Bytes after a fatbin that do not start another one are not read.
func TestTrailingBytesIgnored(t *testing.T) {
	orig, _ := os.ReadFile(filepath.Join(images, "../reference/kernels.fatbin"))
	img, err := Parse(append(bytes.Clone(orig), "trailing junk"...))
	if err != nil {
		t.Fatalf("Parse(fatbin + junk): %v", err)
	}
	if len(img.Entries) != 3 {
		t.Errorf("Parse(fatbin + junk): %d entries, want the fatbin's 3", len(img.Entries))
	}
}

func TestConcatenatedFatbins(t *testing.T) {
	a, b := load(t, "cuda11/probe.raw.fatbin"), load(t, "cuda11/vars.raw.fatbin")
	c := load(t, "cuda11/concat.fatbin")
	if got, want := len(c.Entries), len(a.Entries)+len(b.Entries); got != want {
		t.Fatalf("%d entries, want %d", got, want)
	}
	for i, e := range append(a.Entries, b.Entries...) {
		if !bytes.Equal(e.Code, c.Entries[i].Code) {
			t.Errorf("entry %d differs", i)
		}
	}
}

// An -rdc program's .nv_fatbin holds nvlink's fatbin, which is empty for virtual architectures
// only, beside those of objects built without -rdc: Units counts the empty one too.
func TestConcatenatedFatbinUnits(t *testing.T) {
	a := load(t, "cuda11/probe.raw.fatbin")
	empty := make([]byte, fatbinHeaderSize)
	binary.LittleEndian.PutUint32(empty, FatbinMagic)
	binary.LittleEndian.PutUint16(empty[4:], 1)
	binary.LittleEndian.PutUint16(empty[6:], fatbinHeaderSize)
	raw, err := os.ReadFile(filepath.Join(images, "cuda11/probe.raw.fatbin"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		b     []byte
		units int
		first int // the unit of a's first entry
	}{
		{"one fatbin", raw, 1, 0},
		{"empty first", append(slices.Clone(empty), raw...), 2, 1},
		{"empty last", append(append(slices.Clone(raw), make([]byte, (fatbinAlign-len(raw)%fatbinAlign)%fatbinAlign)...), empty...), 2, 0},
	} {
		img, err := Parse(c.b)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if img.Units != c.units || len(img.Entries) != len(a.Entries) || img.Entries[0].Unit != c.first {
			t.Errorf("%s: %d units, %d entries, the first in unit %d; want %d, %d, %d", c.name, img.Units, len(img.Entries), img.Entries[0].Unit, c.units, len(a.Entries), c.first)
		}
	}
}

func TestIdentAndOptions(t *testing.T) {
	img := load(t, "cuda11/samples/id.fatbin")
	var idents, opts []string
	for _, e := range img.Entries {
		idents = append(idents, e.Ident)
		if e.Kind == KindPTX {
			opts = append(opts, e.Options)
		}
	}
	for _, s := range idents {
		if s == "" {
			t.Errorf("entry without ident: %q", idents)
		}
	}
	if len(opts) == 0 || opts[0] == "" {
		t.Errorf("PTX options %q, want the --cmdline string", opts)
	}
}

// What a device of a given SM gets, per the H200 measurements in
// docs/device-code.md and testdata/reference/probe-transcript.txt.
func TestSelect(t *testing.T) {
	tests := []struct {
		file    string
		dev     int
		code    string // "ELF sm_90" / "PTX sm_80"; empty when an error is expected
		ptx     string // the PTX executed; "" for none
		wantErr cu.Result
	}{
		{"cuda13/a80.cubin", 90, "", "", cu.ErrorNoBinaryForGpu},
		{"cuda13/a90a.cubin", 90, "ELF sm_90a", "", 0},
		{"cuda13/a100a.cubin", 90, "", "", cu.ErrorNoBinaryForGpu},
		{"cuda13/p80.ptx", 90, "PTX sm_80", "sm_80", 0},
		{"cuda13/p100.ptx", 90, "", "", cu.ErrorInvalidPTX},
		{"cuda13/c_size.fatbin", 90, "ELF sm_90", "sm_90", 0},
		{"cuda13/c_none.fatbin", 90, "ELF sm_90", "sm_90", 0},
		{"cuda13/af.fatbin", 90, "ELF sm_90a", "sm_90a", 0},
		{"cuda13/a80p.fatbin", 90, "PTX sm_80", "sm_80", 0},
		{"cuda13/a8x.fatbin", 90, "", "", cu.ErrorNoBinaryForGpu},
		{"../reference/kernels.fatbin", 90, "ELF sm_90", "sm_90", 0},
		{"../reference/kernels.cubin", 90, "ELF sm_90", "", 0},
		{"../reference/kernels.ptx", 90, "PTX sm_90", "sm_90", 0},
		// Documented rules (docs/device-code.md), not measured on this device:
		{"../reference/kernels.fatbin", 86, "ELF sm_80", "", 0},
		{"cuda13/a100f.cubin", 103, "ELF sm_100", "", 0},
		{"cuda11/probe.ptx70.fatbin", 90, "PTX sm_70", "sm_70", 0},
		{"cuda11/probe.ptx70.fatbin", 61, "", "", cu.ErrorNoBinaryForGpu},
		{"cuda11/probe.sass.fatbin", 90, "ELF sm_90", "", 0},
	}
	for _, tt := range tests {
		p, err := load(t, tt.file).Select(tt.dev)
		if tt.wantErr != 0 {
			if cu.Code(err) != tt.wantErr {
				t.Errorf("%s on sm_%d: error %v, want %s", tt.file, tt.dev, err, tt.wantErr.Name())
			}
			continue
		}
		if err != nil {
			t.Errorf("%s on sm_%d: %v", tt.file, tt.dev, err)
			continue
		}
		got := [2]string{p.Code.Kind.String() + " " + p.Code.Arch.String(), ""}
		if p.PTX != nil {
			got[1] = p.PTX.Arch.String()
		}
		if diff := cmp.Diff([2]string{tt.code, tt.ptx}, got); diff != "" {
			t.Errorf("%s on sm_%d (-want +got):\n%s", tt.file, tt.dev, diff)
		}
	}
}

// A SASS-only image loads and is described, but its kernels say why
// cudasim cannot launch them.
func TestSASSOnlyNotExecutable(t *testing.T) {
	p := selectSM(t, load(t, "cuda11/probe.sass.fatbin"), 90)
	k := p.Kernel("addOne")
	if k == nil || k.Executable || k.NumRegs == 0 || len(k.Params) != 2 {
		t.Fatalf("addOne = %+v, want described and not executable", k)
	}
	err := p.CheckExecutable("addOne")
	if cu.Code(err) != cu.ErrorNotSupported {
		t.Fatalf("CheckExecutable: %v, want CUDA_ERROR_NOT_SUPPORTED", err)
	}
	for _, s := range []string{"addOne", "only sm_90 SASS", "cudasim executes PTX", "-gencode arch=compute_90,code=[sm_90,compute_90]"} {
		if !strings.Contains(err.Error(), s) {
			t.Errorf("message %q lacks %q", err, s)
		}
	}
	if p.PTXSource() != nil {
		t.Error("PTXSource of a SASS-only image is not nil")
	}
	if cu.Code(p.CheckExecutable("nope")) != cu.ErrorNotFound {
		t.Error("CheckExecutable of an unknown kernel is not CUDA_ERROR_NOT_FOUND")
	}
	q := selectSM(t, load(t, "../reference/kernels.fatbin"), 90)
	if err := q.CheckExecutable("addOne"); err != nil {
		t.Errorf("probe.fatbin addOne: %v", err)
	}
	if !bytes.Contains(q.PTXSource(), []byte(".entry addOne")) {
		t.Error("probe.fatbin: PTXSource lacks addOne")
	}
	if m := q.PTXModule(); m == nil || len(m.Functions) != len(q.Kernels) {
		t.Errorf("probe.fatbin: PTXModule = %v, want the parsed PTX with %d functions", m, len(q.Kernels))
	}
	if p.PTXModule() != nil {
		t.Error("PTXModule of a SASS-only image is not nil")
	}
}

// The byte strings the H200 probe loaded, and what the driver answered.
func TestProbeBadImages(t *testing.T) {
	junk := bytes.Repeat([]byte{'A'}, 63)
	elf := make([]byte, 64)
	copy(elf, []byte{0x7f, 'E', 'L', 'F', 2, 1, 1})
	tests := []struct {
		name string
		src  []byte
		want cu.Result
	}{
		{"junk", junk, cu.ErrorInvalidImage},
		{"elf header only", elf, cu.ErrorInvalidImage},
		{"unbalanced entry", []byte(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry bad( { ret; }\n"), cu.ErrorInvalidPTX},
		{"target newer than device", []byte(".version 8.0\n.target sm_100\n.address_size 64\n.visible .entry good() { ret; }\n"), cu.ErrorInvalidPTX},
		{"version 99.0", []byte(".version 99.0\n.target sm_90\n.address_size 64\n.visible .entry good() { ret; }\n"), cu.ErrorUnsupportedPTXVersion},
	}
	for _, tt := range tests {
		img, err := Parse(tt.src)
		if err == nil {
			_, err = img.Select(90)
		}
		if cu.Code(err) != tt.want {
			t.Errorf("%s: %v, want %s", tt.name, err, tt.want.Name())
		}
	}
	if _, err := LoadFile("/nonexistent.cubin"); cu.Code(err) != cu.ErrorFileNotFound || !strings.Contains(err.Error(), "/nonexistent.cubin") {
		t.Errorf("LoadFile: %v, want CUDA_ERROR_FILE_NOT_FOUND naming the file", err)
	}
}

// Every prefix of every image is rejected with CUDA_ERROR_INVALID_IMAGE (or
// CUDA_ERROR_INVALID_PTX for text), never a panic, and errors say where.
func TestTruncatedImages(t *testing.T) {
	for _, name := range []string{"../reference/kernels.cubin", "../reference/kernels.fatbin", "cuda11/vars.lz4.fatbin", "cuda13/c_size.fatbin", "cuda11/samples/t_sm80.cubin"} {
		b, err := os.ReadFile(filepath.Join(images, name))
		if err != nil {
			t.Fatal(err)
		}
		step := max(1, len(b)/300)
		for n := 0; n < len(b)-8; n += step {
			_, err := Parse(b[:n])
			if err == nil {
				continue // e.g. a fatbin cut between two back-to-back fatbins
			}
			if c := cu.Code(err); c != cu.ErrorInvalidImage {
				t.Errorf("%s[:%d]: %v, want CUDA_ERROR_INVALID_IMAGE", name, n, err)
			}
		}
	}
}

func TestCorruptFatbinMessages(t *testing.T) {
	orig, _ := os.ReadFile(filepath.Join(images, "../reference/kernels.fatbin"))
	patch := func(off int, v ...byte) []byte {
		b := bytes.Clone(orig)
		copy(b[off:], v)
		return b
	}
	tests := []struct {
		name string
		b    []byte
		want string
	}{
		{"fatbin size", patch(8, 0xff, 0xff, 0xff), "run past the end"},
		{"entry header size", patch(0x10+4, 0x08), "header size 0x8"},
		{"zstd size", patch(0x31f8+0x38, 0x01), "zstd frame holds"},
		{"truncated second fatbin", append(bytes.Clone(orig), 0x50, 0xed, 0x55, 0xba, 1, 0, 16, 0, 0xff), "fatbin header at offset 0x6310 truncated"},
	}
	for _, tt := range tests {
		img, err := Parse(tt.b)
		if err == nil {
			_, err = img.Select(90)
		}
		if cu.Code(err) != cu.ErrorInvalidImage || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want CUDA_ERROR_INVALID_IMAGE mentioning %q", tt.name, err, tt.want)
		}
	}
}

func TestDetect(t *testing.T) {
	tests := []struct {
		in   string
		want Format
	}{
		{"\x7fELF\x02", FormatELF},
		{"\x50\xed\x55\xba", FormatFatbin},
		{"\xb1\x43\x62\x46", FormatWrapper},
		{"//\n// banner\n/* c */\n\t.version 9.0", FormatPTX},
		{"AAAA", FormatUnknown},
		{"", FormatUnknown},
		{"   ", FormatUnknown},
		// Comments' edges: unterminated ones hide everything after them.
		{"// only a comment", FormatUnknown},
		{"/* open", FormatUnknown},
		{"/*/.version 9.0", FormatUnknown},
		{"/**/.version 9.0", FormatPTX},
		{"/* a */// b\n/*\n*/ .version 9.0", FormatPTX},
		{"// a\nAAAA", FormatUnknown},
		{"/* .version */ A", FormatUnknown},
	}
	for _, tt := range tests {
		if got := Detect([]byte(tt.in)); got != tt.want {
			t.Errorf("Detect(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

func TestWrapper(t *testing.T) {
	w := []byte{0xb1, 0x43, 0x62, 0x46, 1, 0, 0, 0, 0x00, 0x10, 0x40, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}
	got, err := DecodeWrapper(w)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(Wrapper{Version: 1, Data: 0x401000}, got); diff != "" {
		t.Error(diff)
	}
	if _, err := Parse(w); cu.Code(err) != cu.ErrorInvalidImage {
		t.Errorf("Parse(wrapper): %v", err)
	}
	if _, err := DecodeWrapper(w[:10]); cu.Code(err) != cu.ErrorInvalidImage {
		t.Errorf("DecodeWrapper(short): %v", err)
	}
	fb, _ := os.ReadFile(filepath.Join(images, "../reference/kernels.fatbin"))
	n, err := FatbinSize(fb[:16])
	if err != nil || n != 0x6310 {
		t.Errorf("FatbinSize = %#x, %v; want 0x6310", n, err)
	}
}

// Describe renders every committed image without error.
func TestDescribeAll(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(images, "*/*"))
	more, _ := filepath.Glob(filepath.Join(images, "*/samples/*"))
	for _, path := range append(files, more...) {
		if strings.HasSuffix(path, ".txt") || strings.HasSuffix(path, ".cu") || strings.HasSuffix(path, ".o") || strings.HasSuffix(path, "/samples") {
			continue
		}
		img, err := LoadFile(path)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		var buf bytes.Buffer
		if err := Describe(&buf, img, 90); err != nil {
			t.Errorf("%s: %v", path, err)
		}
		if !strings.Contains(buf.String(), "sm_90:") {
			t.Errorf("%s: no selection line in\n%s", path, buf.String())
		}
	}
}

func TestParseHost(t *testing.T) {
	for _, tt := range []struct {
		file  string
		archs []string
	}{
		{"cuda11/probe.o", []string{"ELF sm_80", "PTX sm_80"}},
		{"cuda11/samples/trdc.o", []string{"ELF sm_80", "PTX sm_80"}},
	} {
		b, err := os.ReadFile(filepath.Join(images, tt.file))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Parse(b); cu.Code(err) != cu.ErrorInvalidImage {
			t.Errorf("Parse(%s): %v, want CUDA_ERROR_INVALID_IMAGE (a host binary is not device code)", tt.file, err)
		}
		img, err := ParseHost(b)
		if err != nil {
			t.Fatalf("ParseHost(%s): %v", tt.file, err)
		}
		var got []string
		for _, e := range img.Entries {
			got = append(got, e.Kind.String()+" "+e.Arch.String())
		}
		if diff := cmp.Diff(tt.archs, got); diff != "" {
			t.Errorf("%s entries (-want +got):\n%s", tt.file, diff)
		}
		if p := selectSM(t, img, 86); p.Kernel("addOne") == nil && tt.file == "cuda11/probe.o" {
			t.Errorf("%s: no addOne", tt.file)
		}
	}
	cub, _ := os.ReadFile(filepath.Join(images, "../reference/kernels.cubin"))
	if _, err := ParseHost(cub); cu.Code(err) != cu.ErrorInvalidImage {
		t.Errorf("ParseHost(cubin): %v", err)
	}
	// What cudasim's reader does not read answers 801 naming it; a
	// truncated file is an invalid image.
	obj, err := os.ReadFile(filepath.Join(images, "cuda11/probe.o"))
	if err != nil {
		t.Fatal(err)
	}
	edit := func(f func(b []byte) []byte) []byte { return f(bytes.Clone(obj)) }
	compressed := edit(func(b []byte) []byte {
		img, _ := cudaelfSections(b)
		for _, s := range img {
			if s.name == ".nv_fatbin" {
				binary.LittleEndian.PutUint64(b[s.header+8:], binary.LittleEndian.Uint64(b[s.header+8:])|0x800)
			}
		}
		return b
	})
	for _, c := range []struct {
		name    string
		b       []byte
		code    cu.Result
		mention string
	}{
		{"32-bit", edit(func(b []byte) []byte { b[4] = 1; return b }), cu.ErrorNotSupported, "64-bit"},
		{"big-endian", edit(func(b []byte) []byte { b[5] = 2; return b }), cu.ErrorNotSupported, "little-endian"},
		{"compressed .nv_fatbin", compressed, cu.ErrorNotSupported, "SHF_COMPRESSED"},
		{"truncated", obj[:len(obj)/2], cu.ErrorInvalidImage, "host binary: "},
		{"not ELF", []byte("hello, world"), cu.ErrorInvalidImage, "host binary: "},
	} {
		_, err := ParseHost(c.b)
		if cu.Code(err) != c.code || !strings.Contains(fmt.Sprint(err), c.mention) || strings.Contains(fmt.Sprint(err), "cubin:") {
			t.Errorf("ParseHost(%s): %v; want %v mentioning %q", c.name, err, c.code, c.mention)
		}
	}
}

type hostSection struct {
	name   string
	header int // offset of its section header
}

// cudaelfSections lists an ELF64 file's sections by name (for tests that edit headers).
func cudaelfSections(b []byte) ([]hostSection, error) {
	le := binary.LittleEndian
	shoff, shnum, shstrndx := int(le.Uint64(b[40:])), int(le.Uint16(b[60:])), int(le.Uint16(b[62:]))
	str := shoff + shstrndx*64
	strOff := int(le.Uint64(b[str+24:]))
	var out []hostSection
	for i := range shnum {
		h := shoff + i*64
		n := strOff + int(le.Uint32(b[h:]))
		end := bytes.IndexByte(b[n:], 0)
		out = append(out, hostSection{string(b[n : n+end]), h})
	}
	return out, nil
}

// Size finds the end of each image inside a longer window.
func TestSize(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(images, "*/*"))
	n := 0
	for _, path := range files {
		b, err := os.ReadFile(path)
		if err != nil || Detect(b) == FormatUnknown || strings.HasSuffix(path, ".o") {
			continue
		}
		if strings.HasSuffix(path, "concat.fatbin") {
			continue // two fatbins; Size measures the first
		}
		want := int64(len(b))
		if Detect(b) == FormatPTX {
			want++ // the NUL the driver reads up to
		}
		window := append(bytes.Clone(b), make([]byte, 4096)...)
		got, err := Size(window)
		if err != nil || got != want {
			t.Errorf("Size(%s + 4 KiB) = %d, %v; want %d", path, got, err, want)
		}
		n++
	}
	if n < 20 {
		t.Errorf("only %d images measured", n)
	}
}

// A kernel whose parameter block is not described by KPARAM_INFO records
// is refused rather than given a guessed layout.
func TestUnknownParamEncoding(t *testing.T) {
	b, _ := os.ReadFile(filepath.Join(images, "../reference/kernels.cubin"))
	b = bytes.Clone(b)
	// Turn every KPARAM_INFO (format 4, attribute 0x17) into padding (0x01).
	n := 0
	for i := 0; i+4 <= len(b); i++ {
		if b[i] == 4 && b[i+1] == 0x17 && b[i+2] == 12 && b[i+3] == 0 {
			b[i+1] = 0x01
			n++
		}
	}
	if n == 0 {
		t.Fatal("no KPARAM_INFO records found")
	}
	_, err := Parse(b)
	if cu.Code(err) != cu.ErrorNotSupported || !strings.Contains(err.Error(), "KPARAM_INFO") {
		t.Errorf("Parse: %v, want CUDA_ERROR_NOT_SUPPORTED naming KPARAM_INFO", err)
	}
}

// HostSections gives the device-code sections' bytes as ParseHost reads
// them, nil for a section the file lacks.
func TestHostSections(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(images, "cuda11/samples/trdc.o"))
	if err != nil {
		t.Fatal(err)
	}
	secs, err := HostSections(b, ".nv_fatbin", "__nv_relfatbin", ".no_such_section")
	if err != nil {
		t.Fatal(err)
	}
	if secs[2] != nil {
		t.Errorf("absent section: %d bytes, want nil", len(secs[2]))
	}
	var n int
	for _, s := range secs[:2] {
		if s == nil {
			continue
		}
		entries, _, err := parseFatbins(s)
		if err != nil {
			t.Fatal(err)
		}
		n += len(entries)
	}
	img, _ := ParseHost(b)
	if n == 0 || n != len(img.Entries) {
		t.Errorf("HostSections' fatbins hold %d entries, ParseHost found %d", n, len(img.Entries))
	}
	if _, err := HostSections(b[:40]); cu.Code(err) != cu.ErrorInvalidImage {
		t.Errorf("truncated header: %v, want CUDA_ERROR_INVALID_IMAGE", err)
	}
}

// KPARAM_INFO_V2 (EIATTR 0x45, CUDA 12.1's record for large parameter
// blocks, as nvcc 13.0 writes it: index, ordinal, offset, then the size as a
// whole word) describes the same parameters as KPARAM_INFO; a size past the
// 32,764-byte limit is an invalid image.
func TestParamInfoV2(t *testing.T) {
	orig, _ := os.ReadFile(filepath.Join(images, "../reference/kernels.cubin"))
	want, err := Parse(orig)
	if err != nil {
		t.Fatal(err)
	}
	rewrite := func(size func(old uint32) uint32) []byte {
		b := bytes.Clone(orig)
		n := 0
		for i := 0; i+16 <= len(b); i++ {
			if b[i] == 4 && b[i+1] == 0x17 && b[i+2] == 12 && b[i+3] == 0 {
				b[i+1] = 0x45
				w := binary.LittleEndian.Uint32(b[i+12:])
				binary.LittleEndian.PutUint32(b[i+12:], size(w>>18))
				n++
			}
		}
		if n == 0 {
			t.Fatal("no KPARAM_INFO records found")
		}
		return b
	}
	got, err := Parse(rewrite(func(s uint32) uint32 { return s }))
	if err != nil {
		t.Fatal(err)
	}
	params := func(img *Image) map[string][]Param {
		m := map[string][]Param{}
		for _, e := range img.Entries {
			if e.Module == nil {
				continue
			}
			for _, k := range e.Module.Kernels {
				m[k.Name] = k.Params
			}
		}
		return m
	}
	w, g := params(want), params(got)
	if len(w) == 0 || !cmp.Equal(w, g) {
		t.Errorf("parameters from KPARAM_INFO_V2:\n%v\nwant (from KPARAM_INFO)\n%v", g, w)
	}
	_, err = Parse(rewrite(func(s uint32) uint32 { return s + 32765 }))
	if cu.Code(err) != cu.ErrorInvalidImage || !strings.Contains(err.Error(), "32764") {
		t.Errorf("Parse of a 32,765-byte parameter: %v, want CUDA_ERROR_INVALID_IMAGE naming the limit", err)
	}
}

// TestReservedSharedMemory: nvcc 13.0's sm_90 kernels count the system's
// reserved 1 KiB in their .nv.shared sections (1024 and 17408 bytes; nvcc
// 11.8's too, testdata/reference/numba-cuda/smem); the H200 reports 0 and 16384
// as their static shared memory (cudaFuncGetAttributes in
// libcuda/testdata/cudart/suite/golden/b130/s_occupancy.h200.out), and
// counts only that against the opt-in limit.
func TestReservedSharedMemory(t *testing.T) {
	img := load(t, "cuda13/occupancy.fatbin")
	want := map[string]int{"_Z5lightPi": 0, "_Z7boundedPf": 0, "_Z8localMemPii": 0, "_Z9bigSharedPii": 0, "_Z12staticSharedPi": 16384}
	for _, e := range img.Entries {
		if e.Module == nil {
			t.Fatalf("entry %s: %v", e.Arch, e.Err())
		}
		for _, k := range e.Module.Kernels {
			if w, ok := want[k.Name]; !ok || k.OwnShared() != w {
				t.Errorf("%s %s: shared %d, want %d", e.Kind, k.Name, k.OwnShared(), w)
			}
		}
	}
}
