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
		"fault_g2s_size20":  cu.ErrorMisalignedAddress, // the H200 hangs (the copy never completes its bytes)
		"load3d_il32":       cu.ErrorNotSupported,      // interleaved maps
		"load3d_il32_sw0":   cu.ErrorNotSupported,
		"load3d_il32_sw128": cu.ErrorNotSupported,
		"a_load2d_nan_u16":  cu.ErrorInvalidValue, // the map is refused (the H200 too: "tmap m -> 1")
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

// ilShort are the interleaved loads whose copy delivers fewer bytes than the kernel's barrier
// expects (docs/tma.md: box[0] chunks of 16 bytes a plane, whatever box[1] says), with the bytes
// it delivers. On the H200 the phase never completed (flag 0) and the kernel gave up after
// 200 ms of %globaltimer, which cudasim counts in instructions (minutes of spinning); the test
// expects those bytes instead, so the phase completes at once, and checks that the window
// matches and only the flag differs.
var ilShort = map[string]uint32{
	"il16_3d_dt7": 256, "il16_3d_dt7_nan": 256, "il16_3d_dt8": 128, "il32_3d_f32": 512,
	"il16_3d_sw1_s1152": 256, "il16_3d_sw2_s1152": 256, "il16_3d_sw3_s1152": 256,
	"w2_il16_3d_big": 1024, "w2_il16_3d_i32": 256, "w2_il16_3d_u64": 128,
}

// ilRacy are the interleaved loads whose copy delivers more bytes than the barrier expects: the
// H200 completed the phase or not at random (the flag was 1 in some, 0 in others), and with it
// completed the window may be copied out before the rest lands (il16_3d_box1 shows one chunk of
// eight). Not reproducible; the window of each is the model's (docs/tma.md).
var ilRacy = map[string]bool{
	"il16_3d_box1": true, "il16_3d_estr1": true, "il32_3d_half": true, "il32_3d_small": true,
	"il32_3d_small_sw0": true, "w2_il16_3d_dims0_12": true, "w2_il16_3d_c0_16": true, "w2_il16_3d_c0_neg": true, "w2_il16_4d_f16_box1": true, "w2_il16_5d_box1": true,
}

// TestInterleavedMatchesH200 runs the interleaved-map cases the H200 ran
// (testdata/conformance/tma/interleave: loads through ilprobe.cu with a bounded wait, stores and
// reductions through tma_store.cu) and compares them bit for bit. Ranks 4 and 5 answer
// CUDA_ERROR_NOT_SUPPORTED (not worked out yet).
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
			short, isShort := ilShort[name]
			if isShort {
				setParamU32(t, c, 6, short) // ilload*d's bytes parameter
			}
			res := conform.Run(newLibraryTarget(t), c)
			switch {
			case res.Passed() && !isShort:
				passed++
			case res.Err != nil && strings.Contains(res.Err.Error(), "CUDA_ERROR_NOT_SUPPORTED") && (strings.Contains(name, "4d") || strings.Contains(name, "5d")):
				t.Skipf("not implemented: %v", res.Err)
			case isShort && res.Err == nil && len(res.Mismatches) == 1 && res.Mismatches[0].Count == 1 && res.Mismatches[0].First == 0:
				passed++ // the window matches; the flag is 1 where the H200 gave up
			default:
				t.Error(res.String())
			}
		})
	}
	t.Logf("%d of %d interleaved cases match the H200 (%d racy ones not run)", passed, ran, len(ilRacy))
	if passed < 60 {
		t.Errorf("only %d cases match", passed)
	}
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
// refused (interleave/h200-failures.txt: loads of 1-byte elements and some of rank 4 and 5 failed
// with CUDA_ERROR_ILLEGAL_ADDRESS, an inner box of 8 bytes was refused at encode) and checks
// cudasim answers the same, except for ranks 4 and 5, which it refuses as not implemented. The interleaved cases that ran on the H200 are recorded beside them
// (docs/tma.md says what they show); cudasim answers CUDA_ERROR_NOT_SUPPORTED for them.
func TestInterleavedFaultsMatchH200(t *testing.T) {
	b, err := os.ReadFile(tmaDir + "/interleave/h200-failures.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		fields := strings.Fields(line)
		name, want := fields[0], fields[len(fields)-1]
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
			if strings.Contains(name, "_4d") || strings.Contains(name, "_5d") {
				// Rank 4 and 5: which loads fault is not worked out (some ran); cudasim refuses them all.
				want = "CUDA_ERROR_NOT_SUPPORTED"
			}
			if !strings.Contains(res.Err.Error(), want) {
				t.Errorf("%v; want %s", res.Err, want)
			}
		})
	}
	if n < 20 {
		t.Fatalf("only %d recorded failures", n)
	}
}
