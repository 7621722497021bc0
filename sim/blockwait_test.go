package sim

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"cudasim/cu"
)

// residentBlocks is a Residency of a fixed count, of blocks or of clusters.
type residentBlocks uint64

func (n residentBlocks) ResidentBlocks([3]uint32, uint32) uint64 { return uint64(n) }

func (n residentBlocks) ResidentClusters([3]uint32, uint32, [3]uint32) uint64 { return uint64(n) }

// loadKernel loads src on a target of its own and returns the target and kernel name.
func loadKernel(t *testing.T, src, name string) (*simTarget, *Kernel) {
	t.Helper()
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	f, err := mod.Function(name)
	if err != nil {
		t.Fatal(err)
	}
	return tg, f.(*simFunc).k
}

// waitKernels: thread 0 of each block waits with ld.volatile polls. flag: block 0 waits for the
// flag the last block sets, then marks out[0] 2; every other block marks 1. flagsleep: the same
// with a nanosleep between polls. chain: block i waits for block i+1's word and stores it plus
// one; the last block stores 1. The other warp of each block waits at bar.sync meanwhile.
const waitKernels = `.version 8.0
.target sm_90
.address_size 64
.visible .entry flag(.param .u64 f, .param .u64 o) {
	.reg .b32 %r<8>; .reg .b64 %rd<8>; .reg .pred %p<4>;
	ld.param.u64 %rd1, [f]; ld.param.u64 %rd2, [o];
	mov.u32 %r1, %ctaid.x; mov.u32 %r2, %nctaid.x; mov.u32 %r3, %tid.x;
	setp.ne.u32 %p1, %r3, 0; @%p1 bra DONE;
	sub.u32 %r4, %r2, 1; mul.wide.u32 %rd3, %r1, 4; add.s64 %rd4, %rd2, %rd3;
	setp.eq.u32 %p2, %r1, %r4; @%p2 bra LAST;
	setp.ne.u32 %p3, %r1, 0; @%p3 bra MARK;
SPIN:
	ld.volatile.global.u32 %r5, [%rd1]; setp.eq.u32 %p1, %r5, 0; @%p1 bra SPIN;
	st.global.u32 [%rd4], 2; bra DONE;
LAST:
	st.global.u32 [%rd4], 1; membar.gl; st.volatile.global.u32 [%rd1], 1; bra DONE;
MARK:
	st.global.u32 [%rd4], 1;
DONE:
	bar.sync 0;
	ret;
}
.visible .entry flagsleep(.param .u64 f, .param .u64 o) {
	.reg .b32 %r<8>; .reg .b64 %rd<8>; .reg .pred %p<4>;
	ld.param.u64 %rd1, [f]; ld.param.u64 %rd2, [o];
	mov.u32 %r1, %ctaid.x; mov.u32 %r2, %nctaid.x; mov.u32 %r3, %tid.x;
	setp.ne.u32 %p1, %r3, 0; @%p1 bra DONE;
	sub.u32 %r4, %r2, 1; mul.wide.u32 %rd3, %r1, 4; add.s64 %rd4, %rd2, %rd3;
	setp.eq.u32 %p2, %r1, %r4; @%p2 bra LAST;
	setp.ne.u32 %p3, %r1, 0; @%p3 bra MARK;
SPIN:
	ld.volatile.global.u32 %r5, [%rd1]; setp.ne.u32 %p1, %r5, 0; @%p1 bra SAW; nanosleep.u32 100; bra SPIN;
SAW:
	st.global.u32 [%rd4], 2; bra DONE;
LAST:
	st.global.u32 [%rd4], 1; membar.gl; st.volatile.global.u32 [%rd1], 1; bra DONE;
MARK:
	st.global.u32 [%rd4], 1;
DONE:
	bar.sync 0;
	ret;
}
.visible .entry chain(.param .u64 f) {
	.reg .b32 %r<8>; .reg .b64 %rd<8>; .reg .pred %p<4>;
	ld.param.u64 %rd1, [f];
	mov.u32 %r1, %ctaid.x; mov.u32 %r2, %nctaid.x; mov.u32 %r3, %tid.x;
	setp.ne.u32 %p1, %r3, 0; @%p1 bra DONE;
	sub.u32 %r4, %r2, 1; mul.wide.u32 %rd3, %r1, 4; add.s64 %rd4, %rd1, %rd3;
	mov.u32 %r6, 1;
	setp.eq.u32 %p2, %r1, %r4; @%p2 bra STORE;
SPIN:
	ld.volatile.global.u32 %r5, [%rd4+4]; setp.eq.u32 %p1, %r5, 0; @%p1 bra SPIN;
	add.u32 %r6, %r5, 1;
STORE:
	st.volatile.global.u32 [%rd4], %r6;
DONE:
	bar.sync 0;
	ret;
}
`

