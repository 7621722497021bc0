package sim

import (
	"fmt"
	"math"
	"testing"
	"time"
)

// TestQuickLdStBothPaths runs general loads and stores (bytes, halves sign-extended, 64-bit
// words, v2 and v4 vectors, generic addresses of shared and global memory, partial masks) with
// ldQuick/stQuick and on the portable engine, where every lane goes through access, and
// requires the same memory and the same fault: a misaligned lane, a lane outside the allocation,
// a vector past the end of shared memory, a vector loaded into its own address register.
func TestQuickLdStBothPaths(t *testing.T) {
	saved := enginePortable
	defer setEnginePortable(saved)
	bodies := map[string]string{
		"v4 global copy": `mul.wide.u32 %rd6, %r0, 16; add.s64 %rd7, %rd2, %rd6; ld.global.v4.u32 {%r1, %r2, %r3, %r4}, [%rd7];
			add.s64 %rd8, %rd1, %rd6; st.global.v4.u32 [%rd8], {%r4, %r3, %r2, %r1};`,
		"bytes and halves, signed": `cvt.u64.u32 %rd6, %r0; add.s64 %rd7, %rd2, %rd6; ld.global.s8 %r1, [%rd7+3]; ld.global.u16 %r2, [%rd5+2];
			ld.global.s16 %r3, [%rd5]; add.s32 %r1, %r1, %r2; add.s32 %r1, %r1, %r3; st.global.u32 [%rd4], %r1; st.global.u8 [%rd4+1], %r3;`,
		"64-bit, partial mask": `setp.lt.u32 %p1, %r0, 13; @%p1 bra SKIP; and.b64 %rd6, %rd3, -8; add.s64 %rd7, %rd2, %rd6; ld.global.u64 %rd8, [%rd7];
			add.s64 %rd9, %rd1, %rd6; st.global.u64 [%rd9], %rd8; SKIP:`,
		"generic shared and global v2": `mov.u64 %rd6, sh; cvta.shared.u64 %rd6, %rd6; mul.wide.u32 %rd7, %r0, 8; and.b64 %rd7, %rd7, 127; add.s64 %rd6, %rd6, %rd7;
			add.s64 %rd9, %rd2, %rd7; ld.global.v2.u32 {%r1, %r2}, [%rd9]; st.v2.u32 [%rd6], {%r2, %r1}; bar.sync 0; ld.v2.u32 {%r3, %r4}, [%rd6]; add.s64 %rd8, %rd1, %rd7; st.v2.u32 [%rd8], {%r3, %r4};`,
		"vector into its address register": `cvt.u64.u32 %rd6, %r0; and.b64 %rd6, %rd6, 7; shl.b64 %rd6, %rd6, 4; add.s64 %rd6, %rd2, %rd6; ld.global.v2.u64 {%rd6, %rd7}, [%rd6];
			st.global.v2.u64 [%rd1], {%rd6, %rd7};`,
		"misaligned v2 lane": `setp.eq.u32 %p1, %r0, 9; selp.b64 %rd6, 4, 0, %p1; mul.wide.u32 %rd7, %r0, 8; add.s64 %rd7, %rd7, %rd6; and.b64 %rd7, %rd7, 127;
			add.s64 %rd7, %rd2, %rd7; ld.global.v2.u32 {%r1, %r2}, [%rd7]; st.global.v2.u32 [%rd4], {%r1, %r2};`,
		"global u8 lane outside the allocation": `setp.eq.u32 %p1, %r0, 21; selp.b64 %rd6, 1048576, 0, %p1; add.s64 %rd6, %rd4, %rd6;
			st.global.u8 [%rd6], %r0;`,
		"structure fields, bytes at a stride of 4": `mul.wide.u32 %rd6, %r0, 4; add.s64 %rd7, %rd2, %rd6; add.s64 %rd8, %rd1, %rd6; ld.global.u8 %r1, [%rd7+1]; ld.global.s8 %r2, [%rd7+3];
			st.global.u8 [%rd8+2], %r1; st.global.u8 [%rd8], %r2; ld.global.s16 %r3, [%rd7+2]; st.global.u16 [%rd8+132], %r3;`,
		"64-bit and signed words of a whole warp at a stride": `mul.wide.u32 %rd6, %r0, 16; add.s64 %rd7, %rd2, %rd6; add.s64 %rd8, %rd1, %rd6;
			ld.u64 %rd9, [%rd7]; ld.s32 %rd3, [%rd7+8]; ld.global.s16 %r1, [%rd7+12]; ld.global.s8 %r2, [%rd7+15];
			cvt.s64.s32 %rd4, %r1; cvt.s64.s32 %rd5, %r2; add.s64 %rd3, %rd3, %rd4; add.s64 %rd9, %rd9, %rd5;
			st.u64 [%rd8], %rd3; st.u64 [%rd8+8], %rd9; st.global.u16 [%rd8+4], %r1; st.global.u32 [%rd8+12], %r2;`,
		"one address for every lane, v2 and u16": `ld.global.v2.u32 {%r1, %r2}, [%rd2+8]; ld.global.u16 %r3, [%rd2+6]; add.s32 %r1, %r1, %r0; st.global.v2.u32 [%rd1], {%r1, %r2};
			st.global.u16 [%rd1+64], %r3; st.global.u32 [%rd4+128], %r2;`,
		"lanes alternating between two allocations": `and.b32 %r1, %r0, 1; setp.eq.u32 %p1, %r1, 1; selp.b64 %rd6, %rd1, %rd2, %p1; add.s64 %rd6, %rd6, %rd3; ld.global.u16 %r2, [%rd6+256];
			st.global.u16 [%rd6+384], %r0; st.global.u32 [%rd4], %r2;`,
		"volatile shared and global, full warp and partial": `mov.u64 %rd6, sh; mul.wide.u32 %rd7, %r0, 4; add.s64 %rd6, %rd6, %rd7; cvt.u32.u64 %r5, %rd6; ld.global.u32 %r1, [%rd5];
			st.volatile.shared.u32 [%r5], %r1; bar.sync 0; ld.volatile.shared.u32 %r2, [%r5+4]; setp.lt.u32 %p1, %r0, 20; @%p1 ld.volatile.shared.u32 %r3, [%r5];
			ld.volatile.global.u32 %r4, [%rd5+8]; add.s32 %r2, %r2, %r3; add.s32 %r2, %r2, %r4; st.volatile.global.u32 [%rd4], %r2; @%p1 st.relaxed.gpu.global.u32 [%rd4+128], %r4;`,
		"shared v4 past the end": `mul.lo.u32 %r1, %r0, 16; and.b32 %r1, %r1, 127; setp.eq.u32 %p1, %r0, 30; selp.b32 %r2, 65536, 0, %p1; add.s32 %r1, %r1, %r2;
			st.shared.v4.u32 [%r1], {%r0, %r0, %r0, %r0}; ld.shared.v4.u32 {%r3, %r4, %r5, %r6}, [%r1]; st.global.u32 [%rd4], %r5;`,
	}
	for name, body := range bodies {
		t.Run(name, func(t *testing.T) {
			src := hdr + ".visible .entry k(.param .u64 out, .param .u64 in) {\n" +
				".reg .b32 %r<10>; .reg .b64 %rd<10>; .reg .pred %p<4>; .shared .align 16 .b8 sh[132];\n" +
				"ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [in]; mov.u32 %r0, %tid.x; mul.wide.u32 %rd3, %r0, 4; add.s64 %rd4, %rd1, %rd3; add.s64 %rd5, %rd2, %rd3;\n" +
				body + "\nret; }"
			outs, errs := runBothPaths(t, src, patternBytes(512), 512)
			if errs[0] != errs[1] || string(outs[0]) != string(outs[1]) {
				t.Fatalf("fast and portable paths differ:\nfast:     %q %x\nportable: %q %x", errs[0], outs[0], errs[1], outs[1])
			}
			faults := name == "misaligned v2 lane" || name == "global u8 lane outside the allocation" || name == "shared v4 past the end"
			if faults != (errs[0] != "") {
				t.Fatalf("fault %q, want one: %v", errs[0], faults)
			}
			t.Logf("%q", errs[0])
		})
	}
}

