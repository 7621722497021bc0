package conform

import (
	"compress/gzip"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/internal/gzfile"
)

const visibleDir = "../testdata/conformance/visible"

func visibleCases(t *testing.T) []string {
	t.Helper()
	m, err := filepath.Glob(filepath.Join(visibleDir, "*.case"))
	if err != nil || len(m) == 0 {
		t.Fatalf("no visible cases: %v", err)
	}
	sort.Strings(m)
	return m
}

// summary is a compact view of a case for comparisons.
type summary struct {
	Kernel   string
	Bufs     []string // "name type count gen args"
	Params   int
	Launches int
	Checks   []string // "name ulp"
}

func summarize(c *Case) summary {
	var s summary
	for _, op := range c.Ops {
		switch op.Kind {
		case OpKernel:
			s.Kernel = op.Arg
		case OpBuf:
			s.Bufs = append(s.Bufs, strings.TrimSpace(fmt.Sprintf("%s %v %d %s %s", op.Buf.Name, op.Buf.Type, op.Buf.Count, op.Buf.Gen.Name, strings.Join(op.Buf.Gen.Args, " "))))
		case OpParam:
			s.Params++
		case OpLaunch:
			s.Launches++
		case OpCheck:
			s.Checks = append(s.Checks, fmt.Sprintf("%s %d", op.Check.Buf, op.Check.ULP))
		}
	}
	return s
}

