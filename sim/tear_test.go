package sim

import (
	"bytes"
	"encoding/binary"

	"strings"
	"testing"
)

// tearKernel: block 0 publishes {i, i} (every element i) at [slot] for i = 1..n with one vector
// store per i; block 1 polls [slot] with one vector load until it reads n and counts the loads
// whose elements differ (a torn pair: one element's new value with another's old one), into
// [out]. CUB's decoupled look-back publishes its 16-byte {status, value} tile descriptors so
// (st.cg.v2.u64 / ld.cg.v2.u64) and relies on a reader never seeing a status without its value.
const tearKernel = `.version 8.0
.target sm_90
.address_size 64
.visible .entry tear(.param .u64 slot, .param .u64 out, .param .u32 n) {
	.reg .b32 %r<12>; .reg .b64 %rd<12>; .reg .pred %p<4>;
	ld.param.u64 %rd1, [slot]; ld.param.u64 %rd2, [out]; ld.param.u32 %r1, [n];
	ADDR
	mov.u32 %r2, %ctaid.x;
	setp.ne.u32 %p1, %r2, 0; @%p1 bra READ;
	mov.u32 %r3, 0;
WRITE:
	add.u32 %r3, %r3, 1; cvt.u64.u32 %rd3, %r3;
	STORE
	setp.lt.u32 %p2, %r3, %r1; @%p2 bra WRITE;
	ret;
READ:
	mov.u32 %r9, 0;
POLL:
	LOAD
	selp.u32 %r8, 1, 0, %p3; add.u32 %r9, %r9, %r8;
	setp.lt.u32 %p2, %r7, %r1; @%p2 bra POLL;
	mov.u32 %r10, %tid.x; setp.ne.u32 %p1, %r10, 0; @%p1 bra DONE;
	st.global.u32 [%rd2], %r9;
DONE:
	ret;
}
`

// tearShapes are the vector accesses of 8 and 16 bytes TestVectorAccessWholeAcrossWorkers
// checks: the kernel's STORE and LOAD lines (LOAD sets %r7 to the element it polls and %p3
// where elements differ) and whether the slot is addressed generically.
var tearShapes = []struct {
	name, store, load string
	generic           bool
}{
	{"st.cg.v2.u64/ld.cg.v2.u64", `st.global.cg.v2.u64 [%rd1], {%rd3, %rd3};`,
		`ld.global.cg.v2.u64 {%rd5, %rd6}, [%rd1]; cvt.u32.u64 %r7, %rd6; setp.ne.u64 %p3, %rd5, %rd6;`, false},
	{"st.volatile.v2.u64/ld.volatile.v2.u64 generic", `st.volatile.v2.u64 [%rd1], {%rd3, %rd3};`,
		`ld.volatile.v2.u64 {%rd5, %rd6}, [%rd1]; cvt.u32.u64 %r7, %rd6; setp.ne.u64 %p3, %rd5, %rd6;`, true},
	{"st.relaxed.gpu.v4.u32/ld.relaxed.gpu.v4.u32", `st.relaxed.gpu.global.v4.u32 [%rd1], {%r3, %r3, %r3, %r3};`,
		`ld.relaxed.gpu.global.v4.u32 {%r4, %r5, %r6, %r7}, [%rd1]; setp.ne.u32 %p3, %r4, %r7;`, false},
	{"st.cg.v2.u32/ld.cg.v2.u32", `st.global.cg.v2.u32 [%rd1], {%r3, %r3};`,
		`ld.global.cg.v2.u32 {%r4, %r7}, [%rd1]; setp.ne.u32 %p3, %r4, %r7;`, false},
}

