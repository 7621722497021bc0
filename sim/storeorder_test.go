package sim

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"cudasim/internal/gzfile"
)

// TestStoreLaneSequence pins storeLane's order: one pass from lane 31 down; two passes of 16,
// each from its highest lane down; a rest of the mask continues the order it was taken from.
func TestStoreLaneSequence(t *testing.T) {
	order := func(m uint32, pass uint) (ls []int) {
		for m != 0 {
			l := storeLane(m, pass)
			ls = append(ls, l)
			m &^= 1 << l
		}
		return ls
	}
	want5 := []int{31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0}
	want4 := []int{15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16}
	if got := order(fullMask, 5); fmt.Sprint(got) != fmt.Sprint(want5) {
		t.Errorf("one pass: %v", got)
	}
	if got := order(fullMask, 4); fmt.Sprint(got) != fmt.Sprint(want4) {
		t.Errorf("two passes of 16: %v", got)
	}
	if got := order(0x00f000f0, 3); fmt.Sprint(got) != "[7 6 5 4 23 22 21 20]" {
		t.Errorf("passes of 8, lanes 4-7 and 20-23: %v", got)
	}
	if got := order(0x80000001, 4); fmt.Sprint(got) != "[0 31]" {
		t.Errorf("lanes 0 and 31, passes of 16: %v", got)
	}
}

// TestStorePassOf32BitStores: the 32-bit store paths (memFull32Warp, the lane loops, the compiled
// runs) write from lane 31 down, which is the general order only while 4-byte stores go in one
// pass; opStGlobal64's store64Write takes two passes of 16 lanes, as storePassBits says of 8 bytes.
func TestStorePassOf32BitStores(t *testing.T) {
	if p := storePassBits(4); p != store32Pass {
		t.Errorf("4-byte stores: passes of %d lanes; the 32-bit paths assume one pass", 1<<p)
	}
	if p := storePassBits(8); p != 4 {
		t.Errorf("8-byte stores: passes of %d lanes; store64Write assumes 16", 1<<p)
	}
}

// lanes14Dir holds lanes14w1's recordings (gen-lanes14w1.py): which lane's value the H200 kept
// where lanes of a warp stored to one address, for every store shape, space and qualifier.
const lanes14Dir = "../testdata/conformance/tma/lanes14w1"

// TestStoreLaneOrderMatchesH200 runs every lanes14w1 case (a warp's lanes storing by 24 lane
// patterns, each launch its own region of out) on the engine's paths: the fast one, the fast one
// without compiled runs and the portable one, and requires the H200's bytes from each.
func TestStoreLaneOrderMatchesH200(t *testing.T) {
	paths, _ := filepath.Glob(lanes14Dir + "/cases/*.case")
	if len(paths) == 0 {
		t.Fatal("no lanes14w1 cases")
	}
	failed := map[string]bool{}
	if b, err := os.ReadFile(lanes14Dir + "/h200-failures.txt"); err == nil {
		for _, m := range regexp.MustCompile(`cases/(\S+)\.case\.rec\.log`).FindAllStringSubmatch(string(b), -1) {
			failed[m[1]] = true
		}
	}
	saved, runsOn := enginePortable, compiledRuns
	defer func() { setEnginePortable(saved); compiledRuns = runsOn }()
	image := regexp.MustCompile(`(?m)^image \.\./(\S+)$`)
	kernel := regexp.MustCompile(`(?m)^kernel (\S+)$`)
	variants := []struct {
		name               string
		portable, compiled bool
	}{{"fast", false, runsOn}, {"fast without compiled runs", false, false}, {"portable", true, false}}
	programs := map[string]*Program{}
	ran := 0
	for _, p := range paths {
		name := strings.TrimSuffix(filepath.Base(p), ".case")
		if failed[name] {
			continue // the H200 refused the module
		}
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		want, err := gzfile.ReadFile(p + ".out.bin")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		img, kname := string(image.FindSubmatch(src)[1]), string(kernel.FindSubmatch(src)[1])
		for _, v := range variants {
			setEnginePortable(v.portable)
			compiledRuns = v.compiled
			key := fmt.Sprint(img, v)
			prog := programs[key]
			if prog == nil {
				ptxSrc, err := gzfile.ReadFile(lanes14Dir + "/" + img)
				if err != nil {
					t.Fatal(err)
				}
				if prog, err = compileString(string(ptxSrc)); err != nil {
					t.Fatalf("%s: %v", img, err)
				}
				programs[key] = prog
			}
			if got := runLanes14(t, prog, kname, len(want)/640); !bytes.Equal(got, want) {
				i := 0
				for got[i] == want[i] {
					i++
				}
				t.Errorf("%s, %s: pattern %d, byte %d of its region is %#x, the H200's %#x", name, v.name, i/640, i%640, got[i], want[i])
			}
		}
		ran++
	}
	t.Logf("%d cases, each on %d paths", ran, len(variants))
}

