//go:build linux && amd64 && cgo

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The device runtime programs of testdata/cudart/devrt36 (its README.md),
// built by nvcc 11.8 for compute_90 PTX only (NAME_c90) and for sm_90 SASS
// and PTX (NAME_s90): a program linking an object built with -rdc=true and
// one built without (as Thrust's testing/cuda tests link their test
// framework), device-side launches through cudaGetParameterBuffer and
// cudaLaunchDevice (the launch ABI of Thrust's and CCCL's device-side
// algorithms), and a module calling CDP1's device-side synchronize.
const devrt36Dir = cudartDir + "/devrt36"

// TestCudartDevrt36 runs each binary of devrt36/bin.txz (bin/bNNN/NAME) on
// cudasim's libcuda.so.1 with that toolkit's libcudart from the cudart
// tests' archive. One with a golden file (golden/bNNN/NAME.h200.out or
// .h100.out: its output on that GPU) is compared with it exactly; one
// without passes on its own checks (its output ends "PASS", exit 0).
func TestCudartDevrt36(t *testing.T) {
	t.Parallel()
	runtimeDir := cudartBinaries(t)
	var withGolden, selfChecked []programCase
	for _, c := range binaryCases(t, unpackPrograms(t, devrt36Dir, "bin.txz"), filepath.Join(devrt36Dir, "golden"), runtimeDir) {
		c.golden = gpuGolden(strings.TrimSuffix(c.golden, ".h200.out"))
		if _, err := os.Stat(c.golden); err == nil {
			withGolden = append(withGolden, c)
		} else {
			selfChecked = append(selfChecked, c)
		}
	}
	lib := library(t)
	runPrograms(t, lib, withGolden)
	runSelfChecked(t, lib, selfChecked, func(out string) bool { return strings.HasSuffix(out, "\nPASS\nexit 0\n") })
}
