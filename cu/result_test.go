package cu

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"cudasim/internal/cudah"
)

// results.tsv is the only copy of the table cuGetErrorName and
// cuGetErrorString gave on the H200; Name and Text must read it back. The
// codes checked by value are ones the probes saw the real driver return.
func TestResultTable(t *testing.T) {
	rows := 0
	for line := range strings.SplitSeq(resultsTSV, "\n") {
		f := strings.Split(line, "\t")
		n, err := strconv.Atoi(f[0])
		if err != nil || len(f) != 3 {
			continue
		}
		rows++
		if r := Result(n); !r.Known() || r.Name() != f[1] || r.Text() != f[2] {
			t.Errorf("%d: got %q %q, want %q %q", n, r.Name(), r.Text(), f[1], f[2])
		}
	}
	if rows != 101 || len(resultTexts()) != rows {
		t.Errorf("read %d codes (%d kept), the H200 knows 101", rows, len(resultTexts()))
	}
	for _, c := range []struct {
		r          Result
		name, text string
	}{
		{Success, "CUDA_SUCCESS", "no error"},
		{ErrorInvalidValue, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
		{ErrorNotInitialized, "CUDA_ERROR_NOT_INITIALIZED", "initialization error"},
		{ErrorInvalidContext, "CUDA_ERROR_INVALID_CONTEXT", "invalid device context"},
		{ErrorContextIsDestroyed, "CUDA_ERROR_CONTEXT_IS_DESTROYED", "context is destroyed"},
		{ErrorIllegalAddress, "CUDA_ERROR_ILLEGAL_ADDRESS", "an illegal memory access was encountered"},
		{ErrorNotFound, "CUDA_ERROR_NOT_FOUND", "named symbol not found"},
		{ErrorUnknown, "CUDA_ERROR_UNKNOWN", "unknown error"},
	} {
		if c.r.Name() != c.name || c.r.Text() != c.text {
			t.Errorf("%d: %q %q, the H200 said %q %q", int32(c.r), c.r.Name(), c.r.Text(), c.name, c.text)
		}
	}
	if got := ErrorInvalidPTX.Error(); got != "CUDA_ERROR_INVALID_PTX: a PTX JIT compilation failed" {
		t.Errorf("Error() = %q", got)
	}
	for _, r := range []Result{12345, -1, 9, 1000} {
		if r.Known() || r.Name() != "" {
			t.Errorf("code %d should be unknown", int32(r))
		}
	}
	if got := Result(12345).Error(); got != "CUresult 12345: unknown error code" {
		t.Errorf("unknown code: Error() = %q", got)
	}
}

// Each constant of results.go has the value and, in its comment, the name of
// a row of the table, and each row has a constant.
func TestResultConstants(t *testing.T) {
	consts, err := cudah.Commented("results.go")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[Result]bool{}
	for _, c := range consts {
		r := Result(c.Value)
		if r.Name() != c.CudaH {
			t.Errorf("%s: %s = %d: comment says %s, the table %q", c.Where, c.Go, c.Value, c.CudaH, r.Name())
		}
		seen[r] = true
	}
	for r := range resultTexts() {
		if !seen[r] {
			t.Errorf("%d %s has no constant in results.go", int32(r), r.Name())
		}
	}
}

// Every CUresult a cuda.h on this machine defines is in the table, with the
// same number (CUDA 11.8's lacks some of 13.0's codes, never the reverse).
func TestResultsCoverCudaH(t *testing.T) {
	path, h := cudah.Local(t)
	n := 0
	for name, v := range h {
		if name != "CUDA_SUCCESS" && !strings.HasPrefix(name, "CUDA_ERROR_") {
			continue
		}
		n++
		if got := Result(v).Name(); got != name {
			t.Errorf("%s: cuda.h says %s = %d, the table names %d %q", path, name, v, v, got)
		}
	}
	if n < 80 {
		t.Errorf("%s: only %d CUresult values found", path, n)
	}
}

func TestErrorCarriesCode(t *testing.T) {
	err := fmt.Errorf("loading: %w", Errorf(ErrorInvalidImage, "section %d truncated", 3))
	if !errors.Is(err, ErrorInvalidImage) {
		t.Error("errors.Is does not see the code")
	}
	if errors.Is(err, ErrorInvalidPTX) {
		t.Error("errors.Is matches a different code")
	}
	if Code(err) != ErrorInvalidImage || Code(nil) != Success || Code(errors.New("x")) != ErrorUnknown {
		t.Error("Code extracts the wrong value")
	}
	if Detail(err) != "section 3 truncated" {
		t.Errorf("Detail = %q", Detail(err))
	}
	if !strings.Contains(err.Error(), "CUDA_ERROR_INVALID_IMAGE: device kernel image is invalid: section 3 truncated") {
		t.Errorf("message %q", err.Error())
	}
}
