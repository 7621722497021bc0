package sim

import (
	"encoding/binary"
	"errors"
	"strings"
	"testing"

	"cudasim/cu"
)

// sanRun compiles a kernel k(.param .u64 p) with the given body and runs it with the checks,
// p pointing at an allocation of size bytes; it returns the launch's error and the reports.
func sanRun(t *testing.T, checks Checks, decl, body string, grid, block uint32, size int) (error, []*Report) {
	t.Helper()
	src := hdr + decl + "\n.visible .entry k(.param .u64 p) {\n" +
		".reg .b32 %r<40>; .reg .b64 %rd<20>; .reg .pred %p<10>;\n" +
		"ld.param.u64 %rd1, [p]; mov.u32 %r0, %tid.x; mov.u32 %r1, %ctaid.x; mov.u32 %r2, %ntid.x; mad.lo.u32 %r3, %r1, %r2, %r0;\n" +
		"mul.wide.u32 %rd3, %r3, 4; add.s64 %rd4, %rd1, %rd3;\n" + body + "\nret; }"
	k, err := compileSrc(t, []byte(src)).Kernel("k")
	if err != nil {
		t.Fatal(err)
	}
	mem := newTestMem()
	p, _ := mem.Alloc(size)
	var reports []*Report
	s := &Sanitize{Checks: checks, Report: func(r *Report) { reports = append(reports, r) }}
	err = Run(k, &Launch{Grid: [3]uint32{grid, 1, 1}, Block: [3]uint32{block, 1, 1}, Params: le64(p), Memory: mem, Sanitize: s})
	return err, reports
}

func TestMemcheckOutOfBounds(t *testing.T) {
	// 256 ints; thread 256 (block 4, thread 0 with 64 per block) writes one past the end.
	body := "setp.gt.u32 %p1, %r3, 256; @%p1 bra DONE; st.global.u32 [%rd4], %r3; DONE:"
	err, reports := sanRun(t, CheckMemory, "", body, 5, 64, 1024)
	if cu.Code(err) != cu.ErrorLaunchFailed {
		t.Fatalf("launch: %v, want 719 LAUNCH_FAILED", err)
	}
	var r *Report
	if !errors.As(err, &r) || len(reports) != 1 || reports[0] != r {
		t.Fatalf("errors.As found %v; reports %v", r, reports)
	}
	if r.Kind != InvalidAccess || r.Access.Op != "write" || r.Space != "global" || r.Size != 4 ||
		r.Block != [3]uint32{4, 0, 0} || r.Thread != [3]uint32{0, 0, 0} || r.Access.Line == 0 {
		t.Errorf("report %+v", r)
	}
	// Without the check the same kernel faults as the memory says (this test memory is strict).
	err, reports = sanRun(t, 0, "", body, 5, 64, 1024)
	if cu.Code(err) != cu.ErrorIllegalAddress || len(reports) != 0 {
		t.Errorf("unchecked: %v, %d reports", err, len(reports))
	}
}

func TestRacecheckShared(t *testing.T) {
	decl := ".shared .align 4 .b32 s[64];"
	// Each thread writes s[tid] and reads s[(tid+1)%64] with no barrier between.
	race := `mov.u32 %r10, s; shl.b32 %r11, %r0, 2; add.u32 %r12, %r10, %r11; st.shared.u32 [%r12], %r0;
	add.u32 %r13, %r0, 1; and.b32 %r13, %r13, 63; shl.b32 %r14, %r13, 2; add.u32 %r15, %r10, %r14; ld.shared.u32 %r16, [%r15];
	st.global.u32 [%rd4], %r16;`
	err, reports := sanRun(t, CheckRace, decl, race, 1, 64, 256)
	if err != nil {
		t.Fatalf("racecheck launch: %v (races do not fail a launch)", err)
	}
	// As compute-sanitizer counts them (testdata/sanitize/golden/racecheck/race_rw.txt): one
	// report, 64 pairs of threads times 4 bytes.
	if len(reports) != 1 || reports[0].Kind != RaceHazard || reports[0].Other.Op != "write" || reports[0].Access.Op != "read" || reports[0].Hazards != 256 {
		t.Fatalf("reports %v", reports)
	}
	// Every thread writes s[0]: 63 hazards, one per access after the first (race_ww.txt).
	ww := "mov.u32 %r10, s; st.shared.u32 [%r10], %r0; bar.sync 0; ld.shared.u32 %r16, [%r10]; st.global.u32 [%rd4], %r16;"
	if _, reports := sanRun(t, CheckRace, decl, ww, 1, 64, 256); len(reports) != 1 || reports[0].Hazards != 63 || reports[0].Other.Op != "write" || reports[0].Access.Op != "write" {
		t.Errorf("write-write: %v", reports)
	}
	clean := strings.Replace(race, "ld.shared.u32 %r16", "bar.sync 0; ld.shared.u32 %r16", 1)
	if err, reports := sanRun(t, CheckRace, decl, clean, 1, 64, 256); err != nil || len(reports) != 0 {
		t.Errorf("with a barrier: %v, %v", err, reports)
	}
}

