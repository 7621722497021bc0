package sim

import (
	"encoding/binary"
	"testing"
)

// TestSharedClearedPerCTA pins what cta.begin's skipped clear must keep: every CTA reads its
// shared memory as zero before it writes it. Each kernel runs 6 one-warp CTAs on one worker
// (one runner, so one shared buffer, CTA after CTA); CTA 0 writes s[tid] = tid + 1 (where the
// kernel writes at all), then every CTA stores what s[tid] held before that write. A kernel that
// only reads shared memory must be seen not to write it (its CTAs skip the clear); one that
// writes it by any route must be seen to.
func TestSharedClearedPerCTA(t *testing.T) {
	const prologue = `mov.u32 %r0, %tid.x; mov.u32 %r1, %ctaid.x; mov.u32 %r9, s;
	shl.b32 %r2, %r0, 2; add.u32 %r3, %r9, %r2;
	ld.param.u64 %rd1, [out]; mad.lo.u32 %r4, %r1, 32, %r0; mul.wide.u32 %rd2, %r4, 4; add.s64 %rd3, %rd1, %rd2;
	ld.shared.u32 %r5, [%r3]; st.global.u32 [%rd3], %r5; add.u32 %r6, %r0, 1;
	setp.ne.u32 %p1, %r1, 0; @%p1 bra END;
`
	kernels := []struct {
		name, body string
		writes     bool
	}{
		{"reads only", ``, false},
		{"st.shared", `st.shared.u32 [%r3], %r6;`, true},
		{"generic store", `cvta.shared.u64 %rd4, s; cvt.u64.u32 %rd5, %r2; add.s64 %rd4, %rd4, %rd5; st.u32 [%rd4], %r6;`, true},
		{"atom.shared", `atom.shared.add.u32 %r7, [%r3], %r6;`, true},
		{"red.shared", `red.shared.add.u32 [%r3], %r6;`, true},
	}
	for _, kc := range kernels {
		src := hdr + ".shared .align 4 .b8 s[128];\n.visible .entry k(.param .u64 out) {\n" +
			".reg .b32 %r<12>; .reg .b64 %rd<6>; .reg .pred %p<4>;\n" + prologue + kc.body + "\nEND: ret; }"
		k := mustKernel(t, src, "k")
		if k.writesShared != kc.writes {
			t.Errorf("%s: writesShared = %v, want %v", kc.name, k.writesShared, kc.writes)
		}
		const nctas = 6
		mem := newTestMem()
		out, _ := mem.Alloc(4 * 32 * nctas)
		mem.Write(out, make([]byte, 4*32*nctas))
		params := make([]byte, k.ParamSize())
		copy(params[k.Params()[0].Offset:], le64(out))
		for launch := 0; launch < 2; launch++ { // the second reuses the first's runner
			if err := Run(k, &Launch{Grid: [3]uint32{nctas, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: params,
				Memory: mem, Workers: 1}); err != nil {
				t.Fatalf("%s: %v", kc.name, err)
			}
			got := make([]byte, 4*32*nctas)
			mem.Read(out, got)
			for i := 0; i < 32*nctas; i++ {
				if v := binary.LittleEndian.Uint32(got[4*i:]); v != 0 {
					t.Errorf("%s, launch %d: CTA %d thread %d read %d from shared memory before writing it, want 0",
						kc.name, launch, i/32, i%32, v)
					break
				}
			}
		}
	}
}
