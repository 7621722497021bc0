package gzfile

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"testing"

	"cudasim/internal/bounded"
)

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	data := bytes.Repeat([]byte("golden "), 1000)
	z, err := Compress(data)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "plain.bin"), data, 0o644)
	os.WriteFile(filepath.Join(dir, "packed.bin.gz"), z, 0o644)
	for _, name := range []string{"plain.bin", "packed.bin", "packed.bin.gz"} {
		got, err := ReadFile(filepath.Join(dir, name))
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("ReadFile(%s) = %d bytes, %v; want the %d bytes written", name, len(got), err, len(data))
		}
		if !Exists(filepath.Join(dir, name)) {
			t.Errorf("Exists(%s) = false", name)
		}
		if _, err := ReadFileMax(filepath.Join(dir, name), int64(len(data)-1)); !errors.Is(err, bounded.ErrTooLarge) {
			t.Errorf("ReadFileMax(%s, one byte short): %v, want ErrTooLarge", name, err)
		}
	}
	if _, err := ReadFile(filepath.Join(dir, "absent.bin")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("ReadFile(absent): %v, want fs.ErrNotExist", err)
	}
	if Exists(filepath.Join(dir, "absent.bin")) {
		t.Errorf("Exists(absent) = true")
	}
	os.WriteFile(filepath.Join(dir, "plain.bin.gz"), z, 0o644)
	if _, err := ReadFile(filepath.Join(dir, "plain.bin")); !errors.Is(err, ErrBoth) {
		t.Errorf("ReadFile of a file stored both ways: %v, want ErrBoth", err)
	}
	os.WriteFile(filepath.Join(dir, "junk.bin.gz"), []byte("not gzip"), 0o644)
	if _, err := ReadFile(filepath.Join(dir, "junk.bin")); err == nil {
		t.Errorf("ReadFile of a .gz that is not gzip: no error")
	}
	os.Mkdir(filepath.Join(dir, "dir.bin.gz"), 0o755)
	if _, err := ReadFile(filepath.Join(dir, "dir.bin")); err == nil {
		t.Errorf("ReadFile of a folder named .gz: no error")
	}
}

// TestCompressAsGzip checks that what Compress makes is what gzip reads.
func TestCompressAsGzip(t *testing.T) {
	gz, err := exec.LookPath("gzip")
	if err != nil {
		t.Skip("no gzip on this machine")
	}
	data := bytes.Repeat([]byte{1, 2, 3, 250}, 5000)
	z, err := Compress(data)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(gz, "-dc")
	cmd.Stdin = bytes.NewReader(z)
	out, err := cmd.Output()
	if err != nil || !bytes.Equal(out, data) {
		t.Errorf("gzip -dc of Compress's output: %d bytes, %v; want %d bytes back", len(out), err, len(data))
	}
	if z2, _ := Compress(data); !bytes.Equal(z, z2) {
		t.Errorf("Compress is not deterministic")
	}
}

func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	small, stored, large := filepath.Join(dir, "small.bin"), filepath.Join(dir, "stored.bin"), filepath.Join(dir, "large.bin")
	os.WriteFile(stored+Ext, nil, 0o644)
	os.WriteFile(large, nil, 0o644) // a stale plain copy: replaced by large.bin.gz
	for _, c := range []struct {
		path       string
		size       int
		compressed bool
	}{{small, 10, false}, {stored, 10, true}, {large, CompressFrom, true}} {
		data := bytes.Repeat([]byte{7}, c.size)
		if err := WriteFile(c.path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if b, err := ReadFile(c.path); err != nil || !bytes.Equal(b, data) {
			t.Errorf("ReadFile(%s) after WriteFile = %d bytes, %v", c.path, len(b), err)
		}
		_, plainErr := os.Stat(c.path)
		_, gzErr := os.Stat(c.path + Ext)
		if (gzErr == nil) != c.compressed || (plainErr == nil) == c.compressed {
			t.Errorf("%s: plain %v, compressed %v; want compressed %v", c.path, plainErr == nil, gzErr == nil, c.compressed)
		}
	}
}

func TestGlob(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"c.case.out.bin", "c.case.A.bin.gz", "c.case", "d.case.out.bin.gz"} {
		os.WriteFile(filepath.Join(dir, n), nil, 0o644)
	}
	got, err := Glob(filepath.Join(dir, "*.case.*.bin"))
	want := []string{filepath.Join(dir, "c.case.A.bin"), filepath.Join(dir, "c.case.out.bin"), filepath.Join(dir, "d.case.out.bin")}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("Glob = %q, %v; want %q", got, err, want)
	}
}
