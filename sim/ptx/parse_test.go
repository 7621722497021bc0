package ptx

import (
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/internal/gzfile"

	"github.com/google/go-cmp/cmp"
)

func mustRead(t testing.TB, path string) []byte {
	t.Helper()
	b, err := gzfile.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestParseVisible(t *testing.T) {
	m, err := Parse(mustRead(t, "../../testdata/conformance/visible/visible.ptx"))
	if err != nil {
		t.Fatal(err)
	}
	if m.Version != (Version{9, 0}) || m.AddressSize != 64 || len(m.Targets) != 1 || m.Targets[0] != "sm_90" {
		t.Errorf("header: %+v %v %d", m.Version, m.Targets, m.AddressSize)
	}
	var entries []string
	for _, f := range m.Functions {
		if f.Entry {
			entries = append(entries, f.Name)
		}
	}
	want := []string{"int32_ops", "int64_ops", "f32_arith", "f32_convert", "f64_arith", "f32_math",
		"f32_fastmath", "f64_math", "half_ops", "divergence", "calls", "reduce_shared", "warp_ops",
		"atomics", "matmul_tiled", "globals_3d", "hello"}
	if d := cmp.Diff(want, entries); d != "" {
		t.Errorf("entries (-want +got):\n%s", d)
	}
}

// kernels.ptx is the reference module the real driver loaded in probe-transcript.txt.
func TestParseKernels(t *testing.T) {
	m, err := Parse(mustRead(t, "testdata/kernels.ptx"))
	if err != nil {
		t.Fatal(err)
	}
	type v struct {
		Name    string
		Space   Space
		Type    string
		Size    int
		Align   int
		Init    []byte
		Managed bool
	}
	var got []v
	for _, x := range m.Variables {
		got = append(got, v{x.Name, x.Space, x.Type, x.Size, x.Align, x.Init, x.Managed})
	}
	wantVars := []v{
		{"devCounter", SpaceGlobal, "u32", 4, 4, []byte{42, 0, 0, 0}, false},
		{"managedVal", SpaceGlobal, "u32", 4, 4, []byte{7, 0, 0, 0}, true},
		{"cscale", SpaceConst, "f32", 4, 4, []byte{0, 0, 0, 0x40}, false},
	}
	if d := cmp.Diff(wantVars, got); d != "" {
		t.Errorf("variables (-want +got):\n%s", d)
	}
	var sp *Function
	for _, f := range m.Functions {
		if f.Name == "structParam" {
			sp = f
		}
	}
	if sp == nil || !sp.Entry || sp.Linkage != Visible {
		t.Fatalf("structParam: %+v", sp)
	}
	type pv struct {
		Name        string
		Size, Align int
	}
	var ps []pv
	for _, p := range sp.Params {
		ps = append(ps, pv{p.Name, p.Size, p.Align})
	}
	if d := cmp.Diff([]pv{{"structParam_param_0", 32, 8}, {"structParam_param_1", 8, 8}}, ps); d != "" {
		t.Errorf("params (-want +got):\n%s", d)
	}
}

// The codes come from the reference transcript (badimage section of probe-transcript.txt).
func TestParseErrors(t *testing.T) {
	hdr := ".version 8.0\n.target sm_90\n.address_size 64\n"
	tests := []struct {
		name string
		src  string
		want cu.Result
		msg  string
	}{
		{"unclosed params", hdr + ".visible .entry bad( { ret; }\n", cu.ErrorInvalidPTX, "line 4"},
		{"unknown instruction", hdr + ".visible .entry good() { ret; }\n.visible .entry bad() { frob.u32 %r1; ret; }\n", cu.ErrorInvalidPTX, "line 5"},
		{"future version", ".version 99.0\n.target sm_90\n.address_size 64\n.visible .entry good() { ret; }\n", cu.ErrorUnsupportedPTXVersion, "99.0"},
		{"no version", ".target sm_90\n", cu.ErrorInvalidPTX, "line 1 col 1"},
		{"junk", strings.Repeat("A", 63), cu.ErrorInvalidPTX, "line 1"},
		{"empty", "", cu.ErrorInvalidPTX, "line 1"},
		{"bad hex float", hdr + ".visible .entry k() { mov.f32 %f1, 0f3F80; }", cu.ErrorInvalidPTX, "hexadecimal float"},
		{"unterminated body", hdr + ".visible .entry k() { ret;", cu.ErrorInvalidPTX, "end of input"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.src))
			if cu.Code(err) != tc.want {
				t.Fatalf("code = %v (%v), want %v", cu.Code(err), err, tc.want)
			}
			if !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("error %q lacks %q", err, tc.msg)
			}
		})
	}
}

