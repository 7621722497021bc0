package sim

import (
	"encoding/binary"
	"strings"
	"testing"

	"cudasim/cu"
)

// residentBlocks is a Residency of a fixed count, of blocks or of clusters.
type residentBlocks uint64

func (n residentBlocks) ResidentBlocks([3]uint32, uint32) uint64 { return uint64(n) }

func (n residentBlocks) ResidentClusters([3]uint32, uint32, [3]uint32) uint64 { return uint64(n) }

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
// memory's and a float add are not polls.
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
	.reg .b32 %r<4>; .reg .b64 %rd<4>; .reg .f32 %f<2>;
	ld.param.u64 %rd1, [p]; mov.u32 %r2, 7;
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
