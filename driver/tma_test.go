package driver_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cudasim/conform"
	"cudasim/cu"
	"cudasim/internal/gzfile"
)

const tmaDir = "../testdata/conformance/tma"

// tmaGaps are the recorded TMA cases cudasim does not reproduce, and why.
var tmaGaps = map[string]string{}

// TestTMAConformance runs every TMA case with H200 goldens (tile, im2col, multicast, bulk copies
// and reductions, st.async, red.async, CUDA 13's memcpy_async) through the driver: tensor maps
// encoded by TensorMapEncode, kernels loaded from nvcc 13.0's PTX; outputs must match bit for bit.
func TestTMAConformance(t *testing.T) {
	paths, err := filepath.Glob(tmaDir + "/cases/*.case")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no TMA cases: %v", err)
	}
	passed, ran := 0, 0
	for _, p := range paths {
		golden, _ := gzfile.Glob(p + ".*.bin")
		if len(golden) == 0 {
			continue // no H200 output: a case that faulted there (TestTMAFaultsMatchH200)
		}
		ran++
		name := filepath.Base(p)
		t.Run(name, func(t *testing.T) {
			c, err := conform.Load(p)
			if err != nil {
				t.Fatal(err)
			}
			res := conform.Run(newLibraryTarget(t), c)
			switch {
			case res.Passed():
				passed++
				if why, ok := tmaGaps[name]; ok {
					t.Errorf("listed as a gap (%s) but passes: remove it from tmaGaps", why)
				}
			case tmaGaps[name] != "":
				t.Skipf("known gap: %s: %s", tmaGaps[name], res.String())
			default:
				t.Error(res.String())
			}
		})
	}
	t.Logf("%d of %d TMA cases match the H200", passed, ran)
}

// TestTMAFaultsMatchH200 runs the cases whose launch failed on the H200 (h200-w*-failures.txt:
// the case and the error the H200 gave) and checks that cudasim fails them with the same code.
func TestTMAFaultsMatchH200(t *testing.T) {
	var lines []string
	for _, name := range []string{"h200-w1-failures.txt", "h200-w2-failures.txt"} {
		b, err := os.ReadFile(tmaDir + "/" + name)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, strings.Split(string(b), "\n")...)
	}
	// What cudasim answers instead, and why.
	differ := map[string]cu.Result{
		"fault_g2s_size20": cu.ErrorMisalignedAddress, // the H200 hangs (the copy never completes its bytes)
		"a_load2d_nan_u16": cu.ErrorInvalidValue,      // the map is refused (the H200 too: "tmap m -> 1")
	}
	n := 0
	for _, line := range lines {
		fields := strings.Fields(line)
		if len(fields) < 2 {
			continue
		}
		name, want := fields[0], fields[len(fields)-1]
		if want == "124" && differ[name] == 0 {
			// The H200 hung (a barrier expecting fewer bytes than arrive, h200-racy.txt); so
			// would cudasim.
			continue
		}
		n++
		t.Run(name, func(t *testing.T) {
			c, err := conform.Load(tmaDir + "/cases/" + name + ".case")
			if err != nil {
				t.Fatal(err)
			}
			res := conform.Run(newLibraryTarget(t), c)
			if res.Err == nil {
				t.Fatalf("ran; the H200 failed it with %s", want)
			}
			code, ok := differ[name]
			if !ok {
				code = codeNamed(t, want)
			}
			if !strings.Contains(res.Err.Error(), ": "+code.Name()+":") { // conform's errors are text
				t.Errorf("%v; want %s", res.Err, code.Name())
			}
		})
	}
	if n < 50 {
		t.Fatalf("only %d recorded failures", n)
	}
}

// codeNamed is the CUresult named name (CUDA_ERROR_...).
func codeNamed(t *testing.T, name string) cu.Result {
	for r := cu.Result(0); r < 1000; r++ {
		if r.Name() == name {
			return r
		}
	}
	t.Fatalf("no CUresult named %s", name)
	return 0
}

