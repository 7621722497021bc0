package sim

import (
	"encoding/binary"
	"math"
	"testing"
)

// wgWaitPTX: a warpgroup multiplies A (64x16, all 1.0) by B (16x8, all 1.0) from shared
// memory, waits for the group, and warp 0 then overwrites B with zeros, as CuTe's wgmma_sm90
// tutorial refills a pipeline stage right after its wait_group (s_cutlass_cute_wgmma, whose
// product the H200 computed). Every element of D is then 16: the mma_async is the warpgroup's,
// so no warp's wait_group returns before all four warps have issued it. (The layouts do not
// matter: every element is 1.)
const wgWaitPTX = `
.version 8.0
.target sm_90a
.address_size 64
.visible .entry wgwait(.param .u64 out)
{
	.reg .b32 %r<12>;
	.reg .b64 %rd<8>;
	.reg .f32 %f<4>;
	.reg .pred %p<2>;
	.shared .align 1024 .b8 sA[2048];
	.shared .align 256 .b8 sB[256];
	mov.u32 %r1, %tid.x;
	shl.b32 %r3, %r1, 4;
	mov.u32 %r2, sA;
	add.u32 %r4, %r2, %r3;
	mov.b32 %r5, 0x3c003c00;
	st.shared.v4.b32 [%r4], {%r5, %r5, %r5, %r5};
	setp.lt.u32 %p1, %r1, 16;
	mov.u32 %r6, sB;
	add.u32 %r7, %r6, %r3;
	@%p1 st.shared.v4.b32 [%r7], {%r5, %r5, %r5, %r5};
	bar.sync 0;
	cvt.u64.u32 %rd1, %r2;
	shr.u64 %rd1, %rd1, 4;
	or.b64 %rd1, %rd1, 0x0000001000080000;
	cvt.u64.u32 %rd2, %r6;
	shr.u64 %rd2, %rd2, 4;
	or.b64 %rd2, %rd2, 0x0000001000080000;
	wgmma.fence.sync.aligned;
	wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%f0, %f1, %f2, %f3}, %rd1, %rd2, 0, 1, 1, 0, 0;
	wgmma.commit_group.sync.aligned;
	wgmma.wait_group.sync.aligned 0;
	mov.b32 %r8, 0;
	@%p1 st.shared.v4.b32 [%r7], {%r8, %r8, %r8, %r8};
	ld.param.u64 %rd3, [out];
	cvt.u64.u32 %rd4, %r1;
	shl.b64 %rd4, %rd4, 4;
	add.u64 %rd5, %rd3, %rd4;
	st.global.v4.f32 [%rd5], {%f0, %f1, %f2, %f3};
	ret;
}
`

func TestWgmmaWaitGroupWaitsForTheWarpgroup(t *testing.T) {
	prog := compileSrc(t, []byte(wgWaitPTX))
	k, err := prog.Kernel("wgwait")
	if err != nil {
		t.Fatal(err)
	}
	mem := newTestMem()
	out, _ := mem.Alloc(128 * 16)
	buf := make([]byte, k.ParamSize())
	binary.LittleEndian.PutUint64(buf[k.Params()[0].Offset:], out)
	if err := Run(k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{128, 1, 1}, Params: buf, Memory: mem, Workers: 1}); err != nil {
		t.Fatal(err)
	}
	d := make([]byte, 128*16)
	mem.Read(out, d)
	for i := 0; i < len(d); i += 4 {
		if v := math.Float32frombits(binary.LittleEndian.Uint32(d[i:])); v != 16 {
			t.Fatalf("D element %d (warp %d) = %v, want 16: a warp read B after warp 0 overwrote it", i/4, i/16/32, v)
		}
	}
}