// TestBlocksWaitForLaterBlocks: blocks of an ordinary launch that wait for blocks started after
// them finish when the device would hold them all (a Residency of at least the grid), with one
// worker or several; without a Residency, or with too few resident blocks, the launch spins to
// its instruction budget, and the fault says what the engine held.
func TestBlocksWaitForLaterBlocks(t *testing.T) {
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileSrc(t, []byte(waitKernels)))
	if err != nil {
		t.Fatal(err)
	}
	chain, _ := mod.Function("chain")
	read := func(p uint64, n int) []uint32 {
		b := make([]byte, 4*n)
		tg.Read(p, b)
		v := make([]uint32, n)
		for i := range v {
			v[i] = binary.LittleEndian.Uint32(b[4*i:])
		}
		return v
	}
	for _, workers := range []int{1, 3} {
		for _, grid := range []uint32{2, 5, 40} {
			for _, name := range []string{"flag", "flagsleep"} {
				flag, _ := mod.Function(name)
				f, _ := tg.Alloc(4)
				o, _ := tg.Alloc(4 * int(grid))
				err := Run(flag.(*simFunc).k, &Launch{Grid: [3]uint32{grid, 1, 1}, Block: [3]uint32{64, 1, 1},
					Params: append(le64(f), le64(o)...), Memory: tg.testMem, Workers: workers, Residency: residentBlocks(grid), InstructionBudget: 2_000_000})
				if err != nil {
					t.Fatalf("%s, grid %d, %d workers: %v", name, grid, workers, err)
				}
				for i, v := range read(o, int(grid)) {
					if want := map[bool]uint32{true: 2, false: 1}[i == 0]; v != want {
						t.Errorf("%s, grid %d, %d workers: block %d marked %d, want %d", name, grid, workers, i, v, want)
					}
				}
			}
			c, _ := tg.Alloc(4 * int(grid))
			err = Run(chain.(*simFunc).k, &Launch{Grid: [3]uint32{grid, 1, 1}, Block: [3]uint32{64, 1, 1},
				Params: le64(c), Memory: tg.testMem, Workers: workers, Residency: residentBlocks(grid), InstructionBudget: 2_000_000})
			if err != nil {
				t.Fatalf("chain, grid %d, %d workers: %v", grid, workers, err)
			}
			for i, v := range read(c, int(grid)) {
				if v != grid-uint32(i) {
					t.Errorf("chain, grid %d, %d workers: block %d stored %d, want %d", grid, workers, i, v, grid-uint32(i))
				}
			}
		}
	}
	// One block more than the device holds, every one waiting for the next: none can finish.
	for _, tc := range []struct {
		name      string
		residency Residency
		want      string
	}{
		{"no residency", nil, "executed its budget"},
		{"one too few", residentBlocks(4), "this worker held 4 started blocks, the launch at most 4 at once"},
	} {
		c, _ := tg.Alloc(4 * 5)
		err := Run(chain.(*simFunc).k, &Launch{Grid: [3]uint32{5, 1, 1}, Block: [3]uint32{64, 1, 1},
			Params: le64(c), Memory: tg.testMem, Residency: tc.residency, InstructionBudget: 200_000})
		if cu.Code(err) != cu.ErrorLaunchTimeout || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want CUDA_ERROR_LAUNCH_TIMEOUT saying %q", tc.name, err, tc.want)
		}
	}
}

