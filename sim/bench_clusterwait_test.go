package sim

import (
	"testing"
)

// clusterBenchKernel: each thread mixes its index 256 times, stores it in its block's shared
// memory, meets its cluster at the cluster's barrier, and adds the word of the same thread in
// the next block rank (distributed shared memory). A cluster kernel that never waits for
// another cluster: its launches must keep their speed where a Residency lets clusters wait.
const clusterBenchKernel = `.version 8.0
.target sm_90
.address_size 64
.visible .entry cmix(.param .u64 o) {
	.reg .b32 %r<16>; .reg .b64 %rd<8>; .reg .pred %p<2>;
	.shared .align 4 .b32 s[128];
	ld.param.u64 %rd1, [o];
	mov.u32 %r1, %tid.x; mov.u32 %r2, %ctaid.x; mov.u32 %r3, %ntid.x;
	mad.lo.u32 %r4, %r2, %r3, %r1;
	mov.u32 %r5, %r4; mov.u32 %r6, 0;
LOOP:
	mul.lo.u32 %r5, %r5, -1640531535; shr.u32 %r7, %r5, 13; xor.b32 %r5, %r5, %r7;
	add.u32 %r6, %r6, 1; setp.lt.u32 %p1, %r6, 256; @%p1 bra LOOP;
	mov.u32 %r8, s; shl.b32 %r9, %r1, 2; add.u32 %r8, %r8, %r9;
	st.shared.u32 [%r8], %r5;
	barrier.cluster.arrive; barrier.cluster.wait;
	mov.u32 %r10, %cluster_ctarank; mov.u32 %r11, %cluster_nctarank;
	add.u32 %r10, %r10, 1; rem.u32 %r10, %r10, %r11;
	mapa.shared::cluster.u32 %r12, %r8, %r10;
	ld.shared::cluster.u32 %r13, [%r12];
	add.u32 %r5, %r5, %r13;
	barrier.cluster.arrive; barrier.cluster.wait;
	mul.wide.u32 %rd2, %r4, 4; add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r5;
	ret;
}
`

// BenchmarkClusterMix: clusterBenchKernel over 512 blocks of 128 threads in clusters of 2, one
// worker, with and without a Residency (the driver gives every launch one).
func BenchmarkClusterMix(b *testing.B) {
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileSrc(b, []byte(clusterBenchKernel)))
	if err != nil {
		b.Fatal(err)
	}
	f, _ := mod.Function("cmix")
	const grid = 512
	o, _ := tg.Alloc(4 * grid * 128)
	for _, tc := range []struct {
		name      string
		residency Residency
	}{{"residency", residentBlocks(1 << 20)}, {"none", nil}} {
		b.Run(tc.name, func(b *testing.B) {
			l := &Launch{Grid: [3]uint32{grid, 1, 1}, Block: [3]uint32{128, 1, 1}, Cluster: [3]uint32{2, 1, 1},
				Params: le64(o), Memory: tg.testMem, Workers: 1, Residency: tc.residency}
			for i := 0; i < b.N; i++ {
				if err := Run(f.(*simFunc).k, l); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