func TestSynccheckDivergent(t *testing.T) {
	// Lanes below 16 reach the barrier; the rest skip it and exit.
	body := "setp.ge.u32 %p1, %r0, 16; @%p1 bra SKIP; bar.sync 0; SKIP: st.global.u32 [%rd4], %r0;"
	err, reports := sanRun(t, CheckSync, "", body, 1, 64, 256)
	var r *Report
	// One report per thread that arrived, as compute-sanitizer prints them
	// (testdata/sanitize/golden/synccheck/div_sync.txt).
	if cu.Code(err) != cu.ErrorLaunchFailed || !errors.As(err, &r) || r.Kind != DivergentBarrier || len(reports) != 16 {
		t.Fatalf("synccheck: %v, %v", err, reports)
	}
	for i, r := range reports {
		if r.Thread != [3]uint32{uint32(i), 0, 0} {
			t.Errorf("report %d names thread %v", i, r.Thread)
		}
	}
	if err, _ := sanRun(t, 0, "", body, 1, 64, 256); err != nil {
		t.Errorf("unchecked: %v (the H200 runs it without error)", err)
	}
}

// Every faulting thread of the access is reported, in lane order, as compute-sanitizer does
// (testdata/sanitize/golden/memcheck/oob_many.txt: threads 56..63 of block 3).
func TestMemcheckEveryLane(t *testing.T) {
	err, reports := sanRun(t, CheckMemory, "", "st.global.u32 [%rd4], %r3;", 4, 64, 992)
	if cu.Code(err) != cu.ErrorLaunchFailed || len(reports) != 8 {
		t.Fatalf("%v, %d reports", err, len(reports))
	}
	for i, r := range reports {
		if r.Block != [3]uint32{3, 0, 0} || r.Thread != [3]uint32{56 + uint32(i), 0, 0} {
			t.Errorf("report %d: block %v thread %v", i, r.Block, r.Thread)
		}
	}
}

func TestGlobalRaceAndMasks(t *testing.T) {
	// Every block writes p[0]: 7 hazards among 8 blocks.
	err, reports := sanRun(t, CheckGlobalRace, "", "st.global.u32 [%rd1], %r1;", 8, 1, 64)
	if err != nil || len(reports) != 1 || reports[0].Kind != GlobalRace || reports[0].Hazards != 7 {
		t.Errorf("global race: %v, %v", err, reports)
	}
	// Each block writes its own word: nothing.
	if err, reports := sanRun(t, CheckGlobalRace, "", "st.global.u32 [%rd4], %r1;", 8, 1, 64); err != nil || len(reports) != 0 {
		t.Errorf("no race: %v, %v", err, reports)
	}
	// Lanes below 16 shuffle with a full mask.
	body := "setp.ge.u32 %p1, %r0, 16; @%p1 bra SKIP; shfl.sync.idx.b32 %r5, %r0, 0, 31, 0xffffffff; SKIP: st.global.u32 [%rd4], %r5;"
	if err, reports := sanRun(t, CheckMasks, "", body, 1, 32, 128); err != nil || len(reports) != 1 || reports[0].Kind != InvalidMask {
		t.Errorf("mask: %v, %v", err, reports)
	}
	if err, reports := sanRun(t, CheckMasks, "", strings.Replace(body, "0xffffffff", "0x0000ffff", 1), 1, 32, 128); err != nil || len(reports) != 0 {
		t.Errorf("right mask: %v, %v", err, reports)
	}
}