// clusterWaitKernels: thread 0 of each cluster's rank 0 waits with ld.volatile polls, while the
// cluster's other threads wait at its barrier (barrier.cluster). cflag: cluster 0 waits for the
// flag the last cluster sets after its barrier, then marks out[0] 2; every other block marks 1.
// cchain: cluster c waits for cluster c+1's word and stores it plus one; the last stores 1.
const clusterWaitKernels = `.version 8.0
.target sm_90
.address_size 64
.visible .entry cflag(.param .u64 f, .param .u64 o) {
	.reg .b32 %r<12>; .reg .b64 %rd<8>; .reg .pred %p<4>;
	ld.param.u64 %rd1, [f]; ld.param.u64 %rd2, [o];
	mov.u32 %r1, %clusterid.x; mov.u32 %r2, %nclusterid.x; mov.u32 %r3, %tid.x;
	mov.u32 %r7, %cluster_ctarank; mov.u32 %r8, %ctaid.x;
	mul.wide.u32 %rd3, %r8, 4; add.s64 %rd4, %rd2, %rd3;
	setp.ne.u32 %p1, %r3, 0; @%p1 bra BAR;
	or.b32 %r9, %r1, %r7; setp.ne.u32 %p3, %r9, 0; @%p3 bra MARK;
SPIN:
	ld.volatile.global.u32 %r5, [%rd1]; setp.eq.u32 %p1, %r5, 0; @%p1 bra SPIN;
	st.global.u32 [%rd4], 2; bra BAR;
MARK:
	st.global.u32 [%rd4], 1;
BAR:
	barrier.cluster.arrive; barrier.cluster.wait;
	sub.u32 %r4, %r2, 1; setp.ne.u32 %p2, %r1, %r4; @%p2 bra DONE;
	or.b32 %r9, %r3, %r7; setp.ne.u32 %p2, %r9, 0; @%p2 bra DONE;
	membar.gl; st.volatile.global.u32 [%rd1], 1;
DONE:
	ret;
}
.visible .entry cchain(.param .u64 f) {
	.reg .b32 %r<12>; .reg .b64 %rd<8>; .reg .pred %p<4>;
	ld.param.u64 %rd1, [f];
	mov.u32 %r1, %clusterid.x; mov.u32 %r2, %nclusterid.x; mov.u32 %r3, %tid.x;
	mov.u32 %r7, %cluster_ctarank;
	or.b32 %r9, %r3, %r7; setp.ne.u32 %p1, %r9, 0; @%p1 bra BAR;
	sub.u32 %r4, %r2, 1; mul.wide.u32 %rd3, %r1, 4; add.s64 %rd4, %rd1, %rd3;
	mov.u32 %r6, 1;
	setp.eq.u32 %p2, %r1, %r4; @%p2 bra STORE;
SPIN:
	ld.volatile.global.u32 %r5, [%rd4+4]; setp.eq.u32 %p1, %r5, 0; @%p1 bra SPIN;
	add.u32 %r6, %r5, 1;
STORE:
	st.volatile.global.u32 [%rd4], %r6;
BAR:
	barrier.cluster.arrive; barrier.cluster.wait;
	ret;
}
`

