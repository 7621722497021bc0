package cu

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// Every row of the reference table must come back through Name and Text.
func TestResultsMatchReference(t *testing.T) {
	data, err := os.ReadFile("results.tsv")
	if err != nil {
		t.Fatal(err)
	}
	rows := 0
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Split(line, "\t")
		n, err := strconv.Atoi(f[0])
		if err != nil || len(f) < 3 {
			continue
		}
		rows++
		r := Result(n)
		if r.Name() != f[1] || r.Text() != f[2] {
			t.Errorf("%d: got %q %q, want %q %q", n, r.Name(), r.Text(), f[1], f[2])
		}
	}
	if rows != 101 {
		t.Errorf("read %d codes, the reference lists 101", rows)
	}
	if got := ErrorInvalidPTX.Error(); got != "CUDA_ERROR_INVALID_PTX: a PTX JIT compilation failed" {
		t.Errorf("Error() = %q", got)
	}
	if Result(12345).Known() {
		t.Error("code 12345 should be unknown")
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