// raceDetector is true under go test -race (race_test.go).
var raceDetector bool

// The checks hold up with CTAs on several goroutines (go test -race). Every block stores to
// p[0], a global race the check reports once; under the race detector the blocks store to words
// of their own instead, since a racy kernel run on several goroutines is a data race in the
// emulator's memory too, and the check then reports nothing while its state is still shared.
func TestSanitizeWorkers(t *testing.T) {
	store := "st.global.u32 [%rd1], %r16;"
	wantGlobal := 1
	if raceDetector {
		store = "mul.wide.u32 %rd2, %r1, 4; add.u64 %rd3, %rd1, %rd2; st.global.u32 [%rd3], %r16;"
		wantGlobal = 0
	}
	src := hdr + ".shared .align 4 .b32 s[64];\n.visible .entry k(.param .u64 p) {\n.reg .b32 %r<20>; .reg .b64 %rd<10>;\n" +
		"ld.param.u64 %rd1, [p]; mov.u32 %r0, %tid.x; mov.u32 %r1, %ctaid.x;\n" +
		"mov.u32 %r10, s; shl.b32 %r11, %r0, 2; add.u32 %r12, %r10, %r11; st.shared.u32 [%r12], %r0;\n" +
		"add.u32 %r13, %r0, 1; and.b32 %r13, %r13, 63; shl.b32 %r14, %r13, 2; add.u32 %r15, %r10, %r14; ld.shared.u32 %r16, [%r15];\n" +
		store + " ret; }"
	k, err := compileSrc(t, []byte(src)).Kernel("k")
	if err != nil {
		t.Fatal(err)
	}
	mem := newTestMem()
	p, _ := mem.Alloc(64)
	var reports []*Report
	s := &Sanitize{Checks: CheckRace | CheckGlobalRace, Report: func(r *Report) { reports = append(reports, r) }}
	if err := Run(k, &Launch{Grid: [3]uint32{8, 1, 1}, Block: [3]uint32{64, 1, 1}, Params: le64(p), Memory: mem, Workers: 4, Sanitize: s}); err != nil {
		t.Fatal(err)
	}
	var shared, global int
	for _, r := range reports {
		switch r.Kind {
		case RaceHazard:
			shared += r.Hazards
		case GlobalRace:
			global++
		}
	}
	if shared != 8*256 || global != wantGlobal {
		t.Errorf("%d shared hazards (want 8 blocks x 256), %d global race reports (want %d): %v", shared, global, wantGlobal, reports)
	}
}

// Racecheck keeps a shadow cell per 4-byte word and splits a word into bytes when it is accessed
// in pieces: hazards stay counted per byte, and threads writing different bytes of one word do not
// race.
func TestRacecheckSubword(t *testing.T) {
	decl := ".shared .align 4 .b8 s[64];"
	// Each of 32 threads writes byte s[tid]; then, with no barrier, reads the next word (bytes
	// written by four other threads): 32 readers x 4 bytes.
	store := "mov.u32 %r10, s; add.u32 %r12, %r10, %r0; st.shared.u8 [%r12], %r0;"
	read := `shr.u32 %r13, %r0, 2; add.u32 %r13, %r13, 1; and.b32 %r13, %r13, 7; shl.b32 %r14, %r13, 2; add.u32 %r15, %r10, %r14;
	ld.shared.u32 %r16, [%r15]; st.global.u32 [%rd4], %r16;`
	err, reports := sanRun(t, CheckRace, decl, store+read, 1, 32, 128)
	if err != nil || len(reports) != 1 || reports[0].Hazards != 128 || reports[0].Other.Op != "write" || reports[0].Access.Op != "read" {
		t.Errorf("byte writes, word reads: %v, %v", err, reports)
	}
	// Writes to different bytes of one word, then a barrier before the reads: nothing.
	if err, reports := sanRun(t, CheckRace, decl, store+"bar.sync 0;"+read, 1, 32, 128); err != nil || len(reports) != 0 {
		t.Errorf("with a barrier: %v, %v", err, reports)
	}
	// Two threads writing the same byte: one hazard per access after the first.
	same := "mov.u32 %r10, s; and.b32 %r11, %r0, 1; add.u32 %r12, %r10, %r11; st.shared.u8 [%r12], %r0;"
	if err, reports := sanRun(t, CheckRace, decl, same, 1, 4, 16); err != nil || len(reports) != 1 || reports[0].Hazards != 2 || reports[0].Access.Op != "write" {
		t.Errorf("byte write-write: %v, %v", err, reports)
	}
}