func TestParseGrammar(t *testing.T) {
	src := `.version 7.8
.target sm_80, debug
.address_size 64
.extern .func (.param .b32 func_retval0) vprintf (.param .b64 vprintf_param_0, .param .b64 vprintf_param_1);
.global .align 4 .b8 tab[6] = {1, 2, 3};
.global .align 8 .u64 ptr = generic(tab)+2;
.global .s32 m2[2][2] = {{1}, {3, 4}};
.shared .align 16 .b8 sbuf[64];
.const .align 8 .f64 cd[2] = {0d3FF0000000000000, 1.5};
.weak .func (.param .b32 r) f(.param .b32 a, .param .u64 .ptr .global .align 16 b)
.maxntid 128, 1, 1
.minnctapersm 2
{
	.reg .b32 %r<4>;
	.reg .pred %p<2>;
	.loc 1 10 3
	ld.param.b32 %r1, [a];
	{ .reg .b16 c; mov.b16 c, 0x3c00; }
	@!%p1 bra $L__BB0_1;
	shfl.sync.down.b32 %r2|%p1, %r1, 1, 31, -1;
	st.param.v4.f32 [r+-4], {0f3F800000, %r1, _, 1.5};
$L__BB0_1:
	st.param.b32 [r], %r2;
	ret;
}
.file 1 "x.cu"
.section .debug_info { .b8 1, 2 }
`
	m, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if m.Files[1] != "x.cu" || len(m.Targets) != 2 {
		t.Errorf("files %v targets %v", m.Files, m.Targets)
	}
	vars := map[string]*Variable{}
	for _, v := range m.Variables {
		vars[v.Name] = v
	}
	if d := cmp.Diff([]byte{1, 2, 3, 0, 0, 0}, vars["tab"].Init); d != "" {
		t.Errorf("tab init: %s", d)
	}
	if d := cmp.Diff([]Reloc{{Offset: 0, Size: 8, Symbol: "tab", Addend: 2, Generic: true}}, vars["ptr"].Relocs); d != "" {
		t.Errorf("ptr relocs: %s", d)
	}
	if d := cmp.Diff([]byte{1, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0}, vars["m2"].Init); d != "" {
		t.Errorf("m2 init: %s", d)
	}
	if vars["cd"].Init[15] != 0x3f || vars["cd"].Init[14] != 0xf8 {
		t.Errorf("cd init % x", vars["cd"].Init)
	}
	f := m.Functions[1]
	if f.Name != "f" || f.Linkage != Weak || f.MaxNTID != [3]uint32{128, 1, 1} || f.MinNCTAPerSM != 2 {
		t.Errorf("f = %+v", f)
	}
	if p := f.Params[1]; !p.Ptr || p.PtrSpace != SpaceGlobal || p.PtrAlign != 16 || p.Size != 8 {
		t.Errorf("ptr param %+v", p)
	}
	var ops []string
	for _, s := range f.Body {
		if s.Kind == StmtInstr {
			ops = append(ops, s.Instr.Opcode+"."+strings.Join(s.Instr.Mods, "."))
		}
	}
	want := []string{"ld.param.b32", "mov.b16", "bra.", "shfl.sync.down.b32", "st.param.v4.f32", "st.param.b32", "ret."}
	if d := cmp.Diff(want, ops); d != "" {
		t.Errorf("ops: %s", d)
	}
}

// .loc's function_name and inlined_at, and the .debug_str strings they name (nvcc -lineinfo's
// record of inlined functions: testdata/sanitize/golden/defects.ptx).
func TestParseInlinedLoc(t *testing.T) {
	src := `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 p)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<5>;
	ld.param.u64 %rd1, [p];
	.loc	3 107 3, function_name $L__info_string1, inlined_at 1 90 3
	atom.global.add.u32 %r2, [%rd1], 1;
	ret;
}
	.file	1 "defects.cu"
	.file	3 "device_atomic_functions.hpp"
	.section	.debug_str
	{
$L__info_string0:
.b8 102,0
$L__info_string1:
.b8 95,90,57,97,116,111,109
.b8 105,99,65,100,100,80,105,105,0

	}
`
	m, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if m.DebugStrings["$L__info_string1"] != "_Z9atomicAddPii" || m.DebugStrings["$L__info_string0"] != "f" {
		t.Errorf("debug strings %q", m.DebugStrings)
	}
	var loc *Stmt
	for i, st := range m.Functions[0].Body {
		if st.Kind == StmtLoc {
			loc = &m.Functions[0].Body[i]
		}
	}
	if loc == nil || loc.File != 3 || loc.LocLine != 107 || loc.LocFunc != "$L__info_string1" || loc.InlFile != 1 || loc.InlLine != 90 {
		t.Errorf(".loc %+v", loc)
	}
}

// A sink may be the first of a pair: CUB 3 (nvcc 13.0) emits elect.sync _|P, mask.
func TestParseSinkPair(t *testing.T) {
	src := ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k() {\n.reg .b32 %r<2>;\n" +
		"{\n.reg .pred P_OUT;\nelect.sync _|P_OUT, %r1;\nselp.b32 %r1, 1, 0, P_OUT;\n}\nret;\n}\n"
	m, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range m.Functions[0].Body {
		if s.Kind != StmtInstr || s.Instr.Opcode != "elect" {
			continue
		}
		d := s.Instr.Operands[0]
		if d.Kind != OpdPair || len(d.Elems) != 2 || d.Elems[0].Kind != OpdSink || d.Elems[1].Name != "P_OUT" {
			t.Errorf("elect destination %+v, want the pair _|P_OUT", d)
		}
		return
	}
	t.Error("no elect instruction parsed")
}
