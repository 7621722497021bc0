package ptx

import (
	"errors"
	"io/fs"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"cudasim/cu"
	"cudasim/internal/gzfile"
)

// corpus is every PTX file of the repository (nvcc 11.8 and 13.0 output, CCCL, hand-written
// probes), by path.
func corpus(t testing.TB) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "devq") {
			return filepath.SkipDir
		}
		name := strings.TrimSuffix(path, ".gz")
		if d.IsDir() || !strings.HasSuffix(name, ".ptx") {
			return nil
		}
		b, err := gzfile.ReadFile(name)
		if err != nil {
			return err
		}
		out[name] = b
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) < 200 {
		t.Fatalf("%d PTX files", len(out))
	}
	return out
}

// A skeleton reads what Parse reads: over every PTX file of the repository, ParseLazy accepts
// what Parse accepts (but the files whose names nothing declares, which only it checks), gives
// the same module-scope tree and declarations, and each body Stmts parses is Parse's Body.
func TestParseLazyCorpus(t *testing.T) {
	ignore := cmpopts.IgnoreUnexported(Module{}, Function{})
	n, bodies := 0, 0
	for path, src := range corpus(t) {
		whole, werr := Parse(src)
		lazy, lerr := ParseLazy(src)
		if werr != nil {
			if lerr == nil {
				// Parse refuses a form the skeleton accepts: a FormError of some body, or a
				// name the skeleton finds undeclared.
				if _, ierr := lazy.Invalid(); ierr == nil && !hasFormError(lazy) {
					t.Errorf("%s: Parse: %v; ParseLazy accepts it and every body parses", path, werr)
				}
			} else if cu.Code(lerr) != cu.Code(werr) {
				t.Errorf("%s: Parse: %v; ParseLazy: %v", path, werr, lerr)
			}
			continue
		}
		if lerr != nil {
			t.Errorf("%s: ParseLazy: %v (Parse accepts it)", path, lerr)
			continue
		}
		if f, err := lazy.Invalid(); (err != nil) != refusedByPTXAS(t, path) {
			t.Errorf("%s: %v: %v", path, f, err)
		}
		n++
		for i, f := range lazy.Functions {
			w := whole.Functions[i]
			body, err := f.Stmts()
			if err != nil {
				if !refusedByPTXAS(t, path) {
					t.Errorf("%s: %s: %v", path, f.Name, err)
				}
				continue
			}
			if f.Body != nil {
				t.Errorf("%s: %s: a skeleton's function has a Body", path, f.Name)
			}
			bodies++
			if f.lazy != nil && f.lazy.stmts != len(body) {
				// The parse is sized from the skeleton's count; a wrong count costs a copy.
				t.Errorf("%s: %s: the skeleton counted %d statements, the body has %d", path, f.Name, f.lazy.stmts, len(body))
			}
			if !reflect.DeepEqual(w.Body, body) {
				t.Errorf("%s: %s: body (-Parse +Stmts):\n%s", path, f.Name, cmp.Diff(w.Body, body, ignore))
			}
			skel := *f
			skel.lazy = nil
			w.Body = nil
			if !reflect.DeepEqual(w, &skel) {
				t.Errorf("%s: %s: skeleton (-Parse +ParseLazy):\n%s", path, f.Name, cmp.Diff(w, &skel, ignore))
			}
		}
		if whole.opcodes != lazy.opcodes {
			t.Errorf("%s: opcodes used differ", path)
		}
		whole.Functions, lazy.Functions = nil, nil
		if !reflect.DeepEqual(whole, lazy) {
			t.Errorf("%s: module (-Parse +ParseLazy):\n%s", path, cmp.Diff(whole, lazy, ignore))
		}
	}
	t.Logf("%d files, %d bodies", n, bodies)
}