// sharedinit: a read of shared memory that no thread of the block has written is reported per
// thread, with the offset read; writes (stores, atomics) make the bytes written for the rest of
// the block, and each block starts with nothing written.
func TestSharedInit(t *testing.T) {
	decl := ".shared .align 4 .b32 s[64];"
	// Threads below 32 write s[tid]; after a barrier every thread reads s[63-tid].
	body := `mov.u32 %r10, s; shl.b32 %r11, %r0, 2; add.u32 %r12, %r10, %r11;
	setp.ge.u32 %p1, %r0, 32; @%p1 bra SKIP; st.shared.u32 [%r12], %r0; SKIP: bar.sync 0;
	sub.u32 %r13, 63, %r0; shl.b32 %r14, %r13, 2; add.u32 %r15, %r10, %r14; ld.shared.u32 %r16, [%r15]; st.global.u32 [%rd4], %r16;`
	err, reports := sanRun(t, CheckSharedInit, decl, body, 1, 64, 256)
	if err != nil || len(reports) != 32 {
		t.Fatalf("half written: %v, %d reports", err, len(reports))
	}
	for _, r := range reports {
		tid := r.Thread[0]
		if r.Kind != UninitializedSharedRead || tid >= 32 || r.Space != "shared" || r.Size != 4 || r.Access.Op != "read" ||
			r.Addr+4*uint64(tid) != reports[0].Addr+4*uint64(reports[0].Thread[0]) || r.Addr < ReservedShared {
			t.Errorf("report %+v", r)
		}
	}
	if !strings.Contains(reports[0].Error(), "sharedinit: never written 4-byte shared read") {
		t.Errorf("message %q", reports[0].Error())
	}
	// Everyone writes: nothing; nor under the other checks.
	clean := strings.Replace(body, "@%p1 bra SKIP;", "", 1)
	if err, reports := sanRun(t, CheckSharedInit|CheckRace|CheckMemory, decl, clean, 4, 64, 1024); err != nil || len(reports) != 0 {
		t.Errorf("all written: %v, %v", err, reports)
	}
	// Only block 0 writes: the other blocks read what they did not write (on the GPU, what an
	// earlier block left there).
	first := strings.Replace(body, "setp.ge.u32 %p1, %r0, 32;", "setp.ne.u32 %p1, %r1, 0;", 1)
	if err, reports := sanRun(t, CheckSharedInit, decl, first, 3, 64, 768); err != nil || len(reports) != 128 || reports[0].Block[0] == 0 {
		t.Errorf("block 0 writes: %v, %d reports", err, len(reports))
	}
	// An atomic on an unwritten word reads garbage and writes it: the first thread's is reported,
	// the others read what it wrote. After a store, none is.
	atom := "mov.u32 %r10, s; atom.shared.add.u32 %r16, [%r10], 1; st.global.u32 [%rd4], %r16;"
	if err, reports := sanRun(t, CheckSharedInit, decl, atom, 1, 32, 128); err != nil || len(reports) != 1 || reports[0].Access.Op != "atomic" {
		t.Errorf("atomic: %v, %v", err, reports)
	}
	atomInit := "mov.u32 %r10, s; setp.ne.u32 %p1, %r0, 0; @%p1 bra SKIP; st.shared.u32 [%r10], 0; SKIP: bar.sync 0; atom.shared.add.u32 %r16, [%r10], 1; st.global.u32 [%rd4], %r16;"
	if err, reports := sanRun(t, CheckSharedInit, decl, atomInit, 1, 32, 128); err != nil || len(reports) != 0 {
		t.Errorf("atomic after a store: %v, %v", err, reports)
	}
}

