package driver_test

import (
	"os"
	"strings"
	"testing"

	"cudasim/driver"
)

// TestStaleModuleMessages: the explanation of a stale module or function
// handle reads as a sentence, whatever unloaded it.
func TestStaleModuleMessages(t *testing.T) {
	image, err := os.ReadFile("../testdata/reference/kernels.fatbin")
	if err != nil {
		t.Fatal(err)
	}
	d := driver.New(driver.Config{})
	defer d.Close()
	th := d.NewThread()
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	c, err := th.CtxCreate(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	unloaded, err := th.ModuleLoadData(image)
	if err != nil {
		t.Fatal(err)
	}
	fn, err := th.ModuleGetFunction(unloaded, "addOne")
	if err != nil {
		t.Fatal(err)
	}
	if err := th.ModuleUnload(unloaded); err != nil {
		t.Fatal(err)
	}
	destroyed, err := th.ModuleLoadData(image)
	if err != nil {
		t.Fatal(err)
	}
	if err := th.CtxDestroy(c); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"module unloaded", th.ModuleUnload(unloaded), "(module unloaded by cuModuleUnload)"},
		{"function of unloaded module", func() error { _, err := th.FuncGetName(fn); return err }(), "(function of a module unloaded by cuModuleUnload)"},
		{"module of destroyed context", th.ModuleUnload(destroyed), "(module unloaded because its context was destroyed)"},
	}
	for _, tc := range tests {
		if tc.err == nil || !strings.Contains(tc.err.Error(), tc.want) {
			t.Errorf("%s: got %v, want it to contain %q", tc.name, tc.err, tc.want)
		}
	}
}
