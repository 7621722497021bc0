package driver

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"cudasim/cu"
	"cudasim/internal/gzfile"
	"cudasim/internal/ptxforms"
)

// TestLibraryVerdictsMatchH200 loads the modules of internal/ptxforms the H200 loaded as
// libraries (every 20th of probes verdict20-a and verdict21-a: testdata/conformance/verdicts/
// library.txt and library-21.txt, "L NAME RC(cuLibraryLoadData) RC(cuLibraryGetKernel)") the
// same way, with lazy loading as the probes ran: both codes must be the H200's.
func TestLibraryVerdictsMatchH200(t *testing.T) {
	dir := filepath.Join("..", "testdata", "conformance", "verdicts")
	var lines []string
	for _, name := range []string{"library.txt", "library-21.txt"} {
		b, err := gzfile.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, strings.Split(strings.TrimSpace(string(b)), "\n")...)
	}
	varied := map[string]bool{}
	for _, line := range lines {
		if base, ok := ptxforms.VariantOf(strings.Fields(line)[1]); ok {
			varied[base] = true
		}
	}
	forms := map[string]ptxforms.Form{}
	for _, f := range append(append(ptxforms.All(), ptxforms.Extra()...), ptxforms.Variants(varied)...) {
		forms[f.Name] = f
	}
	_, th, _ := setup(t, Config{})
	matched := 0
	for _, line := range lines {
		w := strings.Fields(line)
		if len(w) != 4 {
			t.Fatalf("bad line %q", line)
		}
		f, ok := forms[w[1]]
		if !ok {
			t.Errorf("%s: no such form", w[1])
			continue
		}
		wantLoad, _ := strconv.Atoi(w[2])
		wantKernel, _ := strconv.Atoi(w[3])
		lib, err := th.LibraryLoadData([]byte(f.Module()+"\x00"), nil, nil)
		load, kernel := int(cu.Code(err)), -1
		if err == nil {
			_, err = th.LibraryGetKernel(lib, "k")
			kernel = int(cu.Code(err))
			if err := th.LibraryUnload(lib); err != nil {
				t.Fatal(err)
			}
		}
		if load != wantLoad || kernel != wantKernel {
			t.Errorf("%s: cuLibraryLoadData %d, cuLibraryGetKernel %d; the H200 %d, %d (%v)", f.Name, load, kernel, wantLoad, wantKernel, err)
			continue
		}
		matched++
	}
	t.Logf("%d of %d library loads as the H200's", matched, len(lines))
}