// runLanes14 runs kernel name of p (a lanes14w1 kernel's parameters: out, mode) once per lane
// pattern, one warp, out at 640 bytes a pattern, and returns out.
func runLanes14(t *testing.T, p *Program, name string, modes int) []byte {
	t.Helper()
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, p)
	if err != nil {
		t.Fatal(err)
	}
	f, err := mod.Function(name)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := tg.Alloc(640 * modes)
	tg.Write(out, make([]byte, 640*modes))
	for m := range modes {
		if err := f.Launch([3]uint32{1, 1, 1}, [3]uint32{32, 1, 1}, 0, [][]byte{le64(out), le32(uint32(m))}, nil); err != nil {
			t.Fatalf("%s, pattern %d: %v", name, m, err)
		}
	}
	got := make([]byte, 640*modes)
	tg.Read(out, got)
	return got
}

// TestStoreOrderCompiledRuns: a compiled run's general 32-bit store (jit_amd64.go's lane by lane
// write) keeps the lowest lane's value where lanes store to one word, global and shared, as the
// H200 does for st.global.u32 and st.shared.u32 (lanes14w1's global_weak_u32 and
// shared_weak_u32, pattern i%8: word j holds lane j's value), and as the interpreter does.
func TestStoreOrderCompiledRuns(t *testing.T) {
	// Four rounds: the first runs a global store in the interpreter (a compiled run's global
	// access needs the span the interpreter's last full-warp access at its pc used).
	src := hdr + `.visible .entry k(.param .u64 out, .param .u32 mode)
{
	.reg .pred %p<2>;
	.reg .b32 %r<12>;
	.reg .b64 %rd<10>;
	.shared .align 4 .b32 sh[8];
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, %tid.x;
	and.b32 %r2, %r1, 7;
	mul.wide.u32 %rd3, %r2, 4;
	add.s64 %rd4, %rd1, %rd3;
	mov.u32 %r4, sh;
	shl.b32 %r5, %r2, 2;
	add.u32 %r6, %r4, %r5;
	mov.u32 %r9, 70;
LOOP:
	add.u32 %r3, %r1, %r9;
	st.global.u32 [%rd4], %r3;
	add.u32 %r7, %r3, 100;
	st.shared.u32 [%r6], %r7;
	add.u32 %r9, %r9, 10;
	setp.lt.u32 %p1, %r9, 110;
	@%p1 bra LOOP;
	bar.sync 0;
	ld.shared.u32 %r8, [%r6];
	st.global.u32 [%rd4+32], %r8;
	ret;
}
`
	saved, runsOn := enginePortable, compiledRuns
	defer func() { setEnginePortable(saved); compiledRuns = runsOn }()
	for _, v := range []struct {
		name               string
		portable, compiled bool
	}{{"fast", false, runsOn}, {"fast without compiled runs", false, false}, {"portable", true, false}} {
		setEnginePortable(v.portable)
		compiledRuns = v.compiled
		p, err := compileString(src)
		if err != nil {
			t.Fatal(err)
		}
		k, err := p.Kernel("k")
		if err != nil {
			t.Fatal(err)
		}
		if v.compiled && accessMembers() { // not under the race detector
			stores := 0
			for pc, in := range k.fast {
				if in.op != opRun || in.x[3] == 0 {
					continue
				}
				for _, m := range k.fast[pc : pc+int(in.x[1])] {
					if m.x[2] == int32(runKinds[opStGlobal32]) || m.x[2] == int32(runKinds[opStShared32]) {
						stores++
					}
				}
			}
			if stores != 2 {
				t.Fatalf("%d of the two colliding stores are in compiled runs", stores)
			}
		}
		got := runLanes14(t, p, "k", 1)
		for j := range 8 {
			if g, s := binary.LittleEndian.Uint32(got[4*j:]), binary.LittleEndian.Uint32(got[32+4*j:]); g != uint32(100+j) || s != uint32(200+j) {
				t.Errorf("%s: word %d holds %d (global) and %d (shared), lane %d's values are %d and %d", v.name, j, g, s, j, 100+j, 200+j)
			}
		}
	}
}