// ilRacy are interleaved loads whose copy delivers more bytes than the kernel's barrier expects
// and whose H200 window shows the race: the phase completed early and the window was copied out
// before the rest landed (il16_3d_box1 holds one chunk of eight).
var ilRacy = map[string]bool{"il16_3d_box1": true}

// ilGaps ran on the H200 but cudasim answers CUDA_ERROR_NOT_SUPPORTED: stores of 2-byte elements
// through 32-byte interleave ran in these two cases and failed in two others
// (h200-w3-failures.txt), by a rule not worked out.
var ilGaps = map[string]bool{"w3_il32_red3d_add_f16": true, "w3_il32_st3d_end12": true}

// TestInterleavedMatchesH200 runs the interleaved-map cases the H200 ran
// (testdata/conformance/tma/interleave: loads through ilprobe.cu with a bounded wait, stores and
// reductions through tma_store.cu and ilstore.cu) and compares them bit for bit.
//
// ilprobe's kernel expects the tile box's bytes, and many interleaved boxes deliver fewer or more
// (docs/tma.md). Where fewer arrived the H200's phase never completed and the kernel gave up after
// 200 ms of %globaltimer, which cudasim counts in instructions (a minute of spinning); where more
// arrived it completed or not at random. So the test makes the kernel expect what the box
// delivers: the window must match, and the completion flag too, except that it may be 1 where the
// H200's was 0.
func TestInterleavedMatchesH200(t *testing.T) {
	paths, err := filepath.Glob(tmaDir + "/interleave/cases/*.case")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no interleaved cases: %v", err)
	}
	passed, ran := 0, 0
	for _, p := range paths {
		golden, _ := gzfile.Glob(p + ".*.bin")
		name := strings.TrimSuffix(filepath.Base(p), ".case")
		if len(golden) == 0 || ilRacy[name] {
			continue // failed on the H200 (TestInterleavedFaultsMatchH200), or racy
		}
		ran++
		t.Run(name, func(t *testing.T) {
			c, err := conform.Load(p)
			if err != nil {
				t.Fatal(err)
			}
			load := false
			for _, op := range c.Ops {
				load = load || op.Kind == conform.OpKernel && strings.HasPrefix(op.Arg, "ilload")
			}
			for _, op := range c.Ops {
				if op.Kind == conform.OpTmap && load {
					setParamU32(t, c, 6, ilDelivered(op.Tmap)) // ilload*d's bytes parameter
				}
			}
			res := conform.Run(newLibraryTarget(t), c)
			switch {
			case res.Passed():
				passed++
			case ilGaps[name] && res.Err != nil && strings.Contains(res.Err.Error(), "CUDA_ERROR_NOT_SUPPORTED"):
				t.Skipf("known gap: %v", res.Err)
			case load && res.Err == nil && len(res.Mismatches) == 1 && res.Mismatches[0].Count == 1 && res.Mismatches[0].First == 0 && res.Mismatches[0].Want == 0:
				passed++ // the window matches; the H200's phase did not complete
			default:
				t.Error(res.String())
			}
		})
	}
	t.Logf("%d of %d interleaved cases match the H200 (%d racy ones not run)", passed, ran, len(ilRacy))
	if passed < 100 {
		t.Errorf("only %d cases match", passed)
	}
}

// ilDelivered is the bytes a load through the interleaved map m delivers (docs/tma.md): the
// interleave size times ceil(box[0]/elementStride[0]) times the positions of every dimension
// above 0 but rank-2.
func ilDelivered(m *conform.TensorMap) uint32 {
	n := uint32(16) << (m.Interleave - 1)
	for i := range m.Box {
		if i == 0 || i != len(m.Box)-2 {
			n *= (m.Box[i] + m.ElemStrides[i] - 1) / m.ElemStrides[i]
		}
	}
	return n
}

// setParamU32 sets the i-th parameter of the case's launch to v.
func setParamU32(t *testing.T, c *conform.Case, i int, v uint32) {
	for k := range c.Ops {
		if c.Ops[k].Kind != conform.OpParam {
			continue
		}
		if i == 0 {
			c.Ops[k].Param.Value = []byte{byte(v), byte(v >> 8), byte(v >> 16), byte(v >> 24)}
			return
		}
		i--
	}
	t.Fatalf("the case has no parameter %d", i)
}