// BenchmarkCopyV4 copies 4 MiB as float4s (ld.global.v4.u32 and st.global.v4.u32 of every
// thread, the accesses alignedTypes and the v4 loads of many kernels make) with ldQuick/stQuick
// (fast) and without (portable), one worker; native is the same copy in plain Go, timed in the
// same run (x-native).
func BenchmarkCopyV4(b *testing.B) { benchCopy(b, "v4.u32", 16, "{%r1, %r2, %r3, %r4}") }

// BenchmarkCopyBytes copies 256 KiB by bytes and 512 KiB by halves (ld.global.u8/u16 and
// st.global of every thread from one allocation to another: alignedTypes' uint8 and uint16
// copies), as BenchmarkCopyV4.
func BenchmarkCopyBytes(b *testing.B) {
	b.Run("u8", func(b *testing.B) { benchCopy(b, "u8", 1, "%r1") })
	b.Run("u16", func(b *testing.B) { benchCopy(b, "u16", 2, "%r1") })
}

// benchCopy copies 1<<18 elements of size bytes from one allocation to another with
// ld.global.TYPE and st.global.TYPE of regs, one element a thread.
func benchCopy(b *testing.B, typ string, size int, regs string) {
	saved := enginePortable
	defer setEnginePortable(saved)
	const n = 1 << 18 // elements
	src := hdr + fmt.Sprintf(`.visible .entry k(.param .u64 out, .param .u64 in) {
.reg .b32 %%r<10>; .reg .b64 %%rd<10>;
ld.param.u64 %%rd1, [out]; ld.param.u64 %%rd2, [in]; mov.u32 %%r0, %%tid.x; mov.u32 %%r5, %%ctaid.x; mad.lo.u32 %%r0, %%r5, 256, %%r0;
mul.wide.u32 %%rd3, %%r0, %d; add.s64 %%rd4, %%rd2, %%rd3; add.s64 %%rd5, %%rd1, %%rd3;
ld.global.%s %s, [%%rd4]; st.global.%s [%%rd5], %s;
ret; }`, size, typ, regs, typ, regs)
	in := make([]byte, size*n)
	for i := range in {
		in[i] = byte(i * 7)
	}
	out := make([]byte, size*n)
	var native time.Duration = math.MaxInt64
	for r := 0; r < 3; r++ {
		t0 := time.Now()
		for i := 0; i < len(in); i += size {
			copy(out[i:i+size], in[i:i+size])
		}
		native = min(native, time.Since(t0))
	}
	for _, portable := range []bool{false, true} {
		b.Run(map[bool]string{false: "fast", true: "portable"}[portable], func(b *testing.B) {
			setEnginePortable(portable)
			tg := &simTarget{testMem: newTestMem()}
			mod, err := loadProgram(tg, compileSrc(b, []byte(src)))
			if err != nil {
				b.Fatal(err)
			}
			po, _ := tg.Alloc(size * n)
			pi, _ := tg.Alloc(size * n)
			tg.Write(pi, in)
			f, _ := mod.Function("k")
			cpu0 := processCPU()
			b.ResetTimer()
			for b.Loop() {
				if err := f.Launch([3]uint32{n / 256, 1, 1}, [3]uint32{256, 1, 1}, 0, [][]byte{le64(po), le64(pi)}, nil); err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			cpu := float64(processCPU()-cpu0) / float64(b.N)
			b.ReportMetric(cpu/1e6, "cpu-ms/op")
			b.ReportMetric(cpu/float64(native.Nanoseconds()), "x-native")
			tg.Read(po, out)
			if string(out) != string(in) {
				b.Fatal("the copy differs")
			}
		})
	}
}

// runBothPaths launches kernel k(out, in) of src on one warp with the fast engine, then the
// portable one, in holding data, and returns each run's out and error text.
func runBothPaths(t *testing.T, src string, data []byte, outSize int) (outs [2][]byte, errs [2]string) {
	t.Helper()
	saved := enginePortable
	defer setEnginePortable(saved)
	for i, portable := range []bool{false, true} {
		setEnginePortable(portable)
		tg := &simTarget{testMem: newTestMem()}
		mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
		if err != nil {
			t.Fatal(err)
		}
		out, _ := tg.Alloc(outSize)
		in, _ := tg.Alloc(len(data))
		tg.Write(in, data)
		f, _ := mod.Function("k")
		if err := f.Launch([3]uint32{1, 1, 1}, [3]uint32{32, 1, 1}, 0, [][]byte{le64(out), le64(in)}, nil); err != nil {
			errs[i] = err.Error()
		}
		outs[i] = make([]byte, outSize)
		tg.Read(out, outs[i])
	}
	return outs, errs
}

// patternBytes is n bytes j*37+11: no two neighbours alike.
func patternBytes(n int) []byte {
	bs := make([]byte, n)
	for j := range bs {
		bs[j] = byte(j*37 + 11)
	}
	return bs
}

// BenchmarkRunsStrided loads and stores a whole warp's 64-bit words at a stride of 56 bytes (CUB's
// blocked arrangement of seven items a thread in shared memory) and its s16 halves at a stride of
// 4: loadRun and storeRun's general cases, one warp-instruction an iteration.
func BenchmarkRunsStrided(b *testing.B) {
	buf := make([]byte, 31*56+8)
	for i := range buf {
		buf[i] = byte(i * 13)
	}
	var d [32]uint64
	b.Run("ld.u64", func(b *testing.B) {
		for b.Loop() {
			loadRun(&d, buf, 56, 0, 8, false)
		}
	})
	b.Run("st.u64", func(b *testing.B) {
		for b.Loop() {
			storeRun(buf, &d, 56, 0, 8)
		}
	})
	b.Run("ld.s16", func(b *testing.B) {
		for b.Loop() {
			loadRun(&d, buf, 4, 2, 2, true)
		}
	})
}
