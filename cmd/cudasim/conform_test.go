package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"cudasim/internal/gzfile"
)

// TestConformTextureDir runs the H200 texture cases as "cudasim conform DIR"
// does, then one of them with a golden byte flipped, which must fail.
func TestConformTextureDir(t *testing.T) {
	if testing.Short() {
		t.Skip("332 cases; skipped with -short")
	}
	dir := "../../testdata/conformance/texture"
	paths, _ := filepath.Glob(filepath.Join(dir, "*.case"))
	var out, errb bytes.Buffer
	if code := run([]string{"conform", dir}, nil, &out, &errb); code != 0 || len(paths) < 300 {
		t.Fatalf("exit %d, %d cases:\n%s%s", code, len(paths), tail(out.String()), errb.String())
	}
	if want := "\n" + strconv.Itoa(len(paths)) + " passed, 0 failed\n"; !strings.HasSuffix(out.String(), want) {
		t.Errorf("output ends %q, want %q", tail(out.String()), want)
	}

	// A copy of a surface-store case (the array is checked) and a sampling
	// case (its golden compressed), with the recording's paths made relative
	// to the copy.
	tmp := t.TempDir()
	abs, err := filepath.Abs(filepath.Join(dir, "../../texture"))
	if err != nil {
		t.Fatal(err)
	}
	rel, err := filepath.Rel(tmp, abs) // case paths are relative to the case file
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, buf  string
		compressed bool // the flipped golden stored as .bin.gz
	}{{"sustp_f32_x4", "A", false}, {"mode_2d_f16x1_border_linear_norm", "out", true}} {
		src, err := os.ReadFile(filepath.Join(dir, c.name+".case"))
		if err != nil {
			t.Fatal(err)
		}
		golden, err := gzfile.ReadFile(filepath.Join(dir, c.name+".case."+c.buf+".bin"))
		if err != nil {
			t.Fatal(err)
		}
		golden[len(golden)/2] ^= 0x10
		p := filepath.Join(tmp, c.name+".case")
		os.WriteFile(p, bytes.ReplaceAll(src, []byte("../../texture/"), []byte(rel+"/")), 0o644)
		if c.compressed {
			z, err := gzfile.Compress(golden)
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(p+"."+c.buf+".bin.gz", z, 0o644)
		} else {
			os.WriteFile(p+"."+c.buf+".bin", golden, 0o644)
		}
		out.Reset()
		errb.Reset()
		if code := run([]string{"conform", p}, nil, &out, &errb); code != 1 || !strings.Contains(out.String(), "FAIL "+p+" "+c.buf+": 1 of ") {
			t.Errorf("%s with a flipped golden byte: exit %d\n%s", c.name, code, out.String())
		}
	}
}

func tail(s string) string {
	if len(s) > 400 {
		return s[len(s)-400:]
	}
	return s
}

// TestConformTextureSanitized runs texture cases under memcheck: the strict
// memory view memcheck launches with must keep the texture and surface objects
// reachable (it did not: the kernels read zeros, with no error reported).
func TestConformTextureSanitized(t *testing.T) {
	dir := "../../testdata/conformance/texture"
	var args []string
	for _, c := range []string{"fmt_u8_x1_point", "surf_suld_1d_b8_Zero", "sustp_f32_x4", "linear_fetch_f32x4"} {
		args = append(args, filepath.Join(dir, c+".case"))
	}
	var out, errb bytes.Buffer
	if code := run(append([]string{"conform", "--sanitize=memcheck"}, args...), nil, &out, &errb); code != 0 || !strings.Contains(out.String(), "4 passed, 0 failed") {
		t.Errorf("exit %d:\n%s%s", code, out.String(), errb.String())
	}
}
