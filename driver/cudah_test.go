package driver

import (
	"path/filepath"
	"strings"
	"testing"

	"cudasim/internal/cudah"
	"cudasim/internal/gentest"
)

// zcudah.go is what gen.go makes of cudah.tsv now.
func TestGeneratedFilesAreFresh(t *testing.T) {
	gentest.Fresh(t, []string{"cudah.tsv", "../internal/tsv/*.go"}, "zcudah.go")
}

// Every constant of the driver (and of module, whose function attributes the
// driver exports) whose comment names a constant of cudah.tsv has its value
// there.
func TestConstantsMatchCudaH(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var src []string
	for _, f := range files {
		if !strings.HasSuffix(f, "_test.go") && !strings.HasPrefix(f, "z") && f != "gen.go" {
			src = append(src, f)
		}
	}
	consts, err := cudah.Commented(append(src, "../internal/module/function.go")...)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, c := range consts {
		if v, ok := CudaHValue(c.CudaH); ok {
			checked++
			if v != c.Value {
				t.Errorf("%s: %s = %d, but cudah.tsv gives %s = %d", c.Where, c.Go, c.Value, c.CudaH, v)
			}
		}
	}
	if checked < 40 {
		t.Errorf("only %d constants checked", checked)
	}
}

// Every name of cudah.tsv that this machine's cuda.h defines has the same
// value there (CUDA 11.8's lacks some of 13.0's names). CUDA 12.0 gave two
// names new values: before it they were what are now their _V1 forms.
func TestCudaHTableAgreesWithCudaH(t *testing.T) {
	path, h := cudah.Local(t)
	movedIn12 := map[string]bool{
		"CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS": true,
		"CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR": true,
	}
	both := 0
	for name, v := range cudaH {
		if hv, ok := h[name]; ok {
			both++
			if movedIn12[name] && h["CUDA_VERSION"] < 12000 {
				v, _ = CudaHValue(name + "_V1")
			}
			if hv != v {
				t.Errorf("%s: cudah.tsv gives %d, %s %d", name, v, path, hv)
			}
		}
	}
	if both < 150 {
		t.Errorf("only %d names of cudah.tsv found in %s", both, path)
	}
}

func TestLimitName(t *testing.T) {
	for l, want := range map[Limit]string{LimitStackSize: "STACK_SIZE", LimitCIGShmemFallbackEnabled: "CIG_SHMEM_FALLBACK_ENABLED", 10: "", 1 << 31: ""} {
		if got := LimitName(l); got != want {
			t.Errorf("LimitName(%d) = %q, want %q", l, got, want)
		}
	}
}
