package sim

import (
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/sim/ptx"
)

// FuzzCompileRun checks that any PTX the parser accepts either fails to compile with
// cu.ErrorInvalidPTX or compiles, and that running its kernels never hits an internal error
// (a Go panic inside the engine): faults must come back as driver codes.
func FuzzCompileRun(f *testing.F) {
	f.Add([]byte(hdr + ".visible .entry k(.param .u64 p) { .reg .b32 %r<4>; .reg .b64 %rd<3>; .reg .pred %p<2>; ld.param.u64 %rd1, [p]; mov.u32 %r1, %tid.x; setp.lt.u32 %p1, %r1, 3; @%p1 bra L; st.global.u32 [%rd1], %r1; L: ret; }"))
	f.Add([]byte(hdr + ".visible .entry k(.param .u64 p) { .reg .f32 %f<4>; .reg .b64 %rd<3>; ld.param.u64 %rd1, [p]; ld.global.f32 %f1, [%rd1]; mul.f32 %f2, %f1, %f1; add.f32 %f3, %f2, %f1; st.global.f32 [%rd1], %f3; ret; }"))
	f.Add([]byte(hdr + ".shared .align 4 .b8 s[64];\n.visible .entry k(.param .u64 p) { .reg .b32 %r<6>; mov.u32 %r1, %tid.x; shl.b32 %r2, %r1, 2; mov.u32 %r3, s; add.u32 %r4, %r3, %r2; st.shared.u32 [%r4], %r1; bar.sync 0; shfl.sync.bfly.b32 %r5, %r1, 1, 31, -1; atom.shared.add.u32 %r5, [%r4], 1; ret; }"))
	f.Add(mustReadFile(f, "testdata/kernels.ptx"))
	// warp matrix instructions: wmma and mma.sync GEMMs, ldmatrix/stmatrix/movmatrix
	for _, g := range []string{"gemm", "matrix", "stmatrix", "mma_i4", "wmma_sub"} {
		f.Add(mustReadFile(f, "../testdata/reference/tensor/probe/ptx118/"+g+".ptx"))
	}
	// bulk copies, tensor copies, multicast, im2col, st.async/red.async (nvcc 13.0's PTX)
	for _, g := range []string{"tma_load", "tma_store", "bulk", "mcast", "im2col", "async"} {
		f.Add(mustReadFile(f, "../testdata/conformance/tma/"+g+".ptx"))
	}
	// wgmma (descriptor and GEMM forms, sparse, a base offset) and sparse mma as nvcc 13.0 emits them
	for _, k := range []string{"wg_f16_f32_n64_S_t11", "wg_e4m3_f16_n32_S", "wg_gemm_f16", "sp_s8_s32_k32_sel0", "wgsp_f16_f32_n32_R", "wgsp_s8_s32_n64_S_bo"} {
		f.Add(mustReadFile(f, "../testdata/reference/wgmma/h200/ptx/"+k+".ptx"))
	}
	// video instructions: scalar with selectors, merges and secondary ops, vmad, SIMD with masks
	f.Add(mustReadFile(f, "../testdata/conformance/video/video_4.118.ptx"))
	f.Add(mustReadFile(f, "../testdata/conformance/video/video_8.118.ptx"))
	f.Add([]byte(hdr + ".visible .entry k(.param .u64 p) { .reg .b32 %r<6>; .reg .b64 %rd<2>; ld.param.u64 %rd1, [p]; ld.global.u32 %r1, [%rd1]; vadd.s32.u32.s32.sat %r2.h1, %r1.b2, %r1, %r1; vshl.u32.s32.u32.sat.clamp.min %r3, %r2.h0, %r1.b1, %r2; vmad.s32.u32.u32.po.shr15 %r4, %r1.h1, %r3, %r2; vset4.s32.u32.lt.add %r5.b31, %r4.b7061, %r3, %r1; st.global.u32 [%rd1], %r5; ret; }"))
	f.Add([]byte(hdr + ".func (.param .b32 r) f(.param .b32 x) { .reg .b32 %a; ld.param.b32 %a, [x]; { .param .b32 p; st.param.b32 [p], %a; .param .b32 q; call.uni (q), f, (p); } st.param.b32 [r], %a; ret; }\n.visible .entry k() { .reg .b32 %r; { .param .b32 p; st.param.b32 [p], 1; .param .b32 q; call.uni (q), f, (p); ld.param.b32 %r, [q]; } ret; }"))
	f.Add([]byte(hdr + ".visible .entry k(.param .align 8 .b8 s[16]) { .reg .b64 %rd<3>; .reg .b32 %r<3>; .local .align 8 .b8 d[32]; ld.param.v2.u32 {%r1, %r2}, [s+8]; mov.u64 %rd1, d; cvta.local.u64 %rd2, %rd1; st.u32 [%rd2+4], %r1; ld.local.u32 %r2, [d+4]; vote.sync.ballot.b32 %r1, %p1, -1; ret; }"))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := ptx.Parse(src)
		if err != nil {
			return
		}
		p, err := Compile(m)
		if err != nil {
			if c := cu.Code(err); c != cu.ErrorInvalidPTX {
				t.Fatalf("compile error with code %v: %v", c, err)
			}
			return
		}
		mem := newTestMem()
		buf, _ := mem.Alloc(4096)
		syms := map[string]uint64{}
		for _, v := range p.Variables() {
			a, _ := mem.Alloc(max(v.Size, 1))
			syms[v.Name] = a
		}
		for _, name := range p.Kernels() {
			k, _ := p.Kernel(name)
			params := make([]byte, k.ParamSize())
			for _, pi := range k.Params() {
				if pi.Size == 8 {
					copy(params[pi.Offset:], le64(buf))
				}
			}
			err := Run(k, &Launch{Grid: [3]uint32{2, 1, 1}, Block: [3]uint32{40, 1, 1}, Params: params,
				Symbols: syms, Memory: mem, InstructionBudget: 2000, DynamicShared: 64})
			if err != nil && strings.Contains(err.Error(), "internal error") {
				t.Fatalf("kernel %s: %v", name, err)
			}
		}
	})
}