// Access logs compare byte by byte: launches writing different bytes of one word do not race;
// a read of a byte the other wrote does, once per byte; Forget drops freed memory.
func TestStreamRacesLog(t *testing.T) {
	k := &Kernel{name: "k", code: make([]inst, 4)}
	a, b := newAccessLog(k), newAccessLog(k)
	a.record(logWrite, 1, 0x1000, 2)
	b.record(logWrite, 2, 0x1002, 2)
	if rs := StreamRaces(a, b); len(rs) != 0 {
		t.Errorf("different bytes: %v", rs)
	}
	b.record(logRead, 3, 0x1000, 4)
	rs := StreamRaces(a, b)
	if len(rs) != 1 || rs[0].Hazards != 2 || rs[0].Other.Op != "write" || rs[0].Access.Op != "read" || rs[0].Addr != 0x1000 || rs[0].Access.PC != 3 || rs[0].Other.PC != 1 {
		t.Errorf("read of written bytes: %v", rs)
	}
	a.record(logAtomic, 0, 0x2000, 4)
	b.record(logAtomic, 0, 0x2000, 4)
	if rs := StreamRaces(a, b); len(rs) != 1 {
		t.Errorf("atomics race with nothing but plain accesses: %v", rs)
	}
	a.Forget(0x1000, 4)
	if rs := StreamRaces(a, b); len(rs) != 0 {
		t.Errorf("after Forget: %v", rs)
	}
}

// sharedinit counts a write by another block of the cluster (st.shared::cluster through mapa):
// each block writes its peer's s[tid], waits at the cluster barrier and reads its own s[tid].
func TestSharedInitCluster(t *testing.T) {
	src := `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 p) { .reg .b32 %r<12>; .reg .b64 %rd<4>; .shared .align 4 .b32 s[32];
	ld.param.u64 %rd1, [p]; mov.u32 %r0, %tid.x; mov.u32 %r1, %cluster_ctarank; xor.b32 %r2, %r1, 1;
	mov.u32 %r3, s; shl.b32 %r4, %r0, 2; add.u32 %r5, %r3, %r4;
	mapa.shared::cluster.u32 %r6, %r5, %r2; st.shared::cluster.u32 [%r6], %r0;
	barrier.cluster.arrive; barrier.cluster.wait;
	ld.shared.u32 %r7, [%r5]; st.global.u32 [%rd1], %r7; ret; }
`
	for _, skip := range []bool{false, true} {
		text := src
		if skip { // without the remote store: every read is of unwritten memory
			text = strings.Replace(src, "st.shared::cluster.u32 [%r6], %r0;", "", 1)
		}
		tg := &simTarget{testMem: newTestMem()}
		mod, err := loadProgram(tg, compileSrc(t, []byte(text)))
		if err != nil {
			t.Fatal(err)
		}
		p, _ := tg.Alloc(4)
		f, _ := mod.Function("k")
		var reports []*Report
		s := &Sanitize{Checks: CheckSharedInit, Report: func(r *Report) { reports = append(reports, r) }}
		err = Run(f.(*simFunc).k, &Launch{Grid: [3]uint32{2, 1, 1}, Block: [3]uint32{32, 1, 1}, Cluster: [3]uint32{2, 1, 1},
			Params: le64(p), Memory: tg.testMem, Sanitize: s, InstructionBudget: 10000})
		if want := map[bool]int{false: 0, true: 64}[skip]; err != nil || len(reports) != want {
			t.Errorf("remote store skipped %v: %v, %d reports, want %d", skip, err, len(reports), want)
		}
	}
}

