package driver_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cudasim/conform"
	"cudasim/internal/gzfile"
)

var breadth22Dump = flag.String("breadth22.dump", "", "DIR: write cudasim's outputs of the breadth22 cases there (NAME.case.BUF.bin)")

// breadth22Unsupported lists the breadth22 cases whose kernels cudasim still refuses at launch
// (CUDA_ERROR_NOT_SUPPORTED, the message naming the form), with why.
var breadth22Unsupported = map[string]string{}

// breadth22Known lists the cases whose outputs still differ from the H200's, with why: the
// differences lie in the .v4.f32 results of linear filtering, which the new forms' results (p,
// .f16x2) follow.
var breadth22Known = map[string]string{
	"tex_2d_f32_s16x2norm_linear": "6 snorm16 channels 2^-14 apart: the 16-bit normalized filter's rounding",
	"tex_3d_f32_f32x4_linear":     "6 results the H200 makes infinite where cudasim's weighted sum is finite (cause not found)",
	"tex_acube_f32_f32x4_linear":  "4 results the H200 makes infinite where cudasim's weighted sum is finite (cause not found)",
}

// TestBreadth22 runs the breadth22 cases (testdata/conformance/breadth22: the forms the H200
// loads that cudasim answered CUDA_ERROR_NOT_SUPPORTED at launch, recorded by record.sh) through
// the driver: every checked buffer must be the H200's bit for bit (CUDASIM_ENGINE picks the
// engine path); a case listed in breadth22Unsupported must still be refused with 801.
func TestBreadth22(t *testing.T) {
	paths, _ := filepath.Glob("../testdata/conformance/breadth22/*.case")
	if len(paths) == 0 {
		t.Fatal("no breadth22 cases")
	}
	for _, p := range paths {
		name := strings.TrimSuffix(filepath.Base(p), ".case")
		t.Run(name, func(t *testing.T) {
			c, err := conform.Load(p)
			if err != nil {
				t.Fatal(err)
			}
			res := conform.Run(newLibraryTarget(t), c)
			if *breadth22Dump != "" {
				for buf, b := range res.Outputs {
					if err := os.WriteFile(filepath.Join(*breadth22Dump, name+".case."+buf+".bin"), b, 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			if why, ok := breadth22Unsupported[name]; ok {
				if res.Err == nil || !strings.Contains(res.Err.Error(), "CUDA_ERROR_NOT_SUPPORTED") {
					t.Errorf("listed as unsupported (%s), but: %v", why, res.Err)
				}
				return
			}
			if recorded, _ := gzfile.Glob(p + ".*.bin"); len(recorded) == 0 {
				t.Fatalf("no H200 recording for %s (cudasim: %v)", name, res.Err)
			}
			if why, ok := breadth22Known[name]; ok && res.Err == nil && !res.Passed() {
				t.Skipf("known (%s): %s", why, res.String())
			}
			if !res.Passed() {
				t.Error(res.String())
			}
		})
	}
}
