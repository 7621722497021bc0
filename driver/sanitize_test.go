package driver_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/driver"
	"cudasim/sim"
)

// storeAt stores thread x's index at p[x] for x <= n: thread n writes one
// element past an n-element array.
const sanPTX = `.version 7.8
.target sm_90
.address_size 64
.visible .entry storeAt(.param .u64 p, .param .u32 n)
{
	.reg .b32 %r<8>;
	.reg .b64 %rd<8>;
	.reg .pred %p<2>;
	ld.param.u64 %rd1, [p];
	ld.param.u32 %r1, [n];
	mov.u32 %r2, %tid.x;
	mov.u32 %r3, %ctaid.x;
	mov.u32 %r4, %ntid.x;
	mad.lo.u32 %r5, %r3, %r4, %r2;
	setp.gt.u32 %p1, %r5, %r1;
	@%p1 bra DONE;
	cvta.to.global.u64 %rd2, %rd1;
	mul.wide.u32 %rd3, %r5, 4;
	add.s64 %rd4, %rd2, %rd3;
	st.global.u32 [%rd4], %r5;
DONE:
	ret;
}
`

// sanLaunch runs storeAt over a 1 KiB allocation with 5 blocks of 64
// threads (thread 256, block 4 thread 0, writes one element past it) and
// returns what the synchronisation answered.
func sanLaunch(t *testing.T, d *driver.Driver, n uint32) error {
	t.Helper()
	th := d.NewThread()
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	c, err := th.CtxCreate(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer th.CtxDestroy(c)
	m, err := th.ModuleLoadData([]byte(sanPTX))
	if err != nil {
		t.Fatal(err)
	}
	f, err := th.ModuleGetFunction(m, "storeAt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := th.MemAlloc(1024)
	if err != nil {
		t.Fatal(err)
	}
	pb := binary.LittleEndian.AppendUint64(nil, uint64(p))
	nb := binary.LittleEndian.AppendUint32(nil, n)
	if err := th.LaunchKernel(f, driver.Dim3{5, 1, 1}, driver.Dim3{64, 1, 1}, 0, 0, [][]byte{pb, nb}, nil); err != nil {
		t.Fatalf("launch: %v", err)
	}
	return th.CtxSynchronize()
}

func TestSanitizeMemcheck(t *testing.T) {
	// As on the H200, the write one element past a 1 KiB allocation lands
	// in mapped memory: no fault without the sanitizer.
	if err := sanLaunch(t, driver.New(driver.Config{}), 256); err != nil {
		t.Fatalf("default mode: %v, want success as on the H200", err)
	}
	var out bytes.Buffer
	var got []*sim.Report
	d := driver.New(driver.Config{Sanitize: &driver.Sanitizer{Checks: sim.CheckMemory, Output: &out,
		Report: func(r *sim.Report) { got = append(got, r) }}})
	err := sanLaunch(t, d, 256)
	if cu.Code(err) != cu.ErrorLaunchFailed {
		t.Fatalf("memcheck: %v, want CUDA_ERROR_LAUNCH_FAILED", err)
	}
	var r *sim.Report
	if !errors.As(err, &r) {
		t.Errorf("errors.As found no *sim.Report in %v", err)
	}
	if len(got) != 1 || got[0].Kind != sim.InvalidAccess || got[0].Block != [3]uint32{4, 0, 0} || got[0].Thread != [3]uint32{0, 0, 0} ||
		got[0].Allocation.Size != 1024 || got[0].Addr != got[0].Allocation.Base+1024 {
		t.Fatalf("reports %+v", got)
	}
	// The report in compute-sanitizer's words, as it printed the same
	// defect (testdata/sanitize/golden/nobacktrace/oob_write.txt).
	want := fmt.Sprintf(`========= COMPUTE-SANITIZER
========= Invalid __global__ write of size 4 bytes
=========     at storeAt+0x%x
=========     by thread (0,0,0) in block (4,0,0)
=========     Access to 0x%x is out of bounds
=========     and is 1 bytes after the nearest allocation at 0x%x of size 1,024 bytes
========= 
`, got[0].Access.PC*16, got[0].Addr, got[0].Allocation.Base)
	if out.String() != want {
		t.Errorf("output:\n%s\nwant:\n%s", out.String(), want)
	}
	if d.SanitizerErrors() != 1 {
		t.Errorf("%d errors counted", d.SanitizerErrors())
	}
	// A clean launch reports nothing (a fresh driver: after a sticky error
	// the device takes no new context, as on the GPU).
	out.Reset()
	got = nil
	d = driver.New(driver.Config{Sanitize: d.Sanitizer()})
	if err := sanLaunch(t, d, 255); err != nil || out.String() != "========= COMPUTE-SANITIZER\n" || len(got) != 0 {
		t.Errorf("clean launch: %v, %q, %v", err, out.String(), got)
	}
}

func TestParseSanitizer(t *testing.T) {
	s, err := driver.ParseSanitizer(" memcheck, RACECHECK ,leakcheck")
	if err != nil || s.Checks != sim.CheckMemory|sim.CheckRace || !s.LeakCheck {
		t.Errorf("parse: %+v, %v", s, err)
	}
	if s, err := driver.ParseSanitizer("sharedinit"); err != nil || s.Checks != sim.CheckSharedInit {
		t.Errorf("sharedinit: %+v, %v", s, err)
	}
	if s, err := driver.ParseSanitizer("none"); s != nil || err != nil {
		t.Errorf("none: %+v, %v", s, err)
	}
	if _, err := driver.ParseSanitizer("memcheck,bogus"); cu.Code(err) != cu.ErrorInvalidValue || !strings.Contains(err.Error(), "bogus") {
		t.Errorf("bogus: %v", err)
	}
}

// readShared reads s[63-tid] after threads below 32 wrote s[tid]: threads
// 0..31 read words nobody wrote.
const sharedInitPTX = `.version 7.8
.target sm_90
.address_size 64
.visible .entry readShared(.param .u64 p)
{
	.reg .b32 %r<20>;
	.reg .b64 %rd<8>;
	.reg .pred %p<2>;
	.shared .align 4 .b32 s[64];
	ld.param.u64 %rd1, [p];
	mov.u32 %r0, %tid.x;
	mov.u32 %r10, s;
	shl.b32 %r11, %r0, 2;
	add.u32 %r12, %r10, %r11;
	setp.ge.u32 %p1, %r0, 32;
	@%p1 bra SKIP;
	st.shared.u32 [%r12], %r0;
SKIP:
	bar.sync 0;
	sub.u32 %r13, 63, %r0;
	shl.b32 %r14, %r13, 2;
	add.u32 %r15, %r10, %r14;
	ld.shared.u32 %r16, [%r15];
	mul.wide.u32 %rd3, %r0, 4;
	add.s64 %rd4, %rd1, %rd3;
	st.global.u32 [%rd4], %r16;
	ret;
}
`

// sharedinit reports each read of never-written shared memory in
// initcheck's words, with the offset in the block's shared memory; the
// launch succeeds.
func TestSanitizeSharedInit(t *testing.T) {
	var out bytes.Buffer
	d := driver.New(driver.Config{Sanitize: &driver.Sanitizer{Checks: sim.CheckSharedInit, Output: &out}})
	th := d.NewThread()
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	c, err := th.CtxCreate(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer th.CtxDestroy(c)
	m, err := th.ModuleLoadData([]byte(sharedInitPTX))
	if err != nil {
		t.Fatal(err)
	}
	f, err := th.ModuleGetFunction(m, "readShared")
	if err != nil {
		t.Fatal(err)
	}
	p, err := th.MemAlloc(256)
	if err != nil {
		t.Fatal(err)
	}
	pb := binary.LittleEndian.AppendUint64(nil, uint64(p))
	if err := th.LaunchKernel(f, driver.Dim3{1, 1, 1}, driver.Dim3{64, 1, 1}, 0, 0, [][]byte{pb}, nil); err != nil {
		t.Fatal(err)
	}
	if err := th.CtxSynchronize(); err != nil {
		t.Fatalf("synchronize: %v (sharedinit does not fail a launch)", err)
	}
	// Thread 0 reads s[63], at 0x400 + 252 (shared variables start after
	// the reserved 1 KiB).
	want := "========= Uninitialized __shared__ memory read of size 4 bytes\n=========     at readShared+0x"
	if !strings.Contains(out.String(), want) || !strings.Contains(out.String(), "=========     by thread (0,0,0) in block (0,0,0)\n=========     Address 0x4fc\n") {
		t.Errorf("output lacks the report of thread 0:\n%s", out.String())
	}
	if d.SanitizerErrors() != 32 {
		t.Errorf("%d errors, want 32 (threads 0..31)", d.SanitizerErrors())
	}
}