// TestInterleavedFaultsMatchH200 runs the interleaved-map cases whose map or launch the H200
// refused (interleave/h200-*failures.txt: the case and the code) and checks cudasim answers the
// same code (docs/tma.md gives the rules).
func TestInterleavedFaultsMatchH200(t *testing.T) {
	var lines []string
	for _, f := range []string{"h200-failures.txt", "h200-w2-failures.txt", "h200-w3-failures.txt"} {
		b, err := os.ReadFile(tmaDir + "/interleave/" + f)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, strings.Split(strings.TrimSpace(string(b)), "\n")...)
	}
	// Where cudasim answers otherwise, and why.
	differ := map[string]string{
		// 32-byte interleave, 2-byte elements: these stores failed, il32_st3d_end12 and
		// il32_red3d_add_f16 ran; the rule is not worked out.
		"w3_il32_st3d_in": "CUDA_ERROR_NOT_SUPPORTED", "w3_il32_st3d_sw2": "CUDA_ERROR_NOT_SUPPORTED",
	}
	n := 0
	for _, line := range lines {
		fields := strings.Fields(line)
		if len(fields) < 2 || strings.HasPrefix(line, "FAIL") || strings.HasPrefix(line, "rc ") {
			continue
		}
		name, want := fields[0], fields[len(fields)-1]
		if w, ok := differ[name]; ok {
			want = w
		}
		n++
		t.Run(name, func(t *testing.T) {
			c, err := conform.Load(tmaDir + "/interleave/cases/" + name + ".case")
			if err != nil {
				t.Fatal(err)
			}
			res := conform.Run(newLibraryTarget(t), c)
			if res.Err == nil {
				t.Fatalf("ran; the H200 failed it with %s", want)
			}
			if !strings.Contains(res.Err.Error(), want) {
				t.Errorf("%v; want %s", res.Err, want)
			}
		})
	}
	if n < 50 {
		t.Fatalf("only %d recorded failures", n)
	}
}

// TestClusterlessMatchesH200 runs tma10w2's cluster-scoped instructions (nocl.cu) in launches
// with and without a cluster shape: those the H200 failed (h200-failures.txt: st.async,
// red.async, shared-to-shared bulk copies without a cluster shape) must fail with its code, the
// others match bit for bit. nocl_cluster_regs* is a gap: mapa to the CTA's own rank gives the
// address it was given on the H200, a distinct shared::cluster window in cudasim.
func TestClusterlessMatchesH200(t *testing.T) {
	dir := tmaDir + "/tma10w2"
	b, err := os.ReadFile(dir + "/h200-failures.txt")
	if err != nil {
		t.Fatal(err)
	}
	failed := map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) > 3 && strings.HasPrefix(f[2], "cases/nocl_") {
			failed[strings.TrimSuffix(strings.TrimPrefix(f[2], "cases/"), ".case:")] = f[len(f)-3]
		}
	}
	paths, _ := filepath.Glob(dir + "/cases/nocl_*.case")
	if len(paths) < 30 || len(failed) < 8 {
		t.Fatalf("%d cases, %d failures", len(paths), len(failed))
	}
	for _, p := range paths {
		name := strings.TrimSuffix(filepath.Base(p), ".case")
		t.Run(name, func(t *testing.T) {
			c, err := conform.Load(p)
			if err != nil {
				t.Fatal(err)
			}
			res := conform.Run(newLibraryTarget(t), c)
			switch want, ok := failed[name]; {
			case ok:
				if res.Err == nil || !strings.Contains(res.Err.Error(), want) {
					t.Errorf("%s; the H200 failed it with %s", res.String(), want)
				}
			case strings.HasPrefix(name, "nocl_cluster_regs"):
				t.Skipf("known gap: %s", res.String())
			case !res.Passed():
				t.Error(res.String())
			}
		})
	}
}