// TestVectorAccessWholeAcrossWorkers: a vector load of 8 or 16 bytes that a block on another
// worker polls while one block stores there sees each store whole, never one element's new value
// with another's old one (docs/engine.md, "Vector accesses are whole"). Both blocks run every
// lane of their warp at one address (the whole-warp runs and the store-order loop). Loads of a
// torn store are rare per poll, so each shape runs n stores a few times.
func TestVectorAccessWholeAcrossWorkers(t *testing.T) {
	const n = 20000
	for _, sh := range tearShapes {
		addr := ""
		if sh.generic {
			addr = "cvta.to.global.u64 %rd1, %rd1; cvta.global.u64 %rd1, %rd1;"
		}
		src := strings.NewReplacer("ADDR", addr, "STORE", sh.store, "LOAD", sh.load).Replace(tearKernel)
		tg := &simTarget{testMem: newTestMem()}
		mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
		if err != nil {
			t.Fatalf("%s: %v", sh.name, err)
		}
		f, _ := mod.Function("tear")
		for _, workers := range []int{1, 2, 4} {
			for round := range 3 {
				slot, _ := tg.Alloc(16)
				out, _ := tg.Alloc(4)
				tg.Write(slot, make([]byte, 16))
				params := append(append(le64(slot), le64(out)...), binary.LittleEndian.AppendUint32(nil, n)...)
				err := Run(f.(*simFunc).k, &Launch{Grid: [3]uint32{2, 1, 1}, Block: [3]uint32{32, 1, 1},
					Params: params, Memory: tg.testMem, Workers: workers, Residency: residentBlocks(2)})
				if err != nil {
					t.Fatalf("%s, %d workers: %v", sh.name, workers, err)
				}
				b := make([]byte, 4)
				tg.Read(out, b)
				if torn := binary.LittleEndian.Uint32(b); torn != 0 {
					t.Errorf("%s, %d workers, round %d: %d loads saw a torn vector", sh.name, workers, round, torn)
				}
			}
		}
	}
}

// copyVecKernel copies 16 bytes a thread with one vector load and one vector store of QUAL.
const copyVecKernel = `.version 8.0
.target sm_90
.address_size 64
.visible .entry copyvec(.param .u64 src, .param .u64 dst) {
	.reg .b32 %r<8>; .reg .b64 %rd<12>;
	ld.param.u64 %rd1, [src]; ld.param.u64 %rd2, [dst];
	mov.u32 %r1, %ctaid.x; mov.u32 %r2, %ntid.x; mov.u32 %r3, %tid.x; mad.lo.u32 %r4, %r1, %r2, %r3;
	mul.wide.u32 %rd3, %r4, 16; add.s64 %rd4, %rd1, %rd3; add.s64 %rd5, %rd2, %rd3;
	ld.globalQUAL.v2.u64 {%rd6, %rd7}, [%rd4];
	st.globalQUAL.v2.u64 [%rd5], {%rd6, %rd7};
	ret;
}
`

// BenchmarkVectorCopy copies 1M 16-byte vectors on one worker with weak vector accesses (the
// quick element-wise runs) and with .cg ones (memWhole: a whole access a lane).
func BenchmarkVectorCopy(b *testing.B) {
	for _, qual := range []string{"", ".cg"} {
		b.Run("ld.global"+qual+".v2.u64", func(b *testing.B) {
			tg := &simTarget{testMem: newTestMem()}
			mod, err := loadProgram(tg, compileSrc(b, []byte(strings.ReplaceAll(copyVecKernel, "QUAL", qual))))
			if err != nil {
				b.Fatal(err)
			}
			f, _ := mod.Function("copyvec")
			const n = 1 << 20
			src, _ := tg.Alloc(16 * n)
			dst, _ := tg.Alloc(16 * n)
			b.SetBytes(16 * n)
			for b.Loop() {
				err := Run(f.(*simFunc).k, &Launch{Grid: [3]uint32{n / 256, 1, 1}, Block: [3]uint32{256, 1, 1},
					Params: append(le64(src), le64(dst)...), Memory: tg.testMem, Workers: 1})
				if err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestWholeVectorCopy: whole vector loads and stores of whole-warp runs (memWhole's packed
// copies) move each lane's 16 bytes to where weak ones do.
func TestWholeVectorCopy(t *testing.T) {
	const n = 4096
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileSrc(t, []byte(strings.ReplaceAll(copyVecKernel, "QUAL", ".cg"))))
	if err != nil {
		t.Fatal(err)
	}
	f, _ := mod.Function("copyvec")
	src, _ := tg.Alloc(16 * n)
	dst, _ := tg.Alloc(16 * n)
	want := make([]byte, 16*n)
	for i := range want {
		want[i] = byte(i*7 + i>>8)
	}
	tg.Write(src, want)
	err = Run(f.(*simFunc).k, &Launch{Grid: [3]uint32{n / 256, 1, 1}, Block: [3]uint32{256, 1, 1},
		Params: append(le64(src), le64(dst)...), Memory: tg.testMem, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 16*n)
	tg.Read(dst, got)
	if !bytes.Equal(got, want) {
		t.Errorf("the .cg copy differs from its source")
	}
}