// TestClustersWaitForLaterClusters: clusters of an ordinary launch that wait for clusters started
// after them finish when the device would hold them all (a Residency of at least the grid's
// clusters), with one worker or several, clusters of 2 and 4 blocks; without a Residency, or
// with one cluster too few, the launch spins to its instruction budget, and the fault says what
// the engine held.
func TestClustersWaitForLaterClusters(t *testing.T) {
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileSrc(t, []byte(clusterWaitKernels)))
	if err != nil {
		t.Fatal(err)
	}
	flag, _ := mod.Function("cflag")
	chain, _ := mod.Function("cchain")
	read := func(p uint64, n int) []uint32 {
		b := make([]byte, 4*n)
		tg.Read(p, b)
		v := make([]uint32, n)
		for i := range v {
			v[i] = binary.LittleEndian.Uint32(b[4*i:])
		}
		return v
	}
	for _, workers := range []int{1, 3} {
		for _, size := range []uint32{2, 4} {
			for _, clusters := range []uint32{2, 5, 17} {
				grid := clusters * size
				launch := func(params []byte) *Launch {
					return &Launch{Grid: [3]uint32{grid, 1, 1}, Block: [3]uint32{64, 1, 1}, Cluster: [3]uint32{size, 1, 1},
						Params: params, Memory: tg.testMem, Workers: workers, Residency: residentBlocks(clusters), InstructionBudget: 2_000_000}
				}
				f, _ := tg.Alloc(4)
				o, _ := tg.Alloc(4 * int(grid))
				if err := Run(flag.(*simFunc).k, launch(append(le64(f), le64(o)...))); err != nil {
					t.Fatalf("cflag, %d clusters of %d, %d workers: %v", clusters, size, workers, err)
				}
				for i, v := range read(o, int(grid)) {
					if want := map[bool]uint32{true: 2, false: 1}[i == 0]; v != want {
						t.Errorf("cflag, %d clusters of %d, %d workers: block %d marked %d, want %d", clusters, size, workers, i, v, want)
					}
				}
				c, _ := tg.Alloc(4 * int(clusters))
				if err := Run(chain.(*simFunc).k, launch(le64(c))); err != nil {
					t.Fatalf("cchain, %d clusters of %d, %d workers: %v", clusters, size, workers, err)
				}
				for i, v := range read(c, int(clusters)) {
					if v != clusters-uint32(i) {
						t.Errorf("cchain, %d clusters of %d, %d workers: cluster %d stored %d, want %d", clusters, size, workers, i, v, clusters-uint32(i))
					}
				}
			}
		}
	}
	// One cluster more than the device holds, every one waiting for the next: none can finish.
	for _, tc := range []struct {
		name      string
		residency Residency
		want      string
	}{
		{"no residency", nil, "executed its budget"},
		{"one too few", residentBlocks(4), "this worker held 4 started clusters, the launch at most 4 at once"},
	} {
		c, _ := tg.Alloc(4 * 5)
		err := Run(chain.(*simFunc).k, &Launch{Grid: [3]uint32{10, 1, 1}, Block: [3]uint32{64, 1, 1}, Cluster: [3]uint32{2, 1, 1},
			Params: le64(c), Memory: tg.testMem, Residency: tc.residency, InstructionBudget: 200_000})
		if cu.Code(err) != cu.ErrorLaunchTimeout || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want CUDA_ERROR_LAUNCH_TIMEOUT saying %q", tc.name, err, tc.want)
		}
	}
}

// TestPollsSeesAtomicsThatKeepTheWord: Kernel.Polls (several workers take one block at a time
// when a kernel polls) counts atomics that may read a flag without changing it: a
// compare-and-swap, an integer add/or/xor of 0 and an and of all ones whose result is used
// (atomicAdd(p, 0), atomicOr(p, 0)). Atomics that change the word, red (no result), shared
// memory's and a float add are not polls. Of loads, 4- and 8-byte ld.volatile and ld.cg/ld.cv of
// device memory are; weak loads, other cache operators, narrower loads and vectors are not.
func TestPollsSeesAtomicsThatKeepTheWord(t *testing.T) {
	cases := []struct {
		atom  string
		polls bool
	}{
		{"atom.global.add.u32 %r1, [%rd1], 0;", true},
		{"atom.global.or.b32 %r1, [%rd1], 0;", true},
		{"atom.global.xor.b32 %r1, [%rd1], 0;", true},
		{"atom.global.and.b32 %r1, [%rd1], -1;", true},
		{"atom.add.u64 %rd2, [%rd1], 0;", true},
		{"atom.global.cas.b32 %r1, [%rd1], %r2, %r2;", true},
		{"ld.volatile.global.u32 %r1, [%rd1];", true},
		{"ld.global.cg.u32 %r1, [%rd1];", true},
		{"ld.cv.u32 %r1, [%rd1];", true},
		{"ld.global.u32 %r1, [%rd1];", false},
		{"ld.global.cs.u32 %r1, [%rd1];", false},
		{"ld.global.cg.u16 %rs1, [%rd1];", false},
		{"ld.global.cg.v2.u32 {%r1, %r3}, [%rd1];", false},
		{"atom.global.add.u32 %r1, [%rd1], 1;", false},
		{"atom.global.or.b32 %r1, [%rd1], 4;", false},
		{"atom.global.and.b32 %r1, [%rd1], 0;", false},
		{"atom.global.add.u32 %r1, [%rd1], %r2;", false},
		{"atom.global.exch.b32 %r1, [%rd1], 0;", false},
		{"red.global.add.u32 [%rd1], 0;", false},
		{"atom.shared.add.u32 %r1, [%rd1], 0;", false},
		{"atom.global.add.f32 %f1, [%rd1], 0f00000000;", false},
	}
	for _, tc := range cases {
		src := `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 p) {
	.reg .b32 %r<4>; .reg .b64 %rd<4>; .reg .f32 %f<2>; .reg .b16 %rs<2>;
	ld.param.u64 %rd1, [p]; mov.u32 %r2, 7; mov.u32 %r1, 0;
	` + tc.atom + `
	st.global.u32 [%rd1+4], %r1;
	ret;
}`
		tg := &simTarget{testMem: newTestMem()}
		mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
		if err != nil {
			t.Fatalf("%s: %v", tc.atom, err)
		}
		k, _ := mod.Function("k")
		if got := k.(*simFunc).k.Polls(); got != tc.polls {
			t.Errorf("%s: Polls %v, want %v", tc.atom, got, tc.polls)
		}
	}
}