// TestParseVisible parses every visible case; a few are checked in full.
func TestParseVisible(t *testing.T) {
	want := map[string]summary{
		"f32_fastmath.case": {Kernel: "f32_fastmath", Bufs: []string{"a f32 4096 range 14 -50 50", "b f32 4096 range 15 0.5 20", "out f32 32768 zero"}, Params: 4, Launches: 1, Checks: []string{"out 4"}},
		"globals_3d.case":   {Kernel: "globals_3d", Bufs: []string{"out i32 288 zero"}, Params: 2, Launches: 2, Checks: []string{"out 0"}},
		"atomics.case": {Kernel: "atomics", Bufs: []string{"a u32 8192 bits 25", "hist u32 320 zero", "g u32 8 const 0", "fsum f32 1 zero", "dsum f64 1 zero"},
			Params: 6, Launches: 1, Checks: []string{"hist 0", "g 0", "dsum 0"}},
	}
	cases := visibleCases(t)
	if len(cases) != 16 {
		t.Errorf("%d visible cases, want 16", len(cases))
	}
	for _, p := range cases {
		c, err := Load(p)
		if err != nil {
			t.Fatal(err)
		}
		s := summarize(c)
		if s.Kernel == "" || s.Launches == 0 || len(s.Checks) == 0 {
			t.Errorf("%s: incomplete case %+v", p, s)
		}
		if w, ok := want[filepath.Base(p)]; ok {
			if d := cmp.Diff(w, s); d != "" {
				t.Errorf("%s (-want +got):\n%s", p, d)
			}
		}
		// Every checked buffer has a golden file of the right size.
		for _, op := range c.Ops {
			if op.Kind != OpCheck {
				continue
			}
			for _, o := range c.Ops {
				if o.Kind == OpBuf && o.Buf.Name == op.Check.Buf {
					golden, err := gzfile.ReadFile(p + "." + o.Buf.Name + ".bin")
					if err != nil || len(golden) != o.Buf.Count*o.Buf.Type.Size() {
						t.Errorf("%s: golden for %s: %d bytes, %v", p, o.Buf.Name, len(golden), err)
					}
				}
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"frob 1", "x.case:1: unknown directive frob"},
		{"# c\nbuf a f128 4 zero", "x.case:2: bad type f128"},
		{"buf a f32 4 noise 1", "x.case:1: unknown generator noise"},
		{"buf a f32 4", "x.case:1: buf: want NAME TYPE COUNT GEN [ARGS]"},
		{"param q 1", "x.case:1: bad param kind q"},
		{"param bytes zz", "x.case:1: param bytes: encoding/hex: invalid byte: U+007A 'z'"},
		{"grid x", "x.case:1: grid: want X Y Z"},
		{"check out ulp", "x.case:1: check out ulp: missing N"},
		{"buf a f32 4 range 1 2", "x.case:1: buf a: generator range needs SEED LO HI"},
	}
	for _, tc := range tests {
		_, err := Parse("x.case", []byte(tc.src))
		if err == nil || err.Error() != tc.want {
			t.Errorf("Parse(%q) = %v, want %q", tc.src, err, tc.want)
		}
	}
}

func TestParseDetails(t *testing.T) {
	c, err := Parse("d/x.case", []byte("grid 4   # only x\nblock 8 2 x\nparam i32 -1\nparam u64 -1\nparam f32 0.1\nparam bytes 0a0b0\ncheck o ulp 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	got := []string{}
	for _, op := range c.Ops {
		switch op.Kind {
		case OpGrid, OpBlock:
			got = append(got, fmt.Sprintf("dim %v mask %b", op.Dim, op.DimMask))
		case OpParam:
			got = append(got, hex.EncodeToString(op.Param.Value))
		case OpCheck:
			got = append(got, fmt.Sprintf("check %s %d", op.Check.Buf, op.Check.ULP))
		}
	}
	want := []string{"dim [4 0 0] mask 1", "dim [8 2 0] mask 11", "ffffffff", "ffffffffffffffff", "cdcccc3d", "0a0b", "check o 3"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
	if c.Dir() != "d" {
		t.Errorf("Dir() = %q", c.Dir())
	}
}

func TestCNumbers(t *testing.T) {
	ll := []struct {
		s    string
		want int64
	}{{"12", 12}, {"-12", -12}, {"0x1f", 31}, {"010", 8}, {"12abc", 12}, {"0x", 0}, {"  7", 7}, {"99999999999999999999", 1<<63 - 1}, {"-99999999999999999999", -1 << 63}, {"", 0}, {"0xg", 0}}
	for _, tc := range ll {
		if got := strtoll(tc.s); got != tc.want {
			t.Errorf("strtoll(%q) = %d, want %d", tc.s, got, tc.want)
		}
	}
	if got := strtoull("-1"); got != 1<<64-1 {
		t.Errorf("strtoull(-1) = %#x", got)
	}
	if got := strtod("1.5e3x", 64); got != 1500 {
		t.Errorf("strtod = %v", got)
	}
	if got := strtod("0.1", 32); float32(got) != float32(0.1) {
		t.Errorf("strtof(0.1) = %v", got)
	}
	if got := atoi("4 "); got != 4 {
		t.Errorf("atoi = %d", got)
	}
}

// genSpecs are the generator invocations compared with kernrun.c's own
// generator: every buffer of the visible cases plus the corner cases of fill().
func genSpecs(t *testing.T) [][]string {
	specs := [][]string{
		{"f32", "9", "iota"}, {"f64", "9", "iota"}, {"u16", "9", "iota"}, {"f16", "9", "iota"}, {"u8", "300", "iota"},
		{"i64", "9", "step", "-3"}, {"f32", "9", "step", "3"}, {"u16", "9", "step", "0x101"},
		{"f32", "9", "const", "1.5"}, {"f64", "9", "const", "-0.1"}, {"u32", "9", "const", "0x10"}, {"i64", "5", "const", "-2"}, {"u8", "5", "const", "0x1ff"},
		{"u8", "33", "bits", "7"}, {"u64", "33", "bits", "0"}, {"f16", "33", "bits", "99"},
		{"f32", "3000", "f32mix", "1"}, {"u16", "301", "f32mix", "3"}, {"f64", "301", "f32mix", "4"},
		{"f64", "3000", "f64mix", "2"}, {"f32", "301", "f64mix", "5"},
		{"f32", "1000", "range", "3", "-1e30", "1e30"}, {"f64", "1000", "range", "3", "0.5", "0.75"},
		{"i32", "1000", "range", "8", "-5", "5"}, {"u64", "1000", "range", "8", "0", "1e15"}, {"u8", "100", "range", "1", "0", "255"},
		{"u32", "8", "zero"},
	}
	for _, p := range visibleCases(t) {
		c, err := Load(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, op := range c.Ops {
			if op.Kind == OpBuf || op.Kind == OpGlobal {
				b := op.Buf
				specs = append(specs, append([]string{b.Type.String(), fmt.Sprint(b.Count), b.Gen.Name}, b.Gen.Args...))
			}
		}
	}
	return specs
}

func goFill(spec []string) ([]byte, error) {
	ty, ok := parseElemType(spec[0])
	if !ok {
		return nil, fmt.Errorf("type %s", spec[0])
	}
	return Generator{Name: spec[2], Args: spec[3:]}.Fill(ty, int(strtoull(spec[1])))
}

// TestFillDigests compares the Go generator with digests of kernrun.c's
// output, recorded in testdata/fillgen.sha256 by running testdata/fillgen.c.
func TestFillDigests(t *testing.T) {
	b, err := os.ReadFile("testdata/fillgen.sha256")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		f := strings.SplitN(line, "  ", 2)
		want[f[1]] = f[0]
	}
	n := 0
	for _, spec := range genSpecs(t) {
		key := strings.Join(spec, " ")
		w, ok := want[key]
		if !ok {
			t.Errorf("no recorded digest for %q", key)
			continue
		}
		got, err := goFill(spec)
		if err != nil {
			t.Fatal(err)
		}
		if d := fmt.Sprintf("%x", sha256.Sum256(got)); d != w {
			t.Errorf("fill %q: digest %s, kernrun.c gives %s", key, d, w)
		}
		n++
	}
	if n < 40 {
		t.Errorf("only %d generator specs checked", n)
	}
}

// TestFillMatchesC builds kernrun.c's generator with the system C compiler
// (skipped without one) and compares bytes directly. With -update-digests it
// rewrites testdata/fillgen.sha256 from the C output.
func TestFillMatchesC(t *testing.T) {
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Skip("no C compiler")
	}
	bin := filepath.Join(t.TempDir(), "fillgen")
	if out, err := exec.Command(cc, "-O2", "-o", bin, "testdata/fillgen.c", "-ldl").CombinedOutput(); err != nil {
		t.Skipf("cannot build fillgen: %v\n%s", err, out)
	}
	var digests []string
	for _, spec := range genSpecs(t) {
		want, err := exec.Command(bin, spec...).Output()
		if err != nil {
			t.Fatalf("fillgen %v: %v", spec, err)
		}
		got, err := goFill(spec)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Fatalf("fill %v: %d bytes, C gives %d", spec, len(got), len(want))
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("fill %v: first difference at byte %d: %#x, C gives %#x", spec, i, got[i], want[i])
				break
			}
		}
		digests = append(digests, fmt.Sprintf("%x  %s", sha256.Sum256(want), strings.Join(spec, " ")))
	}
	if os.Getenv("CONFORM_UPDATE_DIGESTS") != "" {
		sort.Strings(digests)
		if err := os.WriteFile("testdata/fillgen.sha256", []byte(strings.Join(dedup(digests), "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func dedup(s []string) []string {
	var out []string
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

// fakeTarget is a Target whose kernels are Go functions.
type fakeTarget struct {
	mem     map[uint64][]byte
	next    uint64
	kernels map[string]func(f *fakeTarget, grid, block [3]uint32, params [][]byte)
	globals map[string]uint64
	freed   int
}

func newFake() *fakeTarget {
	return &fakeTarget{mem: map[uint64][]byte{}, next: 0x10000, globals: map[string]uint64{}, kernels: map[string]func(*fakeTarget, [3]uint32, [3]uint32, [][]byte){}}
}

func (f *fakeTarget) Alloc(n int) (uint64, error) {
	p := f.next
	f.mem[p] = make([]byte, n)
	f.next += uint64(n+255) &^ 255
	return p, nil
}
func (f *fakeTarget) Free(p uint64) error               { delete(f.mem, p); f.freed++; return nil }
func (f *fakeTarget) Write(p uint64, b []byte) error    { copy(f.mem[p], b); return nil }
func (f *fakeTarget) Read(p uint64, b []byte) error     { copy(b, f.mem[p]); return nil }
func (f *fakeTarget) LoadModule([]byte) (Module, error) { return fakeModule{f}, nil }
func (f *fakeTarget) word(p uint64, i int) []byte       { return f.mem[p][4*i : 4*i+4] }
func ptrParam(b []byte) uint64                          { return binary.LittleEndian.Uint64(b) }
func (m fakeModule) Unload() error                      { return nil }
func (m fakeModule) Function(name string) (Function, error) {
	k, ok := m.f.kernels[name]
	if !ok {
		return nil, fmt.Errorf("no kernel %s", name)
	}
	return fakeFunc{m.f, k}, nil
}
func (m fakeModule) Global(name string) (uint64, int, error) {
	p, ok := m.f.globals[name]
	if !ok {
		return 0, 0, fmt.Errorf("no global %s", name)
	}
	return p, len(m.f.mem[p]), nil
}

type fakeModule struct{ f *fakeTarget }
type fakeFunc struct {
	f *fakeTarget
	k func(*fakeTarget, [3]uint32, [3]uint32, [][]byte)
}

func (fn fakeFunc) Launch(grid, block [3]uint32, shmem uint32, params [][]byte, stdout io.Writer) error {
	fn.k(fn.f, grid, block, params)
	return nil
}

// globals3d is visible.cu's globals_3d kernel written in Go.
func globals3d(f *fakeTarget, grid, block [3]uint32, params [][]byte) {
	ctable := []int32{3, 1, 4, 1, 5, 9, 2, 6}
	gscale := []float32{0.5, 1.5, 2.5, 3.5}
	out := ptrParam(params[0])
	for bz := uint32(0); bz < grid[2]; bz++ {
		for by := uint32(0); by < grid[1]; by++ {
			for bx := uint32(0); bx < grid[0]; bx++ {
				for tz := uint32(0); tz < block[2]; tz++ {
					for ty := uint32(0); ty < block[1]; ty++ {
						for tx := uint32(0); tx < block[0]; tx++ {
							tid := (tz*block[1]+ty)*block[0] + tx
							bid := (bz*grid[1]+by)*grid[0] + bx
							g := bid*(block[0]*block[1]*block[2]) + tid
							v := ctable[g&7]*1000 + int32(gscale[g&3]*10) + int32(bz*100+ty*10+tz)
							binary.LittleEndian.PutUint32(f.word(out, int(g)), uint32(v))
						}
					}
				}
			}
		}
	}
}

// TestRunGlobals3D runs a visible case end to end against the H200 golden.
func TestRunGlobals3D(t *testing.T) {
	f := newFake()
	f.kernels["globals_3d"] = globals3d
	rep := RunFiles(f, filepath.Join(visibleDir, "globals_3d.case"))
	if rep.Passed != 1 || rep.Failed != 0 {
		t.Fatalf("report:\n%s", rep)
	}
	if r := rep.Results[0]; r.Launches != 2 || !strings.HasPrefix(r.String(), "ok   ") {
		t.Errorf("result %q", r.String())
	}
	if rep.Summary() != "1 passed, 0 failed" || len(f.mem) != 0 {
		t.Errorf("summary %q, %d allocations left", rep.Summary(), len(f.mem))
	}
}

// TestRunReportsFirstMismatch corrupts two elements and checks the report.
func TestRunReportsFirstMismatch(t *testing.T) {
	f := newFake()
	f.kernels["globals_3d"] = func(f *fakeTarget, g, b [3]uint32, p [][]byte) {
		globals3d(f, g, b, p)
		out := ptrParam(p[0])
		binary.LittleEndian.PutUint32(f.word(out, 17), 0xdead)
		binary.LittleEndian.PutUint32(f.word(out, 200), 0xbeef)
	}
	rep := RunFiles(f, filepath.Join(visibleDir, "globals_3d.case"), filepath.Join(visibleDir, "nonexistent.case"))
	if rep.Summary() != "0 passed, 2 failed" {
		t.Fatalf("report:\n%s", rep)
	}
	r := rep.Results[0]
	if len(r.Mismatches) != 1 {
		t.Fatalf("mismatches %+v", r.Mismatches)
	}
	m := r.Mismatches[0]
	want := Mismatch{Buf: "out", Count: 2, Total: 288, First: 17, Got: 0xdead, Want: m.Want}
	if d := cmp.Diff(want, m); d != "" || m.Want == 0xdead {
		t.Errorf("(-want +got):\n%s", d)
	}
	if !strings.Contains(r.String(), "out: 2 of 288 differ; first at [17]: got 0xdead want ") {
		t.Errorf("line %q", r.String())
	}
}

func TestCompareULP(t *testing.T) {
	f32 := func(v ...uint32) []byte {
		var b []byte
		for _, x := range v {
			b = binary.LittleEndian.AppendUint32(b, x)
		}
		return b
	}
	tests := []struct {
		name      string
		ulp       int
		got, want []byte
		count     int
	}{
		{"exact equal", 0, f32(1, 2), f32(1, 2), 0},
		{"exact differs", 0, f32(0x3f800000, 2), f32(0x3f800001, 2), 1},
		{"1 ulp allowed", 1, f32(0x3f800000), f32(0x3f800001), 0},
		{"across zero", 2, f32(0x80000001), f32(0x00000001), 0},
		{"across zero too far", 1, f32(0x80000001), f32(0x00000001), 1},
		{"nans", 1, f32(0x7fffffff), f32(0xffc00000), 0},
		{"nan vs number", 4, f32(0x7fffffff), f32(0x7f800000), 1},
	}
	for _, tc := range tests {
		m, ok := Compare(F32, tc.ulp, tc.got, tc.want)
		if m.Count != tc.count || ok != (tc.count == 0) {
			t.Errorf("%s: count %d ok %v", tc.name, m.Count, ok)
		}
	}
}

// TestRunGlobalsAndStdout covers "global", "stdout", "param bytes" and a
// failing launch on a case written here.
func TestRunGlobalsAndStdout(t *testing.T) {
	dir := t.TempDir()
	f := newFake()
	f.globals["g"], _ = f.Alloc(16)
	f.kernels["k"] = func(f *fakeTarget, grid, block [3]uint32, p [][]byte) {
		out := ptrParam(p[0])
		copy(f.mem[out], f.mem[f.globals["g"]]) // out = g
		copy(f.mem[out][8:], p[1])              // then the raw bytes
		binary.LittleEndian.PutUint32(f.mem[out][12:], grid[0]*100+block[1])
	}
	src := "image x.ptx\nkernel k\nglobal g u32 2 iota\ngrid 3\nblock 1 7\nbuf out u32 4 zero\nparam buf out\nparam bytes 0a0b0c0d\nlaunch\ncheck out exact\nstdout\n"
	os.WriteFile(filepath.Join(dir, "x.ptx"), []byte("//"), 0o644)
	os.WriteFile(filepath.Join(dir, "t.case"), []byte(src), 0o644)
	golden := []byte{0, 0, 0, 0, 1, 0, 0, 0, 0x0a, 0x0b, 0x0c, 0x0d, 0, 0, 0, 0}
	binary.LittleEndian.PutUint32(golden[12:], 307)
	os.WriteFile(filepath.Join(dir, "t.case.out.bin"), golden, 0o644)
	rep := RunFiles(f, filepath.Join(dir, "t.case"))
	if rep.Passed != 1 {
		t.Fatalf("report:\n%s", rep)
	}
	// A kernel the module lacks is a driver error naming the line.
	os.WriteFile(filepath.Join(dir, "bad.case"), []byte("image x.ptx\nkernel nosuch\n"), 0o644)
	rep = RunFiles(f, filepath.Join(dir, "bad.case"))
	if rep.Failed != 1 || !strings.Contains(rep.Results[0].String(), "bad.case:2: cuModuleGetFunction(nosuch)") {
		t.Errorf("report:\n%s", rep)
	}
}

// TestRunCompressed runs a case whose image, golden and recorded input are
// stored gzip-compressed (NAME.gz) while the case names them plain, and fails
// it when a golden is stored both ways.
func TestRunCompressed(t *testing.T) {
	dir := t.TempDir()
	f := newFake()
	f.kernels["k"] = func(f *fakeTarget, grid, block [3]uint32, p [][]byte) {
		copy(f.mem[ptrParam(p[0])], f.mem[ptrParam(p[1])])
	}
	in := []byte{1, 2, 3, 4, 5, 6, 7, 8}
	write := func(name string, data []byte) {
		z, err := gzfile.Compress(data)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name+".gz"), z, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("x.ptx", []byte("//"))
	write("in.bin", in)
	write("t.case.out.bin", in)
	src := "image x.ptx\nkernel k\nbuf out u8 8 zero\nbuf in u8 8 file in.bin\nparam buf out\nparam buf in\nlaunch\ncheck out exact\n"
	os.WriteFile(filepath.Join(dir, "t.case"), []byte(src), 0o644)
	if rep := RunFiles(f, filepath.Join(dir, "t.case")); rep.Passed != 1 {
		t.Errorf("compressed image, input and golden: report:\n%s", rep)
	}
	// A wrong compressed golden fails as a plain one does.
	write("t.case.out.bin", []byte{1, 2, 3, 4, 5, 6, 7, 9})
	if rep := RunFiles(f, filepath.Join(dir, "t.case")); rep.Failed != 1 || !strings.Contains(rep.String(), "out: 1 of 8 differ; first at [7]") {
		t.Errorf("wrong compressed golden: report:\n%s", rep)
	}
	// A golden stored both ways is stale one way or the other: missing.
	write("t.case.out.bin", in)
	os.WriteFile(filepath.Join(dir, "t.case.out.bin"), in, 0o644)
	if rep := RunFiles(f, filepath.Join(dir, "t.case")); rep.Failed != 1 || len(rep.Results[0].Mismatches) != 1 || !rep.Results[0].Mismatches[0].Missing {
		t.Errorf("golden stored plain and compressed: report:\n%s", rep)
	}
}

// TestRunCheckUnknownBuffer: a check naming no declared buffer fails the case
// instead of passing while comparing nothing.
func TestRunCheckUnknownBuffer(t *testing.T) {
	dir := t.TempDir()
	f := newFake()
	f.kernels["k"] = func(*fakeTarget, [3]uint32, [3]uint32, [][]byte) {}
	os.WriteFile(filepath.Join(dir, "x.ptx"), []byte("//"), 0o644)
	src := "image x.ptx\nkernel k\nbuf out u32 4 zero\nparam buf out\nlaunch\ncheck otu exact\n"
	os.WriteFile(filepath.Join(dir, "typo.case"), []byte(src), 0o644)
	rep := RunFiles(f, filepath.Join(dir, "typo.case"))
	if rep.Failed != 1 || !strings.Contains(rep.Results[0].String(), "typo.case:6: check otu: no buffer otu") {
		t.Errorf("report:\n%s", rep)
	}
}

// TestFileGenerator reads recorded bytes, plain and gzipped, and refuses short files.
func TestFileGenerator(t *testing.T) {
	dir := t.TempDir()
	data := []byte("0123456789abcdef")
	if err := os.WriteFile(filepath.Join(dir, "x.bin"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	var gz strings.Builder
	zw := gzip.NewWriter(&gz)
	zw.Write(data)
	zw.Close()
	if err := os.WriteFile(filepath.Join(dir, "y.bin.gz"), []byte(gz.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	// y.bin is read from y.bin.gz: a recording may be stored compressed.
	for _, name := range []string{"x.bin", "y.bin.gz", "y.bin"} {
		c, err := Parse(filepath.Join(dir, "t.case"), []byte("buf a u16 3 file "+name+" 4\nbuf b u8 17 file "+name+"\n"))
		if err != nil {
			t.Fatal(err)
		}
		b, err := c.Ops[0].Buf.Bytes()
		if err != nil || string(b) != "456789" {
			t.Errorf("%s: got %q, %v; want \"456789\"", name, b, err)
		}
		if _, err := c.Ops[1].Buf.Bytes(); err == nil {
			t.Errorf("%s: 17 bytes from a 16-byte file did not fail", name)
		}
		// 2^30 eight-byte elements of a 16-byte file: refused before
		// the 8 GiB are allocated.
		c, err = Parse(filepath.Join(dir, "t.case"), []byte("buf c u64 1073741824 file "+name+"\n"))
		if err != nil {
			t.Fatal(err)
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err = c.Ops[0].Buf.Bytes()
		runtime.ReadMemStats(&after)
		if err == nil || !strings.Contains(err.Error(), "fewer than 8589934592 bytes") {
			t.Errorf("%s: 2^30 u64 from a 16-byte file: %v", name, err)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20 {
			t.Errorf("%s: refusing 2^30 u64 allocated %d bytes", name, grew)
		}
	}
	if _, err := Parse("t.case", []byte("buf a u8 4 file\n")); err == nil {
		t.Error("file without PATH parsed")
	}
}
