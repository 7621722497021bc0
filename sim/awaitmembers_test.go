package sim

import (
	"encoding/binary"
	"testing"
)

// The lanes of a warp take a spin lock one at a time, then exchange values with one
// shfl.sync over the whole warp: the lanes that left the loop first wait at the shfl for the
// others (a .sync collective waits for every non-exited lane of its membermask since sm_70;
// the H200 ran s_its of libcuda/testdata/cudart/explore24 so). Before, the first lane
// shuffled alone and read its own value for every other lane's. Then a vote, a match and a
// redux with the same lock before each.
func TestCollectivesAwaitMembers(t *testing.T) {
	src := hdr + `.global .align 4 .u32 lock;
.global .align 4 .u32 count;
.visible .entry k(.param .u64 out, .param .u64 in) {
	.reg .b32 %r<20>; .reg .b64 %rd<8>; .reg .pred %p<4>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r0, %tid.x;
	mul.wide.u32 %rd2, %r0, 16; add.s64 %rd3, %rd1, %rd2;
	mov.u32 %r10, 0;
ROUND:
L0:	atom.global.cas.b32 %r1, [lock], 0, 1;
	setp.ne.u32 %p1, %r1, 0;
	@%p1 bra L0;
	ld.volatile.global.u32 %r2, [count]; add.u32 %r2, %r2, 1; st.volatile.global.u32 [count], %r2;
	atom.global.exch.b32 %r3, [lock], 0;
	setp.eq.u32 %p2, %r10, 0; @%p2 bra SHFL;
	setp.eq.u32 %p2, %r10, 1; @%p2 bra VOTE;
	setp.eq.u32 %p2, %r10, 2; @%p2 bra MATCH;
	and.b32 %r5, %r0, 7;
	redux.sync.add.u32 %r4, %r5, 0xffffffff;
	st.global.u32 [%rd3+12], %r4;
	ret;
SHFL:	sub.u32 %r5, 31, %r0;
	shfl.sync.idx.b32 %r4, %r0, %r5, 0x1f, 0xffffffff;
	st.global.u32 [%rd3], %r4;
	bra NEXT;
VOTE:	setp.lt.u32 %p3, %r0, 5;
	vote.sync.ballot.b32 %r4, %p3, 0xffffffff;
	st.global.u32 [%rd3+4], %r4;
	bra NEXT;
MATCH:	and.b32 %r5, %r0, 1;
	match.any.sync.b32 %r4, %r5, 0xffffffff;
	st.global.u32 [%rd3+8], %r4;
NEXT:	add.u32 %r10, %r10, 1;
	bra ROUND;
}`
	outs, errs := runBothPaths(t, src, nil, 32*16)
	for path := range outs {
		if errs[path] != "" {
			t.Fatalf("path %d: %s", path, errs[path])
		}
		for lane := 0; lane < 32; lane++ {
			w := outs[path][lane*16:]
			got := [4]uint32{binary.LittleEndian.Uint32(w), binary.LittleEndian.Uint32(w[4:]), binary.LittleEndian.Uint32(w[8:]), binary.LittleEndian.Uint32(w[12:])}
			want := [4]uint32{uint32(31 - lane), 0x1f, 0x55555555 << (lane & 1), 16 * 7}
			if got != want {
				t.Errorf("path %d lane %d: shfl, ballot, match, redux = %#x, want %#x", path, lane, got, want)
			}
		}
	}
}

// A persistent kernel's work queue (probe kernels25-a, s_persistent): lane 0 takes the next item
// with atom.add and hands it to the warp with shfl.sync; after the work, lanes 1-31 branch back
// to the loop's top while lane 0 first stores the item's result, laid out after that back edge.
// The shfl waits for lane 0, further on in the loop (the H200 ran s_persistent so). Before,
// lanes 1-31, lowest pc first, shuffled without it, read their own 0 for lane 0's item
// forever, and the launch ran into the instruction budget.
func TestCollectiveAwaitsLanesFurtherOnInTheLoop(t *testing.T) {
	src := hdr + `.global .align 4 .u32 counter;
.visible .entry k(.param .u64 out, .param .u64 in) {
	.reg .b32 %r<20>; .reg .b64 %rd<8>; .reg .pred %p<4>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r0, %tid.x;
	setp.ne.u32 %p1, %r0, 0;
	mov.u32 %r5, 0;
TOP:	mov.u32 %r2, 0;
	@%p1 bra TAKE;
	atom.global.add.u32 %r2, [counter], 1;
TAKE:	shfl.sync.idx.b32 %r3, %r2, 0, 0x1f, 0xffffffff;
	setp.gt.u32 %p2, %r3, 99;
	@%p2 bra DONE;
	add.u32 %r5, %r5, %r3;
	@%p1 bra TOP;
	mul.wide.u32 %rd2, %r3, 4; add.s64 %rd3, %rd1, %rd2;
	mul.lo.u32 %r6, %r3, 3;
	st.global.u32 [%rd3], %r6;
	bra.uni TOP;
DONE:	mul.wide.u32 %rd2, %r0, 4; add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3+400], %r5;
	ret;
}`
	saved := enginePortable
	defer setEnginePortable(saved)
	var outs [2][]byte
	for path, portable := range []bool{false, true} {
		setEnginePortable(portable)
		tg := &simTarget{testMem: newTestMem()}
		mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
		if err != nil {
			t.Fatal(err)
		}
		out, _ := tg.Alloc(4 * (100 + 32))
		f, _ := mod.Function("k")
		// a small budget: the loop it guards against ends there
		err = Run(f.(*simFunc).k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: append(le64(out), le64(0)...),
			Symbols: f.(*simFunc).m.symbols, Memory: tg.testMem, Workers: 1, InstructionBudget: 1_000_000})
		if err != nil {
			t.Fatalf("path %d: %v", path, err)
		}
		outs[path] = make([]byte, 4*(100+32))
		tg.Read(out, outs[path])
		for i := 0; i < 100; i++ {
			if got := binary.LittleEndian.Uint32(outs[path][4*i:]); got != uint32(3*i) {
				t.Errorf("path %d: item %d's result %d, want %d", path, i, got, 3*i)
			}
		}
		for lane := 0; lane < 32; lane++ {
			if got := binary.LittleEndian.Uint32(outs[path][400+4*lane:]); got != 4950 {
				t.Errorf("path %d: lane %d summed the items to %d, want 4950", path, lane, got)
			}
		}
	}
}