// TestBlocksPollWithCacheOperators: a block that polls another block's flag with ld.cg or ld.cv
// (CUB 1.17's GridBarrier spins on ld.cg: its test_grid_barrier, a launch of the resident
// count, spun to the launch timeout) is set aside as one polling with ld.volatile is, so the
// flag kernel finishes when the device holds its grid.
func TestBlocksPollWithCacheOperators(t *testing.T) {
	for _, poll := range []string{"ld.global.cg.u32", "ld.cg.u32", "ld.global.cv.u32"} {
		src := strings.Replace(waitKernels, "ld.volatile.global.u32 %r5, [%rd1]; setp.eq.u32", poll+" %r5, [%rd1]; setp.eq.u32", 1)
		tg, flag := loadKernel(t, src, "flag")
		const grid = 5
		f, _ := tg.Alloc(4)
		o, _ := tg.Alloc(4 * grid)
		err := Run(flag, &Launch{Grid: [3]uint32{grid, 1, 1}, Block: [3]uint32{64, 1, 1},
			Params: append(le64(f), le64(o)...), Memory: tg.testMem, Residency: residentBlocks(grid), InstructionBudget: 2_000_000})
		if err != nil {
			t.Fatalf("%s: %v", poll, err)
		}
		b := make([]byte, 4)
		tg.Read(o, b)
		if v := binary.LittleEndian.Uint32(b); v != 2 {
			t.Errorf("%s: block 0 marked %d, want 2", poll, v)
		}
	}
}

// gridBarrierKernel is a software grid barrier shaped as CUB 1.17's GridBarrier::Sync (the PTX
// nvcc 11.8 makes of it, cub/grid/grid_barrier.cuh), POLL its flag loads: each block but 0 has
// thread 0 set its flag s[b] to 1 and wait until block 0 clears it; block 0's threads each wait
// for the flags of peers tid, tid+ntid, ... (a warp's lanes poll different words, and split as
// some peers arrive before others), then clear them all. Around each of rounds barriers, thread
// 0 of each block counts its arrival in c[0] before the barrier, and after it sets c[1] where
// c[0] is short of every block's arrivals so far.
const gridBarrierKernel = `.version 8.0
.target sm_90
.address_size 64
.visible .entry gbar(.param .u64 s, .param .u64 c, .param .u32 rounds) {
	.reg .b32 %r<24>; .reg .b64 %rd<16>; .reg .pred %p<16>;
	ld.param.u64 %rd1, [s]; ld.param.u64 %rd2, [c]; ld.param.u32 %r11, [rounds];
	mov.u32 %r1, %ctaid.x; mov.u32 %r2, %tid.x; mov.u32 %r3, %nctaid.x; mov.u32 %r4, %ntid.x;
	mul.wide.u32 %rd6, %r1, 4; add.s64 %rd4, %rd1, %rd6;
	setp.ne.s32 %p15, %r2, 0;
	mov.u32 %r20, 0;
ROUND:
	@!%p15 atom.global.add.u32 %r5, [%rd2], 1;
	membar.gl; bar.sync 0;
	setp.eq.s32 %p2, %r1, 0; @%p2 bra ZERO;
	@%p15 bra PEERDONE;
	st.volatile.global.u32 [%rd4], 1;
	POLL %r13, [%rd4]; setp.ne.s32 %p4, %r13, 1; @%p4 bra PEERDONE;
ACK:
	membar.cta; POLL %r15, [%rd4]; setp.eq.s32 %p5, %r15, 1; @%p5 bra ACK;
PEERDONE:
	bar.sync 0; bra.uni CHECK;
ZERO:
	@%p15 bra REPORTED;
	st.volatile.global.u32 [%rd1], 1;
REPORTED:
	setp.ge.u32 %p7, %r2, %r3; bar.sync 0; @%p7 bra WAITED;
	mov.u32 %r21, %r2;
PEER:
	mul.wide.s32 %rd10, %r21, 4; add.s64 %rd9, %rd1, %rd10;
	POLL %r17, [%rd9]; setp.ne.s32 %p8, %r17, 0; @%p8 bra ARRIVED;
WAIT:
	membar.cta; POLL %r18, [%rd9]; setp.eq.s32 %p9, %r18, 0; @%p9 bra WAIT;
ARRIVED:
	add.s32 %r21, %r21, %r4; setp.lt.u32 %p10, %r21, %r3; @%p10 bra PEER;
WAITED:
	bar.sync 0; @%p7 bra CHECK;
	mov.u32 %r22, %r2;
RELEASE:
	mul.wide.s32 %rd12, %r22, 4; add.s64 %rd13, %rd1, %rd12;
	st.volatile.global.u32 [%rd13], 0;
	add.s32 %r22, %r22, %r4; setp.lt.u32 %p12, %r22, %r3; @%p12 bra RELEASE;
CHECK:
	@%p15 bra NEXT;
	ld.volatile.global.u32 %r6, [%rd2]; add.s32 %r7, %r20, 1; mul.lo.u32 %r7, %r7, %r3;
	setp.lt.u32 %p14, %r6, %r7; @%p14 st.volatile.global.u32 [%rd2+4], 1;
NEXT:
	add.s32 %r20, %r20, 1; setp.lt.s32 %p13, %r20, %r11; @%p13 bra ROUND;
	ret;
}
`

