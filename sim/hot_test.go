package sim

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"
)

// TestHotPrologue: the launch-invariant prologue (hot.go) changes neither results nor the fault a
// kernel reports, for one worker and several, nor instruction counts where no lane branches past
// a hoisted instruction; and it finds the invariant instructions of the benchmark's vecadd (4
// ld.param, %ntid, %tid, 3 cvta) and its CTA prologue (%ctaid).
func TestHotPrologue(t *testing.T) {
	p := compileFile(t, "testdata/bench/bench.ptx")
	k, err := p.Kernel("vecadd")
	if err != nil {
		t.Fatal(err)
	}
	if k.hot == nil || k.hotSkip != 9 {
		t.Fatalf("vecadd's prologue: %d instructions (hot %v), want 9", k.hotSkip, k.hot != nil)
	}
	if k.hotCTA != 1 {
		t.Fatalf("vecadd's CTA prologue: %d instructions, want 1 (mov %%r3, %%ctaid.x)", k.hotCTA)
	}
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, p)
	if err != nil {
		t.Fatal(err)
	}
	const n = 5000 // 20 CTAs of 256, the last partly past n: whole warps branch past the cvta's
	x, y := randF32(n, 1), randF32(n, 2)
	pa, _ := tg.Alloc(4 * n)
	pb, _ := tg.Alloc(4 * n)
	pc, _ := tg.Alloc(4 * n)
	tg.Write(pa, f32bytes(x))
	tg.Write(pb, f32bytes(y))
	run := func(hot bool, workers int, out uint64, n uint32) ([]byte, Stats, error) {
		saved, savedSkip, savedPC := k.hot, k.hotSkip, k.hotPC
		if !hot {
			k.hot, k.hotSkip, k.hotPC = nil, 0, nil
		}
		defer func() { k.hot, k.hotSkip, k.hotPC = saved, savedSkip, savedPC }()
		tg.Write(pc, make([]byte, 4*n))
		params := make([]byte, k.ParamSize())
		for i, v := range [][]byte{le64(pa), le64(pb), le64(out), le32(n)} {
			copy(params[k.Params()[i].Offset:], v)
		}
		var st Stats
		err := Run(k, &Launch{Grid: [3]uint32{(n + 255) / 256, 1, 1}, Block: [3]uint32{256, 1, 1}, Params: params,
			Symbols: mod.symbols, Memory: tg.testMem, Workers: workers, Stats: &st})
		got := make([]byte, 4*n)
		tg.Read(pc, got)
		return got, st, err
	}
	for _, workers := range []int{1, 3} {
		want, _, err := run(false, workers, pc, n)
		if err != nil {
			t.Fatal(err)
		}
		got, _, err := run(true, workers, pc, n)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%d workers: the prologue changed the results", workers)
		}
		_, wantSt, _ := run(false, workers, pc, 19*256)
		_, st, _ := run(true, workers, pc, 19*256)
		if st != wantSt {
			t.Errorf("%d workers, no lane past n: the prologue changed the counts %+v -> %+v", workers, wantSt, st)
		}
		for i := 0; i < n; i++ {
			if g := bytesF32(got[4*i : 4*i+4])[0]; g != x[i]+y[i] {
				t.Fatalf("c[%d] = %v, want %v", i, g, x[i]+y[i])
			}
		}
		// A store through a bad pointer faults inside the reordered region (st.global is its
		// last instruction): the same fault, naming the same instruction.
		_, _, wantErr := run(false, workers, 0x10, n)
		_, _, gotErr := run(true, workers, 0x10, n)
		var wf, gf *Fault
		if !errors.As(wantErr, &wf) || !errors.As(gotErr, &gf) {
			t.Fatalf("a store to 0x10: errors %v and %v, want faults", wantErr, gotErr)
		}
		if *wf != *gf {
			t.Errorf("%d workers: fault without the prologue %+v, with it %+v", workers, *wf, *gf)
		}
		if gf.PC <= int(k.hotSkip) || k.code[gf.PC].op != opStGlobal32 && k.code[gf.PC].op != opStGlobal {
			t.Errorf("the fault names pc %d (%v), want the st.global", gf.PC, k.code[gf.PC].op)
		}
	}
}

