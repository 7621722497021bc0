package driver

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestDeclaredFuncs: declaredFuncs finds the names the regular expressions it replaced matched,
// in every PTX file of the repository's testdata and in edge cases (return parameters across
// lines, a declaration split over lines, indentation, directives not first on their line).
func TestDeclaredFuncs(t *testing.T) {
	visible := regexp.MustCompile(`(?m)^\s*\.(?:visible|weak)\s+\.func\s*(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)\s*\(`)
	extern := regexp.MustCompile(`(?m)^\s*\.extern\s+\.func\s*(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)\s*\(`)
	want := func(re *regexp.Regexp, src []byte) []string {
		var names []string
		for _, m := range re.FindAllSubmatch(src, -1) {
			names = append(names, string(m[1]))
		}
		return names
	}
	sources := [][]byte{
		[]byte(".visible .func (.param .b32 r) f(\n.extern .func g\n(\n\t.weak\t.func\n(.reg .b32 x,\n .reg .b32 y)\nh (\n  .visible .funcq( x .visible .func z(\n.visible .func"),
		[]byte("\n\n   .extern .func (.param .b64 a) $x_1 ( .extern .func y(.extern .func w()"),
		[]byte(".visible\n.func\nk\n(\n.visible .func ("),
	}
	var files []string
	for _, root := range []string{"testdata", "../testdata", "../sim/testdata", "../libcuda/testdata"} {
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".ptx") {
				files = append(files, p)
			}
			return nil
		})
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sources = append(sources, b)
	}
	found := 0
	for i, src := range sources {
		for _, c := range []struct {
			re       *regexp.Regexp
			linkages []string
		}{{visible, []string{".visible", ".weak"}}, {extern, []string{".extern"}}} {
			got, w := declaredFuncs(src, c.linkages...), want(c.re, src)
			if !slices.Equal(got, w) {
				t.Errorf("source %d (%d bytes) %v: %q, the expression %q", i, len(src), c.linkages, got, w)
			}
			found += len(w)
		}
	}
	if len(files) < 50 || found < 20 {
		t.Errorf("%d PTX files, %d names: too few to say much", len(files), found)
	}
	t.Logf("%d PTX files, %d names", len(files), found)
}