// runGridBarrier runs gridBarrierKernel with poll as its flag loads, rounds barriers over grid
// blocks of block threads, the device holding the grid, and checks that every barrier held.
func runGridBarrier(t *testing.T, poll string, grid, block uint32, workers int, rounds uint32) Stats {
	t.Helper()
	tg, k := loadKernel(t, strings.ReplaceAll(gridBarrierKernel, "POLL", poll), "gbar")
	s, _ := tg.Alloc(4 * int(grid))
	c, _ := tg.Alloc(8)
	var st Stats
	params := append(append(le64(s), le64(c)...), binary.LittleEndian.AppendUint32(nil, rounds)...)
	err := Run(k, &Launch{Grid: [3]uint32{grid, 1, 1}, Block: [3]uint32{block, 1, 1}, Params: params, Memory: tg.testMem,
		Workers: workers, Residency: residentBlocks(grid), InstructionBudget: 20_000_000, Stats: &st})
	what := fmt.Sprintf("%s, %d blocks of %d, %d workers", poll, grid, block, workers)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	b := make([]byte, 8)
	tg.Read(c, b)
	if n, bad := binary.LittleEndian.Uint32(b), binary.LittleEndian.Uint32(b[4:]); n != grid*rounds || bad != 0 {
		t.Errorf("%s: %d arrivals (want %d), a block passed a barrier early: %v", what, n, grid*rounds, bad != 0)
	}
	return st
}

// TestGridBarrierOfLanesPollingPeers: a software grid barrier as CUB 1.17's GridBarrier (its
// test_grid_barrier spun to the launch timeout, a launch of the resident count) finishes when
// the device holds the grid: block 0's warps, whose lanes poll different peers' flags and split
// into groups as peers arrive, are seen to wait and set aside for the later blocks, whether
// they poll with ld.volatile or with ld.cg/ld.cv (CUB's ThreadLoad<LOAD_CG>).
func TestGridBarrierOfLanesPollingPeers(t *testing.T) {
	for _, poll := range []string{"ld.volatile.global.u32", "ld.cg.u32", "ld.global.cg.u32", "ld.global.cv.u32"} {
		for _, shape := range [][2]uint32{{40, 32}, {132, 128}} {
			for _, workers := range []int{1, 3} {
				runGridBarrier(t, poll, shape[0], shape[1], workers, 3)
			}
		}
	}
}