// TestMemcheckInsidePrologueRegion: a checked launch of a kernel whose faulting load sits in the
// region the prologue reorders reports it (checked launches run k.code as written: their
// reports read the instruction at the warp's pc in k.code).
func TestMemcheckInsidePrologueRegion(t *testing.T) {
	// %nctaid moves above the load in the reordered code, which moves the load one pc later.
	body := "ld.global.u32 %r5, [%rd4+1024]; mov.u32 %r6, %nctaid.x; add.u32 %r5, %r5, %r6; st.global.u32 [%rd4], %r5;"
	err, reports := sanRun(t, CheckMemory, "", body, 2, 64, 1024)
	var r *Report
	if !errors.As(err, &r) || len(reports) == 0 || reports[0] != r || r.Access.Op != "read" || r.Space != "global" ||
		r.Size != 4 || r.Access.Line == 0 {
		t.Fatalf("launch: %v; %d reports", err, len(reports))
	}
}

// TestHotPrologueBarRedPopc: bar.red.popc writes its destination, so a constant moved into
// the launch-invariant prologue must not be a slot the count overwrites: a warm warp of the
// second CTA would skip the constant and read the first CTA's count.
func TestHotPrologueBarRedPopc(t *testing.T) {
	const src = hdr + ".visible .entry k(.param .u64 out)\n{\n" +
		"\t.reg .pred %p<2>;\n\t.reg .b32 %r<8>;\n\t.reg .b64 %rd<4>;\n" +
		"\tld.param.u64 %rd0, [out];\n\tmov.u32 %r1, %tid.x;\n" +
		"\tmul.wide.u32 %rd1, %r1, 4;\n\tadd.s64 %rd2, %rd0, %rd1;\n" +
		"\tmov.u32 %r3, 5;\n\tsetp.lt.u32 %p1, %r1, 3;\n" +
		"\tld.global.u32 %r4, [%rd2];\n\tadd.s32 %r4, %r4, %r3;\n\tst.global.u32 [%rd2], %r4;\n" +
		"\tbar.red.popc.u32 %r3, 0, %p1;\n\tret;\n}\n"
	got := runUniformKernel(t, src, true)
	for i := 0; i < 48; i++ {
		if v := binary.LittleEndian.Uint32(got[4*i:]); v != 10 {
			t.Fatalf("out[%d] = %d after two CTAs adding 5 each, want 10", i, v)
		}
	}
}

// TestLowestFault checks that a launch reports the fault of its lowest faulting block whatever
// the number of workers (each takes its blocks from a share of its own: launchState.stopAt).
func TestLowestFault(t *testing.T) {
	p := compileFile(t, "testdata/bench/bench.ptx")
	k, err := p.Kernel("vecadd")
	if err != nil {
		t.Fatal(err)
	}
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, p)
	if err != nil {
		t.Fatal(err)
	}
	const n = 64 * 256 // 64 blocks of 256
	pa, _ := tg.Alloc(4 * n)
	pb, _ := tg.Alloc(4 * n)
	short, _ := tg.Alloc(4 * 40 * 256) // blocks 40 and up store past its end
	for _, c := range []struct {
		out  uint64
		want uint32
	}{{0x10, 0}, {short, 40}} {
		params := make([]byte, k.ParamSize())
		for i, v := range [][]byte{le64(pa), le64(pb), le64(c.out), le32(n)} {
			copy(params[k.Params()[i].Offset:], v)
		}
		for _, workers := range []int{1, 2, 3, 8} {
			for range 20 {
				err := Run(k, &Launch{Grid: [3]uint32{n / 256, 1, 1}, Block: [3]uint32{256, 1, 1}, Params: params,
					Symbols: mod.symbols, Memory: tg.testMem, Workers: workers})
				var f *Fault
				if !errors.As(err, &f) || f.Block != [3]uint32{c.want, 0, 0} {
					t.Fatalf("stores to %#x, %d workers: %v, want a fault in block %d", c.out, workers, err, c.want)
				}
			}
		}
	}
}