// readOnlyMem is a testMem whose [lo, hi), whole allocations (spans), the device may only read.
type readOnlyMem struct {
	*testMem
	lo, hi uint64
}

func (m readOnlyMem) HasReadOnly() bool { return true }

func (m readOnlyMem) WriteFault(addr, n uint64) (cu.Result, string) {
	if addr < m.hi && addr+n > m.lo {
		return cu.ErrorIllegalAddress, "to read-only memory"
	}
	return cu.Success, ""
}

// A WriteChecker memory: every kind of global write into memory the device
// may only read faults at the store, the value already there included,
// naming the thread and its address, and writes nothing, in plain and
// checked launches; reads, and writes elsewhere, run.
func TestReadOnlyWritesFaultAtTheStore(t *testing.T) {
	for _, c := range []struct{ what, body string }{
		{"read, write elsewhere, fast paths", "ld.global.u32 %r5, [%rd4]; st.global.u32 [%rd4+1280], %r5; st.global.u32 [%rd4+1284], %r5; ld.global.u32 %r6, [%rd4+4];"},
		{"read, write elsewhere", "st.global.u32 [%rd4+1280], %r5; ld.global.u32 %r5, [%rd4];"},
		{"same value", "ld.global.u32 %r5, [%rd4]; st.global.u32 [%rd4], %r5;"},
		{"atomic", "atom.global.add.u32 %r5, [%rd4], 1;"},
		{"reduction", "red.global.add.u32 [%rd4], 1;"},
		{"generic", "cvta.global.u64 %rd5, %rd4; st.u32 [%rd5], 9;"},
		{"generic atomic", "cvta.global.u64 %rd5, %rd4; atom.exch.b32 %r5, [%rd5], 9;"},
	} {
		t.Run(c.what, func(t *testing.T) {
			src := hdr + "\n.visible .entry k(.param .u64 p) {\n" +
				".reg .b32 %r<40>; .reg .b64 %rd<20>; .reg .pred %p<10>;\n" +
				"ld.param.u64 %rd1, [p]; mov.u32 %r3, %tid.x;\n" +
				"mul.wide.u32 %rd3, %r3, 4; add.s64 %rd4, %rd1, %rd3;\n" +
				"setp.ne.u32 %p1, %r3, 37; @%p1 bra DONE;\n" + c.body + "\nDONE: ret; }"
			k, err := compileSrc(t, []byte(src)).Kernel("k")
			if err != nil {
				t.Fatal(err)
			}
			tm := newTestMem()
			p, _ := tm.Alloc(1024) // read-only, one span
			if q, _ := tm.Alloc(1024); q != p+1280 {
				t.Fatalf("the second allocation is at %#x, not %#x", q, p+1280)
			}
			m := readOnlyMem{tm, p, p + 1024}
			must := func(err error) {
				if err != nil {
					t.Fatal(err)
				}
			}
			for _, san := range []*Sanitize{nil, {Checks: CheckMemory}} {
				must(tm.Write(p+4*37, le32(5)))
				err = Run(k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{64, 1, 1}, Params: le64(p), Memory: m, Sanitize: san})
				got := make([]byte, 4)
				must(tm.Read(p+4*37, got))
				if binary.LittleEndian.Uint32(got) != 5 {
					t.Errorf("the read-only word became %d", binary.LittleEndian.Uint32(got))
				}
				if strings.HasPrefix(c.what, "read, write elsewhere") {
					if err != nil {
						t.Errorf("launch: %v", err)
					}
					continue
				}
				want := cu.ErrorIllegalAddress
				if san != nil {
					want = cu.ErrorLaunchFailed // memcheck's report
				}
				var f *Fault
				if !errors.As(err, &f) || f.Code != want || f.Thread != [3]uint32{37, 0, 0} || f.Addr != p+4*37 || !strings.Contains(f.Detail, "to read-only memory") {
					t.Errorf("launch (%v): %v; want the fault of thread 37 at %#x", san, err, p+4*37)
				}
			}
		})
	}
}