// twoLoopsKernel: block 0's lanes 0..15 wait in one loop for s[0], lanes 16..31 in another for
// s[1], both of which the last block sets: the warp's two lane groups take turns polling, each
// at its own place.
const twoLoopsKernel = `.version 8.0
.target sm_90
.address_size 64
.visible .entry two(.param .u64 s) {
	.reg .b32 %r<8>; .reg .b64 %rd<8>; .reg .pred %p<4>;
	ld.param.u64 %rd1, [s];
	mov.u32 %r1, %ctaid.x; mov.u32 %r2, %nctaid.x; mov.u32 %r3, %tid.x;
	sub.u32 %r4, %r2, 1;
	setp.eq.u32 %p2, %r1, %r4; @%p2 bra LAST;
	setp.ne.u32 %p3, %r1, 0; @%p3 bra DONE;
	setp.ge.u32 %p3, %r3, 16; @%p3 bra HIGH;
LOW:
	ld.volatile.global.u32 %r5, [%rd1]; setp.eq.u32 %p1, %r5, 0; @%p1 bra LOW;
	bra DONE;
HIGH:
	ld.volatile.global.u32 %r5, [%rd1+4]; setp.eq.u32 %p1, %r5, 0; @%p1 bra HIGH;
	bra DONE;
LAST:
	setp.ne.u32 %p3, %r3, 0; @%p3 bra DONE;
	st.volatile.global.u32 [%rd1], 1; st.volatile.global.u32 [%rd1+4], 1;
DONE:
	ret;
}
`

