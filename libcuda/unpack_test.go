//go:build linux && amd64 && cgo

package main

import (
	"archive/tar"
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/klauspost/compress/zstd"
)

// TestUnpackProgramsLocalBin checks that a bin/ folder beside the archives
// (a build's leftovers) does not replace them: the archives' programs are
// what runs, all of them; with -programs.local the folder's files replace
// the archives' of the same name and join the others.
func TestUnpackProgramsLocalBin(t *testing.T) {
	dir := t.TempDir()
	var tarred bytes.Buffer
	tw := tar.NewWriter(&tarred)
	for name, body := range map[string]string{"bin/b1/a": "archive a", "bin/b1/b": "archive b"} {
		must(t, tw.WriteHeader(&tar.Header{Name: name, Mode: 0o755, Size: int64(len(body)), Typeflag: tar.TypeReg}))
		_, err := tw.Write([]byte(body))
		must(t, err)
	}
	must(t, tw.Close())
	z, err := zstd.NewWriter(nil)
	must(t, err)
	must(t, os.WriteFile(filepath.Join(dir, "bin.tar.zst"), z.EncodeAll(tarred.Bytes(), nil), 0o644))
	must(t, os.MkdirAll(filepath.Join(dir, "bin", "b1"), 0o755))
	must(t, os.WriteFile(filepath.Join(dir, "bin", "b1", "a"), []byte("local a"), 0o755))
	must(t, os.WriteFile(filepath.Join(dir, "bin", "b1", "c"), []byte("local c"), 0o755))

	read := func(bin, name string) string {
		b, err := os.ReadFile(filepath.Join(bin, "b1", name))
		if err != nil {
			return "missing"
		}
		return string(b)
	}
	defer func(v bool) { *programsLocal = v }(*programsLocal)
	for _, c := range []struct {
		local   bool
		a, b, c string
	}{
		{false, "archive a", "archive b", "missing"},
		{true, "local a", "archive b", "local c"},
	} {
		*programsLocal = c.local
		bin := unpackPrograms(t, dir, "bin.tar.zst")
		if bin == filepath.Join(dir, "bin") {
			t.Fatalf("-programs.local=%v: the local bin/ itself was returned", c.local)
		}
		if a, b, cc := read(bin, "a"), read(bin, "b"), read(bin, "c"); a != c.a || b != c.b || cc != c.c {
			t.Errorf("-programs.local=%v: a, b, c = %q, %q, %q; want %q, %q, %q", c.local, a, b, cc, c.a, c.b, c.c)
		}
	}
}

// must ends the test at err.
func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
