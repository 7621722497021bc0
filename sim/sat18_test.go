package sim

import (
	"encoding/binary"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cudasim/conform"
	"cudasim/internal/gzfile"
)

var sat18Write = flag.String("sat18.write", "", "write testdata/conformance/sat18's kernels (NAME.ptx, NAME.case, in.bin, cases.txt) into this folder")

// sat18Edges are the s32 operands of testdata/conformance/sat18: thread t reads a = edge t&15
// and r = edge (t>>4)&15.
var sat18Edges = []uint32{0, 1, 0xffffffff, 2, 0xfffffffe, 5, 0x7fffffff, 0x7ffffffe, 0x80000000, 0x80000001,
	0x40000000, 0xc0000000, 0x12345678, 0x3fffffff, 0xfffffff0, 100}

const sat18Head = `.version 8.4
.target sm_90
.address_size 64

.visible .entry k(.param .u64 in, .param .u64 out)
{
	.reg .pred %p<4>;
	.reg .b32 %r<12>;
	.reg .b64 %a<8>;
	ld.param.u64 %a0, [in];
	ld.param.u64 %a1, [out];
	cvta.to.global.u64 %a0, %a0;
	cvta.to.global.u64 %a1, %a1;
	mov.u32 %r0, %tid.x;
	mul.wide.u32 %a2, %r0, 4;
	add.s64 %a1, %a1, %a2;
	and.b32 %r1, %r0, 15;
	shr.u32 %r2, %r0, 4;
	and.b32 %r2, %r2, 15;
	mul.wide.u32 %a3, %r1, 4;
	add.s64 %a3, %a0, %a3;
	mul.wide.u32 %a4, %r2, 4;
	add.s64 %a4, %a0, %a4;
	ld.global.u32 %r4, [%a3];
	ld.global.u32 %r5, [%a4];
	setp.lt.u32 %p0, %r0, 4096;
`

// sat18Forms: saturating adds and subtractions of a value and something computed from it
// (version 3's r130: sub.sat.s32 of %k0 and %k0 - 1 gave 1 where the saturated difference is
// 0x80000000), each the body of one kernel that stores %r7.
var sat18Forms = []struct{ name, body string }{
	{"sub1", "sub.s32 %r6, %r4, 1; sub.sat.s32 %r7, %r4, %r6;"},
	{"subm1", "sub.s32 %r6, %r4, -1; sub.sat.s32 %r7, %r4, %r6;"},
	{"submax", "sub.s32 %r6, %r4, 2147483647; sub.sat.s32 %r7, %r4, %r6;"},
	{"add1", "add.s32 %r6, %r4, 1; sub.sat.s32 %r7, %r4, %r6;"},
	{"add1rev", "add.s32 %r6, %r4, 1; sub.sat.s32 %r7, %r6, %r4;"},
	{"sub1rev", "sub.s32 %r6, %r4, 1; sub.sat.s32 %r7, %r6, %r4;"},
	{"subreg", "sub.s32 %r6, %r4, %r5; sub.sat.s32 %r7, %r4, %r6;"},
	{"addreg", "add.s32 %r6, %r4, %r5; sub.sat.s32 %r7, %r6, %r4;"},
	{"addregsub", "add.s32 %r6, %r4, %r5; sub.sat.s32 %r7, %r6, %r5;"},
	{"rsub", "sub.s32 %r6, 1, %r4; add.sat.s32 %r7, %r4, %r6;"},
	{"rsubreg", "sub.s32 %r6, %r5, %r4; add.sat.s32 %r7, %r4, %r6;"},
	{"addneg", "neg.s32 %r8, %r4; add.s32 %r6, %r4, 1; add.sat.s32 %r7, %r6, %r8;"},
	{"self", "sub.sat.s32 %r7, %r4, %r4;"},
	{"guarded", "mov.u32 %r6, %r5; @%p0 sub.s32 %r6, %r4, 1; sub.sat.s32 %r7, %r4, %r6;"},
	{"viamov", "mov.u32 %r8, %r4; sub.s32 %r6, %r8, 1; sub.sat.s32 %r7, %r4, %r6;"},
	{"plain", "sub.s32 %r6, %r4, 1; sub.s32 %r7, %r4, %r6;"},
	{"r130", "shl.b32 %r4, %r0, 29; sub.s32 %r6, %r4, 1; sub.sat.s32 %r7, %r4, %r6;"},
	{"r130imm", "shl.b32 %r4, %r4, 29; sub.s32 %r6, %r4, 1; sub.sat.s32 %r7, %r4, %r6;"},
	{"addsat1", "add.sat.s32 %r6, %r4, 1; sub.sat.s32 %r7, %r6, %r4;"},
	{"subsat1", "sub.sat.s32 %r6, %r4, 1; sub.sat.s32 %r7, %r4, %r6;"},
}