// TestDivergedWarpWaitsInTwoLoops: a warp whose lane groups wait in two loops, each polling its
// own word, taking turns, is seen to wait (waited's cycle of turns), so its block is set aside
// for the later block that sets both words.
func TestDivergedWarpWaitsInTwoLoops(t *testing.T) {
	tg, k := loadKernel(t, twoLoopsKernel, "two")
	for _, workers := range []int{1, 3} {
		for _, grid := range []uint32{2, 5, 40} {
			s, _ := tg.Alloc(8)
			err := Run(k, &Launch{Grid: [3]uint32{grid, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: le64(s), Memory: tg.testMem,
				Workers: workers, Residency: residentBlocks(grid), InstructionBudget: 2_000_000})
			if err != nil {
				t.Errorf("%d blocks, %d workers: %v", grid, workers, err)
			}
		}
	}
}

// weakPollKernel: block 0's thread 0 waits, reading the flag with a weak ld.global in a loop
// shaped as nvcc 11.8 makes while (*flag == 0) BODY; (FENCE: membar.gl for __threadfence(),
// membar.cta for __threadfence_block(); the last block's thread 0 sets the flag), then marks
// out 1. (nvcc also reads the flag once before the loop; that weak load, in no loop, is read
// plainly, a data race in Go's terms with another worker's store, so -race would report it.)
const weakPollKernel = `.version 8.0
.target sm_90
.address_size 64
.visible .entry weak(.param .u64 f, .param .u64 o) {
	.reg .b32 %r<8>; .reg .b64 %rd<8>; .reg .pred %p<6>;
	ld.param.u64 %rd1, [f]; ld.param.u64 %rd2, [o];
	mov.u32 %r1, %ctaid.x; mov.u32 %r2, %nctaid.x; mov.u32 %r3, %tid.x;
	setp.ne.u32 %p1, %r3, 0; @%p1 bra DONE;
	sub.u32 %r4, %r2, 1; setp.eq.u32 %p2, %r1, %r4; @%p2 bra LAST;
	setp.ne.u32 %p3, %r1, 0; @%p3 bra DONE;
SPIN:
	FENCE
	ld.global.u32 %r6, [%rd1]; setp.eq.s32 %p5, %r6, 0; @%p5 bra SPIN;
SEEN:
	st.global.u32 [%rd2], 1; bra DONE;
LAST:
	membar.gl; st.volatile.global.u32 [%rd1], 1;
DONE:
	ret;
}
`

// TestWeakPollsWaitForLaterBlocks: a block that polls another block's flag with a weak
// ld.global, kept in its loop by a fence, is set aside as one polling with ld.volatile is
// (pollLoads), so the launch finishes when the device holds its grid, as the H100 finished
// probe gbar36-c's fence_gl and fence_cta (testdata/reference/gbar36).
func TestWeakPollsWaitForLaterBlocks(t *testing.T) {
	for _, fence := range []string{"membar.gl;", "membar.cta;", "fence.acq_rel.gpu;"} {
		tg, k := loadKernel(t, strings.Replace(weakPollKernel, "FENCE", fence, 1), "weak")
		if !k.Polls() {
			t.Errorf("%q: Polls false, want true", fence)
		}
		for _, workers := range []int{1, 3} {
			for _, grid := range []uint32{2, 40} {
				f, _ := tg.Alloc(4)
				o, _ := tg.Alloc(4)
				err := Run(k, &Launch{Grid: [3]uint32{grid, 1, 1}, Block: [3]uint32{64, 1, 1}, Params: append(le64(f), le64(o)...),
					Memory: tg.testMem, Workers: workers, Residency: residentBlocks(grid), InstructionBudget: 2_000_000})
				b := make([]byte, 4)
				tg.Read(o, b)
				if err != nil || b[0] != 1 {
					t.Errorf("%q, %d blocks, %d workers: %v, block 0 marked %d, want 1", fence, grid, workers, err, b[0])
				}
			}
		}
	}
}

// TestPollLoadsOnlyInPollLoops: pollLoads marks a weak load only in a loop that reads one word,
// holds a fence, writes no memory and exits on what it read; a loop without a fence, a search
// that reads another word each time, a loop that stores, one that exits on a counter, and
// ld.global.nc are not polls.
func TestPollLoadsOnlyInPollLoops(t *testing.T) {
	cases := []struct {
		name, loop string
		polls      bool
	}{
		{"poll", `L: membar.gl; ld.global.u32 %r1, [%rd1]; setp.eq.s32 %p1, %r1, 0; @%p1 bra L;`, true},
		{"generic, exit forward", `L: ld.u32 %r1, [%rd1+8]; setp.ne.s32 %p1, %r1, 0; @%p1 bra OUT; membar.cta; add.s32 %r2, %r2, 1; bra L; OUT:`, true},
		{"through and", `L: ld.global.u64 %rd2, [%rd1]; fence.sc.gpu; and.b64 %rd3, %rd2, 4; setp.eq.s64 %p1, %rd3, 0; @%p1 bra L;`, true},
		{"no fence", `L: ld.global.u32 %r1, [%rd1]; setp.eq.s32 %p1, %r1, 0; @%p1 bra L;`, false},
		{"another word", `L: membar.gl; ld.global.u32 %r1, [%rd1]; add.s64 %rd1, %rd1, 4; setp.eq.s32 %p1, %r1, 0; @%p1 bra L;`, false},
		{"list walk", `L: membar.gl; ld.global.u64 %rd1, [%rd1]; setp.ne.s64 %p1, %rd1, 0; @%p1 bra L;`, false},
		{"stores", `L: membar.gl; ld.global.u32 %r1, [%rd1]; st.global.u32 [%rd1+4], %r1; setp.eq.s32 %p1, %r1, 0; @%p1 bra L;`, false},
		{"counter exit", `L: membar.gl; ld.global.u32 %r1, [%rd1]; add.s32 %r2, %r2, %r1; add.s32 %r3, %r3, 1; setp.lt.s32 %p1, %r3, 9; @%p1 bra L;`, false},
		{"nc", `L: membar.gl; ld.global.nc.u32 %r1, [%rd1]; setp.eq.s32 %p1, %r1, 0; @%p1 bra L;`, false},
		{"forward only", `membar.gl; ld.global.u32 %r1, [%rd1]; setp.eq.s32 %p1, %r1, 0; @%p1 bra L; L:`, false},
	}
	for _, tc := range cases {
		src := `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 p) {
	.reg .b32 %r<4>; .reg .b64 %rd<4>; .reg .pred %p<2>;
	ld.param.u64 %rd1, [p]; mov.u32 %r2, 0; mov.u32 %r3, 0;
	` + tc.loop + `
	st.global.u32 [%rd1+4], %r2;
	ret;
}`
		if got := mustKernel(t, src, "k").Polls(); got != tc.polls {
			t.Errorf("%s: Polls %v, want %v", tc.name, got, tc.polls)
		}
	}
}
