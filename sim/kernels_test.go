package sim

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/internal/gzfile"
	"cudasim/sim/ptx"

	"github.com/google/go-cmp/cmp"
)

func compileFile(t testing.TB, path string) *Program {
	t.Helper()
	src, err := gzfile.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return compileSrc(t, src)
}

func compileSrc(t testing.TB, src []byte) *Program {
	t.Helper()
	m, err := ptx.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Compile(m)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func le32(vs ...uint32) []byte {
	b := make([]byte, 4*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint32(b[4*i:], v)
	}
	return b
}

func le64(v uint64) []byte {
	b := make([]byte, 8)
	binary.LittleEndian.PutUint64(b, v)
	return b
}

// launch packs params as the kernel lays them out and runs one launch.
func launch(t testing.TB, mod *simModule, name string, grid, block [3]uint32, params ...[]byte) error {
	t.Helper()
	f, err := mod.Function(name)
	if err != nil {
		t.Fatal(err)
	}
	return f.Launch(grid, block, 0, params, nil)
}

func i32s(b []byte) []int32 {
	out := make([]int32, len(b)/4)
	for i := range out {
		out[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

// The expected values are those the H200 printed in reference/probe-transcript.txt.
func TestReferenceKernels(t *testing.T) {
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileFile(t, "testdata/kernels.ptx"))
	if err != nil {
		t.Fatal(err)
	}
	buf, _ := tg.Alloc(64 * 4)
	five := make([]uint32, 64)
	for i := range five {
		five[i] = 5
	}
	tg.Write(buf, le32(five...))
	if err := launch(t, mod, "addOne", [3]uint32{2, 1, 1}, [3]uint32{32, 1, 1}, le64(buf), le32(64)); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 8*4)
	tg.Read(buf, got)
	if v := i32s(got); v[0] != 6 || v[7] != 6 {
		t.Errorf("addOne -> %d %d, want 6 6", v[0], v[7])
	}

	if err := launch(t, mod, "bumpGlobals", [3]uint32{1, 1, 1}, [3]uint32{4, 1, 1}); err != nil {
		t.Fatal(err)
	}
	if err := launch(t, mod, "readGlobals", [3]uint32{1, 1, 1}, [3]uint32{1, 1, 1}, le64(buf)); err != nil {
		t.Fatal(err)
	}
	got = make([]byte, 12)
	tg.Read(buf, got)
	if d := cmp.Diff([]int32{46, 11, 20}, i32s(got)); d != "" {
		t.Errorf("globals dev/managed/const (-want +got):\n%s", d)
	}

	k, _ := mod.prog.Kernel("params")
	type pi struct{ Off, Size int }
	var layout []pi
	for _, p := range k.Params() {
		layout = append(layout, pi{p.Offset, p.Size})
	}
	if d := cmp.Diff([]pi{{0, 1}, {2, 2}, {4, 4}, {8, 8}, {16, 4}, {24, 8}, {32, 8}}, layout); d != "" {
		t.Errorf("params layout (-want +got):\n%s", d)
	}
	sk, _ := mod.prog.Kernel("structParam")
	if p := sk.Params(); len(p) != 2 || p[0].Offset != 0 || p[0].Size != 32 || p[1].Offset != 32 || p[1].Size != 8 {
		t.Errorf("structParam layout %+v", p)
	}
	s16 := int16(-300)
	err = launch(t, mod, "params", [3]uint32{1, 1, 1}, [3]uint32{1, 1, 1},
		[]byte{0xfd}, []byte{byte(uint16(s16)), byte(uint16(s16) >> 8)}, le32(123456), le64(0x123456789),
		le32(math.Float32bits(2.5)), le64(math.Float64bits(-7.9)), le64(buf))
	if err != nil {
		t.Fatal(err)
	}
	got = make([]byte, 28)
	tg.Read(buf, got)
	if d := cmp.Diff([]int32{-3, -300, 123456, 591751049, 1, 2, -7}, i32s(got)); d != "" {
		t.Errorf("params (-want +got):\n%s", d)
	}

	small, _ := tg.Alloc(64)
	err = launch(t, mod, "faulty", [3]uint32{1, 1, 1}, [3]uint32{32, 1, 1}, le64(small))
	var f *Fault
	if !errors.As(err, &f) || f.Code != cu.ErrorIllegalAddress {
		t.Fatalf("faulty: %v, want a 700 fault", err)
	}
	if f.Kernel != "faulty" || f.Addr != small+(1<<28)*4 || f.Line == 0 {
		t.Errorf("fault diagnostic %+v", f)
	}
}

const hdr = ".version 7.8\n.target sm_80\n.address_size 64\n"

func TestFaults(t *testing.T) {
	tests := []struct {
		name string
		body string
		want cu.Result
		msg  string
	}{
		{"misaligned", "ld.param.u64 %rd1, [p]; ld.global.u32 %r1, [%rd1+2];", cu.ErrorMisalignedAddress, "misaligned"},
		{"null", "mov.u64 %rd1, 0; st.global.u32 [%rd1], %r1;", cu.ErrorIllegalAddress, "outside"},
		{"trap", "trap;", cu.ErrorLaunchFailed, "trap"},
		{"brkpt", "brkpt;", cu.ErrorLaunchFailed, "brkpt"},
		{"endless", "L: bra L;", cu.ErrorLaunchTimeout, "budget"},
		{"shared oob", "mov.u32 %r1, 4096; ld.shared.u32 %r2, [%r1];", cu.ErrorIllegalAddress, "shared"},
		{"unsupported", "tex.2d.v4.s32.s32 {%r1, %r2, %r3, %r4}, [%rd1, {%r1, %r1}], {%r1, %r1};", cu.ErrorNotSupported, "tex"},
		{"multisample", "tex.2dms.v4.s32.s32 {%r1, %r2, %r3, %r4}, [%rd1, {%r1, %r1, %r1, %r1}];", cu.ErrorNotSupported, "multisample"},
		{"deadlock", "mov.u32 %r1, %tid.x; setp.lt.u32 %p1, %r1, 32; @%p1 bra A; bar.sync 1; bra E; A: bar.sync 0; E:", cu.ErrorLaunchTimeout, "deadlock"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := hdr + ".visible .entry k(.param .u64 p) { .reg .b32 %r<5>; .reg .b64 %rd<3>; .reg .pred %p<2>;\n" + tc.body + "\nret; }"
			tg := &simTarget{testMem: newTestMem()}
			mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
			if err != nil {
				t.Fatal(err)
			}
			buf, _ := tg.Alloc(16)
			f, _ := mod.Function("k")
			k := f.(*simFunc).k
			err = Run(k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{64, 1, 1}, Params: le64(buf),
				Memory: tg.testMem, InstructionBudget: 10000})
			if cu.Code(err) != tc.want {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
			if !strings.Contains(err.Error(), tc.msg) || !strings.Contains(err.Error(), "PTX line") {
				t.Errorf("diagnostic %q lacks %q", err, tc.msg)
			}
		})
	}
}

func TestPrintfAndAssert(t *testing.T) {
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileFile(t, "../testdata/conformance/visible/visible.ptx"))
	if err != nil {
		t.Fatal(err)
	}
	f, _ := mod.Function("hello")
	var out bytes.Buffer
	if err := f.Launch([3]uint32{2, 1, 1}, [3]uint32{4, 1, 1}, 0, [][]byte{le32(2)}, &out); err != nil {
		t.Fatal(err)
	}
	// C printf semantics of the kernel's format "block %d thread %d value %d %.3f\n".
	want := "block 0 thread 0 value 0 0.000\nblock 0 thread 1 value 7 0.500\n" +
		"block 1 thread 0 value 0 0.000\nblock 1 thread 1 value 7 0.500\n"
	if out.String() != want {
		t.Errorf("printf output:\n%s\nwant:\n%s", out.String(), want)
	}

	src := hdr + `.extern .func __assertfail(.param .b64 a, .param .b64 b, .param .b32 c, .param .b64 d, .param .b64 e);
.global .align 1 .b8 msg[6] = {120, 32, 62, 32, 48, 0};
.global .align 1 .b8 file[5] = {97, 46, 99, 117, 0};
.visible .entry k() { .reg .b64 %rd<4>; .reg .b32 %r<2>;
	mov.u64 %rd1, msg; cvta.global.u64 %rd1, %rd1; mov.u64 %rd2, file; cvta.global.u64 %rd2, %rd2;
	{ .param .b64 p0; st.param.b64 [p0], %rd1; .param .b64 p1; st.param.b64 [p1], %rd2;
	  .param .b32 p2; st.param.b32 [p2], 12; .param .b64 p3; st.param.b64 [p3], %rd2; .param .b64 p4; st.param.b64 [p4], 1;
	  call.uni __assertfail, (p0, p1, p2, p3, p4); }
	ret; }`
	mod2, err := loadProgram(tg, compileSrc(t, []byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	f2, _ := mod2.Function("k")
	out.Reset()
	err = f2.Launch([3]uint32{1, 1, 1}, [3]uint32{1, 1, 1}, 0, nil, &out)
	if cu.Code(err) != cu.ErrorAssert {
		t.Fatalf("assert: %v", err)
	}
	if !strings.Contains(out.String(), "a.cu:12: a.cu: block: [0,0,0], thread: [0,0,0] Assertion `x > 0` failed.") {
		t.Errorf("assert output %q", out.String())
	}

	// Every lane of the warp that reaches the assert in the same step prints, in lane order,
	// before the fault: the H200 printed all four failing threads (28-31) of cuda-samples'
	// simpleAssert (libcuda/testdata/cudart/samples/golden/b118/simpleAssert.h200.out).
	src = strings.Replace(src, "call.uni __assertfail", "@%p1 call __assertfail", 1)
	src = strings.Replace(src, ".reg .b32 %r<2>;", ".reg .b32 %r<2>; .reg .pred %p<2>; mov.u32 %r1, %tid.x; and.b32 %r1, %r1, 7; setp.eq.u32 %p1, %r1, 3;", 1)
	mod3, err := loadProgram(tg, compileSrc(t, []byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	f3, _ := mod3.Function("k")
	out.Reset()
	err = f3.Launch([3]uint32{1, 1, 1}, [3]uint32{32, 1, 1}, 0, nil, &out)
	if cu.Code(err) != cu.ErrorAssert {
		t.Fatalf("assert: %v", err)
	}
	var want3 strings.Builder
	for _, tid := range []int{3, 11, 19, 27} {
		fmt.Fprintf(&want3, "a.cu:12: a.cu: block: [0,0,0], thread: [%d,0,0] Assertion `x > 0` failed.\n", tid)
	}
	if out.String() != want3.String() {
		t.Errorf("assert output of four lanes:\n%s\nwant\n%s", out.String(), want3.String())
	}
}

func compileFileBytes(t testing.TB, path string) []byte {
	t.Helper()
	b, err := gzfile.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// One compiled kernel may run in several launches at once (several contexts or streams).
func TestConcurrentLaunches(t *testing.T) {
	p := compileFile(t, "testdata/kernels.ptx")
	k, err := p.Kernel("addOne")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error)
	for g := 0; g < 4; g++ {
		go func() {
			mem := newTestMem()
			buf, _ := mem.Alloc(4 * 1000)
			params := append(le64(buf), le32(1000)...)
			for i := 0; i < 20; i++ {
				if err := Run(k, &Launch{Grid: [3]uint32{4, 1, 1}, Block: [3]uint32{256, 1, 1}, Params: params, Memory: mem, Workers: 2}); err != nil {
					done <- err
					return
				}
			}
			out := make([]byte, 4000)
			mem.Read(buf, out)
			for i, v := range i32s(out) {
				if v != 20 {
					done <- fmt.Errorf("element %d = %d, want 20", i, v)
					return
				}
			}
			done <- nil
		}()
	}
	for g := 0; g < 4; g++ {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}

// A fault names the CUDA source line from the .loc debug information.
func TestFaultSource(t *testing.T) {
	src := hdr + `.visible .entry k() {
	.loc 1 7 3
	trap;
	ret; }
.file 1 "/src/k.cu"`
	p := compileSrc(t, []byte(src))
	k, _ := p.Kernel("k")
	err := Run(k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{1, 1, 1}})
	var f *Fault
	if !errors.As(err, &f) || f.Source != "/src/k.cu:7" || f.Line != 6 {
		t.Errorf("fault %+v", err)
	}
}

// Device printf formats against what the H200 printed for the same kernel
// (testdata/printf/printf.out), its last line's %#o too, which reads past the argument buffer
// into the format string the H200 copies after it (recordedArgs).
func TestPrintfFormats(t *testing.T) {
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileFile(t, "testdata/printf/printf.ptx"))
	if err != nil {
		t.Fatal(err)
	}
	s, _ := tg.Alloc(16)
	tg.Write(s, []byte("hello\x00"))
	f, _ := mod.Function("fmts")
	var out bytes.Buffer
	err = f.Launch([3]uint32{1, 1, 1}, [3]uint32{2, 1, 1}, 0, [][]byte{le32(42), le64(1234567890123),
		le32(3000000000), le32(math.Float32bits(1.5)), le64(math.Float64bits(-2.718281828459045)), le64(s)}, &out)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Split(string(compileFileBytes(t, "testdata/printf/printf.out")), "\n")
	got := strings.Split(out.String(), "\n")
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("printf output (-H200 +engine):\n%s", d)
	}
}

// Device printf from CTAs running on several goroutines reaches the writer one message at a time.
func TestPrintfParallel(t *testing.T) {
	tg := &simTarget{testMem: newTestMem(), workers: 4}
	mod, err := loadProgram(tg, compileFile(t, "../testdata/conformance/visible/visible.ptx"))
	if err != nil {
		t.Fatal(err)
	}
	f, _ := mod.Function("hello")
	var out bytes.Buffer
	if err := f.Launch([3]uint32{16, 1, 1}, [3]uint32{32, 1, 1}, 0, [][]byte{le32(32)}, &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 16*32 {
		t.Fatalf("%d lines, want %d", len(lines), 16*32)
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "block ") || strings.Count(l, "block") != 1 {
			t.Fatalf("garbled line %q", l)
		}
	}
}
