package sim

import (
	"encoding/binary"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cudasim/internal/gzfile"
)

var nan19Write = flag.String("nan19.write", "", "write testdata/conformance/nan19's kernels (NAME.ptx, NAME.case, in.bin, cases.txt) into this folder")

// nan19Patterns are the f32 words of testdata/conformance/nan19 (in.bin): thread t's x is pattern
// t&7, its y pattern (t>>3)&7; %p0 is bit 6 of t, %p1 bit 7.
var nan19Patterns = []uint32{0x7fc00001, 0xffc00abc, 0x7f800123, 0xff812345, 0x7fffffff, 0x3f800000, 0xbf800000, 0x7f800000}

const nan19Head = `.version 8.4
.target sm_90
.address_size 64

.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<4>;
	.reg .b32 %r<8>;
	.reg .f32 %f<8>;
	.reg .f64 %d<8>;
	.reg .b64 %a<8>;
	ld.param.u64 %a0, [in];
	ld.param.u64 %a1, [out];
	cvta.to.global.u64 %a0, %a0;
	cvta.to.global.u64 %a1, %a1;
	mov.u32 %r0, %tid.x;
	mul.wide.u32 %a2, %r0, 4;
	add.s64 %a1, %a1, %a2;
	and.b32 %r1, %r0, 7;
	shr.u32 %r2, %r0, 3;
	and.b32 %r2, %r2, 7;
	mul.wide.u32 %a3, %r1, 4;
	add.s64 %a3, %a0, %a3;
	mul.wide.u32 %a4, %r2, 4;
	add.s64 %a4, %a0, %a4;
	and.b32 %r3, %r0, 64;
	setp.ne.u32 %p0, %r3, 0;
	and.b32 %r3, %r0, 128;
	setp.ne.u32 %p1, %r3, 0;
	ld.global.f32 %f0, [%a3];
	ld.global.f32 %f1, [%a4];
`

