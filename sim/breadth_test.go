package sim

import (
	"encoding/binary"
	"math"
	"strings"
	"testing"

	"cudasim/cu"
)

// A kernel holding an instruction the engine lacks is refused at launch, before any thread runs,
// naming the instruction and its PTX line; the module's other kernels run.
func TestUnsupportedKernelAlone(t *testing.T) {
	src := hdr + `
.visible .entry good(.param .u64 p) { .reg .b32 %r<3>; .reg .b64 %rd<3>;
	ld.param.u64 %rd1, [p]; mov.u32 %r1, 7; st.global.u32 [%rd1], %r1; ret; }
.visible .entry bad(.param .u64 p) { .reg .b32 %r<5>; .reg .b64 %rd<3>;
	ld.param.u64 %rd1, [p]; mov.u32 %r1, 9; st.global.u32 [%rd1], %r1;
	tcgen05.fence::before_thread_sync;
	ret; }
`
	tg := &simTarget{testMem: newTestMem()}
	prog := compileSrc(t, []byte(src))
	mod, err := loadProgram(tg, prog)
	if err != nil {
		t.Fatal(err)
	}
	buf, _ := tg.Alloc(4)
	one := [3]uint32{1, 1, 1}
	if err := launch(t, mod, "bad", one, one, le64(buf)); cu.Code(err) != cu.ErrorNotSupported ||
		!strings.Contains(err.Error(), "tcgen05") || !strings.Contains(err.Error(), "PTX line 9") {
		t.Fatalf("launch of bad: %v, want CUDA_ERROR_NOT_SUPPORTED naming tcgen05 at PTX line 9", err)
	}
	got := make([]byte, 4)
	tg.Read(buf, got)
	if v := binary.LittleEndian.Uint32(got); v != 0 {
		t.Errorf("the refused kernel ran: memory holds %d", v)
	}
	if err := launch(t, mod, "good", one, one, le64(buf)); err != nil {
		t.Fatalf("launch of good: %v", err)
	}
	tg.Read(buf, got)
	if v := binary.LittleEndian.Uint32(got); v != 7 {
		t.Errorf("good wrote %d, want 7", v)
	}
	k, _ := prog.Kernel("good")
	if k.Unsupported() != nil {
		t.Errorf("good reports %v", k.Unsupported())
	}
}

// A barrier.cluster.wait that a thread of the cluster never arrives at is a deadlock fault, not
// a hang; a ld.shared::cluster at a rank outside the cluster is 719, as on the H200.
func TestClusterFaults(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		want       cu.Result
	}{
		{"wait for a blocked CTA", "mov.u32 %r1, %cluster_ctarank; setp.eq.u32 %p1, %r1, 0; @%p1 bar.sync 1, 64; barrier.cluster.arrive; barrier.cluster.wait;", cu.ErrorLaunchTimeout},
		{"rank outside", "mov.u32 %r1, 0; mapa.shared::cluster.u32 %r2, %r1, 5; ld.shared::cluster.u32 %r3, [%r2];", cu.ErrorLaunchFailed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(.param .u64 p) { .reg .b32 %r<5>; .reg .b64 %rd<3>; .reg .pred %p<2>; .shared .b32 s[8];\n" + tc.body + "\nret; }"
			tg := &simTarget{testMem: newTestMem()}
			mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
			if err != nil {
				t.Fatal(err)
			}
			f, _ := mod.Function("k")
			err = Run(f.(*simFunc).k, &Launch{Grid: [3]uint32{2, 1, 1}, Block: [3]uint32{32, 1, 1}, Cluster: [3]uint32{2, 1, 1},
				Params: le64(0), Memory: tg.testMem, InstructionBudget: 10000})
			if cu.Code(err) != tc.want {
				t.Errorf("%v, want %v", err, tc.want)
			}
		})
	}
}

// A cooperative launch in clusters (the H200 runs one): every CTA is resident, clusters whole.
func TestCooperativeClusters(t *testing.T) {
	src := `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 p) { .reg .b32 %r<6>; .reg .b64 %rd<4>;
	ld.param.u64 %rd1, [p]; mov.u32 %r1, %ctaid.x; mov.u32 %r2, %cluster_ctarank; mov.u32 %r3, %clusterid.x;
	barrier.cluster.arrive; barrier.cluster.wait;
	shl.b32 %r4, %r3, 8; or.b32 %r5, %r4, %r2;
	mul.wide.u32 %rd2, %r1, 4; add.s64 %rd3, %rd1, %rd2; st.global.u32 [%rd3], %r5; ret; }
`
	for _, workers := range []int{1, 3} {
		tg := &simTarget{testMem: newTestMem()}
		mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
		if err != nil {
			t.Fatal(err)
		}
		buf, _ := tg.Alloc(4 * 8)
		f, _ := mod.Function("k")
		err = Run(f.(*simFunc).k, &Launch{Grid: [3]uint32{8, 1, 1}, Block: [3]uint32{32, 1, 1}, Cluster: [3]uint32{2, 1, 1},
			Cooperative: true, Params: le64(buf), Memory: tg.testMem, Workers: workers})
		if err != nil {
			t.Fatalf("workers %d: %v", workers, err)
		}
		got := make([]byte, 32)
		tg.Read(buf, got)
		for i := 0; i < 8; i++ {
			if v, want := binary.LittleEndian.Uint32(got[4*i:]), uint32(i/2)<<8|uint32(i%2); v != want {
				t.Errorf("workers %d: block %d wrote %#x, want %#x", workers, i, v, want)
			}
		}
	}
}

// A vector atomic adds each element atomically and returns each element's old value.
func TestVectorAtomics(t *testing.T) {
	src := `.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 p, .param .u64 q) { .reg .f32 %f<9>; .reg .b64 %rd<6>; .reg .b32 %r<3>;
	ld.param.u64 %rd1, [p]; ld.param.u64 %rd2, [q]; mov.u32 %r1, %tid.x; cvt.rn.f32.u32 %f1, %r1;
	atom.global.v2.f32.add {%f2, %f3}, [%rd1], {%f1, 0f3F800000};
	red.global.v4.f32.add [%rd1+8], {%f1, %f1, 0f40000000, 0f3F800000};
	mul.wide.u32 %rd3, %r1, 8; add.s64 %rd4, %rd2, %rd3; st.global.v2.f32 [%rd4], {%f2, %f3}; ret; }
`
	tg := &simTarget{testMem: newTestMem()}
	mod, err := loadProgram(tg, compileSrc(t, []byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	acc, _ := tg.Alloc(24)
	olds, _ := tg.Alloc(8 * 32)
	if err := launch(t, mod, "k", [3]uint32{1, 1, 1}, [3]uint32{32, 1, 1}, le64(acc), le64(olds)); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 24)
	tg.Read(acc, got)
	want := []float32{496, 32, 496, 496, 64, 32} // sum of 0..31, 32 ones, ...
	for i, w := range want {
		if v := math.Float32frombits(binary.LittleEndian.Uint32(got[4*i:])); v != w {
			t.Errorf("element %d: %v, want %v", i, v, w)
		}
	}
	o := make([]byte, 8*32)
	tg.Read(olds, o)
	for l := 0; l < 32; l++ { // lanes add in order within the warp: lane l saw lanes 0..l-1's ones
		if v := math.Float32frombits(binary.LittleEndian.Uint32(o[8*l+4:])); v != float32(l) {
			t.Errorf("lane %d: old second element %v, want %d", l, v, l)
		}
	}
}