// TestRacecheckLastWriterInLaneOrder: where a warp's lanes store to one shared word,
// compute-sanitizer's racecheck takes the highest lane for the word's last writer, whichever
// lane's value stays (lanes14w2, h200-racecheck.txt: u32, v2 and v4 stores, the word then read by one
// lane with no __syncwarp: a read-after-write hazard for readers 0, 16 and 24, none for 31; the
// H200 read lane 0's value after the u32 store, lane 16's after the v2). The writes themselves
// are one write-write report, of 31 hazards a word: 31 (u32), 62 (v2), 124 (v4) as measured.
func TestRacecheckLastWriterInLaneOrder(t *testing.T) {
	decl := ".shared .align 16 .b32 s[64];"
	// the write/write hazards compute-sanitizer counted (h200-racecheck.txt, lanes15w2's
	// h200-racecheck-summary.txt.xz): 31 a vector element, whatever its width
	waws := map[string]int{"st.shared.u32 [%r10], %r0;": 31, "st.shared.v2.u32 [%r10], {%r0, %r0};": 62,
		"st.shared.v4.u32 [%r10], {%r0, %r0, %r0, %r0};": 124, "st.shared.u64 [%r10], %rd4;": 31,
		"st.shared.v2.u64 [%r10], {%rd4, %rd4};": 62, "st.shared.u8 [%r10], %r0;": 31, "st.shared.u16 [%r10], %r0;": 31}
	for store, waw := range waws {
		for _, reader := range []int{0, 16, 24, 31} {
			body := "mov.u32 %r10, s; " + store + fmt.Sprintf(" setp.ne.u32 %%p1, %%r0, %d; @%%p1 bra DONE; ld.shared.u32 %%r16, [%%r10]; st.global.u32 [%%rd4], %%r16; DONE:", reader)
			err, reports := sanRun(t, CheckRace, decl, body, 1, 32, 128)
			if err != nil || len(reports) == 0 || reports[0].Hazards != waw || reports[0].Access.Op != "write" {
				t.Fatalf("%s: %v, %v", store, err, reports)
			}
			if raw := len(reports) - 1; (raw == 1) != (reader != 31) || raw > 1 {
				t.Errorf("%s, read by lane %d: %d read-after-write reports; racecheck's last writer is lane 31", store, reader, raw)
			}
		}
	}
}

// TestStoreFaultsInLaneOrder: a store whose lanes 5 and 20 fault, the others storing to one
// address, reports lane 5's fault (the lowest faulting lane, as before the store order), and
// memcheck reports lane 5, then lane 20: a v4 store (passes of 8 lanes) and a 32-bit one alike.
func TestStoreFaultsInLaneOrder(t *testing.T) {
	for _, store := range []string{"st.global.v4.u32 [%rd6], {%r0, %r0, %r0, %r0};", "st.global.u32 [%rd6], %r0;"} {
		body := "setp.eq.u32 %p1, %r0, 5; setp.eq.u32 %p2, %r0, 20; or.pred %p3, %p1, %p2; selp.b64 %rd5, 1048576, 0, %p3; add.s64 %rd6, %rd1, %rd5; " + store
		err, _ := sanRun(t, 0, "", body, 1, 32, 128)
		var f *Fault
		if !errors.As(err, &f) || f.Thread[0] != 5 {
			t.Errorf("%s: %v, want lane 5's fault", store, err)
		}
		_, reports := sanRun(t, CheckMemory, "", body, 1, 32, 128)
		if len(reports) != 2 || reports[0].Thread[0] != 5 || reports[1].Thread[0] != 20 {
			t.Errorf("%s: memcheck reported %v, want lanes 5 and 20", store, reports)
		}
	}
}

// TestRacecheckWAWCountsMatchH200: compute-sanitizer's write/write hazard counts for stores of
// one place by 64 threads and for sub-word stores of one word (lanes15w2, wawcount.cu kinds 0, 2
// with 64 threads, 7, 8 and 10 with 32; h200-racecheck-summary.txt.xz: "N hazards displayed"
// under --racecheck-report all, less the analysis report).
func TestRacecheckWAWCountsMatchH200(t *testing.T) {
	decl := ".shared .align 16 .b32 s[64];"
	for _, c := range []struct {
		body    string
		threads uint32
		hazards int
	}{
		{"st.shared.u32 [%r10], %r0;", 64, 63},
		{"st.shared.v4.u32 [%r10], {%r0, %r0, %r0, %r0};", 64, 252},
		{"and.b32 %r11, %r0, 3; add.u32 %r10, %r10, %r11; st.shared.u8 [%r10], %r0;", 32, 28},
		{"and.b32 %r11, %r0, 1; shl.b32 %r11, %r11, 1; add.u32 %r10, %r10, %r11; st.shared.u16 [%r10], %r0;", 32, 30},
		{"add.u32 %r10, %r10, %r0; st.shared.u8 [%r10], %r0;", 32, 0},
	} {
		err, reports := sanRun(t, CheckRace, decl, "mov.u32 %r10, s; "+c.body, 1, c.threads, 128)
		n := 0
		for _, r := range reports {
			n += r.Hazards
		}
		if err != nil || n != c.hazards {
			t.Errorf("%s, %d threads: %v, %d hazards, want %d", c.body, c.threads, err, n, c.hazards)
		}
	}
}