func mustReadFile(t testing.TB, path string) []byte {
	t.Helper()
	return compileFileBytes(t, path)
}

// FuzzTensorMap runs a TMA load (testdata/conformance/tma's load2d) through tensor maps of
// arbitrary bytes behind cudasim's magic: whatever they say, the launch ends with a fault or a
// result, never a panic or an allocation past the shared memory.
func FuzzTensorMap(f *testing.F) {
	good := TensorMap{DataType: 7, Rank: 2, Dims: [5]uint64{100, 70}, Strides: [5]uint64{4, 400}, Box: [5]uint32{16, 8},
		ElemStrides: [5]uint32{1, 1}}
	enc := good.Encode()
	f.Add(enc[8:])
	good.Swizzle, good.Box[0] = 3, 32
	enc = good.Encode()
	f.Add(enc[8:])
	good.Im2col, good.Rank, good.Box = true, 3, [5]uint32{8, 32}
	enc = good.Encode()
	f.Add(enc[8:])
	p := compileFile(f, "../testdata/conformance/tma/tma_load.ptx")
	f.Fuzz(func(t *testing.T, body []byte) {
		var raw [TensorMapSize]byte
		copy(raw[:], tensorMapMagic[:])
		copy(raw[8:], body)
		mem := newTestMem()
		tensor, _ := mem.Alloc(28000)
		out, _ := mem.Alloc(4096)
		if m, err := DecodeTensorMap(raw[:]); err == nil {
			m.Addr = tensor // a map over real memory, as the driver would write
			raw = m.Encode()
		}
		k, err := p.Kernel("load2d")
		if err != nil {
			t.Fatal(err)
		}
		params := make([]byte, k.ParamSize())
		ps := k.Params()
		copy(params[ps[0].Offset:], raw[:])
		copy(params[ps[6].Offset:], le32(512))
		copy(params[ps[7].Offset:], le32(1024))
		copy(params[ps[8].Offset:], le32(640))
		copy(params[ps[9].Offset:], le64(out))
		err = Run(k, &Launch{Grid: [3]uint32{1, 1, 1}, Block: [3]uint32{32, 1, 1}, Params: params, Memory: mem,
			InstructionBudget: 20000, DynamicShared: 1024 + 640})
		if err != nil && strings.Contains(err.Error(), "internal error") {
			t.Fatal(err)
		}
	})
}
