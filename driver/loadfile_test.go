package driver

import (
	"os"
	"path/filepath"
	"testing"

	"cudasim/cu"
)

// TestModuleLoadRunawayFiles: cuModuleLoad and cuLibraryLoadFromFile of a
// file that never ends or is impossibly large answer at once, without
// reading it all (they used to read /dev/zero until the process died).
func TestModuleLoadRunawayFiles(t *testing.T) {
	_, th, _ := setup(t, Config{})
	huge := filepath.Join(t.TempDir(), "huge.ptx")
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(".version 8.0\n.target sm_90\n")
	f.Truncate(3 << 30) // sparse: no disk used
	f.Close()
	paths := []string{huge}
	if _, err := os.Stat("/dev/zero"); err == nil {
		paths = append(paths, "/dev/zero")
	}
	for _, p := range paths {
		if _, err := th.ModuleLoad(p); cu.Code(err) != cu.ErrorInvalidImage {
			t.Errorf("cuModuleLoad(%s): %v, want CUDA_ERROR_INVALID_IMAGE", p, err)
		}
		if _, err := th.LibraryLoadFromFile(p, nil, nil); cu.Code(err) != cu.ErrorInvalidImage {
			t.Errorf("cuLibraryLoadFromFile(%s): %v, want CUDA_ERROR_INVALID_IMAGE", p, err)
		}
	}
}