func sat18Kernels() []nan18Case {
	var cases []nan18Case
	for _, f := range sat18Forms {
		body := strings.ReplaceAll(f.body, "; ", ";\n\t")
		cases = append(cases, nan18Case{"sat18_" + f.name, sat18Head + "\t" + body + "\n\tst.global.u32 [%a1], %r7;\n\tret;\n}\n"})
	}
	return cases
}

const sat18CaseText = "image %s.ptx\nkernel k\ngrid 1 1 1\nblock 256 1 1\nbuf in u8 64 file in.bin\nbuf out u8 1024 zero\nparam buf in\nparam buf out\nlaunch\ncheck out exact\n"

func sat18In() []byte {
	in := make([]byte, 4*len(sat18Edges))
	for i, e := range sat18Edges {
		binary.LittleEndian.PutUint32(in[4*i:], e)
	}
	return in
}

// writeKernelDir writes kernels, their cases (caseText with the name), in.bin and cases.txt into dir.
func writeKernelDir(t *testing.T, dir string, in []byte, caseText string, cases []nan18Case) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	list := ""
	write := func(name string, b []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("in.bin", in)
	for _, c := range cases {
		write(c.name+".ptx", []byte(c.src))
		write(c.name+".case", []byte(fmt.Sprintf(caseText, c.name)))
		list += c.name + ".case\n"
	}
	write("cases.txt", []byte(list))
}

// runKernelDir runs the cases in cudasim (written to a temporary folder) and gives each one's out.
func runKernelDir(t *testing.T, in []byte, caseText string, cases []nan18Case) [][]byte {
	dir := t.TempDir()
	writeKernelDir(t, dir, in, caseText, cases)
	outs := make([][]byte, len(cases))
	for i, c := range cases {
		cs, err := conform.Load(filepath.Join(dir, c.name+".case"))
		if err != nil {
			t.Fatal(err)
		}
		res := conform.Run(&simTarget{testMem: newTestMem(), workers: 1}, cs)
		if res.Err != nil {
			t.Fatalf("%s: %v", c.name, res.Err)
		}
		outs[i] = res.Outputs["out"]
	}
	return outs
}

func TestSat18Write(t *testing.T) {
	if *sat18Write == "" {
		t.Skip("-sat18.write not given")
	}
	writeKernelDir(t, *sat18Write, sat18In(), sat18CaseText, sat18Kernels())
}

var sat18Sim = flag.String("sat18.sim", "", "write cudasim's out of each testdata/conformance/sat18 kernel (NAME.case.out.bin) into this folder")

func TestSat18Sim(t *testing.T) {
	if *sat18Sim == "" {
		t.Skip("-sat18.sim not given")
	}
	cases := sat18Kernels()
	for i, out := range runKernelDir(t, sat18In(), sat18CaseText, cases) {
		if err := os.WriteFile(filepath.Join(*sat18Sim, cases[i].name+".case.out.bin"), out, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSatCancellation runs testdata/conformance/sat18's kernels (sat18Forms) and compares each
// with the H200's words (sat18.h200.bin.gz: the kernels' outputs in order, recorded by probe
// ptx18-b).
func TestSatCancellation(t *testing.T) {
	golden, err := gzfile.ReadFile("../testdata/conformance/sat18/sat18.h200.bin")
	if err != nil {
		t.Fatal(err)
	}
	cases := sat18Kernels()
	outs := runKernelDir(t, sat18In(), sat18CaseText, cases)
	if len(golden) != 1024*len(cases) {
		t.Fatalf("%d bytes recorded for %d kernels", len(golden), len(cases))
	}
	for i, out := range outs {
		want := golden[1024*i : 1024*(i+1)]
		for th := range 256 {
			g, w := binary.LittleEndian.Uint32(out[4*th:]), binary.LittleEndian.Uint32(want[4*th:])
			if g != w {
				t.Errorf("%s thread %d (a %#x, r %#x): cudasim %#x, H200 %#x", cases[i].name, th,
					sat18Edges[th&15], sat18Edges[th>>4&15], g, w)
				break
			}
		}
	}
}