// nan19Kernels are testdata/conformance/nan19's kernels: f32 abs/neg whose register a guarded
// write overwrites next (session 19, sim/signsel.go), against reads between, branches and the
// guarded forms; each stores %f2 at out[t] and %f3 at out[512+t].
func nan19Kernels() []nan18Case {
	bodies := []struct{ name, body string }{
		{"abs", "abs.f32 %f2, %f0;"},
		{"neg", "neg.f32 %f2, %f0;"},
		{"abs_gmov", "abs.f32 %f2, %f0;\n@%p0 mov.f32 %f2, 0f3F800000;"},
		{"neg_gmov", "neg.f32 %f2, %f0;\n@%p0 mov.f32 %f2, 0f3F800000;"},
		{"abs_gmulsat", "abs.f32 %f2, %f0;\n@!%p0 mul.sat.f32 %f2, 0fFF800000, 0f4F000000;"},
		{"abs_gnegftz", "abs.f32 %f2, %f0;\n@!%p0 neg.ftz.f32 %f2, 0f00000000;"},
		{"neg_gadd", "neg.f32 %f2, %f0;\n@%p0 add.f32 %f2, %f1, 0f3F800000;"},
		{"abs_gld", "abs.f32 %f2, %f0;\n@%p0 ld.global.f32 %f2, [%a4];"},
		{"abs_gselfadd", "abs.f32 %f2, %f0;\n@%p0 add.f32 %f2, %f2, 0f3F800000;"},
		{"abs_readmov", "abs.f32 %f2, %f0;\nmov.f32 %f3, %f2;\n@%p0 mov.f32 %f2, 0f3F800000;"},
		{"abs_readadd", "abs.f32 %f2, %f0;\nadd.f32 %f3, %f2, %f1;\n@%p0 mov.f32 %f2, 0f3F800000;"},
		{"neg_readcopysign", "neg.f32 %f2, %f0;\ncopysign.f32 %f3, %f1, %f2;\n@%p0 mov.f32 %f2, 0f3F800000;"},
		{"abs_branch_g", "abs.f32 %f2, %f0;\n@%p1 bra L1;\nadd.f32 %f3, %f1, %f1;\nL1:\n@%p0 mov.f32 %f2, 0f3F800000;"},
		{"abs_g_inbranch", "abs.f32 %f2, %f0;\n@%p1 bra L1;\n@%p0 mov.f32 %f2, 0f3F800000;\nL1:"},
		{"abs_twog", "abs.f32 %f2, %f0;\n@%p0 mov.f32 %f2, 0f3F800000;\n@%p1 mov.f32 %f2, 0f40000000;"},
		{"absftz_gmov", "abs.ftz.f32 %f2, %f0;\n@%p0 mov.f32 %f2, 0f3F800000;"},
		{"abs_ugmov", "abs.f32 %f2, %f0;\nmov.f32 %f2, 0f3F800000;\n@%p0 abs.f32 %f2, %f0;"},
		{"gneg_own", "mov.f32 %f2, %f0;\n@%p0 neg.f32 %f2, %f2;"},
		{"gneg_own_ld", "ld.global.f32 %f2, [%a3];\n@%p0 neg.f32 %f2, %f2;"},
		{"gneg_own_v4", "ld.global.v4.f32 {%f3, %f2, %f4, %f5}, [%a0];\n@%p0 neg.f32 %f2, %f2;"},
		{"gabs_own_v4", "ld.global.v4.f32 {%f3, %f4, %f2, %f5}, [%a0];\n@%p0 abs.f32 %f2, %f2;"},
		{"gneg_own_v4_late", "ld.global.v4.f32 {%f3, %f2, %f4, %f5}, [%a0];\nadd.f32 %f3, %f1, %f1;\nmul.f32 %f3, %f3, %f1;\n@%p0 neg.f32 %f2, %f2;"},
		{"gabs_other", "mov.b32 %f2, 0;\n@%p0 abs.f32 %f2, %f0;"},
		{"gneg_other", "mov.b32 %f2, 0;\n@%p0 neg.f32 %f2, %f0;"},
		{"gneg_other_ld", "ld.global.f32 %f2, [%a4];\n@%p0 neg.f32 %f2, %f0;"},
	}
	var cases []nan18Case
	for _, b := range bodies {
		var s strings.Builder
		s.WriteString(nan19Head)
		s.WriteString("\tmov.b32 %f3, 0;\n")
		for _, l := range strings.Split(b.body, "\n") {
			s.WriteString("\t" + l + "\n")
		}
		s.WriteString("\tst.global.f32 [%a1], %f2;\n\tst.global.f32 [%a1+2048], %f3;\n\tret;\n}\n")
		cases = append(cases, nan18Case{b.name, s.String()})
	}
	return cases
}

const nan19CaseText = "image %s.ptx\nkernel k\ngrid 1 1 1\nblock 512 1 1\nbuf in u8 32 file in.bin\nbuf out u8 4096 zero\nparam buf in\nparam buf out\nlaunch\ncheck out exact\n"

func nan19In() []byte {
	in := make([]byte, 4*len(nan19Patterns))
	for i, p := range nan19Patterns {
		binary.LittleEndian.PutUint32(in[4*i:], p)
	}
	return in
}

func TestNaN19Write(t *testing.T) {
	if *nan19Write == "" {
		t.Skip("-nan19.write not given")
	}
	writeKernelDir(t, *nan19Write, nan19In(), nan19CaseText, nan19Kernels())
}

var nan19Sim = flag.String("nan19.sim", "", "write cudasim's out of each testdata/conformance/nan19 kernel (NAME.case.out.bin) into this folder")