// refusedByPTXAS reports whether the corpus's file path is PTX that the H200's ptxas refuses
// for a name nothing declares or an operand's type, which the skeleton finds
// (testdata/reference/breadth/probe.txt, and the lazyparse probe's files that ptxas 13.0
// refused, but ptxasMisses).
func refusedByPTXAS(t *testing.T, path string) bool {
	path = filepath.ToSlash(path)
	switch path {
	case "../../testdata/reference/breadth/jit/undef_reg.ptx", "../../testdata/reference/breadth/jit/bad_sreg.ptx":
		return true
	}
	dir, file := filepath.Split(path)
	if !strings.HasSuffix(dir, "reference/lazyparse/ptx/") {
		return false
	}
	base := strings.TrimSuffix(file, ".ptx")
	rec, err := gzfile.ReadFile(filepath.Join(dir, "..", "h200", base+".ptxas.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return !strings.Contains(string(rec), "\nrc=0") && !ptxasMisses[base]
}

func hasFormError(m *Module) bool {
	for _, f := range m.Functions {
		var fe *FormError
		if _, err := f.Stmts(); errors.As(err, &fe) {
			return true
		}
	}
	return false
}

const twoKernels = `.version 8.0
.target sm_90
.address_size 64
.global .u32 g[4];
.visible .entry good(.param .u64 p)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<4>;
	.shared .align 4 .b8 buf[64];
	ld.param.u64 %rd1, [p];
	mov.u32 %r1, %tid.x;
	st.global.u32 [%rd1], %r1;
	ret;
}
.visible .entry bad(.param .u64 p)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [p];
	CASE
	ret;
}
`

// What the skeleton refuses at the load, what it leaves to one function's body, and what it
// passes, for the statements of testdata/reference/lazyparse's probe and a few more.
func TestParseLazyVerdicts(t *testing.T) {
	for _, c := range []struct {
		stmt string
		want string // "ok", "syntax" (ParseLazy fails), "invalid" (Module.Invalid), "form" (bad's FormError)
	}{
		{"mov.u32 %r2, %r1;", "ok"},
		{"mov.u32 %r2, g;", "ok"},
		{"mov.u64 %rd2, g+4;", "ok"},
		{"@%p1 bra $L;", "invalid"},
		{"mov.u32 %r2, %r1", "syntax"}, // the next statement runs into it
		{"mov.u32 %r2 %r1;", "syntax"},
		{"frob.u32 %r2, %r1;", "syntax"},
		{"ld.global.u32 %r2, [%rd1;", "syntax"},
		{"ld.global.u32 %r2, %rd1];", "syntax"},
		{"mov.u32 %r5, %r1;", "invalid"},
		{"mov.u32 %r2, %nope;", "invalid"},
		{"mov.u32 %r2, %tid.x;", "ok"},
		{"mov.u32 %r2, %envreg3;", "ok"},
		{"mov.u32 %r2, WARP_SZ;", "ok"},
		{"ld.global.u32 %r2, [%rd1+4+4];", "form"},
		{"ld.global.u32 %r2, [%rd1+(2*4)];", "form"},
		{"mov.u64 %rd2, generic(g);", "invalid"}, // ptxas: a syntax error; here "generic" is a name
		{"add.u32 %r2, %rd1, 1;", "invalid"},
		{".reg .u32 %u<2>; add.f32 %u1, %r1, %r1;", "invalid"},
		{".reg .pred %q<2>; add.u32 %r2, %q1, %r1;", "invalid"},
		{"add.u32 %r2, %r1, 0f3F800000;", "invalid"},
		{"add.f32 %r2, %r1, %r1;", "ok"},
		{"add.f32 %r2, %r1, 1;", "invalid"},
		{"add.f64 %rd2, %rd1, -1;", "invalid"},
		{"add.u32 %r2, %r1, 1.5;", "invalid"},
		{"add.f64 %rd2, %rd1, 0f3F800000;", "ok"},
		{"and.b32 %r2, %r1, 0f3F800000;", "ok"},
		{"add.u32 %r2, %r1, -1;", "ok"},
		{".reg .s32 %s<2>; add.u32 %s1, %r1, %r1;", "ok"},
		{"ld.global.u8 %r2, [%rd1];", "ok"},
		{"ld.global.u32 %rd2, [%rd1];", "ok"},
		{"mul.wide.u32 %rd2, %r1, %r1;", "ok"},
		{"{ .reg .f64 t; add.f64 t, t, t; } { .reg .f32 t; add.f32 t, t, t; }", "ok"},
	} {
		src := strings.Replace(twoKernels, "CASE", c.stmt, 1)
		m, err := ParseLazy([]byte(src))
		got := "ok"
		switch {
		case err != nil:
			got = "syntax"
			if cu.Code(err) != cu.ErrorInvalidPTX {
				t.Errorf("%s: %v, want CUDA_ERROR_INVALID_PTX", c.stmt, err)
			}
		default:
			if f, err := m.Invalid(); err != nil {
				got = "invalid"
				if f.Name != "bad" || cu.Code(err) != cu.ErrorInvalidPTX || !strings.Contains(err.Error(), "line 20") {
					t.Errorf("%s: %s: %v", c.stmt, f.Name, err)
				}
				if _, serr := f.Stmts(); serr != err {
					t.Errorf("%s: Stmts: %v, want the name's error", c.stmt, serr)
				}
				break
			}
			if _, err := m.Functions[0].Stmts(); err != nil {
				t.Errorf("%s: good: %v", c.stmt, err)
			}
			_, err := m.Functions[1].Stmts()
			var fe *FormError
			if errors.As(err, &fe) {
				got = "form"
				if cu.Code(err) != cu.ErrorNotSupported || fe.Func != "bad" || fe.Line != 20 || fe.Statement != c.stmt[:len(c.stmt)-1] {
					t.Errorf("%s: %v (%+v)", c.stmt, err, fe)
				}
			} else if err != nil {
				t.Errorf("%s: %v", c.stmt, err)
			}
		}
		if got != c.want {
			t.Errorf("%s: %s, want %s (%v)", c.stmt, got, c.want, err)
		}
	}
	m, err := ParseLazy([]byte(strings.Replace(twoKernels, "CASE", "", 1)))
	if err != nil {
		t.Fatal(err)
	}
	if g := m.Functions[0]; len(g.Locals) != 3 || g.Locals[2].Name != "buf" || g.Locals[2].Size != 64 || g.Body != nil {
		t.Errorf("good's skeleton: %d locals, body %v", len(g.Locals), g.Body)
	}
	if !m.Uses("st") || m.Uses("wgmma") {
		t.Error("Uses")
	}
}

// Bodies parsed from several goroutines at once are parsed once, alike (run with -race).
func TestStmtsConcurrent(t *testing.T) {
	src := mustRead(t, "../../testdata/conformance/visible/visible.ptx")
	m, err := ParseLazy(src)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	got := make([][]Stmt, 8)
	for i := range got {
		wg.Go(func() {
			for _, f := range m.Functions {
				b, err := f.Stmts()
				if err != nil {
					t.Error(err)
				}
				if f.Name == m.Functions[len(m.Functions)-1].Name {
					got[i] = b
				}
			}
		})
	}
	wg.Wait()
	for i := range got {
		if len(got[i]) == 0 || &got[i][0] != &got[0][0] {
			t.Fatal("a body parsed more than once")
		}
	}
}

// ptxasMisses are the probe's files the H200's ptxas refuses and the skeleton passes: checks it
// does not make (a special register or a symbol as an operand of arithmetic, an instruction
// newer than the .version); the kernel then runs as its lowering makes it.
var ptxasMisses = map[string]bool{"t_add_u32_sreg": true, "t_add_u64_sym": true, "t_min_s16x2_b32": true}

// The skeleton refuses what the H200's ptxas 13.0 refuses, and passes what it accepts, over
// every file of testdata/reference/lazyparse (but ptxasMisses, and y_rare_generic, which
// ptxas refuses as a syntax error and the skeleton as an undeclared name "generic").
func TestParseLazyAgainstPTXAS(t *testing.T) {
	dir := "../../testdata/reference/lazyparse/"
	files, err := filepath.Glob(dir + "ptx/*.ptx")
	if err != nil || len(files) < 20 {
		t.Fatalf("%d files: %v", len(files), err)
	}
	for _, f := range files {
		base := strings.TrimSuffix(filepath.Base(f), ".ptx")
		rec, err := gzfile.ReadFile(dir + "h200/" + base + ".ptxas.txt")
		if err != nil {
			t.Fatal(err)
		}
		src, err := gzfile.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		refused := !strings.Contains(string(rec), "\nrc=0")
		m, err := ParseLazy(src)
		got := err != nil
		if !got {
			_, ierr := m.Invalid()
			got = ierr != nil
		}
		if got != refused && !ptxasMisses[base] {
			t.Errorf("%s: ptxas refuses: %v, the skeleton: %v (%v)", base, refused, got, err)
		}
		if ptxasMisses[base] && (got || !refused) {
			t.Errorf("%s is no longer a miss: ptxas refuses %v, the skeleton %v", base, refused, got)
		}
	}
}

// TestNameMap: names of up to 7 bytes (packed keys) and longer ones (the string map) are kept
// apart by their lengths and every byte, and clear empties both.
func TestNameMap(t *testing.T) {
	var m nameMap[int]
	names := []string{"", "%", "%r", "%rd", "%r\x00", "%abcdef", "%abcdeg", "%abcdefg", "%abcdefh", "%abcdefgh1"}
	for i, n := range names {
		m.set(n, i)
	}
	for i, n := range names {
		if v, ok := m.get(n); !ok || v != i {
			t.Errorf("get(%q) = %d, %v, want %d", n, v, ok, i)
		}
	}
	for _, n := range []string{"%f", "%R", "%abcde", "%abcdefgh", "r"} {
		if v, ok := m.get(n); ok {
			t.Errorf("get(%q) = %d, want none", n, v)
		}
	}
	m.clear()
	if _, ok := m.get("%r"); ok {
		t.Error("get after clear found %r")
	}
	if _, ok := m.get("%abcdefgh1"); ok {
		t.Error("get after clear found %abcdefgh1")
	}
}

// TestTypeOfShadowedFamily: a register declared one by one under a name of a %r<N> family
// (%r2 beside %r<4>) is typed by its own declaration, as before the family-first lookup.
func TestTypeOfShadowedFamily(t *testing.T) {
	body := func(stmt string) []byte {
		return []byte(`.version 7.8
.target sm_90
.address_size 64
.visible .entry k()
{
	.reg .u32 %r<4>;
	.reg .f32 %r2;
	.reg .f32 %f<2>;
	` + stmt + `
	ret;
}
`)
	}
	for _, c := range []struct {
		stmt    string
		invalid bool
	}{
		{"add.f32 %f1, %r2, %f1;", false}, // %r2 is the .f32 scalar
		{"add.u32 %r1, %r2, 1;", true},    // not the family's .u32
		{"add.u32 %r1, %r3, 1;", false},   // %r3 is the family's
		{"add.f32 %f1, %r3, %f1;", true},
	} {
		m, err := ParseLazy(body(c.stmt))
		if err != nil {
			t.Fatalf("%s: %v", c.stmt, err)
		}
		if _, err := m.Invalid(); (err != nil) != c.invalid {
			t.Errorf("%s: Invalid() = %v, want invalid %v", c.stmt, err, c.invalid)
		}
	}
}

// TestMayUse: both parsers note each instruction's (opcode, modifier) pairs and arity, and a
// pair no body holds is not reported (for this small module the filter has no false positive).
func TestMayUse(t *testing.T) {
	src := ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n.reg .b32 %r<4>; .reg .b64 %l<2>;\nld.param.u64 %l1, [p];\nmin.s32 %r1, %r2, %r3, %r1;\nst.global.v2.b32 [%l1], {%r1, %r2};\nret;\n}\n"
	for _, parse := range []func([]byte) (*Module, error){Parse, ParseLazy} {
		m, err := parse([]byte(src))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			op, mod string
			want    bool
		}{{"min", "s32", true}, {"min", "#4", true}, {"min", "#3", false}, {"st", "v2", true}, {"st", "#2", true},
			{"ld", "#2", true}, {"ret", "#0", true}, {"st", "v8", false}, {"min", "u32", false}, {"ld", "s32", false}} {
			if got := m.MayUse(c.op, c.mod); got != c.want {
				t.Errorf("MayUse(%s, %s) = %v, want %v", c.op, c.mod, got, c.want)
			}
		}
	}
}
