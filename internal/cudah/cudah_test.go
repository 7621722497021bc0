package cudah

import (
	"os"
	"path/filepath"
	"testing"
)

func TestRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cuda.h")
	os.WriteFile(path, []byte(`typedef enum CUlimit_enum {
    CU_LIMIT_STACK_SIZE                       = 0x00, /**< GPU thread stack size */
    CU_LIMIT_MAX
} CUlimit;
#define CU_MEMHOSTALLOC_DEVICEMAP       0x02
#define CU_STREAM_LEGACY     ((CUstream)0x1)
#define CU_TRSF_READ_AS_INTEGER         0x01
    CUDA_ERROR_INVALID_VALUE                  = 1,
`), 0o644)
	got, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int64{"CU_LIMIT_STACK_SIZE": 0, "CU_MEMHOSTALLOC_DEVICEMAP": 2, "CU_STREAM_LEGACY": 1, "CU_TRSF_READ_AS_INTEGER": 1, "CUDA_ERROR_INVALID_VALUE": 1}
	if len(got) != len(want) {
		t.Errorf("got %v", got)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %d, want %d", k, got[k], v)
		}
	}
}

func TestCommented(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.go")
	os.WriteFile(path, []byte(`package p

const (
	A T = 0x10 // CU_A_B (and more words)
	B   = 3    // not a cuda.h name
	C   = A    // CU_C: not a literal
	D   = 7
)

const E = 2 // CUDA_ERROR_E
`), 0o644)
	got, err := Commented(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Go != "A" || got[0].CudaH != "CU_A_B" || got[0].Value != 16 || got[1].CudaH != "CUDA_ERROR_E" || got[1].Value != 2 {
		t.Errorf("got %+v", got)
	}
}