func TestNaN19Sim(t *testing.T) {
	if *nan19Sim == "" {
		t.Skip("-nan19.sim not given")
	}
	cases := nan19Kernels()
	for i, out := range runKernelDir(t, nan19In(), nan19CaseText, cases) {
		if err := os.WriteFile(filepath.Join(*nan19Sim, cases[i].name+".case.out.bin"), out, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// nan19Known: kernels of testdata/conformance/nan19 whose H200 words the model does not give.
var nan19Known = map[string]string{
	// Measured (probe nan19-b), not modelled: a guarded load as the overwriting write keeps the
	// canonical NaN; a read between (mov, add, copysign) does not stop the payload being kept in
	// isolation, though version 3's r142 needs it to (its context differs).
	"abs_gld":          "guarded load overwriting: the H200 gives the canonical NaN 0x7fffffff (cudasim keeps the payload)",
	"abs_readmov":      "a mov reads the abs between: the H200 still keeps the payload (0x7fc00001)",
	"abs_readadd":      "an add reads the abs between: the H200 still keeps the payload (0x7fc00001)",
	"neg_readcopysign": "a copysign reads the neg between: the H200 still keeps the payload (0xffc00001)",
	// r124's max.f64 after a guarded v2 load, operands %d1, %d0: the H200 kept %d1's NaN (as in r124).
	"r124_max_10": "max.f64 %d5, %d1, %d0 after @!%p1 ld.global.v2.f64 {%d1, %d0}: the H200 keeps %d1's NaN",
}

// TestNaN19 runs testdata/conformance/nan19's kernels and compares each with the H200's words.
func TestNaN19(t *testing.T) {
	golden, err := gzfile.ReadFile("../testdata/conformance/nan19/nan19.h200.bin")
	if err != nil {
		t.Skip("not recorded: ", err)
	}
	cases := nan19Kernels()
	if len(golden) != 4096*len(cases) {
		t.Fatalf("%d bytes recorded for %d kernels", len(golden), len(cases))
	}
	outs := runKernelDir(t, nan19In(), nan19CaseText, cases)
	for i, out := range outs {
		want := golden[4096*i : 4096*(i+1)]
		for w := range 1024 {
			g, h := binary.LittleEndian.Uint32(out[4*w:]), binary.LittleEndian.Uint32(want[4*w:])
			if g == h {
				continue
			}
			if why, ok := nan19Known[cases[i].name]; ok {
				t.Logf("%s: known: %s", cases[i].name, why)
			} else {
				t.Errorf("%s word %d (thread %d): cudasim %#08x, H200 %#08x", cases[i].name, w, w%512, g, h)
			}
			break
		}
	}
	_ = fmt.Sprint
}

// nan19F64Kernels are testdata/conformance/nan19's f64 kernels (on nan18's head, in.bin and
// patterns): fma with its addend one of the factors (a == c: F, b == c: E) of operands made by
// nan18's producers in both orders, and version 3's r124 max.f64 of a guarded vector load.
func nan19F64Kernels() []nan18Case {
	var cases []nan18Case
	name := func(op, kinds string, order []int) string {
		s := strings.ReplaceAll(op, ".", "_") + "__" + kinds + "_"
		for _, i := range order {
			s += fmt.Sprint(i)
		}
		return s
	}
	const producers = "LGQNAz"
	for _, last := range "FE" {
		for _, a := range producers {
			for _, b := range producers {
				kinds := string(a) + string(b) + string(last)
				for _, order := range [][]int{{0, 1}, {1, 0}} {
					cases = append(cases, nan18Case{name("fma.rn.f64", kinds, order), nan18Kernel("fma.rn.f64", kinds, order)})
				}
			}
		}
	}
	guard := "\tand.b32 %r5, %r0, 64;\n\tsetp.ne.u32 %p1, %r5, 0;\n\tmad.lo.s32 %r4, %r2, 8, %r1;\n\tmul.wide.u32 %a6, %r4, 16;\n\tadd.s64 %a6, %a0, %a6;\n"
	explicit := []struct{ name, body string }{
		{"r124_max_10", "ld.global.f64 %d1, [%a3];\nld.global.f64 %d2, [%a4];\nselp.f64 %d0, %d2, 0d7FF8000000000000, %p1;\n@!%p1 ld.global.v2.f64 {%d1, %d0}, [%a6+80];\nmax.f64 %d5, %d1, %d0;"},
		{"r124_max_01", "ld.global.f64 %d1, [%a3];\nld.global.f64 %d2, [%a4];\nselp.f64 %d0, %d2, 0d7FF8000000000000, %p1;\n@!%p1 ld.global.v2.f64 {%d1, %d0}, [%a6+80];\nmax.f64 %d5, %d0, %d1;"},
		{"r124_noselp", "ld.global.f64 %d0, [%a5];\nld.global.f64 %d1, [%a3];\n@!%p1 ld.global.v2.f64 {%d1, %d0}, [%a6+80];\nmax.f64 %d5, %d1, %d0;"},
		{"r283_fma", "ld.global.f64 %d0, [%a3];\nld.global.f64 %d1, [%a4];\nneg.f64 %d0, %d0;\nfma.rz.f64 %d5, %d0, %d1, %d1;"},
		{"r283_fma_rn", "ld.global.f64 %d0, [%a3];\nld.global.f64 %d1, [%a4];\nneg.f64 %d0, %d0;\nfma.rn.f64 %d5, %d0, %d1, %d1;"},
		{"r283_add", "ld.global.f64 %d0, [%a3];\nld.global.f64 %d1, [%a4];\nneg.f64 %d0, %d0;\nadd.f64 %d5, %d0, %d1;"},
		{"r269_fma", "ld.global.f64 %d0, [%a3];\nsub.rz.f64 %d0, %d0, %d6;\nld.global.nc.v2.f64 {%d1, %d2}, [%a6+80];\nfma.rm.f64 %d5, %d0, %d1, %d0;"},
		{"r359_mul", "ld.global.f64 %d0, [%a3];\nmul.rm.f64 %d0, %d0, %d6;\nld.global.v2.f64 {%d1, %d2}, [%a6+80];\nmul.rn.f64 %d5, %d1, %d0;"},
	}
	for _, e := range explicit {
		var s strings.Builder
		s.WriteString(nan18Head)
		s.WriteString(guard)
		for _, l := range strings.Split(e.body, "\n") {
			s.WriteString("\t" + l + "\n")
		}
		s.WriteString("\tst.global.f64 [%a1], %d5;\n\tret;\n}\n")
		cases = append(cases, nan18Case{e.name, s.String()})
	}
	return cases
}

var nan19F64Write = flag.String("nan19.f64write", "", "write testdata/conformance/nan19's f64 kernels into this folder")

func TestNaN19F64Write(t *testing.T) {
	if *nan19F64Write == "" {
		t.Skip("-nan19.f64write not given")
	}
	writeKernelDir(t, *nan19F64Write, nan18In(), nan18CaseText, nan19F64Kernels())
}

// TestNaN19F64 runs testdata/conformance/nan19's f64 kernels and compares each with the H200's words.
func TestNaN19F64(t *testing.T) {
	golden, err := gzfile.ReadFile("../testdata/conformance/nan19/nan19-f64.h200.bin")
	if err != nil {
		t.Skip("not recorded: ", err)
	}
	cases := nan19F64Kernels()
	if len(golden) != 4096*len(cases) {
		t.Fatalf("%d bytes recorded for %d kernels", len(golden), len(cases))
	}
	outs := runKernelDir(t, nan18In(), nan18CaseText, cases)
	differ := 0
	for i, out := range outs {
		want := golden[4096*i : 4096*(i+1)]
		for th := range 512 {
			g, w := binary.LittleEndian.Uint64(out[8*th:]), binary.LittleEndian.Uint64(want[8*th:])
			if g == w {
				continue
			}
			differ++
			if why, ok := nan19Known[cases[i].name]; ok {
				t.Logf("%s: known: %s", cases[i].name, why)
			} else {
				t.Errorf("%s thread %d: cudasim %#016x, H200 %#016x", cases[i].name, th, g, w)
			}
			break
		}
	}
	t.Logf("%d of %d kernels differ", differ, len(outs))
}

// TestNaN19Programs checks that the version 3 programs session 19's rules made exact match the
// H200's recording bit for bit, NaN payloads included (TestHWRandom3 lets NaN payloads differ):
// r357 and r370 (signBeforeGuardedWrite), r283 (neg.f64 of its own register).
func TestNaN19Programs(t *testing.T) {
	data, err := os.ReadFile(hwRandom3RecordingFile)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"r283": true, "r357": true, "r370": true}
	input := hwRandomInput()
	found := 0
	for _, r := range hwRecorded(t, data, hwPrograms3()) {
		if !want[r.name] {
			continue
		}
		found++
		out, err := hwRandomRun(r.src, input)
		if err != nil {
			t.Fatalf("%s: %v", r.name, err)
		}
		if raw, _ := hwRandomWarpDigests(out); strings.Join(raw, ",") != r.fields[2] {
			t.Errorf("%s: cudasim's words differ from the H200's", r.name)
		}
	}
	if found != len(want) {
		t.Fatalf("%d of %d programs recorded", found, len(want))
	}
}
